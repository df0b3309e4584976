//! Types: the type a value has, conversions between types, and casts (LLVM's `RecTy`
//! and `convertInitializerTo`).

use super::*;

impl Cx {
    /// The type of a typed value (`None` for `?` and argument wrappers).
    pub fn ty_of(&self, id: InitId) -> Option<TyId> {
        Some(match self.data(id) {
            InitData::Unset | InitData::Null | InitData::Arg { .. } => return None,
            InitData::Bit(_) | InitData::VarBit { .. } => self.bit_ty,
            InitData::Bits(b) => *self.ty_map.get(&TyData::Bits(b.len() as u32))?,
            InitData::Int(_) | InitData::IsA { .. } | InitData::Exists { .. } => self.int_ty,
            InitData::Str { .. } | InitData::AnonName(_) => self.string_ty,
            InitData::List { elt, .. } => *self.ty_map.get(&TyData::List(*elt))?,
            InitData::Dag { .. } => self.dag_ty,
            InitData::Def(r) => self.rec(*r).def_ty.unwrap_or(self.any_rec_ty),
            InitData::VarDef { ty, .. }
            | InitData::Var { ty, .. }
            | InitData::Field { ty, .. }
            | InitData::UnOp { ty, .. }
            | InitData::BinOp { ty, .. }
            | InitData::TernOp { ty, .. }
            | InitData::Cond { ty, .. }
            | InitData::Instances { ty, .. }
            | InitData::Fold { ty, .. } => *ty,
        })
    }

    /// The type of a typed value, creating `bits<n>`/`list<T>` types as needed.
    pub fn type_of(&mut self, id: InitId) -> Option<TyId> {
        match self.data(id).clone() {
            InitData::Bits(b) => Some(self.bits_ty(b.len() as u32)),
            InitData::List { elt, .. } => Some(self.list_ty(elt)),
            _ => self.ty_of(id),
        }
    }

    /// Prints a type.
    pub fn ty_str(&self, t: TyId) -> String {
        let mut s = String::new();
        self.write_ty(t, &mut s);
        s
    }

