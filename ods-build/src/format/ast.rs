//! The parsed assembly format: a tree of [`Element`]s, each knowing where it was written
//! (a byte offset into the format string) and, for variables, which operand, attribute,
//! property, result, region, successor or parameter it names (an index into the op's or
//! the def's lists). Code generation walks this tree.

/// A whole format: its top-level elements in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Format {
    /// The top-level elements.
    pub elements: Vec<Element>,
}

/// One element of a format and where it starts in the format string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    /// What it is.
    pub kind: ElementKind,
    /// Byte offset of its first character in the format string.
    pub offset: usize,
    /// Wrapped in `qualified(...)`: print the attribute or type with its dialect prefix.
    pub qualified: bool,
}

impl Element {
    pub(crate) fn new(kind: ElementKind, offset: usize) -> Self {
        Element {
            kind,
            offset,
            qualified: false,
        }
    }
}

/// What a variable refers to (indices into the op's or the def's declaration lists).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Var {
    /// `Operator::operands[i]`
    Operand(usize),
    /// `Operator::attributes[i]`
    Attribute(usize),
    /// `Operator::properties[i]`
    Property(usize),
    /// `Operator::results[i]`
    Result(usize),
    /// `Operator::regions[i]`
    Region(usize),
    /// `Operator::successors[i]`
    Successor(usize),
    /// `AttrOrTypeDef::parameters[i]`
    Parameter(usize),
}

/// The kinds of format elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ElementKind {
    /// A keyword or punctuation literal, without its backquotes (`->`, `to`).
    Literal(String),
    /// A spacing literal: `` `` `` (no space), `` ` ` `` (a space) or `` `\n` `` (a newline),
    /// kept as written between the backquotes.
    Whitespace(String),
    /// A string argument of a `custom` directive, unescaped.
    String(String),
    /// `$name`.
    Variable(Var),
    /// `attr-dict` or `attr-dict-with-keyword`.
    AttrDict {
        /// `attr-dict-with-keyword`.
        with_keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// `custom<Name>(args...)`.
    Custom {
        /// The name after `custom<`; generated code calls `parse<Name>`/`print<Name>`.
        name: String,
        /// The arguments.
        args: Vec<Element>,
    },
    /// `ref(...)`, inside a `custom` directive.
    Ref(Box<Element>),
    /// `functional-type(inputs, results)`.
    FunctionalType {
        /// The input types' element.
        inputs: Box<Element>,
        /// The result types' element.
        results: Box<Element>,
    },
    /// `operands`.
    Operands,
    /// `results`.
    Results,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `type(...)`.
    Type(Box<Element>),
    /// `oilist(`kw` elements | ...)`.
    OIList(Vec<OIClause>),
    /// `( ... )?` with an optional `: ( ... )` else group.
    Optional(OptionalGroup),
    /// `params` (type and attribute formats): every parameter.
    Params,
    /// `struct(...)` (type and attribute formats): the parameters as `name = value` pairs.
    Struct(Vec<Element>),
}

/// One clause of an `oilist`: a leading literal and the elements it introduces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OIClause {
    /// The literal that starts the clause.
    pub literal: String,
    /// The elements after it.
    pub elements: Vec<Element>,
}

/// An optional group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionalGroup {
    /// The elements printed when the anchor is present.
    pub then_elements: Vec<Element>,
    /// The elements printed when it is absent (`: (...)`).
    pub else_elements: Vec<Element>,
    /// Where the `^` anchor is.
    pub anchor: Anchor,
}

/// The position of an optional group's anchor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Anchor {
    /// The anchor is in the else group (the group is inverted).
    pub in_else: bool,
    /// Its index among that group's elements.
    pub index: usize,
}

/// The arguments of a `custom` directive the hooks take: bound parameters (and whether
/// under `ref`) and string arguments (Rust expressions, each with its position).
pub enum HookArg {
    /// Parameter `i` of the definition, and whether under `ref`.
    Param(usize, bool),
    /// The `k`-th argument, a string: its code.
    Expr(usize, String),
}

/// The arguments of the `custom` directive `args` the hooks take, in order.
pub fn hook_args(args: &[Element]) -> Vec<HookArg> {
    args.iter()
        .enumerate()
        .filter_map(|(k, a)| match &a.kind {
            ElementKind::String(code) => Some(HookArg::Expr(k, code.clone())),
            _ => custom_params(std::slice::from_ref(a))
                .pop()
                .map(|(i, by_ref)| HookArg::Param(i, by_ref)),
        })
        .collect()
}

/// The parameters a `custom` directive's arguments name, in order, each with whether it is
/// a `ref(...)`.
pub fn custom_params(args: &[Element]) -> Vec<(usize, bool)> {
    args.iter()
        .filter_map(|a| match &a.kind {
            ElementKind::Variable(Var::Parameter(i)) => Some((*i, false)),
            ElementKind::Ref(inner) => match inner.kind {
                ElementKind::Variable(Var::Parameter(i)) => Some((i, true)),
                _ => None,
            },
            _ => None,
        })
        .collect()
}
