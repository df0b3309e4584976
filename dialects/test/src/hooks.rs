//! Hand-written hooks the specs ask for.

use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::Type;
use ods_runtime::asm::lexer::TokenKind;
use ods_runtime::asm::op_parser::OpParser;
use ods_runtime::asm::op_printer::OpPrinter;
use ods_runtime::asm::parser::{PResult, Parser};
use ods_runtime::asm::printer::Printer;
use ods_runtime::ir::{OpId, OperationState, Value};
use ods_runtime::registry::OpFoldResult;
use ods_runtime::rewrite::{FnPattern, RewritePatternSet};
use ods_runtime::verify::VerifyError;

use crate::goldens::basic_td::basic as b;
use crate::odstest as t;

impl t::DialectHooks for t::Dialect {
    /// Integer constants become `odstest.constant`.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: ods_runtime::Location,
    ) -> Option<OpId> {
        let v = ctx.attr(value).integer_value()?;
        let i64_ty = Type::int(ctx, 64);
        let attr = Attribute::integer(ctx, i64_ty, v);
        Some(t::ConstantOp::build(ctx, loc, ty, attr, None, None, None).op())
    }

    /// The generated attribute parser, and `#odstest.unlabelled` for a label without text.
    fn parse_attr(parser: &mut Parser<'_>, mnemonic: &str, ty: Option<Type>) -> PResult<Attribute> {
        if let Some(parsed) = t::generated_attr_parser(parser, mnemonic, ty) {
            return parsed;
        }
        if mnemonic == "unlabelled" {
            return Ok(t::LabelAttr::get(parser.ctx, String::new(), None).attr());
        }
        Err(parser.error_at_mnemonic(format!("unknown odstest attribute `{mnemonic}`")))
    }

    /// A label without text or index prints as `unlabelled`; the rest as generated.
    fn print_attr(attr: Attribute, printer: &mut Printer<'_>) {
        let ctx = printer.context();
        let unlabelled = t::LabelAttr::cast(ctx, attr)
            .is_some_and(|label| label.text(ctx).is_empty() && label.index(ctx).is_none());
        if unlabelled {
            printer.write_str("unlabelled");
            return;
        }
        t::generated_attr_printer(attr, printer);
    }
}

impl t::AddOpHooks for t::AddOp {
    /// `add(x, 0)` becomes `x` (benefit 2).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add(
            FnPattern::new(t::AddOp::NAME, add_zero)
                .with_benefit(2)
                .with_debug_name("add_zero"),
        );
    }

    /// Folds the sum of two constants.
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: t::AddOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let (Some(l), Some(r)) = (adaptor.lhs(), adaptor.rhs()) else {
            return None;
        };
        let (l, r) = (ctx.attr(l).integer_value()?, ctx.attr(r).integer_value()?);
        let ty = Type::int(ctx, 32);
        let sum = (l as i32).wrapping_add(r as i32);
        Some(vec![OpFoldResult::Attribute(Attribute::integer(
            ctx,
            ty,
            i64::from(sum),
        ))])
    }
}

/// The integer value of `v` when a `odstest.constant` defines it.
fn constant_value(ctx: &Context, v: Value) -> Option<i64> {
    let c = t::ConstantOp::cast(ctx, ctx.value(v).defining_op()?)?;
    Some(c.value(ctx))
}

/// Rewrites `add(x, 0)` (the constant on either side, `odstest.add` is commutative) to `x`.
fn add_zero(ctx: &mut Context, op: OpId) -> bool {
    let Some(add) = t::AddOp::cast(ctx, op) else {
        return false;
    };
    let (lhs, rhs) = (add.lhs(ctx), add.rhs(ctx));
    let keep = if constant_value(ctx, rhs) == Some(0) {
        lhs
    } else if constant_value(ctx, lhs) == Some(0) {
        rhs
    } else {
        return false;
    };
    op.replace_with(ctx, &[keep]);
    true
}

impl t::RegionsOpHooks for t::RegionsOp {
    /// At most three extra regions.
    fn verify_regions(self, ctx: &Context) -> Result<(), VerifyError> {
        if self.others(ctx).len() > 3 {
            return Err(VerifyError::op(
                ctx,
                self.op(),
                "has too many other regions",
            ));
        }
        Ok(())
    }
}

impl t::AddUIExtendedLikeOpHooks for t::AddUIExtendedLikeOp {
    /// `%sum, %overflow`, as upstream's `arith.addui_extended` names its results.
    fn get_asm_result_names(self, ctx: &Context) -> Vec<(Value, String)> {
        vec![
            (self.sum(ctx), "sum".to_string()),
            (self.overflow(ctx), "overflow".to_string()),
        ]
    }
}

