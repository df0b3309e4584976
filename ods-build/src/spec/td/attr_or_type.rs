//! `TypeDef` and `AttrDef` records: a definition's parameters, traits, interfaces, builders
//! and assembly format.

use crate::diag::{Anchor, Loc};
use crate::model::cpp_types::{self, APFLOAT, Position};
use crate::model::{AttrOrTypeDef, InterfaceKind, InterfaceUse, Parameter};
use crate::spec::records::{Rec, Val};

use super::traits::RUNTIME_TRAITS;
use super::{Lower, append_code, interface_kind};

/// What the traits of a type or attribute definition make of it.
struct DefTraits {
    /// `TypedAttrInterface` is listed.
    typed_attr: bool,
    /// `getType` is written by hand (`DeclareAttrInterfaceMethods<TypedAttrInterface>`).
    type_hook: bool,
    interfaces: Vec<InterfaceUse>,
    /// The Rust paths of the native traits.
    native_traits: Vec<String>,
    /// The Rust items the native traits add.
    code: String,
}

impl<'a> Lower<'a> {
    pub(super) fn attr_or_type(&mut self, rec: &Rec) -> Option<AttrOrTypeDef> {
        let dialect = match rec.field("dialect") {
            Some(Val::Def(d)) => d.clone(),
            _ => {
                self.diags
                    .error(&rec.loc, format!("`{}` has no dialect", rec.name));
                return None;
            }
        };
        let loc = rec.loc.clone();
        self.refuse_def_fields(rec, &loc);
        let DefTraits {
            typed_attr,
            type_hook,
            interfaces,
            native_traits,
            code: trait_code,
        } = self.def_traits(rec, &loc);
        let parameters = self.def_parameters(rec, &loc);
        let mut builders = Vec::new();
        for b in self.def_list(rec, "builders") {
            if let Some(b) = self.builder(b, &loc) {
                builders.push(b);
            }
        }
        let mut extra = self.extra_code(rec);
        append_code(&mut extra, &trait_code);
        Some(AttrOrTypeDef {
            def_name: rec.name.clone(),
            rust_name: rust_type_name(&self.string(rec, "cppClassName")),
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
            typed_attr,
            type_hook,
            mnemonic_alias: self.bit(rec, "genMnemonicAlias"),
            extra_class_declaration: extra,
            interfaces,
            native_traits,
            loc,
        })
    }

    /// Refuses the fields of the type or attribute definition `rec` that ods-build does not
    /// honour when set to anything but their defaults.
    fn refuse_def_fields(&mut self, rec: &Rec, loc: &Loc) {
        for (field, what) in [
            (
                "genAccessors",
                "an accessor is always generated for each parameter",
            ),
            ("genStorageClass", "the storage struct is always generated"),
        ] {
            if matches!(rec.field(field), Some(Val::Int(0))) {
                self.refuse(
                    rec,
                    field,
                    loc,
                    format!("`{field} = 0` is not supported by ods-build: {what}; remove it"),
                );
            }
        }
        let mnemonic = self.opt_string(rec, "mnemonic");
        let dialect_name = self.dialect_string(rec, "name");
        for field in ["attrName", "typeName"] {
            if let (Some(Val::Str(full)), Some(m)) = (rec.field(field), &mnemonic)
                && *full != format!("{dialect_name}.{m}")
            {
                self.refuse(
                    rec,
                    field,
                    loc,
                    format!(
                        "`{field}` `{full}` of `{}` is not supported by ods-build: the name is \
                         always `{dialect_name}.{m}`, the dialect's and the mnemonic; remove it",
                        rec.name
                    ),
                );
            }
        }
        if self.bit(rec, "hasStorageCustomConstructor") {
            self.refuse(
                rec,
                "hasStorageCustomConstructor",
                loc,
                "`hasStorageCustomConstructor = 1` is not supported by ods-build: the storage \
                 struct is built from its parameters; remove it"
                    .to_string(),
            );
        }
        let class_name = self.opt_string(rec, "cppClassName").unwrap_or_default();
        for (field, default) in [
            ("storageClass", format!("{class_name}Storage")),
            ("storageNamespace", "detail".to_string()),
        ] {
            if let Some(Val::Str(v)) = rec.field(field)
                && *v != default
            {
                self.refuse(
                    rec,
                    field,
                    loc,
                    format!(
                        "`{field}` `{v}` of `{}` is not supported by ods-build: the storage \
                         struct is always `{class_name}Storage` beside the handle; remove it",
                        rec.name
                    ),
                );
            }
        }
        if self.bit(rec, "genMnemonicAlias") && mnemonic.is_none() {
            self.refuse(
                rec,
                "genMnemonicAlias",
                loc,
                format!(
                    "`genMnemonicAlias = 1` of `{}` needs a mnemonic to name the alias",
                    rec.name
                ),
            );
        }
        // Upstream's default base (`::mlir::Attribute`, `::mlir::Type`) is what the
        // definitions are handles over.
        let default_base = if rec.is_a("AttrDef") {
            "Attribute"
        } else {
            "Type"
        };
        if let Some(Val::Str(base)) = rec.field("cppBaseClassName")
            && !base.is_empty()
            && base.trim_start_matches("::").trim_start_matches("mlir::") != default_base
        {
            if self.stub.is_some() {
                let at = self.loc_of(rec, loc);
                self.stubbed(
                    &at,
                    format!("C++ base class `{base}` of `{}`: ignored", rec.name),
                );
            } else {
                self.refuse(
                    rec,
                    "cppBaseClassName",
                    loc,
                    format!(
                        "C++ base class `{base}` of `{}` has no Rust counterpart: definitions \
                     are handles over `::ods_runtime::Type` or `::ods_runtime::Attribute`; \
                     remove `cppBaseClassName`",
                        rec.name
                    ),
                );
            }
        }
    }

