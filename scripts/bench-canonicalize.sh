#!/usr/bin/env bash
# Canonicalization of a large index- or arith-dialect program: ods-opt --canonicalize
# against mlir-opt --canonicalize, in one run.
#
# Generates two programs of N and 2N operations (default N = 50000): one function holding
# constants and a random mix of ops over values defined before them, and dead values. For
# `index` (the default): add, sub, mul, the divisions, min/max, shifts, bit ops, cmp, casts,
# with chains the associative canonicalization rewrites and folds at both widths of
# `index`. For `arith`: constants, addi, subi, muli, divsi, andi, ori, xori, cmpi, select,
# extsi and trunci on i32 and i64, with chains the DRR patterns rewrite. For `math`:
# f32 constants and the math ops that fold exactly (absf, ceil, floor, round, roundeven,
# trunc, sqrt, copysign, fma) mixed with arith's addf, subf, mulf, maximumf and minimumf.
# For `scf`: i32 arithmetic with scf.if on computed and constant conditions (results,
# nesting, consecutive ifs on one condition), scf.index_switch on constant and dynamic
# arguments and scf.execute_region, each counted as the operations it holds. Each tool
# canonicalizes each program once under /usr/bin/time -v; the outputs must be identical.
# Prints wall time and peak memory of each run, the ratios (ods-opt / mlir-opt), and peak
# memory per operation as the slope between the two sizes.
#
# usage: scripts/bench-canonicalize.sh [N] [index|arith|math|scf]
set -euo pipefail

N=${1:-50000}
DIALECT=${2:-index}
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

generate() { # ops seed file
  awk -v n="$1" -v seed="$2" 'BEGIN {
    srand(seed);
    split("add sub mul divs divu ceildivs ceildivu floordivs rems remu maxs maxu mins minu shl shrs shru and or xor", bin, " ");
    split("eq ne slt sle sgt sge ult ule ugt uge", pred, " ");
    split("0 1 2 3 5 7 31 32 33 -1 -7 4294967296 4294967298 2147483648", cst, " ");
    v[0] = "%a"; v[1] = "%b"; nv = 2; uses = "";  nu = 0;
    for (i = 0; i < n; i++) {
      r = rand();
      name = "%v" i;
      if (r < 0.2) {
        L[nl++] = sprintf("  %s = index.constant %s", name, cst[int(rand() * 14) + 1]);
      } else if (r < 0.8) {
        l = v[int(rand() * nv)]; rr = v[int(rand() * nv)];
        if (rand() < 0.3) rr = v[nv - 1 - int(rand() * (nv < 8 ? nv : 8))];
        L[nl++] = sprintf("  %s = index.%s %s, %s", name, bin[int(rand() * 20) + 1], l, rr);
      } else if (r < 0.9) {
        L[nl++] = sprintf("  %s = index.cmp %s(%s, %s)", name, pred[int(rand() * 10) + 1], v[int(rand() * nv)], v[int(rand() * nv)]);
        if (rand() < 0.5) { uses = uses (nu ? ", " : "") name; types = types (nu ? ", " : "") "i1"; nu++ }
        continue;
      } else {
        L[nl++] = sprintf("  %s = index.casts %s : index to i32", name, v[int(rand() * nv)]);
        i++;
        L[nl++] = sprintf("  %%v%d = index.castu %s : i32 to index", i, name);
        name = "%v" i;
      }
      v[nv++] = name;
      if (rand() < 0.1) { uses = uses (nu ? ", " : "") name; types = types (nu ? ", " : "") "index"; nu++ }
    }
    if (nu) print "func.func @bench(%a: index, %b: index) -> (" types ") {";
    else print "func.func @bench(%a: index, %b: index) {";
    for (k = 0; k < nl; k++) print L[k];
    if (nu) printf "  func.return %s : %s\n", uses, types;
    else print "  func.return";
    print "}";
  }' > "$3"
}

