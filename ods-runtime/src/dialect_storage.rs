//! Uniqued storage for dialect-defined types and attributes (ODS `TypeDef` / `AttrDef`).
//!
//! A dialect type is a [`crate::Type`] handle like a builtin one; its contents are
//! [`crate::types::TypeKind::Dialect`]: the dialect, the mnemonic and a boxed parameter
//! storage. The storage is any `Clone + Eq + Hash + Debug` value implementing
//! [`DialectParams`]; the context uniques it by its Rust type and its contents, so equal
//! parameters give the same handle. [`Context::get_dialect_type`] creates one,
//! [`Context::dialect_type_storage`] reads the parameters back; the attribute methods mirror
//! them.
//!
//! Printing writes `!dialect.mnemonic` and lets the storage print the rest. Parsing asks the
//! hooks a dialect registered with [`Context::register_dialect_type_parser`] (and
//! [`Context::register_dialect_attr_parser`]); a dialect without hooks keeps the opaque form.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt;
use std::hash::{Hash, Hasher};

use crate::Context;
use crate::asm::lexer::TokenKind;
use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::Printer;
use crate::attributes::{AttrKind, Attribute};
use crate::types::{Type, TypeKind};

/// The parameters of a dialect type or attribute, as stored in the context.
pub trait DialectParams: Clone + Eq + Hash + fmt::Debug + 'static {
    /// Writes the parameters after `!dialect.mnemonic` (or `#dialect.mnemonic`), e.g.
    /// `<i32, f32>`; nothing for a parameterless definition.
    fn print(&self, printer: &mut Printer<'_>);
}

/// The object-safe face of [`DialectParams`], implemented for every parameter type.
pub trait DialectStorage: fmt::Debug {
    /// The storage as `Any`, for downcasting to its concrete type.
    fn as_any(&self) -> &dyn Any;
    /// Equality with another storage: same concrete type and equal contents.
    fn dyn_eq(&self, other: &dyn DialectStorage) -> bool;
    /// Hashes the concrete type and the contents.
    fn dyn_hash(&self, state: &mut dyn Hasher);
    /// A boxed copy.
    fn dyn_clone(&self) -> Box<dyn DialectStorage>;
    /// See [`DialectParams::print`].
    fn dyn_print(&self, printer: &mut Printer<'_>);
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

    fn dyn_print(&self, printer: &mut Printer<'_>) {
        self.print(printer);
    }
}

/// A boxed [`DialectStorage`] that is itself clonable, comparable and hashable, so it can
/// live in the uniquer's contents.
pub struct StorageBox(Box<dyn DialectStorage>);

impl StorageBox {
    /// Boxes `params`.
    pub fn new<S: DialectParams>(params: S) -> Self {
        StorageBox(Box::new(params))
    }

    /// The storage as its concrete type, if it is an `S`.
    pub fn downcast<S: DialectParams>(&self) -> Option<&S> {
        self.0.as_any().downcast_ref::<S>()
    }

    /// The storage as a trait object.
    pub fn storage(&self) -> &dyn DialectStorage {
        &*self.0
    }
}

impl Clone for StorageBox {
    fn clone(&self) -> Self {
        StorageBox(self.0.dyn_clone())
    }
}

impl PartialEq for StorageBox {
    fn eq(&self, other: &Self) -> bool {
        self.0.dyn_eq(&*other.0)
    }
}

impl Eq for StorageBox {}

impl Hash for StorageBox {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.dyn_hash(state);
    }
}

