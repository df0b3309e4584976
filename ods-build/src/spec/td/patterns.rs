//! `Pattern` and `Pat` records (DRR) -> [`Pattern`]. The ops a pattern names may come from
//! any file (a `Canonicalization.td` includes the ops' `.td`); only patterns of the main
//! file are lowered. Every DRR feature ods-build does not generate (native matchers in the
//! source, `location`, `variadic`, supplemental patterns, variadic or optional values, ops
//! with properties) is a diagnostic at the pattern, as are unknown ops, wrong argument
//! counts and results whose types cannot be derived.

use crate::diag::Anchor;
use crate::model::code::Kind;
use crate::model::pattern::{
    FusedLocation, PatternConstraint, ResultAttr, ResultOp, ResultType, ResultValue, SourceAttr,
    SourceNative, SourceOp, SourceOperand,
};
use crate::model::{ArgKind, Arity, AttrKind, Operator, Pattern, Pred};
use crate::spec::records::{Dag, Rec, Val};

use super::Lower;

/// The directives of `mlir/IR/PatternBase.td`.
const DIRECTIVES: &[&str] = &[
    "either",
    "replaceWithValue",
    "returnType",
    "location",
    "variadic",
    "addBenefit",
];

/// What a `location` directive gives a result op: one matched op's location, a name
/// location, or fused locations (one of the three).
#[derive(Default)]
struct Location {
    op: Option<String>,
    name: Option<String>,
    fused: Option<FusedLocation>,
}

/// One argument slot of an op in a pattern.
enum Slot<'o> {
    Operand,
    Attr(&'o crate::model::NamedAttr),
}

/// The argument slots of `op` in `arguments` order: operands and stored attributes.
fn slots(op: &Operator) -> Vec<Slot<'_>> {
    let stored: Vec<&crate::model::NamedAttr> = op
        .attributes
        .iter()
        .filter(|a| matches!(a.kind, AttrKind::Native))
        .collect();
    let mut attrs = stored.into_iter();
    op.argument_kinds()
        .into_iter()
        .filter_map(|k| match k {
            ArgKind::Operand => Some(Slot::Operand),
            ArgKind::Attribute => attrs.next().map(Slot::Attr),
            ArgKind::Property => None,
        })
        .collect()
}

impl<'a> Lower<'a> {
    /// The patterns the main file defines, in definition order.
    pub(super) fn patterns(&mut self) -> Vec<Pattern> {
        let set = self.set;
        let main: Vec<&Rec> = set
            .derived_from("Pattern")
            .filter(|r| self.in_main(r) && !self.names_left_out_op(r))
            .collect();
        main.into_iter().filter_map(|r| self.pattern(r)).collect()
    }

    /// Whether pattern `rec` names an op this spec would generate but the selection leaves
    /// out (`Config::op_exclude_regex`): the pattern is left out with it.
    fn names_left_out_op(&self, rec: &Rec) -> bool {
        fn walk(cx: &Lower<'_>, v: &Val) -> bool {
            match v {
                Val::Dag(d) => {
                    let left_out = cx
                        .set
                        .get(&d.op)
                        .is_some_and(|op| op.is_a("Op") && cx.generates(op) && !cx.selected_op(op));
                    left_out || d.args.iter().any(|(a, _)| walk(cx, a))
                }
                Val::List(l) => l.iter().any(|a| walk(cx, a)),
                _ => false,
            }
        }
        if self.selection.is_everything() {
            return false;
        }
        ["sourcePattern", "resultPatterns"]
            .iter()
            .filter_map(|f| rec.field(f))
            .any(|v| walk(self, v))
    }

    /// Reports `message` at `text` inside pattern `rec` (at the record when the text is
    /// not found verbatim).
    fn pat_error(&mut self, rec: &Rec, text: &str, message: String) {
        self.diags.error_at(
            &rec.loc,
            Anchor::Text {
                text: text.to_string(),
                offset: 0,
            },
            message,
        );
    }

