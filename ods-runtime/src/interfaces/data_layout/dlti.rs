//! The DLTI dialect's layout attributes, as the runtime's own: `#dlti.dl_entry<key,
//! value>` ([`DataLayoutEntryAttr`], implementing `DataLayoutEntryInterface`) and
//! `#dlti.dl_spec<key = value, ...>` ([`DataLayoutSpecAttr`], implementing
//! `DataLayoutSpecInterface` and `DLTIQueryInterface`), with the DLTI identifiers of
//! upstream's `DLTIBase.td`, the spec combination of upstream's `DLTI.cpp` and the checks
//! of its dialect interface on `dlti.*` entries.

use super::interfaces::{
    DLTIQueryInterfaceModel, DataLayoutEntryInterface, DataLayoutEntryInterfaceModel,
    DataLayoutSpecInterface, DataLayoutSpecInterfaceModel, DataLayoutTypeInterface,
};
use super::{DataLayoutEntryKey, defaults};
use crate::Context;
use crate::asm::printer::Printer;
use crate::attributes::Attribute;
use crate::dialect_storage::DialectParams;
use crate::location::Location;
use crate::op_error::VerifyError;
use crate::types::TypeKind;

/// The discardable attribute carrying a scope's layout specification.
pub const DATA_LAYOUT_ATTR_NAME: &str = "dlti.dl_spec";
/// The key of the endianness entry.
pub const ENDIANNESS_KEY: &str = "dlti.endianness";
/// The big-endian value of the endianness entry.
pub const ENDIANNESS_BIG: &str = "big";
/// The little-endian value of the endianness entry.
pub const ENDIANNESS_LITTLE: &str = "little";
/// The key of the mangling mode entry.
pub const MANGLING_MODE_KEY: &str = "dlti.mangling_mode";
/// The key of the default memory space entry.
pub const DEFAULT_MEMORY_SPACE_KEY: &str = "dlti.default_memory_space";
/// The key of the alloca memory space entry.
pub const ALLOCA_MEMORY_SPACE_KEY: &str = "dlti.alloca_memory_space";
/// The key of the program memory space entry.
pub const PROGRAM_MEMORY_SPACE_KEY: &str = "dlti.program_memory_space";
/// The key of the global memory space entry.
pub const GLOBAL_MEMORY_SPACE_KEY: &str = "dlti.global_memory_space";
/// The key of the stack alignment entry.
pub const STACK_ALIGNMENT_KEY: &str = "dlti.stack_alignment";
/// The key of the function pointer alignment entry.
pub const FUNCTION_POINTER_ALIGNMENT_KEY: &str = "dlti.function_pointer_alignment";
/// The key of the legal integer widths entry.
pub const LEGAL_INT_WIDTHS_KEY: &str = "dlti.legal_int_widths";

/// `#dlti.dl_entry<key, value>`: one entry of a layout specification.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DataLayoutEntryAttr {
    /// The key: a type or an identifier.
    pub key: DataLayoutEntryKey,
    /// The value.
    pub value: Attribute,
}

impl DataLayoutEntryAttr {
    /// The uniqued entry attribute.
    pub fn get(ctx: &Context, key: DataLayoutEntryKey, value: Attribute) -> Attribute {
        ctx.get_dialect_attr("dlti", "dl_entry", DataLayoutEntryAttr { key, value })
    }

    /// The entry as its interface.
    pub fn get_entry(
        ctx: &Context,
        key: DataLayoutEntryKey,
        value: Attribute,
    ) -> DataLayoutEntryInterface {
        let attr = Self::get(ctx, key, value);
        DataLayoutEntryInterface::cast(ctx, attr).expect("a DLTI entry implements the interface")
    }
}

fn print_key(printer: &mut Printer<'_>, key: &DataLayoutEntryKey) {
    match key {
        DataLayoutEntryKey::Type(t) => printer.print_type(*t),
        DataLayoutEntryKey::Id(id) => printer.print_escaped_string(id.as_bytes()),
    }
}

impl DialectParams for DataLayoutEntryAttr {
    fn print(&self, printer: &mut Printer<'_>) {
        printer.write_str("<");
        print_key(printer, &self.key);
        printer.write_str(", ");
        printer.print_attribute(self.value);
        printer.write_str(">");
    }
}

