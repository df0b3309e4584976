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
    ResultOp, ResultType, ResultValue, SourceOp, Symbol, SymbolUse, lookup, native_output_name,
};
use crate::model::{Pattern, Pred};
use crate::render::names::camel;
use crate::render::subst;

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
        let mut args = Vec::new();
        for a in &c.args {
            let expr = cx.symbol(a, Want::Value, true)?;
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
                format!("ctx.value_type({expr})")
            } else {
                expr
            });
        }
        let named = [
            ("$_self", args[0].as_str()),
            ("$_ctxt", "ctx"),
            ("$_builder", "ctx"),
        ];
        steps.push(Step {
            kind: "check",
            expr: subst_args(&c.pred.to_expr(), &named, &args),
            name: c.summary.clone(),
            ..Step::default()
        });
    }
    let mut replacement = Vec::new();
    let replacing_from = replacing_start(p);
    for (i, r) in p.results.iter().enumerate() {
        let (var, count) = cx.value(r)?;
        if i >= replacing_from {
            match (r, count) {
                (ResultValue::Native { void: true, .. }, _) => {}
                (ResultValue::Op { .. }, n) => {
                    replacement.extend((0..n).map(|k| format!("ctx.op_result({var}, {k})")));
                }
                _ => replacement.push(var),
            }
        }
    }
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
        uses_loc: cx.uses_loc,
        matched_ops: tblgen_order(&p.source),
    })
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
            if let Some(d) = &o.defined_by {
                nested(d, next, out);
                out.push(format!("op{next}"));
                next += d.preorder().len();
            } else if o.native.is_some() {
                out.push(format!("d{k}_{i}"));
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
        Symbol::Operand { op, operand } => format!("o{op}_{operand}"),
        Symbol::Attr { op, name } => format!("a{op}_{}", crate::render::names::snake(name)),
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
        ..Step::default()
    });
    // The pre-order number of each operand's defining op.
    let mut next = k + 1;
    let mut nested = Vec::new();
    for o in &op.operands {
        match &o.defined_by {
            Some(d) => {
                nested.push(Some(next));
                next += d.preorder().len();
            }
            None => nested.push(None),
        }
    }
    let mut swaps = BTreeMap::new();
    for &e in &op.either {
        swaps.insert(e, (*bit, e + 1));
        swaps.insert(e + 1, (*bit, e));
        *bit += 1;
    }
    for (i, o) in op.operands.iter().enumerate() {
        let var = format!("o{k}_{i}");
        steps.push(Step {
            kind: "operand",
            var: var.clone(),
            op: format!("op{k}"),
            index: i,
            swap: swaps.get(&i).copied(),
            ..Step::default()
        });
        if let Some(pred) = &o.type_pred {
            steps.push(Step {
                kind: "check",
                expr: pred_expr(pred, &format!("ctx.value_type({var})")),
                ..Step::default()
            });
        }
        if let Some(native) = &o.native {
            let def = format!("d{k}_{i}");
            steps.push(Step {
                kind: "defining_op",
                var: def.clone(),
                expr: var.clone(),
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
        if let Some(n) = nested[i] {
            steps.push(Step {
                kind: "defining_op",
                var: format!("op{n}"),
                expr: var,
                ..Step::default()
            });
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
            Symbol::Operand { .. } => {
                if want == Want::Attr {
                    return Err(wrong("a value"));
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
                Ok(format!("ctx.op_result({var}, {index})"))
            }
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
        let (var, n) = self.value_as(v, want)?;
        match (v, n) {
            (ResultValue::Op { .. }, 1) => Ok(format!("ctx.op_result({var}, 0)")),
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
        let p = self.pattern;
        let id = self.next_id;
        self.next_id += 1;
        let mut operands = Vec::new();
        for o in &op.operands {
            operands.push(self.single(o, Want::Value, &op.op)?);
        }
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
        let mut types = Vec::new();
        for t in &op.result_types {
            types.push(match t {
                ResultType::Root { index } => {
                    format!("ctx.value_type(ctx.op_result(op0, {index}))")
                }
                ResultType::Operand { index } => match operands.get(*index) {
                    Some(v) => format!("ctx.value_type({v})"),
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
                ResultType::Transform { index, transformer } => match operands.get(*index) {
                    Some(v) => format!(
                        "{{ let ods_t = ctx.value_type({v}); {} }}",
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
                    let v = self.symbol(name, Want::Value, false)?;
                    format!("ctx.value_type({v})")
                }
            });
        }
        let var = format!("r{id}");
        let loc = match &op.location {
            None => {
                self.uses_loc = true;
                "loc".to_string()
            }
            Some(name) => match lookup(&self.table, name) {
                Ok(SymbolUse {
                    symbol: Symbol::Op { op, .. },
                    result: None,
                }) => format!("ctx.op_loc(op{op})"),
                _ => {
                    return Err(error(
                        p,
                        format!(
                            "`location` takes `$name` of an op of the source pattern; `${name}` \
                             is not one (pattern `{}`)",
                            p.name
                        ),
                    ));
                }
            },
        };
        self.builds.push(Build {
            kind: "op",
            var: var.clone(),
            name: op.op.clone(),
            expr: loc,
            operands,
            optional_attrs: attrs.iter().any(|a| a.2),
            attrs,
            types,
        });
        self.built.insert(id);
        Ok((var, op.result_types.len()))
    }
}
