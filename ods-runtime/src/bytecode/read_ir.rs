//! Reading the IR section: operations, their regions, blocks and block arguments, values
//! (with forward references resolved when their definitions come), properties and
//! attribute dictionaries. Use-list orders are checked and skipped: the IR is printed the
//! same with or without them.

use super::encoding::{Cursor, ReadError, op_mask, section, version};
use super::file_state::FileState;
use super::read_attrs::{EntryReader, as_location, attr, ty};
use super::use_lists;
use super::{properties, property_codec};
use crate::attributes::{AttrKind, Scalar};
use crate::ir::{BlockId, OpId, OperationState, PropertyStorage, RegionId, Value};
use crate::registry::PropertyEncoding;
use crate::types::Identifier;
use crate::{Attribute, Context};
use foldhash::HashMap;

/// How deep regions may nest.
const MAX_REGION_DEPTH: usize = 1000;

#[derive(Clone, Copy)]
enum Slot {
    Empty,
    Defined(Value),
    Forward(Value, OpId),
}

/// The values visible from the region being read, up to the nearest isolated region.
#[derive(Default)]
struct Scope {
    values: Vec<Slot>,
    next: Vec<usize>,
}

struct IrReader<'s, 'a> {
    st: &'s mut FileState<'a>,
    scopes: Vec<Scope>,
    depth: usize,
    /// The use-list orders recorded for values, applied once the IR is read.
    use_orders: HashMap<Value, use_lists::UseListOrder>,
    /// Whether a value was used before its definition (resolving it may leave uses out of
    /// the order reading otherwise gives).
    forward_refs: bool,
}

/// Reads the IR section into `block`.
pub(crate) fn read_ir_section(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    mut c: Cursor<'_>,
    block: BlockId,
) -> Result<(), ReadError> {
    let (num_ops, has_args) = c.var_int_with_flag()?;
    if has_args {
        return Err(c.error("the top-level block may not have arguments"));
    }
    let mut r = IrReader {
        st,
        scopes: vec![Scope {
            values: Vec::new(),
            next: vec![0],
        }],
        depth: 0,
        use_orders: HashMap::default(),
        forward_refs: false,
    };
    for _ in 0..num_ops {
        let op = r.op(ctx, &mut c, &[])?;
        ctx.append_op(block, op);
    }
    r.check_forward_refs(ctx, &c, 0)?;
    // Operations are created in pre-order, each use put first in its value's list: without
    // forward references the lists are in the order MLIR sorts them to, and with no order
    // recorded there is nothing to apply.
    let unsorted = r.forward_refs || !r.use_orders.is_empty();
    if unsorted && !use_lists::apply(ctx, block, &r.use_orders) {
        return Err(c.error("parsed use-list orders were invalid and could not be applied"));
    }
    Ok(())
}

