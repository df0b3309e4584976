//! The builtin dialect's operations: `builtin.unrealized_conversion_cast` (with its fold and
//! custom form), and
//! `builtin.module`, with its traits, typed properties,
//! verifier and custom form (`module @name attributes {...} { ... }`), and [`ModuleOp`], the
//! typed way to make one and fill its body (with [`OpBuilder::at_module_end`]).

use crate::asm::op_parser::{OpParser, TopLevelContainer};
use crate::asm::op_printer::OpPrinter;
use crate::asm::parser::PResult;
use crate::builder::OpBuilder;
use crate::interfaces::data_layout::{
    self, DataLayoutOpInterface, DataLayoutOpInterfaceImpl, DataLayoutSpecInterface,
    TargetSystemSpecInterface, dlti,
};
use crate::interfaces::op_asm::{OpAsmOpInterface, OpAsmOpInterfaceImpl};
use crate::interfaces::symbols::Symbol;
use crate::ir::OperationName;
use crate::ir::RegionId;
use crate::ir::{BlockId, OpId, OpView, OperationState, Properties, PropertyStorage};
use crate::registry::{
    BytecodeProperty, OpDefinition, OpFoldResult, PropertiesVTable, PropertyEncoding,
};
use crate::traits::{
    AffineScope, HasOnlyGraphRegion, IsIsolatedFromAbove, NoRegionArguments, NoTerminator,
    OneRegion, SingleBlock, SymbolTable, ZeroOperands, ZeroRegions, ZeroResults, ZeroSuccessors,
};
use crate::types::Identifier;
use crate::verify::VerifyError;
use crate::{Attribute, Context, Location};

/// The inherent data of `builtin.module`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ModuleProperties {
    /// `sym_name`: the module's symbol name (a string attribute), if any.
    pub sym_name: Option<Attribute>,
    /// `sym_visibility`: the symbol visibility (a string attribute), if any.
    pub sym_visibility: Option<Attribute>,
}

/// Fresh properties storage for a `builtin.module`.
pub fn module_default_properties() -> PropertyStorage {
    PropertyStorage::Typed(Box::new(ModuleProperties::default()))
}

fn module_props_to_attr(ctx: &mut Context, p: &dyn Properties) -> Option<Attribute> {
    let p = p.as_any().downcast_ref::<ModuleProperties>()?;
    let mut entries: Vec<(Identifier, Attribute)> = Vec::new();
    if let Some(a) = p.sym_name {
        entries.push((Identifier::get(ctx, "sym_name"), a));
    }
    if let Some(a) = p.sym_visibility {
        entries.push((Identifier::get(ctx, "sym_visibility"), a));
    }
    if entries.is_empty() {
        return None;
    }
    Some(Attribute::dictionary(ctx, &entries))
}

fn module_props_from_attr(ctx: &Context, attr: Attribute) -> Result<Box<dyn Properties>, String> {
    if !matches!(
        ctx.attr(attr).kind(),
        crate::attributes::AttrKind::Dictionary(_)
    ) {
        return Err("expected DictionaryAttr to set properties".to_string());
    }
    let get = |name: &str| -> Result<Option<Attribute>, String> {
        match ctx.attr(attr).get(name) {
            None => Ok(None),
            Some(a) if ctx.attr(a).string_value().is_some() => Ok(Some(a)),
            Some(a) => Err(format!(
                "Invalid attribute `{name}` in property conversion: {}",
                crate::asm::printer::attribute_to_string(ctx, a)
            )),
        }
    };
    Ok(Box::new(ModuleProperties {
        sym_name: get("sym_name")?,
        sym_visibility: get("sym_visibility")?,
    }))
}

fn module_inherent_attr(_ctx: &Context, p: &dyn Properties, name: &str) -> Option<Attribute> {
    let p = p.as_any().downcast_ref::<ModuleProperties>()?;
    match name {
        "sym_name" => p.sym_name,
        "sym_visibility" => p.sym_visibility,
        _ => None,
    }
}

/// The properties vtable of `builtin.module`.
pub const MODULE_PROPERTIES: PropertiesVTable = PropertiesVTable {
    default: || Box::new(ModuleProperties::default()),
    to_attribute: module_props_to_attr,
    from_attribute: module_props_from_attr,
    from_parsed_attribute: module_props_from_attr,
    inherent_attr: module_inherent_attr,
    inherent_attr_violation: |_, _| None,
    bytecode: &[
        BytecodeProperty {
            name: "sym_name",
            encoding: PropertyEncoding::OptionalAttr {
                class: "StringAttr",
            },
        },
        BytecodeProperty {
            name: "sym_visibility",
            encoding: PropertyEncoding::OptionalAttr {
                class: "StringAttr",
            },
        },
    ],
};

