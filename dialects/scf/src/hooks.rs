//! The hand-written parts of the scf dialect, written after upstream's `SCF.cpp`: the custom
//! forms of the region-bearing ops, their verifiers, the region-branch and loop interface
//! methods, and the builders the spec declares without a body.

use ods_runtime::Context;
use ods_runtime::asm::lexer::TokenKind;
use ods_runtime::asm::op_parser::{OpParser, RegionArgument, UnresolvedOperand};
use ods_runtime::asm::op_printer::OpPrinter;
use ods_runtime::asm::parser::{PResult, invalid_type_kind};
use ods_runtime::asm::printer::quoted_type;
use ods_runtime::attributes::AttrKind;
use ods_runtime::builder::OpBuilder;
use ods_runtime::interfaces::control_flow::{InvocationBounds, RegionBranchPoint, RegionSuccessor};
use ods_runtime::interfaces::loop_like::LoopLikeOpInterface;
use ods_runtime::interfaces::parallel_combining::ParallelCombiningOpInterface;
use ods_runtime::interfaces::region_kind::RegionKind;
use ods_runtime::interfaces::side_effects::Speculatability;
use ods_runtime::ir::{BlockId, OpId, OperationState, RegionId, Value, ValueDef};
use ods_runtime::region_branch_canon::populate_region_branch_op_interface_canonicalization_patterns;
use ods_runtime::registry::OpFoldResult;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::traits::ensure_region_terminator;
use ods_runtime::types::{Identifier, TypeClass, TypeKind};
use ods_runtime::verify::VerifyError;
use ods_runtime::{Attribute, Location, Type};

use crate::canonicalize_branches::{
    EXECUTE_REGION_PATTERNS, IF_PATTERNS, INDEX_SWITCH_PATTERNS, add_patterns,
};
use crate::{canonicalize_loops, scf};

// ----- helpers --------------------------------------------------------------------------

/// The entry block of `region`, if it has one.
pub(crate) fn entry(ctx: &Context, region: RegionId) -> Option<BlockId> {
    ctx.region(region).blocks().first().copied()
}

/// The last operation of the entry block of `region` (its terminator once verified).
pub(crate) fn terminator(ctx: &Context, region: RegionId) -> Option<OpId> {
    ctx.block(entry(ctx, region)?).last_op()
}

/// The arguments of the entry block of `region` (none when it has no block).
pub(crate) fn entry_args(ctx: &Context, region: RegionId) -> Vec<Value> {
    entry(ctx, region)
        .map(|b| ctx.block(b).arguments().to_vec())
        .unwrap_or_default()
}

pub(crate) fn results(ctx: &Context, op: OpId) -> Vec<Value> {
    ctx.op(op).results().collect()
}

/// The integer a constant-like op defining `v` holds (MLIR's `getConstantIntValue`).
pub(crate) fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let ValueDef::OpResult { op, .. } = ctx.value(v).def() else {
        return None;
    };
    if !ctx.op(op).has_trait::<ods_runtime::traits::ConstantLike>() {
        return None;
    }
    match ctx.attr(ctx.op(op).attr("value")?).kind() {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The truth of the first operand when it is a known integer constant (`operands` holds
/// the constant value of each operand, as the region-branch queries get them).
fn known_condition(ctx: &Context, operands: &[Option<Attribute>]) -> Option<bool> {
    let attr = operands.first().copied().flatten()?;
    match ctx.attr(attr).kind() {
        AttrKind::Integer { value, .. } => Some(!value.is_zero()),
        _ => None,
    }
}

/// The values of dense `i64` array attribute `name` of `op` (none when absent).
pub(crate) fn dense_i64s(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    ctx.op(op)
        .inherent_attr(name)
        .and_then(|a| ctx.attr(a).dense_i64_values())
        .unwrap_or_default()
}

/// `values` as fold results.
fn fold_values(values: &[Value]) -> Vec<OpFoldResult> {
    values.iter().map(|&v| OpFoldResult::Value(v)).collect()
}

/// MLIR's `verifyAndGetTerminator`: the terminator of `region` when it is an op `name`,
/// else the error `message` (with a note at the terminator found).
fn expect_terminator(
    ctx: &Context,
    op: OpId,
    region: RegionId,
    name: &str,
    message: &str,
) -> Result<OpId, VerifyError> {
    let term = terminator(ctx, region);
    if let Some(t) = term {
        if ctx.op_name(ctx.op(t).name()).as_str() == name {
            return Ok(t);
        }
    }
    let err = VerifyError::op(ctx, op, message);
    Err(match term {
        Some(t) => err.with_note(ctx.op(t).loc(), "terminator here"),
        None => err,
    })
}

/// ` -> type` or ` -> (types)` when there are any (MLIR's `printOptionalArrowTypeList`).
fn print_optional_arrow_types(p: &mut OpPrinter<'_>, types: &[Type]) {
    if types.is_empty() {
        return;
    }
    p.write(" -> ");
    let single =
        types.len() == 1 && !matches!(p.context().ty(types[0]).kind(), TypeKind::Function { .. });
    if !single {
        p.write("(");
    }
    print_types(p, types);
    if !single {
        p.write(")");
    }
}

fn print_types(p: &mut OpPrinter<'_>, types: &[Type]) {
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(t);
    }
}

fn print_values(p: &mut OpPrinter<'_>, values: &[Value]) {
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(v);
    }
}

/// `-> type` or `-> (types)` if present (MLIR's `parseOptionalArrowTypeList`).
fn parse_optional_arrow_types(parser: &mut OpParser<'_>) -> PResult<Vec<Type>> {
    if parser.p.eat(TokenKind::Arrow) {
        return parser.p.parse_function_result_types();
    }
    Ok(Vec::new())
}

/// `prefix(%arg = %init, ...)` (MLIR's `printInitializationList`), nothing without values.
fn print_initialization_list(p: &mut OpPrinter<'_>, args: &[Value], inits: &[Value], prefix: &str) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(a);
        p.write(" = ");
        p.print_value(v);
    }
    p.write(")");
}

/// `(%arg = %init, ...)` (MLIR's `parseAssignmentList`), the `(` already seen.
fn parse_assignment_list(
    parser: &mut OpParser<'_>,
) -> PResult<Vec<(UnresolvedOperand, UnresolvedOperand)>> {
    parser.p.expect(TokenKind::LParen, "expected '('")?;
    let mut out = Vec::new();
    if parser.p.eat(TokenKind::RParen) {
        return Ok(out);
    }
    loop {
        let arg = parser.parse_ssa_use(false)?;
        parser.p.expect(TokenKind::Equal, "expected '='")?;
        let init = parser.parse_ssa_use(true)?;
        out.push((arg, init));
        if !parser.p.eat(TokenKind::Comma) {
            break;
        }
    }
    parser.p.expect(TokenKind::RParen, "expected ')'")?;
    Ok(out)
}

/// `{...}` if present: the attribute dictionary entries.
fn parse_optional_attr_dict(parser: &mut OpParser<'_>) -> PResult<Vec<(Identifier, Attribute)>> {
    if parser.p.at(TokenKind::LBrace) {
        return parser.p.parse_attribute_dict_entries();
    }
    Ok(Vec::new())
}

fn region_arg(name: UnresolvedOperand, ty: Type) -> RegionArgument {
    RegionArgument {
        name,
        ty,
        loc: None,
    }
}

/// Resolves `operands` with `types`, as MLIR's `resolveOperands` (counts checked by the
/// caller).
fn resolve_all(
    parser: &mut OpParser<'_>,
    operands: &[UnresolvedOperand],
    ty: impl Fn(usize) -> Type,
) -> PResult<Vec<Value>> {
    let mut out = Vec::new();
    for (i, o) in operands.iter().enumerate() {
        out.push(parser.resolve_operand(o, ty(i))?);
    }
    Ok(out)
}

/// An empty region for a builder.
fn new_region(ctx: &mut Context) -> RegionId {
    RegionId::create(ctx)
}

/// A region with one block taking `args` (located at `loc`), returning the block.
fn region_with_block(ctx: &mut Context, args: &[Type], loc: Location) -> (RegionId, BlockId) {
    let region = RegionId::create(ctx);
    let block = BlockId::create(ctx);
    region.append_block(ctx, block);
    for &t in args {
        block.add_argument(ctx, t, loc);
    }
    (region, block)
}

// ----- scf.condition ------------------------------------------------------------------

impl scf::ConditionOpHooks for scf::ConditionOp {
    /// The values after the condition, to either successor.
    fn get_mutable_successor_operands(self, ctx: &Context, _: &RegionSuccessor) -> Vec<Value> {
        ctx.op(self.op()).operands().skip(1).collect()
    }

    /// To the `after` region (when the condition may hold) or out of the loop (when it may
    /// not), forwarding the values after the condition.
    fn get_successor_regions(
        self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let Some(while_op) = ctx.op(self.op()).parent_op() else {
            return Vec::new();
        };
        let cond = known_condition(ctx, operands);
        let after = ctx.op(while_op).regions()[1];
        let mut out = Vec::new();
        if cond != Some(false) {
            out.push(RegionSuccessor::region_with_entry_args(ctx, after));
        }
        if cond != Some(true) {
            out.push(RegionSuccessor::parent(results(ctx, while_op)));
        }
        out
    }
}

