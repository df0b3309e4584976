//! The hand-written parts of the func dialect: what upstream writes in C++ in `FuncOps.cpp`
//! and `FunctionImplementation.cpp` (the custom form of `func.func`), in Rust.

use ods_runtime::asm::function::{attr_array, parse_function_op, print_function_op};
use ods_runtime::asm::op_parser::OpParser;
use ods_runtime::asm::op_printer::OpPrinter;
use ods_runtime::asm::parser::PResult;
use ods_runtime::ir::{BlockId, OpId, OperationState, Value};
use ods_runtime::registry::OpFoldResult;
use ods_runtime::transforms::inlining::{DialectInlinerInterface, any_op, any_region};
use ods_runtime::types::Identifier;
use ods_runtime::verify::VerifyError;
use ods_runtime::{Attribute, Context, Location, Type};

use crate::func as f;
use ods_runtime::ir::OperationName;
use ods_runtime::ir::RegionId;

impl f::DialectHooks for f::Dialect {
    /// Registers the dialect's inliner interface (upstream's `FuncInlinerInterface`, which
    /// upstream's `registerInlinerExtension` adds).
    fn initialize(ctx: &mut Context) {
        ctx.register_inliner_interface(
            "func",
            DialectInlinerInterface {
                legal_call,
                legal_region: any_region,
                legal_op: any_op,
                terminator_to_block: Some(return_to_branch),
                terminator_to_values: Some(return_to_values),
                ..DialectInlinerInterface::default()
            },
        );
    }

    /// A flat symbol reference of a function type becomes a `func.constant`.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        f::ConstantOp::is_buildable_with(ctx, value, ty)
            .then(|| f::ConstantOp::build(ctx, loc, ty, value).op())
    }
}

/// A call may be inlined unless the call or the callee is marked `no_inline`.
fn legal_call(ctx: &Context, call: OpId, callable: OpId, _cloned: bool) -> bool {
    let marked = |op: OpId, name: &str| {
        ctx.op_name(ctx.op(op).name()).as_str() == name && ctx.op(op).attr("no_inline").is_some()
    };
    !marked(call, f::CallOp::NAME) && !marked(callable, f::FuncOp::NAME)
}

/// An inlined `func.return` among several blocks becomes a `cf.br` to the block continuing
/// the caller, with the returned values.
fn return_to_branch(ctx: &mut Context, op: OpId, dest: BlockId) {
    if ctx.op_name(ctx.op(op).name()).as_str() != f::ReturnOp::NAME {
        return;
    }
    let mut state = OperationState::new(OperationName::get(ctx, "cf.br"), ctx.op(op).loc());
    state.operands = ctx.op(op).operands().collect();
    state.successors = vec![dest];
    let br = OpId::create(ctx, state);
    br.insert_before(ctx, op);
    op.erase(ctx);
}

/// The values an inlined `func.return` returns replace the call's results.
fn return_to_values(ctx: &mut Context, op: OpId, results: &[Value]) {
    let returned: Vec<Value> = ctx.op(op).operands().collect();
    for (&result, value) in results.iter().zip(returned) {
        result.replace_all_uses_with(ctx, value);
    }
}

/// The first of `values` whose type is not the one `expected` at its position: its index,
/// its type and the expected one.
fn first_mismatch(
    ctx: &Context,
    values: &[Value],
    expected: &[Type],
) -> Option<(usize, Type, Type)> {
    values
        .iter()
        .zip(expected)
        .enumerate()
        .map(|(i, (&v, &e))| (i, ctx.value(v).ty(), e))
        .find(|&(_, found, e)| found != e)
}

/// The `func.func` a symbol reference names from `op`, if it names one.
fn lookup_func(ctx: &Context, op: OpId, sym: Attribute) -> Option<f::FuncOp> {
    let found = ctx.op(op).lookup_nearest_symbol(sym)?;
    f::FuncOp::cast(ctx, found)
}

