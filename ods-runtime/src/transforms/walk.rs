//! A post-order walk over operations whose callback may move operations around, as MLIR's
//! `Operation::walk` allows: each block's operations are visited through an iterator that
//! steps past an operation before visiting it (`llvm::make_early_inc_range`), so an
//! operation the callback moves ahead of the walk is not visited again, and one it moves
//! elsewhere carries the walk along with it, exactly as in MLIR.

use crate::Context;
use crate::ir::OpId;

/// Visits every operation nested in `op`, then `op` itself (MLIR's default post-order
/// `walk`), regions and blocks in order; `f` may edit the IR.
pub(crate) fn walk_post_order(ctx: &mut Context, op: OpId, f: &mut dyn FnMut(&mut Context, OpId)) {
    let regions = ctx.op(op).regions().to_vec();
    for region in regions {
        let mut index = 0;
        while let Some(&block) = ctx.region(region).blocks().get(index) {
            let mut cur = ctx.block(block).first_op();
            while let Some(nested) = cur {
                cur = ctx.op(nested).next();
                walk_post_order(ctx, nested, f);
            }
            index += 1;
        }
    }
    f(ctx, op);
}
