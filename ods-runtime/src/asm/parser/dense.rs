//! Dense arrays and elements: `array<...>`, `dense<...>`, `dense_resource<...>` and
//! `sparse<...>`.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_dense_array(&mut self) -> PResult<Attribute> {
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
        let kind = self.ctx.ty(elem).kind().clone();
        if !matches!(kind, TypeKind::Integer { .. } | TypeKind::Float(_)) {
            let text = self.type_text(elem);
            return Err(self.error_at(at, format!("expected integer or float type, got: '{text}'")));
        }
        if matches!(kind, TypeKind::Integer { width, .. } if width != 1 && width % 8 != 0) {
            return Err(self.error_at(at, "element type bitwidth must be a multiple of 8"));
        }
        if self.eat(TokenKind::Greater) {
            let values = Vec::new();
            return Ok(Attribute::get(
                self.ctx,
                AttrKind::DenseArray { elem, values },
            ));
        }
        self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
        let values = self.parse_comma_separated(|p| p.parse_scalar_for(elem))?;
        self.expect(
            TokenKind::Greater,
            "expected '>' to close an array attribute",
        )?;
        Ok(Attribute::get(
            self.ctx,
            AttrKind::DenseArray { elem, values },
        ))
    }

    /// One element of a dense array (`1`, `-2.5`, `true`, `0x..`) of element type `elem`.
    pub(super) fn parse_scalar_for(&mut self, elem: Type) -> PResult<Scalar> {
        let negative = self.eat(TokenKind::Minus);
        let tok = self.peek();
        match *self.ctx.ty(elem).kind() {
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

    pub(super) fn parse_dense_elements(
        &mut self,
        expected_type: Option<Type>,
    ) -> PResult<Attribute> {
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
    pub(super) fn check_elements_literal_type(&self, ty: Type, keyword: Span) -> PResult<()> {
        match self.ctx.ty(ty).kind() {
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
    pub(super) fn build_dense(
        &mut self,
        literal: Option<DenseLit>,
        ty: Type,
        keyword: Span,
        literal_at: Span,
    ) -> PResult<Attribute> {
        let shape = self
            .ctx
            .ty(ty)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let elem = self.ctx.ty(ty).element_type().unwrap_or(ty);
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
            return Ok(Attribute::get(
                self.ctx,
                AttrKind::DenseElements {
                    ty,
                    values: Vec::new(),
                },
            ));
        };
        if let DenseLit::Hex(span, bytes) = &literal {
            let Some(bytes) = bytes else {
                return Err(self.error_at(
                    *span,
                    "expected string containing hex digits starting with `0x`",
                ));
            };
            let values = self.dense_from_hex(ty, elem, num, bytes, keyword)?;
            return Ok(Attribute::dense_elements(self.ctx, ty, values));
        }
        if let DenseLit::Leaf(DenseLeaf::Str(span, _)) = &literal {
            let numeric = matches!(
                self.ctx.ty(elem).kind(),
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
            return Ok(Attribute::get(
                self.ctx,
                AttrKind::DenseStrings { ty, values },
            ));
        }
        let mut values = Vec::with_capacity(leaves.len());
        for leaf in &leaves {
            values.push(self.dense_leaf_value(leaf, elem)?);
        }
        Ok(Attribute::dense_elements(self.ctx, ty, values))
    }

    pub(super) fn dense_leaf_value(&self, leaf: &DenseLeaf, elem: Type) -> PResult<Scalar> {
        let kind = self.ctx.ty(elem).kind().clone();
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

    pub(super) fn dense_from_hex(
        &self,
        ty: Type,
        elem: Type,
        num: i64,
        bytes: &[u8],
        span: Span,
    ) -> PResult<Vec<Scalar>> {
        let kind = self.ctx.ty(elem).kind().clone();
        let (width, is_float, complex) = match kind {
            TypeKind::Integer { width, .. } => (width, false, false),
            TypeKind::Index => (64, false, false),
            TypeKind::Float(k) => (k.width(), true, false),
            TypeKind::Complex(inner) => match self.ctx.ty(inner).kind() {
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

    pub(super) fn parse_dense_literal(&mut self) -> PResult<DenseLit> {
        self.enter()?;
        let r = self.parse_dense_literal_inner();
        self.leave();
        r
    }

    pub(super) fn parse_dense_literal_inner(&mut self) -> PResult<DenseLit> {
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

    pub(super) fn parse_dense_leaf(&mut self) -> PResult<DenseLeaf> {
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
}
