#!/usr/bin/env bash
# libexpat and its driver exactly as gen_expat.sh builds them, but at -O0:
# an alloca for every local and parameter and a load or store at every use
# (family c-realworld7-O0, tune half only, added in session 16).
#
#   bash corpus/gen_expat_o0.sh [OUTDIR]
#   bash corpus/gen_expat_o0.sh --stamp     (prints what OUTDIR/STAMP must hold)
#
# OUTDIR defaults to $IRFIX_EXPAT_O0_OUT or corpus/wide/expat-o0-out (not
# in git); the files are gen_expat.sh's with O0 in place of O2.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
[ $# -gt 0 ] || set -- "${IRFIX_EXPAT_O0_OUT:-$here/wide/expat-o0-out}"
OPT=O0 exec bash "$here/gen_expat.sh" "$@"