// ----- scf.if --------------------------------------------------------------------------

impl scf::IfOpHooks for scf::IfOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        if ctx.op(op).num_results() != 0 && ctx.region(ctx.op(op).regions()[1]).blocks().is_empty()
        {
            return Err(VerifyError::op(
                ctx,
                op,
                "must have an else block if defining values",
            ));
        }
        Ok(())
    }

    /// `if (!cond) A else B` with the negation an `arith.xori` with true: swaps the
    /// branches (upstream's `IfOp::fold`).
    fn fold(self, ctx: &mut Context, _: scf::IfOpFoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        let op = self.op();
        let regions = ctx.op(op).regions().to_vec();
        if ctx.region(regions[1]).blocks().is_empty() {
            return None;
        }
        let cond = ctx.op(op).operand(0);
        let xor = ctx.value(cond).defining_op()?;
        if ctx.op_name(ctx.op(xor).name()).as_str() != "arith.xori" {
            return None;
        }
        if constant_int(ctx, ctx.op(xor).operand(1)) != Some(-1)
            && constant_int(ctx, ctx.op(xor).operand(1)) != Some(1)
        {
            return None;
        }
        let negated = ctx.op(xor).operand(0);
        op.set_operand(ctx, 0, negated);
        // Swap the bodies: the else blocks move to the then region and back.
        let then_blocks = ctx.region(regions[0]).blocks().to_vec();
        let else_blocks = ctx.region(regions[1]).blocks().to_vec();
        for &b in then_blocks.iter().chain(&else_blocks) {
            b.remove(ctx);
        }
        for b in else_blocks {
            regions[0].append_block(ctx, b);
        }
        for b in then_blocks {
            regions[1].append_block(ctx, b);
        }
        Some(Vec::new())
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        add_patterns(patterns, scf::IfOp::NAME, IF_PATTERNS);
        populate_region_branch_op_interface_canonicalization_patterns(patterns, scf::IfOp::NAME);
    }

    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let cond = parser.parse_ssa_use(true)?;
        let i1 = Type::int(parser.ctx(), 1);
        let cond = parser.resolve_operand(&cond, i1)?;
        state.operands.push(cond);
        state.result_types = parse_optional_arrow_types(parser)?;
        let loc = state.loc;
        let then_region = parser.parse_region(false)?;
        ensure_region_terminator(parser.ctx(), then_region, "scf.yield", loc);
        let else_region = if parser.p.eat_keyword("else") {
            let r = parser.parse_region(false)?;
            ensure_region_terminator(parser.ctx(), r, "scf.yield", loc);
            r
        } else {
            RegionId::create(parser.ctx())
        };
        state.regions = vec![then_region, else_region];
        let attrs = parse_optional_attr_dict(parser)?;
        parser.set_attr_dict(state, attrs)
    }

    fn print(self, p: &mut OpPrinter<'_>) {
        p.print_op_name(self.op());
        let ctx = p.context();
        let op = self.op();
        p.write(" ");
        p.print_value(ctx.op(op).operand(0));
        let types: Vec<Type> = ctx.op(op).results().map(|r| ctx.value(r).ty()).collect();
        let terminators = !types.is_empty();
        if terminators {
            p.write(" -> (");
            print_types(p, &types);
            p.write(")");
        }
        p.write(" ");
        let regions = ctx.op(op).regions();
        p.print_region(regions[0], false, terminators, false);
        if !ctx.region(regions[1]).blocks().is_empty() {
            p.write(" else ");
            p.print_region(regions[1], false, terminators, false);
        }
        p.print_optional_attr_dict(op, &[]);
    }

    fn build_result_types_cond_state(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: &[Type],
        cond: Value,
    ) {
        Self::build_result_types_cond_add_then_block_add_else_block_state(
            ctx,
            state,
            result_types,
            cond,
            true,
            false,
        );
    }

    fn build_result_types_cond_add_then_block_add_else_block_state(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: &[Type],
        cond: Value,
        add_then_block: bool,
        add_else_block: bool,
    ) {
        state.operands.push(cond);
        state.result_types.extend_from_slice(result_types);
        let loc = state.loc;
        let region = |ctx: &mut Context, with_block: bool| {
            if with_block {
                let (r, _) = region_with_block(ctx, &[], loc);
                if result_types.is_empty() {
                    ensure_region_terminator(ctx, r, "scf.yield", loc);
                }
                r
            } else {
                new_region(ctx)
            }
        };
        let then_region = region(ctx, add_then_block);
        let else_region = region(ctx, add_else_block);
        state.regions = vec![then_region, else_region];
    }

    fn build_cond_with_else_region_state(
        ctx: &mut Context,
        state: &mut OperationState,
        cond: Value,
        with_else_region: bool,
    ) {
        Self::build_result_types_cond_with_else_region_state(
            ctx,
            state,
            &[],
            cond,
            with_else_region,
        );
    }

    fn build_result_types_cond_with_else_region_state(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: &[Type],
        cond: Value,
        with_else_region: bool,
    ) {
        Self::build_result_types_cond_add_then_block_add_else_block_state(
            ctx,
            state,
            result_types,
            cond,
            true,
            with_else_region,
        );
    }

    fn build_cond_then_builder_else_builder_state(
        ctx: &mut Context,
        state: &mut OperationState,
        cond: Value,
        then_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location)>,
        else_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location)>,
    ) {
        state.operands.push(cond);
        let loc = state.loc;
        let (then_region, then_block) = region_with_block(ctx, &[], loc);
        match then_builder {
            Some(f) => f(&mut OpBuilder::at_block_end(ctx, then_block), loc),
            None => ensure_region_terminator(ctx, then_region, "scf.yield", loc),
        }
        let else_region = match else_builder {
            Some(f) => {
                let (r, b) = region_with_block(ctx, &[], loc);
                f(&mut OpBuilder::at_block_end(ctx, b), loc);
                r
            }
            None => new_region(ctx),
        };
        // The result types are the then region's yielded types (upstream infers them).
        if let Some(t) = ctx.block(then_block).last_op() {
            let types: Vec<Type> = ctx.op(t).operands().map(|v| ctx.value(v).ty()).collect();
            state.result_types = types;
        }
        state.regions = vec![then_region, else_region];
    }

    /// From the op to both regions (only to the then region, or past the op without an else
    /// region, when the condition is known); from either region out of the op.
    fn get_entry_successor_regions(
        self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let cond = known_condition(ctx, operands);
        let regions = ctx.op(self.op()).regions();
        let else_or_parent = || {
            if ctx.region(regions[1]).blocks().is_empty() {
                RegionSuccessor::parent(results(ctx, self.op()))
            } else {
                RegionSuccessor::region(regions[1], Vec::new())
            }
        };
        match cond {
            Some(true) => vec![RegionSuccessor::region(regions[0], Vec::new())],
            Some(false) => vec![else_or_parent()],
            None => vec![
                RegionSuccessor::region(regions[0], Vec::new()),
                else_or_parent(),
            ],
        }
    }

    fn get_successor_regions(
        self,
        ctx: &Context,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => self.get_entry_successor_regions(ctx, &[None]),
            RegionBranchPoint::Terminator(_) => {
                vec![RegionSuccessor::parent(results(ctx, self.op()))]
            }
        }
    }

    fn get_region_invocation_bounds(
        self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let cond = known_condition(ctx, operands);
        let once = |runs: bool| InvocationBounds {
            lower: u32::from(runs),
            upper: Some(u32::from(runs)),
        };
        match cond {
            Some(c) => vec![once(c), once(!c)],
            None => vec![
                InvocationBounds {
                    lower: 0,
                    upper: Some(1)
                };
                2
            ],
        }
    }

    /// The types the then region yields.
    fn infer_return_types(
        ctx: &Context,
        _: Location,
        _: &[Value],
        regions: &[RegionId],
    ) -> Option<Vec<Type>> {
        let t = terminator(ctx, *regions.first()?)?;
        if ctx.op_name(ctx.op(t).name()).as_str() != "scf.yield" {
            return None;
        }
        Some(ctx.op(t).operands().map(|v| ctx.value(v).ty()).collect())
    }
}

// ----- scf.execute_region ---------------------------------------------------------------

