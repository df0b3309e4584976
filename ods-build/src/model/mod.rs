//! The ODS model: what a spec means, independent of how it was written (TableGen or YAML).
//!
//! [`Spec`] is the root: dialects, operators, enums, type and attribute definitions. Every
//! item keeps the [`Loc`] it was defined at, and [`Spec::validate`] checks the ODS rules
//! (names, variadic segments, defaults, trait requirements, ...) with those locations.
//! The whole model is serde-serializable; the YAML mirror is its serde form.
//!
//! [`cpp_types`] maps the C++ types MLIR specs write to Rust; validation parses every code
//! block as Rust (`code`).

pub(crate) mod code;
pub(crate) mod constraint;
pub mod cpp_types;
pub(crate) mod method_names;
pub mod pattern;
pub(crate) mod stub;
mod validate;

pub use constraint::{Pred, RegionConstraint, SuccessorConstraint, TypeConstraint};
pub use pattern::Pattern;

/// The class name of an op, type or attribute def: the def name minus the dialect prefix
/// (up to the first `_`), as MLIR's C++ class names are written.
pub fn strip_dialect_prefix(def_name: &str) -> String {
    match def_name.split_once('_') {
        Some((_, rest)) if !rest.is_empty() => rest.to_string(),
        _ => def_name.to_string(),
    }
}

/// What one entry of an op's `arguments` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArgKind {
    /// The next of [`Operator::operands`].
    Operand,
    /// The next stored attribute of [`Operator::attributes`].
    Attribute,
    /// The next of [`Operator::properties`].
    Property,
}

use serde::{Deserialize, Serialize};

use crate::diag::Loc;

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_empty(s: &str) -> bool {
    s.is_empty()
}

/// Everything one spec file defines.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spec {
    /// Dialects, in definition order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dialects: Vec<Dialect>,
    /// Operations, in definition order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ops: Vec<Operator>,
    /// Enums, in definition order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub enums: Vec<EnumDef>,
    /// Type definitions, in definition order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub typedefs: Vec<AttrOrTypeDef>,
    /// Attribute definitions, in definition order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attrdefs: Vec<AttrOrTypeDef>,
    /// Op, attribute and type interfaces the spec defines or its definitions use, bases
    /// before the interfaces deriving from them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub interfaces: Vec<Interface>,
    /// Declarative rewrite rules (`Pat`, `Pattern`) of the main file, in definition order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub patterns: Vec<Pattern>,
    /// Definitions of other dialects that the generated items use (an op argument of
    /// another dialect's enum attribute), which this spec does not generate: the generated
    /// code names them in the crate `Config::external_dialect` gives for their dialect.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub foreign_uses: Vec<ForeignUse>,
    /// Type constraints with a `cppFunctionName`: each is generated as a standalone
    /// function (mlir-tblgen's `-gen-type-constraint-decls`), `fn(&Context, Type) -> bool`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub constraint_fns: Vec<ConstraintFn>,
    /// What `Config::stub_foreign_code` (a measurement mode) replaced because it was C++:
    /// one line per code block, type or field, located in the spec. Always empty otherwise.
    /// Not part of the YAML mirror.
    #[serde(skip)]
    pub stubbed: Vec<String>,
}

/// A standalone constraint function (`cppFunctionName` of a `TypeConstraint`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConstraintFn {
    /// The function name as the spec writes it (`isWasmNumericType`); generated snake-cased.
    pub name: String,
    /// The constraint it checks.
    pub constraint: TypeConstraint,
    /// Where the constraint is defined.
    pub loc: Loc,
}

/// A definition of another dialect used by what a spec generates (see
/// [`Spec::foreign_uses`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ForeignUse {
    /// The dialect's name (`arith`).
    pub dialect: String,
    /// The Rust path of the definition inside the crate that generates that dialect
    /// (`FastMathFlags` for an enum, `arith::FastMathFlagsAttr` for an attribute).
    pub item: String,
    /// The first place that uses it.
    pub loc: Loc,
}

/// What implements an interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InterfaceKind {
    /// Operations (`OpInterface`).
    #[default]
    Op,
    /// Attribute definitions (`AttrInterface`).
    Attr,
    /// Type definitions (`TypeInterface`).
    Type,
}

impl InterfaceKind {
    /// The TableGen class of interfaces of this kind.
    pub fn class(self) -> &'static str {
        match self {
            InterfaceKind::Op => "OpInterface",
            InterfaceKind::Attr => "AttrInterface",
            InterfaceKind::Type => "TypeInterface",
        }
    }

    fn is_op(&self) -> bool {
        *self == InterfaceKind::Op
    }
}

