//! Folding and the greedy pattern rewrite driver: MLIR's `OperationFolder` and
//! `applyPatternsGreedily`.
//!
//! [`OperationFolder`] folds one operation (its `try_fold`, for passes other than the greedy
//! driver): it fills the fold adaptor with the constant
//! attribute of each operand defined by a [`ConstantLike`] operation, runs the operation's
//! fold hook (then, when that fails or folds in place, the generic fold of `Commutative`,
//! which moves constant operands to the end), and applies the result: an existing value
//! replaces the operation's result, an attribute becomes a constant materialized by the
//! operation's dialect. Constants are uniqued per (dialect, attribute, type) and live at the
//! start of the entry block of the closest enclosing region whose parent is isolated from
//! above, as upstream's folder keeps them.
//!
//! [`apply_patterns_greedily`] runs the global canonicalization rules and a pattern set on
//! everything nested under a root operation until nothing changes or a limit is hit:
//! trivially dead operations are erased, then each operation is folded, then the patterns
//! rooted at it are tried by decreasing benefit; after each iteration the regions are
//! simplified ([`crate::region_simplify`]). As upstream's driver, it materializes a
//! folded constant right before the folded operation and leaves uniquing and hoisting to
//! the [`OperationFolder`] that records the constants when the next iteration seeds its
//! worklist.
//!
//! Patterns mutate the IR through the [`Context`]; the driver installs itself as the
//! context's [`Listener`] for the run, so every insertion, in-place modification,
//! replacement and erasure updates the worklist exactly as upstream's
//! `GreedyPatternRewriteDriver` does on its rewriter's notifications.

use crate::location::Location;
use foldhash::{HashMap, HashSet, HashSetExt};
use std::rc::Rc;

use crate::Context;
use crate::ir::{BlockId, OpId, RegionId, Value, WalkOrder};
use crate::listener::{IrChange, Listener};
use crate::region_simplify::{RegionSimplification, erase_unreachable_blocks, simplify_regions};
use crate::registry::OpFoldResult;
use crate::rewrite::RewritePatternSet;
use crate::traits::{Commutative, ConstantLike, Idempotent, Involution, IsIsolatedFromAbove};
use crate::{Attribute, Type};

/// The options of [`apply_patterns_greedily`] (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GreedyConfig {
    /// Seed the worklist so operations are processed top-down (pre-order); when false, they
    /// are processed bottom-up (users before the operations defining their operands).
    pub top_down: bool,
    /// The most iterations (worklist seedings) before giving up; `None` for no limit.
    pub max_iterations: Option<u64>,
    /// The most successful pattern applications per iteration; `None` for no limit.
    pub max_num_rewrites: Option<u64>,
    /// The region simplification run after each iteration.
    pub region_simplification: RegionSimplification,
}

impl Default for GreedyConfig {
    /// Upstream's `GreedyRewriteConfig` defaults: top-down, 10 iterations, no rewrite limit,
    /// aggressive region simplification.
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: Some(10),
            max_num_rewrites: None,
            region_simplification: RegionSimplification::Aggressive,
        }
    }
}

impl GreedyConfig {
    /// The defaults of the canonicalizer pass (`--canonicalize`): upstream's defaults with
    /// normal region simplification.
    pub fn canonicalizer() -> Self {
        GreedyConfig {
            region_simplification: RegionSimplification::Normal,
            ..GreedyConfig::default()
        }
    }
}

/// What [`apply_patterns_greedily`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GreedyResult {
    /// Whether the last iteration changed nothing (a fixpoint was reached).
    pub converged: bool,
    /// Whether an iteration was cut short because operations kept changing (a cycle).
    pub cycled: bool,
    /// The number of iterations run.
    pub iterations: u64,
    /// The number of successful pattern applications.
    pub rewrites: u64,
    /// The number of successful folds.
    pub folds: u64,
    /// The number of operations erased as trivially dead (or as duplicate constants).
    pub erased: u64,
}

/// Work items one iteration may process per operation seeded, beyond which the iteration
/// stops (a fold or pattern that keeps changing an operation in place would loop forever).
const STEPS_PER_SEEDED_OP: usize = 64;
/// The least step budget of an iteration.
const MIN_STEPS: usize = 4096;

/// The constant attribute of a [`ConstantLike`] operation: what its fold hook returns (as
/// MLIR's `m_Constant` folds the operation), else its `value` attribute.
pub fn constant_value(ctx: &mut Context, op: OpId) -> Option<Attribute> {
    // The verifier asks a constant-like operation for one result and no operand; an
    // unverified one is not treated as a constant.
    if !ctx.op(op).is_alive()
        || !ctx.op(op).has_trait::<ConstantLike>()
        || ctx.op(op).num_results() != 1
        || ctx.op(op).num_operands() != 0
    {
        return None;
    }
    if let Some(results) = op.fold(ctx, &[])
        && let [OpFoldResult::Attribute(a)] = results.as_slice()
    {
        return Some(*a);
    }
    ctx.op(op).attr("value")
}

/// The constant attribute of each operand of `op` whose defining operation is constant-like.
pub fn operand_constants(ctx: &mut Context, op: OpId) -> Vec<Option<Attribute>> {
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    operands
        .into_iter()
        .map(|v| {
            let def = ctx.value(v).defining_op()?;
            constant_value(ctx, def)
        })
        .collect()
}

