//! Hooks of `tests/ods/ok/hygiene.td` whose traits are numbered because other definitions
//! of the spec are named as their plain names (`ShapeHooks1`, `BoxTypeHooks1`).

use ods_runtime::Context;
use ods_runtime::registry::OpFoldResult;
use ods_runtime::verify::VerifyError;

use crate::goldens::hygiene_td::hyg as h;

impl h::ShapeHooks1 for h::Shape {
    /// Accepts every op.
    fn verify(self, _: &Context) -> Result<(), VerifyError> {
        Ok(())
    }

    /// `std.shape` of a constant is that constant.
    fn fold(self, _: &mut Context, adaptor: h::ShapeFoldAdaptor1<'_>) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Attribute(adaptor.x()?)])
    }
}

impl h::BoxTypeHooks1 for h::BoxType {
    /// A box is at most 64 wide.
    fn verify(_: &Context, storage: &h::BoxTypeStorage1) -> Result<(), String> {
        if storage.width > 64 {
            return Err(format!("box width {} exceeds 64", storage.width));
        }
        Ok(())
    }
}
