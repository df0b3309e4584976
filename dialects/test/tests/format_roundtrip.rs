//! Round trips of every op with an `assemblyFormat` compiled in this crate (the odstest
//! dialect's `*_like` ops, `tests/ods/ok/formats.td` and `tests/ods/ok/op_formats.td`):
//! random instances, written in the generic form, print in the custom form, parse back to
//! the same IR (same generic form), and print to the same custom text.

#[path = "common/report.rs"]
// Each test uses only some of the recording functions.
#[allow(dead_code)]
mod report;

use ods_runtime::Context;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};

const CASES: usize = 10_000;

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn flip(&mut self) -> bool {
        self.below(2) == 0
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const TYPES: &[&str] = &["i1", "i8", "i32", "i64", "index", "f32"];
const INTS: &[&str] = &["i1", "i8", "i32", "i64"];
/// Entry block arguments: two of each type.
fn args() -> String {
    let mut out = Vec::new();
    for t in TYPES {
        for k in 0..2 {
            out.push(format!("{}: {t}", var(t, k)));
        }
    }
    out.join(", ")
}

fn var(ty: &str, k: usize) -> String {
    format!("%{ty}_{k}")
}

/// A value of `ty` from the entry block.
fn value(r: &mut Rng, ty: &str) -> String {
    var(ty, r.below(2))
}

/// `n` random values and their types.
fn values(r: &mut Rng, n: usize) -> (Vec<String>, Vec<String>) {
    let types: Vec<String> = (0..n).map(|_| r.pick(TYPES).to_string()).collect();
    let vals = types.iter().map(|t| value(r, t)).collect();
    (vals, types)
}

/// Extra discardable attributes, sometimes.
fn extra_attrs(r: &mut Rng) -> String {
    match r.below(4) {
        0 => format!(" {{tag = {} : i64}}", r.below(100)),
        1 => " {u.mark, u.name = \"x y\"}".to_string(),
        _ => String::new(),
    }
}

fn string(r: &mut Rng) -> String {
    let parts = ["a", "b c", "\\\"", "\\\\", "\\0A", "é", "_", "$"];
    (0..r.below(4))
        .map(|_| parts[r.below(parts.len())])
        .collect()
}

fn props(entries: &[String]) -> String {
    if entries.is_empty() {
        String::new()
    } else {
        format!(" <{{{}}}>", entries.join(", "))
    }
}

/// One op in the generic form (ending its block when it is a terminator), and the number
/// of blocks after the entry block it needs.
fn op(r: &mut Rng, which: usize) -> String {
    let extra = extra_attrs(r);
    match which {
        0..=9 | 19..=21 => odstest_op(r, which, &extra),
        _ => fmt_op(r, which, &extra),
    }
}

/// One op of the `odstest` dialect (`which` in `0..=9` or `19..=21`), with `extra`
/// attributes.
fn odstest_op(r: &mut Rng, which: usize, extra: &str) -> String {
    match which {
        0 => {
            let t = r.pick(INTS);
            let (a, b) = (value(r, t), value(r, t));
            format!("%r = \"odstest.addi_like\"({a}, {b}){extra} : ({t}, {t}) -> {t}")
        }
        1 => {
            let n = r.below(4);
            let (v, t) = values(r, n);
            format!(
                "\"odstest.return_like\"({}){extra} : ({}) -> ()",
                v.join(", "),
                t.join(", ")
            )
        }
        2 => {
            let t = r.pick(TYPES);
            let (c, a, b) = (value(r, "i1"), value(r, t), value(r, t));
            format!("%r = \"odstest.select_like\"({c}, {a}, {b}){extra} : (i1, {t}, {t}) -> {t}")
        }
        3 => {
            let n = r.below(3);
            let (v, t) = values(r, n);
            format!(
                "\"odstest.br_like\"({})[^bb1]{extra} : ({}) -> ()",
                v.join(", "),
                t.join(", ")
            )
        }
        4 => cond_br_like(r, extra),
        5 => {
            let (a, b) = (r.pick(TYPES), r.pick(TYPES));
            let v = value(r, a);
            format!("%r = \"odstest.cast_like\"({v}){extra} : ({a}) -> {b}")
        }
        6 => {
            let v = value(r, "i1");
            format!(
                "\"odstest.assert_like\"({v}) <{{msg = \"{}\"}}>{extra} : (i1) -> ()",
                string(r)
            )
        }
        7 => call_like(r, extra),
        8 => {
            let t = r.pick(INTS);
            let (a, b) = (value(r, t), value(r, t));
            format!(
                "%r:2 = \"odstest.addui_extended_like\"({a}, {b}){extra} : ({t}, {t}) -> ({t}, i1)"
            )
        }
        9 => {
            let results: Vec<&str> = (0..r.below(3)).map(|_| r.pick(TYPES)).collect();
            let lhs = if results.is_empty() {
                String::new()
            } else {
                format!("%r:{} = ", results.len())
            };
            let body = if r.flip() {
                "\n  \"u.y\"() : () -> ()\n"
            } else {
                "\n"
            };
            format!(
                "{lhs}\"odstest.execute_like\"() ({{{body}}}){extra} : () -> ({})",
                results.join(", ")
            )
        }
        19 => {
            let t = r.pick(INTS);
            let (a, b) = (value(r, t), value(r, t));
            let p = r.pick(&["0", "1", "2", "5"]);
            format!(
                "%r = \"odstest.cmpi_like\"({a}, {b}) <{{predicate = {p} : i32}}>{extra} : ({t}, {t}) -> i1"
            )
        }
        21 => format!(
            "\"odstest.format_custom_directive_expressions\"() <{{attr = {} : i64}}>{extra} : () -> ()",
            r.pick(&[
                "0",
                "1000",
                "-7",
                "123456",
                "-9223372036854775808",
                "9223372036854775807"
            ])
        ),
        // 20: `odstest.enum_keywords`.
        _ => {
            let extra_bits = if r.flip() {
                format!(", extra = {} : i32", r.below(8))
            } else {
                String::new()
            };
            format!(
                "\"odstest.enum_keywords\"() <{{access = {} : i32{extra_bits}, rounding = {}}}>{extra} : () -> ()",
                r.below(8),
                r.pick(&["\"nearest\"", "\"toward-zero\""])
            )
        }
    }
}

/// One op of the `fmt` dialect, with `extra` attributes.
fn fmt_op(r: &mut Rng, which: usize, extra: &str) -> String {
    match which {
        10 => {
            let t = r.pick(INTS);
            let (a, b) = (value(r, t), value(r, t));
            format!("%r = \"fmt.binary\"({a}, {b}){extra} : ({t}, {t}) -> {t}")
        }
        11 => {
            let any = r.pick(&["\"s\"", "[1, 2]", "3 : i64", "unit", "@sym", "i32"]);
            let p = vec![
                format!("any = {any}"),
                format!("count = {} : i32", r.below(1000) as i64 - 500),
                format!("label = \"{}\"", string(r)),
            ];
            format!("\"fmt.literals\"(){}{extra} : () -> ()", props(&p))
        }
        12 => fmt_groups(r, extra),
        13 => {
            let n = r.below(3);
            let (v, t) = values(r, n);
            let results: Vec<&str> = (0..r.below(3)).map(|_| r.pick(TYPES)).collect();
            let lhs = if results.is_empty() {
                String::new()
            } else {
                format!("%r:{} = ", results.len())
            };
            let p = vec![format!("callee = \"{}\"", r.pick(&["f", "g h", "x.y"]))];
            format!(
                "{lhs}\"fmt.call\"({}){}{extra} : ({}) -> ({})",
                v.join(", "),
                props(&p),
                t.join(", "),
                results.join(", ")
            )
        }
        14 => {
            let t = r.pick(INTS);
            let (a, b, i) = (value(r, t), value(r, t), value(r, "index"));
            format!("%r = \"fmt.compare\"({a}, {b}, {i}){extra} : ({t}, {t}, index) -> i1")
        }
        15 => {
            let n = 1 + r.below(3);
            let regions: Vec<&str> = (0..n)
                .map(|_| {
                    if r.flip() {
                        "{\n}"
                    } else {
                        "{\n  \"u.z\"() : () -> ()\n}"
                    }
                })
                .collect();
            format!(
                "\"fmt.region\"() ({}){extra} : () -> ()",
                regions.join(", ")
            )
        }
        16 => {
            let n = r.below(3);
            let (v, t) = values(r, n);
            let more: Vec<&str> = (0..r.below(3)).map(|_| r.pick(&["^bb1", "^bb2"])).collect();
            let succ: Vec<&str> = std::iter::once(r.pick(&["^bb1", "^bb2"]))
                .chain(more)
                .collect();
            format!(
                "\"fmt.branch\"({})[{}]{extra} : ({}) -> ()",
                v.join(", "),
                succ.join(", "),
                t.join(", ")
            )
        }
        17 => {
            let t = r.pick(TYPES);
            let (c, a, b) = (value(r, "i1"), value(r, t), value(r, t));
            format!("%r = \"fmt.select\"({c}, {a}, {b}){extra} : (i1, {t}, {t}) -> {t}")
        }
        _ => {
            let n = 1 + r.below(3);
            let (v, t) = values(r, n);
            let results: Vec<&str> = (0..1 + r.below(2)).map(|_| r.pick(TYPES)).collect();
            format!(
                "%r:{} = \"fmt.types\"({}){extra} : ({}) -> ({})",
                results.len(),
                v.join(", "),
                t.join(", "),
                results.join(", ")
            )
        }
    }
}

/// `odstest.cond_br_like` with its two groups of successor operands.
fn cond_br_like(r: &mut Rng, extra: &str) -> String {
    let (n, m) = (r.below(3), r.below(3));
    let (v1, t1) = values(r, n);
    let (v2, t2) = values(r, m);
    let c = value(r, "i1");
    let vals: Vec<String> = std::iter::once(c).chain(v1).chain(v2).collect();
    let tys: Vec<String> = std::iter::once("i1".to_string())
        .chain(t1)
        .chain(t2)
        .collect();
    let dests = if r.flip() { "^bb1, ^bb2" } else { "^bb2, ^bb2" };
    format!(
        "\"odstest.cond_br_like\"({})[{dests}] <{{operandSegmentSizes = array<i32: 1, {n}, {m}>}}>{extra} : ({}) -> ()",
        vals.join(", "),
        tys.join(", ")
    )
}

/// `odstest.call_like` with a callee, maybe `no_inline`, and its results.
fn call_like(r: &mut Rng, extra: &str) -> String {
    let n = r.below(4);
    let (v, t) = values(r, n);
    let results: Vec<&str> = (0..r.below(3)).map(|_| r.pick(TYPES)).collect();
    let mut p = vec![format!("callee = @{}", r.pick(&["f", "g", "\"q r\""]))];
    if r.flip() {
        p.push("no_inline".to_string());
    }
    let lhs = if results.is_empty() {
        String::new()
    } else {
        format!("%r:{} = ", results.len())
    };
    let rt = if results.len() == 1 {
        results[0].to_string()
    } else {
        format!("({})", results.join(", "))
    };
    format!(
        "{lhs}\"odstest.call_like\"({}){}{extra} : ({}) -> {rt}",
        v.join(", "),
        props(&p),
        t.join(", ")
    )
}

/// `fmt.groups`: an optional operand, a variadic group and optional attributes.
fn fmt_groups(r: &mut Rng, extra: &str) -> String {
    let maybe: Vec<String> = if r.flip() {
        vec![value(r, "i32")]
    } else {
        Vec::new()
    };
    let n = r.below(3);
    let (rest, rest_t) = values(r, n);
    let mut p = vec![format!(
        "operandSegmentSizes = array<i32: {}, {n}>",
        maybe.len()
    )];
    if r.flip() {
        p.push("flag".to_string());
    }
    if r.flip() {
        p.push(format!("limit = {} : i64", r.below(10)));
    }
    if r.flip() {
        p.push(format!("dflt = {} : i64", 6 + r.below(3)));
    }
    p.sort();
    let vals: Vec<String> = maybe.iter().cloned().chain(rest).collect();
    let tys: Vec<String> = maybe
        .iter()
        .map(|_| "i32".to_string())
        .chain(rest_t)
        .collect();
    format!(
        "\"fmt.groups\"({}){}{extra} : ({}) -> ()",
        vals.join(", "),
        props(&p),
        tys.join(", ")
    )
}

const OPS: usize = 22;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ods_dialect_test::odstest::register(&mut ctx);
    ods_dialect_test::goldens::formats_td::fmt::register(&mut ctx);
    ctx
}

