//! The operation printer: the generic form byte-identical to mlir-opt's
//! `--mlir-print-op-generic`, the custom form where one is registered, and mlir-opt's value
//! and block numbering.
//!
//! Numbering follows mlir-opt: a region's values are numbered completely before the regions
//! nested in it, which wait on a stack and are numbered last-in first-out. In the generic
//! form (unique ids) the counters run on from region to region, so the last region of an op
//! is numbered before the first; in the custom form each region restarts from the counters
//! its parent region ended with. Entry-block arguments are `%argN`, other block arguments
//! and results share the `%N` counter; an operation with several results takes one number
//! (`%0:2`, used as `%0#1`); blocks are `^bbN` per region. In the custom form, operations
//! implementing [`OpAsmOpInterface`](crate::interfaces::op_asm::OpAsmOpInterface) name
//! their results, block arguments and blocks, made unique as mlir-opt does (`%cst_0`).

use foldhash::HashMap;
use std::fmt::Write as _;
use std::rc::Rc;

use rayon::prelude::*;

use crate::asm::printer::{Printer, PrinterOptions};
use crate::ir::{BlockId, OpId, PropertyStorage, RegionId, Value, ValueDef};
use crate::location::LocKind;
use crate::registry::OpDefinition;
use crate::{Attribute, Context, Location, Type};

/// Prints the custom form of a registered operation, starting with its name.
pub type CustomPrintFn = fn(&mut OpPrinter<'_>, OpId);

/// The custom-form printer as an [`OpDefinition`] extension.
struct CustomPrinter(CustomPrintFn);

impl OpDefinition {
    /// Sets the custom-form printer.
    pub fn with_printer(mut self, f: CustomPrintFn) -> Self {
        self.set_extension(CustomPrinter(f));
        self
    }

    /// The custom-form printer, if one was set.
    pub(crate) fn printer(&self) -> Option<CustomPrintFn> {
        self.extension::<CustomPrinter>().map(|p| p.0)
    }
}

/// How to print.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PrintOptions {
    /// Print every operation in the generic form (`--mlir-print-op-generic`).
    pub generic: bool,
    /// Print trailing locations (`--mlir-print-debuginfo`).
    pub debug_info: bool,
    /// No aliases: types, attributes and locations are printed where they are used
    /// (`--mlir-print-local-scope`).
    pub local_scope: bool,
    /// Dense elements with more elements than this print in hex
    /// (`--mlir-print-elementsattrs-with-hex-if-larger`, 100 by default; negative: never).
    pub hex_threshold: i64,
    /// Non-splat elements attributes with more elements than this print as
    /// `dense_resource<__elided__>` (`--mlir-elide-elementsattrs-if-larger`).
    pub elide_threshold: Option<i64>,
    /// Regions print as `{...}` (`--mlir-print-skip-regions`).
    pub skip_regions: bool,
    /// A value whose location holds a name location is named after it
    /// (`--mlir-use-nameloc-as-prefix`).
    pub name_loc_prefix: bool,
    /// Each operation and block argument is followed by a comment naming the users of its
    /// values, and operations without results get an id to be named by
    /// (`--mlir-print-value-users`).
    pub value_users: bool,
}

impl Default for PrintOptions {
    /// mlir-opt's defaults.
    fn default() -> Self {
        PrintOptions {
            generic: false,
            debug_info: false,
            local_scope: false,
            hex_threshold: 100,
            elide_threshold: None,
            skip_regions: false,
            name_loc_prefix: false,
            value_users: false,
        }
    }
}

const NONE: u32 = u32::MAX;
/// Marks a value entry of [`NameState`] as an index into its names.
const NAMED: u32 = 1 << 31;

/// Value and block names for one printing (MLIR's `SSANameState`).
pub(crate) struct NameState {
    /// Per value index: its number, [`NAMED`] with an index into `names`, or [`NONE`].
    values: Vec<u32>,
    /// The names given to values (`arg0`, or what `OpAsmOpInterface` asked, uniqued).
    names: Vec<Rc<str>>,
    /// Per block index: its number within its region, or [`NONE`].
    blocks: Vec<u32>,
    /// Names `OpAsmOpInterface::get_asm_block_names` gave blocks, with their `^`.
    block_names: HashMap<BlockId, String>,
    /// The first result of each result group, for ops with more than one group.
    result_groups: HashMap<OpId, Vec<u32>>,
    /// Predecessor blocks of each block that has some.
    preds: HashMap<BlockId, Vec<BlockId>>,
    /// The number of each operation without results, under `--mlir-print-value-users`
    /// (MLIR's `operationIDs`), drawn from the values' numbers.
    op_ids: HashMap<OpId, u32>,
}

/// The counters and scope a region is named with (MLIR's naming context).
#[derive(Clone, Copy)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

impl Counters {
    const ZERO: Counters = Counters {
        value: 0,
        arg: 0,
        conflict: 0,
    };

    /// These counters advanced by the value and argument numbers of `by`.
    fn plus(self, by: Counters) -> Counters {
        Counters {
            value: self.value + by.value,
            arg: self.arg + by.arg,
            conflict: self.conflict,
        }
    }
}

/// What naming the values inside `op`'s regions adds to the counters when ids are unique
/// and no operation asks for names (the generic form without name locations or
/// value-user ids): an argument number per entry-block argument, a value number per other
/// block argument and per operation with results.
fn unique_counts(ctx: &Context, op: OpId) -> Counters {
    let mut counts = Counters::ZERO;
    let mut regions: Vec<RegionId> = ctx.op(op).regions().to_vec();
    while let Some(region) = regions.pop() {
        for (i, &b) in ctx.region(region).blocks().iter().enumerate() {
            let args = ctx.block(b).arguments().len() as u32;
            if i == 0 {
                counts.arg += args;
            } else {
                counts.value += args;
            }
            for o in ctx.block(b).ops() {
                counts.value += u32::from(ctx.op(o).num_results() > 0);
                regions.extend_from_slice(ctx.op(o).regions());
            }
        }
    }
    counts
}

