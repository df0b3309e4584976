//! Type and attribute formats (`TypeDef`/`AttrDef` `assemblyFormat`): `$param`, `params`,
//! `struct(...)`, `qualified(...)`, `custom<..>(...)` with `ref(...)`, and mlir-tblgen's
//! checks (AttrOrTypeFormatGen): every required parameter referenced exactly once, only
//! optional parameters in optional groups.

use super::ast::{Element, ElementKind, Format, HookArg, Var, hook_args};
use super::error::FormatError;
use super::lexer::{Keyword, TokenKind};
use super::parser::{Ctx, PResult, Parser};
use crate::model::{AttrOrTypeDef, EnumDef};

fn err<T>(at: usize, message: impl Into<String>) -> PResult<T> {
    Err(FormatError::new(at, message))
}

fn optional(def: &AttrOrTypeDef, i: usize) -> bool {
    def.parameters[i].default_value.is_some()
}

impl Parser<'_> {
    pub(crate) fn def_variable(
        &mut self,
        def: &AttrOrTypeDef,
        loc: usize,
        name: &str,
        ctx: Ctx,
    ) -> PResult<Var> {
        let Some(i) = def.parameters.iter().position(|p| p.name == name) else {
            return err(
                loc,
                format!("{} has no parameter named '{name}'", def.def_name),
            );
        };
        if ctx == Ctx::Ref {
            if !self.seen.params[i] {
                return err(
                    loc,
                    format!("parameter '{name}' must be bound before it is referenced"),
                );
            }
        } else if std::mem::replace(&mut self.seen.params[i], true) {
            return err(loc, format!("duplicate parameter '{name}'"));
        }
        Ok(Var::Parameter(i))
    }

    pub(crate) fn def_directive(
        &mut self,
        def: &AttrOrTypeDef,
        loc: usize,
        kw: Keyword,
        ctx: Ctx,
    ) -> PResult<Element> {
        let kind = match kw {
            Keyword::Qualified => {
                self.expect(TokenKind::LParen, "expected '(' before argument list")?;
                let mut element = self.element(ctx)?;
                if !matches!(element.kind, ElementKind::Variable(_)) {
                    return err(loc, "`qualified` argument list expected a variable");
                }
                self.expect(TokenKind::RParen, "expected ')' after argument list")?;
                element.qualified = true;
                return Ok(element);
            }
            Keyword::Params => {
                if ctx != Ctx::Top && ctx != Ctx::Struct {
                    return err(
                        loc,
                        "`params` can only be used at the top-level context or within a \
                         `struct` directive",
                    );
                }
                for i in def.format_params() {
                    let p = &def.parameters[i];
                    if std::mem::replace(&mut self.seen.params[i], true) {
                        return err(
                            loc,
                            format!("`params` captures duplicate parameter: {}", p.name),
                        );
                    }
                }
                ElementKind::Params
            }
            Keyword::Struct => {
                if ctx != Ctx::Top {
                    return err(loc, "`struct` can only be used at the top-level context");
                }
                self.expect(
                    TokenKind::LParen,
                    "expected '(' before `struct` argument list",
                )?;
                let first = self.element(Ctx::Struct)?;
                let mut vars = Vec::new();
                match first.kind {
                    ElementKind::Variable(_) => {
                        vars.push(first);
                        while self.tok.kind == TokenKind::Comma {
                            self.consume()?;
                            let next = self.element(Ctx::Struct)?;
                            if !matches!(next.kind, ElementKind::Variable(_)) {
                                return err(loc, "expected a variable in `struct` argument list");
                            }
                            vars.push(next);
                        }
                    }
                    ElementKind::Params => {
                        vars.extend(def.format_params().into_iter().map(|i| {
                            Element::new(ElementKind::Variable(Var::Parameter(i)), first.offset)
                        }));
                    }
                    _ => {
                        return err(
                            loc,
                            "`struct` argument list expected a variable or directive",
                        );
                    }
                }
                self.expect(
                    TokenKind::RParen,
                    "expected ')' at the end of an argument list",
                )?;
                ElementKind::Struct(vars)
            }
            Keyword::Ref => {
                if ctx != Ctx::Custom {
                    return err(loc, "'ref' is only valid within a `custom` directive");
                }
                self.expect(TokenKind::LParen, "expected '(' before argument list")?;
                let arg = self.element(Ctx::Ref)?;
                self.expect(TokenKind::RParen, "expected ')' after argument list")?;
                ElementKind::Ref(Box::new(arg))
            }
            _ => return err(loc, "unsupported directive kind"),
        };
        Ok(Element::new(kind, loc))
    }

    pub(crate) fn def_custom_args(loc: usize, args: &[Element]) -> PResult<()> {
        for arg in args {
            if !matches!(
                arg.kind,
                ElementKind::Variable(_)
                    | ElementKind::Ref(_)
                    | ElementKind::String(_)
                    | ElementKind::Params
            ) {
                return err(
                    loc,
                    "only variables and types may be used as parameters to a custom directive",
                );
            }
        }
        Ok(())
    }

    /// The elements of one branch of an optional group whose `(` is at `loc`.
    pub(crate) fn def_group_elements(
        def: &AttrOrTypeDef,
        loc: usize,
        elements: &[Element],
        anchor: Option<usize>,
    ) -> PResult<()> {
        let all_optional = |vars: &[Element]| {
            vars.iter().all(|v| match v.kind {
                ElementKind::Variable(Var::Parameter(i)) => optional(def, i),
                _ => true,
            })
        };
        for el in elements {
            match &el.kind {
                ElementKind::Variable(Var::Parameter(i)) if !optional(def, *i) => {
                    return err(loc, "parameters in an optional group must be optional");
                }
                ElementKind::Params
                    if !def.format_params().into_iter().all(|i| optional(def, i)) =>
                {
                    return err(
                        loc,
                        "`params` directive allowed in optional group only if all parameters \
                         are optional",
                    );
                }
                ElementKind::Struct(vars) if !all_optional(vars) => {
                    return err(
                        loc,
                        "`struct` is only allowed in an optional group if all captured \
                         parameters are optional",
                    );
                }
                _ => {}
            }
        }
        if let Some(i) = anchor
            && !matches!(
                elements.get(i).map(|e| &e.kind),
                Some(
                    ElementKind::Variable(_)
                        | ElementKind::Params
                        | ElementKind::Struct(_)
                        | ElementKind::Custom { .. }
                )
            )
        {
            return err(
                loc,
                "optional group anchor must be a parameter or directive",
            );
        }
        Ok(())
    }

    /// The checks that need the whole format; `start` is where its first token is.
    pub(crate) fn verify_def(
        &self,
        def: &AttrOrTypeDef,
        start: usize,
        elements: &[Element],
    ) -> PResult<()> {
        for (i, p) in def.parameters.iter().enumerate() {
            // The self type comes from after the attribute, not from its format.
            if !optional(def, i) && !p.self_type && !self.seen.params[i] {
                return err(
                    start,
                    format!("format is missing reference to parameter: {}", p.name),
                );
            }
        }
        for pair in elements.windows(2) {
            if let (ElementKind::Struct(vars), ElementKind::Literal(lit)) =
                (&pair[0].kind, &pair[1].kind)
                && lit == ","
                && vars.iter().any(|v| match v.kind {
                    ElementKind::Variable(Var::Parameter(i)) => optional(def, i),
                    _ => false,
                })
            {
                return err(
                    start,
                    "`struct` directive with optional parameters cannot be followed by a comma \
                     literal",
                );
            }
        }
        Ok(())
    }
}

