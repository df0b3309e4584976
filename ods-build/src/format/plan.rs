//! What the generated parser and printer of a valid op format need beyond the tree, and
//! what they cannot do: every element ods-build does not generate code for yet is refused
//! at its offset in the format string, and so is a format that leaves an operand or result
//! type to something the generated parser cannot compute (`InferTypeOpInterface`, a
//! `TypesMatchWith` with a comparator other than `==`). The plan says where each operand and result type comes from:
//! a type directive, a trait that makes it equal to another (`AllTypesMatch`,
//! `SameOperandsAndResultType`), a `TypesMatchWith` transform of another, or the
//! constraint's builder.

use super::ast::{Element, ElementKind, Format, Var};
use super::error::FormatError;
use crate::model::{Arity, EnumDef, Operator, Trait};

pub use super::planned::{CustomHook, CustomParam, Plan, PropArg, TypeSource};

const UNRESOLVED: &str = "::ods_runtime::asm::op_parser::UnresolvedOperand";
const TYPE: &str = "::ods_runtime::Type";
const ATTRIBUTE: &str = "::ods_runtime::Attribute";
const VALUE: &str = "::ods_runtime::ir::Value";
const REGION: &str = "::ods_runtime::ir::RegionId";
const BLOCK: &str = "::ods_runtime::ir::BlockId";
const ENTRY: &str = "(::ods_runtime::types::Identifier, ::ods_runtime::Attribute)";

/// The hooks of `custom<name>(args)` in a format valid for `op` (whose arguments `check`
/// accepted).
pub fn custom_hook(op: &Operator, name: &str, args: &[Element]) -> CustomHook {
    use heck::ToSnakeCase;
    let mut params: Vec<CustomParam> = Vec::new();
    for arg in args {
        let (by_ref, inner) = match &arg.kind {
            ElementKind::Ref(inner) => (true, &**inner),
            _ => (false, arg),
        };
        let mut p = match &inner.kind {
            ElementKind::Variable(Var::Property(i)) => prop_param(op, *i, by_ref),
            ElementKind::String(code) => expr_param(name, params.len(), code),
            _ => custom_param(op, inner, by_ref),
        };
        if by_ref {
            p.written = format!("ref({})", p.written);
        }
        let mut unique = p.name.clone();
        let mut n = 1;
        while params.iter().any(|q| q.name == unique) {
            n += 1;
            unique = format!("{}_{n}", p.name);
        }
        p.name = unique;
        params.push(p);
    }
    CustomHook {
        name: name.to_string(),
        snake: name.to_snake_case(),
        params,
        optional: false,
    }
}

/// A string argument of a `custom` directive, the `k`-th argument of `custom<name>`: a Rust
/// expression evaluated by the generated code and passed by value to both hooks (mlir-tblgen
/// pastes the C++ expression into its calls). Its type is the associated type
/// `<Name>Arg<k>` of the op's hooks trait, which the implementation names.
fn expr_param(name: &str, k: usize, code: &str) -> CustomParam {
    let (assoc, expr) = crate::placeholders::custom_expr_arg(name, k, code);
    CustomParam {
        name: format!("arg{k}"),
        written: format!("\"{code}\""),
        by_ref: false,
        parse_ty: format!("Self::{assoc}"),
        print_ty: format!("Self::{assoc}"),
        print_accessor: "",
        parse_doc: format!(
            "the value of the expression `{}` (of the associated type `{assoc}`)",
            code.trim()
        ),
        prop: None,
        expr: Some(expr),
        assoc: Some(assoc),
    }
}

