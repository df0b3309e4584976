//! What the parsers ods-build generates for op assembly formats call. Each op with an
//! `assemblyFormat` gets a straight-line `parse` function (as mlir-tblgen's OpFormatGen
//! generates one): it reads the format's literals itself and calls a [`FormatParse`] method
//! per variable or directive, in the format's order, with the semantics of mlir-tblgen's
//! parsers: optional groups decided by their first element, `oilist` clauses in any order,
//! `attr-dict` checked against the inherent attributes' constraints. Then the generated
//! code resolves what was parsed into the operation state, with only the steps its format
//! needs (module `resolve`): operand types from the type directives, from traits
//! (`AllTypesMatch`, `SameOperandsAndResultType`, ...), from `TypesMatchWith` transforms or
//! built from buildable constraints, completed in the order their sources depend on each
//! other; the operands; result types, or the op's `InferTypeOpInterface`; regions and
//! successors; and last [`FormatParse::finish`]: attributes, properties and the segment
//! sizes of what was parsed.
//!
//! A `custom<Name>(...)` directive becomes a call of the op's `parse_<name>` hook with each
//! argument as the hook's parameter type says (`&mut Option<UnresolvedOperand>`,
//! `&mut Vec<Type>`, the property's storage, `RegionId` for a `ref`, ...): the generated
//! code reads a `ref` argument with a `ref_*` method and hands what the hook filled in to a
//! `take_*` method. For `custom<Targets>($targets)` over a variadic operand, ods-build
//! generates (trimmed to the parts that matter here):
//!
//! ```
//! use ods_runtime::asm::format_parse::FormatParse;
//! use ods_runtime::asm::op_format::OpFormat;
//! use ods_runtime::asm::op_parser::{OpParser, UnresolvedOperand};
//! use ods_runtime::asm::parser::PResult;
//! use ods_runtime::ir::{OpId, OperationState};
//!
//! #[derive(Clone, Copy)]
//! pub struct BranchOp(OpId);
//!
//! /// The hooks trait: `parse_targets` pushes the operands it parses.
//! pub trait BranchOpHooks: Copy {
//!     fn parse_targets(
//!         parser: &mut OpParser<'_>,
//!         targets: &mut Vec<UnresolvedOperand>,
//!     ) -> PResult<()>;
//! }
//!
//! impl BranchOp {
//!     /// The generated parser.
//!     pub fn parse(
//!         format: &'static OpFormat,
//!         parser: &mut OpParser<'_>,
//!         state: &mut OperationState,
//!     ) -> PResult<()> {
//!         let mut ods = FormatParse::new(parser, format);
//!         let ods_at = parser.p.span();
//!         let mut ods_arg0 = Vec::new();
//!         <BranchOp as BranchOpHooks>::parse_targets(parser, &mut ods_arg0)?;
//!         ods.take_operands(0, ods_arg0, ods_at);
//!         ods.resolve_operands(parser, state)?;
//!         ods.finish(parser, state)
//!     }
//! }
//!
//! // The dialect's hook, with the type the trait gives.
//! impl BranchOpHooks for BranchOp {
//!     fn parse_targets(
//!         parser: &mut OpParser<'_>,
//!         targets: &mut Vec<UnresolvedOperand>,
//!     ) -> PResult<()> {
//!         targets.extend(parser.parse_operand_list()?);
//!         Ok(())
//!     }
//! }
//! ```
//!
//! A parse hook taking one operand where the directive fills a variadic group is a compile
//! error (E0053, a function whose type differs from the trait's), not a failure when
//! parsing:
//!
//! ```compile_fail,E0053
//! use ods_runtime::asm::format_parse::FormatParse;
//! use ods_runtime::asm::op_format::OpFormat;
//! use ods_runtime::asm::op_parser::{OpParser, UnresolvedOperand};
//! use ods_runtime::asm::parser::PResult;
//! use ods_runtime::ir::{OpId, OperationState};
//!
//! #[derive(Clone, Copy)]
//! pub struct BranchOp(OpId);
//!
//! pub trait BranchOpHooks: Copy {
//!     fn parse_targets(
//!         parser: &mut OpParser<'_>,
//!         targets: &mut Vec<UnresolvedOperand>,
//!     ) -> PResult<()>;
//! }
//!
//! impl BranchOp {
//!     pub fn parse(
//!         format: &'static OpFormat,
//!         parser: &mut OpParser<'_>,
//!         state: &mut OperationState,
//!     ) -> PResult<()> {
//!         let mut ods = FormatParse::new(parser, format);
//!         let ods_at = parser.p.span();
//!         let mut ods_arg0 = Vec::new();
//!         <BranchOp as BranchOpHooks>::parse_targets(parser, &mut ods_arg0)?;
//!         ods.take_operands(0, ods_arg0, ods_at);
//!         ods.resolve_operands(parser, state)?;
//!         ods.finish(parser, state)
//!     }
//! }
//!
//! impl BranchOpHooks for BranchOp {
//!     fn parse_targets(
//!         parser: &mut OpParser<'_>,
//!         target: &mut Option<UnresolvedOperand>,
//!     ) -> PResult<()> {
//!         *target = Some(parser.parse_ssa_use(true)?);
//!         Ok(())
//!     }
//! }
//! ```

