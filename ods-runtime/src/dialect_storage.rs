//! Uniqued storage for dialect-defined types and attributes (ODS `TypeDef` / `AttrDef`).
//!
//! A dialect type is a [`crate::Type`] handle like a builtin one; its contents are
//! [`crate::types::TypeKind::Dialect`]: the dialect, the mnemonic and a boxed parameter
//! storage. The storage is any `Clone + Eq + Hash + Debug` value implementing
//! [`DialectParams`]; the context uniques it by its Rust type and its contents, so equal
//! parameters give the same handle. [`Type::get_dialect`] creates one,
//! [`TypeRef::dialect_storage`](crate::types::TypeRef::dialect_storage) reads the parameters back; the attribute methods mirror
//! them.
//!
//! Printing writes `!dialect.mnemonic` and lets the storage print the rest. Parsing asks the
//! hooks a dialect registered with [`Context::register_dialect_type_parser`] (and
//! [`Context::register_dialect_attr_parser`]); a dialect without hooks keeps the opaque form.

pub mod boxed;

use crate::types::Identifier;
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::{PoisonError, RwLock};

pub use boxed::{DialectStorage, StorageBox};

use crate::Context;
use crate::asm::lexer::TokenKind;
use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::Printer;
use crate::attributes::{ApInt, AttrKind, Attribute};
use crate::types::{Type, TypeKind};

/// The parameters of a dialect type or attribute, as stored in the context.
pub trait DialectParams: Clone + Eq + Hash + fmt::Debug + Send + Sync + 'static {
    /// Writes the parameters after `!dialect.mnemonic` (or `#dialect.mnemonic`), e.g.
    /// `<i32, f32>`; nothing for a parameterless definition.
    fn print(&self, printer: &mut Printer<'_>);

    /// The attribute's own type (`TypedAttrInterface` with an `AttributeSelfTypeParameter`),
    /// printed after it as ` : type` unless it is `none`; `None` for other definitions.
    fn self_type(&self) -> Option<Type> {
        None
    }

    /// The attribute's type as `AttrRef::ty` gives it and the printer writes it
    /// after the attribute: the self type, or what a hand-written `getType`
    /// (`DeclareAttrInterfaceMethods<TypedAttrInterface>`) computes.
    fn attr_type(&self, ctx: &Context) -> Option<Type> {
        let _ = ctx;
        self.self_type()
    }
}

impl<T: DialectParams> DialectStorage for T {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn dyn_eq(&self, other: &dyn DialectStorage) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn dyn_hash(&self, mut state: &mut dyn Hasher) {
        TypeId::of::<T>().hash(&mut state);
        self.hash(&mut state);
    }

    fn dyn_clone(&self) -> Box<dyn DialectStorage> {
        Box::new(self.clone())
    }

    fn dyn_self_type(&self) -> Option<Type> {
        self.self_type()
    }

    fn dyn_attr_type(&self, ctx: &Context) -> Option<Type> {
        self.attr_type(ctx)
    }
}

/// A generated type or attribute definition: a `Copy` handle over a [`Type`] or an
/// [`Attribute`] whose storage is the definition's parameters. Type and attribute interfaces
/// call their implementations through it.
pub trait DefView: Copy + 'static {
    /// [`Type`] or [`Attribute`].
    type Handle: Copy;
    /// The parameters the definition stores.
    type Params: DialectParams;
    /// The handle as this definition, which the caller knows it is.
    fn from_handle_unchecked(handle: Self::Handle) -> Self;
}

