//! The view of an op's assembly format for `templates/op_format.rs.hbs`: the format tree
//! as data (element kinds, indices, literal text), the type source of each operand and
//! result group, and whether the printer writes a space before each element, decided here
//! as mlir-tblgen decides it when it generates the printer (`shouldEmitSpaceBefore`); then
//! the op's printer and parser, generated from that view (`print`, `parse`).

use crate::format::ast::{Element, ElementKind, Format, OIClause, OptionalGroup, Var};
use crate::format::plan::{Plan, TypeSource};
use crate::model::{Arity, EnumDef, Operator, keyword_enum};

mod parse;
mod print;
mod view;

pub use view::FormatView;
use view::{
    AttrSpecView, ClauseView, CustomArgView, CustomView, ElemView, GroupView, PropArgView,
    PropKeyView, PropSpecView, SlotView, ValueSpecView, type_arg,
};

/// The builtin attribute class MLIR's constraint `def_name` stores (its `storageType`), for
/// the constraints of the ODS library whose class the parser checks as MLIR's
/// `parseAttribute<Class>` does.
fn storage_class(def_name: &str) -> Option<&'static str> {
    Some(match def_name {
        "FlatSymbolRefAttr" => "FlatSymbolRefAttr",
        "SymbolRefAttr" => "SymbolRefAttr",
        "StrAttr" | "SymbolNameAttr" => "StringAttr",
        "TypeAttr" => "TypeAttr",
        "DictionaryAttr" => "DictionaryAttr",
        "ArrayAttr" => "ArrayAttr",
        _ => return None,
    })
}

/// The printer's spacing state while walking the format (OpFormatGen's
/// `shouldEmitSpace` and `lastWasPunctuation`).
struct Spacing<'a> {
    should_emit_space: bool,
    last_was_punctuation: bool,
    /// The op's Rust type and its hooks trait, for the `custom` directives' hooks.
    op_type: &'a str,
    hooks: &'a str,
    /// The format stage's plan, with each `custom` directive's hooks.
    plan: &'a Plan,
    /// What a `prop-dict` of the format holds.
    prop_keys: Vec<(Var, bool)>,
}

/// The `PropForm` constant of `form` (`None` for an enum that is not an integer enum).
fn prop_form(form: &crate::model::PropForm, enums: &[EnumDef]) -> Option<String> {
    use crate::model::PropForm as F;
    const PATH: &str = "::ods_runtime::asm::prop_form::PropForm";
    Some(match form {
        F::Int { width, signed } => format!("{PATH}::Int {{ width: {width}, signed: {signed} }}"),
        F::Bool => format!("{PATH}::Bool"),
        F::String => format!("{PATH}::String"),
        F::Unit => format!("{PATH}::Unit"),
        F::Enum { name } => format!(
            "{PATH}::Enum(&{})",
            enum_spec(keyword_enum(enums, Some(name))?)
        ),
        F::Named { mnemonic, inner } => format!(
            "{PATH}::Named {{ mnemonic: \"{}\", inner: &{} }}",
            mnemonic.escape_default(),
            prop_form(inner, enums)?
        ),
        F::IntArray { width, signed } => {
            format!("{PATH}::IntArray {{ width: {width}, signed: {signed} }}")
        }
        F::Array { element } => format!("{PATH}::Array(&{})", prop_form(element, enums)?),
        F::Optional { inner, delegates } => format!(
            "{PATH}::Optional {{ inner: &{}, delegates: {delegates} }}",
            prop_form(inner, enums)?
        ),
    })
}

