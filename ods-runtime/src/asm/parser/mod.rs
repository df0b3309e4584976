//! The [`Parser`]: a token cursor over MLIR assembly with the syntax of builtin types,
//! attributes and locations, and of alias definitions (`#name = ...`, `!name = ...`).
//!
//! The operation parser builds on this one: it reads tokens with [`Parser::peek`],
//! [`Parser::bump`], [`Parser::eat`] and [`Parser::expect`], reports errors with
//! [`Parser::error_at`] (or [`Parser::error_expected`], which places the caret right after the
//! previous token like mlir-opt does for a wrong token), and calls [`Parser::parse_type`],
//! [`Parser::parse_attribute`], [`Parser::parse_attribute_dict`] and
//! [`Parser::parse_optional_location`] for the pieces of an operation.
//!
//! Every parse function returns `Result<T, Diagnostic>`: the first error ends parsing, as in
//! mlir-opt. Nesting is limited (see [`MAX_NESTING`]) so that no input can overflow the stack.

use std::borrow::Cow;

use foldhash::HashMap;

use crate::Context;
use crate::asm::lexer::{Lexer, LineIndex, Span, Token, TokenKind, unescape_string};
use crate::attributes::bignum::BigUint;
use crate::attributes::{
    AffineExpr, AffineMap, ApInt, AttrKind, Attribute, IntegerSet, Scalar, float,
};
use crate::diag::{Diagnostic, Severity};
use crate::location::{LocKind, Location};
use crate::types::{DYNAMIC, FloatKind, Identifier, Signedness, Type, TypeClass, TypeKind};

mod affine;
mod attributes;
mod dense;
mod locations;
mod types;

/// The result of a parse step.
pub type PResult<T> = Result<T, Diagnostic>;

/// How deeply types and attributes may nest before the parser reports an error.
pub const MAX_NESTING: u32 = 256;

/// The largest integer type width.
pub const MAX_INT_WIDTH: u64 = (1 << 24) - 1;

/// A saved cursor position (see [`Parser::save`]).
#[derive(Copy, Clone, Debug)]
pub struct Checkpoint {
    pos: usize,
    tok: Token,
    prev_end: usize,
}

/// What a source defines for all of it: its aliases (with the offset of each definition),
/// its line starts and its `distinct[N]` attributes.
#[derive(Clone)]
pub(crate) struct SourceTables {
    type_aliases: HashMap<String, (Type, usize)>,
    attr_aliases: HashMap<String, (Attribute, usize)>,
    /// Line starts, for file locations.
    lines: LineIndex,
    /// `distinct[N]` attributes by the number written in this source.
    distinct_ids: HashMap<u64, Attribute>,
}

/// Reads MLIR assembly from one source text into a [`Context`].
pub struct Parser<'a> {
    /// The context types and attributes are uniqued in.
    pub ctx: &'a mut Context,
    src: &'a str,
    file: String,
    /// `file` interned, for file locations.
    file_ident: Identifier,
    lexer: Lexer<'a>,
    tok: Token,
    prev_end: usize,
    /// What the whole source defines: aliases, line starts, `distinct` numbers. Borrowed
    /// when parsing one function body of the source on another thread.
    tables: Cow<'a, SourceTables>,
    /// Type and attribute aliases defined at or after this offset are not visible yet: a
    /// body parsed on another thread sees the aliases defined before it, as it would when
    /// read in order (location aliases may be used before their definition anyway).
    aliases_before: usize,
    /// Placeholders for forward references to location aliases: alias name and first use.
    deferred_locs: HashMap<Location, (String, Span)>,
    depth: u32,
    /// Where the mnemonic of the dialect type or attribute being parsed starts.
    mnemonic_at: usize,
    /// The operation whose custom form is being parsed, if any (its errors from
    /// [`Parser::emit_error`] name it, as mlir-opt's custom op parser does).
    custom_op: Option<std::rc::Rc<str>>,
}

impl<'a> Parser<'a> {
    /// A parser over `src`, read from `file` (used in diagnostics and file locations).
    pub fn new(ctx: &'a mut Context, src: &'a str, file: &str) -> Self {
        let tables = SourceTables {
            type_aliases: HashMap::default(),
            attr_aliases: HashMap::default(),
            lines: LineIndex::new(src),
            distinct_ids: HashMap::default(),
        };
        Self::with_tables(ctx, src, file, Cow::Owned(tables), 0, usize::MAX)
    }

