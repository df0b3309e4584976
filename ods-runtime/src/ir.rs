//! Operations, blocks, regions and SSA values, stored in arenas owned by the context.
//!
//! Every IR entity is addressed by a small `Copy` id ([`OpId`], [`BlockId`], [`RegionId`],
//! [`Value`]). A block keeps its operations in an intrusive doubly linked list (O(1) insert
//! and erase); every value keeps an intrusive list of its uses (O(uses) replace-all-uses).
//! Results of one operation are allocated contiguously, so result `i` is a field read.
//! Operation names are interned here as [`OperationName`]s, registered or not; what is
//! registered for a name lives in the registry.
//!
//! [`OpId::create`] runs the default populator a registered operation name carries
//! (see [`PopulateDefaultsFn`]) on the state before creating the operation, as MLIR's
//! operation creation populates default-valued properties. So that creation does not look
//! registrations up in [`crate::registry`] (the layer above), the store keeps its own
//! per-name table of populators, which [`Context::register_op`] fills: the one piece of a
//! registration that creating an operation needs.

use crate::types::Identifier;
use std::any::Any;
use std::fmt;
use std::hash::{Hash, Hasher};

use std::collections::HashMap;

mod adopt;
pub mod ids;
pub(crate) mod transplant;
pub mod views;

use crate::listener::{IrChange, Listener};
use crate::{Attribute, Context, Location, Type};
pub use ids::{BlockId, OpId, OperationName, RegionId, Value};

/// The interned operation names, in order of first sight.
#[derive(Clone, Default)]
pub(crate) struct OpNames {
    names: Vec<Box<str>>,
    by_name: HashMap<Box<str>, u32>,
}

impl OpNames {
    fn intern(&mut self, name: &str) -> OperationName {
        if let Some(&id) = self.by_name.get(name) {
            return OperationName(id);
        }
        let id = self.names.len() as u32;
        self.names.push(name.into());
        self.by_name.insert(name.into(), id);
        OperationName(id)
    }
}

/// Sentinel for "no id" in the packed link fields.
const NONE: u32 = u32::MAX;

/// Panics for an id whose entity was erased.
#[cold]
#[track_caller]
fn stale_id(kind: &str, slot: u32) -> ! {
    panic!("stale {kind} id (slot {slot}): the {kind} it named was erased")
}

/// Arena entries that count the times their slot was freed.
trait Generational {
    fn generation(&self) -> u32;
    fn generation_mut(&mut self) -> &mut u32;
}

/// Stores `data` in a freed slot, under that slot's generation, or in a new slot at
/// generation 0; returns the slot and its generation.
fn place<T: Generational>(arena: &mut Vec<T>, free: &mut Vec<u32>, mut data: T) -> (u32, u32) {
    match free.pop() {
        Some(slot) => {
            let generation = arena[slot as usize].generation();
            *data.generation_mut() = generation;
            arena[slot as usize] = data;
            (slot, generation)
        }
        None => {
            *data.generation_mut() = 0;
            arena.push(data);
            (arena.len() as u32 - 1, 0)
        }
    }
}

/// Frees `slot` for reuse; its generation advances, so ids of the old entry go stale.
fn retire<T: Generational>(arena: &mut [T], free: &mut Vec<u32>, slot: u32) {
    let generation = arena[slot as usize].generation_mut();
    *generation = generation.wrapping_add(1);
    free.push(slot);
}

/// The entry in `slot` when it is still at `generation`; panics on a stale id.
#[track_caller]
fn checked<'a, T: Generational>(arena: &'a [T], slot: u32, generation: u32, kind: &str) -> &'a T {
    let d = &arena[slot as usize];
    if d.generation() != generation {
        stale_id(kind, slot);
    }
    d
}

/// [`checked`], for changing the entry.
#[track_caller]
fn checked_mut<'a, T: Generational>(
    arena: &'a mut [T],
    slot: u32,
    generation: u32,
    kind: &str,
) -> &'a mut T {
    let d = &mut arena[slot as usize];
    if d.generation() != generation {
        stale_id(kind, slot);
    }
    d
}

/// One use of a value: operand `index` of operation `op`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct OpOperandRef {
    /// The operation using the value.
    pub op: OpId,
    /// The operand position within that operation.
    pub index: u32,
}

/// A packed optional [`OpOperandRef`] used in the intrusive use lists.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct UseLink {
    op: u32,
    index: u32,
}

impl UseLink {
    const NIL: UseLink = UseLink { op: NONE, index: 0 };

    /// The use this link names; its operation is live, so the id takes the slot's current
    /// generation.
    fn get(self, store: &IrStore) -> Option<OpOperandRef> {
        (self.op != NONE).then(|| OpOperandRef {
            op: store.op_id(self.op),
            index: self.index,
        })
    }

    /// Whether the link names no use.
    fn is_nil(self) -> bool {
        self.op == NONE
    }

    fn of(r: OpOperandRef) -> Self {
        UseLink {
            op: r.op.slot,
            index: r.index,
        }
    }
}

/// An operand slot: the value it reads and its links in that value's use list.
#[derive(Clone, Debug)]
pub(crate) struct Operand {
    value: Value,
    prev: UseLink,
    next: UseLink,
}

/// What defines a value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// Result `index` of an operation.
    OpResult {
        /// The defining operation.
        op: OpId,
        /// The result position.
        index: u32,
    },
    /// Argument `index` of a block.
    BlockArgument {
        /// The owning block.
        block: BlockId,
        /// The argument position.
        index: u32,
    },
}

#[derive(Clone, Debug)]
pub(crate) struct ValueData {
    ty: Type,
    def: ValueDef,
    /// Location of a block argument (results use their op's location).
    loc: Option<Location>,
    first_use: UseLink,
}

/// The inherent data of a registered operation, typed and stored with the op.
///
/// Implemented for every `Clone + PartialEq + Hash + Debug + Send + Sync + 'static` type
/// (operations move between threads with their properties), so a generated
/// `struct AddIProperties { overflow_flags: .. }` is a property storage as written. Reading a
/// property is a downcast and a field access; writing one allocates and uniques nothing.
pub trait Properties: Any + fmt::Debug + Send + Sync {
    /// `self` as [`Any`], for downcasting to the concrete storage.
    fn as_any(&self) -> &dyn Any;
    /// `self` as mutable [`Any`], for downcasting to the concrete storage.
    fn as_any_mut(&mut self) -> &mut dyn Any;
    /// A boxed deep copy.
    fn clone_box(&self) -> Box<dyn Properties>;
    /// Equality with another storage (false when the concrete types differ).
    fn eq_dyn(&self, other: &dyn Properties) -> bool;
    /// Feeds the storage into a hasher (for operation equivalence).
    fn hash_dyn(&self, state: &mut dyn Hasher);
}

impl<T: Any + Clone + PartialEq + Hash + fmt::Debug + Send + Sync> Properties for T {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
    fn clone_box(&self) -> Box<dyn Properties> {
        Box::new(self.clone())
    }
    fn eq_dyn(&self, other: &dyn Properties) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
    fn hash_dyn(&self, mut state: &mut dyn Hasher) {
        self.hash(&mut state);
    }
}

/// The properties of one operation.
#[derive(Debug, Default)]
pub enum PropertyStorage {
    /// The operation has no properties.
    #[default]
    None,
    /// An unregistered operation keeps its `<{...}>` as an attribute.
    Attr(Attribute),
    /// A registered operation's typed storage.
    Typed(Box<dyn Properties>),
}

impl Clone for PropertyStorage {
    fn clone(&self) -> Self {
        match self {
            PropertyStorage::None => PropertyStorage::None,
            PropertyStorage::Attr(a) => PropertyStorage::Attr(*a),
            PropertyStorage::Typed(p) => PropertyStorage::Typed(p.clone_box()),
        }
    }
}

