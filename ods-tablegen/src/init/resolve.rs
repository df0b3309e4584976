//! Resolution: substituting variables through a [`Resolver`] and instantiating classes,
//! kind by kind, as LLVM's `Init::resolveReferences` does.

use super::*;

impl Cx {
    /// True when a value contains no references or stuck operations (false, too, for one
    /// nested past the stack budget, whose resolution reports that).
    pub fn is_concrete(&self, id: InitId) -> bool {
        if self.meta[id.0 as usize].closed {
            return true;
        }
        if crate::stack::exhausted() {
            return false;
        }
        match self.data(id) {
            InitData::Unset
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str { .. }
            | InitData::Def(_)
            | InitData::AnonName(_) => true,
            InitData::Arg { value, .. } => self.is_concrete(*value),
            InitData::Bits(b) => is_concrete_list(self, b),
            InitData::List { elems, .. } => is_concrete_list(self, elems),
            InitData::Dag { op, args, .. } => {
                self.is_concrete(*op) && args.iter().all(|(a, _)| self.is_concrete(*a))
            }
            InitData::Cond { conds, vals, .. } => {
                is_concrete_list(self, conds) && is_concrete_list(self, vals)
            }
            InitData::Field { rec, field, .. } => match self.data(*rec) {
                InitData::Def(r) => self
                    .rec(*r)
                    .value(*field)
                    .is_some_and(|v| self.is_concrete(v.value)),
                _ => false,
            },
            _ => false,
        }
    }

    /// True when a value contains no `?`.
    pub fn is_complete(&self, id: InitId) -> bool {
        match self.data(id) {
            InitData::Unset => false,
            InitData::Arg { value, .. } => self.is_complete(*value),
            InitData::Bits(b) => b.iter().all(|&x| self.is_complete(x)),
            InitData::List { elems, .. } => elems.iter().all(|&x| self.is_complete(x)),
            InitData::Cond { conds, vals, .. } => {
                conds.iter().all(|&x| self.is_complete(x))
                    && vals.iter().all(|&x| self.is_complete(x))
            }
            // LLVM counts a !foldl that is not folded yet as incomplete.
            InitData::Fold { .. } => false,
            _ => true,
        }
    }

    // ----- resolution -----

    /// Substitutes variables in a value through `r`, folding what becomes foldable.
    #[inline]
    pub fn resolve(&mut self, id: InitId, r: &mut dyn Resolver) -> InitId {
        // Values without variables resolve to themselves, and so do values referring to
        // none of the variables a map substitutes: neither is walked.
        let meta = self.meta[id.0 as usize];
        if meta.closed || (!meta.sensitive && r.leaves_alone(&self.var_sets[meta.vars as usize])) {
            return id;
        }
        self.resolve_deep(id, r)
    }

    /// Resolution recurses through nested values and into the records they instantiate; it
    /// stops with an error where the stack budget of [`crate::stack`] runs out, or past
    /// [`MAX_INSTANTIATION_DEPTH`] nested instantiations.
    pub(super) fn resolve_deep(&mut self, id: InitId, r: &mut dyn Resolver) -> InitId {
        let runaway = self.instantiating > MAX_INSTANTIATION_DEPTH;
        self.runaway |= runaway;
        if runaway || crate::stack::exhausted() {
            if self.fatal.is_none() {
                // A runaway instantiation is reported where it started (the statement being
                // evaluated), not at the innermost of its anonymous records.
                let at = FatalAt::of(if runaway { None } else { r.cur_rec() });
                self.fatal = Some((at, "value nested too deeply to resolve".into()));
            }
            return id;
        }
        self.resolve_inner(id, r)
    }

