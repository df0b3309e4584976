//! Region simplification: the control-flow clean-ups MLIR's canonicalizer runs after each
//! iteration of the greedy driver (`simplifyRegions` in `RegionUtils.cpp`).
//!
//! - [`erase_unreachable_blocks`]: blocks not reachable from their region's entry block are
//!   erased, with what they hold.
//! - [`run_region_dce`]: an optimistic liveness analysis (everything is dead until proved
//!   live) erases dead operations, dead cycles included, and dead arguments of non-entry
//!   blocks. A terminator is always live; what it forwards to a successor is live only when
//!   the successor's argument is, provided the terminator implements
//!   [`BranchOpInterface`] and can drop forwarded operands
//!   ([`BranchOpInterface::successor_operands_mutable`]). The successor arguments of any
//!   other terminator are live. An unregistered operation is not known to be a terminator,
//!   as in MLIR: it is live (its effects are unknown), and the arguments of its successors
//!   are live only when used.
//! - [`merge_identical_blocks`] (aggressive level only): non-entry blocks with the same
//!   successors and equivalent operations merge into the first of them; operands defined
//!   elsewhere that differ become new arguments of the merged block, which needs every
//!   predecessor to be a branch that can forward them.
//! - [`drop_redundant_arguments`] (aggressive level only): a block argument every
//!   predecessor passes the same value to is replaced by that value.
//!
//! Every edit goes through the context's mutators, so a listening driver hears of it.

use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};

use crate::Context;
use crate::interfaces::control_flow::BranchOpInterface;
use crate::ir::{BlockId, OpId, RegionId, Value, ValueDef};
use crate::traits::IsTerminator;

/// How much region simplification the greedy driver does after each iteration (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RegionSimplification {
    /// None.
    Disabled,
    /// Unreachable block erasure and region dead-code elimination (dead operations and
    /// dead block arguments).
    #[default]
    Normal,
    /// Normal, plus merging identical blocks and dropping redundant block arguments.
    Aggressive,
}

/// Runs the simplifications on `regions` (MLIR's `simplifyRegions`); `merge_blocks` adds
/// block merging and redundant-argument dropping. True when anything changed.
pub fn simplify_regions(ctx: &mut Context, regions: &[RegionId], merge_blocks: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(ctx, regions);
    let erased_dead = run_region_dce(ctx, regions);
    let mut merged = false;
    let mut dropped = false;
    if merge_blocks {
        merged = merge_identical_blocks(ctx, regions);
        dropped = drop_redundant_arguments(ctx, regions);
    }
    erased_blocks || erased_dead || merged || dropped
}

/// Whether `op` is known to be a terminator (registered with the trait).
fn is_terminator(ctx: &Context, op: OpId) -> bool {
    ctx.op(op).has_trait::<IsTerminator>()
}

/// The successors of `block`: those of its last operation when that may be a terminator
/// (registered as one, or unregistered).
fn block_successors(ctx: &Context, block: BlockId) -> Vec<BlockId> {
    match ctx.block(block).last_op() {
        Some(last)
            if !ctx.op_name(ctx.op(last).name()).is_registered() || is_terminator(ctx, last) =>
        {
            ctx.op(last).successors().to_vec()
        }
        _ => Vec::new(),
    }
}

/// The blocks reachable from `entry`, in depth-first post-order over successors.
fn post_order(ctx: &Context, entry: BlockId) -> Vec<BlockId> {
    let mut seen: HashSet<BlockId> = [entry].into_iter().collect();
    let mut stack = vec![(entry, block_successors(ctx, entry), 0usize)];
    let mut order = Vec::new();
    while let Some((block, succs, next)) = stack.last_mut() {
        if let Some(&s) = succs.get(*next) {
            *next += 1;
            if seen.insert(s) {
                let ss = block_successors(ctx, s);
                stack.push((s, ss, 0));
            }
        } else {
            order.push(*block);
            stack.pop();
        }
    }
    order
}

