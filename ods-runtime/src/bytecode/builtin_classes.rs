//! The builtin dialect's attribute and type classes as its bytecode encodings see them
//! (MLIR's `ArrayAttr`, `StringAttr`, `MemRefType`, ... with `dyn_cast`, getters and
//! `get`), and the helpers `BuiltinDialectBytecode.td`'s code blocks call (MLIR's
//! `readAPIntWithKnownWidth`, `readFileLineColRangeLocs`, `writePotentiallySplatString`,
//! ...). The encodings themselves are generated (`ods/BuiltinDialectBytecode.gen.rs`).

use super::elements::{
    apint_from_le, decode_elements, empty_sparse_parts, flat_symbol, identity_layout, raw_elements,
    shaped, to_u128,
};
use super::encoding::ReadError;
use super::interface::{AttrClass, DialectReader, DialectWriter, Get, ResourceHandle, TypeClass};
use crate::attributes::{ApFloat, ApInt, AttrKind};
use crate::location::{LocEnd, LocKind};
use crate::types::Identifier;
use crate::types::{FloatKind, Signedness, TypeKind};
use crate::{Attribute, Context, Location, Type};

/// Declares an attribute class: its name, fields, and the `AttrKind` pattern `cast` reads
/// them from.
macro_rules! attr_class {
    ($name:ident { $($field:ident : $ty:ty),* } |$ctx:ident, $attr:ident| $cast:expr) => {
        #[doc = concat!("MLIR's `", stringify!($name), "`.")]
        #[derive(Clone, Debug)]
        pub struct $name {
            attr: Attribute,
            $($field: $ty,)*
        }
        impl AttrClass for $name {
            const NAME: &'static str = stringify!($name);
            fn cast($ctx: &Context, $attr: Attribute) -> Option<Self> {
                #[allow(clippy::redundant_closure_call)]
                let ($($field,)*): ($($ty,)*) = $cast?;
                Some($name { attr: $attr, $($field,)* })
            }
            fn as_attr(&self) -> Attribute {
                self.attr
            }
        }
        // The class's getters, whether or not an encoding reads them.
        #[allow(dead_code)]
        impl $name {
            $(
                #[doc = concat!("The `", stringify!($field), "` member.")]
                pub fn $field(&self) -> $ty {
                    self.$field.clone()
                }
            )*
        }
    };
}

/// Declares a type class, as `attr_class!` does.
macro_rules! type_class {
    ($name:ident { $($field:ident : $ty:ty),* } |$ctx:ident, $t:ident| $cast:expr) => {
        #[doc = concat!("MLIR's `", stringify!($name), "`.")]
        #[derive(Clone, Debug)]
        pub struct $name {
            ty: Type,
            $($field: $ty,)*
        }
        impl TypeClass for $name {
            const NAME: &'static str = stringify!($name);
            fn cast($ctx: &Context, $t: Type) -> Option<Self> {
                let ($($field,)*): ($($ty,)*) = $cast?;
                Some($name { ty: $t, $($field,)* })
            }
            fn as_type(&self) -> Type {
                self.ty
            }
        }
        // The class's getters, whether or not an encoding reads them.
        #[allow(dead_code)]
        impl $name {
            $(
                #[doc = concat!("The `", stringify!($field), "` member.")]
                pub fn $field(&self) -> $ty {
                    self.$field.clone()
                }
            )*
        }
    };
}

/// A float type class without parameters.
macro_rules! float_class {
    ($name:ident, $kind:ident) => {
        type_class!(
            $name {} | ctx,
            t | matches!(ctx.ty(t).kind(), TypeKind::Float(FloatKind::$kind)).then_some(())
        );
        impl Get<()> for $name {
            type Output = Type;
            fn get(context: &Context, (): ()) -> Result<Type, String> {
                Ok(Type::get(context, TypeKind::Float(FloatKind::$kind)))
            }
        }
    };
}

/// What `a` is. A class's cast clones only the fields of the kind it matches: the writer
/// tries classes in turn on every attribute.
fn kind(ctx: &Context, a: Attribute) -> &AttrKind {
    ctx.attr(a).kind()
}

fn loc_kind(ctx: &Context, a: Attribute) -> Option<&LocKind> {
    match ctx.attr(a).kind() {
        AttrKind::Location(l) => Some((*l).kind(ctx)),
        _ => None,
    }
}

fn str_attr(ctx: &Context, id: Identifier) -> StringAttr {
    let a = ctx.identifier_attr(id);
    StringAttr::cast(ctx, a).expect("a string attribute")
}

