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

    /// `lhs + rhs`, simplified.
    pub fn add_expr(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match (lhs.as_const(), rhs.as_const()) {
            (Some(a), Some(b)) => return AffineExpr::Const(a.wrapping_add(b)),
            (Some(_), None) => return AffineExpr::add_expr(rhs, lhs),
            (None, Some(0)) => return lhs,
            _ => {}
        }
        if let (AffineExpr::Add(l, lc), Some(c)) = (&lhs, rhs.as_const()) {
            if let Some(c1) = lc.as_const() {
                return AffineExpr::add_expr((**l).clone(), AffineExpr::Const(c1.wrapping_add(c)));
            }
        }
        if let AffineExpr::Add(r1, r2) = &rhs {
            if r2.as_const().is_some() {
                return AffineExpr::add_expr(
                    AffineExpr::add_expr(lhs, (**r1).clone()),
                    (**r2).clone(),
                );
            }
        }
        AffineExpr::Add(Box::new(lhs), Box::new(rhs))
    }

    /// `lhs * rhs`, simplified.
    pub fn mul_expr(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match (lhs.as_const(), rhs.as_const()) {
            (Some(a), Some(b)) => return AffineExpr::Const(a.wrapping_mul(b)),
            (Some(_), None) => return AffineExpr::mul_expr(rhs, lhs),
            (None, Some(1)) => return lhs,
            (None, Some(0)) => return AffineExpr::Const(0),
            _ => {}
        }
        if let (AffineExpr::Mul(l, lc), Some(c)) = (&lhs, rhs.as_const()) {
            if let Some(c1) = lc.as_const() {
                return AffineExpr::mul_expr((**l).clone(), AffineExpr::Const(c1.wrapping_mul(c)));
            }
        }
        if rhs.is_symbolic_or_constant() || !lhs.is_symbolic_or_constant() {
            AffineExpr::Mul(Box::new(lhs), Box::new(rhs))
        } else {
            AffineExpr::Mul(Box::new(rhs), Box::new(lhs))
        }
    }

    /// `lhs floordiv rhs`, simplified.
    pub fn floor_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match (lhs.as_const(), rhs.as_const()) {
            (Some(a), Some(b)) if b != 0 => {
                AffineExpr::Const(a.div_euclid(b) - i64::from(a.rem_euclid(b) != 0 && b < 0))
            }
            (None, Some(1)) => lhs,
            _ => AffineExpr::FloorDiv(Box::new(lhs), Box::new(rhs)),
        }
    }

    /// `lhs ceildiv rhs`, simplified.
    pub fn ceil_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match (lhs.as_const(), rhs.as_const()) {
            (Some(a), Some(b)) if b != 0 => {
                let q = a / b;
                AffineExpr::Const(if (a % b != 0) && ((a < 0) == (b < 0)) {
                    q + 1
                } else {
                    q
                })
            }
            (None, Some(1)) => lhs,
            _ => AffineExpr::CeilDiv(Box::new(lhs), Box::new(rhs)),
        }
    }

    /// `lhs mod rhs`, simplified.
    pub fn modulo(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match (lhs.as_const(), rhs.as_const()) {
            (Some(a), Some(b)) if b != 0 => AffineExpr::Const(a.rem_euclid(b)),
            (None, Some(1)) => AffineExpr::Const(0),
            _ => AffineExpr::Mod(Box::new(lhs), Box::new(rhs)),
        }
    }

    fn write(&self, out: &mut String, strong: bool) {
        match self {
            AffineExpr::Dim(i) => {
                let _ = write!(out, "d{i}");
            }
            AffineExpr::Symbol(i) => {
                let _ = write!(out, "s{i}");
            }
            AffineExpr::Const(c) => {
                let _ = write!(out, "{c}");
            }
            AffineExpr::Mul(l, r) if r.as_const() == Some(-1) => {
                out.push('-');
                l.write(out, true);
            }
            AffineExpr::Mul(l, r) => Self::write_bin(out, l, " * ", r),
            AffineExpr::FloorDiv(l, r) => Self::write_bin(out, l, " floordiv ", r),
            AffineExpr::CeilDiv(l, r) => Self::write_bin(out, l, " ceildiv ", r),
            AffineExpr::Mod(l, r) => Self::write_bin(out, l, " mod ", r),
            AffineExpr::Add(l, r) => {
                if strong {
                    out.push('(');
                }
                l.write(out, false);
                match &**r {
                    AffineExpr::Mul(x, c) if c.as_const().is_some_and(|c| c < 0) => {
                        let c = c.as_const().unwrap_or(0);
                        out.push_str(" - ");
                        if c == -1 {
                            x.write(out, true);
                        } else {
                            x.write(out, true);
                            let _ = write!(out, " * {}", c.unsigned_abs());
                        }
                    }
                    AffineExpr::Const(c) if *c < 0 => {
                        let _ = write!(out, " - {}", c.unsigned_abs());
                    }
                    other => {
                        out.push_str(" + ");
                        other.write(out, false);
                    }
                }
                if strong {
                    out.push(')');
                }
            }
        }
    }

    fn write_bin(out: &mut String, l: &AffineExpr, op: &str, r: &AffineExpr) {
        l.write(out, true);
        out.push_str(op);
        r.write(out, true);
    }
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
    /// True for `(d0, .., dn) -> (d0, .., dn)`.
    pub fn is_identity(&self) -> bool {
        self.num_symbols == 0
            && self.results.len() == self.num_dims as usize
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

#[cfg(test)]
mod tests {
    use super::*;
    use AffineExpr::*;

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
}
