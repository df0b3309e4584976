//! The hand-written parts of the test ops upstream's loop-invariant code motion and
//! control-flow sink tests use, after upstream's `TestOpDefs.cpp` and `TestOps.td` (LLVM 22):
//! a loop with a graph region (`test.graph_loop`), ops of each speculatability, and the
//! region-branching `test.region_if` and `test.any_cond`.

use ods_runtime::asm::lexer::TokenKind;
use ods_runtime::asm::op_parser::OpParser;
use ods_runtime::asm::op_printer::OpPrinter;
use ods_runtime::asm::parser::PResult;
use ods_runtime::interfaces::control_flow::{InvocationBounds, RegionBranchPoint, RegionSuccessor};
use ods_runtime::interfaces::region_kind::RegionKind;
use ods_runtime::interfaces::side_effects::Speculatability;
use ods_runtime::ir::{OperationState, RegionId, Value};
use ods_runtime::{Attribute, Context};

use crate::test as t;

impl t::SingleNoTerminatorOpHooks for t::SingleNoTerminatorOp {
    /// `HasOnlyGraphRegion`.
    fn get_region_kind(_: &Context, _: u32) -> RegionKind {
        RegionKind::Graph
    }
}

impl t::TestGraphLoopOpHooks for t::TestGraphLoopOp {
    /// The body.
    fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId> {
        vec![self.body(ctx)]
    }

    /// `HasOnlyGraphRegion`.
    fn get_region_kind(_: &Context, _: u32) -> RegionKind {
        RegionKind::Graph
    }
}

impl t::ConditionallySpeculatableOpHooks for t::ConditionallySpeculatableOp {
    /// Speculatable when the input is defined by an `arith.constant`.
    fn get_speculatability(self, ctx: &Context) -> Speculatability {
        let def = ctx.value(self.input(ctx)).defining_op();
        match def {
            Some(d) if ctx.op_name_str(ctx.op(d).name()) == "arith.constant" => {
                Speculatability::Speculatable
            }
            _ => Speculatability::NotSpeculatable,
        }
    }
}

impl t::NeverSpeculatableOpHooks for t::NeverSpeculatableOp {
    fn get_speculatability(self, _: &Context) -> Speculatability {
        Speculatability::NotSpeculatable
    }
}

/// The arguments of the entry block of `region` (none when it is empty).
fn entry_args(ctx: &Context, region: RegionId) -> Vec<Value> {
    ctx.region(region)
        .blocks()
        .first()
        .map(|&b| ctx.block(b).arguments().to_vec())
        .unwrap_or_default()
}

impl t::RegionIfOpHooks for t::RegionIfOp {
    /// `operands : types -> results then {..} else {..} join {..}`; the regions' entry
    /// arguments are written in them, and no terminator is added.
    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let operands = parser.parse_operand_list()?;
        parser.p.expect(TokenKind::Colon, "expected ':'")?;
        let types = parser.parse_type_list()?;
        parser.p.expect(TokenKind::Arrow, "expected '->'")?;
        state.result_types = parser.p.parse_function_result_types()?;
        for keyword in ["then", "else", "join"] {
            parser.p.parse_keyword(keyword)?;
            let region = parser.parse_region(false)?;
            state.regions.push(region);
        }
        let at = parser.p.span();
        state.operands = parser.resolve_operands(state, &operands, &types, at)?;
        Ok(())
    }

    /// Upstream's printer: no attribute dictionary; every region with its entry arguments
    /// and terminators.
    fn print(self, p: &mut OpPrinter<'_>) {
        let ctx = p.context();
        let op = self.op();
        let operands: Vec<Value> = ctx.op(op).operands().collect();
        p.print_op_name(op);
        p.write(" ");
        for (i, &v) in operands.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_value(v);
        }
        p.write(": ");
        for (i, &v) in operands.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(ctx.value(v).ty());
        }
        let results: Vec<_> = ctx.op(op).results().map(|r| ctx.value(r).ty()).collect();
        if !results.is_empty() {
            p.write(" -> ");
            p.p.print_function_results(&results);
        }
        let regions = ctx.op(op).regions().to_vec();
        for (keyword, region) in ["then", "else", "join"].into_iter().zip(regions) {
            p.write(&format!(" {keyword} "));
            p.print_region(region, true, true, false);
        }
    }

    /// Every operand, into the then or the else region.
    fn get_entry_successor_operands(self, ctx: &Context, _: &RegionSuccessor) -> Vec<Value> {
        ctx.op(self.op()).operands().collect()
    }

    /// The then and else regions from the op; the join region from them; the op's
    /// results from the join region.
    fn get_successor_regions(
        self,
        ctx: &Context,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        // The verifier guarantees three regions; nothing is claimed for other shapes.
        let &[then, els, join] = ctx.op(self.op()).regions() else {
            return Vec::new();
        };
        let successor = |r: RegionId| RegionSuccessor::region(r, entry_args(ctx, r));
        match point {
            RegionBranchPoint::Parent => vec![successor(then), successor(els)],
            RegionBranchPoint::Terminator(term) => {
                let from = ctx.op(term).block().and_then(|b| ctx.block(b).parent());
                if from == Some(join) {
                    vec![RegionSuccessor::parent(
                        ctx.op(self.op()).results().collect(),
                    )]
                } else {
                    vec![successor(join)]
                }
            }
        }
    }

    /// Each region runs at most once.
    fn get_region_invocation_bounds(
        self,
        _: &Context,
        _: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let once = InvocationBounds {
            lower: 0,
            upper: Some(1),
        };
        vec![once; 3]
    }
}

impl t::AnyCondOpHooks for t::AnyCondOp {
    /// Into the region from the op, and back out to the op's results.
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
                vec![RegionSuccessor::parent(
                    ctx.op(self.op()).results().collect(),
                )]
            }
        }
    }

    /// The region runs exactly once.
    fn get_region_invocation_bounds(
        self,
        _: &Context,
        _: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        vec![InvocationBounds {
            lower: 1,
            upper: Some(1),
        }]
    }
}