mod resolve;

use crate::asm::format_print::{groups, split};
use crate::asm::lexer::{Span, TokenKind};
use crate::asm::op_format::{
    Arity, AttrStyle, EnumSpec, OpFormat, PropDictSpec, PropSpec, TypeArg, TypeSource, ValueSpec,
    Var,
};
use crate::asm::op_parser::{OpParser, UnresolvedOperand};
use crate::asm::parser::{PResult, invalid_type_kind};
use crate::diag::Diagnostic;
use crate::ir::{BlockId, OperationState, RegionId};
use crate::types::{Identifier, TypeClass};
use crate::{Attribute, Context, Type};

/// What a generated parser has read so far of an op in its format, and the format's table.
pub struct FormatParse {
    format: &'static OpFormat,
    /// Where the custom form starts (after the op name).
    start: Span,
    parsed: Parsed,
}

#[derive(Default)]
struct Parsed {
    operands: Vec<Option<(Vec<UnresolvedOperand>, Span)>>,
    all_operands: Option<(Vec<UnresolvedOperand>, Span)>,
    operand_types: Vec<Option<Vec<Type>>>,
    result_types: Vec<Option<Vec<Type>>>,
    all_operand_types: Option<Vec<Type>>,
    all_result_types: Option<Vec<Type>>,
    attrs: Vec<Option<Attribute>>,
    /// The properties the format parsed, in their attribute forms.
    props: Vec<Option<Attribute>>,
    /// What `prop-dict` parsed (an empty dictionary when `<...>` was absent), and the
    /// directive.
    prop_dict: Option<(Attribute, &'static PropDictSpec)>,
    dict: Vec<(Identifier, Attribute)>,
    regions: Vec<Vec<RegionId>>,
    all_regions: Vec<RegionId>,
    successors: Vec<Vec<BlockId>>,
    all_successors: Vec<BlockId>,
    /// The group sizes of each `VariadicOfVariadic` operand a `custom` directive parsed.
    segment_sizes: Vec<Option<Vec<i64>>>,
    /// The operand groups' sizes, once resolved group by group.
    operand_sizes: Vec<i64>,
    /// The result groups' sizes, once their types are in the operation state.
    result_sizes: Vec<i64>,
}

impl FormatParse {
    /// Starts parsing the custom form of an op in `format` (its name already consumed).
    pub fn new(parser: &OpParser<'_>, format: &'static OpFormat) -> FormatParse {
        let parsed = Parsed {
            operands: vec![None; format.operands.len()],
            operand_types: vec![None; format.operands.len()],
            result_types: vec![None; format.results.len()],
            attrs: vec![None; format.attrs.len()],
            props: vec![None; format.props.len()],
            regions: vec![Vec::new(); format.regions.len()],
            successors: vec![Vec::new(); format.successors.len()],
            segment_sizes: vec![None; format.operands.len()],
            ..Parsed::default()
        };
        FormatParse {
            format,
            start: parser.p.span(),
            parsed,
        }
    }

    /// `$operand`: one, an optional one, a list, or parenthesized lists.
    pub fn operand(&mut self, parser: &mut OpParser<'_>, i: usize) -> PResult<()> {
        self.format
            .parse_operand_element(parser, i, &mut self.parsed)
    }

    /// `operands`.
    pub fn operands(&mut self, parser: &mut OpParser<'_>) -> PResult<()> {
        let at = parser.p.span();
        self.parsed.all_operands = Some((parser.parse_operand_list()?, at));
        Ok(())
    }

    /// `$attr`, in the style its constraint is written in.
    pub fn attr(
        &mut self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        i: usize,
    ) -> PResult<()> {
        self.format.parse_attr(parser, state, i, &mut self.parsed)
    }

