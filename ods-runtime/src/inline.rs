//! Inlining of calls (a subset of MLIR's `inline` pass): every call implementing
//! `CallOpInterface` whose callee resolves to a `CallableOpInterface` operation with a
//! single-block body is replaced by a copy of that body, the callee's arguments bound to the
//! call's operands and the call's results to the operands of the body's terminator. Where a
//! type differs (a ranked operand for an unranked argument), the dialect's conversion is
//! inserted (MLIR's `DialectInlinerInterface::materializeCallConversion`); a call for which
//! it gives none is left alone. Afterwards private symbols no operation refers to any more
//! are erased, as the inliner's symbol DCE does.
//!
//! Left out, against MLIR: calls into multi-block bodies and recursive calls stay (MLIR
//! inlines the former and leaves recursive call graph cycles too); the inlined operations
//! keep the callee's locations (MLIR wraps them in call-site locations); no canonicalization
//! runs in between (MLIR's pass runs its optimization pipeline on each callee).

use std::collections::HashSet;

use crate::Context;
use crate::asm::op_printer::properties_attributes;
use crate::attributes::{AttrKind, Attribute};
use crate::interfaces::call::{CallOpInterface, CallableOpInterface};
use crate::interfaces::symbols::SymbolOpInterface;
use crate::ir::{IrMapping, OpId, Value, WalkOrder};
use crate::location::Location;
use crate::types::{Identifier, Type};

/// Converts `value` to `ty` with an operation inserted before `before`, located at `loc`
/// (the call's location); `None` when the dialect has no such conversion.
pub type MaterializeConversion = dyn Fn(&mut Context, Value, Type, Location, OpId) -> Option<Value>;

/// What [`inline_calls`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InlineStats {
    /// The calls replaced by their callee's body.
    pub inlined: usize,
    /// The private symbols erased once nothing referred to them.
    pub erased_symbols: usize,
}

/// Rounds of inlining at most: a call inlined from a callee may itself be inlined in the
/// next round, and mutual recursion stops here.
const MAX_ROUNDS: usize = 10;

/// Inlines every call under `root` it can, then erases the private symbols of `root`'s body
/// left without uses.
pub fn inline_calls(
    ctx: &mut Context,
    root: OpId,
    materialize: &MaterializeConversion,
) -> InlineStats {
    let mut stats = InlineStats::default();
    for _ in 0..MAX_ROUNDS {
        let mut calls = Vec::new();
        ctx.walk(root, WalkOrder::PreOrder, &mut |c, op| {
            if CallOpInterface::cast(c, op).is_some() {
                calls.push(op);
            }
        });
        let mut changed = false;
        for call in calls {
            if inline_call(ctx, call, materialize) {
                stats.inlined += 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    stats.erased_symbols = erase_dead_private_symbols(ctx, root);
    stats
}

/// Inlines one call; false (and the IR unchanged) when it cannot.
fn inline_call(ctx: &mut Context, call: OpId, materialize: &MaterializeConversion) -> bool {
    let Some(iface) = CallOpInterface::cast(ctx, call) else {
        return false;
    };
    let Some(callee) = iface.resolve_callable(ctx) else {
        return false;
    };
    if ctx.op_is_ancestor(callee, call) {
        return false;
    }
    let Some(region) =
        CallableOpInterface::cast(ctx, callee).and_then(|c| c.get_callable_region(ctx))
    else {
        return false;
    };
    let [block] = ctx.region_blocks(region) else {
        return false;
    };
    let block = *block;
    let ops: Vec<OpId> = ctx.block_ops(block).collect();
    let Some((&terminator, body)) = ops.split_last() else {
        return false;
    };
    let params: Vec<Value> = ctx.block_arguments(block).to_vec();
    let operands = iface.get_arg_operands(ctx);
    let results: Vec<Value> = ctx.op_results(call).collect();
    if params.len() != operands.len() || ctx.op_num_operands(terminator) != results.len() {
        return false;
    }
    let loc = ctx.op_loc(call);
    let mut created = Vec::new();
    let mut mapping = IrMapping::new();
    for (&param, &operand) in params.iter().zip(&operands) {
        let ty = ctx.value_type(param);
        let bound = if ctx.value_type(operand) == ty {
            Some(operand)
        } else {
            let v = materialize(ctx, operand, ty, loc, call);
            created.extend(v.and_then(|v| ctx.value_defining_op(v)));
            v
        };
        let Some(bound) = bound else {
            for op in created.into_iter().rev() {
                ctx.erase_op(op);
            }
            return false;
        };
        mapping.map_value(param, bound);
    }
    for &op in body {
        let new = ctx.clone_op(op, &mut mapping);
        ctx.insert_op_before(call, new);
    }
    let returned: Vec<Value> = ctx
        .op_operands(terminator)
        .map(|v| mapping.lookup_value(v))
        .collect();
    for (&result, &value) in results.iter().zip(&returned) {
        let ty = ctx.value_type(result);
        let replacement = if ctx.value_type(value) == ty {
            value
        } else {
            // A returned value of another type than the call's result: converted after the
            // inlined body; without a conversion it replaces the result as it is, and the
            // verifier judges its users.
            materialize(ctx, value, ty, loc, call).unwrap_or(value)
        };
        ctx.replace_all_uses_with(result, replacement);
    }
    ctx.erase_op(call);
    true
}

/// Erases, until none is left, the private symbols directly in `root`'s body that no
/// attribute under `root` refers to; returns how many.
fn erase_dead_private_symbols(ctx: &mut Context, root: OpId) -> usize {
    let mut erased = 0;
    loop {
        let used = referenced_symbols(ctx, root);
        let mut dead = Vec::new();
        for &r in ctx.op_regions(root) {
            for &b in ctx.region_blocks(r) {
                for op in ctx.block_ops(b) {
                    let Some(sym) = SymbolOpInterface::cast(ctx, op) else {
                        continue;
                    };
                    if !sym.is_private(ctx) {
                        continue;
                    }
                    if let Some(name) = sym.get_name(ctx) {
                        if !used.contains(&ctx.identifier(&name)) {
                            dead.push(op);
                        }
                    }
                }
            }
        }
        if dead.is_empty() {
            return erased;
        }
        erased += dead.len();
        for op in dead {
            ctx.erase_op(op);
        }
    }
}

/// The root names of every symbol reference held by an operation under `root`, in its
/// properties or its discardable attributes, nested in arrays and dictionaries too.
fn referenced_symbols(ctx: &mut Context, root: OpId) -> HashSet<Identifier> {
    let props = properties_attributes(ctx, root);
    let mut ops = Vec::new();
    ctx.walk(root, WalkOrder::PreOrder, &mut |_, op| ops.push(op));
    let mut found = HashSet::new();
    let mut stack: Vec<Attribute> = Vec::new();
    for op in ops {
        stack.extend(props.get(op));
        stack.extend(ctx.op_discardable_attrs(op).iter().map(|&(_, a)| a));
        while let Some(a) = stack.pop() {
            match ctx.attr_kind(a) {
                AttrKind::Array(items) => stack.extend(items.iter().copied()),
                AttrKind::Dictionary(entries) => stack.extend(entries.iter().map(|&(_, v)| v)),
                _ => {
                    if let Some((name, _)) = ctx.symbol_ref_parts(a) {
                        found.insert(name);
                    }
                }
            }
        }
    }
    found
}
