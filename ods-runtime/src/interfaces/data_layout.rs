//! MLIR's data layout (`DataLayoutInterfaces.td`/`.h`/`.cpp`): the interfaces of layout
//! specifications, of the ops scoping them and of the types laid out by them, MLIR's
//! default answers and verifiers, and [`DataLayout`], the queries at an op
//! (`DataLayout::closest`), which consult the scope's `DataLayoutOpInterface`, the entries of
//! the combined specification, each type's `DataLayoutTypeInterface` and MLIR's defaults, as
//! upstream's `DataLayout` does; with the runtime's own implementation of the interfaces, the
//! DLTI dialect's `#dlti.dl_spec`/`#dlti.dl_entry` attributes ([`DataLayoutSpecAttr`],
//! [`DataLayoutEntryAttr`]), whose identifiers are in [`dlti`].
//!
//! The interfaces' default methods answer with MLIR's defaults, the defaults query the
//! interfaces and the layout, and the interfaces find the DLTI attributes' models among the
//! runtime's own, so these are one module (as upstream's `DataLayoutInterfaces.cpp` holds
//! the interfaces' defaults and `DataLayout` together).

pub mod dlti;

use crate::Context;
use crate::asm::printer::Printer;
use crate::attributes::{AttrKind, Attribute, Scalar};
use crate::dialect_storage::DialectParams;
use crate::iface_macro::def_interface;
use crate::interfaces::op_interface;
use crate::ir::OpId;
use crate::location::Location;
use crate::op_error::VerifyError;
use crate::types::{Signedness, Type, TypeKind};

use dlti::{
    ALLOCA_MEMORY_SPACE_KEY, DEFAULT_MEMORY_SPACE_KEY, ENDIANNESS_BIG, ENDIANNESS_KEY,
    ENDIANNESS_LITTLE, FUNCTION_POINTER_ALIGNMENT_KEY, GLOBAL_MEMORY_SPACE_KEY,
    LEGAL_INT_WIDTHS_KEY, MANGLING_MODE_KEY, PROGRAM_MEMORY_SPACE_KEY, STACK_ALIGNMENT_KEY,
};

/// MLIR's default bit width of `index`.
pub const DEFAULT_INDEX_BITWIDTH: u32 = 64;

/// The key of a layout entry (MLIR's `DataLayoutEntryKey`): a type or an identifier.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DataLayoutEntryKey {
    /// A type (the entry applies to its class).
    Type(Type),
    /// An identifier (`"dlti.endianness"`).
    Id(String),
}

/// A size (LLVM's `TypeSize`): a known minimum, scaled at run time for scalable vectors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypeSize {
    /// The known minimum size.
    pub known_min: u64,
    /// Whether the size is a multiple of the run-time vector scale.
    pub scalable: bool,
}

impl TypeSize {
    /// A fixed size.
    pub fn fixed(size: u64) -> Self {
        TypeSize {
            known_min: size,
            scalable: false,
        }
    }

    /// `divideCeil`: the known minimum divided by `d`, rounded up, still scalable if this
    /// is.
    pub fn div_ceil(self, d: u64) -> Self {
        TypeSize {
            known_min: self.known_min.div_ceil(d),
            scalable: self.scalable,
        }
    }

    /// The size when it is fixed.
    pub fn fixed_value(self) -> Option<u64> {
        (!self.scalable).then_some(self.known_min)
    }
}

/// Layout queries in a scope (MLIR's `DataLayout`): the combined specification of the
/// scope op and its ancestors, the scope's target system specification, and the scope's
/// `DataLayoutOpInterface`, whose static methods answer (MLIR's defaults unless the op
/// overrides them). Without a scope every query answers MLIR's defaults.
#[derive(Clone, Debug, Default)]
pub struct DataLayout {
    spec: Option<DataLayoutSpecInterface>,
    target_system: Option<TargetSystemSpecInterface>,
    scope: Option<DataLayoutOpInterface>,
}

impl DataLayout {
    /// The layout with no scope (MLIR's `DataLayout()`): MLIR's defaults.
    pub fn new() -> Self {
        Self::default()
    }