    /// `$prop`, in its property's form.
    pub fn prop(&mut self, parser: &mut OpParser<'_>, i: usize) -> PResult<()> {
        let spec = &self.format.props[i];
        let at = parser.p.span();
        let Some(form) = spec.form else {
            return Err(prop_error(parser, at, spec, None));
        };
        match form.parse(parser) {
            Ok(a) => self.parsed.props[i] = Some(a),
            Err(inner) => return Err(prop_error(parser, at, spec, inner)),
        }
        Ok(())
    }

    /// `prop-dict`: `<{...}>`, if there (MLIR's `genericParseProperties`).
    pub fn prop_dict(
        &mut self,
        parser: &mut OpParser<'_>,
        spec: &'static PropDictSpec,
    ) -> PResult<()> {
        let dict = if parser.p.eat(TokenKind::Less) {
            let a = parser.p.parse_attribute(None)?;
            parser.parse_literal(">")?;
            a
        } else {
            Attribute::dictionary(parser.p.ctx, &[])
        };
        self.parsed.prop_dict = Some((dict, spec));
        Ok(())
    }

    /// `$region`.
    pub fn region(
        &mut self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        i: usize,
    ) -> PResult<()> {
        let regions = if self.format.regions[i].variadic {
            parse_region_list(parser, state)?
        } else {
            let isolated = is_isolated(parser, state);
            vec![parser.parse_region(isolated)?]
        };
        self.format.ensure_terminators(parser, state, &regions);
        self.parsed.regions[i] = regions;
        Ok(())
    }

    /// `regions`.
    pub fn regions(&mut self, parser: &mut OpParser<'_>, state: &OperationState) -> PResult<()> {
        let regions = parse_region_list(parser, state)?;
        self.format.ensure_terminators(parser, state, &regions);
        self.parsed.all_regions = regions;
        Ok(())
    }

    /// `$successor`.
    pub fn successor(&mut self, parser: &mut OpParser<'_>, i: usize) -> PResult<()> {
        self.parsed.successors[i] = if self.format.successors[i].variadic {
            parse_successor_list(parser)?
        } else {
            vec![parser.parse_successor()?]
        };
        Ok(())
    }

    /// `successors`.
    pub fn successors(&mut self, parser: &mut OpParser<'_>) -> PResult<()> {
        self.parsed.all_successors = parse_successor_list(parser)?;
        Ok(())
    }

    /// `type(...)` of an operand or result group, or of all of them.
    pub fn types(
        &mut self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        arg: TypeArg,
    ) -> PResult<()> {
        self.format
            .parse_type_element(parser, state, arg, &mut self.parsed)
    }

    /// `functional-type(inputs, results)`.
    pub fn functional_type(
        &mut self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        inputs: TypeArg,
        results: TypeArg,
    ) -> PResult<()> {
        let at = parser.p.span();
        let ty = parser.p.parse_type()?;
        let Some((i, r)) = parser
            .p
            .ctx
            .ty(ty)
            .function_parts()
            .map(|(i, r)| (i.to_vec(), r.to_vec()))
        else {
            let message = invalid_type_kind(parser.p.ctx, TypeClass::Function, ty);
            return Err(parser.custom_op_error(state, at, message));
        };
        set_types(&mut self.parsed, inputs, i);
        set_types(&mut self.parsed, results, r);
        Ok(())
    }

    /// `attr-dict` (`with_keyword`: `attr-dict-with-keyword`); the inherent attributes
    /// written there must satisfy their constraints (mlir-tblgen's `verifyInherentAttrs`),
    /// reported where the dictionary starts.
    pub fn attr_dict(
        &mut self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        with_keyword: bool,
    ) -> PResult<()> {
        let at = parser.p.span();
        let entries = if with_keyword {
            parser.parse_optional_attr_dict_with_keyword()?
        } else {
            parser.parse_optional_attr_dict()?
        };
        let violation = if entries.is_empty() {
            None
        } else {
            (self.format.check_attrs)(parser.ctx(), &entries)
        };
        if let Some((name, summary)) = violation {
            let op = parser.p.ctx.op_name(state.name).as_str().to_string();
            return Err(parser.custom_op_error(
                state,
                at,
                format_args!(
                    "'{op}' op attribute '{name}' failed to satisfy constraint: {summary}"
                ),
            ));
        }
        self.parsed.dict.extend(entries);
        Ok(())
    }

