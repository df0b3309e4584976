//! The data layout interfaces of MLIR's `DataLayoutInterfaces.td`, with upstream's names
//! and methods in Rust form: the attribute interfaces of layout specifications, their
//! entries and target descriptions, the op interface of layout scopes and the type
//! interface of types with a layout. Upstream's `FailureOr`/null results are `Option`s,
//! `LogicalResult`s are `Result<(), VerifyError>`, identifiers (`StringAttr`) are strings,
//! entry lists are slices of entries and `TypeSize` is [`TypeSize`].

use super::{DataLayout, DataLayoutEntryKey, TypeSize, defaults, dlti};
use crate::Context;
use crate::attributes::Attribute;
use crate::iface_macro::def_interface;
use crate::interfaces::op_interface;
use crate::location::Location;
use crate::op_error::VerifyError;
use crate::types::Type;

fn no_attr_model<M: ?Sized>(_: &Context, _: Attribute) -> Option<&'static M> {
    None
}

def_interface! {
    /// `DLTIQueryInterface`: an attribute answering data layout queries by key.
    pub struct DLTIQueryInterface(Attribute, AttrInterfaceView, attr_interface, builtin dlti::query_model),
        trait DLTIQueryInterfaceImpl, model DLTIQueryInterfaceModel {
        /// `query`: the value of the entry with `key`, if there is one.
        fn query(self, ctx: &Context, key: &DataLayoutEntryKey) -> Option<Attribute>;
    }
}

def_interface! {
    /// `DataLayoutEntryInterface`: one entry of a data layout specification, a key (a type
    /// or an identifier) and its value.
    pub struct DataLayoutEntryInterface(Attribute, AttrInterfaceView, attr_interface, builtin dlti::entry_model),
        trait DataLayoutEntryInterfaceImpl, model DataLayoutEntryInterfaceModel {
        /// `getKey`: the key of the entry.
        fn get_key(self, ctx: &Context) -> DataLayoutEntryKey;
        /// `getValue`: the value of the entry.
        fn get_value(self, ctx: &Context) -> Attribute;
        /// `verifyEntry`: checks the entry on its own, reporting at `loc`.
        fn verify_entry(self, ctx: &Context, loc: Location) -> Result<(), VerifyError> = { Ok(()) };
    }
}

def_interface! {
    /// `DataLayoutSpecInterface`: a data layout specification, a list of entries.
    pub struct DataLayoutSpecInterface(Attribute, AttrInterfaceView, attr_interface, builtin dlti::spec_model),
        trait DataLayoutSpecInterfaceImpl, model DataLayoutSpecInterfaceModel {
        /// `combineWith`: this specification combined with `specs`, the enclosing ones
        /// from outermost to innermost; none when they are not compatible.
        fn combine_with(self, ctx: &Context, specs: &[DataLayoutSpecInterface]) -> Option<DataLayoutSpecInterface>;
        /// `getEntries`: the entries of the specification.
        fn get_entries(self, ctx: &Context) -> Vec<DataLayoutEntryInterface>;
        /// `getEndiannessIdentifier`: the key of the endianness entry.
        fn get_endianness_identifier(self, ctx: &Context) -> String;
        /// `getDefaultMemorySpaceIdentifier`: the key of the default memory space entry.
        fn get_default_memory_space_identifier(self, ctx: &Context) -> String;
        /// `getAllocaMemorySpaceIdentifier`: the key of the alloca memory space entry.
        fn get_alloca_memory_space_identifier(self, ctx: &Context) -> String;
        /// `getProgramMemorySpaceIdentifier`: the key of the program memory space entry.
        fn get_program_memory_space_identifier(self, ctx: &Context) -> String;
        /// `getGlobalMemorySpaceIdentifier`: the key of the global memory space entry.
        fn get_global_memory_space_identifier(self, ctx: &Context) -> String;
        /// `getManglingModeIdentifier`: the key of the mangling mode entry.
        fn get_mangling_mode_identifier(self, ctx: &Context) -> String;
        /// `getStackAlignmentIdentifier`: the key of the stack alignment entry.
        fn get_stack_alignment_identifier(self, ctx: &Context) -> String;
        /// `getFunctionPointerAlignmentIdentifier`: the key of the function pointer
        /// alignment entry.
        fn get_function_pointer_alignment_identifier(self, ctx: &Context) -> String;
        /// `getLegalIntWidthsIdentifier`: the key of the legal integer widths entry.
        fn get_legal_int_widths_identifier(self, ctx: &Context) -> String;
        /// `getSpecForType`: the entries whose key is a type of the same class as `ty`
        /// (upstream passes the class's `TypeID`).
        fn get_spec_for_type(self, ctx: &Context, ty: Type) -> Vec<DataLayoutEntryInterface> = {
            defaults::filter_entries_for_type(ctx, &self.get_entries(ctx), ty)
        };
        /// `getSpecForIdentifier`: the entry whose key is `identifier`, if any.
        fn get_spec_for_identifier(self, ctx: &Context, identifier: &str) -> Option<DataLayoutEntryInterface> = {
            defaults::filter_entry_for_identifier(ctx, &self.get_entries(ctx), identifier)
        };
        /// `verifySpec`: checks the specification, reporting at `loc`.
        fn verify_spec(self, ctx: &Context, loc: Location) -> Result<(), VerifyError> = {
            defaults::verify_data_layout_spec(ctx, &self.get_entries(ctx), loc)
        };
    }
}