    pub(super) fn resolve_inner(&mut self, id: InitId, r: &mut dyn Resolver) -> InitId {
        match self.data(id) {
            InitData::Unset
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str { .. }
            | InitData::Def(_) => return id,
            InitData::Var { name, .. } => {
                let name = *name;
                return r.resolve(self, name).unwrap_or(id);
            }
            _ => {}
        }
        match self.data(id).clone() {
            InitData::Unset
            | InitData::Null
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str { .. }
            | InitData::Def(_) => id,
            InitData::AnonName(n) => {
                let new = r.resolve(self, id).unwrap_or(id);
                if r.is_final()
                    && let InitData::AnonName(m) = *self.data(new)
                {
                    let _ = n;
                    return self.string(&format!("anonymous_{m}"));
                }
                new
            }
            InitData::Arg { value, aux } => {
                let nv = self.resolve(value, r);
                if nv != value {
                    self.get(InitData::Arg { value: nv, aux })
                } else {
                    id
                }
            }
            InitData::Bits(bits) => self.resolve_bits(id, &bits, r),
            InitData::List { elems, elt } => self.resolve_list(id, &elems, elt, r),
            InitData::Dag { op, name, args } => self.resolve_dag(id, (op, name), &args, r),
            InitData::Var { name, .. } => r.resolve(self, name).unwrap_or(id),
            InitData::VarBit { var, bit } => {
                let nv = self.resolve(var, r);
                if nv != var { self.get_bit(nv, bit) } else { id }
            }
            InitData::VarDef { class, args, ty } => self.resolve_vardef(id, (class, ty), &args, r),
            InitData::Field { rec, field, ty } => {
                let nr = self.resolve(rec, r);
                if nr != rec {
                    let nty = self.field_type(nr, field).unwrap_or(ty);
                    let f = self.get(InitData::Field {
                        rec: nr,
                        field,
                        ty: nty,
                    });
                    return self.fold_field(f, r.cur_rec());
                }
                id
            }
            InitData::UnOp { op, a, ty } => {
                let na = self.resolve(a, r);
                if na != a || (r.is_final() && op == UnOp::Cast) {
                    let u = self.get(InitData::UnOp { op, a: na, ty });
                    return self.fold_unop(u, r.cur_rec(), r.is_final());
                }
                id
            }
            InitData::BinOp { op, l, r: rh, ty } => self.resolve_binop(id, op, (l, rh, ty), r),
            InitData::TernOp {
                op,
                l,
                m,
                r: rh,
                ty,
            } => self.resolve_ternop(id, op, (l, m, rh, ty), r),
            InitData::Cond { conds, vals, ty } => self.resolve_cond(id, (conds, vals, ty), r),
            InitData::Fold {
                start,
                list,
                a,
                b,
                expr,
                ty,
            } => self.resolve_fold(id, [start, list, a, b, expr], ty, r),
            InitData::IsA { check, e } => {
                let ne = self.resolve(e, r);
                if ne != e {
                    let x = self.get(InitData::IsA { check, e: ne });
                    return self.fold_isa(x);
                }
                id
            }
            InitData::Exists { check, e } => {
                let ne = self.resolve(e, r);
                if ne != e || r.is_final() {
                    let x = self.get(InitData::Exists { check, e: ne });
                    return self.fold_exists(x, r.cur_rec(), r.is_final());
                }
                id
            }
            InitData::Instances { elt, regex, ty } => {
                let nr = self.resolve(regex, r);
                if nr != regex || r.is_final() {
                    let x = self.get(InitData::Instances { elt, regex: nr, ty });
                    return self.fold_instances(x, r.cur_rec(), r.is_final());
                }
                id
            }
        }
    }

    /// Resolves each bit of a `bits` value, resolving a variable shared by consecutive bits once.
    fn resolve_bits(&mut self, id: InitId, bits: &[InitId], r: &mut dyn Resolver) -> InitId {
        let mut changed = false;
        let mut new_bits = Vec::with_capacity(bits.len());
        let mut cached: Option<(InitId, InitId)> = None;
        for &cur in bits.iter() {
            let mut nb = if let InitData::VarBit { var, bit } = *self.data(cur) {
                let resolved = match cached {
                    Some((v, res)) if v == var => res,
                    _ => {
                        let res = self.resolve(var, r);
                        cached = Some((var, res));
                        res
                    }
                };
                self.get_bit(resolved, bit)
            } else {
                let rr = self.resolve(cur, r);
                self.get_bit(rr, 0)
            };
            if nb == self.unset && r.keep_unset_bits() {
                nb = cur;
            }
            changed |= nb != cur;
            new_bits.push(nb);
        }
        if changed { self.bits(new_bits) } else { id }
    }

