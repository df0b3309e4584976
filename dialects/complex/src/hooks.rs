//! The hand-written parts of the complex dialect: what upstream writes in C++ in
//! `ComplexOps.cpp` and `ComplexDialect.cpp`, in Rust. Where upstream's C++ would assert (a
//! fold reading a float out of a `complex.constant` of integers, `#complex.number` over an
//! integer type), the Rust declines to fold or reports the verifier's message instead.

use ods_dialect_arith::arith;
use ods_runtime::asm::lexer::TokenKind;
use ods_runtime::asm::parser::{PResult, Parser};
use ods_runtime::asm::printer::{Printer, type_to_string};
use ods_runtime::attributes::AttrKind;
use ods_runtime::attributes::apfloat::ApFloat;
use ods_runtime::attributes::float::mlir_float_text;
use ods_runtime::ir::{OpId, Value};
use ods_runtime::registry::OpFoldResult;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::types::{FloatKind, TypeKind};
use ods_runtime::verify::VerifyError;
use ods_runtime::{Attribute, Context, Location, Type};

use crate::complex as c;
use crate::complex::NumberAttr;

impl c::DialectHooks for c::Dialect {
    /// Registers the dialect's inliner interface: upstream's lets every operation of the
    /// dialect be inlined.
    fn initialize(ctx: &mut Context) {
        ctx.register_inliner_interface(
            "complex",
            ods_runtime::transforms::inlining::DialectInlinerInterface::ops_legal(),
        );
    }

    /// `complex.constant` for an array of two numbers of a complex type's element type, else
    /// `arith.constant`, as upstream's `ComplexDialect::materializeConstant`.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        if is_buildable_with(ctx, value, ty) {
            return Some(c::ConstantOp::build(ctx, loc, ty, value).op());
        }
        arith::ConstantOp::materialize(ctx, value, ty, loc).map(|op| op.op())
    }
}

/// `ConstantOp::isBuildableWith`: `value` is an array of two float attributes, or of two
/// integer attributes, both of the element type of the complex type `ty`.
pub(crate) fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    let AttrKind::Array(parts) = ctx.attr(value).kind() else {
        return false;
    };
    let TypeKind::Complex(elem) = *ctx.ty(ty).kind() else {
        return false;
    };
    let [re, im] = parts.as_slice() else {
        return false;
    };
    match (ctx.attr(*re).kind(), ctx.attr(*im).kind()) {
        (AttrKind::Float { ty: a, .. }, AttrKind::Float { ty: b, .. })
        | (AttrKind::Integer { ty: a, .. }, AttrKind::Integer { ty: b, .. }) => {
            *a == elem && *b == elem
        }
        _ => false,
    }
}

/// The two parts of a `complex.constant`'s value when both are floats (`None` for integer
/// parts, where upstream's `cast<FloatAttr>` would assert).
fn float_parts(ctx: &Context, value: Attribute) -> Option<(ApFloat, ApFloat)> {
    let AttrKind::Array(parts) = ctx.attr(value).kind() else {
        return None;
    };
    let [re, im] = parts.as_slice() else {
        return None;
    };
    let float = |a: Attribute| match ctx.attr(a).kind() {
        AttrKind::Float { ty, bits } => match ctx.ty(*ty).kind() {
            TypeKind::Float(kind) => Some(ApFloat::from_bits(*kind, *bits)),
            _ => None,
        },
        _ => None,
    };
    Some((float(*re)?, float(*im)?))
}

/// The value `complex.constant` `v` defines, if it is defined by one.
fn constant_value(ctx: &Context, v: Value) -> Option<Attribute> {
    let def = ctx.value(v).defining_op()?;
    c::ConstantOp::cast(ctx, def)?.value_attr(ctx)
}

/// `(re, im)` is `(0, 0)`.
fn is_zero(parts: Option<(ApFloat, ApFloat)>) -> bool {
    parts.is_some_and(|(re, im)| re.is_zero() && im.is_zero())
}

