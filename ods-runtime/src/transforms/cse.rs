//! Common subexpression elimination (MLIR's `cse` pass, `mlir/lib/Transforms/CSE.cpp` as of
//! LLVM 22).
//!
//! Each region of the root is walked along its dominator tree (a single-block region
//! directly), with a scoped table of the operations seen so far that dominate the current
//! point: a scope per region and per tree node, and a fresh table under an operation that
//! might be isolated from above. Before an operation itself its regions are walked. Then:
//!
//! - terminators stay;
//! - a trivially dead operation is queued for erasure (`num-dce'd`);
//! - an operation with a region of several blocks stays;
//! - an operation free of memory effects is replaced by an equivalent one in the table
//!   ([`crate::op_equivalence::ops_equivalent`], locations aside), else enters the table;
//! - an operation whose own effects are all reads is replaced by an equivalent one in the
//!   table when that one is in the same block and no operation between them may write
//!   (has, itself or nested, a write effect or effects it does not report), else enters the
//!   table (shadowing the earlier one);
//! - any other operation stays.
//!
//! Replacing (`num-cse'd`) redirects every use of the results in a region with SSA
//! dominance; in a graph region only the uses whose owner is not (as an equivalent) in the
//! table, and the operation is erased only when no use is left. When the kept operation has
//! an unknown location and the replaced one has not, the kept one takes its location. The
//! queued operations are erased at the end, in the order they were queued. Blocks unreachable
//! from their region's entry are not visited, and neither is a multi-block region that is not
//! SSA-dominated (which the verifier never lets through).

use foldhash::HashMap;

use crate::Context;
use crate::dominance::{DomTree, region_has_ssa_dominance};
use crate::greedy::is_op_trivially_dead;
use crate::interfaces::side_effects::MemoryEffect;
use crate::ir::{BlockId, OpId, RegionId, Value};
use crate::location::LocKind;
use crate::op_equivalence::{op_hash, ops_equivalent};
use crate::pass::{Analysis, AnalysisManager, Pass, PassInfo, PassResult, Statistic};
use crate::traits::{IsIsolatedFromAbove, IsTerminator};

/// What one run of [`eliminate_common_subexpressions`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CseCounts {
    /// Operations replaced by an equivalent one.
    pub num_cse: u64,
    /// Operations erased as trivially dead.
    pub num_dce: u64,
}

/// Eliminates common subexpressions in the regions of `root` (MLIR's
/// `eliminateCommonSubExpressions`).
pub fn eliminate_common_subexpressions(ctx: &mut Context, root: OpId) -> CseCounts {
    let mut driver = Driver {
        ctx,
        to_erase: Vec::new(),
        counts: CseCounts::default(),
    };
    let mut known = KnownOps::default();
    let regions = driver.ctx.op(root).regions().to_vec();
    for region in regions {
        driver.simplify_region(&mut known, region);
    }
    for op in std::mem::take(&mut driver.to_erase) {
        op.erase(driver.ctx);
    }
    driver.counts
}

/// The `cse` pass, with MLIR's statistics. As MLIR's pass does, a run sets them to its own
/// counts (they are not summed over runs).
#[derive(Default)]
pub struct CsePass {
    counts: CseCounts,
}

/// MLIR's `DominanceInfo` as the analysis CSE asks for: the dominator trees of the regions
/// under an operation, which CSE builds region by region as it walks them (MLIR's are built
/// lazily the same way). Asking for it is what `--mlir-timing` reports as
/// `(A) DominanceInfo`; CSE keeps it valid, since it only erases operations.
pub struct DominanceInfo;

impl Analysis for DominanceInfo {
    const NAME: &'static str = "DominanceInfo";
    fn compute(_ctx: &Context, _op: OpId) -> Self {
        DominanceInfo
    }
}

impl Pass for CsePass {
    fn run(&mut self, ctx: &mut Context, op: OpId) -> PassResult {
        self.counts = eliminate_common_subexpressions(ctx, op);
        Ok(())
    }

