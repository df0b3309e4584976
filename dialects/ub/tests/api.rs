//! The ub dialect from Rust: `ub.poison` built with the generated builder gets its default
//! `#ub.poison`, folds to it, and the dialect materializes it again; `#ub.poison` is a
//! `PoisonAttrInterface`; the remove-dead-values pass of the runtime builds `ub.poison` by
//! name. Conformance of the textual form with mlir-opt is tested in
//! `tests/tests/dialect_ub_reference.rs`.

use ods_dialect_ub::{PoisonAttrInterface, ub};
use ods_runtime::Context;
use ods_runtime::Location;
use ods_runtime::Type;
use ods_runtime::builder::OpBuilder;
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::ir::OpId;
use ods_runtime::ir::OperationName;
use ods_runtime::ir::{OperationState, Value};
use ods_runtime::registry::OpFoldResult;

/// A module whose `test.sink` keeps `values` alive.
fn sink(ctx: &mut Context, module: ModuleOp, values: &[Value]) -> OpId {
    let loc = Location::unknown(ctx);
    let name = OperationName::get(ctx, "test.sink");
    let mut state = OperationState::new(name, loc);
    state.operands = values.to_vec();
    OpBuilder::at_module_end(ctx, module).create(state)
}

#[test]
fn poison_defaults_folds_and_materializes() {
    let mut ctx = Context::new();
    ub::register(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create(&mut ctx, loc);
    let i32_ty = Type::int(&ctx, 32);
    let mut b = OpBuilder::at_module_end(&mut ctx, module);
    let p = ub::PoisonOp::create(&mut b, loc, i32_ty, None);
    let q = ub::PoisonOp::create(&mut b, loc, i32_ty, None);
    let poison = ub::PoisonAttr::get(&ctx).attr();
    assert_eq!(
        p.value_attr(&ctx),
        Some(poison),
        "the default value is #ub.poison"
    );
    assert!(
        ctx.attr(poison)
            .interface::<PoisonAttrInterface>()
            .is_some()
    );
    let folded = p.op().fold(&mut ctx, &[]);
    assert_eq!(folded, Some(vec![OpFoldResult::Attribute(poison)]));
    let materialized = ctx
        .materialize_constant("ub", poison, i32_ty, loc)
        .expect("ub materializes #ub.poison");
    assert!(ub::PoisonOp::cast(&ctx, materialized).is_some());
    materialized.erase(&mut ctx);
    let (pv, qv) = (p.result(&ctx), q.result(&ctx));
    let sink = sink(&mut ctx, module, &[pv, qv]);
    // Canonicalization uniques equal poisons.
    module.op().canonicalize(&mut ctx, &Default::default());
    assert_eq!(ctx.op(sink).operand(0), ctx.op(sink).operand(1));
}

#[test]
fn poison_built_by_name_gets_its_value() {
    let mut ctx = Context::new();
    ub::register(&mut ctx);
    let loc = Location::unknown(&ctx);
    let name = OperationName::get(&mut ctx, "ub.poison");
    let mut state = OperationState::new(name, loc);
    state.result_types.push(Type::f32(&ctx));
    let op = OpId::create(&mut ctx, state);
    let poison = ub::PoisonOp::cast(&ctx, op).expect("a ub.poison");
    assert_eq!(
        poison.value_attr(&ctx),
        Some(ub::PoisonAttr::get(&ctx).attr())
    );
}
