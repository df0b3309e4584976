//! The data layout the memory slot interfaces are given (MLIR's `DataLayout`), with
//! MLIR's default sizes of the builtin types. Layout specifications (`dlti` entries) and
//! the `DataLayoutInterfaces.td` interfaces that supply them are not modelled yet: every
//! query answers the default.

use crate::Context;
use crate::types::{DYNAMIC, Type, TypeKind};

/// MLIR's default bit width of `index`.
pub const DEFAULT_INDEX_BITWIDTH: u32 = 64;

/// Size queries over types (MLIR's `DataLayout`), answering MLIR's defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataLayout {
    _private: (),
}

impl DataLayout {
    /// The default layout.
    pub fn new() -> Self {
        Self::default()
    }

    /// The bit width of `index`.
    pub fn index_bitwidth(&self) -> u32 {
        DEFAULT_INDEX_BITWIDTH
    }

    /// The size of `ty` in bits: integers and floats their width, `index` the index
    /// bit width, complex numbers twice their element, vectors of static shape their
    /// elements; none for a type with no default size.
    pub fn type_size_in_bits(&self, ctx: &Context, ty: Type) -> Option<u64> {
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(u64::from(*width)),
            TypeKind::Float(kind) => Some(u64::from(kind.width())),
            TypeKind::Index => Some(u64::from(self.index_bitwidth())),
            TypeKind::Complex(elem) => self.type_size_in_bits(ctx, *elem)?.checked_mul(2),
            TypeKind::Vector { .. } => {
                let elem = ctx.element_type(ty)?;
                let shape = ctx.shape(ty)?;
                if shape.contains(&DYNAMIC) {
                    return None;
                }
                let count = shape
                    .iter()
                    .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))?;
                self.type_size_in_bits(ctx, elem)?.checked_mul(count)
            }
            _ => None,
        }
    }

    /// The size of `ty` in bytes: its size in bits, rounded up.
    pub fn type_size(&self, ctx: &Context, ty: Type) -> Option<u64> {
        self.type_size_in_bits(ctx, ty).map(|bits| bits.div_ceil(8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::FloatKind;

    #[test]
    fn default_sizes_of_builtin_types() {
        let ctx = Context::new();
        let dl = DataLayout::new();
        let i1 = ctx.int_type(1);
        assert_eq!(dl.type_size_in_bits(&ctx, i1), Some(1));
        assert_eq!(dl.type_size(&ctx, i1), Some(1));
        assert_eq!(dl.type_size(&ctx, ctx.index_type()), Some(8));
        let f16 = ctx.float_type(FloatKind::F16);
        assert_eq!(dl.type_size_in_bits(&ctx, ctx.complex_type(f16)), Some(32));
        let v = ctx.vector_type(&[2, 3], ctx.int_type(32));
        assert_eq!(dl.type_size(&ctx, v), Some(24));
        let t = ctx.ranked_tensor_type(&[2], i1);
        assert_eq!(dl.type_size_in_bits(&ctx, t), None);
    }
}
