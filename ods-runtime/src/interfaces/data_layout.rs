//! MLIR's data layout (`DataLayoutInterfaces.td`/`.h`/`.cpp`): the interfaces of layout
//! specifications, of the ops scoping them and of the types laid out by them
//! ([`interfaces`]), the DLTI dialect's `#dlti.dl_spec`/`#dlti.dl_entry` attributes
//! ([`dlti`]), MLIR's default answers ([`defaults`]) and [`DataLayout`], the queries at an
//! op (`DataLayout::closest`), which consult the scope's `DataLayoutOpInterface`, the
//! entries of the combined specification, each type's `DataLayoutTypeInterface` and MLIR's
//! defaults, as upstream's `DataLayout` does.

pub mod defaults;
pub mod dlti;

pub mod interfaces;

pub use dlti::{DataLayoutEntryAttr, DataLayoutSpecAttr};
pub use interfaces::*;

use crate::Context;
use crate::attributes::Attribute;
use crate::ir::OpId;
use crate::types::Type;

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
        let spec = defaults::combined_layout(ctx, op).ok()?;
        let module = if defaults::is_module(ctx, op.op()) {
            Some(op.op())
        } else {
            let mut parent = ctx.op(op.op()).parent_op();
            while let Some(p) = parent {
                if defaults::is_module(ctx, p) {
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
            None => Some(defaults::type_size_in_bits(ctx, ty, self, &params)?.div_ceil(8)),
        }
    }

    /// `getTypeSizeInBits`: the size of `ty` in bits; none for a type with no layout.
    pub fn type_size_in_bits(&self, ctx: &Context, ty: Type) -> Option<TypeSize> {
        let params = self.entries_for(ctx, ty);
        match self.scope {
            Some(s) => s.get_type_size_in_bits(ctx, ty, self, &params),
            None => defaults::type_size_in_bits(ctx, ty, self, &params),
        }
    }

    /// `getTypeABIAlignment`: the alignment the ABI requires for `ty`, in bytes.
    pub fn type_abi_alignment(&self, ctx: &Context, ty: Type) -> Option<u64> {
        let params = self.entries_for(ctx, ty);
        match self.scope {
            Some(s) => s.get_type_abi_alignment(ctx, ty, self, &params),
            None => defaults::abi_alignment(ctx, ty, self, &params),
        }
    }

    /// `getTypePreferredAlignment`: the preferred alignment of `ty`, in bytes.
    pub fn type_preferred_alignment(&self, ctx: &Context, ty: Type) -> Option<u64> {
        let params = self.entries_for(ctx, ty);
        match self.scope {
            Some(s) => s.get_type_preferred_alignment(ctx, ty, self, &params),
            None => defaults::preferred_alignment(ctx, ty, self, &params),
        }
    }

    /// `getTypeIndexBitwidth`: the bit width of index computations for `ty` (`index`
    /// and pointer-like types); none for other types.
    pub fn type_index_bitwidth(&self, ctx: &Context, ty: Type) -> Option<u64> {
        let params = self.entries_for(ctx, ty);
        match self.scope {
            Some(s) => s.get_index_bitwidth(ctx, ty, self, &params),
            None => defaults::index_bitwidth(ctx, ty, self, &params),
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
            None => defaults::entry_value(ctx, entry),
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
            None => defaults::stack_alignment(ctx, entry),
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
            None => defaults::entry_value(ctx, entry),
        }
    }
}
