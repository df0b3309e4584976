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
//! (`%0:2`, used as `%0#1`); blocks are `^bbN` per region.

use std::collections::HashMap;
use std::fmt::Write as _;

use crate::asm::printer::{Printer, PrinterOptions};
use crate::ir::{BlockId, OpId, PropertyStorage, RegionId, Value, ValueDef};
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
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// Print every operation in the generic form (`--mlir-print-op-generic`).
    pub generic: bool,
    /// Print trailing locations (`--mlir-print-debuginfo`).
    pub debug_info: bool,
}

const NONE: u32 = u32::MAX;
const ARG_FLAG: u32 = 1 << 31;

/// Value and block names for one printing.
pub(crate) struct NameState {
    /// Per value index: number (with [`ARG_FLAG`] for `%argN`), or [`NONE`].
    values: Vec<u32>,
    /// Per block index: its number within its region, or [`NONE`].
    blocks: Vec<u32>,
    /// Predecessor blocks of each block that has some.
    preds: HashMap<BlockId, Vec<BlockId>>,
}

impl NameState {
    fn value(&self, v: Value) -> Option<u32> {
        self.values.get(v.index()).copied().filter(|&n| n != NONE)
    }

    fn block(&self, b: BlockId) -> Option<u32> {
        self.blocks.get(b.index()).copied().filter(|&n| n != NONE)
    }

    /// Numbers every value and block under `root` as mlir-opt does.
    /// With `unique` (mlir-opt's generic form implies unique SSA ids) the counters run on
    /// from region to region; otherwise each region starts from the counters its parent
    /// region ended with, so sibling regions reuse numbers.
    pub(crate) fn new(ctx: &Context, root: OpId, unique: bool) -> Self {
        let mut s = NameState {
            values: vec![NONE; ctx.value_index_bound()],
            blocks: vec![NONE; ctx.block_index_bound()],
            preds: HashMap::new(),
        };
        let mut next_value = 0u32;
        let mut next_arg = 0u32;
        // Regions wait on a stack with the counters at the time they were pushed and are
        // numbered last-in first-out; the root's regions are pushed before the root's own
        // results are numbered.
        let mut stack: Vec<(RegionId, u32, u32)> =
            ctx.op_regions(root).iter().map(|&r| (r, 0, 0)).collect();
        s.number_op(ctx, root, &mut next_value);
        while let Some((region, nv, na)) = stack.pop() {
            if !unique {
                next_value = nv;
                next_arg = na;
            }
            for (i, &b) in ctx.region_blocks(region).iter().enumerate() {
                s.blocks[b.index()] = i as u32;
                let entry = i == 0;
                for &a in ctx.block_arguments(b) {
                    if entry {
                        s.values[a.index()] = next_arg | ARG_FLAG;
                        next_arg += 1;
                    } else {
                        s.values[a.index()] = next_value;
                        next_value += 1;
                    }
                }
                for o in ctx.block_ops(b) {
                    s.number_op(ctx, o, &mut next_value);
                    for &succ in ctx.op_successors(o) {
                        s.preds.entry(succ).or_default().push(b);
                    }
                }
            }
            for &b in ctx.region_blocks(region) {
                for o in ctx.block_ops(b) {
                    for &r in ctx.op_regions(o) {
                        stack.push((r, next_value, next_arg));
                    }
                }
            }
        }
        s
    }

    fn number_op(&mut self, ctx: &Context, op: OpId, next_value: &mut u32) {
        if ctx.op_num_results(op) > 0 {
            self.values[ctx.op_result(op, 0).index()] = *next_value;
            *next_value += 1;
        }
    }
}

/// Prints operations into one `String`, delegating types, attributes and locations to the
/// [`Printer`].
pub struct OpPrinter<'a> {
    /// The type/attribute/location printer (owns the output buffer).
    pub p: Printer<'a>,
    ctx: &'a Context,
    names: NameState,
    props: &'a HashMap<OpId, Option<Attribute>>,
    opts: PrintOptions,
    indent: usize,
}

/// The dictionary attributes standing for the typed properties of every operation under
/// `root` (converting needs a mutable context, so it happens before printing).
pub fn properties_attributes(ctx: &mut Context, root: OpId) -> HashMap<OpId, Option<Attribute>> {
    let mut typed = Vec::new();
    ctx.walk(root, crate::ir::WalkOrder::PreOrder, &mut |c, o| {
        if matches!(c.op_properties(o), PropertyStorage::Typed(_)) {
            typed.push(o);
        }
    });
    let mut out = HashMap::new();
    for o in typed {
        let Some(vt) = ctx.op_definition(ctx.op_name(o)).and_then(|d| d.properties) else {
            continue;
        };
        let PropertyStorage::Typed(p) = ctx.op_properties(o) else {
            continue;
        };
        let p = p.clone_box();
        let attr = (vt.to_attribute)(ctx, p.as_ref());
        out.insert(o, attr);
    }
    out
}

