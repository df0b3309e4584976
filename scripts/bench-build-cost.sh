#!/usr/bin/env bash
# Build cost of ods-build, as a dialect crate pays it.
#
# 1. `compile` on an arithmetic-sized spec (ods-build/benches/specs/arith_like.td, about fifty
#    ops), timed by the `build_cost` bench twice: with the library optimized (`cargo bench`,
#    the release profile) and unoptimized the way cargo builds build scripts and their
#    dependencies in the dev profile by default (opt-level 0, debug assertions and overflow
#    checks on). Medians in ms, beside the targets (dev < 1000 ms, release < 250 ms).
# 2. Incremental behaviour, on a scratch workspace in a temp dir: a dialect crate `calc`
#    whose build.rs compiles that spec (depending on ods-build and ods-runtime by path) and a
#    crate `calc-user` depending on it, built in the default dev profile:
#    (a) touching or editing the spec reruns only calc's build script;
#    (b) an edit that leaves the generated output unchanged (a comment) rewrites no file,
#        and does not recompile calc-user.
#    Each check prints PASS or FAIL with what `cargo build -v` showed, and for a crate that
#    was recompiled, cargo's own reason (from its fingerprint log).
#
# Usage: scripts/bench-build-cost.sh [RUNS]     (default 15; medians of RUNS runs)
# Env:   ODS_SCRATCH_TARGET_DIR   target dir for the scratch workspace (default: in the temp
#                                 dir, removed afterwards; set it to reuse builds)
#        ODS_KEEP_SCRATCH=1       keep the temp dir and print its path
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
runs=${1:-15}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ods-build-cost.XXXXXX")
if [ "${ODS_KEEP_SCRATCH:-}" = 1 ]; then
  echo "scratch: $tmp"
else
  trap 'rm -rf "$tmp"' EXIT
fi

# ---------------------------------------------------------------------------------------
# 1. compile time, release and dev
# ---------------------------------------------------------------------------------------

echo "== build_cost bench, release profile (cargo bench)"
cargo bench --quiet -p ods-build --bench build_cost -- --runs "$runs" | tee "$tmp/release.txt"

echo
echo "== build_cost bench, unoptimized like a dev-profile build script (opt-level 0)"
CARGO_PROFILE_BENCH_OPT_LEVEL=0 \
CARGO_PROFILE_BENCH_DEBUG=false \
CARGO_PROFILE_BENCH_DEBUG_ASSERTIONS=true \
CARGO_PROFILE_BENCH_OVERFLOW_CHECKS=true \
CARGO_PROFILE_BENCH_CODEGEN_UNITS=256 \
CARGO_PROFILE_BENCH_LTO=false \
  cargo bench --quiet -p ods-build --bench build_cost -- --runs "$runs" | tee "$tmp/dev.txt"

ms() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { print (v + 0 < t + 0) ? "PASS" : "FAIL" }'; }

# ---------------------------------------------------------------------------------------
# 2. incremental behaviour on a scratch workspace
# ---------------------------------------------------------------------------------------

echo
echo "== incremental builds: scratch workspace (calc <- calc-user), dev profile"
ws=$tmp/ws
mkdir -p "$ws/calc/src" "$ws/calc-user/src"
cp Cargo.lock "$ws/Cargo.lock"   # the workspace's resolved versions
cat >"$ws/Cargo.toml" <<EOF
[workspace]
resolver = "2"
members = ["calc", "calc-user"]
EOF
cat >"$ws/calc/Cargo.toml" <<EOF
[package]
name = "calc"
version = "0.1.0"
edition = "2024"
publish = false

[dependencies]
ods-runtime = { path = "$repo/ods-runtime" }

