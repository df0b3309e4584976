//! `view-op-graph` (MLIR's `ViewOpGraph`, `mlir/lib/Transforms/ViewOpGraph.cpp`): writes a
//! Graphviz DOT picture of the operation it runs on to the tool's standard error: a cluster
//! per operation with regions and per block, a record node per other operation (operands
//! and results as ports, attributes, one fill colour per operation name) and per block
//! argument, then the data-flow and control-flow edges.
//!
//! Large elements attributes and arrays are elided above the tool's
//! `--mlir-elide-elementsattrs-if-larger` (16 by default), as MLIR's default printing flags
//! read it; the attributes themselves print with the default flags otherwise.

use std::collections::HashMap;

use crate::Context;
use crate::asm::op_printer::{properties_attributes, value_names};
use crate::asm::printer::Printer;
use crate::attributes::{AttrKind, Attribute};
use crate::ir::{OpId, PropertyStorage, RegionId, Value, WalkOrder};
use crate::pass::{OptionKind, Pass, PassInfo, PassOption, PassOptions, PassResult};
use crate::types::Identifier;

/// The `view-op-graph` pass as mlir-opt registers it.
pub fn view_op_graph_pass() -> PassInfo {
    PassInfo::new(
        "view-op-graph",
        "Print Graphviz visualization of an operation",
        |options| {
            Box::new(ViewOpGraph {
                opts: GraphOptions::from_options(options),
                state: GraphState::default(),
            })
        },
    )
    .with_name("ViewOpGraph")
    .with_option(PassOption::new(
        "max-label-len",
        OptionKind::Uint,
        "20",
        "Limit attribute/type length to number of chars",
    ))
    .with_option(PassOption::new(
        "print-attrs",
        OptionKind::Bool,
        "true",
        "Print attributes of operations",
    ))
    .with_option(PassOption::new(
        "print-control-flow-edges",
        OptionKind::Bool,
        "false",
        "Print control flow edges",
    ))
    .with_option(PassOption::new(
        "print-data-flow-edges",
        OptionKind::Bool,
        "true",
        "Print data flow edges",
    ))
    .with_option(PassOption::new(
        "print-result-types",
        OptionKind::Bool,
        "true",
        "Print result types of operations",
    ))
}

/// The pass's options.
#[derive(Clone, Copy, Debug)]
struct GraphOptions {
    max_label_len: usize,
    print_attrs: bool,
    control_flow: bool,
    data_flow: bool,
    result_types: bool,
}

impl GraphOptions {
    fn from_options(o: &PassOptions) -> Self {
        GraphOptions {
            max_label_len: usize::try_from(o.unsigned("max-label-len")).unwrap_or(usize::MAX),
            print_attrs: o.flag("print-attrs"),
            control_flow: o.flag("print-control-flow-edges"),
            data_flow: o.flag("print-data-flow-edges"),
            result_types: o.flag("print-result-types"),
        }
    }
}

/// The pass. As MLIR's pass object does, an instance keeps its node numbers, the nodes of
/// the values it met and its data-flow edges from one run to the next (a pass run on each
/// function of a module numbers on, and writes the earlier graphs' data-flow edges again).
struct ViewOpGraph {
    opts: GraphOptions,
    state: GraphState,
}

impl Pass for ViewOpGraph {
    fn run(&mut self, ctx: &mut Context, op: OpId) -> PassResult {
        let dot = write_graph(ctx, op, self.opts, &mut self.state);
        ctx.pass_output().stderr.push_str(&dot);
        Ok(())
    }
}

/// What a pass instance keeps across its runs.
#[derive(Default)]
struct GraphState {
    counter: u32,
    /// Data-flow edges: the value, the node using it and the port.
    data_edges: Vec<(Value, Node, String)>,
    value_nodes: HashMap<Value, Node>,
}

/// A node: its number and, for a cluster's anchor, the cluster's.
#[derive(Clone, Copy, Debug, Default)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

/// The graph being written.
struct Graph<'a> {
    ctx: &'a Context,
    opts: GraphOptions,
    out: String,
    indent: usize,
    state: &'a mut GraphState,
    /// Control-flow edges, written before the data-flow ones.
    edges: Vec<String>,
    names: HashMap<Value, String>,
    colors: HashMap<String, String>,
    attrs: HashMap<OpId, Vec<(Identifier, Attribute)>>,
}