/// Whether `op` can be erased when its results are unused (MLIR's `wouldOpBeTriviallyDead`,
/// see [`OpRef::would_be_trivially_dead`](crate::ir::views::OpRef::would_be_trivially_dead)): no terminator and no symbol, and only reads
/// or allocations of its own results among its memory effects. Operations that declare no
/// effects, unregistered ones included, are assumed to have any effect.
pub fn would_op_be_trivially_dead(ctx: &Context, op: OpId) -> bool {
    ctx.op(op).would_be_trivially_dead()
}

/// Whether `op` has no used result and [`would_op_be_trivially_dead`] holds.
pub fn is_op_trivially_dead(ctx: &Context, op: OpId) -> bool {
    ctx.op(op).results().all(|r| ctx.value(r).use_empty()) && would_op_be_trivially_dead(ctx, op)
}

/// What one fold did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FoldOutcome {
    /// The operation did not fold.
    Failed,
    /// The operation was changed in place.
    InPlace,
    /// The operation was replaced and erased; the former users of its results and the
    /// constants created for it are listed so a driver can revisit them.
    Replaced {
        /// The operations that used the folded operation's results.
        users: Vec<OpId>,
        /// The operations defining the folded operation's operands.
        operand_defs: Vec<OpId>,
        /// Constants materialized for the replacement.
        new_constants: Vec<OpId>,
    },
}

/// Folds operations and keeps the constants it materializes unique (MLIR's
/// `OperationFolder`).
#[derive(Default, Debug)]
pub struct OperationFolder {
    /// Per insertion region, the constants by (dialect, attribute, type).
    constants: HashMap<(RegionId, String, Attribute, Type), OpId>,
    /// The operations recorded in `constants`.
    owned: HashSet<OpId>,
}

impl OperationFolder {
    /// An empty folder.
    pub fn new() -> Self {
        Self::default()
    }

    /// The region constants for `op` go to: the closest enclosing region whose parent
    /// operation might be isolated from above (an unregistered one might, as in MLIR's
    /// `OperationFolder`) or has no parent.
    fn insertion_region(ctx: &Context, op: OpId) -> Option<RegionId> {
        Self::block_insertion_region(ctx, ctx.op(op).block()?)
    }

    /// [`Self::insertion_region`] for constants used in `block`.
    fn block_insertion_region(ctx: &Context, mut block: BlockId) -> Option<RegionId> {
        loop {
            let region = ctx.block(block).parent()?;
            let Some(parent) = ctx.region(region).parent_op() else {
                return Some(region);
            };
            if ctx.op(parent).might_have_trait::<IsIsolatedFromAbove>() {
                return Some(region);
            }
            match ctx.op(parent).block() {
                Some(b) => block = b,
                None => return Some(region),
            }
        }
    }

    /// Whether the recorded constant `op` is still what the key says.
    fn still_valid(
        ctx: &mut Context,
        op: OpId,
        insert_block: BlockId,
        value: Attribute,
        ty: Type,
    ) -> bool {
        ctx.op(op).is_alive()
            && ctx.op(op).block() == Some(insert_block)
            && ctx.op(op).num_results() == 1
            && ctx.value(ctx.op(op).result(0)).ty() == ty
            && constant_value(ctx, op) == Some(value)
    }

    fn lookup(
        &mut self,
        ctx: &mut Context,
        key: &(RegionId, String, Attribute, Type),
        insert_block: BlockId,
    ) -> Option<OpId> {
        let &existing = self.constants.get(key)?;
        if Self::still_valid(ctx, existing, insert_block, key.2, key.3) {
            Some(existing)
        } else {
            self.constants.remove(key);
            self.owned.remove(&existing);
            None
        }
    }

    /// Records an existing constant operation: when an equal constant is already known,
    /// `op`'s uses go to it and `op` is erased (returns true); otherwise `op` moves to the
    /// start of its insertion block unless it is there already or follows a known constant.
    pub fn insert_known_constant(&mut self, ctx: &mut Context, op: OpId) -> bool {
        let Some(value) = constant_value(ctx, op) else {
            return false;
        };
        let Some(region) = Self::insertion_region(ctx, op) else {
            return false;
        };
        let Some(&insert_block) = ctx.region(region).blocks().first() else {
            return false;
        };
        let ty = ctx.value(ctx.op(op).result(0)).ty();
        let dialect = ctx.op_name(ctx.op(op).name()).dialect().to_string();
        let key = (region, dialect, value, ty);
        let at_front = |folder: &Self, ctx: &Context| {
            ctx.op(op).block() == Some(insert_block)
                && (ctx.block(insert_block).first_op() == Some(op)
                    || ctx.op(op).prev().is_some_and(|p| {
                        folder.owned.contains(&p) && ctx.op(p).has_trait::<ConstantLike>()
                    }))
        };
        // As upstream's `OperationFolder`, a constant merged with another or moved out of
        // its block loses its location (`loc(unknown)`); one hoisted within its block keeps
        // it.
        if let Some(existing) = self.lookup(ctx, &key, insert_block) {
            if existing == op {
                // Already unique'd: rehoist it if an operation was inserted before it.
                if !at_front(self, ctx)
                    && let Some(first) = ctx.block(insert_block).first_op()
                {
                    op.move_before(ctx, first);
                    let unknown = Location::unknown(ctx);
                    op.set_loc(ctx, unknown);
                }
                return false;
            }
            op.replace_with(ctx, &[ctx.op(existing).result(0)]);
            let unknown = Location::unknown(ctx);
            existing.set_loc(ctx, unknown);
            return true;
        }
        self.constants.insert(key, op);
        self.owned.insert(op);
        let other_block = ctx.op(op).block() != Some(insert_block);
        if !at_front(self, ctx)
            && let Some(first) = ctx.block(insert_block).first_op()
        {
            op.move_before(ctx, first);
            if other_block {
                let unknown = Location::unknown(ctx);
                op.set_loc(ctx, unknown);
            }
        }
        false
    }