[build-dependencies]
ods-build = { path = "$repo/ods-build" }
EOF
cat >"$ws/calc/build.rs" <<'EOF'
fn main() {
    let start = std::time::Instant::now();
    ods_build::compile("src/calc.td");
    let ms = start.elapsed().as_secs_f64() * 1e3;
    println!("cargo:warning=ods-build compile took {ms:.1} ms");
}
EOF
cat >"$ws/calc/src/lib.rs" <<'EOF'
//! A dialect crate generated from `src/calc.td`.
#![allow(warnings)]
include!(concat!(env!("OUT_DIR"), "/calc.rs"));
EOF
cp ods-build/benches/specs/arith_like.td "$ws/calc/src/calc.td"
cat >"$ws/calc-user/Cargo.toml" <<'EOF'
[package]
name = "calc-user"
version = "0.1.0"
edition = "2024"
publish = false

[dependencies]
calc = { path = "../calc" }
EOF
cat >"$ws/calc-user/src/lib.rs" <<'EOF'
//! Depends on the dialect crate.
pub fn handle_size() -> usize {
    std::mem::size_of::<calc::calc::AddIOp>()
}
EOF

scratch_target=${ODS_SCRATCH_TARGET_DIR:-$tmp/target}
build() { # LOG: cargo build -v of the scratch workspace, its output in LOG
  # Cargo's fingerprint log says why each unit is dirty.
  (cd "$ws" && CARGO_TARGET_DIR=$scratch_target CARGO_LOG=cargo::core::compiler::fingerprint=info \
    CARGO_LOG_STYLE=never cargo build -v >"$1" 2>&1) || {
    cat "$1" >&2
    echo "scratch build failed" >&2
    exit 1
  }
}
# Build scripts that ran, and crates rustc compiled, in a cargo -v log.
scripts_run() {
  { grep -o 'Running `[^`]*/build/[A-Za-z0-9_-]*-[0-9a-f]*/build-script-build' "$1" || true; } |
    sed 's#.*/build/\(.*\)-[0-9a-f]*/build-script-build#\1#' | sort -u | paste -sd' ' -
}
crates_compiled() {
  { grep -o -- '--crate-name [A-Za-z0-9_]*' "$1" || true; } |
    awk '{ print $2 }' | sort -u | paste -sd' ' -
}
why_dirty() { # LOG CRATE: cargo's reason for recompiling CRATE's lib
  { grep "target=\"$2\"" "$1" | grep -o 'dirty: [A-Za-z]*([A-Za-z]*' || true; } |
    sed 's/^dirty: \(.*\)/\1)/' | head -1
}
compile_ms() { sed -n 's/.*ods-build compile took \([0-9.]*\) ms.*/\1/p' "$1" | tail -1; }
generated() { ls "$scratch_target"/debug/build/calc-*/out/calc.rs 2>/dev/null | head -1; }
mtime() { stat -c %Y.%N "$1" 2>/dev/null || stat -c %Y "$1"; }
fresh_count() { grep -c '^ *Fresh ' "$1" || true; }

results=()
result() { results+=("$1"); echo "$1"; }

start=$(date +%s%N)
build "$tmp/b0.log"
end=$(date +%s%N)
first_ms=$(compile_ms "$tmp/b0.log")
echo "first build: $(((end - start) / 1000000)) ms in all; calc's build script reports compile ${first_ms:-?} ms"
gen=$(generated)
[ -n "$gen" ] || { echo "no generated calc.rs under $scratch_target" >&2; exit 1; }

build "$tmp/b1.log"
ran=$(scripts_run "$tmp/b1.log"); comp=$(crates_compiled "$tmp/b1.log")
if [ -z "$ran" ] && [ -z "$comp" ]; then
  result "PASS  no change: nothing reruns ($(fresh_count "$tmp/b1.log") units Fresh)"
else
  result "FAIL  no change: build scripts run: [${ran}], crates compiled: [${comp}]"
fi

# (a1) touch: same bytes, newer mtime.
sleep 1
touch "$ws/calc/src/calc.td"
build "$tmp/b2.log"
ran=$(scripts_run "$tmp/b2.log"); comp=$(crates_compiled "$tmp/b2.log")
if [ "$ran" = calc ]; then
  result "PASS  (a) touch spec: build scripts run: [${ran}]; crates compiled: [${comp}]; $(fresh_count "$tmp/b2.log") units Fresh"
