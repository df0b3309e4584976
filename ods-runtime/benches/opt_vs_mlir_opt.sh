#!/usr/bin/env bash
# Parse + verify + print of a large generic-form file: ods-opt against mlir-opt.
#
# Generates files of N and 2N operations (default N = 120000), runs both tools on each
# ODS_BENCH_ROUNDS times (default 3, the tools taking turns) under /usr/bin/time -v and keeps
# the best wall time and the best CPU time (user + system), checks that the outputs are
# identical, and prints wall time, CPU time, peak memory and the ratios
# at each size, and peak memory per operation as the slope between the two sizes. Four kinds of input:
# - `generic` (the default): unregistered ops in the generic form (nested regions,
#   multi-result ops, successors, attributes and properties), run with
#   --mlir-print-op-generic --allow-unregistered-dialect;
# - `dialects`: functions of the registered dialects in their custom forms (func, arith with
#   overflow flags, math, index, cf branches with block arguments, scf.if and scf.for with
#   iteration arguments), parsed, verified and printed in the custom form;
# - `attributes`: unregistered ops carrying every kind of builtin attribute and type (floats
#   of every format, integers of odd widths, dense, hex, complex and sparse elements, dense
#   arrays, distinct attributes, affine maps and sets, strided layouts, memrefs, tensors with
#   encodings, scalable vectors, tuples, dialect attributes and types, aliases) and every kind
#   of location, run in the generic form with --mlir-print-debuginfo;
# - `floats`: functions of `arith.constant`s of every float format (f80, f128, tf32, bf16,
#   f16, every f8, f6 and f4 format) whose values need the shortest exact digits, dense
#   elements of those formats, wide integers (i128, i1024, i200 elements), and unregistered
#   ops carrying them as attributes under nested callsite, fused and name locations, run in
#   the custom form with --mlir-print-debuginfo.
# ODS_BENCH_FORM=generic or custom overrides the printed form of any kind.
#
# The third argument picks what is timed on those inputs:
# - `text` (the default): parse the text, verify, print the text;
# - `read-bytecode`: the input is first written as bytecode by mlir-opt (`--emit-bytecode`),
#   and each tool reads that bytecode, verifies it and prints the text;
# - `write-bytecode`: each tool parses the text, verifies it and writes bytecode
#   (`--emit-bytecode`); the two bytecode files must be identical, byte for byte.
#
# usage: ods-runtime/benches/opt_vs_mlir_opt.sh [N] [generic|dialects|attributes|floats] [text|read-bytecode|write-bytecode]
set -euo pipefail

N=${1:-120000}
KIND=${2:-generic}
IO=${3:-text}
# Each tool runs ROUNDS times on each file; the best wall time is reported.
ROUNDS=${ODS_BENCH_ROUNDS:-3}
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