/// `(re, im)` is `(1, 0)`: `real == APFloat(real.getSemantics(), 1)` with a zero `imag`.
fn is_one(parts: Option<(ApFloat, ApFloat)>) -> bool {
    parts.is_some_and(|(re, im)| im.is_zero() && re == ApFloat::from_f64(re.kind(), 1.0))
}

/// The fold result that is the existing value `v`.
fn value(v: Value) -> Option<Vec<OpFoldResult>> {
    Some(vec![OpFoldResult::Value(v)])
}

/// The op defining `v`, viewed as `T` by `cast`.
fn defined_by<T>(ctx: &Context, v: Value, cast: fn(&Context, OpId) -> Option<T>) -> Option<T> {
    cast(ctx, ctx.value(v).defining_op()?)
}

impl c::ConstantOpHooks for c::ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let value = self.value_attr(ctx);
        let Some(AttrKind::Array(parts)) = value.map(|v| ctx.attr(v).kind()) else {
            // The generated constraints report a missing or non-array `value` first.
            return Ok(());
        };
        let [re, im] = parts.as_slice() else {
            return Err(VerifyError::op(
                ctx,
                op,
                "requires 'value' to be a complex constant, represented as array of two values",
            ));
        };
        let typed = |a: Attribute| match ctx.attr(a).kind() {
            AttrKind::Float { ty, .. } | AttrKind::Integer { ty, .. } => Some(*ty),
            _ => None,
        };
        let (Some(re_ty), Some(im_ty)) = (typed(*re), typed(*im)) else {
            return Err(VerifyError::op(
                ctx,
                op,
                "requires attribute's elements to be float or integer attributes",
            ));
        };
        let elem = ctx
            .ty(ctx.value(self.complex(ctx)).ty())
            .complex_element_type();
        if elem != re_ty || elem != im_ty {
            let name = |t| type_to_string(ctx, t);
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "requires attribute's element types ('{}', '{}') to match the element type \
                     of the op's return type ('{}')",
                    name(re_ty),
                    name(im_ty),
                    name(elem)
                ),
            ));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _: c::ConstantOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Attribute(self.value_attr(ctx)?)])
    }

    /// `%cst`.
    fn get_asm_result_names(self, ctx: &Context) -> Vec<(Value, String)> {
        vec![(self.complex(ctx), "cst".to_string())]
    }
}

impl c::BitcastOpHooks for c::BitcastOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let mut operand = ctx.value(self.operand(ctx)).ty();
        let mut result = ctx.value(self.result(ctx)).ty();
        // Legal, as it folds away.
        if operand == result {
            return Ok(());
        }
        let is_complex = |t: Type| matches!(ctx.ty(t).kind(), TypeKind::Complex(_));
        let int_or_float = |t: Type| ctx.ty(t).int_or_float_width().is_some();
        if !int_or_float(operand) && !is_complex(operand) {
            return Err(VerifyError::op(
                ctx,
                op,
                "operand must be int/float/complex",
            ));
        }
        if !int_or_float(result) && !is_complex(result) {
            return Err(VerifyError::op(ctx, op, "result must be int/float/complex"));
        }
        if is_complex(operand) == is_complex(result) {
            return Err(VerifyError::op(
                ctx,
                op,
                "requires that either input or output has a complex type",
            ));
        }
        if is_complex(result) {
            std::mem::swap(&mut operand, &mut result);
        }
        let elem = ctx.ty(operand).complex_element_type();
        let operand_bits = ctx.ty(elem).int_or_float_width().map(|w| w * 2);
        if operand_bits != ctx.ty(result).int_or_float_width() {
            return Err(VerifyError::op(ctx, op, "casting bitwidths do not match"));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _: c::BitcastOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        let operand = self.operand(ctx);
        (ctx.value(operand).ty() == ctx.value(self.result(ctx)).ty()).then_some(())?;
        value(operand)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add_fn(c::BitcastOp::NAME, merge_complex_bitcast);
        patterns.add_fn(arith::BitcastOp::NAME, merge_arith_bitcast);
    }
}