/// Parses a dialect type after `!dialect.mnemonic`; the parser stands on what follows the
/// mnemonic (e.g. `<`). Receives the mnemonic.
pub type TypeParseHook = fn(&mut Parser<'_>, &str) -> PResult<Type>;

/// Parses a dialect attribute after `#dialect.mnemonic`; see [`TypeParseHook`]. Receives
/// the mnemonic and the type written after the attribute (`#d.m<...> : i32`, read first as
/// mlir-opt does), else the type the context expects, if any: an attribute with an
/// `AttributeSelfTypeParameter` takes it as its own type.
pub type AttrParseHook = fn(&mut Parser<'_>, &str, Option<Type>) -> PResult<Attribute>;

/// Writes what follows `!dialect.` of one of the dialect's types (its mnemonic and the
/// rest), in place of the generated printers: a dialect with
/// `useDefaultTypePrinterParser = 0` prints its types this way. The printer wraps it as
/// `!dialect.text` when it is a pretty name, else `!dialect<text>`, as mlir-opt does.
pub type TypePrintHook = fn(Type, &mut Printer<'_>);

/// Writes what follows `#dialect.` of one of the dialect's attributes; see
/// [`TypePrintHook`] (`useDefaultAttributePrinterParser = 0`). A self type is printed after
/// it by the printer.
pub type AttrPrintHook = fn(Attribute, &mut Printer<'_>);

/// Writes the parameters of a dialect type or attribute: [`DialectParams::print`] of the
/// parameter type the hook was registered for.
type ParamsPrintHook = fn(&dyn DialectStorage, &mut Printer<'_>);

/// The [`ParamsPrintHook`] of the parameter type `S`.
fn print_params<S: DialectParams>(storage: &dyn DialectStorage, printer: &mut Printer<'_>) {
    if let Some(params) = storage.as_any().downcast_ref::<S>() {
        params.print(printer);
    }
}

/// Boxes `params` for the uniquer, registering how parameters of their type print if this
/// is the first value of it the context boxes.
fn box_params<S: DialectParams>(ctx: &Context, params: S) -> StorageBox {
    let printers = &ctx.uniquer.parse_hooks.params_printers;
    let id = TypeId::of::<S>();
    let known = printers
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .contains_key(&id);
    if !known {
        printers
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(id, print_params::<S>);
    }
    StorageBox::new(params)
}

/// The parse and print hooks registered per dialect namespace, and the interface models
/// registered per type or attribute definition.
#[derive(Default)]
pub(crate) struct DialectParseHooks {
    pub(crate) types: HashMap<String, TypeParseHook>,
    pub(crate) attrs: HashMap<String, AttrParseHook>,
    pub(crate) type_printers: HashMap<String, TypePrintHook>,
    pub(crate) attr_printers: HashMap<String, AttrPrintHook>,
    /// The type and attribute interface models each definition registered, keyed by the
    /// definition's parameter type and the model's Rust type.
    pub(crate) interfaces: HashMap<(TypeId, TypeId), Box<dyn Any + Send + Sync>>,
    /// How the parameters of each definition print (its [`DialectParams::print`]), keyed by
    /// the parameter type: registered by `Type::get_dialect` and `Attribute::get_dialect`
    /// the first time they box a value of that type, which may be on a pass's thread.
    pub(crate) params_printers: RwLock<HashMap<TypeId, ParamsPrintHook>>,
    /// The asm alias of each definition printed under its mnemonic (`genMnemonicAlias`),
    /// keyed by the definition's parameter type.
    pub(crate) mnemonic_aliases: HashMap<TypeId, &'static str>,
    /// The namespaces of the registered dialects, for the parser of types and attributes
    /// (which lies below the registry).
    pub(crate) namespaces: std::collections::HashSet<String>,
}

/// The model of an interface for the op, type or attribute definition `T`: generated
/// interfaces implement their model trait for it, calling `T`'s implementation, so
/// `&InterfaceModel::<T>::NEW` is the `'static` model `T` registers (MLIR's
/// `Model<ConcreteOp>`, `Model<ConcreteType>`).
pub struct InterfaceModel<T>(std::marker::PhantomData<fn() -> T>);

impl<T> InterfaceModel<T> {
    /// The model (it holds no data).
    pub const NEW: Self = InterfaceModel(std::marker::PhantomData);
}

/// A view of a type through a type interface, as generated type interfaces define it: the
/// type and the model its definition registered (MLIR's type interface class).
pub trait TypeInterfaceView: Copy {
    /// The interface's model: a trait object of the interface's methods over a type.
    type Model: ?Sized + Sync + 'static;
    /// The view of `ty` through `model`.
    fn from_parts(ty: Type, model: &'static Self::Model) -> Self;
}

/// A view of an attribute through an attribute interface (MLIR's attribute interface
/// class); see [`TypeInterfaceView`].
pub trait AttrInterfaceView: Copy {
    /// The interface's model: a trait object of the interface's methods over an attribute.
    type Model: ?Sized + Sync + 'static;
    /// The view of `attr` through `model`.
    fn from_parts(attr: Attribute, model: &'static Self::Model) -> Self;
}

impl Context {
    /// Registers the model of the type interface `V` for the type definition `D` (generated
    /// dialects register each of their types' interfaces); [`TypeRef::interface`](crate::types::TypeRef::interface) finds
    /// it again for every type `D` stores.
    pub fn register_type_interface<V: TypeInterfaceView, D: DefView<Handle = Type>>(
        &mut self,
        model: &'static V::Model,
    ) {
        self.insert_interface_model::<D::Params, V::Model>(model);
    }

    /// Registers the model of the attribute interface `V` for the attribute definition `D`;
    /// see [`Context::register_type_interface`].
    pub fn register_attr_interface<V: AttrInterfaceView, D: DefView<Handle = Attribute>>(
        &mut self,
        model: &'static V::Model,
    ) {
        self.insert_interface_model::<D::Params, V::Model>(model);
    }

    /// Registers the native type trait `T` (its marker type, MLIR's `TypeTrait`) for the
    /// type definition `D`; [`TypeRef::has_trait`](crate::types::TypeRef::has_trait) answers it.
    pub fn register_type_trait<T: 'static, D: DefView<Handle = Type>>(&mut self) {
        self.insert_trait::<D::Params, T>();
    }

    /// Registers the native attribute trait `T` (its marker type, MLIR's `AttributeTrait`)
    /// for the attribute definition `D`; [`AttrRef::has_trait`](crate::attributes::AttrRef::has_trait) answers it.
    pub fn register_attr_trait<T: 'static, D: DefView<Handle = Attribute>>(&mut self) {
        self.insert_trait::<D::Params, T>();
    }

    /// Keeps the trait `T` for the definition whose parameters are a `P` (keyed by the
    /// marker type itself, where a model is keyed by a reference type).
    fn insert_trait<P: DialectParams, T: 'static>(&mut self) {
        self.uniquer_mut()
            .parse_hooks
            .interfaces
            .insert((TypeId::of::<P>(), TypeId::of::<T>()), Box::new(()));
    }

    /// Whether the definition storing `storage` registered the trait `T`.
    fn storage_has_trait<T: 'static>(&self, storage: &StorageBox) -> bool {
        self.uniquer
            .parse_hooks
            .interfaces
            .contains_key(&(storage.params_type_id(), TypeId::of::<T>()))
    }

    /// Keeps `model` for the definition whose parameters are a `P`; see
    /// [`Context::interface_model`].
    fn insert_interface_model<P: DialectParams, M: ?Sized + Sync + 'static>(
        &mut self,
        model: &'static M,
    ) {
        self.uniquer_mut().parse_hooks.interfaces.insert(
            (TypeId::of::<P>(), TypeId::of::<&'static M>()),
            Box::new(model),
        );
    }

    /// The model of type `M` registered for the definition storing `storage`.
    fn interface_model<M: ?Sized + 'static>(&self, storage: &StorageBox) -> Option<&'static M> {
        let key = (storage.params_type_id(), TypeId::of::<&'static M>());
        self.uniquer
            .parse_hooks
            .interfaces
            .get(&key)
            .and_then(|b| b.downcast_ref::<&'static M>())
            .copied()
    }

    /// Makes `!dialect.mnemonic...` parse through `hook` instead of into an opaque type.
    pub fn register_dialect_type_parser(&mut self, dialect: &str, hook: TypeParseHook) {
        self.uniquer_mut()
            .parse_hooks
            .types
            .insert(dialect.to_string(), hook);
    }

    /// Makes `#dialect.mnemonic...` parse through `hook` instead of into an opaque attribute.
    pub fn register_dialect_attr_parser(&mut self, dialect: &str, hook: AttrParseHook) {
        self.uniquer_mut()
            .parse_hooks
            .attrs
            .insert(dialect.to_string(), hook);
    }

    /// Makes the printer give every type or attribute of the definition whose parameters
    /// are `P` the alias `alias` (its mnemonic: `#loop_unroll = #llvm.loop_unroll<...>`), as
    /// upstream's `genMnemonicAlias` does.
    pub fn register_mnemonic_alias<P: DialectParams>(&mut self, alias: &'static str) {
        self.uniquer_mut()
            .parse_hooks
            .mnemonic_aliases
            .insert(TypeId::of::<P>(), alias);
    }

    /// The alias registered for the definition whose storage is `storage`, if any.
    pub(crate) fn mnemonic_alias(&self, storage: &StorageBox) -> Option<&'static str> {
        let aliases = &self.uniquer.parse_hooks.mnemonic_aliases;
        if aliases.is_empty() {
            return None;
        }
        aliases.get(&storage.params_type_id()).copied()
    }

    /// Makes the dialect's types print through `hook` (what follows `!dialect.`) instead of
    /// their generated printers.
    pub fn register_dialect_type_printer(&mut self, dialect: &str, hook: TypePrintHook) {
        self.uniquer_mut()
            .parse_hooks
            .type_printers
            .insert(dialect.to_string(), hook);
    }

    /// Makes the dialect's attributes print through `hook` (what follows `#dialect.`)
    /// instead of their generated printers.
    pub fn register_dialect_attr_printer(&mut self, dialect: &str, hook: AttrPrintHook) {
        self.uniquer_mut()
            .parse_hooks
            .attr_printers
            .insert(dialect.to_string(), hook);
    }

    /// The type print hook of `dialect`, if one is registered.
    pub(crate) fn dialect_type_printer(&self, dialect: &str) -> Option<TypePrintHook> {
        self.uniquer.parse_hooks.type_printers.get(dialect).copied()
    }

    /// The attribute print hook of `dialect`, if one is registered.
    pub(crate) fn dialect_attr_printer(&self, dialect: &str) -> Option<AttrPrintHook> {
        self.uniquer.parse_hooks.attr_printers.get(dialect).copied()
    }

    /// Notes that the dialect `namespace` is registered (the registry does, for
    /// [`Context::is_dialect_namespace_known`]).
    pub(crate) fn note_dialect_namespace(&mut self, namespace: &str) {
        if !self.uniquer.parse_hooks.namespaces.contains(namespace) {
            self.uniquer_mut()
                .parse_hooks
                .namespaces
                .insert(namespace.to_string());
        }
    }

    /// Whether the dialect `namespace` is registered (`builtin` always is), as the parser
    /// of types and attributes sees it.
    pub(crate) fn is_dialect_namespace_known(&self, namespace: &str) -> bool {
        namespace == "builtin" || self.uniquer.parse_hooks.namespaces.contains(namespace)
    }

    /// Writes the parameters `storage` holds as their definition prints them (after the
    /// mnemonic): the printer reaches a definition's printer through this hook.
    pub(crate) fn print_dialect_params(&self, storage: &StorageBox, printer: &mut Printer<'_>) {
        let hook = self
            .uniquer
            .parse_hooks
            .params_printers
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&storage.params_type_id())
            .copied();
        if let Some(hook) = hook {
            hook(storage.storage(), printer);
        }
    }

    /// The type parse hook of `dialect`, if one is registered.
    pub(crate) fn dialect_type_parser(&self, dialect: &str) -> Option<TypeParseHook> {
        self.uniquer.parse_hooks.types.get(dialect).copied()
    }

    /// The attribute parse hook of `dialect`, if one is registered.
    pub(crate) fn dialect_attr_parser(&self, dialect: &str) -> Option<AttrParseHook> {
        self.uniquer.parse_hooks.attrs.get(dialect).copied()
    }
}

/// MLIR's `generatedTypePrinter`, for a dialect that prints its types by hand: writes
/// `mnemonic...` of `ty` when it is a type of `dialect` with one of the `mnemonics` its spec
/// generates, and says whether it did.
pub fn print_generated_type(
    printer: &mut Printer<'_>,
    ty: Type,
    dialect: &str,
    mnemonics: &[&str],
) -> bool {
    let ctx = printer.context();
    match ctx.ty(ty).kind() {
        TypeKind::Dialect {
            dialect: d,
            mnemonic,
            storage,
        } => print_generated(printer, (*d, *mnemonic, storage), dialect, mnemonics),
        _ => false,
    }
}

/// MLIR's `generatedAttributePrinter`; see [`print_generated_type`]. The self type is not
/// written (the printer writes it after the attribute).
pub fn print_generated_attr(
    printer: &mut Printer<'_>,
    attr: Attribute,
    dialect: &str,
    mnemonics: &[&str],
) -> bool {
    let ctx = printer.context();
    match ctx.attr(attr).kind() {
        AttrKind::Dialect {
            dialect: d,
            mnemonic,
            storage,
        } => print_generated(printer, (*d, *mnemonic, storage), dialect, mnemonics),
        _ => false,
    }
}

/// Writes `mnemonic...` of the dialect definition `(dialect, mnemonic, storage)` if it
/// belongs to `dialect` and its mnemonic is one of `mnemonics`.
fn print_generated(
    printer: &mut Printer<'_>,
    (d, mnemonic, storage): (Identifier, Identifier, &StorageBox),
    dialect: &str,
    mnemonics: &[&str],
) -> bool {
    let ctx = printer.context();
    let mnemonic = mnemonic.as_str(ctx);
    if d.as_str(ctx) != dialect || !mnemonics.contains(&mnemonic) {
        return false;
    }
    printer.write_str(mnemonic);
    ctx.print_dialect_params(storage, printer);
    true
}

/// A parameter value of a dialect type or attribute: in the default textual form (the
/// parameters in angle brackets, separated by commas) and as a variable of a declarative
/// `assemblyFormat`.
pub trait DialectParam: Sized {
    /// Writes the value.
    fn print_param(&self, printer: &mut Printer<'_>);
    /// Reads the value.
    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self>;
    /// Writes the value as a declarative format prints a parameter (MLIR's
    /// `printStrippedAttrOrType`): as [`DialectParam::print_param`], except that lists are
    /// written without brackets.
    fn print_field(&self, printer: &mut Printer<'_>) {
        self.print_param(printer);
    }
    /// Writes the value as `qualified(...)` prints it (MLIR's `printer << value`): as
    /// [`DialectParam::print_field`], except that a dialect type or attribute keeps its
    /// `!dialect.mnemonic` (lists of them too).
    fn print_qualified(&self, printer: &mut Printer<'_>) {
        self.print_field(printer);
    }
    /// Reads the value as a declarative format parses a parameter (MLIR's `FieldParser`).
    fn parse_field(parser: &mut Parser<'_>) -> PResult<Self> {
        Self::parse_param(parser)
    }
    /// Reads the value if one starts here, else consumes nothing and gives `None` (MLIR's
    /// `FieldParser<std::optional<T>>`, which an `Option` parameter parses with).
    fn parse_optional_field(parser: &mut Parser<'_>) -> PResult<Option<Self>>;
}

/// An integer parameter as MLIR's `AsmParser::parseOptionalInteger` reads it into a
/// `bits`-wide integer (`signed` or not): an optional `-` and a decimal or hexadecimal
/// literal. As there, the literal is first read at 4 bits per digit (one more when its top
/// bit is set), negated, and kept if converting it to the target width and back gives the
/// same bits; else `integer value too large`. So a small negative value wraps into an
/// unsigned parameter (`-1` is the largest), as in mlir-opt. Returns the target's bits.
fn parse_optional_integer_bits(
    parser: &mut Parser<'_>,
    bits: u32,
    signed: bool,
) -> PResult<Option<u64>> {
    let negative = parser.at(TokenKind::Minus) && parser.peek_second().kind == TokenKind::Integer;
    if !negative && !parser.at(TokenKind::Integer) {
        return Ok(None);
    }
    let start = parser.span();
    parser.eat(TokenKind::Minus);
    let tok = parser.bump();
    let text = tok.text(parser.source());
    let (digits, radix) = match text.strip_prefix("0x") {
        Some(hex) => (hex, 16),
        None => (text, 10),
    };
    let too_large = |parser: &Parser<'_>| parser.error_at(start, "integer value too large");
    // The literal's width as LLVM's `StringRef::getAsInteger` gives it.
    // (Beyond 30 digits it is too large for any target; leading zeros that long are
    // refused too.)
    let mut width = 4 * digits.len() as u32;
    if width == 0 || width > 120 {
        return Err(too_large(parser));
    }
    let Ok(magnitude) = u128::from_str_radix(digits, radix) else {
        return Err(too_large(parser));
    };
    if magnitude >> (width - 1) & 1 == 1 {
        width += 1;
    }
    let mask = |w: u32| {
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    };
    let literal = if negative {
        magnitude.wrapping_neg() & mask(width)
    } else {
        magnitude
    };
    // `sextOrTrunc` to the target width, as the target's bits.
    let converted = if bits < width {
        literal & mask(bits)
    } else if literal >> (width - 1) & 1 == 1 {
        (literal | !mask(width)) & mask(bits)
    } else {
        literal
    };
    // Back into the literal's width, sign-extended from a signed target.
    let back = if signed && converted >> (bits - 1) & 1 == 1 {
        (converted | !mask(bits)) & mask(width)
    } else {
        converted & mask(width)
    };
    if back != literal {
        return Err(too_large(parser));
    }
    Ok(Some(converted as u64))
}

macro_rules! integer_params {
    ($read:ident, $($t:ty),*) => {$(
        impl DialectParam for $t {
            fn print_param(&self, printer: &mut Printer<'_>) {
                printer.write_str(&self.to_string());
            }

            fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
                let start = parser.span();
                let value = integer_params!(@$read parser);
                <$t>::try_from(value).map_err(|_| {
                    parser.error_at(
                        start,
                        format!("integer {value} out of range for `{}`", stringify!($t)),
                    )
                })
            }

            fn parse_field(parser: &mut Parser<'_>) -> PResult<Self> {
                match Self::parse_optional_field(parser)? {
                    Some(v) => Ok(v),
                    None => Err(parser.error_here("expected integer value")),
                }
            }

            fn parse_optional_field(parser: &mut Parser<'_>) -> PResult<Option<Self>> {
                let signed = <$t>::MIN != 0;
                Ok(parse_optional_integer_bits(parser, <$t>::BITS, signed)?.map(|b| b as $t))
            }
        }
    )*};
    (@signed $parser:ident) => { $parser.parse_integer_i64()? };
    (@unsigned $parser:ident) => { $parser.parse_u64("expected integer value")? };
}

integer_params!(signed, i8, i16, i32, i64);
integer_params!(unsigned, u8, u16, u32, u64, usize);

impl DialectParam for bool {
    fn print_param(&self, printer: &mut Printer<'_>) {
        printer.write_str(if *self { "true" } else { "false" });
    }

    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
        if parser.eat_keyword("true") {
            Ok(true)
        } else if parser.eat_keyword("false") {
            Ok(false)
        } else {
            Err(parser.error_here("expected 'true' or 'false'"))
        }
    }

    fn parse_optional_field(parser: &mut Parser<'_>) -> PResult<Option<Self>> {
        if parser.at_keyword("true") || parser.at_keyword("false") {
            Self::parse_param(parser).map(Some)
        } else {
            Ok(None)
        }
    }
}

/// An `APIntParameter`: written as a signed decimal (`raw_ostream << APInt`), read as MLIR's
/// `parseInteger(APInt &)` reads it (see [`Parser::parse_optional_integer_ap`]), so its
/// width is what the literal's digits give.
impl DialectParam for ApInt {
    fn print_param(&self, printer: &mut Printer<'_>) {
        printer.write_str(&self.to_decimal(true));
    }

    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
        let start = parser.span();
        match parser.parse_optional_integer_ap()? {
            Some(v) => Ok(v),
            None => Err(parser.emit_error(start, "expected integer value")),
        }
    }

    fn parse_optional_field(parser: &mut Parser<'_>) -> PResult<Option<Self>> {
        parser.parse_optional_integer_ap()
    }
}

impl DialectParam for String {
    fn print_param(&self, printer: &mut Printer<'_>) {
        printer.print_escaped_string(self.as_bytes());
    }

    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
        parser.parse_string("expected a string")
    }

    /// `AsmParser::parseString`: `expected string` at the current token.
    fn parse_field(parser: &mut Parser<'_>) -> PResult<Self> {
        if !parser.at(TokenKind::String) {
            return Err(parser.error_here("expected string"));
        }
        parser.parse_string("expected string")
    }

    fn parse_optional_field(parser: &mut Parser<'_>) -> PResult<Option<Self>> {
        if parser.at(TokenKind::String) {
            Self::parse_field(parser).map(Some)
        } else {
            Ok(None)
        }
    }
}

impl DialectParam for Type {
    fn print_param(&self, printer: &mut Printer<'_>) {
        printer.print_type(*self);
    }

    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
        parser.parse_type()
    }

    fn parse_optional_field(parser: &mut Parser<'_>) -> PResult<Option<Self>> {
        parser.parse_optional_type()
    }
}

