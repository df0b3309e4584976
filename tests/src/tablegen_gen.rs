//! A seeded generator of random TableGen programs for differential testing against the
//! reference `mlir-tblgen --print-records`.
//!
//! Programs are built type-directed, so most of them are valid: classes with template
//! arguments (defaults may refer to earlier arguments), superclasses, defs, multiclasses and
//! `defm`, `let` blocks, `foreach`, `defvar`, and values of every kind (`bit`, `bits<N>`,
//! `int`, `string`, `list<int>`, `list<string>`, `dag`) built from bang operators. Some
//! strings hold bytes that are not UTF-8, written as the characters that carry them in
//! `ods_tablegen::raw` (`ods_tablegen::raw::encode` gives the program's bytes). A share of
//! programs is mutated afterwards (a `;` or a template argument dropped, a code literal's
//! delimiter dropped or doubled, a type swapped, bytes deleted or duplicated) so that both
//! tools must also agree on what they reject. Strings include code literals; dags have
//! operator names (or none, which `!getdagopname` turns into no value), unset operators
//! (`(? ...)`) and anonymous records of the declared classes as arguments (now and then with
//! too few template arguments); `int` and `bits` fields take `!cond`s over comparisons of
//! an `int` field, which a class keeps unresolved (and mlir-tblgen converts to `bits`).
//! Dags now and then have a list as their operator, bit ranges take operators as their
//! ends (now and then one that is no int), and a def now and then has a name that is no
//! string.

use crate::mutate::{Rng, char_boundary, mutate};

/// The kinds of value the generator builds expressions for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    Bit,
    Bits(usize),
    Int,
    Str,
    ListInt,
    ListStr,
    Dag,
}

impl Ty {
    fn spelling(self) -> String {
        match self {
            Ty::Bit => "bit".into(),
            Ty::Bits(n) => format!("bits<{n}>"),
            Ty::Int => "int".into(),
            Ty::Str => "string".into(),
            Ty::ListInt => "list<int>".into(),
            Ty::ListStr => "list<string>".into(),
            Ty::Dag => "dag".into(),
        }
    }
}

/// A class the generator declared: its name and template parameters.
struct Class {
    name: String,
    params: Vec<(String, Ty, bool)>,
    fields: Vec<(String, Ty)>,
}

/// Fragments spliced into mutated programs.
const FRAGMENTS: &[&str] = &[
    ";",
    ",",
    "<",
    ">",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ":",
    "=",
    "?",
    "#",
    "0b1",
    "-1",
    "0",
    "!if(",
    "!cond(",
    "!and(",
    "!or(",
    "!add(",
    "bits<3>",
    "int",
    "string",
    "\"",
    "let ",
    "def ",
    "in ",
    "!listflatten([])",
    "true",
    "!match(",
    "[{",
    "}]",
    ":$n",
];