/// ODS-generated invariants of `builtin.module`: its body region has exactly one block.
fn module_invariants(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    if let Some(&r) = ctx.op(op).regions().first() {
        if ctx.region(r).blocks().len() != 1 {
            return Err(VerifyError::op(
                ctx,
                op,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            ));
        }
    }
    Ok(())
}

/// The cast interface's verifier of `builtin.unrealized_conversion_cast`: at least one
/// result (every pair of types is cast-compatible).
fn unrealized_conversion_cast_verify(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    if ctx.op(op).results().len() == 0 {
        return Err(VerifyError::op(
            ctx,
            op,
            "expected at least one result for cast operation",
        ));
    }
    Ok(())
}

/// `UnrealizedConversionCastOp::fold`: a cast to its own operand types folds to its
/// operands; a cast of every result of another cast, back to that cast's operand types,
/// folds to that cast's operands.
fn unrealized_conversion_cast_fold(
    ctx: &mut Context,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<OpFoldResult>> {
    let operands: Vec<_> = ctx.op(op).operands().collect();
    let types = |ctx: &Context, values: &[crate::ir::Value]| -> Vec<crate::Type> {
        values.iter().map(|&v| ctx.value(v).ty()).collect()
    };
    let results: Vec<_> = ctx.op(op).results().collect();
    let result_types = types(ctx, &results);
    let forward =
        |values: Vec<crate::ir::Value>| Some(values.into_iter().map(OpFoldResult::Value).collect());
    if types(ctx, &operands) == result_types {
        return forward(operands);
    }
    let input = ctx.value(*operands.first()?).defining_op()?;
    if ctx.op(input).name() != ctx.op(op).name()
        || ctx.op(input).results().collect::<Vec<_>>() != operands
    {
        return None;
    }
    let inputs: Vec<_> = ctx.op(input).operands().collect();
    if types(ctx, &inputs) != result_types {
        return None;
    }
    forward(inputs)
}

/// The custom form of `builtin.unrealized_conversion_cast`, from its declarative format
/// `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`.
fn unrealized_conversion_cast_parse(
    parser: &mut OpParser<'_>,
    state: &mut OperationState,
) -> PResult<()> {
    let inputs = parser.parse_operand_list()?;
    let input_types = if inputs.is_empty() {
        Vec::new()
    } else {
        parser.parse_literal(":")?;
        parser.parse_type_list()?
    };
    parser.parse_literal("to")?;
    state.result_types = parser.parse_type_list()?;
    let attrs = parser.parse_optional_attr_dict()?;
    parser.set_attr_dict(state, attrs)?;
    let at = inputs
        .first()
        .map_or_else(|| parser.name_span(), |o| o.span);
    state.operands = parser.resolve_operands(state, &inputs, &input_types, at)?;
    Ok(())
}

fn unrealized_conversion_cast_print(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.context();
    p.print_op_name(op);
    let inputs: Vec<_> = ctx.op(op).operands().collect();
    if !inputs.is_empty() {
        p.write(" ");
        p.print_value_list_with_types(&inputs);
    }
    p.write(" to ");
    let types: Vec<_> = ctx.op(op).results().map(|v| ctx.value(v).ty()).collect();
    p.p.print_type_list(&types);
    p.print_optional_attr_dict(op, &[]);
}

/// `ModuleOp::verify`: discardable attributes need dialect-prefixed names.
fn module_verify(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    for (name, _) in ctx.op(op).discardable_attrs() {
        let n = (*name).as_str(ctx);
        if !n.contains('.') && n != "sym_name" && n != "sym_visibility" {
            return Err(VerifyError::op(
                ctx,
                op,
                format!("can only contain attributes with dialect-prefixed names, found: '{n}'"),
            ));
        }
    }
    // The DLTI dialect's check of its `dlti.dl_spec` attribute on a module
    // (`verifyDataLayoutOp`); a spec the runtime does not know (parsed opaquely) is left
    // alone.
    if let Some(spec) = ctx.op(op).discardable_attr(dlti::DATA_LAYOUT_ATTR_NAME)
        && ctx
            .attr(spec)
            .dialect_storage::<data_layout::DataLayoutSpecAttr>()
            .is_some()
    {
        data_layout::verify_data_layout_op(ctx, op)?;
    }
    Ok(())
}

fn module_parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
    let mut props = ModuleProperties::default();
    if parser.p.at(crate::asm::lexer::TokenKind::AtIdent) {
        let name = parser.p.parse_symbol_name()?;
        let text = name.as_str(parser.p.ctx).to_string();
        props.sym_name = Some(Attribute::string(parser.p.ctx, &text));
    }
    let entries = parser.parse_optional_attr_dict_with_keyword()?;
    let mut rest = Vec::new();
    for (n, a) in entries {
        match n.as_str(parser.p.ctx) {
            "sym_name" => props.sym_name = Some(a),
            "sym_visibility" => props.sym_visibility = Some(a),
            _ => rest.push((n, a)),
        }
    }
    if !rest.is_empty() {
        state.attributes = Some(Attribute::dictionary(parser.p.ctx, &rest));
    }
    // mlir-opt parses the body without a fresh name scope; isolation is the verifier's job.
    let region = parser.parse_region(false)?;
    let ctx = parser.ctx();
    if ctx.region(region).blocks().is_empty() {
        let b = BlockId::create(ctx);
        region.append_block(ctx, b);
    }
    state.regions.push(region);
    state.properties = PropertyStorage::Typed(Box::new(props));
    Ok(())
}

