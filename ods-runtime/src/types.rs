//! Builtin types: the contents behind a [`Type`] handle (uniqued by the context, so handles
//! compare by identity) and the methods of the handle. Construct types
//! with the constructors of [`Type`], given the context as MLIR's `IntegerType::get` is
//! (`Type::integer(ctx, 32, Signedness::Signless)`,
//! `Type::f32(ctx)`, `Type::function(ctx, &ins, &outs)`, ...) and inspect them with
//! [`TypeRef::kind`].

pub use crate::attributes::float::FloatKind;
pub use crate::handles::{Identifier, Type};

use crate::Context;
use crate::handles::Attribute;

/// The marker MLIR uses for a dynamic dimension (`?`) in a shape.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness semantics of an integer type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The contents of a builtin type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui16`.
    Integer {
        /// Bit width.
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`
    Index,
    /// A builtin float type.
    Float(FloatKind),
    /// `none`
    None,
    /// `complex<elem>`
    Complex(Type),
    /// `tuple<...>`
    Tuple(Vec<Type>),
    /// `(inputs) -> results`
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `vector<[4]x2xf32>`
    Vector {
        /// Dimension sizes (never dynamic).
        shape: Vec<i64>,
        /// Per dimension: whether it is scalable (`[4]`).
        scalable: Vec<bool>,
        /// Element type.
        elem: Type,
    },
    /// `tensor<?x4xf32, encoding>`
    RankedTensor {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        elem: Type,
        /// Optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor {
        /// Element type.
        elem: Type,
    },
    /// `memref<4xf32, layout, space>`
    MemRef {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        elem: Type,
        /// Layout attribute (`strided<..>` or an affine map); `None` for the identity layout.
        layout: Option<Attribute>,
        /// Memory space attribute, if not the default.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, space>`
    UnrankedMemRef {
        /// Element type.
        elem: Type,
        /// Memory space attribute, if not the default.
        memory_space: Option<Attribute>,
    },
    /// A type of a dialect the context does not know: `!dialect.body` or `!dialect<body>`.
    Opaque {
        /// The dialect namespace.
        dialect: Identifier,
        /// The text after `dialect.` (or inside `<...>`), verbatim.
        data: String,
    },
    /// A type defined by a dialect (ODS `TypeDef`): `!dialect.mnemonic<params>`.
    Dialect {
        /// The dialect namespace.
        dialect: Identifier,
        /// The mnemonic after `dialect.`.
        mnemonic: Identifier,
        /// The parameters, uniqued by their Rust type and contents.
        storage: crate::dialect_storage::boxed::StorageBox,
    },
}

/// A C++ class of builtin types that a type constraint's `cppType` names
/// (`::mlir::ComplexType`, `::mlir::FloatType`): the custom parsers mlir-tblgen generates
/// read a single type of such a constraint as that class (`parseType<TypeT>`) and reject
/// another kind at once, before any verifier.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeClass {
    /// `ComplexType`.
    Complex,
    /// `FunctionType` (and `GraphType`, the same class).
    Function,
    /// `IndexType`.
    Index,
    /// `IntegerType`.
    Integer,
    /// `MemRefType` (ranked).
    MemRef,
    /// `NoneType`.
    None,
    /// `OpaqueType`.
    Opaque,
    /// `RankedTensorType`.
    RankedTensor,
    /// `TupleType`.
    Tuple,
    /// `UnrankedMemRefType`.
    UnrankedMemRef,
    /// `UnrankedTensorType`.
    UnrankedTensor,
    /// `VectorType`.
    Vector,
    /// `FloatType`: every float format (an interface, so it has no name).
    Float,
    /// `ShapedType`: vectors, tensors and memrefs (no name).
    Shaped,
    /// `TensorType`: ranked and unranked tensors (no name).
    Tensor,
    /// `BaseMemRefType`: ranked and unranked memrefs (no name).
    BaseMemRef,
}

