//! `OpBuilder`/`AttrOrTypeBuilder` records: builder parameters (`CArg`), defaults and the
//! extra code a definition carries.

use crate::diag::{Anchor, Loc};
use crate::model::cpp_types::Position;
use crate::model::{Builder, BuilderParam};
use crate::spec::records::{Rec, Val};

use super::{Lower, append_code, is_anonymous};

impl<'a> Lower<'a> {
    /// A def's `extraClassDeclaration` followed by its `extraClassDefinition`: in Rust both
    /// are items of the same `impl`.
    pub(super) fn extra_code(&mut self, rec: &Rec) -> String {
        self.joined_code(rec, "extraClassDeclaration", "extraClassDefinition")
    }

    /// The code of field `first` followed by that of field `second`.
    pub(super) fn joined_code(&mut self, rec: &Rec, first: &str, second: &str) -> String {
        let mut code = self.opt_string(rec, first).unwrap_or_default();
        append_code(&mut code, &self.opt_string(rec, second).unwrap_or_default());
        code
    }

    pub(super) fn builder(&mut self, rec: &Rec, loc: &Loc) -> Option<Builder> {
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
        if let Some(Val::Str(ret)) = rec.field("returnType")
            && !ret.is_empty()
        {
            self.diags.error_at(
                loc,
                Anchor::Text {
                    text: ret.clone(),
                    offset: 0,
                },
                format!(
                    "the return type `{ret}` of a builder is not supported by ods-build: \
                     builders return the type or attribute itself; remove it"
                ),
            );
        }
        // `hasInferredContextParam` (`TypeBuilderWithInferredContext`): in C++ the context
        // comes from a parameter; Rust handles carry none, so such a builder takes the
        // context first like every other.
        let mut params = Vec::new();
        for (i, (val, name)) in dag.args.iter().enumerate() {
            // An unnamed parameter (C++ lets a declaration leave it out) is named by position.
            let name = name
                .clone()
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| format!("arg{i}"));
            match val {
                Val::Str(ty) => {
                    let rust_type = self.rust_type(loc, ty, Position::Param);
                    params.push(BuilderParam {
                        name,
                        rust_type,
                        default: None,
                    });
                }
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
                    let ty = self.string(carg, "type");
                    let mut rust_type = self.rust_type(loc, &ty, Position::Param);
                    let mut default = self.string(carg, "defaultValue");
                    // A C++ handle defaulting to `nullptr` or `{}` (a null `Type`, `Value`,
                    // `Attribute`; upstream's `memref.alloc`: `CArg<"IntegerAttr", "{}">`)
                    // is an optional handle in Rust, `None` by default.
                    if matches!(default.trim(), "nullptr" | "NULL" | "{}")
                        && (NULLABLE_HANDLES.contains(&rust_type.as_str())
                            || self.is_def_handle(&rust_type))
                    {
                        rust_type = format!("::core::option::Option<{rust_type}>");
                        default = "std::nullopt".to_string();
                    }
                    // A callback's `nullptr` is no callback, and so is MLIR's
                    // `buildTerminatedBody` (a body holding only the op's implicit
                    // terminator): a builder given no callback builds that body itself.
                    let default = if rust_type.starts_with("Option<&mut dyn FnMut")
                        && matches!(
                            default.trim(),
                            "nullptr"
                                | "{}"
                                | "buildTerminatedBody"
                                | "::mlir::buildTerminatedBody"
                        ) {
                        Some("None".to_string())
                    } else {
                        self.carg_default(loc, &name, &default)
                            .map(|d| optional_default(&rust_type, d))
                    };
                    params.push(BuilderParam {
                        name,
                        rust_type,
                        default,
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
            deprecated: self
                .opt_string(rec, "odsCppDeprecated")
                .filter(|r| !r.is_empty()),
            loc: loc.clone(),
        })
    }

    /// Whether `rust_type` is the handle of a type or attribute definition (`KernelTableAttr`),
    /// nullable in C++ as every handle is.
    fn is_def_handle(&self, rust_type: &str) -> bool {
        ["TypeDef", "AttrDef"].iter().any(|class| {
            self.set.derived_from(class).any(|d| {
                !is_anonymous(&d.name)
                    && matches!(d.field("cppClassName"), Some(Val::Str(c)) if c == rust_type)
            })
        })
    }

    /// A `CArg` default as Rust: MLIR's `{}` is `Default::default()`, `std::nullopt` is
    /// `None`; `nullptr` has no counterpart.
    fn carg_default(&mut self, loc: &Loc, name: &str, default: &str) -> Option<String> {
        let d = default.trim();
        match d {
            "" => None,
            "{}" => Some("Default::default()".to_string()),
            "std::nullopt" | "::std::nullopt" | "llvm::None" | "::llvm::None"
            | "std::nullopt_t{}" => Some("None".to_string()),
            "nullptr" | "NULL" if self.stub.is_some() => {
                self.stubbed(
                    loc,
                    format!(
                        "the C++ default `{d}` of builder parameter `{name}`: stubbed as \
                         `::core::todo!()`"
                    ),
                );
                Some("::core::todo!()".to_string())
            }
            "nullptr" | "NULL" => {
                self.diags.error_at(
                    loc,
                    Anchor::Text {
                        text: default.to_string(),
                        offset: 0,
                    },
                    format!(
                        "the default `{d}` of builder parameter `{name}` is C++ with no Rust \
                         counterpart; write a Rust expression (for example `None` with an \
                         `Option<..>` parameter type)"
                    ),
                );
                None
            }
            _ => Some(default.to_string()),
        }
    }
}

/// The runtime handles a C++ `nullptr` default makes optional (C++ handles are nullable).
pub(super) const NULLABLE_HANDLES: &[&str] = &[
    "::ods_runtime::Type",
    "::ods_runtime::Attribute",
    "::ods_runtime::ir::Value",
    "::ods_runtime::ir::OpId",
    "::ods_runtime::Location",
];

/// The default `default` of a builder parameter of type `rust_type`: for an `Option`
/// (C++'s `std::optional`), a contained value as C++ writes it, converted implicitly
/// (upstream's `pdl.pattern`: `CArg<"std::optional<uint16_t>", "1">`), is `Some(..)`.
pub(super) fn optional_default(rust_type: &str, default: String) -> String {
    let optional = ["Option<", "::core::option::Option<", "std::option::Option<"]
        .iter()
        .any(|p| rust_type.trim().starts_with(p));
    let d = default.trim();
    if !optional
        || matches!(d, "None" | "Default::default()" | "::core::todo!()")
        || d.starts_with("Some(")
        || d.contains("Option::")
    {
        default
    } else {
        format!("Some({d})")
    }
}
