//! Traits an op lists (`Trait`, `NativeOpTrait`, `PredOpTrait`, `OpNamesNativeOpTrait`, ...):
//! the runtime's traits, native traits written in Rust, and the op names traits hold.

use crate::diag::{Anchor, Loc};
use crate::model::TypesMatch;
use crate::model::cpp_types::{self};
use crate::model::{InterfaceKind, Operator, Trait};
use crate::spec::records::{Rec, Val};

use super::{Lower, append_code, interface_kind, last_segment};

impl<'a> Lower<'a> {
    /// Appends a trait's extra declarations and definitions (`extraConcreteClass*`) to the
    /// implementing def's `code`, once.
    pub(super) fn append_trait_extras(&mut self, t: &Rec, code: &mut String) {
        for field in [
            "extraConcreteClassDeclaration",
            "extraConcreteClassDefinition",
        ] {
            let extra = self.opt_string(t, field).unwrap_or_default();
            if !code.contains(extra.trim()) {
                append_code(code, &extra);
            }
        }
    }

    /// Adds trait `t` (and the traits it depends on) to `out`, and the Rust items a native
    /// trait adds to its ops to `code`.
    pub(super) fn add_trait(
        &mut self,
        out: &mut Vec<Trait>,
        code: &mut String,
        t: &'a Rec,
        dialect: &str,
        loc: &Loc,
    ) {
        if t.is_a("TraitList") {
            for inner in self.def_list(t, "traits") {
                self.add_trait(out, code, inner, dialect, loc);
            }
            return;
        }
        if t.is_a("SideEffectsTraitBase") {
            self.add_effects_trait(out, t, loc);
            return;
        }
        if t.is_a("InterfaceTrait") {
            self.add_interface_trait(out, code, t, dialect, loc);
            return;
        }
        for dep in self.def_list(t, "dependentTraits") {
            self.add_trait(out, code, dep, dialect, loc);
        }
        let tr = if t.is_a("NativeOpTrait") {
            match self.native_op_trait(code, t, dialect, loc) {
                Some(tr) => tr,
                None => return,
            }
        } else if t.is_a("PredOpTrait") {
            self.pred_op_trait(t)
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

    /// A `SideEffectsTraitBase` (`MemoryEffects<[..]>`): its effects for the op being lowered,
    /// `NoMemoryEffect` when it names none, and its interface.
    fn add_effects_trait(&mut self, out: &mut Vec<Trait>, t: &'a Rec, loc: &Loc) {
        let mut effects = Vec::new();
        for e in self.def_list(t, "effects") {
            if let Some(e) = self.effect(e, loc) {
                effects.push(e);
            }
        }
        if effects.is_empty() {
            let tr = Trait::Native {
                name: "NoMemoryEffect".to_string(),
                rust: "::ods_runtime::traits::NoMemoryEffect".to_string(),
                ops: Vec::new(),
                structural: false,
            };
            if !out.contains(&tr) {
                out.push(tr);
            }
        }
        self.op_effects.get_or_insert_with(Vec::new).extend(effects);
        if let Some(iface) = self.def(t, "interface") {
            let name = self.interface(iface, loc);
            if let Some(name) = name
                && !out
                    .iter()
                    .any(|o| matches!(o, Trait::Interface { name: n, .. } if *n == name))
            {
                out.push(Trait::Interface {
                    name,
                    written: Vec::new(),
                });
            }
        }
    }

    /// An op interface trait `t`, after its bases; attached twice, it is one entry writing
    /// the methods of both.
    fn add_interface_trait(
        &mut self,
        out: &mut Vec<Trait>,
        code: &mut String,
        t: &'a Rec,
        dialect: &str,
        loc: &Loc,
    ) {
        if !t.is_a("OpInterface") {
            let expected = interface_kind(t).map(|_| InterfaceKind::Op);
            self.refuse_interface_kind(t, loc, expected);
            return;
        }
        let Some(name) = self.supported_interface(t, loc) else {
            return;
        };
        // The bases come first: an op with an interface has the interfaces it derives
        // from.
        for base in self.def_list(t, "baseInterfaces") {
            self.add_trait(out, code, base, dialect, loc);
        }
        let more = self.written_methods(t, &name, loc);
        // Attached twice (as a base and by `DeclareOpInterfaceMethods`): one entry, at
        // the first place, writing the methods of both.
        let existing = out.iter_mut().find_map(|o| match o {
            Trait::Interface { name: n, written } if *n == name => Some(written),
            _ => None,
        });
        match existing {
            Some(written) => {
                for m in more {
                    if !written.contains(&m) {
                        written.push(m);
                    }
                }
            }
            None => out.push(Trait::Interface {
                name,
                written: more,
            }),
        }
    }

    /// The `NativeOpTrait` `t`, with the Rust items it adds to its ops appended to `code`;
    /// `None` when it has no Rust counterpart (refused, or dropped in the stub mode).
    fn native_op_trait(
        &mut self,
        code: &mut String,
        t: &'a Rec,
        dialect: &str,
        loc: &Loc,
    ) -> Option<Trait> {
        let name = self.string(t, "trait");
        if let Some(Val::Str(ns)) = t.field("cppNamespace")
            && cpp_types::cpp_marker(ns).is_some()
        {
            let dropped = format!("C++ trait `{ns}::{name}` has no Rust counterpart: dropped");
            let refused = format!(
                "C++ namespace `{ns}` of trait `{name}` has no Rust counterpart: write the \
                 Rust module path that holds the trait (the default is \
                 `::ods_runtime::traits`)"
            );
            if self.drop_or_refuse(t, "cppNamespace", loc, dropped, refused) {
                return None;
            }
        }
        // C++ writes a dialect's own traits relative to `mlir::OpTrait`
        // (`spirv::SignedOp`); the runtime's trait module has no such submodules.
        if let Some(Val::Str(ns)) = t.field("cppNamespace")
            && ns == "::ods_runtime::traits"
            && let Some((cpp_ns, _)) = name.split_once("::")
            && !name.contains('<')
        {
            let dropped = format!("C++ trait `{name}` has no Rust counterpart: dropped");
            let refused = format!(
                "C++ trait `{name}` has no Rust counterpart: it names C++'s namespace \
                 `{cpp_ns}` under `mlir::OpTrait`, which `::ods_runtime::traits` does not \
                 have; set `cppNamespace` to the Rust module path that holds the trait (a \
                 dialect's own traits live in its crate: `crate::traits`) and name the \
                 trait without it"
            );
            if self.drop_or_refuse(t, "trait", loc, dropped, refused) {
                return None;
            }
        }
        // A trait left in the default namespace that is neither the library's nor one of
        // `::ods_runtime::traits` (NVVM's `NVVMRequiresSM<90>`) names nothing there: it is
        // refused (dropped in the stub mode) instead of becoming a path that rustc rejects.
        if matches!(t.field("cppNamespace"), Some(Val::Str(ns)) if ns == "::ods_runtime::traits")
            && !RUNTIME_TRAITS.contains(&trait_base(&name))
            && !Self::in_library(t)
            && !t.superclasses.iter().any(|c| {
                !GENERIC_TRAIT_CLASSES.contains(&c.as_str())
                    && crate::library::classes().contains(c.as_str())
            })
            // A spec's own def or instance of one of the library's traits
            // (`NativeOpTrait<"SingleBlock">`).
            && !{
                let own = trait_base(&name);
                crate::library::classes().contains(own)
                    || self.set.derived_from("NativeOpTrait").any(|r| {
                        Self::in_library(r)
                            && matches!(r.field("trait"), Some(Val::Str(n)) if trait_base(n) == own)
                    })
            }
        {
            let dropped = format!("C++ trait `{name}`, not one of the runtime's: dropped");
            let refused = format!(
                "C++ trait `{name}` has no Rust counterpart: it is not one of \
                 `::ods_runtime::traits`; set `cppNamespace` to the Rust module path that \
                 holds it (a dialect's own traits live in its crate: `crate::traits`)"
            );
            if self.drop_or_refuse(t, "trait", loc, dropped, refused) {
                return None;
            }
        }
        let mut rust = self.string(t, "rustTrait");
        let mut ops = Vec::new();
        if t.is_a("OpNamesNativeOpTrait") {
            (rust, ops) = self.op_names_trait(t, &name, &rust, dialect, loc);
        } else if t.is_a("ParamNativeOpTrait")
            && let Some((r, o)) = self.op_class_params(t, dialect)
        {
            (rust, ops) = (r, o);
        }
        self.append_trait_extras(t, code);
        Some(Trait::Native {
            name,
            rust,
            ops,
            structural: t.is_a("StructuralOpTrait"),
        })
    }

    /// The `PredOpTrait` `t`, with the type relation a format uses (`TypesMatchWith`,
    /// `ShapedTypeMatchesElementCountAndTypes`).
    fn pred_op_trait(&mut self, t: &Rec) -> Trait {
        // As mlir-tblgen's formats, the type of `rhs` is the transform of `lhs`'s
        // whatever the comparator (the verifier checks it), also for an
        // `OptionalTypesMatchWith` (each value of an optional `rhs` gets it).
        let types_match = if t.is_a("TypesMatchWith") {
            Some(TypesMatch {
                lhs: self.string(t, "lhs"),
                rhs: self.string(t, "rhs"),
                transformer: self.string(t, "transformer"),
                ranged: t.is_a("RangedTypesMatchWith"),
                each: false,
            })
        } else if t.is_a("ShapedTypeMatchesElementCountAndTypes") {
            // As mlir-tblgen's formats: each value of `elements` has the element type
            // of `shaped` (upstream's `vector.from_elements`).
            Some(TypesMatch {
                lhs: self.string(t, "shaped"),
                rhs: self.string(t, "elements"),
                transformer: "::ods_runtime::traits::element_type_or_self($_ctxt, $_self)"
                    .to_string(),
                ranged: false,
                each: true,
            })
        } else {
            None
        };
        Trait::Pred {
            description: self.string(t, "summary"),
            pred: self.pred_field(t, "predicate"),
            types_match,
        }
    }

    /// Refuses the interface `rec` where `expected` (what the place takes: an op interface
    /// among an op's traits, ...) is wanted, or anywhere for a dialect interface, which
    /// ods-build does not generate.
    pub(super) fn refuse_interface_kind(
        &mut self,
        rec: &Rec,
        loc: &Loc,
        expected: Option<InterfaceKind>,
    ) {
        let kind = interface_kind(rec).map_or_else(
            || {
                if rec.is_a("DialectInterface") {
                    "DialectInterface"
                } else {
                    "InterfaceTrait"
                }
            },
            InterfaceKind::class,
        );
        let name = match rec.field("cppInterfaceName") {
            Some(Val::Str(n)) => n.clone(),
            _ => rec.name.clone(),
        };
        if !self
            .reported
            .insert((name.clone(), format!("interface kind {expected:?}")))
        {
            return;
        }
        let article = if kind.starts_with(['A', 'I', 'O']) {
            "an"
        } else {
            "a"
        };
        let loc = self.loc_of(rec, loc);
        let message = match expected {
            Some(expected) => format!(
                "`{name}` is {article} {kind}, but {} is expected here: op interfaces are \
                 implemented by ops, attribute interfaces by attributes, type interfaces by \
                 types",
                match expected {
                    InterfaceKind::Op => "an OpInterface",
                    InterfaceKind::Attr => "an AttrInterface",
                    InterfaceKind::Type => "a TypeInterface",
                }
            ),
            None => format!(
                "`{name}` is {article} {kind}, which ods-build does not support yet: op, \
                 attribute and type interfaces become Rust traits"
            ),
        };
        self.diags.error(&loc, message);
    }

    /// Lowers the op, attribute or type interface `rec` (a def or a
    /// `Declare...InterfaceMethods` of one) and its bases into `self.interfaces`, once per
    /// name; its name.
    /// The name an enum or interface of namespace `ns` (or of none) has that a foreign
    /// interface `name`'s traits (`{name}Impl`, `{name}Model`) would have: its crate then
    /// numbers them, as `render` does for the interfaces it generates.
    pub(super) fn foreign_trait_clash(&self, name: &str, ns: &str) -> Option<String> {
        let traits = [format!("{name}Impl"), format!("{name}Model")];
        let in_scope = |r: &Rec| match r.field("cppNamespace") {
            Some(Val::Str(n)) => n.is_empty() || last_segment(n) == last_segment(ns),
            _ => true,
        };
        let named = |r: &Rec, field: &str| match r.field(field) {
            Some(Val::Str(c)) if traits.contains(c) && in_scope(r) => Some(c.clone()),
            _ => None,
        };
        let set = self.set;
        set.derived_from("EnumInfo")
            .find_map(|r| named(r, "className"))
            .or_else(|| {
                ["OpInterface", "AttrInterface", "TypeInterface"]
                    .iter()
                    .flat_map(|class| set.derived_from(class))
                    .find_map(|r| named(r, "cppInterfaceName"))
            })
    }

    pub(super) fn written_methods(&mut self, t: &Rec, name: &str, loc: &Loc) -> Vec<String> {
        let Some(iface) = self.interfaces.iter().find(|i| i.name == name) else {
            return Vec::new();
        };
        let (declare, implementer, one) = match iface.kind {
            InterfaceKind::Op => ("DeclareOpInterfaceMethods", "op", "an op"),
            InterfaceKind::Attr => ("DeclareAttrInterfaceMethods", "attribute", "an attribute"),
            InterfaceKind::Type => ("DeclareTypeInterfaceMethods", "type", "a type"),
        };
        let mut written: Vec<String> = iface
            .methods
            .iter()
            .filter(|m| m.is_required())
            .map(|m| m.name.clone())
            .collect();
        let declared: Vec<String> = iface.methods.iter().map(|m| m.name.clone()).collect();
        let shared: Vec<String> = iface
            .methods
            .iter()
            .filter(|m| !m.body.trim().is_empty())
            .map(|m| m.name.clone())
            .collect();
        for m in self.string_list(t, "alwaysOverriddenMethods") {
            // A name the interface does not declare declares nothing, as in mlir-tblgen
            // (upstream's SCFOps.td lists methods its interfaces no longer have).
            if !declared.contains(&m) {
                continue;
            }
            let problem = if shared.contains(&m) {
                Some(format!(
                    "`{declare}` names `{m}`, which interface `{name}` defines with a body \
                     every {implementer} shares; only methods with a default implementation \
                     can be written by {one}"
                ))
            } else {
                None
            };
            match problem {
                Some(message) => self.diags.error_at(
                    loc,
                    Anchor::Text {
                        text: m.clone(),
                        offset: 0,
                    },
                    message,
                ),
                None if !written.contains(&m) => written.push(m),
                None => {}
            }
        }
        written
    }

    /// A `ParamNativeOpTrait` whose parameters all name ops of the spec
    /// (`AtMostOneChildOf<"OperandsOp, ResultsOp">`, C++ op classes as template
    /// arguments): the trait called with their full names, and those names. `None` when a
    /// parameter names no op (`NOperands<2>`).
    fn op_class_params(&mut self, t: &Rec, dialect: &str) -> Option<(String, Vec<String>)> {
        let args = self.opt_string(t, "paramTraitArgs")?;
        let prop = self.opt_string(t, "paramTraitName")?;
        let ns = self.opt_string(t, "cppNamespace")?;
        let names = args
            .split(',')
            .map(|a| self.ops.resolve(a, dialect, self.op_module.as_deref()).ok())
            .collect::<Option<Vec<String>>>()?;
        let quoted: Vec<String> = names.iter().map(|n| format!("{n:?}")).collect();
        Some((format!("{ns}::{prop}(&[{}])", quoted.join(", ")), names))
    }

    /// The Rust expression of a trait whose parameters name ops (`HasParent<"ScopeOp">`):
    /// `rustTrait` called with the resolved full names; and those names.
    fn op_names_trait(
        &mut self,
        t: &Rec,
        name: &str,
        path: &str,
        dialect: &str,
        loc: &Loc,
    ) -> (String, Vec<String>) {
        let mut full = Vec::new();
        let mut names = Vec::new();
        // A name may be a C++ template argument list (`HasParent<"ReduceOp, LibraryOp">`).
        let ops: Vec<String> = self
            .string_list(t, "opNames")
            .iter()
            .flat_map(|s| s.split(','))
            .map(|s| s.trim().to_string())
            .collect();
        for op in ops {
            match self.ops.resolve(&op, dialect, self.op_module.as_deref()) {
                Ok(f) => {
                    full.push(format!("{f:?}"));
                    names.push(f.to_string());
                }
                // The terminator's op may be defined in a file this spec does not include,
                // as upstream's `linalg.yield` is for `LinalgStructuredOps.td`: C++ finds the
                // class when the dialect is compiled; the runtime finds it among the
                // registered ops by module and class (`linalg::YieldOp`).
                Err(_)
                    if name == "SingleBlockImplicitTerminator"
                        && !self.ops.knows_class(&op)
                        && let Some(class) = self.cpp_class_path(&op, dialect) =>
                {
                    full.push(format!("{class:?}"));
                    names.push(class);
                }
                Err(message) => {
                    self.diags.error_at(
                        loc,
                        Anchor::Text {
                            text: op.clone(),
                            offset: 0,
                        },
                        format!("trait `{name}`: {message}"),
                    );
                    full.push(format!("{op:?}"));
                }
            }
        }
        if self.bit(t, "opNamesList") {
            (format!("{path}(&[{}])", full.join(", ")), names)
        } else {
            if full.len() != 1 {
                self.diags.error(
                    loc,
                    format!(
                        "trait `{name}` names {} ops; it takes exactly one",
                        full.len()
                    ),
                );
            }
            (format!("{path}({})", full.join(", ")), names)
        }
    }

    /// `module::Class` for a C++ class name (`YieldOp`, `::mlir::smt::YieldOp`) that no op of
    /// the records has, as named from an op of `dialect` (a def name): the module is the last
    /// segment of the written namespace, or else of the dialect's `cppNamespace`.
    fn cpp_class_path(&self, written: &str, dialect: &str) -> Option<String> {
        let written = written.trim().trim_start_matches("::");
        let (ns, class) = match written.rsplit_once("::") {
            Some((ns, class)) => (Some(ns), class),
            None => (None, written),
        };
        let is_ident = |s: &str| {
            s.chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        };
        if !is_ident(class) || !ns.is_none_or(|ns| ns.split("::").all(is_ident)) {
            return None;
        }
        let module = match ns {
            Some(ns) => last_segment(ns).to_string(),
            None => {
                let d = self.set.get(dialect)?;
                match (d.field("cppNamespace"), d.field("name")) {
                    (Some(Val::Str(ns)), _) if !ns.trim().is_empty() => {
                        last_segment(ns.trim()).to_string()
                    }
                    (_, Some(Val::Str(name))) => name.clone(),
                    _ => return None,
                }
            }
        };
        Some(format!("{module}::{class}"))
    }

    /// The methods of interface `name` an op attaching `t` writes: those without a body or
    /// default, and those `DeclareOpInterfaceMethods` lists (names the interface does not
    /// declare are ignored, as mlir-tblgen ignores them).
    /// Drops from the methods `op` writes those an attribute accessor of `op` implements
    /// (see `model::method_names::attr_accessor`).
    pub(super) fn drop_accessor_methods(&self, op: &mut Operator) {
        let mut traits = std::mem::take(&mut op.traits);
        for t in &mut traits {
            let Trait::Interface { name, written } = t else {
                continue;
            };
            let Some(iface) = self.interfaces.iter().find(|i| &i.name == name) else {
                continue;
            };
            written.retain(|m| {
                !iface.methods.iter().any(|d| {
                    &d.name == m && crate::model::method_names::attr_accessor(op, d).is_some()
                })
            });
        }
        op.traits = traits;
    }
}

/// The op traits `::ods_runtime::traits` has (`ods-runtime/src/traits.rs`; the test
/// `runtime_traits_are_the_runtime_modules` keeps the two in step).
pub(super) const RUNTIME_TRAITS: &[&str] = &[
    "AffineScope",
    "AlwaysSpeculatable",
    "AtLeastNOperands",
    "AtLeastNRegions",
    "AtLeastNResults",
    "AtLeastNSuccessors",
    "AtMostOneChildOf",
    "AttrSizedOperandSegments",
    "AttrSizedResultSegments",
    "AutomaticAllocationScope",
    "Commutative",
    "ConstantLike",
    "DistinctObjectsTrait",
    "Elementwise",
    "FirstAttrDerivedResultType",
    "HasOnlyGraphRegion",
    "HasParallelRegion",
    "HasParent",
    "HasRecursiveMemoryEffects",
    "Idempotent",
    "InterfaceVerifier",
    "Involution",
    "IsIsolatedFromAbove",
    "IsTerminator",
    "MemAlloc",
    "MemFree",
    "MemRead",
    "MemRefsNormalizable",
    "MemWrite",
    "NOperands",
    "NRegions",
    "NResults",
    "NSuccessors",
    "NoMemoryEffect",
    "NoRegionArguments",
    "NoTerminator",
    "OneOperand",
    "OneRegion",
    "OneResult",
    "OneSuccessor",
    "OpInvariants",
    "Pure",
    "RecursivelySpeculatable",
    "ResultsAreFloatLike",
    "ResultsBroadcastableShape",
    "ReturnLike",
    "SameOperandsAndResultElementType",
    "SameOperandsAndResultRank",
    "SameOperandsAndResultShape",
    "SameOperandsAndResultType",
    "SameOperandsElementType",
    "SameOperandsShape",
    "SameTypeOperands",
    "SameVariadicOperandSize",
    "SameVariadicResultSize",
    "Scalarizable",
    "SingleBlock",
    "SingleBlockImplicitTerminator",
    "SymbolTable",
    "Tensorizable",
    "TypeClass",
    "ValueSemantics",
    "VariadicOperands",
    "VariadicRegions",
    "VariadicResults",
    "VariadicSuccessors",
    "Vectorizable",
    "ZeroOperands",
    "ZeroRegions",
    "ZeroResults",
    "ZeroSuccessors",
];

/// A trait's name without its arguments (`NOperands` for `NOperands<2>`).
pub(super) fn trait_base(name: &str) -> &str {
    name.split('<').next().unwrap_or(name).trim()
}

/// The library's classes every native trait derives from, which say nothing about where
/// its Rust item lives.
pub(super) const GENERIC_TRAIT_CLASSES: &[&str] = &[
    "Trait",
    "NativeTrait",
    "OpTrait",
    "NativeOpTrait",
    "ParamNativeOpTrait",
    "GenInternalOpTrait",
    "StructuralOpTrait",
    "OpNamesNativeOpTrait",
    "PredTrait",
    "PredOpTrait",
];
