//! MLIR's `inline` pass (`InlinerPass` over the SCC-based `Inliner`): the call graph's
//! strongly connected components are visited bottom-up (callees before callers); in each,
//! the callables are first optimized with the default pipeline (`canonicalize` unless told
//! otherwise), then every call whose callee resolves in the graph is inlined when legal and
//! profitable (not into a callee calling itself or its caller, not into the callee itself,
//! a multi-block callee only where the caller's region may hold several blocks, and within
//! `inlining-threshold`), and both steps repeat while calls were inlined, up to
//! `max-iterations`. A callee whose last use is being inlined is moved rather than copied;
//! callables left without uses are erased once every component is done.
//!
//! A callable whose operation name has a pipeline of its own in `op-pipelines` (the first
//! non-empty one given for that name) is optimized with it instead of the default one.
//!
//! Left out, against MLIR: callables are optimized one after the other (MLIR optimizes the
//! callables of a component in parallel, in any order).

use std::collections::{BTreeSet, HashMap};

use super::call_graph::{CallGraph, NodeId, SccWalk};
use super::inlining::inline_call;
use super::symbol_uses::symbol_uses_by_op;
use crate::Context;
use crate::asm::op_printer::properties_attributes;
use crate::attributes::Attribute;
use crate::interfaces::call::{CallOpInterface, Callable, CallableOpInterface};
use crate::interfaces::symbols::SymbolOpInterface;
use crate::ir::{BlockId, OpId, RegionId};
use crate::op_error::VerifyError;
use crate::pass::pipeline::{add_to_pipeline, build_op_pipeline, parse_pass_list};
use crate::pass::{
    OpPassManager, OptionKind, Pass, PassExecution, PassInfo, PassOption, PassResult,
    with_plain_execution,
};
use crate::traits::{IsIsolatedFromAbove, IsTerminator, SingleBlock, SymbolTable};

/// The inliner's configuration (MLIR's `InlinerConfig` and the pass's threshold).
#[derive(Clone, Debug)]
pub struct InlinerConfig {
    /// The pipeline run on each callable before inlining into it, as text (`None`: none).
    pub default_pipeline: Option<String>,
    /// The pipelines run instead of the default one on callables of their operation name,
    /// as text (`func.func(cse)`), in the order given.
    pub op_pipelines: Vec<String>,
    /// The rounds of optimizing and inlining within one component, at most.
    pub max_iterations: u64,
    /// The largest callee-to-caller ratio of operations, in percent, still inlined.
    pub inlining_threshold: u64,
}

/// The `inline` pass as mlir-opt registers it.
pub fn inliner_pass() -> PassInfo {
    PassInfo::new("inline", "Inline function calls", |options| {
        let text = options.text("default-pipeline");
        Box::new(InlinerPass {
            config: InlinerConfig {
                default_pipeline: (!text.is_empty()).then(|| text.to_string()),
                op_pipelines: options
                    .pipelines("op-pipelines")
                    .into_iter()
                    .map(str::to_string)
                    .collect(),
                max_iterations: options.unsigned("max-iterations"),
                inlining_threshold: options.unsigned("inlining-threshold"),
            },
            pipelines: HashMap::new(),
        })
    })
    .with_name("Inliner")
    .with_option(PassOption::new(
        "default-pipeline",
        OptionKind::String,
        "canonicalize",
        "The optimizer pipeline used for callables that do not have a dedicated optimizer \
         pipeline in opPipelineList",
    ))
    .with_option(PassOption::new(
        "op-pipelines",
        OptionKind::List(&OptionKind::Pipeline),
        "",
        "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
    ))
    .with_option(PassOption::new(
        "max-iterations",
        OptionKind::Uint,
        "4",
        "Maximum number of iterations when inlining within an SCC",
    ))
    .with_option(PassOption::new(
        "inlining-threshold",
        OptionKind::Uint,
        "4294967295",
        "If the ratio between the number of the operations in the callee and the number of \
         the operations in the caller exceeds this value (in percentage), then the callee is \
         not inlined even if it is legal to inline it",
    ))
}

