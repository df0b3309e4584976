//! Use-list orders when reading: MLIR's `parseUseListOrderForRange`, `sortUseListOrder` and
//! `processUseLists`. The writer records, for a value whose uses are not in the order
//! reading gives, the permutation that restores them; the reader applies it once the IR
//! is read (and sorts a value without one in the order the writer assumes).

use foldhash::HashMap;

use super::encoding::{Cursor, ReadError};
use crate::Context;
use crate::ir::{BlockId, OpId, Value, WalkOrder};

/// The order recorded for one value: every use's position, or pairs of positions that
/// differ from the identity.
#[derive(Clone, Debug)]
pub(crate) struct UseListOrder {
    pairs: bool,
    indices: Vec<u32>,
}

/// MLIR's `parseUseListOrderForRange`: the orders recorded for a range of `n` values, by
/// position in the range.
pub(crate) fn read_use_list_orders(
    c: &mut Cursor<'_>,
    n: usize,
) -> Result<Vec<(u64, UseListOrder)>, ReadError> {
    // The counts are taken as read: what is kept grows with the bytes read.
    let count = if n > 1 { c.var_int()? } else { 1 };
    let mut out = Vec::new();
    for _ in 0..count {
        let index = if n > 1 { c.var_int()? } else { 0 };
        let (size, pairs) = c.var_int_with_flag()?;
        let mut indices = Vec::new();
        for _ in 0..size {
            // MLIR keeps each index as an `unsigned`.
            indices.push(c.var_int()? as u32);
        }
        out.push((index, UseListOrder { pairs, indices }));
    }
    Ok(out)
}

/// Records `orders` (read for the range `values`) for their values; the first order
/// recorded for a value is kept, and one past the range is ignored, as in MLIR.
pub(crate) fn record(
    map: &mut HashMap<Value, UseListOrder>,
    values: &[Value],
    orders: Vec<(u64, UseListOrder)>,
) {
    for (index, order) in orders {
        if let Some(&v) = usize::try_from(index).ok().and_then(|i| values.get(i)) {
            map.entry(v).or_insert(order);
        }
    }
}

/// MLIR's `processUseLists` over the operations of `block` (numbered in pre-order after
/// the module MLIR reads them into); false when an order is invalid.
pub(crate) fn apply(ctx: &mut Context, block: BlockId, map: &HashMap<Value, UseListOrder>) -> bool {
    let mut ids: HashMap<OpId, u64> = HashMap::default();
    let mut ops = Vec::new();
    let top: Vec<OpId> = ctx.block(block).ops().collect();
    for op in top {
        ctx.op(op).walk(WalkOrder::PreOrder, &mut |_, o| {
            ids.insert(o, ids.len() as u64 + 1);
            ops.push(o);
        });
    }
    let mut values: Vec<Value> = Vec::new();
    values.extend(ctx.block(block).arguments().iter().copied());
    for &op in &ops {
        for &r in ctx.op(op).regions() {
            for &b in ctx.region(r).blocks() {
                values.extend(ctx.block(b).arguments().iter().copied());
            }
        }
    }
    for &op in &ops {
        values.extend(ctx.op(op).results());
    }
    values
        .into_iter()
        .all(|v| sort_use_list(ctx, v, &ids, map.get(&v)))
}

/// MLIR's `sortUseListOrder` for `v`.
fn sort_use_list(
    ctx: &mut Context,
    v: Value,
    ids: &HashMap<OpId, u64>,
    order: Option<&UseListOrder>,
) -> bool {
    let current: Vec<u64> = ctx
        .value(v)
        .uses()
        .map(|u| (ids.get(&u.op).copied().unwrap_or(0) << 32) | u64::from(u.index))
        .collect();
    if current.len() < 2 {
        return true;
    }
    let sorted = current.windows(2).all(|w| w[0] > w[1]);
    if sorted && order.is_none() {
        return true;
    }
    let mut by_id: Vec<(usize, u64)> = current.into_iter().enumerate().collect();
    if !sorted {
        by_id.sort_by_key(|p| std::cmp::Reverse(p.1));
    }
    let Some(order) = order else {
        let shuffle: Vec<usize> = by_id.iter().map(|p| p.0).collect();
        return v.shuffle_use_list(ctx, &shuffle);
    };
    let Some(shuffle) = custom_shuffle(order, by_id.len()) else {
        return false;
    };
    let shuffle: Vec<usize> = by_id.iter().map(|p| shuffle[p.0]).collect();
    v.shuffle_use_list(ctx, &shuffle)
}

/// The recorded shuffle of `n` uses, if it is a permutation of them.
fn custom_shuffle(order: &UseListOrder, n: usize) -> Option<Vec<usize>> {
    let mut shuffle: Vec<usize> = order.indices.iter().map(|&i| i as usize).collect();
    if order.pairs {
        if shuffle.len() % 2 != 0 {
            return None;
        }
        let mut full: Vec<usize> = (0..n).collect();
        for pair in shuffle.chunks(2) {
            *full.get_mut(pair[0])? = pair[1];
        }
        shuffle = full;
    }
    let mut seen = vec![false; n];
    for &i in &shuffle {
        if *seen.get(i)? {
            return None;
        }
        seen[i] = true;
    }
    (shuffle.len() == n).then_some(shuffle)
}
