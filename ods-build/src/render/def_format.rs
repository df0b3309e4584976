//! The view of a type's or attribute's declarative `assemblyFormat` for
//! `templates/def_format_print.rs.hbs` and `def_format_parse.rs.hbs`: the format tree as
//! straight-line steps, with the printer's spacing decided here as mlir-tblgen decides it
//! when it generates the printer (AttrOrTypeFormatGen's `shouldEmitSpace` and
//! `lastWasPunctuation`), and the parser's steps in mlir-tblgen's order.

use serde::Serialize;

use super::op_format::space_before;
use crate::format::ast::{Element, ElementKind, Format, HookArg, Var, hook_args};
use crate::model::AttrOrTypeDef;
use crate::names::{camel, snake};

/// The compiled format of one type or attribute.
#[derive(Serialize)]
pub struct DefFormatView {
    print: Vec<PrintView>,
    parse: Vec<ParseView>,
    /// Per parameter, how the parsed value becomes the stored one.
    finish: Vec<FinishView>,
    /// The `custom<..>` hooks the user writes, once per name.
    customs: Vec<CustomHookView>,
}

/// One printing step.
#[derive(Serialize, Default)]
struct PrintView {
    /// `text` (a literal or spacing text), `newline`, `param`, `list`, `custom` or `optional`.
    kind: &'static str,
    /// Write a space first.
    space: bool,
    /// For `text`: the text, escaped for a Rust string.
    text: String,
    /// For `param`: the parameter.
    param: Option<ParamRef>,
    /// For `list`: the leading space's guard (any parameter present), when every
    /// parameter is optional.
    any_guard: Option<String>,
    /// For `list`: its parameters, `name = ` first for a struct.
    items: Vec<ListItem>,
    /// For `custom`: the hook and its arguments.
    custom: Option<CustomCall>,
    /// For `optional`: the guard and both branches.
    guard: String,
    then: Vec<PrintView>,
    otherwise: Vec<PrintView>,
}

#[derive(Serialize, Clone)]
struct ParamRef {
    /// The storage field.
    ident: String,
    /// `qualified(...)`: printed in full, with its dialect and mnemonic.
    qualified: bool,
    /// Printed only when this holds (an optional parameter not equal to its default).
    guard: Option<String>,
    /// The parameter's own `printer` statements, placeholders substituted.
    printer: Option<String>,
}

#[derive(Serialize)]
struct ListItem {
    ident: String,
    /// The parameter's own `printer` statements, placeholders substituted.
    printer: Option<String>,
    guard: Option<String>,
    /// `name = ` for a struct.
    key: Option<String>,
}

#[derive(Serialize)]
struct CustomCall {
    /// The Rust type whose hooks trait declares the hooks.
    owner: String,
    /// That hooks trait.
    hooks: String,
    /// `custom_type_a` for `parse_custom_type_a`/`print_custom_type_a`.
    hook: String,
    /// The storage fields passed, in order; `by_ref` ones are `ref(...)` arguments.
    args: Vec<CustomArg>,
    /// The parser needs the directive's start (for errors about `ref` and required
    /// arguments).
    needs_start: bool,
}

#[derive(Serialize)]
struct CustomArg {
    ident: String,
    by_ref: bool,
    /// For a string argument: the Rust expression passed (see `format::plan::expr_param`).
    expr: Option<String>,
}

/// One parsing step.
#[derive(Serialize, Default)]
struct ParseView {
    /// `punct`, `keyword`, `param`, `params`, `struct`, `custom` or `optional`.
    kind: &'static str,
    /// For `punct` and `keyword`: the literal; for `punct`, its token kind.
    text: String,
    token: String,
    /// For `param`: the parameter.
    field: Option<FieldView>,
    /// For `params` and `struct`: the parameters.
    fields: Vec<FieldView>,
    /// For `custom`: the hook and its arguments.
    custom: Option<CustomCall>,
    /// For `optional`: how the first element decides the branch, then the rest.
    first: Option<Box<ParseView>>,
    /// For `optional` led by a parameter or a directive: true when one of them is present.
    present: String,
    then: Vec<ParseView>,
    otherwise: Vec<ParseView>,
}

