//! The numbering the bytecode writer assigns before writing (MLIR's `IRNumberingState`):
//! dialects in the order they are met, attributes, types and operation names sorted by use
//! count then grouped by dialect within each varint byte width, values per region, blocks per
//! region, operations in pre-order (for use-list orders), which operations with regions are
//! isolated from above (by trait, or because nothing inside uses a value from outside), and
//! the builtin dialect's resources.

use super::builtin::dialect_interface;
use super::interface::DialectWriter;
use super::properties;
use crate::Location;
use crate::ir::{BlockId, OpId, OperationName, RegionId, Value};
use crate::{Attribute, Context, Type};
use foldhash::HashMap;

/// A dialect referenced by the IR.
pub(crate) struct DialectEntry {
    /// The namespace.
    pub name: String,
    /// The builtin dialect's resource keys, in the order they were referenced.
    pub resources: Vec<String>,
}

/// An attribute, type or operation name with its dialect and use count.
pub(crate) struct Entry<T> {
    pub value: T,
    pub dialect: usize,
    refs: u32,
}

/// Everything numbered for one root operation.
#[derive(Default)]
pub(crate) struct Numbering {
    pub version: u64,
    pub dialects: Vec<DialectEntry>,
    dialect_index: HashMap<String, usize>,
    pub attrs: Vec<Entry<Attribute>>,
    attr_index: IdMap<Attribute>,
    pub types: Vec<Entry<Type>>,
    type_index: IdMap<Type>,
    pub op_names: Vec<Entry<OperationName>>,
    op_name_index: HashMap<OperationName, usize>,
    values: IdMap<Value>,
    next_value: u64,
    blocks: IdMap<BlockId>,
    pub region_counts: HashMap<RegionId, (u64, u64)>,
    pub op_ids: IdMap<OpId>,
    pub isolated: HashMap<OpId, bool>,
    /// The attribute dictionary each operation is written with (inherent attributes merged
    /// in before native properties).
    pub op_attrs: HashMap<OpId, Attribute>,
    /// The attribute form of the properties of each operation that has properties other
    /// than attributes, from which they are written (`properties::property_forms`).
    pub property_forms: HashMap<OpId, Attribute>,
    /// Resource key to resource number, and which keys have data.
    pub resource_numbers: HashMap<String, u64>,
    pub resources_with_data: Vec<String>,
    pub resource_declarations: Vec<String>,
    /// The attribute of each location met (operation and block argument locations are
    /// written as attributes); kept so the location is wrapped once, not at every use.
    loc_attrs: IdMap<Location>,
}

impl Numbering {
    /// The number of `attr`.
    pub fn attr(&self, attr: Attribute) -> u64 {
        self.attr_index.get(attr).map_or(0, u64::from)
    }
    /// The number of location `loc` (as an attribute).
    pub fn loc(&self, loc: Location) -> u64 {
        self.loc_attrs
            .get(loc)
            .map_or(0, |a| self.attr(Attribute(a)))
    }
    /// The number of `ty`.
    pub fn ty(&self, ty: Type) -> u64 {
        self.type_index.get(ty).map_or(0, u64::from)
    }
    /// The number of `name`.
    pub fn op_name(&self, name: OperationName) -> u64 {
        self.op_name_index.get(&name).map_or(0, |&i| i as u64)
    }
    /// The number of `v` within its region.
    pub fn value(&self, v: Value) -> u64 {
        self.values.get(v).map_or(0, u64::from)
    }
    /// The index of `b` in its region.
    pub fn block(&self, b: BlockId) -> u64 {
        self.blocks.get(b).map_or(0, u64::from)
    }

    fn dialect(&mut self, name: &str) -> usize {
        if let Some(&i) = self.dialect_index.get(name) {
            return i;
        }
        let i = self.dialects.len();
        self.dialects.push(DialectEntry {
            name: name.to_string(),
            resources: Vec::new(),
        });
        self.dialect_index.insert(name.to_string(), i);
        i
    }

    pub(crate) fn number_attr(&mut self, ctx: &Context, attr: Attribute) {
        if counted_again(&self.attr_index, &mut self.attrs, attr) {
            return;
        }
        let (dialect, opaque) = attr_dialect(ctx, attr);
        let d = self.dialect(&dialect);
        add_entry(&mut self.attr_index, &mut self.attrs, attr, d);
        if opaque {
            return;
        }
        if let Some(iface) = dialect_interface(ctx, &dialect) {
            let mut w = NumberingWriter { ctx, state: self };
            iface.write_attribute(attr, &mut w);
        }
    }

