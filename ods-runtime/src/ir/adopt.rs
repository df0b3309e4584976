//! Moving everything a fork's store holds into this store in one piece: how function bodies
//! parsed on other threads come into their functions.
//!
//! A fork made by [`crate::Context::fork_empty`] starts without operations, so the entities
//! it holds refer only to each other (and to the types, attributes and locations of the
//! uniquer both share). Appending its arenas to ours and shifting every slot and value
//! index by where they landed is then the whole move: no entity is copied or freed one by
//! one, and the order of blocks, operations and use lists is kept as it was.

use super::{
    BlockId, IrStore, NONE, OpId, OperationName, RegionId, UseLink, Value, ValueDef, retire,
};

/// Where a fork's arenas landed in this store: each slot and value index of the fork is
/// shifted by these.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Moved {
    ops: u32,
    blocks: u32,
    regions: u32,
    values: u32,
}

/// `slot` shifted by `by`, or still "none".
fn shift(slot: u32, by: u32) -> u32 {
    if slot == NONE { NONE } else { slot + by }
}

impl Moved {
    fn op_slot(self, slot: u32) -> u32 {
        shift(slot, self.ops)
    }

    fn block_slot(self, slot: u32) -> u32 {
        shift(slot, self.blocks)
    }

    fn region_slot(self, slot: u32) -> u32 {
        shift(slot, self.regions)
    }

    /// The id the fork's operation `id` has in this store.
    pub(crate) fn op(self, id: OpId) -> OpId {
        OpId {
            slot: id.slot + self.ops,
            generation: id.generation,
        }
    }

    fn block(self, id: BlockId) -> BlockId {
        BlockId {
            slot: id.slot + self.blocks,
            generation: id.generation,
        }
    }

    /// The id the fork's region `id` has in this store.
    pub(crate) fn region(self, id: RegionId) -> RegionId {
        RegionId {
            slot: id.slot + self.regions,
            generation: id.generation,
        }
    }

    fn value(self, v: Value) -> Value {
        Value(v.0 + self.values)
    }

    fn link(self, link: UseLink) -> UseLink {
        UseLink {
            op: self.op_slot(link.op),
            index: link.index,
        }
    }
}

/// An arena length as a slot base; the arenas are indexed by `u32`.
fn base(len: usize) -> u32 {
    u32::try_from(len).expect("IR arena past u32 slots")
}

impl IrStore {
    /// Moves every entity of `fork` (a store that refers to nothing outside itself) to the
    /// end of this store's arenas, naming operations through `name`; `fork` is left empty.
    pub(crate) fn adopt(
        &mut self,
        fork: &mut IrStore,
        name: &mut dyn FnMut(OperationName) -> OperationName,
    ) -> Moved {
        let m = Moved {
            ops: base(self.ops.len()),
            blocks: base(self.blocks.len()),
            regions: base(self.regions.len()),
            values: base(self.values.len()),
        };
        self.ops.extend(fork.ops.drain(..).map(|mut d| {
            d.name = name(d.name);
            d.parent = m.block_slot(d.parent);
            d.prev = m.op_slot(d.prev);
            d.next = m.op_slot(d.next);
            d.first_result += m.values;
            for operand in &mut d.operands {
                operand.value = m.value(operand.value);
                operand.prev = m.link(operand.prev);
                operand.next = m.link(operand.next);
            }
            for b in d.successors.iter_mut() {
                *b = m.block(*b);
            }
            for r in d.regions.iter_mut() {
                *r = m.region(*r);
            }
            d
        }));
        self.blocks.extend(fork.blocks.drain(..).map(|mut d| {
            d.parent = m.region_slot(d.parent);
            d.first = m.op_slot(d.first);
            d.last = m.op_slot(d.last);
            for a in &mut d.args {
                *a = m.value(*a);
            }
            d
        }));
        self.regions.extend(fork.regions.drain(..).map(|mut d| {
            d.parent = m.op_slot(d.parent);
            for b in &mut d.blocks {
                *b = m.block(*b);
            }
            d
        }));
        self.values.extend(fork.values.drain(..).map(|mut d| {
            d.def = match d.def {
                ValueDef::OpResult { op, index } => ValueDef::OpResult {
                    op: m.op(op),
                    index,
                },
                ValueDef::BlockArgument { block, index } => ValueDef::BlockArgument {
                    block: m.block(block),
                    index,
                },
            };
            d.first_use = m.link(d.first_use);
            d
        }));
        self.free_ops
            .extend(fork.free_ops.drain(..).map(|s| s + m.ops));
        self.free_blocks
            .extend(fork.free_blocks.drain(..).map(|s| s + m.blocks));
        self.free_regions
            .extend(fork.free_regions.drain(..).map(|s| s + m.regions));
        m
    }

    /// Gives `region`, an empty region, the blocks of `from`, a detached region, and frees
    /// `from`'s slot.
    pub(crate) fn take_blocks(&mut self, region: RegionId, from: RegionId) {
        let blocks = std::mem::take(&mut self.region_mut(from).blocks);
        for b in &blocks {
            self.blocks[b.slot as usize].parent = region.slot;
        }
        self.region_mut(region).blocks = blocks;
        let d = &mut self.regions[from.slot as usize];
        d.alive = false;
        d.parent = NONE;
        retire(&mut self.regions, &mut self.free_regions, from.slot);
    }
}