impl PartialEq for PropertyStorage {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (PropertyStorage::None, PropertyStorage::None) => true,
            (PropertyStorage::Attr(a), PropertyStorage::Attr(b)) => a == b,
            (PropertyStorage::Typed(a), PropertyStorage::Typed(b)) => a.eq_dyn(b.as_ref()),
            _ => false,
        }
    }
}

impl Hash for PropertyStorage {
    fn hash<H: Hasher>(&self, state: &mut H) {
        match self {
            PropertyStorage::None => 0u8.hash(state),
            PropertyStorage::Attr(a) => {
                1u8.hash(state);
                a.hash(state);
            }
            PropertyStorage::Typed(p) => {
                2u8.hash(state);
                p.hash_dyn(state);
            }
        }
    }
}

#[derive(Debug)]
pub(crate) struct OpData {
    name: OperationName,
    loc: Location,
    parent: u32,
    prev: u32,
    next: u32,
    first_result: u32,
    num_results: u32,
    operands: Vec<Operand>,
    successors: Box<[BlockId]>,
    regions: Box<[RegionId]>,
    properties: PropertyStorage,
    /// The discardable attributes as a dictionary attribute (`None` when empty).
    attrs: Option<Attribute>,
    alive: bool,
    /// Advanced each time the slot is freed (see [`OpId`]).
    generation: u32,
}

#[derive(Debug, Default)]
pub(crate) struct BlockData {
    parent: u32,
    args: Vec<Value>,
    first: u32,
    last: u32,
    alive: bool,
    /// Advanced each time the slot is freed (see [`BlockId`]).
    generation: u32,
}

#[derive(Debug, Default)]
pub(crate) struct RegionData {
    parent: u32,
    blocks: Vec<BlockId>,
    alive: bool,
    /// Advanced each time the slot is freed (see [`RegionId`]).
    generation: u32,
}

macro_rules! generational {
    ($($data:ty),*) => {
        $(impl Generational for $data {
            fn generation(&self) -> u32 {
                self.generation
            }
            fn generation_mut(&mut self) -> &mut u32 {
                &mut self.generation
            }
        })*
    };
}
generational!(OpData, BlockData, RegionData);

/// Arenas for operations, blocks, regions and values.
#[derive(Default)]
pub(crate) struct IrStore {
    ops: Vec<OpData>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
    values: Vec<ValueData>,
    free_ops: Vec<u32>,
    free_blocks: Vec<u32>,
    free_regions: Vec<u32>,
    /// Every operation name seen, registered or not.
    /// Shared with the contexts passes run in on other threads (copied on first change).
    pub(crate) op_names: std::sync::Arc<OpNames>,
    /// The default populator of each registered operation name, indexed by the name's id
    /// (kept in step with the registry by [`Context::register_op`]).
    populators: std::sync::Arc<Vec<Option<PopulateDefaultsFn>>>,
    /// The listener told about every change (see [`Context::set_listener`]).
    listener: Option<Box<dyn Listener + Send + Sync>>,
}

/// Fills what a new operation of a registered name leaves unset, before it is created: the
/// default values of default-valued attributes and properties (MLIR's
/// `populateDefaultProperties`). It must keep whatever the state already holds.
///
/// Registered with [`crate::registry::OpDefinition::with_default_populator`] and run by
/// [`OpId::create`] for every operation of that name: built, parsed (generic or custom
/// form) or cloned.
pub type PopulateDefaultsFn = fn(&mut Context, &mut OperationState);

/// Everything needed to create an operation.
#[derive(Debug, Clone)]
pub struct OperationState {
    /// The operation name (registered or not).
    pub name: OperationName,
    /// The location.
    pub loc: Location,
    /// Operands, successor operands included.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// Detached regions (see [`RegionId::create`]) the operation takes ownership of.
    pub regions: Vec<RegionId>,
    /// The properties.
    pub properties: PropertyStorage,
    /// The discardable attributes as a dictionary attribute (`None` when empty).
    pub attributes: Option<Attribute>,
}

impl OperationState {
    /// A state with a name and location and nothing else.
    pub fn new(name: OperationName, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
            properties: PropertyStorage::None,
            attributes: None,
        }
    }

    /// Sets the typed properties to `properties`.
    pub fn set_properties<P: Properties>(&mut self, properties: P) {
        self.properties = PropertyStorage::Typed(Box::new(properties));
    }

    /// The typed properties as a `P`, first set to `P::default()` unless they already are
    /// one.
    pub fn properties_or_default<P: Properties + Default>(&mut self) -> &mut P {
        let is_p = matches!(&self.properties, PropertyStorage::Typed(p) if p.as_any().is::<P>());
        if !is_p {
            self.set_properties(P::default());
        }
        match &mut self.properties {
            PropertyStorage::Typed(p) => match p.as_any_mut().downcast_mut::<P>() {
                Some(p) => p,
                None => unreachable!("the properties were just set to this type"),
            },
            _ => unreachable!("the properties were just set"),
        }
    }
}

/// Visiting order for [`views::OpRef::walk`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// An operation before the operations nested in its regions.
    PreOrder,
    /// An operation after the operations nested in its regions.
    PostOrder,
}

/// Maps values and blocks of an original to those of a clone.
#[derive(Default, Debug, Clone)]
pub struct IrMapping {
    values: HashMap<Value, Value>,
    blocks: HashMap<BlockId, BlockId>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }
    /// Maps `from` to `to`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
    /// Maps block `from` to `to`.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }
    /// The value `v` maps to, or `v` itself.
    pub fn lookup_value(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }
    /// The block `b` maps to, or `b` itself.
    pub fn lookup_block(&self, b: BlockId) -> BlockId {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

fn opt(x: u32) -> Option<u32> {
    (x != NONE).then_some(x)
}

/// Iterator over the operations of a block, in order.
pub struct BlockOps<'a> {
    store: &'a IrStore,
    cur: u32,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let cur = opt(self.cur)?;
        self.cur = self.store.ops[cur as usize].next;
        Some(self.store.op_id(cur))
    }
}

/// Iterator over the uses of a value.
pub struct ValueUses<'a> {
    store: &'a IrStore,
    cur: UseLink,
}

impl Iterator for ValueUses<'_> {
    type Item = OpOperandRef;
    fn next(&mut self) -> Option<OpOperandRef> {
        let r = self.cur.get(self.store)?;
        self.cur = self.store.op(r.op).operands[r.index as usize].next;
        Some(r)
    }
}

impl IrStore {
    #[track_caller]
    fn op(&self, op: OpId) -> &OpData {
        checked(&self.ops, op.slot, op.generation, "operation")
    }
    #[track_caller]
    fn op_mut(&mut self, op: OpId) -> &mut OpData {
        checked_mut(&mut self.ops, op.slot, op.generation, "operation")
    }
    #[track_caller]
    fn block(&self, block: BlockId) -> &BlockData {
        checked(&self.blocks, block.slot, block.generation, "block")
    }
    #[track_caller]
    fn block_mut(&mut self, block: BlockId) -> &mut BlockData {
        checked_mut(&mut self.blocks, block.slot, block.generation, "block")
    }
    #[track_caller]
    fn region(&self, region: RegionId) -> &RegionData {
        checked(&self.regions, region.slot, region.generation, "region")
    }
    #[track_caller]
    fn region_mut(&mut self, region: RegionId) -> &mut RegionData {
        checked_mut(&mut self.regions, region.slot, region.generation, "region")
    }

    /// The id of the operation now in slot `slot` (read from a link, so it is current).
    fn op_id(&self, slot: u32) -> OpId {
        let generation = self.ops[slot as usize].generation;
        OpId { slot, generation }
    }
    /// The id of the block now in slot `slot`.
    fn block_id(&self, slot: u32) -> BlockId {
        let generation = self.blocks[slot as usize].generation;
        BlockId { slot, generation }
    }
    /// The id of the region now in slot `slot`.
    fn region_id(&self, slot: u32) -> RegionId {
        let generation = self.regions[slot as usize].generation;
        RegionId { slot, generation }
    }