/// The pass: its configuration and the pipelines of the current run, one per callable
/// operation name.
pub struct InlinerPass {
    config: InlinerConfig,
    pipelines: HashMap<String, OpPassManager>,
}

impl Pass for InlinerPass {
    fn run(&mut self, ctx: &mut Context, op: OpId) -> PassResult {
        with_plain_execution(true, |exec| self.run_in(ctx, op, exec))
    }

    fn run_in(&mut self, ctx: &mut Context, op: OpId, exec: &mut PassExecution<'_>) -> PassResult {
        if !ctx.op(op).has_trait::<SymbolTable>() {
            return Err(VerifyError::op(
                ctx,
                op,
                " was scheduled to run under the inliner, but does not define a symbol table",
            )
            .into());
        }
        // The pipelines are built anew for each run, as MLIR's inliner builds them: those
        // of `op-pipelines` first (an empty one is dropped, and the first for a name wins),
        // from the passes registered with the context (MLIR's global registry).
        self.pipelines.clear();
        let registry = ctx.registered_passes();
        for text in &self.config.op_pipelines {
            // The texts were read against the same registry when the pass was created.
            if let Ok(pm) = build_op_pipeline(program(), text, registry)
                && !pm.is_empty()
                && !self.pipelines.contains_key(pm.anchor())
            {
                self.pipelines.insert(pm.anchor().to_string(), pm);
            }
        }
        let cg = exec.analysis("CallGraph", || CallGraph::new(ctx, op));
        let mut inliner = Inliner {
            use_list: UseList::new(ctx, op, &cg),
            cg,
            config: &self.config,
            pipelines: &mut self.pipelines,
            exec,
            dead: BTreeSet::new(),
        };
        inliner.run(ctx)
    }
}

/// Inlines the calls under a symbol table with `config`, running the default pipeline
/// without instrumentation (for tools that inline outside a pass manager).
pub fn inline_calls(ctx: &mut Context, root: OpId, config: &InlinerConfig) -> PassResult {
    let mut pass = InlinerPass {
        config: config.clone(),
        pipelines: HashMap::new(),
    };
    pass.run(ctx, root)
}

/// A call with the node it is in and the node it calls.
#[derive(Clone, Copy, Debug)]
struct ResolvedCall {
    call: OpId,
    source: NodeId,
    target: NodeId,
}

/// The uses of the callables that may be erased once unused (MLIR's `CGUseList`): the
/// symbol uses of each callable (those in its own attributes counted once, those nested in
/// it each) and, per discardable callable, the uses left.
struct UseList {
    discardable: HashMap<NodeId, i64>,
    node_uses: HashMap<NodeId, NodeUses>,
}

#[derive(Clone, Debug, Default)]
struct NodeUses {
    top_level: BTreeSet<NodeId>,
    inner: HashMap<NodeId, i64>,
}

/// The callable nodes `op`'s symbol uses name, with the operation holding each use,
/// resolved from the symbol table holding `op`; `cache` remembers resolutions.
fn referenced_nodes(
    ctx: &mut Context,
    op: OpId,
    cg: &CallGraph,
    cache: &mut HashMap<Attribute, Option<NodeId>>,
) -> Vec<(NodeId, OpId)> {
    let table = ctx.op(op).parent_op();
    let mut out = Vec::new();
    let props = properties_attributes(ctx, op);
    let uses = symbol_uses_by_op(ctx, &props, op).unwrap_or_default();
    for (sym, user) in uses {
        let node = *cache.entry(sym).or_insert_with(|| {
            let target = table.and_then(|t| ctx.op(t).lookup_nearest_symbol(sym))?;
            let region = CallableOpInterface::cast(ctx, target)?.get_callable_region(ctx)?;
            cg.lookup(region)
        });
        if let Some(node) = node {
            out.push((node, user));
        }
    }
    out
}

