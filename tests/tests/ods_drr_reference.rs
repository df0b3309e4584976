//! Conformance of the DRR patterns with `mlir-tblgen --gen-rewriters`: for the golden
//! `tests/ods/ok/patterns.td` (over the embedded library, which the reference tool reads as
//! plain TableGen), every pattern has the root op and benefit the reference computes,
//! `populate_with_generated` adds the patterns in the reference's order, and the ops a
//! rewrite creates get a location fused from as many matched ops as the reference's.

use std::path::Path;
use std::process::Command;

use ods_tests::{reference_tool_or_skip, workspace_root, write_embedded_library};

const SPEC: &str = "tests/ods/ok/patterns.td";

/// `(struct name, root, benefit)` per pattern and the `patterns.add` order of the
/// reference's C++.
fn reference(cpp: &str) -> (Vec<(String, String, u16)>, Vec<String>) {
    let mut patterns = Vec::new();
    let mut current = None;
    let mut order = Vec::new();
    for line in cpp.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("struct ")
            && let Some((name, _)) = rest.split_once(" : public ::mlir::RewritePattern")
        {
            current = Some(name.to_string());
        }
        if let Some(rest) = line.strip_prefix(": ::mlir::RewritePattern(\"")
            && let Some(name) = current.take()
        {
            let (root, rest) = rest.split_once('"').expect("root");
            let benefit = rest
                .trim_start_matches(", ")
                .split(',')
                .next()
                .and_then(|b| b.trim().parse().ok())
                .expect("benefit");
            patterns.push((name, root.to_string(), benefit));
        }
        if let Some(rest) = line.strip_prefix("patterns.add<")
            && let Some((name, _)) = rest.split_once('>')
        {
            order.push(name.to_string());
        }
    }
    (patterns, order)
}

/// `spec` through `mlir-tblgen --gen-rewriters` (over the embedded library, with the
/// spec's folder as an include directory): its C++, and `(struct name, root, benefit)` per
/// pattern as the reference and as ods-build give them, each sorted.
#[allow(clippy::type_complexity)]
fn roots_and_benefits(
    tblgen: &Path,
    spec: &str,
) -> (
    String,
    Vec<(String, String, u16)>,
    Vec<(String, String, u16)>,
) {
    let root = workspace_root();
    // One library per spec: the tests run at once in one process.
    let stem = Path::new(spec)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("drr");
    let lib = write_embedded_library(&format!("drr-library-{stem}"));
    let dir = Path::new(spec).parent().expect("the spec's folder");
    let out = Command::new(tblgen)
        .current_dir(&root)
        .arg("--gen-rewriters")
        .arg("-I")
        .arg(&lib)
        .arg("-I")
        .arg(dir)
        .arg(spec)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&lib).ok();
    assert!(
        out.status.success(),
        "mlir-tblgen failed on {spec}:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let cpp = String::from_utf8(out.stdout).unwrap();
    let (mut want, _) = reference(&cpp);
    let (loaded, _) = ods_build::Config::new()
        .root(&root)
        .load(Path::new(spec))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut got: Vec<(String, String, u16)> = loaded
        .patterns
        .iter()
        .map(|p| (p.name.clone(), p.source.op.clone(), p.benefit))
        .collect();
    want.sort();
    got.sort();
    (cpp, want, got)
}