    fn link_use(&mut self, user: OpOperandRef) {
        let value = self.op(user.op).operands[user.index as usize].value;
        let head = self.values[value.index()].first_use;
        if !head.is_nil() {
            self.ops[head.op as usize].operands[head.index as usize].prev = UseLink::of(user);
        }
        let slot = &mut self.op_mut(user.op).operands[user.index as usize];
        slot.prev = UseLink::NIL;
        slot.next = head;
        self.values[value.index()].first_use = UseLink::of(user);
    }

    fn unlink_use(&mut self, user: OpOperandRef) {
        let slot = &self.op(user.op).operands[user.index as usize];
        let (value, prev, next) = (slot.value, slot.prev, slot.next);
        if prev.is_nil() {
            self.values[value.index()].first_use = next;
        } else {
            self.ops[prev.op as usize].operands[prev.index as usize].next = next;
        }
        if !next.is_nil() {
            self.ops[next.op as usize].operands[next.index as usize].prev = prev;
        }
    }
}

impl Context {
    // ----- operation names ------------------------------------------------------------------

    // ----- creation -------------------------------------------------------------------------

    /// Records `f` as the default populator of operations named `name` (`None` removes it);
    /// called by the registry when it registers a definition.
    pub(crate) fn set_default_populator(
        &mut self,
        name: OperationName,
        f: Option<PopulateDefaultsFn>,
    ) {
        let table = std::sync::Arc::make_mut(&mut self.ir.populators);
        let i = name.0 as usize;
        if table.len() <= i {
            if f.is_none() {
                return;
            }
            table.resize(i + 1, None);
        }
        table[i] = f;
    }

    // ----- change notifications -------------------------------------------------------------

    /// Installs `listener` (or, with `None`, removes the current one), returning the one it
    /// replaces. The listener hears every change the IR mutators make from now on (see
    /// [`crate::listener`]).
    pub fn set_listener(
        &mut self,
        listener: Option<Box<dyn Listener + Send + Sync>>,
    ) -> Option<Box<dyn Listener + Send + Sync>> {
        std::mem::replace(&mut self.ir.listener, listener)
    }

    /// Whether a listener is installed.
    pub(crate) fn has_listener(&self) -> bool {
        self.ir.listener.is_some()
    }

    /// Tells the listener, if any, about `change`.
    #[inline]
    pub(crate) fn notify(&mut self, change: IrChange) {
        if self.ir.listener.is_some() {
            self.notify_slow(change);
        }
    }

    #[cold]
    fn notify_slow(&mut self, change: IrChange) {
        if let Some(mut listener) = self.ir.listener.take() {
            listener.notify(self, change);
            // A listener that installed another one meanwhile keeps the newer.
            if self.ir.listener.is_none() {
                self.ir.listener = Some(listener);
            }
        }
    }

    /// Removes every use of the values of `values` from the operations using them (their
    /// operand lists shrink), as MLIR drops the uses of values about to be erased.
    pub(crate) fn drop_uses_of(&mut self, values: &std::collections::HashSet<Value>) {
        let mut users: Vec<OpId> = Vec::new();
        for &v in values {
            users.extend(self.value(v).uses().map(|u| u.op));
        }
        users.sort();
        users.dedup();
        for u in users {
            self.retain_operands(u, &|v| !values.contains(&v));
        }
    }

    /// Marks the detached, emptied block `b` dead and its slot free.
    fn free_block(&mut self, b: BlockId) {
        let bd = self.ir.block_mut(b);
        bd.alive = false;
        bd.args.clear();
        bd.first = NONE;
        bd.last = NONE;
        retire(&mut self.ir.blocks, &mut self.ir.free_blocks, b.slot);
    }

    // ----- structure edits ------------------------------------------------------------------

    fn link_op(&mut self, block: BlockId, after: Option<u32>, op: OpId) {
        let ir = &mut self.ir;
        debug_assert_eq!(ir.op(op).parent, NONE, "operation is already in a block");
        let next = match after {
            Some(a) => ir.ops[a as usize].next,
            None => ir.block(block).first,
        };
        {
            let d = ir.op_mut(op);
            d.parent = block.slot;
            d.prev = after.unwrap_or(NONE);
            d.next = next;
        }
        match after {
            Some(a) => ir.ops[a as usize].next = op.slot,
            None => ir.block_mut(block).first = op.slot,
        }
        match opt(next) {
            Some(n) => ir.ops[n as usize].prev = op.slot,
            None => ir.block_mut(block).last = op.slot,
        }
    }

    /// The operations nested in `op`, then `op`, in the order upstream's rewriter erases
    /// them: regions last to first, blocks last to first, operations from the end of their
    /// block, each after what it holds.
    fn erase_order(&self, op: OpId, out: &mut Vec<OpId>) {
        for &r in self.op(op).regions().iter().rev() {
            for &b in self.region(r).blocks().iter().rev() {
                let mut cur = self.block(b).last_op();
                while let Some(o) = cur {
                    self.erase_order(o, out);
                    cur = self.op(o).prev();
                }
            }
        }
        out.push(op);
    }

    fn drop_operands(&mut self, op: OpId) {
        for index in 0..self.ir.op(op).operands.len() as u32 {
            self.ir.unlink_use(OpOperandRef { op, index });
        }
        self.ir.op_mut(op).operands.clear();
    }

    /// Keeps only the operands of `op` for which `keep` holds (an operation about to be
    /// erased sheds its references to values erased with it, as MLIR nulls them).
    pub(crate) fn retain_operands(&mut self, op: OpId, keep: &dyn Fn(Value) -> bool) {
        let values: Vec<Value> = self.op(op).operands().collect();
        if values.iter().all(|&v| keep(v)) {
            return;
        }
        let kept: Vec<Value> = values.into_iter().filter(|&v| keep(v)).collect();
        self.set_operands_raw(op, &kept);
    }

    fn set_operands_raw(&mut self, op: OpId, values: &[Value]) {
        self.drop_operands(op);
        self.ir.op_mut(op).operands = values
            .iter()
            .map(|&value| Operand {
                value,
                prev: UseLink::NIL,
                next: UseLink::NIL,
            })
            .collect();
        for index in 0..values.len() as u32 {
            self.ir.link_use(OpOperandRef { op, index });
        }
    }

    // ----- properties and attributes --------------------------------------------------------

    // ----- queries --------------------------------------------------------------------------

    /// The type of a value or of a typed attribute: what `$_self.getType()` means in an ODS
    /// predicate, which names operands, results and attributes alike. Of a variadic
    /// group, the types of its values (C++'s `OperandRange::getType()`, a type range); of
    /// an optional one, the type of its value if present.
    pub fn type_of<T: Typed>(&self, x: T) -> T::Output {
        x.type_in(self)
    }

    // ----- traversal ------------------------------------------------------------------------

    // ----- cloning --------------------------------------------------------------------------

    fn remap_operands(&mut self, c: OpId, mapping: &IrMapping) {
        {
            for i in 0..self.op(c).num_operands() {
                let v = self.op(c).operand(i);
                let m = mapping.lookup_value(v);
                if m != v {
                    c.set_operand(self, i, m);
                }
            }
        }
    }
}

/// A typed view of an operation: the thin `Copy` wrapper generated op types implement.
pub trait OpView: Copy {
    /// The operation name (`dialect.op`).
    const NAME: &'static str;
    /// Wraps `op` without checking its name.
    fn from_op_unchecked(op: OpId) -> Self;
    /// The wrapped operation.
    fn op(self) -> OpId;
}

