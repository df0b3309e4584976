//! What the generated parser and printer of a valid op format need beyond the tree, and
//! what they cannot do: every element ods-build does not generate code for yet is refused
//! at its offset in the format string, and so is a format that leaves an operand or result
//! type to something the generated parser cannot compute (`InferTypeOpInterface`, a
//! `TypesMatchWith` with a comparator other than `==`). The plan says where each operand and result type comes from:
//! a type directive, a trait that makes it equal to another (`AllTypesMatch`,
//! `SameOperandsAndResultType`), a `TypesMatchWith` transform of another, or the
//! constraint's builder.

use super::FormatError;
use super::ast::{Element, ElementKind, Format, Var};
use crate::model::{Arity, EnumDef, EnumKind, Operator, Trait};

/// Where the types of an operand or result group come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeSource {
    /// A type directive prints and parses them.
    Parsed,
    /// The first type of another variable.
    Like(Var),
    /// The constraint builds it (a Rust expression over `$_builder`).
    Build(String),
    /// A `TypesMatchWith` computes it from the type of another variable: `transformer` is
    /// a Rust expression over `$_self` and `$_ctxt`; `ranged` for `RangedTypesMatchWith`,
    /// whose transformer maps all the types of `from` to all of these.
    Transform {
        /// The variable whose type is the transformer's input.
        from: Var,
        /// The Rust expression.
        transformer: String,
        /// Whether it maps a `Vec<Type>` to a `Vec<Type>`.
        ranged: bool,
    },
}

/// The plan for an op format.
#[derive(Clone, Debug)]
pub struct Plan {
    /// One source per operand group.
    pub operands: Vec<TypeSource>,
    /// One source per result group.
    pub results: Vec<TypeSource>,
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
            "the `operands` directive of an op with AttrSizedOperandSegments",
        );
    }
    // Where each unprinted type comes from: a printed one of the same type, else built.
    let name_var = |name: &str| -> Option<Var> {
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
    };
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
                        inner.split(", ").map(|n| name_var(n.trim())).collect();
                    if let Some(g) = g {
                        groups.push(g);
                    }
                }
            }
            Trait::Native { .. } | Trait::Interface { .. } => {}
        }
    }
    let mut operands: Vec<Option<TypeSource>> = parsed_operands
        .iter()
        .map(|&p| p.then_some(TypeSource::Parsed))
        .collect();
    let mut results: Vec<Option<TypeSource>> = parsed_results
        .iter()
        .map(|&p| p.then_some(TypeSource::Parsed))
        .collect();
    // `TypesMatchWith`: the type of `rhs` from the type of `lhs` (an operand or result).
    let transforms: Vec<(Var, Var, &crate::model::TypesMatch)> = op
        .traits
        .iter()
        .filter_map(|t| match t {
            Trait::Pred {
                types_match: Some(m),
                ..
            } => {
                let lhs = name_var(&m.lhs)?;
                let rhs = name_var(&m.rhs)?;
                let value = |v: Var| matches!(v, Var::Operand(_) | Var::Result(_));
                (value(lhs) && value(rhs) && lhs != rhs).then_some((lhs, rhs, m))
            }
            _ => None,
        })
        .collect();
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
    let done = |slots: Vec<Option<TypeSource>>,
                values: &[crate::model::Value],
                what: &str|
     -> Result<Vec<TypeSource>, FormatError> {
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
                            "inferring the type of {what} '{}' (from InferTypeOpInterface, or \
                             a TypesMatchWith whose comparator is not `==`)",
                            v.name
                        ),
                    ),
                },
            })
            .collect()
    };
    let operands = done(operands, &op.operands, "operand")?;
    let results = done(results, &op.results, "result")?;
    Ok(Plan { operands, results })
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

/// The integer enum an attribute wraps (`I32EnumAttr`, `I64EnumAttr`): printed as a
/// keyword. Bit and string enums are not (yet).
pub fn keyword_enum<'a>(enums: &'a [EnumDef], name: Option<&str>) -> Option<&'a EnumDef> {
    let name = name?;
    enums
        .iter()
        .find(|e| e.name == name || e.def_name == name)
        .filter(|e| matches!(e.kind, EnumKind::I32 | EnumKind::I64))
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
            ElementKind::Variable(Var::Operand(i)) => {
                if matches!(op.operands[i].arity, Arity::VariadicOfVariadic { .. }) {
                    return refuse(e.offset, "the type of a VariadicOfVariadic operand");
                }
                operands[i] = true;
            }
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
        ElementKind::Variable(Var::Operand(i)) => {
            if matches!(op.operands[*i].arity, Arity::VariadicOfVariadic { .. }) {
                return refuse(e.offset, "a VariadicOfVariadic operand");
            }
        }
        ElementKind::Variable(Var::Attribute(i)) => {
            let a = &op.attributes[*i];
            if a.attr.enum_name.is_some()
                && a.attr.dialect_attr.is_none()
                && keyword_enum(enums, a.attr.enum_name.as_deref()).is_none()
            {
                return refuse(e.offset, "a bit or string enum attribute variable");
            }
            attrs[*i] = true;
        }
        ElementKind::Variable(Var::Region(_)) | ElementKind::Regions => {
            let implicit = op.traits.iter().any(|t| {
                t.native_name()
                    .is_some_and(|n| n.starts_with("SingleBlockImplicitTerminator"))
            });
            if implicit {
                return refuse(
                    e.offset,
                    "a region of an op with SingleBlockImplicitTerminator",
                );
            }
        }
        ElementKind::Variable(Var::Successor(_)) | ElementKind::Successors => {}
        ElementKind::Variable(Var::Property(_)) => {
            return refuse(e.offset, "a property variable");
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
        ElementKind::PropDict => return refuse(e.offset, "the `prop-dict` directive"),
        ElementKind::Custom { .. } => return refuse(e.offset, "the `custom` directive"),
        ElementKind::OIList(_) => return refuse(e.offset, "the `oilist` directive"),
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