impl DialectParam for Attribute {
    fn print_param(&self, printer: &mut Printer<'_>) {
        printer.print_attribute(*self);
    }

    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
        parser.parse_attribute(None)
    }

    fn parse_optional_field(parser: &mut Parser<'_>) -> PResult<Option<Self>> {
        parser.parse_optional_attribute(None)
    }
}

impl<T: DialectParam> DialectParam for Vec<T> {
    fn print_param(&self, printer: &mut Printer<'_>) {
        printer.write_str("[");
        for (i, v) in self.iter().enumerate() {
            if i > 0 {
                printer.write_str(", ");
            }
            v.print_param(printer);
        }
        printer.write_str("]");
    }

    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
        parser.expect(TokenKind::LSquare, "expected '['")?;
        let mut values = Vec::new();
        if !parser.eat(TokenKind::RSquare) {
            loop {
                values.push(T::parse_param(parser)?);
                if !parser.eat(TokenKind::Comma) {
                    break;
                }
            }
            parser.expect(TokenKind::RSquare, "expected ']'")?;
        }
        Ok(values)
    }

    /// `a, b, c`: no brackets, as MLIR prints an `ArrayRef` parameter.
    fn print_field(&self, printer: &mut Printer<'_>) {
        print_comma_separated(self, printer, T::print_field);
    }

    fn print_qualified(&self, printer: &mut Printer<'_>) {
        print_comma_separated(self, printer, T::print_qualified);
    }

    /// One or more elements separated by commas (`FieldParser<SmallVector<T>>`).
    fn parse_field(parser: &mut Parser<'_>) -> PResult<Self> {
        let mut values = vec![T::parse_field(parser)?];
        while parser.eat(TokenKind::Comma) {
            values.push(T::parse_field(parser)?);
        }
        Ok(values)
    }

    fn parse_optional_field(parser: &mut Parser<'_>) -> PResult<Option<Self>> {
        let Some(first) = T::parse_optional_field(parser)? else {
            return Ok(None);
        };
        let mut values = vec![first];
        while parser.eat(TokenKind::Comma) {
            values.push(T::parse_field(parser)?);
        }
        Ok(Some(values))
    }
}

