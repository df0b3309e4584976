//! Recursive-descent parser from tokens to the syntax tree in [`crate::ast`].

use crate::ast::*;
use crate::diag::{Diagnostic, Span};
use crate::lexer::{Lexer, Tok, Token};
use crate::stack;
use std::sync::Arc;

/// Parses a file (and everything it includes) into statements, pulling tokens from the
/// lexer as it goes so no token buffer is ever built.
///
/// Values and statement bodies nest as deep as the stack allows (see [`crate::stack`]):
/// each level checks the stack budget, and a level past it is a located "nested too
/// deeply" error, never a stack overflow. Called outside [`crate::stack::run`], the parser
/// allows itself [`crate::stack::FALLBACK_BUDGET`] of the caller's stack.
///
/// On an error, the top-level statements parsed before it are returned with it: LLVM's
/// TableGen evaluates each statement as soon as it is parsed, so an evaluation error in an
/// earlier statement is reported before a later parse error, and the caller evaluates
/// [`Parsed::stmts`] before it reports [`Parsed::error`].
pub fn parse(lexer: Lexer<'_>) -> Parsed {
    parse_until(lexer, None, false)
}

/// Parses again the input on which [`parse`] failed, up to the token where it failed
/// ([`Parsed::failed_at`]): there the statement being parsed, and every construct open in
/// it, ends with a cut ([`ExprKind::Cut`], [`BodyItem::Cut`], [`Stmt::Cut`]) standing for
/// the error. LLVM evaluates what it parses as it goes, so evaluating these statements up
/// to the cut reports the errors LLVM finds before the parse error, and the cut reports the
/// parse error itself.
///
/// Returns `None` when the statement cannot be cut there (the parse fails before it).
///
/// A lexer error (`lexical`) comes before what LLVM checks once it has consumed the token
/// before it: LLVM reads a token as it consumes the previous one, and looks a name up after
/// that, so a name right before the cut is not looked up.
pub fn parse_cut(lexer: Lexer<'_>, at: u64, lexical: bool) -> Option<Vec<Stmt>> {
    let parsed = parse_until(lexer, Some(at), lexical);
    match parsed.error {
        None => Some(parsed.stmts),
        Some(_) => None,
    }
}

fn parse_until(lexer: Lexer<'_>, cut: Option<u64>, lex_cut: bool) -> Parsed {
    let _budget = stack::Budget::enter();
    let mut p = Parser {
        lx: lexer,
        cur: Token {
            tok: Tok::Eof,
            span: Span::default(),
        },
        next: None,
        prev_end: 0,
        lex_err: None,
        fetched: 0,
        index: 0,
        cut,
        lex_err_at: 0,
        cut_placed: false,
        lex_cut,
        decl_type: false,
    };
    p.cur = p.fetch();
    let mut stmts = Vec::new();
    let mut error = None;
    while p.is_object_start() {
        match p.object() {
            Ok(stmt) => stmts.push(stmt),
            Err(e) => {
                error = Some(*e);
                break;
            }
        }
    }
    if p.at_cut() {
        stmts.push(Stmt::Cut);
    } else if error.is_none() && p.tok() != &Tok::Eof {
        error = Some(*p.err("Unexpected token at top level"));
    }
    let mut failed_at = p.index;
    let mut lexical = false;
    // A lexer error is reported in place of whatever parse error it caused.
    if let Some(e) = p.lex_err.take() {
        error = Some(e);
        failed_at = p.lex_err_at;
        lexical = true;
    }
    Parsed {
        stmts,
        error,
        failed_at,
        lexical,
    }
}

/// What [`parse`] read: the complete top-level statements, and the error that stopped it.
pub struct Parsed {
    /// The top-level statements before the error (all of them without one).
    pub stmts: Vec<Stmt>,
    /// The first lexical or syntax error, if any.
    pub error: Option<Diagnostic>,
    /// With an error, the index of the token where parsing stopped (for [`parse_cut`]).
    pub failed_at: u64,
    /// Whether the error is the lexer's.
    pub lexical: bool,
}

impl Parsed {
    /// The statements, or the error when there was one.
    pub fn into_result(self) -> Result<Vec<Stmt>, Diagnostic> {
        match self.error {
            Some(e) => Err(e),
            None => Ok(self.stmts),
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Value,
    Name,
}

struct Parser<'l> {
    lx: Lexer<'l>,
    cur: Token,
    next: Option<Token>,
    prev_end: u32,
    /// The first lexer error; reported in place of whatever parse error it causes.
    lex_err: Option<Diagnostic>,
    /// How many tokens were pulled from the lexer.
    fetched: u64,
    /// The index of the current token.
    index: u64,
    /// The index of the token where parsing is cut (see [`parse_cut`]).
    cut: Option<u64>,
    /// The index of the token the lexer failed on.
    lex_err_at: u64,
    /// Whether a value standing for the cut was made.
    cut_placed: bool,
    /// Whether the cut stands for a lexer error (see [`parse_cut`]).
    lex_cut: bool,
    /// Whether the type being parsed is a declaration's or an operator's (a cut in it
    /// leaves a placeholder).
    decl_type: bool,
}

/// Parse results box their error, so values travel in a small `Result`.
type PResult<T> = Result<T, Box<Diagnostic>>;

impl Parser<'_> {
    /// Pulls a token; a lexer error is remembered and reads as end of input.
    fn fetch(&mut self) -> Token {
        // The token at the cut is read (a name before it may look at it) unless the lexer
        // fails on it.
        let last = self.cut.map(|c| if self.lex_cut { c } else { c + 1 });
        if self.lex_err.is_some() || last.is_some_and(|c| self.fetched >= c) {
            return Token {
                tok: Tok::Eof,
                span: self.cur.span,
            };
        }
        self.fetched += 1;
        match self.lx.next() {
            Ok(t) => t,
            Err(d) => {
                self.lex_err = Some(*d);
                self.lex_err_at = self.fetched - 1;
                Token {
                    tok: Tok::Eof,
                    span: self.cur.span,
                }
            }
        }
    }

