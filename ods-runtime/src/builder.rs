//! [`OpBuilder`]: creates operations and blocks at an insertion point, as MLIR's `OpBuilder`
//! does, so code that builds IR says where once instead of linking every new operation.
//!
//! The insertion point is a block and the operation to insert before (or the block's end).
//! Inserting before an operation keeps that operation as the anchor, so consecutive creates
//! appear in creation order, whether the point was set before an operation, after one
//! (before its next operation or at the block end), at a block's start or at its end. A
//! builder without an insertion point leaves the operations it creates detached.
//!
//! This module sits in the `ir` layer: it knows operations, blocks, regions, types and
//! locations, nothing of the registry, verification or the textual format. Builders that
//! know particular operations live with them (for instance `OpBuilder::at_module_end` in
//! [`crate::builtin_ops`]).

use std::ops::{Deref, DerefMut};

use crate::ir::{BlockId, OpId, OperationState, RegionId};
use crate::{Context, Location, Type};

/// A saved insertion point (see [`OpBuilder::save_insertion_point`]): a block and the
/// operation to insert before, or none for "leave new operations detached".
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct InsertPoint {
    block: Option<BlockId>,
    before: Option<OpId>,
}

impl InsertPoint {
    /// The point at the end of `block`.
    pub fn at_block_end(block: BlockId) -> Self {
        InsertPoint {
            block: Some(block),
            before: None,
        }
    }

    /// No insertion point: operations created there stay detached.
    pub fn detached() -> Self {
        InsertPoint::default()
    }

    /// Whether this is a real point (a block), as MLIR's `InsertPoint::isSet`.
    pub fn is_set(&self) -> bool {
        self.block.is_some()
    }

    /// The block new operations go into.
    pub fn block(&self) -> Option<BlockId> {
        self.block
    }

    /// The operation new operations go before; `None` means the block's end (or, when no
    /// block is set, nowhere).
    pub fn before(&self) -> Option<OpId> {
        self.before
    }
}

/// Creates operations and blocks at an insertion point; dereferences to the [`Context`].
pub struct OpBuilder<'c> {
    ctx: &'c mut Context,
    block: Option<BlockId>,
    /// The operation to insert before; `None` is the end of `block`.
    before: Option<OpId>,
}

impl<'c> OpBuilder<'c> {
    /// A builder without an insertion point: the operations it creates stay detached.
    pub fn new(ctx: &'c mut Context) -> Self {
        OpBuilder {
            ctx,
            block: None,
            before: None,
        }
    }

    /// A builder inserting at the start of `block` (see
    /// [`OpBuilder::set_insertion_point_to_start`]).
    pub fn at_block_begin(ctx: &'c mut Context, block: BlockId) -> Self {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_to_start(block);
        b
    }

    /// A builder inserting at the end of `block`.
    pub fn at_block_end(ctx: &'c mut Context, block: BlockId) -> Self {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_to_end(block);
        b
    }

    /// A builder inserting right before `op` (see [`OpBuilder::set_insertion_point`]).
    pub fn before(ctx: &'c mut Context, op: OpId) -> Self {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point(op);
        b
    }

    /// A builder inserting right after `op` (see [`OpBuilder::set_insertion_point_after`]).
    pub fn after(ctx: &'c mut Context, op: OpId) -> Self {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_after(op);
        b
    }