/// `a, b, c`, each element written by `each`.
fn print_comma_separated<T>(
    items: &[T],
    printer: &mut Printer<'_>,
    each: fn(&T, &mut Printer<'_>),
) {
    for (i, v) in items.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        each(v, printer);
    }
}

/// An optional parameter (`OptionalParameter`): absent prints nothing (a format's guard
/// skips it) and parses when nothing of `T` starts here.
impl<T: DialectParam> DialectParam for Option<T> {
    fn print_param(&self, printer: &mut Printer<'_>) {
        if let Some(v) = self {
            v.print_param(printer);
        }
    }

    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
        T::parse_optional_field(parser)
    }

    fn print_field(&self, printer: &mut Printer<'_>) {
        if let Some(v) = self {
            v.print_field(printer);
        }
    }

    fn print_qualified(&self, printer: &mut Printer<'_>) {
        if let Some(v) = self {
            v.print_qualified(printer);
        }
    }

    fn parse_field(parser: &mut Parser<'_>) -> PResult<Self> {
        T::parse_optional_field(parser)
    }

    fn parse_optional_field(parser: &mut Parser<'_>) -> PResult<Option<Self>> {
        Ok(T::parse_optional_field(parser)?.map(Some))
    }
}

/// Parses the parameter `name` of the definition `def` with a declarative format (MLIR's
/// `FieldParser`); a failure is followed by mlir-tblgen's "failed to parse ... parameter"
/// error, as its generated parsers report it.
pub fn parse_field<T: DialectParam>(
    parser: &mut Parser<'_>,
    def: &str,
    name: &str,
    cpp_type: &str,
) -> PResult<T> {
    T::parse_field(parser).map_err(|mut first| {
        let at = parser.span();
        first.notes.push(parser.emit_error(
            at,
            format!("failed to parse {def} parameter '{name}' which is to be a `{cpp_type}`"),
        ));
        first
    })
}

