//! Op formats: what `$name` and each directive mean for an op, and mlir-tblgen's checks
//! (OpFormatGen): every operand, region and successor bound exactly once, every operand and
//! result type printed or inferable (buildable types, `AllTypesMatch`, `TypesMatchWith`,
//! `SameTypeOperands`, `SameOperandsAndResultType`, `InferTypeOpInterface`), `attr-dict`
//! exactly once, optional-group and `oilist` rules.

use std::collections::BTreeSet;

use super::ast::{Element, ElementKind, OIClause, Var};
use super::error::FormatError;
use super::lexer::{Keyword, TokenKind};
use super::parser::{Ctx, PResult, Parser};
use crate::model::{Operator, Pred, Trait};

/// Binds a whole-group directive (`regions`, `successors`): under `ref` it must already be
/// bound; otherwise nothing of the group may be bound yet, and now all of it is.
fn bind_all(what: &str, loc: usize, is_ref: bool, all: &mut bool, each: &[bool]) -> PResult<()> {
    if is_ref {
        if !*all {
            return err(
                loc,
                format!("'ref' of '{what}' is not bound by a prior '{what}' directive"),
            );
        }
    } else {
        if *all || each.iter().any(|&s| s) {
            return err(loc, format!("'{what}' directive creates overlap in format"));
        }
        *all = true;
    }
    Ok(())
}

fn err<T>(at: usize, message: impl Into<String>) -> PResult<T> {
    Err(FormatError::new(at, message))
}