    fn pattern(&mut self, rec: &Rec) -> Option<Pattern> {
        let before = self.diags.len();
        let supplemental =
            matches!(rec.field("supplementalPatterns"), Some(Val::List(l)) if !l.is_empty());
        if supplemental {
            self.pat_error(
                rec,
                &rec.name,
                format!(
                    "supplemental patterns of `{}` are not supported by ods-build; build the \
                     extra ops in the result patterns",
                    rec.name
                ),
            );
        }
        let Some(Val::Dag(src)) = rec.field("sourcePattern") else {
            self.pat_error(
                rec,
                &rec.name,
                format!("pattern `{}` has no source dag", rec.name),
            );
            return None;
        };
        let mut count = 0usize;
        let source = self.source_op(rec, src, None, &mut count)?;
        let delta = match rec.field("benefitDelta") {
            Some(Val::Dag(d)) if d.op == "addBenefit" => match d.args.as_slice() {
                [(Val::Int(n), _)] => *n,
                _ => {
                    self.pat_error(
                        rec,
                        "addBenefit",
                        "`addBenefit` takes one integer: `(addBenefit 2)`".into(),
                    );
                    0
                }
            },
            _ => 0,
        };
        let benefit = count as i64 + delta;
        if !(0..=i64::from(u16::MAX)).contains(&benefit) {
            self.pat_error(
                rec,
                "addBenefit",
                format!(
                    "the benefit of `{}` is {benefit} ({count} matched op(s) plus {delta}); it \
                     must be between 0 and 65535",
                    rec.name
                ),
            );
        }
        let result_dags: Vec<&Val> = match rec.field("resultPatterns") {
            Some(Val::List(l)) => l.iter().collect(),
            _ => Vec::new(),
        };
        // Which result patterns replace the root: the last ones, one value each (an op
        // built for the root gives all its results).
        let root_results = source.num_results;
        let mut results = Vec::new();
        let mut values_after = 0usize;
        let mut replacing = vec![None; result_dags.len()];
        for (i, v) in result_dags.iter().enumerate().rev() {
            if values_after >= root_results {
                break;
            }
            let n = match v {
                Val::Dag(d) if self.op_record(d).is_some() => self
                    .op_record(d)
                    .and_then(|r| self.pattern_op(r))
                    .map_or(1, |o| o.results.len()),
                _ if self.is_void_native(v) => 0,
                _ => 1,
            };
            values_after += n;
            replacing[i] = Some(root_results.saturating_sub(values_after));
        }
        if values_after != root_results {
            self.pat_error(
                rec,
                &rec.name,
                format!(
                    "the result patterns of `{}` give {values_after} value(s) to replace the {root_results} \
                     result(s) of `{}`",
                    rec.name, source.op
                ),
            );
        }
        for (v, first) in result_dags.iter().zip(replacing) {
            let value = if self.is_void_native(v) {
                self.void_native(rec, v)
            } else {
                self.result_value(rec, v, None, first)
            };
            if let Some(r) = value {
                results.push(r);
            }
        }
        // A root with variadic or optional results is replaced group by group: an op
        // replacing it takes the types of the root's result groups.
        if !source.variable_results.is_empty() {
            for r in &mut results {
                root_types_by_group(r);
            }
        }
        let mut constraints = Vec::new();
        if let Some(Val::List(items)) = rec.field("constraints") {
            for item in items {
                if let Some(c) = self.pattern_constraint(rec, item) {
                    constraints.push(c);
                }
            }
        }
        if self.diags.len() != before {
            return None;
        }
        Some(Pattern {
            name: rec.name.clone(),
            benefit: benefit.clamp(0, i64::from(u16::MAX)) as u16,
            source,
            results,
            constraints,
            loc: rec.loc.clone(),
        })
    }

    /// Whether `v` calls a `NativeCodeCallVoid` (`numReturns` 0).
    fn is_void_native(&self, v: &Val) -> bool {
        let name = match v {
            Val::Def(d) => d,
            Val::Dag(d) => &d.op,
            _ => return false,
        };
        self.set.get(name).is_some_and(|r| {
            r.is_a("NativeCodeCall") && matches!(r.field("numReturns"), Some(Val::Int(0)))
        })
    }

