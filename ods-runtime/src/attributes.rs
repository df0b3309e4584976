//! Builtin attributes as uniqued `Copy` handles.
//!
//! Construct attributes with the constructors of [`Attribute`], given the context as MLIR's
//! `IntegerAttr::get` is (`Attribute::integer(ctx, ty, 5)`,
//! `Attribute::string(ctx, "x")`, `Attribute::dictionary(ctx, ..)`, ...) and inspect them with
//! [`AttrRef::kind`]. Integer values of any width are [`ApInt`]s; float values are bit
//! patterns of their type's format (see [`float`]).

pub mod affine;
pub mod apfloat;
pub mod apint;
pub mod bignum;
pub mod float;

pub use affine::{AffineExpr, AffineMap, IntegerSet};
pub use apfloat::ApFloat;
pub use apint::ApInt;

pub use crate::handles::Attribute;

use crate::Context;
use crate::handles::{Identifier, Location, Type};
use crate::types::TypeKind;

/// One element of a dense array or dense elements attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    /// An integer (or `index`) element.
    Int(ApInt),
    /// A float element as the bit pattern of the element type's format.
    Float(u128),
    /// A complex element: real and imaginary parts.
    Complex(Box<(Scalar, Scalar)>),
}

/// The contents of a builtin attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    /// `unit`
    Unit,
    /// `5 : i32`, `true` (an `i1` integer), `3 : index`.
    Integer {
        /// An integer type or `index`.
        ty: Type,
        /// The value, as wide as the type (64 bits for `index`).
        value: ApInt,
    },
    /// `1.000000e+00 : f32`
    Float {
        /// A float type.
        ty: Type,
        /// The bit pattern in the type's format.
        bits: u128,
    },
    /// `"text"`, optionally typed (`"text" : i32`).
    String {
        /// The bytes (escapes resolved).
        value: Vec<u8>,
        /// The type when one was given.
        ty: Option<Type>,
    },
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b]`
    Array(Vec<Attribute>),
    /// `{a = 1, b}`, entries sorted by name.
    Dictionary(Vec<(Identifier, Attribute)>),
    /// `@root::@nested::@leaf`
    SymbolRef {
        /// The root symbol.
        root: Identifier,
        /// Nested references, outermost first.
        nested: Vec<Identifier>,
    },
    /// `array<i64: 1, 2>`
    DenseArray {
        /// The element type (integer or float).
        elem: Type,
        /// The elements.
        values: Vec<Scalar>,
    },
    /// `dense<...> : tensor<2xi32>`; a single value is a splat.
    DenseElements {
        /// The shaped type (tensor or vector).
        ty: Type,
        /// All elements in row-major order, or one value for a splat.
        values: Vec<Scalar>,
    },
    /// `sparse<indices, values> : tensor<..>`; `parts` is `None` for `sparse<>`.
    Sparse {
        /// The shaped type.
        ty: Type,
        /// The indices and values, as dense elements attributes.
        parts: Option<(Attribute, Attribute)>,
    },
    /// `dense_resource<key> : tensor<..>`: elements kept in a named resource blob.
    DenseResource {
        /// The resource key.
        key: String,
        /// The shaped type.
        ty: Type,
    },
    /// `dense<"a"> : tensor<!foo.string>`; a single value is a splat.
    DenseStrings {
        /// The shaped type.
        ty: Type,
        /// All elements, or one for a splat.
        values: Vec<Vec<u8>>,
    },
    /// `strided<[s0, s1], offset: o>` ([`crate::types::DYNAMIC`] for `?`).
    StridedLayout {
        /// The offset.
        offset: i64,
        /// One stride per dimension.
        strides: Vec<i64>,
    },
    /// `affine_map<(d0)[s0] -> (d0 + s0)>`
    AffineMap(AffineMap),
    /// `affine_set<(d0)[s0] : (d0 - s0 >= 0)>`
    IntegerSet(IntegerSet),
    /// A location used as an attribute.
    Location(Location),
    /// `distinct[N]<attr>`: an attribute that is unique even when its contents are equal.
    Distinct {
        /// The context-wide identity (not the printed number).
        uid: u64,
        /// The referenced attribute (`unit` prints as `distinct[N]<>`).
        referenced: Attribute,
    },
    /// An attribute of a dialect the context does not know: `#dialect.body` or
    /// `#dialect<body>`, with an optional type.
    Opaque {
        /// The dialect namespace.
        dialect: Identifier,
        /// The text after `dialect.` (or inside `<...>`), verbatim.
        data: String,
        /// The type after `:`, if any.
        ty: Option<Type>,
    },
    /// An attribute defined by a dialect (ODS `AttrDef`): `#dialect.mnemonic<params>`.
    Dialect {
        /// The dialect namespace.
        dialect: Identifier,
        /// The mnemonic after `dialect.`.
        mnemonic: Identifier,
        /// The parameters, uniqued by their Rust type and contents.
        storage: crate::dialect_storage::boxed::StorageBox,
    },
}

