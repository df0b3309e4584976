//! A seeded generator of random generic-form `.mlir` programs for differential testing
//! against the reference `mlir-opt --allow-unregistered-dialect --mlir-print-op-generic`.
//!
//! Programs are modules of unregistered-dialect ops (`"x.op"(...)`), with now and then a
//! registered op in the generic form (`arith` and `index` ops with inherent attributes of
//! their kind or of any other, in `<{...}>` or the attribute dictionary; `cf` branches with
//! any number of successors; now and then a result type other than the inferred one).
//! Operands and results carry builtin types of many kinds
//! (integers, floats of every kind, index, complex, vectors, tensors, memrefs with layouts
//! and memory spaces, tuples, functions, opaque types), and attributes and properties cover
//! the builtin attribute kinds: integers, floats (decimal, hex, special values), strings,
//! arrays, dictionaries, dense and sparse elements, dense arrays, affine maps and sets,
//! symbol references, types, unit and locations. Ops hold regions with blocks that take
//! arguments and branch to each other; attribute and type aliases are declared up front.
//! Values are mostly used where they dominate; now and then an op uses a value of an
//! earlier block of an enclosing region, and branches may skip a block (leaving it
//! unreachable from the entry) or go back to one, so both tools must agree on dominance in
//! multi-block regions, unreachable blocks included. Locations nest (call sites, fused
//! locations whose metadata holds locations), also inside attributes. A share is mutated
//! afterwards, either by a semantic edit (a value used outside the region that defines it,
//! a type swapped, a block reference dropped) or by raw text edits, so both tools must also
//! agree on rejections.

use crate::mutate::{Rng, mutate};

/// Fragments spliced into mutated programs.
const FRAGMENTS: &[&str] = &[
    "(", ")", "{", "}", "[", "]", "<", ">", ",", ":", "=", "%", "^bb9", "@", "#", "!", "->", "i32",
    "f64", "tensor<", "dense<", "0x", "\"", "loc(", "?", "-", "1.5", "x",
];

const SCALARS: &[&str] = &[
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "i3",
    "si8",
    "ui16",
    "index",
    "f16",
    "bf16",
    "f32",
    "f64",
    "f80",
    "f128",
    "tf32",
    "f8E4M3FN",
    "f8E5M2",
    "f8E4M3FNUZ",
    "f4E2M1FN",
    "f6E3M2FN",
    "f8E8M0FNU",
];

/// The integer types (bit width, signedness prefix).
const INTS: &[(u32, &str)] = &[
    (1, "i"),
    (8, "i"),
    (16, "i"),
    (32, "i"),
    (64, "i"),
    (8, "si"),
    (16, "ui"),
    (5, "i"),
];

const FLOATS: &[&str] = &[
    "f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E4M3FN",
];

/// A registered op of [`REGISTERED`]: name, operand types, result types, and each inherent
/// attribute with values of its kind.
type RegisteredOp = (
    &'static str,
    &'static [&'static str],
    &'static [&'static str],
    &'static [(&'static str, &'static [&'static str])],
);

/// Registered ops with inherent attributes, written in the generic form: name, operand and
/// result types, and each inherent attribute with values of its kind. The generator gives
/// them values of their kind or any attribute, in `<{...}>` or in the attribute
/// dictionary, so that both tools must agree on the conversion to properties and the
/// parser's check of inherent attributes (`verifyInherentAttrs`).
const REGISTERED: &[RegisteredOp] = &[
    (
        "arith.cmpi",
        &["i32", "i32"],
        &["i1"],
        &[("predicate", &["0 : i64", "9 : i64", "3 : i32", "10 : i64"])],
    ),
    (
        "arith.addi",
        &["i64", "i64"],
        &["i64"],
        &[(
            "overflowFlags",
            &["#arith.overflow<nsw>", "#arith.overflow<none>"],
        )],
    ),
    (
        "arith.constant",
        &[],
        &["i16"],
        &[(
            "value",
            &["7 : i16", "1.5 : f32", "dense<1> : tensor<2xi16>"],
        )],
    ),
    (
        "index.cmp",
        &["index", "index"],
        &["i1"],
        &[(
            "pred",
            &["#index<cmp_predicate eq>", "#index<cmp_predicate ult>"],
        )],
    ),
    (
        "index.constant",
        &[],
        &["index"],
        &[("value", &["4 : index", "-1 : index"])],
    ),
    (
        "arith.cmpf",
        &["f32", "f32"],
        &["i1"],
        &[
            ("predicate", &["1 : i64", "15 : i64"]),
            (
                "fastmath",
                &["#arith.fastmath<none>", "#arith.fastmath<fast>"],
            ),
        ],
    ),
];

