//! The hand-written parts of the toy dialect: what the tutorial writes in C++ (`Dialect.cpp`
//! and `ToyCombine.cpp`), in Rust: the custom forms, the verifiers, shape inference, cast
//! compatibility, the transpose-of-transpose pattern and the constant reshape the DRR
//! pattern calls; and chapter 7's struct type: its verifier, the struct operations'
//! verifiers, folders and builder, and the materialization of struct constants.

use ods_runtime::asm::function::{parse_function_op, print_function_op};
use ods_runtime::asm::op_parser::OpParser;
use ods_runtime::asm::op_printer::OpPrinter;
use ods_runtime::asm::parser::PResult;
use ods_runtime::asm::printer::{attribute_to_string, type_to_string};
use ods_runtime::attributes::AttrKind;
use ods_runtime::ir::{OpId, OperationState, Value};
use ods_runtime::registry::OpFoldResult;
use ods_runtime::rewrite::{FnPattern, RewritePatternSet};
use ods_runtime::types::Identifier;
use ods_runtime::types::TypeKind;
use ods_runtime::verify::VerifyError;
use ods_runtime::{Attribute, Context, Location, Type};

use crate::combine;
use crate::toy as t;

/// The dense elements `value` with the type of `result` (the `ReshapeConstant` native call
/// of `FoldConstantReshapeOptPattern`): the elements are kept in row-major order.
pub(crate) fn reshape_constant(ctx: &Context, value: Attribute, result: Value) -> Attribute {
    let ty = ctx.value(result).ty();
    match ctx.attr(value).kind() {
        AttrKind::DenseElements { values, .. } => {
            Attribute::dense_elements(ctx, ty, values.clone())
        }
        _ => value,
    }
}

/// The shape of a ranked tensor type, `None` for any other type.
pub(crate) fn ranked_shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.ty(ty).kind() {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// The element type of a tensor type, `None` for any other type.
fn tensor_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.ty(ty).kind() {
        TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => Some(*elem),
        _ => None,
    }
}

impl t::DialectHooks for t::Dialect {
    /// Registers the tutorial's `ToyInlinerInterface`: every call, operation and region may
    /// be inlined, an inlined `toy.return`'s values replace the call's results, and a
    /// `toy.cast` converts an operand or result whose type differs from the callee's.
    fn initialize(ctx: &mut Context) {
        use ods_runtime::transforms::inlining::{
            DialectInlinerInterface, any_call, any_op, any_region,
        };
        ctx.register_inliner_interface(
            "toy",
            DialectInlinerInterface {
                legal_call: any_call,
                legal_region: any_region,
                legal_op: any_op,
                terminator_to_values: Some(return_to_values),
                materialize_call_conversion: Some(cast_conversion),
                ..DialectInlinerInterface::default()
            },
        );
    }

    /// A dense `f64` elements attribute of a tensor type becomes a `toy.constant`, an array
    /// of constants of a struct type a `toy.struct_constant` (the tutorial's chapter 7):
    /// when the attribute is a valid value of `ty` (a tensor of the attribute's shape, or
    /// unranked: a folded `toy.struct_access` has an unranked result).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        if constant_mismatch(ctx, ty, value).is_some() {
            return None;
        }
        if t::StructType::cast(ctx, ty).is_some() {
            return Some(t::StructConstantOp::build(ctx, loc, ty, value).op());
        }
        Some(t::ConstantOp::build(ctx, loc, ty, value).op())
    }
}

/// The values an inlined `toy.return` returns replace the call's results.
fn return_to_values(ctx: &mut Context, op: OpId, results: &[Value]) {
    if ctx.op_name(ctx.op(op).name()).as_str() != t::ReturnOp::NAME {
        return;
    }
    let returned: Vec<_> = ctx.op(op).operands().collect();
    for (&result, value) in results.iter().zip(returned) {
        result.replace_all_uses_with(ctx, value);
    }
}