    /// The traits of the type or attribute definition `rec`: `TypedAttrInterface` honoured,
    /// interfaces and native traits implemented, any other refused.
    fn def_traits(&mut self, rec: &Rec, loc: &Loc) -> DefTraits {
        // `TypedAttrInterface` on an attribute is honoured (its self-type parameter is its
        // type); attribute and type interfaces are implemented; other traits are refused.
        let kind = if rec.is_a("AttrDef") {
            InterfaceKind::Attr
        } else {
            InterfaceKind::Type
        };
        let mut typed_attr = false;
        let mut type_hook = false;
        let mut others = Vec::new();
        let mut interfaces = Vec::new();
        let mut native_traits = Vec::new();
        let mut code = String::new();
        let set = self.set;
        if let Some(Val::List(traits)) = rec.field("traits") {
            for t in traits {
                match t {
                    Val::Def(n) if n == "TypedAttrInterface" && kind == InterfaceKind::Attr => {
                        typed_attr = true;
                    }
                    Val::Def(n) => match set.get(n) {
                        // `getType` written by hand: a hook of the attribute.
                        Some(t)
                            if kind == InterfaceKind::Attr
                                && t.is_a("DeclareInterfaceMethods")
                                && matches!(t.field("cppInterfaceName"),
                                    Some(Val::Str(c)) if c == "TypedAttr") =>
                        {
                            type_hook = true;
                        }
                        Some(t) if t.is_a("InterfaceTrait") => {
                            self.def_interface(&mut interfaces, t, kind, loc);
                        }
                        Some(t) if is_def_native_trait(t, kind) => {
                            if let Some(path) = self.def_native_trait(t, loc, &mut code)
                                && !native_traits.contains(&path)
                            {
                                native_traits.push(path);
                            }
                        }
                        _ => others.push(n.clone()),
                    },
                    _ => others.push(String::new()),
                }
            }
        }
        if let Some(first) = others.first().cloned() {
            self.diags.error_at(
                loc,
                Anchor::Text {
                    text: first,
                    offset: 0,
                },
                if rec.is_a("AttrDef") {
                    format!(
                        "traits of `{}` are not supported by ods-build: attribute traits other \
                         than interfaces and native attribute traits (`NativeAttrTrait`) are \
                         not supported yet; remove them",
                        rec.name
                    )
                } else {
                    format!(
                        "traits of `{}` are not supported by ods-build: type traits other than \
                         interfaces and native type traits (`NativeTypeTrait`) are not \
                         supported yet; remove them",
                        rec.name
                    )
                },
            );
        }
        DefTraits {
            typed_attr,
            type_hook,
            interfaces,
            native_traits,
            code,
        }
    }