/// An op, attribute or type interface (`OpInterface`, `AttrInterface`, `TypeInterface`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Interface {
    /// The TableGen def name.
    pub def_name: String,
    /// The interface name (`cppInterfaceName`): the Rust name of its view.
    pub name: String,
    /// What implements it: ops (the default), attributes or types.
    #[serde(default, skip_serializing_if = "InterfaceKind::is_op")]
    pub kind: InterfaceKind,
    /// Long description (markdown).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub description: String,
    /// Methods, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub methods: Vec<InterfaceMethod>,
    /// The verifier's Rust statements (`verify`), empty when there is none.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub verify: String,
    /// `verifyWithRegions`: the verifier runs after the nested operations verified.
    #[serde(default, skip_serializing_if = "is_false")]
    pub verify_with_regions: bool,
    /// Rust items added to the view (`extraClassDeclaration`).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub extra_class_declaration: String,
    /// The names of the interfaces it derives from (`baseInterfaces`), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub base_interfaces: Vec<String>,
    /// The Rust module holding the interface when ods-build does not generate it
    /// (`rustModule`: the runtime's standard interfaces).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rust_module: Option<String>,
    /// The dialect (its name) whose namespace the interface is declared in, when that is
    /// another dialect's that the spec includes without generating it: the interface is
    /// then not generated, but named in the crate `Config::external_dialect` gives.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foreign_dialect: Option<String>,
    /// The Rust path of the crate holding a foreign interface, resolved from
    /// `Config::external_dialect` when rendering (not part of the spec).
    #[serde(skip)]
    pub external_path: Option<String>,
    /// The names of its implementation and model traits when they are not `{name}Impl`
    /// and `{name}Model`: numbered when rendering, where an enum or another interface of
    /// the generated file is named so (not part of the spec).
    #[serde(skip)]
    pub trait_names: Option<(String, String)>,
    /// Where it was defined.
    pub loc: Loc,
}

impl Interface {
    /// The Rust path of the interface's view.
    pub fn rust_path(&self) -> String {
        self.item_path(&self.name)
    }

    /// The Rust path of an item `item` beside the view (its traits).
    fn item_path(&self, item: &str) -> String {
        match (&self.rust_module, &self.external_path) {
            (Some(m), _) | (None, Some(m)) => format!("{m}::{item}"),
            (None, None) => item.to_string(),
        }
    }

    /// The name of its implementation trait (`{name}Impl`, or numbered).
    pub fn impl_trait(&self) -> String {
        self.trait_names
            .as_ref()
            .map_or_else(|| format!("{}Impl", self.name), |(i, _)| i.clone())
    }

    /// The name of its model trait (`{name}Model`, or numbered).
    pub fn model_trait(&self) -> String {
        self.trait_names
            .as_ref()
            .map_or_else(|| format!("{}Model", self.name), |(_, m)| m.clone())
    }

    /// The Rust path of its implementation trait.
    pub fn impl_path(&self) -> String {
        self.item_path(&self.impl_trait())
    }

    /// Whether this spec generates the interface: it is neither the runtime's nor another
    /// dialect's.
    pub fn is_generated(&self) -> bool {
        self.rust_module.is_none() && self.foreign_dialect.is_none()
    }
}

/// What a memory effect does (the runtime's `MemoryEffect`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EffectKind {
    /// `MemAlloc`.
    Allocate,
    /// `MemFree`.
    Free,
    /// `MemRead`.
    Read,
    /// `MemWrite`.
    Write,
}

/// A memory effect of an op (`MemoryEffects<[...]>`) or of an operand or result (a
/// decorator of its `Arg`/`Res`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Effect {
    /// What it does.
    pub effect: EffectKind,
    /// The resource's name.
    pub resource: String,
    /// Its stage (lower happens first).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub stage: i64,
    /// It covers the whole resource (`FullEffect`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub full: bool,
}

fn is_zero(v: &i64) -> bool {
    *v == 0
}

/// A method of an interface (`InterfaceMethod`, `StaticInterfaceMethod`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InterfaceMethod {
    /// The method name as the spec writes it (`getCallee`).
    pub name: String,
    /// What it does.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub description: String,
    /// The Rust return type, `()` for `void`.
    pub return_type: String,
    /// Parameters, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub params: Vec<BuilderParam>,
    /// The body every op shares (`methodBody`), empty when there is none.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub body: String,
    /// The default body an op may replace (`defaultImplementation`).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub default_body: String,
    /// `StaticInterfaceMethod`: called without an op.
    #[serde(default, skip_serializing_if = "is_false")]
    pub is_static: bool,
}

impl InterfaceMethod {
    /// Whether each op writes this method itself: it has neither a body nor a default.
    pub fn is_required(&self) -> bool {
        self.body.trim().is_empty() && self.default_body.trim().is_empty()
    }

    /// Whether the method changes the IR: it returns nothing, so it takes `&mut Context`;
    /// a method returning a value, or reporting its answers through a callback parameter
    /// (`&mut dyn FnMut(...)`, as the `infer...` methods do), is a query and takes
    /// `&Context`.
    pub fn mutates(&self) -> bool {
        self.returns_nothing() && !self.reports_through_callback()
    }

    /// Whether the method returns nothing (`()`).
    pub fn returns_nothing(&self) -> bool {
        self.return_type.trim() == "()"
    }

    /// Whether a parameter is a callback the method reports its answers through.
    pub fn reports_through_callback(&self) -> bool {
        self.params.iter().any(|p| {
            let ty: String = p.rust_type.chars().filter(|c| !c.is_whitespace()).collect();
            ty.starts_with("&mutdynFnMut(")
        })
    }

    /// Whether the method's first parameter is the runtime's builder (`OpBuilder &`, as
    /// `reifyResultShapes` takes it): the method then takes that builder in place of the
    /// context (the builder owns the borrow of the context and may create ops).
    pub fn takes_builder(&self) -> bool {
        self.params.first().is_some_and(|p| {
            let ty: String = p.rust_type.chars().filter(|c| !c.is_whitespace()).collect();
            ty == "&mut::ods_runtime::builder::OpBuilder<'_>"
        })
    }
}

