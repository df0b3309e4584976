//! Inlining a call (MLIR's `InliningUtils`): the per-dialect [`DialectInlinerInterface`] a
//! dialect registers with [`Context::register_inliner_interface`], and [`inline_call`],
//! which replaces a call by its callee's body.
//!
//! A dialect without an inliner interface forbids inlining its operations, calls and regions,
//! as in MLIR. The body is cloned (or moved, when the callee is about to go away) into the
//! caller's block, which is split at the call; one inlined block is merged with the rest of
//! the caller's block and its terminator handed to its dialect with the values it returns,
//! several are left between the two halves and each terminator is handed to its dialect with
//! the block continuing the caller (whose arguments replace the call's results). The inlined
//! operations' locations become `callsite(callee at call)`.
//!
//! Left out, against MLIR: the hooks `handleArgument`, `handleResult`,
//! `processInlinedCallBlocks` and `allowSingleBlockOptimization` (always allowed here), which
//! none of the dialects here define but upstream's test dialect (for its
//! `test.conversion_call_op` and `test.conversion_func_op`, not generated here).

use std::collections::HashMap;

use crate::Context;
use crate::interfaces::call::{CallOpInterface, CallableOpInterface};
use crate::ir::{BlockId, IrMapping, OpId, RegionId, Value};
use crate::location::{LocKind, Location};
use crate::types::Type;

/// `isLegalToInline(call, callable, wouldBeCloned)`.
pub type LegalCallFn = fn(&Context, OpId, OpId, bool) -> bool;
/// `isLegalToInline(dest, src, wouldBeCloned, mapping)` for regions.
pub type LegalRegionFn = fn(&Context, RegionId, RegionId, bool) -> bool;
/// `isLegalToInline(op, dest, wouldBeCloned, mapping)` for operations.
pub type LegalOpFn = fn(&Context, OpId, RegionId, bool) -> bool;
/// `handleTerminator(op, newDest)`: the terminator of one of several inlined blocks.
pub type TerminatorToBlockFn = fn(&mut Context, OpId, BlockId);
/// `handleTerminator(op, valuesToReplace)`: the terminator of a single inlined block, which
/// is erased afterwards.
pub type TerminatorToValuesFn = fn(&mut Context, OpId, &[Value]);
/// `materializeCallConversion(builder, input, resultType, loc)`: a new, detached operation
/// with `input` as its only operand and one result of `resultType`, or none.
pub type MaterializeFn = fn(&mut Context, Value, Type, Location) -> Option<OpId>;

/// MLIR's `DialectInlinerInterface`: what a dialect allows to be inlined and how its
/// terminators are rewritten. Each hook defaults to MLIR's default: nothing is legal, no
/// conversion is materialized, nested regions are analyzed.
#[derive(Clone, Copy, Debug)]
pub struct DialectInlinerInterface {
    /// Whether a call of the dialect may be inlined with `callable`.
    pub legal_call: LegalCallFn,
    /// Whether a region may be inlined into a region of one of the dialect's operations.
    pub legal_region: LegalRegionFn,
    /// Whether an operation of the dialect may be inlined into a region.
    pub legal_op: LegalOpFn,
    /// Whether the regions of an operation of the dialect are checked too.
    pub analyze_recursively: fn(&Context, OpId) -> bool,
    /// The terminator of one of several inlined blocks (`None`: MLIR's default, which may
    /// not be reached; the terminator is left as it is).
    pub terminator_to_block: Option<TerminatorToBlockFn>,
    /// The terminator of a single inlined block (`None`: the terminator is dropped).
    pub terminator_to_values: Option<TerminatorToValuesFn>,
    /// The conversion of a call's operand or result to the callee's type.
    pub materialize_call_conversion: Option<MaterializeFn>,
}

fn never_call(_: &Context, _: OpId, _: OpId, _: bool) -> bool {
    false
}
fn never_region(_: &Context, _: RegionId, _: RegionId, _: bool) -> bool {
    false
}
fn never_op(_: &Context, _: OpId, _: RegionId, _: bool) -> bool {
    false
}
fn always_analyze(_: &Context, _: OpId) -> bool {
    true
}

/// A call hook allowing every call.
pub fn any_call(_: &Context, _: OpId, _: OpId, _: bool) -> bool {
    true
}
/// A region hook allowing every region.
pub fn any_region(_: &Context, _: RegionId, _: RegionId, _: bool) -> bool {
    true
}
/// An operation hook allowing every operation.
pub fn any_op(_: &Context, _: OpId, _: RegionId, _: bool) -> bool {
    true
}