    /// The layout scoped at `op` (MLIR's `DataLayout(op)`): its specification combined
    /// with those of its enclosing ops; none when they do not combine (the op's verifier
    /// reports it).
    pub fn for_op(ctx: &Context, op: DataLayoutOpInterface) -> Option<Self> {
        let spec = combined_layout(ctx, op).ok()?;
        let module = if is_module(ctx, op.op()) {
            Some(op.op())
        } else {
            let mut parent = ctx.op(op.op()).parent_op();
            while let Some(p) = parent {
                if is_module(ctx, p) {
                    break;
                }
                parent = ctx.op(p).parent_op();
            }
            parent
        };
        let target_system = module
            .and_then(|m| DataLayoutOpInterface::cast(ctx, m))
            .and_then(|m| m.get_target_system_spec(ctx));
        Some(DataLayout {
            spec,
            target_system,
            scope: Some(op),
        })
    }

    /// `DataLayout::closest`: the layout of the nearest of `op` and its ancestors that
    /// implements `DataLayoutOpInterface` (`builtin.module` does); the default layout
    /// when there is none; none when the specifications do not combine.
    pub fn closest(ctx: &Context, op: OpId) -> Option<Self> {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if let Some(iface) = DataLayoutOpInterface::cast(ctx, o) {
                return Self::for_op(ctx, iface);
            }
            cur = ctx.op(o).parent_op();
        }
        Some(Self::new())
    }

    /// The combined specification of the scope, if any.
    pub fn spec(&self) -> Option<DataLayoutSpecInterface> {
        self.spec
    }

    /// The scope op, if any.
    pub fn scope(&self) -> Option<DataLayoutOpInterface> {
        self.scope
    }

    fn entries_for(&self, ctx: &Context, ty: Type) -> Vec<DataLayoutEntryInterface> {
        self.spec
            .map(|s| s.get_spec_for_type(ctx, ty))
            .unwrap_or_default()
    }

    fn entry_for(
        &self,
        ctx: &Context,
        key: impl Fn(DataLayoutSpecInterface) -> String,
    ) -> Option<DataLayoutEntryInterface> {
        let spec = self.spec?;
        spec.get_spec_for_identifier(ctx, &key(spec))
    }

    /// `getTypeSize`: the size of `ty` in bytes; none for a type with no layout.
    pub fn type_size(&self, ctx: &Context, ty: Type) -> Option<TypeSize> {
        let params = self.entries_for(ctx, ty);
        match self.scope {
            Some(s) => s.get_type_size(ctx, ty, self, &params),
            None => Some(type_size_in_bits(ctx, ty, self, &params)?.div_ceil(8)),
        }
    }

    /// `getTypeSizeInBits`: the size of `ty` in bits; none for a type with no layout.
    pub fn type_size_in_bits(&self, ctx: &Context, ty: Type) -> Option<TypeSize> {
        let params = self.entries_for(ctx, ty);
        match self.scope {
            Some(s) => s.get_type_size_in_bits(ctx, ty, self, &params),
            None => type_size_in_bits(ctx, ty, self, &params),
        }
    }

    /// `getTypeABIAlignment`: the alignment the ABI requires for `ty`, in bytes.
    pub fn type_abi_alignment(&self, ctx: &Context, ty: Type) -> Option<u64> {
        let params = self.entries_for(ctx, ty);
        match self.scope {
            Some(s) => s.get_type_abi_alignment(ctx, ty, self, &params),
            None => abi_alignment(ctx, ty, self, &params),
        }
    }

    /// `getTypePreferredAlignment`: the preferred alignment of `ty`, in bytes.
    pub fn type_preferred_alignment(&self, ctx: &Context, ty: Type) -> Option<u64> {
        let params = self.entries_for(ctx, ty);
        match self.scope {
            Some(s) => s.get_type_preferred_alignment(ctx, ty, self, &params),
            None => preferred_alignment(ctx, ty, self, &params),
        }
    }

    /// `getTypeIndexBitwidth`: the bit width of index computations for `ty` (`index`
    /// and pointer-like types); none for other types.
    pub fn type_index_bitwidth(&self, ctx: &Context, ty: Type) -> Option<u64> {
        let params = self.entries_for(ctx, ty);
        match self.scope {
            Some(s) => s.get_index_bitwidth(ctx, ty, self, &params),
            None => index_bitwidth(ctx, ty, self, &params),
        }
    }

    /// The bit width of `index` (64 unless the specification says otherwise).
    pub fn index_bitwidth(&self, ctx: &Context) -> u64 {
        self.type_index_bitwidth(ctx, Type::index(ctx))
            .unwrap_or(u64::from(DEFAULT_INDEX_BITWIDTH))
    }

    fn identified(
        &self,
        ctx: &Context,
        key: impl Fn(DataLayoutSpecInterface) -> String,
        scoped: impl Fn(DataLayoutOpInterface, Option<DataLayoutEntryInterface>) -> Option<Attribute>,
    ) -> Option<Attribute> {
        let entry = self.entry_for(ctx, key);
        match self.scope {
            Some(s) => scoped(s, entry),
            None => entry_value(ctx, entry),
        }
    }

    /// `getEndianness`: the endianness (none: MLIR's null attribute, the default).
    pub fn endianness(&self, ctx: &Context) -> Option<Attribute> {
        self.identified(
            ctx,
            |s| s.get_endianness_identifier(ctx),
            |o, e| o.get_endianness(ctx, e),
        )
    }

    /// `getDefaultMemorySpace`: the default memory space (none: the default).
    pub fn default_memory_space(&self, ctx: &Context) -> Option<Attribute> {
        self.identified(
            ctx,
            |s| s.get_default_memory_space_identifier(ctx),
            |o, e| o.get_default_memory_space(ctx, e),
        )
    }

    /// `getAllocaMemorySpace`: the memory space of allocas (none: the default).
    pub fn alloca_memory_space(&self, ctx: &Context) -> Option<Attribute> {
        self.identified(
            ctx,
            |s| s.get_alloca_memory_space_identifier(ctx),
            |o, e| o.get_alloca_memory_space(ctx, e),
        )
    }

    /// `getManglingMode`: the mangling mode (none: the default).
    pub fn mangling_mode(&self, ctx: &Context) -> Option<Attribute> {
        self.identified(
            ctx,
            |s| s.get_mangling_mode_identifier(ctx),
            |o, e| o.get_mangling_mode(ctx, e),
        )
    }

    /// `getProgramMemorySpace`: the memory space of code (none: the default).
    pub fn program_memory_space(&self, ctx: &Context) -> Option<Attribute> {
        self.identified(
            ctx,
            |s| s.get_program_memory_space_identifier(ctx),
            |o, e| o.get_program_memory_space(ctx, e),
        )
    }

    /// `getGlobalMemorySpace`: the memory space of globals (none: the default).
    pub fn global_memory_space(&self, ctx: &Context) -> Option<Attribute> {
        self.identified(
            ctx,
            |s| s.get_global_memory_space_identifier(ctx),
            |o, e| o.get_global_memory_space(ctx, e),
        )
    }

    /// `getFunctionPointerAlignment`: the function pointer alignment (none: unknown).
    pub fn function_pointer_alignment(&self, ctx: &Context) -> Option<Attribute> {
        self.identified(
            ctx,
            |s| s.get_function_pointer_alignment_identifier(ctx),
            |o, e| o.get_function_pointer_alignment(ctx, e),
        )
    }

    /// `getLegalIntWidths`: the legal integer widths (none: unknown).
    pub fn legal_int_widths(&self, ctx: &Context) -> Option<Attribute> {
        self.identified(
            ctx,
            |s| s.get_legal_int_widths_identifier(ctx),
            |o, e| o.get_legal_int_widths(ctx, e),
        )
    }

    /// `getStackAlignment`: the natural stack alignment in bits (0: unknown).
    pub fn stack_alignment(&self, ctx: &Context) -> u64 {
        let entry = self.entry_for(ctx, |s| s.get_stack_alignment_identifier(ctx));
        match self.scope {
            Some(s) => s.get_stack_alignment(ctx, entry),
            None => stack_alignment(ctx, entry),
        }
    }

    /// `getDevicePropertyValue`: the property `name` of the device `device_id` of the
    /// target system specification, if given.
    pub fn device_property_value(
        &self,
        ctx: &Context,
        device_id: &str,
        name: &str,
    ) -> Option<Attribute> {
        let entry = self
            .target_system
            .and_then(|t| t.get_device_spec_for_device_id(ctx, device_id))
            .and_then(|d| d.get_spec_for_identifier(ctx, name));
        match self.scope {
            Some(s) => s.get_device_property_value(ctx, entry),
            None => entry_value(ctx, entry),
        }
    }
}

