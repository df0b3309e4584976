//! `Interface` records (op, attribute and type interfaces): their methods and bases, and
//! which interfaces a definition may implement.

use crate::diag::Loc;
use crate::model::cpp_types::Position;
use crate::model::{BuilderParam, Interface, InterfaceMethod};
use crate::spec::records::{Rec, Val};

use super::{Lower, in_runtime, interface_kind, is_anonymous, last_segment};

impl<'a> Lower<'a> {
    pub(super) fn interface(&mut self, rec: &'a Rec, loc: &Loc) -> Option<String> {
        let name = self.string(rec, "cppInterfaceName");
        if self.interfaces.iter().any(|i| i.name == name) {
            return Some(name);
        }
        let Some(kind) = interface_kind(rec) else {
            self.refuse_interface_kind(rec, loc, None);
            return None;
        };
        // `DeclareOpInterfaceMethods<I>` copies I's methods but not its verifier: the
        // interface itself is the def it names.
        let set = self.set;
        let rec = if rec.is_a("DeclareInterfaceMethods") {
            set.derived_from(kind.class())
                .find(|r| {
                    !r.is_a("DeclareInterfaceMethods")
                        && !is_anonymous(&r.name)
                        && matches!(r.field("cppInterfaceName"), Some(Val::Str(n)) if *n == name)
                })
                .unwrap_or(rec)
        } else {
            rec
        };
        // A runtime interface is reported where the spec uses it.
        let loc = if in_runtime(rec) {
            loc.clone()
        } else {
            self.loc_of(rec, loc)
        };
        if syn::parse_str::<syn::Ident>(&name).is_err() {
            self.diags.error(
                &loc,
                format!("interface name `{name}` is not a Rust identifier"),
            );
            return None;
        }
        self.refuse_interface_extras(rec, &name, &loc);
        // An interface in another dialect's namespace is that dialect's to generate.
        let foreign_dialect = match rec.field("cppNamespace") {
            Some(Val::Str(ns)) if !ns.is_empty() && !self.in_main(rec) && !in_runtime(rec) => {
                self.foreign_dialect_of_module(last_segment(ns))
            }
            _ => None,
        };
        if let (Some(dialect), Some(Val::Str(ns))) = (&foreign_dialect, rec.field("cppNamespace"))
            && let Some(taken) = self.foreign_trait_clash(&name, ns)
        {
            self.diags.error(
                &loc,
                format!(
                    "interface `{name}` of dialect `{dialect}` cannot be named from this crate: \
                     its dialect also names an enum or interface `{taken}`, so the crate \
                     generating it numbers the interface's traits (`{taken}1`), which \
                     ods-build does not follow across crates; rename one of them"
                ),
            );
            return None;
        }
        let mut base_interfaces = Vec::new();
        for base in self.def_list(rec, "baseInterfaces") {
            if !base.is_a(kind.class()) {
                self.refuse_interface_kind(base, &loc, Some(kind));
                continue;
            }
            if let Some(b) = self.interface(base, &loc) {
                base_interfaces.push(b);
            }
        }
        let mut methods: Vec<InterfaceMethod> = Vec::new();
        for m in self.def_list(rec, "methods") {
            if let Some(method) = self.interface_method(m, &methods, &name, &loc) {
                methods.push(method);
            }
        }
        let iface = Interface {
            def_name: rec.name.clone(),
            name: name.clone(),
            kind,
            description: self.opt_string(rec, "description").unwrap_or_default(),
            methods,
            verify: self.opt_string(rec, "verify").unwrap_or_default(),
            verify_with_regions: self.bit(rec, "verifyWithRegions"),
            // The shared declarations (upstream's items on both the interface and the
            // ops' trait class) are items of the view, where every op reaches them.
            extra_class_declaration: self.joined_code(
                rec,
                "extraClassDeclaration",
                "extraSharedClassDeclaration",
            ),
            base_interfaces,
            rust_module: self
                .opt_string(rec, "rustModule")
                .filter(|m| !m.trim().is_empty()),
            foreign_dialect,
            external_path: None,
            trait_names: None,
            loc,
        };
        self.interfaces.push(iface);
        Some(name)
    }