    /// Inserts at the start of `block`: before the operation that is first now, so
    /// consecutive creates keep their order (at the end when the block is empty).
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.block = Some(block);
        self.before = self.ctx.block(block).first_op();
    }

    /// Inserts at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.block = Some(block);
        self.before = None;
    }

    /// Inserts right before `op`; new operations go between `op`'s current predecessor and
    /// `op`, in creation order. When `op` is in no block the builder has no insertion point.
    pub fn set_insertion_point(&mut self, op: OpId) {
        self.block = self.ctx.op(op).block();
        self.before = self.block.map(|_| op);
    }

    /// Inserts right after `op`: before the operation following it now (or at the block end),
    /// so consecutive creates keep their order. When `op` is in no block the builder has no
    /// insertion point.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.block = self.ctx.op(op).block();
        self.before = self.block.and_then(|_| self.ctx.op(op).next());
    }

    /// Removes the insertion point: operations created from now on stay detached.
    pub fn clear_insertion_point(&mut self) {
        self.block = None;
        self.before = None;
    }

    /// The block new operations go into, if any.
    pub fn insertion_block(&self) -> Option<BlockId> {
        self.block
    }

    /// The current insertion point, to restore later.
    pub fn save_insertion_point(&self) -> InsertPoint {
        InsertPoint {
            block: self.block,
            before: self.before,
        }
    }

    /// Returns to a saved insertion point.
    pub fn restore_insertion_point(&mut self, ip: InsertPoint) {
        self.block = ip.block;
        self.before = ip.before;
    }

    /// A guard that restores the current insertion point when dropped (MLIR's
    /// `InsertionGuard`); it dereferences to this builder.
    pub fn insertion_guard(&mut self) -> InsertionGuard<'_, 'c> {
        let ip = self.save_insertion_point();
        InsertionGuard { builder: self, ip }
    }

    /// The context.
    pub fn ctx(&mut self) -> &mut Context {
        self.ctx
    }

    /// Inserts detached `op` at the insertion point (leaves it detached when there is none)
    /// and returns it.
    pub fn insert(&mut self, op: OpId) -> OpId {
        match (self.block, self.before) {
            (Some(_), Some(anchor)) => op.insert_before(self.ctx, anchor),
            (Some(block), None) => block.append_op(self.ctx, op),
            (None, _) => {}
        }
        op
    }

    /// Creates an operation from `state` (see [`OpId::create`]) and inserts it at the
    /// insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = OpId::create(self.ctx, state);
        self.insert(op)
    }

    /// Appends a new block to `region`, with one argument per type in `arg_types` (each
    /// located at `loc`), and moves the insertion point to the end of that block, as MLIR's
    /// `createBlock`.
    pub fn create_block(&mut self, region: RegionId, arg_types: &[Type], loc: Location) -> BlockId {
        let block = self.new_block(arg_types, loc);
        region.append_block(self.ctx, block);
        self.set_insertion_point_to_end(block);
        block
    }

    /// Inserts a new block right before `before` in its region, with one argument per type
    /// in `arg_types` (each located at `loc`), and moves the insertion point to the end of
    /// that block. When `before` is in no region the new block stays detached.
    pub fn create_block_before(
        &mut self,
        before: BlockId,
        arg_types: &[Type],
        loc: Location,
    ) -> BlockId {
        let block = self.new_block(arg_types, loc);
        if let Some(region) = self.ctx.block(before).parent() {
            let pos = self
                .ctx
                .region(region)
                .blocks()
                .iter()
                .position(|&b| b == before)
                .unwrap_or(0);
            region.insert_block(self.ctx, pos, block);
        }
        self.set_insertion_point_to_end(block);
        block
    }

    fn new_block(&mut self, arg_types: &[Type], loc: Location) -> BlockId {
        let block = BlockId::create(self.ctx);
        for &ty in arg_types {
            block.add_argument(self.ctx, ty, loc);
        }
        block
    }
}

impl Deref for OpBuilder<'_> {
    type Target = Context;
    fn deref(&self) -> &Context {
        self.ctx
    }
}

impl DerefMut for OpBuilder<'_> {
    fn deref_mut(&mut self) -> &mut Context {
        self.ctx
    }
}

/// Restores a builder's insertion point when dropped (see [`OpBuilder::insertion_guard`]);
/// dereferences to the builder.
pub struct InsertionGuard<'b, 'c> {
    builder: &'b mut OpBuilder<'c>,
    ip: InsertPoint,
}

impl<'c> Deref for InsertionGuard<'_, 'c> {
    type Target = OpBuilder<'c>;
    fn deref(&self) -> &OpBuilder<'c> {
        self.builder
    }
}

impl<'c> DerefMut for InsertionGuard<'_, 'c> {
    fn deref_mut(&mut self) -> &mut OpBuilder<'c> {
        self.builder
    }
}