    /// The unique constant `value` of type `ty` for `anchor`'s insertion region, created
    /// through `dialect`'s materializer at the start of the region's entry block when new.
    pub fn get_or_create_constant(
        &mut self,
        ctx: &mut Context,
        anchor: OpId,
        dialect: &str,
        value: Attribute,
        ty: Type,
    ) -> Option<(OpId, bool)> {
        let region = Self::insertion_region(ctx, anchor)?;
        let loc = ctx.op(anchor).loc();
        self.get_or_create_in_region(ctx, region, dialect, value, ty, loc)
    }

    /// The unique constant `value` of type `ty` for the values of `block`, created at the
    /// start of its insertion region's entry block with an unknown location when new (the
    /// `OperationFolder::getOrCreateConstant(block, ...)` MLIR's analyses-driven rewrites
    /// such as SCCP call); `None` when the dialect cannot materialize it.
    pub fn get_or_create_constant_for_block(
        &mut self,
        ctx: &mut Context,
        block: BlockId,
        dialect: &str,
        value: Attribute,
        ty: Type,
    ) -> Option<OpId> {
        let region = Self::block_insertion_region(ctx, block)?;
        let loc = Location::unknown(ctx);
        self.get_or_create_in_region(ctx, region, dialect, value, ty, loc)
            .map(|(op, _)| op)
    }