    fn tok(&self) -> &Tok {
        if self.at_cut() {
            return &Tok::Eof;
        }
        &self.cur.tok
    }

    /// Whether parsing is cut at the current token.
    fn at_cut(&self) -> bool {
        self.cut == Some(self.index)
    }

    /// The value standing for the cut.
    fn cut_expr(&mut self) -> Expr {
        self.cut_placed = true;
        Expr {
            kind: ExprKind::Cut,
            span: self.span(),
        }
    }

    /// Whether the construct being parsed ends at the cut with no cut in it yet.
    fn cut_pending(&self) -> bool {
        self.at_cut() && !self.cut_placed
    }

    /// Ends a list of values at the cut.
    fn cut_list(&mut self, v: &mut Vec<Expr>) {
        if self.cut_pending() {
            let c = self.cut_expr();
            v.push(c);
        }
    }

    /// The token after the current one.
    fn peek_next(&mut self) -> &Tok {
        if self.next.is_none() {
            let t = self.fetch();
            self.next = Some(t);
        }
        &self.next.as_ref().expect("filled above").tok
    }

    fn span(&self) -> Span {
        self.cur.span
    }

    fn prev_end(&self) -> u32 {
        self.prev_end
    }

    fn bump(&mut self) {
        if matches!(self.cur.tok, Tok::Eof) || self.at_cut() {
            return;
        }
        self.index += 1;
        self.prev_end = self.cur.span.end;
        self.cur = match self.next.take() {
            Some(t) => t,
            None => self.fetch(),
        };
    }

    fn error_at(&self, span: Span, msg: impl Into<String>) -> Box<Diagnostic> {
        if let Some(e) = &self.lex_err {
            return Box::new(e.clone());
        }
        Box::new(self.lx.sources().error(span, msg))
    }

    fn eat(&mut self, t: &Tok) -> bool {
        if self.tok() == t {
            self.bump();
            true
        } else {
            false
        }
    }

    fn err(&self, msg: impl Into<String>) -> Box<Diagnostic> {
        self.error_at(self.span(), msg)
    }

    fn expect(&mut self, t: &Tok, msg: &str) -> PResult<()> {
        if self.eat(t) || self.at_cut() {
            Ok(())
        } else {
            Err(self.err(msg))
        }
    }

    fn ident(&mut self, msg: &str) -> PResult<(Arc<str>, Span)> {
        if let Tok::Id(s) = self.tok() {
            let s = s.clone();
            let sp = self.span();
            self.bump();
            Ok((s, sp))
        } else {
            Err(self.err(msg))
        }
    }

    fn is_object_start(&self) -> bool {
        matches!(
            self.tok(),
            Tok::Assert
                | Tok::Class
                | Tok::Def
                | Tok::Defm
                | Tok::Defset
                | Tok::Deftype
                | Tok::Defvar
                | Tok::Dump
                | Tok::Foreach
                | Tok::If
                | Tok::Let
                | Tok::MultiClass
        )
    }

    fn object_list(&mut self) -> PResult<Vec<Stmt>> {
        let mut v = Vec::new();
        while self.is_object_start() {
            v.push(self.object()?);
        }
        if self.at_cut() {
            v.push(Stmt::Cut);
        }
        Ok(v)
    }

    /// `Object` or `{ ObjectList }`: the body of `let`, `foreach`, `if`, `defset`.
    ///
    /// Bodies nest recursively, so they check the same stack budget as values.
    fn object_or_block(&mut self, what: &str) -> PResult<Vec<Stmt>> {
        if stack::exhausted() {
            return Err(self.err("statements nested too deeply"));
        }
        self.object_or_block_inner(what)
    }

    fn object_or_block_inner(&mut self, what: &str) -> PResult<Vec<Stmt>> {
        if self.tok() == &Tok::LBrace {
            self.bump();
            let v = self.object_list()?;
            self.expect(&Tok::RBrace, &format!("expected '}}' at end of {what}"))?;
            Ok(v)
        } else {
            Ok(vec![self.object()?])
        }
    }

