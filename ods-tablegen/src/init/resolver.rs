//! Resolvers: what a variable stands for while a value is resolved (LLVM's `Resolver`
//! family in `Record.h`).

use super::*;

/// Substitutes variables during resolution.
pub trait Resolver {
    /// The value for variable `var` (a name init), if this resolver knows it.
    fn resolve(&mut self, cx: &mut Cx, var: InitId) -> Option<InitId>;
    /// The record being resolved, if any.
    fn cur_rec(&self) -> Option<RecId>;
    /// True for the final resolution of a def.
    fn is_final(&self) -> bool {
        false
    }
    /// True when bits that resolve to `?` keep their old value.
    fn keep_unset_bits(&self) -> bool {
        false
    }
    /// True when this resolver, which substitutes variables and nothing else and is not
    /// final, knows none of the variables `vars` of a value. Such a value, with nothing
    /// sensitive in it, resolves to itself and is not walked.
    fn leaves_alone(&self, vars: &VarSet) -> bool {
        let _ = vars;
        false
    }
}

/// Resolves variables from an explicit map; mapped values may refer to each other.
///
/// The map is a short list (template arguments, loop variables), searched linearly.
pub struct MapResolver {
    pub(super) map: Vec<(InitId, InitId, bool)>,
    pub(super) cur: Option<RecId>,
    pub(super) fin: bool,
}

impl MapResolver {
    /// A resolver for record `cur`.
    pub fn new(cur: Option<RecId>) -> Self {
        MapResolver {
            map: Vec::new(),
            cur,
            fin: false,
        }
    }
    /// Maps `var` to `value`.
    pub fn set(&mut self, var: InitId, value: InitId) {
        match self.map.iter_mut().find(|e| e.0 == var) {
            Some(e) => *e = (var, value, false),
            None => self.map.push((var, value, false)),
        }
    }
    /// Maps `var`, which is not mapped yet, to `value`.
    pub fn set_new(&mut self, var: InitId, value: InitId) {
        self.map.push((var, value, false));
    }
    /// Marks this as a final resolution.
    pub fn set_final(&mut self, f: bool) {
        self.fin = f;
    }
}

impl Resolver for MapResolver {
    fn resolve(&mut self, cx: &mut Cx, var: InitId) -> Option<InitId> {
        let i = self.map.iter().position(|e| e.0 == var)?;
        let (_, mut v, done) = self.map[i];
        if !done && self.map.len() > 1 {
            // Hidden while its own value resolves, so a self-reference stays unresolved.
            self.map.swap_remove(i);
            v = cx.resolve(v, self);
            self.map.push((var, v, true));
        }
        // A variable whose value folded to no value (LLVM's null) stays a reference.
        (v != cx.null).then_some(v)
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.cur
    }
    fn is_final(&self) -> bool {
        self.fin
    }
    fn leaves_alone(&self, vars: &VarSet) -> bool {
        !self.fin && vars.none_of(self.map.iter().map(|e| e.0))
    }
}

/// Resolves references to the fields of a record (and its own name).
pub struct RecordResolver {
    pub(super) rec: RecId,
    pub(super) cache: FxHashMap<InitId, InitId>,
    pub(super) stack: Vec<InitId>,
    pub(super) name: Option<InitId>,
    pub(super) fin: bool,
}

impl RecordResolver {
    /// A resolver over `rec`'s fields.
    pub fn new(rec: RecId) -> Self {
        RecordResolver {
            rec,
            cache: FxHashMap::default(),
            stack: Vec::new(),
            name: None,
            fin: false,
        }
    }
}

impl Resolver for RecordResolver {
    fn resolve(&mut self, cx: &mut Cx, var: InitId) -> Option<InitId> {
        if let Some(&v) = self.cache.get(&var) {
            return Some(v);
        }
        if self.stack.contains(&var) {
            return None;
        }
        let rec = &cx.records[self.rec.0 as usize];
        let mut val = None;
        if let Some(rv) = rec.value(var) {
            let v = rv.value;
            if v == cx.null {
                // LLVM crashes on a reference to a field without a value.
                let msg = format!("field '{}' has no value", cx.unquoted(var));
                cx.set_fatal(Some(self.rec), msg);
                return None;
            }
            if v != cx.unset {
                self.stack.push(var);
                val = Some(cx.resolve(v, self));
                self.stack.pop();
            }
        } else if let Some(name) = self.name
            && var == rec.name
        {
            self.stack.push(var);
            val = Some(cx.resolve(name, self));
            self.stack.pop();
        }
        if let Some(v) = val {
            self.cache.insert(var, v);
        }
        val
    }
    fn cur_rec(&self) -> Option<RecId> {
        Some(self.rec)
    }
    fn is_final(&self) -> bool {
        self.fin
    }
    fn keep_unset_bits(&self) -> bool {
        true
    }
}

/// Hides some variables from an inner resolver (the bound variables of `!foreach` etc.).
pub struct ShadowResolver<'a> {
    pub(super) inner: &'a mut dyn Resolver,
    pub(super) shadowed: Vec<InitId>,
}

impl Resolver for ShadowResolver<'_> {
    fn resolve(&mut self, cx: &mut Cx, var: InitId) -> Option<InitId> {
        if self.shadowed.contains(&var) {
            return None;
        }
        self.inner.resolve(cx, var)
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.inner.cur_rec()
    }
    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
    fn leaves_alone(&self, vars: &VarSet) -> bool {
        self.inner.leaves_alone(vars)
    }
}

/// Delegates to an inner resolver and records whether any variable stayed unresolved.
pub struct TrackUnresolvedResolver<'a> {
    pub(super) inner: Option<&'a mut dyn Resolver>,
    pub(super) found: bool,
}

impl Resolver for TrackUnresolvedResolver<'_> {
    fn resolve(&mut self, cx: &mut Cx, var: InitId) -> Option<InitId> {
        let mut r = None;
        if let Some(inner) = self.inner.as_deref_mut() {
            r = inner.resolve(cx, var);
            if let Some(v) = r
                && !self.found
            {
                let mut sub = TrackUnresolvedResolver {
                    inner: None,
                    found: false,
                };
                cx.resolve(v, &mut sub);
                self.found |= sub.found;
            }
        }
        if r.is_none() {
            self.found = true;
        }
        r
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.inner.as_ref().and_then(|r| r.cur_rec())
    }
}

/// Records whether a given variable is referenced.
pub struct HasReferenceResolver {
    pub(super) var: InitId,
    /// Set when the variable was seen.
    pub found: bool,
}

impl HasReferenceResolver {
    /// Looks for references to `var`.
    pub fn new(var: InitId) -> Self {
        HasReferenceResolver { var, found: false }
    }
}

impl Resolver for HasReferenceResolver {
    fn resolve(&mut self, _cx: &mut Cx, var: InitId) -> Option<InitId> {
        if var == self.var {
            self.found = true;
        }
        None
    }
    fn cur_rec(&self) -> Option<RecId> {
        None
    }
}
