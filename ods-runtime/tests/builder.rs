//! Modules made with `ModuleOp` and filled through an `OpBuilder` print byte-identical to
//! mlir-opt.
//!
//! The expected texts in `builder_reference/` are mlir-opt's (LLVM 22) own output:
//! - `empty_module.mlir`: `echo 'module {}' | mlir-opt`
//! - `empty_module_generic.mlir`: `echo 'module {}' | mlir-opt --mlir-print-op-generic`
//! - `named_module.mlir`: `echo 'module @outer {}' | mlir-opt`
//! - `filled_module.mlir` and `filled_module_generic.mlir`: `mlir-opt
//!   --allow-unregistered-dialect` (and `--mlir-print-op-generic`) on the module
//!   [`build_filled_module`] builds, written by hand with other value names.
//!
//! When mlir-opt is installed, the tests also hand our output back to it and check that it
//! prints the same text (a visible skip otherwise; with `ODS_REQUIRE_REFERENCE=1` a missing
//! mlir-opt fails).

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::builder::OpBuilder;
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::ir::OperationName;
use ods_runtime::ir::RegionId;
use ods_runtime::ir::{OpId, OperationState, Value};
use ods_runtime::{Context, Location, Type};

const CUSTOM: PrintOptions = PrintOptions {
    generic: false,
    debug_info: false,
    local_scope: false,
    hex_threshold: 100,
    elide_threshold: None,
    skip_regions: false,
    name_loc_prefix: false,
    value_users: false,
};
const GENERIC: PrintOptions = PrintOptions {
    generic: true,
    ..CUSTOM
};

fn reference(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/builder_reference")
        .join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("reference text {} is readable: {e}", path.display()))
}

/// mlir-opt, or `None` after a visible skip (a failure under `ODS_REQUIRE_REFERENCE=1`).
fn mlir_opt(test: &str) -> Option<PathBuf> {
    let root = std::env::var_os("ODS_LLVM_ROOT").unwrap_or_else(|| "/usr/lib/llvm-22".into());
    let path = Path::new(&root).join("bin/mlir-opt");
    if path.is_file() {
        return Some(path);
    }
    let required = std::env::var("ODS_REQUIRE_REFERENCE").is_ok_and(|v| v == "1");
    assert!(
        !required,
        "{test}: mlir-opt not found at {} and ODS_REQUIRE_REFERENCE=1",
        path.display()
    );
    eprintln!(
        "SKIPPED {test} (live check): mlir-opt not found at {}",
        path.display()
    );
    None
}