    fn object(&mut self) -> PResult<Stmt> {
        let start = self.span();
        if self.at_cut() {
            return Ok(Stmt::Cut);
        }
        match self.tok().clone() {
            Tok::Assert => {
                self.bump();
                let c = self.value(Mode::Value)?;
                self.expect(&Tok::Comma, "expected ',' in assert statement")?;
                let m = self.value(Mode::Value)?;
                self.expect(&Tok::Semi, "expected ';'")?;
                Ok(Stmt::Assert(c, m))
            }
            Tok::Dump => {
                self.bump();
                let m = self.value(Mode::Value)?;
                self.expect(&Tok::Semi, "expected ';'")?;
                Ok(Stmt::Dump(start, m))
            }
            Tok::Class => {
                self.bump();
                if self.at_cut() {
                    return Ok(Stmt::Cut);
                }
                let (name, span) = self.ident("expected class name after 'class' keyword")?;
                let targs = if self.tok() == &Tok::Less {
                    self.template_arg_list()?
                } else {
                    Vec::new()
                };
                let body = self.object_body()?;
                Ok(Stmt::Class {
                    name,
                    span,
                    targs,
                    body,
                })
            }
            Tok::Def => {
                self.bump();
                // The record's location: its name when that starts with an identifier token,
                // else the `def` keyword (as LLVM's ParseDef).
                let loc = if matches!(self.tok(), Tok::Id(_)) {
                    self.span()
                } else {
                    start
                };
                let name = self.object_name()?;
                let body = self.object_body()?;
                Ok(Stmt::Def {
                    name,
                    span: start,
                    loc,
                    body,
                })
            }
            Tok::Defm => {
                self.bump();
                let name = self.object_name()?;
                self.expect(&Tok::Colon, "expected ':' after defm identifier")?;
                let mut parents = vec![self.subclass_ref()?];
                while self.eat(&Tok::Comma) {
                    parents.push(self.subclass_ref()?);
                }
                self.expect(&Tok::Semi, "expected ';' at end of defm")?;
                Ok(Stmt::Defm {
                    name,
                    span: start,
                    parents,
                })
            }
            Tok::Defset => {
                self.bump();
                if self.at_cut() {
                    return Ok(Stmt::Cut);
                }
                let span = self.span();
                let ty = self.ty()?;
                let (name, _) = self.ident("expected identifier")?;
                self.expect(&Tok::Equal, "expected '='")?;
                self.expect(&Tok::LBrace, "expected '{'")?;
                let body = self.object_list()?;
                self.expect(&Tok::RBrace, "expected '}' at end of defset")?;
                Ok(Stmt::Defset {
                    ty,
                    name,
                    span,
                    body,
                })
            }
            Tok::Deftype => {
                self.bump();
                if self.at_cut() {
                    return Ok(Stmt::Cut);
                }
                let (name, span) = self.ident("expected identifier")?;
                self.expect(&Tok::Equal, "expected '='")?;
                let ty = self.ty()?;
                self.expect(&Tok::Semi, "expected ';'")?;
                Ok(Stmt::Deftype(name, span, ty))
            }
            Tok::Defvar => {
                let (name, span, v) = self.defvar()?;
                Ok(Stmt::Defvar(name, span, v))
            }
            Tok::Foreach => self.foreach_stmt(start),
            Tok::If => {
                self.bump();
                let cond = self.value(Mode::Value)?;
                self.expect(&Tok::Then, "Unknown tok")?;
                let then = self.object_or_block("'then' clause")?;
                let els = if self.eat(&Tok::Else) {
                    Some(self.object_or_block("'else' clause")?)
                } else {
                    None
                };
                Ok(Stmt::If {
                    cond,
                    span: start,
                    then,
                    els,
                })
            }
            Tok::Let => self.let_stmt(),
            Tok::MultiClass => self.multiclass_stmt(),
            _ => {
                Err(self
                    .err("Expected assert, class, def, defm, defset, dump, foreach, if, or let"))
            }
        }
    }

