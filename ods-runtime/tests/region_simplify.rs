//! The greedy driver's notifications and its region simplification, on operations defined
//! here: `t.br` (a terminator implementing `BranchOpInterface`, forwarding every operand to
//! its one successor and able to drop them), `t.fixed_br` (the same, but unable to drop
//! operands), `t.cond_br` (a mutable two-way branch: a condition, then the operands of each
//! successor, split by its `split` attribute), `t.ret` (a terminator), `t.pure` (pure, one
//! result) and `t.id` (pure, folds to its operand). Unregistered `x.*` operations have
//! unknown effects.

use ods_runtime::Type;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::greedy::{GreedyConfig, GreedyResult, apply_patterns_greedily};
use ods_runtime::interfaces::control_flow::{
    BranchOpInterface, BranchOpInterfaceImpl, SuccessorOperands,
};
use ods_runtime::ir::OperationName;
use ods_runtime::ir::{OpId, OpView, Value, WalkOrder};
use ods_runtime::listener::{IrChange, RecordingListener};
use ods_runtime::region_simplify::{
    RegionSimplification, drop_redundant_arguments, erase_unreachable_blocks,
    merge_identical_blocks, run_region_dce,
};
use ods_runtime::registry::{OpDefinition, OpFoldResult};
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::traits::IsTerminator;
use ods_runtime::{Attribute, Context};

#[derive(Copy, Clone)]
struct Br(OpId);

impl OpView for Br {
    const NAME: &'static str = "t.br";
    fn from_op_unchecked(op: OpId) -> Self {
        Br(op)
    }
    fn op(self) -> OpId {
        self.0
    }
}

impl BranchOpInterfaceImpl for Br {
    fn get_successor_operands(self, ctx: &Context, _: u32) -> SuccessorOperands {
        SuccessorOperands::forwarded(ctx.op(self.0).operands().collect())
    }
    fn successor_operands_mutable(self, _: &Context) -> bool {
        true
    }
    fn erase_successor_operand(self, ctx: &mut Context, _: u32, index: u32) {
        let mut operands: Vec<Value> = ctx.op(self.0).operands().collect();
        operands.remove(index as usize);
        self.0.set_operands(ctx, &operands);
    }
}

#[derive(Copy, Clone)]
struct FixedBr(OpId);

impl OpView for FixedBr {
    const NAME: &'static str = "t.fixed_br";
    fn from_op_unchecked(op: OpId) -> Self {
        FixedBr(op)
    }
    fn op(self) -> OpId {
        self.0
    }
}

impl BranchOpInterfaceImpl for FixedBr {
    fn get_successor_operands(self, ctx: &Context, _: u32) -> SuccessorOperands {
        SuccessorOperands::forwarded(ctx.op(self.0).operands().collect())
    }
}

#[derive(Copy, Clone)]
struct CondBr(OpId);

impl OpView for CondBr {
    const NAME: &'static str = "t.cond_br";
    fn from_op_unchecked(op: OpId) -> Self {
        CondBr(op)
    }
    fn op(self) -> OpId {
        self.0
    }
}

impl CondBr {
    /// The operand range of successor `succ`.
    fn range(self, ctx: &Context, succ: u32) -> std::ops::Range<usize> {
        let split = ctx
            .op(self.0)
            .discardable_attr("split")
            .and_then(|a| ctx.attr(a).integer_value())
            .unwrap_or(0) as usize;
        match succ {
            0 => 1..1 + split,
            _ => 1 + split..ctx.op(self.0).num_operands(),
        }
    }

    fn set_operands(self, ctx: &mut Context, operands: &[Value], split: usize) {
        self.0.set_operands(ctx, operands);
        let ty = Type::i64(ctx);
        let attr = Attribute::integer(ctx, ty, split as i64);
        self.0.set_discardable_attr(ctx, "split", Some(attr));
    }
}

impl BranchOpInterfaceImpl for CondBr {
    fn get_successor_operands(self, ctx: &Context, succ: u32) -> SuccessorOperands {
        let operands: Vec<Value> = ctx.op(self.0).operands().collect();
        SuccessorOperands::forwarded(operands[self.range(ctx, succ)].to_vec())
    }
    fn successor_operands_mutable(self, _: &Context) -> bool {
        true
    }
    fn erase_successor_operand(self, ctx: &mut Context, succ: u32, index: u32) {
        let mut operands: Vec<Value> = ctx.op(self.0).operands().collect();
        let range = self.range(ctx, succ);
        operands.remove(range.start + index as usize);
        let split = self.range(ctx, 0).len() - usize::from(succ == 0);
        self.set_operands(ctx, &operands, split);
    }
    fn append_successor_operands(self, ctx: &mut Context, succ: u32, values: &[Value]) {
        let mut operands: Vec<Value> = ctx.op(self.0).operands().collect();
        let end = self.range(ctx, succ).end;
        operands.splice(end..end, values.iter().copied());
        let split = self.range(ctx, 0).len() + if succ == 0 { values.len() } else { 0 };
        self.set_operands(ctx, &operands, split);
    }
}

