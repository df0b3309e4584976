//! Declarative rewrite rules end to end: `tests/ods/ok/patterns.td` compiled by ods-build
//! into `RewritePattern`s over the ops of `tests/ods/ok/rewrite_ops.td`, applied by the
//! greedy driver (or one by one) to parsed IR, and the result checked through the printer.

use ods_dialect_test::goldens::{patterns_td, rewrite_ops_td};
use ods_runtime::Context;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::greedy::{GreedyConfig, apply_patterns_greedily};
use ods_runtime::ir::{OpId, WalkOrder};
use ods_runtime::rewrite::{RewritePattern, RewritePatternSet};

fn parse(src: &str) -> (Context, OpId) {
    let mut ctx = Context::new();
    rewrite_ops_td::rw::register(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    let wrapper = parse_source(&mut ctx, src, "patterns.mlir").expect("parses");
    ods_runtime::verify::verify(&ctx, wrapper).expect("verifies");
    let top = unwrap_single_module(&mut ctx, wrapper);
    (ctx, top)
}

fn generated() -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    patterns_td::populate_with_generated(&mut set);
    set
}

/// Applies every generated pattern greedily; returns the printed IR.
fn rewrite(src: &str) -> String {
    let (mut ctx, top) = parse(src);
    let result = apply_patterns_greedily(&mut ctx, top, &generated(), &GreedyConfig::default());
    assert!(result.converged, "did not converge on\n{src}");
    ods_runtime::verify::verify(&ctx, top).expect("still verifies");
    print_top_level(&mut ctx, top, PrintOptions::default())
}

/// The body of the printed module, one op per line, without the module's braces.
fn body(printed: &str) -> Vec<String> {
    printed
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("module") && *l != "}")
        .map(str::to_string)
        .collect()
}

const SRC: &str = "%x = \"x.src\"() : () -> i32\n%y = \"x.src\"() : () -> i32\n";

fn assert_rewrites(ops: &str, expected: &[&str]) {
    let src = format!("{SRC}{ops}");
    let got = body(&rewrite(&src));
    let mut want = vec![
        "%0 = \"x.src\"() : () -> i32".to_string(),
        "%1 = \"x.src\"() : () -> i32".to_string(),
    ];
    want.extend(expected.iter().map(|s| s.to_string()));
    assert_eq!(got, want, "rewriting\n{src}");
}

/// In record-name order, as upstream's `populateWithGenerated` adds them.
#[test]
fn populate_adds_every_rule_with_its_benefit_and_name() {
    let set = generated();
    let got: Vec<(Option<&str>, u16, &str)> = set
        .patterns()
        .iter()
        .map(|p| (p.root_name(), p.benefit().0, p.debug_name()))
        .collect();
    assert_eq!(
        got,
        vec![
            (Some("rw.add"), 2, "AddNegToSub"),
            (Some("rw.neg"), 2, "DoubleNeg"),
            (Some("rw.level"), 1, "LowToHigh"),
            (Some("rw.cast"), 2, "MarkThenDrop"),
            (Some("rw.mul"), 3, "MulNegNeg"),
            (Some("rw.neg"), 3, "NegConstFold"),
            (Some("rw.neg"), 2, "NegConstSeven"),
            (Some("rw.scale"), 1, "ScaleByOne"),
            (Some("rw.scale"), 2, "ScaleScale"),
            (Some("rw.sub"), 1, "SubSelf"),
            (Some("rw.pair"), 2, "SwapPair"),
            (Some("rw.tag"), 1, "TagToAdd"),
        ]
    );
}

#[test]
fn nested_match_and_replace_with_value() {
    assert_rewrites(
        "%a = \"rw.neg\"(%x) : (i32) -> i32\n%b = \"rw.neg\"(%a) : (i32) -> i32\n\"x.use\"(%b) : (i32) -> ()\n",
        &["\"x.use\"(%0) : (i32) -> ()"],
    );
}

#[test]
fn either_matches_both_operand_orders() {
    let expected = [
        "%2 = \"rw.sub\"(%0, %1) : (i32, i32) -> i32",
        "\"x.use\"(%2) : (i32) -> ()",
    ];
    assert_rewrites(
        "%n = \"rw.neg\"(%y) : (i32) -> i32\n%s = \"rw.add\"(%x, %n) : (i32, i32) -> i32\n\"x.use\"(%s) : (i32) -> ()\n",
        &expected,
    );
    assert_rewrites(
        "%n = \"rw.neg\"(%y) : (i32) -> i32\n%s = \"rw.add\"(%n, %x) : (i32, i32) -> i32\n\"x.use\"(%s) : (i32) -> ()\n",
        &expected,
    );
}

