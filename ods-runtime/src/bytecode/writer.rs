//! The bytecode writer (MLIR's `BytecodeWriter`): header, then the dialect, attribute/type,
//! IR, resource, string and (from version 5) properties sections, laid out byte for byte as
//! `mlir-opt --emit-bytecode` lays them out.

use super::builtin::dialect_interface;
use super::encoding::{Emitter, MAGIC, op_mask, section, version};
use super::interface::DialectWriter;
use super::numbering::{Numbering, attr_dialect, type_dialect};
use super::properties;
use crate::ir::{BlockId, OpId, RegionId, Value};
use crate::{Attribute, Context, Type};
use foldhash::HashMap;

/// How to write bytecode (MLIR's `BytecodeWriterConfig`).
#[derive(Clone, Debug)]
pub struct WriterConfig {
    /// The bytecode version, 0 to [`version::CURRENT`].
    pub version: u64,
    /// Leave resource data out (`--elide-resource-data-from-bytecode`).
    pub elide_resource_data: bool,
    /// The producer string after the version.
    pub producer: String,
}

impl Default for WriterConfig {
    fn default() -> Self {
        WriterConfig {
            version: version::CURRENT,
            elide_resource_data: false,
            producer: "MLIR22.1.8".to_string(),
        }
    }
}

/// Why writing failed: the operation to report on and the message.
#[derive(Clone, Debug)]
pub struct WriteError {
    /// The operation the error is about.
    pub op: OpId,
    /// The message.
    pub message: String,
}

/// The strings of the string section, in first-use order.
#[derive(Default)]
struct Strings {
    list: Vec<Vec<u8>>,
    index: HashMap<Vec<u8>, u64>,
}

impl Strings {
    fn insert(&mut self, s: &[u8]) -> u64 {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let i = self.list.len() as u64;
        self.list.push(s.to_vec());
        self.index.insert(s.to_vec(), i);
        i
    }
}

/// `root` (usually the top-level module) as bytecode.
pub fn write_bytecode(
    ctx: &mut Context,
    root: OpId,
    config: &WriterConfig,
) -> Result<Vec<u8>, WriteError> {
    if config.version > version::CURRENT {
        return Err(WriteError {
            op: root,
            message: format!(
                "unsupported version requested {}, must be in range [0, {}]",
                config.version,
                version::CURRENT
            ),
        });
    }
    let (op_attrs, property_forms) = attribute_dictionaries(ctx, root, config.version);
    let ctx: &Context = ctx;
    let numbering = Numbering::build(ctx, root, config.version, op_attrs, property_forms)
        .map_err(|message| WriteError { op: root, message })?;
    let mut w = FileWriter {
        ctx,
        n: &numbering,
        config,
        strings: Strings::default(),
        props: Vec::new(),
        props_index: HashMap::default(),
    };
    let mut out = Emitter::new();
    out.raw(MAGIC);
    out.var_int(config.version);
    out.nul_terminated(config.producer.as_bytes());
    w.dialect_section(&mut out);
    w.attr_type_section(&mut out);
    let mut ir = Emitter::new();
    ir.var_int_with_flag(1, false);
    w.op(&mut ir, root)
        .map_err(|message| WriteError { op: root, message })?;
    out.section(section::IR, ir);
    w.resource_section(&mut out);
    let mut strings = Emitter::new();
    strings.var_int(w.strings.list.len() as u64);
    for s in w.strings.list.iter().rev() {
        strings.var_int(s.len() as u64 + 1);
    }
    for s in &w.strings.list {
        strings.nul_terminated(s);
    }
    out.section(section::STRING, strings);
    if config.version >= version::NATIVE_PROPERTIES {
        let mut props = Emitter::new();
        props.var_int(w.props.len() as u64);
        for p in &w.props {
            props.raw(p);
        }
        out.section(section::PROPERTIES, props);
    }
    Ok(out.bytes)
}

