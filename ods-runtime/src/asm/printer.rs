//! The [`Printer`]: writes builtin types, attributes and locations exactly as mlir-opt does,
//! including the alias definitions (`#map = affine_map<...>`, `#loc3 = loc(...)`) it places
//! around the operations.
//!
//! # Aliases: how the operation printer uses this module
//!
//! mlir-opt first walks everything it will print, then gives short names to affine maps
//! (`#map`, `#map1`, ...) and, with `--mlir-print-debuginfo`, to locations (`#loc`,
//! `#loc1`, ...). The printer follows the same two phases:
//!
//! 1. Walk the IR and, per operation, in mlir-opt's order: [`Printer::note_location`] for
//!    the operation's location with `can_be_deferred = true` (only when printing debug
//!    info); then the regions, recursively (per block: each argument's type with
//!    [`Printer::note_type`] and, with debug info, its location with
//!    `can_be_deferred = false`; then the block's operations); then the operand types, the
//!    result types, the properties and finally each attribute value
//!    ([`Printer::note_attribute`]). The order matters: aliases of equal depth and prefix are
//!    numbered by first use.
//! 2. Call [`Printer::finalize_aliases`], then write [`Printer::alias_prelude`] before the
//!    first operation and [`Printer::alias_epilogue`] after the last one. Between the two,
//!    `print_type` / `print_attribute` / `print_location` use the alias names.
//!
//! Without step 1 nothing is aliased and everything is printed inline.

use foldhash::HashMap;
use std::fmt::Write as _;

use crate::Context;
use crate::attributes::{AttrKind, Attribute, Scalar, float};
use crate::location::{LocKind, Location};
use crate::types::{DYNAMIC, Identifier, Signedness, Type, TypeKind};

/// Printing options, mirroring mlir-opt's flags.
#[derive(Clone, Debug)]
pub struct PrinterOptions {
    /// `--mlir-print-debuginfo`: print operation locations
    /// (see [`Printer::print_trailing_location`]).
    pub debug_info: bool,
    /// Dense elements with more elements than this are printed in hex
    /// (`--mlir-print-elementsattrs-with-hex-if-larger`, 100 by default; negative: never).
    pub hex_threshold: i64,
    /// `--mlir-elide-elementsattrs-if-larger`: non-splat elements attributes with more
    /// elements than this print as `dense_resource<__elided__> : type`.
    pub elide_threshold: Option<i64>,
}

impl Default for PrinterOptions {
    fn default() -> Self {
        PrinterOptions {
            debug_info: false,
            hex_threshold: 100,
            elide_threshold: None,
        }
    }
}

/// Something that can get an alias.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum AliasKey {
    Attr(Attribute),
    Loc(Location),
    Type(Type),
}

#[derive(Clone, Debug)]
struct AliasInfo {
    prefix: &'static str,
    order: usize,
    depth: usize,
    deferrable: bool,
    name: String,
}

/// Writes types, attributes and locations into a string.
pub struct Printer<'a> {
    ctx: &'a Context,
    opts: PrinterOptions,
    /// The output written so far; the operation printer appends punctuation and names here.
    pub out: String,
    aliases: HashMap<AliasKey, AliasInfo>,
    finalized: bool,
    /// While printing an alias definition, the key being defined (printed in full).
    defining: Option<AliasKey>,
    /// Numbers given to distinct attributes, in the order they are first printed.
    distinct_ids: HashMap<Attribute, usize>,
    /// The resource keys `dense_resource` attributes named, in the order first printed.
    resource_refs: Vec<String>,
    /// The alias pre-pass: what would be printed is noted for aliasing instead (MLIR's
    /// dummy alias printer), and the text written is thrown away.
    collecting: bool,
    /// The indentation [`Printer::newline`] starts a line with.
    line_indent: usize,
}

/// The depth of a value that has no alias of its own, from the deepest of what it contains:
/// as in mlir-opt's alias initializer, a value containing an alias of depth `d` has depth
/// `d + 1` whether or not it has an alias, and a value containing none has depth 0. An alias's
/// definition is ordered by this depth, so `distinct[0]<[#map]>` (the array adds a level)
/// comes after `loc(fused[#loc, #loc1])`.
fn through(inner: usize) -> usize {
    if inner > 0 { inner + 1 } else { 0 }
}

impl<'a> Printer<'a> {
    /// A printer with default options.
    pub fn new(ctx: &'a Context) -> Self {
        Self::with_options(ctx, PrinterOptions::default())
    }

    /// A printer with `opts`.
    pub fn with_options(ctx: &'a Context, opts: PrinterOptions) -> Self {
        Printer {
            ctx,
            opts,
            out: String::new(),
            aliases: HashMap::default(),
            finalized: false,
            defining: None,
            distinct_ids: HashMap::default(),
            resource_refs: Vec::new(),
            collecting: false,
            line_indent: 0,
        }
    }

