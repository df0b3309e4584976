//! Unrolling `scf.for`, as upstream's `SCF/Utils/Utils.cpp` does it in LLVM 22:
//! [`loop_unroll_by_factor`], [`loop_unroll_full`] and [`promote_if_single_iteration`].
//!
//! The arithmetic of the constant-bounds case is mlir-opt 22's to the bit: the static trip
//! count (as the loop compares, in the loop's type) is sign-extended into an unsigned 64-bit
//! value, the bounds and the step are read as signed ones (whatever the loop's comparison),
//! and they mix in unsigned 64-bit arithmetic that wraps, as C++ mixes `uint64_t` and
//! `int64_t` there.

use ods_dialect_arith::arith;
use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::Type;
use ods_runtime::ir::{IrMapping, OpId, Value};
use ods_runtime::types::Signedness;

use crate::canonicalize_loops::{constant_apint, constant_trip_count, replace_op_with_region};
use crate::hooks::{entry, terminator};
use crate::scf;

/// What [`loop_unroll_by_factor`] left: the unrolled loop and the epilogue loop, each `None`
/// when it was promoted into its block (or, for the epilogue, not needed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UnrolledLoops {
    /// The unrolled loop.
    pub main: Option<OpId>,
    /// The loop running the iterations left over.
    pub epilogue: Option<OpId>,
}

/// Called on each operation of an unrolled body with the iteration it belongs to (0 for
/// the original operations), upstream's `annotateFn`.
pub type Annotate<'a> = &'a mut dyn FnMut(&mut Context, u32, OpId);

/// The signed value of the integer constant defining `v`, when it fits in 64 bits
/// (upstream's `getConstantIntValue`).
fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    constant_apint(ctx, v)?.to_i64()
}

/// The static trip count of the `scf.for` `op`, if known (upstream's `getStaticTripCount`).
fn static_trip_count(ctx: &Context, op: OpId) -> Option<ods_runtime::attributes::ApInt> {
    let operands: Vec<Value> = ctx.op(op).operands().take(3).collect();
    let [lb, ub, step] = operands[..] else {
        return None;
    };
    let signed = ctx.op(op).inherent_attr("unsignedCmp").is_none();
    constant_trip_count(ctx, lb, ub, step, signed)
}

/// `arith.constant value : ty` inserted before `anchor`.
fn constant_before(ctx: &mut Context, anchor: OpId, ty: Type, value: i64) -> Value {
    let loc = ctx.op(anchor).loc();
    let attr = Attribute::integer(ctx, ty, value);
    let c = arith::ConstantOp::build(ctx, loc, ty, attr);
    c.op().insert_before(ctx, anchor);
    c.result(ctx)
}

/// Upstream's `scf::ForOp::promoteIfSingleIteration`: a loop known to run zero times becomes
/// its initial values; one whose static trip count, sign-extended from the loop's type, is
/// at most 1 becomes its body (the induction variable bound to the lower bound, the results
/// to the yielded values), as upstream's reads it (so an `i3` loop of 4 to 7 iterations
/// counts as one). False when the trip count is unknown or more than one.
pub fn promote_if_single_iteration(ctx: &mut Context, op: OpId) -> bool {
    let Some(count) = static_trip_count(ctx, op) else {
        return false;
    };
    if count.to_i64().is_none_or(|n| n > 1) {
        return false;
    }
    let inits: Vec<Value> = ctx.op(op).operands().skip(3).collect();
    if count.is_zero() {
        op.replace_with(ctx, &inits);
        return true;
    }
    let mut args = vec![ctx.op(op).operand(0)];
    args.extend(inits);
    let region = ctx.op(op).regions()[0];
    replace_op_with_region(ctx, op, region, &args);
    true
}