impl t::HooksOpHooks for t::HooksOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        if ctx.op(self.op()).parent_op().is_none() {
            return Err(VerifyError::op(ctx, self.op(), "must be nested in an op"));
        }
        Ok(())
    }

    /// `odstest.hooks` is idempotent: `hooks(hooks(x))` becomes `hooks(x)`.
    fn canonicalize(self, ctx: &mut Context) -> bool {
        let input = self.input(ctx);
        let Some(inner) = ctx.value(input).defining_op() else {
            return false;
        };
        if t::HooksOp::cast(ctx, inner).is_none() {
            return false;
        }
        self.op().replace_with(ctx, &[input]);
        true
    }

    fn parse(_: &mut OpParser<'_>, _: &mut OperationState) -> PResult<()> {
        Ok(())
    }

    fn print(self, printer: &mut OpPrinter<'_>) {
        printer.write("odstest.hooks");
    }
}

/// `custom<Scaled>($size, "1024i64")`: the size as `quotient` or `quotient rem remainder`
/// in units of the expression's value.
impl t::ScaledTypeHooks for t::ScaledType {
    type ScaledArg1 = i64;

    fn parse_scaled(parser: &mut Parser<'_>, size: &mut Option<i64>, unit: i64) -> PResult<()> {
        let at = parser.span();
        let quotient = parser.parse_integer_i64()?;
        let remainder = if parser.eat_keyword("rem") {
            parser.parse_integer_i64()?
        } else {
            0
        };
        let value = quotient
            .checked_mul(unit)
            .and_then(|v| v.checked_add(remainder))
            .ok_or_else(|| parser.emit_error(at, "scaled size too large"))?;
        *size = Some(value);
        Ok(())
    }

    fn print_scaled(printer: &mut Printer<'_>, size: &i64, unit: i64) {
        printer.write_str(&(size / unit).to_string());
        if size % unit != 0 {
            printer.write_str(&format!(" rem {}", size % unit));
        }
    }
}

impl t::PairTypeHooks for t::PairType {
    /// The first width may not exceed the second.
    fn verify(_ctx: &Context, storage: &t::PairTypeStorage) -> Result<(), String> {
        if storage.first > storage.second {
            return Err(format!(
                "first width {} exceeds second width {}",
                storage.first, storage.second
            ));
        }
        Ok(())
    }
}

/// `#odstest.label<"text">` or `#odstest.label<"text", index>`.
impl t::LabelAttrFormat for t::LabelAttr {
    fn parse(parser: &mut Parser<'_>) -> PResult<Self> {
        parser.expect(TokenKind::Less, "expected '<'")?;
        let text = parser.parse_string("expected the label text")?;
        let index = if parser.eat(TokenKind::Comma) {
            Some(parser.parse_integer_i64()?)
        } else {
            None
        };
        parser.expect(TokenKind::Greater, "expected '>'")?;
        Ok(t::LabelAttr::get(parser.ctx, text, index))
    }

    fn print(storage: &t::LabelAttrStorage, printer: &mut Printer<'_>) {
        printer.write_str("<");
        printer.print_escaped_string(storage.text.as_bytes());
        if let Some(index) = storage.index {
            printer.write_str(&format!(", {index}"));
        }
        printer.write_str(">");
    }
}

impl t::LabelAttrHooks for t::LabelAttr {}

impl b::DialectHooks for b::Dialect {
    /// The golden dialect has no constant op to materialize into.
    fn materialize_constant(
        _: &mut Context,
        _: Attribute,
        _: Type,
        _: ods_runtime::Location,
    ) -> Option<OpId> {
        None
    }

    /// `basic.unit_only` must be a unit attribute.
    fn verify_operation_attribute(
        ctx: &Context,
        op: OpId,
        name: &str,
        value: Attribute,
    ) -> Result<(), VerifyError> {
        if name == "basic.unit_only"
            && !matches!(
                ctx.attr(value).kind(),
                ods_runtime::attributes::AttrKind::Unit
            )
        {
            return Err(VerifyError::op(
                ctx,
                op,
                format!("attribute '{name}' must be a unit attribute"),
            ));
        }
        Ok(())
    }

    /// `basic.index` on an argument must be the argument's position.
    fn verify_region_arg_attribute(
        ctx: &Context,
        op: OpId,
        region: usize,
        arg: usize,
        name: &str,
        value: Attribute,
    ) -> Result<(), VerifyError> {
        check_index(ctx, op, ("argument", region, arg), name, value)
    }

    /// `basic.index` on a result must be the result's position.
    fn verify_region_result_attribute(
        ctx: &Context,
        op: OpId,
        region: usize,
        result: usize,
        name: &str,
        value: Attribute,
    ) -> Result<(), VerifyError> {
        check_index(ctx, op, ("result", region, result), name, value)
    }

    /// A dialect-wide pattern, listed before the ops' own ones.
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add(FnPattern::new(b::AddOp::NAME, |_, _| false).with_debug_name("basic.dialect"));
    }
}

/// `basic.index` = the position `index` of the argument or result (`what`) of `region`.
fn check_index(
    ctx: &Context,
    op: OpId,
    (what, region, index): (&str, usize, usize),
    name: &str,
    value: Attribute,
) -> Result<(), VerifyError> {
    if name == "basic.index" && ctx.attr(value).integer_value() != i64::try_from(index).ok() {
        return Err(VerifyError::op(
            ctx,
            op,
            format!("{what} #{index} of region #{region} has a wrong '{name}'"),
        ));
    }
    Ok(())
}

