//! Folding of ternary operators, `!cond`, `!foldl`, `!isa` and `!exists` (LLVM's
//! `TernOpInit::Fold` and its siblings).

use super::*;

impl Cx {
    pub(super) fn item_apply(
        &mut self,
        var: InitId,
        item: InitId,
        body: InitId,
        cur: Option<RecId>,
    ) -> InitId {
        let mut mr = MapResolver::new(cur);
        mr.set(var, item);
        self.resolve(body, &mut mr)
    }

    pub(super) fn foreach_dag(
        &mut self,
        var: InitId,
        dag: InitId,
        body: InitId,
        cur: Option<RecId>,
    ) -> InitId {
        let InitData::Dag { op, args, .. } = self.data(dag).clone() else {
            return dag;
        };
        if crate::stack::exhausted() {
            self.set_fatal(cur, "value nested too deeply to resolve".into());
            return dag;
        }
        let mut change = false;
        let v = self.item_apply(var, op, body, cur);
        if v != op {
            change = true;
        }
        let mut out = Vec::new();
        for &(a, n) in args.iter() {
            let na = if matches!(self.data(a), InitData::Dag { .. }) {
                self.foreach_dag(var, a, body, cur)
            } else {
                self.item_apply(var, a, body, cur)
            };
            change |= na != a;
            out.push((na, n));
        }
        if change { self.dag(v, None, out) } else { dag }
    }

    /// Folds a ternary operator.
    pub fn fold_ternop(&mut self, id: InitId, cur: Option<RecId>) -> InitId {
        let InitData::TernOp { op, l, m, r, ty } = *self.data(id) else {
            return id;
        };
        let o = TernOperands {
            l,
            m,
            r,
            ty,
            ld: self.data(l).clone(),
            md: self.data(m).clone(),
            rd: self.data(r).clone(),
        };
        let (ld, md, rd) = (&o.ld, &o.md, &o.rd);
        match op {
            TernOp::Subst => return self.fold_subst(id, &o),
            TernOp::Foreach => {
                if matches!(md, InitData::Dag { .. }) {
                    return self.foreach_dag(l, m, r, cur);
                }
                if let InitData::List { elems, .. } = &md {
                    let TyData::List(elt) = *self.ty_data(ty) else {
                        return id;
                    };
                    let mut out = Vec::with_capacity(elems.len());
                    for &e in elems.iter() {
                        out.push(self.item_apply(l, e, r, cur));
                    }
                    return self.list(out, elt);
                }
            }
            TernOp::Filter => {
                if let InitData::List { elems, .. } = &md {
                    let TyData::List(elt) = *self.ty_data(ty) else {
                        return id;
                    };
                    let mut out = Vec::new();
                    for &e in elems.iter() {
                        let inc = self.item_apply(l, e, r, cur);
                        match self.as_int(inc) {
                            Some(v) => {
                                if v != 0 {
                                    out.push(e)
                                }
                            }
                            None => return id,
                        }
                    }
                    return self.list(out, elt);
                }
            }
            TernOp::If => {
                if let Some(v) = self.as_int(l) {
                    return if v != 0 { m } else { r };
                }
            }
            TernOp::Dag => return self.fold_dag_ctor(id, &o),
            TernOp::Range => return self.fold_range(id, &o, cur),
            TernOp::Substr => {
                if let (InitData::Str { s, code }, InitData::Int(start), InitData::Int(len)) =
                    (&ld, &md, &rd)
                {
                    let bytes = crate::raw::encode(s);
                    let size = bytes.len() as i64;
                    if *start < 0 || *start > size {
                        self.errors.push((
                            self.cur_loc(cur),
                            format!("!substr start position is out of range 0...{size}: {start}"),
                        ));
                        return id;
                    }
                    if *len < 0 {
                        self.errors.push((
                            self.cur_loc(cur),
                            "!substr length must be nonnegative".into(),
                        ));
                        return id;
                    }
                    let st = *start as usize;
                    let en = st
                        .saturating_add((*len).min(size) as usize)
                        .min(bytes.len());
                    let sub = crate::raw::decode(&bytes[st..en]);
                    return self.string_fmt(&sub, *code);
                }
            }
            TernOp::Find => {
                if let (InitData::Str { s, .. }, InitData::Str { s: t, .. }, InitData::Int(start)) =
                    (&ld, &md, &rd)
                {
                    let (s, t) = (crate::raw::encode(s), crate::raw::encode(t));
                    let size = s.len() as i64;
                    if *start < 0 || *start > size {
                        self.errors.push((
                            self.cur_loc(cur),
                            format!("!find start position is out of range 0...{size}: {start}"),
                        ));
                        return id;
                    }
                    let st = *start as usize;
                    return match s[st..]
                        .windows(t.len().max(1))
                        .position(|w| t.is_empty() || w == t.as_slice())
                    {
                        Some(p) => self.int((st + p) as i64),
                        None if t.is_empty() => self.int(st as i64),
                        None => self.int(-1),
                    };
                }
            }
            TernOp::SetDagArg | TernOp::SetDagName => {
                if let InitData::Dag { op: o, name, args } = &ld
                    && matches!(md, InitData::Int(_) | InitData::Str { .. })
                {
                    let what = if op == TernOp::SetDagArg {
                        "!setdagarg"
                    } else {
                        "!setdagname"
                    };
                    let Some(n) = self.dag_arg_no(l, m, cur, what) else {
                        return id;
                    };
                    let mut a = args.to_vec();
                    if op == TernOp::SetDagArg {
                        a[n].0 = r;
                    } else {
                        a[n].1 = matches!(rd, InitData::Str { .. }).then_some(r);
                    }
                    return self.dag(*o, *name, a);
                }
            }
        }
        id
    }