impl UseList {
    fn new(ctx: &mut Context, op: OpId, cg: &CallGraph) -> Self {
        let mut list = UseList {
            discardable: HashMap::new(),
            node_uses: HashMap::new(),
        };
        let mut always_live: HashMap<Attribute, Option<NodeId>> = HashMap::new();
        let mut tables = Vec::new();
        symbol_tables(ctx, op, ctx.op(op).block().is_none(), &mut tables);
        for (table, all_visible) in tables {
            let Some(&region) = ctx.op(table).regions().first() else {
                continue;
            };
            let ops: Vec<OpId> = ctx
                .region(region)
                .blocks()
                .iter()
                .flat_map(|&b| ctx.block(b).ops().collect::<Vec<_>>())
                .collect();
            for nested in ops {
                let node = CallableOpInterface::cast(ctx, nested)
                    .and_then(|c| c.get_callable_region(ctx))
                    .and_then(|r| cg.lookup(r));
                if let Some(node) = node {
                    // `canDiscardOnUseEmpty` holds for private symbols only.
                    let discardable = SymbolOpInterface::cast(ctx, nested)
                        .is_some_and(|s| (all_visible || s.is_private(ctx)) && s.is_private(ctx));
                    if discardable {
                        list.discardable.entry(node).or_insert(0);
                    }
                    continue;
                }
                referenced_nodes(ctx, nested, cg, &mut always_live);
            }
        }
        for node in always_live.values().flatten() {
            list.discardable.remove(node);
        }
        for node in cg.callable_nodes() {
            list.recompute(ctx, node, cg);
        }
        list
    }

    fn recompute(&mut self, ctx: &mut Context, node: NodeId, cg: &CallGraph) {
        let Some(parent) = cg.region(node).and_then(|r| ctx.region(r).parent_op()) else {
            return;
        };
        let old = self.node_uses.remove(&node).unwrap_or_default();
        self.decrement(&old);
        let mut uses = NodeUses::default();
        for (target, user) in referenced_nodes(ctx, parent, cg, &mut HashMap::new()) {
            let Some(count) = self.discardable.get_mut(&target) else {
                continue;
            };
            if user != parent {
                *uses.inner.entry(target).or_insert(0) += 1;
            } else if !uses.top_level.insert(target) {
                continue;
            }
            *count += 1;
        }
        self.node_uses.insert(node, uses);
    }

    fn decrement(&mut self, uses: &NodeUses) {
        for n in &uses.top_level {
            *self.discardable.entry(*n).or_insert(0) -= 1;
        }
        for (n, c) in &uses.inner {
            *self.discardable.entry(*n).or_insert(0) -= c;
        }
    }

    fn drop_call_uses(&mut self, ctx: &mut Context, user: NodeId, call: OpId, cg: &CallGraph) {
        let refs = referenced_nodes(ctx, call, cg, &mut HashMap::new());
        let user_refs = &mut self.node_uses.entry(user).or_default().inner;
        for (node, _) in refs {
            if let Some(c) = user_refs.get_mut(&node) {
                *c -= 1;
                *self.discardable.entry(node).or_insert(0) -= 1;
            }
        }
    }

    fn erase_node(&mut self, node: NodeId, cg: &CallGraph) {
        for &(child, kind) in &cg.node(node).edges {
            if kind == super::call_graph::EdgeKind::Child {
                self.erase_node(child, cg);
            }
        }
        if let Some(uses) = self.node_uses.remove(&node) {
            self.decrement(&uses);
        }
        self.discardable.remove(&node);
    }

    fn uses_are(&self, ctx: &Context, node: NodeId, cg: &CallGraph, n: i64) -> bool {
        let Some(op) = cg.region(node).and_then(|r| ctx.region(r).parent_op()) else {
            return false;
        };
        if SymbolOpInterface::cast(ctx, op).is_none() {
            let uses: usize = ctx
                .op(op)
                .results()
                .map(|v| ctx.value(v).uses().count())
                .sum();
            return ctx.op(op).is_memory_effect_free() && uses == n as usize;
        }
        self.discardable.get(&node) == Some(&n)
    }