/// A `toy.cast` of `value` to `ty` (the tutorial's `materializeCallConversion`).
fn cast_conversion(ctx: &mut Context, value: Value, ty: Type, loc: Location) -> Option<OpId> {
    Some(t::CastOp::build(ctx, loc, ty, value).op())
}

/// Why `value` is not a constant of type `ty` (the tutorial's `verifyConstantForType`):
/// the message, and whether it names the op (`'toy.constant' op ...`). A tensor takes dense
/// floats of its rank and dimensions (any, when unranked); a struct an array with one valid
/// constant per element type.
fn constant_mismatch(ctx: &Context, ty: Type, value: Attribute) -> Option<(String, bool)> {
    if let Some(st) = t::StructType::cast(ctx, ty) {
        let elements = st.element_types(ctx);
        let values = ctx
            .attr(value)
            .elements()
            .filter(|v| v.len() == elements.len());
        let Some(values) = values else {
            return Some((
                format!(
                    "constant of StructType must be initialized by an ArrayAttr with the same \
                     number of elements, got {}",
                    attribute_to_string(ctx, value)
                ),
                false,
            ));
        };
        return elements
            .iter()
            .zip(values)
            .find_map(|(&ty, &value)| constant_mismatch(ctx, ty, value));
    }
    if !ctx.ty(ty).is_tensor() {
        return Some((
            format!(
                "element type for a struct must either be a TensorType or a StructType, got: {}",
                type_to_string(ctx, ty)
            ),
            false,
        ));
    }
    let dense = matches!(ctx.attr(value).kind(), AttrKind::DenseElements { .. });
    let attr_ty = ctx.attr(value).ty();
    let float = attr_ty.and_then(|a| tensor_element(ctx, a)) == Some(Type::f64(ctx));
    if !dense || !float {
        return Some((
            format!(
                "constant of TensorType must be initialized by a DenseFPElementsAttr, got {}",
                attribute_to_string(ctx, value)
            ),
            false,
        ));
    }
    let result = ranked_shape(ctx, ty)?;
    let attr = attr_ty
        .and_then(|ty| ranked_shape(ctx, ty))
        .unwrap_or_default();
    if attr.len() != result.len() {
        return Some((
            format!(
                "return type must match the one of the attached value attribute: {} != {}",
                attr.len(),
                result.len()
            ),
            true,
        ));
    }
    let (dim, (a, r)) = attr
        .iter()
        .zip(&result)
        .enumerate()
        .find(|(_, (a, r))| a != r)?;
    Some((
        format!("return type shape mismatches its attribute at dimension {dim}: {a} != {r}"),
        true,
    ))
}

/// The verifier error of a constant op whose value does not fit its result type.
fn verify_constant(ctx: &Context, op: OpId, value: Option<Attribute>) -> Result<(), VerifyError> {
    let Some(value) = value else {
        return Ok(());
    };
    let ty = ctx.value(ctx.op(op).result(0)).ty();
    match constant_mismatch(ctx, ty, value) {
        None => Ok(()),
        Some((message, true)) => Err(VerifyError::op(ctx, op, message)),
        Some((message, false)) => Err(VerifyError::plain(ctx, op, message)),
    }
}

impl t::StructTypeHooks for t::StructType {
    /// At least one element (the tutorial's `StructType::get` asserts it), each a tensor or
    /// a struct (its `parseType` checks it).
    fn verify(ctx: &Context, storage: &t::StructTypeStorage) -> Result<(), String> {
        if storage.element_types.is_empty() {
            return Err("a struct type has at least one element type".to_string());
        }
        for &ty in &storage.element_types {
            if !ctx.ty(ty).is_tensor() && t::StructType::cast(ctx, ty).is_none() {
                return Err(format!(
                    "element type for a struct must either be a TensorType or a StructType, \
                     got: {}",
                    type_to_string(ctx, ty)
                ));
            }
        }
        Ok(())
    }
}