/// The attribute dictionary each operation is written with: its discardable attributes,
/// with the inherent ones merged in before native properties (and for operations whose
/// properties MLIR does not keep apart); and with native properties, the attribute form of
/// the properties of each operation that has properties other than attributes.
fn attribute_dictionaries(
    ctx: &mut Context,
    root: OpId,
    v: u64,
) -> (HashMap<OpId, Attribute>, HashMap<OpId, Attribute>) {
    let mut ops = Vec::new();
    ctx.op(root)
        .walk(crate::ir::WalkOrder::PreOrder, &mut |_, op| ops.push(op));
    let mut out = HashMap::default();
    let mut forms = HashMap::default();
    for op in ops {
        let mut entries = ctx.op(op).discardable_attrs().to_vec();
        if v < version::NATIVE_PROPERTIES || !properties::has_storage(ctx, op) {
            if let Some(inherent) = properties::inherent_dictionary(ctx, op) {
                entries.extend(inherent);
            }
        } else if let Some(f) = properties::property_forms(ctx, op) {
            forms.insert(op, f);
        }
        if !entries.is_empty() {
            out.insert(op, Attribute::dictionary(ctx, &entries));
        }
    }
    (out, forms)
}

struct FileWriter<'a> {
    ctx: &'a Context,
    n: &'a Numbering,
    config: &'a WriterConfig,
    strings: Strings,
    props: Vec<Vec<u8>>,
    props_index: HashMap<Vec<u8>, u64>,
}