    /// A parser over `src` from byte `offset` (a token boundary), sharing what a parser of
    /// the whole source has read (`tables`, see [`Parser::into_tables`]) and seeing the aliases
    /// defined before `offset`.
    pub(crate) fn at_offset(
        ctx: &'a mut Context,
        src: &'a str,
        file: &str,
        tables: &'a SourceTables,
        offset: usize,
    ) -> Self {
        Self::with_tables(ctx, src, file, Cow::Borrowed(tables), offset, offset)
    }

    fn with_tables(
        ctx: &'a mut Context,
        src: &'a str,
        file: &str,
        tables: Cow<'a, SourceTables>,
        offset: usize,
        aliases_before: usize,
    ) -> Self {
        let mut lexer = Lexer::new(src);
        lexer.reset(offset);
        let tok = lexer.next_token();
        let file_ident = Identifier::get(ctx, file);
        Parser {
            ctx,
            src,
            file: file.to_string(),
            file_ident,
            lexer,
            tok,
            prev_end: offset,
            tables,
            aliases_before,
            deferred_locs: HashMap::default(),
            depth: 0,
            mnemonic_at: 0,
            custom_op: None,
        }
    }

    /// What this parser has read that holds for the whole source.
    pub(crate) fn into_tables(self) -> SourceTables {
        self.tables.into_owned()
    }

    /// Whether this parser added to the tables it was given (a `distinct[N]` number first
    /// seen), which a parser of a part of the source must not do.
    pub(crate) fn tables_changed(&self) -> bool {
        matches!(self.tables, Cow::Owned(_)) && self.aliases_before != usize::MAX
    }

    /// The type alias `!name` if it is defined before the parser's part of the source.
    fn visible_type_alias(&self, name: &str) -> Option<Type> {
        match self.tables.type_aliases.get(name) {
            Some(&(t, at)) if at < self.aliases_before => Some(t),
            _ => None,
        }
    }

    /// The attribute alias `#name` if it is defined before the parser's part of the
    /// source.
    fn visible_attr_alias(&self, name: &str) -> Option<Attribute> {
        match self.tables.attr_aliases.get(name) {
            Some(&(a, at)) if at < self.aliases_before => Some(a),
            _ => None,
        }
    }

    // ---------------------------------------------------------------------------------
    // Token API
    // ---------------------------------------------------------------------------------

