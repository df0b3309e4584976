//! Parsing declarative assembly formats at run time: an op's `assemblyFormat`, compiled by
//! ods-build into an [`OpFormat`] table, parsed here with the semantics of mlir-tblgen's
//! generated `parse` methods (OpFormatGen): optional groups and else groups, `attr-dict`,
//! operand types resolved from the type directives, from traits (`AllTypesMatch`,
//! `SameOperandsAndResultType`, ...) or built from buildable constraints, and segment sizes
//! inferred from what was parsed. The printers are generated per op (straight-line Rust
//! calling [`crate::asm::format_print`]).

pub use crate::asm::enum_form::{BitSeparator, EnumSpec};
use crate::asm::lexer::{Span, TokenKind};
use crate::asm::op_parser::{OpParser, UnresolvedOperand};
use crate::asm::parser::{PResult, invalid_type_kind};
use crate::asm::prop_form::PropForm;
use crate::ir::{BlockId, OperationState, RegionId, Value};
use crate::types::{Identifier, TypeClass};
use crate::{Attribute, Context, Type};

/// How many values an operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
    /// Any number of groups of any number (`VariadicOfVariadic`): the group sizes are
    /// stored in the named `DenseI32ArrayAttr`. Only a `custom` directive parses and
    /// prints such an operand group (and its types) group by group.
    VariadicOfVariadic(&'static str),
}

/// A named variable of the format: an index into the table's lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Var {
    /// `OpFormat::operands[i]`.
    Operand(usize),
    /// `OpFormat::results[i]`.
    Result(usize),
    /// `OpFormat::attrs[i]`.
    Attr(usize),
    /// `OpFormat::regions[i]`.
    Region(usize),
    /// `OpFormat::successors[i]`.
    Successor(usize),
    /// `OpFormat::props[i]`.
    Prop(usize),
}

/// The argument of a `type(...)` or `functional-type(...)` directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeArg {
    /// `$operand`.
    Operand(usize),
    /// `$result`.
    Result(usize),
    /// `operands`.
    Operands,
    /// `results`.
    Results,
}

/// Where the types of an operand or result group come from when the format does not
/// print them.
#[derive(Clone, Copy, Debug)]
pub enum TypeSource {
    /// A `type(...)` directive (or `type(operands)`/`type(results)`/`functional-type`).
    Parsed,
    /// The first type of another variable (operand, result, or typed attribute), as traits
    /// like `AllTypesMatch` and `SameOperandsAndResultType` say.
    Like(Var),
    /// Built from the constraint (`I1`, `Index`, ...).
    Build(fn(&mut Context) -> Type),
    /// A `TypesMatchWith` transform of the first type of another operand or result
    /// (`$_ctxt.ty($_self).i1_same_shape()` for a comparison's result).
    Transform(Var, fn(&Context, Type) -> Type),
    /// A `RangedTypesMatchWith` transform of all the types of another operand or result
    /// group.
    RangedTransform(Var, fn(&Context, Vec<Type>) -> Vec<Type>),
    /// A `TypesMatchWith` transform of the type of a single operand or result giving all
    /// the types of a variadic group.
    TransformMany(Var, fn(&Context, Type) -> Vec<Type>),
    /// Every result type, from the op's `InferTypeOpInterface` once the operands and
    /// regions are parsed.
    Inferred,
}

/// An operand or result group.
#[derive(Clone, Copy, Debug)]
pub struct ValueSpec {
    /// The name in the spec.
    pub name: &'static str,
    /// How many values.
    pub arity: Arity,
    /// Where the types come from.
    pub ty: TypeSource,
    /// For a group whose types a `TypesMatchWith` transforms into another's: its type
    /// constraint, checked on the parsed types before the transform sees them (as
    /// mlir-tblgen's parsers do, since a transform may rely on it).
    pub check: Option<TypeCheck>,
    /// For a single value whose constraint names a class of builtin types (`cppType`
    /// `::mlir::ComplexType`): `type(...)` reads its type as that class, rejecting another
    /// kind where it is written (mlir-tblgen's `parseCustomTypeWithFallback`).
    pub class: Option<TypeClass>,
}

/// A type constraint checked by a generated parser.
#[derive(Clone, Copy, Debug)]
pub struct TypeCheck {
    /// The predicate.
    pub pred: fn(&Context, Type) -> bool,
    /// The constraint's summary (`floating-point-like`).
    pub summary: &'static str,
}

