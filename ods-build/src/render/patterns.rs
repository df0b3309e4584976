//! DRR patterns -> views for `patterns.rs.hbs`. Each pattern becomes a list of match steps
//! (check an op, read an operand, its defining op, an attribute, test a constraint) and a
//! list of build steps (a value, a new op) in the order the generated code runs them, with
//! every `$name` resolved to the Rust variable holding it. A symbol that is unbound, used
//! as the wrong kind of entity or before the op it names is built is an error at the
//! pattern.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::diag::Error;
use crate::model::pattern::{
    PatternConstraint, ResultOp, ResultType, ResultValue, SourceOp, Symbol, SymbolUse, lookup,
    native_output_name,
};
use crate::model::{Pattern, Pred};
use crate::names::camel;
use crate::placeholders::subst;

/// The patterns of a file, for the `patterns` partial.
#[derive(Serialize, Default)]
pub struct PatternsView {
    /// In definition order.
    patterns: Vec<PatternView>,
    /// The struct names in the order `populate_with_generated` adds them: by record name,
    /// as upstream's `populateWithGenerated` (so equal benefits are tried in that order).
    populate: Vec<String>,
}

impl PatternsView {
    /// Whether there is nothing to generate.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

#[derive(Serialize)]
struct PatternView {
    /// The struct name.
    name: String,
    /// The record name (the debug name).
    debug_name: String,
    root: String,
    benefit: u16,
    /// 2^(number of `either`s), or 0 when there is none.
    choices: u32,
    steps: Vec<Step>,
    builds: Vec<Build>,
    replacement: Vec<String>,
    /// The replacement values when a group of them is a list (a variadic group, the
    /// results of an op with variadic results): each expression and whether it is a list.
    spread_replacement: Vec<(String, bool)>,
    /// Whether the rewrite uses `loc`.
    uses_loc: bool,
    /// The matched ops whose locations fuse into `loc`, in mlir-tblgen's order.
    matched_ops: Vec<String>,
}

/// One match step; `kind` says which fields matter.
#[derive(Serialize, Default)]
struct Step {
    kind: &'static str,
    var: String,
    op: String,
    name: String,
    index: usize,
    /// For an operand of an `either`: the bit of `choice` that swaps it, and the other index.
    swap: Option<(u32, usize)>,
    num_operands: usize,
    num_results: usize,
    /// The op has variadic or optional operands (results): their number is not checked.
    variable_operands: bool,
    variable_results: bool,
    expr: String,
}

/// One rewrite step; `kind` says which fields matter.
#[derive(Serialize, Default)]
struct Build {
    kind: &'static str,
    var: String,
    expr: String,
    name: String,
    operands: Vec<String>,
    /// Each attribute's name and variable, and whether the variable is an `Option` (an
    /// optional attribute of the source, passed on only when present).
    attrs: Vec<(String, String, bool)>,
    /// Whether an attribute is an `Option`.
    optional_attrs: bool,
    types: Vec<String>,
    /// Operands and result types given as lists where one is a group (a variadic operand,
    /// a root result group): each expression and whether it is a list.
    spread: bool,
    operand_parts: Vec<(String, bool)>,
    type_parts: Vec<(String, bool)>,
}

/// The kind of Rust value a result position needs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Want {
    Value,
    Attr,
}

struct Cx<'p> {
    pattern: &'p Pattern,
    table: BTreeMap<String, Symbol>,
    /// The variables of optional attributes (`Option<Attribute>`, for constraints only).
    optional_attrs: BTreeSet<String>,
    built: BTreeSet<usize>,
    next_id: usize,
    builds: Vec<Build>,
    uses_loc: bool,
}

fn error(p: &Pattern, message: String) -> Error {
    Error::new(p.loc.clone(), message)
}

/// The views of `patterns`.
pub fn patterns_view(patterns: &[Pattern]) -> Result<PatternsView, Error> {
    let mut out = PatternsView::default();
    for (i, p) in patterns.iter().enumerate() {
        out.patterns.push(pattern_view(p, i)?);
    }
    let mut by_record: Vec<&PatternView> = out.patterns.iter().collect();
    by_record.sort_by(|a, b| a.debug_name.cmp(&b.debug_name));
    out.populate = by_record.iter().map(|p| p.name.clone()).collect();
    Ok(out)
}

