//! Round trips of every op with an `assemblyFormat` compiled in this crate (the test
//! dialect's `*_like` ops and `tests/ods/ok/formats.td`): random instances, written in the
//! generic form, print in the custom form, parse back to the same IR (same generic form),
//! and print to the same custom text.

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
        0 => {
            let t = r.pick(INTS);
            let (a, b) = (value(r, t), value(r, t));
            format!("%r = \"test.addi_like\"({a}, {b}){extra} : ({t}, {t}) -> {t}")
        }
        1 => {
            let n = r.below(4);
            let (v, t) = values(r, n);
            format!(
                "\"test.return_like\"({}){extra} : ({}) -> ()",
                v.join(", "),
                t.join(", ")
            )
        }
        2 => {
            let t = r.pick(TYPES);
            let (c, a, b) = (value(r, "i1"), value(r, t), value(r, t));
            format!("%r = \"test.select_like\"({c}, {a}, {b}){extra} : (i1, {t}, {t}) -> {t}")
        }
        3 => {
            let n = r.below(3);
            let (v, t) = values(r, n);
            format!(
                "\"test.br_like\"({})[^bb1]{extra} : ({}) -> ()",
                v.join(", "),
                t.join(", ")
            )
        }
        4 => {
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
                "\"test.cond_br_like\"({})[{dests}] <{{operandSegmentSizes = array<i32: 1, {n}, {m}>}}>{extra} : ({}) -> ()",
                vals.join(", "),
                tys.join(", ")
            )
        }
        5 => {
            let (a, b) = (r.pick(TYPES), r.pick(TYPES));
            let v = value(r, a);
            format!("%r = \"test.cast_like\"({v}){extra} : ({a}) -> {b}")
        }
        6 => {
            let v = value(r, "i1");
            format!(
                "\"test.assert_like\"({v}) <{{msg = \"{}\"}}>{extra} : (i1) -> ()",
                string(r)
            )
        }
        7 => {
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
                "{lhs}\"test.call_like\"({}){}{extra} : ({}) -> {rt}",
                v.join(", "),
                props(&p),
                t.join(", ")
            )
        }
        8 => {
            let t = r.pick(INTS);
            let (a, b) = (value(r, t), value(r, t));
            format!(
                "%r:2 = \"test.addui_extended_like\"({a}, {b}){extra} : ({t}, {t}) -> ({t}, i1)"
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
                "{lhs}\"test.execute_like\"() ({{{body}}}){extra} : () -> ({})",
                results.join(", ")
            )
        }
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
        12 => {
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
        19 => {
            let t = r.pick(INTS);
            let (a, b) = (value(r, t), value(r, t));
            let p = r.pick(&["0", "1", "2", "5"]);
            format!(
                "%r = \"test.cmpi_like\"({a}, {b}) <{{predicate = {p} : i32}}>{extra} : ({t}, {t}) -> i1"
            )
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

const OPS: usize = 20;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ods_dialect_test::test::register(&mut ctx);
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
        let result = (|| -> Result<(), String> {
            let generic = print(&src, true)?;
            let custom = print(&src, false)?;
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
        })();
        match result {
            Ok(()) => ok += 1,
            Err(e) if failures.len() < 5 => failures.push(format!("{src}\n{e}")),
            Err(_) => {}
        }
    }
    println!("{ok}/{CASES} round trips");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
