//! The states [`DeadCodeAnalysis`](super::DeadCodeAnalysis) computes and every analysis
//! built on it reads: whether a block or CFG edge is live (`Executable`), and the known
//! predecessors of a program point (`PredecessorState`).

use std::collections::VecDeque;

use foldhash::HashMap;

use super::solver::{AnalysisId, AnalysisState, Anchor, ChangeResult, ProgramPoint, WorkItem};
use crate::Context;
use crate::ir::{OpId, Value};

/// Whether a block (at its start) or a CFG edge is live (MLIR's `Executable`).
#[derive(Default, Debug)]
pub struct Executable {
    live: bool,
    /// The analyses to re-run on a block's contents (or on the target of an edge) when it
    /// becomes live.
    subscribers: Vec<AnalysisId>,
}

impl Executable {
    /// Whether it is live.
    pub fn is_live(&self) -> bool {
        self.live
    }

    /// Marks it live.
    pub fn set_to_live(&mut self) -> ChangeResult {
        ChangeResult::from_bool(!std::mem::replace(&mut self.live, true))
    }

    /// Re-runs `analysis` on the block (and its operations) when it becomes live (MLIR's
    /// `blockContentSubscribe`).
    pub fn block_content_subscribe(&mut self, analysis: AnalysisId) {
        if !self.subscribers.contains(&analysis) {
            self.subscribers.push(analysis);
        }
    }
}

impl AnalysisState for Executable {
    fn on_update(&self, anchor: Anchor, ctx: &Context, worklist: &mut VecDeque<WorkItem>) {
        match anchor {
            Anchor::Point(point @ ProgramPoint::BlockStart(block)) => {
                worklist.extend(self.subscribers.iter().map(|&a| (point, a)));
                for &a in &self.subscribers {
                    worklist.extend(
                        ctx.block(block)
                            .ops()
                            .map(|op| (ProgramPoint::AfterOp(op), a)),
                    );
                }
            }
            Anchor::Edge(_, to) => {
                let point = ProgramPoint::BlockStart(to);
                worklist.extend(self.subscribers.iter().map(|&a| (point, a)));
            }
            _ => {}
        }
    }
}

/// The known predecessors of a program point, and whether they are all known (MLIR's
/// `PredecessorState`): the callsites of a callable, the return sites of a call, the
/// branch points entering a region or leaving a region-branch operation.
#[derive(Debug)]
pub struct PredecessorState {
    all_known: bool,
    known: Vec<OpId>,
    inputs: HashMap<OpId, Vec<Value>>,
}

impl Default for PredecessorState {
    fn default() -> Self {
        PredecessorState {
            all_known: true,
            known: Vec::new(),
            inputs: HashMap::default(),
        }
    }
}

impl AnalysisState for PredecessorState {}

impl PredecessorState {
    /// Whether every predecessor is known.
    pub fn all_predecessors_known(&self) -> bool {
        self.all_known
    }

    /// The known predecessors, in the order they were found.
    pub fn known_predecessors(&self) -> &[OpId] {
        &self.known
    }

    /// The values `predecessor` forwards into (the successor inputs along its edge).
    pub fn successor_inputs(&self, predecessor: OpId) -> &[Value] {
        self.inputs.get(&predecessor).map_or(&[], |v| v.as_slice())
    }

    /// Records that not every predecessor is known.
    pub fn set_has_unknown_predecessors(&mut self) -> ChangeResult {
        ChangeResult::from_bool(std::mem::replace(&mut self.all_known, false))
    }

    /// Adds a known predecessor forwarding into `inputs`.
    pub fn join(&mut self, predecessor: OpId, inputs: &[Value]) -> ChangeResult {
        let mut changed = !self.known.contains(&predecessor);
        if changed {
            self.known.push(predecessor);
        }
        if !inputs.is_empty() && self.inputs.get(&predecessor).map(|v| v.as_slice()) != Some(inputs)
        {
            self.inputs.insert(predecessor, inputs.to_vec());
            changed = true;
        }
        ChangeResult::from_bool(changed)
    }
}