fn fold_id(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<OpFoldResult>> {
    Some(vec![OpFoldResult::Value(ctx.op(op).operand(0))])
}

fn setup() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_op(
        OpDefinition::new("t.br")
            .with_trait(IsTerminator)
            .with_op_interface::<BranchOpInterface>(BranchOpInterface::model::<Br>()),
    );
    ctx.register_op(
        OpDefinition::new("t.fixed_br")
            .with_trait(IsTerminator)
            .with_op_interface::<BranchOpInterface>(BranchOpInterface::model::<FixedBr>()),
    );
    ctx.register_op(
        OpDefinition::new("t.cond_br")
            .with_trait(IsTerminator)
            .with_op_interface::<BranchOpInterface>(BranchOpInterface::model::<CondBr>()),
    );
    ctx.register_op(OpDefinition::new("t.ret").with_trait(IsTerminator));
    ctx.register_op(OpDefinition::new("t.pure").with_pure());
    ctx.register_op(OpDefinition::new("t.id").with_pure().with_folder(fold_id));
    ctx
}

fn parse(ctx: &mut Context, src: &str) -> OpId {
    let wrapper = parse_source(ctx, src, "t.mlir").expect("parses");
    unwrap_single_module(ctx, wrapper)
}

fn print(ctx: &mut Context, top: OpId) -> String {
    ods_runtime::verify::verify(ctx, top).expect("verifies");
    print_top_level(
        ctx,
        top,
        PrintOptions {
            generic: true,
            debug_info: false,
            ..PrintOptions::default()
        },
    )
}

fn canonicalize_with(src: &str, config: GreedyConfig) -> (String, GreedyResult) {
    let mut ctx = setup();
    let top = parse(&mut ctx, src);
    let result = apply_patterns_greedily(&mut ctx, top, &RewritePatternSet::new(), &config);
    (print(&mut ctx, top), result)
}

fn level(region_simplification: RegionSimplification) -> GreedyConfig {
    GreedyConfig {
        region_simplification,
        ..GreedyConfig::default()
    }
}

/// The regions of the first operation named `x.f` in `top`.
fn func_regions(ctx: &Context, top: OpId) -> Vec<ods_runtime::ir::RegionId> {
    let f = ctx
        .op(top)
        .collect_ops(WalkOrder::PreOrder)
        .into_iter()
        .find(|&o| ctx.op_name(ctx.op(o).name()).as_str() == "x.f")
        .expect("an x.f operation");
    ctx.op(f).regions().to_vec()
}

const DEAD_ARGUMENT: &str = r#""x.f"() ({
^bb0(%a: i32, %b: i32):
  "t.br"(%a, %b)[^bb1] : (i32, i32) -> ()
