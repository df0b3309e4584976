//! Folding of binary operators (LLVM's `BinOpInit::Fold`).

use super::*;

impl Cx {
    pub(super) fn compare(&mut self, op: BinOp, l: InitId, r: InitId) -> Option<bool> {
        if let (Some(a), Some(b)) = (self.as_int(l), self.as_int(r)) {
            return Some(match op {
                BinOp::Eq => a == b,
                BinOp::Ne => a != b,
                BinOp::Le => a <= b,
                BinOp::Lt => a < b,
                BinOp::Ge => a >= b,
                _ => a > b,
            });
        }
        if let (InitData::Str { s: a, .. }, InitData::Str { s: b, .. }) =
            (self.data(l), self.data(r))
        {
            return Some(match op {
                BinOp::Eq => a == b,
                BinOp::Ne => a != b,
                BinOp::Le => a <= b,
                BinOp::Lt => a < b,
                BinOp::Ge => a >= b,
                _ => a > b,
            });
        }
        if matches!(op, BinOp::Eq | BinOp::Ne)
            && let (InitData::Def(a), InitData::Def(b)) = (self.data(l), self.data(r))
        {
            return Some((a == b) == (op == BinOp::Eq));
        }
        None
    }

    pub(super) fn dag_arg_no(
        &mut self,
        dag: InitId,
        key: InitId,
        cur: Option<RecId>,
        what: &str,
    ) -> Option<usize> {
        let InitData::Dag { args, .. } = self.data(dag).clone() else {
            return None;
        };
        match self.data(key).clone() {
            InitData::Int(p) => {
                if p < 0 {
                    self.set_fatal(cur, format!("{what} index {p} is negative"));
                    return None;
                }
                if p as usize >= args.len() {
                    self.set_fatal(
                        cur,
                        format!(
                            "{what} index {p} is out of range (dag has {} arguments)",
                            args.len()
                        ),
                    );
                    return None;
                }
                Some(p as usize)
            }
            InitData::Str { s, .. } => {
                for (i, (_, n)) in args.iter().enumerate() {
                    if let Some(n) = n
                        && self.str_value(*n) == Some(&*s)
                    {
                        return Some(i);
                    }
                }
                self.set_fatal(cur, format!("{what} key '{s}' is not found"));
                None
            }
            _ => None,
        }
    }

