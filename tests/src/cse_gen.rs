//! Seeded random functions for the `cse` differential: `arith` operations on a few values,
//! drawn from a small pool so that many compute the same thing, spread over diamonds of
//! blocks (`cf.cond_br` to two blocks joining in a third) and `scf.if` regions, with reads
//! and writes of upstream's test ops between them, some locations unknown and some named,
//! and some results left unused. Every value is used only where it dominates.

use crate::mutate::Rng;

/// The integer operations drawn (all on `i32`).
const BINARY: &[&str] = &[
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.andi",
    "arith.xori",
    "arith.maxsi",
];

/// One function's generator.
pub struct Generator {
    rng: Rng,
    out: String,
    /// The `i32` values in scope, innermost scope last.
    scopes: Vec<Vec<String>>,
    /// The `i1` values in scope, alongside `scopes`.
    conds: Vec<Vec<String>>,
    /// What the operations in scope compute (`arith.addi %v1, %a : i32`), alongside
    /// `scopes`, for repeating: whether the result is an `i1`, and the text.
    forms: Vec<Vec<(bool, String)>>,
    next_value: usize,
    next_block: usize,
    indent: usize,
}

impl Generator {
    /// The generator of function `index` of the sequence `seed`.
    pub fn new(seed: u64, index: u64) -> Self {
        let mut rng = Rng(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        for _ in 0..4 {
            rng.next_u64();
        }
        Generator {
            rng,
            out: String::new(),
            scopes: vec![vec!["%a".into(), "%b".into()]],
            conds: vec![vec!["%c".into()]],
            forms: vec![Vec::new()],
            next_value: 0,
            next_block: 1,
            indent: 1,
        }
    }

    /// The program: one function.
    pub fn program(mut self) -> String {
        self.out
            .push_str("func.func @f(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32) {\n");
        self.cfg_body(2);
        let results: Vec<String> = (0..3).map(|_| self.pick()).collect();
        self.line(&format!("return {} : i32, i32, i32", results.join(", ")));
        self.out.push_str("}\n");
        self.out
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A value in scope, the recent ones likelier.
    fn pick(&mut self) -> String {
        let all: Vec<&String> = self.scopes.iter().flatten().collect();
        let n = all.len();
        let back = self.rng.below(n.min(5));
        if self.rng.below(3) == 0 {
            all[self.rng.below(n)].clone()
        } else {
            all[n - 1 - back].clone()
        }
    }

    fn pick_cond(&mut self) -> String {
        let all: Vec<&String> = self.conds.iter().flatten().collect();
        all[self.rng.below(all.len())].clone()
    }

    fn fresh(&mut self) -> String {
        self.next_value += 1;
        format!("%v{}", self.next_value)
    }

    /// A location suffix: none, unknown, or named.
    fn loc(&mut self) -> String {
        match self.rng.below(6) {
            0 => " loc(unknown)".into(),
            1 => format!(" loc(\"l{}\")", self.rng.below(4)),
            _ => String::new(),
        }
    }

    /// The value of `v`, computing `form`, enters the scope.
    fn define(&mut self, v: String, is_cond: bool, form: String) {
        let values = if is_cond {
            &mut self.conds
        } else {
            &mut self.scopes
        };
        if let Some(scope) = values.last_mut() {
            scope.push(v);
        }
        if let Some(scope) = self.forms.last_mut() {
            scope.push((is_cond, form));
        }
    }

    /// An operation computing what one in scope computes, a commutative one's operands
    /// perhaps swapped; false when there is none.
    fn repeat(&mut self, v: &str, loc: &str) -> bool {
        let all: Vec<(bool, String)> = self.forms.iter().flatten().cloned().collect();
        if all.is_empty() {
            return false;
        }
        let (is_cond, mut form) = all[self.rng.below(all.len())].clone();
        if self.rng.below(2) == 0
            && let Some((name, rest)) = form.split_once(' ')
            && [
                "arith.addi",
                "arith.muli",
                "arith.andi",
                "arith.xori",
                "arith.maxsi",
            ]
            .contains(&name)
            && let Some((operands, ty)) = rest.split_once(" : ")
            && let Some((x, y)) = operands.split_once(", ")
        {
            form = format!("{name} {y}, {x} : {ty}");
        }
        self.line(&format!("{v} = {form}{loc}"));
        self.define(v.to_string(), is_cond, form);
        true
    }

    /// One straight-line operation.
    fn op(&mut self) {
        let loc = self.loc();
        let v = self.fresh();
        if self.rng.below(3) == 0 && self.repeat(&v, &loc) {
            return;
        }
        match self.rng.below(12) {
            0 => {
                let k = self.rng.below(3);
                self.emit(v, false, format!("arith.constant {k} : i32"), &loc);
            }
            1 => {
                let (x, y) = (self.pick(), self.pick());
                let pred = ["slt", "eq"][self.rng.below(2)];
                self.emit(v, true, format!("arith.cmpi {pred}, {x}, {y} : i32"), &loc);
            }
            2 => {
                let (c, x, y) = (self.pick_cond(), self.pick(), self.pick());
                self.emit(v, false, format!("arith.select {c}, {x}, {y} : i32"), &loc);
            }
            3 => {
                let form = "\"test.op_with_memread\"() : () -> i32".to_string();
                self.emit(v, false, form, &loc);
            }
            4 if self.rng.below(2) == 0 => {
                self.line(&format!("\"test.op_with_memwrite\"() : () -> (){loc}"));
            }
            _ => {
                let name = BINARY[self.rng.below(BINARY.len())];
                let (x, y) = (self.pick(), self.pick());
                self.emit(v, false, format!("{name} {x}, {y} : i32"), &loc);
            }
        }
    }

    fn emit(&mut self, v: String, is_cond: bool, form: String, loc: &str) {
        self.line(&format!("{v} = {form}{loc}"));
        self.define(v, is_cond, form);
    }

    /// Straight-line operations and `scf.if`s, `depth` levels deep at most.
    fn straight(&mut self, depth: usize) {
        for _ in 0..1 + self.rng.below(5) {
            if depth > 0 && self.rng.below(5) == 0 {
                self.scf_if(depth - 1);
            } else {
                self.op();
            }
        }
    }

    fn open_scope(&mut self) {
        self.scopes.push(Vec::new());
        self.conds.push(Vec::new());
        self.forms.push(Vec::new());
    }

    fn close_scope(&mut self) {
        self.scopes.pop();
        self.conds.pop();
        self.forms.pop();
    }

    /// A region's operations in a new scope; returns the value it yields.
    fn scoped(&mut self, depth: usize) -> String {
        self.open_scope();
        self.straight(depth);
        let v = self.pick();
        self.close_scope();
        v
    }

    fn scf_if(&mut self, depth: usize) {
        let (r, c) = (self.fresh(), self.pick_cond());
        self.line(&format!("{r} = scf.if {c} -> i32 {{"));
        self.indent += 1;
        let t = self.scoped(depth);
        self.line(&format!("scf.yield {t} : i32"));
        self.indent -= 1;
        self.line("} else {");
        self.indent += 1;
        let e = self.scoped(depth);
        self.line(&format!("scf.yield {e} : i32"));
        self.indent -= 1;
        self.line("}");
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(r);
        }
    }

    /// The blocks of a function body from the current block on: straight-line parts and
    /// diamonds, `depth` levels of diamonds deep at most.
    fn cfg_body(&mut self, depth: usize) {
        for _ in 0..1 + self.rng.below(3) {
            self.straight(2);
            if depth > 0 && self.rng.below(2) == 0 {
                self.diamond(depth - 1);
            }
        }
    }

    fn block_label(&mut self) -> String {
        self.next_block += 1;
        format!("^bb{}", self.next_block)
    }

    /// `cf.cond_br` to two blocks (each possibly with diamonds of its own) that branch to a
    /// join block with one argument each.
    fn diamond(&mut self, depth: usize) {
        let (then, other, join) = (self.block_label(), self.block_label(), self.block_label());
        let c = self.pick_cond();
        self.line(&format!("cf.cond_br {c}, {then}, {other}"));
        for label in [&then, &other] {
            self.indent -= 1;
            self.line(&format!("{label}:"));
            self.indent += 1;
            self.open_scope();
            self.cfg_body(depth);
            let v = self.pick();
            self.close_scope();
            self.line(&format!("cf.br {join}({v} : i32)"));
        }
        let arg = self.fresh();
        self.indent -= 1;
        self.line(&format!("{join}({arg}: i32):"));
        self.indent += 1;
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(arg);
        }
    }
}
