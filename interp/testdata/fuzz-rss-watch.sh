#!/bin/sh
# fuzz-rss-watch.sh: run a fuzz target for a while and fail if its worker
# process (where the inputs run) ever holds more resident memory than a
# bound: the target's MaxMemory plus a fixed overhead for the Go runtime,
# the fuzzing engine's coverage maps and the corpus. The coordinator (the
# test binary that spawned the worker) only keeps the corpus and coverage;
# its peak is printed, not bounded.
#
#   interp/testdata/fuzz-rss-watch.sh [PKG] [TARGET] [FUZZTIME] [BOUND_MIB]
#
# Defaults: ./interp FuzzRun 10m 400 (FuzzRun runs with MaxMemory 8 MiB;
# an idle worker of the instrumented binary holds 100-200 MiB).
# Prints the peak RSS seen (of the test binary and its workers; the go
# command itself is not counted) and the fuzzer's last status lines (with
# the execution count); exits 1 if the bound was exceeded or the fuzzer
# failed.
set -u
pkg=${1:-./interp}
target=${2:-FuzzRun}
fuzztime=${3:-10m}
bound_mib=${4:-400}
bound_kib=$((bound_mib * 1024))
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# -parallel 1: one worker, so the machine stays usable. GOMEMLIMIT keeps
# the collector from letting garbage pile up to twice the live heap (the
# engine's own live data is ~100 MiB), so what the bound sees is live
# memory: a leak or an allocation the interpreter did not charge.
GOMEMLIMIT=${GOMEMLIMIT:-256MiB} go test -run '^$' -fuzz "^$target\$" -fuzztime "$fuzztime" -fuzzminimizetime 0 -parallel 1 "$pkg" >"$log" 2>&1 &
pid=$!
descendants() {
	for c in $(pgrep -P "$1" 2>/dev/null); do
		echo "$c"
		descendants "$c"
	done
}
peak=0
cpeak=0
over=0
while kill -0 "$pid" 2>/dev/null; do
	for p in $(descendants "$pid"); do
		# Only the test binary and its workers (not the compiler and
		# linker the go command runs first).
		case $(cat "/proc/$p/comm" 2>/dev/null) in *.test) ;; *) continue ;; esac
		r=$(awk '/^VmRSS:/ {print $2}' "/proc/$p/status" 2>/dev/null)
		[ -n "$r" ] || continue
		parent=$(awk '/^PPid:/ {print $2}' "/proc/$p/status" 2>/dev/null)
		case $(cat "/proc/$parent/comm" 2>/dev/null) in
		*.test) ;; # a worker
		*)
			[ "$r" -gt "$cpeak" ] && cpeak=$r
			continue
			;;
		esac
		[ "$r" -gt "$peak" ] && peak=$r
		if [ "$r" -gt "$bound_kib" ]; then
			echo "fuzz-rss-watch: worker $p holds $((r / 1024)) MiB, over the $bound_mib MiB bound" >&2
			over=1
			for q in $(descendants "$pid"); do kill "$q" 2>/dev/null; done
			kill "$pid" 2>/dev/null
		fi
	done
	sleep 1
	now=$(date +%s)
	if [ "$now" -ge "${next:=$((now + 60))}" ]; then
		next=$((now + 60))
		echo "fuzz-rss-watch: $(date -u +%H:%M:%S): worker peak so far $((peak / 1024)) MiB"
	fi
done
wait "$pid"
rc=$?
grep -E '^fuzz: elapsed' "$log" | tail -1
tail -5 "$log"
echo "fuzz-rss-watch: worker peak RSS $((peak / 1024)) MiB (bound $bound_mib MiB), coordinator peak $((cpeak / 1024)) MiB, fuzzer exit $rc"
[ "$over" -eq 0 ] && [ "$rc" -eq 0 ]
