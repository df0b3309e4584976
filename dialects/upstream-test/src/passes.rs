//! Upstream's test passes (`mlir/test/lib`), the ones `mlir-opt` registers beside its own and
//! upstream's copied tests run: [`register`] adds them to a context, where a tool built on
//! `ods-opt` finds them as flags (`--test-single-fold`) and in pipelines.

use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::Location;
use ods_runtime::Type;
use ods_runtime::dataflow::liveness::RunLivenessAnalysis;
use ods_runtime::greedy::{
    FoldOutcome, GreedyConfig, OperationFolder, apply_patterns_greedily, constant_value,
};
use ods_runtime::ir::{OpId, WalkOrder};
use ods_runtime::op_error::VerifyError;
use ods_runtime::pass::{OptionKind, PassFailure, PassInfo, PassOption, PassResult};
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::traits::ConstantLike;
use ods_runtime::transforms::topological_sort::compute_topological_sorting;

/// Registers the test passes with `ctx`.
pub fn register(ctx: &mut Context) {
    ctx.register_pass(test_single_fold());
    ctx.register_pass(test_math_algebraic_simplification());
    ctx.register_pass(test_loop_unrolling());
    crate::pass_manager_passes::register(ctx);
    crate::bytecode_passes::register(ctx);
    ctx.register_pass(test_topological_sort_analysis());
    ctx.register_pass(test_liveness_analysis());
}

/// `test-liveness-analysis` (upstream's `TestLivenessAnalysisPass`): prints, for each
/// operation with a `tag` string attribute (in post-order), whether each of its operands,
/// results and region entry arguments is live.
pub fn test_liveness_analysis() -> PassInfo {
    PassInfo::new("test-liveness-analysis", "", |_| {
        Box::new(run_liveness_analysis)
    })
    .with_name("(anonymous namespace)::TestLivenessAnalysisPass")
}

fn run_liveness_analysis(ctx: &mut Context, root: OpId) -> PassResult {
    let liveness = RunLivenessAnalysis::new(ctx, root)?;
    let mut out = String::new();
    let word = |v| match liveness.liveness(v) {
        Some(true) => "live",
        _ => "not live",
    };
    for op in ctx.op(root).collect_ops(WalkOrder::PostOrder) {
        let Some(tag) = ctx
            .op(op)
            .discardable_attr("tag")
            .and_then(|a| ctx.attr(a).string_value())
        else {
            continue;
        };
        out.push_str(&format!("test_tag: {tag}:\n"));
        for (i, v) in ctx.op(op).operands().enumerate() {
            out.push_str(&format!(" operand #{i}: {}\n", word(v)));
        }
        for (i, v) in ctx.op(op).results().enumerate() {
            out.push_str(&format!(" result #{i}: {}\n", word(v)));
        }
        for (r, &region) in ctx.op(op).regions().iter().enumerate() {
            out.push_str(&format!(" region: #{r}:\n"));
            let args = ctx
                .region(region)
                .blocks()
                .first()
                .map(|&b| ctx.block(b).arguments().to_vec())
                .unwrap_or_default();
            for (i, v) in args.into_iter().enumerate() {
                out.push_str(&format!("   argument: #{i}: {}\n", word(v)));
            }
        }
    }
    ctx.pass_output().stdout.push_str(&out);
    Ok(())
}

/// `test-topological-sort-analysis` (upstream's `TestTopologicalSortAnalysisPass`): for each
/// operation with a `root` attribute, sorts the operations under it with a `selected`
/// attribute (in walk order, or at the position their `selected` integer gives when the
/// root has `ordered`) and numbers them with a `pos` attribute; reports, without failing,
/// the roots whose operations cannot all be sorted.
pub fn test_topological_sort_analysis() -> PassInfo {
    PassInfo::new(
        "test-topological-sort-analysis",
        "Test topological sorting of ops",
        |_| Box::new(run_topological_sort_analysis),
    )
    .with_name("(anonymous namespace)::TestTopologicalSortAnalysisPass")
    .anchored_on("builtin.module")
}