/// The regions of the operations of `blocks`.
fn nested_regions(ctx: &Context, blocks: &[BlockId]) -> Vec<RegionId> {
    blocks
        .iter()
        .flat_map(|&b| ctx.block(b).ops().collect::<Vec<_>>())
        .flat_map(|o| ctx.op(o).regions().to_vec())
        .collect()
}

/// Erases the blocks of `regions` (and of the regions nested in their reachable blocks)
/// that their region's entry block does not reach (MLIR's `eraseUnreachableBlocks`). True
/// when a block was erased.
pub fn erase_unreachable_blocks(ctx: &mut Context, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks = ctx.region(region).blocks().to_vec();
        let Some(&entry) = blocks.first() else {
            continue;
        };
        if blocks.len() == 1 {
            worklist.extend(nested_regions(ctx, &blocks));
            continue;
        }
        let reachable: HashSet<BlockId> = post_order(ctx, entry).into_iter().collect();
        for &b in &blocks {
            if reachable.contains(&b) {
                worklist.extend(nested_regions(ctx, &[b]));
            } else {
                BlockId::erase_all(ctx, &[b]);
                erased = true;
            }
        }
    }
    erased
}

/// What region dead-code elimination has proved live (the lattice grows to a fixpoint).
#[derive(Default)]
struct LiveMap {
    ops: HashSet<OpId>,
    args: HashSet<Value>,
    changed: bool,
}

impl LiveMap {
    fn value_live(&self, ctx: &Context, v: Value) -> bool {
        match ctx.value(v).def() {
            ValueDef::OpResult { op, .. } => self.ops.contains(&op),
            ValueDef::BlockArgument { .. } => self.args.contains(&v),
        }
    }

    fn set_value_live(&mut self, ctx: &Context, v: Value) {
        match ctx.value(v).def() {
            ValueDef::OpResult { op, .. } => self.set_op_live(op),
            ValueDef::BlockArgument { .. } => self.changed |= self.args.insert(v),
        }
    }

    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
}

/// `op` as a branch whose forwarded operands region simplification may edit.
fn mutable_branch(ctx: &Context, op: OpId) -> Option<BranchOpInterface> {
    BranchOpInterface::cast(ctx, op).filter(|b| b.successor_operands_mutable(ctx))
}

/// Whether a use is dead although its owner is live: an operand a branch forwards to a
/// dead successor argument.
fn use_known_dead(ctx: &Context, owner: OpId, index: u32, live: &LiveMap) -> bool {
    if !is_terminator(ctx, owner) {
        return false;
    }
    match mutable_branch(ctx, owner).and_then(|b| b.get_successor_block_argument(ctx, index)) {
        Some(arg) => !live.value_live(ctx, arg),
        None => false,
    }
}

fn process_value(ctx: &Context, v: Value, live: &mut LiveMap) {
    let proved = ctx
        .value(v)
        .uses()
        .any(|u| !use_known_dead(ctx, u.op, u.index, live) && live.ops.contains(&u.op));
    if proved {
        live.set_value_live(ctx, v);
    }
}

fn propagate_terminator(ctx: &Context, op: OpId, live: &mut LiveMap) {
    live.set_op_live(op);
    let succs = ctx.op(op).successors().to_vec();
    match mutable_branch(ctx, op) {
        None => {
            for s in succs {
                for &a in ctx.block(s).arguments() {
                    live.set_value_live(ctx, a);
                }
            }
        }
        Some(branch) => {
            for (i, s) in succs.into_iter().enumerate() {
                let produced = branch.get_successor_operands(ctx, i as u32).produced;
                for &a in ctx.block(s).arguments().iter().take(produced) {
                    live.set_value_live(ctx, a);
                }
            }
        }
    }
}

fn propagate_op(ctx: &Context, op: OpId, live: &mut LiveMap) {
    for &r in ctx.op(op).regions() {
        propagate_region(ctx, r, live);
    }
    if is_terminator(ctx, op) {
        return propagate_terminator(ctx, op, live);
    }
    if live.ops.contains(&op) {
        return;
    }
    if !ctx.op(op).would_be_trivially_dead() {
        return live.set_op_live(op);
    }
    for r in ctx.op(op).results() {
        process_value(ctx, r, live);
    }
}

