//! The evaluator: walks the syntax tree and builds records exactly as LLVM's TableGen
//! parser does while it parses — classes with template arguments, inheritance, `let`,
//! `multiclass`/`defm`, `foreach`, `if`, `defset`, `defvar`, `deftype`, assertions and dumps.

use crate::ast::*;
use crate::diag::{Diagnostic, SourceMap, Span};
use crate::init::*;
use crate::stack;
use std::sync::Arc;

type R<T> = Result<T, Diagnostic>;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Value,
    Name,
}

#[derive(Clone, Debug)]
enum Entry {
    Rec(RecId),
    Loop(Box<ForeachLoop>),
    Assert(Span, InitId, InitId),
    Dump(Span, InitId),
}

#[derive(Clone, Debug)]
struct ForeachLoop {
    loc: Span,
    iter_var: Option<InitId>,
    list: InitId,
    entries: Vec<Entry>,
}

struct MultiClass {
    rec: RecId,
    entries: Vec<Entry>,
}

#[derive(Clone)]
struct LetRecord {
    name: InitId,
    bits: Vec<u32>,
    value: InitId,
    loc: Span,
}

enum ScopeKind {
    Local,
    Record(RecId),
    Loop(Option<InitId>),
    MultiClass(usize),
}

struct Scope {
    kind: ScopeKind,
    vars: FxHashMap<Arc<str>, InitId>,
}

struct Defset {
    elt: TyId,
    loc: Span,
    elements: Vec<InitId>,
}

/// Builds records from statements into a [`Cx`].
pub struct Evaluator<'a> {
    /// The value and record arenas.
    pub cx: Cx,
    sm: &'a SourceMap,
    scopes: Vec<Scope>,
    let_stack: Vec<Vec<LetRecord>>,
    loops: Vec<ForeachLoop>,
    multiclasses: Vec<MultiClass>,
    mc_names: FxHashMap<Arc<str>, usize>,
    cur_mc: Option<usize>,
    defsets: Vec<Defset>,
    type_aliases: FxHashMap<Arc<str>, TyId>,
    /// Template arguments referenced by name (for unused-argument warnings).
    used_args: std::collections::HashSet<InitId, std::hash::BuildHasherDefault<FxHasher>>,
    /// Reused buffer for building qualified names.
    scratch: String,
    /// Where a value came out null without a diagnostic (a `!cond` whose chosen value does
    /// not convert to its type, `!getdagopname` of a dag without an operator name), and what
    /// to say when no declaration takes it: LLVM's parser then unwinds to the enclosing
    /// declaration, leaving the lexer just after that value.
    null_value: Option<(Span, &'static str)>,
    /// Variables bound by the enclosing `!foreach`/`!filter`/`!foldl` bodies: LLVM adds them
    /// to the record being parsed, so a nested operator may not bind them again.
    bang_vars: Vec<InitId>,
    /// The parse error that a cut in the statements stands for (see
    /// [`crate::parser::parse_cut`]).
    pub cut: Option<Diagnostic>,
    /// Whether that error is the lexer's (printed as LLVM reads the token, before what it
    /// checks once it has read it).
    pub cut_lexical: bool,
}

/// Whether evaluating a value that ends at a cut reaches the cut in LLVM's order: its
/// operands are evaluated one after the other, each checked as LLVM checks it while parsing
/// (with the type it expects), and nothing is checked of the whole before the cut's error
/// stops it.
fn cut_in_order(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::List(..)
        | ExprKind::BitList(_)
        | ExprKind::Dag(..)
        | ExprKind::ClassRef(..)
        | ExprKind::Cond(_)
        | ExprKind::BitRange(..)
        | ExprKind::Slice(..)
        | ExprKind::Paste(..) => true,
        // Binary operators check each operand as it comes; operators of a fixed shape only
        // when the cut is inside their last operand, not after it.
        ExprKind::Bang(op, _, args) => match *op {
            "con" | "add" | "sub" | "mul" | "div" | "and" | "or" | "xor" | "sra" | "srl"
            | "shl" | "eq" | "ne" | "le" | "lt" | "ge" | "gt" | "listconcat" | "listsplat"
            | "listremove" | "strconcat" | "interleave" | "getdagarg" | "getdagname"
            | "setdagop" | "setdagopname" | "match" => true,
            "if" | "dag" | "subst" | "setdagarg" | "setdagname" => args.len() == 3,
            // And once the variables the body binds are read.
            // (Or at their `)`: LLVM has parsed and checked the body before it wants that.)
            "foreach" | "filter" => {
                body_or_close(args, 3) && matches!(args[0].kind, ExprKind::Id(_))
            }
            "foldl" => {
                body_or_close(args, 5)
                    && matches!(args[2].kind, ExprKind::Id(_))
                    && matches!(args[3].kind, ExprKind::Id(_))
            }
            // A unary operator checks its operand before it wants the `)`.
            "cast" | "not" | "head" | "tail" | "size" | "empty" | "getdagop" | "getdagopname"
            | "logtwo" | "repr" | "tolower" | "toupper" | "listflatten" | "initialized" => {
                args.len() == 2 && args[1].kind == ExprKind::Cut
            }
            _ => false,
        },
        _ => false,
    }
}

/// Whether an operator of `n` operands whose body is the last one ends at a cut in its body
/// (`n` operands) or at its `)` (`n` operands and the cut).
fn body_or_close(args: &[Expr], n: usize) -> bool {
    args.len() == n || (args.len() == n + 1 && args[n].kind == ExprKind::Cut)
}

/// The operands of an operator of `n` operands, and whether a cut stands for its `)`.
fn cut_at_close(args: &[Expr], n: usize) -> (&[Expr], bool) {
    match args.split_last() {
        Some((last, rest)) if args.len() == n + 1 && last.kind == ExprKind::Cut => (rest, true),
        _ => (args, false),
    }
}

/// Whether a value ends at a cut: the cut is the last thing parsed, so it ends the last
/// child of each construct open around it.
fn ends_in_cut(mut e: &Expr) -> bool {
    loop {
        let next = match &e.kind {
            ExprKind::Cut => return true,
            ExprKind::ClassRef(_, args) => args.last().map(|a| match a {
                Arg::Positional(e) | Arg::Named(_, _, e) => e,
            }),
            ExprKind::BitList(v) | ExprKind::List(v, _) | ExprKind::Bang(_, _, v) => v.last(),
            ExprKind::Dag(op, _, args) => match args.last() {
                Some((v, _)) => v.as_ref(),
                None => Some(&**op),
            },
            ExprKind::Cond(clauses) => clauses.last().map(|(_, v)| v),
            ExprKind::BitRange(_, ranges, _) => ranges.last().map(|p| match &p.end {
                Some(RangeEnd::Value(v)) => v,
                _ => &p.start,
            }),
            ExprKind::Slice(_, elems, _) => elems.last().map(|(v, end)| match end {
                Some(RangeEnd::Value(v)) => v,
                _ => v,
            }),
            ExprKind::Paste(_, rhs) => rhs.as_deref(),
            _ => None,
        };
        match next {
            Some(n) => e = n,
            None => return false,
        }
    }
}

/// Where a statement is, for an error about the statement as a whole.
fn stmt_span(s: &Stmt) -> Span {
    match s {
        Stmt::Class { span, .. }
        | Stmt::Def { span, .. }
        | Stmt::Defm { span, .. }
        | Stmt::Defset { span, .. }
        | Stmt::Foreach { span, .. }
        | Stmt::If { span, .. }
        | Stmt::MultiClass { span, .. }
        | Stmt::Deftype(_, span, _)
        | Stmt::Defvar(_, span, _)
        | Stmt::Dump(span, _) => *span,
        Stmt::Assert(c, _) => c.span,
        Stmt::Cut => Span::default(),
        Stmt::Let(items, body) => match (items.first(), body.first()) {
            (Some(i), _) => i.span,
            (None, Some(b)) => stmt_span(b),
            (None, None) => Span::default(),
        },
    }
}

fn arg_spans(args: &[Arg]) -> Vec<Span> {
    args.iter()
        .map(|a| match a {
            Arg::Positional(e) | Arg::Named(_, _, e) => e.span,
        })
        .collect()
}

/// Most defs one load may create.
const MAX_DEFS: usize = 20_000_000;

/// Longest range a `foreach` or bit list may expand to.
const MAX_RANGE: i64 = 10_000_000;

impl<'a> Evaluator<'a> {
    /// An evaluator reporting locations through `sm`.
    pub fn new(sm: &'a SourceMap) -> Self {
        Evaluator {
            cx: Cx::new(),
            sm,
            scopes: vec![Scope {
                kind: ScopeKind::Local,
                vars: FxHashMap::default(),
            }],
            let_stack: Vec::new(),
            loops: Vec::new(),
            multiclasses: Vec::new(),
            mc_names: FxHashMap::default(),
            cur_mc: None,
            defsets: Vec::new(),
            type_aliases: FxHashMap::default(),
            used_args: Default::default(),
            scratch: String::new(),
            null_value: None,
            cut: None,
            cut_lexical: false,
            bang_vars: Vec::new(),
        }
    }

    /// Evaluates a whole file.
    ///
    /// Recursion (nested statements, values, types, and the resolution of nested loops)
    /// checks the stack budget of [`crate::stack`] at each level and fails with a located
    /// error past it; outside [`crate::stack::run`] it allows itself
    /// [`crate::stack::FALLBACK_BUDGET`] of the caller's stack.
    pub fn run(&mut self, stmts: &[Stmt]) -> R<()> {
        let _budget = stack::Budget::enter();
        let mut stopped = None;
        for s in stmts {
            if let Err(e) = self.object(s, None) {
                stopped = Some(match self.null_value.take() {
                    // LLVM gives up on the statement without a message: no location to
                    // report, only where the value came out null.
                    Some((span, why)) if e.message.is_empty() => Diagnostic::bare(why)
                        .with_note(self.sm.note(span, "the value without a result")),
                    _ => e,
                });
                break;
            }
        }
        // Errors that let evaluation go on were printed, in LLVM, before the one that
        // stopped it.
        let mut all = self
            .cx
            .errors
            .iter()
            .map(|(span, msg)| match span {
                Some(sp) => self.sm.error(*sp, msg.clone()),
                None => Diagnostic::bare(msg.clone()),
            })
            .chain(stopped);
        if let Some(mut first) = all.next() {
            // Later errors print after the first, as LLVM reports every one of them.
            first.notes.extend(all);
            return Err(first);
        }
        // LLVM evaluates such a value, then overflows its stack printing it.
        if let Some((r, field)) = crate::print::first_too_deep(&self.cx) {
            let msg = format!(
                "value of '{}' nested too deeply to print",
                self.cx.unquoted(field)
            );
            return Err(self.err(self.rec_loc(r), msg));
        }
        Ok(())
    }

    // ----- diagnostics -----

    fn err(&self, span: Span, msg: impl Into<String>) -> Diagnostic {
        self.sm.error(span, msg)
    }

    /// Where the token after `span` starts. LLVM reports some errors of a bang operator
    /// once its `)` is consumed, at the token that follows.
    fn token_after(&self, span: Span) -> Span {
        let at = next_token(&self.sm.file(span.file).text, span.end as usize) as u32;
        Span {
            file: span.file,
            start: at,
            end: at,
        }
    }

    fn check_fatal(&mut self, span: Span) -> R<()> {
        if self
            .cx
            .print_too_deep
            .swap(false, std::sync::atomic::Ordering::Relaxed)
        {
            return Err(self.err(span, "value nested too deeply to print"));
        }
        if let Some((at, msg)) = self.cx.fatal.take() {
            let at_rec = |r: RecId| self.cx.rec(r).locs.first().copied().unwrap_or(span);
            let sp = match at {
                FatalAt::Here => span,
                FatalAt::Record(r) => at_rec(r),
                FatalAt::Nowhere(r) => {
                    let note = self
                        .sm
                        .note(r.map_or(span, at_rec), "while evaluating this");
                    return Err(Diagnostic::bare(msg).with_note(note));
                }
            };
            return Err(self.err(sp, msg));
        }
        Ok(())
    }

    fn rec_loc(&self, r: RecId) -> Span {
        self.cx.rec(r).locs.first().copied().unwrap_or_default()
    }

    // ----- helpers -----

    fn push_scope(&mut self, kind: ScopeKind) {
        self.scopes.push(Scope {
            kind,
            vars: FxHashMap::default(),
        });
    }

    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    fn qualify(&mut self, rec: RecId, name: &str, scoper: &str) -> InitId {
        let rn = self.cx.rec(rec).name;
        let mut s = std::mem::take(&mut self.scratch);
        s.clear();
        match self.cx.str_value(rn) {
            Some(v) => s.push_str(v),
            None => s.push_str(&self.cx.name_of(rec)),
        }
        s.push_str(scoper);
        s.push_str(name);
        let id = self.cx.string(&s);
        self.scratch = s;
        id
    }

    fn str_concat(&mut self, a: InitId, b: InitId) -> InitId {
        if let (InitData::Str { s: x, code: cx_ }, InitData::Str { s: y, code: cy }) =
            (self.cx.data(a).clone(), self.cx.data(b).clone())
        {
            let s = format!("{x}{y}");
            return self.cx.string_fmt(&s, cx_ || cy);
        }
        let st = self.cx.string_ty;
        self.cx.get(InitData::BinOp {
            op: BinOp::StrConcat,
            l: a,
            r: b,
            ty: st,
        })
    }

    fn list_concat(&mut self, a: InitId, b: InitId) -> InitId {
        if let (InitData::List { elems: x, elt }, InitData::List { elems: y, .. }) =
            (self.cx.data(a).clone(), self.cx.data(b).clone())
        {
            let mut v = x.to_vec();
            v.extend(y.iter().copied());
            return self.cx.list(v, elt);
        }
        let ty = self.cx.type_of(a).unwrap_or(self.cx.string_ty);
        self.cx.get(InitData::BinOp {
            op: BinOp::ListConcat,
            l: a,
            r: b,
            ty,
        })
    }

    fn mc_rec(&self) -> Option<RecId> {
        self.cur_mc.map(|m| self.multiclasses[m].rec)
    }

    fn target(&self, cur: Option<RecId>) -> RecId {
        cur.or(self.mc_rec())
            .expect("a field is always declared in a record or multiclass")
    }

    fn new_val(&mut self, name: InitId, ty: TyId, kind: FieldKind, loc: Span) -> RecordVal {
        let value = match *self.cx.ty_data(ty) {
            TyData::Bits(n) => {
                let u = self.cx.unset;
                self.cx.bits(vec![u; n as usize])
            }
            _ => self.cx.unset,
        };
        RecordVal {
            name,
            ty,
            kind,
            value,
            loc,
        }
    }

    fn add_value(&mut self, cur: Option<RecId>, loc: Span, rv: RecordVal) -> R<()> {
        let r = self.target(cur);
        if let Some(idx) = self.cx.rec(r).values.iter().position(|v| v.name == rv.name) {
            if !self.cx.set_field_value(r, idx, rv.value) {
                let old = self.cx.rec(r).values[idx].ty;
                return Err(self.err(
                    loc,
                    format!(
                        "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                        self.cx.unquoted(rv.name),
                        self.cx.ty_str(rv.ty),
                        self.cx.ty_str(old)
                    ),
                ));
            }
        } else {
            self.cx.rec_mut(r).values.push(rv);
        }
        Ok(())
    }

