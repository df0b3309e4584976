//! Op formats, ods-opt against mlir-opt: `tests/ods/ok/op_formats.td` declares upstream's
//! test dialect ops that write properties (`$prop` variables of every kind, property
//! anchors, `prop-dict`) and `oilist`s, and mlir-opt's test dialect defines the same ones. Each
//! case is a module both tools parse; the custom form they print, the generic form they
//! print, or every diagnostic (with its location, source line and caret) must be
//! byte-identical. The cases follow upstream's `properties.mlir` tests, plus defaults,
//! absent values and malformed inputs of our own.
#[path = "../../../tests/src/report.rs"]
// Each test uses only some of the recording functions.
#[allow(dead_code)]
mod report;

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// A value for the cases' operands (an unregistered op of another dialect).
const DEFS: &str = "%0 = \"u.def\"() : () -> i64\n%1 = \"u.def\"() : () -> i32\n";

/// Ops both tools accept.
const VALID: &[&str] = &[
    // Each kind written by its variable.
    "test.with_properties a = 32, b = \"foo\", c = \"bar\", flag = true, array = [1, 2, 3, 4], array32 = [5, 6]",
    "test.with_properties a = -1, b = \"x\\\"y\", c = \"a\\nb\", flag = false, array = [], array32 = [-2147483648]",
    "test.with_properties a = 9223372036854775807, b = \"\", c = \"\", flag = true, array = [-9223372036854775808], array32 = [2147483647] {z = 1}",
    "%2 = test.prop_pattern_op_1 \"tag\" 5 true",
    "%2 = test.prop_pattern_op_1 \"\" -7 false {x}",
    "test.prop_pattern_op_2 %1 \"s\"",
    "test.op_with_enum_prop first",
    "test.with_properties a = true, b = \"\", c = \"\", flag = 1, array = [0x10], array32 = [false]",
    "test.with_properties a = false, b = \"\", c = \"\", flag = 0, array = [], array32 = []",
    "test.with_optional_properties simple = true simplei8 = -128 simpleui8 = -1",
    "test.with_optional_properties simpleui8 = true",
    "test.op_with_enum_prop \"third\"",
    // `prop-dict`: what the format does not write, defaults left out.
    "test.with_properties_and_attr 42 <{rhs = 5 : i64}>",
    "test.with_properties_and_attr -3 <{rhs = -1 : i64}> {extra = 1}",
    "test.empty_properties",
    "test.empty_properties {a = 1}",
    "test.format_optional_prop_dict",
    "test.format_optional_prop_dict <{a = [\"x\"]}>",
    "test.format_optional_prop_dict <{b = 2 : i32}>",
    "test.format_optional_prop_dict <{b = 1 : i32}>",
    "test.format_optional_prop_dict <{a = [], b = 1 : i32}>",
    "test.format_optional_prop_dict {foo = 1}",
    "test.format_optional_prop_dict <{a = [\"x\"], b = 3 : i32}> {foo = 1}",
    "test.format_optional_prop_dict <{}>",
    "%2:2, %3 = test.variadic_segment_prop %0, %0 : %0 : i64, i64 : i64 end",
    "test.op_with_property_predicates <{array = [], defaulted = 0 : i64, more_constrained = 5 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [-1], optional = [], scalar = 1 : i64, unconstrained = -5 : i64}>",
    "test.op_with_property_predicates {a = 1} <{array = [2, 3], defaulted = 4 : i64, more_constrained = 0 : i64, non_empty_constrained = [1, 2], non_empty_optional = [[3]], non_empty_unconstrained = [-1], optional = [7], scalar = 0 : i64, unconstrained = 0 : i64}>",
    // Default-valued and unit properties anchoring optional groups.
    "test.with_default_valued_properties na",
    "test.with_default_valued_properties 1 \"x\" 3 unit",
    "test.with_default_valued_properties 0 \"\" -1 unit_absent",
    "test.with_default_valued_properties na 5",
    "test.format_optional_unit_property",
    "test.format_optional_unit_property is_optional",
    "test.format_optional_unit_property_no_elide",
    "test.format_optional_unit_property_no_elide unit",
    "test.format_optional_unit_property_no_elide unit_absent",
    // Optional properties: bare values, `some<...>`, nested, unit.
    "test.with_optional_properties",
    "test.with_optional_properties anAttr = 0 simple = 1 simplei8 = -1 simpleui8 = 255 nonTrivialStorage = \"foo\" hasDefault = some<0> nested = some<1> longSyntax = some<\"bar\"> hasUnit maybeUnit = some<unit>",
    "test.with_optional_properties simple = none",
    "test.with_optional_properties simple = -9223372036854775808 simplei8 = 127",
    "test.with_optional_properties nested = some<none>",
    "test.with_optional_properties hasDefault = none nested = none longSyntax = none maybeUnit = none",
    "test.with_optional_properties maybeUnit = some<unit_absent>",
    "test.with_optional_properties nonTrivialStorage = \"\" hasUnit",
    // `oilist`: any order, printed in declaration order.
    "test.oilist_with_keywords_only",
    "test.oilist_with_keywords_only keyword",
    "test.oilist_with_keywords_only thirdKeyword keyword",
    "test.oilist_with_keywords_only otherKeyword thirdKeyword keyword {a}",
    "test.oilist_with_keywords_only {keyword}",
    "test.oilist_with_keywords_only_properties otherKeyword",
    "test.oilist_with_keywords_only_properties thirdKeyword keyword otherKeyword",
    "test.oilist_with_simple_args otherKeyword %1 : i32 keyword %0 : i64",
    "test.oilist_with_simple_args",
    "test.oilist_with_simple_args thirdKeyword %1 : i32",
    "test.oilist_variadic_with_parens thirdKeyword (%0, %1 : i64, i32)",
    "test.oilist_variadic_with_parens otherKeyword(%0 : i64) keyword(%1, %1 : i32, i32)",
    "test.oilist_variadic_with_parens",
    "test.oilist_allowed_literal bar foo buzz",
    "test.oilist_allowed_literal buzz",
    // Properties as arguments of `custom` directives.
    "test.using_property_in_custom [1, 4, 20]",
    "test.using_property_in_custom []",
    "test.using_property_in_custom_and_other [5] <{other = 3 : i64}>",
    "test.using_property_ref_in_custom 1 + 4 = 5",
    "test.using_property_ref_in_custom -2 + 0 = -2 {x}",
    // A `custom` directive starting and anchoring an optional group.
    "test.optional_custom_attr foo true",
    "test.optional_custom_attr bar",
    "test.optional_custom_attr {x} foo false",
    "test.optional_custom_attr {x} bar",
    // Arrays of each kind.
    "test.with_array_properties ints = [1, 2] strings = [\"a\", \"b\"] nested = [[1, 2], [3]] opt = [-1, 0] explicitOptions = [none, 2] explicitUnits = [unit, unit_absent] [5] thats_has_default",
    "test.with_array_properties ints = [] strings = [] nested = [] opt = none explicitOptions = [] explicitUnits = []",
    "test.with_array_properties ints = [] strings = [\"\"] nested = [[]] opt = [] explicitOptions = [none] explicitUnits = [unit] [] thats_has_default",
    // Bit enum properties: cases joined by the separator, `NamedEnumProp`'s `name<...>`.
    "test.op_with_bit_enum_prop read : ()",
    "test.op_with_bit_enum_prop read read : ()",
    "test.op_with_bit_enum_prop read, write write, execute : ()",
    "test.op_with_bit_enum_prop read, write, execute : ()",
    "test.op_with_bit_enum_prop execute,read write : ()",
    "test.op_with_bit_enum_prop read {value2 = 2 : i32} : ()",
    "\"test.op_with_bit_enum_prop\"() <{value1 = 5 : i32, value2 = 2 : i32}> {} : () -> ()",
    "\"test.op_with_bit_enum_prop\"() <{value1 = 0 : i32}> : () -> ()",
    "\"test.op_with_bit_enum_prop\"() <{value1 = 2 : i32, value2 = 0 : i32}> : () -> ()",
    "\"test.op_with_bit_enum_prop\"() : () -> ()",
    "\"test.op_with_bit_enum_prop\"() <{value1 = 2 : i64}> : () -> ()",
    "test.op_with_bit_enum_prop_named bit_enum<read>",
    "test.op_with_bit_enum_prop_named bit_enum<read> bit_enum<read>",
    "test.op_with_bit_enum_prop_named bit_enum<read, write> bit_enum<execute>",
    "test.op_with_bit_enum_prop_named bit_enum<write,read> bit_enum<execute , write>",
    "test.op_with_bit_enum_prop_named bit_enum<read> bit_enum<read> {x}",
    "\"test.op_with_bit_enum_prop_named\"() <{value1 = 0 : i32, value2 = 7 : i32}> {} : () -> ()",
    "\"test.op_with_bit_enum_prop_named\"() : () -> ()",
    // A `VariadicOfVariadic` operand, group by group.
    "test.format_variadic_of_variadic_operand (%0), (%0, %0), () : (i64), (i64, i64), ()",
    "test.format_variadic_of_variadic_operand  : ",
    "test.format_variadic_of_variadic_operand () : ()",
    "test.format_variadic_of_variadic_operand (%0), : (i64)",
    "test.format_variadic_of_variadic_operand (%0) : (i64) {operand_segments = array<i32: 1>}",
    "test.format_variadic_of_variadic_operand (%0,%0),(%0) : (i64,i64),(i64) {a}",
    "\"test.format_variadic_of_variadic_operand\"(%0, %0) <{operand_segments = array<i32: 2>}> {a} : (i64, i64) -> ()",
    "\"test.format_variadic_of_variadic_operand\"(%0, %0) <{operand_segments = array<i32: 0, 2, 0>}> : (i64, i64) -> ()",
];

