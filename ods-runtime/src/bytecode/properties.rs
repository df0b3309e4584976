//! Operation properties in bytecode (MLIR's generated `writeProperties` and the properties
//! section): the inherent attributes of a registered operation in name order, each a
//! reference to its attribute (`writeAttribute`, or `writeOptionalAttribute` when it may be
//! absent); segment sizes as a dense i32 array attribute in name order before version 6;
//! then the properties that are not attributes in declaration order, each as its kind of
//! `Properties.td` writes it (`property_codec`); then, from version 6, segment sizes as
//! sparse arrays. An unregistered operation's `<{...}>` is one attribute reference.

use super::encoding::version::NATIVE_PROPERTIES_ODS_SEGMENT_SIZE;
use super::interface::DialectWriter;
use super::property_codec;
use crate::attributes::{AttrKind, Scalar};
use crate::ir::{OpId, PropertyStorage};
use crate::registry::{BytecodeProperty, PropertyEncoding};
use crate::{Attribute, Context};

/// Writes the properties of `op` through `w`; false when it has none (no entry is written).
/// `forms` is the attribute form of its properties ([`property_forms`]), from which the
/// properties that are not attributes are written.
pub(crate) fn write(
    ctx: &Context,
    op: OpId,
    forms: Option<Attribute>,
    w: &mut dyn DialectWriter,
) -> Result<bool, String> {
    let props = match ctx.op(op).property_storage() {
        PropertyStorage::None => return Ok(false),
        PropertyStorage::Attr(a) => {
            w.write_attribute(*a);
            return Ok(true);
        }
        PropertyStorage::Typed(p) => p,
    };
    let name = ctx.op(op).name();
    let Some(vtable) = ctx.op_name(name).definition().and_then(|d| d.properties) else {
        return Ok(false);
    };
    if vtable.bytecode.is_empty() {
        return Ok(false);
    }
    let op_name = ctx.op_name(name).as_str();
    let native_segments = w.bytecode_version() >= NATIVE_PROPERTIES_ODS_SEGMENT_SIZE;
    for entry in vtable.bytecode {
        let value = (vtable.inherent_attr)(ctx, props.as_ref(), entry.name);
        match entry.encoding {
            PropertyEncoding::Attr { .. } => match value {
                Some(a) => w.write_attribute(a),
                None => {
                    return Err(format!(
                        "'{op_name}' has no value for its required attribute '{}'",
                        entry.name
                    ));
                }
            },
            PropertyEncoding::OptionalAttr { .. } => w.write_optional_attribute(value),
            // Before version 6 the sizes are an attribute in name order; from 6 they follow
            // the attributes, as a sparse array.
            PropertyEncoding::SegmentSizes { .. } if !native_segments => {
                write_segments(ctx, w, value, op_name, entry.name)?
            }
            PropertyEncoding::SegmentSizes { .. } => {}
            PropertyEncoding::Property(codec) => {
                let form = forms
                    .and_then(|d| ctx.attr(d).get(entry.name))
                    .ok_or_else(|| {
                        format!("'{op_name}' has no value for its property '{}'", entry.name)
                    })?;
                property_codec::write(w, codec, form).map_err(|e| {
                    format!(
                        "property '{}' of '{op_name}' cannot be written to bytecode: {e}",
                        entry.name
                    )
                })?;
            }
        }
    }
    if native_segments {
        for entry in vtable.bytecode {
            if let PropertyEncoding::SegmentSizes { .. } = entry.encoding {
                let value = (vtable.inherent_attr)(ctx, props.as_ref(), entry.name);
                write_segments(ctx, w, value, op_name, entry.name)?;
            }
        }
    }
    Ok(true)
}

fn write_segments(
    ctx: &Context,
    w: &mut dyn DialectWriter,
    value: Option<Attribute>,
    op_name: &str,
    name: &str,
) -> Result<(), String> {
    let sizes = value.and_then(|a| match ctx.attr(a).kind() {
        AttrKind::DenseArray { values, .. } => values
            .iter()
            .map(|s| match s {
                Scalar::Int(i) => i.to_i64().and_then(|v| i32::try_from(v).ok()),
                _ => None,
            })
            .collect::<Option<Vec<i32>>>(),
        _ => None,
    });
    let (Some(sizes), Some(attr)) = (sizes, value) else {
        return Err(format!("'{op_name}' has no valid '{name}'"));
    };
    if w.bytecode_version() < NATIVE_PROPERTIES_ODS_SEGMENT_SIZE {
        w.write_attribute(attr);
    } else {
        w.write_sparse_array(&sizes);
    }
    Ok(())
}

/// The inherent attributes of `op` as a dictionary (entries in name order), for bytecode
/// versions before native properties and for the merged dictionary; `None` when there are
/// none. As MLIR's `populateInherentAttrs`, it holds the properties that are attributes
/// only: the others are not written before native properties.
pub(crate) fn inherent_dictionary(
    ctx: &mut Context,
    op: OpId,
) -> Option<Vec<(crate::types::Identifier, Attribute)>> {
    let PropertyStorage::Typed(p) = ctx.op(op).property_storage() else {
        return None;
    };
    let p = p.clone_box();
    let vtable = ctx
        .op_name(ctx.op(op).name())
        .definition()
        .and_then(|d| d.properties)?;
    if vtable.bytecode.is_empty() {
        return None;
    }
    let dict = (vtable.to_attribute)(ctx, p.as_ref())?;
    match ctx.attr(dict).kind() {
        AttrKind::Dictionary(entries) => Some(
            entries
                .iter()
                .filter(|(n, _)| is_attribute(vtable.bytecode, (*n).as_str(ctx)))
                .copied()
                .collect(),
        ),
        _ => None,
    }
}

/// Whether `name` is one of `entries` that is an attribute (not a property of another
/// storage type).
pub(crate) fn is_attribute(entries: &[BytecodeProperty], name: &str) -> bool {
    entries
        .iter()
        .any(|e| e.name == name && !matches!(e.encoding, PropertyEncoding::Property(_)))
}

/// The attribute form of the properties of `op` (its properties dictionary), when one of
/// them is not an attribute: what [`write`] writes such properties from.
pub(crate) fn property_forms(ctx: &mut Context, op: OpId) -> Option<Attribute> {
    let PropertyStorage::Typed(p) = ctx.op(op).property_storage() else {
        return None;
    };
    let vtable = ctx
        .op_name(ctx.op(op).name())
        .definition()
        .and_then(|d| d.properties)?;
    if !vtable
        .bytecode
        .iter()
        .any(|e| matches!(e.encoding, PropertyEncoding::Property(_)))
    {
        return None;
    }
    let p = p.clone_box();
    (vtable.to_attribute)(ctx, p.as_ref())
}

/// True when `op` has properties storage in MLIR's sense (a registered operation with
/// stored properties, or an unregistered one).
pub(crate) fn has_storage(ctx: &Context, op: OpId) -> bool {
    match ctx.op(op).property_storage() {
        PropertyStorage::None => !ctx.op_name(ctx.op(op).name()).is_registered(),
        PropertyStorage::Attr(_) => true,
        PropertyStorage::Typed(_) => ctx
            .op_name(ctx.op(op).name())
            .definition()
            .and_then(|d| d.properties)
            .is_some_and(|v| !v.bytecode.is_empty()),
    }
}
