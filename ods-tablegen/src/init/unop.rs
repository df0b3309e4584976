//! Folding of unary operators (LLVM's `UnOpInit::Fold`).

use super::*;

impl Cx {
    /// Folds a unary operator.
    pub fn fold_unop(&mut self, id: InitId, cur: Option<RecId>, is_final: bool) -> InitId {
        let InitData::UnOp { op, a, ty } = *self.data(id) else {
            return id;
        };
        let ad = self.data(a).clone();
        match op {
            UnOp::Repr => {
                if self.is_concrete(a) {
                    let s = if let InitData::Def(r) = ad {
                        let mut out = String::new();
                        crate::print::write_record(self, r, &mut out);
                        out
                    } else {
                        self.as_string(a)
                    };
                    return self.string(&s);
                }
            }
            UnOp::ToLower | UnOp::ToUpper => {
                if let InitData::Str { s, .. } = ad {
                    let v = if op == UnOp::ToLower {
                        s.to_ascii_lowercase()
                    } else {
                        s.to_ascii_uppercase()
                    };
                    return self.string(&v);
                }
            }
            UnOp::Cast => return self.fold_cast(id, (a, &ad, ty), cur, is_final),
            UnOp::Not => {
                if let Some(v) = self.as_int(a) {
                    return self.int(if v != 0 { 0 } else { 1 });
                }
            }
            UnOp::Head => {
                if let InitData::List { elems, .. } = &ad {
                    if let Some(&e) = elems.first() {
                        return e;
                    }
                    // LLVM only asserts here, and its release builds read past the list:
                    // where mlir-tblgen 22 does not crash on what it finds there, it is no
                    // value at all (a field whose whole value this is keeps none, an
                    // unselected `!cond` or `!if` arm drops it).
                    return self.null;
                }
            }
            UnOp::Tail => {
                if let InitData::List { elems, elt } = &ad {
                    if elems.is_empty() {
                        self.set_fatal(cur, "Empty list in tail".into());
                        return id;
                    }
                    return self.list(elems[1..].to_vec(), *elt);
                }
            }
            UnOp::Size => match &ad {
                InitData::List { elems, .. } => return self.int(elems.len() as i64),
                InitData::Dag { args, .. } => return self.int(args.len() as i64),
                InitData::Str { s, .. } => return self.int(crate::raw::byte_len(s) as i64),
                _ => {}
            },
            UnOp::Empty => match &ad {
                InitData::List { elems, .. } => return self.int(elems.is_empty() as i64),
                InitData::Dag { args, .. } => return self.int(args.is_empty() as i64),
                InitData::Str { s, .. } => return self.int(s.is_empty() as i64),
                _ => {}
            },
            UnOp::GetDagOp => {
                if let InitData::Dag { op: dop, .. } = &ad {
                    if let Some(t) = self.type_of(*dop)
                        && !self.ty_is_a(t, ty)
                    {
                        let msg = format!(
                            "Expected type '{}', got '{}' in: {}\n",
                            self.ty_str(ty),
                            self.ty_str(t),
                            self.as_string(id)
                        );
                        self.set_fatal(cur, msg);
                        return id;
                    }
                    return *dop;
                }
            }
            UnOp::GetDagOpName => {
                if let InitData::Dag { name, .. } = &ad {
                    // LLVM's fold gives the operator's name, which is no value at all when
                    // the dag has none: a field whose whole value this is keeps none (see
                    // `resolve_record`), and the parser unwinds as for a null `!cond`.
                    return name.unwrap_or(self.null);
                }
            }
            UnOp::Log2 => {
                if let Some(v) = self.as_int(a) {
                    if v <= 0 {
                        self.set_fatal(
                            cur,
                            "Illegal operation: logtwo is undefined on arguments less than or equal to 0".into(),
                        );
                        return id;
                    }
                    return self.int(63 - (v as u64).leading_zeros() as i64);
                }
            }
            UnOp::ListFlatten => {
                if let InitData::List { elems, .. } = &ad {
                    let InitData::List { elt: inner_ty, .. } = ad else {
                        return id;
                    };
                    let TyData::List(elt) = *self.ty_data(inner_ty) else {
                        return a;
                    };
                    let mut out = Vec::new();
                    for &e in elems.iter() {
                        match self.data(e) {
                            InitData::List { elems: inner, .. } => {
                                out.extend(inner.iter().copied())
                            }
                            _ => return id,
                        }
                    }
                    return self.list(out, elt);
                }
            }
            UnOp::Initialized => {
                if matches!(ad, InitData::Unset) {
                    return self.int(0);
                }
                if self.is_concrete(a) {
                    return self.int(1);
                }
            }
        }
        id
    }

    /// Folds `!cast<ty>(a)`: a string to the record it names (the record being defined
    /// only once it is final), a record or int to a string, or a conversion.
    fn fold_cast(
        &mut self,
        id: InitId,
        (a, ad, ty): (InitId, &InitData, TyId),
        cur: Option<RecId>,
        is_final: bool,
    ) -> InitId {
        let tyd = self.ty_data(ty).clone();
        if tyd == TyData::String {
            match ad {
                InitData::Str { .. } => return a,
                InitData::Def(_) => {
                    let s = self.as_string(a);
                    return self.string(&s);
                }
                _ => {
                    if let Some(v) = self.as_int(a) {
                        return self.string(&v.to_string());
                    }
                }
            }
        } else if let TyData::Record(_) = tyd
            && let InitData::Str { s, .. } = ad
        {
            let mut d = self.defs.get(&**s).copied();
            if d.is_none()
                && let Some(c) = cur
            {
                let cname = self.rec(c).name;
                let anon_match = match *self.data(cname) {
                    InitData::AnonName(n) => **s == *format!("anonymous_{n}"),
                    _ => false,
                };
                if a == cname || anon_match {
                    if !is_final {
                        return id;
                    }
                    d = Some(c);
                }
            }
            let Some(d) = d else {
                if is_final {
                    self.set_fatal(cur, format!("Undefined reference to record: '{s}'\n"));
                }
                return id;
            };
            let di = self.def_init(d);
            let dt = self.ty_of(di).unwrap_or(self.any_rec_ty);
            if !self.ty_is_a(dt, ty) {
                let msg = format!(
                    "Expected type '{}', got '{}' in: {}\n",
                    self.ty_str(ty),
                    self.ty_str(dt),
                    self.as_string(id)
                );
                self.set_fatal(cur, msg);
            }
            return di;
        }
        if let Some(c) = self.convert_to(a, ty) {
            return c;
        }
        id
    }
}
