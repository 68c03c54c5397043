#!/bin/sh
# Runs every program of corpus/enzyme through irfix's Enzyme lowering in
# the full matrix: clang-16, clang-19 and clang-22 at -O0 and -O2, each
# result run under lli of the same version and, lowered for 16-typed,
# under lli-16 -opaque-pointers=0. `go test ./ad/enzyme` runs a rotating
# subset (each program by one version at -O0 and -O2).
set -e
cd "$(dirname "$0")/../.."
exec go test ./ad/enzyme -run 'TestEnzymePrograms' -enzyme.full -v "$@"
