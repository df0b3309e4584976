//! MLIR's `SparseConstantPropagation` (`ConstantPropagationAnalysis.cpp`): the constant
//! value of each SSA value, found by folding operations with the constants of their
//! operands (the fold hooks, trait folds and dialect folds the canonicalizer uses, through
//! [`fold_with_constants`]), and the [`ConstantValue`] lattice it computes.

use super::sparse::{LatticeValue, ResultUpdate, SparseForwardAnalysis, SparseForwardTransfer};
use crate::Context;
use crate::attributes::Attribute;
use crate::greedy::fold_with_constants;
use crate::ir::{OpId, OperationName, Value};
use crate::registry::OpFoldResult;

/// A constant lattice value (MLIR's `ConstantValue`): uninitialized, a known constant
/// (with the operation whose dialect materializes it), or unknown.
#[derive(Clone, Debug, Default)]
pub struct ConstantValue {
    /// `None` while uninitialized; `Some(None)` when not constant.
    constant: Option<Option<Attribute>>,
    /// The operation name whose dialect produced the constant.
    dialect: Option<OperationName>,
}

impl PartialEq for ConstantValue {
    /// As MLIR's, only the constants are compared.
    fn eq(&self, other: &Self) -> bool {
        self.constant == other.constant
    }
}

impl ConstantValue {
    /// A known constant, produced by an operation named `from`.
    pub fn known(value: Attribute, from: OperationName) -> Self {
        ConstantValue {
            constant: Some(Some(value)),
            dialect: Some(from),
        }
    }

    /// Not a constant (the pessimistic state).
    pub fn unknown() -> Self {
        ConstantValue {
            constant: Some(None),
            dialect: None,
        }
    }

    /// `None` while uninitialized, else the constant if there is one.
    pub fn constant(&self) -> Option<Option<Attribute>> {
        self.constant
    }

    /// The namespace of the dialect that materializes the constant.
    pub fn dialect<'a>(&self, ctx: &'a Context) -> Option<&'a str> {
        self.dialect.map(|name| ctx.op_name(name).dialect())
    }
}

impl LatticeValue for ConstantValue {
    fn join(&self, other: &Self) -> Self {
        if self.constant.is_none() {
            return other.clone();
        }
        if other.constant.is_none() || self == other {
            return self.clone();
        }
        ConstantValue::unknown()
    }
}

/// The transfer function of sparse constant propagation.
#[derive(Default)]
pub struct ConstantTransfer;

/// MLIR's `SparseConstantPropagation`.
pub type SparseConstantPropagation = SparseForwardAnalysis<ConstantTransfer>;

impl SparseConstantPropagation {
    /// The analysis.
    pub fn create() -> Self {
        SparseForwardAnalysis::new(ConstantTransfer)
    }
}

impl SparseForwardTransfer for ConstantTransfer {
    type Value = ConstantValue;

    fn entry_state(&self) -> ConstantValue {
        ConstantValue::unknown()
    }

    /// Folds `op` with its operands' constants; an operation with regions, one that does
    /// not fold or one that folds in place (which is undone: the constants need not be the
    /// values at run time) has unknown results.
    fn visit_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        operands: &[ConstantValue],
    ) -> Vec<ResultUpdate<ConstantValue>> {
        let unknown = |ctx: &Context| {
            vec![ResultUpdate::Join(ConstantValue::unknown()); ctx.op(op).num_results()]
        };
        if !ctx.op(op).regions().is_empty() {
            return unknown(ctx);
        }
        let Some(constants) = operands
            .iter()
            .map(|v| v.constant)
            .collect::<Option<Vec<_>>>()
        else {
            return Vec::new();
        };
        let original_operands: Vec<Value> = ctx.op(op).operands().collect();
        let original_attrs = ctx.op(op).attr_dict();
        let original_props = ctx.op(op).property_storage().clone();
        let Some(folded) = fold_with_constants(ctx, op, &constants) else {
            return unknown(ctx);
        };
        if folded.is_empty() {
            if ctx.op(op).operands().ne(original_operands.iter().copied()) {
                op.set_operands(ctx, &original_operands);
            }
            op.set_attr_dict(ctx, original_attrs);
            *op.properties_storage_mut(ctx) = original_props;
            return unknown(ctx);
        }
        let name = ctx.op(op).name();
        folded
            .into_iter()
            .map(|r| match r {
                OpFoldResult::Attribute(a) => ResultUpdate::Join(ConstantValue::known(a, name)),
                OpFoldResult::Value(v) => ResultUpdate::JoinValue(v),
            })
            .collect()
    }
}