    /// A region is next: an optional group starting with one is there.
    pub fn region_next(parser: &OpParser<'_>) -> bool {
        parser.p.at(TokenKind::LBrace)
    }

    /// A successor is next: an optional group starting with one is there.
    pub fn successor_next(parser: &OpParser<'_>) -> bool {
        parser.p.at(TokenKind::CaretIdent)
    }

    /// A type is next: an optional group starting with a type directive is there.
    pub fn type_next(parser: &OpParser<'_>) -> bool {
        parser.p.at_type_start()
    }

    /// An optional group starting with `$operand`: parses it if an SSA use is next (the
    /// group is there), else records it absent.
    pub fn optional_operand(&mut self, parser: &mut OpParser<'_>, i: usize) -> PResult<bool> {
        let at = parser.p.span();
        let present = parser.p.at(TokenKind::PercentIdent);
        if present {
            self.operand(parser, i)?;
        } else {
            self.parsed.operands[i] = Some((Vec::new(), at));
        }
        Ok(present)
    }

    /// An optional group starting with `$prop`: its form's optional parser (mlir-tblgen's
    /// `optionalParser` call, with its own error only) says whether the group is there.
    pub fn optional_prop(&mut self, parser: &mut OpParser<'_>, i: usize) -> PResult<bool> {
        let spec = &self.format.props[i];
        let at = parser.p.span();
        let Some(form) = spec.form else {
            return Err(prop_error(parser, at, spec, None));
        };
        let prop = match form.parse_optional(parser) {
            Ok(p) => p,
            Err(Some(d)) => return Err(d),
            Err(None) => return Err(prop_error(parser, at, spec, None)),
        };
        self.parsed.props[i] = prop;
        Ok(prop.is_some())
    }

    /// An optional group starting with `$attr`: the attribute, if one in its style is next,
    /// says whether the group is there.
    pub fn optional_attr(
        &mut self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        i: usize,
    ) -> PResult<bool> {
        let attr = self.format.parse_optional_attr(parser, state, i)?;
        self.parsed.attrs[i] = attr;
        Ok(attr.is_some())
    }

    /// Sets the unit attribute `i` (the anchor of an optional group that is there, or the
    /// keyword of an `oilist` clause).
    pub fn set_unit_attr(&mut self, parser: &OpParser<'_>, i: usize) {
        self.parsed.attrs[i] = Some(Attribute::unit(parser.p.ctx));
    }

    /// Sets the unit property `i`; see [`FormatParse::set_unit_attr`].
    pub fn set_unit_prop(&mut self, parser: &OpParser<'_>, i: usize) {
        self.parsed.props[i] = Some(Attribute::unit(parser.p.ctx));
    }

    /// The keyword of an `oilist` clause, if next; `seen` says whether the clause was parsed
    /// before (it may appear at most once, mlir-tblgen's error at the op name).
    pub fn clause(
        &mut self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        seen: &mut bool,
        keyword: &str,
    ) -> PResult<bool> {
        if !parser.parse_optional_literal(keyword) {
            return Ok(false);
        }
        if *seen {
            let at = parser.name_span();
            return Err(parser.custom_op_error(
                state,
                at,
                format_args!(
                    "`{keyword}` clause can appear at most once in the expansion of the oilist \
                     directive"
                ),
            ));
        }
        *seen = true;
        Ok(true)
    }
}

/// The `custom` directives: their `ref` arguments read, what their parse hooks filled in
/// taken as parsed.
impl FormatParse {
    /// mlir-tblgen's error for a `ref` of `custom<name>` whose value was not parsed, at
    /// the directive (`at`).
    pub fn not_parsed(
        &self,
        parser: &OpParser<'_>,
        state: &OperationState,
        at: Span,
        name: &str,
    ) -> Diagnostic {
        parser.custom_op_error(
            state,
            at,
            format_args!("`custom<{name}>` refers to a value that was not parsed"),
        )
    }

    /// `ref` of operand group `i`: the operands parsed (none if not parsed).
    pub fn ref_operands(&self, i: usize) -> Vec<UnresolvedOperand> {
        self.parsed.operands[i]
            .as_ref()
            .map(|(l, _)| l.clone())
            .unwrap_or_default()
    }

    /// `ref` of the `VariadicOfVariadic` operand group `i`, group by group.
    pub fn ref_operand_groups(&self, i: usize) -> Vec<Vec<UnresolvedOperand>> {
        split(&self.ref_operands(i), self.parsed.segment_sizes[i].clone())
    }