/// Ops both tools reject.
const INVALID: &[&str] = &[
    "test.with_default_valued_properties unit",
    "test.with_default_valued_properties \"s\"",
    "%2 = test.variadic_segment_prop : %0 : i64 : end {u = 2}",
    "test.variadic_segment_prop : : : end",
    "test.with_properties a = x, b = \"foo\", c = \"bar\", flag = true, array = [], array32 = []",
    "test.with_properties a = 99999999999999999999, b = \"foo\", c = \"bar\", flag = true, array = [], array32 = []",
    "test.with_properties a = 1, b = \"foo\", c = bar, flag = true, array = [], array32 = []",
    "test.with_properties a = 1, b = \"foo\", c = \"bar\", flag = maybe, array = [], array32 = []",
    "test.with_properties a = 1, b = \"foo\", c = \"bar\", flag = true, array = [1 2], array32 = []",
    "test.with_properties a = 1, b = \"foo\", c = \"bar\", flag = true, array = 1, array32 = []",
    "test.with_properties a = 1, b = \"foo\", c = \"bar\", flag = true, array = [], array32 = [2147483648]",
    "test.with_properties a = 1, b = \"foo\", c = \"bar\", flag = true, array = [x], array32 = []",
    "test.op_with_enum_prop bogus",
    "test.optional_custom_attr foo 5",
    "test.optional_custom_attr foo \"s\"",
    "test.optional_custom_attr",
    "test.optional_custom_attr foo",
    "test.oilist_allowed_literal",
    "test.oilist_allowed_literal foo",
    "test.using_property_ref_in_custom 1 + 4 = 6",
    "test.using_property_ref_in_custom 1 4 = 5",
    "test.using_property_in_custom [1, x]",
    "test.using_property_in_custom_and_other [5]",
    "test.oilist_with_keywords_only keyword keyword",
    "test.oilist_with_keywords_only_properties otherKeyword keyword otherKeyword",
    "test.oilist_with_simple_args keyword %0 : i64 otherKeyword",
    "test.oilist_with_simple_args keyword %0",
    "test.oilist_variadic_with_parens keyword(%0 : i64, i64)",
    "test.oilist_allowed_literal foo foo buzz",
    "test.oilist_allowed_literal buzz foo",
    "test.with_properties a = 1, b = \"\", c = \"\", flag = 2, array = [], array32 = []",
    "test.with_properties a = 1, b = \"\", c = \"\", flag = -1, array = [], array32 = []",
    "test.with_optional_properties simple = -",
    "test.with_optional_properties simplei8 = -129",
    "test.with_optional_properties simpleui8 = -129",
    "test.with_optional_properties simple = 18446744073709551616",
    "test.op_with_enum_prop 5",
    "test.with_properties_and_attr 42",
    "test.with_properties_and_attr 42 <{}>",
    "test.with_properties_and_attr 42 <{rhs = 5 : i64, lhs = 1 : i32}>",
    "test.with_properties_and_attr 42 <{rhs = 5 : i64, other = 1}>",
    "test.with_properties_and_attr 42 <[1]>",
    "test.with_properties_and_attr 42 <{rhs = 5 : i64}",
    "test.empty_properties <{a = 1}>",
    "test.variadic_segment_prop : : : <{operandSegmentSizes = array<i32: 0, 0>}> end",
    "test.format_optional_prop_dict <{c = 1}>",
    "test.op_with_property_predicates <{array = [], defaulted = 0 : i64, more_constrained = 6 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [-1], optional = [], scalar = 1 : i64, unconstrained = -5 : i64}>",
    "test.op_with_property_predicates <{array = [], defaulted = 0 : i64, more_constrained = 5 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [], optional = [], scalar = 1 : i64, unconstrained = -5 : i64}>",
    "test.op_with_property_predicates <{array = [-1], defaulted = 0 : i64, more_constrained = 5 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [1], optional = [], scalar = 1 : i64, unconstrained = -5 : i64}>",
    "test.op_with_property_predicates <{array = [], defaulted = 0 : i64, more_constrained = 5 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [1], optional = [-2], scalar = 1 : i64, unconstrained = -5 : i64}>",
    "test.op_with_property_predicates <{array = [], more_constrained = 5 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64}>",
    "test.with_default_valued_properties 1 2 3",
    "test.with_default_valued_properties na \"x\" y",
    "test.format_optional_unit_property_no_elide bogus",
    "test.with_optional_properties simple = x",
    "test.with_optional_properties simplei8 = 128",
    "test.with_optional_properties simpleui8 = 256",
    "test.with_optional_properties nested = 1",
    "test.with_optional_properties hasDefault = 1",
    "test.with_optional_properties longSyntax = \"x\"",
    "test.with_optional_properties longSyntax = some \"x\"",
    "test.with_optional_properties longSyntax = some<\"x\"",
    "test.with_optional_properties maybeUnit = unit",
    "test.with_array_properties ints = [1, x] strings = [] nested = [] opt = none explicitOptions = [] explicitUnits = []",
    "test.with_array_properties ints = [] strings = [] nested = [1] opt = none explicitOptions = [] explicitUnits = []",
    "test.with_array_properties ints = [] strings = [] nested = [] opt = x explicitOptions = [] explicitUnits = []",
    "test.with_array_properties ints = [] strings = [] nested = [] opt = none explicitOptions = [some<1>] explicitUnits = []",
    "test.with_array_properties ints = [] strings = [] nested = [] opt = none explicitOptions = [] explicitUnits = [true]",
    "test.with_array_properties ints = [] strings = [] nested = [] opt = none explicitOptions = [] explicitUnits = [] thats_has_default",
    "%2 = test.prop_pattern_op_1 \"t\" 5 maybe",
    "%2 = test.prop_pattern_op_1 t 5 true",
    "test.prop_pattern_op_2 %0 \"s\"",
    "test.format_variadic_of_variadic_operand (%1) : (i32)",
    "test.format_variadic_of_variadic_operand (%0 : (i64)",
    "test.format_variadic_of_variadic_operand (%0) : (i64), (i64)",
    "test.format_variadic_of_variadic_operand (%0) : (i64 {x}",
    "test.format_variadic_of_variadic_operand (%0) : i64",
    "test.format_variadic_of_variadic_operand (%0) : (i64) {operand_segments = array<i32: 2>}",
    "test.format_variadic_of_variadic_operand (%0) : (i64) {operand_segments = 1}",
    "test.format_variadic_of_variadic_operand (%0) : (i64) {a, operand_segments = array<i32: -1, 2>}",
    "test.format_variadic_of_variadic_operand (%0) : (i64) {operand_segments = array<i32: -1, 2>}",
    "test.format_variadic_of_variadic_operand (%0), (%2) : (i64), (i64)",
    "test.format_variadic_of_variadic_operand ((%0)) : (i64)",
    "\"test.format_variadic_of_variadic_operand\"(%0, %0) <{operand_segments = array<i32: 1>}> : (i64, i64) -> ()",
    "test.op_with_bit_enum_prop read, : ()",
    "test.op_with_bit_enum_prop read write, : ()",
    "test.op_with_bit_enum_prop read write, 5 : ()",
    "test.op_with_bit_enum_prop read \"write\" : ()",
    "test.op_with_bit_enum_prop \"read, write\" : ()",
    "test.op_with_bit_enum_prop 0",
    "test.op_with_bit_enum_prop read, chroot : ()",
    "test.op_with_bit_enum_prop bogus : ()",
    "test.op_with_bit_enum_prop read | write : ()",
    "test.op_with_bit_enum_prop read <{value2 = 2 : i32}> : ()",
    "test.op_with_bit_enum_prop_named bit_enum<> bit_enum<read>",
    "test.op_with_bit_enum_prop_named read",
    "test.op_with_bit_enum_prop_named bit_enum<read> bit_enum",
    "test.op_with_bit_enum_prop_named bit_enum<read, write> bit_enum<execute",
    "test.op_with_bit_enum_prop_named bit_enum read",
    "test.op_with_bit_enum_prop_named bit_enum<read> bit_enum<chroot>",
    "test.op_with_bit_enum_prop_named bit_enum<read> bit_enum<read,>",
];

