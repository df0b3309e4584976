//! Operation traits: marker types with optional verifiers, queryable at run time.
//!
//! A trait is a Rust type implementing [`OpTrait`]; an [`crate::registry::OpDefinition`]
//! lists the traits of its operation (`.with_trait(OneResult)`), the verifier driver runs
//! their `verify_trait` in order, and `ctx.op(op).has_trait::<Commutative>()` asks for one at run
//! time. Parametric traits carry their parameters as const generics (`NOperands<2>`) or as
//! fields (`HasParent(&["test.parent"])`). Every message is mlir-opt's.

use std::any::Any;

use crate::ir::BlockId;
use crate::ir::OperationName;
use crate::ir::{OpId, RegionId};
use crate::location::Location;
use crate::op_error::{VerifyError, VerifyFn};
use crate::types::{DYNAMIC, TypeKind};
use crate::{Context, Type};

/// Access to the concrete trait value behind a `dyn OpTrait`.
pub trait AsAny: Any {
    /// `self` as [`Any`].
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any> AsAny for T {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// An operation trait.
pub trait OpTrait: AsAny + Send + Sync {
    /// The trait's name as ODS spells it (for diagnostics and docs).
    fn name(&self) -> &'static str;

    /// Checks the invariant this trait promises, before the operation's own verifier and
    /// before nested operations are verified.
    fn verify_trait(&self, _ctx: &Context, _op: OpId) -> Result<(), VerifyError> {
        Ok(())
    }

    /// Checks the invariant this trait promises once the nested operations verified.
    fn verify_region_trait(&self, _ctx: &Context, _op: OpId) -> Result<(), VerifyError> {
        Ok(())
    }
}

fn op_err(ctx: &Context, op: OpId, msg: impl Into<String>) -> Result<(), VerifyError> {
    Err(VerifyError::op(ctx, op, msg))
}

/// The verifier of an op interface (its `verify`), placed in the op's trait order where the
/// interface is attached, as MLIR runs interface verifiers among the trait verifiers.
#[derive(Copy, Clone, Debug)]
pub struct InterfaceVerifier {
    /// The interface's name.
    pub name: &'static str,
    /// The check.
    pub verify: VerifyFn,
    /// `verifyWithRegions`: run once the nested operations verified.
    pub with_regions: bool,
}

impl OpTrait for InterfaceVerifier {
    fn name(&self) -> &'static str {
        self.name
    }

    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        if self.with_regions {
            Ok(())
        } else {
            (self.verify)(ctx, op)
        }
    }

    fn verify_region_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        if self.with_regions {
            (self.verify)(ctx, op)
        } else {
            Ok(())
        }
    }
}

/// Declares a trait without a verifier.
macro_rules! marker_trait {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
        pub struct $name;

        impl OpTrait for $name {
            fn name(&self) -> &'static str {
                stringify!($name)
            }
        }
    };
}

marker_trait!(
    /// The operation's result does not depend on the order of its first two operands.
    Commutative
);

/// `ValueSemantics` (a type trait of `BuiltinTypes.td`): values of the type behave as
/// values, not references; a dialect type lists it and its dialect registers it
/// ([`crate::types::TypeRef::has_trait`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ValueSemantics;
marker_trait!(
    /// `HasParallelRegion`: the iterations of the operation's loop body may run in
    /// parallel (`scf.parallel`, `scf.forall`).
    HasParallelRegion
);
marker_trait!(
    /// `ReturnLike`: a terminator returning control (and its operands) from its region to
    /// the parent operation or another region, like `func.return`.
    ReturnLike
);
marker_trait!(
    /// The operation has no memory effects (part of `Pure`).
    NoMemoryEffect
);
marker_trait!(
    /// The operation may always be speculated (part of `Pure`).
    AlwaysSpeculatable
);
marker_trait!(
    /// `RecursiveMemoryEffects`: the operation's memory effects are those of the
    /// operations nested in it (MLIR's `HasRecursiveMemoryEffects`).
    HasRecursiveMemoryEffects
);
marker_trait!(
    /// The operation may be speculated if the operations nested in it may
    /// (`RecursivelySpeculatable`).
    RecursivelySpeculatable
);
marker_trait!(
    /// `DistinctObjectsTrait` (`memref.distinct_objects`): the operation's results are
    /// distinct objects, which alias analyses may rely on; nothing to verify (upstream's
    /// trait has no verifier).
    DistinctObjectsTrait
);
marker_trait!(
    /// `Pure`: no memory effects and always speculatable. `with_trait(Pure)` adds only this
    /// marker; [`crate::registry::OpDefinition::with_pure`] adds the parts as well.
    Pure
);
marker_trait!(
    /// The operation reads memory.
    MemRead
);
marker_trait!(
    /// The operation writes memory.
    MemWrite
);
marker_trait!(
    /// The operation allocates memory.
    MemAlloc
);
marker_trait!(
    /// The operation frees memory.
    MemFree
);
marker_trait!(
    /// Applying the operation twice is the same as applying it once.
    Idempotent
);
marker_trait!(
    /// Applying the operation twice is the identity.
    Involution
);
marker_trait!(
    /// The blocks of the operation's regions need no terminator.
    NoTerminator
);
marker_trait!(
    /// The operation's regions are graph regions: no SSA dominance inside them.
    HasOnlyGraphRegion
);
marker_trait!(
    /// All variadic operand groups have the same size.
    SameVariadicOperandSize
);
marker_trait!(
    /// All variadic result groups have the same size.
    SameVariadicResultSize
);
marker_trait!(
    /// `FirstAttrDerivedResultType`: the operation's result type is the type of its first
    /// attribute (generated builders take it from there).
    FirstAttrDerivedResultType
);
marker_trait!(
    /// The operation is an affine scope.
    AffineScope
);
marker_trait!(
    /// The operation is an automatic allocation scope: allocations in its regions are freed
    /// when control leaves them.
    AutomaticAllocationScope
);
marker_trait!(
    /// The operation can be normalized when its memrefs have non-identity layouts.
    MemRefsNormalizable
);
marker_trait!(
    /// An elementwise operation that may be applied to scalars instead of vectors or
    /// tensors.
    Scalarizable
);
marker_trait!(
    /// An elementwise operation that may be applied to all-vector operands.
    Vectorizable
);
marker_trait!(
    /// An elementwise operation that may be applied to all-tensor operands.
    Tensorizable
);