    /// `ref` of the types `arg` names: those parsed (none if not parsed).
    pub fn ref_types(&self, arg: TypeArg) -> Vec<Type> {
        match arg {
            TypeArg::Operand(i) => self.parsed.operand_types[i].clone(),
            TypeArg::Result(i) => self.parsed.result_types[i].clone(),
            TypeArg::Operands => self.parsed.all_operand_types.clone(),
            TypeArg::Results => self.parsed.all_result_types.clone(),
        }
        .unwrap_or_default()
    }

    /// `ref` of the types of the `VariadicOfVariadic` operand group `i`, group by group.
    pub fn ref_type_groups(&self, i: usize) -> Vec<Vec<Type>> {
        let flat = self.ref_types(TypeArg::Operand(i));
        split(&flat, self.parsed.segment_sizes.get(i).cloned().flatten())
    }

    /// `ref` of attribute `i`, if parsed.
    pub fn ref_attr(&self, i: usize) -> Option<Attribute> {
        self.parsed.attrs[i]
    }

    /// `ref` of property `i`, in its attribute form, if parsed.
    pub fn ref_prop(&self, i: usize) -> Option<Attribute> {
        self.parsed.props[i]
    }

    /// `ref` of region group `i`.
    pub fn ref_regions(&self, i: usize) -> Vec<RegionId> {
        self.parsed.regions[i].clone()
    }

    /// `ref` of successor group `i`.
    pub fn ref_successors(&self, i: usize) -> Vec<BlockId> {
        self.parsed.successors[i].clone()
    }

    /// `ref` of `attr-dict`: the entries parsed so far.
    pub fn ref_attr_dict(&self) -> Vec<(Identifier, Attribute)> {
        self.parsed.dict.clone()
    }

    /// mlir-tblgen's error for a value `custom<name>` had to parse and did not.
    fn unset(
        parser: &OpParser<'_>,
        state: &OperationState,
        at: Span,
        custom: &str,
        what: &str,
        name: &str,
    ) -> Diagnostic {
        parser.custom_op_error(
            state,
            at,
            format_args!("`custom<{custom}>` did not parse {what} '{name}'"),
        )
    }

    /// The single or optional operand `i` the hook of `custom<name>` (at `at`) filled in.
    pub fn take_operand(
        &mut self,
        parser: &OpParser<'_>,
        state: &OperationState,
        (custom, at): (&str, Span),
        i: usize,
        operand: Option<UnresolvedOperand>,
    ) -> PResult<()> {
        let spec = &self.format.operands[i];
        if operand.is_none() && spec.arity == Arity::Single {
            return Err(Self::unset(parser, state, at, custom, "operand", spec.name));
        }
        self.parsed.operands[i] = Some((operand.into_iter().collect(), at));
        Ok(())
    }

    /// The variadic operand group `i` a hook filled in.
    pub fn take_operands(&mut self, i: usize, operands: Vec<UnresolvedOperand>, at: Span) {
        self.parsed.operands[i] = Some((operands, at));
    }

    /// The `VariadicOfVariadic` operand group `i` a hook filled in, group by group (the
    /// group sizes become its segment attribute).
    pub fn take_operand_groups(&mut self, i: usize, groups: Vec<Vec<UnresolvedOperand>>, at: Span) {
        self.parsed.segment_sizes[i] = Some(groups.iter().map(|g| g.len() as i64).collect());
        self.parsed.operands[i] = Some((groups.into_iter().flatten().collect(), at));
    }

    /// The type of a single or optional value (`arg`) the hook of `custom<name>` (at `at`)
    /// filled in.
    pub fn take_type(
        &mut self,
        parser: &OpParser<'_>,
        state: &OperationState,
        (custom, at): (&str, Span),
        arg: TypeArg,
        ty: Option<Type>,
    ) -> PResult<()> {
        if ty.is_none() && self.format.type_arity(arg) == Arity::Single {
            let name = match arg {
                TypeArg::Operand(i) => self.format.operands[i].name,
                TypeArg::Result(i) => self.format.results[i].name,
                TypeArg::Operands => "operands",
                TypeArg::Results => "results",
            };
            return Err(Self::unset(parser, state, at, custom, "the type of", name));
        }
        set_types(&mut self.parsed, arg, ty.into_iter().collect());
        Ok(())
    }

    /// The types of a variadic group (`arg`) a hook filled in.
    pub fn take_types(&mut self, arg: TypeArg, types: Vec<Type>) {
        set_types(&mut self.parsed, arg, types);
    }