impl b::AddOpHooks for b::AddOp {
    fn fold(self, _: &mut Context, _: b::AddOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        None
    }

    /// The golden op has no patterns of its own.
    fn canonicalization_patterns(_: &mut RewritePatternSet, _: &Context) {}

    /// The golden op never rewrites.
    fn canonicalize(self, _: &mut Context) -> bool {
        false
    }
}

impl b::CallOpHooks for b::CallOp {
    fn verify(self, _: &Context) -> Result<(), VerifyError> {
        Ok(())
    }
}

mod idioms {
    //! Hooks of `tests/ods/ok/idioms.td`: the builders its spec declares without a body.

    use ods_runtime::ir::{BlockId, OperationState, RegionId, Value};
    use ods_runtime::{Context, Type};

    use crate::goldens::idioms_td::OverflowFlags;
    use crate::goldens::idioms_td::calc as c;

    impl c::ScopeOpHooks for c::ScopeOp {
        /// Result types as given, and the body region with one block when `with_block`.
        fn build_result_types_with_block_state(
            ctx: &mut Context,
            state: &mut OperationState,
            result_types: &[Type],
            with_block: bool,
        ) {
            state.result_types.extend_from_slice(result_types);
            let region = RegionId::create(ctx);
            if with_block {
                let block = BlockId::create(ctx);
                region.append_block(ctx, block);
            }
            state.regions.push(region);
        }
    }

    impl c::AddOpHooks for c::AddOp {
        /// `lhs + rhs` of `lhs`'s type, with the flags, and the scale when given.
        fn build_lhs_rhs_flags_tag_scale_state(
            ctx: &mut Context,
            state: &mut OperationState,
            lhs: Value,
            rhs: Value,
            flags: u32,
            tag: &str,
            scale: Option<i64>,
        ) {
            state.operands.extend([lhs, rhs]);
            let ty = ctx.value(lhs).ty();
            state.result_types.push(ty);
            let flags = OverflowFlags::from_bits(flags)
                .unwrap_or_default()
                .to_attr(ctx);
            let props = c::AddOp::state_properties(state);
            props.overflow_flags = Some(flags);
            props.scale = scale.unwrap_or(1);
            props.dims = tag.bytes().map(i64::from).collect();
        }
    }

    impl c::RangeTypeHooks for c::RangeType {
        /// The range `[0, sizes.len())` named `label`.
        fn build_label_sizes(ctx: &mut Context, label: &str, sizes: &[i64]) -> c::RangeType {
            c::RangeType::get(
                ctx,
                0,
                sizes.len() as i64,
                1,
                label.to_string(),
                sizes.to_vec(),
            )
        }
    }
}

mod interfaces {
    //! Hooks of `tests/ods/ok/interfaces.td`: the interface methods its ops write.

    use ods_runtime::interfaces::call::{CallOpInterface, Callable};
    use ods_runtime::interfaces::control_flow::SuccessorOperands;
    use ods_runtime::interfaces::int_range::ConstantIntRanges;
    use ods_runtime::interfaces::int_range::infer::ext_si_range;
    use ods_runtime::interfaces::region_kind::RegionKind;
    use ods_runtime::interfaces::side_effects::{EffectInstance, MemoryEffect, Speculatability};
    use ods_runtime::ir::{RegionId, Value};
    use ods_runtime::verify::VerifyError;
    use ods_runtime::{Context, Type};

    use crate::goldens::interfaces_td::geo as g;

    impl g::SquareOpHooks for g::SquareOp {
        /// `side * side`.
        fn get_area(self, ctx: &Context) -> i64 {
            self.side(ctx) * self.side(ctx)
        }

        /// A square has four sides (replacing the interface's default of 0).
        fn get_num_sides(self, _: &Context) -> u32 {
            4
        }

        fn scale(self, ctx: &mut Context, factor: i64) {
            let side = self.side(ctx);
            self.set_side(ctx, side * factor);
        }

        fn get_side_lengths(self, ctx: &Context) -> Vec<i64> {
            vec![self.side(ctx); 4]
        }
    }

    impl g::PictureOpHooks for g::PictureOp {
        /// Its `frame`: `Framed`'s `getWidth`.
        fn framed_get_width(self, ctx: &Context) -> i64 {
            self.frame(ctx)
        }

        /// Its `mat`: `Matted`'s `getWidth`.
        fn matted_get_width(self, ctx: &Context) -> i64 {
            self.mat(ctx)
        }
    }

    impl g::EraseOpHooks for g::EraseOp {
        /// Frees its operand.
        fn get_effects(self, ctx: &Context) -> Vec<EffectInstance> {
            vec![EffectInstance::new(
                MemoryEffect::Free,
                Some(self.shape(ctx)),
            )]
        }

        /// Never speculated.
        fn get_speculatability(self, _: &Context) -> Speculatability {
            Speculatability::NotSpeculatable
        }
    }