impl Default for DialectInlinerInterface {
    fn default() -> Self {
        DialectInlinerInterface {
            legal_call: never_call,
            legal_region: never_region,
            legal_op: never_op,
            analyze_recursively: always_analyze,
            terminator_to_block: None,
            terminator_to_values: None,
            materialize_call_conversion: None,
        }
    }
}

impl DialectInlinerInterface {
    /// The interface whose operations may all be inlined anywhere (and nothing else).
    pub fn ops_legal() -> Self {
        DialectInlinerInterface {
            legal_op: any_op,
            ..Self::default()
        }
    }
}

impl Context {
    /// Gives the registered dialect `namespace` its inliner interface (MLIR's
    /// `addInterfaces<...InlinerInterface>`); does nothing for a dialect not registered.
    pub fn register_inliner_interface(&mut self, namespace: &str, iface: DialectInlinerInterface) {
        if let Some(def) = self.dialect_definition(namespace) {
            let mut def = def.clone();
            def.set_extension(iface);
            self.register_dialect_definition(def);
        }
    }
}

/// Whether every operation of `src` (and of the regions nested in them, when their dialect
/// asks for it) may be inlined into `dest`.
fn ops_legal(ctx: &Context, src: RegionId, dest: RegionId, cloned: bool) -> bool {
    for &block in ctx.region(src).blocks() {
        for op in ctx.block(block).ops() {
            let Some(iface) = op.inliner_interface(ctx) else {
                return false;
            };
            if !(iface.legal_op)(ctx, op, dest, cloned) {
                return false;
            }
            if (iface.analyze_recursively)(ctx, op)
                && ctx
                    .op(op)
                    .regions()
                    .iter()
                    .any(|&r| !ops_legal(ctx, r, dest, cloned))
            {
                return false;
            }
        }
    }
    true
}

/// `callsite(loc at caller)`, appending `caller` at the end of the call-site chain `loc`
/// already is.
fn stack_locations(ctx: &Context, loc: Location, caller: Location) -> Location {
    match loc.kind(ctx) {
        LocKind::CallSite {
            callee,
            caller: inner,
        } => {
            let (callee, inner) = (*callee, *inner);
            let stacked = stack_locations(ctx, inner, caller);
            Location::callsite(ctx, callee, stacked)
        }
        _ => Location::callsite(ctx, loc, caller),
    }
}

/// Rewrites the location of every operation and block argument in `blocks` (nested ones
/// too) as called from `caller`.
fn remap_locations(ctx: &mut Context, blocks: &[BlockId], caller: Location) {
    let mut memo: HashMap<Location, Location> = HashMap::new();
    let mut remap = |ctx: &Context, loc: Location| {
        *memo
            .entry(loc)
            .or_insert_with(|| stack_locations(ctx, loc, caller))
    };
    let mut args = Vec::new();
    let mut ops = Vec::new();
    for &block in blocks {
        args.extend(ctx.block(block).arguments().iter().copied());
        for op in ctx.block(block).ops() {
            ops.extend(ctx.op(op).collect_ops(crate::ir::WalkOrder::PreOrder));
        }
    }
    for &op in &ops {
        for &r in ctx.op(op).regions() {
            for &b in ctx.region(r).blocks() {
                args.extend(ctx.block(b).arguments().iter().copied());
            }
        }
    }
    for arg in args {
        let loc = remap(ctx, ctx.value(arg).loc());
        arg.set_loc(ctx, loc);
    }
    for op in ops {
        let loc = remap(ctx, ctx.op(op).loc());
        op.set_loc(ctx, loc);
    }
}

/// Splits `block` before `at` (or at its end): the operations from `at` on move to a new
/// block placed right after it, which is returned.
fn split_block(ctx: &mut Context, block: BlockId, at: Option<OpId>) -> BlockId {
    let new = BlockId::create(ctx);
    let region = ctx.block(block).parent().expect("a block inside a region");
    let pos = ctx
        .region(region)
        .blocks()
        .iter()
        .position(|&b| b == block)
        .expect("the block is in its region");
    region.insert_block(ctx, pos + 1, new);
    let mut next = at;
    while let Some(op) = next {
        next = ctx.op(op).next();
        op.move_to_end(ctx, new);
    }
    new
}

/// Moves every operation of `from` to the end of `to`.
fn splice_ops(ctx: &mut Context, from: BlockId, to: BlockId) {
    let ops: Vec<OpId> = ctx.block(from).ops().collect();
    for op in ops {
        op.move_to_end(ctx, to);
    }
}

