//! The hand-written parts of upstream's test dialect, after upstream's `TestDialect.cpp`
//! and `TestOpDefs.cpp` (LLVM 22), for the ops this crate generates.

use ods_runtime::types::Identifier;
use std::any::{Any, TypeId};

use ods_runtime::asm::op_parser::OpParser;
use ods_runtime::asm::op_printer::OpPrinter;
use ods_runtime::asm::parser::{PResult, Parser};
use ods_runtime::asm::printer::Printer;
use ods_runtime::interfaces::call::Callable;
use ods_runtime::interfaces::control_flow::{RegionSuccessor, SuccessorOperands};
use ods_runtime::interfaces::int_range::ConstantIntRanges;
use ods_runtime::interfaces::region_kind::RegionKind;
use ods_runtime::ir::{OpId, OperationState, Value};
use ods_runtime::registry::{OpFoldResult, OperationName};
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::verify::VerifyError;
use ods_runtime::{Attribute, Context, Location, Type};

use ods_runtime::transforms::inlining::{DialectInlinerInterface, any_op, any_region};
use ods_runtime::types::{Signedness, TypeKind};

use crate::test as t;

/// The values an inlined `test.return` returns replace the call's results.
fn test_return_to_values(ctx: &mut Context, op: OpId, results: &[Value]) {
    if ctx.op_name(ctx.op(op).name()).as_str() != "test.return" {
        return;
    }
    let returned: Vec<Value> = ctx.op(op).operands().collect();
    for (&result, value) in results.iter().zip(returned) {
        result.replace_all_uses_with(ctx, value);
    }
}

/// A `test.cast` between the signless integer types `i16` and `i32`, as upstream's test
/// dialect converts a call's operands and results.
fn test_cast(ctx: &mut Context, value: Value, ty: Type, loc: Location) -> Option<OpId> {
    let int = |ctx: &Context, ty: Type| {
        matches!(
            ctx.ty(ty).kind(),
            TypeKind::Integer {
                width: 16 | 32,
                signedness: Signedness::Signless
            }
        )
    };
    if !int(ctx, ty) || !int(ctx, ctx.value(value).ty()) {
        return None;
    }
    let mut state = OperationState::new(OperationName::get(ctx, "test.cast"), loc);
    state.operands = vec![value];
    state.result_types = vec![ty];
    Some(OpId::create(ctx, state))
}

/// `test.invalid_attr`, which the dialect's attribute verifiers reject wherever it is.
fn check_invalid_attr(ctx: &Context, op: OpId, name: &str) -> Result<(), VerifyError> {
    if name == "test.invalid_attr" {
        return Err(VerifyError::plain(
            ctx,
            op,
            "invalid to use 'test.invalid_attr'".to_string(),
        ));
    }
    Ok(())
}

impl t::DialectHooks for t::Dialect {
    /// Upstream's dialect allows unknown operations (`allowUnknownOperations()` in
    /// `TestDialect::initialize`).
    /// Also registers the dialect's inliner interface (upstream's `TestInlinerInterface`).
    fn initialize(ctx: &mut Context) {
        ctx.set_allow_unknown_operations(t::DIALECT_NAME, true);
        ctx.register_inliner_interface(
            t::DIALECT_NAME,
            DialectInlinerInterface {
                legal_call: |ctx, call, _, _| ctx.op(call).attr("noinline").is_none(),
                legal_region: any_region,
                legal_op: any_op,
                analyze_recursively: |ctx, op| {
                    ctx.op_name(ctx.op(op).name()).as_str() != "test.functional_region_op"
                },
                terminator_to_values: Some(test_return_to_values),
                materialize_call_conversion: Some(test_cast),
                ..DialectInlinerInterface::default()
            },
        );
    }

    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        Some(t::TestOpConstant::build(ctx, loc, ty, value).op())
    }

    fn verify_operation_attribute(
        ctx: &Context,
        op: OpId,
        name: &str,
        _: Attribute,
    ) -> Result<(), VerifyError> {
        check_invalid_attr(ctx, op, name)
    }

    fn verify_region_arg_attribute(
        ctx: &Context,
        op: OpId,
        _: usize,
        _: usize,
        name: &str,
        _: Attribute,
    ) -> Result<(), VerifyError> {
        check_invalid_attr(ctx, op, name)
    }

    fn verify_region_result_attribute(
        ctx: &Context,
        op: OpId,
        _: usize,
        _: usize,
        name: &str,
        _: Attribute,
    ) -> Result<(), VerifyError> {
        check_invalid_attr(ctx, op, name)
    }

    /// Upstream's one dialect pattern rewrites `test.dialect_canonicalizable`, which this
    /// crate does not generate yet.
    fn canonicalization_patterns(_: &mut RewritePatternSet, _: &Context) {}

    /// Upstream gives `test.unregistered_side_effect_op` its `TestEffectOpInterface`, an
    /// interface of `TestInterfaces.td` this crate does not generate yet; nothing else.
    fn interface_fallback(_: &Context, _: OperationName, _: TypeId) -> Option<&'static dyn Any> {
        None
    }

    /// Upstream frees the fallback interface's storage; the Rust holds none.
    fn destroy(_: &mut Context) {}

    /// Upstream's `parseTestType`: the types the spec formats (none generated yet), else
    /// `unknown type!` at the mnemonic.
    fn parse_type(parser: &mut Parser<'_>, mnemonic: &str) -> PResult<Type> {
        match t::generated_type_parser(parser, mnemonic) {
            Some(result) => result,
            None => Err(parser.error_at_mnemonic("unknown type!".to_string())),
        }
    }

    fn print_type(ty: Type, printer: &mut Printer<'_>) {
        t::generated_type_printer(ty, printer);
    }
}

