//! Operation equivalence (MLIR's `OperationEquivalence`), with locations ignored, as common
//! subexpression elimination asks it: two operations are equivalent when they have the same
//! name, discardable attributes, properties, operand, result and successor counts, the same
//! operands (as a multiset for a commutative operation) and result types, and equivalent
//! regions: block for block, the same argument types and equivalent operations, a value
//! inside one matching its counterpart in the other, successors mapping blocks one to one.
//!
//! MLIR orders a commutative operation's operands by pointer before comparing them (block
//! arguments first, by block then position); here they are ordered by id the same way. For
//! operands the two operations share this decides nothing; inside regions, where operands
//! are matched to their counterparts, the order is as arbitrary in MLIR as here.

use std::hash::{DefaultHasher, Hash, Hasher};

use foldhash::{HashMap, HashMapExt};

use crate::Context;
use crate::ir::{BlockId, OpId, RegionId, Value, ValueDef};
use crate::traits::Commutative;

/// A hash of `op` consistent with [`ops_equivalent`] (MLIR's `computeHash` with operands
/// hashed directly, results and the location ignored).
pub fn op_hash(ctx: &Context, op: OpId) -> u64 {
    let mut h = DefaultHasher::new();
    ctx.op_name(op).hash(&mut h);
    ctx.op_attr_dict(op).hash(&mut h);
    for r in ctx.op_results(op) {
        ctx.value_type(r).hash(&mut h);
    }
    ctx.op_properties(op).hash(&mut h);
    for v in ordered_operands(ctx, op) {
        v.hash(&mut h);
    }
    h.finish()
}

/// Whether `lhs` and `rhs` are equivalent, locations aside (MLIR's
/// `OperationEquivalence::isEquivalentTo` with `IgnoreLocations`).
pub fn ops_equivalent(ctx: &Context, lhs: OpId, rhs: OpId) -> bool {
    Matcher {
        ctx,
        values: HashMap::new(),
    }
    .ops(lhs, rhs)
}

/// The operands of `op`, sorted when it is commutative: block arguments first (by block,
/// then position), then results by value.
fn ordered_operands(ctx: &Context, op: OpId) -> Vec<Value> {
    let mut operands: Vec<Value> = ctx.op_operands(op).collect();
    if ctx.has_trait::<Commutative>(op) {
        operands.sort_by_key(|&v| match ctx.value_def(v) {
            ValueDef::BlockArgument { block, index } => (0, Some((block, index)), v),
            ValueDef::OpResult { .. } => (1, None, v),
        });
    }
    operands
}

/// The state of one comparison: the values of `lhs` known to match values of `rhs`.
struct Matcher<'a> {
    ctx: &'a Context,
    values: HashMap<Value, Value>,
}

impl Matcher<'_> {
    fn ops(&mut self, lhs: OpId, rhs: OpId) -> bool {
        if lhs == rhs {
            return true;
        }
        let ctx = self.ctx;
        if ctx.op_name(lhs) != ctx.op_name(rhs)
            || ctx.op_attr_dict(lhs) != ctx.op_attr_dict(rhs)
            || ctx.op_regions(lhs).len() != ctx.op_regions(rhs).len()
            || ctx.op_successors(lhs).len() != ctx.op_successors(rhs).len()
            || ctx.op_num_operands(lhs) != ctx.op_num_operands(rhs)
            || ctx.op_num_results(lhs) != ctx.op_num_results(rhs)
            || ctx.op_properties(lhs) != ctx.op_properties(rhs)
        {
            return false;
        }
        let (lo, ro) = (ordered_operands(ctx, lhs), ordered_operands(ctx, rhs));
        for (l, r) in lo.into_iter().zip(ro) {
            if l == r {
                continue;
            }
            if ctx.value_type(l) != ctx.value_type(r) || self.values.get(&l) != Some(&r) {
                return false;
            }
        }
        for (l, r) in ctx.op_results(lhs).zip(ctx.op_results(rhs)) {
            if ctx.value_type(l) != ctx.value_type(r) {
                return false;
            }
            self.values.entry(l).or_insert(r);
        }
        let regions: Vec<(RegionId, RegionId)> = ctx
            .op_regions(lhs)
            .iter()
            .copied()
            .zip(ctx.op_regions(rhs).iter().copied())
            .collect();
        regions.into_iter().all(|(l, r)| self.regions(l, r))
    }

    fn regions(&mut self, lhs: RegionId, rhs: RegionId) -> bool {
        let ctx = self.ctx;
        let (lb, rb) = (ctx.region_blocks(lhs), ctx.region_blocks(rhs));
        if lb.len() != rb.len() {
            return false;
        }
        let mut blocks: HashMap<BlockId, BlockId> = HashMap::new();
        lb.iter()
            .zip(rb)
            .all(|(&l, &r)| self.blocks(&mut blocks, l, r))
    }

    fn blocks(&mut self, map: &mut HashMap<BlockId, BlockId>, lhs: BlockId, rhs: BlockId) -> bool {
        let ctx = self.ctx;
        let (la, ra) = (ctx.block_arguments(lhs), ctx.block_arguments(rhs));
        if la.len() != ra.len() || *map.entry(lhs).or_insert(rhs) != rhs {
            return false;
        }
        for (&l, &r) in la.iter().zip(ra) {
            if ctx.value_type(l) != ctx.value_type(r) {
                return false;
            }
            self.values.entry(l).or_insert(r);
        }
        let (lops, rops): (Vec<OpId>, Vec<OpId>) =
            (ctx.block_ops(lhs).collect(), ctx.block_ops(rhs).collect());
        if lops.len() != rops.len() {
            return false;
        }
        lops.into_iter().zip(rops).all(|(l, r)| {
            self.ops(l, r)
                && ctx
                    .op_successors(l)
                    .iter()
                    .zip(ctx.op_successors(r))
                    .all(|(&ls, &rs)| *map.entry(ls).or_insert(rs) == rs)
        })
    }
}
