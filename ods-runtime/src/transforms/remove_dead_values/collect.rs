//! The analysis phase of `remove-dead-values` (upstream's `processFuncOp`,
//! `processRegionBranchOp`, `processBranchOp` and `processSimpleOp`): what to erase or
//! replace, gathered before the IR changes.

use std::collections::{BTreeMap, HashSet};

use crate::Context;
use crate::asm::op_printer::properties_attributes;
use crate::dataflow::liveness::RunLivenessAnalysis;
use crate::interfaces::call::CallOpInterface;
use crate::interfaces::control_flow::{
    BranchOpInterface, RegionBranchOpInterface, RegionBranchPoint,
    RegionBranchTerminatorOpInterface,
};
use crate::interfaces::function::FunctionOpInterface;
use crate::interfaces::symbols::Visibility;
use crate::ir::{BlockId, OpId, Value, WalkOrder};
use crate::traits::{IsTerminator, ReturnLike};
use crate::transforms::symbol_uses::{symbol_uses_by_op, visibility};

/// A private function's non-live arguments and the results no caller uses.
pub(super) struct FunctionToCleanUp {
    pub func: OpId,
    pub non_live_args: Vec<bool>,
    pub non_live_rets: Vec<bool>,
}

/// Operands of `op` to erase (or, with `poison`, to replace by `ub.poison`); a call's entry
/// names its callee, whose erased arguments decide which operands go.
pub(super) struct OperandsToCleanup {
    pub op: OpId,
    pub non_live: Vec<bool>,
    pub callee: Option<OpId>,
    pub poison: bool,
}

/// The results of a call that no caller of its callee uses.
pub(super) struct ResultsToCleanup {
    pub op: OpId,
    pub non_live: Vec<bool>,
}

/// The non-live arguments of a successor block.
pub(super) struct BlockArgsToCleanup {
    pub block: BlockId,
    pub non_live: Vec<bool>,
}

/// The non-live operands a branch forwards to its successor `succ`.
pub(super) struct SuccessorOperandsToCleanup {
    pub branch: OpId,
    pub succ: u32,
    pub non_live: Vec<bool>,
}

/// Upstream's `RDVFinalCleanupList`.
#[derive(Default)]
pub(super) struct CleanupList {
    pub operations: Vec<OpId>,
    pub functions: Vec<FunctionToCleanUp>,
    pub operands: Vec<OperandsToCleanup>,
    pub results: Vec<ResultsToCleanup>,
    pub blocks: Vec<BlockArgsToCleanup>,
    pub successor_operands: Vec<SuccessorOperandsToCleanup>,
}

impl CleanupList {
    /// Whether the cleanup will build a `ub.poison` or a `ub.unreachable`.
    pub fn needs_ub(&self, ctx: &Context) -> bool {
        self.operands
            .iter()
            .any(|o| o.poison && o.non_live.contains(&true))
            || self
                .operations
                .iter()
                .any(|&op| ctx.has_trait::<IsTerminator>(op))
    }
}

/// The liveness of values: the analysis's, less the values already scheduled for removal.
struct Dead<'a> {
    la: &'a RunLivenessAnalysis,
    set: HashSet<Value>,
}

impl Dead<'_> {
    /// Upstream's test in `markLives`: a value the analysis does not know is live.
    fn is_live(&self, v: Value) -> bool {
        !self.set.contains(&v) && self.la.liveness(v).unwrap_or(true)
    }

    fn has_live(&self, values: &[Value]) -> bool {
        values.iter().any(|&v| self.is_live(v))
    }

    /// Upstream's `markLives` flipped: which of `values` are not live.
    fn non_live(&self, values: &[Value]) -> Vec<bool> {
        values.iter().map(|&v| !self.is_live(v)).collect()
    }

    /// Upstream's `collectNonLiveValues`.
    fn mark(&mut self, values: &[Value], non_live: &[bool]) {
        for (&v, &dead) in values.iter().zip(non_live) {
            if dead {
                self.set.insert(v);
            }
        }
    }
}

/// Walks `module` (post-order) and collects what the cleanup changes.
pub(super) fn collect(ctx: &mut Context, module: OpId, la: &RunLivenessAnalysis) -> CleanupList {
    let users = symbol_users(ctx, module);
    let ctx = &*ctx;
    let mut dead = Dead {
        la,
        set: HashSet::new(),
    };
    let mut cl = CleanupList::default();
    for op in ctx.op(module).collect_ops(WalkOrder::PostOrder) {
        if FunctionOpInterface::cast(ctx, op).is_some() {
            match users.get(&op) {
                Some(Some(callers)) => process_func(ctx, op, callers, &mut dead, &mut cl),
                None => process_func(ctx, op, &[], &mut dead, &mut cl),
                Some(None) => {}
            }
        } else if RegionBranchOpInterface::cast(ctx, op).is_some() {
            process_region_branch(ctx, op, &dead, &mut cl);
        } else if BranchOpInterface::cast(ctx, op).is_some() {
            process_branch(ctx, op, &mut dead, &mut cl);
        } else if ctx.has_trait::<IsTerminator>(op) || CallOpInterface::cast(ctx, op).is_some() {
            // Handled with their parent or their callee.
        } else {
            process_simple(ctx, op, &mut dead, &mut cl);
        }
    }
    cl
}