    /// Refuses the C++-only fields of the interface `rec` (`name`).
    fn refuse_interface_extras(&mut self, rec: &Rec, name: &str, loc: &Loc) {
        for field in ["extraClassOf", "extraTraitClassDeclaration"] {
            if self
                .opt_string(rec, field)
                .is_some_and(|c| !c.trim().is_empty())
            {
                self.refuse(
                    rec,
                    field,
                    loc,
                    format!(
                        "`{field}` of interface `{name}` is not supported by ods-build: Rust \
                         interfaces have no shared C++ class to extend; put the items in \
                         `extraClassDeclaration` (the view) or in methods"
                    ),
                );
            }
        }
    }

    /// The method `m` of the interface `name`, or `None` with an error at `loc` (a name that
    /// is no identifier or is one of `methods` already, no return type).
    fn interface_method(
        &mut self,
        m: &Rec,
        methods: &[InterfaceMethod],
        name: &str,
        loc: &Loc,
    ) -> Option<InterfaceMethod> {
        let method_name = self.string(m, "name");
        if syn::parse_str::<syn::Ident>(&crate::names::snake(&method_name)).is_err() {
            self.diags.error(
                loc,
                format!("method name `{method_name}` of interface `{name}` is not an identifier"),
            );
            return None;
        }
        if methods.iter().any(|o| o.name == method_name) {
            self.diags.error(
                loc,
                format!("interface `{name}` declares method `{method_name}` twice"),
            );
            return None;
        }
        let ret = self.string(m, "returnType");
        let return_type = match ret.trim() {
            "" => {
                self.diags.error(
                    loc,
                    format!(
                        "method `{method_name}` of interface `{name}` has no return type; \
                         write `void` or a type"
                    ),
                );
                return None;
            }
            "void" | "()" => "()".to_string(),
            _ => self.rust_type(loc, &ret, Position::Owned),
        };
        let mut params = Vec::new();
        if let Some(Val::Dag(dag)) = m.field("arguments") {
            if dag.op != "ins" {
                self.diags.error(
                    loc,
                    format!(
                        "the arguments of method `{method_name}` of interface `{name}` must \
                         be written `(ins ...)`, found `({} ...)`",
                        dag.op
                    ),
                );
            }
            for (i, (val, pname)) in dag.args.iter().enumerate() {
                let (Val::Str(ty), Some(pname)) = (val, pname) else {
                    self.diags.error(
                        loc,
                        format!(
                            "argument {i} of method `{method_name}` of interface `{name}` \
                             must be a type string with a name (`\"T\":$name`)"
                        ),
                    );
                    continue;
                };
                let rust_type = self.rust_type(loc, ty, Position::Param);
                params.push(BuilderParam {
                    name: pname.clone(),
                    rust_type,
                    default: None,
                });
            }
        }
        Some(InterfaceMethod {
            name: method_name,
            description: self.opt_string(m, "description").unwrap_or_default(),
            return_type,
            params,
            body: self.opt_string(m, "body").unwrap_or_default(),
            default_body: self.opt_string(m, "defaultBody").unwrap_or_default(),
            is_static: m.is_a("StaticInterfaceMethod"),
        })
    }

    /// Lowers the interface `t` an op or a definition implements; its name, or `None` with
    /// an error at `loc` when ods-build refuses it (`odsUnsupported`).
    pub(super) fn supported_interface(&mut self, t: &'a Rec, loc: &Loc) -> Option<String> {
        let name = self.interface(t, loc)?;
        if let Some(Val::Str(why)) = t.field("odsUnsupported")
            && !why.is_empty()
        {
            self.diags.error(
                loc,
                format!("interface `{name}` is not supported by ods-build: {why}"),
            );
            return None;
        }
        Some(name)
    }
}