    fn get_or_create_in_region(
        &mut self,
        ctx: &mut Context,
        region: RegionId,
        dialect: &str,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<(OpId, bool)> {
        let &insert_block = ctx.region(region).blocks().first()?;
        let key = (region, dialect.to_string(), value, ty);
        if let Some(existing) = self.lookup(ctx, &key, insert_block) {
            // Reused from elsewhere: the location no longer says where it came from.
            if ctx.op(existing).loc() != loc {
                let unknown = Location::unknown(ctx);
                existing.set_loc(ctx, unknown);
            }
            return Some((existing, false));
        }
        let op = ctx.materialize_constant(dialect, value, ty, loc)?;
        let valid = ctx.op(op).num_results() == 1
            && ctx.value(ctx.op(op).result(0)).ty() == ty
            && ctx.op(op).block().is_none();
        let actual = if valid { constant_value(ctx, op) } else { None };
        let Some(actual) = actual else {
            // Not a constant-like single-result detached operation: drop it.
            if ctx.op(op).block().is_none()
                && ctx.op(op).results().all(|r| ctx.value(r).use_empty())
            {
                op.erase(ctx);
            }
            return None;
        };
        // The materialized constant may hold a different attribute (another width, say):
        // an equal one may exist already.
        let actual_key = (region, dialect.to_string(), actual, ty);
        if actual != value
            && let Some(existing) = self.lookup(ctx, &actual_key, insert_block)
        {
            op.erase(ctx);
            self.constants.insert(key, existing);
            return Some((existing, false));
        }
        // As MLIR's folder, a constant materialized in another dialect (`math` asking
        // `arith`) is also known under that dialect, and one already known there is reused.
        let new_dialect = ctx.op_name(ctx.op(op).name()).dialect().to_string();
        let dialect_key = (new_dialect != dialect).then_some((region, new_dialect, value, ty));
        if let Some(dialect_key) = &dialect_key
            && let Some(existing) = self.lookup(ctx, dialect_key, insert_block)
        {
            op.erase(ctx);
            self.constants.insert(key, existing);
            if ctx.op(existing).loc() != loc {
                let unknown = Location::unknown(ctx);
                existing.set_loc(ctx, unknown);
            }
            return Some((existing, false));
        }
        insert_block.prepend_op(ctx, op);
        self.constants.insert(key, op);
        self.owned.insert(op);
        if actual != value {
            self.constants.insert(actual_key, op);
        }
        if let Some(dialect_key) = dialect_key {
            self.constants.insert(dialect_key, op);
        }
        Some((op, true))
    }

    /// Folds `op` once: its fold hook with the operands' constants, then (when that fails or
    /// folds in place) the generic fold of `Commutative` moving constant operands to the end.
    pub fn try_fold(&mut self, ctx: &mut Context, op: OpId) -> FoldOutcome {
        if !ctx.op(op).is_alive() || ctx.op(op).block().is_none() {
            return FoldOutcome::Failed;
        }
        let own: Vec<Value> = ctx.op(op).results().collect();
        let results = match fold_with_traits(ctx, op) {
            None => return FoldOutcome::Failed,
            Some(r) if r.is_empty() => return FoldOutcome::InPlace,
            Some(r) => r,
        };
        let dialect = ctx.op_name(ctx.op(op).name()).dialect().to_string();
        let mut replacements = Vec::with_capacity(own.len());
        let mut new_constants = Vec::new();
        for (r, &o) in results.iter().zip(&own) {
            let ty = ctx.value(o).ty();
            match *r {
                OpFoldResult::Value(v) => {
                    if !ctx.value(v).ty().eq(&ty) {
                        self.drop_new_constants(ctx, &new_constants);
                        return FoldOutcome::Failed;
                    }
                    replacements.push(v)
                }
                OpFoldResult::Attribute(a) => {
                    match self.get_or_create_constant(ctx, op, &dialect, a, ty) {
                        Some((c, created)) => {
                            if created {
                                new_constants.push(c);
                            }
                            // The constant must dominate `op` when they share a block.
                            if let Some(b) = ctx.op(op).block()
                                && ctx.op(c).block() == Some(b)
                                && let Some(first) = ctx.block(b).first_op()
                                && first != c
                            {
                                c.move_before(ctx, first);
                            }
                            replacements.push(ctx.op(c).result(0));
                        }
                        None => {
                            self.drop_new_constants(ctx, &new_constants);
                            return FoldOutcome::Failed;
                        }
                    }
                }
            }
        }
        let users = result_users(ctx, op);
        let operand_defs: Vec<OpId> = ctx
            .op(op)
            .operands()
            .filter_map(|v| ctx.value(v).defining_op())
            .collect();
        op.replace_with(ctx, &replacements);
        FoldOutcome::Replaced {
            users,
            operand_defs,
            new_constants,
        }
    }

    fn drop_new_constants(&mut self, ctx: &mut Context, created: &[OpId]) {
        for &c in created {
            if ctx.op(c).is_alive() && ctx.op(c).results().all(|r| ctx.value(r).use_empty()) {
                self.constants.retain(|_, v| *v != c);
                self.owned.remove(&c);
                c.erase(ctx);
            }
        }
    }
}

/// MLIR's `foldIdempotent` and `foldInvolution`, for a one-result operation with the trait:
/// `f(f(x))` is `f(x)` (idempotent, one operand), `f(x, x)` is `x` (idempotent, two
/// operands), and `g(g(x))` is `x` (involution).
fn fold_idempotent_or_involution(ctx: &Context, op: OpId) -> Option<Value> {
    let idempotent = ctx.op(op).has_trait::<Idempotent>();
    let involution = ctx.op(op).has_trait::<Involution>();
    if !(idempotent || involution) || ctx.op(op).num_results() != 1 {
        return None;
    }
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    let first = *operands.first()?;
    let inner = ctx
        .value(first)
        .defining_op()
        .filter(|&d| ctx.op(d).name() == ctx.op(op).name());
    if idempotent {
        return match operands.len() {
            1 => inner.map(|_| first),
            _ => (operands.get(1) == Some(&first)).then_some(first),
        };
    }
    ctx.op(inner?).operands().next()
}

/// MLIR's `impl::foldCastInterfaceOp`, the fold of every `CastOpInterface` op: a cast whose
/// result types are its operand types is its operands.
fn fold_identity_cast(ctx: &Context, op: OpId) -> Option<Vec<Value>> {
    ctx.op(op)
        .as_interface::<crate::interfaces::cast::CastOpInterface>()?;
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    if operands.is_empty() {
        return None;
    }
    let same = ctx.op(op).num_results() == operands.len()
        && ctx
            .op(op)
            .results()
            .zip(&operands)
            .all(|(r, &o)| ctx.value(r).ty() == ctx.value(o).ty());
    same.then_some(operands)
}

/// MLIR's `OpTrait::impl::foldCommutative`: moves the operands with a known constant to the
/// end, keeping the relative order of both groups; true when an operand moved.
fn fold_commutative(ctx: &mut Context, op: OpId, constants: &[Option<Attribute>]) -> bool {
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    if operands.len() < 2 || constants.len() != operands.len() {
        return false;
    }
    let mut reordered: Vec<Value> = operands
        .iter()
        .zip(constants)
        .filter(|(_, c)| c.is_none())
        .map(|(v, _)| *v)
        .collect();
    reordered.extend(
        operands
            .iter()
            .zip(constants)
            .filter(|(_, c)| c.is_some())
            .map(|(v, _)| *v),
    );
    // Constant-ness, not values, decides whether anything moved.
    let moved = constants
        .iter()
        .skip_while(|c| c.is_none())
        .any(|c| c.is_none());
    if moved {
        op.set_operands(ctx, &reordered);
    }
    moved
}

/// Runs `op`'s fold hook with the constants of its operands (MLIR's `Operation::fold`): when
/// the hook fails or folds in place, the generic trait folds run too (`Commutative` moves
/// constant operands to the end); when neither folds, the fold of the operation's dialect
/// does (MLIR's `DialectFoldInterface`, see [`DialectDefinition::with_folder`]; unregistered
/// operations of a registered dialect reach it too). `None` when nothing folded, an empty
/// list when `op` was updated in place, else one result per result of `op`. Constant-like
/// operations are not folded (they would fold to themselves), and a list of the wrong length
/// is a failure.
///
/// [`DialectDefinition::with_folder`]: crate::registry::DialectDefinition::with_folder
pub fn fold_with_traits(ctx: &mut Context, op: OpId) -> Option<Vec<OpFoldResult>> {
    if ctx.op(op).has_trait::<ConstantLike>() {
        return None;
    }
    // Only the fold hooks and `Commutative` read the operands' constants: an operation with
    // none of them (a `return` of many values) folds without looking them up.
    let has_hook = ctx
        .op_name(ctx.op(op).name())
        .definition()
        .is_some_and(|d| d.fold.is_some());
    let dialect_fold = ctx.op_name(ctx.op(op).name()).dialect_folder();
    let commutative = ctx.op(op).has_trait::<Commutative>();
    let constants = if has_hook || commutative || dialect_fold.is_some() {
        operand_constants(ctx, op)
    } else {
        Vec::new()
    };
    fold_with_constants(ctx, op, &constants)
}

/// [`fold_with_traits`] given the constant value of each operand (`None` when not
/// constant), as MLIR's `Operation::fold(operands, results)` is called by analyses that
/// know more constants than the IR shows (sparse constant propagation); constant-like
/// operations fold too, to their value. The constants are read by the fold hooks and
/// `Commutative` only, so an operation with neither may be given none.
pub fn fold_with_constants(
    ctx: &mut Context,
    op: OpId,
    constants: &[Option<Attribute>],
) -> Option<Vec<OpFoldResult>> {
    let has_hook = ctx
        .op_name(ctx.op(op).name())
        .definition()
        .is_some_and(|d| d.fold.is_some());
    let dialect_fold = ctx.op_name(ctx.op(op).name()).dialect_folder();
    let commutative = ctx.op(op).has_trait::<Commutative>();
    let mut folded = if has_hook {
        op.fold(ctx, constants)
    } else {
        None
    };
    let own: Vec<Value> = ctx.op(op).results().collect();
    // An empty list, or the operation's own results, mean "updated in place".
    let is_in_place = |r: &Option<Vec<OpFoldResult>>| match r {
        None => false,
        Some(r) => {
            r.is_empty()
                || (r.len() == own.len()
                    && r.iter()
                        .zip(&own)
                        .all(|(f, o)| *f == OpFoldResult::Value(*o)))
        }
    };
    let in_place = is_in_place(&folded);
    if folded.is_none() || in_place {
        if commutative && fold_commutative(ctx, op, constants) {
            return Some(Vec::new());
        }
        if let Some(v) = fold_idempotent_or_involution(ctx, op) {
            return Some(vec![OpFoldResult::Value(v)]);
        }
        if let Some(vs) = fold_identity_cast(ctx, op) {
            return Some(vs.into_iter().map(OpFoldResult::Value).collect());
        }
        if in_place {
            return Some(Vec::new());
        }
        folded = dialect_fold.and_then(|f| f(ctx, op, constants));
        if is_in_place(&folded) {
            return Some(Vec::new());
        }
    }
    // A partial replacement by the operation's own results cannot be applied (the operation
    // is erased once replaced): it counts as no fold.
    folded.filter(|r| {
        r.len() == own.len()
            && !r
                .iter()
                .any(|f| matches!(f, OpFoldResult::Value(v) if own.contains(v)))
    })
}

/// Whether `op` is alive and nested (strictly) under `root`.
fn is_under(ctx: &Context, root: OpId, op: OpId) -> bool {
    ctx.op(op).is_alive()
        && op != root
        && ctx.op(op).block().is_some()
        && ctx.op(root).is_ancestor(op)
}

/// The driver's worklist: a stack without duplicates (pushing a queued operation keeps its
/// place), from which erased operations are removed.
#[derive(Default)]
struct Worklist {
    list: Vec<Option<OpId>>,
    map: HashMap<OpId, usize>,
}

impl Worklist {
    fn push(&mut self, op: OpId) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.map.entry(op) {
            e.insert(self.list.len());
            self.list.push(Some(op));
        }
    }

    fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.map.remove(&op);
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: OpId) {
        if let Some(i) = self.map.remove(&op) {
            self.list[i] = None;
        }
    }

    fn reverse(&mut self) {
        self.list.reverse();
        for (i, slot) in self.list.iter().enumerate() {
            if let Some(op) = slot {
                self.map.insert(*op, i);
            }
        }
    }

    fn len(&self) -> usize {
        self.map.len()
    }
}

/// The worklist and its scope, shared by the driver and the listener it installs.
struct Queue {
    /// The operation whose regions are simplified (never queued itself).
    root: OpId,
    worklist: Worklist,
}

impl Queue {
    /// Queues `op` and its ancestors up to (not including) the root, as upstream's
    /// `addToWorklist` does up to the scope region: the operation first, then its parents.
    fn add(&mut self, ctx: &Context, op: OpId) {
        if !is_under(ctx, self.root, op) {
            return;
        }
        let mut cur = Some(op);
        while let Some(o) = cur {
            if o == self.root {
                break;
            }
            self.worklist.push(o);
            cur = ctx.op(o).parent_op();
        }
    }

    /// Upstream's `addOperandsToWorklist` for an operation about to be erased: the
    /// definition of each operand used by at most one other operation (it may become dead
    /// or single-use).
    fn add_operand_definitions(&mut self, ctx: &Context, op: OpId) {
        for v in ctx.op(op).operands() {
            let Some(def) = ctx.value(v).defining_op() else {
                continue;
            };
            let mut other = None;
            let shared = ctx.value(v).uses().any(|u| {
                if u.op == op {
                    return false;
                }
                match other {
                    Some(o) if o != u.op => true,
                    _ => {
                        other = Some(u.op);
                        false
                    }
                }
            });
            if !shared {
                self.add(ctx, def);
            }
        }
    }
}

