//! `mlir/Interfaces/ControlFlowInterfaces.td`: `BranchOpInterface`, whose verifier checks
//! the operands a terminator forwards to each successor against the successor's block
//! arguments, with mlir-opt's messages, and through which region simplification edits
//! the operands a branch forwards; `SelectLikeOpInterface`, the operations that choose
//! between two operands on a condition; `RegionBranchOpInterface`, the operations whose
//! regions branch to each other and back (with the verifier checking the values along every
//! edge), and `RegionBranchTerminatorOpInterface`, the terminators returning control from a
//! region (every `ReturnLike` op).

use super::op_interface;
use crate::Context;
use crate::attributes::Attribute;
use crate::ir::{BlockId, OpId, RegionId, Value};
use crate::op_error::VerifyError;
use crate::registry::MutableOperandRange;
use crate::types::Type;

/// The operands a branch passes to one successor (MLIR's `SuccessorOperands`): the first
/// `produced` block arguments are produced by the branch itself, the rest are `forwarded`
/// operands, in order. With `range`, the forwarded operands are that operand group of the
/// branch, which the default [`BranchOpInterface`] methods edit (MLIR's `SuccessorOperands`
/// over a `MutableOperandRange`, so region simplification can drop a dead block argument
/// and the operand feeding it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SuccessorOperands {
    /// How many leading block arguments the operation produces itself.
    pub produced: usize,
    /// The operands forwarded to the remaining block arguments.
    pub forwarded: Vec<Value>,
    /// The operand group holding `forwarded`, when it can be edited.
    pub range: Option<MutableOperandRange>,
}

impl SuccessorOperands {
    /// Operands all forwarded.
    pub fn forwarded(values: Vec<Value>) -> Self {
        SuccessorOperands {
            produced: 0,
            forwarded: values,
            range: None,
        }
    }

    /// The operands of `range` forwarded after `produced` block arguments the branch
    /// produces itself (MLIR's `SuccessorOperands(producedCount, mutableRange)`).
    pub fn from_range(ctx: &Context, produced: usize, range: MutableOperandRange) -> Self {
        SuccessorOperands {
            produced,
            forwarded: range.values(ctx),
            range: Some(range),
        }
    }

    /// How many block arguments these operands fill.
    pub fn len(&self) -> usize {
        self.produced + self.forwarded.len()
    }

