//! `Op` records: an op's arguments (operands, attributes, properties), results, regions,
//! successors, memory effects and the rest of its fields.

use crate::diag::{Anchor, Loc};
use crate::model::{
    ArgKind, Arity, AttrKind, Effect, EffectKind, Hooks, NamedAttr, Operator, Pred,
    RegionConstraint, RegionSlot, SuccessorConstraint, SuccessorSlot, Trait, Value,
};
use crate::spec::records::{Rec, Val};

use super::{Lower, append_code, append_text, last_segment};

impl<'a> Lower<'a> {
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

    pub(super) fn op(&mut self, rec: &Rec) -> Option<Operator> {
        let dialect = match rec.field("opDialect") {
            Some(Val::Def(d)) => d.clone(),
            _ => {
                self.diags
                    .error(&rec.loc, format!("op `{}` has no dialect", rec.name));
                return None;
            }
        };
        let loc = rec.loc.clone();
        self.refuse_op_fields(rec, &loc);
        let submodule = self.op_submodule_of(rec, &dialect, &loc);
        let extra = self.extra_code(rec);
        let mut op = Operator {
            argument_order: Vec::new(),
            def_name: rec.name.clone(),
            dialect: dialect.clone(),
            submodule,
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
                // As in mlir-tblgen, a declarative format wins over the bit (SPIR-V's base
                // op sets `hasCustomAssemblyFormat`, many of its ops an `assemblyFormat`).
                custom_assembly_format: self.bit(rec, "hasCustomAssemblyFormat")
                    && self
                        .opt_string(rec, "assemblyFormat")
                        .is_none_or(|f| f.trim().is_empty()),
            },
            extra_class_declaration: extra,
            memory_effects: None,
            loc: loc.clone(),
        };
        self.op_arguments(rec, &mut op, &loc);
        self.op_results(rec, &mut op, &loc);
        self.op_regions(rec, &mut op, &loc);
        self.op_successors(rec, &mut op, &loc);
        self.op_traits(rec, &mut op, &dialect, &loc);
        for b in self.def_list(rec, "builders") {
            if let Some(b) = self.builder(b, &loc) {
                op.builders.push(b);
            }
        }
        Some(op)
    }

    /// Refuses the fields of the op `rec` that ods-build does not honour.
    fn refuse_op_fields(&mut self, rec: &Rec, loc: &Loc) {
        if let Some(Val::Def(group)) = rec.field("opDocGroup") {
            let group = group.clone();
            self.refuse(
                rec,
                "opDocGroup",
                &rec.loc,
                format!(
                    "`opDocGroup` `{group}` is not supported by ods-build: the documentation \
                     does not group ops; remove it"
                ),
            );
        }
        if self.bit(rec, "useCustomPropertiesEncoding") {
            self.refuse(
                rec,
                "useCustomPropertiesEncoding",
                loc,
                "`useCustomPropertiesEncoding` is not supported by ods-build: properties are \
                 encoded with each property's `convertToAttribute` and `convertFromAttribute`; \
                 remove it"
                    .to_string(),
            );
        }
    }

    /// The module below its dialect's that the op `rec` of `dialect` goes into (from its
    /// `cppNamespace`); a refusal when the namespace does not lie below the dialect's.
    fn op_submodule_of(&mut self, rec: &Rec, dialect: &str, loc: &Loc) -> Option<String> {
        let mut submodule = None;
        if let Some(Val::Str(ns)) = rec.field("cppNamespace") {
            let dialect_ns = match self.set.get(dialect).and_then(|d| d.field("cppNamespace")) {
                Some(Val::Str(d)) => d.clone(),
                _ => String::new(),
            };
            match op_submodule(ns, &dialect_ns) {
                Ok(sub) => submodule = sub,
                Err(()) => self.refuse(
                    rec,
                    "cppNamespace",
                    loc,
                    format!(
                        "`cppNamespace` `{}` of op `{}` is not supported by ods-build: an op is \
                         generated into its dialect's module (`{}`) or a module below it, so \
                         its namespace must be the dialect's `{}` or lie below it; remove it",
                        ns.trim(),
                        rec.name,
                        last_segment(dialect_ns.trim()),
                        dialect_ns.trim()
                    ),
                ),
            }
        }
        submodule
    }

    /// The arguments of the op `rec` (operands, attributes, properties) and the derived
    /// attributes written as its fields, in `op`.
    fn op_arguments(&mut self, rec: &Rec, op: &mut Operator, loc: &Loc) {
        for (arg, name) in self.dag_args(rec, "arguments") {
            self.op_argument(rec, op, arg, name, loc);
        }
        // Derived attributes written as fields of the op, as MLIR's manual shows them
        // (`DerivedAttr name = DerivedAttr<...>;`), follow the arguments in field order.
        for field in &rec.order {
            let Some(Val::Def(d)) = rec.field(field) else {
                continue;
            };
            let Some(attr_rec) = self.set.get(d) else {
                continue;
            };
            if !attr_rec.is_a("Attr") {
                continue;
            }
            if !attr_rec.is_a("DerivedAttr") {
                self.diags.error_at(
                    loc,
                    Anchor::Field(field.clone()),
                    format!(
                        "field `{field}` of op `{}` holds the attribute `{}`: only a DerivedAttr \
                         may be an op field; declare stored attributes in `arguments`",
                        rec.name, attr_rec.name
                    ),
                );
                continue;
            }
            let attr = self.attr_constraint(attr_rec, loc);
            op.attributes.push(NamedAttr {
                name: field.clone(),
                kind: AttrKind::Derived {
                    body: self.string(attr_rec, "body"),
                },
                attr,
                description: String::new(),
                effects: Vec::new(),
                loc: loc.clone(),
            });
        }
        // The usual order (operands, attributes, properties) is left implicit.
        let mut sorted = op.argument_order.clone();
        sorted.sort_by_key(|k| *k as u8);
        if sorted == op.argument_order {
            op.argument_order.clear();
        }
    }

    /// The argument `arg` (`name`) of the op `rec`, added to `op`.
    fn op_argument(&mut self, rec: &Rec, op: &mut Operator, arg: &'a Rec, name: String, loc: &Loc) {
        let (constraint, description, effects) = self.unwrap_variable(arg, loc);
        // mlir-tblgen attaches effects to operands and to symbol reference attributes;
        // on any other argument they would be dropped, so they are refused.
        let carries_effects = constraint.is_a("TypeConstraint")
            || (constraint.is_a("Attr") && self.is_symbol_ref_attr(constraint));
        if !effects.is_empty() && !carries_effects {
            self.diags.error(
                loc,
                format!(
                    "memory effects on argument `{name}` of op `{}` are not supported: \
                     only operands, results and symbol reference attributes carry effects",
                    rec.name
                ),
            );
        }
        if constraint.is_a("TypeConstraint") {
            let tc = self.type_constraint(constraint, loc);
            let arity = self.arity(constraint);
            op.argument_order.push(ArgKind::Operand);
            op.operands.push(Value {
                name,
                arity,
                constraint: tc,
                description,
                effects,
                loc: loc.clone(),
            });
        } else if constraint.is_a("Attr") {
            let attr = self.attr_constraint(constraint, loc);
            let kind = if self.bit(constraint, "isDerivedAttr") {
                AttrKind::Derived {
                    body: self.string(constraint, "body"),
                }
            } else {
                AttrKind::Native
            };
            if kind == AttrKind::Native {
                op.argument_order.push(ArgKind::Attribute);
            }
            op.attributes.push(NamedAttr {
                name,
                kind,
                attr,
                description,
                effects,
                loc: loc.clone(),
            });
        } else if constraint.is_a("Property") {
            let mut prop = self.property(constraint, name, loc);
            if !description.is_empty() {
                let own = std::mem::replace(&mut prop.description, description);
                append_text(&mut prop.description, &own);
            }
            op.argument_order.push(ArgKind::Property);
            op.properties.push(prop);
        } else {
            self.diags.error(
                loc,
                format!(
                    "argument `{name}` of op `{}` is `{}`, which is neither a type constraint, an attribute nor a property",
                    rec.name, constraint.name
                ),
            );
        }
    }

    /// The results of the op `rec`, in `op`.
    fn op_results(&mut self, rec: &Rec, op: &mut Operator, loc: &Loc) {
        for (res, name) in self.dag_args(rec, "results") {
            let (constraint, description, effects) = self.unwrap_variable(res, loc);
            if !constraint.is_a("TypeConstraint") {
                self.diags.error(
                    loc,
                    format!(
                        "result `{name}` of op `{}` is `{}`, which is not a type constraint",
                        rec.name, constraint.name
                    ),
                );
                continue;
            }
            let tc = self.type_constraint(constraint, loc);
            let arity = self.arity(constraint);
            op.results.push(Value {
                name,
                arity,
                constraint: tc,
                description,
                effects,
                loc: loc.clone(),
            });
        }
    }

    /// The regions of the op `rec`, in `op`.
    fn op_regions(&mut self, rec: &Rec, op: &mut Operator, loc: &Loc) {
        let slots = self.op_slots(rec, loc, "region", "Region");
        op.regions.extend(slots.into_iter().map(|s| RegionSlot {
            name: s.name,
            variadic: s.variadic,
            constraint: RegionConstraint {
                summary: s.summary,
                description: s.description,
                pred: s.pred,
            },
            loc: loc.clone(),
        }));
    }

    /// The successors of the op `rec`, in `op`.
    fn op_successors(&mut self, rec: &Rec, op: &mut Operator, loc: &Loc) {
        let slots = self.op_slots(rec, loc, "successor", "Successor");
        op.successors
            .extend(slots.into_iter().map(|s| SuccessorSlot {
                name: s.name,
                variadic: s.variadic,
                constraint: SuccessorConstraint {
                    summary: s.summary,
                    description: s.description,
                    pred: s.pred,
                },
                loc: loc.clone(),
            }));
    }

    /// The region or successor slots (`kind`) of the op `rec`: each argument of its
    /// `<kind>s` dag must be a `class` constraint, and is variadic when a `Variadic<class>`.
    fn op_slots(&mut self, rec: &Rec, loc: &Loc, kind: &str, class: &str) -> Vec<SlotDecl> {
        let mut slots = Vec::new();
        for (slot, name) in self.dag_args(rec, &format!("{kind}s")) {
            if !slot.is_a(class) {
                self.diags.error(
                    loc,
                    format!(
                        "{kind} `{name}` of op `{}` is `{}`, which is not a {kind} constraint",
                        rec.name, slot.name
                    ),
                );
                continue;
            }
            self.refuse_function_name(slot, loc);
            slots.push(SlotDecl {
                name,
                variadic: slot.is_a(&format!("Variadic{class}")),
                summary: self.string(slot, "summary"),
                description: self.opt_string(slot, "description").unwrap_or_default(),
                pred: self.pred_field(slot, "predicate"),
            });
        }
        slots
    }

    /// The traits of the op `rec` of `dialect`, with their memory effects and the Rust items
    /// native traits add, in `op`.
    fn op_traits(&mut self, rec: &Rec, op: &mut Operator, dialect: &str, loc: &Loc) {
        let traits = self.def_list(rec, "traits");
        let mut trait_code = String::new();
        self.op_effects = None;
        self.op_module = self
            .ops
            .by_def
            .get(&rec.name)
            .and_then(|full| self.ops.module_of(full));
        for t in traits {
            self.add_trait(&mut op.traits, &mut trait_code, t, dialect, loc);
        }
        // Upstream's `ReturnLike` trait defines `getMutableSuccessorOperands` (every
        // operand): a return-like op does not write it; the runtime's default is that one.
        if op.has_trait("ReturnLike") {
            for t in &mut op.traits {
                if let Trait::Interface { name, written } = t
                    && name == "RegionBranchTerminatorOpInterface"
                {
                    written.retain(|m| m != "getMutableSuccessorOperands");
                }
            }
        }
        // A method that an attribute's generated accessor is (`getArgAttrsAttr` for
        // `arg_attrs`) is not written by the op: the accessor implements it.
        self.drop_accessor_methods(op);
        // `DeclareOpInterfaceMethods<MemoryEffectsOpInterface>` makes the op write
        // `getEffects`; listing the interface plainly leaves it to the decorators.
        let declares_effects = self.def_list(rec, "traits").iter().any(|t| {
            t.is_a("DeclareInterfaceMethods")
                && matches!(t.field("cppInterfaceName"),
                    Some(Val::Str(n)) if n == "MemoryEffectOpInterface")
        });
        self.finish_memory_effects(op, declares_effects, loc);
        append_code(&mut op.extra_class_declaration, &trait_code);
    }

    /// `Arg<constraint, "desc", [decorators]>` -> (constraint, "desc", memory effects);
    /// anything else -> (itself, "", none). An `Arg`'s `description` follows its summary
    /// after a blank line. Decorators other than memory effects are refused.
    fn unwrap_variable(&mut self, rec: &'a Rec, loc: &Loc) -> (&'a Rec, String, Vec<Effect>) {
        if rec.is_a("OpVariable") {
            let mut desc = self.string(rec, "summary");
            let long = self.opt_string(rec, "description").unwrap_or_default();
            append_text(&mut desc, &long);
            let mut effects = Vec::new();
            for d in self.def_list(rec, "decorators") {
                if let Some(e) = self.effect(d, loc) {
                    effects.push(e);
                }
            }
            if let Some(c) = self.def(rec, "constraint") {
                return (c, desc, effects);
            }
        }
        (rec, String::new(), Vec::new())
    }

    /// Whether the attribute constraint `rec` is, under its `OptionalAttr`/`DefaultValuedAttr`
    /// wrappers, a symbol reference (`SymbolRefAttr`, `FlatSymbolRefAttr` or a subclass), as
    /// mlir-tblgen's `isSymbolRefAttr` decides.
    fn is_symbol_ref_attr(&self, rec: &Rec) -> bool {
        let mut rec = rec;
        while let Some(Val::Def(base)) = rec.field("baseAttr") {
            match self.set.get(base) {
                Some(b) => rec = b,
                None => break,
            }
        }
        ["SymbolRefAttr", "FlatSymbolRefAttr"]
            .iter()
            .any(|n| rec.name == *n || rec.is_a(n))
    }

    /// A memory effect (`MemRead`, `MemWriteAt<1>`, ...), or a located refusal of any other
    /// decorator or effect kind.
    pub(super) fn effect(&mut self, d: &Rec, loc: &Loc) -> Option<Effect> {
        let kind = if d.is_a("SideEffect") && self.string(d, "baseEffectName") == "MemoryEffect" {
            match self.string(d, "effect").as_str() {
                "Allocate" => Some(EffectKind::Allocate),
                "Free" => Some(EffectKind::Free),
                "Read" => Some(EffectKind::Read),
                "Write" => Some(EffectKind::Write),
                _ => None,
            }
        } else {
            None
        };
        let Some(effect) = kind else {
            self.diags.error_at(
                loc,
                Anchor::Text {
                    text: d.name.clone(),
                    offset: 0,
                },
                format!(
                    "decorator `{}` is not supported by ods-build: operands and results take \
                     the memory effects of mlir/Interfaces/SideEffectInterfaces.td (`MemRead`, \
                     `MemWrite`, `MemAlloc`, `MemFree` and their `At`/resource forms)",
                    d.name
                ),
            );
            return None;
        };
        Some(Effect {
            effect,
            resource: self.string(d, "resource"),
            stage: self.int(d, "stage").unwrap_or(0),
            full: self.bit(d, "effectOnFullRegion"),
        })
    }

    /// An op with a `MemoryEffects` trait or effect decorators implements
    /// `MemoryEffectOpInterface` with the generated `getEffects`.
    fn finish_memory_effects(&mut self, op: &mut Operator, declared: bool, loc: &Loc) {
        let decorated = op
            .operands
            .iter()
            .chain(&op.results)
            .any(|v| !v.effects.is_empty());
        let Some(effects) = self.op_effects.take().or(decorated.then(Vec::new)) else {
            return;
        };
        let Some(iface_rec) = self.set.get("MemoryEffectsOpInterface") else {
            self.diags.error(
                loc,
                "memory effects need mlir/Interfaces/SideEffectInterfaces.td; include it",
            );
            return;
        };
        let Some(name) = self.interface(iface_rec, loc) else {
            return;
        };
        let existing = op.traits.iter_mut().find_map(|t| match t {
            Trait::Interface { name: n, written } if *n == name => Some(written),
            _ => None,
        });
        match existing {
            Some(written) if declared && written.iter().any(|m| m == "getEffects") => {
                self.diags.error(
                    loc,
                    format!(
                        "op `{}` declares `getEffects` (`DeclareOpInterfaceMethods`) and \
                         memory effects ods-build generates it from; keep one",
                        op.def_name
                    ),
                );
            }
            // Listed plainly: the generated `getEffects` implements it.
            Some(written) => written.retain(|m| m != "getEffects"),
            None => op.traits.push(Trait::Interface {
                name,
                written: Vec::new(),
            }),
        }
        op.memory_effects = Some(effects);
    }

    fn arity(&mut self, rec: &Rec) -> Arity {
        if let Some(Val::Int(n)) = rec.field("minSize")
            && *n != 0
        {
            self.refuse(
                rec,
                "minSize",
                &rec.loc,
                format!(
                    "`minSize = {n}` of `{}` is not supported by ods-build: variadic groups \
                     may be empty; check the size in a verifier",
                    rec.name
                ),
            );
        }
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
}

/// The module below its dialect's that an op of C++ namespace `op_ns` goes into, in a
/// dialect of namespace `dialect_ns`: none when the namespaces are the same (or end alike,
/// as `mlir::smt` and `::mlir::smt` do), `smt` for `mlir::transform::smt` in
/// `mlir::transform`. An error when `op_ns` does not lie below `dialect_ns`.
pub(super) fn op_submodule(op_ns: &str, dialect_ns: &str) -> Result<Option<String>, ()> {
    let segments = |ns: &str| -> Vec<String> {
        ns.trim()
            .trim_start_matches("::")
            .split("::")
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect()
    };
    let (op, dialect) = (segments(op_ns), segments(dialect_ns));
    if op.last() == dialect.last() {
        return Ok(None);
    }
    match op.strip_prefix(dialect.as_slice()) {
        Some(rest) if !rest.is_empty() && !dialect.is_empty() => Ok(Some(rest.join("::"))),
        _ => Err(()),
    }
}

/// A region or successor slot as the op's spec declares it.
struct SlotDecl {
    name: String,
    variadic: bool,
    summary: String,
    description: String,
    pred: Pred,
}
