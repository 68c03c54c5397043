#!/usr/bin/env bash
# Install the real LLVM toolchains that irfix's tests use as oracles and that
# corpus/gen.sh uses as producers. Idempotent: a no-op (apart from the quick
# check) when everything is already installed. Fails loudly on any error.
set -euo pipefail

PKGS=(llvm-14 llvm-15 llvm-16 llvm-19 llvm-22
      clang-15 clang-16 clang-19 clang-22
      python3-numba)

missing=()
for p in "${PKGS[@]}"; do
  if [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" != "install ok installed" ]; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-llvm: all packages present (${PKGS[*]})"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

echo "install-llvm: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
if ! { $SUDO apt-get update -q && \
       $SUDO apt-get install -y -q "${missing[@]}"; } >"$log" 2>&1; then
  echo "install-llvm: apt-get failed; log follows" >&2
  cat "$log" >&2
  rm -f "$log"
  exit 1
fi
rm -f "$log"

for t in llvm-as-14 llvm-as-15 llvm-as-16 llvm-as-19 llvm-as-22 \
         lli-14 lli-15 lli-16 lli-19 lli-22 \
         clang-15 clang-16 clang-19 clang-22; do
  command -v "$t" >/dev/null || { echo "install-llvm: $t missing after install" >&2; exit 1; }
done
/usr/bin/python3 -c 'import numba' || { echo "install-llvm: numba not importable by /usr/bin/python3" >&2; exit 1; }
echo "install-llvm: ok"