impl IrReader<'_, '_> {
    fn op(
        &mut self,
        ctx: &mut Context,
        c: &mut Cursor<'_>,
        blocks: &[BlockId],
    ) -> Result<OpId, ReadError> {
        let at = *c;
        let name_idx = c.var_int()?;
        let name = *self
            .st
            .op_names
            .get(usize::try_from(name_idx).unwrap_or(usize::MAX))
            .ok_or_else(|| at.error(format!("invalid operation name index: {name_idx}")))?;
        let mask = c.byte()?;
        let loc_at = *c;
        let li = c.var_int()?;
        let loc_attr = attr(ctx, self.st, &loc_at, li)?;
        let loc = as_location(ctx, &loc_at, loc_attr)?;
        let mut state = OperationState::new(name, loc);
        let dict = if mask & op_mask::HAS_ATTRS != 0 {
            let a = c.var_int()?;
            let d = attr(ctx, self.st, &at, a)?;
            if !matches!(ctx.attr(d).kind(), AttrKind::Dictionary(_)) {
                return Err(at.error(format!(
                    "expected attribute of type: mlir::DictionaryAttr, but got: {}",
                    crate::asm::printer::attribute_to_string(ctx, d)
                )));
            }
            Some(d)
        } else {
            None
        };
        let props = if mask & op_mask::HAS_PROPERTIES != 0 {
            if self.st.version < version::NATIVE_PROPERTIES {
                return Err(at.error(format!(
                    "Unexpected missing `wasRegistered` opname flag at bytecode version {} with \
                     properties.",
                    self.st.version
                )));
            }
            let i = c.var_int()?;
            Some(
                *self
                    .st
                    .props
                    .get(usize::try_from(i).unwrap_or(usize::MAX))
                    .ok_or_else(|| at.error(format!("invalid properties index: {i}")))?,
            )
        } else {
            None
        };
        if mask & op_mask::HAS_RESULTS != 0 {
            let n = c.var_int()?;
            for _ in 0..n {
                let t_at = *c;
                let t = c.var_int()?;
                state.result_types.push(ty(ctx, self.st, &t_at, t)?);
            }
        }
        if mask & op_mask::HAS_OPERANDS != 0 {
            let n = c.var_int()?;
            for _ in 0..n {
                let v_at = *c;
                let v = c.var_int()?;
                state.operands.push(self.value(ctx, &v_at, v)?);
            }
        }
        if mask & op_mask::HAS_SUCCESSORS != 0 {
            let n = c.var_int()?;
            for _ in 0..n {
                let b = c.var_int()?;
                let block = blocks
                    .get(usize::try_from(b).unwrap_or(usize::MAX))
                    .ok_or_else(|| c.error(format!("invalid successor index: {b}")))?;
                state.successors.push(*block);
            }
        }
        let use_orders = if mask & op_mask::HAS_USE_LIST_ORDERS != 0 {
            use_lists::read_use_list_orders(c, state.result_types.len())?
        } else {
            Vec::new()
        };
        set_attributes(ctx, self.st, &at, &mut state, dict, props)?;
        let regions = if mask & op_mask::HAS_INLINE_REGIONS != 0 {
            let (n, isolated) = c.var_int_with_flag()?;
            if n > c.remaining() as u64 {
                return Err(c.error("more regions than bytes left"));
            }
            let regions: Vec<RegionId> = (0..n).map(|_| ctx.create_region()).collect();
            state.regions = regions.clone();
            Some((regions, isolated))
        } else {
            None
        };
        let op = ctx.create_op(state);
        let results: Vec<Value> = ctx.op(op).results().collect();
        use_lists::record(&mut self.use_orders, &results, use_orders);
        for v in results {
            self.define(ctx, &at, v)?;
        }
        if let Some((regions, isolated)) = regions {
            self.regions(ctx, c, &regions, isolated)?;
        }
        Ok(op)
    }

    fn regions(
        &mut self,
        ctx: &mut Context,
        c: &mut Cursor<'_>,
        regions: &[RegionId],
        isolated: bool,
    ) -> Result<(), ReadError> {
        if self.depth >= MAX_REGION_DEPTH {
            return Err(c.error("regions are nested too deeply"));
        }
        self.depth += 1;
        let lazy = isolated && self.st.version >= version::LAZY_LOADING;
        let mut inner = if lazy {
            let (id, body) = c.section()?;
            if id != section::IR {
                return Err(c.error("expected IR section for region"));
            }
            Some(body)
        } else {
            None
        };
        if isolated {
            self.scopes.push(Scope::default());
        }
        for &r in regions {
            match inner.as_mut() {
                Some(body) => self.region(ctx, body, r)?,
                None => self.region(ctx, c, r)?,
            }
        }
        if isolated {
            self.scopes.pop();
        }
        self.depth -= 1;
        Ok(())
    }

    fn region(
        &mut self,
        ctx: &mut Context,
        c: &mut Cursor<'_>,
        region: RegionId,
    ) -> Result<(), ReadError> {
        let num_blocks = c.count(1)?;
        if num_blocks == 0 {
            return Ok(());
        }
        let num_values = c.count(1)?;
        let scope = self.scopes.last_mut().expect("a scope");
        let base = scope.values.len();
        scope.next.push(base);
        scope.values.resize(base + num_values, Slot::Empty);
        let blocks: Vec<BlockId> = (0..num_blocks)
            .map(|_| {
                let b = ctx.create_block();
                ctx.append_block(region, b);
                b
            })
            .collect();
        for &b in &blocks {
            self.block(ctx, c, b, &blocks)?;
        }
        self.check_forward_refs(ctx, c, base)?;
        let scope = self.scopes.last_mut().expect("a scope");
        scope.values.truncate(base);
        scope.next.pop();
        Ok(())
    }