# Each group of 8 operations: every kind of builtin attribute and type, aliases and locations
# (printed with --mlir-print-debuginfo). Attribute values vary with the group number so the
# uniquers see new values throughout, as in a real program, besides the repeated ones.
generate_attributes() { # ops file
  awk -v n="$1" 'BEGIN {
  groups = int(n / 8);
  print "#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2 - d0 floordiv 4)>";
  print "#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>";
  print "!tens = tensor<4x?xf32>";
  print "#loc = loc(\"bench.mlir\":1:1)";
  for (g = 0; g < groups; g++) {
    printf "%%f%d:2 = \"test.floats\"() {a = %d.5 : f16, b = -0.0 : bf16, c = 0x7FF8000000000000 : f64, d = 2.0 : f8E4M3FN, e = %d.25e-3 : f32, f = 1.0 : f80, g = 0x3C00 : f16, h = 0.5 : tf32} : () -> (f32, f64) loc(\"bench.mlir\":%d:3)\n", g, g % 100, g, g + 10;
    printf "%%i%d = \"test.ints\"() {a = %d : i7, b = -%d : si16, c = %d : ui32, d = true, e = %d : index, s = \"str%d\", u, arr = [1, 2.0, \"x\", [unit, @sym%d]], sym = @outer::@inner%d} : () -> i64 loc(#loc)\n", g, g % 64, g % 1000 + 1, g, g, g, g, g;
    printf "\"test.dense\"() {a = dense<[[1.0, %d.0], [3.0, 4.0]]> : tensor<2x2xf32>, b = dense<%d> : vector<4xi16>, c = dense<\"0x0102%04X\"> : tensor<4xi8>, d = dense<[true, false, true]> : tensor<3xi1>, e = dense<[(1, 2), (3, %d)]> : tensor<2xcomplex<i32>>, f = dense<> : tensor<0xi64>, g = dense<[1.5, -2.25]> : tensor<2xbf16>} : () -> () loc(callsite(\"callee\"(\"c.mlir\":%d:1) at \"caller\"(\"d.mlir\":2:2)))\n", g % 97, g % 30000, g % 65536, g, g;
    printf "\"test.sparse\"() {a = sparse<[[0, 1], [1, 0]], [%d, 6]> : tensor<2x2xi32>, b = sparse<[[0]], [1.5]> : tensor<4xf64>, c = array<i32: 1, %d, 3>, d = array<f64: 1.5, 2.0>, e = array<i1: true, false>, f = distinct[%d]<%d : i32>} : () -> () loc(fused[\"a.mlir\":%d:1, \"b.mlir\":2:2])\n", g % 100, g, g, g, g;
    printf "\"test.maps\"() {a = #map, b = #set, c = affine_map<(d0)[s0] -> (d0 * %d + s0 mod 3, s0 ceildiv 2)>, d = affine_set<(d0, d1) : (d0 + d1 - %d >= 0)>, e = strided<[%d, 1], offset: ?>, f = affine_map<() -> (%d)>} : () -> () loc(fused<#map>[\"m.mlir\":%d:5])\n", g % 17 + 2, g % 50, g % 33 + 1, g, g;
    printf "%%t%d:4 = \"test.types\"(%%i%d) {t = !tens, u = memref<4x?xf32, strided<[?, 1], offset: %d>>, v = tuple<i1, index, f8E5M2>} : (i64) -> (memref<8x?xf32, 3>, tensor<*xf64>, complex<f32>, vector<[4]x2xf8E5M2>) loc(\"t.mlir\":%d:%d)\n", g, g, g % 64, g, g % 80;
    printf "\"test.shapes\"(%%t%d#0, %%t%d#2) {a = tensor<%dx?x4xi32, \"enc\">, b = vector<2x[%d]xi%d>, c = memref<?x4xf16, affine_map<(d0, d1) -> (d1, d0)>>, d = none, e = tuple<>, f = #xb.thing<\"blob%d\">, g = !xb.ty<4 x i32>} : (memref<8x?xf32, 3>, complex<f32>) -> () loc(\"named%d\"(\"n.mlir\":%d:2))\n", g, g, g % 9 + 1, g % 8 + 1, g % 60 + 1, g, g % 100, g;
    printf "\"test.use\"(%%f%d#0, %%f%d#1, %%t%d#1, %%t%d#3) {loc = loc(\"x.mlir\":%d:7), type = !tens, fl = [1.0 : f32, 2.0 : f64, 0x7F800000 : f32]} : (f32, f64, tensor<*xf64>, vector<[4]x2xf8E5M2>) -> () loc(unknown)\n", g, g, g, g, g;
  }
}' > "$2"
}

