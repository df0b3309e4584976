//! Builtin types: integers, floats, `index`, `none`, functions, tuples, vectors, tensors,
//! memrefs, complex and opaque types, and dialect types.

use super::*;

impl<'a> Parser<'a> {
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

    pub(super) fn parse_function_type_inner(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(Type::function(self.ctx, &inputs, &results))
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

    pub(super) fn parse_non_function_type_inner(&mut self) -> PResult<Type> {
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
            return Ok(Type::integer(self.ctx, width, signedness));
        }
        if let Some(kind) = FloatKind::from_keyword(text) {
            self.bump();
            return Ok(Type::float(self.ctx, kind));
        }
        match text {
            "index" => {
                self.bump();
                Ok(Type::index(self.ctx))
            }
            "none" => {
                self.bump();
                Ok(Type::none(self.ctx))
            }
            "complex" => self.parse_complex_type(),
            "tuple" => self.parse_tuple_type(),
            "vector" => self.parse_vector_type(),
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(),
            _ => Err(self.error_expected("expected non-function type")),
        }
    }

    pub(super) fn parse_complex_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in complex type")?;
        let at = self.span();
        let elem = self.parse_type()?;
        if !matches!(
            self.ctx.ty(elem).kind(),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        ) {
            return Err(self.error_at(at, "invalid element type for complex"));
        }
        self.expect(TokenKind::Greater, "expected '>' in complex type")?;
        Ok(Type::complex(self.ctx, elem))
    }

    pub(super) fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tuple type")?;
        if self.eat(TokenKind::Greater) {
            return Ok(Type::tuple(self.ctx, &[]));
        }
        let elems = self.parse_comma_separated(|p| p.parse_type())?;
        self.expect(TokenKind::Greater, "expected '>' in tuple type")?;
        Ok(Type::tuple(self.ctx, &elems))
    }

    /// Consumes the `x` separating dimensions, splitting tokens such as `xf32`.
    pub(super) fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
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
    pub(super) fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
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
    pub(super) fn parse_dimension_list_ranked(&mut self, allow_dynamic: bool) -> PResult<Vec<i64>> {
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

    pub(super) fn parse_vector_type(&mut self) -> PResult<Type> {
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
        Ok(Type::get(
            self.ctx,
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            },
        ))
    }

    pub(super) fn type_text(&self, ty: Type) -> String {
        crate::asm::printer::Printer::new(self.ctx).type_to_string(ty)
    }

    /// MLIR's element type rules: tensors hold integers, floats, index, complex, vectors,
    /// opaque and dialect types (any type of a dialect but the builtin one); memrefs hold
    /// what `type_interfaces::is_memref_element_type` accepts.
    pub(super) fn check_shaped_element(&self, elem: Type, at: Span, what: &str) -> PResult<()> {
        let valid = if what == "memref" {
            crate::type_interfaces::is_memref_element_type(self.ctx, elem)
        } else {
            matches!(
                self.ctx.ty(elem).kind(),
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

    pub(super) fn parse_tensor_type(&mut self) -> PResult<Type> {
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
            return Ok(Type::unranked_tensor(self.ctx, elem));
        }
        // `RankedTensorType::getChecked`: an encoding implementing
        // `VerifiableTensorEncoding` verifies the shape and element type.
        crate::tensor_encoding::ranked_tensor_type_checked(self.ctx, &shape, elem, encoding)
            .map_err(|message| self.error_at(keyword, message))
    }

    pub(super) fn parse_memref_type(&mut self) -> PResult<Type> {
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
                self.ctx.attr(attr).kind(),
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
                self.ctx.attr(ms).kind(),
                AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_)
            ) {
                return Err(self.error_at(keyword, "unsupported memory space Attribute"));
            }
        }
        // The identity map is the default layout; memory space 0 the default space.
        if let Some(l) = layout {
            match self.ctx.attr(l).kind() {
                AttrKind::AffineMap(m) => {
                    if m.num_dims as usize != shape.len() {
                        let msg = format!(
                            "memref layout mismatch between rank and affine map: {} != {}",
                            shape.len(),
                            m.num_dims
                        );
                        return Err(self.error_at(keyword, msg));
                    }
                    // A map identity in its dimensions but with symbols is kept (it
                    // prints as no layout, as MLIR's does, yet is another type).
                    if m.is_identity() && m.num_symbols == 0 {
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
            if let AttrKind::Integer { value, ty } = self.ctx.attr(ms).kind() {
                if value.is_zero()
                    && matches!(self.ctx.ty(*ty).kind(), TypeKind::Integer { width: 64, .. })
                {
                    memory_space = None;
                }
            }
        }
        if unranked {
            return Ok(Type::get(
                self.ctx,
                TypeKind::UnrankedMemRef { elem, memory_space },
            ));
        }
        Ok(Type::get(
            self.ctx,
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            },
        ))
    }

    /// Reads the raw body of a dialect symbol `<...>`, balancing brackets and skipping
    /// strings; the current token must be `<`. Returns the text including the brackets.
    pub(super) fn parse_dialect_body(&mut self) -> PResult<&'a str> {
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
    pub(super) fn parse_dialect_symbol(&mut self) -> PResult<(String, String)> {
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
    pub(super) fn parse_extended_type(&mut self) -> PResult<Type> {
        let tok = self.peek();
        let ident = &tok.text(self.src)[1..];
        let touching_less = self.peek_second().kind == TokenKind::Less
            && self.peek_second().span.start == tok.span.end;
        if !ident.contains('.') && !touching_less {
            return match self.visible_type_alias(ident) {
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
        Ok(Type::opaque(self.ctx, &dialect, &data))
    }

    /// For `!dialect.name`, `!dialect<body>` and their `#` forms, when `dialect` is
    /// registered (`builtin` always is) but the case at hand has no parser for it: the
    /// dialect and where its symbol data starts, where mlir-opt's default
    /// `Dialect::parseType`/`parseAttribute` reports that it provides no parsing hook.
    pub(super) fn registered_without_hook(
        &self,
        tok: Token,
        touching_less: bool,
    ) -> Option<(String, usize)> {
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
    pub(super) fn skip_dialect_symbol(&mut self, tok: Token) -> PResult<usize> {
        self.bump();
        let end = if self.at(TokenKind::Less) && self.tok.span.start == tok.span.end {
            self.scan_dialect_body()?
        } else {
            tok.span.end as usize
        };
        self.resume_after_symbol(end);
        Ok(end)
    }
}