impl scf::ExecuteRegionOpHooks for scf::ExecuteRegionOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let region = ctx.op(op).regions()[0];
        let Some(block) = entry(ctx, region) else {
            return Err(VerifyError::op(
                ctx,
                op,
                "region needs to have at least one block",
            ));
        };
        if !ctx.block(block).arguments().is_empty() {
            return Err(VerifyError::op(ctx, op, "region cannot have any arguments"));
        }
        Ok(())
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        add_patterns(
            patterns,
            scf::ExecuteRegionOp::NAME,
            EXECUTE_REGION_PATTERNS,
        );
        populate_region_branch_op_interface_canonicalization_patterns(
            patterns,
            scf::ExecuteRegionOp::NAME,
        );
    }

    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        state.result_types = parse_optional_arrow_types(parser)?;
        let mut attrs = Vec::new();
        if parser.p.eat_keyword("no_inline") {
            let unit = Attribute::unit(parser.ctx());
            let name = Identifier::get(parser.ctx(), "no_inline");
            attrs.push((name, unit));
        }
        let region = parser.parse_region(false)?;
        state.regions = vec![region];
        attrs.extend(parse_optional_attr_dict(parser)?);
        parser.set_attr_dict(state, attrs)
    }

    fn print(self, p: &mut OpPrinter<'_>) {
        p.print_op_name(self.op());
        let ctx = p.context();
        let op = self.op();
        let types: Vec<Type> = ctx.op(op).results().map(|r| ctx.value(r).ty()).collect();
        print_optional_arrow_types(p, &types);
        p.write(" ");
        if ctx.op(op).inherent_attr("no_inline").is_some() {
            p.write("no_inline ");
        }
        p.print_region(ctx.op(op).regions()[0], false, true, false);
        p.print_optional_attr_dict(op, &["no_inline"]);
    }

    /// Into the region from the op, out of the op from the region.
    fn get_successor_regions(
        self,
        ctx: &Context,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => {
                vec![RegionSuccessor::region(
                    ctx.op(self.op()).regions()[0],
                    Vec::new(),
                )]
            }
            RegionBranchPoint::Terminator(_) => {
                vec![RegionSuccessor::parent(results(ctx, self.op()))]
            }
        }
    }
}

// ----- scf.for -------------------------------------------------------------------------

impl scf::ForOp {
    fn body(self, ctx: &Context) -> RegionId {
        ctx.op(self.op()).regions()[0]
    }

    /// The block arguments after the induction variable.
    fn iter_args(self, ctx: &Context) -> Vec<Value> {
        entry_args(ctx, self.body(ctx))
            .into_iter()
            .skip(1)
            .collect()
    }

    fn inits(self, ctx: &Context) -> Vec<Value> {
        ctx.op(self.op()).operands().skip(3).collect()
    }
}

impl scf::ForOpHooks for scf::ForOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        if self.inits(ctx).len() != ctx.op(self.op()).num_results() {
            return Err(VerifyError::op(
                ctx,
                self.op(),
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        Ok(())
    }

    fn verify_regions(self, ctx: &Context) -> Result<(), VerifyError> {
        let args = entry_args(ctx, self.body(ctx));
        let lb = ctx.value(ctx.op(self.op()).operand(0)).ty();
        if args.first().map(|&a| ctx.value(a).ty()) != Some(lb) {
            return Err(VerifyError::op(
                ctx,
                self.op(),
                "expected induction variable to be same type as bounds and step",
            ));
        }
        Ok(())
    }

    /// Upstream's `SimplifyTrivialLoops` and region-branch patterns (see
    /// the crate's `canonicalize_loops` module).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        add_patterns(patterns, scf::ForOp::NAME, canonicalize_loops::FOR_PATTERNS);
        populate_region_branch_op_interface_canonicalization_patterns(patterns, scf::ForOp::NAME);
    }

    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let mut attrs = Vec::new();
        if parser.p.eat_keyword("unsigned") {
            let unit = Attribute::unit(parser.ctx());
            let name = Identifier::get(parser.ctx(), "unsignedCmp");
            attrs.push((name, unit));
        }
        let iv = parser.parse_ssa_use(false)?;
        parser.p.expect(TokenKind::Equal, "expected '='")?;
        let lb = parser.parse_ssa_use(true)?;
        parser.p.expect_keyword("to", "expected 'to'")?;
        let ub = parser.parse_ssa_use(true)?;
        parser.p.expect_keyword("step", "expected 'step'")?;
        let step = parser.parse_ssa_use(true)?;
        let mut assignments = Vec::new();
        if parser.p.eat_keyword("iter_args") {
            assignments = parse_assignment_list(parser)?;
            parser.p.expect(TokenKind::Arrow, "expected '->'")?;
            state.result_types = parser.p.parse_function_result_types()?;
        }
        if assignments.len() != state.result_types.len() {
            let at = parser.name_span();
            return Err(parser.p.emit_error(
                at,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        let ty = if parser.p.eat(TokenKind::Colon) {
            parser.p.parse_type()?
        } else {
            Type::index(parser.ctx())
        };
        let mut args = vec![region_arg(iv, ty)];
        for ((a, _), &t) in assignments.iter().zip(&state.result_types) {
            args.push(region_arg(a.clone(), t));
        }
        let body = parser.parse_region_with_arguments(&args, false)?;
        let loc = state.loc;
        ensure_region_terminator(parser.ctx(), body, "scf.yield", loc);
        state.regions = vec![body];
        for o in [&lb, &ub, &step] {
            let v = parser.resolve_operand(o, ty)?;
            state.operands.push(v);
        }
        let types = state.result_types.clone();
        for ((_, init), t) in assignments.iter().zip(types) {
            let v = parser.resolve_operand(init, t)?;
            state.operands.push(v);
        }
        attrs.extend(parse_optional_attr_dict(parser)?);
        parser.set_attr_dict(state, attrs)
    }

    fn print(self, p: &mut OpPrinter<'_>) {
        p.print_op_name(self.op());
        let ctx = p.context();
        let op = self.op();
        if ctx.op(op).inherent_attr("unsignedCmp").is_some() {
            p.write(" unsigned");
        }
        let args = entry_args(ctx, self.body(ctx));
        p.write(" ");
        if let Some(&iv) = args.first() {
            p.print_value(iv);
        }
        p.write(" = ");
        p.print_value(ctx.op(op).operand(0));
        p.write(" to ");
        p.print_value(ctx.op(op).operand(1));
        p.write(" step ");
        p.print_value(ctx.op(op).operand(2));
        let inits = self.inits(ctx);
        print_initialization_list(p, &args[1.min(args.len())..], &inits, " iter_args");
        if !inits.is_empty() {
            p.write(" -> (");
            let types: Vec<Type> = inits.iter().map(|&v| ctx.value(v).ty()).collect();
            print_types(p, &types);
            p.write(")");
        }
        p.write(" ");
        if let Some(&iv) = args.first() {
            let t = ctx.value(iv).ty();
            if !ctx.ty(t).is_index() {
                p.write(" : ");
                p.print_type(t);
                p.write(" ");
            }
        }
        p.print_region(self.body(ctx), false, !inits.is_empty(), false);
        p.print_optional_attr_dict(op, &["unsignedCmp"]);
    }

    #[allow(clippy::too_many_arguments)]
    fn build_lower_bound_upper_bound_step_init_args_arg4_unsigned_cmp_state(
        ctx: &mut Context,
        state: &mut OperationState,
        lower_bound: Value,
        upper_bound: Value,
        step: Value,
        init_args: &[Value],
        arg4: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, Value, &[Value])>,
        unsigned_cmp: bool,
    ) {
        let loc = state.loc;
        state
            .operands
            .extend([lower_bound, upper_bound, step].iter().chain(init_args));
        let types: Vec<Type> = init_args.iter().map(|&v| ctx.value(v).ty()).collect();
        state.result_types.extend_from_slice(&types);
        if unsigned_cmp {
            Self::state_properties(state).unsigned_cmp = Some(Attribute::unit(ctx));
        }
        let iv_ty = ctx.value(lower_bound).ty();
        let mut arg_types = vec![iv_ty];
        arg_types.extend_from_slice(&types);
        let (region, block) = region_with_block(ctx, &arg_types, loc);
        let args = ctx.block(block).arguments().to_vec();
        match arg4 {
            Some(f) => f(
                &mut OpBuilder::at_block_end(ctx, block),
                loc,
                args[0],
                &args[1..],
            ),
            None if types.is_empty() => ensure_region_terminator(ctx, region, "scf.yield", loc),
            None => {}
        }
        state.regions = vec![region];
    }

    fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId> {
        vec![self.body(ctx)]
    }

    fn get_loop_induction_vars(self, ctx: &Context) -> Option<Vec<Value>> {
        Some(
            entry_args(ctx, self.body(ctx))
                .into_iter()
                .take(1)
                .collect(),
        )
    }

    fn get_loop_lower_bounds(self, ctx: &Context) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(ctx.op(self.op()).operand(0))])
    }

    fn get_loop_steps(self, ctx: &Context) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(ctx.op(self.op()).operand(2))])
    }

    fn get_loop_upper_bounds(self, ctx: &Context) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(ctx.op(self.op()).operand(1))])
    }

    fn get_inits_mutable(self, ctx: &Context) -> Vec<Value> {
        self.inits(ctx)
    }

    fn get_region_iter_args(self, ctx: &Context) -> Vec<Value> {
        self.iter_args(ctx)
    }

    fn get_yielded_values_mutable(self, ctx: &Context) -> Option<Vec<Value>> {
        let t = terminator(ctx, self.body(ctx))?;
        Some(ctx.op(t).operands().collect())
    }

    fn get_loop_results(self, ctx: &Context) -> Option<Vec<Value>> {
        Some(results(ctx, self.op()))
    }

    /// Speculatable when the step is the constant 1 (a loop with any other step may not
    /// terminate) and the body is (upstream's `ForOp::getSpeculatability`).
    fn get_speculatability(self, ctx: &Context) -> Speculatability {
        let step = ctx.op(self.op()).operand(2);
        let step = ctx
            .value(step)
            .defining_op()
            .filter(|&d| ctx.op(d).has_trait::<ods_runtime::traits::ConstantLike>())
            .and_then(|d| ctx.op(d).attr("value"));
        // Compared as `APInt == 1` compares, zero-extended.
        match step.map(|a| ctx.attr(a).kind()) {
            Some(AttrKind::Integer { value, .. }) if value.to_u64() == Some(1) => {
                Speculatability::RecursivelySpeculatable
            }
            _ => Speculatability::NotSpeculatable,
        }
    }

    /// The initial values go to the iteration arguments, whether the body runs or not.
    fn get_entry_successor_operands(self, ctx: &Context, _: &RegionSuccessor) -> Vec<Value> {
        self.inits(ctx)
    }

    /// Into the body or past the loop, from the op and from the body.
    fn get_successor_regions(self, ctx: &Context, _: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![
            RegionSuccessor::region(self.body(ctx), self.iter_args(ctx)),
            RegionSuccessor::parent(results(ctx, self.op())),
        ]
    }
}