fn propagate_region(ctx: &Context, region: RegionId, live: &mut LiveMap) {
    let Some(&entry) = ctx.region(region).blocks().first() else {
        return;
    };
    for block in post_order(ctx, entry) {
        let mut cur = ctx.block(block).last_op();
        while let Some(op) = cur {
            propagate_op(ctx, op, live);
            cur = ctx.op(op).prev();
        }
        // Entry block arguments belong to the enclosing operation's contract: kept.
        if block == entry {
            continue;
        }
        for &a in ctx.block(block).arguments() {
            if !live.args.contains(&a) {
                process_value(ctx, a, live);
            }
        }
    }
}

/// Drops the operands `terminator` forwards to dead successor arguments.
fn erase_dead_successor_operands(ctx: &mut Context, terminator: OpId, live: &LiveMap) {
    let Some(branch) = mutable_branch(ctx, terminator) else {
        return;
    };
    let succs = ctx.op(terminator).successors().to_vec();
    for (succ, &block) in succs.iter().enumerate().rev() {
        let operands = branch.get_successor_operands(ctx, succ as u32);
        let args = ctx.block(block).arguments().to_vec();
        for arg in (operands.produced..operands.len()).rev() {
            if args.get(arg).is_some_and(|&a| !live.value_live(ctx, a)) {
                branch.erase_successor_operand(ctx, succ as u32, (arg - operands.produced) as u32);
            }
        }
    }
}

/// Erases `op` after dropping the uses of its results (a dead cycle in a graph region uses
/// them).
fn erase_dropping_uses(ctx: &mut Context, op: OpId) {
    let results: std::collections::HashSet<Value> = ctx.op(op).results().collect();
    ctx.drop_uses_of(&results);
    op.erase(ctx);
}

fn delete_dead(ctx: &mut Context, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut erased = false;
    for &region in regions {
        let blocks = ctx.region(region).blocks().to_vec();
        let Some(&entry) = blocks.first() else {
            continue;
        };
        let single = blocks.len() == 1;
        for block in post_order(ctx, entry) {
            if !single
                && let Some(last) = ctx.block(block).last_op()
                && is_terminator(ctx, last)
            {
                erase_dead_successor_operands(ctx, last, live);
            }
            let mut cur = ctx.block(block).last_op();
            while let Some(op) = cur {
                cur = ctx.op(op).prev();
                if live.ops.contains(&op) {
                    let nested = ctx.op(op).regions().to_vec();
                    erased |= delete_dead(ctx, &nested, live);
                } else {
                    erase_dropping_uses(ctx, op);
                    erased = true;
                }
            }
        }
        for &block in ctx.region(region).blocks().to_vec().iter().skip(1) {
            let args = ctx.block(block).arguments().to_vec();
            for (i, a) in args.into_iter().enumerate().rev() {
                // As upstream's `deleteDeadness`, an erased block argument does not count
                // as a change: only erased operations do.
                if !live.args.contains(&a) {
                    block.erase_argument(ctx, i);
                }
            }
        }
    }
    erased
}