    impl g::ShapeDefOpHooks for g::ShapeDefOp {
        fn get_callable_region(self, ctx: &Context) -> Option<RegionId> {
            let body = self.body(ctx);
            (!ctx.region(body).blocks().is_empty()).then_some(body)
        }

        /// The entry block's argument types.
        fn get_argument_types(self, ctx: &Context) -> Vec<Type> {
            let body = self.body(ctx);
            ctx.region(body)
                .blocks()
                .first()
                .map(|&b| {
                    ctx.block(b)
                        .arguments()
                        .iter()
                        .map(|&v| ctx.value(v).ty())
                        .collect()
                })
                .unwrap_or_default()
        }

        fn get_result_types(self, _: &Context) -> Vec<Type> {
            Vec::new()
        }
    }

    impl g::CallOpHooks for g::CallOp {
        fn get_callable_for_callee(self, ctx: &Context) -> Callable {
            Callable::Symbol(
                self.callee_attr(ctx)
                    .expect("a verified geo.call has its callee"),
            )
        }

        fn set_callee_from_callable(self, ctx: &mut Context, callee: Callable) {
            if let Callable::Symbol(sym) = callee {
                self.set_callee_attr(ctx, Some(sym));
            }
        }

        fn get_arg_operands(self, ctx: &Context) -> Vec<Value> {
            self.args(ctx)
        }

        /// The callee names a `geo.shape_def` (as `func.call` checks for a `func.func`).
        fn verify_symbol_uses(self, ctx: &Context) -> Result<(), VerifyError> {
            let callee = self.callee(ctx);
            let target =
                CallOpInterface::cast(ctx, self.op()).and_then(|c| c.resolve_callable(ctx));
            if target.is_some_and(|t| g::ShapeDefOp::cast(ctx, t).is_some()) {
                Ok(())
            } else {
                Err(VerifyError::op(
                    ctx,
                    self.op(),
                    format!("'{callee}' does not reference a valid shape"),
                ))
            }
        }
    }

    impl g::JumpOpHooks for g::JumpOp {
        /// Every operand goes to the one successor.
        fn get_successor_operands(self, ctx: &Context, _: u32) -> SuccessorOperands {
            SuccessorOperands::forwarded(self.operands(ctx))
        }
    }

    impl g::WidenOpHooks for g::WidenOp {
        /// One integer to a strictly wider one.
        fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
            match (inputs, outputs) {
                ([from], [to]) => {
                    match (
                        ctx.ty(*from).int_or_float_width(),
                        ctx.ty(*to).int_or_float_width(),
                    ) {
                        (Some(a), Some(b)) => a < b,
                        _ => false,
                    }
                }
                _ => false,
            }
        }

        /// Sign extension, as `arith.extsi` infers it.
        fn infer_result_ranges(
            self,
            ctx: &Context,
            arg_ranges: &[ConstantIntRanges],
            set_result_ranges: &mut dyn FnMut(Value, ConstantIntRanges),
        ) {
            let output = self.output(ctx);
            let width = ConstantIntRanges::storage_bitwidth(ctx, ctx.value(output).ty());
            set_result_ranges(output, ext_si_range(&arg_ranges[0], width));
        }
    }

    impl g::GraphOpHooks for g::GraphOp {
        fn get_region_kind(_: &Context, _: u32) -> RegionKind {
            RegionKind::Graph
        }
    }

    impl g::CircleOpHooks for g::CircleOp {
        /// `3 * r * |r|`, in whole units: a negative radius gives a negative area, which
        /// the interface verifier rejects.
        fn get_area(self, ctx: &Context) -> i64 {
            3 * self.radius(ctx) * self.radius(ctx).abs()
        }

        fn scale(self, ctx: &mut Context, factor: i64) {
            let radius = self.radius(ctx);
            self.set_radius(ctx, radius * factor);
        }
    }
}

mod def_interfaces {
    //! Hooks of `tests/ods/ok/def_interfaces.td`: the interface methods its types and
    //! attributes write.

    use ods_runtime::Context;

    use crate::goldens::def_interfaces_td::units as u;

    impl u::FixedTypeHooks for u::FixedType {
        /// The width parameter.
        fn get_bits(self, ctx: &Context) -> u32 {
            *self.width(ctx)
        }
    }

    impl u::BytesTypeHooks for u::BytesType {
        /// Eight bits per byte.
        fn get_bits(self, ctx: &Context) -> u32 {
            *self.count(ctx) * 8
        }

        /// Bytes are aligned to whole bytes: to 8 bits and its divisors, whatever their
        /// count; replaces the default.
        fn is_aligned_to(self, _: &Context, align: u32) -> bool {
            align != 0 && 8 % align == 0
        }
    }

    impl u::BitsAttrHooks for u::BitsAttr {
        /// An integer type `width` bits wide.
        fn get_type(ctx: &Context, storage: &u::BitsAttrStorage) -> ods_runtime::Type {
            ods_runtime::Type::int(ctx, storage.width)
        }
    }

