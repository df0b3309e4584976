//! The predicate helpers a dialect's verifiers share: one function per distinct
//! constraint, deduplicated by text, with the views `constraint_fn.rs.hbs` renders.

use std::collections::BTreeMap;

use serde::Serialize;

use super::runtime::RT;
use crate::model::Pred;
use crate::placeholders::subst;

/// Predicate helper functions shared by a dialect's verifiers, deduplicated by text.
#[derive(Default)]
pub struct Constraints {
    pub(super) items: Vec<ConstraintView>,
    index: BTreeMap<(String, String), String>,
}

/// One constraint function, ready for `dialect.rs.hbs`.
#[derive(Serialize)]
pub struct ConstraintView {
    name: String,
    summary: String,
    param: String,
    param_ty: String,
    expr: String,
}

impl Constraints {
    fn add(&mut self, kind: &str, self_ty: &str, self_name: &str, pred: &Pred) -> String {
        let expr = subst(
            &pred.to_expr(),
            &[
                ("$_self", self_name),
                ("$_ctxt", "ctx"),
                ("$_builder", "ctx"),
                // A property's value is `(*value)` (`value` is a reference): borrowing it
                // again is `value` (clippy's `borrow_deref_ref`).
                ("&(*value)", "value"),
            ],
        );
        let key = (format!("{kind}:{self_ty}"), expr.clone());
        if let Some(name) = self.index.get(&key) {
            return name.clone();
        }
        let name = format!("ods_{kind}_constraint_{}", self.items.len());
        self.items.push(ConstraintView {
            name: name.clone(),
            summary: format!("a {kind} constraint"),
            param: self_name.into(),
            param_ty: self_ty.into(),
            expr,
        });
        self.index.insert(key, name.clone());
        name
    }

    /// A type constraint check `fn(ctx, Type) -> bool`.
    pub fn ty(&mut self, pred: &Pred) -> String {
        self.add("type", &format!("{RT}::Type"), "ty", pred)
    }

    /// An attribute constraint check `fn(ctx, Attribute) -> bool`.
    pub fn attr(&mut self, pred: &Pred) -> String {
        self.add("attr", &format!("{RT}::Attribute"), "attr", pred)
    }

    /// A region constraint check.
    pub fn region(&mut self, pred: &Pred) -> String {
        self.add("region", &format!("{RT}::ir::RegionId"), "region", pred)
    }

    /// A successor constraint check.
    pub fn successor(&mut self, pred: &Pred) -> String {
        self.add("successor", &format!("{RT}::ir::BlockId"), "block", pred)
    }

    /// A property constraint check over a reference to the interface value.
    pub fn prop(&mut self, pred: &Pred, interface: &str) -> String {
        let expr_pred = Pred::SubstLeaves {
            pattern: "$_self".into(),
            replacement: "(*value)".into(),
            child: Box::new(pred.clone()),
        };
        self.add("prop", &format!("&{interface}"), "value", &expr_pred)
    }
}