    fn merge_after_inlining(&mut self, from: NodeId, into: NodeId) {
        let inner: Vec<(NodeId, i64)> = self
            .node_uses
            .get(&from)
            .map(|u| u.inner.iter().map(|(&n, &c)| (n, c)).collect())
            .unwrap_or_default();
        let into_uses = self.node_uses.entry(into).or_default();
        for &(n, c) in &inner {
            *into_uses.inner.entry(n).or_insert(0) += c;
        }
        for (n, c) in inner {
            *self.discardable.entry(n).or_insert(0) += c;
        }
    }
}

/// MLIR's `SymbolTable::walkSymbolTables`: each symbol table under `op` (nested ones
/// first) with whether all uses of its symbols are visible.
fn symbol_tables(ctx: &Context, op: OpId, mut visible: bool, out: &mut Vec<(OpId, bool)>) {
    let is_table = ctx.op(op).has_trait::<SymbolTable>();
    if is_table {
        visible |= SymbolOpInterface::cast(ctx, op).is_none_or(|s| s.is_private(ctx));
    } else {
        visible = true;
    }
    for &r in ctx.op(op).regions() {
        for &b in ctx.region(r).blocks() {
            for nested in ctx.block(b).ops() {
                symbol_tables(ctx, nested, visible, out);
            }
        }
    }
    if is_table {
        out.push((op, visible));
    }
}

/// One run of the inliner over a call graph.
struct Inliner<'a, 'e> {
    cg: CallGraph,
    use_list: UseList,
    config: &'a InlinerConfig,
    pipelines: &'a mut HashMap<String, OpPassManager>,
    exec: &'a mut PassExecution<'e>,
    /// The callables found dead, erased at the end.
    dead: BTreeSet<NodeId>,
}

impl Inliner<'_, '_> {
    fn run(&mut self, ctx: &mut Context) -> PassResult {
        let mut walk = SccWalk::new(&self.cg);
        while !walk.current().is_empty() {
            let mut scc = walk.current().to_vec();
            walk.advance(&self.cg);
            self.inline_scc(ctx, &mut scc, &mut walk)?;
        }
        for &node in &self.dead {
            if let Some(op) = self.cg.region(node).and_then(|r| ctx.region(r).parent_op())
                && ctx.op(op).is_alive()
            {
                op.erase(ctx);
            }
        }
        Ok(())
    }

    fn inline_scc(
        &mut self,
        ctx: &mut Context,
        scc: &mut Vec<NodeId>,
        walk: &mut SccWalk,
    ) -> PassResult {
        let mut iteration = 0;
        loop {
            self.optimize_scc(ctx, scc)?;
            if !self.inline_calls_in_scc(ctx, scc, walk) {
                break;
            }
            iteration += 1;
            if iteration >= self.config.max_iterations {
                break;
            }
        }
        Ok(())
    }

    fn callable_op(&self, ctx: &Context, node: NodeId) -> Option<OpId> {
        self.cg.region(node).and_then(|r| ctx.region(r).parent_op())
    }

    fn optimize_scc(&mut self, ctx: &mut Context, scc: &[NodeId]) -> PassResult {
        let mut visit = Vec::new();
        for &node in scc {
            let Some(op) = self.callable_op(ctx, node) else {
                continue;
            };
            if self.cg.node(node).has_children() || !ctx.op(op).has_trait::<IsIsolatedFromAbove>() {
                continue;
            }
            visit.push((node, op));
        }
        for &(_, op) in &visit {
            self.optimize_callable(ctx, op)?;
        }
        for (node, _) in visit {
            self.use_list.recompute(ctx, node, &self.cg);
        }
        Ok(())
    }

