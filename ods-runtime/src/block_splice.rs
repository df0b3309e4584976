//! Moving the operations of one block into another, as a rewrite does when it takes over the
//! body of an operation it replaces (MLIR's `RewriterBase::inlineBlockBefore` and
//! `RewriterBase::mergeBlocks`).
//!
//! Both bind the source block's arguments to given values first (every use of an argument
//! is redirected, each user reported modified), then move the operations one at a time, in
//! order (each reported inserted, so a listening greedy driver revisits them, as upstream's
//! does), and finally erase the emptied source block.

use crate::Context;
use crate::ir::{BlockId, OpId, Value};

impl Context {
    fn bind_splice_arguments(&mut self, source: BlockId, args: &[Value]) {
        let params = self.block(source).arguments().to_vec();
        assert_eq!(
            params.len(),
            args.len(),
            "one value per argument of the spliced block"
        );
        for (param, arg) in params.into_iter().zip(args.iter().copied()) {
            param.replace_all_uses_with(self, arg);
        }
    }
}

impl BlockId {
    /// Moves every operation of `source` right before `anchor`, after replacing each use of
    /// the `i`-th argument of `source` with `args[i]`; then erases `source` (detached or
    /// not).
    ///
    /// # Panics
    /// When `args` does not hold one value per argument of `source`, or when `anchor` is in
    /// no block.
    pub fn splice_before(self, ctx: &mut Context, anchor: OpId, args: &[Value]) {
        ctx.bind_splice_arguments(self, args);
        while let Some(op) = ctx.block(self).first_op() {
            op.move_before(ctx, anchor);
        }
        BlockId::erase_all(ctx, &[self]);
    }

    /// Moves every operation of `source` to the end of `dest`, after replacing each use of
    /// the `i`-th argument of `source` with `args[i]`; then erases `source` (detached or
    /// not). `dest` must not be `source`.
    ///
    /// # Panics
    /// When `args` does not hold one value per argument of `source`.
    pub fn splice_at_end(self, ctx: &mut Context, dest: BlockId, args: &[Value]) {
        assert_ne!(self, dest, "a block cannot be spliced into itself");
        ctx.bind_splice_arguments(self, args);
        while let Some(op) = ctx.block(self).first_op() {
            op.move_to_end(ctx, dest);
        }
        BlockId::erase_all(ctx, &[self]);
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;
    use crate::ir::OperationState;
    use crate::ir::{BlockId, OpId, OperationName};

    /// An unregistered op named `name` with `operands` and `results` results of type i32.
    fn op(ctx: &mut Context, name: &str, operands: &[crate::ir::Value], results: usize) -> OpId {
        let i32 = crate::types::Type::int(ctx, 32);
        let mut state = OperationState::new(
            OperationName::get(ctx, name),
            crate::location::Location::unknown(ctx),
        );
        state.operands = operands.to_vec();
        state.result_types = vec![i32; results];
        OpId::create(ctx, state)
    }

    #[test]
    fn splice_before_binds_arguments_and_keeps_order() {
        let mut ctx = Context::new();
        let i32 = crate::types::Type::int(&ctx, 32);
        let loc = crate::location::Location::unknown(&ctx);
        let dest = BlockId::create(&mut ctx);
        let value = op(&mut ctx, "t.value", &[], 1);
        dest.append_op(&mut ctx, value);
        let anchor = op(&mut ctx, "t.anchor", &[], 0);
        dest.append_op(&mut ctx, anchor);
        let source = BlockId::create(&mut ctx);
        let arg = source.add_argument(&mut ctx, i32, loc);
        let first = op(&mut ctx, "t.first", &[arg], 1);
        source.append_op(&mut ctx, first);
        let r = ctx.op(first).result(0);
        let second = op(&mut ctx, "t.second", &[r, arg], 0);
        source.append_op(&mut ctx, second);
        let v = ctx.op(value).result(0);
        source.splice_before(&mut ctx, anchor, &[v]);
        let names: Vec<String> = ctx
            .block(dest)
            .ops()
            .map(|o| ctx.op_name(ctx.op(o).name()).as_str().to_string())
            .collect();
        assert_eq!(names, ["t.value", "t.first", "t.second", "t.anchor"]);
        assert_eq!(ctx.op(first).operand(0), v);
        assert_eq!(ctx.op(second).operand(1), v);
    }

    #[test]
    fn splice_at_end_appends_after_existing_operations() {
        let mut ctx = Context::new();
        let i32 = crate::types::Type::int(&ctx, 32);
        let loc = crate::location::Location::unknown(&ctx);
        let dest = BlockId::create(&mut ctx);
        let dest_arg = dest.add_argument(&mut ctx, i32, loc);
        let existing = op(&mut ctx, "t.existing", &[], 0);
        dest.append_op(&mut ctx, existing);
        let source = BlockId::create(&mut ctx);
        let arg = source.add_argument(&mut ctx, i32, loc);
        let moved = op(&mut ctx, "t.moved", &[arg], 0);
        source.append_op(&mut ctx, moved);
        source.splice_at_end(&mut ctx, dest, &[dest_arg]);
        let ops: Vec<_> = ctx.block(dest).ops().collect();
        assert_eq!(ops, [existing, moved]);
        assert_eq!(ctx.op(moved).operand(0), dest_arg);
        assert_eq!(ctx.op(moved).block(), Some(dest));
    }
}
