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
    type_aliases: HashMap<String, Type>,
    attr_aliases: HashMap<String, Attribute>,
    /// Placeholders for forward references to location aliases: alias name and first use.
    deferred_locs: HashMap<Location, (String, Span)>,
    /// Line starts, for file locations.
    lines: LineIndex,
    /// `distinct[N]` attributes by the number written in this source.
    distinct_ids: HashMap<u64, Attribute>,
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
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token();
        let file_ident = ctx.identifier(file);
        Parser {
            ctx,
            src,
            file: file.to_string(),
            file_ident,
            lexer,
            tok,
            prev_end: 0,
            type_aliases: HashMap::default(),
            attr_aliases: HashMap::default(),
            deferred_locs: HashMap::default(),
            lines: LineIndex::new(src),
            distinct_ids: HashMap::default(),
            depth: 0,
            mnemonic_at: 0,
            custom_op: None,
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
        let (line, col) = self.lines.line_col(offset.min(self.src.len()));
        self.ctx
            .file_line_col_loc_interned(self.file_ident, line, col)
    }

    /// The byte offset where 1-based `line` of the source starts, if it has that line.
    pub(crate) fn line_start(&self, line: u32) -> Option<usize> {
        self.lines.line_start(line)
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
            self.type_aliases.contains_key(name)
        } else {
            self.attr_aliases.contains_key(name)
        };
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
            self.type_aliases.insert(name.to_string(), ty);
        } else {
            let attr = if self.at_keyword("loc") && self.peek_second().kind == TokenKind::LParen {
                let loc = self.parse_location_literal()?;
                self.ctx.location_attr(loc)
            } else {
                self.parse_attribute(None)?
            };
            self.attr_aliases.insert(name.to_string(), attr);
        }
        Ok(())
    }

    /// The attribute alias `#name`, if defined.
    pub fn attribute_alias(&self, name: &str) -> Option<Attribute> {
        self.attr_aliases.get(name).copied()
    }

    /// The type alias `!name`, if defined.
    pub fn type_alias(&self, name: &str) -> Option<Type> {
        self.type_aliases.get(name).copied()
    }

    // ---------------------------------------------------------------------------------
    // Types
    // ---------------------------------------------------------------------------------

    /// True when the current token can start a type.
    pub fn at_type_start(&self) -> bool {
        match self.tok.kind {
            TokenKind::LParen | TokenKind::BangIdent => true,
            TokenKind::BareIdent => is_type_keyword(self.text()),
            _ => false,
        }
    }

    /// Parses a type if one starts here.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if self.at_type_start() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses any type, including function types.
    pub fn parse_type(&mut self) -> PResult<Type> {
        if self.at(TokenKind::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    /// Parses `(inputs) -> results`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_function_type_inner();
        self.leave();
        r
    }

    fn parse_function_type_inner(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(&inputs, &results))
    }

    /// Parses `(type, ...)`, possibly empty.
    pub fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect(TokenKind::LParen, "expected '('")?;
        if self.eat(TokenKind::RParen) {
            return Ok(Vec::new());
        }
        let v = self.parse_comma_separated(|p| p.parse_type())?;
        self.expect(TokenKind::RParen, "expected ')'")?;
        Ok(v)
    }

    /// Parses the results of a function type: a parenthesized list or one non-function type.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.at(TokenKind::LParen) {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    /// Parses a type that is not a function type.
    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_non_function_type_inner();
        self.leave();
        r
    }

    fn parse_non_function_type_inner(&mut self) -> PResult<Type> {
        match self.tok.kind {
            TokenKind::BangIdent => return self.parse_extended_type(),
            TokenKind::BareIdent => {}
            _ => return Err(self.error_expected("expected non-function type")),
        }
        let text = self.text();
        if let Some(width) = int_type_width(text) {
            let signedness = if text.starts_with("si") {
                Signedness::Signed
            } else if text.starts_with("ui") {
                Signedness::Unsigned
            } else {
                Signedness::Signless
            };
            let width = match width {
                Some(w) if w <= MAX_INT_WIDTH => w as u32,
                Some(_) => {
                    return Err(self.error_here(format!(
                        "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                    )));
                }
                None => return Err(self.error_here("invalid integer width")),
            };
            self.bump();
            return Ok(self.ctx.integer_type(width, signedness));
        }
        if let Some(kind) = FloatKind::from_keyword(text) {
            self.bump();
            return Ok(self.ctx.float_type(kind));
        }
        match text {
            "index" => {
                self.bump();
                Ok(self.ctx.index_type())
            }
            "none" => {
                self.bump();
                Ok(self.ctx.none_type())
            }
            "complex" => self.parse_complex_type(),
            "tuple" => self.parse_tuple_type(),
            "vector" => self.parse_vector_type(),
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(),
            _ => Err(self.error_expected("expected non-function type")),
        }
    }

    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in complex type")?;
        let at = self.span();
        let elem = self.parse_type()?;
        if !matches!(
            self.ctx.type_kind(elem),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        ) {
            return Err(self.error_at(at, "invalid element type for complex"));
        }
        self.expect(TokenKind::Greater, "expected '>' in complex type")?;
        Ok(self.ctx.complex_type(elem))
    }

    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tuple type")?;
        if self.eat(TokenKind::Greater) {
            return Ok(self.ctx.tuple_type(&[]));
        }
        let elems = self.parse_comma_separated(|p| p.parse_type())?;
        self.expect(TokenKind::Greater, "expected '>' in tuple type")?;
        Ok(self.ctx.tuple_type(&elems))
    }

    /// Consumes the `x` separating dimensions, splitting tokens such as `xf32`.
    fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        if self.tok.kind != TokenKind::BareIdent || !self.text().starts_with('x') {
            return Err(self.error_expected("expected 'x' in dimension list"));
        }
        if self.text().len() > 1 {
            let pos = self.tok.span.start as usize + 1;
            self.prev_end = pos;
            self.relex_from(pos);
        } else {
            self.bump();
        }
        Ok(())
    }

    /// Consumes one integer dimension, splitting `0x...` into `0` and `x...`.
    fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
        let text = self.text();
        if text.len() > 1 && text.starts_with("0x") {
            let pos = self.tok.span.start as usize + 1;
            self.prev_end = pos;
            self.relex_from(pos);
            return Ok(0);
        }
        let span = self.span();
        let v: Option<i64> = text.parse().ok();
        self.bump();
        v.ok_or_else(|| self.error_at(span, "invalid dimension"))
    }

    /// Parses `(dim 'x')*` where dim is an integer or `?` (when `allow_dynamic`).
    fn parse_dimension_list_ranked(&mut self, allow_dynamic: bool) -> PResult<Vec<i64>> {
        let mut dims = Vec::new();
        while matches!(self.tok.kind, TokenKind::Integer | TokenKind::Question) {
            if self.at(TokenKind::Question) {
                if !allow_dynamic {
                    return Err(self.error_here("expected static shape"));
                }
                self.bump();
                dims.push(DYNAMIC);
            } else {
                dims.push(self.parse_integer_in_dimension_list()?);
            }
            self.parse_x_in_dimension_list()?;
        }
        Ok(dims)
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let keyword = self.bump().span;
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            let (dim, is_scalable) = if self.at(TokenKind::LSquare) {
                self.bump();
                if !self.at(TokenKind::Integer) {
                    return Err(self.error_here("invalid dimension"));
                }
                let d = self.parse_integer_in_dimension_list()?;
                self.expect(TokenKind::RSquare, "missing ']' closing scalable dimension")?;
                (d, true)
            } else if self.at(TokenKind::Integer) {
                (self.parse_integer_in_dimension_list()?, false)
            } else {
                break;
            };
            shape.push(dim);
            scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        let elem = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        if shape.iter().any(|d| *d <= 0) {
            // MLIR lists the whole shape.
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return Err(self.error_at(
                keyword,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    dims.join(", ")
                ),
            ));
        }
        if !crate::type_interfaces::is_vector_element_type(self.ctx, elem) {
            return Err(self.error_at(
                keyword,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        Ok(self.ctx.get_type(TypeKind::Vector {
            shape,
            scalable,
            elem,
        }))
    }

    fn type_text(&self, ty: Type) -> String {
        crate::asm::printer::Printer::new(self.ctx).type_to_string(ty)
    }

    /// MLIR's element type rules: tensors hold integers, floats, index, complex, vectors,
    /// opaque and dialect types (any type of a dialect but the builtin one); memrefs hold
    /// what `type_interfaces::is_memref_element_type` accepts.
    fn check_shaped_element(&self, elem: Type, at: Span, what: &str) -> PResult<()> {
        let valid = if what == "memref" {
            crate::type_interfaces::is_memref_element_type(self.ctx, elem)
        } else {
            matches!(
                self.ctx.type_kind(elem),
                TypeKind::Integer { .. }
                    | TypeKind::Float(_)
                    | TypeKind::Index
                    | TypeKind::Complex(_)
                    | TypeKind::Vector { .. }
                    | TypeKind::Opaque { .. }
                    | TypeKind::Dialect { .. }
            )
        };
        if !valid {
            return Err(self.error_at(at, format!("invalid {what} element type")));
        }
        Ok(())
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        let keyword = self.bump().span;
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let unranked = if self.at(TokenKind::Star) {
            self.bump();
            self.parse_x_in_dimension_list()?;
            true
        } else {
            false
        };
        let shape = if unranked {
            Vec::new()
        } else {
            self.parse_dimension_list_ranked(true)?
        };
        let at = self.span();
        let elem = self.parse_type()?;
        let mut encoding = None;
        if self.eat(TokenKind::Comma) {
            encoding = self.parse_optional_attribute(None)?;
        }
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        if unranked && encoding.is_some() {
            return Err(self.error_here("cannot apply encoding to unranked tensor"));
        }
        self.check_shaped_element(elem, at, "tensor")?;
        if unranked {
            return Ok(self.ctx.unranked_tensor_type(elem));
        }
        // `RankedTensorType::getChecked`: an encoding implementing
        // `VerifiableTensorEncoding` verifies the shape and element type.
        crate::tensor_encoding::ranked_tensor_type_checked(self.ctx, &shape, elem, encoding)
            .map_err(|message| self.error_at(keyword, message))
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let keyword = self.bump().span;
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let unranked = if self.at(TokenKind::Star) {
            self.bump();
            self.parse_x_in_dimension_list()?;
            true
        } else {
            false
        };
        let shape = if unranked {
            Vec::new()
        } else {
            self.parse_dimension_list_ranked(true)?
        };
        let at = self.span();
        let elem = self.parse_type()?;
        self.check_shaped_element(elem, at, "memref")?;
        if !self.at(TokenKind::Comma) && !self.at(TokenKind::Greater) {
            return Err(self.error_expected("expected ',' or '>' in memref type"));
        }
        let mut layout = None;
        let mut memory_space = None;
        // The layout and memory space are a comma-separated list that may not be empty.
        if self.at(TokenKind::Comma) && self.peek_second().kind == TokenKind::Greater {
            self.bump();
            return Err(self.error_expected("expected list element"));
        }
        while self.eat(TokenKind::Comma) {
            let attr = self.parse_attribute(None)?;
            let is_layout = matches!(
                self.ctx.attr_kind(attr),
                AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. }
            );
            if is_layout && !unranked {
                if memory_space.is_some() {
                    return Err(self.error_here("expected memory space to be last in memref type"));
                }
                if layout.is_some() {
                    return Err(self.error_here("multiple layouts specified in memref type"));
                }
                layout = Some(attr);
            } else if memory_space.is_none() {
                memory_space = Some(attr);
            } else {
                return Err(self.error_here("multiple memory spaces specified in memref type"));
            }
        }
        self.expect(TokenKind::Greater, "expected ',' or '>'")?;
        if let Some(ms) = memory_space {
            if !matches!(
                self.ctx.attr_kind(ms),
                AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_)
            ) {
                return Err(self.error_at(keyword, "unsupported memory space Attribute"));
            }
        }
        // The identity map is the default layout; memory space 0 the default space.
        if let Some(l) = layout {
            match self.ctx.attr_kind(l) {
                AttrKind::AffineMap(m) => {
                    if m.num_dims as usize != shape.len() {
                        let msg = format!(
                            "memref layout mismatch between rank and affine map: {} != {}",
                            shape.len(),
                            m.num_dims
                        );
                        return Err(self.error_at(keyword, msg));
                    }
                    if m.is_identity() {
                        layout = None;
                    }
                }
                AttrKind::StridedLayout { strides, .. } if strides.len() != shape.len() => {
                    return Err(
                        self.error_at(keyword, "expected the number of strides to match the rank")
                    );
                }
                _ => {}
            }
        }
        if let Some(ms) = memory_space {
            if let AttrKind::Integer { value, ty } = self.ctx.attr_kind(ms) {
                if value.is_zero()
                    && matches!(self.ctx.type_kind(*ty), TypeKind::Integer { width: 64, .. })
                {
                    memory_space = None;
                }
            }
        }
        if unranked {
            return Ok(self
                .ctx
                .get_type(TypeKind::UnrankedMemRef { elem, memory_space }));
        }
        Ok(self.ctx.get_type(TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        }))
    }

    /// Reads the raw body of a dialect symbol `<...>`, balancing brackets and skipping
    /// strings; the current token must be `<`. Returns the text including the brackets.
    fn parse_dialect_body(&mut self) -> PResult<&'a str> {
        let start = self.tok.span.start as usize;
        let end = self.scan_dialect_body()?;
        let body = &self.src[start..end];
        self.prev_end = end;
        self.relex_from(end);
        Ok(body)
    }

    /// Where the dialect symbol body `<...>` at the current token ends, as mlir-opt's
    /// scanner finds it (brackets balanced, strings skipped), or its error. A registered
    /// dialect's parser reads the body token by token once the scan has passed.
    pub fn scan_dialect_body(&self) -> PResult<usize> {
        let start = self.tok.span.start as usize;
        let bytes = self.src.as_bytes();
        let mut stack: Vec<u8> = Vec::new();
        // Errors are reported at the last token mlir-opt's scanner looked at: the opening
        // `<`, or the last string literal inside the body.
        let mut report_at = start;
        let unbalanced = |p: &Self, stack: &[u8], at: usize| {
            let open = stack.last().copied().unwrap_or(b'<') as char;
            Diagnostic::error_at(
                &p.file,
                p.src,
                at,
                format!("unbalanced '{open}' character in pretty dialect name"),
            )
        };
        let mut i = start;
        loop {
            if i >= bytes.len() {
                if !stack.is_empty() {
                    return Err(unbalanced(self, &stack, report_at));
                }
                return Err(Diagnostic::error_at(
                    &self.file,
                    self.src,
                    report_at,
                    "unexpected nul or EOF in pretty dialect name",
                ));
            }
            let c = bytes[i];
            i += 1;
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                // `->` is one token: its `>` closes nothing.
                b'-' if bytes.get(i) == Some(&b'>') => i += 1,
                b'>' | b']' | b')' | b'}' => {
                    let want = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if stack.last() != Some(&want) {
                        return Err(unbalanced(self, &stack, report_at));
                    }
                    stack.pop();
                    if stack.is_empty() {
                        return Ok(i);
                    }
                }
                b'"' => {
                    let mut lx = Lexer::new(self.src);
                    lx.reset(i - 1);
                    let t = lx.next_token();
                    if let Some((msg, at)) = t.error {
                        return Err(Diagnostic::error_at(&self.file, self.src, at as usize, msg));
                    }
                    report_at = i - 1;
                    i = t.span.end as usize;
                }
                _ => {}
            }
        }
    }

    /// Splits `!dialect.name` / `#dialect.name` and reads an optional `<...>` body,
    /// returning (dialect, data).
    fn parse_dialect_symbol(&mut self) -> PResult<(String, String)> {
        let tok = self.peek();
        let ident = &tok.text(self.src)[1..];
        let namespace = ident.split('.').next().unwrap_or("");
        let valid = !namespace.is_empty()
            && namespace.bytes().enumerate().all(|(i, b)| {
                b.is_ascii_alphabetic() || b == b'_' || (i > 0 && (b.is_ascii_digit() || b == b'$'))
            });
        if !valid {
            // mlir-opt points at the token, or past `!.` when the namespace is empty.
            let at = tok.span.start as usize + if namespace.is_empty() { 2 } else { 0 };
            return Err(self.error_at(
                Span::at(at),
                format!("invalid dialect namespace '\"{namespace}\"'"),
            ));
        }
        self.bump();
        let touching = self.tok.span.start == tok.span.end;
        match ident.split_once('.') {
            Some((dialect, rest)) => {
                let mut data = rest.to_string();
                if self.at(TokenKind::Less) && touching {
                    data.push_str(self.parse_dialect_body()?);
                }
                Ok((dialect.to_string(), data))
            }
            None => {
                let body = self.parse_dialect_body()?;
                Ok((ident.to_string(), body[1..body.len() - 1].to_string()))
            }
        }
    }

    // Out of line: kept out of the frames of the recursive operation parser.
    #[inline(never)]
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let tok = self.peek();
        let ident = &tok.text(self.src)[1..];
        let touching_less = self.peek_second().kind == TokenKind::Less
            && self.peek_second().span.start == tok.span.end;
        if !ident.contains('.') && !touching_less {
            return match self.type_aliases.get(ident).copied() {
                Some(t) => {
                    self.bump();
                    Ok(t)
                }
                None => {
                    self.bump();
                    Err(self.error_expected(format!("undefined symbol alias id '{ident}'")))
                }
            };
        }
        if let Some((dialect, mnemonic)) = ident.split_once('.')
            && let Some(hook) = self.ctx.dialect_type_parser(dialect)
        {
            self.mnemonic_at = tok.span.start as usize + dialect.len() + 2;
            self.bump();
            let end = if self.at(TokenKind::Less) && self.tok.span.start == tok.span.end {
                self.scan_dialect_body()?
            } else {
                tok.span.end as usize
            };
            let ty = hook(self, mnemonic)?;
            self.resume_after_symbol(end);
            return Ok(ty);
        }
        if touching_less && let Some(hook) = self.ctx.dialect_type_parser(ident) {
            // `!dialect<mnemonic ...>`: the dialect parses its body.
            self.bump();
            let end = self.scan_dialect_body()?;
            self.bump();
            let mnemonic = self.parse_dialect_body_mnemonic()?;
            let ty = hook(self, &mnemonic)?;
            self.resume_after_symbol(end);
            return Ok(ty);
        }
        if let Some((dialect, name_at)) = self.registered_without_hook(tok, touching_less) {
            // mlir-opt reads the whole symbol before asking the dialect.
            self.skip_dialect_symbol(tok)?;
            return Err(self.error_at(
                Span::at(name_at),
                format!("dialect '{dialect}' provides no type parsing hook"),
            ));
        }
        let (dialect, data) = self.parse_dialect_symbol()?;
        Ok(self.ctx.opaque_type(&dialect, &data))
    }

    /// For `!dialect.name`, `!dialect<body>` and their `#` forms, when `dialect` is
    /// registered (`builtin` always is) but the case at hand has no parser for it: the
    /// dialect and where its symbol data starts, where mlir-opt's default
    /// `Dialect::parseType`/`parseAttribute` reports that it provides no parsing hook.
    fn registered_without_hook(&self, tok: Token, touching_less: bool) -> Option<(String, usize)> {
        let ident = &tok.text(self.src)[1..];
        let start = tok.span.start as usize;
        let (dialect, name_at) = match ident.split_once('.') {
            Some((dialect, _)) => (dialect, start + dialect.len() + 2),
            None if touching_less => (ident, tok.span.end as usize + 1),
            None => return None,
        };
        self.ctx
            .is_dialect_namespace_known(dialect)
            .then(|| (dialect.to_string(), name_at))
    }

    /// Steps over the dialect symbol starting at the current token `tok` (its name, and
    /// its `<...>` body when one touches it); gives where it ends.
    fn skip_dialect_symbol(&mut self, tok: Token) -> PResult<usize> {
        self.bump();
        let end = if self.at(TokenKind::Less) && self.tok.span.start == tok.span.end {
            self.scan_dialect_body()?
        } else {
            tok.span.end as usize
        };
        self.resume_after_symbol(end);
        Ok(end)
    }

    // ---------------------------------------------------------------------------------
    // Attributes
    // ---------------------------------------------------------------------------------

    /// Parses a dialect attribute `dialect.mnemonic` written without its prefix
    /// (`<nsw>` for `#arith.overflow<nsw>`), or any attribute written in full with `#`
    /// (MLIR's `parseCustomAttributeWithFallback`).
    pub fn parse_stripped_dialect_attr(
        &mut self,
        dialect: &str,
        mnemonic: &str,
    ) -> PResult<Attribute> {
        if self.at(TokenKind::HashIdent) {
            return self.parse_attribute(None);
        }
        match self.ctx.dialect_attr_parser(dialect) {
            Some(hook) => hook(self, mnemonic, None),
            None => Err(self.error_expected(format!(
                "attribute parser for dialect '{dialect}' is not registered"
            ))),
        }
    }

    /// Parses an attribute if one starts here.
    pub fn parse_optional_attribute(
        &mut self,
        expected_type: Option<Type>,
    ) -> PResult<Option<Attribute>> {
        let starts = match self.tok.kind {
            TokenKind::AtIdent
            | TokenKind::HashIdent
            | TokenKind::Integer
            | TokenKind::Float
            | TokenKind::String
            | TokenKind::Minus
            | TokenKind::LSquare
            | TokenKind::LBrace => true,
            TokenKind::BareIdent => {
                matches!(
                    self.text(),
                    // mlir-opt's list: `array`, `strided` and `distinct` do not start an
                    // optional attribute (so none is a tensor encoding).
                    "affine_map"
                        | "affine_set"
                        | "dense_resource"
                        | "sparse"
                        | "dense"
                        | "false"
                        | "true"
                        | "unit"
                        | "loc"
                ) || self.at_type_start()
            }
            _ => self.at_type_start(),
        };
        if starts {
            self.parse_attribute(expected_type).map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses an attribute; `expected_type` is the type an untyped literal takes (as when an
    /// op format knows it), otherwise integers default to `i64` and floats to `f64`.
    pub fn parse_attribute(&mut self, expected_type: Option<Type>) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner(expected_type);
        self.leave();
        r
    }

    fn parse_attribute_inner(&mut self, expected_type: Option<Type>) -> PResult<Attribute> {
        match self.tok.kind {
            TokenKind::LSquare => {
                let elems = self.parse_delimited(
                    TokenKind::LSquare,
                    TokenKind::RSquare,
                    "expected '['",
                    "expected ',' or ']'",
                    |p| p.parse_attribute(None),
                )?;
                Ok(self.ctx.array_attr(&elems))
            }
            TokenKind::LBrace => self.parse_attribute_dict(),
            TokenKind::AtIdent => self.parse_symbol_ref(),
            TokenKind::HashIdent => self.parse_extended_attr(expected_type),
            TokenKind::String => {
                let t = self.bump();
                let value = self.string_value(t);
                // A trailing `: type` only when no type was given (as mlir-opt).
                let ty = if expected_type.is_none() && self.eat(TokenKind::Colon) {
                    Some(self.parse_type()?)
                } else {
                    expected_type
                };
                Ok(self.ctx.get_attr(AttrKind::String { value, ty }))
            }
            TokenKind::Integer => self.parse_dec_or_hex_attr(expected_type, false),
            TokenKind::Float => self.parse_float_attr(expected_type, false),
            TokenKind::Minus => {
                self.bump();
                match self.tok.kind {
                    TokenKind::Integer => self.parse_dec_or_hex_attr(expected_type, true),
                    TokenKind::Float => self.parse_float_attr(expected_type, true),
                    _ => {
                        Err(self
                            .error_expected("expected constant integer or floating point value"))
                    }
                }
            }
            TokenKind::BareIdent => {
                match self.text() {
                    "true" | "false" => {
                        let v = self.text() == "true";
                        self.bump();
                        return Ok(self.ctx.bool_attr(v));
                    }
                    "unit" => {
                        self.bump();
                        return Ok(self.ctx.unit_attr());
                    }
                    "affine_map" | "affine_set" => return self.parse_affine_map_attr(),
                    "distinct" => return self.parse_distinct_attr(),
                    "dense_resource" => return self.parse_dense_resource(),
                    "sparse" => return self.parse_sparse_elements(),
                    "array" => return self.parse_dense_array(),
                    "dense" => return self.parse_dense_elements(expected_type),
                    "strided" => return self.parse_strided_layout(),
                    "loc" => {
                        let loc = self.parse_location_literal()?;
                        return Ok(self.ctx.location_attr(loc));
                    }
                    _ => {}
                }
                if self.at_type_start() {
                    let ty = self.parse_type()?;
                    return Ok(self.ctx.type_attr(ty));
                }
                Err(self.error_expected("expected attribute value"))
            }
            TokenKind::LParen | TokenKind::BangIdent => {
                let ty = self.parse_type()?;
                Ok(self.ctx.type_attr(ty))
            }
            _ => Err(self.error_expected("expected attribute value")),
        }
    }

    /// `sparse<indices, values> : shaped-type` (or `sparse<>`); indices and values are
    /// stored as dense elements shaped like their literals.
    fn parse_sparse_elements(&mut self) -> PResult<Attribute> {
        let keyword = self.bump().span;
        self.expect(TokenKind::Less, "Expected '<' after 'sparse'")?;
        let mut literals = None;
        if !self.at(TokenKind::Greater) {
            let indices_at = self.span();
            let indices = self.parse_dense_literal()?;
            self.expect(TokenKind::Comma, "expected ','")?;
            let values_at = self.span();
            let values = self.parse_dense_literal()?;
            literals = Some((indices, indices_at, values, values_at));
        }
        self.expect(TokenKind::Greater, "expected '>'")?;
        self.expect(TokenKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        self.check_elements_literal_type(ty, keyword)?;
        let parts = match literals {
            None => None,
            Some((indices, indices_at, values, values_at)) => {
                if values.shape().len() > 1 {
                    return Err(
                        self.error_at(keyword, "expected 1-d tensor for sparse element values")
                    );
                }
                self.check_sparse_shapes(ty, &indices.shape(), &values.shape(), keyword)?;
                let i64t = self.ctx.i64_type();
                let index_ty = self.ctx.ranked_tensor_type(&indices.shape(), i64t);
                let elem = self.ctx.element_type(ty).unwrap_or(ty);
                // A splat value is stored as one value per index, as MLIR does.
                let value_shape = match values.shape() {
                    s if s.is_empty() => vec![indices.shape().first().copied().unwrap_or(1)],
                    s => s,
                };
                let value_ty = self.ctx.ranked_tensor_type(&value_shape, elem);
                let i = self.build_dense(Some(indices), index_ty, keyword, indices_at)?;
                let v = self.build_dense(Some(values), value_ty, keyword, values_at)?;
                self.check_sparse_indices(i, ty, keyword)?;
                Some((i, v))
            }
        };
        Ok(self.ctx.get_attr(AttrKind::Sparse { ty, parts }))
    }

    /// MLIR's check of the literal shapes of `sparse<indices, values> : ty`: indices are
    /// `[N, rank]` (or `[N]` for rank 1), with as many values (a bare literal is one index,
    /// and a bare value one per index).
    fn check_sparse_shapes(
        &self,
        ty: Type,
        indices: &[i64],
        values: &[i64],
        at: Span,
    ) -> PResult<()> {
        let shape: Vec<i64> = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } => shape.clone(),
            _ => return Ok(()),
        };
        let rank = shape.len() as i64;
        let indices = if indices.is_empty() {
            vec![1, rank]
        } else {
            indices.to_vec()
        };
        let values = if values.is_empty() {
            vec![indices[0]]
        } else {
            values.to_vec()
        };
        let ok = match indices.len() {
            2 => indices[1] == rank,
            1 => rank == 1,
            _ => false,
        } && indices[0] == values[0];
        if ok {
            return Ok(());
        }
        let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        Err(self.error_at(
            at,
            format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred \
                 shape of values literal ([{}])",
                list(&shape),
                list(&indices),
                list(&values)
            ),
        ))
    }

    /// MLIR's check that every sparse index lies inside the shape of `ty` (a splat of
    /// indices stands for one index with that value in every dimension).
    fn check_sparse_indices(&self, indices: Attribute, ty: Type, at: Span) -> PResult<()> {
        let shape: Vec<i64> = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } => shape.clone(),
            _ => return Ok(()),
        };
        let AttrKind::DenseElements { values, .. } = self.ctx.attr_kind(indices) else {
            return Ok(());
        };
        let flat: Vec<u64> = values
            .iter()
            .map(|v| match v {
                Scalar::Int(i) => i.to_u64().unwrap_or(u64::MAX),
                _ => 0,
            })
            .collect();
        let rank = shape.len();
        let all: Vec<Vec<u64>> = if flat.len() == 1 {
            vec![vec![flat[0]; rank]]
        } else if rank == 0 {
            return Ok(());
        } else {
            flat.chunks(rank).map(<[u64]>::to_vec).collect()
        };
        for (n, index) in all.iter().enumerate() {
            let inside = index.len() == rank
                && index
                    .iter()
                    .zip(&shape)
                    .all(|(i, d)| *d < 0 || (*i as i128) < i128::from(*d));
            if !inside {
                let list: Vec<String> = index.iter().map(u64::to_string).collect();
                return Err(self.error_at(
                    at,
                    format!(
                        "sparse index #{n} is not contained within the value shape, with \
                         index=[{}], and type='{}'",
                        list.join(", "),
                        self.type_text(ty)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// `dense_resource<key> : shaped-type`.
    fn parse_dense_resource(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let key = match self.tok.kind {
            TokenKind::BareIdent => self.text().to_string(),
            TokenKind::String => String::from_utf8_lossy(&self.string_value(self.tok)).into_owned(),
            _ => return Err(self.error_here("expected identifier key for 'resource' entry")),
        };
        self.bump();
        self.expect(TokenKind::Greater, "expected '>'")?;
        let colon = self.expect(TokenKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        if !matches!(
            self.ctx.type_kind(ty),
            TypeKind::RankedTensor { .. } | TypeKind::Vector { .. }
        ) {
            return Err(self.error_at(colon.span, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.get_attr(AttrKind::DenseResource { key, ty }))
    }

    /// `distinct[N]<attr>`: the same `N` in one source is the same attribute.
    fn parse_distinct_attr(&mut self) -> PResult<Attribute> {
        let keyword = self.bump().span;
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if !self.at(TokenKind::Integer) {
            return Err(self.error_expected("expected distinct ID"));
        }
        let t = self.bump();
        let text = t.text(self.src);
        let id = match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => text.parse().ok(),
        };
        // mlir-opt reports a too-wide ID at the token after it.
        let Some(id) = id else {
            return Err(self.error_here("expected an unsigned 64-bit integer"));
        };
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.at(TokenKind::Greater) {
            self.ctx.unit_attr()
        } else {
            match self.parse_attribute(None) {
                Ok(a) => a,
                Err(mut d) => {
                    // mlir-opt adds its own complaint unless the lexer already failed.
                    if self.tok.kind != TokenKind::Error {
                        d.notes.push(self.error_here("expected attribute"));
                    }
                    return Err(d);
                }
            }
        };
        self.expect(
            TokenKind::Greater,
            "expected '>' to close distinct attribute",
        )?;
        if let Some(&existing) = self.distinct_ids.get(&id) {
            let previous = match self.ctx.attr_kind(existing) {
                AttrKind::Distinct { referenced: r, .. } => *r,
                _ => referenced,
            };
            if previous != referenced {
                let text = self.type_text_attr(previous);
                return Err(self.error_at(
                    keyword,
                    format!("referenced attribute does not match previous definition: {text}"),
                ));
            }
            return Ok(existing);
        }
        let attr = self.ctx.distinct_attr(referenced);
        self.distinct_ids.insert(id, attr);
        Ok(attr)
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.parse_symbol_name()?;
        let mut nested = Vec::new();
        while self.at(TokenKind::Colon) {
            // `::@name`; a single `:` belongs to the caller.
            let cp = self.save();
            self.bump();
            if !self.eat(TokenKind::Colon) {
                self.restore(cp);
                break;
            }
            if !self.at(TokenKind::AtIdent) {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            nested.push(self.parse_symbol_name()?);
        }
        Ok(self.ctx.get_attr(AttrKind::SymbolRef { root, nested }))
    }

    /// Consumes `@name` or `@"name"` and returns the name.
    pub fn parse_symbol_name(&mut self) -> PResult<Identifier> {
        let t = self.expect(TokenKind::AtIdent, "expected symbol name")?;
        let text = &t.text(self.src)[1..];
        let name = if text.starts_with('"') {
            String::from_utf8_lossy(&unescape_string(text)).into_owned()
        } else {
            text.to_string()
        };
        Ok(self.ctx.identifier(&name))
    }

    // Out of line: kept out of the frames of the recursive operation parser.
    #[inline(never)]
    fn parse_extended_attr(&mut self, expected_type: Option<Type>) -> PResult<Attribute> {
        let tok = self.peek();
        let ident = &tok.text(self.src)[1..];
        let second = self.peek_second();
        let touching_less = second.kind == TokenKind::Less && second.span.start == tok.span.end;
        if !ident.contains('.') && !touching_less {
            return match self.attr_aliases.get(ident).copied() {
                Some(a) => {
                    self.bump();
                    Ok(a)
                }
                None => {
                    self.bump();
                    Err(self.error_expected(format!("undefined symbol alias id '{ident}'")))
                }
            };
        }
        if let Some((dialect, mnemonic)) = ident.split_once('.')
            && let Some(hook) = self.ctx.dialect_attr_parser(dialect)
        {
            self.mnemonic_at = tok.span.start as usize + dialect.len() + 2;
            self.bump();
            let end = if self.at(TokenKind::Less) && self.tok.span.start == tok.span.end {
                self.scan_dialect_body()?
            } else {
                tok.span.end as usize
            };
            let (ty, after) = self.read_trailing_attr_type(end, expected_type)?;
            let attr = hook(self, mnemonic, ty)?;
            self.resume_after_symbol(end);
            return self.finish_dialect_attr(attr, after, expected_type);
        }
        if touching_less && let Some(hook) = self.ctx.dialect_attr_parser(ident) {
            // `#dialect<mnemonic ...>`: the dialect parses its body.
            self.bump();
            let end = self.scan_dialect_body()?;
            let (ty, after) = self.read_trailing_attr_type(end, expected_type)?;
            self.bump();
            let mnemonic = self.parse_dialect_body_mnemonic()?;
            let attr = hook(self, &mnemonic, ty)?;
            self.resume_after_symbol(end);
            return self.finish_dialect_attr(attr, after, expected_type);
        }
        if let Some((dialect, name_at)) = self.registered_without_hook(tok, touching_less) {
            // mlir-opt reads the symbol and a trailing `: type` before asking the dialect.
            let end = self.skip_dialect_symbol(tok)?;
            self.read_trailing_attr_type(end, expected_type)?;
            return Err(self.error_at(
                Span::at(name_at),
                format!("dialect '{dialect}' provides no attribute parsing hook"),
            ));
        }
        let (dialect, data) = self.parse_dialect_symbol()?;
        let ty = if expected_type.is_none() && self.eat(TokenKind::Colon) {
            Some(self.parse_type()?)
        } else {
            expected_type
        };
        Ok(self.ctx.opaque_attr(&dialect, &data, ty))
    }

    /// After a dialect parsed its type or attribute: continues at `end`, where the symbol
    /// ends (after its `<...>` body, else after its name), as mlir-opt does whatever the
    /// dialect's parser read. What the parser leaves of the body is not read
    /// (`!test.smpla<1>` is `!test.smpla`), and what it read past the symbol is read again
    /// (`#test.array_of_ints[1]` stops at `[`).
    fn resume_after_symbol(&mut self, end: usize) {
        self.prev_end = end;
        self.relex_from(end);
    }

    /// A registered dialect attribute's trailing `: type`, which mlir-opt reads before the
    /// dialect parses the attribute's body (so an error in the type comes first). `end` is
    /// where the symbol ends (see [`Parser::resume_after_symbol`]). Gives the type (else
    /// `expected`) and, when a type was read, the position after it; the cursor is left at
    /// the body.
    fn read_trailing_attr_type(
        &mut self,
        end: usize,
        expected: Option<Type>,
    ) -> PResult<(Option<Type>, Option<Checkpoint>)> {
        let body = self.save();
        self.resume_after_symbol(end);
        if !self.eat(TokenKind::Colon) {
            self.restore(body);
            return Ok((expected, None));
        }
        let ty = self.parse_type()?;
        let after = self.save();
        self.restore(body);
        Ok((Some(ty), Some(after)))
    }

    /// After a dialect parsed its attribute: steps over a trailing type read by
    /// [`Parser::read_trailing_attr_type`], and checks a typed attribute against the type
    /// the context expects, as mlir-opt's `parseExtendedAttr` does.
    fn finish_dialect_attr(
        &mut self,
        attr: Attribute,
        after: Option<Checkpoint>,
        expected: Option<Type>,
    ) -> PResult<Attribute> {
        if let Some(after) = after {
            self.restore(after);
        }
        if let (Some(want), Some(got)) = (expected, self.ctx.attr_type(attr))
            && want != got
        {
            let want = crate::asm::printer::type_to_string(self.ctx, want);
            let got = crate::asm::printer::type_to_string(self.ctx, got);
            return Err(self.error_here(format!(
                "attribute type different than expected: expected {want}, but got {got}"
            )));
        }
        Ok(attr)
    }

    /// The type of a literal: the expected one when given (a trailing `: type` is then not
    /// read, as mlir-opt's `parseDecOrHexAttr`), else `: type`, else `i64`.
    fn parse_optional_colon_type(&mut self, expected_type: Option<Type>) -> PResult<Type> {
        if let Some(t) = expected_type {
            return Ok(t);
        }
        if self.eat(TokenKind::Colon) {
            return self.parse_type();
        }
        Ok(self.ctx.i64_type())
    }

    fn parse_dec_or_hex_attr(
        &mut self,
        expected_type: Option<Type>,
        negative: bool,
    ) -> PResult<Attribute> {
        let tok = self.bump();
        let spelling = tok.text(self.src);
        let ty = self.parse_optional_colon_type(expected_type)?;
        if let TypeKind::Float(kind) = *self.ctx.type_kind(ty) {
            let bits = self.float_from_integer_literal(tok, negative, kind)?;
            return Ok(self.ctx.float_attr_bits(ty, bits));
        }
        let (width, signedness) = match *self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => (width, Some(signedness)),
            TypeKind::Index => (64, None),
            _ => {
                return Err(self.error_at(tok.span, "integer literal not valid for specified type"));
            }
        };
        if negative && signedness == Some(Signedness::Unsigned) {
            return Err(self.error_at(
                tok.span,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        match build_int(
            spelling,
            negative,
            width,
            signedness != Some(Signedness::Signless) && signedness != Some(Signedness::Unsigned),
        ) {
            Some(v) => Ok(self.ctx.get_attr(AttrKind::Integer { ty, value: v })),
            None => Err(self.error_at(tok.span, "integer constant out of range for attribute")),
        }
    }

    fn float_from_integer_literal(
        &self,
        tok: Token,
        negative: bool,
        kind: FloatKind,
    ) -> PResult<u128> {
        let spelling = tok.text(self.src);
        let Some(hex) = spelling.strip_prefix("0x") else {
            return Err(self
                .error_at(
                    tok.span,
                    "unexpected decimal integer literal for a floating point value",
                )
                .with_note(
                    self.note_at(tok.span, "add a trailing dot to make the literal a float"),
                ));
        };
        if negative {
            return Err(self.error_at(
                tok.span,
                "hexadecimal float literal should not have a leading minus",
            ));
        }
        let v = BigUint::parse(hex, 16).unwrap_or_default();
        if v.bit_len() > kind.width() {
            return Err(self.error_at(tok.span, "hexadecimal float constant out of range for type"));
        }
        Ok(v.low_u128())
    }

    fn parse_float_attr(
        &mut self,
        expected_type: Option<Type>,
        negative: bool,
    ) -> PResult<Attribute> {
        let tok = self.bump();
        let value = float_literal_value(tok.text(self.src), negative).ok_or_else(|| {
            self.error_at(tok.span, "floating point value too large for attribute")
        })?;
        let ty = match expected_type {
            Some(t) => t,
            None if self.eat(TokenKind::Colon) => self.parse_type()?,
            None => self.ctx.f64_type(),
        };
        match *self.ctx.type_kind(ty) {
            TypeKind::Float(kind) => {
                let bits = float::semantics(kind).from_f64(value);
                Ok(self.ctx.float_attr_bits(ty, bits))
            }
            _ => Err(self.error_here("floating point value not valid for specified type")),
        }
    }

    /// Parses `{name = attr, name, ...}` into a dictionary attribute.
    pub fn parse_attribute_dict(&mut self) -> PResult<Attribute> {
        let entries = self.parse_attribute_dict_entries()?;
        Ok(self.ctx.dictionary_attr(&entries))
    }

    /// Parses `{name = attr, name, ...}` keeping the written order; fails on duplicates.
    pub fn parse_attribute_dict_entries(&mut self) -> PResult<Vec<(Identifier, Attribute)>> {
        self.expect(TokenKind::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries: Vec<(Identifier, Attribute)> = Vec::new();
        if self.eat(TokenKind::RBrace) {
            return Ok(entries);
        }
        loop {
            let name_tok = self.peek();
            let name = match name_tok.kind {
                TokenKind::String => {
                    let s = self.string_value(name_tok);
                    if s.is_empty() {
                        return Err(self.error_here("expected valid attribute name"));
                    }
                    String::from_utf8_lossy(&s).into_owned()
                }
                TokenKind::BareIdent => self.text().to_string(),
                _ => return Err(self.error_expected("expected attribute name")),
            };
            let id = self.ctx.identifier(&name);
            if entries.iter().any(|(n, _)| *n == id) {
                return Err(
                    self.error_here(format!("duplicate key '{name}' in dictionary attribute"))
                );
            }
            self.bump();
            let value = if self.eat(TokenKind::Equal) {
                self.parse_attribute(None)?
            } else {
                self.ctx.unit_attr()
            };
            entries.push((id, value));
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "expected '}' in attribute dictionary")?;
        Ok(entries)
    }

    fn parse_strided_layout(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        let strides = self.parse_delimited(
            TokenKind::LSquare,
            TokenKind::RSquare,
            "expected '['",
            "expected ']'",
            |p| p.parse_stride_value(),
        )?;
        let mut offset = 0;
        if !self.at(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ','")?;
            self.expect_keyword("offset", "expected 'offset' after comma")?;
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_value()?;
        }
        self.expect(TokenKind::Greater, "expected '>'")?;
        Ok(self
            .ctx
            .get_attr(AttrKind::StridedLayout { offset, strides }))
    }

    fn parse_stride_value(&mut self) -> PResult<i64> {
        if self.eat(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let negative = self.eat(TokenKind::Minus);
        let span = self.span();
        if !self.at(TokenKind::Integer) {
            return Err(self.error_here("expected a 64-bit signed integer or '?'"));
        }
        let v = self.parse_u64("expected a 64-bit signed integer or '?'")?;
        let v = i64::try_from(v).map_err(|_| self.error_at(span, "integer value too large"))?;
        Ok(if negative { -v } else { v })
    }

    // ---------------------------------------------------------------------------------
    // Affine maps
    // ---------------------------------------------------------------------------------

    fn parse_affine_map_attr(&mut self) -> PResult<Attribute> {
        let want_set = self.bump().text(self.src) == "affine_set";
        let what = if want_set {
            "integer set"
        } else {
            "affine map"
        };
        self.expect(TokenKind::Less, &format!("expected '<' in {what}"))?;
        let at = self.span();
        let attr = match self.parse_affine_map_or_set()? {
            AffineParsed::Map(m) if !want_set => self.ctx.affine_map_attr(m),
            AffineParsed::Set(set) if want_set => self.ctx.get_attr(AttrKind::IntegerSet(set)),
            AffineParsed::Map(_) => {
                return Err(self.error_at(at, "expected IntegerSet, but got AffineMap"));
            }
            AffineParsed::Set(_) => {
                return Err(self.error_at(at, "expected AffineMap, but got IntegerSet"));
            }
        };
        self.expect(TokenKind::Greater, &format!("expected '>' in {what}"))?;
        Ok(attr)
    }

    fn parse_affine_ids(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        names: &mut Vec<(String, AffineExpr)>,
        symbol: bool,
    ) -> PResult<u32> {
        let mut count = 0u32;
        let open_msg = if symbol {
            "expected '[' in symbol list"
        } else {
            "expected '(' in dimensional identifier list"
        };
        let close_msg = if symbol {
            "expected ']' in symbol list"
        } else {
            "expected ')' in dimensional identifier list"
        };
        self.parse_delimited(open, close, open_msg, close_msg, |p| {
            if p.tok.kind != TokenKind::BareIdent {
                return Err(p.error_expected("expected bare identifier"));
            }
            let name = p.text().to_string();
            if names.iter().any(|(n, _)| *n == name) {
                return Err(p.error_here(format!("redefinition of identifier '{name}'")));
            }
            p.bump();
            let e = if symbol {
                AffineExpr::Symbol(count)
            } else {
                AffineExpr::Dim(count)
            };
            names.push((name, e));
            count += 1;
            Ok(())
        })?;
        Ok(count)
    }

    /// Parses `(dims)[symbols] -> (exprs)` (the body of `affine_map<...>`).
    pub fn parse_affine_map(&mut self) -> PResult<AffineMap> {
        let at = self.span();
        match self.parse_affine_map_or_set()? {
            AffineParsed::Map(m) => Ok(m),
            AffineParsed::Set(_) => {
                Err(self.error_at(at, "expected AffineMap, but got IntegerSet"))
            }
        }
    }

    /// Parses the body of `affine_map<...>` or `affine_set<...>`.
    fn parse_affine_map_or_set(&mut self) -> PResult<AffineParsed> {
        let mut names = Vec::new();
        let num_dims =
            self.parse_affine_ids(TokenKind::LParen, TokenKind::RParen, &mut names, false)?;
        let num_symbols = if self.at(TokenKind::LSquare) {
            self.parse_affine_ids(TokenKind::LSquare, TokenKind::RSquare, &mut names, true)?
        } else {
            0
        };
        if self.eat(TokenKind::Arrow) {
            let results = self.parse_delimited(
                TokenKind::LParen,
                TokenKind::RParen,
                "expected '(' in affine map range",
                "expected ')' in affine map range",
                |p| p.parse_affine_expr(&names),
            )?;
            return Ok(AffineParsed::Map(AffineMap {
                num_dims,
                num_symbols,
                results,
            }));
        }
        self.expect(TokenKind::Colon, "expected '->' or ':'")?;
        let parsed = self.parse_delimited(
            TokenKind::LParen,
            TokenKind::RParen,
            "expected '(' in integer set constraint list",
            "expected ')' in integer set constraint list",
            |p| p.parse_affine_constraint(&names),
        )?;
        let (mut constraints, mut eq_flags): (Vec<_>, Vec<_>) = parsed.into_iter().unzip();
        if constraints.is_empty() {
            // No constraint: the always-true set `0 == 0`.
            constraints.push(AffineExpr::Const(0));
            eq_flags.push(true);
        }
        Ok(AffineParsed::Set(IntegerSet {
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        }))
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, normalized to `e >= 0` / `e == 0`.
    fn parse_affine_constraint(
        &mut self,
        names: &[(String, AffineExpr)],
    ) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr(names)?;
        let sub = |a, b| AffineExpr::add_expr(a, AffineExpr::mul_expr(b, AffineExpr::Const(-1)));
        if self.eat(TokenKind::Greater) && self.eat(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((sub(lhs, rhs), false));
        }
        if self.eat(TokenKind::Less) && self.eat(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((sub(rhs, lhs), false));
        }
        if self.eat(TokenKind::Equal) && self.eat(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((sub(lhs, rhs), true));
        }
        Err(self.error_here(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ))
    }

    fn parse_affine_expr(&mut self, names: &[(String, AffineExpr)]) -> PResult<AffineExpr> {
        self.enter()?;
        let r = self.parse_affine_low(names, None);
        self.leave();
        r
    }

    /// Consumes `+` or `-` (true for `-`).
    fn eat_low_prec_op(&mut self) -> Option<bool> {
        if self.eat(TokenKind::Plus) {
            Some(false)
        } else if self.eat(TokenKind::Minus) {
            Some(true)
        } else {
            None
        }
    }

    /// Consumes `*`, `floordiv`, `ceildiv` or `mod`.
    fn eat_high_prec_op(&mut self) -> Option<&'static str> {
        let op = match self.tok.kind {
            TokenKind::Star => "*",
            TokenKind::BareIdent => match self.text() {
                "floordiv" => "floordiv",
                "ceildiv" => "ceildiv",
                "mod" => "mod",
                _ => return None,
            },
            _ => return None,
        };
        self.bump();
        Some(op)
    }

    fn affine_low(lhs: AffineExpr, sub: bool, rhs: AffineExpr) -> AffineExpr {
        if sub {
            AffineExpr::add_expr(lhs, AffineExpr::mul_expr(rhs, AffineExpr::Const(-1)))
        } else {
            AffineExpr::add_expr(lhs, rhs)
        }
    }

    /// Combines with a high-precedence operator; errors are reported at `op_span`.
    fn affine_high(
        &self,
        op: &str,
        lhs: AffineExpr,
        rhs: AffineExpr,
        op_span: Span,
    ) -> PResult<AffineExpr> {
        if op == "*" {
            if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                return Err(self.error_at(
                    op_span,
                    "non-affine expression: at least one of the multiply operands has to be \
                     either a constant or symbolic",
                ));
            }
            return Ok(AffineExpr::mul_expr(lhs, rhs));
        }
        if !rhs.is_symbolic_or_constant() {
            return Err(self.error_at(
                op_span,
                format!(
                    "non-affine expression: right operand of {op} has to be either a constant \
                     or symbolic"
                ),
            ));
        }
        Ok(match op {
            "floordiv" => AffineExpr::floor_div(lhs, rhs),
            "ceildiv" => AffineExpr::ceil_div(lhs, rhs),
            _ => AffineExpr::modulo(lhs, rhs),
        })
    }

    /// `llhs llhs_op (operand (high-op operand)*) (low-op ...)*`, left associative.
    fn parse_affine_low(
        &mut self,
        names: &[(String, AffineExpr)],
        llhs: Option<(AffineExpr, bool)>,
    ) -> PResult<AffineExpr> {
        let mut llhs = llhs;
        loop {
            let lhs = self.parse_affine_operand(names, llhs.is_some())?;
            if let Some(sub) = self.eat_low_prec_op() {
                let sum = match llhs.take() {
                    Some((l, lsub)) => Self::affine_low(l, lsub, lhs),
                    None => lhs,
                };
                llhs = Some((sum, sub));
                continue;
            }
            let op_span = self.span();
            if let Some(op) = self.eat_high_prec_op() {
                let high = self.parse_affine_high(names, lhs, op, op_span)?;
                let expr = match llhs.take() {
                    Some((l, lsub)) => Self::affine_low(l, lsub, high),
                    None => high,
                };
                match self.eat_low_prec_op() {
                    Some(sub) => {
                        llhs = Some((expr, sub));
                        continue;
                    }
                    None => return Ok(expr),
                }
            }
            return Ok(match llhs {
                Some((l, lsub)) => Self::affine_low(l, lsub, lhs),
                None => lhs,
            });
        }
    }

    /// `llhs op operand (op operand)*` with mlir-opt's error positions: a combination is
    /// reported at the operator that follows it, the last one at its own operator.
    fn parse_affine_high(
        &mut self,
        names: &[(String, AffineExpr)],
        llhs: AffineExpr,
        llhs_op: &'static str,
        llhs_span: Span,
    ) -> PResult<AffineExpr> {
        let (mut llhs, mut llhs_op, mut llhs_span) = (llhs, llhs_op, llhs_span);
        loop {
            let lhs = self.parse_affine_operand(names, true)?;
            let op_span = self.span();
            match self.eat_high_prec_op() {
                Some(op) => {
                    llhs = self.affine_high(llhs_op, llhs, lhs, op_span)?;
                    llhs_op = op;
                    llhs_span = op_span;
                }
                None => return self.affine_high(llhs_op, llhs, lhs, llhs_span),
            }
        }
    }

    fn parse_affine_operand(
        &mut self,
        names: &[(String, AffineExpr)],
        has_lhs: bool,
    ) -> PResult<AffineExpr> {
        match self.tok.kind {
            TokenKind::BareIdent => {
                let name = self.text();
                match names.iter().find(|(n, _)| n == name) {
                    Some((_, e)) => {
                        let e = e.clone();
                        self.bump();
                        Ok(e)
                    }
                    None => Err(self.error_expected("use of undeclared identifier")),
                }
            }
            TokenKind::Integer => {
                let text = self.text();
                let v = if let Some(hex) = text.strip_prefix("0x") {
                    u64::from_str_radix(hex, 16).ok()
                } else {
                    text.parse::<u64>().ok()
                };
                match v.and_then(|v| i64::try_from(v).ok()) {
                    Some(v) => {
                        self.bump();
                        Ok(AffineExpr::Const(v))
                    }
                    None => Err(self.error_here("constant too large for index")),
                }
            }
            TokenKind::LParen => {
                self.bump();
                if self.at(TokenKind::RParen) {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                let e = self.parse_affine_expr(names)?;
                self.expect(TokenKind::RParen, "expected ')'")?;
                Ok(e)
            }
            TokenKind::Minus => {
                self.bump();
                self.enter()?;
                let e = self.parse_affine_operand(names, has_lhs);
                self.leave();
                match e {
                    Ok(e) => Ok(AffineExpr::mul_expr(e, AffineExpr::Const(-1))),
                    // mlir-opt reports a second error for the negation itself.
                    Err(mut d) => {
                        d.notes.push(self.error_here("missing operand of negation"));
                        Err(d)
                    }
                }
            }
            // An SSA value can stand in an affine expression only where operands are bound
            // (affine ops' custom forms), never in an attribute.
            TokenKind::PercentIdent => Err(self.error_expected("unexpected ssa identifier")),
            TokenKind::Plus | TokenKind::Star => Err(self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            })),
            _ => Err(self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }

    // ---------------------------------------------------------------------------------
    // Dense arrays and elements
    // ---------------------------------------------------------------------------------

    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let at = self.span();
        let elem = match self.parse_type() {
            Ok(t) => t,
            Err(mut d) => {
                // mlir-opt adds its own complaint unless the lexer already failed.
                if self.tok.kind != TokenKind::Error {
                    d.notes.push(Diagnostic::error_at(
                        &self.file,
                        self.src,
                        at.start as usize,
                        "expected an integer or floating point type",
                    ));
                }
                return Err(d);
            }
        };
        let kind = self.ctx.type_kind(elem).clone();
        if !matches!(kind, TypeKind::Integer { .. } | TypeKind::Float(_)) {
            let text = self.type_text(elem);
            return Err(self.error_at(at, format!("expected integer or float type, got: '{text}'")));
        }
        if matches!(kind, TypeKind::Integer { width, .. } if width != 1 && width % 8 != 0) {
            return Err(self.error_at(at, "element type bitwidth must be a multiple of 8"));
        }
        if self.eat(TokenKind::Greater) {
            let values = Vec::new();
            return Ok(self.ctx.get_attr(AttrKind::DenseArray { elem, values }));
        }
        self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
        let values = self.parse_comma_separated(|p| p.parse_scalar_for(elem))?;
        self.expect(
            TokenKind::Greater,
            "expected '>' to close an array attribute",
        )?;
        Ok(self.ctx.get_attr(AttrKind::DenseArray { elem, values }))
    }

    /// One element of a dense array (`1`, `-2.5`, `true`, `0x..`) of element type `elem`.
    fn parse_scalar_for(&mut self, elem: Type) -> PResult<Scalar> {
        let negative = self.eat(TokenKind::Minus);
        let tok = self.peek();
        match *self.ctx.type_kind(elem) {
            TypeKind::Integer { width, signedness } => {
                if self.at_keyword("true") || self.at_keyword("false") {
                    if width != 1 {
                        return Err(
                            self.error_here("expected i1 type for 'true' or 'false' values")
                        );
                    }
                    let v = self.at_keyword("true");
                    self.bump();
                    return Ok(Scalar::Int(ApInt::from_i128(1, i128::from(v))));
                }
                if !self.at(TokenKind::Integer) {
                    return Err(self.error_here("expected integer literal"));
                }
                self.bump();
                if width == 1 {
                    return Err(self.error_here("expected 'true' or 'false' values for i1 type"));
                }
                let signed = signedness == Signedness::Signed;
                if negative && signedness == Signedness::Unsigned {
                    return Err(self.error_here("integer constant out of range"));
                }
                build_int(tok.text(self.src), negative, width, signed)
                    .map(Scalar::Int)
                    .ok_or_else(|| self.error_here("integer constant out of range"))
            }
            TypeKind::Float(kind) => match tok.kind {
                TokenKind::Float => {
                    self.bump();
                    let v = float_literal_value(tok.text(self.src), negative).ok_or_else(|| {
                        self.error_at(tok.span, "floating point value too large for attribute")
                    })?;
                    Ok(Scalar::Float(float::semantics(kind).from_f64(v)))
                }
                TokenKind::Integer => {
                    let bits = self.float_from_integer_literal(tok, negative, kind)?;
                    self.bump();
                    Ok(Scalar::Float(bits))
                }
                _ => Err(self.error_at(self.tok.span, "expected floating point literal")),
            },
            _ => Err(self.error_here("expected integer or float type")),
        }
    }

    fn parse_dense_elements(&mut self, expected_type: Option<Type>) -> PResult<Attribute> {
        let keyword = self.bump().span;
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        // Collect the literal as a tree first; its element type comes after the `>`.
        let literal = if self.at(TokenKind::Greater) {
            None
        } else if self.at(TokenKind::String) && self.text().starts_with("\"0x") {
            let t = self.bump();
            let raw = self.string_value(t);
            let hex = String::from_utf8_lossy(&raw[2..]).into_owned();
            let bytes =
                (hex.len() % 2 == 0 && hex.bytes().all(|b| b.is_ascii_hexdigit())).then(|| {
                    (0..hex.len() / 2)
                        .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap_or(0))
                        .collect()
                });
            Some(DenseLit::Hex(t.span, bytes))
        } else {
            Some(self.parse_dense_literal()?)
        };
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty = if self.eat(TokenKind::Colon) {
            self.parse_type()?
        } else if let Some(t) = expected_type {
            t
        } else {
            return Err(self.error_expected("expected ':'"));
        };
        self.check_elements_literal_type(ty, keyword)?;
        // mlir-opt reports a literal that does not fit its type at the `dense` keyword.
        self.build_dense(literal, ty, keyword, keyword)
    }

    /// MLIR's check of the type of an elements literal (`dense<..> : ty`,
    /// `sparse<..> : ty`): a tensor or vector of static shape; errors are at `keyword`.
    fn check_elements_literal_type(&self, ty: Type, keyword: Span) -> PResult<()> {
        match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } => {
                if shape.iter().any(|d| *d < 0) {
                    return Err(
                        self.error_at(keyword, "elements literal type must have static shape")
                    );
                }
                Ok(())
            }
            TypeKind::UnrankedTensor { .. } => {
                Err(self.error_at(keyword, "elements literal type must have static shape"))
            }
            _ => Err(self.error_at(keyword, "elements literal must be a shaped type")),
        }
    }

    /// Builds `dense<literal> : ty`; errors mention the `dense` keyword at `keyword`.
    fn build_dense(
        &mut self,
        literal: Option<DenseLit>,
        ty: Type,
        keyword: Span,
        literal_at: Span,
    ) -> PResult<Attribute> {
        let shape = self.ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        let elem = self.ctx.element_type(ty).unwrap_or(ty);
        let num: i64 = shape.iter().product();
        let Some(literal) = literal else {
            if num != 0 {
                return Err(self.error_at(
                    literal_at,
                    format!(
                        "parsed zero elements, but type ('{}') expected at least 1",
                        self.type_text(ty)
                    ),
                ));
            }
            return Ok(self.ctx.get_attr(AttrKind::DenseElements {
                ty,
                values: Vec::new(),
            }));
        };
        if let DenseLit::Hex(span, bytes) = &literal {
            let Some(bytes) = bytes else {
                return Err(self.error_at(
                    *span,
                    "expected string containing hex digits starting with `0x`",
                ));
            };
            let values = self.dense_from_hex(ty, elem, num, bytes, keyword)?;
            return Ok(self.ctx.dense_elements_attr(ty, values));
        }
        if let DenseLit::Leaf(DenseLeaf::Str(span, _)) = &literal {
            let numeric = matches!(
                self.ctx.type_kind(elem),
                TypeKind::Complex(_)
                    | TypeKind::Integer { .. }
                    | TypeKind::Index
                    | TypeKind::Float(_)
            );
            if numeric {
                return Err(self.error_at(
                    *span,
                    "expected string containing hex digits starting with `0x`",
                ));
            }
        }
        let lit_shape = literal.shape();
        let leaves = literal.leaves();
        let is_splat = lit_shape.is_empty();
        if !is_splat && lit_shape != shape {
            let fmt = |s: &[i64]| {
                s.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(self.error_at(
                keyword,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    fmt(&lit_shape),
                    fmt(&shape)
                ),
            ));
        }
        if leaves.iter().all(|l| matches!(l, DenseLeaf::Str(..))) && !leaves.is_empty() {
            let mut values: Vec<Vec<u8>> = leaves
                .iter()
                .map(|l| {
                    if let DenseLeaf::Str(_, s) = l {
                        s.clone()
                    } else {
                        Vec::new()
                    }
                })
                .collect();
            if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
                values.truncate(1);
            }
            return Ok(self.ctx.get_attr(AttrKind::DenseStrings { ty, values }));
        }
        let mut values = Vec::with_capacity(leaves.len());
        for leaf in &leaves {
            values.push(self.dense_leaf_value(leaf, elem)?);
        }
        Ok(self.ctx.dense_elements_attr(ty, values))
    }

    fn dense_leaf_value(&self, leaf: &DenseLeaf, elem: Type) -> PResult<Scalar> {
        let kind = self.ctx.type_kind(elem).clone();
        match (leaf, &kind) {
            (DenseLeaf::Complex(span, re, im), TypeKind::Complex(inner)) => {
                let r = self.dense_leaf_value(re, *inner)?;
                let i = self.dense_leaf_value(im, *inner)?;
                let _ = span;
                Ok(Scalar::Complex(Box::new((r, i))))
            }
            (DenseLeaf::Complex(span, ..), _) => {
                Err(self.error_at(*span, "complex element not valid for non-complex type"))
            }
            (DenseLeaf::Bool(span, v), TypeKind::Integer { width: 1, .. }) => {
                let _ = span;
                Ok(Scalar::Int(ApInt::from_i128(1, i128::from(*v))))
            }
            (DenseLeaf::Bool(span, _), TypeKind::Float(_)) => {
                Err(self.error_at(*span, "expected floating point literal"))
            }
            (DenseLeaf::Bool(span, _), _) => {
                Err(self.error_at(*span, "expected i1 type for 'true' or 'false' values"))
            }
            (DenseLeaf::Int(span, neg, text), TypeKind::Integer { width, signedness }) => {
                if *neg && *signedness == Signedness::Unsigned {
                    return Err(self.error_at(
                        *span,
                        "expected unsigned integer elements, but parsed negative value",
                    ));
                }
                build_int(text, *neg, *width, *signedness == Signedness::Signed)
                    .map(Scalar::Int)
                    .ok_or_else(|| self.error_at(*span, "integer constant out of range for type"))
            }
            (DenseLeaf::Int(span, neg, text), TypeKind::Index) => build_int(text, *neg, 64, true)
                .map(Scalar::Int)
                .ok_or_else(|| self.error_at(*span, "integer constant out of range for type")),
            (DenseLeaf::Int(span, neg, text), TypeKind::Float(k)) => {
                let Some(hex) = text.strip_prefix("0x") else {
                    return Err(self
                        .error_at(
                            *span,
                            "unexpected decimal integer literal for a floating point value",
                        )
                        .with_note(
                            self.note_at(*span, "add a trailing dot to make the literal a float"),
                        ));
                };
                if *neg {
                    return Err(self.error_at(
                        *span,
                        "hexadecimal float literal should not have a leading minus",
                    ));
                }
                let v = BigUint::parse(hex, 16).unwrap_or_default();
                if v.bit_len() > k.width() {
                    return Err(
                        self.error_at(*span, "hexadecimal float constant out of range for type")
                    );
                }
                Ok(Scalar::Float(v.low_u128()))
            }
            (DenseLeaf::Float(span, neg, text), TypeKind::Float(k)) => {
                let v = float_literal_value(text, *neg).ok_or_else(|| {
                    self.error_at(*span, "floating point value too large for attribute")
                })?;
                Ok(Scalar::Float(float::semantics(*k).from_f64(v)))
            }
            (DenseLeaf::Float(span, ..), TypeKind::Integer { .. } | TypeKind::Index) => Err(self
                .error_at(
                    *span,
                    "expected integer elements, but parsed floating-point",
                )),
            (DenseLeaf::Str(span, _), TypeKind::Integer { .. } | TypeKind::Index) => {
                Err(self.error_at(*span, "integer constant out of range for type"))
            }
            (DenseLeaf::Str(span, _), TypeKind::Float(_)) => {
                Err(self.error_at(*span, "expected floating point literal"))
            }
            (DenseLeaf::Str(..), _) | (_, _) => {
                let span = leaf.span();
                Err(self.error_at(
                    span,
                    format!(
                        "expected integer or floating point element type, got {}",
                        self.type_text(elem)
                    ),
                ))
            }
        }
    }

    fn dense_from_hex(
        &self,
        ty: Type,
        elem: Type,
        num: i64,
        bytes: &[u8],
        span: Span,
    ) -> PResult<Vec<Scalar>> {
        let kind = self.ctx.type_kind(elem).clone();
        let (width, is_float, complex) = match kind {
            TypeKind::Integer { width, .. } => (width, false, false),
            TypeKind::Index => (64, false, false),
            TypeKind::Float(k) => (k.width(), true, false),
            TypeKind::Complex(inner) => match self.ctx.type_kind(inner) {
                TypeKind::Integer { width, .. } => (*width, false, true),
                TypeKind::Float(k) => (k.width(), true, true),
                _ => (0, false, true),
            },
            _ => {
                return Err(self.error_at(span, "expected integer or floating point element type"));
            }
        };
        let parts = if complex { 2 } else { 1 };
        let elem_bytes = if width == 1 {
            1
        } else {
            (width as usize).div_ceil(8)
        };
        let scalar_at = |i: usize| -> Scalar {
            if width == 1 {
                let bit = bytes.get(i / 8).is_some_and(|b| (b >> (i % 8)) & 1 == 1);
                return Scalar::Int(ApInt::from_i128(1, i128::from(bit)));
            }
            let chunk = &bytes[i * elem_bytes..(i + 1) * elem_bytes];
            let mut words = vec![0u64; elem_bytes.div_ceil(8)];
            for (j, b) in chunk.iter().enumerate() {
                words[j / 8] |= (*b as u64) << (8 * (j % 8));
            }
            let v = BigUint::from_words(&words);
            if is_float {
                Scalar::Float(v.low_u128())
            } else if width < 64 && width % 8 != 0 {
                // The bits above the width stay, for printing, as mlir-opt keeps them.
                Scalar::Int(ApInt::from_storage_word(width, words[0]))
            } else {
                Scalar::Int(ApInt::from_biguint(width, &v))
            }
        };
        let total = (num.max(0) as usize) * parts;
        let splat_len = if width == 1 { 1 } else { elem_bytes * parts };
        let full_len = if width == 1 {
            total.div_ceil(8)
        } else {
            elem_bytes * total
        };
        let count =
            if bytes.len() == splat_len && (width != 1 || bytes.len() != full_len || total <= 1) {
                parts
            } else if bytes.len() == full_len {
                total
            } else {
                return Err(self.error_at(
                    span,
                    format!(
                        "elements hex data size is invalid for provided type: '{}'",
                        self.type_text(ty)
                    ),
                ));
            };
        let flat: Vec<Scalar> = if width == 1 && count == 1 {
            // A single boolean (a splat, or one element) is true for any non-zero byte.
            let bit = bytes.first().is_some_and(|b| *b != 0);
            vec![Scalar::Int(ApInt::from_i128(1, i128::from(bit)))]
        } else {
            (0..count).map(scalar_at).collect()
        };
        if complex {
            Ok(flat
                .chunks(2)
                .map(|c| Scalar::Complex(Box::new((c[0].clone(), c[1].clone()))))
                .collect())
        } else {
            Ok(flat)
        }
    }

    fn parse_dense_literal(&mut self) -> PResult<DenseLit> {
        self.enter()?;
        let r = self.parse_dense_literal_inner();
        self.leave();
        r
    }

    fn parse_dense_literal_inner(&mut self) -> PResult<DenseLit> {
        let span = self.span();
        match self.tok.kind {
            TokenKind::LSquare => {
                self.bump();
                let _ = span;
                let mut elems: Vec<DenseLit> = Vec::new();
                if !self.at(TokenKind::RSquare) {
                    loop {
                        let e = self.parse_dense_literal()?;
                        // All elements must agree in shape.
                        if elems.first().is_some_and(|f| f.shape() != e.shape()) {
                            return Err(self.error_here(
                                "tensor literal is invalid; ranks are not consistent between elements",
                            ));
                        }
                        elems.push(e);
                        if !self.eat(TokenKind::Comma) {
                            break;
                        }
                    }
                }
                self.expect(TokenKind::RSquare, "expected ']'")?;
                Ok(DenseLit::List(elems))
            }
            _ => Ok(DenseLit::Leaf(self.parse_dense_leaf()?)),
        }
    }

    fn parse_dense_leaf(&mut self) -> PResult<DenseLeaf> {
        let span = self.span();
        match self.tok.kind {
            TokenKind::LParen => {
                self.bump();
                let re = self.parse_dense_leaf()?;
                self.expect(TokenKind::Comma, "expected ',' between complex elements")?;
                let im = self.parse_dense_leaf()?;
                self.expect(TokenKind::RParen, "expected ')' after complex elements")?;
                Ok(DenseLeaf::Complex(span, Box::new(re), Box::new(im)))
            }
            TokenKind::String => {
                let t = self.bump();
                Ok(DenseLeaf::Str(t.span, self.string_value(t)))
            }
            TokenKind::BareIdent if matches!(self.text(), "true" | "false") => {
                let v = self.text() == "true";
                self.bump();
                Ok(DenseLeaf::Bool(span, v))
            }
            _ => {
                let negative = self.eat(TokenKind::Minus);
                let t = self.peek();
                match t.kind {
                    TokenKind::Integer => {
                        self.bump();
                        Ok(DenseLeaf::Int(
                            t.span,
                            negative,
                            t.text(self.src).to_string(),
                        ))
                    }
                    TokenKind::Float => {
                        self.bump();
                        Ok(DenseLeaf::Float(
                            t.span,
                            negative,
                            t.text(self.src).to_string(),
                        ))
                    }
                    // After a '-' only a number may follow, as in mlir-opt.
                    _ if negative => {
                        Err(self.error_here("expected integer or floating point literal"))
                    }
                    _ => Err(self.error_here("expected element literal of primitive type")),
                }
            }
        }
    }

    // ---------------------------------------------------------------------------------
    // Locations
    // ---------------------------------------------------------------------------------

    /// Parses a trailing `loc(...)` (after an operation or block argument) if present.
    ///
    /// Here `loc(#alias)` may name an alias defined later in the file; the location returned
    /// is then a placeholder to be replaced with [`Parser::resolve_location`] once the whole
    /// file has been read.
    pub fn parse_optional_location(&mut self) -> PResult<Option<Location>> {
        if !self.at_keyword("loc") {
            return Ok(None);
        }
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let loc = if self.at(TokenKind::HashIdent) {
            let tok = self.bump();
            let name = &tok.text(self.src)[1..];
            if self.attr_aliases.contains_key(name) {
                self.location_alias(name, tok.span)?
            } else {
                // A fused location without parts cannot be written in the text, so it can
                // stand for the alias until the end of the file.
                let marker = self.ctx.string_attr(name);
                let placeholder = self.ctx.get_loc(LocKind::Fused {
                    locs: Vec::new(),
                    metadata: Some(marker),
                });
                self.deferred_locs
                    .entry(placeholder)
                    .or_insert((name.to_string(), tok.span));
                placeholder
            }
        } else {
            self.parse_location_instance()?
        };
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        Ok(Some(loc))
    }

    /// Replaces a placeholder from [`Parser::parse_optional_location`] with the location its
    /// alias names (call after the whole file is parsed); other locations are returned as is.
    pub fn resolve_location(&mut self, loc: Location) -> PResult<Location> {
        let Some((name, span)) = self.deferred_locs.get(&loc).cloned() else {
            return Ok(loc);
        };
        if !self.attr_aliases.contains_key(&name) {
            return Err(Diagnostic::error_at(
                &self.file,
                self.src,
                span.start as usize,
                "operation location alias was never defined",
            ));
        }
        self.location_alias(&name, span)
    }

    /// The location an alias stands for, or mlir-opt's error at `span`.
    fn location_alias(&mut self, name: &str, span: Span) -> PResult<Location> {
        match self.attr_aliases.get(name).copied() {
            Some(a) => match self.ctx.attr_kind(a) {
                AttrKind::Location(l) => Ok(*l),
                _ => {
                    let text = self.type_text_attr(a);
                    Err(Diagnostic::error_at(
                        &self.file,
                        self.src,
                        span.start as usize,
                        format!("expected location, but found '{text}'"),
                    ))
                }
            },
            None => Err(self.error_here(format!("undefined symbol alias id '{name}'"))),
        }
    }

    fn type_text_attr(&self, attr: Attribute) -> String {
        crate::asm::printer::attribute_to_string(self.ctx, attr)
    }

    /// Parses `loc(...)` (an alias inside must already be defined).
    pub fn parse_location_literal(&mut self) -> PResult<Location> {
        self.expect_keyword("loc", "expected 'loc' keyword")?;
        self.expect(TokenKind::LParen, "expected '(' in inline location")?;
        let loc = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in inline location")?;
        Ok(loc)
    }

    /// Parses the inside of `loc(...)`: `unknown`, `"file":l:c`, `"name"(loc)`,
    /// `callsite(a at b)`, `fused<meta>[...]`, or an alias `#loc`.
    pub fn parse_location_instance(&mut self) -> PResult<Location> {
        self.enter()?;
        let r = self.parse_location_instance_inner();
        self.leave();
        r
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        match self.tok.kind {
            TokenKind::HashIdent => {
                let attr = self.parse_extended_attr(None)?;
                match self.ctx.attr_kind(attr) {
                    AttrKind::Location(l) => Ok(*l),
                    _ => {
                        let text = self.type_text_attr(attr);
                        Err(self.error_here(format!("expected location attribute, but got{text}")))
                    }
                }
            }
            TokenKind::String => {
                let t = self.bump();
                let s = String::from_utf8_lossy(&self.string_value(t)).into_owned();
                if self.eat(TokenKind::Colon) {
                    let line =
                        self.parse_loc_u32("expected integer line number in FileLineColRange")?;
                    let mut col = 0;
                    let mut has_col = false;
                    if self.eat(TokenKind::Colon) {
                        col = self
                            .parse_loc_u32("expected integer column number in FileLineColRange")?;
                        has_col = true;
                    }
                    if has_col && self.eat_keyword("to") {
                        let mut end_line = line;
                        if self.at(TokenKind::Integer) {
                            end_line = self.parse_loc_u32(
                                "expected integer line number in FileLineColRange",
                            )?;
                        }
                        self.expect(
                            TokenKind::Colon,
                            "expected either integer or `:` post `to` in FileLineColRange",
                        )?;
                        let end_col = self
                            .parse_loc_u32("expected integer column number in FileLineColRange")?;
                        return Ok(self
                            .ctx
                            .file_line_col_range_loc(&s, line, col, end_line, end_col));
                    }
                    // mlir-opt names an empty file `-` in a `file:line:col` location (not in
                    // a range, nor in the line-only form).
                    let file = if has_col && s.is_empty() { "-" } else { &s };
                    return Ok(self.ctx.file_line_col_loc(file, line, col));
                }
                let child = if self.eat(TokenKind::LParen) {
                    let c = self.parse_location_instance()?;
                    self.expect(
                        TokenKind::RParen,
                        "expected ')' after child location of NameLoc",
                    )?;
                    c
                } else {
                    self.ctx.unknown_loc()
                };
                Ok(self.ctx.name_loc(&s, child))
            }
            TokenKind::BareIdent => match self.text() {
                "unknown" => {
                    self.bump();
                    Ok(self.ctx.unknown_loc())
                }
                "callsite" => {
                    self.bump();
                    self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    self.expect_keyword("at", "expected 'at' in callsite location")?;
                    let caller = self.parse_location_instance()?;
                    self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
                    Ok(self.ctx.callsite_loc(callee, caller))
                }
                "fused" => {
                    self.bump();
                    let mut metadata = None;
                    if self.eat(TokenKind::Less) {
                        metadata = Some(self.parse_attribute(None)?);
                        self.expect(
                            TokenKind::Greater,
                            "expected '>' after fused location metadata",
                        )?;
                    }
                    let locs = self.parse_delimited(
                        TokenKind::LSquare,
                        TokenKind::RSquare,
                        "expected '[' in fused location",
                        "expected ']' in fused location",
                        |p| p.parse_location_instance(),
                    )?;
                    Ok(self.ctx.fused_loc(&locs, metadata))
                }
                _ => Err(self.error_expected("expected location instance")),
            },
            _ => Err(self.error_expected("expected location instance")),
        }
    }

    fn parse_loc_u32(&mut self, message: &str) -> PResult<u32> {
        let span = self.span();
        if !self.at(TokenKind::Integer) {
            return Err(self.error_expected(message));
        }
        let v = self.parse_u64(message)?;
        u32::try_from(v).map_err(|_| self.error_at(span, message.to_string()))
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
        matches!(ctx.loc_kind(self), LocKind::Unknown)
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
        let b = ctx.int_type(32);
        let b = ctx.ranked_tensor_type(&[2], b);
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