/// A dialect (`Dialect`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dialect {
    /// The TableGen def name (`Test_Dialect`).
    pub def_name: String,
    /// The dialect namespace in op names (`test`).
    pub name: String,
    /// The Rust module the dialect's items live in (from `cppNamespace`).
    pub module: String,
    /// One-line summary.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub summary: String,
    /// Long description (markdown).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub description: String,
    /// Names of dialects this one depends on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dependent_dialects: Vec<String>,
    /// Rust items added to the dialect's module.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub extra_class_declaration: String,
    /// The dialect provides `materialize_constant`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub has_constant_materializer: bool,
    /// `hasOperationAttrVerify`: the dialect checks its discardable attributes on operations
    /// (`DialectHooks::verify_operation_attribute`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub has_operation_attr_verify: bool,
    /// `hasRegionArgAttrVerify`: the dialect checks its attributes on region arguments.
    #[serde(default, skip_serializing_if = "is_false")]
    pub has_region_arg_attr_verify: bool,
    /// `hasRegionResultAttrVerify`: the dialect checks its attributes on region results.
    #[serde(default, skip_serializing_if = "is_false")]
    pub has_region_result_attr_verify: bool,
    /// `hasCanonicalizer`: the dialect adds canonicalization patterns of its own.
    #[serde(default, skip_serializing_if = "is_false")]
    pub has_canonicalizer: bool,
    /// `hasOperationInterfaceFallback`: the dialect gives operations of its namespace that
    /// do not implement an interface themselves an implementation
    /// (`DialectHooks::interface_fallback`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub has_operation_interface_fallback: bool,
    /// `hasNonDefaultDestructor`: the dialect has a hook run when the context that registered
    /// it is dropped (`DialectHooks::destroy`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub has_non_default_destructor: bool,
    /// `isExtensible`: operations may be added to the dialect at run time
    /// (`register_dynamic_op`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub is_extensible: bool,
    /// `discardableAttrs`: the dialect's discardable attributes, each with a helper.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discardable_attrs: Vec<DiscardableAttr>,
    /// `useDefaultTypePrinterParser = 0`: the dialect parses and prints its types by hand
    /// (`DialectHooks::parse_type`/`print_type`), calling the generated parser and printer
    /// for the types its spec formats.
    #[serde(default, skip_serializing_if = "is_false")]
    pub custom_type_printer_parser: bool,
    /// `useDefaultAttributePrinterParser = 0`: the same for attributes.
    #[serde(default, skip_serializing_if = "is_false")]
    pub custom_attr_printer_parser: bool,
    /// Where it was defined.
    pub loc: Loc,
}

/// A discardable attribute a dialect declares (`discardableAttrs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscardableAttr {
    /// The name after the dialect prefix (`known_block_size`).
    pub name: String,
    /// The attribute class as the spec writes it (`::mlir::DenseI32ArrayAttr`).
    pub cpp_type: String,
    /// What a value must be for the helper to return it.
    pub kind: DiscardableKind,
}

/// The kind of value a discardable attribute holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum DiscardableKind {
    /// Any attribute (`::mlir::Attribute`).
    Any,
    /// A builtin attribute class (`DenseI32ArrayAttr`).
    Builtin(String),
    /// An attribute definition of the dialect, by its Rust name (`WorkgroupAttributionAttr`).
    Def(String),
}

/// How many values an operand, result, region or successor slot holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional`).
    Optional,
    /// Any number (`Variadic`).
    Variadic,
    /// Groups of any number, sized by an `i32` array attribute (`VariadicOfVariadic`).
    VariadicOfVariadic {
        /// The attribute holding the group sizes.
        segment_attr: String,
    },
}

impl Arity {
    /// True for every arity but `Single`.
    pub fn is_variable(&self) -> bool {
        !matches!(self, Arity::Single)
    }
}

/// An operand or a result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Value {
    /// Name as written in the spec (`lhs`), or `""` for an unnamed operand or result (MLIR
    /// allows them, as in the manual's `CallOp`); those get positional accessors.
    pub name: String,
    /// How many values.
    pub arity: Arity,
    /// The type constraint on each value.
    pub constraint: TypeConstraint,
    /// Description from `Arg`/`Res` (its summary, then its `description` after a blank line).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub description: String,
    /// Memory effects on each value (the decorators of its `Arg`/`Res`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Effect>,
    /// Where it was declared (the op's location when the input has no finer one).
    pub loc: Loc,
}

/// An attribute constraint (`Attr`), with the Rust types it maps to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttrConstraint {
    /// The TableGen def this came from (`I32Attr`), if named.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub def_name: Option<String>,
    /// One-line description ("32-bit signless integer attribute").
    pub summary: String,
    /// Long description of the attribute kind (documentation).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub description: String,
    /// The predicate over `$_self` (an attribute).
    pub pred: Pred,
    /// Rust type of the stored attribute handle.
    pub storage_type: String,
    /// Rust type the value getter returns.
    pub return_type: String,
    /// Rust expression turning `$_self` (storage) into the return type.
    pub convert_from_storage: String,
    /// Rust expression building storage from `$0` (a return-type value), if buildable.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub const_builder_call: Option<String>,
    /// Default value as a Rust expression of the return type (`DefaultValuedAttr`). When
    /// the `constBuilderCall` does not read `$0` and the value is the attribute itself, it is
    /// that call (see [`AttrConstraint::default_attr`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_value: Option<String>,
    /// Rust expression building the type of the attribute's value with `$_builder`
    /// (`valueType` when it is buildable: `I32` for `I32Attr`); assembly formats print
    /// such an attribute without its type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_type: Option<String>,
    /// The attribute may be absent (`OptionalAttr`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub optional: bool,
    /// The enum this attribute wraps, if it is an enum attribute.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enum_name: Option<String>,
    /// The dialect attribute (`AttrDef` with a mnemonic) this constraint is, if any: an
    /// assembly format prints and parses it without its `#dialect.mnemonic` prefix.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dialect_attr: Option<DialectAttr>,
    /// The kind of attribute MLIR stores it as (the C++ class of its `storageType`:
    /// `IntegerAttr`, `StringAttr`, `DenseI32ArrayAttr`, ...), which setting properties
    /// from a dictionary checks; `Pred` when that class is the constraint itself (an enum
    /// attribute's specialized class). Absent for any attribute.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_class: Option<String>,
}