# Each group of 24 operations: a function of `arith.constant`s of every float format (f80,
# f128, tf32, bf16, f16 and every f8, f6 and f4 format) with values that are not short
# decimals in their format (so printing needs the shortest exact digits), dense elements of
# those formats, wide integers (i128, i1024, i200 elements), and unregistered ops carrying the
# same as scalar and dense attributes under nested locations (callsites of callsites, fused
# locations with and without metadata, name locations), printed with --mlir-print-debuginfo.
generate_floats() { # ops file
  awk -v n="$1" 'BEGIN {
  groups = int(n / 24);
  split("f8E5M2 f8E4M3 f8E4M3FN f8E5M2FNUZ f8E4M3FNUZ f8E4M3B11FNUZ f8E3M4 f8E8M0FNU f6E3M2FN f6E2M3FN f4E2M1FN", small, " ");
  for (g = 0; g < groups; g++) {
    a = g % 997; b = (g * 7919) % 100003; c = g % 37 + 1;
    printf "func.func @f%d(%%x: f80) -> f80 {\n", g;
    printf "  %%c0 = arith.constant %d.%05d : f80 loc(\"f.mlir\":%d:3)\n", a, b, g;
    printf "  %%c1 = arith.constant -%d.%05de-%d : f128 loc(callsite(\"k\"(\"f.mlir\":%d:5) at \"c.mlir\":1:1))\n", a, b, c, g;
    printf "  %%c2 = arith.constant %d.%03d : f64\n", a, b % 1000;
    printf "  %%c3 = arith.constant 0.%05d : f32\n", b;
    printf "  %%c4 = arith.constant %d.%d : f16\n", a % 60, b;
    printf "  %%c5 = arith.constant -0.%d : bf16\n", b;
    printf "  %%c6 = arith.constant 1.%d : tf32\n", b;
    for (k = 1; k <= 11; k++)
      printf "  %%s%d = arith.constant %d.%d : %s\n", k, (g + k) % 3, (b + k) % 1000, small[k];
    # f8E8M0FNU has no sign: a negative value there is outside what LLVM defines.
    t = small[g % 11 + 1]; neg = (t == "f8E8M0FNU") ? "" : "-";
    printf "  %%d0 = arith.constant dense<[0.%d, %s%d.5, 1.%d, %d.0]> : tensor<4x%s> loc(fused[\"a.mlir\":%d:1, \"n\"(unknown)])\n", b, neg, g % 4, a, g % 3, t, g;
    printf "  %%d1 = arith.constant dense<[1.%d, -2.%d]> : vector<2xf128>\n", b, a;
    printf "  %%w0 = arith.constant %d1234567890123456789012345678901 : i128\n", a + 1;
    printf "  %%w1 = arith.constant -%d123456789012345678901234567890123456789012345678901234567890%d : i1024\n", b + 1, g;
    printf "  \"x.floats\"() {a = %d.%d : f80, b = 0.%d : f128, c = dense<[1.%d, 2.%d, 0.%d]> : tensor<3xf80>, d = dense<[%d.%d, 0.5]> : tensor<2xbf16>, e = dense<%d.%d> : tensor<2x2xf16>, f = 0x3FF%013X : f64, g = [1.%d : f8E4M3FN, 2.%d : f8E5M2, 0.%d : tf32]} : () -> () loc(callsite(\"a\"(\"x.mlir\":%d:2) at callsite(\"b\" at fused<\"tag%d\">[\"y.mlir\":3:4, \"n\"(\"z.mlir\":%d:1)])))\n", a, b, b, a, b, b, a % 9, b % 10, a, b, b * 7919, b % 10, a % 10, b, g, g % 50, g;
    printf "  \"x.ints\"() {a = %d123456789012345678901234567890 : i128, b = -%d : i1024, c = dense<[1, -%d, 340282366920938463463374607431768211455%d]> : tensor<3xi200>, d = array<i64: %d, -%d>, e = %d : ui100} : () -> () loc(fused[\"w.mlir\":%d:1, callsite(\"q\" at \"r\"(\"s.mlir\":%d:9))])\n", a + 1, b + 1, g + 1, a % 10, g, b + 1, b, g, g;
    printf "  return %%x : f80\n";
    printf "}\n";
  }
}' > "$2"
}

FLAGS=(--mlir-print-op-generic --allow-unregistered-dialect)
GROUP=12
case "$KIND" in
  generic) ;;
  dialects) FLAGS=(); GROUP=16 ;;
  attributes) FLAGS=(--mlir-print-op-generic --allow-unregistered-dialect --mlir-print-debuginfo); GROUP=8 ;;
  floats) FLAGS=(--allow-unregistered-dialect --mlir-print-debuginfo); GROUP=24 ;;
  *) echo "unknown kind $KIND (generic, dialects, attributes or floats)"; exit 2 ;;
esac
# ODS_BENCH_FORM=generic or custom prints every op in the generic form, or in its custom
# form where it has one; unset, each kind keeps its own form (generic for `generic` and
# `attributes`, custom for `dialects` and `floats`).
case "${ODS_BENCH_FORM:-}" in
  "") ;;
  generic) [[ " ${FLAGS[*]} " == *" --mlir-print-op-generic "* ]] || FLAGS+=(--mlir-print-op-generic) ;;
  custom)
    KEEP=()
    for f in "${FLAGS[@]}"; do [ "$f" = --mlir-print-op-generic ] || KEEP+=("$f"); done
    FLAGS=("${KEEP[@]}") ;;
  *) echo "unknown ODS_BENCH_FORM ${ODS_BENCH_FORM} (generic or custom)"; exit 2 ;;