/// A property argument of a `custom` directive: the parse hook gets its storage to set (or,
/// under `ref`, to read), the print hook its storage, as mlir-tblgen passes the property.
fn prop_param(op: &Operator, i: usize, by_ref: bool) -> CustomParam {
    let p = &op.properties[i];
    let storage = p.storage_type.clone();
    let subst = crate::placeholders::subst;
    // Read-only, a `Vec` or `String` storage is lent as a slice or `str`.
    let shared = match storage
        .strip_prefix("Vec<")
        .and_then(|t| t.strip_suffix('>'))
    {
        Some(elem) => format!("&[{elem}]"),
        None if storage == "String" => "&str".to_string(),
        None => format!("&{storage}"),
    };
    CustomParam {
        name: crate::model::method_names::SlotNames::of(op).param(&p.name),
        written: format!("${}", p.name),
        by_ref,
        parse_ty: if by_ref {
            shared.clone()
        } else {
            format!("&mut {storage}")
        },
        print_ty: shared,
        print_accessor: "opt_attr",
        parse_doc: if by_ref {
            "the property's value parsed so far".into()
        } else {
            "set the property (it holds its default value)".into()
        },
        prop: Some(PropArg {
            default: p.storage_default(),
            from_attr: subst(
                &p.convert_from_attribute,
                &[("$_attr", "ods_a"), ("$_ctxt", "ctx")],
            ),
            to_attr: subst(
                &p.convert_to_attribute,
                &[("$_storage", "ods_v"), ("$_ctxt", "ctx")],
            ),
            storage,
        }),
        expr: None,
        assoc: None,
    }
}

/// The hook parameters one argument of a `custom` directive becomes: the parse hook's type,
/// the print hook's type and the shape of the
/// value the printer passes, and what the parse hook does with it (see [`CustomParam`]).
struct Access {
    parse_ty: String,
    print_ty: String,
    print_accessor: &'static str,
    parse_doc: &'static str,
}

impl Access {
    fn new(
        parse_ty: String,
        print_ty: String,
        print_accessor: &'static str,
        parse_doc: &'static str,
    ) -> Access {
        Access {
            parse_ty,
            print_ty,
            print_accessor,
            parse_doc,
        }
    }
}

/// How an argument of a `custom` directive is written and passed.
fn custom_param(op: &Operator, e: &Element, by_ref: bool) -> CustomParam {
    let names = crate::model::method_names::SlotNames::of(op);
    let param = |name: String, written: String, access: Access| CustomParam {
        name,
        written,
        by_ref,
        parse_ty: access.parse_ty,
        print_ty: access.print_ty,
        print_accessor: access.print_accessor,
        parse_doc: access.parse_doc.into(),
        prop: None,
        expr: None,
        assoc: None,
    };
    match &e.kind {
        ElementKind::Variable(Var::Operand(i)) => {
            let o = &op.operands[*i];
            param(
                names.param(&o.name),
                format!("${}", o.name),
                operand_access(&o.arity, by_ref),
            )
        }
        ElementKind::Type(arg) => {
            let (name, written, arity) = type_arg(op, arg);
            let name = crate::names::snake(&format!(
                "{name}_{}",
                if arity_is_ranged(&arity) {
                    "types"
                } else {
                    "type"
                }
            ));
            param(name, written, type_access(&arity, by_ref))
        }
        ElementKind::Variable(Var::Attribute(i)) => {
            let a = &op.attributes[*i];
            param(
                names.param(&a.name),
                format!("${}", a.name),
                attr_access(a.attr.optional, by_ref),
            )
        }
        ElementKind::Variable(Var::Region(i)) => {
            let r = &op.regions[*i];
            param(
                names.param(&r.name),
                format!("${}", r.name),
                region_access(r.variadic, by_ref),
            )
        }
        ElementKind::Variable(Var::Successor(i)) => {
            let b = &op.successors[*i];
            param(
                names.param(&b.name),
                format!("${}", b.name),
                successor_access(b.variadic, by_ref),
            )
        }
        // `attr-dict`; `check` refused the other arguments.
        _ => param("attrs".into(), "attr-dict".into(), attr_dict_access(by_ref)),
    }
}

/// Whether a slot of `arity` holds a list of values (its types are `types`, not `type`).
fn arity_is_ranged(arity: &Arity) -> bool {
    matches!(arity, Arity::Variadic | Arity::VariadicOfVariadic { .. })
}