    /// Folds `!subst(from, to, in)`: in a string, or of a record or variable reference.
    fn fold_subst(&mut self, id: InitId, o: &TernOperands) -> InitId {
        let TernOperands { l, m, r, ty, .. } = *o;
        let (ld, md, rd) = (&o.ld, &o.md, &o.rd);
        if let (InitData::Def(_), InitData::Def(_), InitData::Def(_)) = (&ld, &md, &rd) {
            return if self.as_string(l) == self.as_string(r) {
                m
            } else {
                r
            };
        }
        if let (
            InitData::Var { .. },
            InitData::Var { name: mn, .. },
            InitData::Var { name: rn, .. },
        ) = (&ld, &md, &rd)
        {
            let name = if self.as_string(l) == self.as_string(r) {
                *mn
            } else {
                *rn
            };
            return self.var(name, ty);
        }
        if let (
            InitData::Str { s: a, .. },
            InitData::Str { s: b, .. },
            InitData::Str { s: c, .. },
        ) = (&ld, &md, &rd)
        {
            let mut val = c.to_string();
            if !a.is_empty() {
                let mut idx = 0;
                while let Some(found) = val[idx..].find(&**a) {
                    let at = idx + found;
                    val.replace_range(at..at + a.len(), b);
                    idx = at + b.len();
                }
            } else {
                // Replacing the empty string inserts the replacement at every position.
                let mut out = String::new();
                for ch in val.chars() {
                    out.push_str(b);
                    out.push(ch);
                }
                out.push_str(b);
                val = out;
            }
            return self.string(&val);
        }
        id
    }

