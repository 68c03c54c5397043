#!/usr/bin/env bash
# Regenerate corpus/inputs/ from corpus/src/ with real compilers.
#
#   bash corpus/gen.sh
#
# Every file in inputs/ is exactly what a compiler printed; nothing is edited.
# Each module NAME.PRODUCER.OPT[.g] is written as .ll (text) and .bc (bitcode,
# made by the compiler itself, not by llvm-as of the text; Numba only prints
# text, so its .bc is llvm-as-NN of that text). Every module is checked with
# the producer's own llvm-as-N and opt-N -passes=verify; every module with a
# main is run with the producer's own lli-N, and all modules built from the
# same source must print the same stdout (recorded in inputs/NAME.stdout and,
# as a sha256, in inputs/MANIFEST.tsv). Any failure aborts before inputs/ is
# touched.
#
# A producer whose tools are missing is skipped with a message; its files
# already in inputs/ (and their MANIFEST rows) are kept. `.ci/install-llvm.sh`
# installs the Debian toolchains; rustc comes from rustup (LLVM 22 here).
set -euo pipefail
export LC_ALL=C

CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SRC=$CORPUS/src
OUT=$CORPUS/inputs
# Source paths in debug info are mapped to this fixed prefix, so the output
# does not depend on where the repository is checked out.
DBG_PREFIX=/irfix/corpus/src
PY=/usr/bin/python3           # Debian's python3 with python3-numba
NUMBA_STAGE=/tmp/irfix-numba  # numba needs a real, fixed source path (see numba_dump.py)
LLI_TIMEOUT=60

# ---------------------------------------------------------------------------
# What to build. C and C++: one row per source, one column per clang producer,
# each cell a comma list of OPT[.g] (or - for none). The spread is chosen so
# that every producer has O0/O2/O3 and -g modules without bloating the corpus.
CLANG_PRODUCERS=(clang15typed clang15 clang16typed clang16 clang19 clang22)
CLANG_PLAN='
# source            clang15typed  clang15       clang16typed  clang16       clang19       clang22
atomics.c           O0,O2.g       O2            O2            -             O3            O3
callmismatch.c      O0            -             O2            O0            -             O2
complex.c           O0            -             O2            O2            O0.g          O2,O0.g
control.c           O0            -             O2            -             O2            O0,O2.g
floatconv.c         O0            O0.g          O2            O0            O3            O3
funcptr.c           O0            -             O2            -             O0.g          O0
globals_ptr.c       O0,O2.g       -             O2            O3,O3.g       O2            O2,O2.g
gradients.c         O0,O3         O2            O2,O3         -             O3            O0,O3
integer.c           O0            -             O2            O2            O0.g          O2,O0.g
knr.c               O0            O0            O2,O0.g       -             O2            O0,O2.g
linkedlist.c        O0            -             O2            -             O3            O3
matrix2d.c          O0            O3,O0.g       O2,O3         -             O0.g          O0,O0.g
memops.c            O0            -             O2            O3            O2            O2
numeric.c           O0            O2            O2,O0.g       O3            O3            O0
recursion.c         O0            -             O2            O2            O0.g          O2,O0.g
sort.c              O0            -             O2            -             O2            O0,O2.g
static_locals.c     O0            -             O2            -             O3            O3
strings.c           O0            -             O2            -             O0.g          O0
structs.c           O0            O0.g          O2            O3            O2            O2,O2.g
switch.c            O0            -             O0,O2         -             O3            O0
unions_bitfields.c  O0            -             O2            O2,O3.g       O0.g          O2,O0.g
varargs.c           O0,O2.g       -             O2            -             O2            O0,O2.g
vectors.c           O0,O3         -             O2            -             O3            O2
exceptions.cpp      O0            -             O2,O0.g       O0            O3            O0,O2
globalctor.cpp      O0            O3.g          O2            -             O3            O0,O2
templates.cpp       O0            -             O2            -             O3            O2,O0.g
virtual.cpp         O0,O3         -             O2            O0            O2.g          O0,O3
'
# Rust: source (without .rs), crate type, OPT[.g] list.
RUST_PLAN='
rust_kernels  bin     O0,O3
rust_nomain   bin     O0,O2,O3,O2.g
rust_lib      cdylib  O0,O2,O3.g
'
# Numba: every kernel of numba_kernels.py at each of these.
NUMBA_VARIANTS=(O0 O3 O0.g O3.g)