impl Parser<'_> {
    pub(crate) fn op_variable(
        &mut self,
        op: &Operator,
        loc: usize,
        name: &str,
        ctx: Ctx,
    ) -> PResult<Var> {
        let bound_here = matches!(ctx, Ctx::Top | Ctx::Custom);
        if let Some(i) = op.attributes.iter().position(|a| a.name == name) {
            if ctx == Ctx::Type {
                return err(
                    loc,
                    "attributes cannot be used as children to a `type` directive",
                );
            }
            if ctx == Ctx::Ref {
                if !self.seen.attrs[i] {
                    return err(
                        loc,
                        format!("attribute '{name}' must be bound before it is referenced"),
                    );
                }
            } else if std::mem::replace(&mut self.seen.attrs[i], true) {
                return err(loc, format!("attribute '{name}' is already bound"));
            }
            return Ok(Var::Attribute(i));
        }
        if let Some(i) = op.properties.iter().position(|p| p.name == name) {
            if ctx == Ctx::Type {
                return err(
                    loc,
                    "properties cannot be used as children to a `type` directive",
                );
            }
            if ctx == Ctx::Ref {
                if !self.seen.props[i] {
                    return err(
                        loc,
                        format!("property '{name}' must be bound before it is referenced"),
                    );
                }
            } else if std::mem::replace(&mut self.seen.props[i], true) {
                return err(loc, format!("property '{name}' is already bound"));
            }
            return Ok(Var::Property(i));
        }
        if let Some(i) = op.operands.iter().position(|o| o.name == name) {
            if bound_here {
                if self.seen.all_operands || std::mem::replace(&mut self.seen.operands[i], true) {
                    return err(loc, format!("operand '{name}' is already bound"));
                }
            } else if ctx == Ctx::Ref && !self.seen.operands[i] {
                return err(
                    loc,
                    format!("operand '{name}' must be bound before it is referenced"),
                );
            }
            return Ok(Var::Operand(i));
        }
        if let Some(i) = op.regions.iter().position(|r| r.name == name) {
            if bound_here {
                if self.seen.all_regions || std::mem::replace(&mut self.seen.regions[i], true) {
                    return err(loc, format!("region '{name}' is already bound"));
                }
            } else if ctx == Ctx::Ref {
                if !self.seen.regions[i] {
                    return err(
                        loc,
                        format!("region '{name}' must be bound before it is referenced"),
                    );
                }
            } else {
                return err(
                    loc,
                    "regions can only be used at the top level or in a ref directive",
                );
            }
            return Ok(Var::Region(i));
        }
        if let Some(i) = op.results.iter().position(|r| r.name == name) {
            if ctx != Ctx::Type {
                return err(
                    loc,
                    "result variables can can only be used as a child to a 'type' directive",
                );
            }
            return Ok(Var::Result(i));
        }
        if let Some(i) = op.successors.iter().position(|s| s.name == name) {
            if bound_here {
                if self.seen.all_successors || std::mem::replace(&mut self.seen.successors[i], true)
                {
                    return err(loc, format!("successor '{name}' is already bound"));
                }
            } else if ctx == Ctx::Ref {
                if !self.seen.successors[i] {
                    return err(
                        loc,
                        format!("successor '{name}' must be bound before it is referenced"),
                    );
                }
            } else {
                return err(
                    loc,
                    "successors can only be used at the top level or in a ref directive",
                );
            }
            return Ok(Var::Successor(i));
        }
        err(
            loc,
            "expected variable to refer to an argument, region, result, or successor",
        )
    }

    pub(crate) fn op_directive(
        &mut self,
        op: &Operator,
        loc: usize,
        kw: Keyword,
        ctx: Ctx,
    ) -> PResult<Element> {
        let kind = match kw {
            Keyword::AttrDict | Keyword::AttrDictWithKeyword => {
                self.attr_dict_directive(loc, kw, ctx)?
            }
            Keyword::PropDict => self.prop_dict_directive(loc, ctx)?,
            Keyword::FunctionalType => self.functional_type_directive(op, loc, ctx)?,
            Keyword::Operands => self.operands_directive(loc, ctx)?,
            Keyword::Qualified => return self.qualified_directive(loc, ctx),
            Keyword::Regions => {
                if ctx == Ctx::Type {
                    return err(loc, "'regions' is only valid as a top-level directive");
                }
                let seen = &mut self.seen;
                bind_all(
                    "regions",
                    loc,
                    ctx == Ctx::Ref,
                    &mut seen.all_regions,
                    &seen.regions,
                )?;
                ElementKind::Regions
            }
            Keyword::Results => {
                if ctx != Ctx::Type {
                    return err(
                        loc,
                        "'results' directive can can only be used as a child to a 'type' directive",
                    );
                }
                ElementKind::Results
            }
            Keyword::Successors => {
                if ctx == Ctx::Type {
                    return err(loc, "'successors' is only valid as a top-level directive");
                }
                let seen = &mut self.seen;
                bind_all(
                    "successors",
                    loc,
                    ctx == Ctx::Ref,
                    &mut seen.all_successors,
                    &seen.successors,
                )?;
                ElementKind::Successors
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
            Keyword::Type => {
                if ctx == Ctx::Type {
                    return err(loc, "'type' cannot be used as a child of another `type`");
                }
                self.expect(TokenKind::LParen, "expected '(' before argument list")?;
                let arg = self.type_operand(op, loc, ctx == Ctx::Ref)?;
                self.expect(TokenKind::RParen, "expected ')' after argument list")?;
                ElementKind::Type(Box::new(arg))
            }
            Keyword::OIList => self.oilist(op, loc, ctx)?,
            Keyword::Custom | Keyword::Params | Keyword::Struct => {
                return err(loc, "unsupported directive kind");
            }
        };
        Ok(Element::new(kind, loc))
    }

    /// `attr-dict` or `attr-dict-with-keyword` (`kw`) in `ctx`.
    fn attr_dict_directive(&mut self, loc: usize, kw: Keyword, ctx: Ctx) -> PResult<ElementKind> {
        if ctx == Ctx::Type {
            return err(
                loc,
                "'attr-dict' directive can only be used as a top-level directive",
            );
        }
        if ctx == Ctx::Ref {
            if !self.seen.attr_dict {
                return err(
                    loc,
                    "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
                );
            }
        } else if std::mem::replace(&mut self.seen.attr_dict, true) {
            return err(loc, "'attr-dict' directive has already been seen");
        }
        Ok(ElementKind::AttrDict {
            with_keyword: kw == Keyword::AttrDictWithKeyword,
        })
    }

    /// `prop-dict` in `ctx`.
    fn prop_dict_directive(&mut self, loc: usize, ctx: Ctx) -> PResult<ElementKind> {
        if ctx == Ctx::Type {
            return err(
                loc,
                "'prop-dict' directive can only be used as a top-level directive",
            );
        }
        if ctx == Ctx::Ref {
            if !self.seen.prop_dict {
                return err(
                    loc,
                    "'ref' of 'prop-dict' is not bound by a prior 'prop-dict' directive",
                );
            }
        } else if std::mem::replace(&mut self.seen.prop_dict, true) {
            return err(loc, "'prop-dict' directive has already been seen");
        }
        Ok(ElementKind::PropDict)
    }

    /// `functional-type(inputs, results)` in `ctx`.
    fn functional_type_directive(
        &mut self,
        op: &Operator,
        loc: usize,
        ctx: Ctx,
    ) -> PResult<ElementKind> {
        if ctx != Ctx::Top {
            return err(
                loc,
                "'functional-type' is only valid as a top-level directive",
            );
        }
        self.expect(TokenKind::LParen, "expected '(' before argument list")?;
        let inputs = self.type_operand(op, loc, false)?;
        self.expect(TokenKind::Comma, "expected ',' after inputs argument")?;
        let results = self.type_operand(op, loc, false)?;
        self.expect(TokenKind::RParen, "expected ')' after argument list")?;
        Ok(ElementKind::FunctionalType {
            inputs: Box::new(inputs),
            results: Box::new(results),
        })
    }

    /// `operands` in `ctx`.
    fn operands_directive(&mut self, loc: usize, ctx: Ctx) -> PResult<ElementKind> {
        if ctx == Ctx::Ref {
            if !self.seen.all_operands {
                return err(
                    loc,
                    "'ref' of 'operands' is not bound by a prior 'operands' directive",
                );
            }
        } else if matches!(ctx, Ctx::Top | Ctx::Custom) {
            if self.seen.all_operands || self.seen.operands.iter().any(|&s| s) {
                return err(loc, "'operands' directive creates overlap in format");
            }
            self.seen.all_operands = true;
        }
        Ok(ElementKind::Operands)
    }

    /// `qualified(...)` in `ctx`: the attribute or `type` directive it marks.
    fn qualified_directive(&mut self, loc: usize, ctx: Ctx) -> PResult<Element> {
        self.expect(TokenKind::LParen, "expected '(' before argument list")?;
        let mut element = self.element(ctx)?;
        self.expect(TokenKind::RParen, "expected ')' after argument list")?;
        if !matches!(
            element.kind,
            ElementKind::Variable(Var::Attribute(_)) | ElementKind::Type(_)
        ) {
            return err(
                loc,
                "'qualified' directive expects an attribute or a `type` directive",
            );
        }
        element.qualified = true;
        Ok(element)
    }

    /// The argument of `type(...)` or of `functional-type(...)`; errors point at `loc`, the
    /// directive.
    fn type_operand(&mut self, op: &Operator, loc: usize, is_ref: bool) -> PResult<Element> {
        let element = self.element(Ctx::Type)?;
        match &element.kind {
            ElementKind::Variable(Var::Operand(i)) => {
                let name = &op.operands[*i].name;
                let bound = self.seen.all_operand_types || self.seen.operand_types[*i];
                if !is_ref && bound {
                    return err(loc, format!("'type' of '{name}' is already bound"));
                }
                if is_ref && !bound {
                    return err(
                        loc,
                        format!(
                            "'ref' of 'type(${name})' is not bound by a prior 'type' directive"
                        ),
                    );
                }
                self.seen.operand_types[*i] = true;
            }
            ElementKind::Variable(Var::Result(i)) => {
                let name = &op.results[*i].name;
                let bound = self.seen.all_result_types || self.seen.result_types[*i];
                if !is_ref && bound {
                    return err(loc, format!("'type' of '{name}' is already bound"));
                }
                if is_ref && !bound {
                    return err(
                        loc,
                        format!(
                            "'ref' of 'type(${name})' is not bound by a prior 'type' directive"
                        ),
                    );
                }
                self.seen.result_types[*i] = true;
            }
            ElementKind::Operands => {
                let any = self.seen.operand_types.iter().any(|&s| s);
                if !is_ref && (self.seen.all_operand_types || any) {
                    return err(loc, "'operands' 'type' is already bound");
                }
                if is_ref && !self.seen.all_operand_types {
                    return err(
                        loc,
                        "'ref' of 'type(operands)' is not bound by a prior 'type' directive",
                    );
                }
                self.seen.all_operand_types = true;
            }
            ElementKind::Results => {
                let any = self.seen.result_types.iter().any(|&s| s);
                if !is_ref && (self.seen.all_result_types || any) {
                    return err(loc, "'results' 'type' is already bound");
                }
                if is_ref && !self.seen.all_result_types {
                    return err(
                        loc,
                        "'ref' of 'type(results)' is not bound by a prior 'type' directive",
                    );
                }
                self.seen.all_result_types = true;
            }
            _ => return err(loc, "invalid argument to 'type' directive"),
        }
        Ok(element)
    }

    fn oilist(&mut self, op: &Operator, loc: usize, ctx: Ctx) -> PResult<ElementKind> {
        self.expect(
            TokenKind::LParen,
            "expected '(' before oilist argument list",
        )?;
        let mut clauses = Vec::new();
        loop {
            let literal = self.literal(ctx)?;
            let literal = match literal.kind {
                ElementKind::Literal(s) | ElementKind::Whitespace(s) => s,
                _ => String::new(),
            };
            let mut elements = Vec::new();
            while !matches!(self.tok.kind, TokenKind::Pipe | TokenKind::RParen) {
                let element = self.element(ctx)?;
                oilist_element(op, loc, &element)?;
                elements.push(element);
            }
            clauses.push(OIClause { literal, elements });
            let done = self.tok.kind == TokenKind::RParen;
            self.consume()?;
            if done {
                return Ok(ElementKind::OIList(clauses));
            }
        }
    }

    pub(crate) fn op_custom_args(loc: usize, args: &[Element]) -> PResult<()> {
        for arg in args {
            match &arg.kind {
                ElementKind::Type(inner) => {
                    if !matches!(
                        inner.kind,
                        ElementKind::Variable(Var::Operand(_) | Var::Result(_))
                    ) {
                        return err(
                            loc,
                            "type directives within a custom directive may only refer to variables",
                        );
                    }
                }
                ElementKind::Ref(_)
                | ElementKind::AttrDict { .. }
                | ElementKind::PropDict
                | ElementKind::String(_)
                | ElementKind::Variable(
                    Var::Attribute(_)
                    | Var::Property(_)
                    | Var::Operand(_)
                    | Var::Region(_)
                    | Var::Successor(_),
                ) => {}
                _ => {
                    return err(
                        loc,
                        "only variables and types may be used as parameters to a custom directive",
                    );
                }
            }
        }
        Ok(())
    }

    /// One element of an optional group whose `(` is at `loc`.
    pub(crate) fn op_group_element(
        &self,
        op: &Operator,
        loc: usize,
        element: &Element,
        is_anchor: bool,
    ) -> PResult<()> {
        match &element.kind {
            ElementKind::Variable(Var::Attribute(i)) => {
                let attr = &op.attributes[*i].attr;
                if is_anchor && !(attr.optional || attr.default_value.is_some()) {
                    return err(
                        loc,
                        "only optional or default-valued attributes can be used to anchor an \
                         optional group",
                    );
                }
            }
            ElementKind::Variable(Var::Property(i)) => {
                let prop = &op.properties[*i];
                // Our property library has no `optionalParser`: every optional or
                // default-valued property can be parsed optionally.
                let optionally_parsed = prop.optional || prop.default_value.is_some();
                if is_anchor && !optionally_parsed {
                    return err(
                        loc,
                        "only properties with default values that can be optionally parsed (have \
                         the `let optionalParser = ...` field defined) can be used to anchor an \
                         optional group",
                    );
                }
            }
            ElementKind::Variable(Var::Operand(i)) => {
                if !op.operands[*i].arity.is_variable() {
                    return err(
                        loc,
                        "only variable length operands can be used within an optional group",
                    );
                }
            }
            ElementKind::Variable(Var::Result(i)) => {
                if !op.results[*i].arity.is_variable() {
                    return err(
                        loc,
                        "only variable length results can be used within an optional group",
                    );
                }
            }
            ElementKind::Variable(Var::Region(_)) | ElementKind::Custom { .. } => {}
            ElementKind::Type(arg) => self.op_group_element(op, loc, arg, false)?,
            ElementKind::FunctionalType { inputs, results } => {
                self.op_group_element(op, loc, inputs, false)?;
                self.op_group_element(op, loc, results, false)?;
            }
            ElementKind::Literal(_) | ElementKind::Whitespace(_) | ElementKind::Optional(_) => {
                if is_anchor {
                    return err(
                        loc,
                        "only variables and types can be used to anchor an optional group",
                    );
                }
            }
            _ => {
                return err(
                    loc,
                    "only literals, types, and variables can be used within an optional group",
                );
            }
        }
        Ok(())
    }

    /// The checks that need the whole format; `start` is where its first token is.
    pub(crate) fn verify_op(
        &self,
        op: &Operator,
        start: usize,
        elements: &[Element],
    ) -> PResult<()> {
        if !self.seen.attr_dict {
            return err(
                start,
                "'attr-dict' directive not found in custom assembly format",
            );
        }
        let resolved = self.type_resolvers(op);
        let seen = &self.seen;
        // Results.
        // `InferTypeOpInterface` computes every result type when the format binds none.
        let inferred = !op.results.is_empty()
            && !seen.result_types.iter().any(|&s| s)
            && op.can_infer_result_types();
        if !seen.all_result_types && !inferred {
            for (i, r) in op.results.iter().enumerate() {
                if seen.result_types[i] || resolved.contains(&r.name) {
                    continue;
                }
                if r.constraint.builder_call.is_none() || r.arity.is_variable() {
                    return err(
                        start,
                        format!(
                            "type of result #{i}, named '{}', is not buildable and a buildable \
                             type cannot be inferred",
                            r.name
                        ),
                    );
                }
            }
        }
        // Operands.
        for (i, o) in op.operands.iter().enumerate() {
            if !seen.all_operands && !seen.operands[i] {
                return err(
                    start,
                    format!("operand #{i}, named '{}', not found", o.name),
                );
            }
            if seen.all_operand_types || seen.operand_types[i] || resolved.contains(&o.name) {
                continue;
            }
            if o.constraint.builder_call.is_none() || (seen.all_operands && o.arity.is_variable()) {
                return err(
                    start,
                    format!(
                        "type of operand #{i}, named '{}', is not buildable and a buildable type \
                         cannot be inferred",
                        o.name
                    ),
                );
            }
        }
        if !seen.all_regions {
            for (i, r) in op.regions.iter().enumerate() {
                if !seen.regions[i] {
                    return err(start, format!("region #{i}, named '{}', not found", r.name));
                }
            }
        }
        if !seen.all_successors {
            for (i, s) in op.successors.iter().enumerate() {
                if !seen.successors[i] {
                    return err(
                        start,
                        format!("successor #{i}, named '{}', not found", s.name),
                    );
                }
            }
        }
        verify_oilist_neighbours(start, elements)
    }

    /// The names of operands and results whose type another bound variable determines.
    fn type_resolvers(&self, op: &Operator) -> BTreeSet<String> {
        let mut resolved = BTreeSet::new();
        let seen_arg = |name: &str| -> bool {
            if let Some(i) = op.operands.iter().position(|o| o.name == name) {
                return self.seen.operand_types[i];
            }
            if let Some(i) = op.results.iter().position(|r| r.name == name) {
                return self.seen.result_types[i];
            }
            if let Some(i) = op.attributes.iter().position(|a| a.name == name) {
                return self.seen.attrs[i];
            }
            false
        };
        for t in &op.traits {
            match t {
                Trait::Native { name, .. }
                    if name == "SameTypeOperands" || name == "SameOperandsAndResultType" =>
                {
                    let with_results = name == "SameOperandsAndResultType";
                    let has_resolver = self.seen.operand_types.iter().any(|&s| s)
                        || (with_results && self.seen.result_types.iter().any(|&s| s));
                    if !has_resolver {
                        continue;
                    }
                    for (i, o) in op.operands.iter().enumerate() {
                        if !self.seen.operand_types[i] && !o.name.is_empty() {
                            resolved.insert(o.name.clone());
                        }
                    }
                    if with_results {
                        for (i, r) in op.results.iter().enumerate() {
                            if !self.seen.result_types[i] && !r.name.is_empty() {
                                resolved.insert(r.name.clone());
                            }
                        }
                    }
                }
                Trait::Pred {
                    description,
                    pred,
                    types_match,
                } => {
                    if let Some(names) = all_types_match(description) {
                        for (i, n) in names.iter().enumerate() {
                            if seen_arg(n) {
                                for (j, other) in names.iter().enumerate() {
                                    if j != i {
                                        resolved.insert(other.to_string());
                                    }
                                }
                            }
                        }
                    } else if let Some((lhs, rhs)) = types_match_with(pred)
                        && seen_arg(&lhs)
                    {
                        resolved.insert(rhs);
                    } else if let Some(m) = types_match
                        && seen_arg(&m.lhs)
                    {
                        // `RangedTypesMatchWith`, whose predicate has another shape.
                        resolved.insert(m.rhs.clone());
                    }
                }
                Trait::Native { .. } | Trait::Interface { .. } => {}
            }
        }
        resolved
    }
}

