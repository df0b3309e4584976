//! Borrowed views of IR entities: what MLIR asks of an `Operation *`, a `Block *`, a
//! `Region *` and a `Value`, asked here of [`OpRef`], [`BlockRef`], [`RegionRef`] and
//! [`ValueRef`], which [`Context::op`], [`Context::block`], [`Context::region`] and
//! [`Context::value`] hand out.
//!
//! A view is a context reference and an id, `Copy`, and answers by reading the context's
//! arenas; what it returns borrows the context, not the view, so
//! `ctx.block(b).arguments()` outlives the temporary view. The context keeps ownership,
//! uniquing and registration; edits stay on [`Context`] because they need it mutably.

use super::{
    BlockId, BlockOps, OpId, OpView, OperationName, Properties, PropertyStorage, RegionId, Value,
    ValueDef, ValueUses, WalkOrder, opt,
};
use std::hash::{Hash, Hasher};

use crate::{Attribute, Context, Location, Type};

/// A view of one operation (see the [module documentation](self)).
#[derive(Clone, Copy)]
pub struct OpRef<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) id: OpId,
}

/// A view of one block (see the [module documentation](self)).
#[derive(Clone, Copy)]
pub struct BlockRef<'a> {
    ctx: &'a Context,
    id: BlockId,
}

/// A view of one region (see the [module documentation](self)).
#[derive(Clone, Copy)]
pub struct RegionRef<'a> {
    ctx: &'a Context,
    id: RegionId,
}

/// A view of one operation name, registered or not (see the [module documentation](self)):
/// what MLIR asks of an `OperationName`.
#[derive(Clone, Copy)]
pub struct OpNameRef<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) id: OperationName,
}

/// A view of one SSA value (see the [module documentation](self)).
#[derive(Clone, Copy)]
pub struct ValueRef<'a> {
    ctx: &'a Context,
    id: Value,
}

impl Context {
    /// The view of operation `id`.
    pub fn op(&self, id: OpId) -> OpRef<'_> {
        OpRef { ctx: self, id }
    }

    /// The view of block `id`.
    pub fn block(&self, id: BlockId) -> BlockRef<'_> {
        BlockRef { ctx: self, id }
    }

    /// The view of region `id`.
    pub fn region(&self, id: RegionId) -> RegionRef<'_> {
        RegionRef { ctx: self, id }
    }

    /// The view of operation name `id`.
    pub fn op_name(&self, id: OperationName) -> OpNameRef<'_> {
        OpNameRef { ctx: self, id }
    }

    /// The view of value `id`.
    pub fn value(&self, id: Value) -> ValueRef<'_> {
        ValueRef { ctx: self, id }
    }
}

impl<'a> OpRef<'a> {
    /// The operation's id.
    pub fn id(self) -> OpId {
        self.id
    }

    /// Whether the operation has not been erased.
    pub fn is_alive(self) -> bool {
        self.ctx
            .ir
            .ops
            .get(self.id.index())
            .is_some_and(|d| d.alive && d.generation == self.id.generation)
    }

    /// The operation's name.
    pub fn name(self) -> OperationName {
        self.ctx.ir.op(self.id).name
    }

    /// The operation's location.
    pub fn loc(self) -> Location {
        self.ctx.ir.op(self.id).loc
    }

    /// The block holding the operation.
    pub fn block(self) -> Option<BlockId> {
        let ir = &self.ctx.ir;
        opt(ir.op(self.id).parent).map(|b| ir.block_id(b))
    }

    /// The operation whose region holds this one.
    pub fn parent_op(self) -> Option<OpId> {
        self.block().and_then(|b| self.ctx.block(b).parent_op())
    }

    /// The operation after this one in its block.
    pub fn next(self) -> Option<OpId> {
        let ir = &self.ctx.ir;
        opt(ir.op(self.id).next).map(|o| ir.op_id(o))
    }

    /// The operation before this one in its block.
    pub fn prev(self) -> Option<OpId> {
        let ir = &self.ctx.ir;
        opt(ir.op(self.id).prev).map(|o| ir.op_id(o))
    }

    /// The number of operands.
    pub fn num_operands(self) -> usize {
        self.ctx.ir.op(self.id).operands.len()
    }

    /// Operand `index`.
    pub fn operand(self, index: usize) -> Value {
        self.ctx.ir.op(self.id).operands[index].value
    }