/// Prints `root` (normally a `builtin.module`) as mlir-opt writes a whole file: alias
/// definitions, the operation, deferred location aliases, and the final empty line.
pub fn print_top_level(ctx: &mut Context, root: OpId, opts: PrintOptions) -> String {
    let props = properties_attributes(ctx, root);
    let ctx: &Context = ctx;
    let popts = PrinterOptions {
        debug_info: opts.debug_info,
        ..PrinterOptions::default()
    };
    let mut printer = OpPrinter {
        p: Printer::with_options(ctx, popts),
        ctx,
        names: NameState::new(ctx, root, opts.generic),
        props: &props,
        opts,
        indent: 0,
    };
    printer.collect_aliases(root);
    printer.p.begin_aliases();
    printer.print_op(root);
    printer.p.out.push('\n');
    printer.p.end_aliases();
    printer.p.out.push('\n');
    std::mem::take(&mut printer.p.out)
}

/// Prints one operation in the generic form with values numbered from its nearest
/// isolated-from-above ancestor (mlir-opt's form for `see current operation:` notes).
///
/// With `debug_info` (mlir-opt's `--mlir-print-debuginfo`, which applies to diagnostics
/// too) the operation's locations are printed inline.
pub fn print_op_for_diagnostic(ctx: &mut Context, op: OpId, debug_info: bool) -> String {
    let mut root = op;
    loop {
        if ctx.has_trait::<crate::traits::IsIsolatedFromAbove>(root) {
            break;
        }
        match ctx.op_parent_op(root) {
            Some(p) => root = p,
            None => break,
        }
    }
    let props = properties_attributes(ctx, op);
    let ctx: &Context = ctx;
    let mut printer = OpPrinter {
        p: Printer::new(ctx),
        ctx,
        names: NameState::new(ctx, root, true),
        props: &props,
        opts: PrintOptions {
            generic: true,
            debug_info,
        },
        indent: 0,
    };
    printer.print_op(op);
    std::mem::take(&mut printer.p.out)
}

impl<'a> OpPrinter<'a> {
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