/// The queue the driver and its listener share (a listener moves between threads with
/// the context it is installed in).
#[derive(Clone)]
struct SharedQueue(std::sync::Arc<std::sync::Mutex<Queue>>);

impl SharedQueue {
    fn lock(&self) -> std::sync::MutexGuard<'_, Queue> {
        // Nothing the queue's methods do can leave it half-changed.
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// The driver as a listener: what upstream's `GreedyPatternRewriteDriver` does on each
/// notification. Inserted and modified operations are queued (with their ancestors); an
/// erased operation leaves the worklist and queues the definitions of its operands;
/// replacements need nothing more (the users of the replaced results are modified).
struct DriverListener(SharedQueue);

impl Listener for DriverListener {
    fn notify(&mut self, ctx: &Context, change: IrChange) {
        let mut queue = self.0.lock();
        match change {
            IrChange::Inserted(op) | IrChange::Modified(op) => queue.add(ctx, op),
            IrChange::Erased(op) => {
                queue.add_operand_definitions(ctx, op);
                queue.worklist.remove(op);
            }
            IrChange::Replaced(_) => {}
        }
    }
}

/// The driver's state for one region.
struct Driver<'p> {
    root: OpId,
    region: RegionId,
    patterns: &'p RewritePatternSet,
    /// Indices into `patterns`, by decreasing benefit (stable).
    order: Vec<usize>,
    /// By operation name (its index): the patterns of `order` that may match it, as
    /// upstream's frozen pattern set keeps them, filled on first sight of the name.
    by_name: Vec<Option<Rc<[usize]>>>,
    queue: SharedQueue,
    config: GreedyConfig,
}

impl Driver<'_> {
    fn pop(&self) -> Option<OpId> {
        self.queue.lock().worklist.pop()
    }

    /// Seeds the worklist with the region's operations (pre-order, reversed so the stack
    /// pops them in order, for top-down; post-order with ancestors for bottom-up), recording
    /// each constant in `folder`; returns the number of duplicate constants erased.
    fn seed(&self, ctx: &mut Context, folder: &mut OperationFolder) -> u64 {
        let mut erased = 0;
        let walk_order = if self.config.top_down {
            WalkOrder::PreOrder
        } else {
            WalkOrder::PostOrder
        };
        let blocks = ctx.region(self.region).blocks().to_vec();
        let ops: Vec<OpId> = blocks
            .iter()
            .flat_map(|&b| ctx.block(b).ops().collect::<Vec<_>>())
            .flat_map(|o| ctx.op(o).collect_ops(walk_order))
            .collect();
        // Every operation collected is under the root: no `is_under` check per operation.
        for op in ops {
            if ctx.op(op).has_trait::<ConstantLike>() && folder.insert_known_constant(ctx, op) {
                erased += 1;
                continue;
            }
            let mut queue = self.queue.lock();
            if self.config.top_down {
                queue.worklist.push(op);
            } else {
                queue.add(ctx, op);
            }
        }
        if self.config.top_down {
            self.queue.lock().worklist.reverse();
        }
        erased
    }

    /// Folds `op`; true when the IR changed.
    fn fold(&mut self, ctx: &mut Context, op: OpId) -> bool {
        let Some(results) = fold_with_traits(ctx, op) else {
            return false;
        };
        if results.is_empty() {
            ctx.notify(IrChange::Modified(op));
            return true;
        }
        // Attributes become constants materialized by the operation's dialect right before
        // it; the next iteration's seeding uniques and hoists them.
        let dialect = ctx.op_name(ctx.op(op).name()).dialect().to_string();
        let loc = ctx.op(op).loc();
        let own: Vec<Value> = ctx.op(op).results().collect();
        let mut replacements = Vec::with_capacity(own.len());
        let mut created = Vec::new();
        for (r, &o) in results.iter().zip(&own) {
            let ty = ctx.value(o).ty();
            let v = match *r {
                OpFoldResult::Value(v) => (ctx.value(v).ty() == ty).then_some(v),
                OpFoldResult::Attribute(a) => ctx
                    .materialize_constant(&dialect, a, ty, loc)
                    .and_then(|c| {
                        created.push(c);
                        let ok = ctx.op(c).block().is_none()
                            && ctx.op(c).num_results() == 1
                            && ctx.value(ctx.op(c).result(0)).ty() == ty;
                        ok.then(|| {
                            c.insert_before(ctx, op);
                            ctx.op(c).result(0)
                        })
                    }),
            };
            match v {
                Some(v) => replacements.push(v),
                None => {
                    // Undo the constants made for the earlier results.
                    for c in created {
                        if ctx.op(c).is_alive()
                            && ctx.op(c).results().all(|r| ctx.value(r).use_empty())
                        {
                            c.erase(ctx);
                        }
                    }
                    return false;
                }
            }
        }
        op.replace_with(ctx, &replacements);
        true
    }

    /// Tries the patterns on `op` by decreasing benefit; true when one applied. The
    /// patterns' changes reach the worklist through the listener.
    fn apply_patterns(&mut self, ctx: &mut Context, op: OpId) -> bool {
        let name = ctx.op(op).name();
        let slot = name.0 as usize;
        if self.by_name.len() <= slot {
            self.by_name.resize(slot + 1, None);
        }
        let patterns = self.patterns;
        let candidates = self.by_name[slot]
            .get_or_insert_with(|| {
                let name = ctx.op_name(name).as_str();
                self.order
                    .iter()
                    .copied()
                    .filter(|&i| patterns.patterns()[i].root_name().is_none_or(|r| r == name))
                    .collect()
            })
            .clone();
        candidates
            .iter()
            .any(|&i| patterns.patterns()[i].match_and_rewrite(ctx, op))
    }

    /// Upstream's `processWorklist`: true when the IR changed.
    fn process_worklist(&mut self, ctx: &mut Context, result: &mut GreedyResult) -> bool {
        let budget = self
            .queue
            .lock()
            .worklist
            .len()
            .saturating_mul(STEPS_PER_SEEDED_OP)
            .max(MIN_STEPS);
        let mut steps = 0usize;
        let mut rewrites = 0u64;
        let mut changed = false;
        loop {
            if self.config.max_num_rewrites.is_some_and(|m| rewrites >= m) {
                break;
            }
            let Some(op) = self.pop() else { break };
            if steps >= budget {
                // A fold or pattern that keeps changing an operation would loop forever:
                // stop the iteration, reporting a change so the run does not converge.
                result.cycled = true;
                return true;
            }
            steps += 1;
            if !is_under(ctx, self.root, op) {
                continue;
            }
            if is_op_trivially_dead(ctx, op) && nested_values_stay_inside(ctx, op) {
                op.erase(ctx);
                result.erased += 1;
                changed = true;
                continue;
            }
            if self.fold(ctx, op) {
                result.folds += 1;
                changed = true;
                continue;
            }
            if self.apply_patterns(ctx, op) {
                rewrites += 1;
                result.rewrites += 1;
                changed = true;
            }
        }
        changed
    }

    /// Upstream's `RegionPatternRewriteDriver::simplify`: iterations of seeding, erasing
    /// unreachable blocks, processing the worklist and simplifying the region, while one
    /// changes something (the erasure of dead block arguments aside) and the iteration
    /// limit allows. True when the last iteration changed nothing.
    fn simplify(&mut self, ctx: &mut Context, result: &mut GreedyResult) -> bool {
        let mut iteration = 0u64;
        let mut continue_rewrites = false;
        loop {
            iteration += 1;
            if self.config.max_iterations.is_some_and(|m| iteration > m) {
                break;
            }
            result.iterations += 1;
            self.queue.lock().worklist = Worklist::default();
            let mut folder = OperationFolder::new();
            let deduplicated = self.seed(ctx, &mut folder);
            result.erased += deduplicated;
            continue_rewrites = deduplicated > 0;
            continue_rewrites |= erase_unreachable_blocks(ctx, &[self.region]);
            continue_rewrites |= self.process_worklist(ctx, result);
            // A change of the region simplification starts another iteration, except the
            // erasure of dead block arguments, which upstream's `runRegionDCE` does not
            // report: mlir-opt leaves a pattern that erasure enables (a `cf.switch` case made
            // equal to the default) to the next run, while the blocks it merges are
            // canonicalized again (a `cf.cond_br` left with identical successors).
            if self.config.region_simplification != RegionSimplification::Disabled {
                continue_rewrites |= simplify_regions(
                    ctx,
                    &[self.region],
                    self.config.region_simplification == RegionSimplification::Aggressive,
                );
            }
            if !continue_rewrites {
                break;
            }
        }
        !continue_rewrites
    }
}