fn pattern_view(p: &Pattern, index: usize) -> Result<PatternView, Error> {
    let (table, equal) = p.symbols().map_err(|m| error(p, m))?;
    let mut steps = Vec::new();
    let mut bit = 0u32;
    for (k, op) in p.source.preorder().into_iter().enumerate() {
        match_op(op, k, &mut steps, &mut bit);
    }
    for (a, b) in &equal {
        steps.push(Step {
            kind: "equal",
            var: symbol_var(a),
            expr: symbol_var(b),
            ..Step::default()
        });
    }
    let optional_attrs = p
        .source
        .preorder()
        .into_iter()
        .enumerate()
        .flat_map(|(k, op)| {
            op.attributes.iter().filter(|a| a.optional).map(move |a| {
                symbol_var(&Symbol::Attr {
                    op: k,
                    name: a.name.clone(),
                })
            })
        })
        .collect();
    let mut cx = Cx {
        pattern: p,
        table,
        optional_attrs,
        built: BTreeSet::new(),
        next_id: 0,
        builds: Vec::new(),
        uses_loc: false,
    };
    for c in &p.constraints {
        steps.push(constraint_step(&mut cx, c)?);
    }
    let (replacement, spread_replacement) = replacement(&mut cx, &mut steps)?;
    // The record's own name, as upstream names the pattern class, when Rust takes it as a
    // type name (`AddISubConstantRHS`); otherwise its UpperCamelCase form.
    let name = if p.name.starts_with("anonymous_") {
        format!("GeneratedConvert{index}")
    } else if p.name.starts_with(|c: char| c.is_ascii_uppercase()) && !p.name.contains('_') {
        p.name.clone()
    } else {
        camel(&p.name)
    };
    Ok(PatternView {
        name,
        debug_name: p.name.clone(),
        root: p.source.op.clone(),
        benefit: p.benefit,
        choices: if bit == 0 { 0 } else { 1 << bit },
        steps,
        builds: cx.builds,
        replacement,
        spread_replacement,
        uses_loc: cx.uses_loc,
        matched_ops: tblgen_order(&p.source),
    })
}

/// The check of one of the pattern's constraints over its matched entities.
fn constraint_step(cx: &mut Cx<'_>, c: &PatternConstraint) -> Result<Step, Error> {
    let p = cx.pattern;
    let mut args = Vec::new();
    for a in &c.args {
        let mut expr = cx.symbol(a, Want::Value, true)?;
        if cx.is_group(a) {
            if c.on_types {
                return Err(error(
                    p,
                    format!(
                        "`${a}` binds a variadic or optional group, but type constraint `{}` \
                         constrains one value (pattern `{}`)",
                        c.summary, p.name
                    ),
                ));
            }
            // A predicate reads a group as a slice of values.
            expr = format!("&{expr}[..]");
        }
        if c.on_types
            && matches!(
                lookup(&cx.table, a),
                Ok(SymbolUse {
                    symbol: Symbol::Attr { .. },
                    ..
                })
            )
        {
            return Err(error(
                p,
                format!(
                    "`${a}` is an attribute, but type constraint `{}` constrains values \
                     (pattern `{}`)",
                    c.summary, p.name
                ),
            ));
        }
        args.push(if c.on_types {
            format!("ctx.value({expr}).ty()")
        } else {
            expr
        });
    }
    let named = [
        ("$_self", args[0].as_str()),
        ("$_ctxt", "ctx"),
        ("$_builder", "ctx"),
    ];
    Ok(Step {
        kind: "check",
        expr: subst_args(&c.pred.to_expr(), &named, &args),
        name: c.summary.clone(),
        ..Step::default()
    })
}

/// Replacement values, each expression with whether it is a list.
type SpreadValues = Vec<(String, bool)>;

