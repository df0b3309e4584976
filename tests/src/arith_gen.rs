//! Seeded random programs of the `arith` dialect, for the differential test of folding and
//! canonicalization against mlir-opt: constants of integer types from `i1` to `i64` and
//! `index` (biased to edge values), of float types (`f16`, `bf16`, `f32`, `f64`, with zeros,
//! infinities, NaNs and subnormals) and vector splats and dense vectors; every integer and
//! float binary op with and without flags, comparisons, `select`, extensions, truncations,
//! int/float conversions, bitcasts, the extended arithmetic ops, and the shapes the DRR
//! canonicalization patterns rewrite (chains with constants, `not(cmpi)`, `select` of `not`,
//! casts of casts), all inside an unregistered function-like op with nested regions. Some
//! values are left unused, so dead ops are erased too. Some ops carry explicit locations
//! (names, call sites, fused ones with and without metadata, unknown), which the locations
//! of folded constants and of the ops patterns create are built from.

use crate::mutate::Rng;

/// Integer types (scalars), with their widths.
const INT_TYPES: [(&str, u32); 6] = [
    ("i1", 1),
    ("i8", 8),
    ("i16", 16),
    ("i32", 32),
    ("i64", 64),
    ("index", 64),
];

/// Float types.
const FLOAT_TYPES: [&str; 4] = ["f16", "bf16", "f32", "f64"];

/// Integer binary ops, with the flags they may carry.
const INT_BINARY: [(&str, Flags); 20] = [
    ("addi", Flags::Overflow),
    ("subi", Flags::Overflow),
    ("muli", Flags::Overflow),
    ("shli", Flags::Overflow),
    ("divui", Flags::Exact),
    ("divsi", Flags::Exact),
    ("shrui", Flags::Exact),
    ("shrsi", Flags::Exact),
    ("ceildivui", Flags::None),
    ("ceildivsi", Flags::None),
    ("floordivsi", Flags::None),
    ("remui", Flags::None),
    ("remsi", Flags::None),
    ("andi", Flags::None),
    ("ori", Flags::None),
    ("xori", Flags::None),
    ("maxsi", Flags::None),
    ("maxui", Flags::None),
    ("minsi", Flags::None),
    ("minui", Flags::None),
];

/// Float binary ops.
const FLOAT_BINARY: [&str; 9] = [
    "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
];

const CMPI: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

const CMPF: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// Float literals every float type reads (as decimal).
const FLOAT_VALUES: [&str; 14] = [
    "0.0", "-0.0", "1.0", "-1.0", "0.5", "2.0", "3.0", "-2.5", "0.1", "1.0e+3", "-7.0", "100.25",
    "1.5", "6.0e-5",
];

/// Locations some ops carry instead of their place in the file: few enough that ops share
/// them, so the fused locations of rewritten ops drop repeats, flatten fused locations and
/// drop unknown ones as MLIR does.
const LOCATIONS: [&str; 9] = [
    "unknown",
    "\"a\"",
    "\"b\"",
    "\"src.c\":3:7",
    "\"n\"(\"src.c\":4:1)",
    "callsite(\"f\" at \"src.c\":9:2)",
    "fused[\"a\", \"src.c\":3:7]",
    "fused<\"m\">[\"b\"]",
    "fused[unknown, \"c\"]",
];

/// Which flags an integer op takes.
#[derive(Clone, Copy)]
enum Flags {
    None,
    Overflow,
    Exact,
}

/// One program's generator.
pub struct Generator {
    rng: Rng,
    out: String,
    /// Values in scope, with their types.
    values: Vec<(String, String)>,
    next: usize,
    indent: usize,
}

