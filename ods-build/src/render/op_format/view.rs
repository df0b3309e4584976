//! The view of an op's assembly format: the data `templates/op_format.rs.hbs` renders the
//! format's table from, and the generated parser and printer are written from.

use serde::Serialize;

use crate::format::ast::{Element, ElementKind, Var};

/// The format of one op.
#[derive(Serialize)]
pub struct FormatView {
    pub(super) elements: Vec<ElemView>,
    pub(super) operands: Vec<ValueSpecView>,
    pub(super) results: Vec<ValueSpecView>,
    pub(super) attrs: Vec<AttrSpecView>,
    pub(super) props: Vec<PropSpecView>,
    pub(super) regions: Vec<SlotView>,
    pub(super) successors: Vec<SlotView>,
    pub(super) operand_segments: bool,
    pub(super) result_segments: bool,
    /// The terminator `SingleBlockImplicitTerminator` names (`scf.yield`), if any.
    pub(super) implicit_terminator: Option<String>,
    /// The op's generated printer: a `print` method writing its custom form.
    pub(super) print: String,
    /// The op's generated parser: a `parse` function reading its custom form.
    pub(super) parse: String,
}

#[derive(Serialize)]
pub(super) struct ValueSpecView {
    pub(super) name: String,
    /// `Single`, `Optional`, `Variadic` or `VariadicOfVariadic("segments")`.
    pub(super) arity: String,
    /// `Parsed`, `Like`, `Build`, `Transform` or `RangedTransform`.
    pub(super) source: &'static str,
    /// For `Like` and the transforms: the variable's kind (`Operand`, `Result`, `Attr`)
    /// and index.
    pub(super) like_kind: &'static str,
    pub(super) like_index: usize,
    /// For `Build`: the Rust expression over `ctx`; for the transforms, over `ctx` and
    /// `ods_ty` (the source type, or types).
    pub(super) build: String,
    /// For the transforms: the closure's parameters (`_` for one the expression ignores).
    pub(super) ctx_param: &'static str,
    pub(super) ty_param: &'static str,
    /// For a group a transform reads: its type constraint's predicate (Rust over `ctx` and
    /// `ods_ty`), summary and closure parameters (`_` when unused), checked on the parsed
    /// types.
    pub(super) check: Option<(String, String, &'static str, &'static str)>,
    /// For a single value whose constraint names a class of builtin types: the runtime's
    /// `TypeClass` variant its written type is read as.
    pub(super) class: Option<String>,
}

#[derive(Serialize)]
pub(super) struct AttrSpecView {
    pub(super) name: String,
    /// `Plain`, `Typed`, `Symbol`, `Unit`, `Enum`, `DenseArray`, `Dialect` or `Interface`.
    pub(super) style: &'static str,
    /// For `Dialect`: the attribute's dialect and mnemonic.
    pub(super) dialect: String,
    pub(super) mnemonic: String,
    /// For `Enum`: the `EnumSpec` constant.
    pub(super) enum_spec: String,
    /// For `Typed`: the value type's builder over `ctx`; for `DenseArray`: the width; for
    /// `Interface`: the interface's check over `ctx` and `attr`.
    pub(super) value_type: String,
    /// The default value's builder over `ctx`, if any.
    pub(super) default: Option<String>,
    /// The builtin attribute class of the constraint's storage, checked after parsing.
    pub(super) class: Option<&'static str>,
}

/// A property: its textual form (a `PropForm` constant), summary and default value.
#[derive(Serialize)]
pub(super) struct PropSpecView {
    pub(super) name: String,
    /// The `::ods_runtime::asm::prop_form::PropForm` expression, if it has a form.
    pub(super) form: Option<String>,
    /// Escaped for a Rust string.
    pub(super) summary: String,
    /// The default value's attribute form: a Rust block over `ctx`.
    pub(super) default: Option<String>,
}

/// A name `prop-dict` holds: `Prop(i)` or `Attr(i)`, and whether it is required.
#[derive(Serialize)]
pub(super) struct PropKeyView {
    pub(super) var: String,
    pub(super) required: bool,
    /// The property or attribute.
    #[serde(skip)]
    pub(super) key: Var,
}

#[derive(Serialize)]
pub(super) struct SlotView {
    pub(super) name: String,
    pub(super) variadic: bool,
}

#[derive(Serialize)]
pub(super) struct TypeArgView {
    /// `Operand`, `Result`, `Operands` or `Results`.
    pub(super) kind: &'static str,
    pub(super) indexed: bool,
    pub(super) index: usize,
}