    impl u::MetersAttrHooks for u::MetersAttr {
        fn get_symbol(self, _: &Context) -> String {
            "m".to_string()
        }
    }

    impl u::MarkAttrHooks for u::MarkAttr {
        fn get_symbol(self, _: &Context) -> String {
            "mark".to_string()
        }

        /// Always 1; replaces the default of 0.
        fn get_magnitude(self, _: &Context) -> i64 {
            1
        }
    }
}

mod region_branch {
    use ods_runtime::Context;
    use ods_runtime::interfaces::control_flow::{RegionBranchPoint, RegionSuccessor};
    use ods_runtime::ir::{OpId, RegionId, Value};

    use crate::odstest as t;

    impl t::ParallelInsertOpHooks for t::ParallelInsertOp {
        /// The shared output it combines into.
        fn get_updated_destinations(self, ctx: &Context) -> Vec<Value> {
            vec![self.dest(ctx)]
        }

        /// The loop of the terminator holding it.
        fn get_iterating_parent(self, ctx: &Context) -> Option<OpId> {
            ctx.op(self.op())
                .parent_op()
                .and_then(|terminator| ctx.op(terminator).parent_op())
        }
    }

    impl t::InferPairOpHooks for t::InferPairOp {
        /// The operands' types, swapped.
        fn infer_return_types(
            ctx: &Context,
            _loc: ods_runtime::Location,
            operands: &[Value],
            _regions: &[RegionId],
        ) -> Option<Vec<ods_runtime::Type>> {
            let [lhs, rhs] = operands else {
                return None;
            };
            Some(vec![ctx.value(*rhs).ty(), ctx.value(*lhs).ty()])
        }
    }

    impl t::RegionIfOpHooks for t::RegionIfOp {
        /// As `scf.if`: from the op into either region (the else region only when it has a
        /// block), and from each region back to the results.
        fn get_successor_regions(
            self,
            ctx: &Context,
            point: RegionBranchPoint,
        ) -> Vec<RegionSuccessor> {
            let results: Vec<Value> = ctx.op(self.op()).results().collect();
            if point != RegionBranchPoint::Parent {
                return vec![RegionSuccessor::parent(results)];
            }
            let regions = ctx.op(self.op()).regions();
            let mut out = vec![RegionSuccessor::region(regions[0], Vec::new())];
            if ctx.region(regions[1]).blocks().is_empty() {
                out.push(RegionSuccessor::parent(results));
            } else {
                out.push(RegionSuccessor::region(regions[1], Vec::new()));
            }
            out
        }

        /// The types the then region yields.
        fn infer_return_types(
            ctx: &Context,
            _loc: ods_runtime::Location,
            _operands: &[Value],
            regions: &[RegionId],
        ) -> Option<Vec<ods_runtime::Type>> {
            let block = *ctx.region(*regions.first()?).blocks().first()?;
            let yield_op = ctx.block(block).last_op()?;
            Some(
                ctx.op(yield_op)
                    .operands()
                    .map(|v| ctx.value(v).ty())
                    .collect(),
            )
        }
    }

    impl t::RegionLoopOpHooks for t::RegionLoopOp {
        fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId> {
            ctx.op(self.op()).regions().to_vec()
        }

        fn get_inits_mutable(self, ctx: &Context) -> Vec<Value> {
            ctx.op(self.op()).operands().collect()
        }

        fn get_region_iter_args(self, ctx: &Context) -> Vec<Value> {
            let body = ctx.op(self.op()).regions()[0];
            ctx.region(body)
                .blocks()
                .first()
                .map(|&b| ctx.block(b).arguments().to_vec())
                .unwrap_or_default()
        }

        fn get_yielded_values_mutable(self, ctx: &Context) -> Option<Vec<Value>> {
            let body = ctx.op(self.op()).regions()[0];
            let block = *ctx.region(body).blocks().first()?;
            let term = ctx.block(block).last_op()?;
            Some(ctx.op(term).operands().collect())
        }

        fn get_loop_results(self, ctx: &Context) -> Option<Vec<Value>> {
            Some(ctx.op(self.op()).results().collect())
        }
    }
}

mod library_interfaces {
    //! Hooks of `tests/ods/ok/library_interfaces.td`: the methods its ops write for the
    //! runtime's view and shape interfaces.

    use ods_runtime::builder::OpBuilder;
    use ods_runtime::interfaces::data_layout::DataLayout;
    use ods_runtime::interfaces::indexing_map::IndexingMapOpInterface;
    use ods_runtime::interfaces::int_range::IntegerValueRange;
    use ods_runtime::interfaces::mem_op::MemorySpaceCastOpInterface;
    use ods_runtime::interfaces::memory_slot::{
        DeletionKind, MemorySlot, PromotableAllocationOpInterface,
    };
    use ods_runtime::interfaces::strided_metadata::StridedMetadataRange;
    use ods_runtime::interfaces::subset::HyperrectangularSlice;
    use ods_runtime::interfaces::tiling::{IteratorType, Range, TilePosition, TilingResult};
    use ods_runtime::interfaces::view_like::constant_int_value;
    use ods_runtime::ir::{OpOperandRef, Value};
    use ods_runtime::op_error::VerifyError;
    use ods_runtime::ptr_like::PtrLikeTypeInterface;
    use ods_runtime::registry::OpFoldResult;
    use ods_runtime::types::DYNAMIC;
    use ods_runtime::{Context, Location};