    fn block(
        &mut self,
        ctx: &mut Context,
        c: &mut Cursor<'_>,
        block: BlockId,
        blocks: &[BlockId],
    ) -> Result<(), ReadError> {
        let (num_ops, has_args) = c.var_int_with_flag()?;
        if has_args {
            let n = c.count(1)?;
            for _ in 0..n {
                let at = *c;
                let (t, loc) = if self.st.version >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                    let (t, has_loc) = c.var_int_with_flag()?;
                    let loc = if has_loc { Some(c.var_int()?) } else { None };
                    (t, loc)
                } else {
                    (c.var_int()?, Some(c.var_int()?))
                };
                let t = ty(ctx, self.st, &at, t)?;
                let loc = match loc {
                    Some(l) => {
                        let a = attr(ctx, self.st, &at, l)?;
                        as_location(ctx, &at, a)?
                    }
                    None => ctx.unknown_loc(),
                };
                let v = ctx.add_block_argument(block, t, loc);
                self.define(ctx, &at, v)?;
            }
            if self.st.version >= version::USE_LIST_ORDERING {
                let mask = c.byte()?;
                if mask & op_mask::HAS_USE_LIST_ORDERS != 0 {
                    let orders = use_lists::read_use_list_orders(c, n)?;
                    let args = ctx.block(block).arguments().to_vec();
                    use_lists::record(&mut self.use_orders, &args, orders);
                }
            }
        }
        if num_ops > c.remaining() as u64 {
            return Err(c.error("more operations than bytes left"));
        }
        for _ in 0..num_ops {
            let op = self.op(ctx, c, blocks)?;
            ctx.append_op(block, op);
        }
        Ok(())
    }

    /// Defines the next value of the current region as `v`, resolving a forward reference.
    fn define(&mut self, ctx: &mut Context, at: &Cursor<'_>, v: Value) -> Result<(), ReadError> {
        let top_level = self.scopes.len() == 1 && self.scopes[0].next.len() == 1;
        let scope = self.scopes.last_mut().expect("a scope");
        let id = *scope.next.last().expect("a region");
        if id >= scope.values.len() {
            if !top_level {
                return Err(at.error(
                    "value index range was outside of the expected range for the parent region",
                ));
            }
            scope.values.push(Slot::Empty);
        }
        if let Slot::Forward(placeholder, op) = scope.values[id] {
            ctx.replace_all_uses_with(placeholder, v);
            ctx.erase_op(op);
        }
        scope.values[id] = Slot::Defined(v);
        *scope.next.last_mut().expect("a region") += 1;
        Ok(())
    }

    /// Value `idx` of the current scope, or a placeholder for it until it is defined.
    fn value(&mut self, ctx: &mut Context, at: &Cursor<'_>, idx: u64) -> Result<Value, ReadError> {
        let scope = self.scopes.last_mut().expect("a scope");
        let i = usize::try_from(idx).unwrap_or(usize::MAX);
        let Some(slot) = scope.values.get(i).copied() else {
            return Err(at.error(format!("invalid value index: {idx}")));
        };
        match slot {
            Slot::Defined(v) | Slot::Forward(v, _) => Ok(v),
            Slot::Empty => {
                self.forward_refs = true;
                let name = ctx.op_name_id("<<forward reference>>");
                let mut state = OperationState::new(name, ctx.unknown_loc());
                state.result_types.push(ctx.none_type());
                let op = ctx.create_op(state);
                let v = ctx.op(op).result(0);
                scope.values[i] = Slot::Forward(v, op);
                Ok(v)
            }
        }
    }

    /// Fails when a value from `base` on was used and never defined.
    fn check_forward_refs(
        &mut self,
        ctx: &mut Context,
        c: &Cursor<'_>,
        base: usize,
    ) -> Result<(), ReadError> {
        let scope = self.scopes.last_mut().expect("a scope");
        let _ = ctx;
        let pending = scope.values[base..]
            .iter()
            .any(|s| matches!(s, Slot::Forward(..)));
        if pending {
            return Err(c.error("not all forward unresolved forward operand references"));
        }
        Ok(())
    }
}