/// Region dead-code elimination (MLIR's `runRegionDCE`, see the module docs). True when an
/// operation was erased (dead block arguments are erased too, but, as upstream, do not count).
pub fn run_region_dce(ctx: &mut Context, regions: &[RegionId]) -> bool {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(ctx, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_dead(ctx, regions, &live)
}

/// Whether a result of `op` (or, for a block argument, the value) is used by an operation
/// not directly in `block`.
fn used_outside(ctx: &Context, values: impl Iterator<Item = Value>, block: BlockId) -> bool {
    values.into_iter().any(|v| {
        ctx.value(v)
            .uses()
            .any(|u| ctx.op(u.op).block() != Some(block))
    })
}

/// The position of `v` among the values `block` defines: arguments first, then results in
/// operation order.
fn order_in_block(ctx: &Context, block: BlockId, v: Value) -> Option<usize> {
    match ctx.value(v).def() {
        ValueDef::BlockArgument { index, .. } => Some(index as usize),
        ValueDef::OpResult { op, index } => {
            let mut order = ctx.block(block).arguments().len();
            for o in ctx.block(block).ops() {
                if o == op {
                    return Some(order + index as usize);
                }
                order += ctx.op(o).num_results();
            }
            None
        }
    }
}

/// MLIR's `OperationEquivalence::isEquivalentTo` ignoring locations and operand identity:
/// same name, attributes, properties, counts and result types, and no region holding
/// blocks.
fn same_shape(ctx: &Context, a: OpId, b: OpId) -> bool {
    ctx.op(a).name() == ctx.op(b).name()
        && ctx.op(a).attr_dict() == ctx.op(b).attr_dict()
        && ctx.op(a).property_storage() == ctx.op(b).property_storage()
        && ctx.op(a).regions().len() == ctx.op(b).regions().len()
        && ctx.op(a).successors().len() == ctx.op(b).successors().len()
        && ctx.op(a).num_operands() == ctx.op(b).num_operands()
        && ctx.op(a).num_results() == ctx.op(b).num_results()
        && ctx
            .op(a)
            .results()
            .zip(ctx.op(b).results())
            .all(|(x, y)| ctx.value(x).ty() == ctx.value(y).ty())
}

/// The operands of equivalent operations that differ between two blocks, as (operation
/// position, operand index) pairs: merged blocks take them as new arguments.
type Mismatches = Vec<(usize, usize)>;

/// Whether an operand of a block may become a successor operand of the block's
/// predecessors: not when it is a result of the terminator of one of them.
fn valid_successor_operand(ctx: &Context, block: BlockId, v: Value) -> bool {
    let Some(def) = ctx.value(v).defining_op() else {
        return true;
    };
    let Some(def_block) = ctx.op(def).block() else {
        return true;
    };
    ctx.block(def_block).last_op() != Some(def)
        || !ctx
            .block(block)
            .predecessor_edges()
            .iter()
            .any(|&(p, _)| ctx.op(p).block() == Some(def_block))
}

/// Whether `candidate` can merge into `leader` (MLIR's `BlockMergeCluster::addToCluster`):
/// same argument types, equivalent operations whose operands are the same value, the same
/// position among the values each block defines, or values both defined elsewhere (the
/// mismatches returned), and no result used outside its block.
fn merge_mismatches(ctx: &Context, leader: BlockId, candidate: BlockId) -> Option<Mismatches> {
    let types = |b: BlockId| -> Vec<_> {
        ctx.block(b)
            .arguments()
            .iter()
            .map(|&a| ctx.value(a).ty())
            .collect()
    };
    if types(leader) != types(candidate) {
        return None;
    }
    let lhs: Vec<OpId> = ctx.block(leader).ops().collect();
    let rhs: Vec<OpId> = ctx.block(candidate).ops().collect();
    if lhs.len() != rhs.len() {
        return None;
    }
    let mut mismatches = Vec::new();
    for (position, (&l, &r)) in lhs.iter().zip(&rhs).enumerate() {
        if !same_shape(ctx, l, r) {
            return None;
        }
        for (index, (lv, rv)) in ctx.op(l).operands().zip(ctx.op(r).operands()).enumerate() {
            if lv == rv {
                continue;
            }
            if ctx.value(lv).ty() != ctx.value(rv).ty() {
                return None;
            }
            let l_in = ctx.value(lv).parent_block() == Some(leader);
            let r_in = ctx.value(rv).parent_block() == Some(candidate);
            if l_in != r_in {
                return None;
            }
            if !l_in {
                if !valid_successor_operand(ctx, leader, lv)
                    || !valid_successor_operand(ctx, candidate, rv)
                {
                    return None;
                }
                mismatches.push((position, index));
                continue;
            }
            if order_in_block(ctx, leader, lv) != order_in_block(ctx, candidate, rv) {
                return None;
            }
        }
        if used_outside(ctx, ctx.op(r).results(), candidate)
            || used_outside(ctx, ctx.op(l).results(), leader)
        {
            return None;
        }
    }
    Some(mismatches)
}

/// A cluster of blocks to merge into its leader (MLIR's `BlockMergeCluster`).
struct Cluster {
    leader: BlockId,
    members: Vec<BlockId>,
    /// The mismatched operands of every member, sorted and without repeats.
    mismatches: Mismatches,
}

/// Drops the new arguments of `leader` that receive, from every list, the same values as
/// an earlier new argument (MLIR's `pruneRedundantArguments`); returns the pruned lists.
fn prune_redundant_arguments(
    ctx: &mut Context,
    lists: Vec<Vec<Value>>,
    old_arguments: usize,
    leader: BlockId,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let mut first_index: HashMap<Value, usize> = HashMap::new();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replacement: HashMap<usize, usize> = HashMap::new();
    for (j, v) in first.iter().enumerate() {
        let k = first_index[v];
        if k != j && lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement.insert(j, k);
        }
    }
    let pruned: Vec<Vec<Value>> = lists
        .iter()
        .map(|l| {
            l.iter()
                .enumerate()
                .filter(|(j, _)| !replacement.contains_key(j))
                .map(|(_, &v)| v)
                .collect()
        })
        .collect();
    let mut erase: Vec<usize> = replacement.keys().map(|j| old_arguments + j).collect();
    erase.sort();
    for (&j, &k) in &replacement {
        let args = ctx.block(leader).arguments();
        let (from, to) = (args[old_arguments + j], args[old_arguments + k]);
        from.replace_all_uses_with(ctx, to);
    }
    for &i in erase.iter().rev() {
        leader.erase_argument(ctx, i);
    }
    pruned
}

