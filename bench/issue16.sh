#!/usr/bin/env bash
# Paired side-by-side benchmark of irfix against LLVM 16's own tools on
# real modules of different shapes (issue 16), printed as Markdown tables.
#
# Usage: bench/issue16.sh [DIR] [MODULE...]
#
# MODULE is one of libclc, big, sqlite (default: all three):
#   libclc  Debian libclc-16's nvptx64--nvidiacl.bc (apt-get install libclc-16)
#           and its text from llvm-dis-16: thousands of small functions
#   big     bench/bigmodule.sh's generated C program, clang-16 -O2 -g
#   sqlite  SQLite's amalgamation from the Go module
#           github.com/mattn/go-sqlite3@v1.14.53 (`go mod download`),
#           clang-16 -O2 -g: one large real C program, debug-info heavy
# Inputs are built once into DIR (default: a fresh temp dir) and reused.
#
# Tasks (irfix | reference):
#   text parse+print   irfix convert M.ll      | llvm-as-16 M.ll; llvm-dis-16
#   bc read+print      irfix dis M.bc          | llvm-dis-16 M.bc
#   text -> bc         irfix as -t 16 M.ll     | llvm-as-16 M.ll
#   downgrade 14       irfix downgrade -t 14   | llvm-downgrade (LLVM_DOWNGRADE=path)
#   downgrade 16-typed irfix downgrade -t 16-typed | (none)
#   upgrade typed      irfix upgrade -t 16 M.typed16.bc | opt-16 M.typed16.bc -o
#                      (LLVM 16 turns typed pointers opaque when it reads)
# M.typed16.bc is irfix's own 16-typed downgrade of M.bc, checked by
# `opt-16 -opaque-pointers=0 -passes=verify` before it is used.
#
# Each of RUNS (default 3) rounds runs every task's irfix command and its
# reference back to back, alternating which goes first, so both see the
# same machine load; the tables show medians over the rounds of wall
# seconds, CPU seconds (user + system, from /usr/bin/time -f) and peak RSS.
# On a shared, loaded machine CPU seconds are the number to trust; wall
# time includes waiting for a core. With CALLGRIND=1 each command is also
# run once under valgrind --tool=callgrind for an instruction count, which
# does not depend on load at all (slow: ~50x).
#
# llvm-downgrade (JuliaLLVM/llvm-downgrade, behind Julia's
# LLVMDowngrader_jll; packaged by neither Debian nor apt.llvm.org) is not
# built by this script: build it from its sources against the installed
# LLVM 22 (see the README's Benchmarks section) and pass its path in
# LLVM_DOWNGRADE; it is run as `IN -o OUT --bitcode-version=14.0`. A
# command that fails (llvm-downgrade aborts on some inputs) shows as
# "failed" in the table, with its first error line below it.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-$(mktemp -d -t irfix-bench16.XXXXXX)}
[ $# -gt 0 ] && shift
modules=("$@")
[ ${#modules[@]} -eq 0 ] && modules=(libclc big sqlite)
runs=${RUNS:-3}
mkdir -p "$dir/bin" "$dir/out"
dir=$(cd "$dir" && pwd)
bin="$dir/bin"
(cd "$root" && go build -o "$bin/irfix" ./cmd/irfix)
[ -x /usr/bin/time ] || { echo "issue16.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }

die() { echo "issue16.sh: $*" >&2; exit 1; }

# prepare M: make $dir/M.ll, M.bc and M.typed16.bc.
prepare() {
  local m=$1
  if [ ! -f "$dir/$m.bc" ] || [ ! -f "$dir/$m.ll" ]; then
    case $m in
    libclc)
      local src
      src=$(dpkg -L libclc-16 2>/dev/null | grep 'nvptx64--nvidiacl\.bc$' | head -1) ||
        true
      [ -n "$src" ] || die "libclc-16 is not installed (apt-get install -y libclc-16)"
      cp "$src" "$dir/libclc.bc"
      llvm-dis-16 "$dir/libclc.bc" -o "$dir/libclc.ll"
      ;;
    big)
      "$root/bench/bigmodule.sh" "$dir/bigsrc" >&2
      cp "$dir/bigsrc/big.ll" "$dir/big.ll"
      cp "$dir/bigsrc/big.bc" "$dir/big.bc"
      ;;
    sqlite)
      local sd
      sd=$(cd /tmp && go mod download -json github.com/mattn/go-sqlite3@v1.14.53 |
        sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
      [ -f "$sd/sqlite3-binding.c" ] || die "go mod download gave no sqlite3-binding.c"
      clang-16 -O2 -g -S -emit-llvm -w -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION \
        -DSQLITE_DEFAULT_MEMSTATUS=0 "$sd/sqlite3-binding.c" -o "$dir/sqlite.ll"
      llvm-as-16 "$dir/sqlite.ll" -o "$dir/sqlite.bc"
      ;;
    *) die "unknown module $m (libclc, big, sqlite)" ;;
    esac
  fi
  if [ ! -f "$dir/$m.typed16.bc" ]; then
    "$bin/irfix" downgrade -t 16-typed "$dir/$m.bc" -o "$dir/$m.typed16.bc"
    opt-16 -opaque-pointers=0 -passes=verify "$dir/$m.typed16.bc" -o /dev/null ||
      die "opt-16 rejects irfix's 16-typed $m"
  fi
}

# one KEY CMD...: run CMD once, append "wall cpu rssMB" to $dir/res/KEY.
one() {
  local key=$1; shift
  local log="$dir/time.log"
  if ! /usr/bin/time -f '%e %U %S %M' -o "$log" "$@" >/dev/null 2>"$dir/err.log"; then
    echo "FAILED $key: $(head -c 300 "$dir/err.log")" >&2
    echo "failed failed failed" >>"$dir/res/$key"
    head -c 300 "$dir/err.log" | tr '\n' ' ' >"$dir/res/$key.err"
    return
  fi
  awk '{printf "%.2f %.2f %.0f\n", $1, $2 + $3, $4 / 1024}' "$log" >>"$dir/res/$key"
}

# median KEY COL: median of column COL (1 wall, 2 cpu, 3 rss) of KEY's runs.
median() {
  [ -f "$dir/res/$1" ] || { echo "-"; return; }
  if grep -q '^failed' "$dir/res/$1"; then echo "failed"; return; fi
  awk -v c="$2" '{print $c}' "$dir/res/$1" | sort -g |
    awk '{v[NR]=$1} END {if (NR==0) print "-"; else if (NR%2) print v[(NR+1)/2]; else printf "%.2f\n", (v[NR/2]+v[NR/2+1])/2}'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (a+0 > 0 && b+0 > 0) printf "%.2f×", a/b; else print "-"}'; }

# insns CMD...: instructions counted by callgrind (CALLGRIND=1 only).
insns() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    awk '/Collected :/ {print $4}'
}

