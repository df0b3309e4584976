//! Constraints: predicate trees (CPred leaves combined with And/Or/Neg/Concat/SubstLeaves)
//! and the type, attribute, region and successor constraints built on them.

use serde::{Deserialize, Serialize};

/// A predicate, as ODS's `Pred` hierarchy. Leaves are Rust boolean expressions that may use
/// the placeholders `$_self`, `$_op`, `$_ctxt` and `$name`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Pred {
    /// A Rust boolean expression (`CPred`).
    CPred(String),
    /// All children hold (`And`); true when empty.
    And(Vec<Pred>),
    /// Any child holds (`Or`); false when empty.
    Or(Vec<Pred>),
    /// The child does not hold (`Neg`). In YAML `!neg [<pred>]`: a tagged value cannot be
    /// the whole of another tagged value.
    Neg(#[serde(with = "one_element")] Box<Pred>),
    /// `prefix # child # suffix`, textually (`Concat`).
    Concat {
        /// Text before the child.
        prefix: String,
        /// The wrapped predicate.
        child: Box<Pred>,
        /// Text after the child.
        suffix: String,
    },
    /// Replaces `pattern` by `replacement` in every leaf of `child` (`SubstLeaves`), and in
    /// the text `Concat`s below it add.
    SubstLeaves {
        /// The text to replace.
        pattern: String,
        /// Its replacement.
        replacement: String,
        /// The predicate whose leaves are rewritten.
        child: Box<Pred>,
    },
}

impl Pred {
    /// The always-true predicate.
    pub fn truth() -> Pred {
        Pred::CPred("true".to_string())
    }

    /// True when the predicate is trivially true (checks can be skipped).
    pub fn is_trivially_true(&self) -> bool {
        match self {
            Pred::CPred(code) => strip_parens(code.trim()).trim() == "true",
            Pred::And(children) => children.iter().all(Pred::is_trivially_true),
            Pred::Or(children) => children.iter().any(Pred::is_trivially_true),
            Pred::Neg(_) => false,
            Pred::Concat { .. } => false,
            Pred::SubstLeaves { child, .. } => child.is_trivially_true(),
        }
    }

    /// The predicate as one Rust boolean expression, placeholders still in place, without
    /// redundant outer parentheses.
    pub fn to_expr(&self) -> String {
        strip_parens(&self.expr_with(&[])).to_string()
    }

    fn expr_with(&self, substs: &[(&str, &str)]) -> String {
        match self {
            Pred::CPred(code) => {
                let mut text = code.trim().to_string();
                for (pat, rep) in substs.iter().rev() {
                    text = text.replace(pat, rep);
                }
                text
            }
            Pred::And(children) => combine(children, "&&", "true", substs),
            Pred::Or(children) => combine(children, "||", "false", substs),
            Pred::Neg(child) => paren(&negate(&child.expr_with(substs))),
            Pred::Concat {
                prefix,
                child,
                suffix,
            } => {
                let inner = child.expr_with(substs);
                // After `;`, `{`, `=>` or a closure's parameters the child stands alone: its
                // parentheses would only draw an `unused_parens` warning.
                let p = prefix.trim_end();
                let closure = p.ends_with('|') && !p.ends_with("||");
                let inner = if p.ends_with(';') || p.ends_with('{') || p.ends_with("=>") || closure
                {
                    strip_parens(&inner).to_string()
                } else {
                    inner
                };
                // The text around the child is part of the expression an enclosing
                // `SubstLeaves` rewrites (`$_self.iter().all(...)` of an array property
                // inside an optional one).
                let around = |text: &str| {
                    let mut text = text.to_string();
                    for (pat, rep) in substs.iter().rev() {
                        text = text.replace(pat, rep);
                    }
                    text
                };
                format!("{}{inner}{}", around(prefix), around(suffix))
            }
            Pred::SubstLeaves {
                pattern,
                replacement,
                child,
            } => {
                let mut inner: Vec<(&str, &str)> = substs.to_vec();
                inner.push((pattern.as_str(), replacement.as_str()));
                child.expr_with(&inner)
            }
        }
    }
}