    /// Whether they fill none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

op_interface! {
    /// `BranchOpInterface`: a terminator that branches to successors with operands.
    pub struct BranchOpInterface, trait BranchOpInterfaceImpl, model BranchOpInterfaceModel {
        /// `getSuccessorOperands`: the operands passed to successor `index`.
        fn get_successor_operands(self, ctx: &Context, index: u32) -> SuccessorOperands;
        /// `getSuccessorBlockArgument`: the block argument operand `operand_index` of the
        /// operation flows into, if it is forwarded to a successor.
        fn get_successor_block_argument(self, ctx: &Context, operand_index: u32) -> Option<Value> = {
            // By the operand's position where the successor's operand group is known (one
            // value forwarded to two successors is two operands); by its value otherwise.
            let index = operand_index as usize;
            let operand = ctx.op(self.op()).operand(index);
            let mut by_value = None;
            for (i, &succ) in ctx.op(self.op()).successors().iter().enumerate() {
                let ops = Self::get_successor_operands(self, ctx, i as u32);
                let k = match &ops.range {
                    Some(r) => (r.start..r.start + r.len).contains(&index).then(|| index - r.start),
                    None => ops.forwarded.iter().position(|&v| v == operand),
                };
                if let Some(k) = k {
                    let arg = ctx.block(succ).arguments().get(ops.produced + k).copied();
                    if ops.range.is_some() {
                        return arg;
                    }
                    by_value = by_value.or(Some(arg));
                }
            }
            by_value.flatten()
        };
        /// `getSuccessorForOperands`: the successor taken given the constant value of each
        /// operand (when known), or `None` when that is not known statically.
        fn get_successor_for_operands(self, ctx: &Context, operands: &[Option<Attribute>]) -> Option<BlockId> = {
            None
        };
        /// `areTypesCompatible`: whether an operand of type `lhs` may flow into a block
        /// argument of type `rhs`.
        fn are_types_compatible(self, ctx: &Context, lhs: Type, rhs: Type) -> bool = {
            lhs == rhs
        };
        /// Whether [`BranchOpInterface::erase_successor_operand`] and
        /// [`BranchOpInterface::append_successor_operands`] work on this operation (MLIR's
        /// `SuccessorOperands` are always over a mutable range; here by default when every
        /// successor's operands carry their [`SuccessorOperands::range`]). Region
        /// simplification only edits the operands a branch forwards, and the block arguments
        /// they feed, through operations that say so; for the others every successor
        /// argument stays.
        fn successor_operands_mutable(self, ctx: &Context) -> bool = {
            let successors = ctx.op(self.op()).successors().len();
            successors > 0
                && (0..successors)
                    .all(|i| Self::get_successor_operands(self, ctx, i as u32).range.is_some())
        };
        /// `SuccessorOperands::erase`: erases forwarded operand `index` (counted among the
        /// forwarded operands) of successor `succ`; by default through its
        /// [`SuccessorOperands::range`].
        fn erase_successor_operand(self, ctx: &mut Context, succ: u32, index: u32) -> () = {
            if let Some(mut range) = Self::get_successor_operands(self, ctx, succ).range {
                range.erase(ctx, index as usize);
            }
        };
        /// `SuccessorOperands::append`: forwards `values` to successor `succ` after the
        /// operands it forwards already; by default through its [`SuccessorOperands::range`].
        fn append_successor_operands(self, ctx: &mut Context, succ: u32, values: &[Value]) -> () = {
            if let Some(mut range) = Self::get_successor_operands(self, ctx, succ).range {
                range.append(ctx, values);
            }
        };
    }
}

impl BranchOpInterface {
    /// The interface verifier: [`verify_branch_successor_operands`] for every successor.
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "BranchOpInterface",
        verify: verify_branch_op,
        with_regions: false,
    };
}

/// `BranchOpInterface`'s verifier on `op`.
pub fn verify_branch_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(branch) = BranchOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    for i in 0..ctx.op(op).successors().len() {
        let operands = branch.get_successor_operands(ctx, i as u32);
        verify_branch_successor_operands(ctx, branch, i, &operands)?;
    }
    Ok(())
}

/// MLIR's `verifyBranchSuccessorOperands`: `operands` fill exactly the block arguments of
/// successor `succ_no`, with compatible types.
pub fn verify_branch_successor_operands(
    ctx: &Context,
    branch: BranchOpInterface,
    succ_no: usize,
    operands: &SuccessorOperands,
) -> Result<(), VerifyError> {
    let op = branch.op();
    let dest = ctx.op(op).successors()[succ_no];
    let args = ctx.block(dest).arguments();
    if operands.len() != args.len() {
        return Err(VerifyError::plain(
            ctx,
            op,
            format!(
                "branch has {} operands for successor #{succ_no}, but target block has {}",
                operands.len(),
                args.len()
            ),
        ));
    }
    for (k, &v) in operands.forwarded.iter().enumerate() {
        let i = operands.produced + k;
        if !branch.are_types_compatible(ctx, ctx.value(v).ty(), ctx.value(args[i]).ty()) {
            return Err(VerifyError::plain(
                ctx,
                op,
                format!("type mismatch for bb argument #{i} of successor #{succ_no}"),
            ));
        }
    }
    Ok(())
}

op_interface! {
    /// `SelectLikeOpInterface`: an operation forwarding its true or its false operand
    /// depending on a condition (element-wise for a shaped condition).
    pub struct SelectLikeOpInterface, trait SelectLikeOpInterfaceImpl, model SelectLikeOpInterfaceModel {
        /// `getFalseValue`: the operand chosen when the condition is false.
        fn get_false_value(self, ctx: &Context) -> Value;
        /// `getTrueValue`: the operand chosen when the condition is true.
        fn get_true_value(self, ctx: &Context) -> Value;
        /// `getCondition`: the condition operand.
        fn get_condition(self, ctx: &Context) -> Value;
    }
}

