//! The hand-written parts of the ub dialect: what upstream writes in C++ in `UBOps.cpp`, in
//! Rust (the inliner interface, the constant materializer and `ub.poison`'s folder).

use ods_runtime::ir::OpId;
use ods_runtime::registry::OpFoldResult;
use ods_runtime::{Attribute, Context, Location, Type};

use crate::ub;

impl ub::DialectHooks for ub::Dialect {
    /// Registers the dialect's inliner interface: upstream's lets every operation of the
    /// dialect be inlined.
    fn initialize(ctx: &mut Context) {
        ctx.register_inliner_interface(
            ub::DIALECT_NAME,
            ods_runtime::transforms::inlining::DialectInlinerInterface::ops_legal(),
        );
    }

    /// A `ub.poison` for a `#ub.poison` value, as upstream's `UBDialect::materializeConstant`
    /// (other attributes implementing `PoisonAttrInterface` are not materialized).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        ub::PoisonAttr::cast(ctx, value)?;
        Some(ub::PoisonOp::build(ctx, loc, ty, Some(value)).op())
    }
}

impl ub::PoisonOpHooks for ub::PoisonOp {
    /// Folds to its `value` attribute.
    fn fold(self, ctx: &mut Context, _: ub::PoisonOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Attribute(self.value(ctx))])
    }
}