#[test]
fn roots_benefits_and_order_match_mlir_tblgen() {
    let Some(tblgen) =
        reference_tool_or_skip("mlir-tblgen", "roots_benefits_and_order_match_mlir_tblgen")
    else {
        return;
    };
    let root = workspace_root();
    let (reference_cpp, want, got) = roots_and_benefits(&tblgen, SPEC);
    let (_, want_order) = reference(&reference_cpp);
    assert!(want.len() >= 10, "the reference gave {want:?}");
    let same = want.iter().filter(|w| got.contains(w)).count();
    ods_tests::report::headline(format_args!(
        "DRR: {same}/{} patterns with mlir-tblgen's root op and benefit",
        want.len()
    ));
    assert_eq!(got, want, "roots and benefits differ from mlir-tblgen's");

    let generated = ods_build::Config::new()
        .root(&root)
        .generate(&[SPEC])
        .unwrap_or_else(|e| panic!("{e}"));
    let rs = &generated.files[0].contents;
    let got_order: Vec<String> = rs
        .lines()
        .filter_map(|l| l.trim().strip_prefix("patterns.add(")?.strip_suffix(");"))
        .map(str::to_string)
        .collect();
    ods_tests::report::headline(format_args!(
        "DRR: populate order {} mlir-tblgen's",
        if got_order == want_order {
            "identical to"
        } else {
            "differs from"
        }
    ));
    assert_eq!(got_order, want_order, "populate_with_generated order");

    // The location of the ops a rewrite creates fuses as many matched ops' locations as
    // mlir-tblgen's `odsLoc` does (their order is compared against mlir-opt on the arith
    // dialect, in `tests/mlir/drr_fused_locations.mlir`).
    let want_fused = fused_counts(
        &reference_cpp,
        ("struct ", " : public"),
        ("getFusedLoc(", "})"),
        "tblgen_ops[",
    );
    let got_fused = fused_counts(
        rs,
        ("pub struct ", ";"),
        ("Location::fused(", "]"),
        ").loc()",
    );
    assert!(!got_fused.is_empty(), "no generated pattern creates an op");
    let agree = got_fused
        .iter()
        .filter(|(name, n)| want_fused.iter().any(|(w, m)| w == name && m == n))
        .count();
    ods_tests::report::headline(format_args!(
        "DRR: {agree}/{} fused locations of mlir-tblgen's length",
        got_fused.len()
    ));
    assert_eq!(
        agree,
        got_fused.len(),
        "ours {got_fused:?}, mlir-tblgen's {want_fused:?}"
    );
}

/// `(pattern, n)` for each pattern struct of `text` (a line starting with `open` and the
/// name ending at `name_end`) whose fused location (from `call` to `call_end`) names `n`
/// locations (occurrences of `item`).
fn fused_counts(
    text: &str,
    (open, name_end): (&str, &str),
    (call, call_end): (&str, &str),
    item: &str,
) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    let mut rest = text;
    while let Some(at) = rest.find(call) {
        // The last struct opened before the call names the pattern.
        for line in rest[..at].lines().map(str::trim) {
            if let Some(r) = line.strip_prefix(open)
                && let Some((name, _)) = r.split_once(name_end)
            {
                current = Some(name.trim().to_string());
            }
        }
        let after = &rest[at..];
        let end = after.find(call_end).unwrap_or(after.len());
        if let Some(name) = current.take() {
            out.push((name, after[..end].matches(item).count()));
        }
        rest = &after[end..];
    }
    out
}