/// A point control flows from in a [`RegionBranchOpInterface`] op (MLIR's
/// `RegionBranchPoint`): the op itself, entered from outside, or a terminator of one of its
/// regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionBranchPoint {
    /// Entering the operation from outside (`RegionBranchPoint::parent()`).
    Parent,
    /// A `RegionBranchTerminatorOpInterface` terminator in one of the op's regions.
    Terminator(OpId),
}

/// Where control flows to in a [`RegionBranchOpInterface`] op (MLIR's `RegionSuccessor`):
/// one of its regions, whose entry block arguments receive the forwarded values, or the op
/// itself, whose results receive them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    /// The region branched to, `None` for the parent op (control leaves the op).
    pub region: Option<RegionId>,
    /// The values the successor operands flow into: block arguments or results.
    pub inputs: Vec<Value>,
}

impl RegionSuccessor {
    /// Control leaves the op: the forwarded values become `results`.
    pub fn parent(results: Vec<Value>) -> Self {
        RegionSuccessor {
            region: None,
            inputs: results,
        }
    }

    /// Control enters `region`, the forwarded values becoming `inputs` (usually the entry
    /// block's arguments, or a suffix of them).
    pub fn region(region: RegionId, inputs: Vec<Value>) -> Self {
        RegionSuccessor {
            region: Some(region),
            inputs,
        }
    }

    /// Control enters `region`, every entry block argument receiving a value (none when the
    /// region is empty).
    pub fn region_with_entry_args(ctx: &Context, region: RegionId) -> Self {
        let inputs = ctx
            .region(region)
            .blocks()
            .first()
            .map(|&b| ctx.block(b).arguments().to_vec())
            .unwrap_or_default();
        RegionSuccessor::region(region, inputs)
    }

    /// Whether control leaves the op.
    pub fn is_parent(&self) -> bool {
        self.region.is_none()
    }
}

/// How many times a region may run each time its op runs (MLIR's `InvocationBounds`):
/// at least `lower`, at most `upper` (`None`: unknown).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvocationBounds {
    /// The least number of invocations.
    pub lower: u32,
    /// The largest number, if known.
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Nothing known: from 0 to unbounded.
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };
}

op_interface! {
    /// `RegionBranchOpInterface`: an operation whose regions branch to each other and back
    /// to the operation (`scf.if`, `scf.for`, `scf.while`), forwarding values along each
    /// edge.
    pub struct RegionBranchOpInterface, trait RegionBranchOpInterfaceImpl, model RegionBranchOpInterfaceModel {
        /// `getEntrySuccessorOperands`: the operands of the op forwarded to `successor` when
        /// the op is entered; none by default.
        fn get_entry_successor_operands(self, ctx: &Context, successor: &RegionSuccessor) -> Vec<Value> = {
            Vec::new()
        };
        /// `getEntrySuccessorRegions`: the successors when the op is entered, knowing the
        /// constant value of each operand (`None` when not constant); by default every
        /// successor of [`RegionBranchPoint::Parent`].
        fn get_entry_successor_regions(self, ctx: &Context, operands: &[Option<Attribute>]) -> Vec<RegionSuccessor> = {
            Self::get_successor_regions(self, ctx, RegionBranchPoint::Parent)
        };
        /// `getSuccessorRegions`: the successors control may flow to from `point`.
        fn get_successor_regions(self, ctx: &Context, point: RegionBranchPoint) -> Vec<RegionSuccessor>;
        /// `getRegionInvocationBounds`: how often each region runs per run of the op, given
        /// constant operands; unknown by default.
        fn get_region_invocation_bounds(self, ctx: &Context, operands: &[Option<Attribute>]) -> Vec<InvocationBounds> = {
            vec![InvocationBounds::UNKNOWN; ctx.op(self.op()).regions().len()]
        };
        /// `areTypesCompatible`: whether a value of type `lhs` may flow into an input of
        /// type `rhs` along an edge.
        fn are_types_compatible(self, ctx: &Context, lhs: Type, rhs: Type) -> bool = {
            lhs == rhs
        };
    }
}