impl t::StructConstantOpHooks for t::StructConstantOp {
    /// The value.
    fn fold(
        self,
        ctx: &mut Context,
        _adaptor: t::StructConstantOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Attribute(self.value_attr(ctx)?)])
    }

    /// One constant per element, each valid for its element type.
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        verify_constant(ctx, self.op(), self.value_attr(ctx))
    }
}

impl t::StructAccessOpHooks for t::StructAccessOp {
    /// The element `index` of a constant struct.
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: t::StructAccessOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let value = adaptor.input()?;
        let index = usize::try_from(self.index(ctx)).ok()?;
        let element = *ctx.attr(value).elements()?.get(index)?;
        Some(vec![OpFoldResult::Attribute(element)])
    }

    /// The index is an element of the struct, and the result has that element's type.
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let Some(st) = t::StructType::cast(ctx, ctx.value(self.input(ctx)).ty()) else {
            return Ok(());
        };
        let elements = st.element_types(ctx);
        let element = usize::try_from(self.index(ctx))
            .ok()
            .and_then(|i| elements.get(i));
        let Some(&element) = element else {
            return Err(VerifyError::op(
                ctx,
                op,
                "index should be within the range of the input struct type",
            ));
        };
        if ctx.value(ctx.op(op).result(0)).ty() != element {
            return Err(VerifyError::op(
                ctx,
                op,
                "must have the same result type as the struct element referred to by the index",
            ));
        }
        Ok(())
    }

    /// The result has the struct's element type at `index` (a struct input and an index
    /// within it, as the tutorial's builder asserts; else an unranked tensor, which the
    /// verifier refuses).
    fn build_input_index_state(
        ctx: &mut Context,
        state: &mut OperationState,
        input: Value,
        index: usize,
    ) {
        let element = t::StructType::cast(ctx, ctx.value(input).ty())
            .and_then(|st| st.element_types(ctx).get(index).copied());
        let ty = element.unwrap_or_else(|| {
            let f64 = Type::f64(ctx);
            Type::unranked_tensor(ctx, f64)
        });
        let index = i64::try_from(index).unwrap_or(i64::MAX);
        let i64_ty = Type::int(ctx, 64);
        let attr = Attribute::integer(ctx, i64_ty, index);
        state.operands.push(input);
        state.result_types.push(ty);
        let props = t::StructAccessOp::state_properties(state);
        props.index = Some(attr);
    }
}

impl t::ConstantOpHooks for t::ConstantOp {
    /// The value.
    fn fold(
        self,
        ctx: &mut Context,
        _adaptor: t::ConstantOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Attribute(self.value_attr(ctx)?)])
    }

    /// A ranked result has the rank and the dimensions of the attribute's type.
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        verify_constant(ctx, self.op(), self.value_attr(ctx))
    }

    /// The result has the value's type: a constant materialized for an unranked result (a
    /// folded `toy.struct_access`) takes the shape of its value.
    fn infer_shapes(self, ctx: &mut Context) {
        let Some(ty) = self.value_attr(ctx).and_then(|v| ctx.attr(v).ty()) else {
            return;
        };
        (ctx.op(self.op()).result(0)).set_type(ctx, ty);
    }

    /// `{attrs} dense<...> : tensor<...>`: the result has the attribute's type.
    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let mut attrs = parser.parse_optional_attr_dict()?;
        let value = parser.p.parse_attribute(None)?;
        let ctx = parser.ctx();
        let ty = ctx.attr(value).ty().unwrap_or_else(|| Type::none(ctx));
        state.result_types.push(ty);
        attrs.push((Identifier::get(ctx, "value"), value));
        parser.set_attr_dict(state, attrs)
    }

    fn print(self, p: &mut OpPrinter<'_>) {
        let ctx = p.context();
        let op = self.op();
        p.print_op_name(op);
        p.print_optional_attr_dict(op, &["value"]);
        p.write(" ");
        if let Some(value) = self.value_attr(ctx) {
            p.print_attribute(value);
        }
    }
}

