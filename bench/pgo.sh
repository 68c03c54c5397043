#!/usr/bin/env bash
# pgo.sh: rewrite cmd/irfix/default.pgo, the CPU profile `go build` uses
# for profile-guided optimization of the irfix binary (Go reads a
# default.pgo in the main package's directory by itself).
#
# The profile comes from modules the benchmark does not time: the
# real-world C libraries of the corpus (Zstandard, libwebp, miniaudio;
# clang-22 -O2 text from corpus/gen_zstd.sh, gen_webp.sh and
# gen_miniaudio.sh, which must have run), each read and printed, made
# bitcode, downgraded to 14 and 16-typed, and its 16-typed downgrade
# upgraded again — the tasks of bench/issue16.sh, run in-process by
# bench's TestProfileTask. Outputs do not depend on the profile; only
# speed does (about 2–5% less CPU in session 14's measurement).
#
#   bash bench/pgo.sh          # then review and commit cmd/irfix/default.pgo
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -pgo=off -o "$work/irfix" ./cmd/irfix
profiles=()
for m in zstd webp miniaudio; do
  ll=corpus/wide/$m-out/$m.clang22.O2.ll
  if [ ! -f "$ll" ]; then
    echo "pgo.sh: $ll is missing: run bash corpus/gen_$m.sh first" >&2
    exit 1
  fi
  cp "$ll" "$work/$m.ll"
  "$work/irfix" as -t 22 "$ll" -o "$work/$m.bc"
  "$work/irfix" downgrade -t 16-typed --emit bc "$work/$m.bc" -o "$work/$m.typed16.bc"
  for t in convert dis as down14 down16t up; do
    in=$work/$m.bc
    case $t in convert | as) in=$work/$m.ll ;; up) in=$work/$m.typed16.bc ;; esac
    IRFIX_PROFILE_IN=$in IRFIX_PROFILE_TASK=$t go test -pgo=off ./bench -run '^TestProfileTask$' -count=6 \
      -cpuprofile "$work/$m.$t.prof" -o "$work/bench.test" > "$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
    profiles+=("$work/$m.$t.prof")
  done
done
go tool pprof -proto "${profiles[@]}" > "$work/merged.pgo" 2>/dev/null
mv "$work/merged.pgo" cmd/irfix/default.pgo
echo "pgo.sh: wrote cmd/irfix/default.pgo ($(wc -c < cmd/irfix/default.pgo) bytes) from ${#profiles[@]} profiles"