/// The input file of one case: the operand definitions, then the op.
fn source(case: &str) -> String {
    format!("{DEFS}{case}\n")
}

/// One run of a tool: whether it succeeded, its standard output and its standard error.
struct Run {
    ok: bool,
    stdout: String,
    stderr: String,
}

/// `tool` (ods-opt or mlir-opt) reading `src` from standard input: what it prints in the
/// custom form then in the generic form, or its diagnostics.
fn outputs(src: &str, tool: &dyn Fn(&[&str], &str) -> Run) -> Result<String, String> {
    let custom = tool(&["--allow-unregistered-dialect", "-"], src);
    if !custom.ok {
        return Err(custom.stderr);
    }
    let generic = tool(
        &[
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "-",
        ],
        src,
    );
    Ok(format!("{}{}", custom.stdout, generic.stdout))
}

/// ods-opt with the test dialect of `op_formats.td` registered.
fn ours(src: &str) -> Result<String, String> {
    outputs(src, &|args, src| {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let out = ods_opt::run_with(&args, src.as_bytes(), |ctx| {
            ods_dialect_test::goldens::op_formats_td::test::register(ctx)
        });
        Run {
            ok: out.code == 0,
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: out.stderr,
        }
    })
}

/// mlir-opt, whose test dialect defines the same ops.
fn reference(src: &str) -> Result<String, String> {
    outputs(src, &|args, src| {
        use std::io::Write as _;
        let mut child = std::process::Command::new(MLIR_OPT)
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(src.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        Run {
            ok: out.status.success(),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    })
}

#[test]
fn op_formats_match_mlir_opt() {
    if !std::path::Path::new(MLIR_OPT).exists() {
        assert!(
            std::env::var("ODS_REQUIRE_REFERENCE").is_err(),
            "{MLIR_OPT} is required"
        );
        report::skip(format_args!(
            "SKIPPED op_formats_match_mlir_opt: no {MLIR_OPT}"
        ));
        return;
    }
    let mut same = 0;
    let mut failures = Vec::new();
    for (case, valid) in VALID
        .iter()
        .map(|t| (t, true))
        .chain(INVALID.iter().map(|t| (t, false)))
    {
        let src = source(case);
        let theirs = reference(&src);
        let mine = ours(&src);
        if theirs.is_ok() != valid {
            failures.push(format!(
                "{case}: mlir-opt {} it, the case says it should {}",
                if theirs.is_ok() { "accepts" } else { "rejects" },
                if valid { "pass" } else { "fail" }
            ));
        } else if mine == theirs {
            same += 1;
        } else {
            failures.push(format!(
                "{case}:\n  mlir-opt: {theirs:?}\n  ours:     {mine:?}"
            ));
        }
    }
    let total = VALID.len() + INVALID.len();
    report::headline(format_args!(
        "op formats vs mlir-opt: {same}/{total} identical ({} printed in both \
         forms, {} rejected with the same diagnostics)",
        VALID.len(),
        INVALID.len()
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Valid cases whose custom form mlir-opt cannot read back either: an empty bit set
/// prints as nothing (the enum's `stringify` of 0 when it has no `none` case).
const NOT_READ_BACK: &[&str] = &[
    "\"test.op_with_bit_enum_prop\"() <{value1 = 0 : i32}> : () -> ()",
    "\"test.op_with_bit_enum_prop\"() <{value1 = 2 : i32, value2 = 0 : i32}> : () -> ()",
    "\"test.op_with_bit_enum_prop_named\"() <{value1 = 0 : i32, value2 = 7 : i32}> {} : () -> ()",
];

/// Every valid case (but those of `NOT_READ_BACK`) prints to text that parses back and
/// prints the same.
#[test]
fn op_formats_round_trip() {
    for case in VALID.iter().filter(|c| !NOT_READ_BACK.contains(c)) {
        let printed = ours(&source(case)).unwrap_or_else(|e| panic!("{case}: {e}"));
        let custom = printed
            .split("\"builtin.module\"")
            .next()
            .unwrap_or_default()
            .to_string();
        let again = ours(&custom).unwrap_or_else(|e| panic!("{custom}: {e}"));
        assert_eq!(again, printed, "{case}");
    }
}