/// The operations under `module` referring to each symbol (upstream's `getSymbolUses` of
/// each function from the module), in walk order; `None` for a symbol also referred to by
/// an operation that is not a call.
fn symbol_users(ctx: &mut Context, module: OpId) -> BTreeMap<OpId, Option<Vec<OpId>>> {
    let props = properties_attributes(ctx, module);
    let ctx = &*ctx;
    let mut users: BTreeMap<OpId, Option<Vec<OpId>>> = BTreeMap::new();
    let mut scopes = vec![module];
    ctx.op(module).walk(WalkOrder::PreOrder, &mut |ctx, op| {
        if op != module && crate::transforms::symbol_uses::is_symbol_table(ctx, op) {
            scopes.push(op);
        }
    });
    let top_level = |scope: OpId| -> Vec<OpId> {
        ctx.op(scope)
            .regions()
            .iter()
            .flat_map(|&r| ctx.region(r).blocks())
            .flat_map(|&b| ctx.block(b).ops())
            .collect()
    };
    let uses = scopes
        .into_iter()
        .flat_map(top_level)
        .filter_map(|op| symbol_uses_by_op(ctx, &props, op))
        .flatten();
    for (sym, user) in uses {
        let Some(target) = ctx.lookup_nearest_symbol_from(user, sym) else {
            continue;
        };
        let entry = users.entry(target).or_insert_with(|| Some(Vec::new()));
        match (entry.as_mut(), CallOpInterface::cast(ctx, user)) {
            (Some(list), Some(_)) if !list.contains(&user) => list.push(user),
            (Some(_), Some(_)) => {}
            _ => *entry = None,
        }
    }
    users
}

/// Upstream's `processFuncOp` for the private function `func` with a body, called by
/// `callers`.
fn process_func(
    ctx: &Context,
    func: OpId,
    callers: &[OpId],
    dead: &mut Dead<'_>,
    cl: &mut CleanupList,
) {
    let Some(f) = FunctionOpInterface::cast(ctx, func) else {
        return;
    };
    if visibility(ctx, func) == Visibility::Public || f.is_external(ctx) {
        return;
    }
    let Some(&region) = ctx.op(func).regions().first() else {
        return;
    };
    let blocks = ctx.region(region).blocks().to_vec();
    let args = ctx.block(blocks[0]).arguments().to_vec();
    let non_live_args = dead.non_live(&args);
    dead.mark(&args, &non_live_args);
    for &call in callers {
        cl.operands.push(OperandsToCleanup {
            op: call,
            non_live: vec![false; ctx.op(call).num_operands()],
            callee: Some(func),
            poison: false,
        });
    }
    let num_returns = f.signature(ctx).1.len();
    let mut non_live_rets = vec![true; num_returns];
    for &call in callers {
        let results: Vec<Value> = ctx.op(call).results().collect();
        for (i, live) in dead.non_live(&results).iter().map(|d| !d).enumerate() {
            if live && i < num_returns {
                non_live_rets[i] = false;
            }
        }
    }
    for &block in &blocks {
        let Some(ret) = ctx.block(block).last_op() else {
            continue;
        };
        if ctx.has_trait::<ReturnLike>(ret) && ctx.op(ret).num_operands() == num_returns {
            cl.operands.push(OperandsToCleanup {
                op: ret,
                non_live: non_live_rets.clone(),
                callee: None,
                poison: false,
            });
        }
    }
    cl.functions.push(FunctionToCleanUp {
        func,
        non_live_args,
        non_live_rets: non_live_rets.clone(),
    });
    if num_returns == 0 {
        return;
    }
    for &call in callers {
        let results: Vec<Value> = ctx.op(call).results().collect();
        dead.mark(&results, &non_live_rets);
        cl.results.push(ResultsToCleanup {
            op: call,
            non_live: non_live_rets.clone(),
        });
    }
}

/// The positions among `op`'s operands of `values`, a contiguous run of them (the last
/// such run), or by value one by one when they are not contiguous.
fn operand_positions(ctx: &Context, op: OpId, values: &[Value]) -> Vec<usize> {
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    if values.is_empty() {
        return Vec::new();
    }
    if values.len() <= operands.len()
        && let Some(start) = (0..=operands.len() - values.len())
            .rev()
            .find(|&i| operands[i..i + values.len()] == *values)
    {
        return (start..start + values.len()).collect();
    }
    values
        .iter()
        .filter_map(|v| operands.iter().position(|o| o == v))
        .collect()
}

/// The positions of the first run of `operands` at or after `from` that is `values`.
fn run_from(operands: &[Value], values: &[Value], from: usize) -> Vec<usize> {
    if values.is_empty() || values.len() > operands.len() {
        return Vec::new();
    }
    (from..=operands.len() - values.len())
        .find(|&i| operands[i..i + values.len()] == *values)
        .map(|start| (start..start + values.len()).collect())
        .unwrap_or_default()
}