impl Context {
    /// The width an integer attribute of type `ty` stores (64 for `index`).
    fn storage_width(&self, ty: Type) -> u32 {
        match self.ty(ty).kind() {
            TypeKind::Integer { width, .. } => *width,
            _ => 64,
        }
    }

    /// The string attribute (of no type) holding `ident`'s text, looked up by the
    /// identifier's index once it was made.
    pub(crate) fn identifier_attr(&self, ident: Identifier) -> Attribute {
        let u = &*self.uniquer;
        let i = ident.0 as usize;
        let cached = |table: &[u32]| table.get(i).filter(|&&id| id != 0).map(|id| id - 1);
        let lock = || {
            u.ident_attrs
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
        };
        if let Some(id) = cached(&lock()) {
            return Attribute(id);
        }
        // Interned outside the table's lock: `get_attr` takes the interner's.
        let attr = Attribute::string(self, ident.as_str(self));
        let mut table = lock();
        if table.len() <= i {
            table.resize(i + 1, 0);
        }
        table[i] = attr.0 + 1;
        attr
    }

    /// The identifier of the text the string attribute `attr` holds (lossy for invalid
    /// UTF-8; none for another attribute), remembered per attribute.
    pub(crate) fn string_attr_identifier(&self, attr: Attribute) -> Option<Identifier> {
        let lock = || {
            self.uniquer
                .attr_idents
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
        };
        if let Some(&id) = lock().get(&attr.0) {
            return Some(Identifier(id));
        }
        let AttrKind::String { value, .. } = self.attr(attr).kind() else {
            return None;
        };
        // Interned outside the cache's lock: `identifier` takes the interner's.
        let ident = Identifier::get(self, &String::from_utf8_lossy(value));
        lock().insert(attr.0, ident.0);
        Some(ident)
    }
}

/// A view of one attribute: a context reference and the id, `Copy`, handed out by
/// [`Context::attr`]; what it returns borrows the context, not the view.
#[derive(Clone, Copy)]
pub struct AttrRef<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) id: Attribute,
}

impl Context {
    /// The view of `id`.
    pub fn attr(&self, id: Attribute) -> AttrRef<'_> {
        AttrRef { ctx: self, id }
    }
}

impl<'a> AttrRef<'a> {
    /// The id.
    pub fn id(self) -> Attribute {
        self.id
    }

