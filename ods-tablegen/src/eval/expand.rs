//! Expansion: entries of `foreach` loops and multiclasses, `defm`, `defset`, `if`, and
//! adding the finished defs.

use super::*;

impl Evaluator<'_> {
    pub(super) fn add_entry(&mut self, e: Entry) -> R<()> {
        if let Some(l) = self.loops.last_mut() {
            l.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(l) = e {
            let mut substs = Vec::new();
            let fin = self.cur_mc.is_none();
            if let Some(m) = self.cur_mc {
                let mut dest = Vec::new();
                self.resolve_loop(&l, &mut substs, fin, Some(&mut dest), None)?;
                self.multiclasses[m].entries.extend(dest);
                return Ok(());
            }
            return self.resolve_loop(&l, &mut substs, fin, None, None);
        }
        if let Some(m) = self.cur_mc {
            self.multiclasses[m].entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(loc, c, m) => {
                self.cx.check_assert(loc, c, m);
                Ok(())
            }
            Entry::Dump(loc, m) => {
                self.cx.dump_message(loc, m);
                Ok(())
            }
            Entry::Rec(r) => self.add_def_one(r),
            Entry::Loop(_) => unreachable!("loops handled above"),
        }
    }

    /// A resolver for the loop variables bound so far; an inner variable hides an outer one
    /// of the same name.
    pub(super) fn substs_resolver(substs: &[(InitId, InitId)], cur: Option<RecId>) -> MapResolver {
        let mut mr = MapResolver::new(cur);
        if substs.len() <= 8 {
            for &(k, v) in substs {
                mr.set(k, v);
            }
            return mr;
        }
        // Deeply nested loops: keep the innermost binding of each name without a quadratic
        // search.
        let mut seen: std::collections::HashSet<InitId, std::hash::BuildHasherDefault<FxHasher>> =
            Default::default();
        for &(k, v) in substs.iter().rev() {
            if seen.insert(k) {
                mr.set_new(k, v);
            }
        }
        mr
    }

    pub(super) fn resolve_loop(
        &mut self,
        l: &ForeachLoop,
        substs: &mut Vec<(InitId, InitId)>,
        fin: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Span>,
    ) -> R<()> {
        if stack::exhausted() {
            return Err(self.err(l.loc, "statements nested too deeply"));
        }
        let mut mr = Self::substs_resolver(substs, None);
        let mut list = self.cx.resolve(l.list, &mut mr);
        self.check_fatal(l.loc)?;
        if fin
            && let InitData::TernOp {
                op: TernOp::If,
                l: old_lhs,
                m,
                r,
                ty,
            } = *self.cx.data(list)
        {
            mr.set_final(true);
            let lhs = self.cx.resolve(old_lhs, &mut mr);
            if lhs == old_lhs {
                return Err(self.err(
                    l.loc,
                    format!(
                        "unable to resolve if condition '{}' at end of containing scope",
                        self.cx.as_string(lhs)
                    ),
                ));
            }
            let t = self.cx.get(InitData::TernOp {
                op: TernOp::If,
                l: lhs,
                m,
                r,
                ty,
            });
            list = self.cx.fold_ternop(t, None);
            self.check_fatal(l.loc)?;
        }
        // Nested loops recurse: free this level's copy of the substitutions first.
        drop(mr);
        let InitData::List { elems, .. } = self.cx.data(list).clone() else {
            if !fin && let Some(d) = dest {
                let mut inner = Vec::new();
                self.resolve_entries(&l.entries, substs, fin, Some(&mut inner), loc)?;
                d.push(Entry::Loop(Box::new(ForeachLoop {
                    loc: l.loc,
                    iter_var: l.iter_var,
                    list,
                    entries: inner,
                })));
                return Ok(());
            }
            return Err(self.err(
                l.loc,
                format!(
                    "attempting to loop over '{}', expected a list",
                    self.cx.as_string(list)
                ),
            ));
        };
        for &elt in elems.iter() {
            let iv = l.iter_var.map(|v| match *self.cx.data(v) {
                InitData::Var { name, .. } => name,
                _ => v,
            });
            if let Some(n) = iv {
                substs.push((n, elt));
            }
            let res = self.resolve_entries(&l.entries, substs, fin, dest.as_deref_mut(), None);
            if iv.is_some() {
                substs.pop();
            }
            res?;
        }
        Ok(())
    }

    pub(super) fn resolve_entries(
        &mut self,
        entries: &[Entry],
        substs: &mut Vec<(InitId, InitId)>,
        fin: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Span>,
    ) -> R<()> {
        for e in entries {
            match e {
                Entry::Loop(l) => self.resolve_loop(l, substs, fin, dest.as_deref_mut(), None)?,
                Entry::Assert(aloc, c, m) => {
                    let mut mr = Self::substs_resolver(substs, None);
                    let c = self.cx.resolve(*c, &mut mr);
                    let m = self.cx.resolve(*m, &mut mr);
                    self.check_fatal(*aloc)?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assert(*aloc, c, m)),
                        None => self.cx.check_assert(*aloc, c, m),
                    }
                }
                Entry::Dump(dloc, m) => {
                    let mut mr = Self::substs_resolver(substs, None);
                    let m = self.cx.resolve(*m, &mut mr);
                    self.check_fatal(*dloc)?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Dump(*dloc, m)),
                        None => self.cx.dump_message(*dloc, m),
                    }
                }
                Entry::Rec(r) => {
                    let nr = self.cx.copy_record(*r);
                    if let Some(l) = loc {
                        self.cx.rec_mut(nr).locs.push(l);
                    }
                    let mut mr = Self::substs_resolver(substs, Some(nr));
                    self.cx.resolve_record(nr, &mut mr);
                    let sp = self.rec_loc(nr);
                    self.check_fatal(sp)?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(nr)),
                        None => self.add_def_one(nr)?,
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn check_concrete(&mut self, r: RecId) {
        let rec = self.cx.rec(r);
        let mut bad = Vec::new();
        for v in &rec.values {
            // LLVM skips a field without a value.
            if v.kind == FieldKind::NonconcreteOk || v.value == self.cx.null {
                continue;
            }
            let ok = if let InitData::Bits(bits) = self.cx.data(v.value) {
                bits.iter().all(|&b| match self.cx.data(b) {
                    InitData::VarBit { var, .. } => match self.cx.data(*var) {
                        InitData::Var { name, .. } => {
                            rec.value(*name).is_some() || self.cx.is_concrete(b)
                        }
                        _ => self.cx.is_concrete(b),
                    },
                    InitData::Var { .. } => true,
                    _ => self.cx.is_concrete(b),
                })
            } else {
                self.cx.is_concrete(v.value)
            };
            if !ok {
                bad.push((v.name, v.value));
            }
        }
        let loc = self.rec_loc(r);
        for (n, v) in bad {
            let msg = format!(
                "Initializer of '{}' in '{}' could not be fully resolved: {}",
                self.cx.unquoted(n),
                self.cx.name_of(r),
                self.cx.as_string(v)
            );
            self.cx.errors.push((Some(loc), msg));
        }
    }

    pub(super) fn add_def_one(&mut self, r: RecId) -> R<()> {
        let name = self.cx.name_of(r);
        let mut new_name = None;
        if let Some(&prev) = self.cx.defs.get(name.as_str()) {
            if self.cx.rec(r).kind != RecKind::AnonDef {
                let note = self
                    .sm
                    .note(self.rec_loc(prev), "location of previous definition");
                return Err(self
                    .err(self.rec_loc(r), format!("def already exists: {name}"))
                    .with_note(note));
            }
            new_name = Some(self.cx.new_anon_name());
        }
        self.cx.resolve_record_final(r, new_name);
        let loc = self.rec_loc(r);
        self.check_fatal(loc)?;
        self.check_concrete(r);
        let nm = self.cx.rec(r).name;
        if !matches!(self.cx.data(nm), InitData::Str { .. }) {
            return Err(self.err(
                loc,
                format!(
                    "record name '{}' could not be fully resolved",
                    self.cx.as_string(nm)
                ),
            ));
        }
        self.cx.check_record_assertions(r);
        self.check_fatal(loc)?;
        if !self.defsets.is_empty() {
            let di = self.cx.def_init(r);
            let dt = self.cx.ty_of(di).unwrap_or(self.cx.any_rec_ty);
            for i in 0..self.defsets.len() {
                let elt = self.defsets[i].elt;
                if !self.cx.ty_is_a(dt, elt) {
                    let note = self
                        .sm
                        .note(self.defsets[i].loc, "location of defset declaration");
                    return Err(self
                        .err(
                            loc,
                            format!(
                                "adding record of incompatible type '{}' to defset",
                                self.cx.ty_str(dt)
                            ),
                        )
                        .with_note(note));
                }
                self.defsets[i].elements.push(di);
            }
        }
        if self.cx.defs.len() >= MAX_DEFS {
            return Err(self.err(loc, "too many records"));
        }
        let key = self.cx.name_rc(r);
        self.cx.defs.insert(key, r);
        Ok(())
    }

    pub(super) fn defm(
        &mut self,
        name: Option<&Expr>,
        span: Span,
        parents: &[SubClassRef],
    ) -> R<()> {
        let mut defm_name = match self.object_name(name)? {
            Some(n) => n,
            None => {
                let mut n = self.cx.new_anon_name();
                if let Some(mr) = self.mc_rec() {
                    let q = self.qualify(mr, "NAME", "::");
                    let st = self.cx.string_ty;
                    let v = self.cx.var(q, st);
                    n = self.str_concat(v, n);
                }
                n
            }
        };
        let _ = &mut defm_name;
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut i = 0;
        let mut inherit_from_class = false;
        while i < parents.len() {
            let p = &parents[i];
            let (mrec, args) = self.subclass_ref(None, p, true)?;
            let m = self.mc_names[&p.name];
            let mut substs = Vec::new();
            self.multiclass_args(&mut substs, mrec, &args, defm_name, p.span)?;
            let entries = self.multiclasses[m].entries.clone();
            let fin = self.cur_mc.is_none() && self.loops.is_empty();
            self.resolve_entries(
                &entries,
                &mut substs,
                fin,
                Some(&mut new_entries),
                Some(p.span),
            )?;
            i += 1;
            if i < parents.len() && self.cx.classes.contains_key(&parents[i].name) {
                inherit_from_class = true;
                break;
            }
        }
        if inherit_from_class {
            for p in &parents[i..] {
                let (sc, args) = self.subclass_ref(None, p, false)?;
                for e in new_entries.iter() {
                    self.add_subclass_entry(e, sc, &args, p.span)?;
                }
            }
        }
        let _ = span;
        for e in new_entries {
            self.apply_let_stack_entry(&e)?;
            self.add_entry(e)?;
        }
        Ok(())
    }

    pub(super) fn add_subclass_entry(
        &mut self,
        e: &Entry,
        sc: RecId,
        args: &[InitId],
        span: Span,
    ) -> R<()> {
        match e {
            Entry::Rec(r) => self.add_subclass(*r, sc, args, span),
            Entry::Loop(l) => {
                for x in &l.entries {
                    self.add_subclass_entry(x, sc, args, span)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    pub(super) fn apply_let_stack_entry(&mut self, e: &Entry) -> R<()> {
        match e {
            Entry::Rec(r) => self.apply_let_stack(*r),
            Entry::Loop(l) => {
                for x in &l.entries {
                    self.apply_let_stack_entry(x)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    pub(super) fn multiclass_args(
        &mut self,
        substs: &mut Vec<(InitId, InitId)>,
        mrec: RecId,
        args: &[InitId],
        defm_name: InitId,
        span: Span,
    ) -> R<()> {
        let q = self.qualify(mrec, "NAME", "::");
        substs.push((q, defm_name));
        let mut pairs = Vec::new();
        self.resolve_arguments(mrec, args, span, &mut |n, v| pairs.push((n, v)))?;
        substs.extend(pairs);
        Ok(())
    }

    pub(super) fn multiclass(
        &mut self,
        name: &Arc<str>,
        span: Span,
        targs: &[Decl],
        parents: &[SubClassRef],
        body: &[Stmt],
    ) -> R<()> {
        if self.mc_names.contains_key(name) {
            return Err(self.err(span, format!("multiclass '{name}' already defined")));
        }
        let n = self.cx.string(name);
        let rec = self.cx.make_record(n, span, RecKind::MultiClass);
        let idx = self.multiclasses.len();
        self.multiclasses.push(MultiClass {
            rec,
            entries: Vec::new(),
        });
        self.mc_names.insert(name.clone(), idx);
        self.cur_mc = Some(idx);
        self.push_scope(ScopeKind::MultiClass(idx));
        let res = self.multiclass_inner(idx, rec, targs, parents, body);
        self.pop_scope();
        self.cur_mc = None;
        res
    }

    pub(super) fn multiclass_inner(
        &mut self,
        idx: usize,
        rec: RecId,
        targs: &[Decl],
        parents: &[SubClassRef],
        body: &[Stmt],
    ) -> R<()> {
        for d in targs {
            let n = self.declaration(None, d, true)?;
            if self.cx.rec(rec).targs.contains(&n) {
                return Err(self.err(
                    d.name_span,
                    "template argument with the same name has already been defined",
                ));
            }
            self.cx.rec_mut(rec).targs.push(n);
        }
        for p in parents {
            let Some(&sm) = self.mc_names.get(&p.name) else {
                return Err(self.err(p.span, format!("Couldn't find multiclass '{}'", p.name)));
            };
            let smrec = self.multiclasses[sm].rec;
            let args = match &p.args {
                None => Vec::new(),
                Some(a) => self.template_args(a, Some(rec), smrec, true, p.span)?,
            };
            let mut substs = Vec::new();
            let q = self.qualify(rec, "NAME", "::");
            let st = self.cx.string_ty;
            let nv = self.cx.var(q, st);
            self.multiclass_args(&mut substs, smrec, &args, nv, p.span)?;
            let entries = self.multiclasses[sm].entries.clone();
            let mut new = Vec::new();
            self.resolve_entries(&entries, &mut substs, false, Some(&mut new), None)?;
            self.multiclasses[idx].entries.extend(new);
        }
        for s in body {
            self.object(s, Some(idx))?;
        }
        self.warn_unused_args(rec);
        Ok(())
    }

    pub(super) fn defset(
        &mut self,
        ty: &Type,
        name: &Arc<str>,
        span: Span,
        body: &[Stmt],
    ) -> R<()> {
        let t = self.ty(ty)?;
        let TyData::List(elt) = *self.cx.ty_data(t) else {
            return Err(self.err(span, "expected list type"));
        };
        if self.cx.get_global(name).is_some() {
            return Err(self.err(span, "def or global variable of this name already exists"));
        }
        self.defsets.push(Defset {
            elt,
            loc: span,
            elements: Vec::new(),
        });
        let mut res = Ok(());
        for s in body {
            res = self.object(s, None);
            if res.is_err() {
                break;
            }
        }
        let ds = self.defsets.pop().expect("pushed above");
        res?;
        let l = self.cx.list(ds.elements, elt);
        self.cx.extra_globals.insert(name.clone(), l);
        Ok(())
    }

    pub(super) fn foreach(
        &mut self,
        var: &Arc<str>,
        kw: Span,
        iter: &ForeachIter,
        body: &[Stmt],
        mc: Option<usize>,
    ) -> R<()> {
        let int_ty = self.cx.int_ty;
        let (list, ity) = match iter {
            ForeachIter::Ranges(r) => {
                let v = self.range_list(r)?;
                let ids: Vec<InitId> = v.into_iter().map(|x| self.cx.int(x as i64)).collect();
                (self.cx.list(ids, int_ty), int_ty)
            }
            ForeachIter::Value(piece) => {
                let v = match self.value(&piece.start, None, None, Mode::Value) {
                    Ok(v) => v,
                    // A value that came out null: LLVM's parser unwinds to the loop, which has
                    // no declaration and says so at the token after the null value.
                    Err(e) if e.message.is_empty() && self.null_value.is_some() => {
                        let (null, _) = self.null_value.take().expect("checked above");
                        let at = self.after(null);
                        return Err(self.err(at, "expected declaration in for"));
                    }
                    Err(e) => return Err(e),
                };
                let t = self.cx.type_of(v);
                match t.map(|t| self.cx.ty_data(t).clone()) {
                    Some(TyData::List(e)) if piece.end.is_none() => (v, e),
                    Some(_) => {
                        let mut out = Vec::new();
                        self.range_piece(Some(v), piece, &mut out)?;
                        let ids: Vec<InitId> =
                            out.into_iter().map(|x| self.cx.int(x as i64)).collect();
                        (self.cx.list(ids, int_ty), int_ty)
                    }
                    None => {
                        return Err(self.err(
                            piece.start.span,
                            format!("expected a list, got '{}'", self.cx.as_string(v)),
                        ));
                    }
                }
            }
        };
        let vn = self.cx.string(var);
        let iv = self.cx.var(vn, ity);
        // LLVM's loop is located at its keyword.
        self.loops.push(ForeachLoop {
            loc: kw,
            iter_var: Some(iv),
            list,
            entries: Vec::new(),
        });
        self.push_scope(ScopeKind::Loop(Some(iv)));
        let mut res = Ok(());
        for s in body {
            res = self.object(s, mc);
            if res.is_err() {
                break;
            }
        }
        self.pop_scope();
        let l = self.loops.pop().expect("pushed above");
        res?;
        self.add_entry(Entry::Loop(Box::new(l)))
    }

    pub(super) fn if_stmt(
        &mut self,
        cond: &Expr,
        span: Span,
        then: &[Stmt],
        els: Option<&[Stmt]>,
        mc: Option<usize>,
    ) -> R<()> {
        let c = self.value(cond, None, None, Mode::Value)?;
        let bt = self.cx.bit_ty;
        let empty = self.cx.list(Vec::new(), bt);
        let t = self.cx.true_;
        let single = self.cx.list(vec![t], bt);
        let blt = self.cx.list_ty(bt);
        let branches: [(Option<&[Stmt]>, InitId, InitId); 2] =
            [(Some(then), single, empty), (els, empty, single)];
        for (body, m, r) in branches {
            let Some(body) = body else { continue };
            let tern = self.cx.get(InitData::TernOp {
                op: TernOp::If,
                l: c,
                m,
                r,
                ty: blt,
            });
            let list = self.cx.fold_ternop(tern, None);
            self.loops.push(ForeachLoop {
                loc: span,
                iter_var: None,
                list,
                entries: Vec::new(),
            });
            self.push_scope(ScopeKind::Local);
            let mut res = Ok(());
            for s in body {
                res = self.object(s, mc);
                if res.is_err() {
                    break;
                }
            }
            self.pop_scope();
            let l = self.loops.pop().expect("pushed above");
            res?;
            self.add_entry(Entry::Loop(Box::new(l)))?;
        }
        Ok(())
    }
}