impl Generator {
    /// The generator of program `index` of the sequence `seed`.
    pub fn new(seed: u64, index: u64) -> Self {
        let mut rng = Rng(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        for _ in 0..4 {
            rng.next_u64();
        }
        Generator {
            rng,
            out: String::new(),
            values: vec![
                ("%a".into(), "i32".into()),
                ("%b".into(), "i64".into()),
                ("%c".into(), "i1".into()),
                ("%x".into(), "index".into()),
                ("%f".into(), "f32".into()),
                ("%v".into(), "vector<4xi32>".into()),
            ],
            next: 0,
            indent: 1,
        }
    }

    /// The program's text.
    pub fn program(mut self) -> String {
        self.out.push_str(
            "\"test.func\"() ({\n^bb0(%a: i32, %b: i64, %c: i1, %x: index, %f: f32, %v: vector<4xi32>):\n",
        );
        let ops = 10 + self.rng.below(35);
        self.body(ops, 2);
        self.sink(6);
        self.out.push_str("}) : () -> ()\n");
        self.out
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        if !text.ends_with('{') && self.coin(4) {
            let loc = LOCATIONS[self.rng.below(LOCATIONS.len())];
            self.out.push_str(&format!(" loc({loc})"));
        }
        self.out.push('\n');
    }

    fn coin(&mut self, n: usize) -> bool {
        self.rng.below(n) == 0
    }

    /// A value of type `ty` in scope, or a new constant of it.
    fn value_of(&mut self, ty: &str) -> String {
        let pool: Vec<String> = self
            .values
            .iter()
            .filter(|(_, t)| t == ty)
            .map(|(v, _)| v.clone())
            .collect();
        if pool.is_empty() || self.coin(3) {
            return self.constant(ty);
        }
        pool[self.rng.below(pool.len())].clone()
    }

    fn define(&mut self, name: String, ty: &str) -> String {
        self.values.push((name.clone(), ty.to_string()));
        name
    }

    /// An integer constant of `width` bits, biased to the edges.
    fn int_literal(&mut self, width: u32) -> i128 {
        let max = if width >= 64 {
            i64::MAX as i128
        } else {
            (1i128 << (width - 1)) - 1
        };
        let min = -max - 1;
        match self.rng.below(9) {
            0 => 0,
            1 => 1,
            2 => -1,
            3 => max,
            4 => min,
            5 => i128::from(self.rng.below(8) as i8),
            6 => width as i128 - 1,
            7 => width as i128,
            _ => {
                let raw = self.rng.next_u64() as i64 as i128;
                if width >= 64 {
                    raw
                } else {
                    raw.rem_euclid(1i128 << width) + min
                }
            }
        }
        .clamp(min, max)
    }

    fn float_literal(&mut self, ty: &str) -> String {
        let specials: &[&str] = match ty {
            "f16" => &["0x7C00", "0xFC00", "0x7E00", "0x0001", "0x7BFF"],
            "bf16" => &["0x7F80", "0xFF80", "0x7FC0", "0x0001", "0x7F7F"],
            "f32" => &[
                "0x7F800000",
                "0xFF800000",
                "0x7FC00000",
                "0x00000001",
                "0x7F7FFFFF",
            ],
            _ => &[
                "0x7FF0000000000000",
                "0xFFF0000000000000",
                "0x7FF8000000000000",
                "0x0000000000000001",
            ],
        };
        if self.coin(5) {
            specials[self.rng.below(specials.len())].to_string()
        } else {
            FLOAT_VALUES[self.rng.below(FLOAT_VALUES.len())].to_string()
        }
    }

    fn constant(&mut self, ty: &str) -> String {
        let name = self.fresh();
        let text = if let Some(&(_, w)) = INT_TYPES.iter().find(|(t, _)| *t == ty) {
            let v = self.int_literal(w);
            if w == 1 {
                (if v == 0 { "false" } else { "true" }).to_string()
            } else {
                format!("{v} : {ty}")
            }
        } else if ty == "vector<4xi32>" {
            if self.coin(2) {
                let v = self.int_literal(32);
                format!("dense<{v}> : {ty}")
            } else {
                let vs: Vec<String> = (0..4).map(|_| self.int_literal(32).to_string()).collect();
                format!("dense<[{}]> : {ty}", vs.join(", "))
            }
        } else {
            let v = self.float_literal(ty);
            format!("{v} : {ty}")
        };
        self.line(&format!("{name} = arith.constant {text}"));
        self.define(name, ty)
    }

    fn body(&mut self, ops: usize, depth: usize) {
        for _ in 0..ops {
            match self.rng.below(24) {
                0..=3 => {
                    let ty = self.int_type();
                    self.constant(ty);
                }
                4..=8 => self.int_binary(),
                9 => self.vector_binary(),
                10..=12 => self.float_binary(),
                13 => self.compare(),
                14 => self.select(),
                15 => self.int_cast(),
                16 => self.float_cast(),
                17 => self.conversion(),
                18 => self.chain(),
                19 => self.not_of_compare(),
                20 => self.extended(),
                21 => self.bitcast(),
                22 if depth > 0 => self.region(depth),
                _ => {
                    let ty = FLOAT_TYPES[self.rng.below(4)];
                    let v = self.value_of(ty);
                    let name = self.fresh();
                    self.line(&format!("{name} = arith.negf {v} : {ty}"));
                    self.define(name, ty);
                }
            }
        }
    }

    fn int_type(&mut self) -> &'static str {
        INT_TYPES[self.rng.below(INT_TYPES.len())].0
    }

