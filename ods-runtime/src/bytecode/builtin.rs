//! The builtin dialect's attribute and type encodings, generated from
//! `ods-runtime/ods/BuiltinDialectBytecode.td` (upstream's `mlir/IR/BuiltinDialectBytecode.td`
//! with Rust code blocks) into `ods/BuiltinDialectBytecode.gen.rs` by `cargo xtask regen`; the classes
//! and helpers its code blocks use are in `builtin_classes.rs`. The entry codes are the
//! positions in its `BuiltinDialectAttributes` and `BuiltinDialectTypes` lists. Attributes
//! without an entry there (affine maps, integer sets, strided layouts) and float types
//! without one (the 4-, 6- and 8-bit formats, `tf32`) are left to the textual encoding, as
//! in MLIR.

use super::builtin_classes::*;
use super::encoding::ReadError;
use super::interface::{
    AttrClass, BytecodeDialectInterface, BytecodeHook, DialectReader, DialectWriter, Get,
    ResourceHandle, TypeClass, isa, read_list, read_resource_handle, write_attributes_as,
    write_list, write_types_as,
};
use crate::attributes::{ApFloat, ApInt};
use crate::{Attribute, Context, Location, Type};

mod generated {
    use super::*;
    include!("../../ods/BuiltinDialectBytecode.gen.rs");
}
pub(crate) use generated::{read_attribute, read_type};

/// The builtin dialect's bytecode hook.
pub struct BuiltinBytecode;

impl BytecodeDialectInterface for BuiltinBytecode {
    fn write_attribute(&self, attr: Attribute, w: &mut dyn DialectWriter) -> bool {
        generated::write_attribute(attr, w)
    }
    fn write_type(&self, ty: Type, w: &mut dyn DialectWriter) -> bool {
        generated::write_type(ty, w)
    }
    fn read_attribute(
        &self,
        mut r: &mut dyn DialectReader,
    ) -> Option<Result<Attribute, ReadError>> {
        Some(read_attribute(&mut r))
    }
    fn read_type(&self, mut r: &mut dyn DialectReader) -> Option<Result<Type, ReadError>> {
        Some(read_type(&mut r))
    }
}

/// The bytecode interface of dialect `name`, if it has one: the builtin dialect's own, or
/// the one a dialect registered.
pub fn dialect_interface(
    ctx: &Context,
    name: &str,
) -> Option<&'static dyn BytecodeDialectInterface> {
    if name == "builtin" {
        return Some(&BuiltinBytecode);
    }
    ctx.dialect_definition(name)?
        .extension::<BytecodeHook>()
        .map(|h| h.0)
}