#[derive(Serialize, Clone)]
struct FieldView {
    ident: String,
    name: String,
    index: usize,
    ty: String,
    def_name: String,
    cpp_type: String,
    /// The builtin class the value is checked against (`IntegerType`), if any.
    class: Option<String>,
    optional: bool,
    /// The parsed value is present: not its default (between the parameters of `params`).
    not_default: String,
    /// The parameter's own `parser` expression (a `PResult<T>`), placeholders substituted.
    parser: Option<String>,
}

#[derive(Serialize)]
struct FinishView {
    ident: String,
    name: String,
    default: Option<String>,
    /// The default is the type's `Default` (`None`, an empty `Vec` or `String`).
    default_is_default: bool,
}

#[derive(Serialize)]
pub struct CustomHookView {
    hook: String,
    name: String,
    params: Vec<CustomHookParam>,
}

#[derive(Serialize)]
struct CustomHookParam {
    ident: String,
    ty: String,
    by_ref: bool,
    /// For a string argument: its associated type, and the string as written.
    assoc: Option<String>,
    written: String,
}

/// The parameter's default as a Rust expression over `ctx` (a `&Context`).
fn default_expr(def: &AttrOrTypeDef, i: usize, ctx: &str) -> Option<String> {
    def.parameters[i]
        .default_value
        .as_ref()
        .map(|d| crate::placeholders::subst(d, &[("$_ctxt", ctx), ("$_builder", ctx)]))
}

/// Whether a parameter in a format reads its value only when present: an `Option` one.
fn is_option(ty: &str) -> bool {
    ty.starts_with("Option<") || ty.starts_with("::std::option::Option<")
}

struct Walker<'a> {
    def: &'a AttrOrTypeDef,
    cpp_types: &'a [String],
    /// The name of the definition's hooks trait.
    hooks: &'a str,
    should_emit_space: bool,
    last_was_punctuation: bool,
    customs: Vec<CustomHookView>,
}

/// The view of `format`, the validated format of `def` (whose hooks trait is `hooks`);
/// `cpp_types` are the parameters' types as mlir-opt's parse errors name them.
pub fn view(
    def: &AttrOrTypeDef,
    format: &Format,
    cpp_types: &[String],
    hooks: &str,
) -> DefFormatView {
    let mut w = Walker {
        def,
        cpp_types,
        hooks,
        should_emit_space: true,
        last_was_punctuation: false,
        customs: Vec::new(),
    };
    let print = w.print_all(&format.elements);
    let parse = w.parse_all(&format.elements);
    let finish = def
        .parameters
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let default = default_expr(def, i, "parser.ctx");
            FinishView {
                ident: crate::names::param(&p.name),
                name: p.name.clone(),
                default_is_default: default.as_deref().is_some_and(|d| {
                    matches!(
                        d,
                        "None" | "Vec::new()" | "String::new()" | "Default::default()"
                    )
                }),
                default,
            }
        })
        .collect();
    DefFormatView {
        print,
        parse,
        finish,
        customs: w.customs,
    }
}

impl DefFormatView {
    /// The format has `custom` directives, whose hooks the user writes.
    pub fn has_customs(&self) -> bool {
        !self.customs.is_empty()
    }
}