/// The `constBuilderCall` `build` with `$0` the value `value`. A string literal is already a
/// reference: `&$0` of it is the literal (clippy's `needless_borrow` flags `&"x"`).
pub(crate) fn const_build(build: &str, value: &str) -> String {
    let v = value.trim();
    let literal = v.len() >= 2 && v.starts_with('"') && v.ends_with('"');
    let build = if literal {
        build.replace("&$0", v)
    } else {
        build.to_string()
    };
    build.replace("$0", value)
}

impl AttrConstraint {
    /// The Rust expression (with `$_builder`) building the default attribute of a
    /// `DefaultValuedAttr`, as mlir-tblgen formats it: the `constBuilderCall` with `$0` the
    /// default value, or, for a call that does not read `$0` (upstream's UB
    /// `PoisonAttrInterface`, whose default `{}` is never read), the call alone.
    pub fn default_attr(&self) -> Option<String> {
        let (default, build) = (
            self.default_value.as_ref()?,
            self.const_builder_call.as_ref()?,
        );
        if build.contains("$0") {
            Some(const_build(build, default))
        } else {
            (default == build).then(|| build.clone())
        }
    }
}

/// A dialect attribute definition an attribute constraint names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DialectAttr {
    /// The dialect's name (`arith`).
    pub dialect: String,
    /// The attribute's mnemonic (`overflow`).
    pub mnemonic: String,
}

/// How an op attribute is stored and obtained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum AttrKind {
    /// Stored with the op (inherent).
    Native,
    /// Computed from the op by a Rust body (`DerivedAttr`); not stored.
    Derived {
        /// Rust expression over `$_op` and `$_ctxt` of the return type.
        body: String,
    },
}

/// A named op attribute.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamedAttr {
    /// The attribute name (`predicate`).
    pub name: String,
    /// Stored or derived. A derived attribute is written in the op's arguments or, as in
    /// MLIR, as a field of the op (`DerivedAttr name = DerivedAttr<...>;`); those come after
    /// the arguments.
    pub kind: AttrKind,
    /// The constraint and Rust mapping.
    pub attr: AttrConstraint,
    /// Description from `Arg` (its summary, then its `description` after a blank line).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub description: String,
    /// Memory effects on the symbol it holds (`Arg<SymbolRefAttr, "", [MemRead]>`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Effect>,
    /// Where it was declared.
    pub loc: Loc,
}

/// A named op property (`Property<...>`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamedProp {
    /// The property name.
    pub name: String,
    /// The TableGen def this came from, if named.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub def_name: Option<String>,
    /// One-line description.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub summary: String,
    /// Long description (documentation).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub description: String,
    /// Rust type stored in the op's properties.
    pub storage_type: String,
    /// Rust type getters return and builders take.
    pub interface_type: String,
    /// Rust expression turning `$_storage` into the interface type.
    pub convert_from_storage: String,
    /// Rust statement assigning `$_value` (interface) to `$_storage`.
    pub assign_to_storage: String,
    /// Rust expression turning `$_storage` into an attribute (`$_ctxt` is `&mut Context`).
    pub convert_to_attribute: String,
    /// Rust expression turning `$_attr` into `Option<storage>` (`$_ctxt` is `&Context`).
    pub convert_from_attribute: String,
    /// Rust predicate over `$_self` (interface value) checked by the verifier.
    pub pred: Pred,
    /// Default value as a Rust expression of the interface type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_value: Option<String>,
    /// The property may be absent (`OptionalProperty`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub optional: bool,
    /// How an assembly format writes it (`$prop`), for the kinds of the property library
    /// that have a textual form.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form: Option<PropForm>,
    /// How bytecode writes it (its kind's `writeToMlirBytecode`).
    #[serde(default, skip_serializing_if = "PropBytecode::is_attribute")]
    pub bytecode: PropBytecode,
    /// Where it was declared.
    pub loc: Loc,
}

impl NamedProp {
    /// The Rust expression of the storage's initial value: the default value, a string
    /// literal made a `String` (`"\"\""` in upstream's specs), or the type's `Default`.
    pub fn storage_default(&self) -> String {
        match &self.default_value {
            Some(d) if self.storage_type == "String" => {
                format!("::std::string::String::from({d})")
            }
            Some(d) => d.clone(),
            None => "::core::default::Default::default()".to_string(),
        }
    }

    /// Whether it has a default value (an optional property defaults to absent), as
    /// upstream's `hasDefaultValue`: such a property may be left out of a `prop-dict` and
    /// may anchor an optional group.
    pub fn has_default(&self) -> bool {
        self.optional || self.default_value.is_some()
    }
}