    /// A printer for a run of operations printed on another thread, to be appended to this
    /// one's output with [`Printer::absorb`]: the same options, aliases and indentation,
    /// and an empty output. Only for output without distinct attributes, whose numbers
    /// follow the printing order.
    pub(crate) fn for_chunk(&self) -> Printer<'a> {
        Printer {
            ctx: self.ctx,
            opts: self.opts.clone(),
            out: String::new(),
            aliases: self.aliases.clone(),
            finalized: self.finalized,
            defining: None,
            distinct_ids: HashMap::default(),
            resource_refs: Vec::new(),
            collecting: false,
            line_indent: self.line_indent,
        }
    }

    /// Appends what `chunk` (made by [`Printer::for_chunk`]) printed, and notes the
    /// resources it named after those named so far.
    pub(crate) fn absorb(&mut self, chunk: Printer<'_>) {
        self.out.push_str(&chunk.out);
        for key in chunk.resource_refs {
            if !self.resource_refs.contains(&key) {
                self.resource_refs.push(key);
            }
        }
    }

    /// Sets the indentation a new line starts with ([`Printer::newline`]): the operation
    /// printer keeps it at the current nesting.
    pub fn set_line_indent(&mut self, indent: usize) {
        self.line_indent = indent;
    }

    /// Starts a new line at the current indentation, as mlir-opt's indenting stream does
    /// when a type's or attribute's printer writes `\n`.
    pub fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.line_indent {
            self.out.push(' ');
        }
    }

    /// Starts or ends the alias pre-pass. While it runs, every type, attribute and
    /// location a printer asks for is recorded for aliasing rather than written, so the
    /// aliases follow what the custom forms really print, in their order (as mlir-opt
    /// runs its printers over a dummy stream before printing).
    pub fn set_collecting(&mut self, collecting: bool) {
        self.collecting = collecting;
    }

    /// True during the alias pre-pass.
    pub fn is_collecting(&self) -> bool {
        self.collecting
    }

    /// The resource keys printed `dense_resource` attributes named, in the order first
    /// printed (what the file's resource section prints).
    pub fn resource_refs(&self) -> &[String] {
        &self.resource_refs
    }

    /// The options in use.
    pub fn options(&self) -> &PrinterOptions {
        &self.opts
    }

    /// The context printed from.
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// The text written so far.
    pub fn output(&self) -> &str {
        &self.out
    }

    /// Direct access to the output, for writing punctuation and names.
    pub fn out(&mut self) -> &mut String {
        &mut self.out
    }

    /// Appends text.
    pub fn write_str(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Takes the text written so far, leaving the output empty.
    pub fn take_output(&mut self) -> String {
        std::mem::take(&mut self.out)
    }

    /// Consumes the printer and returns its output.
    pub fn finish(self) -> String {
        self.out
    }

    /// `ty` printed on its own (aliases are used if finalized).
    pub fn type_to_string(&mut self, ty: Type) -> String {
        let saved = std::mem::take(&mut self.out);
        self.print_type(ty);
        std::mem::replace(&mut self.out, saved)
    }

    /// `attr` printed on its own.
    pub fn attribute_to_string(&mut self, attr: Attribute) -> String {
        let saved = std::mem::take(&mut self.out);
        self.print_attribute(attr);
        std::mem::replace(&mut self.out, saved)
    }

    // ---------------------------------------------------------------------------------
    // Alias collection
    // ---------------------------------------------------------------------------------

    /// Records a type that will be printed (phase 1 of aliasing).
    pub fn note_type(&mut self, ty: Type) {
        self.visit_type(ty);
    }

    /// Records an attribute that will be printed (phase 1 of aliasing).
    pub fn note_attribute(&mut self, attr: Attribute) {
        self.visit_attr(attr, false);
    }

    /// Records a location that will be printed as an operation's (or block argument's)
    /// trailing `loc(...)`. With `can_be_deferred`, its alias definition goes after the
    /// operations unless something else (an attribute) also uses it.
    pub fn note_location(&mut self, loc: Location, can_be_deferred: bool) {
        self.visit_loc(loc, can_be_deferred);
    }

    fn record(&mut self, key: AliasKey, prefix: &'static str, depth: usize, deferrable: bool) {
        let order = self.aliases.len();
        let e = self.aliases.entry(key).or_insert(AliasInfo {
            prefix,
            order,
            depth,
            deferrable,
            name: String::new(),
        });
        e.deferrable &= deferrable;
        e.depth = e.depth.max(depth);
    }

    /// Visits a type; returns its depth as mlir-opt's alias initializer counts it (see
    /// [`through`]).
    fn visit_type(&mut self, ty: Type) -> usize {
        let ctx = self.ctx;
        match ctx.ty(ty).kind() {
            TypeKind::Complex(e) => through(self.visit_type(*e)),
            TypeKind::Tuple(elems) => {
                let inner = elems.iter().map(|e| self.visit_type(*e)).max().unwrap_or(0);
                // The builtin dialect's alias for tuples of more than 16 elements.
                if elems.len() > 16 {
                    self.record(AliasKey::Type(ty), "tuple", inner, false);
                    return inner + 1;
                }
                through(inner)
            }
            TypeKind::Function { inputs, results } => through(
                inputs
                    .iter()
                    .chain(results.iter())
                    .map(|e| self.visit_type(*e))
                    .max()
                    .unwrap_or(0),
            ),
            TypeKind::Vector { elem, .. } | TypeKind::UnrankedTensor { elem } => {
                through(self.visit_type(*elem))
            }
            TypeKind::RankedTensor { elem, encoding, .. } => {
                let a = self.visit_type(*elem);
                let b = encoding.map_or(0, |e| self.visit_attr(e, false));
                through(a.max(b))
            }
            TypeKind::MemRef {
                elem,
                layout,
                memory_space,
                ..
            } => {
                let a = self.visit_type(*elem);
                let b = printed_layout(ctx, *layout).map_or(0, |e| self.visit_attr(e, false));
                let c = memory_space.map_or(0, |e| self.visit_attr(e, false));
                through(a.max(b).max(c))
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                let a = self.visit_type(*elem);
                through(a.max(memory_space.map_or(0, |e| self.visit_attr(e, false))))
            }
            TypeKind::Dialect { storage, .. } => match ctx.mnemonic_alias(storage) {
                Some(alias) => {
                    self.record(AliasKey::Type(ty), alias, 0, false);
                    1
                }
                None => 0,
            },
            _ => 0,
        }
    }

    /// Visits an attribute; returns its depth as mlir-opt's alias initializer counts it.
    fn visit_attr(&mut self, attr: Attribute, deferrable: bool) -> usize {
        let ctx = self.ctx;
        match ctx.attr(attr).kind() {
            AttrKind::AffineMap(_) => {
                self.record(AliasKey::Attr(attr), "map", 0, deferrable);
                1
            }
            AttrKind::IntegerSet(_) => {
                self.record(AliasKey::Attr(attr), "set", 0, deferrable);
                1
            }
            AttrKind::Distinct { referenced, .. } => {
                let referenced = *referenced;
                if matches!(ctx.attr(referenced).kind(), AttrKind::Unit) {
                    return 0;
                }
                let inner = self.visit_attr(referenced, deferrable);
                self.record(AliasKey::Attr(attr), "distinct", inner, deferrable);
                inner + 1
            }
            AttrKind::Location(l) => self.visit_loc(*l, deferrable),
            AttrKind::Array(elems) => through(
                elems
                    .iter()
                    .map(|e| self.visit_attr(*e, deferrable))
                    .max()
                    .unwrap_or(0),
            ),
            AttrKind::Dictionary(entries) => through(
                entries
                    .iter()
                    .map(|(_, e)| self.visit_attr(*e, deferrable))
                    .max()
                    .unwrap_or(0),
            ),
            AttrKind::Type(t) => through(self.visit_type(*t)),
            // mlir-opt's initializer does not look into integer, float and dense-array
            // attributes (their types have no aliases anyway).
            AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseArray { .. } => 0,
            AttrKind::String { ty: Some(ty), .. } | AttrKind::Opaque { ty: Some(ty), .. } => {
                through(self.visit_type(*ty))
            }
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseStrings { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => through(self.visit_type(*ty)),
            // `genMnemonicAlias`: the definition's mnemonic names the alias.
            AttrKind::Dialect { storage, .. } => match ctx.mnemonic_alias(storage) {
                Some(alias) => {
                    self.record(AliasKey::Attr(attr), alias, 0, deferrable);
                    1
                }
                None => 0,
            },
            _ => 0,
        }
    }

    /// Whether the alias pre-pass can find anything in `ctx` (see [`Printer::visit_attr`]
    /// and [`Printer::visit_type`]): an affine map, integer set, distinct or location
    /// attribute, a tuple of more than 16 types, or, with debug info, any location. When it
    /// cannot, the printers need not run twice.
    pub(crate) fn may_define_aliases(ctx: &Context, debug_info: bool) -> bool {
        if debug_info {
            return true;
        }
        let u = &ctx.uniquer;
        if !u.parse_hooks.mnemonic_aliases.is_empty() {
            return true;
        }
        let attrs = (0..u.attrs.len()).any(|i| {
            matches!(
                u.attrs.get(i),
                AttrKind::AffineMap(_)
                    | AttrKind::IntegerSet(_)
                    | AttrKind::Distinct { .. }
                    | AttrKind::Location(_)
            )
        });
        attrs
            || (0..u.types.len())
                .any(|i| matches!(u.types.get(i), TypeKind::Tuple(elems) if elems.len() > 16))
    }

    /// Visits a location; returns the depth an alias referring to it would have.
    fn visit_loc(&mut self, loc: Location, deferrable: bool) -> usize {
        let ctx = self.ctx;
        let inner = match loc.kind(ctx) {
            LocKind::Unknown | LocKind::FileLineCol { .. } => 0,
            LocKind::Name { child, .. } => {
                if matches!((*child).kind(ctx), LocKind::Unknown) {
                    0
                } else {
                    self.visit_loc(*child, deferrable)
                }
            }
            LocKind::CallSite { callee, caller } => {
                let a = self.visit_loc(*callee, deferrable);
                a.max(self.visit_loc(*caller, deferrable))
            }
            LocKind::Fused { locs, metadata } => {
                let m = metadata.map_or(0, |m| self.visit_attr(m, deferrable));
                locs.iter()
                    .map(|l| self.visit_loc(*l, deferrable))
                    .max()
                    .unwrap_or(0)
                    .max(m)
            }
        };
        self.record(AliasKey::Loc(loc), "loc", inner, deferrable);
        inner + 1
    }

    /// Assigns alias names (phase 2). Like mlir-opt, aliases are ordered by nesting depth,
    /// then by name prefix (`loc` before `map`), then by first use, and numbered per prefix
    /// in that order: `#map`, `#map1`, ...
    pub fn finalize_aliases(&mut self) {
        let order = self.sorted_keys(None);
        let mut counters: HashMap<&'static str, usize> = HashMap::default();
        for k in order {
            let Some(info) = self.aliases.get_mut(&k) else {
                continue;
            };
            let n = counters.entry(info.prefix).or_insert(0);
            info.name = if *n == 0 {
                info.prefix.to_string()
            } else {
                format!("{}{}", info.prefix, n)
            };
            *n += 1;
        }
        self.finalized = true;
    }

    /// Alias keys in mlir-opt's order, optionally only the deferred (or non-deferred) ones.
    fn sorted_keys(&self, deferred: Option<bool>) -> Vec<AliasKey> {
        let mut v: Vec<(AliasKey, &AliasInfo)> = self
            .aliases
            .iter()
            .filter(|(_, i)| deferred.is_none_or(|d| i.deferrable == d))
            .map(|(k, i)| (*k, i))
            .collect();
        // Type aliases go before attribute aliases of the same depth. `order` is unique, so
        // an unstable sort gives the one order.
        v.sort_unstable_by_key(|(k, i)| {
            (i.depth, !matches!(k, AliasKey::Type(_)), i.prefix, i.order)
        });
        v.into_iter().map(|(k, _)| k).collect()
    }

    fn sorted_aliases(&self, deferred: bool) -> Vec<(AliasKey, String)> {
        self.sorted_keys(Some(deferred))
            .into_iter()
            .map(|k| (k, self.aliases[&k].name.clone()))
            .collect()
    }

    fn alias_lines(&mut self, deferred: bool) -> String {
        if !self.finalized {
            return String::new();
        }
        let mut text = String::new();
        for (key, name) in self.sorted_aliases(deferred) {
            let saved = std::mem::take(&mut self.out);
            self.defining = Some(key);
            let sigil = match key {
                AliasKey::Attr(a) => {
                    self.print_attribute(a);
                    '#'
                }
                AliasKey::Loc(l) => {
                    self.print_location(l, false);
                    '#'
                }
                AliasKey::Type(t) => {
                    self.print_type(t);
                    '!'
                }
            };
            self.defining = None;
            let body = std::mem::replace(&mut self.out, saved);
            let _ = writeln!(text, "{sigil}{name} = {body}");
        }
        text
    }

    /// Finalizes aliases and appends the prelude (see [`Printer::alias_prelude`]) to the
    /// output.
    pub fn begin_aliases(&mut self) {
        self.finalize_aliases();
        let text = self.alias_prelude();
        self.out.push_str(&text);
    }

    /// Appends the epilogue (see [`Printer::alias_epilogue`]) to the output.
    pub fn end_aliases(&mut self) {
        let text = self.alias_epilogue();
        self.out.push_str(&text);
    }

    /// The alias definitions mlir-opt prints before the operations (one per line).
    pub fn alias_prelude(&mut self) -> String {
        self.alias_lines(false)
    }

    /// The alias definitions mlir-opt prints after the operations: locations used only as
    /// operation locations (one per line).
    pub fn alias_epilogue(&mut self) -> String {
        self.alias_lines(true)
    }

    fn alias_of(&self, key: AliasKey) -> Option<&str> {
        if !self.finalized || self.defining == Some(key) {
            return None;
        }
        self.aliases.get(&key).map(|i| i.name.as_str())
    }

    // ---------------------------------------------------------------------------------
    // Types
    // ---------------------------------------------------------------------------------

    /// Writes a type.
    pub fn print_type(&mut self, ty: Type) {
        if self.collecting {
            self.note_type(ty);
            return;
        }
        let ctx = self.ctx;
        if matches!(ctx.ty(ty).kind(), TypeKind::Tuple(_)) {
            if let Some(name) = self.alias_of(AliasKey::Type(ty)).map(str::to_string) {
                let _ = write!(self.out, "!{name}");
                return;
            }
        }
        match ctx.ty(ty).kind() {
            TypeKind::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                self.out.push_str(prefix);
                self.out.push_str(itoa::Buffer::new().format(*width));
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Float(k) => self.out.push_str(k.keyword()),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type(*e);
                self.out.push('>');
            }
            TypeKind::Tuple(elems) => {
                self.out.push_str("tuple<");
                self.print_type_list(elems);
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.print_type_list(inputs);
                self.out.push_str(") -> ");
                self.print_function_results(results);
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.out.push_str("vector<");
                for (d, s) in shape.iter().zip(scalable) {
                    if *s {
                        let _ = write!(self.out, "[{d}]x");
                    } else {
                        let _ = write!(self.out, "{d}x");
                    }
                }
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.print_shape(shape);
                self.print_type(*elem);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.print_attribute(*e);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                self.out.push_str("tensor<*x");
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.print_shape(shape);
                self.print_type(*elem);
                if let Some(l) = printed_layout(self.ctx, *layout) {
                    self.out.push_str(", ");
                    self.print_attribute(l);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute_type_elided(*m);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.out.push_str("memref<*x");
                self.print_type(*elem);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute_type_elided(*m);
                }
                self.out.push('>');
            }
            TypeKind::Opaque { dialect, data } => {
                self.print_dialect_symbol('!', *dialect, data);
            }
            TypeKind::Dialect {
                dialect,
                mnemonic,
                storage,
            } => {
                let hook = ctx.dialect_type_printer((*dialect).as_str(ctx));
                let write = hook.map(|h| move |p: &mut Self| h(ty, p));
                self.print_dialect_def(
                    '!',
                    *dialect,
                    *mnemonic,
                    storage,
                    write.as_ref().map(|w| w as _),
                );
            }
        }
    }

    /// The body of a dialect type or attribute: its mnemonic and what its parameters print
    /// (MLIR prints the body as `#dialect.body` when it is pretty, else `#dialect<body>`).
    fn dialect_body(
        &mut self,
        mnemonic: &str,
        storage: &crate::dialect_storage::boxed::StorageBox,
    ) -> String {
        self.capture(|p| {
            p.out.push_str(mnemonic);
            p.ctx.print_dialect_params(storage, p);
        })
    }

    /// Writes a dialect type or attribute (`sigil` `!` or `#`) `dialect.mnemonic...`, an
    /// attribute without its self type: through the dialect's print hook (`hook` writes the
    /// body with it) if it registered one, else its generated printer.
    #[inline(never)]
    fn print_dialect_def(
        &mut self,
        sigil: char,
        dialect: Identifier,
        mnemonic: Identifier,
        storage: &crate::dialect_storage::boxed::StorageBox,
        hook: Option<&dyn Fn(&mut Self)>,
    ) {
        let body = match hook {
            Some(hook) => self.capture(hook),
            None => self.dialect_body(mnemonic.as_str(self.ctx), storage),
        };
        self.print_dialect_symbol(sigil, dialect, &body);
    }

    /// [`Printer::print_dialect_def`] for the dialect attribute `attr`.
    fn print_dialect_attr(
        &mut self,
        attr: Attribute,
        dialect: Identifier,
        mnemonic: Identifier,
        storage: &crate::dialect_storage::boxed::StorageBox,
    ) {
        let ctx = self.ctx;
        let hook = ctx.dialect_attr_printer(dialect.as_str(ctx));
        let write = hook.map(|h| move |p: &mut Self| h(attr, p));
        self.print_dialect_def(
            '#',
            dialect,
            mnemonic,
            storage,
            write.as_ref().map(|w| w as _),
        );
    }

    /// What `write` prints, taken out of the output.
    fn capture(&mut self, write: impl FnOnce(&mut Self)) -> String {
        let outer = std::mem::take(&mut self.out);
        write(self);
        std::mem::replace(&mut self.out, outer)
    }

    /// Writes `a, b, c`.
    pub fn print_type_list(&mut self, types: &[Type]) {
        for (i, t) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(*t);
        }
    }

    /// Writes function results: one non-function type bare, anything else parenthesized.
    pub fn print_function_results(&mut self, results: &[Type]) {
        let single_plain = results.len() == 1
            && !matches!(self.ctx.ty(results[0]).kind(), TypeKind::Function { .. });
        if single_plain {
            self.print_type(results[0]);
        } else {
            self.out.push('(');
            self.print_type_list(results);
            self.out.push(')');
        }
    }

    fn print_shape(&mut self, shape: &[i64]) {
        for d in shape {
            if *d == DYNAMIC {
                self.out.push_str("?x");
            } else {
                let _ = write!(self.out, "{d}x");
            }
        }
    }

    fn print_dialect_symbol(&mut self, sigil: char, dialect: Identifier, data: &str) {
        let _ = write!(self.out, "{sigil}{}", dialect.as_str(self.ctx));
        if is_pretty_dialect_body(data) {
            self.out.push('.');
            self.out.push_str(data);
        } else {
            self.out.push('<');
            self.out.push_str(data);
            self.out.push('>');
        }
    }

    // ---------------------------------------------------------------------------------
    // Attributes
    // ---------------------------------------------------------------------------------

    /// Writes an attribute where mlir-opt may elide its type (array elements, memory
    /// spaces): `i64` integers and `f64` floats print without ` : type`.
    pub fn print_attribute_type_elided(&mut self, attr: Attribute) {
        if self.collecting {
            self.note_attribute(attr);
            return;
        }
        if self.alias_of(AliasKey::Attr(attr)).is_none() {
            let ctx = self.ctx;
            match ctx.attr(attr).kind() {
                AttrKind::Integer { ty, value }
                    if matches!(
                        ctx.ty(*ty).kind(),
                        TypeKind::Integer {
                            width: 64,
                            signedness: Signedness::Signless
                        }
                    ) =>
                {
                    self.out.push_str(&value.to_decimal(true));
                    return;
                }
                // Only a decimal value: a hex one (NaN, infinity) keeps its type, or it
                // would read back as an integer.
                AttrKind::Float { ty, bits }
                    if matches!(
                        ctx.ty(*ty).kind(),
                        TypeKind::Float(crate::types::FloatKind::F64)
                    ) && !float::mlir_float_text(crate::types::FloatKind::F64, *bits)
                        .contains("0x") =>
                {
                    self.print_float(*ty, *bits);
                    return;
                }
                _ => {}
            }
        }
        self.print_attribute(attr);
    }

    /// Writes a dialect attribute without its `#dialect.mnemonic` prefix when it is one
    /// of `dialect.mnemonic` (MLIR's `printStrippedAttrOrType`, as custom assembly formats
    /// use it), any other attribute in full.
    pub fn print_stripped_dialect_attr(&mut self, attr: Attribute, dialect: &str, mnemonic: &str) {
        if self.collecting {
            self.note_attribute(attr);
            return;
        }
        let ctx = self.ctx;
        if let AttrKind::Dialect {
            dialect: d,
            mnemonic: m,
            storage,
        } = ctx.attr(attr).kind()
            && (*d).as_str(ctx) == dialect
            && (*m).as_str(ctx) == mnemonic
        {
            ctx.print_dialect_params(storage, self);
            return;
        }
        self.print_attribute(attr);
    }

    /// Writes an attribute without its ` : type` suffix (mlir-opt's
    /// `printAttributeWithoutType`, as custom assembly formats use it).
    pub fn print_attribute_without_type(&mut self, attr: Attribute) {
        if self.collecting {
            self.note_attribute(attr);
            return;
        }
        if self.alias_of(AliasKey::Attr(attr)).is_none() {
            let ctx = self.ctx;
            match ctx.attr(attr).kind() {
                AttrKind::Integer { ty, value } => {
                    match ctx.ty(*ty).kind() {
                        TypeKind::Integer {
                            width: 1,
                            signedness: Signedness::Signless,
                        } => {
                            self.out
                                .push_str(if value.is_zero() { "false" } else { "true" });
                        }
                        TypeKind::Integer {
                            signedness: Signedness::Unsigned,
                            ..
                        } => {
                            self.out.push_str(&value.to_decimal(false));
                        }
                        _ => self.out.push_str(&value.to_decimal(true)),
                    }
                    return;
                }
                AttrKind::Float { ty, bits } => {
                    self.print_float(*ty, *bits);
                    return;
                }
                AttrKind::String { value, .. } => {
                    self.print_escaped_string(value);
                    return;
                }
                AttrKind::DenseElements { ty, values } => {
                    self.out.push_str("dense<");
                    self.print_dense_values(*ty, values);
                    self.out.push('>');
                    return;
                }
                AttrKind::Dialect {
                    dialect,
                    mnemonic,
                    storage,
                } => {
                    self.print_dialect_attr(attr, *dialect, *mnemonic, storage);
                    return;
                }
                _ => {}
            }
        }
        self.print_attribute(attr);
    }

    /// True when `attr` is an elements attribute to print as `dense_resource<__elided__>`.
    fn elided(&self, attr: Attribute) -> Option<Type> {
        let limit = self.opts.elide_threshold?;
        let ctx = self.ctx;
        let (ty, splat) = match ctx.attr(attr).kind() {
            AttrKind::DenseElements { ty, values } => (*ty, values.len() == 1),
            AttrKind::DenseStrings { ty, values } => (*ty, values.len() == 1),
            // As mlir-opt: when its indices or its values would be elided.
            AttrKind::Sparse { ty, parts } => {
                let (indices, values) = (*parts)?;
                let elide = self.elided(indices).is_some() || self.elided(values).is_some();
                return elide.then_some(*ty);
            }
            _ => return None,
        };
        let count: i64 = ctx.ty(ty).shape().map_or(0, |s| s.iter().product());
        (!splat && count > limit).then_some(ty)
    }

    /// Writes an attribute in full form (with its type where mlir-opt shows it).
    pub fn print_attribute(&mut self, attr: Attribute) {
        if self.collecting {
            self.note_attribute(attr);
            return;
        }
        if let Some(name) = self.alias_of(AliasKey::Attr(attr)).map(str::to_string) {
            let _ = write!(self.out, "#{name}");
            return;
        }
        if let Some(ty) = self.elided(attr) {
            self.out.push_str("dense_resource<__elided__> : ");
            self.print_type(ty);
            return;
        }
        let ctx = self.ctx;
        match ctx.attr(attr).kind() {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Integer { ty, value } => {
                match ctx.ty(*ty).kind() {
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless,
                    } => {
                        self.out
                            .push_str(if value.is_zero() { "false" } else { "true" });
                        return;
                    }
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    } => {
                        self.out.push_str(&value.to_decimal(false));
                    }
                    _ => self.out.push_str(&value.to_decimal(true)),
                }
                self.out.push_str(" : ");
                self.print_type(*ty);
            }
            AttrKind::Float { ty, bits } => {
                self.print_float(*ty, *bits);
                self.out.push_str(" : ");
                self.print_type(*ty);
            }
            AttrKind::String { value, ty } => {
                self.print_escaped_string(value);
                if let Some(t) = ty {
                    if !matches!(ctx.ty(*t).kind(), TypeKind::None) {
                        self.out.push_str(" : ");
                        self.print_type(*t);
                    }
                }
            }
            AttrKind::Type(t) => self.print_type(*t),
            AttrKind::Array(elems) => {
                self.out.push('[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attribute_type_elided(*e);
                }
                self.out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                let entries = entries.clone();
                self.print_attribute_dict(&entries);
            }
            AttrKind::SymbolRef { root, nested } => {
                self.print_symbol_name(*root);
                for n in nested {
                    self.out.push_str("::");
                    self.print_symbol_name(*n);
                }
            }
            AttrKind::DenseArray { elem, values } => self.print_dense_array(*elem, values),
            AttrKind::DenseElements { ty, values } => {
                self.out.push_str("dense<");
                self.print_dense_values(*ty, values);
                self.out.push_str("> : ");
                self.print_type(*ty);
            }
            AttrKind::DenseStrings { ty, values } => {
                self.out.push_str("dense<");
                self.print_dense_strings(*ty, values);
                self.out.push_str("> : ");
                self.print_type(*ty);
            }
            AttrKind::Sparse { ty, parts } => self.print_sparse(*ty, *parts),
            AttrKind::DenseResource { key, ty } => {
                if !self.resource_refs.contains(key) {
                    self.resource_refs.push(key.clone());
                }
                self.out.push_str("dense_resource<");
                if is_bare_identifier(key) {
                    self.out.push_str(key);
                } else {
                    self.print_escaped_string(key.as_bytes());
                }
                self.out.push_str("> : ");
                self.print_type(*ty);
            }
            AttrKind::StridedLayout { offset, strides } => self.print_strided(*offset, strides),
            AttrKind::AffineMap(m) => {
                let _ = write!(self.out, "affine_map<{m}>");
            }
            AttrKind::IntegerSet(set) => {
                let _ = write!(self.out, "affine_set<{set}>");
            }
            AttrKind::Distinct { referenced, .. } => {
                let next = self.distinct_ids.len();
                let id = *self.distinct_ids.entry(attr).or_insert(next);
                let _ = write!(self.out, "distinct[{id}]<");
                if !matches!(ctx.attr(*referenced).kind(), AttrKind::Unit) {
                    self.print_attribute(*referenced);
                }
                self.out.push('>');
            }
            AttrKind::Location(l) => {
                let l = *l;
                match self.alias_of(AliasKey::Loc(l)).map(str::to_string) {
                    Some(name) => {
                        let _ = write!(self.out, "#{name}");
                    }
                    None => self.print_location(l, false),
                }
            }
            AttrKind::Opaque { dialect, data, ty } => {
                self.print_dialect_symbol('#', *dialect, data);
                if let Some(t) = ty {
                    if !matches!(ctx.ty(*t).kind(), TypeKind::None) {
                        self.out.push_str(" : ");
                        self.print_type(*t);
                    }
                }
            }
            AttrKind::Dialect {
                dialect,
                mnemonic,
                storage,
            } => {
                self.print_dialect_attr(attr, *dialect, *mnemonic, storage);
                if let Some(t) = storage.storage().dyn_attr_type(ctx)
                    && !matches!(ctx.ty(t).kind(), TypeKind::None)
                {
                    self.out.push_str(" : ");
                    self.print_type(t);
                }
            }
        }
    }

    /// `strided<[s, ...], offset: o>` (the offset only when not zero).
    fn print_strided(&mut self, offset: i64, strides: &[i64]) {
        self.out.push_str("strided<[");
        for (i, s) in strides.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_stride(*s);
        }
        self.out.push(']');
        if offset != 0 {
            self.out.push_str(", offset: ");
            self.print_stride(offset);
        }
        self.out.push('>');
    }

    /// `sparse<indices, values> : type` (`sparse<>` without indices).
    fn print_sparse(&mut self, ty: Type, parts: Option<(Attribute, Attribute)>) {
        let ctx = self.ctx;
        self.out.push_str("sparse<");
        // No indices print as `sparse<>`.
        let empty = |a: Attribute| match ctx.attr(a).kind() {
            AttrKind::DenseElements { ty, .. } => matches!(
                ctx.ty(*ty).kind(),
                TypeKind::RankedTensor { shape, .. } if shape.contains(&0)
            ),
            _ => false,
        };
        if let Some((indices, values)) = parts.filter(|(i, _)| !empty(*i)) {
            for (i, part) in [indices, values].into_iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                match ctx.attr(part).kind() {
                    // The indices never print in hex (as mlir-opt's printer).
                    AttrKind::DenseElements { ty, values } => {
                        self.print_dense_values_hex(*ty, values, i > 0);
                    }
                    AttrKind::DenseStrings { ty, values } => {
                        self.print_dense_strings(*ty, values);
                    }
                    _ => self.print_attribute(part),
                }
            }
        }
        self.out.push_str("> : ");
        self.print_type(ty);
    }

    /// `array<elem: v, ...>`.
    fn print_dense_array(&mut self, elem: Type, values: &[Scalar]) {
        self.out.push_str("array<");
        self.print_type(elem);
        if !values.is_empty() {
            self.out.push_str(": ");
            for (i, v) in values.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_scalar(v, elem);
            }
        }
        self.out.push('>');
    }

    /// The elements of a string dense attribute: a splat string or nested lists.
    fn print_dense_strings(&mut self, ty: Type, values: &[Vec<u8>]) {
        let shape = self
            .ctx
            .ty(ty)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        if values.len() == 1 {
            self.print_escaped_string(&values[0]);
        } else {
            let mut i = 0;
            self.print_nested(&shape, 0, &mut i, &mut |p, idx| {
                p.print_escaped_string(&values[idx])
            });
        }
    }

    fn print_stride(&mut self, s: i64) {
        if s == DYNAMIC {
            self.out.push('?');
        } else {
            let _ = write!(self.out, "{s}");
        }
    }

    fn print_float(&mut self, ty: Type, bits: u128) {
        match self.ctx.ty(ty).kind() {
            TypeKind::Float(k) => self.out.push_str(&float::mlir_float_text(*k, bits)),
            _ => self.out.push_str(&float::hex_bits(bits)),
        }
    }

    fn print_scalar(&mut self, v: &Scalar, elem: Type) {
        let ctx = self.ctx;
        match v {
            Scalar::Int(i) => match ctx.ty(elem).kind() {
                TypeKind::Integer { width: 1, .. } => {
                    self.out
                        .push_str(if i.is_zero() { "false" } else { "true" });
                }
                TypeKind::Integer {
                    signedness: Signedness::Unsigned,
                    ..
                } => {
                    self.out.push_str(&i.to_decimal(false));
                }
                _ => self.out.push_str(&i.to_decimal(true)),
            },
            Scalar::Float(bits) => self.print_float(elem, *bits),
            Scalar::Complex(parts) => {
                let inner = match ctx.ty(elem).kind() {
                    TypeKind::Complex(t) => *t,
                    _ => elem,
                };
                self.out.push('(');
                self.print_scalar(&parts.0, inner);
                self.out.push(',');
                self.print_scalar(&parts.1, inner);
                self.out.push(')');
            }
        }
    }

    fn print_nested(
        &mut self,
        shape: &[i64],
        dim: usize,
        index: &mut usize,
        leaf: &mut dyn FnMut(&mut Self, usize),
    ) {
        if dim == shape.len() {
            leaf(self, *index);
            *index += 1;
            return;
        }
        self.out.push('[');
        for i in 0..shape[dim].max(0) {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_nested(shape, dim + 1, index, leaf);
        }
        self.out.push(']');
    }

    fn print_dense_values(&mut self, ty: Type, values: &[Scalar]) {
        self.print_dense_values_hex(ty, values, true);
    }

    /// Dense values, in hex past the threshold when `allow_hex`.
    fn print_dense_values_hex(&mut self, ty: Type, values: &[Scalar], allow_hex: bool) {
        let ctx = self.ctx;
        let shape = ctx.ty(ty).shape().map(|s| s.to_vec()).unwrap_or_default();
        let elem = ctx.ty(ty).element_type().unwrap_or(ty);
        let num: i64 = shape.iter().product();
        if values.is_empty() {
            return;
        }
        if values.len() == 1 {
            self.print_scalar(&values[0], elem);
            return;
        }
        if allow_hex && self.opts.hex_threshold >= 0 && num > self.opts.hex_threshold {
            self.print_dense_hex(elem, values);
            return;
        }
        let mut i = 0;
        self.print_nested(&shape, 0, &mut i, &mut |p, idx| {
            p.print_scalar(&values[idx], elem)
        });
    }

    fn print_dense_hex(&mut self, elem: Type, values: &[Scalar]) {
        let ctx = self.ctx;
        let (width, inner) = match ctx.ty(elem).kind() {
            TypeKind::Complex(t) => (ctx.ty(*t).int_or_float_width().unwrap_or(64), *t),
            TypeKind::Index => (64, elem),
            _ => (ctx.ty(elem).int_or_float_width().unwrap_or(64), elem),
        };
        let _ = inner;
        let mut bytes: Vec<u8> = Vec::new();
        if width == 1 {
            bytes = vec![0u8; values.len().div_ceil(8)];
            for (i, v) in values.iter().enumerate() {
                if let Scalar::Int(x) = v {
                    if !x.is_zero() {
                        bytes[i / 8] |= 1 << (i % 8);
                    }
                }
            }
        } else {
            let nbytes = (width as usize).div_ceil(8);
            let push = |s: &Scalar, bytes: &mut Vec<u8>| match s {
                Scalar::Int(x) => {
                    let mut b = x.to_le_bytes();
                    b.resize(nbytes, 0);
                    bytes.extend(b);
                }
                Scalar::Float(f) => bytes.extend(f.to_le_bytes().iter().take(nbytes)),
                Scalar::Complex(_) => {}
            };
            for v in values {
                match v {
                    Scalar::Complex(p) => {
                        push(&p.0, &mut bytes);
                        push(&p.1, &mut bytes);
                    }
                    other => push(other, &mut bytes),
                }
            }
        }
        self.out.push_str("\"0x");
        for b in bytes {
            let _ = write!(self.out, "{b:02X}");
        }
        self.out.push('"');
    }

    /// Writes `@name`, quoting names that are not bare identifiers.
    pub fn print_symbol_name(&mut self, name: Identifier) {
        let s = name.as_str(self.ctx);
        self.out.push('@');
        if s.is_empty() {
            // As mlir-opt prints the empty symbol (which it cannot parse back).
            self.out.push_str("<<INVALID EMPTY SYMBOL>>");
        } else if is_bare_identifier(s) {
            self.out.push_str(s);
        } else {
            self.print_escaped_string(s.as_bytes());
        }
    }

    /// Writes a string literal with mlir-opt's escaping (`\"`, `\\`, `\XX` for the rest of
    /// the non-printable bytes).
    pub fn print_escaped_string(&mut self, bytes: &[u8]) {
        self.out.push('"');
        write_escaped(&mut self.out, bytes);
        self.out.push('"');
    }

    /// Writes an attribute name as in a dictionary: bare when it is an identifier, quoted
    /// otherwise.
    pub fn print_attribute_name(&mut self, name: Identifier) {
        let s = name.as_str(self.ctx);
        if is_bare_identifier(s) {
            self.out.push_str(s);
        } else {
            self.print_escaped_string(s.as_bytes());
        }
    }

    /// Writes `{a = 1 : i32, b}` (unit values print as the bare name).
    pub fn print_attribute_dict(&mut self, entries: &[(Identifier, Attribute)]) {
        self.out.push('{');
        for (i, (name, value)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_attribute_name(*name);
            if !matches!(self.ctx.attr(*value).kind(), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.print_attribute(*value);
            }
        }
        self.out.push('}');
    }

    // ---------------------------------------------------------------------------------
    // Locations
    // ---------------------------------------------------------------------------------

    /// Writes ` loc(...)` after an operation when [`PrinterOptions::debug_info`] is set,
    /// nothing otherwise.
    pub fn print_trailing_location(&mut self, loc: Location) {
        if self.collecting {
            return;
        }
        if self.opts.debug_info {
            self.out.push(' ');
            self.print_location(loc, true);
        }
    }

    /// Writes `loc(...)`; with `allow_alias` and finalized aliases, `loc(#locN)`. Nested
    /// locations use their aliases either way.
    pub fn print_location(&mut self, loc: Location, allow_alias: bool) {
        if self.collecting {
            self.note_location(loc, false);
            return;
        }
        self.out.push_str("loc(");
        self.print_location_inner(loc, !allow_alias);
        self.out.push(')');
    }

    fn print_location_inner(&mut self, loc: Location, inline: bool) {
        if !inline {
            if let Some(name) = self.alias_of(AliasKey::Loc(loc)).map(str::to_string) {
                let _ = write!(self.out, "#{name}");
                return;
            }
        }
        let ctx = self.ctx;
        match loc.kind(ctx) {
            LocKind::Unknown => self.out.push_str("unknown"),
            LocKind::FileLineCol {
                file,
                line,
                col,
                end,
            } => {
                self.print_escaped_string((*file).as_str(ctx).as_bytes());
                let _ = write!(self.out, ":{line}:{col}");
                let (el, ec) = end.end_line_col(*line, *col);
                if el != *line {
                    let _ = write!(self.out, " to {el}:{ec}");
                } else if ec != *col {
                    let _ = write!(self.out, " to :{ec}");
                }
            }
            LocKind::Name { name, child } => {
                self.print_escaped_string((*name).as_str(ctx).as_bytes());
                if !matches!((*child).kind(ctx), LocKind::Unknown) {
                    self.out.push('(');
                    self.print_location_inner(*child, false);
                    self.out.push(')');
                }
            }
            LocKind::CallSite { callee, caller } => {
                self.out.push_str("callsite(");
                self.print_location_inner(*callee, false);
                self.out.push_str(" at ");
                self.print_location_inner(*caller, false);
                self.out.push(')');
            }
            LocKind::Fused { locs, metadata } => {
                self.out.push_str("fused");
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attribute(*m);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_location_inner(*l, false);
                }
                self.out.push(']');
            }
        }
    }
}