else
  result "FAIL  (a) touch spec: build scripts run: [${ran}] (want [calc]); crates compiled: [${comp}]"
fi

# (a2) an edit that changes the output: a summary.
sleep 1
sed -i 's/let summary = "integer addition";/let summary = "integer addition, wrapping";/' "$ws/calc/src/calc.td"
before=$(mtime "$gen")
edit_start=$(date +%s%N)
build "$tmp/b3.log"
edit_end=$(date +%s%N)
after=$(mtime "$gen")
echo "whole cargo build of calc and calc-user after the spec edit: $(((edit_end - edit_start) / 1000000)) ms"
ran=$(scripts_run "$tmp/b3.log"); comp=$(crates_compiled "$tmp/b3.log")
edit_ms=$(compile_ms "$tmp/b3.log")
changed=no; [ "$before" != "$after" ] && changed=yes
if [ "$ran" = calc ] && [ "$changed" = yes ] && [ "$comp" = "calc calc_user" ]; then
  result "PASS  (a) edit spec (new summary): build scripts run: [${ran}]; calc.rs rewritten: ${changed}; crates compiled: [${comp}]; compile ${edit_ms:-?} ms"
else
  result "FAIL  (a) edit spec (new summary): build scripts run: [${ran}] (want [calc]); calc.rs rewritten: ${changed}; crates compiled: [${comp}] (want [calc calc_user])"
fi

# (b) an edit that leaves the output unchanged: a comment.
sleep 1
printf '\n// A comment: the generated code does not change.\n' >>"$ws/calc/src/calc.td"
before=$(mtime "$gen")
build "$tmp/b4.log"
after=$(mtime "$gen")
ran=$(scripts_run "$tmp/b4.log"); comp=$(crates_compiled "$tmp/b4.log")
changed=no; [ "$before" != "$after" ] && changed=yes
case " $comp " in *" calc_user "*) user=recompiled ;; *) user=fresh ;; esac
case " $comp " in *" calc "*) own=recompiled ;; *) own=fresh ;; esac
if [ "$ran" = calc ] && [ "$changed" = no ]; then
  result "PASS  (b) comment in spec: build scripts run: [${ran}]; calc.rs rewritten: ${changed}"
else
  result "FAIL  (b) comment in spec: build scripts run: [${ran}] (want [calc]); calc.rs rewritten: ${changed} (want no)"
fi
if [ "$user" = fresh ]; then
  result "PASS  (b) comment in spec: calc-user fresh; calc itself ${own}"
else
  result "FAIL  (b) comment in spec: calc-user ${user} (want fresh), calc itself ${own}; cargo's reason for calc: $(why_dirty "$tmp/b4.log" calc), i.e. its build-script run is stale, decided before the script runs"
fi

# ---------------------------------------------------------------------------------------
# Summary
# ---------------------------------------------------------------------------------------

echo
echo "== summary (medians of $runs runs; spec: ods-build/benches/specs/arith_like.td)"
printf '%-26s %12s %12s\n' "" "dev (opt 0)" "release"
for k in generate compile_fresh compile_unchanged; do
  printf '%-26s %9s ms %9s ms\n' "$k" "$(ms "$k" "$tmp/dev.txt")" "$(ms "$k" "$tmp/release.txt")"
done
dev=$(ms compile_fresh "$tmp/dev.txt"); rel=$(ms compile_fresh "$tmp/release.txt")
echo "$(verdict "$dev" 1000)  compile, dev profile: $dev ms (target < 1000 ms)"
echo "$(verdict "$rel" 250)  compile, release:     $rel ms (target < 250 ms)"
echo "      compile inside a real dev-profile build script (one run each):" \
  "first build ${first_ms:-?} ms, after an edit ${edit_ms:-?} ms"
for r in "${results[@]}"; do echo "$r"; done