/// Parses the parameter `name` of `def` as [`parse_field`] does, for a parameter declared
/// with one of MLIR's builtin classes (`class`: `IntegerType`, `ShapedType`, `StringAttr`,
/// ...). The handle must be of that class, as MLIR's `parseType<IntegerType>` and
/// `parseAttribute<StringAttr>` check: else "invalid kind of type specified" (with the class's
/// name and the type found, for a class that has a name) or "invalid kind of attribute
/// specified" at the value, followed by the "failed to parse" error.
pub fn parse_class_field<T: ClassParam>(
    parser: &mut Parser<'_>,
    def: &str,
    name: &str,
    cpp_type: &str,
    class: &str,
) -> PResult<T> {
    T::parse_field_of(parser, class).map_err(|mut first| {
        let at = parser.span();
        first.notes.push(parser.emit_error(
            at,
            format!("failed to parse {def} parameter '{name}' which is to be a `{cpp_type}`"),
        ));
        first
    })
}

/// A parameter value whose `Type` or `Attribute` handles are checked against a builtin
/// class while parsing; see [`parse_class_field`].
pub trait ClassParam: DialectParam {
    /// Reads the value as [`DialectParam::parse_field`], checking each handle's class.
    fn parse_field_of(parser: &mut Parser<'_>, class: &str) -> PResult<Self>;
    /// Reads the value if one starts here, as [`DialectParam::parse_optional_field`].
    fn parse_optional_field_of(parser: &mut Parser<'_>, class: &str) -> PResult<Option<Self>>;
}

/// The registered name MLIR's builtin type class `class` reports in a kind error
/// (`builtin.integer`), or `None` for a class without one (an interface or a base class:
/// `ShapedType`, `FloatType`, `TensorType`, `BaseMemRefType`, `Type`).
fn type_class_name(class: &str) -> Option<&'static str> {
    Some(match class {
        "IntegerType" => "builtin.integer",
        "IndexType" => "builtin.index",
        "NoneType" => "builtin.none",
        "FunctionType" => "builtin.function",
        "ComplexType" => "builtin.complex",
        "TupleType" => "builtin.tuple",
        "VectorType" => "builtin.vector",
        "RankedTensorType" => "builtin.tensor",
        "UnrankedTensorType" => "builtin.unranked_tensor",
        "MemRefType" => "builtin.memref",
        "UnrankedMemRefType" => "builtin.unranked_memref",
        "OpaqueType" => "builtin.opaque",
        "BFloat16Type" => "builtin.bf16",
        "Float16Type" => "builtin.f16",
        "FloatTF32Type" => "builtin.tf32",
        "Float32Type" => "builtin.f32",
        "Float64Type" => "builtin.f64",
        "Float80Type" => "builtin.f80",
        "Float128Type" => "builtin.f128",
        _ => return None,
    })
}

/// Whether `ty` is of MLIR's builtin type class `class` (`IntegerType`, `ShapedType`, ...).
/// A class this runtime does not know holds every type.
pub fn type_is_class(ctx: &Context, ty: Type, class: &str) -> bool {
    let kind = ctx.ty(ty).kind();
    match class {
        "FloatType" => matches!(kind, TypeKind::Float(_)),
        "ShapedType" => ctx.ty(ty).is_shaped(),
        "TensorType" => ctx.ty(ty).is_tensor(),
        "BaseMemRefType" => ctx.ty(ty).is_memref(),
        "RankedTensorType" | "UnrankedTensorType" | "MemRefType" | "UnrankedMemRefType"
        | "IntegerType" | "IndexType" | "NoneType" | "FunctionType" | "ComplexType"
        | "TupleType" | "VectorType" | "OpaqueType" | "BFloat16Type" | "Float16Type"
        | "FloatTF32Type" | "Float32Type" | "Float64Type" | "Float80Type" | "Float128Type" => ctx
            .ty(ty)
            .is_builtin(class.strip_suffix("Type").unwrap_or(class)),
        _ => true,
    }
}

/// Whether `attr` is of MLIR's builtin attribute class `class` (`IntegerAttr`, `StringAttr`,
/// `TypedAttr`, ...). A class this runtime does not know holds every attribute.
pub fn attr_is_class(ctx: &Context, attr: Attribute, class: &str) -> bool {
    let kind = ctx.attr(attr).kind();
    match class {
        "TypedAttr" => ctx.attr(attr).is_typed(),
        "BoolAttr" => matches!(
            kind,
            AttrKind::Integer { ty, .. } if matches!(
                ctx.ty(*ty).kind(),
                TypeKind::Integer { width: 1, signedness: crate::types::Signedness::Signless }
            )
        ),
        "FlatSymbolRefAttr" => {
            matches!(kind, AttrKind::SymbolRef { nested, .. } if nested.is_empty())
        }
        "ElementsAttr" | "DenseElementsAttr" => {
            matches!(
                kind,
                AttrKind::DenseElements { .. } | AttrKind::DenseStrings { .. }
            ) || (class == "ElementsAttr"
                && matches!(
                    kind,
                    AttrKind::Sparse { .. } | AttrKind::DenseResource { .. }
                ))
        }
        "DenseIntElementsAttr" | "DenseFPElementsAttr" => {
            let element = ctx.attr(attr).ty().and_then(|t| ctx.ty(t).element_type());
            matches!(kind, AttrKind::DenseElements { .. })
                && element.is_some_and(|e| match ctx.ty(e).kind() {
                    TypeKind::Float(_) => class == "DenseFPElementsAttr",
                    TypeKind::Integer { .. } | TypeKind::Index => class == "DenseIntElementsAttr",
                    _ => false,
                })
        }
        "DenseBoolArrayAttr" | "DenseI8ArrayAttr" | "DenseI16ArrayAttr" | "DenseI32ArrayAttr"
        | "DenseI64ArrayAttr" | "DenseF32ArrayAttr" | "DenseF64ArrayAttr" => {
            let AttrKind::DenseArray { elem, .. } = kind else {
                return false;
            };
            let want = match class {
                "DenseBoolArrayAttr" => "i1",
                "DenseI8ArrayAttr" => "i8",
                "DenseI16ArrayAttr" => "i16",
                "DenseI32ArrayAttr" => "i32",
                "DenseI64ArrayAttr" => "i64",
                "DenseF32ArrayAttr" => "f32",
                _ => "f64",
            };
            crate::asm::printer::type_to_string(ctx, *elem) == want
        }
        "LocationAttr" => matches!(kind, AttrKind::Location(_)),
        "DistinctAttr" => matches!(kind, AttrKind::Distinct { .. }),
        "IntegerAttr"
        | "FloatAttr"
        | "StringAttr"
        | "ArrayAttr"
        | "TypeAttr"
        | "DictionaryAttr"
        | "UnitAttr"
        | "SymbolRefAttr"
        | "DenseArrayAttr"
        | "DenseIntOrFPElementsAttr"
        | "DenseStringElementsAttr"
        | "DenseResourceElementsAttr"
        | "SparseElementsAttr"
        | "AffineMapAttr"
        | "IntegerSetAttr"
        | "OpaqueAttr"
        | "StridedLayoutAttr" => ctx
            .attr(attr)
            .is_builtin(class.strip_suffix("Attr").unwrap_or(class)),
        _ => true,
    }
}

/// `ClassParam` for a handle whose class `$check` checks after it is parsed.
macro_rules! class_checked_handle {
    ($handle:ty, $check:ident) => {
        impl ClassParam for $handle {
            fn parse_field_of(parser: &mut Parser<'_>, class: &str) -> PResult<Self> {
                let start = parser.span();
                let value = Self::parse_field(parser)?;
                $check(parser, start, value, class)
            }

            fn parse_optional_field_of(
                parser: &mut Parser<'_>,
                class: &str,
            ) -> PResult<Option<Self>> {
                let start = parser.span();
                match Self::parse_optional_field(parser)? {
                    Some(value) => $check(parser, start, value, class).map(Some),
                    None => Ok(None),
                }
            }
        }
    };
}

class_checked_handle!(Type, check_type_class);
class_checked_handle!(Attribute, check_attr_class);

fn check_type_class(
    parser: &mut Parser<'_>,
    start: crate::asm::lexer::Span,
    ty: Type,
    class: &str,
) -> PResult<Type> {
    if type_is_class(parser.ctx, ty, class) {
        return Ok(ty);
    }
    let message = match type_class_name(class) {
        Some(name) => format!(
            "invalid kind of type specified: expected {name}, but found '{}'",
            crate::asm::printer::type_to_string(parser.ctx, ty)
        ),
        None => "invalid kind of type specified".to_string(),
    };
    Err(parser.error_at(start, message))
}

fn check_attr_class(
    parser: &mut Parser<'_>,
    start: crate::asm::lexer::Span,
    attr: Attribute,
    class: &str,
) -> PResult<Attribute> {
    if attr_is_class(parser.ctx, attr, class) {
        Ok(attr)
    } else {
        Err(parser.error_at(start, "invalid kind of attribute specified"))
    }
}

impl<T: ClassParam> ClassParam for Vec<T> {
    fn parse_field_of(parser: &mut Parser<'_>, class: &str) -> PResult<Self> {
        let mut values = vec![T::parse_field_of(parser, class)?];
        while parser.eat(TokenKind::Comma) {
            values.push(T::parse_field_of(parser, class)?);
        }
        Ok(values)
    }