def_interface! {
    /// `TargetDeviceSpecInterface`: the specification of one target device, a list of
    /// entries keyed by identifiers.
    pub struct TargetDeviceSpecInterface(Attribute, AttrInterfaceView, attr_interface, builtin no_attr_model),
        trait TargetDeviceSpecInterfaceImpl, model TargetDeviceSpecInterfaceModel {
        /// `getEntries`: the entries of the specification.
        fn get_entries(self, ctx: &Context) -> Vec<DataLayoutEntryInterface>;
        /// `getSpecForIdentifier`: the entry whose key is `identifier`, if any.
        fn get_spec_for_identifier(self, ctx: &Context, identifier: &str) -> Option<DataLayoutEntryInterface> = {
            defaults::filter_entry_for_identifier(ctx, &self.get_entries(ctx), identifier)
        };
        /// `verifyEntry`: checks the specification, reporting at `loc`.
        fn verify_entry(self, ctx: &Context, loc: Location) -> Result<(), VerifyError> = { Ok(()) };
    }
}

def_interface! {
    /// `TargetSystemSpecInterface`: the specification of a target system, its devices by
    /// identifier.
    pub struct TargetSystemSpecInterface(Attribute, AttrInterfaceView, attr_interface, builtin no_attr_model),
        trait TargetSystemSpecInterfaceImpl, model TargetSystemSpecInterfaceModel {
        /// `getEntries`: the devices, by identifier.
        fn get_entries(self, ctx: &Context) -> Vec<(String, TargetDeviceSpecInterface)>;
        /// `getDeviceSpecForDeviceID`: the device with identifier `device_id`, if any.
        fn get_device_spec_for_device_id(self, ctx: &Context, device_id: &str) -> Option<TargetDeviceSpecInterface> = {
            self.get_entries(ctx)
                .into_iter()
                .find(|(id, _)| id == device_id)
                .map(|(_, spec)| spec)
        };
        /// `verifySpec`: checks the specification, reporting at `loc`.
        fn verify_spec(self, ctx: &Context, loc: Location) -> Result<(), VerifyError> = {
            defaults::verify_target_system_spec(ctx, &self.get_entries(ctx), loc)
        };
    }
}

