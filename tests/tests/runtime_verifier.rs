//! Trait verifiers: for each trait, an input that breaks it and mlir-opt's exact error.
//!
//! Test operations are registered in Rust through the registry API. Where an upstream op in
//! mlir-opt has the same trait, the test op takes the upstream name and trait order and the
//! input is also run through mlir-opt: the error line, source line and caret must match
//! byte for byte. The other messages are upstream's wording (OpDefinition.cpp, Verifier.cpp,
//! SymbolTable.cpp, Traits.cpp).

use ods_runtime::Location;
use ods_runtime::Type;
use std::io::Write as _;
use std::process::{Command, Stdio};

use ods_runtime::Context;
use ods_runtime::asm::op_parser::parse_source;
use ods_runtime::interfaces::function::FunctionLike;
use ods_runtime::interfaces::symbols::Symbol;
use ods_runtime::ir::OpId;
use ods_runtime::ir::OperationName;
use ods_runtime::ir::{OperationState, WalkOrder};
use ods_runtime::registry::OpDefinition;
use ods_runtime::traits::*;
use ods_runtime::verify::{render_error, verify};

const FILE: &str = "t.mlir";

/// Registers the upstream-named test operations used by the cases.
fn register_upstream_like(ctx: &mut Context) {
    let defs = [
        OpDefinition::new("arith.constant")
            .with_trait(ZeroRegions)
            .with_trait(OneResult)
            .with_trait(ZeroSuccessors)
            .with_trait(ZeroOperands)
            .with_trait(ConstantLike)
            .with_trait(Pure),
        OpDefinition::new("arith.addi")
            .with_trait(ZeroRegions)
            .with_trait(OneResult)
            .with_trait(ZeroSuccessors)
            .with_trait(NOperands::<2>)
            .with_pure()
            .with_trait(Commutative)
            .with_trait(SameOperandsAndResultType),
        OpDefinition::new("arith.extsi")
            .with_trait(ZeroRegions)
            .with_trait(OneResult)
            .with_trait(ZeroSuccessors)
            .with_trait(OneOperand)
            .with_trait(SameOperandsAndResultShape),
        OpDefinition::new("arith.cmpi")
            .with_trait(ZeroRegions)
            .with_trait(OneResult)
            .with_trait(ZeroSuccessors)
            .with_trait(NOperands::<2>)
            .with_trait(SameTypeOperands),
        OpDefinition::new("tosa.add")
            .with_trait(ZeroRegions)
            .with_trait(OneResult)
            .with_trait(ZeroSuccessors)
            .with_trait(NOperands::<2>)
            .with_trait(ResultsBroadcastableShape),
        OpDefinition::new("func.func")
            .with_trait(OneRegion)
            .with_trait(ZeroResults)
            .with_trait(ZeroSuccessors)
            .with_trait(ZeroOperands)
            .with_trait(AffineScope)
            .with_trait(IsIsolatedFromAbove)
            .with_trait(Symbol { optional: false })
            .with_trait(FunctionLike::default()),
        OpDefinition::new("func.return")
            .with_trait(ZeroRegions)
            .with_trait(ZeroResults)
            .with_trait(ZeroSuccessors)
            .with_trait(HasParent(&["func.func"]))
            .with_trait(IsTerminator),
        OpDefinition::new("cf.br")
            .with_trait(ZeroRegions)
            .with_trait(ZeroResults)
            .with_trait(OneSuccessor)
            .with_trait(IsTerminator),
        OpDefinition::new("cf.cond_br")
            .with_trait(AttrSizedOperandSegments)
            .with_trait(ZeroRegions)
            .with_trait(ZeroResults)
            .with_trait(NSuccessors::<2>)
            .with_trait(AtLeastNOperands::<1>)
            .with_trait(IsTerminator),
        OpDefinition::new("scf.yield")
            .with_trait(ZeroRegions)
            .with_trait(ZeroResults)
            .with_trait(ZeroSuccessors)
            .with_trait(HasParent(&[
                "scf.execute_region",
                "scf.for",
                "scf.if",
                "scf.index_switch",
                "scf.while",
            ]))
            .with_trait(IsTerminator),
        OpDefinition::new("scf.if")
            .with_trait(NRegions::<2>)
            .with_trait(ZeroSuccessors)
            .with_trait(OneOperand)
            .with_trait(SingleBlockImplicitTerminator("scf.yield")),
        OpDefinition::new("scf.execute_region").with_trait(OneRegion),
        OpDefinition::new("irdl.dialect")
            .with_trait(OneRegion)
            .with_trait(ZeroResults)
            .with_trait(ZeroSuccessors)
            .with_trait(ZeroOperands)
            .with_trait(NoTerminator),
        OpDefinition::new("irdl.type")
            .with_trait(OneRegion)
            .with_trait(ZeroResults)
            .with_trait(ZeroSuccessors)
            .with_trait(ZeroOperands)
            .with_trait(HasParent(&["irdl.dialect"]))
            .with_trait(NoTerminator)
            .with_trait(NoRegionArguments)
            .with_trait(AtMostOneChildOf(&["irdl.parameters"])),
        OpDefinition::new("irdl.parameters")
            .with_trait(ZeroRegions)
            .with_trait(ZeroResults)
            .with_trait(ZeroSuccessors),
    ];
    for d in defs {
        ctx.register_op(d);
    }
}