/// The tutorial's binary form: `%a, %b {attrs} : type` when both operands and the result
/// have one type, else `%a, %b {attrs} : (type, type) -> type`.
fn parse_binary(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
    let at = parser.p.span();
    let operands = parser.parse_operand_list()?;
    let attrs = parser.parse_optional_attr_dict()?;
    let ty_at = parser.p.span();
    let ty = parser.p.parse_colon_type()?;
    let ctx = parser.ctx();
    let (inputs, result) = match ctx.ty(ty).function_parts() {
        Some((inputs, results)) => {
            let (inputs, results) = (inputs.to_vec(), results.to_vec());
            if results.len() != 1 {
                return Err(parser.p.emit_error(ty_at, "expected one result type"));
            }
            (inputs, results[0])
        }
        None => (vec![ty; operands.len()], ty),
    };
    state.result_types.push(result);
    state.operands = parser.resolve_operands(state, &operands, &inputs, at)?;
    parser.set_attr_dict(state, attrs)
}

/// Prints what [`parse_binary`] reads.
fn print_binary(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.context();
    p.print_op_name(op);
    p.write(" ");
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    for (i, &v) in operands.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(v);
    }
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let result = ctx.value(ctx.op(op).result(0)).ty();
    if operands.iter().all(|&v| ctx.value(v).ty() == result) {
        p.print_type(result);
    } else {
        p.print_functional_type(op);
    }
}

/// Gives the result of `op` the type of its first operand (the shape inference of the
/// element-wise operations and of the cast).
fn result_like_operand(ctx: &mut Context, op: OpId) {
    let ty = ctx.value(ctx.op(op).operand(0)).ty();
    (ctx.op(op).result(0)).set_type(ctx, ty);
}

impl t::AddOpHooks for t::AddOp {
    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        parse_binary(parser, state)
    }

    fn print(self, p: &mut OpPrinter<'_>) {
        print_binary(p, self.op());
    }

    /// The result has the left operand's shape.
    fn infer_shapes(self, ctx: &mut Context) {
        result_like_operand(ctx, self.op());
    }
}

impl t::MulOpHooks for t::MulOp {
    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        parse_binary(parser, state)
    }

    fn print(self, p: &mut OpPrinter<'_>) {
        print_binary(p, self.op());
    }

    /// The result has the left operand's shape.
    fn infer_shapes(self, ctx: &mut Context) {
        result_like_operand(ctx, self.op());
    }
}

impl t::CastOpHooks for t::CastOp {
    /// One tensor to one tensor of the same element type, with equal shapes when both are
    /// ranked.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([input], [output]) = (inputs, outputs) else {
            return false;
        };
        let (Some(a), Some(b)) = (tensor_element(ctx, *input), tensor_element(ctx, *output)) else {
            return false;
        };
        if a != b {
            return false;
        }
        let ranked = |ty: Type| matches!(ctx.ty(ty).kind(), TypeKind::RankedTensor { .. });
        !ranked(*input) || !ranked(*output) || input == output
    }

    /// The result has the input's shape.
    fn infer_shapes(self, ctx: &mut Context) {
        result_like_operand(ctx, self.op());
    }
}

impl t::ReshapeOpHooks for t::ReshapeOp {
    /// The tutorial's three DRR patterns.
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(combine::ReshapeReshapeOptPattern);
        patterns.add(combine::RedundantReshapeOptPattern);
        patterns.add(combine::FoldConstantReshapeOptPattern);
    }
}