    /// The types of a `VariadicOfVariadic` group (`arg`) a hook filled in, group by group.
    pub fn take_type_groups(&mut self, arg: TypeArg, groups: Vec<Vec<Type>>) {
        set_types(
            &mut self.parsed,
            arg,
            groups.into_iter().flatten().collect(),
        );
    }

    /// Attribute `i` a hook filled in (nothing if it left it unset).
    pub fn take_attr(&mut self, i: usize, attr: Option<Attribute>) {
        if attr.is_some() {
            self.parsed.attrs[i] = attr;
        }
    }

    /// Property `i` a hook set, in its attribute form.
    pub fn take_prop(&mut self, i: usize, attr: Attribute) {
        self.parsed.props[i] = Some(attr);
    }

    /// The single region `i` a hook filled in (an empty one if it left it unset).
    pub fn take_region(&mut self, parser: &mut OpParser<'_>, i: usize, region: Option<RegionId>) {
        let r = region.unwrap_or_else(|| RegionId::create(parser.ctx()));
        self.parsed.regions[i] = vec![r];
    }

    /// The variadic region group `i` a hook filled in.
    pub fn take_regions(&mut self, i: usize, regions: Vec<RegionId>) {
        self.parsed.regions[i] = regions;
    }

    /// The single successor `i` the hook of `custom<name>` (at `at`) filled in.
    pub fn take_successor(
        &mut self,
        parser: &OpParser<'_>,
        state: &OperationState,
        (custom, at): (&str, Span),
        i: usize,
        successor: Option<BlockId>,
    ) -> PResult<()> {
        match successor {
            Some(b) => self.parsed.successors[i] = vec![b],
            None => {
                let name = self.format.successors[i].name;
                return Err(Self::unset(parser, state, at, custom, "successor", name));
            }
        }
        Ok(())
    }

    /// The variadic successor group `i` a hook filled in.
    pub fn take_successors(&mut self, i: usize, successors: Vec<BlockId>) {
        self.parsed.successors[i] = successors;
    }

    /// The attribute dictionary entries a hook filled in.
    pub fn take_attr_dict(&mut self, entries: Vec<(Identifier, Attribute)>) {
        self.parsed.dict.extend(entries);
    }
}

/// The parsing the generated parsers' [`FormatParse`] methods share.
impl OpFormat {
    /// Adds the implicit terminator to the parsed `regions` that lack one.
    fn ensure_terminators(
        &self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        regions: &[RegionId],
    ) {
        if let Some(name) = self.implicit_terminator {
            for &r in regions {
                crate::traits::ensure_region_terminator(parser.ctx(), r, name, state.loc);
            }
        }
    }

    /// `$attr` (`i`), in the style its constraint is written in.
    fn parse_attr(
        &self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        i: usize,
        parsed: &mut Parsed,
    ) -> PResult<()> {
        let spec = &self.attrs[i];
        let at = parser.p.span();
        let attr = match spec.style {
            AttrStyle::Typed(ty) => {
                let ty = ty(parser.ctx());
                parser.p.parse_attribute(Some(ty))?
            }
            AttrStyle::Symbol => {
                let name = parser.p.parse_symbol_name()?;
                let text = name.as_str(parser.p.ctx).to_string();
                Attribute::string(parser.p.ctx, &text)
            }
            AttrStyle::Enum(e) => parse_enum(parser, state, spec.name, e)?,
            AttrStyle::Dialect { dialect, mnemonic } => {
                parser.p.parse_stripped_dialect_attr(dialect, mnemonic)?
            }
            AttrStyle::DenseArray(width) => parse_dense_array(parser, width)?,
            AttrStyle::Plain | AttrStyle::Unit | AttrStyle::Interface(_) => {
                parser.p.parse_attribute(None)?
            }
        };
        let kind_ok = match spec.style {
            AttrStyle::Interface(implements) => implements(parser.p.ctx, attr),
            _ => spec.class.is_none_or(|class| {
                crate::dialect_storage::attr_is_class(parser.p.ctx, attr, class)
            }),
        };
        if !kind_ok {
            return Err(parser.custom_op_error(state, at, "invalid kind of attribute specified"));
        }
        parsed.attrs[i] = Some(attr);
        Ok(())
    }

