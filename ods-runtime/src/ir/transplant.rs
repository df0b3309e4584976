//! Copying an operation's regions from one store into another, with every id renumbered:
//! how the pass manager hands an operation isolated from above to a context of its own (to
//! run passes on it on another thread) and takes its body back. (Function bodies parsed on
//! other threads are moved in whole instead, see `adopt`.)
//!
//! The copy keeps everything a pass or the printer can observe: the order of regions,
//! blocks and operations, names, locations, properties, attributes, types, and the order of
//! every use list (which decides the order in which rewrites visit users). It fails, leaving
//! the source untouched, when an operation inside uses a value defined outside the copied
//! body (an operation not really isolated from above).

use std::collections::HashMap;

/// Maps keyed by slot or value index (foldhash: the copy looks up every operand).
pub(crate) type Map<V> = HashMap<u32, V, foldhash::fast::FixedState>;

use super::{
    BlockData, BlockId, IrStore, NONE, OpData, OpId, Operand, OperationName, RegionData, RegionId,
    UseLink, Value, ValueData, ValueDef, place, retire,
};

/// An operand or successor of the copied body refers outside it.
#[derive(Debug)]
pub(crate) struct NotIsolated;

/// What a copy created, by source entity.
#[derive(Default)]
struct Copied {
    /// Each copied operation, source then copy, in creation order.
    ops: Vec<(OpId, OpId)>,
    /// Copied operations by source slot.
    op_slots: Map<u32>,
    blocks: Map<BlockId>,
    /// Copied values by source index, and the pairs in creation order.
    values: Map<Value>,
    value_pairs: Vec<(Value, Value)>,
    regions: Vec<RegionId>,
}

impl IrStore {
    /// Copies `root` of `src` (its regions and all they hold) into this store as a new
    /// detached operation without operands or successors, naming operations through
    /// `name`. Uses of `root`'s results outside it are not copied.
    pub(crate) fn copy_isolated_op(
        &mut self,
        src: &IrStore,
        root: OpId,
        name: &mut dyn FnMut(OperationName) -> OperationName,
    ) -> Result<OpId, NotIsolated> {
        let mut copy = Copied::default();
        let new_root = self.alloc_op(src, root, &mut copy, name);
        match self.link_copy(src, &copy, Some(root)) {
            Ok(()) => Ok(new_root),
            Err(e) => {
                self.discard_copy(&copy);
                Err(e)
            }
        }
    }

    /// Replaces the regions of `root` (an operation of this store) by the regions of
    /// `fork_root` in `fork`, a store holding nothing else but `fork_root`'s `shell` (see
    /// [`IrStore::copy_in_shell`]), and takes its location, properties, attributes and
    /// result types. `fork`'s arenas are moved in whole ([`IrStore::adopt`]); the old
    /// regions and all they hold, `fork_root` and its shell are discarded. When
    /// `fork_root`'s body uses its results, or the shell holds anything beside it, nothing
    /// changes.
    pub(crate) fn replace_body_by_move(
        &mut self,
        root: OpId,
        fork: &mut IrStore,
        (fork_root, shell): (OpId, Option<OpId>),
        name: &mut dyn FnMut(OperationName) -> OperationName,
    ) -> Result<super::adopt::Moved, NotIsolated> {
        // Outside the body there are only the root's results, and the shell's blocks, which
        // must hold nothing else (no argument, no operation a pass put beside the root), so
        // that the body cannot use a value it leaves behind.
        let from = fork.op(fork_root);
        let results = from.first_result as usize..(from.first_result + from.num_results) as usize;
        if fork.values[results].iter().any(|v| v.first_use.op != NONE) {
            return Err(NotIsolated);
        }
        let only_root = |b: &BlockId| {
            let d = &fork.blocks[b.slot as usize];
            d.args.is_empty()
                && (d.first == NONE || (d.first == fork_root.slot && d.last == fork_root.slot))
        };
        if let Some(shell) = shell
            && !fork
                .op(shell)
                .regions
                .iter()
                .all(|r| fork.region(*r).blocks.iter().all(only_root))
        {
            return Err(NotIsolated);
        }
        let old = std::mem::take(&mut self.op_mut(root).regions);
        for r in old.iter() {
            self.discard_region(*r);
        }
        let moved = self.adopt(fork, name);
        let copy = moved.op(fork_root);
        let data = &mut self.ops[copy.slot as usize];
        let regions = std::mem::take(&mut data.regions);
        let properties = std::mem::take(&mut data.properties);
        let (loc, attrs, theirs, n) = (data.loc, data.attrs, data.first_result, data.num_results);
        for r in regions.iter() {
            self.regions[r.slot as usize].parent = root.slot;
        }
        let data = self.op_mut(root);
        data.regions = regions;
        data.loc = loc;
        data.properties = properties;
        data.attrs = attrs;
        let mine = data.first_result;
        for i in 0..n.min(data.num_results) {
            self.values[(mine + i) as usize].ty = self.values[(theirs + i) as usize].ty;
        }
        match shell {
            Some(shell) => {
                // Discarding the shell's regions discards the copy, now without regions.
                let shell = moved.op(shell);
                let regions = std::mem::take(&mut self.ops[shell.slot as usize].regions);
                for r in regions.iter() {
                    self.discard_region(*r);
                }
                self.free_op_slot(shell.slot);
            }
            None => self.free_op_slot(copy.slot),
        }
        Ok(moved)
    }

