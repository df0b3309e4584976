//! `mlir/IR/SymbolInterfaces.td`: `SymbolOpInterface` (an operation defining a symbol,
//! ODS's `Symbol`) and `SymbolUserOpInterface` (an operation using symbols, whose uses the
//! enclosing symbol table verifies), and symbol lookup from a reference.

use super::op_interface;
use crate::Context;
use crate::attributes::Attribute;
use crate::ir::OpId;
use crate::op_error::VerifyError;
use crate::traits::{SYMBOL_ATTR_NAME, VISIBILITY_ATTR_NAME};

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
            ctx.op_attr(self.op(), SYMBOL_ATTR_NAME)
                .and_then(|a| ctx.string_attr_value(a))
        };
        /// `getVisibility`: from the `sym_visibility` attribute, public when absent.
        fn get_visibility(self, ctx: &Context) -> Visibility = {
            match ctx
                .op_attr(self.op(), VISIBILITY_ATTR_NAME)
                .and_then(|a| ctx.string_attr_value(a))
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
    /// The symbol verifier: the runtime's `Symbol` trait (a string `sym_name`, a valid
    /// `sym_visibility`), so `has_trait::<traits::Symbol>` holds for every symbol.
    pub const VERIFIER: crate::traits::Symbol = crate::traits::Symbol { optional: false };
}

op_interface! {
    /// `SymbolUserOpInterface`: an operation that refers to symbols; the nearest symbol
    /// table verifies its uses once its own region verified (MLIR's `verifySymbolTable`).
    pub struct SymbolUserOpInterface, trait SymbolUserOpInterfaceImpl, model SymbolUserOpInterfaceModel {
        /// `verifySymbolUses`: checks the symbols the operation refers to.
        fn verify_symbol_uses(self, ctx: &Context) -> Result<(), VerifyError>;
    }
}

impl Context {
    /// The operation `sym` (a symbol reference, flat or nested) names, looked up from the
    /// nearest symbol table enclosing `from` (MLIR's `lookupNearestSymbolFrom`).
    pub fn lookup_nearest_symbol_from(&self, from: OpId, sym: Attribute) -> Option<OpId> {
        let (root, nested) = self.symbol_ref_parts(sym)?;
        let mut table = if self.has_trait::<crate::traits::SymbolTable>(from) {
            from
        } else {
            self.nearest_symbol_table(from)?
        };
        let mut found = self.lookup_symbol(table, self.ident_str(root))?;
        for &n in nested {
            table = found;
            found = self.lookup_symbol(table, self.ident_str(n))?;
        }
        Some(found)
    }

    /// Verifies the symbol uses of every `SymbolUserOpInterface` operation inside the
    /// symbol table `table`, not looking inside nested symbol tables (MLIR's
    /// `walkSymbolTable`); the first failure.
    pub fn verify_symbol_uses_in(&self, table: OpId) -> Result<(), VerifyError> {
        // A stack of operations to visit, in order: each block's operations are pushed in
        // reverse.
        let mut work: Vec<OpId> = Vec::new();
        let push_regions = |work: &mut Vec<OpId>, op: OpId| {
            for &r in self.op(op).regions().iter().rev() {
                for &b in self.region(r).blocks().iter().rev() {
                    let start = work.len();
                    work.extend(self.block(b).ops());
                    work[start..].reverse();
                }
            }
        };
        push_regions(&mut work, table);
        while let Some(op) = work.pop() {
            if let Some(user) = SymbolUserOpInterface::cast(self, op) {
                user.verify_symbol_uses(self)?;
            }
            if !self.has_trait::<crate::traits::SymbolTable>(op) {
                push_regions(&mut work, op);
            }
        }
        Ok(())
    }
}
