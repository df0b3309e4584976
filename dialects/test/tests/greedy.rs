//! The greedy rewrite driver and the folder on the odstest dialect: `odstest.add` folds constant
//! sums and has the `add(x, 0)` pattern, `odstest.constant` is constant-like and pure, and
//! `odstest.hooks` has a canonicalize method. Operations of the unregistered `x` dialect have
//! unknown effects, so they are never dead.
//!
//! The expected texts are this driver's behaviour, typed by hand; where the order of
//! constants is observable it was chosen after mlir-opt 22's `--canonicalize` on the
//! equivalent `arith` IR (noted at each test), which is not a conformance claim.

use ods_dialect_test::odstest::*;
use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::greedy::{GreedyConfig, GreedyResult, apply_patterns_greedily};
use ods_runtime::ir::OpId;
use ods_runtime::ir::OperationName;
use ods_runtime::rewrite::{FnPattern, RewritePatternSet};

fn parse(src: &str) -> (Context, OpId) {
    let mut ctx = Context::new();
    register(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    let wrapper = parse_source(&mut ctx, src, "greedy.mlir").expect("parses");
    ods_runtime::verify::verify(&ctx, wrapper).expect("verifies");
    let top = unwrap_single_module(&mut ctx, wrapper);
    (ctx, top)
}

fn print(ctx: &mut Context, top: OpId) -> String {
    print_top_level(ctx, top, PrintOptions::default())
}

/// Canonicalizes `src` with every registered pattern; returns the text and the result.
fn canonicalize(src: &str, config: GreedyConfig) -> (String, GreedyResult) {
    let (mut ctx, top) = parse(src);
    let result = top.canonicalize(&mut ctx, &config);
    ods_runtime::verify::verify(&ctx, top).expect("still verifies");
    (print(&mut ctx, top), result)
}

fn run(src: &str, patterns: &RewritePatternSet, config: GreedyConfig) -> (String, GreedyResult) {
    let (mut ctx, top) = parse(src);
    let result = apply_patterns_greedily(&mut ctx, top, patterns, &config);
    ods_runtime::verify::verify(&ctx, top).expect("still verifies");
    (print(&mut ctx, top), result)
}

/// `odstest.constant` with value `v` (of type i32).
fn c(name: &str, v: i64) -> String {
    format!("%{name} = \"odstest.constant\"() <{{value = {v} : i64}}> : () -> i32\n")
}

/// Folding to attributes, constant uniquing and hoisting, dead constants and commutative
/// operands. mlir-opt 22 (`--canonicalize`, top-down and bottom-up alike) turns the same
/// program written with `arith.constant`/`arith.addi` in a `func.func` into the same order:
/// the constants 3 then 1 first, then the other operations in place.
#[test]
fn constants_fold_unique_and_hoist() {
    let src = format!(
        "%x = \"x.src\"() : () -> i32\n{}{}\
%a = \"odstest.add\"(%c1, %c2) : (i32, i32) -> i32
%b = \"odstest.add\"(%c1, %x) : (i32, i32) -> i32
{}\
\"x.sink\"(%a, %b, %c3) : (i32, i32, i32) -> ()
{}{}\
\"x.sink\"(%c1b) : (i32) -> ()
%d = \"odstest.add\"(%c2, %c2) : (i32, i32) -> i32
%e = \"odstest.add\"(%d, %d) : (i32, i32) -> i32
",
        c("c1", 1),
        c("c2", 2),
        c("c3", 3),
        c("c7", 7),
        c("c1b", 1)
    );
    let expected = r#"module {
  %0 = "odstest.constant"() <{value = 3 : i64, width = 7 : i32}> : () -> i32
  %1 = "odstest.constant"() <{value = 1 : i64, width = 7 : i32}> : () -> i32
  %2 = "x.src"() : () -> i32
  %3 = "odstest.add"(%2, %1) : (i32, i32) -> i32
  "x.sink"(%0, %3, %0) : (i32, i32, i32) -> ()
  "x.sink"(%1) : (i32) -> ()
}
"#;
    for top_down in [true, false] {
        let config = GreedyConfig {
            top_down,
            ..GreedyConfig::default()
        };
        let (text, result) = canonicalize(&src, config);
        assert_eq!(
            text.trim_end(),
            expected.trim_end(),
            "top_down = {top_down}"
        );
        assert!(result.converged);
        assert_eq!(result.rewrites, 0);
        assert!(result.folds >= 2, "{result:?}");
    }
}