// ----- the interfaces -----------------------------------------------------------------------
// The data layout interfaces of MLIR's `DataLayoutInterfaces.td`, with upstream's names
// and methods in Rust form: the attribute interfaces of layout specifications, their
// entries and target descriptions, the op interface of layout scopes and the type
// interface of types with a layout. Upstream's `FailureOr`/null results are `Option`s,
// `LogicalResult`s are `Result<(), VerifyError>`, identifiers (`StringAttr`) are strings,
// entry lists are slices of entries and `TypeSize` is [`TypeSize`].

fn no_attr_model<M: ?Sized>(_: &Context, _: Attribute) -> Option<&'static M> {
    None
}

def_interface! {
    /// `DLTIQueryInterface`: an attribute answering data layout queries by key.
    pub struct DLTIQueryInterface(Attribute, AttrInterfaceView, attr, builtin query_model),
        trait DLTIQueryInterfaceImpl, model DLTIQueryInterfaceModel {
        /// `query`: the value of the entry with `key`, if there is one.
        fn query(self, ctx: &Context, key: &DataLayoutEntryKey) -> Option<Attribute>;
    }
}

def_interface! {
    /// `DataLayoutEntryInterface`: one entry of a data layout specification, a key (a type
    /// or an identifier) and its value.
    pub struct DataLayoutEntryInterface(Attribute, AttrInterfaceView, attr, builtin entry_model),
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
    pub struct DataLayoutSpecInterface(Attribute, AttrInterfaceView, attr, builtin spec_model),
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
            filter_entries_for_type(ctx, &self.get_entries(ctx), ty)
        };
        /// `getSpecForIdentifier`: the entry whose key is `identifier`, if any.
        fn get_spec_for_identifier(self, ctx: &Context, identifier: &str) -> Option<DataLayoutEntryInterface> = {
            filter_entry_for_identifier(ctx, &self.get_entries(ctx), identifier)
        };
        /// `verifySpec`: checks the specification, reporting at `loc`.
        fn verify_spec(self, ctx: &Context, loc: Location) -> Result<(), VerifyError> = {
            verify_data_layout_spec(ctx, &self.get_entries(ctx), loc)
        };
    }
}