    /// Runs the callable's pipeline on it, built from the default pipeline's text the first
    /// time a callable of its name comes (errors in the text are printed then, and the
    /// pipeline keeps what was added before them).
    fn optimize_callable(&mut self, ctx: &mut Context, op: OpId) -> PassResult {
        let Some(text) = &self.config.default_pipeline else {
            return Ok(());
        };
        let name = ctx.op_name(ctx.op(op).name()).as_str().to_string();
        if !self.pipelines.contains_key(&name) {
            let registry = ctx.registered_passes();
            let mut pm = OpPassManager::new(name.clone());
            let added = parse_pass_list(text, registry)
                .and_then(|elements| add_to_pipeline(program(), &elements, &mut pm, registry));
            if let Err(e) = added {
                self.exec.report(&e.printed());
            }
            self.pipelines.insert(name.clone(), pm);
        }
        let pm = self.pipelines.get_mut(&name).expect("inserted above");
        self.exec.run_pipeline(ctx, pm, op)
    }

    /// Inlines what it can of the calls in the component; whether it inlined any.
    fn inline_calls_in_scc(
        &mut self,
        ctx: &mut Context,
        scc: &mut Vec<NodeId>,
        walk: &mut SccWalk,
    ) -> bool {
        let mut dead_nodes: Vec<NodeId> = Vec::new();
        let mut calls = Vec::new();
        for &node in scc.iter() {
            let Some(region) = self.cg.region(node) else {
                continue;
            };
            if self.use_list.uses_are(ctx, node, &self.cg, 0) {
                push_unique(&mut dead_nodes, node);
            } else {
                let blocks = ctx.region(region).blocks().to_vec();
                collect_calls(ctx, &self.cg, &blocks, node, false, &mut calls);
            }
        }
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let it = calls[i];
            let hist = call_history[i];
            i += 1;
            if dead_nodes.contains(&it.source) || !ctx.op(it.call).is_alive() {
                continue;
            }
            if history_includes(it.target, hist, &history) || !self.should_inline(ctx, it) {
                continue;
            }
            let Some(region) = self.cg.region(it.target) else {
                continue;
            };
            let Some(callable) = ctx.region(region).parent_op() else {
                continue;
            };
            let in_place = self.use_list.uses_are(ctx, it.target, &self.cg, 1);
            let inlined = {
                let cg = &self.cg;
                let mut collect = |ctx: &mut Context, blocks: &[BlockId]| {
                    let Some(node) = enclosing_node(ctx, cg, blocks[0]) else {
                        return;
                    };
                    collect_calls(ctx, cg, blocks, node, true, &mut calls);
                };
                inline_call(ctx, it.call, callable, region, !in_place, &mut collect)
            };
            if !inlined {
                continue;
            }
            inlined_any = true;
            history.push((it.target, hist));
            call_history.resize(calls.len(), Some(history.len() - 1));
            self.use_list
                .drop_call_uses(ctx, it.source, it.call, &self.cg);
            self.use_list.merge_after_inlining(it.target, it.source);
            it.call.erase(ctx);
            if in_place {
                self.use_list.erase_node(it.target, &self.cg);
                push_unique(&mut dead_nodes, it.target);
            }
        }
        for node in dead_nodes {
            if let Some(pos) = scc.iter().position(|&n| n == node) {
                scc.remove(pos);
                walk.forget(node);
            }
            self.dead.insert(node);
        }
        inlined_any
    }

    fn should_inline(&self, ctx: &Context, it: ResolvedCall) -> bool {
        if ctx.op(it.call).has_trait::<IsTerminator>() {
            return false;
        }
        let recursive = self
            .cg
            .node(it.target)
            .edges
            .iter()
            .any(|&(t, _)| t == it.target || t == it.source);
        if recursive {
            return false;
        }
        let Some(region) = self.cg.region(it.target) else {
            return false;
        };
        let call_region = ctx.op(it.call).block().and_then(|b| ctx.block(b).parent());
        if call_region.is_some_and(|r| r == region || ctx.region(region).is_proper_ancestor(r)) {
            return false;
        }
        if ctx.region(region).blocks().len() >= 2 && !self.caller_takes_blocks(ctx, it, region) {
            return false;
        }
        self.profitable(ctx, it)
    }

    /// Whether the region holding the call may take several blocks: the caller is the same
    /// kind of operation as the callee, or may not be limited to a single block.
    fn caller_takes_blocks(&self, ctx: &Context, it: ResolvedCall, callee: RegionId) -> bool {
        let Some(parent) = ctx.op(it.call).parent_op() else {
            return true;
        };
        let same = ctx
            .region(callee)
            .parent_op()
            .is_some_and(|c| ctx.op(c).name() == ctx.op(parent).name());
        same || !ctx.op(parent).might_have_trait::<SingleBlock>()
    }

    /// MLIR's `isProfitableToInline` with the pass's threshold.
    fn profitable(&self, ctx: &Context, it: ResolvedCall) -> bool {
        let threshold = self.config.inlining_threshold;
        if threshold == 0 {
            return false;
        }
        if threshold == u64::from(u32::MAX) {
            return true;
        }
        let (Some(caller), Some(callee)) = (self.cg.region(it.source), self.cg.region(it.target))
        else {
            return false;
        };
        let count = |r: RegionId| -> u64 {
            let mut n = 0u64;
            for &b in ctx.region(r).blocks() {
                for op in ctx.block(b).ops() {
                    n += ctx.op(op).collect_ops(crate::ir::WalkOrder::PreOrder).len() as u64;
                }
            }
            n
        };
        let caller_ops = count(caller);
        if caller_ops == 0 {
            return true;
        }
        // MLIR computes the ratio in 32-bit unsigned arithmetic.
        let ratio = (count(callee) * 100) as u32 / caller_ops as u32;
        u64::from(ratio) <= threshold
    }
}