/// The values that replace the root's results: one each (`replacement`), or, when a group
/// stands for many, each with whether it does (`spread_replacement`). Adds to `steps` the
/// check that bound groups replace as many results as the root has.
fn replacement(
    cx: &mut Cx<'_>,
    steps: &mut Vec<Step>,
) -> Result<(Vec<String>, SpreadValues), Error> {
    let p = cx.pattern;
    let mut replacement = Vec::new();
    let mut spread_replacement = Vec::new();
    let replacing_from = replacing_start(p);
    for (i, r) in p.results.iter().enumerate() {
        let (var, count) = cx.value(r)?;
        if i >= replacing_from {
            match (r, count) {
                (ResultValue::Native { void: true, .. }, _) => {}
                (ResultValue::Op { op }, _) if op.has_variable_results() => {
                    spread_replacement.push((
                        format!("ctx.op({var}).results().collect::<::std::vec::Vec<_>>()"),
                        true,
                    ));
                }
                (ResultValue::Op { .. }, n) => {
                    for k in 0..n {
                        spread_replacement.push((format!("ctx.op({var}).result({k})"), false));
                    }
                }
                (ResultValue::Symbol { name }, _) if cx.is_group(name) => {
                    spread_replacement.push((var, true));
                }
                (ResultValue::Variadic { .. }, _) => spread_replacement.push((var, true)),
                _ => spread_replacement.push((var, false)),
            }
        }
    }
    // A bound group replacing root results (`(replaceWithValue $inputs)`) must have as many
    // values as the root has results (upstream asserts so); when every replacement value is
    // a matched one, the pattern does not match otherwise.
    let replaced_by_symbols = p.results[replacing_from.min(p.results.len())..]
        .iter()
        .all(|r| matches!(r, ResultValue::Symbol { .. }));
    if replaced_by_symbols && spread_replacement.iter().any(|(_, many)| *many) {
        let count: Vec<String> = spread_replacement
            .iter()
            .map(|(v, many)| {
                if *many {
                    format!("{v}.len()")
                } else {
                    "1".to_string()
                }
            })
            .collect();
        steps.push(Step {
            kind: "check",
            expr: format!("{} == ctx.op(op0).num_results()", count.join(" + ")),
            ..Step::default()
        });
    }
    if spread_replacement.iter().all(|(_, many)| !many) {
        replacement = std::mem::take(&mut spread_replacement)
            .into_iter()
            .map(|(v, _)| v)
            .collect();
    }
    Ok((replacement, spread_replacement))
}

/// The variables of the matched ops whose locations fuse into the location of the ops a
/// rewrite creates, as mlir-tblgen's `odsLoc` takes them: its `tblgen_ops` holds the root,
/// then each nested op, and each op a native-code matcher (`ConstantLikeMatcher`) matched,
/// once the ops nested in it are matched (post-order below the root); the fused location
/// takes the first as many entries as the pattern has ops.
fn tblgen_order(root: &SourceOp) -> Vec<String> {
    fn nested(op: &SourceOp, k: usize, out: &mut Vec<String>) {
        let mut next = k + 1;
        for (i, o) in op.operands.iter().enumerate() {
            for v in o.values() {
                if let Some(d) = &v.defined_by {
                    nested(d, next, out);
                    out.push(format!("op{next}"));
                    next += d.preorder().len();
                } else if v.native.is_some() {
                    out.push(format!("d{k}_{i}"));
                }
            }
        }
    }
    let mut out = vec!["op0".to_string()];
    nested(root, 0, &mut out);
    out.truncate(root.preorder().len());
    out
}

/// The index of the first result pattern that replaces the root (as the lowering chose).
fn replacing_start(p: &Pattern) -> usize {
    let mut values = 0;
    for (i, r) in p.results.iter().enumerate().rev() {
        if values >= p.source.num_results {
            return i + 1;
        }
        values += match r {
            ResultValue::Op { op } => op.result_types.len(),
            ResultValue::Native { void: true, .. } => 0,
            _ => 1,
        };
    }
    0
}

fn symbol_var(s: &Symbol) -> String {
    match s {
        Symbol::Operand { op, operand } | Symbol::Group { op, operand } => {
            format!("o{op}_{operand}")
        }
        Symbol::Element {
            op,
            operand,
            element,
        } => format!("o{op}_{operand}_{element}"),
        Symbol::Attr { op, name } => format!("a{op}_{}", crate::names::snake(name)),
        Symbol::Op { op, .. } => format!("op{op}"),
        Symbol::ResultOp { id, .. } => format!("r{id}"),
    }
}