fn run_topological_sort_analysis(ctx: &mut Context, module: OpId) -> PassResult {
    for root in ctx.op(module).collect_ops(WalkOrder::PostOrder) {
        if ctx.op(root).discardable_attr("root").is_none() {
            continue;
        }
        let ordered = ctx.op(root).discardable_attr("ordered").is_some();
        let mut selected: Vec<Option<OpId>> = Vec::new();
        for op in ctx.op(root).collect_ops(WalkOrder::PostOrder) {
            let Some(attr) = ctx.op(op).discardable_attr("selected") else {
                continue;
            };
            if !ordered {
                selected.push(Some(op));
                continue;
            }
            let pos = ctx
                .attr(attr)
                .integer_value()
                .and_then(|v| usize::try_from(v).ok())
                .unwrap_or(0);
            if pos >= selected.len() {
                selected.resize(pos + 1, None);
            }
            selected[pos] = Some(op);
        }
        let Some(mut ops) = selected.into_iter().collect::<Option<Vec<OpId>>>() else {
            let message = "invalid test case: some indices are missing among the selected ops";
            let error = VerifyError::plain(ctx, root, message);
            ctx.pass_output().errors.push(error);
            continue;
        };
        if !compute_topological_sorting(ctx, &mut ops) {
            let error = VerifyError::plain(ctx, root, "could not schedule all ops");
            ctx.pass_output().errors.push(error);
            continue;
        }
        let index = Type::index(ctx);
        for (i, op) in ops.into_iter().enumerate() {
            let pos = Attribute::integer(ctx, index, i as i64);
            op.set_discardable_attr(ctx, "pos", Some(pos));
        }
    }
    Ok(())
}

/// `test-single-fold` (upstream's `TestSingleFold`): folds every operation once, last
/// first, with one folder (which keeps the constants it makes unique per region), then
/// erases the constants it made that nothing uses. An operation folded in place is folded
/// again, as MLIR's `OperationFolder::tryToFold` does, until it folds no more or
/// `max-iterations` folds were made.
pub fn test_single_fold() -> PassInfo {
    PassInfo::new(
        "test-single-fold",
        "Test single-pass operation folding and dead constant elimination",
        |options| {
            let max_iterations = options.signed("max-iterations");
            Box::new(move |ctx: &mut Context, root: OpId| {
                run_single_fold(ctx, root, max_iterations)
            })
        },
    )
    .with_name("(anonymous namespace)::TestSingleFold")
    .with_option(PassOption::new(
        "max-iterations",
        OptionKind::Int,
        "1",
        "Max iterations in the tryToFold",
    ))
}

/// Folds `op` as MLIR's `OperationFolder::tryToFold` with `max_iterations`: again while it
/// folds in place, up to that many folds in all.
fn fold_repeatedly(
    ctx: &mut Context,
    folder: &mut OperationFolder,
    op: OpId,
    max_iterations: i64,
) -> FoldOutcome {
    let mut outcome = folder.try_fold(ctx, op);
    let mut count = 1;
    while count < max_iterations && matches!(outcome, FoldOutcome::InPlace) {
        count += 1;
        match folder.try_fold(ctx, op) {
            FoldOutcome::Failed => break,
            next => outcome = next,
        }
    }
    outcome
}

fn run_single_fold(ctx: &mut Context, root: OpId, max_iterations: i64) -> PassResult {
    let ops = ctx.op(root).collect_ops(WalkOrder::PreOrder);
    let mut folder = OperationFolder::new();
    let mut made = Vec::new();
    for &op in ops.iter().rev() {
        if !ctx.op(op).is_alive() {
            continue;
        }
        if ctx.op(op).has_trait::<ConstantLike>() {
            // MLIR's folder folds a constant into the region's unique one, made at the start
            // of the region when new.
            let Some(value) = constant_value(ctx, op) else {
                continue;
            };
            let dialect = ctx.op_name(ctx.op(op).name()).dialect().to_string();
            let ty = ctx.value(ctx.op(op).result(0)).ty();
            if let Some((unique, created)) =
                folder.get_or_create_constant(ctx, op, &dialect, value, ty)
            {
                if created {
                    made.push(unique);
                }
                let result = ctx.op(unique).result(0);
                op.replace_with(ctx, &[result]);
            }
            continue;
        }
        if let FoldOutcome::Replaced { new_constants, .. } =
            fold_repeatedly(ctx, &mut folder, op, max_iterations)
        {
            made.extend(new_constants);
        }
    }
    for constant in made {
        if ctx.op(constant).is_alive()
            && ctx.op(constant).results().all(|r| ctx.value(r).use_empty())
        {
            constant.erase(ctx);
        }
    }
    Ok(())
}