    /// [`IrStore::copy_isolated_op`], with the copy placed in a copy of its parent that
    /// holds nothing else (its name, location, properties and attributes, and as many
    /// regions, each of one empty block but the copy's): a pass may read the parent of the
    /// operation it runs on, as in MLIR, but not its siblings. Returns the copy and its
    /// parent's copy, if it has a parent.
    pub(crate) fn copy_in_shell(
        &mut self,
        src: &IrStore,
        root: OpId,
        name: &mut dyn FnMut(OperationName) -> OperationName,
    ) -> Result<(OpId, Option<OpId>), NotIsolated> {
        let new_root = self.copy_isolated_op(src, root, name)?;
        let block = src.op(root).parent;
        if block == NONE {
            return Ok((new_root, None));
        }
        let region = src.blocks[block as usize].parent;
        let Some(parent) = (region != NONE).then(|| src.regions[region as usize].parent) else {
            return Ok((new_root, None));
        };
        let from = &src.ops[parent as usize];
        let shell = self.place_op_like(from, name, 0);
        let mut regions = Vec::with_capacity(from.regions.len());
        for r in from.regions.iter() {
            let new_region = self.place_region(shell.slot);
            let b = self.place_block(new_region.slot);
            self.regions[new_region.slot as usize].blocks.push(b);
            if r.slot == region {
                self.append_raw(b, new_root.slot);
            }
            regions.push(new_region);
        }
        self.ops[shell.slot as usize].regions = regions.into_boxed_slice();
        Ok((new_root, Some(shell)))
    }

    /// A new detached operation with `from`'s name (through `name`), location, properties
    /// and attributes, `num_results` results to be pushed next, and nothing else yet.
    fn place_op_like(
        &mut self,
        from: &OpData,
        name: &mut dyn FnMut(OperationName) -> OperationName,
        num_results: u32,
    ) -> OpId {
        let data = OpData {
            name: name(from.name),
            loc: from.loc,
            parent: NONE,
            prev: NONE,
            next: NONE,
            first_result: self.values.len() as u32,
            num_results,
            operands: Vec::new(),
            successors: Box::new([]),
            regions: Box::new([]),
            properties: from.properties.clone(),
            attrs: from.attrs,
            alive: true,
            generation: 0,
        };
        let (slot, generation) = place(&mut self.ops, &mut self.free_ops, data);
        OpId { slot, generation }
    }

    /// A new empty region owned by the operation in slot `parent`.
    fn place_region(&mut self, parent: u32) -> RegionId {
        let data = RegionData {
            parent,
            blocks: Vec::new(),
            alive: true,
            generation: 0,
        };
        let (slot, generation) = place(&mut self.regions, &mut self.free_regions, data);
        RegionId { slot, generation }
    }

    /// A new empty block without arguments in the region in slot `parent`.
    fn place_block(&mut self, parent: u32) -> BlockId {
        let data = BlockData {
            parent,
            args: Vec::new(),
            first: NONE,
            last: NONE,
            alive: true,
            generation: 0,
        };
        let (slot, generation) = place(&mut self.blocks, &mut self.free_blocks, data);
        BlockId { slot, generation }
    }