esac

# Flags of the timed runs besides FLAGS (`--emit-bytecode` when writing bytecode).
EXTRA=()
case "$IO" in
  text | read-bytecode) ;;
  write-bytecode) EXTRA=(--emit-bytecode) ;;
  *) echo "unknown mode $IO (text, read-bytecode or write-bytecode)"; exit 2 ;;
esac

measure() { # tool input output-file -> "wall-seconds cpu-seconds kbytes" of one run
  /usr/bin/time -v "$1" "${FLAGS[@]}" ${EXTRA[@]+"${EXTRA[@]}"} "$2" > "$3" 2> "$3.time"
  awk -F': ' '/Elapsed \(wall clock\)/ { split($2, t, ":"); s = t[1] * 60 + t[2]; if (length(t) == 3) s = t[1] * 3600 + t[2] * 60 + t[3] }
              /User time/ { cpu += $2 } /System time/ { cpu += $2 }
              /Maximum resident set size/ { kb = $2 }
              END { printf "%.3f %.3f %d\n", s, cpu, kb }' "$3.time"
}

best() { # "wall cpu kb" lines -> the least wall time, the least CPU time, the peak memory of the fastest run
  awk 'NR == 1 || $1 < w { w = $1; kb = $3 } NR == 1 || $2 < c { c = $2 } END { printf "%.3f %.3f %d\n", w, c, kb }'
}

declare -A SEC CPU KB OPS
for size in "$N" "$((2 * N))"; do
  if [ "$KIND" = dialects ]; then
    generate_dialects "$size" "$WORK/in$size.mlir"
  elif [ "$KIND" = attributes ]; then
    generate_attributes "$size" "$WORK/in$size.mlir"
  elif [ "$KIND" = floats ]; then
    generate_floats "$size" "$WORK/in$size.mlir"
  else
    generate "$size" "$WORK/in$size.mlir"
  fi
  OPS[$size]=$(( (size / GROUP) * GROUP ))
  INPUT=$WORK/in$size.mlir
  if [ "$IO" = read-bytecode ]; then
    "$MLIR_OPT" "${FLAGS[@]}" --emit-bytecode "$INPUT" -o "$WORK/in$size.mlirbc"
    "$ODS_OPT" "${FLAGS[@]}" --emit-bytecode "$INPUT" -o "$WORK/ours$size.mlirbc"
    if ! cmp -s "$WORK/in$size.mlirbc" "$WORK/ours$size.mlirbc"; then
      echo "the tools write different bytecode for $size operations (inputs kept in $WORK)"
      trap - EXIT
      exit 1
    fi
    INPUT=$WORK/in$size.mlirbc
  fi
  # The tools take turns, so a change in the machine's load falls on both.
  : > "$WORK/ours$size.runs"
  : > "$WORK/ref$size.runs"
  for ((r = 0; r < ROUNDS; r++)); do
    measure "$ODS_OPT" "$INPUT" "$WORK/ours$size.out" >> "$WORK/ours$size.runs"
    measure "$MLIR_OPT" "$INPUT" "$WORK/ref$size.out" >> "$WORK/ref$size.runs"
  done
  read -r SEC[ours$size] CPU[ours$size] KB[ours$size] < <(best < "$WORK/ours$size.runs")
  read -r SEC[ref$size] CPU[ref$size] KB[ref$size] < <(best < "$WORK/ref$size.runs")
  if ! cmp -s "$WORK/ours$size.out" "$WORK/ref$size.out"; then
    echo "outputs differ at $size operations (inputs kept in $WORK)"
    trap - EXIT
    exit 1
  fi
done

big=$((2 * N))
case "$IO" in
  text) JOB="parse + verify + print" ;;
  read-bytecode) JOB="read bytecode + verify + print" ;;
  write-bytecode) JOB="parse + verify + write bytecode" ;;
esac
echo "$JOB, $KIND (${FLAGS[*]}): ods-opt vs mlir-opt (outputs identical)"
if [ "$IO" != text ]; then
  for size in "$N" "$big"; do
    if [ "$IO" = read-bytecode ]; then f=$WORK/in$size.mlirbc; else f=$WORK/ours$size.out; fi
    echo "bytecode of ${OPS[$size]} ops: $(wc -c < "$f") bytes (the same bytes from both tools)"
  done