/// The `EnumSpec` constant of enum `e`: its cases, conversions, summary and, for a bit
/// enum, its separator.
fn enum_spec(e: &EnumDef) -> String {
    let cases: Vec<String> = e
        .cases
        .iter()
        .map(|c| format!("\"{}\"", c.string.escape_default()))
        .collect();
    let bits = if e.kind == crate::model::EnumKind::Bit {
        let (text, split_on) = super::enums::bit_separator(e);
        format!(
            "Some(::ods_runtime::asm::op_format::BitSeparator {{ text: \"{}\", comma: {}, \
             quoted: {} }})",
            text.escape_default(),
            split_on == ",",
            e.print_quoted
        )
    } else {
        "None".to_string()
    };
    format!(
        "::ods_runtime::asm::op_format::EnumSpec {{ cases: &[{}], \
         stringify: |ctx, attr| {n}::from_attr(ctx, attr).map(|e| e.stringify().into()), \
         symbolize: |ctx, text| {n}::symbolize(text).map(|e| e.to_attr(ctx)), \
         summary: \"{}\", bits: {bits} }}",
        cases.join(", "),
        e.summary.escape_default(),
        n = e.name
    )
}

/// The names a `prop-dict` in `format` holds: the properties and then the attributes the
/// rest of the format does not write, and whether each is required.
fn prop_dict_keys(op: &Operator, format: &Format) -> Vec<(Var, bool)> {
    let mut used = Vec::new();
    used_vars(&format.elements, &mut used);
    let mut keys = Vec::new();
    for (i, p) in op.properties.iter().enumerate() {
        if !used.contains(&Var::Property(i)) {
            keys.push((Var::Property(i), !p.has_default()));
        }
    }
    for (i, a) in op.attributes.iter().enumerate() {
        if !used.contains(&Var::Attribute(i)) {
            let unit = a.attr.def_name.as_deref() == Some("UnitAttr");
            let required = !a.attr.optional && a.attr.default_value.is_none() && !unit;
            keys.push((Var::Attribute(i), required));
        }
    }
    keys
}

/// The unit attribute or property an `oilist` clause consists of (its keyword alone sets
/// it), as mlir-tblgen's `getUnitVariableParsingElement`.
fn unit_clause(op: &Operator, elements: &[Element]) -> Option<Var> {
    let [only] = elements else { return None };
    match only.kind {
        ElementKind::Variable(v @ Var::Attribute(i))
            if op.attributes[i].attr.def_name.as_deref() == Some("UnitAttr") =>
        {
            Some(v)
        }
        ElementKind::Variable(v @ Var::Property(i))
            if op.properties[i].form == Some(crate::model::PropForm::Unit) =>
        {
            Some(v)
        }
        _ => None,
    }
}

/// The variables `elements` writes (not through `ref`).
fn used_vars(elements: &[Element], out: &mut Vec<Var>) {
    for e in elements {
        match &e.kind {
            ElementKind::Variable(v) => out.push(*v),
            ElementKind::Optional(g) => {
                used_vars(&g.then_elements, out);
                used_vars(&g.else_elements, out);
            }
            ElementKind::OIList(clauses) => {
                for c in clauses {
                    used_vars(&c.elements, out);
                }
            }
            ElementKind::Custom { args, .. } => used_vars(args, out),
            ElementKind::Type(inner) => used_vars(std::slice::from_ref(&**inner), out),
            _ => {}
        }
    }
}

pub(crate) fn space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let first = value.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    }
}

fn arity(a: &Arity) -> String {
    match a {
        Arity::Single => "Single".into(),
        Arity::Optional => "Optional".into(),
        Arity::Variadic => "Variadic".into(),
        Arity::VariadicOfVariadic { segment_attr } => {
            format!("VariadicOfVariadic({segment_attr:?})")
        }
    }
}

fn var_ref(v: Var) -> (&'static str, usize) {
    match v {
        Var::Operand(i) => ("Operand", i),
        Var::Result(i) => ("Result", i),
        Var::Attribute(i) => ("Attr", i),
        Var::Region(i) => ("Region", i),
        Var::Successor(i) => ("Successor", i),
        Var::Property(i) => ("Prop", i),
        Var::Parameter(i) => ("Attr", i),
    }
}