/// Replaces `op` by the op `build` creates before it (upstream's `replaceOpWithNewOp`).
fn replace_with(ctx: &mut Context, op: OpId, build: impl FnOnce(&mut Context, Location) -> OpId) {
    let loc = ctx.op(op).loc();
    let new = build(ctx, loc);
    new.insert_before(ctx, op);
    let result = ctx.op(new).result(0);
    op.replace_with(ctx, &[result]);
}

/// Upstream's `MergeComplexBitcast`: a `complex.bitcast` of a `complex.bitcast` casts the
/// inner operand directly (with `arith.bitcast` when neither end is complex), and one of an
/// `arith.bitcast` casts the arith cast's operand.
fn merge_complex_bitcast(ctx: &mut Context, op: OpId) -> bool {
    let Some(outer) = c::BitcastOp::cast(ctx, op) else {
        return false;
    };
    let ty = ctx.value(outer.result(ctx)).ty();
    let operand = outer.operand(ctx);
    if let Some(inner) = defined_by(ctx, operand, c::BitcastOp::cast) {
        let source = inner.operand(ctx);
        let complex_end = [ty, ctx.value(source).ty()]
            .iter()
            .any(|t| matches!(ctx.ty(*t).kind(), TypeKind::Complex(_)));
        replace_with(ctx, op, |ctx, loc| {
            if complex_end {
                c::BitcastOp::build(ctx, loc, ty, source).op()
            } else {
                arith::BitcastOp::build(ctx, loc, ty, source).op()
            }
        });
        return true;
    }
    if let Some(inner) = defined_by(ctx, operand, arith::BitcastOp::cast) {
        let source = inner.in_(ctx);
        replace_with(ctx, op, |ctx, loc| {
            c::BitcastOp::build(ctx, loc, ty, source).op()
        });
        return true;
    }
    false
}

/// Upstream's `MergeArithBitcast`: an `arith.bitcast` of a `complex.bitcast` is one
/// `complex.bitcast`.
fn merge_arith_bitcast(ctx: &mut Context, op: OpId) -> bool {
    let Some(outer) = arith::BitcastOp::cast(ctx, op) else {
        return false;
    };
    let Some(inner) = defined_by(ctx, outer.in_(ctx), c::BitcastOp::cast) else {
        return false;
    };
    let ty = ctx.value(outer.out(ctx)).ty();
    let source = inner.operand(ctx);
    replace_with(ctx, op, |ctx, loc| {
        c::BitcastOp::build(ctx, loc, ty, source).op()
    });
    true
}

impl c::CreateOpHooks for c::CreateOp {
    /// `complex.create(complex.re(x), complex.im(x))` is `x`.
    fn fold(self, ctx: &mut Context, _: c::CreateOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        let re = defined_by(ctx, self.real(ctx), c::ReOp::cast)?;
        let im = defined_by(ctx, self.imaginary(ctx), c::ImOp::cast)?;
        let x = re.complex(ctx);
        (x == im.complex(ctx)).then_some(())?;
        value(x)
    }
}

/// `ReOp::fold` and `ImOp::fold`: part `index` of a constant operand, or the operand
/// `index` of the `complex.create` defining it.
fn fold_part(
    ctx: &Context,
    constant: Option<Attribute>,
    operand: Value,
    index: usize,
) -> Option<Vec<OpFoldResult>> {
    if let Some(AttrKind::Array(parts)) = constant.map(|a| ctx.attr(a).kind()) {
        if parts.len() == 2 {
            return Some(vec![OpFoldResult::Attribute(parts[index])]);
        }
    }
    let create = defined_by(ctx, operand, c::CreateOp::cast)?;
    value(ctx.op(create.op()).operand(index))
}