    /// The source text.
    pub fn source(&self) -> &'a str {
        self.src
    }

    /// The file name given to [`Parser::new`].
    pub fn file_name(&self) -> &str {
        &self.file
    }

    /// The current token (not consumed).
    pub fn peek(&self) -> Token {
        self.tok
    }

    /// The kind of the current token.
    pub fn peek_kind(&self) -> TokenKind {
        self.tok.kind
    }

    /// The token after the current one, without consuming anything.
    pub fn peek_second(&self) -> Token {
        let mut lx = self.lexer.clone();
        lx.next_token()
    }

    /// The text of the current token.
    pub fn text(&self) -> &'a str {
        self.tok.text(self.src)
    }

    /// The text of any token.
    pub fn token_text(&self, tok: Token) -> &'a str {
        tok.text(self.src)
    }

    /// The span of the current token.
    pub fn span(&self) -> Span {
        self.tok.span
    }

    /// The end offset of the last consumed token.
    pub fn prev_end(&self) -> usize {
        self.prev_end
    }

    /// Consumes and returns the current token.
    pub fn bump(&mut self) -> Token {
        let t = self.tok;
        self.prev_end = t.span.end as usize;
        self.tok = self.lexer.next_token();
        t
    }

    /// Moves the cursor to byte `offset` (a token boundary), as if everything before it were
    /// consumed.
    pub(crate) fn skip_to(&mut self, offset: usize) {
        self.prev_end = offset;
        self.lexer.reset(offset);
        self.tok = self.lexer.next_token();
    }

    /// True when the current token has kind `kind`.
    pub fn at(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    /// True when the current token is the bare identifier (keyword) `kw`.
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.text() == kw
    }

    /// Consumes the current token if it has kind `kind`.
    pub fn eat(&mut self, kind: TokenKind) -> bool {
        if self.at(kind) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `kw` if it is the current token.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of kind `kind` or fails with `message` (placed like mlir-opt's
    /// wrong-token errors).
    pub fn expect(&mut self, kind: TokenKind, message: &str) -> PResult<Token> {
        if self.at(kind) {
            Ok(self.bump())
        } else {
            Err(self.error_expected(message))
        }
    }

    /// Consumes the keyword `kw` or fails with `message`.
    pub fn expect_keyword(&mut self, kw: &str, message: &str) -> PResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(self.error_expected(message))
        }
    }

    /// A cursor position to return to with [`Parser::restore`].
    pub fn save(&self) -> Checkpoint {
        Checkpoint {
            pos: self.lexer.position(),
            tok: self.tok,
            prev_end: self.prev_end,
        }
    }

    /// Returns to a saved cursor position.
    pub fn restore(&mut self, cp: Checkpoint) {
        self.lexer.reset(cp.pos);
        self.tok = cp.tok;
        self.prev_end = cp.prev_end;
    }

    /// Re-lexes from byte offset `pos` (used to split tokens such as `4xf32`).
    fn relex_from(&mut self, pos: usize) {
        self.lexer.reset(pos);
        self.tok = self.lexer.next_token();
    }

    /// The lexer's error when the current token is a lexical error.
    /// The lexical error of the current token, if it is one.
    pub fn lex_error(&self) -> Option<Diagnostic> {
        let (msg, at) = self.tok.error?;
        Some(Diagnostic::error_at(&self.file, self.src, at as usize, msg))
    }

    /// An error at `span` (a lexical error at the current token takes precedence, as the
    /// lexer reports it first in mlir-opt).
    pub fn error_at(&self, span: Span, message: impl Into<String>) -> Diagnostic {
        if let Some(d) = self.lex_error() {
            return d;
        }
        Diagnostic::error_at(&self.file, self.src, span.start as usize, message)
    }

    /// An error at the current token; at the end of the input, one character before it, as
    /// mlir-opt's `Parser::emitError` places it.
    pub fn error_here(&self, message: impl Into<String>) -> Diagnostic {
        let mut span = self.tok.span;
        if self.tok.kind == TokenKind::Eof {
            span.start = span.start.saturating_sub(1);
        }
        self.error_at(span, message)
    }

    /// A note at `span`, to attach to a diagnostic with [`Diagnostic::with_note`].
    pub fn note_at(&self, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::at(
            Severity::Note,
            &self.file,
            self.src,
            span.start as usize,
            message,
        )
    }

    /// An error for an unexpected current token, placed like mlir-opt does: right after the
    /// last non-blank character before the token (skipping blank lines and `//` comments).
    pub fn error_expected(&self, message: impl Into<String>) -> Diagnostic {
        if let Some(d) = self.lex_error() {
            return d;
        }
        let mut loc = self.tok.span.start as usize;
        if self.tok.kind == TokenKind::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let bytes = self.src.as_bytes();
        let mut end = loc;
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return Diagnostic::error_at(&self.file, self.src, original, message);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return Diagnostic::error_at(&self.file, self.src, end, message);
            }
            end -= 1;
            let line_start = self.src[..end].rfind(['\n', '\r']).unwrap_or(0);
            if let Some(c) = self.src[line_start..end].find("//") {
                end = line_start + c;
            }
        }
    }

    /// The location `"file":line:col` of byte `offset` of the source.
    pub fn file_loc(&mut self, offset: usize) -> Location {
        let (line, col) = self.tables.lines.line_col(offset.min(self.src.len()));
        Location::file_line_col_interned(self.ctx, self.file_ident, line, col)
    }

    /// The byte offset where 1-based `line` of the source starts, if it has that line.
    pub(crate) fn line_start(&self, line: u32) -> Option<usize> {
        self.tables.lines.line_start(line)
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error_here("nesting too deep"));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Parses `elem (',' elem)*` (at least one element).
    pub fn parse_comma_separated<T>(
        &mut self,
        mut elem: impl FnMut(&mut Self) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        let mut out = vec![elem(self)?];
        while self.eat(TokenKind::Comma) {
            out.push(elem(self)?);
        }
        Ok(out)
    }

    /// Parses `open (elem (',' elem)*)? close`; `close_msg` is the error when neither `,`
    /// nor the closing token follows an element.
    pub fn parse_delimited<T>(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        open_msg: &str,
        close_msg: &str,
        elem: impl FnMut(&mut Self) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        self.expect(open, open_msg)?;
        if self.eat(close) {
            return Ok(Vec::new());
        }
        let v = self.parse_comma_separated(elem)?;
        self.expect(close, close_msg)?;
        Ok(v)
    }

    /// The decoded value of a string literal token.
    pub fn string_value(&self, tok: Token) -> Vec<u8> {
        unescape_string(tok.text(self.src))
    }

    /// Consumes a string literal and returns its decoded text (lossy UTF-8).
    pub fn parse_string(&mut self, message: &str) -> PResult<String> {
        let t = self.expect(TokenKind::String, message)?;
        Ok(String::from_utf8_lossy(&self.string_value(t)).into_owned())
    }

    /// Consumes the keyword `kw` or fails with mlir-opt's `expected '<kw>'` (as custom
    /// assembly formats report it, at the current token).
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(self.error_here(format!("expected '{kw}'")))
        }
    }

    /// The mnemonic opening the body of `#dialect<mnemonic ...>` or `!dialect<mnemonic ...>`.
    fn parse_dialect_body_mnemonic(&mut self) -> PResult<String> {
        if !self.at(TokenKind::BareIdent) {
            return Err(self.error_here("expected valid keyword"));
        }
        let tok = self.bump();
        self.mnemonic_at = tok.span.start as usize;
        Ok(tok.text(self.src).to_string())
    }

    /// MLIR's `AsmParser::emitError`: an error at `span`, which inside an operation's custom
    /// form reads `custom op '<name>' <message>` (as the op's parser reports it).
    pub fn emit_error(&self, span: Span, message: impl Into<String>) -> Diagnostic {
        let message = message.into();
        match &self.custom_op {
            Some(name) => self.error_at(span, format!("custom op '{name}' {message}")),
            None => self.error_at(span, message),
        }
    }

    /// Sets the operation whose custom form is being parsed (`None` for the generic form);
    /// returns the previous one, to be set back when that operation is done.
    pub fn set_custom_op(&mut self, name: Option<std::rc::Rc<str>>) -> Option<std::rc::Rc<str>> {
        std::mem::replace(&mut self.custom_op, name)
    }

    /// An error at the mnemonic of the dialect type or attribute being parsed (where
    /// mlir-opt reports an unknown one).
    pub fn error_at_mnemonic(&self, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error_at(&self.file, self.src, self.mnemonic_at, message)
    }

    /// MLIR's `parseKeywordOrString`: a bare keyword or a string literal's text, or
    /// `expected valid keyword or string` here.
    pub fn parse_keyword_or_string(&mut self) -> PResult<String> {
        if self.at(TokenKind::String) {
            let tok = self.bump();
            return Ok(String::from_utf8_lossy(&self.string_value(tok)).into_owned());
        }
        if self.at(TokenKind::BareIdent) {
            let tok = self.bump();
            return Ok(tok.text(self.src).to_string());
        }
        let here = self.span();
        Err(self.emit_error(here, "expected valid keyword or string"))
    }

    /// Consumes `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.expect(TokenKind::Colon, "expected ':'")?;
        self.parse_type()
    }

    /// MLIR's `AsmParser::parseFloat(double &)` (custom formats, dialect attributes and
    /// types): an optional `-`, then a float literal, or a hexadecimal integer literal
    /// holding the `f64`'s bits; a decimal integer is refused with mlir-opt's message and
    /// its note.
    pub fn parse_float_f64(&mut self) -> PResult<f64> {
        let negative = self.eat(TokenKind::Minus);
        let tok = self.peek();
        match tok.kind {
            TokenKind::Float => {
                let value = float_literal_value(tok.text(self.src), negative)
                    .ok_or_else(|| self.error_at(tok.span, "floating point value too large"))?;
                self.bump();
                Ok(value)
            }
            TokenKind::Integer => {
                let bits = self.float_from_integer_literal(tok, negative, FloatKind::F64)?;
                self.bump();
                Ok(f64::from_bits(bits as u64))
            }
            _ => Err(self.emit_error(tok.span, "expected floating point literal")),
        }
    }

    /// MLIR's `AsmParser::parseInteger<int64_t>` (custom formats, dialect attributes and
    /// types): `true` and `false` read as the 1-bit integers 1 and 0, sign-extended (so
    /// `true` is -1); otherwise an optionally negated integer literal that fits in `i64`.
    /// `expected integer value` and `integer value too large` are reported where the integer
    /// starts, through [`Self::emit_error`] (inside an op's custom form they name the op); a
    /// `-` not followed by a literal is reported like any missing token.
    pub fn parse_integer_i64(&mut self) -> PResult<i64> {
        let start = self.span();
        if self.eat_keyword("true") {
            return Ok(-1);
        }
        if self.eat_keyword("false") {
            return Ok(0);
        }
        if !self.at(TokenKind::Minus) && !self.at(TokenKind::Integer) {
            return Err(self.emit_error(start, "expected integer value"));
        }
        let negative = self.eat(TokenKind::Minus);
        if !self.at(TokenKind::Integer) {
            return Err(self.error_expected("expected integer value"));
        }
        let tok = self.bump();
        let text = tok.text(self.src);
        let magnitude = literal_magnitude(text).unwrap_or_default();
        let too_large = |p: &Self| p.emit_error(start, "integer value too large");
        if magnitude.bit_len() > 64 {
            return Err(too_large(self));
        }
        let m = magnitude.low_u128() as i128;
        i64::try_from(if negative { -m } else { m }).map_err(|_| too_large(self))
    }

    /// Consumes an optionally negated integer literal of at most 64 bits of magnitude
    /// (`expected integer value` / `integer value too large`); returns it and the span of
    /// its digits.
    pub fn parse_integer_i128(&mut self) -> PResult<(i128, Span)> {
        let start = self.save();
        let negative = self.eat(TokenKind::Minus);
        if !self.at(TokenKind::Integer) {
            self.restore(start);
            return Err(self.error_here("expected integer value"));
        }
        let tok = self.bump();
        let text = tok.text(self.src);
        let magnitude = literal_magnitude(text).unwrap_or_default();
        if magnitude.bit_len() > 64 {
            return Err(self.error_at(tok.span, "integer value too large"));
        }
        let m = magnitude.low_u128() as i128;
        Ok((if negative { -m } else { m }, tok.span))
    }

    /// MLIR's `AsmParser::parseOptionalInteger(APInt &)` (an `APInt` parameter of a
    /// declarative format): `false` and `true` are the 1-bit 0 and 1; an optionally negated
    /// literal is read as LLVM's `StringRef::getAsInteger` reads it, at 4 bits per digit
    /// after leading zeros (at least 1; a literal of zeros is the 64-bit 0), one more when
    /// its top bit is set, then negated. `None` (nothing consumed) when no integer starts
    /// here.
    pub fn parse_optional_integer_ap(&mut self) -> PResult<Option<ApInt>> {
        if self.eat_keyword("false") {
            return Ok(Some(ApInt::from_u128(1, 0)));
        }
        if self.eat_keyword("true") {
            return Ok(Some(ApInt::from_u128(1, 1)));
        }
        if !self.at(TokenKind::Minus) && !self.at(TokenKind::Integer) {
            return Ok(None);
        }
        let negative = self.eat(TokenKind::Minus);
        if !self.at(TokenKind::Integer) {
            return Err(self.error_expected("expected integer value"));
        }
        let tok = self.bump();
        let text = tok.text(self.src);
        let digits = text
            .strip_prefix("0x")
            .unwrap_or(text)
            .trim_start_matches('0');
        let Some(magnitude) = literal_magnitude(text) else {
            return Err(self.emit_error(tok.span, "integer value too large"));
        };
        let mut width = if digits.is_empty() {
            64
        } else {
            u32::try_from(digits.len().saturating_mul(4))
                .unwrap_or(u32::MAX)
                .max(1)
        };
        if magnitude.bit_len() == width {
            width += 1;
        }
        Ok(Some(ApInt::from_sign_magnitude(
            width, negative, &magnitude,
        )))
    }

    /// Consumes an unsigned decimal integer that fits in `u64`.
    pub fn parse_u64(&mut self, message: &str) -> PResult<u64> {
        let t = self.expect(TokenKind::Integer, message)?;
        let text = t.text(self.src);
        let v = if let Some(hex) = text.strip_prefix("0x") {
            u64::from_str_radix(hex, 16).ok()
        } else {
            text.parse().ok()
        };
        v.ok_or_else(|| self.error_at(t.span, "integer value too large"))
    }

    // ---------------------------------------------------------------------------------
    // Aliases
    // ---------------------------------------------------------------------------------

    /// Parses `#name = attribute` or `!name = type` at the top level and records the alias.
    pub fn parse_alias_definition(&mut self) -> PResult<()> {
        let tok = self.peek();
        let is_type = match tok.kind {
            TokenKind::HashIdent => false,
            TokenKind::BangIdent => true,
            _ => return Err(self.error_expected("expected alias definition")),
        };
        let name = &tok.text(self.src)[1..];
        if name.contains('.') {
            let what = if is_type { "type" } else { "attribute" };
            return Err(self.error_here(format!(
                "{what} names with a '.' are reserved for dialect-defined names"
            )));
        }
        let exists = if is_type {
            self.tables.type_aliases.contains_key(name)
        } else {
            self.tables.attr_aliases.contains_key(name)
        };
        let at = tok.span.start as usize;
        if exists {
            let what = if is_type { "type" } else { "attribute" };
            return Err(self.error_here(format!("redefinition of {what} alias id '{name}'")));
        }
        self.bump();
        let what = if is_type { "type" } else { "attribute" };
        self.expect(
            TokenKind::Equal,
            &format!("expected '=' in {what} alias definition"),
        )?;
        if is_type {
            let ty = self.parse_type()?;
            let aliases = &mut self.tables.to_mut().type_aliases;
            aliases.insert(name.to_string(), (ty, at));
        } else {
            let attr = if self.at_keyword("loc") && self.peek_second().kind == TokenKind::LParen {
                let loc = self.parse_location_literal()?;
                Attribute::location(self.ctx, loc)
            } else {
                self.parse_attribute(None)?
            };
            let aliases = &mut self.tables.to_mut().attr_aliases;
            aliases.insert(name.to_string(), (attr, at));
        }
        Ok(())
    }

    /// The attribute alias `#name`, if defined.
    pub fn attribute_alias(&self, name: &str) -> Option<Attribute> {
        self.visible_attr_alias(name)
    }

    /// The type alias `!name`, if defined.
    pub fn type_alias(&self, name: &str) -> Option<Type> {
        self.visible_type_alias(name)
    }
}