fn value_spec(v: &crate::model::Value, source: &TypeSource, transformed: bool) -> ValueSpecView {
    let (source, like, build) = match source {
        TypeSource::Parsed => ("Parsed", ("Operand", 0), String::new()),
        TypeSource::Like(v) => ("Like", var_ref(*v), String::new()),
        TypeSource::Build(call) => ("Build", ("Operand", 0), call.replace("$_builder", "ctx")),
        TypeSource::Inferred => ("Inferred", ("Operand", 0), String::new()),
        TypeSource::Transform {
            from,
            transformer,
            ranged,
            each,
        } => (
            if *ranged {
                "RangedTransform"
            } else if *each || matches!(v.arity, Arity::Single | Arity::Optional) {
                "Transform"
            } else {
                "TransformMany"
            },
            var_ref(*from),
            transformer
                .replace("$_self", "ods_ty")
                .replace("$_ctxt", "ctx"),
        ),
    };
    let used = |name: &'static str| if build.contains(name) { name } else { "_" };
    ValueSpecView {
        name: v.name.clone(),
        arity: arity(&v.arity),
        source,
        like_kind: like.0,
        like_index: like.1,
        ctx_param: used("ctx"),
        ty_param: used("ods_ty"),
        build,
        check: transformed.then(|| {
            let pred = v
                .constraint
                .pred
                .to_expr()
                .replace("$_self", "ods_ty")
                .replace("$_ctxt", "ctx");
            let ctx = if pred.contains("ctx") { "ctx" } else { "_" };
            let ty = if pred.contains("ods_ty") {
                "ods_ty"
            } else {
                "_"
            };
            (
                pred,
                v.constraint.summary.escape_default().to_string(),
                ctx,
                ty,
            )
        }),
        class: v
            .constraint
            .class
            .clone()
            .filter(|_| v.arity == Arity::Single),
    }
}

/// Whether a `TypesMatchWith` transform of the plan reads the types of `var`.
fn transformed(plan: &Plan, var: Var) -> bool {
    plan.operands
        .iter()
        .chain(&plan.results)
        .any(|s| matches!(s, TypeSource::Transform { from, .. } if *from == var))
}