/// Registers `tv.*` operations for traits no upstream op shows alone.
fn register_tv(ctx: &mut Context) {
    let defs = [
        OpDefinition::new("tv.at_least_two_operands").with_trait(AtLeastNOperands::<2>),
        OpDefinition::new("tv.three_results").with_trait(NResults::<3>),
        OpDefinition::new("tv.at_least_one_result").with_trait(AtLeastNResults::<1>),
        OpDefinition::new("tv.zero_results").with_trait(ZeroResults),
        OpDefinition::new("tv.at_least_two_regions").with_trait(AtLeastNRegions::<2>),
        OpDefinition::new("tv.one_region").with_trait(OneRegion),
        OpDefinition::new("tv.at_least_one_successor")
            .with_trait(AtLeastNSuccessors::<1>)
            .with_trait(IsTerminator),
        OpDefinition::new("tv.same_shape").with_trait(SameOperandsShape),
        OpDefinition::new("tv.same_elem").with_trait(SameOperandsElementType),
        OpDefinition::new("tv.same_elem_res").with_trait(SameOperandsAndResultElementType),
        OpDefinition::new("tv.result_segments").with_trait(AttrSizedResultSegments),
        OpDefinition::new("tv.operand_segments").with_trait(AttrSizedOperandSegments),
        OpDefinition::new("tv.constant").with_trait(ConstantLike),
        OpDefinition::new("tv.symbol").with_trait(Symbol { optional: false }),
        OpDefinition::new("tv.table")
            .with_trait(OneRegion)
            .with_trait(SymbolTable)
            .with_trait(NoTerminator),
        OpDefinition::new("tv.isolated")
            .with_trait(IsIsolatedFromAbove)
            .with_trait(NoTerminator),
        OpDefinition::new("tv.single_block").with_trait(SingleBlock),
        OpDefinition::new("tv.no_terminator")
            .with_trait(NoTerminator)
            .with_trait(SingleBlock),
        OpDefinition::new("tv.plain"),
        OpDefinition::new("tv.graph")
            .with_trait(HasOnlyGraphRegion)
            .with_trait(NoTerminator),
        OpDefinition::new("tv.variadic")
            .with_trait(SameVariadicOperandSize)
            .with_trait(SameVariadicResultSize),
        OpDefinition::new("tv.term").with_trait(IsTerminator),
    ];
    for d in defs {
        ctx.register_op(d);
    }
}