/// The text of a flat symbol reference (`foo` for `@foo`).
fn symbol_text(ctx: &Context, sym: Attribute) -> String {
    ctx.attr(sym)
        .symbol_ref_parts()
        .map(|(root, _)| root.as_str(ctx).to_string())
        .unwrap_or_default()
}

impl f::CallOpHooks for f::CallOp {
    /// The callee is a `func.func` whose signature the operands and results match.
    fn verify_symbol_uses(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let Some(sym) = self.callee_attr(ctx) else {
            return Err(VerifyError::op(
                ctx,
                op,
                "requires a 'callee' symbol reference attribute",
            ));
        };
        let Some(callee) = lookup_func(ctx, op, sym) else {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "'{}' does not reference a valid function",
                    symbol_text(ctx, sym)
                ),
            ));
        };
        let (inputs, results) = (callee.get_argument_types(ctx), callee.get_result_types(ctx));
        let operands: Vec<Value> = ctx.op(op).operands().collect();
        if inputs.len() != operands.len() {
            return Err(VerifyError::op(
                ctx,
                op,
                "incorrect number of operands for callee",
            ));
        }
        if let Some((i, found, expected)) = first_mismatch(ctx, &operands, &inputs) {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                    ods_runtime::asm::printer::quoted_types(ctx, &[expected]),
                    ods_runtime::asm::printer::quoted_types(ctx, &[found])
                ),
            ));
        }
        let result_types: Vec<Type> = ctx.op(op).results().map(|v| ctx.value(v).ty()).collect();
        if results.len() != result_types.len() {
            return Err(VerifyError::op(
                ctx,
                op,
                "incorrect number of results for callee",
            ));
        }
        if let Some(i) = (0..results.len()).find(|&i| results[i] != result_types[i]) {
            let loc = ctx.op(op).loc();
            return Err(
                VerifyError::op(ctx, op, format!("result type mismatch at index {i}"))
                    .with_note(
                        loc,
                        format!(
                            "      op result types: {}",
                            ods_runtime::asm::printer::quoted_types(ctx, &result_types)
                        ),
                    )
                    .with_note(
                        loc,
                        format!(
                            "function result types: {}",
                            ods_runtime::asm::printer::quoted_types(ctx, &results)
                        ),
                    ),
            );
        }
        Ok(())
    }
}

impl f::CallIndirectOpHooks for f::CallIndirectOp {
    /// A call of a constant callee (a `func.constant`) becomes a direct `func.call`.
    fn canonicalize(self, ctx: &mut Context) -> bool {
        let Some(def) = ctx.value(self.callee(ctx)).defining_op() else {
            return false;
        };
        let Some(callee) = ods_runtime::greedy::constant_value(ctx, def) else {
            return false;
        };
        if ctx.attr(callee).symbol_ref_parts().is_none() {
            return false;
        }
        let op = self.op();
        let results: Vec<Type> = ctx.op(op).results().map(|v| ctx.value(v).ty()).collect();
        let operands = self.get_arg_operands(ctx);
        let name = OperationName::get(ctx, f::CallOp::NAME);
        let mut state = OperationState::new(name, ctx.op(op).loc());
        f::CallOp::build_callee_results_operands_state(
            ctx, &mut state, callee, &results, &operands,
        );
        op.replace_with_new_op(ctx, state);
        true
    }
}

impl f::ConstantOpHooks for f::ConstantOp {
    /// The symbol reference itself.
    fn fold(
        self,
        ctx: &mut Context,
        _adaptor: f::ConstantOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Attribute(self.value_attr(ctx)?)])
    }

    /// The value names a `func.func` of the result's type.
    fn verify_symbol_uses(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let Some(sym) = self.value_attr(ctx) else {
            return Ok(());
        };
        let Some(callee) = lookup_func(ctx, op, sym) else {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "reference to undefined function '{}'",
                    symbol_text(ctx, sym)
                ),
            ));
        };
        let ty = ctx.value(ctx.op(op).result(0)).ty();
        if callee.function_type(ctx) != Some(ty) {
            return Err(VerifyError::op(
                ctx,
                op,
                "reference to function with mismatched type",
            ));
        }
        Ok(())
    }

    /// `%f`.
    fn get_asm_result_names(self, ctx: &Context) -> Vec<(Value, String)> {
        vec![(ctx.op(self.op()).result(0), "f".to_string())]
    }
}