/// The body of `affine_map<...>` or `affine_set<...>`.
enum AffineParsed {
    Map(AffineMap),
    Set(IntegerSet),
}

/// A parsed `dense<...>` literal before its type is known.
#[derive(Clone, Debug)]
enum DenseLit {
    List(Vec<DenseLit>),
    Leaf(DenseLeaf),
    /// `"0x..."` at the top level: the bytes, or `None` when the digits are malformed.
    Hex(Span, Option<Vec<u8>>),
}

#[derive(Clone, Debug)]
enum DenseLeaf {
    Int(Span, bool, String),
    Float(Span, bool, String),
    Bool(Span, bool),
    Str(Span, Vec<u8>),
    Complex(Span, Box<DenseLeaf>, Box<DenseLeaf>),
}

impl DenseLeaf {
    fn span(&self) -> Span {
        match self {
            DenseLeaf::Int(s, ..)
            | DenseLeaf::Float(s, ..)
            | DenseLeaf::Bool(s, _)
            | DenseLeaf::Complex(s, ..) => *s,
            DenseLeaf::Str(s, _) => *s,
        }
    }
}

impl DenseLit {
    fn shape(&self) -> Vec<i64> {
        match self {
            DenseLit::List(elems) => {
                let mut s = vec![elems.len() as i64];
                if let Some(first) = elems.first() {
                    s.extend(first.shape());
                }
                s
            }
            _ => Vec::new(),
        }
    }