/// `#dlti.dl_spec<...>`: a layout specification, a list of entries (attributes
/// implementing `DataLayoutEntryInterface`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DataLayoutSpecAttr {
    /// The entries, in order.
    pub entries: Vec<Attribute>,
}

impl DataLayoutSpecAttr {
    /// The uniqued specification of `entries`.
    pub fn get(ctx: &Context, entries: &[DataLayoutEntryInterface]) -> DataLayoutSpecInterface {
        let attr = ctx.get_dialect_attr(
            "dlti",
            "dl_spec",
            DataLayoutSpecAttr {
                entries: entries.iter().map(|e| Attribute::from(*e)).collect(),
            },
        );
        DataLayoutSpecInterface::cast(ctx, attr).expect("a DLTI spec implements the interface")
    }

    /// `DataLayoutSpecAttr::verify`: no key appears twice.
    pub fn verify(ctx: &Context, spec: Attribute, loc: Location) -> Result<(), VerifyError> {
        let Some(spec) = DataLayoutSpecInterface::cast(ctx, spec) else {
            return Ok(());
        };
        let mut seen: Vec<DataLayoutEntryKey> = Vec::new();
        for entry in spec.get_entries(ctx) {
            let key = entry.get_key(ctx);
            if seen.contains(&key) {
                let shown = match &key {
                    DataLayoutEntryKey::Type(t) => crate::asm::printer::type_to_string(ctx, *t),
                    DataLayoutEntryKey::Id(id) => id.clone(),
                };
                return Err(VerifyError::at(
                    loc,
                    format!("repeated layout entry key: {shown}"),
                ));
            }
            seen.push(key);
        }
        Ok(())
    }
}

impl DialectParams for DataLayoutSpecAttr {
    fn print(&self, printer: &mut Printer<'_>) {
        let ctx = printer.context();
        printer.write_str("<");
        for (i, entry) in self.entries.iter().enumerate() {
            if i > 0 {
                printer.write_str(", ");
            }
            match ctx.dialect_attr_storage::<DataLayoutEntryAttr>(*entry) {
                Some(e) => {
                    print_key(printer, &e.key);
                    printer.write_str(" = ");
                    printer.print_attribute(e.value);
                }
                None => printer.print_attribute(*entry),
            }
        }
        printer.write_str(">");
    }
}

struct EntryModel;

impl DataLayoutEntryInterfaceModel for EntryModel {
    fn get_key(&self, handle: Attribute, ctx: &Context) -> DataLayoutEntryKey {
        ctx.dialect_attr_storage::<DataLayoutEntryAttr>(handle)
            .map(|e| e.key.clone())
            .expect("the model is only given DLTI entries")
    }
    fn get_value(&self, handle: Attribute, ctx: &Context) -> Attribute {
        ctx.dialect_attr_storage::<DataLayoutEntryAttr>(handle)
            .map(|e| e.value)
            .expect("the model is only given DLTI entries")
    }
    fn verify_entry(&self, _: Attribute, _: &Context, _: Location) -> Result<(), VerifyError> {
        Ok(())
    }
}

/// The runtime's `DataLayoutEntryInterface` model of `#dlti.dl_entry`.
pub(super) fn entry_model(
    ctx: &Context,
    attr: Attribute,
) -> Option<&'static dyn DataLayoutEntryInterfaceModel> {
    ctx.dialect_attr_storage::<DataLayoutEntryAttr>(attr)
        .map(|_| &EntryModel as &'static dyn DataLayoutEntryInterfaceModel)
}

struct SpecModel;

fn spec_entries(ctx: &Context, spec: Attribute) -> Vec<DataLayoutEntryInterface> {
    ctx.dialect_attr_storage::<DataLayoutSpecAttr>(spec)
        .map(|s| {
            s.entries
                .iter()
                .filter_map(|e| DataLayoutEntryInterface::cast(ctx, *e))
                .collect()
        })
        .unwrap_or_default()
}