/// Whether every use of a value defined inside `op`'s regions is inside `op` (always so in
/// verified IR; erasing `op` otherwise would leave dangling uses).
fn nested_values_stay_inside(ctx: &Context, op: OpId) -> bool {
    if ctx.op(op).regions().is_empty() {
        return true;
    }
    let mut ok = true;
    ctx.op(op).walk(WalkOrder::PreOrder, &mut |ctx, o| {
        let args = ctx
            .op(o)
            .regions()
            .iter()
            .flat_map(|&r| ctx.region(r).blocks())
            .flat_map(|&b| ctx.block(b).arguments().iter().copied());
        let values: Vec<Value> = args
            .chain(
                if o == op {
                    None
                } else {
                    Some(ctx.op(o).results())
                }
                .into_iter()
                .flatten(),
            )
            .collect();
        for v in values {
            if ctx.value(v).uses().any(|u| !ctx.op(op).is_ancestor(u.op)) {
                ok = false;
            }
        }
    });
    ok
}

/// The operations using a result of `op`, each once, in use-list order.
fn result_users(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut seen = HashSet::new();
    let mut users = Vec::new();
    for r in ctx.op(op).results() {
        for u in ctx.value(r).uses() {
            if seen.insert(u.op) {
                users.push(u.op);
            }
        }
    }
    users
}

