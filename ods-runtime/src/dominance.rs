//! Dominance (MLIR's `DominanceInfo`): the dominator tree of a region's blocks, and whether a
//! region's values obey SSA dominance. The verifier checks uses against it; common
//! subexpression elimination walks the tree.
//!
//! The tree holds the blocks reachable from the entry block; each node's children come in the
//! depth-first preorder of the control-flow graph (successors in their order), which is the
//! order LLVM's dominator tree construction attaches them in.

use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};

use crate::Context;
use crate::interfaces::region_kind::RegionKind;
use crate::ir::{BlockId, RegionId};
use crate::traits::HasOnlyGraphRegion;

/// The dominator tree of one region.
pub struct DomTree {
    /// Reverse post-order number of each reachable block.
    order: BlockOrder,
    /// The reachable blocks in reverse post-order (the entry first).
    rpo: Vec<BlockId>,
    /// Immediate dominator (by RPO index) of each reachable block, the entry its own.
    idom: Vec<usize>,
    /// The children of each node (by RPO index), in depth-first preorder.
    children: Vec<Vec<BlockId>>,
}

/// Regions of at most this many blocks look blocks up by a linear search, not a hash map:
/// most regions have a handful of blocks, and building a map for each costs more than it
/// saves.
const SMALL_REGION: usize = 16;

/// The reverse post-order number of each reachable block of a region.
enum BlockOrder {
    /// The blocks in reverse post-order, searched linearly (small regions).
    Small(Vec<BlockId>),
    /// A map from block to number.
    Map(HashMap<BlockId, usize>),
}

impl BlockOrder {
    fn new(rpo: &[BlockId]) -> BlockOrder {
        if rpo.len() <= SMALL_REGION {
            return BlockOrder::Small(rpo.to_vec());
        }
        let mut map = HashMap::with_capacity(rpo.len());
        for (i, &b) in rpo.iter().enumerate() {
            map.insert(b, i);
        }
        BlockOrder::Map(map)
    }

    fn get(&self, b: BlockId) -> Option<usize> {
        match self {
            BlockOrder::Small(rpo) => rpo.iter().position(|&x| x == b),
            BlockOrder::Map(map) => map.get(&b).copied(),
        }
    }
}

/// The reachable blocks of `region` in depth-first preorder and in post-order, successors
/// taken in their order.
fn depth_first(ctx: &Context, region: RegionId) -> (Vec<BlockId>, Vec<BlockId>) {
    let blocks = ctx.region(region).blocks();
    let (mut pre, mut post) = (
        Vec::with_capacity(blocks.len()),
        Vec::with_capacity(blocks.len()),
    );
    let Some(&entry) = blocks.first() else {
        return (pre, post);
    };
    // Small regions check what was seen against the preorder itself.
    let mut seen = (blocks.len() > SMALL_REGION).then(HashSet::new);
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    if let Some(seen) = &mut seen {
        seen.insert(entry);
    }
    pre.push(entry);
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        let succs = block_successors(ctx, b);
        if *i < succs.len() {
            let s = succs[*i];
            *i += 1;
            let new = match &mut seen {
                Some(seen) => seen.insert(s),
                None => !pre.contains(&s),
            };
            if new && ctx.block(s).parent() == Some(region) {
                pre.push(s);
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    (pre, post)
}

/// The immediate dominators (by RPO index) of the blocks `rpo`, whose predecessors (by RPO
/// index) are `preds` (Cooper, Harvey and Kennedy's iteration).
fn immediate_dominators(preds: &[Vec<usize>]) -> Vec<usize> {
    const UNDEF: usize = usize::MAX;
    let mut idom = vec![UNDEF; preds.len()];
    if !preds.is_empty() {
        idom[0] = 0;
    }
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..preds.len() {
            let mut new = UNDEF;
            for &p in &preds[b] {
                if idom[p] == UNDEF {
                    continue;
                }
                new = if new == UNDEF {
                    p
                } else {
                    let (mut x, mut y) = (p, new);
                    while x != y {
                        while x > y {
                            x = idom[x];
                        }
                        while y > x {
                            y = idom[y];
                        }
                    }
                    x
                };
            }
            if new != idom[b] {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom
}

impl DomTree {
    /// The dominator tree of `region`'s blocks.
    pub fn build(ctx: &Context, region: RegionId) -> DomTree {
        let (pre, post) = depth_first(ctx, region);
        let rpo: Vec<BlockId> = post.into_iter().rev().collect();
        let order = BlockOrder::new(&rpo);
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); rpo.len()];
        for (i, &b) in rpo.iter().enumerate() {
            for &s in block_successors(ctx, b) {
                if let Some(j) = order.get(s) {
                    preds[j].push(i);
                }
            }
        }
        let idom = immediate_dominators(&preds);
        let mut children = vec![Vec::new(); rpo.len()];
        for &b in pre.iter().skip(1) {
            if let Some(i) = order.get(b) {
                children[idom[i]].push(b);
            }
        }
        DomTree {
            order,
            rpo,
            idom,
            children,
        }
    }

    /// The entry block, the root of the tree (none in an empty region).
    pub fn root(&self) -> Option<BlockId> {
        self.rpo.first().copied()
    }

    /// The blocks `b` immediately dominates, in depth-first preorder (none for a block
    /// unreachable from the entry).
    pub fn children(&self, b: BlockId) -> &[BlockId] {
        match self.order.get(b) {
            Some(i) => &self.children[i],
            None => &[],
        }
    }

    /// Whether `b` is reachable from the entry block.
    pub fn reachable(&self, b: BlockId) -> bool {
        self.order.get(b).is_some()
    }

    /// Whether `a` dominates `b` (reflexive). As in LLVM's dominator tree, a block
    /// unreachable from the entry is dominated by every block and dominates no reachable
    /// one.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let Some(ib) = self.order.get(b) else {
            return true;
        };
        let Some(ia) = self.order.get(a) else {
            return false;
        };
        let mut cur = ib;
        loop {
            if cur == ia {
                return true;
            }
            if cur == 0 {
                return false;
            }
            cur = self.idom[cur];
        }
    }
}

/// The successors of block `b` (those of its terminator).
fn block_successors(ctx: &Context, b: BlockId) -> &[BlockId] {
    match ctx.block(b).last_op() {
        Some(t) => ctx.op(t).successors(),
        None => &[],
    }
}

/// Whether values in `region` obey SSA dominance (MLIR's `DominanceInfo::hasSSADominance`):
/// a region of several blocks always does (graph regions have one block); a single-block
/// region does unless its owner is unregistered (it may be a graph region) or a registered
/// operation that makes it a graph region (`RegionKindInterface`, `HasOnlyGraphRegion`). A
/// region without an owner does.
pub fn region_has_ssa_dominance(ctx: &Context, region: RegionId) -> bool {
    if ctx.region(region).blocks().len() > 1 {
        return true;
    }
    match ctx.region(region).parent_op() {
        Some(op) => {
            let index = ctx
                .op(op)
                .regions()
                .iter()
                .position(|&r| r == region)
                .unwrap_or(0);
            ctx.is_registered(ctx.op(op).name())
                && !ctx.has_trait::<HasOnlyGraphRegion>(op)
                && ctx.op_region_kind(op, index) == RegionKind::SsaCfg
        }
        None => true,
    }
}