^bb1(%x: i32, %y: i32):
  "x.use"(%y) : (i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;

#[test]
fn region_dce_drops_dead_arguments_through_a_mutable_branch() {
    let mut ctx = setup();
    let top = parse(&mut ctx, DEAD_ARGUMENT);
    let regions = func_regions(&ctx, top);
    // As upstream's `runRegionDCE`, erasing block arguments alone reports no change.
    assert!(!run_region_dce(&mut ctx, &regions));
    let text = print(&mut ctx, top);
    assert!(
        text.contains(r#""t.br"(%arg1)[^bb1] : (i32) -> ()"#),
        "{text}"
    );
    assert!(text.contains("^bb1(%0: i32):"), "{text}");
    // A fixpoint: nothing more to drop.
    assert!(!run_region_dce(&mut ctx, &regions));
}

#[test]
fn an_immutable_branch_keeps_its_successor_arguments() {
    let src = DEAD_ARGUMENT.replace("t.br", "t.fixed_br");
    let mut ctx = setup();
    let top = parse(&mut ctx, &src);
    let regions = func_regions(&ctx, top);
    assert!(!run_region_dce(&mut ctx, &regions));
    assert!(print(&mut ctx, top).contains("^bb1(%0: i32, %1: i32):"));
}

#[test]
fn region_dce_erases_dead_cycles_through_block_arguments() {
    let src = r#""x.f"() ({
^bb0(%a: i32):
  "t.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %p = "t.pure"(%x) : (i32) -> i32
  "t.br"(%p)[^bb1] : (i32) -> ()
}) : () -> ()
"#;
    let mut ctx = setup();
    let top = parse(&mut ctx, src);
    let regions = func_regions(&ctx, top);
    assert!(run_region_dce(&mut ctx, &regions));
    let text = print(&mut ctx, top);
    assert!(!text.contains("t.pure"), "{text}");
    assert!(text.contains(r#""t.br"()[^bb1] : () -> ()"#), "{text}");
}

#[test]
fn unreachable_blocks_are_erased_with_their_uses() {
    let src = r#""x.f"() ({
^bb0(%a: i32):
  "t.ret"() : () -> ()
^bb1(%x: i32):
  %p = "t.pure"(%x) : (i32) -> i32
  "t.br"(%p)[^bb2] : (i32) -> ()
^bb2(%y: i32):
  "x.use"(%y, %a) : (i32, i32) -> ()
  "t.br"(%y)[^bb1] : (i32) -> ()
}) : () -> ()
"#;
    let mut ctx = setup();
    let top = parse(&mut ctx, src);
    let regions = func_regions(&ctx, top);
    let recorder = RecordingListener::new();
    ctx.set_listener(Some(Box::new(recorder.clone())));
    assert!(erase_unreachable_blocks(&mut ctx, &regions));
    ctx.set_listener(None);
    assert_eq!(ctx.region(regions[0]).blocks().len(), 1);
    let erased = recorder
        .take()
        .into_iter()
        .filter(|c| matches!(c, IrChange::Erased(_)))
        .count();
    assert_eq!(erased, 4, "each erased operation is announced");
    assert!(!erase_unreachable_blocks(&mut ctx, &regions));
}

const TWIN_BLOCKS: &str = r#""x.f"() ({
^bb0(%c: i1, %v: i32):
  "x.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "t.br"(%v)[^bb3] : (i32) -> ()
^bb2:
  "t.br"(%v)[^bb3] : (i32) -> ()
