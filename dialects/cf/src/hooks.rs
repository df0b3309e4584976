//! The hand-written parts of the cf dialect, after upstream's `ControlFlowOps.cpp`:
//! `cf.switch`'s cases (`custom<SwitchOpCases>`) and verifier, the successor operands of
//! each branch, `cf.assert`'s effect, the builders the spec declares, and the
//! canonicalizations.

use ods_runtime::asm::lexer::TokenKind;
use ods_runtime::asm::op_parser::{OpParser, UnresolvedOperand};
use ods_runtime::asm::op_printer::OpPrinter;
use ods_runtime::asm::parser::PResult;
use ods_runtime::attributes::apint::ApInt;
use ods_runtime::attributes::{AttrKind, Scalar};
use ods_runtime::interfaces::control_flow::SuccessorOperands;
use ods_runtime::interfaces::side_effects::{EffectInstance, MemoryEffect};
use ods_runtime::ir::{BlockId, OpId, OperationState, Value, ValueDef};
use ods_runtime::rewrite::{FnPattern, RewritePatternSet};
use ods_runtime::verify::VerifyError;
use ods_runtime::{Attribute, Context, Type};

use crate::cf;
use ods_dialect_arith::arith;

/// The `branch_weights` attribute of `weights`: none when empty.
pub(crate) fn weights_attr(ctx: &mut Context, weights: &[i32]) -> Option<Attribute> {
    if weights.is_empty() {
        return None;
    }
    let i32_ty = Type::int(ctx, 32);
    let values: Vec<i64> = weights.iter().map(|&w| i64::from(w)).collect();
    Some(Attribute::dense_i64_array(ctx, i32_ty, &values))
}

/// The constant a value is, when an operation that is constant-like defines it.
fn constant_of(ctx: &mut Context, v: Value) -> Option<Attribute> {
    match ctx.value(v).def() {
        ValueDef::OpResult { op, .. } => ods_runtime::greedy::constant_value(ctx, op),
        ValueDef::BlockArgument { .. } => None,
    }
}

