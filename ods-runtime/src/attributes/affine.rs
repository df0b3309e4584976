//! Affine expressions and maps (`affine_map<(d0)[s0] -> (d0 + s0)>`), built with the same
//! local simplifications MLIR applies on construction (constant folding, constants moved to
//! the right of `+` and `*`, neutral elements dropped) and printed in MLIR's form.

use std::fmt::{self, Write as _};

/// An affine expression over dimensions `d#` and symbols `s#`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    /// `d<n>`
    Dim(u32),
    /// `s<n>`
    Symbol(u32),
    /// An integer constant.
    Const(i64),
    /// `lhs + rhs`
    Add(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs * rhs`
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs floordiv rhs`
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs ceildiv rhs`
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs mod rhs`
    Mod(Box<AffineExpr>, Box<AffineExpr>),
}

impl AffineExpr {
    fn as_const(&self) -> Option<i64> {
        match self {
            AffineExpr::Const(c) => Some(*c),
            _ => None,
        }
    }

    /// True when both are dimensions (or both symbols) and `self` has the higher position:
    /// MLIR orders such operands of `+` and `*` by position.
    fn leaf_after(&self, other: &AffineExpr) -> bool {
        match (self, other) {
            (AffineExpr::Dim(a), AffineExpr::Dim(b))
            | (AffineExpr::Symbol(a), AffineExpr::Symbol(b)) => a > b,
            _ => false,
        }
    }

