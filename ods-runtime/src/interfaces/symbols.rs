//! `mlir/IR/SymbolInterfaces.td`: `SymbolOpInterface` (an operation defining a symbol,
//! ODS's `Symbol`) and `SymbolUserOpInterface` (an operation using symbols, whose uses the
//! enclosing symbol table verifies), and symbol lookup from a reference.

use super::op_interface;
use crate::Context;
use crate::attributes::Attribute;
use crate::ir::OpId;
use crate::op_error::VerifyError;
use crate::traits::{OpTrait, SYMBOL_ATTR_NAME, SymbolTable, VISIBILITY_ATTR_NAME};

/// A symbol's visibility (MLIR's `SymbolTable::Visibility`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Visibility {
    /// Visible from outside the symbol table (the default).
    Public,
    /// Visible only inside the symbol table.
    Private,
    /// Visible inside the symbol table and to its parents' tables.
    Nested,
}

op_interface! {
    /// `SymbolOpInterface` (ODS's `Symbol`): an operation that defines a symbol in the
    /// nearest symbol table, named by its `sym_name` attribute.
    pub struct SymbolOpInterface, trait SymbolOpInterfaceImpl, model SymbolOpInterfaceModel {
        /// `getName`: the symbol's name.
        fn get_name(self, ctx: &Context) -> Option<String> = {
            ctx.op(self.op()).attr(SYMBOL_ATTR_NAME)
                .and_then(|a| ctx.attr(a).string_value())
        };
        /// `getVisibility`: from the `sym_visibility` attribute, public when absent.
        fn get_visibility(self, ctx: &Context) -> Visibility = {
            match ctx
                .op(self.op()).attr(VISIBILITY_ATTR_NAME)
                .and_then(|a| ctx.attr(a).string_value())
                .as_deref()
            {
                Some("private") => Visibility::Private,
                Some("nested") => Visibility::Nested,
                _ => Visibility::Public,
            }
        };
        /// `isPrivate`.
        fn is_private(self, ctx: &Context) -> bool = {
            Self::get_visibility(self, ctx) == Visibility::Private
        };
        /// `isOptionalSymbol`: whether the name may be absent.
        fn is_optional_symbol(self, ctx: &Context) -> bool = {
            false
        };
        /// `isDeclaration`: whether the symbol only declares (a function without a body).
        fn is_declaration(self, ctx: &Context) -> bool = {
            false
        };
    }
}

impl SymbolOpInterface {
    /// The symbol verifier: the [`Symbol`] trait (a string `sym_name`, a valid
    /// `sym_visibility`), so `has_trait::<Symbol>` holds for every symbol.
    pub const VERIFIER: Symbol = Symbol { optional: false };
}

/// The verifier of [`SymbolOpInterface`] as an op trait (MLIR's
/// `detail::verifySymbol`): the operation defines a symbol named by its `sym_name` string
/// attribute. With
/// `optional: true` (as `builtin.module`) the name may be absent.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Symbol {
    /// Whether the symbol name may be absent.
    pub optional: bool,
}
impl OpTrait for Symbol {
    fn name(&self) -> &'static str {
        "Symbol"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let name = ctx.op(op).attr(SYMBOL_ATTR_NAME);
        if self.optional && name.is_none() {
            return Ok(());
        }
        if name.and_then(|a| ctx.attr(a).string_value()).is_none() {
            return Err(VerifyError::op(
                ctx,
                op,
                format!("requires string attribute '{SYMBOL_ATTR_NAME}'"),
            ));
        }
        if let Some(vis) = ctx.op(op).attr(VISIBILITY_ATTR_NAME) {
            match ctx.attr(vis).string_value() {
                None => {
                    return Err(VerifyError::op(
                        ctx,
                        op,
                        format!(
                            "requires visibility attribute '{VISIBILITY_ATTR_NAME}' to be a string attribute, but got "
                        ),
                    )
                    .with_attr(vis));
                }
                Some(v) if !["public", "private", "nested"].contains(&v.as_str()) => {
                    return Err(VerifyError::op(
                        ctx,
                        op,
                        "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got ",
                    )
                    .with_attr(vis));
                }
                Some(_) => {}
            }
        }
        if let Some(sym) = SymbolOpInterface::cast(ctx, op)
            && sym.is_declaration(ctx)
            && sym.get_visibility(ctx) == Visibility::Public
        {
            return Err(VerifyError::op(
                ctx,
                op,
                "symbol declaration cannot have public visibility",
            ));
        }
        if ctx.op(op).num_results() != 0 {
            return Err(VerifyError::op(ctx, op, "symbols must not have results"));
        }
        if let Some(parent) = ctx.op(op).parent_op()
            && ctx.op_name(ctx.op(parent).name()).is_registered()
            && !ctx.op(parent).has_trait::<SymbolTable>()
        {
            return Err(VerifyError::op(
                ctx,
                op,
                "symbol's parent must have the SymbolTable trait",
            ));
        }
        Ok(())
    }
}

