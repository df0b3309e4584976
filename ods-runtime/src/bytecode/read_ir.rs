//! Reading the IR section: operations, their regions, blocks and block arguments, values
//! (with forward references resolved when their definitions come), properties and
//! attribute dictionaries, in MLIR's order of reads and checks. Counts are taken as read,
//! as MLIR takes them, but what is allocated for them is bounded by the bytes left: a
//! count those bytes cannot hold makes the read fail before the rest is needed.

use super::encoding::{Cursor, ReadError, op_mask, section, version};
use super::file_state::FileState;
use super::read_attrs::{EntryReader, as_location, attr, load_dialect, ty};
use super::use_lists;
use super::{properties, property_codec};
use crate::attributes::{AttrKind, Scalar};
use crate::ir::{BlockId, OpId, OperationName, OperationState, PropertyStorage, RegionId, Value};
use crate::location::Location;
use crate::registry::PropertyEncoding;
use crate::types::Identifier;
use crate::types::Type;
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

/// The values visible from the region being read, up to the nearest isolated region
/// (MLIR's `ValueScope`): as many as the regions being read declared. The slots are held
/// densely while the bytes of the section can define them all, sparsely beyond.
#[derive(Default)]
struct Scope {
    len: u64,
    dense: Vec<Slot>,
    sparse: HashMap<u64, Slot>,
    /// For each region being read: the index of the next value it defines, and the size
    /// of the scope before it.
    regions: Vec<(u64, u64)>,
}

impl Scope {
    /// Declares the `n` values of a region, taking dense slots from `budget`.
    fn push(&mut self, n: u64, budget: &mut u64) {
        self.regions.push((self.len, self.len));
        let end = self.len.saturating_add(n);
        if self.dense.len() as u64 == self.len && n <= *budget {
            *budget -= n;
            self.dense.resize(end as usize, Slot::Empty);
        }
        self.len = end;
    }

    /// Drops the values of the innermost region, returning its dense slots to `budget`.
    fn pop(&mut self, budget: &mut u64) {
        let Some((_, start)) = self.regions.pop() else {
            return;
        };
        self.len = start;
        if self.dense.len() as u64 > start {
            *budget += self.dense.len() as u64 - start;
            self.dense.truncate(start as usize);
        }
        if !self.sparse.is_empty() {
            self.sparse.retain(|&i, _| i < start);
        }
    }

    fn get(&self, i: u64) -> Slot {
        match self.dense.get(i as usize) {
            Some(s) if i < self.dense.len() as u64 => *s,
            _ => self.sparse.get(&i).copied().unwrap_or(Slot::Empty),
        }
    }

    fn replace(&mut self, i: u64, slot: Slot) -> Slot {
        if i < self.dense.len() as u64 {
            std::mem::replace(&mut self.dense[i as usize], slot)
        } else {
            self.sparse.insert(i, slot).unwrap_or(Slot::Empty)
        }
    }
}

/// The properties of an operation as the IR section gives them.
#[derive(Clone, Copy)]
enum Props<'a> {
    /// An entry of the properties section, in the encoding of the operation's properties.
    Native(Cursor<'a>),
    /// One attribute: the properties of an operation not registered here.
    Attr(Attribute),
}

/// The region whose blocks are being read: its blocks (those the bytes left can hold;
/// `count` is what the file declared), and the values it declared (MLIR's
/// `RegionReadState::numValues`, an `unsigned`).
struct RegionState {
    blocks: Vec<BlockId>,
    count: u64,
    num_values: u32,
}

impl RegionState {
    /// Block `i`: successors past the blocks made stand for one of them, as the read fails
    /// before those blocks would be reached.
    fn block(&self, i: u64) -> Option<BlockId> {
        if i >= self.count {
            return None;
        }
        self.blocks
            .get(usize::try_from(i).unwrap_or(usize::MAX))
            .or(self.blocks.last())
            .copied()
    }
}

