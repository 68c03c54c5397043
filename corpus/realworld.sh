# Shared by the gen_*.sh scripts of the real-world libraries (sourced,
# not run): each builds one real-world C library (from the Go module
# proxy or the npm registry) with five producers at one optimization
# level into OUT. The caller sets NAME (the output files' stem), MODULE
# (what it comes from, with its version), ZIP_SHA256, DEFS (compile flags
# every producer gets), DRIVER (its driver's source), OUT and OPT (O2
# unless set), and defines build PRODUCER MAJOR TYPED [FLAGS...], which
# compiles and links $TMP/$NAME.PRODUCER.$OPT.ll and then calls rw_check
# (rw_build_units is such a build).
OPT=${OPT:-O2}

die() { echo "gen_$NAME.sh: error: $*" >&2; exit 1; }

# rw_stamp CALLER [--stamp] sets STAMP_WANT (what OUT/STAMP holds once
# OUT is up to date: a hash of the module, the flags, the calling script,
# this file and the driver; the level when it is not O2) and, given
# --stamp, prints it and exits.
rw_stamp() {
  local opt=
  [ "$OPT" = O2 ] || opt=" $OPT"
  STAMP_WANT=$( { echo "$MODULE $ZIP_SHA256 ${DEFS[*]}$opt"; cat "$1" "${BASH_SOURCE[0]}" "$DRIVER"; } | sha256sum | cut -d' ' -f1)
  if [ "${2:-}" = --stamp ]; then echo "$STAMP_WANT"; exit 0; fi
}

# rw_fetch FILE downloads MODULE, checks its zip's sha256 and that FILE
# (relative to the module's root) is there, sets DIR to the module's
# directory and makes TMP (removed on exit) with an empty TMP/src.
rw_fetch() {
  local json zip got
  json=$(cd /tmp && go mod download -json "$MODULE") || die "go mod download $MODULE failed"
  DIR=$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' <<<"$json")
  zip=$(sed -n 's/^[[:space:]]*"Zip": "\(.*\)",$/\1/p' <<<"$json")
  [ -n "$zip" ] && [ -f "$zip" ] || die "go mod download $MODULE gave no zip"
  got=$(sha256sum <"$zip" | cut -d' ' -f1)
  [ "$got" = "$ZIP_SHA256" ] || die "$zip: sha256 $got, pinned $ZIP_SHA256"
  [ -n "$DIR" ] && [ -f "$DIR/$1" ] || die "go mod download $MODULE gave no $1"
  TMP=$(mktemp -d)
  trap 'rm -rf "$TMP"' EXIT
  mkdir "$TMP/src"
  ROWS=$TMP/rows.tsv
  : >"$ROWS"
}

# rw_fetch_npm FILE... is rw_fetch for a package of the npm registry
# (MODULE is name@version, ZIP_SHA256 its tarball's): npm pack (its
# cache first), the tarball's sha256 checked, unpacked; DIR is its
# package/, which must hold every FILE.
rw_fetch_npm() {
  local tgz got f
  TMP=$(mktemp -d)
  trap 'rm -rf "$TMP"' EXIT
  mkdir "$TMP/src" "$TMP/pack"
  command -v npm >/dev/null || die "npm not found (the package comes from the npm registry)"
  tgz=$(cd "$TMP/pack" && npm pack --silent --prefer-offline "$MODULE") || die "npm pack $MODULE failed"
  [ -n "$tgz" ] && [ -f "$TMP/pack/$tgz" ] || die "npm pack $MODULE gave no tarball"
  got=$(sha256sum <"$TMP/pack/$tgz" | cut -d' ' -f1)
  [ "$got" = "$ZIP_SHA256" ] || die "$tgz: sha256 $got, pinned $ZIP_SHA256"
  tar -xzf "$TMP/pack/$tgz" -C "$TMP/pack" || die "$tgz: cannot unpack"
  DIR=$TMP/pack/package
  for f in "$@"; do
    [ -f "$DIR/$f" ] || die "npm pack $MODULE gave no $f"
  done
  ROWS=$TMP/rows.tsv
  : >"$ROWS"
}