    fn parse_optional_field_of(parser: &mut Parser<'_>, class: &str) -> PResult<Option<Self>> {
        let Some(first) = T::parse_optional_field_of(parser, class)? else {
            return Ok(None);
        };
        let mut values = vec![first];
        while parser.eat(TokenKind::Comma) {
            values.push(T::parse_field_of(parser, class)?);
        }
        Ok(Some(values))
    }
}

impl<T: ClassParam> ClassParam for Option<T> {
    fn parse_field_of(parser: &mut Parser<'_>, class: &str) -> PResult<Self> {
        T::parse_optional_field_of(parser, class)
    }

    fn parse_optional_field_of(parser: &mut Parser<'_>, class: &str) -> PResult<Option<Self>> {
        Ok(T::parse_optional_field_of(parser, class)?.map(Some))
    }
}

/// The Rust type of an `AttributeSelfTypeParameter`: [`Type`], or the handle of a dialect
/// type (upstream's `ptr.address` has a `PtrType`), which generated types implement.
pub trait SelfTypeParam: Sized {
    /// `ty` as this type, if it is one.
    fn from_self_type(ctx: &Context, ty: Type) -> Option<Self>;
    /// The type itself.
    fn to_self_type(&self) -> Type;
}

impl SelfTypeParam for Type {
    fn from_self_type(_: &Context, ty: Type) -> Option<Self> {
        Some(ty)
    }

    fn to_self_type(&self) -> Type {
        *self
    }
}

/// The self type (`AttributeSelfTypeParameter`) of an attribute being parsed, from the
/// type written after it (`written`), as mlir-tblgen's generated parsers take it: it must be
/// of `class` (`ShapedType`; `Type` takes any), else "invalid kind of type specified"; when
/// absent and `required` (no default), "expected a trailing type". Both at the current
/// token, where the attribute's body starts.
pub fn written_self_type<T: SelfTypeParam>(
    parser: &Parser<'_>,
    written: Option<Type>,
    class: &str,
    required: bool,
) -> PResult<Option<T>> {
    match written {
        Some(ty) if !type_is_class(parser.ctx, ty, class) => {
            Err(parser.error_here("invalid kind of type specified"))
        }
        Some(ty) => T::from_self_type(parser.ctx, ty)
            .map(Some)
            .ok_or_else(|| parser.error_here("invalid kind of type specified")),
        None if required => Err(parser.error_here("expected a trailing type")),
        None => Ok(None),
    }
}

/// A format's `params` directive, parsed as mlir-tblgen's generated parsers do: the
/// parameters in order, separated by commas. After an optional parameter the comma is read
/// only if `field` said the parameter is present (not its default); after the last required
/// parameter a missing comma ends the list. `field(parser, i)` parses parameter `i` and says
/// whether it is present.
pub fn parse_params_directive(
    parser: &mut Parser<'_>,
    optional: &[bool],
    mut field: impl FnMut(&mut Parser<'_>, usize) -> PResult<bool>,
) -> PResult<()> {
    if optional.is_empty() {
        return Ok(());
    }
    let last_required = optional.iter().rposition(|o| !o).unwrap_or(0);
    let mut present = field(parser, 0)?;
    for i in 1..optional.len() {
        if !optional[i - 1] || present {
            if i <= last_required {
                parser.expect(TokenKind::Comma, "expected ','")?;
            } else if !parser.eat(TokenKind::Comma) {
                return Ok(());
            }
        }
        present = field(parser, i)?;
    }
    Ok(())
}

/// A format's `struct` directive, parsed as mlir-tblgen's generated parsers do: `name =
/// value` pairs separated by commas, in any order. Without optional parameters exactly one
/// pair per parameter; with some, pairs while commas follow, then every required one must
/// have been seen; when all are optional the whole struct may be absent. `field(parser, i)`
/// parses the value of parameter `i`.
pub fn parse_struct_directive(
    parser: &mut Parser<'_>,
    names: &[&str],
    optional: &[bool],
    mut field: impl FnMut(&mut Parser<'_>, usize) -> PResult<()>,
) -> PResult<()> {
    let mut seen = vec![false; names.len()];
    let mut entry = |parser: &mut Parser<'_>, key: &str| -> PResult<()> {
        parser.expect(TokenKind::Equal, "expected '='")?;
        match names.iter().position(|n| *n == key) {
            Some(i) if !seen[i] => {
                seen[i] = true;
                field(parser, i)
            }
            _ => {
                let at = parser.span();
                Err(parser.emit_error(
                    at,
                    format!("duplicate or unknown struct parameter name: {key}"),
                ))
            }
        }
    };
    let key = |parser: &mut Parser<'_>| -> PResult<String> {
        if parser.at(TokenKind::BareIdent) {
            return Ok(parser.bump().text(parser.source()).to_string());
        }
        let at = parser.span();
        let mut first = parser.emit_error(at, "expected valid keyword");
        first
            .notes
            .push(parser.emit_error(at, "expected a parameter name in struct"));
        Err(first)
    };
    let optional_count = optional.iter().filter(|o| **o).count();
    if optional_count == 0 {
        for i in 0..names.len() {
            let k = key(parser)?;
            entry(parser, &k)?;
            if i + 1 != names.len() {
                parser.expect(TokenKind::Comma, "expected ','")?;
            }
        }
        return Ok(());
    }
    if optional_count == names.len() {
        if parser.at(TokenKind::BareIdent) {
            let k = key(parser)?;
            entry(parser, &k)?;
            while parser.eat(TokenKind::Comma) {
                let k = key(parser)?;
                entry(parser, &k)?;
            }
        }
        return Ok(());
    }
    loop {
        let k = key(parser)?;
        entry(parser, &k)?;
        if !parser.eat(TokenKind::Comma) {
            break;
        }
    }
    for (i, name) in names.iter().enumerate() {
        if !optional[i] && !seen[i] {
            let at = parser.span();
            return Err(
                parser.emit_error(at, format!("struct is missing required parameter: {name}"))
            );
        }
    }
    Ok(())
}

impl Type {
    /// The uniqued dialect type `!dialect.mnemonic` with parameters `params`: equal
    /// parameters of the same Rust type give the same handle.
    pub fn get_dialect<S: DialectParams>(
        ctx: &Context,
        dialect: &str,
        mnemonic: &str,
        params: S,
    ) -> Type {
        let dialect = Identifier::get(ctx, dialect);
        let mnemonic = Identifier::get(ctx, mnemonic);
        Type::get(
            ctx,
            TypeKind::Dialect {
                dialect,
                mnemonic,
                storage: box_params(ctx, params),
            },
        )
    }
}

impl Attribute {
    /// The uniqued dialect attribute `#dialect.mnemonic` with parameters `params`.
    pub fn get_dialect<S: DialectParams>(
        ctx: &Context,
        dialect: &str,
        mnemonic: &str,
        params: S,
    ) -> Attribute {
        let dialect = Identifier::get(ctx, dialect);
        let mnemonic = Identifier::get(ctx, mnemonic);
        Attribute::get(
            ctx,
            AttrKind::Dialect {
                dialect,
                mnemonic,
                storage: box_params(ctx, params),
            },
        )
    }
}

impl<'a> crate::types::TypeRef<'a> {
    /// The parameters of the type if it is a dialect type stored as an `S`.
    pub fn dialect_storage<S: DialectParams>(&self) -> Option<&'a S> {
        let (ctx, ty) = (self.ctx, self.id);
        match ctx.ty(ty).kind() {
            TypeKind::Dialect { storage, .. } => storage.downcast::<S>(),
            _ => None,
        }
    }