impl f::ReturnOpHooks for f::ReturnOp {
    /// The operands match the enclosing function's results in number and type.
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let Some(function) = ctx.op(op).parent_op().and_then(|p| f::FuncOp::cast(ctx, p)) else {
            return Ok(());
        };
        let results = function.get_result_types(ctx);
        let operands: Vec<Value> = ctx.op(op).operands().collect();
        let name = function.sym_name(ctx);
        if operands.len() != results.len() {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "has {} operands, but enclosing function (@{name}) returns {}",
                    operands.len(),
                    results.len()
                ),
            ));
        }
        if let Some((i, found, expected)) = first_mismatch(ctx, &operands, &results) {
            return Err(VerifyError::plain(
                ctx,
                op,
                format!(
                    "type of return operand {i} ({}) doesn't match function result type ({}) in function @{name}",
                    ods_runtime::asm::printer::quoted_types(ctx, &[found]),
                    ods_runtime::asm::printer::quoted_types(ctx, &[expected])
                ),
            ));
        }
        Ok(())
    }
}

impl f::FuncOpHooks for f::FuncOp {
    /// `func.func [visibility] @name(args) [-> results] [attributes {...}] [{ body }]`
    /// (MLIR's `function_interface_impl::parseFunctionOp`).
    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let parsed = parse_function_op(parser)?;
        let mut props = f::FuncOpProperties {
            sym_name: Some(parsed.sym_name),
            function_type: Some(parsed.function_type),
            sym_visibility: parsed.sym_visibility,
            arg_attrs: parsed.arg_attrs,
            res_attrs: parsed.res_attrs,
            ..Default::default()
        };
        let mut discardable: Vec<(Identifier, Attribute)> = Vec::new();
        for (n, a) in parsed.attributes {
            if n.as_str(parser.ctx()) == "no_inline" {
                props.no_inline = Some(a);
            } else {
                discardable.push((n, a));
            }
        }
        if !discardable.is_empty() {
            state.attributes = Some(Attribute::dictionary(parser.ctx(), &discardable));
        }
        state.regions.push(parsed.body);
        state.set_properties(props);
        Ok(())
    }

    /// The custom form `parse` reads (MLIR's `function_interface_impl::printFunctionOp`).
    fn print(self, p: &mut OpPrinter<'_>) {
        print_function_op(p, self.op());
    }

    /// A function `name` of type `ty` with the attributes `attrs` and, for each argument,
    /// the attribute dictionary in `arg_attrs` (MLIR's `FuncOp::build`); the body is empty.
    fn build_name_type_attrs_arg_attrs_state(
        ctx: &mut Context,
        state: &mut OperationState,
        name: &str,
        ty: Type,
        attrs: &[(Identifier, Attribute)],
        arg_attrs: &[Attribute],
    ) {
        let mut props = f::FuncOpProperties {
            sym_name: Some(Attribute::string(ctx, name)),
            function_type: Some(Attribute::from_type(ctx, ty)),
            ..Default::default()
        };
        let mut discardable = Vec::new();
        for &(n, a) in attrs {
            match n.as_str(ctx) {
                "sym_visibility" => props.sym_visibility = Some(a),
                "res_attrs" => props.res_attrs = Some(a),
                "no_inline" => props.no_inline = Some(a),
                _ => discardable.push((n, a)),
            }
        }
        if !arg_attrs.is_empty() {
            props.arg_attrs = attr_array(ctx, arg_attrs);
        }
        if !discardable.is_empty() {
            state.attributes = Some(Attribute::dictionary(ctx, &discardable));
        }
        state.regions.push(RegionId::create(ctx));
        state.set_properties(props);
    }
}