/// Upstream's `FoldComponentNeg`: part `index` of `complex.neg(complex.create(re, im))` is
/// `arith.negf` of that part.
fn fold_component_neg(ctx: &mut Context, op: OpId, operand: Value, index: usize) -> bool {
    let Some(neg) = defined_by(ctx, operand, c::NegOp::cast) else {
        return false;
    };
    let Some(create) = defined_by(ctx, neg.complex(ctx), c::CreateOp::cast) else {
        return false;
    };
    let elem = ctx
        .ty(ctx.value(create.complex(ctx)).ty())
        .complex_element_type();
    let part = ctx.op(create.op()).operand(index);
    replace_with(ctx, op, |ctx, loc| {
        arith::NegFOp::build(ctx, loc, elem, part, None).op()
    });
    true
}

impl c::ReOpHooks for c::ReOp {
    fn fold(self, ctx: &mut Context, adaptor: c::ReOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        fold_part(ctx, adaptor.complex(), self.complex(ctx), 0)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add_fn(c::ReOp::NAME, |ctx, op| {
            let operand = ctx.op(op).operand(0);
            fold_component_neg(ctx, op, operand, 0)
        });
    }
}

impl c::ImOpHooks for c::ImOp {
    fn fold(self, ctx: &mut Context, adaptor: c::ImOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        fold_part(ctx, adaptor.complex(), self.complex(ctx), 1)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add_fn(c::ImOp::NAME, |ctx, op| {
            let operand = ctx.op(op).operand(0);
            fold_component_neg(ctx, op, operand, 1)
        });
    }
}

impl c::AddOpHooks for c::AddOp {
    /// `add(sub(a, b), b)`, `add(b, sub(a, b))` and `add(a, 0)` are `a`.
    fn fold(self, ctx: &mut Context, _: c::AddOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        // The `sub` of either operand whose subtrahend is the other operand.
        let undone = |ctx: &Context, sub: Value, other: Value| {
            let sub = defined_by(ctx, sub, c::SubOp::cast)?;
            (sub.rhs(ctx) == other).then(|| sub.lhs(ctx))
        };
        if let Some(a) = undone(ctx, lhs, rhs).or_else(|| undone(ctx, rhs, lhs)) {
            return value(a);
        }
        let zero = constant_value(ctx, rhs).and_then(|v| float_parts(ctx, v));
        is_zero(zero).then(|| value(lhs))?
    }
}

impl c::SubOpHooks for c::SubOp {
    /// `sub(add(a, b), b)` and `sub(a, 0)` are `a`.
    fn fold(self, ctx: &mut Context, _: c::SubOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if let Some(add) = defined_by(ctx, lhs, c::AddOp::cast) {
            if add.rhs(ctx) == rhs {
                return value(add.lhs(ctx));
            }
        }
        let zero = constant_value(ctx, rhs).and_then(|v| float_parts(ctx, v));
        is_zero(zero).then(|| value(lhs))?
    }
}

impl c::MulOpHooks for c::MulOp {
    /// `mul(a, 1)` is `a`, the one being a `complex.constant`.
    fn fold(self, ctx: &mut Context, _: c::MulOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        let one = constant_value(ctx, self.rhs(ctx)).and_then(|v| float_parts(ctx, v));
        is_one(one).then(|| value(self.lhs(ctx)))?
    }
}

impl c::DivOpHooks for c::DivOp {
    /// `div(a, 1)` is `a`, the one being any constant operand.
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: c::DivOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let one = adaptor.rhs().and_then(|v| float_parts(ctx, v));
        is_one(one).then(|| value(self.lhs(ctx)))?
    }
}

