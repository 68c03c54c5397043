#!/usr/bin/env bash
# irfix's own speed at differentiation (issue 17): CPU time to
# differentiate every defined function of bench/bigmodule.sh's module,
# next to the CPU time to parse and print it (toolspeed/main.go).
#
# Usage: bench/ad/toolspeed.sh [DIR] [NFUNCS]
#   DIR holds (or receives) big.ll; NFUNCS is passed to bigmodule.sh
#   (default 1600: a module of about 20 MB of text).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
dir=${1:-$(mktemp -d -t irfix-adtool.XXXXXX)}
[ -f "$dir/big.ll" ] || "$root/bench/bigmodule.sh" "$dir" "${2:-1600}" >&2
(cd "$root" && go build -o "$dir/toolspeed" ./bench/ad/toolspeed)
"$dir/toolspeed" "$dir/big.ll"