/// The names in use, in nested scopes (MLIR's scoped `usedNames` table).
#[derive(Default)]
struct UsedNames {
    set: foldhash::HashSet<Rc<str>>,
    /// Per open scope, the names it added.
    scopes: Vec<Vec<Rc<str>>>,
}

impl UsedNames {
    fn push_scope(&mut self) {
        self.scopes.push(Vec::new());
    }

    fn pop_to(&mut self, depth: usize) {
        while self.scopes.len() > depth {
            for n in self.scopes.pop().unwrap_or_default() {
                self.set.remove(&n);
            }
        }
    }

    fn insert(&mut self, name: Rc<str>) {
        if self.set.insert(name.clone())
            && let Some(scope) = self.scopes.last_mut()
        {
            scope.push(name);
        }
    }
}

/// What naming one operation tree needs besides the [`NameState`] it fills.
struct Namer<'c> {
    ctx: &'c Context,
    /// Whether `OpAsmOpInterface` names are asked (not in the generic form).
    custom: bool,
    /// Whether name locations name values (`--mlir-use-nameloc-as-prefix`).
    name_locs: bool,
    /// Whether operations without results are numbered (`--mlir-print-value-users`).
    op_ids: bool,
    next: Counters,
    used: UsedNames,
}

impl NameState {
    fn value(&self, v: Value) -> Option<u32> {
        self.values.get(v.index()).copied().filter(|&n| n != NONE)
    }

    fn block(&self, b: BlockId) -> Option<u32> {
        self.blocks.get(b.index()).copied().filter(|&n| n != NONE)
    }

    /// Writes `%name` or `%N` for the value entry of `v`; false when it has none.
    fn write_value(&self, out: &mut String, v: Value) -> bool {
        match self.value(v) {
            Some(n) if n & NAMED != 0 => {
                out.push('%');
                out.push_str(&self.names[(n & !NAMED) as usize]);
                true
            }
            Some(n) => {
                out.push('%');
                out.push_str(itoa::Buffer::new().format(n));
                true
            }
            None => false,
        }
    }

    /// The first result of the result group holding result `index` of `op`, and the
    /// position in the group when the group has several results (MLIR's
    /// `getResultIDAndNumber`).
    fn result_group(&self, ctx: &Context, op: OpId, index: usize) -> (usize, Option<usize>) {
        let n = ctx.op(op).num_results();
        if n == 1 {
            return (index, None);
        }
        let Some(groups) = self.result_groups.get(&op) else {
            return (0, Some(index));
        };
        let at = groups.partition_point(|&g| g as usize <= index);
        let start = groups[at - 1] as usize;
        let end = groups.get(at).map_or(n, |&g| g as usize);
        (start, (end - start != 1).then_some(index - start))
    }

    /// Names every value and block under `root` as mlir-opt does.
    /// A region's values are named completely before the regions nested in it, which wait
    /// on a stack and are named last-in first-out. With `unique` (mlir-opt's generic form
    /// implies unique SSA ids) the counters run on from region to region; otherwise each
    /// region starts from the counters its parent region ended with, so sibling regions
    /// reuse numbers. Names used in a region are free again outside it.
    /// With `op_ids` (`--mlir-print-value-users`) an operation without results takes a
    /// number too.
    pub(crate) fn new(
        ctx: &Context,
        root: OpId,
        unique: bool,
        name_locs: bool,
        op_ids: bool,
    ) -> Self {
        Self::new_within(
            ctx,
            root,
            (unique, name_locs, op_ids),
            &|_| true,
            Counters::ZERO,
        )
    }

    /// [`NameState::new`] naming inside only the operations directly in `root`'s regions
    /// that `keep` accepts (and `root` and its regions' own values and blocks). Without
    /// unique ids (`flags.0`) each region starts from the counters of its parent, so a
    /// kept operation's names are those the whole naming gives it. With unique ids the
    /// counters run on from region to region: `skip`, what naming inside the operations
    /// after the kept ones would have counted (see [`unique_counts`]), is added once
    /// `root`'s own regions are named, so the kept operations' names are again the whole
    /// naming's.
    fn new_within(
        ctx: &Context,
        root: OpId,
        (unique, name_locs, op_ids): (bool, bool, bool),
        keep: &dyn Fn(OpId) -> bool,
        skip: Counters,
    ) -> Self {
        let mut s = NameState {
            values: vec![NONE; Value::index_bound(ctx)],
            names: Vec::new(),
            blocks: vec![NONE; BlockId::index_bound(ctx)],
            block_names: HashMap::default(),
            result_groups: HashMap::default(),
            preds: HashMap::default(),
            op_ids: HashMap::default(),
        };
        let mut namer = Namer {
            ctx,
            custom: !unique,
            name_locs,
            op_ids,
            next: Counters {
                value: 0,
                arg: 0,
                conflict: 0,
            },
            used: UsedNames::default(),
        };
        namer.used.push_scope();
        // Regions wait with the counters at the time they were pushed and the depth of the
        // name scope they nest in; the root's regions are pushed before the root's own
        // results are named.
        let mut stack: Vec<(RegionId, Counters, usize)> = ctx
            .op(root)
            .regions()
            .iter()
            .map(|&r| (r, namer.next, 1))
            .collect();
        s.name_op(&mut namer, root);
        while let Some((region, counters, depth)) = stack.pop() {
            if !unique {
                namer.next = counters;
            }
            namer.used.pop_to(depth);
            namer.used.push_scope();
            let depth = namer.used.scopes.len();
            s.name_region(&mut namer, region);
            let top = ctx.region(region).parent_op() == Some(root);
            for &b in ctx.region(region).blocks() {
                for o in ctx.block(b).ops() {
                    if top && !keep(o) {
                        continue;
                    }
                    for &r in ctx.op(o).regions() {
                        stack.push((r, namer.next, depth));
                    }
                }
            }
            if top && unique {
                namer.next = namer.next.plus(skip);
            }
        }
        s
    }