    /// True when the expression mentions no dimension.
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Symbol(_) | AffineExpr::Const(_) => true,
            AffineExpr::Add(a, b)
            | AffineExpr::Mul(a, b)
            | AffineExpr::FloorDiv(a, b)
            | AffineExpr::CeilDiv(a, b)
            | AffineExpr::Mod(a, b) => a.is_symbolic_or_constant() && b.is_symbolic_or_constant(),
        }
    }

    fn bin(
        make: fn(Box<AffineExpr>, Box<AffineExpr>) -> AffineExpr,
        lhs: AffineExpr,
        rhs: AffineExpr,
    ) -> AffineExpr {
        make(Box::new(lhs), Box::new(rhs))
    }

    /// The expression with symbol `s<i>` renamed `s<i + shift>` (MLIR's `shiftSymbols`).
    pub fn shift_symbols(&self, shift: u32) -> AffineExpr {
        let re = |e: &AffineExpr| Box::new(e.shift_symbols(shift));
        match self {
            AffineExpr::Symbol(i) => AffineExpr::Symbol(i + shift),
            AffineExpr::Dim(_) | AffineExpr::Const(_) => self.clone(),
            AffineExpr::Add(l, r) => AffineExpr::Add(re(l), re(r)),
            AffineExpr::Mul(l, r) => AffineExpr::Mul(re(l), re(r)),
            AffineExpr::FloorDiv(l, r) => AffineExpr::FloorDiv(re(l), re(r)),
            AffineExpr::CeilDiv(l, r) => AffineExpr::CeilDiv(re(l), re(r)),
            AffineExpr::Mod(l, r) => AffineExpr::Mod(re(l), re(r)),
        }
    }

    /// The value of the expression with `d<i>` = `dims[i]` and `s<i>` = `symbols[i]`, in
    /// wrapping 64-bit arithmetic as MLIR folds it; none for a position past the values or
    /// a division (or modulo) by zero or a negative number.
    pub fn eval(&self, dims: &[i64], symbols: &[i64]) -> Option<i64> {
        let both =
            |l: &AffineExpr, r: &AffineExpr| Some((l.eval(dims, symbols)?, r.eval(dims, symbols)?));
        match self {
            AffineExpr::Dim(i) => dims.get(*i as usize).copied(),
            AffineExpr::Symbol(i) => symbols.get(*i as usize).copied(),
            AffineExpr::Const(c) => Some(*c),
            AffineExpr::Add(l, r) => both(l, r).map(|(a, b)| a.wrapping_add(b)),
            AffineExpr::Mul(l, r) => both(l, r).map(|(a, b)| a.wrapping_mul(b)),
            AffineExpr::FloorDiv(l, r) => {
                let (a, b) = both(l, r)?;
                (b > 0).then(|| a.div_euclid(b))
            }
            AffineExpr::CeilDiv(l, r) => {
                let (a, b) = both(l, r)?;
                (b > 0).then(|| a.div_euclid(b) + i64::from(a.rem_euclid(b) != 0))
            }
            AffineExpr::Mod(l, r) => {
                let (a, b) = both(l, r)?;
                (b > 0).then(|| a.rem_euclid(b))
            }
        }
    }

    /// The largest integer known to divide the expression's value.
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Const(c) => c.wrapping_abs(),
            AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => match r.as_const() {
                Some(c) if c != 0 => {
                    let ld = l.largest_known_divisor();
                    if ld % c == 0 {
                        (ld / c).wrapping_abs()
                    } else {
                        1
                    }
                }
                _ => 1,
            },
            AffineExpr::Mul(l, r) => l
                .largest_known_divisor()
                .wrapping_mul(r.largest_known_divisor()),
            AffineExpr::Add(l, r) | AffineExpr::Mod(l, r) => gcd(
                l.largest_known_divisor().unsigned_abs(),
                r.largest_known_divisor().unsigned_abs(),
            ) as i64,
        }
    }

    /// `lhs + rhs` with MLIR's construction-time simplifications: constants folded and
    /// moved right, symbolic terms after dimensional ones, `c1 * e + c2 * e` merged,
    /// `e - (e floordiv q) * q` turned into `e mod q`.
    pub fn add_expr(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
            return AffineExpr::Const(a.wrapping_add(b));
        }
        if lhs.as_const().is_some()
            || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant())
        {
            return AffineExpr::add_expr(rhs, lhs);
        }
        if lhs.leaf_after(&rhs) {
            return AffineExpr::add_expr(rhs, lhs);
        }
        let rhs_const = rhs.as_const();
        if rhs_const == Some(0) {
            return lhs;
        }
        if let (AffineExpr::Add(ll, lr), Some(c)) = (&lhs, rhs_const) {
            if let Some(c1) = lr.as_const() {
                return AffineExpr::add_expr((**ll).clone(), AffineExpr::Const(c1.wrapping_add(c)));
            }
        }
        // c1 * e + c2 * e == (c1 + c2) * e
        let split = |e: &AffineExpr| -> (AffineExpr, i64) {
            if let AffineExpr::Mul(x, c) = e {
                if let Some(c) = c.as_const() {
                    return ((**x).clone(), c);
                }
            }
            (e.clone(), 1)
        };
        let (first, c1) = split(&lhs);
        let (second, c2) = split(&rhs);
        if first == second {
            return AffineExpr::mul_expr(first, AffineExpr::Const(c1.wrapping_add(c2)));
        }
        if let AffineExpr::Add(ll, lr) = &lhs {
            if let Some(c) = lr.as_const() {
                let inner = AffineExpr::add_expr((**ll).clone(), rhs);
                return AffineExpr::add_expr(inner, AffineExpr::Const(c));
            }
        }
        if let AffineExpr::Mul(lrhs, rrhs) = &rhs {
            // lhs + ((lhs floordiv q) * q) * -1  ==  lhs mod q
            if rrhs.as_const() == Some(-1) {
                if let AffineExpr::Mul(llrhs, rlrhs) = &**lrhs {
                    if let AffineExpr::FloorDiv(a, q) = &**llrhs {
                        if **q == **rlrhs && **a == lhs {
                            return AffineExpr::modulo(lhs, (**rlrhs).clone());
                        }
                    }
                    return Self::bin(AffineExpr::Add, lhs, rhs);
                }
            }
            // lhs + (lhs floordiv q) * -q  ==  lhs mod q
            if let AffineExpr::FloorDiv(a, q) = &**lrhs {
                let neg = AffineExpr::mul_expr((**rrhs).clone(), AffineExpr::Const(-1));
                if **a == lhs && **q == neg {
                    return AffineExpr::modulo(lhs, (**q).clone());
                }
            }
        }
        Self::bin(AffineExpr::Add, lhs, rhs)
    }

    /// `lhs * rhs` with MLIR's simplifications: constants folded and moved right (after a
    /// symbolic factor), `* 1` and `* 0` folded, successive constant factors merged.
    pub fn mul_expr(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
            return AffineExpr::Const(a.wrapping_mul(b));
        }
        if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
            return Self::bin(AffineExpr::Mul, lhs, rhs);
        }
        if !rhs.is_symbolic_or_constant() || lhs.as_const().is_some() {
            return AffineExpr::mul_expr(rhs, lhs);
        }
        if lhs.leaf_after(&rhs) {
            return AffineExpr::mul_expr(rhs, lhs);
        }
        let rhs_const = rhs.as_const();
        match rhs_const {
            Some(1) => return lhs,
            Some(0) => return AffineExpr::Const(0),
            _ => {}
        }
        if let AffineExpr::Mul(ll, lr) = &lhs {
            if let Some(c1) = lr.as_const() {
                if let Some(c) = rhs_const {
                    return AffineExpr::mul_expr(
                        (**ll).clone(),
                        AffineExpr::Const(c1.wrapping_mul(c)),
                    );
                }
                let inner = AffineExpr::mul_expr((**ll).clone(), rhs);
                return AffineExpr::mul_expr(inner, AffineExpr::Const(c1));
            }
        }
        Self::bin(AffineExpr::Mul, lhs, rhs)
    }

    /// `lhs floordiv rhs` with MLIR's simplifications.
    pub fn floor_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let Some(c) = rhs.as_const().filter(|c| *c >= 1) else {
            return Self::bin(AffineExpr::FloorDiv, lhs, rhs);
        };
        if let Some(a) = lhs.as_const() {
            return AffineExpr::Const(a.div_euclid(c));
        }
        if c == 1 {
            return lhs;
        }
        if let AffineExpr::Mul(ll, lr) = &lhs {
            if let Some(k) = lr.as_const() {
                if k % c == 0 {
                    return AffineExpr::mul_expr((**ll).clone(), AffineExpr::Const(k / c));
                }
            }
        }
        if let AffineExpr::Add(ll, lr) = &lhs {
            if ll.largest_known_divisor() % c == 0 || lr.largest_known_divisor() % c == 0 {
                let a = AffineExpr::floor_div((**ll).clone(), AffineExpr::Const(c));
                let b = AffineExpr::floor_div((**lr).clone(), AffineExpr::Const(c));
                return AffineExpr::add_expr(a, b);
            }
        }
        Self::bin(AffineExpr::FloorDiv, lhs, rhs)
    }

    /// `lhs ceildiv rhs` with MLIR's simplifications.
    pub fn ceil_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let Some(c) = rhs.as_const().filter(|c| *c >= 1) else {
            return Self::bin(AffineExpr::CeilDiv, lhs, rhs);
        };
        if let Some(a) = lhs.as_const() {
            let q = a.div_euclid(c);
            return AffineExpr::Const(if a.rem_euclid(c) != 0 { q + 1 } else { q });
        }
        if c == 1 {
            return lhs;
        }
        if let AffineExpr::Mul(ll, lr) = &lhs {
            if let Some(k) = lr.as_const() {
                if k % c == 0 {
                    return AffineExpr::mul_expr((**ll).clone(), AffineExpr::Const(k / c));
                }
            }
        }
        Self::bin(AffineExpr::CeilDiv, lhs, rhs)
    }

    /// `lhs mod rhs` with MLIR's simplifications.
    pub fn modulo(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let Some(c) = rhs.as_const().filter(|c| *c >= 1) else {
            return Self::bin(AffineExpr::Mod, lhs, rhs);
        };
        if let Some(a) = lhs.as_const() {
            return AffineExpr::Const(a.rem_euclid(c));
        }
        if lhs.largest_known_divisor() % c == 0 {
            return AffineExpr::Const(0);
        }
        if let AffineExpr::Add(ll, lr) = &lhs {
            if ll.largest_known_divisor() % c == 0 {
                return AffineExpr::modulo((**lr).clone(), AffineExpr::Const(c));
            }
            if lr.largest_known_divisor() % c == 0 {
                return AffineExpr::modulo((**ll).clone(), AffineExpr::Const(c));
            }
        }
        if let AffineExpr::Mod(ll, lr) = &lhs {
            if let Some(k) = lr.as_const() {
                if k >= 1 && k.rem_euclid(c) == 0 {
                    return AffineExpr::modulo((**ll).clone(), AffineExpr::Const(c));
                }
            }
        }
        Self::bin(AffineExpr::Mod, lhs, rhs)
    }

    /// Writes the expression; `strong` is set where a binary operation needs parentheses
    /// (operands of `*`, `floordiv`, `ceildiv`, `mod` and of negation).
    fn write(&self, out: &mut String, strong: bool) {
        let (l, r, spelling) = match self {
            AffineExpr::Dim(i) => {
                let _ = write!(out, "d{i}");
                return;
            }
            AffineExpr::Symbol(i) => {
                let _ = write!(out, "s{i}");
                return;
            }
            AffineExpr::Const(c) => {
                let _ = write!(out, "{c}");
                return;
            }
            AffineExpr::Add(l, r) => (l, r, None),
            AffineExpr::Mul(l, r) => (l, r, Some(" * ")),
            AffineExpr::FloorDiv(l, r) => (l, r, Some(" floordiv ")),
            AffineExpr::CeilDiv(l, r) => (l, r, Some(" ceildiv ")),
            AffineExpr::Mod(l, r) => (l, r, Some(" mod ")),
        };
        if strong {
            out.push('(');
        }
        match spelling {
            Some(" * ") if r.as_const() == Some(-1) => {
                out.push('-');
                l.write(out, true);
            }
            Some(op) => {
                l.write(out, true);
                out.push_str(op);
                r.write(out, true);
            }
            None => Self::write_sum(out, l, r),
        }
        if strong {
            out.push(')');
        }
    }

    /// `l + r`, printed as a subtraction when `r` is negative or a negative multiple.
    fn write_sum(out: &mut String, l: &AffineExpr, r: &AffineExpr) {
        if let AffineExpr::Mul(x, c) = r {
            match c.as_const() {
                Some(-1) => {
                    l.write(out, false);
                    out.push_str(" - ");
                    x.write(out, matches!(**x, AffineExpr::Add(..)));
                    return;
                }
                Some(c) if c < -1 => {
                    l.write(out, false);
                    out.push_str(" - ");
                    x.write(out, true);
                    let _ = write!(out, " * {}", c.unsigned_abs());
                    return;
                }
                _ => {}
            }
        }
        if let Some(c) = r.as_const() {
            if c < 0 {
                l.write(out, false);
                let _ = write!(out, " - {}", c.unsigned_abs());
                return;
            }
        }
        l.write(out, false);
        out.push_str(" + ");
        r.write(out, false);
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.write(&mut s, false);
        f.write_str(&s)
    }
}