macro_rules! count_trait {
    ($(#[$doc:meta])* $name:ident, $count:ident, $what:literal) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
        pub struct $name;

        impl OpTrait for $name {
            fn name(&self) -> &'static str {
                stringify!($name)
            }
            fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
                if $count(ctx, op) != count_trait!(@n $name) {
                    return op_err(ctx, op, $what);
                }
                Ok(())
            }
        }
    };
    (@n ZeroOperands) => { 0 };
    (@n OneOperand) => { 1 };
    (@n ZeroResults) => { 0 };
    (@n OneResult) => { 1 };
    (@n ZeroRegions) => { 0 };
    (@n OneRegion) => { 1 };
}

fn n_operands(ctx: &Context, op: OpId) -> usize {
    ctx.op(op).num_operands()
}
fn n_results(ctx: &Context, op: OpId) -> usize {
    ctx.op(op).num_results()
}
fn n_regions(ctx: &Context, op: OpId) -> usize {
    ctx.op(op).regions().len()
}
fn n_successors(ctx: &Context, op: OpId) -> usize {
    ctx.op(op).successors().len()
}

count_trait!(
    /// No operands.
    ZeroOperands, n_operands, "requires zero operands"
);
count_trait!(
    /// Exactly one operand.
    OneOperand, n_operands, "requires a single operand"
);
count_trait!(
    /// No results.
    ZeroResults, n_results, "requires zero results"
);
count_trait!(
    /// Exactly one result.
    OneResult, n_results, "requires one result"
);
count_trait!(
    /// No regions.
    ZeroRegions, n_regions, "requires zero regions"
);
count_trait!(
    /// Exactly one region.
    OneRegion, n_regions, "requires one region"
);

/// The ODS-generated invariants of an operation (operand, result, attribute and region
/// constraints), run where the trait sits in the trait list.
#[derive(Copy, Clone, Debug)]
pub struct OpInvariants(pub VerifyFn);
impl OpTrait for OpInvariants {
    fn name(&self) -> &'static str {
        "OpInvariants"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        (self.0)(ctx, op)
    }
}

/// A trait bounding how many operands, results, regions or successors an operation has:
/// `$bad(found, N)` marks a violation, reported with `$msg(N, found)` in mlir-opt's words.
macro_rules! bounded_count_trait {
    ($(#[$doc:meta])* $name:ident, $count:ident, $bad:expr, $msg:expr) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
        pub struct $name<const N: usize>;

        impl<const N: usize> OpTrait for $name<N> {
            fn name(&self) -> &'static str {
                stringify!($name)
            }
            fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
                let found = $count(ctx, op);
                let bad: fn(usize, usize) -> bool = $bad;
                if bad(found, N) {
                    let msg: fn(usize, usize) -> String = $msg;
                    return op_err(ctx, op, msg(N, found));
                }
                Ok(())
            }
        }
    };
}

bounded_count_trait!(
    /// Exactly `N` operands.
    NOperands,
    n_operands,
    |found, n| found != n,
    |n, found| format!("expected {n} operands, but found {found}")
);
bounded_count_trait!(
    /// At least `N` operands.
    AtLeastNOperands,
    n_operands,
    |found, n| found < n,
    |n, found| format!("expected {n} or more operands, but found {found}")
);
bounded_count_trait!(
    /// Exactly `N` results.
    NResults,
    n_results,
    |found, n| found != n,
    |n, _| format!("expected {n} results")
);
bounded_count_trait!(
    /// At least `N` results.
    AtLeastNResults,
    n_results,
    |found, n| found < n,
    |n, _| format!("expected {n} or more results")
);
bounded_count_trait!(
    /// Exactly `N` regions.
    NRegions,
    n_regions,
    |found, n| found != n,
    |n, _| format!("expected {n} regions")
);
bounded_count_trait!(
    /// At least `N` regions.
    AtLeastNRegions,
    n_regions,
    |found, n| found < n,
    |n, _| format!("expected {n} or more regions")
);
bounded_count_trait!(
    /// Exactly `N` successors.
    NSuccessors,
    n_successors,
    |found, n| found != n,
    |n, found| format!("requires {n} successors but found {found}")
);
bounded_count_trait!(
    /// At least `N` successors.
    AtLeastNSuccessors,
    n_successors,
    |found, n| found < n,
    |n, found| format!("requires at least {n} successors but found {found}")
);