    fn leaves(&self) -> Vec<DenseLeaf> {
        let mut out = Vec::new();
        fn walk(l: &DenseLit, out: &mut Vec<DenseLeaf>) {
            match l {
                DenseLit::List(e) => e.iter().for_each(|x| walk(x, out)),
                DenseLit::Leaf(x) => out.push(x.clone()),
                DenseLit::Hex(..) => {}
            }
        }
        walk(self, &mut out);
        out
    }
}

/// True when `text` names a builtin type keyword (integer, float, or a type constructor).
pub fn is_type_keyword(text: &str) -> bool {
    int_type_width(text).is_some()
        || FloatKind::from_keyword(text).is_some()
        || matches!(
            text,
            "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
        )
}

/// For `iN`, `siN`, `uiN`: `Some(width)` (`Some(None)` when the digits overflow).
fn int_type_width(text: &str) -> Option<Option<u64>> {
    let digits = text
        .strip_prefix("si")
        .or_else(|| text.strip_prefix("ui"))
        .or_else(|| text.strip_prefix('i'))?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(digits.parse::<u64>().ok().filter(|w| *w <= u32::MAX as u64))
}

/// The magnitude of an integer literal's digits (`0x` hexadecimal or decimal).
fn literal_magnitude(text: &str) -> Option<BigUint> {
    match text.strip_prefix("0x") {
        Some(hex) => BigUint::parse(hex, 16),
        None => BigUint::parse(text, 10),
    }
}