fn loc_attr(ctx: &Context, l: Location) -> LocationAttr {
    LocationAttr::from_location(ctx, l)
}

fn loc(ctx: &Context, l: Location) -> Attribute {
    Attribute::location(ctx, l)
}

fn u32_of(v: u64) -> Result<u32, String> {
    u32::try_from(v).map_err(|_| format!("value {v} does not fit in 32 bits"))
}

// ----- Attributes -----

attr_class!(ArrayAttr { value: Vec<Attribute> } |ctx, a| match kind(ctx, a) {
    AttrKind::Array(v) => Some((v.clone(),)),
    _ => None,
});
impl Get<(Vec<Attribute>,)> for ArrayAttr {
    type Output = Attribute;
    fn get(context: &Context, (value,): (Vec<Attribute>,)) -> Result<Attribute, String> {
        Ok(Attribute::get(context, AttrKind::Array(value)))
    }
}

/// MLIR's `NamedAttribute`: a dictionary entry.
#[derive(Clone, Debug)]
pub struct NamedAttribute(pub StringAttr, pub Attribute);

impl NamedAttribute {
    /// The entry's name.
    pub fn name(&self) -> StringAttr {
        self.0.clone()
    }
    /// The entry's value.
    pub fn value(&self) -> Attribute {
        self.1
    }
}

attr_class!(DictionaryAttr { value: Vec<NamedAttribute> } |ctx, a| match kind(ctx, a) {
    AttrKind::Dictionary(entries) => Some((entries
        .iter()
        .map(|&(n, v)| NamedAttribute(str_attr(ctx, n), v))
        .collect(),)),
    _ => None,
});
impl Get<(Vec<NamedAttribute>,)> for DictionaryAttr {
    type Output = Attribute;
    fn get(context: &Context, (value,): (Vec<NamedAttribute>,)) -> Result<Attribute, String> {
        let entries: Vec<_> = value
            .iter()
            .map(|n| {
                let name = String::from_utf8_lossy(&n.0.value).into_owned();
                (Identifier::get(context, &name), n.1)
            })
            .collect();
        Ok(Attribute::dictionary(context, &entries))
    }
}

attr_class!(StringAttr { value: Vec<u8>, r#type: Type } |ctx, a| match kind(ctx, a) {
    AttrKind::String { value, ty } => Some((value.clone(), ty.unwrap_or_else(|| Type::get(ctx, TypeKind::None)))),
    _ => None,
});
impl Get<(Vec<u8>,)> for StringAttr {
    type Output = Attribute;
    fn get(context: &Context, (value,): (Vec<u8>,)) -> Result<Attribute, String> {
        Ok(Attribute::get(
            context,
            AttrKind::String { value, ty: None },
        ))
    }
}
impl Get<(Vec<u8>, Type)> for StringAttr {
    type Output = Attribute;
    fn get(context: &Context, (value, ty): (Vec<u8>, Type)) -> Result<Attribute, String> {
        Ok(Attribute::get(
            context,
            AttrKind::String {
                value,
                ty: Some(ty),
            },
        ))
    }
}

attr_class!(
    FlatSymbolRefAttr {
        root_reference: StringAttr
    } | ctx,
    a | match kind(ctx, a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some((str_attr(ctx, *root),)),
        _ => None,
    }
);
impl Get<(StringAttr,)> for FlatSymbolRefAttr {
    type Output = Attribute;
    fn get(context: &Context, (root,): (StringAttr,)) -> Result<Attribute, String> {
        SymbolRefAttr::get(context, (root, Vec::new()))
    }
}

attr_class!(SymbolRefAttr { root_reference: StringAttr, nested_references: Vec<FlatSymbolRefAttr> } |ctx, a| match kind(ctx, a) {
    AttrKind::SymbolRef { root, nested } => Some((
        str_attr(ctx, *root),
        nested
            .iter()
            .map(|&n| FlatSymbolRefAttr::cast(ctx, flat_symbol(ctx, n)).expect("a flat reference"))
            .collect(),
    )),
    _ => None,
});
impl Get<(StringAttr, Vec<FlatSymbolRefAttr>)> for SymbolRefAttr {
    type Output = Attribute;
    fn get(
        context: &Context,
        (root, nested): (StringAttr, Vec<FlatSymbolRefAttr>),
    ) -> Result<Attribute, String> {
        let id = |s: &StringAttr| Identifier::get(context, &String::from_utf8_lossy(&s.value));
        Ok(Attribute::get(
            context,
            AttrKind::SymbolRef {
                root: id(&root),
                nested: nested.iter().map(|n| id(&n.root_reference)).collect(),
            },
        ))
    }
}