/// Unused pure operations go; unused operations with unknown effects stay, and so do the
/// constants they use.
#[test]
fn dead_ops_respect_side_effects() {
    let src = format!(
        "{}{}\
%a = \"odstest.add\"(%c1, %x) : (i32, i32) -> i32
%x = \"x.src\"() : () -> i32
%u = \"x.effect\"(%c2) : (i32) -> i32
",
        c("c1", 1),
        c("c2", 2),
    )
    .replace(
        "%a = \"odstest.add\"(%c1, %x)",
        "%a = \"odstest.add\"(%c1, %c1)",
    );
    let (text, result) = canonicalize(&src, GreedyConfig::default());
    assert_eq!(
        text,
        r#"module {
  %0 = "odstest.constant"() <{value = 2 : i64, width = 7 : i32}> : () -> i32
  %1 = "x.src"() : () -> i32
  %2 = "x.effect"(%0) : (i32) -> i32
}

"#
    );
    assert!(result.converged);
}

/// A value fold replaces the operation by an existing value: `add(x, 0)` has no folder
/// here, but its pattern (benefit 2) removes it, and a chain of them collapses.
#[test]
fn patterns_rewrite_to_a_fixpoint() {
    let src = format!(
        "%x = \"x.src\"() : () -> i32\n{}\
%a = \"odstest.add\"(%c0, %x) : (i32, i32) -> i32
%b = \"odstest.add\"(%a, %c0) : (i32, i32) -> i32
%h = \"odstest.hooks\"(%b) : (i32) -> i32
%i = \"odstest.hooks\"(%h) : (i32) -> i32
\"x.sink\"(%i) : (i32) -> ()
",
        c("c0", 0)
    );
    let (text, result) = canonicalize(&src, GreedyConfig::default());
    assert_eq!(
        text,
        r#"module {
  %0 = "x.src"() : () -> i32
  %1 = odstest.hooks
  "x.sink"(%1) : (i32) -> ()
}

"#
    );
    assert!(result.converged);
    assert_eq!(result.rewrites, 3, "{result:?}");
}

/// Patterns are tried by decreasing benefit, and the first that applies wins.
#[test]
fn patterns_run_by_benefit() {
    fn to_low(ctx: &mut Context, op: OpId) -> bool {
        rename(ctx, op, "x.low")
    }
    fn to_high(ctx: &mut Context, op: OpId) -> bool {
        rename(ctx, op, "x.high")
    }
    let src = "%x = \"x.src\"() : () -> i32\n\"x.sink\"(%x) : (i32) -> ()\n";
    let mut patterns = RewritePatternSet::new();
    patterns.add(FnPattern::new("x.sink", to_low).with_benefit(1));
    patterns.add(FnPattern::new("x.sink", to_high).with_benefit(5));
    let (text, result) = run(src, &patterns, GreedyConfig::default());
    assert!(text.contains("\"x.high\"(%0)"), "{text}");
    assert!(result.converged);
    assert_eq!(result.rewrites, 1);
}

/// Replaces `op` by an operation named `name` with the same operands and results.
fn rename(ctx: &mut Context, op: OpId, name: &str) -> bool {
    let loc = ctx.op(op).loc();
    let name = OperationName::get(ctx, name);
    let mut state = ods_runtime::ir::OperationState::new(name, loc);
    state.operands = ctx.op(op).operands().collect();
    state.result_types = ctx
        .op(op)
        .results()
        .map(|r| ctx.value(r).ty())
        .collect::<Vec<_>>();
    op.replace_with_new_op(ctx, state);
    true
}