fn push_unique(v: &mut Vec<NodeId>, n: NodeId) {
    if !v.contains(&n) {
        v.push(n);
    }
}

/// Whether the inline history `id` already went through `node`.
fn history_includes(
    node: NodeId,
    mut id: Option<usize>,
    history: &[(NodeId, Option<usize>)],
) -> bool {
    while let Some(i) = id {
        if history[i].0 == node {
            return true;
        }
        id = history[i].1;
    }
    false
}

/// The node of the closest callable region holding `block`.
fn enclosing_node(ctx: &Context, cg: &CallGraph, block: BlockId) -> Option<NodeId> {
    let mut region = ctx.block(block).parent();
    while let Some(r) = region {
        if let Some(n) = cg.lookup(r) {
            return Some(n);
        }
        region = ctx
            .region(r)
            .parent_op()
            .and_then(|op| ctx.op(op).block())
            .and_then(|b| ctx.block(b).parent());
    }
    None
}

/// MLIR's `collectCallOps`: the calls in `blocks` (and the regions nested in their
/// operations, callable ones only when `nested_callables`) whose callee is a flat symbol
/// resolving to a callable of the graph, each with the node holding it.
fn collect_calls(
    ctx: &Context,
    cg: &CallGraph,
    blocks: &[BlockId],
    node: NodeId,
    nested_callables: bool,
    calls: &mut Vec<ResolvedCall>,
) {
    let mut worklist: Vec<(BlockId, NodeId)> = blocks.iter().map(|&b| (b, node)).collect();
    while let Some((block, source)) = worklist.pop() {
        for op in ctx.block(block).ops() {
            if let Some(call) = CallOpInterface::cast(ctx, op) {
                if let Callable::Symbol(sym) = call.get_callable_for_callee(ctx)
                    && ctx
                        .attr(sym)
                        .symbol_ref_parts()
                        .is_some_and(|(_, n)| !n.is_empty())
                {
                    continue;
                }
                let target = cg.resolve(ctx, call);
                if cg.region(target).is_some() {
                    calls.push(ResolvedCall {
                        call: op,
                        source,
                        target,
                    });
                }
                continue;
            }
            for &region in ctx.op(op).regions() {
                let nested = cg.lookup(region);
                if nested_callables || nested.is_none() {
                    let n = nested.unwrap_or(source);
                    worklist.extend(ctx.region(region).blocks().iter().map(|&b| (b, n)));
                }
            }
        }
    }
}

/// The program name LLVM's command line puts before its messages.
fn program() -> &'static str {
    "ods-opt"
}