attr_class!(
    TypeAttr { value: Type } | ctx,
    a | match kind(ctx, a) {
        AttrKind::Type(t) => Some((*t,)),
        _ => None,
    }
);
impl Get<(Type,)> for TypeAttr {
    type Output = Attribute;
    fn get(context: &Context, (t,): (Type,)) -> Result<Attribute, String> {
        Ok(Attribute::get(context, AttrKind::Type(t)))
    }
}

attr_class!(
    UnitAttr {} | ctx,
    a | matches!(ctx.attr(a).kind(), AttrKind::Unit).then_some(())
);
impl Get<()> for UnitAttr {
    type Output = Attribute;
    fn get(context: &Context, (): ()) -> Result<Attribute, String> {
        Ok(Attribute::get(context, AttrKind::Unit))
    }
}

attr_class!(
    IntegerAttr {
        r#type: Type,
        value: ApInt
    } | ctx,
    a | match kind(ctx, a) {
        AttrKind::Integer { ty, value } => Some((*ty, value.clone())),
        _ => None,
    }
);
impl Get<(Type, ApInt)> for IntegerAttr {
    type Output = Attribute;
    fn get(context: &Context, (ty, value): (Type, ApInt)) -> Result<Attribute, String> {
        Ok(Attribute::get(context, AttrKind::Integer { ty, value }))
    }
}

attr_class!(
    FloatAttr {
        r#type: Type,
        value: ApFloat
    } | ctx,
    a | match kind(ctx, a) {
        AttrKind::Float { ty, bits } => match ctx.ty(*ty).kind() {
            TypeKind::Float(k) => Some((*ty, ApFloat::from_bits(*k, *bits))),
            _ => None,
        },
        _ => None,
    }
);
impl Get<(Type, ApFloat)> for FloatAttr {
    type Output = Attribute;
    fn get(context: &Context, (ty, value): (Type, ApFloat)) -> Result<Attribute, String> {
        Ok(Attribute::get(
            context,
            AttrKind::Float {
                ty,
                bits: value.bits(),
            },
        ))
    }
}

attr_class!(
    LocationAttr { loc: Location } | ctx,
    a | match ctx.attr(a).kind() {
        AttrKind::Location(l) => Some((*l,)),
        _ => None,
    }
);
impl LocationAttr {
    /// The attribute of location `l`.
    pub fn from_location(ctx: &Context, l: Location) -> LocationAttr {
        LocationAttr {
            attr: Attribute::location(ctx, l),
            loc: l,
        }
    }
}
impl From<LocationAttr> for Location {
    fn from(l: LocationAttr) -> Location {
        l.loc
    }
}

attr_class!(
    CallSiteLoc {
        callee: LocationAttr,
        caller: LocationAttr
    } | ctx,
    a | match loc_kind(ctx, a)? {
        LocKind::CallSite { callee, caller } =>
            Some((loc_attr(ctx, *callee), loc_attr(ctx, *caller))),
        _ => None,
    }
);
impl Get<(LocationAttr, LocationAttr)> for CallSiteLoc {
    type Output = Attribute;
    fn get(
        context: &Context,
        (callee, caller): (LocationAttr, LocationAttr),
    ) -> Result<Attribute, String> {
        Ok(loc(
            context,
            Location::callsite(context, callee.loc, caller.loc),
        ))
    }
}

attr_class!(
    FileLineColRange {
        filename: StringAttr,
        start_line: u64,
        start_column: u64,
        end: LocEnd
    } | ctx,
    a | match loc_kind(ctx, a)? {
        LocKind::FileLineCol {
            file,
            line,
            col,
            end,
        } => {
            Some((
                str_attr(ctx, *file),
                u64::from(*line),
                u64::from(*col),
                *end,
            ))
        }
        _ => None,
    }
);
/// `FileLineColLoc`'s entry (upstream's spec gives it no builder of its own): a line and a
/// column. Its file name's identifier comes from the context's cache of string attributes,
/// not the reader's, which only the range's builder in the spec reaches.
impl Get<(StringAttr, u64, u64)> for FileLineColRange {
    type Output = Attribute;
    fn get(
        context: &Context,
        (file, line, col): (StringAttr, u64, u64),
    ) -> Result<Attribute, String> {
        let file = string_attr_identifier(context, &file);
        file_line_col_range(context, file, &[line, col])
    }
}