/// Something with a type: a [`Value`], or an [`Attribute`] (a typed
/// attribute's type; `none` for an attribute without one), or a group of values (their
/// types). See [`Context::type_of`].
pub trait Typed {
    /// The type, or types, of `self`.
    type Output;
    /// The type, or types, of `self`.
    fn type_in(self, ctx: &Context) -> Self::Output;
}

impl Typed for Value {
    type Output = Type;
    fn type_in(self, ctx: &Context) -> Type {
        ctx.value(self).ty()
    }
}

impl Typed for Attribute {
    type Output = Type;
    fn type_in(self, ctx: &Context) -> Type {
        ctx.attr(self).ty().unwrap_or_else(|| Type::none(ctx))
    }
}

/// A variadic group of values: their types, in order.
impl Typed for Vec<Value> {
    type Output = Vec<Type>;
    fn type_in(self, ctx: &Context) -> Vec<Type> {
        self.into_iter().map(|v| ctx.value(v).ty()).collect()
    }
}

/// An optional value: its type, if present.
impl Typed for Option<Value> {
    type Output = Option<Type>;
    fn type_in(self, ctx: &Context) -> Option<Type> {
        self.map(|v| ctx.value(v).ty())
    }
}

impl OperationName {
    /// Interns `name` (registered or not).
    pub fn get(ctx: &mut Context, name: &str) -> OperationName {
        if let Some(&id) = ctx.ir.op_names.by_name.get(name) {
            return OperationName(id);
        }
        std::sync::Arc::make_mut(&mut ctx.ir.op_names).intern(name)
    }

    /// The interned name, if `name` was seen before.
    pub fn lookup(ctx: &Context, name: &str) -> Option<OperationName> {
        ctx.ir
            .op_names
            .by_name
            .get(name)
            .map(|&id| OperationName(id))
    }
}

impl OpId {
    /// Creates a detached operation from `state` (insert it with [`BlockId::append_op`] or
    /// friends, or create it through an [`crate::builder::OpBuilder`]). Regions in `state`
    /// become owned by the new operation.
    ///
    /// When the name is registered with a default populator, the populator first fills what
    /// `state` leaves unset (see [`PopulateDefaultsFn`]).
    pub fn create(ctx: &mut Context, mut state: OperationState) -> OpId {
        let populate = ctx.ir.populators.get(state.name.0 as usize).copied();
        if let Some(Some(populate)) = populate {
            populate(ctx, &mut state);
        }
        let ir = &mut ctx.ir;
        let first_result = ir.values.len() as u32;
        let num_results = state.result_types.len() as u32;
        let data = OpData {
            name: state.name,
            loc: state.loc,
            parent: NONE,
            prev: NONE,
            next: NONE,
            first_result,
            num_results,
            operands: state
                .operands
                .iter()
                .map(|&value| Operand {
                    value,
                    prev: UseLink::NIL,
                    next: UseLink::NIL,
                })
                .collect(),
            successors: state.successors.into_boxed_slice(),
            regions: state.regions.into_boxed_slice(),
            properties: state.properties,
            attrs: state.attributes,
            alive: true,
            generation: 0,
        };
        let (slot, generation) = place(&mut ir.ops, &mut ir.free_ops, data);
        let id = OpId { slot, generation };
        for (index, ty) in state.result_types.into_iter().enumerate() {
            ir.values.push(ValueData {
                ty,
                def: ValueDef::OpResult {
                    op: id,
                    index: index as u32,
                },
                loc: None,
                first_use: UseLink::NIL,
            });
        }
        for index in 0..state.operands.len() as u32 {
            ir.link_use(OpOperandRef { op: id, index });
        }
        let regions = ir.op(id).regions.clone();
        for &r in regions.iter() {
            ir.region_mut(r).parent = id.slot;
        }
        id
    }

    /// Inserts detached `op` right before `anchor`, which must be in a block.
    pub fn insert_before(self, ctx: &mut Context, anchor: OpId) {
        let block = ctx.op(anchor).block().expect("anchor is in a block");
        let prev = ctx.ir.op(anchor).prev;
        ctx.link_op(block, opt(prev), self);
        ctx.notify(IrChange::Inserted(self));
    }

    /// Inserts detached `op` right after `anchor`, which must be in a block.
    pub fn insert_after(self, ctx: &mut Context, anchor: OpId) {
        let block = ctx.op(anchor).block().expect("anchor is in a block");
        ctx.link_op(block, Some(anchor.slot), self);
        ctx.notify(IrChange::Inserted(self));
    }

    /// Detaches `op` from its block, keeping it alive (O(1)).
    pub fn remove(self, ctx: &mut Context) {
        let ir = &mut ctx.ir;
        let d = ir.op(self);
        let (block, prev, next) = (d.parent, d.prev, d.next);
        let Some(block) = opt(block) else { return };
        match opt(prev) {
            Some(p) => ir.ops[p as usize].next = next,
            None => ir.blocks[block as usize].first = next,
        }
        match opt(next) {
            Some(n) => ir.ops[n as usize].prev = prev,
            None => ir.blocks[block as usize].last = prev,
        }
        let d = ir.op_mut(self);
        d.parent = NONE;
        d.prev = NONE;
        d.next = NONE;
    }

    /// Moves `op` (attached or not) to right before `anchor`.
    pub fn move_before(self, ctx: &mut Context, anchor: OpId) {
        self.remove(ctx);
        self.insert_before(ctx, anchor);
    }

    /// Moves `op` (attached or not) to right after `anchor`.
    pub fn move_after(self, ctx: &mut Context, anchor: OpId) {
        self.remove(ctx);
        self.insert_after(ctx, anchor);
    }

    /// Moves `op` (attached or not) to the end of `block`.
    pub fn move_to_end(self, ctx: &mut Context, block: BlockId) {
        self.remove(ctx);
        block.append_op(ctx, self);
    }

    /// Erases `op` and everything nested in it. Its results must have no uses outside the
    /// erased operations.
    ///
    /// # Panics
    /// When a result of `op` is still used.
    pub fn erase(self, ctx: &mut Context) {
        if ctx.has_listener() {
            // Announce each operation while the IR around it is intact: users before the
            // definitions they use (nested operations first, each block's from its end).
            let mut order = Vec::new();
            ctx.erase_order(self, &mut order);
            for o in order {
                ctx.notify(IrChange::Erased(o));
            }
        }
        self.remove(ctx);
        // Drop every operand reference inside first, so nested values lose their uses.
        let mut nested = Vec::new();
        ctx.op(self)
            .walk(WalkOrder::PostOrder, &mut |_, o| nested.push(o));
        for &o in &nested {
            ctx.drop_operands(o);
        }
        for &o in &nested {
            for r in ctx.op(o).results() {
                assert!(
                    ctx.value(r).use_empty(),
                    "erased operation result still has uses"
                );
            }
            let regions = std::mem::take(&mut ctx.ir.op_mut(o).regions);
            for r in regions.iter() {
                let blocks = std::mem::take(&mut ctx.ir.region_mut(*r).blocks);
                for b in blocks {
                    ctx.free_block(b);
                }
                ctx.ir.region_mut(*r).alive = false;
                retire(&mut ctx.ir.regions, &mut ctx.ir.free_regions, r.slot);
            }
            let d = ctx.ir.op_mut(o);
            d.alive = false;
            d.properties = PropertyStorage::None;
            d.successors = Box::default();
            d.num_results = 0;
            retire(&mut ctx.ir.ops, &mut ctx.ir.free_ops, o.slot);
        }
    }

    /// Removes every operand of `op` from its value's use list and clears the operand list.
    pub fn drop_all_operands(self, ctx: &mut Context) {
        ctx.drop_operands(self);
        ctx.notify(IrChange::Modified(self));
    }

