//! IR change notifications: what MLIR's `RewriterBase::Listener` is told while a rewrite
//! mutates the IR.
//!
//! A [`Listener`] installed with [`crate::Context::set_listener`] hears about every change the
//! context's IR mutators make: an operation inserted into a block (or moved), modified in
//! place (operands, successors, attributes, properties, location, a result type, or a use
//! redirected by a replace-all-uses), about to have its results replaced, and about to be
//! erased (nested operations first, each while its operands are still in place). The greedy
//! driver listens to keep its worklist exact, as upstream's `GreedyPatternRewriteDriver`
//! does. With no listener installed a mutator pays one branch.

use crate::Context;
use crate::ir::ids::OpId;

/// One change to the IR.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IrChange {
    /// The operation was inserted into a block, or moved (`notifyOperationInserted`).
    Inserted(OpId),
    /// The operation was changed in place (`notifyOperationModified`): an operand, a
    /// successor, its attributes, properties or location, a result type; a user of a value
    /// whose uses were replaced is modified too.
    Modified(OpId),
    /// The results of the operation are about to be replaced (`notifyOperationReplaced`).
    Replaced(OpId),
    /// The operation is about to be erased (`notifyOperationErased`); it is still in its
    /// block with its operands. Nested operations are announced before their parents.
    Erased(OpId),
}

/// Hears the changes the context makes to the IR.
pub trait Listener {
    /// Called for each change, with the context as it is at that moment (after the change
    /// for insertions and modifications, before it for replacements and erasures).
    fn notify(&mut self, ctx: &Context, change: IrChange);
}

/// A listener that records every change, in order (handy for tests and for drivers that
/// inspect changes after the fact).
#[derive(Clone, Debug, Default)]
pub struct RecordingListener {
    changes: std::sync::Arc<std::sync::Mutex<Vec<IrChange>>>,
}

impl RecordingListener {
    /// A new recorder; clones share the record.
    pub fn new() -> Self {
        Self::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<IrChange>> {
        self.changes
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Takes the changes recorded so far.
    pub fn take(&self) -> Vec<IrChange> {
        std::mem::take(&mut self.lock())
    }
}

impl Listener for RecordingListener {
    fn notify(&mut self, _: &Context, change: IrChange) {
        self.lock().push(change);
    }
}