    fn number_loc(&mut self, ctx: &Context, loc: Location) {
        let attr = match self.loc_attrs.get(loc) {
            Some(a) => Attribute(a),
            None => {
                let a = Attribute::location(ctx, loc);
                self.loc_attrs.insert(loc, a.0);
                a
            }
        };
        self.number_attr(ctx, attr);
    }

    pub(crate) fn number_type(&mut self, ctx: &Context, ty: Type) {
        if counted_again(&self.type_index, &mut self.types, ty) {
            return;
        }
        let (dialect, opaque) = type_dialect(ctx, ty);
        let d = self.dialect(&dialect);
        add_entry(&mut self.type_index, &mut self.types, ty, d);
        if opaque {
            return;
        }
        if let Some(iface) = dialect_interface(ctx, &dialect) {
            let mut w = NumberingWriter { ctx, state: self };
            iface.write_type(ty, &mut w);
        }
    }

    fn number_resource(&mut self, key: &str) {
        let d = self.dialect("builtin");
        let res = &mut self.dialects[d].resources;
        if !res.iter().any(|k| k == key) {
            res.push(key.to_string());
        }
    }

    fn number_op_name(&mut self, ctx: &Context, name: OperationName) {
        if let Some(&i) = self.op_name_index.get(&name) {
            self.op_names[i].refs += 1;
            return;
        }
        let d = self.dialect(&op_dialect(ctx, name));
        self.op_name_index.insert(name, self.op_names.len());
        self.op_names.push(Entry {
            value: name,
            dialect: d,
            refs: 1,
        });
    }

    fn number_op(&mut self, ctx: &Context, op: OpId) -> Result<(), String> {
        self.number_op_name(ctx, ctx.op(op).name());
        for r in ctx.op(op).results() {
            self.values.insert(r, number(self.next_value));
            self.next_value += 1;
            self.number_type(ctx, ctx.value(r).ty());
        }
        if let Some(&dict) = self.op_attrs.get(&op) {
            self.number_attr(ctx, dict);
        }
        if self.version >= super::encoding::version::NATIVE_PROPERTIES {
            let forms = self.property_forms.get(&op).copied();
            let mut w = NumberingWriter { ctx, state: self };
            properties::write(ctx, op, forms, &mut w)?;
        }
        self.number_loc(ctx, ctx.op(op).loc());
        Ok(())
    }

    fn number_region(&mut self, ctx: &Context, region: RegionId) -> Result<(), String> {
        let blocks = ctx.region(region).blocks().to_vec();
        if blocks.is_empty() {
            return Ok(());
        }
        let first = self.next_value;
        for (i, &b) in blocks.iter().enumerate() {
            self.blocks.insert(b, number(i as u64));
            for &arg in ctx.block(b).arguments() {
                self.values.insert(arg, number(self.next_value));
                self.next_value += 1;
                self.number_loc(ctx, ctx.value(arg).loc());
                self.number_type(ctx, ctx.value(arg).ty());
            }
            for op in ctx.block(b).ops() {
                self.number_op(ctx, op)?;
            }
        }
        self.region_counts
            .insert(region, (blocks.len() as u64, self.next_value - first));
        Ok(())
    }

    /// Numbers everything under `root`.
    pub(crate) fn build(
        ctx: &Context,
        root: OpId,
        version: u64,
        op_attrs: HashMap<OpId, Attribute>,
        property_forms: HashMap<OpId, Attribute>,
    ) -> Result<Numbering, String> {
        let mut n = Numbering {
            version,
            op_attrs,
            property_forms,
            ..Default::default()
        };
        n.number_global(ctx, root);
        n.number_op(ctx, root)?;
        let mut stack: Vec<(RegionId, u64)> = Vec::new();
        n.push_regions(ctx, root, &mut stack);
        while let Some((region, next)) = stack.pop() {
            n.next_value = next;
            n.number_region(ctx, region)?;
            for &b in ctx.region(region).blocks() {
                for op in ctx.block(b).ops() {
                    n.push_regions(ctx, op, &mut stack);
                }
            }
        }
        n.finish(ctx);
        Ok(n)
    }

    fn push_regions(&self, ctx: &Context, op: OpId, stack: &mut Vec<(RegionId, u64)>) {
        let first = if self.isolated.get(&op).copied().unwrap_or(false) {
            0
        } else {
            self.next_value
        };
        for &r in ctx.op(op).regions() {
            stack.push((r, first));
        }
    }

