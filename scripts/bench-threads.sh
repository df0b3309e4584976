#!/usr/bin/env bash
# Passes on threads: `--pass-pipeline='builtin.module(func.func(canonicalize,cse))'` on a
# module of F functions of about OPS arith/scf operations each (default 1,000 x 100), run by
# ods-opt and mlir-opt, each with its threads and with `--mlir-disable-threading`, in one
# run. The functions mix constants, arithmetic on i32, duplicated expressions (for cse),
# scf.if on computed and constant conditions and scf.for loops with iteration arguments (for
# canonicalize). All four outputs must be identical. Prints the best wall time and CPU time
# (user + system) of ROUNDS runs of each (default 5, the tools taking turns), the speedup of
# each tool's threads over its single thread, and the ratio of ods-opt to mlir-opt with
# threads.
#
# usage: scripts/bench-threads.sh [F] [OPS] [ROUNDS]
set -euo pipefail

F=${1:-1000}
OPS=${2:-100}
ROUNDS=${3:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
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

awk -v nf="$F" -v ops="$OPS" -v seed=1 'BEGIN {
  srand(seed);
  split("addi subi muli andi ori xori", bin, " ");
  split("eq ne slt sle sgt sge", pred, " ");
  for (f = 0; f < nf; f++) {
    printf "func.func @f%d(%%a: i32, %%b: i32, %%n: index) -> i32 {\n", f;
    nv = 0; v[nv++] = "%a"; v[nv++] = "%b";
    print "  %c0 = arith.constant 0 : index";
    print "  %c1 = arith.constant 1 : index";
    print "  %true = arith.constant true";
    i = 0;
    while (i < ops) {
      r = rand(); name = "%v" i;
      x = v[int(rand() * nv)]; y = v[nv - 1 - int(rand() * (nv < 6 ? nv : 6))];
      if (r < 0.15) {
        printf "  %s = arith.constant %d : i32\n", name, int(rand() * 8); i++;
      } else if (r < 0.25) {
        op = bin[int(rand() * 6) + 1];
        printf "  %s = arith.%s %s, %s : i32\n", name, op, x, y;
        printf "  %%d%d = arith.%s %s, %s : i32\n", i, op, x, y;
        v[nv++] = name; name = "%d" i; i += 2;
      } else if (r < 0.35) {
        printf "  %%q%d = arith.cmpi %s, %s, %s : i32\n", i, pred[int(rand() * 6) + 1], x, y;
        cond = rand() < 0.3 ? "%true" : "%q" i;
        printf "  %s = scf.if %s -> (i32) {\n", name, cond;
        printf "    %%t%d = arith.%s %s, %s : i32\n", i, bin[int(rand() * 6) + 1], x, y;
        printf "    scf.yield %%t%d : i32\n", i;
        print "  } else {";
        printf "    scf.yield %s : i32\n", y;
        print "  }";
        i += 5;
      } else if (r < 0.42) {
        printf "  %s = scf.for %%i%d = %%c0 to %%n step %%c1 iter_args(%%acc%d = %s) -> (i32) {\n", name, i, i, x;
        printf "    %%l%d = arith.%s %s, %s : i32\n", i, bin[int(rand() * 6) + 1], x, y;
        printf "    %%m%d = arith.addi %%acc%d, %%l%d : i32\n", i, i, i;
        printf "    scf.yield %%m%d : i32\n", i;
        print "  }";
        i += 4;
      } else {
        printf "  %s = arith.%s %s, %s : i32\n", name, bin[int(rand() * 6) + 1], x, y; i++;
      }
      v[nv++] = name;
    }
    printf "  return %s : i32\n}\n", v[nv - 1];
  }
}' > "$WORK/in.mlir"

PIPELINE='builtin.module(func.func(canonicalize,cse))'
declare -A WALL CPU
run() { # key tool flags...
  local key=$1 tool=$2; shift 2
  /usr/bin/time -f "%e %U %S" -o "$WORK/time" "$tool" "$@" --pass-pipeline="$PIPELINE" \
    "$WORK/in.mlir" > "$WORK/$key.out"
  read -r w u s < "$WORK/time"
  local c
  c=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }')
  if [ -z "${WALL[$key]:-}" ] || awk -v a="$w" -v b="${WALL[$key]}" 'BEGIN { exit !(a < b) }'; then
    WALL[$key]=$w
  fi
  if [ -z "${CPU[$key]:-}" ] || awk -v a="$c" -v b="${CPU[$key]}" 'BEGIN { exit !(a < b) }'; then
    CPU[$key]=$c
  fi
}
for _ in $(seq "$ROUNDS"); do
  run ods "$ODS_OPT"
  run ods1 "$ODS_OPT" --mlir-disable-threading
  run mlir "$MLIR_OPT"
  run mlir1 "$MLIR_OPT" --mlir-disable-threading
done
for k in ods1 mlir mlir1; do
  cmp -s "$WORK/ods.out" "$WORK/$k.out" || { echo "FAIL: outputs differ (ods vs $k)"; exit 1; }
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "module of $F functions x $OPS ops ($(wc -l < "$WORK/in.mlir") lines), $PIPELINE, $(nproc) cores, best of $ROUNDS; outputs identical"
printf "%-32s %8s %8s\n" "run" "wall s" "cpu s"
printf "%-32s %8s %8s\n" "ods-opt, threads" "${WALL[ods]}" "${CPU[ods]}"
printf "%-32s %8s %8s\n" "ods-opt, --mlir-disable-threading" "${WALL[ods1]}" "${CPU[ods1]}"
printf "%-32s %8s %8s\n" "mlir-opt, threads" "${WALL[mlir]}" "${CPU[mlir]}"
printf "%-32s %8s %8s\n" "mlir-opt, --mlir-disable-threading" "${WALL[mlir1]}" "${CPU[mlir1]}"
echo "ods-opt speedup with threads: $(ratio "${WALL[ods1]}" "${WALL[ods]}")x (mlir-opt: $(ratio "${WALL[mlir1]}" "${WALL[mlir]}")x)"
echo "ods-opt / mlir-opt with threads: $(ratio "${WALL[ods]}" "${WALL[mlir]}")"

# The rows of docs/benchmarks.md's table; `cargo xtask report` copies them into
# docs/bench-results/threads.txt and renders the table.
commas() { printf '%s' "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }
mkdir -p "$TARGET/ods-report"
{
  echo "# scripts/bench-threads.sh $F $OPS $ROUNDS"
  echo "\`func.func(canonicalize,cse)\` on $(commas "$F") functions of $OPS arith/scf ops, threads ($(nproc) cores, best of $ROUNDS) | ${WALL[ods]} s (CPU ${CPU[ods]} s) | ${WALL[mlir]} s (CPU ${CPU[mlir]} s) | $(ratio "${WALL[ods]}" "${WALL[mlir]}")"
  echo "same, \`--mlir-disable-threading\` | ${WALL[ods1]} s | ${WALL[mlir1]} s | $(ratio "${WALL[ods1]}" "${WALL[mlir1]}")"
  echo "same, speedup with threads | $(ratio "${WALL[ods1]}" "${WALL[ods]}")x | $(ratio "${WALL[mlir1]}" "${WALL[mlir]}")x |"
} > "$TARGET/ods-report/bench-threads.txt"
echo "rows written to $TARGET/ods-report/bench-threads.txt (cargo xtask report puts them in docs/)"
