//! Affine maps, sets and expressions (`affine_map<...>`, `affine_set<...>`).

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_affine_map_attr(&mut self) -> PResult<Attribute> {
        let want_set = self.bump().text(self.src) == "affine_set";
        let what = if want_set {
            "integer set"
        } else {
            "affine map"
        };
        self.expect(TokenKind::Less, &format!("expected '<' in {what}"))?;
        let at = self.span();
        let attr = match self.parse_affine_map_or_set()? {
            AffineParsed::Map(m) if !want_set => Attribute::affine_map(self.ctx, m),
            AffineParsed::Set(set) if want_set => {
                Attribute::get(self.ctx, AttrKind::IntegerSet(set))
            }
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

    pub(super) fn parse_affine_ids(
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
    pub(super) fn parse_affine_map_or_set(&mut self) -> PResult<AffineParsed> {
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
    pub(super) fn parse_affine_constraint(
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

    pub(super) fn parse_affine_expr(
        &mut self,
        names: &[(String, AffineExpr)],
    ) -> PResult<AffineExpr> {
        self.enter()?;
        let r = self.parse_affine_low(names, None);
        self.leave();
        r
    }

    /// Consumes `+` or `-` (true for `-`).
    pub(super) fn eat_low_prec_op(&mut self) -> Option<bool> {
        if self.eat(TokenKind::Plus) {
            Some(false)
        } else if self.eat(TokenKind::Minus) {
            Some(true)
        } else {
            None
        }
    }

    /// Consumes `*`, `floordiv`, `ceildiv` or `mod`.
    pub(super) fn eat_high_prec_op(&mut self) -> Option<&'static str> {
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

    pub(super) fn affine_low(lhs: AffineExpr, sub: bool, rhs: AffineExpr) -> AffineExpr {
        if sub {
            AffineExpr::add_expr(lhs, AffineExpr::mul_expr(rhs, AffineExpr::Const(-1)))
        } else {
            AffineExpr::add_expr(lhs, rhs)
        }
    }

    /// Combines with a high-precedence operator; errors are reported at `op_span`.
    pub(super) fn affine_high(
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
    pub(super) fn parse_affine_low(
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
    pub(super) fn parse_affine_high(
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

    pub(super) fn parse_affine_operand(
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
}