    /// `multiclass Name<args> : Parents { body }`.
    fn multiclass_stmt(&mut self) -> PResult<Stmt> {
        self.bump();
        if self.at_cut() {
            return Ok(Stmt::Cut);
        }
        let (name, span) = self.ident("expected identifier after multiclass for name")?;
        let targs = if self.tok() == &Tok::Less {
            self.template_arg_list()?
        } else {
            Vec::new()
        };
        let mut parents = Vec::new();
        if self.eat(&Tok::Colon) {
            while !self.at_cut() {
                if !matches!(self.tok(), Tok::Id(_)) {
                    return Err(self.err("expected name for MultiClassID"));
                }
                parents.push(self.subclass_ref()?);
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
        }
        let mut body = Vec::new();
        if self.at_cut() {
            // Cut in or right after the header: what it declares is checked first.
            body.push(Stmt::Cut);
        } else if self.tok() != &Tok::LBrace {
            if parents.is_empty() {
                return Err(self.err("expected '{' in multiclass definition"));
            }
            self.expect(&Tok::Semi, "expected ';' in multiclass definition")?;
        } else {
            self.bump();
            if self.tok() == &Tok::RBrace {
                return Err(self.err("multiclass must contain at least one def"));
            }
            while self.tok() != &Tok::RBrace {
                if self.at_cut() {
                    body.push(Stmt::Cut);
                    break;
                }
                match self.tok() {
                    Tok::Assert
                    | Tok::Def
                    | Tok::Defm
                    | Tok::Defvar
                    | Tok::Dump
                    | Tok::Foreach
                    | Tok::If
                    | Tok::Let => body.push(self.object()?),
                    _ => {
                        return Err(self.err(
                            "expected 'assert', 'def', 'defm', 'defvar', 'dump', \
                             'foreach', 'if', or 'let' in multiclass body",
                        ));
                    }
                }
            }
            self.bump();
            if self.tok() == &Tok::Semi {
                return Err(self.err("A multiclass body should not end with a semicolon"));
            }
        }
        Ok(Stmt::MultiClass {
            name,
            span,
            targs,
            parents,
            body,
        })
    }

    /// A top-level `let a = v, b<bits> = w in body`.
    fn let_stmt(&mut self) -> PResult<Stmt> {
        self.bump();
        if self.at_cut() {
            return Ok(Stmt::Cut);
        }
        let mut items = Vec::new();
        loop {
            let (name, span) = self.ident("expected identifier in let definition")?;
            let bits = if self.tok() == &Tok::Less {
                self.bump();
                let r = self.range_list()?;
                self.expect(&Tok::Greater, "expected '>' at end of range list")?;
                r
            } else {
                Vec::new()
            };
            self.expect(&Tok::Equal, "expected '=' in let expression")?;
            let value = self.value(Mode::Value)?;
            items.push(LetItem {
                name,
                span,
                bits,
                value,
            });
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect(&Tok::In, "expected 'in' at end of top-level 'let'")?;
        let body = self.object_or_block("top level let command")?;
        Ok(Stmt::Let(items, body))
    }

    /// `foreach var = iter in body`.
    fn foreach_stmt(&mut self, start: Span) -> PResult<Stmt> {
        self.bump();
        if self.at_cut() {
            return Ok(Stmt::Cut);
        }
        let (var, span) = self.ident("Expected identifier in foreach declaration")?;
        self.expect(&Tok::Equal, "Expected '=' in foreach declaration")?;
        let iter = if self.tok() == &Tok::LBrace {
            self.bump();
            let r = self.range_list()?;
            self.expect(&Tok::RBrace, "expected '}' at end of bit range list")?;
            ForeachIter::Ranges(r)
        } else {
            let v = self.value(Mode::Value)?;
            let end = self.range_end()?;
            ForeachIter::Value(RangePiece { start: v, end })
        };
        self.expect(&Tok::In, "Unknown tok")?;
        let body = self.object_or_block("foreach command")?;
        Ok(Stmt::Foreach {
            var,
            span,
            kw: start,
            iter,
            body,
        })
    }

    fn defvar(&mut self) -> PResult<(Arc<str>, Span, Expr)> {
        self.bump();
        let (name, span) = self.ident("expected identifier")?;
        self.expect(&Tok::Equal, "expected '='")?;
        let v = self.value(Mode::Value)?;
        self.expect(&Tok::Semi, "expected ';'")?;
        Ok((name, span, v))
    }

    fn object_name(&mut self) -> PResult<Option<Expr>> {
        match self.tok() {
            Tok::Colon | Tok::Semi | Tok::LBrace => Ok(None),
            _ => Ok(Some(self.value(Mode::Name)?)),
        }
    }

    fn template_arg_list(&mut self) -> PResult<Vec<Decl>> {
        self.bump();
        let mut v = vec![self.declaration()?];
        while self.eat(&Tok::Comma) {
            v.push(self.declaration()?);
        }
        self.expect(
            &Tok::Greater,
            "expected '>' at end of template argument list",
        )?;
        Ok(v)
    }

    fn declaration(&mut self) -> PResult<Decl> {
        let is_field = self.eat(&Tok::Field);
        // Cut before the type: no type was read, none is looked up (`int` stands for it).
        let ty = if self.at_cut() {
            Type::Int
        } else {
            self.decl_type = true;
            let ty = self.ty();
            self.decl_type = false;
            ty?
        };
        if self.at_cut() {
            return Ok(Decl {
                is_field,
                ty,
                name: Arc::from(""),
                name_span: self.span(),
                value: None,
                cut: true,
            });
        }
        let (name, name_span) = self.ident("Expected identifier in declaration")?;
        if &*name == "NAME" {
            return Err(self.error_at(name_span, "'NAME' is a reserved variable name"));
        }
        let value = if self.eat(&Tok::Equal) {
            Some(self.value(Mode::Value)?)
        } else {
            None
        };
        Ok(Decl {
            is_field,
            ty,
            name,
            name_span,
            value,
            cut: false,
        })
    }

    fn object_body(&mut self) -> PResult<ObjectBody> {
        let mut parents = Vec::new();
        let mut items = Vec::new();
        if self.eat(&Tok::Colon) {
            loop {
                if self.at_cut() {
                    items.push(BodyItem::Cut);
                    return Ok(ObjectBody {
                        parents,
                        items,
                        parents_cut: true,
                    });
                }
                parents.push(self.subclass_ref()?);
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
        }
        if self.eat(&Tok::Semi) {
            return Ok(ObjectBody {
                parents,
                items,
                parents_cut: false,
            });
        }
        self.expect(
            &Tok::LBrace,
            "Expected '{' to start body or ';' for declaration only",
        )?;
        while self.tok() != &Tok::RBrace {
            if self.at_cut() {
                items.push(BodyItem::Cut);
                break;
            }
            items.push(self.body_item()?);
        }
        self.bump();
        if self.tok() == &Tok::Semi {
            return Err(self.err("A class or def body should not end with a semicolon"));
        }
        Ok(ObjectBody {
            parents,
            items,
            parents_cut: false,
        })
    }

    fn body_item(&mut self) -> PResult<BodyItem> {
        match self.tok() {
            Tok::Assert => {
                self.bump();
                let c = self.value(Mode::Value)?;
                self.expect(&Tok::Comma, "expected ',' in assert statement")?;
                let m = self.value(Mode::Value)?;
                self.expect(&Tok::Semi, "expected ';'")?;
                Ok(BodyItem::Assert(c, m))
            }
            Tok::Defvar => {
                let (n, s, v) = self.defvar()?;
                Ok(BodyItem::Defvar(n, s, v))
            }
            Tok::Dump => {
                let sp = self.span();
                self.bump();
                let m = self.value(Mode::Value)?;
                self.expect(&Tok::Semi, "expected ';'")?;
                Ok(BodyItem::Dump(sp, m))
            }
            Tok::Let => {
                self.bump();
                if self.at_cut() {
                    return Ok(BodyItem::Cut);
                }
                let (name, span) = self.ident("expected field identifier after let")?;
                let bits = if self.tok() == &Tok::LBrace {
                    self.bump();
                    let r = self.range_list()?;
                    self.expect(&Tok::RBrace, "expected '}' at end of bit list")?;
                    r
                } else {
                    Vec::new()
                };
                self.expect(&Tok::Equal, "expected '=' in let expression")?;
                let v = self.value(Mode::Value)?;
                self.expect(&Tok::Semi, "expected ';' after let expression")?;
                Ok(BodyItem::Let(name, span, bits, v))
            }
            _ => {
                let d = self.declaration()?;
                self.expect(&Tok::Semi, "expected ';' after declaration")?;
                Ok(BodyItem::Decl(d))
            }
        }
    }

    fn subclass_ref(&mut self) -> PResult<SubClassRef> {
        let start = self.span();
        let (name, _) = self.ident("expected name for ClassID")?;
        let args = if self.eat(&Tok::Less) {
            Some(self.arg_value_list()?)
        } else {
            None
        };
        Ok(SubClassRef {
            name,
            span: Span {
                end: self.prev_end(),
                ..start
            },
            args,
        })
    }

    /// Arguments after `<`, through the closing `>`.
    fn arg_value_list(&mut self) -> PResult<Vec<Arg>> {
        let mut v = Vec::new();
        if self.eat(&Tok::Greater) {
            return Ok(v);
        }
        loop {
            if let (Tok::Id(name), Tok::Equal) = (self.tok().clone(), self.peek_next().clone()) {
                let sp = self.span();
                self.bump();
                self.bump();
                let val = self.value(Mode::Value)?;
                v.push(Arg::Named(name, sp, val));
            } else {
                v.push(Arg::Positional(self.value(Mode::Value)?));
            }
            if self.eat(&Tok::Greater) {
                return Ok(v);
            }
            if self.at_cut() {
                if self.cut_pending() {
                    let c = self.cut_expr();
                    v.push(Arg::Positional(c));
                }
                return Ok(v);
            }
            if !self.eat(&Tok::Comma) {
                return Err(self.err("Expected comma before next argument"));
            }
        }
    }

    fn ty(&mut self) -> PResult<Type> {
        // Cut where a declaration's type or a part of one is wanted: none is read, `int`
        // stands for it (the declaration is cut there).
        if self.at_cut() && self.decl_type {
            return Ok(Type::Int);
        }
        let t = match self.tok().clone() {
            Tok::StringKw => Type::String,
            Tok::Code => Type::Code,
            Tok::Bit => Type::Bit,
            Tok::Int => Type::Int,
            Tok::Dag => Type::Dag,
            Tok::Id(name) => Type::Named(name, self.span()),
            Tok::Bits => {
                self.bump();
                self.expect(&Tok::Less, "expected '<' after bits type")?;
                if self.at_cut() && self.decl_type {
                    return Ok(Type::Int);
                }
                let Tok::IntVal(n) = *self.tok() else {
                    return Err(self.err("expected integer in bits<n> type"));
                };
                self.bump();
                if !(0..=(1 << 20)).contains(&n) {
                    return Err(self.err("bits<n> size out of range"));
                }
                self.expect(&Tok::Greater, "expected '>' at end of bits<n> type")?;
                return Ok(Type::Bits(n as u64));
            }
            Tok::List => {
                self.bump();
                self.expect(&Tok::Less, "expected '<' after list type")?;
                self.enter()?;
                let sub = self.ty()?;
                self.expect(&Tok::Greater, "expected '>' at end of list<ty> type")?;
                return Ok(Type::List(Box::new(sub)));
            }
            _ => return Err(self.err("Unknown token when expecting a type")),
        };
        self.bump();
        Ok(t)
    }

    /// Checks the stack budget before descending one more level into a value or type.
    fn enter(&mut self) -> PResult<()> {
        if stack::exhausted() {
            return Err(self.err("value nested too deeply"));
        }
        Ok(())
    }

    fn range_list(&mut self) -> PResult<Vec<RangePiece>> {
        let mut v = Vec::new();
        loop {
            let start = self.value(Mode::Value)?;
            let end = self.range_end()?;
            v.push(RangePiece { start, end });
            if !self.eat(&Tok::Comma) {
                if self.cut_pending() {
                    let start = self.cut_expr();
                    v.push(RangePiece { start, end: None });
                }
                return Ok(v);
            }
        }
    }

    fn range_end(&mut self) -> PResult<Option<RangeEnd>> {
        match self.tok().clone() {
            Tok::DotDotDot | Tok::Minus => {
                self.bump();
                Ok(Some(RangeEnd::Value(self.value(Mode::Value)?)))
            }
            Tok::IntVal(i) => {
                let sp = self.span();
                self.bump();
                Ok(Some(RangeEnd::NegatedInt(i, sp)))
            }
            _ => Ok(None),
        }
    }

    fn value(&mut self, mode: Mode) -> PResult<Expr> {
        self.enter()?;
        self.value_inner(mode)
    }

    fn value_inner(&mut self, mode: Mode) -> PResult<Expr> {
        let mut result = self.simple_value()?;
        loop {
            let start = result.span;
            match self.tok() {
                Tok::LBrace => {
                    if mode == Mode::Name {
                        return Ok(result);
                    }
                    let curly = self.cur.span;
                    self.bump();
                    let r = self.range_list()?;
                    self.expect(&Tok::RBrace, "expected '}' at end of bit range list")?;
                    result = Expr {
                        kind: ExprKind::BitRange(Box::new(result), r, curly),
                        span: Span {
                            end: self.prev_end(),
                            ..start
                        },
                    };
                }
                Tok::LSquare => {
                    self.bump();
                    let mut elems = Vec::new();
                    let mut had_comma = false;
                    loop {
                        let v = self.value(Mode::Value)?;
                        let end = match self.tok().clone() {
                            Tok::DotDotDot | Tok::Minus => {
                                self.bump();
                                Some(RangeEnd::Value(self.value(Mode::Value)?))
                            }
                            Tok::IntVal(i) => {
                                let sp = self.span();
                                self.bump();
                                Some(RangeEnd::NegatedInt(i, sp))
                            }
                            _ => None,
                        };
                        elems.push((v, end));
                        if !self.eat(&Tok::Comma) {
                            break;
                        }
                        had_comma = true;
                        if self.tok() == &Tok::RSquare {
                            break;
                        }
                    }
                    if self.cut_pending() {
                        let c = self.cut_expr();
                        elems.push((c, None));
                    }
                    self.expect(&Tok::RSquare, "expected ']' at end of list slice")?;
                    result = Expr {
                        kind: ExprKind::Slice(Box::new(result), elems, had_comma),
                        span: Span {
                            end: self.prev_end(),
                            ..start
                        },
                    };
                }
                Tok::Dot => {
                    self.bump();
                    let (name, sp) = self.ident("expected field identifier after '.'")?;
                    result = Expr {
                        kind: ExprKind::Field(Box::new(result), name, sp),
                        span: Span {
                            end: self.prev_end(),
                            ..start
                        },
                    };
                }
                Tok::Paste => {
                    self.bump();
                    let rhs = match self.tok() {
                        Tok::Colon | Tok::Semi | Tok::LBrace => None,
                        _ => Some(Box::new(self.value(Mode::Name)?)),
                    };
                    result = Expr {
                        kind: ExprKind::Paste(Box::new(result), rhs),
                        span: Span {
                            end: self.prev_end(),
                            ..start
                        },
                    };
                }
                _ => return Ok(self.lex_cut_after(result)),
            }
        }
    }

    /// A value right before a lexer error: LLVM read the bad token when it consumed the
    /// value's last token, so what it checks after that (a parent's check of the operand, a
    /// literal's type, an operator's fold) comes after the lexer error. A literal stands
    /// for the cut; an operator, `!cond`, anonymous record, list, bit list, dag or bit range
    /// ends with the cut, as if the cut were at its closing token.
    fn lex_cut_after(&mut self, mut e: Expr) -> Expr {
        if !(self.lex_cut && self.cut_pending()) {
            return e;
        }
        match &mut e.kind {
            ExprKind::Int(_)
            | ExprKind::BinaryInt(..)
            | ExprKind::Str(_)
            | ExprKind::Code(_)
            | ExprKind::Unset => return self.cut_expr(),
            ExprKind::Bang(..) | ExprKind::List(..) | ExprKind::BitList(_) => {
                let c = self.cut_expr();
                if let ExprKind::Bang(_, _, v) | ExprKind::List(v, _) | ExprKind::BitList(v) =
                    &mut e.kind
                {
                    v.push(c);
                }
            }
            ExprKind::ClassRef(..) => {
                let c = self.cut_expr();
                if let ExprKind::ClassRef(_, args) = &mut e.kind {
                    args.push(Arg::Positional(c));
                }
            }
            ExprKind::Cond(..) => {
                let c = self.cut_expr();
                if let ExprKind::Cond(clauses) = &mut e.kind {
                    clauses.push((c.clone(), c));
                }
            }
            ExprKind::Dag(..) => {
                let c = self.cut_expr();
                if let ExprKind::Dag(_, _, args) = &mut e.kind {
                    args.push((Some(c), None));
                }
            }
            ExprKind::BitRange(..) => {
                let c = self.cut_expr();
                if let ExprKind::BitRange(_, r, _) = &mut e.kind {
                    r.push(RangePiece {
                        start: c,
                        end: None,
                    });
                }
            }
            _ => {}
        }
        e
    }

    fn simple_value(&mut self) -> PResult<Expr> {
        let start = self.span();
        if self.at_cut() {
            return Ok(self.cut_expr());
        }
        let kind = match self.tok().clone() {
            Tok::Bang(op) => return self.bang(op),
            Tok::True => {
                self.bump();
                ExprKind::Int(1)
            }
            Tok::False => {
                self.bump();
                ExprKind::Int(0)
            }
            Tok::IntVal(v) => {
                self.bump();
                ExprKind::Int(v)
            }
            Tok::BinaryIntVal(v, n) => {
                self.bump();
                ExprKind::BinaryInt(v, n)
            }
            Tok::StrVal(s) => {
                self.bump();
                let mut acc = s.to_string();
                while let Tok::StrVal(s) = self.tok() {
                    acc.push_str(s);
                    self.bump();
                }
                ExprKind::Str(Arc::from(acc))
            }
            Tok::CodeFragment(s) => {
                self.bump();
                ExprKind::Code(s)
            }
            Tok::Question => {
                self.bump();
                ExprKind::Unset
            }
            Tok::Id(name) => {
                self.bump();
                if self.lex_cut && self.at_cut() {
                    return Ok(self.cut_expr());
                }
                // LLVM takes a name followed by '=' as the name itself, unlooked-up (a named
                // argument); anywhere else the '=' is then a parse error.
                if self.cur.tok == Tok::Equal {
                    return Ok(Expr {
                        kind: ExprKind::Str(name),
                        span: Span {
                            end: self.prev_end(),
                            ..start
                        },
                    });
                }
                if self.tok() == &Tok::Less {
                    self.bump();
                    let args = self.arg_value_list()?;
                    ExprKind::ClassRef(name, args)
                } else {
                    ExprKind::Id(name)
                }
            }
            Tok::LBrace => self.bit_list_literal()?,
            Tok::LSquare => self.list_literal()?,
            Tok::LParen => self.dag_literal()?,
            _ => return Err(self.err("Unknown or reserved token when parsing a value")),
        };
        Ok(Expr {
            kind,
            span: Span {
                end: self.prev_end(),
                ..start
            },
        })
    }

    /// `{a, b, ...}`, from its `{`.
    fn bit_list_literal(&mut self) -> PResult<ExprKind> {
        self.bump();
        let mut vals = Vec::new();
        if self.tok() != &Tok::RBrace {
            vals.push(self.value(Mode::Value)?);
            while self.eat(&Tok::Comma) {
                vals.push(self.value(Mode::Value)?);
            }
        }
        self.cut_list(&mut vals);
        self.expect(&Tok::RBrace, "expected '}' at end of bit list value")?;
        Ok(ExprKind::BitList(vals))
    }

    /// `[a, b, ...]` with an optional `<type>`, from its `[`.
    fn list_literal(&mut self) -> PResult<ExprKind> {
        self.bump();
        let mut vals = Vec::new();
        if self.tok() != &Tok::RSquare {
            vals.push(self.value(Mode::Value)?);
            while self.eat(&Tok::Comma) {
                if self.tok() == &Tok::RSquare {
                    break;
                }
                vals.push(self.value(Mode::Value)?);
            }
        }
        self.cut_list(&mut vals);
        self.expect(&Tok::RSquare, "expected ']' at end of list value")?;
        let mut ty = None;
        if self.eat(&Tok::Less) {
            // A cut at the element type or at its `>`: LLVM has the elements (and the
            // type), nothing more.
            if !self.cut_pending() {
                ty = Some(self.ty()?);
            }
            if self.cut_pending() {
                vals.push(self.cut_expr());
            }
            self.expect(&Tok::Greater, "expected '>' at end of list element type")?;
        }
        Ok(ExprKind::List(vals, ty))
    }

    /// `(op:$name arg:$name, ...)`, from its `(`.
    fn dag_literal(&mut self) -> PResult<ExprKind> {
        self.bump();
        if !self.at_cut()
            && !matches!(
                self.tok(),
                Tok::Id(_)
                    | Tok::Question
                    | Tok::Bang("cast")
                    | Tok::Bang("getdagop")
                    | Tok::LSquare
            )
        {
            return Err(self.err("expected identifier or list of value types in dag init"));
        }
        let op = self.value(Mode::Value)?;
        let mut op_name = None;
        // A cut where a name is wanted leaves the name out.
        if self.eat(&Tok::Colon) && !self.at_cut() {
            let Tok::VarName(n) = self.tok().clone() else {
                return Err(self.err("expected variable name in dag operator"));
            };
            self.bump();
            op_name = Some(n);
        }
        let mut args = Vec::new();
        if self.tok() != &Tok::RParen {
            loop {
                if let Tok::VarName(n) = self.tok().clone() {
                    self.bump();
                    args.push((None, Some(n)));
                } else {
                    let v = self.value(Mode::Value)?;
                    let mut name = None;
                    if self.eat(&Tok::Colon) && !self.at_cut() {
                        let Tok::VarName(n) = self.tok().clone() else {
                            return Err(self.err("expected variable name in dag literal"));
                        };
                        self.bump();
                        name = Some(n);
                    }
                    args.push((Some(v), name));
                }
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
        }
        if self.cut_pending() {
            let c = self.cut_expr();
            args.push((Some(c), None));
        }
        self.expect(&Tok::RParen, "expected ')' in dag init")?;
        Ok(ExprKind::Dag(Box::new(op), op_name, args))
    }

    /// An operand LLVM wants as an identifier token (a variable a body binds).
    fn bang_ident(&mut self, msg: &str) -> PResult<Expr> {
        if self.at_cut() {
            return Ok(self.cut_expr());
        }
        let (name, span) = self.ident(msg)?;
        Ok(Expr {
            kind: ExprKind::Id(name),
            span,
        })
    }

    fn bang(&mut self, op: &'static str) -> PResult<Expr> {
        let start = self.span();
        self.bump();
        if op == "cond" {
            return self.cond_operator(start);
        }
        let ty = match self.bang_type(op, start)? {
            Ok(ty) => ty,
            Err(whole) => return Ok(whole),
        };
        let mut args = Vec::new();
        self.bang_operands(op, &mut args)?;
        Ok(Expr {
            kind: ExprKind::Bang(op, ty, args),
            span: Span {
                end: self.prev_end(),
                ..start
            },
        })
    }

    /// `!cond(c: v, ...)`, after its name.
    fn cond_operator(&mut self, start: Span) -> PResult<Expr> {
        self.expect(&Tok::LParen, "expected '(' after !cond operator")?;
        let mut clauses = Vec::new();
        while !self.eat(&Tok::RParen) {
            if self.at_cut() {
                if self.cut_pending() {
                    let c = self.cut_expr();
                    clauses.push((c.clone(), c));
                }
                break;
            }
            let c = self.value(Mode::Value)?;
            self.expect(
                &Tok::Colon,
                "expected ':'  following a condition in !cond operator",
            )?;
            let v = self.value(Mode::Value)?;
            let cut = self.at_cut();
            clauses.push((c, v));
            if cut {
                // The cut ends the operator where its `)` would be; a cut right after
                // the `)` is not in it.
                if self.cut_pending() {
                    let c = self.cut_expr();
                    clauses.push((c.clone(), c));
                }
                break;
            }
            if self.eat(&Tok::RParen) {
                break;
            }
            self.expect(
                &Tok::Comma,
                "expected ',' or ')' following a value in !cond operator",
            )?;
        }
        if clauses.is_empty() && !self.at_cut() {
            return Err(self.error_at(
                start,
                "there should be at least 1 'condition : value' in the !cond operator",
            ));
        }
        Ok(Expr {
            kind: ExprKind::Cond(clauses),
            span: Span {
                end: self.prev_end(),
                ..start
            },
        })
    }

    /// An operator's `<type>`, if it takes one; `Err` with the whole operator where a cut
    /// ends it in its type.
    fn bang_type(&mut self, op: &'static str, start: Span) -> PResult<Result<Option<Type>, Expr>> {
        let takes_type = matches!(
            op,
            "cast" | "isa" | "exists" | "getdagarg" | "getdagop" | "instances"
        );
        let needs_type = matches!(op, "cast" | "isa" | "exists" | "getdagarg" | "instances");
        if needs_type && self.tok() != &Tok::Less && !self.at_cut() {
            return Err(self.err("expected type name for operator"));
        }
        let ty = if takes_type && self.tok() == &Tok::Less {
            self.bump();
            if self.tok() == &Tok::Code {
                return Err(
                    self.err("the 'code' type is not allowed in bang operators; use 'string'")
                );
            }
            // A cut where the type is wanted stands for the whole operator; a cut in the
            // type or at its `>` leaves the type (LLVM has looked its classes up).
            if self.at_cut() {
                return Ok(Err(self.cut_expr()));
            }
            let decl_type = std::mem::replace(&mut self.decl_type, true);
            let t = self.ty();
            self.decl_type = decl_type;
            let t = t?;
            if self.cut_pending() {
                let c = self.cut_expr();
                return Ok(Err(Expr {
                    kind: ExprKind::Bang(op, Some(t), vec![c]),
                    span: Span {
                        end: self.prev_end(),
                        ..start
                    },
                }));
            }
            self.expect(&Tok::Greater, "expected type name for operator")?;
            Some(t)
        } else {
            None
        };
        Ok(Ok(ty))
    }

    /// An operator's operands in parentheses, each operator with LLVM's grammar for it.
    fn bang_operands(&mut self, op: &'static str, args: &mut Vec<Expr>) -> PResult<()> {
        // LLVM parses each operator with its own grammar and messages.
        let unary = matches!(
            op,
            "cast"
                | "not"
                | "head"
                | "tail"
                | "size"
                | "empty"
                | "getdagop"
                | "getdagopname"
                | "logtwo"
                | "repr"
                | "tolower"
                | "toupper"
                | "listflatten"
                | "initialized"
        );
        let open = match op {
            _ if unary => "expected '(' after unary operator",
            "isa" => "expected '(' after type of !isa",
            "exists" => "expected '(' after type of !exists",
            "instances" => "expected '(' after type of !instances",
            "if" | "dag" | "subst" | "setdagarg" | "setdagname" => {
                "expected '(' after ternary operator"
            }
            "foreach" | "filter" => "expected '(' after !foreach/!filter",
            "foldl" => "expected '(' after !foldl",
            "substr" => "expected '(' after !substr operator",
            "find" => "expected '(' after !find operator",
            "range" => "expected '(' after !range operator",
            _ => "expected '(' after binary operator",
        };
        self.expect(&Tok::LParen, open)?;
        match op {
            "if" | "dag" | "subst" | "setdagarg" | "setdagname" => {
                args.push(self.value(Mode::Value)?);
                self.expect(&Tok::Comma, "expected ',' in ternary operator")?;
                args.push(self.value(Mode::Value)?);
                self.expect(&Tok::Comma, "expected ',' in ternary operator")?;
                args.push(self.value(Mode::Value)?);
                self.cut_list(args);
                self.expect(&Tok::RParen, "expected ')' in binary operator")?;
            }
            "foreach" | "filter" => {
                args.push(
                    self.bang_ident("first argument of !foreach/!filter must be an identifier")?,
                );
                self.expect(&Tok::Comma, "expected ',' in !foreach/!filter")?;
                args.push(self.value(Mode::Value)?);
                self.expect(&Tok::Comma, "expected ',' in !foreach/!filter")?;
                args.push(self.value(Mode::Value)?);
                self.cut_list(args);
                self.expect(&Tok::RParen, "expected ')' in !foreach/!filter")?;
            }
            "foldl" => {
                args.push(self.value(Mode::Value)?);
                self.expect(&Tok::Comma, "expected ',' in !foldl")?;
                args.push(self.value(Mode::Value)?);
                self.expect(&Tok::Comma, "expected ',' in !foldl")?;
                args.push(self.bang_ident("third argument of !foldl must be an identifier")?);
                self.expect(&Tok::Comma, "expected ',' in !foldl")?;
                args.push(self.bang_ident("fourth argument of !foldl must be an identifier")?);
                self.expect(&Tok::Comma, "expected ',' in !foldl")?;
                args.push(self.value(Mode::Value)?);
                self.cut_list(args);
                self.expect(&Tok::RParen, "expected ')' in fold operator")?;
            }
            "substr" | "find" => {
                args.push(self.value(Mode::Value)?);
                self.expect(&Tok::Comma, &format!("expected ',' in !{op} operator"))?;
                args.push(self.value(Mode::Value)?);
                if self.eat(&Tok::Comma) {
                    args.push(self.value(Mode::Value)?);
                }
                self.cut_list(args);
                self.expect(&Tok::RParen, &format!("expected ')' in !{op} operator"))?;
            }
            _ => {
                // LLVM parses a unary operator's one operand and then wants the ')'. Only
                // `!instances` may have no operand: elsewhere a `)` is where LLVM wants a
                // value.
                if op != "instances" || self.tok() != &Tok::RParen {
                    loop {
                        args.push(self.value(Mode::Value)?);
                        if unary && self.tok() != &Tok::RParen && !self.at_cut() {
                            return Err(self.err("expected ')' in unary operator"));
                        }
                        if !self.eat(&Tok::Comma) {
                            break;
                        }
                    }
                }
                self.cut_list(args);
                let close = match op {
                    "isa" => "expected ')' in !isa",
                    "exists" => "expected ')' in !exists",
                    _ => "expected ')' in operator",
                };
                self.expect(&Tok::RParen, close)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::{Lexer, Loader};
    use std::collections::HashSet;

    fn parse_str(src: &str) -> Result<Vec<Stmt>, Diagnostic> {
        let mut loader = Loader::default();
        let id = loader.sources.add("t.td".into(), Arc::new(src.to_string()));
        let mut macros = HashSet::new();
        parse(Lexer::new(&mut loader, id, &mut macros)).into_result()
    }

    #[test]
    fn class_and_def() {
        let s = parse_str("class A<int x = 1> { int y = x; } def B : A<2>;").unwrap();
        assert_eq!(s.len(), 2);
        let Stmt::Class {
            name, targs, body, ..
        } = &s[0]
        else {
            panic!("expected class")
        };
        assert_eq!(&**name, "A");
        assert_eq!(targs.len(), 1);
        assert_eq!(body.items.len(), 1);
        let Stmt::Def {
            name: Some(n),
            body,
            ..
        } = &s[1]
        else {
            panic!("expected def")
        };
        assert_eq!(n.kind, ExprKind::Id("B".into()));
        assert_eq!(body.parents[0].args.as_ref().unwrap().len(), 1);
    }

    #[test]
    fn values_and_suffixes() {
        let s = parse_str("def X { list<int> l = [1, 2,]; bits<4> b = x{3...0}; string s = a.b # \"c\"; dag d = (op $a, 1:$b); }").unwrap();
        let Stmt::Def { body, .. } = &s[0] else {
            panic!()
        };
        assert_eq!(body.items.len(), 4);
        let BodyItem::Decl(d) = &body.items[2] else {
            panic!()
        };
        assert!(matches!(
            d.value.as_ref().unwrap().kind,
            ExprKind::Paste(..)
        ));
    }

    #[test]
    fn errors_and_depth() {
        assert!(parse_str("def X { int y = ; }").is_err());
        assert!(parse_str("class").is_err());
        let deep = format!(
            "def X {{ list<int> l = {}1{}; }}",
            "[".repeat(5000),
            "]".repeat(5000)
        );
        let e = parse_str(&deep).unwrap_err();
        assert!(e.message.contains("nested too deeply"));
    }
}