fn module_print(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.context();
    // `module` in the builtin dialect's scope, `builtin.module` in a region of an operation
    // with another default dialect.
    p.print_op_name(op);
    if let Some(name) = ctx
        .op(op)
        .properties::<ModuleProperties>()
        .and_then(|m| m.sym_name)
        .and_then(|a| ctx.attr(a).string_value())
    {
        p.write(" ");
        p.print_symbol_name(&name);
    }
    // `attr-dict-with-keyword`: every attribute but the ones the format prints (sym_name),
    // the inherent `sym_visibility` included, sorted by name.
    let mut attrs = ctx.op(op).discardable_attrs().to_vec();
    if let Some(vis) = ctx
        .op(op)
        .properties::<ModuleProperties>()
        .and_then(|m| m.sym_visibility)
    {
        if let Some(id) = Identifier::lookup(ctx, "sym_visibility") {
            attrs.push((id, vis));
            attrs.sort_by(|a, b| a.0.as_str(ctx).cmp(b.0.as_str(ctx)));
        }
    }
    if !attrs.is_empty() {
        p.write(" attributes ");
        p.print_attribute_dict(&attrs);
    }
    p.write(" ");
    if let Some(&r) = ctx.op(op).regions().first() {
        p.print_region(r, false, true, false);
    }
}

/// Registers the builtin dialect (`builtin.module`) in `ctx`; does nothing when it is
/// already registered.
pub fn register_builtin_dialect(ctx: &mut Context) {
    if let Some(n) = OperationName::lookup(ctx, "builtin.module") {
        if ctx.op_name(n).is_registered() {
            return;
        }
    }
    ctx.register_op(
        OpDefinition::new("builtin.module")
            .with_trait(OneRegion)
            .with_trait(ZeroResults)
            .with_trait(ZeroSuccessors)
            .with_trait(ZeroOperands)
            .with_trait(NoRegionArguments)
            .with_trait(NoTerminator)
            .with_trait(SingleBlock)
            .with_invariants(module_invariants)
            .with_trait(AffineScope)
            .with_trait(IsIsolatedFromAbove)
            .with_trait(SymbolTable)
            .with_trait(Symbol { optional: true })
            .with_trait(HasOnlyGraphRegion)
            .with_verifier(module_verify)
            .with_properties(MODULE_PROPERTIES)
            .with_parser(module_parse)
            .with_printer(module_print)
            .with_op_interface::<OpAsmOpInterface>(OpAsmOpInterface::model::<ModuleOp>())
            .with_op_interface::<DataLayoutOpInterface>(DataLayoutOpInterface::model::<ModuleOp>()),
    );
    // Variadic operands and results of any type.
    ctx.register_op(
        OpDefinition::new("builtin.unrealized_conversion_cast")
            .with_trait(ZeroRegions)
            .with_trait(ZeroSuccessors)
            .with_pure()
            .with_parser(unrealized_conversion_cast_parse)
            .with_printer(unrealized_conversion_cast_print)
            .with_folder(unrealized_conversion_cast_fold)
            .with_verifier(unrealized_conversion_cast_verify),
    );
}