generate_arith() { # ops seed file
  awk -v n="$1" -v seed="$2" 'BEGIN {
    srand(seed);
    split("addi subi muli divsi andi ori xori", bin, " ");
    split("eq ne slt sle sgt sge ult ule ugt uge", pred, " ");
    split("0 1 2 3 5 7 -1 -7 31 100 -2147483648 2147483647", cst, " ");
    v[0] = "%a"; v[1] = "%b"; nv = 2; c[0] = "%c"; nc = 1; uses = ""; types = ""; nu = 0;
    for (i = 0; i < n; i++) {
      r = rand();
      name = "%v" i;
      if (r < 0.2) {
        L[nl++] = sprintf("  %s = arith.constant %s : i32", name, cst[int(rand() * 12) + 1]);
      } else if (r < 0.75) {
        l = v[int(rand() * nv)]; rr = v[int(rand() * nv)];
        if (rand() < 0.3) rr = v[nv - 1 - int(rand() * (nv < 8 ? nv : 8))];
        L[nl++] = sprintf("  %s = arith.%s %s, %s : i32", name, bin[int(rand() * 7) + 1], l, rr);
      } else if (r < 0.85) {
        L[nl++] = sprintf("  %s = arith.cmpi %s, %s, %s : i32", name, pred[int(rand() * 10) + 1], v[int(rand() * nv)], v[int(rand() * nv)]);
        c[nc++] = name;
        if (rand() < 0.3) { uses = uses (nu ? ", " : "") name; types = types (nu ? ", " : "") "i1"; nu++ }
        continue;
      } else if (r < 0.93) {
        L[nl++] = sprintf("  %s = arith.select %s, %s, %s : i32", name, c[int(rand() * nc)], v[int(rand() * nv)], v[int(rand() * nv)]);
      } else {
        L[nl++] = sprintf("  %s = arith.extsi %s : i32 to i64", name, v[int(rand() * nv)]);
        i++;
        L[nl++] = sprintf("  %%v%d = arith.trunci %s : i64 to i32", i, name);
        name = "%v" i;
      }
      v[nv++] = name;
      if (rand() < 0.1) { uses = uses (nu ? ", " : "") name; types = types (nu ? ", " : "") "i32"; nu++ }
    }
    if (nu) print "func.func @bench(%a: i32, %b: i32, %c: i1) -> (" types ") {";
    else print "func.func @bench(%a: i32, %b: i32, %c: i1) {";
    for (k = 0; k < nl; k++) print L[k];
    if (nu) printf "  func.return %s : %s\n", uses, types;
    else print "  func.return";
    print "}";
  }' > "$3"
}

generate_math() { # ops seed file
  awk -v n="$1" -v seed="$2" 'BEGIN {
    srand(seed);
    split("absf ceil floor round roundeven trunc sqrt", un, " ");
    split("math.copysign arith.addf arith.subf arith.mulf arith.maximumf arith.minimumf", bin, " ");
    split("0.5 -1.25 2.0 3.0 -0.0 1.5 100.0 -7.75 0.125 9.0", cst, " ");
    v[0] = "%a"; v[1] = "%b"; nv = 2; uses = ""; types = ""; nu = 0;
    for (i = 0; i < n; i++) {
      r = rand();
      name = "%v" i;
      if (r < 0.25) {
        L[nl++] = sprintf("  %s = arith.constant %s : f32", name, cst[int(rand() * 10) + 1]);
      } else if (r < 0.55) {
        L[nl++] = sprintf("  %s = math.%s %s : f32", name, un[int(rand() * 7) + 1], v[int(rand() * nv)]);
      } else if (r < 0.93) {
        l = v[int(rand() * nv)]; rr = v[nv - 1 - int(rand() * (nv < 8 ? nv : 8))];
        L[nl++] = sprintf("  %s = %s %s, %s : f32", name, bin[int(rand() * 6) + 1], l, rr);
      } else {
        L[nl++] = sprintf("  %s = math.fma %s, %s, %s : f32", name, v[int(rand() * nv)], v[int(rand() * nv)], v[int(rand() * nv)]);
      }
      v[nv++] = name;
      if (rand() < 0.1) { uses = uses (nu ? ", " : "") name; types = types (nu ? ", " : "") "f32"; nu++ }
    }
    if (nu) print "func.func @bench(%a: f32, %b: f32) -> (" types ") {";
    else print "func.func @bench(%a: f32, %b: f32) {";
    for (k = 0; k < nl; k++) print L[k];
    if (nu) printf "  func.return %s : %s\n", uses, types;
    else print "  func.return";
    print "}";
  }' > "$3"
}