/// Applies the patterns `populate` adds (over the dialect `register` registers) with the
/// greedy driver to each `// -----` chunk of `input`, and runs each chunk through
/// `mlir-opt --allow-unregistered-dialect --test-greedy-patterns` (plus `--mlir-print-debuginfo`
/// when `debug_info`): upstream's `mlir-opt` applies the same patterns, generated from
/// upstream's spec by `mlir-tblgen`, in its test dialect. Returns how many chunks print
/// byte for byte alike, of how many, and the differences.
fn compare_with_test_greedy_patterns(
    mlir_opt: &Path,
    input: &str,
    debug_info: bool,
    register: fn(&mut ods_runtime::Context),
    populate: fn(&mut ods_runtime::rewrite::RewritePatternSet),
) -> (usize, usize, Vec<String>) {
    use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
    use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
    use ods_runtime::greedy::{GreedyConfig, apply_patterns_greedily};
    use ods_runtime::rewrite::RewritePatternSet;
    use std::io::Write as _;
    use std::process::Stdio;

    let text = std::fs::read_to_string(workspace_root().join(input)).expect("read the input");
    let chunks: Vec<&str> = text.split("\n// -----\n").collect();
    let mut same = 0;
    let mut misses = Vec::new();
    for (i, chunk) in chunks.iter().enumerate() {
        let mut args = vec!["--allow-unregistered-dialect", "--test-greedy-patterns"];
        if debug_info {
            args.push("--mlir-print-debuginfo");
        }
        let mut child = Command::new(mlir_opt)
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run mlir-opt");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(chunk.as_bytes())
            .expect("feed mlir-opt");
        let out = child.wait_with_output().expect("mlir-opt output");
        assert!(
            out.status.success(),
            "mlir-opt rejects chunk {i} of {input}:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let want = String::from_utf8(out.stdout).expect("utf-8");

        let mut ctx = ods_runtime::Context::new();
        register(&mut ctx);
        ctx.set_allow_unregistered_dialects(true);
        let wrapper = parse_source(&mut ctx, chunk, "<stdin>").expect("parses");
        ods_runtime::verify::verify(&ctx, wrapper).expect("verifies");
        let top = unwrap_single_module(&mut ctx, wrapper);
        let mut set = RewritePatternSet::new();
        populate(&mut set);
        let result = apply_patterns_greedily(&mut ctx, top, &set, &GreedyConfig::default());
        assert!(result.converged, "chunk {i} of {input} did not converge");
        ods_runtime::verify::verify(&ctx, top).expect("still verifies");
        let options = PrintOptions {
            debug_info,
            ..PrintOptions::default()
        };
        let got = print_top_level(&mut ctx, top, options);
        if got == want {
            same += 1;
        } else {
            misses.push(format!("chunk {i}:\n--- mlir-opt\n{want}--- ours\n{got}"));
        }
    }
    (same, chunks.len(), misses)
}

/// Upstream's DRR patterns over ops with variadic and optional operands and results
/// (`tests/ods/ok/drr_variadic.td`, copied from upstream's test dialect) on each chunk of
/// `tests/ods/ok/drr_variadic.mlir`, and upstream's `location` patterns
/// (`tests/ods/ok/drr_locations.td`) on each chunk of `tests/ods/ok/drr_locations.mlir`
/// with the locations printed, as `mlir-opt --test-greedy-patterns` rewrites them; and
/// each pattern's root and benefit as `mlir-tblgen --gen-rewriters` gives them.
#[test]
fn upstream_test_patterns_rewrite_as_mlir_opt_does() {
    use ods_dialect_test::goldens::{drr_locations_td, drr_variadic_td};

    let Some(mlir_opt) = reference_tool_or_skip(
        "mlir-opt",
        "upstream_test_patterns_rewrite_as_mlir_opt_does",
    ) else {
        return;
    };
    if let Some(tblgen) = ods_tests::reference_tool("mlir-tblgen") {
        for spec in [
            "tests/ods/ok/drr_variadic.td",
            "tests/ods/ok/drr_locations.td",
        ] {
            let (_, want, got) = roots_and_benefits(&tblgen, spec);
            ods_tests::report::headline(format_args!(
                "DRR {spec}: {}/{} patterns with mlir-tblgen's root op and benefit",
                want.iter().filter(|w| got.contains(w)).count(),
                want.len()
            ));
            assert_eq!(got, want, "roots and benefits differ from mlir-tblgen's");
        }
    }
    let mut all_misses = Vec::new();
    for (input, debug_info, register, populate) in [
        (
            "tests/ods/ok/drr_variadic.mlir",
            false,
            drr_variadic_td::test::register as fn(&mut ods_runtime::Context),
            drr_variadic_td::populate_with_generated
                as fn(&mut ods_runtime::rewrite::RewritePatternSet),
        ),
        (
            "tests/ods/ok/drr_locations.mlir",
            true,
            drr_locations_td::test::register,
            drr_locations_td::populate_with_generated,
        ),
    ] {
        let (same, total, misses) =
            compare_with_test_greedy_patterns(&mlir_opt, input, debug_info, register, populate);
        ods_tests::report::headline(format_args!(
            "DRR {input}: {same}/{total} chunks rewritten and printed as mlir-opt --test-greedy-patterns does"
        ));
        all_misses.extend(misses);
    }
    assert!(all_misses.is_empty(), "{}", all_misses.join("\n"));
}