/// The hook parameters of an operand of `arity`.
fn operand_access(arity: &Arity, by_ref: bool) -> Access {
    match (arity, by_ref) {
        (Arity::Single, false) => Access::new(
            format!("&mut Option<{UNRESOLVED}>"),
            VALUE.into(),
            "value",
            "set it to the operand",
        ),
        (Arity::Single, true) => Access::new(
            format!("&{UNRESOLVED}"),
            VALUE.into(),
            "value",
            "the operand already parsed",
        ),
        (Arity::Optional, false) => Access::new(
            format!("&mut Option<{UNRESOLVED}>"),
            format!("Option<{VALUE}>"),
            "opt_value",
            "set it to the operand, if there is one",
        ),
        (Arity::Optional, true) => Access::new(
            format!("Option<&{UNRESOLVED}>"),
            format!("Option<{VALUE}>"),
            "opt_value",
            "the operand already parsed, if any",
        ),
        (Arity::Variadic, false) => Access::new(
            format!("&mut Vec<{UNRESOLVED}>"),
            format!("&[{VALUE}]"),
            "values",
            "push the operands",
        ),
        (Arity::Variadic, true) => Access::new(
            format!("&[{UNRESOLVED}]"),
            format!("&[{VALUE}]"),
            "values",
            "the operands already parsed",
        ),
        (Arity::VariadicOfVariadic { .. }, true) => Access::new(
            format!("&[Vec<{UNRESOLVED}>]"),
            format!("&[Vec<{VALUE}>]"),
            "value_groups",
            "the groups of operands already parsed",
        ),
        (Arity::VariadicOfVariadic { .. }, false) => Access::new(
            format!("&mut Vec<Vec<{UNRESOLVED}>>"),
            format!("&[Vec<{VALUE}>]"),
            "value_groups",
            "push one list of operands per group (the group sizes are stored for you)",
        ),
    }
}

/// The argument of a `type(...)` directive inside a `custom` directive: the name of what it
/// types, how it is written and the arity of the typed slot.
fn type_arg(op: &Operator, arg: &Element) -> (String, String, Arity) {
    match &arg.kind {
        ElementKind::Variable(Var::Operand(i)) => {
            let o = &op.operands[*i];
            (
                o.name.clone(),
                format!("type(${})", o.name),
                o.arity.clone(),
            )
        }
        ElementKind::Variable(Var::Result(i)) => {
            let r = &op.results[*i];
            (
                r.name.clone(),
                format!("type(${})", r.name),
                r.arity.clone(),
            )
        }
        ElementKind::Results => ("results".into(), "type(results)".into(), Arity::Variadic),
        _ => ("operands".into(), "type(operands)".into(), Arity::Variadic),
    }
}

/// The hook parameters of the types of a slot of `arity`.
fn type_access(arity: &Arity, by_ref: bool) -> Access {
    match (arity, by_ref) {
        (Arity::Single, false) => Access::new(
            format!("&mut Option<{TYPE}>"),
            TYPE.into(),
            "ty",
            "set it to the type",
        ),
        (Arity::Single, true) => {
            Access::new(TYPE.into(), TYPE.into(), "ty", "the type already parsed")
        }
        (Arity::Optional, false) => Access::new(
            format!("&mut Option<{TYPE}>"),
            format!("Option<{TYPE}>"),
            "opt_type",
            "set it to the type, if there is one",
        ),
        (Arity::Optional, true) => Access::new(
            format!("Option<{TYPE}>"),
            format!("Option<{TYPE}>"),
            "opt_type",
            "the type already parsed, if any",
        ),
        (Arity::Variadic, false) => Access::new(
            format!("&mut Vec<{TYPE}>"),
            format!("&[{TYPE}]"),
            "types",
            "push the types",
        ),
        (Arity::Variadic, true) => Access::new(
            format!("&[{TYPE}]"),
            format!("&[{TYPE}]"),
            "types",
            "the types already parsed",
        ),
        (Arity::VariadicOfVariadic { .. }, true) => Access::new(
            format!("&[Vec<{TYPE}>]"),
            format!("&[Vec<{TYPE}>]"),
            "type_groups",
            "the groups of types already parsed",
        ),
        (Arity::VariadicOfVariadic { .. }, false) => Access::new(
            format!("&mut Vec<Vec<{TYPE}>>"),
            format!("&[Vec<{TYPE}>]"),
            "type_groups",
            "push one list of types per group",
        ),
    }
}