    /// MLIR's `maybeGetValueNameFromLoc` under `--mlir-use-nameloc-as-prefix`: the name of
    /// the first name location in `v`'s location (its op's, for a result), else `name`.
    fn name_from_loc(namer: &Namer<'_>, v: Value, name: &str) -> String {
        if namer.name_locs
            && let Some(found) = first_name_loc(namer.ctx, namer.ctx.value(v).loc())
        {
            return found;
        }
        name.to_string()
    }

    /// MLIR's `setValueName`: an empty name takes the next number, another is sanitized and
    /// made unique.
    fn set_value_name(&mut self, namer: &mut Namer<'_>, v: Value, name: &str) {
        if name.is_empty() {
            self.values[v.index()] = namer.next.value;
            namer.next.value += 1;
            return;
        }
        let base = crate::interfaces::op_asm::sanitize_identifier(name);
        let unique: Rc<str> = if !namer.used.set.contains(&*base) {
            base.into()
        } else {
            loop {
                let probe = format!("{base}_{}", namer.next.conflict);
                namer.next.conflict += 1;
                if !namer.used.set.contains(probe.as_str()) {
                    break probe.into();
                }
            }
        };
        namer.used.insert(unique.clone());
        self.values[v.index()] = NAMED | self.names.len() as u32;
        self.names.push(unique);
    }

    fn name_region(&mut self, namer: &mut Namer<'_>, region: RegionId) {
        let ctx = namer.ctx;
        if namer.custom
            && let Some(parent) = ctx.region(region).parent_op()
            && let Some(asm) = crate::interfaces::op_asm::OpAsmOpInterface::cast(ctx, parent)
        {
            for (v, name) in asm.get_asm_block_argument_names(ctx, region) {
                if self.value(v).is_none() {
                    let name = Self::name_from_loc(namer, v, &name);
                    self.set_value_name(namer, v, &name);
                }
            }
        }
        for (i, &b) in ctx.region(region).blocks().iter().enumerate() {
            self.blocks[b.index()] = i as u32;
            let entry = i == 0;
            for &a in ctx.block(b).arguments() {
                if self.value(a).is_some() {
                    continue;
                }
                let name = if entry {
                    let name = format!("arg{}", namer.next.arg);
                    namer.next.arg += 1;
                    name
                } else {
                    String::new()
                };
                let name = Self::name_from_loc(namer, a, &name);
                self.set_value_name(namer, a, &name);
            }
            for o in ctx.block(b).ops() {
                self.name_op(namer, o);
                for &succ in ctx.op(o).successors() {
                    self.preds.entry(succ).or_default().push(b);
                }
            }
        }
    }

    /// MLIR's `numberValuesInOp`: the names the op asks for, then a number for its first
    /// result if it has none.
    fn name_op(&mut self, namer: &mut Namer<'_>, op: OpId) {
        let ctx = namer.ctx;
        // The first result of each group after the first (allocated only when one exists).
        let mut groups: Vec<u32> = Vec::new();
        if namer.custom
            && let Some(asm) = crate::interfaces::op_asm::OpAsmOpInterface::cast(ctx, op)
        {
            for (b, name) in asm.get_asm_block_names(ctx) {
                let name = crate::interfaces::op_asm::sanitize_identifier(&name);
                self.block_names.insert(b, format!("^{name}"));
            }
            for (v, name) in asm.get_asm_result_names(ctx) {
                let ValueDef::OpResult { op: owner, index } = ctx.value(v).def() else {
                    continue;
                };
                if owner != op || self.value(v).is_some() {
                    continue;
                }
                let name = Self::name_from_loc(namer, v, &name);
                self.set_value_name(namer, v, &name);
                if index > 0 {
                    if groups.is_empty() {
                        groups.push(0);
                    }
                    groups.push(index);
                }
            }
        }
        if ctx.op(op).num_results() == 0 {
            if namer.op_ids && !self.op_ids.contains_key(&op) {
                self.op_ids.insert(op, namer.next.value);
                namer.next.value += 1;
            }
            return;
        }
        let first = ctx.op(op).result(0);
        if namer.name_locs
            && self.value(first).is_none()
            && let Some(name) = first_name_loc(ctx, ctx.op(op).loc())
        {
            self.set_value_name(namer, first, &name);
        }
        if self.value(first).is_none() {
            self.values[first.index()] = namer.next.value;
            namer.next.value += 1;
        }
        if groups.len() > 1 {
            groups.sort_unstable();
            self.result_groups.insert(op, groups);
        }
    }
}

/// The block of `root` whose operations [`OpPrinter::print_on_threads`] prints, when the
/// context allows threads and the IR is large (see [`Context::set_threads_from`]): `root`'s
/// only block, without what would make one run's text depend on another's (aliases and
/// distinct attributes, which the caller rules out, and value-user comments, whose ids run
/// through the whole output). Names are the same either way: outside the generic form each
/// region is numbered from its parent's counters, whatever was numbered in a sibling; in
/// the generic form, whose ids run on from region to region, each run starts from what
/// the operations after it count (they are numbered first, last-in first-out), which only
/// names asked for by name locations would make depend on more than the counts.
fn body_on_threads(ctx: &Context, root: OpId, opts: &PrintOptions) -> Option<BlockId> {
    if opts.value_users || opts.local_scope || (opts.generic && opts.name_loc_prefix) {
        return None;
    }
    let &[region] = ctx.op(root).regions() else {
        return None;
    };
    let &[block] = ctx.region(region).blocks() else {
        return None;
    };
    ctx.ir_worth_threads(ctx.block(block).ops().count())
        .then_some(block)
}

/// The name of the first name location in `loc`, walking it as MLIR's
/// `Location::findInstanceOf` does (a location before the locations it holds).
fn first_name_loc(ctx: &Context, loc: Location) -> Option<String> {
    match loc.kind(ctx) {
        LocKind::Name { name, .. } => Some((*name).as_str(ctx).to_string()),
        LocKind::CallSite { callee, caller } => {
            let (callee, caller) = (*callee, *caller);
            first_name_loc(ctx, callee).or_else(|| first_name_loc(ctx, caller))
        }
        LocKind::Fused { locs, .. } => locs.iter().find_map(|&l| first_name_loc(ctx, l)),
        LocKind::Unknown | LocKind::FileLineCol { .. } => None,
    }
}