    /// Creates the copy of `op` with its results and regions (operands and successors are
    /// set by [`IrStore::link_copy`] once every block and value exists).
    fn alloc_op(
        &mut self,
        src: &IrStore,
        op: OpId,
        copy: &mut Copied,
        name: &mut dyn FnMut(OperationName) -> OperationName,
    ) -> OpId {
        let from = src.op(op);
        let id = self.place_op_like(from, name, from.num_results);
        let slot = id.slot;
        for index in 0..from.num_results {
            let old = Value(from.first_result + index);
            let def = ValueDef::OpResult { op: id, index };
            self.copy_value(src, old, def, copy);
        }
        copy.ops.push((op, id));
        copy.op_slots.insert(op.slot, slot);
        let regions: Vec<RegionId> = from
            .regions
            .iter()
            .map(|&r| self.alloc_region(src, r, slot, copy, name))
            .collect();
        self.ops[slot as usize].regions = regions.into_boxed_slice();
        id
    }

    /// A new value copying `old`'s type and location, defined by `def`.
    fn copy_value(&mut self, src: &IrStore, old: Value, def: ValueDef, copy: &mut Copied) {
        let from = &src.values[old.index()];
        let new = Value(self.values.len() as u32);
        self.values.push(ValueData {
            ty: from.ty,
            def,
            loc: from.loc,
            first_use: UseLink::NIL,
        });
        copy.values.insert(old.0, new);
        copy.value_pairs.push((old, new));
    }

    /// Creates the copy of `region` (its blocks with their arguments, then their operations)
    /// owned by the operation in slot `parent`.
    fn alloc_region(
        &mut self,
        src: &IrStore,
        region: RegionId,
        parent: u32,
        copy: &mut Copied,
        name: &mut dyn FnMut(OperationName) -> OperationName,
    ) -> RegionId {
        let id = self.place_region(parent);
        let slot = id.slot;
        copy.regions.push(id);
        let blocks = &src.region(region).blocks;
        let mut new_blocks = Vec::with_capacity(blocks.len());
        for &b in blocks {
            let nb = self.place_block(slot);
            let args: Vec<Value> = src.block(b).args.clone();
            for (index, &a) in args.iter().enumerate() {
                let def = ValueDef::BlockArgument {
                    block: nb,
                    index: index as u32,
                };
                self.copy_value(src, a, def, copy);
            }
            self.blocks[nb.slot as usize].args = args.iter().map(|a| copy.values[&a.0]).collect();
            copy.blocks.insert(b.slot, nb);
            new_blocks.push(nb);
        }
        self.regions[slot as usize].blocks = new_blocks.clone();
        for (&b, &nb) in blocks.iter().zip(&new_blocks) {
            let mut cur = src.block(b).first;
            while cur != NONE {
                let op = src.op_id(cur);
                let new = self.alloc_op(src, op, copy, name);
                self.append_raw(nb, new.slot);
                cur = src.ops[cur as usize].next;
            }
        }
        id
    }

    /// Links the operation in `slot` at the end of `block` (no notification).
    fn append_raw(&mut self, block: BlockId, slot: u32) {
        let last = self.blocks[block.slot as usize].last;
        let d = &mut self.ops[slot as usize];
        d.parent = block.slot;
        d.prev = last;
        d.next = NONE;
        if last == NONE {
            self.blocks[block.slot as usize].first = slot;
        } else {
            self.ops[last as usize].next = slot;
        }
        self.blocks[block.slot as usize].last = slot;
    }