    /// The operands.
    pub fn operands(self) -> impl ExactSizeIterator<Item = Value> + 'a {
        self.ctx.ir.op(self.id).operands.iter().map(|o| o.value)
    }

    /// The number of results.
    pub fn num_results(self) -> usize {
        self.ctx.ir.op(self.id).num_results as usize
    }

    /// Result `index`.
    pub fn result(self, index: usize) -> Value {
        let d = self.ctx.ir.op(self.id);
        debug_assert!(index < d.num_results as usize);
        Value(d.first_result + index as u32)
    }

    /// The results.
    pub fn results(self) -> impl ExactSizeIterator<Item = Value> + use<> {
        let d = self.ctx.ir.op(self.id);
        (d.first_result..d.first_result + d.num_results).map(Value)
    }

    /// The successor blocks.
    pub fn successors(self) -> &'a [BlockId] {
        &self.ctx.ir.op(self.id).successors
    }

    /// The regions.
    pub fn regions(self) -> &'a [RegionId] {
        &self.ctx.ir.op(self.id).regions
    }

    /// The properties, as stored.
    pub fn property_storage(self) -> &'a PropertyStorage {
        &self.ctx.ir.op(self.id).properties
    }

    /// The typed properties if they are a `P`.
    pub fn properties<P: Properties>(self) -> Option<&'a P> {
        match &self.ctx.ir.op(self.id).properties {
            PropertyStorage::Typed(p) => p.as_any().downcast_ref::<P>(),
            _ => None,
        }
    }

    /// The discardable attribute dictionary (`None` when empty).
    pub fn attr_dict(self) -> Option<Attribute> {
        self.ctx.ir.op(self.id).attrs
    }

    /// The discardable attribute `name`.
    pub fn discardable_attr(self, name: &str) -> Option<Attribute> {
        self.attr_dict().and_then(|d| self.ctx.attr(d).get(name))
    }

    /// The entries of the discardable attribute dictionary, sorted by name.
    pub fn discardable_attrs(self) -> &'a [(crate::types::Identifier, Attribute)] {
        match self.attr_dict().map(|d| self.ctx.attr(d).kind()) {
            Some(crate::attributes::AttrKind::Dictionary(entries)) => entries,
            _ => &[],
        }
    }

    /// Whether this operation is `op` or holds it in one of its regions (transitively), as
    /// MLIR's `Operation::isAncestor`.
    pub fn is_ancestor(self, mut op: OpId) -> bool {
        loop {
            if op == self.id {
                return true;
            }
            match self.ctx.op(op).parent_op() {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    /// Whether this operation comes before `other` in their common block (O(distance)).
    pub fn is_before_in_block(self, other: OpId) -> bool {
        let mut cur = self.next();
        while let Some(c) = cur {
            if c == other {
                return true;
            }
            cur = self.ctx.op(c).next();
        }
        false
    }

    /// Visits this operation and every operation nested in it, in `order`; the callback
    /// gets the context (read-only) and each operation.
    pub fn walk(self, order: WalkOrder, f: &mut dyn FnMut(&Context, OpId)) {
        if order == WalkOrder::PreOrder {
            f(self.ctx, self.id);
        }
        for &r in self.regions() {
            for &b in self.ctx.region(r).blocks() {
                let mut cur = self.ctx.block(b).first_op();
                while let Some(o) = cur {
                    // Read the next link first so a callback collecting ids stays valid.
                    cur = self.ctx.op(o).next();
                    self.ctx.op(o).walk(order, f);
                }
            }
        }
        if order == WalkOrder::PostOrder {
            f(self.ctx, self.id);
        }
    }

    /// Every operation nested in this one (and this one), in `order`.
    pub fn collect_ops(self, order: WalkOrder) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk(order, &mut |_, o| out.push(o));
        out
    }
}

impl<'a> BlockRef<'a> {
    /// The block's id.
    pub fn id(self) -> BlockId {
        self.id
    }

    /// The region holding the block.
    pub fn parent(self) -> Option<RegionId> {
        let ir = &self.ctx.ir;
        opt(ir.block(self.id).parent).map(|r| ir.region_id(r))
    }

    /// The operation whose region holds the block.
    pub fn parent_op(self) -> Option<OpId> {
        self.parent().and_then(|r| self.ctx.region(r).parent_op())
    }

    /// The block's arguments.
    pub fn arguments(self) -> &'a [Value] {
        &self.ctx.ir.block(self.id).args
    }

    /// The block's operations, in order.
    pub fn ops(self) -> BlockOps<'a> {
        BlockOps {
            store: &self.ctx.ir,
            cur: self.ctx.ir.block(self.id).first,
        }
    }

    /// The first operation.
    pub fn first_op(self) -> Option<OpId> {
        let ir = &self.ctx.ir;
        opt(ir.block(self.id).first).map(|o| ir.op_id(o))
    }

    /// The last operation.
    pub fn last_op(self) -> Option<OpId> {
        let ir = &self.ctx.ir;
        opt(ir.block(self.id).last).map(|o| ir.op_id(o))
    }

    /// Whether the block is the first of its region.
    pub fn is_entry(self) -> bool {
        self.parent()
            .is_some_and(|r| self.ctx.region(r).blocks().first() == Some(&self.id))
    }

    /// Each (terminator, successor index) of the blocks of this block's region that
    /// branches to it, in block order (in verified IR only the last operation of a block
    /// has successors).
    pub fn predecessor_edges(self) -> Vec<(OpId, usize)> {
        let Some(region) = self.parent() else {
            return Vec::new();
        };
        let mut preds = Vec::new();
        for &b in self.ctx.region(region).blocks() {
            if let Some(op) = self.ctx.block(b).last_op() {
                for (i, &s) in self.ctx.op(op).successors().iter().enumerate() {
                    if s == self.id {
                        preds.push((op, i));
                    }
                }
            }
        }
        preds
    }
}