/// The names an `AllTypesMatch` trait compares (its summary is `all of {a, b} have same
/// type`, as the ODS library writes it).
fn all_types_match(description: &str) -> Option<Vec<&str>> {
    let inner = description
        .strip_prefix("all of {")?
        .strip_suffix("} have same type")?;
    Some(inner.split(", ").map(str::trim).collect())
}

/// `lhs` and `rhs` of a `TypesMatchWith` trait: the ODS library lowers it to
/// `(<transform of $_ctxt.type_of($lhs)>) <cmp>
/// ::ods_runtime::traits::ValueTypes::value_types($rhs, $_ctxt)`.
fn types_match_with(pred: &Pred) -> Option<(String, String)> {
    const LHS: &str = "$_ctxt.type_of($";
    const RHS: &str = "::ods_runtime::traits::ValueTypes::value_types($";
    let Pred::CPred(text) = pred else {
        return None;
    };
    let text = text.trim();
    let rhs_at = text.rfind(RHS)?;
    let after = &text[rhs_at + RHS.len()..];
    let rhs_len = after
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(after.len());
    let (rhs, close) = after.split_at(rhs_len);
    // `, $_ctxt)` ends the call; a second `)` closes the parentheses the CPred adds.
    if close != ", $_ctxt)" && close != ", $_ctxt))" {
        return None;
    }
    let before = text[..rhs_at].trim_end();
    if !before.ends_with("==") && !before.ends_with("!=") {
        return None;
    }
    let lhs_at = text.find(LHS)?;
    let rest = &text[lhs_at + LHS.len()..];
    let lhs: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    let ident = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    (ident(&lhs) && ident(rhs)).then(|| (lhs, rhs.to_string()))
}