/// Upstream's `processRegionBranchOp`: an op without memory effects and live results goes
/// whole; otherwise each operand it or a terminator of its regions forwards is replaced by
/// `ub.poison` when its value is not live or no input it flows into is.
fn process_region_branch(ctx: &Context, op: OpId, dead: &Dead<'_>, cl: &mut CleanupList) {
    let results: Vec<Value> = ctx.op(op).results().collect();
    if ctx.is_memory_effect_free(op) && !dead.has_live(&results) {
        cl.operations.push(op);
        return;
    }
    let Some(branch) = RegionBranchOpInterface::cast(ctx, op) else {
        return;
    };
    // Each forwarding operation's operands (by position) and the inputs each flows into.
    let mut mapping: BTreeMap<(OpId, usize), Vec<Value>> = BTreeMap::new();
    for succ in branch.get_successor_regions(ctx, RegionBranchPoint::Parent) {
        let forwarded = branch.get_entry_successor_operands(ctx, &succ);
        let positions = operand_positions(ctx, op, &forwarded);
        for (pos, &input) in positions.into_iter().zip(&succ.inputs) {
            mapping.entry((op, pos)).or_default().push(input);
        }
    }
    for &region in ctx.op(op).regions() {
        for &block in ctx.region(region).blocks() {
            let Some(term) = ctx.block(block).last_op() else {
                continue;
            };
            let Some(t) = RegionBranchTerminatorOpInterface::cast(ctx, term) else {
                continue;
            };
            let point = RegionBranchPoint::Terminator(term);
            for succ in branch.get_successor_regions(ctx, point) {
                let forwarded = t.get_mutable_successor_operands(ctx, &succ);
                let positions = operand_positions(ctx, term, &forwarded);
                for (pos, &input) in positions.into_iter().zip(&succ.inputs) {
                    mapping.entry((term, pos)).or_default().push(input);
                }
            }
        }
    }
    let mut per_op: BTreeMap<OpId, Vec<bool>> = BTreeMap::new();
    for ((owner, pos), inputs) in mapping {
        let value = ctx.op(owner).operand(pos);
        if !dead.is_live(value) || !dead.has_live(&inputs) {
            let bits = per_op
                .entry(owner)
                .or_insert_with(|| vec![false; ctx.op(owner).num_operands()]);
            bits[pos] = true;
        }
    }
    for (owner, non_live) in per_op {
        cl.operands.push(OperandsToCleanup {
            op: owner,
            non_live,
            callee: None,
            poison: true,
        });
    }
}

/// Upstream's `processBranchOp`: a branch whose non-forwarded operands are not all live
/// goes; otherwise the non-live operands forwarded to each successor go, with the block
/// arguments they feed.
fn process_branch(ctx: &Context, op: OpId, dead: &mut Dead<'_>, cl: &mut CleanupList) {
    let Some(branch) = BranchOpInterface::cast(ctx, op) else {
        return;
    };
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    let mut dead_non_forwarded = dead.non_live(&operands);
    let successors = ctx.op(op).successors().to_vec();
    let all: Vec<_> = (0..successors.len())
        .map(|i| branch.get_successor_operands(ctx, i as u32))
        .collect();
    // Successors' operand groups follow each other among the operands: one not given as a
    // range is looked for after the previous one (two successors may forward equal values).
    let mut from = 0;
    for so in &all {
        let positions: Vec<usize> = match &so.range {
            Some(r) => (r.start..r.start + r.len).collect(),
            None => run_from(&operands, &so.forwarded, from),
        };
        from = positions.last().map_or(from, |&p| p + 1);
        for p in positions {
            if let Some(d) = dead_non_forwarded.get_mut(p) {
                *d = false;
            }
        }
    }
    if dead_non_forwarded.contains(&true) {
        cl.operations.push(op);
        return;
    }
    for (i, (&block, so)) in successors.iter().zip(&all).enumerate() {
        // A value the branch produces itself is live.
        let mut non_live = vec![false; so.produced];
        non_live.extend(dead.non_live(&so.forwarded));
        let args = ctx.block(block).arguments().to_vec();
        dead.mark(&args, &non_live);
        cl.blocks.push(BlockArgsToCleanup {
            block,
            non_live: non_live.clone(),
        });
        cl.successor_operands.push(SuccessorOperandsToCleanup {
            branch: op,
            succ: i as u32,
            non_live,
        });
    }
}

/// Upstream's `processSimpleOp`: an op with a non-live operand goes whatever its effects
/// (the analysis would have kept the operand live for an effect that matters); so does one
/// without memory effects whose results are not live.
fn process_simple(ctx: &Context, op: OpId, dead: &mut Dead<'_>, cl: &mut CleanupList) {
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    let results: Vec<Value> = ctx.op(op).results().collect();
    let dead_operand = operands.iter().any(|&v| !dead.is_live(v));
    if !dead_operand && (!ctx.is_memory_effect_free(op) || dead.has_live(&results)) {
        return;
    }
    cl.operations.push(op);
    dead.mark(&results, &vec![true; results.len()]);
}