    /// The op record a dag's operator names, if it is an op.
    fn op_record(&self, dag: &Dag) -> Option<&'a Rec> {
        self.set.get(&dag.op).filter(|r| r.is_a("Op"))
    }

    /// The model of an op a pattern names (lowered once; it may live in an included file).
    fn pattern_op(&mut self, rec: &Rec) -> Option<Operator> {
        if let Some(op) = self.pattern_ops.get(&rec.name) {
            return op.clone();
        }
        // Lowering an included op must not add its interfaces to this spec's output.
        let interfaces = std::mem::take(&mut self.interfaces);
        let effects = self.op_effects.take();
        let op = self.op(rec);
        self.interfaces = interfaces;
        self.op_effects = effects;
        self.pattern_ops.insert(rec.name.clone(), op.clone());
        op
    }

    /// The full name and model of the op `dag` names, or a diagnostic.
    fn dag_op(&mut self, pat: &Rec, dag: &Dag, place: &str) -> Option<(String, Operator)> {
        if DIRECTIVES.contains(&dag.op.as_str()) {
            self.pat_error(
                pat,
                &dag.op,
                format!(
                    "`{}` is not supported {place} by ods-build (pattern `{}`)",
                    dag.op, pat.name
                ),
            );
            return None;
        }
        let Some(rec) = self.op_record(dag) else {
            let what = match self.set.get(&dag.op) {
                Some(r) if r.is_a("NativeCodeCall") => format!(
                    "a `NativeCodeCall` {place} is not supported by ods-build (pattern `{}`)",
                    pat.name
                ),
                _ => format!("`{}` is not an op (pattern `{}`)", dag.op, pat.name),
            };
            self.pat_error(pat, &dag.op, what);
            return None;
        };
        let op = self.pattern_op(rec)?;
        let full = self.ops.by_def.get(&rec.name).cloned().unwrap_or_default();
        let refuse = |why: &str| -> String {
            format!(
                "op `{}` is not supported in patterns by ods-build: it has {why} (pattern `{}`)",
                dag.op, pat.name
            )
        };
        let of_variadics = |values: &[crate::model::Value]| {
            values
                .iter()
                .any(|v| matches!(v.arity, Arity::VariadicOfVariadic { .. }))
        };
        let problem = if of_variadics(&op.operands) {
            Some(refuse("`VariadicOfVariadic` operands"))
        } else if of_variadics(&op.results) {
            Some(refuse("`VariadicOfVariadic` results"))
        } else if !op.properties.is_empty() {
            Some(refuse("properties"))
        } else {
            None
        };
        if let Some(p) = problem {
            self.pat_error(pat, &dag.op, p);
            return None;
        }
        Some((full, op))
    }

    /// The arguments of `(location ...)`, as upstream's `handleLocationDirective` reads
    /// them: one `$op` (that op's location), one string (a name location), or several
    /// `$op`s and at most one string (the ops' locations fused, the string as metadata).
    fn location_directive(&mut self, pat: &Rec, d: &Dag) -> Option<Location> {
        let mut ops = Vec::new();
        let mut metadata: Option<String> = None;
        for (v, n) in &d.args {
            let problem = match (v, n) {
                (Val::Unset, Some(n)) => {
                    ops.push(n.clone());
                    continue;
                }
                (Val::Str(s), None) if metadata.is_none() => {
                    metadata = Some(s.clone());
                    continue;
                }
                (Val::Str(_), None) => "at most one string",
                _ => "`$name`s of matched ops and at most one string",
            };
            self.pat_error(
                pat,
                "location",
                format!("`location` takes {problem} (pattern `{}`)", pat.name),
            );
            return None;
        }
        let mut out = Location::default();
        match (ops.len(), metadata) {
            (0, None) => {
                self.pat_error(
                    pat,
                    "location",
                    format!(
                        "`location` takes at least one argument (pattern `{}`)",
                        pat.name
                    ),
                );
                return None;
            }
            (1, None) => out.op = ops.pop(),
            (0, Some(name)) => out.name = Some(name),
            (_, metadata) => out.fused = Some(FusedLocation { ops, metadata }),
        }
        Some(out)
    }

    /// `(Op:$x ...)` where `Op` has variadic or optional results: `$x__N` would name a
    /// result group, which ods-build does not resolve.
    fn refuse_bound_variadic_results(&mut self, pat: &Rec, dag: &Dag) {
        self.pat_error(
            pat,
            &dag.op,
            format!(
                "binding `{}`, which has variadic or optional results, to a symbol is not \
                 supported by ods-build (pattern `{}`)",
                dag.op, pat.name
            ),
        );
    }

    /// Checks that `n` arguments fit `op`.
    fn check_arity(&mut self, pat: &Rec, dag: &Dag, n: usize, expected: usize) -> bool {
        if n == expected {
            return true;
        }
        self.pat_error(
            pat,
            &dag.op,
            format!(
                "op `{}` argument number mismatch: {n} in pattern `{}` vs. {expected} in its definition",
                dag.op, pat.name
            ),
        );
        false
    }

    fn source_op(
        &mut self,
        pat: &Rec,
        dag: &Dag,
        arg_name: Option<&String>,
        count: &mut usize,
    ) -> Option<SourceOp> {
        let (full, op) = self.dag_op(pat, dag, "in a source pattern")?;
        *count += 1;
        // Flatten `either` pairs.
        let mut args: Vec<(&Val, Option<&String>)> = Vec::new();
        let mut either = Vec::new();
        for (v, n) in &dag.args {
            match v {
                Val::Dag(d) if d.op == "either" => {
                    if d.args.len() != 2 {
                        self.pat_error(
                            pat,
                            "either",
                            format!(
                                "`either` takes two operands, found {} (pattern `{}`)",
                                d.args.len(),
                                pat.name
                            ),
                        );
                        return None;
                    }
                    either.push(args.len());
                    args.extend(d.args.iter().map(|(v, n)| (v, n.as_ref())));
                }
                _ => args.push((v, n.as_ref())),
            }
        }
        let slots = slots(&op);
        if !self.check_arity(pat, dag, args.len(), slots.len()) {
            return None;
        }
        let (variable_operands, variable_results) = variable_groups(&op);
        if !variable_operands.is_empty() && !either.is_empty() {
            self.pat_error(
                pat,
                "either",
                format!(
                    "`either` over the operands of `{}`, which has variadic or optional operands, \
                     is not supported by ods-build (pattern `{}`)",
                    dag.op, pat.name
                ),
            );
            return None;
        }
        let mut out = SourceOp {
            op: full,
            binding: dag.op_name.clone().or_else(|| arg_name.cloned()),
            num_results: op.results.len(),
            operands: Vec::new(),
            attributes: Vec::new(),
            either: Vec::new(),
            variable_operands,
            operand_segments: op.has_trait("AttrSizedOperandSegments"),
            variable_results,
            result_segments: op.has_trait("AttrSizedResultSegments"),
        };
        if out.binding.is_some() && !out.variable_results.is_empty() {
            self.refuse_bound_variadic_results(pat, dag);
            return None;
        }
        for (i, ((v, name), slot)) in args.into_iter().zip(&slots).enumerate() {
            if either.contains(&i) && !matches!(slots.get(i + 1), Some(Slot::Operand))
                || !matches!(slot, Slot::Operand) && either.iter().any(|&e| e + 1 == i || e == i)
            {
                self.pat_error(
                    pat,
                    "either",
                    format!(
                        "`either` of `{}` must hold two operands (pattern `{}`)",
                        dag.op, pat.name
                    ),
                );
                return None;
            }
            match slot {
                Slot::Operand => {
                    if either.contains(&i) {
                        out.either.push(out.operands.len());
                    }
                    let group = out.is_group(out.operands.len());
                    let operand = self.source_operand(pat, dag, v, name, group, count)?;
                    out.operands.push(operand);
                }
                Slot::Attr(a) => {
                    if let Some(attr) = self.source_attr(pat, dag, a, v, name)? {
                        out.attributes.push(attr);
                    }
                }
            }
        }
        Some(out)
    }

    /// An operand of `dag` matched by `v` (bound to `name`); `group`: its ODS group is
    /// variadic or optional, matched whole or by `(variadic ...)`.
    fn source_operand(
        &mut self,
        pat: &Rec,
        dag: &Dag,
        v: &Val,
        name: Option<&String>,
        group: bool,
        count: &mut usize,
    ) -> Option<SourceOperand> {
        let mut operand = SourceOperand {
            binding: name.cloned(),
            type_pred: None,
            defined_by: None,
            native: None,
            elements: None,
        };
        if let Val::Dag(inner) = v
            && inner.op == "variadic"
        {
            if !group {
                self.pat_error(
                    pat,
                    "variadic",
                    format!(
                        "`variadic` matches a variadic operand group, but this operand of `{}` \
                         is a single value (pattern `{}`)",
                        dag.op, pat.name
                    ),
                );
                return None;
            }
            let mut elements = Vec::new();
            for (e, n) in &inner.args {
                let element = self.source_operand(pat, dag, e, n.as_ref(), false, count)?;
                if element.native.is_some() {
                    self.pat_error(
                        pat,
                        "variadic",
                        format!(
                            "`variadic` matches its values with `$name`s, type constraints and \
                             ops, not with a `NativeCodeCall` (pattern `{}`)",
                            pat.name
                        ),
                    );
                    return None;
                }
                elements.push(element);
            }
            operand.binding = inner.op_name.clone().or_else(|| name.cloned());
            operand.elements = Some(elements);
            return Some(operand);
        }
        if group && !matches!(v, Val::Unset) {
            self.pat_error(
                pat,
                &dag.op,
                format!(
                    "a variadic or optional operand of `{}` is matched whole by `$name`, or value \
                     by value by `(variadic ...)`; a constraint or an op on the whole group is not \
                     supported by ods-build (pattern `{}`)",
                    dag.op, pat.name
                ),
            );
            return None;
        }
        match v {
            Val::Unset => {}
            Val::Def(d) => {
                let rec = self.set.get(d)?;
                if rec.is_a("TypeConstraint") {
                    operand.type_pred = Some(self.pred_field(rec, "predicate"));
                } else {
                    let what = if rec.is_a("NativeCodeCall") {
                        "a `NativeCodeCall` in a source pattern is not supported by ods-build"
                            .to_string()
                    } else {
                        format!("`{d}` is not a type constraint")
                    };
                    self.pat_error(
                        pat,
                        d,
                        format!(
                            "{what}: an operand of `{}` is matched with a type constraint, `$name` \
                             or an op (pattern `{}`)",
                            dag.op, pat.name
                        ),
                    );
                    return None;
                }
            }
            Val::Dag(inner)
                if self
                    .set
                    .get(&inner.op)
                    .is_some_and(|r| r.is_a("NativeCodeCall")) =>
            {
                operand.native = Some(self.source_native(pat, inner)?);
            }
            Val::Dag(inner) => {
                let nested = self.source_op(pat, inner, name, count)?;
                operand.binding = None;
                operand.defined_by = Some(Box::new(nested));
            }
            _ => {
                self.pat_error(
                    pat,
                    &dag.op,
                    format!(
                        "an operand of `{}` cannot be matched with a literal (pattern `{}`)",
                        dag.op, pat.name
                    ),
                );
                return None;
            }
        }
        Some(operand)
    }

    /// `(Matcher Constraint:$a, ...)` on an operand: the code, and one captured attribute per
    /// argument (with its constraint and binding).
    fn source_native(&mut self, pat: &Rec, dag: &Dag) -> Option<SourceNative> {
        let rec = self.set.get(&dag.op)?.clone();
        let code = self.string(&rec, "expression");
        let mut outputs = Vec::new();
        for (j, (v, name)) in dag.args.iter().enumerate() {
            let pred = match v {
                Val::Unset => None,
                Val::Def(d) if self.set.get(d).is_some_and(|r| r.is_a("AttrConstraint")) => {
                    let r = self.set.get(d)?.clone();
                    Some(self.pred_field(&r, "predicate"))
                }
                _ => {
                    self.pat_error(
                        pat,
                        &dag.op,
                        format!(
                            "argument {j} of matcher `{}` must be an attribute constraint or \
                             `$name`: it captures an attribute (pattern `{}`)",
                            dag.op, pat.name
                        ),
                    );
                    return None;
                }
            };
            outputs.push(SourceAttr {
                name: format!("${j}"),
                binding: name.clone(),
                pred,
                default: None,
                optional: false,
            });
        }
        Some(SourceNative { code, outputs })
    }

    /// `Ok(None)`: nothing to match.
    #[allow(clippy::option_option)]
    fn source_attr(
        &mut self,
        pat: &Rec,
        dag: &Dag,
        a: &crate::model::NamedAttr,
        v: &Val,
        name: Option<&String>,
    ) -> Option<Option<SourceAttr>> {
        let pred = match v {
            Val::Unset => None,
            Val::Def(d) => {
                let rec = self.set.get(d)?;
                if rec.is_a("AttrConstraint") {
                    Some(self.pred_field(rec, "predicate"))
                } else if let Some((value, width)) = self.enum_case(&a.attr, rec) {
                    // `(I32EnumAttrOp I32Case5)`: a signless integer attribute of the case's
                    // width holding the case's value.
                    Some(Pred::CPred(format!(
                        "matches!($_ctxt.attr($_self).kind(), \
                         ::ods_runtime::attributes::AttrKind::Integer {{ ty, .. }} \
                         if matches!($_ctxt.ty(*ty).kind(), \
                         ::ods_runtime::types::TypeKind::Integer {{ width: {width}, \
                         signedness: ::ods_runtime::types::Signedness::Signless }})) \
                         && $_ctxt.attr($_self).integer_value() == \
                         ::core::option::Option::Some({value})"
                    )))
                } else {
                    self.pat_error(
                        pat,
                        d,
                        format!(
                            "`{d}` is not an attribute constraint: attribute `{}` of `{}` is \
                             matched with an attribute constraint or `$name` (pattern `{}`)",
                            a.name, dag.op, pat.name
                        ),
                    );
                    return None;
                }
            }
            _ => {
                self.pat_error(
                    pat,
                    &dag.op,
                    format!(
                        "attribute `{}` of `{}` is matched with an attribute constraint or \
                         `$name`, not with an op or literal (pattern `{}`)",
                        a.name, dag.op, pat.name
                    ),
                );
                return None;
            }
        };
        // A unit attribute is absent or present: its default (`false`) builds nothing.
        let unit_like = a.attr.default_value.is_some()
            && !a
                .attr
                .const_builder_call
                .as_deref()
                .is_some_and(|b| b.contains("$0"));
        if (a.attr.optional && a.attr.default_value.is_none()) || unit_like {
            if pred.is_none() && name.is_none() {
                return Some(None);
            }
            if pred.is_none() {
                // Bound for a constraint: the binding is `Option<Attribute>`.
                return Some(Some(SourceAttr {
                    name: a.name.clone(),
                    binding: name.cloned(),
                    pred: None,
                    default: None,
                    optional: true,
                }));
            }
            self.pat_error(
                pat,
                &dag.op,
                format!(
                    "matching the optional attribute `{}` of `{}` with a constraint is not \
                     supported by ods-build; bind it and test it in a constraint (pattern `{}`)",
                    a.name, dag.op, pat.name
                ),
            );
            return None;
        }
        let default = match (&a.attr.default_value, &a.attr.const_builder_call) {
            (Some(value), Some(build)) if build.contains("$0") => {
                Some(crate::model::const_build(build, value))
            }
            _ => None,
        };
        Some(Some(SourceAttr {
            name: a.name.clone(),
            binding: name.cloned(),
            pred,
            default,
            optional: false,
        }))
    }

    /// A result pattern's value. `root` is the first root result an op built here
    /// replaces (`None` for a nested or auxiliary op).
    fn result_value(
        &mut self,
        pat: &Rec,
        v: &Val,
        name: Option<&String>,
        root: Option<usize>,
    ) -> Option<ResultValue> {
        let named_dag = matches!(v, Val::Dag(d) if d.op_name.is_some() && self.set.get(&d.op).is_some_and(|r| r.is_a("NativeCodeCall")));
        // As mlir-tblgen, a constant's name (`ConstantAttr<I32Attr, "1">:$attr1`) labels it
        // and binds nothing.
        let constant =
            matches!(v, Val::Def(d) if self.set.get(d).is_some_and(|r| r.is_a("ConstantAttr")));
        if named_dag || name.is_some() && !matches!(v, Val::Unset) && !constant {
            self.pat_error(
                pat,
                &pat.name,
                format!(
                    "only ops (`(Op:$name ...)`) and leaves (`$name`) may be named in a result \
                     pattern; naming a nested dag, a `NativeCodeCall` or a constant is not \
                     supported by ods-build (pattern `{}`)",
                    pat.name
                ),
            );
            return None;
        }
        match v {
            Val::Unset => match name {
                Some(n) => Some(ResultValue::Symbol { name: n.clone() }),
                None => {
                    self.pat_error(
                        pat,
                        &pat.name,
                        format!("a result of `{}` is `?`; write `$name`", pat.name),
                    );
                    None
                }
            },
            Val::Def(d) => {
                let rec = self.set.get(d)?;
                if rec.is_a("NativeCodeCall") {
                    self.native(pat, rec, Vec::new())
                } else if rec.is_a("ConstantAttr") {
                    self.constant_attr(pat, rec)
                } else {
                    self.pat_error(
                        pat,
                        d,
                        format!(
                            "`{d}` cannot be used in a result pattern: write `$name`, an op, a \
                             `NativeCodeCall` or a `ConstantAttr` (pattern `{}`)",
                            pat.name
                        ),
                    );
                    None
                }
            }
            Val::Dag(d) if d.op == "variadic" => {
                let mut values = Vec::new();
                for (a, n) in &d.args {
                    values.push(self.result_value(pat, a, n.as_ref(), None)?);
                }
                Some(ResultValue::Variadic { values })
            }
            Val::Dag(d) if d.op == "replaceWithValue" => match d.args.as_slice() {
                [(Val::Unset, Some(n))] => Some(ResultValue::Symbol { name: n.clone() }),
                _ => {
                    self.pat_error(
                        pat,
                        "replaceWithValue",
                        format!(
                            "`replaceWithValue` takes one bound symbol: `(replaceWithValue $x)` \
                             (pattern `{}`)",
                            pat.name
                        ),
                    );
                    None
                }
            },
            Val::Dag(d) => {
                if let Some(rec) = self.set.get(&d.op)
                    && rec.is_a("NativeCodeCall")
                {
                    let mut args = Vec::new();
                    for (a, n) in &d.args {
                        args.push(self.result_value(pat, a, n.as_ref(), None)?);
                    }
                    return self.native(pat, rec, args);
                }
                let op = self.result_op(pat, d, root)?;
                Some(ResultValue::Op { op: Box::new(op) })
            }
            _ => {
                self.pat_error(
                    pat,
                    &pat.name,
                    format!(
                        "a literal cannot be a result value (pattern `{}`); use a \
                         `NativeCodeCall` or a `ConstantAttr`",
                        pat.name
                    ),
                );
                None
            }
        }
    }

    /// A `NativeCodeCallVoid` result pattern: a statement over the arguments.
    fn void_native(&mut self, pat: &Rec, v: &Val) -> Option<ResultValue> {
        let (rec, args) = match v {
            Val::Def(d) => (self.set.get(d)?, Vec::new()),
            Val::Dag(d) => {
                let mut args = Vec::new();
                for (a, n) in &d.args {
                    args.push(self.result_value(pat, a, n.as_ref(), None)?);
                }
                (self.set.get(&d.op)?, args)
            }
            _ => return None,
        };
        self.native_call(pat, rec, args, true)
    }

    fn native(&mut self, pat: &Rec, rec: &Rec, args: Vec<ResultValue>) -> Option<ResultValue> {
        if !matches!(rec.field("numReturns"), Some(Val::Int(1))) {
            self.pat_error(
                pat,
                "NativeCodeCall",
                format!(
                    "a `NativeCodeCall` giving other than one value is supported only as a \
                     result pattern of its own (`NativeCodeCallVoid`) by ods-build (pattern `{}`)",
                    pat.name
                ),
            );
            return None;
        }
        self.native_call(pat, rec, args, false)
    }

    fn native_call(
        &mut self,
        pat: &Rec,
        rec: &Rec,
        args: Vec<ResultValue>,
        void: bool,
    ) -> Option<ResultValue> {
        let code = match rec.field("expression") {
            Some(Val::Str(s)) => s.clone(),
            _ => String::new(),
        };
        for (i, _) in code.match_indices('$') {
            let rest = &code[i + 1..];
            let word: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let ok = matches!(word.as_str(), "_builder" | "_loc")
                || word.parse::<usize>().is_ok_and(|n| n < args.len());
            if !ok {
                self.pat_error(
                    pat,
                    &code,
                    format!(
                        "`${word}` in `NativeCodeCall` `{code}`: the placeholders are `$_builder`, \
                         `$_loc` and `$0`..`$N` for its {} argument(s) (pattern `{}`)",
                        args.len(),
                        pat.name
                    ),
                );
                return None;
            }
        }
        let what = format!("`NativeCodeCall` of pattern `{}`", pat.name);
        let kind = if void { Kind::ExprOrStmt } else { Kind::Expr };
        self.pattern_code
            .check(&mut self.diags, &pat.loc, &what, &code, kind);
        Some(ResultValue::Native { code, args, void })
    }

    /// The value and bit width of `case` when it is an integer case of the enum attribute
    /// constraint `attr` (an `I32EnumAttrCase` of an `I32EnumAttr`, say). Upstream's integer
    /// enum cases are attribute constraints of their own: an integer attribute of the
    /// case's width holding the case's value, matched and built as such.
    fn enum_case(&self, attr: &crate::model::AttrConstraint, case: &Rec) -> Option<(i64, i64)> {
        if !case.is_a("IntEnumAttrCaseBase") {
            return None;
        }
        let info = self.set.get(attr.def_name.as_deref()?)?;
        let Some(Val::List(cases)) = info.field("enumerants") else {
            return None;
        };
        if !info.is_a("EnumAttrInfo")
            || !cases
                .iter()
                .any(|c| matches!(c, Val::Def(n) if *n == case.name))
        {
            return None;
        }
        match (case.field("value"), case.field("width")) {
            (Some(Val::Int(value)), Some(Val::Int(width))) => Some((*value, *width)),
            _ => None,
        }
    }

    fn constant_attr(&mut self, pat: &Rec, rec: &Rec) -> Option<ResultValue> {
        let value = match rec.field("value") {
            Some(Val::Str(s)) => s.clone(),
            _ => String::new(),
        };
        let build = match rec.field("attr") {
            Some(Val::Def(a)) => self
                .set
                .get(a)
                .and_then(|a| match a.field("constBuilderCall") {
                    Some(Val::Str(s)) if !s.trim().is_empty() => Some(s.clone()),
                    _ => None,
                }),
            _ => None,
        };
        let Some(build) = build else {
            self.pat_error(
                pat,
                "ConstantAttr",
                format!(
                    "the attribute of constant `{value}` has no `constBuilderCall`, so a result \
                     pattern cannot build it (pattern `{}`)",
                    pat.name
                ),
            );
            return None;
        };
        Some(ResultValue::Constant {
            code: crate::model::const_build(&build, &value),
        })
    }

    fn result_op(&mut self, pat: &Rec, dag: &Dag, root: Option<usize>) -> Option<ResultOp> {
        let (full, op) = self.dag_op(pat, dag, "in a result pattern")?;
        if !op.regions.is_empty() || !op.successors.is_empty() {
            self.pat_error(
                pat,
                &dag.op,
                format!(
                    "op `{}` has regions or successors, which a result pattern cannot give it; \
                     building it is not supported by ods-build (pattern `{}`)",
                    dag.op, pat.name
                ),
            );
            return None;
        }
        let mut args: Vec<(&Val, Option<&String>)> = Vec::new();
        let mut return_types: Option<Vec<ResultType>> = None;
        let mut location: Option<Location> = None;
        for (v, n) in &dag.args {
            match v {
                Val::Dag(d) if d.op == "returnType" => {
                    return_types = Some(self.return_types(pat, d)?);
                }
                Val::Dag(d) if d.op == "location" => {
                    location = Some(self.location_directive(pat, d)?);
                }
                _ => args.push((v, n.as_ref())),
            }
        }
        let slots = slots(&op);
        if !self.check_arity(pat, dag, args.len(), slots.len()) {
            return None;
        }
        let (variable_operands, variable_results) = variable_groups(&op);
        let mut out = ResultOp {
            op: full,
            binding: dag.op_name.clone(),
            operands: Vec::new(),
            attributes: Vec::new(),
            result_types: Vec::new(),
            location: location.as_ref().and_then(|l| l.op.clone()),
            location_name: location.as_ref().and_then(|l| l.name.clone()),
            location_fused: location.and_then(|l| l.fused),
            variable_operands,
            operand_segments: op.has_trait("AttrSizedOperandSegments"),
            result_segments: op.has_trait("AttrSizedResultSegments"),
        };
        if out.binding.is_some() && !variable_results.is_empty() {
            self.refuse_bound_variadic_results(pat, dag);
            return None;
        }
        self.result_args(pat, dag, args, &slots, &mut out)?;
        out.result_types =
            self.result_types(pat, dag, &op, return_types, root, &variable_results)?;
        Some(out)
    }

    /// The types a `(returnType ...)` directive `d` of pattern `pat` gives: `$name`s (the
    /// type of a bound value) or `NativeCodeCall`s building one.
    fn return_types(&mut self, pat: &Rec, d: &Dag) -> Option<Vec<ResultType>> {
        let mut types = Vec::new();
        for (a, n) in &d.args {
            match (a, n) {
                (Val::Unset, Some(n)) => types.push(ResultType::TypeOf { name: n.clone() }),
                (Val::Def(x), _) if self.set.get(x).is_some_and(|r| r.is_a("NativeCodeCall")) => {
                    let code = match self.set.get(x).and_then(|r| r.field("expression")) {
                        Some(Val::Str(s)) => s.clone(),
                        _ => String::new(),
                    };
                    types.push(ResultType::Build { code });
                }
                _ => {
                    self.pat_error(
                        pat,
                        "returnType",
                        format!(
                            "`returnType` takes `$name`s or `NativeCodeCall`s giving \
                             types (pattern `{}`)",
                            pat.name
                        ),
                    );
                    return None;
                }
            }
        }
        Some(types)
    }

    /// The operands and attributes of the op a result pattern builds, from the arguments
    /// `args` of its dag, one per slot of `slots`, added to `out`.
    fn result_args(
        &mut self,
        pat: &Rec,
        dag: &Dag,
        args: Vec<(&Val, Option<&String>)>,
        slots: &[Slot<'_>],
        out: &mut ResultOp,
    ) -> Option<()> {
        for ((v, n), slot) in args.into_iter().zip(slots) {
            // An integer enum case for an enum attribute builds that case.
            let case = match (v, slot, n) {
                (Val::Def(d), Slot::Attr(a), _) => {
                    self.set.get(d).and_then(|rec| self.enum_case(&a.attr, rec))
                }
                _ => None,
            };
            let value = match case {
                Some((value, width)) => ResultValue::Constant {
                    code: format!(
                        "{{ let ods_ty = ::ods_runtime::Type::int($_builder, {width}); \
                         ::ods_runtime::Attribute::integer($_builder, ods_ty, {value}) }}"
                    ),
                },
                None => self.result_value(pat, v, n, None)?,
            };
            match slot {
                Slot::Operand => {
                    if matches!(value, ResultValue::Variadic { .. })
                        && !out
                            .variable_operands
                            .get(out.operands.len())
                            .copied()
                            .unwrap_or(false)
                    {
                        self.pat_error(
                            pat,
                            "variadic",
                            format!(
                                "`variadic` builds a variadic operand group, but this operand of \
                                 `{}` is a single value (pattern `{}`)",
                                dag.op, pat.name
                            ),
                        );
                        return None;
                    }
                    out.operands.push(value)
                }
                Slot::Attr(a) => out.attributes.push(ResultAttr {
                    name: a.name.clone(),
                    value,
                }),
            }
        }
        Some(())
    }

    /// The result types of the op `op` a result pattern builds: the `returnType` given, the
    /// types of the root's results it replaces (from `root`), or built from its constraints.
    fn result_types(
        &mut self,
        pat: &Rec,
        dag: &Dag,
        op: &Operator,
        return_types: Option<Vec<ResultType>>,
        root: Option<usize>,
        variable_results: &[bool],
    ) -> Option<Vec<ResultType>> {
        let types = match (return_types, root) {
            (Some(types), _) => {
                if types.len() != op.results.len() {
                    self.pat_error(
                        pat,
                        "returnType",
                        format!(
                            "`returnType` gives {} type(s) for the {} result(s) of `{}` \
                             (pattern `{}`)",
                            types.len(),
                            op.results.len(),
                            dag.op,
                            pat.name
                        ),
                    );
                    return None;
                }
                types
            }
            // An op with variadic or optional results takes the types of the root's result
            // groups, as many as each has.
            (None, Some(first)) if !variable_results.is_empty() => (first
                ..first + op.results.len())
                .map(|index| ResultType::RootGroup { index })
                .collect(),
            (None, Some(first)) => (first..first + op.results.len())
                .map(|index| ResultType::Root { index })
                .collect(),
            (None, None) if !variable_results.is_empty() => {
                self.pat_error(
                    pat,
                    &dag.op,
                    format!(
                        "cannot derive the result types of `{}` built by pattern `{}`: it has \
                         variadic or optional results and does not replace the root; add \
                         `(returnType ...)`",
                        dag.op, pat.name
                    ),
                );
                return None;
            }
            (None, None) => {
                let same = op.has_trait("SameOperandsAndResultType") && !op.operands.is_empty();
                let mut types = Vec::new();
                for r in &op.results {
                    if let Some(call) = &r.constraint.builder_call {
                        types.push(ResultType::Build { code: call.clone() });
                    } else if same {
                        types.push(ResultType::Operand { index: 0 });
                    } else if let Some(t) = inferred_result_type(op, &r.name) {
                        types.push(t);
                    } else {
                        self.pat_error(
                            pat,
                            &dag.op,
                            format!(
                                "cannot derive the result types of `{}` built by pattern `{}`: \
                                 its results are not of a buildable type and it does not have \
                                 `SameOperandsAndResultType`; add `(returnType ...)`",
                                dag.op, pat.name
                            ),
                        );
                        return None;
                    }
                }
                types
            }
        };
        Some(types)
    }

    fn pattern_constraint(&mut self, pat: &Rec, item: &Val) -> Option<PatternConstraint> {
        let Val::Dag(d) = item else {
            self.pat_error(
                pat,
                &pat.name,
                format!(
                    "a constraint of `{}` must be a dag: `(Constraint $a, ...)`",
                    pat.name
                ),
            );
            return None;
        };
        let rec = self.set.get(&d.op)?;
        if !rec.is_a("Constraint") {
            self.pat_error(
                pat,
                &d.op,
                format!(
                    "`{}` is not a `Constraint` (pattern `{}`); native code in constraints is \
                     written as `Constraint<CPred<...>>`",
                    d.op, pat.name
                ),
            );
            return None;
        }
        let mut args = Vec::new();
        for (v, n) in &d.args {
            match (v, n) {
                (Val::Unset, Some(n)) => args.push(n.clone()),
                _ => {
                    self.pat_error(
                        pat,
                        &d.op,
                        format!(
                            "the arguments of constraint `{}` must be bound symbols `$name` \
                             (pattern `{}`)",
                            d.op, pat.name
                        ),
                    );
                    return None;
                }
            }
        }
        if args.is_empty()
            && let Some(n) = &d.op_name
        {
            args.push(n.clone());
        }
        if args.is_empty() {
            self.pat_error(
                pat,
                &d.op,
                format!(
                    "constraint `{}` constrains nothing: write `({} $a, ...)` or `({}:$a)` \
                     (pattern `{}`)",
                    d.op, d.op, d.op, pat.name
                ),
            );
            return None;
        }
        let pred = self.pred_field(rec, "predicate");
        let what = format!("the predicate of constraint `{}`", d.op);
        self.pattern_code.check(
            &mut self.diags,
            &pat.loc,
            &what,
            &pred.to_expr(),
            Kind::Expr,
        );
        Some(PatternConstraint {
            pred,
            summary: self.opt_string(rec, "summary").unwrap_or_default(),
            on_types: rec.is_a("TypeConstraint"),
            args,
        })
    }
}