/// `(d0, ..)[s0, ..] -> (results)`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Result expressions.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// True for the map with no dimensions, symbols or results (MLIR's `isEmpty`).
    pub fn is_empty(&self) -> bool {
        self.num_dims == 0 && self.num_symbols == 0 && self.results.is_empty()
    }

    /// MLIR's `concatAffineMaps`: the results of every map in order, over as many
    /// dimensions as the widest map has and the symbols of all maps, renumbered one map
    /// after the other.
    pub fn concat(maps: &[AffineMap]) -> AffineMap {
        let mut out = AffineMap {
            num_dims: 0,
            num_symbols: 0,
            results: Vec::new(),
        };
        for m in maps {
            out.results
                .extend(m.results.iter().map(|r| r.shift_symbols(out.num_symbols)));
            out.num_symbols += m.num_symbols;
            out.num_dims = out.num_dims.max(m.num_dims);
        }
        out
    }

    /// MLIR's `inversePermutation`: the map taking the results back to the dimensions,
    /// built from the first result naming each dimension (results that are not a bare
    /// dimension are skipped, symbols are not looked at); none when some dimension is named
    /// by no result. The empty map is its own inverse.
    pub fn inverse_permutation(&self) -> Option<AffineMap> {
        if self.is_empty() {
            return Some(self.clone());
        }
        let mut exprs: Vec<Option<AffineExpr>> = vec![None; self.num_dims as usize];
        for (i, r) in self.results.iter().enumerate() {
            if let AffineExpr::Dim(d) = r {
                let slot = exprs.get_mut(*d as usize)?;
                if slot.is_none() {
                    *slot = Some(AffineExpr::Dim(u32::try_from(i).ok()?));
                }
            }
        }
        let results: Option<Vec<AffineExpr>> = exprs.into_iter().collect();
        Some(AffineMap {
            num_dims: u32::try_from(self.results.len()).ok()?,
            num_symbols: 0,
            results: results?,
        })
    }

    /// MLIR's `AffineMap::compose(ArrayRef<int64_t>)`: the results with the dimensions
    /// replaced by `values`; none when the map has symbols, names a dimension past
    /// `values`, or divides by zero.
    pub fn compose_values(&self, values: &[i64]) -> Option<Vec<i64>> {
        if self.num_symbols != 0 {
            return None;
        }
        self.results.iter().map(|r| r.eval(values, &[])).collect()
    }

    /// True for `(d0, .., dn)[..] -> (d0, .., dn)` (symbols do not matter, as in MLIR).
    pub fn is_identity(&self) -> bool {
        self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == AffineExpr::Dim(i as u32))
    }
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dims: Vec<String> = (0..self.num_dims).map(|i| format!("d{i}")).collect();
        write!(f, "({})", dims.join(", "))?;
        if self.num_symbols > 0 {
            let syms: Vec<String> = (0..self.num_symbols).map(|i| format!("s{i}")).collect();
            write!(f, "[{}]", syms.join(", "))?;
        }
        let results: Vec<String> = self.results.iter().map(|e| e.to_string()).collect();
        write!(f, " -> ({})", results.join(", "))
    }
}