    use crate::goldens::library_interfaces_td::lib as l;

    impl l::SubviewOpHooks for l::SubviewOp {
        fn get_view_source(self, ctx: &Context) -> Value {
            self.source(ctx)
        }

        /// The source comes first.
        fn get_offset_size_and_stride_start_operand_index(_: &Context) -> u32 {
            1
        }

        /// One offset, size and stride per dimension of the source.
        fn get_array_attr_max_ranks(self, ctx: &Context) -> [u32; 3] {
            let rank = ctx
                .ty(ctx.value(self.source(ctx)).ty())
                .rank()
                .and_then(|r| u32::try_from(r).ok())
                .unwrap_or(0);
            [rank; 3]
        }
    }

    impl l::DimOpHooks for l::DimOp {
        fn get_shaped_value(self, ctx: &Context) -> Value {
            self.source(ctx)
        }

        fn get_dimension(self, ctx: &Context) -> OpFoldResult {
            OpFoldResult::Value(self.index(ctx))
        }
    }

    impl l::EmptyOpHooks for l::EmptyOp {
        /// The static sizes of the result type as index attributes, its dynamic sizes as
        /// the op's operands, in order.
        fn reify_result_shapes(self, b: &mut OpBuilder<'_>) -> Option<Vec<Vec<OpFoldResult>>> {
            let ctx = b.ctx();
            let ty = ctx.value(self.result(ctx)).ty();
            let shape = ctx.ty(ty).shape()?.to_vec();
            let mut dynamic = self.dynamic_sizes(ctx).into_iter();
            let index = ods_runtime::Type::index(ctx);
            let mut dims = Vec::new();
            for size in shape {
                dims.push(if size == DYNAMIC {
                    OpFoldResult::Value(dynamic.next()?)
                } else {
                    OpFoldResult::Attribute(ods_runtime::Attribute::integer(ctx, index, size))
                });
            }
            Some(vec![dims])
        }
    }

    /// The one-dimensional, unit-stride slice `[offset, offset + size)`.
    fn slice_1d(ctx: &Context, offset: i64, size: i64) -> HyperrectangularSlice {
        let index = ods_runtime::Type::index(ctx);
        let c = |v| OpFoldResult::Attribute(ods_runtime::Attribute::integer(ctx, index, v));
        HyperrectangularSlice {
            offsets: vec![c(offset)],
            sizes: vec![c(size)],
            strides: vec![c(1)],
        }
    }

    impl l::ExtractOpHooks for l::ExtractOp {
        fn get_accessed_hyperrectangular_slice(
            self,
            ctx: &Context,
        ) -> Option<HyperrectangularSlice> {
            Some(slice_1d(ctx, self.offset(ctx), self.size(ctx)))
        }

        fn get_source_operand(self, ctx: &Context) -> Value {
            self.source(ctx)
        }
    }

    impl l::InsertOpHooks for l::InsertOp {
        fn get_accessed_hyperrectangular_slice(
            self,
            ctx: &Context,
        ) -> Option<HyperrectangularSlice> {
            Some(slice_1d(ctx, self.offset(ctx), self.size(ctx)))
        }

        fn get_source_operand(self, ctx: &Context) -> Value {
            self.source(ctx)
        }

        fn get_destination_operand(self, ctx: &Context) -> Value {
            self.dest(ctx)
        }

        /// A `lib.extract` of the same slice of the destination, at the builder's point.
        fn build_subset_extraction(self, b: &mut OpBuilder<'_>, loc: Location) -> Value {
            let ctx = b.ctx();
            let (dest, source) = (self.dest(ctx), self.source(ctx));
            let ty = ctx.value(source).ty();
            let i64_ty = ods_runtime::Type::int(ctx, 64);
            let offset = ods_runtime::Attribute::integer(ctx, i64_ty, self.offset(ctx));
            let size = ods_runtime::Attribute::integer(ctx, i64_ty, self.size(ctx));
            let extract = l::ExtractOp::build(ctx, loc, ty, dest, offset, size);
            b.insert(extract.op());
            b.ctx().op(extract.op()).result(0)
        }

        fn get_values_needed_to_build_subset_extraction(self, ctx: &Context) -> Vec<Value> {
            vec![self.dest(ctx)]
        }
    }

    impl l::GenericOpHooks for l::GenericOp {
        fn get_indexing_maps(self, ctx: &Context) -> ods_runtime::Attribute {
            self.indexing_maps_attr(ctx)
                .unwrap_or_else(|| ods_runtime::Attribute::array(ctx, &[]))
        }