# ---------------------------------------------------------------------------
say() { echo "gen.sh: $*"; }
die() { echo "gen.sh: error: $*" >&2; exit 1; }
have() { command -v "$1" >/dev/null 2>&1; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
NEW=$TMP/out
mkdir -p "$NEW" "$TMP/log" "$TMP/run"
ROWS=$TMP/rows.tsv
: >"$ROWS"
DONE_PRODUCERS=()

# Run a command, keeping its stderr in a log that is shown only on failure
# (compilers print expected warnings, e.g. for knr.c).
quiet() {
  local log=$TMP/log/last
  if ! "$@" 2>"$log"; then
    echo "gen.sh: command failed: $*" >&2
    cat "$log" >&2
    exit 1
  fi
}

# verify STEM MAJOR TYPED: the producer's own llvm-as and opt must accept it.
# Typed 15/16 modules are checked with -opaque-pointers=0 (Julia's reader
# mode), which also proves that the bitcode really is typed.
verify() {
  local stem=$1 major=$2 typed=$3 flags=()
  if [ "$typed" = yes ] && [ "$major" -ge 15 ]; then flags=(-opaque-pointers=0); fi
  quiet "llvm-as-$major" "${flags[@]}" "$NEW/$stem.ll" -o /dev/null
  quiet "opt-$major" "${flags[@]}" -passes=verify -disable-output "$NEW/$stem.ll"
  if [ -f "$NEW/$stem.bc" ]; then
    quiet "opt-$major" "${flags[@]}" -passes=verify -disable-output "$NEW/$stem.bc"
  fi
}

# record STEM PRODUCER MAJOR TYPED LANG OPT DEBUG [LLI_EXTRA...]
# Runs main (if any) with lli-MAJOR and appends the MANIFEST row.
record() {
  local stem=$1 producer=$2 major=$3 typed=$4 lang=$5 opt=$6 debug=$7
  shift 7
  local has_main=no sha=- flags=()
  if grep -qE '^define .*@main\(' "$NEW/$stem.ll"; then
    has_main=yes
    if [ "$typed" = yes ] && [ "$major" -ge 15 ]; then flags=(-opaque-pointers=0); fi
    local out=$TMP/run/$stem.stdout
    if ! (cd "$TMP/run" && timeout "$LLI_TIMEOUT" "lli-$major" "${flags[@]}" "$@" "$NEW/$stem.ll" \
            </dev/null >"$out" 2>"$TMP/run/$stem.stderr"); then
      cat "$TMP/run/$stem.stderr" >&2
      die "lli-$major cannot run $stem (see above)"
    fi
    sha=$(sha256sum <"$out" | cut -d' ' -f1)
    local name=${stem%%.*}
    if [ -f "$NEW/$name.stdout" ]; then
      cmp -s "$out" "$NEW/$name.stdout" ||
        die "$stem prints something else than the other $name modules:
$(diff "$NEW/$name.stdout" "$out" || true)"
    else
      cp "$out" "$NEW/$name.stdout"
    fi
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' \
    "$stem" "$producer" "$major" "$typed" "$lang" "$opt" "$debug" "$has_main" "$sha" >>"$ROWS"
}

# split OPT[.g] into OPT and yes/no
opt_of() { echo "${1%.g}"; }
dbg_of() { case $1 in *.g) echo yes ;; *) echo no ;; esac; }