/// Prints operations into one `String`, delegating types, attributes and locations to the
/// [`Printer`].
pub struct OpPrinter<'a> {
    /// The type/attribute/location printer (owns the output buffer).
    pub p: Printer<'a>,
    ctx: &'a Context,
    names: NameState,
    props: &'a PropertyAttributes,
    opts: PrintOptions,
    indent: usize,
    /// The dialect whose prefix custom-form operation names omit, per region being printed
    /// (its parent's `OpAsmOpInterface::getDefaultDialect`, or none), innermost last;
    /// `builtin` at the top level.
    default_dialects: Vec<String>,
    /// Whether an attribute equals the default an op format builds with a given function
    /// (keyed by the function's address), so each pair is compared once per print.
    defaults: std::cell::RefCell<HashMap<(usize, Attribute), bool>>,
    /// The block whose operations are printed on threads (see [`OpPrinter::print_on_threads`]).
    on_threads: Option<BlockId>,
}

/// The dictionary attributes standing for the typed properties of the operations under a
/// root, indexed by operation (converting needs a mutable context, so it happens before
/// printing).
pub struct PropertyAttributes(Vec<Option<Attribute>>);

impl PropertyAttributes {
    /// The dictionary standing for the typed properties of `op`, if it has some.
    pub fn get(&self, op: OpId) -> Option<Attribute> {
        self.0.get(op.index()).copied().flatten()
    }
}

/// [`PropertyAttributes`] of every operation under `root`.
pub fn properties_attributes(ctx: &mut Context, root: OpId) -> PropertyAttributes {
    let mut typed = Vec::new();
    ctx.op(root)
        .walk(crate::ir::WalkOrder::PreOrder, &mut |c, o| {
            if matches!(c.op(o).property_storage(), PropertyStorage::Typed(_)) {
                typed.push(o);
            }
        });
    let mut out = vec![None; typed.iter().map(|o| o.index() + 1).max().unwrap_or(0)];
    // An operation whose properties equal those of the last operation of its name converted
    // takes the same dictionary.
    let mut last: HashMap<crate::ir::OperationName, OpId> = HashMap::default();
    for o in typed {
        let name = ctx.op(o).name();
        let Some(vt) = ctx.op_name(name).definition().and_then(|d| d.properties) else {
            continue;
        };
        let PropertyStorage::Typed(p) = ctx.op(o).property_storage() else {
            continue;
        };
        if let Some(&prev) = last.get(&name)
            && let PropertyStorage::Typed(q) = ctx.op(prev).property_storage()
            && q.eq_dyn(p.as_ref())
        {
            out[o.index()] = out[prev.index()];
            continue;
        }
        last.insert(name, o);
        let p = p.clone_box();
        out[o.index()] = (vt.to_attribute)(ctx, p.as_ref());
    }
    PropertyAttributes(out)
}

/// Prints `root` (normally a `builtin.module`) as mlir-opt writes a whole file: alias
/// definitions, the operation, deferred location aliases, and the final empty line.
pub fn print_top_level(ctx: &mut Context, root: OpId, opts: PrintOptions) -> String {
    let props = properties_attributes(ctx, root);
    let ctx: &Context = ctx;
    let popts = PrinterOptions {
        debug_info: opts.debug_info,
        hex_threshold: opts.hex_threshold,
        elide_threshold: opts.elide_threshold,
    };
    let aliases = !opts.local_scope && Printer::may_define_aliases(ctx, opts.debug_info);
    let on_threads = (!aliases)
        .then(|| body_on_threads(ctx, root, &opts))
        .flatten();
    let flags = (opts.generic, opts.name_loc_prefix, opts.value_users);
    // With threads, each thread names inside the operations it prints.
    let inside = on_threads.is_none();
    let names = NameState::new_within(ctx, root, flags, &|_| inside, Counters::ZERO);
    let mut printer = OpPrinter {
        p: Printer::with_options(ctx, popts),
        ctx,
        names,
        props: &props,
        opts,
        indent: 0,
        default_dialects: vec!["builtin".to_string()],
        defaults: Default::default(),
        on_threads,
    };
    if aliases {
        // The pre-pass runs the printers themselves, so only what they print gets aliases.
        printer.p.set_collecting(true);
        printer.print_op(root);
        printer.p.out.clear();
        printer.p.set_collecting(false);
    }
    printer.p.begin_aliases();
    printer.print_op(root);
    printer.p.out.push('\n');
    printer.p.end_aliases();
    // mlir-opt ends the file with an empty line, and the resources, except in local scope.
    if !opts.local_scope {
        printer.p.out.push('\n');
        if let Some(text) = crate::resources::file_metadata_text(ctx, printer.p.resource_refs()) {
            printer.p.out.push_str(&text);
            printer.p.out.push('\n');
        }
    }
    std::mem::take(&mut printer.p.out)
}

/// The names `values` (defined under `root`) are printed with when `root` is printed in
/// the custom form (`%0`, `%arg1`, `%cst_0`, `%2#1`; MLIR's `Value::printAsOperand` with the
/// default flags).
pub fn value_names(ctx: &mut Context, root: OpId, values: &[Value]) -> Vec<String> {
    let props = properties_attributes(ctx, root);
    let ctx: &Context = ctx;
    let mut printer = OpPrinter {
        p: Printer::new(ctx),
        ctx,
        names: NameState::new(ctx, root, false, false, false),
        props: &props,
        opts: PrintOptions::default(),
        indent: 0,
        default_dialects: vec!["builtin".to_string()],
        defaults: Default::default(),
        on_threads: None,
    };
    values.iter().map(|&v| printer.value_name(v)).collect()
}