fn at_least_n_operands(ctx: &Context, op: OpId, n: usize) -> Result<(), VerifyError> {
    let found = ctx.op(op).num_operands();
    if found < n {
        return op_err(
            ctx,
            op,
            format!("expected {n} or more operands, but found {found}"),
        );
    }
    Ok(())
}

fn at_least_n_results(ctx: &Context, op: OpId, n: usize) -> Result<(), VerifyError> {
    if ctx.op(op).num_results() < n {
        return op_err(ctx, op, format!("expected {n} or more results"));
    }
    Ok(())
}

/// Any number of operands (documents intent; nothing to verify).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct VariadicOperands;
impl OpTrait for VariadicOperands {
    fn name(&self) -> &'static str {
        "VariadicOperands"
    }
}

/// Any number of results (documents intent; nothing to verify).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct VariadicResults;
impl OpTrait for VariadicResults {
    fn name(&self) -> &'static str {
        "VariadicResults"
    }
}

/// Any number of regions (documents intent; nothing to verify).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct VariadicRegions;
impl OpTrait for VariadicRegions {
    fn name(&self) -> &'static str {
        "VariadicRegions"
    }
}

/// No successors.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ZeroSuccessors;
impl OpTrait for ZeroSuccessors {
    fn name(&self) -> &'static str {
        "ZeroSuccessors"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let n = n_successors(ctx, op);
        if n != 0 {
            return op_err(ctx, op, format!("requires 0 successors but found {n}"));
        }
        Ok(())
    }
}

/// Exactly one successor.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct OneSuccessor;
impl OpTrait for OneSuccessor {
    fn name(&self) -> &'static str {
        "OneSuccessor"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let n = n_successors(ctx, op);
        if n != 1 {
            return op_err(ctx, op, format!("requires 1 successor but found {n}"));
        }
        Ok(())
    }
}

/// Any number of successors (documents intent; nothing to verify).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct VariadicSuccessors;
impl OpTrait for VariadicSuccessors {
    fn name(&self) -> &'static str {
        "VariadicSuccessors"
    }
}

/// The operation terminates its block.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct IsTerminator;
impl OpTrait for IsTerminator {
    fn name(&self) -> &'static str {
        "Terminator"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let last = ctx.op(op).block().and_then(|b| ctx.block(b).last_op());
        if last != Some(op) {
            return op_err(ctx, op, "must be the last operation in the parent block");
        }
        Ok(())
    }
}

/// The operation's regions may not have arguments.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct NoRegionArguments;
impl OpTrait for NoRegionArguments {
    fn name(&self) -> &'static str {
        "NoRegionArguments"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let regions = ctx.op(op).regions();
        for (i, &r) in regions.iter().enumerate() {
            let Some(&entry) = ctx.region(r).blocks().first() else {
                continue;
            };
            if !ctx.block(entry).arguments().is_empty() {
                if regions.len() > 1 {
                    return op_err(ctx, op, format!("region #{i} should have no arguments"));
                }
                return op_err(ctx, op, "region should have no arguments");
            }
        }
        Ok(())
    }
}