/// The hook parameters of an attribute, `optional` or not.
fn attr_access(optional: bool, by_ref: bool) -> Access {
    let (print_ty, print_accessor) = if optional {
        (format!("Option<{ATTRIBUTE}>"), "opt_attr")
    } else {
        (ATTRIBUTE.to_string(), "attr")
    };
    if by_ref {
        return Access::new(
            print_ty.clone(),
            print_ty,
            print_accessor,
            "the attribute already parsed",
        );
    }
    let doc = if optional {
        "set it to the attribute, if there is one"
    } else {
        "set it to the attribute"
    };
    Access::new(
        format!("&mut Option<{ATTRIBUTE}>"),
        print_ty,
        print_accessor,
        doc,
    )
}

/// The hook parameters of a region, `variadic` or not.
fn region_access(variadic: bool, by_ref: bool) -> Access {
    match (variadic, by_ref) {
        (false, false) => Access::new(
            format!("&mut Option<{REGION}>"),
            REGION.into(),
            "region",
            "set it to the region parsed (an empty region is made if left unset)",
        ),
        (false, true) => Access::new(
            REGION.into(),
            REGION.into(),
            "region",
            "the region already parsed",
        ),
        (true, false) => Access::new(
            format!("&mut Vec<{REGION}>"),
            format!("&[{REGION}]"),
            "regions",
            "push the regions parsed",
        ),
        (true, true) => Access::new(
            format!("&[{REGION}]"),
            format!("&[{REGION}]"),
            "regions",
            "the regions already parsed",
        ),
    }
}

/// The hook parameters of a successor, `variadic` or not.
fn successor_access(variadic: bool, by_ref: bool) -> Access {
    match (variadic, by_ref) {
        (false, false) => Access::new(
            format!("&mut Option<{BLOCK}>"),
            BLOCK.into(),
            "successor",
            "set it to the successor",
        ),
        (false, true) => Access::new(
            BLOCK.into(),
            BLOCK.into(),
            "successor",
            "the successor already parsed",
        ),
        (true, false) => Access::new(
            format!("&mut Vec<{BLOCK}>"),
            format!("&[{BLOCK}]"),
            "successors",
            "push the successors",
        ),
        (true, true) => Access::new(
            format!("&[{BLOCK}]"),
            format!("&[{BLOCK}]"),
            "successors",
            "the successors already parsed",
        ),
    }
}

/// The hook parameters of `attr-dict`.
fn attr_dict_access(by_ref: bool) -> Access {
    if by_ref {
        Access::new(
            format!("&[{ENTRY}]"),
            format!("&[{ENTRY}]"),
            "attr_dict",
            "the attribute dictionary's entries parsed so far",
        )
    } else {
        Access::new(
            format!("&mut Vec<{ENTRY}>"),
            format!("&[{ENTRY}]"),
            "attr_dict",
            "push the attribute dictionary's entries",
        )
    }
}

fn refuse<T>(at: usize, what: &str) -> Result<T, FormatError> {
    Err(FormatError::new(
        at,
        format!(
            "{what} is not supported by ods-build's generated parsers and printers yet; use \
             hasCustomAssemblyFormat"
        ),
    ))
}

