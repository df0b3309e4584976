//! Builtin attributes: literals, arrays, dictionaries, symbol references, type and unit
//! attributes, strided layouts, opaque and dialect attributes.

use super::*;

impl<'a> Parser<'a> {
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

    pub(super) fn parse_attribute_inner(
        &mut self,
        expected_type: Option<Type>,
    ) -> PResult<Attribute> {
        match self.tok.kind {
            TokenKind::LSquare => {
                let elems = self.parse_delimited(
                    TokenKind::LSquare,
                    TokenKind::RSquare,
                    "expected '['",
                    "expected ',' or ']'",
                    |p| p.parse_attribute(None),
                )?;
                Ok(Attribute::array(self.ctx, &elems))
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
                Ok(Attribute::get(self.ctx, AttrKind::String { value, ty }))
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
                        return Ok(Attribute::bool(self.ctx, v));
                    }
                    "unit" => {
                        self.bump();
                        return Ok(Attribute::unit(self.ctx));
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
                        return Ok(Attribute::location(self.ctx, loc));
                    }
                    _ => {}
                }
                if self.at_type_start() {
                    let ty = self.parse_type()?;
                    return Ok(Attribute::from_type(self.ctx, ty));
                }
                Err(self.error_expected("expected attribute value"))
            }
            TokenKind::LParen | TokenKind::BangIdent => {
                let ty = self.parse_type()?;
                Ok(Attribute::from_type(self.ctx, ty))
            }
            _ => Err(self.error_expected("expected attribute value")),
        }
    }

    /// `sparse<indices, values> : shaped-type` (or `sparse<>`); indices and values are
    /// stored as dense elements shaped like their literals.
    pub(super) fn parse_sparse_elements(&mut self) -> PResult<Attribute> {
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
                let i64t = Type::i64(self.ctx);
                let index_ty = Type::ranked_tensor(self.ctx, &indices.shape(), i64t);
                let elem = self.ctx.ty(ty).element_type().unwrap_or(ty);
                // A splat value is stored as one value per index, as MLIR does.
                let value_shape = match values.shape() {
                    s if s.is_empty() => vec![indices.shape().first().copied().unwrap_or(1)],
                    s => s,
                };
                let value_ty = Type::ranked_tensor(self.ctx, &value_shape, elem);
                let i = self.build_dense(Some(indices), index_ty, keyword, indices_at)?;
                let v = self.build_dense(Some(values), value_ty, keyword, values_at)?;
                self.check_sparse_indices(i, ty, keyword)?;
                Some((i, v))
            }
        };
        Ok(Attribute::get(self.ctx, AttrKind::Sparse { ty, parts }))
    }

    /// MLIR's check of the literal shapes of `sparse<indices, values> : ty`: indices are
    /// `[N, rank]` (or `[N]` for rank 1), with as many values (a bare literal is one index,
    /// and a bare value one per index).
    pub(super) fn check_sparse_shapes(
        &self,
        ty: Type,
        indices: &[i64],
        values: &[i64],
        at: Span,
    ) -> PResult<()> {
        let shape: Vec<i64> = match self.ctx.ty(ty).kind() {
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
    pub(super) fn check_sparse_indices(
        &self,
        indices: Attribute,
        ty: Type,
        at: Span,
    ) -> PResult<()> {
        let shape: Vec<i64> = match self.ctx.ty(ty).kind() {
            TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } => shape.clone(),
            _ => return Ok(()),
        };
        let AttrKind::DenseElements { values, .. } = self.ctx.attr(indices).kind() else {
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
    pub(super) fn parse_dense_resource(&mut self) -> PResult<Attribute> {
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
            self.ctx.ty(ty).kind(),
            TypeKind::RankedTensor { .. } | TypeKind::Vector { .. }
        ) {
            return Err(self.error_at(colon.span, "`dense_resource` expected a shaped type"));
        }
        Ok(Attribute::get(
            self.ctx,
            AttrKind::DenseResource { key, ty },
        ))
    }

    /// `distinct[N]<attr>`: the same `N` in one source is the same attribute.
    pub(super) fn parse_distinct_attr(&mut self) -> PResult<Attribute> {
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
            Attribute::unit(self.ctx)
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
        if let Some(&existing) = self.tables.distinct_ids.get(&id) {
            let previous = match self.ctx.attr(existing).kind() {
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
        let attr = Attribute::distinct(self.ctx, referenced);
        self.tables.to_mut().distinct_ids.insert(id, attr);
        Ok(attr)
    }

    pub(super) fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
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
        Ok(Attribute::get(
            self.ctx,
            AttrKind::SymbolRef { root, nested },
        ))
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
        Ok(Identifier::get(self.ctx, &name))
    }

    // Out of line: kept out of the frames of the recursive operation parser.
    #[inline(never)]
    pub(super) fn parse_extended_attr(
        &mut self,
        expected_type: Option<Type>,
    ) -> PResult<Attribute> {
        let tok = self.peek();
        let ident = &tok.text(self.src)[1..];
        let second = self.peek_second();
        let touching_less = second.kind == TokenKind::Less && second.span.start == tok.span.end;
        if !ident.contains('.') && !touching_less {
            return match self.visible_attr_alias(ident) {
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
        Ok(Attribute::opaque(self.ctx, &dialect, &data, ty))
    }

    /// After a dialect parsed its type or attribute: continues at `end`, where the symbol
    /// ends (after its `<...>` body, else after its name), as mlir-opt does whatever the
    /// dialect's parser read. What the parser leaves of the body is not read
    /// (`!test.smpla<1>` is `!test.smpla`), and what it read past the symbol is read again
    /// (`#test.array_of_ints[1]` stops at `[`).
    pub(super) fn resume_after_symbol(&mut self, end: usize) {
        self.prev_end = end;
        self.relex_from(end);
    }

    /// A registered dialect attribute's trailing `: type`, which mlir-opt reads before the
    /// dialect parses the attribute's body (so an error in the type comes first). `end` is
    /// where the symbol ends (see [`Parser::resume_after_symbol`]). Gives the type (else
    /// `expected`) and, when a type was read, the position after it; the cursor is left at
    /// the body.
    pub(super) fn read_trailing_attr_type(
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
    pub(super) fn finish_dialect_attr(
        &mut self,
        attr: Attribute,
        after: Option<Checkpoint>,
        expected: Option<Type>,
    ) -> PResult<Attribute> {
        if let Some(after) = after {
            self.restore(after);
        }
        if let (Some(want), Some(got)) = (expected, self.ctx.attr(attr).ty())
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
    pub(super) fn parse_optional_colon_type(
        &mut self,
        expected_type: Option<Type>,
    ) -> PResult<Type> {
        if let Some(t) = expected_type {
            return Ok(t);
        }
        if self.eat(TokenKind::Colon) {
            return self.parse_type();
        }
        Ok(Type::i64(self.ctx))
    }

    pub(super) fn parse_dec_or_hex_attr(
        &mut self,
        expected_type: Option<Type>,
        negative: bool,
    ) -> PResult<Attribute> {
        let tok = self.bump();
        let spelling = tok.text(self.src);
        let ty = self.parse_optional_colon_type(expected_type)?;
        if let TypeKind::Float(kind) = *self.ctx.ty(ty).kind() {
            let bits = self.float_from_integer_literal(tok, negative, kind)?;
            return Ok(Attribute::float_bits(self.ctx, ty, bits));
        }
        let (width, signedness) = match *self.ctx.ty(ty).kind() {
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
            Some(v) => Ok(Attribute::get(self.ctx, AttrKind::Integer { ty, value: v })),
            None => Err(self.error_at(tok.span, "integer constant out of range for attribute")),
        }
    }

    pub(super) fn float_from_integer_literal(
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

    pub(super) fn parse_float_attr(
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
            None => Type::f64(self.ctx),
        };
        match *self.ctx.ty(ty).kind() {
            TypeKind::Float(kind) => {
                let bits = float::semantics(kind).from_f64(value);
                Ok(Attribute::float_bits(self.ctx, ty, bits))
            }
            _ => Err(self.error_here("floating point value not valid for specified type")),
        }
    }

    /// Parses `{name = attr, name, ...}` into a dictionary attribute.
    pub fn parse_attribute_dict(&mut self) -> PResult<Attribute> {
        let entries = self.parse_attribute_dict_entries()?;
        Ok(Attribute::dictionary(self.ctx, &entries))
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
            let id = Identifier::get(self.ctx, &name);
            if entries.iter().any(|(n, _)| *n == id) {
                return Err(
                    self.error_here(format!("duplicate key '{name}' in dictionary attribute"))
                );
            }
            self.bump();
            let value = if self.eat(TokenKind::Equal) {
                self.parse_attribute(None)?
            } else {
                Attribute::unit(self.ctx)
            };
            entries.push((id, value));
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "expected '}' in attribute dictionary")?;
        Ok(entries)
    }

    pub(super) fn parse_strided_layout(&mut self) -> PResult<Attribute> {
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
        Ok(Attribute::get(
            self.ctx,
            AttrKind::StridedLayout { offset, strides },
        ))
    }

    pub(super) fn parse_stride_value(&mut self) -> PResult<i64> {
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
}
