//! The canonicalization patterns every [`RegionBranchOpInterface`] op may take (MLIR's
//! `populateRegionBranchOpInterfaceCanonicalizationPatterns`): they follow the values
//! forwarded along the op's control-flow edges, from successor operands (the op's entry
//! operands, its terminators' operands) to successor inputs (entry block arguments, the
//! op's results), and
//!
//! - `MakeRegionBranchOpSuccessorInputsDead`: an input that can only ever hold one value
//!   defined before it is replaced by that value;
//! - `RemoveDuplicateSuccessorInputUses`: of two inputs of one block or op that receive the
//!   same value along every edge, the later one's uses move to the earlier;
//! - `RemoveDeadRegionBranchOpSuccessorInputs`: unused inputs go, together with every input
//!   tied to them (a loop's iteration argument and result) and the operands feeding them.
//!
//! The successor operands an interface method returns are taken to be the trailing operands
//! of their operation (true of every op in scope: `scf.yield`, `scf.condition`, `scf.for`'s
//! iteration arguments, `scf.while`'s inits); an op for which they are not is left alone.

use std::collections::HashMap;

use crate::Context;
use crate::interfaces::control_flow::{
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface,
};
use crate::ir::{OpId, Value, ValueDef};
use crate::rewrite::{FnPattern, RewritePatternSet};

/// Adds the three patterns for the operations named `op_name`.
pub fn populate_region_branch_op_interface_canonicalization_patterns(
    patterns: &mut RewritePatternSet,
    op_name: &str,
) {
    patterns.add(
        FnPattern::new(op_name, make_successor_inputs_dead)
            .with_debug_name("MakeRegionBranchOpSuccessorInputsDead"),
    );
    patterns.add(
        FnPattern::new(op_name, remove_duplicate_successor_input_uses)
            .with_debug_name("RemoveDuplicateSuccessorInputUses"),
    );
    patterns.add(
        FnPattern::new(op_name, remove_dead_successor_inputs)
            .with_debug_name("RemoveDeadRegionBranchOpSuccessorInputs"),
    );
}

/// One successor operand: operand `index` of `op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Operand {
    op: OpId,
    index: usize,
}

/// Each successor operand with the inputs it flows into, in the order of the branch points
/// (the op, then the last operation of each block of each region) and their successors.
/// `None` when an interface method returns operands that are not the trailing operands of
/// their operation.
fn operand_input_mapping(ctx: &Context, op: OpId) -> Option<Vec<(Operand, Vec<Value>)>> {
    let branch = RegionBranchOpInterface::cast(ctx, op)?;
    let mut points = vec![RegionBranchPoint::Parent];
    for &region in ctx.op(op).regions() {
        for &block in ctx.region(region).blocks() {
            if let Some(last) = ctx.block(block).last_op()
                && RegionBranchTerminatorOpInterface::cast(ctx, last).is_some()
            {
                points.push(RegionBranchPoint::Terminator(last));
            }
        }
    }
    let mut mapping: Vec<(Operand, Vec<Value>)> = Vec::new();
    for point in points {
        for succ in branch.get_successor_regions(ctx, point) {
            let (owner, operands) = match point {
                RegionBranchPoint::Parent => (op, branch.get_entry_successor_operands(ctx, &succ)),
                RegionBranchPoint::Terminator(t) => {
                    let term = RegionBranchTerminatorOpInterface::cast(ctx, t)?;
                    (t, term.get_mutable_successor_operands(ctx, &succ))
                }
            };
            if operands.len() != succ.inputs.len() {
                return None;
            }
            let all: Vec<Value> = ctx.op(owner).operands().collect();
            let start = all.len().checked_sub(operands.len())?;
            if all[start..] != operands[..] {
                return None;
            }
            for (k, &input) in succ.inputs.iter().enumerate() {
                let operand = Operand {
                    op: owner,
                    index: start + k,
                };
                match mapping.iter_mut().find(|(o, _)| *o == operand) {
                    Some((_, inputs)) => inputs.push(input),
                    None => mapping.push((operand, vec![input])),
                }
            }
        }
    }
    Some(mapping)
}

