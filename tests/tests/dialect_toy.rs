//! The Toy tutorial (`dialects/toy`): its example programs through `toyc`, and its IR
//! through mlir-opt.
//!
//! 1. Each example program of `dialects/toy/examples/` goes through the stage the tutorial
//!    shows it at (the chapter 1 AST dump, chapter 2's IR, chapter 3's canonicalization,
//!    chapter 4's `-opt` pipeline of inlining, canonicalization, shape inference and CSE,
//!    chapter 7's struct program as an AST, as IR and through `-opt`), and the output must
//!    be the file of `dialects/toy/tests/expected/`. Those files hold the results the
//!    tutorial prints (mlir.llvm.org/docs/Tutorials/Toy, LLVM 22), written after its pages
//!    (chapters 4 and 7's results compared with the tutorial's text; the others not run
//!    through the tutorial's own `toyc`), with the tutorial's file name in the AST dumps'
//!    positions. Chapter 7's page shows no AST dump: that one follows the tutorial's
//!    `struct-ast.toy` test and its dumper's code (`AST.cpp`), indented as chapter 1's page
//!    indents. Two differences are deliberate: our generator makes every function but
//!    `main` private, as the tutorial's does from chapter 4 on, so chapters 2 and 7's
//!    `multiply_transpose` print `private`; and the page spreads chapter 7's
//!    `toy.struct_constant` over several lines, which its format prints on one.
//! 2. The generic form of every program at every stage (with and without locations) must be
//!    byte-identical to what `mlir-opt --allow-unregistered-dialect --mlir-print-op-generic`
//!    prints for it (mlir-opt has no toy dialect, so it reads our generic form back).
//! 3. Every file of `tests/mlir/toy-invalid/` must pass `ods-opt --verify-diagnostics`: the
//!    verifiers report the errors its `expected-error` lines (the tutorial's messages) name.

use std::path::{Path, PathBuf};
use std::process::Command;

use ods_dialect_toy::driver::{Emit, Options, compile};

/// One example at one stage: the example, how `toyc` runs, the expected file.
struct Case {
    example: &'static str,
    emit: Emit,
    opt: bool,
    expected: &'static str,
    /// The file name the output shows (the tutorial's for the AST dump).
    shown_as: Option<&'static str>,
}

const CASES: [Case; 9] = [
    Case {
        example: "ast.toy",
        emit: Emit::Ast,
        opt: false,
        expected: "ch1_ast.txt",
        shown_as: Some("test/Examples/Toy/Ch1/ast.toy"),
    },
    Case {
        example: "codegen.toy",
        emit: Emit::Mlir,
        opt: false,
        expected: "ch2_codegen.mlir",
        shown_as: None,
    },
    Case {
        example: "transpose_transpose.mlir",
        emit: Emit::Mlir,
        opt: true,
        expected: "ch3_transpose_transpose.mlir",
        shown_as: None,
    },
    Case {
        example: "trivial_reshape.toy",
        emit: Emit::Mlir,
        opt: false,
        expected: "ch3_trivial_reshape.mlir",
        shown_as: None,
    },
    Case {
        example: "trivial_reshape.toy",
        emit: Emit::Mlir,
        opt: true,
        expected: "ch3_trivial_reshape_opt.mlir",
        shown_as: None,
    },
    Case {
        example: "codegen_opt.toy",
        emit: Emit::Mlir,
        opt: true,
        expected: "ch4_codegen_opt.mlir",
        shown_as: None,
    },
    Case {
        example: "struct.toy",
        emit: Emit::Ast,
        opt: false,
        expected: "ch7_struct_ast.txt",
        shown_as: Some("test/Examples/Toy/Ch7/struct-ast.toy"),
    },
    Case {
        example: "struct.toy",
        emit: Emit::Mlir,
        opt: false,
        expected: "ch7_struct.mlir",
        shown_as: None,
    },
    Case {
        example: "struct.toy",
        emit: Emit::Mlir,
        opt: true,
        expected: "ch7_struct_opt.mlir",
        shown_as: None,
    },
];

fn toy_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../dialects/toy")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn options(case: &Case, file: &str) -> Options {
    Options {
        input: case.shown_as.unwrap_or(file).to_string(),
        emit: case.emit,
        opt: case.opt,
        mlir_input: file.ends_with(".mlir"),
        ..Options::default()
    }
}

fn run(src: &str, opts: &Options) -> String {
    compile(src, opts).unwrap_or_else(|diags| {
        let text: String = diags.iter().map(|d| d.to_string()).collect();
        panic!("{}: {text}", opts.input)
    })
}