/// How an op property is written in bytecode: upstream's `writeToMlirBytecode` and
/// `readFromMlirBytecode` for each kind of the property library, over the property's
/// attribute form (see `ods_runtime::registry::PropertyCodec`). In YAML, a map whose `kind`
/// names the variant (`{kind: optional, inner: {kind: int, width: 64, signed: true}}`);
/// absent for the attribute form.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum PropBytecode {
    /// `writeAttribute` of the attribute form (`writeMlirBytecodeWithConvertToAttribute`):
    /// a property of no kind of the library.
    #[default]
    Attribute,
    /// `writeVarInt` (`IntProp`) of a storage type of `width` bits.
    Int {
        /// The width.
        width: u32,
        /// Whether the storage type is signed.
        signed: bool,
    },
    /// `writeVarInt` of an enum's value (`EnumProp`).
    Enum {
        /// The enum's width.
        width: u32,
        /// The Rust class of the dialect attribute the enum is stored in
        /// (`EnumPropWithAttrForm` with `storeInCustomAttribute`), if it is.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        custom: Option<String>,
    },
    /// `writeOwnedBool` (`BoolProp`).
    Bool,
    /// `writeOwnedBool` (`UnitProp`).
    Unit,
    /// `writeOwnedString` (`StringProp`).
    String,
    /// Presence, then the value (`OptionalProp`).
    Optional {
        /// The value's encoding.
        inner: Box<PropBytecode>,
    },
    /// The count, then the elements (`ArrayProp`).
    Array {
        /// The elements' encoding.
        element: Box<PropBytecode>,
    },
    /// The count, then the integers (`IntArrayProp`, held as a dense array).
    IntArray {
        /// The elements' width.
        width: u32,
        /// Whether the elements are signed.
        signed: bool,
    },
}

impl PropBytecode {
    /// Whether it is the encoding through the attribute form.
    pub fn is_attribute(&self) -> bool {
        *self == PropBytecode::Attribute
    }
}

/// How an op property is written in an assembly format: upstream's property `printer` and
/// `parser` for each kind of the library (see `ods_runtime::asm::prop_form`). In YAML, a
/// map whose `kind` names the variant (`{kind: optional, inner: {kind: int, width: 64,
/// signed: true}, delegates: true}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum PropForm {
    /// A decimal integer (`IntProp`) of a storage type of `width` bits.
    Int {
        /// The width.
        width: u32,
        /// Whether the storage type is signed.
        signed: bool,
    },
    /// `true` or `false` (`BoolProp`).
    Bool,
    /// A quoted string (`StringProp`).
    String,
    /// `unit` or `unit_absent` (`UnitProp`).
    Unit,
    /// An enum's value (`EnumProp`): a case, or a bit enum's set of cases.
    Enum {
        /// The enum's TableGen def.
        name: String,
    },
    /// `mnemonic<value>` (`NamedEnumProp`).
    Named {
        /// The keyword before the value.
        mnemonic: String,
        /// The value's form.
        inner: Box<PropForm>,
    },
    /// `[1, 2]` (`IntArrayProp`), held as a dense array.
    IntArray {
        /// The elements' width.
        width: u32,
        /// Whether the elements are signed.
        signed: bool,
    },
    /// `[a, b]` (`ArrayProp`).
    Array {
        /// The elements' form.
        element: Box<PropForm>,
    },
    /// `none` or the value (`OptionalProp`); `some<value>` unless `delegates`.
    Optional {
        /// The value's form.
        inner: Box<PropForm>,
        /// Whether a present value is written bare.
        delegates: bool,
    },
}

/// A region slot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegionSlot {
    /// The region name.
    pub name: String,
    /// Any number of regions (`VariadicRegion`); only the last slot may be.
    #[serde(default, skip_serializing_if = "is_false")]
    pub variadic: bool,
    /// The constraint on each region.
    pub constraint: RegionConstraint,
    /// Where it was declared.
    pub loc: Loc,
}

/// A successor slot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuccessorSlot {
    /// The successor name.
    pub name: String,
    /// Any number of successors (`VariadicSuccessor`); only the last slot may be.
    #[serde(default, skip_serializing_if = "is_false")]
    pub variadic: bool,
    /// The constraint on each successor.
    pub constraint: SuccessorConstraint,
    /// Where it was declared.
    pub loc: Loc,
}

/// An op trait.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Trait {
    /// A trait implemented in Rust (`NativeOpTrait`, `ParamNativeOpTrait`,
    /// `GenInternalOpTrait`).
    Native {
        /// The trait's name (`Commutative`, `NOperands<2>`).
        name: String,
        /// The Rust expression constructing the runtime trait value
        /// (`::ods_runtime::traits::NOperands::<2>`).
        rust: String,
        /// The full names of the ops the trait names (`HasParent<"ScopeOp">`,
        /// `SingleBlockImplicitTerminator<"YieldOp">`), resolved.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        ops: Vec<String>,
        /// A `StructuralOpTrait` (`SingleBlock`, `NoTerminator`, `HasParent`, ...): verified
        /// before the op's invariants, as ODS orders them; the others after.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        structural: bool,
    },
    /// An op interface the op implements (`OpInterface`, `DeclareOpInterfaceMethods`),
    /// placed in the trait order where its verifier runs.
    Interface {
        /// The interface name (an entry of [`Spec::interfaces`]).
        name: String,
        /// The methods the op writes in its hooks trait: every method without a body or
        /// default, and those `DeclareOpInterfaceMethods` lists.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        written: Vec<String>,
    },
    /// A predicate over the whole op (`PredOpTrait`).
    Pred {
        /// What the predicate requires ("all of {lhs, rhs} have same type").
        description: String,
        /// The predicate over `$_op`, `$_ctxt` and `$name`s.
        pred: Pred,
        /// For `TypesMatchWith` and `RangedTypesMatchWith`: which type the predicate
        /// computes from which, so an assembly format can leave the computed one out.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        types_match: Option<TypesMatch>,
    },
}