/// True when `s` is one parenthesized group: `(...)` whose first `(` closes at the end.
fn is_wrapped(s: &str) -> bool {
    if !s.starts_with('(') || !s.ends_with(')') {
        return false;
    }
    let mut depth = 0i32;
    let mut in_str = false;
    let mut prev = ' ';
    for (i, c) in s.char_indices() {
        if in_str {
            if c == '"' && prev != '\\' {
                in_str = false;
            }
        } else if c == '"' {
            in_str = true;
        } else if c == '(' {
            depth += 1;
        } else if c == ')' {
            depth -= 1;
            if depth == 0 && i != s.len() - 1 {
                return false;
            }
        }
        prev = c;
    }
    depth == 0
}

/// The negation of the boolean expression `s`, written as a reader would: a sole
/// top-level `==` or `!=` flipped, a negated simple operand un-negated, else `!(s)`
/// (clippy's `nonminimal_bool` flags `!(a == b)` and `!!a`).
pub(crate) fn negate(s: &str) -> String {
    let inner = strip_parens(s.trim());
    let ops = top_level_operators(inner);
    if let [(i, op)] = ops.as_slice() {
        let flipped = match *op {
            "==" => "!=",
            "!=" => "==",
            _ => return format!("!{}", paren(inner)),
        };
        return format!("{}{flipped}{}", &inner[..*i], &inner[i + 2..]);
    }
    if ops.is_empty() && one_operand(inner) {
        return match inner.strip_prefix('!') {
            // `!&x.f()` negates the `&bool` of `x.f()`: its negation is `x.f()`.
            Some(rest) => rest.strip_prefix('&').unwrap_or(rest).to_string(),
            None => format!("!{inner}"),
        };
    }
    format!("!{}", paren(inner))
}

/// Whether `s` is one operand (a path, call or method chain, a group, optionally
/// negated): nothing but groups and strings holds whitespace.
fn one_operand(s: &str) -> bool {
    let (mut depth, mut in_str, mut prev) = (0i32, false, ' ');
    for c in s.chars() {
        if in_str {
            if c == '"' && prev != '\\' {
                in_str = false;
            }
        } else {
            match c {
                '"' => in_str = true,
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                c if depth == 0 && c.is_whitespace() => return false,
                _ => {}
            }
        }
        prev = c;
    }
    !s.is_empty()
}

/// The operators of `s` outside any group or string that bind as loosely as `==` or
/// looser, with their byte offsets: `==`, `!=` and, as "other", `&&`, `||`, the other
/// comparisons, closures, ranges and assignments (casts, arithmetic and bitwise operators
/// bind tighter, so `a as u8 == b` is one comparison).
fn top_level_operators(s: &str) -> Vec<(usize, &'static str)> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let (mut depth, mut in_str, mut i) = (0i32, false, 0usize);
    while i < b.len() {
        let c = b[i];
        if in_str {
            if c == b'\\' {
                i += 1;
            } else if c == b'"' {
                in_str = false;
            }
            i += 1;
            continue;
        }
        match c {
            b'"' => in_str = true,
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            _ if depth != 0 => {}
            b'=' | b'!' if b.get(i + 1) == Some(&b'=') => {
                out.push((i, if c == b'=' { "==" } else { "!=" }));
                i += 2;
                continue;
            }
            b':' if b.get(i + 1) == Some(&b':') => {
                // A path; a turbofish's `<...>` is a group of its own.
                if b.get(i + 2) == Some(&b'<') {
                    let mut angle = 0i32;
                    i += 2;
                    while i < b.len() {
                        match b[i] {
                            b'<' => angle += 1,
                            b'>' => angle -= 1,
                            _ => {}
                        }
                        i += 1;
                        if angle == 0 {
                            break;
                        }
                    }
                    continue;
                }
                i += 2;
                continue;
            }
            // `&&`, `||`, a closure's `|`, comparisons, an assignment: looser than `==`.
            b'&' if b.get(i + 1) == Some(&b'&') => {
                out.push((i, "other"));
                i += 2;
                continue;
            }
            b'|' | b'<' | b'>' | b'=' => out.push((i, "other")),
            b'.' if b.get(i + 1) == Some(&b'.') => out.push((i, "other")),
            _ => {}
        }
        i += 1;
    }
    out
}

/// `s` wrapped in parentheses unless it already is one group.
fn paren(s: &str) -> String {
    if is_wrapped(s) {
        s.to_string()
    } else {
        format!("({s})")
    }
}

/// `s` without its redundant outer parentheses.
pub(crate) fn strip_parens(mut s: &str) -> &str {
    while is_wrapped(s) {
        s = &s[1..s.len() - 1];
    }
    s
}

