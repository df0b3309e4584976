//! Symbols as MLIR's `SymbolTable` utilities see them (`mlir/lib/IR/SymbolTable.cpp`): which
//! operations are symbols, their visibility, the symbol references an operation and the
//! operations nested in it hold (without entering nested symbol tables), and the lookup of a
//! nested reference (`@a::@b`) inside a symbol table.
//!
//! Left out against MLIR: references are found in the attribute dictionary (inherent and
//! discardable attributes), inside arrays and dictionaries; a reference held inside a type
//! (a tensor encoding, a memref layout) or a dialect attribute's parameters is not seen.

use crate::Context;
use crate::asm::op_printer::PropertyAttributes;
use crate::attributes::{AttrKind, Attribute};
use crate::interfaces::symbols::Symbol;
use crate::interfaces::symbols::Visibility;
use crate::ir::{OpId, PropertyStorage};
use crate::traits::{SYMBOL_ATTR_NAME, SymbolTable, VISIBILITY_ATTR_NAME};

/// Whether `op` is a symbol (MLIR's `isa<SymbolOpInterface>`): it defines one and has a
/// name (a `builtin.module` without a name is no symbol).
pub fn is_symbol(ctx: &Context, op: OpId) -> bool {
    ctx.op(op).has_trait::<Symbol>() && ctx.op(op).attr(SYMBOL_ATTR_NAME).is_some()
}

/// The name of the symbol `op`, when it has a string `sym_name`.
pub fn symbol_name(ctx: &Context, op: OpId) -> Option<String> {
    ctx.op(op)
        .attr(SYMBOL_ATTR_NAME)
        .and_then(|a| ctx.attr(a).string_value())
}

/// The visibility of the symbol `op` (MLIR's `SymbolTable::getSymbolVisibility`): public
/// unless its `sym_visibility` says `private` or `nested`.
pub fn visibility(ctx: &Context, op: OpId) -> Visibility {
    match ctx
        .op(op)
        .attr(VISIBILITY_ATTR_NAME)
        .and_then(|a| ctx.attr(a).string_value())
        .as_deref()
    {
        Some("private") => Visibility::Private,
        Some("nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Whether `op` has the symbol table trait.
pub fn is_symbol_table(ctx: &Context, op: OpId) -> bool {
    ctx.op(op).has_trait::<SymbolTable>()
}

/// MLIR's `isPotentiallyUnknownSymbolTable`: an operation of an unknown dialect with one
/// region, which may define a symbol table nobody can see.
pub fn is_potentially_unknown_symbol_table(ctx: &Context, op: OpId) -> bool {
    let name = ctx.op(op).name();
    ctx.op(op).regions().len() == 1
        && !ctx.op_name(name).is_registered()
        && !ctx.is_dialect_registered(ctx.op_name(name).dialect())
}

/// The symbol references held by the attributes of `op` (inherent ones from `props`, then
/// discardable ones), in a pre-order walk of the attributes; the
/// nested parts of a reference are not references of their own.
fn push_op_refs(
    ctx: &Context,
    props: &PropertyAttributes,
    op: OpId,
    out: &mut Vec<(Attribute, OpId)>,
) {
    let mut stack: Vec<Attribute> = Vec::new();
    // MLIR's `getAttrDictionary`: a registered operation's properties as attributes; an
    // unregistered operation's generic properties are not part of it.
    let inherent = match ctx.op(op).property_storage() {
        PropertyStorage::Typed(_) => props.get(op),
        _ => None,
    };
    let mut roots: Vec<Attribute> = inherent.into_iter().collect();
    roots.extend(ctx.op(op).discardable_attrs().iter().map(|&(_, a)| a));
    for root in roots.into_iter().rev() {
        stack.push(root);
    }
    while let Some(a) = stack.pop() {
        match ctx.attr(a).kind() {
            AttrKind::SymbolRef { .. } => out.push((a, op)),
            AttrKind::Array(items) => stack.extend(items.iter().rev().copied()),
            AttrKind::Dictionary(entries) => stack.extend(entries.iter().rev().map(|&(_, v)| v)),
            _ => {}
        }
    }
}

/// MLIR's `SymbolTable::getSymbolUses(op)`: the references held by `op` and, unless it is
/// a symbol table, by the operations nested in it down to (and including) nested symbol
/// tables, whose regions are not entered. `None` when `op` or a nested operation is a
/// potentially unknown symbol table.
pub fn symbol_uses(ctx: &Context, props: &PropertyAttributes, op: OpId) -> Option<Vec<Attribute>> {
    symbol_uses_by_op(ctx, props, op).map(|uses| uses.into_iter().map(|(a, _)| a).collect())
}

/// [`symbol_uses`], each reference with the operation holding it.
pub fn symbol_uses_by_op(
    ctx: &Context,
    props: &PropertyAttributes,
    op: OpId,
) -> Option<Vec<(Attribute, OpId)>> {
    if is_potentially_unknown_symbol_table(ctx, op) {
        return None;
    }
    let mut uses = Vec::new();
    push_op_refs(ctx, props, op, &mut uses);
    if is_symbol_table(ctx, op) {
        return Some(uses);
    }
    let mut regions: Vec<_> = ctx.op(op).regions().iter().rev().copied().collect();
    while let Some(region) = regions.pop() {
        for &block in ctx.region(region).blocks() {
            for nested in ctx.block(block).ops() {
                if is_potentially_unknown_symbol_table(ctx, nested) {
                    return None;
                }
                push_op_refs(ctx, props, nested, &mut uses);
                if !is_symbol_table(ctx, nested) {
                    regions.extend(ctx.op(nested).regions().iter().copied());
                }
            }
        }
    }
    Some(uses)
}

/// The operation named `name` directly in the symbol table `table`'s first block.
fn lookup_in(ctx: &Context, table: OpId, name: &str) -> Option<OpId> {
    let region = *ctx.op(table).regions().first()?;
    let block = *ctx.region(region).blocks().first()?;
    ctx.block(block)
        .ops()
        .find(|&o| symbol_name(ctx, o).is_some_and(|n| n == name))
}

/// MLIR's `SymbolTable::lookupSymbolIn(table, ref, symbols)`: the operations a reference
/// (`@a::@b::@c`) names from the symbol table `table`, outermost first; `None` when a part
/// does not resolve or an inner part is not a symbol table.
pub fn lookup_symbol_path(ctx: &Context, table: OpId, sym: Attribute) -> Option<Vec<OpId>> {
    let (root, nested) = ctx.attr(sym).symbol_ref_parts()?;
    let mut found = vec![lookup_in(ctx, table, root.as_str(ctx))?];
    let Some((leaf, inner)) = nested.split_last() else {
        return Some(found);
    };
    let mut current = found[0];
    if !is_symbol_table(ctx, current) {
        return None;
    }
    for &part in inner {
        current = lookup_in(ctx, current, part.as_str(ctx))?;
        if !is_symbol_table(ctx, current) {
            return None;
        }
        found.push(current);
    }
    found.push(lookup_in(ctx, current, (*leaf).as_str(ctx))?);
    Some(found)
}
