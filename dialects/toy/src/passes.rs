//! The passes of the Toy tutorial's chapter 4: inlining every `toy.generic_call` (with
//! `toy.cast` where an argument's type differs from the callee's), shape inference over
//! the `ShapeInference` interface, and the `-opt` pipeline that strings them together with
//! the canonicalizer and common subexpression elimination.

use ods_runtime::greedy::GreedyConfig;
use ods_runtime::ir::{OpId, WalkOrder};
use ods_runtime::op_error::VerifyError;
use ods_runtime::pass::PassResult;
use ods_runtime::transforms::inliner::{InlinerConfig, inline_calls};
use ods_runtime::types::TypeKind;
use ods_runtime::{Context, Type};

use crate::toy as t;

/// The tutorial's inlining: MLIR's inliner with its default configuration (the
/// canonicalizer run on each function before calls into it are inlined), which inlines every
/// `toy.generic_call` through the dialect's inliner interface (a `toy.cast` where an
/// argument's type differs from the callee's) and erases the private functions left without
/// callers.
pub fn inline(ctx: &mut Context, root: OpId) -> PassResult {
    let config = InlinerConfig {
        default_pipeline: Some("canonicalize".into()),
        max_iterations: 4,
        inlining_threshold: u64::from(u32::MAX),
    };
    inline_calls(ctx, root, &config)
}

/// Whether `ty` is a tensor of unknown shape (a struct has no shape to infer).
fn is_dynamic(ctx: &Context, ty: Type) -> bool {
    !matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. })
        && t::StructType::cast(ctx, ty).is_none()
}

/// The tutorial's shape inference on each function under `root`: a worklist of the
/// operations with a result of unknown shape, from which, in order, the first one whose
/// operands all have known shapes infers its results through the `ShapeInference`
/// interface, until none is left. An operation without the interface, or operations left
/// over, make the pass fail at the operation (the tutorial's messages).
pub fn infer_shapes(ctx: &mut Context, root: OpId) -> Result<(), VerifyError> {
    let mut funcs = Vec::new();
    ctx.walk(root, WalkOrder::PreOrder, &mut |c, op| {
        if t::FuncOp::cast(c, op).is_some() {
            funcs.push(op);
        }
    });
    for func in funcs {
        infer_function(ctx, func)?;
    }
    Ok(())
}

fn infer_function(ctx: &mut Context, func: OpId) -> Result<(), VerifyError> {
    let mut worklist = Vec::new();
    ctx.walk(func, WalkOrder::PreOrder, &mut |c, op| {
        if c.op_results(op).any(|r| is_dynamic(c, c.value_type(r))) {
            worklist.push(op);
        }
    });
    loop {
        let ready = worklist.iter().position(|&op| {
            ctx.op_operands(op)
                .all(|v| !is_dynamic(ctx, ctx.value_type(v)))
        });
        let Some(i) = ready else {
            break;
        };
        let op = worklist.remove(i);
        let Some(shaped) = crate::ShapeInference::cast(ctx, op) else {
            return Err(VerifyError::plain(
                ctx,
                op,
                "unable to infer shape of operation without shape inference interface",
            ));
        };
        shaped.infer_shapes(ctx);
    }
    if !worklist.is_empty() {
        return Err(VerifyError::plain(
            ctx,
            func,
            format!(
                "Shape inference failed, {} operations couldn't be inferred",
                worklist.len()
            ),
        ));
    }
    Ok(())
}

/// Runs the canonicalizer on `root` with the pass's defaults.
pub fn canonicalize(ctx: &mut Context, root: OpId) {
    ctx.canonicalize(root, &GreedyConfig::canonicalizer());
}

/// The tutorial's `-opt` pipeline of chapter 4: inline, canonicalize, infer shapes,
/// canonicalize, eliminate common subexpressions.
pub fn optimize(ctx: &mut Context, root: OpId) -> Result<(), VerifyError> {
    if let Err(failure) = inline(ctx, root) {
        if let Some(e) = failure.errors.into_iter().next() {
            return Err(e);
        }
    }
    canonicalize(ctx, root);
    infer_shapes(ctx, root)?;
    canonicalize(ctx, root);
    ods_runtime::transforms::cse::eliminate_common_subexpressions(ctx, root);
    Ok(())
}