impl DataLayoutSpecInterfaceModel for SpecModel {
    fn combine_with(
        &self,
        handle: Attribute,
        ctx: &Context,
        specs: &[DataLayoutSpecInterface],
    ) -> Option<DataLayoutSpecInterface> {
        combine_with(ctx, handle, specs)
    }
    fn get_entries(&self, handle: Attribute, ctx: &Context) -> Vec<DataLayoutEntryInterface> {
        spec_entries(ctx, handle)
    }
    fn get_endianness_identifier(&self, _: Attribute, _: &Context) -> String {
        ENDIANNESS_KEY.to_string()
    }
    fn get_default_memory_space_identifier(&self, _: Attribute, _: &Context) -> String {
        DEFAULT_MEMORY_SPACE_KEY.to_string()
    }
    fn get_alloca_memory_space_identifier(&self, _: Attribute, _: &Context) -> String {
        ALLOCA_MEMORY_SPACE_KEY.to_string()
    }
    fn get_program_memory_space_identifier(&self, _: Attribute, _: &Context) -> String {
        PROGRAM_MEMORY_SPACE_KEY.to_string()
    }
    fn get_global_memory_space_identifier(&self, _: Attribute, _: &Context) -> String {
        GLOBAL_MEMORY_SPACE_KEY.to_string()
    }
    fn get_mangling_mode_identifier(&self, _: Attribute, _: &Context) -> String {
        MANGLING_MODE_KEY.to_string()
    }
    fn get_stack_alignment_identifier(&self, _: Attribute, _: &Context) -> String {
        STACK_ALIGNMENT_KEY.to_string()
    }
    fn get_function_pointer_alignment_identifier(&self, _: Attribute, _: &Context) -> String {
        FUNCTION_POINTER_ALIGNMENT_KEY.to_string()
    }
    fn get_legal_int_widths_identifier(&self, _: Attribute, _: &Context) -> String {
        LEGAL_INT_WIDTHS_KEY.to_string()
    }
    fn get_spec_for_type(
        &self,
        handle: Attribute,
        ctx: &Context,
        ty: crate::types::Type,
    ) -> Vec<DataLayoutEntryInterface> {
        defaults::filter_entries_for_type(ctx, &spec_entries(ctx, handle), ty)
    }
    fn get_spec_for_identifier(
        &self,
        handle: Attribute,
        ctx: &Context,
        identifier: &str,
    ) -> Option<DataLayoutEntryInterface> {
        defaults::filter_entry_for_identifier(ctx, &spec_entries(ctx, handle), identifier)
    }
    fn verify_spec(
        &self,
        handle: Attribute,
        ctx: &Context,
        loc: Location,
    ) -> Result<(), VerifyError> {
        DataLayoutSpecAttr::verify(ctx, handle, loc)?;
        defaults::verify_data_layout_spec(ctx, &spec_entries(ctx, handle), loc)
    }
}

impl DLTIQueryInterfaceModel for SpecModel {
    fn query(
        &self,
        handle: Attribute,
        ctx: &Context,
        key: &DataLayoutEntryKey,
    ) -> Option<Attribute> {
        spec_entries(ctx, handle)
            .into_iter()
            .find(|e| e.get_key(ctx) == *key)
            .map(|e| e.get_value(ctx))
    }
}

/// The runtime's `DataLayoutSpecInterface` model of `#dlti.dl_spec`.
pub(super) fn spec_model(
    ctx: &Context,
    attr: Attribute,
) -> Option<&'static dyn DataLayoutSpecInterfaceModel> {
    ctx.dialect_attr_storage::<DataLayoutSpecAttr>(attr)
        .map(|_| &SpecModel as &'static dyn DataLayoutSpecInterfaceModel)
}

/// The runtime's `DLTIQueryInterface` model of `#dlti.dl_spec`.
pub(super) fn query_model(
    ctx: &Context,
    attr: Attribute,
) -> Option<&'static dyn DLTIQueryInterfaceModel> {
    ctx.dialect_attr_storage::<DataLayoutSpecAttr>(attr)
        .map(|_| &SpecModel as &'static dyn DLTIQueryInterfaceModel)
}

/// `overwriteDuplicateEntries`: new entries replace old ones of the same key, the others
/// are appended.
fn overwrite_duplicates(
    ctx: &Context,
    old: &mut Vec<DataLayoutEntryInterface>,
    new: &[DataLayoutEntryInterface],
) {
    let old_len = old.len();
    for entry in new {
        let key = entry.get_key(ctx);
        match (0..old_len).find(|&i| old[i].get_key(ctx) == key) {
            Some(i) => old[i] = *entry,
            None => old.push(*entry),
        }
    }
}

