//! The TableGen syntax tree. Every node carries the span it was parsed from; the evaluator
//! walks it to build records.

use crate::diag::Span;
use std::sync::Arc;

/// A type as written.
#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(u64),
    /// `int`
    Int,
    /// `string`
    String,
    /// `code` (the same type as `string`)
    Code,
    /// `dag`
    Dag,
    /// `list<T>`
    List(Box<Type>),
    /// A class name or a `deftype` alias.
    Named(Arc<str>, Span),
}

/// An expression with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Where it is.
    pub span: Span,
}

/// One piece of a range list: `a`, `a...b`, `a-b` (and the deprecated `a -b`).
#[derive(Clone, Debug, PartialEq)]
pub struct RangePiece {
    /// First value.
    pub start: Expr,
    /// Last value, if a range.
    pub end: Option<RangeEnd>,
}

/// The end of a range piece.
#[derive(Clone, Debug, PartialEq)]
pub enum RangeEnd {
    /// `...b` or `-b`.
    Value(Expr),
    /// The deprecated form `a -b` where the lexer produced a negative integer.
    NegatedInt(i64, Span),
}

/// A template argument value: positional or `name = value`.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A positional value.
    Positional(Expr),
    /// `name = value`.
    Named(Arc<str>, Span, Expr),
}

/// Expression kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// `?`
    Unset,
    /// An integer literal (also `true`/`false`).
    Int(i64),
    /// A `0b...` literal with its digit count.
    BinaryInt(i64, u32),
    /// Adjacent string literals, concatenated.
    Str(Arc<str>),
    /// A `[{ ... }]` code fragment.
    Code(Arc<str>),
    /// An identifier.
    Id(Arc<str>),
    /// `Class<args>` — an anonymous instantiation.
    ClassRef(Arc<str>, Vec<Arg>),
    /// `{ a, b, ... }`
    BitList(Vec<Expr>),
    /// `[ a, b ]` with an optional `<Type>` suffix.
    List(Vec<Expr>, Option<Type>),
    /// `(op:$name arg:$n, ...)`; an argument may be only a `$name`.
    Dag(
        Box<Expr>,
        Option<Arc<str>>,
        Vec<(Option<Expr>, Option<Arc<str>>)>,
    ),
    /// `!op<Type>(args)`
    Bang(&'static str, Option<Type>, Vec<Expr>),
    /// `!cond(c: v, ...)`
    Cond(Vec<(Expr, Expr)>),
    /// `value{ranges}`; the span is the `{`, where an invalid range is reported.
    BitRange(Box<Expr>, Vec<RangePiece>, Span),
    /// `value[elements]`; `bool` is true when a trailing comma was written.
    Slice(Box<Expr>, Vec<(Expr, Option<RangeEnd>)>, bool),
    /// `value.field`
    Field(Box<Expr>, Arc<str>, Span),
    /// `lhs # rhs`; `None` for a trailing paste.
    Paste(Box<Expr>, Option<Box<Expr>>),
    /// Where parsing stopped on an error (see [`crate::parser::parse_cut`]): evaluating it
    /// reports that error.
    Cut,
}

/// A field declaration `[field] Type name [= value]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Decl {
    /// Declared with `field`.
    pub is_field: bool,
    /// The declared type.
    pub ty: Type,
    /// The name.
    pub name: Arc<str>,
    /// Where the name is.
    pub name_span: Span,
    /// The initial value.
    pub value: Option<Expr>,
    /// Parsing was cut right after the type (see [`crate::parser::parse_cut`]): LLVM has
    /// looked the type up, nothing more.
    pub cut: bool,
}

/// A reference to a class or multiclass with template arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct SubClassRef {
    /// The class name.
    pub name: Arc<str>,
    /// Span of the whole reference.
    pub span: Span,
    /// `None` when no `<...>` was written.
    pub args: Option<Vec<Arg>>,
}