/// Builds an integer of `width` bits from a literal, with mlir-opt's range rules: the
/// magnitude must fit the width, a negated value must be negative, and a positive value of a
/// signed (or index) type must not set the sign bit.
fn build_int(spelling: &str, negative: bool, width: u32, signed: bool) -> Option<ApInt> {
    let mag = literal_magnitude(spelling)?;
    if mag.bit_len() > width {
        return None;
    }
    if width == 0 {
        return (!negative).then(|| ApInt::from_biguint(0, &mag));
    }
    let v = ApInt::from_sign_magnitude(width, negative, &mag);
    if negative {
        return v.sign_bit().then_some(v);
    }
    if signed && v.sign_bit() {
        return None;
    }
    Some(v)
}

/// The value of a float literal token as LLVM reads it (through `f64`).
/// Values beyond the `f64` range become infinities, as in mlir-opt.
fn float_literal_value(text: &str, negative: bool) -> Option<f64> {
    let v: f64 = text.parse().ok()?;
    Some(if negative { -v } else { v })
}

impl Location {
    /// True for `loc(unknown)`.
    pub fn is_unknown(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), LocKind::Unknown)
    }
}

/// mlir-opt's message for `found` read where a type of `class` was expected (MLIR's
/// `parseType<TypeT>`): `invalid kind of type specified: expected builtin.complex, but found
/// 'f32'`, or only its first part for a class without a name (`FloatType`).
pub fn invalid_type_kind(ctx: &Context, class: TypeClass, found: Type) -> String {
    match class.name() {
        Some(name) => format!(
            "invalid kind of type specified: expected {name}, but found '{}'",
            crate::asm::printer::type_to_string(ctx, found)
        ),
        None => "invalid kind of type specified".to_string(),
    }
}

