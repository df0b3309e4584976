#!/usr/bin/env bash
# Measures how many of LLVM 22's dialect specs (`mlir/Dialect/**/*Ops.td` that mlir-tblgen
# accepts standalone) generate Rust that passes `cargo check`, with their C++ code blocks
# stubbed (`ods-tblgen --stub-foreign-code`, measurement only). Prints
# `N/M upstream specs generate Rust that passes cargo check`, the time it took, and why each
# other spec fails. Runs the CI test `ods_upstream_compile` on every spec instead of its sample.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
ODS_UPSTREAM_SPECS=all cargo test -q -p ods-tests --test ods_upstream_compile -- --nocapture 2>&1 \
  | grep -vE '^(running [0-9]+ tests?|test result:|\s*$)' || true
end=$(date +%s)
echo "total, build of the test included: $((end - start)) s"
