//! The canonicalization patterns of `scf.if`, `scf.execute_region` and
//! `scf.index_switch`, after upstream's `SCF.cpp`: each rewrite makes the same edits in the
//! same order as upstream's, so the greedy driver visits what it would visit in mlir-opt.
//!
//! - `scf.if`: `CombineIfs`, `CombineNestedIfs`, `ConditionPropagation`,
//!   `ConvertTrivialIfToSelect`, `RemoveEmptyElseBranch`, `RemoveStaticCondition`,
//!   `ReplaceIfYieldWithConditionOrValue`.
//! - `scf.execute_region`: `SingleBlockExecuteInliner` and `MultiBlockExecuteInliner`
//!   (neither for a `no_inline` region).
//! - `scf.index_switch`: `FoldConstantCase`.
//!
//! All three ops also take the region-branch patterns of
//! [`ods_runtime::region_branch_canon`] (unused, duplicated and forwarded
//! results), which in LLVM 22 replace the op-specific `RemoveUnusedResults`.

use ods_dialect_arith::arith;
use ods_dialect_cf::cf;
use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::Type;
use ods_runtime::attributes::AttrKind;
use ods_runtime::greedy::constant_value;
use ods_runtime::interfaces::function::FunctionOpInterface;
use ods_runtime::ir::{BlockId, OpId, RegionId, Value, ValueDef};
use ods_runtime::rewrite::{FnPattern, RewritePatternSet};
use ods_runtime::types::TypeKind;

use crate::canonicalize_loops::replace_op_with_region;
use crate::scf;