/// An element of an `oilist` clause (the `oilist` is at `loc`).
fn oilist_element(op: &Operator, loc: usize, element: &Element) -> PResult<()> {
    match &element.kind {
        ElementKind::Variable(Var::Attribute(i)) => {
            // As mlir-tblgen: an optional, default-valued or unit attribute (absent, or
            // holding its default, when its clause is not written).
            let attr = &op.attributes[*i].attr;
            let unit = attr.def_name.as_deref() == Some("UnitAttr");
            if !attr.optional && attr.default_value.is_none() && !unit {
                return err(
                    loc,
                    "only optional attributes can be used in an oilist parsing group",
                );
            }
        }
        ElementKind::Variable(Var::Property(i)) => {
            let prop = &op.properties[*i];
            if !prop.optional && prop.default_value.is_none() {
                return err(
                    loc,
                    "only default-valued or optional properties can be used in an olist parsing \
                     group",
                );
            }
        }
        ElementKind::Variable(Var::Operand(i)) => {
            if !op.operands[*i].arity.is_variable() {
                return err(
                    loc,
                    "only variable length operands can be used within an oilist parsing group",
                );
            }
        }
        ElementKind::Variable(Var::Result(i)) => {
            if !op.results[*i].arity.is_variable() {
                return err(
                    loc,
                    "only variable length results can be used within an oilist parsing group",
                );
            }
        }
        ElementKind::Type(arg) => oilist_element(op, loc, arg)?,
        ElementKind::FunctionalType { inputs, results } => {
            oilist_element(op, loc, inputs)?;
            oilist_element(op, loc, results)?;
        }
        ElementKind::Variable(Var::Region(_))
        | ElementKind::Literal(_)
        | ElementKind::Whitespace(_)
        | ElementKind::Custom { .. }
        | ElementKind::Optional(_) => {}
        _ => {
            return err(
                loc,
                "only literals, types, and variables can be used within an oilist group",
            );
        }
    }
    Ok(())
}

