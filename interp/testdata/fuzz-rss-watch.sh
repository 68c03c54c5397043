#!/bin/sh
# fuzz-rss-watch.sh: run a fuzz target for a while and fail if any of its
# processes (the coordinator and its workers) ever holds more resident
# memory than a bound: the target's MaxMemory plus a fixed overhead for
# the Go runtime, the fuzzing engine and the corpus.
#
#   interp/testdata/fuzz-rss-watch.sh [PKG] [TARGET] [FUZZTIME] [BOUND_MIB]
#
# Defaults: ./interp FuzzRun 10m 320 (FuzzRun runs with MaxMemory 8 MiB).
# Prints the peak RSS seen and the fuzzer's last status line (with the
# execution count); exits 1 if the bound was exceeded or the fuzzer failed.
set -u
pkg=${1:-./interp}
target=${2:-FuzzRun}
fuzztime=${3:-10m}
bound_mib=${4:-320}
bound_kib=$((bound_mib * 1024))
log=$(mktemp)
trap 'rm -f "$log"' EXIT

go test -c -o "$log.bin" "$pkg" || exit 1
# -test.parallel 1: one worker, so the machine stays usable.
(cd "$(go list -f '{{.Dir}}' "$pkg")" && exec "$log.bin" -test.run '^$' -test.fuzz "^$target\$" \
	-test.fuzztime "$fuzztime" -test.parallel 1 -test.fuzzcachedir "${TMPDIR:-/tmp}/irfix-fuzzcache-$target") >"$log" 2>&1 &
pid=$!
peak=0
over=0
while kill -0 "$pid" 2>/dev/null; do
	for p in $pid $(pgrep -P "$pid" 2>/dev/null); do
		r=$(awk '/^VmRSS:/ {print $2}' "/proc/$p/status" 2>/dev/null)
		[ -n "$r" ] || continue
		[ "$r" -gt "$peak" ] && peak=$r
		if [ "$r" -gt "$bound_kib" ]; then
			echo "fuzz-rss-watch: process $p holds $((r / 1024)) MiB, over the $bound_mib MiB bound" >&2
			over=1
			kill "$pid" 2>/dev/null
		fi
	done
	sleep 1
done
wait "$pid"
rc=$?
rm -f "$log.bin"
grep -E '^fuzz: elapsed' "$log" | tail -1
tail -5 "$log"
echo "fuzz-rss-watch: peak RSS $((peak / 1024)) MiB (bound $bound_mib MiB), fuzzer exit $rc"
[ "$over" -eq 0 ] && [ "$rc" -eq 0 ]
