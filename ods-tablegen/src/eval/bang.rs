//! Bang operators (`!op(...)`), `!cond`, `!foldl` and `!range`, as LLVM's
//! `TGParser::ParseOperation` reads and types them.

use super::*;

impl Evaluator<'_> {
    pub(super) fn one_arg<'e>(
        &self,
        args: &'e [Expr],
        n: usize,
        span: Span,
        name: &str,
    ) -> R<&'e [Expr]> {
        if args.len() != n {
            return Err(self.err(span, format!("expected {n} operand(s) to !{name}")));
        }
        Ok(args)
    }

    pub(super) fn bang(
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

    pub(super) fn unary(
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
            UnOp::Size | UnOp::Empty
                if !lt.is_some_and(|lt| {
                    matches!(
                        self.cx.ty_data(lt),
                        TyData::List(_) | TyData::String | TyData::Dag
                    )
                }) =>
            {
                return Err(self.err(
                    after,
                    "expected string, list, or dag type argument in unary operator",
                ));
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

    pub(super) fn binary(
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
        let (mut rty, mut arg_ty) = self.binary_types(code, ty, item, span)?;
        if let (Some(t), Some(it)) = (rty, item)
            && !self.cx.ty_convertible(t, it)
        {
            return Err(self.type_mismatch(span, it, t));
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
                    arg_ty = self.binary_first_operand(code, a, lt, vals.len(), item, span)?;
                }
                Some(at) => {
                    let Some(res) = self.cx.resolve_types(at, lt) else {
                        return Err(self.type_mismatch(a.span, at, lt));
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

    /// A binary operator's result type and the type its operands are read with, where the
    /// operator fixes them (LLVM's `ParseOperation`).
    fn binary_types(
        &mut self,
        code: BinOp,
        ty: Option<&Type>,
        item: Option<TyId>,
        span: Span,
    ) -> R<(Option<TyId>, Option<TyId>)> {
        let int_ty = self.cx.int_ty;
        let str_ty = self.cx.string_ty;
        let dag_ty = self.cx.dag_ty;
        Ok(match code {
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
        })
    }

    /// Checks the operand that fixes a binary operator's operand type (the first, or each of
    /// `!listsplat`'s and `!interleave`'s): the type the next operands are read with.
    fn binary_first_operand(
        &mut self,
        code: BinOp,
        a: &Expr,
        lt: TyId,
        n: usize,
        item: Option<TyId>,
        span: Span,
    ) -> R<Option<TyId>> {
        let int_ty = self.cx.int_ty;
        let str_ty = self.cx.string_ty;
        let ltd = self.cx.ty_data(lt).clone();
        match code {
            BinOp::ListConcat | BinOp::ListRemove if !matches!(ltd, TyData::List(_)) => {
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
                    && n == 1
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
                if n == 2 && lt != int_ty {
                    return Err(self.err(
                        a.span,
                        format!(
                            "expected second parameter to be an int, got value of type '{}'",
                            self.cx.ty_str(lt)
                        ),
                    ));
                }
                return Ok(None);
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
                if !self.cx.ty_convertible(lt, int_ty) && !self.cx.ty_convertible(lt, str_ty) =>
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
                if n == 1 {
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
                } else if n == 2 && lt != str_ty {
                    return Err(self.err(
                        a.span,
                        format!(
                            "expected second argument to be a string, got value of type '{}'",
                            self.cx.ty_str(lt)
                        ),
                    ));
                }
                return Ok(None);
            }
            _ => {}
        }
        Ok(Some(lt))
    }

    pub(super) fn ternary(
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
                let mt = self.operand_type(
                    m,
                    args[1].span,
                    "could not determine type of the child list in !dag",
                )?;
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
                let rt = self.operand_type(
                    r,
                    args[2].span,
                    "could not determine type of the name list in !dag",
                )?;
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

    pub(super) fn substr_find(
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
            return Err(self.type_mismatch(at, it, ty));
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
            if let Some(t) = self.operand_type(v, e.span, "could not determine type of operand")?
                && t != want
            {
                return Err(self.err(
                    e.span,
                    format!(
                        "expected {}, got type '{}'",
                        self.cx.ty_str(want),
                        self.cx.ty_str(t)
                    ),
                ));
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

    pub(super) fn foreach_filter(
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
    /// `expected value of type '<want>', got '<got>'` at `span`.
    fn type_mismatch(&self, span: Span, want: TyId, got: TyId) -> Diagnostic {
        self.err(
            span,
            format!(
                "expected value of type '{}', got '{}'",
                self.cx.ty_str(want),
                self.cx.ty_str(got)
            ),
        )
    }

    /// The type of operand `v` at `span`: none for an unset one (`?`), `unknown` as the error
    /// when an operand that is set has none.
    fn operand_type(&mut self, v: InitId, span: Span, unknown: &str) -> R<Option<TyId>> {
        let t = self.cx.type_of(v);
        if t.is_none() && v != self.cx.unset {
            return Err(self.err(span, unknown));
        }
        Ok(t)
    }

    pub(super) fn after(&self, span: Span) -> Span {
        let at = next_token(&self.sm.file(span.file).text, span.end as usize) as u32;
        Span {
            start: at,
            end: at,
            ..span
        }
    }

    /// Whether `name` is a field of the record being parsed, or bound by an enclosing
    /// `!foreach`/`!filter`/`!foldl`.
    pub(super) fn bound(&self, cur: Option<RecId>, name: InitId) -> bool {
        self.bang_vars.contains(&name) || cur.is_some_and(|r| self.cx.rec(r).value(name).is_some())
    }

    pub(super) fn range(&mut self, args: &[Expr], cur: Option<RecId>, span: Span) -> R<InitId> {
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
    pub(super) fn foldl_start(&mut self, e: &Expr, cur: Option<RecId>) -> R<(InitId, TyId)> {
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
    pub(super) fn foldl_list(&mut self, e: &Expr, cur: Option<RecId>) -> R<(InitId, TyId)> {
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
    pub(super) fn foldl_cut_after(&self, e: &Expr) -> Option<usize> {
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
    pub(super) fn foldl_cut_for_comma(&mut self, args: &[Expr], cur: Option<RecId>) -> Diagnostic {
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

    pub(super) fn foldl(&mut self, args: &[Expr], cur: Option<RecId>, span: Span) -> R<InitId> {
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

    pub(super) fn cond(
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
}