/// The view of `format`, valid for `op` (whose Rust type is `op_type`, its properties
/// struct `props_ty`, its hooks trait `hooks`) and planned by `plan`.
pub fn view(
    op: &Operator,
    op_type: &str,
    props_ty: &str,
    hooks: &str,
    format: &Format,
    plan: &Plan,
    enums: &[EnumDef],
) -> FormatView {
    let names = crate::model::method_names::SlotNames::of(op);
    let attrs = op
        .attributes
        .iter()
        .map(|a| {
            let unit = a.attr.def_name.as_deref() == Some("UnitAttr");
            let symbol = a.attr.def_name.as_deref() == Some("SymbolNameAttr");
            let keyword = keyword_enum(enums, a.attr.enum_name.as_deref());
            let dialect_attr = a.attr.dialect_attr.as_ref();
            let dense_array = match a.attr.def_name.as_deref() {
                Some("DenseI8ArrayAttr") => Some(8),
                Some("DenseI16ArrayAttr") => Some(16),
                Some("DenseI32ArrayAttr") => Some(32),
                Some("DenseI64ArrayAttr") => Some(64),
                _ => None,
            };
            // An attribute interface stores as `Pred` (the interface), as a specialized enum
            // attribute does.
            let interface =
                a.attr.storage_class.as_deref() == Some("Pred") && a.attr.enum_name.is_none();
            let (style, value_type) = match &a.attr.value_type {
                _ if dialect_attr.is_some() => ("Dialect", String::new()),
                // The predicate of an attribute interface (its storage class is `Pred`).
                _ if interface => (
                    "Interface",
                    crate::placeholders::subst(
                        &a.attr.pred.to_expr(),
                        &[("$_self", "attr"), ("$_ctxt", "ctx")],
                    ),
                ),
                _ if dense_array.is_some() => ("DenseArray", dense_array.unwrap_or(64).to_string()),
                _ if keyword.is_some() => ("Enum", String::new()),
                _ if unit => ("Unit", String::new()),
                _ if symbol => ("Symbol", String::new()),
                Some(t) => ("Typed", t.replace("$_builder", "ctx")),
                None => ("Plain", String::new()),
            };
            let default = a
                .attr
                .default_attr()
                .filter(|_| !unit)
                .map(|b| b.replace("$_builder", "ctx"));
            AttrSpecView {
                name: a.name.clone(),
                class: match style {
                    "Plain" | "Typed" => a.attr.def_name.as_deref().and_then(storage_class),
                    _ => None,
                },
                style,
                enum_spec: keyword.map(enum_spec).unwrap_or_default(),
                value_type,
                default,
                dialect: dialect_attr.map(|d| d.dialect.clone()).unwrap_or_default(),
                mnemonic: dialect_attr.map(|d| d.mnemonic.clone()).unwrap_or_default(),
            }
        })
        .collect();
    let prop_default = |p: &crate::model::NamedProp| -> Option<String> {
        p.has_default().then(|| {
            let to_attr = crate::placeholders::subst(
                &p.convert_to_attribute,
                &[
                    ("$_storage", &format!("p.{}", names.field(&p.name))),
                    ("$_ctxt", "ctx"),
                ],
            );
            format!("{{ let p = {props_ty}::default(); {to_attr} }}")
        })
    };
    let props = op
        .properties
        .iter()
        .map(|p| PropSpecView {
            name: p.name.clone(),
            form: p.form.as_ref().and_then(|f| prop_form(f, enums)),
            summary: p.summary.escape_default().to_string(),
            default: prop_default(p),
        })
        .collect();
    let mut spacing = Spacing {
        should_emit_space: true,
        last_was_punctuation: false,
        op_type,
        hooks,
        plan,
        prop_keys: prop_dict_keys(op, format),
    };
    let elements = elements(op, &format.elements, &mut spacing, None);
    let mut view = FormatView {
        elements,
        props,
        operands: op
            .operands
            .iter()
            .zip(&plan.operands)
            .enumerate()
            .map(|(i, (v, s))| value_spec(v, s, transformed(plan, Var::Operand(i))))
            .collect(),
        results: op
            .results
            .iter()
            .zip(&plan.results)
            .enumerate()
            .map(|(i, (v, s))| value_spec(v, s, transformed(plan, Var::Result(i))))
            .collect(),
        attrs,
        regions: op
            .regions
            .iter()
            .map(|r| SlotView {
                name: r.name.clone(),
                variadic: r.variadic,
            })
            .collect(),
        successors: op
            .successors
            .iter()
            .map(|s| SlotView {
                name: s.name.clone(),
                variadic: s.variadic,
            })
            .collect(),
        operand_segments: op.has_trait("AttrSizedOperandSegments"),
        result_segments: op.has_trait("AttrSizedResultSegments"),
        implicit_terminator: op.traits.iter().find_map(|t| match t {
            crate::model::Trait::Native { name, ops, .. }
                if name == "SingleBlockImplicitTerminator" =>
            {
                ops.first().cloned()
            }
            _ => None,
        }),
        print: String::new(),
        parse: String::new(),
    };
    view.print = print::method(op, &view, op_type, hooks);
    view.parse = parse::function(op, (format, plan), &view, op_type, hooks);
    view
}

fn elem(kind: &'static str, space: bool) -> ElemView {
    ElemView {
        space,
        kind,
        text: String::new(),
        index: 0,
        with_keyword: false,
        arg: None,
        results_arg: None,
        group: None,
        custom: None,
        keys: Vec::new(),
        clauses: Vec::new(),
    }
}

/// The elements' views; `elided` is a unit attribute or property anchor the printer skips.
fn elements(
    op: &Operator,
    elements: &[Element],
    s: &mut Spacing<'_>,
    elided: Option<Var>,
) -> Vec<ElemView> {
    let mut out = Vec::new();
    for e in elements {
        match (&e.kind, elided) {
            (ElementKind::Variable(v @ Var::Attribute(i)), Some(u)) if *v == u => {
                out.push(indexed("attr", *i, false));
            }
            (ElementKind::Variable(v @ Var::Property(i)), Some(u)) if *v == u => {
                out.push(indexed("prop", *i, false));
            }
            _ => out.push(element(op, e, s)),
        }
    }
    out
}