struct IrReader<'s, 'a> {
    st: &'s mut FileState<'a>,
    scopes: Vec<Scope>,
    depth: usize,
    /// How many value slots may still be held densely (the section's size at most).
    budget: u64,
    /// Forward references not yet defined (MLIR's `forwardRefOps`).
    pending: usize,
    /// The use-list orders recorded for values, applied once the IR is read.
    use_orders: HashMap<Value, use_lists::UseListOrder>,
    /// Whether a value was used before its definition (resolving it may leave uses out of
    /// the order reading otherwise gives).
    forward_refs: bool,
}

/// Reads the IR section into `block`, as MLIR reads it into a module's body: the block's
/// header, then its operations, whose results are not values of any region.
pub(crate) fn read_ir_section(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    mut c: Cursor<'_>,
    block: BlockId,
) -> Result<(), ReadError> {
    let mut r = IrReader {
        st,
        scopes: Vec::new(),
        depth: 0,
        budget: c.remaining() as u64,
        pending: 0,
        use_orders: HashMap::default(),
        forward_refs: false,
    };
    let top = RegionState {
        blocks: vec![block],
        count: 1,
        num_values: 0,
    };
    let num_ops = r.block_header(ctx, &mut c, block)?;
    let mut scope = Scope::default();
    scope.push(0, &mut r.budget);
    r.scopes.push(scope);
    r.block_ops(ctx, &mut c, block, num_ops, &top)?;
    if r.pending > 0 {
        return Err(c.error("not all forward unresolved forward operand references"));
    }
    // Operations are created in pre-order, each use put first in its value's list: without
    // forward references the lists are in the order MLIR sorts them to, and with no order
    // recorded there is nothing to apply.
    let unsorted = r.forward_refs || !r.use_orders.is_empty();
    if unsorted && !use_lists::apply(ctx, block, &r.use_orders) {
        return Err(c.error("parsed use-list orders were invalid and could not be applied"));
    }
    Ok(())
}

