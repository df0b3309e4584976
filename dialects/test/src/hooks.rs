//! Hand-written hooks the specs ask for.

use ods_runtime::Context;
use ods_runtime::registry::OpFoldResult;
use ods_runtime::verify::VerifyError;

use crate::goldens::basic_td::basic as b;
use crate::test as t;

impl t::AddOpHooks for t::AddOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: t::AddOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let (Some(l), Some(r)) = (adaptor.lhs(), adaptor.rhs()) else {
            return None;
        };
        let (l, r) = (ctx.integer_attr_value(l)?, ctx.integer_attr_value(r)?);
        let ty = ctx.int_type(32);
        let sum = (l as i32).wrapping_add(r as i32);
        Some(vec![OpFoldResult::Attribute(
            ctx.integer_attr(ty, i64::from(sum)),
        )])
    }
}

impl t::CallOpHooks for t::CallOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        if self.callee(ctx).is_empty() {
            return Err(VerifyError::op(
                ctx,
                self.op(),
                "requires a non-empty callee",
            ));
        }
        Ok(())
    }
}

impl b::AddOpHooks for b::AddOp {
    fn fold(self, _: &mut Context, _: b::AddOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        None
    }
}

impl b::CallOpHooks for b::CallOp {
    fn verify(self, _: &Context) -> Result<(), VerifyError> {
        Ok(())
    }
}