    /// Sets the operands and successors of every copied operation (but `skip`'s, the root of
    /// an isolated copy), then rebuilds each copied value's use list in its source order.
    fn link_copy(
        &mut self,
        src: &IrStore,
        copy: &Copied,
        skip: Option<OpId>,
    ) -> Result<(), NotIsolated> {
        for &(old, new) in &copy.ops {
            if Some(old) == skip {
                continue;
            }
            let from = src.op(old);
            let operands = from
                .operands
                .iter()
                .map(|o| {
                    let value = *copy.values.get(&o.value.0).ok_or(NotIsolated)?;
                    Ok(Operand {
                        value,
                        prev: UseLink::NIL,
                        next: UseLink::NIL,
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            let successors = from
                .successors
                .iter()
                .map(|b| copy.blocks.get(&b.slot).copied().ok_or(NotIsolated))
                .collect::<Result<Vec<_>, _>>()?;
            let d = &mut self.ops[new.slot as usize];
            d.operands = operands;
            d.successors = successors.into_boxed_slice();
        }
        for &(old, new) in &copy.value_pairs {
            let mut uses = Vec::new();
            let mut link = src.values[old.index()].first_use;
            while !link.is_nil() {
                if let Some(&slot) = copy.op_slots.get(&link.op) {
                    uses.push(UseLink {
                        op: slot,
                        index: link.index,
                    });
                }
                link = src.ops[link.op as usize].operands[link.index as usize].next;
            }
            self.values[new.index()].first_use = uses.first().copied().unwrap_or(UseLink::NIL);
            for (i, u) in uses.iter().enumerate() {
                let prev = if i == 0 { UseLink::NIL } else { uses[i - 1] };
                let next = uses.get(i + 1).copied().unwrap_or(UseLink::NIL);
                let operand = &mut self.ops[u.op as usize].operands[u.index as usize];
                operand.prev = prev;
                operand.next = next;
            }
        }
        Ok(())
    }

    /// Frees what a failed copy created (its values stay, unused and unreachable).
    fn discard_copy(&mut self, copy: &Copied) {
        for &(_, op) in &copy.ops {
            self.free_op_slot(op.slot);
        }
        for b in copy.blocks.values() {
            self.free_block_slot(b.slot);
        }
        for r in &copy.regions {
            self.free_region_slot(r.slot);
        }
    }

    /// Frees `region` and everything in it, without touching use lists: every use inside
    /// is of a value defined inside (the region's operation is isolated from above).
    fn discard_region(&mut self, region: RegionId) {
        let blocks = std::mem::take(&mut self.region_mut(region).blocks);
        for b in blocks {
            let mut cur = self.blocks[b.slot as usize].first;
            while cur != NONE {
                let next = self.ops[cur as usize].next;
                let regions = std::mem::take(&mut self.ops[cur as usize].regions);
                for r in regions.iter() {
                    self.discard_region(*r);
                }
                self.free_op_slot(cur);
                cur = next;
            }
            self.free_block_slot(b.slot);
        }
        self.free_region_slot(region.slot);
    }

    fn free_op_slot(&mut self, slot: u32) {
        let d = &mut self.ops[slot as usize];
        d.alive = false;
        d.operands = Vec::new();
        d.successors = Box::new([]);
        d.regions = Box::new([]);
        d.properties = Default::default();
        d.parent = NONE;
        retire(&mut self.ops, &mut self.free_ops, slot);
    }

    fn free_block_slot(&mut self, slot: u32) {
        let d = &mut self.blocks[slot as usize];
        d.alive = false;
        d.args = Vec::new();
        d.first = NONE;
        d.last = NONE;
        d.parent = NONE;
        retire(&mut self.blocks, &mut self.free_blocks, slot);
    }

    fn free_region_slot(&mut self, slot: u32) {
        let d = &mut self.regions[slot as usize];
        d.alive = false;
        d.blocks = Vec::new();
        d.parent = NONE;
        retire(&mut self.regions, &mut self.free_regions, slot);
    }
}

/// A context made to run passes on one operation isolated from above on another thread:
/// it shares the uniquer and the registry with the context it came from and holds a copy
/// of the operation (in a copy of its parent, see [`IrStore::copy_in_shell`]).
pub(crate) struct Forked {
    pub(crate) ctx: crate::Context,
    /// The copy of the operation.
    pub(crate) root: OpId,
    parent: Option<OpId>,
    /// How many operation names the store knew when the fork was made: the fork's names
    /// past these are new.
    names: usize,
}

impl crate::Context {
    /// A context holding a copy of `op` for passes to run on while other threads run them
    /// on other operations; `None` when `op` uses values defined above it or has operands.
    pub(crate) fn fork_isolated(&self, op: OpId) -> Option<Forked> {
        if !self.ir.op(op).operands.is_empty() {
            return None;
        }
        let mut ctx = self.fork_empty();
        let names = ctx.op_name_count();
        let (root, parent) = ctx.ir.copy_in_shell(&self.ir, op, &mut |n| n).ok()?;
        Some(Forked {
            ctx,
            root,
            parent,
            names,
        })
    }

    /// A context without operations that shares the uniquer, the registry, the resources and
    /// the passes with this one and knows its operation names (so that names it interns past
    /// them are new, see [`Context::adopt_op_names`]); multithreading is off in it.
    pub(crate) fn fork_empty(&self) -> crate::Context {
        let ir = IrStore {
            op_names: self.ir.op_names.clone(),
            populators: self.ir.populators.clone(),
            ..IrStore::default()
        };
        crate::Context {
            uniquer: self.uniquer.clone(),
            ir,
            registry: self.registry.clone(),
            top_level: self.top_level,
            resources: self.resources.clone(),
            passes: self.passes.clone(),
            pass_output: self.pass_output.forked(),
            multithreading: false,
            threads_from: self.threads_from,
        }
    }

    /// Whether work of `bytes` bytes goes on threads (see [`crate::Context::set_threads_from`]).
    pub(crate) fn worth_threads(&self, bytes: usize) -> bool {
        self.multithreading && bytes >= self.threads_from && rayon::current_num_threads() > 1
    }

    /// Whether `items` pieces of this context's IR (the operations of a top-level block)
    /// are worth handing to threads: more of them than threads, and IR of at least one value
    /// per 16 bytes of the threshold (see [`crate::Context::set_threads_from`]).
    pub(crate) fn ir_worth_threads(&self, items: usize) -> bool {
        items > rayon::current_num_threads()
            && self.worth_threads(Value::index_bound(self).saturating_mul(16))
    }

    /// How many operation names this context has interned.
    pub(crate) fn op_name_count(&self) -> usize {
        self.ir.op_names.names.len()
    }

    /// Interns here the operation names `fork` (made by [`Context::fork_empty`] when this
    /// context knew `base` names) added, and returns the map from the fork's names to ours.
    pub(crate) fn adopt_op_names(
        &mut self,
        fork: &crate::Context,
        base: usize,
    ) -> impl FnMut(OperationName) -> OperationName + use<> {
        let added: Vec<OperationName> = fork.ir.op_names.names[base..]
            .iter()
            .map(|n| std::sync::Arc::make_mut(&mut self.ir.op_names).intern(n))
            .collect();
        move |n: OperationName| match (n.0 as usize).checked_sub(base) {
            Some(i) => added[i],
            None => n,
        }
    }

    /// Moves everything `fork` (made by [`Context::fork_empty`]) holds into this context,
    /// naming operations through `name` (see [`Context::adopt_op_names`]), and gives each
    /// empty region of `bodies` the blocks of its fork region.
    pub(crate) fn adopt_bodies(
        &mut self,
        fork: &mut crate::Context,
        name: &mut dyn FnMut(OperationName) -> OperationName,
        bodies: impl Iterator<Item = (RegionId, RegionId)>,
    ) {
        let moved = self.ir.adopt(&mut fork.ir, name);
        for (region, from) in bodies {
            self.ir.take_blocks(region, moved.region(from));
        }
    }

    /// Takes back what passes made of `op` in `fork` (made by [`Context::fork_isolated`]):
    /// its body, location, properties, attributes and result types (moved, not copied,
    /// leaving `fork` without operations), the operation names the passes introduced,
    /// what they wrote (to standard error and to standard output) and the errors they
    /// emitted without failing. Returns where each operation of the fork went.
    pub(crate) fn join_isolated(
        &mut self,
        op: OpId,
        fork: &mut Forked,
    ) -> Result<impl Fn(OpId) -> Option<OpId> + use<>, NotIsolated> {
        let mut name = self.adopt_op_names(&fork.ctx, fork.names);
        let (root, shell) = (fork.root, fork.parent);
        let moved = self
            .ir
            .replace_body_by_move(op, &mut fork.ctx.ir, (root, shell), &mut name)?;
        let parent = self.op(op).parent_op();
        let went = move |o: OpId| {
            if o == root {
                Some(op)
            } else if Some(o) == shell {
                parent
            } else {
                Some(moved.op(o))
            }
        };
        self.pass_output
            .stderr
            .push_str(&fork.ctx.pass_output.stderr);
        self.pass_output
            .stdout
            .push_str(&fork.ctx.pass_output.stdout);
        for e in &fork.ctx.pass_output.errors {
            let mut e = e.clone();
            remap_error(&mut e, &went);
            self.pass_output.errors.push(e);
        }
        if !std::sync::Arc::ptr_eq(&self.resources, &fork.ctx.resources) {
            self.resources = fork.ctx.resources.clone();
        }
        Ok(went)
    }
}

/// Points the operations `error` names at where they went.
pub(crate) fn remap_error(
    error: &mut crate::op_error::VerifyError,
    moved: &dyn Fn(OpId) -> Option<OpId>,
) {
    let at = |op: Option<OpId>| op.and_then(moved);
    error.op_for_note = at(error.op_for_note);
    error.append_op = at(error.append_op);
    if let Some(then) = &mut error.then {
        remap_error(then, moved);
    }
}
