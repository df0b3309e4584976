//! Rewrite patterns: the canonicalization patterns an operation registers, ordered by benefit.
//!
//! A [`RewritePattern`] names the operation it matches (its root) and rewrites one matched
//! operation directly through the [`Context`], with the IR mutators plus the rewriting
//! helpers defined here ([`OpId::replace_with`], [`OpId::replace_with_new_op`]). Operations contribute patterns through
//! [`OpDefinition::with_canonicalization_patterns`](crate::registry::OpDefinition::with_canonicalization_patterns)
//! (ODS's `hasCanonicalizer`) and
//! [`OpDefinition::with_canonicalize_method`](crate::registry::OpDefinition::with_canonicalize_method)
//! (ODS's `hasCanonicalizeMethod`, wrapped into a [`FnPattern`]); [`RewritePatternSet::canonicalization`]
//! and [`RewritePatternSet::all_canonicalization`] collect them. Driving patterns to a fixpoint
//! is the greedy driver's job, not this module's.

use crate::Context;
use crate::attributes::Attribute;
use crate::ir::{OpId, OperationName, OperationState, PropertyStorage, Value};
use crate::registry::{DialectDefinition, OpDefinition};
use crate::types::Identifier;

/// How much a pattern is worth when several match the same operation: higher runs first.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct PatternBenefit(pub u16);

/// A rewrite of one operation.
pub trait RewritePattern: Send {
    /// The operation name the pattern matches (`"arith.addi"`), or `None` for a pattern
    /// that may match any operation.
    fn root_name(&self) -> Option<&str>;

    /// The pattern's benefit; among patterns matching the same operation, the higher benefit
    /// is tried first. Defaults to 1, as MLIR's.
    fn benefit(&self) -> PatternBenefit {
        PatternBenefit(1)
    }

    /// A short name for diagnostics and debugging.
    fn debug_name(&self) -> &str {
        ""
    }

    /// The name MLIR's `getDebugName` gives the pattern (the C++ type name of its class,
    /// `(anonymous namespace)::AddIAddConstant`), when it is known: what the canonicalizer's
    /// `disable-patterns` and `enable-patterns` name patterns by. Generated DRR patterns
    /// know it (upstream includes its generated rewriters in an anonymous namespace); by
    /// default it is not known.
    fn mlir_debug_name(&self) -> Option<&str> {
        None
    }

    /// Tries to rewrite `op`; returns true when the pattern matched and changed the IR.
    /// A pattern that returns false must leave the IR unchanged.
    fn match_and_rewrite(&self, ctx: &mut Context, op: OpId) -> bool;
}

/// A pattern given by a plain function: what `hasCanonicalizeMethod` registers, and the
/// simplest way to write a pattern by hand.
#[derive(Clone, Debug)]
pub struct FnPattern {
    root: Option<String>,
    benefit: PatternBenefit,
    name: String,
    rewrite: fn(&mut Context, OpId) -> bool,
}

impl FnPattern {
    /// A pattern rooted at `root` (an operation name) with benefit 1.
    pub fn new(root: &str, rewrite: fn(&mut Context, OpId) -> bool) -> Self {
        FnPattern {
            root: Some(root.to_string()),
            benefit: PatternBenefit(1),
            name: String::new(),
            rewrite,
        }
    }

    /// Sets the benefit.
    pub fn with_benefit(mut self, benefit: u16) -> Self {
        self.benefit = PatternBenefit(benefit);
        self
    }

    /// Sets the debug name.
    pub fn with_debug_name(mut self, name: &str) -> Self {
        self.name = name.to_string();
        self
    }
}

impl RewritePattern for FnPattern {
    fn root_name(&self) -> Option<&str> {
        self.root.as_deref()
    }

    fn benefit(&self) -> PatternBenefit {
        self.benefit
    }

    fn debug_name(&self) -> &str {
        &self.name
    }

    fn match_and_rewrite(&self, ctx: &mut Context, op: OpId) -> bool {
        (self.rewrite)(ctx, op)
    }
}