fn element(op: &Operator, e: &Element, s: &mut Spacing<'_>) -> ElemView {
    match &e.kind {
        ElementKind::Literal(text) => {
            let space = s.should_emit_space && space_before(text, s.last_was_punctuation);
            let first = text.chars().next().unwrap_or(' ');
            s.should_emit_space = !(text.len() == 1 && "<({[".contains(first));
            s.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
            let mut v = elem("literal", space);
            v.text = text.escape_default().to_string();
            v
        }
        ElementKind::Whitespace(w) if w == "\\n" => elem("newline", false),
        ElementKind::Whitespace(w) => {
            let spaced = !w.is_empty();
            s.last_was_punctuation = !spaced;
            s.should_emit_space = false;
            elem(if spaced { "space" } else { "no_space" }, spaced)
        }
        ElementKind::AttrDict { with_keyword } => {
            s.last_was_punctuation = false;
            let mut v = elem("attr_dict", false);
            v.with_keyword = *with_keyword;
            v
        }
        ElementKind::OIList(clauses) => oilist(op, clauses, e.offset, s),
        ElementKind::PropDict => {
            // The printer writes its space itself, even when the dictionary is empty.
            s.last_was_punctuation = false;
            let mut v = elem("prop_dict", false);
            v.keys = s
                .prop_keys
                .iter()
                .map(|&(v, required)| {
                    let (kind, i) = var_ref(v);
                    PropKeyView {
                        var: format!("{kind}({i})"),
                        required,
                        key: v,
                    }
                })
                .collect();
            v
        }
        ElementKind::Optional(g) => optional(op, g, s),
        other => {
            let space = s.should_emit_space || !s.last_was_punctuation;
            s.last_was_punctuation = false;
            s.should_emit_space = true;
            let mut v = match other {
                ElementKind::Variable(Var::Operand(i)) => indexed("operand", *i, space),
                ElementKind::Variable(Var::Attribute(i)) => indexed("attr", *i, space),
                ElementKind::Variable(Var::Property(i)) => indexed("prop", *i, space),
                ElementKind::Variable(Var::Region(i)) => indexed("region", *i, space),
                ElementKind::Variable(Var::Successor(i)) => indexed("successor", *i, space),
                ElementKind::Regions => elem("regions", space),
                ElementKind::Successors => elem("successors", space),
                ElementKind::Operands => elem("operands", space),
                ElementKind::FunctionalType { .. } => elem("functional_type", space),
                ElementKind::Custom { name, args } => {
                    let mut v = elem("custom", space);
                    v.custom = Some(custom(e.offset, name, args, s));
                    v
                }
                _ => elem("type", space),
            };
            match other {
                ElementKind::Type(arg) => v.arg = Some(type_arg(arg)),
                ElementKind::FunctionalType { inputs, results } => {
                    v.arg = Some(type_arg(inputs));
                    v.results_arg = Some(type_arg(results));
                }
                _ => {}
            }
            v
        }
    }
}

/// The view of an `oilist` directive: each clause's keyword and elements.
fn oilist(op: &Operator, clauses: &[OIClause], offset: usize, s: &mut Spacing<'_>) -> ElemView {
    let mut v = elem("oilist", false);
    for c in clauses {
        let keyword = element(
            op,
            &Element::new(ElementKind::Literal(c.literal.clone()), offset),
            s,
        );
        let unit = unit_clause(op, &c.elements);
        let elements = if unit.is_some() {
            Vec::new()
        } else {
            elements(op, &c.elements, s, None)
        };
        let mut vars = Vec::new();
        used_vars(&c.elements, &mut vars);
        v.clauses.push(ClauseView {
            keyword: Box::new(keyword),
            elements,
            unit: unit.map(|u| {
                let (kind, i) = var_ref(u);
                format!("{kind}({i})")
            }),
            unit_var: unit,
            var_list: vars,
        });
    }
    v
}