        /// Upstream's indexing-map checks, as Linalg's verifier calls them.
        fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
            match IndexingMapOpInterface::cast(ctx, self.op()) {
                Some(iface) => iface.verify_impl(ctx),
                None => Ok(()),
            }
        }
    }

    impl l::ScaleOpHooks for l::ScaleOp {
        fn get_loop_iterator_types(self, ctx: &Context) -> Vec<IteratorType> {
            let rank = ctx.ty(ctx.value(self.input(ctx)).ty()).rank().unwrap_or(0);
            vec![IteratorType::Parallel; rank]
        }

        /// One loop per static dimension of the input, from 0 by 1 (none when a size is
        /// dynamic: the test op builds no `dim`).
        fn get_iteration_domain(self, b: &mut OpBuilder<'_>) -> Vec<Range> {
            let ctx = b.ctx();
            let shape = ctx
                .ty(ctx.value(self.input(ctx)).ty())
                .shape()
                .unwrap_or_default()
                .to_vec();
            if shape.contains(&DYNAMIC) {
                return Vec::new();
            }
            let index = ods_runtime::Type::index(ctx);
            let c = |v| OpFoldResult::Attribute(ods_runtime::Attribute::integer(ctx, index, v));
            shape
                .into_iter()
                .map(|size| Range {
                    offset: c(0),
                    size: c(size),
                    stride: c(1),
                })
                .collect()
        }

        /// A `lib.extract` of the tile of the input and a `lib.scale` of it (constant
        /// one-dimensional tiles only).
        fn get_tiled_implementation(
            self,
            b: &mut OpBuilder<'_>,
            offsets: &[OpFoldResult],
            sizes: &[OpFoldResult],
        ) -> Option<TilingResult> {
            let ctx = b.ctx();
            let ([offset], [size]) = (offsets, sizes) else {
                return None;
            };
            let (offset, size) = (
                constant_int_value(ctx, *offset)?,
                constant_int_value(ctx, *size)?,
            );
            let input = self.input(ctx);
            let elem = ctx.ty(ctx.value(input).ty()).element_type()?;
            let tile_ty = ods_runtime::Type::ranked_tensor(ctx, &[size], elem);
            let loc = ctx.op(self.op()).loc();
            let i64_ty = ods_runtime::Type::int(ctx, 64);
            let (offset, size) = (
                ods_runtime::Attribute::integer(ctx, i64_ty, offset),
                ods_runtime::Attribute::integer(ctx, i64_ty, size),
            );
            let slice = l::ExtractOp::build(ctx, loc, tile_ty, input, offset, size);
            b.insert(slice.op());
            let tile = b.ctx().op(slice.op()).result(0);
            let tiled = l::ScaleOp::build(b.ctx(), loc, tile_ty, tile);
            b.insert(tiled.op());
            Some(TilingResult {
                tiled_ops: vec![tiled.op()],
                tiled_values: vec![b.ctx().op(tiled.op()).result(0)],
                generated_slices: vec![slice.op()],
            })
        }

        /// The result tile is the iteration space tile.
        fn get_result_tile_position(
            self,
            _: &mut OpBuilder<'_>,
            result_number: u32,
            offsets: &[OpFoldResult],
            sizes: &[OpFoldResult],
        ) -> Option<TilePosition> {
            (result_number == 0).then(|| TilePosition {
                offsets: offsets.to_vec(),
                sizes: sizes.to_vec(),
            })
        }
    }

    impl l::AllocaOpHooks for l::AllocaOp {
        /// The one slot: the result, holding a value of its element type.
        fn get_promotable_slots(self, ctx: &Context) -> Vec<MemorySlot> {
            let ptr = self.result(ctx);
            ctx.ty(ctx.value(ptr).ty())
                .element_type()
                .map(|elem_type| MemorySlot { ptr, elem_type })
                .into_iter()
                .collect()
        }

        /// A `lib.undef` of the slot's type.
        fn get_default_value(self, b: &mut OpBuilder<'_>, slot: &MemorySlot) -> Value {
            let loc = b.ctx().op(self.op()).loc();
            let undef = l::UndefOp::build(b.ctx(), loc, slot.elem_type);
            b.insert(undef.op());
            b.ctx().op(undef.op()).result(0)
        }

        fn handle_block_argument(self, _: &mut OpBuilder<'_>, _: &MemorySlot, _: Value) {}

        fn handle_promotion_complete(
            self,
            _: &mut OpBuilder<'_>,
            _: &MemorySlot,
            _: Option<Value>,
        ) -> Option<PromotableAllocationOpInterface> {
            None
        }
    }

    impl l::SlotLoadOpHooks for l::SlotLoadOp {
        fn loads_from(self, ctx: &Context, slot: &MemorySlot) -> bool {
            self.slot(ctx) == slot.ptr
        }

        fn stores_to(self, _: &Context, _: &MemorySlot) -> bool {
            false
        }

        fn get_stored(
            self,
            _: &mut OpBuilder<'_>,
            _: &MemorySlot,
            reaching_def: Value,
            _: &DataLayout,
        ) -> Value {
            reaching_def
        }

        /// Removable when the only blocking use is the load's own slot operand, and the
        /// slot holds the loaded type.
        fn can_uses_be_removed(
            self,
            ctx: &Context,
            slot: &MemorySlot,
            blocking_uses: &[OpOperandRef],
            _: &mut Vec<OpOperandRef>,
            _: &DataLayout,
        ) -> bool {
            let own = OpOperandRef {
                op: self.op(),
                index: 0,
            };
            blocking_uses == [own] && ctx.value(self.result(ctx)).ty() == slot.elem_type
        }

        /// Uses of the load become uses of the value reaching it; the load is deleted.
        fn remove_blocking_uses(
            self,
            b: &mut OpBuilder<'_>,
            _: &MemorySlot,
            _: &[OpOperandRef],
            reaching_definition: Value,
            _: &DataLayout,
        ) -> DeletionKind {
            let result = self.result(b.ctx());
            result.replace_all_uses_with(b.ctx(), reaching_definition);
            DeletionKind::Delete
        }
    }

    impl l::ReinterpretOpHooks for l::ReinterpretOp {
        /// The result has the source's metadata.
        fn infer_strided_metadata_ranges(
            self,
            ctx: &Context,
            operands: &[StridedMetadataRange],
            _: &dyn Fn(Value) -> IntegerValueRange,
            set_metadata: &mut dyn FnMut(Value, &StridedMetadataRange),
            _: i32,
        ) {
            if let Some(source) = operands.first() {
                set_metadata(self.result(ctx), source);
            }
        }
    }

    impl l::PtrTypeHooks for l::PtrType {
        /// The space number as an `i64` attribute; space 0 is the default.
        fn get_memory_space(self, ctx: &Context) -> Option<ods_runtime::Attribute> {
            let space = *self.space(ctx);
            (space != 0).then(|| {
                ods_runtime::Attribute::integer(
                    ctx,
                    ods_runtime::Type::int(ctx, 64),
                    i64::from(space),
                )
            })
        }

        fn get_element_type(self, _: &Context) -> Option<ods_runtime::Type> {
            None
        }

        fn has_ptr_metadata(self, _: &Context) -> bool {
            false
        }

        /// A pointer into the space an integer attribute names; none for an element type.
        fn clone_ptr_with(
            self,
            ctx: &Context,
            memory_space: Option<ods_runtime::Attribute>,
            element_type: Option<ods_runtime::Type>,
        ) -> Option<PtrLikeTypeInterface> {
            if element_type.is_some() {
                return None;
            }
            let space = match memory_space {
                Some(attr) => u32::try_from(ctx.attr(attr).integer_value()?).ok()?,
                None => 0,
            };
            PtrLikeTypeInterface::cast(ctx, l::PtrType::get(ctx, space).into())
        }
    }

    impl l::SpaceCastOpHooks for l::SpaceCastOp {
        fn get_source_ptr(self, ctx: &Context) -> Value {
            self.source(ctx)
        }

        fn get_target_ptr(self, ctx: &Context) -> Value {
            self.result(ctx)
        }

        /// Any cast between two spaces of the same kind of pointer.
        fn is_valid_memory_space_cast(
            self,
            ctx: &Context,
            tgt: PtrLikeTypeInterface,
            src: PtrLikeTypeInterface,
        ) -> bool {
            tgt.get_memory_space(ctx) != src.get_memory_space(ctx)
        }

        fn clone_memory_space_cast_op(
            self,
            b: &mut OpBuilder<'_>,
            tgt: PtrLikeTypeInterface,
            src: Value,
        ) -> Option<MemorySpaceCastOpInterface> {
            let loc = b.ctx().op(self.op()).loc();
            let cast = l::SpaceCastOp::build(b.ctx(), loc, tgt.ty(), src);
            b.insert(cast.op());
            MemorySpaceCastOpInterface::cast(b.ctx(), cast.op())
        }

        fn is_source_promotable(self, _: &Context) -> bool {
            true
        }
    }

    impl l::PairTypeHooks for l::PairType {
        /// Index 0 holds the first type, index 1 the second (`i32` index attributes).
        fn get_subelement_index_map(
            self,
            ctx: &Context,
        ) -> Option<Vec<(ods_runtime::Attribute, ods_runtime::Type)>> {
            let i32_ty = ods_runtime::Type::int(ctx, 32);
            Some(vec![
                (
                    ods_runtime::Attribute::integer(ctx, i32_ty, 0),
                    *self.first(ctx),
                ),
                (
                    ods_runtime::Attribute::integer(ctx, i32_ty, 1),
                    *self.second(ctx),
                ),
            ])
        }

        fn get_type_at_index(
            self,
            ctx: &Context,
            index: ods_runtime::Attribute,
        ) -> Option<ods_runtime::Type> {
            match ctx.attr(index).integer_value()? {
                0 => Some(*self.first(ctx)),
                1 => Some(*self.second(ctx)),
                _ => None,
            }
        }
    }
}