    /// Sets operand `index` of `op` to `value`.
    pub fn set_operand(self, ctx: &mut Context, index: usize, value: Value) {
        let r = OpOperandRef {
            op: self,
            index: index as u32,
        };
        ctx.ir.unlink_use(r);
        ctx.ir.op_mut(self).operands[index].value = value;
        ctx.ir.link_use(r);
        ctx.notify(IrChange::Modified(self));
    }

    /// Replaces the operand list of `op`.
    pub fn set_operands(self, ctx: &mut Context, values: &[Value]) {
        ctx.set_operands_raw(self, values);
        ctx.notify(IrChange::Modified(self));
    }

    /// Replaces each result of `op` with the matching value of `with` everywhere.
    pub fn replace_all_uses_with(self, ctx: &mut Context, with: &[Value]) {
        let results: Vec<Value> = ctx.op(self).results().collect();
        assert_eq!(
            results.len(),
            with.len(),
            "replacement count matches results"
        );
        ctx.notify(IrChange::Replaced(self));
        for (r, w) in results.into_iter().zip(with) {
            r.replace_all_uses_with(ctx, *w);
        }
    }

    /// Sets the location of an operation.
    pub fn set_loc(self, ctx: &mut Context, loc: Location) {
        ctx.ir.op_mut(self).loc = loc;
        ctx.notify(IrChange::Modified(self));
    }

    /// Sets successor `index` of `op`.
    pub fn set_successor(self, ctx: &mut Context, index: usize, block: BlockId) {
        ctx.ir.op_mut(self).successors[index] = block;
        ctx.notify(IrChange::Modified(self));
    }

    /// The properties of `op`, mutably (writing allocates nothing).
    pub fn properties_storage_mut(self, ctx: &mut Context) -> &mut PropertyStorage {
        // The caller is about to modify them.
        ctx.notify(IrChange::Modified(self));
        &mut ctx.ir.op_mut(self).properties
    }

    /// The typed properties of `op`, mutably, if they are a `P`.
    pub fn properties_mut<P: Properties>(self, ctx: &mut Context) -> Option<&mut P> {
        // The caller is about to modify them.
        ctx.notify(IrChange::Modified(self));
        match &mut ctx.ir.op_mut(self).properties {
            PropertyStorage::Typed(p) => p.as_any_mut().downcast_mut::<P>(),
            _ => None,
        }
    }

    /// The typed properties of `op` as a `P`, mutably, first set to `P::default()` when
    /// `op` has none (an operation created from a state that set no properties): what a
    /// generated property setter writes, so that setting a property always takes effect,
    /// as MLIR's setters do on a registered operation.
    ///
    /// # Panics
    /// If `op`'s properties are of another kind than `P`: the properties of a registered
    /// operation are its own typed storage, so a `P` view of an op holding other properties
    /// is a view of an op that is not the one `P` belongs to.
    pub fn properties_or_default_mut<P: Properties + Default>(self, ctx: &mut Context) -> &mut P {
        ctx.notify(IrChange::Modified(self));
        let storage = &mut ctx.ir.op_mut(self).properties;
        if matches!(storage, PropertyStorage::None) {
            *storage = PropertyStorage::Typed(Box::new(P::default()));
        }
        match storage {
            PropertyStorage::Typed(p) => match p.as_any_mut().downcast_mut::<P>() {
                Some(p) => p,
                None => panic!(
                    "the properties of {self:?} are not a `{}`",
                    std::any::type_name::<P>()
                ),
            },
            _ => panic!(
                "{self:?} keeps its properties as an attribute (an unregistered operation), not as a `{}`",
                std::any::type_name::<P>()
            ),
        }
    }

    /// Replaces the discardable attribute dictionary of `op` (`None` for empty).
    pub fn set_attr_dict(self, ctx: &mut Context, dict: Option<Attribute>) {
        ctx.ir.op_mut(self).attrs = dict;
        ctx.notify(IrChange::Modified(self));
    }

    /// Sets (or with `None` removes) the discardable attribute `name` of `op`; this uniques a
    /// new dictionary, as in MLIR.
    pub fn set_discardable_attr(self, ctx: &mut Context, name: &str, value: Option<Attribute>) {
        let id = Identifier::get(ctx, name);
        let mut entries: Vec<(Identifier, Attribute)> = ctx.op(self).discardable_attrs().to_vec();
        entries.retain(|(n, _)| *n != id);
        if let Some(v) = value {
            entries.push((id, v));
        }
        let dict = if entries.is_empty() {
            None
        } else {
            Some(Attribute::dictionary(ctx, &entries))
        };
        ctx.ir.op_mut(self).attrs = dict;
        ctx.notify(IrChange::Modified(self));
    }

    /// Replaces `op` by an operation like it without the results whose index is in
    /// `erase` (MLIR's `RewriterBase::eraseOpResults`): same name, operands, successors,
    /// properties and attributes, its regions moved over; the kept results' uses move to
    /// the new operation, whose id is returned. The erased results must be unused.
    pub fn erase_results(self, ctx: &mut Context, erase: &[usize]) -> OpId {
        let results: Vec<Value> = ctx.op(self).results().collect();
        let kept: Vec<Value> = results
            .iter()
            .enumerate()
            .filter(|(i, _)| !erase.contains(i))
            .map(|(_, &v)| v)
            .collect();
        let mut regions = Vec::new();
        for r in ctx.op(self).regions().to_vec() {
            let nr = RegionId::create(ctx);
            for b in ctx.region(r).blocks().to_vec() {
                b.remove(ctx);
                nr.append_block(ctx, b);
            }
            regions.push(nr);
        }
        let d = ctx.ir.op(self);
        let state = OperationState {
            name: d.name,
            loc: d.loc,
            operands: ctx.op(self).operands().collect(),
            result_types: kept.iter().map(|&v| ctx.value(v).ty()).collect(),
            successors: d.successors.to_vec(),
            regions,
            properties: d.properties.clone(),
            attributes: d.attrs,
        };
        let new = OpId::create(ctx, state);
        new.insert_before(ctx, self);
        let replacements: Vec<Value> = ctx.op(new).results().collect();
        ctx.notify(IrChange::Replaced(self));
        for (from, to) in kept.into_iter().zip(replacements) {
            from.replace_all_uses_with(ctx, to);
        }
        self.erase(ctx);
        new
    }

    /// Deep-clones `op` (regions, properties and attributes included) as a detached
    /// operation. Operands defined outside `op` are remapped through `mapping` (or kept);
    /// the results and nested values of the original are mapped to the clone's in `mapping`.
    pub fn clone_with(self, ctx: &mut Context, mapping: &mut IrMapping) -> OpId {
        // First create every block of every nested region so successors and forward uses
        // can be remapped, then the operations.
        let regions: Vec<RegionId> = ctx.op(self).regions().to_vec();
        let mut new_regions = Vec::with_capacity(regions.len());
        for r in regions {
            let nr = RegionId::create(ctx);
            r.clone_into_region(ctx, nr, mapping);
            new_regions.push(nr);
        }
        let d = ctx.ir.op(self);
        let operands: Vec<Value> = d
            .operands
            .iter()
            .map(|o| mapping.lookup_value(o.value))
            .collect();
        let successors: Vec<BlockId> = d
            .successors
            .iter()
            .map(|&b| mapping.lookup_block(b))
            .collect();
        let state = OperationState {
            name: d.name,
            loc: d.loc,
            operands,
            result_types: ctx.op(self).results().map(|v| ctx.value(v).ty()).collect(),
            successors,
            regions: new_regions,
            properties: d.properties.clone(),
            attributes: d.attrs,
        };
        let new = OpId::create(ctx, state);
        for (a, b) in ctx.op(self).results().zip(ctx.op(new).results()) {
            mapping.map_value(a, b);
        }
        new
    }
}

