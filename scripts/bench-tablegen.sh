#!/usr/bin/env bash
# Benchmark: our release `ods-tblgen --print-records` beside `mlir-tblgen --print-records`
# over the same standalone upstream .td files, in one run. Prints wall time for both, the
# ratio (ours / theirs, lower is better; the target is <= 1.0), the same for the largest
# input, and peak resident memory for both. Then the same on a generated spec of DEFS defs
# and of twice as many (classes with template arguments, inheritance chains, multiclasses
# and defm, let, foreach, lists, dags, strings, bits, code, field references of other defs
# and bang operators), checks both tools print the same bytes, and prints peak memory per
# def as the slope between the two sizes.
#
# Usage: scripts/bench-tablegen.sh [ROUNDS] [DEFS]
#   ROUNDS: default 3; the best round counts.  DEFS: default 20000.
# Needs: mlir-22-tools (apt-get install mlir-22-tools libmlir-22-dev) and GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${1:-3}
defs=${2:-20000}
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

# gen_td N: a spec of about N defs (seven per unit), the same bytes on every run.
gen_td() {
  awk -v n="$1" '
  BEGIN {
    print "// A synthetic spec of about " n " defs, written by scripts/bench-tablegen.sh."
    print "def ins;"
    print "def outs;"
    print "class Base<string name, int w> {"
    print "  string Name = name;"
    print "  int Width = w;"
    print "  bits<8> Enc = w;"
    print "  bits<4> Low = Enc{3-0};"
    print "  list<int> Sizes = [w, !add(w, 1), !mul(w, 2)];"
    print "  string Mnemonic = !strconcat(\"op.\", name);"
    print "  bit IsWide = !gt(w, 32);"
    print "  code Body = [{ return \" # name # \"; }];"
    print "}"
    print "class Derived<string name, int w, list<string> tags> : Base<name, w> {"
    print "  list<string> Tags = !foreach(t, tags, !strconcat(name, \"_\", t));"
    print "  string Kind = !if(IsWide, \"wide\", \"narrow\");"
    print "  int Total = !foldl(0, Sizes, acc, x, !add(acc, x));"
    print "  dag Args = (ins);"
    print "  int NumTags = !size(tags);"
    print "}"
    print "def Root : Base<\"root\", 1>;"
    print "class Leaf<string name, int w, list<string> tags, Base parent> : Derived<name, w, tags> {"
    print "  Base Parent = parent;"
    print "  string ParentName = parent.Name;"
    print "  int ParentWidth = !add(parent.Width, w);"
    print "  let Args = (ins Root:$src, parent:$other);"
    print "  list<Base> Chain = [parent, Root];"
    print "  string Summary = Name # \" after \" # ParentName # \" (\" # Kind # \")\";"
    print "}"
    print "multiclass Variants<string name, int w> {"
    print "  def _r : Derived<name # \"_r\", w, [\"reg\", \"r\"]>;"
    print "  def _i : Derived<name # \"_i\", !add(w, 8), [\"imm\"]> {"
    print "    let Args = (ins Root:$imm, (outs Root:$res));"
    print "  }"
    print "  def _m : Derived<name # \"_m\", !shl(w, 1), !listconcat([\"mem\"], [name])>;"
    print "}"
    units = int((n + 6) / 7)
    prev = "Root"
    for (i = 0; i < units; i++) {
      printf "def Op%d : Leaf<\"op%d\", %d, [\"a\", \"b%d\"], %s>;\n", i, i, (i * 7) % 64, i % 5, prev
      printf "defm V%d : Variants<\"v%d\", %d>;\n", i, i, (i * 3) % 60
      printf "let Width = %d, Kind = \"fixed\" in\n", i % 100
      printf "def L%d : Derived<\"l%d\", %d, []>;\n", i, i, (i * 5) % 50
      printf "foreach j = [0, 1] in\n"
      printf "  def F%d_ # j : Base<\"f%d_\" # j, !add(j, %d)>;\n", i, i, i % 30
      prev = (i % 10 == 9) ? "Root" : ("Op" i)
    }
  }'
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
small=$defs; large=$((2 * defs))
gen_td "$small" >"$work/small.td"
gen_td "$large" >"$work/large.td"

# best_of TOOL FILE: the best wall time (ns) of ROUNDS runs.
best_of() {
  local tool=$1 file=$2 best= start t
  for ((r = 0; r < rounds; r++)); do
    start=$(now_ns)
    "$tool" --print-records "$file" >/dev/null
    t=$(($(now_ns) - start))
    [ -z "$best" ] || [ "$t" -lt "$best" ] && best=$t
  done
  echo "$best"
}
rss_of() { { /usr/bin/time -f '%M' "$1" --print-records "$2" >/dev/null; } 2>&1 | tail -1; }

"$ref" --print-records "$work/small.td" >"$work/small.ref"
"$ours" --print-records "$work/small.td" >"$work/small.ours"
"$ref" --print-records "$work/large.td" >"$work/large.ref"
"$ours" --print-records "$work/large.td" >"$work/large.ours"
same=identical
cmp -s "$work/small.ref" "$work/small.ours" && cmp -s "$work/large.ref" "$work/large.ours" || same=DIFFERENT
n_small=$(grep -c '^def ' "$work/small.ref"); n_large=$(grep -c '^def ' "$work/large.ref")

t_small_ref=$(best_of "$ref" "$work/small.td"); t_small_ours=$(best_of "$ours" "$work/small.td")
t_large_ref=$(best_of "$ref" "$work/large.td"); t_large_ours=$(best_of "$ours" "$work/large.td")
m_small_ref=$(rss_of "$ref" "$work/small.td"); m_small_ours=$(rss_of "$ours" "$work/small.td")
m_large_ref=$(rss_of "$ref" "$work/large.td"); m_large_ours=$(rss_of "$ours" "$work/large.td")
slope() { awk -v a="$1" -v b="$2" -v n="$3" 'BEGIN { printf "%.0f", (b - a) * 1024 / n }'; }
s_ref=$(slope "$m_small_ref" "$m_large_ref" $((n_large - n_small)))
s_ours=$(slope "$m_small_ours" "$m_large_ours" $((n_large - n_small)))

echo
echo "generated specs: $n_small and $n_large defs; outputs $same"
printf '%-34s %14s %14s %8s\n' "print-records" "mlir-tblgen" "ods-tblgen" "ratio"
printf '%-34s %14s %14s %8s\n' "$n_small defs (best of $rounds)" "$(secs "$t_small_ref")" "$(secs "$t_small_ours")" "$(ratio "$t_small_ours" "$t_small_ref")"
printf '%-34s %14s %14s %8s\n' "$n_large defs (best of $rounds)" "$(secs "$t_large_ref")" "$(secs "$t_large_ours")" "$(ratio "$t_large_ours" "$t_large_ref")"
printf '%-34s %11s MiB %10s MiB %8s\n' "peak RSS, $n_small defs" "$((m_small_ref / 1024))" "$((m_small_ours / 1024))" "$(ratio "$m_small_ours" "$m_small_ref")"
printf '%-34s %11s MiB %10s MiB %8s\n' "peak RSS, $n_large defs" "$((m_large_ref / 1024))" "$((m_large_ours / 1024))" "$(ratio "$m_large_ours" "$m_large_ref")"
printf '%-34s %12s B %12s B %8s\n' "peak RSS per def (slope)" "$s_ref" "$s_ours" "$(ratio "$s_ours" "$s_ref")"
[ "$same" = identical ] || exit 1

# The rows of docs/benchmarks.md's table; `cargo xtask report` copies them into
# docs/bench-results/tablegen.txt and renders the table.
commas() { printf '%s' "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }
mkdir -p "$target_dir/ods-report"
{
  echo "# scripts/bench-tablegen.sh $rounds $defs"
  echo "TableGen, all ${#files[@]} files (best of $rounds) | $(secs "$best_ours") | $(secs "$best_ref") | $(ratio "$best_ours" "$best_ref")"
  echo "TableGen, \`$(basename $largest)\` (mean of 10) | $(secs "$big_ours") | $(secs "$big_ref") | $(ratio "$big_ours" "$big_ref")"
  echo "TableGen, peak RSS (max over files) | $((mem_ours / 1024)) MiB | $((mem_ref / 1024)) MiB | $(ratio "$mem_ours" "$mem_ref")"
  echo "TableGen, generated spec of $(commas "$n_small") defs (best of $rounds) | $(secs "$t_small_ours") | $(secs "$t_small_ref") | $(ratio "$t_small_ours" "$t_small_ref")"
  echo "same, $(commas "$n_large") defs (best of $rounds) | $(secs "$t_large_ours") | $(secs "$t_large_ref") | $(ratio "$t_large_ours" "$t_large_ref")"
  echo "same, peak RSS, $(commas "$n_small") / $(commas "$n_large") defs | $((m_small_ours / 1024)) / $((m_large_ours / 1024)) MiB | $((m_small_ref / 1024)) / $((m_large_ref / 1024)) MiB | $(ratio "$m_small_ours" "$m_small_ref") / $(ratio "$m_large_ours" "$m_large_ref")"
  echo "same, peak RSS per def (slope $((n_small / 1000))k -> $((n_large / 1000))k defs) | $(commas "$s_ours") B/def | $(commas "$s_ref") B/def | $(ratio "$s_ours" "$s_ref")"
} > "$target_dir/ods-report/bench-tablegen.txt"
echo "rows written to $target_dir/ods-report/bench-tablegen.txt (cargo xtask report puts them in docs/)"