/// A pattern that always rewrites (`x.ping` and `x.pong` into each other) never converges:
/// the driver stops after `max_iterations` and says so.
#[test]
fn a_cycle_stops_at_max_iterations() {
    fn ping(ctx: &mut Context, op: OpId) -> bool {
        rename(ctx, op, "x.pong")
    }
    fn pong(ctx: &mut Context, op: OpId) -> bool {
        rename(ctx, op, "x.ping")
    }
    let mut patterns = RewritePatternSet::new();
    patterns.add_fn("x.ping", ping);
    patterns.add_fn("x.pong", pong);
    let src = "\"x.ping\"() : () -> ()\n";
    for (top_down, max) in [(true, 3), (false, 4)] {
        let config = GreedyConfig {
            top_down,
            max_iterations: Some(max),
            max_num_rewrites: None,
            ..GreedyConfig::default()
        };
        let (_, result) = run(src, &patterns, config);
        assert!(!result.converged);
        assert_eq!(result.iterations, max);
        assert!(result.rewrites >= max, "{result:?}");
    }
    // A rewrite limit ends each iteration early: still no convergence.
    let config = GreedyConfig {
        max_num_rewrites: Some(1),
        max_iterations: Some(5),
        ..GreedyConfig::default()
    };
    let (_, result) = run(src, &patterns, config);
    assert!(!result.converged);
    assert_eq!(result.rewrites, 5);
}

/// A pattern that changes its operation in place every time is stopped by the step budget
/// of each iteration, without a limit on iterations or rewrites to rely on.
#[test]
fn an_in_place_loop_is_bounded() {
    fn touch(ctx: &mut Context, op: OpId) -> bool {
        let unit = Attribute::unit(ctx);
        let present = ctx.op(op).discardable_attr("x.flag").is_some();
        op.set_discardable_attr(ctx, "x.flag", (!present).then_some(unit));
        true
    }
    let mut patterns = RewritePatternSet::new();
    patterns.add_fn("x.op", touch);
    let config = GreedyConfig {
        max_iterations: Some(2),
        ..GreedyConfig::default()
    };
    let (_, result) = run("\"x.op\"() : () -> ()\n", &patterns, config);
    assert!(!result.converged);
    assert!(result.cycled, "the step budget cut the iterations short");
    assert_eq!(result.iterations, 2);
}

/// Records the order in which the driver offers operations to patterns.
struct Recorder(std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl ods_runtime::rewrite::RewritePattern for Recorder {
    fn root_name(&self) -> Option<&str> {
        None
    }
    fn match_and_rewrite(&self, ctx: &mut Context, op: OpId) -> bool {
        let tag = ctx
            .op(op)
            .discardable_attr("tag")
            .and_then(|a| ctx.attr(a).integer_value())
            .map_or_else(|| "?".to_string(), |v| v.to_string());
        self.0.lock().expect("not poisoned").push(tag);
        false
    }
}

/// Top-down offers operations in pre-order (a parent before what it holds). Bottom-up seeds
/// in post-order, queueing each operation and then its not yet queued ancestors (upstream's
/// `addToWorklist`), and pops from the end: the last operation first, and a parent right
/// after the last operation of its body.
#[test]
fn traversal_order() {
    let src = r#"
"x.a"() {tag = 1} : () -> ()
"x.region"() ({
  "x.b"() {tag = 3} : () -> ()
  "x.c"() {tag = 4} : () -> ()
}) {tag = 2} : () -> ()
"x.d"() {tag = 5} : () -> ()
"#;
    let mut orders = Vec::new();
    for top_down in [true, false] {
        let log = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let mut patterns = RewritePatternSet::new();
        patterns.add(Recorder(log.clone()));
        let config = GreedyConfig {
            top_down,
            ..GreedyConfig::default()
        };
        let (_, result) = run(src, &patterns, config);
        assert!(result.converged);
        assert_eq!(result.iterations, 1);
        orders.push(log.lock().expect("not poisoned").join(" "));
    }
    assert_eq!(orders, ["1 2 3 4 5", "5 4 2 3 1"]);
}

/// Constants nested in a region whose parent is registered and not isolated from above go
/// to the entry block of the enclosing isolated region (here the module's body), ahead of
/// everything, and a folded constant inside the region is materialized, then hoisted the
/// same way.
#[test]
fn constants_hoist_out_of_non_isolated_regions() {
    let src = format!(
        "%x = \"x.src\"() : () -> i32\n\"odstest.regions\"() ({{\n{}{}\
%s = \"odstest.add\"(%c4, %c5) : (i32, i32) -> i32
\"x.sink\"(%s, %x) : (i32, i32) -> ()
}}) : () -> ()
",
        c("c4", 4),
        c("c5", 5)
    );
    let (text, result) = canonicalize(&src, GreedyConfig::default());
    assert_eq!(
        text,
        r#"module {
  %0 = "odstest.constant"() <{value = 9 : i64, width = 7 : i32}> : () -> i32
  %1 = "x.src"() : () -> i32
  "odstest.regions"() ({
    "x.sink"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}

"#
    );
    assert!(result.converged);
}