    /// Resolves a list's elements, allocating only once an element changes.
    fn resolve_list(
        &mut self,
        id: InitId,
        elems: &[InitId],
        elt: TyId,
        r: &mut dyn Resolver,
    ) -> InitId {
        // Allocate only once an element actually changes.
        let mut out: Option<Vec<InitId>> = None;
        for (i, &e) in elems.iter().enumerate() {
            let ne = self.resolve(e, r);
            if let Some(o) = out.as_mut() {
                o.push(ne);
            } else if ne != e {
                let mut o = Vec::with_capacity(elems.len());
                o.extend_from_slice(&elems[..i]);
                o.push(ne);
                out = Some(o);
            }
        }
        match out {
            Some(o) => self.list(o, elt),
            None => id,
        }
    }

    /// Resolves a dag's operator and arguments.
    fn resolve_dag(
        &mut self,
        id: InitId,
        (op, name): (InitId, Option<InitId>),
        args: &[(InitId, Option<InitId>)],
        r: &mut dyn Resolver,
    ) -> InitId {
        let mut out: Option<Vec<(InitId, Option<InitId>)>> = None;
        for (i, &(a, n)) in args.iter().enumerate() {
            let na = self.resolve(a, r);
            if let Some(o) = out.as_mut() {
                o.push((na, n));
            } else if na != a {
                let mut o = Vec::with_capacity(args.len());
                o.extend_from_slice(&args[..i]);
                o.push((na, n));
                out = Some(o);
            }
        }
        let nop = self.resolve(op, r);
        match out {
            Some(o) => self.dag(nop, name, o),
            None if nop != op => self.dag(nop, name, args.to_vec()),
            None => id,
        }
    }

    /// Resolves an anonymous class instantiation's arguments; instantiates it once they no
    /// longer refer to unresolved variables.
    fn resolve_vardef(
        &mut self,
        id: InitId,
        (class, ty): (RecId, TyId),
        args: &[InitId],
        r: &mut dyn Resolver,
    ) -> InitId {
        let mut ur = TrackUnresolvedResolver {
            inner: Some(r),
            found: false,
        };
        let mut changed = false;
        let mut out = Vec::with_capacity(args.len());
        for &a in args.iter() {
            let na = self.resolve(a, &mut ur);
            changed |= na != a;
            out.push(na);
        }
        if changed {
            let new = self.get(InitData::VarDef {
                class,
                args: Arc::from(out),
                ty,
            });
            if let Some(&loc) = self.vardef_locs.get(&id) {
                self.vardef_locs.entry(new).or_insert(loc);
            }
            if !ur.found {
                return self.instantiate(new);
            }
            return new;
        }
        id
    }

    /// Resolves a binary operator's operands and folds it when they changed.
    fn resolve_binop(
        &mut self,
        id: InitId,
        op: BinOp,
        (l, rh, ty): (InitId, InitId, TyId),
        r: &mut dyn Resolver,
    ) -> InitId {
        let nl = self.resolve(l, r);
        // LLVM short-circuits `!and(0, x)` and `!or(-1, x)` whenever it resolves
        // them, whatever `x` is (the left operand converted to an int is the value),
        // before it resolves `x`: a `!cond` there without a true condition is no
        // error.
        if matches!(op, BinOp::And | BinOp::Or) {
            match (op, self.as_int(nl)) {
                (BinOp::And, Some(0)) => return self.int(0),
                (BinOp::Or, Some(-1)) => return self.int(-1),
                _ => {}
            }
        }
        let nr = self.resolve(rh, r);
        if nl != l || nr != rh {
            let b = self.get(InitData::BinOp {
                op,
                l: nl,
                r: nr,
                ty,
            });
            return self.fold_binop(b, r.cur_rec());
        }
        id
    }