/// `ty` as mlir-opt prints it (no aliases).
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    Printer::new(ctx).type_to_string(ty)
}

/// `ty` quoted, as a diagnostic streams a type (`'i32'`).
pub fn quoted_type(ctx: &Context, ty: Type) -> String {
    format!("'{}'", type_to_string(ctx, ty))
}

/// Quoted types separated by commas, as a diagnostic streams a type range
/// (`'i32', 'f32'`).
pub fn quoted_types(ctx: &Context, types: &[Type]) -> String {
    types
        .iter()
        .map(|&t| quoted_type(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `attr` as mlir-opt prints it (no aliases).
pub fn attribute_to_string(ctx: &Context, attr: Attribute) -> String {
    Printer::new(ctx).attribute_to_string(attr)
}

/// `loc(...)` as mlir-opt prints it (no aliases).
pub fn location_to_string(ctx: &Context, loc: Location) -> String {
    let mut p = Printer::new(ctx);
    p.print_location(loc, false);
    p.finish()
}

/// True for `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Escapes bytes the way mlir-opt prints string literals.
pub fn write_escaped(out: &mut String, bytes: &[u8]) {
    for &c in bytes {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(c as char),
            _ => {
                let _ = write!(out, "\\{c:02X}");
            }
        }
    }
}

/// Whether a dialect symbol body can be printed as `!dialect.body` rather than
/// `!dialect<body>`: it starts with a letter, continues with identifier characters, and
/// whatever follows is wrapped in `<...>`.
fn is_pretty_dialect_body(data: &str) -> bool {
    let b = data.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let rest = data.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// The layout a memref type prints: none for a map that is the identity in its dimensions
/// (which MLIR keeps when it has symbols, yet prints as the default layout).
fn printed_layout(ctx: &Context, layout: Option<Attribute>) -> Option<Attribute> {
    let l = layout?;
    match ctx.attr(l).kind() {
        AttrKind::AffineMap(m) if m.is_identity() => None,
        _ => Some(l),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dense_arrays_and_untyped_integers() {
        let ctx = Context::new();
        let f32t = Type::f32(&ctx);
        let farr = Attribute::dense_f64_array(&ctx, f32t, &[0.5, -2.0]);
        assert_eq!(
            attribute_to_string(&ctx, farr),
            "array<f32: 5.000000e-01, -2.000000e+00>"
        );
        let five = Attribute::integer(&ctx, Type::i64(&ctx), 5);
        let mut p = Printer::new(&ctx);
        p.print_attribute_without_type(five);
        assert_eq!(p.finish(), "5");
    }

    #[test]
    fn aliases_and_trailing_locations() {
        let ctx = Context::new();
        let a = Location::file_line_col(&ctx, "a.mlir", 1, 2);
        let b = Location::file_line_col(&ctx, "b.mlir", 3, 4);
        let fused = Location::fused(&ctx, &[a, b], None);
        let map = crate::attributes::AffineMap {
            num_dims: 1,
            num_symbols: 0,
            results: vec![crate::attributes::AffineExpr::Dim(0)],
        };
        let m = Attribute::affine_map(&ctx, map);
        let opts = PrinterOptions {
            debug_info: true,
            ..PrinterOptions::default()
        };
        let mut p = Printer::with_options(&ctx, opts);
        p.note_location(fused, true);
        p.note_attribute(m);
        p.begin_aliases();
        p.print_attribute(m);
        p.print_trailing_location(fused);
        p.out.push('\n');
        p.end_aliases();
        assert_eq!(
            p.finish(),
            "#map = affine_map<(d0) -> (d0)>\n#map loc(#loc2)\n#loc = loc(\"a.mlir\":1:2)\n\
             #loc1 = loc(\"b.mlir\":3:4)\n#loc2 = loc(fused[#loc, #loc1])\n"
        );
        let mut quiet = Printer::new(&ctx);
        quiet.print_trailing_location(fused);
        assert_eq!(quiet.finish(), "");
    }

    #[test]
    fn elided_and_hex_elements() {
        let ctx = Context::new();
        let i32t = Type::i32(&ctx);
        let ty = Type::ranked_tensor(&ctx, &[3], i32t);
        let values = (1..=3)
            .map(|v| Scalar::Int(crate::attributes::ApInt::from_i128(32, v)))
            .collect();
        let dense = Attribute::dense_elements(&ctx, ty, values);
        let splat_values = vec![Scalar::Int(crate::attributes::ApInt::from_i128(32, 7))];
        let splat = Attribute::dense_elements(&ctx, ty, splat_values);
        let elide = PrinterOptions {
            elide_threshold: Some(2),
            ..PrinterOptions::default()
        };
        let mut p = Printer::with_options(&ctx, elide);
        assert_eq!(
            p.attribute_to_string(dense),
            "dense_resource<__elided__> : tensor<3xi32>"
        );
        assert_eq!(p.attribute_to_string(splat), "dense<7> : tensor<3xi32>");
        let hex = PrinterOptions {
            hex_threshold: 2,
            ..PrinterOptions::default()
        };
        let mut p = Printer::with_options(&ctx, hex);
        assert_eq!(
            p.attribute_to_string(dense),
            "dense<\"0x010000000200000003000000\"> : tensor<3xi32>"
        );
    }

    #[test]
    fn escaping_and_identifiers() {
        let mut s = String::new();
        write_escaped(&mut s, b"a\"b\\c\n");
        assert_eq!(s, "a\\22b\\\\c\\0A");
        assert!(is_bare_identifier("a.b$c"));
        assert!(!is_bare_identifier("1a"));
        assert!(is_pretty_dialect_body("bar<x>"));
        assert!(!is_pretty_dialect_body("\"bar\""));
        assert!(!is_pretty_dialect_body("x y"));
    }
}