/// Generates one program per call; every program depends only on the seed it was built from.
pub struct Generator {
    rng: Rng,
    /// Values in scope, one frame per open block: (name, type).
    scopes: Vec<Vec<(String, String)>>,
    /// Values of closed regions (for the dominance mutation).
    dead: Vec<(String, String)>,
    /// Values defined at the top level of earlier blocks of the open regions: a use of one
    /// may or may not be dominated (the block may not dominate, or be unreachable).
    earlier_blocks: Vec<(String, String)>,
    attr_aliases: Vec<String>,
    type_aliases: Vec<String>,
    counter: usize,
    out: String,
}

impl Generator {
    /// A generator for program number `index` of the run seeded with `seed`.
    pub fn new(seed: u64, index: u64) -> Self {
        let mut rng = Rng(seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(index.wrapping_mul(0xBF58_476D_1CE4_E5B9))
            | 1);
        rng.next_u64();
        Generator {
            rng,
            scopes: Vec::new(),
            dead: Vec::new(),
            earlier_blocks: Vec::new(),
            attr_aliases: Vec::new(),
            type_aliases: Vec::new(),
            counter: 0,
            out: String::new(),
        }
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.rng.below(100) < percent
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.rng.below(items.len())].clone()
    }

    fn fresh(&mut self) -> usize {
        self.counter += 1;
        self.counter
    }

    /// A program: valid by construction unless mutated afterwards.
    pub fn program(&mut self) -> String {
        for i in 0..self.rng.below(3) {
            let a = self.attr(2);
            self.out.push_str(&format!("#a{i} = {a}\n"));
            self.attr_aliases.push(format!("#a{i}"));
        }
        for i in 0..self.rng.below(3) {
            let t = self.ty(2);
            self.out.push_str(&format!("!t{i} = {t}\n"));
            self.type_aliases.push(format!("!t{i}"));
        }
        let explicit = self.chance(50);
        let indent = if explicit { "  " } else { "" };
        let mut body = String::new();
        self.scopes.push(Vec::new());
        for _ in 0..1 + self.rng.below(5) {
            self.op(&mut body, indent, 3, false);
        }
        self.scopes.pop();
        if explicit {
            let attrs = if self.chance(20) { " {x.m = unit}" } else { "" };
            self.out.push_str(&format!(
                "\"builtin.module\"() ({{\n{body}}}){attrs} : () -> ()\n"
            ));
        } else {
            self.out.push_str(&body);
        }
        let text = std::mem::take(&mut self.out);
        if self.chance(25) {
            self.mutated(text)
        } else {
            text
        }
    }

    fn mutated(&mut self, text: String) -> String {
        match self.rng.below(5) {
            // Use a value from a closed region after it (a dominance error).
            0 if !self.dead.is_empty() => {
                let (v, t) = self.pick(&self.dead.clone());
                let line = format!("\"x.use\"({v}) : ({t}) -> ()\n");
                match text.rfind("}) : () -> ()") {
                    Some(at) => {
                        let mut t = text;
                        t.insert_str(at, &line);
                        t
                    }
                    None => text + &line,
                }
            }
            // Swap one type for another.
            1 => {
                let from = self.pick(&["i32", "f32", "index", "i64", "f64"]);
                let to = self.pick(&["i16", "f16", "i1", "tensor<2xi32>"]);
                match text.find(from) {
                    Some(at) => {
                        let mut t = text;
                        t.replace_range(at..at + from.len(), to);
                        t
                    }
                    None => text,
                }
            }
            _ => mutate(&text, &mut self.rng, FRAGMENTS, 2, 10),
        }
    }

    /// A registered op of [`REGISTERED`] in the generic form, its operands made by an
    /// unregistered op of the types it takes.
    fn registered_op(&mut self, out: &mut String, indent: &str) {
        let (name, operands, results, attrs) = self.pick(REGISTERED);
        let n = self.fresh();
        let mut names = Vec::new();
        if !operands.is_empty() {
            let tys = operands.join(", ");
            let count = operands.len();
            out.push_str(&format!(
                "{indent}%o{n}:{count} = \"x.operands\"() : () -> ({tys})\n"
            ));
            names = (0..count).map(|i| format!("%o{n}#{i}")).collect();
        }
        let mut entries = Vec::new();
        for (attr, values) in attrs {
            if self.chance(10) {
                continue;
            }
            let v = if self.chance(60) {
                self.pick(values).to_string()
            } else {
                self.attr(1)
            };
            entries.push(format!("{attr} = {v}"));
        }
        let dict = entries.join(", ");
        let (props, discardable) = match (entries.is_empty(), self.chance(30)) {
            (true, _) => (String::new(), String::new()),
            (false, true) => (String::new(), format!(" {{{dict}}}")),
            (false, false) => (format!(" <{{{dict}}}>"), String::new()),
        };
        let result = if results.len() == 1 {
            format!("%r{n} = ")
        } else {
            String::new()
        };
        // Now and then a result type other than the one the op infers.
        let written: Vec<&str> = results
            .iter()
            .map(|&t| {
                if self.chance(8) {
                    self.pick(&["i1", "i32", "i64", "f32", "index", "tensor<2xi32>"])
                } else {
                    t
                }
            })
            .collect();
        let results = &written;
        out.push_str(&format!(
            "{indent}{result}\"{name}\"({}){props}{discardable} : ({}) -> {}\n",
            names.join(", "),
            operands.join(", "),
            if results.len() == 1 {
                results[0].to_string()
            } else {
                format!("({})", results.join(", "))
            }
        ));
        if results.len() == 1 {
            self.scopes
                .last_mut()
                .expect("a scope is open")
                .push((format!("%r{n}"), results[0].to_string()));
        }
    }

    fn op(&mut self, out: &mut String, indent: &str, depth: usize, terminator: bool) {
        if !terminator && self.chance(4) {
            return self.registered_op(out, indent);
        }
        let n = self.fresh();
        let name = if self.chance(5) {
            // A registered builtin op.
            let avail: Vec<(String, String)> = self.scopes.iter().flatten().cloned().collect();
            if !avail.is_empty() {
                let (v, t) = self.pick(&avail);
                let rt = self.ty(1);
                out.push_str(&format!(
                    "{indent}%r{n} = \"builtin.unrealized_conversion_cast\"({v}) : ({t}) -> {rt}\n"
                ));
                self.scopes
                    .last_mut()
                    .expect("a scope is open")
                    .push((format!("%r{n}"), rt));
                return;
            }
            format!("x.op{}", self.rng.below(4))
        } else if terminator {
            "x.term".to_string()
        } else {
            let d = self.pick(&["x", "y", "x_z", "test2"]);
            format!("{d}.op{}", self.rng.below(4))
        };
        // Operands.
        let avail: Vec<(String, String)> = self.scopes.iter().flatten().cloned().collect();
        let mut operands = Vec::new();
        if !avail.is_empty() {
            for _ in 0..self.rng.below(4) {
                operands.push(self.pick(&avail));
            }
        }
        // Now and then a value of an earlier block of an enclosing region.
        if !self.earlier_blocks.is_empty() && self.chance(10) {
            let v = self.pick(&self.earlier_blocks.clone());
            operands.push(v);
        }
        // Results.
        let nres = if terminator { 0 } else { self.rng.below(4) };
        let results: Vec<String> = (0..nres).map(|_| self.ty(2)).collect();
        out.push_str(indent);
        if nres == 1 {
            out.push_str(&format!("%r{n} = "));
        } else if nres > 1 {
            out.push_str(&format!("%r{n}:{nres} = "));
        }
        out.push_str(&format!("\"{name}\"("));
        out.push_str(
            &operands
                .iter()
                .map(|o| o.0.clone())
                .collect::<Vec<_>>()
                .join(", "),
        );
        out.push(')');
        if self.chance(15) {
            let p = self.dict(1);
            out.push_str(&format!(" <{p}>"));
        }
        if depth > 0 && self.chance(30) {
            let nreg = 1 + self.rng.below(2);
            let mut regions = Vec::new();
            for _ in 0..nreg {
                regions.push(self.region(indent, depth - 1));
            }
            out.push_str(&format!(" ({})", regions.join(", ")));
        }
        if self.chance(60) {
            let d = self.dict(2);
            if d != "{}" {
                out.push_str(&format!(" {d}"));
            }
        }
        let ot: Vec<String> = operands.iter().map(|o| o.1.clone()).collect();
        let rt = if results.len() == 1 && !results[0].starts_with('(') && self.chance(50) {
            results[0].clone()
        } else {
            format!("({})", results.join(", "))
        };
        out.push_str(&format!(" : ({}) -> {rt}", ot.join(", ")));
        if self.chance(25) {
            let l = self.loc(2);
            out.push_str(&format!(" {l}"));
        }
        out.push('\n');
        let scope = self.scopes.last_mut().expect("a scope is open");
        match nres {
            0 => {}
            1 => scope.push((format!("%r{n}"), results[0].clone())),
            _ => {
                for (i, t) in results.into_iter().enumerate() {
                    scope.push((format!("%r{n}#{i}"), t));
                }
            }
        }
    }

    fn region(&mut self, indent: &str, depth: usize) -> String {
        let inner = format!("{indent}  ");
        let nblocks = if self.chance(60) {
            1
        } else {
            1 + self.rng.below(3)
        };
        if self.chance(10) {
            return "{\n}".to_string().replace('\n', &format!("\n{indent}"));
        }
        let mut text = String::from("{\n");
        let labels: Vec<String> = (0..nblocks)
            .map(|_| {
                let n = self.fresh();
                format!("^bb{n}")
            })
            .collect();
        // Block argument types, decided up front so branches can pass matching operands.
        let arg_types: Vec<Vec<String>> = (0..nblocks)
            .map(|i| {
                let k = if i == 0 && self.chance(50) {
                    0
                } else {
                    self.rng.below(3)
                };
                (0..k).map(|_| self.ty(1)).collect()
            })
            .collect();
        let earlier_mark = self.earlier_blocks.len();
        for b in 0..nblocks {
            self.scopes.push(Vec::new());
            let args = &arg_types[b];
            if b > 0 || !args.is_empty() || self.chance(20) {
                let mut decl = Vec::new();
                for t in args {
                    let n = self.fresh();
                    let name = format!("%a{n}");
                    let loc = if self.chance(15) {
                        format!(" {}", self.loc(1))
                    } else {
                        String::new()
                    };
                    decl.push(format!("{name}: {t}{loc}"));
                    self.scopes
                        .last_mut()
                        .expect("a scope is open")
                        .push((name, t.clone()));
                }
                if decl.is_empty() {
                    text.push_str(&format!("{indent}{}:\n", labels[b]));
                } else {
                    text.push_str(&format!("{indent}{}({}):\n", labels[b], decl.join(", ")));
                }
            }
            for _ in 0..self.rng.below(3) {
                self.op(&mut text, &inner, depth, false);
            }
            // A terminator, branching to later blocks when there are any.
            if nblocks > 1 || self.chance(30) {
                let mut targets: Vec<usize> = (b + 1..nblocks).collect();
                // Skipping the next block leaves it unreachable from the entry unless a
                // later block branches back to it; a back edge goes to a non-entry block.
                if targets.len() > 1 && self.chance(20) {
                    targets.remove(0);
                }
                if b > 0 && self.chance(15) {
                    let back = 1 + self.rng.below(b);
                    targets.insert(0, back);
                }
                let avail: Vec<(String, String)> = self.scopes.iter().flatten().cloned().collect();
                let mut succ = Vec::new();
                for &t in targets.iter().take(1 + self.rng.below(2)) {
                    let mut ops = Vec::new();
                    for want in &arg_types[t] {
                        let m: Vec<&(String, String)> =
                            avail.iter().filter(|(_, ty)| ty == want).collect();
                        match m.first() {
                            Some((v, _)) => ops.push(v.clone()),
                            None => ops.push(String::new()),
                        }
                    }
                    succ.push((labels[t].clone(), ops, arg_types[t].clone()));
                }
                if self.chance(8) {
                    // A registered branch with as many successors as it happens to get.
                    self.cf_branch(&mut text, &inner, &targets, &labels);
                } else if succ
                    .iter()
                    .all(|(_, ops, _)| ops.iter().all(|o| !o.is_empty()))
                    && !succ.is_empty()
                {
                    // Successor operands go through the generic form's operand list only for
                    // registered ops; unregistered terminators take them as plain operands.
                    let all: Vec<String> = succ.iter().flat_map(|s| s.1.clone()).collect();
                    let tys: Vec<String> = succ.iter().flat_map(|s| s.2.clone()).collect();
                    let names: Vec<String> = succ.iter().map(|s| s.0.clone()).collect();
                    text.push_str(&format!(
                        "{inner}\"x.br\"({})[{}] : ({}) -> ()\n",
                        all.join(", "),
                        names.join(", "),
                        tys.join(", ")
                    ));
                } else if !targets.is_empty() {
                    let names: Vec<String> = targets.iter().map(|&t| labels[t].clone()).collect();
                    text.push_str(&format!(
                        "{inner}\"x.br\"()[{}] : () -> ()\n",
                        names.join(", ")
                    ));
                } else {
                    self.op(&mut text, &inner, 0, true);
                }
            }
            let scope = self.scopes.pop().expect("a scope is open");
            self.earlier_blocks.extend(scope.iter().cloned());
            self.dead.extend(scope);
        }
        self.earlier_blocks.truncate(earlier_mark);
        text.push_str(indent);
        text.push('}');
        text
    }

    /// `cf.br`, `cf.cond_br` or `cf.switch` (without successor operands) to up to three of
    /// `targets`, whatever number the op requires.
    fn cf_branch(&mut self, text: &mut String, indent: &str, targets: &[usize], labels: &[String]) {
        let count = if targets.is_empty() {
            0
        } else {
            self.rng.below(4)
        };
        let succ: Vec<String> = (0..count)
            .map(|i| labels[targets[i % targets.len()]].clone())
            .collect();
        let list = if succ.is_empty() {
            String::new()
        } else {
            format!("[{}]", succ.join(", "))
        };
        let n = self.fresh();
        match self.rng.below(3) {
            0 => text.push_str(&format!("{indent}\"cf.br\"(){list} : () -> ()\n")),
            1 => {
                text.push_str(&format!("{indent}%c{n} = \"x.cond\"() : () -> i1\n"));
                text.push_str(&format!(
                    "{indent}\"cf.cond_br\"(%c{n}){list} <{{operandSegmentSizes = array<i32: 1, \
                     0, 0>}}> : (i1) -> ()\n"
                ));
            }
            _ => {
                let cases = succ.len().saturating_sub(1);
                let values: Vec<String> = (0..cases).map(|i| i.to_string()).collect();
                let segments: Vec<&str> = (0..cases).map(|_| "0").collect();
                let case_values = if cases == 0 {
                    String::new()
                } else {
                    format!(
                        "case_values = dense<[{}]> : vector<{cases}xi32>, ",
                        values.join(", ")
                    )
                };
                let segments = if segments.is_empty() {
                    "array<i32>".to_string()
                } else {
                    format!("array<i32: {}>", segments.join(", "))
                };
                text.push_str(&format!("{indent}%f{n} = \"x.flag\"() : () -> i32\n"));
                text.push_str(&format!(
                    "{indent}\"cf.switch\"(%f{n}){list} <{{case_operand_segments = {segments}, \
                     {case_values}operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i32) -> ()\n"
                ));
            }
        }
    }

    fn int_type(&mut self) -> String {
        let (w, p) = self.pick(INTS);
        format!("{p}{w}")
    }

    fn shape(&mut self, dynamic: bool) -> String {
        let mut s = String::new();
        for _ in 0..self.rng.below(4) {
            if dynamic && self.chance(20) {
                s.push_str("?x");
            } else {
                s.push_str(&format!("{}x", 1 + self.rng.below(4)));
            }
        }
        s
    }

    /// A type; `depth` bounds nesting.
    fn ty(&mut self, depth: usize) -> String {
        if !self.type_aliases.is_empty() && self.chance(10) {
            return self.pick(&self.type_aliases.clone());
        }
        if depth == 0 {
            return self.pick(SCALARS).to_string();
        }
        match self.rng.below(20) {
            0..=7 => self.pick(SCALARS).to_string(),
            8 => format!("complex<{}>", self.pick(&["f32", "f64", "i32"])),
            9 => {
                let s = self.shape(false);
                let scal = if s.is_empty() { "1x" } else { "" };
                let el = self.pick(&["f32", "i8", "index", "i1", "f16"]);
                if self.chance(20) {
                    format!("vector<{scal}{s}[4]x{el}>")
                } else {
                    format!("vector<{scal}{s}{el}>")
                }
            }
            10 | 11 => {
                let el = self.element_type(depth - 1);
                if self.chance(15) {
                    format!("tensor<*x{el}>")
                } else {
                    let s = self.shape(true);
                    if self.chance(10) {
                        let e = self.attr(0);
                        format!("tensor<{s}{el}, {e}>")
                    } else {
                        format!("tensor<{s}{el}>")
                    }
                }
            }
            12 | 13 => self.memref(),
            14 => {
                // Past 16 elements a tuple gets an alias.
                let n = if self.chance(10) {
                    16 + self.rng.below(3)
                } else {
                    self.rng.below(4)
                };
                let ts: Vec<String> = (0..n).map(|_| self.ty(depth - 1)).collect();
                format!("tuple<{}>", ts.join(", "))
            }
            15 => {
                let a = self.ty(depth - 1);
                let b = self.ty(depth - 1);
                if self.chance(50) {
                    format!("({a}) -> {b}")
                } else {
                    format!("({a}, {b}) -> ({b}, {a})")
                }
            }
            16 => self
                .pick(&["!x.t", "!x<\"a b\">", "!x.t<1, \"s\">", "!y_z.q", "none"])
                .to_string(),
            17 => format!("tensor<{}xf32>", 1 + self.rng.below(3)),
            _ => self.int_type(),
        }
    }

    /// A type valid as a tensor element.
    fn element_type(&mut self, depth: usize) -> String {
        loop {
            let t = self.ty(depth);
            let bad = ["(", "tuple", "none", "!t", "tensor", "memref"];
            if !bad.iter().any(|b| t.starts_with(b)) {
                return t;
            }
        }
    }

    fn memref(&mut self) -> String {
        let el = self.pick(&["f32", "i8", "i32", "f64", "vector<2xf32>", "index"]);
        if self.chance(10) {
            return format!("memref<*x{el}>");
        }
        let rank = self.rng.below(3);
        let dims: Vec<String> = (0..rank)
            .map(|_| {
                if self.chance(25) {
                    "?".to_string()
                } else {
                    (1 + self.rng.below(5)).to_string()
                }
            })
            .collect();
        let mut s: String = dims.iter().map(|d| format!("{d}x")).collect();
        s.push_str(el);
        match self.rng.below(6) {
            0 => {
                let strides: Vec<String> = (0..rank)
                    .map(|i| {
                        if i + 1 == rank {
                            "1".to_string()
                        } else if self.chance(30) {
                            "?".to_string()
                        } else {
                            (1 + self.rng.below(8)).to_string()
                        }
                    })
                    .collect();
                let off = self.pick(&["", ", offset: ?", ", offset: 4", ", offset: 0"]);
                s.push_str(&format!(", strided<[{}]{off}>", strides.join(", ")));
            }
            1 => {
                let m = self.affine_map(rank);
                s.push_str(&format!(", {m}"));
            }
            2 => {
                let space = self.pick(&["1", "3 : i32", "\"gpu\"", "5 : i64"]);
                s.push_str(&format!(", {space}"));
            }
            _ => {}
        }
        format!("memref<{s}>")
    }

    fn affine_expr(&mut self, dims: usize, syms: usize, depth: usize) -> String {
        let leaf = |g: &mut Generator| -> String {
            match g.rng.below(3) {
                0 if dims > 0 => format!("d{}", g.rng.below(dims)),
                1 if syms > 0 => format!("s{}", g.rng.below(syms)),
                _ => (g.rng.below(9) as i64 - 2).to_string(),
            }
        };
        if depth == 0 || self.chance(35) {
            return leaf(self);
        }
        let a = self.affine_expr(dims, syms, depth - 1);
        match self.rng.below(6) {
            0 | 1 => {
                let b = self.affine_expr(dims, syms, depth - 1);
                format!("{a} + {b}")
            }
            2 => {
                let b = self.affine_expr(dims, syms, depth - 1);
                format!("{a} - {b}")
            }
            3 => format!("({a}) * {}", 1 + self.rng.below(4)),
            4 => {
                let op = self.pick(&["floordiv", "ceildiv", "mod"]);
                format!("({a}) {op} {}", 2 + self.rng.below(3))
            }
            _ => format!("-({a})"),
        }
    }

    fn affine_map(&mut self, dims: usize) -> String {
        let syms = self.rng.below(3);
        let ds: Vec<String> = (0..dims).map(|i| format!("d{i}")).collect();
        let ss: Vec<String> = (0..syms).map(|i| format!("s{i}")).collect();
        let nres = if self.chance(80) {
            dims
        } else {
            self.rng.below(3)
        };
        let rs: Vec<String> = (0..nres).map(|_| self.affine_expr(dims, syms, 2)).collect();
        let sym = if syms > 0 || self.chance(20) {
            format!("[{}]", ss.join(", "))
        } else {
            String::new()
        };
        format!(
            "affine_map<({}){sym} -> ({})>",
            ds.join(", "),
            rs.join(", ")
        )
    }

    fn affine_set(&mut self) -> String {
        let dims = 1 + self.rng.below(2);
        let syms = self.rng.below(2);
        let ds: Vec<String> = (0..dims).map(|i| format!("d{i}")).collect();
        let ss: Vec<String> = (0..syms).map(|i| format!("s{i}")).collect();
        let n = 1 + self.rng.below(3);
        let cs: Vec<String> = (0..n)
            .map(|_| {
                let e = self.affine_expr(dims, syms, 2);
                let rel = self.pick(&[">= 0", "== 0"]);
                format!("{e} {rel}")
            })
            .collect();
        let sym = if syms > 0 {
            format!("[{}]", ss.join(", "))
        } else {
            String::new()
        };
        format!("affine_set<({}){sym} : ({})>", ds.join(", "), cs.join(", "))
    }

    fn float_literal(&mut self, ty: &str) -> String {
        match self.rng.below(10) {
            0 => match ty {
                "f64" => self
                    .pick(&[
                        "0x7FF8000000000000",
                        "0x7FF0000000000000",
                        "0x3FF0000000000000",
                        "0xFFF0000000000000",
                        "0x0000000000000001",
                    ])
                    .to_string(),
                "f32" | "tf32" => self
                    .pick(&[
                        "0x7FC00000",
                        "0x7F800000",
                        "0xFF800000",
                        "0x3F800000",
                        "0x00000001",
                    ])
                    .to_string(),
                "f16" | "bf16" => self
                    .pick(&["0x7E00", "0x7C00", "0x3C00", "0xFC00"])
                    .to_string(),
                "f8E4M3FN" => self.pick(&["0x7F", "0x38", "0x01"]).to_string(),
                _ => "0x0".to_string(),
            },
            1 => self
                .pick(&["1.0e10", "-2.5e-3", "1.0E+2", "3.0e38"])
                .to_string(),
            2 => "-0.0".to_string(),
            _ => format!(
                "{}{}.{}",
                if self.chance(30) { "-" } else { "" },
                self.rng.below(100),
                self.rng.below(1000)
            ),
        }
    }

    fn int_literal(&mut self, width: u32, signed: bool) -> String {
        if (2..8).contains(&width) {
            return self.rng.below(1 << (width - 1)).to_string();
        }
        match self.rng.below(6) {
            0 if width > 1 => format!("0x{:X}", self.rng.below(256)),
            1 if width > 1 && signed => format!("-{}", self.rng.below(100)),
            2 if width == 1 => self.pick(&["true", "false"]).to_string(),
            3 if width >= 32 => "2147483647".to_string(),
            _ if width == 1 => self.rng.below(2).to_string(),
            _ => self.rng.below(100).to_string(),
        }
    }

    fn string(&mut self) -> String {
        self.pick(&[
            "\"\"",
            "\"s\"",
            "\"with space\"",
            "\"esc\\n\\t\\\"q\\\\\"",
            "\"\\00\\FF\"",
            "\"ü\"",
            "\"a\\0Ab\"",
        ])
        .to_string()
    }

    /// A dictionary attribute with up to three entries.
    fn dict(&mut self, depth: usize) -> String {
        let n = self.rng.below(4);
        let mut keys: Vec<String> = Vec::new();
        let mut entries = Vec::new();
        for _ in 0..n {
            let k = self.pick(&["a", "b", "value", "x.k", "\"q k\"", "sym_name", "z", "_u"]);
            if keys.iter().any(|x| x == k) {
                continue;
            }
            keys.push(k.to_string());
            if self.chance(15) {
                entries.push(k.to_string());
            } else {
                let v = self.attr(depth);
                entries.push(format!("{k} = {v}"));
            }
        }
        format!("{{{}}}", entries.join(", "))
    }

    fn loc(&mut self, depth: usize) -> String {
        format!("loc({})", self.loc_inner(depth))
    }

    fn loc_inner(&mut self, depth: usize) -> String {
        let file = self.pick(&["\"f.mlir\"", "\"\"", "\"a b.c\""]);
        match if depth == 0 {
            self.rng.below(3)
        } else {
            self.rng.below(7)
        } {
            0 => format!("{file}:{}:{}", 1 + self.rng.below(9), self.rng.below(9)),
            1 => "unknown".to_string(),
            2 => format!(
                "{file}:{}:{} to :{}",
                1 + self.rng.below(9),
                self.rng.below(9),
                9
            ),
            3 => {
                let a = self.loc_inner(depth - 1);
                format!("\"name\"({a})")
            }
            4 => {
                let a = self.loc_inner(depth - 1);
                let b = self.loc_inner(depth - 1);
                format!("callsite({a} at {b})")
            }
            5 => {
                let a = self.loc_inner(depth - 1);
                let b = self.loc_inner(depth - 1);
                let meta = match self.rng.below(6) {
                    0 => "<\"m\">".to_string(),
                    // Metadata holding locations (aliased inside the attribute).
                    1 => format!("<[{}]>", self.loc(depth - 1)),
                    2 => format!("<{{k = {}}}>", self.loc(depth - 1)),
                    _ => String::new(),
                };
                format!("fused{meta}[{a}, {b}]")
            }
            _ => self.pick(&["\"just a name\"", "\"\""]).to_string(),
        }
    }

    fn elements(&mut self) -> String {
        let int = self.chance(50);
        let el = if int {
            self.int_type()
        } else {
            self.pick(FLOATS).to_string()
        };
        let width: u32 = el
            .trim_start_matches(|c: char| c.is_ascii_alphabetic())
            .parse()
            .unwrap_or(32);
        let signed = !el.starts_with("ui");
        let dims: Vec<usize> = (0..self.rng.below(3))
            .map(|_| 1 + self.rng.below(3))
            .collect();
        let count: usize = dims.iter().product();
        let shape: String = dims.iter().map(|d| format!("{d}x")).collect();
        let container = if self.chance(25) && !dims.is_empty() {
            "vector"
        } else {
            "tensor"
        };
        let ty = format!("{container}<{shape}{el}>");
        let mut lit = |g: &mut Generator| {
            if int {
                g.int_literal(width, signed)
            } else {
                g.float_literal(&el)
            }
        };
        match self.rng.below(6) {
            // A splat.
            0 => {
                let v = lit(self);
                format!("dense<{v}> : {ty}")
            }
            // Hex data.
            1 => {
                let bytes = if el == "i1" {
                    count
                } else {
                    count * (width as usize).div_ceil(8)
                };
                let hex: String = (0..bytes)
                    .map(|_| format!("{:02X}", self.rng.below(256)))
                    .collect();
                format!("dense<\"0x{hex}\"> : {ty}")
            }
            // Sparse.
            2 if container == "tensor" && !dims.is_empty() => {
                let nnz = self.rng.below(3);
                let idx: Vec<String> = (0..nnz)
                    .map(|_| {
                        // Now and then an index outside the shape.
                        let over = usize::from(self.chance(5));
                        let i: Vec<String> = dims
                            .iter()
                            .map(|&d| self.rng.below(d + over).to_string())
                            .collect();
                        format!("[{}]", i.join(", "))
                    })
                    .collect();
                let vals: Vec<String> = (0..nnz).map(|_| lit(self)).collect();
                if nnz == 0 {
                    let empty = self.pick(&["", "[], []"]);
                    format!("sparse<{empty}> : {ty}")
                } else {
                    format!("sparse<[{}], [{}]> : {ty}", idx.join(", "), vals.join(", "))
                }
            }
            _ => {
                fn nest(
                    g: &mut Generator,
                    dims: &[usize],
                    lit: &mut dyn FnMut(&mut Generator) -> String,
                ) -> String {
                    match dims.split_first() {
                        None => lit(g),
                        Some((&d, rest)) => {
                            let v: Vec<String> = (0..d).map(|_| nest(g, rest, lit)).collect();
                            format!("[{}]", v.join(", "))
                        }
                    }
                }
                let v = nest(self, &dims, &mut lit);
                format!("dense<{v}> : {ty}")
            }
        }
    }

    /// An attribute; `depth` bounds nesting.
    fn attr(&mut self, depth: usize) -> String {
        if !self.attr_aliases.is_empty() && self.chance(10) {
            return self.pick(&self.attr_aliases.clone());
        }
        match self.rng.below(if depth == 0 { 12 } else { 22 }) {
            0 | 1 => {
                let (w, p) = self.pick(INTS);
                let v = self.int_literal(w, p != "ui");
                if w == 1 && (v == "true" || v == "false") && self.chance(50) {
                    v
                } else {
                    format!("{v} : {p}{w}")
                }
            }
            2 => format!("{} : index", self.rng.below(1000)),
            3 | 4 => {
                let t = self.pick(FLOATS);
                let v = self.float_literal(t);
                format!("{v} : {t}")
            }
            5 => {
                if self.chance(20) {
                    let t = self.ty(0);
                    format!("{} : {t}", self.string())
                } else {
                    self.string()
                }
            }
            6 => "unit".to_string(),
            7 => self.ty(1),
            8 => self
                .pick(&["@s", "@\"q s\"", "@a::@b", "@a::@\"c d\"::@e", "@\"\""])
                .to_string(),
            9 => {
                let el = self.pick(&["i1", "i8", "i16", "i32", "i64", "f32", "f64"]);
                let n = self.rng.below(4);
                let vs: Vec<String> = (0..n)
                    .map(|_| match el {
                        "f32" | "f64" => self.float_literal(el),
                        "i1" => self.pick(&["true", "false"]).to_string(),
                        _ => self.int_literal(8, true),
                    })
                    .collect();
                if vs.is_empty() {
                    format!("array<{el}>")
                } else {
                    format!("array<{el}: {}>", vs.join(", "))
                }
            }
            10 => {
                let d = self.rng.below(3);
                self.affine_map(d)
            }
            11 => self.affine_set(),
            12..=14 => self.elements(),
            15 | 16 => {
                let n = self.rng.below(4);
                let vs: Vec<String> = (0..n).map(|_| self.attr(depth - 1)).collect();
                format!("[{}]", vs.join(", "))
            }
            17 => self.dict(depth - 1),
            18 => {
                let d = 1 + self.rng.below(2);
                self.loc(d)
            }
            19 => self
                .pick(&["#x.attr", "#x<\"op aque\">", "#x.a<1, [2]>", "#x.a<\"s\">"])
                .to_string(),
            20 => format!("dense_resource<blob{}> : tensor<2xi32>", self.rng.below(2)),
            _ => {
                let inner = self.attr(depth - 1);
                format!("distinct[{}]<{inner}>", self.rng.below(3))
            }
        }
    }
}