// ----- scf.while -----------------------------------------------------------------------

impl scf::WhileOpHooks for scf::WhileOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let regions = ctx.op(op).regions();
        expect_terminator(
            ctx,
            op,
            regions[0],
            "scf.condition",
            "expects the 'before' region to terminate with 'scf.condition'",
        )?;
        expect_terminator(
            ctx,
            op,
            regions[1],
            "scf.yield",
            "expects the 'after' region to terminate with 'scf.yield'",
        )?;
        Ok(())
    }

    /// Upstream's `WhileConditionTruth`, `WhileCmpCond`, `WhileOpAlignBeforeArgs`,
    /// `WhileMoveIfDown` and region-branch patterns (see the crate's `canonicalize_loops` module).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        add_patterns(
            patterns,
            scf::WhileOp::NAME,
            canonicalize_loops::WHILE_PATTERNS,
        );
        populate_region_branch_op_interface_canonicalization_patterns(patterns, scf::WhileOp::NAME);
    }

    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let assignments = if parser.p.at(TokenKind::LParen) {
            parse_assignment_list(parser)?
        } else {
            Vec::new()
        };
        // Errors about the type point at the `:`, as upstream's.
        let type_at = parser.p.span();
        parser.p.expect(TokenKind::Colon, "expected ':'")?;
        let ty = parser.p.parse_type()?;
        let (inputs, outputs) = match parser.ctx().ty(ty).kind() {
            TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => {
                let message = invalid_type_kind(parser.ctx(), TypeClass::Function, ty);
                return Err(parser.p.emit_error(type_at, message));
            }
        };
        state.result_types = outputs;
        if inputs.len() != assignments.len() {
            return Err(parser.p.emit_error(
                type_at,
                format!(
                    "expected as many input types as operands (expected {} got {})",
                    assignments.len(),
                    inputs.len()
                ),
            ));
        }
        let inits: Vec<UnresolvedOperand> = assignments.iter().map(|(_, i)| i.clone()).collect();
        state.operands = resolve_all(parser, &inits, |i| inputs[i])?;
        let args: Vec<RegionArgument> = assignments
            .iter()
            .zip(&inputs)
            .map(|((a, _), &t)| region_arg(a.clone(), t))
            .collect();
        let before = parser.parse_region_with_arguments(&args, false)?;
        parser.p.expect_keyword("do", "expected 'do'")?;
        let after = parser.parse_region(false)?;
        state.regions = vec![before, after];
        let attrs = parser.parse_optional_attr_dict_with_keyword()?;
        parser.set_attr_dict(state, attrs)
    }

    fn print(self, p: &mut OpPrinter<'_>) {
        p.print_op_name(self.op());
        let ctx = p.context();
        let op = self.op();
        let regions = ctx.op(op).regions().to_vec();
        let inits: Vec<Value> = ctx.op(op).operands().collect();
        print_initialization_list(p, &entry_args(ctx, regions[0]), &inits, " ");
        p.write(" : ");
        p.print_functional_type(op);
        p.write(" ");
        p.print_region(regions[0], false, true, false);
        p.write(" do ");
        p.print_region(regions[1], true, true, false);
        let attrs: Vec<(Identifier, Attribute)> = ctx.op(op).discardable_attrs().to_vec();
        if !attrs.is_empty() {
            p.write(" attributes ");
            p.print_attribute_dict(&attrs);
        }
    }

    fn build_result_types_inits_before_builder_after_builder_state(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: &[Type],
        inits: &[Value],
        before_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value])>,
        after_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value])>,
    ) {
        let loc = state.loc;
        state.operands.extend_from_slice(inits);
        state.result_types.extend_from_slice(result_types);
        let init_types: Vec<Type> = inits.iter().map(|&v| ctx.value(v).ty()).collect();
        let (before, before_block) = region_with_block(ctx, &init_types, loc);
        if let Some(f) = before_builder {
            let args = ctx.block(before_block).arguments().to_vec();
            f(&mut OpBuilder::at_block_end(ctx, before_block), loc, &args);
        }
        let (after, after_block) = region_with_block(ctx, result_types, loc);
        if let Some(f) = after_builder {
            let args = ctx.block(after_block).arguments().to_vec();
            f(&mut OpBuilder::at_block_end(ctx, after_block), loc, &args);
        }
        state.regions = vec![before, after];
    }

    /// The initial values go to the `before` region's arguments.
    fn get_entry_successor_operands(self, ctx: &Context, _: &RegionSuccessor) -> Vec<Value> {
        ctx.op(self.op()).operands().collect()
    }

    /// Into `before` from the op and from `after`; from `before` (its `scf.condition`) to
    /// `after` or out of the loop.
    fn get_successor_regions(
        self,
        ctx: &Context,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        let regions = ctx.op(self.op()).regions();
        let before = RegionSuccessor::region_with_entry_args(ctx, regions[0]);
        let RegionBranchPoint::Terminator(t) = point else {
            return vec![before];
        };
        if ctx.op(t).block().and_then(|b| ctx.block(b).parent()) == Some(regions[1]) {
            return vec![before];
        }
        vec![
            RegionSuccessor::parent(results(ctx, self.op())),
            RegionSuccessor::region_with_entry_args(ctx, regions[1]),
        ]
    }

    fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId> {
        ctx.op(self.op()).regions().to_vec()
    }

    fn get_region_iter_args(self, ctx: &Context) -> Vec<Value> {
        entry_args(ctx, ctx.op(self.op()).regions()[0])
    }

    fn get_yielded_values_mutable(self, ctx: &Context) -> Option<Vec<Value>> {
        let t = terminator(ctx, ctx.op(self.op()).regions()[1])?;
        Some(ctx.op(t).operands().collect())
    }
}

// ----- scf.parallel, scf.reduce, scf.reduce.return --------------------------------------

impl scf::ParallelOp {
    /// The operand groups: lower bounds, upper bounds, steps, initial values.
    pub(crate) fn segments(self, ctx: &Context) -> [Vec<Value>; 4] {
        let sizes = dense_i64s(ctx, self.op(), "operandSegmentSizes");
        let operands: Vec<Value> = ctx.op(self.op()).operands().collect();
        let mut out: [Vec<Value>; 4] = Default::default();
        let mut start = 0;
        for (i, slot) in out.iter_mut().enumerate() {
            let n = sizes.get(i).copied().unwrap_or(0).max(0) as usize;
            let end = (start + n).min(operands.len());
            *slot = operands[start.min(end)..end].to_vec();
            start = end;
        }
        out
    }
}