    fn set_value(
        &mut self,
        cur: Option<RecId>,
        loc: Span,
        name: InitId,
        bits: &[u32],
        mut v: InitId,
        allow_self: bool,
    ) -> R<()> {
        let r = self.target(cur);
        let Some(idx) = self.cx.rec(r).values.iter().position(|x| x.name == name) else {
            return Err(self.err(loc, format!("Value '{}' unknown!", self.cx.unquoted(name))));
        };
        if bits.is_empty()
            && !allow_self
            && let InitData::Var { name: vn, .. } = *self.cx.data(v)
            && vn == name
        {
            return Err(self.err(loc, "Recursion / self-assignment forbidden"));
        }
        if !bits.is_empty() {
            let curv = self.cx.rec(r).values[idx].value;
            let InitData::Bits(cur_bits) = self.cx.data(curv).clone() else {
                return Err(self.err(
                    loc,
                    format!("Value '{}' is not a bits type", self.cx.unquoted(name)),
                ));
            };
            let bt = self.cx.bits_ty(bits.len() as u32);
            let Some(bi) = self.cx.cast_to(v, bt) else {
                return Err(self.err(loc, "Initializer is not compatible with bit range"));
            };
            let mut nb: Vec<Option<InitId>> = vec![None; cur_bits.len()];
            for (i, &b) in bits.iter().enumerate() {
                let slot = nb.get_mut(b as usize);
                if slot.as_ref().is_none_or(|s| s.is_some()) {
                    return Err(self.err(
                        loc,
                        format!(
                            "Cannot set bit #{b} of value '{}' more than once",
                            self.cx.unquoted(name)
                        ),
                    ));
                }
                let bit = self.cx.get_bit(bi, i as u32);
                if let Some(slot) = nb.get_mut(b as usize) {
                    *slot = Some(bit);
                }
            }
            let full: Vec<InitId> = nb
                .into_iter()
                .enumerate()
                .map(|(i, b)| b.unwrap_or(cur_bits[i]))
                .collect();
            v = self.cx.bits(full);
        }
        if !self.cx.set_field_value(r, idx, v) {
            let rv_ty = self.cx.rec(r).values[idx].ty;
            // As LLVM's: only a typed value's type is closed by a quote.
            let extra = match self.cx.data(v) {
                InitData::Bits(b) => format!("' of type bit initializer with length {}", b.len()),
                _ => match self.cx.ty_of(v) {
                    Some(t) => format!("' of type '{}'", self.cx.ty_str(t)),
                    None => String::new(),
                },
            };
            return Err(self.err(
                loc,
                format!(
                    "Field '{}' of type '{}' is incompatible with value '{}{extra}",
                    self.cx.unquoted(name),
                    self.cx.ty_str(rv_ty),
                    self.cx.as_string(v)
                ),
            ));
        }
        self.check_fatal(loc)
    }

    fn ty(&mut self, t: &Type) -> R<TyId> {
        // `list<...>` nests without limit: unwrap it in a loop, not by recursion.
        let mut lists = 0;
        let mut t = t;
        while let Type::List(inner) = t {
            lists += 1;
            t = inner;
        }
        let mut ty = self.base_ty(t)?;
        for _ in 0..lists {
            ty = self.cx.list_ty(ty);
        }
        Ok(ty)
    }

    fn base_ty(&mut self, t: &Type) -> R<TyId> {
        Ok(match t {
            Type::Bit => self.cx.bit_ty,
            Type::Int => self.cx.int_ty,
            Type::String | Type::Code => self.cx.string_ty,
            Type::Dag => self.cx.dag_ty,
            Type::Bits(n) => self.cx.bits_ty(*n as u32),
            Type::List(inner) => {
                let i = self.ty(inner)?;
                self.cx.list_ty(i)
            }
            Type::Named(name, sp) => {
                if let Some(&t) = self.type_aliases.get(name) {
                    return Ok(t);
                }
                match self.cx.classes.get(name).copied() {
                    Some(c) => self.cx.record_ty(&[c]),
                    None => return Err(self.class_not_found(name, *sp)),
                }
            }
        })
    }

    /// The error LLVM's type parser gives at `at`, where a null value made it take what
    /// follows a `,` for the next template argument's declaration: an identifier that names
    /// no class (nor type alias) is looked up as a class.
    fn next_arg_type_error(&self, at: Span) -> Diagnostic {
        let text = &self.sm.file(at.file).text[at.start as usize..];
        let len = text
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
            .count();
        let word = &text[..len];
        // LLVM's keywords are other tokens than identifiers.
        let keyword = matches!(
            word,
            "assert"
                | "bit"
                | "bits"
                | "class"
                | "code"
                | "dag"
                | "def"
                | "defm"
                | "defset"
                | "deftype"
                | "defvar"
                | "dump"
                | "else"
                | "false"
                | "field"
                | "foreach"
                | "if"
                | "in"
                | "include"
                | "int"
                | "let"
                | "list"
                | "multiclass"
                | "string"
                | "then"
                | "true"
        );
        let starts_id = text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
        if starts_id
            && !keyword
            && !self.type_aliases.contains_key(word)
            && !self.cx.classes.contains_key(word)
        {
            return self.class_not_found(
                word,
                Span {
                    end: at.start + len as u32,
                    ..at
                },
            );
        }
        self.err(at, "Unknown token when expecting a type")
    }

    fn class_not_found(&self, name: &str, sp: Span) -> Diagnostic {
        let mut msg = format!("Couldn't find class '{name}'");
        if self.mc_names.contains_key(name) {
            msg.push_str(&format!(
                ". Use 'defm' if you meant to use multiclass '{name}'"
            ));
        }
        self.err(sp, msg)
    }

    // ----- variables -----

    fn find_in_args(&mut self, rec: RecId, name: &str, scoper: &str) -> Option<InitId> {
        let arg = self.qualify(rec, name, scoper);
        if self.cx.rec(rec).targs.contains(&arg) {
            self.used_args.insert(arg);
            let ty = self.cx.rec(rec).value(arg).map(|v| v.ty)?;
            return Some(self.cx.var(arg, ty));
        }
        if name == "NAME" {
            let st = self.cx.string_ty;
            return Some(self.cx.var(arg, st));
        }
        None
    }

    fn get_var(&mut self, name: &Arc<str>) -> Option<InitId> {
        for i in (0..self.scopes.len()).rev() {
            if let Some(&v) = self.scopes[i].vars.get(name) {
                return Some(v);
            }
            match self.scopes[i].kind {
                ScopeKind::Local => {}
                ScopeKind::Record(r) => {
                    let n = self.cx.string(name);
                    if let Some(rv) = self.cx.rec(r).value(n) {
                        let ty = rv.ty;
                        return Some(self.cx.var(n, ty));
                    }
                    if self.cx.rec(r).kind == RecKind::Class
                        && let Some(v) = self.find_in_args(r, name, ":")
                    {
                        return Some(v);
                    }
                }
                ScopeKind::Loop(iv) => {
                    if let Some(iv) = iv
                        && let InitData::Var { name: n, .. } = *self.cx.data(iv)
                        && self.cx.str_value(n) == Some(&**name)
                    {
                        return Some(iv);
                    }
                }
                ScopeKind::MultiClass(m) => {
                    let rec = self.multiclasses[m].rec;
                    if let Some(v) = self.find_in_args(rec, name, "::") {
                        return Some(v);
                    }
                }
            }
        }
        None
    }

    fn id_value(
        &mut self,
        cur: Option<RecId>,
        name: &Arc<str>,
        span: Span,
        mode: Mode,
    ) -> R<InitId> {
        if let Some(v) = self.get_var(name) {
            return Ok(v);
        }
        if mode == Mode::Name {
            return Ok(self.cx.string(name));
        }
        if let Some(g) = self.cx.get_global(name) {
            return Ok(g);
        }
        if let Some(r) = cur
            && self.cx.rec(r).kind != RecKind::Class
            && self.cur_mc.is_none()
        {
            let n = self.cx.string(name);
            if self.cx.rec(r).name == n {
                let t = self.cx.rec_type(r);
                return Ok(self.cx.get(InitData::UnOp {
                    op: UnOp::Cast,
                    a: n,
                    ty: t,
                }));
            }
        }
        Err(self.err(span, format!("Variable not defined: '{name}'")))
    }

    // ----- values -----

    fn value(&mut self, e: &Expr, cur: Option<RecId>, item: Option<TyId>, mode: Mode) -> R<InitId> {
        if stack::exhausted() {
            return Err(self.err(e.span, "value nested too deeply"));
        }
        if self.cut.is_some()
            && let Some(whole) = self.bit_range_cut_at_close(e)
        {
            // LLVM takes the bits before it wants the `}`.
            self.cut_sibling(&whole, cur, mode, item)?;
            return Err(self.cut_error());
        }
        if self.cut.is_some()
            && let Some(n) = self.foldl_cut_after(e)
            && let ExprKind::Bang(_, _, args) = &e.kind
        {
            return Err(self.foldl_cut_for_comma(&args[..n], cur));
        }
        if self.cut.is_some() && ends_in_cut(e) && (!cut_in_order(e) || self.cut_for_comma(e)) {
            return Err(self.cut_value(e, cur, item));
        }
        let v = self.value_inner(e, cur, item, mode)?;
        self.check_fatal(e.span)?;
        Ok(v)
    }

    /// A bit range `v{ranges` cut where its `}` is wanted (right after a range, with no `,`
    /// before the cut): the bit range without the cut, which LLVM takes before it fails.
    fn bit_range_cut_at_close(&self, e: &Expr) -> Option<Expr> {
        let ExprKind::BitRange(base, ranges, curly) = &e.kind else {
            return None;
        };
        let [.., before, last] = &ranges[..] else {
            return None;
        };
        if last.start.kind != ExprKind::Cut || last.end.is_some() {
            return None;
        }
        let before_end = match &before.end {
            Some(RangeEnd::Value(v)) => v.span,
            Some(RangeEnd::NegatedInt(_, sp)) => *sp,
            None => before.start.span,
        };
        if before_end.file != last.start.span.file || ends_in_cut(&before.start) {
            return None;
        }
        let text = &self.sm.file(last.start.span.file).text;
        let between = text.get(before_end.end as usize..last.start.span.start as usize)?;
        (!between.contains(',')).then(|| Expr {
            kind: ExprKind::BitRange(base.clone(), ranges[..ranges.len() - 1].to_vec(), *curly),
            span: e.span,
        })
    }

    /// Whether `e` is an operator of a fixed number of operands whose last operand is the cut
    /// itself, where the `,` before it is missing: LLVM stops at the `,` it wants, before it
    /// checks its operands as a whole (e.g. that `!foreach`'s second one is a list).
    fn cut_for_comma(&self, e: &Expr) -> bool {
        let ExprKind::Bang(op, _, args) = &e.kind else {
            return false;
        };
        let arity = match *op {
            "foreach" | "filter" | "if" | "dag" | "subst" | "setdagarg" | "setdagname" => 3,
            "foldl" => 5,
            _ => return false,
        };
        let [.., before, last] = &args[..] else {
            return false;
        };
        // A cut past the last operand stands for the `)`.
        if args.len() > arity || last.kind != ExprKind::Cut || before.span.file != last.span.file {
            return false;
        }
        let text = &self.sm.file(last.span.file).text;
        text.get(before.span.end as usize..last.span.start as usize)
            .is_some_and(|between| !between.contains(','))
    }

    /// The error a cut stands for.
    fn cut_error(&self) -> Diagnostic {
        self.cut
            .clone()
            .unwrap_or_else(|| Diagnostic::bare("parsing stopped here"))
    }

    /// Evaluates a value that ends at a cut as far as LLVM gets before its parse error: the
    /// operands before the cut, in order (LLVM checks each as it is parsed), then the cut's
    /// error. What the whole value would check once complete is never reached.
    fn cut_value(&mut self, e: &Expr, cur: Option<RecId>, item: Option<TyId>) -> Diagnostic {
        {
            if stack::exhausted() {
                return self.err(e.span, "value nested too deeply");
            }
            // The operands in order; `None` where LLVM would need more than values to go
            // on (the body of a `!foreach`/`!filter`/`!foldl`, which binds variables).
            let mut children: Vec<Option<(&Expr, Mode, Option<TyId>)>> = Vec::new();
            match &e.kind {
                ExprKind::ClassRef(name, args) => {
                    if !self.cx.classes.contains_key(name) {
                        return self.err(e.span, format!("Expected a class name, got '{name}'"));
                    }
                    for a in args {
                        let (Arg::Positional(v) | Arg::Named(_, _, v)) = a;
                        children.push(Some((v, Mode::Value, None)));
                    }
                }
                ExprKind::BitList(v) | ExprKind::List(v, _) => {
                    children.extend(v.iter().map(|v| Some((v, Mode::Value, None))));
                }
                ExprKind::Bang(op, ty, v) => {
                    if let Some(t) = ty
                        && let Err(d) = self.ty(t)
                    {
                        return d;
                    }
                    let (binders, body) = match *op {
                        "foreach" | "filter" => (0..1, 2),
                        "foldl" => (2..4, 4),
                        _ => (0..0, usize::MAX),
                    };
                    for (i, v) in v.iter().enumerate() {
                        if i >= body {
                            children.push(None);
                        } else if !binders.contains(&i) {
                            // The operands of !if and !subst that make the value get the
                            // type it is expected to have.
                            let it = match *op {
                                "if" | "subst" if i > 0 => item,
                                _ => None,
                            };
                            children.push(Some((v, Mode::Value, it)));
                        }
                    }
                }
                ExprKind::Dag(op, _, args) => {
                    children.push(Some((op, Mode::Value, None)));
                    children.extend(
                        args.iter()
                            .filter_map(|(v, _)| v.as_ref().map(|v| Some((v, Mode::Value, None)))),
                    );
                }
                ExprKind::Cond(clauses) => {
                    for (c, v) in clauses {
                        children.push(Some((c, Mode::Value, None)));
                        children.push(Some((v, Mode::Value, None)));
                    }
                }
                ExprKind::BitRange(base, ranges, _) => {
                    children.push(Some((base, Mode::Value, None)));
                    for p in ranges {
                        children.push(Some((&p.start, Mode::Value, None)));
                        if let Some(RangeEnd::Value(v)) = &p.end {
                            children.push(Some((v, Mode::Value, None)));
                        }
                    }
                }
                ExprKind::Slice(base, elems, _) => {
                    children.push(Some((base, Mode::Value, None)));
                    for (v, end) in elems {
                        children.push(Some((v, Mode::Value, None)));
                        if let Some(RangeEnd::Value(v)) = end {
                            children.push(Some((v, Mode::Value, None)));
                        }
                    }
                }
                ExprKind::Paste(lhs, rhs) => {
                    children.push(Some((lhs, Mode::Value, None)));
                    if let Some(r) = rhs {
                        children.push(Some((r, Mode::Name, None)));
                    }
                }
                _ => return self.cut_error(),
            }
            // The first operand that ends at the cut holds it (what the parser added after
            // it only stands for the same error).
            let mut next = None;
            for c in children {
                let Some((c, m, it)) = c else {
                    return self.cut_error();
                };
                if ends_in_cut(c) {
                    next = Some((c, it));
                    break;
                }
                if let Err(d) = self.cut_sibling(c, cur, m, it) {
                    return d;
                }
            }
            match next {
                Some((n, it)) => match self.value(n, cur, it, Mode::Value) {
                    Err(d) => d,
                    Ok(_) => self.cut_error(),
                },
                None => self.cut_error(),
            }
        }
    }

