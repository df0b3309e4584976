//! A `custom` directive's hooks are typed by the generated hooks trait: a dialect crate
//! whose hook takes the wrong type does not compile, and the compiler points at the
//! user's hook, not at generated code.
//!
//! A scratch workspace outside this one holds three crates built by ods-build from one
//! spec, an op whose format is `custom<Targets>($targets)` over a variadic operand:
//! - `good` implements `parse_targets` with `&mut Vec<UnresolvedOperand>` and
//!   `print_targets` with `&[Value]`, as the trait says; it must check cleanly;
//! - `bad-parse` takes `&mut Option<UnresolvedOperand>` (one operand, where the directive
//!   fills a variadic group) in `parse_targets`;
//! - `bad-print` takes one `Value` in `print_targets`.
//!
//! Each bad crate must fail `cargo check` with E0053 (a method whose type differs from the
//! trait's) on its own `src/lib.rs`, and no build script or compiler may panic. The test
//! prints how many of the three crates behave so.

use std::path::{Path, PathBuf};
use std::process::Command;

const SPEC: &str = r#"include "mlir/IR/OpBase.td"

def Hk_Dialect : Dialect {
  let name = "hk";
  let cppNamespace = "::hk";
}

def Hk_BranchOp : Op<Hk_Dialect, "branch"> {
  let summary = "Branches to its targets.";
  let arguments = (ins Variadic<AnyType>:$targets);
  let assemblyFormat = "custom<Targets>($targets) `:` type($targets) attr-dict";
}
"#;

/// The hooks of a crate: `parse` is `parse_targets`'s parameter type and body, `print`
/// `print_targets`'s.
fn lib_rs(parse: (&str, &str), print: (&str, &str)) -> String {
    format!(
        r#"//! A dialect whose op's format has a `custom` directive, with its hooks.
include!(concat!(env!("OUT_DIR"), "/Hk.rs"));

mod hooks {{
    #[allow(unused_imports)]
    use ods_runtime::asm::op_parser::{{OpParser, UnresolvedOperand}};
    use ods_runtime::asm::op_printer::OpPrinter;
    use ods_runtime::asm::parser::PResult;
    #[allow(unused_imports)]
    use ods_runtime::ir::Value;

    impl crate::hk::BranchOpHooks for crate::hk::BranchOp {{
        fn parse_targets(parser: &mut OpParser<'_>, targets: {}) -> PResult<()> {{
            {}
            Ok(())
        }}

        fn print_targets(self, printer: &mut OpPrinter<'_>, targets: {}) {{
            {}
        }}
    }}
}}
"#,
        parse.0, parse.1, print.0, print.1
    )
}

const GOOD_PARSE: (&str, &str) = (
    "&mut Vec<UnresolvedOperand>",
    "targets.extend(parser.parse_operand_list()?);",
);
const GOOD_PRINT: (&str, &str) = (
    "&[Value]",
    "for (i, v) in targets.iter().enumerate() {
                if i > 0 {
                    printer.write(\", \");
                }
                printer.print_value(*v);
            }",
);
const BAD_PARSE: (&str, &str) = (
    "&mut Option<UnresolvedOperand>",
    "*targets = Some(parser.parse_ssa_use(true)?);",
);
const BAD_PRINT: (&str, &str) = ("Value", "printer.print_value(targets);");

/// Writes crate `name` of the scratch workspace `root` with hooks `lib`.
fn write_crate(root: &Path, name: &str, lib: &str) {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ has a parent")
        .to_path_buf();
    let dir = root.join(name);
    std::fs::create_dir_all(dir.join("src")).expect("crate dir");
    std::fs::write(
        dir.join("Cargo.toml"),
        format!(
            "[package]\nname = \"hk-{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\npublish = false\n\n\
             [dependencies]\nods-runtime = {{ path = {:?} }}\n\n\
             [build-dependencies]\nods-build = {{ path = {:?} }}\n",
            repo.join("ods-runtime").display().to_string(),
            repo.join("ods-build").display().to_string(),
        ),
    )
    .expect("manifest");
    std::fs::write(dir.join("src/Hk.td"), SPEC).expect("spec");
    std::fs::write(
        dir.join("build.rs"),
        "fn main() {\n    ods_build::compile(\"src/Hk.td\");\n}\n",
    )
    .expect("build.rs");
    std::fs::write(dir.join("src/lib.rs"), lib).expect("lib.rs");
}

/// `cargo check` of crate `name`: whether it passed, and its stderr.
fn check(root: &Path, name: &str) -> (bool, String) {
    let output = Command::new(env!("CARGO"))
        .args(["check", "--quiet", "-p", &format!("hk-{name}")])
        .current_dir(root)
        .env("CARGO_TARGET_DIR", root.join("target"))
        .output()
        .expect("cargo runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_wrongly_typed_custom_hook_is_a_compile_error_in_the_users_crate() {
    let root: PathBuf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ods-hook-types");
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("scratch dir");
    std::fs::write(
        root.join("Cargo.toml"),
        "[workspace]\nresolver = \"2\"\nmembers = [\"good\", \"bad-parse\", \"bad-print\"]\n",
    )
    .expect("workspace manifest");
    write_crate(&root, "good", &lib_rs(GOOD_PARSE, GOOD_PRINT));
    write_crate(&root, "bad-parse", &lib_rs(BAD_PARSE, GOOD_PRINT));
    write_crate(&root, "bad-print", &lib_rs(GOOD_PARSE, BAD_PRINT));

    let mut behaved = 0;
    let (ok, stderr) = check(&root, "good");
    assert!(ok, "the crate with the trait's hook types fails:\n{stderr}");
    behaved += 1;
    for (name, hook) in [
        ("bad-parse", "parse_targets"),
        ("bad-print", "print_targets"),
    ] {
        let (ok, stderr) = check(&root, name);
        assert!(!ok, "`{name}` compiles with a wrongly typed `{hook}`");
        assert!(
            !stderr.contains("panicked"),
            "checking `{name}` panicked:\n{stderr}"
        );
        // rustc's `error[E0053]: method `parse_targets` has an incompatible type for trait`,
        // at the user's hook.
        let at_hook = stderr
            .lines()
            .any(|l| l.contains("E0053") && l.contains(hook))
            && stderr.contains(&format!("{name}/src/lib.rs"));
        assert!(
            at_hook,
            "`{name}` does not fail with E0053 on its `{hook}`:\n{stderr}"
        );
        behaved += 1;
    }
    ods_tests::report::headline(format_args!(
        "hook types: {behaved}/3 crates as expected (the trait's hook types check; a wrongly \
         typed parse or print hook of a `custom` directive is error E0053 at the user's hook)"
    ));
}