    /// Appends a printed type to `out`.
    pub fn write_ty(&self, t: TyId, out: &mut String) {
        match self.ty_data(t) {
            TyData::Bit => out.push_str("bit"),
            TyData::Bits(n) => {
                use std::fmt::Write;
                let _ = write!(out, "bits<{n}>");
            }
            TyData::Int => out.push_str("int"),
            TyData::String => out.push_str("string"),
            TyData::Dag => out.push_str("dag"),
            TyData::List(e) => {
                out.push_str("list<");
                self.write_ty(*e, out);
                out.push('>');
            }
            TyData::Record(cs) => {
                if cs.len() == 1 {
                    self.write_unquoted(self.rec(cs[0]).name, out);
                } else {
                    out.push('{');
                    for (i, c) in cs.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        self.write_unquoted(self.rec(*c).name, out);
                    }
                    out.push('}');
                }
            }
        }
    }

    pub(super) fn recty_is_subclass_of(&self, classes: &[RecId], c: RecId) -> bool {
        classes.iter().any(|&x| x == c || self.is_subclass_of(x, c))
    }

    /// LLVM's `typeIsConvertibleTo`.
    pub fn ty_convertible(&self, a: TyId, b: TyId) -> bool {
        if a == b {
            return true;
        }
        match (self.ty_data(a), self.ty_data(b)) {
            (TyData::Bit, TyData::Bit | TyData::Int) => true,
            (TyData::Bit, TyData::Bits(n)) => *n == 1,
            (TyData::Bits(n), TyData::Bits(m)) => n == m,
            (TyData::Bits(n), TyData::Bit) => *n == 1,
            (TyData::Bits(_), TyData::Int) => true,
            (TyData::Int, TyData::Bit | TyData::Bits(_) | TyData::Int) => true,
            (TyData::String, TyData::String) => true,
            (TyData::Dag, TyData::Dag) => true,
            (TyData::List(e), TyData::List(f)) => self.ty_convertible(*e, *f),
            (TyData::Record(cs), TyData::Record(ts)) => {
                ts.iter().all(|&t| self.recty_is_subclass_of(cs, t))
            }
            _ => false,
        }
    }

    /// LLVM's `typeIsA`.
    pub fn ty_is_a(&self, a: TyId, b: TyId) -> bool {
        if a == b {
            return true;
        }
        match (self.ty_data(a), self.ty_data(b)) {
            (TyData::List(e), TyData::List(f)) => self.ty_is_a(*e, *f),
            (TyData::Record(_), TyData::Record(_)) => self.ty_convertible(a, b),
            _ => false,
        }
    }

    /// LLVM's `resolveTypes`: a common type of two types.
    pub fn resolve_types(&mut self, a: TyId, b: TyId) -> Option<TyId> {
        if a == b {
            return Some(a);
        }
        if let (TyData::Record(c1), TyData::Record(_)) = (self.ty_data(a).clone(), self.ty_data(b))
        {
            let TyData::Record(c2) = self.ty_data(b).clone() else {
                unreachable!()
            };
            let mut common = Vec::new();
            let mut stack: Vec<RecId> = c1.to_vec();
            while let Some(r) = stack.pop() {
                if self.recty_is_subclass_of(&c2, r) {
                    common.push(r);
                } else {
                    stack.extend(self.direct_supers(r));
                }
            }
            return Some(self.record_ty(&common));
        }
        if self.ty_convertible(a, b) {
            return Some(b);
        }
        if self.ty_convertible(b, a) {
            return Some(a);
        }
        if let (TyData::List(e), TyData::List(f)) =
            (self.ty_data(a).clone(), self.ty_data(b).clone())
        {
            let n = self.resolve_types(e, f)?;
            return Some(self.list_ty(n));
        }
        None
    }

    /// The type of field `field` of a value whose type is a record type (or a def).
    pub fn field_type(&self, id: InitId, field: InitId) -> Option<TyId> {
        if let InitData::Def(r) = self.data(id) {
            return self.rec(*r).value(field).map(|v| v.ty);
        }
        let t = self.ty_of(id)?;
        if let TyData::Record(cs) = self.ty_data(t) {
            for &c in cs.iter() {
                if let Some(v) = self.rec(c).value(field) {
                    return Some(v.ty);
                }
            }
        }
        None
    }

    // ----- conversion -----

    /// LLVM's `convertInitializerTo`.
    pub fn convert_to(&mut self, id: InitId, ty: TyId) -> Option<InitId> {
        let tyd = self.ty_data(ty).clone();
        match self.data(id).clone() {
            InitData::Unset => Some(id),
            InitData::Bit(b) => match tyd {
                TyData::Bit => Some(id),
                TyData::Int => Some(self.int(b as i64)),
                TyData::Bits(1) => Some(self.bits(vec![id])),
                _ => None,
            },
            InitData::Bits(bits) => match tyd {
                TyData::Bit => (bits.len() == 1).then(|| bits[0]),
                TyData::Bits(n) => (n as usize == bits.len()).then_some(id),
                TyData::Int => {
                    let mut r: i64 = 0;
                    for (i, &b) in bits.iter().enumerate() {
                        match self.data(b) {
                            InitData::Bit(v) => {
                                if *v && i < 64 {
                                    r |= 1i64 << i;
                                }
                            }
                            _ => return None,
                        }
                    }
                    Some(self.int(r))
                }
                _ => None,
            },
            InitData::Int(v) => match tyd {
                TyData::Int => Some(id),
                TyData::Bit => (v == 0 || v == 1).then(|| self.bit(v != 0)),
                TyData::Bits(n) => {
                    let fits = match n {
                        0 => v == 0,
                        64.. => true,
                        _ => (v >> n) == 0 || (v >> (n - 1)) == -1,
                    };
                    if !fits {
                        return None;
                    }
                    let bits: Vec<InitId> = (0..n)
                        .map(|i| self.bit(i < 64 && (v & (1i64 << i)) != 0))
                        .collect();
                    Some(self.bits(bits))
                }
                _ => None,
            },
            InitData::Str { .. } => matches!(tyd, TyData::String).then_some(id),
            InitData::List { elems, elt } => {
                if let TyData::List(target) = tyd {
                    if target == elt {
                        return Some(id);
                    }
                    let mut out = Vec::with_capacity(elems.len());
                    let mut changed = false;
                    for &e in elems.iter() {
                        let c = self.convert_to(e, target)?;
                        changed |= c != e;
                        out.push(c);
                    }
                    if !changed {
                        return Some(id);
                    }
                    Some(self.list(out, target))
                } else {
                    None
                }
            }
            InitData::Def(_) => {
                if let TyData::Record(_) = tyd {
                    let t = self.ty_of(id)?;
                    self.ty_convertible(t, ty).then_some(id)
                } else {
                    None
                }
            }
            InitData::Arg { .. } => None,
            _ => {
                let t = self.ty_of(id)?;
                if t == ty || self.ty_is_a(t, ty) {
                    return Some(id);
                }
                if t == self.bit_ty && tyd == TyData::Bits(1) {
                    return Some(self.bits(vec![id]));
                }
                None
            }
        }
    }

    /// LLVM's `getCastTo`.
    pub fn cast_to(&mut self, id: InitId, ty: TyId) -> Option<InitId> {
        if matches!(self.data(id), InitData::Unset) {
            return Some(id);
        }
        let Some(t) = self.type_of(id) else {
            return self.convert_to(id, ty);
        };
        if t == ty || self.ty_is_a(t, ty) {
            return Some(id);
        }
        if let Some(c) = self.convert_to(id, ty) {
            return Some(c);
        }
        if !self.ty_convertible(t, ty) {
            return None;
        }
        let u = self.get(InitData::UnOp {
            op: UnOp::Cast,
            a: id,
            ty,
        });
        Some(self.fold_unop(u, None, false))
    }

    /// Bit `i` of a value.
    pub fn get_bit(&mut self, id: InitId, i: u32) -> InitId {
        match self.data(id).clone() {
            InitData::Unset | InitData::Bit(_) | InitData::VarBit { .. } => id,
            InitData::Bits(b) => b.get(i as usize).copied().unwrap_or(self.unset),
            InitData::Int(v) => self.bit(i < 64 && (v & (1i64 << i)) != 0),
            InitData::Var { ty, .. }
            | InitData::Field { ty, .. }
            | InitData::UnOp { ty, .. }
            | InitData::BinOp { ty, .. }
            | InitData::TernOp { ty, .. }
                if ty == self.bit_ty =>
            {
                id
            }
            _ => self.get(InitData::VarBit { var: id, bit: i }),
        }
    }

    /// `value{bits}` — selects bits (given most significant last, as stored).
    pub fn convert_bit_range(&mut self, id: InitId, bits: &[u32]) -> Option<InitId> {
        match self.data(id).clone() {
            InitData::Int(v) => {
                let mut out = Vec::new();
                for &b in bits {
                    if b >= 64 {
                        return None;
                    }
                    out.push(self.bit(v & (1i64 << b) != 0));
                }
                Some(self.bits(out))
            }
            InitData::Bits(bs) => {
                let mut out = Vec::new();
                for &b in bits {
                    out.push(*bs.get(b as usize)?);
                }
                Some(self.bits(out))
            }
            InitData::Unset | InitData::Arg { .. } => None,
            _ => {
                let t = self.ty_of(id)?;
                let TyData::Bits(n) = *self.ty_data(t) else {
                    return None;
                };
                let mut out = Vec::new();
                for &b in bits {
                    if b >= n {
                        return None;
                    }
                    out.push(self.get(InitData::VarBit { var: id, bit: b }));
                }
                Some(self.bits(out))
            }
        }
    }
}