/// `DataLayoutSpecAttr::combineWith`: combines `specs` (outermost first) then `this`;
/// identifier entries combine as the DLTI dialect does (identical entries only, MLIR's
/// `defaultCombine`), type entries replace older ones of their class when the type's
/// `areCompatible` accepts them. A builtin type class given in two specs does not
/// combine (MLIR asserts there).
fn combine_with(
    ctx: &Context,
    this: Attribute,
    specs: &[DataLayoutSpecInterface],
) -> Option<DataLayoutSpecInterface> {
    if specs.iter().any(|s| {
        ctx.dialect_attr_storage::<DataLayoutSpecAttr>(Attribute::from(*s))
            .is_none()
    }) {
        return None;
    }
    let this = DataLayoutSpecInterface::cast(ctx, this)?;
    let mut types: Vec<Vec<DataLayoutEntryInterface>> = Vec::new();
    let mut ids: Vec<(String, DataLayoutEntryInterface)> = Vec::new();
    for spec in specs.iter().chain(std::iter::once(&this)) {
        combine_one(ctx, *spec, &mut types, &mut ids)?;
    }
    let mut entries: Vec<DataLayoutEntryInterface> = ids.into_iter().map(|(_, e)| e).collect();
    entries.extend(types.into_iter().flatten());
    Some(DataLayoutSpecAttr::get(ctx, &entries))
}

/// `combineOneSpec`: merges `spec` into the buckets combined so far.
fn combine_one(
    ctx: &Context,
    spec: DataLayoutSpecInterface,
    types: &mut Vec<Vec<DataLayoutEntryInterface>>,
    ids: &mut Vec<(String, DataLayoutEntryInterface)>,
) -> Option<()> {
    let (new_types, new_ids) = defaults::bucket_entries(ctx, &spec.get_entries(ctx));
    for (id, entry) in new_ids {
        match ids.iter_mut().find(|(k, _)| *k == id) {
            None => ids.push((id, entry)),
            Some(slot) if slot.1 == entry => {}
            Some(_) => return None,
        }
    }
    for bucket in new_types {
        let DataLayoutEntryKey::Type(sample) = bucket[0].get_key(ctx) else {
            continue;
        };
        let existing = types.iter_mut().find(|b| {
            matches!(b[0].get_key(ctx), DataLayoutEntryKey::Type(t) if defaults::same_type_class(ctx, t, sample))
        });
        match existing {
            None => types.push(bucket),
            Some(old) => {
                if !matches!(ctx.ty(sample).kind(), TypeKind::Dialect { .. }) {
                    return None;
                }
                let iface = DataLayoutTypeInterface::cast(ctx, sample)?;
                if !iface.are_compatible(ctx, old, &bucket, spec, ids) {
                    return None;
                }
                overwrite_duplicates(ctx, old, &bucket);
            }
        }
    }
    Some(())
}

/// The DLTI dialect interface's `verifyEntry` on a `dlti.*` identifier entry: the
/// endianness is `"big"` or `"little"`, the memory spaces and mangling mode are known
/// keys; other `dlti.` keys are unknown.
pub(super) fn verify_dlti_entry(
    ctx: &Context,
    entry: DataLayoutEntryInterface,
    loc: Location,
) -> Result<(), VerifyError> {
    let DataLayoutEntryKey::Id(key) = entry.get_key(ctx) else {
        return Ok(());
    };
    let value = entry.get_value(ctx);
    if key == ENDIANNESS_KEY {
        let ok = ctx
            .attr(value)
            .string_value()
            .is_some_and(|v| v == ENDIANNESS_BIG || v == ENDIANNESS_LITTLE);
        if !ok {
            return Err(VerifyError::at(
                loc,
                format!(
                    "'{ENDIANNESS_KEY}' data layout entry is expected to be either '{ENDIANNESS_BIG}' or '{ENDIANNESS_LITTLE}'"
                ),
            ));
        }
        return Ok(());
    }
    let known = [
        MANGLING_MODE_KEY,
        DEFAULT_MEMORY_SPACE_KEY,
        ALLOCA_MEMORY_SPACE_KEY,
        PROGRAM_MEMORY_SPACE_KEY,
        GLOBAL_MEMORY_SPACE_KEY,
        STACK_ALIGNMENT_KEY,
        FUNCTION_POINTER_ALIGNMENT_KEY,
        LEGAL_INT_WIDTHS_KEY,
    ];
    if known.contains(&key.as_str()) {
        return Ok(());
    }
    Err(VerifyError::at(
        loc,
        format!("unknown data layout entry name: {key}"),
    ))
}
