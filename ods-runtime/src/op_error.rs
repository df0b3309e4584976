//! The error an operation's verifier, trait verifiers and hooks report: [`VerifyError`], a
//! message at a location with notes, in mlir-opt's words, and the signature of such a
//! verifier ([`VerifyFn`]). It sits in the `ir` layer so that
//! the registry's hooks and the traits can return it; the verifier driver in
//! [`crate::verify`] collects it and renders it (re-exported there as
//! `verify::VerifyError`).

use crate::ir::ids::OpId;
use crate::{Attribute, Context, Location};

/// An operation verifier hook: an op's verifier, its region verifier, an interface's
/// check.
pub type VerifyFn = fn(&Context, OpId) -> Result<(), VerifyError>;

/// A verification failure: a message at a location, with notes.
///
/// An error emitted on an operation (`op` is set) gets mlir-opt's
/// `see current operation: ...` note when rendered (see [`VerifyError::op_for_note`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    /// Where the error points.
    pub loc: Location,
    /// The message, in mlir-opt's words.
    pub message: String,
    /// The operation the error was emitted on, if any.
    pub op_for_note: Option<OpId>,
    /// An operation whose generic form is appended to the message when rendered.
    pub append_op: Option<OpId>,
    /// An attribute whose textual form is appended to the message when rendered.
    pub append_attr: Option<Attribute>,
    /// Attached notes, in order.
    pub notes: Vec<(Location, String)>,
    /// A second error reported right after this one, as when MLIR's interface verifier
    /// emits its own error after the diagnostic of the hook it called.
    pub then: Option<Box<VerifyError>>,
    /// Whether this is a remark (`op->emitRemark`) rather than an error: what a pass
    /// reports without failing may be either.
    pub remark: bool,
}

impl VerifyError {
    /// mlir-opt's `op->emitOpError(msg)`: `'name' op msg` at the operation's location.
    pub fn op(ctx: &Context, op: OpId, msg: impl Into<String>) -> Self {
        let name = ctx.op_name(ctx.op(op).name()).as_str();
        VerifyError {
            loc: ctx.op(op).loc(),
            message: format!("'{name}' op {}", msg.into()),
            op_for_note: Some(op),
            append_op: None,
            append_attr: None,
            notes: Vec::new(),
            then: None,
            remark: false,
        }
    }

    /// mlir-opt's `op->emitRemark(msg)`: a remark with the message as is, at the
    /// operation's location.
    pub fn remark(ctx: &Context, op: OpId, msg: impl Into<String>) -> Self {
        VerifyError {
            remark: true,
            ..VerifyError::plain(ctx, op, msg)
        }
    }

    /// mlir-opt's `op->emitError(msg)`: the message as is, at the operation's location.
    pub fn plain(ctx: &Context, op: OpId, msg: impl Into<String>) -> Self {
        VerifyError {
            loc: ctx.op(op).loc(),
            message: msg.into(),
            op_for_note: Some(op),
            append_op: None,
            append_attr: None,
            notes: Vec::new(),
            then: None,
            remark: false,
        }
    }

    /// An error at a location, not emitted on an operation.
    pub fn at(loc: Location, msg: impl Into<String>) -> Self {
        VerifyError {
            loc,
            message: msg.into(),
            op_for_note: None,
            append_op: None,
            append_attr: None,
            notes: Vec::new(),
            then: None,
            remark: false,
        }
    }

    /// Appends the textual form of `attr` to the message when rendered.
    pub fn with_attr(mut self, attr: Attribute) -> Self {
        self.append_attr = Some(attr);
        self
    }

    /// Reports `next` right after this error.
    pub fn followed_by(mut self, next: VerifyError) -> Self {
        self.then = Some(Box::new(next));
        self
    }

    /// Attaches a note.
    pub fn with_note(mut self, loc: Location, msg: impl Into<String>) -> Self {
        self.notes.push((loc, msg.into()));
        self
    }
}