/// The conversions made while matching a call to its callee, undone on failure.
struct Casts(Vec<OpId>);

impl Casts {
    fn undo(self, ctx: &mut Context) -> bool {
        for op in self.0 {
            let (result, operand) = (ctx.op(op).result(0), ctx.op(op).operand(0));
            result.replace_all_uses_with(ctx, operand);
            op.erase(ctx);
        }
        false
    }
}

/// A conversion of `value` to `ty` by the call's dialect, as a detached operation checked
/// to have the expected shape.
fn materialize(
    ctx: &mut Context,
    iface: Option<DialectInlinerInterface>,
    value: Value,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let f = iface?.materialize_call_conversion?;
    let op = f(ctx, value, ty, loc)?;
    let shaped = ctx.op(op).num_operands() == 1
        && ctx.op(op).operand(0) == value
        && ctx.op(op).num_results() == 1
        && ctx.value(ctx.op(op).result(0)).ty() == ty;
    if !shaped {
        op.erase(ctx);
        return None;
    }
    Some(op)
}

/// Replaces `call` by the body of `callable` (`src`, its callable region), cloned, or moved
/// when `clone` is false; the call itself stays for the caller to erase. `on_inlined` gets
/// the inlined blocks before their terminators are handled (MLIR's `processInlinedBlocks`).
/// False, with the IR unchanged, when it cannot be inlined.
pub fn inline_call(
    ctx: &mut Context,
    call: OpId,
    callable: OpId,
    src: RegionId,
    clone: bool,
    on_inlined: &mut dyn FnMut(&mut Context, &[BlockId]),
) -> bool {
    let Some(&entry) = ctx.region(src).blocks().first() else {
        return false;
    };
    let (Some(call_iface), Some(callable_iface)) = (
        CallOpInterface::cast(ctx, call),
        CallableOpInterface::cast(ctx, callable),
    ) else {
        return false;
    };
    let result_types = callable_iface.get_result_types(ctx);
    let operands = call_iface.get_arg_operands(ctx);
    let results: Vec<Value> = ctx.op(call).results().collect();
    let params: Vec<Value> = ctx.block(entry).arguments().to_vec();
    if operands.len() != params.len() || results.len() != result_types.len() {
        return false;
    }
    let mut casts = Casts(Vec::new());
    let loc = ctx.op(call).loc();
    let iface = call.inliner_interface(ctx);
    let mut mapping = IrMapping::new();
    for (&param, &operand) in params.iter().zip(&operands) {
        let ty = ctx.value(param).ty();
        let mut bound = operand;
        if ctx.value(operand).ty() != ty {
            let Some(cast) = materialize(ctx, iface, operand, ty, loc) else {
                return casts.undo(ctx);
            };
            cast.insert_before(ctx, call);
            casts.0.push(cast);
            bound = ctx.op(cast).result(0);
        }
        mapping.map_value(param, bound);
    }
    let mut after = call;
    for (&result, &ty) in results.iter().zip(&result_types) {
        let result_ty = ctx.value(result).ty();
        if result_ty == ty {
            continue;
        }
        let Some(cast) = materialize(ctx, iface, result, result_ty, loc) else {
            return casts.undo(ctx);
        };
        cast.insert_after(ctx, after);
        after = cast;
        casts.0.push(cast);
        let converted = ctx.op(cast).result(0);
        result.replace_all_uses_with(ctx, converted);
        cast.set_operand(ctx, 0, result);
    }
    let legal_call = iface.is_some_and(|i| (i.legal_call)(ctx, call, callable, clone));
    if !legal_call {
        return casts.undo(ctx);
    }
    let site = InlineSite {
        call,
        src,
        mapping,
        results,
        result_types,
        loc,
        clone,
    };
    if !inline_region(ctx, site, on_inlined) {
        return casts.undo(ctx);
    }
    true
}

/// What [`inline_region`] inlines where.
struct InlineSite {
    call: OpId,
    src: RegionId,
    mapping: IrMapping,
    results: Vec<Value>,
    result_types: Vec<Type>,
    loc: Location,
    clone: bool,
}

