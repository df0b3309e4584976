//! The call graph of MLIR's `CallGraph` analysis and the bottom-up walk over its strongly
//! connected components that LLVM's `scc_iterator` makes, as the inliner uses them.
//!
//! A node stands for the region of a callable operation; two more nodes, without region,
//! stand for the external callers (with an edge to every callable not nested in another)
//! and the unknown callee (what a call that does not resolve calls). Edges are kept once
//! each, in the order they were found: call edges from the callable holding a call, child
//! edges from a callable to the callables nested in it. The graph is computed once and not
//! updated while the IR changes, as MLIR's analysis is not during inlining.

use std::collections::HashMap;

use crate::Context;
use crate::interfaces::call::{CallOpInterface, CallableOpInterface};
use crate::ir::{OpId, RegionId};

/// The index of a node in its [`CallGraph`].
pub type NodeId = usize;

/// The kind of an edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeKind {
    /// From the external caller node to a callable.
    Abstract,
    /// From a callable to what one of its calls calls.
    Call,
    /// From a callable to a callable nested in it.
    Child,
}

/// One node: a callable region, or one of the two external nodes.
#[derive(Clone, Debug, Default)]
pub struct Node {
    /// The callable region; `None` for the external nodes.
    pub region: Option<RegionId>,
    /// The outgoing edges, each once, in the order found.
    pub edges: Vec<(NodeId, EdgeKind)>,
}

impl Node {
    /// Whether the node has child edges.
    pub fn has_children(&self) -> bool {
        self.edges.iter().any(|&(_, k)| k == EdgeKind::Child)
    }
}

/// The call graph of an operation.
#[derive(Clone, Debug)]
pub struct CallGraph {
    nodes: Vec<Node>,
    by_region: HashMap<RegionId, NodeId>,
}

/// The node of external callers.
pub const EXTERNAL_CALLER: NodeId = 0;
/// The node of unknown callees.
pub const UNKNOWN_CALLEE: NodeId = 1;

impl CallGraph {
    /// The call graph of everything under `op`: the callables first, then the calls.
    pub fn new(ctx: &Context, op: OpId) -> Self {
        let mut cg = CallGraph {
            nodes: vec![Node::default(), Node::default()],
            by_region: HashMap::new(),
        };
        cg.compute(ctx, op, None, false);
        cg.compute(ctx, op, None, true);
        cg
    }

    fn compute(&mut self, ctx: &Context, op: OpId, mut parent: Option<NodeId>, calls: bool) {
        if let Some(call) = CallOpInterface::cast(ctx, op) {
            if calls && let Some(p) = parent {
                let target = self.resolve(ctx, call);
                self.add_edge(p, target, EdgeKind::Call);
            }
            return;
        }
        if let Some(callable) = CallableOpInterface::cast(ctx, op) {
            let Some(region) = callable.get_callable_region(ctx) else {
                return;
            };
            parent = Some(self.get_or_add(region, parent));
        }
        for &region in ctx.op(op).regions() {
            for &block in ctx.region(region).blocks() {
                for nested in ctx.block(block).ops() {
                    self.compute(ctx, nested, parent, calls);
                }
            }
        }
    }

    fn get_or_add(&mut self, region: RegionId, parent: Option<NodeId>) -> NodeId {
        if let Some(&n) = self.by_region.get(&region) {
            return n;
        }
        let n = self.nodes.len();
        self.nodes.push(Node {
            region: Some(region),
            edges: Vec::new(),
        });
        self.by_region.insert(region, n);
        match parent {
            Some(p) => self.add_edge(p, n, EdgeKind::Child),
            None => self.add_edge(EXTERNAL_CALLER, n, EdgeKind::Abstract),
        }
        n
    }

    fn add_edge(&mut self, from: NodeId, to: NodeId, kind: EdgeKind) {
        let edges = &mut self.nodes[from].edges;
        if !edges.contains(&(to, kind)) {
            edges.push((to, kind));
        }
    }

    /// The node of `region`, if it is a callable region of the graph.
    pub fn lookup(&self, region: RegionId) -> Option<NodeId> {
        self.by_region.get(&region).copied()
    }

    /// The node `call` calls: its resolved callable's, else the unknown callee.
    pub fn resolve(&self, ctx: &Context, call: CallOpInterface) -> NodeId {
        call.resolve_callable(ctx)
            .and_then(|c| CallableOpInterface::cast(ctx, c))
            .and_then(|c| c.get_callable_region(ctx))
            .and_then(|r| self.lookup(r))
            .unwrap_or(UNKNOWN_CALLEE)
    }

    /// The node `n`.
    pub fn node(&self, n: NodeId) -> &Node {
        &self.nodes[n]
    }

    /// The callable region of `n`; `None` for an external node.
    pub fn region(&self, n: NodeId) -> Option<RegionId> {
        self.nodes[n].region
    }

    /// The nodes of callable regions, in the order they were found.
    pub fn callable_nodes(&self) -> impl Iterator<Item = NodeId> + use<> {
        2..self.nodes.len()
    }
}