impl Cluster {
    /// Merges the members into the leader (MLIR's `BlockMergeCluster::merge`); true when
    /// blocks merged.
    fn merge(self, ctx: &mut Context) -> bool {
        if self.members.is_empty() {
            return false;
        }
        let blocks: Vec<BlockId> = std::iter::once(self.leader)
            .chain(self.members.iter().copied())
            .collect();
        if !self.mismatches.is_empty() {
            // Every predecessor must forward the new arguments.
            let updatable = blocks.iter().all(|&b| {
                ctx.block(b)
                    .predecessor_edges()
                    .iter()
                    .all(|&(p, _)| mutable_branch(ctx, p).is_some())
            });
            if !updatable {
                return false;
            }
            let old_arguments = ctx.block(self.leader).arguments().len();
            let ops: Vec<Vec<OpId>> = blocks
                .iter()
                .map(|&b| ctx.block(b).ops().collect())
                .collect();
            let mut lists = vec![Vec::with_capacity(self.mismatches.len()); blocks.len()];
            for &(position, index) in &self.mismatches {
                for (i, block_ops) in ops.iter().enumerate() {
                    let v = ctx.op(block_ops[position]).operand(index);
                    lists[i].push(v);
                    if i == 0 {
                        let loc = ctx.value(v).loc();
                        let arg = self.leader.add_argument(ctx, ctx.value(v).ty(), loc);
                        block_ops[position].set_operand(ctx, index, arg);
                    }
                }
            }
            let lists = prune_redundant_arguments(ctx, lists, old_arguments, self.leader);
            for (&b, list) in blocks.iter().zip(&lists) {
                for (p, succ) in ctx.block(b).predecessor_edges() {
                    if let Some(branch) = mutable_branch(ctx, p) {
                        branch.append_successor_operands(ctx, succ as u32, list);
                    }
                }
            }
        }
        for &b in &self.members {
            for (op, i) in ctx.block(b).predecessor_edges() {
                op.set_successor(ctx, i, self.leader);
            }
            // The merged block's values are used only inside it.
            BlockId::erase_all(ctx, &[b]);
        }
        true
    }
}