/// An ordered collection of patterns.
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add<P: RewritePattern + 'static>(&mut self, pattern: P) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a function pattern rooted at `root` with benefit 1.
    pub fn add_fn(&mut self, root: &str, rewrite: fn(&mut Context, OpId) -> bool) -> &mut Self {
        self.add(FnPattern::new(root, rewrite))
    }

    /// Keeps the patterns for which `keep` holds, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&dyn RewritePattern) -> bool) {
        self.patterns.retain(|p| keep(p.as_ref()));
    }

    /// Moves every pattern of `other` to the end of this set.
    pub fn append(&mut self, other: RewritePatternSet) {
        self.patterns.extend(other.patterns);
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns, in the order they were added (or sorted, after [`Self::sort_by_benefit`]).
    pub fn patterns(&self) -> &[Box<dyn RewritePattern>] {
        &self.patterns
    }

    /// Orders the patterns by decreasing benefit; patterns of equal benefit keep the order in
    /// which they were added.
    pub fn sort_by_benefit(&mut self) {
        self.patterns
            .sort_by_key(|p| std::cmp::Reverse(p.benefit()));
    }

    /// Tries the patterns rooted at `op`'s name (or at any operation), in order, and stops
    /// at the first that rewrites; returns whether one did.
    pub fn apply_once(&self, ctx: &mut Context, op: OpId) -> bool {
        let name = ctx.op_name(ctx.op(op).name()).as_str().to_string();
        self.patterns
            .iter()
            .filter(|p| p.root_name().is_none_or(|r| r == name))
            .any(|p| p.match_and_rewrite(ctx, op))
    }
}

impl std::fmt::Debug for RewritePatternSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(
                self.patterns
                    .iter()
                    .map(|p| (p.root_name(), p.benefit(), p.debug_name())),
            )
            .finish()
    }
}

/// A `hasCanonicalizer` hook: adds the operation's canonicalization patterns to the set.
pub type CanonicalizationPatternsFn = fn(&mut RewritePatternSet, &Context);

/// The `hasCanonicalizer` hook as an [`OpDefinition`] extension.
struct CanonicalizationPatterns(CanonicalizationPatternsFn);

impl OpDefinition {
    /// Sets the `hasCanonicalizer` hook, which adds the operation's canonicalization
    /// patterns to a set (see [`RewritePatternSet::canonicalization`]).
    pub fn with_canonicalization_patterns(mut self, f: CanonicalizationPatternsFn) -> Self {
        self.set_extension(CanonicalizationPatterns(f));
        self
    }
}

impl DialectDefinition {
    /// Sets the dialect's `hasCanonicalizer` hook (MLIR's
    /// `Dialect::getCanonicalizationPatterns`): patterns not tied to one operation, which
    /// canonicalization adds before those of the operations.
    pub fn with_canonicalization_patterns(mut self, f: CanonicalizationPatternsFn) -> Self {
        self.set_extension(CanonicalizationPatterns(f));
        self
    }
}

impl Context {
    fn add_canonicalization_patterns(&self, def: &OpDefinition, set: &mut RewritePatternSet) {
        if let Some(CanonicalizationPatterns(f)) = def.extension::<CanonicalizationPatterns>() {
            f(set, self);
        }
        if let Some(f) = def.canonicalize {
            set.add(FnPattern::new(&def.name, f).with_debug_name("canonicalize"));
        }
    }
}

/// The operands of ODS group `index` of `op`, whose groups are variable where `variable`
/// says; `segments`: the op stores the sizes in `operandSegmentSizes`
/// (`AttrSizedOperandSegments`). Generated rewrite patterns match and pass on variadic and
/// optional operands through it, as upstream's `getODSOperands`.
pub fn ods_operand_group(
    ctx: &Context,
    op: OpId,
    variable: &[bool],
    segments: bool,
    index: usize,
) -> Vec<Value> {
    let sizes = segments.then_some("operandSegmentSizes");
    let range = group_range(ctx, op, variable, sizes, ctx.op(op).num_operands(), index);
    range.map(|i| ctx.op(op).operand(i)).collect()
}

/// The results of ODS group `index` of `op`, as [`ods_operand_group`] gives operands
/// (`resultSegmentSizes` for `AttrSizedResultSegments`).
pub fn ods_result_group(
    ctx: &Context,
    op: OpId,
    variable: &[bool],
    segments: bool,
    index: usize,
) -> Vec<Value> {
    let sizes = segments.then_some("resultSegmentSizes");
    let range = group_range(ctx, op, variable, sizes, ctx.op(op).num_results(), index);
    range.map(|i| ctx.op(op).result(i)).collect()
}