/// The identifier of what the string attribute `s` holds.
pub(crate) fn string_attr_identifier(ctx: &Context, s: &StringAttr) -> Identifier {
    ctx.string_attr_identifier(s.as_attr())
        .unwrap_or_else(|| Identifier::get(ctx, &String::from_utf8_lossy(&s.value)))
}

/// MLIR's `isStrictFileLineColLoc`: a location of a line and a column alone.
pub fn is_strict_file_line_col_loc(loc: &FileLineColRange) -> bool {
    loc.end == LocEnd::Point
}

/// MLIR's `readFileLineColRangeLocs`: the list of line and column numbers.
pub fn read_file_line_col_range_locs<R: DialectReader>(
    reader: &mut R,
) -> Result<Vec<u64>, ReadError> {
    super::interface::read_list(reader, |r| r.read_var_int())
}

/// MLIR's `writeFileLineColRangeLocs`: the fewest numbers that give the range back.
pub fn write_file_line_col_range_locs(w: &mut dyn DialectWriter, loc: &FileLineColRange) {
    let (line, col) = (loc.start_line, loc.start_column);
    // The start numbers come from the location's `u32`s.
    let narrow = |v: u64| u32::try_from(v).unwrap_or(u32::MAX);
    let (el, ec) = loc.end.end_line_col(narrow(line), narrow(col));
    let (end_line, end_col) = (u64::from(el), u64::from(ec));
    let values: Vec<u64> = if line == 0 && col == 0 && end_line == 0 && end_col == 0 {
        vec![]
    } else if col == 0 && line == end_line {
        vec![line]
    } else if end_col == col && line == end_line {
        vec![line, col]
    } else if line == end_line {
        vec![line, col, end_col]
    } else {
        vec![line, col, end_line, end_col]
    };
    super::interface::write_list(w, values, |w, v| w.write_var_int(v));
}

/// MLIR's `getFileLineColRange`: the location of `file` from 0 to 4 line and column numbers,
/// kept in the form given. The file name is interned once per string attribute read.
pub fn get_file_line_col_range<R: DialectReader>(
    reader: &mut R,
    file: StringAttr,
    v: Vec<u64>,
) -> Result<Attribute, String> {
    let file = reader.identifier_of(file.as_attr(), &file.value);
    file_line_col_range(reader.ctx(), file, &v)
}

/// [`get_file_line_col_range`] with the file name interned.
fn file_line_col_range(
    context: &Context,
    file: Identifier,
    v: &[u64],
) -> Result<Attribute, String> {
    if v.len() > 4 {
        return Err("invalid FileLineColRange".into());
    }
    let mut n = [0u32; 4];
    for (slot, &x) in n.iter_mut().zip(v) {
        *slot = u32_of(x)?;
    }
    let end = match v.len() {
        0 | 1 => LocEnd::LineOnly,
        2 => LocEnd::Point,
        3 => LocEnd::Col(n[2]),
        _ => LocEnd::LineCol(n[2], n[3]),
    };
    Ok(loc(
        context,
        Location::get(
            context,
            LocKind::FileLineCol {
                file,
                line: n[0],
                col: n[1],
                end,
            },
        ),
    ))
}

attr_class!(FusedLoc { locations: Vec<Location>, metadata: Option<Attribute> } |ctx, a| match loc_kind(ctx, a)? {
    LocKind::Fused { locs, metadata } => Some((locs.clone(), *metadata)),
    _ => None,
});
impl Get<(Vec<Location>,)> for FusedLoc {
    type Output = Attribute;
    fn get(context: &Context, (locs,): (Vec<Location>,)) -> Result<Attribute, String> {
        Ok(loc(context, Location::fused(context, &locs, None)))
    }
}
impl Get<(Vec<Location>, Attribute)> for FusedLoc {
    type Output = Attribute;
    fn get(
        context: &Context,
        (locs, metadata): (Vec<Location>, Attribute),
    ) -> Result<Attribute, String> {
        Ok(loc(
            context,
            Location::fused(context, &locs, Some(metadata)),
        ))
    }
}

attr_class!(
    NameLoc {
        name: StringAttr,
        child_loc: LocationAttr
    } | ctx,
    a | match loc_kind(ctx, a)? {
        LocKind::Name { name, child } => Some((str_attr(ctx, *name), loc_attr(ctx, *child))),
        _ => None,
    }
);
impl Get<(StringAttr, LocationAttr)> for NameLoc {
    type Output = Attribute;
    fn get(
        context: &Context,
        (name, child): (StringAttr, LocationAttr),
    ) -> Result<Attribute, String> {
        let name = String::from_utf8_lossy(&name.value).into_owned();
        Ok(loc(context, Location::name(context, &name, child.loc)))
    }
}

