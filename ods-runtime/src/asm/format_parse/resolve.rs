//! What a generated parser's [`FormatParse::finish`](super::FormatParse::finish) does with
//! what it read: splits what was parsed for all operands or results over their groups,
//! completes the types the format does not spell (from traits, `TypesMatchWith`
//! transforms, buildable constraints, or the op's `InferTypeOpInterface`), resolves the
//! operands, and fills the operation state's attributes, properties and segment sizes.

use super::*;

/// The steps of resolving a parsed custom form. ods-build generates, after the format's
/// elements, the steps an op's format needs, in this order: the splits of what was
/// parsed for all operands or results at once, the checks of the types transforms read,
/// the type completions in the order their sources depend on each other, the operands,
/// the result types (or their inference), the regions and successors, and last
/// [`FormatParse::finish`] for the attributes and properties.
impl FormatParse {
    /// `operands` with types given group by group: splits the operands over the groups,
    /// where the groups' counts allow.
    pub fn split_operands(&mut self) {
        let parsed = &mut self.parsed;
        if parsed.all_operand_types.is_none()
            && let Some((all, at)) = parsed.all_operands.take()
        {
            let single: Vec<bool> = self
                .format
                .operands
                .iter()
                .map(|s| s.arity == Arity::Single)
                .collect();
            for (i, group) in groups(&all, &single, None).into_iter().enumerate() {
                parsed.operands[i] = Some((group.to_vec(), at));
            }
        }
    }

    /// `type(operands)` with the operands parsed group by group: splits the types over the
    /// groups when their counts add up.
    pub fn split_operand_types(&mut self) {
        let parsed = &mut self.parsed;
        let counts: Option<Vec<usize>> = parsed
            .operands
            .iter()
            .map(|o| o.as_ref().map(|(l, _)| l.len()))
            .collect();
        if let Some(all) = &parsed.all_operand_types
            && parsed.all_operands.is_none()
            && let Some(counts) = counts
            && counts.iter().sum::<usize>() == all.len()
        {
            let mut k = 0;
            for (i, &n) in counts.iter().enumerate() {
                parsed.operand_types[i] = Some(all[k..k + n].to_vec());
                k += n;
            }
            parsed.all_operand_types = None;
        }
    }

    /// `type(results)`: one type per single group, the rest to the one variable group.
    pub fn split_result_types(&mut self) {
        let results = self.format.results;
        let parsed = &mut self.parsed;
        let Some(all) = parsed.all_result_types.take() else {
            return;
        };
        if results.len() == 1 {
            parsed.result_types[0] = Some(all);
            return;
        }
        let fixed = results.iter().filter(|r| r.arity == Arity::Single).count();
        let rest = all.len().saturating_sub(fixed);
        let mut k = 0;
        for (i, r) in results.iter().enumerate() {
            let n = if r.arity == Arity::Single { 1 } else { rest };
            let n = n.min(all.len() - k);
            parsed.result_types[i] = Some(all[k..k + n].to_vec());
            k += n;
        }
    }

    /// Checks the parsed types of operand group `i`, which a `TypesMatchWith` transform
    /// reads, against the group's constraint.
    pub fn check_operand_types(&self, parser: &mut OpParser<'_>, i: usize) -> PResult<()> {
        check_types(
            parser,
            &self.format.operands[i],
            &self.parsed.operand_types[i],
        )
    }

    /// [`check_operand_types`](Self::check_operand_types) for result group `i`.
    pub fn check_result_types(&self, parser: &mut OpParser<'_>, i: usize) -> PResult<()> {
        check_types(
            parser,
            &self.format.results[i],
            &self.parsed.result_types[i],
        )
    }

    /// Operand group `i`'s types from its source (a trait, a transform, a buildable
    /// constraint), when the format did not give them and what they depend on is known.
    pub fn complete_operand_types(&mut self, parser: &mut OpParser<'_>, i: usize) {
        if self.parsed.operand_types[i].is_none() {
            let n = self.parsed.operands[i].as_ref().map_or(0, |(l, _)| l.len());
            let source = self.format.operands[i].ty;
            self.parsed.operand_types[i] = source_types(parser, source, &self.parsed, n);
        }
    }