/// What the parser wraps a file in: a `builtin.module` (see
/// [`crate::asm::op_parser::parse_source`]); the context installs it.
pub(crate) const TOP_LEVEL_CONTAINER: TopLevelContainer = TopLevelContainer {
    register: register_builtin_dialect,
    create: |ctx, loc| {
        let module = ModuleOp::create(ctx, loc);
        let block = module.body(ctx);
        (module.op(), block)
    },
};

/// A `builtin.module`: the thin `Copy` view over its operation, as generated op types are.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ModuleOp(OpId);

impl OpView for ModuleOp {
    const NAME: &'static str = "builtin.module";
    fn from_op_unchecked(op: OpId) -> Self {
        ModuleOp(op)
    }
    fn op(self) -> OpId {
        self.0
    }
}

/// Operations in a module may omit the `builtin.` prefix.
/// `ModuleOp`'s data layout: the first discardable attribute that is a layout
/// specification (the DLTI dialect's `dlti.dl_spec`), and likewise the target system
/// specification; the query methods are MLIR's defaults.
impl DataLayoutOpInterfaceImpl for ModuleOp {
    fn get_data_layout_spec(self, ctx: &Context) -> Option<DataLayoutSpecInterface> {
        ctx.op(self.0)
            .discardable_attrs()
            .iter()
            .find_map(|(_, v)| DataLayoutSpecInterface::cast(ctx, *v))
    }

    fn get_target_system_spec(self, ctx: &Context) -> Option<TargetSystemSpecInterface> {
        ctx.op(self.0)
            .discardable_attrs()
            .iter()
            .find_map(|(_, v)| TargetSystemSpecInterface::cast(ctx, *v))
    }
}

impl OpAsmOpInterfaceImpl for ModuleOp {
    fn get_default_dialect(_ctx: &Context) -> String {
        "builtin".to_string()
    }
}

impl ModuleOp {
    /// Creates a detached, unnamed `builtin.module` at `loc` with its one empty body block
    /// (MLIR's `ModuleOp::create(loc)`), registering the builtin dialect if needed.
    pub fn create(ctx: &mut Context, loc: Location) -> Self {
        Self::build(ctx, loc, None)
    }

    /// Creates a detached `builtin.module` named `@name` at `loc` with its one empty body
    /// block (MLIR's `ModuleOp::create(loc, name)`).
    pub fn create_named(ctx: &mut Context, loc: Location, name: &str) -> Self {
        Self::build(ctx, loc, Some(name))
    }

    fn build(ctx: &mut Context, loc: Location, name: Option<&str>) -> Self {
        register_builtin_dialect(ctx);
        let region = RegionId::create(ctx);
        let body = BlockId::create(ctx);
        region.append_block(ctx, body);
        let op_name = OperationName::get(ctx, Self::NAME);
        let mut state = OperationState::new(op_name, loc);
        state.regions.push(region);
        state.set_properties(ModuleProperties {
            sym_name: name.map(|n| Attribute::string(ctx, n)),
            sym_visibility: None,
        });
        ModuleOp(OpId::create(ctx, state))
    }

    /// The module operation.
    pub fn op(self) -> OpId {
        self.0
    }

    /// The body block, or `None` for a module without one (only a module parsed from the
    /// generic form and not yet verified can lack it).
    pub fn try_body(self, ctx: &Context) -> Option<BlockId> {
        let region = *ctx.op(self.0).regions().first()?;
        ctx.region(region).blocks().first().copied()
    }

    /// The body block (MLIR's `getBody()`).
    ///
    /// # Panics
    /// When the module has no body block: see [`ModuleOp::try_body`] for modules that have
    /// not been verified.
    pub fn body(self, ctx: &Context) -> BlockId {
        self.try_body(ctx)
            .expect("a builtin.module has a body block (it verifies as SingleBlock)")
    }

    /// The symbol name (`@name`), if the module has one.
    pub fn name(self, ctx: &Context) -> Option<String> {
        ctx.op(self.0)
            .properties::<ModuleProperties>()
            .and_then(|p| p.sym_name)
            .and_then(|a| ctx.attr(a).string_value())
    }
}

impl<'c> OpBuilder<'c> {
    /// A builder inserting at the end of `module`'s body, as MLIR's
    /// `OpBuilder::atBlockEnd(module.getBody())`.
    ///
    /// # Panics
    /// When the module has no body block (see [`ModuleOp::body`]).
    pub fn at_module_end(ctx: &'c mut Context, module: ModuleOp) -> Self {
        let body = module.body(ctx);
        OpBuilder::at_block_end(ctx, body)
    }
}