/// Generates one program per call; every program depends only on the seed it was built from.
pub struct Generator {
    rng: Rng,
    classes: Vec<Class>,
    out: String,
    counter: usize,
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
            classes: Vec::new(),
            out: String::new(),
            counter: 0,
        }
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.rng.below(100) < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.rng.below(items.len())]
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.counter += 1;
        format!("{prefix}{}", self.counter)
    }

    fn ty(&mut self) -> Ty {
        match self.rng.below(9) {
            0 => Ty::Bit,
            1 | 2 => Ty::Bits(1 + self.rng.below(8)),
            3 | 4 => Ty::Int,
            5 => Ty::Str,
            6 => Ty::ListInt,
            7 => Ty::ListStr,
            _ => Ty::Dag,
        }
    }

    /// A program: valid by construction unless mutated afterwards.
    pub fn program(&mut self) -> String {
        self.out.push_str("def op;\ndef other;\n");
        let items = 2 + self.rng.below(7);
        for _ in 0..items {
            match self.rng.below(36) {
                0..=8 => self.class(),
                9..=17 => self.def(),
                18..=20 => self.multiclass(),
                21..=23 => self.let_block(),
                24..=26 => self.foreach(),
                27..=29 => self.defvar(),
                30 => self.deep(),
                31 => self.if_block(),
                _ => self.def_with_class(),
            }
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
            // Drop one `;`.
            0 => {
                let spots: Vec<usize> = text.match_indices(';').map(|(i, _)| i).collect();
                let mut t = text;
                if !spots.is_empty() {
                    let at = spots[self.rng.below(spots.len())];
                    t.remove(at);
                }
                t
            }
            // Drop the last template argument of one instantiation (a def's, a superclass's
            // or an anonymous record's in a value).
            1 => {
                let spots: Vec<usize> = text
                    .match_indices(['>'])
                    .map(|(i, _)| i)
                    .filter(|&i| {
                        matches!(
                            text[i + 1..].trim_start().chars().next(),
                            Some(';' | ',' | ')' | '{')
                        )
                    })
                    .collect();
                let mut t = text;
                if !spots.is_empty() {
                    let at = spots[self.rng.below(spots.len())];
                    let start = t[..at].rfind([',', '<']).unwrap_or(at);
                    t.replace_range(start..at, "");
                }
                t
            }
            // Drop, double or move one delimiter of a code literal.
            2 => {
                let spots: Vec<(usize, &str)> = text
                    .match_indices("[{")
                    .chain(text.match_indices("}]"))
                    .collect();
                let mut t = text.clone();
                if !spots.is_empty() {
                    let (at, delim) = spots[self.rng.below(spots.len())];
                    match self.rng.below(3) {
                        0 => t.replace_range(at..at + 2, ""),
                        1 => t.insert_str(at, delim),
                        _ => {
                            let to = char_boundary(&t, at + 2 + self.rng.below(4));
                            t.insert_str(to, delim);
                        }
                    }
                }
                t
            }
            _ => mutate(&text, &mut self.rng, FRAGMENTS, 2, 12),
        }
    }

    /// Parameters or fields in scope while generating a class body or a default.
    fn expr(&mut self, ty: Ty, depth: usize, env: &[(String, Ty)]) -> String {
        let vars: Vec<&String> = env
            .iter()
            .filter(|(_, t)| compatible(*t, ty))
            .map(|(n, _)| n)
            .collect();
        if !vars.is_empty() && self.chance(35) {
            return (*self.pick(&vars)).clone();
        }
        if depth == 0 || self.chance(30) {
            return self.literal(ty);
        }
        let d = depth - 1;
        match ty {
            Ty::Int => self.int_expr(d, env),
            Ty::Bit => self.bit_expr(d, env),
            Ty::Bits(n) => self.bits_expr(n, d, env),
            Ty::Str => self.str_expr(d, env),
            Ty::ListInt => self.list_int_expr(d, env),
            Ty::ListStr => match self.rng.below(3) {
                0 => format!(
                    "!listconcat({}, {})",
                    self.expr(Ty::ListStr, d, env),
                    self.expr(Ty::ListStr, d, env)
                ),
                1 => format!(
                    "!foreach(x, {}, !strconcat(x, \"_\"))",
                    self.expr(Ty::ListStr, d, env)
                ),
                _ => format!(
                    "!if({}, {}, {})",
                    self.expr(Ty::Bit, d, env),
                    self.expr(Ty::ListStr, d, env),
                    self.expr(Ty::ListStr, d, env)
                ),
            },
            Ty::Dag => match self.rng.below(6) {
                // mlir-tblgen crashes on `!con` over an unset operator.
                0 => format!(
                    "!con({}, {})",
                    self.expr(Ty::Dag, d, env).replace("(?", "(op"),
                    self.expr(Ty::Dag, d, env).replace("(?", "(op")
                ),
                3 => format!(
                    "!setdagopname({}, {})",
                    self.expr(Ty::Dag, d, env),
                    self.pick(&["\"n\"", "\"x_y\""])
                ),
                4 => format!(
                    "(op:${} {})",
                    self.pick(&["p", "q"]),
                    self.expr(Ty::Int, d, env)
                ),
                5 if !self.classes.is_empty() => {
                    // An anonymous record of a declared class as an argument.
                    let i = self.rng.below(self.classes.len());
                    let mut args = self.args(i, env);
                    if self.chance(4) {
                        // Now and then too few template arguments: the last one given is
                        // dropped.
                        args = fewer_args(&args);
                    }
                    let class = self.classes[i].name.clone();
                    format!("(op {class}{args}, {})", self.expr(Ty::Int, d, env))
                }
                1 => format!(
                    "(op {}, {}:$n)",
                    self.expr(Ty::Int, d, env),
                    self.expr(Ty::Str, d, env)
                ),
                _ => format!("!setdagop({}, op)", self.expr(Ty::Dag, d, env)),
            },
        }
    }

    fn literal(&mut self, ty: Ty) -> String {
        match ty {
            Ty::Int => (*self.pick(&[
                "0", "1", "2", "3", "5", "7", "-1", "-3", "10", "0x1f", "255", "0b101",
            ]))
            .to_string(),
            Ty::Bit => (*self.pick(&["0", "1", "true", "false"])).to_string(),
            Ty::Bits(n) => match self.rng.below(4) {
                0 => {
                    let v = self.rng.below(1 << n);
                    format!("0b{v:0n$b}")
                }
                1 => format!("{}", self.rng.below(1 << n)),
                2 => {
                    let bits: Vec<&str> = (0..n).map(|_| *self.pick(&["0", "1"])).collect();
                    format!("{{ {} }}", bits.join(", "))
                }
                _ => format!("{}", self.rng.below(1 << n)),
            },
            Ty::Str => (*self.pick(&[
                "\"\"",
                "\"a\"",
                "\"abc\"",
                "\"Foo\"",
                "\"x_y\"",
                "\"caf\u{e9}\"",
                "\"b\u{10ffe9}\u{10ffff}\"",
                "[{}]",
                "[{ x }]",
                "[{ a[0] = {1}; }]",
                "[{\n    return $_self;\n  }]",
            ]))
            .to_string(),
            Ty::ListInt => (*self.pick(&["[]<int>", "[1, 2]", "[3]", "[0, -1, 5]"])).to_string(),
            Ty::ListStr => (*self.pick(&["[]<string>", "[\"a\", \"b\"]", "[\"c\"]"])).to_string(),
            Ty::Dag => {
                (*self.pick(&[
                    "(op)",
                    "(op 1, 2)",
                    "(op \"s\":$a)",
                    "(op:$o 3)",
                    "(op:$o)",
                    // An unset operator, with and without a name.
                    "(? 1, 2)",
                    "(?:$o \"s\":$a)",
                    // A list as the operator.
                    "([3] 1)",
                    "([\"a\", \"b\"]:$o \"s\":$a)",
                ]))
                .to_string()
            }
        }
    }

    fn int_expr(&mut self, d: usize, env: &[(String, Ty)]) -> String {
        match self.rng.below(18) {
            // mlir-tblgen 22 reads past the end of an empty list for `!head` (a crash or an
            // arbitrary value), so the list always has an element.
            14 => format!(
                "!head(!listconcat({}, [3]))",
                self.expr(Ty::ListInt, d, env)
            ),
            15 => format!("{}[0]", self.expr(Ty::ListInt, d, env)),
            16 => {
                let op = *self.pick(&["!logtwo", "!not"]);
                format!("{op}({})", self.expr(Ty::Int, d, env))
            }
            17 => format!("!size({})", self.expr(Ty::Str, d, env)),
            0 | 1 => {
                let op = *self.pick(&["!add", "!sub", "!mul"]);
                format!(
                    "{op}({}, {})",
                    self.expr(Ty::Int, d, env),
                    self.expr(Ty::Int, d, env)
                )
            }
            2 | 3 => {
                let op = *self.pick(&["!and", "!or", "!xor"]);
                let lit = *self.pick(&["0", "-1", "3"]);
                if self.chance(50) {
                    format!("{op}({lit}, {})", self.expr(Ty::Int, d, env))
                } else {
                    format!(
                        "{op}({}, {})",
                        self.expr(Ty::Int, d, env),
                        self.expr(Ty::Int, d, env)
                    )
                }
            }
            4 => {
                let op = *self.pick(&["!shl", "!srl", "!sra"]);
                format!(
                    "{op}({}, {})",
                    self.expr(Ty::Int, d, env),
                    self.rng.below(4)
                )
            }
            5 | 6 => {
                let other = if self.chance(25) {
                    self.mixed_int_ty()
                } else {
                    Ty::Int
                };
                format!(
                    "!if({}, {}, {})",
                    self.expr(Ty::Bit, d, env),
                    self.expr(other, d, env),
                    self.expr(Ty::Int, d, env)
                )
            }
            7 | 8 => self.cond(Ty::Int, d, env),
            9 => format!("!size({})", self.expr(Ty::ListInt, d, env)),
            10 => format!(
                "!div({}, {})",
                self.expr(Ty::Int, d, env),
                1 + self.rng.below(4)
            ),
            11 => format!(
                "!find({}, {})",
                self.expr(Ty::Str, d, env),
                self.expr(Ty::Str, d, env)
            ),
            12 => format!("!cast<int>({})", self.expr(Ty::Bits(4), d, env)),
            _ => format!(
                "!foldl(0, {}, acc, x, !add(acc, x))",
                self.expr(Ty::ListInt, d, env)
            ),
        }
    }

    /// `int` or a `bits<N>`: branches of `!if`/`!cond` mix them.
    fn mixed_int_ty(&mut self) -> Ty {
        let n = 1 + self.rng.below(6);
        self.mixed(n)
    }

    /// `int` or `bits<n>`, now and then a `bits` of another width.
    fn mixed(&mut self, n: usize) -> Ty {
        match self.rng.below(100) {
            0..=49 => Ty::Int,
            50..=96 => Ty::Bits(n),
            _ => Ty::Bits(1 + self.rng.below(6)),
        }
    }

    fn cond(&mut self, ty: Ty, d: usize, env: &[(String, Ty)]) -> String {
        let n = 1 + self.rng.below(3);
        let mut arms = Vec::new();
        for i in 0..n {
            let vty = match ty {
                Ty::Int if self.chance(25) => self.mixed_int_ty(),
                Ty::Bits(n) => self.mixed(n),
                _ => ty,
            };
            let c = if i + 1 == n && self.chance(92) {
                "true".to_string()
            } else {
                self.expr(Ty::Bit, d, env)
            };
            arms.push(format!("{c}: {}", self.expr(vty, d, env)));
        }
        format!("!cond({})", arms.join(", "))
    }

    fn bit_expr(&mut self, d: usize, env: &[(String, Ty)]) -> String {
        match self.rng.below(9) {
            0 | 1 => {
                let op = *self.pick(&["!eq", "!ne", "!lt", "!le", "!gt", "!ge"]);
                format!(
                    "{op}({}, {})",
                    self.expr(Ty::Int, d, env),
                    self.expr(Ty::Int, d, env)
                )
            }
            2 => format!("!not({})", self.expr(Ty::Bit, d, env)),
            3 => {
                let op = *self.pick(&["!and", "!or", "!xor"]);
                format!(
                    "{op}({}, {})",
                    self.expr(Ty::Bit, d, env),
                    self.expr(Ty::Bit, d, env)
                )
            }
            4 | 5 => {
                let re = if self.chance(8) {
                    *self.pick(&["\"a**\"", "\"(a|)\"", "\"a{,3}\"", "\"a{2}{3}\""])
                } else {
                    *self.pick(&[
                        "\"^a\"",
                        "\"b$\"",
                        "\"a|b\"",
                        "\"(ab)+\"",
                        "\"[a-c]*\"",
                        "\"^[[:upper:]]\"",
                        "\"a{2}\"",
                        "\"a{1,3}b\"",
                        "\"x_?y\"",
                        "\"^$\"",
                        "\".\"",
                        "\"[[:digit:]]+\"",
                        "\"\\\\.\"",
                    ])
                };
                format!("!match({}, {re})", self.expr(Ty::Str, d, env))
            }
            6 => format!("!empty({})", self.expr(Ty::ListInt, d, env)),
            7 => format!(
                "!eq({}, {})",
                self.expr(Ty::Str, d, env),
                self.expr(Ty::Str, d, env)
            ),
            _ => format!(
                "!if({}, {}, {})",
                self.expr(Ty::Bit, d, env),
                self.expr(Ty::Bit, d, env),
                self.expr(Ty::Bit, d, env)
            ),
        }
    }

    fn bits_expr(&mut self, n: usize, d: usize, env: &[(String, Ty)]) -> String {
        match self.rng.below(6) {
            5 => {
                let from = self.rng.below(3);
                let to = from + n - 1;
                // The range's ends as values: an operator folding to the int, and now and
                // then one that is no int (rejected after the value, as LLVM reads it).
                let to = match self.rng.below(10) {
                    0 | 1 => format!("!add({}, 1)", to as i64 - 1),
                    2 => format!("!eq({to}, {to})"),
                    _ => to.to_string(),
                };
                format!("{}{{{to}...{from}}}", self.expr(Ty::Int, d, env))
            }
            0 | 1 => {
                let (a, b) = if self.chance(50) {
                    (Ty::Bits(n), self.mixed(n))
                } else {
                    (self.mixed(n), Ty::Bits(n))
                };
                format!(
                    "!if({}, {}, {})",
                    self.expr(Ty::Bit, d, env),
                    self.expr(a, d, env),
                    self.expr(b, d, env)
                )
            }
            2 | 3 => self.cond(Ty::Bits(n), d, env),
            _ => {
                let parts: Vec<String> = (0..n).map(|_| self.expr(Ty::Bit, d, env)).collect();
                format!("{{ {} }}", parts.join(", "))
            }
        }
    }

    fn str_expr(&mut self, d: usize, env: &[(String, Ty)]) -> String {
        match self.rng.below(10) {
            // The operator name of a dag, which may have none.
            9 => format!("!getdagopname({})", self.expr(Ty::Dag, d, env)),
            // A literal to replace: mlir-tblgen loops forever on an empty one.
            7 => {
                let from = *self.pick(&["\"a\"", "\"b\"", "\"x_\""]);
                format!(
                    "!subst({from}, {}, {})",
                    self.expr(Ty::Str, d, env),
                    self.expr(Ty::Str, d, env)
                )
            }
            8 => format!(
                "!if({}, {}, {})",
                self.expr(Ty::Bit, d, env),
                self.expr(Ty::Str, d, env),
                self.expr(Ty::Str, d, env)
            ),
            0 => format!(
                "!strconcat({}, {})",
                self.expr(Ty::Str, d, env),
                self.expr(Ty::Str, d, env)
            ),
            1 => format!(
                "{} # {}",
                self.expr(Ty::Str, d, env),
                self.expr(Ty::Str, d, env)
            ),
            2 => {
                let op = *self.pick(&["!toupper", "!tolower"]);
                format!("{op}({})", self.expr(Ty::Str, d, env))
            }
            3 => format!(
                "!substr({}, {}, {})",
                self.expr(Ty::Str, d, env),
                self.rng.below(2),
                self.rng.below(4)
            ),
            4 => self.cond(Ty::Str, d, env),
            5 => format!("!interleave({}, \", \")", self.expr(Ty::ListStr, d, env)),
            _ => format!("!cast<string>({})", self.expr(Ty::Int, d, env)),
        }
    }

    fn list_int_expr(&mut self, d: usize, env: &[(String, Ty)]) -> String {
        match self.rng.below(10) {
            8 => format!("!tail({})", self.expr(Ty::ListInt, d, env)),
            9 => format!(
                "!range({}, {})",
                self.rng.below(3),
                self.expr(Ty::Int, d, env)
            ),
            0 => format!(
                "!listconcat({}, {})",
                self.expr(Ty::ListInt, d, env),
                self.expr(Ty::ListInt, d, env)
            ),
            1 => {
                if self.chance(5) {
                    "!listflatten([])".into()
                } else {
                    format!(
                        "!listflatten([{}, {}])",
                        self.expr(Ty::ListInt, d, env),
                        self.expr(Ty::ListInt, d, env)
                    )
                }
            }
            2 => format!(
                "!foreach(x, {}, !add(x, {}))",
                self.expr(Ty::ListInt, d, env),
                self.expr(Ty::Int, d, env)
            ),
            3 => format!(
                "!filter(x, {}, !gt(x, {}))",
                self.expr(Ty::ListInt, d, env),
                self.rng.below(4)
            ),
            4 => format!("!range({})", self.rng.below(4)),
            5 => format!(
                "!listremove({}, {})",
                self.expr(Ty::ListInt, d, env),
                self.expr(Ty::ListInt, d, env)
            ),
            6 => format!(
                "[{}, {}]",
                self.expr(Ty::Int, d, env),
                self.expr(Ty::Int, d, env)
            ),
            _ => format!(
                "!if({}, {}, {})",
                self.expr(Ty::Bit, d, env),
                self.expr(Ty::ListInt, d, env),
                self.expr(Ty::ListInt, d, env)
            ),
        }
    }

    /// A field list `ty name = value;` over `env` and the fields already there (inherited or
    /// declared before), so a class's values can still hold references to its own fields
    /// when its template arguments are substituted.
    fn body(&mut self, env: &[(String, Ty)], fields: &mut Vec<(String, Ty)>) -> String {
        let mut s = String::new();
        for _ in 0..1 + self.rng.below(4) {
            let ty = self.ty();
            let name = self.fresh("f");
            let value = if self.chance(4) {
                "?".to_string()
            } else {
                let scope: Vec<(String, Ty)> = env.iter().chain(fields.iter()).cloned().collect();
                match ty {
                    Ty::Int if self.chance(40) => self
                        .arg_chooses_field(env, fields, &scope)
                        .unwrap_or_else(|| self.expr(ty, 3, &scope)),
                    Ty::Bits(_) if self.chance(15) => self
                        .cond_over_int_field(ty, fields)
                        .unwrap_or_else(|| self.expr(ty, 3, &scope)),
                    _ => self.expr(ty, 3, &scope),
                }
            };
            s.push_str(&format!("  {} {name} = {value};\n", ty.spelling()));
            fields.push((name, ty));
        }
        s
    }

    /// An `int` value where a template argument chooses between a `bits` field and an
    /// `int`: substituting the argument folds the `!cond`/`!if` while the field is still a
    /// reference, which does not convert to `int`.
    fn arg_chooses_field(
        &mut self,
        env: &[(String, Ty)],
        fields: &[(String, Ty)],
        scope: &[(String, Ty)],
    ) -> Option<String> {
        let of = |vars: &[(String, Ty)], keep: fn(Ty) -> bool| -> Vec<String> {
            vars.iter()
                .filter(|(_, t)| keep(*t))
                .map(|(n, _)| n.clone())
                .collect()
        };
        let bits = of(fields, |t| matches!(t, Ty::Bits(_)));
        let args = of(env, |t| matches!(t, Ty::Bit | Ty::Int));
        if bits.is_empty() || args.is_empty() {
            return None;
        }
        let field = self.pick(&bits).clone();
        let mut arg = self.pick(&args).clone();
        if self.chance(50) {
            arg = format!("!not({arg})");
        }
        let other = self.expr(Ty::Int, 1, scope);
        Some(match self.rng.below(3) {
            0 => format!("!cond({arg}: {field}, true: {other})"),
            1 => format!("!cond({arg}: {other}, true: {field})"),
            _ => format!("!if({arg}, {field}, {other})"),
        })
    }

    /// A `!cond` whose condition compares an `int` field (`!le`, `!lt`, ...): inside a class
    /// the comparison stays unresolved, and a `bits` field's value is converted to its type
    /// (`!cast<bits<N>>` per bit in mlir-tblgen).
    fn cond_over_int_field(&mut self, ty: Ty, fields: &[(String, Ty)]) -> Option<String> {
        let ints: Vec<String> = fields
            .iter()
            .filter(|(_, t)| *t == Ty::Int)
            .map(|(n, _)| n.clone())
            .collect();
        if ints.is_empty() {
            return None;
        }
        let field = self.pick(&ints).clone();
        let op = *self.pick(&["!le", "!lt", "!ge", "!eq"]);
        let bound = self.rng.below(8);
        // Literal arms: mlir-tblgen crashes converting a field's value that does not fit.
        let arm = self.literal(ty);
        let other = self.literal(ty);
        Some(format!(
            "!cond({op}({field}, {bound}): {arm}, true: {other})"
        ))
    }

    fn class(&mut self) {
        let name = self.fresh("C");
        let mut params = Vec::new();
        let mut env: Vec<(String, Ty)> = Vec::new();
        let mut defaulted = false;
        for _ in 0..self.rng.below(4) {
            let ty = self.ty();
            let p = self.fresh("a");
            if defaulted || self.chance(50) {
                defaulted = true;
                let d = self.expr(ty, 2, &env);
                params.push(format!("{} {p} = {d}", ty.spelling()));
                env.push((p.clone(), ty));
                continue;
            }
            params.push(format!("{} {p}", ty.spelling()));
            env.push((p, ty));
        }
        let params_text = if params.is_empty() {
            String::new()
        } else {
            format!("<{}>", params.join(", "))
        };
        let mut supers = String::new();
        let mut fields = Vec::new();
        if !self.classes.is_empty() && self.chance(40) {
            let i = self.rng.below(self.classes.len());
            let args = self.args(i, &env);
            supers = format!(" : {}{args}", self.classes[i].name);
            fields.extend(self.classes[i].fields.iter().cloned());
        }
        let body = self.body(&env, &mut fields);
        self.out
            .push_str(&format!("class {name}{params_text}{supers} {{\n{body}}}\n"));
        let mut declared = Vec::new();
        for (p, ty) in env {
            let has_default = params
                .iter()
                .any(|t| t.starts_with(&format!("{} {p} =", ty.spelling())));
            declared.push((p, ty, has_default));
        }
        self.classes.push(Class {
            name,
            params: declared,
            fields,
        });
    }

    /// Template arguments for class `i`, built over `env`.
    fn args(&mut self, i: usize, env: &[(String, Ty)]) -> String {
        let params: Vec<(Ty, bool)> = self.classes[i]
            .params
            .iter()
            .map(|(_, t, d)| (*t, *d))
            .collect();
        if params.is_empty() {
            return String::new();
        }
        let mut given = Vec::new();
        for (ty, has_default) in params {
            if has_default && self.chance(40) {
                break;
            }
            given.push(self.expr(ty, 2, env));
        }
        format!("<{}>", given.join(", "))
    }

    fn def_with_class(&mut self) {
        if self.classes.is_empty() {
            return self.def();
        }
        let i = self.rng.below(self.classes.len());
        let args = self.args(i, &[]);
        let name = self.fresh("D");
        let class = self.classes[i].name.clone();
        if self.chance(50) {
            self.out.push_str(&format!("def {name} : {class}{args};\n"));
        } else {
            let mut fields = self.classes[i].fields.clone();
            let body = self.body(&[], &mut fields);
            self.out
                .push_str(&format!("def {name} : {class}{args} {{\n{body}}}\n"));
        }
    }

    fn def(&mut self) {
        let mut name = self.fresh("D");
        if self.chance(2) {
            // A name that is no string (LLVM checks it before reading the body).
            name = (*self.pick(&["-1", "5", "!cast<int>(\"3\")"])).to_string();
        }
        let mut fields = Vec::new();
        let body = self.body(&[], &mut fields);
        self.out.push_str(&format!("def {name} {{\n{body}}}\n"));
    }

    fn multiclass(&mut self) {
        let name = self.fresh("M");
        let ty = self.mixed_int_ty();
        let p = self.fresh("p");
        let env = vec![(p.clone(), ty)];
        let mut fields = Vec::new();
        let body_a = self.body(&env, &mut fields);
        let body_b = self.body(&env, &mut fields);
        self.out.push_str(&format!(
            "multiclass {name}<{} {p}> {{\n  def _a {{\n{body_a}  }}\n  def _b {{\n{body_b}  }}\n}}\n",
            ty.spelling()
        ));
        let arg = self.expr(ty, 2, &[]);
        let inst = self.fresh("X");
        self.out
            .push_str(&format!("defm {inst} : {name}<{arg}>;\n"));
    }

    fn let_block(&mut self) {
        if self.classes.is_empty() {
            return self.def();
        }
        let i = self.rng.below(self.classes.len());
        if self.classes[i].fields.is_empty() {
            return self.def();
        }
        let j = self.rng.below(self.classes[i].fields.len());
        let (field, ty) = self.classes[i].fields[j].clone();
        let value = self.expr(ty, 2, &[]);
        let args = self.args(i, &[]);
        let name = self.fresh("D");
        let class = self.classes[i].name.clone();
        self.out.push_str(&format!(
            "let {field} = {value} in\ndef {name} : {class}{args};\n"
        ));
    }

    fn foreach(&mut self) {
        let name = self.fresh("F");
        // mlir-tblgen crashes on a `!logtwo` of a non-positive value in a loop's list.
        let list = self.expr(Ty::ListInt, 2, &[]).replace("!logtwo(", "!not(");
        let env = vec![("i".to_string(), Ty::Int)];
        let mut fields = Vec::new();
        let body = self.body(&env, &mut fields);
        self.out.push_str(&format!(
            "foreach i = {list} in\ndef {name}_#i {{\n{body}}}\n"
        ));
    }

    fn defvar(&mut self) {
        let ty = self.ty();
        let v = self.fresh("v");
        let value = self.expr(ty, 3, &[]);
        let name = self.fresh("D");
        self.out.push_str(&format!(
            "defvar {v} = {value};\ndef {name} {{ {} f = {v}; }}\n",
            ty.spelling()
        ));
    }

    /// An `if` statement around a def.
    fn if_block(&mut self) {
        let cond = self.expr(Ty::Bit, 2, &[]);
        let (a, b) = (self.fresh("D"), self.fresh("D"));
        let mut fields = Vec::new();
        let body = self.body(&[], &mut fields);
        self.out.push_str(&format!(
            "if {cond} then {{\n  def {a} {{\n{body}  }}\n}} else {{\n  def {b};\n}}\n"
        ));
    }

    /// Deeply nested arithmetic.
    fn deep(&mut self) {
        let depth = 30 + self.rng.below(30);
        let mut e = "1".to_string();
        for _ in 0..depth {
            e = format!("!add({e}, 1)");
        }
        let name = self.fresh("D");
        self.out
            .push_str(&format!("def {name} {{ int deep = {e}; }}\n"));
    }
}

/// Template arguments `<a, b>` without their last one (`<a>`, or `<>` from `<a>`); an empty
/// list stays empty. Arguments are split at top-level commas only.
fn fewer_args(args: &str) -> String {
    let Some(inner) = args.strip_prefix('<').and_then(|a| a.strip_suffix('>')) else {
        return args.to_string();
    };
    let mut depth = 0i32;
    let mut last = 0;
    for (i, c) in inner.char_indices() {
        match c {
            '(' | '[' | '<' | '{' => depth += 1,
            ')' | ']' | '>' | '}' => depth -= 1,
            ',' if depth == 0 => last = i,
            _ => {}
        }
    }
    format!("<{}>", &inner[..last])
}

/// Whether a variable of type `have` may stand where `want` is expected.
fn compatible(have: Ty, want: Ty) -> bool {
    have == want
        || matches!(
            (have, want),
            (Ty::Bit, Ty::Int)
                | (Ty::Int, Ty::Bit)
                | (Ty::Bits(_), Ty::Int)
                | (Ty::Int, Ty::Bits(_))
        )
}