/// `(d0, ..)[s0, ..] : (c0 >= 0, c1 == 0, ..)`: a conjunction of affine constraints.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Constraint expressions, each compared with zero.
    pub constraints: Vec<AffineExpr>,
    /// Per constraint: `== 0` (true) or `>= 0` (false).
    pub eq_flags: Vec<bool>,
}

impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dims: Vec<String> = (0..self.num_dims).map(|i| format!("d{i}")).collect();
        write!(f, "({})", dims.join(", "))?;
        if self.num_symbols > 0 {
            let syms: Vec<String> = (0..self.num_symbols).map(|i| format!("s{i}")).collect();
            write!(f, "[{}]", syms.join(", "))?;
        }
        let cs: Vec<String> = self
            .constraints
            .iter()
            .zip(&self.eq_flags)
            .map(|(c, eq)| format!("{c} {} 0", if *eq { "==" } else { ">=" }))
            .collect();
        write!(f, " : ({})", cs.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AffineExpr::*;

    #[test]
    fn canonical_order_and_folding() {
        let sub = |a, b| AffineExpr::add_expr(a, AffineExpr::mul_expr(b, Const(-1)));
        assert_eq!(
            AffineExpr::add_expr(Symbol(0), Dim(1)).to_string(),
            "d1 + s0"
        );
        assert_eq!(AffineExpr::add_expr(Dim(1), Dim(0)).to_string(), "d0 + d1");
        assert_eq!(
            AffineExpr::mul_expr(Symbol(1), Symbol(0)).to_string(),
            "s0 * s1"
        );
        assert_eq!(sub(Dim(0), Dim(0)).to_string(), "0");
        let fd = AffineExpr::floor_div(Dim(0), Const(4));
        let e = sub(Dim(0), AffineExpr::mul_expr(fd, Const(4)));
        assert_eq!(e.to_string(), "d0 mod 4");
        let m = AffineExpr::modulo(Dim(0), Const(4));
        assert_eq!(
            AffineExpr::mul_expr(m, Const(3)).to_string(),
            "(d0 mod 4) * 3"
        );
        let neg = AffineExpr::mul_expr(AffineExpr::floor_div(Symbol(1), Symbol(0)), Const(-1));
        assert_eq!(neg.to_string(), "-(s1 floordiv s0)");
        let e = AffineExpr::modulo(AffineExpr::mul_expr(Dim(0), Const(3)), Const(3));
        assert_eq!(e.to_string(), "0");
    }

    #[test]
    fn simplify_and_print() {
        let e = AffineExpr::add_expr(Const(2), AffineExpr::mul_expr(Const(3), Dim(0)));
        assert_eq!(e.to_string(), "d0 * 3 + 2");
        let e = AffineExpr::add_expr(Dim(0), AffineExpr::mul_expr(Symbol(0), Const(-1)));
        assert_eq!(e.to_string(), "d0 - s0");
        let e = AffineExpr::add_expr(AffineExpr::add_expr(Dim(0), Const(1)), Const(-3));
        assert_eq!(e.to_string(), "d0 - 2");
        let e = AffineExpr::mul_expr(AffineExpr::add_expr(Dim(0), Dim(1)), Const(2));
        assert_eq!(e.to_string(), "(d0 + d1) * 2");
        let m = AffineMap {
            num_dims: 2,
            num_symbols: 1,
            results: vec![Dim(1), Symbol(0)],
        };
        assert_eq!(m.to_string(), "(d0, d1)[s0] -> (d1, s0)");
    }

    #[test]
    fn concat_invert_and_compose() {
        let map = |n, s, r| AffineMap {
            num_dims: n,
            num_symbols: s,
            results: r,
        };
        let a = map(2, 0, vec![Dim(1), Dim(0)]);
        let b = map(3, 1, vec![Dim(2), Symbol(0)]);
        let c = AffineMap::concat(&[b.clone(), map(1, 1, vec![Symbol(0)])]);
        assert_eq!(c.to_string(), "(d0, d1, d2)[s0, s1] -> (d2, s0, s1)");
        let ab = AffineMap::concat(&[a.clone(), map(2, 0, vec![Dim(0)])]);
        let inv = ab.inverse_permutation().unwrap();
        assert_eq!(inv.to_string(), "(d0, d1, d2) -> (d1, d0)");
        assert_eq!(inv.compose_values(&[7, 5, 5]), Some(vec![5, 7]));
        assert_eq!(map(2, 0, vec![Dim(0)]).inverse_permutation(), None);
        assert_eq!(
            b.inverse_permutation().map(|m| m.to_string()),
            None::<String>
        );
        let e = AffineExpr::add_expr(AffineExpr::mul_expr(Dim(0), Const(3)), Dim(1));
        assert_eq!(
            map(2, 0, vec![e.clone()]).compose_values(&[2, 4]),
            Some(vec![10])
        );
        assert_eq!(map(2, 0, vec![e]).compose_values(&[2]), None);
        let fd = AffineExpr::ceil_div(Dim(0), Const(4));
        assert_eq!(map(1, 0, vec![fd]).compose_values(&[9]), Some(vec![3]));
    }
}
