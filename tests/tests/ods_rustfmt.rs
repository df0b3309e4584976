//! Generated Rust is rustfmt-clean without running rustfmt: ods-build lays its code out the
//! way rustfmt would, so `rustfmt --check` must accept every golden, the test dialect, the
//! arithmetic-sized benchmark spec, and a sweep of specs whose names grow one character at
//! a time (each width threshold rustfmt applies is crossed somewhere in the sweep). Skips
//! visibly when rustfmt is not installed.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use ods_tests::ods_goldens::RUST;
use ods_tests::workspace_root;

fn have_rustfmt() -> bool {
    if Command::new("rustfmt").arg("--version").output().is_err() {
        eprintln!("SKIPPED: rustfmt is not installed");
        return false;
    }
    true
}

/// How rustfmt would change `text` (a line diff), or `None` when it is rustfmt-clean.
/// (`rustfmt --check` on standard input exits 0 even when it prints a diff, so the text is
/// formatted and compared instead.)
fn rustfmt_check(text: &str) -> Option<String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--emit", "stdout", "--quiet"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = text.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    let formatted = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        return Some(format!(
            "rustfmt failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    if formatted == text {
        return None;
    }
    let ours: Vec<&str> = text.lines().collect();
    let theirs: Vec<&str> = formatted.lines().collect();
    let first = ours
        .iter()
        .zip(&theirs)
        .position(|(a, b)| a != b)
        .unwrap_or(ours.len().min(theirs.len()));
    let show = |lines: &[&str]| lines[first..lines.len().min(first + 6)].join("\n");
    Some(format!(
        "first difference at line {}:\n--- generated\n{}\n--- rustfmt\n{}",
        first + 1,
        show(&ours),
        show(&theirs)
    ))
}

fn generated_rust(spec: &Path) -> String {
    let g = ods_build::Config::new()
        .rerun_if_changed(false)
        .generate(&[spec])
        .unwrap_or_else(|e| panic!("{}: {e}", spec.display()));
    g.files
        .into_iter()
        .find(|f| f.name.ends_with(".rs"))
        .unwrap()
        .contents
}

#[test]
fn goldens_pass_rustfmt_check() {
    if !have_rustfmt() {
        return;
    }
    let root = workspace_root();
    let goldens = RUST.produce_all(&root);
    assert!(!goldens.is_empty());
    for g in &goldens {
        let text = std::fs::read_to_string(root.join(&g.path)).unwrap();
        if let Some(diff) = rustfmt_check(&text) {
            panic!("{} is not rustfmt-clean:\n{diff}", g.path);
        }
    }
    for spec in [
        "dialects/test/src/TestOps.td",
        "ods-build/benches/specs/arith_like.td",
    ] {
        if let Some(diff) = rustfmt_check(&generated_rust(&root.join(spec))) {
            panic!("the code generated from {spec} is not rustfmt-clean:\n{diff}");
        }
    }
    println!("rustfmt-clean: {} goldens and 2 specs", goldens.len());
}

/// `prefix` padded with `x` to `len` characters (never shorter than `prefix`).
fn name(prefix: &str, len: usize) -> String {
    let mut s = prefix.to_string();
    while s.len() < len {
        s.push('x');
    }
    s
}

/// A spec using every construct whose layout depends on name widths, with names `k` long.
fn sweep_spec(k: usize) -> String {
    let op = format!("{}Op", name("Lo", k));
    let mn = name("mn", k);
    let a = name("at", k);
    let o = name("od", k);
    let r = name("re", k);
    let e = name("En", k);
    let t = name("Ty", k);
    let p = name("pa", k);
    let (c1, c2) = (name("Fi", k), name("Se", k));
    let (b1, b2) = (name("bo", k), name("bt", k));
    let (rg, rgs) = (name("rg", k), name("rs", k));
    let (su, sus) = (name("su", k), name("ss", k));
    let v = name("va", k);
    let (tm, am) = (name("tm", k), name("am", k));
    format!(
        r#"include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/AttrTypeBase.td"

def S_Dialect : Dialect {{
  let name = "s";
  let cppNamespace = "s";
}}

def S_E : I32EnumAttr<"{e}", "an enum", [
    I32EnumAttrCase<"{c1}", 0>,
    I32EnumAttrCase<"{c2}", 1>,
    I32EnumAttrCase<"Third", 2>,
  ]>;

def S_B : I32BitEnumAttr<"{e}Bits", "bits", [
    I32BitEnumAttrCaseNone<"none">,
    I32BitEnumAttrCaseBit<"{b1}", 0>,
    I32BitEnumAttrCaseBit<"{b2}", 1>,
  ]>;

def S_{op} : Op<S_Dialect, "{mn}", [AttrSizedOperandSegments, AttrSizedResultSegments]> {{
  let summary = "an op with names {k} long";
  let arguments = (ins Variadic<I32>:${o}, Optional<I64>:${o}_opt, I32:${o}_one,
                   Variadic<AnyType>:$x,
                   I32Attr:${a}, OptionalAttr<I64Attr>:${a}_opt,
                   DefaultValuedAttr<I32Attr, "7">:${a}_dflt, UnitAttr:${a}_unit,
                   S_E:${a}_enum, OptionalAttr<S_B>:${a}_bits);
  let results = (outs I32:${r}, Optional<I64>:${r}_opt, Variadic<I32>:${r}_many);
  let regions = (region AnyRegion:${rg}, VariadicRegion<AnyRegion>:${rgs});
  let successors = (successor AnySuccessor:${su}, VariadicSuccessor<AnySuccessor>:${sus});
  let builders = [
    OpBuilder<(ins "i64":${v}), [{{ let _ = {v}; }}]>
  ];
  let hasVerifier = 1;
  let hasFolder = 1;
}}

def S_Simple : Op<S_Dialect, "{mn}_simple", [SameOperandsAndResultType]> {{
  let arguments = (ins I32:${o}, I32:$b, I32Attr:${a});
  let results = (outs I32:${r});
}}

def S_T : TypeDef<S_Dialect, "{t}"> {{
  let mnemonic = "{tm}";
  let parameters = (ins "u32":${p}, "i64":${p}_two, "bool":$z);
  let genVerifyDecl = 1;
}}

def S_A : AttrDef<S_Dialect, "{t}Attr"> {{
  let mnemonic = "{am}";
  let parameters = (ins "i64":${p});
  let hasCustomAssemblyFormat = 1;
}}
"#
    )
}

/// Names up to 37 characters (type names up to about 55) are laid out exactly as rustfmt
/// would; past that, rustfmt's rules for lines that cannot fit at all take over.
const LONGEST: usize = 37;

#[test]
fn names_of_every_width_stay_rustfmt_clean() {
    if !have_rustfmt() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("ods-rustfmt-sweep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut clean = 0;
    let mut failures = Vec::new();
    for k in 2..=LONGEST {
        let spec = dir.join(format!("sweep{k}.td"));
        std::fs::write(&spec, sweep_spec(k)).unwrap();
        match rustfmt_check(&generated_rust(&spec)) {
            None => clean += 1,
            Some(diff) => failures.push(format!("names {k} long:\n{diff}")),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    println!("rustfmt-clean: {clean}/{} name widths", LONGEST - 1);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