impl scf::ParallelOpHooks for scf::ParallelOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let [_, _, steps, inits] = self.segments(ctx);
        if steps.is_empty() {
            return Err(VerifyError::op(
                ctx,
                op,
                "needs at least one tuple element for lowerBound, upperBound and step",
            ));
        }
        if steps
            .iter()
            .any(|&s| constant_int(ctx, s).is_some_and(|c| c <= 0))
        {
            return Err(VerifyError::op(
                ctx,
                op,
                "constant step operand must be positive",
            ));
        }
        let body = ctx.op(op).regions()[0];
        let args = entry_args(ctx, body);
        if args.len() != steps.len() {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "expects the same number of induction variables: {} as bound and step values: {}",
                    args.len(),
                    steps.len()
                ),
            ));
        }
        if args.iter().any(|&a| !ctx.ty(ctx.value(a).ty()).is_index()) {
            return Err(VerifyError::op(
                ctx,
                op,
                "expects arguments for the induction variable to be of index type",
            ));
        }
        let reduce = expect_terminator(
            ctx,
            op,
            body,
            "scf.reduce",
            "expects body to terminate with 'scf.reduce'",
        )?;
        let results = results(ctx, op);
        let reductions = ctx.op(reduce).regions().len();
        if results.len() != reductions {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "expects number of results: {} to be the same as number of reductions: {reductions}",
                    results.len()
                ),
            ));
        }
        if results.len() != inits.len() {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "expects number of results: {} to be the same as number of initial values: {}",
                    results.len(),
                    inits.len()
                ),
            ));
        }
        // A reduction whose operands do not match the initial values is reported by
        // `scf.reduce`'s own verifier, as upstream leaves it.
        if ctx.op(reduce).num_operands() != inits.len() {
            return Ok(());
        }
        for (i, &r) in results.iter().enumerate() {
            let operand = ctx.value(ctx.op(reduce).operand(i)).ty();
            let rt = ctx.value(r).ty();
            if operand != rt {
                return Err(VerifyError::op(
                    ctx,
                    reduce,
                    format!(
                        "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                        quoted_type(ctx, operand),
                        quoted_type(ctx, rt)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Upstream's `ParallelOpSingleOrZeroIterationDimsFolder` and `MergeNestedParallelLoops`
    /// (see the crate's `canonicalize_loops` module).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        add_patterns(
            patterns,
            scf::ParallelOp::NAME,
            canonicalize_loops::PARALLEL_PATTERNS,
        );
    }

    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let index = Type::index(parser.ctx());
        let ivs = parse_ssa_list_parens(parser, false)?;
        parser.p.expect(TokenKind::Equal, "expected '='")?;
        let mut groups = Vec::new();
        for keyword in ["", "to", "step"] {
            if !keyword.is_empty() {
                parser
                    .p
                    .expect_keyword(keyword, &format!("expected '{keyword}'"))?;
            }
            let at = parser.p.span();
            let list = parse_ssa_list_parens(parser, true)?;
            if list.len() != ivs.len() {
                return Err(parser
                    .p
                    .emit_error(at, format!("expected {} operands", ivs.len())));
            }
            let values = resolve_all(parser, &list, |_| index)?;
            groups.push(values.len());
            state.operands.extend(values);
        }
        let mut inits = Vec::new();
        if parser.p.eat_keyword("init") {
            inits = parse_ssa_list_parens(parser, true)?;
        }
        state.result_types = parse_optional_arrow_types(parser)?;
        let args: Vec<RegionArgument> = ivs.into_iter().map(|v| region_arg(v, index)).collect();
        let body = parser.parse_region_with_arguments(&args, false)?;
        state.regions = vec![body];
        let ctx = parser.ctx();
        let i32_ty = Type::int(ctx, 32);
        let sizes: Vec<i64> = groups
            .iter()
            .map(|&n| n as i64)
            .chain([inits.len() as i64])
            .collect();
        let segments = Attribute::dense_i64_array(ctx, i32_ty, &sizes);
        let name = Identifier::get(ctx, "operandSegmentSizes");
        let mut attrs = vec![(name, segments)];
        attrs.extend(parse_optional_attr_dict(parser)?);
        if inits.len() != state.result_types.len() {
            let at = parser.name_span();
            return Err(parser.p.emit_error(
                at,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    inits.len(),
                    state.result_types.len()
                ),
            ));
        }
        let types = state.result_types.clone();
        let values = resolve_all(parser, &inits, |i| types[i])?;
        state.operands.extend(values);
        parser.set_attr_dict(state, attrs)?;
        let loc = state.loc;
        ensure_region_terminator(parser.ctx(), body, "scf.reduce", loc);
        Ok(())
    }

    fn print(self, p: &mut OpPrinter<'_>) {
        p.print_op_name(self.op());
        let ctx = p.context();
        let op = self.op();
        let [lbs, ubs, steps, inits] = self.segments(ctx);
        let body = ctx.op(op).regions()[0];
        p.write(" (");
        print_values(p, &entry_args(ctx, body));
        p.write(") = (");
        print_values(p, &lbs);
        p.write(") to (");
        print_values(p, &ubs);
        p.write(") step (");
        print_values(p, &steps);
        p.write(")");
        if !inits.is_empty() {
            p.write(" init (");
            print_values(p, &inits);
            p.write(")");
        }
        let types: Vec<Type> = ctx.op(op).results().map(|r| ctx.value(r).ty()).collect();
        print_optional_arrow_types(p, &types);
        p.write(" ");
        p.print_region(body, false, true, false);
        p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
    }

    fn build_lower_bounds_upper_bounds_steps_init_vals_body_builder_fn_state(
        ctx: &mut Context,
        state: &mut OperationState,
        lower_bounds: &[Value],
        upper_bounds: &[Value],
        steps: &[Value],
        init_vals: &[Value],
        body_builder_fn: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value], &[Value])>,
    ) {
        let loc = state.loc;
        for group in [lower_bounds, upper_bounds, steps, init_vals] {
            state.operands.extend_from_slice(group);
        }
        let types: Vec<Type> = init_vals.iter().map(|&v| ctx.value(v).ty()).collect();
        state.result_types.extend_from_slice(&types);
        let sizes = [lower_bounds, upper_bounds, steps, init_vals].map(|g| g.len() as i64);
        let i32_ty = Type::int(ctx, 32);
        Self::state_properties(state).operand_segment_sizes =
            Some(Attribute::dense_i64_array(ctx, i32_ty, &sizes));
        let index = Type::index(ctx);
        let (region, block) = region_with_block(ctx, &vec![index; steps.len()], loc);
        let ivs = ctx.block(block).arguments().to_vec();
        if let Some(f) = body_builder_fn {
            f(
                &mut OpBuilder::at_block_end(ctx, block),
                loc,
                &ivs,
                init_vals,
            );
        }
        if init_vals.is_empty() {
            ensure_region_terminator(ctx, region, "scf.reduce", loc);
        }
        state.regions = vec![region];
    }

    fn build_lower_bounds_upper_bounds_steps_body_builder_fn_state(
        ctx: &mut Context,
        state: &mut OperationState,
        lower_bounds: &[Value],
        upper_bounds: &[Value],
        steps: &[Value],
        body_builder_fn: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value])>,
    ) {
        match body_builder_fn {
            Some(f) => {
                let mut wrapped =
                    |b: &mut OpBuilder<'_>, loc: Location, ivs: &[Value], _: &[Value]| {
                        f(b, loc, ivs)
                    };
                Self::build_lower_bounds_upper_bounds_steps_init_vals_body_builder_fn_state(
                    ctx,
                    state,
                    lower_bounds,
                    upper_bounds,
                    steps,
                    &[],
                    Some(&mut wrapped),
                );
            }
            None => Self::build_lower_bounds_upper_bounds_steps_init_vals_body_builder_fn_state(
                ctx,
                state,
                lower_bounds,
                upper_bounds,
                steps,
                &[],
                None,
            ),
        }
    }

    fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId> {
        ctx.op(self.op()).regions().to_vec()
    }

    fn get_loop_induction_vars(self, ctx: &Context) -> Option<Vec<Value>> {
        Some(entry_args(ctx, ctx.op(self.op()).regions()[0]))
    }

    fn get_loop_lower_bounds(self, ctx: &Context) -> Option<Vec<OpFoldResult>> {
        Some(fold_values(&self.segments(ctx)[0]))
    }

    fn get_loop_steps(self, ctx: &Context) -> Option<Vec<OpFoldResult>> {
        Some(fold_values(&self.segments(ctx)[2]))
    }

    fn get_loop_upper_bounds(self, ctx: &Context) -> Option<Vec<OpFoldResult>> {
        Some(fold_values(&self.segments(ctx)[1]))
    }

    /// Into the body or past the loop, from the op and from the body.
    fn get_successor_regions(self, ctx: &Context, _: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![
            RegionSuccessor::region(ctx.op(self.op()).regions()[0], Vec::new()),
            RegionSuccessor::parent(Vec::new()),
        ]
    }
}

/// `(%a, %b)`: operands (MLIR's `parseOperandList` with paren delimiters, `uses` true) or
/// the names of new values (`parseArgumentList`, `uses` false).
fn parse_ssa_list_parens(parser: &mut OpParser<'_>, uses: bool) -> PResult<Vec<UnresolvedOperand>> {
    parser.p.expect(TokenKind::LParen, "expected '('")?;
    let mut out = Vec::new();
    if parser.p.eat(TokenKind::RParen) {
        return Ok(out);
    }
    loop {
        out.push(parser.parse_ssa_use(uses)?);
        if !parser.p.eat(TokenKind::Comma) {
            break;
        }
    }
    parser.p.expect(TokenKind::RParen, "expected ')'")?;
    Ok(out)
}

