//! MLIR's `DeadCodeAnalysis` (`DeadCodeAnalysis.cpp`): which blocks are live and which
//! CFG edges are executable, from the constant values of branch conditions (read from the
//! [`ConstantValue`] lattices another analysis computes), and who the predecessors of
//! region entries, region-branch results, callables and call results are.
//!
//! Region control flow goes through [`RegionBranchOpInterface`] and
//! [`RegionBranchTerminatorOpInterface`], branches through [`BranchOpInterface`], the call
//! graph through [`CallOpInterface`] and [`CallableOpInterface`] (callees resolved by
//! symbol; a call by value has unknown predecessors, as in MLIR).

use super::constant_propagation::ConstantValue;
use super::solver::{AnalysisId, Anchor, DataFlowAnalysis, ProgramPoint, SolverState};
use super::sparse::Lattice;
pub use super::states::{Executable, PredecessorState};
use crate::Context;
use crate::attributes::Attribute;
use crate::interfaces::call::{CallOpInterface, CallableOpInterface};
use crate::interfaces::control_flow::{
    BranchOpInterface, RegionBranchOpInterface, RegionBranchPoint,
    RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use crate::interfaces::symbols::Visibility;
use crate::ir::{BlockId, OpId, RegionId};
use crate::op_error::VerifyError;
use crate::traits::ReturnLike;
use crate::transforms::symbol_uses::{
    is_symbol, is_symbol_table, lookup_symbol_path, symbol_uses_by_op, visibility,
};

/// MLIR's `DeadCodeAnalysis`.
#[derive(Default)]
pub struct DeadCodeAnalysis {
    /// The operation the analysis runs on: callables outside it are external.
    scope: Option<OpId>,
}

impl DataFlowAnalysis for DeadCodeAnalysis {
    fn initialize(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &mut Context,
        top: OpId,
    ) -> Result<(), VerifyError> {
        mark_entry_blocks_live(state, ctx, top);
        self.scope = Some(top);
        initialize_symbol_callables(state, ctx, top);
        self.initialize_recursively(id, state, ctx, top);
        Ok(())
    }

    fn visit(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &mut Context,
        point: ProgramPoint,
    ) -> Result<(), VerifyError> {
        if let ProgramPoint::AfterOp(op) = point {
            self.visit_op(id, state, ctx, op);
        }
        Ok(())
    }
}

/// Marks the entry block of each non-empty region of `op` live.
fn mark_entry_blocks_live(state: &mut SolverState, ctx: &Context, op: OpId) {
    for &region in ctx.op(op).regions() {
        if let Some(&entry) = ctx.region(region).blocks().first() {
            state.update::<Executable>(ctx, Anchor::block(entry), Executable::set_to_live);
        }
    }
}

/// Marks `to` and the edge from `from` to it live.
fn mark_edge_live(state: &mut SolverState, ctx: &Context, from: BlockId, to: BlockId) {
    state.update::<Executable>(ctx, Anchor::block(to), Executable::set_to_live);
    state.update::<Executable>(ctx, Anchor::Edge(from, to), Executable::set_to_live);
}

/// Whether `op` returns control from a region of a region-branch operation or from a
/// callable: the last operation of its block, without successors.
fn is_region_or_callable_return(ctx: &Context, op: OpId) -> bool {
    let Some(block) = ctx.op(op).block() else {
        return false;
    };
    let Some(parent) = ctx.op(op).parent_op() else {
        return false;
    };
    ctx.op(op).successors().is_empty()
        && (RegionBranchOpInterface::cast(ctx, parent).is_some()
            || CallableOpInterface::cast(ctx, parent).is_some())
        && ctx.block(block).last_op() == Some(op)
}

/// MLIR's `initializeSymbolCallables`: the callables of each symbol table under `top`
/// that are public, nested where not all uses are visible, or used other than by a call
/// have unknown callsites.
fn initialize_symbol_callables(state: &mut SolverState, ctx: &mut Context, top: OpId) {
    let mut tables = Vec::new();
    walk_symbol_tables(ctx, top, ctx.op(top).block().is_none(), &mut tables);
    let props = crate::asm::op_printer::properties_attributes(ctx, top);
    let ctx = &*ctx;
    for (table, all_uses_visible) in tables {
        let Some(&region) = ctx.op(table).regions().first() else {
            continue;
        };
        let Some(&block) = ctx.region(region).blocks().first() else {
            continue;
        };
        let mut found = false;
        for op in ctx.block(block).ops().collect::<Vec<_>>() {
            let Some(callable) = CallableOpInterface::cast(ctx, op) else {
                continue;
            };
            if callable.get_callable_region(ctx).is_none() || !is_symbol(ctx, op) {
                continue;
            }
            let vis = visibility(ctx, op);
            if vis == Visibility::Public || (!all_uses_visible && vis == Visibility::Nested) {
                state.update::<PredecessorState>(
                    ctx,
                    Anchor::after(op),
                    PredecessorState::set_has_unknown_predecessors,
                );
            }
            found = true;
        }
        if !found {
            continue;
        }
        let Some(uses) = region_symbol_uses(ctx, &props, region) else {
            let mut callables = Vec::new();
            collect_callables(ctx, top, &mut callables);
            for callable in callables {
                state.update::<PredecessorState>(
                    ctx,
                    Anchor::after(callable),
                    PredecessorState::set_has_unknown_predecessors,
                );
            }
            continue;
        };
        for (sym, user) in uses {
            if CallOpInterface::cast(ctx, user).is_some() {
                continue;
            }
            // As MLIR, the reference is looked up from `top`.
            let symbol = is_symbol_table(ctx, top)
                .then(|| lookup_symbol_path(ctx, top, sym))
                .flatten()
                .and_then(|path| path.last().copied());
            if let Some(symbol) = symbol {
                state.update::<PredecessorState>(
                    ctx,
                    Anchor::after(symbol),
                    PredecessorState::set_has_unknown_predecessors,
                );
            }
        }
    }
}

/// MLIR's `SymbolTable::walkSymbolTables`: the symbol tables under (and including) `op`,
/// inner ones first, each with whether all uses of its symbols are visible.
fn walk_symbol_tables(ctx: &Context, op: OpId, visible: bool, out: &mut Vec<(OpId, bool)>) {
    let table = is_symbol_table(ctx, op);
    let visible = if table {
        visible || !is_symbol(ctx, op) || visibility(ctx, op) == Visibility::Private
    } else {
        true
    };
    for &region in ctx.op(op).regions() {
        for &block in ctx.region(region).blocks() {
            for nested in ctx.block(block).ops() {
                walk_symbol_tables(ctx, nested, visible, out);
            }
        }
    }
    if table {
        out.push((op, visible));
    }
}

/// MLIR's `SymbolTable::getSymbolUses(Region *)`: each reference held in `region`, with
/// its user, not looking into nested symbol tables; `None` when a potentially unknown
/// symbol table is in the way.
fn region_symbol_uses(
    ctx: &Context,
    props: &crate::asm::op_printer::PropertyAttributes,
    region: RegionId,
) -> Option<Vec<(Attribute, OpId)>> {
    let mut uses = Vec::new();
    for &block in ctx.region(region).blocks() {
        for op in ctx.block(block).ops() {
            uses.extend(symbol_uses_by_op(ctx, props, op)?);
        }
    }
    Some(uses)
}

/// The callables nested in `op` (and `op` itself), in post-order.
fn collect_callables(ctx: &Context, op: OpId, out: &mut Vec<OpId>) {
    for &region in ctx.op(op).regions() {
        for &block in ctx.region(region).blocks() {
            for nested in ctx.block(block).ops() {
                collect_callables(ctx, nested, out);
            }
        }
    }
    if CallableOpInterface::cast(ctx, op).is_some() {
        out.push(op);
    }
}

/// The constant values of `op`'s operands, subscribing `id` to their lattices; `None` when
/// one is not initialized yet (MLIR's `getOperandValues`).
fn operand_values(
    id: AnalysisId,
    state: &mut SolverState,
    ctx: &Context,
    op: OpId,
) -> Option<Vec<Option<Attribute>>> {
    let mut values = Vec::with_capacity(ctx.op(op).num_operands());
    for operand in ctx.op(op).operands() {
        let lattice = state.get_or_create::<Lattice<ConstantValue>>(Anchor::Value(operand));
        lattice.use_def_subscribe(id);
        values.push(lattice.value().constant()?);
    }
    Some(values)
}

impl DeadCodeAnalysis {
    /// Visits every operation with control-flow semantics under `op`, subscribing to the
    /// liveness of its block.
    fn initialize_recursively(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &mut Context,
        op: OpId,
    ) {
        if !ctx.op(op).regions().is_empty()
            || !ctx.op(op).successors().is_empty()
            || is_region_or_callable_return(ctx, op)
            || CallOpInterface::cast(ctx, op).is_some()
        {
            if let Some(block) = ctx.op(op).block() {
                state
                    .get_or_create::<Executable>(Anchor::block(block))
                    .block_content_subscribe(id);
            }
            self.visit_op(id, state, ctx, op);
        }
        for region in ctx.op(op).regions().to_vec() {
            for block in ctx.region(region).blocks().to_vec() {
                for nested in ctx.block(block).ops().collect::<Vec<_>>() {
                    self.initialize_recursively(id, state, ctx, nested);
                }
            }
        }
    }

    fn visit_op(&mut self, id: AnalysisId, state: &mut SolverState, ctx: &Context, op: OpId) {
        if let Some(block) = ctx.op(op).block()
            && !state
                .get_or_create::<Executable>(Anchor::block(block))
                .is_live()
        {
            return;
        }
        if let Some(call) = CallOpInterface::cast(ctx, op) {
            self.visit_call(state, ctx, call);
        }
        if !ctx.op(op).regions().is_empty() {
            if let Some(branch) = RegionBranchOpInterface::cast(ctx, op) {
                visit_region_branch(id, state, ctx, branch);
            } else if CallableOpInterface::cast(ctx, op).is_some() {
                let point = ProgramPoint::AfterOp(op);
                let callsites =
                    state.get_or_create_for::<PredecessorState>(point, id, Anchor::after(op));
                if !callsites.all_predecessors_known() || !callsites.known_predecessors().is_empty()
                {
                    mark_entry_blocks_live(state, ctx, op);
                }
            } else {
                mark_entry_blocks_live(state, ctx, op);
            }
        }
        if is_region_or_callable_return(ctx, op)
            && let Some(parent) = ctx.op(op).parent_op()
        {
            if let Some(branch) = RegionBranchOpInterface::cast(ctx, parent) {
                visit_region_terminator(id, state, ctx, op, branch);
            } else if CallableOpInterface::cast(ctx, parent).is_some() {
                visit_callable_terminator(id, state, ctx, op, parent);
            }
        }
        if !ctx.op(op).successors().is_empty() {
            let block = ctx.op(op).block().expect("a terminator in a block");
            match BranchOpInterface::cast(ctx, op) {
                Some(branch) => visit_branch(id, state, ctx, branch, block),
                None => {
                    for succ in ctx.op(op).successors().to_vec() {
                        mark_edge_live(state, ctx, block, succ);
                    }
                }
            }
        }
    }

    /// A live call is a callsite of its callee when that is a symbol defined in the
    /// analysed scope; otherwise its return sites are unknown. A call to the operation the
    /// analysis runs on (a function calling itself under a function-anchored pass) counts
    /// as external, as mlir-opt 22 treats it.
    fn visit_call(&self, state: &mut SolverState, ctx: &Context, call: CallOpInterface) {
        let callee = call.resolve_callable(ctx);
        let internal = callee.filter(|&c| {
            is_symbol(ctx, c)
                && self
                    .scope
                    .is_some_and(|s| s != c && ctx.op(s).is_ancestor(c))
                && CallableOpInterface::cast(ctx, c)
                    .is_none_or(|callable| callable.get_callable_region(ctx).is_some())
        });
        match internal {
            Some(callee) => {
                state.update::<PredecessorState>(ctx, Anchor::after(callee), |s| {
                    s.join(call.op(), &[])
                });
            }
            None => {
                state.update::<PredecessorState>(
                    ctx,
                    Anchor::after(call.op()),
                    PredecessorState::set_has_unknown_predecessors,
                );
            }
        }
    }
}

/// Marks live the regions a branch terminator may go to given its operands' constants.
fn visit_branch(
    id: AnalysisId,
    state: &mut SolverState,
    ctx: &Context,
    branch: BranchOpInterface,
    block: BlockId,
) {
    let Some(operands) = operand_values(id, state, ctx, branch.op()) else {
        return;
    };
    match branch.get_successor_for_operands(ctx, &operands) {
        Some(succ) => mark_edge_live(state, ctx, block, succ),
        None => {
            for succ in ctx.op(branch.op()).successors().to_vec() {
                mark_edge_live(state, ctx, block, succ);
            }
        }
    }
}

/// Marks live the regions (or the results) a region-branch operation enters given its
/// operands' constants, the operation being their predecessor.
fn visit_region_branch(
    id: AnalysisId,
    state: &mut SolverState,
    ctx: &Context,
    branch: RegionBranchOpInterface,
) {
    let Some(operands) = operand_values(id, state, ctx, branch.op()) else {
        return;
    };
    for succ in branch.get_entry_successor_regions(ctx, &operands) {
        let anchor = match succ.region {
            Some(region) => match ctx.region(region).blocks().first() {
                Some(&entry) => Anchor::block(entry),
                None => continue,
            },
            None => Anchor::after(branch.op()),
        };
        state.update::<Executable>(ctx, anchor, Executable::set_to_live);
        state.update::<PredecessorState>(ctx, anchor, |s| s.join(branch.op(), &succ.inputs));
    }
}

/// Marks live the regions a region terminator may go to, the terminator being a
/// predecessor of each (or of the parent's results).
fn visit_region_terminator(
    id: AnalysisId,
    state: &mut SolverState,
    ctx: &Context,
    op: OpId,
    branch: RegionBranchOpInterface,
) {
    let Some(operands) = operand_values(id, state, ctx, op) else {
        return;
    };
    let successors: Vec<RegionSuccessor> = match RegionBranchTerminatorOpInterface::cast(ctx, op) {
        Some(term) => term.get_successor_regions(ctx, &operands),
        None => branch.get_successor_regions(ctx, RegionBranchPoint::Terminator(op)),
    };
    for succ in successors {
        let anchor = match succ.region {
            Some(region) => {
                let Some(&entry) = ctx.region(region).blocks().first() else {
                    continue;
                };
                state.update::<Executable>(ctx, Anchor::block(entry), Executable::set_to_live);
                Anchor::block(entry)
            }
            None => Anchor::after(branch.op()),
        };
        state.update::<PredecessorState>(ctx, anchor, |s| s.join(op, &succ.inputs));
    }
}

/// A return of a callable is a predecessor of each known callsite's results (when it is
/// `ReturnLike`; otherwise those results have unknown predecessors).
fn visit_callable_terminator(
    id: AnalysisId,
    state: &mut SolverState,
    ctx: &Context,
    op: OpId,
    callable: OpId,
) {
    let point = ProgramPoint::AfterOp(op);
    let callsites = state
        .get_or_create_for::<PredecessorState>(point, id, Anchor::after(callable))
        .known_predecessors()
        .to_vec();
    let can_resolve = ctx.has_trait::<ReturnLike>(op);
    for callsite in callsites {
        state.update::<PredecessorState>(ctx, Anchor::after(callsite), |s| {
            if can_resolve {
                s.join(op, &[])
            } else {
                s.set_has_unknown_predecessors()
            }
        });
    }
}
