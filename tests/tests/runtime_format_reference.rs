//! Custom forms generated from `assemblyFormat` against mlir-opt: the odstest dialect's
//! `*_like` ops have the formats of upstream ops, so the same body printed by mlir-opt (with
//! upstream's ops) and by us (with ours) must agree byte for byte, apart from the op names
//! and, in the first test, the names upstream ops give their results (`%sum`, `%c5_i32`);
//! the second compares those names too, where our ops give the same through
//! `OpAsmOpInterface`. Each case is a
//! function body; mlir-opt prints it inside `func.func`, we inside an unregistered op's
//! region, so both number values from scratch. mlir-opt does not verify them (they are
//! not valid functions); only the printing is compared.

use std::process::Command;

use ods_runtime::Context;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_tests::reference_tool_or_skip;

const ARGS: &str = "%arg0: i32, %arg1: i32, %arg2: i1, %arg3: index, %arg4: vector<4xi32>, \
                    %arg5: tensor<?x2xi64>, %arg6: f32, %arg7: vector<[4]x2xf32>, \
                    %arg8: tensor<*xf64>, %arg9: complex<f32>, %arg10: vector<2x[8]xindex>";

/// Upstream op names (as mlir-opt prints them inside `func.func`) and ours.
const NAMES: &[(&str, &str)] = &[
    ("arith.addi", "odstest.addi_like"),
    ("return", "odstest.return_like"),
    ("arith.select", "odstest.select_like"),
    ("cf.br", "odstest.br_like"),
    ("cf.cond_br", "odstest.cond_br_like"),
    ("arith.index_cast", "odstest.cast_like"),
    ("arith.extui", "odstest.cast_like"),
    ("cf.assert", "odstest.assert_like"),
    ("call", "odstest.call_like"),
    ("arith.addui_extended", "odstest.addui_extended_like"),
    ("scf.execute_region", "odstest.execute_like"),
    ("scf.yield", "odstest.return_like"),
    ("arith.cmpi", "odstest.cmpi_like"),
    ("arith.cmpf", "odstest.cmpf_like"),
    ("complex.re", "odstest.re_like"),
    ("cf.switch", "odstest.switch_like"),
];

/// Function bodies written with upstream ops.
const CASES: &[&str] = &[
    "%0 = arith.addi %arg0, %arg1 : i32\nreturn",
    "%0 = arith.addi %arg0, %arg1 {tag = 1 : i64} : i32\nreturn %0 : i32",
    "return %arg0, %arg1, %arg2 : i32, i32, i1",
    "%0 = arith.select %arg2, %arg0, %arg1 : i32\nreturn %0 : i32",
    "%0 = arith.select %arg2, %arg3, %arg3 : index\nreturn",
    "cf.br ^bb1\n^bb1:\nreturn",
    "cf.br ^bb1(%arg0, %arg2 : i32, i1)\n^bb1(%0: i32, %1: i1):\nreturn",
    "cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb2\n^bb1(%0: i32):\nreturn\n^bb2:\nreturn",
    "cf.cond_br %arg2, ^bb1, ^bb1(%arg1, %arg3 : i32, index) {w}\n^bb1:\nreturn",
    "%0 = arith.index_cast %arg3 : index to i32\nreturn",
    "%0 = arith.extui %arg2 : i1 to i32\nreturn",
    "cf.assert %arg2, \"it \\\"holds\\\"\"\nreturn",
    "%0 = func.call @g(%arg0) : (i32) -> i64\nreturn",
    "func.call @h() : () -> ()\nreturn",
    "%sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1\nreturn",
    "%0 = scf.execute_region -> i32 {\nscf.yield %arg0 : i32\n}\nreturn",
    "scf.execute_region {\nscf.yield\n}\nreturn",
    "%0 = arith.cmpi slt, %arg0, %arg1 : i32\n%1 = arith.cmpi \"eq\", %arg1, %arg0 : i32\nreturn",
    "%0 = arith.addi %arg0, %arg1 overflow<nsw> : i32\nreturn",
    "%0 = arith.addi %arg0, %arg1 overflow<nsw, nuw> {tag} : i32\nreturn",
    "%0 = arith.addi %arg0, %arg1 overflow<nuw, nsw> : i32\nreturn",
    "%0 = arith.addi %arg0, %arg1 overflow<nuw> : i32\nreturn",
    // Result types computed from the operand's by `TypesMatchWith` (`getI1SameShape`,
    // a complex type's element type); the results feed ops that check them.
    "%0 = arith.cmpi eq, %arg4, %arg4 : vector<4xi32>\n%1 = arith.cmpi ne, %arg5, %arg5 : tensor<?x2xi64>\nreturn %0, %1 : vector<4xi1>, tensor<?x2xi1>",
    "%0 = arith.cmpi slt, %arg3, %arg3 : index\n%1 = arith.select %0, %arg0, %arg1 : i32\n%2 = arith.cmpi eq, %arg10, %arg10 : vector<2x[8]xindex>\nreturn %2 : vector<2x[8]xi1>",
    "%0 = arith.cmpf oeq, %arg6, %arg6 : f32\n%1 = arith.cmpf ult, %arg7, %arg7 : vector<[4]x2xf32>\n%2 = arith.cmpf uno, %arg8, %arg8 : tensor<*xf64>\nreturn %0, %1, %2 : i1, vector<[4]x2xi1>, tensor<*xi1>",
    "%0 = complex.re %arg9 : complex<f32>\n%1 = arith.cmpf olt, %0, %arg6 : f32\n%2 = arith.select %1, %0, %arg6 : f32\nreturn %2 : f32",
    "%0 = arith.cmpf \"ogt\", %arg6, %arg6 {tag} : f32\nreturn",
    // `custom<SwitchOpCases>`: a `ref` of a type, successors with operands, the
    // `VariadicOfVariadic` case operands and the `\n` of the format.
    "cf.switch %arg0 : i32, [\ndefault: ^bb1(%arg1 : i32),\n42: ^bb1(%arg0 : i32),\n-3: ^bb2,\n7: ^bb3(%arg0, %arg2 : i32, i1)\n]\n^bb1(%0: i32):\nreturn\n^bb2:\nreturn\n^bb3(%1: i32, %2: i1):\nreturn",
    "cf.switch %arg0 : i32, [\ndefault: ^bb1\n]\n^bb1:\nreturn",
    "cf.switch %arg0 : i32, [default: ^bb1, 1: ^bb1] {tag}\n^bb1:\nreturn",
];