/// Upstream's `generateUnrolledLoop`: appends `factor - 1` copies of the body of the loop
/// `op` before its terminator, the induction variable of copy `i` being `iv + step * i`, each
/// copy's iteration arguments the values the previous one yields; the terminator then yields
/// the last copy's values.
fn generate_unrolled_loop(
    ctx: &mut Context,
    op: OpId,
    step: Value,
    factor: u64,
    annotate: &mut Option<Annotate<'_>>,
) {
    let region = ctx.op(op).regions()[0];
    let (Some(block), Some(term)) = (entry(ctx, region), terminator(ctx, region)) else {
        return;
    };
    let args = ctx.block(block).arguments().to_vec();
    let (iv, iter_args) = (args[0], &args[1..]);
    let body: Vec<OpId> = ctx.block(block).ops().filter(|&o| o != term).collect();
    let yielded: Vec<Value> = ctx.op(term).operands().collect();
    let mut last = yielded.clone();
    let loc = ctx.op(op).loc();
    let iv_ty = ctx.value(iv).ty();
    for i in 1..factor {
        let mut mapping = IrMapping::new();
        for (&arg, &v) in iter_args.iter().zip(&last) {
            mapping.map_value(arg, v);
        }
        if !ctx.value(iv).use_empty() {
            let attr = Attribute::integer(ctx, iv_ty, i as i64);
            let c = arith::ConstantOp::build(ctx, loc, iv_ty, attr);
            c.op().insert_before(ctx, term);
            let c = c.result(ctx);
            let stride = arith::MulIOp::build(ctx, loc, iv_ty, step, c, None);
            stride.op().insert_before(ctx, term);
            let stride = stride.result(ctx);
            let next = arith::AddIOp::build(ctx, loc, iv_ty, iv, stride, None);
            next.op().insert_before(ctx, term);
            let next = next.result(ctx);
            mapping.map_value(iv, next);
        }
        for &source in &body {
            let copy = source.clone_with(ctx, &mut mapping);
            copy.insert_before(ctx, term);
            if let Some(f) = annotate {
                f(ctx, i as u32, copy);
            }
        }
        last = yielded.iter().map(|&v| mapping.lookup_value(v)).collect();
    }
    if let Some(f) = annotate {
        for &source in &body {
            f(ctx, 0, source);
        }
    }
    term.set_operands(ctx, &last);
}

/// Upstream's `loopUnrollByFactor`: unrolls the `scf.for` `op` by `factor` (at least 1),
/// with an epilogue loop for the iterations left over, and promotes either loop that runs
/// once. `None` when the loop is left as it is because upstream's fails (or `factor` is 0).
pub fn loop_unroll_by_factor(
    ctx: &mut Context,
    op: OpId,
    factor: u64,
    mut annotate: Option<Annotate<'_>>,
) -> Option<UnrolledLoops> {
    if factor == 0 {
        return None;
    }
    let region = ctx.op(op).regions()[0];
    let block = entry(ctx, region)?;
    if ctx.block(block).ops().nth(1).is_none() {
        // Only the terminator: nothing to unroll.
        return Some(UnrolledLoops {
            main: Some(op),
            epilogue: None,
        });
    }
    let (lb, ub, step) = (
        ctx.op(op).operand(0),
        ctx.op(op).operand(1),
        ctx.op(op).operand(2),
    );
    let loc = ctx.op(op).loc();
    let bound_ty = ctx.value(ub).ty();
    let step_ty = ctx.value(step).ty();
    // The trip count's bits as the loop's type holds them, sign-extended (`getSExtValue`).
    let trip_count = static_trip_count(ctx, op).and_then(|t| t.to_i64().map(|v| v as u64));
    let (upper_unrolled, step_unrolled, epilogue) = match (
        trip_count,
        constant_int(ctx, lb),
        constant_int(ctx, ub),
        constant_int(ctx, step),
    ) {
        (Some(trip_count), Some(lb_c), Some(ub_c), Some(step_c)) => {
            if factor == 1 {
                if trip_count == 1 && !promote_if_single_iteration(ctx, op) {
                    return None;
                }
                return Some(UnrolledLoops {
                    main: ctx.op(op).is_alive().then_some(op),
                    epilogue: None,
                });
            }
            // The trip count is unsigned, the bounds and the step signed; C++ mixes them
            // in `uint64_t` arithmetic that wraps, read back as `int64_t`.
            let even = trip_count - trip_count % factor;
            let upper_c = lb_c.wrapping_add(even.wrapping_mul(step_c as u64) as i64);
            let step_unrolled_c = (step_c as u64).wrapping_mul(factor) as i64;
            let epilogue = upper_c < ub_c;
            let upper = if epilogue {
                constant_before(ctx, op, bound_ty, upper_c)
            } else {
                ub
            };
            let step_unrolled = if step_c == step_unrolled_c {
                step
            } else {
                constant_before(ctx, op, step_ty, step_unrolled_c)
            };
            (upper, step_unrolled, epilogue)
        }
        _ => {
            // tripCount = ceilDivPositive(ub - lb, step); the unrolled loop runs to
            // lb + (tripCount - tripCount % factor) * step by step * factor.
            let build = |ctx: &mut Context, o: OpId| {
                o.insert_before(ctx, op);
                ctx.op(o).result(0)
            };
            let diff = arith::SubIOp::build(ctx, loc, bound_ty, ub, lb, None).op();
            let diff = build(ctx, diff);
            let one = constant_before(ctx, op, bound_ty, 1);
            let step_minus_one = arith::SubIOp::build(ctx, loc, step_ty, step, one, None).op();
            let step_minus_one = build(ctx, step_minus_one);
            let sum = arith::AddIOp::build(ctx, loc, bound_ty, diff, step_minus_one, None).op();
            let sum = build(ctx, sum);
            let trip = arith::DivUIOp::build(ctx, loc, bound_ty, sum, step, None).op();
            let trip = build(ctx, trip);
            let factor_c = constant_before(ctx, op, bound_ty, factor as i64);
            let rem = arith::RemSIOp::build(ctx, loc, bound_ty, trip, factor_c).op();
            let rem = build(ctx, rem);
            let even = arith::SubIOp::build(ctx, loc, bound_ty, trip, rem, None).op();
            let even = build(ctx, even);
            let span = arith::MulIOp::build(ctx, loc, bound_ty, even, step, None).op();
            let span = build(ctx, span);
            let upper = arith::AddIOp::build(ctx, loc, bound_ty, lb, span, None).op();
            let upper = build(ctx, upper);
            let scaled = arith::MulIOp::build(ctx, loc, step_ty, step, factor_c, None).op();
            let scaled = build(ctx, scaled);
            (upper, scaled, true)
        }
    };
    let mut result = UnrolledLoops::default();
    if epilogue {
        // The epilogue is a copy of the loop after it, from the unrolled loop's end, whose
        // initial values are the unrolled loop's results.
        let mut mapping = IrMapping::new();
        let copy = op.clone_with(ctx, &mut mapping);
        copy.insert_after(ctx, op);
        copy.set_operand(ctx, 0, upper_unrolled);
        let results: Vec<Value> = ctx.op(op).results().collect();
        let copy_results: Vec<Value> = ctx.op(copy).results().collect();
        for (&r, &c) in results.iter().zip(&copy_results) {
            r.replace_all_uses_with(ctx, c);
        }
        for (i, &r) in results.iter().enumerate() {
            copy.set_operand(ctx, 3 + i, r);
        }
        if !promote_if_single_iteration(ctx, copy) {
            result.epilogue = Some(copy);
        }
    }
    op.set_operand(ctx, 1, upper_unrolled);
    op.set_operand(ctx, 2, step_unrolled);
    generate_unrolled_loop(ctx, op, step, factor, &mut annotate);
    if !promote_if_single_iteration(ctx, op) {
        result.main = Some(op);
    }
    Some(result)
}

