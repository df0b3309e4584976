//! The IR that ods-build's generated code targets: context, types, attributes, operations,
//! properties, traits, verification and the textual format.
//!
//! # Layers
//!
//! Every module belongs to one layer and uses only its own layer and those below it: no
//! import goes up a layer, and no cycle of modules lies inside one. `tests/layering.rs`
//! checks the `crate::` paths of every source file against this table, the `Context` methods
//! each file calls, and the module graph (files and inline modules; `crate::`, `super::`,
//! `self::` and child-module paths), failing on any cycle.
//!
//! | Layer | Modules | What they hold |
//! |---|---|---|
//! | 0 | [`asm::lexer`], [`diag`] | tokens, source positions, diagnostics |
//! | 1 | [`handles`], [`types`], [`attributes`], [`location`], [`dialect_storage::boxed`] | uniqued storage: the `Copy` handles of types, attributes, locations and identifiers, the contents behind them (one kind's contents hold handles of another), and the boxed parameters of dialect types and attributes |
//! | 2 | `uniquer`, [`dialect_storage`], [`type_interfaces`], [`ptr_like`], [`shaped_type`], [`tensor_encoding`], [`property_value`], [`resources`], [`asm::parser`], [`asm::printer`] | the uniquer (the arenas behind the handles, shared by a pass manager's threads) and the syntax of what it stores: the textual form of types, attributes and locations, and dialect storage with the parse and print hooks the parser and printer find registered in the uniquer (every diagnostic prints types); the type and attribute interfaces dialect definitions register (the parser asks them whether a type may be a memref or vector element, and has a tensor's encoding verify it); property values; the resources a file carries |
//! | 3 | [`ir`], [`block_splice`], [`listener`], [`builder`], [`op_error`], [`support`], [`common_folders`] | operations, blocks, regions, values, use lists and operation names, with their ids in [`ir::ids`]; moving a block's operations into another block; the change notifications a listener hears; the [`builder::OpBuilder`]; the [`op_error::VerifyError`] hooks return; the helpers generated ops call; the element-wise constant folders dialects share |
//! | 4 | [`registry`], [`traits`], [`interfaces`] | op and dialect definitions with their traits, interfaces and hooks; the standard interfaces |
//! | 5 | [`rewrite`], [`greedy`], [`region_simplify`], [`region_branch_canon`], [`dominance`], [`op_equivalence`], [`asm::op_printer`] | rewrite patterns; folding and the greedy driver; region simplification; the canonicalization patterns of region-branch ops; dominator trees; operation equivalence; the generic and custom operation forms as printed |
//! | 6 | [`verify`], [`pass`], [`transforms`], [`dataflow`] | the verifier driver and the rendering of its errors (which prints operations); passes, their registry and options, textual pipelines, and the pass manager (which verifies after each pass); MLIR's transformation passes (which may run pipelines of their own); the dataflow analyses they run |
//! | 7 | [`asm::op_parser`], [`asm::op_format`], [`asm::format_parse`], [`asm::format_print`], [`asm::prop_form`], [`asm::enum_form`], [`asm::function`], [`bytecode`] | the operation parser: generic and custom forms, whole files; the custom forms declared by `assemblyFormat` (parsed and printed by generated code with the helpers of `format_parse` and `format_print`, from the tables of `op_format`), the textual forms of their property variables and of enums; the custom form of function-like operations; MLIR bytecode, read and written |
//! | 8 | [`builtin_ops`] | the builtin dialect: `builtin.module` with its custom form, and the container the parser wraps a file in |
//! | 9 | [`context`] | the [`Context`] facade composing each layer's store and installing the parser's container |
//!
//! [`Context`] is the facade: every layer names it and adds its methods in an `impl Context`
//! block of its own module (IR mutation in [`ir`], registration and trait queries in
//! [`registry`], canonicalization patterns in [`rewrite`], and so on); [`context`] only
//! composes the layers' stores. Hooks whose types belong to a layer above the one storing
//! them are inverted: the `ir` layer keeps the default populators as function pointers, and
//! an [`registry::OpDefinition`] keeps the custom parser and printer (set in `asm`) and the
//! canonicalization patterns (set in `rewrite`) as type-keyed extensions, and the parser
//! asks the context for the container it wraps a file in, which the context takes from
//! [`builtin_ops`] when it is created. The parameters of a dialect type or attribute are
//! stored boxed, below their syntax: the printer writes them through a hook the uniquer
//! keeps per parameter type (registered the first time a value of that type is uniqued),
//! and the parser through the hooks each dialect registers.

pub mod asm;
pub mod attributes;
pub mod block_splice;
pub mod builder;
pub mod builtin_ops;
pub mod bytecode;
pub mod common_folders;
pub mod context;
pub mod dataflow;
pub mod diag;
pub mod dialect_storage;
pub mod dominance;
pub mod greedy;
pub mod handles;
mod iface_macro;
pub mod interfaces;
pub mod ir;
pub mod listener;
pub mod location;
pub mod op_equivalence;
pub mod op_error;
pub mod pass;
pub mod property_value;
pub mod ptr_like;
pub mod region_branch_canon;
pub mod region_simplify;
pub mod registry;
pub mod resources;
pub mod rewrite;
pub mod shaped_type;
pub mod support;
pub mod tensor_encoding;
pub mod traits;
pub mod transforms;
pub mod type_interfaces;
pub mod types;
mod uniquer;
pub mod verify;

pub use context::Context;
pub use diag::Diagnostic;
pub use handles::{Attribute, Identifier, Location, Type};