impl RegionId {
    /// Creates an empty detached region.
    pub fn create(ctx: &mut Context) -> RegionId {
        let data = RegionData {
            parent: NONE,
            blocks: Vec::new(),
            alive: true,
            generation: 0,
        };
        let (slot, generation) = place(&mut ctx.ir.regions, &mut ctx.ir.free_regions, data);
        RegionId { slot, generation }
    }

    /// Appends block `block` (detached) to `region`.
    pub fn append_block(self, ctx: &mut Context, block: BlockId) {
        debug_assert_eq!(ctx.ir.block(block).parent, NONE);
        ctx.ir.block_mut(block).parent = self.slot;
        ctx.ir.region_mut(self).blocks.push(block);
    }

    /// Inserts detached `block` into `region` at position `pos`.
    pub fn insert_block(self, ctx: &mut Context, pos: usize, block: BlockId) {
        debug_assert_eq!(ctx.ir.block(block).parent, NONE);
        ctx.ir.block_mut(block).parent = self.slot;
        ctx.ir.region_mut(self).blocks.insert(pos, block);
    }

    /// Whether the custom form leaves out the terminator of `region` for an op with
    /// `SingleBlockImplicitTerminator`: it has no operands, results or attributes (as
    /// mlir-tblgen's generated printers decide).
    pub fn implicit_terminator_elided(self, ctx: &Context) -> bool {
        let Some(&block) = ctx.region(self).blocks().first() else {
            return false;
        };
        let Some(term) = ctx.block(block).last_op() else {
            return false;
        };
        ctx.op(term).num_operands() == 0
            && ctx.op(term).num_results() == 0
            && ctx.op(term).discardable_attrs().is_empty()
    }

    /// Clones the blocks of `from` to the end of `into`, recording the mapping.
    pub fn clone_into_region(self, ctx: &mut Context, into: RegionId, mapping: &mut IrMapping) {
        let blocks: Vec<BlockId> = ctx.region(self).blocks().to_vec();
        let mut new_blocks = Vec::with_capacity(blocks.len());
        for &b in &blocks {
            let nb = BlockId::create(ctx);
            mapping.map_block(b, nb);
            let args: Vec<Value> = ctx.block(b).arguments().to_vec();
            for a in args {
                let na = nb.add_argument(ctx, ctx.value(a).ty(), ctx.value(a).loc());
                mapping.map_value(a, na);
            }
            into.append_block(ctx, nb);
            new_blocks.push(nb);
        }
        // Results used before their definition (graph regions, other blocks) must map too:
        // pre-walk to clone in order, then patch operands that referred forward.
        let mut created = Vec::new();
        for (&b, &nb) in blocks.iter().zip(&new_blocks) {
            let ops: Vec<OpId> = ctx.block(b).ops().collect();
            for o in ops {
                let c = o.clone_with(ctx, mapping);
                nb.append_op(ctx, c);
                created.push(c);
            }
        }
        for top in created {
            for c in ctx.op(top).collect_ops(WalkOrder::PreOrder) {
                ctx.remap_operands(c, mapping);
            }
        }
    }
}

impl BlockId {
    /// Creates an empty detached block without arguments.
    pub fn create(ctx: &mut Context) -> BlockId {
        let data = BlockData {
            parent: NONE,
            args: Vec::new(),
            first: NONE,
            last: NONE,
            alive: true,
            generation: 0,
        };
        let (slot, generation) = place(&mut ctx.ir.blocks, &mut ctx.ir.free_blocks, data);
        BlockId { slot, generation }
    }

    /// Appends an argument of type `ty` at `loc` to `block`.
    pub fn add_argument(self, ctx: &mut Context, ty: Type, loc: Location) -> Value {
        let ir = &mut ctx.ir;
        let index = ir.block(self).args.len() as u32;
        let v = Value(ir.values.len() as u32);
        ir.values.push(ValueData {
            ty,
            def: ValueDef::BlockArgument { block: self, index },
            loc: Some(loc),
            first_use: UseLink::NIL,
        });
        ir.block_mut(self).args.push(v);
        v
    }

    /// Erases the last argument of `block`, which must have no uses.
    ///
    /// # Panics
    /// When the block has no arguments or the argument still has uses.
    pub fn pop_argument(self, ctx: &mut Context) {
        let v = ctx
            .ir
            .block_mut(self)
            .args
            .pop()
            .expect("self has an argument to pop");
        assert!(ctx.value(v).use_empty(), "erased self argument has uses");
    }

    /// Erases argument `index` of `block`, which must have no uses; later arguments shift
    /// down by one.
    ///
    /// # Panics
    /// When the argument does not exist or still has uses.
    pub fn erase_argument(self, ctx: &mut Context, index: usize) {
        let v = ctx.ir.block_mut(self).args.remove(index);
        assert!(ctx.value(v).use_empty(), "erased self argument has uses");
        let later: Vec<Value> = ctx.ir.block(self).args[index..].to_vec();
        for (k, a) in later.into_iter().enumerate() {
            ctx.ir.values[a.index()].def = ValueDef::BlockArgument {
                block: self,
                index: (index + k) as u32,
            };
        }
    }

    /// Erases `blocks` (attached or not) with everything they hold, as MLIR erases
    /// unreachable blocks: uses of the values they define are dropped first (an erased
    /// operation is announced without its operands defined in the erased blocks), then
    /// each block's operations are erased from its end, then the block.
    pub fn erase_all(ctx: &mut Context, blocks: &[BlockId]) {
        let mut defined = std::collections::HashSet::new();
        let mut nested = Vec::new();
        for &b in blocks {
            defined.extend(ctx.block(b).arguments().iter().copied());
            for o in ctx.block(b).ops().collect::<Vec<_>>() {
                nested.extend(ctx.op(o).collect_ops(WalkOrder::PreOrder));
            }
        }
        for &o in &nested {
            defined.extend(ctx.op(o).results());
            for &r in ctx.op(o).regions() {
                for &b in ctx.region(r).blocks() {
                    defined.extend(ctx.block(b).arguments().iter().copied());
                }
            }
        }
        ctx.drop_uses_of(&defined);
        for &b in blocks {
            while let Some(o) = ctx.block(b).last_op() {
                o.erase(ctx);
            }
            b.remove(ctx);
            ctx.free_block(b);
        }
    }

    /// Detaches `block` from its region (its operations stay in it).
    pub fn remove(self, ctx: &mut Context) {
        let parent = ctx.ir.block(self).parent;
        if let Some(r) = opt(parent) {
            ctx.ir.regions[r as usize].blocks.retain(|&b| b != self);
            ctx.ir.block_mut(self).parent = NONE;
        }
    }

    /// Appends detached `op` at the end of `block`.
    pub fn append_op(self, ctx: &mut Context, op: OpId) {
        let last = ctx.ir.block(self).last;
        ctx.link_op(self, opt(last), op);
        ctx.notify(IrChange::Inserted(op));
    }

    /// Inserts detached `op` at the start of `block`.
    pub fn prepend_op(self, ctx: &mut Context, op: OpId) {
        ctx.link_op(self, None, op);
        ctx.notify(IrChange::Inserted(op));
    }

    /// One past the largest block index in use (for tables indexed by [`BlockId::index`]).
    pub fn index_bound(ctx: &Context) -> usize {
        ctx.ir.blocks.len()
    }
}

impl Value {
    /// Makes every use of `from` use `to` instead, in O(uses).
    pub fn replace_all_uses_with(self, ctx: &mut Context, to: Value) {
        if self == to {
            return;
        }
        while let Some(u) = ctx.ir.values[self.index()].first_use.get(&ctx.ir) {
            ctx.ir.unlink_use(u);
            ctx.ir.op_mut(u.op).operands[u.index as usize].value = to;
            ctx.ir.link_use(u);
            ctx.notify(IrChange::Modified(u.op));
        }
    }