    /// Pre-order operation ids, and which operations with regions are isolated from above.
    fn number_global(&mut self, ctx: &Context, root: OpId) {
        let mut order = Vec::new();
        ctx.op(root)
            .walk(crate::ir::WalkOrder::PreOrder, &mut |_, op| order.push(op));
        for (next, &op) in order.iter().enumerate() {
            self.op_ids.insert(op, number(next as u64));
        }
        for &op in &order {
            if ctx.op(op).regions().is_empty() {
                continue;
            }
            let isolated = ctx.op(op).has_trait::<crate::traits::IsIsolatedFromAbove>()
                || !uses_outside_value(ctx, op);
            self.isolated.insert(op, isolated);
        }
    }

    /// Sorts and numbers the attributes, types, operation names and resources.
    fn finish(&mut self, ctx: &Context) {
        let attrs = std::mem::take(&mut self.attrs);
        self.attrs = sort_entries(attrs);
        self.attr_index = IdMap::default();
        for (i, e) in self.attrs.iter().enumerate() {
            self.attr_index.insert(e.value, number(i as u64));
        }
        let types = std::mem::take(&mut self.types);
        self.types = sort_entries(types);
        self.type_index = IdMap::default();
        for (i, e) in self.types.iter().enumerate() {
            self.type_index.insert(e.value, number(i as u64));
        }
        let names = std::mem::take(&mut self.op_names);
        self.op_names = sort_entries(names);
        self.op_name_index = self
            .op_names
            .iter()
            .enumerate()
            .map(|(i, e)| (e.value, i))
            .collect();
        self.number_resources(ctx);
    }

    fn number_resources(&mut self, ctx: &Context) {
        let Some(&d) = self.dialect_index.get("builtin") else {
            return;
        };
        let mut next = 0u64;
        let keys = self.dialects[d].resources.clone();
        self.resources_with_data = keys
            .iter()
            .filter(|k| ctx.resource_blob(k).is_some())
            .cloned()
            .collect();
        for k in keys.iter().filter(|k| self.resources_with_data.contains(k)) {
            self.resource_numbers.insert(k.clone(), next);
            next += 1;
        }
        for k in keys
            .iter()
            .filter(|k| !self.resources_with_data.contains(k))
        {
            self.resource_numbers.insert(k.clone(), next);
            self.resource_declarations.push(k.clone());
            next += 1;
        }
    }
}

/// True when an operation nested in `op` uses a value defined outside `op`'s regions.
fn uses_outside_value(ctx: &Context, op: OpId) -> bool {
    let mut found = false;
    for &r in ctx.op(op).regions() {
        for &b in ctx.region(r).blocks() {
            for inner in ctx.block(b).ops() {
                ctx.op(inner)
                    .walk(crate::ir::WalkOrder::PreOrder, &mut |ctx, o| {
                        if found {
                            return;
                        }
                        for v in ctx.op(o).operands() {
                            let inside = ctx
                                .value(v)
                                .parent_block()
                                .and_then(|b| ctx.block(b).parent_op())
                                .is_some_and(|def_op| ctx.op(op).is_ancestor(def_op));
                            if !inside {
                                found = true;
                                return;
                            }
                        }
                    });
            }
        }
    }
    found
}

/// Stable sort by use count (most used first), then MLIR's `groupByDialectPerByte`.
fn sort_entries<T>(mut entries: Vec<Entry<T>>) -> Vec<Entry<T>> {
    entries.sort_by_key(|e| std::cmp::Reverse(e.refs));
    if entries.is_empty() {
        return entries;
    }
    let mut first_dialect = 0usize;
    let mut in_group: u64 = 0;
    let mut start = 0usize;
    for i in 1..9u64 {
        in_group = (1u64 << (7 * i)) - in_group;
        let end = (start as u64 + in_group).min(entries.len() as u64) as usize;
        let f = first_dialect;
        entries[start..end].sort_by(|a, b| {
            let ka = (a.dialect != f, a.dialect);
            let kb = (b.dialect != f, b.dialect);
            ka.cmp(&kb)
        });
        first_dialect = entries[end - 1].dialect;
        start = end;
        if start >= entries.len() {
            break;
        }
    }
    entries
}

/// The dialect an attribute is numbered under, and whether it is opaque (written as text).
pub(crate) fn attr_dialect(ctx: &Context, attr: Attribute) -> (String, bool) {
    use crate::attributes::AttrKind;
    match ctx.attr(attr).kind() {
        AttrKind::Opaque { dialect, .. } => ((*dialect).as_str(ctx).to_string(), true),
        AttrKind::Dialect { dialect, .. } => ((*dialect).as_str(ctx).to_string(), false),
        _ => ("builtin".to_string(), false),
    }
}

/// The dialect a type is numbered under, and whether it is opaque (written as text).
pub(crate) fn type_dialect(ctx: &Context, ty: Type) -> (String, bool) {
    use crate::types::TypeKind;
    match ctx.ty(ty).kind() {
        TypeKind::Opaque { dialect, .. } => ((*dialect).as_str(ctx).to_string(), true),
        TypeKind::Dialect { dialect, .. } => ((*dialect).as_str(ctx).to_string(), false),
        _ => ("builtin".to_string(), false),
    }
}