/// An unregistered parent might be isolated from above (MLIR's `mightHaveTrait`), so the
/// constants of its region stay at the front of that region's entry block, as mlir-opt
/// keeps them.
#[test]
fn constants_stay_in_unregistered_regions() {
    let src = format!(
        "\"x.region\"() ({{\n%x = \"x.src\"() : () -> i32\n{}{}\
%s = \"odstest.add\"(%c4, %c5) : (i32, i32) -> i32
\"x.sink\"(%s, %x) : (i32, i32) -> ()
}}) : () -> ()
",
        c("c4", 4),
        c("c5", 5)
    );
    let (text, result) = canonicalize(&src, GreedyConfig::default());
    assert_eq!(
        text,
        r#"module {
  "x.region"() ({
    %0 = "odstest.constant"() <{value = 9 : i64, width = 7 : i32}> : () -> i32
    %1 = "x.src"() : () -> i32
    "x.sink"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}

"#
    );
    assert!(result.converged);
}

/// The generic folds of `Involution` (`neg(neg(x))` is `x`) and `Idempotent`
/// (`abs(abs(x))` is `abs(x)`, `and(x, x)` is `x`), as MLIR's `foldInvolution` and
/// `foldIdempotent`; `Commutative` still moves constants right first.
#[test]
fn involution_and_idempotent_fold() {
    let src = format!(
        "%x = \"x.src\"() : () -> i32\n{}\
%n1 = \"odstest.neg\"(%x) : (i32) -> i32
%n2 = \"odstest.neg\"(%n1) : (i32) -> i32
%a1 = \"odstest.abs\"(%x) : (i32) -> i32
%a2 = \"odstest.abs\"(%a1) : (i32) -> i32
%s = \"odstest.and\"(%x, %x) : (i32, i32) -> i32
%k = \"odstest.and\"(%c3, %x) : (i32, i32) -> i32
\"x.sink\"(%n2, %a2, %s, %k) : (i32, i32, i32, i32) -> ()
",
        c("c3", 3)
    );
    let (text, result) = canonicalize(&src, GreedyConfig::default());
    assert_eq!(
        text,
        r#"module {
  %0 = "odstest.constant"() <{value = 3 : i64, width = 7 : i32}> : () -> i32
  %1 = "x.src"() : () -> i32
  %2 = "odstest.abs"(%1) : (i32) -> i32
  %3 = "odstest.and"(%1, %0) : (i32, i32) -> i32
  "x.sink"(%1, %2, %1, %3) : (i32, i32, i32, i32) -> ()
}

"#
    );
    assert!(result.converged);
}