def_interface! {
    /// `TargetDeviceSpecInterface`: the specification of one target device, a list of
    /// entries keyed by identifiers.
    pub struct TargetDeviceSpecInterface(Attribute, AttrInterfaceView, attr, builtin no_attr_model),
        trait TargetDeviceSpecInterfaceImpl, model TargetDeviceSpecInterfaceModel {
        /// `getEntries`: the entries of the specification.
        fn get_entries(self, ctx: &Context) -> Vec<DataLayoutEntryInterface>;
        /// `getSpecForIdentifier`: the entry whose key is `identifier`, if any.
        fn get_spec_for_identifier(self, ctx: &Context, identifier: &str) -> Option<DataLayoutEntryInterface> = {
            filter_entry_for_identifier(ctx, &self.get_entries(ctx), identifier)
        };
        /// `verifyEntry`: checks the specification, reporting at `loc`.
        fn verify_entry(self, ctx: &Context, loc: Location) -> Result<(), VerifyError> = { Ok(()) };
    }
}

def_interface! {
    /// `TargetSystemSpecInterface`: the specification of a target system, its devices by
    /// identifier.
    pub struct TargetSystemSpecInterface(Attribute, AttrInterfaceView, attr, builtin no_attr_model),
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
            verify_target_system_spec(ctx, &self.get_entries(ctx), loc)
        };
    }
}

