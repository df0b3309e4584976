//! Locations: `loc(...)` with file/line/column, names, call sites, fused and unknown
//! locations.

use super::*;
use crate::location::LocEnd;

impl<'a> Parser<'a> {
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
            if self.tables.attr_aliases.contains_key(name) {
                self.location_alias(name, tok.span)?
            } else {
                // A fused location without parts cannot be written in the text, so it can
                // stand for the alias until the end of the file.
                let marker = Attribute::string(self.ctx, name);
                let placeholder = Location::get(
                    self.ctx,
                    LocKind::Fused {
                        locs: Vec::new(),
                        metadata: Some(marker),
                    },
                );
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
        if !self.tables.attr_aliases.contains_key(&name) {
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
    pub(super) fn location_alias(&mut self, name: &str, span: Span) -> PResult<Location> {
        match self.tables.attr_aliases.get(name).map(|&(a, _)| a) {
            Some(a) => match self.ctx.attr(a).kind() {
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

    pub(super) fn type_text_attr(&self, attr: Attribute) -> String {
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

    pub(super) fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        match self.tok.kind {
            TokenKind::HashIdent => {
                let attr = self.parse_extended_attr(None)?;
                match self.ctx.attr(attr).kind() {
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
                        let mut end_line = None;
                        if self.at(TokenKind::Integer) {
                            end_line = Some(self.parse_loc_u32(
                                "expected integer line number in FileLineColRange",
                            )?);
                        }
                        self.expect(
                            TokenKind::Colon,
                            "expected either integer or `:` post `to` in FileLineColRange",
                        )?;
                        let end_col = self
                            .parse_loc_u32("expected integer column number in FileLineColRange")?;
                        return Ok(Location::file_line_col_range(
                            self.ctx, &s, line, col, end_line, end_col,
                        ));
                    }
                    if !has_col {
                        return Ok(Location::file(self.ctx, &s, line, 0, LocEnd::LineOnly));
                    }
                    // mlir-opt names an empty file `-` in a `file:line:col` location (not in
                    // a range, nor in the line-only form).
                    let file = if s.is_empty() { "-" } else { &s };
                    return Ok(Location::file_line_col(self.ctx, file, line, col));
                }
                let child = if self.eat(TokenKind::LParen) {
                    let c = self.parse_location_instance()?;
                    self.expect(
                        TokenKind::RParen,
                        "expected ')' after child location of NameLoc",
                    )?;
                    c
                } else {
                    Location::unknown(self.ctx)
                };
                Ok(Location::name(self.ctx, &s, child))
            }
            TokenKind::BareIdent => match self.text() {
                "unknown" => {
                    self.bump();
                    Ok(Location::unknown(self.ctx))
                }
                "callsite" => {
                    self.bump();
                    self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    self.expect_keyword("at", "expected 'at' in callsite location")?;
                    let caller = self.parse_location_instance()?;
                    self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
                    Ok(Location::callsite(self.ctx, callee, caller))
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
                    Ok(Location::fused(self.ctx, &locs, metadata))
                }
                _ => Err(self.error_expected("expected location instance")),
            },
            _ => Err(self.error_expected("expected location instance")),
        }
    }

    pub(super) fn parse_loc_u32(&mut self, message: &str) -> PResult<u32> {
        let span = self.span();
        if !self.at(TokenKind::Integer) {
            return Err(self.error_expected(message));
        }
        let v = self.parse_u64(message)?;
        u32::try_from(v).map_err(|_| self.error_at(span, message.to_string()))
    }
}