    /// The parameters of the type or attribute definition `rec`.
    fn def_parameters(&mut self, rec: &Rec, loc: &Loc) -> Vec<Parameter> {
        let mut parameters = Vec::new();
        if let Some(Val::Dag(dag)) = rec.field("parameters") {
            for (val, name) in &dag.args {
                let name = name.clone().unwrap_or_default();
                match val {
                    Val::Str(ty) => {
                        let rust_type = self.rust_type(loc, ty, Position::Owned);
                        parameters.push(Parameter {
                            name,
                            rust_type,
                            summary: String::new(),
                            default_value: None,
                            syntax: None,
                            cpp_type: Some(ty.clone()),
                            class: cpp_types::builtin_class(ty).map(str::to_string),
                            self_type: false,
                            parser: None,
                            printer: None,
                            constraint: None,
                        });
                    }
                    Val::Def(d) => {
                        if let Some(param) = self.record_parameter(rec, d, name, loc) {
                            parameters.push(param);
                        }
                    }
                    other => self.diags.error(
                        loc,
                        format!(
                            "parameter `{name}` of `{}` must be a type string, found {other:?}",
                            rec.name
                        ),
                    ),
                }
            }
        }
        parameters
    }

    /// The parameter `name` of the definition `rec` that the record `d` describes: another
    /// type or attribute of the spec, a type constraint or an `AttrOrTypeParameter`; `None`
    /// with an error for anything else.
    fn record_parameter(
        &mut self,
        rec: &Rec,
        d: &str,
        name: String,
        loc: &Loc,
    ) -> Option<Parameter> {
        let p = self.resolve(loc, d)?;
        if p.is_a("AttrOrTypeDef") {
            // Another type or attribute of the spec as a parameter: stored
            // as its generated handle, named in errors by its C++ class.
            let class = self.string(p, "cppClassName");
            let ns = match p.field("dialect") {
                Some(Val::Def(d)) => self
                    .set
                    .get(d)
                    .and_then(|d| match d.field("cppNamespace") {
                        Some(Val::Str(ns)) => Some(ns.clone()),
                        _ => None,
                    })
                    .unwrap_or_default(),
                _ => String::new(),
            };
            return Some(Parameter {
                name,
                cpp_type: Some(if ns.is_empty() {
                    class.clone()
                } else {
                    format!("{ns}::{class}")
                }),
                rust_type: class,
                summary: String::new(),
                default_value: None,
                syntax: None,
                class: None,
                self_type: false,
                parser: None,
                printer: None,
                constraint: None,
            });
        }
        if p.is_a("TypeConstraint") {
            // A type constraint as a parameter: a `Type` checked when the
            // definition is built, as mlir-tblgen's `verifyInvariants` does.
            let constraint = self.type_constraint(p, loc);
            return Some(Parameter {
                name,
                rust_type: "::ods_runtime::Type".to_string(),
                summary: constraint.summary.clone(),
                default_value: None,
                syntax: None,
                cpp_type: Some("::mlir::Type".to_string()),
                class: None,
                self_type: false,
                parser: None,
                printer: None,
                constraint: Some(constraint),
            });
        }
        if !p.is_a("AttrOrTypeParameter") {
            self.diags.error(
                loc,
                format!(
                    "parameter `{name}` of `{}` must be a type string or an AttrOrTypeParameter, found `{}`",
                    rec.name, p.name
                ),
            );
            return None;
        }
        self.parameter(p, name, &rec.name, loc)
    }