    /// `$attr` (`i`) starting an optional group: the attribute, if one in its style is
    /// next.
    fn parse_optional_attr(
        &self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        i: usize,
    ) -> PResult<Option<Attribute>> {
        let spec = &self.attrs[i];
        let at = parser.p.span();
        let ty = match spec.style {
            AttrStyle::Typed(ty) => Some(ty(parser.ctx())),
            _ => None,
        };
        let attr = match spec.style {
            AttrStyle::Symbol if parser.p.at(TokenKind::AtIdent) => {
                let name = parser.p.parse_symbol_name()?;
                let text = name.as_str(parser.p.ctx).to_string();
                Some(Attribute::string(parser.p.ctx, &text))
            }
            AttrStyle::Symbol => None,
            AttrStyle::Enum(e)
                if parser.p.at(TokenKind::String)
                    || (parser.p.at(TokenKind::BareIdent)
                        && e.cases.contains(&parser.p.text())) =>
            {
                Some(parse_enum(parser, state, spec.name, e)?)
            }
            AttrStyle::Enum(_) => None,
            AttrStyle::Dialect { dialect, mnemonic }
                if parser.p.at(TokenKind::Less) || parser.p.at(TokenKind::HashIdent) =>
            {
                Some(parser.p.parse_stripped_dialect_attr(dialect, mnemonic)?)
            }
            AttrStyle::Dialect { .. } => None,
            AttrStyle::DenseArray(width) if parser.p.at(TokenKind::LSquare) => {
                Some(parse_dense_array(parser, width)?)
            }
            _ => parser.p.parse_optional_attribute(ty)?,
        };
        if let (AttrStyle::Interface(implements), Some(a)) = (spec.style, attr)
            && !implements(parser.p.ctx, a)
        {
            let what = "invalid kind of attribute specified";
            return Err(parser.custom_op_error(state, at, what));
        }
        Ok(attr)
    }

    /// `type(...)` of an operand or result group, or of all of them.
    fn parse_type_element(
        &self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        arg: TypeArg,
        parsed: &mut Parsed,
    ) -> PResult<()> {
        let arity = match arg {
            TypeArg::Operand(i) => self.operands[i].arity,
            TypeArg::Result(i) => self.results[i].arity,
            TypeArg::Operands | TypeArg::Results => Arity::Variadic,
        };
        let class = match arg {
            TypeArg::Operand(i) => self.operands[i].class,
            TypeArg::Result(i) => self.results[i].class,
            TypeArg::Operands | TypeArg::Results => None,
        };
        let types = match arity {
            Arity::Single => {
                let at = parser.p.span();
                let ty = parser.p.parse_type()?;
                if let Some(class) = class.filter(|c| !c.contains(parser.p.ctx, ty)) {
                    let message = invalid_type_kind(parser.p.ctx, class, ty);
                    return Err(parser.custom_op_error(state, at, message));
                }
                vec![ty]
            }
            Arity::Optional => parser.p.parse_optional_type()?.into_iter().collect(),
            Arity::Variadic => parser.parse_type_list()?,
            Arity::VariadicOfVariadic(_) => {
                let mut types = Vec::new();
                while parser.p.eat(TokenKind::LParen) {
                    if !parser.p.eat(TokenKind::RParen) {
                        types.extend(parser.parse_type_list()?);
                        parser.parse_literal(")")?;
                    }
                    if !parser.p.eat(TokenKind::Comma) {
                        break;
                    }
                }
                types
            }
        };
        set_types(parsed, arg, types);
        Ok(())
    }

    /// An operand group: one, an optional one, a list, or parenthesized lists.
    fn parse_operand_element(
        &self,
        parser: &mut OpParser<'_>,
        i: usize,
        parsed: &mut Parsed,
    ) -> PResult<()> {
        let at = parser.p.span();
        let list = match self.operands[i].arity {
            Arity::Single => vec![parser.parse_ssa_use(true)?],
            Arity::Optional => {
                if parser.p.at(TokenKind::PercentIdent) {
                    vec![parser.parse_ssa_use(true)?]
                } else {
                    Vec::new()
                }
            }
            Arity::Variadic => parser.parse_operand_list()?,
            // Groups in parentheses, as mlir-tblgen's parser reads them; their
            // sizes become the segment attribute.
            Arity::VariadicOfVariadic(_) => {
                let mut list = Vec::new();
                let mut sizes = Vec::new();
                while parser.p.eat(TokenKind::LParen) {
                    let group = parser.parse_operand_list()?;
                    sizes.push(group.len() as i64);
                    list.extend(group);
                    parser.parse_literal(")")?;
                    if !parser.p.eat(TokenKind::Comma) {
                        break;
                    }
                }
                parsed.segment_sizes[i] = Some(sizes);
                list
            }
        };
        parsed.operands[i] = Some((list, at));
        Ok(())
    }