/// The folds of an op that undoes another: `outer(inner(a))` is `a`.
macro_rules! involution_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident, $inner:ident;)*) => {$(
        impl c::$hooks for c::$op {
            fn fold(self, ctx: &mut Context, _: c::$adaptor<'_>) -> Option<Vec<OpFoldResult>> {
                let inner = defined_by(ctx, self.complex(ctx), c::$inner::cast)?;
                value(inner.complex(ctx))
            }
        }
    )*};
}

involution_folds! {
    NegOp, NegOpHooks, NegOpFoldAdaptor, NegOp;
    LogOp, LogOpHooks, LogOpFoldAdaptor, ExpOp;
    ExpOp, ExpOpHooks, ExpOpFoldAdaptor, LogOp;
    ConjOp, ConjOpHooks, ConjOpFoldAdaptor, ConjOp;
}

/// The builder `NumberAttr::get(ComplexType, double, double)`: the two numbers converted to
/// the element type's format, rounding to nearest. Over an element type that is not a float
/// the attribute is still built (upstream's C++ would assert); its verifier rejects it.
pub(crate) fn number_from_f64(ctx: &mut Context, ty: Type, real: f64, imag: f64) -> NumberAttr {
    let storage = number_storage(ctx, ty, real, imag);
    NumberAttr::from_storage(ctx, storage)
}

/// The parameters of `NumberAttr::get(ty, real, imag)`.
fn number_storage(ctx: &Context, ty: Type, real: f64, imag: f64) -> c::NumberAttrStorage {
    let kind = match ctx.ty(ctx.ty(ty).complex_element_type()).kind() {
        TypeKind::Float(kind) => *kind,
        _ => FloatKind::F64,
    };
    c::NumberAttrStorage {
        real: ApFloat::from_f64(kind, real),
        imag: ApFloat::from_f64(kind, imag),
        type_: ty,
    }
}

impl c::NumberAttrHooks for NumberAttr {
    fn verify(ctx: &Context, storage: &c::NumberAttrStorage) -> Result<(), String> {
        let TypeKind::Complex(elem) = *ctx.ty(storage.type_).kind() else {
            return Err("complex attribute must be a complex type.".to_string());
        };
        let TypeKind::Float(kind) = *ctx.ty(elem).kind() else {
            return Err(
                "element type of the complex attribute must be float like type.".to_string(),
            );
        };
        if storage.real.kind() != kind {
            return Err("type doesn't match the type implied by its `real` value".to_string());
        }
        if storage.imag.kind() != kind {
            return Err("type doesn't match the type implied by its `imag` value".to_string());
        }
        Ok(())
    }
}

/// `#complex.number<:f64 1.000000e+00, 0.000000e+00>`, as upstream's `NumberAttr::print` and
/// `NumberAttr::parse`.
impl c::NumberAttrFormat for NumberAttr {
    fn parse(parser: &mut Parser<'_>, _: Option<Type>) -> PResult<Self> {
        let start = parser.span();
        parser.expect(TokenKind::Less, "expected '<'")?;
        parser.expect(TokenKind::Colon, "expected ':'")?;
        let elem = parser.parse_type()?;
        let real = parser.parse_float_f64()?;
        parser.expect(TokenKind::Comma, "expected ','")?;
        let imag = parser.parse_float_f64()?;
        parser.expect(TokenKind::Greater, "expected '>'")?;
        let ty = Type::complex(parser.ctx, elem);
        let storage = number_storage(parser.ctx, ty, real, imag);
        NumberAttr::from_storage_checked(parser.ctx, storage)
            .map_err(|m| parser.emit_error(start, m))
    }

    fn print(storage: &c::NumberAttrStorage, printer: &mut Printer<'_>) {
        let elem = printer.context().ty(storage.type_).complex_element_type();
        let text = |v: &ApFloat| mlir_float_text(v.kind(), v.bits());
        printer.write_str("<:");
        printer.print_type(elem);
        printer.write_str(&format!(
            " {}, {}>",
            text(&storage.real),
            text(&storage.imag)
        ));
    }
}