/// The DOT text for `root`.
fn write_graph(
    ctx: &mut Context,
    root: OpId,
    opts: GraphOptions,
    state: &mut GraphState,
) -> String {
    let ops = ctx.op(root).collect_ops(WalkOrder::PostOrder);
    let mut values = Vec::new();
    for &op in &ops {
        values.extend(ctx.op(op).results());
        for &region in ctx.op(op).regions() {
            for &block in ctx.region(region).blocks() {
                values.extend_from_slice(ctx.block(block).arguments());
            }
        }
    }
    let top = top_level_op(ctx, root);
    let names = value_names(ctx, top, &values);
    let props = properties_attributes(ctx, root);
    let ctx: &Context = ctx;
    let mut attrs = HashMap::new();
    for &op in &ops {
        // MLIR's `getAttrs`: the inherent attributes of a registered operation (not the
        // generic properties of an unregistered one) and the discardable ones.
        let mut all: Vec<(Identifier, Attribute)> = match ctx.op(op).property_storage() {
            PropertyStorage::Typed(_) => props
                .get(op)
                .map(|d| dictionary(ctx, d))
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        all.extend_from_slice(ctx.op(op).discardable_attrs());
        all.sort_by(|a, b| a.0.as_str(ctx).cmp(b.0.as_str(ctx)));
        attrs.insert(op, all);
    }
    let mut graph = Graph {
        ctx,
        opts,
        out: String::new(),
        indent: 0,
        state,
        edges: Vec::new(),
        names: values.into_iter().zip(names).collect(),
        colors: color_mapping(ctx, &ops),
        attrs,
    };
    graph.line("digraph G {");
    graph.indent += 2;
    graph.line("compound = true;");
    graph.operation(root);
    graph.all_edges();
    graph.indent -= 2;
    graph.line("}");
    graph.out
}

/// The outermost ancestor of `op` (the operation value names are computed from).
fn top_level_op(ctx: &Context, mut op: OpId) -> OpId {
    while let Some(parent) = ctx.op(op).parent_op() {
        op = parent;
    }
    op
}

/// The entries of a dictionary attribute.
fn dictionary(ctx: &Context, dict: Attribute) -> Vec<(Identifier, Attribute)> {
    match ctx.attr(dict).kind() {
        AttrKind::Dictionary(entries) => entries.clone(),
        _ => Vec::new(),
    }
}

/// One fill colour per operation name: hues spread evenly in the order the names are first
/// met in a post-order walk.
fn color_mapping(ctx: &Context, ops: &[OpId]) -> HashMap<String, String> {
    let mut order: Vec<String> = Vec::new();
    for &op in ops {
        let name = ctx.op_name(ctx.op(op).name()).as_str();
        if !order.iter().any(|n| n == name) {
            order.push(name.to_string());
        }
    }
    let count = order.len() as f64;
    order
        .into_iter()
        .enumerate()
        .map(|(i, name)| (name, format!("{:.6} 0.3 0.95", i as f64 / count)))
        .collect()
}

/// Escapes the characters Graphviz record labels give a meaning to.
fn escape_label(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '{' | '|' | '<' | '}' | '>' | '\n' | '"') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A port name: the value's name with `%` and `#` as `_`.
fn port_name(name: &str) -> String {
    name.replace(['%', '#'], "_")
}

impl Graph<'_> {
    /// Writes one indented line.
    fn line(&mut self, text: &str) {
        self.out.push_str(&" ".repeat(self.indent));
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn truncate(&self, text: String) -> String {
        if text.len() <= self.opts.max_label_len {
            return text;
        }
        let mut cut = self.opts.max_label_len;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        format!("{}...", &text[..cut])
    }

    fn name(&self, v: Value) -> &str {
        self.names
            .get(&v)
            .map_or("<<UNKNOWN SSA VALUE>>", String::as_str)
    }

    /// A node statement; returns the node.
    fn node(&mut self, label: &str, shape: &str, fill: Option<&str>) -> Node {
        self.state.counter += 1;
        let id = self.state.counter;
        let stmt = match fill {
            Some(color) => format!(
                "v{id} [fillcolor = \"{color}\", label = \"{label}\", shape = {shape}, style = filled];"
            ),
            None => format!("v{id} [label = \"{label}\", shape = {shape}];"),
        };
        self.line(&stmt);
        Node { id, cluster: None }
    }

    /// A cluster with an invisible anchor node, its label and what `body` writes.
    fn cluster(&mut self, label: &str, body: impl FnOnce(&mut Self)) -> Node {
        self.state.counter += 1;
        let cluster = self.state.counter;
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.indent += 2;
        let anchor = self.node(" ", "plain", None);
        self.line(&format!("label = \"{label}\";"));
        body(self);
        self.indent -= 2;
        self.line("}");
        Node {
            id: anchor.id,
            cluster: Some(cluster),
        }
    }
}

impl Graph<'_> {
    /// An operation: a cluster holding its regions, or a record node.
    fn operation(&mut self, op: OpId) -> Node {
        let ctx = self.ctx;
        let node = if ctx.op(op).regions().is_empty() {
            let label = self.record_label(op);
            let name = ctx.op_name(ctx.op(op).name()).as_str();
            let color = self.colors.get(name).cloned();
            self.node(&label, "Mrecord", color.as_deref())
        } else {
            let label = self.cluster_label(op);
            let regions: Vec<RegionId> = ctx.op(op).regions().to_vec();
            self.cluster(&label, |g| {
                for region in regions {
                    g.region(region);
                }
            })
        };
        if self.opts.data_flow {
            for operand in ctx.op(op).operands() {
                let port = port_name(self.name(operand));
                self.state.data_edges.push((operand, node, port));
            }
        }
        for result in ctx.op(op).results() {
            self.state.value_nodes.insert(result, node);
        }
        node
    }

    /// A region: a cluster per block, holding a node per argument and per operation.
    fn region(&mut self, region: RegionId) {
        let ctx = self.ctx;
        for &block in ctx.region(region).blocks() {
            self.cluster("", |g| {
                for &arg in ctx.block(block).arguments() {
                    let label = g.value_port(arg, "res");
                    let node = g.node(&label, "Mrecord", None);
                    g.state.value_nodes.insert(arg, node);
                }
                let mut prev: Option<Node> = None;
                for op in ctx.block(block).ops() {
                    let next = g.operation(op);
                    if g.opts.control_flow
                        && let Some(prev) = prev
                    {
                        let edge = g.edge(prev, next, "", "dashed");
                        g.edges.push(edge);
                    }
                    prev = Some(next);
                }
            });
        }
    }

    /// `<{kind}{port}> %name`, with the type after it for results when result types are
    /// printed.
    fn value_port(&self, v: Value, kind: &str) -> String {
        let name = self.name(v);
        let mut text = format!("<{kind}{}> {name}", port_name(name));
        if kind == "res" && self.opts.result_types {
            text.push(' ');
            text.push_str(&escape_label(&self.truncate(self.type_text(v))));
        }
        text
    }

    fn type_text(&self, v: Value) -> String {
        let mut p = Printer::new(self.ctx);
        p.print_type(self.ctx.value(v).ty());
        p.finish()
    }

    /// The record of an operation without regions: operand ports, the name, the
    /// attributes, result ports.
    fn record_label(&self, op: OpId) -> String {
        let ctx = self.ctx;
        let mut label = String::from("{");
        let operands: Vec<String> = ctx
            .op(op)
            .operands()
            .map(|v| self.value_port(v, "arg"))
            .collect();
        if !operands.is_empty() {
            label.push_str(&format!("{{{}}}|", operands.join("|")));
        }
        label.push_str(ctx.op_name(ctx.op(op).name()).as_str());
        label.push_str("\\l");
        let attrs = self.attrs.get(&op).map(Vec::as_slice).unwrap_or_default();
        if self.opts.print_attrs && !attrs.is_empty() {
            label.push_str("\\l");
            for &(name, value) in attrs {
                let value = self.attr_text(value);
                label.push_str(&format!("{}: {value}\\l", name.as_str(ctx)));
            }
        }
        let results: Vec<String> = ctx
            .op(op)
            .results()
            .map(|v| self.value_port(v, "res"))
            .collect();
        if !results.is_empty() {
            label.push_str(&format!("|{{{}}}", results.join("|")));
        }
        label.push('}');
        label
    }

    /// The label of an operation with regions: its name, result types and attributes.
    fn cluster_label(&self, op: OpId) -> String {
        let ctx = self.ctx;
        let mut label = ctx.op_name(ctx.op(op).name()).as_str().to_string();
        if self.opts.result_types {
            let types: Vec<String> = ctx.op(op).results().map(|v| self.type_text(v)).collect();
            label.push_str(&format!(" : ({})", self.truncate(types.join(", "))));
        }
        if self.opts.print_attrs {
            label.push_str("\\l");
            let attrs = self.attrs.get(&op).map(Vec::as_slice).unwrap_or_default();
            for &(name, value) in attrs {
                let value = self.attr_text(value);
                label.push_str(&format!("{}: {value}\\l", name.as_str(ctx)));
            }
        }
        label
    }

    /// An attribute as the graph shows it: splats in full, large elements and arrays
    /// elided, the rest truncated.
    fn attr_text(&self, attr: Attribute) -> String {
        let ctx = self.ctx;
        // The tool's elision limit, else 16 (MLIR's `getLargeAttributeSizeLimit`).
        let large = ctx.pass_output.elide_elements_limit.unwrap_or(16);
        let print = |a: Attribute| {
            let mut p = Printer::new(ctx);
            p.print_attribute(a);
            p.finish()
        };
        let elements = match ctx.attr(attr).kind() {
            AttrKind::DenseElements { ty, values } => Some((*ty, values.len() == 1)),
            AttrKind::DenseStrings { ty, values } => Some((*ty, values.len() == 1)),
            AttrKind::Sparse { ty, .. } | AttrKind::DenseResource { ty, .. } => Some((*ty, false)),
            _ => None,
        };
        if let Some((ty, splat)) = elements {
            if splat {
                return escape_label(&print(attr));
            }
            let shape = ctx.ty(ty).shape().unwrap_or_default();
            let count: i64 = shape.iter().product();
            if count > large {
                let rank = shape.len();
                let mut p = Printer::new(ctx);
                p.print_type(ty);
                let ty = escape_label(&self.truncate(p.finish()));
                return format!("{}...{} : {ty}", "[".repeat(rank), "]".repeat(rank));
            }
        }
        if let AttrKind::Array(items) = ctx.attr(attr).kind()
            && i64::try_from(items.len()).is_ok_and(|n| n > large)
        {
            return "[...]".to_string();
        }
        escape_label(&self.truncate(print(attr)))
    }

    /// An edge statement from `from` to `to`, through `port` when neither is a cluster.
    fn edge(&self, from: Node, to: Node, port: &str, style: &str) -> String {
        let mut text = format!("v{}", from.id);
        if !port.is_empty() && from.cluster.is_none() {
            text.push_str(&format!(":res{port}:s"));
        }
        text.push_str(&format!(" -> v{}", to.id));
        if !port.is_empty() && to.cluster.is_none() {
            text.push_str(&format!(":arg{port}:n"));
        }
        let mut attrs = Vec::new();
        if let Some(c) = to.cluster {
            attrs.push(format!("lhead = cluster_{c}"));
        }
        if let Some(c) = from.cluster {
            attrs.push(format!("ltail = cluster_{c}"));
        }
        attrs.push(format!("style = {style}"));
        text.push_str(&format!("[{}]", attrs.join(", ")));
        text
    }

    /// The edges: control flow as met, then the data flow of this and earlier runs.
    fn all_edges(&mut self) {
        let data = self.state.data_edges.clone();
        for (value, to, port) in data {
            let from = self
                .state
                .value_nodes
                .get(&value)
                .copied()
                .unwrap_or_default();
            let edge = self.edge(from, to, &port, "solid");
            self.edges.push(edge);
        }
        for edge in std::mem::take(&mut self.edges) {
            self.line(&format!("{edge};"));
        }
    }
}
