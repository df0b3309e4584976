//! Operations, blocks, regions and SSA values, stored in arenas owned by the context.
//!
//! Every IR entity is addressed by a small `Copy` id ([`OpId`], [`BlockId`], [`RegionId`],
//! [`Value`]). A block keeps its operations in an intrusive doubly linked list (O(1) insert
//! and erase); every value keeps an intrusive list of its uses (O(uses) replace-all-uses).
//! Results of one operation are allocated contiguously, so result `i` is a field read.
//! Operation names are interned here as [`OperationName`]s, registered or not; what is
//! registered for a name lives in the registry.
//!
//! [`Context::create_op`] runs the default populator a registered operation name carries
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
/// [`Context::create_op`] for every operation of that name: built, parsed (generic or custom
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
    /// Detached regions (see [`Context::create_region`]) the operation takes ownership of.
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

    /// Interns `name` (registered or not).
    pub fn op_name_id(&mut self, name: &str) -> OperationName {
        if let Some(&id) = self.ir.op_names.by_name.get(name) {
            return OperationName(id);
        }
        std::sync::Arc::make_mut(&mut self.ir.op_names).intern(name)
    }

    /// The interned name, if `name` was seen before.
    pub fn lookup_op_name(&self, name: &str) -> Option<OperationName> {
        self.ir
            .op_names
            .by_name
            .get(name)
            .map(|&id| OperationName(id))
    }

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

    /// Creates a detached operation from `state` (insert it with [`Context::append_op`] or
    /// friends, or create it through an [`crate::builder::OpBuilder`]). Regions in `state`
    /// become owned by the new operation.
    ///
    /// When the name is registered with a default populator, the populator first fills what
    /// `state` leaves unset (see [`PopulateDefaultsFn`]).
    pub fn create_op(&mut self, mut state: OperationState) -> OpId {
        let populate = self.ir.populators.get(state.name.0 as usize).copied();
        if let Some(Some(populate)) = populate {
            populate(self, &mut state);
        }
        let ir = &mut self.ir;
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
    pub fn has_listener(&self) -> bool {
        self.ir.listener.is_some()
    }

    /// Tells the listener, if any, about `change`.
    #[inline]
    pub fn notify(&mut self, change: IrChange) {
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

    /// Creates an empty detached region.
    pub fn create_region(&mut self) -> RegionId {
        let data = RegionData {
            parent: NONE,
            blocks: Vec::new(),
            alive: true,
            generation: 0,
        };
        let (slot, generation) = place(&mut self.ir.regions, &mut self.ir.free_regions, data);
        RegionId { slot, generation }
    }

    /// Creates an empty detached block without arguments.
    pub fn create_block(&mut self) -> BlockId {
        let data = BlockData {
            parent: NONE,
            args: Vec::new(),
            first: NONE,
            last: NONE,
            alive: true,
            generation: 0,
        };
        let (slot, generation) = place(&mut self.ir.blocks, &mut self.ir.free_blocks, data);
        BlockId { slot, generation }
    }

    /// Appends an argument of type `ty` at `loc` to `block`.
    pub fn add_block_argument(&mut self, block: BlockId, ty: Type, loc: Location) -> Value {
        let ir = &mut self.ir;
        let index = ir.block(block).args.len() as u32;
        let v = Value(ir.values.len() as u32);
        ir.values.push(ValueData {
            ty,
            def: ValueDef::BlockArgument { block, index },
            loc: Some(loc),
            first_use: UseLink::NIL,
        });
        ir.block_mut(block).args.push(v);
        v
    }

    /// Erases the last argument of `block`, which must have no uses.
    ///
    /// # Panics
    /// When the block has no arguments or the argument still has uses.
    pub fn pop_block_argument(&mut self, block: BlockId) {
        let v = self
            .ir
            .block_mut(block)
            .args
            .pop()
            .expect("block has an argument to pop");
        assert!(self.value(v).use_empty(), "erased block argument has uses");
    }

    /// Erases argument `index` of `block`, which must have no uses; later arguments shift
    /// down by one.
    ///
    /// # Panics
    /// When the argument does not exist or still has uses.
    pub fn erase_block_argument(&mut self, block: BlockId, index: usize) {
        let v = self.ir.block_mut(block).args.remove(index);
        assert!(self.value(v).use_empty(), "erased block argument has uses");
        let later: Vec<Value> = self.ir.block(block).args[index..].to_vec();
        for (k, a) in later.into_iter().enumerate() {
            self.ir.values[a.index()].def = ValueDef::BlockArgument {
                block,
                index: (index + k) as u32,
            };
        }
    }

    /// Erases `blocks` (attached or not) with everything they hold, as MLIR erases
    /// unreachable blocks: uses of the values they define are dropped first (an erased
    /// operation is announced without its operands defined in the erased blocks), then
    /// each block's operations are erased from its end, then the block.
    pub fn erase_blocks(&mut self, blocks: &[BlockId]) {
        let mut defined = std::collections::HashSet::new();
        let mut nested = Vec::new();
        for &b in blocks {
            defined.extend(self.block(b).arguments().iter().copied());
            for o in self.block(b).ops().collect::<Vec<_>>() {
                nested.extend(self.op(o).collect_ops(WalkOrder::PreOrder));
            }
        }
        for &o in &nested {
            defined.extend(self.op(o).results());
            for &r in self.op(o).regions() {
                for &b in self.region(r).blocks() {
                    defined.extend(self.block(b).arguments().iter().copied());
                }
            }
        }
        self.drop_uses_of(&defined);
        for &b in blocks {
            while let Some(o) = self.block(b).last_op() {
                self.erase_op(o);
            }
            self.remove_block(b);
            self.free_block(b);
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

    /// Appends block `block` (detached) to `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        debug_assert_eq!(self.ir.block(block).parent, NONE);
        self.ir.block_mut(block).parent = region.slot;
        self.ir.region_mut(region).blocks.push(block);
    }

    /// Inserts detached `block` into `region` at position `pos`.
    pub fn insert_block(&mut self, region: RegionId, pos: usize, block: BlockId) {
        debug_assert_eq!(self.ir.block(block).parent, NONE);
        self.ir.block_mut(block).parent = region.slot;
        self.ir.region_mut(region).blocks.insert(pos, block);
    }

    /// Detaches `block` from its region (its operations stay in it).
    pub fn remove_block(&mut self, block: BlockId) {
        let parent = self.ir.block(block).parent;
        if let Some(r) = opt(parent) {
            self.ir.regions[r as usize].blocks.retain(|&b| b != block);
            self.ir.block_mut(block).parent = NONE;
        }
    }

    /// Whether the custom form leaves out the terminator of `region` for an op with
    /// `SingleBlockImplicitTerminator`: it has no operands, results or attributes (as
    /// mlir-tblgen's generated printers decide).
    pub fn implicit_terminator_elided(&self, region: RegionId) -> bool {
        let Some(&block) = self.region(region).blocks().first() else {
            return false;
        };
        let Some(term) = self.block(block).last_op() else {
            return false;
        };
        self.op(term).num_operands() == 0
            && self.op(term).num_results() == 0
            && self.op(term).discardable_attrs().is_empty()
    }

    /// Appends detached `op` at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.ir.block(block).last;
        self.link_op(block, opt(last), op);
        self.notify(IrChange::Inserted(op));
    }

    /// Inserts detached `op` at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        self.link_op(block, None, op);
        self.notify(IrChange::Inserted(op));
    }

    /// Inserts detached `op` right before `anchor`, which must be in a block.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        let block = self.op(anchor).block().expect("anchor is in a block");
        let prev = self.ir.op(anchor).prev;
        self.link_op(block, opt(prev), op);
        self.notify(IrChange::Inserted(op));
    }

    /// Inserts detached `op` right after `anchor`, which must be in a block.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        let block = self.op(anchor).block().expect("anchor is in a block");
        self.link_op(block, Some(anchor.slot), op);
        self.notify(IrChange::Inserted(op));
    }

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

    /// Detaches `op` from its block, keeping it alive (O(1)).
    pub fn remove_op(&mut self, op: OpId) {
        let ir = &mut self.ir;
        let d = ir.op(op);
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
        let d = ir.op_mut(op);
        d.parent = NONE;
        d.prev = NONE;
        d.next = NONE;
    }

    /// Moves `op` (attached or not) to right before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.remove_op(op);
        self.insert_op_before(anchor, op);
    }

    /// Moves `op` (attached or not) to right after `anchor`.
    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) {
        self.remove_op(op);
        self.insert_op_after(anchor, op);
    }

    /// Moves `op` (attached or not) to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        self.remove_op(op);
        self.append_op(block, op);
    }

    /// Erases `op` and everything nested in it. Its results must have no uses outside the
    /// erased operations.
    ///
    /// # Panics
    /// When a result of `op` is still used.
    pub fn erase_op(&mut self, op: OpId) {
        if self.has_listener() {
            // Announce each operation while the IR around it is intact: users before the
            // definitions they use (nested operations first, each block's from its end).
            let mut order = Vec::new();
            self.erase_order(op, &mut order);
            for o in order {
                self.notify(IrChange::Erased(o));
            }
        }
        self.remove_op(op);
        // Drop every operand reference inside first, so nested values lose their uses.
        let mut nested = Vec::new();
        self.op(op)
            .walk(WalkOrder::PostOrder, &mut |_, o| nested.push(o));
        for &o in &nested {
            self.drop_operands(o);
        }
        for &o in &nested {
            for r in self.op(o).results() {
                assert!(
                    self.value(r).use_empty(),
                    "erased operation result still has uses"
                );
            }
            let regions = std::mem::take(&mut self.ir.op_mut(o).regions);
            for r in regions.iter() {
                let blocks = std::mem::take(&mut self.ir.region_mut(*r).blocks);
                for b in blocks {
                    self.free_block(b);
                }
                self.ir.region_mut(*r).alive = false;
                retire(&mut self.ir.regions, &mut self.ir.free_regions, r.slot);
            }
            let d = self.ir.op_mut(o);
            d.alive = false;
            d.properties = PropertyStorage::None;
            d.successors = Box::default();
            d.num_results = 0;
            retire(&mut self.ir.ops, &mut self.ir.free_ops, o.slot);
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

    /// Removes every operand of `op` from its value's use list and clears the operand list.
    pub fn drop_all_operands(&mut self, op: OpId) {
        self.drop_operands(op);
        self.notify(IrChange::Modified(op));
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

    /// Sets operand `index` of `op` to `value`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        let r = OpOperandRef {
            op,
            index: index as u32,
        };
        self.ir.unlink_use(r);
        self.ir.op_mut(op).operands[index].value = value;
        self.ir.link_use(r);
        self.notify(IrChange::Modified(op));
    }

    /// Replaces the operand list of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        self.set_operands_raw(op, values);
        self.notify(IrChange::Modified(op));
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

    /// Makes every use of `from` use `to` instead, in O(uses).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.ir.values[from.index()].first_use.get(&self.ir) {
            self.ir.unlink_use(u);
            self.ir.op_mut(u.op).operands[u.index as usize].value = to;
            self.ir.link_use(u);
            self.notify(IrChange::Modified(u.op));
        }
    }

    /// Replaces each result of `op` with the matching value of `with` everywhere.
    pub fn replace_op_uses(&mut self, op: OpId, with: &[Value]) {
        let results: Vec<Value> = self.op(op).results().collect();
        assert_eq!(
            results.len(),
            with.len(),
            "replacement count matches results"
        );
        self.notify(IrChange::Replaced(op));
        for (r, w) in results.into_iter().zip(with) {
            self.replace_all_uses_with(r, *w);
        }
    }

    /// Sets the type of a value.
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.ir.values[v.index()].ty = ty;
        if let ValueDef::OpResult { op, .. } = self.ir.values[v.index()].def {
            self.notify(IrChange::Modified(op));
        }
    }

    /// Sets the location of an operation.
    pub fn set_op_loc(&mut self, op: OpId, loc: Location) {
        self.ir.op_mut(op).loc = loc;
        self.notify(IrChange::Modified(op));
    }

    /// Sets successor `index` of `op`.
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        self.ir.op_mut(op).successors[index] = block;
        self.notify(IrChange::Modified(op));
    }

    // ----- properties and attributes --------------------------------------------------------

    /// The properties of `op`, mutably (writing allocates nothing).
    pub fn op_properties_mut(&mut self, op: OpId) -> &mut PropertyStorage {
        // The caller is about to modify them.
        self.notify(IrChange::Modified(op));
        &mut self.ir.op_mut(op).properties
    }

    /// The typed properties of `op`, mutably, if they are a `P`.
    pub fn properties_mut<P: Properties>(&mut self, op: OpId) -> Option<&mut P> {
        // The caller is about to modify them.
        self.notify(IrChange::Modified(op));
        match &mut self.ir.op_mut(op).properties {
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
    pub fn properties_or_default_mut<P: Properties + Default>(&mut self, op: OpId) -> &mut P {
        self.notify(IrChange::Modified(op));
        let storage = &mut self.ir.op_mut(op).properties;
        if matches!(storage, PropertyStorage::None) {
            *storage = PropertyStorage::Typed(Box::new(P::default()));
        }
        match storage {
            PropertyStorage::Typed(p) => match p.as_any_mut().downcast_mut::<P>() {
                Some(p) => p,
                None => panic!(
                    "the properties of {op:?} are not a `{}`",
                    std::any::type_name::<P>()
                ),
            },
            _ => panic!(
                "{op:?} keeps its properties as an attribute (an unregistered operation), not as a `{}`",
                std::any::type_name::<P>()
            ),
        }
    }

    /// Replaces the discardable attribute dictionary of `op` (`None` for empty).
    pub fn set_op_attr_dict(&mut self, op: OpId, dict: Option<Attribute>) {
        self.ir.op_mut(op).attrs = dict;
        self.notify(IrChange::Modified(op));
    }

    /// Sets (or with `None` removes) the discardable attribute `name` of `op`; this uniques a
    /// new dictionary, as in MLIR.
    pub fn set_op_discardable_attr(&mut self, op: OpId, name: &str, value: Option<Attribute>) {
        let id = Identifier::get(self, name);
        let mut entries: Vec<(Identifier, Attribute)> = self.op(op).discardable_attrs().to_vec();
        entries.retain(|(n, _)| *n != id);
        if let Some(v) = value {
            entries.push((id, v));
        }
        let dict = if entries.is_empty() {
            None
        } else {
            Some(Attribute::dictionary(self, &entries))
        };
        self.ir.op_mut(op).attrs = dict;
        self.notify(IrChange::Modified(op));
    }

    // ----- queries --------------------------------------------------------------------------

    /// One past the largest value index in use (for tables indexed by [`Value::index`]).
    pub fn value_index_bound(&self) -> usize {
        self.ir.values.len()
    }

    /// One past the largest block index in use (for tables indexed by [`BlockId::index`]).
    pub fn block_index_bound(&self) -> usize {
        self.ir.blocks.len()
    }

    /// The type of a value or of a typed attribute: what `$_self.getType()` means in an ODS
    /// predicate, which names operands, results and attributes alike. Of a variadic
    /// group, the types of its values (C++'s `OperandRange::getType()`, a type range); of
    /// an optional one, the type of its value if present.
    pub fn type_of<T: Typed>(&self, x: T) -> T::Output {
        x.type_in(self)
    }

    /// Sets the location of block argument `v`.
    pub fn set_block_argument_loc(&mut self, v: Value, loc: Location) {
        self.ir.values[v.index()].loc = Some(loc);
    }

    /// Reorders the uses of `v` as MLIR's `shuffleUseList` does: the use at position `i`
    /// moves to position `indices[i]`. Returns false, changing nothing, unless `indices` is a
    /// permutation of the positions.
    pub fn shuffle_use_list(&mut self, v: Value, indices: &[usize]) -> bool {
        let uses: Vec<OpOperandRef> = self.value(v).uses().collect();
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
            let slot = &mut self.ir.op_mut(u.op).operands[u.index as usize];
            slot.prev = link(k.checked_sub(1));
            slot.next = link(Some(k + 1));
        }
        self.ir.values[v.index()].first_use = link(Some(0));
        true
    }

    // ----- traversal ------------------------------------------------------------------------

    /// Replaces `op` by an operation like it without the results whose index is in
    /// `erase` (MLIR's `RewriterBase::eraseOpResults`): same name, operands, successors,
    /// properties and attributes, its regions moved over; the kept results' uses move to
    /// the new operation, whose id is returned. The erased results must be unused.
    pub fn erase_op_results(&mut self, op: OpId, erase: &[usize]) -> OpId {
        let results: Vec<Value> = self.op(op).results().collect();
        let kept: Vec<Value> = results
            .iter()
            .enumerate()
            .filter(|(i, _)| !erase.contains(i))
            .map(|(_, &v)| v)
            .collect();
        let mut regions = Vec::new();
        for r in self.op(op).regions().to_vec() {
            let nr = self.create_region();
            for b in self.region(r).blocks().to_vec() {
                self.remove_block(b);
                self.append_block(nr, b);
            }
            regions.push(nr);
        }
        let d = self.ir.op(op);
        let state = OperationState {
            name: d.name,
            loc: d.loc,
            operands: self.op(op).operands().collect(),
            result_types: kept.iter().map(|&v| self.value(v).ty()).collect(),
            successors: d.successors.to_vec(),
            regions,
            properties: d.properties.clone(),
            attributes: d.attrs,
        };
        let new = self.create_op(state);
        self.insert_op_before(op, new);
        let replacements: Vec<Value> = self.op(new).results().collect();
        self.notify(IrChange::Replaced(op));
        for (from, to) in kept.into_iter().zip(replacements) {
            self.replace_all_uses_with(from, to);
        }
        self.erase_op(op);
        new
    }

    // ----- cloning --------------------------------------------------------------------------

    /// Deep-clones `op` (regions, properties and attributes included) as a detached
    /// operation. Operands defined outside `op` are remapped through `mapping` (or kept);
    /// the results and nested values of the original are mapped to the clone's in `mapping`.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        // First create every block of every nested region so successors and forward uses
        // can be remapped, then the operations.
        let regions: Vec<RegionId> = self.op(op).regions().to_vec();
        let mut new_regions = Vec::with_capacity(regions.len());
        for r in regions {
            let nr = self.create_region();
            self.clone_region_into(r, nr, mapping);
            new_regions.push(nr);
        }
        let d = self.ir.op(op);
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
            result_types: self.op(op).results().map(|v| self.value(v).ty()).collect(),
            successors,
            regions: new_regions,
            properties: d.properties.clone(),
            attributes: d.attrs,
        };
        let new = self.create_op(state);
        for (a, b) in self.op(op).results().zip(self.op(new).results()) {
            mapping.map_value(a, b);
        }
        new
    }

    /// Clones the blocks of `from` to the end of `into`, recording the mapping.
    pub fn clone_region_into(&mut self, from: RegionId, into: RegionId, mapping: &mut IrMapping) {
        let blocks: Vec<BlockId> = self.region(from).blocks().to_vec();
        let mut new_blocks = Vec::with_capacity(blocks.len());
        for &b in &blocks {
            let nb = self.create_block();
            mapping.map_block(b, nb);
            let args: Vec<Value> = self.block(b).arguments().to_vec();
            for a in args {
                let na = self.add_block_argument(nb, self.value(a).ty(), self.value(a).loc());
                mapping.map_value(a, na);
            }
            self.append_block(into, nb);
            new_blocks.push(nb);
        }
        // Results used before their definition (graph regions, other blocks) must map too:
        // pre-walk to clone in order, then patch operands that referred forward.
        let mut created = Vec::new();
        for (&b, &nb) in blocks.iter().zip(&new_blocks) {
            let ops: Vec<OpId> = self.block(b).ops().collect();
            for o in ops {
                let c = self.clone_op(o, mapping);
                self.append_op(nb, c);
                created.push(c);
            }
        }
        for top in created {
            for c in self.op(top).collect_ops(WalkOrder::PreOrder) {
                self.remap_operands(c, mapping);
            }
        }
    }

    fn remap_operands(&mut self, c: OpId, mapping: &IrMapping) {
        {
            for i in 0..self.op(c).num_operands() {
                let v = self.op(c).operand(i);
                let m = mapping.lookup_value(v);
                if m != v {
                    self.set_operand(c, i, m);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> (Context, OperationName, Location, Type) {
        let mut ctx = Context::new();
        let name = ctx.op_name_id("test.op");
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
        ctx.create_op(s)
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
        let b = ctx.create_block();
        let a = op(&mut ctx, name, loc, &[], &[]);
        let c = op(&mut ctx, name, loc, &[], &[]);
        let m = op(&mut ctx, name, loc, &[], &[]);
        let first = op(&mut ctx, name, loc, &[], &[]);
        ctx.append_op(b, a);
        ctx.append_op(b, c);
        ctx.insert_op_after(a, m);
        ctx.prepend_op(b, first);
        assert_eq!(ctx.block(b).ops().collect::<Vec<_>>(), vec![first, a, m, c]);
        assert!(ctx.op(a).is_before_in_block(c));
        assert!(!ctx.op(c).is_before_in_block(a));
        ctx.remove_op(m);
        assert_eq!(ctx.block(b).ops().collect::<Vec<_>>(), vec![first, a, c]);
        ctx.move_op_before(c, first);
        assert_eq!(ctx.block(b).ops().collect::<Vec<_>>(), vec![c, first, a]);
        ctx.erase_op(first);
        assert_eq!(ctx.block(b).ops().collect::<Vec<_>>(), vec![c, a]);
        assert_eq!(ctx.block(b).first_op(), Some(c));
        assert_eq!(ctx.block(b).last_op(), Some(a));
        assert!(!ctx.op(first).is_alive());
    }

    #[test]
    fn ids_outliving_their_entity_never_reach_the_slot_reuser() {
        let (mut ctx, name, loc, ty) = setup();
        let b = ctx.create_block();
        let gone = op(&mut ctx, name, loc, &[], &[ty]);
        ctx.append_op(b, gone);
        ctx.erase_op(gone);
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
            let region = ctx.create_region();
            let inner = ctx.create_block();
            ctx.append_block(region, inner);
            let mut state = OperationState::new(name, loc);
            state.regions.push(region);
            ctx.create_op(state)
        };
        let region = ctx.op(holder).regions()[0];
        let inner = ctx.region(region).blocks()[0];
        ctx.erase_op(holder);
        let new_region = ctx.create_region();
        let new_block = ctx.create_block();
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
        ctx.replace_all_uses_with(v0, w);
        assert!(ctx.value(v0).use_empty());
        assert_eq!(ctx.value(w).uses().count(), 3);
        assert_eq!(ctx.op(u1).operands().collect::<Vec<_>>(), vec![w, v1, w]);
        assert_eq!(ctx.op(u2).operand(0), w);
        ctx.set_operand(u1, 1, w);
        assert!(ctx.value(v1).use_empty());
        assert_eq!(ctx.value(w).uses().count(), 4);
        ctx.erase_op(u2);
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
        ctx.erase_op(d);
    }

    #[test]
    fn regions_walk_and_deep_clone() {
        let (mut ctx, name, loc, ty) = setup();
        let region = ctx.create_region();
        let entry = ctx.create_block();
        ctx.append_block(region, entry);
        let arg = ctx.add_block_argument(entry, ty, loc);
        let next = ctx.create_block();
        ctx.append_block(region, next);
        let inner = op(&mut ctx, name, loc, &[arg], &[ty]);
        ctx.append_op(entry, inner);
        let iv = ctx.op(inner).result(0);
        let mut br = OperationState::new(name, loc);
        br.operands = vec![iv];
        br.successors = vec![next];
        let br = ctx.create_op(br);
        ctx.append_op(entry, br);
        let mut s = OperationState::new(name, loc);
        s.regions = vec![region];
        s.properties = PropertyStorage::Typed(Box::new(7u32));
        s.result_types = vec![ty];
        let outer = ctx.create_op(s);
        assert_eq!(ctx.op(inner).parent_op(), Some(outer));

        let pre = ctx.op(outer).collect_ops(WalkOrder::PreOrder);
        let post = ctx.op(outer).collect_ops(WalkOrder::PostOrder);
        assert_eq!(pre, vec![outer, inner, br]);
        assert_eq!(post, vec![inner, br, outer]);

        let mut mapping = IrMapping::new();
        let copy = ctx.clone_op(outer, &mut mapping);
        assert_ne!(copy, outer);
        assert_eq!(ctx.op(copy).properties::<u32>(), Some(&7));
        *ctx.properties_mut::<u32>(copy).expect("typed properties") = 9;
        assert_eq!(
            ctx.op(outer).properties::<u32>(),
            Some(&7),
            "clone owns its properties"
        );
        // A setter's storage: created at its default when the op has none, kept otherwise.
        let bare = ctx.create_op(OperationState::new(name, loc));
        assert_eq!(ctx.op(bare).properties::<u32>(), None);
        *ctx.properties_or_default_mut::<u32>(bare) += 3;
        assert_eq!(ctx.op(bare).properties::<u32>(), Some(&3));
        *ctx.properties_or_default_mut::<u32>(bare) += 1;
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
            ctx.create_op(s)
        };
        let (a, b, c) = (mk(&mut ctx, 1), mk(&mut ctx, 1), mk(&mut ctx, 2));
        assert!(ctx.op(a).is_equivalent_to(b));
        assert_eq!(ctx.op(a).equivalence_hash(), ctx.op(b).equivalence_hash());
        assert!(
            !ctx.op(a).is_equivalent_to(c),
            "properties take part in equivalence"
        );
        assert_eq!(ctx.op(a).dyn_cast::<TestOp>().map(|t| t.op()), Some(a));
        let other = ctx.op_name_id("test.other");
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
        ctx.set_op_discardable_attr(o, "test.b", Some(one));
        ctx.set_op_discardable_attr(o, "test.a", Some(one));
        assert_eq!(ctx.op(o).discardable_attr("test.a"), Some(one));
        let names: Vec<&str> = ctx
            .op(o)
            .discardable_attrs()
            .iter()
            .map(|(n, _)| (*n).as_str(&ctx))
            .collect();
        assert_eq!(names, vec!["test.a", "test.b"]);
        ctx.set_op_discardable_attr(o, "test.a", None);
        ctx.set_op_discardable_attr(o, "test.b", None);
        assert_eq!(ctx.op(o).attr_dict(), None);
    }
}