impl t::TestBranchOpHooks for t::TestBranchOp {
    fn get_successor_operands(self, ctx: &Context, _: u32) -> SuccessorOperands {
        SuccessorOperands::from_range(ctx, 0, self.get_ods_operands_mutable(ctx, 0))
    }
}

impl t::TestProducingBranchOpHooks for t::TestProducingBranchOp {
    /// As upstream's: the second group goes to the first successor, the first group to the
    /// second.
    fn get_successor_operands(self, ctx: &Context, index: u32) -> SuccessorOperands {
        let group = if index == 1 { 0 } else { 1 };
        SuccessorOperands::from_range(ctx, 0, self.get_ods_operands_mutable(ctx, group))
    }
}

impl t::TestCallOnDeviceOpHooks for t::TestCallOnDeviceOp {
    /// As upstream's: the callee symbol (an empty one on an op not verified yet).
    fn get_callable_for_callee(self, ctx: &Context) -> Callable {
        Callable::Symbol(
            self.callee_attr(ctx)
                .unwrap_or_else(|| Attribute::flat_symbol_ref(ctx, "")),
        )
    }

    fn set_callee_from_callable(self, ctx: &mut Context, callee: Callable) {
        if let Callable::Symbol(sym) = callee {
            self.set_callee_attr(ctx, Some(sym));
        }
    }

    /// The forwarded operands; the device operand is not passed to the callee.
    fn get_arg_operands(self, ctx: &Context) -> Vec<Value> {
        self.forwarded_operands(ctx)
    }
}

impl t::TestInternalBranchOpHooks for t::TestInternalBranchOp {
    /// As upstream's: the success path gets the first group; the error path gets one value
    /// the branch produces, then the second group.
    fn get_successor_operands(self, ctx: &Context, index: u32) -> SuccessorOperands {
        if index == 0 {
            SuccessorOperands::from_range(ctx, 0, self.get_ods_operands_mutable(ctx, 0))
        } else {
            SuccessorOperands::from_range(ctx, 1, self.get_ods_operands_mutable(ctx, 1))
        }
    }
}

/// Result `i` named by the `i`-th string of `names`, when it is one and not empty.
fn names_from_attr(
    ctx: &Context,
    names: Option<Attribute>,
    results: Vec<Value>,
) -> Vec<(Value, String)> {
    let names = names
        .and_then(|a| ctx.attr(a).elements().map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    names
        .iter()
        .zip(results)
        .filter_map(|(name, value)| {
            let s = ctx.attr(*name).string_value()?;
            (!s.is_empty()).then_some((value, s))
        })
        .collect()
}

impl t::CustomResultsNameOpHooks for t::CustomResultsNameOp {
    fn get_asm_result_names(self, ctx: &Context) -> Vec<(Value, String)> {
        names_from_attr(ctx, self.names_attr(ctx), self.r(ctx))
    }
}

impl t::StringAttrPrettyNameOpHooks for t::StringAttrPrettyNameOp {
    /// One `i32` result per name bound before it; `names`, when the attributes do not give
    /// it, from those names (a number names nothing).
    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let count = parser.num_results();
        let i32_ty = Type::int(parser.p.ctx, 32);
        state
            .result_types
            .extend(std::iter::repeat_n(i32_ty, count));
        let mut entries = parser.parse_optional_attr_dict_with_keyword()?;
        let had_names = entries
            .iter()
            .any(|(k, _)| (*k).as_str(parser.p.ctx) == "names");
        if !had_names && count > 0 {
            let names: Vec<String> = (0..count)
                .map(|i| match parser.result_name(i) {
                    Some((name, _)) if !name.starts_with(|c: char| c.is_ascii_digit()) => {
                        name.to_string()
                    }
                    _ => String::new(),
                })
                .collect();
            let ctx = &mut *parser.p.ctx;
            let strings: Vec<Attribute> = names.iter().map(|n| Attribute::string(ctx, n)).collect();
            let array = Attribute::array(ctx, &strings);
            entries.push((Identifier::get(ctx, "names"), array));
        }
        parser.set_attr_dict(state, entries)
    }

    /// `names` is printed only when the printed result names disagree with it.
    fn print(self, printer: &mut OpPrinter<'_>) {
        let ctx = printer.context();
        let op = self.op();
        printer.print_op_name(op);
        let names = self
            .names_attr(ctx)
            .and_then(|a| ctx.attr(a).elements())
            .unwrap_or_default();
        let results = self.r(ctx);
        let mut disagree = names.len() != results.len();
        for (i, &r) in results.iter().enumerate() {
            if disagree {
                break;
            }
            let printed = printer.value_name(r);
            let expected = ctx.attr(names[i]).string_value();
            disagree = expected.as_deref() != Some(&printed[1..]);
        }
        let elided: &[&str] = if disagree { &[] } else { &["names"] };
        printer.print_optional_attr_dict_with_keyword(op, elided);
    }

    fn get_asm_result_names(self, ctx: &Context) -> Vec<(Value, String)> {
        names_from_attr(ctx, self.names_attr(ctx), self.r(ctx))
    }
}