impl fmt::Debug for StorageBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Parses a dialect type after `!dialect.mnemonic`; the parser stands on what follows the
/// mnemonic (e.g. `<`). Receives the mnemonic.
pub type TypeParseHook = fn(&mut Parser<'_>, &str) -> PResult<Type>;

/// Parses a dialect attribute after `#dialect.mnemonic`; see [`TypeParseHook`].
pub type AttrParseHook = fn(&mut Parser<'_>, &str) -> PResult<Attribute>;

/// The parse hooks registered per dialect namespace.
#[derive(Default)]
pub(crate) struct DialectParseHooks {
    pub(crate) types: HashMap<String, TypeParseHook>,
    pub(crate) attrs: HashMap<String, AttrParseHook>,
}

impl Context {
    /// The uniqued dialect type `!dialect.mnemonic` with parameters `params`: equal
    /// parameters of the same Rust type give the same handle.
    pub fn get_dialect_type<S: DialectParams>(
        &self,
        dialect: &str,
        mnemonic: &str,
        params: S,
    ) -> Type {
        let dialect = self.identifier(dialect);
        let mnemonic = self.identifier(mnemonic);
        self.get_type(TypeKind::Dialect {
            dialect,
            mnemonic,
            storage: StorageBox::new(params),
        })
    }

    /// The parameters of `ty` if it is a dialect type stored as an `S`.
    pub fn dialect_type_storage<S: DialectParams>(&self, ty: Type) -> Option<&S> {
        match self.type_kind(ty) {
            TypeKind::Dialect { storage, .. } => storage.downcast::<S>(),
            _ => None,
        }
    }

    /// The uniqued dialect attribute `#dialect.mnemonic` with parameters `params`.
    pub fn get_dialect_attr<S: DialectParams>(
        &self,
        dialect: &str,
        mnemonic: &str,
        params: S,
    ) -> Attribute {
        let dialect = self.identifier(dialect);
        let mnemonic = self.identifier(mnemonic);
        self.get_attr(AttrKind::Dialect {
            dialect,
            mnemonic,
            storage: StorageBox::new(params),
        })
    }

    /// Whether `attr` is the dialect attribute `#dialect.mnemonic` (of any parameters).
    pub fn is_dialect_attr(&self, attr: Attribute, dialect: &str, mnemonic: &str) -> bool {
        matches!(
            self.attr_kind(attr),
            AttrKind::Dialect { dialect: d, mnemonic: m, .. }
                if self.ident_str(*d) == dialect && self.ident_str(*m) == mnemonic
        )
    }

    /// The parameters of `attr` if it is a dialect attribute stored as an `S`.
    pub fn dialect_attr_storage<S: DialectParams>(&self, attr: Attribute) -> Option<&S> {
        match self.attr_kind(attr) {
            AttrKind::Dialect { storage, .. } => storage.downcast::<S>(),
            _ => None,
        }
    }

    /// Makes `!dialect.mnemonic...` parse through `hook` instead of into an opaque type.
    pub fn register_dialect_type_parser(&mut self, dialect: &str, hook: TypeParseHook) {
        self.uniquer
            .parse_hooks
            .types
            .insert(dialect.to_string(), hook);
    }

    /// Makes `#dialect.mnemonic...` parse through `hook` instead of into an opaque attribute.
    pub fn register_dialect_attr_parser(&mut self, dialect: &str, hook: AttrParseHook) {
        self.uniquer
            .parse_hooks
            .attrs
            .insert(dialect.to_string(), hook);
    }

    /// The type parse hook of `dialect`, if one is registered.
    pub fn dialect_type_parser(&self, dialect: &str) -> Option<TypeParseHook> {
        self.uniquer.parse_hooks.types.get(dialect).copied()
    }

    /// The attribute parse hook of `dialect`, if one is registered.
    pub fn dialect_attr_parser(&self, dialect: &str) -> Option<AttrParseHook> {
        self.uniquer.parse_hooks.attrs.get(dialect).copied()
    }
}

/// A parameter value in the default textual form of a dialect type or attribute (the
/// parameters in angle brackets, separated by commas).
pub trait DialectParam: Sized {
    /// Writes the value.
    fn print_param(&self, printer: &mut Printer<'_>);
    /// Reads the value.
    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self>;
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
}

impl DialectParam for String {
    fn print_param(&self, printer: &mut Printer<'_>) {
        printer.print_escaped_string(self.as_bytes());
    }

    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
        parser.parse_string("expected a string")
    }
}

impl DialectParam for Type {
    fn print_param(&self, printer: &mut Printer<'_>) {
        printer.print_type(*self);
    }

    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
        parser.parse_type()
    }
}

impl DialectParam for Attribute {
    fn print_param(&self, printer: &mut Printer<'_>) {
        printer.print_attribute(*self);
    }

    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
        parser.parse_attribute(None)
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::parser::{parse_attribute_str, parse_type_str};
    use crate::asm::printer::{attribute_to_string, type_to_string};

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
        Ok(p.ctx.get_dialect_type("toy", "pair", Pair(a, b)))
    }

    fn parse_toy_attr(p: &mut Parser<'_>, mnemonic: &str) -> PResult<Attribute> {
        if mnemonic != "width" {
            return Err(p.error_here(format!("unknown toy attribute '{mnemonic}'")));
        }
        p.expect(TokenKind::Less, "expected '<'")?;
        let n = p.parse_u64("expected a width")?;
        p.expect(TokenKind::Greater, "expected '>'")?;
        Ok(p.ctx.get_dialect_attr("toy", "width", Width(n)))
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
        let (i32_ty, f32_ty) = (ctx.i32_type(), ctx.f32_type());
        let a = ctx.get_dialect_type("toy", "pair", Pair(i32_ty, f32_ty));
        let b = ctx.get_dialect_type("toy", "pair", Pair(i32_ty, f32_ty));
        let c = ctx.get_dialect_type("toy", "pair", Pair(f32_ty, i32_ty));
        let d = ctx.get_dialect_type("toy", "pair", OtherPair(i32_ty, f32_ty));
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_ne!(a, d);
        assert_eq!(
            ctx.dialect_type_storage::<Pair>(c),
            Some(&Pair(f32_ty, i32_ty))
        );
        assert_eq!(ctx.dialect_type_storage::<OtherPair>(a), None);
        assert_eq!(ctx.dialect_type_storage::<Pair>(i32_ty), None);
        let w = ctx.get_dialect_attr("toy", "width", Width(8));
        assert_eq!(ctx.get_dialect_attr("toy", "width", Width(8)), w);
        assert_ne!(ctx.get_dialect_attr("toy", "width", Width(9)), w);
        assert_eq!(ctx.dialect_attr_storage::<Width>(w), Some(&Width(8)));
        assert_eq!(ctx.dialect_type_storage::<Width>(a), None);
    }

    #[test]
    fn prints_and_parses_through_the_dialect_hooks() {
        let mut ctx = Context::new();
        let (i32_ty, f32_ty) = (ctx.i32_type(), ctx.f32_type());
        let pair = ctx.get_dialect_type("toy", "pair", Pair(i32_ty, f32_ty));
        let width = ctx.get_dialect_attr("toy", "width", Width(8));
        assert_eq!(type_to_string(&ctx, pair), "!toy.pair<i32, f32>");
        assert_eq!(attribute_to_string(&ctx, width), "#toy.width<8>");

        // Without hooks the text stays opaque.
        let opaque = parse_type_str(&mut ctx, "!toy.pair<i32, f32>", "t").unwrap();
        assert_ne!(opaque, pair);
        assert!(matches!(ctx.type_kind(opaque), TypeKind::Opaque { .. }));

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
        assert!(matches!(ctx.type_kind(other), TypeKind::Opaque { .. }));
    }
}