# ---------------------------------------------------------------------------
# clang
clang_producer() {
  local producer=$1 col=$2
  local major typed extra=()
  major=${producer#clang}; major=${major%typed}
  if [ "${producer%typed}" != "$producer" ]; then
    typed=yes; extra=(-Xclang -no-opaque-pointers)
  else
    typed=no
  fi
  local t
  for t in "clang-$major" "clang++-$major" "llvm-as-$major" "opt-$major" "lli-$major"; do
    if ! have "$t"; then say "skipping producer $producer: $t not found (run .ci/install-llvm.sh)"; return; fi
  done
  say "$producer: $("clang-$major" --version | head -1)"
  local line src cells cell v
  while read -r line; do
    case $line in '' | '#'*) continue ;; esac
    read -r -a cells <<<"$line"
    src=${cells[0]}
    cell=${cells[$col]}
    [ "$cell" = - ] && continue
    local cc lang
    case $src in
      *.c) cc=clang-$major; lang=c ;;
      *.cpp) cc=clang++-$major; lang=cpp ;;
      *) die "unknown source kind $src" ;;
    esac
    for v in ${cell//,/ }; do
      local opt debug stem flags
      opt=$(opt_of "$v"); debug=$(dbg_of "$v")
      stem=${src%.*}.$producer.$v
      flags=("${extra[@]}" "-$opt" "-fdebug-prefix-map=$SRC=$DBG_PREFIX")
      [ "$debug" = yes ] && flags+=(-g)
      (cd "$SRC" && quiet "$cc" "${flags[@]}" -S -emit-llvm "$src" -o "$NEW/$stem.ll")
      (cd "$SRC" && quiet "$cc" "${flags[@]}" -c -emit-llvm "$src" -o "$NEW/$stem.bc")
      verify "$stem" "$major" "$typed"
      record "$stem" "$producer" "$major" "$typed" "$lang" "$opt" "$debug"
    done
  done <<<"$CLANG_PLAN"
  DONE_PRODUCERS+=("$producer")
}