impl scf::ReduceOpHooks for scf::ReduceOp {
    /// Nothing: the reduced values reach the results through the reduction regions.
    fn get_mutable_successor_operands(self, _: &Context, _: &RegionSuccessor) -> Vec<Value> {
        Vec::new()
    }

    fn verify_regions(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let (regions, operands) = (ctx.op(op).regions().len(), ctx.op(op).num_operands());
        if regions != operands {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "expects number of reduction regions: {regions} to be the same as number \
                     of reduction operands: {operands}"
                ),
            ));
        }
        for (i, &region) in ctx.op(op).regions().iter().enumerate() {
            let ty = ctx.value(ctx.op(op).operand(i)).ty();
            if entry(ctx, region).is_some_and(|b| ctx.block(b).first_op().is_none()) {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    format!("{i}-th reduction has an empty body"),
                ));
            }
            let args = entry_args(ctx, region);
            if args.len() != 2 || args.iter().any(|&a| ctx.value(a).ty() != ty) {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    format!(
                        "expected two block arguments with type {} in the {i}-th reduction region",
                        quoted_type(ctx, ty)
                    ),
                ));
            }
            let term = terminator(ctx, region);
            if term.is_none_or(|t| ctx.op_name(ctx.op(t).name()).as_str() != "scf.reduce.return") {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    "reduction bodies must be terminated with an 'scf.reduce.return' op",
                ));
            }
        }
        Ok(())
    }

    fn build_operands_state(ctx: &mut Context, state: &mut OperationState, operands: &[Value]) {
        let loc = state.loc;
        state.operands.extend_from_slice(operands);
        for &v in operands {
            let ty = ctx.value(v).ty();
            let (region, _) = region_with_block(ctx, &[ty, ty], loc);
            state.regions.push(region);
        }
    }

    fn build_default_state(ctx: &mut Context, state: &mut OperationState) {
        Self::build_operands_state(ctx, state, &[]);
    }
}

impl scf::ReduceReturnOpHooks for scf::ReduceReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        // The type of the result must match the type of the reduction's input.
        let Some(region) = ctx.op(op).block().and_then(|b| ctx.block(b).parent()) else {
            return Ok(());
        };
        let Some(reduce) = ctx.region(region).parent_op() else {
            return Ok(());
        };
        let Some(index) = ctx.op(reduce).regions().iter().position(|&r| r == region) else {
            return Ok(());
        };
        if index >= ctx.op(reduce).num_operands() {
            return Ok(());
        }
        let expected = ctx.value(ctx.op(reduce).operand(index)).ty();
        if ctx.value(ctx.op(op).operand(0)).ty() != expected {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "must have type {} (the type of the reduction inputs)",
                    quoted_type(ctx, expected)
                ),
            ));
        }
        Ok(())
    }
}

// ----- scf.index_switch ----------------------------------------------------------------

impl scf::IndexSwitchOpHooks for scf::IndexSwitchOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let cases = dense_i64s(ctx, op, "cases");
        let regions = ctx.op(op).regions();
        if cases.len() != regions.len() - 1 {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "has {} case regions but {} case values",
                    regions.len() - 1,
                    cases.len()
                ),
            ));
        }
        let mut seen = std::collections::HashSet::new();
        for &c in &cases {
            if !seen.insert(c) {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    format!("has duplicate case value: {c}"),
                ));
            }
        }
        let result_types: Vec<Type> = ctx.op(op).results().map(|r| ctx.value(r).ty()).collect();
        let check = |region: RegionId, name: String| -> Result<(), VerifyError> {
            let Some(t) = terminator(ctx, region) else {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    format!("expected region to end with scf.yield, but got {name}"),
                ));
            };
            let tname = ctx.op_name(ctx.op(t).name()).as_str();
            if tname != "scf.yield" {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    format!("expected region to end with scf.yield, but got {tname}"),
                ));
            }
            let yielded: Vec<Type> = ctx.op(t).operands().map(|v| ctx.value(v).ty()).collect();
            if yielded.len() != result_types.len() {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    format!(
                        "expected each region to return {} values, but {name} returns {}",
                        result_types.len(),
                        yielded.len()
                    ),
                )
                .with_note(ctx.op(t).loc(), "see yield operation here"));
            }
            for (i, (&y, &r)) in yielded.iter().zip(&result_types).enumerate() {
                if y != r {
                    return Err(VerifyError::op(
                        ctx,
                        op,
                        format!(
                            "expected result #{i} of each region to be {}",
                            quoted_type(ctx, r)
                        ),
                    )
                    .with_note(
                        ctx.op(t).loc(),
                        format!("{name} returns {} here", quoted_type(ctx, y)),
                    ));
                }
            }
            Ok(())
        };
        check(regions[0], "default region".to_string())?;
        for (i, &r) in regions[1..].iter().enumerate() {
            check(r, format!("case region #{i}"))?;
        }
        Ok(())
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        add_patterns(patterns, scf::IndexSwitchOp::NAME, INDEX_SWITCH_PATTERNS);
        populate_region_branch_op_interface_canonicalization_patterns(
            patterns,
            scf::IndexSwitchOp::NAME,
        );
    }

    fn parse_switch_cases(
        parser: &mut OpParser<'_>,
        cases: &mut Option<Attribute>,
        case_regions: &mut Vec<RegionId>,
    ) -> PResult<()> {
        let mut values = Vec::new();
        while parser.p.eat_keyword("case") {
            values.push(parser.p.parse_integer_i64()?);
            case_regions.push(parser.parse_region(false)?);
        }
        let ctx = parser.ctx();
        let i64_ty = Type::int(ctx, 64);
        *cases = Some(Attribute::dense_i64_array(ctx, i64_ty, &values));
        Ok(())
    }

    fn print_switch_cases(
        self,
        p: &mut OpPrinter<'_>,
        cases: Attribute,
        case_regions: &[RegionId],
    ) {
        let values = p
            .context()
            .attr(cases)
            .dense_i64_values()
            .unwrap_or_default();
        for (v, &r) in values.iter().zip(case_regions) {
            p.print_newline();
            p.write(&format!("case {v} "));
            p.print_region(r, false, true, false);
        }
    }

    /// Only the case taken when the argument is a known constant, else every region.
    fn get_entry_successor_regions(
        self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let regions = ctx.op(self.op()).regions();
        let arg = operands
            .first()
            .copied()
            .flatten()
            .and_then(|a| match ctx.attr(a).kind() {
                AttrKind::Integer { value, .. } => value.to_i64(),
                _ => None,
            });
        let Some(arg) = arg else {
            return self.get_successor_regions(ctx, RegionBranchPoint::Parent);
        };
        let cases = dense_i64s(ctx, self.op(), "cases");
        let taken = cases
            .iter()
            .position(|&c| c == arg)
            .map_or(regions[0], |i| regions[i + 1]);
        vec![RegionSuccessor::region(taken, Vec::new())]
    }

    /// Into every region from the op; out of the op from each region.
    fn get_successor_regions(
        self,
        ctx: &Context,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => ctx
                .op(self.op())
                .regions()
                .iter()
                .map(|&r| RegionSuccessor::region(r, Vec::new()))
                .collect(),
            RegionBranchPoint::Terminator(_) => {
                vec![RegionSuccessor::parent(results(ctx, self.op()))]
            }
        }
    }

    fn get_region_invocation_bounds(
        self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let n = ctx.op(self.op()).regions().len();
        let taken = self.get_entry_successor_regions(ctx, operands);
        if taken.len() == 1 {
            let regions = ctx.op(self.op()).regions();
            return regions
                .iter()
                .map(|&r| {
                    let runs = u32::from(Some(r) == taken[0].region);
                    InvocationBounds {
                        lower: runs,
                        upper: Some(runs),
                    }
                })
                .collect();
        }
        vec![
            InvocationBounds {
                lower: 0,
                upper: Some(1)
            };
            n
        ]
    }
}

// ----- scf.forall, scf.forall.in_parallel ------------------------------------------------

/// `(%a, 4, %b)`: dynamic values and static integers (MLIR's `parseDynamicIndexList` with
/// parentheses): the operands, and the integers with `i64::MIN` (`kDynamic`) where an
/// operand stands.
fn parse_dynamic_index_list(
    parser: &mut OpParser<'_>,
) -> PResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    parser.p.expect(TokenKind::LParen, "expected '('")?;
    let (mut values, mut statics) = (Vec::new(), Vec::new());
    if parser.p.eat(TokenKind::RParen) {
        return Ok((values, statics));
    }
    loop {
        if parser.p.at(TokenKind::PercentIdent) {
            values.push(parser.parse_ssa_use(true)?);
            statics.push(i64::MIN);
        } else {
            statics.push(parser.p.parse_integer_i64()?);
        }
        if !parser.p.eat(TokenKind::Comma) {
            break;
        }
    }
    parser.p.expect(TokenKind::RParen, "expected ')'")?;
    Ok((values, statics))
}

