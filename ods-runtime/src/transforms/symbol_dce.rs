//! `symbol-dce` (MLIR's `SymbolDCE`, `mlir/lib/Transforms/SymbolDCE.cpp`): erases the
//! symbols of a symbol table, and of the symbol tables nested in it, that nothing live
//! refers to and that may be dropped (not public, in a table hidden from its parents or
//! themselves private). References nothing resolves are ignored; an operation holding a
//! potentially unknown symbol table (an unregistered one-region operation of an unknown
//! dialect) fails the pass, as MLIR's does.

use std::collections::HashSet;

use super::symbol_uses::{is_symbol, is_symbol_table, lookup_symbol_path, symbol_uses, visibility};
use crate::Context;
use crate::asm::op_printer::{PropertyAttributes, properties_attributes};
use crate::interfaces::symbols::Visibility;
use crate::ir::{OpId, WalkOrder};
use crate::op_error::VerifyError;
use crate::pass::{Pass, PassFailure, PassInfo, PassResult, Statistic};

/// The `symbol-dce` pass as mlir-opt registers it.
pub fn symbol_dce_pass() -> PassInfo {
    PassInfo::new("symbol-dce", "Eliminate dead symbols", |_| {
        Box::new(SymbolDce::default())
    })
    .with_name("SymbolDCE")
}

/// The pass, with its statistic.
#[derive(Default)]
struct SymbolDce {
    num_dce: u64,
}

impl Pass for SymbolDce {
    fn run(&mut self, ctx: &mut Context, op: OpId) -> PassResult {
        if !is_symbol_table(ctx, op) {
            return Err(VerifyError::op(
                ctx,
                op,
                " was scheduled to run under SymbolDCE, but does not define a symbol table",
            )
            .into());
        }
        // The table is hidden from its parents unless it is a symbol that is not private;
        // a table without a parent is hidden.
        let hidden = ctx.op(op).parent_op().is_none()
            || !is_symbol(ctx, op)
            || visibility(ctx, op) == Visibility::Private;
        let props = properties_attributes(ctx, op);
        let mut live = HashSet::new();
        compute_liveness(ctx, &props, op, hidden, &mut live)?;
        let mut dead = Vec::new();
        ctx.op(op).walk(WalkOrder::PostOrder, &mut |c, table| {
            if !is_symbol_table(c, table) {
                return;
            }
            for &region in c.op(table).regions().iter().take(1) {
                for &block in c.region(region).blocks() {
                    dead.extend(
                        c.block(block)
                            .ops()
                            .filter(|&o| is_symbol(c, o) && !live.contains(&o)),
                    );
                }
            }
        });
        // Inner tables come first (a post-order walk, as MLIR erases them).
        for symbol in dead {
            if ctx.op(symbol).is_alive() {
                symbol.erase(ctx);
                self.num_dce += 1;
            }
        }
        Ok(())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![Statistic {
            name: "num-dce'd",
            description: "Number of symbols DCE'd",
            value: self.num_dce,
        }]
    }
}

/// Marks live the symbols of `table` (and of the tables nested in it) that are used from
/// what is live, starting from its operations that are not symbols and its symbols that
/// may not be dropped. `hidden` says whether `table` is out of sight of its parents.
fn compute_liveness(
    ctx: &Context,
    props: &PropertyAttributes,
    table: OpId,
    hidden: bool,
    live: &mut HashSet<OpId>,
) -> Result<(), PassFailure> {
    let mut worklist: Vec<OpId> = Vec::new();
    for &region in ctx.op(table).regions().iter().take(1) {
        for &block in ctx.region(region).blocks() {
            for op in ctx.block(block).ops() {
                if !is_symbol(ctx, op) {
                    worklist.push(op);
                    continue;
                }
                let vis = visibility(ctx, op);
                let discardable =
                    (hidden || vis == Visibility::Private) && vis != Visibility::Public;
                if !discardable && live.insert(op) {
                    worklist.push(op);
                }
            }
        }
    }
    while let Some(op) = worklist.pop() {
        if is_symbol_table(ctx, op) {
            let inner_hidden =
                hidden || !is_symbol(ctx, op) || visibility(ctx, op) == Visibility::Private;
            compute_liveness(ctx, props, op, inner_hidden, live)?;
        } else {
            // Inside an operation that is no symbol table, each operation with regions is
            // considered on its own (a symbol table there gets its own liveness).
            for &region in ctx.op(op).regions() {
                for &block in ctx.region(region).blocks() {
                    worklist.extend(
                        ctx.block(block)
                            .ops()
                            .filter(|&o| !ctx.op(o).regions().is_empty()),
                    );
                }
            }
        }
        let Some(parent) = ctx.op(op).parent_op() else {
            continue;
        };
        if !is_symbol_table(ctx, parent) {
            continue;
        }
        let Some(uses) = symbol_uses(ctx, props, op) else {
            return Err(VerifyError::plain(
                ctx,
                op,
                "operation contains potentially unknown symbol table, meaning that we \
                 can't reliable compute symbol uses",
            )
            .into());
        };
        for sym in uses {
            // References to unknown symbols are ignored.
            for resolved in lookup_symbol_path(ctx, parent, sym).unwrap_or_default() {
                if live.insert(resolved) {
                    worklist.push(resolved);
                }
            }
        }
    }
    Ok(())
}