/// What mlir-opt prints for `text`, with `--allow-unregistered-dialect` and `flags`.
fn run_mlir_opt(tool: &Path, text: &str, flags: &[&str]) -> String {
    let mut child = Command::new(tool)
        .arg("--allow-unregistered-dialect")
        .args(flags)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mlir-opt starts");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(text.as_bytes())
        .expect("mlir-opt reads its input");
    let out = child.wait_with_output().expect("mlir-opt finishes");
    assert!(
        out.status.success(),
        "mlir-opt rejects our output:\n{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("mlir-opt prints UTF-8")
}

/// Checks `ours` against the stored reference and, when mlir-opt is installed, against what
/// mlir-opt prints when given `ours`.
fn check(test: &str, ours: &str, reference_name: &str, opts: PrintOptions) {
    assert_eq!(ours, reference(reference_name), "{test}");
    if let Some(tool) = mlir_opt(test) {
        let flags: &[&str] = if opts.generic {
            &["--mlir-print-op-generic"]
        } else {
            &[]
        };
        assert_eq!(ours, run_mlir_opt(&tool, ours, flags), "{test} (live)");
    }
}

fn op(
    b: &mut OpBuilder<'_>,
    name: &str,
    operands: &[Value],
    results: &[Type],
    loc: Location,
) -> OpId {
    let name = OperationName::get(b, name);
    let mut s = OperationState::new(name, loc);
    s.operands = operands.to_vec();
    s.result_types = results.to_vec();
    b.create(s)
}

#[test]
fn empty_module_prints_as_mlir_opt() {
    let mut ctx = Context::new();
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create(&mut ctx, loc);
    assert_eq!(
        ctx.region(ctx.op(module.op()).regions()[0]).blocks().len(),
        1
    );
    assert!(ctx.block(module.body(&ctx)).ops().next().is_none());
    assert_eq!(module.name(&ctx), None);
    assert!(ods_runtime::verify::verify(&ctx, module.op()).is_ok());
    let text = print_top_level(&mut ctx, module.op(), CUSTOM);
    check("empty_module", &text, "empty_module.mlir", CUSTOM);
    let text = print_top_level(&mut ctx, module.op(), GENERIC);
    check(
        "empty_module_generic",
        &text,
        "empty_module_generic.mlir",
        GENERIC,
    );
}

#[test]
fn named_module_prints_as_mlir_opt() {
    let mut ctx = Context::new();
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create_named(&mut ctx, loc, "outer");
    assert_eq!(module.name(&ctx).as_deref(), Some("outer"));
    assert_eq!(ctx.op(module.op()).dyn_cast::<ModuleOp>(), Some(module));
    let text = print_top_level(&mut ctx, module.op(), CUSTOM);
    check("named_module", &text, "named_module.mlir", CUSTOM);
}

/// Builds, out of textual order, the module in `builder_reference/filled_module.mlir`.
fn build_filled_module(ctx: &mut Context) -> ModuleOp {
    ctx.set_allow_unregistered_dialects(true);
    let loc = Location::unknown(ctx);
    let i32_ty = Type::i32(ctx);
    let i64_ty = Type::i64(ctx);
    let index = Type::index(ctx);
    let module = ModuleOp::create_named(ctx, loc, "outer");
    let mut b = OpBuilder::at_module_end(ctx, module);

    let value = op(&mut b, "test.value", &[], &[i32_ty], loc);
    let v = b.op(value).result(0);
    op(&mut b, "test.last", &[v], &[], loc);
    b.set_insertion_point(value);
    op(&mut b, "test.first", &[], &[], loc);

    // The region of `test.body`: the successor block first, then the entry block before it.
    b.set_insertion_point_after(value);
    let region = RegionId::create(&mut b);
    {
        let mut g = b.insertion_guard();
        let bb1 = g.create_block(region, &[i64_ty], loc);
        let d = g.block(bb1).arguments()[0];
        op(&mut g, "test.end", &[d], &[], loc);
        let bb0 = g.create_block_before(bb1, &[i32_ty, index], loc);
        let args = g.block(bb0).arguments().to_vec();
        let used = op(&mut g, "test.use", &args, &[i64_ty], loc);
        let c = g.op(used).result(0);
        let name = OperationName::get(&mut g, "test.br");
        let mut br = OperationState::new(name, loc);
        br.operands = vec![c];
        br.successors = vec![bb1];
        g.create(br);
    }
    let name = OperationName::get(&mut b, "test.body");
    let mut body = OperationState::new(name, loc);
    body.operands = vec![v];
    body.regions = vec![region];
    b.create(body);

    // A nested module, inserted detached-then-placed, filled through a guard.
    let inner = ModuleOp::create(&mut b, loc);
    b.insert(inner.op());
    {
        let mut g = b.insertion_guard();
        let inner_body = inner.body(&g);
        g.set_insertion_point_to_end(inner_body);
        op(&mut g, "test.inner", &[], &[], loc);
    }
    assert_eq!(b.insertion_block(), Some(module.body(&b)));
    module
}

#[test]
fn filled_module_prints_as_mlir_opt() {
    let mut ctx = Context::new();
    let module = build_filled_module(&mut ctx);
    if let Err(errors) = ods_runtime::verify::verify(&ctx, module.op()) {
        panic!("the built module verifies: {errors:?}");
    }
    let text = print_top_level(&mut ctx, module.op(), CUSTOM);
    check("filled_module", &text, "filled_module.mlir", CUSTOM);
    let text = print_top_level(&mut ctx, module.op(), GENERIC);
    check(
        "filled_module_generic",
        &text,
        "filled_module_generic.mlir",
        GENERIC,
    );
}