/// Prints one operation in the generic form with values numbered from its nearest
/// isolated-from-above ancestor (mlir-opt's form for `see current operation:` notes).
///
/// Of `print`, `debug_info` (mlir-opt's `--mlir-print-debuginfo`, which applies to
/// diagnostics too) prints the operation's locations inline, and `value_users`
/// (`--mlir-print-value-users`) the users comments.
pub fn print_op_for_diagnostic(ctx: &mut Context, op: OpId, print: &PrintOptions) -> String {
    print_op_for_diagnostic_as(ctx, op, print, true)
}

/// [`print_op_for_diagnostic`] in the generic form or not: MLIR prints the operation of an
/// error generically (it may be invalid), that of a remark or warning in its custom form.
pub fn print_op_for_diagnostic_as(
    ctx: &mut Context,
    op: OpId,
    print: &PrintOptions,
    generic: bool,
) -> String {
    let mut root = op;
    loop {
        if ctx
            .op(root)
            .has_trait::<crate::traits::IsIsolatedFromAbove>()
        {
            break;
        }
        match ctx.op(root).parent_op() {
            Some(p) => root = p,
            None => break,
        }
    }
    let props = properties_attributes(ctx, op);
    let ctx: &Context = ctx;
    let mut printer = OpPrinter {
        p: Printer::new(ctx),
        ctx,
        names: NameState::new(ctx, root, generic, false, print.value_users),
        props: &props,
        opts: PrintOptions {
            generic,
            debug_info: print.debug_info,
            value_users: print.value_users,
            ..PrintOptions::default()
        },
        indent: 0,
        default_dialects: vec!["builtin".to_string()],
        defaults: Default::default(),
        on_threads: None,
    };
    printer.print_op(op);
    std::mem::take(&mut printer.p.out)
}

impl<'a> OpPrinter<'a> {
    /// Whether `a` equals the attribute `build` makes (a format's default value). The
    /// default is built in a scratch context (the printer only reads the IR's) and compared
    /// by its text, which identifies builtin attributes; the answer is kept for the rest of
    /// the print.
    pub fn is_default_attribute(&self, build: fn(&mut Context) -> Attribute, a: Attribute) -> bool {
        let key = (build as usize, a);
        if let Some(&known) = self.defaults.borrow().get(&key) {
            return known;
        }
        let mut scratch = Context::new();
        let d = build(&mut scratch);
        let same = crate::asm::printer::attribute_to_string(&scratch, d)
            == crate::asm::printer::attribute_to_string(self.ctx, a);
        self.defaults.borrow_mut().insert(key, same);
        same
    }

    /// The context being printed.
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// The printing options.
    pub fn options(&self) -> PrintOptions {
        self.opts
    }

    /// Appends raw text.
    pub fn write(&mut self, s: &str) {
        self.p.out.push_str(s);
    }

    /// Prints a type.
    pub fn print_type(&mut self, ty: Type) {
        self.p.print_type(ty);
    }

    /// Prints an attribute.
    pub fn print_attribute(&mut self, attr: Attribute) {
        self.p.print_attribute(attr);
    }

    /// Prints `{name = value, ...}`.
    pub fn print_attribute_dict(&mut self, entries: &[(crate::types::Identifier, Attribute)]) {
        self.p.print_attribute_dict(entries);
    }

    /// Prints `@name`, quoted when it is not a bare identifier.
    pub fn print_symbol_name(&mut self, name: &str) {
        self.p.out.push('@');
        if crate::asm::printer::is_bare_identifier(name) {
            self.p.out.push_str(name);
        } else {
            self.p.print_escaped_string(name.as_bytes());
        }
    }

    /// The alias pre-pass over the generic form of `op`, in the order of MLIR's dummy
    /// alias printer: the regions, the operand and result types, then the attributes.
    fn collect_generic(&mut self, op: OpId) {
        let ctx = self.ctx;
        for &r in ctx.op(op).regions() {
            self.collect_region(r, true, true);
        }
        for v in ctx.op(op).operands() {
            self.p.note_type(ctx.value(v).ty());
        }
        for v in ctx.op(op).results() {
            self.p.note_type(ctx.value(v).ty());
        }
        // mlir-opt visits `getAttrs()`: the discardable attributes merged with a registered
        // operation's inherent ones, sorted by name; an unregistered operation's properties
        // are not visited (so they never get aliases).
        let discardable = self.discardable_attrs_to_print(op);
        let inherent: &[(crate::types::Identifier, Attribute)] = match (
            ctx.op_name(ctx.op(op).name()).is_registered(),
            self.props_attr(op),
        ) {
            (true, Some(p)) => match ctx.attr(p).kind() {
                crate::attributes::AttrKind::Dictionary(entries) => entries,
                _ => &[],
            },
            _ => &[],
        };
        if inherent.is_empty() {
            for &(_, a) in discardable {
                self.p.note_attribute(a);
            }
        } else {
            let mut all: Vec<(crate::types::Identifier, Attribute)> =
                discardable.iter().chain(inherent).copied().collect();
            all.sort_by(|a, b| a.0.as_str(ctx).cmp(b.0.as_str(ctx)));
            for (_, a) in all {
                self.p.note_attribute(a);
            }
        }
    }

    /// The alias pre-pass over a region as [`print_region`](Self::print_region) would print
    /// it: the entry block's argument types and locations only when they are printed, its
    /// terminator only when it is printed, every later block in full.
    fn collect_region(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
    ) {
        let ctx = self.ctx;
        let default = ctx
            .region(region)
            .parent_op()
            .and_then(|op| ctx.op_name(ctx.op(op).name()).default_dialect())
            .unwrap_or_default();
        self.default_dialects.push(default);
        for (i, &b) in ctx.region(region).blocks().iter().enumerate() {
            let entry = i == 0;
            if !entry || print_entry_args {
                for &a in ctx.block(b).arguments() {
                    self.p.note_type(ctx.value(a).ty());
                    if self.opts.debug_info {
                        self.p.note_location(ctx.value(a).loc(), false);
                    }
                }
            }
            let last = ctx.block(b).last_op();
            for o in ctx.block(b).ops() {
                let skipped = entry
                    && !print_terminators
                    && Some(o) == last
                    && ctx.op(o).has_trait::<crate::traits::IsTerminator>();
                if !skipped {
                    self.print_op(o);
                }
            }
        }
        self.default_dialects.pop();
    }

