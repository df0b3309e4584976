//! `mlir/IR/RegionKindInterface.td`: whether each region of an operation is an SSA CFG
//! region (dominance holds) or a graph region.

use super::op_interface;
use crate::Context;

/// The kind of a region (MLIR's `RegionKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionKind {
    /// Blocks with sequential semantics; values must dominate their uses.
    SsaCfg,
    /// A graph without control flow semantics.
    Graph,
}

op_interface! {
    /// `RegionKindInterface`: the kind of each region of an operation.
    pub struct RegionKindInterface, trait RegionKindInterfaceImpl, model RegionKindInterfaceModel {
    }
    static {
        /// `getRegionKind`: the kind of region `index`.
        fn get_region_kind(ctx: &Context, index: u32) -> RegionKind;
        /// `hasSSADominance`: whether region `index` requires SSA dominance.
        fn has_ssa_dominance(ctx: &Context, index: u32) -> bool = {
            Self::get_region_kind(ctx, index) == RegionKind::SsaCfg
        };
    }
}

impl<'a> crate::ir::views::OpRef<'a> {
    /// The kind of region `index` of the operation: what its `RegionKindInterface` says, an SSA CFG
    /// region when it has none (MLIR's `mayHaveSSADominance`).
    pub fn region_kind(self, index: usize) -> RegionKind {
        let op = self.id;
        let ctx = self.ctx;
        match RegionKindInterface::cast(ctx, op) {
            Some(kinds) if !kinds.has_ssa_dominance(ctx, index as u32) => RegionKind::Graph,
            _ => RegionKind::SsaCfg,
        }
    }
}