#[test]
fn tutorial_examples_print_what_the_tutorial_shows() {
    let dir = toy_dir();
    let mut same = 0;
    let mut failures = Vec::new();
    for case in &CASES {
        let src = read(&dir.join("examples").join(case.example));
        let ours = run(&src, &options(case, case.example));
        let expected = read(&dir.join("tests/expected").join(case.expected));
        if ours.trim_end() == expected.trim_end() {
            same += 1;
        } else {
            failures.push(format!(
                "{} ({}):\n{}",
                case.example,
                case.expected,
                ods_tests::opt_compare::first_difference(&ours, &expected)
            ));
        }
    }
    ods_tests::report::headline(format_args!(
        "toy tutorial: {same}/{} as the tutorial shows (chapters 1-4 and 7: AST, IR, \
         canonicalization, -opt, structs; checked against the tutorial's printed results)",
        CASES.len()
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Toy's pipeline on the pass manager from outside: each `-opt` case's unoptimized IR, run
/// through `ods-opt --pass-pipeline` with Toy's registered `toy-shape-inference` pass and the
/// standard passes, prints what `toyc -opt` prints.
#[test]
fn toy_pipeline_as_a_textual_pipeline_matches_toyc() {
    let dir = toy_dir();
    let pipeline = "--pass-pipeline=builtin.module(inline,toy.func(canonicalize,\
                    toy-shape-inference,canonicalize,cse))";
    let mut same = 0;
    let cases: Vec<&Case> = CASES
        .iter()
        .filter(|c| c.opt && c.emit == Emit::Mlir)
        .collect();
    for case in &cases {
        let src = read(&dir.join("examples").join(case.example));
        let optimized = run(&src, &options(case, case.example));
        let plain = run(
            &src,
            &Options {
                opt: false,
                ..options(case, case.example)
            },
        );
        let args = vec![pipeline.to_string(), "-".to_string()];
        let out = ods_opt::run(&args, plain.as_bytes());
        assert_eq!(out.code, 0, "{}: {}", case.example, out.stderr);
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            optimized,
            "{}: ods-opt's pipeline and toyc -opt differ",
            case.example
        );
        same += 1;
    }
    ods_tests::report::headline(format_args!(
        "toy pipeline through ods-opt: {same}/{} identical with toyc -opt",
        cases.len()
    ));
    assert!(same >= 2, "at least two -opt cases");
}

#[test]
fn generic_form_matches_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "dialect_toy") else {
        return;
    };
    let dir = toy_dir();
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("toy-generic");
    std::fs::create_dir_all(&scratch).expect("scratch dir");
    let (mut identical, mut runs) = (0, 0);
    let mut failures = Vec::new();
    for case in CASES.iter().filter(|c| c.emit == Emit::Mlir) {
        let src = read(&dir.join("examples").join(case.example));
        for debug_info in [false, true] {
            let mut opts = options(case, case.example);
            opts.generic = true;
            opts.debug_info = debug_info;
            let ours = run(&src, &opts);
            let input = scratch.join(format!("{}-{runs}.mlir", case.expected));
            std::fs::write(&input, &ours).expect("write input");
            let mut cmd = Command::new(&mlir_opt);
            cmd.args(["--allow-unregistered-dialect", "--mlir-print-op-generic"]);
            if debug_info {
                cmd.arg("--mlir-print-debuginfo");
            }
            let out = cmd.arg(&input).output().expect("run mlir-opt");
            let theirs = String::from_utf8_lossy(&out.stdout);
            runs += 1;
            if out.status.success() && theirs == ours {
                identical += 1;
            } else {
                failures.push(format!(
                    "{} (debuginfo {debug_info}): {}\n{}",
                    case.example,
                    String::from_utf8_lossy(&out.stderr),
                    ods_tests::opt_compare::first_difference(&ours, &theirs)
                ));
            }
        }
    }
    ods_tests::report::headline(format_args!(
        "toy generic form: {identical}/{runs} identical vs mlir-opt (each program at each \
         stage of the tutorial, with and without locations)"
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn verifier_errors_pass_verify_diagnostics() {
    let files = ods_tests::opt_compare::mlir_corpus("mlir/toy-invalid");
    assert!(files.len() >= 10, "one file per verifier error");
    let mut passed = 0;
    let mut failures = Vec::new();
    for path in &files {
        let args = vec![
            "--verify-diagnostics".to_string(),
            path.display().to_string(),
        ];
        let out = ods_opt::run(&args, b"");
        // Without the flag the same file must fail: the expectations name a real error.
        let plain = ods_opt::run(&[path.display().to_string()], b"");
        if out.code == 0 && plain.code != 0 {
            passed += 1;
        } else {
            failures.push(format!("{}: {}", path.display(), out.stderr));
        }
    }
    ods_tests::report::headline(format_args!(
        "toy verifiers: {passed}/{} invalid files pass --verify-diagnostics (checked against \
         their expected-error lines)",
        files.len()
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every prefix of every example (a cheap stand-in for malformed input) goes through `toyc`
/// with `-emit=ast`, `-emit=mlir` and `-opt`: it prints or gives diagnostics; nothing panics.
#[test]
fn truncated_toy_inputs_never_panic() {
    let mut runs = 0;
    for entry in std::fs::read_dir(toy_dir().join("examples")).expect("examples") {
        let path = entry.expect("entry").path();
        let name = path.display().to_string();
        let src = read(&path);
        for end in (0..=src.len()).filter(|&i| src.is_char_boundary(i)) {
            for (emit, opt) in [(Emit::Ast, false), (Emit::Mlir, false), (Emit::Mlir, true)] {
                let opts = Options {
                    input: name.clone(),
                    emit,
                    opt,
                    mlir_input: name.ends_with(".mlir"),
                    ..Options::default()
                };
                let _ = compile(&src[..end], &opts);
                runs += 1;
            }
        }
    }
    ods_tests::report::headline(format_args!(
        "toy robustness: {runs} truncated inputs, no panic"
    ));
}
