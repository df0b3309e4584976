//! The hand-written parts of the arith dialect: what upstream writes in C++ in
//! `ArithOps.cpp` (and `InferIntRangeInterfaceImpls.cpp`), in Rust. Folds follow upstream's
//! `constFoldBinaryOp`/`constFoldCastOp` ([`ods_runtime::common_folders`]): scalars, splats
//! and dense elements fold alike, and an operand that is `#ub.poison` folds the op to it
//! (LLVM 22's folders propagate poison; see [`poison`]).

mod cast;
mod float;
mod int;

use ods_runtime::attributes::{ApInt, AttrKind};
use ods_runtime::common_folders::{self as cf, zero_attr};
use ods_runtime::interfaces::int_range::ConstantIntRanges;
use ods_runtime::ir::{OpId, Value};
use ods_runtime::registry::OpFoldResult;
use ods_runtime::traits::element_type_or_self;
use ods_runtime::types::TypeKind;
use ods_runtime::verify::VerifyError;
use ods_runtime::{Attribute, Context, Location, Type};

use crate::arith as a;
use crate::{CmpIPredicate, IntegerOverflowFlags};
use ods_dialect_ub::ub;

/// The callback `inferResultRanges` reports a result's range through.
type SetRange<'a> = &'a mut dyn FnMut(Value, ConstantIntRanges);

/// One fold result.
fn one(result: Option<OpFoldResult>) -> Option<Vec<OpFoldResult>> {
    result.map(|r| vec![r])
}

/// A fold to a constant.
fn attr(a: Option<Attribute>) -> Option<OpFoldResult> {
    a.map(OpFoldResult::Attribute)
}

/// A fold to an existing value.
fn value(v: Value) -> Option<OpFoldResult> {
    Some(OpFoldResult::Value(v))
}

impl a::DialectHooks for a::Dialect {
    /// Registers the dialect's inliner interface: upstream's lets every operation of the
    /// dialect be inlined.
    fn initialize(ctx: &mut Context) {
        ctx.register_inliner_interface(
            "arith",
            ods_runtime::transforms::inlining::DialectInlinerInterface::ops_legal(),
        );
    }

    /// Materializes `#ub.poison` as `ub.poison` (what the folders propagate), any other
    /// constant with `arith.constant` when it can hold it.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        if ub::PoisonAttr::cast(ctx, value).is_some() {
            return Some(ub::PoisonOp::build(ctx, loc, ty, Some(value)).op());
        }
        constant_materialize(ctx, value, ty, loc).map(|c| c.op())
    }
}

/// The poison propagation `constFoldBinaryOp`, `constFoldUnaryOp` and `constFoldCastOp`
/// begin with (their default `ub::PoisonAttr`): the first of `operands` that is
/// `#ub.poison`, which the op folds to whatever the other operands are.
pub(crate) fn poison(ctx: &Context, operands: &[Option<Attribute>]) -> Option<Attribute> {
    operands
        .iter()
        .flatten()
        .copied()
        .find(|&a| is_poison(ctx, Some(a)))
}

/// `matchPattern(attr, ub::m_Poison())`: whether a fold operand is `#ub.poison`.
pub(crate) fn is_poison(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| ub::PoisonAttr::cast(ctx, a).is_some())
}

/// `ConstantOp::isBuildableWith`: a typed integer, float or elements attribute of type `ty`,
/// with signless integers only.
pub(crate) fn constant_is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if ctx.attr(value).ty() != Some(ty) {
        return false;
    }
    let elem = element_type_or_self(ctx, ty);
    if matches!(ctx.ty(elem).kind(), TypeKind::Integer { .. })
        && !ctx.ty(elem).is_signless_integer()
    {
        return false;
    }
    is_int_float_or_elements(ctx, value)
}