/// How an attribute variable is written.
#[derive(Clone, Copy, Debug)]
pub enum AttrStyle {
    /// Any attribute, printed and parsed in full.
    Plain,
    /// An attribute whose type the constraint knows (`I32Attr`): printed without
    /// ` : type`, parsed with that type.
    Typed(fn(&mut Context) -> Type),
    /// A symbol name (`SymbolNameAttr`): `@name`.
    Symbol,
    /// A unit attribute.
    Unit,
    /// An integer enum attribute, written as its case's keyword (or string).
    Enum(&'static EnumSpec),
    /// An integer `DenseArrayAttr` of the given element width (`DenseI32ArrayAttr`),
    /// written without its `array<i32: ...>` wrapper, `[1, 2]`, as MLIR's
    /// `printStrippedAttrOrType`; a full attribute is parsed too.
    DenseArray(u32),
    /// A dialect attribute (an ODS `AttrDef`, such as a dialect `EnumAttr`), written
    /// without its `#dialect.mnemonic` prefix (`<nsw>` for `#arith.overflow<nsw>`), as
    /// MLIR's `printStrippedAttrOrType` and `parseCustomAttributeWithFallback` do; a full
    /// `#...` attribute is parsed too.
    Dialect {
        /// The dialect's name.
        dialect: &'static str,
        /// The attribute's mnemonic.
        mnemonic: &'static str,
    },
    /// An attribute whose storage is an attribute interface (UB's `PoisonAttrInterface`):
    /// printed and parsed in full; a parsed attribute the check rejects (one that does not
    /// implement the interface) is "invalid kind of attribute specified", as MLIR's
    /// `parseAttribute<Interface>`.
    Interface(fn(&Context, Attribute) -> bool),
}

/// An inherent attribute the format names.
#[derive(Clone, Copy, Debug)]
pub struct AttrSpec {
    /// The attribute name.
    pub name: &'static str,
    /// How it is written.
    pub style: AttrStyle,
    /// Its default value (`DefaultValuedAttr`), built in a given context.
    pub default: Option<fn(&mut Context) -> Attribute>,
    /// The builtin attribute class its storage type is (`FlatSymbolRefAttr`, `StringAttr`,
    /// ...), when the constraint's storage is one: as MLIR's `parseAttribute<Class>`, a
    /// parsed attribute of another kind is "invalid kind of attribute specified".
    pub class: Option<&'static str>,
}

/// A property (`$prop` in a format), in declaration order.
#[derive(Clone, Copy, Debug)]
pub struct PropSpec {
    /// The property name.
    pub name: &'static str,
    /// How it is written, when the format names it (`None`: its kind has no textual form,
    /// and ods-build refuses a format that writes it).
    pub form: Option<PropForm>,
    /// Its summary (`int32_t`, `optional string`), as parse errors name it.
    pub summary: &'static str,
    /// The attribute form of its default value, for a property with one (an
    /// `OptionalProp` defaults to absent, a `UnitProp` to `false`).
    pub default: Option<fn(&mut Context) -> Attribute>,
}

/// `prop-dict`: the properties and inherent attributes the rest of the format does not
/// write, printed as `<{...}>` and parsed back from it.
#[derive(Clone, Copy, Debug)]
pub struct PropDictSpec {
    /// The names it holds, properties first (as mlir-tblgen checks them).
    pub keys: &'static [PropKey],
}

/// One name `prop-dict` holds: a property or an inherent attribute (its name and default
/// value, which the printer leaves out, are its spec's).
#[derive(Clone, Copy, Debug)]
pub struct PropKey {
    /// `Var::Prop(i)` or `Var::Attr(i)`.
    pub var: Var,
    /// It must be in a parsed dictionary (it has no default value and is not optional).
    pub required: bool,
}

/// A region or successor group.
#[derive(Clone, Copy, Debug)]
pub struct SlotSpec {
    /// The name in the spec.
    pub name: &'static str,
    /// Any number (`VariadicRegion`, `VariadicSuccessor`).
    pub variadic: bool,
}

/// What one element of a format is.
#[derive(Clone, Copy, Debug)]
pub enum ElemKind {
    /// A keyword or punctuation literal.
    Literal(&'static str),
    /// `` ` ` ``: a space.
    Space,
    /// `` `` ``: nothing (it only changes the spacing of what follows).
    NoSpace,
    /// `` `\n` ``: a new line.
    Newline,
    /// `$operand`.
    Operand(usize),
    /// `$attr`.
    Attr(usize),
    /// `$prop`.
    Prop(usize),
    /// `prop-dict`.
    PropDict(&'static PropDictSpec),
    /// `$region`.
    Region(usize),
    /// `$successor`.
    Successor(usize),
    /// `type(...)`.
    Type(TypeArg),
    /// `functional-type(inputs, results)`.
    FunctionalType(TypeArg, TypeArg),
    /// `operands`.
    Operands,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `attr-dict` (`true`: `attr-dict-with-keyword`).
    AttrDict(bool),
    /// `( ... )?` with an optional else group.
    Optional(&'static OptionalGroup),
    /// `oilist(`kw` ... | ...)`.
    OIList(&'static OIList),
    /// `custom<Name>(args...)`: the op's hand-written `parse_<name>`/`print_<name>` hooks.
    Custom(&'static CustomDirective),
}

/// An optional group.
#[derive(Clone, Copy, Debug)]
pub struct OptionalGroup {
    /// The elements written when the anchor is present.
    pub then: &'static [ElemKind],
    /// The elements written when it is absent.
    pub otherwise: &'static [ElemKind],
    /// The anchor is a unit attribute or unit property that is not written (the group's
    /// presence sets it).
    pub elided_unit: Option<Var>,
}

/// `oilist(...)`: clauses, each introduced by its keyword, written in any order and each
/// at most once.
#[derive(Clone, Copy, Debug)]
pub struct OIList {
    /// The clauses, in declaration order.
    pub clauses: &'static [OIClause],
}

/// One clause of an `oilist`.
#[derive(Clone, Copy, Debug)]
pub struct OIClause {
    /// The literal introducing it.
    pub keyword: &'static str,
    /// The elements after the keyword.
    pub elements: &'static [ElemKind],
    /// The clause's only element is this unit attribute or property: the keyword alone
    /// sets it.
    pub unit: Option<Var>,
}

/// What an argument of a `custom<Name>(...)` directive names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CustomArgKind {
    /// `$operand`: `OpFormat::operands[i]`.
    Operand(usize),
    /// `$attr` of an attribute that must be present.
    Attr(usize),
    /// `$attr` of an `OptionalAttr`.
    OptionalAttr(usize),
    /// `$prop`: `OpFormat::props[i]`, carried in its attribute form (the generated
    /// adapters convert it to and from the property's storage).
    Prop(usize),
    /// `$region`.
    Region(usize),
    /// `$successor`.
    Successor(usize),
    /// `type(...)` of an operand or result group (or `operands`/`results`).
    Type(TypeArg),
    /// `attr-dict`: the attribute dictionary (its inherent attributes too, as MLIR's
    /// `getAttrDictionary`).
    AttrDict,
}

/// An argument of a `custom` directive: what it names, and whether it is under `ref(...)`
/// (already parsed by an earlier element: the parse hook reads it instead of filling it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CustomArg {
    /// What the argument names.
    pub kind: CustomArgKind,
    /// Written as `ref(...)`.
    pub by_ref: bool,
}

/// A `custom<Name>(args...)` directive, as mlir-tblgen generates it: the parser calls the
/// op's `parse_<name>` hook with a slot per argument (filled by the hook, or holding the
/// value already parsed for a `ref`), then takes what the hook filled in as if the format
/// had parsed it. `parse` is a generated adapter that passes the slots to the hook as typed
/// arguments. (The generated printer calls `print_<name>` itself, with typed values.)
#[derive(Clone, Copy, Debug)]
pub struct CustomDirective {
    /// The name after `custom<`.
    pub name: &'static str,
    /// The arguments, in order.
    pub args: &'static [CustomArg],
    /// Calls the parse hook with one slot per argument: `Ok(false)` when the directive
    /// starts an optional group and its hook found nothing (the group is absent).
    pub parse: fn(&mut OpParser<'_>, &mut [CustomSlot]) -> PResult<bool>,
}

/// What a `custom` directive's parse hook fills in (or, for a `ref`, reads) for one
/// argument. The accessors are what the generated adapters pass to the hooks; each one
/// belongs to one kind of slot (a mismatch is a bug of the generator, and panics).
#[derive(Clone, Debug)]
pub enum CustomSlot {
    /// A single or optional operand.
    Operand(Option<UnresolvedOperand>),
    /// A variadic operand group.
    Operands(Vec<UnresolvedOperand>),
    /// A `VariadicOfVariadic` operand group, group by group.
    OperandGroups(Vec<Vec<UnresolvedOperand>>),
    /// The type of a single or optional operand or result.
    Type(Option<Type>),
    /// The types of a variadic group (or of `operands`/`results`).
    Types(Vec<Type>),
    /// The types of a `VariadicOfVariadic` group, group by group.
    TypeGroups(Vec<Vec<Type>>),
    /// An attribute.
    Attr(Option<Attribute>),
    /// A single region.
    Region(Option<RegionId>),
    /// A variadic region group.
    Regions(Vec<RegionId>),
    /// A single successor.
    Successor(Option<BlockId>),
    /// A variadic successor group.
    Successors(Vec<BlockId>),
    /// `attr-dict`: the attribute dictionary's entries.
    AttrDict(Vec<(Identifier, Attribute)>),
}

fn slot_mismatch(slot: &CustomSlot, want: &str) -> ! {
    panic!("custom directive argument: a {want} slot was expected, found {slot:?}")
}

macro_rules! custom_slot_accessors {
    ($($(#[$doc:meta])* $name:ident, $variant:ident, $ty:ty;)*) => {
        $(
            $(#[$doc])*
            pub fn $name(&mut self) -> &mut $ty {
                match self {
                    CustomSlot::$variant(v) => v,
                    other => slot_mismatch(other, stringify!($variant)),
                }
            }
        )*
    };
}

impl CustomSlot {
    custom_slot_accessors! {
        /// A single or optional operand to fill.
        operand_mut, Operand, Option<UnresolvedOperand>;
        /// A variadic operand group to fill.
        operands_mut, Operands, Vec<UnresolvedOperand>;
        /// A `VariadicOfVariadic` operand group to fill, group by group.
        operand_groups_mut, OperandGroups, Vec<Vec<UnresolvedOperand>>;
        /// The type of a single or optional value to fill.
        type_mut, Type, Option<Type>;
        /// The types of a variadic group to fill.
        types_mut, Types, Vec<Type>;
        /// The types of a `VariadicOfVariadic` group to fill, group by group.
        type_groups_mut, TypeGroups, Vec<Vec<Type>>;
        /// An attribute to fill.
        attr_mut, Attr, Option<Attribute>;
        /// A single region to fill (an empty one is created if the hook leaves it).
        region_mut, Region, Option<RegionId>;
        /// A variadic region group to fill.
        regions_mut, Regions, Vec<RegionId>;
        /// A single successor to fill.
        successor_mut, Successor, Option<BlockId>;
        /// A variadic successor group to fill.
        successors_mut, Successors, Vec<BlockId>;
        /// The attribute dictionary's entries to fill.
        attr_dict_mut, AttrDict, Vec<(Identifier, Attribute)>;
    }

    /// `ref` of a single operand.
    pub fn operand(&self) -> &UnresolvedOperand {
        match self {
            CustomSlot::Operand(Some(o)) => o,
            other => slot_mismatch(other, "parsed Operand"),
        }
    }

    /// `ref` of an optional operand.
    pub fn opt_operand(&self) -> Option<&UnresolvedOperand> {
        match self {
            CustomSlot::Operand(o) => o.as_ref(),
            other => slot_mismatch(other, "Operand"),
        }
    }

    /// `ref` of a variadic operand group.
    pub fn operands(&self) -> &[UnresolvedOperand] {
        match self {
            CustomSlot::Operands(o) => o,
            other => slot_mismatch(other, "Operands"),
        }
    }

    /// `ref` of the type of a single value.
    pub fn ty(&self) -> Type {
        match self {
            CustomSlot::Type(Some(t)) => *t,
            other => slot_mismatch(other, "parsed Type"),
        }
    }

    /// `ref` of the type of an optional value.
    pub fn opt_type(&self) -> Option<Type> {
        match self {
            CustomSlot::Type(t) => *t,
            other => slot_mismatch(other, "Type"),
        }
    }

    /// `ref` of the types of a variadic group.
    pub fn types(&self) -> &[Type] {
        match self {
            CustomSlot::Types(t) => t,
            other => slot_mismatch(other, "Types"),
        }
    }

    /// `ref` of a `VariadicOfVariadic` group, group by group.
    pub fn operand_groups(&self) -> &[Vec<UnresolvedOperand>] {
        match self {
            CustomSlot::OperandGroups(g) => g,
            other => slot_mismatch(other, "OperandGroups"),
        }
    }

    /// `ref` of the types of a `VariadicOfVariadic` group, group by group.
    pub fn type_groups(&self) -> &[Vec<Type>] {
        match self {
            CustomSlot::TypeGroups(g) => g,
            other => slot_mismatch(other, "TypeGroups"),
        }
    }

    /// `ref` of an attribute that must be present.
    pub fn attr(&self) -> Attribute {
        match self {
            CustomSlot::Attr(Some(a)) => *a,
            other => slot_mismatch(other, "parsed Attr"),
        }
    }

    /// `ref` of an optional attribute.
    pub fn opt_attr(&self) -> Option<Attribute> {
        match self {
            CustomSlot::Attr(a) => *a,
            other => slot_mismatch(other, "Attr"),
        }
    }

    /// `ref` of a single region.
    pub fn region(&self) -> RegionId {
        match self {
            CustomSlot::Region(Some(r)) => *r,
            other => slot_mismatch(other, "parsed Region"),
        }
    }

    /// `ref` of a variadic region group.
    pub fn regions(&self) -> &[RegionId] {
        match self {
            CustomSlot::Regions(r) => r,
            other => slot_mismatch(other, "Regions"),
        }
    }

    /// `ref` of a single successor.
    pub fn successor(&self) -> BlockId {
        match self {
            CustomSlot::Successor(Some(b)) => *b,
            other => slot_mismatch(other, "parsed Successor"),
        }
    }

    /// `ref` of a variadic successor group.
    pub fn successors(&self) -> &[BlockId] {
        match self {
            CustomSlot::Successors(b) => b,
            other => slot_mismatch(other, "Successors"),
        }
    }

    /// `ref` of `attr-dict`: the entries parsed so far.
    pub fn attr_dict(&self) -> &[(Identifier, Attribute)] {
        match self {
            CustomSlot::AttrDict(a) => a,
            other => slot_mismatch(other, "AttrDict"),
        }
    }
}

/// An op's compiled assembly format.
#[derive(Clone, Copy, Debug)]
pub struct OpFormat {
    /// The top-level elements.
    pub elements: &'static [ElemKind],
    /// Operand groups, in declaration order.
    pub operands: &'static [ValueSpec],
    /// Result groups, in declaration order.
    pub results: &'static [ValueSpec],
    /// The inherent attributes, in declaration order.
    pub attrs: &'static [AttrSpec],
    /// The properties, in declaration order.
    pub props: &'static [PropSpec],
    /// Region groups.
    pub regions: &'static [SlotSpec],
    /// Successor groups.
    pub successors: &'static [SlotSpec],
    /// `AttrSizedOperandSegments`: the operand group sizes are stored.
    pub operand_segments: bool,
    /// `AttrSizedResultSegments`: the result group sizes are stored.
    pub result_segments: bool,
    /// `SingleBlockImplicitTerminator`: the terminator op (`scf.yield`) the parser adds to
    /// a region that lacks one.
    pub implicit_terminator: Option<&'static str>,
    /// The first of the given attributes (in the op's declaration order) that is inherent
    /// and fails its constraint: its name and the constraint's summary.
    pub check_attrs: AttrsCheck,
}

/// See [`OpFormat::check_attrs`].
pub type AttrsCheck =
    fn(&Context, &[(Identifier, Attribute)]) -> Option<(&'static str, &'static str)>;

/// Builds an attribute (a default value) in a given context.
type AttrBuilder = fn(&mut Context) -> Attribute;

impl OpFormat {
    /// The name and default value of a `prop-dict` key.
    fn key(&self, k: &PropKey) -> (&'static str, Option<AttrBuilder>) {
        match k.var {
            Var::Prop(i) => (self.props[i].name, self.props[i].default),
            Var::Attr(i) => (self.attrs[i].name, self.attrs[i].default),
            other => unreachable!("a prop-dict key is a property or an attribute, not {other:?}"),
        }
    }
}

/// Whether `e` is the unit attribute or property anchoring `g` that is not written.
fn is_elided_unit(g: &OptionalGroup, e: &ElemKind) -> bool {
    match (*e, g.elided_unit) {
        (ElemKind::Attr(i), Some(Var::Attr(j))) | (ElemKind::Prop(i), Some(Var::Prop(j))) => i == j,
        _ => false,
    }
}

// ----- parsing ----------------------------------------------------------------------------

#[derive(Default)]
struct Parsed {
    operands: Vec<Option<(Vec<UnresolvedOperand>, Span)>>,
    all_operands: Option<(Vec<UnresolvedOperand>, Span)>,
    operand_types: Vec<Option<Vec<Type>>>,
    result_types: Vec<Option<Vec<Type>>>,
    all_operand_types: Option<Vec<Type>>,
    all_result_types: Option<Vec<Type>>,
    attrs: Vec<Option<Attribute>>,
    /// The properties the format parsed, in their attribute forms.
    props: Vec<Option<Attribute>>,
    /// What `prop-dict` parsed (an empty dictionary when `<...>` was absent), and the
    /// directive.
    prop_dict: Option<(Attribute, &'static PropDictSpec)>,
    dict: Vec<(Identifier, Attribute)>,
    regions: Vec<Vec<RegionId>>,
    all_regions: Vec<RegionId>,
    successors: Vec<Vec<BlockId>>,
    all_successors: Vec<BlockId>,
    /// The group sizes of each `VariadicOfVariadic` operand a `custom` directive parsed.
    segment_sizes: Vec<Option<Vec<i64>>>,
}

/// mlir-opt's spelling of the punctuation literals a format may use.
fn punctuation(text: &str) -> Option<TokenKind> {
    Some(match text {
        "->" => TokenKind::Arrow,
        ":" => TokenKind::Colon,
        "," => TokenKind::Comma,
        "=" => TokenKind::Equal,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "?" => TokenKind::Question,
        "+" => TokenKind::Plus,
        "-" => TokenKind::Minus,
        "*" => TokenKind::Star,
        "|" => TokenKind::VerticalBar,
        "..." => TokenKind::Ellipsis,
        _ => return None,
    })
}

impl<'a> OpParser<'a> {
    /// Consumes the literal `text` (a keyword or punctuation) if it is next.
    pub fn parse_optional_literal(&mut self, text: &str) -> bool {
        match punctuation(text) {
            Some(kind) => self.p.eat(kind),
            None => self.p.eat_keyword(text),
        }
    }

    /// An integer of `width` bits, signed or not, as MLIR's `parseInteger` reads it into a
    /// C++ integer of that type (for `custom` directive hooks): `true` and `false` are
    /// integers too; `expected integer value` or `integer value too large` otherwise. The
    /// value comes back sign-extended from its stored bits.
    pub fn parse_integer(&mut self, width: u32, signed: bool) -> PResult<i64> {
        use crate::asm::prop_form::{IntTarget, parse_optional_int};
        let at = self.p.span();
        match parse_optional_int(self, IntTarget::Int { width, signed }) {
            Ok(Some(v)) => Ok(v),
            Ok(None) | Err(None) => Err(self.p.emit_error(at, "expected integer value")),
            Err(Some(d)) => Err(d),
        }
    }

    /// Consumes the literal `text` or fails with mlir-opt's `expected '<text>'`: for
    /// punctuation after the previous token (`parseToken`), for a keyword at the current
    /// one, as the op's error (`parseKeyword`).
    pub fn parse_literal(&mut self, text: &str) -> PResult<()> {
        if self.parse_optional_literal(text) {
            Ok(())
        } else if punctuation(text).is_some() {
            Err(self.p.error_expected(format!("expected '{text}'")))
        } else {
            let at = self.p.span();
            Err(self.p.emit_error(at, format!("expected '{text}'")))
        }
    }

    /// An error from a custom parser, as mlir-opt words it: `custom op '<name>' <message>`.
    pub fn custom_op_error(
        &self,
        state: &OperationState,
        span: Span,
        message: impl std::fmt::Display,
    ) -> crate::diag::Diagnostic {
        let name = self.p.ctx.op_name(state.name).as_str().to_string();
        self.p
            .error_at(span, format!("custom op '{name}' {message}"))
    }

    /// Resolves `operands` against `types` (mlir-opt's `resolveOperands`): the counts must
    /// agree; errors are at `at`, the first operand.
    pub fn resolve_operands(
        &mut self,
        state: &OperationState,
        operands: &[UnresolvedOperand],
        types: &[Type],
        at: Span,
    ) -> PResult<Vec<Value>> {
        if operands.len() != types.len() {
            return Err(self.custom_op_error(
                state,
                at,
                format_args!(
                    "number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        operands
            .iter()
            .zip(types)
            .map(|(o, &t)| self.resolve_operand(o, t))
            .collect()
    }

    /// Parses a comma-separated list of types, at least one (mlir-opt's `parseTypeList`).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        self.p.parse_comma_separated(|p| p.parse_type())
    }

    /// Parses `%a, %b, ...` if an SSA use is next (possibly nothing).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        self.parse_optional_ssa_use_list()
    }

    /// Parses `{...}` if next, returning its entries (mlir-opt's `parseOptionalAttrDict`).
    pub fn parse_optional_attr_dict(&mut self) -> PResult<Vec<(Identifier, Attribute)>> {
        if self.p.at(TokenKind::LBrace) {
            return self.p.parse_attribute_dict_entries();
        }
        Ok(Vec::new())
    }
}

impl OpFormat {
    /// Adds the implicit terminator to the parsed `regions` that lack one.
    fn ensure_terminators(
        &self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        regions: &[RegionId],
    ) {
        if let Some(name) = self.implicit_terminator {
            for &r in regions {
                crate::traits::ensure_region_terminator(parser.ctx(), r, name, state.loc);
            }
        }
    }

    /// Parses the custom form of an op in this format (its name already consumed) into
    /// `state`.
    pub fn parse(
        &'static self,
        parser: &mut OpParser<'_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        let mut parsed = Parsed {
            operands: vec![None; self.operands.len()],
            operand_types: vec![None; self.operands.len()],
            result_types: vec![None; self.results.len()],
            attrs: vec![None; self.attrs.len()],
            props: vec![None; self.props.len()],
            regions: vec![Vec::new(); self.regions.len()],
            successors: vec![Vec::new(); self.successors.len()],
            segment_sizes: vec![None; self.operands.len()],
            ..Parsed::default()
        };
        let start = parser.p.span();
        self.parse_elements(parser, state, self.elements, &mut parsed)?;
        self.finish(parser, state, parsed, start)
    }

    fn parse_elements(
        &'static self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        elements: &'static [ElemKind],
        parsed: &mut Parsed,
    ) -> PResult<()> {
        for e in elements {
            self.parse_element(parser, state, e, parsed)?;
        }
        Ok(())
    }

    fn parse_element(
        &'static self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        e: &'static ElemKind,
        parsed: &mut Parsed,
    ) -> PResult<()> {
        match *e {
            ElemKind::Literal(text) => parser.parse_literal(text)?,
            ElemKind::Space | ElemKind::NoSpace | ElemKind::Newline => {}
            ElemKind::Operand(i) => self.parse_operand_element(parser, i, parsed)?,
            ElemKind::Operands => {
                let at = parser.p.span();
                parsed.all_operands = Some((parser.parse_operand_list()?, at));
            }
            ElemKind::Attr(i) => {
                let spec = &self.attrs[i];
                let at = parser.p.span();
                let attr = match spec.style {
                    AttrStyle::Typed(ty) => {
                        let ty = ty(parser.ctx());
                        parser.p.parse_attribute(Some(ty))?
                    }
                    AttrStyle::Symbol => {
                        let name = parser.p.parse_symbol_name()?;
                        let text = name.as_str(parser.p.ctx).to_string();
                        Attribute::string(parser.p.ctx, &text)
                    }
                    AttrStyle::Enum(e) => parse_enum(parser, state, spec.name, e)?,
                    AttrStyle::Dialect { dialect, mnemonic } => {
                        parser.p.parse_stripped_dialect_attr(dialect, mnemonic)?
                    }
                    AttrStyle::DenseArray(width) => parse_dense_array(parser, width)?,
                    AttrStyle::Plain | AttrStyle::Unit | AttrStyle::Interface(_) => {
                        parser.p.parse_attribute(None)?
                    }
                };
                let kind_ok = match spec.style {
                    AttrStyle::Interface(implements) => implements(parser.p.ctx, attr),
                    _ => spec.class.is_none_or(|class| {
                        crate::dialect_storage::attr_is_class(parser.p.ctx, attr, class)
                    }),
                };
                if !kind_ok {
                    return Err(parser.custom_op_error(
                        state,
                        at,
                        "invalid kind of attribute specified",
                    ));
                }
                parsed.attrs[i] = Some(attr);
            }
            ElemKind::Prop(i) => {
                let spec = &self.props[i];
                let at = parser.p.span();
                let Some(form) = spec.form else {
                    return Err(prop_error(parser, at, spec, None));
                };
                match form.parse(parser) {
                    Ok(a) => parsed.props[i] = Some(a),
                    Err(inner) => return Err(prop_error(parser, at, spec, inner)),
                }
            }
            ElemKind::PropDict(d) => {
                // MLIR's `genericParseProperties`: `<attribute>`, if there.
                let dict = if parser.p.eat(TokenKind::Less) {
                    let a = parser.p.parse_attribute(None)?;
                    parser.parse_literal(">")?;
                    a
                } else {
                    Attribute::dictionary(parser.p.ctx, &[])
                };
                parsed.prop_dict = Some((dict, d));
            }
            ElemKind::Region(i) => {
                let regions = if self.regions[i].variadic {
                    parse_region_list(parser, state)?
                } else {
                    let isolated = is_isolated(parser, state);
                    vec![parser.parse_region(isolated)?]
                };
                self.ensure_terminators(parser, state, &regions);
                parsed.regions[i] = regions;
            }
            ElemKind::Regions => {
                let regions = parse_region_list(parser, state)?;
                self.ensure_terminators(parser, state, &regions);
                parsed.all_regions = regions;
            }
            ElemKind::Successor(i) => {
                parsed.successors[i] = if self.successors[i].variadic {
                    parse_successor_list(parser)?
                } else {
                    vec![parser.parse_successor()?]
                };
            }
            ElemKind::Successors => parsed.all_successors = parse_successor_list(parser)?,
            ElemKind::Type(arg) => self.parse_type_element(parser, state, arg, parsed)?,
            ElemKind::FunctionalType(inputs, results) => {
                let at = parser.p.span();
                let ty = parser.p.parse_type()?;
                let Some((i, r)) = parser
                    .p
                    .ctx
                    .ty(ty)
                    .function_parts()
                    .map(|(i, r)| (i.to_vec(), r.to_vec()))
                else {
                    let message = invalid_type_kind(parser.p.ctx, TypeClass::Function, ty);
                    return Err(parser.custom_op_error(state, at, message));
                };
                set_types(parsed, inputs, i);
                set_types(parsed, results, r);
            }
            ElemKind::AttrDict(with_keyword) => {
                let at = parser.p.span();
                let entries = if with_keyword {
                    parser.parse_optional_attr_dict_with_keyword()?
                } else {
                    parser.parse_optional_attr_dict()?
                };
                // mlir-tblgen's `verifyInherentAttrs`: the inherent attributes written there
                // must satisfy their constraints, reported where the dictionary starts.
                let violation = if entries.is_empty() {
                    None
                } else {
                    (self.check_attrs)(parser.ctx(), &entries)
                };
                if let Some((name, summary)) = violation {
                    let op = parser.p.ctx.op_name(state.name).as_str().to_string();
                    return Err(parser.custom_op_error(
                        state,
                        at,
                        format_args!(
                            "'{op}' op attribute '{name}' failed to satisfy constraint: {summary}"
                        ),
                    ));
                }
                parsed.dict.extend(entries);
            }
            ElemKind::Optional(g) => self.parse_optional(parser, state, g, parsed)?,
            ElemKind::OIList(l) => self.parse_oilist(parser, state, l, parsed)?,
            ElemKind::Custom(c) => {
                self.parse_custom(parser, state, c, parsed)?;
            }
        }
        Ok(())
    }

    /// `type(...)` of an operand or result group, or of all of them.
    fn parse_type_element(
        &self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        arg: TypeArg,
        parsed: &mut Parsed,
    ) -> PResult<()> {
        let arity = match arg {
            TypeArg::Operand(i) => self.operands[i].arity,
            TypeArg::Result(i) => self.results[i].arity,
            TypeArg::Operands | TypeArg::Results => Arity::Variadic,
        };
        let class = match arg {
            TypeArg::Operand(i) => self.operands[i].class,
            TypeArg::Result(i) => self.results[i].class,
            TypeArg::Operands | TypeArg::Results => None,
        };
        let types = match arity {
            Arity::Single => {
                let at = parser.p.span();
                let ty = parser.p.parse_type()?;
                if let Some(class) = class.filter(|c| !c.contains(parser.p.ctx, ty)) {
                    let message = invalid_type_kind(parser.p.ctx, class, ty);
                    return Err(parser.custom_op_error(state, at, message));
                }
                vec![ty]
            }
            Arity::Optional => parser.p.parse_optional_type()?.into_iter().collect(),
            Arity::Variadic => parser.parse_type_list()?,
            Arity::VariadicOfVariadic(_) => {
                let mut types = Vec::new();
                while parser.p.eat(TokenKind::LParen) {
                    if !parser.p.eat(TokenKind::RParen) {
                        types.extend(parser.parse_type_list()?);
                        parser.parse_literal(")")?;
                    }
                    if !parser.p.eat(TokenKind::Comma) {
                        break;
                    }
                }
                types
            }
        };
        set_types(parsed, arg, types);
        Ok(())
    }

    /// An operand group: one, an optional one, a list, or parenthesized lists.
    fn parse_operand_element(
        &self,
        parser: &mut OpParser<'_>,
        i: usize,
        parsed: &mut Parsed,
    ) -> PResult<()> {
        let at = parser.p.span();
        let list = match self.operands[i].arity {
            Arity::Single => vec![parser.parse_ssa_use(true)?],
            Arity::Optional => {
                if parser.p.at(TokenKind::PercentIdent) {
                    vec![parser.parse_ssa_use(true)?]
                } else {
                    Vec::new()
                }
            }
            Arity::Variadic => parser.parse_operand_list()?,
            // Groups in parentheses, as mlir-tblgen's parser reads them; their
            // sizes become the segment attribute.
            Arity::VariadicOfVariadic(_) => {
                let mut list = Vec::new();
                let mut sizes = Vec::new();
                while parser.p.eat(TokenKind::LParen) {
                    let group = parser.parse_operand_list()?;
                    sizes.push(group.len() as i64);
                    list.extend(group);
                    parser.parse_literal(")")?;
                    if !parser.p.eat(TokenKind::Comma) {
                        break;
                    }
                }
                parsed.segment_sizes[i] = Some(sizes);
                list
            }
        };
        parsed.operands[i] = Some((list, at));
        Ok(())
    }

    /// The arity of the group a type directive names.
    fn type_arity(&self, arg: TypeArg) -> Arity {
        match arg {
            TypeArg::Operand(i) => self.operands[i].arity,
            TypeArg::Result(i) => self.results[i].arity,
            TypeArg::Operands | TypeArg::Results => Arity::Variadic,
        }
    }

    /// An `oilist`: clauses in any order until no clause keyword is next; a clause twice
    /// is mlir-tblgen's error at the op name.
    fn parse_oilist(
        &'static self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        l: &'static OIList,
        parsed: &mut Parsed,
    ) -> PResult<()> {
        let mut seen = vec![false; l.clauses.len()];
        'clauses: loop {
            for (k, c) in l.clauses.iter().enumerate() {
                let keyword = c.keyword;
                if !parser.parse_optional_literal(keyword) {
                    continue;
                }
                if seen[k] {
                    let at = parser.name_span();
                    return Err(parser.custom_op_error(
                        state,
                        at,
                        format_args!(
                            "`{keyword}` clause can appear at most once in the expansion of \
                             the oilist directive"
                        ),
                    ));
                }
                seen[k] = true;
                match c.unit {
                    Some(Var::Attr(i)) => parsed.attrs[i] = Some(Attribute::unit(parser.p.ctx)),
                    Some(Var::Prop(i)) => parsed.props[i] = Some(Attribute::unit(parser.p.ctx)),
                    _ => self.parse_elements(parser, state, c.elements, parsed)?,
                }
                continue 'clauses;
            }
            return Ok(());
        }
    }

    /// A `custom` directive: slots for its arguments (the values already parsed for its
    /// `ref`s), the parse hook, then what it filled in taken as parsed. `false` when the
    /// hook of a directive starting an optional group found nothing.
    fn parse_custom(
        &'static self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        c: &'static CustomDirective,
        parsed: &mut Parsed,
    ) -> PResult<bool> {
        let at = parser.p.span();
        let mut slots = Vec::with_capacity(c.args.len());
        for a in c.args {
            let slot = if a.by_ref {
                match self.ref_slot(a.kind, parsed) {
                    Some(slot) => slot,
                    None => {
                        return Err(parser.custom_op_error(
                            state,
                            at,
                            format_args!(
                                "`custom<{}>` refers to a value that was not parsed",
                                c.name
                            ),
                        ));
                    }
                }
            } else {
                self.empty_slot(a.kind)
            };
            slots.push(slot);
        }
        if !(c.parse)(parser, &mut slots)? {
            return Ok(false);
        }
        for (a, slot) in c.args.iter().zip(slots) {
            if !a.by_ref {
                self.take_slot(parser, state, c, a.kind, slot, parsed, at)?;
            }
        }
        Ok(true)
    }

    /// The slot a parse hook fills for an argument.
    fn empty_slot(&self, kind: CustomArgKind) -> CustomSlot {
        match kind {
            CustomArgKind::Operand(i) => match self.operands[i].arity {
                Arity::Single | Arity::Optional => CustomSlot::Operand(None),
                Arity::Variadic => CustomSlot::Operands(Vec::new()),
                Arity::VariadicOfVariadic(_) => CustomSlot::OperandGroups(Vec::new()),
            },
            CustomArgKind::Type(arg) => match self.type_arity(arg) {
                Arity::Single | Arity::Optional => CustomSlot::Type(None),
                Arity::Variadic => CustomSlot::Types(Vec::new()),
                Arity::VariadicOfVariadic(_) => CustomSlot::TypeGroups(Vec::new()),
            },
            CustomArgKind::Attr(_) | CustomArgKind::OptionalAttr(_) | CustomArgKind::Prop(_) => {
                CustomSlot::Attr(None)
            }
            CustomArgKind::Region(i) if self.regions[i].variadic => CustomSlot::Regions(Vec::new()),
            CustomArgKind::Region(_) => CustomSlot::Region(None),
            CustomArgKind::Successor(i) if self.successors[i].variadic => {
                CustomSlot::Successors(Vec::new())
            }
            CustomArgKind::Successor(_) => CustomSlot::Successor(None),
            CustomArgKind::AttrDict => CustomSlot::AttrDict(Vec::new()),
        }
    }

    /// The slot holding what was parsed for a `ref` argument; `None` when a value that
    /// must be there is not.
    fn ref_slot(&self, kind: CustomArgKind, parsed: &Parsed) -> Option<CustomSlot> {
        let type_groups = |i: usize, flat: Vec<Type>| -> Vec<Vec<Type>> {
            crate::asm::format_print::split(&flat, parsed.segment_sizes.get(i).cloned().flatten())
        };
        Some(match kind {
            CustomArgKind::Operand(i) => {
                let list = parsed.operands[i]
                    .as_ref()
                    .map(|(l, _)| l.clone())
                    .unwrap_or_default();
                match self.operands[i].arity {
                    Arity::Single => CustomSlot::Operand(Some(list.first()?.clone())),
                    Arity::Optional => CustomSlot::Operand(list.first().cloned()),
                    Arity::Variadic => CustomSlot::Operands(list),
                    Arity::VariadicOfVariadic(_) => CustomSlot::OperandGroups(
                        crate::asm::format_print::split(&list, parsed.segment_sizes[i].clone()),
                    ),
                }
            }
            CustomArgKind::Type(arg) => {
                let types = match arg {
                    TypeArg::Operand(i) => parsed.operand_types[i].clone(),
                    TypeArg::Result(i) => parsed.result_types[i].clone(),
                    TypeArg::Operands => parsed.all_operand_types.clone(),
                    TypeArg::Results => parsed.all_result_types.clone(),
                }
                .unwrap_or_default();
                match (self.type_arity(arg), arg) {
                    (Arity::Single, _) => CustomSlot::Type(Some(*types.first()?)),
                    (Arity::Optional, _) => CustomSlot::Type(types.first().copied()),
                    (Arity::VariadicOfVariadic(_), TypeArg::Operand(i)) => {
                        CustomSlot::TypeGroups(type_groups(i, types))
                    }
                    _ => CustomSlot::Types(types),
                }
            }
            CustomArgKind::Attr(i) => CustomSlot::Attr(Some(parsed.attrs[i]?)),
            CustomArgKind::OptionalAttr(i) => CustomSlot::Attr(parsed.attrs[i]),
            CustomArgKind::Prop(i) => CustomSlot::Attr(parsed.props[i]),
            CustomArgKind::Region(i) if self.regions[i].variadic => {
                CustomSlot::Regions(parsed.regions[i].clone())
            }
            CustomArgKind::Region(i) => CustomSlot::Region(Some(*parsed.regions[i].first()?)),
            CustomArgKind::Successor(i) if self.successors[i].variadic => {
                CustomSlot::Successors(parsed.successors[i].clone())
            }
            CustomArgKind::Successor(i) => {
                CustomSlot::Successor(Some(*parsed.successors[i].first()?))
            }
            CustomArgKind::AttrDict => CustomSlot::AttrDict(parsed.dict.clone()),
        })
    }

    /// Takes what a parse hook filled into a slot as parsed.
    #[allow(clippy::too_many_arguments)]
    fn take_slot(
        &self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        c: &CustomDirective,
        kind: CustomArgKind,
        slot: CustomSlot,
        parsed: &mut Parsed,
        at: Span,
    ) -> PResult<()> {
        let unset = |parser: &OpParser<'_>, what: &str, name: &str| {
            parser.custom_op_error(
                state,
                at,
                format_args!("`custom<{}>` did not parse {what} '{name}'", c.name),
            )
        };
        match (kind, slot) {
            (CustomArgKind::Operand(i), CustomSlot::Operand(o)) => {
                if o.is_none() && self.operands[i].arity == Arity::Single {
                    return Err(unset(parser, "operand", self.operands[i].name));
                }
                parsed.operands[i] = Some((o.into_iter().collect(), at));
            }
            (CustomArgKind::Operand(i), CustomSlot::Operands(list)) => {
                parsed.operands[i] = Some((list, at));
            }
            (CustomArgKind::Operand(i), CustomSlot::OperandGroups(groups)) => {
                parsed.segment_sizes[i] = Some(groups.iter().map(|g| g.len() as i64).collect());
                parsed.operands[i] = Some((groups.into_iter().flatten().collect(), at));
            }
            (CustomArgKind::Type(arg), CustomSlot::Type(t)) => {
                if t.is_none() && self.type_arity(arg) == Arity::Single {
                    let name = match arg {
                        TypeArg::Operand(i) => self.operands[i].name,
                        TypeArg::Result(i) => self.results[i].name,
                        TypeArg::Operands => "operands",
                        TypeArg::Results => "results",
                    };
                    return Err(unset(parser, "the type of", name));
                }
                set_types(parsed, arg, t.into_iter().collect());
            }
            (CustomArgKind::Type(arg), CustomSlot::Types(types)) => set_types(parsed, arg, types),
            (CustomArgKind::Type(arg), CustomSlot::TypeGroups(groups)) => {
                set_types(parsed, arg, groups.into_iter().flatten().collect());
            }
            (
                CustomArgKind::Attr(i) | CustomArgKind::OptionalAttr(i),
                CustomSlot::Attr(Some(a)),
            ) => parsed.attrs[i] = Some(a),
            (CustomArgKind::Prop(i), CustomSlot::Attr(Some(a))) => parsed.props[i] = Some(a),
            (CustomArgKind::Region(i), CustomSlot::Region(r)) => {
                let r = r.unwrap_or_else(|| RegionId::create(parser.ctx()));
                parsed.regions[i] = vec![r];
            }
            (CustomArgKind::Region(i), CustomSlot::Regions(list)) => parsed.regions[i] = list,
            (CustomArgKind::Successor(i), CustomSlot::Successor(b)) => match b {
                Some(b) => parsed.successors[i] = vec![b],
                None => return Err(unset(parser, "successor", self.successors[i].name)),
            },
            (CustomArgKind::Successor(i), CustomSlot::Successors(list)) => {
                parsed.successors[i] = list;
            }
            (CustomArgKind::AttrDict, CustomSlot::AttrDict(entries)) => {
                parsed.dict.extend(entries);
            }
            _ => {}
        }
        Ok(())
    }

    /// An optional group: its first element (after spacing) says whether it is there.
    fn parse_optional(
        &'static self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        g: &'static OptionalGroup,
        parsed: &mut Parsed,
    ) -> PResult<()> {
        let first = g
            .then
            .iter()
            .position(|e| !matches!(e, ElemKind::Space | ElemKind::NoSpace | ElemKind::Newline))
            .unwrap_or(0);
        let Some(head) = g.then.get(first) else {
            return Ok(());
        };
        let present = match *head {
            ElemKind::Literal(text) => {
                let present = parser.parse_optional_literal(text);
                if present {
                    self.parse_group_rest(parser, state, g, &g.then[first + 1..], parsed)?;
                }
                present
            }
            ElemKind::Prop(i) if g.elided_unit != Some(Var::Prop(i)) => {
                let spec = &self.props[i];
                let at = parser.p.span();
                let Some(form) = spec.form else {
                    return Err(prop_error(parser, at, spec, None));
                };
                // mlir-tblgen's `optionalParser` call: its own error only.
                let prop = match form.parse_optional(parser) {
                    Ok(p) => p,
                    Err(Some(d)) => return Err(d),
                    Err(None) => return Err(prop_error(parser, at, spec, None)),
                };
                parsed.props[i] = prop;
                if prop.is_some() {
                    self.parse_group_rest(parser, state, g, &g.then[first + 1..], parsed)?;
                }
                prop.is_some()
            }
            ElemKind::Attr(i) if g.elided_unit != Some(Var::Attr(i)) => {
                let spec = &self.attrs[i];
                let at = parser.p.span();
                let ty = match spec.style {
                    AttrStyle::Typed(ty) => Some(ty(parser.ctx())),
                    _ => None,
                };
                let attr = match spec.style {
                    AttrStyle::Symbol if parser.p.at(TokenKind::AtIdent) => {
                        let name = parser.p.parse_symbol_name()?;
                        let text = name.as_str(parser.p.ctx).to_string();
                        Some(Attribute::string(parser.p.ctx, &text))
                    }
                    AttrStyle::Symbol => None,
                    AttrStyle::Enum(e)
                        if parser.p.at(TokenKind::String)
                            || (parser.p.at(TokenKind::BareIdent)
                                && e.cases.contains(&parser.p.text())) =>
                    {
                        Some(parse_enum(parser, state, spec.name, e)?)
                    }
                    AttrStyle::Enum(_) => None,
                    AttrStyle::Dialect { dialect, mnemonic }
                        if parser.p.at(TokenKind::Less) || parser.p.at(TokenKind::HashIdent) =>
                    {
                        Some(parser.p.parse_stripped_dialect_attr(dialect, mnemonic)?)
                    }
                    AttrStyle::Dialect { .. } => None,
                    AttrStyle::DenseArray(width) if parser.p.at(TokenKind::LSquare) => {
                        Some(parse_dense_array(parser, width)?)
                    }
                    _ => parser.p.parse_optional_attribute(ty)?,
                };
                if let (AttrStyle::Interface(implements), Some(a)) = (spec.style, attr)
                    && !implements(parser.p.ctx, a)
                {
                    let what = "invalid kind of attribute specified";
                    return Err(parser.custom_op_error(state, at, what));
                }
                parsed.attrs[i] = attr;
                if attr.is_some() {
                    self.parse_group_rest(parser, state, g, &g.then[first + 1..], parsed)?;
                }
                attr.is_some()
            }
            ElemKind::Operand(i) => {
                let at = parser.p.span();
                let present = parser.p.at(TokenKind::PercentIdent);
                if present {
                    self.parse_element(parser, state, head, parsed)?;
                    self.parse_group_rest(parser, state, g, &g.then[first + 1..], parsed)?;
                } else {
                    parsed.operands[i] = Some((Vec::new(), at));
                }
                present
            }
            ElemKind::Custom(c) => {
                // mlir-tblgen's `OptionalParseResult` of the hook decides.
                let present = self.parse_custom(parser, state, c, parsed)?;
                if present {
                    self.parse_group_rest(parser, state, g, &g.then[first + 1..], parsed)?;
                }
                present
            }
            ElemKind::Region(_) | ElemKind::Regions => {
                let present = parser.p.at(TokenKind::LBrace);
                if present {
                    self.parse_group_rest(parser, state, g, &g.then[first..], parsed)?;
                }
                present
            }
            ElemKind::Successor(_) | ElemKind::Successors => {
                let present = parser.p.at(TokenKind::CaretIdent);
                if present {
                    self.parse_group_rest(parser, state, g, &g.then[first..], parsed)?;
                }
                present
            }
            ElemKind::Type(_) | ElemKind::FunctionalType(..) => {
                let present = parser.p.at_type_start();
                if present {
                    self.parse_group_rest(parser, state, g, &g.then[first..], parsed)?;
                }
                present
            }
            _ => {
                self.parse_group_rest(parser, state, g, &g.then[first..], parsed)?;
                true
            }
        };
        if !present {
            self.parse_elements(parser, state, g.otherwise, parsed)?;
        }
        Ok(())
    }

    fn parse_group_rest(
        &'static self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        g: &'static OptionalGroup,
        rest: &'static [ElemKind],
        parsed: &mut Parsed,
    ) -> PResult<()> {
        match g.elided_unit {
            Some(Var::Attr(i)) => parsed.attrs[i] = Some(Attribute::unit(parser.p.ctx)),
            Some(Var::Prop(i)) => parsed.props[i] = Some(Attribute::unit(parser.p.ctx)),
            _ => {}
        }
        for e in rest {
            if is_elided_unit(g, e) {
                continue;
            }
            self.parse_element(parser, state, e, parsed)?;
        }
        Ok(())
    }

    /// Resolves types and operands and fills `state`.
    fn finish(
        &'static self,
        parser: &mut OpParser<'_>,
        state: &mut OperationState,
        mut parsed: Parsed,
        start: Span,
    ) -> PResult<()> {
        self.split_groups(&mut parsed);
        self.complete_types(parser, &mut parsed)?;
        let operand_sizes = self.finish_operands(parser, state, &mut parsed, start)?;
        // Results.
        let mut result_sizes = Vec::new();
        let inferred = self
            .results
            .iter()
            .any(|r| matches!(r.ty, TypeSource::Inferred));
        if !inferred {
            for types in &parsed.result_types {
                let types = types.clone().unwrap_or_default();
                result_sizes.push(types.len() as i64);
                state.result_types.extend(types);
            }
        }
        // Regions and successors.
        for r in parsed.regions.iter().flatten().chain(&parsed.all_regions) {
            state.regions.push(*r);
        }
        if inferred {
            // MLIR's generated parsers call `inferReturnTypes` here.
            let ctx: &Context = parser.ctx();
            let types = ctx
                .op_name(state.name).definition()
                .and_then(|d| {
                    d.interface_model::<&'static dyn crate::interfaces::infer_type::InferTypeOpInterfaceModel>()
                })
                .and_then(|m| m.infer_return_types(ctx, state.loc, &state.operands, &state.regions));
            match types {
                Some(types) => state.result_types.extend(types),
                None => {
                    let at = parser.name_span();
                    return Err(parser.p.emit_error(at, "failed to infer returned types"));
                }
            }
        }
        for b in parsed
            .successors
            .iter()
            .flatten()
            .chain(&parsed.all_successors)
        {
            state.successors.push(*b);
        }
        // Attributes: the dictionary, the format's, and the segment sizes; inherent ones go
        // into the properties. An inherent attribute the dictionary names too takes the
        // dictionary's value, as MLIR sets the dictionary after the parsed properties.
        let segment_sizes = std::mem::take(&mut parsed.segment_sizes);
        let has_vtable = parser
            .ctx()
            .op_name(state.name)
            .definition()
            .and_then(|d| d.properties)
            .is_some();
        let uses_props = parsed.prop_dict.is_some() || parsed.props.iter().any(Option::is_some);
        if has_vtable && uses_props {
            return self.finish_properties(
                parser,
                state,
                parsed,
                segment_sizes,
                operand_sizes,
                result_sizes,
            );
        }
        let ctx = parser.ctx();
        let mut dict = parsed.dict;
        for (i, a) in parsed.attrs.iter().enumerate() {
            if let Some(a) = a {
                let name = Identifier::get(ctx, self.attrs[i].name);
                if !dict.iter().any(|(n, _)| *n == name) {
                    dict.push((name, *a));
                }
            }
        }
        // A `VariadicOfVariadic` group's sizes written in the dictionary win; the operand
        // and result segment sizes are what was parsed.
        for (n, a) in self.segment_entries(ctx, &segment_sizes, &operand_sizes, &result_sizes) {
            let computed = matches!(n.as_str(ctx), "operandSegmentSizes" | "resultSegmentSizes");
            if computed || !dict.iter().any(|(m, _)| *m == n) {
                dict.push((n, a));
            }
        }
        if !dict.is_empty() {
            state.attributes = Some(Attribute::dictionary(ctx, &dict));
        }
        let name = ctx.op_name(state.name).as_str().to_string();
        parser.set_properties(state, None, &name, false)
    }

    /// Splits what was parsed for all operands or results at once (`operands`,
    /// `type(operands)`, `type(results)`) over the groups, where the groups' counts allow.
    fn split_groups(&self, parsed: &mut Parsed) {
        // `operands` with types given group by group: split the operands over the groups.
        if parsed.all_operand_types.is_none()
            && let Some((all, at)) = parsed.all_operands.take()
        {
            let single: Vec<bool> = self
                .operands
                .iter()
                .map(|s| s.arity == Arity::Single)
                .collect();
            for (i, group) in crate::asm::format_print::groups(&all, &single, None)
                .into_iter()
                .enumerate()
            {
                parsed.operands[i] = Some((group.to_vec(), at));
            }
        }
        // Split `type(operands)`/`type(results)` over the groups when they were parsed
        // group by group.
        let operand_counts = || -> Option<Vec<usize>> {
            parsed
                .operands
                .iter()
                .map(|o| o.as_ref().map(|(l, _)| l.len()))
                .collect()
        };
        if let Some(all) = &parsed.all_operand_types
            && parsed.all_operands.is_none()
            && let Some(counts) = operand_counts()
            && counts.iter().sum::<usize>() == all.len()
        {
            let mut k = 0;
            for (i, &n) in counts.iter().enumerate() {
                parsed.operand_types[i] = Some(all[k..k + n].to_vec());
                k += n;
            }
            parsed.all_operand_types = None;
        }
        if let Some(all) = parsed.all_result_types.take() {
            if self.results.len() == 1 {
                parsed.result_types[0] = Some(all);
            } else {
                // One value per single group, the rest to the one variable group.
                let fixed = self
                    .results
                    .iter()
                    .filter(|r| r.arity == Arity::Single)
                    .count();
                let rest = all.len().saturating_sub(fixed);
                let mut k = 0;
                for (i, r) in self.results.iter().enumerate() {
                    let n = if r.arity == Arity::Single { 1 } else { rest };
                    let n = n.min(all.len() - k);
                    parsed.result_types[i] = Some(all[k..k + n].to_vec());
                    k += n;
                }
            }
        }
    }

    /// Checks the types that transforms read against their constraints, then fills in the
    /// types that traits and buildable constraints give, until nothing changes.
    fn complete_types(&self, parser: &mut OpParser<'_>, parsed: &mut Parsed) -> PResult<()> {
        // The constraints of the types transforms read.
        let checked = self
            .operands
            .iter()
            .zip(&parsed.operand_types)
            .chain(self.results.iter().zip(&parsed.result_types));
        for (spec, types) in checked {
            let (Some(check), Some(types)) = (spec.check, types) else {
                continue;
            };
            for &ty in types {
                if !(check.pred)(parser.p.ctx, ty) {
                    let at = parser.name_span();
                    let ty = crate::asm::printer::type_to_string(parser.p.ctx, ty);
                    return Err(parser.p.emit_error(
                        at,
                        format!("'{}' must be {}, but got '{ty}'", spec.name, check.summary),
                    ));
                }
            }
        }
        // Types from traits and buildable constraints, until nothing changes.
        loop {
            let mut changed = false;
            for (i, spec) in self.operands.iter().enumerate() {
                if parsed.operand_types[i].is_none() {
                    let n = parsed.operands[i].as_ref().map_or(0, |(l, _)| l.len());
                    if let Some(t) = self.source_types(parser, spec.ty, parsed, n) {
                        parsed.operand_types[i] = Some(t);
                        changed = true;
                    }
                }
            }
            for (i, spec) in self.results.iter().enumerate() {
                if parsed.result_types[i].is_none()
                    && let Some(t) = self.source_types(parser, spec.ty, parsed, 1)
                {
                    parsed.result_types[i] = Some(t);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Ok(())
    }

    /// Resolves the operands into `state`: the operand segment sizes, group by group.
    fn finish_operands(
        &self,
        parser: &mut OpParser<'_>,
        state: &mut OperationState,
        parsed: &mut Parsed,
        start: Span,
    ) -> PResult<Vec<i64>> {
        // Operands.
        let mut operand_sizes = Vec::new();
        if let Some((all, at)) = parsed.all_operands.take() {
            let types: Vec<Type> = match parsed.all_operand_types.take() {
                Some(t) => t,
                None => parsed
                    .operand_types
                    .iter()
                    .flatten()
                    .flatten()
                    .copied()
                    .collect(),
            };
            state.operands = parser.resolve_operands(state, &all, &types, at)?;
        } else if let Some(types) = parsed.all_operand_types.take() {
            // `type(operands)` whose count differs from the operands': all at once.
            let mut all = Vec::new();
            let mut at = None;
            for o in parsed.operands.iter_mut() {
                let (list, loc) = o.take().unwrap_or((Vec::new(), start));
                at.get_or_insert(loc);
                operand_sizes.push(list.len() as i64);
                all.extend(list);
            }
            state.operands = parser.resolve_operands(state, &all, &types, at.unwrap_or(start))?;
        } else {
            for i in 0..self.operands.len() {
                let (list, at) = parsed.operands[i].take().unwrap_or((Vec::new(), start));
                let types = parsed.operand_types[i].take().unwrap_or_default();
                let values = parser.resolve_operands(state, &list, &types, at)?;
                operand_sizes.push(values.len() as i64);
                state.operands.extend(values);
            }
        }
        Ok(operand_sizes)
    }

    /// The segment size attributes the parse computed: a `VariadicOfVariadic` group's sizes
    /// that a `custom` directive parsed, `operandSegmentSizes`, `resultSegmentSizes`.
    fn segment_entries(
        &self,
        ctx: &mut Context,
        segment_sizes: &[Option<Vec<i64>>],
        operand_sizes: &[i64],
        result_sizes: &[i64],
    ) -> Vec<(Identifier, Attribute)> {
        let i32_ty = Type::int(ctx, 32);
        let mut out = Vec::new();
        for (spec, sizes) in self.operands.iter().zip(segment_sizes) {
            if let (Arity::VariadicOfVariadic(name), Some(sizes)) = (spec.arity, sizes) {
                let a = Attribute::dense_i64_array(ctx, i32_ty, sizes);
                out.push((Identifier::get(ctx, name), a));
            }
        }
        if self.operand_segments && operand_sizes.len() == self.operands.len() {
            let a = Attribute::dense_i64_array(ctx, i32_ty, operand_sizes);
            out.push((Identifier::get(ctx, "operandSegmentSizes"), a));
        }
        if self.result_segments {
            let a = Attribute::dense_i64_array(ctx, i32_ty, result_sizes);
            out.push((Identifier::get(ctx, "resultSegmentSizes"), a));
        }
        out
    }

    /// The attributes and properties of a format that parses properties (`$prop` or
    /// `prop-dict`), as mlir-tblgen's parser stores them: what the format parsed and what
    /// `prop-dict` held go into the properties; the attribute dictionary's inherent
    /// attributes override them and its other entries stay discardable (a property named
    /// there is not set from it).
    fn finish_properties(
        &self,
        parser: &mut OpParser<'_>,
        state: &mut OperationState,
        parsed: Parsed,
        segment_sizes: Vec<Option<Vec<i64>>>,
        operand_sizes: Vec<i64>,
        result_sizes: Vec<i64>,
    ) -> PResult<()> {
        let mut props: Vec<(Identifier, Attribute)> = Vec::new();
        if let Some((dict, spec)) = parsed.prop_dict {
            self.check_prop_dict(parser, state, dict, spec)?;
            if let crate::attributes::AttrKind::Dictionary(e) = parser.p.ctx.attr(dict).kind() {
                props.extend(e.iter().copied());
            }
        }
        let ctx = parser.ctx();
        for (spec, a) in self.attrs.iter().zip(&parsed.attrs) {
            if let Some(a) = a {
                props.push((Identifier::get(ctx, spec.name), *a));
            }
        }
        for (spec, a) in self.props.iter().zip(&parsed.props) {
            if let Some(a) = a {
                props.push((Identifier::get(ctx, spec.name), *a));
            }
        }
        props.extend(self.segment_entries(ctx, &segment_sizes, &operand_sizes, &result_sizes));
        let mut rest = Vec::new();
        for (n, a) in parsed.dict {
            if self.attrs.iter().any(|s| s.name == n.as_str(ctx)) {
                props.push((n, a));
            } else {
                rest.push((n, a));
            }
        }
        state.attributes = (!rest.is_empty()).then(|| Attribute::dictionary(ctx, &rest));
        let all = Attribute::dictionary(ctx, &props);
        let name = ctx.op_name(state.name).as_str().to_string();
        parser.set_properties(state, Some(all), &name, false)
    }

    /// The checks of mlir-tblgen's `setPropertiesFromParsedAttr` on what `prop-dict`
    /// parsed: a dictionary, holding every required name, values of the right kinds, and
    /// no other names.
    fn check_prop_dict(
        &self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        dict: Attribute,
        spec: &PropDictSpec,
    ) -> PResult<()> {
        let ctx: &Context = parser.p.ctx;
        let crate::attributes::AttrKind::Dictionary(entries) = ctx.attr(dict).kind() else {
            return Err(parser.invalid_properties(
                state,
                dict,
                "expected DictionaryAttr to set properties",
            ));
        };
        let is_key = |name: &str| spec.keys.iter().any(|k| self.key(k).0 == name);
        for k in spec.keys.iter().filter(|k| k.required) {
            let key = self.key(k).0;
            if !entries.iter().any(|(n, _)| (*n).as_str(ctx) == key) {
                return Err(parser.invalid_properties(
                    state,
                    dict,
                    &format!("expected key entry for {key} in DictionaryAttr to set Properties."),
                ));
            }
        }
        let known: Vec<(Identifier, Attribute)> = entries
            .iter()
            .filter(|(n, _)| is_key((*n).as_str(ctx)))
            .copied()
            .collect();
        let unknown = entries
            .iter()
            .find(|(n, _)| !is_key((*n).as_str(ctx)))
            .map(|(n, _)| (*n).as_str(ctx).to_string());
        if let Some(vt) = ctx
            .op_name(state.name)
            .definition()
            .and_then(|d| d.properties)
        {
            let known = Attribute::dictionary(ctx, &known);
            if let Err(msg) = (vt.from_attribute)(ctx, known) {
                return Err(parser.invalid_properties(state, dict, &msg));
            }
        }
        if let Some(n) = unknown {
            return Err(parser.invalid_properties(
                state,
                dict,
                &format!("unknown key '\"{n}\"' when parsing properties dictionary"),
            ));
        }
        Ok(())
    }

    /// The `n` types `source` gives a group, once what it depends on is known (a ranged
    /// transform gives as many as it computes).
    fn source_types(
        &self,
        parser: &mut OpParser<'_>,
        source: TypeSource,
        parsed: &Parsed,
        n: usize,
    ) -> Option<Vec<Type>> {
        let types_of = |v: Var| -> Option<&Vec<Type>> {
            match v {
                Var::Operand(j) => parsed.operand_types[j].as_ref(),
                Var::Result(j) => parsed.result_types[j].as_ref(),
                _ => None,
            }
        };
        let one = match source {
            TypeSource::Parsed | TypeSource::Inferred => return None,
            TypeSource::Build(f) => f(parser.ctx()),
            TypeSource::Like(Var::Attr(j)) => parser.p.ctx.attr(parsed.attrs[j]?).ty()?,
            TypeSource::Like(v) => *types_of(v)?.first()?,
            TypeSource::Transform(v, f) => f(parser.ctx(), *types_of(v)?.first()?),
            TypeSource::RangedTransform(v, f) => {
                let from = types_of(v)?.clone();
                return Some(f(parser.ctx(), from));
            }
            TypeSource::TransformMany(v, f) => {
                let from = *types_of(v)?.first()?;
                return Some(f(parser.ctx(), from));
            }
        };
        Some(vec![one; n])
    }
}

/// mlir-tblgen's `invalid value for property <name>, expected <summary>`, after the error
/// of the property's own parser when it reported one.
fn prop_error(
    parser: &OpParser<'_>,
    at: Span,
    spec: &PropSpec,
    inner: Option<crate::diag::Diagnostic>,
) -> crate::diag::Diagnostic {
    let outer = parser.p.emit_error(
        at,
        format!(
            "invalid value for property {}, expected {}",
            spec.name, spec.summary
        ),
    );
    match inner {
        Some(mut d) => {
            d.notes.push(outer);
            d
        }
        None => outer,
    }
}

/// An integer dense array written `[1, 2]` (or in full, `array<i32: 1, 2>`).
fn parse_dense_array(parser: &mut OpParser<'_>, width: u32) -> PResult<Attribute> {
    if !parser.p.eat(TokenKind::LSquare) {
        return parser.p.parse_attribute(None);
    }
    let mut values = Vec::new();
    if !parser.p.eat(TokenKind::RSquare) {
        loop {
            values.push(parser.p.parse_integer_i64()?);
            if !parser.p.eat(TokenKind::Comma) {
                break;
            }
        }
        parser.parse_literal("]")?;
    }
    let ctx = parser.ctx();
    let elem = Type::int(ctx, width);
    Ok(Attribute::dense_i64_array(ctx, elem, &values))
}

/// An enum attribute as mlir-tblgen's generated parser reads it: one of the case keywords,
/// or a string.
fn parse_enum(
    parser: &mut OpParser<'_>,
    state: &OperationState,
    name: &str,
    e: &EnumSpec,
) -> PResult<Attribute> {
    let at = parser.p.span();
    let text = if parser.p.at(TokenKind::BareIdent) && e.cases.contains(&parser.p.text()) {
        let tok = parser.p.bump();
        parser.p.token_text(tok).to_string()
    } else if parser.p.at(TokenKind::String) {
        parser.p.parse_string("expected string")?
    } else {
        return Err(parser.custom_op_error(
            state,
            at,
            format_args!(
                "expected string or keyword containing one of the following enum values for \
                 attribute '{name}' [{}]",
                e.cases.join(", ")
            ),
        ));
    };
    match (e.symbolize)(parser.ctx(), &text) {
        Some(a) => Ok(a),
        None => Err(parser.custom_op_error(
            state,
            at,
            format_args!("invalid {name} attribute specification: \"{text}\""),
        )),
    }
}

fn is_isolated(parser: &OpParser<'_>, state: &OperationState) -> bool {
    parser
        .p
        .ctx
        .op_name(state.name)
        .has_trait::<crate::traits::IsIsolatedFromAbove>()
}

/// `{...}, {...}` if a region is next (possibly none).
fn parse_region_list(parser: &mut OpParser<'_>, state: &OperationState) -> PResult<Vec<RegionId>> {
    let isolated = is_isolated(parser, state);
    let mut out = Vec::new();
    if parser.p.at(TokenKind::LBrace) {
        loop {
            out.push(parser.parse_region(isolated)?);
            if !parser.p.eat(TokenKind::Comma) {
                break;
            }
        }
    }
    Ok(out)
}

/// `^bb1, ^bb2` if a successor is next (possibly none).
fn parse_successor_list(parser: &mut OpParser<'_>) -> PResult<Vec<BlockId>> {
    let mut out = Vec::new();
    if parser.p.at(TokenKind::CaretIdent) {
        loop {
            out.push(parser.parse_successor()?);
            if !parser.p.eat(TokenKind::Comma) {
                break;
            }
        }
    }
    Ok(out)
}

fn set_types(parsed: &mut Parsed, arg: TypeArg, types: Vec<Type>) {
    match arg {
        TypeArg::Operand(i) => parsed.operand_types[i] = Some(types),
        TypeArg::Result(i) => parsed.result_types[i] = Some(types),
        TypeArg::Operands => parsed.all_operand_types = Some(types),
        TypeArg::Results => parsed.all_result_types = Some(types),
    }
}