/// Each successor input with the operands flowing into it, inputs in first-seen order.
fn input_operand_mapping(mapping: &[(Operand, Vec<Value>)]) -> Vec<(Value, Vec<Operand>)> {
    let mut inverse: Vec<(Value, Vec<Operand>)> = Vec::new();
    let mut at: HashMap<Value, usize> = HashMap::new();
    for (operand, inputs) in mapping {
        for &input in inputs {
            let i = *at.entry(input).or_insert_with(|| {
                inverse.push((input, Vec::new()));
                inverse.len() - 1
            });
            inverse[i].1.push(*operand);
        }
    }
    inverse
}

/// The values that are not successor inputs an input may receive, following forwarded
/// inputs transitively.
fn reachable_values(ctx: &Context, value: Value, inverse: &[(Value, Vec<Operand>)]) -> Vec<Value> {
    let lookup: HashMap<Value, &Vec<Operand>> = inverse.iter().map(|(v, o)| (*v, o)).collect();
    let mut reachable = Vec::new();
    let mut visited = std::collections::HashSet::new();
    let mut worklist = vec![value];
    while let Some(next) = worklist.pop() {
        match lookup.get(&next) {
            None => {
                if !reachable.contains(&next) {
                    reachable.push(next);
                }
            }
            Some(operands) => {
                for o in operands.iter() {
                    let v = ctx.op(o.op).operand(o.index);
                    if visited.insert(v) {
                        worklist.push(v);
                    }
                }
            }
        }
    }
    reachable
}

/// Whether `a`, a value reaching successor input `b` of `op`, is in scope where `b` is.
fn defined_before(ctx: &Context, op: OpId, a: Value, b: Value) -> bool {
    let a_block = ctx.value(a).parent_block();
    let a_parent = a_block.and_then(|blk| ctx.block(blk).parent_op());
    if a_parent != Some(op) {
        return true;
    }
    match (ctx.value(a).def(), ctx.value(b).def()) {
        (_, ValueDef::OpResult { .. }) => false,
        (ValueDef::BlockArgument { .. }, ValueDef::BlockArgument { .. }) => {
            a_block == ctx.value(b).parent_block()
        }
        _ => false,
    }
}

fn has_uses(ctx: &Context, v: Value) -> bool {
    ctx.value(v).uses().next().is_some()
}

/// `MakeRegionBranchOpSuccessorInputsDead`.
fn make_successor_inputs_dead(ctx: &mut Context, op: OpId) -> bool {
    let Some(mapping) = operand_input_mapping(ctx, op) else {
        return false;
    };
    let inverse = input_operand_mapping(&mapping);
    let mut changed = false;
    for (value, _) in &inverse {
        if !has_uses(ctx, *value) {
            continue;
        }
        let reachable = reachable_values(ctx, *value, &inverse);
        let [only] = reachable[..] else {
            continue;
        };
        if !defined_before(ctx, op, only, *value) {
            continue;
        }
        (*value).replace_all_uses_with(ctx, only);
        changed = true;
    }
    changed
}

/// The block argument or result number of `v`, and its owner (a block or an operation).
fn number_and_owner(ctx: &Context, v: Value) -> (usize, (bool, usize)) {
    match ctx.value(v).def() {
        ValueDef::OpResult { op, index } => (index as usize, (false, op.index())),
        ValueDef::BlockArgument { block, index } => (index as usize, (true, block.index())),
    }
}