/// A `TypesMatchWith` trait: the type of `rhs` equals `transformer` applied to the type of
/// `lhs`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub struct TypesMatch {
    /// The operand, result or attribute whose type is known.
    pub lhs: String,
    /// The operand or result whose type follows.
    pub rhs: String,
    /// A Rust expression over `$_self` (the type of `lhs`) and `$_ctxt` (a `&Context`)
    /// giving the type of `rhs`; for a ranged match, both are `Vec<Type>`s.
    pub transformer: String,
    /// `RangedTypesMatchWith`: the transformer maps all types of `lhs` to all of `rhs`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub ranged: bool,
    /// `ShapedTypeMatchesElementCountAndTypes`: each value of `rhs` has the transform of
    /// the type of `lhs`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub each: bool,
}

impl Trait {
    /// The native trait name, if this is one.
    pub fn native_name(&self) -> Option<&str> {
        match self {
            Trait::Native { name, .. } => Some(name),
            Trait::Interface { .. } | Trait::Pred { .. } => None,
        }
    }
}

/// One parameter of a custom builder (`OpBuilder<(ins "Type":$name, CArg<..>)>`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BuilderParam {
    /// The parameter name.
    pub name: String,
    /// The Rust type (C++ spellings such as `::llvm::StringRef` are mapped by
    /// [`cpp_types`] in the parameter position: `&str`).
    pub rust_type: String,
    /// Default value (`CArg`), a Rust expression.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
}

/// A custom op builder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Builder {
    /// Parameters after the builder and state.
    pub params: Vec<BuilderParam>,
    /// Rust body filling `$_state` using `$_builder`; absent for a declared-only builder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<String>,
    /// `odsCppDeprecated` (`DeprecatedOpBuilder`): the reason the builder is deprecated,
    /// which generated Rust gives in `#[deprecated(note = ...)]`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// Where it was declared.
    pub loc: Loc,
}

/// Which hand-written hooks an op asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hooks {
    /// `hasVerifier`: the op implements `verify_custom`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub verifier: bool,
    /// `hasRegionVerifier`: the op implements `verify_regions`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub region_verifier: bool,
    /// `hasFolder`: the op implements `fold`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub folder: bool,
    /// `hasCanonicalizer`: the op provides `canonicalization_patterns`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub canonicalizer: bool,
    /// `hasCanonicalizeMethod`: the op implements `canonicalize`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub canonicalize_method: bool,
    /// `hasCustomAssemblyFormat`: the op implements `parse` and `print`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub custom_assembly_format: bool,
}

/// An operation (`Op`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Operator {
    /// The TableGen def name (`Test_AddOp`).
    pub def_name: String,
    /// The order in which `arguments` declares operands, stored attributes and properties
    /// (builders take them in this order, after the result types). Empty when it is
    /// operands, then attributes, then properties.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub argument_order: Vec<ArgKind>,
    /// The dialect's def name.
    pub dialect: String,
    /// The Rust module below the dialect's that holds the op (`smt`, or `a::b`), when its
    /// `cppNamespace` lies below the dialect's (`mlir::transform::smt` in a dialect of
    /// `mlir::transform`), as C++ puts its class in that namespace.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub submodule: Option<String>,
    /// The op mnemonic (`add`); the full name is `dialect.mnemonic`.
    pub mnemonic: String,
    /// One-line summary.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub summary: String,
    /// Long description (markdown).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub description: String,
    /// Operands, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub operands: Vec<Value>,
    /// Attributes (stored and derived), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attributes: Vec<NamedAttr>,
    /// Properties, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub properties: Vec<NamedProp>,
    /// Results, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub results: Vec<Value>,
    /// Regions, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub regions: Vec<RegionSlot>,
    /// Successors, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub successors: Vec<SuccessorSlot>,
    /// Traits, in order, dependent traits flattened in.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<Trait>,
    /// Custom builders.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub builders: Vec<Builder>,
    /// `skipDefaultBuilders`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub skip_default_builders: bool,
    /// `assemblyFormat`, if given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assembly_format: Option<String>,
    /// Requested hooks.
    #[serde(default)]
    pub hooks: Hooks,
    /// The op's own memory effects when ods-build generates its `MemoryEffectOpInterface`
    /// (`MemoryEffects<[...]>`, or effect decorators on its operands or results); the
    /// effects on values are on the operands and results.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory_effects: Option<Vec<Effect>>,
    /// Rust items added to the op's `impl` block: `extraClassDeclaration`, then
    /// `extraClassDefinition`, then the `extraConcreteClassDeclaration` and
    /// `extraConcreteClassDefinition` of its native traits.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub extra_class_declaration: String,
    /// Where it was defined.
    pub loc: Loc,
}

/// The enum of the spec an attribute wraps (`I32EnumAttr`, `I32BitEnumAttr`, ...): written
/// as its keywords.
pub fn keyword_enum<'a>(enums: &'a [EnumDef], name: Option<&str>) -> Option<&'a EnumDef> {
    let name = name?;
    enums.iter().find(|e| e.name == name || e.def_name == name)
}