impl FileWriter<'_> {
    fn dialect_section(&mut self, out: &mut Emitter) {
        let mut e = Emitter::new();
        e.var_int(self.n.dialects.len() as u64);
        for d in &self.n.dialects {
            let id = self.strings.insert(d.name.as_bytes());
            if self.config.version < version::DIALECT_VERSIONING {
                e.var_int(id);
                continue;
            }
            let mut version_body = Emitter::new();
            if let Some(iface) = dialect_interface(self.ctx, &d.name) {
                let mut w = Writer {
                    ctx: self.ctx,
                    n: self.n,
                    strings: &mut self.strings,
                    out: &mut version_body,
                };
                iface.write_version(&mut w);
            }
            let has_version = !version_body.bytes.is_empty();
            e.var_int_with_flag(id, has_version);
            if has_version {
                e.section(section::DIALECT_VERSIONS, version_body);
            }
        }
        if self.config.version >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
            e.var_int(self.n.op_names.len() as u64);
        }
        let names: Vec<_> = self
            .n
            .op_names
            .iter()
            .map(|x| (x.dialect, x.value))
            .collect();
        for group in groups(&names, |x| x.0) {
            e.var_int(group[0].0 as u64);
            e.var_int(group.len() as u64);
            for &(_, name) in group {
                let full = self.ctx.op_name(name).as_str();
                // What follows the dialect and its dot: nothing for a name without a dot,
                // whose dialect is the whole name.
                let short = full.split_once('.').map_or("", |(_, s)| s);
                let id = self.strings.insert(short.as_bytes());
                if self.config.version < version::NATIVE_PROPERTIES {
                    e.var_int(id);
                } else {
                    e.var_int_with_flag(id, self.ctx.op_name(name).is_registered());
                }
            }
        }
        out.section(section::DIALECT, e);
    }

    fn attr_type_section(&mut self, out: &mut Emitter) {
        let mut data = Emitter::new();
        let mut offsets = Emitter::new();
        offsets.var_int(self.n.attrs.len() as u64);
        offsets.var_int(self.n.types.len() as u64);
        let mut prev = 0usize;
        let attrs: Vec<_> = self.n.attrs.iter().map(|x| (x.dialect, x.value)).collect();
        for group in groups(&attrs, |x| x.0) {
            offsets.var_int(group[0].0 as u64);
            offsets.var_int(group.len() as u64);
            for &(_, a) in group {
                let custom = self.attr_entry(&mut data, a);
                offsets.var_int_with_flag((data.len() - prev) as u64, custom);
                prev = data.len();
            }
        }
        let types: Vec<_> = self.n.types.iter().map(|x| (x.dialect, x.value)).collect();
        for group in groups(&types, |x| x.0) {
            offsets.var_int(group[0].0 as u64);
            offsets.var_int(group.len() as u64);
            for &(_, t) in group {
                let custom = self.type_entry(&mut data, t);
                offsets.var_int_with_flag((data.len() - prev) as u64, custom);
                prev = data.len();
            }
        }
        out.section(section::ATTR_TYPE_OFFSET, offsets);
        out.section(section::ATTR_TYPE, data);
    }

    fn attr_entry(&mut self, data: &mut Emitter, a: Attribute) -> bool {
        let (dialect, opaque) = attr_dialect(self.ctx, a);
        if !opaque {
            if let Some(iface) = dialect_interface(self.ctx, &dialect) {
                let start = data.len();
                let mut w = self.dialect_writer(data);
                if iface.write_attribute(a, &mut w) {
                    return true;
                }
                data.bytes.truncate(start);
            }
        }
        let text = crate::asm::printer::attribute_to_string(self.ctx, a);
        data.nul_terminated(text.as_bytes());
        false
    }

    fn type_entry(&mut self, data: &mut Emitter, t: Type) -> bool {
        let (dialect, opaque) = type_dialect(self.ctx, t);
        if !opaque {
            if let Some(iface) = dialect_interface(self.ctx, &dialect) {
                let start = data.len();
                let mut w = self.dialect_writer(data);
                if iface.write_type(t, &mut w) {
                    return true;
                }
                data.bytes.truncate(start);
            }
        }
        let text = crate::asm::printer::type_to_string(self.ctx, t);
        data.nul_terminated(text.as_bytes());
        false
    }

    fn dialect_writer<'b>(&'b mut self, out: &'b mut Emitter) -> Writer<'b> {
        Writer {
            ctx: self.ctx,
            n: self.n,
            strings: &mut self.strings,
            out,
        }
    }

    fn op(&mut self, e: &mut Emitter, op: OpId) -> Result<(), String> {
        let ctx = self.ctx;
        let v = self.config.version;
        e.var_int(self.n.op_name(ctx.op(op).name()));
        let mask_at = e.len();
        let mut mask = 0u8;
        e.byte(0);
        e.var_int(self.n.loc(ctx.op(op).loc()));
        if let Some(&dict) = self.n.op_attrs.get(&op) {
            mask |= op_mask::HAS_ATTRS;
            e.var_int(self.n.attr(dict));
        }
        if v >= version::NATIVE_PROPERTIES {
            if let Some(id) = self.properties_entry(op)? {
                mask |= op_mask::HAS_PROPERTIES;
                e.var_int(id);
            }
        }
        let results: Vec<Value> = ctx.op(op).results().collect();
        if !results.is_empty() {
            mask |= op_mask::HAS_RESULTS;
            e.var_int(results.len() as u64);
            for &r in &results {
                e.var_int(self.n.ty(ctx.value(r).ty()));
            }
        }
        if ctx.op(op).num_operands() > 0 {
            mask |= op_mask::HAS_OPERANDS;
            e.var_int(ctx.op(op).num_operands() as u64);
            for o in ctx.op(op).operands() {
                e.var_int(self.n.value(o));
            }
        }
        let succs = ctx.op(op).successors();
        if !succs.is_empty() {
            mask |= op_mask::HAS_SUCCESSORS;
            e.var_int(succs.len() as u64);
            for &s in succs {
                e.var_int(self.n.block(s));
            }
        }
        if v >= version::USE_LIST_ORDERING {
            self.use_list_orders(e, &mut mask, &results);
        }
        let regions = ctx.op(op).regions().to_vec();
        if !regions.is_empty() {
            mask |= op_mask::HAS_INLINE_REGIONS;
        }
        e.bytes[mask_at] = mask;
        if regions.is_empty() {
            return Ok(());
        }
        let isolated = self.n.isolated.get(&op).copied().unwrap_or(false);
        e.var_int_with_flag(regions.len() as u64, isolated);
        if isolated && v >= version::LAZY_LOADING {
            let mut inner = Emitter::new();
            for r in regions {
                self.region(&mut inner, r)?;
            }
            e.section(section::IR, inner);
        } else {
            for r in regions {
                self.region(e, r)?;
            }
        }
        Ok(())
    }

    fn region(&mut self, e: &mut Emitter, region: RegionId) -> Result<(), String> {
        let blocks = self.ctx.region(region).blocks().to_vec();
        if blocks.is_empty() {
            e.var_int(0);
            return Ok(());
        }
        let (nb, nv) = self.n.region_counts.get(&region).copied().unwrap_or((0, 0));
        e.var_int(nb);
        e.var_int(nv);
        for b in blocks {
            self.block(e, b)?;
        }
        Ok(())
    }

    fn block(&mut self, e: &mut Emitter, block: BlockId) -> Result<(), String> {
        let ctx = self.ctx;
        let v = self.config.version;
        let args = ctx.block(block).arguments().to_vec();
        let ops: Vec<OpId> = ctx.block(block).ops().collect();
        e.var_int_with_flag(ops.len() as u64, !args.is_empty());
        if !args.is_empty() {
            e.var_int(args.len() as u64);
            for &a in &args {
                let loc = ctx.value(a).loc();
                let ty = self.n.ty(ctx.value(a).ty());
                let loc_num = self.n.loc(loc);
                if v >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                    let unknown = matches!(loc.kind(ctx), crate::location::LocKind::Unknown);
                    e.var_int_with_flag(ty, !unknown);
                    if !unknown {
                        e.var_int(loc_num);
                    }
                } else {
                    e.var_int(ty);
                    e.var_int(loc_num);
                }
            }
            if v >= version::USE_LIST_ORDERING {
                let at = e.len();
                let mut mask = 0u8;
                e.byte(0);
                self.use_list_orders(e, &mut mask, &args);
                if mask != 0 {
                    e.bytes[at] = mask;
                }
            }
        }
        for op in ops {
            self.op(e, op)?;
        }
        Ok(())
    }

    fn properties_entry(&mut self, op: OpId) -> Result<Option<u64>, String> {
        let mut body = Emitter::new();
        let forms = self.n.property_forms.get(&op).copied();
        let has = {
            let mut w = self.dialect_writer(&mut body);
            properties::write(w.ctx, op, forms, &mut w)?
        };
        if !has {
            return Ok(None);
        }
        let mut entry = Emitter::new();
        entry.var_int(body.len() as u64);
        entry.raw(&body.bytes);
        if let Some(&i) = self.props_index.get(&entry.bytes) {
            return Ok(Some(i));
        }
        let i = self.props.len() as u64;
        self.props_index.insert(entry.bytes.clone(), i);
        self.props.push(entry.bytes);
        Ok(Some(i))
    }

    fn use_list_orders(&self, e: &mut Emitter, mask: &mut u8, values: &[Value]) {
        let orders: Vec<(usize, Vec<u64>)> = values
            .iter()
            .enumerate()
            .filter_map(|(i, &v)| self.use_list_order(v).map(|o| (i, o)))
            .collect();
        if orders.is_empty() {
            return;
        }
        *mask |= op_mask::HAS_USE_LIST_ORDERS;
        if values.len() != 1 {
            e.var_int(orders.len() as u64);
        }
        for (index, order) in dense_map_order(orders) {
            let shuffled = order
                .iter()
                .enumerate()
                .filter(|&(i, &x)| i as u64 != x)
                .count();
            let pairs = shuffled < order.len() / 2;
            if values.len() != 1 {
                e.var_int(index as u64);
            }
            if pairs {
                e.var_int_with_flag(shuffled as u64 * 2, true);
                for (i, &x) in order.iter().enumerate() {
                    if i as u64 != x {
                        e.var_int(x);
                        e.var_int(i as u64);
                    }
                }
            } else {
                e.var_int_with_flag(order.len() as u64, false);
                for &x in &order {
                    e.var_int(x);
                }
            }
        }
    }

    /// The permutation that restores the use list of `v`, unless reading it back in order
    /// gives the same list.
    fn use_list_order(&self, v: Value) -> Option<Vec<u64>> {
        let uses: Vec<_> = self.ctx.value(v).uses().collect();
        if uses.len() < 2 {
            return None;
        }
        let id = |u: &crate::ir::OpOperandRef| {
            (u64::from(self.n.op_ids.get(u.op).unwrap_or(0)) << 32) | u64::from(u.index)
        };
        let mut pairs: Vec<(u64, u64)> = Vec::with_capacity(uses.len());
        let mut ordered = true;
        let mut prev = id(&uses[0]);
        pairs.push((0, prev));
        for (i, u) in uses.iter().enumerate().skip(1) {
            let cur = id(u);
            ordered &= prev > cur;
            pairs.push((i as u64, cur));
            prev = cur;
        }
        if ordered {
            return None;
        }
        pairs.sort_by_key(|p| std::cmp::Reverse(p.1));
        Some(pairs.into_iter().map(|p| p.0).collect())
    }

    fn resource_section(&mut self, out: &mut Emitter) {
        let mut data = Emitter::new();
        let mut offsets = Emitter::new();
        let external = self.ctx.external_resources().to_vec();
        offsets.var_int(external.len() as u64);
        let mut prev = 0usize;
        let elide = self.config.elide_resource_data;
        for (group, entries) in &external {
            let mut list = Vec::new();
            for (key, value) in entries {
                let kind = match value {
                    crate::resources::ResourceValue::Blob(b) => {
                        if !elide {
                            blob(&mut data, b);
                        }
                        0
                    }
                    crate::resources::ResourceValue::Bool(b) => {
                        if !elide {
                            data.byte(u8::from(*b));
                        }
                        1
                    }
                    crate::resources::ResourceValue::String(s) => {
                        if !elide {
                            data.var_int(self.strings.insert(s));
                        }
                        2
                    }
                };
                list.push((key.clone(), kind, data.len() - prev));
                prev = data.len();
            }
            let g = self.strings.insert(group.as_bytes());
            self.resource_group(&mut offsets, g, &list);
        }
        let builtin = self.n.dialects.iter().position(|d| d.name == "builtin");
        if let Some(d) = builtin {
            let mut list = Vec::new();
            for key in &self.n.resources_with_data {
                if let Some(b) = self.ctx.resource_blob(key) {
                    if !elide {
                        blob(&mut data, b);
                    }
                }
                list.push((key.clone(), 0u8, data.len() - prev));
                prev = data.len();
            }
            for key in &self.n.resource_declarations {
                list.push((key.clone(), 0u8, data.len() - prev));
                prev = data.len();
            }
            if !list.is_empty() {
                self.resource_group(&mut offsets, d as u64, &list);
            }
        }
        // The offsets always hold at least their count, so both sections are always written.
        out.section(section::RESOURCE_OFFSET, offsets);
        out.section(section::RESOURCE, data);
    }

    fn resource_group(&mut self, offsets: &mut Emitter, key: u64, list: &[(String, u8, usize)]) {
        offsets.var_int(key);
        offsets.var_int(list.len() as u64);
        for (k, kind, size) in list {
            offsets.var_int(self.strings.insert(k.as_bytes()));
            offsets.var_int(*size as u64);
            offsets.byte(*kind);
        }
    }
}