attr_class!(
    UnknownLoc {} | ctx,
    a | matches!(loc_kind(ctx, a)?, LocKind::Unknown).then_some(())
);
impl Get<()> for UnknownLoc {
    type Output = Attribute;
    fn get(context: &Context, (): ()) -> Result<Attribute, String> {
        Ok(loc(context, Location::unknown(context)))
    }
}

/// MLIR's `DenseResourceElementsHandle`: the key of a resource of the builtin dialect.
#[derive(Clone, Debug)]
pub struct DenseResourceElementsHandle(String);

impl ResourceHandle for DenseResourceElementsHandle {
    fn from_key(key: String) -> Self {
        DenseResourceElementsHandle(key)
    }
    fn key(&self) -> &str {
        &self.0
    }
}

attr_class!(
    DenseResourceElementsAttr {
        r#type: ShapedType,
        raw_handle: DenseResourceElementsHandle
    } | ctx,
    a | match kind(ctx, a) {
        AttrKind::DenseResource { key, ty } => Some((
            ShapedType::cast(ctx, *ty)?,
            DenseResourceElementsHandle(key.clone())
        )),
        _ => None,
    }
);
impl Get<(ShapedType, DenseResourceElementsHandle)> for DenseResourceElementsAttr {
    type Output = Attribute;
    fn get(
        context: &Context,
        (ty, handle): (ShapedType, DenseResourceElementsHandle),
    ) -> Result<Attribute, String> {
        Ok(Attribute::get(
            context,
            AttrKind::DenseResource {
                key: handle.0,
                ty: ty.ty,
            },
        ))
    }
}

attr_class!(DenseArrayAttr { element_type: Type, size: u64, raw_data: Vec<u8> } |ctx, a| match kind(ctx, a) {
    AttrKind::DenseArray { elem, values } => {
        Some((*elem, values.len() as u64, raw_elements(ctx, *elem, values, false)?))
    }
    _ => None,
});
impl Get<(Type, u64, Vec<u8>)> for DenseArrayAttr {
    type Output = Attribute;
    fn get(
        context: &Context,
        (elem, size, data): (Type, u64, Vec<u8>),
    ) -> Result<Attribute, String> {
        let values = decode_elements(context, elem, &data, size, false)?;
        Ok(Attribute::get(
            context,
            AttrKind::DenseArray { elem, values },
        ))
    }
}

attr_class!(DenseIntOrFPElementsAttr { r#type: ShapedType, raw_data: Vec<u8> } |ctx, a| match kind(ctx, a) {
    AttrKind::DenseElements { ty, values } => {
        let elem = ctx.ty(*ty).element_type()?;
        Some((ShapedType::cast(ctx, *ty)?, raw_elements(ctx, elem, values, true)?))
    }
    _ => None,
});
impl DenseIntOrFPElementsAttr {
    /// MLIR's `getFromRawBuffer`: the elements of `ty` from their storage.
    pub fn get_from_raw_buffer(
        context: &Context,
        ty: ShapedType,
        data: Vec<u8>,
    ) -> Result<Attribute, String> {
        let (elem, n) = shaped(context, ty.ty)?;
        let values = decode_elements(context, elem, &data, n, true)?;
        Ok(Attribute::get(
            context,
            AttrKind::DenseElements { ty: ty.ty, values },
        ))
    }
}

attr_class!(DenseStringElementsAttr { r#type: ShapedType, raw_string_data: Vec<Vec<u8>> } |ctx, a| match kind(ctx, a) {
    AttrKind::DenseStrings { ty, values } => Some((ShapedType::cast(ctx, *ty)?, values.clone())),
    _ => None,
});
impl DenseStringElementsAttr {
    /// True when one value stands for every element (a single-element tensor included).
    pub fn is_splat(&self) -> bool {
        self.raw_string_data.len() == 1
    }
}
impl Get<(ShapedType, Vec<Vec<u8>>)> for DenseStringElementsAttr {
    type Output = Attribute;
    fn get(
        context: &Context,
        (ty, values): (ShapedType, Vec<Vec<u8>>),
    ) -> Result<Attribute, String> {
        Ok(Attribute::get(
            context,
            AttrKind::DenseStrings { ty: ty.ty, values },
        ))
    }
}