/// What a def format uses that ods-build does not generate, with where it is in the
/// format string: a parameter whose Rust type has no field parser and printer, and string
/// arguments of `custom` directives (C++ expressions).
pub(crate) fn unsupported(
    def: &AttrOrTypeDef,
    format: &Format,
    enums: &[EnumDef],
    handles: &[&str],
) -> Option<(usize, String)> {
    fn params(def: &AttrOrTypeDef, elements: &[Element], out: &mut Vec<(usize, usize)>) {
        for e in elements {
            match &e.kind {
                ElementKind::Variable(Var::Parameter(i)) => out.push((*i, e.offset)),
                ElementKind::Params => {
                    out.extend(def.format_params().into_iter().map(|i| (i, e.offset)))
                }
                ElementKind::Struct(vars) => params(def, vars, out),
                ElementKind::Optional(g) => {
                    params(def, &g.then_elements, out);
                    params(def, &g.else_elements, out);
                }
                _ => {}
            }
        }
    }
    let mut used = Vec::new();
    params(def, &format.elements, &mut used);
    for (i, offset) in used {
        let p = &def.parameters[i];
        if !field_type_supported(&p.rust_type, enums, handles) {
            return Some((
                offset,
                format!(
                    "parameter `{}` of type `{}` cannot be parsed or printed by a declarative \
                     format in ods-build (supported: integers, `APInt`, `bool`, `String`, \
                     `Type`, `Attribute`, the spec's enums, types and attributes with a \
                     mnemonic, its type and attribute interfaces, and `Vec`s and `Option`s of \
                     those); use a `custom` directive or hasCustomAssemblyFormat",
                    p.name, p.rust_type
                ),
            ));
        }
    }
    unsupported_custom_args(def, format)
}