def_interface! {
    /// `DataLayoutTypeInterface`: a type whose size and alignments are given by a data
    /// layout. Each method receives the layout (for recursive queries) and the entries of
    /// the scope's specification keyed by types of the same class.
    pub struct DataLayoutTypeInterface(Type, TypeInterfaceView, ty, builtin no_type_model),
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
            type_size_in_bits(ctx, ty, data_layout, params)
        };
        /// `getTypeABIAlignment`: the alignment the ABI requires for `ty`, in bytes.
        fn get_type_abi_alignment(ctx: &Context, ty: Type, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> Option<u64> = {
            abi_alignment(ctx, ty, data_layout, params)
        };
        /// `getTypePreferredAlignment`: the preferred alignment of `ty`, in bytes.
        fn get_type_preferred_alignment(ctx: &Context, ty: Type, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> Option<u64> = {
            preferred_alignment(ctx, ty, data_layout, params)
        };
        /// `getIndexBitwidth`: the bit width of index computations for `ty`.
        fn get_index_bitwidth(ctx: &Context, ty: Type, data_layout: &DataLayout, params: &[DataLayoutEntryInterface]) -> Option<u64> = {
            index_bitwidth(ctx, ty, data_layout, params)
        };
        /// `getEndianness`: the endianness given by `entry`.
        fn get_endianness(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            entry_value(ctx, entry)
        };
        /// `getDefaultMemorySpace`: the default memory space given by `entry`.
        fn get_default_memory_space(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            entry_value(ctx, entry)
        };
        /// `getAllocaMemorySpace`: the memory space of allocas given by `entry`.
        fn get_alloca_memory_space(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            entry_value(ctx, entry)
        };
        /// `getManglingMode`: the mangling mode given by `entry`.
        fn get_mangling_mode(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            entry_value(ctx, entry)
        };
        /// `getProgramMemorySpace`: the memory space of code given by `entry`.
        fn get_program_memory_space(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            entry_value(ctx, entry)
        };
        /// `getGlobalMemorySpace`: the memory space of globals given by `entry`.
        fn get_global_memory_space(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            entry_value(ctx, entry)
        };
        /// `getStackAlignment`: the natural stack alignment in bits given by `entry`
        /// (0 when unknown).
        fn get_stack_alignment(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> u64 = {
            stack_alignment(ctx, entry)
        };
        /// `getFunctionPointerAlignment`: the function pointer alignment given by `entry`.
        fn get_function_pointer_alignment(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            entry_value(ctx, entry)
        };
        /// `getLegalIntWidths`: the legal integer widths given by `entry`.
        fn get_legal_int_widths(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            entry_value(ctx, entry)
        };
        /// `getDevicePropertyValue`: the value of a device property given by `entry`.
        fn get_device_property_value(ctx: &Context, entry: Option<DataLayoutEntryInterface>) -> Option<Attribute> = {
            entry_value(ctx, entry)
        };
    }
}

impl DataLayoutOpInterface {
    /// The interface verifier: [`verify_data_layout_op`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "DataLayoutOpInterface",
        verify: verify_data_layout_op,
        with_regions: false,
    };
}

// ----- MLIR's defaults and verifiers --------------------------------------------------------
// MLIR's default answers to data layout queries (`mlir::detail::getDefault*` in
// upstream's `DataLayoutInterfaces.cpp`), the entry filters, and the verifiers of
// specifications and of ops carrying them.

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
type Buckets = (
    Vec<Vec<DataLayoutEntryInterface>>,
    Vec<(String, DataLayoutEntryInterface)>,
);