/// The positions of group `index` among `total` values of `op`, the sizes read from its
/// attribute `sizes` when it has one; never past `total`.
fn group_range(
    ctx: &Context,
    op: OpId,
    variable: &[bool],
    sizes: Option<&str>,
    total: usize,
    index: usize,
) -> std::ops::Range<usize> {
    let sizes = sizes
        .and_then(|name| ctx.op(op).attr(name))
        .and_then(|a| ctx.attr(a).dense_i64_values());
    let (start, len) = crate::support::value_range(variable, total, index, sizes.as_deref());
    start.min(total)..(start + len).min(total)
}

impl OpId {
    /// Replaces every use of each result of `op` with the matching value of `with`, then
    /// erases `op` (MLIR's `RewriterBase::replaceOp`).
    ///
    /// # Panics
    /// When `with` does not hold one value per result.
    pub fn replace_with(self, ctx: &mut Context, with: &[Value]) {
        self.replace_all_uses_with(ctx, with);
        self.erase(ctx);
    }

    /// Creates an operation from `state` right before `op`, replaces `op`'s results with the
    /// new operation's results and erases `op` (MLIR's `replaceOpWithNewOp`); returns the new
    /// operation.
    ///
    /// # Panics
    /// When the new operation does not have as many results as `op`.
    pub fn replace_with_new_op(self, ctx: &mut Context, state: OperationState) -> OpId {
        let new = OpId::create(ctx, state);
        new.insert_before(ctx, self);
        let results: Vec<Value> = ctx.op(new).results().collect();
        self.replace_with(ctx, &results);
        new
    }

    /// Creates an operation from `state` with the inherent attributes `attrs` (name, value),
    /// as code that only knows the operation by name builds it (generated DRR patterns): a
    /// registered operation stores them in its typed properties, an unregistered one in its
    /// `<{...}>` dictionary. Attributes the operation's properties do not accept stay on it
    /// as discardable attributes, for the verifier to report, as MLIR keeps an invalid
    /// attribute on the operation it was given to.
    pub fn create_with_attrs(
        ctx: &mut Context,
        mut state: OperationState,
        attrs: &[(&str, Attribute)],
    ) -> OpId {
        if attrs.is_empty() {
            return OpId::create(ctx, state);
        }
        let mut entries: Vec<_> = attrs
            .iter()
            .map(|(name, value)| (Identifier::get(ctx, name), *value))
            .collect();
        entries.sort_by(|a, b| a.0.as_str(ctx).cmp(b.0.as_str(ctx)));
        let dict = Attribute::dictionary(ctx, &entries);
        let vtable = ctx
            .op_name(state.name)
            .definition()
            .and_then(|d| d.properties);
        match vtable {
            None => state.properties = PropertyStorage::Attr(dict),
            Some(vt) => match (vt.from_attribute)(ctx, dict) {
                Ok(p) => state.properties = PropertyStorage::Typed(p),
                Err(_) => state.attributes = Some(dict),
            },
        }
        OpId::create(ctx, state)
    }
}

impl RewritePatternSet {
    /// The canonicalization patterns registered for operations named `name`: those the
    /// `hasCanonicalizer` hook adds, then the `hasCanonicalizeMethod` hook as a pattern,
    /// sorted by decreasing benefit (stable, so equal benefits keep this order). Empty for an
    /// unregistered name.
    pub fn canonicalization(ctx: &Context, name: OperationName) -> RewritePatternSet {
        let mut set = RewritePatternSet::new();
        if let Some(def) = ctx.op_name(name).definition() {
            ctx.add_canonicalization_patterns(def, &mut set);
        }
        set.sort_by_benefit();
        set
    }