impl Walker<'_> {
    fn param(&self, i: usize) -> ParamRef {
        let p = &self.def.parameters[i];
        let ident = crate::names::param(&p.name);
        ParamRef {
            printer: p.printer.as_ref().map(|code| {
                crate::placeholders::subst(
                    code,
                    &[
                        ("$_printer", "printer"),
                        ("$_self", &format!("self.{ident}")),
                    ],
                )
            }),
            qualified: false,
            guard: default_expr(self.def, i, "printer.context()").map(|d| {
                if d == "None" {
                    format!("self.{ident}.is_some()")
                } else {
                    format!("self.{ident} != ({d})")
                }
            }),
            ident,
        }
    }

    fn field(&self, i: usize) -> FieldView {
        let p = &self.def.parameters[i];
        let ident = crate::names::param(&p.name);
        FieldView {
            not_default: match default_expr(self.def, i, "parser.ctx") {
                Some(d) if d == "None" => {
                    format!("_result_{ident}.as_ref().is_some_and(|v| v.is_some())")
                }
                Some(d) => format!("_result_{ident}.as_ref().is_some_and(|v| *v != ({d}))"),
                None => "true".into(),
            },
            ident,
            name: p.name.clone(),
            index: i,
            ty: p.rust_type.clone(),
            def_name: self.def.def_name.clone(),
            cpp_type: self.cpp_types[i].clone(),
            class: p.class.clone(),
            optional: p.default_value.is_some(),
            parser: p.parser.as_ref().map(|code| {
                crate::placeholders::subst(
                    code,
                    &[("$_parser", "parser"), ("$_type", &p.rust_type)],
                )
            }),
        }
    }

    /// MLIR's truthiness of a parsed optional-group leader: an `Option` value that is set,
    /// any other value once parsed.
    fn truthy(&self, i: usize) -> String {
        let p = &self.def.parameters[i];
        let ident = crate::names::param(&p.name);
        if is_option(&p.rust_type) {
            format!("_result_{ident}.as_ref().is_some_and(|v| v.is_some())")
        } else {
            format!("_result_{ident}.is_some()")
        }
    }

    fn vars(elements: &[Element]) -> Vec<usize> {
        elements
            .iter()
            .filter_map(|e| match e.kind {
                ElementKind::Variable(Var::Parameter(i)) => Some(i),
                _ => None,
            })
            .collect()
    }

    /// The parameters an element binds: a variable's, all of `params`, a struct's, or a
    /// `custom` directive's bound (not `ref`) arguments. What an optional group's anchor or
    /// leading element is present by.
    fn bound_params(&self, e: &Element) -> Vec<usize> {
        match &e.kind {
            ElementKind::Variable(Var::Parameter(i)) => vec![*i],
            ElementKind::Params => self.def.format_params(),
            ElementKind::Struct(vars) => Self::vars(vars),
            ElementKind::Custom { args, .. } => Self::vars(args),
            _ => Vec::new(),
        }
    }

    fn custom(&mut self, name: &str, args: &[Element]) -> CustomCall {
        let hook = snake(name);
        let mut params = Vec::new();
        let args: Vec<CustomArg> = hook_args(args)
            .into_iter()
            .map(|a| match a {
                HookArg::Param(i, by_ref) => {
                    let p = &self.def.parameters[i];
                    params.push(CustomHookParam {
                        ident: crate::names::param(&p.name),
                        ty: p.rust_type.clone(),
                        by_ref,
                        assoc: None,
                        written: String::new(),
                    });
                    CustomArg {
                        ident: crate::names::param(&p.name),
                        by_ref,
                        expr: None,
                    }
                }
                HookArg::Expr(k, code) => {
                    let (assoc, expr) = crate::placeholders::custom_expr_arg(name, k, &code);
                    params.push(CustomHookParam {
                        ident: format!("arg{k}"),
                        ty: format!("Self::{assoc}"),
                        by_ref: false,
                        assoc: Some(assoc),
                        written: format!("\"{code}\""),
                    });
                    CustomArg {
                        ident: format!("arg{k}"),
                        by_ref: false,
                        expr: Some(expr),
                    }
                }
            })
            .collect();
        if !self.customs.iter().any(|c| c.hook == hook) {
            self.customs.push(CustomHookView {
                hook: hook.clone(),
                name: camel(name),
                params,
            });
        }
        let needs_start =
            args.iter().any(|a| {
                a.by_ref
                    || self.def.parameters.iter().any(|p| {
                        crate::names::param(&p.name) == a.ident && p.default_value.is_none()
                    })
            });
        CustomCall {
            owner: self.def.rust_name.clone(),
            hooks: self.hooks.to_string(),
            hook,
            args,
            needs_start,
        }
    }

    fn print_all(&mut self, elements: &[Element]) -> Vec<PrintView> {
        elements.iter().map(|e| self.print(e)).collect()
    }

    /// The space before a variable or directive (`shouldEmitSpace || !lastWasPunctuation`),
    /// and the state after it.
    fn variable_space(&mut self) -> bool {
        let space = self.should_emit_space || !self.last_was_punctuation;
        self.should_emit_space = true;
        self.last_was_punctuation = false;
        space
    }

    fn print(&mut self, e: &Element) -> PrintView {
        match &e.kind {
            ElementKind::Literal(value) => {
                let space =
                    self.should_emit_space && space_before(value, self.last_was_punctuation);
                let first = value.chars().next().unwrap_or(' ');
                self.should_emit_space = value.len() != 1 || !"<({[".contains(first);
                self.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
                PrintView {
                    kind: "text",
                    space,
                    text: crate::names::escape(value),
                    ..PrintView::default()
                }
            }
            ElementKind::Whitespace(value) => {
                let text = match value.as_str() {
                    "\\n" => {
                        self.should_emit_space = false;
                        return PrintView {
                            kind: "newline",
                            ..PrintView::default()
                        };
                    }
                    "" => {
                        self.last_was_punctuation = true;
                        String::new()
                    }
                    other => crate::names::escape(other),
                };
                self.should_emit_space = false;
                PrintView {
                    kind: "text",
                    text,
                    ..PrintView::default()
                }
            }
            ElementKind::Variable(Var::Parameter(i)) => PrintView {
                kind: "param",
                space: self.variable_space(),
                param: Some(ParamRef {
                    qualified: e.qualified,
                    ..self.param(*i)
                }),
                ..PrintView::default()
            },
            ElementKind::Params => self.list(&self.def.format_params(), false),
            ElementKind::Struct(vars) => self.list(&Self::vars(vars), true),
            ElementKind::Custom { name, args } => PrintView {
                kind: "custom",
                space: self.variable_space(),
                custom: Some(self.custom(name, args)),
                ..PrintView::default()
            },
            ElementKind::Optional(group) => {
                let anchor_el = if group.anchor.in_else {
                    &group.else_elements[group.anchor.index]
                } else {
                    &group.then_elements[group.anchor.index]
                };
                let anchors = self.bound_params(anchor_el);
                let any = self.any_present(&anchors);
                let guard = if group.anchor.in_else {
                    format!("!({any})")
                } else {
                    any
                };
                let saved = (self.should_emit_space, self.last_was_punctuation);
                let then = self.print_all(&group.then_elements);
                (self.should_emit_space, self.last_was_punctuation) = saved;
                let otherwise = self.print_all(&group.else_elements);
                PrintView {
                    kind: "optional",
                    guard,
                    then,
                    otherwise,
                    ..PrintView::default()
                }
            }
            _ => PrintView {
                kind: "text",
                ..PrintView::default()
            },
        }
    }

    /// `a || b`: one of the parameters is present (guards of required ones are `true`).
    fn any_present(&self, params: &[usize]) -> String {
        let guards: Vec<String> = params
            .iter()
            .map(|i| self.param(*i).guard.unwrap_or_else(|| "true".into()))
            .collect();
        if guards.is_empty() {
            "false".into()
        } else {
            guards.join(" || ")
        }
    }

    /// `params` or `struct(...)`: comma-separated, optional ones only when present.
    fn list(&mut self, params: &[usize], with_keys: bool) -> PrintView {
        let mut view = PrintView {
            kind: "list",
            ..PrintView::default()
        };
        if self.should_emit_space || !self.last_was_punctuation {
            view.space = true;
            if params
                .iter()
                .all(|i| self.def.parameters[*i].default_value.is_some())
            {
                view.any_guard = Some(self.any_present(params));
            }
        }
        for i in params {
            let p = self.param(*i);
            view.items.push(ListItem {
                printer: p.printer,
                ident: p.ident,
                guard: p.guard,
                key: with_keys.then(|| self.def.parameters[*i].name.clone()),
            });
            self.should_emit_space = true;
            self.last_was_punctuation = false;
        }
        view
    }

    fn parse_all(&mut self, elements: &[Element]) -> Vec<ParseView> {
        elements
            .iter()
            .filter(|e| !matches!(e.kind, ElementKind::Whitespace(_)))
            .map(|e| self.parse(e))
            .collect()
    }

    fn parse(&mut self, e: &Element) -> ParseView {
        match &e.kind {
            ElementKind::Literal(value) => literal_parse(value),
            ElementKind::Variable(Var::Parameter(i)) => ParseView {
                kind: "param",
                field: Some(self.field(*i)),
                ..ParseView::default()
            },
            ElementKind::Params => ParseView {
                kind: "params",
                fields: self
                    .def
                    .format_params()
                    .into_iter()
                    .map(|i| self.field(i))
                    .collect(),
                ..ParseView::default()
            },
            ElementKind::Struct(vars) => ParseView {
                kind: "struct",
                fields: Self::vars(vars)
                    .into_iter()
                    .map(|i| self.field(i))
                    .collect(),
                ..ParseView::default()
            },
            ElementKind::Custom { name, args } => ParseView {
                kind: "custom",
                fields: Self::vars(args)
                    .into_iter()
                    .map(|i| self.field(i))
                    .collect(),
                custom: Some(self.custom(name, args)),
                ..ParseView::default()
            },
            ElementKind::Optional(group) => {
                let then: Vec<&Element> = group
                    .then_elements
                    .iter()
                    .filter(|e| !matches!(e.kind, ElementKind::Whitespace(_)))
                    .collect();
                let Some((first, rest)) = then.split_first() else {
                    return ParseView::default();
                };
                let leaders = self.bound_params(first);
                let mut present = leaders
                    .iter()
                    .map(|i| self.truthy(*i))
                    .collect::<Vec<_>>()
                    .join(" || ");
                if present.is_empty() {
                    present = "false".into();
                }
                ParseView {
                    kind: "optional",
                    first: Some(Box::new(self.parse(first))),
                    present,
                    then: rest.iter().map(|e| self.parse(e)).collect(),
                    otherwise: self.parse_all(&group.else_elements),
                    ..ParseView::default()
                }
            }
            _ => ParseView::default(),
        }
    }
}

fn literal_parse(value: &str) -> ParseView {
    let first = value.chars().next().unwrap_or(' ');
    if first == '_' || first.is_ascii_alphabetic() {
        return ParseView {
            kind: "keyword",
            text: crate::names::escape(value),
            ..ParseView::default()
        };
    }
    let token = match value {
        "->" => "Arrow",
        ":" => "Colon",
        "," => "Comma",
        "=" => "Equal",
        "<" => "Less",
        ">" => "Greater",
        "{" => "LBrace",
        "}" => "RBrace",
        "(" => "LParen",
        ")" => "RParen",
        "[" => "LSquare",
        "]" => "RSquare",
        "?" => "Question",
        "+" => "Plus",
        "*" => "Star",
        "..." => "Ellipsis",
        "|" => "VerticalBar",
        "-" => "Minus",
        _ => "Error",
    };
    ParseView {
        kind: "punct",
        text: crate::names::escape(value),
        token: token.into(),
        ..ParseView::default()
    }
}
