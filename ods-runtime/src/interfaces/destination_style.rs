//! `mlir/Interfaces/DestinationStyleOpInterface.td`: `DestinationStyleOpInterface`, an
//! operation whose "init" operands (tensors or memrefs) are the destinations of its
//! results, with upstream's verifier and messages.

use super::op_interface;
use crate::Context;
use crate::ir::{OpId, Value};
use crate::op_error::VerifyError;

op_interface! {
    /// `DestinationStyleOpInterface`: the op's tensor "init" operands are tied, in order,
    /// to its tensor results.
    pub struct DestinationStyleOpInterface, trait DestinationStyleOpInterfaceImpl, model DestinationStyleOpInterfaceModel {
        /// `getDpsInitsMutable`: the "init" operands, in order.
        fn get_dps_inits_mutable(self, ctx: &Context) -> Vec<Value>;
    }
}

impl DestinationStyleOpInterface {
    /// The interface verifier (`verifyWithRegions`, as upstream's):
    /// [`verify_destination_style_op`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "DestinationStyleOpInterface",
        verify: verify_destination_style_op,
        with_regions: true,
    };
}

/// MLIR's `verifyDestinationStyleOpInterface`: every init is a tensor or a memref, and
/// the tensor inits match the op's tensor results in number and type.
pub fn verify_destination_style_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(dps) = DestinationStyleOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    let mut tensor_inits = Vec::new();
    for init in dps.get_dps_inits_mutable(ctx) {
        let number = operands.iter().position(|&v| v == init).unwrap_or(0);
        let ty = ctx.value(init).ty();
        if ctx.is_tensor(ty) {
            tensor_inits.push((number, init));
        } else if !ctx.is_memref(ty) {
            return Err(VerifyError::op(
                ctx,
                op,
                format!("expected that operand #{number} is a tensor or a memref"),
            ));
        }
    }
    let tensor_results: Vec<Value> = ctx
        .op(op)
        .results()
        .filter(|&r| ctx.is_tensor(ctx.value(r).ty()))
        .collect();
    if tensor_results.len() != tensor_inits.len() {
        return Err(VerifyError::op(
            ctx,
            op,
            format!(
                "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
                tensor_results.len(),
                tensor_inits.len()
            ),
        ));
    }
    for (&(number, init), &result) in tensor_inits.iter().zip(&tensor_results) {
        let (it, rt) = (ctx.value(init).ty(), ctx.value(result).ty());
        if it != rt {
            let show = |t| crate::asm::printer::quoted_type(ctx, t);
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "expected type of operand #{number} ({}) to match type of corresponding result ({})",
                    show(it),
                    show(rt)
                ),
            ));
        }
    }
    Ok(())
}