    /// Folds `!dag(op, args, names)` once its lists are known.
    fn fold_dag_ctor(&mut self, id: InitId, o: &TernOperands) -> InitId {
        let TernOperands { l, .. } = *o;
        let (md, rd) = (&o.md, &o.rd);
        let ml = matches!(md, InitData::List { .. });
        let rl = matches!(rd, InitData::List { .. });
        let mok = ml || matches!(md, InitData::Unset);
        let rok = rl || matches!(rd, InitData::Unset);
        if matches!(md, InitData::Unset) && matches!(rd, InitData::Unset) {
            return id;
        }
        let ms = if let InitData::List { elems, .. } = &md {
            Some(elems.clone())
        } else {
            None
        };
        let rs = if let InitData::List { elems, .. } = &rd {
            Some(elems.clone())
        } else {
            None
        };
        if mok && rok {
            if let (Some(a), Some(b)) = (&ms, &rs)
                && a.len() != b.len()
            {
                return id;
            }
            let size = ms
                .as_ref()
                .map(|x| x.len())
                .or(rs.as_ref().map(|x| x.len()))
                .unwrap_or(0);
            let mut children = Vec::with_capacity(size);
            for i in 0..size {
                let node = ms.as_ref().map(|x| x[i]).unwrap_or(self.unset);
                let name = rs.as_ref().map(|x| x[i]).unwrap_or(self.unset);
                match self.data(name) {
                    InitData::Str { .. } => children.push((node, Some(name))),
                    InitData::Unset => children.push((node, None)),
                    _ => return id,
                }
            }
            return self.dag(l, None, children);
        }
        id
    }

    /// Folds `!range(start, end, step)`.
    fn fold_range(&mut self, id: InitId, o: &TernOperands, cur: Option<RecId>) -> InitId {
        let (ld, md, rd) = (&o.ld, &o.md, &o.rd);
        if let (InitData::Int(s), InitData::Int(e), InitData::Int(st)) = (&ld, &md, &rd) {
            let (s, e, st) = (*s, *e, *st);
            if st == 0 {
                self.errors
                    .push((self.cur_loc(cur), "Step of !range can't be 0".into()));
                return id;
            }
            let count = if (s < e && st > 0) || (s > e && st < 0) {
                ((e as i128 - s as i128) / st as i128).unsigned_abs()
            } else {
                0
            };
            if count > 10_000_000 {
                self.set_fatal(cur, "range too large".into());
                return id;
            }
            let mut v = Vec::new();
            let mut i = s;
            if s < e && st > 0 {
                while i < e {
                    v.push(i);
                    i = match i.checked_add(st) {
                        Some(x) => x,
                        None => break,
                    };
                }
            } else if s > e && st < 0 {
                while i > e {
                    v.push(i);
                    i = match i.checked_add(st) {
                        Some(x) => x,
                        None => break,
                    };
                }
            }
            let ids: Vec<InitId> = v.into_iter().map(|x| self.int(x)).collect();
            let it = self.int_ty;
            return self.list(ids, it);
        }
        id
    }

    /// Resolves a `!cond`'s conditions and values, then folds it.
    pub(super) fn resolve_cond(
        &mut self,
        id: InitId,
        (conds, vals, ty): (Arc<[InitId]>, Arc<[InitId]>, TyId),
        r: &mut dyn Resolver,
    ) -> InitId {
        let mut changed = false;
        let mut nc = Vec::with_capacity(conds.len());
        for &c in conds.iter() {
            let x = self.resolve(c, r);
            changed |= x != c;
            nc.push(x);
        }
        let mut nv = Vec::with_capacity(vals.len());
        // A value that is itself a `!cond` folding to no value: LLVM keeps the null
        // and only fails if the fold picks it, so its error waits for the fold.
        let mut null_arm = None;
        for (i, &v) in vals.iter().enumerate() {
            let was_fatal = self.fatal.is_some();
            self.null_cond = None;
            let x = self.resolve(v, r);
            if !was_fatal && null_arm.is_none() && self.null_cond == Some(x) {
                null_arm = Some((i, self.fatal.take()));
            }
            changed |= x != v;
            nv.push(x);
        }
        if changed {
            // The arm LLVM's fold takes: the first whose condition is not 0, if that
            // condition is an int (else the fold waits).
            let taken = nc
                .iter()
                .position(|&k| self.as_int(k) != Some(0))
                .filter(|&k| self.as_int(nc[k]).is_some());
            let c = self.get(InitData::Cond {
                conds: Arc::from(nc),
                vals: Arc::from(nv),
                ty,
            });
            self.null_cond = None;
            let folded = self.fold_cond(c, r.cur_rec());
            if let Some((i, fatal)) = null_arm
                && self.fatal.is_none()
                && (taken == Some(i) || taken.is_none())
            {
                self.fatal = fatal;
            }
            return folded;
        }
        id
    }