    /// The arity of the group a type directive names.
    fn type_arity(&self, arg: TypeArg) -> Arity {
        match arg {
            TypeArg::Operand(i) => self.operands[i].arity,
            TypeArg::Result(i) => self.results[i].arity,
            TypeArg::Operands | TypeArg::Results => Arity::Variadic,
        }
    }
}

/// mlir-tblgen's `invalid value for property <name>, expected <summary>`, after the error
/// of the property's own parser when it reported one.
fn prop_error(
    parser: &OpParser<'_>,
    at: Span,
    spec: &PropSpec,
    inner: Option<Diagnostic>,
) -> Diagnostic {
    let outer = parser.p.emit_error(
        at,
        format!(
            "invalid value for property {}, expected {}",
            spec.name, spec.summary
        ),
    );
    match inner {
        Some(mut d) => {
            d.notes.push(outer);
            d
        }
        None => outer,
    }
}

/// An integer dense array written `[1, 2]` (or in full, `array<i32: 1, 2>`).
fn parse_dense_array(parser: &mut OpParser<'_>, width: u32) -> PResult<Attribute> {
    if !parser.p.eat(TokenKind::LSquare) {
        return parser.p.parse_attribute(None);
    }
    let mut values = Vec::new();
    if !parser.p.eat(TokenKind::RSquare) {
        loop {
            values.push(parser.p.parse_integer_i64()?);
            if !parser.p.eat(TokenKind::Comma) {
                break;
            }
        }
        parser.parse_literal("]")?;
    }
    let ctx = parser.ctx();
    let elem = Type::int(ctx, width);
    Ok(Attribute::dense_i64_array(ctx, elem, &values))
}

/// An enum attribute as mlir-tblgen's generated parser reads it: one of the case keywords,
/// or a string.
fn parse_enum(
    parser: &mut OpParser<'_>,
    state: &OperationState,
    name: &str,
    e: &EnumSpec,
) -> PResult<Attribute> {
    let at = parser.p.span();
    let text = if parser.p.at(TokenKind::BareIdent) && e.cases.contains(&parser.p.text()) {
        let tok = parser.p.bump();
        parser.p.token_text(tok).to_string()
    } else if parser.p.at(TokenKind::String) {
        parser.p.parse_string("expected string")?
    } else {
        return Err(parser.custom_op_error(
            state,
            at,
            format_args!(
                "expected string or keyword containing one of the following enum values for \
                 attribute '{name}' [{}]",
                e.cases.join(", ")
            ),
        ));
    };
    match (e.symbolize)(parser.ctx(), &text) {
        Some(a) => Ok(a),
        None => Err(parser.custom_op_error(
            state,
            at,
            format_args!("invalid {name} attribute specification: \"{text}\""),
        )),
    }
}

fn is_isolated(parser: &OpParser<'_>, state: &OperationState) -> bool {
    parser
        .p
        .ctx
        .op_name(state.name)
        .has_trait::<crate::traits::IsIsolatedFromAbove>()
}

/// `{...}, {...}` if a region is next (possibly none).
fn parse_region_list(parser: &mut OpParser<'_>, state: &OperationState) -> PResult<Vec<RegionId>> {
    let isolated = is_isolated(parser, state);
    let mut out = Vec::new();
    if parser.p.at(TokenKind::LBrace) {
        loop {
            out.push(parser.parse_region(isolated)?);
            if !parser.p.eat(TokenKind::Comma) {
                break;
            }
        }
    }
    Ok(out)
}

/// `^bb1, ^bb2` if a successor is next (possibly none).
fn parse_successor_list(parser: &mut OpParser<'_>) -> PResult<Vec<BlockId>> {
    let mut out = Vec::new();
    if parser.p.at(TokenKind::CaretIdent) {
        loop {
            out.push(parser.parse_successor()?);
            if !parser.p.eat(TokenKind::Comma) {
                break;
            }
        }
    }
    Ok(out)
}

fn set_types(parsed: &mut Parsed, arg: TypeArg, types: Vec<Type>) {
    match arg {
        TypeArg::Operand(i) => parsed.operand_types[i] = Some(types),
        TypeArg::Result(i) => parsed.result_types[i] = Some(types),
        TypeArg::Operands => parsed.all_operand_types = Some(types),
        TypeArg::Results => parsed.all_result_types = Some(types),
    }
}