    /// Resolves a ternary operator's operands (an `!if` by its condition alone once that is
    /// known) and folds it when they changed.
    fn resolve_ternop(
        &mut self,
        id: InitId,
        op: TernOp,
        (l, m, rh, ty): (InitId, InitId, InitId, TyId),
        r: &mut dyn Resolver,
    ) -> InitId {
        let nl = self.resolve(l, r);
        if op == TernOp::If && nl != l {
            let it = self.int_ty;
            if let Some(c) = self.convert_to(nl, it)
                && let InitData::Int(v) = *self.data(c)
            {
                return if v != 0 {
                    self.resolve(m, r)
                } else {
                    self.resolve(rh, r)
                };
            }
        }
        let nm = self.resolve(m, r);
        let nr = if op == TernOp::Foreach || op == TernOp::Filter {
            let mut sr = ShadowResolver {
                inner: r,
                shadowed: vec![nl],
            };
            self.resolve(rh, &mut sr)
        } else {
            self.resolve(rh, r)
        };
        if nl != l || nm != m || nr != rh {
            let t = self.get(InitData::TernOp {
                op,
                l: nl,
                m: nm,
                r: nr,
                ty,
            });
            return self.fold_ternop(t, r.cur_rec());
        }
        id
    }

    /// Resolves `!foldl`'s start, list and body (its two variables shadowed) and folds it.
    fn resolve_fold(
        &mut self,
        id: InitId,
        [start, list, a, b, expr]: [InitId; 5],
        ty: TyId,
        r: &mut dyn Resolver,
    ) -> InitId {
        let ns = self.resolve(start, r);
        let nl = self.resolve(list, r);
        let ne = {
            let mut sr = ShadowResolver {
                inner: r,
                shadowed: vec![a, b],
            };
            self.resolve(expr, &mut sr)
        };
        if ns == start && nl == list && ne == expr {
            return id;
        }
        let f = self.get(InitData::Fold {
            start: ns,
            list: nl,
            a,
            b,
            expr: ne,
            ty,
        });
        self.fold_foldl(f, r.cur_rec())
    }

    /// Folds `!instances` once the regex is known (for defs only at their final resolution).
    pub fn fold_instances(&mut self, id: InitId, cur: Option<RecId>, is_final: bool) -> InitId {
        let InitData::Instances { elt, regex, .. } = *self.data(id) else {
            return id;
        };
        if cur.is_some() && !is_final {
            return id;
        }
        let Some(pattern) = self.str_value(regex).map(str::to_string) else {
            return id;
        };
        let re = match crate::regex::Regex::new(&pattern) {
            Ok(re) => re,
            Err(_) => {
                self.set_fatal_bare(cur, format!("invalid regex '{pattern}'"));
                return id;
            }
        };
        let class = self.classes.get(self.ty_str(elt).as_str()).copied();
        let mut picked = Vec::new();
        if let Some(c) = class {
            let mut defs: Vec<(String, RecId)> = self
                .defs
                .iter()
                .filter(|&(_, &d)| self.is_subclass_of(d, c))
                .map(|(n, &d)| (n.to_string(), d))
                .collect();
            defs.sort_by(|a, b| compare_numeric(&a.0, &b.0));
            for (name, d) in defs {
                if re.is_match(&name) {
                    picked.push(self.def_init(d));
                }
            }
        }
        self.list(picked, elt)
    }

    pub(crate) fn set_fatal(&mut self, rec: Option<RecId>, msg: String) {
        if self.fatal.is_none() {
            self.fatal = Some((FatalAt::of(rec), msg));
        }
    }

    /// Where LLVM reports an error of a fold: the location of the record being resolved
    /// (none outside a record).
    pub(super) fn cur_loc(&self, cur: Option<RecId>) -> Option<Span> {
        cur.and_then(|r| self.rec(r).locs.first().copied())
    }

    /// A fatal error LLVM reports without a location.
    pub(crate) fn set_fatal_bare(&mut self, rec: Option<RecId>, msg: String) {
        if self.fatal.is_none() {
            self.fatal = Some((FatalAt::Nowhere(rec), msg));
        }
    }

