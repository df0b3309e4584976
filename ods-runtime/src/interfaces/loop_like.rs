//! `mlir/Interfaces/LoopLikeInterface.td`: `LoopLikeOpInterface`, the loops (`scf.for`,
//! `scf.while`, `scf.parallel`): their regions, induction variables, bounds, the values
//! carried from one iteration to the next, and a verifier checking that the initial values,
//! the region's iteration arguments, the yielded values and the results agree, with
//! mlir-opt's messages.

use super::op_interface;
use crate::Context;
use crate::ir::{OpId, RegionId, Value};
use crate::op_error::VerifyError;
use crate::registry::OpFoldResult;

op_interface! {
    /// `LoopLikeOpInterface`: an operation that runs its region(s) repeatedly.
    pub struct LoopLikeOpInterface, trait LoopLikeOpInterfaceImpl, model LoopLikeOpInterfaceModel {
        /// `getLoopRegions`: the regions making up the loop body.
        fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId>;
        /// `isDefinedOutsideOfLoop`: whether `value` is defined outside the loop's regions.
        fn is_defined_outside_of_loop(self, ctx: &Context, value: Value) -> bool = {
            let mut at = ctx.value(value).parent_block().and_then(|b| ctx.block(b).parent_op());
            while let Some(op) = at {
                if op == self.op() {
                    return false;
                }
                at = ctx.op(op).parent_op();
            }
            true
        };
        /// `moveOutOfLoop`: moves `op`, an operation of the loop's regions, out of the
        /// loop; by default right before it.
        fn move_out_of_loop(self, ctx: &mut Context, op: OpId) -> () = {
            op.move_before(ctx, self.op());
        };
        /// `getLoopInductionVars`: the induction variables, when the loop has them.
        fn get_loop_induction_vars(self, ctx: &Context) -> Option<Vec<Value>> = {
            None
        };
        /// `getLoopLowerBounds`: the lower bound of each induction variable, when known.
        fn get_loop_lower_bounds(self, ctx: &Context) -> Option<Vec<OpFoldResult>> = {
            None
        };
        /// `getLoopSteps`: the step of each induction variable, when known.
        fn get_loop_steps(self, ctx: &Context) -> Option<Vec<OpFoldResult>> = {
            None
        };
        /// `getLoopUpperBounds`: the upper bound of each induction variable, when known.
        fn get_loop_upper_bounds(self, ctx: &Context) -> Option<Vec<OpFoldResult>> = {
            None
        };
        /// `getInitsMutable`: the operands giving the loop-carried values their initial
        /// values; none by default.
        fn get_inits_mutable(self, ctx: &Context) -> Vec<Value> = {
            Vec::new()
        };
        /// `getRegionIterArgs`: the block arguments receiving the loop-carried values at
        /// each iteration; none by default.
        fn get_region_iter_args(self, ctx: &Context) -> Vec<Value> = {
            Vec::new()
        };
        /// `getYieldedValuesMutable`: the values yielded to the next iteration, when the
        /// loop has a single such terminator.
        fn get_yielded_values_mutable(self, ctx: &Context) -> Option<Vec<Value>> = {
            None
        };
        /// `getLoopResults`: the results carrying the final loop-carried values, when the
        /// loop has such results.
        fn get_loop_results(self, ctx: &Context) -> Option<Vec<Value>> = {
            None
        };
    }
}

impl LoopLikeOpInterface {
    /// The interface verifier (`verifyWithRegions`): [`verify_loop_like_op`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "LoopLikeOpInterface",
        verify: verify_loop_like_op,
        with_regions: true,
    };
}

/// MLIR's `verifyLoopLikeOpInterface`: as many initial values as iteration arguments, as
/// yielded values (when there are any) and as results (when the loop has them), of the same
/// types.
pub fn verify_loop_like_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(lp) = LoopLikeOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    let inits = lp.get_inits_mutable(ctx);
    let iter_args = lp.get_region_iter_args(ctx);
    let yielded = lp.get_yielded_values_mutable(ctx).unwrap_or_default();
    let results = lp.get_loop_results(ctx);
    let err = |msg: String| Err(VerifyError::op(ctx, op, msg));
    let ty = |v: Value| crate::asm::printer::quoted_type(ctx, ctx.value(v).ty());
    if inits.len() != iter_args.len() {
        return err(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return err(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if let Some(results) = &results {
        if results.len() != iter_args.len() {
            return err(format!(
                "different number of loop results and region iter_args: {} != {}",
                results.len(),
                iter_args.len()
            ));
        }
    }
    for (i, (&init, &arg)) in inits.iter().zip(&iter_args).enumerate() {
        if ctx.value(init).ty() != ctx.value(arg).ty() {
            return err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                ty(init),
                ty(arg)
            ));
        }
        if let Some(&y) = yielded.get(i) {
            if ctx.value(arg).ty() != ctx.value(y).ty() {
                return err(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    ty(arg),
                    ty(y)
                ));
            }
        }
    }
    if let Some(results) = &results {
        for (i, (&arg, &res)) in iter_args.iter().zip(results).enumerate() {
            if ctx.value(arg).ty() != ctx.value(res).ty() {
                return err(format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                    ty(arg),
                    ty(res)
                ));
            }
        }
    }
    Ok(())
}