fn unsupported_custom_args(def: &AttrOrTypeDef, format: &Format) -> Option<(usize, String)> {
    /// A `custom` directive's hooks have one signature: the Rust types of its arguments and
    /// which are `ref(...)`.
    type Signature = Vec<(String, bool)>;
    fn walk(
        def: &AttrOrTypeDef,
        elements: &[Element],
        seen: &mut Vec<(String, Signature)>,
    ) -> Option<(usize, String)> {
        for e in elements {
            match &e.kind {
                ElementKind::Custom { name, args } => {
                    for a in args {
                        if let ElementKind::String(code) = &a.kind
                            && let Err(e) = super::plan::check_expr_arg(a.offset, code)
                        {
                            return Some((e.offset, e.message));
                        }
                    }
                    let signature: Signature = hook_args(args)
                        .into_iter()
                        .map(|a| match a {
                            HookArg::Param(i, by_ref) => {
                                (def.parameters[i].rust_type.clone(), by_ref)
                            }
                            HookArg::Expr(k, _) => (format!("expression {k}"), false),
                        })
                        .collect();
                    match seen.iter().find(|(n, _)| n == name) {
                        Some((_, first)) if *first != signature => {
                            return Some((
                                e.offset,
                                format!(
                                    "`custom<{name}>` is used again with other argument types; \
                                     its `parse_`/`print_` hooks have one signature in \
                                     ods-build, so give this use another name"
                                ),
                            ));
                        }
                        Some(_) => {}
                        None => seen.push((name.clone(), signature)),
                    }
                }
                ElementKind::Optional(g) => {
                    if let Some(found) = walk(def, &g.then_elements, seen)
                        .or_else(|| walk(def, &g.else_elements, seen))
                    {
                        return Some(found);
                    }
                }
                _ => {}
            }
        }
        None
    }
    walk(def, &format.elements, &mut Vec::new())
}

/// Whether generated format code can read and write a parameter of Rust type `ty`: the
/// types the runtime's `DialectParam` covers (integers, `bool`, `String`, `Type`,
/// `Attribute`), the spec's enums, its types and attributes that have a mnemonic, and `Vec`s
/// and `Option`s of those.
fn field_type_supported(ty: &str, enums: &[EnumDef], handles: &[&str]) -> bool {
    let ty = ty.trim();
    for wrapper in [
        "Option<",
        "Vec<",
        "::std::option::Option<",
        "::std::vec::Vec<",
    ] {
        if let Some(inner) = ty.strip_prefix(wrapper).and_then(|t| t.strip_suffix('>')) {
            return field_type_supported(inner, enums, handles);
        }
    }
    matches!(
        ty,
        "i8" | "i16"
            | "i32"
            | "i64"
            | "u8"
            | "u16"
            | "u32"
            | "u64"
            | "usize"
            | "bool"
            | "String"
            | "::ods_runtime::Type"
            | "::ods_runtime::Attribute"
            | "ods_runtime::Type"
            | "ods_runtime::Attribute"
            | "::ods_runtime::attributes::ApInt"
            | "ods_runtime::attributes::ApInt"
            | "::ods_runtime::ptr_like::PtrLikeTypeInterface"
    ) || enums.iter().any(|e| e.name == ty)
        || handles.contains(&ty)
}