    /// The contents of the attribute.
    pub fn kind(self) -> &'a AttrKind {
        let attr = self.id;
        let ctx = self.ctx;
        ctx.uniquer.attrs.get(attr.0)
    }

    /// True when the attribute is the builtin attribute ODS calls `Builtin_<name>Attr` (`Integer`,
    /// `DenseIntOrFPElements`, `StridedLayout`, ...) or the builtin location `name`
    /// (`NameLoc`, `FileLineColRange`, ...); false for names of no builtin attribute.
    pub fn is_builtin(self, name: &str) -> bool {
        let ctx = self.ctx;
        use crate::location::LocKind;
        let kind = self.kind();
        let loc = match kind {
            AttrKind::Location(l) => Some((*l).kind(ctx)),
            _ => None,
        };
        match name {
            "Unit" => matches!(kind, AttrKind::Unit),
            "Integer" => matches!(kind, AttrKind::Integer { .. }),
            "Float" => matches!(kind, AttrKind::Float { .. }),
            "String" => matches!(kind, AttrKind::String { .. }),
            "Type" => matches!(kind, AttrKind::Type(_)),
            "Array" => matches!(kind, AttrKind::Array(_)),
            "Dictionary" => matches!(kind, AttrKind::Dictionary(_)),
            "SymbolRef" => matches!(kind, AttrKind::SymbolRef { .. }),
            "DenseArray" => matches!(kind, AttrKind::DenseArray { .. }),
            "DenseIntOrFPElements" => matches!(kind, AttrKind::DenseElements { .. }),
            "SparseElements" => matches!(kind, AttrKind::Sparse { .. }),
            "DenseResourceElements" => matches!(kind, AttrKind::DenseResource { .. }),
            "DenseStringElements" => matches!(kind, AttrKind::DenseStrings { .. }),
            "StridedLayout" => matches!(kind, AttrKind::StridedLayout { .. }),
            "AffineMap" => matches!(kind, AttrKind::AffineMap(_)),
            "IntegerSet" => matches!(kind, AttrKind::IntegerSet(_)),
            "Opaque" => matches!(kind, AttrKind::Opaque { .. }),
            "UnknownLoc" => matches!(loc, Some(LocKind::Unknown)),
            "FileLineColRange" => matches!(loc, Some(LocKind::FileLineCol { .. })),
            "NameLoc" => matches!(loc, Some(LocKind::Name { .. })),
            "CallSiteLoc" => matches!(loc, Some(LocKind::CallSite { .. })),
            "FusedLoc" => matches!(loc, Some(LocKind::Fused { .. })),
            _ => false,
        }
    }

    /// Whether the attribute is of the C++ storage class an ODS attribute constraint stores in
    /// MLIR (its `storageType` without `::mlir::`: `IntegerAttr`, `StringAttr`, `BoolAttr`,
    /// `DenseI32ArrayAttr`, `TypedAttr`, ...), as the generated property conversion's
    /// `dyn_cast` checks it. An empty or unknown name, and a dialect attribute checked
    /// against an interface, pass.
    pub fn has_storage_class(self, class: &str) -> bool {
        let ctx = self.ctx;
        use crate::types::{FloatKind, Signedness, TypeKind};
        let kind = self.kind();
        let dense_array = |elem: &TypeKind| matches!(kind, AttrKind::DenseArray { elem: e, .. } if ctx.ty(*e).kind() == elem);
        let int = |width| TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        };
        let elements_of = |float: bool| match kind {
            AttrKind::DenseElements { ty, .. } => ctx.ty(*ty).element_type().is_some_and(|e| {
                if float {
                    ctx.ty(e).is_float()
                } else {
                    ctx.ty(e).is_integer() || ctx.ty(e).is_index()
                }
            }),
            _ => false,
        };
        match class {
            "IntegerAttr" => matches!(kind, AttrKind::Integer { .. }),
            "BoolAttr" => {
                matches!(kind, AttrKind::Integer { ty, .. } if ctx.ty(*ty).is_integer_of(1, Signedness::Signless))
            }
            "FloatAttr" => matches!(kind, AttrKind::Float { .. }),
            "StringAttr" => matches!(kind, AttrKind::String { .. }),
            "TypeAttr" => matches!(kind, AttrKind::Type(_)),
            "UnitAttr" => matches!(kind, AttrKind::Unit),
            "ArrayAttr" => matches!(kind, AttrKind::Array(_)),
            "DictionaryAttr" => matches!(kind, AttrKind::Dictionary(_)),
            "SymbolRefAttr" => matches!(kind, AttrKind::SymbolRef { .. }),
            "FlatSymbolRefAttr" => {
                matches!(kind, AttrKind::SymbolRef { nested, .. } if nested.is_empty())
            }
            "AffineMapAttr" => matches!(kind, AttrKind::AffineMap(_)),
            "IntegerSetAttr" => matches!(kind, AttrKind::IntegerSet(_)),
            "LocationAttr" => matches!(kind, AttrKind::Location(_)),
            "DenseBoolArrayAttr" => dense_array(&int(1)),
            "DenseI8ArrayAttr" => dense_array(&int(8)),
            "DenseI16ArrayAttr" => dense_array(&int(16)),
            "DenseI32ArrayAttr" => dense_array(&int(32)),
            "DenseI64ArrayAttr" => dense_array(&int(64)),
            "DenseF32ArrayAttr" => dense_array(&TypeKind::Float(FloatKind::F32)),
            "DenseF64ArrayAttr" => dense_array(&TypeKind::Float(FloatKind::F64)),
            "DenseElementsAttr" => {
                matches!(
                    kind,
                    AttrKind::DenseElements { .. } | AttrKind::DenseStrings { .. }
                )
            }
            "DenseIntElementsAttr" => elements_of(false),
            "DenseFPElementsAttr" => elements_of(true),
            "DenseStringElementsAttr" => matches!(kind, AttrKind::DenseStrings { .. }),
            "ElementsAttr" => matches!(
                kind,
                AttrKind::DenseElements { .. }
                    | AttrKind::DenseStrings { .. }
                    | AttrKind::DenseResource { .. }
                    | AttrKind::Sparse { .. }
                    | AttrKind::Dialect { .. }
            ),
            // The builtin attributes declaring `TypedAttrInterface` (directly or through
            // `ElementsAttrInterface`), typed even without a type written (`none`); a
            // dialect attribute when it has a type.
            "TypedAttr" => match kind {
                AttrKind::Integer { .. }
                | AttrKind::Float { .. }
                | AttrKind::String { .. }
                | AttrKind::Opaque { .. }
                | AttrKind::DenseElements { .. }
                | AttrKind::DenseStrings { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. } => true,
                AttrKind::Dialect { .. } => self.ty().is_some(),
                _ => false,
            },
            _ => true,
        }
    }

    /// The value of a float attribute as `f64`.
    pub fn float_value(self) -> Option<f64> {
        let ctx = self.ctx;
        match self.kind() {
            AttrKind::Float { ty, bits } => match ctx.ty(*ty).kind() {
                TypeKind::Float(k) => Some(float::semantics(*k).to_f64(*bits)),
                _ => None,
            },
            _ => None,
        }
    }

    /// The value of an integer attribute read as signed, if it fits in `i64`.
    pub fn integer_value(self) -> Option<i64> {
        match self.kind() {
            AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        }
    }

    /// The text of a string attribute (lossy for invalid UTF-8).
    pub fn string_value(self) -> Option<String> {
        match self.kind() {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        }
    }

    /// The value named `name` in a dictionary attribute.
    pub fn get(self, name: &str) -> Option<Attribute> {
        let dict = self.id;
        let ctx = self.ctx;
        match ctx.attr(dict).kind() {
            AttrKind::Dictionary(entries) => entries
                .iter()
                .find(|(n, _)| (*n).as_str(ctx) == name)
                .map(|(_, a)| *a),
            _ => None,
        }
    }

    /// The type of a typed attribute (integer, float, typed string, dense, opaque, or a
    /// dialect attribute with its own type).
    pub fn ty(self) -> Option<Type> {
        let ctx = self.ctx;
        match self.kind() {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseStrings { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => *ty,
            AttrKind::Dialect { storage, .. } => storage.storage().dyn_attr_type(ctx),
            _ => None,
        }
    }

    /// Whether the attribute is a `TypedAttr` in MLIR's sense: it has a type ([`AttrRef::ty`]),
    /// or it is a string, which MLIR types `none` when no type is written.
    pub fn is_typed(self) -> bool {
        self.ty().is_some() || matches!(self.kind(), AttrKind::String { .. })
    }

    /// The elements of an array attribute.
    pub fn elements(self) -> Option<&'a [Attribute]> {
        match self.kind() {
            AttrKind::Array(elems) => Some(elems),
            _ => None,
        }
    }

    /// The entries of a dictionary attribute, sorted by name.
    pub fn entries(self) -> Option<&'a [(Identifier, Attribute)]> {
        match self.kind() {
            AttrKind::Dictionary(entries) => Some(entries),
            _ => None,
        }
    }

    /// The type held by a type attribute.
    pub fn type_value(self) -> Option<Type> {
        match self.kind() {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The value of a `true`/`false` attribute (an `i1` integer).
    pub fn bool_value(self) -> Option<bool> {
        let ctx = self.ctx;
        match self.kind() {
            AttrKind::Integer { ty, value }
                if matches!(ctx.ty(*ty).kind(), TypeKind::Integer { width: 1, .. }) =>
            {
                Some(!value.is_zero())
            }
            _ => None,
        }
    }

    /// True for `unit`.
    pub fn is_unit(self) -> bool {
        matches!(self.kind(), AttrKind::Unit)
    }

    /// The root and nested names of a symbol reference.
    pub fn symbol_ref_parts(self) -> Option<(Identifier, &'a [Identifier])> {
        match self.kind() {
            AttrKind::SymbolRef { root, nested } => Some((*root, nested)),
            _ => None,
        }
    }

    /// The integer elements of a dense array (read as signed), if they all fit in `i64`.
    pub fn dense_i64_values(self) -> Option<Vec<i64>> {
        match self.kind() {
            AttrKind::DenseArray { values, .. } => values
                .iter()
                .map(|v| match v {
                    Scalar::Int(i) => i.to_i64(),
                    _ => None,
                })
                .collect(),
            _ => None,
        }
    }

    /// The float elements of a dense array, as `f64`.
    pub fn dense_f64_values(self) -> Option<Vec<f64>> {
        let ctx = self.ctx;
        match self.kind() {
            AttrKind::DenseArray { elem, values } => {
                let TypeKind::Float(k) = ctx.ty(*elem).kind() else {
                    return None;
                };
                let sem = float::semantics(*k);
                values
                    .iter()
                    .map(|v| match v {
                        Scalar::Float(bits) => Some(sem.to_f64(*bits)),
                        _ => None,
                    })
                    .collect()
            }
            _ => None,
        }
    }
}

impl Attribute {
    /// The uniqued attribute with contents `kind`.
    pub fn get(ctx: &Context, kind: AttrKind) -> Attribute {
        match kind {
            AttrKind::Location(loc) => Attribute::location(ctx, loc),
            kind => Attribute(ctx.uniquer.attrs.intern(kind)),
        }
    }

    /// `value : ty` for an integer type or `index`; the value wraps to the type's width.
    pub fn integer(ctx: &Context, ty: Type, value: i64) -> Attribute {
        let width = ctx.storage_width(ty);
        let value = ApInt::from_i128(width, value as i128);
        Attribute::get(ctx, AttrKind::Integer { ty, value })
    }

    /// An integer attribute holding `value` (wrapped to the type's width).
    pub fn integer_ap(ctx: &Context, ty: Type, value: ApInt) -> Attribute {
        let width = ctx.storage_width(ty);
        let value = ApInt::from_biguint(width, value.bits());
        Attribute::get(ctx, AttrKind::Integer { ty, value })
    }

    /// `true` / `false` (an `i1` integer attribute).
    pub fn bool(ctx: &Context, value: bool) -> Attribute {
        let ty = Type::i1(ctx);
        Attribute::integer(ctx, ty, i64::from(value))
    }

    /// `value : ty` for a float type, rounded to the type's format.
    pub fn float(ctx: &Context, ty: Type, value: f64) -> Attribute {
        let bits = match ctx.ty(ty).kind() {
            TypeKind::Float(k) => float::semantics(*k).from_f64(value),
            _ => value.to_bits() as u128,
        };
        Attribute::get(ctx, AttrKind::Float { ty, bits })
    }

    /// A float attribute from the bit pattern of its type's format.
    pub fn float_bits(ctx: &Context, ty: Type, bits: u128) -> Attribute {
        Attribute::get(ctx, AttrKind::Float { ty, bits })
    }

    /// `"value"`
    pub fn string(ctx: &Context, value: &str) -> Attribute {
        Attribute::get(
            ctx,
            AttrKind::String {
                value: value.as_bytes().to_vec(),
                ty: None,
            },
        )
    }

    /// `unit`
    pub fn unit(ctx: &Context) -> Attribute {
        Attribute::get(ctx, AttrKind::Unit)
    }

    /// A type as an attribute.
    pub fn from_type(ctx: &Context, ty: Type) -> Attribute {
        Attribute::get(ctx, AttrKind::Type(ty))
    }

    /// `[elems...]`
    pub fn array(ctx: &Context, elems: &[Attribute]) -> Attribute {
        Attribute::get(ctx, AttrKind::Array(elems.to_vec()))
    }

    /// `{name = value, ...}`: entries are sorted by name; for a repeated name the last wins.
    pub fn dictionary(ctx: &Context, entries: &[(Identifier, Attribute)]) -> Attribute {
        let mut sorted: Vec<(Identifier, Attribute)> = Vec::with_capacity(entries.len());
        for (name, value) in entries {
            match sorted.iter_mut().find(|(n, _)| n == name) {
                Some(slot) => slot.1 = *value,
                None => sorted.push((*name, *value)),
            }
        }
        sorted.sort_by(|a, b| a.0.as_str(ctx).cmp(b.0.as_str(ctx)));
        Attribute::get(ctx, AttrKind::Dictionary(sorted))
    }

    /// `@root::@nested...`
    pub fn symbol_ref(ctx: &Context, root: &str, nested: &[&str]) -> Attribute {
        let root = Identifier::get(ctx, root);
        let nested = nested.iter().map(|n| Identifier::get(ctx, n)).collect();
        Attribute::get(ctx, AttrKind::SymbolRef { root, nested })
    }

    /// `@name`
    pub fn flat_symbol_ref(ctx: &Context, name: &str) -> Attribute {
        Attribute::symbol_ref(ctx, name, &[])
    }

    /// `array<i64: values...>` for an integer element type.
    pub fn dense_i64_array(ctx: &Context, elem: Type, values: &[i64]) -> Attribute {
        let width = ctx.storage_width(elem);
        let values = values
            .iter()
            .map(|v| Scalar::Int(ApInt::from_i128(width, *v as i128)))
            .collect();
        Attribute::get(ctx, AttrKind::DenseArray { elem, values })
    }

    /// `array<f32: values...>` for a float element type (values rounded to its format).
    pub fn dense_f64_array(ctx: &Context, elem: Type, values: &[f64]) -> Attribute {
        let sem = match ctx.ty(elem).kind() {
            TypeKind::Float(k) => float::semantics(*k),
            _ => float::semantics(crate::types::FloatKind::F64),
        };
        let values = values
            .iter()
            .map(|v| Scalar::Float(sem.from_f64(*v)))
            .collect();
        Attribute::get(ctx, AttrKind::DenseArray { elem, values })
    }

    /// `dense<...> : ty` from all elements (collapsed to a splat when they are all equal).
    pub fn dense_elements(ctx: &Context, ty: Type, values: Vec<Scalar>) -> Attribute {
        let mut values = values;
        if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
            values.truncate(1);
        }
        Attribute::get(ctx, AttrKind::DenseElements { ty, values })
    }

    /// A new `distinct[..]<referenced>` attribute, different from every other one.
    pub fn distinct(ctx: &Context, referenced: Attribute) -> Attribute {
        let uid = ctx
            .uniquer
            .distinct_count
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Attribute::get(ctx, AttrKind::Distinct { uid, referenced })
    }

    /// A location as an attribute.
    pub fn location(ctx: &Context, loc: Location) -> Attribute {
        let u = &*ctx.uniquer;
        let mut table = u
            .loc_attrs
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let i = loc.0 as usize;
        if let Some(&id) = table.get(i)
            && id != 0
        {
            return Attribute(id - 1);
        }
        let id = u.attrs.push_unindexed(AttrKind::Location(loc));
        if table.len() <= i {
            table.resize(i + 1, 0);
        }
        table[i] = id + 1;
        Attribute(id)
    }

    /// `affine_map<...>`
    pub fn affine_map(ctx: &Context, map: AffineMap) -> Attribute {
        Attribute::get(ctx, AttrKind::AffineMap(map))
    }

    /// `#dialect.data` for a dialect the context does not know.
    pub fn opaque(ctx: &Context, dialect: &str, data: &str, ty: Option<Type>) -> Attribute {
        let dialect = Identifier::get(ctx, dialect);
        Attribute::get(
            ctx,
            AttrKind::Opaque {
                dialect,
                data: data.to_string(),
                ty,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dictionary_sorted_and_uniqued() {
        let ctx = Context::new();
        let b = Identifier::get(&ctx, "b");
        let a = Identifier::get(&ctx, "a");
        let one = Attribute::bool(&ctx, true);
        let s = Attribute::string(&ctx, "x");
        let d1 = Attribute::dictionary(&ctx, &[(b, one), (a, s)]);
        let d2 = Attribute::dictionary(&ctx, &[(a, s), (b, one)]);
        assert_eq!(d1, d2);
        assert_eq!(ctx.attr(d1).get("a"), Some(s));
        let i8t = Type::int(&ctx, 8);
        let x = Attribute::integer(&ctx, i8t, 255);
        assert_eq!(ctx.attr(x).integer_value(), Some(-1));
        let f = Type::f32(&ctx);
        let h = Attribute::float(&ctx, f, 0.5);
        assert_eq!(ctx.attr(h).float_value(), Some(0.5));
    }

    #[test]
    fn inspectors() {
        let ctx = Context::new();
        let i64t = Type::i64(&ctx);
        let arr = Attribute::dense_i64_array(&ctx, i64t, &[3, -4]);
        assert_eq!(ctx.attr(arr).dense_i64_values(), Some(vec![3, -4]));
        let f32t = Type::f32(&ctx);
        let farr = Attribute::dense_f64_array(&ctx, f32t, &[0.5, -2.0]);
        assert_eq!(ctx.attr(farr).dense_f64_values(), Some(vec![0.5, -2.0]));
        let t = Attribute::bool(&ctx, true);
        assert_eq!(ctx.attr(t).bool_value(), Some(true));
        assert_eq!(ctx.attr(arr).bool_value(), None);
        let a = Attribute::array(&ctx, &[t, arr]);
        assert_eq!(ctx.attr(a).elements(), Some(&[t, arr][..]));
        let s = Attribute::symbol_ref(&ctx, "a", &["b"]);
        let (root, nested) = ctx.attr(s).symbol_ref_parts().unwrap();
        assert_eq!((root.as_str(&ctx), nested.len()), ("a", 1));
        let ta = Attribute::from_type(&ctx, i64t);
        assert_eq!(ctx.attr(ta).type_value(), Some(i64t));
        assert!(
            ctx.ty(i64t)
                .is_integer_of(64, crate::types::Signedness::Signless)
        );
        let v = Type::vector(&ctx, &[2, 3], i64t);
        assert_eq!((ctx.ty(v).is_vector(), ctx.ty(v).rank()), (true, Some(2)));
    }
}
