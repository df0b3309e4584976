//! `Dialect` records: a dialect's names, namespace, hooks and discardable attributes.

use crate::diag::Anchor;
use crate::model::cpp_types::{self};
use crate::model::{Dialect, DiscardableAttr, DiscardableKind};
use crate::spec::records::{Rec, Val};

use super::Lower;

impl<'a> Lower<'a> {
    pub(super) fn dialect(&mut self, rec: &Rec) -> Option<Dialect> {
        if self.generates(rec) {
            for (field, what) in [(
                "usePropertiesForAttributes",
                "inherent attributes are always stored in the op's properties",
            )] {
                if matches!(rec.field(field), Some(Val::Int(0))) {
                    self.refuse(
                        rec,
                        field,
                        &rec.loc,
                        format!("`{field} = 0` is not supported by ods-build: {what}; remove it"),
                    );
                }
            }
        }
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
            // An entry is spliced into a C++ template argument list, so one string may name
            // several dialects (`"::mlir::LLVM::LLVMDialect, ::mlir::func::FuncDialect"`).
            dependent_dialects: self
                .string_list(rec, "dependentDialects")
                .iter()
                .flat_map(|d| d.split(','))
                .map(str::trim)
                .filter(|d| !d.is_empty())
                .map(str::to_string)
                .collect(),
            extra_class_declaration: self
                .opt_string(rec, "extraClassDeclaration")
                .unwrap_or_default(),
            has_constant_materializer: self.bit(rec, "hasConstantMaterializer"),
            has_operation_attr_verify: self.bit(rec, "hasOperationAttrVerify"),
            has_region_arg_attr_verify: self.bit(rec, "hasRegionArgAttrVerify"),
            has_region_result_attr_verify: self.bit(rec, "hasRegionResultAttrVerify"),
            has_canonicalizer: self.bit(rec, "hasCanonicalizer"),
            has_operation_interface_fallback: self.bit(rec, "hasOperationInterfaceFallback"),
            has_non_default_destructor: self.bit(rec, "hasNonDefaultDestructor"),
            is_extensible: self.bit(rec, "isExtensible"),
            discardable_attrs: self.discardable_attrs(rec),
            custom_type_printer_parser: matches!(
                rec.field("useDefaultTypePrinterParser"),
                Some(Val::Int(0))
            ),
            custom_attr_printer_parser: matches!(
                rec.field("useDefaultAttributePrinterParser"),
                Some(Val::Int(0))
            ),
            loc: rec.loc.clone(),
        })
    }

    /// A dialect's `discardableAttrs`: `(ins "Class":$name, ...)`, each class a builtin
    /// attribute class, `::mlir::Attribute`, or the class of one of the spec's `AttrDef`s.
    fn discardable_attrs(&mut self, rec: &Rec) -> Vec<DiscardableAttr> {
        let Some(Val::Dag(dag)) = rec.field("discardableAttrs") else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (val, name) in &dag.args {
            let (Val::Str(cpp), Some(name)) = (val, name) else {
                self.diags.error_at(
                    &rec.loc,
                    Anchor::Field("discardableAttrs".to_string()),
                    format!(
                        "each entry of `discardableAttrs` of `{}` must be a named attribute \
                         class string (`\"::mlir::UnitAttr\":$name`)",
                        rec.name
                    ),
                );
                continue;
            };
            let plain = cpp
                .trim()
                .trim_start_matches("::")
                .trim_start_matches("mlir::");
            let kind = if plain == "Attribute" {
                DiscardableKind::Any
            } else if let Some(class) = cpp_types::builtin_class(cpp) {
                DiscardableKind::Builtin(class.to_string())
            } else if let Some(def) = self.attr_def_named(cpp, &rec.name) {
                DiscardableKind::Def(def)
            } else {
                self.diags.error_at(
                    &rec.loc,
                    Anchor::Text {
                        text: cpp.clone(),
                        offset: 0,
                    },
                    format!(
                        "C++ type `{cpp}` of discardable attribute `{name}` has no Rust \
                         counterpart: write a builtin attribute class or the class of one of \
                         the spec's attribute definitions"
                    ),
                );
                continue;
            };
            out.push(DiscardableAttr {
                name: name.clone(),
                cpp_type: cpp.clone(),
                kind,
            });
        }
        out
    }

    /// The string field `field` of the dialect of definition `def` (empty when unset).
    pub(super) fn dialect_string(&self, def: &Rec, field: &str) -> String {
        match def.field("dialect") {
            Some(Val::Def(d)) => match self.set.get(d).and_then(|d| d.field(field)) {
                Some(Val::Str(v)) => v.clone(),
                _ => String::new(),
            },
            _ => String::new(),
        }
    }

    /// The Rust name of the `AttrDef` of dialect `dialect` whose C++ class is `cpp` (with or
    /// without its namespace).
    fn attr_def_named(&self, cpp: &str, dialect: &str) -> Option<String> {
        let wanted = cpp.trim().trim_start_matches("::");
        let last = wanted.rsplit("::").next().unwrap_or(wanted);
        self.set
            .derived_from("AttrDef")
            .filter(|def| matches!(def.field("dialect"), Some(Val::Def(d)) if d == dialect))
            .find_map(|def| match def.field("cppClassName") {
                Some(Val::Str(class)) if class == last => Some(class.clone()),
                _ => None,
            })
    }
}
