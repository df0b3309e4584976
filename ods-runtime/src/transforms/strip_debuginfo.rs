//! `strip-debuginfo` (MLIR's `StripDebugInfo`, `mlir/lib/Transforms/StripDebugInfo.cpp`):
//! replaces the location of every operation under (and including) the one it runs on, and of
//! every block argument of their regions, with `loc(unknown)`. Locations held inside
//! attributes are left as they are, as MLIR leaves them.

use crate::Context;
use crate::ir::{OpId, WalkOrder};
use crate::location::Location;
use crate::pass::{PassInfo, PassResult};

/// The `strip-debuginfo` pass as mlir-opt registers it.
pub fn strip_debuginfo_pass() -> PassInfo {
    PassInfo::new(
        "strip-debuginfo",
        "Strip debug info from all operations",
        |_| {
            Box::new(|ctx: &mut Context, op: OpId| -> PassResult {
                strip_debuginfo(ctx, op);
                Ok(())
            })
        },
    )
    .with_name("StripDebugInfo")
}

/// Sets every location under `root` to `loc(unknown)`.
pub fn strip_debuginfo(ctx: &mut Context, root: OpId) {
    let unknown = Location::unknown(ctx);
    let mut ops = Vec::new();
    ctx.op(root)
        .walk(WalkOrder::PostOrder, &mut |_, op| ops.push(op));
    for op in ops {
        op.set_loc(ctx, unknown);
        let mut args = Vec::new();
        for &region in ctx.op(op).regions() {
            for &block in ctx.region(region).blocks() {
                args.extend_from_slice(ctx.block(block).arguments());
            }
        }
        for arg in args {
            arg.set_loc(ctx, unknown);
        }
    }
}