/// Bodies whose result names matter: upstream's `arith.addui_extended` names its results
/// `%sum` and `%overflow` (as ours does through `OpAsmOpInterface`); repeated names get
/// mlir-opt's `_N` suffixes, and names used in a region are free again after it.
const NAMED_CASES: &[&str] = &[
    "%sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1\nreturn",
    "%a:2 = arith.addui_extended %arg0, %arg1 : i32, i1\n%b:2 = arith.addui_extended %a#0, %arg1 : i32, i1\n%c:2 = arith.addui_extended %b#0, %a#0 : i32, i1\nreturn %c#1 : i1",
    "%0 = scf.execute_region -> i32 {\n%s:2 = arith.addui_extended %arg0, %arg1 : i32, i1\nscf.yield %s#0 : i32\n}\n%t:2 = arith.addui_extended %0, %arg1 : i32, i1\n%1 = scf.execute_region -> i32 {\n%u:2 = arith.addui_extended %t#0, %arg1 : i32, i1\nscf.yield %u#0 : i32\n}\nreturn",
    "%a:2 = arith.addui_extended %arg0, %arg1 : i32, i1\n%0 = arith.addi %a#0, %arg0 : i32\n%b:2 = arith.addui_extended %0, %arg1 : i32, i1\nreturn %b#1, %a#1 : i1, i1",
];

/// The op lines of a printed function body: block headers as they are, op lines from
/// the op name on with our names (with `keep_names`, the results they define too).
fn normalize(lines: &[&str], keep_names: bool) -> Vec<String> {
    lines
        .iter()
        .map(|l| {
            let l = l.trim_start();
            let (lhs, l) = match l.find(" = ") {
                Some(i) if l.starts_with('%') => (&l[..i + 3], &l[i + 3..]),
                _ => ("", l),
            };
            let lhs = if keep_names { lhs } else { "" };
            for (upstream, ours) in NAMES {
                if let Some(rest) = l.strip_prefix(upstream)
                    && (rest.is_empty() || rest.starts_with(' '))
                {
                    return format!("{lhs}{ours}{rest}");
                }
            }
            format!("{lhs}{l}")
        })
        .collect()
}