impl t::TestOpConstantHooks for t::TestOpConstant {
    fn fold(
        self,
        ctx: &mut Context,
        _: t::TestOpConstantFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Attribute(self.value(ctx))])
    }
}

impl t::SSACFGRegionOpHooks for t::SSACFGRegionOp {
    fn get_region_kind(_: &Context, _: u32) -> RegionKind {
        RegionKind::SsaCfg
    }
}

impl t::GraphRegionOpHooks for t::GraphRegionOp {
    fn get_region_kind(_: &Context, _: u32) -> RegionKind {
        RegionKind::Graph
    }
}

impl t::LoopBlockTerminatorOpHooks for t::LoopBlockTerminatorOp {
    /// Out of the parent op with `exitArg`, else around the loop with `nextIterArg`.
    fn get_mutable_successor_operands(self, ctx: &Context, point: &RegionSuccessor) -> Vec<Value> {
        if point.is_parent() {
            vec![self.exit_arg(ctx)]
        } else {
            vec![self.next_iter_arg(ctx)]
        }
    }
}

/// Upstream's `TypeTrait::TestTypeTrait`: the marker of the types that have it
/// (`!test.test_type_with_trait`).
pub struct TestTypeTrait;

impl t::ResultTypeWithTraitOpHooks for t::ResultTypeWithTraitOp {
    /// The result type must have `TestTypeTrait` (upstream emits the error without the op's
    /// name).
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let ty = ctx.value(ctx.op(self.op()).result(0)).ty();
        if ctx.ty(ty).has_trait::<TestTypeTrait>() {
            return Ok(());
        }
        Err(VerifyError::plain(
            ctx,
            self.op(),
            "result type should have trait 'TestTypeTrait'",
        ))
    }
}

impl t::FoldToCallOpHooks for t::FoldToCallOp {
    /// Upstream's `FoldToCallOpPattern`: the op becomes a `func.call` of its callee.
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add(
            ods_runtime::rewrite::FnPattern::new(t::FoldToCallOp::NAME, fold_to_call)
                .with_debug_name("FoldToCallOpPattern"),
        );
    }
}

fn fold_to_call(ctx: &mut Context, op: OpId) -> bool {
    let Some(callee) = ctx.op(op).attr("callee") else {
        return false;
    };
    let state = OperationState::new(OperationName::get(ctx, "func.call"), ctx.op(op).loc());
    let call = OpId::create_with_attrs(ctx, state, &[("callee", callee)]);
    call.insert_before(ctx, op);
    op.erase(ctx);
    true
}

impl t::TestWithBoundsOpHooks for t::TestWithBoundsOp {
    /// The result's range is the one the op's four attributes give (bounds of different
    /// widths, which MLIR asserts against, give none).
    fn infer_result_ranges(
        self,
        ctx: &Context,
        _: &[ConstantIntRanges],
        set_result_ranges: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let bounds = [
            self.umin(ctx),
            self.umax(ctx),
            self.smin(ctx),
            self.smax(ctx),
        ];
        if bounds.iter().any(|b| b.width() != bounds[0].width()) {
            return;
        }
        let [umin, umax, smin, smax] = bounds;
        set_result_ranges(
            self.fake_val(ctx),
            ConstantIntRanges::new(umin, umax, smin, smax),
        );
    }
}