/// MLIR's `inlineRegionImpl` for a call: checks legality, then places the body after the
/// call and wires its results.
fn inline_region(
    ctx: &mut Context,
    site: InlineSite,
    on_inlined: &mut dyn FnMut(&mut Context, &[BlockId]),
) -> bool {
    let InlineSite {
        call,
        src,
        mut mapping,
        results,
        result_types,
        loc,
        clone,
    } = site;
    let Some(block) = ctx.op(call).block() else {
        return false;
    };
    let Some(dest) = ctx.block(block).parent() else {
        return false;
    };
    let dest_op = ctx.region(dest).parent_op();
    let legal_region = dest_op
        .and_then(|o| o.inliner_interface(ctx))
        .is_some_and(|i| (i.legal_region)(ctx, dest, src, clone));
    if !legal_region || !ops_legal(ctx, src, dest, clone) {
        return false;
    }
    let post = split_block(ctx, block, ctx.op(call).next());
    let src_blocks: Vec<BlockId> = ctx.region(src).blocks().to_vec();
    let new_blocks = place_blocks(ctx, &src_blocks, post, &mut mapping, clone);
    if !matches!(loc.kind(ctx), LocKind::Unknown) {
        remap_locations(ctx, &new_blocks, loc);
    }
    on_inlined(ctx, &new_blocks);
    let first = new_blocks[0];
    if let [single] = new_blocks[..] {
        if let Some(term) = ctx.block(single).last_op() {
            if let Some(f) = term
                .inliner_interface(ctx)
                .and_then(|i| i.terminator_to_values)
            {
                f(ctx, term, &results);
            }
            term.erase(ctx);
        }
        splice_ops(ctx, post, single);
        BlockId::erase_all(ctx, &[post]);
    } else {
        for (&result, &ty) in results.iter().zip(&result_types) {
            let arg = post.add_argument(ctx, ty, ctx.value(result).loc());
            result.replace_all_uses_with(ctx, arg);
        }
        for &b in &new_blocks {
            let Some(term) = ctx.block(b).last_op() else {
                continue;
            };
            if let Some(f) = term
                .inliner_interface(ctx)
                .and_then(|i| i.terminator_to_block)
            {
                f(ctx, term, post);
            }
        }
    }
    splice_ops(ctx, first, block);
    BlockId::erase_all(ctx, &[first]);
    true
}

/// Places the blocks of the callee before `post` (cloned, or moved with the uses of the
/// entry block's arguments rewritten); the placed blocks, in order.
fn place_blocks(
    ctx: &mut Context,
    src_blocks: &[BlockId],
    post: BlockId,
    mapping: &mut IrMapping,
    clone: bool,
) -> Vec<BlockId> {
    let region = ctx
        .block(post)
        .parent()
        .expect("the continuation is in a region");
    let pos = ctx
        .region(region)
        .blocks()
        .iter()
        .position(|&b| b == post)
        .expect("the continuation is in its region");
    if clone {
        let tmp = RegionId::create(ctx);
        let src = ctx
            .block(src_blocks[0])
            .parent()
            .expect("callee blocks are in a region");
        // The entry block's arguments are bound to the call's operands: the clone gets
        // fresh ones, replaced by those values and dropped right after.
        let entry_args: Vec<Value> = ctx.block(src_blocks[0]).arguments().to_vec();
        let bound: Vec<Value> = entry_args
            .iter()
            .map(|&a| mapping.lookup_value(a))
            .collect();
        src.clone_into_region(ctx, tmp, mapping);
        let cloned: Vec<BlockId> = ctx.region(tmp).blocks().to_vec();
        let fresh: Vec<Value> = ctx.block(cloned[0]).arguments().to_vec();
        for ((&arg, &f), &to) in entry_args.iter().zip(&fresh).zip(&bound) {
            f.replace_all_uses_with(ctx, to);
            mapping.map_value(arg, to);
        }
        for _ in 0..fresh.len() {
            cloned[0].pop_argument(ctx);
        }
        for (i, &b) in cloned.iter().enumerate() {
            b.remove(ctx);
            region.insert_block(ctx, pos + i, b);
        }
        cloned
    } else {
        for (i, &b) in src_blocks.iter().enumerate() {
            b.remove(ctx);
            region.insert_block(ctx, pos + i, b);
        }
        let args: Vec<Value> = ctx.block(src_blocks[0]).arguments().to_vec();
        for arg in args {
            let to = mapping.lookup_value(arg);
            if to != arg {
                arg.replace_all_uses_with(ctx, to);
            }
        }
        src_blocks.to_vec()
    }
}

impl OpId {
    /// The inliner interface of the dialect of `op`, if it has one.
    pub fn inliner_interface(self, ctx: &Context) -> Option<DialectInlinerInterface> {
        let namespace = ctx.op_name(ctx.op(self).name()).dialect();
        ctx.dialect_definition(namespace)
            .and_then(|d| d.extension::<DialectInlinerInterface>())
            .copied()
    }
}
