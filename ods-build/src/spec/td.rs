//! TableGen records -> model. Reads the records the ODS base library defines (`Op`,
//! `Dialect`, `TypeConstraint`, `Attr`, `Property`, `EnumAttrInfo`, `TypeDef`, `AttrDef`,
//! ...) and produces [`Spec`]. Ops, enums and type/attribute definitions are taken from the
//! main file only; dialects from every file, since ops refer to them. Anything that does not
//! fit the base library's shape is a diagnostic at the record's location.

use crate::diag::{Diags, Error, Loc};
use crate::model::{
    Arity, AttrConstraint, AttrKind, AttrOrTypeDef, Builder, BuilderParam, Dialect, EnumCase,
    EnumDef, EnumKind, Hooks, NamedAttr, NamedProp, Operator, Parameter, Pred, RegionConstraint,
    RegionSlot, Spec, SuccessorConstraint, SuccessorSlot, Trait, TypeConstraint, Value,
};
use crate::spec::records::{Rec, RecordSet, Val};

/// Lowers records to the model (not yet validated).
pub fn lower(set: &RecordSet) -> Result<Spec, Error> {
    let mut cx = Lower {
        set,
        diags: Diags::default(),
    };
    let spec = cx.spec();
    cx.diags.finish(spec)
}

struct Lower<'a> {
    set: &'a RecordSet,
    diags: Diags,
}

fn is_anonymous(name: &str) -> bool {
    name.starts_with("anonymous_")
}

impl<'a> Lower<'a> {
    fn in_main(&self, rec: &Rec) -> bool {
        rec.loc.file == self.set.main_file || rec.loc.is_unknown()
    }

    fn spec(&mut self) -> Spec {
        let set = self.set;
        let mut spec = Spec::default();
        for rec in set.derived_from("Dialect") {
            if let Some(d) = self.dialect(rec) {
                spec.dialects.push(d);
            }
        }
        for rec in set.derived_from("Op") {
            if self.in_main(rec)
                && let Some(op) = self.op(rec)
            {
                spec.ops.push(op);
            }
        }
        for rec in set.derived_from("EnumAttrInfo") {
            if self.in_main(rec)
                && !is_anonymous(&rec.name)
                && let Some(e) = self.enum_def(rec)
            {
                spec.enums.push(e);
            }
        }
        for rec in set.derived_from("TypeDef") {
            if self.in_main(rec)
                && let Some(t) = self.attr_or_type(rec)
            {
                spec.typedefs.push(t);
            }
        }
        for rec in set.derived_from("AttrDef") {
            if self.in_main(rec)
                && let Some(t) = self.attr_or_type(rec)
            {
                spec.attrdefs.push(t);
            }
        }
        // Keep only the dialects something in this file uses, or that are defined here.
        let used: Vec<String> = spec
            .ops
            .iter()
            .map(|o| o.dialect.clone())
            .chain(spec.typedefs.iter().map(|t| t.dialect.clone()))
            .chain(spec.attrdefs.iter().map(|t| t.dialect.clone()))
            .collect();
        spec.dialects.retain(|d| {
            used.contains(&d.def_name) || d.loc.file == set.main_file || d.loc.is_unknown()
        });
        spec
    }

    // ---- field access -------------------------------------------------------------------