    /// Prints ` {name = value, ...}` with the inherent and discardable attributes of `op`
    /// except `elided`, sorted by name; nothing when there are none (MLIR's
    /// `printOptionalAttrDict`).
    pub fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        let ctx = self.ctx;
        let mut all: Vec<(crate::types::Identifier, Attribute)> = self
            .inherent_attributes(op)
            .into_iter()
            .chain(ctx.op(op).discardable_attrs().iter().copied())
            .filter(|(n, _)| !elided.contains(&(*n).as_str(ctx)))
            .collect();
        if all.is_empty() {
            return;
        }
        all.sort_by(|a, b| a.0.as_str(ctx).cmp(b.0.as_str(ctx)));
        self.write(" ");
        self.print_attribute_dict(&all);
    }

    /// The inherent attributes of `op` (its properties as a dictionary), sorted by name.
    pub fn inherent_attributes(&self, op: OpId) -> Vec<(crate::types::Identifier, Attribute)> {
        match self.props_attr(op).map(|p| self.ctx.attr(p).kind()) {
            Some(crate::attributes::AttrKind::Dictionary(entries)) => entries.to_vec(),
            _ => Vec::new(),
        }
    }

    fn props_attr(&self, op: OpId) -> Option<Attribute> {
        match self.ctx.op(op).property_storage() {
            PropertyStorage::None => None,
            PropertyStorage::Attr(a) => Some(*a),
            PropertyStorage::Typed(_) => self.props.get(op),
        }
    }

    fn discardable_attrs_to_print(&self, op: OpId) -> &'a [(crate::types::Identifier, Attribute)] {
        self.ctx.op(op).discardable_attrs()
    }

    fn newline_indent(&mut self) {
        self.p.out.push('\n');
        for _ in 0..self.indent {
            self.p.out.push(' ');
        }
    }

    fn push_indent(&mut self) {
        for _ in 0..self.indent {
            self.p.out.push(' ');
        }
    }

    /// The name `v` is printed with (`%0`, `%arg1`, `%2#1`; MLIR's `printOperand` into
    /// another stream).
    pub fn value_name(&mut self, v: Value) -> String {
        let start = self.p.out.len();
        self.print_value(v);
        let name = self.p.out[start..].to_string();
        self.p.out.truncate(start);
        name
    }

    /// Prints ` attributes {name = value, ...}` with the attributes of `op` except `elided`,
    /// sorted by name; nothing when there are none (MLIR's
    /// `printOptionalAttrDictWithKeyword`).
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        let start = self.p.out.len();
        self.print_optional_attr_dict(op, elided);
        if self.p.out.len() > start {
            self.p.out.insert_str(start, " attributes");
        }
    }

    /// Prints the name of a value (`%0`, `%arg1`, `%2#1`).
    pub fn print_value(&mut self, v: Value) {
        let ctx = self.ctx;
        let out = &mut self.p.out;
        let (head, number) = match ctx.value(v).def() {
            ValueDef::OpResult { op, index } => {
                let (start, number) = self.names.result_group(ctx, op, index as usize);
                (ctx.op(op).result(start), number)
            }
            ValueDef::BlockArgument { .. } => (v, None),
        };
        if !self.names.write_value(out, head) {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        if let Some(k) = number {
            let _ = write!(out, "#{k}");
        }
    }

    /// Prints the name of a block (`^bb0`).
    pub fn print_block_name(&mut self, b: BlockId) {
        if let Some(name) = self.names.block_names.get(&b) {
            self.p.out.push_str(name);
            return;
        }
        match self.names.block(b) {
            Some(n) => {
                let _ = write!(self.p.out, "^bb{n}");
            }
            None => self.p.out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }

    /// Prints `%0, %1 : i32, i64`: the values, then their types (nothing for no values).
    pub fn print_value_list_with_types(&mut self, values: &[Value]) {
        if values.is_empty() {
            return;
        }
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_value(v);
        }
        self.write(" : ");
        let types: Vec<Type> = values.iter().map(|&v| self.ctx.value(v).ty()).collect();
        self.p.print_type_list(&types);
    }

    /// Prints a successor and the operands passed to it, `^bb1(%0, %1 : i32, i64)` (MLIR's
    /// `printSuccessorAndUseList`; just `^bb1` without operands).
    pub fn print_successor_and_use_list(&mut self, b: BlockId, operands: &[Value]) {
        self.print_block_name(b);
        if operands.is_empty() {
            return;
        }
        self.write("(");
        self.print_value_list_with_types(operands);
        self.write(")");
    }

    /// Prints `op` (custom form when registered and not in generic mode) and its trailing
    /// location; no indentation, no newline.
    pub fn print_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        if self.p.is_collecting() {
            if self.opts.debug_info {
                self.p.note_location(ctx.op(op).loc(), true);
            }
            match self.custom_printer(op) {
                Some(f) => f(self, op),
                None => self.collect_generic(op),
            }
            return;
        }
        let n = ctx.op(op).num_results();
        if n > 0 {
            let groups: &[u32] = self
                .names
                .result_groups
                .get(&op)
                .map_or(&[0], Vec::as_slice);
            for (i, &start) in groups.iter().enumerate() {
                if i > 0 {
                    self.p.out.push_str(", ");
                }
                let end = groups.get(i + 1).map_or(n, |&g| g as usize);
                if !self
                    .names
                    .write_value(&mut self.p.out, ctx.op(op).result(start as usize))
                {
                    self.p.out.push_str("<<UNKNOWN SSA VALUE>>");
                }
                let count = end - start as usize;
                if count > 1 {
                    let _ = write!(self.p.out, ":{count}");
                }
            }
            self.p.out.push_str(" = ");
        }
        match self.custom_printer(op) {
            Some(f) => f(self, op),
            None => self.print_generic_op(op),
        }
        if self.opts.debug_info {
            self.p.out.push(' ');
            self.p.print_location(ctx.op(op).loc(), true);
        }
        if self.opts.value_users {
            self.print_users_comment(op);
        }
    }

    /// Writes `%N`, the number of an operation without results (`<<UNKNOWN OPERATION>>`
    /// when it has none).
    fn print_operation_id(&mut self, op: OpId) {
        match self.names.op_ids.get(&op) {
            Some(n) => {
                let _ = write!(self.p.out, "%{n}");
            }
            None => self.p.out.push_str("<<UNKNOWN OPERATION>>"),
        }
    }

    /// MLIR's `printUsersComment` after an operation: its id when it has no results (and
    /// some operands), else the users of each of its results.
    fn print_users_comment(&mut self, op: OpId) {
        let ctx = self.ctx;
        let n = ctx.op(op).num_results();
        if n == 0 {
            if ctx.op(op).num_operands() > 0 {
                self.p.out.push_str(" // id: ");
                self.print_operation_id(op);
            }
            return;
        }
        let results: Vec<Value> = ctx.op(op).results().collect();
        let mut users: Vec<OpId> = Vec::new();
        for &r in &results {
            for u in ctx.value(r).uses() {
                let user = u.op;
                if !users.contains(&user) {
                    users.push(user);
                }
            }
        }
        if users.is_empty() {
            self.p.out.push_str(" // unused");
            return;
        }
        let in_results: usize = users.iter().map(|&u| ctx.op(u).num_results()).sum();
        let one = in_results <= 1 && users.len() <= 1 && n == 1;
        self.p
            .out
            .push_str(if one { " // user: " } else { " // users: " });
        for (i, &r) in results.iter().enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            if n > 1 {
                self.p.out.push('(');
            }
            self.print_value_users(r);
            if n > 1 {
                self.p.out.push(')');
            }
        }
    }

    /// MLIR's `printValueUsers`: each operation using `v` once, in use-list order, by its
    /// results (or its id when it has none); `unused` when there is none.
    fn print_value_users(&mut self, v: Value) {
        let ctx = self.ctx;
        let mut seen: Vec<OpId> = Vec::new();
        let uses: Vec<OpId> = ctx.value(v).uses().map(|u| u.op).collect();
        if uses.is_empty() {
            self.p.out.push_str("unused");
        }
        for (i, user) in uses.into_iter().enumerate() {
            if seen.contains(&user) {
                continue;
            }
            seen.push(user);
            if i > 0 {
                self.p.out.push_str(", ");
            }
            if ctx.op(user).num_results() == 0 {
                self.print_operation_id(user);
            } else {
                for (k, r) in ctx.op(user).results().enumerate() {
                    if k > 0 {
                        self.p.out.push_str(", ");
                    }
                    self.print_value(r);
                }
            }
        }
    }

    /// The custom printer of `op`, unless it has none or the generic form is asked for.
    fn custom_printer(&self, op: OpId) -> Option<CustomPrintFn> {
        if self.opts.generic {
            return None;
        }
        let ctx = self.ctx;
        ctx.op_name(ctx.op(op).name())
            .definition()
            .and_then(|d| d.printer())
    }

    /// Prints the generic form of `op` without results and location.
    pub fn print_generic_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        self.p.out.push('"');
        crate::asm::printer::write_escaped(
            &mut self.p.out,
            ctx.op_name(ctx.op(op).name()).as_str().as_bytes(),
        );
        self.p.out.push_str("\"(");
        for (i, v) in ctx.op(op).operands().enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.print_value(v);
        }
        self.p.out.push(')');
        let succs = ctx.op(op).successors();
        if !succs.is_empty() {
            self.p.out.push('[');
            for (i, &b) in succs.iter().enumerate() {
                if i > 0 {
                    self.p.out.push_str(", ");
                }
                self.print_block_name(b);
            }
            self.p.out.push(']');
        }
        if let Some(props) = self.props_attr(op) {
            self.p.out.push_str(" <");
            self.p.print_attribute(props);
            self.p.out.push('>');
        }
        let regions = ctx.op(op).regions();
        if !regions.is_empty() {
            self.p.out.push_str(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.p.out.push_str(", ");
                }
                self.print_region(r, true, true, true);
            }
            self.p.out.push(')');
        }
        let attrs = self.discardable_attrs_to_print(op);
        if !attrs.is_empty() {
            self.p.out.push(' ');
            self.p.print_attribute_dict(attrs);
        }
        self.p.out.push_str(" : ");
        self.print_functional_type(op);
    }

    /// Prints `(operand types) -> result types` of `op`.
    pub fn print_functional_type(&mut self, op: OpId) {
        let ctx = self.ctx;
        self.p.out.push('(');
        for (i, v) in ctx.op(op).operands().enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.p.print_type(ctx.value(v).ty());
        }
        self.p.out.push_str(") -> ");
        let results: Vec<Type> = ctx.op(op).results().map(|v| ctx.value(v).ty()).collect();
        let wrap = results.len() != 1
            || matches!(
                ctx.ty(results[0]).kind(),
                crate::types::TypeKind::Function { .. }
            );
        if wrap {
            self.p.out.push('(');
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.p.print_type(t);
        }
        if wrap {
            self.p.out.push(')');
        }
    }

    /// Prints the name of `op` as a custom form starts, without the prefix of the
    /// enclosing default dialect (`return` for `func.return` in a `func.func`).
    pub fn print_op_name(&mut self, op: OpId) {
        let ctx = self.ctx;
        let name = ctx.op_name(ctx.op(op).name()).as_str();
        let default = self.default_dialects.last().map_or("", String::as_str);
        let short = name
            .strip_prefix(default)
            .and_then(|n| n.strip_prefix('.'))
            .filter(|n| !default.is_empty() && !n.contains('.'));
        self.p.out.push_str(short.unwrap_or(name));
    }

    /// Prints a region: `{`, its blocks, and `}` at the current indentation.
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.opts.skip_regions {
            // Neither printed nor visited by the alias pre-pass, as in mlir-opt.
            if !self.p.is_collecting() {
                self.p.out.push_str("{...}");
            }
            return;
        }
        if self.p.is_collecting() {
            self.collect_region(region, print_entry_args, print_terminators);
            return;
        }
        let ctx = self.ctx;
        self.p.out.push_str("{\n");
        let blocks = ctx.region(region).blocks();
        if let Some((&entry, rest)) = blocks.split_first() {
            let default = ctx
                .region(region)
                .parent_op()
                .and_then(|op| ctx.op_name(ctx.op(op).name()).default_dialect())
                .unwrap_or_default();
            self.default_dialects.push(default);
            let header = (print_empty_block && ctx.block(entry).first_op().is_none())
                || (print_entry_args && !ctx.block(entry).arguments().is_empty());
            self.print_block(entry, header, print_terminators);
            for &b in rest {
                self.print_block(b, true, true);
            }
            self.default_dialects.pop();
        }
        self.push_indent();
        self.p.out.push('}');
    }

    fn print_block(&mut self, block: BlockId, header: bool, print_terminator: bool) {
        let ctx = self.ctx;
        if header {
            self.push_indent();
            self.print_block_name(block);
            let args = ctx.block(block).arguments();
            if !args.is_empty() {
                self.p.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.p.out.push_str(", ");
                    }
                    self.print_value(a);
                    self.p.out.push_str(": ");
                    self.p.print_type(ctx.value(a).ty());
                    if self.opts.debug_info {
                        self.p.out.push(' ');
                        self.p.print_location(ctx.value(a).loc(), false);
                    }
                }
                self.p.out.push(')');
            }
            self.p.out.push(':');
            self.print_pred_comment(block);
            self.p.out.push('\n');
        }
        self.indent += 2;
        self.p.set_line_indent(self.indent);
        if self.opts.value_users {
            for &a in ctx.block(block).arguments() {
                self.push_indent();
                self.p.out.push_str("// ");
                self.print_value(a);
                if ctx.value(a).use_empty() {
                    self.p.out.push_str(" is unused");
                } else {
                    self.p.out.push_str(" is used by ");
                    self.print_value_users(a);
                }
                self.p.out.push('\n');
            }
        }
        let last = ctx.block(block).last_op();
        let ops = ctx.block(block).ops().filter(|&o| {
            print_terminator
                || Some(o) != last
                || !ctx.op(o).has_trait::<crate::traits::IsTerminator>()
        });
        if self.on_threads == Some(block) {
            self.print_on_threads(block, ops.collect());
        } else {
            for o in ops {
                self.print_op_line(o);
            }
        }
        self.indent -= 2;
        self.p.set_line_indent(self.indent);
    }

    /// Prints `o` on a line of its own at the current indentation.
    fn print_op_line(&mut self, o: OpId) {
        self.push_indent();
        self.print_op(o);
        self.p.out.push('\n');
    }

    /// Prints `ops`, the operations of `block` (a block directly in the root, see
    /// [`body_on_threads`]), in runs on rayon's threads, each run with a printer of its own
    /// that names the values inside its operations, and appends the runs in order.
    fn print_on_threads(&mut self, block: BlockId, ops: Vec<OpId>) {
        let chunk = ops.len().div_ceil(rayon::current_num_threads() * 2).max(1);
        let ctx = self.ctx;
        let Some(root) = ctx.block(block).parent_op() else {
            return ops.into_iter().for_each(|o| self.print_op_line(o));
        };
        let (p, props, opts, indent) = (&self.p, self.props, self.opts, self.indent);
        let dialects = &self.default_dialects;
        let flags = (opts.generic, opts.name_loc_prefix, opts.value_users);
        // With unique ids, what naming inside the operations after each run counts.
        let mut skips = vec![Counters::ZERO; ops.len().div_ceil(chunk)];
        if opts.generic {
            let per_run: Vec<Counters> = ops
                .par_chunks(chunk)
                .map(|run| {
                    run.iter()
                        .fold(Counters::ZERO, |c, &o| c.plus(unique_counts(ctx, o)))
                })
                .collect();
            let mut after = Counters::ZERO;
            for (skip, run) in skips.iter_mut().zip(&per_run).rev() {
                *skip = after;
                after = after.plus(*run);
            }
        }
        let runs: Vec<Printer<'_>> = ops
            .par_chunks(chunk)
            .zip(skips)
            .map(|(run, skip)| {
                let mine: foldhash::HashSet<OpId> = run.iter().copied().collect();
                let keep = |o| mine.contains(&o);
                let mut printer = OpPrinter {
                    p: p.for_chunk(),
                    ctx,
                    names: NameState::new_within(ctx, root, flags, &keep, skip),
                    props,
                    opts,
                    indent,
                    default_dialects: dialects.clone(),
                    defaults: Default::default(),
                    on_threads: None,
                };
                for &o in run {
                    printer.print_op_line(o);
                }
                printer.p
            })
            .collect();
        for run in runs {
            self.p.absorb(run);
        }
    }

    fn print_pred_comment(&mut self, block: BlockId) {
        let ctx = self.ctx;
        let preds = self.names.preds.get(&block).cloned().unwrap_or_default();
        if preds.is_empty() {
            if !ctx.block(block).is_entry() {
                self.p.out.push_str("  // no predecessors");
            }
            return;
        }
        // mlir-opt's `getSinglePredecessor`: one edge, not several from one block.
        if preds.len() == 1 {
            self.p.out.push_str("  // pred: ");
            self.print_block_name(preds[0]);
            return;
        }
        let mut sorted = preds;
        sorted.sort_by_key(|b| self.names.block(*b).unwrap_or(NONE));
        let _ = write!(self.p.out, "  // {} preds: ", sorted.len());
        for (i, &b) in sorted.iter().enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.print_block_name(b);
        }
    }

    /// Prints a location as `loc(...)` (with an alias when allowed and one was assigned).
    pub fn print_location(&mut self, loc: Location, allow_alias: bool) {
        self.p.print_location(loc, allow_alias);
    }

    /// Starts a new line at the current indentation.
    pub fn print_newline(&mut self) {
        self.newline_indent();
    }
}