    /// The canonicalization patterns of every registered dialect (`hasCanonicalizer` on the
    /// dialect, in registration order), then of every registered operation (in registration
    /// order of the names, each as [`RewritePatternSet::canonicalization`] lists them), as
    /// MLIR's canonicalizer collects them; sorted by decreasing benefit, equal benefits
    /// keeping that order.
    pub fn all_canonicalization(ctx: &Context) -> RewritePatternSet {
        let mut set = RewritePatternSet::new();
        for namespace in ctx.registered_dialects() {
            let def = ctx.dialect_definition(namespace);
            if let Some(CanonicalizationPatterns(f)) =
                def.and_then(|d| d.extension::<CanonicalizationPatterns>())
            {
                f(&mut set, ctx);
            }
        }
        for def in ctx.op_definitions() {
            ctx.add_canonicalization_patterns(def, &mut set);
        }
        set.sort_by_benefit();
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::BlockId;
    use crate::registry::{DialectDefinition, OpDefinition};
    use crate::{Location, Type};

    /// `t.neg(t.neg(x))` becomes `x`.
    fn double_negation(ctx: &mut Context, op: OpId) -> bool {
        let input = ctx.op(op).operand(0);
        let Some(inner) = ctx.value(input).defining_op() else {
            return false;
        };
        if ctx.op_name(ctx.op(inner).name()).as_str() != "t.neg" {
            return false;
        }
        let x = ctx.op(inner).operand(0);
        op.replace_with(ctx, &[x]);
        if ctx.value(input).use_empty() {
            inner.erase(ctx);
        }
        true
    }

    fn never(_: &mut Context, _: OpId) -> bool {
        false
    }

    fn neg_patterns(set: &mut RewritePatternSet, _: &Context) {
        set.add(FnPattern::new("t.neg", never).with_debug_name("low"));
        set.add(
            FnPattern::new("t.neg", double_negation)
                .with_benefit(3)
                .with_debug_name("double_negation"),
        );
        set.add(FnPattern::new("t.neg", never).with_debug_name("low_too"));
    }

    fn other_patterns(set: &mut RewritePatternSet, _: &Context) {
        set.add(
            FnPattern::new("t.other", never)
                .with_benefit(2)
                .with_debug_name("other"),
        );
    }

    fn names(set: &RewritePatternSet) -> Vec<(Option<&str>, u16, &str)> {
        set.patterns()
            .iter()
            .map(|p| (p.root_name(), p.benefit().0, p.debug_name()))
            .collect()
    }

    fn register(ctx: &mut Context) {
        ctx.register_op(
            OpDefinition::new("t.neg")
                .with_canonicalization_patterns(neg_patterns)
                .with_canonicalize_method(never),
        );
        ctx.register_op(
            OpDefinition::new("t.other").with_canonicalization_patterns(other_patterns),
        );
        ctx.register_op(OpDefinition::new("t.plain"));
    }

    #[test]
    fn patterns_are_registered_and_sorted_by_benefit() {
        let mut ctx = Context::new();
        register(&mut ctx);
        let neg = OperationName::lookup(&ctx, "t.neg").unwrap();
        assert_eq!(
            names(&RewritePatternSet::canonicalization(&ctx, neg)),
            vec![
                (Some("t.neg"), 3, "double_negation"),
                (Some("t.neg"), 1, "low"),
                (Some("t.neg"), 1, "low_too"),
                (Some("t.neg"), 1, "canonicalize"),
            ]
        );
        let plain = OperationName::lookup(&ctx, "t.plain").unwrap();
        assert!(RewritePatternSet::canonicalization(&ctx, plain).is_empty());
        let unregistered = OperationName::get(&mut ctx, "u.op");
        assert!(RewritePatternSet::canonicalization(&ctx, unregistered).is_empty());

        let all = RewritePatternSet::all_canonicalization(&ctx);
        assert_eq!(
            names(&all),
            vec![
                (Some("t.neg"), 3, "double_negation"),
                (Some("t.other"), 2, "other"),
                (Some("t.neg"), 1, "low"),
                (Some("t.neg"), 1, "low_too"),
                (Some("t.neg"), 1, "canonicalize"),
            ]
        );
    }

    fn block_with_negations(ctx: &mut Context) -> (BlockId, Value, OpId, OpId, OpId) {
        let loc = Location::unknown(ctx);
        let ty = Type::i32(ctx);
        let block = BlockId::create(ctx);
        let x = block.add_argument(ctx, ty, loc);
        let mut ops = Vec::new();
        let mut input = x;
        for name in ["t.neg", "t.neg", "t.plain"] {
            let name = OperationName::get(ctx, name);
            let mut s = OperationState::new(name, loc);
            s.operands = vec![input];
            s.result_types = vec![ty];
            let op = OpId::create(ctx, s);
            block.append_op(ctx, op);
            input = ctx.op(op).result(0);
            ops.push(op);
        }
        (block, x, ops[0], ops[1], ops[2])
    }

    #[test]
    fn a_pattern_replaces_the_matched_op() {
        let mut ctx = Context::new();
        register(&mut ctx);
        let (block, x, inner, outer, user) = block_with_negations(&mut ctx);
        let neg = OperationName::lookup(&ctx, "t.neg").unwrap();
        let patterns = RewritePatternSet::canonicalization(&ctx, neg);

        // The inner negation's operand is a block argument: nothing matches, nothing changes.
        assert!(!patterns.apply_once(&mut ctx, inner));
        assert_eq!(ctx.block(block).ops().count(), 3);

        assert!(patterns.apply_once(&mut ctx, outer));
        assert!(!ctx.op(outer).is_alive());
        assert!(!ctx.op(inner).is_alive());
        assert_eq!(ctx.op(user).operand(0), x);
        assert_eq!(ctx.block(block).ops().collect::<Vec<_>>(), vec![user]);
    }

    #[test]
    fn apply_once_skips_patterns_rooted_elsewhere() {
        let mut ctx = Context::new();
        let (_, _, _, outer, _) = block_with_negations(&mut ctx);
        let mut set = RewritePatternSet::new();
        set.add_fn("t.plain", double_negation);
        assert!(!set.apply_once(&mut ctx, outer));
        assert!(ctx.op(outer).is_alive());
        set.add_fn("t.neg", double_negation);
        assert_eq!(set.len(), 2);
        assert!(set.apply_once(&mut ctx, outer));
        assert!(!ctx.op(outer).is_alive());
    }

    #[test]
    fn create_op_with_attrs_sets_inherent_attributes() {
        let mut ctx = Context::new();
        let loc = Location::unknown(&ctx);
        let ty = Type::i32(&ctx);
        let seven = Attribute::integer(&ctx, ty, 7);
        let name = OperationName::get(&mut ctx, "u.const");
        let mut state = OperationState::new(name, loc);
        state.result_types = vec![ty];
        let op = OpId::create_with_attrs(&mut ctx, state, &[("value", seven)]);
        assert_eq!(ctx.op(op).inherent_attr("value"), Some(seven));
        assert_eq!(ctx.op(op).discardable_attr("value"), None);
        let bare = OpId::create_with_attrs(&mut ctx, OperationState::new(name, loc), &[]);
        assert_eq!(ctx.op(bare).inherent_attr("value"), None);
    }

    #[test]
    fn replace_op_with_new_op_inserts_before_and_rewires() {
        let mut ctx = Context::new();
        let (block, _, inner, outer, user) = block_with_negations(&mut ctx);
        let loc = Location::unknown(&ctx);
        let ty = Type::i64(&ctx);
        let name = OperationName::get(&mut ctx, "t.wide");
        let mut s = OperationState::new(name, loc);
        s.operands = vec![ctx.op(inner).result(0)];
        s.result_types = vec![ty];
        let new = outer.replace_with_new_op(&mut ctx, s);
        assert!(!ctx.op(outer).is_alive());
        assert_eq!(ctx.op(user).operand(0), ctx.op(new).result(0));
        assert_eq!(
            ctx.block(block).ops().collect::<Vec<_>>(),
            vec![inner, new, user]
        );
    }

    fn materialize(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
        ctx.attr(value).integer_value()?;
        let name = OperationName::get(ctx, "t.constant");
        let mut s = OperationState::new(name, loc);
        s.result_types = vec![ty];
        let op = OpId::create(ctx, s);
        op.set_discardable_attr(ctx, "t.value", Some(value));
        Some(op)
    }

    #[test]
    fn dialects_materialize_constants() {
        let mut ctx = Context::new();
        register(&mut ctx);
        let loc = Location::unknown(&ctx);
        let ty = Type::i32(&ctx);
        let five = Attribute::integer(&ctx, ty, 5);
        let unit = Attribute::unit(&ctx);
        // `t` is registered (by its ops) but has no materializer yet.
        assert!(ctx.is_dialect_registered("t"));
        assert_eq!(ctx.materialize_constant("t", five, ty, loc), None);

        ctx.register_dialect("u");
        ctx.register_dialect_definition(
            DialectDefinition::new("t").with_constant_materializer(materialize),
        );
        // Re-registering keeps the dialect's place.
        assert_eq!(ctx.registered_dialects(), vec!["t", "u"]);
        assert!(
            ctx.dialect_definition("t")
                .unwrap()
                .has_constant_materializer()
        );

        let op = ctx.materialize_constant("t", five, ty, loc).unwrap();
        assert_eq!(ctx.op_name(ctx.op(op).name()).as_str(), "t.constant");
        assert_eq!(ctx.value(ctx.op(op).result(0)).ty(), ty);
        assert_eq!(ctx.op(op).discardable_attr("t.value"), Some(five));
        assert_eq!(ctx.op(op).block(), None);
        assert_eq!(ctx.materialize_constant("t", unit, ty, loc), None);
        assert_eq!(ctx.materialize_constant("u", five, ty, loc), None);
        assert_eq!(ctx.materialize_constant("v", five, ty, loc), None);
    }
}