/// The view of an optional group: its elements, its anchor and the unit it elides.
fn optional(op: &Operator, g: &OptionalGroup, s: &mut Spacing<'_>) -> ElemView {
    let anchor_element = if g.anchor.in_else {
        &g.else_elements[g.anchor.index]
    } else {
        &g.then_elements[g.anchor.index]
    };
    let anchor = match &anchor_element.kind {
        ElementKind::Type(arg) => match arg.kind {
            ElementKind::Variable(v) => v,
            _ => Var::Operand(0),
        },
        ElementKind::Variable(v) => *v,
        _ => Var::Operand(0),
    };
    // A `custom` directive anchors on its arguments: the group is there when any
    // of them is (mlir-tblgen's printer).
    let anchor_vars = match &anchor_element.kind {
        ElementKind::Custom { args, .. } => {
            let mut vars = Vec::new();
            used_vars(args, &mut vars);
            vars
        }
        _ => vec![anchor],
    };
    let first = g
        .then_elements
        .iter()
        .find(|c| !matches!(c.kind, ElementKind::Whitespace(_)));
    let not_first = first.is_some_and(|f| f != anchor_element);
    let elided_unit = match anchor {
        Var::Attribute(i)
            if op.attributes[i].attr.def_name.as_deref() == Some("UnitAttr") && not_first =>
        {
            Some(anchor)
        }
        Var::Property(i)
            if op.properties[i].form == Some(crate::model::PropForm::Unit) && not_first =>
        {
            Some(anchor)
        }
        _ => None,
    };
    let mut then = elements(op, &g.then_elements, s, elided_unit);
    let otherwise = elements(op, &g.else_elements, s, elided_unit);
    if let Some(head) = then
        .iter_mut()
        .find(|e| !matches!(e.kind, "space" | "no_space" | "newline"))
        && let Some(c) = &mut head.custom
    {
        c.optional = true;
    }
    let mut v = elem("optional", false);
    v.group = Some(Box::new(GroupView {
        then,
        otherwise,
        inverted: g.anchor.in_else,
        elided_unit: elided_unit.map(|v| {
            let (kind, i) = var_ref(v);
            format!("{kind}({i})")
        }),
        anchor_vars,
        elided: elided_unit,
    }));
    v
}

/// The view of a `custom` directive: its hook and the arguments the hook takes.
fn custom(offset: usize, name: &str, args: &[Element], s: &Spacing<'_>) -> CustomView {
    let hook = s
        .plan
        .custom_use(offset)
        .cloned()
        .unwrap_or_else(|| unreachable!("the format stage planned `custom<{name}>`"));
    let targets = args.iter().map(|a| {
        let inner = match &a.kind {
            ElementKind::Ref(inner) => &**inner,
            _ => a,
        };
        (!matches!(inner.kind, ElementKind::String(_))).then(|| inner.clone())
    });
    CustomView {
        name: name.to_string(),
        op: s.op_type.to_string(),
        hooks: s.hooks.to_string(),
        optional: false,
        hook: hook.snake,
        args: hook
            .params
            .into_iter()
            .map(|p| CustomArgView {
                expr: p.expr,
                by_ref: p.by_ref,
                print_accessor: p.print_accessor,
                prop: p.prop.map(|a| PropArgView {
                    storage: a.storage,
                    or_default: if a.default.trim() == "::core::default::Default::default()" {
                        ".unwrap_or_default()".to_string()
                    } else {
                        format!(".unwrap_or_else(|| {})", a.default)
                    },
                    default: a.default,
                    from_attr: a.from_attr,
                    to_attr: a.to_attr,
                }),
                target: None,
            })
            .zip(targets)
            .map(|(mut v, target)| {
                v.target = target;
                v
            })
            .collect(),
    }
}

fn indexed(kind: &'static str, index: usize, space: bool) -> ElemView {
    let mut v = elem(kind, space);
    v.index = index;
    v
}
