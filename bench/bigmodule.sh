#!/usr/bin/env bash
# Generate a big, realistic LLVM module for irfix's benchmarks: a C program
# with many functions (loops over structs, calls between functions, a
# switch, floating point) compiled by clang-16 at -O2 with debug info.
#
# Usage: bench/bigmodule.sh [OUTDIR] [NFUNCS]
#
# Writes OUTDIR/big.c, OUTDIR/big.ll (>= 20 MB) and OUTDIR/big.bc (>= 5 MB),
# and OUTDIR/big.typed14.ll: the same program from clang-15 with typed
# pointers, minus the two LLVM 15-only attribute keywords it uses
# (nocallback, allockind), so that LLVM-14-era parsers such as llir/llvm can
# read it. Prints the paths and sizes. OUTDIR defaults to a fresh temp dir; the
# files are build products and are never committed. With
# BIGMODULE_TEXT_ONLY=1 only big.c and big.ll are written, of any size.
set -euo pipefail

out=${1:-$(mktemp -d -t irfix-bench.XXXXXX)}
n=${2:-1600}
clang=${CLANG:-clang-16}
command -v "$clang" >/dev/null || { echo "bigmodule: $clang not found (run .ci/install-llvm.sh)" >&2; exit 1; }
mkdir -p "$out"

awk -v n="$n" 'BEGIN {
  print "#include <stdio.h>"
  print "#include <stdlib.h>"
  print "#include <string.h>"
  print "#include <math.h>"
  print ""
  print "struct vec { double x, y, z; };"
  print "struct particle { struct vec pos, vel; double mass; int id; char tag[16]; };"
  print "struct grid { int w, h; double *cells; struct particle *ps; int np; };"
  print ""
  for (i = 0; i < n; i++) {
    printf "double f%d(struct grid *g, const double *in, int len, int k);\n", i
  }
  print ""
  for (i = 0; i < n; i++) {
    printf "__attribute__((noinline)) double f%d(struct grid *g, const double *in, int len, int k) {\n", i
    printf "  double acc = %d.5;\n", i % 97
    printf "  struct vec v = { in[0], in[len > 1 ? 1 : 0], %d.25 };\n", i % 13
    printf "  for (int j = 0; j < len; j++) {\n"
    printf "    double t = in[j] * %d.0 + v.x;\n", (i % 7) + 1
    printf "    if (t > acc) acc = t - v.y; else acc += sqrt(fabs(t)) * v.z;\n"
    printf "  }\n"
    printf "  for (int p = 0; p < g->np; p++) {\n"
    printf "    struct particle *q = &g->ps[p];\n"
    printf "    q->vel.x += acc * q->mass; q->vel.y -= v.y / (q->mass + 1.0); q->vel.z += %d;\n", i % 5
    printf "    q->pos.x += q->vel.x; q->pos.y += q->vel.y; q->pos.z += q->vel.z;\n"
    printf "    if (q->id %% %d == 0) snprintf(q->tag, sizeof q->tag, \"p%%d_%d\", p);\n", (i % 11) + 2, i
    printf "  }\n"
    printf "  for (int y = 0; y < g->h; y++)\n"
    printf "    for (int x = 0; x < g->w; x++)\n"
    printf "      g->cells[y * g->w + x] = g->cells[y * g->w + x] * 0.5 + acc * %d.0e-3;\n", (i % 9) + 1
    printf "  switch ((k + %d) %% 4) {\n", i
    printf "  case 0: acc += cos(acc); break;\n"
    printf "  case 1: acc -= sin(v.z); break;\n"
    printf "  case 2: acc *= 1.0001; break;\n"
    printf "  default: acc = -acc; break;\n"
    printf "  }\n"
    if (i > 0) {
      printf "  if (k > 0) acc += f%d(g, in, len, k - 1);\n", (i * 7 + 3) % i
    }
    printf "  return acc;\n"
    printf "}\n\n"
  }
  print "int main(int argc, char **argv) {"
  print "  (void)argv;"
  print "  struct grid g = { 4, 4, calloc(16, sizeof(double)), calloc(8, sizeof(struct particle)), 8 };"
  print "  double in[4] = { 1, 2, 3, 4 };"
  print "  double s = 0;"
  printf "  for (int i = 0; i < %d; i += 97) s += f0(&g, in, 4, argc);\n", n
  print "  printf(\"%g\\n\", s);"
  print "  return 0;"
  print "}"
}' > "$out/big.c"

"$clang" -O2 -g -S -emit-llvm -o "$out/big.ll" "$out/big.c"
# BIGMODULE_TEXT_ONLY=1 (bench/scaling.sh): big.c and big.ll only, any size.
if [ "${BIGMODULE_TEXT_ONLY:-0}" = 1 ]; then
  echo "$out/big.ll $(stat -c %s "$out/big.ll")"
  exit 0
fi
"$clang" -O2 -g -c -emit-llvm -o "$out/big.bc" "$out/big.c"

if command -v clang-15 >/dev/null; then
  clang-15 -O2 -g -S -emit-llvm -Xclang -no-opaque-pointers -o - "$out/big.c" |
    sed -e 's/ nocallback//g' -e 's/ allockind("[^"]*")//g' > "$out/big.typed14.ll"
fi

ll=$(stat -c %s "$out/big.ll")
bc=$(stat -c %s "$out/big.bc")
if [ "$ll" -lt 20000000 ] || [ "$bc" -lt 5000000 ]; then
  echo "bigmodule: big.ll is $ll bytes, big.bc $bc bytes; need >= 20 MB / 5 MB: raise NFUNCS" >&2
  exit 1
fi
echo "$out/big.ll $ll"
echo "$out/big.bc $bc"
if [ -f "$out/big.typed14.ll" ]; then echo "$out/big.typed14.ll $(stat -c %s "$out/big.typed14.ll")"; fi