/// Parses a whole string as one type (`i32`, `tensor<?xf32>`), requiring nothing to follow.
pub fn parse_type_str(ctx: &mut Context, text: &str, file: &str) -> PResult<Type> {
    let mut p = Parser::new(ctx, text, file);
    let t = p.parse_type()?;
    p.expect(TokenKind::Eof, "expected end of string")?;
    Ok(t)
}

/// Parses a whole string as one attribute, requiring nothing to follow.
pub fn parse_attribute_str(ctx: &mut Context, text: &str, file: &str) -> PResult<Attribute> {
    let mut p = Parser::new(ctx, text, file);
    let a = p.parse_attribute(None)?;
    p.expect(TokenKind::Eof, "expected end of string")?;
    Ok(a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::printer::{attribute_to_string, location_to_string, type_to_string};

    #[test]
    fn types_round_trip() {
        let mut ctx = Context::new();
        for (src, want) in [
            ("i32", "i32"),
            ("tensor<4x?xf32>", "tensor<4x?xf32>"),
            (
                "memref<2x3xf32, affine_map<(i, j) -> (i, j)>>",
                "memref<2x3xf32>",
            ),
            ("(i32) -> (i64)", "(i32) -> i64"),
            ("vector<[4]x8xi1>", "vector<[4]x8xi1>"),
            ("!foo<bar>", "!foo.bar"),
        ] {
            let t = parse_type_str(&mut ctx, src, "t").unwrap();
            assert_eq!(type_to_string(&ctx, t), want);
        }
        let a = parse_type_str(&mut ctx, "tensor<2xi32>", "t").unwrap();
        let b = Type::int(&ctx, 32);
        let b = Type::ranked_tensor(&ctx, &[2], b);
        assert_eq!(a, b);
    }

    #[test]
    fn attributes_round_trip() {
        let mut ctx = Context::new();
        for (src, want) in [
            ("{b = 1, a}", "{a, b = 1 : i64}"),
            ("[1, 2.0]", "[1, 2.000000e+00]"),
            ("@a::@\"b c\"", "@a::@\"b c\""),
            (
                "dense<[[1, 2]]> : tensor<1x2xi8>",
                "dense<[[1, 2]]> : tensor<1x2xi8>",
            ),
            ("array<i16: -1>", "array<i16: -1>"),
        ] {
            let a = parse_attribute_str(&mut ctx, src, "t").unwrap();
            assert_eq!(attribute_to_string(&ctx, a), want);
        }
    }

    #[test]
    fn aliases_and_forward_locations() {
        let mut ctx = Context::new();
        let src =
            "!t = i32 #m = affine_map<(d0) -> (d0 + 1)> !t #m loc(#later) #later = loc(\"f\":1:2)";
        let mut p = Parser::new(&mut ctx, src, "a.mlir");
        p.parse_alias_definition().unwrap();
        p.parse_alias_definition().unwrap();
        let t = p.parse_type().unwrap();
        let m = p.parse_attribute(None).unwrap();
        let placeholder = p.parse_optional_location().unwrap().unwrap();
        p.parse_alias_definition().unwrap();
        let loc = p.resolve_location(placeholder).unwrap();
        assert!(p.at(TokenKind::Eof));
        assert_eq!(type_to_string(&ctx, t), "i32");
        assert_eq!(attribute_to_string(&ctx, m), "affine_map<(d0) -> (d0 + 1)>");
        assert_eq!(location_to_string(&ctx, loc), "loc(\"f\":1:2)");

        let mut ctx = Context::new();
        let src = "loc(#never)";
        let mut p = Parser::new(&mut ctx, src, "a.mlir");
        let placeholder = p.parse_optional_location().unwrap().unwrap();
        let err = p.resolve_location(placeholder).unwrap_err();
        assert_eq!(err.message, "operation location alias was never defined");
        assert_eq!((err.line, err.col), (1, 5));
    }

    #[test]
    fn custom_format_helpers() {
        let mut ctx = Context::new();
        let mut p = Parser::new(&mut ctx, "attr -42 : i8 0x10 nope", "h.mlir");
        p.parse_keyword("attr").unwrap();
        assert_eq!(p.parse_integer_i64().unwrap(), -42);
        let t = p.parse_colon_type().unwrap();
        assert_eq!(p.parse_integer_i64().unwrap(), 16);
        let err = p.parse_keyword("yes").unwrap_err();
        assert_eq!((err.message.as_str(), err.col), ("expected 'yes'", 20));
        assert_eq!(type_to_string(&ctx, t), "i8");
        let mut ctx = Context::new();
        let mut p = Parser::new(&mut ctx, "99999999999999999999", "h.mlir");
        assert_eq!(
            p.parse_integer_i64().unwrap_err().message,
            "integer value too large"
        );
        // `true` and `false` are the 1-bit integers 1 and 0, sign-extended.
        let mut ctx = Context::new();
        let mut p = Parser::new(&mut ctx, "true false -9223372036854775808 - x", "h.mlir");
        assert_eq!(p.parse_integer_i64().unwrap(), -1);
        assert_eq!(p.parse_integer_i64().unwrap(), 0);
        assert_eq!(p.parse_integer_i64().unwrap(), i64::MIN);
        let err = p.parse_integer_i64().unwrap_err();
        assert_eq!(
            (err.message.as_str(), err.col),
            ("expected integer value", 34)
        );
    }

    #[test]
    fn wrong_token_errors_point_after_the_previous_token() {
        let mut ctx = Context::new();
        let src = "tensor<4x\n  // comment\n\n  >";
        let err = parse_type_str(&mut ctx, src, "e.mlir").unwrap_err();
        assert_eq!((err.line, err.col), (1, 10));
        assert_eq!(err.message, "expected non-function type");
    }
}