/// Checks that code can be generated for `format` (valid for `op`) and plans its types.
pub fn plan(op: &Operator, format: &Format, enums: &[EnumDef]) -> Result<Plan, FormatError> {
    let mut parsed_operands = vec![false; op.operands.len()];
    let mut parsed_results = vec![false; op.results.len()];
    let mut bound_attrs = vec![false; op.attributes.len()];
    let mut uses_operands = false;
    for e in &format.elements {
        check(
            op,
            enums,
            e,
            &mut parsed_operands,
            &mut parsed_results,
            &mut bound_attrs,
            &mut uses_operands,
        )?;
    }
    let segments = op.has_trait("AttrSizedOperandSegments");
    if uses_operands && segments {
        let at = find(&format.elements, &|k| matches!(k, ElementKind::Operands)).unwrap_or(0);
        return refuse(
            at,
            "the `operands` directive of an op with AttrSizedOperandSegments (mlir-tblgen's \
             printer leaves the segment sizes out, so what it prints cannot be read back; \
             name the operand groups instead)",
        );
    }
    // Where each unprinted type comes from: a printed one of the same type, else built.
    let parsed = |p: &Vec<bool>| -> Vec<Option<TypeSource>> {
        p.iter().map(|&p| p.then_some(TypeSource::Parsed)).collect()
    };
    let mut operands = parsed(&parsed_operands);
    let mut results = parsed(&parsed_results);
    propagate_types(op, &mut operands, &mut results, &bound_attrs);
    let operands = built_or_refused(operands, &op.operands, "operand")?;
    // As mlir-tblgen: an op whose InferTypeOpInterface computes its result types, and
    // whose format binds none of them, infers them all.
    let results = if !op.results.is_empty()
        && results
            .iter()
            .all(|r| !matches!(r, Some(TypeSource::Parsed)))
        && results.iter().any(Option::is_none)
        && !op.has_trait("AttrSizedResultSegments")
        && op.can_infer_result_types()
    {
        vec![TypeSource::Inferred; op.results.len()]
    } else {
        built_or_refused(results, &op.results, "result")?
    };
    let uses = customs(op, format)?;
    Ok(Plan {
        operands,
        results,
        uses,
    })
}

/// The operand, result or attribute of `op` called `name`.
fn name_var(op: &Operator, name: &str) -> Option<Var> {
    if let Some(i) = op.operands.iter().position(|o| o.name == name) {
        return Some(Var::Operand(i));
    }
    if let Some(i) = op.results.iter().position(|o| o.name == name) {
        return Some(Var::Result(i));
    }
    op.attributes
        .iter()
        .position(|a| a.name == name)
        .map(Var::Attribute)
}

/// The groups of variables of `op` its traits make of one type (`SameOperandsAndResultType`,
/// `SameTypeOperands`, `AllTypesMatch`).
fn same_type_groups(op: &Operator) -> Vec<Vec<Var>> {
    let mut groups: Vec<Vec<Var>> = Vec::new();
    for t in &op.traits {
        match t {
            Trait::Native { name, .. } if name == "SameOperandsAndResultType" => {
                let mut g: Vec<Var> = (0..op.operands.len()).map(Var::Operand).collect();
                g.extend((0..op.results.len()).map(Var::Result));
                groups.push(g);
            }
            Trait::Native { name, .. } if name == "SameTypeOperands" => {
                groups.push((0..op.operands.len()).map(Var::Operand).collect());
            }
            Trait::Pred { description, .. } => {
                if let Some(inner) = description
                    .strip_prefix("all of {")
                    .and_then(|d| d.strip_suffix("} have same type"))
                {
                    let g: Option<Vec<Var>> =
                        inner.split(", ").map(|n| name_var(op, n.trim())).collect();
                    if let Some(g) = g {
                        groups.push(g);
                    }
                }
            }
            Trait::Native { .. } | Trait::Interface { .. } => {}
        }
    }
    groups
}

/// The `TypesMatchWith` traits of `op`: the type of `rhs` from the type of `lhs` (an operand
/// or result), as (lhs, rhs, trait).
fn type_transforms(op: &Operator) -> Vec<(Var, Var, &crate::model::TypesMatch)> {
    op.traits
        .iter()
        .filter_map(|t| match t {
            Trait::Pred {
                types_match: Some(m),
                ..
            } => {
                let lhs = name_var(op, &m.lhs)?;
                let rhs = name_var(op, &m.rhs)?;
                let value = |v: Var| matches!(v, Var::Operand(_) | Var::Result(_));
                (value(lhs) && value(rhs) && lhs != rhs).then_some((lhs, rhs, m))
            }
            _ => None,
        })
        .collect()
}