/// A canonicalization pattern: the rewrite and its upstream name.
pub(crate) type Pattern = (fn(&mut Context, OpId) -> bool, &'static str);

/// Adds the patterns rooted at `root`, named as upstream's, in upstream's order.
pub(crate) fn add_patterns(patterns: &mut RewritePatternSet, root: &str, list: &[Pattern]) {
    for &(rewrite, name) in list {
        patterns.add(FnPattern::new(root, rewrite).with_debug_name(name));
    }
}

/// `scf.if`'s patterns, in upstream's order.
pub(crate) const IF_PATTERNS: &[Pattern] = &[
    (combine_ifs, "CombineIfs"),
    (combine_nested_ifs, "CombineNestedIfs"),
    (condition_propagation, "ConditionPropagation"),
    (convert_trivial_if_to_select, "ConvertTrivialIfToSelect"),
    (remove_empty_else_branch, "RemoveEmptyElseBranch"),
    (remove_static_condition, "RemoveStaticCondition"),
    (
        replace_if_yield_with_condition_or_value,
        "ReplaceIfYieldWithConditionOrValue",
    ),
];

/// `scf.execute_region`'s patterns.
pub(crate) const EXECUTE_REGION_PATTERNS: &[Pattern] = &[
    (single_block_execute_inliner, "SingleBlockExecuteInliner"),
    (multi_block_execute_inliner, "MultiBlockExecuteInliner"),
];

/// `scf.index_switch`'s patterns.
pub(crate) const INDEX_SWITCH_PATTERNS: &[Pattern] = &[(fold_constant_case, "FoldConstantCase")];

// ----- helpers ---------------------------------------------------------------------------

/// The attribute of the constant-like operation defining `v` (MLIR's `m_Constant`).
fn constant_of(ctx: &mut Context, v: Value) -> Option<Attribute> {
    let ValueDef::OpResult { op, .. } = ctx.value(v).def() else {
        return None;
    };
    constant_value(ctx, op)
}

/// The value of `v` when it is a constant `i1` (MLIR's `m_Constant(&boolAttr)`).
fn constant_bool(ctx: &mut Context, v: Value) -> Option<bool> {
    let attr = constant_of(ctx, v)?;
    match ctx.attr(attr).kind() {
        AttrKind::Integer { ty, value }
            if matches!(ctx.ty(*ty).kind(), TypeKind::Integer { width: 1, .. }) =>
        {
            Some(!value.is_zero())
        }
        _ => None,
    }
}

/// The value of `v` when it is an integer or index constant (MLIR's `getConstantIntValue`).
fn constant_i64(ctx: &mut Context, v: Value) -> Option<i64> {
    let attr = constant_of(ctx, v)?;
    match ctx.attr(attr).kind() {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// Whether `v` is the integer constant one (MLIR's `m_One`).
fn is_constant_one(ctx: &mut Context, v: Value) -> bool {
    let Some(attr) = constant_of(ctx, v) else {
        return false;
    };
    matches!(ctx.attr(attr).kind(), AttrKind::Integer { value, .. } if value.to_u64() == Some(1))
}

/// The region a value is defined in (MLIR's `Value::getParentRegion`).
fn value_region(ctx: &Context, v: Value) -> Option<RegionId> {
    ctx.value(v)
        .parent_block()
        .and_then(|b| ctx.block(b).parent())
}

/// The region holding `op`.
fn op_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    ctx.op(op).block().and_then(|b| ctx.block(b).parent())
}

/// Whether `region` is `other` or an ancestor of it (MLIR's `Region::isAncestor`).
fn region_contains(ctx: &Context, region: RegionId, other: Option<RegionId>) -> bool {
    other.is_some_and(|o| o == region || ctx.region(region).is_proper_ancestor(o))
}

/// The operands of the terminator of `block`.
fn terminator_operands(ctx: &Context, block: BlockId) -> Vec<Value> {
    ctx.block(block)
        .last_op()
        .map(|t| ctx.op(t).operands().collect())
        .unwrap_or_default()
}

/// The last block of `region`, if any (`IfOp::thenBlock`/`elseBlock`).
fn last_block(ctx: &Context, region: RegionId) -> Option<BlockId> {
    ctx.region(region).blocks().last().copied()
}

/// The number of operations in `block`.
fn block_len(ctx: &Context, block: BlockId) -> usize {
    ctx.block(block).ops().count()
}

/// Moves every block of `from` to the start of `into` (MLIR's `inlineRegionBefore` at
/// `into.begin()`).
fn inline_region_at_start(ctx: &mut Context, from: RegionId, into: RegionId) {
    let blocks = ctx.region(from).blocks().to_vec();
    for (i, &b) in blocks.iter().enumerate() {
        b.remove(ctx);
        into.insert_block(ctx, i, b);
    }
}

/// A detached `scf.if` with `types`, `cond` and two empty regions.
fn new_if(ctx: &mut Context, at: OpId, types: &[Type], cond: Value) -> OpId {
    let loc = ctx.op(at).loc();
    let op = scf::IfOp::build_result_types_cond_add_then_block_add_else_block(
        ctx, loc, types, cond, false, false,
    )
    .op();
    op.insert_before(ctx, at);
    op
}

/// Appends an empty block to `region`.
fn create_block(ctx: &mut Context, region: RegionId) -> BlockId {
    let b = BlockId::create(ctx);
    region.append_block(ctx, b);
    b
}

/// Replaces the terminator of `block` by a new `scf.yield` of `values` at the end of the
/// block (MLIR's `replaceOpWithNewOp<YieldOp>` after setting the insertion point to the
/// block's end).
fn replace_yield(ctx: &mut Context, block: BlockId, values: Vec<Value>) {
    let old = ctx.block(block).last_op().expect("a terminated block");
    let loc = ctx.op(old).loc();
    let new = scf::YieldOp::build(ctx, loc, values).op();
    block.append_op(ctx, new);
    old.replace_with(ctx, &[]);
}

/// Builds `arith.select %cond, %t, %f` before `at`.
fn select_before(
    ctx: &mut Context,
    at: OpId,
    loc_of: OpId,
    cond: Value,
    t: Value,
    f: Value,
) -> Value {
    let loc = ctx.op(loc_of).loc();
    let ty = ctx.value(t).ty();
    let select = arith::SelectOp::build(ctx, loc, ty, cond, t, f).op();
    select.insert_before(ctx, at);
    ctx.op(select).result(0)
}

/// Builds an `arith.constant` of `i1` before `at`.
fn bool_constant_before(ctx: &mut Context, at: OpId, value: bool) -> Value {
    let loc = ctx.op(at).loc();
    let i1 = Type::int(ctx, 1);
    let attr = Attribute::bool(ctx, value);
    let c = arith::ConstantOp::build(ctx, loc, i1, attr).op();
    c.insert_before(ctx, at);
    ctx.op(c).result(0)
}

// ----- scf.if ------------------------------------------------------------------------------

/// The regions of an `scf.if`: then and else.
fn if_regions(ctx: &Context, op: OpId) -> (RegionId, RegionId) {
    let r = ctx.op(op).regions();
    (r[0], r[1])
}

/// An `scf.if` on a constant condition becomes the body it takes (or nothing).
fn remove_static_condition(ctx: &mut Context, op: OpId) -> bool {
    if scf::IfOp::cast(ctx, op).is_none() {
        return false;
    }
    let cond = ctx.op(op).operand(0);
    let Some(value) = constant_bool(ctx, cond) else {
        return false;
    };
    let (then_region, else_region) = if_regions(ctx, op);
    if value {
        replace_op_with_region(ctx, op, then_region, &[]);
    } else if !ctx.region(else_region).blocks().is_empty() {
        replace_op_with_region(ctx, op, else_region, &[]);
    } else {
        op.replace_with(ctx, &[]);
    }
    true
}

/// Results whose yielded values are both defined outside the `scf.if` become
/// `arith.select`s (or the value itself when both sides yield it).
fn convert_trivial_if_to_select(ctx: &mut Context, op: OpId) -> bool {
    if scf::IfOp::cast(ctx, op).is_none() || ctx.op(op).num_results() == 0 {
        return false;
    }
    let cond = ctx.op(op).operand(0);
    let (then_region, else_region) = if_regions(ctx, op);
    let (Some(then_block), Some(else_block)) =
        (last_block(ctx, then_region), last_block(ctx, else_region))
    else {
        return false;
    };
    let then_yields = terminator_operands(ctx, then_block);
    let else_yields = terminator_operands(ctx, else_block);
    let inside = |ctx: &Context, t: Value, f: Value| {
        value_region(ctx, t) == Some(then_region) || value_region(ctx, f) == Some(else_region)
    };
    let kept: Vec<_> = then_yields
        .iter()
        .zip(&else_yields)
        .filter(|&(&t, &f)| inside(ctx, t, f))
        .map(|(&t, _)| ctx.value(t).ty())
        .collect();
    if kept.len() == ctx.op(op).num_results() {
        return false;
    }
    let replacement = new_if(ctx, op, &kept, cond);
    let (new_then, new_else) = if_regions(ctx, replacement);
    // The bodies move over whole (`takeBody`).
    for (from, to) in [(then_region, new_then), (else_region, new_else)] {
        for b in ctx.region(from).blocks().to_vec() {
            b.remove(ctx);
            to.append_block(ctx, b);
        }
    }
    let mut results = Vec::with_capacity(then_yields.len());
    let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
    for (&t, &f) in then_yields.iter().zip(&else_yields) {
        if value_region(ctx, t) == Some(new_then) || value_region(ctx, f) == Some(new_else) {
            results.push(ctx.op(replacement).result(true_yields.len()));
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            results.push(t);
        } else {
            results.push(select_before(ctx, replacement, op, cond, t, f));
        }
    }
    replace_yield(ctx, then_block, true_yields);
    replace_yield(ctx, else_block, false_yields);
    op.replace_with(ctx, &results);
    true
}

/// Uses of the condition inside the bodies become the constant it has there.
fn condition_propagation(ctx: &mut Context, op: OpId) -> bool {
    if scf::IfOp::cast(ctx, op).is_none() {
        return false;
    }
    let cond = ctx.op(op).operand(0);
    if constant_of(ctx, cond).is_some() {
        return false;
    }
    let (then_region, else_region) = if_regions(ctx, op);
    let uses: Vec<_> = ctx.value(cond).uses().collect();
    let (mut on_true, mut on_false) = (None, None);
    let mut changed = false;
    for u in uses {
        let owner_region = op_region(ctx, u.op);
        let replacement = if region_contains(ctx, then_region, owner_region) {
            *on_true.get_or_insert_with(|| bool_constant_before(ctx, op, true))
        } else if region_contains(ctx, else_region, owner_region) {
            *on_false.get_or_insert_with(|| bool_constant_before(ctx, op, false))
        } else {
            continue;
        };
        changed = true;
        u.op.set_operand(ctx, u.index as usize, replacement);
    }
    changed
}

/// A result both bodies yield the same value for is that value; one yielding `true` and
/// `false` is the condition, `false` and `true` its negation.
fn replace_if_yield_with_condition_or_value(ctx: &mut Context, op: OpId) -> bool {
    if scf::IfOp::cast(ctx, op).is_none() || ctx.op(op).num_results() == 0 {
        return false;
    }
    let (then_region, else_region) = if_regions(ctx, op);
    let (Some(then_block), Some(else_block)) =
        (last_block(ctx, then_region), last_block(ctx, else_region))
    else {
        return false;
    };
    let then_yields = terminator_operands(ctx, then_block);
    let else_yields = terminator_operands(ctx, else_block);
    let results: Vec<Value> = ctx.op(op).results().collect();
    let cond = ctx.op(op).operand(0);
    let mut changed = false;
    for ((&t, &f), &r) in then_yields.iter().zip(&else_yields).zip(&results) {
        let used = ctx.value(r).uses().next().is_some();
        if t == f {
            if used {
                r.replace_all_uses_with(ctx, t);
                changed = true;
            }
            continue;
        }
        let (Some(tv), Some(fv)) = (constant_bool(ctx, t), constant_bool(ctx, f)) else {
            continue;
        };
        if !tv && fv && used {
            // The `true` comes from the dialect of the yielded constant.
            let ValueDef::OpResult { op: def, .. } = ctx.value(t).def() else {
                continue;
            };
            let dialect = ctx
                .op_name(ctx.op(def).name())
                .as_str()
                .split('.')
                .next()
                .unwrap_or("")
                .to_string();
            let loc = ctx.op(op).loc();
            let i1 = Type::int(ctx, 1);
            let one = Attribute::bool(ctx, true);
            let Some(c) = ctx.materialize_constant(&dialect, one, i1, loc) else {
                continue;
            };
            c.insert_before(ctx, op);
            let c = ctx.op(c).result(0);
            let not = arith::XOrIOp::build_inferred(ctx, loc, cond, c).op();
            not.insert_before(ctx, op);
            let not = ctx.op(not).result(0);
            r.replace_all_uses_with(ctx, not);
            changed = true;
        }
        if tv && !fv && used {
            r.replace_all_uses_with(ctx, cond);
            changed = true;
        }
    }
    changed
}

/// Two consecutive `scf.if`s on the same condition (or on a condition and its negation)
/// become one.
fn combine_ifs(ctx: &mut Context, next_if: OpId) -> bool {
    if scf::IfOp::cast(ctx, next_if).is_none() {
        return false;
    }
    let Some(prev_if) = ctx.op(next_if).prev() else {
        return false;
    };
    if scf::IfOp::cast(ctx, prev_if).is_none() {
        return false;
    }
    let next_cond = ctx.op(next_if).operand(0);
    let prev_cond = ctx.op(prev_if).operand(0);
    let (next_then_region, next_else_region) = if_regions(ctx, next_if);
    let next_then_block = last_block(ctx, next_then_region);
    let next_else_block = last_block(ctx, next_else_region);
    let (mut next_then, mut next_else) = (None, None);
    if next_cond == prev_cond {
        next_then = next_then_block;
        next_else = next_else_block;
    }
    for (negated, other) in [(next_cond, prev_cond), (prev_cond, next_cond)] {
        let Some(x) = defining_op(ctx, negated).and_then(|d| arith::XOrIOp::cast(ctx, d)) else {
            continue;
        };
        {
            let (lhs, rhs) = (x.lhs(ctx), x.rhs(ctx));
            if lhs == other && is_constant_one(ctx, rhs) {
                next_else = next_then_block;
                if next_else_block.is_some() {
                    next_then = next_else_block;
                }
            }
        }
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let (prev_then_region, prev_else_region) = if_regions(ctx, prev_if);
    let prev_then_block = last_block(ctx, prev_then_region).expect("a then block");
    let prev_then_yields = terminator_operands(ctx, prev_then_block);
    let prev_else_yields = last_block(ctx, prev_else_region)
        .map(|b| terminator_operands(ctx, b))
        .unwrap_or_default();
    let prev_results: Vec<Value> = ctx.op(prev_if).results().collect();
    for ((&r, &t), &f) in prev_results
        .iter()
        .zip(&prev_then_yields)
        .zip(&prev_else_yields)
    {
        let uses: Vec<_> = ctx.value(r).uses().collect();
        for u in uses {
            let owner = op_region(ctx, u.op);
            let into_then = next_then
                .and_then(|b| ctx.block(b).parent())
                .is_some_and(|reg| region_contains(ctx, reg, owner));
            let into_else = next_else
                .and_then(|b| ctx.block(b).parent())
                .is_some_and(|reg| region_contains(ctx, reg, owner));
            if into_then {
                u.op.set_operand(ctx, u.index as usize, t);
            } else if into_else {
                u.op.set_operand(ctx, u.index as usize, f);
            }
        }
    }
    let mut types: Vec<_> = prev_results.iter().map(|&v| ctx.value(v).ty()).collect();
    let next_count = ctx.op(next_if).num_results();
    types.extend(ctx.op(next_if).results().map(|v| ctx.value(v).ty()));
    let combined = new_if(ctx, next_if, &types, prev_cond);
    let (combined_then, combined_else) = if_regions(ctx, combined);
    inline_region_at_start(ctx, prev_then_region, combined_then);
    if let Some(next_then) = next_then {
        merge_yielding_blocks(ctx, combined_then, next_then);
    }
    inline_region_at_start(ctx, prev_else_region, combined_else);
    if let Some(next_else) = next_else {
        if ctx.region(combined_else).blocks().is_empty() {
            let from = ctx.block(next_else).parent().expect("a region");
            inline_region_at_start(ctx, from, combined_else);
        } else {
            merge_yielding_blocks(ctx, combined_else, next_else);
        }
    }
    let prev_count = prev_results.len();
    let prev_values: Vec<_> = (0..prev_count)
        .map(|i| ctx.op(combined).result(i))
        .collect();
    let next_values: Vec<_> = (0..next_count)
        .map(|i| ctx.op(combined).result(prev_count + i))
        .collect();
    prev_if.replace_with(ctx, &prev_values);
    next_if.replace_with(ctx, &next_values);
    true
}

/// The operation defining `v`, if any.
fn defining_op(ctx: &Context, v: Value) -> Option<OpId> {
    match ctx.value(v).def() {
        ValueDef::OpResult { op, .. } => Some(op),
        ValueDef::BlockArgument { .. } => None,
    }
}

/// Appends the operations of `source` to the last block of `region` and yields both
/// blocks' values from one new `scf.yield`.
fn merge_yielding_blocks(ctx: &mut Context, region: RegionId, source: BlockId) {
    let dest = last_block(ctx, region).expect("a block");
    let first = ctx.block(dest).last_op().expect("a terminated block");
    let second = ctx.block(source).last_op().expect("a terminated block");
    source.splice_at_end(ctx, dest, &[]);
    let mut values: Vec<Value> = ctx.op(first).operands().collect();
    values.extend(ctx.op(second).operands());
    let loc = ctx.op(second).loc();
    let y = scf::YieldOp::build(ctx, loc, values).op();
    dest.append_op(ctx, y);
    first.erase(ctx);
    second.erase(ctx);
}

/// An else body holding only its `scf.yield` goes, when there are no results.
fn remove_empty_else_branch(ctx: &mut Context, op: OpId) -> bool {
    if scf::IfOp::cast(ctx, op).is_none() || ctx.op(op).num_results() != 0 {
        return false;
    }
    let (then_region, else_region) = if_regions(ctx, op);
    let Some(else_block) = last_block(ctx, else_region) else {
        return false;
    };
    if block_len(ctx, else_block) != 1 {
        return false;
    }
    // `cloneWithoutRegions`: the same operands and attributes, empty regions.
    let cond = ctx.op(op).operand(0);
    let new = new_if(ctx, op, &[], cond);
    let attrs = ctx.op(op).discardable_attrs().to_vec();
    if !attrs.is_empty() {
        let dict = Attribute::dictionary(ctx, &attrs);
        new.set_attr_dict(ctx, Some(dict));
    }
    let (new_then, _) = if_regions(ctx, new);
    inline_region_at_start(ctx, then_region, new_then);
    op.replace_with(ctx, &[]);
    true
}

/// An `scf.if` whose then body is only another `scf.if` (and whose else bodies only
/// yield) becomes one `scf.if` on the `arith.andi` of both conditions.
fn combine_nested_ifs(ctx: &mut Context, op: OpId) -> bool {
    if scf::IfOp::cast(ctx, op).is_none() {
        return false;
    }
    let (then_region, else_region) = if_regions(ctx, op);
    let Some(then_block) = last_block(ctx, then_region) else {
        return false;
    };
    if block_len(ctx, then_block) != 2 {
        return false;
    }
    let else_block = last_block(ctx, else_region);
    if else_block.is_some_and(|b| block_len(ctx, b) != 1) {
        return false;
    }
    let nested = ctx.block(then_block).first_op().expect("two operations");
    if scf::IfOp::cast(ctx, nested).is_none() {
        return false;
    }
    let (nested_then, nested_else) = if_regions(ctx, nested);
    let nested_else_block = last_block(ctx, nested_else);
    if nested_else_block.is_some_and(|b| block_len(ctx, b) != 1) {
        return false;
    }
    let mut then_yield = terminator_operands(ctx, then_block);
    let else_yield = else_block
        .map(|b| terminator_operands(ctx, b))
        .unwrap_or_default();
    let nested_then_block = last_block(ctx, nested_then).expect("a then block");
    let nested_then_yield = terminator_operands(ctx, nested_then_block);
    let nested_else_yield = nested_else_block
        .map(|b| terminator_operands(ctx, b))
        .unwrap_or_default();
    let mut to_select = Vec::new();
    for (i, slot) in then_yield.iter_mut().enumerate() {
        let v = *slot;
        if let ValueDef::OpResult { op: def, index } = ctx.value(v).def() {
            if def == nested {
                let k = index as usize;
                if nested_else_yield.get(k) != else_yield.get(i) {
                    return false;
                }
                *slot = nested_then_yield[k];
                continue;
            }
        }
        if value_region(ctx, v) == Some(then_region) {
            return false;
        }
        to_select.push(i);
    }
    let loc = ctx.op(op).loc();
    let cond = ctx.op(op).operand(0);
    let nested_cond = ctx.op(nested).operand(0);
    let and = arith::AndIOp::build_inferred(ctx, loc, cond, nested_cond).op();
    and.insert_before(ctx, op);
    let new_cond = ctx.op(and).result(0);
    let types: Vec<_> = ctx.op(op).results().map(|v| ctx.value(v).ty()).collect();
    let new = new_if(ctx, op, &types, new_cond);
    let (new_then, new_else) = if_regions(ctx, new);
    let new_block = create_block(ctx, new_then);
    let mut results: Vec<Value> = ctx.op(new).results().collect();
    for i in to_select {
        results[i] = select_before(ctx, new, op, cond, then_yield[i], else_yield[i]);
    }
    nested_then_block.splice_at_end(ctx, new_block, &[]);
    replace_yield(ctx, new_block, then_yield);
    if !else_yield.is_empty() {
        let b = create_block(ctx, new_else);
        let y = scf::YieldOp::build(ctx, loc, else_yield).op();
        b.append_op(ctx, y);
    }
    op.replace_with(ctx, &results);
    true
}

// ----- scf.execute_region -----------------------------------------------------------------

/// Whether the region is marked `no_inline`.
fn no_inline(ctx: &Context, op: OpId) -> bool {
    ctx.op(op).inherent_attr("no_inline").is_some()
}

/// A single-block `scf.execute_region` becomes its body.
fn single_block_execute_inliner(ctx: &mut Context, op: OpId) -> bool {
    if scf::ExecuteRegionOp::cast(ctx, op).is_none() || no_inline(ctx, op) {
        return false;
    }
    let region = ctx.op(op).regions()[0];
    if ctx.region(region).blocks().len() != 1 {
        return false;
    }
    replace_op_with_region(ctx, op, region, &[]);
    true
}

/// A multi-block `scf.execute_region` directly in a function or another
/// `scf.execute_region` becomes blocks of its parent: its yields branch to the rest of the
/// enclosing block, whose new arguments are the results.
fn multi_block_execute_inliner(ctx: &mut Context, op: OpId) -> bool {
    if scf::ExecuteRegionOp::cast(ctx, op).is_none() || no_inline(ctx, op) {
        return false;
    }
    let Some(parent) = ctx.op(op).parent_op() else {
        return false;
    };
    let function_like = ctx.op(parent).has_interface::<FunctionOpInterface>();
    if !function_like && scf::ExecuteRegionOp::cast(ctx, parent).is_none() {
        return false;
    }
    let prev_block = ctx.op(op).block().expect("in a block");
    let parent_region = ctx.block(prev_block).parent().expect("in a region");
    // Split the block before `op`: `op` and what follows move to a new block.
    let post_block = BlockId::create(ctx);
    let pos = ctx
        .region(parent_region)
        .blocks()
        .iter()
        .position(|&b| b == prev_block)
        .expect("the block is in its region");
    parent_region.insert_block(ctx, pos + 1, post_block);
    let mut moving = Vec::new();
    let mut cur = Some(op);
    while let Some(o) = cur {
        moving.push(o);
        cur = ctx.op(o).next();
    }
    for o in moving {
        o.move_to_end(ctx, post_block);
    }
    let region = ctx.op(op).regions()[0];
    let blocks = ctx.region(region).blocks().to_vec();
    let loc = ctx.op(op).loc();
    let br = cf::BranchOp::build(ctx, loc, Vec::new(), blocks[0]).op();
    prev_block.append_op(ctx, br);
    for &b in &blocks {
        let Some(t) = ctx.block(b).last_op() else {
            continue;
        };
        if scf::YieldOp::cast(ctx, t).is_none() {
            continue;
        }
        let operands: Vec<Value> = ctx.op(t).operands().collect();
        let yloc = ctx.op(t).loc();
        let br = cf::BranchOp::build(ctx, yloc, operands, post_block).op();
        br.insert_before(ctx, t);
        t.erase(ctx);
    }
    let pos = pos + 1;
    for (i, &b) in blocks.iter().enumerate() {
        b.remove(ctx);
        parent_region.insert_block(ctx, pos + i, b);
    }
    let results: Vec<Value> = ctx.op(op).results().collect();
    let mut args = Vec::with_capacity(results.len());
    for r in results {
        let ty = ctx.value(r).ty();
        args.push(post_block.add_argument(ctx, ty, loc));
    }
    op.replace_with(ctx, &args);
    true
}

// ----- scf.index_switch --------------------------------------------------------------------

/// A switch on a constant becomes the case it takes (the default when none matches).
fn fold_constant_case(ctx: &mut Context, op: OpId) -> bool {
    if scf::IndexSwitchOp::cast(ctx, op).is_none() {
        return false;
    }
    let arg = ctx.op(op).operand(0);
    let Some(value) = constant_i64(ctx, arg) else {
        return false;
    };
    let cases = crate::hooks::dense_i64s(ctx, op, "cases");
    let regions = ctx.op(op).regions().to_vec();
    // Region 0 is the default region, then one per case.
    let region = cases
        .iter()
        .position(|&c| c == value)
        .map_or(regions[0], |i| regions[i + 1]);
    replace_op_with_region(ctx, op, region, &[]);
    true
}