    /// Folds a binary operator.
    pub fn fold_binop(&mut self, id: InitId, cur: Option<RecId>) -> InitId {
        let InitData::BinOp { op, l, r, ty } = *self.data(id) else {
            return id;
        };
        let o = BinOperands {
            op,
            l,
            r,
            ty,
            ld: self.data(l).clone(),
            rd: self.data(r).clone(),
        };
        let (ld, rd) = (&o.ld, &o.rd);
        match op {
            BinOp::Concat
            | BinOp::GetDagArg
            | BinOp::GetDagName
            | BinOp::SetDagOp
            | BinOp::SetDagOpName => return self.fold_dag_binop(id, &o, cur),
            BinOp::ListConcat
            | BinOp::ListSplat
            | BinOp::ListRemove
            | BinOp::ListElem
            | BinOp::ListSlice
            | BinOp::RangeC
            | BinOp::Interleave => return self.fold_list_binop(id, &o, cur),
            BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Shl
            | BinOp::Sra
            | BinOp::Srl => return self.fold_int_binop(id, &o, cur),
            BinOp::StrConcat => {
                if let (InitData::Str { s: a, code: ca }, InitData::Str { s: b, code: cb }) =
                    (&ld, &rd)
                {
                    if a.len() + b.len() > MAX_STRING_LEN {
                        self.set_fatal(cur, "string too long".into());
                        return id;
                    }
                    let mut s = String::with_capacity(a.len() + b.len());
                    s.push_str(a);
                    s.push_str(b);
                    return self.string_fmt(&s, *ca || *cb);
                }
            }
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                if let Some(b) = self.compare(op, l, r) {
                    return self.bit(b);
                }
            }
            BinOp::Match => {
                if let (InitData::Str { s: text, .. }, InitData::Str { s: pat, .. }) = (&ld, &rd) {
                    return match crate::regex::Regex::new(pat) {
                        Ok(re) => self.bit(re.is_match(text)),
                        Err(_) => {
                            self.set_fatal_bare(cur, format!("invalid regex '{pat}'"));
                            id
                        }
                    };
                }
            }
        }
        id
    }

    /// Folds the dag operators: `!con`, `!getdagarg`, `!getdagname`, `!setdagop`,
    /// `!setdagopname`.
    fn fold_dag_binop(&mut self, id: InitId, o: &BinOperands, cur: Option<RecId>) -> InitId {
        let BinOperands { op, l, r, ty, .. } = *o;
        let (ld, rd) = (&o.ld, &o.rd);
        match op {
            BinOp::Concat => {
                if let (
                    InitData::Dag {
                        op: lo,
                        name: ln,
                        args: la,
                    },
                    InitData::Dag {
                        op: ro,
                        name: rn,
                        args: ra,
                    },
                ) = (&ld, &rd)
                {
                    let lok = matches!(self.data(*lo), InitData::Def(_) | InitData::Unset);
                    let rok = matches!(self.data(*ro), InitData::Def(_) | InitData::Unset);
                    if !lok || !rok {
                        return id;
                    }
                    let ldef = matches!(self.data(*lo), InitData::Def(_));
                    let rdef = matches!(self.data(*ro), InitData::Def(_));
                    if ldef && rdef && lo != ro {
                        let msg = format!(
                            "Concatenated Dag operators do not match: '{}' vs. '{}'",
                            self.as_string(l),
                            self.as_string(r)
                        );
                        self.set_fatal(cur, msg);
                        return id;
                    }
                    let o = if ldef {
                        *lo
                    } else if rdef {
                        *ro
                    } else {
                        self.unset
                    };
                    let mut args = la.to_vec();
                    args.extend(ra.iter().copied());
                    // The left dag's operator name, or else the right one's.
                    return self.dag(o, ln.or(*rn), args);
                }
            }
            BinOp::GetDagArg => {
                if let InitData::Dag { args, .. } = ld
                    && matches!(rd, InitData::Int(_) | InitData::Str { .. })
                {
                    let Some(n) = self.dag_arg_no(l, r, cur, "!getdagarg") else {
                        return id;
                    };
                    let arg = args[n].0;
                    if let Some(t) = self.type_of(arg)
                        && !self.ty_convertible(t, ty)
                    {
                        return self.unset;
                    }
                    return arg;
                }
            }
            BinOp::GetDagName => {
                if let (InitData::Dag { args, .. }, InitData::Int(p)) = (&ld, &rd) {
                    if *p < 0 || *p as usize >= args.len() {
                        self.errors.push((
                            self.cur_loc(cur),
                            format!(
                                "!getdagname index is out of range 0...{}: {p}",
                                args.len() as i64 - 1
                            ),
                        ));
                        return id;
                    }
                    return args[*p as usize].1.unwrap_or(self.unset);
                }
            }
            BinOp::SetDagOp => {
                if let (InitData::Dag { args, .. }, InitData::Def(_)) = (&ld, &rd) {
                    return self.dag(r, None, args.to_vec());
                }
            }
            BinOp::SetDagOpName => {
                if let InitData::Dag { op: o, args, .. } = &ld {
                    match &rd {
                        InitData::Str { .. } => return self.dag(*o, Some(r), args.to_vec()),
                        InitData::Unset => return self.dag(*o, None, args.to_vec()),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
        id
    }

    /// Folds the list operators: `!listconcat`, `!listsplat`, `!listremove`, `!listelem`,
    /// `!listslice`, `!range`, `!interleave`.
    fn fold_list_binop(&mut self, id: InitId, o: &BinOperands, cur: Option<RecId>) -> InitId {
        let BinOperands { op, l, .. } = *o;
        let (ld, rd) = (&o.ld, &o.rd);
        match op {
            BinOp::ListConcat => {
                if let (InitData::List { elems: a, elt }, InitData::List { elems: b, .. }) =
                    (&ld, &rd)
                {
                    let mut v = a.to_vec();
                    v.extend(b.iter().copied());
                    return self.list(v, *elt);
                }
            }
            BinOp::ListSplat => {
                if let (Some(t), InitData::Int(n)) = (self.type_of(l), &rd) {
                    if *n < 0 {
                        self.set_fatal(None, format!("!listsplat count {n} is negative"));
                        return id;
                    }
                    if *n > 10_000_000 {
                        self.set_fatal(cur, "list too large".into());
                        return id;
                    }
                    let v = vec![l; (*n).max(0) as usize];
                    return self.list(v, t);
                }
            }
            BinOp::ListRemove => {
                if let (InitData::List { elems: a, elt }, InitData::List { elems: b, .. }) =
                    (&ld, &rd)
                {
                    let mut out = Vec::new();
                    for &e in a.iter() {
                        let mut found = false;
                        for &f in b.iter() {
                            if self.compare(BinOp::Eq, e, f) == Some(true) {
                                found = true;
                                break;
                            }
                        }
                        if !found {
                            out.push(e);
                        }
                    }
                    return self.list(out, *elt);
                }
            }
            BinOp::ListElem => {
                if let (InitData::List { elems, .. }, InitData::Int(i)) = (&ld, &rd)
                    && *i >= 0
                    && (*i as usize) < elems.len()
                {
                    return elems[*i as usize];
                }
            }
            BinOp::ListSlice => {
                if let (InitData::List { elems, elt }, InitData::List { elems: idx, .. }) =
                    (&ld, &rd)
                {
                    let mut out = Vec::new();
                    for &i in idx.iter() {
                        match *self.data(i) {
                            InitData::Int(i) if i >= 0 && (i as usize) < elems.len() => {
                                out.push(elems[i as usize])
                            }
                            _ => return id,
                        }
                    }
                    return self.list(out, *elt);
                }
            }
            BinOp::RangeC => {
                if let (InitData::Int(s), InitData::Int(e)) = (&ld, &rd) {
                    let (s, e) = (*s, *e);
                    if s.abs_diff(e) > 10_000_000 {
                        self.set_fatal(cur, "range too large".into());
                        return id;
                    }
                    let v: Vec<i64> = if s <= e {
                        (s..=e).collect()
                    } else {
                        (e..=s).rev().collect()
                    };
                    let ids: Vec<InitId> = v.into_iter().map(|x| self.int(x)).collect();
                    let it = self.int_ty;
                    return self.list(ids, it);
                }
            }
            BinOp::Interleave => {
                if let (InitData::List { elems, elt }, InitData::Str { s: delim, .. }) = (&ld, &rd)
                {
                    if elems.is_empty() {
                        return self.string("");
                    }
                    let mut out = String::new();
                    if *self.ty_data(*elt) == TyData::String {
                        let mut code = false;
                        for (i, &e) in elems.iter().enumerate() {
                            let InitData::Str { s, code: c } = self.data(e) else {
                                return id;
                            };
                            if i > 0 {
                                out.push_str(delim);
                                code |= *c;
                            }
                            out.push_str(s);
                        }
                        return self.string_fmt(&out, code);
                    }
                    for (i, &e) in elems.iter().enumerate() {
                        let Some(v) = self.as_int(e) else {
                            return id;
                        };
                        if i > 0 {
                            out.push_str(delim);
                        }
                        out.push_str(&v.to_string());
                    }
                    return self.string(&out);
                }
            }
            _ => {}
        }
        id
    }

    /// Folds the integer arithmetic, logic and shift operators.
    fn fold_int_binop(&mut self, id: InitId, o: &BinOperands, cur: Option<RecId>) -> InitId {
        let BinOperands { op, l, r, .. } = *o;
        let (Some(a), Some(b)) = (self.as_int(l), self.as_int(r)) else {
            return id;
        };
        let v = match op {
            BinOp::Add => a.wrapping_add(b),
            BinOp::Sub => a.wrapping_sub(b),
            BinOp::Mul => a.wrapping_mul(b),
            BinOp::Div => {
                if b == 0 {
                    self.set_fatal(cur, "Illegal operation: division by zero".into());
                    return id;
                }
                if a == i64::MIN && b == -1 {
                    self.set_fatal(cur, "Illegal operation: INT64_MIN / -1".into());
                    return id;
                }
                a / b
            }
            BinOp::And => a & b,
            BinOp::Or => a | b,
            BinOp::Xor => a ^ b,
            BinOp::Shl | BinOp::Sra | BinOp::Srl if !(0..64).contains(&b) => {
                self.set_fatal(cur, "Illegal operation: out of bounds shift".into());
                return id;
            }
            BinOp::Shl => ((a as u64) << b) as i64,
            BinOp::Sra => a >> b,
            BinOp::Srl => ((a as u64) >> b) as i64,
            // The dispatcher sends only the operators above.
            _ => return id,
        };
        self.int(v)
    }
}

/// A binary operator's operands and their values, as the folds read them.
struct BinOperands {
    op: BinOp,
    l: InitId,
    r: InitId,
    ty: TyId,
    ld: InitData,
    rd: InitData,
}
