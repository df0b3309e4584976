#!/usr/bin/env bash
# Benchmark: our release `ods-tblgen --print-records` beside `mlir-tblgen --print-records`
# over the same standalone upstream .td files, in one run. Prints wall time for both, the
# ratio (ours / theirs, lower is better; the target is <= 1.0), the same for the largest
# input, and peak resident memory for both.
#
# Usage: scripts/bench-tablegen.sh [ROUNDS]     (default 3; the best round counts)
# Needs: mlir-22-tools (apt-get install mlir-22-tools libmlir-22-dev) and GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${1:-3}
llvm=${ODS_LLVM_ROOT:-/usr/lib/llvm-22}
ref=$llvm/bin/mlir-tblgen
inc=$llvm/include
largest=mlir/Dialect/LLVMIR/NVVMOps.td
[ -x "$ref" ] || { echo "missing $ref: apt-get install mlir-22-tools libmlir-22-dev" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "missing GNU time: apt-get install time" >&2; exit 1; }

cargo build --release --quiet -p ods-build --bin ods-tblgen
target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
ours=$target_dir/release/ods-tblgen

# The standalone inputs: every upstream file mlir-tblgen accepts on its own.
files=()
while IFS= read -r f; do
  if "$ref" --print-records -I "$inc" "$inc/$f" >/dev/null 2>&1; then files+=("$f"); fi
done < <(cd "$inc" && find mlir -name '*.td' | LC_ALL=C sort)
echo "inputs: ${#files[@]} standalone .td files under $inc/mlir"

now_ns() { date +%s%N; }

# run_all TOOL: seconds (ns) to print the records of every input, one process per file.
run_all() {
  local tool=$1 start end
  start=$(now_ns)
  for f in "${files[@]}"; do "$tool" --print-records -I "$inc" "$inc/$f" >/dev/null; done
  end=$(now_ns)
  echo $((end - start))
}

run_one() {
  local tool=$1 file=$2 n=$3 start end
  start=$(now_ns)
  for ((i = 0; i < n; i++)); do "$tool" --print-records -I "$inc" "$inc/$file" >/dev/null; done
  end=$(now_ns)
  echo $(((end - start) / n))
}

best_ref=; best_ours=
for ((r = 0; r < rounds; r++)); do
  t=$(run_all "$ref"); [ -z "$best_ref" ] || [ "$t" -lt "$best_ref" ] && best_ref=$t
  t=$(run_all "$ours"); [ -z "$best_ours" ] || [ "$t" -lt "$best_ours" ] && best_ours=$t
done
big_ref=$(run_one "$ref" "$largest" 10)
big_ours=$(run_one "$ours" "$largest" 10)

peak() { # max resident KiB over all inputs
  local tool=$1 max=0 kb
  for f in "${files[@]}"; do
    kb=$( { /usr/bin/time -f '%M' "$tool" --print-records -I "$inc" "$inc/$f" >/dev/null; } 2>&1 | tail -1)
    [ "$kb" -gt "$max" ] && max=$kb
  done
  echo "$max"
}
peak_one() { { /usr/bin/time -f '%M' "$1" --print-records -I "$inc" "$inc/$largest" >/dev/null; } 2>&1 | tail -1; }
mem_ref=$(peak "$ref"); mem_ours=$(peak "$ours")
big_mem_ref=$(peak_one "$ref"); big_mem_ours=$(peak_one "$ours")

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
secs() { awk -v n="$1" 'BEGIN { printf "%.3f s", n / 1e9 }'; }
printf '\n%-34s %14s %14s %8s\n' "print-records" "mlir-tblgen" "ods-tblgen" "ratio"
printf '%-34s %14s %14s %8s\n' "all ${#files[@]} files (best of $rounds)" "$(secs "$best_ref")" "$(secs "$best_ours")" "$(ratio "$best_ours" "$best_ref")"
printf '%-34s %14s %14s %8s\n' "$(basename $largest) (mean of 10)" "$(secs "$big_ref")" "$(secs "$big_ours")" "$(ratio "$big_ours" "$big_ref")"
printf '%-34s %11s MiB %10s MiB %8s\n' "peak RSS, max over files" "$((mem_ref / 1024))" "$((mem_ours / 1024))" "$(ratio "$mem_ours" "$mem_ref")"
printf '%-34s %11s MiB %10s MiB %8s\n' "peak RSS, $(basename $largest)" "$((big_mem_ref / 1024))" "$((big_mem_ours / 1024))" "$(ratio "$big_mem_ours" "$big_mem_ref")"