/// One item of a class or def body.
#[derive(Clone, Debug, PartialEq)]
pub enum BodyItem {
    /// A field declaration.
    Decl(Decl),
    /// `let name{bits} = value;`
    Let(Arc<str>, Span, Vec<RangePiece>, Expr),
    /// `defvar name = value;`
    Defvar(Arc<str>, Span, Expr),
    /// `assert cond, message;`
    Assert(Expr, Expr),
    /// `dump message;`
    Dump(Span, Expr),
    /// Where parsing stopped on an error (see [`crate::parser::parse_cut`]).
    Cut,
}

/// Parent classes and body of a class or def.
#[derive(Clone, Debug, PartialEq)]
pub struct ObjectBody {
    /// `: A, B<1>`
    pub parents: Vec<SubClassRef>,
    /// `{ ... }` items (empty for `;`).
    pub items: Vec<BodyItem>,
    /// Whether a cut stands where a parent's name is wanted: LLVM stops there, before it
    /// applies the enclosing `let`s.
    pub parents_cut: bool,
}

/// One `name<bits> = value` item of a top-level `let`.
#[derive(Clone, Debug, PartialEq)]
pub struct LetItem {
    /// Field name.
    pub name: Arc<str>,
    /// Where it is.
    pub span: Span,
    /// Bit ranges (`<...>`).
    pub bits: Vec<RangePiece>,
    /// The value.
    pub value: Expr,
}

/// The iteration domain of a `foreach`.
#[derive(Clone, Debug, PartialEq)]
pub enum ForeachIter {
    /// `x = {ranges}`
    Ranges(Vec<RangePiece>),
    /// `x = value` (a list, or a range piece).
    Value(RangePiece),
}

/// A statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// `class Name<args> : parents { body }`
    Class {
        /// The class name.
        name: Arc<str>,
        /// Where the name is.
        span: Span,
        /// Template arguments.
        targs: Vec<Decl>,
        /// Parents and body.
        body: ObjectBody,
    },
    /// `def name : parents { body }`
    Def {
        /// The (possibly computed) name; `None` for anonymous defs.
        name: Option<Expr>,
        /// Span of the `def` keyword.
        span: Span,
        /// The record's location: the name's first token when it is an identifier, else the
        /// `def` keyword.
        loc: Span,
        /// Parents and body.
        body: ObjectBody,
    },
    /// `defm name : multiclasses, classes;`
    Defm {
        /// The name, if any.
        name: Option<Expr>,
        /// Span of the `defm` keyword.
        span: Span,
        /// Multiclass references followed by class references.
        parents: Vec<SubClassRef>,
    },
    /// `defset list<T> name = { ... }`
    Defset {
        /// Element list type.
        ty: Type,
        /// Set name.
        name: Arc<str>,
        /// Where it is.
        span: Span,
        /// Objects inside.
        body: Vec<Stmt>,
    },
    /// `deftype Name = Type;`
    Deftype(Arc<str>, Span, Type),
    /// `defvar name = value;`
    Defvar(Arc<str>, Span, Expr),
    /// `foreach var = iter in body`
    Foreach {
        /// Iteration variable.
        var: Arc<str>,
        /// Where it is.
        span: Span,
        /// Where the `foreach` keyword is: the loop's location.
        kw: Span,
        /// What to iterate over.
        iter: ForeachIter,
        /// Objects inside.
        body: Vec<Stmt>,
    },
    /// `if cond then ... else ...`
    If {
        /// Condition.
        cond: Expr,
        /// Span of `if`.
        span: Span,
        /// Then branch.
        then: Vec<Stmt>,
        /// Else branch.
        els: Option<Vec<Stmt>>,
    },
    /// `let items in body`
    Let(Vec<LetItem>, Vec<Stmt>),
    /// `multiclass Name<args> : parents { body }`
    MultiClass {
        /// Name.
        name: Arc<str>,
        /// Where it is.
        span: Span,
        /// Template arguments.
        targs: Vec<Decl>,
        /// Parent multiclasses.
        parents: Vec<SubClassRef>,
        /// Objects inside.
        body: Vec<Stmt>,
    },
    /// `assert cond, message;`
    Assert(Expr, Expr),
    /// `dump message;`
    Dump(Span, Expr),
    /// Where parsing stopped on an error (see [`crate::parser::parse_cut`]).
    Cut,
}
