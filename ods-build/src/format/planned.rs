//! What the format stage hands on: the planned formats of a spec ([`Formats`]), and for
//! an op format, what its generated parser and printer need beyond the tree ([`Plan`]).
//! Data and the queries over it, read by render.

use std::collections::BTreeMap;

use super::ast::{Format, Var};
use crate::model::{AttrOrTypeDef, Operator};

/// Where the types of an operand or result group come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeSource {
    /// A type directive prints and parses them.
    Parsed,
    /// The first type of another variable.
    Like(Var),
    /// The constraint builds it (a Rust expression over `$_builder`).
    Build(String),
    /// The op's `InferTypeOpInterface` computes every result type once the operands and
    /// regions are parsed (the format binds no result type).
    Inferred,
    /// A `TypesMatchWith` computes it from the type of another variable: `transformer` is
    /// a Rust expression over `$_self` and `$_ctxt`; `ranged` for `RangedTypesMatchWith`,
    /// whose transformer maps all the types of `from` to all of these.
    Transform {
        /// The variable whose type is the transformer's input.
        from: Var,
        /// The Rust expression.
        transformer: String,
        /// Whether it maps a `Vec<Type>` to a `Vec<Type>`.
        ranged: bool,
        /// Whether each value gets the transform of the one type of `from`.
        each: bool,
    },
}

/// The plan for an op format.
#[derive(Clone, Debug)]
pub struct Plan {
    /// One source per operand group.
    pub operands: Vec<TypeSource>,
    /// One source per result group.
    pub results: Vec<TypeSource>,
    /// Each `custom` directive's call of its hooks, by the directive's offset in the format:
    /// the hook of its name with this use's arguments (their expressions, properties and
    /// accessors).
    pub uses: Vec<(usize, CustomHook)>,
}

impl Plan {
    /// The hooks of the format's `custom` directives, one per directive name, in the order
    /// the names first appear (the first use of each name; the format stage checked that
    /// every use of a name calls hooks of the same signature).
    pub fn customs(&self) -> impl Iterator<Item = &CustomHook> {
        self.uses
            .iter()
            .enumerate()
            .filter(|(i, (_, h))| !self.uses[..*i].iter().any(|(_, u)| u.name == h.name))
            .map(|(_, (_, h))| h)
    }

    /// The hooks the `custom` directive at `offset` calls, with its arguments.
    pub fn custom_use(&self, offset: usize) -> Option<&CustomHook> {
        self.uses.iter().find(|(o, _)| *o == offset).map(|(_, h)| h)
    }
}

/// The hooks a `custom<Name>(...)` directive calls, as mlir-tblgen's generated code calls
/// `parse<Name>` and `print<Name>`: `parse_<name>` (an associated function of the op's
/// hooks trait, given the parser and one argument per directive argument) and
/// `print_<name>` (a method of the op, given the printer and the same arguments' values).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomHook {
    /// The name after `custom<`.
    pub name: String,
    /// The hooks' name without `parse_`/`print_` (`switch_op_cases`).
    pub snake: String,
    /// One per directive argument.
    pub params: Vec<CustomParam>,
    /// The directive starts an optional group: its parse hook says whether it found
    /// anything (`PResult<bool>`, upstream's `OptionalParseResult`).
    pub optional: bool,
}

/// One argument of a `custom` directive and the hook parameters it becomes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomParam {
    /// The parameter's name in the hooks.
    pub name: String,
    /// The argument as written in the format (`ref(type($flag))`).
    pub written: String,
    /// Under `ref(...)`.
    pub by_ref: bool,
    /// The parse hook's parameter type.
    pub parse_ty: String,
    /// The print hook's parameter type, and the shape of the value the generated printer
    /// passes for it: `value`, `opt_value`, `values` or `value_groups` for an operand,
    /// `ty`, `opt_type`, `types` or `type_groups` for `type(...)`, `attr` or `opt_attr`,
    /// `region` or `regions`, `successor` or `successors`, `attr_dict`.
    pub print_ty: String,
    /// See `print_ty`.
    pub print_accessor: &'static str,
    /// What the parse hook does with it, for the docs.
    pub parse_doc: String,
    /// For a property: how the generated adapters convert its storage.
    pub prop: Option<PropArg>,
    /// For a string argument: the Rust expression the adapters pass (`$_builder` and
    /// `$_ctxt` made `ctx`, a `&Context`), whose type is the associated type `assoc` of the
    /// op's hooks trait.
    pub expr: Option<String>,
    /// See `expr`.
    pub assoc: Option<String>,
}

/// How the adapters of a `custom` directive pass a property: its storage, converted from
/// and to the attribute form the runtime carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PropArg {
    /// The storage type.
    pub storage: String,
    /// The storage's initial value.
    pub default: String,
    /// `Option<storage>` from the attribute `ods_a` (`ctx: &Context`).
    pub from_attr: String,
    /// The attribute of the storage `ods_v` (`ctx: &mut Context`).
    pub to_attr: String,
}

/// An op's assembly format: its tree and what its generated parser and printer need.
#[derive(Clone, Debug)]
pub struct PlannedOp {
    /// The parsed format.
    pub format: Format,
    /// Its operand and result type sources and its `custom` directives' hooks.
    pub plan: Plan,
}

/// The assembly formats code is generated for, by the record name of their op or
/// definition: an op's or definition's `assemblyFormat`, unless it also sets
/// `hasCustomAssemblyFormat`.
#[derive(Clone, Debug, Default)]
pub struct Formats {
    ops: BTreeMap<String, PlannedOp>,
    defs: BTreeMap<String, Format>,
}

impl Formats {
    pub(super) fn insert_op(&mut self, op: &Operator, planned: PlannedOp) {
        self.ops.insert(op.def_name.clone(), planned);
    }

    pub(super) fn insert_def(&mut self, def: &AttrOrTypeDef, format: Format) {
        self.defs.insert(def.def_name.clone(), format);
    }

    /// The planned format of `op`, if code is generated from one.
    pub fn op(&self, op: &Operator) -> Option<&PlannedOp> {
        self.ops.get(&op.def_name)
    }

    /// The format of the type or attribute `def`, if code is generated from one.
    pub fn def(&self, def: &AttrOrTypeDef) -> Option<&Format> {
        self.defs.get(&def.def_name)
    }
}
