//! What a generated parser's [`FormatParse::finish`](super::FormatParse::finish) does with
//! what it read: splits what was parsed for all operands or results over their groups,
//! completes the types the format does not spell (from traits, `TypesMatchWith`
//! transforms, buildable constraints, or the op's `InferTypeOpInterface`), resolves the
//! operands, and fills the operation state's attributes, properties and segment sizes.

use super::*;

/// The resolution of a parsed custom form, from the op's format table.
impl OpFormat {
    /// Resolves types and operands and fills `state`.
    pub(super) fn finish(
        &'static self,
        parser: &mut OpParser<'_>,
        state: &mut OperationState,
        mut parsed: Parsed,
        start: Span,
    ) -> PResult<()> {
        self.split_groups(&mut parsed);
        self.complete_types(parser, &mut parsed)?;
        let operand_sizes = self.finish_operands(parser, state, &mut parsed, start)?;
        // Results.
        let mut result_sizes = Vec::new();
        let inferred = self
            .results
            .iter()
            .any(|r| matches!(r.ty, TypeSource::Inferred));
        if !inferred {
            for types in &parsed.result_types {
                let types = types.clone().unwrap_or_default();
                result_sizes.push(types.len() as i64);
                state.result_types.extend(types);
            }
        }
        // Regions and successors.
        for r in parsed.regions.iter().flatten().chain(&parsed.all_regions) {
            state.regions.push(*r);
        }
        if inferred {
            // MLIR's generated parsers call `inferReturnTypes` here.
            let ctx: &Context = parser.ctx();
            let types = ctx
                .op_name(state.name).definition()
                .and_then(|d| {
                    d.interface_model::<&'static dyn crate::interfaces::infer_type::InferTypeOpInterfaceModel>()
                })
                .and_then(|m| m.infer_return_types(ctx, state.loc, &state.operands, &state.regions));
            match types {
                Some(types) => state.result_types.extend(types),
                None => {
                    let at = parser.name_span();
                    return Err(parser.p.emit_error(at, "failed to infer returned types"));
                }
            }
        }
        for b in parsed
            .successors
            .iter()
            .flatten()
            .chain(&parsed.all_successors)
        {
            state.successors.push(*b);
        }
        // Attributes: the dictionary, the format's, and the segment sizes; inherent ones go
        // into the properties. An inherent attribute the dictionary names too takes the
        // dictionary's value, as MLIR sets the dictionary after the parsed properties.
        let segment_sizes = std::mem::take(&mut parsed.segment_sizes);
        let has_vtable = parser
            .ctx()
            .op_name(state.name)
            .definition()
            .and_then(|d| d.properties)
            .is_some();
        let uses_props = parsed.prop_dict.is_some() || parsed.props.iter().any(Option::is_some);
        if has_vtable && uses_props {
            return self.finish_properties(
                parser,
                state,
                parsed,
                segment_sizes,
                operand_sizes,
                result_sizes,
            );
        }
        let ctx = parser.ctx();
        let mut dict = parsed.dict;
        for (i, a) in parsed.attrs.iter().enumerate() {
            if let Some(a) = a {
                let name = Identifier::get(ctx, self.attrs[i].name);
                if !dict.iter().any(|(n, _)| *n == name) {
                    dict.push((name, *a));
                }
            }
        }
        // A `VariadicOfVariadic` group's sizes written in the dictionary win; the operand
        // and result segment sizes are what was parsed.
        for (n, a) in self.segment_entries(ctx, &segment_sizes, &operand_sizes, &result_sizes) {
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

    /// Splits what was parsed for all operands or results at once (`operands`,
    /// `type(operands)`, `type(results)`) over the groups, where the groups' counts allow.
    fn split_groups(&self, parsed: &mut Parsed) {
        // `operands` with types given group by group: split the operands over the groups.
        if parsed.all_operand_types.is_none()
            && let Some((all, at)) = parsed.all_operands.take()
        {
            let single: Vec<bool> = self
                .operands
                .iter()
                .map(|s| s.arity == Arity::Single)
                .collect();
            for (i, group) in groups(&all, &single, None).into_iter().enumerate() {
                parsed.operands[i] = Some((group.to_vec(), at));
            }
        }
        // Split `type(operands)`/`type(results)` over the groups when they were parsed
        // group by group.
        let operand_counts = || -> Option<Vec<usize>> {
            parsed
                .operands
                .iter()
                .map(|o| o.as_ref().map(|(l, _)| l.len()))
                .collect()
        };
        if let Some(all) = &parsed.all_operand_types
            && parsed.all_operands.is_none()
            && let Some(counts) = operand_counts()
            && counts.iter().sum::<usize>() == all.len()
        {
            let mut k = 0;
            for (i, &n) in counts.iter().enumerate() {
                parsed.operand_types[i] = Some(all[k..k + n].to_vec());
                k += n;
            }
            parsed.all_operand_types = None;
        }
        if let Some(all) = parsed.all_result_types.take() {
            if self.results.len() == 1 {
                parsed.result_types[0] = Some(all);
            } else {
                // One value per single group, the rest to the one variable group.
                let fixed = self
                    .results
                    .iter()
                    .filter(|r| r.arity == Arity::Single)
                    .count();
                let rest = all.len().saturating_sub(fixed);
                let mut k = 0;
                for (i, r) in self.results.iter().enumerate() {
                    let n = if r.arity == Arity::Single { 1 } else { rest };
                    let n = n.min(all.len() - k);
                    parsed.result_types[i] = Some(all[k..k + n].to_vec());
                    k += n;
                }
            }
        }
    }

    /// Checks the types that transforms read against their constraints, then fills in the
    /// types that traits and buildable constraints give, until nothing changes.
    fn complete_types(&self, parser: &mut OpParser<'_>, parsed: &mut Parsed) -> PResult<()> {
        // The constraints of the types transforms read.
        let checked = self
            .operands
            .iter()
            .zip(&parsed.operand_types)
            .chain(self.results.iter().zip(&parsed.result_types));
        for (spec, types) in checked {
            let (Some(check), Some(types)) = (spec.check, types) else {
                continue;
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
        }
        // Types from traits and buildable constraints, until nothing changes.
        loop {
            let mut changed = false;
            for (i, spec) in self.operands.iter().enumerate() {
                if parsed.operand_types[i].is_none() {
                    let n = parsed.operands[i].as_ref().map_or(0, |(l, _)| l.len());
                    if let Some(t) = self.source_types(parser, spec.ty, parsed, n) {
                        parsed.operand_types[i] = Some(t);
                        changed = true;
                    }
                }
            }
            for (i, spec) in self.results.iter().enumerate() {
                if parsed.result_types[i].is_none()
                    && let Some(t) = self.source_types(parser, spec.ty, parsed, 1)
                {
                    parsed.result_types[i] = Some(t);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Ok(())
    }

    /// Resolves the operands into `state`: the operand segment sizes, group by group.
    fn finish_operands(
        &self,
        parser: &mut OpParser<'_>,
        state: &mut OperationState,
        parsed: &mut Parsed,
        start: Span,
    ) -> PResult<Vec<i64>> {
        // Operands.
        let mut operand_sizes = Vec::new();
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
                operand_sizes.push(list.len() as i64);
                all.extend(list);
            }
            state.operands = parser.resolve_operands(state, &all, &types, at.unwrap_or(start))?;
        } else {
            for i in 0..self.operands.len() {
                let (list, at) = parsed.operands[i].take().unwrap_or((Vec::new(), start));
                let types = parsed.operand_types[i].take().unwrap_or_default();
                let values = parser.resolve_operands(state, &list, &types, at)?;
                operand_sizes.push(values.len() as i64);
                state.operands.extend(values);
            }
        }
        Ok(operand_sizes)
    }

    /// The segment size attributes the parse computed: a `VariadicOfVariadic` group's sizes
    /// that a `custom` directive parsed, `operandSegmentSizes`, `resultSegmentSizes`.
    fn segment_entries(
        &self,
        ctx: &mut Context,
        segment_sizes: &[Option<Vec<i64>>],
        operand_sizes: &[i64],
        result_sizes: &[i64],
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
        operand_sizes: Vec<i64>,
        result_sizes: Vec<i64>,
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
        props.extend(self.segment_entries(ctx, &segment_sizes, &operand_sizes, &result_sizes));
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

    /// The `n` types `source` gives a group, once what it depends on is known (a ranged
    /// transform gives as many as it computes).
    fn source_types(
        &self,
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
}
