//! The tables of an op's `assemblyFormat` that its generated parser reads at run time: what
//! each operand and result group, attribute and property is (names, arities, where unwritten
//! types come from, how attributes are written, default values), compiled by ods-build into an
//! [`OpFormat`]. The parse itself is generated per op as straight-line Rust (as mlir-tblgen's
//! OpFormatGen generates `parse`), calling [`crate::asm::format_parse`]; the printers are
//! generated the same way, calling [`crate::asm::format_print`]. Also here: the [`OpParser`]
//! methods those parsers and the `custom` directive hooks use (literals, integers, operand and
//! type lists, attribute dictionaries).

pub use crate::asm::enum_form::{BitSeparator, EnumSpec};
use crate::asm::lexer::{Span, TokenKind};
use crate::asm::op_parser::{OpParser, UnresolvedOperand};
use crate::asm::parser::PResult;
use crate::asm::prop_form::PropForm;
use crate::ir::{OperationState, Value};
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

/// An op's compiled assembly format.
#[derive(Clone, Copy, Debug)]
pub struct OpFormat {
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
    pub(crate) fn key(&self, k: &PropKey) -> (&'static str, Option<AttrBuilder>) {
        match k.var {
            Var::Prop(i) => (self.props[i].name, self.props[i].default),
            Var::Attr(i) => (self.attrs[i].name, self.attrs[i].default),
            other => unreachable!("a prop-dict key is a property or an attribute, not {other:?}"),
        }
    }
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