impl<'a> IrReader<'_, 'a> {
    fn op(
        &mut self,
        ctx: &mut Context,
        c: &mut Cursor<'_>,
        region: &RegionState,
    ) -> Result<OpId, ReadError> {
        let at = *c;
        let name_idx = c.var_int()?;
        let entry = *self
            .st
            .op_names
            .get(usize::try_from(name_idx).unwrap_or(usize::MAX))
            .ok_or_else(|| at.error(format!("invalid operation name index: {name_idx}")))?;
        if let Some(d) = entry.dialect {
            load_dialect(ctx, self.st, d, &at)?;
        }
        let (name, was_registered) = (entry.name, entry.was_registered);
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
            Some(self.properties(ctx, c, name, was_registered)?)
        } else {
            None
        };
        set_attributes(ctx, self.st, &at, &mut state, dict, props)?;
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
                let block = region
                    .block(b)
                    .ok_or_else(|| c.error(format!("invalid successor index: {b}")))?;
                state.successors.push(block);
            }
        }
        let use_orders = if self.st.version >= version::USE_LIST_ORDERING
            && mask & op_mask::HAS_USE_LIST_ORDERS != 0
        {
            use_lists::read_use_list_orders(c, state.result_types.len())?
        } else {
            Vec::new()
        };
        let regions = if mask & op_mask::HAS_INLINE_REGIONS != 0 {
            let (n, isolated) = c.var_int_with_flag()?;
            // Each region takes a byte at least: no more can be read than the bytes left.
            let made = n.min(c.remaining() as u64 + 1);
            let regions: Vec<RegionId> = (0..made).map(|_| RegionId::create(ctx)).collect();
            state.regions = regions.clone();
            Some((regions, n, isolated))
        } else {
            None
        };
        let op = OpId::create(ctx, state);
        let results: Vec<Value> = ctx.op(op).results().collect();
        if region.num_values != 0 && !results.is_empty() {
            self.define(ctx, &at, &results)?;
        }
        use_lists::record(&mut self.use_orders, &results, use_orders);
        if let Some((regions, n, isolated)) = regions {
            if n > 0 {
                self.regions(ctx, c, &regions, n, isolated)?;
            }
        }
        Ok(op)
    }

    /// The properties of an operation named `name`, from version 5 on, when its name
    /// records whether it was registered when written (MLIR's `wasRegistered`): an index
    /// into the properties section, whose entry is read by the operation's encoding of its
    /// properties when it is registered here and as one attribute otherwise. MLIR tests
    /// whether the flag is present, not its value (`if (wasRegistered)` on an optional), so
    /// the entry is read in both cases, as the writer writes it in both.
    fn properties(
        &mut self,
        ctx: &mut Context,
        c: &mut Cursor<'_>,
        name: OperationName,
        was_registered: Option<bool>,
    ) -> Result<Props<'a>, ReadError> {
        if was_registered.is_none() {
            return Err(c.error(format!(
                "Unexpected missing `wasRegistered` opname flag at bytecode version {} with \
                 properties.",
                self.st.version
            )));
        }
        let at = *c;
        let i = c.var_int()?;
        let op_name = || ctx.op_name(name).as_str().to_string();
        let Some(&entry) = self.st.props.get(usize::try_from(i).unwrap_or(usize::MAX)) else {
            return Err(at.error(format!("Properties idx out-of-bound for {}", op_name())));
        };
        match ctx.op_name(name).definition().map(|d| d.properties) {
            Some(Some(vt)) if !vt.bytecode.is_empty() => Ok(Props::Native(entry)),
            Some(_) => Err(entry.error(format!(
                "has properties but missing BytecodeOpInterface for {}",
                op_name()
            ))),
            None => {
                let mut p = entry;
                let a = p.var_int()?;
                Ok(Props::Attr(attr(ctx, self.st, &entry, a)?))
            }
        }
    }

    fn regions(
        &mut self,
        ctx: &mut Context,
        c: &mut Cursor<'_>,
        regions: &[RegionId],
        count: u64,
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
        let c = match inner.as_mut() {
            Some(body) => body,
            None => c,
        };
        for &r in regions {
            self.region(ctx, c, r)?;
        }
        if (regions.len() as u64) < count {
            // Not reached: the regions made are more than the bytes left can hold.
            c.var_int()?;
            return Err(c.error("more regions than bytes left"));
        }
        if isolated {
            if let Some(mut scope) = self.scopes.pop() {
                while !scope.regions.is_empty() {
                    scope.pop(&mut self.budget);
                }
            }
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
        let num_blocks = c.var_int()?;
        if num_blocks == 0 {
            return Ok(());
        }
        // MLIR keeps the count of values as an `unsigned`.
        let num_values = c.var_int()? as u32;
        // Each block takes a byte at least: no more can be read than the bytes left.
        let made = num_blocks.min(c.remaining() as u64 + 1);
        let blocks: Vec<BlockId> = (0..made)
            .map(|_| {
                let b = BlockId::create(ctx);
                region.append_block(ctx, b);
                b
            })
            .collect();
        let state = RegionState {
            blocks,
            count: num_blocks,
            num_values,
        };
        let budget = &mut self.budget;
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(u64::from(num_values), budget);
        }
        for &b in &state.blocks {
            let num_ops = self.block_header(ctx, c, b)?;
            self.block_ops(ctx, c, b, num_ops, &state)?;
        }
        if made < num_blocks {
            // Not reached: the blocks made are more than the bytes left can hold.
            c.var_int()?;
            return Err(c.error("more blocks than bytes left"));
        }
        let budget = &mut self.budget;
        if let Some(scope) = self.scopes.last_mut() {
            scope.pop(budget);
        }
        Ok(())
    }

    /// A block's header (MLIR's `parseBlockHeader`): its number of operations, its
    /// arguments and their use-list orders.
    fn block_header(
        &mut self,
        ctx: &mut Context,
        c: &mut Cursor<'_>,
        block: BlockId,
    ) -> Result<u64, ReadError> {
        let (num_ops, has_args) = c.var_int_with_flag()?;
        if has_args {
            self.block_arguments(ctx, c, block)?;
        }
        if self.st.version < version::USE_LIST_ORDERING || !has_args || c.byte()? == 0 {
            return Ok(num_ops);
        }
        let args = ctx.block(block).arguments().to_vec();
        let orders = use_lists::read_use_list_orders(c, args.len())?;
        if orders.is_empty() {
            return Err(ReadError::silent(c.offset()));
        }
        use_lists::record(&mut self.use_orders, &args, orders);
        Ok(num_ops)
    }

    /// A block's arguments (MLIR's `parseBlockArguments`): their types and locations, then
    /// their definitions.
    fn block_arguments(
        &mut self,
        ctx: &mut Context,
        c: &mut Cursor<'_>,
        block: BlockId,
    ) -> Result<(), ReadError> {
        let at = *c;
        let n = c.var_int()?;
        let mut args = Vec::new();
        for _ in 0..n {
            let at = *c;
            let (t, loc) = if self.st.version >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                let (t, has_loc) = c.var_int_with_flag()?;
                let t = ty(ctx, self.st, &at, t)?;
                let loc = if has_loc { Some(c.var_int()?) } else { None };
                (t, loc)
            } else {
                let t = c.var_int()?;
                let t = ty(ctx, self.st, &at, t)?;
                (t, Some(c.var_int()?))
            };
            let loc = match loc {
                Some(l) => {
                    let a = attr(ctx, self.st, &at, l)?;
                    as_location(ctx, &at, a)?
                }
                None => Location::unknown(ctx),
            };
            args.push((t, loc));
        }
        let values: Vec<Value> = args
            .into_iter()
            .map(|(t, loc)| block.add_argument(ctx, t, loc))
            .collect();
        self.define(ctx, &at, &values)
    }

    fn block_ops(
        &mut self,
        ctx: &mut Context,
        c: &mut Cursor<'_>,
        block: BlockId,
        num_ops: u64,
        region: &RegionState,
    ) -> Result<(), ReadError> {
        for _ in 0..num_ops {
            let op = self.op(ctx, c, region)?;
            block.append_op(ctx, op);
        }
        Ok(())
    }

    fn scope(&mut self) -> &mut Scope {
        if self.scopes.is_empty() {
            self.scopes.push(Scope::default());
        }
        let last = self.scopes.len() - 1;
        &mut self.scopes[last]
    }

    /// Defines the next values of the current region as `values` (MLIR's `defineValues`),
    /// resolving forward references to them.
    fn define(
        &mut self,
        ctx: &mut Context,
        at: &Cursor<'_>,
        values: &[Value],
    ) -> Result<(), ReadError> {
        let scope = self.scope();
        let next = scope.regions.last().map_or(0, |r| r.0);
        let end = next.saturating_add(values.len() as u64);
        if end > scope.len {
            return Err(at.error(format!(
                "value index range was outside of the expected range for the parent region, \
                 got [{next}, {end}), but the maximum index was {}",
                scope.len.wrapping_sub(1)
            )));
        }
        if let Some(r) = scope.regions.last_mut() {
            r.0 = end;
        }
        for (i, &v) in values.iter().enumerate() {
            let old = self.scope().replace(next + i as u64, Slot::Defined(v));
            if let Slot::Forward(placeholder, op) = old {
                placeholder.replace_all_uses_with(ctx, v);
                op.erase(ctx);
                self.pending -= 1;
            }
        }
        Ok(())
    }

    /// Value `idx` of the current scope, or a placeholder for it until it is defined.
    fn value(&mut self, ctx: &mut Context, at: &Cursor<'_>, idx: u64) -> Result<Value, ReadError> {
        let scope = self.scope();
        if idx >= scope.len {
            return Err(at.error(format!("invalid value index: {idx}")));
        }
        match scope.get(idx) {
            Slot::Defined(v) | Slot::Forward(v, _) => Ok(v),
            Slot::Empty => {
                self.forward_refs = true;
                self.pending += 1;
                let name = OperationName::get(ctx, "<<forward reference>>");
                let mut state = OperationState::new(name, Location::unknown(ctx));
                state.result_types.push(Type::none(ctx));
                let op = OpId::create(ctx, state);
                let v = ctx.op(op).result(0);
                self.scope().replace(idx, Slot::Forward(v, op));
                Ok(v)
            }
        }
    }
}