/// A blob with its alignment (MLIR's `emitOwnedBlobAndAlignment`).
fn blob(data: &mut Emitter, b: &crate::resources::Blob) {
    data.var_int(u64::from(b.alignment));
    data.var_int(b.data.len() as u64);
    let align = if b.alignment.is_power_of_two() {
        b.alignment
    } else {
        1
    };
    data.align_to(align);
    data.raw(&b.data);
}

/// The entries in the order an LLVM `DenseMap<unsigned, ..>` iterates them: by bucket,
/// the bucket of `k` being `k * 37` modulo the table size (64, doubled while three quarters
/// full).
fn dense_map_order(mut entries: Vec<(usize, Vec<u64>)>) -> Vec<(usize, Vec<u64>)> {
    let mut buckets = 64usize;
    while entries.len() * 4 >= buckets * 3 {
        buckets *= 2;
    }
    entries.sort_by_key(|(k, _)| (k.wrapping_mul(37)) % buckets);
    entries
}

/// Runs of consecutive items with the same key.
fn groups<T>(items: &[T], key: impl Fn(&T) -> usize) -> Vec<&[T]> {
    let mut out = Vec::new();
    let mut start = 0;
    for i in 1..=items.len() {
        if i == items.len() || key(&items[i]) != key(&items[start]) {
            out.push(&items[start..i]);
            start = i;
        }
    }
    out
}