/// Fills the type sources of `operands` and `results` not parsed that a `TypesMatchWith` or
/// a group of one type (see [`same_type_groups`]) gives, until nothing changes.
fn propagate_types(
    op: &Operator,
    operands: &mut [Option<TypeSource>],
    results: &mut [Option<TypeSource>],
    bound_attrs: &[bool],
) {
    let groups = same_type_groups(op);
    let transforms = type_transforms(op);
    let mut changed = true;
    while changed {
        changed = false;
        for (lhs, rhs, m) in &transforms {
            let known = match lhs {
                Var::Operand(i) => operands[*i].is_some(),
                Var::Result(i) => results[*i].is_some(),
                _ => false,
            };
            let slot = match rhs {
                Var::Operand(i) => &mut operands[*i],
                Var::Result(i) => &mut results[*i],
                _ => continue,
            };
            if known && slot.is_none() {
                *slot = Some(TypeSource::Transform {
                    from: *lhs,
                    transformer: m.transformer.clone(),
                    ranged: m.ranged,
                    each: m.each,
                });
                changed = true;
            }
        }
        for g in &groups {
            let known = g.iter().copied().find(|v| match v {
                Var::Operand(i) => operands[*i].is_some(),
                Var::Result(i) => results[*i].is_some(),
                Var::Attribute(i) => bound_attrs[*i],
                _ => false,
            });
            let Some(known) = known else { continue };
            for v in g {
                let slot = match v {
                    Var::Operand(i) => &mut operands[*i],
                    Var::Result(i) => &mut results[*i],
                    _ => continue,
                };
                if slot.is_none() && *v != known {
                    *slot = Some(TypeSource::Like(known));
                    changed = true;
                }
            }
        }
    }
}

/// The type sources of `values` (the operands or results, `what`): those found, else the
/// constraint's builder, else a refusal.
fn built_or_refused(
    slots: Vec<Option<TypeSource>>,
    values: &[crate::model::Value],
    what: &str,
) -> Result<Vec<TypeSource>, FormatError> {
    slots
        .into_iter()
        .zip(values)
        .map(|(s, v)| match s {
            Some(s) => Ok(s),
            None => match &v.constraint.builder_call {
                Some(call) => Ok(TypeSource::Build(call.clone())),
                None => refuse(
                    0,
                    &format!(
                        "inferring the type of {what} '{}' from what the format binds here",
                        v.name
                    ),
                ),
            },
        })
        .collect()
}

/// Each `custom` directive's call of its hooks in `format` (valid for `op`), by its
/// offset; two directives of one name must pass arguments of the same kinds, as they share
/// one pair of hooks.
fn customs(op: &Operator, format: &Format) -> Result<Vec<(usize, CustomHook)>, FormatError> {
    let mut customs: Vec<CustomHook> = Vec::new();
    let mut uses = Vec::new();
    let mut directives = Vec::new();
    collect_customs(&format.elements, false, &mut directives);
    for (offset, name, args, optional) in directives {
        let mut hook = custom_hook(op, name, args);
        hook.optional = optional;
        uses.push((offset, hook.clone()));
        match customs.iter().find(|h| h.name == hook.name) {
            None => customs.push(hook),
            Some(h)
                if h.optional == hook.optional
                    && h.params
                        .iter()
                        .map(|p| (&p.parse_ty, &p.print_ty))
                        .eq(hook.params.iter().map(|p| (&p.parse_ty, &p.print_ty))) => {}
            Some(h) if h.optional != hook.optional => {
                return Err(FormatError::new(
                    offset,
                    format!(
                        "`custom<{name}>` starts an optional group in one place and not in \
                         another; its hook `parse_{0}` has one signature",
                        h.snake
                    ),
                ));
            }
            Some(h) => {
                return Err(FormatError::new(
                    offset,
                    format!(
                        "`custom<{name}>` is used twice with arguments of different kinds; its \
                         hooks `parse_{0}` and `print_{0}` have one signature",
                        h.snake
                    ),
                ));
            }
        }
    }
    Ok(uses)
}

/// A `custom` directive: its offset, name and arguments, and whether it starts an optional
/// group.
type CustomUse<'a> = (usize, &'a str, &'a [Element], bool);