/// `(%a, 4, %b)` (MLIR's `printDynamicIndexList` with parentheses).
fn print_dynamic_index_list(p: &mut OpPrinter<'_>, list: &[OpFoldResult]) {
    p.write("(");
    for (i, r) in list.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match *r {
            OpFoldResult::Value(v) => p.print_value(v),
            OpFoldResult::Attribute(a) => {
                let n = match p.context().attr(a).kind() {
                    AttrKind::Integer { value, .. } => value.to_i64().unwrap_or(0),
                    _ => 0,
                };
                p.write(&n.to_string());
            }
        }
    }
    p.write(")");
}

/// `ForallOp::ensureTerminator`: an `scf.forall.in_parallel` (with its empty block) ends
/// the body unless a terminator does.
fn ensure_in_parallel(ctx: &mut Context, region: RegionId, loc: Location) {
    ods_runtime::traits::ensure_region_terminator_with(ctx, region, loc, |ctx, loc| {
        scf::InParallelOp::build_default(ctx, loc).op()
    });
}

impl scf::ForallOp {
    /// The static bounds with the dynamic values in their `kDynamic` slots.
    fn mixed(self, ctx: &Context, static_name: &str, dynamic: usize) -> Vec<OpFoldResult> {
        let statics = dense_i64s(ctx, self.op(), static_name);
        let sizes = dense_i64s(ctx, self.op(), "operandSegmentSizes");
        let start: i64 = sizes.iter().take(dynamic).sum();
        let mut next = start.max(0) as usize;
        let index = Type::index(ctx);
        statics
            .iter()
            .map(|&s| {
                if s == i64::MIN {
                    let v = ctx.op(self.op()).operand(next);
                    next += 1;
                    OpFoldResult::Value(v)
                } else {
                    OpFoldResult::Attribute(Attribute::integer(ctx, index, s))
                }
            })
            .collect()
    }

    fn shared_outs(self, ctx: &Context) -> Vec<Value> {
        let sizes = dense_i64s(ctx, self.op(), "operandSegmentSizes");
        let start: i64 = sizes.iter().take(3).sum();
        ctx.op(self.op())
            .operands()
            .skip(start.max(0) as usize)
            .collect()
    }
}

impl scf::ForallOpHooks for scf::ForallOp {
    /// Upstream's `ForallOp::verify` (not compared with mlir-opt yet: the custom form is
    /// missing, so the corpus has no `scf.forall`).
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let body = ctx.op(op).regions()[0];
        // `getRank`: the number of static lower bounds (no operand is read before the
        // bound lists are checked below).
        let rank = dense_i64s(ctx, op, "staticLowerBound").len();
        let outputs = self.shared_outs(ctx);
        if ctx.op(op).num_results() != outputs.len() {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "produces {} results, but has only {} outputs",
                    ctx.op(op).num_results(),
                    outputs.len()
                ),
            ));
        }
        let args = entry_args(ctx, body);
        if args.len() != rank + outputs.len() {
            return Err(VerifyError::op(
                ctx,
                op,
                format!("region expects {rank} arguments"),
            ));
        }
        for (i, &a) in args.iter().take(rank).enumerate() {
            if !ctx.ty(ctx.value(a).ty()).is_index() {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    format!("expects {i}-th block argument to be an index"),
                ));
            }
        }
        for (i, &o) in outputs.iter().enumerate() {
            if ctx.value(args[rank + i]).ty() != ctx.value(o).ty() {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    format!("type mismatch between {i}-th output and corresponding block argument"),
                ));
            }
        }
        let mapping = ctx
            .op(op)
            .inherent_attr("mapping")
            .and_then(|m| ctx.attr(m).elements().map(|e| e.len()))
            .unwrap_or(0);
        if mapping != 0 && mapping != rank {
            return Err(VerifyError::op(
                ctx,
                op,
                "mapping attribute size must match op rank",
            ));
        }
        // `verifyListOfOperandsOrIntegers` for each bound list: one static entry per loop,
        // and one operand per dynamic entry.
        let sizes = dense_i64s(ctx, op, "operandSegmentSizes");
        for (k, (name, attr)) in [
            ("lower bound", "staticLowerBound"),
            ("upper bound", "staticUpperBound"),
            ("step", "staticStep"),
        ]
        .into_iter()
        .enumerate()
        {
            let statics = dense_i64s(ctx, op, attr);
            if statics.len() != rank {
                return Err(VerifyError::plain(
                    ctx,
                    op,
                    format!("expected {rank} {name} values, got {}", statics.len()),
                ));
            }
            let dynamic = statics.iter().filter(|&&v| v == i64::MIN).count();
            if sizes.get(k).copied().unwrap_or(0) != dynamic as i64 {
                return Err(VerifyError::plain(
                    ctx,
                    op,
                    format!("expected {dynamic} dynamic {name} values"),
                ));
            }
        }
        Ok(())
    }

    /// Upstream's patterns that can match without the tensor dialect (see
    /// the crate's `canonicalize_loops` module).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        add_patterns(
            patterns,
            scf::ForallOp::NAME,
            canonicalize_loops::FORALL_PATTERNS,
        );
    }

    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let index = Type::index(parser.ctx());
        let ivs = parse_ssa_list_parens(parser, false)?;
        let mut dynamic = [0i64; 4];
        let (statics_lb, statics_ub, statics_step);
        if parser.p.eat_keyword("in") {
            let (values, statics) = parse_dynamic_index_list(parser)?;
            dynamic[1] = values.len() as i64;
            state
                .operands
                .extend(resolve_all(parser, &values, |_| index)?);
            statics_lb = vec![0; ivs.len()];
            statics_ub = statics;
            statics_step = vec![1; ivs.len()];
        } else {
            parser.p.expect(TokenKind::Equal, "expected '='")?;
            let (lb_values, lbs) = parse_dynamic_index_list(parser)?;
            dynamic[0] = lb_values.len() as i64;
            state
                .operands
                .extend(resolve_all(parser, &lb_values, |_| index)?);
            parser.p.expect_keyword("to", "expected 'to'")?;
            let (ub_values, ubs) = parse_dynamic_index_list(parser)?;
            dynamic[1] = ub_values.len() as i64;
            state
                .operands
                .extend(resolve_all(parser, &ub_values, |_| index)?);
            parser.p.expect_keyword("step", "expected 'step'")?;
            let (step_values, steps) = parse_dynamic_index_list(parser)?;
            dynamic[2] = step_values.len() as i64;
            state
                .operands
                .extend(resolve_all(parser, &step_values, |_| index)?);
            statics_lb = lbs;
            statics_ub = ubs;
            statics_step = steps;
        }
        let mut outs = Vec::new();
        if parser.p.eat_keyword("shared_outs") {
            let at = parser.p.span();
            outs = parse_assignment_list(parser)?;
            state.result_types = parse_optional_arrow_types(parser)?;
            if outs.len() != state.result_types.len() {
                return Err(parser.p.emit_error(
                    at,
                    format!(
                        "{} operands present, but expected {}",
                        outs.len(),
                        state.result_types.len()
                    ),
                ));
            }
            let types = state.result_types.clone();
            let inits: Vec<UnresolvedOperand> = outs.iter().map(|(_, i)| i.clone()).collect();
            state
                .operands
                .extend(resolve_all(parser, &inits, |i| types[i])?);
            dynamic[3] = outs.len() as i64;
        }
        let mut args: Vec<RegionArgument> = ivs.into_iter().map(|v| region_arg(v, index)).collect();
        for ((a, _), &t) in outs.iter().zip(&state.result_types) {
            args.push(region_arg(a.clone(), t));
        }
        let body = parser.parse_region_with_arguments(&args, false)?;
        let loc = state.loc;
        ensure_in_parallel(parser.ctx(), body, loc);
        state.regions = vec![body];
        let ctx = parser.ctx();
        let (i32_ty, i64_ty) = (Type::int(ctx, 32), Type::int(ctx, 64));
        let mut attrs = parse_optional_attr_dict(parser)?;
        let ctx = parser.ctx();
        for (name, values) in [
            ("staticLowerBound", &statics_lb),
            ("staticUpperBound", &statics_ub),
            ("staticStep", &statics_step),
        ] {
            let attr = Attribute::dense_i64_array(ctx, i64_ty, values);
            attrs.push((Identifier::get(ctx, name), attr));
        }
        let segments = Attribute::dense_i64_array(ctx, i32_ty, &dynamic);
        attrs.push((Identifier::get(ctx, "operandSegmentSizes"), segments));
        parser.set_attr_dict(state, attrs)
    }

    fn print(self, p: &mut OpPrinter<'_>) {
        p.print_op_name(self.op());
        let ctx = p.context();
        let op = self.op();
        let body = ctx.op(op).regions()[0];
        let args = entry_args(ctx, body);
        let lbs = self.mixed(ctx, "staticLowerBound", 0);
        let rank = lbs.len();
        let steps = self.mixed(ctx, "staticStep", 2);
        let ubs = self.mixed(ctx, "staticUpperBound", 1);
        let is = |r: &OpFoldResult, n: i64| match *r {
            OpFoldResult::Value(v) => constant_int(ctx, v) == Some(n),
            OpFoldResult::Attribute(a) => match ctx.attr(a).kind() {
                AttrKind::Integer { value, .. } => value.to_i64() == Some(n),
                _ => false,
            },
        };
        p.write(" (");
        print_values(p, &args[..rank.min(args.len())]);
        if lbs.iter().all(|r| is(r, 0)) && steps.iter().all(|r| is(r, 1)) {
            p.write(") in ");
            print_dynamic_index_list(p, &ubs);
        } else {
            p.write(") = ");
            print_dynamic_index_list(p, &lbs);
            p.write(" to ");
            print_dynamic_index_list(p, &ubs);
            p.write(" step ");
            print_dynamic_index_list(p, &steps);
        }
        let outs = self.shared_outs(ctx);
        let out_args = &args[rank.min(args.len())..];
        print_initialization_list(p, out_args, &outs, " shared_outs");
        p.write(" ");
        if !out_args.is_empty() {
            p.write("-> (");
            let types: Vec<Type> = ctx.op(op).results().map(|r| ctx.value(r).ty()).collect();
            print_types(p, &types);
            p.write(") ");
        }
        p.print_region(body, false, ctx.op(op).num_results() > 0, false);
        p.print_optional_attr_dict(
            op,
            &[
                "operandSegmentSizes",
                "staticLowerBound",
                "staticUpperBound",
                "staticStep",
            ],
        );
    }

    fn build_lbs_ubs_steps_outputs_mapping_body_builder_fn_state(
        ctx: &mut Context,
        state: &mut OperationState,
        lbs: &[OpFoldResult],
        ubs: &[OpFoldResult],
        steps: &[OpFoldResult],
        outputs: &[Value],
        mapping: Option<Attribute>,
        body_builder_fn: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value])>,
    ) {
        let loc = state.loc;
        let mut props = scf::ForallOpProperties::default();
        let mut sizes = Vec::new();
        let i64_ty = Type::int(ctx, 64);
        let mut statics_of =
            |ctx: &mut Context, state: &mut OperationState, list: &[OpFoldResult]| {
                let mut statics = Vec::new();
                let mut n = 0;
                for r in list {
                    match *r {
                        OpFoldResult::Value(v) => {
                            state.operands.push(v);
                            statics.push(i64::MIN);
                            n += 1;
                        }
                        OpFoldResult::Attribute(a) => {
                            let c = match ctx.attr(a).kind() {
                                AttrKind::Integer { value, .. } => value.to_i64().unwrap_or(0),
                                _ => 0,
                            };
                            statics.push(c);
                        }
                    }
                }
                sizes.push(n);
                Attribute::dense_i64_array(ctx, i64_ty, &statics)
            };
        props.static_lower_bound = Some(statics_of(ctx, state, lbs));
        props.static_upper_bound = Some(statics_of(ctx, state, ubs));
        props.static_step = Some(statics_of(ctx, state, steps));
        state.operands.extend_from_slice(outputs);
        sizes.push(outputs.len() as i64);
        let i32_ty = Type::int(ctx, 32);
        props.operand_segment_sizes = Some(Attribute::dense_i64_array(ctx, i32_ty, &sizes));
        props.mapping = mapping;
        *Self::state_properties(state) = props;
        let types: Vec<Type> = outputs.iter().map(|&v| ctx.value(v).ty()).collect();
        state.result_types.extend_from_slice(&types);
        let index = Type::index(ctx);
        let mut arg_types = vec![index; lbs.len()];
        arg_types.extend_from_slice(&types);
        let (region, block) = region_with_block(ctx, &arg_types, loc);
        let args = ctx.block(block).arguments().to_vec();
        match body_builder_fn {
            Some(f) => f(&mut OpBuilder::at_block_end(ctx, block), loc, &args),
            None => ensure_in_parallel(ctx, region, loc),
        }
        state.regions = vec![region];
    }

    fn build_ubs_outputs_mapping_body_builder_fn_state(
        ctx: &mut Context,
        state: &mut OperationState,
        ubs: &[OpFoldResult],
        outputs: &[Value],
        mapping: Option<Attribute>,
        body_builder_fn: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value])>,
    ) {
        let index = Type::index(ctx);
        let zero = OpFoldResult::Attribute(Attribute::integer(ctx, index, 0));
        let one = OpFoldResult::Attribute(Attribute::integer(ctx, index, 1));
        let lbs = vec![zero; ubs.len()];
        let steps = vec![one; ubs.len()];
        Self::build_lbs_ubs_steps_outputs_mapping_body_builder_fn_state(
            ctx,
            state,
            &lbs,
            ubs,
            &steps,
            outputs,
            mapping,
            body_builder_fn,
        );
    }

    fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId> {
        ctx.op(self.op()).regions().to_vec()
    }

    fn get_loop_induction_vars(self, ctx: &Context) -> Option<Vec<Value>> {
        let rank = self.mixed(ctx, "staticLowerBound", 0).len();
        Some(
            entry_args(ctx, ctx.op(self.op()).regions()[0])
                .into_iter()
                .take(rank)
                .collect(),
        )
    }

    fn get_loop_lower_bounds(self, ctx: &Context) -> Option<Vec<OpFoldResult>> {
        Some(self.mixed(ctx, "staticLowerBound", 0))
    }

    fn get_loop_steps(self, ctx: &Context) -> Option<Vec<OpFoldResult>> {
        Some(self.mixed(ctx, "staticStep", 2))
    }

    fn get_loop_upper_bounds(self, ctx: &Context) -> Option<Vec<OpFoldResult>> {
        Some(self.mixed(ctx, "staticUpperBound", 1))
    }

    fn get_inits_mutable(self, ctx: &Context) -> Vec<Value> {
        self.shared_outs(ctx)
    }

    fn get_region_iter_args(self, ctx: &Context) -> Vec<Value> {
        let rank = self.mixed(ctx, "staticLowerBound", 0).len();
        entry_args(ctx, ctx.op(self.op()).regions()[0])
            .into_iter()
            .skip(rank)
            .collect()
    }

    /// Into the body or past the loop, from the op and from the body.
    fn get_successor_regions(self, ctx: &Context, _: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![
            RegionSuccessor::region(ctx.op(self.op()).regions()[0], Vec::new()),
            RegionSuccessor::parent(Vec::new()),
        ]
    }

    fn get_dps_inits_mutable(self, ctx: &Context) -> Vec<Value> {
        self.shared_outs(ctx)
    }
}