    fn field<'r>(&mut self, rec: &'r Rec, name: &str) -> Option<&'r Val> {
        let v = rec.field(name);
        if v.is_none() {
            self.diags.error(
                &rec.loc,
                format!(
                    "record `{}` has no field `{name}`; does it derive from the ODS base classes?",
                    rec.name
                ),
            );
        }
        v
    }

    fn string(&mut self, rec: &Rec, name: &str) -> String {
        match self.field(rec, name) {
            Some(Val::Str(s)) => s.clone(),
            Some(Val::Unset) | None => String::new(),
            Some(other) => {
                self.diags.error(
                    &rec.loc,
                    format!(
                        "field `{name}` of `{}` must be a string, found {other:?}",
                        rec.name
                    ),
                );
                String::new()
            }
        }
    }

    fn opt_string(&mut self, rec: &Rec, name: &str) -> Option<String> {
        match rec.field(name) {
            Some(Val::Str(s)) => Some(s.clone()),
            Some(Val::Unset) | None => None,
            Some(other) => {
                self.diags.error(
                    &rec.loc,
                    format!(
                        "field `{name}` of `{}` must be a string, found {other:?}",
                        rec.name
                    ),
                );
                None
            }
        }
    }

    fn bit(&mut self, rec: &Rec, name: &str) -> bool {
        match rec.field(name) {
            Some(Val::Int(i)) => *i != 0,
            _ => false,
        }
    }

    fn int(&mut self, rec: &Rec, name: &str) -> Option<i64> {
        match self.field(rec, name) {
            Some(Val::Int(i)) => Some(*i),
            _ => None,
        }
    }

    fn def(&mut self, rec: &Rec, name: &str) -> Option<&'a Rec> {
        match self.field(rec, name) {
            Some(Val::Def(d)) => self.resolve(&rec.loc, d),
            Some(Val::Unset) => None,
            Some(other) => {
                self.diags.error(
                    &rec.loc,
                    format!(
                        "field `{name}` of `{}` must name a record, found {other:?}",
                        rec.name
                    ),
                );
                None
            }
            None => None,
        }
    }

    fn resolve(&mut self, loc: &Loc, name: &str) -> Option<&'a Rec> {
        let r = self.set.get(name);
        if r.is_none() {
            self.diags
                .error(loc, format!("reference to unknown record `{name}`"));
        }
        r
    }

    fn def_list(&mut self, rec: &Rec, name: &str) -> Vec<&'a Rec> {
        match rec.field(name) {
            Some(Val::List(items)) => {
                let mut out = Vec::new();
                for item in items {
                    match item {
                        Val::Def(d) => {
                            if let Some(r) = self.resolve(&rec.loc, d) {
                                out.push(r);
                            }
                        }
                        other => self.diags.error(
                            &rec.loc,
                            format!(
                                "field `{name}` of `{}` must list records, found {other:?}",
                                rec.name
                            ),
                        ),
                    }
                }
                out
            }
            _ => Vec::new(),
        }
    }

    fn string_list(&mut self, rec: &Rec, name: &str) -> Vec<String> {
        match rec.field(name) {
            Some(Val::List(items)) => items
                .iter()
                .filter_map(|v| match v {
                    Val::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    // ---- predicates and constraints -----------------------------------------------------

    fn pred(&mut self, rec: &Rec) -> Pred {
        if rec.is_a("CPred") {
            let expr = self.string(rec, "predExpr");
            return Pred::CPred(expr);
        }
        if rec.is_a("CombinedPred") {
            let kind = match rec.field("kind") {
                Some(Val::Def(k)) => k.clone(),
                _ => String::new(),
            };
            let children: Vec<Pred> = self
                .def_list(rec, "children")
                .into_iter()
                .map(|c| self.pred(c))
                .collect();
            let only = |children: Vec<Pred>| children.into_iter().next().unwrap_or(Pred::truth());
            return match kind.as_str() {
                "PredCombinerAnd" => Pred::And(children),
                "PredCombinerOr" => Pred::Or(children),
                "PredCombinerNot" => Pred::Neg(Box::new(only(children))),
                "PredCombinerConcat" => Pred::Concat {
                    prefix: self.string(rec, "prefix"),
                    child: Box::new(only(children)),
                    suffix: self.string(rec, "suffix"),
                },
                "PredCombinerSubstLeaves" => Pred::SubstLeaves {
                    pattern: self.string(rec, "pattern"),
                    replacement: self.string(rec, "replacement"),
                    child: Box::new(only(children)),
                },
                other => {
                    self.diags.error(
                        &rec.loc,
                        format!("predicate `{}` has unknown combiner `{other}`", rec.name),
                    );
                    Pred::truth()
                }
            };
        }
        self.diags.error(
            &rec.loc,
            format!("`{}` is not a predicate (CPred or CombinedPred)", rec.name),
        );
        Pred::truth()
    }

    fn pred_field(&mut self, rec: &Rec, name: &str) -> Pred {
        match rec.field(name) {
            Some(Val::Def(d)) => match self.resolve(&rec.loc, d) {
                Some(p) => self.pred(p),
                None => Pred::truth(),
            },
            // An unset predicate (`AnySuccessor`) always holds.
            _ => Pred::truth(),
        }
    }

    fn type_constraint(&mut self, rec: &Rec) -> TypeConstraint {
        let base = match rec.field("baseType") {
            Some(Val::Def(d)) => Some(d.clone()),
            _ => None,
        };
        let def_name = if !is_anonymous(&rec.name) {
            Some(rec.name.clone())
        } else {
            base.filter(|b| !is_anonymous(b))
        };
        // `Variadic<I32>` builds the same type as `I32`.
        let builder_rec = match rec.field("baseType") {
            Some(Val::Def(d)) => self.set.get(d).unwrap_or(rec),
            _ => rec,
        };
        let builder_call = match builder_rec.field("builderCall") {
            Some(Val::Str(s)) if !s.trim().is_empty() => Some(s.clone()),
            _ => None,
        };
        TypeConstraint {
            def_name,
            summary: self.string(rec, "summary"),
            pred: self.pred_field(rec, "predicate"),
            builder_call,
        }
    }

    fn attr_constraint(&mut self, rec: &Rec) -> AttrConstraint {
        let base = match rec.field("baseAttr") {
            Some(Val::Def(d)) => Some(d.clone()),
            _ => None,
        };
        let def_name = if !is_anonymous(&rec.name) {
            Some(rec.name.clone())
        } else {
            base.filter(|b| !is_anonymous(b))
        };
        let enum_name = self
            .opt_string(rec, "enumClassName")
            .filter(|s| !s.is_empty());
        AttrConstraint {
            def_name,
            summary: self.string(rec, "summary"),
            pred: self.pred_field(rec, "predicate"),
            storage_type: self.string(rec, "storageType"),
            return_type: self.string(rec, "returnType"),
            convert_from_storage: self.string(rec, "convertFromStorage"),
            const_builder_call: self
                .opt_string(rec, "constBuilderCall")
                .filter(|s| !s.is_empty()),
            default_value: self
                .opt_string(rec, "defaultValue")
                .filter(|s| !s.is_empty()),
            optional: self.bit(rec, "isOptional"),
            enum_name,
        }
    }

    // ---- definitions --------------------------------------------------------------------

    fn dialect(&mut self, rec: &Rec) -> Option<Dialect> {
        let name = self.string(rec, "name");
        let ns = self.string(rec, "cppNamespace");
        let module = ns
            .trim_start_matches("::")
            .rsplit("::")
            .next()
            .unwrap_or_default()
            .to_string();
        Some(Dialect {
            def_name: rec.name.clone(),
            name,
            module,
            summary: self.opt_string(rec, "summary").unwrap_or_default(),
            description: self.opt_string(rec, "description").unwrap_or_default(),
            dependent_dialects: self.string_list(rec, "dependentDialects"),
            extra_class_declaration: self
                .opt_string(rec, "extraClassDeclaration")
                .unwrap_or_default(),
            has_constant_materializer: self.bit(rec, "hasConstantMaterializer"),
            loc: rec.loc.clone(),
        })
    }

    fn dag_args(&mut self, rec: &Rec, field: &str) -> Vec<(&'a Rec, String)> {
        let Some(Val::Dag(dag)) = rec.field(field) else {
            if let Some(v) = rec.field(field)
                && *v != Val::Unset
            {
                self.diags.error(
                    &rec.loc,
                    format!("field `{field}` of `{}` must be a dag", rec.name),
                );
            }
            return Vec::new();
        };
        let mut out = Vec::new();
        for (i, (val, name)) in dag.args.iter().enumerate() {
            let name = name.clone().unwrap_or_default();
            match val {
                Val::Def(d) => {
                    if let Some(r) = self.resolve(&rec.loc, d) {
                        out.push((r, name));
                    }
                }
                other => self.diags.error(
                    &rec.loc,
                    format!(
                        "entry {i} of `{field}` in `{}` must be a constraint, found {other:?}",
                        rec.name
                    ),
                ),
            }
        }
        out
    }

    fn op(&mut self, rec: &Rec) -> Option<Operator> {
        let dialect = match rec.field("opDialect") {
            Some(Val::Def(d)) => d.clone(),
            _ => {
                self.diags
                    .error(&rec.loc, format!("op `{}` has no dialect", rec.name));
                return None;
            }
        };
        let loc = rec.loc.clone();
        let mut op = Operator {
            def_name: rec.name.clone(),
            dialect,
            mnemonic: self.string(rec, "opName"),
            summary: self.string(rec, "summary"),
            description: self.string(rec, "description"),
            operands: Vec::new(),
            attributes: Vec::new(),
            properties: Vec::new(),
            results: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Vec::new(),
            builders: Vec::new(),
            skip_default_builders: self.bit(rec, "skipDefaultBuilders"),
            assembly_format: self.opt_string(rec, "assemblyFormat"),
            hooks: Hooks {
                verifier: self.bit(rec, "hasVerifier"),
                region_verifier: self.bit(rec, "hasRegionVerifier"),
                folder: self.bit(rec, "hasFolder"),
                canonicalizer: self.bit(rec, "hasCanonicalizer"),
                canonicalize_method: self.bit(rec, "hasCanonicalizeMethod"),
                custom_assembly_format: self.bit(rec, "hasCustomAssemblyFormat"),
            },
            extra_class_declaration: self
                .opt_string(rec, "extraClassDeclaration")
                .unwrap_or_default(),
            loc: loc.clone(),
        };
        for (arg, name) in self.dag_args(rec, "arguments") {
            let (constraint, description) = self.unwrap_variable(arg);
            if constraint.is_a("TypeConstraint") {
                let tc = self.type_constraint(constraint);
                let arity = self.arity(constraint);
                op.operands.push(Value {
                    name,
                    arity,
                    constraint: tc,
                    description,
                    loc: loc.clone(),
                });
            } else if constraint.is_a("Attr") {
                let attr = self.attr_constraint(constraint);
                let kind = if self.bit(constraint, "isDerivedAttr") {
                    AttrKind::Derived {
                        body: self.string(constraint, "body"),
                    }
                } else {
                    AttrKind::Native
                };
                op.attributes.push(NamedAttr {
                    name,
                    kind,
                    attr,
                    description,
                    loc: loc.clone(),
                });
            } else if constraint.is_a("Property") {
                let prop = self.property(constraint, name, &loc);
                op.properties.push(prop);
            } else {
                self.diags.error(
                    &loc,
                    format!(
                        "argument `{name}` of op `{}` is `{}`, which is neither a type constraint, an attribute nor a property",
                        rec.name, constraint.name
                    ),
                );
            }
        }
        for (res, name) in self.dag_args(rec, "results") {
            let (constraint, description) = self.unwrap_variable(res);
            if !constraint.is_a("TypeConstraint") {
                self.diags.error(
                    &loc,
                    format!(
                        "result `{name}` of op `{}` is `{}`, which is not a type constraint",
                        rec.name, constraint.name
                    ),
                );
                continue;
            }
            let tc = self.type_constraint(constraint);
            let arity = self.arity(constraint);
            op.results.push(Value {
                name,
                arity,
                constraint: tc,
                description,
                loc: loc.clone(),
            });
        }
        for (region, name) in self.dag_args(rec, "regions") {
            if !region.is_a("Region") {
                self.diags.error(
                    &loc,
                    format!(
                        "region `{name}` of op `{}` is `{}`, which is not a region constraint",
                        rec.name, region.name
                    ),
                );
                continue;
            }
            op.regions.push(RegionSlot {
                name,
                variadic: region.is_a("VariadicRegion"),
                constraint: RegionConstraint {
                    summary: self.string(region, "summary"),
                    pred: self.pred_field(region, "predicate"),
                },
                loc: loc.clone(),
            });
        }
        for (succ, name) in self.dag_args(rec, "successors") {
            if !succ.is_a("Successor") {
                self.diags.error(
                    &loc,
                    format!(
                        "successor `{name}` of op `{}` is `{}`, which is not a successor constraint",
                        rec.name, succ.name
                    ),
                );
                continue;
            }
            op.successors.push(SuccessorSlot {
                name,
                variadic: succ.is_a("VariadicSuccessor"),
                constraint: SuccessorConstraint {
                    summary: self.string(succ, "summary"),
                    pred: self.pred_field(succ, "predicate"),
                },
                loc: loc.clone(),
            });
        }
        let traits = self.def_list(rec, "traits");
        for t in traits {
            self.add_trait(&mut op.traits, t, &loc);
        }
        for b in self.def_list(rec, "builders") {
            if let Some(b) = self.builder(b, &loc) {
                op.builders.push(b);
            }
        }
        Some(op)
    }

    /// `Arg<constraint, "desc">` -> (constraint, "desc"); anything else -> (itself, "").
    fn unwrap_variable(&mut self, rec: &'a Rec) -> (&'a Rec, String) {
        if rec.is_a("OpVariable") {
            let desc = self.string(rec, "summary");
            if let Some(c) = self.def(rec, "constraint") {
                return (c, desc);
            }
        }
        (rec, String::new())
    }

    fn arity(&mut self, rec: &Rec) -> Arity {
        if rec.is_a("VariadicOfVariadic") {
            Arity::VariadicOfVariadic {
                segment_attr: self.string(rec, "segmentAttrName"),
            }
        } else if rec.is_a("Variadic") {
            Arity::Variadic
        } else if rec.is_a("Optional") {
            Arity::Optional
        } else {
            Arity::Single
        }
    }

    fn property(&mut self, rec: &Rec, name: String, loc: &Loc) -> NamedProp {
        NamedProp {
            name,
            def_name: (!is_anonymous(&rec.name)).then(|| rec.name.clone()),
            summary: self.string(rec, "summary"),
            storage_type: self.string(rec, "storageType"),
            interface_type: self.string(rec, "interfaceType"),
            convert_from_storage: self.string(rec, "convertFromStorage"),
            assign_to_storage: self.string(rec, "assignToStorage"),
            convert_to_attribute: self.string(rec, "convertToAttribute"),
            convert_from_attribute: self.string(rec, "convertFromAttribute"),
            pred: self.pred_field(rec, "predicate"),
            default_value: self
                .opt_string(rec, "defaultValue")
                .filter(|s| !s.is_empty()),
            optional: self.bit(rec, "isOptional"),
            loc: loc.clone(),
        }
    }

    fn add_trait(&mut self, out: &mut Vec<Trait>, t: &'a Rec, loc: &Loc) {
        if t.is_a("TraitList") {
            for inner in self.def_list(t, "traits") {
                self.add_trait(out, inner, loc);
            }
            return;
        }
        for dep in self.def_list(t, "dependentTraits") {
            self.add_trait(out, dep, loc);
        }
        let tr = if t.is_a("NativeOpTrait") {
            Trait::Native {
                name: self.string(t, "trait"),
                rust: self.string(t, "rustTrait"),
            }
        } else if t.is_a("PredOpTrait") {
            Trait::Pred {
                description: self.string(t, "summary"),
                pred: self.pred_field(t, "predicate"),
            }
        } else {
            self.diags.error(
                loc,
                format!(
                    "trait `{}` is neither a NativeOpTrait, a PredOpTrait nor a TraitList",
                    t.name
                ),
            );
            return;
        };
        if !out.contains(&tr) {
            out.push(tr);
        }
    }

    fn builder(&mut self, rec: &Rec, loc: &Loc) -> Option<Builder> {
        let Some(Val::Dag(dag)) = rec.field("dagParams") else {
            self.diags.error(
                loc,
                format!("builder `{}` has no `dagParams` dag", rec.name),
            );
            return None;
        };
        if dag.op != "ins" {
            self.diags.error(
                loc,
                format!(
                    "builder parameters must be written `(ins ...)`, found `({} ...)`",
                    dag.op
                ),
            );
        }
        let mut params = Vec::new();
        for (val, name) in &dag.args {
            let name = name.clone().unwrap_or_default();
            match val {
                Val::Str(ty) => params.push(BuilderParam {
                    name,
                    rust_type: ty.clone(),
                    default: None,
                }),
                Val::Def(d) => {
                    let Some(carg) = self.resolve(loc, d) else {
                        continue;
                    };
                    if !carg.is_a("CArg") {
                        self.diags.error(
                            loc,
                            format!(
                                "builder parameter `{name}` must be a type string or a CArg, found `{}`",
                                carg.name
                            ),
                        );
                        continue;
                    }
                    let default = self.string(carg, "defaultValue");
                    params.push(BuilderParam {
                        name,
                        rust_type: self.string(carg, "type"),
                        default: (!default.is_empty()).then_some(default),
                    });
                }
                other => self.diags.error(
                    loc,
                    format!("builder parameter `{name}` must be a type string, found {other:?}"),
                ),
            }
        }
        let body = self
            .opt_string(rec, "body")
            .filter(|b| !b.trim().is_empty());
        Some(Builder {
            params,
            body,
            loc: loc.clone(),
        })
    }

    fn enum_def(&mut self, rec: &Rec) -> Option<EnumDef> {
        let kind = match self.string(rec, "enumKind").as_str() {
            "i32" => EnumKind::I32,
            "i64" => EnumKind::I64,
            "bit" => EnumKind::Bit,
            "str" => EnumKind::Str,
            other => {
                self.diags.error(
                    &rec.loc,
                    format!("enum `{}` has unknown kind `{other}`", rec.name),
                );
                return None;
            }
        };
        if kind == EnumKind::Bit && self.int(rec, "bitwidth") != Some(32) {
            self.diags.error(
                &rec.loc,
                format!("bit enum `{}` must have a 32-bit underlying type", rec.name),
            );
        }
        let mut cases = Vec::new();
        for (i, c) in self.def_list(rec, "enumerants").into_iter().enumerate() {
            let value = self.int(c, "value").unwrap_or_default();
            let value = if kind == EnumKind::Str && value < 0 {
                i as u64
            } else if value < 0 {
                let symbol = self.string(c, "symbol");
                self.diags.error(
                    &rec.loc,
                    format!(
                        "case `{symbol}` of enum `{}` has negative value {value}",
                        rec.name
                    ),
                );
                0
            } else {
                value as u64
            };
            cases.push(EnumCase {
                symbol: self.string(c, "symbol"),
                string: self.string(c, "str"),
                value,
                loc: rec.loc.clone(),
            });
        }
        Some(EnumDef {
            def_name: rec.name.clone(),
            name: self.string(rec, "className"),
            kind,
            summary: self.string(rec, "summary"),
            description: self.string(rec, "description"),
            cases,
            separator: if kind == EnumKind::Bit {
                self.string(rec, "separator")
            } else {
                String::new()
            },
            loc: rec.loc.clone(),
        })
    }

    fn attr_or_type(&mut self, rec: &Rec) -> Option<AttrOrTypeDef> {
        let dialect = match rec.field("dialect") {
            Some(Val::Def(d)) => d.clone(),
            _ => {
                self.diags
                    .error(&rec.loc, format!("`{}` has no dialect", rec.name));
                return None;
            }
        };
        let mut parameters = Vec::new();
        if let Some(Val::Dag(dag)) = rec.field("parameters") {
            for (val, name) in &dag.args {
                let name = name.clone().unwrap_or_default();
                match val {
                    Val::Str(ty) => parameters.push(Parameter {
                        name,
                        rust_type: ty.clone(),
                        summary: String::new(),
                        default_value: None,
                    }),
                    Val::Def(d) => {
                        let Some(p) = self.resolve(&rec.loc, d) else {
                            continue;
                        };
                        if !p.is_a("AttrOrTypeParameter") {
                            self.diags.error(
                                &rec.loc,
                                format!(
                                    "parameter `{name}` of `{}` must be a type string or an AttrOrTypeParameter, found `{}`",
                                    rec.name, p.name
                                ),
                            );
                            continue;
                        }
                        parameters.push(Parameter {
                            name,
                            rust_type: self.string(p, "cppType"),
                            summary: self.string(p, "summary"),
                            default_value: self.opt_string(p, "defaultValue"),
                        });
                    }
                    other => self.diags.error(
                        &rec.loc,
                        format!(
                            "parameter `{name}` of `{}` must be a type string, found {other:?}",
                            rec.name
                        ),
                    ),
                }
            }
        }
        let mut builders = Vec::new();
        for b in self.def_list(rec, "builders") {
            if let Some(b) = self.builder(b, &rec.loc) {
                builders.push(b);
            }
        }
        Some(AttrOrTypeDef {
            def_name: rec.name.clone(),
            rust_name: self.string(rec, "cppClassName"),
            dialect,
            mnemonic: self.opt_string(rec, "mnemonic"),
            summary: self.string(rec, "summary"),
            description: self.string(rec, "description"),
            parameters,
            builders,
            skip_default_builders: self.bit(rec, "skipDefaultBuilders"),
            gen_verify_decl: self.bit(rec, "genVerifyDecl"),
            has_custom_assembly_format: self.bit(rec, "hasCustomAssemblyFormat"),
            assembly_format: self.opt_string(rec, "assemblyFormat"),
            extra_class_declaration: self
                .opt_string(rec, "extraClassDeclaration")
                .unwrap_or_default(),
            loc: rec.loc.clone(),
        })
    }
}