/// Values defined outside the operation may not be used inside its regions.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct IsIsolatedFromAbove;
impl OpTrait for IsIsolatedFromAbove {
    fn name(&self) -> &'static str {
        "IsolatedFromAbove"
    }
    fn verify_region_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        for &region in ctx.op(op).regions() {
            let mut pending: Vec<RegionId> = vec![region];
            while let Some(r) = pending.pop() {
                for &b in ctx.region(r).blocks() {
                    for inner in ctx.block(b).ops() {
                        for v in ctx.op(inner).operands() {
                            let def_region = ctx
                                .value(v)
                                .parent_block()
                                .and_then(|b| ctx.block(b).parent());
                            let inside = def_region.is_some_and(|dr| {
                                dr == region || ctx.region(region).is_proper_ancestor(dr)
                            });
                            if !inside {
                                return Err(VerifyError::op(
                                    ctx,
                                    inner,
                                    "using value defined outside the region",
                                )
                                .with_note(
                                    ctx.op(op).loc(),
                                    "required by region isolation constraints",
                                ));
                            }
                        }
                        // Isolated operations nested inside check themselves.
                        if !ctx.op(inner).has_trait::<IsIsolatedFromAbove>() {
                            pending.extend_from_slice(ctx.op(inner).regions());
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// Every region has at most one block (which must not be empty unless the operation has
/// [`NoTerminator`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SingleBlock;
impl OpTrait for SingleBlock {
    fn name(&self) -> &'static str {
        "SingleBlock"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        verify_single_block(ctx, op)
    }
}

fn verify_single_block(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    for (i, &r) in ctx.op(op).regions().iter().enumerate() {
        let blocks = ctx.region(r).blocks();
        if blocks.is_empty() {
            continue;
        }
        if blocks.len() != 1 {
            return op_err(
                ctx,
                op,
                format!("expects region #{i} to have 0 or 1 blocks"),
            );
        }
        if !ctx.op(op).has_trait::<NoTerminator>() && ctx.block(blocks[0]).first_op().is_none() {
            return op_err(ctx, op, "expects a non-empty block");
        }
    }
    Ok(())
}

/// Single-block regions ending with the terminator named `.0`, which the custom form may
/// leave implicit. `.0` is the terminator's full name (`scf.yield`), or its C++ class
/// (`linalg::YieldOp`) when the spec names an op it does not define or include (upstream's
/// `LinalgStructuredOps.td` names `linalg.yield` of `LinalgOps.td`); the class is found
/// among the registered ops when needed ([`terminator_op_name`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SingleBlockImplicitTerminator(pub &'static str);

/// The full name of the terminator `name` of a [`SingleBlockImplicitTerminator`]: `name`
/// itself, or the registered op of that C++ class; `None` when no registered op has it.
pub fn terminator_op_name<'a>(ctx: &'a Context, name: &'a str) -> Option<&'a str> {
    if name.contains("::") {
        ctx.op_name_of_cpp_class(name)
    } else {
        Some(name)
    }
}
impl OpTrait for SingleBlockImplicitTerminator {
    fn name(&self) -> &'static str {
        "SingleBlockImplicitTerminator"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        if terminator_op_name(ctx, self.0).is_none() {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "expects regions to end with the op of C++ class '{}', which no \
                     registered dialect defines",
                    self.0
                ),
            ));
        }
        verify_single_block(ctx, op)
    }
    fn verify_region_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let Some(expected) = terminator_op_name(ctx, self.0) else {
            // Reported by `verify_trait`.
            return Ok(());
        };
        for &r in ctx.op(op).regions() {
            let Some(&b) = ctx.region(r).blocks().first() else {
                continue;
            };
            let Some(term) = ctx.block(b).last_op() else {
                continue;
            };
            let found = ctx.op_name(ctx.op(term).name()).as_str();
            if found == expected {
                continue;
            }
            return Err(VerifyError::op(
                ctx,
                op,
                format!("expects regions to end with '{expected}', found '{found}'"),
            )
            .with_note(
                ctx.op(op).loc(),
                format!("in custom textual format, the absence of terminator implies '{expected}'"),
            ));
        }
        Ok(())
    }
}

/// MLIR's `ensureRegionTerminator` for `SingleBlockImplicitTerminator<name>`: an empty
/// region gets a block, and a last block that does not end in a terminator gets an op `name`
/// without operands, regions or attributes at `loc`.
///
/// `name` may be a C++ class (see [`SingleBlockImplicitTerminator`]); when no registered op
/// has it, nothing is added and the verifier reports it.
pub fn ensure_region_terminator(ctx: &mut Context, region: RegionId, name: &str, loc: Location) {
    let Some(name) = terminator_op_name(ctx, name).map(str::to_string) else {
        return;
    };
    ensure_region_terminator_with(ctx, region, loc, |ctx, loc| {
        let name = OperationName::get(ctx, &name);
        OpId::create(ctx, crate::ir::OperationState::new(name, loc))
    });
}

/// [`ensure_region_terminator`] with the terminator made by `build` (for a terminator that
/// has regions or operands of its own, as MLIR passes the op's builder).
pub fn ensure_region_terminator_with(
    ctx: &mut Context,
    region: RegionId,
    loc: Location,
    build: impl FnOnce(&mut Context, Location) -> OpId,
) {
    if ctx.region(region).blocks().is_empty() {
        let block = BlockId::create(ctx);
        region.append_block(ctx, block);
    }
    let block = *ctx
        .region(region)
        .blocks()
        .last()
        .expect("the region has a block");
    if let Some(last) = ctx.block(block).last_op() {
        if ctx.op(last).has_trait::<IsTerminator>() {
            return;
        }
    }
    let op = build(ctx, loc);
    block.append_op(ctx, op);
}

/// The operation must be nested directly in one of the named operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HasParent(pub &'static [&'static str]);
impl OpTrait for HasParent {
    fn name(&self) -> &'static str {
        "HasParent"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        if let Some(parent) = ctx.op(op).parent_op() {
            let name = ctx.op_name(ctx.op(parent).name()).as_str();
            if self.0.contains(&name) {
                return Ok(());
            }
        }
        let list = self.0.join(", ");
        let lead = if self.0.len() != 1 {
            "to be one of '"
        } else {
            "'"
        };
        op_err(ctx, op, format!("expects parent op {lead}{list}'"))
    }
}

/// `AtMostOneChildOf<A, B, ...>` (IRDL's trait): the operation's region holds, directly in
/// its blocks (nested regions are not searched), at most one operation of each of the named
/// kinds. As upstream, the operation has one region.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AtMostOneChildOf(pub &'static [&'static str]);
impl OpTrait for AtMostOneChildOf {
    fn name(&self) -> &'static str {
        "AtMostOneChildOf"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let mut seen = vec![false; self.0.len()];
        let Some(&region) = ctx.op(op).regions().first() else {
            return Ok(());
        };
        for &block in ctx.region(region).blocks() {
            for child in ctx.block(block).ops() {
                let name = ctx.op_name(ctx.op(child).name()).as_str();
                let Some(i) = self.0.iter().position(|n| *n == name) else {
                    continue;
                };
                if seen[i] {
                    // As upstream, `emitError`: no `'name' op` prefix.
                    return Err(VerifyError::plain(
                        ctx,
                        op,
                        format!(
                            "failed to verify AtMostOneChildOf trait: the operation contains \
                             at least two operations of type {name}"
                        ),
                    ));
                }
                seen[i] = true;
            }
        }
        Ok(())
    }
}