/// The value of an integer constant (a scalar integer attribute).
fn constant_int(ctx: &mut Context, v: Value) -> Option<ApInt> {
    let a = constant_of(ctx, v)?;
    match ctx.attr(a).kind() {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// MLIR's `Block::getSinglePredecessor`: the block of the one predecessor edge.
fn single_predecessor(ctx: &Context, block: BlockId) -> Option<BlockId> {
    match ctx.block(block).predecessor_edges().as_slice() {
        [(op, _)] => ctx.op(*op).block(),
        _ => None,
    }
}

/// MLIR's `Block::getUniquePredecessor`: the block every predecessor edge comes from.
fn unique_predecessor(ctx: &Context, block: BlockId) -> Option<BlockId> {
    let preds = ctx.block(block).predecessor_edges();
    let first = ctx.op(preds.first()?.0).block()?;
    preds
        .iter()
        .all(|(op, _)| ctx.op(*op).block() == Some(first))
        .then_some(first)
}

/// Upstream's `collapseBranch`: when `successor` holds only a `cf.br` (to another block,
/// not into a cycle of such branches) whose arguments only that branch uses, the block and
/// operands to branch to instead.
fn collapse_branch(
    ctx: &Context,
    successor: BlockId,
    operands: &[Value],
) -> Option<(BlockId, Vec<Value>)> {
    let first = ctx.block(successor).first_op()?;
    if ctx.block(successor).last_op() != Some(first) {
        return None;
    }
    let br = cf::BranchOp::cast(ctx, first)?;
    for &arg in ctx.block(successor).arguments() {
        if ctx.value(arg).uses().any(|u| u.op != first) {
            return None;
        }
    }
    let dest = br.dest(ctx);
    if dest == successor {
        return None;
    }
    // Branches through blocks that only branch on, back to where they started: a cycle.
    let mut visited = vec![successor, dest];
    let mut next = ctx
        .block(dest)
        .last_op()
        .and_then(|op| cf::BranchOp::cast(ctx, op));
    while let Some(b) = next {
        let d = b.dest(ctx);
        if visited.contains(&d) {
            return None;
        }
        visited.push(d);
        next = ctx
            .block(d)
            .last_op()
            .and_then(|op| cf::BranchOp::cast(ctx, op));
    }
    let forwarded: Vec<Value> = ctx.op(first).operands().collect();
    if ctx.block(successor).arguments().is_empty() {
        return Some((dest, forwarded));
    }
    let remapped = forwarded
        .into_iter()
        .map(|v| match ctx.value(v).def() {
            ValueDef::BlockArgument { block, index } if block == successor => {
                operands[index as usize]
            }
            _ => v,
        })
        .collect();
    Some((dest, remapped))
}

/// A canonicalization pattern: the rewrite and its upstream name.
type Pattern = (fn(&mut Context, OpId) -> bool, &'static str);

/// Adds the patterns rooted at `root`, named as upstream's.
fn add_patterns(patterns: &mut RewritePatternSet, root: &str, list: &[Pattern]) {
    for &(rewrite, name) in list {
        patterns.add(FnPattern::new(root, rewrite).with_debug_name(name));
    }
}

/// Replaces `op` with a `cf.br` to `dest` with `operands`.
fn replace_with_br(ctx: &mut Context, op: OpId, dest: BlockId, operands: Vec<Value>) {
    let loc = ctx.op(op).loc();
    let br = cf::BranchOp::build(ctx, loc, operands, dest);
    br.op().insert_before(ctx, op);
    op.erase(ctx);
}

impl cf::AssertOpHooks for cf::AssertOp {
    /// Erases the assertion when its argument is the constant true.
    fn canonicalize(self, ctx: &mut Context) -> bool {
        let arg = self.arg(ctx);
        match constant_int(ctx, arg) {
            Some(v) if v.to_u64() == Some(1) => {
                self.op().erase(ctx);
                true
            }
            _ => false,
        }
    }

    /// Upstream's: a write to the default resource (so the assertion is not dead code).
    fn get_effects(self, _: &Context) -> Vec<EffectInstance> {
        vec![EffectInstance::new(MemoryEffect::Write, None)]
    }
}

/// `simplifyBrToBlockWithSinglePred`: the destination's only predecessor is this branch,
/// so the destination's operations move into this block.
fn simplify_br_to_block_with_single_pred(ctx: &mut Context, op: cf::BranchOp) -> bool {
    let succ = op.dest(ctx);
    let Some(parent) = ctx.op(op.op()).block() else {
        return false;
    };
    if succ == parent || ctx.block(succ).predecessor_edges().len() != 1 {
        return false;
    }
    let operands: Vec<Value> = ctx.op(op.op()).operands().collect();
    let args = ctx.block(succ).arguments().to_vec();
    for (arg, v) in args.into_iter().zip(operands) {
        arg.replace_all_uses_with(ctx, v);
    }
    let ops: Vec<OpId> = ctx.block(succ).ops().collect();
    for o in ops {
        o.move_to_end(ctx, parent);
    }
    op.op().erase(ctx);
    BlockId::erase_all(ctx, &[succ]);
    true
}

/// `simplifyPassThroughBr`: a branch to a block that only branches on goes there directly.
fn simplify_pass_through_br(ctx: &mut Context, op: cf::BranchOp) -> bool {
    let dest = op.dest(ctx);
    if ctx.op(op.op()).block() == Some(dest) {
        return false;
    }
    let operands: Vec<Value> = ctx.op(op.op()).operands().collect();
    let Some((dest, operands)) = collapse_branch(ctx, dest, &operands) else {
        return false;
    };
    replace_with_br(ctx, op.op(), dest, operands);
    true
}

impl cf::BranchOpHooks for cf::BranchOp {
    fn canonicalize(self, ctx: &mut Context) -> bool {
        simplify_br_to_block_with_single_pred(ctx, self) || simplify_pass_through_br(ctx, self)
    }

    fn get_successor_operands(self, ctx: &Context, _: u32) -> SuccessorOperands {
        SuccessorOperands::from_range(ctx, 0, self.get_ods_operands_mutable(ctx, 0))
    }

    fn get_successor_for_operands(self, ctx: &Context, _: &[Option<Attribute>]) -> Option<BlockId> {
        Some(self.dest(ctx))
    }
}

/// `cf.cond_br true/false, ^a, ^b` -> `cf.br` to the destination taken.
fn simplify_const_cond_branch_pred(ctx: &mut Context, op: OpId) -> bool {
    let Some(condbr) = cf::CondBranchOp::cast(ctx, op) else {
        return false;
    };
    let cond = condbr.condition(ctx);
    let Some(v) = constant_int(ctx, cond) else {
        return false;
    };
    let (dest, operands) = if v.is_zero() {
        (condbr.false_dest(ctx), condbr.false_dest_operands(ctx))
    } else {
        (condbr.true_dest(ctx), condbr.true_dest_operands(ctx))
    };
    replace_with_br(ctx, op, dest, operands);
    true
}

/// Both destinations collapsed through blocks that only branch on.
fn simplify_pass_through_cond_branch(ctx: &mut Context, op: OpId) -> bool {
    let Some(condbr) = cf::CondBranchOp::cast(ctx, op) else {
        return false;
    };
    let true_operands = condbr.true_dest_operands(ctx);
    let false_operands = condbr.false_dest_operands(ctx);
    let t = collapse_branch(ctx, condbr.true_dest(ctx), &true_operands);
    let f = collapse_branch(ctx, condbr.false_dest(ctx), &false_operands);
    if t.is_none() && f.is_none() {
        return false;
    }
    let (true_dest, true_operands) = t.unwrap_or((condbr.true_dest(ctx), true_operands));
    let (false_dest, false_operands) = f.unwrap_or((condbr.false_dest(ctx), false_operands));
    let cond = condbr.condition(ctx);
    let weights = condbr.branch_weights_attr(ctx);
    let loc = ctx.op(op).loc();
    let new = cf::CondBranchOp::build(
        ctx,
        loc,
        cond,
        true_operands,
        false_operands,
        weights,
        true_dest,
        false_dest,
    );
    new.op().insert_before(ctx, op);
    op.erase(ctx);
    true
}

/// Both destinations the same block: a `cf.br`, with `arith.select`s for the operands that
/// differ when this block is its only predecessor.
fn simplify_cond_branch_identical_successors(ctx: &mut Context, op: OpId) -> bool {
    let Some(condbr) = cf::CondBranchOp::cast(ctx, op) else {
        return false;
    };
    let dest = condbr.true_dest(ctx);
    if dest != condbr.false_dest(ctx) {
        return false;
    }
    let true_operands = condbr.true_dest_operands(ctx);
    let false_operands = condbr.false_dest_operands(ctx);
    if true_operands == false_operands {
        replace_with_br(ctx, op, dest, true_operands);
        return true;
    }
    if unique_predecessor(ctx, dest) != ctx.op(op).block() {
        return false;
    }
    let cond = condbr.condition(ctx);
    let loc = ctx.op(op).loc();
    let mut merged = Vec::with_capacity(true_operands.len());
    for (t, f) in true_operands.into_iter().zip(false_operands) {
        if t == f {
            merged.push(t);
        } else {
            let ty = ctx.value(t).ty();
            let select = arith::SelectOp::build(ctx, loc, ty, cond, t, f);
            select.op().insert_before(ctx, op);
            merged.push(ctx.op(select.op()).result(0));
        }
    }
    replace_with_br(ctx, op, dest, merged);
    true
}

/// A `cf.cond_br` whose block's only predecessor is a `cf.cond_br` on the same condition
/// takes the same side.
fn simplify_cond_branch_from_cond_branch_on_same_condition(ctx: &mut Context, op: OpId) -> bool {
    let Some(condbr) = cf::CondBranchOp::cast(ctx, op) else {
        return false;
    };
    let Some(current) = ctx.op(op).block() else {
        return false;
    };
    let Some(pred) = single_predecessor(ctx, current) else {
        return false;
    };
    let Some(pred_br) = ctx
        .block(pred)
        .last_op()
        .and_then(|o| cf::CondBranchOp::cast(ctx, o))
    else {
        return false;
    };
    if condbr.condition(ctx) != pred_br.condition(ctx) {
        return false;
    }
    let (dest, operands) = if current == pred_br.true_dest(ctx) {
        (condbr.true_dest(ctx), condbr.true_dest_operands(ctx))
    } else {
        (condbr.false_dest(ctx), condbr.false_dest_operands(ctx))
    };
    replace_with_br(ctx, op, dest, operands);
    true
}

/// In a destination whose only predecessor is this branch, the condition is known: its
/// uses there become an `arith.constant` true or false.
fn cond_branch_truth_propagation(ctx: &mut Context, op: OpId) -> bool {
    let Some(condbr) = cf::CondBranchOp::cast(ctx, op) else {
        return false;
    };
    let cond = condbr.condition(ctx);
    let loc = ctx.op(op).loc();
    let mut replaced = false;
    for (dest, value) in [
        (condbr.true_dest(ctx), true),
        (condbr.false_dest(ctx), false),
    ] {
        if single_predecessor(ctx, dest).is_none() {
            continue;
        }
        let uses: Vec<_> = ctx
            .value(cond)
            .uses()
            .filter(|u| ctx.op(u.op).block() == Some(dest))
            .collect();
        if uses.is_empty() {
            continue;
        }
        let i1 = Type::int(ctx, 1);
        let attr = Attribute::bool(ctx, value);
        let constant = arith::ConstantOp::build(ctx, loc, i1, attr);
        constant.op().insert_before(ctx, op);
        let c = ctx.op(constant.op()).result(0);
        for u in uses {
            u.op.set_operand(ctx, u.index as usize, c);
        }
        replaced = true;
    }
    replaced
}

impl cf::CondBranchOpHooks for cf::CondBranchOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        add_patterns(
            patterns,
            cf::CondBranchOp::NAME,
            &[
                (
                    simplify_const_cond_branch_pred,
                    "SimplifyConstCondBranchPred",
                ),
                (
                    simplify_pass_through_cond_branch,
                    "SimplifyPassThroughCondBranch",
                ),
                (
                    simplify_cond_branch_identical_successors,
                    "SimplifyCondBranchIdenticalSuccessors",
                ),
                (
                    simplify_cond_branch_from_cond_branch_on_same_condition,
                    "SimplifyCondBranchFromCondBranchOnSameCondition",
                ),
                (cond_branch_truth_propagation, "CondBranchTruthPropagation"),
            ],
        );
    }

    fn get_successor_operands(self, ctx: &Context, index: u32) -> SuccessorOperands {
        // The true and false destinations' operand groups (after the condition's).
        let group = if index == 0 { 1 } else { 2 };
        SuccessorOperands::from_range(ctx, 0, self.get_ods_operands_mutable(ctx, group))
    }

    fn get_successor_for_operands(
        self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Option<BlockId> {
        let cond = (*operands.first()?)?;
        match ctx.attr(cond).kind() {
            AttrKind::Integer { value, .. } => Some(if value.to_u64() == Some(1) {
                self.true_dest(ctx)
            } else {
                self.false_dest(ctx)
            }),
            _ => None,
        }
    }
}

/// The case values of a `cf.switch`, one per case (a splat expanded).
fn case_values(ctx: &Context, attr: Option<Attribute>) -> Vec<ApInt> {
    let Some(attr) = attr else {
        return Vec::new();
    };
    match ctx.attr(attr).kind() {
        AttrKind::DenseElements { ty, values } => {
            let n = ctx.ty(*ty).shape().map_or(1, |s| s.iter().product::<i64>()) as usize;
            (0..n)
                .filter_map(|i| match values.get(i).or(values.first()) {
                    Some(Scalar::Int(v)) => Some(v.clone()),
                    _ => None,
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

/// `(%a, %b : t, u)` after a successor, if there.
fn parse_successor_operands(
    parser: &mut OpParser<'_>,
    operands: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
) -> PResult<()> {
    if parser.p.eat(TokenKind::LParen) {
        *operands = parser.parse_operand_list()?;
        parser.parse_literal(":")?;
        *types = parser.parse_type_list()?;
        parser.parse_literal(")")?;
    }
    Ok(())
}

/// The `DenseIntElementsAttr` of case values of type `flag_type`.
fn case_values_attr(ctx: &mut Context, flag_type: Type, values: Vec<ApInt>) -> Option<Attribute> {
    if values.is_empty() {
        return None;
    }
    let ty = Type::vector(ctx, &[values.len() as i64], flag_type);
    let values = values.into_iter().map(Scalar::Int).collect();
    Some(Attribute::dense_elements(ctx, ty, values))
}

/// Builds a `cf.switch` from its parts (upstream's builders all end here).
fn switch_state(
    ctx: &mut Context,
    state: &mut OperationState,
    flag: Value,
    default: (BlockId, &[Value]),
    case_values: Option<Attribute>,
    case_destinations: &[BlockId],
    case_operands: &[&[Value]],
) {
    cf::SwitchOp::build_state(
        ctx,
        state,
        flag,
        default.1.to_vec(),
        case_operands.iter().map(|o| o.to_vec()).collect(),
        case_values,
        default.0,
        case_destinations.to_vec(),
    );
}

/// Replaces `op` with a `cf.switch` on `flag`.
fn replace_with_switch(
    ctx: &mut Context,
    op: OpId,
    flag: Value,
    default: (BlockId, Vec<Value>),
    values: Vec<ApInt>,
    cases: Vec<(BlockId, Vec<Value>)>,
) {
    let flag_type = ctx.value(flag).ty();
    let attr = case_values_attr(ctx, flag_type, values);
    let loc = ctx.op(op).loc();
    let (dests, operands): (Vec<BlockId>, Vec<Vec<Value>>) = cases.into_iter().unzip();
    let new = cf::SwitchOp::build(ctx, loc, flag, default.1, operands, attr, default.0, dests);
    new.op().insert_before(ctx, op);
    op.erase(ctx);
}

/// The default and the cases of a switch: destination and operands each.
type SwitchParts = (
    (BlockId, Vec<Value>),
    Vec<ApInt>,
    Vec<(BlockId, Vec<Value>)>,
);

fn switch_parts(ctx: &Context, op: cf::SwitchOp) -> SwitchParts {
    let values = case_values(ctx, op.case_values_attr(ctx));
    let dests = op.case_destinations(ctx);
    let operands = op.case_operands(ctx);
    let cases = dests
        .into_iter()
        .enumerate()
        .map(|(i, d)| (d, operands.get(i).cloned().unwrap_or_default()))
        .collect();
    (
        (op.default_destination(ctx), op.default_operands(ctx)),
        values,
        cases,
    )
}

/// `foldSwitch`: a `cf.br` to the case of `value`, or to the default.
fn fold_switch(ctx: &mut Context, op: cf::SwitchOp, value: &ApInt) {
    let (default, values, cases) = switch_parts(ctx, op);
    let (dest, operands) = values
        .iter()
        .position(|v| v == value)
        .and_then(|i| cases.get(i).cloned())
        .unwrap_or(default);
    replace_with_br(ctx, op.op(), dest, operands);
}

fn simplify_switch_with_only_default(ctx: &mut Context, op: OpId) -> bool {
    let Some(switch) = cf::SwitchOp::cast(ctx, op) else {
        return false;
    };
    if !switch.case_destinations(ctx).is_empty() {
        return false;
    }
    let (dest, operands) = (
        switch.default_destination(ctx),
        switch.default_operands(ctx),
    );
    replace_with_br(ctx, op, dest, operands);
    true
}

fn drop_switch_cases_that_match_default(ctx: &mut Context, op: OpId) -> bool {
    let Some(switch) = cf::SwitchOp::cast(ctx, op) else {
        return false;
    };
    let (default, values, cases) = switch_parts(ctx, switch);
    let keep: Vec<usize> = (0..values.len().min(cases.len()))
        .filter(|&i| cases[i] != default)
        .collect();
    if keep.len() == values.len() {
        return false;
    }
    let flag = switch.flag(ctx);
    let new_values = keep.iter().map(|&i| values[i].clone()).collect();
    let new_cases = keep.iter().map(|&i| cases[i].clone()).collect();
    replace_with_switch(ctx, op, flag, default, new_values, new_cases);
    true
}

fn simplify_const_switch_value(ctx: &mut Context, op: OpId) -> bool {
    let Some(switch) = cf::SwitchOp::cast(ctx, op) else {
        return false;
    };
    let flag = switch.flag(ctx);
    let Some(value) = constant_int(ctx, flag) else {
        return false;
    };
    fold_switch(ctx, switch, &value);
    true
}

fn simplify_pass_through_switch(ctx: &mut Context, op: OpId) -> bool {
    let Some(switch) = cf::SwitchOp::cast(ctx, op) else {
        return false;
    };
    let (default, values, cases) = switch_parts(ctx, switch);
    let mut changed = false;
    let mut new_cases = Vec::with_capacity(cases.len());
    for (dest, operands) in cases {
        match collapse_branch(ctx, dest, &operands) {
            Some(c) => {
                changed = true;
                new_cases.push(c);
            }
            None => new_cases.push((dest, operands)),
        }
    }
    let new_default = match collapse_branch(ctx, default.0, &default.1) {
        Some(c) => {
            changed = true;
            c
        }
        None => default,
    };
    if !changed {
        return false;
    }
    let flag = switch.flag(ctx);
    replace_with_switch(ctx, op, flag, new_default, values, new_cases);
    true
}

/// The predecessor's `cf.switch` on the same flag, when it is this block's only
/// predecessor.
fn pred_switch(ctx: &Context, op: cf::SwitchOp) -> Option<(BlockId, cf::SwitchOp)> {
    let current = ctx.op(op.op()).block()?;
    let pred = single_predecessor(ctx, current)?;
    let pred_switch = ctx
        .block(pred)
        .last_op()
        .and_then(|o| cf::SwitchOp::cast(ctx, o))?;
    (op.flag(ctx) == pred_switch.flag(ctx)).then_some((current, pred_switch))
}

fn simplify_switch_from_switch_on_same_condition(ctx: &mut Context, op: OpId) -> bool {
    let Some(switch) = cf::SwitchOp::cast(ctx, op) else {
        return false;
    };
    let Some((current, pred)) = pred_switch(ctx, switch) else {
        return false;
    };
    if pred.default_destination(ctx) == current {
        return false;
    }
    let pred_dests = pred.case_destinations(ctx);
    match pred_dests.iter().position(|&d| d == current) {
        Some(i) => {
            let values = case_values(ctx, pred.case_values_attr(ctx));
            match values.get(i) {
                Some(v) => fold_switch(ctx, switch, v),
                None => return false,
            }
        }
        None => {
            let (dest, operands) = (
                switch.default_destination(ctx),
                switch.default_operands(ctx),
            );
            replace_with_br(ctx, op, dest, operands);
        }
    }
    true
}

fn simplify_switch_from_default_switch_on_same_condition(ctx: &mut Context, op: OpId) -> bool {
    let Some(switch) = cf::SwitchOp::cast(ctx, op) else {
        return false;
    };
    let Some((current, pred)) = pred_switch(ctx, switch) else {
        return false;
    };
    if pred.default_destination(ctx) != current {
        return false;
    }
    let pred_dests = pred.case_destinations(ctx);
    let pred_values = case_values(ctx, pred.case_values_attr(ctx));
    let impossible: Vec<&ApInt> = pred_values
        .iter()
        .zip(&pred_dests)
        .filter(|(_, d)| **d != current)
        .map(|(v, _)| v)
        .collect();
    let (default, values, cases) = switch_parts(ctx, switch);
    let keep: Vec<usize> = (0..values.len().min(cases.len()))
        .filter(|&i| !impossible.contains(&&values[i]))
        .collect();
    if keep.len() == values.len() {
        return false;
    }
    let flag = switch.flag(ctx);
    let new_values = keep.iter().map(|&i| values[i].clone()).collect();
    let new_cases = keep.iter().map(|&i| cases[i].clone()).collect();
    replace_with_switch(ctx, op, flag, default, new_values, new_cases);
    true
}

impl cf::SwitchOpHooks for cf::SwitchOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let values = self.case_values_attr(ctx);
        let dests = self.case_destinations(ctx);
        let Some(values) = values else {
            // Case destinations without case values: upstream's verifier dereferences the
            // absent values (mlir-opt crashes); it is the count mismatch it checks for.
            if dests.is_empty() {
                return Ok(());
            }
            return Err(VerifyError::op(
                ctx,
                self.op(),
                format!(
                    "number of case values (0) should match number of case destinations ({})",
                    dests.len()
                ),
            ));
        };
        let flag_type = ctx.value(self.flag(ctx)).ty();
        let values_type = ctx.attr(values).ty();
        let elem = values_type.and_then(|t| ctx.ty(t).element_type());
        if elem != Some(flag_type) {
            let print = |t: Option<Type>| {
                t.map(|t| ods_runtime::asm::printer::type_to_string(ctx, t))
                    .unwrap_or_default()
            };
            return Err(VerifyError::op(
                ctx,
                self.op(),
                format!(
                    "'flag' type ('{}') should match case value type ('{}')",
                    print(Some(flag_type)),
                    print(elem)
                ),
            ));
        }
        let n = case_values(ctx, Some(values)).len();
        if n != dests.len() {
            return Err(VerifyError::op(
                ctx,
                self.op(),
                format!(
                    "number of case values ({n}) should match number of case destinations ({})",
                    dests.len()
                ),
            ));
        }
        Ok(())
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        add_patterns(
            patterns,
            cf::SwitchOp::NAME,
            &[
                (
                    simplify_switch_with_only_default,
                    "simplifySwitchWithOnlyDefault",
                ),
                (
                    drop_switch_cases_that_match_default,
                    "dropSwitchCasesThatMatchDefault",
                ),
                (simplify_const_switch_value, "simplifyConstSwitchValue"),
                (simplify_pass_through_switch, "simplifyPassThroughSwitch"),
                (
                    simplify_switch_from_switch_on_same_condition,
                    "simplifySwitchFromSwitchOnSameCondition",
                ),
                (
                    simplify_switch_from_default_switch_on_same_condition,
                    "simplifySwitchFromDefaultSwitchOnSameCondition",
                ),
            ],
        );
    }

    /// `default: ^bb(...)` then `, value: ^bb(...)` per case; each value is read as an
    /// `i64` and wrapped to the flag's width, as upstream's `APInt(bitWidth, value)`.
    fn parse_switch_op_cases(
        parser: &mut OpParser<'_>,
        flag_type: Type,
        default_destination: &mut Option<BlockId>,
        default_operands: &mut Vec<UnresolvedOperand>,
        default_operands_types: &mut Vec<Type>,
        case_values: &mut Option<Attribute>,
        case_destinations: &mut Vec<BlockId>,
        case_operands: &mut Vec<Vec<UnresolvedOperand>>,
        case_operands_types: &mut Vec<Vec<Type>>,
    ) -> PResult<()> {
        if !parser.p.eat_keyword("default") {
            let here = parser.p.span();
            return Err(parser.p.emit_error(here, "expected 'default'"));
        }
        parser.parse_literal(":")?;
        *default_destination = Some(parser.parse_successor()?);
        parse_successor_operands(parser, default_operands, default_operands_types)?;
        let width = parser
            .p
            .ctx
            .ty(flag_type)
            .int_or_float_width()
            .unwrap_or(64);
        let mut values = Vec::new();
        while parser.p.eat(TokenKind::Comma) {
            let v = parser.p.parse_integer_i64()?;
            values.push(ApInt::from_i128(width, i128::from(v)));
            parser.parse_literal(":")?;
            case_destinations.push(parser.parse_successor()?);
            let (mut ops, mut tys) = (Vec::new(), Vec::new());
            parse_successor_operands(parser, &mut ops, &mut tys)?;
            case_operands.push(ops);
            case_operands_types.push(tys);
        }
        *case_values = case_values_attr(parser.ctx(), flag_type, values);
        Ok(())
    }

    /// Each case value is printed zero-extended (upstream's `getLimitedValue`).
    fn print_switch_op_cases(
        self,
        printer: &mut OpPrinter<'_>,
        _: Type,
        default_destination: BlockId,
        default_operands: &[Value],
        _: &[Type],
        case_values_attr: Option<Attribute>,
        case_destinations: &[BlockId],
        case_operands: &[Vec<Value>],
        _: &[Vec<Type>],
    ) {
        printer.write("  default: ");
        printer.print_successor_and_use_list(default_destination, default_operands);
        if case_values_attr.is_none() {
            return;
        }
        let values = case_values(printer.context(), case_values_attr);
        for (i, v) in values.iter().enumerate() {
            printer.write(",");
            printer.print_newline();
            printer.write("  ");
            printer.write(&v.to_u64().unwrap_or(u64::MAX).to_string());
            printer.write(": ");
            if let Some(&dest) = case_destinations.get(i) {
                let ops = case_operands.get(i).map_or(&[][..], |o| o);
                printer.print_successor_and_use_list(dest, ops);
            }
        }
        printer.print_newline();
    }

    fn build_flag_default_destination_default_operands_case_values_case_destinations_case_operands_state(
        ctx: &mut Context,
        state: &mut OperationState,
        flag: Value,
        default_destination: BlockId,
        default_operands: &[Value],
        case_values: &[ApInt],
        case_destinations: &[BlockId],
        case_operands: &[&[Value]],
    ) {
        let flag_type = ctx.value(flag).ty();
        let attr = case_values_attr(ctx, flag_type, case_values.to_vec());
        let default = (default_destination, default_operands);
        switch_state(
            ctx,
            state,
            flag,
            default,
            attr,
            case_destinations,
            case_operands,
        );
    }

    fn build_flag_default_destination_default_operands_case_values_case_destinations_case_operands_4_state(
        ctx: &mut Context,
        state: &mut OperationState,
        flag: Value,
        default_destination: BlockId,
        default_operands: &[Value],
        case_values: &[i32],
        case_destinations: &[BlockId],
        case_operands: &[&[Value]],
    ) {
        let flag_type = ctx.value(flag).ty();
        let width = ctx.ty(flag_type).int_or_float_width().unwrap_or(32);
        let values = case_values
            .iter()
            .map(|&v| ApInt::from_i128(width, i128::from(v)))
            .collect();
        let attr = case_values_attr(ctx, flag_type, values);
        let default = (default_destination, default_operands);
        switch_state(
            ctx,
            state,
            flag,
            default,
            attr,
            case_destinations,
            case_operands,
        );
    }

    fn build_flag_default_destination_default_operands_case_values_case_destinations_case_operands_5_state(
        ctx: &mut Context,
        state: &mut OperationState,
        flag: Value,
        default_destination: BlockId,
        default_operands: &[Value],
        case_values: Option<Attribute>,
        case_destinations: &[BlockId],
        case_operands: &[&[Value]],
    ) {
        let default = (default_destination, default_operands);
        let attr = case_values;
        switch_state(
            ctx,
            state,
            flag,
            default,
            attr,
            case_destinations,
            case_operands,
        );
    }

    fn get_successor_operands(self, ctx: &Context, index: u32) -> SuccessorOperands {
        SuccessorOperands::forwarded(if index == 0 {
            self.default_operands(ctx)
        } else {
            self.case_operands(ctx)
                .get(index as usize - 1)
                .cloned()
                .unwrap_or_default()
        })
    }

    fn get_successor_for_operands(
        self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Option<BlockId> {
        let values = case_values(ctx, self.case_values_attr(ctx));
        if values.is_empty() {
            return Some(self.default_destination(ctx));
        }
        let flag = (*operands.first()?)?;
        let AttrKind::Integer { value, .. } = ctx.attr(flag).kind() else {
            return None;
        };
        let dests = self.case_destinations(ctx);
        Some(
            values
                .iter()
                .position(|v| v == value)
                .and_then(|i| dests.get(i).copied())
                .unwrap_or_else(|| self.default_destination(ctx)),
        )
    }
}

/// Edits the operands `op` (a `cf.br`, `cf.cond_br` or `cf.switch`) forwards to successor
/// `succ`, keeping its operand segment sizes right.
pub(crate) fn edit_successor_operands(
    ctx: &mut Context,
    op: OpId,
    succ: usize,
    edit: impl FnOnce(&mut Vec<Value>),
) {
    if let Some(br) = cf::BranchOp::cast(ctx, op) {
        let mut ops: Vec<Value> = ctx.op(br.op()).operands().collect();
        edit(&mut ops);
        op.set_operands(ctx, &ops);
    } else if let Some(condbr) = cf::CondBranchOp::cast(ctx, op) {
        let cond = condbr.condition(ctx);
        let mut groups = [
            condbr.true_dest_operands(ctx),
            condbr.false_dest_operands(ctx),
        ];
        edit(&mut groups[succ.min(1)]);
        let sizes = [1, groups[0].len() as i64, groups[1].len() as i64];
        let mut all = vec![cond];
        all.extend(groups.into_iter().flatten());
        op.set_operands(ctx, &all);
        let i32_ty = Type::int(ctx, 32);
        let attr = Attribute::dense_i64_array(ctx, i32_ty, &sizes);
        if let Some(p) = op.properties_mut::<cf::CondBranchOpProperties>(ctx) {
            p.operand_segment_sizes = Some(attr);
        }
    } else if let Some(switch) = cf::SwitchOp::cast(ctx, op) {
        let flag = switch.flag(ctx);
        let mut default = switch.default_operands(ctx);
        let mut cases = switch.case_operands(ctx);
        if succ == 0 {
            edit(&mut default);
        } else if let Some(c) = cases.get_mut(succ - 1) {
            edit(c);
        }
        let case_sizes: Vec<i64> = cases.iter().map(|c| c.len() as i64).collect();
        let sizes = [1, default.len() as i64, case_sizes.iter().sum()];
        let mut all = vec![flag];
        all.extend(default);
        all.extend(cases.into_iter().flatten());
        op.set_operands(ctx, &all);
        let i32_ty = Type::int(ctx, 32);
        let attr = Attribute::dense_i64_array(ctx, i32_ty, &sizes);
        let case_attr = Attribute::dense_i64_array(ctx, i32_ty, &case_sizes);
        if let Some(p) = op.properties_mut::<cf::SwitchOpProperties>(ctx) {
            p.operand_segment_sizes = Some(attr);
            p.case_operand_segments = Some(case_attr);
        }
    }
}