    /// [`complete_operand_types`](Self::complete_operand_types) for result group `i`.
    pub fn complete_result_types(&mut self, parser: &mut OpParser<'_>, i: usize) {
        if self.parsed.result_types[i].is_none() {
            let source = self.format.results[i].ty;
            self.parsed.result_types[i] = source_types(parser, source, &self.parsed, 1);
        }
    }

    /// Resolves the operands into `state`, group by group (keeping the groups' sizes for
    /// the segment sizes), or all at once when they or their types were parsed so.
    pub fn resolve_operands(
        &mut self,
        parser: &mut OpParser<'_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        let (parsed, start) = (&mut self.parsed, self.start);
        if let Some((all, at)) = parsed.all_operands.take() {
            let types: Vec<Type> = match parsed.all_operand_types.take() {
                Some(t) => t,
                None => parsed
                    .operand_types
                    .iter()
                    .flatten()
                    .flatten()
                    .copied()
                    .collect(),
            };
            state.operands = parser.resolve_operands(state, &all, &types, at)?;
        } else if let Some(types) = parsed.all_operand_types.take() {
            // `type(operands)` whose count differs from the operands': all at once.
            let mut all = Vec::new();
            let mut at = None;
            for o in parsed.operands.iter_mut() {
                let (list, loc) = o.take().unwrap_or((Vec::new(), start));
                at.get_or_insert(loc);
                parsed.operand_sizes.push(list.len() as i64);
                all.extend(list);
            }
            state.operands = parser.resolve_operands(state, &all, &types, at.unwrap_or(start))?;
        } else {
            for i in 0..parsed.operands.len() {
                let (list, at) = parsed.operands[i].take().unwrap_or((Vec::new(), start));
                let types = parsed.operand_types[i].take().unwrap_or_default();
                let values = parser.resolve_operands(state, &list, &types, at)?;
                parsed.operand_sizes.push(values.len() as i64);
                state.operands.extend(values);
            }
        }
        Ok(())
    }

    /// The result types the format gave or its sources completed, group by group.
    pub fn push_result_types(&mut self, state: &mut OperationState) {
        for types in &mut self.parsed.result_types {
            let types = types.take().unwrap_or_default();
            self.parsed.result_sizes.push(types.len() as i64);
            state.result_types.extend(types);
        }
    }

    /// The result types from the op's `InferTypeOpInterface`, once operands and regions
    /// are in `state` (MLIR's generated parsers call `inferReturnTypes` here).
    pub fn infer_result_types(
        &mut self,
        parser: &mut OpParser<'_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        let ctx: &Context = parser.ctx();
        let types = ctx
            .op_name(state.name)
            .definition()
            .and_then(|d| {
                d.interface_model::<&'static dyn crate::interfaces::infer_type::InferTypeOpInterfaceModel>()
            })
            .and_then(|m| m.infer_return_types(ctx, state.loc, &state.operands, &state.regions));
        match types {
            Some(types) => {
                state.result_types.extend(types);
                Ok(())
            }
            None => {
                let at = parser.name_span();
                Err(parser.p.emit_error(at, "failed to infer returned types"))
            }
        }
    }

    /// The parsed regions, in order.
    pub fn push_regions(&mut self, state: &mut OperationState) {
        let parsed = &mut self.parsed;
        state
            .regions
            .extend(parsed.regions.iter().flatten().chain(&parsed.all_regions));
    }

    /// The parsed successors, in order.
    pub fn push_successors(&mut self, state: &mut OperationState) {
        let parsed = &mut self.parsed;
        state.successors.extend(
            parsed
                .successors
                .iter()
                .flatten()
                .chain(&parsed.all_successors),
        );
    }