impl Drop for InsertionGuard<'_, '_> {
    fn drop(&mut self) {
        self.builder.restore_insertion_point(self.ip);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OperationName;

    fn setup() -> (Context, OperationName, Location) {
        let mut ctx = Context::new();
        let name = OperationName::get(&mut ctx, "test.op");
        let loc = Location::unknown(&ctx);
        (ctx, name, loc)
    }

    /// Creates `n` operations through `b`, returning them in creation order.
    fn create_n(b: &mut OpBuilder<'_>, name: OperationName, loc: Location, n: usize) -> Vec<OpId> {
        (0..n)
            .map(|_| b.create(OperationState::new(name, loc)))
            .collect()
    }

    /// A block holding `n` operations, and those operations.
    fn block_with(
        ctx: &mut Context,
        name: OperationName,
        loc: Location,
        n: usize,
    ) -> (BlockId, Vec<OpId>) {
        let block = BlockId::create(ctx);
        let mut b = OpBuilder::at_block_end(ctx, block);
        let ops = create_n(&mut b, name, loc, n);
        (block, ops)
    }

    fn ops_of(ctx: &Context, block: BlockId) -> Vec<OpId> {
        ctx.block(block).ops().collect()
    }

    #[test]
    fn block_end_appends_in_creation_order() {
        let (mut ctx, name, loc) = setup();
        let (block, ops) = block_with(&mut ctx, name, loc, 3);
        assert_eq!(ops_of(&ctx, block), ops);
        let mut b = OpBuilder::at_block_end(&mut ctx, block);
        let more = create_n(&mut b, name, loc, 2);
        assert_eq!(b.insertion_block(), Some(block));
        let all: Vec<OpId> = ops.iter().chain(&more).copied().collect();
        assert_eq!(ops_of(&ctx, block), all);
    }

    #[test]
    fn block_begin_keeps_creation_order_before_the_old_first_op() {
        let (mut ctx, name, loc) = setup();
        let (block, old) = block_with(&mut ctx, name, loc, 2);
        let mut b = OpBuilder::at_block_begin(&mut ctx, block);
        let new = create_n(&mut b, name, loc, 3);
        assert_eq!(
            ops_of(&ctx, block),
            vec![new[0], new[1], new[2], old[0], old[1]]
        );
    }

    #[test]
    fn block_begin_of_an_empty_block_appends() {
        let (mut ctx, name, loc) = setup();
        let block = BlockId::create(&mut ctx);
        let mut b = OpBuilder::at_block_begin(&mut ctx, block);
        let new = create_n(&mut b, name, loc, 3);
        assert_eq!(ops_of(&ctx, block), new);
    }

    #[test]
    fn before_an_op_stays_before_it() {
        let (mut ctx, name, loc) = setup();
        let (block, old) = block_with(&mut ctx, name, loc, 3);
        let mut b = OpBuilder::before(&mut ctx, old[1]);
        let new = create_n(&mut b, name, loc, 2);
        assert_eq!(
            ops_of(&ctx, block),
            vec![old[0], new[0], new[1], old[1], old[2]]
        );
        let mut b = OpBuilder::before(&mut ctx, old[0]);
        let first = create_n(&mut b, name, loc, 2);
        assert_eq!(
            ops_of(&ctx, block),
            vec![first[0], first[1], old[0], new[0], new[1], old[1], old[2]]
        );
    }

    #[test]
    fn after_an_op_keeps_creation_order() {
        let (mut ctx, name, loc) = setup();
        let (block, old) = block_with(&mut ctx, name, loc, 3);
        let mut b = OpBuilder::after(&mut ctx, old[0]);
        let new = create_n(&mut b, name, loc, 3);
        assert_eq!(
            ops_of(&ctx, block),
            vec![old[0], new[0], new[1], new[2], old[1], old[2]]
        );
        // After the last operation: at the block end.
        let mut b = OpBuilder::after(&mut ctx, old[2]);
        let tail = create_n(&mut b, name, loc, 2);
        assert_eq!(ctx.block(block).last_op(), Some(tail[1]));
        assert_eq!(ctx.op(tail[0]).prev(), Some(old[2]));
    }

    #[test]
    fn setters_move_the_insertion_point() {
        let (mut ctx, name, loc) = setup();
        let (block, old) = block_with(&mut ctx, name, loc, 2);
        let other = BlockId::create(&mut ctx);
        let mut b = OpBuilder::new(&mut ctx);
        assert_eq!(b.insertion_block(), None);
        b.set_insertion_point_after(old[0]);
        let x = b.create(OperationState::new(name, loc));
        b.set_insertion_point(old[0]);
        let y = b.create(OperationState::new(name, loc));
        b.set_insertion_point_to_end(other);
        let z = b.create(OperationState::new(name, loc));
        b.set_insertion_point_to_start(block);
        let w = b.create(OperationState::new(name, loc));
        assert_eq!(b.insertion_block(), Some(block));
        assert_eq!(ops_of(&ctx, block), vec![w, y, old[0], x, old[1]]);
        assert_eq!(ops_of(&ctx, other), vec![z]);
    }

    #[test]
    fn detached_builder_leaves_ops_detached() {
        let (mut ctx, name, loc) = setup();
        let (block, old) = block_with(&mut ctx, name, loc, 1);
        let mut b = OpBuilder::new(&mut ctx);
        let a = b.create(OperationState::new(name, loc));
        assert_eq!(b.op(a).block(), None);
        b.set_insertion_point_to_end(block);
        b.clear_insertion_point();
        assert_eq!(b.insertion_block(), None);
        let c = b.create(OperationState::new(name, loc));
        assert_eq!(b.op(c).block(), None);
        // An anchor in no block gives no insertion point either.
        let mut b = OpBuilder::before(&mut ctx, a);
        let d = b.create(OperationState::new(name, loc));
        assert_eq!(b.op(d).block(), None);
        assert_eq!(ops_of(&ctx, block), old);
        assert!(ctx.op(a).is_alive() && ctx.op(c).is_alive() && ctx.op(d).is_alive());
    }

    #[test]
    fn insert_places_an_existing_detached_op() {
        let (mut ctx, name, loc) = setup();
        let (block, old) = block_with(&mut ctx, name, loc, 1);
        let op = OpId::create(&mut ctx, OperationState::new(name, loc));
        let mut b = OpBuilder::before(&mut ctx, old[0]);
        assert_eq!(b.insert(op), op);
        assert_eq!(ops_of(&ctx, block), vec![op, old[0]]);
    }

    #[test]
    fn create_block_appends_with_arguments_and_moves_the_insertion_point() {
        let (mut ctx, name, loc) = setup();
        let i32_ty = Type::i32(&ctx);
        let index = Type::index(&ctx);
        let arg_loc = Location::file_line_col(&ctx, "f.mlir", 3, 4);
        let region = RegionId::create(&mut ctx);
        let (entry, _) = block_with(&mut ctx, name, loc, 0);
        region.append_block(&mut ctx, entry);
        let mut b = OpBuilder::at_block_end(&mut ctx, entry);
        let bb1 = b.create_block(region, &[i32_ty, index], arg_loc);
        assert_eq!(b.insertion_block(), Some(bb1));
        let in_bb1 = create_n(&mut b, name, loc, 2);
        let bb0 = b.create_block_before(bb1, &[], loc);
        let in_bb0 = create_n(&mut b, name, loc, 1);
        assert_eq!(ctx.region(region).blocks(), &[entry, bb0, bb1]);
        assert_eq!(ops_of(&ctx, bb1), in_bb1);
        assert_eq!(ops_of(&ctx, bb0), in_bb0);
        assert!(ops_of(&ctx, entry).is_empty());
        let args = ctx.block(bb1).arguments().to_vec();
        assert_eq!(args.len(), 2);
        assert_eq!(ctx.value(args[0]).ty(), i32_ty);
        assert_eq!(ctx.value(args[1]).ty(), index);
        assert_eq!(ctx.value(args[1]).loc(), arg_loc);
        assert_eq!(ctx.block(bb1).parent(), Some(region));
    }

    #[test]
    fn saved_points_and_guards_restore() {
        let (mut ctx, name, loc) = setup();
        let (block, old) = block_with(&mut ctx, name, loc, 2);
        let region = RegionId::create(&mut ctx);
        let mut b = OpBuilder::after(&mut ctx, old[0]);
        let ip = b.save_insertion_point();
        assert!(ip.is_set());
        assert_eq!((ip.block(), ip.before()), (Some(block), Some(old[1])));
        let inner = {
            let mut g = b.insertion_guard();
            let inner = g.create_block(region, &[], loc);
            g.create(OperationState::new(name, loc));
            inner
        };
        assert_eq!(b.insertion_block(), Some(block));
        let x = b.create(OperationState::new(name, loc));
        b.set_insertion_point_to_end(inner);
        b.restore_insertion_point(ip);
        let y = b.create(OperationState::new(name, loc));
        assert_eq!(ops_of(&ctx, block), vec![old[0], x, y, old[1]]);
        assert_eq!(ctx.block(inner).ops().count(), 1);
        let mut b = OpBuilder::at_block_end(&mut ctx, block);
        b.restore_insertion_point(InsertPoint::detached());
        assert_eq!(b.insertion_block(), None);
        assert_eq!(
            InsertPoint::at_block_end(block),
            OpBuilder::at_block_end(&mut ctx, block).save_insertion_point()
        );
    }
}