# ---------------------------------------------------------------------------
# rustc
rust_producer() {
  if ! have rustc; then say "skipping rustc: rustc not found"; return; fi
  local major producer
  major=$(rustc -vV | sed -n 's/^LLVM version: \([0-9]*\)\..*/\1/p')
  [ -n "$major" ] || die "cannot read rustc's LLVM version"
  producer=rustc$major
  local t
  for t in "llvm-as-$major" "opt-$major" "lli-$major"; do
    if ! have "$t"; then say "skipping producer $producer: $t not found"; return; fi
  done
  say "$producer: $(rustc --version) (LLVM $(rustc -vV | sed -n 's/^LLVM version: //p'))"
  # Rust binaries call into std (lang_start, formatting, allocator shim,
  # panics); lli resolves those from the toolchain's libstd dylib.
  local libstd
  libstd=$(ls "$(rustc --print sysroot)"/lib/rustlib/*/lib/libstd-*.so 2>/dev/null | head -1 || true)
  [ -n "$libstd" ] || die "no libstd-*.so in rustc's sysroot; lli cannot run Rust mains"
  local line name ctype opts v
  while read -r name ctype opts; do
    case $name in '' | '#'*) continue ;; esac
    for v in ${opts//,/ }; do
      local opt debug stem flags
      opt=$(opt_of "$v"); debug=$(dbg_of "$v")
      stem=$name.$producer.$v
      flags=(--edition 2021 -C panic=abort -C codegen-units=1 -C "opt-level=${opt#O}"
             "--remap-path-prefix=$SRC=$DBG_PREFIX" --crate-type "$ctype")
      [ "$debug" = yes ] && flags+=(-g)
      (cd "$SRC" && quiet rustc "${flags[@]}" \
         "--emit=llvm-ir=$NEW/$stem.ll,llvm-bc=$NEW/$stem.bc" "$name.rs")
      verify "$stem" "$major" no
      record "$stem" "$producer" "$major" no rust "$opt" "$debug" -load "$libstd"
    done
  done <<<"$RUST_PLAN"
  DONE_PRODUCERS+=("$producer")
}

# ---------------------------------------------------------------------------
# Numba (Debian's python3-numba; llvmlite decides the LLVM version)
numba_producer() {
  if ! [ -x "$PY" ] || ! "$PY" -c 'import numba' 2>/dev/null; then
    say "skipping numba: $PY cannot import numba (apt-get install python3-numba)"
    return
  fi
  local major producer
  major=$("$PY" -c 'import llvmlite.binding as b; print(b.llvm_version_info[0])')
  producer=numba$major
  local t
  for t in "llvm-as-$major" "opt-$major"; do
    if ! have "$t"; then say "skipping producer $producer: $t not found"; return; fi
  done
  say "$producer: $("$PY" -c 'import numba, llvmlite, llvmlite.binding as b; print("numba", numba.__version__, "llvmlite", llvmlite.__version__, "LLVM %d.%d.%d" % b.llvm_version_info)')"
  # Numba names some constants after Python object addresses; without ASLR
  # and with a fixed hash seed and environment they are reproducible.
  local norand=()
  if setarch "$(uname -m)" -R true 2>/dev/null; then
    norand=(setarch "$(uname -m)" -R)
  else
    say "warning: setarch -R unavailable; numba -g output will not be reproducible"
  fi
  # Everything the Python process sees (script paths, arguments, cwd,
  # environment) is fixed, whatever the checkout location: the addresses
  # depend on it.
  rm -rf "$NUMBA_STAGE"
  mkdir -p "$NUMBA_STAGE/out"
  cp "$SRC/numba_kernels.py" "$SRC/numba_dump.py" "$NUMBA_STAGE/"
  local v
  for v in "${NUMBA_VARIANTS[@]}"; do
    local opt debug tag args=()
    opt=$(opt_of "$v"); debug=$(dbg_of "$v")
    tag=$producer.$v
    [ "$debug" = yes ] && args=(debug)
    (cd "$NUMBA_STAGE" && quiet "${norand[@]}" env -i PATH=/usr/bin:/bin HOME="$NUMBA_STAGE" \
       PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1 NUMBA_OPT="${opt#O}" \
       "$PY" numba_dump.py out "$tag" "${args[@]}")
    local f stem
    for f in "$NUMBA_STAGE"/out/*."$tag".ll; do
      stem=$(basename "$f" .ll)
      mv "$f" "$NEW/$stem.ll"
      f=$NEW/$stem.ll
      quiet "llvm-as-$major" "$f" -o "$NEW/$stem.bc"
      verify "$stem" "$major" yes
      record "$stem" "$producer" "$major" yes numba "$opt" "$debug"
    done
  done
  DONE_PRODUCERS+=("$producer")
}

# ---------------------------------------------------------------------------
i=1
for p in "${CLANG_PRODUCERS[@]}"; do
  clang_producer "$p" "$i"
  i=$((i + 1))
done
rust_producer
numba_producer

[ "${#DONE_PRODUCERS[@]}" -gt 0 ] || die "no producer available; nothing regenerated"

# Size limits: no file over 1 MB.
big=$(find "$NEW" -type f -size +1024k)
[ -z "$big" ] || die "files over 1 MB: $big"

# Replace the regenerated producers' files; keep those of skipped producers.
mkdir -p "$OUT"
HEADER=$(printf 'file\tproducer\tllvm_major\ttyped\tlang\topt\tdebug\thas_main\tlli_stdout_sha256')
keep=$TMP/keep.tsv
: >"$keep"
if [ -f "$OUT/MANIFEST.tsv" ]; then
  tail -n +2 "$OUT/MANIFEST.tsv" | while IFS=$'\t' read -r file producer rest; do
    regenerated=no
    for p in "${DONE_PRODUCERS[@]}"; do [ "$p" = "$producer" ] && regenerated=yes; done
    if [ "$regenerated" = yes ]; then
      rm -f "$OUT/$file.ll" "$OUT/$file.bc"
    else
      printf '%s\t%s\t%s\n' "$file" "$producer" "$rest"
    fi
  done >"$keep"
fi
# .stdout files are per source; regenerated ones replace old ones.
cp "$NEW"/*.ll "$NEW"/*.bc "$OUT"/
for f in "$NEW"/*.stdout; do [ -e "$f" ] && cp "$f" "$OUT"/; done
{
  echo "$HEADER"
  cat "$keep" "$ROWS" | sort -t$'\t' -k1,1
} >"$OUT/MANIFEST.tsv"

n=$(($(wc -l <"$OUT/MANIFEST.tsv") - 1))
say "wrote $n modules to $OUT ($(du -sh "$OUT" | cut -f1)); producers regenerated: ${DONE_PRODUCERS[*]}"