    /// The Rust path of the native trait `t` a type or attribute definition lists (its
    /// marker type), with its extra declarations added to `code`; `None` with an error at
    /// `t` when the library refuses it (`odsUnsupported`) or its namespace is C++'s.
    fn def_native_trait(&mut self, t: &'a Rec, loc: &Loc, code: &mut String) -> Option<String> {
        let name = self.string(t, "trait");
        if let Some(Val::Str(why)) = t.field("odsUnsupported")
            && !why.is_empty()
        {
            self.diags.error(
                loc,
                format!("trait `{name}` is not supported by ods-build: {why}"),
            );
            return None;
        }
        let ns = self.string(t, "cppNamespace");
        let ns = ns.trim();
        // The build script says where a trait left in C++'s (or the library's default)
        // namespace lives in Rust.
        if (ns == "::ods_runtime::traits" || cpp_types::cpp_marker(ns).is_some())
            && let Some(path) = self.selection.native_traits.get(&name)
        {
            self.append_trait_extras(t, code);
            return Some(path.clone());
        }
        if cpp_types::cpp_marker(ns).is_some() {
            let dropped = format!("C++ trait `{ns}::{name}` has no Rust counterpart: dropped");
            let refused = format!(
                "C++ namespace `{ns}` of trait `{name}` has no Rust counterpart: write the Rust \
                 module path that holds the trait's marker type"
            );
            self.drop_or_refuse(t, "cppNamespace", loc, dropped, refused);
            return None;
        }
        // Left in the default namespace, a trait the runtime does not define would name
        // nothing there: refused (dropped in the stub mode), as an op's native trait is.
        if ns == "::ods_runtime::traits" && !RUNTIME_TRAITS.contains(&name.as_str()) {
            let dropped = format!("C++ trait `{name}`, not one of the runtime's: dropped");
            let refused = format!(
                "C++ trait `{name}` has no Rust counterpart: it is not one of \
                 `::ods_runtime::traits`; set `cppNamespace` to the Rust module path that \
                 holds its marker type (a dialect's own traits live in its crate: \
                 `crate::traits`), or name it with `Config::native_trait`"
            );
            self.drop_or_refuse(t, "trait", loc, dropped, refused);
            return None;
        }
        self.append_trait_extras(t, code);
        Some(format!("{ns}::{name}"))
    }

    /// Adds the attribute or type interface `t` (a def or a `Declare...InterfaceMethods`)
    /// that a definition of `kind` lists, after its bases, to `out`.
    fn def_interface(
        &mut self,
        out: &mut Vec<InterfaceUse>,
        t: &'a Rec,
        kind: InterfaceKind,
        loc: &Loc,
    ) {
        if interface_kind(t) != Some(kind) {
            self.refuse_interface_kind(t, loc, Some(kind));
            return;
        }
        let Some(name) = self.supported_interface(t, loc) else {
            return;
        };
        // Listed as itself, `TypedAttrInterface` is honoured through the self-type parameter,
        // and declared (`DeclareAttrInterfaceMethods`) through a hook (see `attr_or_type`);
        // reached otherwise (as another interface's base) it is not.
        if name == "TypedAttr" && kind == InterfaceKind::Attr {
            self.diags.error(
                loc,
                "C++ `getType` written by hand for `DeclareAttrInterfaceMethods<\
                 TypedAttrInterface>` has no Rust counterpart: ods-build takes an attribute's \
                 type from its `AttributeSelfTypeParameter`; give the attribute one and list \
                 `TypedAttrInterface` itself"
                    .to_string(),
            );
            return;
        }
        for base in self.def_list(t, "baseInterfaces") {
            self.def_interface(out, base, kind, loc);
        }
        let more = self.written_methods(t, &name, loc);
        match out.iter_mut().find(|u| u.name == name) {
            Some(used) => {
                for m in more {
                    if !used.written.contains(&m) {
                        used.written.push(m);
                    }
                }
            }
            None => out.push(InterfaceUse {
                name,
                written: more,
            }),
        }
    }

