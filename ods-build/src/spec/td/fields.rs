//! Shared helpers: reading a record's fields (a missing or mistyped field is a diagnostic at
//! the record), mapping C++ types to Rust, and reporting what ods-build refuses or stubs.

use crate::diag::{Anchor, Loc};
use crate::model::cpp_types::{self, Position};
use crate::spec::records::{Rec, Val};

use super::{Lower, is_anonymous};

impl<'a> Lower<'a> {
    /// Where to report a problem with `rec`: the record itself when the main file defines
    /// it by name, else `fallback` (the op or definition that uses it; an anonymous record
    /// is located at its class).
    pub(super) fn loc_of(&self, rec: &Rec, fallback: &Loc) -> Loc {
        if rec.loc.file == self.set.main_file && !rec.loc.is_unknown() && !is_anonymous(&rec.name) {
            rec.loc.clone()
        } else {
            fallback.clone()
        }
    }

    /// Reports that field `field` of `rec` is not supported, once per record and field.
    pub(super) fn refuse(&mut self, rec: &Rec, field: &str, fallback: &Loc, message: String) {
        if !self.reported.insert((rec.name.clone(), field.to_string())) {
            return;
        }
        let loc = self.loc_of(rec, fallback);
        self.diags
            .error_at(&loc, Anchor::Field(field.to_string()), message);
    }

    /// `ty` mapped to Rust for `pos`, or a diagnostic at the type's text.
    pub(super) fn rust_type(&mut self, loc: &Loc, ty: &str, pos: Position) -> String {
        match cpp_types::map(ty, pos) {
            Ok(rust) => rust,
            Err(message) if self.stub.is_some() => {
                self.stubbed(loc, format!("{message}: stubbed as `()`"));
                "()".to_string()
            }
            Err(message) => {
                self.diags.error_at(
                    loc,
                    Anchor::Text {
                        text: ty.to_string(),
                        offset: 0,
                    },
                    message,
                );
                ty.to_string()
            }
        }
    }

    /// Records a stub of the stub mode at `loc`.
    pub(super) fn stubbed(&mut self, loc: &Loc, what: String) {
        if let Some(stubs) = &mut self.stub {
            stubs.push(format!("{loc}: {what}"));
        }
    }

    /// In the stub mode, notes `dropped` and returns true (the caller drops what `t` is);
    /// otherwise reports `refused` at field `field` of `t` and returns false.
    pub(super) fn drop_or_refuse(
        &mut self,
        t: &Rec,
        field: &str,
        loc: &Loc,
        dropped: String,
        refused: String,
    ) -> bool {
        if self.stub.is_some() {
            let loc = self.loc_of(t, loc);
            self.stubbed(&loc, dropped);
            return true;
        }
        self.refuse(t, field, loc, refused);
        false
    }

    fn field<'r>(&mut self, rec: &'r Rec, name: &str) -> Option<&'r Val> {
        let v = rec.field(name);
        if v.is_none() {
            self.diags.error(
                &rec.loc,
                format!(
                    "record `{}` has no field `{name}`; does it derive from the ODS base classes?",
                    rec.name
                ),
            );
        }
        v
    }

    pub(super) fn string(&mut self, rec: &Rec, name: &str) -> String {
        match self.field(rec, name) {
            Some(Val::Str(s)) => s.clone(),
            Some(Val::Unset) | None => String::new(),
            Some(other) => {
                self.diags.error(
                    &rec.loc,
                    format!(
                        "field `{name}` of `{}` must be a string, found {other:?}",
                        rec.name
                    ),
                );
                String::new()
            }
        }
    }

    pub(super) fn opt_string(&mut self, rec: &Rec, name: &str) -> Option<String> {
        match rec.field(name) {
            Some(Val::Str(s)) => Some(s.clone()),
            Some(Val::Unset) | None => None,
            Some(other) => {
                self.diags.error(
                    &rec.loc,
                    format!(
                        "field `{name}` of `{}` must be a string, found {other:?}",
                        rec.name
                    ),
                );
                None
            }
        }
    }

    pub(super) fn bit(&mut self, rec: &Rec, name: &str) -> bool {
        match rec.field(name) {
            Some(Val::Int(i)) => *i != 0,
            _ => false,
        }
    }

    pub(super) fn int(&mut self, rec: &Rec, name: &str) -> Option<i64> {
        match self.field(rec, name) {
            Some(Val::Int(i)) => Some(*i),
            _ => None,
        }
    }

    pub(super) fn def(&mut self, rec: &Rec, name: &str) -> Option<&'a Rec> {
        match self.field(rec, name) {
            Some(Val::Def(d)) => self.resolve(&rec.loc, d),
            Some(Val::Unset) => None,
            Some(other) => {
                self.diags.error(
                    &rec.loc,
                    format!(
                        "field `{name}` of `{}` must name a record, found {other:?}",
                        rec.name
                    ),
                );
                None
            }
            None => None,
        }
    }

    pub(super) fn resolve(&mut self, loc: &Loc, name: &str) -> Option<&'a Rec> {
        let r = self.set.get(name);
        if r.is_none() {
            self.diags
                .error(loc, format!("reference to unknown record `{name}`"));
        }
        r
    }

    pub(super) fn def_list(&mut self, rec: &Rec, name: &str) -> Vec<&'a Rec> {
        match rec.field(name) {
            Some(Val::List(items)) => {
                let mut out = Vec::new();
                for item in items {
                    match item {
                        Val::Def(d) => {
                            if let Some(r) = self.resolve(&rec.loc, d) {
                                out.push(r);
                            }
                        }
                        other => self.diags.error(
                            &rec.loc,
                            format!(
                                "field `{name}` of `{}` must list records, found {other:?}",
                                rec.name
                            ),
                        ),
                    }
                }
                out
            }
            _ => Vec::new(),
        }
    }

    pub(super) fn string_list(&mut self, rec: &Rec, name: &str) -> Vec<String> {
        match rec.field(name) {
            Some(Val::List(items)) => items
                .iter()
                .filter_map(|v| match v {
                    Val::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }
}