    /// Sets the type of a value.
    pub fn set_type(self, ctx: &mut Context, ty: Type) {
        ctx.ir.values[self.index()].ty = ty;
        if let ValueDef::OpResult { op, .. } = ctx.ir.values[self.index()].def {
            ctx.notify(IrChange::Modified(op));
        }
    }

    /// One past the largest value index in use (for tables indexed by [`Value::index`]).
    pub fn index_bound(ctx: &Context) -> usize {
        ctx.ir.values.len()
    }

    /// Sets the location of block argument `v`.
    pub fn set_loc(self, ctx: &mut Context, loc: Location) {
        ctx.ir.values[self.index()].loc = Some(loc);
    }

    /// Reorders the uses of `v` as MLIR's `shuffleUseList` does: the use at position `i`
    /// moves to position `indices[i]`. Returns false, changing nothing, unless `indices` is a
    /// permutation of the positions.
    pub fn shuffle_use_list(self, ctx: &mut Context, indices: &[usize]) -> bool {
        let uses: Vec<OpOperandRef> = ctx.value(self).uses().collect();
        if uses.len() != indices.len() {
            return false;
        }
        let mut shuffled: Vec<Option<OpOperandRef>> = vec![None; uses.len()];
        for (&u, &i) in uses.iter().zip(indices) {
            match shuffled.get_mut(i) {
                Some(slot @ None) => *slot = Some(u),
                _ => return false,
            }
        }
        let order: Vec<OpOperandRef> = shuffled.into_iter().flatten().collect();
        let link = |k: Option<usize>| {
            k.and_then(|k| order.get(k))
                .map_or(UseLink::NIL, |&u| UseLink::of(u))
        };
        for (k, &u) in order.iter().enumerate() {
            let slot = &mut ctx.ir.op_mut(u.op).operands[u.index as usize];
            slot.prev = link(k.checked_sub(1));
            slot.next = link(Some(k + 1));
        }
        ctx.ir.values[self.index()].first_use = link(Some(0));
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> (Context, OperationName, Location, Type) {
        let mut ctx = Context::new();
        let name = OperationName::get(&mut ctx, "test.op");
        let loc = Location::unknown(&ctx);
        let ty = Type::i32(&ctx);
        (ctx, name, loc, ty)
    }

    fn op(
        ctx: &mut Context,
        name: OperationName,
        loc: Location,
        ins: &[Value],
        outs: &[Type],
    ) -> OpId {
        let mut s = OperationState::new(name, loc);
        s.operands = ins.to_vec();
        s.result_types = outs.to_vec();
        OpId::create(ctx, s)
    }

    #[test]
    fn type_of_values_groups_and_optionals() {
        let (mut ctx, name, loc, i32t) = setup();
        let f32t = Type::f32(&ctx);
        let src = op(&mut ctx, name, loc, &[], &[i32t, f32t]);
        let (a, b) = (ctx.op(src).result(0), ctx.op(src).result(1));
        assert_eq!(ctx.type_of(a), i32t);
        assert_eq!(ctx.type_of(vec![a, b]), vec![i32t, f32t]);
        assert_eq!(ctx.type_of(Vec::<Value>::new()), Vec::<Type>::new());
        assert_eq!(ctx.type_of(Some(b)), Some(f32t));
        assert_eq!(ctx.type_of(None::<Value>), None);
        // Groups compare as C++'s type ranges do: same length, same types.
        assert_ne!(ctx.type_of(vec![a]), ctx.type_of(vec![a, a]));
    }

    #[test]
    fn block_list_insert_erase_and_order() {
        let (mut ctx, name, loc, _) = setup();
        let b = BlockId::create(&mut ctx);
        let a = op(&mut ctx, name, loc, &[], &[]);
        let c = op(&mut ctx, name, loc, &[], &[]);
        let m = op(&mut ctx, name, loc, &[], &[]);
        let first = op(&mut ctx, name, loc, &[], &[]);
        b.append_op(&mut ctx, a);
        b.append_op(&mut ctx, c);
        m.insert_after(&mut ctx, a);
        b.prepend_op(&mut ctx, first);
        assert_eq!(ctx.block(b).ops().collect::<Vec<_>>(), vec![first, a, m, c]);
        assert!(ctx.op(a).is_before_in_block(c));
        assert!(!ctx.op(c).is_before_in_block(a));
        m.remove(&mut ctx);
        assert_eq!(ctx.block(b).ops().collect::<Vec<_>>(), vec![first, a, c]);
        c.move_before(&mut ctx, first);
        assert_eq!(ctx.block(b).ops().collect::<Vec<_>>(), vec![c, first, a]);
        first.erase(&mut ctx);
        assert_eq!(ctx.block(b).ops().collect::<Vec<_>>(), vec![c, a]);
        assert_eq!(ctx.block(b).first_op(), Some(c));
        assert_eq!(ctx.block(b).last_op(), Some(a));
        assert!(!ctx.op(first).is_alive());
    }

    #[test]
    fn ids_outliving_their_entity_never_reach_the_slot_reuser() {
        let (mut ctx, name, loc, ty) = setup();
        let b = BlockId::create(&mut ctx);
        let gone = op(&mut ctx, name, loc, &[], &[ty]);
        b.append_op(&mut ctx, gone);
        gone.erase(&mut ctx);
        // The freed slot goes to the next operation, under a new generation.
        let reuser = op(&mut ctx, name, loc, &[], &[]);
        assert_eq!(reuser.index(), gone.index());
        assert_ne!(reuser, gone);
        assert!(ctx.op(reuser).is_alive());
        assert!(!ctx.op(gone).is_alive());
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| ctx.op(gone).loc()));
        let message = *caught
            .expect_err("a stale id is caught")
            .downcast::<String>()
            .unwrap();
        assert!(message.starts_with("stale operation id"), "{message}");