/// MLIR's `readPotentiallySplatString`: one string for a splat, else one per element.
pub fn read_potentially_splat_string<R: DialectReader>(
    reader: &mut R,
    ty: &ShapedType,
    is_splat: u64,
) -> Result<Vec<Vec<u8>>, ReadError> {
    let (_, n) = shaped(reader.ctx(), ty.ty).map_err(|m| reader.emit_error(m))?;
    let count = if is_splat != 0 { 1 } else { n };
    let count = usize::try_from(count).unwrap_or(usize::MAX);
    let mut values = Vec::new();
    for _ in 0..count {
        values.push(reader.read_string()?);
    }
    Ok(values)
}

/// MLIR's `writePotentiallySplatString`.
pub fn write_potentially_splat_string(w: &mut dyn DialectWriter, attr: &DenseStringElementsAttr) {
    for v in &attr.raw_string_data {
        w.write_owned_string(v);
    }
}

/// MLIR's `DenseIntElementsAttr`: dense elements of integers or indices.
pub type DenseIntElementsAttr = DenseElementsAttr;

attr_class!(
    DenseElementsAttr {} | ctx,
    a | matches!(
        ctx.attr(a).kind(),
        AttrKind::DenseElements { .. } | AttrKind::DenseStrings { .. }
    )
    .then_some(())
);

attr_class!(
    SparseElementsAttr {
        r#type: ShapedType,
        indices: DenseIntElementsAttr,
        values: DenseElementsAttr
    } | ctx,
    a | match kind(ctx, a) {
        AttrKind::Sparse { ty, parts } => {
            let (i, v) = parts.or_else(|| empty_sparse_parts(ctx, *ty))?;
            Some((
                ShapedType::cast(ctx, *ty)?,
                DenseElementsAttr::cast(ctx, i)?,
                DenseElementsAttr::cast(ctx, v)?,
            ))
        }
        _ => None,
    }
);
impl Get<(ShapedType, DenseIntElementsAttr, DenseElementsAttr)> for SparseElementsAttr {
    type Output = Attribute;
    fn get(
        context: &Context,
        (ty, indices, values): (ShapedType, DenseIntElementsAttr, DenseElementsAttr),
    ) -> Result<Attribute, String> {
        // The parts `sparse<>` stands for are kept as `sparse<>` (so that it is the
        // attribute the text gives); other empty parts (`sparse<[], []>`, whose indices
        // have another type) are kept as read.
        let parts = (indices.attr, values.attr);
        let canonical = empty_sparse_parts(context, ty.ty) == Some(parts);
        Ok(Attribute::get(
            context,
            AttrKind::Sparse {
                ty: ty.ty,
                parts: (!canonical).then_some(parts),
            },
        ))
    }
}

attr_class!(
    DistinctAttr {
        referenced_attr: Attribute
    } | ctx,
    a | match kind(ctx, a) {
        AttrKind::Distinct { referenced, .. } => Some((*referenced,)),
        _ => None,
    }
);
impl Get<(Attribute,)> for DistinctAttr {
    type Output = Attribute;
    fn get(context: &Context, (referenced,): (Attribute,)) -> Result<Attribute, String> {
        Ok(Attribute::distinct(context, referenced))
    }
}

/// MLIR's `MemRefLayoutAttrInterface`: a memref's layout (any attribute here).
pub type MemRefLayoutAttrInterface = Attribute;

// ----- Types -----

type_class!(
    ShapedType {} | ctx,
    t | matches!(
        ctx.ty(t).kind(),
        TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::Vector { .. }
    )
    .then_some(())
);

type_class!(
    IntegerType {
        width: u32,
        signedness: u64
    } | ctx,
    t | match ctx.ty(t).kind() {
        TypeKind::Integer { width, signedness } => Some((
            *width,
            match signedness {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            }
        )),
        _ => None,
    }
);
impl Get<(u64, u64)> for IntegerType {
    type Output = Type;
    fn get(context: &Context, (width, signedness): (u64, u64)) -> Result<Type, String> {
        let width = u32::try_from(width)
            .ok()
            .filter(|&w| w <= 16_777_215)
            .ok_or("integer bitwidth is limited to 16777215 bits")?;
        let signedness = match signedness {
            0 => Signedness::Signless,
            1 => Signedness::Signed,
            2 => Signedness::Unsigned,
            _ => return Err("invalid integer signedness".into()),
        };
        Ok(Type::get(context, TypeKind::Integer { width, signedness }))
    }
}

type_class!(
    IndexType {} | ctx,
    t | matches!(ctx.ty(t).kind(), TypeKind::Index).then_some(())
);
impl Get<()> for IndexType {
    type Output = Type;
    fn get(context: &Context, (): ()) -> Result<Type, String> {
        Ok(Type::get(context, TypeKind::Index))
    }
}

