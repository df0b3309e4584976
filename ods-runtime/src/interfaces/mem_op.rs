//! `mlir/Interfaces/MemOpInterfaces.td`: `MemorySpaceCastOpInterface`, an operation
//! casting a pointer-like value to another memory space (with upstream's verifier and
//! messages), and `MemorySpaceCastConsumerOpInterface`, an operation that can absorb such
//! casts of its operands.
//!
//! Pointer-like values are those whose type is a [`PtrLikeTypeInterface`] (the builtin
//! memrefs and the dialect types implementing it). `FailureOr<std::optional<T>>` is
//! `Option<Option<T>>`.

use super::op_interface;
use crate::Context;
use crate::attributes::Attribute;
use crate::builder::OpBuilder;
use crate::ir::{OpId, Value};
use crate::op_error::VerifyError;
use crate::ptr_like::PtrLikeTypeInterface;
use crate::types::{Type, TypeKind};

op_interface! {
    /// `MemorySpaceCastConsumerOpInterface`: the op can consume the memory space casts
    /// defining its operands.
    pub struct MemorySpaceCastConsumerOpInterface, trait MemorySpaceCastConsumerOpInterfaceImpl, model MemorySpaceCastConsumerOpInterfaceModel {
        /// `bubbleDownCasts`: rewrites the op to use the sources of the promotable casts
        /// of its operands. `None` when it cannot; `Some(None)` when the op was changed in
        /// place; `Some(Some(values))` with the values replacing its results otherwise.
        fn bubble_down_casts(self, b: &mut OpBuilder<'_>) -> Option<Option<Vec<Value>>>;
    }
}

op_interface! {
    /// `MemorySpaceCastOpInterface`: the op (pure) casts a pointer-like source to a
    /// pointer-like target in another memory space.
    pub struct MemorySpaceCastOpInterface, trait MemorySpaceCastOpInterfaceImpl, model MemorySpaceCastOpInterfaceModel {
        /// `getSourcePtr`: the source pointer.
        fn get_source_ptr(self, ctx: &Context) -> Value;
        /// `getTargetPtr`: the target pointer.
        fn get_target_ptr(self, ctx: &Context) -> Value;
        /// `isValidMemorySpaceCast`: whether casting from `src` to `tgt` is valid.
        fn is_valid_memory_space_cast(
            self,
            ctx: &Context,
            tgt: PtrLikeTypeInterface,
            src: PtrLikeTypeInterface,
        ) -> bool;
        /// `cloneMemorySpaceCastOp`: builds the same cast of `src` to `tgt`.
        fn clone_memory_space_cast_op(
            self,
            b: &mut OpBuilder<'_>,
            tgt: PtrLikeTypeInterface,
            src: Value,
        ) -> Option<MemorySpaceCastOpInterface>;
        /// `isSourcePromotable`: whether consumers may use the source in place of the
        /// target.
        fn is_source_promotable(self, ctx: &Context) -> bool;
    }
}

impl MemorySpaceCastOpInterface {
    /// The interface verifier: [`verify_memory_space_cast_op`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "MemorySpaceCastOpInterface",
        verify: verify_memory_space_cast_op,
        with_regions: false,
    };

    /// The cast defining `value`, if it is a `MemorySpaceCastOpInterface` op whose source
    /// is promotable (upstream's `getIfPromotableCast`).
    pub fn get_if_promotable_cast(ctx: &Context, value: Value) -> Option<Self> {
        let cast = Self::cast(ctx, ctx.value(value).defining_op()?)?;
        cast.is_source_promotable(ctx).then_some(cast)
    }
}

/// Whether two types are of the same kind (MLIR compares their `TypeID`s): the same
/// builtin type class (each float kind its own), or the same dialect type definition.
fn same_type_kind(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.ty(a).kind(), ctx.ty(b).kind()) {
        (TypeKind::Float(x), TypeKind::Float(y)) => x == y,
        (
            TypeKind::Dialect {
                dialect: d1,
                mnemonic: m1,
                ..
            },
            TypeKind::Dialect {
                dialect: d2,
                mnemonic: m2,
                ..
            },
        ) => d1 == d2 && m1 == m2,
        (x, y) => std::mem::discriminant(x) == std::mem::discriminant(y),
    }
}

/// MLIR's `verifyMemorySpaceCastOpInterface`: source and target of the same kind of
/// type, both pointer-like, and one result.
pub fn verify_memory_space_cast_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(cast) = MemorySpaceCastOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    let source = ctx.value(cast.get_source_ptr(ctx)).ty();
    let target = ctx.value(cast.get_target_ptr(ctx)).ty();
    let err = |msg: &str| VerifyError::plain(ctx, op, msg);
    if !same_type_kind(ctx, source, target) {
        return Err(err("expected source and target types of the same kind"));
    }
    for (ty, which) in [(source, "source"), (target, "target")] {
        if PtrLikeTypeInterface::cast(ctx, ty).is_none() {
            return Err(err(&format!(
                "{which} type must implement `PtrLikeTypeInterface`, but got: "
            ))
            .with_attr(Attribute::from_type(ctx, ty)));
        }
    }
    if ctx.op(op).num_results() != 1 {
        return Err(err("memory space cast op must have exactly one result"));
    }
    Ok(())
}