impl Operator {
    /// The kinds of the op's arguments in declaration order (`argument_order`, or
    /// operands, stored attributes, then properties when it is empty).
    pub fn argument_kinds(&self) -> Vec<ArgKind> {
        if !self.argument_order.is_empty() {
            return self.argument_order.clone();
        }
        let stored = self
            .attributes
            .iter()
            .filter(|a| matches!(a.kind, AttrKind::Native))
            .count();
        std::iter::repeat_n(ArgKind::Operand, self.operands.len())
            .chain(std::iter::repeat_n(ArgKind::Attribute, stored))
            .chain(std::iter::repeat_n(
                ArgKind::Property,
                self.properties.len(),
            ))
            .collect()
    }

    /// The interfaces the op implements, each with the methods it writes in its hooks
    /// trait (see [`method_names::interface_hook_name`]).
    pub(crate) fn interface_uses(&self) -> Vec<(&str, &[String])> {
        self.traits
            .iter()
            .filter_map(|t| match t {
                Trait::Interface { name, written } => Some((name.as_str(), written.as_slice())),
                _ => None,
            })
            .collect()
    }

    /// Whether `InferTypeOpInterface` computes the op's result types.
    pub fn can_infer_result_types(&self) -> bool {
        self.traits.iter().any(|t| match t {
            Trait::Interface { name, .. } => name == "InferTypeOpInterface",
            _ => t.native_name().is_some_and(|n| {
                n == "InferTypeOpInterface" || n.starts_with("InferTypeOpInterface<")
            }),
        })
    }

    /// The native trait named `name`, if the op has it.
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t.native_name() == Some(name))
    }

    /// Number of operands whose arity is not `Single`.
    pub fn variable_operands(&self) -> usize {
        self.operands
            .iter()
            .filter(|o| o.arity.is_variable())
            .count()
    }

    /// Number of results whose arity is not `Single`.
    pub fn variable_results(&self) -> usize {
        self.results
            .iter()
            .filter(|o| o.arity.is_variable())
            .count()
    }
}

/// What kind of enum an [`EnumDef`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EnumKind {
    /// `I32EnumAttr`: cases carry `u32` values.
    I32,
    /// `I64EnumAttr`: cases carry `u64` values.
    I64,
    /// `BitEnumAttr`: cases are bit sets over `u32`.
    Bit,
    /// `StrEnumAttr`: cases are strings only.
    Str,
}

/// One enum case.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnumCase {
    /// The case symbol (`eq`, `SLT`).
    pub symbol: String,
    /// The string form used in the textual IR.
    pub string: String,
    /// The value (bit mask for bit enums; index for string enums).
    pub value: u64,
    /// A bit-enum case naming a group of bits (`BitEnumCaseGroup`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub group: bool,
    /// Where it was defined.
    pub loc: Loc,
}

/// An enum (`I32EnumAttr`, `I64EnumAttr`, `BitEnumAttr`, `StrEnumAttr`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnumDef {
    /// The TableGen def name.
    pub def_name: String,
    /// The Rust enum name (`className`).
    pub name: String,
    /// What kind of enum.
    pub kind: EnumKind,
    /// One-line summary.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub summary: String,
    /// Long description.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub description: String,
    /// The cases, in order.
    pub cases: Vec<EnumCase>,
    /// Separator between cases in a printed bit enum (`|`).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub separator: String,
    /// `printBitEnumPrimaryGroups`: a bit enum prints each group whose bits are all set
    /// (last declared first) instead of its bits.
    #[serde(default, skip_serializing_if = "is_false")]
    pub print_primary_groups: bool,
    /// `printBitEnumQuoted` (upstream's default for `BitEnumAttr`s): a bit enum property
    /// prints a set of several bits as a quoted string and reads one keyword or string;
    /// without it, the cases joined by the separator, read as keywords.
    #[serde(default, skip_serializing_if = "is_false")]
    pub print_quoted: bool,
    /// The C++ namespace (`cppNamespace`), which mlir-opt's messages name the enum by
    /// (`expected ::mlir::index::IndexCmpPredicate to be one of: ...`).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub cpp_namespace: String,
    /// A bit enum's width: 8, 16, 32 or 64 bits (`I64BitEnumAttr`, ...).
    #[serde(
        default = "default_bit_width",
        skip_serializing_if = "is_default_bit_width"
    )]
    pub bit_width: u32,
    /// Where it was defined.
    pub loc: Loc,
}

impl EnumDef {
    /// The Rust names of the cases, in order: UpperCamelCase (SHOUTY_CASE for a bit enum's
    /// constants), and for a case whose name an earlier case already has (`a_b` after `aB`,
    /// distinct in C++, both `AB`), that name with the first number `1`, `2`, ... (`AB1`;
    /// `A_B_1` for a bit enum) that no case has.
    pub fn variant_idents(&self) -> Vec<String> {
        let bit = self.kind == EnumKind::Bit;
        let base = |symbol: &str| {
            if bit {
                crate::names::shouty(symbol)
            } else {
                crate::names::camel(symbol)
            }
        };
        let bases: Vec<String> = self.cases.iter().map(|c| base(&c.symbol)).collect();
        let mut out: Vec<String> = Vec::with_capacity(bases.len());
        for (c, b) in self.cases.iter().zip(&bases) {
            let earlier = self
                .cases
                .iter()
                .zip(&out)
                .find(|(e, _)| e.symbol == c.symbol);
            if let Some((_, same)) = earlier {
                // The same symbol twice, which validation reports.
                out.push(same.clone());
                continue;
            }
            let mut ident = b.clone();
            let mut n = 1;
            while out.contains(&ident) || (ident != *b && bases.contains(&ident)) {
                ident = if bit {
                    format!("{b}_{n}")
                } else {
                    format!("{b}{n}")
                };
                n += 1;
            }
            out.push(ident);
        }
        out
    }
}

