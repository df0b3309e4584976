//! MLIR's default answers to data layout queries (`mlir::detail::getDefault*` in
//! upstream's `DataLayoutInterfaces.cpp`), the entry filters, and the verifiers of
//! specifications and of ops carrying them.

use super::interfaces::{
    DataLayoutEntryInterface, DataLayoutOpInterface, DataLayoutSpecInterface,
    DataLayoutTypeInterface, TargetDeviceSpecInterface,
};
use super::{DataLayout, DataLayoutEntryKey, TypeSize};
use crate::Context;
use crate::attributes::{AttrKind, Attribute, Scalar};
use crate::ir::OpId;
use crate::location::Location;
use crate::op_error::VerifyError;
use crate::types::{Signedness, Type, TypeKind};

/// `getIndexBitwidth(params)`: the value of the `index` entry, 64 without one.
fn index_bitwidth_of(ctx: &Context, params: &[DataLayoutEntryInterface]) -> u64 {
    params
        .first()
        .and_then(|e| ctx.attr(e.get_value(ctx)).integer_value())
        .map_or(64, |v| v as u64)
}

/// `getDefaultTypeSizeInBits`: integers and floats their width, complex numbers the
/// element padded to its preferred alignment plus the element, `index` the integer of the
/// index bit width, vectors their elements with the innermost dimension rounded up to a
/// power of two (in whole bytes), other types their `DataLayoutTypeInterface`.
pub fn type_size_in_bits(
    ctx: &Context,
    ty: Type,
    dl: &DataLayout,
    params: &[DataLayoutEntryInterface],
) -> Option<TypeSize> {
    match ctx.ty(ty).kind() {
        TypeKind::Integer { width, .. } => Some(TypeSize::fixed(u64::from(*width))),
        TypeKind::Float(kind) => Some(TypeSize::fixed(u64::from(kind.width()))),
        TypeKind::Complex(elem) => {
            let inner_alignment = preferred_alignment(ctx, *elem, dl, params)? * 8;
            let inner = type_size_in_bits(ctx, *elem, dl, params)?;
            let padded = inner.known_min.div_ceil(inner_alignment.max(1)) * inner_alignment;
            Some(TypeSize {
                known_min: padded + inner.known_min,
                scalable: inner.scalable,
            })
        }
        TypeKind::Index => {
            let int = Type::int(ctx, u32::try_from(index_bitwidth_of(ctx, params)).ok()?);
            dl.type_size_in_bits(ctx, int)
        }
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => {
            let last = u64::try_from(*shape.last()?).ok()?;
            let count = shape
                .iter()
                .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))?;
            let outer = count.checked_div(last).unwrap_or(0);
            let elem_bytes = dl.type_size(ctx, *elem)?.known_min;
            Some(TypeSize {
                known_min: outer * last.next_power_of_two() * elem_bytes * 8,
                scalable: scalable.iter().any(|s| *s),
            })
        }
        _ => {
            let iface = DataLayoutTypeInterface::cast(ctx, ty)?;
            Some(iface.get_type_size_in_bits(ctx, dl, params))
        }
    }
}

/// `findEntryForIntegerType`: the entry of the smallest width not below `width`, else
/// the widest (the first entry of each width).
fn entry_for_integer(
    ctx: &Context,
    width: u32,
    params: &[DataLayoutEntryInterface],
) -> Option<DataLayoutEntryInterface> {
    let mut sorted: Vec<(u32, DataLayoutEntryInterface)> = Vec::new();
    for entry in params {
        if let DataLayoutEntryKey::Type(t) = entry.get_key(ctx)
            && let TypeKind::Integer { width: w, .. } = ctx.ty(t).kind()
            && !sorted.iter().any(|(x, _)| x == w)
        {
            sorted.push((*w, *entry));
        }
    }
    sorted.sort_by_key(|(w, _)| *w);
    sorted
        .iter()
        .find(|(w, _)| *w >= width)
        .or(sorted.last())
        .map(|(_, e)| *e)
}

/// The values of a dense integer elements entry (`dense<[abi, preferred]>`), in bits.
fn alignment_values(ctx: &Context, entry: DataLayoutEntryInterface) -> Option<(u64, u64)> {
    match ctx.attr(entry.get_value(ctx)).kind() {
        AttrKind::DenseElements { values, .. } => {
            let read = |s: &Scalar| match s {
                Scalar::Int(v) => v.to_u64(),
                _ => None,
            };
            Some((read(values.first()?)?, read(values.last()?)?))
        }
        _ => None,
    }
}