    /// Whether the type has the native type trait `T` (MLIR's `type.hasTrait<T>()`): its
    /// definition lists it; builtin and opaque types have none.
    pub fn has_trait<T: 'static>(&self) -> bool {
        let (ctx, ty) = (self.ctx, self.id);
        match ctx.ty(ty).kind() {
            TypeKind::Dialect { storage, .. } => ctx.storage_has_trait::<T>(storage),
            _ => false,
        }
    }

    /// The type seen through the type interface `V`, when its definition registered a model of
    /// it (MLIR's `dyn_cast<MemRefElementTypeInterface>(type)`); `None` for builtin and
    /// opaque types, which implement no generated interface.
    pub fn interface<V: TypeInterfaceView>(&self) -> Option<V> {
        let (ctx, ty) = (self.ctx, self.id);
        match ctx.ty(ty).kind() {
            TypeKind::Dialect { storage, .. } => ctx
                .interface_model::<V::Model>(storage)
                .map(|model| V::from_parts(ty, model)),
            _ => None,
        }
    }
}

impl<'a> crate::attributes::AttrRef<'a> {
    /// Whether the attribute is the dialect attribute `#dialect.mnemonic` (of any parameters).
    pub fn is_dialect(&self, dialect: &str, mnemonic: &str) -> bool {
        let (ctx, attr) = (self.ctx, self.id);
        matches!(
            ctx.attr(attr).kind(),
            AttrKind::Dialect { dialect: d, mnemonic: m, .. }
                if (*d).as_str(ctx) == dialect && (*m).as_str(ctx) == mnemonic
        )
    }

