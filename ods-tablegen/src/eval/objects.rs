//! Statements that build records: classes, defs, fields, `let`, `defvar`, and the
//! declarations and subclass references in their bodies.

use super::*;

impl Evaluator<'_> {
    pub(super) fn object(&mut self, s: &Stmt, mc: Option<usize>) -> R<()> {
        if stack::exhausted() {
            return Err(self.err(stmt_span(s), "statements nested too deeply"));
        }
        match s {
            Stmt::Cut => Err(self.cut_error()),
            Stmt::Assert(c, m) => {
                let cv = self.value(c, None, None, Mode::Value)?;
                let mv = self.value(m, None, None, Mode::Value)?;
                self.add_entry(Entry::Assert(c.span, cv, mv))
            }
            Stmt::Dump(sp, m) => {
                let mv = self.value(m, None, None, Mode::Value)?;
                self.add_entry(Entry::Dump(*sp, mv))
            }
            Stmt::Class {
                name,
                span,
                targs,
                body,
            } => {
                if mc.is_some() {
                    return Err(self.err(*span, "class is not allowed inside multiclass"));
                }
                if !self.loops.is_empty() {
                    return Err(self.err(*span, "class is not allowed inside foreach loop"));
                }
                self.class(name, *span, targs, body)
            }
            Stmt::Def {
                name,
                span,
                loc,
                body,
            } => self.def(name.as_ref(), *span, *loc, body),
            Stmt::Defm {
                name,
                span,
                parents,
            } => self.defm(name.as_ref(), *span, parents),
            Stmt::Defset {
                ty,
                name,
                span,
                body,
            } => {
                if mc.is_some() {
                    return Err(self.err(*span, "defset is not allowed inside multiclass"));
                }
                self.defset(ty, name, *span, body)
            }
            Stmt::Deftype(name, span, ty) => {
                if self.type_aliases.contains_key(name) || self.cx.classes.contains_key(name) {
                    return Err(
                        self.err(*span, format!("type of this name '{name}' already exists"))
                    );
                }
                let t = self.ty(ty)?;
                self.type_aliases.insert(name.clone(), t);
                Ok(())
            }
            Stmt::Defvar(name, span, v) => self.defvar(None, name, *span, v),
            Stmt::Foreach {
                var,
                kw,
                iter,
                body,
                ..
            } => self.foreach(var, *kw, iter, body, mc),
            Stmt::If {
                cond,
                span,
                then,
                els,
            } => self.if_stmt(cond, *span, then, els.as_deref(), mc),
            Stmt::Let(items, body) => {
                let mut recs = Vec::new();
                for it in items {
                    let mut bits = self.range_list(&it.bits)?;
                    bits.reverse();
                    let value = self.value(&it.value, None, None, Mode::Value)?;
                    let name = self.cx.string(&it.name);
                    recs.push(LetRecord {
                        name,
                        bits,
                        value,
                        loc: it.span,
                    });
                }
                self.let_stack.push(recs);
                self.push_scope(ScopeKind::Local);
                let mut res = Ok(());
                for s in body {
                    res = self.object(s, mc);
                    if res.is_err() {
                        break;
                    }
                }
                self.pop_scope();
                self.let_stack.pop();
                res
            }
            Stmt::MultiClass {
                name,
                span,
                targs,
                parents,
                body,
            } => {
                if !self.loops.is_empty() {
                    return Err(self.err(*span, "multiclass is not allowed inside foreach loop"));
                }
                self.multiclass(name, *span, targs, parents, body)
            }
        }
    }

    pub(super) fn class(
        &mut self,
        name: &Arc<str>,
        span: Span,
        targs: &[Decl],
        body: &ObjectBody,
    ) -> R<()> {
        let r = if let Some(&r) = self.cx.classes.get(name) {
            let rec = self.cx.rec(r);
            if !rec.values.is_empty() || !rec.supers.is_empty() || !rec.targs.is_empty() {
                return Err(self.err(span, format!("Class '{name}' already defined")));
            }
            self.cx.rec_mut(r).locs = vec![span];
            r
        } else {
            let n = self.cx.string(name);
            let r = self.cx.make_record(n, span, RecKind::Class);
            self.cx.classes.insert(name.clone(), r);
            r
        };
        self.push_scope(ScopeKind::Record(r));
        for d in targs {
            let n = self.declaration(Some(r), d, true)?;
            if self.cx.rec(r).targs.contains(&n) {
                return Err(self.err(
                    d.name_span,
                    "template argument with the same name has already been defined",
                ));
            }
            self.cx.rec_mut(r).targs.push(n);
        }
        self.object_body(r, body)?;
        self.warn_unused_args(r);
        self.pop_scope();
        Ok(())
    }

    /// Warns about template arguments the body never referred to, as LLVM does.
    pub(super) fn warn_unused_args(&mut self, r: RecId) {
        let targs = self.cx.rec(r).targs.clone();
        for a in targs {
            if !self.used_args.contains(&a)
                && let Some(loc) = self.cx.rec(r).value(a).map(|v| v.loc)
            {
                let msg = format!("unused template argument: {}", self.cx.unquoted(a));
                self.cx.messages.push((true, loc, msg));
            }
        }
    }

    pub(super) fn declaration(&mut self, cur: Option<RecId>, d: &Decl, targ: bool) -> R<InitId> {
        let ty = self.ty(&d.ty)?;
        if d.cut {
            return Err(self.cut_error());
        }
        if !targ
            && self
                .scopes
                .last()
                .is_some_and(|s| s.vars.contains_key(&d.name))
        {
            return Err(self.err(d.name_span, "local variable of this name already exists"));
        }
        let mut name = self.cx.string(&d.name);
        if !targ {
            let kind = if d.is_field {
                FieldKind::NonconcreteOk
            } else {
                FieldKind::Normal
            };
            let rv = self.new_val(name, ty, kind, d.name_span);
            self.add_value(cur, d.name_span, rv)?;
        } else {
            let (rec, scoper) = match cur {
                Some(r) => (r, ":"),
                None => (self.target(None), "::"),
            };
            name = self.qualify(rec, &d.name, scoper);
            let rv = self.new_val(name, ty, FieldKind::TemplateArg, d.name_span);
            self.add_value(cur, d.name_span, rv)?;
        }
        if let Some(v) = &d.value {
            let val = match self.value(v, cur, Some(ty), Mode::Value) {
                Ok(val) => val,
                Err(e) => return self.null_declaration(e, targ.then_some(cur), name, v.span),
            };
            self.set_value(cur, v.span, name, &[], val, false)?;
        }
        Ok(name)
    }

    /// A declaration whose value came out null: like LLVM, the field keeps no value when the
    /// null value is followed by what ends the declaration (`;`, or `,`/`>` after a template
    /// argument); anything else there is a parse error. `targ` is `Some` for a template
    /// argument, with the class (`None` for a multiclass's).
    pub(super) fn null_declaration(
        &mut self,
        e: Diagnostic,
        targ: Option<Option<RecId>>,
        name: InitId,
        value: Span,
    ) -> R<InitId> {
        let Some((span, _)) = self.null_value.filter(|_| e.message.is_empty()) else {
            return Err(e);
        };
        let class = matches!(targ, Some(Some(_)));
        let targ = targ.is_some();
        let there = self.after(span);
        let next = self.sm.file(span.file).text[there.start as usize..]
            .chars()
            .next();
        let ends = if targ {
            // After a `,` LLVM parses the next argument's declaration: only a null value
            // that is the whole default leaves one there.
            next == Some('>') || (next == Some(',') && span.end == value.end)
        } else {
            next == Some(';')
        };
        if ends {
            self.null_value = None;
            if targ && next == Some('>') && span.end != value.end {
                // A null inside the default: LLVM takes the `>` after it for the end of the
                // template arguments and wants what follows them there.
                let at = self.after(Span {
                    start: there.start + 1,
                    end: there.start + 1,
                    ..there
                });
                let c = self.sm.file(at.file).text[at.start as usize..]
                    .chars()
                    .next();
                if class && !matches!(c, Some('{' | ';' | ':')) {
                    let msg = "Expected '{' to start body or ';' for declaration only";
                    return Err(self.err(at, msg));
                }
                if !class && !matches!(c, Some('{' | ':')) {
                    return Err(self.err(at, "expected '{' in multiclass definition"));
                }
            }
            return Ok(name);
        }
        self.null_value = None;
        if targ && next == Some(',') {
            // LLVM goes on to parse the next argument's type there.
            let at = self.after(Span {
                start: there.start + 1,
                end: there.start + 1,
                ..there
            });
            return Err(self.next_arg_type_error(at));
        }
        Err(self.err(
            there,
            if targ {
                "expected '>' at end of template argument list"
            } else {
                "expected ';' after declaration"
            },
        ))
    }

    pub(super) fn subclass_ref(
        &mut self,
        cur: Option<RecId>,
        sref: &SubClassRef,
        is_defm: bool,
    ) -> R<(RecId, Vec<InitId>)> {
        let rec = if is_defm {
            match self.mc_names.get(&sref.name) {
                Some(&m) => self.multiclasses[m].rec,
                None => {
                    return Err(self.err(
                        sref.span,
                        format!("Couldn't find multiclass '{}'", sref.name),
                    ));
                }
            }
        } else {
            match self.cx.classes.get(&sref.name) {
                Some(&c) => c,
                None => return Err(self.class_not_found(&sref.name, sref.span)),
            }
        };
        let args = match &sref.args {
            None => Vec::new(),
            Some(a) => {
                let spans = arg_spans(a);
                let v = self.template_args(a, cur, rec, is_defm, sref.span)?;
                self.check_template_args(v, &spans, rec, sref.span)?
            }
        };
        Ok((rec, args))
    }

    pub(super) fn add_subclass(
        &mut self,
        cur: RecId,
        sc: RecId,
        args: &[InitId],
        span: Span,
    ) -> R<()> {
        let mut mr = MapResolver::new(Some(cur));
        let n = self.cx.rec(sc).values.len();
        self.cx.rec_mut(cur).values.reserve(n);
        for i in 0..n {
            // Adding field i changes only field i's entry, so reading by index sees the
            // superclass's fields as they were.
            let f = self.cx.rec(sc).values[i].clone();
            if f.kind != FieldKind::TemplateArg {
                self.add_value(Some(cur), span, f)?;
            }
        }
        let mut pairs = Vec::new();
        self.resolve_arguments(sc, args, span, &mut |n, v| pairs.push((n, v)))?;
        for (n, v) in pairs {
            mr.set(n, v);
        }
        let asserts = self.cx.rec(sc).asserts.clone();
        self.cx.rec_mut(cur).asserts.extend(asserts);
        let name = if self.cx.rec(cur).kind == RecKind::Class {
            let q = self.qualify(cur, "NAME", ":");
            let st = self.cx.string_ty;
            self.cx.var(q, st)
        } else {
            self.cx.rec(cur).name
        };
        let scn = self.qualify(sc, "NAME", ":");
        mr.set(scn, name);
        self.cx.resolve_record(cur, &mut mr);
        self.check_fatal(span)?;
        let supers = self.cx.rec(sc).supers.clone();
        for (s, loc) in supers {
            if self.cx.is_subclass_of(cur, s) {
                return Err(self.err(
                    span,
                    format!("Already subclass of '{}'!\n", self.cx.name_of(s)),
                ));
            }
            self.cx.rec_mut(cur).supers.push((s, loc));
        }
        if self.cx.is_subclass_of(cur, sc) {
            return Err(self.err(
                span,
                format!("Already subclass of '{}'!\n", self.cx.name_of(sc)),
            ));
        }
        self.cx.rec_mut(cur).supers.push((sc, span));
        Ok(())
    }

    pub(super) fn apply_let_stack(&mut self, r: RecId) -> R<()> {
        let stack: Vec<LetRecord> = self.let_stack.iter().flatten().cloned().collect();
        for lr in stack {
            self.set_value(Some(r), lr.loc, lr.name, &lr.bits, lr.value, false)?;
        }
        Ok(())
    }

    pub(super) fn object_body(&mut self, r: RecId, body: &ObjectBody) -> R<()> {
        self.push_scope(ScopeKind::Record(r));
        for p in &body.parents {
            let (sc, args) = self.subclass_ref(Some(r), p, false)?;
            self.add_subclass(r, sc, &args, p.span)?;
        }
        if body.parents_cut {
            return Err(self.cut_error());
        }
        self.apply_let_stack(r)?;
        for item in &body.items {
            self.body_item(r, item)?;
        }
        self.pop_scope();
        Ok(())
    }

    pub(super) fn body_item(&mut self, r: RecId, item: &BodyItem) -> R<()> {
        match item {
            BodyItem::Decl(d) => {
                self.declaration(Some(r), d, false)?;
            }
            BodyItem::Let(name, span, bits, v) => {
                let mut bl = self.range_list(bits)?;
                bl.reverse();
                let n = self.cx.string(name);
                let Some(field) = self.cx.rec(r).value(n) else {
                    return Err(self.err(*span, format!("Value '{name}' unknown!")));
                };
                let mut ty = field.ty;
                if !bl.is_empty() && matches!(self.cx.ty_data(ty), TyData::Bits(_)) {
                    ty = self.cx.bits_ty(bl.len() as u32);
                }
                let val = self.value(v, Some(r), Some(ty), Mode::Value)?;
                self.set_value(Some(r), *span, n, &bl, val, false)?;
            }
            BodyItem::Defvar(name, span, v) => self.defvar(Some(r), name, *span, v)?,
            BodyItem::Assert(c, m) => {
                let cv = self.value(c, Some(r), None, Mode::Value)?;
                let mv = self.value(m, Some(r), None, Mode::Value)?;
                self.cx.rec_mut(r).asserts.push((c.span, cv, mv));
            }
            BodyItem::Dump(sp, m) => {
                let mv = self.value(m, Some(r), None, Mode::Value)?;
                self.cx.rec_mut(r).dumps.push((*sp, mv));
            }
            BodyItem::Cut => return Err(self.cut_error()),
        }
        Ok(())
    }

    pub(super) fn defvar(
        &mut self,
        cur: Option<RecId>,
        name: &Arc<str>,
        span: Span,
        v: &Expr,
    ) -> R<()> {
        if self
            .scopes
            .last()
            .is_some_and(|s| s.vars.contains_key(name))
        {
            return Err(self.err(span, "local variable of this name already exists"));
        }
        if let Some(r) = cur {
            let n = self.cx.string(name);
            if let Some(f) = self.cx.rec(r).value(n)
                && f.kind != FieldKind::TemplateArg
            {
                return Err(self.err(span, "field of this name already exists"));
            }
        }
        let outermost = self.scopes.len() == 1;
        if outermost && self.cx.get_global(name).is_some() {
            return Err(self.err(span, "def or global variable of this name already exists"));
        }
        let val = self.value(v, cur, None, Mode::Value)?;
        if outermost {
            self.cx.extra_globals.insert(name.clone(), val);
        } else {
            self.scopes
                .last_mut()
                .expect("a scope is always open")
                .vars
                .insert(name.clone(), val);
        }
        Ok(())
    }

    pub(super) fn object_name(&mut self, name: Option<&Expr>) -> R<Option<InitId>> {
        let Some(e) = name else { return Ok(None) };
        let cur = self.mc_rec();
        let st = self.cx.string_ty;
        let mut n = self.value(e, cur, Some(st), Mode::Name)?;
        if let Some(mr) = cur {
            let ns = self.qualify(mr, "NAME", "::");
            let mut hr = HasReferenceResolver::new(ns);
            self.cx.resolve(n, &mut hr);
            if !hr.found {
                let v = self.cx.var(ns, st);
                n = self.str_concat(v, n);
            }
        }
        Ok(Some(n))
    }

    pub(super) fn def(
        &mut self,
        name: Option<&Expr>,
        span: Span,
        loc: Span,
        body: &ObjectBody,
    ) -> R<()> {
        let n = self.object_name(name)?;
        let r = match n {
            None => {
                let an = self.cx.new_anon_name();
                self.cx.make_record(an, span, RecKind::AnonDef)
            }
            Some(n) => {
                // LLVM's Record constructor checks the name's type before the body is read.
                if let Some(t) = self.cx.type_of(n)
                    && t != self.cx.string_ty
                {
                    let msg = format!("Record name '{}' is not a string!", self.cx.as_string(n));
                    return Err(self.err(loc, msg));
                }
                self.cx.make_record(n, loc, RecKind::Def)
            }
        };
        self.object_body(r, body)?;
        self.add_entry(Entry::Rec(r))
    }
}