/// `getDefaultABIAlignment`: vectors their size rounded up to a power of two; floats
/// theirs, or the first value of their entry; `index` that of its integer; integers below
/// 64 bits their size in bytes rounded up to a power of two and wider ones 4, or the
/// first value of the nearest entry; complex numbers their element's; other types their
/// `DataLayoutTypeInterface`.
pub fn abi_alignment(
    ctx: &Context,
    ty: Type,
    dl: &DataLayout,
    params: &[DataLayoutEntryInterface],
) -> Option<u64> {
    match ctx.ty(ty).kind() {
        TypeKind::Vector { .. } => Some(dl.type_size(ctx, ty)?.known_min.next_power_of_two()),
        TypeKind::Float(_) => match params.first() {
            None => Some(dl.type_size(ctx, ty)?.known_min.next_power_of_two()),
            Some(entry) => Some(alignment_values(ctx, *entry)?.0 / 8),
        },
        TypeKind::Index => {
            let int = Type::int(ctx, u32::try_from(index_bitwidth_of(ctx, params)).ok()?);
            dl.type_abi_alignment(ctx, int)
        }
        TypeKind::Integer { width, .. } => {
            if params.is_empty() {
                return Some(if *width < 64 {
                    u64::from(width.div_ceil(8)).next_power_of_two()
                } else {
                    4
                });
            }
            Some(alignment_values(ctx, entry_for_integer(ctx, *width, params)?)?.0 / 8)
        }
        TypeKind::Complex(elem) => abi_alignment(ctx, *elem, dl, params),
        _ => {
            let iface = DataLayoutTypeInterface::cast(ctx, ty)?;
            Some(iface.get_abi_alignment(ctx, dl, params))
        }
    }
}

/// `getDefaultPreferredAlignment`: vectors their ABI alignment; floats theirs, or the
/// last value of their entry; integers their size rounded up to a power of two, or the
/// last value of the nearest entry; `index` that of its integer; complex numbers their
/// element's; other types their `DataLayoutTypeInterface`.
pub fn preferred_alignment(
    ctx: &Context,
    ty: Type,
    dl: &DataLayout,
    params: &[DataLayoutEntryInterface],
) -> Option<u64> {
    match ctx.ty(ty).kind() {
        TypeKind::Vector { .. } => dl.type_abi_alignment(ctx, ty),
        TypeKind::Float(_) => match params.first() {
            None => dl.type_abi_alignment(ctx, ty),
            Some(entry) => Some(alignment_values(ctx, *entry)?.1 / 8),
        },
        TypeKind::Integer { width, .. } => {
            if params.is_empty() {
                return Some(dl.type_size(ctx, ty)?.known_min.next_power_of_two());
            }
            Some(alignment_values(ctx, entry_for_integer(ctx, *width, params)?)?.1 / 8)
        }
        TypeKind::Index => {
            let int = Type::int(ctx, u32::try_from(index_bitwidth_of(ctx, params)).ok()?);
            dl.type_preferred_alignment(ctx, int)
        }
        TypeKind::Complex(elem) => preferred_alignment(ctx, *elem, dl, params),
        _ => {
            let iface = DataLayoutTypeInterface::cast(ctx, ty)?;
            Some(iface.get_preferred_alignment(ctx, dl, params))
        }
    }
}

/// `getDefaultIndexBitwidth`: `index` its entry's value (64 without one), other types
/// their `DataLayoutTypeInterface`'s answer, none otherwise.
pub fn index_bitwidth(
    ctx: &Context,
    ty: Type,
    dl: &DataLayout,
    params: &[DataLayoutEntryInterface],
) -> Option<u64> {
    if ctx.ty(ty).is_index() {
        return Some(index_bitwidth_of(ctx, params));
    }
    DataLayoutTypeInterface::cast(ctx, ty)?.get_index_bitwidth(ctx, dl, params)
}