    /// Notes everything the printer will print, in print order, for the alias pre-pass.
    fn collect_aliases(&mut self, op: OpId) {
        let ctx = self.ctx;
        if self.opts.debug_info {
            self.p.note_location(ctx.op_loc(op), true);
        }
        for &r in ctx.op_regions(op) {
            for &b in ctx.region_blocks(r) {
                for &a in ctx.block_arguments(b) {
                    self.p.note_type(ctx.value_type(a));
                    if self.opts.debug_info {
                        self.p.note_location(ctx.value_loc(a), false);
                    }
                }
                for o in ctx.block_ops(b) {
                    self.collect_aliases(o);
                }
            }
        }
        for v in ctx.op_operands(op) {
            self.p.note_type(ctx.value_type(v));
        }
        for v in ctx.op_results(op) {
            self.p.note_type(ctx.value_type(v));
        }
        // mlir-opt visits `getAttrs()`: the discardable attributes merged with a registered
        // operation's inherent ones, sorted by name; an unregistered operation's properties
        // are not visited (so they never get aliases).
        let discardable = self.discardable_attrs_to_print(op);
        let inherent: &[(crate::types::Identifier, Attribute)] =
            match (ctx.is_registered(ctx.op_name(op)), self.props_attr(op)) {
                (true, Some(p)) => match ctx.attr_kind(p) {
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
            all.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
            for (_, a) in all {
                self.p.note_attribute(a);
            }
        }
    }

    /// The inherent attributes of `op` (its properties as a dictionary), sorted by name.
    pub fn inherent_attributes(&self, op: OpId) -> Vec<(crate::types::Identifier, Attribute)> {
        match self.props_attr(op).map(|p| self.ctx.attr_kind(p)) {
            Some(crate::attributes::AttrKind::Dictionary(entries)) => entries.to_vec(),
            _ => Vec::new(),
        }
    }

    fn props_attr(&self, op: OpId) -> Option<Attribute> {
        match self.ctx.op_properties(op) {
            PropertyStorage::None => None,
            PropertyStorage::Attr(a) => Some(*a),
            PropertyStorage::Typed(_) => self.props.get(&op).copied().flatten(),
        }
    }

    fn discardable_attrs_to_print(&self, op: OpId) -> &'a [(crate::types::Identifier, Attribute)] {
        self.ctx.op_discardable_attrs(op)
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

    /// Prints the name of a value (`%0`, `%arg1`, `%2#1`).
    pub fn print_value(&mut self, v: Value) {
        let ctx = self.ctx;
        let out = &mut self.p.out;
        match ctx.value_def(v) {
            ValueDef::OpResult { op, index } => {
                let first = ctx.op_result(op, 0);
                match self.names.value(first) {
                    Some(n) => {
                        let _ = write!(out, "%{n}");
                        if ctx.op_num_results(op) > 1 {
                            let _ = write!(out, "#{index}");
                        }
                    }
                    None => out.push_str("<<UNKNOWN SSA VALUE>>"),
                }
            }
            ValueDef::BlockArgument { .. } => match self.names.value(v) {
                Some(n) if n & ARG_FLAG != 0 => {
                    let _ = write!(out, "%arg{}", n & !ARG_FLAG);
                }
                Some(n) => {
                    let _ = write!(out, "%{n}");
                }
                None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
        }
    }

    /// Prints the name of a block (`^bb0`).
    pub fn print_block_name(&mut self, b: BlockId) {
        match self.names.block(b) {
            Some(n) => {
                let _ = write!(self.p.out, "^bb{n}");
            }
            None => self.p.out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }

    /// Prints `op` (custom form when registered and not in generic mode) and its trailing
    /// location; no indentation, no newline.
    pub fn print_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        let n = ctx.op_num_results(op);
        if n > 0 {
            match self.names.value(ctx.op_result(op, 0)) {
                Some(id) => {
                    let _ = write!(self.p.out, "%{id}");
                }
                None => self.p.out.push_str("<<UNKNOWN SSA VALUE>>"),
            }
            if n > 1 {
                let _ = write!(self.p.out, ":{n}");
            }
            self.p.out.push_str(" = ");
        }
        let custom = if self.opts.generic {
            None
        } else {
            ctx.op_definition(ctx.op_name(op)).and_then(|d| d.printer())
        };
        match custom {
            Some(f) => f(self, op),
            None => self.print_generic_op(op),
        }
        if self.opts.debug_info {
            self.p.out.push(' ');
            self.p.print_location(ctx.op_loc(op), true);
        }
    }

    /// Prints the generic form of `op` without results and location.
    pub fn print_generic_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        self.p.out.push('"');
        crate::asm::printer::write_escaped(
            &mut self.p.out,
            ctx.op_name_str(ctx.op_name(op)).as_bytes(),
        );
        self.p.out.push_str("\"(");
        for (i, v) in ctx.op_operands(op).enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.print_value(v);
        }
        self.p.out.push(')');
        let succs = ctx.op_successors(op);
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
        let regions = ctx.op_regions(op);
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
        for (i, v) in ctx.op_operands(op).enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.p.print_type(ctx.value_type(v));
        }
        self.p.out.push_str(") -> ");
        let results: Vec<Type> = ctx.op_results(op).map(|v| ctx.value_type(v)).collect();
        let wrap = results.len() != 1
            || matches!(
                ctx.type_kind(results[0]),
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

    /// Prints a region: `{`, its blocks, and `}` at the current indentation.
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        let ctx = self.ctx;
        self.p.out.push_str("{\n");
        let blocks = ctx.region_blocks(region);
        if let Some((&entry, rest)) = blocks.split_first() {
            let header = (print_empty_block && ctx.block_first_op(entry).is_none())
                || (print_entry_args && !ctx.block_arguments(entry).is_empty());
            self.print_block(entry, header, print_terminators);
            for &b in rest {
                self.print_block(b, true, true);
            }
        }
        self.push_indent();
        self.p.out.push('}');
    }

    fn print_block(&mut self, block: BlockId, header: bool, print_terminator: bool) {
        let ctx = self.ctx;
        if header {
            self.push_indent();
            self.print_block_name(block);
            let args = ctx.block_arguments(block);
            if !args.is_empty() {
                self.p.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.p.out.push_str(", ");
                    }
                    self.print_value(a);
                    self.p.out.push_str(": ");
                    self.p.print_type(ctx.value_type(a));
                    if self.opts.debug_info {
                        self.p.out.push(' ');
                        self.p.print_location(ctx.value_loc(a), false);
                    }
                }
                self.p.out.push(')');
            }
            self.p.out.push(':');
            self.print_pred_comment(block);
            self.p.out.push('\n');
        }
        self.indent += 2;
        let last = ctx.block_last_op(block);
        for o in ctx.block_ops(block) {
            if !print_terminator
                && Some(o) == last
                && ctx.has_trait::<crate::traits::IsTerminator>(o)
            {
                continue;
            }
            self.push_indent();
            self.print_op(o);
            self.p.out.push('\n');
        }
        self.indent -= 2;
    }

    fn print_pred_comment(&mut self, block: BlockId) {
        let ctx = self.ctx;
        let preds = self.names.preds.get(&block).cloned().unwrap_or_default();
        if preds.is_empty() {
            if !ctx.block_is_entry(block) {
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
