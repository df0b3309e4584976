//! The DLTI dialect's identifiers (upstream's `DLTIBase.td`): the discardable attribute a
//! scope's layout specification is held in and the keys of the `dlti.*` entries. The
//! dialect's attributes, `#dlti.dl_spec` and `#dlti.dl_entry`, are the runtime's own
//! implementation of the data layout interfaces, in the parent module.

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
