#!/usr/bin/env bash
# Parse + verify + print of a large generic-form file: ods-opt against mlir-opt.
#
# Generates files of N and 2N operations (default N = 120000), runs both tools on each once
# under /usr/bin/time -v, checks that the outputs are identical, and prints wall time, peak
# memory and the ratios at each size, and peak memory per operation as the slope between
# the two sizes. Two kinds of input:
# - `generic` (the default): unregistered ops in the generic form (nested regions,
#   multi-result ops, successors, attributes and properties), run with
#   --mlir-print-op-generic --allow-unregistered-dialect;
# - `dialects`: functions of the registered dialects in their custom forms (func, arith with
#   overflow flags, math, index, cf branches with block arguments, scf.if and scf.for with
#   iteration arguments), parsed, verified and printed in the custom form.
#
# usage: ods-runtime/benches/opt_vs_mlir_opt.sh [N] [generic|dialects]
set -euo pipefail

N=${1:-120000}
KIND=${2:-generic}
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

# Each group of 12 operations: a function-like region with block arguments, arithmetic-like
# ops with attributes and properties, a two-result op, and a small CFG with successors.
generate() { # ops file
  awk -v n="$1" 'BEGIN {
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
}' > "$2"
}

# Each group of 16 operations: a function holding arith, math, index, scf and cf ops.
generate_dialects() { # ops file
  awk -v n="$1" 'BEGIN {
  groups = int(n / 16);
  for (g = 0; g < groups; g++) {
    printf "func.func @f%d(%%a: i32, %%b: f32, %%c: i1, %%i: index) -> i32 {\n", g;
    printf "  %%0 = arith.addi %%a, %%a : i32\n";
    printf "  %%1 = arith.muli %%0, %%a overflow<nsw> : i32\n";
    printf "  %%2 = math.absf %%b fastmath<fast> : f32\n";
    printf "  %%3 = arith.cmpi slt, %%1, %%0 : i32\n";
    printf "  %%4 = scf.if %%3 -> (i32) {\n";
    printf "    %%5 = arith.subi %%1, %%0 : i32\n";
    printf "    scf.yield %%5 : i32\n";
    printf "  } else {\n";
    printf "    scf.yield %%0 : i32\n";
    printf "  }\n";
    printf "  %%6 = index.add %%i, %%i\n";
    printf "  cf.cond_br %%c, ^bb1(%%4 : i32), ^bb2\n";
    printf "^bb1(%%7: i32):\n";
    printf "  return %%7 : i32\n";
    printf "^bb2:\n";
    printf "  %%8 = scf.for %%k = %%i to %%6 step %%i iter_args(%%acc = %%4) -> (i32) {\n";
    printf "    %%9 = arith.addi %%acc, %%a : i32\n";
    printf "    scf.yield %%9 : i32\n";
    printf "  }\n";
    printf "  return %%8 : i32\n";
    printf "}\n";
  }
}' > "$2"
}

FLAGS=(--mlir-print-op-generic --allow-unregistered-dialect)
GROUP=12
case "$KIND" in
  generic) ;;
  dialects) FLAGS=(); GROUP=16 ;;
  *) echo "unknown kind $KIND (generic or dialects)"; exit 2 ;;
esac

run() { # tool input output-file -> "seconds kbytes"
  /usr/bin/time -v "$1" "${FLAGS[@]}" "$2" > "$3" 2> "$3.time"
  awk -F': ' '/Elapsed \(wall clock\)/ { split($2, t, ":"); s = t[1] * 60 + t[2]; if (length(t) == 3) s = t[1] * 3600 + t[2] * 60 + t[3] }
              /Maximum resident set size/ { kb = $2 }
              END { printf "%.3f %d\n", s, kb }' "$3.time"
}

declare -A SEC KB OPS
for size in "$N" "$((2 * N))"; do
  if [ "$KIND" = dialects ]; then
    generate_dialects "$size" "$WORK/in$size.mlir"
  else
    generate "$size" "$WORK/in$size.mlir"
  fi
  OPS[$size]=$(( (size / GROUP) * GROUP ))
  read -r SEC[ours$size] KB[ours$size] < <(run "$ODS_OPT" "$WORK/in$size.mlir" "$WORK/ours$size.out")
  read -r SEC[ref$size] KB[ref$size] < <(run "$MLIR_OPT" "$WORK/in$size.mlir" "$WORK/ref$size.out")
  if ! cmp -s "$WORK/ours$size.out" "$WORK/ref$size.out"; then
    echo "outputs differ at $size operations (inputs kept in $WORK)"
    trap - EXIT
    exit 1
  fi
done

big=$((2 * N))
echo "parse + verify + print, $KIND: ods-opt vs mlir-opt (outputs identical)"
printf "%-10s %12s %12s %8s %12s %12s %8s\n" ops "ods-opt s" "mlir-opt s" ratio "ods-opt MiB" "mlir-opt MiB" ratio
for size in "$N" "$big"; do
  awk -v n="${OPS[$size]}" -v a="${SEC[ours$size]}" -v b="${SEC[ref$size]}" -v c="${KB[ours$size]}" -v d="${KB[ref$size]}" \
    'BEGIN { printf "%-10d %12.3f %12.3f %8.2f %12.1f %12.1f %8.2f\n", n, a, b, (b > 0 ? a / b : 0), c / 1024, d / 1024, c / d }'
done
awk -v n1="${OPS[$N]}" -v n2="${OPS[$big]}" -v a1="${KB[ours$N]}" -v a2="${KB[ours$big]}" -v b1="${KB[ref$N]}" -v b2="${KB[ref$big]}" \
  'BEGIN { printf "peak memory per op (slope %d -> %d ops): ods-opt %.0f B, mlir-opt %.0f B\n", n1, n2, (a2 - a1) * 1024 / (n2 - n1), (b2 - b1) * 1024 / (n2 - n1) }'