#[test]
fn repeated_symbol_type_constraint_and_constant_attr() {
    assert_rewrites(
        "%s = \"rw.sub\"(%x, %x) : (i32, i32) -> i32\n\"x.use\"(%s) : (i32) -> ()\n",
        &[
            "%2 = \"rw.const\"() <{value = 0 : i32}> : () -> i32",
            "\"x.use\"(%2) : (i32) -> ()",
        ],
    );
    // Different operands: the repeated `$x` does not match.
    assert_rewrites(
        "%s = \"rw.sub\"(%x, %y) : (i32, i32) -> i32\n\"x.use\"(%s) : (i32) -> ()\n",
        &[
            "%2 = \"rw.sub\"(%0, %1) : (i32, i32) -> i32",
            "\"x.use\"(%2) : (i32) -> ()",
        ],
    );
    // `I32:$x` rejects an i64.
    let src = "%z = \"x.src\"() : () -> i64\n%s = \"rw.sub\"(%z, %z) : (i64, i64) -> i64\n\"x.use\"(%s) : (i64) -> ()\n";
    assert_eq!(
        body(&rewrite(src)),
        vec![
            "%0 = \"x.src\"() : () -> i64",
            "%1 = \"rw.sub\"(%0, %0) : (i64, i64) -> i64",
            "\"x.use\"(%1) : (i64) -> ()",
        ]
    );
}

#[test]
fn attribute_constraints_and_native_code_calls() {
    assert_rewrites(
        "%s = \"rw.scale\"(%x) <{factor = 1 : i32}> : (i32) -> i32\n\"x.use\"(%s) : (i32) -> ()\n",
        &["\"x.use\"(%0) : (i32) -> ()"],
    );
    assert_rewrites(
        "%a = \"rw.scale\"(%x) <{factor = 3 : i32}> : (i32) -> i32\n%b = \"rw.scale\"(%a) <{factor = 5 : i32}> : (i32) -> i32\n\"x.use\"(%b) : (i32) -> ()\n",
        &[
            "%2 = \"rw.scale\"(%0) <{factor = 15 : i32}> : (i32) -> i32",
            "\"x.use\"(%2) : (i32) -> ()",
        ],
    );
}

#[test]
fn result_of_a_multi_result_op_and_has_no_use_of() {
    assert_rewrites(
        "%p:2 = \"rw.pair\"(%x, %y) : (i32, i32) -> (i32, i32)\n%q:2 = \"rw.pair\"(%p#0, %y) : (i32, i32) -> (i32, i32)\n\"x.use\"(%q#0, %q#1) : (i32, i32) -> ()\n",
        &[
            // The results print with their names in the spec, as mlir-tblgen names the
            // results of an op with several.
            "%first, %second = \"rw.pair\"(%0, %1) : (i32, i32) -> (i32, i32)",
            "\"x.use\"(%second, %first) : (i32, i32) -> ()",
        ],
    );
    // The inner pair's second result has another use: the constraint fails.
    let kept = "%p:2 = \"rw.pair\"(%x, %y) : (i32, i32) -> (i32, i32)\n%q:2 = \"rw.pair\"(%p#0, %y) : (i32, i32) -> (i32, i32)\n\"x.use\"(%q#0, %q#1, %p#1) : (i32, i32, i32) -> ()\n";
    assert_rewrites(
        kept,
        &[
            "%first, %second = \"rw.pair\"(%0, %1) : (i32, i32) -> (i32, i32)",
            "%first_0, %second_1 = \"rw.pair\"(%first, %1) : (i32, i32) -> (i32, i32)",
            "\"x.use\"(%first_0, %second_1, %second) : (i32, i32, i32) -> ()",
        ],
    );
}

#[test]
fn multi_entity_constraint() {
    assert_rewrites(
        "%a = \"rw.neg\"(%x) : (i32) -> i32\n%b = \"rw.neg\"(%y) : (i32) -> i32\n%m = \"rw.mul\"(%a, %b) : (i32, i32) -> i32\n\"x.use\"(%m) : (i32) -> ()\n",
        &[
            "%2 = \"rw.mul\"(%0, %1) : (i32, i32) -> i32",
            "\"x.use\"(%2) : (i32) -> ()",
        ],
    );
}