    fn flags(&mut self, flags: Flags) -> &'static str {
        match flags {
            Flags::Overflow => [
                " overflow<nsw>",
                " overflow<nuw>",
                " overflow<nsw, nuw>",
                "",
                "",
                "",
            ][self.rng.below(6)],
            Flags::Exact => [" exact", "", ""][self.rng.below(3)],
            Flags::None => "",
        }
    }

    fn int_binary(&mut self) {
        let (op, flags) = INT_BINARY[self.rng.below(INT_BINARY.len())];
        let ty = self.int_type();
        let (l, r) = (self.value_of(ty), self.value_of(ty));
        let f = self.flags(flags);
        let name = self.fresh();
        self.line(&format!("{name} = arith.{op} {l}, {r}{f} : {ty}"));
        self.define(name, ty);
    }

    fn vector_binary(&mut self) {
        let (op, _) = INT_BINARY[self.rng.below(INT_BINARY.len())];
        let ty = "vector<4xi32>";
        let (l, r) = (self.value_of(ty), self.value_of(ty));
        let name = self.fresh();
        self.line(&format!("{name} = arith.{op} {l}, {r} : {ty}"));
        self.define(name, ty);
    }

    fn float_binary(&mut self) {
        let op = FLOAT_BINARY[self.rng.below(FLOAT_BINARY.len())];
        let ty = FLOAT_TYPES[self.rng.below(4)];
        let (l, r) = (self.value_of(ty), self.value_of(ty));
        let fm = [" fastmath<nnan,nsz>", " fastmath<fast>", "", "", ""][self.rng.below(5)];
        let name = self.fresh();
        self.line(&format!("{name} = arith.{op} {l}, {r}{fm} : {ty}"));
        self.define(name, ty);
    }

    fn compare(&mut self) {
        let name = self.fresh();
        if self.coin(2) {
            let p = CMPI[self.rng.below(CMPI.len())];
            let ty = self.int_type();
            let (l, r) = (self.value_of(ty), self.value_of(ty));
            self.line(&format!("{name} = arith.cmpi {p}, {l}, {r} : {ty}"));
        } else {
            let p = CMPF[self.rng.below(CMPF.len())];
            let ty = FLOAT_TYPES[self.rng.below(4)];
            let (l, r) = (self.value_of(ty), self.value_of(ty));
            self.line(&format!("{name} = arith.cmpf {p}, {l}, {r} : {ty}"));
        }
        self.define(name, "i1");
    }

    fn select(&mut self) {
        let c = self.value_of("i1");
        let ty = if self.coin(3) {
            FLOAT_TYPES[self.rng.below(4)]
        } else {
            self.int_type()
        };
        let (t, f) = (self.value_of(ty), self.value_of(ty));
        let name = self.fresh();
        self.line(&format!("{name} = arith.select {c}, {t}, {f} : {ty}"));
        self.define(name, ty);
    }

    /// Two distinct integer widths, narrower first.
    fn two_widths(&mut self) -> (&'static str, &'static str) {
        let ints = ["i1", "i8", "i16", "i32", "i64"];
        let a = self.rng.below(4);
        let b = a + 1 + self.rng.below(4 - a);
        (ints[a], ints[b])
    }

    fn int_cast(&mut self) {
        let name = self.fresh();
        match self.rng.below(4) {
            0 | 1 => {
                let (narrow, wide) = self.two_widths();
                let op = if self.coin(2) { "extui" } else { "extsi" };
                let v = self.value_of(narrow);
                self.line(&format!("{name} = arith.{op} {v} : {narrow} to {wide}"));
                self.define(name, wide);
            }
            2 => {
                let (narrow, wide) = self.two_widths();
                let v = self.value_of(wide);
                self.line(&format!("{name} = arith.trunci {v} : {wide} to {narrow}"));
                self.define(name, narrow);
            }
            _ => {
                let op = if self.coin(2) {
                    "index_cast"
                } else {
                    "index_castui"
                };
                let ints = ["i8", "i32", "i64"];
                let int = ints[self.rng.below(3)];
                if self.coin(2) {
                    let v = self.value_of("index");
                    self.line(&format!("{name} = arith.{op} {v} : index to {int}"));
                    self.define(name, int);
                } else {
                    let v = self.value_of(int);
                    self.line(&format!("{name} = arith.{op} {v} : {int} to index"));
                    self.define(name, "index");
                }
            }
        }
    }

    fn float_cast(&mut self) {
        let pairs = [
            ("f16", "f32"),
            ("f32", "f64"),
            ("f16", "f64"),
            ("bf16", "f32"),
        ];
        let (narrow, wide) = pairs[self.rng.below(pairs.len())];
        let name = self.fresh();
        if self.coin(2) {
            let v = self.value_of(narrow);
            self.line(&format!("{name} = arith.extf {v} : {narrow} to {wide}"));
            self.define(name, wide);
        } else {
            let v = self.value_of(wide);
            let rm = [
                "",
                "",
                " to_nearest_even",
                " downward",
                " upward",
                " toward_zero",
                " to_nearest_away",
            ][self.rng.below(7)];
            self.line(&format!(
                "{name} = arith.truncf {v}{rm} : {wide} to {narrow}"
            ));
            self.define(name, narrow);
        }
    }

    fn conversion(&mut self) {
        let ints = ["i8", "i16", "i32", "i64"];
        let int = ints[self.rng.below(4)];
        let fty = FLOAT_TYPES[self.rng.below(4)];
        let name = self.fresh();
        if self.coin(2) {
            let op = if self.coin(2) { "sitofp" } else { "uitofp" };
            let v = self.value_of(int);
            self.line(&format!("{name} = arith.{op} {v} : {int} to {fty}"));
            self.define(name, fty);
        } else {
            let op = if self.coin(2) { "fptosi" } else { "fptoui" };
            let v = self.value_of(fty);
            self.line(&format!("{name} = arith.{op} {v} : {fty} to {int}"));
            self.define(name, int);
        }
    }

    /// `op(op(x, c1), c2)` and `op(c1, op(x, c2))`: what the DRR patterns reassociate.
    fn chain(&mut self) {
        let ops = ["addi", "subi", "muli"];
        let (outer, inner) = (ops[self.rng.below(3)], ops[self.rng.below(3)]);
        let ty = ["i8", "i32", "i64", "index"][self.rng.below(4)];
        let x = self.value_of(ty);
        let c1 = self.constant(ty);
        let c2 = self.constant(ty);
        let (f1, f2) = (self.flags(Flags::Overflow), self.flags(Flags::Overflow));
        let a = self.fresh();
        if self.coin(2) {
            self.line(&format!("{a} = arith.{inner} {x}, {c1}{f1} : {ty}"));
        } else {
            self.line(&format!("{a} = arith.{inner} {c1}, {x}{f1} : {ty}"));
        }
        let b = self.fresh();
        if self.coin(2) {
            self.line(&format!("{b} = arith.{outer} {a}, {c2}{f2} : {ty}"));
        } else {
            self.line(&format!("{b} = arith.{outer} {c2}, {a}{f2} : {ty}"));
        }
        self.define(b, ty);
    }

    /// `xori(cmpi(...), true)` and a `select` on such a negation.
    fn not_of_compare(&mut self) {
        let p = CMPI[self.rng.below(CMPI.len())];
        let ty = self.int_type();
        let (l, r) = (self.value_of(ty), self.value_of(ty));
        let cmp = self.fresh();
        self.line(&format!("{cmp} = arith.cmpi {p}, {l}, {r} : {ty}"));
        let t = self.fresh();
        self.line(&format!("{t} = arith.constant true"));
        let not = self.fresh();
        self.line(&format!("{not} = arith.xori {cmp}, {t} : i1"));
        if self.coin(2) {
            let sty = self.int_type();
            let (a, b) = (self.value_of(sty), self.value_of(sty));
            let sel = self.fresh();
            self.line(&format!("{sel} = arith.select {not}, {a}, {b} : {sty}"));
            self.define(sel, sty);
        }
        self.define(not, "i1");
    }

    fn extended(&mut self) {
        let op = ["addui_extended", "mulsi_extended", "mului_extended"][self.rng.below(3)];
        let ty = ["i8", "i32", "i64"][self.rng.below(3)];
        let (l, r) = (self.value_of(ty), self.value_of(ty));
        let name = self.fresh();
        if op == "addui_extended" {
            self.line(&format!("{name}:2 = arith.{op} {l}, {r} : {ty}, i1"));
            self.define(format!("{name}#1"), "i1");
        } else {
            self.line(&format!("{name}:2 = arith.{op} {l}, {r} : {ty}"));
            if self.coin(2) {
                self.define(format!("{name}#1"), ty);
            }
        }
        self.define(format!("{name}#0"), ty);
    }

    fn bitcast(&mut self) {
        let pairs = [
            ("i32", "f32"),
            ("i64", "f64"),
            ("i16", "f16"),
            ("i16", "bf16"),
        ];
        let (int, fty) = pairs[self.rng.below(pairs.len())];
        let (from, to) = if self.coin(2) { (int, fty) } else { (fty, int) };
        let v = self.value_of(from);
        let name = self.fresh();
        self.line(&format!("{name} = arith.bitcast {v} : {from} to {to}"));
        self.define(name, to);
    }

    /// An unregistered op with a region using values from outside (constants inside stay
    /// inside it: an unregistered op might be isolated from above).
    fn region(&mut self, depth: usize) {
        let saved = self.values.len();
        self.line("\"test.region\"() ({");
        self.indent += 1;
        let ops = 1 + self.rng.below(8);
        self.body(ops, depth - 1);
        self.sink(saved);
        self.indent -= 1;
        self.line("}) : () -> ()");
        self.values.truncate(saved);
    }

    /// Uses some of the values defined after the first `from`; the others may die.
    fn sink(&mut self, from: usize) {
        let mut values = Vec::new();
        let mut types = Vec::new();
        let defined = self.values.clone();
        for (v, ty) in defined.iter().skip(from) {
            if self.rng.below(3) != 0 {
                values.push(v.clone());
                types.push(ty.clone());
            }
        }
        self.line(&format!(
            "\"test.use\"({}) : ({}) -> ()",
            values.join(", "),
            types.join(", ")
        ));
    }
}