    fn run_with(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        analyses: &mut AnalysisManager,
    ) -> PassResult {
        analyses.get::<DominanceInfo>(ctx, op);
        self.run(ctx, op)?;
        if self.counts == CseCounts::default() {
            analyses.preserve_all();
        } else {
            analyses.preserve::<DominanceInfo>();
        }
        Ok(())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic {
                name: "num-cse'd",
                description: "Number of operations CSE'd",
                value: self.counts.num_cse,
            },
            Statistic {
                name: "num-dce'd",
                description: "Number of operations DCE'd",
                value: self.counts.num_dce,
            },
        ]
    }
}

/// The registration of `cse` as mlir-opt has it.
pub fn cse_pass() -> PassInfo {
    PassInfo::new("cse", "Eliminate common sub-expressions", |_| {
        Box::new(CsePass::default())
    })
    .with_name("CSE")
}

/// One class of equivalent operations in the table: the first one entered (the key the
/// class is compared by) and the ones entered since, the last visible.
struct Entry {
    key: OpId,
    stack: Vec<OpId>,
}

/// MLIR's scoped hash table of known operations: operations by equivalence, each scope
/// removing on exit what was entered in it.
#[derive(Default)]
struct KnownOps {
    buckets: HashMap<u64, Vec<Entry>>,
    /// What each open scope entered: the hash and the operation.
    scopes: Vec<Vec<(u64, OpId)>>,
}

impl KnownOps {
    fn open(&mut self) {
        self.scopes.push(Vec::new());
    }

    fn close(&mut self) {
        let Some(entered) = self.scopes.pop() else {
            return;
        };
        for (hash, op) in entered.into_iter().rev() {
            let Some(bucket) = self.buckets.get_mut(&hash) else {
                continue;
            };
            if let Some(i) = bucket.iter().position(|e| e.stack.last() == Some(&op)) {
                bucket[i].stack.pop();
                if bucket[i].stack.is_empty() {
                    bucket.remove(i);
                }
            }
            if bucket.is_empty() {
                self.buckets.remove(&hash);
            }
        }
    }

    /// The visible operation equivalent to `op`.
    fn lookup(&self, ctx: &Context, op: OpId) -> Option<OpId> {
        let bucket = self.buckets.get(&op_hash(ctx, op))?;
        let entry = bucket.iter().find(|e| ops_equivalent(ctx, op, e.key))?;
        entry.stack.last().copied()
    }

    fn insert(&mut self, ctx: &Context, op: OpId) {
        let hash = op_hash(ctx, op);
        let bucket = self.buckets.entry(hash).or_default();
        match bucket.iter_mut().find(|e| ops_equivalent(ctx, op, e.key)) {
            Some(entry) => entry.stack.push(op),
            None => bucket.push(Entry {
                key: op,
                stack: vec![op],
            }),
        }
        if let Some(scope) = self.scopes.last_mut() {
            scope.push((hash, op));
        }
    }
}

struct Driver<'a> {
    ctx: &'a mut Context,
    /// Operations to erase at the end, in order.
    to_erase: Vec<OpId>,
    counts: CseCounts,
}