/// The operation is a constant: no operands, one result, foldable to an attribute.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ConstantLike;
impl OpTrait for ConstantLike {
    fn name(&self) -> &'static str {
        "ConstantLike"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        if ctx.op(op).num_results() != 1 {
            return op_err(ctx, op, "requires one result");
        }
        if ctx.op(op).num_operands() != 0 {
            return op_err(ctx, op, "requires zero operands");
        }
        Ok(())
    }
}

// ----- type-relation traits -------------------------------------------------------------------

/// The shape of a shaped type: `None` for a non-shaped type, `Some(None)` when unranked.
fn shape_of(ctx: &Context, ty: Type) -> Option<Option<&[i64]>> {
    match ctx.ty(ty).kind() {
        TypeKind::Vector { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => Some(Some(shape)),
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// The element type of a shaped type, or the type itself.
pub fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    match ctx.ty(ty).kind() {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::MemRef { elem, .. }
        | TypeKind::UnrankedTensor { elem }
        | TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => ty,
    }
}

fn is_scalable_vector(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.ty(ty).kind(), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// MLIR's `verifyCompatibleShapes`: all shaped or none; equal ranks among ranked types;
/// per dimension at most one distinct static size.
pub fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shapes: Vec<Option<Option<&[i64]>>> = types.iter().map(|&t| shape_of(ctx, t)).collect();
    if shapes.iter().any(Option::is_none) {
        return shapes.iter().all(Option::is_none);
    }
    let scalable = types
        .iter()
        .filter(|&&t| is_scalable_vector(ctx, t))
        .count();
    if scalable != 0 && scalable != types.len() {
        return false;
    }
    let ranked: Vec<&[i64]> = shapes.into_iter().flatten().flatten().collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|d| {
        let mut fixed = ranked.iter().map(|s| s[d]).filter(|&x| x != DYNAMIC);
        match fixed.next() {
            Some(x) => fixed.all(|y| y == x),
            None => true,
        }
    })
}

/// MLIR's `verifyCompatibleShape` for two types.
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (None, None) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        (Some(_), Some(_)) => true,
        _ => false,
    }
}

fn operand_types(ctx: &Context, op: OpId) -> Vec<Type> {
    ctx.op(op).operands().map(|v| ctx.value(v).ty()).collect()
}

fn result_types(ctx: &Context, op: OpId) -> Vec<Type> {
    ctx.op(op).results().map(|v| ctx.value(v).ty()).collect()
}

/// Which class of type `ty` is, as MLIR's `TypeID` tells: each builtin type kind, each float
/// format and each dialect type is a class of its own; widths, shapes and element types are
/// not part of it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TypeClass {
    kind: std::mem::Discriminant<TypeKind>,
    float: Option<crate::types::FloatKind>,
    dialect: Option<(crate::types::Identifier, Option<crate::types::Identifier>)>,
}

/// The [`TypeClass`] of `ty`.
pub fn type_class(ctx: &Context, ty: Type) -> TypeClass {
    let kind = ctx.ty(ty).kind();
    TypeClass {
        kind: std::mem::discriminant(kind),
        float: match kind {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        },
        dialect: match kind {
            TypeKind::Dialect {
                dialect, mnemonic, ..
            } => Some((*dialect, Some(*mnemonic))),
            TypeKind::Opaque { dialect, .. } => Some((*dialect, None)),
            _ => None,
        },
    }
}

/// A single or optional operand or result as predicate traits see it (`$name` is a `Value`
/// or an `Option<Value>`).
pub trait MaybeValue {
    /// The value, if present.
    fn maybe_value(self) -> Option<crate::ir::Value>;
}

impl MaybeValue for crate::ir::Value {
    fn maybe_value(self) -> Option<crate::ir::Value> {
        Some(self)
    }
}

impl MaybeValue for Option<crate::ir::Value> {
    fn maybe_value(self) -> Option<crate::ir::Value> {
        self
    }
}

/// The type or types of an operand or result group as predicate traits see it (`$name` is a
/// `Value` or a `Vec<Value>`): a `Type` for one value, a `Vec<Type>` for a variadic group.
pub trait ValueTypes {
    /// What the types are gathered in.
    type Types;
    /// The type of each value.
    fn value_types(self, ctx: &Context) -> Self::Types;
}

impl ValueTypes for crate::ir::Value {
    type Types = Type;
    fn value_types(self, ctx: &Context) -> Type {
        ctx.value(self).ty()
    }
}

impl ValueTypes for Vec<crate::ir::Value> {
    type Types = Vec<Type>;
    fn value_types(self, ctx: &Context) -> Vec<Type> {
        self.into_iter().map(|v| ctx.value(v).ty()).collect()
    }
}