generate_scf() { # ops seed file
  awk -v n="$1" -v seed="$2" 'BEGIN {
    srand(seed);
    split("addi subi muli andi ori xori", bin, " ");
    split("eq ne slt sle sgt sge", pred, " ");
    v[0] = "%a"; v[1] = "%b"; nv = 2; c[0] = "%c"; nc = 1; uses = ""; types = ""; nu = 0;
    L[nl++] = "  %true = arith.constant true";
    L[nl++] = "  %false = arith.constant false";
    L[nl++] = "  %k1 = arith.constant 1 : index";
    for (i = 0; i < n; ) {
      r = rand();
      name = "%v" i;
      x = v[int(rand() * nv)]; y = v[nv - 1 - int(rand() * (nv < 8 ? nv : 8))];
      if (r < 0.15) {
        L[nl++] = sprintf("  %%c%d = arith.cmpi %s, %s, %s : i32", i, pred[int(rand() * 6) + 1], x, y);
        c[nc++] = "%c" i; i++;
        continue;
      } else if (r < 0.40) {
        cond = rand() < 0.15 ? (rand() < 0.5 ? "%true" : "%false") : c[nc - 1 - int(rand() * (nc < 3 ? nc : 3))];
        L[nl++] = sprintf("  %s = scf.if %s -> (i32) {", name, cond);
        L[nl++] = sprintf("    %%t%d = arith.%s %s, %s : i32", i, bin[int(rand() * 6) + 1], x, y);
        if (rand() < 0.3) {
          L[nl++] = sprintf("    %%n%d = scf.if %s -> (i32) {", i, c[int(rand() * nc)]);
          L[nl++] = sprintf("      scf.yield %%t%d : i32", i);
          L[nl++] = "    } else {";
          L[nl++] = sprintf("      scf.yield %s : i32", x);
          L[nl++] = "    }";
          L[nl++] = sprintf("    scf.yield %%n%d : i32", i);
          i += 2;
        } else {
          L[nl++] = sprintf("    scf.yield %%t%d : i32", i);
        }
        L[nl++] = "  } else {";
        L[nl++] = sprintf("    scf.yield %s : i32", rand() < 0.5 ? x : y);
        L[nl++] = "  }";
        i += 4;
      } else if (r < 0.50) {
        arg = rand() < 0.5 ? "%k1" : "%i";
        L[nl++] = sprintf("  %s = scf.index_switch %s -> i32", name, arg);
        L[nl++] = "  case 0 {";
        L[nl++] = sprintf("    scf.yield %s : i32", x);
        L[nl++] = "  }";
        L[nl++] = "  case 1 {";
        L[nl++] = sprintf("    %%s%d = arith.%s %s, %s : i32", i, bin[int(rand() * 6) + 1], x, y);
        L[nl++] = sprintf("    scf.yield %%s%d : i32", i);
        L[nl++] = "  }";
        L[nl++] = "  default {";
        L[nl++] = sprintf("    scf.yield %s : i32", y);
        L[nl++] = "  }";
        i += 6;
      } else if (r < 0.58) {
        L[nl++] = sprintf("  %s = scf.execute_region -> i32 {", name);
        L[nl++] = sprintf("    %%e%d = arith.%s %s, %s : i32", i, bin[int(rand() * 6) + 1], x, y);
        L[nl++] = sprintf("    scf.yield %%e%d : i32", i);
        L[nl++] = "  }";
        i += 3;
      } else {
        L[nl++] = sprintf("  %s = arith.%s %s, %s : i32", name, bin[int(rand() * 6) + 1], x, y);
        i++;
      }
      v[nv++] = name;
      if (rand() < 0.1) { uses = uses (nu ? ", " : "") name; types = types (nu ? ", " : "") "i32"; nu++ }
    }
    if (nu) print "func.func @bench(%a: i32, %b: i32, %c: i1, %i: index) -> (" types ") {";
    else print "func.func @bench(%a: i32, %b: i32, %c: i1, %i: index) {";
    for (k = 0; k < nl; k++) print L[k];
    if (nu) printf "  func.return %s : %s\n", uses, types;
    else print "  func.return";
    print "}";
  }' > "$3"
}

run() { # tool input output -> "seconds kbytes"
  /usr/bin/time -v "$1" --canonicalize "$2" > "$3" 2> "$3.time"
  awk -F': ' '/Elapsed \(wall clock\)/ { split($2, t, ":"); s = t[1] * 60 + t[2]; if (length(t) == 3) s = t[1] * 3600 + t[2] * 60 + t[3] }
              /Maximum resident set size/ { kb = $2 }
              END { printf "%.3f %d\n", s, kb }' "$3.time"
}