type_class!(
    NoneType {} | ctx,
    t | matches!(ctx.ty(t).kind(), TypeKind::None).then_some(())
);
impl Get<()> for NoneType {
    type Output = Type;
    fn get(context: &Context, (): ()) -> Result<Type, String> {
        Ok(Type::get(context, TypeKind::None))
    }
}

float_class!(BFloat16Type, BF16);
float_class!(Float16Type, F16);
float_class!(Float32Type, F32);
float_class!(Float64Type, F64);
float_class!(Float80Type, F80);
float_class!(Float128Type, F128);

type_class!(FunctionType { inputs: Vec<Type>, results: Vec<Type> } |ctx, t| match ctx.ty(t).kind() {
    TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
    _ => None,
});
impl Get<(Vec<Type>, Vec<Type>)> for FunctionType {
    type Output = Type;
    fn get(context: &Context, (inputs, results): (Vec<Type>, Vec<Type>)) -> Result<Type, String> {
        Ok(Type::get(context, TypeKind::Function { inputs, results }))
    }
}

type_class!(
    ComplexType { element_type: Type } | ctx,
    t | match ctx.ty(t).kind() {
        TypeKind::Complex(e) => Some((*e,)),
        _ => None,
    }
);
impl Get<(Type,)> for ComplexType {
    type Output = Type;
    fn get(context: &Context, (e,): (Type,)) -> Result<Type, String> {
        Ok(Type::get(context, TypeKind::Complex(e)))
    }
}

type_class!(TupleType { types: Vec<Type> } |ctx, t| match ctx.ty(t).kind() {
    TypeKind::Tuple(types) => Some((types.clone(),)),
    _ => None,
});
impl Get<(Vec<Type>,)> for TupleType {
    type Output = Type;
    fn get(context: &Context, (types,): (Vec<Type>,)) -> Result<Type, String> {
        Ok(Type::get(context, TypeKind::Tuple(types)))
    }
}

type_class!(MemRefType {
    shape: Vec<i64>,
    element_type: Type,
    layout: MemRefLayoutAttrInterface,
    memory_space: Option<Attribute>
} |ctx, t| match ctx.ty(t).kind() {
    TypeKind::MemRef { shape, elem, layout, memory_space } => Some((
        shape.clone(),
        *elem,
        layout.unwrap_or_else(|| identity_layout(ctx, shape.len())),
        *memory_space,
    )),
    _ => None,
});
fn memref(
    context: &Context,
    shape: Vec<i64>,
    elem: Type,
    layout: Attribute,
    memory_space: Option<Attribute>,
) -> Type {
    // An identity map without symbols is the default layout.
    let identity = matches!(
        context.attr(layout).kind(),
        AttrKind::AffineMap(m)
            if m.is_identity() && m.num_symbols == 0 && m.num_dims as usize == shape.len()
    );
    let layout = (!identity).then_some(layout);
    Type::get(
        context,
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        },
    )
}
impl Get<(Vec<i64>, Type, MemRefLayoutAttrInterface)> for MemRefType {
    type Output = Type;
    fn get(
        context: &Context,
        (shape, elem, layout): (Vec<i64>, Type, Attribute),
    ) -> Result<Type, String> {
        Ok(memref(context, shape, elem, layout, None))
    }
}
impl Get<(Vec<i64>, Type, MemRefLayoutAttrInterface, Attribute)> for MemRefType {
    type Output = Type;
    fn get(
        context: &Context,
        (shape, elem, layout, space): (Vec<i64>, Type, Attribute, Attribute),
    ) -> Result<Type, String> {
        Ok(memref(context, shape, elem, layout, Some(space)))
    }
}

type_class!(RankedTensorType { shape: Vec<i64>, element_type: Type, encoding: Option<Attribute> } |ctx, t| match ctx.ty(t).kind() {
    TypeKind::RankedTensor { shape, elem, encoding } => Some((shape.clone(), *elem, *encoding)),
    _ => None,
});
impl Get<(Vec<i64>, Type)> for RankedTensorType {
    type Output = Type;
    fn get(context: &Context, (shape, elem): (Vec<i64>, Type)) -> Result<Type, String> {
        Ok(Type::get(
            context,
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding: None,
            },
        ))
    }
}
impl Get<(Vec<i64>, Type, Attribute)> for RankedTensorType {
    type Output = Type;
    fn get(
        context: &Context,
        (shape, elem, encoding): (Vec<i64>, Type, Attribute),
    ) -> Result<Type, String> {
        Ok(Type::get(
            context,
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding: Some(encoding),
            },
        ))
    }
}

