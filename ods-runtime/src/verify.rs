//! The verifier driver: structure, dominance, trait verifiers, then op verifiers.
//!
//! The order follows mlir-opt's verifier: on entering an operation its trait verifiers and
//! own verifier run, then its regions' entry blocks are checked for predecessors; each block
//! is checked for successors in the middle and (on exit) for a terminator; on leaving an
//! operation its isolated-from-above children are verified (each with its own dominance
//! check), then its region verifiers, then the unregistered-dialect rule. SSA dominance is
//! checked after the structure, inside regions that have it (regions of registered
//! operations that are not graph regions).

use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};

use crate::dominance::DomTree;
pub use crate::dominance::region_has_ssa_dominance;
use crate::interfaces::region_kind::RegionKind;
use crate::ir::{BlockId, OpId, RegionId, Value, ValueDef};
pub use crate::op_error::VerifyError;
use crate::traits::{HasOnlyGraphRegion, IsIsolatedFromAbove, IsTerminator, NoTerminator};
use crate::{Context, Location};

/// Verifies `op` and everything nested in it. Returns every error found (mlir-opt keeps
/// verifying sibling isolated-from-above operations after one fails).
pub fn verify(ctx: &Context, op: OpId) -> Result<(), Vec<VerifyError>> {
    let mut v = Verifier {
        ctx,
        errors: Vec::new(),
        dom: HashMap::new(),
        op_order: Vec::new(),
        numbered: HashSet::new(),
    };
    if v.verify_op_and_dominance(op) {
        Ok(())
    } else {
        Err(v.errors)
    }
}

struct Verifier<'a> {
    ctx: &'a Context,
    errors: Vec<VerifyError>,
    dom: HashMap<RegionId, DomTree>,
    /// The position of each operation in its block (by operation index), for the blocks in
    /// `numbered`: MLIR's cached order index, so that checking a use against a definition in
    /// the same block does not walk the ops between them.
    op_order: Vec<u32>,
    numbered: HashSet<BlockId>,
}

enum Item {
    Op(OpId),
    Block(BlockId),
}