/// The number of elements of a statically shaped vector, tensor or memref.
pub fn element_count(ctx: &Context, ty: Type) -> Option<i64> {
    let shape = ctx.ty(ty).shape()?;
    if shape.contains(&DYNAMIC) {
        return None;
    }
    Some(shape.iter().product())
}

fn is_vector_or_tensor(ctx: &Context, ty: Type) -> bool {
    ctx.ty(ty).is_vector() || ctx.ty(ty).is_tensor()
}

/// Elementwise operation on scalars, vectors or tensors: the vector and tensor operands and
/// results all have the same kind and compatible shapes, and scalars and non-scalars mix
/// only as MLIR's `verifyElementwise` allows.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Elementwise;
impl OpTrait for Elementwise {
    fn name(&self) -> &'static str {
        "Elementwise"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let results = result_types(ctx, op);
        let mapped_results: Vec<Type> = results
            .iter()
            .copied()
            .filter(|&t| is_vector_or_tensor(ctx, t))
            .collect();
        let mapped_operands: Vec<Type> = operand_types(ctx, op)
            .into_iter()
            .filter(|&t| is_vector_or_tensor(ctx, t))
            .collect();
        if mapped_results.is_empty() && mapped_operands.is_empty() {
            return Ok(());
        }
        if mapped_operands.is_empty() {
            return op_err(
                ctx,
                op,
                "if a result is non-scalar, then at least one operand must be non-scalar",
            );
        }
        if mapped_results.is_empty() {
            return op_err(
                ctx,
                op,
                "if an operand is non-scalar, then there must be at least one non-scalar result",
            );
        }
        if mapped_results.len() != results.len() {
            return op_err(
                ctx,
                op,
                "if an operand is non-scalar, then all results must be non-scalar",
            );
        }
        let types: Vec<Type> = mapped_operands.into_iter().chain(mapped_results).collect();
        let first = type_class(ctx, types[0]);
        if types.iter().any(|&t| type_class(ctx, t) != first) || !compatible_shapes(ctx, &types) {
            return op_err(
                ctx,
                op,
                "all non-scalar operands/results must have the same shape and base type",
            );
        }
        Ok(())
    }
}

/// Every result is a float, or a vector or tensor of floats.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultsAreFloatLike;
impl OpTrait for ResultsAreFloatLike {
    fn name(&self) -> &'static str {
        "ResultsAreFloatLike"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        for ty in result_types(ctx, op) {
            let elem = if is_vector_or_tensor(ctx, ty) {
                element_type_or_self(ctx, ty)
            } else {
                ty
            };
            if !matches!(ctx.ty(elem).kind(), TypeKind::Float(_)) {
                return op_err(ctx, op, "requires a floating point type");
            }
        }
        Ok(())
    }
}

/// All operands have compatible shapes.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SameOperandsShape;
impl OpTrait for SameOperandsShape {
    fn name(&self) -> &'static str {
        "SameOperandsShape"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        at_least_n_operands(ctx, op, 1)?;
        if !compatible_shapes(ctx, &operand_types(ctx, op)) {
            return op_err(ctx, op, "requires the same shape for all operands");
        }
        Ok(())
    }
}

/// All operands and results have compatible shapes.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SameOperandsAndResultShape;
impl OpTrait for SameOperandsAndResultShape {
    fn name(&self) -> &'static str {
        "SameOperandsAndResultShape"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        at_least_n_operands(ctx, op, 1)?;
        at_least_n_results(ctx, op, 1)?;
        let mut types = operand_types(ctx, op);
        types.extend(result_types(ctx, op));
        if !compatible_shapes(ctx, &types) {
            return op_err(
                ctx,
                op,
                "requires the same shape for all operands and results",
            );
        }
        Ok(())
    }
}

/// All ranked operands and results have the same rank (MLIR's
/// `verifySameOperandsAndResultRank`; unranked and non-shaped types are skipped).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SameOperandsAndResultRank;
impl OpTrait for SameOperandsAndResultRank {
    fn name(&self) -> &'static str {
        "SameOperandsAndResultRank"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        at_least_n_operands(ctx, op, 1)?;
        at_least_n_results(ctx, op, 1)?;
        let ranks = |types: Vec<Type>| -> Vec<usize> {
            types.into_iter().filter_map(|t| ctx.ty(t).rank()).collect()
        };
        let (operands, results) = (ranks(operand_types(ctx, op)), ranks(result_types(ctx, op)));
        let Some(&rank) = operands.first().or(results.first()) else {
            return Ok(());
        };
        if operands.iter().any(|&r| r != rank) {
            return op_err(ctx, op, "operands don't have matching ranks");
        }
        if results.iter().any(|&r| r != rank) {
            return op_err(ctx, op, "result type has different rank than operands");
        }
        Ok(())
    }
}

/// All operands have the same element type.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SameOperandsElementType;
impl OpTrait for SameOperandsElementType {
    fn name(&self) -> &'static str {
        "SameOperandsElementType"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        at_least_n_operands(ctx, op, 1)?;
        let types = operand_types(ctx, op);
        let elem = element_type_or_self(ctx, types[0]);
        if types.iter().any(|&t| element_type_or_self(ctx, t) != elem) {
            return op_err(ctx, op, "requires the same element type for all operands");
        }
        Ok(())
    }
}