/// Applies `patterns`, folding and the global canonicalization rules to everything nested
/// under `root` (not `root` itself) until a fixpoint or a limit of `config` (MLIR's
/// `applyPatternsGreedily` on the root's regions, each region on its own).
///
/// Each iteration seeds a worklist with the region's operations (pre-order for top-down,
/// post-order for bottom-up; the list is a stack, so top-down pops the pre-order and
/// bottom-up the reverse post-order). While seeding, a fresh [`OperationFolder`] records each
/// constant: a duplicate of a recorded one is replaced by it and erased; a kept one moves to
/// the start of its insertion block unless it follows a recorded constant there. Then the
/// blocks the entry block does not reach are erased, and each popped operation is erased
/// when trivially dead, else folded, else the patterns rooted at it (or at any operation)
/// are tried by decreasing benefit. Every change reaches the worklist through a
/// [`Listener`] the driver installs on the context for the run (as upstream's driver is
/// its rewriter's listener): inserted and modified operations are queued, erased ones
/// leave the worklist and queue the definitions of their operands. After the worklist
/// empties, the region is simplified at `config.region_simplification`.
///
/// Iterations repeat while one changed something (as mlir-opt, erasing dead block arguments
/// does not count), up to `max_iterations`;
/// `max_num_rewrites` bounds the pattern applications of each iteration. An iteration also
/// stops after a budget of steps proportional to the operations seeded, so an operation that
/// keeps changing in place cannot hang the driver; the result then reports a cycle and no
/// convergence. A listener already installed is set aside for the run and restored after.
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    root: OpId,
    patterns: &RewritePatternSet,
    config: &GreedyConfig,
) -> GreedyResult {
    let mut result = GreedyResult {
        converged: true,
        ..GreedyResult::default()
    };
    if !ctx.op(root).is_alive() {
        return result;
    }
    let mut order: Vec<usize> = (0..patterns.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(patterns.patterns()[i].benefit()));
    let queue = SharedQueue(std::sync::Arc::new(std::sync::Mutex::new(Queue {
        root,
        worklist: Worklist::default(),
    })));
    let outer = ctx.set_listener(Some(Box::new(DriverListener(queue.clone()))));
    for region in ctx.op(root).regions().to_vec() {
        let mut driver = Driver {
            root,
            region,
            patterns,
            order: order.clone(),
            by_name: Vec::new(),
            queue: queue.clone(),
            config: *config,
        };
        result.converged &= driver.simplify(ctx, &mut result);
    }
    ctx.set_listener(outer);
    result
}

/// MLIR's `applyOpPatternsGreedily` with its default configuration (strictness `AnyOp`,
/// folding on): the worklist starts with `ops` (all under `root`), popped last first, and
/// takes what the rewrites touch as the region driver's does; one pass over the worklist,
/// without region simplification or constant hoisting. Converged when the worklist ran
/// empty.
pub fn apply_op_patterns_greedily(
    ctx: &mut Context,
    root: OpId,
    ops: &[OpId],
    patterns: &RewritePatternSet,
) -> GreedyResult {
    let mut result = GreedyResult {
        converged: true,
        ..GreedyResult::default()
    };
    let Some(&region) = ctx.op(root).regions().first() else {
        return result;
    };
    let mut order: Vec<usize> = (0..patterns.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(patterns.patterns()[i].benefit()));
    let mut worklist = Worklist::default();
    for &op in ops {
        worklist.push(op);
    }
    let queue = SharedQueue(std::sync::Arc::new(std::sync::Mutex::new(Queue {
        root,
        worklist,
    })));
    let outer = ctx.set_listener(Some(Box::new(DriverListener(queue.clone()))));
    let mut driver = Driver {
        root,
        region,
        patterns,
        order,
        by_name: Vec::new(),
        queue: queue.clone(),
        config: GreedyConfig::default(),
    };
    result.iterations = 1;
    driver.process_worklist(ctx, &mut result);
    result.converged = !result.cycled && queue.lock().worklist.len() == 0;
    ctx.set_listener(outer);
    result
}

impl OpId {
    /// Creates an operation from `state` right before `anchor` and folds it if it can (MLIR's
    /// `OpBuilder::createOrFold` with the insertion point before `anchor`, as a pattern's
    /// rewriter has it). When the fold gives values, the new operation is erased and those
    /// values are returned, constants among them materialized by the operation's dialect
    /// right before `anchor`; when it does not fold (or folds in place, or a constant cannot
    /// be materialized), the new operation stays and its results are returned.
    pub fn create_or_fold_before(
        ctx: &mut Context,
        anchor: OpId,
        state: crate::ir::OperationState,
    ) -> Vec<Value> {
        let op = OpId::create(ctx, state);
        op.insert_before(ctx, anchor);
        let own: Vec<Value> = ctx.op(op).results().collect();
        let Some(results) = fold_with_traits(ctx, op).filter(|r| !r.is_empty()) else {
            return own;
        };
        let dialect = ctx.op_name(ctx.op(op).name()).dialect().to_string();
        let loc = ctx.op(op).loc();
        let mut values = Vec::with_capacity(results.len());
        let mut constants: Vec<OpId> = Vec::new();
        for (r, &o) in results.iter().zip(&own) {
            match *r {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attribute(a) => {
                    let ty = ctx.value(o).ty();
                    let Some(c) = ctx.materialize_constant(&dialect, a, ty, loc) else {
                        for c in constants {
                            c.erase(ctx);
                        }
                        return own;
                    };
                    constants.push(c);
                    values.push(ctx.op(c).result(0));
                }
            }
        }
        for &c in &constants {
            c.insert_before(ctx, anchor);
        }
        op.erase(ctx);
        values
    }

    /// Runs the greedy driver with every registered canonicalization pattern on what is
    /// nested under `root` (what `--canonicalize` does).
    pub fn canonicalize(self, ctx: &mut Context, config: &GreedyConfig) -> GreedyResult {
        let patterns = RewritePatternSet::all_canonicalization(ctx);
        apply_patterns_greedily(ctx, self, &patterns, config)
    }
}