    /// Evaluates an operand before a cut (it holds none).
    fn cut_sibling(
        &mut self,
        e: &Expr,
        cur: Option<RecId>,
        mode: Mode,
        item: Option<TyId>,
    ) -> R<InitId> {
        let cut = self.cut.take();
        let r = self.value(e, cur, item, mode);
        self.cut = cut;
        r
    }

    fn typed(&mut self, v: InitId, span: Span, what: &str) -> R<TyId> {
        match self.cx.type_of(v) {
            Some(t) => Ok(t),
            None => Err(self.err(span, what.to_string())),
        }
    }

    fn value_inner(
        &mut self,
        e: &Expr,
        cur: Option<RecId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> R<InitId> {
        Ok(match &e.kind {
            ExprKind::Cut => return Err(self.cut_error()),
            ExprKind::Unset => self.cx.unset,
            ExprKind::Int(v) => self.cx.int(*v),
            ExprKind::BinaryInt(v, n) => {
                let bits: Vec<InitId> = (0..*n)
                    .map(|i| self.cx.bit(i < 64 && (v & (1i64 << i)) != 0))
                    .collect();
                self.cx.bits(bits)
            }
            ExprKind::Str(s) => self.cx.string(s),
            ExprKind::Code(s) => self.cx.string_fmt(s, true),
            ExprKind::Id(name) => self.id_value(cur, name, e.span, mode)?,
            ExprKind::ClassRef(name, args) => {
                let Some(class) = self.cx.classes.get(name).copied() else {
                    return Err(self.err(e.span, format!("Expected a class name, got '{name}'")));
                };
                let spans = arg_spans(args);
                let args = self.template_args(args, cur, class, false, e.span)?;
                let args = self.check_template_args(args, &spans, class, e.span)?;
                self.resolve_arguments(class, &args, e.span, &mut |_, _| {})?;
                let ty = self.cx.record_ty(&[class]);
                let vd = self.cx.get(InitData::VarDef {
                    class,
                    args: Arc::from(args),
                    ty,
                });
                self.cx.vardef_locs.entry(vd).or_insert(e.span);
                self.cx.fold_vardef(vd)
            }
            ExprKind::BitList(vals) => {
                let mut vs = Vec::new();
                for v in vals {
                    vs.push(self.value(v, cur, None, Mode::Value)?);
                }
                let mut nb = Vec::new();
                for (i, &v) in vs.iter().enumerate() {
                    match self.cx.data(v).clone() {
                        InitData::Bits(b) => {
                            nb.extend(b.iter().rev().copied());
                            continue;
                        }
                        InitData::Var { ty, .. } => {
                            if let TyData::Bits(n) = *self.cx.ty_data(ty) {
                                for k in (0..n).rev() {
                                    nb.push(self.cx.get_bit(v, k));
                                }
                                continue;
                            }
                        }
                        _ => {}
                    }
                    let bt = self.cx.bit_ty;
                    match self.cx.cast_to(v, bt) {
                        Some(b) => nb.push(b),
                        None => {
                            return Err(self.err(
                                e.span,
                                format!(
                                    "Element #{i} ({}) is not convertable to a bit",
                                    self.cx.as_string(v)
                                ),
                            ));
                        }
                    }
                }
                nb.reverse();
                self.cx.bits(nb)
            }
            ExprKind::List(vals, given) => {
                self.list_value(vals, given.as_ref(), cur, item, e.span)?
            }
            ExprKind::Dag(op, op_name, args) => {
                let o = self.value(op, cur, None, Mode::Value)?;
                let on = op_name.as_ref().map(|n| self.cx.string(n));
                let mut out = Vec::new();
                for (v, n) in args {
                    let val = match v {
                        Some(v) => self.value(v, cur, None, Mode::Value)?,
                        None => self.cx.unset,
                    };
                    let n = n.as_ref().map(|n| self.cx.string(n));
                    out.push((val, n));
                }
                self.cx.dag(o, on, out)
            }
            ExprKind::Bang(op, ty, args) => self.bang(op, ty.as_ref(), args, cur, item, e.span)?,
            ExprKind::Cond(clauses) => self.cond(clauses, cur, item, e.span)?,
            ExprKind::BitRange(base, ranges, curly) => {
                let b = self.value(base, cur, item, mode)?;
                let mut rs = self.range_list(ranges)?;
                rs.reverse();
                match self.cx.convert_bit_range(b, &rs) {
                    Some(v) => v,
                    None => return Err(self.err(*curly, "Invalid bit range for value")),
                }
            }
            ExprKind::Slice(base, elems, had_comma) => {
                let lhs = self.value(base, cur, item, mode)?;
                let Some(lt) = self.cx.type_of(lhs) else {
                    return Err(self.err(base.span, "Invalid value, list expected"));
                };
                let TyData::List(elt) = *self.cx.ty_data(lt) else {
                    return Err(self.err(
                        base.span,
                        format!("Type '{}' is invalid, list expected", self.cx.ty_str(lt)),
                    ));
                };
                let rhs = self.slice_elements(elems, *had_comma, cur)?;
                let rt = self.cx.type_of(rhs);
                let is_list = rt.is_some_and(|t| matches!(self.cx.ty_data(t), TyData::List(_)));
                let b = if is_list {
                    self.cx.get(InitData::BinOp {
                        op: BinOp::ListSlice,
                        l: lhs,
                        r: rhs,
                        ty: lt,
                    })
                } else {
                    self.cx.get(InitData::BinOp {
                        op: BinOp::ListElem,
                        l: lhs,
                        r: rhs,
                        ty: elt,
                    })
                };
                self.cx.fold_binop(b, cur)
            }
            ExprKind::Field(base, fname, fsp) => {
                let b = self.value(base, cur, item, mode)?;
                let f = self.cx.string(fname);
                let Some(fty) = self.cx.field_type(b, f) else {
                    return Err(self.err(
                        *fsp,
                        format!(
                            "Cannot access field '{fname}' of value '{}'",
                            self.cx.as_string(b)
                        ),
                    ));
                };
                let fi = self.cx.get(InitData::Field {
                    rec: b,
                    field: f,
                    ty: fty,
                });
                self.cx.fold_field(fi, cur)
            }
            ExprKind::Paste(lhs_e, rhs_e) => {
                let mut lhs = self.value(lhs_e, cur, item, mode)?;
                let lt = self.typed(lhs, e.span, "LHS of paste is not typed!")?;
                if matches!(self.cx.ty_data(lt), TyData::List(_)) {
                    return Ok(match rhs_e {
                        None => lhs,
                        Some(r) => {
                            let rv = self.value(r, cur, item, Mode::Value)?;
                            self.list_concat(lhs, rv)
                        }
                    });
                }
                let st = self.cx.string_ty;
                if lt != st {
                    let u = self.cx.get(InitData::UnOp {
                        op: UnOp::Cast,
                        a: lhs,
                        ty: st,
                    });
                    lhs = self.cx.fold_unop(u, cur, false);
                    self.typed(lhs, e.span, "can't cast to string")?;
                }
                let rhs = match rhs_e {
                    None => self.cx.string(""),
                    Some(r) => {
                        let mut rv = self.value(r, cur, None, Mode::Name)?;
                        let rt = self.typed(rv, e.span, "RHS of paste is not typed!")?;
                        if rt != st {
                            let u = self.cx.get(InitData::UnOp {
                                op: UnOp::Cast,
                                a: rv,
                                ty: st,
                            });
                            rv = self.cx.fold_unop(u, cur, false);
                        }
                        rv
                    }
                };
                self.str_concat(lhs, rhs)
            }
        })
    }

    fn list_value(
        &mut self,
        vals: &[Expr],
        given: Option<&Type>,
        cur: Option<RecId>,
        item: Option<TyId>,
        span: Span,
    ) -> R<InitId> {
        let start_span = span;
        // LLVM checks the elements' types at the token after the list (after its `]` or its
        // `<type>`).
        let span = self.token_after(span);
        // A lexer error right after the `[`: LLVM printed it as it read that token, before
        // it checks what the list is expected to be.
        // (A lexer error's cut is placed at the last token read: here the `[` itself.)
        if self.cut_lexical
            && vals
                .first()
                .is_some_and(|v| v.kind == ExprKind::Cut && v.span.start == start_span.start)
        {
            return Err(self.cut_error());
        }
        let mut given_list_elt = None;
        if let Some(it) = item {
            match *self.cx.ty_data(it) {
                TyData::List(e) => given_list_elt = Some(e),
                _ => {
                    // At the token after the `[`, as LLVM reports it.
                    return Err(self.err(
                        self.token_after(Span {
                            end: start_span.start + 1,
                            ..start_span
                        }),
                        format!("Encountered a list when expecting a {}", self.cx.ty_str(it)),
                    ));
                }
            }
        }
        // Cut at the `>` after the element type: LLVM has the elements and the type, then
        // fails.
        let cut_at_close = given.is_some() && vals.last().is_some_and(|v| v.kind == ExprKind::Cut);
        let vals = if cut_at_close {
            &vals[..vals.len() - 1]
        } else {
            vals
        };
        let mut vs = Vec::with_capacity(vals.len());
        for v in vals {
            vs.push(self.value(v, cur, given_list_elt, Mode::Value)?);
        }
        let given_elt = match given {
            Some(t) => Some(self.ty(t)?),
            None => None,
        };
        if cut_at_close {
            return Err(self.cut_error());
        }
        let mut elt: Option<TyId> = None;
        for &v in &vs {
            if let Some(t) = self.cx.type_of(v) {
                elt = match elt {
                    Some(e) => match self.cx.resolve_types(e, t) {
                        Some(x) => Some(x),
                        None => return Err(self.err(span, "Incompatible types in list elements")),
                    },
                    None => Some(t),
                };
            }
        }
        if let Some(g) = given_elt {
            if let Some(e) = elt
                && !self.cx.ty_convertible(e, g)
            {
                return Err(self.err(span, "Incompatible types in list elements"));
            }
            elt = Some(g);
        }
        let deduced = match elt {
            None => match given_list_elt {
                Some(g) => g,
                None => return Err(self.err(span, "No type for list")),
            },
            Some(e) => {
                if let Some(g) = given_list_elt
                    && !self.cx.ty_convertible(e, g)
                {
                    return Err(self.err(
                        span,
                        format!(
                            "Element type mismatch for list: element type '{}' not convertible to '{}",
                            self.cx.ty_str(e),
                            self.cx.ty_str(g)
                        ),
                    ));
                }
                e
            }
        };
        Ok(self.cx.list(vs, deduced))
    }

    fn range_piece(&mut self, first: Option<InitId>, p: &RangePiece, out: &mut Vec<u32>) -> R<()> {
        let sv = match first {
            Some(v) => v,
            None => self.value(&p.start, None, None, Mode::Value)?,
        };
        // LLVM's ParseRangePiece reports at the token after the value it read.
        let after_start = self.token_after(p.start.span);
        let InitData::Int(start) = *self.cx.data(sv) else {
            return Err(self.err(after_start, "expected integer or bitrange"));
        };
        if start < 0 {
            return Err(self.err(after_start, "invalid range, cannot be negative"));
        }
        let (end, after_end) = match &p.end {
            None => {
                out.push(start as u32);
                return Ok(());
            }
            Some(RangeEnd::Value(e)) => {
                let ev = self.value(e, None, None, Mode::Value)?;
                let after_end = self.token_after(e.span);
                match *self.cx.data(ev) {
                    InitData::Int(v) => (v, after_end),
                    _ => {
                        return Err(self.err(after_end, "expected integer value as end of range"));
                    }
                }
            }
            Some(RangeEnd::NegatedInt(i, sp)) => (i.wrapping_neg(), self.token_after(*sp)),
        };
        if end < 0 {
            return Err(self.err(after_end, "invalid range, cannot be negative"));
        }
        if (start - end).abs() > MAX_RANGE || start > u32::MAX as i64 || end > u32::MAX as i64 {
            return Err(self.err(p.start.span, "range too large"));
        }
        if start < end {
            out.extend((start..=end).map(|x| x as u32));
        } else {
            out.extend((end..=start).rev().map(|x| x as u32));
        }
        Ok(())
    }

    fn range_list(&mut self, pieces: &[RangePiece]) -> R<Vec<u32>> {
        let mut out = Vec::new();
        for p in pieces {
            self.range_piece(None, p, &mut out)?;
        }
        Ok(out)
    }

    fn slice_elements(
        &mut self,
        elems: &[(Expr, Option<RangeEnd>)],
        had_comma: bool,
        cur: Option<RecId>,
    ) -> R<InitId> {
        let int_ty = self.cx.int_ty;
        let mut single = !had_comma;
        let mut pending: Vec<InitId> = Vec::new();
        let mut slices: Vec<InitId> = Vec::new();
        let mut last: Option<InitId> = None;
        for (i, (start, end)) in elems.iter().enumerate() {
            let lhs = self.value(start, cur, None, Mode::Value)?;
            let lt = self.typed(lhs, start.span, "expected typed value in slice")?;
            let elem = match end {
                None => lhs,
                Some(re) => {
                    let rhs = match re {
                        RangeEnd::Value(e) => {
                            let r = self.value(e, cur, None, Mode::Value)?;
                            let rt = self.typed(r, e.span, "expected int")?;
                            if rt != int_ty {
                                return Err(self.err(
                                    e.span,
                                    format!("expected int...int, got {}", self.cx.ty_str(rt)),
                                ));
                            }
                            r
                        }
                        RangeEnd::NegatedInt(v, sp) => {
                            let n = v.wrapping_neg();
                            if n < 0 {
                                return Err(self.err(*sp, "invalid range, cannot be negative"));
                            }
                            self.cx.int(n)
                        }
                    };
                    if lt != int_ty {
                        return Err(self.err(
                            start.span,
                            format!("expected int...int, got {}", self.cx.ty_str(lt)),
                        ));
                    }
                    let lty = self.cx.list_ty(int_ty);
                    let b = self.cx.get(InitData::BinOp {
                        op: BinOp::RangeC,
                        l: lhs,
                        r: rhs,
                        ty: lty,
                    });
                    let f = self.cx.fold_binop(b, cur);
                    self.check_fatal(start.span)?;
                    f
                }
            };
            let et = self.cx.type_of(elem).unwrap_or(int_ty);
            match *self.cx.ty_data(et) {
                TyData::List(inner) => {
                    if inner != int_ty {
                        return Err(self.err(
                            start.span,
                            format!("expected list<int>, got {}", self.cx.ty_str(et)),
                        ));
                    }
                    if !pending.is_empty() {
                        let l = self.cx.list(std::mem::take(&mut pending), int_ty);
                        slices.push(l);
                    }
                    slices.push(elem);
                    single = false;
                    last = None;
                }
                TyData::Int => {
                    last = Some(elem);
                }
                _ => {
                    return Err(self.err(
                        start.span,
                        format!("unhandled type {} in range", self.cx.ty_str(et)),
                    ));
                }
            }
            let more = i + 1 < elems.len() || had_comma;
            if more {
                single = false;
                if let Some(l) = last.take() {
                    pending.push(l);
                }
            }
        }
        if let Some(l) = last {
            if single {
                return Ok(l);
            }
            pending.push(l);
        }
        if !pending.is_empty() {
            let l = self.cx.list(pending, int_ty);
            slices.push(l);
        }
        let mut result: Option<InitId> = None;
        for s in slices {
            result = Some(match result {
                None => s,
                Some(r) => self.list_concat(r, s),
            });
        }
        result.ok_or_else(|| Diagnostic::bare("empty slice"))
    }

    fn template_args(
        &mut self,
        args: &[Arg],
        cur: Option<RecId>,
        args_rec: RecId,
        is_defm: bool,
        span: Span,
    ) -> R<Vec<InitId>> {
        let targs = self.cx.rec(args_rec).targs.clone();
        let mut out = Vec::new();
        let mut had_named = false;
        let _ = span;
        for (i, a) in args.iter().enumerate() {
            if let Arg::Positional(e) | Arg::Named(_, _, e) = a
                && e.kind == ExprKind::Cut
            {
                return Err(self.cut_error());
            }
            if i >= targs.len() {
                let sp = match a {
                    Arg::Positional(e) | Arg::Named(_, _, e) => e.span,
                };
                return Err(self.err(sp, format!("Too many template arguments: {}", i + 1)));
            }
            match a {
                Arg::Positional(e) => {
                    if had_named {
                        return Err(self.err(
                            e.span,
                            "Positional argument should be put before named argument",
                        ));
                    }
                    let ty = self.cx.rec(args_rec).value(targs[i]).map(|v| v.ty);
                    let v = self.value(e, cur, ty, Mode::Value)?;
                    let a = self.cx.get(InitData::Arg {
                        value: v,
                        aux: ArgAux::Positional(i as u32),
                    });
                    out.push(a);
                }
                Arg::Named(name, nsp, e) => {
                    let q = self.qualify(args_rec, name, if is_defm { "::" } else { ":" });
                    let Some(ty) = self.cx.rec(args_rec).value(q).map(|v| v.ty) else {
                        return Err(self.err(*nsp, format!("Argument \"{name}\" doesn't exist")));
                    };
                    let v = self.value(e, cur, Some(ty), Mode::Value)?;
                    if v == self.cx.unset {
                        return Err(self.err(
                            e.span,
                            "The value of named argument should be initialized, but we got '?'",
                        ));
                    }
                    had_named = true;
                    let a = self.cx.get(InitData::Arg {
                        value: v,
                        aux: ArgAux::Named(q),
                    });
                    out.push(a);
                }
            }
        }
        Ok(out)
    }

    fn arg_name(&self, rec: RecId, arg: InitId) -> Option<InitId> {
        match *self.cx.data(arg) {
            InitData::Arg {
                aux: ArgAux::Positional(i),
                ..
            } => self.cx.rec(rec).targs.get(i as usize).copied(),
            InitData::Arg {
                aux: ArgAux::Named(n),
                ..
            } => Some(n),
            _ => None,
        }
    }

    fn check_template_args(
        &mut self,
        mut args: Vec<InitId>,
        spans: &[Span],
        rec: RecId,
        span: Span,
    ) -> R<Vec<InitId>> {
        for (k, a) in args.iter_mut().enumerate() {
            let arg_span = spans.get(k).copied().unwrap_or(span);
            let Some(name) = self.arg_name(rec, *a) else {
                continue;
            };
            let InitData::Arg { value, aux } = *self.cx.data(*a) else {
                continue;
            };
            let Some(ty) = self.cx.rec(rec).value(name).map(|v| v.ty) else {
                continue;
            };
            if self.cx.type_of(value).is_some() {
                match self.cx.cast_to(value, ty) {
                    Some(c) => {
                        *a = self.cx.get(InitData::Arg { value: c, aux });
                    }
                    None => {
                        let vt = self
                            .cx
                            .type_of(value)
                            .map(|t| self.cx.ty_str(t))
                            .unwrap_or_default();
                        return Err(self.err(
                            arg_span,
                            format!(
                                "Value specified for template argument '{}' is of type {vt}; expected type {}: {}",
                                self.cx.unquoted(name),
                                self.cx.ty_str(ty),
                                self.cx.as_string(value)
                            ),
                        ));
                    }
                }
            }
        }
        self.check_fatal(span)?;
        Ok(args)
    }

    fn resolve_arguments(
        &mut self,
        rec: RecId,
        args: &[InitId],
        span: Span,
        handler: &mut dyn FnMut(InitId, InitId),
    ) -> R<()> {
        let mut unsolved = self.cx.rec(rec).targs.clone();
        for &a in args {
            let Some(name) = self.arg_name(rec, a) else {
                continue;
            };
            let InitData::Arg { value, .. } = *self.cx.data(a) else {
                continue;
            };
            let Some(pos) = unsolved.iter().position(|&u| u == name) else {
                return Err(self.err(
                    span,
                    format!(
                        "We can only specify the template argument '{}' once",
                        self.cx.unquoted(name)
                    ),
                ));
            };
            handler(name, value);
            unsolved.remove(pos);
        }
        for name in unsolved {
            let def = self
                .cx
                .rec(rec)
                .value(name)
                .map(|v| v.value)
                .unwrap_or(self.cx.unset);
            if !self.cx.is_complete(def) {
                let n = self.cx.unquoted(name);
                let note_loc = self.cx.rec(rec).value(name).map(|v| v.loc).unwrap_or(span);
                let note = self
                    .sm
                    .note(note_loc, format!("declared in '{}'", self.cx.name_of(rec)));
                return Err(self
                    .err(
                        span,
                        format!("value not specified for template argument '{n}'"),
                    )
                    .with_note(note));
            }
            handler(name, def);
        }
        Ok(())
    }

    // ----- bang operators -----

    fn one_arg<'e>(&self, args: &'e [Expr], n: usize, span: Span, name: &str) -> R<&'e [Expr]> {
        if args.len() != n {
            return Err(self.err(span, format!("expected {n} operand(s) to !{name}")));
        }
        Ok(args)
    }

    fn bang(
        &mut self,
        op: &str,
        ty: Option<&Type>,
        args: &[Expr],
        cur: Option<RecId>,
        item: Option<TyId>,
        span: Span,
    ) -> R<InitId> {
        let unop = match op {
            "cast" => Some(UnOp::Cast),
            "not" => Some(UnOp::Not),
            "head" => Some(UnOp::Head),
            "tail" => Some(UnOp::Tail),
            "size" => Some(UnOp::Size),
            "empty" => Some(UnOp::Empty),
            "getdagop" => Some(UnOp::GetDagOp),
            "getdagopname" => Some(UnOp::GetDagOpName),
            "logtwo" => Some(UnOp::Log2),
            "repr" => Some(UnOp::Repr),
            "tolower" => Some(UnOp::ToLower),
            "toupper" => Some(UnOp::ToUpper),
            "listflatten" => Some(UnOp::ListFlatten),
            "initialized" => Some(UnOp::Initialized),
            _ => None,
        };
        if let Some(code) = unop {
            return self.unary(code, op, ty, args, cur, span);
        }
        let binop = match op {
            "con" => Some(BinOp::Concat),
            "add" => Some(BinOp::Add),
            "sub" => Some(BinOp::Sub),
            "mul" => Some(BinOp::Mul),
            "div" => Some(BinOp::Div),
            "and" => Some(BinOp::And),
            "or" => Some(BinOp::Or),
            "xor" => Some(BinOp::Xor),
            "sra" => Some(BinOp::Sra),
            "srl" => Some(BinOp::Srl),
            "shl" => Some(BinOp::Shl),
            "eq" => Some(BinOp::Eq),
            "ne" => Some(BinOp::Ne),
            "le" => Some(BinOp::Le),
            "lt" => Some(BinOp::Lt),
            "ge" => Some(BinOp::Ge),
            "gt" => Some(BinOp::Gt),
            "listconcat" => Some(BinOp::ListConcat),
            "listsplat" => Some(BinOp::ListSplat),
            "listremove" => Some(BinOp::ListRemove),
            "strconcat" => Some(BinOp::StrConcat),
            "interleave" => Some(BinOp::Interleave),
            "getdagarg" => Some(BinOp::GetDagArg),
            "getdagname" => Some(BinOp::GetDagName),
            "setdagop" => Some(BinOp::SetDagOp),
            "setdagopname" => Some(BinOp::SetDagOpName),
            "match" => Some(BinOp::Match),
            _ => None,
        };
        if let Some(code) = binop {
            return self.binary(code, ty, args, cur, item, span);
        }
        match op {
            "isa" | "exists" => {
                let args = self.one_arg(args, 1, span, op)?;
                let Some(t) = ty else {
                    return Err(self.err(span, "expected type name for operator"));
                };
                let t = self.ty(t)?;
                let v = self.value(&args[0], cur, None, Mode::Value)?;
                if op == "isa" {
                    let x = self.cx.get(InitData::IsA { check: t, e: v });
                    return Ok(self.cx.fold_isa(x));
                }
                let Some(vt) = self.cx.type_of(v) else {
                    return Err(self.err(
                        args[0].span,
                        "expected string type argument in !exists operator",
                    ));
                };
                if matches!(self.cx.ty_data(vt), TyData::Record(_)) {
                    return Err(self.err(
                        args[0].span,
                        "expected string type argument in !exists operator, please use !isa instead",
                    ));
                }
                if vt != self.cx.string_ty {
                    return Err(self.err(
                        args[0].span,
                        "expected string type argument in !exists operator",
                    ));
                }
                let x = self.cx.get(InitData::Exists { check: t, e: v });
                Ok(self.cx.fold_exists(x, cur, false))
            }
            "foreach" | "filter" => self.foreach_filter(op == "foreach", args, cur, item, span),
            "range" => self.range(args, cur, span),
            "dag" | "if" | "subst" | "setdagarg" | "setdagname" => {
                self.ternary(op, args, cur, item, span)
            }
            "substr" | "find" => self.substr_find(op == "substr", args, cur, item, span),
            "foldl" => self.foldl(args, cur, span),
            "instances" => {
                let Some(t) = ty else {
                    return Err(self.err(span, "expected type name for operator"));
                };
                let elt = self.ty(t)?;
                let regex = match args {
                    [] => self.cx.string(".*"),
                    [e] => {
                        let v = self.value(e, cur, None, Mode::Value)?;
                        if self.cx.type_of(v) != Some(self.cx.string_ty) {
                            return Err(
                                self.err(e.span, "expected string type argument in !instances")
                            );
                        }
                        v
                    }
                    _ => return Err(self.err(span, "expected at most one argument to !instances")),
                };
                let lt = self.cx.list_ty(elt);
                let x = self.cx.get(InitData::Instances { elt, regex, ty: lt });
                Ok(self.cx.fold_instances(x, cur, false))
            }
            _ => Err(self.err(span, "unknown bang operator")),
        }
    }

    fn unary(
        &mut self,
        code: UnOp,
        name: &str,
        ty: Option<&Type>,
        args: &[Expr],
        cur: Option<RecId>,
        span: Span,
    ) -> R<InitId> {
        let (args, cut_at_close) = cut_at_close(args, 1);
        let args = self.one_arg(args, 1, span, name)?;
        let mut t = match code {
            UnOp::Cast => match ty {
                Some(t) => Some(self.ty(t)?),
                None => return Err(self.err(span, "did not get type for unary operator")),
            },
            UnOp::Repr | UnOp::ToLower | UnOp::ToUpper | UnOp::GetDagOpName => {
                Some(self.cx.string_ty)
            }
            // LLVM types `!initialized` as int, like `!empty`: a `bit` field holding an
            // unresolved one prints it under `!cast<bit>(...)`.
            UnOp::Not | UnOp::Log2 | UnOp::Size | UnOp::Empty | UnOp::Initialized => {
                Some(self.cx.int_ty)
            }
            UnOp::GetDagOp => match ty {
                Some(t) => {
                    let t = self.ty(t)?;
                    if !matches!(self.cx.ty_data(t), TyData::Record(_)) {
                        // Reported at the token after the type, the `(`.
                        let at = args.first().map_or(span, |a| Span {
                            start: a.span.start.saturating_sub(1),
                            ..a.span
                        });
                        return Err(self.err(at, "type for !getdagop must be a record type"));
                    }
                    Some(t)
                }
                None => Some(self.cx.any_rec_ty),
            },
            UnOp::Head | UnOp::Tail | UnOp::ListFlatten => None,
        };
        let lhs = self.value(&args[0], cur, None, Mode::Value)?;
        let lt = self.cx.type_of(lhs);
        // LLVM reports these at the token after the operand.
        let after = self.after(args[0].span);
        match code {
            UnOp::Size | UnOp::Empty => {
                if let Some(lt) = lt
                    && !matches!(
                        self.cx.ty_data(lt),
                        TyData::List(_) | TyData::String | TyData::Dag
                    )
                {
                    return Err(self.err(
                        after,
                        "expected string, list, or dag type argument in unary operator",
                    ));
                }
                if lt.is_none() {
                    return Err(self.err(
                        after,
                        "expected string, list, or dag type argument in unary operator",
                    ));
                }
            }
            UnOp::Head | UnOp::Tail | UnOp::ListFlatten => {
                let elt = lt.and_then(|lty| match *self.cx.ty_data(lty) {
                    TyData::List(e) => Some(e),
                    _ => None,
                });
                let Some(mut item) = elt else {
                    return Err(self.err(after, "expected list type argument in unary operator"));
                };
                // A list literal is typed by its first element.
                if let InitData::List { elems, .. } = self.cx.data(lhs).clone() {
                    let Some(&first) = elems.first() else {
                        return Err(self.err(after, "empty list argument in unary operator"));
                    };
                    let Some(it) = self.cx.type_of(first) else {
                        return Err(self.err(after, "untyped list element in unary operator"));
                    };
                    item = it;
                }
                let is_list = matches!(self.cx.ty_data(item), TyData::List(_));
                t = Some(match code {
                    UnOp::Head => item,
                    // `!listflatten` of a list of non-lists leaves it as it is.
                    UnOp::ListFlatten if is_list => item,
                    _ => self.cx.list_ty(item),
                });
            }
            _ => {}
        }
        if cut_at_close {
            return Err(self.cut_error());
        }
        let t = t.unwrap_or(self.cx.string_ty);
        let u = self.cx.get(InitData::UnOp {
            op: code,
            a: lhs,
            ty: t,
        });
        let folded = self.cx.fold_unop(u, cur, false);
        if folded == self.cx.null {
            // `!getdagopname` of a dag without an operator name: no value, no diagnostic.
            self.null_value = Some((span, "the dag has no operator name for !getdagopname"));
            return Err(Diagnostic::bare(""));
        }
        Ok(folded)
    }

    fn binary(
        &mut self,
        code: BinOp,
        ty: Option<&Type>,
        args: &[Expr],
        cur: Option<RecId>,
        item: Option<TyId>,
        span: Span,
    ) -> R<InitId> {
        let int_ty = self.cx.int_ty;
        let str_ty = self.cx.string_ty;
        let dag_ty = self.cx.dag_ty;
        let (mut rty, mut arg_ty): (Option<TyId>, Option<TyId>) = match code {
            BinOp::Concat | BinOp::SetDagOp | BinOp::SetDagOpName => (Some(dag_ty), Some(dag_ty)),
            BinOp::GetDagArg => match ty {
                Some(t) => (Some(self.ty(t)?), Some(dag_ty)),
                None => return Err(self.err(span, "did not get type for !getdagarg operator")),
            },
            BinOp::GetDagName => (Some(str_ty), Some(dag_ty)),
            BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Sra
            | BinOp::Srl
            | BinOp::Shl
            | BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div => (Some(int_ty), Some(int_ty)),
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                (Some(self.cx.bit_ty), None)
            }
            BinOp::ListConcat | BinOp::ListRemove => (None, item),
            BinOp::ListSplat => (None, None),
            BinOp::StrConcat => (Some(str_ty), Some(str_ty)),
            BinOp::Match => (Some(self.cx.bit_ty), Some(str_ty)),
            BinOp::Interleave => (Some(str_ty), None),
            BinOp::ListElem | BinOp::ListSlice | BinOp::RangeC => (None, None),
        };
        if let (Some(t), Some(it)) = (rty, item)
            && !self.cx.ty_convertible(t, it)
        {
            return Err(self.err(
                span,
                format!(
                    "expected value of type '{}', got '{}'",
                    self.cx.ty_str(it),
                    self.cx.ty_str(t)
                ),
            ));
        }
        let mut vals: Vec<InitId> = Vec::new();
        for a in args {
            let v = self.value(a, cur, arg_ty, Mode::Value)?;
            vals.push(v);
            let Some(lt) = self.cx.type_of(v) else {
                return Err(self.err(
                    span,
                    format!(
                        "expected value to be a typed value, got '{}'",
                        self.cx.as_string(v)
                    ),
                ));
            };
            match arg_ty {
                None => {
                    arg_ty = Some(lt);
                    let ltd = self.cx.ty_data(lt).clone();
                    match code {
                        BinOp::ListConcat | BinOp::ListRemove
                            if !matches!(ltd, TyData::List(_)) =>
                        {
                            return Err(self.err(
                                a.span,
                                format!(
                                    "expected a list, got value of type '{}'",
                                    self.cx.ty_str(lt)
                                ),
                            ));
                        }
                        BinOp::ListSplat => {
                            if let Some(it) = item
                                && vals.len() == 1
                            {
                                let TyData::List(ie) = *self.cx.ty_data(it) else {
                                    return Err(self.err(
                                        span,
                                        format!(
                                            "expected output type to be a list, got type '{}'",
                                            self.cx.ty_str(it)
                                        ),
                                    ));
                                };
                                let l = self.cx.list_ty(lt);
                                if !self.cx.ty_convertible(l, it) {
                                    return Err(self.err(
                                        span,
                                        format!(
                                            "expected first arg type to be '{}', got value of type '{}'",
                                            self.cx.ty_str(lt),
                                            self.cx.ty_str(ie)
                                        ),
                                    ));
                                }
                            }
                            if vals.len() == 2 && lt != int_ty {
                                return Err(self.err(
                                    a.span,
                                    format!(
                                        "expected second parameter to be an int, got value of type '{}'",
                                        self.cx.ty_str(lt)
                                    ),
                                ));
                            }
                            arg_ty = None;
                        }
                        BinOp::Eq | BinOp::Ne => {
                            let any = self.cx.any_rec_ty;
                            if !self.cx.ty_convertible(lt, int_ty)
                                && !self.cx.ty_convertible(lt, str_ty)
                                && !self.cx.ty_convertible(lt, any)
                            {
                                return Err(self.err(
                                    a.span,
                                    format!(
                                        "expected bit, bits, int, string, or record; got value of type '{}'",
                                        self.cx.ty_str(lt)
                                    ),
                                ));
                            }
                        }
                        BinOp::GetDagArg | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt
                            if !self.cx.ty_convertible(lt, int_ty)
                                && !self.cx.ty_convertible(lt, str_ty) =>
                        {
                            return Err(self.err(
                                a.span,
                                format!(
                                    "expected bit, bits, int, or string; got value of type '{}'",
                                    self.cx.ty_str(lt)
                                ),
                            ));
                        }
                        BinOp::Interleave => {
                            if vals.len() == 1 {
                                let sl = self.cx.list_ty(str_ty);
                                let il = self.cx.list_ty(int_ty);
                                if lt != sl && !self.cx.ty_convertible(lt, il) {
                                    return Err(self.err(
                                        a.span,
                                        format!(
                                            "expected list of string, int, bits, or bit; got value of type '{}'",
                                            self.cx.ty_str(lt)
                                        ),
                                    ));
                                }
                            } else if vals.len() == 2 && lt != str_ty {
                                return Err(self.err(
                                    a.span,
                                    format!(
                                        "expected second argument to be a string, got value of type '{}'",
                                        self.cx.ty_str(lt)
                                    ),
                                ));
                            }
                            arg_ty = None;
                        }
                        _ => {}
                    }
                }
                Some(at) => {
                    let Some(res) = self.cx.resolve_types(at, lt) else {
                        return Err(self.err(
                            a.span,
                            format!(
                                "expected value of type '{}', got '{}'",
                                self.cx.ty_str(at),
                                self.cx.ty_str(lt)
                            ),
                        ));
                    };
                    if !matches!(
                        code,
                        BinOp::Add
                            | BinOp::Sub
                            | BinOp::And
                            | BinOp::Or
                            | BinOp::Xor
                            | BinOp::Sra
                            | BinOp::Srl
                            | BinOp::Shl
                            | BinOp::Mul
                            | BinOp::Div
                    ) {
                        arg_ty = Some(res);
                    }
                }
            }
            match code {
                BinOp::SetDagOp => arg_ty = Some(self.cx.any_rec_ty),
                BinOp::GetDagArg | BinOp::SetDagOpName => arg_ty = None,
                BinOp::GetDagName => arg_ty = Some(int_ty),
                _ => {}
            }
        }
        if code == BinOp::ListConcat || code == BinOp::ListRemove {
            rty = arg_ty;
        }
        if code == BinOp::ListSplat {
            let first = vals.first().and_then(|&v| self.cx.type_of(v));
            rty = first.map(|t| self.cx.list_ty(t));
        }
        let rty = rty.unwrap_or(str_ty);
        if matches!(
            code,
            BinOp::StrConcat
                | BinOp::ListConcat
                | BinOp::Concat
                | BinOp::Add
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Mul
        ) {
            while vals.len() > 2 {
                let r = vals.pop().expect("more than two values");
                let l = *vals.last().expect("more than one value");
                let b = self.cx.get(InitData::BinOp {
                    op: code,
                    l,
                    r,
                    ty: rty,
                });
                let f = self.cx.fold_binop(b, cur);
                *vals.last_mut().expect("more than one value") = f;
            }
        }
        if vals.len() == 2 {
            let b = self.cx.get(InitData::BinOp {
                op: code,
                l: vals[0],
                r: vals[1],
                ty: rty,
            });
            return Ok(self.cx.fold_binop(b, cur));
        }
        Err(self.err(span, "expected two operands to operator"))
    }

    fn ternary(
        &mut self,
        op: &str,
        args: &[Expr],
        cur: Option<RecId>,
        item: Option<TyId>,
        span: Span,
    ) -> R<InitId> {
        let args = self.one_arg(args, 3, span, op)?;
        let (code, mut ty, item) = match op {
            "dag" => (TernOp::Dag, Some(self.cx.dag_ty), None),
            "if" => (TernOp::If, None, item),
            "subst" => (TernOp::Subst, None, item),
            "setdagarg" => (TernOp::SetDagArg, Some(self.cx.dag_ty), None),
            _ => (TernOp::SetDagName, Some(self.cx.dag_ty), None),
        };
        let l = self.value(&args[0], cur, None, Mode::Value)?;
        let m = self.value(&args[1], cur, item, Mode::Value)?;
        let r = self.value(&args[2], cur, item, Mode::Value)?;
        match code {
            TernOp::Dag => {
                let mt = self.cx.type_of(m);
                if mt.is_none() && m != self.cx.unset {
                    return Err(self.err(
                        args[1].span,
                        "could not determine type of the child list in !dag",
                    ));
                }
                if let Some(mt) = mt
                    && !matches!(self.cx.ty_data(mt), TyData::List(_))
                {
                    return Err(self.err(
                        args[1].span,
                        format!(
                            "expected list of children, got type '{}'",
                            self.cx.ty_str(mt)
                        ),
                    ));
                }
                let rt = self.cx.type_of(r);
                if rt.is_none() && r != self.cx.unset {
                    return Err(self.err(
                        args[2].span,
                        "could not determine type of the name list in !dag",
                    ));
                }
                let sl = self.cx.list_ty(self.cx.string_ty);
                if let Some(rt) = rt
                    && rt != sl
                {
                    return Err(self.err(
                        args[2].span,
                        format!("expected list<string>, got type '{}'", self.cx.ty_str(rt)),
                    ));
                }
                if mt.is_none() && rt.is_none() {
                    return Err(self.err(
                        args[1].span,
                        "cannot have both unset children and unset names in !dag",
                    ));
                }
            }
            TernOp::If => {
                let mut mty = self.cx.type_of(m);
                let mut rty = self.cx.type_of(r);
                if m == self.cx.unset {
                    mty = rty;
                }
                if r == self.cx.unset {
                    rty = mty;
                }
                let (Some(a), Some(b)) = (mty, rty) else {
                    return Err(self.err(self.token_after(span), "could not get type for !if"));
                };
                match self.cx.resolve_types(a, b) {
                    Some(t) => ty = Some(t),
                    None => {
                        return Err(self.err(
                            self.token_after(span),
                            format!(
                                "inconsistent types '{}' and '{}' for !if",
                                self.cx.ty_str(a),
                                self.cx.ty_str(b)
                            ),
                        ));
                    }
                }
            }
            TernOp::Subst => match self.cx.type_of(r) {
                Some(t) => ty = Some(t),
                // At the token after the `)`, where LLVM checks it.
                None => {
                    return Err(self.err(self.token_after(span), "could not get type for !subst"));
                }
            },
            _ => {
                let mt = self.cx.type_of(m);
                let ok =
                    mt.is_some_and(|t| matches!(self.cx.ty_data(t), TyData::Int | TyData::String));
                if !ok {
                    let got = match mt {
                        Some(t) => format!("type '{}'", self.cx.ty_str(t)),
                        None => format!("'{}'", self.cx.as_string(m)),
                    };
                    return Err(self.err(
                        args[1].span,
                        format!("expected integer index or string name, got {got}"),
                    ));
                }
                if code == TernOp::SetDagName
                    && let Some(rt) = self.cx.type_of(r)
                    && rt != self.cx.string_ty
                {
                    return Err(self.err(
                        args[2].span,
                        format!(
                            "expected string or unset name, got type '{}'",
                            self.cx.ty_str(rt)
                        ),
                    ));
                }
            }
        }
        let ty = ty.unwrap_or(self.cx.dag_ty);
        let t = self.cx.get(InitData::TernOp {
            op: code,
            l,
            m,
            r,
            ty,
        });
        Ok(self.cx.fold_ternop(t, cur))
    }

    fn substr_find(
        &mut self,
        is_substr: bool,
        args: &[Expr],
        cur: Option<RecId>,
        item: Option<TyId>,
        span: Span,
    ) -> R<InitId> {
        if args.len() != 2 && args.len() != 3 {
            return Err(self.err(span, "expected two or three operands"));
        }
        let ty = if is_substr {
            self.cx.string_ty
        } else {
            self.cx.int_ty
        };
        let l = self.value(&args[0], cur, None, Mode::Value)?;
        let m = self.value(&args[1], cur, None, Mode::Value)?;
        let r = if args.len() == 3 {
            self.value(&args[2], cur, None, Mode::Value)?
        } else if is_substr {
            self.cx.int(i64::MAX)
        } else {
            self.cx.int(0)
        };
        if let Some(it) = item
            && !self.cx.ty_convertible(ty, it)
        {
            // At the third operand, or where it would be, as LLVM reports it.
            let at = match args.get(2) {
                Some(a) => a.span,
                None => self.token_after(args[1].span),
            };
            return Err(self.err(
                at,
                format!(
                    "expected value of type '{}', got '{}'",
                    self.cx.ty_str(it),
                    self.cx.ty_str(ty)
                ),
            ));
        }
        let checks = [
            (l, self.cx.string_ty, &args[0]),
            (
                m,
                if is_substr {
                    self.cx.int_ty
                } else {
                    self.cx.string_ty
                },
                &args[1],
            ),
        ];
        for (v, want, e) in checks {
            match self.cx.type_of(v) {
                None if v != self.cx.unset => {
                    return Err(self.err(e.span, "could not determine type of operand"));
                }
                Some(t) if t != want => {
                    return Err(self.err(
                        e.span,
                        format!(
                            "expected {}, got type '{}'",
                            self.cx.ty_str(want),
                            self.cx.ty_str(t)
                        ),
                    ));
                }
                _ => {}
            }
        }
        if let Some(t) = self.cx.type_of(r)
            && t != self.cx.int_ty
        {
            // At the token after the `)`, where LLVM checks it.
            return Err(self.err(
                self.token_after(span),
                format!("expected int, got type '{}'", self.cx.ty_str(t)),
            ));
        }
        let code = if is_substr {
            TernOp::Substr
        } else {
            TernOp::Find
        };
        let t = self.cx.get(InitData::TernOp {
            op: code,
            l,
            m,
            r,
            ty,
        });
        Ok(self.cx.fold_ternop(t, cur))
    }

    fn foreach_filter(
        &mut self,
        is_foreach: bool,
        args: &[Expr],
        cur: Option<RecId>,
        item: Option<TyId>,
        span: Span,
    ) -> R<InitId> {
        let (args, cut_at_close) = cut_at_close(args, 3);
        let args = self.one_arg(args, 3, span, if is_foreach { "foreach" } else { "filter" })?;
        let ExprKind::Id(var) = &args[0].kind else {
            return Err(self.err(
                args[0].span,
                "first argument of !foreach/!filter must be an identifier",
            ));
        };
        let lhs = self.cx.string(var);
        if self.bound(cur, lhs) {
            // LLVM reports it at the token after the name.
            return Err(self.err(
                self.after(args[0].span),
                format!(
                    "iteration variable '{}' is already defined",
                    self.cx.as_string(lhs)
                ),
            ));
        }
        let m = self.value(&args[1], cur, None, Mode::Value)?;
        let Some(mt) = self.cx.type_of(m) else {
            return Err(self.err(
                args[1].span,
                "could not get type of !foreach/!filter list or dag",
            ));
        };
        let (in_elt, expr_elt, is_dag) = match *self.cx.ty_data(mt) {
            TyData::List(e) => {
                let mut expr_elt = None;
                if let Some(it) = item {
                    match *self.cx.ty_data(it) {
                        TyData::List(oe) => {
                            expr_elt = Some(if is_foreach { oe } else { self.cx.int_ty });
                        }
                        _ => {
                            return Err(self.err(
                                span,
                                format!(
                                    "expected value of type '{}', but got list type",
                                    self.cx.ty_str(it)
                                ),
                            ));
                        }
                    }
                }
                (e, expr_elt, false)
            }
            TyData::Dag => {
                if !is_foreach {
                    return Err(self.err(span, "!filter must have a list argument"));
                }
                if let Some(it) = item
                    && *self.cx.ty_data(it) != TyData::Dag
                {
                    return Err(self.err(
                        span,
                        format!(
                            "expected value of type '{}', but got dag type",
                            self.cx.ty_str(it)
                        ),
                    ));
                }
                (mt, None, true)
            }
            _ => {
                return Err(self.err(
                    span,
                    if is_foreach {
                        "!foreach must have a list or dag argument"
                    } else {
                        "!filter must have a list argument"
                    },
                ));
            }
        };
        self.push_scope(ScopeKind::Local);
        let vi = self.cx.var(lhs, in_elt);
        self.scopes
            .last_mut()
            .expect("scope pushed")
            .vars
            .insert(var.clone(), vi);
        self.bang_vars.push(lhs);
        let r = self.value(&args[2], cur, expr_elt, Mode::Value);
        self.bang_vars.pop();
        self.pop_scope();
        let r = r?;
        if cut_at_close {
            return Err(self.cut_error());
        }
        let out_ty = if is_foreach && !is_dag {
            let Some(rt) = self.cx.type_of(r) else {
                return Err(self.err(
                    args[2].span,
                    "could not get type of !foreach result expression",
                ));
            };
            self.cx.list_ty(rt)
        } else if !is_foreach {
            self.cx.list_ty(in_elt)
        } else {
            in_elt
        };
        let code = if is_foreach {
            TernOp::Foreach
        } else {
            TernOp::Filter
        };
        let t = self.cx.get(InitData::TernOp {
            op: code,
            l: lhs,
            m,
            r,
            ty: out_ty,
        });
        Ok(self.cx.fold_ternop(t, cur))
    }

    /// An empty span at the first token after `span`.
    fn after(&self, span: Span) -> Span {
        let at = next_token(&self.sm.file(span.file).text, span.end as usize) as u32;
        Span {
            start: at,
            end: at,
            ..span
        }
    }

    /// Whether `name` is a field of the record being parsed, or bound by an enclosing
    /// `!foreach`/`!filter`/`!foldl`.
    fn bound(&self, cur: Option<RecId>, name: InitId) -> bool {
        self.bang_vars.contains(&name) || cur.is_some_and(|r| self.cx.rec(r).value(name).is_some())
    }

    fn range(&mut self, args: &[Expr], cur: Option<RecId>, span: Span) -> R<InitId> {
        if args.is_empty() || args.len() > 3 {
            return Err(self.err(span, "expected at most three values of integer"));
        }
        let int_ty = self.cx.int_ty;
        let mut vals = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let v = self.value(a, cur, None, Mode::Value)?;
            let Some(t) = self.cx.type_of(v) else {
                return Err(self.err(span, "expected value to be a typed value"));
            };
            let is_list = matches!(self.cx.ty_data(t), TyData::List(_));
            if i == 0 && is_list {
                if args.len() > 1 {
                    return Err(self.err(args[1].span, "expected one list, got extra value"));
                }
            } else if t != int_ty {
                return Err(self.err(
                    a.span,
                    format!("expected value of type 'int', got '{}'", self.cx.ty_str(t)),
                ));
            }
            vals.push(v);
        }
        let (l, m, r) = if vals.len() == 1 {
            let t = self.cx.type_of(vals[0]).unwrap_or(int_ty);
            let zero = self.cx.int(0);
            let one = self.cx.int(1);
            if matches!(self.cx.ty_data(t), TyData::List(_)) {
                let s = self.cx.get(InitData::UnOp {
                    op: UnOp::Size,
                    a: vals[0],
                    ty: int_ty,
                });
                let s = self.cx.fold_unop(s, cur, false);
                (zero, s, one)
            } else {
                (zero, vals[0], one)
            }
        } else {
            let step = if vals.len() == 3 {
                vals[2]
            } else {
                self.cx.int(1)
            };
            (vals[0], vals[1], step)
        };
        let lt = self.cx.list_ty(int_ty);
        let t = self.cx.get(InitData::TernOp {
            op: TernOp::Range,
            l,
            m,
            r,
            ty: lt,
        });
        Ok(self.cx.fold_ternop(t, cur))
    }

    /// `!foldl`'s start, typed as LLVM checks it before the `,` after it.
    fn foldl_start(&mut self, e: &Expr, cur: Option<RecId>) -> R<(InitId, TyId)> {
        let start = self.value(e, cur, None, Mode::Value)?;
        // LLVM reports the start and the list at the token after them.
        let Some(st) = self.cx.type_of(start) else {
            return Err(self.err(
                self.token_after(e.span),
                format!(
                    "could not get type of !foldl start: '{}'",
                    self.cx.as_string(start)
                ),
            ));
        };
        Ok((start, st))
    }

    /// `!foldl`'s list and its element type, checked as LLVM checks them before the `,`
    /// after the list.
    fn foldl_list(&mut self, e: &Expr, cur: Option<RecId>) -> R<(InitId, TyId)> {
        let list = self.value(e, cur, None, Mode::Value)?;
        let Some(lt) = self.cx.type_of(list) else {
            return Err(self.err(
                self.token_after(e.span),
                format!(
                    "could not get type of !foldl list: '{}'",
                    self.cx.as_string(list)
                ),
            ));
        };
        let TyData::List(elt) = *self.cx.ty_data(lt) else {
            // Without the closing quote, as LLVM words it.
            return Err(self.err(
                self.token_after(e.span),
                format!(
                    "!foldl list must be a list, but is of type '{}",
                    self.cx.ty_str(lt)
                ),
            ));
        };
        Ok((list, elt))
    }

    /// How many operands (1 to 4) a `!foldl` has when it is cut right after one of them,
    /// where a `,` is wanted (the parser stands a cut for each operand left).
    fn foldl_cut_after(&self, e: &Expr) -> Option<usize> {
        let ExprKind::Bang("foldl", _, args) = &e.kind else {
            return None;
        };
        let n = args.iter().position(|a| a.kind == ExprKind::Cut)?;
        if !(1..=4).contains(&n) || args[n..].iter().any(|a| a.kind != ExprKind::Cut) {
            return None;
        }
        let (before, cut) = (&args[n - 1], &args[n]);
        if before.span.file != cut.span.file || ends_in_cut(before) {
            return None;
        }
        let text = &self.sm.file(cut.span.file).text;
        text.get(before.span.end as usize..cut.span.start as usize)
            .is_some_and(|between| !between.contains(','))
            .then_some(n)
    }

    /// `!foldl(start`, `!foldl(start, list` (and its variables) cut where the `,` after
    /// them is wanted: LLVM has checked them before it wants the `,`.
    fn foldl_cut_for_comma(&mut self, args: &[Expr], cur: Option<RecId>) -> Diagnostic {
        let cut = self.cut.take();
        let mut r = self.foldl_start(&args[0], cur).map(|_| ());
        if r.is_ok() && args.len() > 1 {
            r = self.foldl_list(&args[1], cur).map(|_| ());
        }
        for (at, side) in [(2, "left"), (3, "right")] {
            if let (
                Ok(()),
                Some(Expr {
                    kind: ExprKind::Id(n),
                    span,
                }),
            ) = (&r, args.get(at))
            {
                let var = self.cx.string(n);
                if self.bound(cur, var) {
                    let msg = format!(
                        "{side} !foldl variable '{}' already defined",
                        self.cx.as_string(var)
                    );
                    r = Err(self.err(*span, msg));
                }
            }
        }
        self.cut = cut;
        match r {
            Err(d) => d,
            Ok(()) => self.cut_error(),
        }
    }

    fn foldl(&mut self, args: &[Expr], cur: Option<RecId>, span: Span) -> R<InitId> {
        let (args, cut_at_close) = cut_at_close(args, 5);
        let args = self.one_arg(args, 5, span, "foldl")?;
        let (start, st) = self.foldl_start(&args[0], cur)?;
        let (list, elt) = self.foldl_list(&args[1], cur)?;
        let ExprKind::Id(an) = &args[2].kind else {
            return Err(self.err(
                args[2].span,
                "third argument of !foldl must be an identifier",
            ));
        };
        let ExprKind::Id(bn) = &args[3].kind else {
            return Err(self.err(
                args[3].span,
                "fourth argument of !foldl must be an identifier",
            ));
        };
        let a = self.cx.string(an);
        let b = self.cx.string(bn);
        for (var, side, at) in [(a, "left", 2), (b, "right", 3)] {
            if self.bound(cur, var) {
                return Err(self.err(
                    args[at].span,
                    format!(
                        "{side} !foldl variable '{}' already defined",
                        self.cx.as_string(var)
                    ),
                ));
            }
        }
        self.push_scope(ScopeKind::Local);
        let va = self.cx.var(a, st);
        let vb = self.cx.var(b, elt);
        let sc = self.scopes.last_mut().expect("scope pushed");
        sc.vars.insert(an.clone(), va);
        sc.vars.insert(bn.clone(), vb);
        self.bang_vars.extend([a, b]);
        let e = self.value(&args[4], cur, None, Mode::Value);
        self.bang_vars.truncate(self.bang_vars.len() - 2);
        self.pop_scope();
        let e = e?;
        if cut_at_close {
            return Err(self.cut_error());
        }
        let Some(et) = self.cx.type_of(e) else {
            return Err(self.err(args[4].span, "could not get type of !foldl expression"));
        };
        if et != st {
            return Err(self.err(
                args[4].span,
                format!(
                    "!foldl expression must be of same type as start ({}), but is of type {}",
                    self.cx.ty_str(st),
                    self.cx.ty_str(et)
                ),
            ));
        }
        let f = self.cx.get(InitData::Fold {
            start,
            list,
            a,
            b,
            expr: e,
            ty: st,
        });
        Ok(self.cx.fold_foldl(f, cur))
    }

    fn cond(
        &mut self,
        clauses: &[(Expr, Expr)],
        cur: Option<RecId>,
        item: Option<TyId>,
        span: Span,
    ) -> R<InitId> {
        let mut cs = Vec::new();
        let mut vs = Vec::new();
        for (c, v) in clauses {
            cs.push(self.value(c, cur, None, Mode::Value)?);
            vs.push(self.value(v, cur, item, Mode::Value)?);
        }
        let mut ty: Option<TyId> = None;
        for &v in &vs {
            if v == self.cx.unset {
                continue;
            }
            let vt = self.cx.type_of(v);
            ty = match (ty, vt) {
                (None, t) => t,
                (Some(t), Some(x)) => match self.cx.resolve_types(t, x) {
                    Some(r) => Some(r),
                    None => {
                        return Err(self.err(
                            self.token_after(span),
                            format!(
                                "inconsistent types '{}' and '{}' for !cond",
                                self.cx.ty_str(t),
                                self.cx.ty_str(x)
                            ),
                        ));
                    }
                },
                (Some(t), None) => Some(t),
            };
        }
        let Some(ty) = ty else {
            return Err(self.err(
                self.token_after(span),
                "could not determine type for !cond from its arguments",
            ));
        };
        // The first true condition's value must convert to the type; otherwise LLVM's fold
        // gives no value at all (and no diagnostic).
        for (i, &c) in cs.iter().enumerate() {
            match self.cx.as_int(c) {
                Some(0) => {}
                Some(_) => {
                    if self.cx.convert_to(vs[i], ty).is_none() {
                        self.null_value =
                            Some((span, "value does not convert to the type of its !cond"));
                        return Err(Diagnostic::bare(""));
                    }
                    break;
                }
                None => break,
            }
        }
        let c = self.cx.get(InitData::Cond {
            conds: Arc::from(cs),
            vals: Arc::from(vs),
            ty,
        });
        self.cx.in_parse_rec = cur.is_none() && !self.bang_vars.is_empty();
        let folded = self.cx.fold_cond(c, cur);
        self.cx.in_parse_rec = false;
        Ok(folded)
    }

    // ----- statements -----

    fn object(&mut self, s: &Stmt, mc: Option<usize>) -> R<()> {
        if stack::exhausted() {
            return Err(self.err(stmt_span(s), "statements nested too deeply"));
        }
        match s {
            Stmt::Cut => Err(self.cut_error()),
            Stmt::Assert(c, m) => {
                let cv = self.value(c, None, None, Mode::Value)?;
                let mv = self.value(m, None, None, Mode::Value)?;
                self.add_entry(Entry::Assert(c.span, cv, mv))
            }
            Stmt::Dump(sp, m) => {
                let mv = self.value(m, None, None, Mode::Value)?;
                self.add_entry(Entry::Dump(*sp, mv))
            }
            Stmt::Class {
                name,
                span,
                targs,
                body,
            } => {
                if mc.is_some() {
                    return Err(self.err(*span, "class is not allowed inside multiclass"));
                }
                if !self.loops.is_empty() {
                    return Err(self.err(*span, "class is not allowed inside foreach loop"));
                }
                self.class(name, *span, targs, body)
            }
            Stmt::Def {
                name,
                span,
                loc,
                body,
            } => self.def(name.as_ref(), *span, *loc, body),
            Stmt::Defm {
                name,
                span,
                parents,
            } => self.defm(name.as_ref(), *span, parents),
            Stmt::Defset {
                ty,
                name,
                span,
                body,
            } => {
                if mc.is_some() {
                    return Err(self.err(*span, "defset is not allowed inside multiclass"));
                }
                self.defset(ty, name, *span, body)
            }
            Stmt::Deftype(name, span, ty) => {
                if self.type_aliases.contains_key(name) || self.cx.classes.contains_key(name) {
                    return Err(
                        self.err(*span, format!("type of this name '{name}' already exists"))
                    );
                }
                let t = self.ty(ty)?;
                self.type_aliases.insert(name.clone(), t);
                Ok(())
            }
            Stmt::Defvar(name, span, v) => self.defvar(None, name, *span, v),
            Stmt::Foreach {
                var,
                kw,
                iter,
                body,
                ..
            } => self.foreach(var, *kw, iter, body, mc),
            Stmt::If {
                cond,
                span,
                then,
                els,
            } => self.if_stmt(cond, *span, then, els.as_deref(), mc),
            Stmt::Let(items, body) => {
                let mut recs = Vec::new();
                for it in items {
                    let mut bits = self.range_list(&it.bits)?;
                    bits.reverse();
                    let value = self.value(&it.value, None, None, Mode::Value)?;
                    let name = self.cx.string(&it.name);
                    recs.push(LetRecord {
                        name,
                        bits,
                        value,
                        loc: it.span,
                    });
                }
                self.let_stack.push(recs);
                self.push_scope(ScopeKind::Local);
                let mut res = Ok(());
                for s in body {
                    res = self.object(s, mc);
                    if res.is_err() {
                        break;
                    }
                }
                self.pop_scope();
                self.let_stack.pop();
                res
            }
            Stmt::MultiClass {
                name,
                span,
                targs,
                parents,
                body,
            } => {
                if !self.loops.is_empty() {
                    return Err(self.err(*span, "multiclass is not allowed inside foreach loop"));
                }
                self.multiclass(name, *span, targs, parents, body)
            }
        }
    }

    fn class(&mut self, name: &Arc<str>, span: Span, targs: &[Decl], body: &ObjectBody) -> R<()> {
        let r = if let Some(&r) = self.cx.classes.get(name) {
            let rec = self.cx.rec(r);
            if !rec.values.is_empty() || !rec.supers.is_empty() || !rec.targs.is_empty() {
                return Err(self.err(span, format!("Class '{name}' already defined")));
            }
            self.cx.rec_mut(r).locs = vec![span];
            r
        } else {
            let n = self.cx.string(name);
            let r = self.cx.make_record(n, span, RecKind::Class);
            self.cx.classes.insert(name.clone(), r);
            r
        };
        self.push_scope(ScopeKind::Record(r));
        for d in targs {
            let n = self.declaration(Some(r), d, true)?;
            if self.cx.rec(r).targs.contains(&n) {
                return Err(self.err(
                    d.name_span,
                    "template argument with the same name has already been defined",
                ));
            }
            self.cx.rec_mut(r).targs.push(n);
        }
        self.object_body(r, body)?;
        self.warn_unused_args(r);
        self.pop_scope();
        Ok(())
    }

    /// Warns about template arguments the body never referred to, as LLVM does.
    fn warn_unused_args(&mut self, r: RecId) {
        let targs = self.cx.rec(r).targs.clone();
        for a in targs {
            if !self.used_args.contains(&a)
                && let Some(loc) = self.cx.rec(r).value(a).map(|v| v.loc)
            {
                let msg = format!("unused template argument: {}", self.cx.unquoted(a));
                self.cx.messages.push((true, loc, msg));
            }
        }
    }

    fn declaration(&mut self, cur: Option<RecId>, d: &Decl, targ: bool) -> R<InitId> {
        let ty = self.ty(&d.ty)?;
        if d.cut {
            return Err(self.cut_error());
        }
        if !targ
            && self
                .scopes
                .last()
                .is_some_and(|s| s.vars.contains_key(&d.name))
        {
            return Err(self.err(d.name_span, "local variable of this name already exists"));
        }
        let mut name = self.cx.string(&d.name);
        if !targ {
            let kind = if d.is_field {
                FieldKind::NonconcreteOk
            } else {
                FieldKind::Normal
            };
            let rv = self.new_val(name, ty, kind, d.name_span);
            self.add_value(cur, d.name_span, rv)?;
        } else {
            let (rec, scoper) = match cur {
                Some(r) => (r, ":"),
                None => (self.target(None), "::"),
            };
            name = self.qualify(rec, &d.name, scoper);
            let rv = self.new_val(name, ty, FieldKind::TemplateArg, d.name_span);
            self.add_value(cur, d.name_span, rv)?;
        }
        if let Some(v) = &d.value {
            let val = match self.value(v, cur, Some(ty), Mode::Value) {
                Ok(val) => val,
                Err(e) => return self.null_declaration(e, targ.then_some(cur), name, v.span),
            };
            self.set_value(cur, v.span, name, &[], val, false)?;
        }
        Ok(name)
    }

    /// A declaration whose value came out null: like LLVM, the field keeps no value when the
    /// null value is followed by what ends the declaration (`;`, or `,`/`>` after a template
    /// argument); anything else there is a parse error. `targ` is `Some` for a template
    /// argument, with the class (`None` for a multiclass's).
    fn null_declaration(
        &mut self,
        e: Diagnostic,
        targ: Option<Option<RecId>>,
        name: InitId,
        value: Span,
    ) -> R<InitId> {
        let Some((span, _)) = self.null_value.filter(|_| e.message.is_empty()) else {
            return Err(e);
        };
        let class = matches!(targ, Some(Some(_)));
        let targ = targ.is_some();
        let there = self.after(span);
        let next = self.sm.file(span.file).text[there.start as usize..]
            .chars()
            .next();
        let ends = if targ {
            // After a `,` LLVM parses the next argument's declaration: only a null value
            // that is the whole default leaves one there.
            next == Some('>') || (next == Some(',') && span.end == value.end)
        } else {
            next == Some(';')
        };
        if ends {
            self.null_value = None;
            if targ && next == Some('>') && span.end != value.end {
                // A null inside the default: LLVM takes the `>` after it for the end of the
                // template arguments and wants what follows them there.
                let at = self.after(Span {
                    start: there.start + 1,
                    end: there.start + 1,
                    ..there
                });
                let c = self.sm.file(at.file).text[at.start as usize..]
                    .chars()
                    .next();
                if class && !matches!(c, Some('{' | ';' | ':')) {
                    let msg = "Expected '{' to start body or ';' for declaration only";
                    return Err(self.err(at, msg));
                }
                if !class && !matches!(c, Some('{' | ':')) {
                    return Err(self.err(at, "expected '{' in multiclass definition"));
                }
            }
            return Ok(name);
        }
        self.null_value = None;
        if targ && next == Some(',') {
            // LLVM goes on to parse the next argument's type there.
            let at = self.after(Span {
                start: there.start + 1,
                end: there.start + 1,
                ..there
            });
            return Err(self.next_arg_type_error(at));
        }
        Err(self.err(
            there,
            if targ {
                "expected '>' at end of template argument list"
            } else {
                "expected ';' after declaration"
            },
        ))
    }

    fn subclass_ref(
        &mut self,
        cur: Option<RecId>,
        sref: &SubClassRef,
        is_defm: bool,
    ) -> R<(RecId, Vec<InitId>)> {
        let rec = if is_defm {
            match self.mc_names.get(&sref.name) {
                Some(&m) => self.multiclasses[m].rec,
                None => {
                    return Err(self.err(
                        sref.span,
                        format!("Couldn't find multiclass '{}'", sref.name),
                    ));
                }
            }
        } else {
            match self.cx.classes.get(&sref.name) {
                Some(&c) => c,
                None => return Err(self.class_not_found(&sref.name, sref.span)),
            }
        };
        let args = match &sref.args {
            None => Vec::new(),
            Some(a) => {
                let spans = arg_spans(a);
                let v = self.template_args(a, cur, rec, is_defm, sref.span)?;
                self.check_template_args(v, &spans, rec, sref.span)?
            }
        };
        Ok((rec, args))
    }

    fn add_subclass(&mut self, cur: RecId, sc: RecId, args: &[InitId], span: Span) -> R<()> {
        let mut mr = MapResolver::new(Some(cur));
        let n = self.cx.rec(sc).values.len();
        self.cx.rec_mut(cur).values.reserve(n);
        for i in 0..n {
            // Adding field i changes only field i's entry, so reading by index sees the
            // superclass's fields as they were.
            let f = self.cx.rec(sc).values[i].clone();
            if f.kind != FieldKind::TemplateArg {
                self.add_value(Some(cur), span, f)?;
            }
        }
        let mut pairs = Vec::new();
        self.resolve_arguments(sc, args, span, &mut |n, v| pairs.push((n, v)))?;
        for (n, v) in pairs {
            mr.set(n, v);
        }
        let asserts = self.cx.rec(sc).asserts.clone();
        self.cx.rec_mut(cur).asserts.extend(asserts);
        let name = if self.cx.rec(cur).kind == RecKind::Class {
            let q = self.qualify(cur, "NAME", ":");
            let st = self.cx.string_ty;
            self.cx.var(q, st)
        } else {
            self.cx.rec(cur).name
        };
        let scn = self.qualify(sc, "NAME", ":");
        mr.set(scn, name);
        self.cx.resolve_record(cur, &mut mr);
        self.check_fatal(span)?;
        let supers = self.cx.rec(sc).supers.clone();
        for (s, loc) in supers {
            if self.cx.is_subclass_of(cur, s) {
                return Err(self.err(
                    span,
                    format!("Already subclass of '{}'!\n", self.cx.name_of(s)),
                ));
            }
            self.cx.rec_mut(cur).supers.push((s, loc));
        }
        if self.cx.is_subclass_of(cur, sc) {
            return Err(self.err(
                span,
                format!("Already subclass of '{}'!\n", self.cx.name_of(sc)),
            ));
        }
        self.cx.rec_mut(cur).supers.push((sc, span));
        Ok(())
    }

    fn apply_let_stack(&mut self, r: RecId) -> R<()> {
        let stack: Vec<LetRecord> = self.let_stack.iter().flatten().cloned().collect();
        for lr in stack {
            self.set_value(Some(r), lr.loc, lr.name, &lr.bits, lr.value, false)?;
        }
        Ok(())
    }

    fn object_body(&mut self, r: RecId, body: &ObjectBody) -> R<()> {
        self.push_scope(ScopeKind::Record(r));
        for p in &body.parents {
            let (sc, args) = self.subclass_ref(Some(r), p, false)?;
            self.add_subclass(r, sc, &args, p.span)?;
        }
        if body.parents_cut {
            return Err(self.cut_error());
        }
        self.apply_let_stack(r)?;
        for item in &body.items {
            self.body_item(r, item)?;
        }
        self.pop_scope();
        Ok(())
    }

    fn body_item(&mut self, r: RecId, item: &BodyItem) -> R<()> {
        match item {
            BodyItem::Decl(d) => {
                self.declaration(Some(r), d, false)?;
            }
            BodyItem::Let(name, span, bits, v) => {
                let mut bl = self.range_list(bits)?;
                bl.reverse();
                let n = self.cx.string(name);
                let Some(field) = self.cx.rec(r).value(n) else {
                    return Err(self.err(*span, format!("Value '{name}' unknown!")));
                };
                let mut ty = field.ty;
                if !bl.is_empty() && matches!(self.cx.ty_data(ty), TyData::Bits(_)) {
                    ty = self.cx.bits_ty(bl.len() as u32);
                }
                let val = self.value(v, Some(r), Some(ty), Mode::Value)?;
                self.set_value(Some(r), *span, n, &bl, val, false)?;
            }
            BodyItem::Defvar(name, span, v) => self.defvar(Some(r), name, *span, v)?,
            BodyItem::Assert(c, m) => {
                let cv = self.value(c, Some(r), None, Mode::Value)?;
                let mv = self.value(m, Some(r), None, Mode::Value)?;
                self.cx.rec_mut(r).asserts.push((c.span, cv, mv));
            }
            BodyItem::Dump(sp, m) => {
                let mv = self.value(m, Some(r), None, Mode::Value)?;
                self.cx.rec_mut(r).dumps.push((*sp, mv));
            }
            BodyItem::Cut => return Err(self.cut_error()),
        }
        Ok(())
    }

    fn defvar(&mut self, cur: Option<RecId>, name: &Arc<str>, span: Span, v: &Expr) -> R<()> {
        if self
            .scopes
            .last()
            .is_some_and(|s| s.vars.contains_key(name))
        {
            return Err(self.err(span, "local variable of this name already exists"));
        }
        if let Some(r) = cur {
            let n = self.cx.string(name);
            if let Some(f) = self.cx.rec(r).value(n)
                && f.kind != FieldKind::TemplateArg
            {
                return Err(self.err(span, "field of this name already exists"));
            }
        }
        let outermost = self.scopes.len() == 1;
        if outermost && self.cx.get_global(name).is_some() {
            return Err(self.err(span, "def or global variable of this name already exists"));
        }
        let val = self.value(v, cur, None, Mode::Value)?;
        if outermost {
            self.cx.extra_globals.insert(name.clone(), val);
        } else {
            self.scopes
                .last_mut()
                .expect("a scope is always open")
                .vars
                .insert(name.clone(), val);
        }
        Ok(())
    }

    fn object_name(&mut self, name: Option<&Expr>) -> R<Option<InitId>> {
        let Some(e) = name else { return Ok(None) };
        let cur = self.mc_rec();
        let st = self.cx.string_ty;
        let mut n = self.value(e, cur, Some(st), Mode::Name)?;
        if let Some(mr) = cur {
            let ns = self.qualify(mr, "NAME", "::");
            let mut hr = HasReferenceResolver::new(ns);
            self.cx.resolve(n, &mut hr);
            if !hr.found {
                let v = self.cx.var(ns, st);
                n = self.str_concat(v, n);
            }
        }
        Ok(Some(n))
    }

    fn def(&mut self, name: Option<&Expr>, span: Span, loc: Span, body: &ObjectBody) -> R<()> {
        let n = self.object_name(name)?;
        let r = match n {
            None => {
                let an = self.cx.new_anon_name();
                self.cx.make_record(an, span, RecKind::AnonDef)
            }
            Some(n) => {
                // LLVM's Record constructor checks the name's type before the body is read.
                if let Some(t) = self.cx.type_of(n)
                    && t != self.cx.string_ty
                {
                    let msg = format!("Record name '{}' is not a string!", self.cx.as_string(n));
                    return Err(self.err(loc, msg));
                }
                self.cx.make_record(n, loc, RecKind::Def)
            }
        };
        self.object_body(r, body)?;
        self.add_entry(Entry::Rec(r))
    }

    fn add_entry(&mut self, e: Entry) -> R<()> {
        if let Some(l) = self.loops.last_mut() {
            l.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(l) = e {
            let mut substs = Vec::new();
            let fin = self.cur_mc.is_none();
            if let Some(m) = self.cur_mc {
                let mut dest = Vec::new();
                self.resolve_loop(&l, &mut substs, fin, Some(&mut dest), None)?;
                self.multiclasses[m].entries.extend(dest);
                return Ok(());
            }
            return self.resolve_loop(&l, &mut substs, fin, None, None);
        }
        if let Some(m) = self.cur_mc {
            self.multiclasses[m].entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(loc, c, m) => {
                self.cx.check_assert(loc, c, m);
                Ok(())
            }
            Entry::Dump(loc, m) => {
                self.cx.dump_message(loc, m);
                Ok(())
            }
            Entry::Rec(r) => self.add_def_one(r),
            Entry::Loop(_) => unreachable!("loops handled above"),
        }
    }

    /// A resolver for the loop variables bound so far; an inner variable hides an outer one
    /// of the same name.
    fn substs_resolver(substs: &[(InitId, InitId)], cur: Option<RecId>) -> MapResolver {
        let mut mr = MapResolver::new(cur);
        if substs.len() <= 8 {
            for &(k, v) in substs {
                mr.set(k, v);
            }
            return mr;
        }
        // Deeply nested loops: keep the innermost binding of each name without a quadratic
        // search.
        let mut seen: std::collections::HashSet<InitId, std::hash::BuildHasherDefault<FxHasher>> =
            Default::default();
        for &(k, v) in substs.iter().rev() {
            if seen.insert(k) {
                mr.set_new(k, v);
            }
        }
        mr
    }

    fn resolve_loop(
        &mut self,
        l: &ForeachLoop,
        substs: &mut Vec<(InitId, InitId)>,
        fin: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Span>,
    ) -> R<()> {
        if stack::exhausted() {
            return Err(self.err(l.loc, "statements nested too deeply"));
        }
        let mut mr = Self::substs_resolver(substs, None);
        let mut list = self.cx.resolve(l.list, &mut mr);
        self.check_fatal(l.loc)?;
        if fin
            && let InitData::TernOp {
                op: TernOp::If,
                l: old_lhs,
                m,
                r,
                ty,
            } = *self.cx.data(list)
        {
            mr.set_final(true);
            let lhs = self.cx.resolve(old_lhs, &mut mr);
            if lhs == old_lhs {
                return Err(self.err(
                    l.loc,
                    format!(
                        "unable to resolve if condition '{}' at end of containing scope",
                        self.cx.as_string(lhs)
                    ),
                ));
            }
            let t = self.cx.get(InitData::TernOp {
                op: TernOp::If,
                l: lhs,
                m,
                r,
                ty,
            });
            list = self.cx.fold_ternop(t, None);
            self.check_fatal(l.loc)?;
        }
        // Nested loops recurse: free this level's copy of the substitutions first.
        drop(mr);
        let InitData::List { elems, .. } = self.cx.data(list).clone() else {
            if !fin && let Some(d) = dest {
                let mut inner = Vec::new();
                self.resolve_entries(&l.entries, substs, fin, Some(&mut inner), loc)?;
                d.push(Entry::Loop(Box::new(ForeachLoop {
                    loc: l.loc,
                    iter_var: l.iter_var,
                    list,
                    entries: inner,
                })));
                return Ok(());
            }
            return Err(self.err(
                l.loc,
                format!(
                    "attempting to loop over '{}', expected a list",
                    self.cx.as_string(list)
                ),
            ));
        };
        for &elt in elems.iter() {
            let iv = l.iter_var.map(|v| match *self.cx.data(v) {
                InitData::Var { name, .. } => name,
                _ => v,
            });
            if let Some(n) = iv {
                substs.push((n, elt));
            }
            let res = self.resolve_entries(&l.entries, substs, fin, dest.as_deref_mut(), None);
            if iv.is_some() {
                substs.pop();
            }
            res?;
        }
        Ok(())
    }

    fn resolve_entries(
        &mut self,
        entries: &[Entry],
        substs: &mut Vec<(InitId, InitId)>,
        fin: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Span>,
    ) -> R<()> {
        for e in entries {
            match e {
                Entry::Loop(l) => self.resolve_loop(l, substs, fin, dest.as_deref_mut(), None)?,
                Entry::Assert(aloc, c, m) => {
                    let mut mr = Self::substs_resolver(substs, None);
                    let c = self.cx.resolve(*c, &mut mr);
                    let m = self.cx.resolve(*m, &mut mr);
                    self.check_fatal(*aloc)?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assert(*aloc, c, m)),
                        None => self.cx.check_assert(*aloc, c, m),
                    }
                }
                Entry::Dump(dloc, m) => {
                    let mut mr = Self::substs_resolver(substs, None);
                    let m = self.cx.resolve(*m, &mut mr);
                    self.check_fatal(*dloc)?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Dump(*dloc, m)),
                        None => self.cx.dump_message(*dloc, m),
                    }
                }
                Entry::Rec(r) => {
                    let nr = self.cx.copy_record(*r);
                    if let Some(l) = loc {
                        self.cx.rec_mut(nr).locs.push(l);
                    }
                    let mut mr = Self::substs_resolver(substs, Some(nr));
                    self.cx.resolve_record(nr, &mut mr);
                    let sp = self.rec_loc(nr);
                    self.check_fatal(sp)?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(nr)),
                        None => self.add_def_one(nr)?,
                    }
                }
            }
        }
        Ok(())
    }

    fn check_concrete(&mut self, r: RecId) {
        let rec = self.cx.rec(r);
        let mut bad = Vec::new();
        for v in &rec.values {
            // LLVM skips a field without a value.
            if v.kind == FieldKind::NonconcreteOk || v.value == self.cx.null {
                continue;
            }
            let ok = if let InitData::Bits(bits) = self.cx.data(v.value) {
                bits.iter().all(|&b| match self.cx.data(b) {
                    InitData::VarBit { var, .. } => match self.cx.data(*var) {
                        InitData::Var { name, .. } => {
                            rec.value(*name).is_some() || self.cx.is_concrete(b)
                        }
                        _ => self.cx.is_concrete(b),
                    },
                    InitData::Var { .. } => true,
                    _ => self.cx.is_concrete(b),
                })
            } else {
                self.cx.is_concrete(v.value)
            };
            if !ok {
                bad.push((v.name, v.value));
            }
        }
        let loc = self.rec_loc(r);
        for (n, v) in bad {
            let msg = format!(
                "Initializer of '{}' in '{}' could not be fully resolved: {}",
                self.cx.unquoted(n),
                self.cx.name_of(r),
                self.cx.as_string(v)
            );
            self.cx.errors.push((Some(loc), msg));
        }
    }

    fn add_def_one(&mut self, r: RecId) -> R<()> {
        let name = self.cx.name_of(r);
        let mut new_name = None;
        if let Some(&prev) = self.cx.defs.get(name.as_str()) {
            if self.cx.rec(r).kind != RecKind::AnonDef {
                let note = self
                    .sm
                    .note(self.rec_loc(prev), "location of previous definition");
                return Err(self
                    .err(self.rec_loc(r), format!("def already exists: {name}"))
                    .with_note(note));
            }
            new_name = Some(self.cx.new_anon_name());
        }
        self.cx.resolve_record_final(r, new_name);
        let loc = self.rec_loc(r);
        self.check_fatal(loc)?;
        self.check_concrete(r);
        let nm = self.cx.rec(r).name;
        if !matches!(self.cx.data(nm), InitData::Str { .. }) {
            return Err(self.err(
                loc,
                format!(
                    "record name '{}' could not be fully resolved",
                    self.cx.as_string(nm)
                ),
            ));
        }
        self.cx.check_record_assertions(r);
        self.check_fatal(loc)?;
        if !self.defsets.is_empty() {
            let di = self.cx.def_init(r);
            let dt = self.cx.ty_of(di).unwrap_or(self.cx.any_rec_ty);
            for i in 0..self.defsets.len() {
                let elt = self.defsets[i].elt;
                if !self.cx.ty_is_a(dt, elt) {
                    let note = self
                        .sm
                        .note(self.defsets[i].loc, "location of defset declaration");
                    return Err(self
                        .err(
                            loc,
                            format!(
                                "adding record of incompatible type '{}' to defset",
                                self.cx.ty_str(dt)
                            ),
                        )
                        .with_note(note));
                }
                self.defsets[i].elements.push(di);
            }
        }
        if self.cx.defs.len() >= MAX_DEFS {
            return Err(self.err(loc, "too many records"));
        }
        let key = self.cx.name_rc(r);
        self.cx.defs.insert(key, r);
        Ok(())
    }

    fn defm(&mut self, name: Option<&Expr>, span: Span, parents: &[SubClassRef]) -> R<()> {
        let mut defm_name = match self.object_name(name)? {
            Some(n) => n,
            None => {
                let mut n = self.cx.new_anon_name();
                if let Some(mr) = self.mc_rec() {
                    let q = self.qualify(mr, "NAME", "::");
                    let st = self.cx.string_ty;
                    let v = self.cx.var(q, st);
                    n = self.str_concat(v, n);
                }
                n
            }
        };
        let _ = &mut defm_name;
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut i = 0;
        let mut inherit_from_class = false;
        while i < parents.len() {
            let p = &parents[i];
            let (mrec, args) = self.subclass_ref(None, p, true)?;
            let m = self.mc_names[&p.name];
            let mut substs = Vec::new();
            self.multiclass_args(&mut substs, mrec, &args, defm_name, p.span)?;
            let entries = self.multiclasses[m].entries.clone();
            let fin = self.cur_mc.is_none() && self.loops.is_empty();
            self.resolve_entries(
                &entries,
                &mut substs,
                fin,
                Some(&mut new_entries),
                Some(p.span),
            )?;
            i += 1;
            if i < parents.len() && self.cx.classes.contains_key(&parents[i].name) {
                inherit_from_class = true;
                break;
            }
        }
        if inherit_from_class {
            for p in &parents[i..] {
                let (sc, args) = self.subclass_ref(None, p, false)?;
                for e in new_entries.iter() {
                    self.add_subclass_entry(e, sc, &args, p.span)?;
                }
            }
        }
        let _ = span;
        for e in new_entries {
            self.apply_let_stack_entry(&e)?;
            self.add_entry(e)?;
        }
        Ok(())
    }

    fn add_subclass_entry(&mut self, e: &Entry, sc: RecId, args: &[InitId], span: Span) -> R<()> {
        match e {
            Entry::Rec(r) => self.add_subclass(*r, sc, args, span),
            Entry::Loop(l) => {
                for x in &l.entries {
                    self.add_subclass_entry(x, sc, args, span)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn apply_let_stack_entry(&mut self, e: &Entry) -> R<()> {
        match e {
            Entry::Rec(r) => self.apply_let_stack(*r),
            Entry::Loop(l) => {
                for x in &l.entries {
                    self.apply_let_stack_entry(x)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn multiclass_args(
        &mut self,
        substs: &mut Vec<(InitId, InitId)>,
        mrec: RecId,
        args: &[InitId],
        defm_name: InitId,
        span: Span,
    ) -> R<()> {
        let q = self.qualify(mrec, "NAME", "::");
        substs.push((q, defm_name));
        let mut pairs = Vec::new();
        self.resolve_arguments(mrec, args, span, &mut |n, v| pairs.push((n, v)))?;
        substs.extend(pairs);
        Ok(())
    }

    fn multiclass(
        &mut self,
        name: &Arc<str>,
        span: Span,
        targs: &[Decl],
        parents: &[SubClassRef],
        body: &[Stmt],
    ) -> R<()> {
        if self.mc_names.contains_key(name) {
            return Err(self.err(span, format!("multiclass '{name}' already defined")));
        }
        let n = self.cx.string(name);
        let rec = self.cx.make_record(n, span, RecKind::MultiClass);
        let idx = self.multiclasses.len();
        self.multiclasses.push(MultiClass {
            rec,
            entries: Vec::new(),
        });
        self.mc_names.insert(name.clone(), idx);
        self.cur_mc = Some(idx);
        self.push_scope(ScopeKind::MultiClass(idx));
        let res = self.multiclass_inner(idx, rec, targs, parents, body);
        self.pop_scope();
        self.cur_mc = None;
        res
    }

    fn multiclass_inner(
        &mut self,
        idx: usize,
        rec: RecId,
        targs: &[Decl],
        parents: &[SubClassRef],
        body: &[Stmt],
    ) -> R<()> {
        for d in targs {
            let n = self.declaration(None, d, true)?;
            if self.cx.rec(rec).targs.contains(&n) {
                return Err(self.err(
                    d.name_span,
                    "template argument with the same name has already been defined",
                ));
            }
            self.cx.rec_mut(rec).targs.push(n);
        }
        for p in parents {
            let Some(&sm) = self.mc_names.get(&p.name) else {
                return Err(self.err(p.span, format!("Couldn't find multiclass '{}'", p.name)));
            };
            let smrec = self.multiclasses[sm].rec;
            let args = match &p.args {
                None => Vec::new(),
                Some(a) => self.template_args(a, Some(rec), smrec, true, p.span)?,
            };
            let mut substs = Vec::new();
            let q = self.qualify(rec, "NAME", "::");
            let st = self.cx.string_ty;
            let nv = self.cx.var(q, st);
            self.multiclass_args(&mut substs, smrec, &args, nv, p.span)?;
            let entries = self.multiclasses[sm].entries.clone();
            let mut new = Vec::new();
            self.resolve_entries(&entries, &mut substs, false, Some(&mut new), None)?;
            self.multiclasses[idx].entries.extend(new);
        }
        for s in body {
            self.object(s, Some(idx))?;
        }
        self.warn_unused_args(rec);
        Ok(())
    }

    fn defset(&mut self, ty: &Type, name: &Arc<str>, span: Span, body: &[Stmt]) -> R<()> {
        let t = self.ty(ty)?;
        let TyData::List(elt) = *self.cx.ty_data(t) else {
            return Err(self.err(span, "expected list type"));
        };
        if self.cx.get_global(name).is_some() {
            return Err(self.err(span, "def or global variable of this name already exists"));
        }
        self.defsets.push(Defset {
            elt,
            loc: span,
            elements: Vec::new(),
        });
        let mut res = Ok(());
        for s in body {
            res = self.object(s, None);
            if res.is_err() {
                break;
            }
        }
        let ds = self.defsets.pop().expect("pushed above");
        res?;
        let l = self.cx.list(ds.elements, elt);
        self.cx.extra_globals.insert(name.clone(), l);
        Ok(())
    }

    fn foreach(
        &mut self,
        var: &Arc<str>,
        kw: Span,
        iter: &ForeachIter,
        body: &[Stmt],
        mc: Option<usize>,
    ) -> R<()> {
        let int_ty = self.cx.int_ty;
        let (list, ity) = match iter {
            ForeachIter::Ranges(r) => {
                let v = self.range_list(r)?;
                let ids: Vec<InitId> = v.into_iter().map(|x| self.cx.int(x as i64)).collect();
                (self.cx.list(ids, int_ty), int_ty)
            }
            ForeachIter::Value(piece) => {
                let v = match self.value(&piece.start, None, None, Mode::Value) {
                    Ok(v) => v,
                    // A value that came out null: LLVM's parser unwinds to the loop, which has
                    // no declaration and says so at the token after the null value.
                    Err(e) if e.message.is_empty() && self.null_value.is_some() => {
                        let (null, _) = self.null_value.take().expect("checked above");
                        let at = self.after(null);
                        return Err(self.err(at, "expected declaration in for"));
                    }
                    Err(e) => return Err(e),
                };
                let t = self.cx.type_of(v);
                match t.map(|t| self.cx.ty_data(t).clone()) {
                    Some(TyData::List(e)) if piece.end.is_none() => (v, e),
                    Some(_) => {
                        let mut out = Vec::new();
                        self.range_piece(Some(v), piece, &mut out)?;
                        let ids: Vec<InitId> =
                            out.into_iter().map(|x| self.cx.int(x as i64)).collect();
                        (self.cx.list(ids, int_ty), int_ty)
                    }
                    None => {
                        return Err(self.err(
                            piece.start.span,
                            format!("expected a list, got '{}'", self.cx.as_string(v)),
                        ));
                    }
                }
            }
        };
        let vn = self.cx.string(var);
        let iv = self.cx.var(vn, ity);
        // LLVM's loop is located at its keyword.
        self.loops.push(ForeachLoop {
            loc: kw,
            iter_var: Some(iv),
            list,
            entries: Vec::new(),
        });
        self.push_scope(ScopeKind::Loop(Some(iv)));
        let mut res = Ok(());
        for s in body {
            res = self.object(s, mc);
            if res.is_err() {
                break;
            }
        }
        self.pop_scope();
        let l = self.loops.pop().expect("pushed above");
        res?;
        self.add_entry(Entry::Loop(Box::new(l)))
    }

    fn if_stmt(
        &mut self,
        cond: &Expr,
        span: Span,
        then: &[Stmt],
        els: Option<&[Stmt]>,
        mc: Option<usize>,
    ) -> R<()> {
        let c = self.value(cond, None, None, Mode::Value)?;
        let bt = self.cx.bit_ty;
        let empty = self.cx.list(Vec::new(), bt);
        let t = self.cx.true_;
        let single = self.cx.list(vec![t], bt);
        let blt = self.cx.list_ty(bt);
        let branches: [(Option<&[Stmt]>, InitId, InitId); 2] =
            [(Some(then), single, empty), (els, empty, single)];
        for (body, m, r) in branches {
            let Some(body) = body else { continue };
            let tern = self.cx.get(InitData::TernOp {
                op: TernOp::If,
                l: c,
                m,
                r,
                ty: blt,
            });
            let list = self.cx.fold_ternop(tern, None);
            self.loops.push(ForeachLoop {
                loc: span,
                iter_var: None,
                list,
                entries: Vec::new(),
            });
            self.push_scope(ScopeKind::Local);
            let mut res = Ok(());
            for s in body {
                res = self.object(s, mc);
                if res.is_err() {
                    break;
                }
            }
            self.pop_scope();
            let l = self.loops.pop().expect("pushed above");
            res?;
            self.add_entry(Entry::Loop(Box::new(l)))?;
        }
        Ok(())
    }
}

/// The offset of the first token at or after `at`: white space and comments skipped.
fn next_token(text: &str, mut at: usize) -> usize {
    let b = text.as_bytes();
    loop {
        while at < b.len() && b[at].is_ascii_whitespace() {
            at += 1;
        }
        if b[at..].starts_with(b"//") {
            while at < b.len() && b[at] != b'\n' {
                at += 1;
            }
        } else if b[at..].starts_with(b"/*") {
            match text[at + 2..].find("*/") {
                Some(e) => at += e + 4,
                None => return b.len(),
            }
        } else {
            return at;
        }
    }
}