impl<'a> RegionRef<'a> {
    /// The region's id.
    pub fn id(self) -> RegionId {
        self.id
    }

    /// The region's blocks, in order.
    pub fn blocks(self) -> &'a [BlockId] {
        &self.ctx.ir.region(self.id).blocks
    }

    /// The operation owning the region.
    pub fn parent_op(self) -> Option<OpId> {
        let ir = &self.ctx.ir;
        opt(ir.region(self.id).parent).map(|o| ir.op_id(o))
    }

    /// The region's index among its owner's regions.
    pub fn index(self) -> usize {
        self.parent_op()
            .and_then(|op| self.ctx.op(op).regions().iter().position(|&r| r == self.id))
            .unwrap_or(0)
    }

    /// Whether this region holds `region` strictly inside it (through nested operations).
    pub fn is_proper_ancestor(self, region: RegionId) -> bool {
        let mut cur = region;
        loop {
            let Some(op) = self.ctx.region(cur).parent_op() else {
                return false;
            };
            let Some(r) = self
                .ctx
                .op(op)
                .block()
                .and_then(|b| self.ctx.block(b).parent())
            else {
                return false;
            };
            if r == self.id {
                return true;
            }
            cur = r;
        }
    }

    /// The ancestor of `op` (possibly `op`) that lies directly in this region.
    pub fn find_ancestor_op(self, mut op: OpId) -> Option<OpId> {
        loop {
            let r = self.ctx.block(self.ctx.op(op).block()?).parent()?;
            if r == self.id {
                return Some(op);
            }
            op = self.ctx.region(r).parent_op()?;
        }
    }

    /// The ancestor of `block` (possibly `block`) that lies directly in this region.
    pub fn find_ancestor_block(self, mut block: BlockId) -> Option<BlockId> {
        loop {
            let r = self.ctx.block(block).parent()?;
            if r == self.id {
                return Some(block);
            }
            let op = self.ctx.region(r).parent_op()?;
            block = self.ctx.op(op).block()?;
        }
    }
}

impl<'a> ValueRef<'a> {
    /// The value's id.
    pub fn id(self) -> Value {
        self.id
    }

    /// The value's type.
    pub fn ty(self) -> Type {
        self.ctx.ir.values[self.id.index()].ty
    }

    /// What defines the value.
    pub fn def(self) -> ValueDef {
        self.ctx.ir.values[self.id.index()].def
    }

    /// The operation defining the value, if it is a result.
    pub fn defining_op(self) -> Option<OpId> {
        match self.def() {
            ValueDef::OpResult { op, .. } => Some(op),
            ValueDef::BlockArgument { .. } => None,
        }
    }

    /// The block where the value is defined (its owner block or its defining op's block).
    pub fn parent_block(self) -> Option<BlockId> {
        match self.def() {
            ValueDef::OpResult { op, .. } => self.ctx.op(op).block(),
            ValueDef::BlockArgument { block, .. } => Some(block),
        }
    }

    /// The value's location: a block argument's own, or its defining operation's.
    pub fn loc(self) -> Location {
        let d = &self.ctx.ir.values[self.id.index()];
        match d.def {
            ValueDef::OpResult { op, .. } => self.ctx.op(op).loc(),
            ValueDef::BlockArgument { .. } => d.loc.expect("block arguments have a location"),
        }
    }

    /// The value's uses.
    pub fn uses(self) -> ValueUses<'a> {
        ValueUses {
            store: &self.ctx.ir,
            cur: self.ctx.ir.values[self.id.index()].first_use,
        }
    }

    /// Whether the value has no uses.
    pub fn use_empty(self) -> bool {
        self.ctx.ir.values[self.id.index()].first_use.is_nil()
    }
}

