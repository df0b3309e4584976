//! `tests/ods/ok/dialect_lifecycle.td`: a dialect's `initialize` hook (allowing unknown
//! operations), its interface fallback (`hasOperationInterfaceFallback`), its destructor
//! (`hasNonDefaultDestructor`) and operations registered at run time (`isExtensible`).

use std::sync::atomic::Ordering;

use ods_dialect_test::goldens::basic_td::basic;
use ods_dialect_test::goldens::dialect_lifecycle_td::life;
use ods_dialect_test::lifecycle_hooks::DESTROYED;
use ods_runtime::Context;
use ods_runtime::asm::op_parser::parse_source;
use ods_runtime::interfaces::side_effects::MemoryEffectOpInterface;
use ods_runtime::ir::OperationName;
use ods_runtime::registry::OpDefinition;
use ods_runtime::verify::{VerifyError, verify};

fn messages(ctx: &mut Context, src: &str) -> Vec<String> {
    let module = parse_source(ctx, src, "t.mlir").expect("parses");
    match verify(ctx, module) {
        Ok(()) => Vec::new(),
        Err(errors) => errors.iter().map(|e| e.message.clone()).collect(),
    }
}

fn context() -> Context {
    let mut ctx = Context::new();
    life::register(&mut ctx);
    basic::register(&mut ctx);
    ctx
}

#[test]
fn initialize_lets_the_dialect_allow_unknown_operations() {
    let mut ctx = context();
    assert!(messages(&mut ctx, "\"life.anything\"() : () -> ()").is_empty());
    // A dialect whose `initialize` does not allow them, as MLIR's default.
    let errors = messages(&mut ctx, "\"basic.anything\"() : () -> ()");
    assert_eq!(
        errors,
        [
            "unregistered operation 'basic.anything' found in dialect ('basic') that does not \
          allow unknown operations"
        ]
    );
}

#[test]
fn the_interface_fallback_serves_operations_of_the_namespace() {
    let mut ctx = context();
    let src = "\"life.effect_free_a\"() : () -> i32\n\"life.other\"() : () -> i32\n\
               \"basic.effect_free_b\"() : () -> i32";
    let module = parse_source(&mut ctx, src, "t.mlir").expect("parses");
    let body = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
    let ops: Vec<_> = ctx.block(body).ops().collect();
    let has = |ctx: &Context, op| MemoryEffectOpInterface::cast(ctx, op).is_some();
    assert!(has(&ctx, ops[0]), "the fallback gives it the interface");
    assert_eq!(
        ctx.op(ops[0]).memory_effects(),
        Some(Vec::new()),
        "with no effects"
    );
    assert!(!has(&ctx, ops[1]), "the fallback declines");
    assert_eq!(ctx.op(ops[1]).memory_effects(), None);
    assert!(!has(&ctx, ops[2]), "another dialect's operation");
    // A registered op's own interface comes first.
    let pure = OperationName::get(&mut ctx, "life.pure");
    assert!(ctx.op_name(pure).definition().is_some());
}

#[test]
fn the_destructor_runs_when_the_context_is_dropped() {
    let before = DESTROYED.load(Ordering::SeqCst);
    let ctx = context();
    drop(ctx);
    // Other tests drop contexts of their own concurrently: at least this one counted.
    assert!(DESTROYED.load(Ordering::SeqCst) > before);
}

#[test]
fn operations_are_registered_at_run_time() {
    let mut ctx = context();
    fn never(ctx: &Context, op: ods_runtime::ir::OpId) -> Result<(), VerifyError> {
        Err(VerifyError::op(ctx, op, "is never valid"))
    }
    let name = life::register_dynamic_op(
        &mut ctx,
        OpDefinition::new("life.dynamic").with_verifier(never),
    )
    .expect("a name in the dialect's namespace");
    assert!(ctx.op_name(name).is_registered());
    let errors = messages(&mut ctx, "\"life.dynamic\"() : () -> ()");
    assert_eq!(errors, ["'life.dynamic' op is never valid"]);
    let refused = life::register_dynamic_op(&mut ctx, OpDefinition::new("other.op"));
    assert_eq!(
        refused,
        Err("operation 'other.op' is not in the namespace of dialect 'life'".to_string())
    );
    assert!(!ctx.is_dialect_registered("other"));
}