    /// An `AttrOrTypeParameter` of the definition `owner`.
    fn parameter(&mut self, p: &Rec, name: String, owner: &str, loc: &Loc) -> Option<Parameter> {
        let at = self.loc_of(p, loc);
        let cpp = self.string(p, "cppType");
        let rust_type = self.rust_type(&at, &cpp, Position::Owned);
        let accessor = self.string(p, "cppAccessorType");
        if !accessor.is_empty() && accessor != cpp {
            let mapped = cpp_types::map(&accessor, Position::Owned);
            if mapped.as_deref() != Ok(rust_type.as_str()) {
                self.diags.error_at(
                    &at,
                    Anchor::Text {
                        text: accessor.clone(),
                        offset: 0,
                    },
                    format!(
                        "the accessor type `{accessor}` of parameter `{name}` of `{owner}` is not \
                         supported by ods-build: accessors return the stored type `{rust_type}`; \
                         remove it"
                    ),
                );
            }
        }
        for field in ["allocator", "comparator"] {
            let value = self.opt_string(p, field).unwrap_or_default();
            // `APFloatParameter`'s comparator: the Rust `ApFloat`'s `Eq` compares the format
            // and the bits, as `bitwiseIsEqual` does.
            let bitwise_apfloat = field == "comparator"
                && value.trim() == "$_lhs.bitwiseIsEqual($_rhs)"
                && rust_type == APFLOAT;
            if !value.trim().is_empty() && !bitwise_apfloat {
                self.refuse(
                    p,
                    field,
                    &at,
                    format!(
                        "`{field}` of parameter `{name}` of `{owner}` is not supported by \
                         ods-build: parameters are stored as their Rust type, compared with \
                         `Eq` and printed and parsed through `DialectParam`; remove it"
                    ),
                );
            }
        }
        let storage = self.opt_string(p, "cppStorageType").unwrap_or_default();
        let from_storage = self.opt_string(p, "convertFromStorage").unwrap_or_default();
        if (!storage.is_empty() && storage != cpp)
            || (!from_storage.is_empty() && from_storage.trim() != "$_self")
        {
            self.refuse(
                p,
                "cppStorageType",
                &at,
                format!(
                    "a storage type or conversion of parameter `{name}` of `{owner}` other than \
                     its type is not supported by ods-build: the parameter is stored as \
                     `{rust_type}`; remove `cppStorageType` and `convertFromStorage`"
                ),
            );
        }
        // A default of an optional parameter is written in C++ as the contained value or
        // `std::nullopt`, converted implicitly; stored as an `Option`, it is `Some(..)` or
        // `None`.
        // An empty `defaultValue` is no default, as for MLIR (`LLVM_DIParameter`s pass one).
        let default_value = self
            .opt_string(p, "defaultValue")
            .filter(|d| !d.trim().is_empty())
            .map(|d| {
                let d = d.trim().to_string();
                if !rust_type.starts_with("Option<") {
                    d
                } else if d == "std::nullopt" || d == "None" {
                    "None".to_string()
                } else if d.starts_with("Some(") {
                    d
                } else {
                    format!("Some({d})")
                }
            });
        if self.bit(p, "isOptional") && default_value.is_none() {
            self.diags.error(
                &at,
                format!(
                    "parameter `{name}` of `{owner}` is optional but has no `defaultValue`; use \
                     `OptionalParameter<..>` or give it a default"
                ),
            );
        }
        Some(Parameter {
            name,
            rust_type,
            summary: self.string(p, "summary"),
            default_value,
            syntax: self.opt_string(p, "syntax"),
            class: cpp_types::builtin_class(&cpp).map(str::to_string),
            cpp_type: Some(cpp),
            self_type: p.is_a("AttributeSelfTypeParameter"),
            parser: self
                .opt_string(p, "parser")
                .filter(|c| !c.trim().is_empty()),
            printer: self
                .opt_string(p, "printer")
                .filter(|c| !c.trim().is_empty()),
            constraint: None,
        })
    }
}

/// Whether `t` is a native trait a definition of `kind` may list: a `NativeTrait` for
/// attributes (`NativeAttrTrait`) or types (`NativeTypeTrait`), or for any entity (the
/// bare `NativeTrait<name, "">`), without parameters and not one the generator knows.
pub(super) fn is_def_native_trait(t: &Rec, kind: InterfaceKind) -> bool {
    let entity = match t.field("entity") {
        Some(Val::Str(e)) => e.as_str(),
        _ => return false,
    };
    let fits = match kind {
        InterfaceKind::Attr => entity == "Attribute",
        InterfaceKind::Type => entity == "Type",
        _ => false,
    };
    t.is_a("NativeTrait")
        && !t.is_a("ParamNativeTrait")
        && !t.is_a("GenInternalTrait")
        && !t.is_a("OpTrait")
        && (fits || entity.is_empty())
}

/// The Rust name of a definition whose C++ class is `class`: the class name, with its first
/// letter made uppercase when it is lowercase and the rest is UpperCamelCase (upstream's
/// Tosa `mxint8Type` is `Mxint8Type`), as Rust names types. Any other name is kept, and
/// validation refuses it when it is not a Rust type name.
pub(super) fn rust_type_name(class: &str) -> String {
    let mut chars = class.chars();
    match chars.next() {
        Some(first)
            if first.is_ascii_lowercase()
                && chars.as_str().chars().all(|c| c.is_ascii_alphanumeric()) =>
        {
            format!("{}{}", first.to_ascii_uppercase(), chars.as_str())
        }
        _ => class.to_string(),
    }
}