# rw_check STEM PRODUCER MAJOR TYPED: the producer's llvm-as and opt
# -passes=verify accept $TMP/STEM.ll (typed with -opaque-pointers=0), its
# lli runs it, and it prints what the first producer's module printed;
# the manifest row is noted.
rw_check() {
  local stem=$1 producer=$2 major=$3 typed=$4 fl=()
  [ "$typed" = yes ] && fl=(-opaque-pointers=0)
  "llvm-as-$major" "${fl[@]}" "$TMP/$stem.ll" -o /dev/null || die "llvm-as-$major rejects $stem"
  "opt-$major" "${fl[@]}" -passes=verify -disable-output "$TMP/$stem.ll" || die "opt-$major rejects $stem"
  timeout 900 "lli-$major" "${fl[@]}" "$TMP/$stem.ll" </dev/null >"$TMP/$stem.stdout" || die "lli-$major cannot run $stem"
  if [ -f "$TMP/$NAME.stdout" ]; then
    cmp -s "$TMP/$stem.stdout" "$TMP/$NAME.stdout" || die "$stem prints something else:
$(diff "$TMP/$NAME.stdout" "$TMP/$stem.stdout" || true)"
  else
    cp "$TMP/$stem.stdout" "$TMP/$NAME.stdout"
  fi
  printf '%s\t%s\t%s\t%s\tc\t%s\tno\tyes\t%s\n' "$stem" "$producer" "$major" "$typed" "$OPT" "$(sha256sum <"$TMP/$stem.stdout" | cut -d' ' -f1)" >>"$ROWS"
}

# rw_build_units PRODUCER MAJOR TYPED [FLAGS...] is build for a library
# compiled one object per translation unit: the caller lists the units
# (paths under $TMP/src) in $TMP/units and sets INCLUDES (its -I flags,
# relative to $TMP/src) and JOBS; each unit's object is named after its
# path (two parser.c in different directories stay apart), at most JOBS
# compile at a time, and the producer's llvm-link joins them.
rw_build_units() {
  local producer=$1 major=$2 typed=$3
  shift 3
  local stem=$NAME.$producer.$OPT fl=() obj=$TMP/obj.$producer
  [ "$typed" = yes ] && fl=(-opaque-pointers=0)
  mkdir "$obj"
  (cd "$TMP/src" && xargs -P "$JOBS" -I{} sh -c 'f={}; exec "$0" -'"$OPT"' "$@" -c -emit-llvm "$f" -o "'"$obj"'/$(echo "$f" | tr / _).bc"' \
    "clang-$major" "${INCLUDES[@]}" "${DEFS[@]}" "$@" <"$TMP/units") ||
    die "clang-$major failed"
  "llvm-link-$major" "${fl[@]}" "$obj"/*.bc -S -o "$TMP/$stem.ll" || die "llvm-link-$major failed"
  rm -rf "$obj"
  rw_check "$stem" "$producer" "$major" "$typed"
}

# rw_build_all runs build for the five producers (clang-16/19/22 opaque,
# clang-15/16 typed ground truth), checks the driver ran to its end
# ("NAME done") and writes OUT: the modules, NAME.stdout, MANIFEST.tsv
# (corpus/inputs' columns) and STAMP; LINES is the library's size.
rw_build_all() {
  build clang16 16 no
  build clang15typed 15 yes -Xclang -no-opaque-pointers
  build clang16typed 16 yes -Xclang -no-opaque-pointers
  build clang19 19 no
  build clang22 22 no
  grep -q "^$NAME done\$" "$TMP/$NAME.stdout" || die "the driver did not run to its end"
  mkdir -p "$OUT"
  rm -f "$OUT"/*.ll "$OUT/$NAME.stdout" "$OUT"/MANIFEST.tsv "$OUT"/STAMP
  cp "$TMP/$NAME".*.ll "$TMP/$NAME.stdout" "$OUT/"
  { printf 'file\tproducer\tllvm_major\ttyped\tlang\topt\tdebug\thas_main\tlli_stdout_sha256\n'; sort "$ROWS"; } >"$OUT/MANIFEST.tsv"
  echo "$STAMP_WANT" >"$OUT/STAMP"
  echo "gen_$NAME.sh: $LINES lines of $MODULE; wrote $OUT ($(du -sh "$OUT" | cut -f1))" >&2
}