    /// Instantiates an anonymous record from a fully resolved class reference.
    pub fn instantiate(&mut self, vd: InitId) -> InitId {
        if let Some(&d) = self.vardef_defs.get(&vd) {
            return d;
        }
        let InitData::VarDef { class, args, .. } = self.data(vd).clone() else {
            return vd;
        };
        if self.runaway {
            return vd;
        }
        let name = self.new_anon_name();
        let cls = self.rec(class);
        let targs = cls.targs.clone();
        let mut supers = Vec::with_capacity(cls.supers.len() + 1);
        supers.extend_from_slice(&cls.supers);
        let last = cls.locs.last().copied().unwrap_or_default();
        supers.push((class, last));
        let locs = match self.vardef_locs.get(&vd) {
            Some(&loc) => vec![loc],
            None => cls.locs.clone(),
        };
        let rec = Record {
            name,
            locs,
            kind: RecKind::AnonDef,
            targs: Vec::new(),
            values: cls.values.clone(),
            supers: Vec::new(),
            asserts: cls.asserts.clone(),
            dumps: cls.dumps.clone(),
            def_init: None,
            def_ty: None,
        };
        let nr = self.new_record(rec);
        let mut mr = MapResolver::new(Some(nr));
        for &ta in &targs {
            if let Some(idx) = self.rec(nr).value_index(ta) {
                let v = self.rec(nr).values[idx].value;
                mr.set(ta, v);
                self.rec_mut(nr).values.remove(idx);
            }
        }
        for &a in args.iter() {
            if let InitData::Arg { value, aux } = *self.data(a) {
                match aux {
                    ArgAux::Positional(i) => {
                        if let Some(&t) = targs.get(i as usize) {
                            mr.set(t, value);
                        }
                    }
                    ArgAux::Named(n) => mr.set(n, value),
                }
            }
        }
        self.instantiating += 1;
        self.resolve_record(nr, &mut mr);
        if !self.runaway {
            self.rec_mut(nr).supers = supers;
            self.resolve_record_final(nr, None);
        }
        self.instantiating -= 1;
        if self.runaway {
            if self.instantiating == 0 {
                self.runaway = false;
                if self.fatal.is_none() {
                    self.fatal = Some((FatalAt::Here, "value nested too deeply to resolve".into()));
                }
            }
            return vd;
        }
        let key = self.name_rc(nr);
        self.defs.insert(key, nr);
        self.check_record_assertions(nr);
        let d = self.def_init(nr);
        self.vardef_defs.insert(vd, d);
        d
    }

    /// Instantiates a class reference if all its arguments are resolved.
    pub fn fold_vardef(&mut self, vd: InitId) -> InitId {
        if let Some(&d) = self.vardef_defs.get(&vd) {
            return d;
        }
        let InitData::VarDef { args, .. } = self.data(vd).clone() else {
            return vd;
        };
        let mut tr = TrackUnresolvedResolver {
            inner: None,
            found: false,
        };
        for &a in args.iter() {
            self.resolve(a, &mut tr);
        }
        if !tr.found {
            return self.instantiate(vd);
        }
        vd
    }

    /// Folds `rec.field` when `rec` is a def whose field is concrete.
    pub fn fold_field(&mut self, id: InitId, cur: Option<RecId>) -> InitId {
        let InitData::Field { rec, field, .. } = *self.data(id) else {
            return id;
        };
        if let InitData::Def(d) = *self.data(rec) {
            if Some(d) == cur {
                let msg = format!(
                    "Attempting to access field '{}' of '{}' is a forbidden self-reference",
                    self.unquoted(field),
                    self.as_string(rec)
                );
                self.set_fatal(cur, msg);
                return id;
            }
            match self.rec(d).value(field) {
                Some(v) => {
                    let fv = v.value;
                    if self.is_concrete(fv) {
                        return fv;
                    }
                }
                None => {
                    let msg = format!(
                        "Cannot access field '{}' of value '{}'",
                        self.unquoted(field),
                        self.as_string(rec)
                    );
                    self.set_fatal(cur, msg);
                }
            }
        }
        id
    }

    pub(crate) fn as_int(&mut self, id: InitId) -> Option<i64> {
        let it = self.int_ty;
        let c = self.convert_to(id, it)?;
        match *self.data(c) {
            InitData::Int(v) => Some(v),
            _ => None,
        }
    }
}