/// Upstream's `loopUnrollFull`: unrolls the loop `op` by its static trip count. False when
/// the trip count is unknown (a loop known to run zero times is left as it is, as
/// upstream's).
pub fn loop_unroll_full(ctx: &mut Context, op: OpId) -> bool {
    let Some(count) = static_trip_count(ctx, op) else {
        return false;
    };
    if count.is_zero() {
        return true;
    }
    if count.to_u64() == Some(1) {
        return promote_if_single_iteration(ctx, op);
    }
    let Some(factor) = count.to_u64() else {
        return false;
    };
    loop_unroll_by_factor(ctx, op, factor, None).is_some()
}

/// The `unrolled_iteration = i : ui32` annotation upstream's loop unrolling test gives each
/// operation of an unrolled body.
pub fn annotate_iteration(ctx: &mut Context, iteration: u32, op: OpId) {
    let ty = Type::integer(ctx, 32, Signedness::Unsigned);
    let attr = Attribute::integer(ctx, ty, i64::from(iteration));
    op.set_discardable_attr(ctx, "unrolled_iteration", Some(attr));
}

/// The `scf.for` ops nested in `op` (post-order, as MLIR's walk), each with the number of
/// `scf.for` ops around it.
pub fn for_ops_with_depth(ctx: &Context, op: OpId) -> Vec<(OpId, usize)> {
    let mut found = Vec::new();
    for o in ctx
        .op(op)
        .collect_ops(ods_runtime::ir::WalkOrder::PostOrder)
    {
        if scf::ForOp::cast(ctx, o).is_none() {
            continue;
        }
        let mut depth = 0;
        let mut cur = ctx.op(o).parent_op();
        while let Some(p) = cur {
            if scf::ForOp::cast(ctx, p).is_some() {
                depth += 1;
            }
            cur = ctx.op(p).parent_op();
        }
        found.push((o, depth));
    }
    found
}
