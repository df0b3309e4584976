//! Seeded random programs of the `index` dialect, for the differential test of folding and
//! canonicalization against mlir-opt: constants (biased to the values where 32- and 64-bit
//! `index` disagree), every binary op, comparisons, casts to and from integers, `sizeof`,
//! chains of the same op (the associative canonicalization), differences compared with zero,
//! and nested unregistered regions, all inside an unregistered function-like op. Some values
//! are left unused, so dead ops are erased too.

use crate::mutate::Rng;

/// The binary ops.
const BINARY: [&str; 20] = [
    "add",
    "sub",
    "mul",
    "divs",
    "divu",
    "ceildivs",
    "ceildivu",
    "floordivs",
    "rems",
    "remu",
    "maxs",
    "maxu",
    "mins",
    "minu",
    "shl",
    "shrs",
    "shru",
    "and",
    "or",
    "xor",
];

/// The comparison predicates.
const PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// Constants worth folding: small ones, shift amounts around 32, and values whose low 32
/// bits differ from the whole.
const VALUES: [i64; 22] = [
    0,
    1,
    -1,
    2,
    3,
    5,
    7,
    -7,
    31,
    32,
    33,
    64,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_648,
    4_294_967_295,
    4_294_967_296,
    4_294_967_298,
    -4_294_967_296,
    8_589_934_594,
    i64::MAX,
    i64::MIN,
];

