#!/usr/bin/env bash
# Differential run of the runtime's textual format against mlir-opt on random generic-form
# programs (tests/tests/runtime_differential.rs). Prints the per-class counts and the first
# differences.
#
# Usage: scripts/mlir-differential.sh [N] [SEED]    (default 300 programs, the CI seed)
#   ODS_MLIR_DIFF_SHOW=K prints K differences in full (default 5).
# Needs: mlir-22-tools (apt-get install mlir-22-tools).
set -euo pipefail
cd "$(dirname "$0")/.."

export ODS_REQUIRE_REFERENCE=1
[ -n "${1:-}" ] && export ODS_MLIR_DIFF_COUNT=$1
[ -n "${2:-}" ] && export ODS_MLIR_DIFF_SEED=$2
cargo test --quiet --workspace --test runtime_differential -- --nocapture 2>&1 |
    sed -n '/identical (seed/,$p' | grep -v '^test result\|^test random_programs\|^\.*$'
