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
    ctx.op(op).name().hash(&mut h);
    ctx.op(op).attr_dict().hash(&mut h);
    for r in ctx.op(op).results() {
        ctx.value(r).ty().hash(&mut h);
    }
    ctx.op(op).property_storage().hash(&mut h);
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
    let mut operands: Vec<Value> = ctx.op(op).operands().collect();
    if ctx.has_trait::<Commutative>(op) {
        operands.sort_by_key(|&v| match ctx.value(v).def() {
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
        if ctx.op(lhs).name() != ctx.op(rhs).name()
            || ctx.op(lhs).attr_dict() != ctx.op(rhs).attr_dict()
            || ctx.op(lhs).regions().len() != ctx.op(rhs).regions().len()
            || ctx.op(lhs).successors().len() != ctx.op(rhs).successors().len()
            || ctx.op(lhs).num_operands() != ctx.op(rhs).num_operands()
            || ctx.op(lhs).num_results() != ctx.op(rhs).num_results()
            || ctx.op(lhs).property_storage() != ctx.op(rhs).property_storage()
        {
            return false;
        }
        let (lo, ro) = (ordered_operands(ctx, lhs), ordered_operands(ctx, rhs));
        for (l, r) in lo.into_iter().zip(ro) {
            if l == r {
                continue;
            }
            if ctx.value(l).ty() != ctx.value(r).ty() || self.values.get(&l) != Some(&r) {
                return false;
            }
        }
        for (l, r) in ctx.op(lhs).results().zip(ctx.op(rhs).results()) {
            if ctx.value(l).ty() != ctx.value(r).ty() {
                return false;
            }
            self.values.entry(l).or_insert(r);
        }
        let regions: Vec<(RegionId, RegionId)> = ctx
            .op(lhs)
            .regions()
            .iter()
            .copied()
            .zip(ctx.op(rhs).regions().iter().copied())
            .collect();
        regions.into_iter().all(|(l, r)| self.regions(l, r))
    }

    fn regions(&mut self, lhs: RegionId, rhs: RegionId) -> bool {
        let ctx = self.ctx;
        let (lb, rb) = (ctx.region(lhs).blocks(), ctx.region(rhs).blocks());
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
        let (la, ra) = (ctx.block(lhs).arguments(), ctx.block(rhs).arguments());
        if la.len() != ra.len() || *map.entry(lhs).or_insert(rhs) != rhs {
            return false;
        }
        for (&l, &r) in la.iter().zip(ra) {
            if ctx.value(l).ty() != ctx.value(r).ty() {
                return false;
            }
            self.values.entry(l).or_insert(r);
        }
        let (lops, rops): (Vec<OpId>, Vec<OpId>) = (
            ctx.block(lhs).ops().collect(),
            ctx.block(rhs).ops().collect(),
        );
        if lops.len() != rops.len() {
            return false;
        }
        lops.into_iter().zip(rops).all(|(l, r)| {
            self.ops(l, r)
                && ctx
                    .op(l)
                    .successors()
                    .iter()
                    .zip(ctx.op(r).successors())
                    .all(|(&ls, &rs)| *map.entry(ls).or_insert(rs) == rs)
        })
    }
}
