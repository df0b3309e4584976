//! Values: identifiers, literals, lists, bit ranges, slices and template arguments, as
//! LLVM's `TGParser::ParseValue` and its helpers read them.

use super::*;

impl Evaluator<'_> {
    pub(super) fn value(
        &mut self,
        e: &Expr,
        cur: Option<RecId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> R<InitId> {
        if stack::exhausted() {
            return Err(self.err(e.span, "value nested too deeply"));
        }
        if self.cut.is_some()
            && let Some(whole) = self.bit_range_cut_at_close(e)
        {
            // LLVM takes the bits before it wants the `}`.
            self.cut_sibling(&whole, cur, mode, item)?;
            return Err(self.cut_error());
        }
        if self.cut.is_some()
            && let Some(n) = self.foldl_cut_after(e)
            && let ExprKind::Bang(_, _, args) = &e.kind
        {
            return Err(self.foldl_cut_for_comma(&args[..n], cur));
        }
        if self.cut.is_some() && ends_in_cut(e) && (!cut_in_order(e) || self.cut_for_comma(e)) {
            return Err(self.cut_value(e, cur, item));
        }
        let v = self.value_inner(e, cur, item, mode)?;
        self.check_fatal(e.span)?;
        Ok(v)
    }

    /// A bit range `v{ranges` cut where its `}` is wanted (right after a range, with no `,`
    /// before the cut): the bit range without the cut, which LLVM takes before it fails.
    pub(super) fn bit_range_cut_at_close(&self, e: &Expr) -> Option<Expr> {
        let ExprKind::BitRange(base, ranges, curly) = &e.kind else {
            return None;
        };
        let [.., before, last] = &ranges[..] else {
            return None;
        };
        if last.start.kind != ExprKind::Cut || last.end.is_some() {
            return None;
        }
        let before_end = match &before.end {
            Some(RangeEnd::Value(v)) => v.span,
            Some(RangeEnd::NegatedInt(_, sp)) => *sp,
            None => before.start.span,
        };
        if before_end.file != last.start.span.file || ends_in_cut(&before.start) {
            return None;
        }
        let text = &self.sm.file(last.start.span.file).text;
        let between = text.get(before_end.end as usize..last.start.span.start as usize)?;
        (!between.contains(',')).then(|| Expr {
            kind: ExprKind::BitRange(base.clone(), ranges[..ranges.len() - 1].to_vec(), *curly),
            span: e.span,
        })
    }

    /// Whether `e` is an operator of a fixed number of operands whose last operand is the cut
    /// itself, where the `,` before it is missing: LLVM stops at the `,` it wants, before it
    /// checks its operands as a whole (e.g. that `!foreach`'s second one is a list).
    pub(super) fn cut_for_comma(&self, e: &Expr) -> bool {
        let ExprKind::Bang(op, _, args) = &e.kind else {
            return false;
        };
        let arity = match *op {
            "foreach" | "filter" | "if" | "dag" | "subst" | "setdagarg" | "setdagname" => 3,
            "foldl" => 5,
            _ => return false,
        };
        let [.., before, last] = &args[..] else {
            return false;
        };
        // A cut past the last operand stands for the `)`.
        if args.len() > arity || last.kind != ExprKind::Cut || before.span.file != last.span.file {
            return false;
        }
        let text = &self.sm.file(last.span.file).text;
        text.get(before.span.end as usize..last.span.start as usize)
            .is_some_and(|between| !between.contains(','))
    }

    /// The error a cut stands for.
    pub(super) fn cut_error(&self) -> Diagnostic {
        self.cut
            .clone()
            .unwrap_or_else(|| Diagnostic::bare("parsing stopped here"))
    }

    /// Evaluates a value that ends at a cut as far as LLVM gets before its parse error: the
    /// operands before the cut, in order (LLVM checks each as it is parsed), then the cut's
    /// error. What the whole value would check once complete is never reached.
    pub(super) fn cut_value(
        &mut self,
        e: &Expr,
        cur: Option<RecId>,
        item: Option<TyId>,
    ) -> Diagnostic {
        {
            if stack::exhausted() {
                return self.err(e.span, "value nested too deeply");
            }
            // The operands in order; `None` where LLVM would need more than values to go
            // on (the body of a `!foreach`/`!filter`/`!foldl`, which binds variables).
            let mut children: Vec<Option<(&Expr, Mode, Option<TyId>)>> = Vec::new();
            match &e.kind {
                ExprKind::ClassRef(name, args) => {
                    if !self.cx.classes.contains_key(name) {
                        return self.err(e.span, format!("Expected a class name, got '{name}'"));
                    }
                    for a in args {
                        let (Arg::Positional(v) | Arg::Named(_, _, v)) = a;
                        children.push(Some((v, Mode::Value, None)));
                    }
                }
                ExprKind::BitList(v) | ExprKind::List(v, _) => {
                    children.extend(v.iter().map(|v| Some((v, Mode::Value, None))));
                }
                ExprKind::Bang(op, ty, v) => {
                    if let Some(t) = ty
                        && let Err(d) = self.ty(t)
                    {
                        return d;
                    }
                    let (binders, body) = match *op {
                        "foreach" | "filter" => (0..1, 2),
                        "foldl" => (2..4, 4),
                        _ => (0..0, usize::MAX),
                    };
                    for (i, v) in v.iter().enumerate() {
                        if i >= body {
                            children.push(None);
                        } else if !binders.contains(&i) {
                            // The operands of !if and !subst that make the value get the
                            // type it is expected to have.
                            let it = match *op {
                                "if" | "subst" if i > 0 => item,
                                _ => None,
                            };
                            children.push(Some((v, Mode::Value, it)));
                        }
                    }
                }
                ExprKind::Dag(op, _, args) => {
                    children.push(Some((op, Mode::Value, None)));
                    children.extend(
                        args.iter()
                            .filter_map(|(v, _)| v.as_ref().map(|v| Some((v, Mode::Value, None)))),
                    );
                }
                ExprKind::Cond(clauses) => {
                    for (c, v) in clauses {
                        children.push(Some((c, Mode::Value, None)));
                        children.push(Some((v, Mode::Value, None)));
                    }
                }
                ExprKind::BitRange(base, ranges, _) => {
                    children.push(Some((base, Mode::Value, None)));
                    for p in ranges {
                        children.push(Some((&p.start, Mode::Value, None)));
                        if let Some(RangeEnd::Value(v)) = &p.end {
                            children.push(Some((v, Mode::Value, None)));
                        }
                    }
                }
                ExprKind::Slice(base, elems, _) => {
                    children.push(Some((base, Mode::Value, None)));
                    for (v, end) in elems {
                        children.push(Some((v, Mode::Value, None)));
                        if let Some(RangeEnd::Value(v)) = end {
                            children.push(Some((v, Mode::Value, None)));
                        }
                    }
                }
                ExprKind::Paste(lhs, rhs) => {
                    children.push(Some((lhs, Mode::Value, None)));
                    if let Some(r) = rhs {
                        children.push(Some((r, Mode::Name, None)));
                    }
                }
                _ => return self.cut_error(),
            }
            // The first operand that ends at the cut holds it (what the parser added after
            // it only stands for the same error).
            let mut next = None;
            for c in children {
                let Some((c, m, it)) = c else {
                    return self.cut_error();
                };
                if ends_in_cut(c) {
                    next = Some((c, it));
                    break;
                }
                if let Err(d) = self.cut_sibling(c, cur, m, it) {
                    return d;
                }
            }
            match next {
                Some((n, it)) => match self.value(n, cur, it, Mode::Value) {
                    Err(d) => d,
                    Ok(_) => self.cut_error(),
                },
                None => self.cut_error(),
            }
        }
    }

    /// Evaluates an operand before a cut (it holds none).
    pub(super) fn cut_sibling(
        &mut self,
        e: &Expr,
        cur: Option<RecId>,
        mode: Mode,
        item: Option<TyId>,
    ) -> R<InitId> {
        let cut = self.cut.take();
        let r = self.value(e, cur, item, mode);
        self.cut = cut;
        r
    }

    pub(super) fn typed(&mut self, v: InitId, span: Span, what: &str) -> R<TyId> {
        match self.cx.type_of(v) {
            Some(t) => Ok(t),
            None => Err(self.err(span, what.to_string())),
        }
    }

    pub(super) fn value_inner(
        &mut self,
        e: &Expr,
        cur: Option<RecId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> R<InitId> {
        Ok(match &e.kind {
            ExprKind::Cut => return Err(self.cut_error()),
            ExprKind::Unset => self.cx.unset,
            ExprKind::Int(v) => self.cx.int(*v),
            ExprKind::BinaryInt(v, n) => {
                let bits: Vec<InitId> = (0..*n)
                    .map(|i| self.cx.bit(i < 64 && (v & (1i64 << i)) != 0))
                    .collect();
                self.cx.bits(bits)
            }
            ExprKind::Str(s) => self.cx.string(s),
            ExprKind::Code(s) => self.cx.string_fmt(s, true),
            ExprKind::Id(name) => self.id_value(cur, name, e.span, mode)?,
            ExprKind::ClassRef(name, args) => {
                let Some(class) = self.cx.classes.get(name).copied() else {
                    return Err(self.err(e.span, format!("Expected a class name, got '{name}'")));
                };
                let spans = arg_spans(args);
                let args = self.template_args(args, cur, class, false, e.span)?;
                let args = self.check_template_args(args, &spans, class, e.span)?;
                self.resolve_arguments(class, &args, e.span, &mut |_, _| {})?;
                let ty = self.cx.record_ty(&[class]);
                let vd = self.cx.get(InitData::VarDef {
                    class,
                    args: Arc::from(args),
                    ty,
                });
                self.cx.vardef_locs.entry(vd).or_insert(e.span);
                self.cx.fold_vardef(vd)
            }
            ExprKind::BitList(vals) => self.bit_list(vals, cur, e.span)?,
            ExprKind::List(vals, given) => {
                self.list_value(vals, given.as_ref(), cur, item, e.span)?
            }
            ExprKind::Dag(op, op_name, args) => {
                let o = self.value(op, cur, None, Mode::Value)?;
                let on = op_name.as_ref().map(|n| self.cx.string(n));
                let mut out = Vec::new();
                for (v, n) in args {
                    let val = match v {
                        Some(v) => self.value(v, cur, None, Mode::Value)?,
                        None => self.cx.unset,
                    };
                    let n = n.as_ref().map(|n| self.cx.string(n));
                    out.push((val, n));
                }
                self.cx.dag(o, on, out)
            }
            ExprKind::Bang(op, ty, args) => self.bang(op, ty.as_ref(), args, cur, item, e.span)?,
            ExprKind::Cond(clauses) => self.cond(clauses, cur, item, e.span)?,
            ExprKind::BitRange(base, ranges, curly) => {
                let b = self.value(base, cur, item, mode)?;
                let mut rs = self.range_list(ranges)?;
                rs.reverse();
                match self.cx.convert_bit_range(b, &rs) {
                    Some(v) => v,
                    None => return Err(self.err(*curly, "Invalid bit range for value")),
                }
            }
            ExprKind::Slice(base, elems, had_comma) => {
                let lhs = self.value(base, cur, item, mode)?;
                let Some(lt) = self.cx.type_of(lhs) else {
                    return Err(self.err(base.span, "Invalid value, list expected"));
                };
                let TyData::List(elt) = *self.cx.ty_data(lt) else {
                    return Err(self.err(
                        base.span,
                        format!("Type '{}' is invalid, list expected", self.cx.ty_str(lt)),
                    ));
                };
                let rhs = self.slice_elements(elems, *had_comma, cur)?;
                let rt = self.cx.type_of(rhs);
                let is_list = rt.is_some_and(|t| matches!(self.cx.ty_data(t), TyData::List(_)));
                let b = if is_list {
                    self.cx.get(InitData::BinOp {
                        op: BinOp::ListSlice,
                        l: lhs,
                        r: rhs,
                        ty: lt,
                    })
                } else {
                    self.cx.get(InitData::BinOp {
                        op: BinOp::ListElem,
                        l: lhs,
                        r: rhs,
                        ty: elt,
                    })
                };
                self.cx.fold_binop(b, cur)
            }
            ExprKind::Field(base, fname, fsp) => {
                let b = self.value(base, cur, item, mode)?;
                let f = self.cx.string(fname);
                let Some(fty) = self.cx.field_type(b, f) else {
                    return Err(self.err(
                        *fsp,
                        format!(
                            "Cannot access field '{fname}' of value '{}'",
                            self.cx.as_string(b)
                        ),
                    ));
                };
                let fi = self.cx.get(InitData::Field {
                    rec: b,
                    field: f,
                    ty: fty,
                });
                self.cx.fold_field(fi, cur)
            }
            ExprKind::Paste(lhs_e, rhs_e) => {
                self.paste(lhs_e, rhs_e.as_deref(), (cur, item, mode), e.span)?
            }
        })
    }

    /// A paste `a#b`: lists concatenated, anything else as strings.
    fn paste(
        &mut self,
        lhs_e: &Expr,
        rhs_e: Option<&Expr>,
        (cur, item, mode): (Option<RecId>, Option<TyId>, Mode),
        span: Span,
    ) -> R<InitId> {
        let mut lhs = self.value(lhs_e, cur, item, mode)?;
        let lt = self.typed(lhs, span, "LHS of paste is not typed!")?;
        if matches!(self.cx.ty_data(lt), TyData::List(_)) {
            return Ok(match rhs_e {
                None => lhs,
                Some(r) => {
                    let rv = self.value(r, cur, item, Mode::Value)?;
                    self.list_concat(lhs, rv)
                }
            });
        }
        let st = self.cx.string_ty;
        if lt != st {
            let u = self.cx.get(InitData::UnOp {
                op: UnOp::Cast,
                a: lhs,
                ty: st,
            });
            lhs = self.cx.fold_unop(u, cur, false);
            self.typed(lhs, span, "can't cast to string")?;
        }
        let rhs = match rhs_e {
            None => self.cx.string(""),
            Some(r) => {
                let mut rv = self.value(r, cur, None, Mode::Name)?;
                let rt = self.typed(rv, span, "RHS of paste is not typed!")?;
                if rt != st {
                    let u = self.cx.get(InitData::UnOp {
                        op: UnOp::Cast,
                        a: rv,
                        ty: st,
                    });
                    rv = self.cx.fold_unop(u, cur, false);
                }
                rv
            }
        };
        Ok(self.str_concat(lhs, rhs))
    }

    /// A bit list `{a, b, ...}`: bits of the values, most significant first.
    fn bit_list(&mut self, vals: &[Expr], cur: Option<RecId>, span: Span) -> R<InitId> {
        let mut vs = Vec::new();
        for v in vals {
            vs.push(self.value(v, cur, None, Mode::Value)?);
        }
        let mut nb = Vec::new();
        for (i, &v) in vs.iter().enumerate() {
            match self.cx.data(v).clone() {
                InitData::Bits(b) => {
                    nb.extend(b.iter().rev().copied());
                    continue;
                }
                InitData::Var { ty, .. } => {
                    if let TyData::Bits(n) = *self.cx.ty_data(ty) {
                        for k in (0..n).rev() {
                            nb.push(self.cx.get_bit(v, k));
                        }
                        continue;
                    }
                }
                _ => {}
            }
            let bt = self.cx.bit_ty;
            match self.cx.cast_to(v, bt) {
                Some(b) => nb.push(b),
                None => {
                    return Err(self.err(
                        span,
                        format!(
                            "Element #{i} ({}) is not convertable to a bit",
                            self.cx.as_string(v)
                        ),
                    ));
                }
            }
        }
        nb.reverse();
        Ok(self.cx.bits(nb))
    }

    pub(super) fn list_value(
        &mut self,
        vals: &[Expr],
        given: Option<&Type>,
        cur: Option<RecId>,
        item: Option<TyId>,
        span: Span,
    ) -> R<InitId> {
        let start_span = span;
        // LLVM checks the elements' types at the token after the list (after its `]` or its
        // `<type>`).
        let span = self.token_after(span);
        // A lexer error right after the `[`: LLVM printed it as it read that token, before
        // it checks what the list is expected to be.
        // (A lexer error's cut is placed at the last token read: here the `[` itself.)
        if self.cut_lexical
            && vals
                .first()
                .is_some_and(|v| v.kind == ExprKind::Cut && v.span.start == start_span.start)
        {
            return Err(self.cut_error());
        }
        let mut given_list_elt = None;
        if let Some(it) = item {
            match *self.cx.ty_data(it) {
                TyData::List(e) => given_list_elt = Some(e),
                _ => {
                    // At the token after the `[`, as LLVM reports it.
                    return Err(self.err(
                        self.token_after(Span {
                            end: start_span.start + 1,
                            ..start_span
                        }),
                        format!("Encountered a list when expecting a {}", self.cx.ty_str(it)),
                    ));
                }
            }
        }
        // Cut at the `>` after the element type: LLVM has the elements and the type, then
        // fails.
        let cut_at_close = given.is_some() && vals.last().is_some_and(|v| v.kind == ExprKind::Cut);
        let vals = if cut_at_close {
            &vals[..vals.len() - 1]
        } else {
            vals
        };
        let mut vs = Vec::with_capacity(vals.len());
        for v in vals {
            vs.push(self.value(v, cur, given_list_elt, Mode::Value)?);
        }
        let given_elt = match given {
            Some(t) => Some(self.ty(t)?),
            None => None,
        };
        if cut_at_close {
            return Err(self.cut_error());
        }
        let mut elt: Option<TyId> = None;
        for &v in &vs {
            if let Some(t) = self.cx.type_of(v) {
                elt = match elt {
                    Some(e) => match self.cx.resolve_types(e, t) {
                        Some(x) => Some(x),
                        None => return Err(self.err(span, "Incompatible types in list elements")),
                    },
                    None => Some(t),
                };
            }
        }
        if let Some(g) = given_elt {
            if let Some(e) = elt
                && !self.cx.ty_convertible(e, g)
            {
                return Err(self.err(span, "Incompatible types in list elements"));
            }
            elt = Some(g);
        }
        let deduced = match elt {
            None => match given_list_elt {
                Some(g) => g,
                None => return Err(self.err(span, "No type for list")),
            },
            Some(e) => {
                if let Some(g) = given_list_elt
                    && !self.cx.ty_convertible(e, g)
                {
                    return Err(self.err(
                        span,
                        format!(
                            "Element type mismatch for list: element type '{}' not convertible to '{}",
                            self.cx.ty_str(e),
                            self.cx.ty_str(g)
                        ),
                    ));
                }
                e
            }
        };
        Ok(self.cx.list(vs, deduced))
    }

    pub(super) fn range_piece(
        &mut self,
        first: Option<InitId>,
        p: &RangePiece,
        out: &mut Vec<u32>,
    ) -> R<()> {
        let sv = match first {
            Some(v) => v,
            None => self.value(&p.start, None, None, Mode::Value)?,
        };
        // LLVM's ParseRangePiece reports at the token after the value it read.
        let after_start = self.token_after(p.start.span);
        let InitData::Int(start) = *self.cx.data(sv) else {
            return Err(self.err(after_start, "expected integer or bitrange"));
        };
        if start < 0 {
            return Err(self.err(after_start, "invalid range, cannot be negative"));
        }
        let (end, after_end) = match &p.end {
            None => {
                out.push(start as u32);
                return Ok(());
            }
            Some(RangeEnd::Value(e)) => {
                let ev = self.value(e, None, None, Mode::Value)?;
                let after_end = self.token_after(e.span);
                match *self.cx.data(ev) {
                    InitData::Int(v) => (v, after_end),
                    _ => {
                        return Err(self.err(after_end, "expected integer value as end of range"));
                    }
                }
            }
            Some(RangeEnd::NegatedInt(i, sp)) => (i.wrapping_neg(), self.token_after(*sp)),
        };
        if end < 0 {
            return Err(self.err(after_end, "invalid range, cannot be negative"));
        }
        if (start - end).abs() > MAX_RANGE || start > u32::MAX as i64 || end > u32::MAX as i64 {
            return Err(self.err(p.start.span, "range too large"));
        }
        if start < end {
            out.extend((start..=end).map(|x| x as u32));
        } else {
            out.extend((end..=start).rev().map(|x| x as u32));
        }
        Ok(())
    }

    pub(super) fn range_list(&mut self, pieces: &[RangePiece]) -> R<Vec<u32>> {
        let mut out = Vec::new();
        for p in pieces {
            self.range_piece(None, p, &mut out)?;
        }
        Ok(out)
    }

    pub(super) fn slice_elements(
        &mut self,
        elems: &[(Expr, Option<RangeEnd>)],
        had_comma: bool,
        cur: Option<RecId>,
    ) -> R<InitId> {
        let int_ty = self.cx.int_ty;
        let mut single = !had_comma;
        let mut pending: Vec<InitId> = Vec::new();
        let mut slices: Vec<InitId> = Vec::new();
        let mut last: Option<InitId> = None;
        for (i, (start, end)) in elems.iter().enumerate() {
            let lhs = self.value(start, cur, None, Mode::Value)?;
            let lt = self.typed(lhs, start.span, "expected typed value in slice")?;
            let elem = match end {
                None => lhs,
                Some(re) => {
                    let rhs = match re {
                        RangeEnd::Value(e) => {
                            let r = self.value(e, cur, None, Mode::Value)?;
                            let rt = self.typed(r, e.span, "expected int")?;
                            if rt != int_ty {
                                return Err(self.err(
                                    e.span,
                                    format!("expected int...int, got {}", self.cx.ty_str(rt)),
                                ));
                            }
                            r
                        }
                        RangeEnd::NegatedInt(v, sp) => {
                            let n = v.wrapping_neg();
                            if n < 0 {
                                return Err(self.err(*sp, "invalid range, cannot be negative"));
                            }
                            self.cx.int(n)
                        }
                    };
                    if lt != int_ty {
                        return Err(self.err(
                            start.span,
                            format!("expected int...int, got {}", self.cx.ty_str(lt)),
                        ));
                    }
                    let lty = self.cx.list_ty(int_ty);
                    let b = self.cx.get(InitData::BinOp {
                        op: BinOp::RangeC,
                        l: lhs,
                        r: rhs,
                        ty: lty,
                    });
                    let f = self.cx.fold_binop(b, cur);
                    self.check_fatal(start.span)?;
                    f
                }
            };
            let et = self.cx.type_of(elem).unwrap_or(int_ty);
            match *self.cx.ty_data(et) {
                TyData::List(inner) => {
                    if inner != int_ty {
                        return Err(self.err(
                            start.span,
                            format!("expected list<int>, got {}", self.cx.ty_str(et)),
                        ));
                    }
                    if !pending.is_empty() {
                        let l = self.cx.list(std::mem::take(&mut pending), int_ty);
                        slices.push(l);
                    }
                    slices.push(elem);
                    single = false;
                    last = None;
                }
                TyData::Int => {
                    last = Some(elem);
                }
                _ => {
                    return Err(self.err(
                        start.span,
                        format!("unhandled type {} in range", self.cx.ty_str(et)),
                    ));
                }
            }
            let more = i + 1 < elems.len() || had_comma;
            if more {
                single = false;
                if let Some(l) = last.take() {
                    pending.push(l);
                }
            }
        }
        if let Some(l) = last {
            if single {
                return Ok(l);
            }
            pending.push(l);
        }
        if !pending.is_empty() {
            let l = self.cx.list(pending, int_ty);
            slices.push(l);
        }
        let mut result: Option<InitId> = None;
        for s in slices {
            result = Some(match result {
                None => s,
                Some(r) => self.list_concat(r, s),
            });
        }
        result.ok_or_else(|| Diagnostic::bare("empty slice"))
    }

    pub(super) fn template_args(
        &mut self,
        args: &[Arg],
        cur: Option<RecId>,
        args_rec: RecId,
        is_defm: bool,
        span: Span,
    ) -> R<Vec<InitId>> {
        let targs = self.cx.rec(args_rec).targs.clone();
        let mut out = Vec::new();
        let mut had_named = false;
        let _ = span;
        for (i, a) in args.iter().enumerate() {
            if let Arg::Positional(e) | Arg::Named(_, _, e) = a
                && e.kind == ExprKind::Cut
            {
                return Err(self.cut_error());
            }
            if i >= targs.len() {
                let sp = match a {
                    Arg::Positional(e) | Arg::Named(_, _, e) => e.span,
                };
                return Err(self.err(sp, format!("Too many template arguments: {}", i + 1)));
            }
            match a {
                Arg::Positional(e) => {
                    if had_named {
                        return Err(self.err(
                            e.span,
                            "Positional argument should be put before named argument",
                        ));
                    }
                    let ty = self.cx.rec(args_rec).value(targs[i]).map(|v| v.ty);
                    let v = self.value(e, cur, ty, Mode::Value)?;
                    let a = self.cx.get(InitData::Arg {
                        value: v,
                        aux: ArgAux::Positional(i as u32),
                    });
                    out.push(a);
                }
                Arg::Named(name, nsp, e) => {
                    let q = self.qualify(args_rec, name, if is_defm { "::" } else { ":" });
                    let Some(ty) = self.cx.rec(args_rec).value(q).map(|v| v.ty) else {
                        return Err(self.err(*nsp, format!("Argument \"{name}\" doesn't exist")));
                    };
                    let v = self.value(e, cur, Some(ty), Mode::Value)?;
                    if v == self.cx.unset {
                        return Err(self.err(
                            e.span,
                            "The value of named argument should be initialized, but we got '?'",
                        ));
                    }
                    had_named = true;
                    let a = self.cx.get(InitData::Arg {
                        value: v,
                        aux: ArgAux::Named(q),
                    });
                    out.push(a);
                }
            }
        }
        Ok(out)
    }

    pub(super) fn arg_name(&self, rec: RecId, arg: InitId) -> Option<InitId> {
        match *self.cx.data(arg) {
            InitData::Arg {
                aux: ArgAux::Positional(i),
                ..
            } => self.cx.rec(rec).targs.get(i as usize).copied(),
            InitData::Arg {
                aux: ArgAux::Named(n),
                ..
            } => Some(n),
            _ => None,
        }
    }

    pub(super) fn check_template_args(
        &mut self,
        mut args: Vec<InitId>,
        spans: &[Span],
        rec: RecId,
        span: Span,
    ) -> R<Vec<InitId>> {
        for (k, a) in args.iter_mut().enumerate() {
            let arg_span = spans.get(k).copied().unwrap_or(span);
            let Some(name) = self.arg_name(rec, *a) else {
                continue;
            };
            let InitData::Arg { value, aux } = *self.cx.data(*a) else {
                continue;
            };
            let Some(ty) = self.cx.rec(rec).value(name).map(|v| v.ty) else {
                continue;
            };
            if self.cx.type_of(value).is_some() {
                match self.cx.cast_to(value, ty) {
                    Some(c) => {
                        *a = self.cx.get(InitData::Arg { value: c, aux });
                    }
                    None => {
                        let vt = self
                            .cx
                            .type_of(value)
                            .map(|t| self.cx.ty_str(t))
                            .unwrap_or_default();
                        return Err(self.err(
                            arg_span,
                            format!(
                                "Value specified for template argument '{}' is of type {vt}; expected type {}: {}",
                                self.cx.unquoted(name),
                                self.cx.ty_str(ty),
                                self.cx.as_string(value)
                            ),
                        ));
                    }
                }
            }
        }
        self.check_fatal(span)?;
        Ok(args)
    }

    pub(super) fn resolve_arguments(
        &mut self,
        rec: RecId,
        args: &[InitId],
        span: Span,
        handler: &mut dyn FnMut(InitId, InitId),
    ) -> R<()> {
        let mut unsolved = self.cx.rec(rec).targs.clone();
        for &a in args {
            let Some(name) = self.arg_name(rec, a) else {
                continue;
            };
            let InitData::Arg { value, .. } = *self.cx.data(a) else {
                continue;
            };
            let Some(pos) = unsolved.iter().position(|&u| u == name) else {
                return Err(self.err(
                    span,
                    format!(
                        "We can only specify the template argument '{}' once",
                        self.cx.unquoted(name)
                    ),
                ));
            };
            handler(name, value);
            unsolved.remove(pos);
        }
        for name in unsolved {
            let def = self
                .cx
                .rec(rec)
                .value(name)
                .map(|v| v.value)
                .unwrap_or(self.cx.unset);
            if !self.cx.is_complete(def) {
                let n = self.cx.unquoted(name);
                let note_loc = self.cx.rec(rec).value(name).map(|v| v.loc).unwrap_or(span);
                let note = self
                    .sm
                    .note(note_loc, format!("declared in '{}'", self.cx.name_of(rec)));
                return Err(self
                    .err(
                        span,
                        format!("value not specified for template argument '{n}'"),
                    )
                    .with_note(note));
            }
            handler(name, def);
        }
        Ok(())
    }
}