/// The dialect prefix of an operation name: MLIR's `getDialectNamespace`, the whole name
/// when it has no dot (which only an unregistered operation's may lack).
pub(crate) fn op_dialect(ctx: &Context, name: OperationName) -> String {
    let s = ctx.op_name(name).as_str();
    s.split_once('.').map_or(s, |(d, _)| d).to_string()
}

/// The writer the numbering runs a dialect's encoder through: it numbers what is referenced
/// and writes nothing.
struct NumberingWriter<'a> {
    ctx: &'a Context,
    state: &'a mut Numbering,
}

impl DialectWriter for NumberingWriter<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn bytecode_version(&self) -> u64 {
        self.state.version
    }
    fn write_attribute(&mut self, attr: Attribute) {
        self.state.number_attr(self.ctx, attr);
    }
    fn write_optional_attribute(&mut self, attr: Option<Attribute>) {
        if let Some(a) = attr {
            self.state.number_attr(self.ctx, a);
        }
    }
    fn write_type(&mut self, ty: Type) {
        self.state.number_type(self.ctx, ty);
    }
    fn write_resource_handle(&mut self, key: &str) {
        self.state.number_resource(key);
    }
    fn write_var_int(&mut self, _: u64) {}
    fn write_signed_var_int(&mut self, _: i64) {}
    fn write_owned_string(&mut self, _: &[u8]) {}
    fn write_owned_blob(&mut self, _: &[u8]) {}
    fn write_owned_bool(&mut self, _: bool) {}
    fn write_var_int_raw_byte(&mut self, _: u8) {}
}

/// Counts one more reference to `value` when it is numbered already (and says so).
fn counted_again<T: DenseId>(index: &IdMap<T>, entries: &mut [Entry<T>], value: T) -> bool {
    match index.get(value) {
        Some(i) => {
            entries[i as usize].refs += 1;
            true
        }
        None => false,
    }
}

/// Numbers `value`, of dialect `dialect`, with its first reference.
fn add_entry<T: DenseId>(
    index: &mut IdMap<T>,
    entries: &mut Vec<Entry<T>>,
    value: T,
    dialect: usize,
) {
    index.insert(value, number(entries.len() as u64));
    entries.push(Entry {
        value,
        dialect,
        refs: 1,
    });
}

/// A handle whose id is a dense index in its context (an arena slot or an interned id).
pub(crate) trait DenseId: Copy {
    fn dense_index(self) -> usize;
}

impl DenseId for Attribute {
    fn dense_index(self) -> usize {
        self.0 as usize
    }
}
impl DenseId for Type {
    fn dense_index(self) -> usize {
        self.0 as usize
    }
}
impl DenseId for Location {
    fn dense_index(self) -> usize {
        self.0 as usize
    }
}
impl DenseId for Value {
    fn dense_index(self) -> usize {
        self.0 as usize
    }
}
impl DenseId for OpId {
    fn dense_index(self) -> usize {
        self.index()
    }
}
impl DenseId for BlockId {
    fn dense_index(self) -> usize {
        self.index()
    }
}

/// A map from handles to 32-bit numbers, a vector indexed by the handle's dense id: the
/// writer looks one up for every operand, result, location and attribute, and ids are dense
/// in a context, so indexing beats hashing (MLIR uses `DenseMap`s here).
pub(crate) struct IdMap<K> {
    slots: Vec<u32>,
    key: std::marker::PhantomData<K>,
}

impl<K> Default for IdMap<K> {
    fn default() -> Self {
        IdMap {
            slots: Vec::new(),
            key: std::marker::PhantomData,
        }
    }
}

/// The sentinel of an absent entry.
const ABSENT: u32 = u32::MAX;

impl<K: DenseId> IdMap<K> {
    pub fn get(&self, key: K) -> Option<u32> {
        self.slots
            .get(key.dense_index())
            .copied()
            .filter(|&v| v != ABSENT)
    }

    pub fn insert(&mut self, key: K, value: u32) {
        let i = key.dense_index();
        if i >= self.slots.len() {
            self.slots.resize((i + 1).next_power_of_two(), ABSENT);
        }
        self.slots[i] = value;
    }
}

/// `n` as a map value: numbers in one file stay far below `u32::MAX` (the reader refuses
/// counts beyond the bytes left, and the writer's inputs live in memory).
fn number(n: u64) -> u32 {
    u32::try_from(n).expect("bytecode numbers fit in 32 bits")
}