tasks=(text bc as down14 down16t up)
label() {
  case $1 in
  text) echo "text parse + print | llvm-as-16 + llvm-dis-16" ;;
  bc) echo "bitcode read + print | llvm-dis-16" ;;
  as) echo "text → bitcode (as -t 16) | llvm-as-16" ;;
  down14) echo "downgrade bc → bc, 14 | $([ -n "${LLVM_DOWNGRADE:-}" ] && echo llvm-downgrade || echo "(llvm-downgrade not built)")" ;;
  down16t) echo "downgrade bc → bc, 16-typed | (none)" ;;
  up) echo "upgrade typed bc → bc 16 | opt-16 (reads typed as opaque)" ;;
  esac
}
# cmds M TASK: set irx and ref (arrays) for the task.
cmds() {
  local m=$1 t=$2 o="$dir/out"
  ref=()
  case $t in
  text)
    irx=("$bin/irfix" convert "$dir/$m.ll" -o -)
    ref=(bash -c "llvm-as-16 '$dir/$m.ll' -o '$o/ref.bc' && llvm-dis-16 '$o/ref.bc' -o -")
    ;;
  bc)
    irx=("$bin/irfix" dis "$dir/$m.bc" -o -)
    ref=(llvm-dis-16 "$dir/$m.bc" -o -)
    ;;
  as)
    irx=("$bin/irfix" as -t 16 "$dir/$m.ll" -o "$o/irx.bc")
    ref=(llvm-as-16 "$dir/$m.ll" -o "$o/ref.bc")
    ;;
  down14)
    irx=("$bin/irfix" downgrade -t 14 --emit bc "$dir/$m.bc" -o "$o/irx.bc")
    if [ -n "${LLVM_DOWNGRADE:-}" ]; then ref=("$LLVM_DOWNGRADE" "$dir/$m.bc" -o "$o/ref.bc" --bitcode-version=14.0); fi
    ;;
  down16t)
    irx=("$bin/irfix" downgrade -t 16-typed --emit bc "$dir/$m.bc" -o "$o/irx.bc")
    ;;
  up)
    irx=("$bin/irfix" upgrade -t 16 --emit bc "$dir/$m.typed16.bc" -o "$o/irx.bc")
    ref=(opt-16 "$dir/$m.typed16.bc" -o "$o/ref.bc")
    ;;
  esac
}

echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2/1048576}' /proc/meminfo), load average $(cut -d' ' -f1-3 /proc/loadavg) at start; medians of $runs paired rounds"
for m in "${modules[@]}"; do
  prepare "$m"
  rm -rf "$dir/res"; mkdir -p "$dir/res"
  for r in $(seq "$runs"); do
    for t in "${tasks[@]}"; do
      cmds "$m" "$t"
      if [ $((r % 2)) = 1 ]; then
        one "$t.irx" "${irx[@]}"
        if [ ${#ref[@]} -gt 0 ]; then one "$t.ref" "${ref[@]}"; fi
      else
        if [ ${#ref[@]} -gt 0 ]; then one "$t.ref" "${ref[@]}"; fi
        one "$t.irx" "${irx[@]}"
      fi
    done
  done
  mb() { awk -v b="$(stat -L -c %s "$1")" 'BEGIN {printf "%.1f MB", b/1048576}'; }
  echo
  echo "### $m: $m.ll $(mb "$dir/$m.ll"), $m.bc $(mb "$dir/$m.bc"), $m.typed16.bc $(mb "$dir/$m.typed16.bc")"
  echo
  echo "| task | reference | irfix wall s | ref wall s | wall ratio | irfix CPU s | ref CPU s | CPU ratio | irfix MiB | ref MiB | memory ratio |"
  echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
  for t in "${tasks[@]}"; do
    iw=$(median "$t.irx" 1) ic=$(median "$t.irx" 2) im=$(median "$t.irx" 3)
    rw=$(median "$t.ref" 1) rc=$(median "$t.ref" 2) rm_=$(median "$t.ref" 3)
    echo "| $(label "$t") | $iw | $rw | $(ratio "$iw" "$rw") | $ic | $rc | $(ratio "$ic" "$rc") | $im | $rm_ | $(ratio "$im" "$rm_") |"
  done
  for t in "${tasks[@]}"; do
    if [ -f "$dir/res/$t.ref.err" ]; then echo; echo "$t: the reference failed: $(cat "$dir/res/$t.ref.err")"; fi
    if [ -f "$dir/res/$t.irx.err" ]; then echo; echo "$t: irfix failed: $(cat "$dir/res/$t.irx.err")"; fi
  done
  bw=$(median bc.irx 1) bcpu=$(median bc.irx 2)
  echo
  echo "downgrade to 14 vs irfix's own bitcode read+print: wall $(ratio "$(median down14.irx 1)" "$bw"), CPU $(ratio "$(median down14.irx 2)" "$bcpu")"
  if [ "${CALLGRIND:-0}" = 1 ]; then
    echo
    echo "| task (callgrind, instructions ×10⁹) | irfix | reference | ratio |"
    echo "| --- | ---: | ---: | ---: |"
    for t in "${tasks[@]}"; do
      cmds "$m" "$t"
      a=$(insns "${irx[@]}" | tr -d ,)
      b=-
      if [ ${#ref[@]} -gt 0 ]; then b=$(insns "${ref[@]}" | tr -d ,); fi
      echo "| $t | $(awk -v a="$a" 'BEGIN {printf "%.2f", a/1e9}') | $(awk -v a="$b" 'BEGIN {if (a+0>0) printf "%.2f", a/1e9; else print "-"}') | $(ratio "$a" "$b") |"
    done
  fi
done
