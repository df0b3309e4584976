//! `ParallelCombiningOpInterface` under `scf.forall`: the odstest dialect's
//! `odstest.parallel_insert` (upstream's `tensor.parallel_insert_slice` without the offsets,
//! sizes and strides) implements it, so `scf.forall.in_parallel` accepts it, checks that it
//! updates a shared output, and `--canonicalize` keeps the outputs it updates and drops the
//! others. Each case is upstream IR under `tests/mlir/parallel_combining/` with the
//! `tensor` ops written as `odstest.parallel_insert`; expected errors and the canonicalized
//! module are mlir-opt's on the upstream file (the insert written back the same way).

use ods_runtime::Context;

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// Our test dialect (`odstest`) beside the dialects ods-opt bundles.
fn register(ctx: &mut Context) {
    ods_dialect_test::odstest::register(ctx);
    ods_opt::register_bundled(ctx);
}

/// The path of the upstream file `name`.
fn upstream_path(name: &str) -> String {
    format!(
        "{}/mlir/parallel_combining/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The upstream file `name`.
fn upstream(name: &str) -> String {
    let path = upstream_path(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `tensor.parallel_insert_slice %a into %b[...] [...] [...]` as
/// `odstest.parallel_insert %a into %b`; `tensor.insert_slice` likewise as
/// `u.insert_into`, an unregistered op that combines nothing.
fn to_test_ops(text: &str) -> String {
    text.lines()
        .map(|line| {
            for (tensor_op, test_op) in [
                ("tensor.parallel_insert_slice ", "odstest.parallel_insert "),
                ("tensor.insert_slice ", "\"u.insert_into\""),
            ] {
                let Some(at) = line.find(tensor_op) else {
                    continue;
                };
                let rest = &line[at + tensor_op.len()..];
                let words: Vec<&str> = rest.split_whitespace().collect();
                let (source, dest) = (words[0], words[2].split('[').next().unwrap());
                let types = &rest[rest.find(" : ").unwrap()..];
                return if test_op.starts_with('"') {
                    let (from, to) = types[3..].split_once(" into ").unwrap();
                    format!(
                        "{}%ins = {test_op}({source}, {dest}) : ({from}, {to}) -> {to}",
                        &line[..at]
                    )
                } else {
                    format!("{}{test_op}{source} into {dest}{types}", &line[..at])
                };
            }
            line.to_string()
        })
        .map(|l| l + "\n")
        .collect()
}

/// What ods-opt prints for `src` with `args`: standard output, or the standard error.
fn ods_opt(args: &[&str], src: &str) -> Result<String, String> {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let out = ods_opt::run_with(&args, src.as_bytes(), register);
    if out.code == 0 {
        Ok(String::from_utf8(out.stdout).unwrap())
    } else {
        Err(out.stderr)
    }
}

/// mlir-opt's output on the upstream file `name` with `args` (standard output, or the
/// standard error), `None` when mlir-opt is not installed.
fn mlir_opt(args: &[&str], name: &str) -> Option<Result<String, String>> {
    if !std::path::Path::new(MLIR_OPT).exists() {
        assert!(
            !ods_tests::reference_required(),
            "{MLIR_OPT} is required (ODS_REQUIRE_REFERENCE=1)"
        );
        return None;
    }
    let out = std::process::Command::new(MLIR_OPT)
        .args(args)
        .arg(upstream_path(name))
        .output()
        .unwrap();
    Some(if out.status.success() {
        Ok(String::from_utf8(out.stdout).unwrap())
    } else {
        Err(String::from_utf8(out.stderr).unwrap())
    })
}

/// The message of the first error of a tool's standard error, after the op name.
fn first_error(stderr: &str) -> (usize, String) {
    let line = stderr
        .lines()
        .find(|l| l.contains(" error: "))
        .unwrap_or_else(|| panic!("no error in:\n{stderr}"));
    let (position, message) = line.split_once(" error: ").unwrap();
    let row = position.rsplit(':').nth(1).unwrap().parse().unwrap();
    let message = message.split_once(" op ").map_or(message, |(_, m)| m);
    (row, message.to_string())
}

#[test]
fn combining_ops_are_verified_as_mlir_opt_verifies_them() {
    let mut identical = 0;
    let cases = ["not-an-output.mlir", "not-combining.mlir"];
    for name in cases {
        let ours = ods_opt(
            &["--allow-unregistered-dialect"],
            &to_test_ops(&upstream(name)),
        )
        .expect_err(name);
        let ours = first_error(&ours);
        let Some(reference) = mlir_opt(&[], name) else {
            continue;
        };
        let reference = first_error(&reference.expect_err(name));
        assert_eq!(ours, reference, "{name}");
        identical += 1;
    }
    ods_tests::report::headline(format_args!(
        "parallel combining verification vs mlir-opt: {identical}/{} identical errors (line and message)",
        cases.len()
    ));
}

#[test]
fn canonicalize_keeps_the_outputs_combining_ops_update() {
    let name = "unused-output.mlir";
    let src = to_test_ops(&upstream(name));
    let ours = ods_opt(&["--canonicalize"], &src).unwrap();
    assert!(
        ours.contains("shared_outs(%arg4 = %arg0) -> (tensor<4xf32>)")
            && ours.contains("odstest.parallel_insert %arg2 into %arg4"),
        "{ours}"
    );
    let Some(reference) = mlir_opt(&["--canonicalize"], name) else {
        return;
    };
    assert_eq!(
        ours,
        to_test_ops(&reference.unwrap()),
        "canonicalized {name}"
    );
    ods_tests::report::headline(format_args!(
        "parallel combining canonicalization vs mlir-opt: 1/1 identical"
    ));
    // Verified as valid first, and printed back as parsed.
    let parsed = ods_opt(&[], &src).unwrap();
    assert!(
        parsed.contains(
            "odstest.parallel_insert %arg2 into %arg4 : tensor<1xf32> into tensor<4xf32>"
        )
    );
}