    /// Fills `state`'s attributes, properties and segment sizes: the end of every generated
    /// parser. The dictionary, the format's attributes and the segment sizes; inherent ones
    /// go into the properties. An inherent attribute the dictionary names too takes the
    /// dictionary's value, as MLIR sets the dictionary after the parsed properties.
    pub fn finish(self, parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let format = self.format;
        let mut parsed = self.parsed;
        let segment_sizes = std::mem::take(&mut parsed.segment_sizes);
        let has_vtable = parser
            .ctx()
            .op_name(state.name)
            .definition()
            .and_then(|d| d.properties)
            .is_some();
        let uses_props = parsed.prop_dict.is_some() || parsed.props.iter().any(Option::is_some);
        if has_vtable && uses_props {
            return format.finish_properties(parser, state, parsed, segment_sizes);
        }
        let ctx = parser.ctx();
        let mut dict = parsed.dict;
        for (i, a) in parsed.attrs.iter().enumerate() {
            if let Some(a) = a {
                let name = Identifier::get(ctx, format.attrs[i].name);
                if !dict.iter().any(|(n, _)| *n == name) {
                    dict.push((name, *a));
                }
            }
        }
        // A `VariadicOfVariadic` group's sizes written in the dictionary win; the operand
        // and result segment sizes are what was parsed.
        let sizes = (&parsed.operand_sizes[..], &parsed.result_sizes[..]);
        for (n, a) in format.segment_entries(ctx, &segment_sizes, sizes) {
            let computed = matches!(n.as_str(ctx), "operandSegmentSizes" | "resultSegmentSizes");
            if computed || !dict.iter().any(|(m, _)| *m == n) {
                dict.push((n, a));
            }
        }
        if !dict.is_empty() {
            state.attributes = Some(Attribute::dictionary(ctx, &dict));
        }
        parser.set_properties(state, None, None, false)
    }
}

/// Checks `types`, when parsed, against `spec`'s constraint, if it has one to check.
fn check_types(
    parser: &mut OpParser<'_>,
    spec: &ValueSpec,
    types: &Option<Vec<Type>>,
) -> PResult<()> {
    let (Some(check), Some(types)) = (spec.check, types) else {
        return Ok(());
    };
    for &ty in types {
        if !(check.pred)(parser.p.ctx, ty) {
            let at = parser.name_span();
            let ty = crate::asm::printer::type_to_string(parser.p.ctx, ty);
            return Err(parser.p.emit_error(
                at,
                format!("'{}' must be {}, but got '{ty}'", spec.name, check.summary),
            ));
        }
    }
    Ok(())
}

/// The `n` types `source` gives a group, once what it depends on is known (a ranged
/// transform gives as many as it computes).
fn source_types(
    parser: &mut OpParser<'_>,
    source: TypeSource,
    parsed: &Parsed,
    n: usize,
) -> Option<Vec<Type>> {
    let types_of = |v: Var| -> Option<&Vec<Type>> {
        match v {
            Var::Operand(j) => parsed.operand_types[j].as_ref(),
            Var::Result(j) => parsed.result_types[j].as_ref(),
            _ => None,
        }
    };
    let one = match source {
        TypeSource::Parsed | TypeSource::Inferred => return None,
        TypeSource::Build(f) => f(parser.ctx()),
        TypeSource::Like(Var::Attr(j)) => parser.p.ctx.attr(parsed.attrs[j]?).ty()?,
        TypeSource::Like(v) => *types_of(v)?.first()?,
        TypeSource::Transform(v, f) => f(parser.ctx(), *types_of(v)?.first()?),
        TypeSource::RangedTransform(v, f) => {
            let from = types_of(v)?.clone();
            return Some(f(parser.ctx(), from));
        }
        TypeSource::TransformMany(v, f) => {
            let from = *types_of(v)?.first()?;
            return Some(f(parser.ctx(), from));
        }
    };
    Some(vec![one; n])
}

/// The attributes and properties of a parsed format, from the op's format table.
impl OpFormat {
    /// The segment size attributes the parse computed: a `VariadicOfVariadic` group's sizes
    /// that a `custom` directive parsed, `operandSegmentSizes`, `resultSegmentSizes`.
    fn segment_entries(
        &self,
        ctx: &mut Context,
        segment_sizes: &[Option<Vec<i64>>],
        (operand_sizes, result_sizes): (&[i64], &[i64]),
    ) -> Vec<(Identifier, Attribute)> {
        let i32_ty = Type::int(ctx, 32);
        let mut out = Vec::new();
        for (spec, sizes) in self.operands.iter().zip(segment_sizes) {
            if let (Arity::VariadicOfVariadic(name), Some(sizes)) = (spec.arity, sizes) {
                let a = Attribute::dense_i64_array(ctx, i32_ty, sizes);
                out.push((Identifier::get(ctx, name), a));
            }
        }
        if self.operand_segments && operand_sizes.len() == self.operands.len() {
            let a = Attribute::dense_i64_array(ctx, i32_ty, operand_sizes);
            out.push((Identifier::get(ctx, "operandSegmentSizes"), a));
        }
        if self.result_segments {
            let a = Attribute::dense_i64_array(ctx, i32_ty, result_sizes);
            out.push((Identifier::get(ctx, "resultSegmentSizes"), a));
        }
        out
    }