/// All operands and results have the same element type.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SameOperandsAndResultElementType;
impl OpTrait for SameOperandsAndResultElementType {
    fn name(&self) -> &'static str {
        "SameOperandsAndResultElementType"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        at_least_n_operands(ctx, op, 1)?;
        at_least_n_results(ctx, op, 1)?;
        let results = result_types(ctx, op);
        let elem = element_type_or_self(ctx, results[0]);
        let mut all = results;
        all.extend(operand_types(ctx, op));
        if all.iter().any(|&t| element_type_or_self(ctx, t) != elem) {
            return op_err(
                ctx,
                op,
                "requires the same element type for all operands and results",
            );
        }
        Ok(())
    }
}

/// All operands and results have the same type (up to compatible shapes).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SameOperandsAndResultType;
impl OpTrait for SameOperandsAndResultType {
    fn name(&self) -> &'static str {
        "SameOperandsAndResultType"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        at_least_n_operands(ctx, op, 1)?;
        at_least_n_results(ctx, op, 1)?;
        let results = result_types(ctx, op);
        let ty = results[0];
        let elem = element_type_or_self(ctx, ty);
        let mut all = results;
        all.extend(operand_types(ctx, op));
        for t in all {
            if element_type_or_self(ctx, t) != elem || !compatible_shape(ctx, t, ty) {
                return op_err(
                    ctx,
                    op,
                    "requires the same type for all operands and results",
                );
            }
        }
        Ok(())
    }
}

/// All operands have the same type.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SameTypeOperands;
impl OpTrait for SameTypeOperands {
    fn name(&self) -> &'static str {
        "SameTypeOperands"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let types = operand_types(ctx, op);
        if types.len() >= 2 && types.iter().any(|&t| t != types[0]) {
            return op_err(ctx, op, "requires all operands to have the same type");
        }
        Ok(())
    }
}

/// Broadcast the static shapes `a` and `b` (numpy rules with `?`); `None` when they are not
/// broadcast compatible.
pub fn broadcast_shapes(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let n = a.len().max(b.len());
    let mut out = vec![0; n];
    for i in 0..n {
        let x = if i < a.len() { a[a.len() - 1 - i] } else { 1 };
        let y = if i < b.len() { b[b.len() - 1 - i] } else { 1 };
        let r = if x == DYNAMIC || y == DYNAMIC {
            if x > 1 {
                x
            } else if y > 1 {
                y
            } else {
                DYNAMIC
            }
        } else if x == y || y == 1 {
            x
        } else if x == 1 {
            y
        } else {
            return None;
        };
        out[n - 1 - i] = r;
    }
    Some(out)
}

fn shape_string(shape: &[i64]) -> String {
    let dims: Vec<String> = shape
        .iter()
        .map(|&d| {
            if d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect();
    format!("'{}'", dims.join("x"))
}

/// Operand shapes broadcast together, and each ranked result's shape is compatible with
/// the broadcast shape.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultsBroadcastableShape;
impl OpTrait for ResultsBroadcastableShape {
    fn name(&self) -> &'static str {
        "ResultsBroadcastableShape"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let operands = operand_types(ctx, op);
        let results = result_types(ctx, op);
        let is_tensor = |t: Type| {
            matches!(
                ctx.ty(t).kind(),
                TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
            )
        };
        let is_vector = |t: Type| matches!(ctx.ty(t).kind(), TypeKind::Vector { .. });
        let all: Vec<Type> = operands.iter().chain(&results).copied().collect();
        if all.iter().any(|&t| is_tensor(t)) && all.iter().any(|&t| is_vector(t)) {
            return Err(VerifyError::plain(
                ctx,
                op,
                "cannot broadcast vector with tensor",
            ));
        }
        let ranked: Vec<&[i64]> = operands
            .iter()
            .filter_map(|&t| shape_of(ctx, t).flatten())
            .collect();
        let Some(first) = ranked.first() else {
            return Ok(());
        };
        let mut shape = first.to_vec();
        for other in &ranked {
            match broadcast_shapes(&shape, other) {
                Some(s) => shape = s,
                None => {
                    return op_err(ctx, op, "operands don't have broadcast-compatible shapes");
                }
            }
        }
        for &t in &results {
            let Some(Some(rs)) = shape_of(ctx, t) else {
                continue;
            };
            let suffix = &rs[rs.len().saturating_sub(shape.len())..];
            let compatible = suffix.len() == shape.len()
                && suffix
                    .iter()
                    .zip(&shape)
                    .all(|(&r, &s)| r == DYNAMIC || s == DYNAMIC || r == s);
            if !compatible {
                return op_err(
                    ctx,
                    op,
                    format!(
                        "result type {} not broadcast compatible with broadcasted operands's shapes {}",
                        shape_string(rs),
                        shape_string(&shape)
                    ),
                );
            }
        }
        Ok(())
    }
}

// ----- symbols ----------------------------------------------------------------------------------

/// The attribute holding a symbol's name.
pub const SYMBOL_ATTR_NAME: &str = "sym_name";
/// The attribute holding a symbol's visibility.
pub const VISIBILITY_ATTR_NAME: &str = "sym_visibility";

/// The string value of `attr` when it is a string attribute.
fn string_value(ctx: &Context, attr: crate::Attribute) -> Option<String> {
    ctx.attr(attr).string_value()
}

/// The operation's single region holds a symbol table: symbol names are unique among the
/// operations directly inside it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SymbolTable;
impl OpTrait for SymbolTable {
    fn name(&self) -> &'static str {
        "SymbolTable"
    }
    fn verify_region_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let regions = ctx.op(op).regions();
        if regions.len() != 1 {
            return op_err(
                ctx,
                op,
                "Operations with a 'SymbolTable' must have exactly one region",
            );
        }
        let blocks = ctx.region(regions[0]).blocks();
        if blocks.len() != 1 {
            return op_err(
                ctx,
                op,
                "Operations with a 'SymbolTable' must have exactly one block",
            );
        }
        let mut seen: foldhash::HashMap<crate::Attribute, OpId> = Default::default();
        for inner in ctx.block(blocks[0]).ops() {
            let Some(name) = ctx.op(inner).attr(SYMBOL_ATTR_NAME) else {
                continue;
            };
            let Some(text) = string_value(ctx, name) else {
                continue;
            };
            if let Some(&first) = seen.get(&name) {
                return Err(VerifyError::plain(
                    ctx,
                    inner,
                    format!("redefinition of symbol named '{text}'"),
                )
                .with_note(ctx.op(first).loc(), "see existing symbol definition here"));
            }
            seen.insert(name, inner);
        }
        // The uses of the symbols, by the operations inside that use them.
        ctx.op(op).verify_symbol_uses()
    }
}