impl<'a> OpRef<'a> {
    /// The operation viewed as a `T` when its name is `T::NAME`.
    pub fn dyn_cast<T: OpView>(self) -> Option<T> {
        let op = self.id;
        let ctx = self.ctx;
        (ctx.op_name(ctx.op(op).name()).as_str() == T::NAME).then(|| T::from_op_unchecked(op))
    }

    /// Whether the operation is a `T`.
    pub fn isa<T: OpView>(self) -> bool {
        let op = self.id;
        let ctx = self.ctx;
        ctx.op_name(ctx.op(op).name()).as_str() == T::NAME
    }

    /// Whether two operations without regions compute the same thing: same name,
    /// operands, result types, successors, properties and discardable attributes.
    /// Operations with regions are never equivalent here (`op_equivalence` compares them
    /// as MLIR's `OperationEquivalence` does).
    pub fn is_equivalent_to(self, b: OpId) -> bool {
        let a = self.id;
        let ctx = self.ctx;
        let (da, db) = (ctx.ir.op(a), ctx.ir.op(b));
        da.name == db.name
            && da.regions.is_empty()
            && db.regions.is_empty()
            && da.num_results == db.num_results
            && da.operands.len() == db.operands.len()
            && da
                .operands
                .iter()
                .zip(&db.operands)
                .all(|(x, y)| x.value == y.value)
            && ctx
                .op(a)
                .results()
                .zip(ctx.op(b).results())
                .all(|(x, y)| ctx.value(x).ty() == ctx.value(y).ty())
            && da.successors == db.successors
            && da.attrs == db.attrs
            && da.properties == db.properties
    }

    /// A hash consistent with [`OpRef::is_equivalent_to`].
    pub fn equivalence_hash(self) -> u64 {
        let op = self.id;
        let ctx = self.ctx;
        use std::hash::DefaultHasher;
        let d = ctx.ir.op(op);
        let mut h = DefaultHasher::new();
        d.name.hash(&mut h);
        for o in &d.operands {
            o.value.hash(&mut h);
        }
        for r in ctx.op(op).results() {
            ctx.value(r).ty().hash(&mut h);
        }
        d.successors.hash(&mut h);
        d.attrs.hash(&mut h);
        d.properties.hash(&mut h);
        h.finish()
    }

    /// A fingerprint of the operation and everything nested in it (MLIR's `OperationFingerPrint`):
    /// it changes when any operation under the operation is created, erased, moved or modified (its
    /// name, operands, result types, successors, attributes, properties or location), or a
    /// block's arguments change. An operation replaced by an identical new one changes it,
    /// since operations are identified by their id (with its slot's generation).
    pub fn fingerprint(self) -> u64 {
        let op = self.id;
        let ctx = self.ctx;
        use std::hash::DefaultHasher;
        let mut h = DefaultHasher::new();
        ctx.op(op).walk(WalkOrder::PreOrder, &mut |ctx, o| {
            let d = ctx.ir.op(o);
            o.hash(&mut h);
            d.parent.hash(&mut h);
            d.name.hash(&mut h);
            d.loc.hash(&mut h);
            for operand in &d.operands {
                operand.value.hash(&mut h);
            }
            for r in ctx.op(o).results() {
                ctx.value(r).ty().hash(&mut h);
            }
            d.successors.hash(&mut h);
            d.attrs.hash(&mut h);
            d.properties.hash(&mut h);
            for &region in d.regions.iter() {
                region.hash(&mut h);
                for &block in ctx.region(region).blocks() {
                    block.hash(&mut h);
                    for &arg in ctx.block(block).arguments() {
                        arg.hash(&mut h);
                        ctx.value(arg).ty().hash(&mut h);
                        ctx.value(arg).loc().hash(&mut h);
                    }
                }
            }
        });
        h.finish()
    }
}

impl<'a> OpNameRef<'a> {
    /// The name's id.
    pub fn id(self) -> OperationName {
        self.id
    }

    /// The text of an operation name.
    pub fn as_str(self) -> &'a str {
        let name = self.id;
        let ctx = self.ctx;
        &ctx.ir.op_names.names[name.0 as usize]
    }

    /// The dialect namespace of an operation name (the text before the first `.`).
    pub fn dialect(self) -> &'a str {
        let name = self.id;
        let ctx = self.ctx;
        let s = ctx.op_name(name).as_str();
        s.split_once('.').map_or("", |(d, _)| d)
    }
}