/// Every `custom` directive of `elements` (optional groups and `oilist`s included); `head`:
/// `elements` are an optional group's, whose first one decides whether it is there.
fn collect_customs<'a>(elements: &'a [Element], head: bool, out: &mut Vec<CustomUse<'a>>) {
    let first = elements
        .iter()
        .position(|e| !matches!(e.kind, ElementKind::Whitespace(_)));
    for (k, e) in elements.iter().enumerate() {
        match &e.kind {
            ElementKind::Custom { name, args } => {
                out.push((e.offset, name, args, head && Some(k) == first));
            }
            ElementKind::Optional(g) => {
                collect_customs(&g.then_elements, true, out);
                collect_customs(&g.else_elements, false, out);
            }
            ElementKind::OIList(clauses) => {
                for c in clauses {
                    collect_customs(&c.elements, false, out);
                }
            }
            _ => {}
        }
    }
}

fn find(elements: &[Element], pred: &dyn Fn(&ElementKind) -> bool) -> Option<usize> {
    for e in elements {
        if pred(&e.kind) {
            return Some(e.offset);
        }
        if let ElementKind::Optional(g) = &e.kind
            && let Some(at) = find(&g.then_elements, pred).or_else(|| find(&g.else_elements, pred))
        {
            return Some(at);
        }
    }
    None
}

/// Whether code can be generated for a property of form `f`: every form but an enum that
/// is not an enum of the spec.
fn form_supported(f: &crate::model::PropForm, enums: &[EnumDef]) -> bool {
    use crate::model::PropForm as F;
    match f {
        F::Enum { name } => crate::model::keyword_enum(enums, Some(name)).is_some(),
        F::Array { element } => form_supported(element, enums),
        F::Optional { inner, .. } | F::Named { inner, .. } => form_supported(inner, enums),
        F::Int { .. } | F::IntArray { .. } | F::Bool | F::String | F::Unit => true,
    }
}

/// An argument of a `custom` directive: what it binds, and what is refused.
fn check_custom_arg(
    arg: &Element,
    operands: &mut [bool],
    results: &mut [bool],
    attrs: &mut [bool],
) -> Result<(), FormatError> {
    match &arg.kind {
        ElementKind::Variable(Var::Operand(_) | Var::Region(_) | Var::Successor(_))
        | ElementKind::AttrDict { .. } => {}
        ElementKind::Variable(Var::Attribute(i)) => attrs[*i] = true,
        ElementKind::Type(inner) => match inner.kind {
            ElementKind::Variable(Var::Operand(i)) => operands[i] = true,
            ElementKind::Variable(Var::Result(i)) => results[i] = true,
            ElementKind::Operands => operands.iter_mut().for_each(|o| *o = true),
            ElementKind::Results => results.iter_mut().for_each(|o| *o = true),
            _ => return refuse(arg.offset, "this type directive argument"),
        },
        ElementKind::Ref(inner) => match &inner.kind {
            ElementKind::Variable(
                Var::Operand(_)
                | Var::Attribute(_)
                | Var::Property(_)
                | Var::Region(_)
                | Var::Successor(_),
            )
            | ElementKind::AttrDict { .. } => {}
            ElementKind::Type(t)
                if matches!(
                    t.kind,
                    ElementKind::Variable(Var::Operand(_) | Var::Result(_))
                        | ElementKind::Operands
                        | ElementKind::Results
                ) => {}
            _ => return refuse(arg.offset, "this `ref` argument of a `custom` directive"),
        },
        ElementKind::String(code) => check_expr_arg(arg.offset, code)?,
        ElementKind::Variable(Var::Property(_)) => {}
        ElementKind::PropDict => {
            return refuse(arg.offset, "the `prop-dict` directive");
        }
        _ => return refuse(arg.offset, "this argument of a `custom` directive"),
    }
    Ok(())
}