/// See [`Buckets`].
fn bucket_entries(ctx: &Context, entries: &[DataLayoutEntryInterface]) -> Buckets {
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
            verify_dlti_entry(ctx, *entry, loc)?;
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
fn is_module(ctx: &Context, op: OpId) -> bool {
    ctx.op_name(ctx.op(op).name()).as_str() == "builtin.module"
}

/// `collectParentLayouts`: the specifications of the proper ancestors of `leaf` that
/// implement `DataLayoutOpInterface`, innermost first, with their ops (a top-level module
/// without a specification is skipped, as MLIR skips the parser's implicit module).
fn parent_layouts(ctx: &Context, leaf: OpId) -> Vec<(OpId, Option<DataLayoutSpecInterface>)> {
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
fn combined_layout(
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

// ----- the DLTI attributes ------------------------------------------------------------------
// The DLTI dialect's layout attributes, as the runtime's own: `#dlti.dl_entry<key,
// value>` ([`DataLayoutEntryAttr`], implementing `DataLayoutEntryInterface`) and
// `#dlti.dl_spec<key = value, ...>` ([`DataLayoutSpecAttr`], implementing
// `DataLayoutSpecInterface` and `DLTIQueryInterface`), with the spec combination of
// upstream's `DLTI.cpp` and the checks of its dialect interface on `dlti.*` entries.

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
        Attribute::get_dialect(ctx, "dlti", "dl_entry", DataLayoutEntryAttr { key, value })
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
        let attr = Attribute::get_dialect(
            ctx,
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
            match ctx.attr(*entry).dialect_storage::<DataLayoutEntryAttr>() {
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
        ctx.attr(handle)
            .dialect_storage::<DataLayoutEntryAttr>()
            .map(|e| e.key.clone())
            .expect("the model is only given DLTI entries")
    }
    fn get_value(&self, handle: Attribute, ctx: &Context) -> Attribute {
        ctx.attr(handle)
            .dialect_storage::<DataLayoutEntryAttr>()
            .map(|e| e.value)
            .expect("the model is only given DLTI entries")
    }
    fn verify_entry(&self, _: Attribute, _: &Context, _: Location) -> Result<(), VerifyError> {
        Ok(())
    }
}

/// The runtime's `DataLayoutEntryInterface` model of `#dlti.dl_entry`.
fn entry_model(
    ctx: &Context,
    attr: Attribute,
) -> Option<&'static dyn DataLayoutEntryInterfaceModel> {
    ctx.attr(attr)
        .dialect_storage::<DataLayoutEntryAttr>()
        .map(|_| &EntryModel as &'static dyn DataLayoutEntryInterfaceModel)
}

struct SpecModel;

fn spec_entries(ctx: &Context, spec: Attribute) -> Vec<DataLayoutEntryInterface> {
    ctx.attr(spec)
        .dialect_storage::<DataLayoutSpecAttr>()
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
        ty: Type,
    ) -> Vec<DataLayoutEntryInterface> {
        filter_entries_for_type(ctx, &spec_entries(ctx, handle), ty)
    }
    fn get_spec_for_identifier(
        &self,
        handle: Attribute,
        ctx: &Context,
        identifier: &str,
    ) -> Option<DataLayoutEntryInterface> {
        filter_entry_for_identifier(ctx, &spec_entries(ctx, handle), identifier)
    }
    fn verify_spec(
        &self,
        handle: Attribute,
        ctx: &Context,
        loc: Location,
    ) -> Result<(), VerifyError> {
        DataLayoutSpecAttr::verify(ctx, handle, loc)?;
        verify_data_layout_spec(ctx, &spec_entries(ctx, handle), loc)
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
fn spec_model(ctx: &Context, attr: Attribute) -> Option<&'static dyn DataLayoutSpecInterfaceModel> {
    ctx.attr(attr)
        .dialect_storage::<DataLayoutSpecAttr>()
        .map(|_| &SpecModel as &'static dyn DataLayoutSpecInterfaceModel)
}

/// The runtime's `DLTIQueryInterface` model of `#dlti.dl_spec`.
fn query_model(ctx: &Context, attr: Attribute) -> Option<&'static dyn DLTIQueryInterfaceModel> {
    ctx.attr(attr)
        .dialect_storage::<DataLayoutSpecAttr>()
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
        ctx.attr(Attribute::from(*s))
            .dialect_storage::<DataLayoutSpecAttr>()
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
    let (new_types, new_ids) = bucket_entries(ctx, &spec.get_entries(ctx));
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
            matches!(b[0].get_key(ctx), DataLayoutEntryKey::Type(t) if same_type_class(ctx, t, sample))
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
fn verify_dlti_entry(
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