// ----- segment sizes ----------------------------------------------------------------------------

/// The elements of a `array<i32: ...>` attribute.
pub fn dense_i32_array(ctx: &Context, attr: crate::Attribute) -> Option<Vec<i64>> {
    match ctx.attr(attr).kind() {
        crate::attributes::AttrKind::DenseArray { elem, values } => {
            match ctx.ty(*elem).kind() {
                TypeKind::Integer { width: 32, .. } => {}
                _ => return None,
            }
            values
                .iter()
                .map(|v| match v {
                    crate::attributes::Scalar::Int(i) => i.to_i64(),
                    _ => None,
                })
                .collect()
        }
        _ => None,
    }
}

fn verify_value_size_attr(
    ctx: &Context,
    op: OpId,
    attr_name: &str,
    group: &str,
    expected: usize,
) -> Result<(), VerifyError> {
    let Some(sizes) = ctx
        .op(op)
        .attr(attr_name)
        .and_then(|a| dense_i32_array(ctx, a))
    else {
        return op_err(
            ctx,
            op,
            format!("requires dense i32 array attribute '{attr_name}'"),
        );
    };
    if sizes.iter().any(|&s| s < 0) {
        return op_err(
            ctx,
            op,
            format!("'{attr_name}' attribute cannot have negative elements"),
        );
    }
    let total: i64 = sizes.iter().sum();
    if total as usize != expected {
        return op_err(
            ctx,
            op,
            format!(
                "{group} count ({expected}) does not match with the total size ({total}) specified in attribute '{attr_name}'"
            ),
        );
    }
    Ok(())
}

/// Operand groups are sized by the `operandSegmentSizes` attribute.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct AttrSizedOperandSegments;
impl OpTrait for AttrSizedOperandSegments {
    fn name(&self) -> &'static str {
        "AttrSizedOperandSegments"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        verify_value_size_attr(
            ctx,
            op,
            "operandSegmentSizes",
            "operand",
            ctx.op(op).num_operands(),
        )
    }
}

/// Result groups are sized by the `resultSegmentSizes` attribute.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct AttrSizedResultSegments;
impl OpTrait for AttrSizedResultSegments {
    fn name(&self) -> &'static str {
        "AttrSizedResultSegments"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        verify_value_size_attr(
            ctx,
            op,
            "resultSegmentSizes",
            "result",
            ctx.op(op).num_results(),
        )
    }
}

impl<'a> crate::ir::views::OpRef<'a> {
    /// The nearest ancestor of the operation (excluding the operation) with the [`SymbolTable`] trait.
    pub fn nearest_symbol_table(self) -> Option<OpId> {
        let op = self.id;
        let ctx = self.ctx;
        let mut cur = ctx.op(op).parent_op();
        while let Some(p) = cur {
            if ctx.op(p).has_trait::<SymbolTable>() {
                return Some(p);
            }
            cur = ctx.op(p).parent_op();
        }
        None
    }

    /// The operation named `name` directly inside the symbol table (this operation) (linear scan).
    pub fn lookup_symbol(self, name: &str) -> Option<OpId> {
        let table = self.id;
        let ctx = self.ctx;
        let region = *ctx.op(table).regions().first()?;
        let block = *ctx.region(region).blocks().first()?;
        ctx.block(block).ops().find(|&o| {
            ctx.op(o)
                .attr(SYMBOL_ATTR_NAME)
                .and_then(|a| ctx.attr(a).string_value())
                .is_some_and(|s| s == name)
        })
    }
}