def_interface! {
    /// `DataLayoutTypeInterface`: a type whose size and alignments are given by a data
    /// layout. Each method receives the layout (for recursive queries) and the entries of
    /// the scope's specification keyed by types of the same class.
    pub struct DataLayoutTypeInterface(Type, TypeInterfaceView, type_interface, builtin no_type_model),
        trait DataLayoutTypeInterfaceImpl, model DataLayoutTypeInterfaceModel {
        /// `getTypeSize`: the size of the type in bytes.
        fn get_type_size(self, ctx: &Context, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> TypeSize = {
            self.get_type_size_in_bits(ctx, data_layout, params).div_ceil(8)
        };
        /// `getTypeSizeInBits`: the size of the type in bits.
        fn get_type_size_in_bits(self, ctx: &Context, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> TypeSize;
        /// `getABIAlignment`: the alignment the ABI requires, in bytes.
        fn get_abi_alignment(self, ctx: &Context, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> u64;
        /// `getPreferredAlignment`: the preferred alignment, in bytes.
        fn get_preferred_alignment(self, ctx: &Context, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> u64 = {
            self.get_abi_alignment(ctx, data_layout, params)
        };
        /// `getIndexBitwidth`: the bit width of index computations for a pointer-like
        /// type; none for other types.
        fn get_index_bitwidth(self, ctx: &Context, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> Option<u64> = { None };
        /// `areCompatible`: whether the entries `new_layout` may be nested in a scope with
        /// the entries `old_layout`; `new_spec` and `identified` (the identifier entries
        /// combined so far) give the rest of the combined specification.
        fn are_compatible(
            self,
            ctx: &Context,
            old_layout: &[DataLayoutEntryInterface],
            new_layout: &[DataLayoutEntryInterface],
            new_spec: DataLayoutSpecInterface,
            identified: &[(String, DataLayoutEntryInterface)],
        ) -> bool = { true };
        /// `verifyEntries`: checks the entries given for this type class, reporting at
        /// `loc`.
        fn verify_entries(self, ctx: &Context, entries: &[DataLayoutEntryInterface], loc: Location) -> Result<(), VerifyError> = { Ok(()) };
    }
}

fn no_type_model<M: ?Sized>(_: &Context, _: Type) -> Option<&'static M> {
    None
}

op_interface! {
    /// `DataLayoutOpInterface`: an op that may carry a data layout specification for what
    /// it contains. The static methods answer the queries of a [`DataLayout`] scoped at
    /// the op from the relevant entries; their defaults are MLIR's (`None` where MLIR
    /// reports a fatal error: a type with no layout information).
    pub struct DataLayoutOpInterface, trait DataLayoutOpInterfaceImpl, model DataLayoutOpInterfaceModel {
        /// `getDataLayoutSpec`: the op's data layout specification, if it has one.
        fn get_data_layout_spec(self, ctx: &Context) -> Option<DataLayoutSpecInterface>;
        /// `getTargetSystemSpec`: the op's target system specification, if it has one.
        fn get_target_system_spec(self, ctx: &Context) -> Option<TargetSystemSpecInterface>;
    }
    static {
        /// `getTypeSize`: the size of `ty` in bytes.
        fn get_type_size(ctx: &Context, ty: Type, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> Option<TypeSize> = {
            Some(Self::get_type_size_in_bits(ctx, ty, data_layout, params)?.div_ceil(8))
        };
        /// `getTypeSizeInBits`: the size of `ty` in bits.
        fn get_type_size_in_bits(ctx: &Context, ty: Type, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> Option<TypeSize> = {
            defaults::type_size_in_bits(ctx, ty, data_layout, params)
        };
        /// `getTypeABIAlignment`: the alignment the ABI requires for `ty`, in bytes.
        fn get_type_abi_alignment(ctx: &Context, ty: Type, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> Option<u64> = {
            defaults::abi_alignment(ctx, ty, data_layout, params)
        };
        /// `getTypePreferredAlignment`: the preferred alignment of `ty`, in bytes.
        fn get_type_preferred_alignment(ctx: &Context, ty: Type, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> Option<u64> = {
            defaults::preferred_alignment(ctx, ty, data_layout, params)
        };
        /// `getIndexBitwidth`: the bit width of index computations for `ty`.
        fn get_index_bitwidth(ctx: &Context, ty: Type, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> Option<u64> = {
            defaults::index_bitwidth(ctx, ty, data_layout, params)
        };
        /// `getEndianness`: the endianness given by `entry`.
        fn get_endianness(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            defaults::entry_value(ctx, entry)
        };
        /// `getDefaultMemorySpace`: the default memory space given by `entry`.
        fn get_default_memory_space(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            defaults::entry_value(ctx, entry)
        };
        /// `getAllocaMemorySpace`: the memory space of allocas given by `entry`.
        fn get_alloca_memory_space(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            defaults::entry_value(ctx, entry)
        };
        /// `getManglingMode`: the mangling mode given by `entry`.
        fn get_mangling_mode(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            defaults::entry_value(ctx, entry)
        };
        /// `getProgramMemorySpace`: the memory space of code given by `entry`.
        fn get_program_memory_space(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            defaults::entry_value(ctx, entry)
        };
        /// `getGlobalMemorySpace`: the memory space of globals given by `entry`.
        fn get_global_memory_space(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            defaults::entry_value(ctx, entry)
        };
        /// `getStackAlignment`: the natural stack alignment in bits given by `entry`
        /// (0 when unknown).
        fn get_stack_alignment(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> u64 = {
            defaults::stack_alignment(ctx, entry)
        };
        /// `getFunctionPointerAlignment`: the function pointer alignment given by `entry`.
        fn get_function_pointer_alignment(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            defaults::entry_value(ctx, entry)
        };
        /// `getLegalIntWidths`: the legal integer widths given by `entry`.
        fn get_legal_int_widths(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            defaults::entry_value(ctx, entry)
        };
        /// `getDevicePropertyValue`: the value of a device property given by `entry`.
        fn get_device_property_value(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            defaults::entry_value(ctx, entry)
        };
    }
}

impl DataLayoutOpInterface {
    /// The interface verifier: [`defaults::verify_data_layout_op`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "DataLayoutOpInterface",
        verify: defaults::verify_data_layout_op,
        with_regions: false,
    };
}