    /// Folds `!cond`.
    pub fn fold_cond(&mut self, id: InitId, cur: Option<RecId>) -> InitId {
        let InitData::Cond { conds, vals, ty } = self.data(id).clone() else {
            return id;
        };
        for (i, &c) in conds.iter().enumerate() {
            match self.as_int(c) {
                Some(v) => {
                    if v != 0 {
                        if let Some(v) = self.convert_to(vals[i], ty) {
                            return v;
                        }
                        // LLVM's fold yields no value here: a field whose whole value this is
                        // keeps none (see `resolve_record`); anywhere else LLVM cannot recover.
                        self.null_cond = Some(id);
                        let msg = format!(
                            "!cond value '{}' does not convert to '{}'",
                            self.as_string(vals[i]),
                            self.ty_str(ty)
                        );
                        self.set_fatal(cur, msg);
                        return id;
                    }
                }
                None => return id,
            }
        }
        let name = match cur {
            Some(c) => self.name_of(c),
            None if self.in_parse_rec => ".parse".to_string(),
            None => String::new(),
        };
        let msg = format!(
            "{name} does not have any true condition in:{}",
            self.as_string(id)
        );
        self.set_fatal(cur, msg);
        id
    }

    /// Folds `!foldl`.
    pub fn fold_foldl(&mut self, id: InitId, cur: Option<RecId>) -> InitId {
        let InitData::Fold {
            start,
            list,
            a,
            b,
            expr,
            ..
        } = *self.data(id)
        else {
            return id;
        };
        if let InitData::List { elems, .. } = self.data(list).clone() {
            let mut acc = start;
            for &e in elems.iter() {
                let mut mr = MapResolver::new(cur);
                mr.set(a, acc);
                mr.set(b, e);
                acc = self.resolve(expr, &mut mr);
                if self.fatal.is_some() {
                    break;
                }
            }
            return acc;
        }
        id
    }

    /// Folds `!isa`.
    pub fn fold_isa(&mut self, id: InitId) -> InitId {
        let InitData::IsA { check, e } = *self.data(id) else {
            return id;
        };
        if let Some(t) = self.type_of(e) {
            if self.ty_convertible(t, check) {
                return self.int(1);
            }
            if matches!(self.ty_data(check), TyData::Record(_)) {
                if (!self.ty_convertible(check, t) && self.is_concrete(e))
                    || matches!(self.data(e), InitData::Def(_))
                {
                    return self.int(0);
                }
            } else {
                return self.int(0);
            }
        }
        id
    }

    /// Folds `!exists`.
    pub fn fold_exists(&mut self, id: InitId, cur: Option<RecId>, is_final: bool) -> InitId {
        let InitData::Exists { check, e } = *self.data(id) else {
            return id;
        };
        if let InitData::Str { s, .. } = self.data(e).clone() {
            if let Some(&d) = self.defs.get(&*s) {
                let di = self.def_init(d);
                let t = self.ty_of(di).unwrap_or(self.any_rec_ty);
                let v = self.ty_is_a(t, check);
                return self.int(v as i64);
            }
            if let Some(c) = cur {
                let cname = self.rec(c).name;
                let anon_match = match *self.data(cname) {
                    InitData::AnonName(n) => *s == *format!("anonymous_{n}"),
                    _ => false,
                };
                if e == cname || anon_match {
                    if !is_final {
                        return id;
                    }
                    let t = self.rec_type(c);
                    let v = self.ty_is_a(t, check);
                    return self.int(v as i64);
                }
            }
            if is_final {
                return self.int(0);
            }
        }
        id
    }
}

/// A ternary operator's operands and their values, as the folds read them.
struct TernOperands {
    l: InitId,
    m: InitId,
    r: InitId,
    ty: TyId,
    ld: InitData,
    md: InitData,
    rd: InitData,
}