impl scf::InParallelOpHooks for scf::InParallelOp {
    /// Upstream's `InParallelOp::verify`: a `scf.forall` parent, and only ops of
    /// `ParallelCombiningOpInterface` in the region, each updating shared outputs of the
    /// loop (its block arguments after the induction variables).
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let Some(forall) = ctx
            .op(op)
            .parent_op()
            .filter(|&p| ctx.op_name(ctx.op(p).name()).as_str() == "scf.forall")
        else {
            return Err(VerifyError::op(ctx, op, "expected forall op parent"));
        };
        let region = ctx.op(op).regions()[0];
        let Some(block) = entry(ctx, region) else {
            return Ok(());
        };
        let out_args = LoopLikeOpInterface::cast(ctx, forall)
            .map(|l| l.get_region_iter_args(ctx))
            .unwrap_or_default();
        for combining in ctx.block(block).ops() {
            let Some(c) = ParallelCombiningOpInterface::cast(ctx, combining) else {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    "expected only ParallelCombiningOpInterface ops",
                ));
            };
            if c.get_updated_destinations(ctx)
                .iter()
                .any(|d| !out_args.contains(d))
            {
                return Err(VerifyError::op(
                    ctx,
                    combining,
                    "may only insert into an output block argument",
                ));
            }
        }
        Ok(())
    }

    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let region = parser.parse_region(false)?;
        if parser.ctx().region(region).blocks().is_empty() {
            let block = BlockId::create(parser.ctx());
            region.append_block(parser.ctx(), block);
        }
        state.regions = vec![region];
        let attrs = parse_optional_attr_dict(parser)?;
        parser.set_attr_dict(state, attrs)
    }

    fn print(self, p: &mut OpPrinter<'_>) {
        p.print_op_name(self.op());
        let ctx = p.context();
        p.write(" ");
        p.print_region(ctx.op(self.op()).regions()[0], false, false, false);
        p.print_optional_attr_dict(self.op(), &[]);
    }

    fn build_default_state(ctx: &mut Context, state: &mut OperationState) {
        let loc = state.loc;
        let (region, _) = region_with_block(ctx, &[], loc);
        state.regions = vec![region];
    }

    fn get_yielding_ops(self, ctx: &Context) -> Vec<OpId> {
        let region = ctx.op(self.op()).regions()[0];
        entry(ctx, region)
            .map(|b| ctx.block(b).ops().collect())
            .unwrap_or_default()
    }

    fn get_region_kind(_: &Context, _: u32) -> RegionKind {
        RegionKind::Graph
    }
}