/// `isa<IntegerAttr, FloatAttr, ElementsAttr>`.
fn is_int_float_or_elements(ctx: &Context, value: Attribute) -> bool {
    matches!(
        ctx.attr(value).kind(),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseStrings { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    )
}

/// `ConstantOp::materialize`: an `arith.constant` of `value` when it is buildable.
pub(crate) fn constant_materialize(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<a::ConstantOp> {
    constant_is_buildable_with(ctx, value, ty).then(|| a::ConstantOp::build(ctx, loc, ty, value))
}

/// `getShapeForUnroll` of the ops with two results: the shape of the first when it is a
/// vector.
pub(crate) fn shape_for_unroll(ctx: &Context, op: OpId) -> Option<Vec<i64>> {
    match ctx.ty(ctx.value(ctx.op(op).result(0)).ty()).kind() {
        TypeKind::Vector { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

impl a::ConstantOpHooks for a::ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let ty = ctx.value(self.result(ctx)).ty();
        if matches!(ctx.ty(ty).kind(), TypeKind::Integer { .. })
            && !ctx.ty(ty).is_signless_integer()
        {
            return Err(VerifyError::op(
                ctx,
                self.op(),
                "integer return type must be signless",
            ));
        }
        let value = self.value(ctx);
        if !is_int_float_or_elements(ctx, value) {
            return Err(VerifyError::op(
                ctx,
                self.op(),
                "value must be an integer, float, or elements attribute",
            ));
        }
        let scalable = matches!(ctx.ty(ty).kind(), TypeKind::Vector { scalable, .. }
            if scalable.iter().any(|&s| s));
        let splat = matches!(ctx.attr(value).kind(), AttrKind::DenseElements { values, .. }
            if values.len() == 1);
        if scalable && !splat {
            // Spelled as upstream spells it.
            return Err(VerifyError::op(
                ctx,
                self.op(),
                "intializing scalable vectors with elements attribute is not supported unless \
                 it's a vector splat",
            ));
        }
        Ok(())
    }

    fn fold(
        self,
        ctx: &mut Context,
        _adaptor: a::ConstantOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        one(attr(Some(self.value(ctx))))
    }

    /// `%true`/`%false` for `i1`, `%c42_i32` for other integers, `%c42` for `index`, `%cst`
    /// otherwise.
    fn get_asm_result_names(self, ctx: &Context) -> Vec<(Value, String)> {
        let result = self.result(ctx);
        let ty = ctx.value(result).ty();
        let name = match ctx.attr(self.value(ctx)).kind() {
            AttrKind::Integer { value, .. } => {
                let int_width = match ctx.ty(ty).kind() {
                    TypeKind::Integer { width, .. } => Some(*width),
                    _ => None,
                };
                if int_width == Some(1) {
                    if value.is_zero() { "false" } else { "true" }.to_string()
                } else {
                    let mut name = format!("c{}", value.to_decimal(true));
                    if int_width.is_some() {
                        name.push('_');
                        name.push_str(&ods_runtime::asm::printer::type_to_string(ctx, ty));
                    }
                    name
                }
            }
            _ => "cst".to_string(),
        };
        vec![(result, name)]
    }

    fn infer_result_ranges(
        self,
        ctx: &Context,
        _arg_ranges: &[ConstantIntRanges],
        set: SetRange<'_>,
    ) {
        let result = self.result(ctx);
        if let Some(v) = cf::constant_int(ctx, Some(self.value(ctx))) {
            set(result, ConstantIntRanges::constant(v));
        } else if let AttrKind::DenseElements { values, .. } = ctx.attr(self.value(ctx)).kind() {
            // A dense integer vector or tensor: the union of its elements.
            let mut range: Option<ConstantIntRanges> = None;
            for v in values {
                let ods_runtime::attributes::Scalar::Int(v) = v else {
                    return;
                };
                let r = ConstantIntRanges::constant(v.clone());
                range = Some(match range {
                    Some(prev) => prev.range_union(&r),
                    None => r,
                });
            }
            if let Some(r) = range {
                set(result, r);
            }
        }
    }
}

// ----- helpers of the DRR patterns (`src/ArithCanonicalization.td`) -----------------------

/// The integer of `attr` (a constant or a splat), `getIntOrSplatIntValue`.
pub(crate) fn int_or_splat_int_value(ctx: &Context, attr: Attribute) -> Option<ApInt> {
    cf::constant_int(ctx, Some(attr))
}

/// `getScalarOrElementWidth`: the width of an integer or float (element) type, or -1.
pub(crate) fn scalar_or_element_width(ctx: &Context, v: Value) -> i64 {
    let elem = element_type_or_self(ctx, ctx.value(v).ty());
    ctx.ty(elem).int_or_float_width().map_or(-1, i64::from)
}

/// `(width difference) == *getIntOrSplatIntValue(c)`: the shift amount, read unsigned,
/// equals `diff`.
pub(crate) fn truncation_matches_shift(diff: i64, amount: Option<ApInt>) -> bool {
    amount
        .and_then(|a| a.to_u64())
        .is_some_and(|a| u64::try_from(diff).is_ok_and(|d| d == a))
}

/// `getZeroAttr` of the type of `v`.
pub(crate) fn zero_attr_of(ctx: &mut Context, v: Value) -> Attribute {
    let ty = ctx.value(v).ty();
    zero_attr(ctx, ty).unwrap_or_else(|| Attribute::unit(ctx))
}

/// `applyToIntegerAttrs`: `f` of two integer attributes, typed as `res`.
fn apply_to_integer_attrs(
    ctx: &mut Context,
    res: Value,
    lhs: Attribute,
    rhs: Attribute,
    f: impl Fn(&ApInt, &ApInt) -> ApInt,
) -> Attribute {
    let (Some(l), Some(r)) = (
        int_or_splat_int_value(ctx, lhs),
        int_or_splat_int_value(ctx, rhs),
    ) else {
        return lhs;
    };
    let ty = ctx.value(res).ty();
    Attribute::integer_ap(ctx, ty, f(&l, &r))
}

/// `addIntegerAttrs`.
pub(crate) fn add_integer_attrs(
    ctx: &mut Context,
    res: Value,
    lhs: Attribute,
    rhs: Attribute,
) -> Attribute {
    apply_to_integer_attrs(ctx, res, lhs, rhs, ApInt::wrapping_add)
}

/// `subIntegerAttrs`.
pub(crate) fn sub_integer_attrs(
    ctx: &mut Context,
    res: Value,
    lhs: Attribute,
    rhs: Attribute,
) -> Attribute {
    apply_to_integer_attrs(ctx, res, lhs, rhs, ApInt::wrapping_sub)
}

/// `mulIntegerAttrs`.
pub(crate) fn mul_integer_attrs(
    ctx: &mut Context,
    res: Value,
    lhs: Attribute,
    rhs: Attribute,
) -> Attribute {
    apply_to_integer_attrs(ctx, res, lhs, rhs, ApInt::wrapping_mul)
}

/// `mergeOverflowFlags`: the flags both ops have.
pub(crate) fn merge_overflow_flags(ctx: &mut Context, a1: Attribute, a2: Attribute) -> Attribute {
    let flags = |a| {
        a::IntegerOverflowFlagsAttr::cast(ctx, a)
            .map(|f| *f.value(ctx))
            .unwrap_or_default()
    };
    let merged = IntegerOverflowFlags(flags(a1).bits() & flags(a2).bits());
    a::IntegerOverflowFlagsAttr::get(ctx, merged).attr()
}

/// `invertPredicate` of a `cmpi` predicate attribute.
pub(crate) fn invert_predicate(ctx: &mut Context, pred: Attribute) -> Attribute {
    let inverted = CmpIPredicate::from_attr(ctx, pred)
        .unwrap_or_default()
        .inverted();
    inverted.to_attr(ctx)
}

/// `getBoolAttribute`: `value` as an `i1` of the shape of `ty` (a splat for a statically
/// shaped vector or tensor; nothing for a dynamic shape).
fn bool_attribute(ctx: &Context, ty: Type, value: bool) -> Option<Attribute> {
    let b = ods_runtime::attributes::Scalar::Int(ApInt::from_u128(1, u128::from(value)));
    match ctx.ty(ty).kind() {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            let static_shape = ctx
                .ty(ty)
                .shape()
                .is_some_and(|s| s.iter().all(|&d| d != ods_runtime::types::DYNAMIC));
            static_shape.then(|| Attribute::dense_elements(ctx, ty, vec![b]))
        }
        TypeKind::UnrankedTensor { .. } => None,
        _ => Some(Attribute::bool(ctx, value)),
    }
}
