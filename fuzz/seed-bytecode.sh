#!/usr/bin/env bash
# Seeds for the `bytecode` fuzz target: mlir-opt's own bytecode of the repository's `.mlir`
# corpora (every file mlir-opt accepts, at bytecode versions 0, 5 and 6: before native
# properties, with them, and the current version), written to DIR (default
# corpus/bytecode-seeds).
#
# usage: fuzz/seed-bytecode.sh [DIR]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${1:-$HERE/corpus/bytecode-seeds}
MLIR_OPT=${ODS_LLVM_ROOT:-/usr/lib/llvm-22}/bin/mlir-opt
mkdir -p "$OUT"
n=0
for f in "$HERE"/../tests/mlir/*.mlir "$HERE"/../tests/mlir/{arith,cf,func,scf,index,math,complex,ub}/*.mlir; do
  for v in 0 5 6; do
    name=$(basename "$(dirname "$f")")_$(basename "$f" .mlir)_v$v.mlirbc
    if "$MLIR_OPT" --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=$v "$f" -o "$OUT/$name" 2> /dev/null; then
      n=$((n + 1))
    else
      rm -f "$OUT/$name"
    fi
  done
done
echo "$n seeds in $OUT"