/// A `custom` directive: its hooks and, per argument, what the generated parser and printer
/// pass to them.
#[derive(Serialize)]
pub(super) struct CustomView {
    pub(super) name: String,
    /// The op's Rust type (the hooks are those of its hooks trait).
    pub(super) op: String,
    /// That hooks trait.
    pub(super) hooks: String,
    /// `switch_op_cases` for `parse_switch_op_cases`/`print_switch_op_cases`.
    pub(super) hook: String,
    pub(super) args: Vec<CustomArgView>,
    /// It starts an optional group: its parse hook says whether it found anything.
    pub(super) optional: bool,
}

#[derive(Serialize)]
pub(super) struct CustomArgView {
    /// For a string argument: the Rust expression passed to the hooks.
    pub(super) expr: Option<String>,
    pub(super) by_ref: bool,
    /// The shape of the value the generated printer passes (see
    /// `format::plan::CustomParam::print_accessor`).
    #[serde(skip)]
    pub(super) print_accessor: &'static str,
    /// For a property: its storage and conversions.
    pub(super) prop: Option<PropArgView>,
    /// What the argument names (`ref(...)` taken off; `None` for a string argument).
    #[serde(skip)]
    pub(super) target: Option<Element>,
}

/// A property argument of a `custom` directive (see `format::plan::PropArg`).
#[derive(Serialize)]
pub(super) struct PropArgView {
    pub(super) storage: String,
    pub(super) default: String,
    /// The storage of an absent attribute from an `Option` of it: `.unwrap_or_default()`
    /// for the type's default, else `.unwrap_or_else(|| default)`.
    pub(super) or_default: String,
    pub(super) from_attr: String,
    pub(super) to_attr: String,
}

#[derive(Serialize)]
pub(super) struct ElemView {
    pub(super) space: bool,
    /// `literal`, `space`, `no_space`, `newline`, `operand`, `attr`, `region`,
    /// `successor`, `type`, `functional_type`, `operands`, `regions`, `successors`,
    /// `attr_dict` or `optional`.
    pub(super) kind: &'static str,
    /// The literal text, escaped for a Rust string.
    pub(super) text: String,
    pub(super) index: usize,
    pub(super) with_keyword: bool,
    pub(super) arg: Option<TypeArgView>,
    pub(super) results_arg: Option<TypeArgView>,
    pub(super) group: Option<Box<GroupView>>,
    pub(super) custom: Option<CustomView>,
    /// For `prop_dict`: the names it holds.
    pub(super) keys: Vec<PropKeyView>,
    /// For `oilist`: its clauses.
    pub(super) clauses: Vec<ClauseView>,
}

/// A clause of an `oilist`.
#[derive(Serialize)]
pub(super) struct ClauseView {
    pub(super) keyword: Box<ElemView>,
    pub(super) elements: Vec<ElemView>,
    /// The unit attribute or property the keyword alone sets: `Attr(i)` or `Prop(i)`.
    pub(super) unit: Option<String>,
    /// `unit`, as the format's variable.
    #[serde(skip)]
    pub(super) unit_var: Option<Var>,
    /// The variables whose presence makes the printer write the clause (none for a clause
    /// of literals only, which is never printed).
    #[serde(skip)]
    pub(super) var_list: Vec<Var>,
}

#[derive(Serialize)]
pub(super) struct GroupView {
    pub(super) then: Vec<ElemView>,
    pub(super) otherwise: Vec<ElemView>,
    /// The anchor is in the else group.
    pub(super) inverted: bool,
    /// The unit attribute or property anchor that is not written: `Attr(i)` or `Prop(i)`.
    pub(super) elided_unit: Option<String>,
    /// The anchor: the variables any of which makes the group present (the arguments of a
    /// `custom` directive, or the one variable).
    #[serde(skip)]
    pub(super) anchor_vars: Vec<Var>,
    /// `elided_unit`, as the format's variable.
    #[serde(skip)]
    pub(super) elided: Option<Var>,
}

/// The `TypeArg` of a type directive's argument.
pub(super) fn type_arg(e: &Element) -> TypeArgView {
    let (kind, indexed, index) = match e.kind {
        ElementKind::Variable(Var::Operand(i)) => ("Operand", true, i),
        ElementKind::Variable(Var::Result(i)) => ("Result", true, i),
        ElementKind::Results => ("Results", false, 0),
        _ => ("Operands", false, 0),
    };
    TypeArgView {
        kind,
        indexed,
        index,
    }
}