fn combine(children: &[Pred], op: &str, empty: &str, substs: &[(&str, &str)]) -> String {
    let parts: Vec<String> = children
        .iter()
        .filter(|c| {
            // `true` is the unit of `&&`; dropping it keeps generated checks short.
            !(op == "&&" && c.is_trivially_true())
        })
        .map(|c| c.expr_with(substs))
        .collect();
    match parts.len() {
        0 => empty.to_string(),
        1 => parts.into_iter().next().unwrap_or_default(),
        _ => format!(
            "({})",
            parts
                .iter()
                .map(|p| paren(p))
                .collect::<Vec<_>>()
                .join(&format!(" {op} "))
        ),
    }
}

/// A constraint on a value's type (`TypeConstraint`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TypeConstraint {
    /// The TableGen def this came from (`I32`, `AnyTensor`), if named.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub def_name: Option<String>,
    /// One-line description, used in verifier messages ("32-bit signless integer").
    pub summary: String,
    /// Long description of the constraint (documentation).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// The predicate over `$_self` (a type).
    pub pred: Pred,
    /// Rust expression building the type with `$_builder` (`&mut Context`), when the
    /// constraint names exactly one type (`I32`); lets builders infer result types.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub builder_call: Option<String>,
    /// The class of builtin types the constraint's `cppType` names, as the runtime's
    /// `TypeClass` variant (`Complex` for `::mlir::ComplexType`): a custom format reads a
    /// single type of the constraint as that class.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
}

/// A constraint on a region (`Region`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegionConstraint {
    /// One-line description ("region with 1 blocks").
    pub summary: String,
    /// Long description of the constraint (documentation).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// The predicate over `$_self` (a region).
    pub pred: Pred,
}

/// A constraint on a successor (`Successor`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuccessorConstraint {
    /// One-line description.
    pub summary: String,
    /// Long description of the constraint (documentation).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// The predicate over `$_self` (a block).
    pub pred: Pred,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Pred {
        Pred::CPred(s.to_string())
    }

    #[test]
    fn combinators_render_as_rust() {
        let p = Pred::And(vec![c("a($_self)"), Pred::Neg(Box::new(c("b")))]);
        assert_eq!(p.to_expr(), "(a($_self)) && (!b)");
        assert_eq!(Pred::Or(vec![]).to_expr(), "false");
        assert_eq!(Pred::And(vec![]).to_expr(), "true");
        assert_eq!(Pred::And(vec![c("true"), c("x")]).to_expr(), "x");
    }

    #[test]
    fn negations_read_as_written() {
        assert_eq!(negate("(a(x)) == (b)"), "(a(x)) != (b)");
        assert_eq!(negate("a != b"), "a == b");
        assert_eq!(
            negate("a.is_some_and(|v| v == 1)"),
            "!a.is_some_and(|v| v == 1)"
        );
        assert_eq!(negate("!x.is_some()"), "x.is_some()");
        assert_eq!(negate("!(a && b)"), "(a && b)");
        assert_eq!(negate("a && b == c"), "!(a && b == c)");
        assert_eq!(negate("a as u8 == b"), "a as u8 != b");
        assert_eq!(negate("a < b"), "!(a < b)");
        assert_eq!(negate("f::<u8>(x) == y"), "f::<u8>(x) != y");
        assert_eq!(negate("!a == b"), "!a != b");
        assert_eq!(negate("!&v[..].is_empty()"), "v[..].is_empty()");
    }

    #[test]
    fn subst_leaves_rewrites_only_its_child() {
        let p = Pred::And(vec![
            c("f($_self)"),
            Pred::SubstLeaves {
                pattern: "$_self".into(),
                replacement: "elem($_self)".into(),
                child: Box::new(c("g($_self)")),
            },
        ]);
        assert_eq!(p.to_expr(), "(f($_self)) && (g(elem($_self)))");
        let cat = Pred::Concat {
            prefix: "pre(".into(),
            child: Box::new(c("x")),
            suffix: ")".into(),
        };
        assert_eq!(cat.to_expr(), "pre(x)");
    }
}

/// A boxed predicate written as a one-element sequence (see [`Pred::Neg`]).
mod one_element {
    use super::Pred;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(child: &Pred, s: S) -> Result<S::Ok, S::Error> {
        [child].serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Box<Pred>, D::Error> {
        let [child] = <[Pred; 1]>::deserialize(d)?;
        Ok(Box::new(child))
    }
}
