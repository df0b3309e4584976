#!/usr/bin/env bash
# Parse + verify + print of a large generic-form file: ods-opt against mlir-opt.
#
# Generates a file of N operations (default 120000: nested regions, multi-result ops,
# successors, attributes and properties), runs both tools on it once with
# --mlir-print-op-generic --allow-unregistered-dialect under /usr/bin/time -v, checks that
# the outputs are identical, and prints wall time, peak memory, the ratios, and bytes of
# peak memory per operation.
#
# usage: ods-runtime/benches/opt_vs_mlir_opt.sh [N]
set -euo pipefail

N=${1:-120000}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
MLIR_OPT=${ODS_LLVM_ROOT:-/usr/lib/llvm-22}/bin/mlir-opt
if [ ! -x "$MLIR_OPT" ]; then
  echo "SKIPPED: $MLIR_OPT not found (install mlir-22-tools, or set ODS_LLVM_ROOT)"
  exit 0
fi
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
(cd "$ROOT" && cargo build --release -q -p ods-opt)
ODS_OPT=$TARGET/release/ods-opt

WORK=${ODS_BENCH_DIR:-$(mktemp -d)}
[ -n "${ODS_BENCH_DIR:-}" ] || trap 'rm -rf "$WORK"' EXIT
INPUT=$WORK/large.mlir

# Each group of 12 operations: a function-like region with block arguments, arithmetic-like
# ops with attributes and properties, a two-result op, and a small CFG with successors.
awk -v n="$N" 'BEGIN {
  groups = int(n / 12);
  for (g = 0; g < groups; g++) {
    printf "\"test.func\"() <{sym_name = \"f%d\", index = %d : i64}> ({\n", g, g;
    printf "^bb0(%%a: i32, %%b: f32):\n";
    printf "  %%0 = \"test.add\"(%%a, %%a) {overflow = 1 : i32} : (i32, i32) -> i32\n";
    printf "  %%1:2 = \"test.pair\"(%%0, %%b) : (i32, f32) -> (i32, f32)\n";
    printf "  %%2 = \"test.mul\"(%%1#0, %%0) <{flags = [1, 2]}> : (i32, i32) -> i32\n";
    printf "  %%3 = \"test.cst\"() {value = dense<[1, 2, 3, 4]> : tensor<4xi32>} : () -> tensor<4xi32>\n";
    printf "  \"test.cond_br\"(%%2)[^bb1, ^bb2] : (i32) -> ()\n";
    printf "^bb1:\n";
    printf "  %%4 = \"test.sub\"(%%2, %%1#0) : (i32, i32) -> i32\n";
    printf "  \"test.br\"(%%4)[^bb3] : (i32) -> ()\n";
    printf "^bb2:\n";
    printf "  %%5 = \"test.neg\"(%%2) {name = \"neg\"} : (i32) -> i32\n";
    printf "  \"test.br\"(%%5)[^bb3] : (i32) -> ()\n";
    printf "^bb3(%%r: i32):\n";
    printf "  \"test.return\"(%%r, %%3) : (i32, tensor<4xi32>) -> ()\n";
    printf "}) : () -> ()\n";
  }
}' > "$INPUT"
OPS=$(( (N / 12) * 12 ))

run() { # tool output-file -> "seconds kbytes"
  /usr/bin/time -v "$1" --mlir-print-op-generic --allow-unregistered-dialect "$INPUT" \
    > "$2" 2> "$2.time"
  awk -F': ' '/Elapsed \(wall clock\)/ { split($2, t, ":"); s = t[1] * 60 + t[2]; if (length(t) == 3) s = t[1] * 3600 + t[2] * 60 + t[3] }
              /Maximum resident set size/ { kb = $2 }
              END { printf "%.3f %d\n", s, kb }' "$2.time"
}

read -r OURS_S OURS_KB < <(run "$ODS_OPT" "$WORK/ours.out")
read -r THEIRS_S THEIRS_KB < <(run "$MLIR_OPT" "$WORK/theirs.out")

if cmp -s "$WORK/ours.out" "$WORK/theirs.out"; then SAME=identical; else SAME=DIFFERENT; fi
BYTES=$(wc -c < "$INPUT")
echo "input: $OPS operations, $BYTES bytes; outputs $SAME"
awk -v os="$OURS_S" -v ts="$THEIRS_S" -v ok="$OURS_KB" -v tk="$THEIRS_KB" -v ops="$OPS" 'BEGIN {
  printf "%-9s %9s %12s %12s\n", "tool", "time (s)", "peak (MiB)", "bytes/op";
  printf "%-9s %9.3f %12.1f %12.0f\n", "ods-opt", os, ok / 1024, ok * 1024 / ops;
  printf "%-9s %9.3f %12.1f %12.0f\n", "mlir-opt", ts, tk / 1024, tk * 1024 / ops;
  printf "ratio ods-opt/mlir-opt: time %.2f, peak memory %.2f\n", (ts > 0 ? os / ts : 0), (tk > 0 ? ok / tk : 0);
}'