fn print(src: &str, generic: bool) -> Result<String, String> {
    let mut ctx = context();
    let wrapper = parse_source(&mut ctx, src, "case.mlir").map_err(|e| e[0].to_string())?;
    let module = unwrap_single_module(&mut ctx, wrapper);
    Ok(print_top_level(
        &mut ctx,
        module,
        PrintOptions {
            generic,
            debug_info: false,
            ..PrintOptions::default()
        },
    ))
}

/// `src` (generic) printed in the custom form parses back to the same generic form and
/// prints to the same custom text; `print` prints a source in either form.
fn round_trip(
    src: &str,
    print: &dyn Fn(&str, bool) -> Result<String, String>,
) -> Result<(), String> {
    let generic = print(src, true)?;
    let custom = print(src, false)?;
    let generic_again = print(&custom, true).map_err(|e| format!("{custom}\n{e}"))?;
    if generic_again != generic {
        return Err(format!(
            "{custom}\nparses back to\n{generic_again}\nnot\n{generic}"
        ));
    }
    let custom_again = print(&custom, false)?;
    if custom_again != custom {
        return Err(format!("{custom}\nprints back as\n{custom_again}"));
    }
    Ok(())
}

#[test]
fn random_instances_round_trip() {
    let mut r = Rng(0x9E37_79B9_7F4A_7C15);
    let mut ok = 0;
    let mut failures = Vec::new();
    for case in 0..CASES {
        let which = case % OPS;
        let src = format!(
            "\"u.func\"() ({{\n^bb0({}):\n  {}\n^bb1:\n  \"u.end\"() : () -> ()\n^bb2:\n  \"u.end\"() : () -> ()\n}}) : () -> ()\n",
            args(),
            op(&mut r, which)
        );
        let result = round_trip(&src, &print);
        match result {
            Ok(()) => ok += 1,
            Err(e) if failures.len() < 5 => failures.push(format!("{src}\n{e}")),
            Err(_) => {}
        }
    }
    report::headline(format_args!("{ok}/{CASES} round trips"));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// An integer from `values`, written `v : ty` (or bare, for `i64`, as the printer does).
fn int_attr(r: &mut Rng, values: &[i64], ty: &str) -> String {
    let v = values[r.below(values.len())];
    if ty == "i64" {
        v.to_string()
    } else {
        format!("{v} : {ty}")
    }
}

/// `[a, b, ...]` of up to `max` elements made by `elem`.
fn list(r: &mut Rng, max: usize, mut elem: impl FnMut(&mut Rng) -> String) -> String {
    let items: Vec<String> = (0..r.below(max + 1)).map(|_| elem(r)).collect();
    format!("[{}]", items.join(", "))
}

/// `array<iN: ...>` of up to `max` elements from `values`.
fn dense(r: &mut Rng, max: usize, values: &[i64], width: u32) -> String {
    let items: Vec<String> = (0..r.below(max + 1))
        .map(|_| values[r.below(values.len())].to_string())
        .collect();
    if items.is_empty() {
        format!("array<i{width}>")
    } else {
        format!("array<i{width}: {}>", items.join(", "))
    }
}

/// The absent or present attribute form of an optional property (`[]` or `[v]`).
fn optional(r: &mut Rng, present: impl FnOnce(&mut Rng) -> String) -> String {
    if r.flip() {
        "[]".to_string()
    } else {
        format!("[{}]", present(r))
    }
}

fn unit(r: &mut Rng) -> String {
    r.pick(&["unit", "false"]).to_string()
}

fn quoted(r: &mut Rng) -> String {
    format!("\"{}\"", string(r))
}

const I64S: &[i64] = &[
    0,
    1,
    -1,
    5,
    9_223_372_036_854_775_807,
    -9_223_372_036_854_775_808,
];
const I32S: &[i64] = &[0, 1, -1, 3, 2_147_483_647, -2_147_483_648];
const I8S: &[i64] = &[0, 1, -1, 127, -128, -56];

/// One op of `tests/ods/ok/op_formats.td` in the generic form: the properties of every kind,
/// `prop-dict`, the `oilist`s and an optional `custom` directive, with random values
/// (defaults and absent ones included).
fn prop_op(r: &mut Rng, which: usize) -> String {
    let extra = extra_attrs(r);
    match which {
        0..=12 => property_op(r, which, &extra),
        _ => directive_op(r, which, &extra),
    }
}

/// One of the ops with properties of every kind (`which` in `0..=12`), with `extra`
/// attributes.
fn property_op(r: &mut Rng, which: usize, extra: &str) -> String {
    match which {
        0 => format!(
            "\"test.with_properties\"() <{{a = {}, array = {}, array32 = {}, b = {}, c = {}, flag = {}}}>{extra} : () -> ()",
            int_attr(r, I64S, "i64"),
            dense(r, 3, I64S, 64),
            dense(r, 3, I32S, 32),
            quoted(r),
            quoted(r),
            r.pick(&["true", "false"])
        ),
        1 => format!(
            "\"test.with_properties_and_attr\"() <{{lhs = {}, rhs = {}}}>{extra} : () -> ()",
            int_attr(r, I32S, "i32"),
            int_attr(r, I64S, "i64")
        ),
        2 => format!("\"test.empty_properties\"(){extra} : () -> ()"),
        3 => {
            let (n, m) = (r.below(3), r.below(3));
            let (k, l) = (1 + r.below(2), 1 + r.below(2));
            let operands: Vec<String> = (0..n + m).map(|_| value(r, "i64")).collect();
            let types = vec!["i64"; n + m].join(", ");
            let results = vec!["i64"; k + l].join(", ");
            format!(
                "%r:{} = \"test.variadic_segment_prop\"({}) <{{operandSegmentSizes = array<i32: {n}, {m}>, resultSegmentSizes = array<i32: {k}, {l}>}}>{extra} : ({types}) -> ({results})",
                k + l,
                operands.join(", ")
            )
        }
        4 => format!(
            "\"test.with_default_valued_properties\"() <{{a = {}, b = {}, c = {}, unit = {}}}>{extra} : () -> ()",
            int_attr(r, &[0, 0, 5, -3], "i32"),
            r.pick(&["\"\"", "\"\"", "\"x\"", "\"a b\""]),
            int_attr(r, &[-1, -1, 0, 7], "i32"),
            unit(r)
        ),
        5 => optional_properties(r, extra),
        6 => format!(
            "\"test.with_array_properties\"() <{{explicitOptions = {}, explicitUnits = {}, hasDefault = {}, ints = {}, nested = {}, opt = {}, strings = {}}}>{extra} : () -> ()",
            list(r, 3, |r| optional(r, |r| int_attr(r, I64S, "i64"))),
            list(r, 3, unit),
            list(r, 2, |r| int_attr(r, I64S, "i64")),
            list(r, 3, |r| int_attr(r, I64S, "i64")),
            list(r, 2, |r| list(r, 2, |r| int_attr(r, I32S, "i32"))),
            optional(r, |r| list(r, 2, |r| int_attr(r, I32S, "i32"))),
            list(r, 2, quoted)
        ),
        7 => property_predicates(r, extra),
        8 => format!(
            "%r = \"test.prop_pattern_op_1\"() <{{cond = {}, tag = {}, val = {}}}>{extra} : () -> i32",
            r.pick(&["true", "false"]),
            quoted(r),
            int_attr(r, I64S, "i64")
        ),
        9 => format!(
            "\"test.prop_pattern_op_2\"({}) <{{tag = {}}}>{extra} : (i32) -> ()",
            value(r, "i32"),
            quoted(r)
        ),
        10 => format!(
            "\"test.format_optional_prop_dict\"() <{{a = {}, b = {}}}>{extra} : () -> ()",
            optional(r, quoted),
            int_attr(r, &[1, 1, 2, -5], "i32")
        ),
        11 => format!(
            "\"test.{}\"() <{{is_optional = {}}}>{extra} : () -> ()",
            r.pick(&[
                "format_optional_unit_property",
                "format_optional_unit_property_no_elide"
            ]),
            unit(r)
        ),
        _ => format!(
            "\"test.op_with_enum_prop\"() <{{value = {} : i32}}>{extra} : () -> ()",
            r.below(3)
        ),
    }
}

/// One of the ops of `oilist`s, bit enums, variadics of variadics and optional `custom`
/// directives (`which` from 13), with `extra` attributes.
fn directive_op(r: &mut Rng, which: usize, extra: &str) -> String {
    match which {
        13 => {
            let set: Vec<&str> = ["diffNameUnitAttrKeyword", "keyword", "otherKeyword"]
                .into_iter()
                .filter(|_| r.flip())
                .collect();
            let p = if set.is_empty() {
                String::new()
            } else {
                format!(" <{{{}}}>", set.join(", "))
            };
            format!("\"test.oilist_with_keywords_only\"(){p}{extra} : () -> ()")
        }
        14 => format!(
            "\"test.oilist_with_keywords_only_properties\"() <{{diffNameUnitPropKeyword = {}, keyword = {}, otherKeyword = {}}}>{extra} : () -> ()",
            unit(r),
            unit(r),
            unit(r)
        ),
        15 => {
            let sizes: Vec<usize> = (0..3).map(|_| r.below(2)).collect();
            let types: Vec<&str> = sizes.iter().map(|_| r.pick(TYPES)).collect();
            let mut vals = Vec::new();
            let mut tys = Vec::new();
            for (n, t) in sizes.iter().zip(&types) {
                for _ in 0..*n {
                    vals.push(value(r, t));
                    tys.push(*t);
                }
            }
            format!(
                "\"test.oilist_with_simple_args\"({}) <{{operandSegmentSizes = array<i32: {}, {}, {}>}}>{extra} : ({}) -> ()",
                vals.join(", "),
                sizes[0],
                sizes[1],
                sizes[2],
                tys.join(", ")
            )
        }
        16 => {
            let sizes: Vec<usize> = (0..3).map(|_| r.below(3)).collect();
            let mut vals = Vec::new();
            let mut tys = Vec::new();
            for n in &sizes {
                let (v, t) = values(r, *n);
                vals.extend(v);
                tys.extend(t);
            }
            format!(
                "\"test.oilist_variadic_with_parens\"({}) <{{operandSegmentSizes = array<i32: {}, {}, {}>}}>{extra} : ({}) -> ()",
                vals.join(", "),
                sizes[0],
                sizes[1],
                sizes[2],
                tys.join(", ")
            )
        }
        17 => format!("\"test.oilist_allowed_literal\"(){extra} : () -> ()"),
        // Bit enum properties hold a non-empty set: an empty one prints as nothing, which
        // mlir-opt cannot read back either.
        18 => format!(
            "\"test.op_with_bit_enum_prop\"() <{{value1 = {} : i32, value2 = {} : i32}}>{extra} : () -> ()",
            1 + r.below(7),
            1 + r.below(7)
        ),
        19 => format!(
            "\"test.op_with_bit_enum_prop_named\"() <{{value1 = {} : i32, value2 = {} : i32}}>{extra} : () -> ()",
            1 + r.below(7),
            1 + r.below(7)
        ),
        20 => {
            let sizes: Vec<usize> = (0..r.below(4)).map(|_| r.below(3)).collect();
            let n: usize = sizes.iter().sum();
            let vals: Vec<String> = (0..n).map(|_| value(r, "i64")).collect();
            let sizes: Vec<String> = sizes.iter().map(usize::to_string).collect();
            format!(
                "\"test.format_variadic_of_variadic_operand\"({}) <{{operand_segments = array<i32{}{}>}}>{extra} : ({}) -> ()",
                vals.join(", "),
                if sizes.is_empty() { "" } else { ": " },
                sizes.join(", "),
                vec!["i64"; n].join(", ")
            )
        }
        // Default-valued attributes in `oilist` clauses: absent, the default or another.
        21 => {
            let mut props = Vec::new();
            match r.below(3) {
                0 => {}
                1 => props.push("x = 3".to_string()),
                _ => props.push(format!("x = {}", int_attr(r, I64S, "i64"))),
            }
            match r.below(3) {
                0 => {}
                1 => props.push("flag = false".to_string()),
                _ => props.push("flag = true".to_string()),
            }
            let p = if props.is_empty() {
                String::new()
            } else {
                format!(" <{{{}}}>", props.join(", "))
            };
            format!("\"test.oilist_default_valued\"(){p}{extra} : () -> ()")
        }
        _ => {
            let p = match r.below(3) {
                0 => String::new(),
                1 => " <{attr = true}>".to_string(),
                _ => " <{attr = false}>".to_string(),
            };
            format!("\"test.optional_custom_attr\"(){p}{extra} : () -> ()")
        }
    }
}

/// `test.with_optional_properties`, each property absent, present or defaulted.
fn optional_properties(r: &mut Rng, extra: &str) -> String {
    let mut p = Vec::new();
    if r.flip() {
        p.push(format!("anAttr = {}", int_attr(r, I32S, "i32")));
    }
    p.push(format!(
        "hasDefault = {}",
        optional(r, |r| int_attr(r, I64S, "i64"))
    ));
    p.push(format!("hasUnit = {}", unit(r)));
    p.push(format!("longSyntax = {}", optional(r, quoted)));
    p.push(format!("maybeUnit = {}", optional(r, unit)));
    p.push(format!(
        "nested = {}",
        optional(r, |r| optional(r, |r| int_attr(r, I64S, "i64")))
    ));
    p.push(format!("nonTrivialStorage = {}", optional(r, quoted)));
    p.push(format!(
        "simple = {}",
        optional(r, |r| int_attr(r, I64S, "i64"))
    ));
    p.push(format!(
        "simplei8 = {}",
        optional(r, |r| int_attr(r, I8S, "i8"))
    ));
    p.push(format!(
        "simpleui8 = {}",
        optional(r, |r| int_attr(r, I8S, "i8"))
    ));
    format!(
        "\"test.with_optional_properties\"() <{{{}}}>{extra} : () -> ()",
        p.join(", ")
    )
}

/// `test.op_with_property_predicates`, with values its predicates accept.
fn property_predicates(r: &mut Rng, extra: &str) -> String {
    let nat = |r: &mut Rng| int_attr(r, &[0, 1, 5, 9_223_372_036_854_775_807], "i64");
    let small = |r: &mut Rng| int_attr(r, &[0, 3, 5], "i64");
    let non_empty = |r: &mut Rng| {
        let items: Vec<String> = (0..1 + r.below(2)).map(|_| nat(r)).collect();
        format!("[{}]", items.join(", "))
    };
    let non_empty_any = format!("[{}]", int_attr(r, I64S, "i64"));
    format!(
        "\"test.op_with_property_predicates\"() <{{array = {}, defaulted = {}, more_constrained = {}, non_empty_constrained = {}, non_empty_optional = {}, non_empty_unconstrained = {}, optional = {}, scalar = {}, unconstrained = {}}}>{extra} : () -> ()",
        list(r, 2, nat),
        nat(r),
        small(r),
        non_empty(r),
        optional(r, non_empty),
        non_empty_any,
        optional(r, nat),
        nat(r),
        int_attr(r, I64S, "i64")
    )
}

const PROP_OPS: usize = 23;

fn prop_context() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ods_dialect_test::goldens::op_formats_td::test::register(&mut ctx);
    ctx
}