/// Makes the root-result types of the ops `v` builds read the root's result groups.
fn root_types_by_group(v: &mut ResultValue) {
    match v {
        ResultValue::Op { op } => {
            for t in &mut op.result_types {
                if let ResultType::Root { index } = *t {
                    *t = ResultType::RootGroup { index };
                }
            }
            for o in &mut op.operands {
                root_types_by_group(o);
            }
        }
        ResultValue::Native { args: values, .. } | ResultValue::Variadic { values } => {
            values.iter_mut().for_each(root_types_by_group);
        }
        ResultValue::Symbol { .. } | ResultValue::Constant { .. } => {}
    }
}

/// Per operand and per result of `op`: whether it is variadic or optional; each list is
/// empty when every entry is a single value.
fn variable_groups(op: &Operator) -> (Vec<bool>, Vec<bool>) {
    let flags = |values: &[crate::model::Value]| -> Vec<bool> {
        if values.iter().any(|v| v.arity.is_variable()) {
            values.iter().map(|v| v.arity.is_variable()).collect()
        } else {
            Vec::new()
        }
    };
    (flags(&op.operands), flags(&op.results))
}

/// The type of `op`'s result `result` as its traits give it: equal to an operand's or an
/// attribute's (`AllTypesMatch`), or a `TypesMatchWith` transform of an operand's type.
fn inferred_result_type(op: &Operator, result: &str) -> Option<ResultType> {
    let operand = |name: &str| op.operands.iter().position(|o| o.name == name);
    let attribute = |name: &str| op.attributes.iter().any(|a| a.name == name);
    for t in &op.traits {
        let crate::model::Trait::Pred {
            description,
            types_match,
            ..
        } = t
        else {
            continue;
        };
        if let Some(m) = types_match
            && m.rhs == result
            && !m.ranged
            && let Some(index) = operand(&m.lhs)
        {
            return Some(ResultType::Transform {
                index,
                transformer: m.transformer.clone(),
            });
        }
        let Some(names) = description
            .strip_prefix("all of {")
            .and_then(|d| d.strip_suffix("} have same type"))
        else {
            continue;
        };
        let names: Vec<&str> = names.split(", ").map(str::trim).collect();
        if !names.contains(&result) {
            continue;
        }
        for n in names {
            if let Some(index) = operand(n) {
                return Some(ResultType::Operand { index });
            }
            if attribute(n) {
                return Some(ResultType::AttrType {
                    name: n.to_string(),
                });
            }
        }
    }
    None
}