impl Verifier<'_> {
    fn fail(&mut self, mut e: VerifyError) -> bool {
        let then = e.then.take();
        self.errors.push(e);
        if let Some(next) = then {
            return self.fail(*next);
        }
        false
    }

    fn verify_op_and_dominance(&mut self, op: OpId) -> bool {
        if !self.verify_operation(op) {
            return false;
        }
        if !self.ctx.op(op).regions().is_empty() {
            if let Err(e) = self.verify_dominance_of_contained_regions(op) {
                return self.fail(e);
            }
        }
        true
    }

    fn verify_operation(&mut self, op: OpId) -> bool {
        let ctx = self.ctx;
        let mut work: Vec<(Item, bool)> = vec![(Item::Op(op), false)];
        while let Some((item, exit)) = work.pop() {
            if exit {
                let ok = match item {
                    Item::Op(o) => self.on_exit_op(o),
                    Item::Block(b) => self.on_exit_block(b),
                };
                if !ok {
                    return false;
                }
                continue;
            }
            match item {
                Item::Op(o) => {
                    if let Err(e) = self.on_entrance_op(o) {
                        return self.fail(e);
                    }
                    work.push((Item::Op(o), true));
                    for &r in ctx.op(o).regions().iter().rev() {
                        for &b in ctx.region(r).blocks().iter().rev() {
                            work.push((Item::Block(b), false));
                        }
                    }
                }
                Item::Block(b) => {
                    if let Err(e) = self.on_entrance_block(b) {
                        return self.fail(e);
                    }
                    work.push((Item::Block(b), true));
                    let ops: Vec<OpId> = ctx.block(b).ops().collect();
                    for &o in ops.iter().rev() {
                        if ctx.op(o).regions().is_empty()
                            || !ctx.op(o).has_trait::<IsIsolatedFromAbove>()
                        {
                            work.push((Item::Op(o), false));
                        }
                    }
                }
            }
        }
        true
    }

    fn on_entrance_op(&mut self, op: OpId) -> Result<(), VerifyError> {
        let ctx = self.ctx;
        // MLIR's verifier asks the dialect named by each discardable attribute's prefix,
        // registered op or not, before the op's own checks.
        for &(name, value) in ctx.op(op).discardable_attrs() {
            let name = name.as_str(ctx);
            if let Some(f) = name
                .split_once('.')
                .and_then(|(dialect, _)| ctx.dialect_definition(dialect))
                .and_then(|d| d.operation_attr_verifier())
            {
                f(ctx, op, name, value)?;
            }
        }
        if let Some(def) = ctx.op_name(ctx.op(op).name()).definition() {
            for t in &def.traits {
                t.verify_trait(ctx, op)?;
            }
            if let Some(f) = def.verify {
                f(ctx, op)?;
            }
        }
        let regions = ctx.op(op).regions();
        if regions.is_empty() {
            return Ok(());
        }
        let registered = ctx.op_name(ctx.op(op).name()).is_registered();
        let only_graph = registered && ctx.op(op).has_trait::<HasOnlyGraphRegion>();
        for (i, &r) in regions.iter().enumerate() {
            let blocks = ctx.region(r).blocks();
            let graph =
                only_graph || (registered && ctx.op(op).region_kind(i) == RegionKind::Graph);
            if graph && blocks.len() > 1 {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    format!("expects graph region #{i} to have 0 or 1 blocks"),
                ));
            }
            let Some(&entry) = blocks.first() else {
                continue;
            };
            let has_pred = blocks.iter().any(|&b| {
                ctx.block(b)
                    .ops()
                    .any(|o| ctx.op(o).successors().contains(&entry))
            });
            if has_pred {
                return Err(VerifyError::at(
                    ctx.op(op).loc(),
                    "entry block of region may not have predecessors",
                ));
            }
        }
        Ok(())
    }

    fn may_be_valid_without_terminator(&self, block: BlockId) -> bool {
        let ctx = self.ctx;
        let Some(region) = ctx.block(block).parent() else {
            return true;
        };
        if ctx.region(region).blocks().len() != 1 {
            return false;
        }
        match ctx.region(region).parent_op() {
            Some(op) => ctx.op(op).might_have_trait::<NoTerminator>(),
            None => true,
        }
    }

    fn on_entrance_block(&mut self, block: BlockId) -> Result<(), VerifyError> {
        let ctx = self.ctx;
        let Some(last) = ctx.block(block).last_op() else {
            if self.may_be_valid_without_terminator(block) {
                return Ok(());
            }
            let loc = ctx
                .block(block)
                .parent_op()
                .map(|op| ctx.op(op).loc())
                .expect("a block in a region has a parent operation");
            return Err(VerifyError::at(
                loc,
                "empty block: expect at least a terminator",
            ));
        };
        for o in ctx.block(block).ops() {
            if !ctx.op(o).successors().is_empty() && o != last {
                return Err(VerifyError::plain(
                    ctx,
                    o,
                    "operation with block successors must terminate its parent block",
                ));
            }
        }
        Ok(())
    }

    fn on_exit_block(&mut self, block: BlockId) -> bool {
        let ctx = self.ctx;
        let parent = ctx.block(block).parent();
        if let Some(last) = ctx.block(block).last_op() {
            if ctx
                .op(last)
                .successors()
                .iter()
                .any(|&s| ctx.block(s).parent() != parent)
            {
                return self.fail(VerifyError::op(
                    ctx,
                    last,
                    "branching to block of a different region",
                ));
            }
        }
        if self.may_be_valid_without_terminator(block) {
            return true;
        }
        let Some(last) = ctx.block(block).last_op() else {
            return true;
        };
        if !ctx.op(last).might_have_trait::<IsTerminator>() {
            let mut e = VerifyError::plain(ctx, last, "block with no terminator, has ");
            e.append_op = Some(last);
            return self.fail(e);
        }
        true
    }

    /// Verifies each of `isolated` with a verifier of its own, in order, keeping every
    /// error (MLIR goes on after a failing isolated operation).
    fn verify_isolated(&mut self, isolated: &[OpId]) -> bool {
        let mut ok = true;
        for &o in isolated {
            // The operation order of numbered blocks stays valid (verification changes
            // nothing), so the nested verifier takes over the table and hands it back: a
            // fresh table per isolated operation cost time in the number of operations.
            let mut sub = Verifier {
                ctx: self.ctx,
                errors: Vec::new(),
                dom: HashMap::new(),
                op_order: std::mem::take(&mut self.op_order),
                numbered: std::mem::take(&mut self.numbered),
            };
            if !sub.verify_op_and_dominance(o) {
                ok = false;
                self.errors.append(&mut sub.errors);
            }
            self.op_order = sub.op_order;
            self.numbered = sub.numbered;
        }
        ok
    }

    /// [`Verifier::verify_isolated`] on rayon's threads, as MLIR verifies isolated
    /// operations in parallel: each thread keeps its own order table, and the errors come
    /// back in operation order.
    fn verify_isolated_on_threads(&mut self, isolated: &[OpId]) -> bool {
        use rayon::prelude::*;
        let ctx = self.ctx;
        let results: Vec<(bool, Vec<VerifyError>)> = isolated
            .par_iter()
            .map_init(
                || (Vec::new(), HashSet::new()),
                |(order, numbered), &o| {
                    let mut sub = Verifier {
                        ctx,
                        errors: Vec::new(),
                        dom: HashMap::new(),
                        op_order: std::mem::take(order),
                        numbered: std::mem::take(numbered),
                    };
                    let ok = sub.verify_op_and_dominance(o);
                    *order = sub.op_order;
                    *numbered = sub.numbered;
                    (ok, sub.errors)
                },
            )
            .collect();
        let mut ok = true;
        for (verified, mut errors) in results {
            if !verified {
                ok = false;
                self.errors.append(&mut errors);
            }
        }
        ok
    }

    fn on_exit_op(&mut self, op: OpId) -> bool {
        let ctx = self.ctx;
        let mut isolated = Vec::new();
        for &r in ctx.op(op).regions() {
            for &b in ctx.region(r).blocks() {
                for o in ctx.block(b).ops() {
                    if !ctx.op(o).regions().is_empty()
                        && ctx.op(o).has_trait::<IsIsolatedFromAbove>()
                    {
                        isolated.push(o);
                    }
                }
            }
        }
        let ok = if isolated.len() > 1
            && ctx.is_multithreading_enabled()
            && rayon::current_num_threads() > 1
        {
            self.verify_isolated_on_threads(&isolated)
        } else {
            self.verify_isolated(&isolated)
        };
        if !ok {
            return false;
        }
        let name = ctx.op(op).name();
        if let Some(def) = ctx.op_name(name).definition() {
            for t in &def.traits {
                if let Err(e) = t.verify_region_trait(ctx, op) {
                    return self.fail(e);
                }
            }
            if let Some(f) = def.verify_regions {
                if let Err(e) = f(ctx, op) {
                    return self.fail(e);
                }
            }
            return true;
        }
        let dialect = ctx.op_name(name).dialect();
        if !ctx.allows_unregistered_dialects() && !ctx.is_dialect_registered(dialect) {
            return self.fail(VerifyError::op(
                ctx,
                op,
                "created with unregistered dialect. If this is intended, please call \
                 allowUnregisteredDialects() on the MLIRContext, or use \
                 -allow-unregistered-dialect with the MLIR opt tool used",
            ));
        }
        if let Some(def) = ctx.dialect_definition(dialect) {
            if def.allows_unknown_operations() {
                return true;
            }
            return self.fail(VerifyError::plain(
                ctx,
                op,
                format!(
                    "unregistered operation '{}' found in dialect ('{dialect}') that does not \
                     allow unknown operations",
                    ctx.op_name(name).as_str()
                ),
            ));
        }
        true
    }

    fn dom_tree(&mut self, region: RegionId) -> &DomTree {
        let ctx = self.ctx;
        self.dom
            .entry(region)
            .or_insert_with(|| DomTree::build(ctx, region))
    }

    fn block_reachable(&mut self, block: BlockId) -> bool {
        match self.ctx.block(block).parent() {
            // The entry block is reachable without building the region's tree.
            Some(r) if self.ctx.region(r).blocks().first() == Some(&block) => true,
            Some(r) => self.dom_tree(r).reachable(block),
            None => true,
        }
    }

    /// Whether block `a` dominates block `b`, both in `region`.
    fn block_dominates(&mut self, region: RegionId, a: BlockId, b: BlockId) -> bool {
        // Across blocks the dominator tree decides, in graph regions too (as in MLIR, where
        // only the order within one block stops mattering there).
        // The entry block dominates every block of its region (an unreachable one too).
        a == b
            || self.ctx.region(region).blocks().first() == Some(&a)
            || self.dom_tree(region).dominates(a, b)
    }

    /// MLIR's `properlyDominates(Value, Operation*)`.
    /// Whether `a` comes before `b`, both in `block`; numbers the block's operations on
    /// first use.
    fn is_before_in_block(&mut self, block: BlockId, a: OpId, b: OpId) -> bool {
        if self.numbered.insert(block) {
            for (i, o) in self.ctx.block(block).ops().enumerate() {
                let k = o.index();
                if self.op_order.len() <= k {
                    self.op_order.resize(k + 1, 0);
                }
                self.op_order[k] = i as u32;
            }
        }
        self.op_order[a.index()] < self.op_order[b.index()]
    }

    fn value_properly_dominates(&mut self, v: Value, user: OpId) -> bool {
        let ctx = self.ctx;
        match ctx.value(v).def() {
            ValueDef::BlockArgument { block, .. } => {
                let Some(region) = ctx.block(block).parent() else {
                    return false;
                };
                let Some(user_block) = ctx.op(user).block() else {
                    return false;
                };
                match ctx.region(region).find_ancestor_block(user_block) {
                    Some(anc) => self.block_dominates(region, block, anc),
                    None => false,
                }
            }
            ValueDef::OpResult { op: def, .. } => {
                let Some(def_block) = ctx.op(def).block() else {
                    return false;
                };
                let Some(region) = ctx.block(def_block).parent() else {
                    return false;
                };
                if def == user {
                    // An operation dominates itself, properly only in a graph region.
                    return !region_has_ssa_dominance(ctx, region);
                }
                let Some(anc) = ctx.region(region).find_ancestor_op(user) else {
                    return false;
                };
                // A use inside the defining operation's own regions: as a use by the
                // operation itself (valid in a graph region only).
                let anc_block = ctx.op(anc).block().expect("ancestor lies in a block");
                if anc_block == def_block {
                    if !region_has_ssa_dominance(ctx, region) {
                        return true;
                    }
                    return self.is_before_in_block(def_block, def, anc);
                }
                self.block_dominates(region, def_block, anc_block)
            }
        }
    }

    fn verify_dominance_of_contained_regions(&mut self, op: OpId) -> Result<(), VerifyError> {
        let ctx = self.ctx;
        let mut work = vec![op];
        while let Some(o) = work.pop() {
            for &r in ctx.op(o).regions() {
                for &b in ctx.region(r).blocks() {
                    // Graph regions are checked too: a value from a nested region, or from
                    // a block that does not dominate, is still out of reach.
                    let reachable = self.block_reachable(b);
                    for inner in ctx.block(b).ops() {
                        if reachable {
                            for (i, v) in ctx.op(inner).operands().enumerate() {
                                if !self.value_properly_dominates(v, inner) {
                                    return Err(invalid_dominance(ctx, inner, i, v));
                                }
                            }
                        }
                        if !ctx.op(inner).regions().is_empty()
                            && !ctx.op(inner).has_trait::<IsIsolatedFromAbove>()
                        {
                            work.push(inner);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

fn invalid_dominance(ctx: &Context, op: OpId, index: usize, v: Value) -> VerifyError {
    let e = VerifyError::plain(
        ctx,
        op,
        format!("operand #{index} does not dominate this use"),
    );
    let use_block = ctx.op(op).block().expect("a user lies in a block");
    let use_region = ctx.block(use_block).parent();
    let relation = |def_region: Option<RegionId>| -> &'static str {
        match (use_region, def_region) {
            (Some(r1), Some(r2)) if r1 == r2 => "same region",
            (Some(r1), Some(r2)) if ctx.region(r2).is_proper_ancestor(r1) => "parent region",
            (Some(r1), Some(r2)) if ctx.region(r1).is_proper_ancestor(r2) => "child region",
            _ => "",
        }
    };
    match ctx.value(v).def() {
        ValueDef::OpResult { op: def, .. } => {
            let def_block = ctx.op(def).block();
            let what = if def_block == Some(use_block) {
                " (op in the same block)".to_string()
            } else {
                match relation(def_block.and_then(|b| ctx.block(b).parent())) {
                    "" => " (op is neither in a parent nor in a child region)".to_string(),
                    "same region" => " (op in the same region)".to_string(),
                    rel => format!(" (op in a {rel})"),
                }
            };
            e.with_note(ctx.op(def).loc(), format!("operand defined here{what}"))
        }
        ValueDef::BlockArgument { block, .. } => {
            let region = ctx.block(block).parent();
            let index = region
                .and_then(|r| ctx.region(r).blocks().iter().position(|&b| b == block))
                .unwrap_or(0);
            let rel = match relation(region) {
                "" => "neither in a parent nor in a child region".to_string(),
                "same region" => "in the same region".to_string(),
                rel => format!("in a {rel}"),
            };
            let loc = ctx
                .block(block)
                .parent_op()
                .map(|o| ctx.op(o).loc())
                .unwrap_or_else(|| ctx.op(op).loc());
            e.with_note(
                loc,
                format!("operand defined as a block argument (block #{index} {rel})"),
            )
        }
    }
}

/// The first `"file":line:col` inside `loc` (through names, call sites and fusions).
fn find_file_loc(ctx: &Context, loc: Location) -> Option<(String, u32, u32)> {
    use crate::location::LocKind;
    match loc.kind(ctx) {
        LocKind::FileLineCol {
            file, line, col, ..
        } => Some(((*file).as_str(ctx).to_string(), *line, *col)),
        LocKind::Name { child, .. } => find_file_loc(ctx, *child),
        LocKind::CallSite { callee, caller } => {
            find_file_loc(ctx, *callee).or_else(|| find_file_loc(ctx, *caller))
        }
        LocKind::Fused { locs, .. } => locs.iter().find_map(|l| find_file_loc(ctx, *l)),
        LocKind::Unknown => None,
    }
}

/// A diagnostic of `severity` at `loc`, as mlir-opt's source manager handler writes it:
/// with the source line when the location points into `src` (read from `file`), and
/// `<unknown>:0` (plus the location's text) when the location has no file position.
pub fn diagnostic_at(
    ctx: &Context,
    severity: crate::diag::Severity,
    loc: Location,
    file: &str,
    src: &str,
    message: impl Into<String>,
) -> crate::Diagnostic {
    let message = message.into();
    match find_file_loc(ctx, loc) {
        // Line 0 (the implicit module's `file:0:0`) has no source line to show.
        Some((f, 0, col)) => {
            crate::Diagnostic::without_source(severity, &format!("{f}:0:{col}"), message)
        }
        Some((f, line, col)) => {
            let source_line = (f == file)
                .then(|| {
                    crate::asm::lexer::LineIndex::new(src)
                        .line_start(line)
                        .map(|s| crate::asm::lexer::line_text(src, s).to_string())
                })
                .flatten();
            crate::Diagnostic {
                file: f,
                line,
                col,
                message,
                severity,
                source_line,
                notes: Vec::new(),
                show_source: None,
            }
        }
        None => {
            let text = if matches!(loc.kind(ctx), crate::location::LocKind::Unknown) {
                message
            } else {
                format!(
                    "{}: {message}",
                    crate::asm::printer::location_to_string(ctx, loc)
                )
            };
            crate::Diagnostic::without_source(severity, "<unknown>:0", text)
        }
    }
}

/// Prints `op` for a diagnostic message: on a new line when it spans several lines.
fn op_for_message(
    ctx: &mut Context,
    op: OpId,
    print: &crate::asm::op_printer::PrintOptions,
) -> String {
    let text = crate::asm::op_printer::print_op_for_diagnostic(ctx, op, print);
    if text.contains('\n') {
        format!("\n{text}")
    } else {
        text
    }
}

/// Renders a [`VerifyError`] as mlir-opt prints it, with the `see current operation:` note
/// for errors emitted on an operation. `file` and `src` are the input's name and text.
pub fn render_error(
    ctx: &mut Context,
    err: &VerifyError,
    file: &str,
    src: &str,
) -> crate::Diagnostic {
    render_error_with(
        ctx,
        err,
        file,
        src,
        &crate::asm::op_printer::PrintOptions::default(),
    )
}

/// [`render_error`] with mlir-opt's printing flags: operations printed in the message and
/// notes (always in the generic form) carry their locations under `--mlir-print-debuginfo`
/// and their users under `--mlir-print-value-users`.
pub fn render_error_with(
    ctx: &mut Context,
    err: &VerifyError,
    file: &str,
    src: &str,
    print: &crate::asm::op_printer::PrintOptions,
) -> crate::Diagnostic {
    use crate::diag::Severity;
    let mut message = err.message.clone();
    if let Some(op) = err.append_op {
        message.push_str(&op_for_message(ctx, op, print));
    }
    if let Some(a) = err.append_attr {
        message.push_str(&crate::asm::printer::attribute_to_string(ctx, a));
    }
    let severity = if err.remark {
        Severity::Remark
    } else {
        Severity::Error
    };
    let (mut d, mut last) = located(ctx, severity, err.loc, file, src, message);
    let op_note = err.op_for_note.map(|op| {
        let shown = if err.remark {
            let text = crate::asm::op_printer::print_op_for_diagnostic_as(ctx, op, print, false);
            if text.contains('\n') {
                format!("\n{text}")
            } else {
                text
            }
        } else {
            op_for_message(ctx, op, print)
        };
        (ctx.op(op).loc(), format!("see current operation: {shown}"))
    });
    // As mlir-opt's source manager handler: a note shows its source line only when its
    // location differs from the one printed just before it.
    for (loc, text) in op_note.into_iter().chain(err.notes.iter().cloned()) {
        let mut note = diagnostic_at(ctx, Severity::Note, loc, file, src, text);
        note.show_source = Some(loc != last);
        last = loc;
        d = d.with_note(note);
    }
    d
}

/// How many callers of a call-site location a diagnostic lists (mlir-opt's
/// `callStackLimit`).
const CALL_STACK_LIMIT: usize = 10;

/// The diagnostic for a message at `loc`, as mlir-opt's source manager handler emits it: at
/// the first position `loc` has to show, followed by a `called from` note for each caller of
/// a call-site location. Returns it with the location printed last (which the diagnostic's
/// own notes are compared to).
fn located(
    ctx: &Context,
    severity: crate::diag::Severity,
    loc: Location,
    file: &str,
    src: &str,
    message: String,
) -> (crate::Diagnostic, Location) {
    let mut stack: Vec<Location> = loc_to_show(ctx, loc).into_iter().collect();
    let mut last = loc;
    if let Some(mut caller) = call_site_caller(ctx, loc) {
        for _ in 0..CALL_STACK_LIMIT {
            stack.extend(loc_to_show(ctx, caller));
            match call_site_caller(ctx, caller) {
                Some(next) => caller = next,
                None => break,
            }
        }
        last = caller;
    }
    let Some((&first, callers)) = stack.split_first() else {
        return (diagnostic_at(ctx, severity, loc, file, src, message), last);
    };
    let mut d = diagnostic_at(ctx, severity, first, file, src, message);
    for &at in callers {
        let mut note = diagnostic_at(
            ctx,
            crate::diag::Severity::Note,
            at,
            file,
            src,
            "called from",
        );
        note.show_source = Some(true);
        d = d.with_note(note);
    }
    (d, last)
}

/// The location a diagnostic at `loc` is shown at (mlir-opt's `findLocToShow`): the callee
/// of a call site (its caller when the callee has none), the first showable part of a
/// fusion, the child of a name; none for an unknown location.
fn loc_to_show(ctx: &Context, loc: Location) -> Option<Location> {
    use crate::location::LocKind;
    match loc.kind(ctx) {
        LocKind::FileLineCol { .. } => Some(loc),
        LocKind::Name { child, .. } => loc_to_show(ctx, *child),
        LocKind::CallSite { callee, caller } => {
            loc_to_show(ctx, *callee).or_else(|| loc_to_show(ctx, *caller))
        }
        LocKind::Fused { locs, .. } => locs.iter().find_map(|l| loc_to_show(ctx, *l)),
        LocKind::Unknown => None,
    }
}

/// The caller of the call site `loc` is, or names, or first holds among its fused parts.
fn call_site_caller(ctx: &Context, loc: Location) -> Option<Location> {
    use crate::location::LocKind;
    match loc.kind(ctx) {
        LocKind::CallSite { caller, .. } => Some(*caller),
        LocKind::Name { child, .. } => call_site_caller(ctx, *child),
        LocKind::Fused { locs, .. } => locs.iter().find_map(|l| call_site_caller(ctx, *l)),
        LocKind::FileLineCol { .. } | LocKind::Unknown => None,
    }
}