/// Our body lines for `body` (upstream names replaced by ours).
fn ours(body: &str, keep_names: bool) -> Vec<String> {
    let mut text = body.to_string();
    for (upstream, ours) in NAMES {
        text = text
            .lines()
            .map(|l| {
                let (lhs, op) = match l.find(" = ") {
                    Some(i) => (&l[..i + 3], &l[i + 3..]),
                    None => ("", l),
                };
                let op = op.strip_prefix("func.").unwrap_or(op);
                match op.strip_prefix(upstream) {
                    Some(rest) if rest.is_empty() || rest.starts_with(' ') => {
                        format!("{lhs}{ours}{rest}")
                    }
                    _ => l.to_string(),
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
    }
    let text = text.replace("%sum, %overflow = ", "%s:2 = ");
    let src = format!("\"u.func\"() ({{\n^bb0({ARGS}):\n{text}\n}}) : () -> ()\n");
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ods_dialect_test::odstest::register(&mut ctx);
    let wrapper = parse_source(&mut ctx, &src, "ours.mlir").unwrap_or_else(|e| {
        panic!("{src}\n{}", e[0]);
    });
    if let Err(e) = ods_runtime::verify::verify(&ctx, wrapper) {
        panic!("{src}\ndoes not verify: {e:?}");
    }
    let module = unwrap_single_module(&mut ctx, wrapper);
    let printed = print_top_level(&mut ctx, module, PrintOptions::default());
    let lines: Vec<&str> = printed.lines().collect();
    // `module {`, `  "u.func"() ({`, `  ^bb0(...):`, body..., `  }) : () -> ()`, `}`.
    let start = lines
        .iter()
        .position(|l| l.trim_start().starts_with("^bb0("))
        .expect("entry block header")
        + 1;
    let end = lines
        .iter()
        .rposition(|l| l.trim_start().starts_with("}) : () -> ()"))
        .expect("end of the region");
    normalize(&lines[start..end], keep_names)
}

/// mlir-opt's body lines for each case, in order.
fn reference(mlir_opt: &std::path::Path, cases: &[&str], keep_names: bool) -> Vec<Vec<String>> {
    let mut src = String::from("func.func private @g(i32) -> i64\nfunc.func private @h()\n");
    for (i, body) in cases.iter().enumerate() {
        src.push_str(&format!("func.func @f{i}({ARGS}) {{\n{body}\n}}\n"));
    }
    let dir = std::env::temp_dir().join(format!(
        "ods-format-reference-{}-{keep_names}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let input = dir.join("cases.mlir");
    std::fs::write(&input, &src).expect("write input");
    // The bodies are not valid functions (returns do not match, branches ignore block
    // arguments); only their printing matters.
    let out = Command::new(mlir_opt)
        .arg("--mlir-very-unsafe-disable-verifier-on-parsing")
        .arg("--verify-each=false")
        .arg("--mlir-print-assume-verified")
        .arg(&input)
        .output()
        .expect("run mlir-opt");
    let _ = std::fs::remove_dir_all(&dir);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "mlir-opt rejected the cases:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = text.lines().collect();
    (0..cases.len())
        .map(|i| {
            let head = format!("func.func @f{i}(");
            let start = lines
                .iter()
                .position(|l| l.trim_start().starts_with(&head))
                .unwrap_or_else(|| panic!("@f{i} in mlir-opt's output"))
                + 1;
            let len = lines[start..]
                .iter()
                .position(|l| *l == "  }")
                .expect("end of function");
            normalize(&lines[start..start + len], keep_names)
        })
        .collect()
}

/// Compares each of `cases` printed by us and by mlir-opt; returns the differences.
fn compare(mlir_opt: &std::path::Path, cases: &[&str], keep_names: bool) -> Vec<String> {
    let expected = reference(mlir_opt, cases, keep_names);
    let mut identical = 0;
    let mut diffs = Vec::new();
    for (case, want) in cases.iter().zip(&expected) {
        let got = ours(case, keep_names);
        if &got == want {
            identical += 1;
        } else {
            diffs.push(format!("{case}\n  mlir-opt: {want:?}\n  ours:     {got:?}"));
        }
    }
    let what = if keep_names { " with result names" } else { "" };
    ods_tests::report::headline(format_args!(
        "{identical}/{} identical to mlir-opt{what}",
        cases.len()
    ));
    diffs
}

#[test]
fn custom_forms_match_mlir_opt() {
    let Some(mlir_opt) = reference_tool_or_skip("mlir-opt", "custom_forms_match_mlir_opt") else {
        return;
    };
    let diffs = compare(&mlir_opt, CASES, false);
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
}

#[test]
fn result_names_match_mlir_opt() {
    let Some(mlir_opt) = reference_tool_or_skip("mlir-opt", "result_names_match_mlir_opt") else {
        return;
    };
    let diffs = compare(&mlir_opt, NAMED_CASES, true);
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
}

/// Upstream's test ops with `custom` directives (`test.format_custom_directive_*`, the same
/// names in our test dialect, `odstest`, with hooks written after upstream's): one function
/// body printed by mlir-opt and by us, in the custom and the generic form, compared whole
/// with our dialect's name written as upstream's.
const CUSTOM_DIRECTIVES: &str = r#""u.func"() ({
^bb0(%a: i64, %b: i64, %c: i32, %f: f32, %flag: i32):
  test.format_custom_directive_operands %a, %b -> (%a)
  test.format_custom_directive_operands %a -> (%a, %b)
  test.format_custom_directive_operands %a -> ()
  test.format_custom_directive_operands_and_types %a, %f -> (%c) : i64, f32 -> (i32)
  test.format_custom_directive_operands_and_types %a -> (%c, %c) : i64 -> (i32, i32)
  test.format_custom_directive_attributes 54 : i64
  test.format_custom_directive_attributes 54 : i64, 46 : i64 {other}
  test.format_custom_directive_attributes 1 : i64 {optAttr = 2 : i64}
  test.format_custom_directive_regions {
    "u.term"() : () -> ()
  }
  test.format_custom_directive_regions {
    "u.term"() : () -> ()
  }, {
  ^bb0(%x: i32):
    "u.term"(%x) : (i32) -> ()
  }
  %r0:3 = test.format_custom_directive_results : i64, i32 -> (f32)
  %r1:2 = test.format_custom_directive_results : i64 -> (f32)
  %r2:3 = test.format_custom_directive_results_with_type_refs : i64, i32 -> (f32) type_refs_capture : i64, i32 -> (f32)
  %r3:3 = test.format_custom_directive_results_with_type_refs : i64 -> (f32, f32) type_refs_capture : i64 -> (f32, f32) {x}
  test.format_custom_directive_with_optional_operand_ref %a : 1
  test.format_custom_directive_with_optional_operand_ref : 0
  test.format_custom_directive_attrdict {attr = 54 : i64, optAttr = 46 : i64, other = "x"}
  test.format_custom_directive_attrdict {attr = 54 : i64}
  "u.x"() [^bb1, ^bb2] : () -> ()
^bb1:
  test.format_custom_directive_successors ^bb1, ^bb2 {tag = 1 : i32}
^bb2:
  test.format_custom_directive_successors ^bb1
}) : () -> ()
"#;

/// The custom-directive ops' names in upstream's test dialect and in ours.
const UPSTREAM_CUSTOM_OPS: &str = "test.format_custom_directive_";
const OUR_CUSTOM_OPS: &str = "odstest.format_custom_directive_";

/// Upstream's custom-directive ops of `src` (which names none of ours) renamed to ours.
fn to_ours(src: &str) -> String {
    src.replace(UPSTREAM_CUSTOM_OPS, OUR_CUSTOM_OPS)
}

/// Our custom-directive ops of `src` renamed to upstream's.
fn to_upstream(src: &str) -> String {
    src.replace(OUR_CUSTOM_OPS, UPSTREAM_CUSTOM_OPS)
}

/// `src` printed by ods-opt's runtime with the odstest dialect, in the custom or generic
/// form.
fn print_ours(src: &str, generic: bool) -> String {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ods_dialect_test::odstest::register(&mut ctx);
    let wrapper = parse_source(&mut ctx, src, "ours.mlir").unwrap_or_else(|e| {
        panic!("{src}\n{}", e[0]);
    });
    if let Err(e) = ods_runtime::verify::verify(&ctx, wrapper) {
        panic!("{src}\ndoes not verify: {e:?}");
    }
    let module = unwrap_single_module(&mut ctx, wrapper);
    let opts = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    print_top_level(&mut ctx, module, opts)
}

#[test]
fn custom_directives_match_mlir_opt() {
    let Some(mlir_opt) = reference_tool_or_skip("mlir-opt", "custom_directives_match_mlir_opt")
    else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("ods-custom-directives-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let input = dir.join("custom.mlir");
    std::fs::write(&input, CUSTOM_DIRECTIVES).expect("write input");
    let mut identical = 0;
    let mut diffs = Vec::new();
    for generic in [false, true] {
        let mut cmd = Command::new(&mlir_opt);
        cmd.arg("--allow-unregistered-dialect").arg(&input);
        if generic {
            cmd.arg("--mlir-print-op-generic");
        }
        let out = cmd.output().expect("run mlir-opt");
        assert!(
            out.status.success(),
            "mlir-opt rejected the custom directives:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let want = String::from_utf8_lossy(&out.stdout).into_owned();
        let ours = to_ours(CUSTOM_DIRECTIVES);
        let got = to_upstream(&print_ours(&ours, generic));
        // Round trip: our custom form parses back to the same IR.
        let again = to_upstream(&print_ours(&print_ours(&ours, false), generic));
        if want == got && got == again {
            identical += 1;
        } else {
            diffs.push(format!(
                "generic={generic}\n--- mlir-opt\n{want}\n--- ours\n{got}\n--- ours, reparsed\n{again}"
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    ods_tests::report::headline(format_args!(
        "custom directives: {identical}/2 identical to mlir-opt"
    ));
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
}