/// `RemoveDuplicateSuccessorInputUses`.
fn remove_duplicate_successor_input_uses(ctx: &mut Context, op: OpId) -> bool {
    let Some(mapping) = operand_input_mapping(ctx, op) else {
        return false;
    };
    let mut inverse = input_operand_mapping(&mapping);
    inverse.sort_by_key(|(v, _)| number_and_owner(ctx, *v).0);
    let mut changed = false;
    for i in 0..inverse.len() {
        for j in i + 1..inverse.len() {
            let (input1, input2) = (inverse[i].0, inverse[j].0);
            if !has_uses(ctx, input2) {
                continue;
            }
            if number_and_owner(ctx, input1).1 != number_and_owner(ctx, input2).1 {
                continue;
            }
            let values = |ops: &[Operand]| -> Vec<(OpId, Value)> {
                let mut v: Vec<(OpId, Value)> = ops
                    .iter()
                    .map(|o| (o.op, ctx.op(o.op).operand(o.index)))
                    .collect();
                v.sort_by_key(|(o, _)| o.index());
                v
            };
            if values(&inverse[i].1) == values(&inverse[j].1) {
                input2.replace_all_uses_with(ctx, input1);
                changed = true;
            }
        }
    }
    changed
}

/// `RemoveDeadRegionBranchOpSuccessorInputs`.
fn remove_dead_successor_inputs(ctx: &mut Context, op: OpId) -> bool {
    let Some(mapping) = operand_input_mapping(ctx, op) else {
        return false;
    };
    // Tied inputs: the inputs one operand flows into belong together.
    let mut inputs: Vec<Value> = Vec::new();
    let mut parent: Vec<usize> = Vec::new();
    let mut index: HashMap<Value, usize> = HashMap::new();
    fn find(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for (_, targets) in &mapping {
        let mut first = None;
        for &v in targets {
            let i = *index.entry(v).or_insert_with(|| {
                inputs.push(v);
                parent.push(parent.len());
                parent.len() - 1
            });
            match first {
                None => first = Some(i),
                Some(f) => {
                    let (a, b) = (find(&mut parent, f), find(&mut parent, i));
                    if a != b {
                        parent[b] = a;
                    }
                }
            }
        }
    }
    let mut live_sets = std::collections::HashSet::new();
    for (i, &v) in inputs.iter().enumerate() {
        if has_uses(ctx, v) {
            live_sets.insert(find(&mut parent, i));
        }
    }
    let dead: Vec<Value> = (0..inputs.len())
        .filter(|&i| !live_sets.contains(&find(&mut parent, i)))
        .map(|i| inputs[i])
        .collect();
    if dead.is_empty() {
        return false;
    }
    // Operands feeding dead inputs, grouped by operation.
    let mut operands: Vec<(OpId, Vec<usize>)> = Vec::new();
    for (operand, targets) in &mapping {
        if targets.iter().any(|t| dead.contains(t)) {
            match operands.iter_mut().find(|(o, _)| *o == operand.op) {
                Some((_, idx)) => idx.push(operand.index),
                None => operands.push((operand.op, vec![operand.index])),
            }
        }
    }
    for (owner, idx) in operands {
        let kept: Vec<Value> = ctx
            .op(owner)
            .operands()
            .enumerate()
            .filter(|(i, _)| !idx.contains(i))
            .map(|(_, v)| v)
            .collect();
        owner.set_operands(ctx, &kept);
    }
    let mut results = Vec::new();
    let mut args: Vec<(crate::ir::BlockId, usize)> = Vec::new();
    for &v in &dead {
        match ctx.value(v).def() {
            ValueDef::OpResult { index, .. } => results.push(index as usize),
            ValueDef::BlockArgument { block, index } => args.push((block, index as usize)),
        }
    }
    // Highest index first, so the others keep theirs.
    args.sort_by_key(|a| std::cmp::Reverse(a.1));
    for (block, i) in args {
        block.erase_argument(ctx, i);
        ctx.notify(crate::listener::IrChange::Modified(op));
    }
    if !results.is_empty() {
        op.erase_results(ctx, &results);
    }
    true
}