impl RegionBranchOpInterface {
    /// The interface verifier (`verifyWithRegions`): [`verify_region_branch_op`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "RegionBranchOpInterface",
        verify: verify_region_branch_op,
        with_regions: true,
    };
}

/// `RegionBranchOpInterface`'s verifier on `op`, MLIR's `verifyTypesAlongControlFlowEdges`:
/// along every edge, from the op's entry and from each region-branch terminator of its
/// regions, the forwarded values match the successor's inputs in number and type.
pub fn verify_region_branch_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(branch) = RegionBranchOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    let mut points = vec![RegionBranchPoint::Parent];
    for &region in ctx.op(op).regions() {
        for &block in ctx.region(region).blocks() {
            for inner in ctx.block(block).ops() {
                if RegionBranchTerminatorOpInterface::cast(ctx, inner).is_some() {
                    points.push(RegionBranchPoint::Terminator(inner));
                }
            }
        }
    }
    for point in points {
        for succ in branch.get_successor_regions(ctx, point) {
            let (operands, note_loc) = match point {
                RegionBranchPoint::Parent => (
                    branch.get_entry_successor_operands(ctx, &succ),
                    ctx.op(op).loc(),
                ),
                RegionBranchPoint::Terminator(t) => {
                    let term = RegionBranchTerminatorOpInterface::cast(ctx, t)
                        .expect("a region branch terminator");
                    (
                        term.get_mutable_successor_operands(ctx, &succ),
                        ctx.op(t).loc(),
                    )
                }
            };
            // The message's prefix, made only when there is an error.
            let edge = || {
                let from = match point {
                    RegionBranchPoint::Parent => "parent".to_string(),
                    RegionBranchPoint::Terminator(t) => {
                        format!("Operation {}", ctx.op_name_str(ctx.op(t).name()))
                    }
                };
                let to = match succ.region {
                    None => "parent".to_string(),
                    Some(r) => {
                        let index = ctx
                            .op(op)
                            .regions()
                            .iter()
                            .position(|&x| x == r)
                            .unwrap_or(0);
                        format!("Region #{index}")
                    }
                };
                format!("along control flow edge from {from} to {to}: ")
            };
            if operands.len() != succ.inputs.len() {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    format!(
                        "{}region branch point has {} operands, but region successor needs {} inputs",
                        edge(),
                        operands.len(),
                        succ.inputs.len()
                    ),
                )
                .with_note(note_loc, "region branch point"));
            }
            for (i, (&v, &input)) in operands.iter().zip(&succ.inputs).enumerate() {
                let (lhs, rhs) = (ctx.value(v).ty(), ctx.value(input).ty());
                if !branch.are_types_compatible(ctx, lhs, rhs) {
                    return Err(VerifyError::op(
                        ctx,
                        op,
                        format!(
                            "{}successor operand type #{i} {} should match successor input type #{i} {}",
                            edge(),
                            crate::asm::printer::quoted_type(ctx, lhs),
                            crate::asm::printer::quoted_type(ctx, rhs)
                        ),
                    )
                    .with_note(note_loc, "region branch point"));
                }
            }
        }
    }
    Ok(())
}

op_interface! {
    /// `RegionBranchTerminatorOpInterface`: a terminator that returns control from its
    /// region to whatever follows it (the parent operation's results or another region).
    pub struct RegionBranchTerminatorOpInterface, trait RegionBranchTerminatorOpInterfaceImpl, model RegionBranchTerminatorOpInterfaceModel {
        /// `getMutableSuccessorOperands`: the operands forwarded to `successor`; every
        /// operand by default (upstream's `ReturnLike`).
        fn get_mutable_successor_operands(self, ctx: &Context, successor: &RegionSuccessor) -> Vec<Value> = {
            ctx.op(self.op()).operands().collect()
        };
        /// `getSuccessorRegions`: the successors control may flow to from this terminator,
        /// knowing the constant value of each operand; by default what the parent op's
        /// [`RegionBranchOpInterface::get_successor_regions`] says.
        fn get_successor_regions(self, ctx: &Context, operands: &[Option<Attribute>]) -> Vec<RegionSuccessor> = {
            ctx.op(self.op()).parent_op()
                .and_then(|parent| RegionBranchOpInterface::cast(ctx, parent))
                .map(|parent| {
                    parent.get_successor_regions(ctx, RegionBranchPoint::Terminator(self.op()))
                })
                .unwrap_or_default()
        };
    }
}

