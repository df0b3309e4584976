//! The passes of the Toy tutorial's chapter 4: inlining every `toy.generic_call` (with
//! `toy.cast` where an argument's type differs from the callee's), shape inference over
//! the `ShapeInference` interface (also a registered pass, `toy-shape-inference`), and the
//! `-opt` pipeline that strings them together on the pass manager with the canonicalizer and
//! common subexpression elimination.

use ods_runtime::greedy::GreedyConfig;
use ods_runtime::ir::{OpId, WalkOrder};
use ods_runtime::op_error::VerifyError;
use ods_runtime::pass::{
    Nesting, OpPassManager, PassFailure, PassInfo, PassResult, canonicalize_pass,
};
use ods_runtime::transforms::cse::cse_pass;
use ods_runtime::transforms::inliner::inliner_pass;
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
        op_pipelines: Vec::new(),
        max_iterations: 4,
        inlining_threshold: u64::from(u32::MAX),
    };
    inline_calls(ctx, root, &config)
}

/// Whether `ty` is a tensor of unknown shape (a struct has no shape to infer).
fn is_dynamic(ctx: &Context, ty: Type) -> bool {
    !matches!(ctx.ty(ty).kind(), TypeKind::RankedTensor { .. })
        && t::StructType::cast(ctx, ty).is_none()
}

/// The tutorial's shape inference on each function under `root`: a worklist of the
/// operations with a result of unknown shape, from which, in order, the first one whose
/// operands all have known shapes infers its results through the `ShapeInference`
/// interface, until none is left. An operation without the interface, or operations left
/// over, make the pass fail at the operation (the tutorial's messages).
pub fn infer_shapes(ctx: &mut Context, root: OpId) -> Result<(), VerifyError> {
    let mut funcs = Vec::new();
    ctx.op(root).walk(WalkOrder::PreOrder, &mut |c, op| {
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
    ctx.op(func).walk(WalkOrder::PreOrder, &mut |c, op| {
        if c.op(op).results().any(|r| is_dynamic(c, c.value(r).ty())) {
            worklist.push(op);
        }
    });
    loop {
        let ready = worklist.iter().position(|&op| {
            ctx.op(op)
                .operands()
                .all(|v| !is_dynamic(ctx, ctx.value(v).ty()))
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
    root.canonicalize(ctx, &GreedyConfig::canonicalizer());
}

/// The tutorial's `ShapeInferencePass` as a registered pass, `toy-shape-inference`,
/// anchored on `toy.func`: [`infer_shapes`] on one function.
pub fn shape_inference_pass() -> PassInfo {
    PassInfo::new(
        "toy-shape-inference",
        "Infer the shapes of a Toy function's operations",
        |_| {
            Box::new(|ctx: &mut Context, func: OpId| -> PassResult {
                infer_function(ctx, func).map_err(PassFailure::from)
            })
        },
    )
    .anchored_on("toy.func")
    .with_name("ShapeInferencePass")
}

/// Registers Toy's passes with `ctx` (`toy-shape-inference`), so that a tool built on
/// `ods-opt` offers them as flags and in pipelines.
pub fn register_passes(ctx: &mut Context) {
    ctx.register_pass(shape_inference_pass());
}

/// The tutorial's `-opt` pipeline of chapter 4 on the pass manager, as `toyc` builds it:
/// inline, then on each function canonicalize, infer shapes, canonicalize and eliminate
/// common subexpressions (MLIR's `builtin.module(inline,toy.func(canonicalize,
/// toy-shape-inference,canonicalize,cse))`), verifying after each pass. The first error
/// is returned.
pub fn optimize(ctx: &mut Context, root: OpId) -> Result<(), VerifyError> {
    let instance = |info: PassInfo| info.instantiate(None).expect("default options");
    let mut pm = OpPassManager::new("builtin.module");
    let add = |pm: &mut OpPassManager, info: PassInfo| {
        pm.add_pass(instance(info), Nesting::Explicit)
            .expect("each pass runs where it is added");
    };
    add(&mut pm, inliner_pass());
    let functions = pm.nest("toy.func");
    add(functions, canonicalize_pass());
    add(functions, shape_inference_pass());
    add(functions, canonicalize_pass());
    add(functions, cse_pass());
    match pm.run(ctx, root, true) {
        Ok(()) => Ok(()),
        Err(failure) => match failure.errors.into_iter().next() {
            Some(e) => Err(e),
            None => Ok(()),
        },
    }
}