/// Sets the properties and the discardable attributes of `state` from what was read.
fn set_attributes(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    at: &Cursor<'_>,
    state: &mut OperationState,
    dict: Option<Attribute>,
    props: Option<Props<'_>>,
) -> Result<(), ReadError> {
    let vtable = ctx
        .op_name(state.name)
        .definition()
        .and_then(|d| d.properties);
    let Some(vt) = vtable.filter(|v| !v.bytecode.is_empty()) else {
        state.attributes = dict;
        if let Some(Props::Attr(a)) = props {
            state.properties = PropertyStorage::Attr(a);
        }
        return Ok(());
    };
    let mut inherent: Vec<(Identifier, Attribute)> = Vec::new();
    if let Some(Props::Native(mut p)) = props {
        let native_segments = st.version >= version::NATIVE_PROPERTIES_ODS_SEGMENT_SIZE;
        let attrs_first = vt.bytecode.iter().filter(|e| {
            !native_segments || !matches!(e.encoding, PropertyEncoding::SegmentSizes { .. })
        });
        let segments_after = vt.bytecode.iter().filter(|e| {
            native_segments && matches!(e.encoding, PropertyEncoding::SegmentSizes { .. })
        });
        for entry in attrs_first.chain(segments_after) {
            let value = match entry.encoding {
                PropertyEncoding::Attr { class } => {
                    let i = p.var_int()?;
                    let a = attr(ctx, st, &p, i)?;
                    Some(of_class(ctx, &p, a, class)?)
                }
                PropertyEncoding::OptionalAttr { class } => {
                    let (i, present) = p.var_int_with_flag()?;
                    if present {
                        let a = attr(ctx, st, &p, i)?;
                        Some(of_class(ctx, &p, a, class)?)
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
                inherent.push((Identifier::get(ctx, entry.name), v));
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
            .partition(|(n, _)| properties::is_attribute(vt.bytecode, (*n).as_str(ctx)));
        inherent = inh;
        state.attributes = (!rest.is_empty()).then(|| Attribute::dictionary(ctx, &rest));
    }
    let inherent_dict = Attribute::dictionary(ctx, &inherent);
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

/// `a`, read for a property stored as `class` (see [`PropertyEncoding::Attr`]), when it is of
/// that class; else MLIR's `readAttribute<T>` error, naming the C++ class as
/// `llvm::getTypeName` does (the dense array aliases by the template they name).
fn of_class(
    ctx: &Context,
    at: &Cursor<'_>,
    a: Attribute,
    class: &str,
) -> Result<Attribute, ReadError> {
    if class.is_empty() || ctx.attr(a).has_storage_class(class) {
        return Ok(a);
    }
    let element = match class {
        "DenseBoolArrayAttr" => Some("bool"),
        "DenseI8ArrayAttr" => Some("signed char"),
        "DenseI16ArrayAttr" => Some("short"),
        "DenseI32ArrayAttr" => Some("int"),
        "DenseI64ArrayAttr" => Some("long"),
        "DenseF32ArrayAttr" => Some("float"),
        "DenseF64ArrayAttr" => Some("double"),
        _ => None,
    };
    let name = match element {
        Some(e) => format!("mlir::detail::DenseArrayAttrImpl<{e}>"),
        None => format!("mlir::{class}"),
    };
    let got = crate::asm::printer::attribute_to_string(ctx, a);
    Err(at.error(format!("expected {name}, but got: {got}")))
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
    let i32_ty = Type::int(ctx, 32);
    let values = sizes
        .iter()
        .map(|&v| Scalar::Int(crate::attributes::ApInt::from_i128(32, i128::from(v))))
        .collect();
    Ok(Attribute::get(
        ctx,
        AttrKind::DenseArray {
            elem: i32_ty,
            values,
        },
    ))
}