op_interface! {
    /// `WeightedBranchOpInterface`: a branch with optional weights, one per successor (the
    /// `branch_weights` `DenseI32ArrayAttr`, read as unsigned), not all zero. (Upstream's
    /// `setWeights` is the op's generated `set_branch_weights_attr`.)
    pub struct WeightedBranchOpInterface, trait WeightedBranchOpInterfaceImpl, model WeightedBranchOpInterfaceModel {
        /// `getWeights`: the weights, empty when the branch has none.
        fn get_weights(self, ctx: &Context) -> Vec<i32> = {
            weights_attr(ctx, self.op(), "branch_weights")
        };
    }
}

impl WeightedBranchOpInterface {
    /// The interface verifier: [`verify_branch_weights`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "WeightedBranchOpInterface",
        verify: verify_branch_weights,
        with_regions: false,
    };
}

/// MLIR's `verifyBranchWeights`: weights, when there are any, are one per successor and
/// not all zero.
pub fn verify_branch_weights(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(branch) = WeightedBranchOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    let weights = branch.get_weights(ctx);
    verify_weights(
        ctx,
        op,
        &weights,
        ctx.op(op).successors().len(),
        "branch",
        "successors",
    )
}

/// The `DenseI32ArrayAttr` of weights `op` holds as its inherent attribute `name`; empty
/// when it has none.
fn weights_attr(ctx: &Context, op: OpId, name: &str) -> Vec<i32> {
    ctx.op_inherent_attr(op, name)
        .and_then(|a| ctx.dense_array_i64_values(a))
        .map(|w| w.into_iter().map(|v| v as i32).collect())
        .unwrap_or_default()
}

/// MLIR's `verifyWeights`: `weights`, when there are any, are `expected` many (one per
/// `reference`, the `anchor`'s successors or regions) and not all zero.
fn verify_weights(
    ctx: &Context,
    op: OpId,
    weights: &[i32],
    expected: usize,
    anchor: &str,
    reference: &str,
) -> Result<(), VerifyError> {
    if weights.is_empty() {
        return Ok(());
    }
    if weights.len() != expected {
        return Err(VerifyError::plain(
            ctx,
            op,
            format!(
                "expects number of {anchor} weights to match number of {reference}: {} vs {expected}",
                weights.len()
            ),
        ));
    }
    if weights.iter().all(|&w| w == 0) {
        return Err(VerifyError::plain(
            ctx,
            op,
            "branch weights cannot all be zero",
        ));
    }
    Ok(())
}

op_interface! {
    /// `WeightedRegionBranchOpInterface`: an op branching to its regions with optional
    /// weights, one per region (the `region_weights` `DenseI32ArrayAttr`, read as unsigned),
    /// not all zero. (Upstream's `setWeights` is the op's generated `set_region_weights_attr`.)
    pub struct WeightedRegionBranchOpInterface, trait WeightedRegionBranchOpInterfaceImpl, model WeightedRegionBranchOpInterfaceModel {
        /// `getWeights`: the weights, empty when the op has none.
        fn get_weights(self, ctx: &Context) -> Vec<i32> = {
            weights_attr(ctx, self.op(), "region_weights")
        };
    }
}

impl WeightedRegionBranchOpInterface {
    /// The interface verifier: [`verify_region_branch_weights`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "WeightedRegionBranchOpInterface",
        verify: verify_region_branch_weights,
        with_regions: false,
    };
}

/// MLIR's `verifyRegionBranchWeights`: weights, when there are any, are one per region
/// (empty regions included) and not all zero.
pub fn verify_region_branch_weights(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(branch) = WeightedRegionBranchOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    let weights = branch.get_weights(ctx);
    verify_weights(
        ctx,
        op,
        &weights,
        ctx.op(op).regions().len(),
        "region",
        "regions",
    )
}