impl TypeClass {
    /// The class's type name (`builtin.complex`), which mlir-opt's message names; `None`
    /// for the classes that span several types.
    pub fn name(self) -> Option<&'static str> {
        Some(match self {
            TypeClass::Complex => "builtin.complex",
            TypeClass::Function => "builtin.function",
            TypeClass::Index => "builtin.index",
            TypeClass::Integer => "builtin.integer",
            TypeClass::MemRef => "builtin.memref",
            TypeClass::None => "builtin.none",
            TypeClass::Opaque => "builtin.opaque",
            TypeClass::RankedTensor => "builtin.tensor",
            TypeClass::Tuple => "builtin.tuple",
            TypeClass::UnrankedMemRef => "builtin.unranked_memref",
            TypeClass::UnrankedTensor => "builtin.unranked_tensor",
            TypeClass::Vector => "builtin.vector",
            TypeClass::Float | TypeClass::Shaped | TypeClass::Tensor | TypeClass::BaseMemRef => {
                return None;
            }
        })
    }

    /// Whether `ty` is of the class.
    pub fn contains(self, ctx: &Context, ty: Type) -> bool {
        let kind = ctx.ty(ty).kind();
        match self {
            TypeClass::Complex => matches!(kind, TypeKind::Complex(_)),
            TypeClass::Function => matches!(kind, TypeKind::Function { .. }),
            TypeClass::Index => matches!(kind, TypeKind::Index),
            TypeClass::Integer => matches!(kind, TypeKind::Integer { .. }),
            TypeClass::MemRef => matches!(kind, TypeKind::MemRef { .. }),
            TypeClass::None => matches!(kind, TypeKind::None),
            TypeClass::Opaque => matches!(kind, TypeKind::Opaque { .. }),
            TypeClass::RankedTensor => matches!(kind, TypeKind::RankedTensor { .. }),
            TypeClass::Tuple => matches!(kind, TypeKind::Tuple(_)),
            TypeClass::UnrankedMemRef => matches!(kind, TypeKind::UnrankedMemRef { .. }),
            TypeClass::UnrankedTensor => matches!(kind, TypeKind::UnrankedTensor { .. }),
            TypeClass::Vector => matches!(kind, TypeKind::Vector { .. }),
            TypeClass::Float => matches!(kind, TypeKind::Float(_)),
            TypeClass::Shaped => ctx.ty(ty).is_shaped(),
            TypeClass::Tensor => matches!(
                kind,
                TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
            ),
            TypeClass::BaseMemRef => matches!(
                kind,
                TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
            ),
        }
    }
}

/// A view of one type: a context reference and the id, `Copy`, handed out by
/// [`Context::ty`]; what it returns borrows the context, not the view.
#[derive(Clone, Copy)]
pub struct TypeRef<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) id: Type,
}

impl Context {
    /// The view of `id`.
    pub fn ty(&self, id: Type) -> TypeRef<'_> {
        TypeRef { ctx: self, id }
    }
}

impl<'a> TypeRef<'a> {
    /// The id.
    pub fn id(self) -> Type {
        self.id
    }

