#!/usr/bin/env bash
# libwebp exactly as gen_webp.sh builds it, but at -O0: unoptimized code
# keeps an alloca for every local and parameter and a load or store at
# every use, the shape type recovery sees in -O0 modules, which the -O2
# real-world libraries never show it. A tuning source of issue 13
# (family c-realworld3-O0, tune half only, added in session 15).
#
#   bash corpus/gen_webp_o0.sh [OUTDIR]
#   bash corpus/gen_webp_o0.sh --stamp     (prints what OUTDIR/STAMP must hold)
#
# OUTDIR defaults to $IRFIX_WEBP_O0_OUT or corpus/wide/webp-o0-out (not in
# git); the files are gen_webp.sh's with O0 in place of O2.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
[ $# -gt 0 ] || set -- "${IRFIX_WEBP_O0_OUT:-$here/wide/webp-o0-out}"
OPT=O0 exec bash "$here/gen_webp.sh" "$@"