declare -A SEC KB
for size in "$N" "$((2 * N))"; do
  case "$DIALECT" in
    arith) generate_arith "$size" 7 "$WORK/in$size.mlir" ;;
    math) generate_math "$size" 7 "$WORK/in$size.mlir" ;;
    scf) generate_scf "$size" 7 "$WORK/in$size.mlir" ;;
    index) generate "$size" 7 "$WORK/in$size.mlir" ;;
    *) echo "unknown dialect $DIALECT (index, arith, math or scf)"; exit 2 ;;
  esac
  read -r SEC[ours$size] KB[ours$size] < <(run "$ODS_OPT" "$WORK/in$size.mlir" "$WORK/ours$size.mlir")
  read -r SEC[ref$size] KB[ref$size] < <(run "$MLIR_OPT" "$WORK/in$size.mlir" "$WORK/ref$size.mlir")
  if ! cmp -s "$WORK/ours$size.mlir" "$WORK/ref$size.mlir"; then
    echo "outputs differ at $size operations (inputs kept in $WORK)"
    trap - EXIT
    exit 1
  fi
done

big=$((2 * N))
printf "canonicalize, %s ops: ods-opt vs mlir-opt (outputs identical)\n" "$DIALECT"
printf "%-10s %12s %12s %8s %12s %12s %8s\n" ops "ods-opt s" "mlir-opt s" ratio "ods-opt MiB" "mlir-opt MiB" ratio
for size in "$N" "$big"; do
  awk -v n="$size" -v a="${SEC[ours$size]}" -v b="${SEC[ref$size]}" -v c="${KB[ours$size]}" -v d="${KB[ref$size]}" \
    'BEGIN { printf "%-10d %12.3f %12.3f %8.2f %12.1f %12.1f %8.2f\n", n, a, b, a / b, c / 1024, d / 1024, c / d }'
done
awk -v n="$N" -v a1="${KB[ours$N]}" -v a2="${KB[ours$big]}" -v b1="${KB[ref$N]}" -v b2="${KB[ref$big]}" \
  'BEGIN { printf "peak memory per op (slope %d -> %d ops): ods-opt %.0f B, mlir-opt %.0f B\n", n, 2 * n, (a2 - a1) * 1024 / n, (b2 - b1) * 1024 / n }'

# The rows of docs/benchmarks.md's table; `cargo xtask report` copies them into
# docs/bench-results/canonicalize-DIALECT.txt and renders the table.
mkdir -p "$TARGET/ods-report"
what=""
[ "$DIALECT" = scf ] && what=" (ifs, switches, regions)"
awk -v d="$DIALECT" -v what="$what" -v n="$N" -v big="$big" \
  -v a1="${SEC[ours$N]}" -v b1="${SEC[ref$N]}" -v a2="${SEC[ours$big]}" -v b2="${SEC[ref$big]}" \
  -v k1="${KB[ours$N]}" -v l1="${KB[ref$N]}" -v k2="${KB[ours$big]}" -v l2="${KB[ref$big]}" 'BEGIN {
    printf "# scripts/bench-canonicalize.sh %d %s\n", n, d;
    printf "`--canonicalize`, a `func.func` of %dk %s ops%s | %.2f s | %.2f s | %.2f (%dk ops: %.2f s vs %.2f s, %.2f)\n", big / 1000, d, what, a2, b2, a2 / b2, n / 1000, a1, b1, a1 / b1;
    printf "same, peak RSS | %.0f MiB | %.0f MiB | %.2f\n", k2 / 1024, l2 / 1024, k2 / l2;
    ours = (k2 - k1) * 1024 / n; ref = (l2 - l1) * 1024 / n;
    printf "same, peak RSS per op (slope %dk -> %dk) | %.0f B/op | %.0f B/op | %.2f\n", n / 1000, big / 1000, ours, ref, ours / ref;
  }' > "$TARGET/ods-report/bench-canonicalize-$DIALECT.txt"
echo "rows written to $TARGET/ods-report/bench-canonicalize-$DIALECT.txt (cargo xtask report puts them in docs/)"