impl Driver<'_> {
    fn simplify_region(&mut self, known: &mut KnownOps, region: RegionId) {
        let blocks = self.ctx.region(region).blocks();
        let Some(&entry) = blocks.first() else {
            return;
        };
        let ssa = region_has_ssa_dominance(self.ctx, region);
        if blocks.len() == 1 {
            known.open();
            self.simplify_block(known, entry, ssa);
            known.close();
            return;
        }
        if !ssa {
            return;
        }
        let tree = DomTree::build(self.ctx, region);
        let Some(root) = tree.root() else {
            return;
        };
        // Depth first over the tree, a scope per node: (block, next child).
        let mut stack: Vec<(BlockId, usize)> = vec![(root, 0)];
        known.open();
        self.simplify_block(known, root, ssa);
        while let Some((block, next)) = stack.last_mut() {
            match tree.children(*block).get(*next).copied() {
                Some(child) => {
                    *next += 1;
                    stack.push((child, 0));
                    known.open();
                    self.simplify_block(known, child, ssa);
                }
                None => {
                    stack.pop();
                    known.close();
                }
            }
        }
    }

    fn simplify_block(&mut self, known: &mut KnownOps, block: BlockId, ssa: bool) {
        let ops: Vec<OpId> = self.ctx.block(block).ops().collect();
        for op in ops {
            let regions = self.ctx.op(op).regions().to_vec();
            if !regions.is_empty() {
                if self.ctx.op(op).might_have_trait::<IsIsolatedFromAbove>() {
                    let mut nested = KnownOps::default();
                    for region in regions {
                        self.simplify_region(&mut nested, region);
                    }
                } else {
                    for region in regions {
                        self.simplify_region(known, region);
                    }
                }
            }
            self.simplify_operation(known, op, ssa);
        }
    }

    /// Queues `op` for erasure when it is dead or replaced; enters it in the table when it
    /// may replace later operations.
    fn simplify_operation(&mut self, known: &mut KnownOps, op: OpId, ssa: bool) {
        let ctx = &*self.ctx;
        if ctx.op(op).has_trait::<IsTerminator>() {
            return;
        }
        if is_op_trivially_dead(ctx, op) {
            self.to_erase.push(op);
            self.counts.num_dce += 1;
            return;
        }
        if ctx
            .op(op)
            .regions()
            .iter()
            .any(|&r| ctx.region(r).blocks().len() > 1)
        {
            return;
        }
        if !ctx.op(op).is_memory_effect_free() {
            let only_reads = ctx
                .op(op)
                .memory_effects()
                .is_some_and(|e| e.iter().all(|e| e.effect == MemoryEffect::Read));
            if !only_reads {
                return;
            }
            if let Some(existing) = known.lookup(ctx, op)
                && ctx.op(existing).block() == ctx.op(op).block()
                && !self.may_write_between(existing, op)
            {
                self.replace(known, op, existing, ssa);
                return;
            }
            known.insert(self.ctx, op);
            return;
        }
        match known.lookup(ctx, op) {
            Some(existing) => self.replace(known, op, existing, ssa),
            None => known.insert(self.ctx, op),
        }
    }

    /// Whether an operation strictly between `from` and `to` (in one block) may write: it
    /// has a write effect, itself or nested in it, or effects it does not report.
    fn may_write_between(&self, from: OpId, to: OpId) -> bool {
        let mut next = self.ctx.op(from).next();
        while let Some(op) = next {
            if op == to {
                return false;
            }
            let writes = match self.ctx.op(op).effects_recursively() {
                Some(effects) => effects.iter().any(|e| e.effect == MemoryEffect::Write),
                None => true,
            };
            if writes {
                return true;
            }
            next = self.ctx.op(op).next();
        }
        false
    }

    /// Replaces the uses of `op` by those of `existing` and queues `op` for erasure when no
    /// use is left.
    fn replace(&mut self, known: &KnownOps, op: OpId, existing: OpId, ssa: bool) {
        let pairs: Vec<(Value, Value)> = self
            .ctx
            .op(op)
            .results()
            .zip(self.ctx.op(existing).results())
            .collect();
        if ssa {
            for (from, to) in pairs {
                from.replace_all_uses_with(self.ctx, to);
            }
            self.to_erase.push(op);
        } else {
            // In a graph region a use may come before its definition: the uses by
            // operations already in the table keep their value.
            for (from, to) in pairs {
                let uses: Vec<_> = self.ctx.value(from).uses().collect();
                for u in uses {
                    if known.lookup(self.ctx, u.op).is_none() {
                        u.op.set_operand(self.ctx, u.index as usize, to);
                    }
                }
            }
            if self
                .ctx
                .op(op)
                .results()
                .all(|r| self.ctx.value(r).use_empty())
            {
                self.to_erase.push(op);
            }
        }
        let (kept, gone) = (self.ctx.op(existing).loc(), self.ctx.op(op).loc());
        if self.is_unknown(kept) && !self.is_unknown(gone) {
            existing.set_loc(self.ctx, gone);
        }
        self.counts.num_cse += 1;
    }

    fn is_unknown(&self, loc: crate::Location) -> bool {
        matches!(loc.kind(self.ctx), LocKind::Unknown)
    }
}