fn default_bit_width() -> u32 {
    32
}

fn is_default_bit_width(width: &u32) -> bool {
    *width == 32
}

/// A parameter of a type or attribute definition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Parameter {
    /// The parameter name (`width`).
    pub name: String,
    /// The Rust type stored (must be `Clone + Eq + Hash + Debug`, and implement
    /// `ods_runtime::dialect_storage::DialectParam` for the default textual form).
    pub rust_type: String,
    /// One-line description.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub summary: String,
    /// Default value as a Rust expression, if the parameter is optional.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_value: Option<String>,
    /// The parameter's syntax, for documentation (`syntax`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub syntax: Option<String>,
    /// The type as the spec writes it (`::mlir::IntegerType`, `int`), which parse errors name
    /// as mlir-tblgen's parsers do; the Rust type when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cpp_type: Option<String>,
    /// The builtin class a `Type` or `Attribute` handle must be of (`IntegerType`,
    /// `ShapedType`, `StringAttr`), checked when parsing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
    /// `AttributeSelfTypeParameter`: the attribute's own type, the `: type` written after
    /// it. A format does not need to mention it, and `params` leaves it out.
    #[serde(default, skip_serializing_if = "is_false")]
    pub self_type: bool,
    /// `parser`: a Rust expression parsing the parameter in a declarative format, of type
    /// `PResult<T>` (`$_parser` the parser, `$_type` the stored type), in place of
    /// `DialectParam::parse_field`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parser: Option<String>,
    /// `printer`: Rust statements printing the parameter in a declarative format
    /// (`$_printer` the printer, `$_self` the stored value), in place of
    /// `DialectParam::print_field`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printer: Option<String>,
    /// A type constraint written as the parameter (`AnyTypeOf<[I16, I32]>:$param`): the
    /// parameter is a `Type`, and building the definition checks it (`verifyInvariants`:
    /// `failed to verify 'param': <summary>`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub constraint: Option<TypeConstraint>,
}

/// A type (`TypeDef`) or attribute (`AttrDef`) definition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttrOrTypeDef {
    /// The TableGen def name (`Test_PairType`).
    pub def_name: String,
    /// The Rust type name (`cppClassName` or the def name minus the dialect prefix).
    pub rust_name: String,
    /// The dialect's def name.
    pub dialect: String,
    /// The mnemonic in the textual format, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mnemonic: Option<String>,
    /// One-line summary.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub summary: String,
    /// Long description.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub description: String,
    /// The parameters, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parameters: Vec<Parameter>,
    /// Custom builders (parameters and Rust bodies returning the parameter tuple).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub builders: Vec<Builder>,
    /// `skipDefaultBuilders`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub skip_default_builders: bool,
    /// `genVerifyDecl`: the user implements `verify`, and `get_checked` calls it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub gen_verify_decl: bool,
    /// `hasCustomAssemblyFormat`: the user implements `parse` and `print`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub has_custom_assembly_format: bool,
    /// `assemblyFormat`, if given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assembly_format: Option<String>,
    /// `TypedAttrInterface` (attributes with an `AttributeSelfTypeParameter` only): the
    /// self type is the attribute's type, printed after it and returned by
    /// `AttrRef::ty`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub typed_attr: bool,
    /// `DeclareAttrInterfaceMethods<TypedAttrInterface>` (attributes only): the attribute's
    /// type is computed by the hand-written hook `get_type`, printed after it and returned
    /// by `AttrRef::ty`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub type_hook: bool,
    /// `genMnemonicAlias`: the printer gives its values the alias named after the mnemonic.
    #[serde(default, skip_serializing_if = "is_false")]
    pub mnemonic_alias: bool,
    /// Rust items added to the type's `impl` block (`extraClassDeclaration`, then
    /// `extraClassDefinition`).
    #[serde(default, skip_serializing_if = "is_empty")]
    pub extra_class_declaration: String,
    /// The attribute or type interfaces it implements (its `traits`), bases first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub interfaces: Vec<InterfaceUse>,
    /// The Rust paths of the native traits it lists (`NativeAttrTrait`, `NativeTypeTrait`):
    /// marker types the dialect registers for it, queried with `AttrRef::has_trait`
    /// or `TypeRef::has_trait` as MLIR's `hasTrait<T>()`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub native_traits: Vec<String>,
    /// Where it was defined.
    pub loc: Loc,
}

/// An interface a type or attribute definition implements (`TypeInterface`,
/// `DeclareTypeInterfaceMethods`, ...).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InterfaceUse {
    /// The interface name (an entry of [`Spec::interfaces`]).
    pub name: String,
    /// The methods the definition writes in its hooks trait: every method without a body or
    /// default, and those `Declare...InterfaceMethods` lists.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub written: Vec<String>,
}

impl AttrOrTypeDef {
    /// The parameters a format's `params` directive stands for: all but the self type.
    pub fn format_params(&self) -> Vec<usize> {
        (0..self.parameters.len())
            .filter(|&i| !self.parameters[i].self_type)
            .collect()
    }

    /// The `AttributeSelfTypeParameter`, if the attribute has one.
    pub fn self_type_param(&self) -> Option<usize> {
        self.parameters.iter().position(|p| p.self_type)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn strip_dialect_prefix_drops_the_dialect() {
        assert_eq!(super::strip_dialect_prefix("Test_AddOp"), "AddOp");
        assert_eq!(super::strip_dialect_prefix("AddOp"), "AddOp");
    }
}