fn merge_identical_blocks_in(ctx: &mut Context, region: RegionId) -> bool {
    let blocks = ctx.region(region).blocks().to_vec();
    if blocks.len() < 2 {
        return false;
    }
    // Non-entry blocks grouped by their successors, groups in order of first appearance.
    let mut groups: Vec<Vec<BlockId>> = Vec::new();
    let mut by_succs: HashMap<Vec<BlockId>, usize> = HashMap::new();
    for &b in &blocks[1..] {
        let key = block_successors(ctx, b);
        let i = *by_succs.entry(key).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[i].push(b);
    }
    let mut merged = false;
    for group in groups.into_iter().filter(|g| g.len() > 1) {
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            let has_region = ctx.block(b).ops().any(|o| {
                ctx.op(o)
                    .regions()
                    .iter()
                    .any(|&r| !ctx.region(r).blocks().is_empty())
            });
            if has_region || used_outside(ctx, ctx.block(b).arguments().iter().copied(), b) {
                continue;
            }
            let joined = clusters
                .iter_mut()
                .find_map(|c| merge_mismatches(ctx, c.leader, b).map(|m| (c, m)));
            match joined {
                Some((cluster, mismatches)) => {
                    cluster.members.push(b);
                    cluster.mismatches.extend(mismatches);
                    cluster.mismatches.sort();
                    cluster.mismatches.dedup();
                }
                None => clusters.push(Cluster {
                    leader: b,
                    members: Vec::new(),
                    mismatches: Vec::new(),
                }),
            }
        }
        for cluster in clusters {
            merged |= cluster.merge(ctx);
        }
    }
    merged
}

/// Merges identical blocks of `regions` and of the regions nested in them (MLIR's
/// `mergeIdenticalBlocks`). True when blocks merged.
pub fn merge_identical_blocks(ctx: &mut Context, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = Vec::new();
    let mut queued: HashSet<RegionId> = HashSet::new();
    for &r in regions {
        if queued.insert(r) {
            worklist.push(r);
        }
    }
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        queued.remove(&region);
        if merge_identical_blocks_in(ctx, region) {
            if queued.insert(region) {
                worklist.push(region);
            }
            changed = true;
        }
        let blocks = ctx.region(region).blocks().to_vec();
        for r in nested_regions(ctx, &blocks) {
            if queued.insert(r) {
                worklist.push(r);
            }
        }
    }
    changed
}

/// Replaces the arguments of `block` that every predecessor passes the same value to.
fn drop_redundant_arguments_of(ctx: &mut Context, block: BlockId) -> bool {
    let preds = ctx.block(block).predecessor_edges();
    let args = ctx.block(block).arguments().to_vec();
    let mut erase = Vec::new();
    for (i, &arg) in args.iter().enumerate() {
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(op, succ) in &preds {
            let Some(branch) = mutable_branch(ctx, op) else {
                same = false;
                break;
            };
            let forwarded = branch.get_successor_operands(ctx, succ as u32).forwarded;
            let Some(&v) = forwarded.get(i) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let Some(c) = common
            && same
        {
            arg.replace_all_uses_with(ctx, c);
            erase.push(i);
        }
    }
    for &i in erase.iter().rev() {
        block.erase_argument(ctx, i);
        for &(op, succ) in &preds {
            if let Some(branch) = mutable_branch(ctx, op) {
                branch.erase_successor_operand(ctx, succ as u32, i as u32);
            }
        }
    }
    !erase.is_empty()
}

/// Drops redundant block arguments in `regions` and the regions nested in them (MLIR's
/// `dropRedundantArguments`). True when an argument was dropped.
pub fn drop_redundant_arguments(ctx: &mut Context, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        for block in ctx.region(region).blocks().to_vec() {
            changed |= drop_redundant_arguments_of(ctx, block);
            worklist.extend(nested_regions(ctx, &[block]));
        }
    }
    changed
}