    /// The parameters of the attribute if it is a dialect attribute stored as an `S`.
    pub fn dialect_storage<S: DialectParams>(&self) -> Option<&'a S> {
        let (ctx, attr) = (self.ctx, self.id);
        match ctx.attr(attr).kind() {
            AttrKind::Dialect { storage, .. } => storage.downcast::<S>(),
            _ => None,
        }
    }

    /// Whether the attribute has the native attribute trait `T` (MLIR's `attr.hasTrait<T>()`):
    /// its definition lists it; builtin and opaque attributes have none.
    pub fn has_trait<T: 'static>(&self) -> bool {
        let (ctx, attr) = (self.ctx, self.id);
        match ctx.attr(attr).kind() {
            AttrKind::Dialect { storage, .. } => ctx.storage_has_trait::<T>(storage),
            _ => false,
        }
    }

    /// The attribute seen through the attribute interface `V`; see [`TypeRef::interface`](crate::types::TypeRef::interface).
    pub fn interface<V: AttrInterfaceView>(&self) -> Option<V> {
        let (ctx, attr) = (self.ctx, self.id);
        match ctx.attr(attr).kind() {
            AttrKind::Dialect { storage, .. } => ctx
                .interface_model::<V::Model>(storage)
                .map(|model| V::from_parts(attr, model)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::parser::{parse_attribute_str, parse_type_str};
    use crate::asm::printer::{attribute_to_string, type_to_string};

    /// Each builtin class a parameter may be declared with holds its own kind only.
    #[test]
    fn builtin_classes_check_their_kind() {
        let mut ctx = Context::new();
        let mut attr = |text: &str| parse_attribute_str(&mut ctx, text, "t").unwrap();
        let (i32s, f64s, int, string) = (
            attr("array<i32: 1, 2>"),
            attr("array<f64: 1.5>"),
            attr("3 : i8"),
            attr("\"s\""),
        );
        let mut ty = |text: &str| parse_type_str(&mut ctx, text, "t").unwrap();
        let (i7, f16, vector) = (ty("i7"), ty("f16"), ty("vector<2xf32>"));
        let cases = [
            (attr_is_class(&ctx, i32s, "DenseI32ArrayAttr"), true),
            (attr_is_class(&ctx, i32s, "DenseI64ArrayAttr"), false),
            (attr_is_class(&ctx, f64s, "DenseF64ArrayAttr"), true),
            (attr_is_class(&ctx, f64s, "DenseArrayAttr"), true),
            (attr_is_class(&ctx, int, "DenseBoolArrayAttr"), false),
            (attr_is_class(&ctx, int, "IntegerAttr"), true),
            (attr_is_class(&ctx, int, "TypedAttr"), true),
            (attr_is_class(&ctx, string, "IntegerAttr"), false),
            (attr_is_class(&ctx, string, "StringAttr"), true),
            (type_is_class(&ctx, i7, "IntegerType"), true),
            (type_is_class(&ctx, f16, "IntegerType"), false),
            (type_is_class(&ctx, f16, "FloatType"), true),
            (type_is_class(&ctx, f16, "Float16Type"), true),
            (type_is_class(&ctx, vector, "ShapedType"), true),
            (type_is_class(&ctx, vector, "TensorType"), false),
        ];
        for (i, (got, want)) in cases.into_iter().enumerate() {
            assert_eq!(got, want, "case {i}");
        }
    }

    /// `!toy.pair<T, U>`
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Pair(Type, Type);

    impl DialectParams for Pair {
        fn print(&self, p: &mut Printer<'_>) {
            p.write_str("<");
            p.print_type(self.0);
            p.write_str(", ");
            p.print_type(self.1);
            p.write_str(">");
        }
    }

    /// Same contents as `Pair`, another Rust type.
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct OtherPair(Type, Type);

    impl DialectParams for OtherPair {
        fn print(&self, p: &mut Printer<'_>) {
            p.write_str("<other>");
        }
    }

    /// `#toy.width<N>`
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Width(u64);

    impl DialectParams for Width {
        fn print(&self, p: &mut Printer<'_>) {
            p.write_str(&format!("<{}>", self.0));
        }
    }

    fn parse_toy_type(p: &mut Parser<'_>, mnemonic: &str) -> PResult<Type> {
        if mnemonic != "pair" {
            return Err(p.error_here(format!("unknown toy type '{mnemonic}'")));
        }
        p.expect(TokenKind::Less, "expected '<'")?;
        let a = p.parse_type()?;
        p.expect(TokenKind::Comma, "expected ','")?;
        let b = p.parse_type()?;
        p.expect(TokenKind::Greater, "expected '>'")?;
        Ok(Type::get_dialect(p.ctx, "toy", "pair", Pair(a, b)))
    }

    fn parse_toy_attr(p: &mut Parser<'_>, mnemonic: &str, _: Option<Type>) -> PResult<Attribute> {
        if mnemonic != "width" {
            return Err(p.error_here(format!("unknown toy attribute '{mnemonic}'")));
        }
        p.expect(TokenKind::Less, "expected '<'")?;
        let n = p.parse_u64("expected a width")?;
        p.expect(TokenKind::Greater, "expected '>'")?;
        Ok(Attribute::get_dialect(p.ctx, "toy", "width", Width(n)))
    }

    /// Parses one parameter of type `T` from `text`.
    fn parse_one<T: DialectParam>(ctx: &mut Context, text: &str) -> PResult<T> {
        let mut parser = Parser::new(ctx, text, "t");
        T::parse_param(&mut parser)
    }

    #[test]
    fn parameters_print_and_parse_over_their_whole_range() {
        let mut ctx = Context::new();
        let empty = Context::new();
        let printed = |v: &dyn Fn(&mut Printer<'_>)| {
            let mut p = Printer::new(&empty);
            v(&mut p);
            p.finish()
        };
        assert_eq!(
            printed(&|p| u64::MAX.print_param(p)),
            "18446744073709551615"
        );
        assert_eq!(
            parse_one::<u64>(&mut ctx, "18446744073709551615").unwrap(),
            u64::MAX
        );
        assert_eq!(
            parse_one::<i64>(&mut ctx, "-9223372036854775808").unwrap(),
            i64::MIN
        );
        assert_eq!(parse_one::<i8>(&mut ctx, "-128").unwrap(), -128);
        let err = parse_one::<u8>(&mut ctx, "256").unwrap_err();
        assert!(err.to_string().contains("out of range for `u8`"), "{err}");
        assert_eq!(
            printed(&|p| vec!["a\"b".to_string()].print_param(p)),
            "[\"a\\22b\"]"
        );
        assert_eq!(
            parse_one::<Vec<String>>(&mut ctx, "[\"a\\22b\", \"c\"]").unwrap(),
            vec!["a\"b".to_string(), "c".to_string()]
        );
        assert!(parse_one::<Vec<u32>>(&mut ctx, "[]").unwrap().is_empty());
    }

    #[test]
    fn equal_parameters_give_one_handle() {
        let ctx = Context::new();
        let (i32_ty, f32_ty) = (Type::i32(&ctx), Type::f32(&ctx));
        let a = Type::get_dialect(&ctx, "toy", "pair", Pair(i32_ty, f32_ty));
        let b = Type::get_dialect(&ctx, "toy", "pair", Pair(i32_ty, f32_ty));
        let c = Type::get_dialect(&ctx, "toy", "pair", Pair(f32_ty, i32_ty));
        let d = Type::get_dialect(&ctx, "toy", "pair", OtherPair(i32_ty, f32_ty));
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_ne!(a, d);
        assert_eq!(
            ctx.ty(c).dialect_storage::<Pair>(),
            Some(&Pair(f32_ty, i32_ty))
        );
        assert_eq!(ctx.ty(a).dialect_storage::<OtherPair>(), None);
        assert_eq!(ctx.ty(i32_ty).dialect_storage::<Pair>(), None);
        let w = Attribute::get_dialect(&ctx, "toy", "width", Width(8));
        assert_eq!(Attribute::get_dialect(&ctx, "toy", "width", Width(8)), w);
        assert_ne!(Attribute::get_dialect(&ctx, "toy", "width", Width(9)), w);
        assert_eq!(ctx.attr(w).dialect_storage::<Width>(), Some(&Width(8)));
        assert_eq!(ctx.ty(a).dialect_storage::<Width>(), None);
    }

    #[test]
    fn prints_and_parses_through_the_dialect_hooks() {
        let mut ctx = Context::new();
        let (i32_ty, f32_ty) = (Type::i32(&ctx), Type::f32(&ctx));
        let pair = Type::get_dialect(&ctx, "toy", "pair", Pair(i32_ty, f32_ty));
        let width = Attribute::get_dialect(&ctx, "toy", "width", Width(8));
        assert_eq!(type_to_string(&ctx, pair), "!toy.pair<i32, f32>");
        assert_eq!(attribute_to_string(&ctx, width), "#toy.width<8>");

        // Without hooks the text stays opaque.
        let opaque = parse_type_str(&mut ctx, "!toy.pair<i32, f32>", "t").unwrap();
        assert_ne!(opaque, pair);
        assert!(matches!(ctx.ty(opaque).kind(), TypeKind::Opaque { .. }));

        ctx.register_dialect_type_parser("toy", parse_toy_type);
        ctx.register_dialect_attr_parser("toy", parse_toy_attr);
        let parsed = parse_type_str(&mut ctx, "!toy.pair<i32, f32>", "t").unwrap();
        assert_eq!(parsed, pair);
        let nested = parse_type_str(&mut ctx, "tuple<!toy.pair<i32, f32>, i32>", "t").unwrap();
        assert_eq!(
            type_to_string(&ctx, nested),
            "tuple<!toy.pair<i32, f32>, i32>"
        );
        let parsed = parse_attribute_str(&mut ctx, "#toy.width<8>", "t").unwrap();
        assert_eq!(parsed, width);
        let err = parse_type_str(&mut ctx, "!toy.triple<i32>", "t").unwrap_err();
        assert!(
            err.to_string().contains("unknown toy type 'triple'"),
            "{err}"
        );
        // Other dialects stay opaque.
        let other = parse_type_str(&mut ctx, "!other.pair<i32>", "t").unwrap();
        assert!(matches!(ctx.ty(other).kind(), TypeKind::Opaque { .. }));
    }

    /// In a format, a list is written without brackets, whether `qualified` or not (MLIR
    /// prints an `ArrayRef` parameter comma-separated either way); the default form keeps
    /// the brackets.
    #[test]
    fn lists_in_formats_have_no_brackets() {
        let ctx = Context::new();
        let list = vec![Type::i32(&ctx), Type::f64(&ctx)];
        let print = |f: &dyn Fn(&mut Printer<'_>)| {
            let mut p = Printer::new(&ctx);
            f(&mut p);
            p.take_output()
        };
        assert_eq!(print(&|p| list.print_field(p)), "i32, f64");
        assert_eq!(print(&|p| list.print_qualified(p)), "i32, f64");
        assert_eq!(print(&|p| list.print_param(p)), "[i32, f64]");
        assert_eq!(print(&|p| Some(7i32).print_qualified(p)), "7");
    }
}
