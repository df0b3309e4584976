//! Predicates (`Pred`, `CPred`, `And`/`Or`/`Not`/`Concat`), type constraints and attribute
//! constraints (`TypeConstraint`, `Attr`), with the interfaces their C++ expressions name.

use crate::diag::Loc;
use crate::model::cpp_types::{self, Position};
use crate::model::{AttrConstraint, DialectAttr, InterfaceKind, Pred, TypeConstraint};
use crate::spec::records::{Rec, Val};

use super::{Lower, in_runtime, interface_kind, is_anonymous};

impl<'a> Lower<'a> {
    /// A constraint's `cppFunctionName` must stay empty.
    pub(super) fn refuse_function_name(&mut self, rec: &Rec, fallback: &Loc) {
        if let Some(Val::Str(f)) = rec.field("cppFunctionName")
            && !f.is_empty()
        {
            self.refuse(
                rec,
                "cppFunctionName",
                fallback,
                format!(
                    "`cppFunctionName` of `{}` is not supported by ods-build: it generates no \
                     standalone constraint functions; remove it",
                    rec.name
                ),
            );
        }
    }

    fn pred(&mut self, rec: &Rec) -> Pred {
        if rec.is_a("CPred") {
            let expr = self.string(rec, "predExpr");
            self.interfaces_named_in(&expr, &rec.loc);
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

    pub(super) fn pred_field(&mut self, rec: &Rec, name: &str) -> Pred {
        match rec.field(name) {
            Some(Val::Def(d)) => match self.resolve(&rec.loc, d) {
                Some(p) => self.pred(p),
                None => Pred::truth(),
            },
            // An unset predicate (`AnySuccessor`) always holds.
            _ => Pred::truth(),
        }
    }

    /// Lowers the attribute and type interfaces a predicate asks the context for
    /// (`$_ctxt.attr($_self).interface::<Name>()`, what an interface constraint's predicate
    /// says, also inside `AnyAttrOf` and array constraints), so the generated code finds them.
    fn interfaces_named_in(&mut self, expr: &str, loc: &Loc) {
        let set = self.set;
        let marker = ".interface::<";
        for (at, _) in expr.match_indices(marker) {
            // The view the interface is asked of: the nearer `.attr(` or `.ty(` before it.
            let before = &expr[..at];
            let kind = match (before.rfind(".attr("), before.rfind(".ty(")) {
                (Some(a), Some(t)) if t > a => InterfaceKind::Type,
                (Some(_), _) => InterfaceKind::Attr,
                (None, Some(_)) => InterfaceKind::Type,
                (None, None) => continue,
            };
            let rest = &expr[at + marker.len()..];
            let name = &rest[..rest.find('>').unwrap_or(rest.len())];
            if self.interfaces.iter().any(|i| i.name == name) {
                continue;
            }
            let found = set.derived_from(kind.class()).find(|r| {
                !r.is_a("DeclareInterfaceMethods")
                    && !is_anonymous(&r.name)
                    && !in_runtime(r)
                    && matches!(r.field("cppInterfaceName"), Some(Val::Str(n)) if n == name)
            });
            if let Some(r) = found {
                self.interface_constraint(r, loc, kind);
            }
        }
    }

    /// A type or attribute interface used as a constraint (`MyTypeInterface:$x`): its
    /// predicate asks the context for the interface, so the interface is generated here.
    fn interface_constraint(&mut self, rec: &Rec, fallback: &Loc, kind: InterfaceKind) {
        if interface_kind(rec) != Some(kind) {
            self.refuse_interface_kind(rec, fallback, Some(kind));
            return;
        }
        let Some(name) = self
            .set
            .get(&rec.name)
            .and_then(|r| self.interface(r, fallback))
        else {
            return;
        };
        if let Some(Val::Str(why)) = rec.field("odsUnsupported")
            && !why.is_empty()
        {
            self.refuse(
                rec,
                "odsUnsupported",
                fallback,
                format!("interface `{name}` is not supported by ods-build: {why}"),
            );
            return;
        }
        if let Some(dialect) = self
            .interfaces
            .iter()
            .find(|i| i.name == name)
            .and_then(|i| i.foreign_dialect.clone())
        {
            self.refuse(
                rec,
                "predicate",
                fallback,
                format!(
                    "interface `{name}` of dialect `{dialect}` is not supported as a constraint \
                     by ods-build yet: only interfaces the spec generates constrain values and \
                     attributes; check it in the op's verifier"
                ),
            );
        }
    }

    pub(super) fn type_constraint(&mut self, rec: &Rec, fallback: &Loc) -> TypeConstraint {
        if rec.is_a("InterfaceTrait") && !in_runtime(rec) {
            self.interface_constraint(rec, fallback, InterfaceKind::Type);
        }
        // A variadic or optional group stands for its element type (`ConfinedType` has a
        // `baseType` too, but is a constraint of its own).
        let group = rec.is_a("Variadic") || rec.is_a("Optional");
        let base = match rec.field("baseType") {
            Some(Val::Def(d)) if group => Some(d.clone()),
            _ => None,
        };
        let def_name = if !is_anonymous(&rec.name) {
            Some(rec.name.clone())
        } else {
            base.clone().filter(|b| !is_anonymous(b))
        };
        // `Variadic<I32>` builds the same type as `I32`.
        let builder_rec = match &base {
            Some(d) => self.set.get(d).unwrap_or(rec),
            None => rec,
        };
        let builder_call = match builder_rec.field("builderCall") {
            Some(Val::Str(s)) if !s.trim().is_empty() => Some(s.clone()),
            _ => None,
        };
        if let Some(Val::Str(cpp)) = rec.field("cppType")
            && cpp != "::ods_runtime::Type"
        {
            let mapped = cpp_types::map(cpp, Position::Owned);
            if mapped.as_deref() != Ok("::ods_runtime::Type") && !self.names_def_class(cpp) {
                let message = match mapped {
                    Ok(rust) => format!(
                        "`cppType` `{cpp}` of `{}` is not supported by ods-build: values are \
                         typed `::ods_runtime::ir::Value` and their types `::ods_runtime::Type` \
                         (it maps to `{rust}`); remove it",
                        rec.name
                    ),
                    // A C++ class of no definition among the records (one of a file the
                    // spec does not include, or hand-written C++).
                    Err(_) => format!(
                        "C++ type `{cpp}` of `{}` has no Rust counterpart: values are typed \
                         `::ods_runtime::ir::Value` and their types `::ods_runtime::Type`; \
                         remove `cppType`",
                        rec.name
                    ),
                };
                if self.stub.is_some() {
                    let loc = self.loc_of(rec, fallback);
                    self.stubbed(&loc, format!("{message}: ignored"));
                } else {
                    self.refuse(rec, "cppType", fallback, message);
                }
            }
        }
        let class = match rec.field("cppType") {
            Some(Val::Str(cpp)) => cpp_types::builtin_type_class(cpp).map(str::to_string),
            _ => None,
        };
        TypeConstraint {
            def_name,
            summary: self.string(rec, "summary"),
            description: self.opt_string(rec, "description").unwrap_or_default(),
            pred: self.pred_field(rec, "predicate"),
            builder_call,
            class,
        }
    }

    /// Whether the C++ class `cpp` (`::mlir::transform::OperationType`) is the class of a
    /// `TypeDef` or `AttrDef` among the records, or their C++ base class
    /// (`::mlir::pdl::PDLType`): its values are then handles over `::ods_runtime::Type` or
    /// `::ods_runtime::Attribute`, as every definition's are.
    fn names_def_class(&self, cpp: &str) -> bool {
        let wanted = cpp.trim().trim_start_matches("::");
        ["TypeDef", "AttrDef"].iter().any(|class| {
            self.set.derived_from(class).any(|def| {
                if matches!(def.field("cppBaseClassName"),
                    Some(Val::Str(base)) if base.trim_start_matches("::") == wanted)
                {
                    return true;
                }
                let ns = self.dialect_string(def, "cppNamespace");
                let ns = ns.trim_start_matches("::");
                let Some(Val::Str(class_name)) = def.field("cppClassName") else {
                    return false;
                };
                let full = if ns.is_empty() {
                    class_name.clone()
                } else {
                    format!("{ns}::{class_name}")
                };
                full == wanted
            })
        })
    }

    pub(super) fn attr_constraint(&mut self, rec: &Rec, fallback: &Loc) -> AttrConstraint {
        // The builtin attribute interfaces the runtime implements constrain by kind.
        if rec.is_a("InterfaceTrait") && !in_runtime(rec) {
            self.interface_constraint(rec, fallback, InterfaceKind::Attr);
        }
        let base = match rec.field("baseAttr") {
            Some(Val::Def(d)) => Some(d.clone()),
            _ => None,
        };
        let def_name = if !is_anonymous(&rec.name) {
            Some(rec.name.clone())
        } else {
            base.clone().filter(|b| !is_anonymous(b))
        };
        let enum_name = self
            .opt_string(rec, "enumClassName")
            .filter(|s| !s.is_empty());
        self.note_foreign(rec, fallback);
        self.refuse_function_name(rec, fallback);
        // An attribute interface's namespace is the interface's, checked with it.
        if enum_name.is_none()
            && !rec.is_a("Interface")
            && let Some(Val::Str(ns)) = rec.field("cppNamespace")
            && !ns.is_empty()
        {
            self.refuse(
                rec,
                "cppNamespace",
                fallback,
                format!(
                    "`cppNamespace` `{ns}` of attribute `{}` is not supported by ods-build: only \
                     an enum attribute has one; remove it",
                    rec.name
                ),
            );
        }
        // An enum's description documents the enum itself.
        let description = if enum_name.is_some() {
            String::new()
        } else {
            self.opt_string(rec, "description").unwrap_or_default()
        };
        let loc = self.loc_of(rec, fallback);
        let storage_type = self.string(rec, "storageType");
        let storage_type = self.rust_type(&loc, &storage_type, Position::Owned);
        let return_type = self.string(rec, "returnType");
        let return_type = self.rust_type(&loc, &return_type, Position::Owned);
        let const_builder_call = self
            .opt_string(rec, "constBuilderCall")
            .filter(|s| !s.is_empty());
        let default_value = self
            .opt_string(rec, "defaultValue")
            .filter(|s| !s.is_empty())
            .map(|d| match &const_builder_call {
                // mlir-tblgen builds the default with the call, `$0` the default value: a
                // call that does not read `$0` ignores it (UB's `DefaultValuedAttr<
                // PoisonAttrInterface, "{}">`), and the default is the attribute it builds.
                Some(call) if !call.contains("$0") && return_type == storage_type => call.clone(),
                _ => value_initialized(d, &return_type),
            });
        AttrConstraint {
            def_name,
            summary: self.string(rec, "summary"),
            description,
            pred: self.pred_field(rec, "predicate"),
            storage_type,
            return_type,
            convert_from_storage: self.string(rec, "convertFromStorage"),
            const_builder_call,
            default_value,
            value_type: self.attr_value_type(rec),
            optional: self.bit(rec, "isOptional"),
            enum_name,
            dialect_attr: self.dialect_attr_of(rec),
            storage_class: self
                .opt_string(rec, "storageAttrKind")
                .filter(|s| !s.is_empty()),
        }
    }

    /// The dialect and mnemonic of the `AttrDef` an attribute constraint is (or wraps
    /// through `baseAttr`: `DefaultValuedAttr<Arith_IntegerOverflowAttr, ...>`), when it
    /// has a mnemonic.
    fn dialect_attr_of(&self, rec: &Rec) -> Option<DialectAttr> {
        let mut rec = rec;
        for _ in 0..16 {
            if rec.is_a("AttrDef") {
                let mnemonic = match rec.field("mnemonic") {
                    Some(Val::Str(m)) if !m.is_empty() => m.clone(),
                    _ => return None,
                };
                let Some(Val::Def(d)) = rec.field("dialect") else {
                    return None;
                };
                let Some(Val::Str(dialect)) = self.set.get(d)?.field("name") else {
                    return None;
                };
                return Some(DialectAttr {
                    dialect: dialect.clone(),
                    mnemonic,
                });
            }
            match rec.field("baseAttr") {
                Some(Val::Def(b)) if *b != rec.name => rec = self.set.get(b)?,
                _ => return None,
            }
        }
        None
    }

    /// The builder call of an attribute's `valueType`, when it names a buildable type;
    /// `OptionalAttr`, `DefaultValuedAttr` and `ConfinedAttr` take it from their `baseAttr`.
    fn attr_value_type(&self, rec: &Rec) -> Option<String> {
        let Some(Val::Def(d)) = rec.field("valueType") else {
            return match rec.field("baseAttr") {
                Some(Val::Def(b)) if *b != rec.name => self.attr_value_type(self.set.get(b)?),
                _ => None,
            };
        };
        match self.set.get(d)?.field("builderCall") {
            Some(Val::Str(s)) if !s.trim().is_empty() => Some(s.clone()),
            _ => None,
        }
    }
}

/// A default value of `{}`, C++'s value-initialization of the default's type (upstream's
/// `DefaultValuedAttr<I64ArrayAttr, "{}">`), is the Rust type's `Default` when the type is
/// one whose C++ counterpart value-initializes to the same value (an empty array or string,
/// zero, `false`, no value). Otherwise (a null `Attribute`) it stays, and is refused as C++.
/// A `bool` defaulting to `0` or `1` is `false` or `true`.
pub(super) fn value_initialized(default: String, rust_type: &str) -> String {
    let ty = rust_type.trim();
    let defaulted = [
        "Vec<",
        "::std::vec::Vec<",
        "Option<",
        "::core::option::Option<",
    ]
    .iter()
    .any(|p| ty.starts_with(p))
        || [
            "String", "bool", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64",
            "usize", "isize",
        ]
        .contains(&ty);
    // C++ converts an integer to `bool` (`DefaultValuedAttr<I1Attr, "0">`); Rust does not.
    if ty == "bool" {
        match default.trim() {
            "0" => return "false".to_string(),
            "1" => return "true".to_string(),
            _ => {}
        }
    }
    if default.trim() == "{}" && defaulted {
        format!(
            "<{} as ::core::default::Default>::default()",
            rust_type.trim()
        )
    } else {
        default
    }
}