/// The match steps of source op `k`; its nested ops get the numbers after it, in
/// pre-order, as [`SourceOp::preorder`] gives them.
fn match_op(op: &SourceOp, k: usize, steps: &mut Vec<Step>, bit: &mut u32) {
    steps.push(Step {
        kind: "op",
        var: format!("op{k}"),
        name: op.op.clone(),
        num_operands: op.operands.len(),
        num_results: op.num_results,
        variable_operands: !op.variable_operands.is_empty(),
        variable_results: !op.variable_results.is_empty(),
        ..Step::default()
    });
    let mut next = k + 1;
    let mut swaps = BTreeMap::new();
    for &e in &op.either {
        swaps.insert(e, (*bit, e + 1));
        swaps.insert(e + 1, (*bit, e));
        *bit += 1;
    }
    let flags = bool_list(&op.variable_operands);
    for (i, o) in op.operands.iter().enumerate() {
        let var = format!("o{k}_{i}");
        if op.variable_operands.is_empty() {
            steps.push(Step {
                kind: "operand",
                var: var.clone(),
                op: format!("op{k}"),
                index: i,
                swap: swaps.get(&i).copied(),
                ..Step::default()
            });
        } else {
            let group = format!(
                "::ods_runtime::rewrite::ods_operand_group(ctx, op{k}, &[{flags}], {}, {i})",
                op.operand_segments
            );
            steps.push(Step {
                kind: if op.is_group(i) { "let" } else { "let_first" },
                var: var.clone(),
                expr: group,
                ..Step::default()
            });
        }
        match &o.elements {
            None => match_value(o, k, i, &var, &mut next, steps),
            Some(elements) => {
                steps.push(Step {
                    kind: "check",
                    expr: format!("{var}.len() == {}", elements.len()),
                    ..Step::default()
                });
                for (e, element) in elements.iter().enumerate() {
                    let evar = format!("{var}_{e}");
                    steps.push(Step {
                        kind: "let",
                        var: evar.clone(),
                        expr: format!("{var}[{e}]"),
                        ..Step::default()
                    });
                    match_value(element, k, i, &evar, &mut next, steps);
                }
            }
        }
    }
    for a in &op.attributes {
        let var = symbol_var(&Symbol::Attr {
            op: k,
            name: a.name.clone(),
        });
        steps.push(Step {
            kind: if a.optional { "optional_attr" } else { "attr" },
            var: var.clone(),
            op: format!("op{k}"),
            name: a.name.clone(),
            expr: a
                .default
                .as_deref()
                .map(|d| subst(d, &[("$_builder", "ctx")]))
                .unwrap_or_default(),
            ..Step::default()
        });
        if let Some(pred) = &a.pred {
            steps.push(Step {
                kind: "check",
                expr: pred_expr(pred, &var),
                ..Step::default()
            });
        }
    }
}

/// A Rust expression of a `Vec<T>` holding `parts` in order: each one value, or a list
/// of them.
fn list_expr(ty: &str, parts: &[(String, bool)]) -> String {
    let slices: Vec<String> = parts
        .iter()
        .map(|(v, many)| {
            if *many {
                format!("&{v}[..]")
            } else {
                format!("&[{v}]")
            }
        })
        .collect();
    format!(
        "{{ let ods_parts: [&[{ty}]; {}] = [{}]; ods_parts.concat() }}",
        slices.len(),
        slices.join(", ")
    )
}