fn print_in(ctx: &mut Context, src: &str, generic: bool) -> Result<String, String> {
    let wrapper = parse_source(ctx, src, "case.mlir").map_err(|e| e[0].to_string())?;
    if let Err(e) = ods_runtime::verify::verify(ctx, wrapper) {
        return Err(format!("{e:?}"));
    }
    let module = unwrap_single_module(ctx, wrapper);
    Ok(print_top_level(
        ctx,
        module,
        PrintOptions {
            generic,
            debug_info: false,
            ..PrintOptions::default()
        },
    ))
}

/// The ops of `tests/ods/ok/op_formats.td` (properties in formats, `prop-dict`, `oilist`):
/// random instances in the generic form print in the custom form, parse back to the same
/// IR and print to the same custom text.
#[test]
fn random_property_instances_round_trip() {
    let mut r = Rng(0xD1B5_4A32_D192_ED03);
    let mut ok = 0;
    let mut failures = Vec::new();
    for case in 0..CASES {
        let which = case % PROP_OPS;
        // The op ends its block: an optional string could take a quoted op name after it
        // (in mlir-opt too).
        let src = format!(
            "\"u.func\"() ({{\n^bb0({}):\n  {}\n}}) : () -> ()\n",
            args(),
            prop_op(&mut r, which)
        );
        let result = round_trip(&src, &|src, generic| {
            print_in(&mut prop_context(), src, generic)
        });
        match result {
            Ok(()) => ok += 1,
            Err(e) if failures.len() < 5 => failures.push(format!("{src}\n{e}")),
            Err(_) => {}
        }
    }
    report::headline(format_args!(
        "{ok}/{CASES} round trips of ops with properties, prop-dict, oilist and an optional custom directive"
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
