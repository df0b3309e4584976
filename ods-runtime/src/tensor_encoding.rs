//! `VerifiableTensorEncoding` (MLIR's `mlir/IR/TensorEncoding.td`): an encoding attribute
//! of ranked tensors that checks the shape and element type of the tensor types using it.
//! A dialect attribute implements it by listing it in its `AttrDef`'s traits and writing
//! `verifyEncoding`; its dialect registers the model. As `RankedTensorType::verify` does,
//! the textual parser calls it on every `tensor<...>` type with an encoding, and
//! [`ranked_tensor_type_checked`] is the checked constructor (upstream's `getChecked`).

use crate::Context;
use crate::attributes::Attribute;
use crate::iface_macro::def_interface;
use crate::types::{Type, TypeKind};

fn no_builtin_model<M: ?Sized>(_: &Context, _: Attribute) -> Option<&'static M> {
    None
}

def_interface! {
    /// `VerifiableTensorEncoding`: an encoding attribute that verifies the ranked tensor
    /// types it is used with.
    pub struct VerifiableTensorEncoding(Attribute, AttrInterfaceView, attr, builtin no_builtin_model),
        trait VerifiableTensorEncodingImpl, model VerifiableTensorEncodingModel {
        /// `verifyEncoding`: checks that the encoding is valid for a tensor type with
        /// `shape` and `element_type`; the error is the diagnostic's message (upstream
        /// emits it through the `emitError` callback).
        fn verify_encoding(self, ctx: &Context, shape: &[i64], element_type: Type) -> Result<(), String>;
    }
}

/// Checks `encoding` for a ranked tensor of `shape` and `elem`, as `RankedTensorType::verify`
/// does: an encoding implementing [`VerifiableTensorEncoding`] verifies it, any other
/// encoding is accepted.
pub fn verify_encoding(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    encoding: Option<Attribute>,
) -> Result<(), String> {
    match encoding.and_then(|e| VerifiableTensorEncoding::cast(ctx, e)) {
        Some(verifiable) => verifiable.verify_encoding(ctx, shape, elem),
        None => Ok(()),
    }
}

/// The ranked tensor type `tensor<shape x elem, encoding>`, or the encoding's message when
/// it refuses the shape or element type (upstream's `RankedTensorType::getChecked`).
pub fn ranked_tensor_type_checked(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    encoding: Option<Attribute>,
) -> Result<Type, String> {
    verify_encoding(ctx, shape, elem, encoding)?;
    Ok(Type::get(
        ctx,
        TypeKind::RankedTensor {
            shape: shape.to_vec(),
            elem,
            encoding,
        },
    ))
}

/// Whether `attr` implements [`VerifiableTensorEncoding`] (the library's constraint).
pub fn is_verifiable_tensor_encoding(ctx: &Context, attr: Attribute) -> bool {
    VerifiableTensorEncoding::cast(ctx, attr).is_some()
}