/// `[false, true]` as Rust list items (`false, true`).
fn bool_list(flags: &[bool]) -> String {
    flags
        .iter()
        .map(bool::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The steps matching one value `var` (operand `i` of source op `k`, or an element of
/// it): its type constraint, native matcher and defining op (numbered `next`, which then
/// moves past that op's tree).
fn match_value(
    o: &crate::model::pattern::SourceOperand,
    k: usize,
    i: usize,
    var: &str,
    next: &mut usize,
    steps: &mut Vec<Step>,
) {
    if let Some(pred) = &o.type_pred {
        steps.push(Step {
            kind: "check",
            expr: pred_expr(pred, &format!("ctx.value({var}).ty()")),
            ..Step::default()
        });
    }
    if let Some(native) = &o.native {
        let def = format!("d{k}_{i}");
        steps.push(Step {
            kind: "defining_op",
            var: def.clone(),
            expr: var.to_string(),
            ..Step::default()
        });
        let outs: Vec<String> = native
            .outputs
            .iter()
            .map(|a| {
                symbol_var(&Symbol::Attr {
                    op: k,
                    name: native_output_name(i, &a.name),
                })
            })
            .collect();
        let code = subst(
            &native.code,
            &[
                ("$_self", def.as_str()),
                ("$_ctxt", "ctx"),
                ("$_builder", "ctx"),
            ],
        );
        steps.push(Step {
            kind: "native",
            var: match outs.as_slice() {
                [] => String::new(),
                [one] => one.clone(),
                many => format!("({})", many.join(", ")),
            },
            expr: code,
            ..Step::default()
        });
        for (a, out) in native.outputs.iter().zip(&outs) {
            if let Some(pred) = &a.pred {
                steps.push(Step {
                    kind: "check",
                    expr: pred_expr(pred, out),
                    ..Step::default()
                });
            }
        }
    }
    if let Some(d) = &o.defined_by {
        let n = *next;
        *next += d.preorder().len();
        steps.push(Step {
            kind: "defining_op",
            var: format!("op{n}"),
            expr: var.to_string(),
            ..Step::default()
        });
    }
}

/// `code` with the placeholders `named` and `$0..$N` (for `args`) substituted.
fn subst_args(code: &str, named: &[(&str, &str)], args: &[String]) -> String {
    let positional: Vec<String> = (0..args.len()).map(|i| format!("${i}")).collect();
    let mut pairs = named.to_vec();
    pairs.extend(
        positional
            .iter()
            .map(String::as_str)
            .zip(args.iter().map(String::as_str)),
    );
    subst(code, &pairs)
}

fn pred_expr(pred: &Pred, self_expr: &str) -> String {
    subst(
        &pred.to_expr(),
        &[
            ("$_self", self_expr),
            ("$_ctxt", "ctx"),
            ("$_builder", "ctx"),
        ],
    )
}

impl Cx<'_> {
    /// The Rust expression of symbol `name` as a `want`. `matching`: used by a constraint
    /// (result ops do not exist yet).
    fn symbol(&mut self, name: &str, want: Want, matching: bool) -> Result<String, Error> {
        let p = self.pattern;
        let SymbolUse { symbol, result } = lookup(&self.table, name)
            .map_err(|m| error(p, format!("{m} (pattern `{}`)", p.name)))?;
        let wrong = |what: &str| {
            error(
                p,
                format!(
                    "`${name}` is {what}, but an {} is needed here (pattern `{}`)",
                    if want == Want::Value {
                        "operand value"
                    } else {
                        "attribute"
                    },
                    p.name
                ),
            )
        };
        let var = symbol_var(symbol);
        match symbol {
            Symbol::Attr { .. } => {
                if want == Want::Value && !matching {
                    return Err(wrong("an attribute"));
                }
                if !matching && self.optional_attrs.contains(&var) {
                    return Err(error(
                        p,
                        format!(
                            "`${name}` binds an optional attribute, which may be absent: it can \
                             only be tested in a constraint or passed on as a result op's \
                             attribute (pattern `{}`)",
                            p.name
                        ),
                    ));
                }
                Ok(var)
            }
            Symbol::Operand { .. } | Symbol::Element { .. } => {
                if want == Want::Attr {
                    return Err(wrong("a value"));
                }
                Ok(var)
            }
            Symbol::Group { .. } => {
                if want == Want::Attr {
                    return Err(wrong("a variadic or optional operand group"));
                }
                Ok(var)
            }
            Symbol::Op { num_results, .. } | Symbol::ResultOp { num_results, .. } => {
                if want == Want::Attr {
                    return Err(wrong("an op"));
                }
                if let Symbol::ResultOp { id, .. } = symbol
                    && (matching || !self.built.contains(id))
                {
                    return Err(error(
                        p,
                        format!(
                            "`${name}` names an op of the result patterns that is not built yet \
                             where it is used (pattern `{}`)",
                            p.name
                        ),
                    ));
                }
                let index = match (result, num_results) {
                    (Some(n), _) => n,
                    (None, 1) => 0,
                    (None, n) => {
                        return Err(error(
                            p,
                            format!(
                                "`${name}` names an op with {n} results; write `${name}__N` for \
                                 result N (pattern `{}`)",
                                p.name
                            ),
                        ));
                    }
                };
                Ok(format!("ctx.op({var}).result({index})"))
            }
        }
    }

    /// Whether `name` binds a variadic or optional operand group (a list of values).
    fn is_group(&self, name: &str) -> bool {
        matches!(
            lookup(&self.table, name),
            Ok(SymbolUse {
                symbol: Symbol::Group { .. },
                ..
            })
        )
    }

    /// Emits the builds of `v` as one operand group of a result op: the expression and
    /// whether it is a list of values (a bound group, `(variadic ...)`) or one value.
    fn operand_part(&mut self, v: &ResultValue, user: &str) -> Result<(String, bool), Error> {
        match v {
            ResultValue::Symbol { name } if self.is_group(name) => {
                Ok((self.symbol(name, Want::Value, false)?, true))
            }
            ResultValue::Variadic { values } => {
                let mut parts = Vec::new();
                for value in values {
                    parts.push(self.operand_part(value, user)?);
                }
                let var = self.let_value(list_expr("::ods_runtime::ir::Value", &parts));
                Ok((var, true))
            }
            _ => Ok((self.single(v, Want::Value, user)?, false)),
        }
    }

    /// The location of the matched op bound to `name`, for `(location $name)`.
    fn matched_op_loc(&self, name: &str) -> Result<String, Error> {
        match lookup(&self.table, name) {
            Ok(SymbolUse {
                symbol: Symbol::Op { op, .. },
                result: None,
            }) => Ok(format!("ctx.op(op{op}).loc()")),
            _ => Err(error(
                self.pattern,
                format!(
                    "`location` takes `$name` of an op of the source pattern; `${name}` is not \
                     one (pattern `{}`)",
                    self.pattern.name
                ),
            )),
        }
    }

    fn fresh(&mut self) -> String {
        format!("v{}", self.builds.len())
    }

    /// Emits the builds of result value `v` as an operand value (or, for an op, all its
    /// results): the variable holding it and how many values it gives.
    fn value(&mut self, v: &ResultValue) -> Result<(String, usize), Error> {
        self.value_as(v, Want::Value)
    }

    fn value_as(&mut self, v: &ResultValue, want: Want) -> Result<(String, usize), Error> {
        match v {
            // A symbol is a variable or a result of a matched op: used as it is.
            ResultValue::Symbol { name } => Ok((self.symbol(name, want, false)?, 1)),
            ResultValue::Constant { code } => {
                let expr = subst(code, &[("$_builder", "ctx")]);
                Ok((self.let_value(expr), 1))
            }
            ResultValue::Native { code, args, void } => {
                let mut vars = Vec::new();
                for a in args {
                    let want = match a {
                        ResultValue::Symbol { name } => match lookup(&self.table, name) {
                            Ok(SymbolUse {
                                symbol: Symbol::Attr { .. },
                                ..
                            }) => Want::Attr,
                            _ => Want::Value,
                        },
                        ResultValue::Constant { .. } => Want::Attr,
                        _ => Want::Value,
                    };
                    vars.push(self.single(a, want, "NativeCodeCall")?);
                }
                if code.contains("$_loc") {
                    self.uses_loc = true;
                }
                let named = [("$_builder", "ctx"), ("$_loc", "loc")];
                let expr = subst_args(code, &named, &vars);
                if *void {
                    self.builds.push(Build {
                        kind: "stmt",
                        expr,
                        ..Build::default()
                    });
                    return Ok((String::new(), 0));
                }
                Ok((self.let_value(expr), 1))
            }
            ResultValue::Variadic { .. } => {
                if want == Want::Attr {
                    return Err(error(
                        self.pattern,
                        format!(
                            "`variadic` gives values, not an attribute (pattern `{}`)",
                            self.pattern.name
                        ),
                    ));
                }
                let (var, _) = self.operand_part(v, "variadic")?;
                Ok((var, 1))
            }
            ResultValue::Op { op } => {
                if want == Want::Attr {
                    return Err(error(
                        self.pattern,
                        format!(
                            "op `{}` cannot be an attribute of a result op (pattern `{}`)",
                            op.op, self.pattern.name
                        ),
                    ));
                }
                self.op(op)
            }
        }
    }

    /// Emits the builds of `v` used as one operand or argument of `user`: the expression of
    /// the one value (an op built here must have one result).
    fn single(&mut self, v: &ResultValue, want: Want, user: &str) -> Result<String, Error> {
        let group = match v {
            ResultValue::Symbol { name } if self.is_group(name) => Some(format!("`${name}`")),
            ResultValue::Variadic { .. } => Some("`variadic`".to_string()),
            _ => None,
        };
        if let Some(what) = group {
            return Err(error(
                self.pattern,
                format!(
                    "{what} gives a variadic or optional group of values where one value is \
                     expected by `{user}` (pattern `{}`)",
                    self.pattern.name
                ),
            ));
        }
        let (var, n) = self.value_as(v, want)?;
        match (v, n) {
            (ResultValue::Op { .. }, 1) => Ok(format!("ctx.op({var}).result(0)")),
            (ResultValue::Op { op: inner }, n) => Err(error(
                self.pattern,
                format!(
                    "op `{}` gives {n} results where one value is expected by `{user}`; bind it \
                     and use `$name__N` (pattern `{}`)",
                    inner.op, self.pattern.name
                ),
            )),
            _ => Ok(var),
        }
    }

    fn let_value(&mut self, expr: String) -> String {
        let var = self.fresh();
        self.builds.push(Build {
            kind: "value",
            var: var.clone(),
            expr,
            ..Build::default()
        });
        var
    }

    /// Builds result op `op`: its operands and attributes first. Returns the variable of
    /// the new op and its number of results.
    fn op(&mut self, op: &ResultOp) -> Result<(String, usize), Error> {
        let id = self.next_id;
        self.next_id += 1;
        let mut operands = Vec::new();
        let mut operand_parts = Vec::new();
        for (j, o) in op.operands.iter().enumerate() {
            let part = if op.variable_operands.get(j).copied().unwrap_or(false) {
                self.operand_part(o, &op.op)?
            } else {
                (self.single(o, Want::Value, &op.op)?, false)
            };
            operands.push(part.0.clone());
            operand_parts.push(part);
        }
        let mut attrs = self.op_attrs(op)?;
        let mut types = Vec::new();
        let mut type_parts = Vec::new();
        for t in &op.result_types {
            let (ty, many) = self.result_type(op, t, &operand_parts, &attrs)?;
            types.push(ty.clone());
            type_parts.push((ty, many));
        }
        // `AttrSizedOperandSegments`/`AttrSizedResultSegments`: the sizes of the groups.
        for (present, attr, parts) in [
            (op.operand_segments, "operandSegmentSizes", &operand_parts),
            (op.result_segments, "resultSegmentSizes", &type_parts),
        ] {
            if present {
                let sizes: Vec<String> = parts
                    .iter()
                    .map(|(v, many)| {
                        if *many {
                            format!("{v}.len() as i64")
                        } else {
                            "1".to_string()
                        }
                    })
                    .collect();
                let var = self.let_value(format!(
                    "::ods_runtime::support::segment_attr(ctx, &[{}])",
                    sizes.join(", ")
                ));
                attrs.push((attr.to_string(), var, false));
            }
        }
        let spread = operand_parts
            .iter()
            .chain(&type_parts)
            .any(|(_, many)| *many);
        let var = format!("r{id}");
        let loc = self.op_loc(op)?;
        self.builds.push(Build {
            kind: "op",
            var: var.clone(),
            name: op.op.clone(),
            expr: loc,
            operands,
            optional_attrs: attrs.iter().any(|a| a.2),
            attrs,
            types,
            spread,
            operand_parts,
            type_parts,
        });
        self.built.insert(id);
        Ok((var, op.result_types.len()))
    }

    /// The operand-built op's attributes: `(name, variable, whether it may be absent)`.
    fn op_attrs(&mut self, op: &ResultOp) -> Result<Vec<(String, String, bool)>, Error> {
        let mut attrs = Vec::new();
        for a in &op.attributes {
            // An optional attribute of the source passes on as it is: present or absent.
            if let ResultValue::Symbol { name } = &a.value
                && let Ok(SymbolUse {
                    symbol: s @ Symbol::Attr { .. },
                    result: None,
                }) = lookup(&self.table, name)
                && self.optional_attrs.contains(&symbol_var(s))
            {
                attrs.push((a.name.clone(), symbol_var(s), true));
                continue;
            }
            let (var, _) = self.value_as(&a.value, Want::Attr)?;
            attrs.push((a.name.clone(), var, false));
        }
        Ok(attrs)
    }

    /// One result type of a built op, and whether it is a group of types.
    fn result_type(
        &mut self,
        op: &ResultOp,
        t: &ResultType,
        operand_parts: &[(String, bool)],
        attrs: &[(String, String, bool)],
    ) -> Result<(String, bool), Error> {
        let p = self.pattern;
        if let ResultType::RootGroup { index } = t {
            let root = &p.source;
            let flags = if root.variable_results.is_empty() {
                vec![false; root.num_results]
            } else {
                root.variable_results.clone()
            };
            let var = self.let_value(format!(
                "::ods_runtime::rewrite::ods_result_group(ctx, op0, &[{}], {}, {index}).iter().map(|v| ctx.value(*v).ty()).collect::<::std::vec::Vec<_>>()",
                bool_list(&flags),
                root.result_segments
            ));
            return Ok((var, true));
        }
        let one = match t {
            ResultType::RootGroup { .. } => unreachable!("handled above"),
            ResultType::Root { index } => {
                format!("ctx.value(ctx.op(op0).result({index})).ty()")
            }
            ResultType::Operand { index } => match operand_parts.get(*index) {
                Some((_, true)) => {
                    return Err(error(
                        p,
                        format!(
                            "op `{}` takes its result type from operand {index}, a variadic \
                             or optional group; add `(returnType ...)` (pattern `{}`)",
                            op.op, p.name
                        ),
                    ));
                }
                Some((v, false)) => format!("ctx.value({v}).ty()"),
                None => {
                    return Err(error(
                        p,
                        format!(
                            "op `{}` has no operand {index} (pattern `{}`)",
                            op.op, p.name
                        ),
                    ));
                }
            },
            ResultType::Build { code } => subst(code, &[("$_builder", "ctx")]),
            ResultType::AttrType { name } => match attrs.iter().find(|(n, _, _)| n == name) {
                Some((_, v, false)) => format!("ctx.type_of({v})"),
                _ => {
                    return Err(error(
                        p,
                        format!(
                            "op `{}` is built without attribute `{name}` (or with an \
                             optional one), whose type is its result type (pattern `{}`)",
                            op.op, p.name
                        ),
                    ));
                }
            },
            ResultType::Transform { index, transformer } => match operand_parts.get(*index) {
                Some((v, _)) => format!(
                    "{{ let ods_t = ctx.value({v}).ty(); {} }}",
                    subst(transformer, &[("$_self", "ods_t"), ("$_ctxt", "ctx")])
                ),
                None => {
                    return Err(error(
                        p,
                        format!(
                            "op `{}` has no operand {index} (pattern `{}`)",
                            op.op, p.name
                        ),
                    ));
                }
            },
            ResultType::TypeOf { name } => {
                if self.is_group(name) {
                    return Err(error(
                        p,
                        format!(
                            "`returnType ${name}`: `${name}` binds a variadic or optional \
                             group, not one value (pattern `{}`)",
                            p.name
                        ),
                    ));
                }
                let v = self.symbol(name, Want::Value, false)?;
                format!("ctx.value({v}).ty()")
            }
        };
        Ok((one, false))
    }

    /// The location of a built op.
    fn op_loc(&mut self, op: &ResultOp) -> Result<String, Error> {
        let loc = if let Some(name) = &op.location_name {
            format!(
                "::ods_runtime::Location::name(ctx, {name:?}, ::ods_runtime::Location::unknown(ctx))"
            )
        } else if let Some(fused) = &op.location_fused {
            let mut locs = Vec::new();
            for name in &fused.ops {
                locs.push(self.matched_op_loc(name)?);
            }
            let metadata = match &fused.metadata {
                Some(m) => format!(
                    "::core::option::Option::Some(::ods_runtime::Attribute::string(ctx, {m:?}))"
                ),
                None => "::core::option::Option::None".to_string(),
            };
            format!(
                "::ods_runtime::Location::fused(ctx, &[{}], {metadata})",
                locs.join(", ")
            )
        } else if let Some(name) = &op.location {
            self.matched_op_loc(name)?
        } else {
            self.uses_loc = true;
            "loc".to_string()
        };
        Ok(loc)
    }
}