/// The writer a dialect's encoder writes an entry through.
struct Writer<'a> {
    ctx: &'a Context,
    n: &'a Numbering,
    strings: &'a mut Strings,
    out: &'a mut Emitter,
}

impl DialectWriter for Writer<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn bytecode_version(&self) -> u64 {
        self.n.version
    }
    fn write_attribute(&mut self, attr: Attribute) {
        self.out.var_int(self.n.attr(attr));
    }
    fn write_optional_attribute(&mut self, attr: Option<Attribute>) {
        match attr {
            None => self.out.var_int(0),
            Some(a) => self.out.var_int_with_flag(self.n.attr(a), true),
        }
    }
    fn write_type(&mut self, ty: Type) {
        self.out.var_int(self.n.ty(ty));
    }
    fn write_resource_handle(&mut self, key: &str) {
        let n = self.n.resource_numbers.get(key).copied().unwrap_or(0);
        self.out.var_int(n);
    }
    fn write_var_int(&mut self, value: u64) {
        self.out.var_int(value);
    }
    fn write_signed_var_int(&mut self, value: i64) {
        self.out.signed_var_int(value);
    }
    fn write_owned_string(&mut self, s: &[u8]) {
        let id = self.strings.insert(s);
        self.out.var_int(id);
    }
    fn write_owned_blob(&mut self, data: &[u8]) {
        self.out.var_int(data.len() as u64);
        self.out.raw(data);
    }
    fn write_owned_bool(&mut self, value: bool) {
        self.out.byte(u8::from(value));
    }
    fn write_var_int_raw_byte(&mut self, byte: u8) {
        self.out.byte(byte);
    }
}