/// One program's generator.
pub struct Generator {
    rng: Rng,
    out: String,
    /// The `index` values defined so far (in scope at the current point).
    index: Vec<String>,
    /// The `i1` values.
    bools: Vec<String>,
    /// Other integer values, with their types.
    ints: Vec<(String, String)>,
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
            index: vec!["%a".into(), "%b".into()],
            bools: Vec::new(),
            ints: vec![("%i".into(), "i32".into()), ("%j".into(), "i64".into())],
            next: 0,
            indent: 1,
        }
    }

    /// The program's text.
    pub fn program(mut self) -> String {
        self.out
            .push_str("\"test.func\"() ({\n^bb0(%a: index, %b: index, %i: i32, %j: i64):\n");
        let ops = 8 + self.rng.below(30);
        self.body(ops, 2);
        self.sink();
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
        self.out.push('\n');
    }

    fn pick<'a>(&mut self, from: &'a [String]) -> &'a str {
        &from[self.rng.below(from.len())]
    }

    fn index_value(&mut self) -> String {
        let pool = self.index.clone();
        self.pick(&pool).to_string()
    }

    fn constant(&mut self) -> String {
        let v = if self.rng.below(5) == 0 {
            self.rng.next_u64() as i64 >> self.rng.below(64)
        } else {
            VALUES[self.rng.below(VALUES.len())]
        };
        let name = self.fresh();
        self.line(&format!("{name} = index.constant {v}"));
        self.index.push(name.clone());
        name
    }

    fn body(&mut self, ops: usize, depth: usize) {
        for _ in 0..ops {
            match self.rng.below(20) {
                0..=4 => {
                    self.constant();
                }
                5..=11 => self.binary(),
                12 => self.chain(),
                13 | 14 => self.compare(),
                15 => self.cast(),
                16 => {
                    let name = self.fresh();
                    let v = if self.rng.below(2) == 0 {
                        "true"
                    } else {
                        "false"
                    };
                    self.line(&format!("{name} = index.bool.constant {v}"));
                    self.bools.push(name);
                }
                17 => {
                    let name = self.fresh();
                    self.line(&format!("{name} = index.sizeof"));
                    self.index.push(name);
                }
                18 if depth > 0 => self.region(depth),
                _ => self.difference_compared_with_zero(),
            }
        }
    }

    fn binary(&mut self) {
        let op = BINARY[self.rng.below(BINARY.len())];
        let (l, r) = (self.index_value(), self.index_value());
        let name = self.fresh();
        self.line(&format!("{name} = index.{op} {l}, {r}"));
        self.index.push(name);
    }

    /// `op(op(x, c1), c2)`: what the associative canonicalization rewrites.
    fn chain(&mut self) {
        let op = [
            "add", "mul", "and", "or", "xor", "maxs", "maxu", "mins", "minu",
        ][self.rng.below(9)];
        let x = self.index_value();
        let c1 = self.constant();
        let c2 = self.constant();
        let inner = self.fresh();
        self.line(&format!("{inner} = index.{op} {x}, {c1}"));
        let outer = self.fresh();
        self.line(&format!("{outer} = index.{op} {inner}, {c2}"));
        self.index.push(outer);
    }

    fn compare(&mut self) {
        let p = PREDICATES[self.rng.below(PREDICATES.len())];
        let (l, r) = (self.index_value(), self.index_value());
        let name = self.fresh();
        self.line(&format!("{name} = index.cmp {p}({l}, {r})"));
        self.bools.push(name);
    }

    /// `cmp(x - y, 0)` or `cmp(0, x - y)`, or a min/max compared with a constant.
    fn difference_compared_with_zero(&mut self) {
        let p = PREDICATES[self.rng.below(PREDICATES.len())];
        let (x, y) = (self.index_value(), self.index_value());
        let d = self.fresh();
        if self.rng.below(2) == 0 {
            self.line(&format!("{d} = index.sub {x}, {y}"));
            let zero = self.fresh();
            self.line(&format!("{zero} = index.constant 0"));
            let name = self.fresh();
            if self.rng.below(2) == 0 {
                self.line(&format!("{name} = index.cmp {p}({d}, {zero})"));
            } else {
                self.line(&format!("{name} = index.cmp {p}({zero}, {d})"));
            }
            self.bools.push(name);
        } else {
            let m = ["maxs", "maxu", "mins", "minu"][self.rng.below(4)];
            let a = self.constant();
            self.line(&format!("{d} = index.{m} {x}, {a}"));
            let b = self.constant();
            let name = self.fresh();
            self.line(&format!("{name} = index.cmp {p}({d}, {b})"));
            self.bools.push(name);
        }
    }

    fn cast(&mut self) {
        let op = if self.rng.below(2) == 0 {
            "casts"
        } else {
            "castu"
        };
        let name = self.fresh();
        if self.rng.below(2) == 0 || self.ints.is_empty() {
            let width = [1, 8, 16, 32, 40, 64, 128][self.rng.below(7)];
            let v = self.index_value();
            self.line(&format!("{name} = index.{op} {v} : index to i{width}"));
            self.ints.push((name, format!("i{width}")));
        } else {
            let (v, ty) = self.ints[self.rng.below(self.ints.len())].clone();
            self.line(&format!("{name} = index.{op} {v} : {ty} to index"));
            self.index.push(name);
        }
    }

    /// An unregistered op with a region using values from outside (constants inside stay
    /// inside it: an unregistered op might be isolated from above).
    fn region(&mut self, depth: usize) {
        let saved = (self.index.len(), self.bools.len(), self.ints.len());
        self.line("\"test.region\"() ({");
        self.indent += 1;
        let ops = 1 + self.rng.below(8);
        self.body(ops, depth - 1);
        self.sink();
        self.indent -= 1;
        self.line("}) : () -> ()");
        self.index.truncate(saved.0);
        self.bools.truncate(saved.1);
        self.ints.truncate(saved.2);
    }

    /// Uses some of the values in scope; the others may die.
    fn sink(&mut self) {
        let mut values = Vec::new();
        let mut types = Vec::new();
        let index = self.index.clone();
        for v in index.iter().skip(2) {
            if self.rng.below(3) != 0 {
                values.push(v.clone());
                types.push("index".to_string());
            }
        }
        let bools = self.bools.clone();
        for v in &bools {
            if self.rng.below(3) != 0 {
                values.push(v.clone());
                types.push("i1".to_string());
            }
        }
        let ints = self.ints.clone();
        for (v, ty) in ints.iter().skip(2) {
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