    /// The contents of the type.
    pub fn kind(self) -> &'a TypeKind {
        let ty = self.id;
        let ctx = self.ctx;
        ctx.uniquer.types.get(ty.0)
    }

    /// The `(inputs, results)` of a function type.
    pub fn function_parts(self) -> Option<(&'a [Type], &'a [Type])> {
        match self.kind() {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    /// True for `iN`, `siN` and `uiN`.
    pub fn is_integer(self) -> bool {
        matches!(self.kind(), TypeKind::Integer { .. })
    }

    /// True for the builtin float types.
    pub fn is_float(self) -> bool {
        matches!(self.kind(), TypeKind::Float(_))
    }

    /// True for `index`.
    pub fn is_index(self) -> bool {
        matches!(self.kind(), TypeKind::Index)
    }

    /// The bit width of an integer or float type.
    pub fn int_or_float_width(self) -> Option<u32> {
        match self.kind() {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Float(k) => Some(k.width()),
            _ => None,
        }
    }

    /// The type with its element type replaced by `elem`: for vectors (scalable dimensions kept),
    /// tensors (encoding kept) and memrefs (layout and memory space kept) the same shape
    /// of `elem`; for any other type, `elem` itself. MLIR's `ShapedType::cloneWith`, with
    /// unranked tensors and memrefs included.
    pub fn with_element_type(self, elem: Type) -> Type {
        let ctx = self.ctx;
        let kind = match self.kind() {
            TypeKind::Vector {
                shape, scalable, ..
            } => TypeKind::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                elem,
            },
            TypeKind::RankedTensor {
                shape, encoding, ..
            } => TypeKind::RankedTensor {
                shape: shape.clone(),
                elem,
                encoding: *encoding,
            },
            TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { elem },
            TypeKind::MemRef {
                shape,
                layout,
                memory_space,
                ..
            } => TypeKind::MemRef {
                shape: shape.clone(),
                elem,
                layout: *layout,
                memory_space: *memory_space,
            },
            TypeKind::UnrankedMemRef { memory_space, .. } => TypeKind::UnrankedMemRef {
                elem,
                memory_space: *memory_space,
            },
            _ => return elem,
        };
        Type::get(ctx, kind)
    }

    /// `i1` in the shape of the type (MLIR's `getI1SameShape`, as arith and math comparisons
    /// type their results): `vector<[4]xi1>` for `vector<[4]xf32>`, `tensor<?xi1>` for
    /// `tensor<?xi32>`, `tensor<*xi1>` for `tensor<*xi32>`, and plain `i1` for a scalar.
    pub fn i1_same_shape(self) -> Type {
        let ctx = self.ctx;
        let i1 = Type::i1(ctx);
        self.with_element_type(i1)
    }

    /// The element type of `complex<elem>` (MLIR's `ComplexType::getElementType`), as
    /// `complex.re` and `complex.create` relate their types; any other type is returned as
    /// it is, so a comparison against it fails where the cast in MLIR would not apply.
    pub fn complex_element_type(self) -> Type {
        let ty = self.id;
        match self.kind() {
            TypeKind::Complex(elem) => *elem,
            _ => ty,
        }
    }

    /// For vectors, tensors and memrefs: the element type.
    pub fn element_type(self) -> Option<Type> {
        match self.kind() {
            TypeKind::Vector { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    /// For ranked vectors, tensors and memrefs: the shape ([`DYNAMIC`] for `?`).
    pub fn shape(self) -> Option<&'a [i64]> {
        match self.kind() {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// The shape of a ranked tensor, and no dimensions for any other type (what arith's
    /// `SameInputOutputTensorDims` compares).
    pub fn tensor_shape(self) -> &'a [i64] {
        match self.kind() {
            TypeKind::RankedTensor { shape, .. } => shape,
            _ => &[],
        }
    }

    /// True for the integer type `iN`/`siN`/`uiN` of exactly this width and signedness.
    pub fn is_integer_of(self, width: u32, signedness: Signedness) -> bool {
        *self.kind() == TypeKind::Integer { width, signedness }
    }

    /// True for a signless integer type of any width.
    pub fn is_signless_integer(self) -> bool {
        matches!(
            self.kind(),
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    }

    /// True for the float type of `kind`.
    pub fn is_float_of(self, kind: FloatKind) -> bool {
        *self.kind() == TypeKind::Float(kind)
    }

    /// True for ranked and unranked tensors.
    pub fn is_tensor(self) -> bool {
        matches!(
            self.kind(),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    }

    /// True for ranked and unranked memrefs.
    pub fn is_memref(self) -> bool {
        matches!(
            self.kind(),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    }

    /// True for vectors.
    pub fn is_vector(self) -> bool {
        matches!(self.kind(), TypeKind::Vector { .. })
    }

    /// True for vectors, tensors and memrefs.
    pub fn is_shaped(self) -> bool {
        self.element_type().is_some()
    }

    /// The rank of a ranked vector, tensor or memref.
    pub fn rank(self) -> Option<usize> {
        self.shape().map(<[i64]>::len)
    }

    /// True when the type is the builtin type ODS calls `Builtin_<name>` (`Integer`, `Float32`,
    /// `RankedTensor`, ...); false for names of no builtin type this context has.
    pub fn is_builtin(self, name: &str) -> bool {
        let kind = self.kind();
        let float = match kind {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        };
        match name {
            "Integer" => matches!(kind, TypeKind::Integer { .. }),
            "Index" => matches!(kind, TypeKind::Index),
            "None" => matches!(kind, TypeKind::None),
            "Complex" => matches!(kind, TypeKind::Complex(_)),
            "Tuple" => matches!(kind, TypeKind::Tuple(_)),
            "Function" => matches!(kind, TypeKind::Function { .. }),
            "Vector" => matches!(kind, TypeKind::Vector { .. }),
            "RankedTensor" => matches!(kind, TypeKind::RankedTensor { .. }),
            "UnrankedTensor" => matches!(kind, TypeKind::UnrankedTensor { .. }),
            "MemRef" => matches!(kind, TypeKind::MemRef { .. }),
            "UnrankedMemRef" => matches!(kind, TypeKind::UnrankedMemRef { .. }),
            "Opaque" => matches!(kind, TypeKind::Opaque { .. }),
            "Float4E2M1FN" => float == Some(FloatKind::F4E2M1FN),
            "Float6E2M3FN" => float == Some(FloatKind::F6E2M3FN),
            "Float6E3M2FN" => float == Some(FloatKind::F6E3M2FN),
            "Float8E5M2" => float == Some(FloatKind::F8E5M2),
            "Float8E4M3" => float == Some(FloatKind::F8E4M3),
            "Float8E4M3FN" => float == Some(FloatKind::F8E4M3FN),
            "Float8E5M2FNUZ" => float == Some(FloatKind::F8E5M2FNUZ),
            "Float8E4M3FNUZ" => float == Some(FloatKind::F8E4M3FNUZ),
            "Float8E4M3B11FNUZ" => float == Some(FloatKind::F8E4M3B11FNUZ),
            "Float8E3M4" => float == Some(FloatKind::F8E3M4),
            "Float8E8M0FNU" => float == Some(FloatKind::F8E8M0FNU),
            "BFloat16" => float == Some(FloatKind::BF16),
            "Float16" => float == Some(FloatKind::F16),
            "FloatTF32" => float == Some(FloatKind::TF32),
            "Float32" => float == Some(FloatKind::F32),
            "Float64" => float == Some(FloatKind::F64),
            "Float80" => float == Some(FloatKind::F80),
            "Float128" => float == Some(FloatKind::F128),
            _ => false,
        }
    }
}

impl Type {
    /// The uniqued type with contents `kind`.
    pub fn get(ctx: &Context, kind: TypeKind) -> Type {
        Type(ctx.uniquer.types.intern(kind))
    }

    /// `iN` / `siN` / `uiN`.
    pub fn integer(ctx: &Context, width: u32, signedness: Signedness) -> Type {
        Type::get(ctx, TypeKind::Integer { width, signedness })
    }

    /// Signless `iN`.
    pub fn int(ctx: &Context, width: u32) -> Type {
        Type::integer(ctx, width, Signedness::Signless)
    }

    /// `i1`
    pub fn i1(ctx: &Context) -> Type {
        Type::int(ctx, 1)
    }

    /// `i32`
    pub fn i32(ctx: &Context) -> Type {
        Type::int(ctx, 32)
    }

    /// `i64`
    pub fn i64(ctx: &Context) -> Type {
        Type::int(ctx, 64)
    }

    /// `index`
    pub fn index(ctx: &Context) -> Type {
        Type::get(ctx, TypeKind::Index)
    }

    /// `none`
    pub fn none(ctx: &Context) -> Type {
        Type::get(ctx, TypeKind::None)
    }

    /// The float type of `kind`.
    pub fn float(ctx: &Context, kind: FloatKind) -> Type {
        Type::get(ctx, TypeKind::Float(kind))
    }

    /// `f16`
    pub fn f16(ctx: &Context) -> Type {
        Type::float(ctx, FloatKind::F16)
    }

    /// `bf16`
    pub fn bf16(ctx: &Context) -> Type {
        Type::float(ctx, FloatKind::BF16)
    }

    /// `f32`
    pub fn f32(ctx: &Context) -> Type {
        Type::float(ctx, FloatKind::F32)
    }

    /// `f64`
    pub fn f64(ctx: &Context) -> Type {
        Type::float(ctx, FloatKind::F64)
    }

    /// `complex<elem>`
    pub fn complex(ctx: &Context, elem: Type) -> Type {
        Type::get(ctx, TypeKind::Complex(elem))
    }

    /// `tuple<elems...>`
    pub fn tuple(ctx: &Context, elems: &[Type]) -> Type {
        Type::get(ctx, TypeKind::Tuple(elems.to_vec()))
    }

    /// `(inputs) -> results`
    pub fn function(ctx: &Context, inputs: &[Type], results: &[Type]) -> Type {
        Type::get(
            ctx,
            TypeKind::Function {
                inputs: inputs.to_vec(),
                results: results.to_vec(),
            },
        )
    }

    /// `vector<shape x elem>` without scalable dimensions.
    pub fn vector(ctx: &Context, shape: &[i64], elem: Type) -> Type {
        Type::get(
            ctx,
            TypeKind::Vector {
                shape: shape.to_vec(),
                scalable: vec![false; shape.len()],
                elem,
            },
        )
    }

    /// `tensor<shape x elem>` ([`DYNAMIC`] for `?`), without encoding.
    pub fn ranked_tensor(ctx: &Context, shape: &[i64], elem: Type) -> Type {
        Type::get(
            ctx,
            TypeKind::RankedTensor {
                shape: shape.to_vec(),
                elem,
                encoding: None,
            },
        )
    }

    /// `tensor<*xelem>`
    pub fn unranked_tensor(ctx: &Context, elem: Type) -> Type {
        Type::get(ctx, TypeKind::UnrankedTensor { elem })
    }

    /// `memref<shape x elem>` with the identity layout and default memory space.
    pub fn memref(ctx: &Context, shape: &[i64], elem: Type) -> Type {
        Type::get(
            ctx,
            TypeKind::MemRef {
                shape: shape.to_vec(),
                elem,
                layout: None,
                memory_space: None,
            },
        )
    }

    /// `!dialect.data` for a dialect the context does not know.
    pub fn opaque(ctx: &Context, dialect: &str, data: &str) -> Type {
        let dialect = Identifier::get(ctx, dialect);
        Type::get(
            ctx,
            TypeKind::Opaque {
                dialect,
                data: data.to_string(),
            },
        )
    }
}

impl Identifier {
    /// The identifier for `name`.
    pub fn get(ctx: &Context, name: &str) -> Identifier {
        Identifier(ctx.uniquer.idents.intern_str(name))
    }

    /// The identifier for `name` if it was interned already.
    pub fn lookup(ctx: &Context, name: &str) -> Option<Identifier> {
        ctx.uniquer.idents.lookup_str(name).map(Identifier)
    }

    /// The text of an identifier.
    pub fn as_str(self, ctx: &Context) -> &str {
        ctx.uniquer.idents.get(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uniquing_gives_identity() {
        let ctx = Context::new();
        let a = Type::integer(&ctx, 32, Signedness::Signless);
        let b = Type::i32(&ctx);
        let c = Type::integer(&ctx, 32, Signedness::Signed);
        assert_eq!(a, b);
        assert_ne!(a, c);
        let f = Type::function(&ctx, &[a, c], &[a]);
        let g = Type::function(&ctx, &[b, c], &[b]);
        assert_eq!(f, g);
        assert_eq!(ctx.ty(f).function_parts().unwrap().0, &[a, c]);
        let x = Identifier::get(&ctx, "x");
        assert_eq!(Identifier::get(&ctx, "x"), x);
        assert_eq!(x.as_str(&ctx), "x");
        assert_eq!(
            FloatKind::from_keyword("f8E4M3FN"),
            Some(FloatKind::F8E4M3FN)
        );
    }

    #[test]
    fn shared_context_creates_types_and_keeps_earlier_contents() {
        let ctx = Context::new();
        let f32 = Type::f32(&ctx);
        let first = ctx.ty(f32).kind();
        // Many more types while `first` is borrowed: the arena must not move it.
        let mut last = f32;
        for width in 2..2000 {
            last = Type::int(&ctx, width);
        }
        assert_eq!(first, &TypeKind::Float(FloatKind::F32));
        assert_eq!(Type::int(&ctx, 1999), last);
        let name = (Identifier::get(&ctx, "kept")).as_str(&ctx);
        let _ = Identifier::get(&ctx, "other");
        assert_eq!(name, "kept");
    }

    #[test]
    fn i1_same_shape_keeps_the_shape() {
        let ctx = Context::new();
        let i1 = Type::i1(&ctx);
        let f32 = Type::f32(&ctx);
        assert_eq!(ctx.ty(f32).i1_same_shape(), i1);
        let scalable = Type::get(
            &ctx,
            TypeKind::Vector {
                shape: vec![2, 4],
                scalable: vec![false, true],
                elem: f32,
            },
        );
        assert_eq!(
            ctx.ty(ctx.ty(scalable).i1_same_shape()).kind(),
            &TypeKind::Vector {
                shape: vec![2, 4],
                scalable: vec![false, true],
                elem: i1,
            }
        );
        let t = Type::ranked_tensor(&ctx, &[DYNAMIC, 3], f32);
        assert_eq!(
            ctx.ty(t).i1_same_shape(),
            Type::ranked_tensor(&ctx, &[DYNAMIC, 3], i1)
        );
        let u = Type::unranked_tensor(&ctx, f32);
        assert_eq!(ctx.ty(u).i1_same_shape(), Type::unranked_tensor(&ctx, i1));
        let c = Type::complex(&ctx, f32);
        assert_eq!(ctx.ty(c).complex_element_type(), f32);
        assert_eq!(ctx.ty(f32).complex_element_type(), f32);
    }
}