type_class!(UnrankedMemRefType { element_type: Type, memory_space: Option<Attribute> } |ctx, t| match ctx.ty(t).kind() {
    TypeKind::UnrankedMemRef { elem, memory_space } => Some((*elem, *memory_space)),
    _ => None,
});
impl Get<(Type, Option<Attribute>)> for UnrankedMemRefType {
    type Output = Type;
    fn get(
        context: &Context,
        (elem, memory_space): (Type, Option<Attribute>),
    ) -> Result<Type, String> {
        Ok(Type::get(
            context,
            TypeKind::UnrankedMemRef { elem, memory_space },
        ))
    }
}

type_class!(
    UnrankedTensorType { element_type: Type } | ctx,
    t | match ctx.ty(t).kind() {
        TypeKind::UnrankedTensor { elem } => Some((*elem,)),
        _ => None,
    }
);
impl Get<(Type,)> for UnrankedTensorType {
    type Output = Type;
    fn get(context: &Context, (elem,): (Type,)) -> Result<Type, String> {
        Ok(Type::get(context, TypeKind::UnrankedTensor { elem }))
    }
}

type_class!(VectorType { shape: Vec<i64>, element_type: Type, scalable_dims: Vec<bool> } |ctx, t| match ctx.ty(t).kind() {
    TypeKind::Vector { shape, scalable, elem } => Some((shape.clone(), *elem, scalable.clone())),
    _ => None,
});
impl VectorType {
    /// True when a dimension is scalable.
    pub fn is_scalable(&self) -> bool {
        self.scalable_dims.iter().any(|&s| s)
    }
}
impl Get<(Vec<i64>, Type)> for VectorType {
    type Output = Type;
    fn get(context: &Context, (shape, elem): (Vec<i64>, Type)) -> Result<Type, String> {
        let scalable = vec![false; shape.len()];
        VectorType::get(context, (shape, elem, scalable))
    }
}
impl Get<(Vec<i64>, Type, Vec<bool>)> for VectorType {
    type Output = Type;
    fn get(
        context: &Context,
        (shape, elem, scalable): (Vec<i64>, Type, Vec<bool>),
    ) -> Result<Type, String> {
        if scalable.len() != shape.len() {
            return Err("scalable dimensions do not match the shape".into());
        }
        Ok(Type::get(
            context,
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            },
        ))
    }
}

/// MLIR's `readAPIntWithKnownWidth`: an integer as wide as `ty` (an integer or index type).
pub fn read_ap_int_with_known_width<R: DialectReader>(
    reader: &mut R,
    ty: Type,
) -> Result<ApInt, ReadError> {
    let width = match reader.ctx().ty(ty).kind() {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => {
            let got = crate::asm::printer::type_to_string(reader.ctx(), ty);
            return Err(reader.emit_error(format!(
                "expected integer or index type for IntegerAttr, but got: {got}"
            )));
        }
    };
    read_ap_int(reader, width)
}

/// MLIR's `readAPFloatWithKnownSemantics`: a float of type `ty`.
pub fn read_ap_float_with_known_semantics<R: DialectReader>(
    reader: &mut R,
    ty: Type,
) -> Result<ApFloat, ReadError> {
    let TypeKind::Float(k) = *reader.ctx().ty(ty).kind() else {
        return Err(reader.emit_error("expected a float type for FloatAttr".into()));
    };
    let v = read_ap_int(reader, k.width())?;
    Ok(ApFloat::from_bits(k, to_u128(&v)))
}

/// An integer of `width` bits: one byte up to 8 bits, a signed varint up to 64, else its
/// active words.
fn read_ap_int<R: DialectReader>(reader: &mut R, width: u32) -> Result<ApInt, ReadError> {
    let mask = |width: u32| {
        if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        }
    };
    if width <= 8 {
        let b = reader.read_byte()?;
        return Ok(ApInt::from_u128(width, u128::from(b) & mask(width)));
    }
    if width <= 64 {
        let v = reader.read_signed_var_int()? as u64;
        return Ok(ApInt::from_u128(width, u128::from(v) & mask(width)));
    }
    let words = reader.read_var_int()?;
    let max = u64::from(width.div_ceil(64));
    if words > max {
        return Err(reader.emit_error(format!(
            "expected word count to be <= {max}, but got: {words}"
        )));
    }
    let mut bytes = Vec::with_capacity(words as usize * 8);
    for _ in 0..words {
        bytes.extend_from_slice(&(reader.read_signed_var_int()? as u64).to_le_bytes());
    }
    Ok(apint_from_le(width, &bytes))
}