impl t::ReturnOpHooks for t::ReturnOp {
    /// At most one operand, as many as the enclosing function has results, of a type
    /// compatible with the result's (equal, or one of them unranked).
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let Some(function) = ctx.op(op).parent_op().and_then(|p| t::FuncOp::cast(ctx, p)) else {
            return Ok(());
        };
        let operands: Vec<Value> = ctx.op(op).operands().collect();
        if operands.len() > 1 {
            return Err(VerifyError::op(ctx, op, "expects at most 1 return operand"));
        }
        let results = function.get_result_types(ctx);
        if operands.len() != results.len() {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "does not return the same number of values ({}) as the enclosing function ({})",
                    operands.len(),
                    results.len()
                ),
            ));
        }
        let Some(&operand) = operands.first() else {
            return Ok(());
        };
        let (input, result) = (ctx.value(operand).ty(), results[0]);
        let unranked = |ty: Type| matches!(ctx.ty(ty).kind(), TypeKind::UnrankedTensor { .. });
        if input == result || unranked(input) || unranked(result) {
            return Ok(());
        }
        Err(VerifyError::plain(
            ctx,
            op,
            format!(
                "type of return operand ({}) doesn't match function result type ({})",
                type_to_string(ctx, input),
                type_to_string(ctx, result)
            ),
        ))
    }
}

/// `transpose(transpose(x)) -> x` (the tutorial's `SimplifyRedundantTranspose`, written in
/// C++ there).
fn simplify_redundant_transpose(ctx: &mut Context, op: OpId) -> bool {
    let input = ctx.op(op).operand(0);
    let Some(inner) = ctx
        .value(input)
        .defining_op()
        .filter(|&d| t::TransposeOp::cast(ctx, d).is_some())
    else {
        return false;
    };
    let x = ctx.op(inner).operand(0);
    if ctx.value(x).ty() != ctx.value(ctx.op(op).result(0)).ty() {
        return false;
    }
    op.replace_with(ctx, &[x]);
    true
}

impl t::TransposeOpHooks for t::TransposeOp {
    /// When both are ranked, the result's dimensions are the input's reversed.
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let input = ranked_shape(ctx, ctx.value(self.input(ctx)).ty());
        let result = ranked_shape(ctx, ctx.value(ctx.op(op).result(0)).ty());
        let (Some(input), Some(result)) = (input, result) else {
            return Ok(());
        };
        if !input.iter().eq(result.iter().rev()) {
            return Err(VerifyError::plain(
                ctx,
                op,
                "expected result shape to be a transpose of the input",
            ));
        }
        Ok(())
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(
            FnPattern::new(t::TransposeOp::NAME, simplify_redundant_transpose)
                .with_debug_name("SimplifyRedundantTranspose"),
        );
    }

    /// The result has the input's dimensions reversed.
    fn infer_shapes(self, ctx: &mut Context) {
        let ty = ctx.value(self.input(ctx)).ty();
        let Some(shape) = ranked_shape(ctx, ty) else {
            return;
        };
        let elem = tensor_element(ctx, ty).unwrap_or_else(|| Type::f64(ctx));
        let dims: Vec<i64> = shape.into_iter().rev().collect();
        let result = Type::ranked_tensor(ctx, &dims, elem);
        (ctx.op(self.op()).result(0)).set_type(ctx, result);
    }
}

impl t::FuncOpHooks for t::FuncOp {
    /// `toy.func [private] @name(%arg0: type, ...) [-> type] [attributes {...}] [{ body }]`,
    /// the form of MLIR's `function_interface_impl::parseFunctionOp`.
    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let parsed = parse_function_op(parser)?;
        let props = t::FuncOpProperties {
            sym_name: Some(parsed.sym_name),
            function_type: Some(parsed.function_type),
            sym_visibility: parsed.sym_visibility,
            arg_attrs: parsed.arg_attrs,
            res_attrs: parsed.res_attrs,
        };
        if !parsed.attributes.is_empty() {
            state.attributes = Some(Attribute::dictionary(parser.ctx(), &parsed.attributes));
        }
        state.regions.push(parsed.body);
        state.set_properties(props);
        Ok(())
    }

    /// The custom form `parse` reads.
    fn print(self, p: &mut OpPrinter<'_>) {
        print_function_op(p, self.op());
    }
}
