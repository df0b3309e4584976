//! `symbol-privatize` (MLIR's `SymbolPrivatize`, `mlir/lib/Transforms/SymbolPrivatize.cpp`):
//! makes private every symbol directly inside the operation it runs on, except those its
//! `exclude` list names.

use super::symbol_uses::{is_symbol, symbol_name};
use crate::Context;
use crate::attributes::Attribute;
use crate::ir::OpId;
use crate::pass::{OptionKind, PassInfo, PassOption, PassResult};
use crate::traits::VISIBILITY_ATTR_NAME;

/// The `symbol-privatize` pass as mlir-opt registers it.
pub fn symbol_privatize_pass() -> PassInfo {
    PassInfo::new("symbol-privatize", "Mark symbols private", |options| {
        let exclude: Vec<String> = options
            .texts("exclude")
            .into_iter()
            .map(str::to_string)
            .collect();
        Box::new(move |ctx: &mut Context, op: OpId| -> PassResult {
            privatize(ctx, op, &exclude);
            Ok(())
        })
    })
    .with_name("SymbolPrivatize")
    .with_option(PassOption::new(
        "exclude",
        OptionKind::List(&OptionKind::String),
        "",
        "Comma separated list of symbols that should not be marked private",
    ))
}

/// Sets `sym_visibility = "private"` on the symbols in the blocks of `op`'s regions whose
/// names `exclude` does not hold.
fn privatize(ctx: &mut Context, op: OpId, exclude: &[String]) {
    let mut symbols = Vec::new();
    for &region in ctx.op(op).regions() {
        for &block in ctx.region(region).blocks() {
            symbols.extend(ctx.block(block).ops().filter(|&o| is_symbol(ctx, o)));
        }
    }
    let private = Attribute::string(ctx, "private");
    for symbol in symbols {
        if symbol_name(ctx, symbol).is_some_and(|n| exclude.contains(&n)) {
            continue;
        }
        set_attr(ctx, symbol, VISIBILITY_ATTR_NAME, private);
    }
}

/// MLIR's `Operation::setAttr`: the inherent attribute when the operation has one of that
/// name, else a discardable one.
pub(crate) fn set_attr(ctx: &mut Context, op: OpId, name: &str, value: Attribute) {
    if op.set_inherent_attr(ctx, name, value).is_ok()
        && ctx.op(op).inherent_attr(name) == Some(value)
    {
        return;
    }
    op.set_discardable_attr(ctx, name, Some(value));
}