        // Blocks and regions alike: erasing an op with a region frees both.
        let holder = {
            let region = RegionId::create(&mut ctx);
            let inner = BlockId::create(&mut ctx);
            region.append_block(&mut ctx, inner);
            let mut state = OperationState::new(name, loc);
            state.regions.push(region);
            OpId::create(&mut ctx, state)
        };
        let region = ctx.op(holder).regions()[0];
        let inner = ctx.region(region).blocks()[0];
        holder.erase(&mut ctx);
        let new_region = RegionId::create(&mut ctx);
        let new_block = BlockId::create(&mut ctx);
        assert_eq!(
            (new_region.index(), new_block.index()),
            (region.index(), inner.index())
        );
        assert!(ctx.region(new_region).blocks().is_empty());
        assert!(ctx.block(new_block).arguments().is_empty());
        for caught in [
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                ctx.region(region).blocks().len()
            })),
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                ctx.block(inner).arguments().len()
            })),
        ] {
            let message = *caught
                .expect_err("a stale id is caught")
                .downcast::<String>()
                .unwrap();
            assert!(message.starts_with("stale"), "{message}");
        }
        // Uses of a live value still name their users' current ids.
        let def = op(&mut ctx, name, loc, &[], &[ty]);
        let v = ctx.op(def).result(0);
        let user = op(&mut ctx, name, loc, &[v], &[]);
        assert_eq!(
            ctx.value(v).uses().map(|u| u.op).collect::<Vec<_>>(),
            vec![user]
        );
    }

    #[test]
    fn use_lists_and_replace_all_uses() {
        let (mut ctx, name, loc, ty) = setup();
        let d1 = op(&mut ctx, name, loc, &[], &[ty, ty]);
        let d2 = op(&mut ctx, name, loc, &[], &[ty]);
        let v0 = ctx.op(d1).result(0);
        let v1 = ctx.op(d1).result(1);
        let w = ctx.op(d2).result(0);
        let u1 = op(&mut ctx, name, loc, &[v0, v1, v0], &[]);
        let u2 = op(&mut ctx, name, loc, &[v0], &[]);
        assert_eq!(ctx.value(v0).uses().count(), 3);
        assert_eq!(ctx.value(v1).uses().count(), 1);
        v0.replace_all_uses_with(&mut ctx, w);
        assert!(ctx.value(v0).use_empty());
        assert_eq!(ctx.value(w).uses().count(), 3);
        assert_eq!(ctx.op(u1).operands().collect::<Vec<_>>(), vec![w, v1, w]);
        assert_eq!(ctx.op(u2).operand(0), w);
        u1.set_operand(&mut ctx, 1, w);
        assert!(ctx.value(v1).use_empty());
        assert_eq!(ctx.value(w).uses().count(), 4);
        u2.erase(&mut ctx);
        assert_eq!(ctx.value(w).uses().count(), 3);
        assert!(
            ctx.value(w).uses().all(|u| u.op == u1),
            "only u1 uses w after erasing u2"
        );
        assert_eq!(ctx.value(v1).def(), ValueDef::OpResult { op: d1, index: 1 });
    }

    #[test]
    #[should_panic(expected = "still has uses")]
    fn erasing_a_used_definition_panics() {
        let (mut ctx, name, loc, ty) = setup();
        let d = op(&mut ctx, name, loc, &[], &[ty]);
        let v = ctx.op(d).result(0);
        let _u = op(&mut ctx, name, loc, &[v], &[]);
        d.erase(&mut ctx);
    }

    #[test]
    fn regions_walk_and_deep_clone() {
        let (mut ctx, name, loc, ty) = setup();
        let region = RegionId::create(&mut ctx);
        let entry = BlockId::create(&mut ctx);
        region.append_block(&mut ctx, entry);
        let arg = entry.add_argument(&mut ctx, ty, loc);
        let next = BlockId::create(&mut ctx);
        region.append_block(&mut ctx, next);
        let inner = op(&mut ctx, name, loc, &[arg], &[ty]);
        entry.append_op(&mut ctx, inner);
        let iv = ctx.op(inner).result(0);
        let mut br = OperationState::new(name, loc);
        br.operands = vec![iv];
        br.successors = vec![next];
        let br = OpId::create(&mut ctx, br);
        entry.append_op(&mut ctx, br);
        let mut s = OperationState::new(name, loc);
        s.regions = vec![region];
        s.properties = PropertyStorage::Typed(Box::new(7u32));
        s.result_types = vec![ty];
        let outer = OpId::create(&mut ctx, s);
        assert_eq!(ctx.op(inner).parent_op(), Some(outer));

        let pre = ctx.op(outer).collect_ops(WalkOrder::PreOrder);
        let post = ctx.op(outer).collect_ops(WalkOrder::PostOrder);
        assert_eq!(pre, vec![outer, inner, br]);
        assert_eq!(post, vec![inner, br, outer]);

        let mut mapping = IrMapping::new();
        let copy = outer.clone_with(&mut ctx, &mut mapping);
        assert_ne!(copy, outer);
        assert_eq!(ctx.op(copy).properties::<u32>(), Some(&7));
        *copy
            .properties_mut::<u32>(&mut ctx)
            .expect("typed properties") = 9;
        assert_eq!(
            ctx.op(outer).properties::<u32>(),
            Some(&7),
            "clone owns its properties"
        );
        // A setter's storage: created at its default when the op has none, kept otherwise.
        let bare = OpId::create(&mut ctx, OperationState::new(name, loc));
        assert_eq!(ctx.op(bare).properties::<u32>(), None);
        *bare.properties_or_default_mut::<u32>(&mut ctx) += 3;
        assert_eq!(ctx.op(bare).properties::<u32>(), Some(&3));
        *bare.properties_or_default_mut::<u32>(&mut ctx) += 1;
        assert_eq!(ctx.op(bare).properties::<u32>(), Some(&4));
        let copied = ctx.op(copy).collect_ops(WalkOrder::PreOrder);
        assert_eq!(copied.len(), 3);
        let (ci, cb) = (copied[1], copied[2]);
        let new_region = ctx.op(copy).regions()[0];
        let new_entry = ctx.region(new_region).blocks()[0];
        let new_arg = ctx.block(new_entry).arguments()[0];
        assert_eq!(
            ctx.op(ci).operand(0),
            new_arg,
            "operands remapped to the clone"
        );
        assert_eq!(ctx.op(cb).operand(0), ctx.op(ci).result(0));
        assert_eq!(
            ctx.op(cb).successors(),
            &[ctx.region(new_region).blocks()[1]]
        );
        assert_eq!(mapping.lookup_value(arg), new_arg);
        assert_eq!(
            ctx.value(arg).uses().count(),
            1,
            "the original keeps its own uses"
        );
    }

    #[derive(Copy, Clone)]
    struct TestOp(OpId);
    impl OpView for TestOp {
        const NAME: &'static str = "test.op";
        fn from_op_unchecked(op: OpId) -> Self {
            TestOp(op)
        }
        fn op(self) -> OpId {
            self.0
        }
    }

    #[test]
    fn views_and_equivalence() {
        let (mut ctx, name, loc, ty) = setup();
        let d = op(&mut ctx, name, loc, &[], &[ty]);
        let v = ctx.op(d).result(0);
        let mk = |ctx: &mut Context, p: u32| {
            let mut s = OperationState::new(name, loc);
            s.operands = vec![v];
            s.result_types = vec![ty];
            s.properties = PropertyStorage::Typed(Box::new(p));
            OpId::create(ctx, s)
        };
        let (a, b, c) = (mk(&mut ctx, 1), mk(&mut ctx, 1), mk(&mut ctx, 2));
        assert!(ctx.op(a).is_equivalent_to(b));
        assert_eq!(ctx.op(a).equivalence_hash(), ctx.op(b).equivalence_hash());
        assert!(
            !ctx.op(a).is_equivalent_to(c),
            "properties take part in equivalence"
        );
        assert_eq!(ctx.op(a).dyn_cast::<TestOp>().map(|t| t.op()), Some(a));
        let other = OperationName::get(&mut ctx, "test.other");
        let o = op(&mut ctx, other, loc, &[], &[]);
        assert!(ctx.op(o).dyn_cast::<TestOp>().is_none());
        assert!(ctx.op(a).isa::<TestOp>());
    }

    #[test]
    fn properties_compare_and_hash() {
        use std::collections::hash_map::DefaultHasher;
        let a = PropertyStorage::Typed(Box::new((1i64, "x".to_string())));
        let b = a.clone();
        let c = PropertyStorage::Typed(Box::new((2i64, "x".to_string())));
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_ne!(a, PropertyStorage::None);
        let h = |p: &PropertyStorage| {
            let mut s = DefaultHasher::new();
            p.hash(&mut s);
            s.finish()
        };
        assert_eq!(h(&a), h(&b));
    }

    #[test]
    fn discardable_attributes_set_and_remove() {
        let (mut ctx, name, loc, ty) = setup();
        let o = op(&mut ctx, name, loc, &[], &[]);
        let one = Attribute::integer(&ctx, ty, 1);
        o.set_discardable_attr(&mut ctx, "test.b", Some(one));
        o.set_discardable_attr(&mut ctx, "test.a", Some(one));
        assert_eq!(ctx.op(o).discardable_attr("test.a"), Some(one));
        let names: Vec<&str> = ctx
            .op(o)
            .discardable_attrs()
            .iter()
            .map(|(n, _)| (*n).as_str(&ctx))
            .collect();
        assert_eq!(names, vec!["test.a", "test.b"]);
        o.set_discardable_attr(&mut ctx, "test.a", None);
        o.set_discardable_attr(&mut ctx, "test.b", None);
        assert_eq!(ctx.op(o).attr_dict(), None);
    }
}