/// A string argument of a `custom` directive: a Rust expression (upstream's is C++), with
/// `$_builder` and `$_ctxt` the only placeholders, as mlir-tblgen substitutes only those.
pub(crate) fn check_expr_arg(offset: usize, code: &str) -> Result<(), FormatError> {
    // The string's text starts after its opening quote.
    let at = |k: usize| offset + 1 + k;
    let mut rest = code;
    while let Some(k) = rest.find('$') {
        let start = code.len() - rest.len() + k;
        let word: String = code[start + 1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if word != "_builder" && word != "_ctxt" {
            return Err(FormatError::new(
                at(start),
                format!(
                    "`${word}` in a string argument of a `custom` directive: only `$_builder` \
                     and `$_ctxt` stand for something there (the context)"
                ),
            ));
        }
        rest = &code[start + 1..];
    }
    if let Some((message, k)) = crate::model::code::expr_problem(code) {
        return Err(FormatError::new(
            at(k),
            format!(
                "a string argument of a `custom` directive is a Rust expression here, and this \
                 one is not Rust: {message}"
            ),
        ));
    }
    Ok(())
}

fn check(
    op: &Operator,
    enums: &[EnumDef],
    e: &Element,
    operands: &mut [bool],
    results: &mut [bool],
    attrs: &mut [bool],
    uses_operands: &mut bool,
) -> Result<(), FormatError> {
    // `qualified(...)` needs nothing: types and attributes are always printed with their
    // dialect prefix here, as mlir-tblgen's code prints them when the constraint names no
    // dialect class (ODS constraints here never do).
    let mut type_arg = |arg: &Element| -> Result<(), FormatError> {
        match arg.kind {
            ElementKind::Variable(Var::Operand(i)) => operands[i] = true,
            ElementKind::Variable(Var::Result(i)) => results[i] = true,
            ElementKind::Operands => operands.iter_mut().for_each(|o| *o = true),
            ElementKind::Results => results.iter_mut().for_each(|o| *o = true),
            _ => return refuse(arg.offset, "this type directive argument"),
        }
        Ok(())
    };
    match &e.kind {
        ElementKind::Literal(_) | ElementKind::Whitespace(_) => {}
        ElementKind::AttrDict { .. } => {}
        ElementKind::Variable(Var::Operand(_)) => {}
        ElementKind::Variable(Var::Attribute(i)) => attrs[*i] = true,
        ElementKind::Variable(Var::Region(_)) | ElementKind::Regions => {}
        ElementKind::Variable(Var::Successor(_)) | ElementKind::Successors => {}
        ElementKind::Variable(Var::Property(i)) => {
            let p = &op.properties[*i];
            if !p.form.as_ref().is_some_and(|f| form_supported(f, enums)) {
                return refuse(
                    e.offset,
                    &format!(
                        "the variable of property '{}' (a kind without a textual form here: \
                         the form is known for the integer, bool, string, unit, integer \
                         enum, array and optional properties of the library)",
                        p.name
                    ),
                );
            }
        }
        ElementKind::Operands => *uses_operands = true,
        ElementKind::Type(arg) => type_arg(arg)?,
        ElementKind::FunctionalType { inputs, results: r } => {
            type_arg(inputs)?;
            type_arg(r)?;
        }
        ElementKind::Optional(g) => {
            for c in g.then_elements.iter().chain(&g.else_elements) {
                check(op, enums, c, operands, results, attrs, uses_operands)?;
            }
            let first = g
                .then_elements
                .iter()
                .find(|c| !matches!(c.kind, ElementKind::Whitespace(_)));
            if let Some(first) = first
                && matches!(first.kind, ElementKind::Optional(_))
            {
                return refuse(
                    first.offset,
                    "an optional group starting with an optional group",
                );
            }
        }
        ElementKind::PropDict => {}
        ElementKind::Custom { args, .. } => {
            for arg in args {
                check_custom_arg(arg, operands, results, attrs)?;
            }
        }
        ElementKind::OIList(clauses) => {
            for c in clauses.iter().flat_map(|c| &c.elements) {
                check(op, enums, c, operands, results, attrs, uses_operands)?;
            }
        }
        ElementKind::Ref(_) => return refuse(e.offset, "the `ref` directive"),
        ElementKind::Variable(Var::Result(_))
        | ElementKind::Variable(Var::Parameter(_))
        | ElementKind::Results
        | ElementKind::String(_)
        | ElementKind::Params
        | ElementKind::Struct(_) => return refuse(e.offset, "this element"),
    }
    Ok(())
}
