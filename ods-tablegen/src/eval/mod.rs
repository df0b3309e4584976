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

mod bang;
mod expand;
mod objects;
mod values;