#[test]
fn auxiliary_result_with_return_type() {
    let src = "%z = \"x.src\"() : () -> i64\n%t = \"rw.tag\"(%z) <{tag = \"a\"}> : (i64) -> i64\n\"x.use\"(%t) : (i64) -> ()\n";
    assert_eq!(
        body(&rewrite(src)),
        vec![
            "%0 = \"x.src\"() : () -> i64",
            "%1 = \"rw.cast\"(%0) : (i64) -> i64",
            "%2 = \"rw.add\"(%1, %1) : (i64, i64) -> i64",
            "\"x.use\"(%2) : (i64) -> ()",
        ]
    );
}

#[test]
fn the_higher_benefit_wins() {
    assert_rewrites(
        "%c = \"rw.const\"() <{value = 5 : i32}> : () -> i32\n%n = \"rw.neg\"(%c) : (i32) -> i32\n\"x.use\"(%n) : (i32) -> ()\n",
        &[
            "%2 = \"rw.const\"() <{value = -5 : i32}> : () -> i32",
            "\"x.use\"(%2) : (i32) -> ()",
        ],
    );
}

#[test]
fn a_pattern_that_does_not_match_leaves_the_ir_alone() {
    let src = format!("{SRC}%a = \"rw.neg\"(%x) : (i32) -> i32\n\"x.use\"(%a) : (i32) -> ()\n");
    let (mut ctx, top) = parse(&src);
    let before = print_top_level(&mut ctx, top, PrintOptions::default());
    let mut negs = Vec::new();
    ctx.op(top).walk(WalkOrder::PreOrder, &mut |ctx, op| {
        if ctx.op_name_str(ctx.op(op).name()) == "rw.neg" {
            negs.push(op);
        }
    });
    let neg = negs[0];
    assert!(!patterns_td::DoubleNeg.match_and_rewrite(&mut ctx, neg));
    assert!(!patterns_td::NegConstFold.match_and_rewrite(&mut ctx, neg));
    assert_eq!(
        print_top_level(&mut ctx, top, PrintOptions::default()),
        before
    );
}

#[test]
fn location_directive_takes_the_matched_ops_location() {
    let src = format!(
        "{SRC}%n = \"rw.neg\"(%y) : (i32) -> i32 loc(\"the_neg\")\n%s = \"rw.add\"(%x, %n) : (i32, i32) -> i32 loc(\"the_add\")\n\"x.use\"(%s) : (i32) -> ()\n"
    );
    let (mut ctx, top) = parse(&src);
    let mut found = Vec::new();
    ctx.op(top).walk(WalkOrder::PreOrder, &mut |ctx, op| {
        if ctx.op_name_str(ctx.op(op).name()) == "rw.neg" {
            found.push(op);
        }
    });
    let neg_loc = ctx.op(found[0]).loc();
    apply_patterns_greedily(&mut ctx, top, &generated(), &GreedyConfig::default());
    let mut subs = Vec::new();
    ctx.op(top).walk(WalkOrder::PreOrder, &mut |ctx, op| {
        if ctx.op_name_str(ctx.op(op).name()) == "rw.sub" {
            subs.push(op);
        }
    });
    assert_eq!(subs.len(), 1);
    assert_eq!(ctx.op(subs[0]).loc(), neg_loc);
}

#[test]
fn native_code_call_void_runs_for_its_effect() {
    let src = format!(
        "{SRC}%a = \"rw.cast\"(%x) : (i32) -> i32\n%b = \"rw.cast\"(%a) : (i32) -> i32\n\"x.use\"(%b) : (i32) -> ()\n"
    );
    assert_eq!(
        body(&rewrite(&src)),
        vec![
            "%0 = \"x.src\"() {rw.seen} : () -> i32",
            "%1 = \"x.src\"() : () -> i32",
            "\"x.use\"(%0) : (i32) -> ()",
        ]
    );
}

#[test]
fn enum_cases_match_and_build_their_attribute() {
    // `LowToHigh`: level<low> -> level<high>; a high level is left alone.
    assert_rewrites(
        "%a = \"rw.level\"() <{level = 1 : i32}> : () -> i32\n\"x.use\"(%a) : (i32) -> ()\n",
        &[
            "%2 = \"rw.level\"() <{level = 2 : i32}> : () -> i32",
            "\"x.use\"(%2) : (i32) -> ()",
        ],
    );
    assert_rewrites(
        "%a = \"rw.level\"() <{level = 2 : i32}> : () -> i32\n\"x.use\"(%a) : (i32) -> ()\n",
        &[
            "%2 = \"rw.level\"() <{level = 2 : i32}> : () -> i32",
            "\"x.use\"(%2) : (i32) -> ()",
        ],
    );
}