^bb3(%z: i32):
  "x.use"(%z) : (i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;

#[test]
fn identical_blocks_merge_and_redundant_arguments_go() {
    let mut ctx = setup();
    let top = parse(&mut ctx, TWIN_BLOCKS);
    let regions = func_regions(&ctx, top);
    assert!(merge_identical_blocks(&mut ctx, &regions));
    assert_eq!(ctx.region(regions[0]).blocks().len(), 3);
    let text = print(&mut ctx, top);
    assert!(text.contains("[^bb1, ^bb1]"), "{text}");
    // Every predecessor of the last block passes %v: the argument is replaced by it.
    assert!(drop_redundant_arguments(&mut ctx, &regions));
    let text = print(&mut ctx, top);
    assert!(text.contains(r#""x.use"(%arg1)"#), "{text}");
    assert!(text.contains(r#""t.br"()[^bb2]"#), "{text}");
}

/// Blocks differing in values defined elsewhere merge when every predecessor can forward
/// those values: they become arguments of the merged block, repeated ones once.
#[test]
fn blocks_differing_in_outside_values_merge_through_mutable_branches() {
    let src = r#""x.f"() ({
^bb0(%c: i1, %v: i32, %w: i32):
  "t.cond_br"(%c)[^bb1, ^bb2] {split = 0 : i64} : (i1) -> ()
^bb1:
  "x.use"(%v, %v) : (i32, i32) -> ()
  "t.br"()[^bb3] : () -> ()
^bb2:
  "x.use"(%w, %w) : (i32, i32) -> ()
  "t.br"()[^bb3] : () -> ()
^bb3:
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let mut ctx = setup();
    let top = parse(&mut ctx, src);
    let regions = func_regions(&ctx, top);
    assert!(merge_identical_blocks(&mut ctx, &regions));
    let text = print(&mut ctx, top);
    assert!(
        text.contains(
            r#""t.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] {split = 1 : i64} : (i1, i32, i32) -> ()"#
        ),
        "{text}"
    );
    assert!(text.contains("^bb1(%0: i32):"), "{text}");
    assert!(text.contains(r#""x.use"(%0, %0)"#), "{text}");
    assert!(!merge_identical_blocks(&mut ctx, &regions));

    // With a predecessor that cannot forward the values, nothing merges.
    let src = src.replace(
        r#""t.cond_br"(%c)[^bb1, ^bb2] {split = 0 : i64} : (i1) -> ()"#,
        r#""x.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()"#,
    );
    let mut ctx = setup();
    let top = parse(&mut ctx, &src);
    let regions = func_regions(&ctx, top);
    assert!(!merge_identical_blocks(&mut ctx, &regions));
}

#[test]
fn region_simplification_levels() {
    let (disabled, _) = canonicalize_with(TWIN_BLOCKS, level(RegionSimplification::Disabled));
    let (normal, _) = canonicalize_with(TWIN_BLOCKS, level(RegionSimplification::Normal));
    let (aggressive, result) =
        canonicalize_with(TWIN_BLOCKS, level(RegionSimplification::Aggressive));
    assert_eq!(disabled, normal, "nothing for normal simplification to do");
    let blocks = |text: &str| {
        text.lines()
            .filter(|l| l.trim_start().starts_with("^bb"))
            .count()
    };
    assert_eq!(blocks(&normal), 4, "{normal}");
    assert_eq!(blocks(&aggressive), 3, "{aggressive}");
    assert!(aggressive.contains("[^bb1, ^bb1]"), "{aggressive}");
    assert!(aggressive.contains(r#""x.use"(%arg1)"#), "{aggressive}");
    assert!(result.converged);
    assert_eq!(
        result.iterations, 2,
        "merging blocks starts another iteration, which changes nothing"
    );

    let (disabled, _) = canonicalize_with(DEAD_ARGUMENT, level(RegionSimplification::Disabled));
    assert!(disabled.contains("^bb1(%0: i32, %1: i32):"), "{disabled}");
    let (normal, _) = canonicalize_with(DEAD_ARGUMENT, level(RegionSimplification::Normal));
    assert!(normal.contains("^bb1(%0: i32):"), "{normal}");
}

/// Unreachable blocks go before the worklist is processed, even with region
/// simplification disabled.
#[test]
fn unreachable_blocks_go_at_every_level() {
    let src = r#""x.f"() ({
^bb0:
  "t.ret"() : () -> ()
^bb1:
  "x.dead"() : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let (text, result) = canonicalize_with(src, level(RegionSimplification::Disabled));
    assert!(!text.contains("x.dead"), "{text}");
    assert!(result.converged);
}

/// As mlir-opt (`--canonicalize="max-iterations=1 test-convergence=true"` passes on such
/// input; `tests/canonicalize/simplify_starts_no_iteration.mlir` compares the two), an
/// iteration whose only change is a region simplification converges.
#[test]
fn a_simplification_alone_needs_no_confirming_iteration() {
    let config = GreedyConfig {
        max_iterations: Some(1),
        ..level(RegionSimplification::Normal)
    };
    let (text, result) = canonicalize_with(DEAD_ARGUMENT, config);
    assert!(text.contains("^bb1(%0: i32):"), "{text}");
    assert!(result.converged);
    assert_eq!(result.iterations, 1);
    // No iteration at all: nothing changes, and that counts as converged (as upstream).
    let config = GreedyConfig {
        max_iterations: Some(0),
        ..config
    };
    let (text, result) = canonicalize_with(DEAD_ARGUMENT, config);
    assert!(text.contains("^bb1(%0: i32, %1: i32):"), "{text}");
    assert!(result.converged);
    assert_eq!(result.iterations, 0);
}

const CHAIN: &str = r#"%0 = "x.def"() : () -> i32
%1 = "t.id"(%0) : (i32) -> i32
%2 = "t.id"(%1) : (i32) -> i32
"x.use"(%2) : (i32) -> ()
%3 = "t.pure"(%0) : (i32) -> i32
"#;

#[test]
fn global_rules_fold_and_erase_in_both_orders() {
    for top_down in [true, false] {
        let config = GreedyConfig {
            top_down,
            ..GreedyConfig::default()
        };
        let (text, result) = canonicalize_with(CHAIN, config);
        assert!(!text.contains("t.id") && !text.contains("t.pure"), "{text}");
        assert!(text.contains(r#""x.use"(%0)"#), "{text}");
        assert_eq!(result.folds, 2, "{result:?}");
        assert_eq!(result.erased, 1, "{result:?}");
        assert!(result.converged);
    }
}

/// A pattern that only creates an operation and rewires a use: the driver learns of both
/// through the listener and visits the new operation in the same iteration.
#[test]
fn patterns_notify_the_driver() {
    fn wrap(ctx: &mut Context, op: OpId) -> bool {
        if ctx.op(op).discardable_attr("done").is_some() {
            return false;
        }
        let v = ctx.op(op).operand(0);
        let name = OperationName::get(ctx, "t.id");
        let mut state = ods_runtime::ir::OperationState::new(name, ctx.op(op).loc());
        state.operands = vec![v];
        state.result_types = vec![ctx.value(v).ty()];
        let id = OpId::create(ctx, state);
        id.insert_before(ctx, op);
        op.set_operand(ctx, 0, ctx.op(id).result(0));
        let unit = Attribute::unit(ctx);
        op.set_discardable_attr(ctx, "done", Some(unit));
        true
    }
    let mut ctx = setup();
    let top = parse(
        &mut ctx,
        "%0 = \"x.def\"() : () -> i32\n\"x.use\"(%0) : (i32) -> ()\n",
    );
    let mut patterns = RewritePatternSet::new();
    patterns.add_fn("x.use", wrap);
    let config = GreedyConfig {
        max_iterations: Some(1),
        ..GreedyConfig::default()
    };
    let result = apply_patterns_greedily(&mut ctx, top, &patterns, &config);
    // The new `t.id` was queued on insertion and folded away in the first iteration.
    assert_eq!((result.rewrites, result.folds), (1, 1), "{result:?}");
    let text = print(&mut ctx, top);
    assert!(!text.contains("t.id"), "{text}");
    assert!(text.contains(r#""x.use"(%0) {done}"#), "{text}");
}

#[test]
fn a_rewrite_limit_bounds_each_iteration() {
    fn mark(ctx: &mut Context, op: OpId) -> bool {
        let n = ctx
            .op(op)
            .discardable_attr("n")
            .and_then(|a| ctx.attr(a).integer_value())
            .unwrap_or(0);
        if n >= 3 {
            return false;
        }
        let ty = Type::i32(ctx);
        let attr = Attribute::integer(ctx, ty, n + 1);
        op.set_discardable_attr(ctx, "n", Some(attr));
        true
    }
    let mut patterns = RewritePatternSet::new();
    patterns.add_fn("x.op", mark);
    let run = |config: GreedyConfig| {
        let mut ctx = setup();
        let top = parse(&mut ctx, "\"x.op\"() : () -> ()\n");
        let result = apply_patterns_greedily(&mut ctx, top, &patterns, &config);
        (print(&mut ctx, top), result)
    };
    // Unlimited: the modified operation is requeued and rewritten until done.
    let (text, result) = run(GreedyConfig::default());
    assert!(text.contains("n = 3 : i32"), "{text}");
    assert_eq!((result.rewrites, result.iterations), (3, 2));
    // One rewrite per iteration: three iterations rewrite, a fourth confirms.
    let (_, result) = run(GreedyConfig {
        max_num_rewrites: Some(1),
        ..GreedyConfig::default()
    });
    assert_eq!((result.rewrites, result.iterations), (3, 4));
    assert!(result.converged);
    // No rewrite allowed: nothing happens, and the run converges at once.
    let (text, result) = run(GreedyConfig {
        max_num_rewrites: Some(0),
        ..GreedyConfig::default()
    });
    assert!(!text.contains("n ="), "{text}");
    assert_eq!((result.rewrites, result.iterations), (0, 1));
}

#[test]
fn the_listener_hears_each_kind_of_change() {
    let mut ctx = setup();
    let top = parse(&mut ctx, CHAIN);
    let recorder = RecordingListener::new();
    assert!(ctx.set_listener(None).is_none());
    ctx.set_listener(Some(Box::new(recorder.clone())));
    let ops = ctx.op(top).collect_ops(WalkOrder::PreOrder);
    let (def, id1, id2, user) = (ops[1], ops[2], ops[3], ops[4]);
    let with = ctx.op(id1).result(0);
    id2.replace_with(&mut ctx, &[with]);
    assert_eq!(
        recorder.take(),
        vec![
            IrChange::Replaced(id2),
            IrChange::Modified(user),
            IrChange::Erased(id2)
        ]
    );
    user.move_before(&mut ctx, id1);
    let unit = Attribute::unit(&ctx);
    def.set_discardable_attr(&mut ctx, "seen", Some(unit));
    assert_eq!(
        recorder.take(),
        vec![IrChange::Inserted(user), IrChange::Modified(def)]
    );
    // Removing the listener returns it; changes are no longer heard.
    assert!(ctx.set_listener(None).is_some());
    def.set_discardable_attr(&mut ctx, "seen", None);
    assert!(recorder.take().is_empty());
}