/// `test-math-algebraic-simplification` (upstream's `TestMathAlgebraicSimplificationPass`):
/// the greedy driver with math's algebraic simplification patterns.
pub fn test_math_algebraic_simplification() -> PassInfo {
    PassInfo::new(
        "test-math-algebraic-simplification",
        "Test math algebraic simplification",
        |_| {
            Box::new(|ctx: &mut Context, op: OpId| -> PassResult {
                let mut patterns = RewritePatternSet::new();
                ods_dialect_math::algebraic_simplification::populate_algebraic_simplification_patterns(
                    &mut patterns,
                );
                apply_patterns_greedily(ctx, op, &patterns, &GreedyConfig::default());
                Ok(())
            })
        },
    )
    .with_name("(anonymous namespace)::TestMathAlgebraicSimplificationPass")
}

/// `test-loop-unrolling` (upstream's `TestLoopUnrollingPass`): unrolls each `scf.for` at
/// `loop-depth` (the number of `scf.for` around it) by `unroll-factor`, fully for `-1`,
/// annotating the unrolled bodies under `annotate`. `unroll-up-to-factor` is declared and
/// read by nothing, as upstream's.
pub fn test_loop_unrolling() -> PassInfo {
    PassInfo::new(
        "test-loop-unrolling",
        "Tests loop unrolling transformation",
        |options| {
            let factor = options.unsigned("unroll-factor");
            let annotate = options.flag("annotate");
            let depth = options.unsigned("loop-depth") as usize;
            Box::new(move |ctx: &mut Context, op: OpId| -> PassResult {
                run_loop_unrolling(ctx, op, factor, annotate, depth)
            })
        },
    )
    .with_name("(anonymous namespace)::TestLoopUnrollingPass")
    .with_option(PassOption::new(
        "unroll-factor",
        OptionKind::Ulong,
        "1",
        "Loop unroll factor, set it to -1, and it will fully unroll.",
    ))
    .with_option(PassOption::new(
        "annotate",
        OptionKind::Bool,
        "false",
        "Annotate unrolled iterations.",
    ))
    .with_option(PassOption::new(
        "unroll-up-to-factor",
        OptionKind::Bool,
        "false",
        "Loop unroll up to factor.",
    ))
    .with_option(PassOption::new(
        "loop-depth",
        OptionKind::Uint,
        "0",
        "Loop depth.",
    ))
}

fn run_loop_unrolling(
    ctx: &mut Context,
    root: OpId,
    factor: u64,
    annotate: bool,
    depth: usize,
) -> PassResult {
    use ods_dialect_scf::unroll;
    // The factor is read as a `long`: anything but a positive one or -1 is refused.
    let signed = factor as i64;
    if signed == 0 || signed < -1 {
        let error = VerifyError::at(
            Location::unknown(ctx),
            "Invalid option: 'unroll-factor' should be greater than 0 or equal to -1",
        );
        return Err(PassFailure::from(error));
    }
    let loops: Vec<OpId> = unroll::for_ops_with_depth(ctx, root)
        .into_iter()
        .filter(|&(_, d)| d == depth)
        .map(|(op, _)| op)
        .collect();
    for op in loops {
        if !ctx.op(op).is_alive() {
            continue;
        }
        if factor == u64::MAX {
            unroll::loop_unroll_full(ctx, op);
        } else if annotate {
            let mut f = unroll::annotate_iteration;
            unroll::loop_unroll_by_factor(ctx, op, factor, Some(&mut f));
        } else {
            unroll::loop_unroll_by_factor(ctx, op, factor, None);
        }
    }
    Ok(())
}