/// `getDefaultEndianness` and the memory space, mangling mode, function pointer
/// alignment, legal integer widths and device property defaults: the entry's value,
/// none (MLIR's null attribute) without an entry.
pub fn entry_value(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> {
    entry.map(|e| e.get_value(ctx))
}

/// `getDefaultStackAlignment`: the entry's integer value, 0 without an entry.
pub fn stack_alignment(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> u64 {
    entry
        .and_then(|e| ctx.attr(e.get_value(ctx)).integer_value())
        .map_or(0, |v| v as u64)
}

/// Whether `a` and `b` are of the same type class (MLIR's `TypeID`): every integer type
/// is one class, each float kind its own, dialect types by definition.
pub fn same_type_class(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.ty(a).kind(), ctx.ty(b).kind()) {
        (TypeKind::Float(x), TypeKind::Float(y)) => x == y,
        (TypeKind::Dialect { storage: x, .. }, TypeKind::Dialect { storage: y, .. }) => {
            x.params_type_id() == y.params_type_id()
        }
        (x, y) => std::mem::discriminant(x) == std::mem::discriminant(y),
    }
}

/// `filterEntriesForType`: the entries keyed by a type of the class of `ty`.
pub fn filter_entries_for_type(
    ctx: &Context,
    entries: &[DataLayoutEntryInterface],
    ty: Type,
) -> Vec<DataLayoutEntryInterface> {
    entries
        .iter()
        .filter(|e| matches!(e.get_key(ctx), DataLayoutEntryKey::Type(t) if same_type_class(ctx, t, ty)))
        .copied()
        .collect()
}

/// `filterEntryForIdentifier`: the entry keyed by `id`, if any.
pub fn filter_entry_for_identifier(
    ctx: &Context,
    entries: &[DataLayoutEntryInterface],
    id: &str,
) -> Option<DataLayoutEntryInterface> {
    entries
        .iter()
        .find(|e| matches!(e.get_key(ctx), DataLayoutEntryKey::Id(k) if k == id))
        .copied()
}

/// The entries of a specification bucketed by type class (in order of first appearance)
/// and by identifier (MLIR's `bucketEntriesByType`; a later identifier entry replaces an
/// earlier one).
pub(super) type Buckets = (
    Vec<Vec<DataLayoutEntryInterface>>,
    Vec<(String, DataLayoutEntryInterface)>,
);

/// See [`Buckets`].
pub(super) fn bucket_entries(ctx: &Context, entries: &[DataLayoutEntryInterface]) -> Buckets {
    let mut types: Vec<Vec<DataLayoutEntryInterface>> = Vec::new();
    let mut ids: Vec<(String, DataLayoutEntryInterface)> = Vec::new();
    for entry in entries {
        match entry.get_key(ctx) {
            DataLayoutEntryKey::Type(t) => {
                let bucket = types.iter_mut().find(|b| {
                    matches!(b[0].get_key(ctx), DataLayoutEntryKey::Type(s) if same_type_class(ctx, s, t))
                });
                match bucket {
                    Some(b) => b.push(*entry),
                    None => types.push(vec![*entry]),
                }
            }
            DataLayoutEntryKey::Id(id) => match ids.iter_mut().find(|(k, _)| *k == id) {
                Some(slot) => slot.1 = *entry,
                None => ids.push((id, *entry)),
            },
        }
    }
    (types, ids)
}

/// `verifyDataLayoutSpec`: each entry's own verifier, then per type class: `index` needs
/// an integer value, integers and floats a dense `i64` elements value of one or two
/// alignments (the preferred not below the ABI one), other builtin types no entry, and
/// dialect types their `DataLayoutTypeInterface`'s `verifyEntries`. Identifier entries
/// of the `dlti` dialect are checked as its dialect interface does; others are left to
/// their dialect.
pub fn verify_data_layout_spec(
    ctx: &Context,
    entries: &[DataLayoutEntryInterface],
    loc: Location,
) -> Result<(), VerifyError> {
    for entry in entries {
        entry.verify_entry(ctx, loc)?;
    }
    let (types, ids) = bucket_entries(ctx, entries);
    for bucket in &types {
        let DataLayoutEntryKey::Type(sample) = bucket[0].get_key(ctx) else {
            continue;
        };
        match ctx.ty(sample).kind() {
            TypeKind::Index => {
                if !matches!(
                    ctx.attr(bucket[0].get_value(ctx)).kind(),
                    AttrKind::Integer { .. }
                ) {
                    return Err(VerifyError::at(
                        loc,
                        format!(
                            "expected integer attribute in the data layout entry for {}",
                            crate::asm::printer::type_to_string(ctx, sample)
                        ),
                    ));
                }
            }
            TypeKind::Integer { .. } | TypeKind::Float(_) => {
                for entry in bucket {
                    verify_alignment_entry(ctx, *entry, loc)?;
                }
            }
            TypeKind::Dialect { .. } => match DataLayoutTypeInterface::cast(ctx, sample) {
                Some(iface) => iface.verify_entries(ctx, bucket, loc)?,
                None => {
                    return Err(VerifyError::at(
                        loc,
                        "data layout specified for a type that does not support it",
                    ));
                }
            },
            _ => {
                return Err(VerifyError::at(
                    loc,
                    "unexpected data layout for a built-in type",
                ));
            }
        }
    }
    for (id, entry) in &ids {
        if id.starts_with("dlti.") {
            super::dlti::verify_dlti_entry(ctx, *entry, loc)?;
        }
    }
    Ok(())
}

/// The check of an integer or float entry in [`verify_data_layout_spec`].
fn verify_alignment_entry(
    ctx: &Context,
    entry: DataLayoutEntryInterface,
    loc: Location,
) -> Result<(), VerifyError> {
    let text = crate::asm::printer::attribute_to_string(ctx, Attribute::from(entry));
    let value = entry.get_value(ctx);
    let elements = match ctx.attr(value).kind() {
        AttrKind::DenseElements { ty, values } => ctx
            .ty(*ty)
            .element_type()
            .filter(|e| ctx.ty(*e).is_integer_of(64, Signedness::Signless))
            .map(|_| {
                (
                    ctx.ty(*ty).shape().map_or(0, |s| s.iter().product::<i64>()),
                    values,
                )
            }),
        _ => None,
    };
    let Some((count, values)) = elements else {
        return Err(VerifyError::at(
            loc,
            format!("expected a dense i64 elements attribute in the data layout entry {text}"),
        ));
    };
    if !(1..=2).contains(&count) {
        return Err(VerifyError::at(
            loc,
            format!("expected 1 or 2 elements in the data layout entry {text}"),
        ));
    }
    let read = |s: Option<&Scalar>| match s {
        Some(Scalar::Int(v)) => v.to_u64().unwrap_or(0),
        _ => 0,
    };
    let (abi, preferred) = (read(values.first()), read(values.last()));
    if preferred < abi {
        return Err(VerifyError::at(
            loc,
            format!(
                "preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry {text}"
            ),
        ));
    }
    Ok(())
}

/// `verifyTargetSystemSpec`: each device's own verifier, unique device identifiers, and
/// identifier keys only.
pub fn verify_target_system_spec(
    ctx: &Context,
    entries: &[(String, TargetDeviceSpecInterface)],
    loc: Location,
) -> Result<(), VerifyError> {
    let mut seen: Vec<&str> = Vec::new();
    for (id, device) in entries {
        device.verify_entry(ctx, loc)?;
        if seen.contains(&id.as_str()) {
            return Err(VerifyError::at(
                loc,
                format!("repeated device identifier \"{id}\""),
            ));
        }
        seen.push(id);
        for entry in device.get_entries(ctx) {
            if let DataLayoutEntryKey::Type(t) = entry.get_key(ctx) {
                return Err(VerifyError::at(
                    loc,
                    format!(
                        "target device specifications take identifier keys, not the type {}",
                        crate::asm::printer::type_to_string(ctx, t)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Whether `op` is a `builtin.module` (MLIR's `isa<ModuleOp>`).
pub(super) fn is_module(ctx: &Context, op: OpId) -> bool {
    ctx.op_name(ctx.op(op).name()).as_str() == "builtin.module"
}

/// `collectParentLayouts`: the specifications of the proper ancestors of `leaf` that
/// implement `DataLayoutOpInterface`, innermost first, with their ops (a top-level module
/// without a specification is skipped, as MLIR skips the parser's implicit module).
pub(super) fn parent_layouts(
    ctx: &Context,
    leaf: OpId,
) -> Vec<(OpId, Option<DataLayoutSpecInterface>)> {
    let mut specs = Vec::new();
    let mut parent = ctx.op(leaf).parent_op();
    while let Some(op) = parent {
        if let Some(iface) = DataLayoutOpInterface::cast(ctx, op) {
            let spec = iface.get_data_layout_spec(ctx);
            let top_module = is_module(ctx, op) && ctx.op(op).parent_op().is_none();
            if !(top_module && spec.is_none()) {
                specs.push((op, spec));
            }
        }
        parent = ctx.op(op).parent_op();
    }
    specs
}

/// `getCombinedDataLayout`: the specification of `leaf` combined with those of its
/// ancestors; `Err` when they do not combine, `Ok(None)` when there is none.
pub(super) fn combined_layout(
    ctx: &Context,
    leaf: DataLayoutOpInterface,
) -> Result<Option<DataLayoutSpecInterface>, ()> {
    let own = leaf.get_data_layout_spec(ctx);
    let parents = parent_layouts(ctx, leaf.op());
    if parents.is_empty() {
        return Ok(own);
    }
    let non_null: Vec<DataLayoutSpecInterface> =
        parents.iter().rev().filter_map(|(_, s)| *s).collect();
    match own {
        Some(current) => current.combine_with(ctx, &non_null).map(Some).ok_or(()),
        None => match non_null.split_last() {
            None => Ok(None),
            Some((last, outer)) => last.combine_with(ctx, outer).map(Some).ok_or(()),
        },
    }
}

/// `verifyDataLayoutOp`, the verifier of `DataLayoutOpInterface`: the op's specification
/// (if any) verifies and combines with those of the enclosing ops.
pub fn verify_data_layout_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(iface) = DataLayoutOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    let Some(spec) = iface.get_data_layout_spec(ctx) else {
        return Ok(());
    };
    spec.verify_spec(ctx, ctx.op(op).loc())?;
    if combined_layout(ctx, iface).is_err() {
        let mut err = VerifyError::plain(
            ctx,
            op,
            "data layout does not combine with layouts of enclosing ops",
        );
        for (parent, _) in parent_layouts(ctx, op) {
            err.notes.push((
                ctx.op(parent).loc(),
                "enclosing op with data layout".to_string(),
            ));
        }
        return Err(err);
    }
    Ok(())
}