/// Sets the properties and the discardable attributes of `state` from what was read.
fn set_attributes(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    at: &Cursor<'_>,
    state: &mut OperationState,
    dict: Option<Attribute>,
    props: Option<Cursor<'_>>,
) -> Result<(), ReadError> {
    let vtable = ctx
        .op_name(state.name)
        .definition()
        .and_then(|d| d.properties);
    let Some(vt) = vtable.filter(|v| !v.bytecode.is_empty()) else {
        state.attributes = dict;
        if let Some(mut p) = props {
            let a = p.var_int()?;
            state.properties = PropertyStorage::Attr(attr(ctx, st, &p, a)?);
        }
        return Ok(());
    };
    let mut inherent: Vec<(Identifier, Attribute)> = Vec::new();
    if let Some(mut p) = props {
        let native_segments = st.version >= version::NATIVE_PROPERTIES_ODS_SEGMENT_SIZE;
        let attrs_first = vt.bytecode.iter().filter(|e| {
            !native_segments || !matches!(e.encoding, PropertyEncoding::SegmentSizes { .. })
        });
        let segments_after = vt.bytecode.iter().filter(|e| {
            native_segments && matches!(e.encoding, PropertyEncoding::SegmentSizes { .. })
        });
        for entry in attrs_first.chain(segments_after) {
            let value = match entry.encoding {
                PropertyEncoding::Attr => {
                    let i = p.var_int()?;
                    Some(attr(ctx, st, &p, i)?)
                }
                PropertyEncoding::OptionalAttr => {
                    let (i, present) = p.var_int_with_flag()?;
                    if present {
                        Some(attr(ctx, st, &p, i)?)
                    } else {
                        None
                    }
                }
                PropertyEncoding::SegmentSizes { groups } => {
                    Some(read_segments(ctx, st, &mut p, groups)?)
                }
                PropertyEncoding::Property(codec) => {
                    let mut r = EntryReader::new(ctx, st, &mut p);
                    Some(property_codec::read(&mut r, codec)?)
                }
            };
            if let Some(v) = value {
                inherent.push((ctx.identifier(entry.name), v));
            }
        }
        state.attributes = dict;
    } else if let Some(d) = dict {
        // Before native properties the inherent attributes sit in the dictionary (the
        // properties that are not attributes were not written: they keep their defaults).
        let entries = match ctx.attr(d).kind() {
            AttrKind::Dictionary(e) => e.clone(),
            _ => Vec::new(),
        };
        let (inh, rest): (Vec<_>, Vec<_>) = entries
            .into_iter()
            .partition(|(n, _)| properties::is_attribute(vt.bytecode, ctx.ident_str(*n)));
        inherent = inh;
        state.attributes = (!rest.is_empty()).then(|| ctx.dictionary_attr(&rest));
    }
    let inherent_dict = ctx.dictionary_attr(&inherent);
    match (vt.from_attribute)(ctx, inherent_dict) {
        Ok(p) => state.properties = PropertyStorage::Typed(p),
        Err(msg) => {
            let text = crate::asm::printer::attribute_to_string(ctx, inherent_dict);
            let name = ctx.op_name(state.name).as_str().to_string();
            return Err(at.error(format!("invalid properties {text} for op {name}: {msg}")));
        }
    }
    Ok(())
}

/// Segment sizes: a dense i32 array attribute before version 6, a sparse array from 6.
fn read_segments(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    p: &mut Cursor<'_>,
    groups: usize,
) -> Result<Attribute, ReadError> {
    if st.version < version::NATIVE_PROPERTIES_ODS_SEGMENT_SIZE {
        let i = p.var_int()?;
        return attr(ctx, st, p, i);
    }
    let mut sizes = vec![0i64; groups];
    let (n, sparse) = p.var_int_with_flag()?;
    if !sparse {
        if n > groups as u64 {
            return Err(p.error(format!(
                "trying to read an array of {n} but only {groups} storage available."
            )));
        }
        for slot in sizes.iter_mut().take(n as usize) {
            *slot = i64::from(p.var_int()? as u32 as i32);
        }
    } else if n > 0 {
        let bits = p.var_int()?;
        if bits > 8 {
            return Err(p.error(format!(
                "reading sparse array with indexing above 8 bits: {bits}"
            )));
        }
        for _ in 0..n {
            let pair = p.var_int()?;
            let index = (pair & ((1u64 << bits) - 1)) as usize;
            if index >= groups {
                return Err(p.error(format!(
                    "out-of-bound access during sparse array reading: {index}"
                )));
            }
            sizes[index] = i64::from((pair >> bits) as u32 as i32);
        }
    }
    let i32_ty = ctx.int_type(32);
    let values = sizes
        .iter()
        .map(|&v| Scalar::Int(crate::attributes::ApInt::from_i128(32, i128::from(v))))
        .collect();
    Ok(ctx.get_attr(AttrKind::DenseArray {
        elem: i32_ty,
        values,
    }))
}