fi
printf "%-10s %12s %12s %8s %10s %10s %8s %12s %12s %8s\n" ops "ods-opt s" "mlir-opt s" ratio "ods cpu s" "mlir cpu s" ratio "ods-opt MiB" "mlir-opt MiB" ratio
for size in "$N" "$big"; do
  awk -v n="${OPS[$size]}" -v a="${SEC[ours$size]}" -v b="${SEC[ref$size]}" -v e="${CPU[ours$size]}" -v f="${CPU[ref$size]}" -v c="${KB[ours$size]}" -v d="${KB[ref$size]}" \
    'BEGIN { printf "%-10d %12.3f %12.3f %8.2f %10.2f %10.2f %8.2f %12.1f %12.1f %8.2f\n", n, a, b, (b > 0 ? a / b : 0), e, f, (f > 0 ? e / f : 0), c / 1024, d / 1024, c / d }'
done
awk -v n1="${OPS[$N]}" -v n2="${OPS[$big]}" -v a1="${KB[ours$N]}" -v a2="${KB[ours$big]}" -v b1="${KB[ref$N]}" -v b2="${KB[ref$big]}" \
  'BEGIN { printf "peak memory per op (slope %d -> %d ops): ods-opt %.0f B, mlir-opt %.0f B\n", n1, n2, (a2 - a1) * 1024 / (n2 - n1), (b2 - b1) * 1024 / (n2 - n1) }'

# The rows of docs/benchmarks.md's table; `cargo xtask report` copies them into
# docs/bench-results/NAME.txt and renders the table (NAME: opt-KIND, then -IO unless `text`,
# then -FORM when ODS_BENCH_FORM is set).
NAME=opt-$KIND
[ "$IO" = text ] || NAME=$NAME-$IO
[ -z "${ODS_BENCH_FORM:-}" ] || NAME=$NAME-$ODS_BENCH_FORM
FORM=custom
case " ${FLAGS[*]} " in *" --mlir-print-op-generic "*) FORM=generic ;; esac
mkdir -p "$TARGET/ods-report"
awk -v kind="$KIND" -v job="$JOB" -v form="$FORM" -v rounds="$ROUNDS" -v cmd="$N $KIND $IO" \
  -v n1="${OPS[$N]}" -v n2="${OPS[$big]}" \
  -v a1="${SEC[ours$N]}" -v b1="${SEC[ref$N]}" -v a2="${SEC[ours$big]}" -v b2="${SEC[ref$big]}" \
  -v e2="${CPU[ours$big]}" -v f2="${CPU[ref$big]}" \
  -v k1="${KB[ours$N]}" -v l1="${KB[ref$N]}" -v k2="${KB[ours$big]}" -v l2="${KB[ref$big]}" '
  function commas(x,   s) { s = sprintf("%.0f", x); while (s ~ /[0-9][0-9][0-9][0-9]/) sub(/[0-9][0-9][0-9]($|,)/, ",&", s); return s }
  BEGIN {
    printf "# ods-runtime/benches/opt_vs_mlir_opt.sh %s (ODS_BENCH_FORM=%s)\n", cmd, form;
    printf "%dk ops (%s), %s, %s form (best of %d) | %.2f s (CPU %.2f s) | %.2f s (CPU %.2f s) | %.2f, CPU %.2f (%dk ops: %.2f s vs %.2f s, %.2f)\n", \
      n2 / 1000, kind, job, form, rounds, a2, e2, b2, f2, a2 / b2, e2 / f2, n1 / 1000, a1, b1, a1 / b1;
    printf "same, peak RSS | %s MiB | %s MiB | %.2f\n", commas(k2 / 1024), commas(l2 / 1024), k2 / l2;
    ours = (k2 - k1) * 1024 / (n2 - n1); ref = (l2 - l1) * 1024 / (n2 - n1);
    printf "same, peak RSS per op (slope %dk -> %dk) | %s B/op | %s B/op | %.2f\n", n1 / 1000, n2 / 1000, commas(ours), commas(ref), ours / ref;
  }' > "$TARGET/ods-report/bench-$NAME.txt"
echo "rows written to $TARGET/ods-report/bench-$NAME.txt (cargo xtask report puts them in docs/)"