    /// The attributes and properties of a format that parses properties (`$prop` or
    /// `prop-dict`), as mlir-tblgen's parser stores them: what the format parsed and what
    /// `prop-dict` held go into the properties; the attribute dictionary's inherent
    /// attributes override them and its other entries stay discardable (a property named
    /// there is not set from it).
    fn finish_properties(
        &self,
        parser: &mut OpParser<'_>,
        state: &mut OperationState,
        parsed: Parsed,
        segment_sizes: Vec<Option<Vec<i64>>>,
    ) -> PResult<()> {
        let mut props: Vec<(Identifier, Attribute)> = Vec::new();
        if let Some((dict, spec)) = parsed.prop_dict {
            self.check_prop_dict(parser, state, dict, spec)?;
            if let crate::attributes::AttrKind::Dictionary(e) = parser.p.ctx.attr(dict).kind() {
                props.extend(e.iter().copied());
            }
        }
        let ctx = parser.ctx();
        for (spec, a) in self.attrs.iter().zip(&parsed.attrs) {
            if let Some(a) = a {
                props.push((Identifier::get(ctx, spec.name), *a));
            }
        }
        for (spec, a) in self.props.iter().zip(&parsed.props) {
            if let Some(a) = a {
                props.push((Identifier::get(ctx, spec.name), *a));
            }
        }
        let sizes = (&parsed.operand_sizes[..], &parsed.result_sizes[..]);
        props.extend(self.segment_entries(ctx, &segment_sizes, sizes));
        let mut rest = Vec::new();
        for (n, a) in parsed.dict {
            if self.attrs.iter().any(|s| s.name == n.as_str(ctx)) {
                props.push((n, a));
            } else {
                rest.push((n, a));
            }
        }
        state.attributes = (!rest.is_empty()).then(|| Attribute::dictionary(ctx, &rest));
        let all = Attribute::dictionary(ctx, &props);
        parser.set_properties(state, Some(all), None, false)
    }

    /// The checks of mlir-tblgen's `setPropertiesFromParsedAttr` on what `prop-dict`
    /// parsed: a dictionary, holding every required name, values of the right kinds, and
    /// no other names.
    fn check_prop_dict(
        &self,
        parser: &mut OpParser<'_>,
        state: &OperationState,
        dict: Attribute,
        spec: &PropDictSpec,
    ) -> PResult<()> {
        let ctx: &Context = parser.p.ctx;
        let crate::attributes::AttrKind::Dictionary(entries) = ctx.attr(dict).kind() else {
            return Err(parser.invalid_properties(
                state,
                dict,
                "expected DictionaryAttr to set properties",
            ));
        };
        let is_key = |name: &str| spec.keys.iter().any(|k| self.key(k).0 == name);
        for k in spec.keys.iter().filter(|k| k.required) {
            let key = self.key(k).0;
            if !entries.iter().any(|(n, _)| (*n).as_str(ctx) == key) {
                return Err(parser.invalid_properties(
                    state,
                    dict,
                    &format!("expected key entry for {key} in DictionaryAttr to set Properties."),
                ));
            }
        }
        let known: Vec<(Identifier, Attribute)> = entries
            .iter()
            .filter(|(n, _)| is_key((*n).as_str(ctx)))
            .copied()
            .collect();
        let unknown = entries
            .iter()
            .find(|(n, _)| !is_key((*n).as_str(ctx)))
            .map(|(n, _)| (*n).as_str(ctx).to_string());
        if let Some(vt) = ctx
            .op_name(state.name)
            .definition()
            .and_then(|d| d.properties)
        {
            let known = Attribute::dictionary(ctx, &known);
            if let Err(msg) = (vt.from_attribute)(ctx, known) {
                return Err(parser.invalid_properties(state, dict, &msg));
            }
        }
        if let Some(n) = unknown {
            return Err(parser.invalid_properties(
                state,
                dict,
                &format!("unknown key '\"{n}\"' when parsing properties dictionary"),
            ));
        }
        Ok(())
    }
}