/// One node on the depth-first walk's stack: the next edge to follow and the lowest visit
/// number reached from it.
struct Visit {
    node: NodeId,
    next_edge: usize,
    min_visited: usize,
}

/// LLVM's `scc_iterator` over a call graph from the external caller node: Tarjan's
/// algorithm, one component at a time, each component after those it reaches.
pub struct SccWalk {
    visit_num: usize,
    visit_numbers: HashMap<NodeId, usize>,
    scc_stack: Vec<NodeId>,
    visit_stack: Vec<Visit>,
    current: Vec<NodeId>,
}

/// The visit number of a node whose component was emitted.
const DONE: usize = usize::MAX;

impl SccWalk {
    /// The walk, positioned on the first component.
    pub fn new(cg: &CallGraph) -> Self {
        let mut walk = SccWalk {
            visit_num: 0,
            visit_numbers: HashMap::new(),
            scc_stack: Vec::new(),
            visit_stack: Vec::new(),
            current: Vec::new(),
        };
        walk.visit_one(EXTERNAL_CALLER);
        walk.next_scc(cg);
        walk
    }

    /// The current component, empty at the end.
    pub fn current(&self) -> &[NodeId] {
        &self.current
    }

    /// Moves to the next component.
    pub fn advance(&mut self, cg: &CallGraph) {
        self.next_scc(cg);
    }

    /// Forgets `node` (LLVM's `ReplaceNode(node, nullptr)`): should the walk reach it again,
    /// it visits it as a new node.
    pub fn forget(&mut self, node: NodeId) {
        self.visit_numbers.remove(&node);
    }

    fn visit_one(&mut self, node: NodeId) {
        self.visit_num += 1;
        self.visit_numbers.insert(node, self.visit_num);
        self.scc_stack.push(node);
        self.visit_stack.push(Visit {
            node,
            next_edge: 0,
            min_visited: self.visit_num,
        });
    }

    fn visit_children(&mut self, cg: &CallGraph) {
        loop {
            let Some(top) = self.visit_stack.last_mut() else {
                return;
            };
            let Some(&(child, _)) = cg.node(top.node).edges.get(top.next_edge) else {
                return;
            };
            top.next_edge += 1;
            match self.visit_numbers.get(&child) {
                None => self.visit_one(child),
                Some(&num) => top.min_visited = top.min_visited.min(num),
            }
        }
    }

    fn next_scc(&mut self, cg: &CallGraph) {
        self.current.clear();
        while !self.visit_stack.is_empty() {
            self.visit_children(cg);
            let Some(done) = self.visit_stack.pop() else {
                return;
            };
            if let Some(parent) = self.visit_stack.last_mut() {
                parent.min_visited = parent.min_visited.min(done.min_visited);
            }
            if self.visit_numbers.get(&done.node) != Some(&done.min_visited) {
                continue;
            }
            while let Some(n) = self.scc_stack.pop() {
                self.current.push(n);
                self.visit_numbers.insert(n, DONE);
                if n == done.node {
                    break;
                }
            }
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A graph of `n` callable nodes (numbered from 2) with the given edges, the external
    /// caller reaching each in order.
    fn graph(n: usize, edges: &[(NodeId, NodeId)]) -> CallGraph {
        let mut cg = CallGraph {
            nodes: vec![Node::default(); n + 2],
            by_region: HashMap::new(),
        };
        for i in 2..n + 2 {
            cg.add_edge(EXTERNAL_CALLER, i, EdgeKind::Abstract);
        }
        for &(from, to) in edges {
            cg.add_edge(from, to, EdgeKind::Call);
        }
        cg
    }

    fn components(cg: &CallGraph) -> Vec<Vec<NodeId>> {
        let mut walk = SccWalk::new(cg);
        let mut out = Vec::new();
        while !walk.current().is_empty() {
            out.push(walk.current().to_vec());
            walk.advance(cg);
        }
        out
    }

    #[test]
    fn components_come_callees_first() {
        // 2 <-> 3 -> 4, 5 -> 2.
        let cg = graph(4, &[(2, 3), (3, 2), (3, 4), (5, 2), (5, 5)]);
        assert_eq!(
            components(&cg),
            vec![vec![4], vec![3, 2], vec![5], vec![EXTERNAL_CALLER]]
        );
    }

    #[test]
    fn edges_are_kept_once_in_order() {
        let cg = graph(2, &[(2, 3), (2, 3), (3, 2)]);
        assert_eq!(cg.node(2).edges, vec![(3, EdgeKind::Call)]);
        assert!(!cg.node(2).has_children());
    }

    #[test]
    fn a_forgotten_node_is_visited_again() {
        // 2 -> 3, and 4 -> 3 reached after 3 was forgotten.
        let cg = graph(3, &[(2, 3), (4, 3)]);
        let mut walk = SccWalk::new(&cg);
        assert_eq!(walk.current(), &[3]);
        walk.forget(3);
        let mut seen = Vec::new();
        while !walk.current().is_empty() {
            seen.push(walk.current().to_vec());
            walk.advance(&cg);
        }
        assert_eq!(
            seen,
            vec![vec![3], vec![2], vec![3], vec![4], vec![EXTERNAL_CALLER]]
        );
    }
}