op_interface! {
    /// `SymbolUserOpInterface`: an operation that refers to symbols; the nearest symbol
    /// table verifies its uses once its own region verified (MLIR's `verifySymbolTable`).
    pub struct SymbolUserOpInterface, trait SymbolUserOpInterfaceImpl, model SymbolUserOpInterfaceModel {
        /// `verifySymbolUses`: checks the symbols the operation refers to.
        fn verify_symbol_uses(self, ctx: &Context) -> Result<(), VerifyError>;
    }
}

impl<'a> crate::ir::views::OpRef<'a> {
    /// The operation `sym` (a symbol reference, flat or nested) names, looked up from the
    /// nearest symbol table enclosing this operation (MLIR's `lookupNearestSymbolFrom`).
    pub fn lookup_nearest_symbol(self, sym: Attribute) -> Option<OpId> {
        let from = self.id;
        let ctx = self.ctx;
        let (root, nested) = ctx.attr(sym).symbol_ref_parts()?;
        let mut table = if ctx.op(from).has_trait::<SymbolTable>() {
            from
        } else {
            ctx.op(from).nearest_symbol_table()?
        };
        let mut found = ctx.op(table).lookup_symbol(root.as_str(ctx))?;
        for &n in nested {
            table = found;
            found = ctx.op(table).lookup_symbol(n.as_str(ctx))?;
        }
        Some(found)
    }

    /// Verifies the symbol uses of every `SymbolUserOpInterface` operation inside the
    /// symbol table (this operation), not looking inside nested symbol tables (MLIR's
    /// `walkSymbolTable`); the first failure. The operations directly in the table are
    /// checked on threads when the IR is large (see [`Context::set_threads_from`]), and
    /// the first failure is still the first in order.
    pub fn verify_symbol_uses(self) -> Result<(), VerifyError> {
        use rayon::prelude::*;
        let ctx = self.ctx;
        let tops: Vec<OpId> = self
            .regions()
            .iter()
            .flat_map(|&r| ctx.region(r).blocks())
            .flat_map(|&b| ctx.block(b).ops())
            .collect();
        if ctx.ir_worth_threads(tops.len()) {
            return tops
                .par_iter()
                .find_map_first(|&op| verify_symbol_uses_under(ctx, op).err())
                .map_or(Ok(()), Err);
        }
        tops.into_iter()
            .try_for_each(|op| verify_symbol_uses_under(ctx, op))
    }
}

/// The symbol uses of `top` and of the operations inside it but not inside a nested symbol
/// table, in order; the first failure.
fn verify_symbol_uses_under(ctx: &Context, top: OpId) -> Result<(), VerifyError> {
    // A stack of operations to visit, in order: each block's operations are pushed in
    // reverse.
    let mut work: Vec<OpId> = vec![top];
    while let Some(op) = work.pop() {
        if let Some(user) = SymbolUserOpInterface::cast(ctx, op) {
            user.verify_symbol_uses(ctx)?;
        }
        if !ctx.op(op).has_trait::<SymbolTable>() {
            for &r in ctx.op(op).regions().iter().rev() {
                for &b in ctx.region(r).blocks().iter().rev() {
                    let start = work.len();
                    work.extend(ctx.block(b).ops());
                    work[start..].reverse();
                }
            }
        }
    }
    Ok(())
}