/// Parses and verifies `src` with the test operations registered; returns what ods-opt
/// would print on standard error (empty when valid).
fn ours(src: &str, allow_unregistered: bool) -> String {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(allow_unregistered);
    register_upstream_like(&mut ctx);
    register_tv(&mut ctx);
    let wrapper = match parse_source(&mut ctx, src, FILE) {
        Ok(w) => w,
        Err(diags) => return diags.iter().map(|d| d.to_string()).collect(),
    };
    match verify(&ctx, wrapper) {
        Ok(()) => String::new(),
        Err(errors) => errors
            .iter()
            .map(|e| render_error(&mut ctx, e, FILE, src).to_string())
            .collect(),
    }
}

/// mlir-opt's standard error on `src` (run from a temporary directory as `t.mlir`).
fn reference(mlir_opt: &std::path::Path, src: &str, allow_unregistered: bool) -> String {
    let dir = std::env::temp_dir().join(format!("ods-runtime-verifier-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let mut cmd = Command::new(mlir_opt);
    if allow_unregistered {
        cmd.arg("--allow-unregistered-dialect");
    }
    let mut child = cmd
        .arg("-")
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mlir-opt starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(src.as_bytes())
        .expect("input is written");
    let out = child.wait_with_output().expect("mlir-opt finishes");
    // mlir-opt names standard input `<stdin>`; ours was parsed as `t.mlir`.
    String::from_utf8_lossy(&out.stderr).replace("<stdin>", FILE)
}

/// The error line, source line and caret of a rendered diagnostic.
fn head(text: &str) -> String {
    text.lines().take(3).collect::<Vec<_>>().join("\n")
}

struct Case {
    trait_name: &'static str,
    input: &'static str,
    message: &'static str,
    confirm: bool,
    allow_unregistered: bool,
}

const FUNC_OPEN: &str = "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({";

/// A case whose ops are all registered.
const fn c(
    trait_name: &'static str,
    input: &'static str,
    message: &'static str,
    confirm: bool,
) -> Case {
    Case {
        trait_name,
        input,
        message,
        confirm,
        allow_unregistered: false,
    }
}

/// One case per verifier trait or check: the input, our expected first message, and
/// whether mlir-opt confirms it side by side.
const CASES: &[Case] = &[
    c(
        "ZeroOperands",
        "%c = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n%0 = \"arith.constant\"(%c) <{value = 1 : i32}> : (i32) -> i32\n",
        "'arith.constant' op requires zero operands",
        true,
    ),
    c(
        "OneOperand",
        "%c = \"arith.constant\"() <{value = 1 : i8}> : () -> i8\n%0 = \"arith.extsi\"(%c, %c) : (i8, i8) -> i32\n",
        "'arith.extsi' op requires a single operand",
        true,
    ),
    c(
        "NOperands",
        "%c = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n%0 = \"arith.addi\"(%c, %c, %c) : (i32, i32, i32) -> i32\n",
        "'arith.addi' op expected 2 operands, but found 3",
        true,
    ),
    c(
        "AtLeastNOperands",
        "%c = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n\"tv.at_least_two_operands\"(%c) : (i32) -> ()\n",
        "'tv.at_least_two_operands' op expected 2 or more operands, but found 1",
        false,
    ),
    c(
        "ZeroResults",
        "%0 = \"tv.zero_results\"() : () -> i32\n",
        "'tv.zero_results' op requires zero results",
        false,
    ),
    c(
        "OneResult",
        "%0:2 = \"arith.constant\"() <{value = 1 : i32}> : () -> (i32, i32)\n",
        "'arith.constant' op requires one result",
        true,
    ),
    c(
        "NResults",
        "%0:2 = \"tv.three_results\"() : () -> (i32, i32)\n",
        "'tv.three_results' op expected 3 results",
        false,
    ),
    c(
        "AtLeastNResults",
        "\"tv.at_least_one_result\"() : () -> ()\n",
        "'tv.at_least_one_result' op expected 1 or more results",
        false,
    ),
    c(
        "ZeroRegions",
        "%c = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n%0 = \"arith.addi\"(%c, %c) ({}) : (i32, i32) -> i32\n",
        "'arith.addi' op requires zero regions",
        true,
    ),
    c(
        "OneRegion",
        "\"scf.execute_region\"() : () -> ()\n",
        "'scf.execute_region' op requires one region",
        true,
    ),
    c(
        "NRegions",
        "%c = \"arith.constant\"() <{value = true}> : () -> i1\n\"scf.if\"(%c) ({\n  \"scf.yield\"() : () -> ()\n}) : (i1) -> ()\n",
        "'scf.if' op expected 2 regions",
        true,
    ),
    c(
        "AtLeastNRegions",
        "\"tv.at_least_two_regions\"() ({}) : () -> ()\n",
        "'tv.at_least_two_regions' op expected 2 or more regions",
        false,
    ),
    c(
        "ZeroSuccessors",
        "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.return\"()[^bb1] : () -> ()\n^bb1:\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
        "'func.return' op requires 0 successors but found 1",
        true,
    ),
    c(
        "OneSuccessor",
        "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"cf.br\"()[^bb1, ^bb1] : () -> ()\n^bb1:\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
        "'cf.br' op requires 1 successor but found 2",
        true,
    ),
    c(
        "NSuccessors",
        "\"func.func\"() <{function_type = (i1) -> (), sym_name = \"f\"}> ({\n^bb0(%c: i1):\n  \"cf.cond_br\"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()\n^bb1:\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
        "'cf.cond_br' op requires 2 successors but found 1",
        true,
    ),
    c(
        "AtLeastNSuccessors",
        "\"tv.plain\"() ({\n  \"tv.at_least_one_successor\"() : () -> ()\n}) : () -> ()\n",
        "'tv.at_least_one_successor' op requires at least 1 successors but found 0",
        false,
    ),
    c(
        "IsTerminator",
        "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.return\"() : () -> ()\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
        "'func.return' op must be the last operation in the parent block",
        true,
    ),
    c(
        "AtMostOneChildOf",
        "\"irdl.dialect\"() <{sym_name = \"d\"}> ({\n  \"irdl.type\"() <{sym_name = \"t\"}> ({\n    \"irdl.parameters\"() <{names = []}> : () -> ()\n    \"irdl.parameters\"() <{names = []}> : () -> ()\n  }) : () -> ()\n}) : () -> ()\n",
        "failed to verify AtMostOneChildOf trait: the operation contains at least two operations of type irdl.parameters",
        true,
    ),
    c(
        "HasParent",
        "\"func.return\"() : () -> ()\n",
        "'func.return' op expects parent op 'func.func'",
        true,
    ),
    c(
        "HasParent (several parents)",
        "\"scf.yield\"() : () -> ()\n",
        "'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'",
        true,
    ),
    Case {
        trait_name: "SingleBlockImplicitTerminator",
        input: "%c = \"arith.constant\"() <{value = true}> : () -> i1\n\"scf.if\"(%c) ({\n  \"test.term\"() : () -> ()\n}, {\n}) : (i1) -> ()\n",
        message: "'scf.if' op expects regions to end with 'scf.yield', found 'test.term'",
        confirm: true,
        allow_unregistered: true,
    },
    c(
        "SingleBlock",
        "\"tv.single_block\"() ({\n  \"tv.term\"() : () -> ()\n^bb1:\n  \"tv.term\"() : () -> ()\n}) : () -> ()\n",
        "'tv.single_block' op expects region #0 to have 0 or 1 blocks",
        false,
    ),
    c(
        "SingleBlock (empty block)",
        "\"tv.single_block\"() ({\n^bb0:\n}) : () -> ()\n",
        "'tv.single_block' op expects a non-empty block",
        false,
    ),
    c(
        "IsolatedFromAbove",
        "%c = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  %0 = \"arith.addi\"(%c, %c) : (i32, i32) -> i32\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
        "'arith.addi' op using value defined outside the region",
        true,
    ),
    c(
        "Symbol",
        "\"tv.symbol\"() : () -> ()\n",
        "'tv.symbol' op requires string attribute 'sym_name'",
        false,
    ),
    c(
        "Symbol (visibility)",
        "module @m attributes {sym_visibility = \"bad\"} {\n}\n",
        "'builtin.module' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"bad\"",
        true,
    ),
    c(
        "SymbolTable",
        "\"tv.table\"() ({\n  \"tv.symbol\"() {sym_name = \"a\"} : () -> ()\n  \"tv.symbol\"() {sym_name = \"a\"} : () -> ()\n}) : () -> ()\n",
        "redefinition of symbol named 'a'",
        false,
    ),
    c(
        "ConstantLike",
        "\"tv.constant\"() : () -> ()\n",
        "'tv.constant' op requires one result",
        false,
    ),
    c(
        "SameOperandsAndResultType",
        "%c = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n%d = \"arith.constant\"() <{value = 1 : i64}> : () -> i64\n%0 = \"arith.addi\"(%c, %d) : (i32, i64) -> i32\n",
        "'arith.addi' op requires the same type for all operands and results",
        true,
    ),
    c(
        "SameTypeOperands",
        "%c = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n%d = \"arith.constant\"() <{value = 1 : i64}> : () -> i64\n%0 = \"arith.cmpi\"(%c, %d) <{predicate = 0 : i64}> : (i32, i64) -> i1\n",
        "'arith.cmpi' op requires all operands to have the same type",
        true,
    ),
    c(
        "SameOperandsAndResultShape",
        "%c = \"arith.constant\"() <{value = dense<1> : vector<4xi8>}> : () -> vector<4xi8>\n%0 = \"arith.extsi\"(%c) : (vector<4xi8>) -> vector<2xi32>\n",
        "'arith.extsi' op requires the same shape for all operands and results",
        true,
    ),
    c(
        "SameOperandsShape",
        "%a = \"arith.constant\"() <{value = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>\n%b = \"arith.constant\"() <{value = dense<1> : tensor<3xi8>}> : () -> tensor<3xi8>\n\"tv.same_shape\"(%a, %b) : (tensor<2xi8>, tensor<3xi8>) -> ()\n",
        "'tv.same_shape' op requires the same shape for all operands",
        false,
    ),
    c(
        "SameOperandsElementType",
        "%a = \"arith.constant\"() <{value = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>\n%b = \"arith.constant\"() <{value = dense<1> : tensor<2xi16>}> : () -> tensor<2xi16>\n\"tv.same_elem\"(%a, %b) : (tensor<2xi8>, tensor<2xi16>) -> ()\n",
        "'tv.same_elem' op requires the same element type for all operands",
        false,
    ),
    c(
        "SameOperandsAndResultElementType",
        "%a = \"arith.constant\"() <{value = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>\n%0 = \"tv.same_elem_res\"(%a) : (tensor<2xi8>) -> tensor<2xi32>\n",
        "'tv.same_elem_res' op requires the same element type for all operands and results",
        false,
    ),
    c(
        "ResultsBroadcastableShape",
        "\"func.func\"() <{function_type = (tensor<2xf32>, tensor<3xf32>) -> (), sym_name = \"f\"}> ({\n^bb0(%a: tensor<2xf32>, %b: tensor<3xf32>):\n  %0 = \"tosa.add\"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
        "'tosa.add' op operands don't have broadcast-compatible shapes",
        true,
    ),
    c(
        "ResultsBroadcastableShape (result)",
        "%a = \"arith.constant\"() <{value = dense<1.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>\n%0 = \"tosa.add\"(%a, %a) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4xf32>\n",
        "'tosa.add' op result type '4' not broadcast compatible with broadcasted operands's shapes '2x3'",
        false,
    ),
    c(
        "AttrSizedOperandSegments",
        "\"func.func\"() <{function_type = (i1) -> (), sym_name = \"f\"}> ({\n^bb0(%c: i1):\n  \"cf.cond_br\"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()\n^bb1:\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
        "'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'",
        true,
    ),
    c(
        "AttrSizedOperandSegments (missing)",
        "\"tv.operand_segments\"() : () -> ()\n",
        "'tv.operand_segments' op requires dense i32 array attribute 'operandSegmentSizes'",
        false,
    ),
    c(
        "AttrSizedResultSegments",
        "%0 = \"tv.result_segments\"() <{resultSegmentSizes = array<i32: -1, 2>}> : () -> i32\n",
        "'tv.result_segments' op 'resultSegmentSizes' attribute cannot have negative elements",
        false,
    ),
    c(
        "FunctionOpInterface (argument count)",
        "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
        "'func.func' op entry block must have 1 arguments to match function signature",
        true,
    ),
    c(
        "FunctionOpInterface (argument type)",
        "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%c: i64):\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
        "'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')",
        true,
    ),
    c(
        "terminator required",
        "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  %c = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n}) : () -> ()\n",
        "block with no terminator, has %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32",
        true,
    ),
    c(
        "SSA dominance",
        "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  %0 = \"arith.addi\"(%1, %1) : (i32, i32) -> i32\n  %1 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
        "operand #0 does not dominate this use",
        true,
    ),
];

#[test]
fn each_trait_reports_mlir_opt_error() {
    let mlir_opt = ods_tests::reference_tool("mlir-opt");
    if mlir_opt.is_none() {
        // The messages are still checked; only the side-by-side confirmation is skipped.
        let _ = ods_tests::reference_tool_or_skip("mlir-opt", "runtime_verifier confirmation");
    }
    let mut failures = Vec::new();
    let mut confirmed = 0;
    let all = CASES;
    for case in all {
        let text = ours(case.input, case.allow_unregistered);
        let first = text.lines().next().unwrap_or("");
        let Some((_, message)) = first.split_once(": error: ") else {
            failures.push(format!(
                "{}: expected an error, got {text:?}",
                case.trait_name
            ));
            continue;
        };
        if message != case.message {
            failures.push(format!(
                "{}: message\n    ours:     {message}\n    expected: {}",
                case.trait_name, case.message
            ));
            continue;
        }
        if let (true, Some(tool)) = (case.confirm, &mlir_opt) {
            let theirs = reference(tool, case.input, case.allow_unregistered);
            if head(&theirs) != head(&text) {
                failures.push(format!(
                    "{}: differs from mlir-opt\n  ours:\n{}\n  mlir-opt:\n{}",
                    case.trait_name,
                    head(&text),
                    head(&theirs)
                ));
                continue;
            }
            confirmed += 1;
        }
    }
    ods_tests::report::headline(format_args!(
        "runtime verifier: {}/{} trait cases pass, {confirmed} confirmed against mlir-opt",
        all.len() - failures.len(),
        all.len()
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn full_diagnostics_match_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "runtime_verifier full")
    else {
        return;
    };
    // Cases whose notes are also identical (no default-valued properties in mlir-opt's
    // printing of the operation).
    for name in [
        "ZeroOperands",
        "OneSuccessor",
        "NSuccessors",
        "HasParent",
        "SingleBlockImplicitTerminator",
        "SameTypeOperands",
        "ResultsBroadcastableShape",
        "Symbol (visibility)",
        "terminator required",
    ] {
        let case = CASES
            .iter()
            .find(|c| c.trait_name == name)
            .expect("case exists");
        let text = ours(case.input, case.allow_unregistered);
        let theirs = reference(&mlir_opt, case.input, case.allow_unregistered);
        assert_eq!(text, theirs, "{name}");
    }
}

#[test]
fn dominance_note_names_the_relation() {
    let text = ours(
        &format!(
            "{FUNC_OPEN}\n  %0 = \"arith.addi\"(%1, %1) : (i32, i32) -> i32\n  %1 = \"arith.constant\"() <{{value = 1 : i32}}> : () -> i32\n  \"func.return\"() : () -> ()\n}}) : () -> ()\n"
        ),
        false,
    );
    assert!(
        text.contains("t.mlir:3:8: note: operand defined here (op in the same block)"),
        "{text}"
    );
}

#[test]
fn graph_regions_and_unregistered_ops_skip_dominance() {
    let graph = "\"tv.graph\"() ({\n  %0 = \"arith.addi\"(%1, %1) : (i32, i32) -> i32\n  %1 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n}) : () -> ()\n";
    assert_eq!(ours(graph, false), "");
    let ssa = graph.replace("tv.graph", "tv.no_terminator");
    assert!(
        ours(&ssa, false).contains("operand #0 does not dominate this use"),
        "a registered op's region is SSA"
    );
    let unregistered = graph.replace("tv.graph", "test.unknown");
    assert_eq!(ours(&unregistered, true), "");
}

#[test]
fn no_terminator_trait_allows_open_blocks() {
    let open = "\"tv.no_terminator\"() ({\n  %c = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n}) : () -> ()\n";
    assert_eq!(ours(open, false), "");
    let closed_needed = open.replace("tv.no_terminator", "tv.plain");
    assert!(ours(&closed_needed, false).contains("block with no terminator, has"));
}

#[test]
fn unregistered_ops_need_the_flag() {
    let src = "\"test.x\"() : () -> ()\n";
    assert!(
        ours(src, false).contains(
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"
        )
    );
    assert_eq!(ours(src, true), "");
    assert!(
        ours("\"tv.unknown_op\"() : () -> ()\n", true).contains(
            "unregistered operation 'tv.unknown_op' found in dialect ('tv') that does not allow unknown operations"
        )
    );
}

#[test]
fn traits_are_queryable_at_run_time() {
    let mut ctx = Context::new();
    register_upstream_like(&mut ctx);
    register_tv(&mut ctx);
    let loc = Location::unknown(&ctx);
    let i32t = Type::i32(&ctx);
    let add = OperationName::lookup(&ctx, "arith.addi").expect("registered");
    let cst = OperationName::lookup(&ctx, "arith.constant").expect("registered");
    let var = OperationName::lookup(&ctx, "tv.variadic").expect("registered");
    let parent = OperationName::lookup(&ctx, "scf.yield").expect("registered");
    let mut s = OperationState::new(cst, loc);
    s.result_types.push(i32t);
    let c = OpId::create(&mut ctx, s);
    let v = ctx.op(c).result(0);
    let mut s = OperationState::new(add, loc);
    s.operands = vec![v, v];
    s.result_types.push(i32t);
    let a = OpId::create(&mut ctx, s);
    assert!(ctx.op(a).has_trait::<Commutative>());
    assert!(ctx.op(a).has_trait::<Pure>());
    assert!(ctx.op(a).has_trait::<NoMemoryEffect>());
    assert!(ctx.op(a).has_trait::<AlwaysSpeculatable>());
    assert!(!ctx.op(a).has_trait::<MemWrite>());
    assert!(ctx.op(a).has_trait::<SameOperandsAndResultType>());
    assert!(!ctx.op(a).has_trait::<ConstantLike>());
    assert!(ctx.op(c).has_trait::<ConstantLike>());
    assert!(!ctx.op(c).has_trait::<Commutative>());
    assert!(ctx.op_name(var).has_trait::<SameVariadicOperandSize>());
    assert!(ctx.op_name(var).has_trait::<SameVariadicResultSize>());
    assert!(!ctx.op_name(var).has_trait::<AttrSizedOperandSegments>());
    let y = OpId::create(&mut ctx, OperationState::new(parent, loc));
    let hp = ctx
        .op(y)
        .get_trait::<HasParent>()
        .expect("scf.yield has HasParent");
    assert!(hp.0.contains(&"scf.for"));
    let mut n = 0;
    ctx.op(a).walk(WalkOrder::PreOrder, &mut |_, _| n += 1);
    assert_eq!(n, 1);
}

/// Dominance across blocks, into nested regions, and in unreachable blocks.
#[test]
fn dominance_cases_match_mlir_opt() {
    let cross_block = "\"func.func\"() <{function_type = (i1) -> (), sym_name = \"f\"}> ({\n^bb0(%c: i1):\n  \"cf.cond_br\"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()\n^bb1:\n  %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n  \"cf.br\"()[^bb2] : () -> ()\n^bb2:\n  %1 = \"arith.addi\"(%0, %0) : (i32, i32) -> i32\n  \"func.return\"() : () -> ()\n}) : () -> ()\n";
    let nested_later = "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"scf.execute_region\"() ({\n    %1 = \"arith.addi\"(%0, %0) : (i32, i32) -> i32\n    \"scf.yield\"() : () -> ()\n  }) : () -> ()\n  %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n  \"func.return\"() : () -> ()\n}) : () -> ()\n";
    let unreachable = "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.return\"() : () -> ()\n^bb1:\n  %1 = \"arith.addi\"(%0, %0) : (i32, i32) -> i32\n  \"cf.br\"()[^bb2] : () -> ()\n^bb2:\n  %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n  \"func.return\"() : () -> ()\n}) : () -> ()\n";
    let ours_cross = ours(cross_block, false);
    assert!(
        ours_cross.contains("t.mlir:5:8: note: operand defined here (op in the same region)"),
        "{ours_cross}"
    );
    let ours_nested = ours(nested_later, false);
    assert!(
        ours_nested.contains("t.mlir:6:8: note: operand defined here (op in a parent region)"),
        "{ours_nested}"
    );
    assert_eq!(
        ours(unreachable, false),
        "",
        "unreachable blocks are not checked"
    );
    let Some(mlir_opt) =
        ods_tests::reference_tool_or_skip("mlir-opt", "runtime_verifier dominance")
    else {
        return;
    };
    for (src, text) in [(cross_block, &ours_cross), (nested_later, &ours_nested)] {
        let theirs = reference(&mlir_opt, src, false);
        assert_eq!(head(text), head(&theirs));
        // The last note (where the operand is defined) with its source line and caret.
        let tail = |t: &str| t.lines().rev().take(3).collect::<Vec<_>>().join("\n");
        assert_eq!(tail(text), tail(&theirs));
    }
    let theirs = reference(&mlir_opt, unreachable, false);
    assert_eq!(theirs, "", "mlir-opt accepts the unreachable use too");
}

/// mlir-opt verifies sibling isolated-from-above operations independently and reports the
/// errors of each.
#[test]
fn errors_of_sibling_isolated_ops_are_all_reported() {
    let src = "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.return\"() : () -> ()\n  \"func.return\"() : () -> ()\n}) : () -> ()\n\"func.func\"() <{function_type = () -> (), sym_name = \"g\"}> ({\n  \"cf.br\"()[^bb1, ^bb1] : () -> ()\n^bb1:\n  \"func.return\"() : () -> ()\n}) : () -> ()\n";
    let text = ours(src, false);
    assert_eq!(text.matches(": error: ").count(), 2, "{text}");
    assert!(text.contains("t.mlir:2:3: error: 'func.return' op must be the last operation"));
    assert!(text.contains("t.mlir:6:3: error: 'cf.br' op requires 1 successor but found 2"));
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "runtime_verifier siblings")
    else {
        return;
    };
    assert_eq!(text, reference(&mlir_opt, src, false));
}