/// Adjacent `oilist`s, or an `oilist` and the literal after it, must not share a literal.
fn verify_oilist_neighbours(start: usize, elements: &[Element]) -> PResult<()> {
    let mut prohibited: Vec<&str> = Vec::new();
    for element in elements {
        match &element.kind {
            ElementKind::OIList(clauses) => {
                for c in clauses {
                    if prohibited.contains(&c.literal.as_str()) {
                        return err(
                            start,
                            format!(
                                "format ambiguity because {} is used in two adjacent oilist \
                                 elements.",
                                c.literal
                            ),
                        );
                    }
                }
                prohibited.extend(clauses.iter().map(|c| c.literal.as_str()));
            }
            ElementKind::Literal(l) => {
                if prohibited.contains(&l.as_str()) {
                    return err(
                        start,
                        format!(
                            "format ambiguity because {l} is used both in oilist element and the \
                             adjacent literal."
                        ),
                    );
                }
                prohibited.clear();
            }
            _ => prohibited.clear(),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_the_library_type_traits() {
        assert_eq!(
            all_types_match("all of {lhs, rhs, result} have same type"),
            Some(vec!["lhs", "rhs", "result"])
        );
        assert_eq!(
            all_types_match("all of {a, b} have same element type"),
            None
        );
        let pred = Pred::CPred(
            "((::x::elem($_ctxt.type_of($value))) == \
             ::ods_runtime::traits::ValueTypes::value_types($result, $_ctxt))"
                .into(),
        );
        assert_eq!(
            types_match_with(&pred),
            Some(("value".to_string(), "result".to_string()))
        );
        assert_eq!(
            types_match_with(&Pred::CPred("$_ctxt.type_of($a)".into())),
            None
        );
    }
}
