//! The operation parser, built on [`Parser`]: results, operands, successors, properties,
//! regions and blocks with forward references, attribute dictionaries, function types and
//! trailing locations, plus the custom form of registered operations. Top-level operations
//! are parsed into a `builtin.module`, which is kept as the result unless the file holds
//! exactly one operation that is itself a `builtin.module`, as mlir-opt does.
//!
//! Name scoping follows mlir-opt: values are visible in nested regions and disappear when
//! their region ends; a region parsed for an isolated-from-above custom operation starts a
//! fresh scope; uses may precede definitions (a placeholder stands in until the definition
//! arrives); blocks may be referenced before they are defined within their region.

use foldhash::HashMap;
use std::borrow::Cow;

use crate::asm::lexer::{Span, TokenKind};
use crate::asm::parser::{PResult, Parser, SourceTables};

use crate::diag::Diagnostic;
use crate::ir::{BlockId, OpId, OperationState, PropertyStorage, RegionId, Value};
use crate::location::LocKind;
use crate::registry::{OpDefinition, OperationName};
use crate::resources::{Blob, ResourceValue};
use crate::types::{Identifier, TypeKind};
use crate::{Attribute, Context, Location, Type};

/// Parses the custom form of a registered operation (its name already consumed) into
/// `state`.
pub type CustomParseFn = fn(&mut OpParser<'_>, &mut OperationState) -> PResult<()>;

/// The custom-form parser as an [`OpDefinition`] extension.
struct CustomParser(CustomParseFn);

impl OpDefinition {
    /// Sets the custom-form parser.
    pub fn with_parser(mut self, f: CustomParseFn) -> Self {
        self.set_extension(CustomParser(f));
        self
    }

    /// The custom-form parser, if one was set.
    pub(crate) fn parser(&self) -> Option<CustomParseFn> {
        self.extension::<CustomParser>().map(|p| p.0)
    }
}

/// The container [`parse_source`] wraps a file's top-level operations in. The builtin
/// dialect, a layer above the parser, provides it (`builtin.module`), and the context
/// installs it when it is created, so the parser names no dialect.
#[derive(Clone, Copy)]
pub(crate) struct TopLevelContainer {
    /// Registers the container's dialect (does nothing when it is already registered).
    pub(crate) register: fn(&mut Context),
    /// Creates a detached, empty container at a location: the operation and the block the
    /// top-level operations go in.
    pub(crate) create: fn(&mut Context, Location) -> (OpId, BlockId),
}

/// How deeply regions may nest. Parsing, verifying and printing recurse per level, so the
/// limit keeps any input from overflowing the stack (mlir-opt itself crashes a few thousand
/// levels deep).
pub const MAX_REGION_NESTING: u32 = 1000;

/// A definition or placeholder for one SSA name (one entry per result number).
#[derive(Clone, Copy)]
struct ValueEntry {
    value: Option<Value>,
    /// Byte offset of the definition or first use.
    at: usize,
}

/// The definitions of one SSA name, one per result number: almost always only `#0`, kept
/// without an allocation.
#[derive(Clone)]
enum Entries {
    One(ValueEntry),
    Many(Vec<ValueEntry>),
}

impl Entries {
    const EMPTY: ValueEntry = ValueEntry { value: None, at: 0 };

    fn new(n: usize, entry: ValueEntry) -> Entries {
        if n == 0 {
            return Entries::One(entry);
        }
        let mut all = vec![Self::EMPTY; n + 1];
        all[n] = entry;
        Entries::Many(all)
    }

    fn get(&self, n: usize) -> Option<ValueEntry> {
        match self {
            Entries::One(e) => (n == 0).then_some(*e),
            Entries::Many(all) => all.get(n).copied(),
        }
    }

    fn set(&mut self, n: usize, entry: ValueEntry) {
        match self {
            Entries::One(e) if n == 0 => *e = entry,
            Entries::One(e) => {
                let mut all = vec![*e];
                all.resize(n + 1, Self::EMPTY);
                all[n] = entry;
                *self = Entries::Many(all);
            }
            Entries::Many(all) => {
                if all.len() <= n {
                    all.resize(n + 1, Self::EMPTY);
                }
                all[n] = entry;
            }
        }
    }
}

/// The SSA names of one isolated region. A name is a slice of the source when it is written
/// there (always, for names the parser reads), so defining one copies nothing.
#[derive(Default)]
struct IsolatedScope<'a> {
    values: HashMap<Cow<'a, str>, Entries>,
    /// Names defined in each nested (non-isolated) scope, innermost last.
    defs_per_scope: Vec<Vec<Cow<'a, str>>>,
}

struct BlockDef {
    block: BlockId,
    at: usize,
}

/// The name of an SSA value as written, with its `%`. Names of up to 22 bytes (nearly all)
/// are held inline, so reading an operand does not allocate.
#[derive(Clone, PartialEq, Eq)]
pub struct SsaName(SsaNameRepr);

#[derive(Clone, PartialEq, Eq)]
enum SsaNameRepr {
    Inline { len: u8, bytes: [u8; 22] },
    Heap(Box<str>),
}

impl SsaName {
    /// The name `text` (with its `%`).
    pub fn new(text: &str) -> Self {
        let mut bytes = [0u8; 22];
        match bytes.get_mut(..text.len()) {
            Some(head) => {
                head.copy_from_slice(text.as_bytes());
                SsaName(SsaNameRepr::Inline {
                    len: text.len() as u8,
                    bytes,
                })
            }
            None => SsaName(SsaNameRepr::Heap(text.into())),
        }
    }

    /// The name as text.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            // Whole UTF-8 text was copied in, so this never falls back.
            SsaNameRepr::Inline { len, bytes } => {
                std::str::from_utf8(&bytes[..*len as usize]).unwrap_or_default()
            }
            SsaNameRepr::Heap(s) => s,
        }
    }
}

impl std::ops::Deref for SsaName {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl std::fmt::Display for SsaName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::fmt::Debug for SsaName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl From<&str> for SsaName {
    fn from(text: &str) -> Self {
        SsaName::new(text)
    }
}

/// A reference to a value by name, not yet resolved: `%name` or `%name#number`.
#[derive(Clone, Debug)]
pub struct UnresolvedOperand {
    /// The name with its `%`.
    pub name: SsaName,
    /// The result number.
    pub number: u32,
    /// Where the reference is.
    pub span: Span,
}

/// An argument of a region's entry block that a custom parser reads before the region, as
/// in `func.func @f(%arg0: i32 loc("a":1:2))` (MLIR's `OpAsmParser::Argument`).
#[derive(Clone, Debug)]
pub struct RegionArgument {
    /// The name (`%arg0`).
    pub name: UnresolvedOperand,
    /// The type.
    pub ty: Type,
    /// The location written after it, if any (else the argument is located at its name).
    pub loc: Option<Location>,
}

/// The operation parser: owns the [`Parser`] and the SSA/block name scopes.
pub struct OpParser<'a> {
    /// The token-level parser with type, attribute and location syntax.
    pub p: Parser<'a>,
    isolated: Vec<IsolatedScope<'a>>,
    blocks_by_name: Vec<HashMap<String, BlockDef>>,
    forward_blocks: Vec<Vec<(BlockId, usize)>>,
    /// Placeholder values standing for forward references, with their first use.
    placeholders: HashMap<Value, usize>,
    placeholder_name: OperationName,
    /// How many regions enclose the current position.
    region_depth: u32,
    /// The name of the custom op being parsed (MLIR's `getNameLoc`).
    name_span: Span,
    /// Errors reported after the first one (mlir-opt lists every undefined block).
    extra_errors: Vec<Diagnostic>,
    /// Operations and block arguments whose `loc(#alias)` names an alias defined later.
    deferred_locs: Vec<(DeferredLoc, Location)>,
    /// The dialect whose prefix an operation name may omit, per custom operation being
    /// parsed (its `OpAsmOpInterface::getDefaultDialect`), innermost last; `builtin` at the
    /// top level.
    default_dialects: Vec<String>,
    /// The name of each operation parsed in its custom form, shared by the errors that name
    /// it.
    op_name_texts: HashMap<OperationName, std::rc::Rc<str>>,
    /// Per operation being parsed, innermost last, the result names written before it
    /// (`%a, %b:2 =`), each with how many results it binds (MLIR's `getNumResults` and
    /// `getResultName` read them).
    result_names: Vec<Vec<(UnresolvedOperand, u32)>>,
    /// When function bodies are parsed on threads: the bodies skipped so far, to be parsed
    /// once the rest of the source is read (see [`parse_body_region`](OpParser::parse_body_region)).
    deferred_bodies: Option<Vec<DeferredBody>>,
}

/// What a deferred location belongs to.
#[derive(Clone, Copy)]
enum DeferredLoc {
    Op(OpId),
    Arg(Value),
}

/// Parses a whole `.mlir` source into a wrapping `builtin.module` (located at
/// `"file":0:0`) holding the top-level operations; verifies nothing (see
/// [`crate::verify::verify`] and [`unwrap_single_module`]). On failure returns every error
/// mlir-opt would report.
pub fn parse_source(ctx: &mut Context, src: &str, file: &str) -> Result<OpId, Vec<Diagnostic>> {
    if ctx.worth_threads(src.len())
        && let Some(wrapper) = parse_source_on_threads(ctx, src, file)
    {
        return Ok(wrapper);
    }
    OpParser::new(ctx, src, file).parse_source()
}

/// When `wrapper` (as returned by [`parse_source`]) holds exactly one operation and that is
/// a `builtin.module`, detaches and returns that inner module, erasing the wrapper;
/// otherwise returns `wrapper`. mlir-opt verifies the wrapper (so symbol clashes among
/// top-level operations are found) and prints the inner module; call this after
/// verification, before printing.
pub fn unwrap_single_module(ctx: &mut Context, wrapper: OpId) -> OpId {
    let Some(&region) = ctx.op(wrapper).regions().first() else {
        return wrapper;
    };
    let Some(&block) = ctx.region(region).blocks().first() else {
        return wrapper;
    };
    let ops: Vec<OpId> = ctx.block(block).ops().collect();
    if ops.len() == 1 && ctx.op_name(ctx.op(ops[0]).name()).as_str() == "builtin.module" {
        let inner = ops[0];
        inner.remove(ctx);
        wrapper.erase(ctx);
        return inner;
    }
    wrapper
}

/// The text of the operation name `name`.
impl<'a> OpParser<'a> {
    /// A parser of the whole of `src`.
    fn new(ctx: &'a mut Context, src: &'a str, file: &str) -> Self {
        let container = ctx.top_level;
        (container.register)(ctx);
        let placeholder_name = OperationName::get(ctx, "<<forward reference>>");
        Self::with_parser(Parser::new(ctx, src, file), placeholder_name)
    }

    /// A parser reading with `p`, outside any scope.
    fn with_parser(p: Parser<'a>, placeholder_name: OperationName) -> Self {
        OpParser {
            p,
            isolated: Vec::new(),
            blocks_by_name: Vec::new(),
            forward_blocks: Vec::new(),
            placeholders: HashMap::default(),
            placeholder_name,
            deferred_locs: Vec::new(),
            default_dialects: vec!["builtin".to_string()],
            op_name_texts: HashMap::default(),
            result_names: Vec::new(),
            extra_errors: Vec::new(),
            region_depth: 0,
            name_span: Span::default(),
            deferred_bodies: None,
        }
    }

    /// Parses the whole source into a wrapping operation (see [`parse_source`]).
    fn parse_source(&mut self) -> Result<OpId, Vec<Diagnostic>> {
        let container = self.p.ctx.top_level;
        let file_loc = {
            let file = self.p.file_name().to_string();
            Location::file_line_col(self.p.ctx, &file, 0, 0)
        };
        let (wrapper, block) = (container.create)(self.p.ctx, file_loc);
        self.push_scope(true);
        if let Err(d) = self.parse_top_level(block) {
            let mut all = vec![d];
            all.append(&mut self.extra_errors);
            return Err(all);
        }
        self.finalize()?;
        Ok(wrapper)
    }

    /// The context.
    pub fn ctx(&mut self) -> &mut Context {
        self.p.ctx
    }

    fn file_loc_at(&mut self, offset: usize) -> Location {
        self.p.file_loc(offset)
    }

    fn type_str(&self, ty: Type) -> String {
        crate::asm::printer::quoted_type(self.p.ctx, ty)
    }

    // ----- scopes ---------------------------------------------------------------------------

    fn push_scope(&mut self, isolated: bool) {
        self.blocks_by_name.push(HashMap::default());
        self.forward_blocks.push(Vec::new());
        if isolated || self.isolated.is_empty() {
            self.isolated.push(IsolatedScope::default());
        }
        self.isolated
            .last_mut()
            .expect("a scope was pushed")
            .defs_per_scope
            .push(Vec::new());
    }

    fn pop_scope(&mut self) -> PResult<()> {
        let forward = self.forward_blocks.pop().expect("scope stack is balanced");
        if !forward.is_empty() {
            // mlir-opt reports every undefined block of the region, in source order.
            let mut at: Vec<usize> = forward.iter().map(|&(_, a)| a).collect();
            at.sort_unstable();
            let mut errors = at.into_iter().map(|a| {
                self.p
                    .error_at(Span::at(a), "reference to an undefined block")
            });
            let first = errors.next().expect("at least one undefined block");
            self.extra_errors.extend(errors);
            return Err(first);
        }
        let scope = self.isolated.last_mut().expect("scope stack is balanced");
        if scope.defs_per_scope.len() == 1 {
            self.isolated.pop();
        } else {
            let defs = scope.defs_per_scope.pop().expect("nested scope");
            for d in defs {
                scope.values.remove(&d);
            }
        }
        self.blocks_by_name.pop();
        Ok(())
    }

    fn finalize(&mut self) -> Result<(), Vec<Diagnostic>> {
        if !self.placeholders.is_empty() {
            let mut at: Vec<usize> = self.placeholders.values().copied().collect();
            at.sort_unstable();
            return Err(at
                .into_iter()
                .map(|a| {
                    self.p
                        .error_at(Span::at(a), "use of undeclared SSA value name")
                })
                .collect());
        }
        for (target, loc) in std::mem::take(&mut self.deferred_locs) {
            let resolved = self.p.resolve_location(loc).map_err(|d| vec![d])?;
            match target {
                DeferredLoc::Op(op) => op.set_loc(self.p.ctx, resolved),
                DeferredLoc::Arg(v) => v.set_loc(self.p.ctx, resolved),
            }
        }
        self.pop_scope().map_err(|d| {
            let mut all = vec![d];
            all.append(&mut self.extra_errors);
            all
        })
    }

    /// The name of `operand` as a scope key: its text in the source when it is written
    /// there, else a copy.
    fn name_key(&self, operand: &UnresolvedOperand) -> Cow<'a, str> {
        let start = operand.span.start as usize;
        match self.p.source().get(start..start + operand.name.len()) {
            Some(text) if text == operand.name.as_str() => Cow::Borrowed(text),
            _ => Cow::Owned(operand.name.to_string()),
        }
    }

    /// Sets entry `n` of `name` in the current isolated scope.
    fn set_entry(&mut self, name: Cow<'a, str>, n: usize, entry: ValueEntry) {
        let values = &mut self.isolated.last_mut().expect("inside a scope").values;
        match values.get_mut(name.as_ref()) {
            Some(entries) => entries.set(n, entry),
            None => {
                values.insert(name, Entries::new(n, entry));
            }
        }
    }

    /// Entry `n` of `name` in the current isolated scope, without creating anything.
    fn entry(&self, name: &str, n: usize) -> Option<ValueEntry> {
        self.isolated
            .last()
            .and_then(|s| s.values.get(name))
            .and_then(|e| e.get(n))
    }

    /// Resolves a use of `operand` with type `ty`, creating a placeholder for a forward
    /// reference.
    pub fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> PResult<Value> {
        let n = operand.number as usize;
        if let Some(ValueEntry { value: Some(v), at }) = self.entry(&operand.name, n) {
            let vt = self.p.ctx.value(v).ty();
            if vt == ty {
                return Ok(v);
            }
            let msg = format!(
                "use of value '{}' expects different type than prior uses: {} vs {}",
                operand.name,
                self.type_str(ty),
                self.type_str(vt)
            );
            return Err(self
                .p
                .error_at(operand.span, msg)
                .with_note(self.p.note_at(Span::at(at), "prior use here")));
        }
        if let Some(ValueEntry {
            value: Some(v0), ..
        }) = self.entry(&operand.name, 0)
        {
            if !self.placeholders.contains_key(&v0) {
                return Err(self
                    .p
                    .error_at(operand.span, "reference to invalid result number"));
            }
        }
        let loc = Location::unknown(self.p.ctx);
        let mut state = OperationState::new(self.placeholder_name, loc);
        state.result_types.push(ty);
        let ph = OpId::create(self.p.ctx, state);
        let v = self.p.ctx.op(ph).result(0);
        self.placeholders.insert(v, operand.span.start as usize);
        let key = self.name_key(operand);
        self.set_entry(
            key,
            n,
            ValueEntry {
                value: Some(v),
                at: operand.span.start as usize,
            },
        );
        Ok(v)
    }

    /// Binds `name#number` to `value` in the current scope.
    fn add_definition(&mut self, operand: &UnresolvedOperand, value: Value) -> PResult<()> {
        let n = operand.number as usize;
        let existing = self.entry(&operand.name, n);
        if let Some(ValueEntry {
            value: Some(old),
            at,
        }) = existing
        {
            if !self.placeholders.contains_key(&old) {
                return Err(self
                    .p
                    .error_at(
                        operand.span,
                        format!("redefinition of SSA value '{}'", operand.name),
                    )
                    .with_note(self.p.note_at(Span::at(at), "previously defined here")));
            }
            let (ot, nt) = (self.p.ctx.value(old).ty(), self.p.ctx.value(value).ty());
            if ot != nt {
                let msg = format!(
                    "definition of SSA value '{}#{}' has type {}",
                    operand.name,
                    operand.number,
                    self.type_str(nt)
                );
                let note = format!("previously used here with type {}", self.type_str(ot));
                return Err(self
                    .p
                    .error_at(operand.span, msg)
                    .with_note(self.p.note_at(Span::at(at), note)));
            }
            old.replace_all_uses_with(self.p.ctx, value);
            self.placeholders.remove(&old);
            let ph = self
                .p
                .ctx
                .value(old)
                .defining_op()
                .expect("placeholders are results");
            ph.erase(self.p.ctx);
        }
        let key = self.name_key(operand);
        self.set_entry(
            key.clone(),
            n,
            ValueEntry {
                value: Some(value),
                at: operand.span.start as usize,
            },
        );
        // The names of an isolated scope's own region go with the scope; only those of
        // nested regions are removed one by one.
        let scope = self.isolated.last_mut().expect("inside a scope");
        if scope.defs_per_scope.len() > 1 {
            scope
                .defs_per_scope
                .last_mut()
                .expect("inside a scope")
                .push(key);
        }
        Ok(())
    }

    fn block_named(&mut self, name: &str, at: usize) -> BlockId {
        if let Some(d) = self.blocks_by_name.last().and_then(|m| m.get(name)) {
            return d.block;
        }
        let b = BlockId::create(self.p.ctx);
        self.blocks_by_name
            .last_mut()
            .expect("inside a scope")
            .insert(name.to_string(), BlockDef { block: b, at });
        self.forward_blocks
            .last_mut()
            .expect("inside a scope")
            .push((b, at));
        b
    }

    // ----- top level ------------------------------------------------------------------------

    /// `{-# dialect_resources: {...}, external_resources: {...} #-}`: the builtin dialect's
    /// blobs and the external resources go into the context (see [`crate::resources`]).
    /// Other dialects have no resources: a section for one is an error, as in mlir-opt.
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.p.bump();
        loop {
            if !self.p.at(TokenKind::BareIdent) {
                return Err(self
                    .p
                    .error_expected("expected identifier key in file metadata dictionary"));
            }
            let key_tok = self.p.bump();
            let key = key_tok.text(self.p.source()).to_string();
            self.p.expect(TokenKind::Colon, "expected ':'")?;
            match key.as_str() {
                "dialect_resources" => self.parse_resource_section(true)?,
                "external_resources" => self.parse_resource_section(false)?,
                _ => {
                    return Err(self.p.error_at(
                        key_tok.span,
                        format!("unknown key '{key}' in file metadata dictionary"),
                    ));
                }
            }
            if !self.p.eat(TokenKind::Comma) {
                break;
            }
        }
        self.p
            .expect(TokenKind::FileMetadataEnd, "expected '#-}'")?;
        Ok(())
    }

    /// `{ group: { key: value, ... }, ... }` of one resource section.
    fn parse_resource_section(&mut self, dialect: bool) -> PResult<()> {
        self.p.expect(TokenKind::LBrace, "expected '{'")?;
        if self.p.eat(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            let group_at = self.p.span();
            let group = self.parse_resource_key()?;
            self.p.expect(TokenKind::Colon, "expected ':'")?;
            self.p.expect(TokenKind::LBrace, "expected '{'")?;
            if dialect && group != "builtin" {
                // Only the builtin dialect has resources here.
                return Err(if self.p.ctx.is_dialect_registered(&group) {
                    let here = self.p.span();
                    self.p.error_at(
                        here,
                        format!("unexpected 'resource' section for dialect '{group}'"),
                    )
                } else {
                    self.p
                        .error_at(group_at, format!("dialect '{group}' is unknown"))
                });
            }
            if !self.p.eat(TokenKind::RBrace) {
                loop {
                    let key = self.parse_resource_key()?;
                    self.p.expect(TokenKind::Colon, "expected ':'")?;
                    self.parse_resource_entry(dialect, &group, &key)?;
                    if !self.p.eat(TokenKind::Comma) {
                        break;
                    }
                }
                self.p.expect(TokenKind::RBrace, "expected '}'")?;
            }
            if !self.p.eat(TokenKind::Comma) {
                break;
            }
        }
        self.p.expect(TokenKind::RBrace, "expected '}'")?;
        Ok(())
    }

    /// A resource group name or entry key: an identifier or a string.
    fn parse_resource_key(&mut self) -> PResult<String> {
        if self.p.at(TokenKind::String) || self.p.at(TokenKind::BareIdent) {
            return self.p.parse_keyword_or_string();
        }
        Err(self
            .p
            .error_expected("expected identifier key for 'resource' entry"))
    }

    /// One entry `key: value` of the resource group `group`.
    fn parse_resource_entry(&mut self, dialect: bool, group: &str, key: &str) -> PResult<()> {
        let value_at = self.p.span();
        let value = match self.p.peek_kind() {
            TokenKind::String => {
                let tok = self.p.bump();
                ResourceValue::String(self.p.string_value(tok))
            }
            TokenKind::BareIdent if matches!(self.p.text(), "true" | "false") => {
                let tok = self.p.bump();
                ResourceValue::Bool(tok.text(self.p.source()) == "true")
            }
            _ => {
                let message = if dialect {
                    format!("expected hex string blob for key '{key}'")
                } else {
                    format!("expected string value for key '{key}'")
                };
                return Err(self.p.error_at(value_at, message));
            }
        };
        if !dialect {
            let value = match &value {
                ResourceValue::String(bytes) => {
                    match std::str::from_utf8(bytes).ok().and_then(Blob::from_hex) {
                        Some(Some(blob)) => ResourceValue::Blob(blob),
                        _ => value,
                    }
                }
                _ => value,
            };
            self.p.ctx.add_external_resource(group, key, value);
            return Ok(());
        }
        let blob = match &value {
            ResourceValue::String(bytes) => {
                std::str::from_utf8(bytes).ok().and_then(Blob::from_hex)
            }
            _ => None,
        };
        match blob {
            Some(Some(blob)) => {
                self.p.ctx.set_resource_blob(key, blob);
                Ok(())
            }
            Some(None) => Err(self.p.error_at(
                value_at,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 \
                     bytes"
                ),
            )),
            None => Err(self.p.error_at(
                value_at,
                format!("expected hex string blob for key '{key}'"),
            )),
        }
    }

    fn parse_top_level(&mut self, block: BlockId) -> PResult<()> {
        loop {
            match self.p.peek_kind() {
                TokenKind::Eof => return Ok(()),
                TokenKind::HashIdent | TokenKind::BangIdent => self.p.parse_alias_definition()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    self.parse_operation(block)?;
                }
            }
        }
    }

    // ----- operations -----------------------------------------------------------------------

    /// Parses `%x = %y:2 = ...` style result bindings, then one operation appended to
    /// `block`.
    pub fn parse_operation(&mut self, block: BlockId) -> PResult<OpId> {
        // Regions recurse through here: the result names and their binding are out of line,
        // so that each level of nesting costs little stack.
        let start = self.p.span();
        let (results, expected) = self.parse_result_names()?;
        // Held by the parser while the operation is parsed (moved, not copied), and taken
        // back to bind them.
        self.result_names.push(results);
        let op = match self.p.peek_kind() {
            // mlir-opt's lexer makes `i32`, `si8` and `ui16` integer-type tokens, which cannot
            // name an operation.
            TokenKind::BareIdent if is_integer_type_spelling(self.p.text()) => {
                Err(self.p.error_expected("expected operation name in quotes"))
            }
            TokenKind::BareIdent => self.parse_custom_operation(),
            TokenKind::String => self.parse_generic_operation(),
            _ => Err(self.p.error_expected("expected operation name in quotes")),
        };
        let results = self.result_names.pop().unwrap_or_default();
        let op = op?;
        block.append_op(self.p.ctx, op);
        if !results.is_empty() {
            self.bind_results(op, start, results, expected)?;
        }
        Ok(op)
    }

    /// How many results the names before the operation being parsed bind (MLIR's
    /// `OpAsmParser::getNumResults`), for a custom parser.
    pub fn num_results(&self) -> usize {
        self.result_names
            .last()
            .map_or(0, |names| names.iter().map(|(_, n)| *n as usize).sum())
    }

    /// The name (without `%`) of result `index` of the operation being parsed, with its
    /// number within that name's group (MLIR's `OpAsmParser::getResultName`).
    pub fn result_name(&self, index: usize) -> Option<(&str, u32)> {
        let mut first = 0usize;
        for (name, n) in self.result_names.last()? {
            if index < first + *n as usize {
                let text = name.name.as_str();
                return Some((
                    text.strip_prefix('%').unwrap_or(text),
                    (index - first) as u32,
                ));
            }
            first += *n as usize;
        }
        None
    }

    /// `%a, %b:2 =` before an operation: the names, how many results each binds, and the
    /// total.
    #[inline(never)]
    fn parse_result_names(&mut self) -> PResult<(Vec<(UnresolvedOperand, u32)>, usize)> {
        let mut results: Vec<(UnresolvedOperand, u32)> = Vec::new();
        let mut expected = 0usize;
        if self.p.at(TokenKind::PercentIdent) {
            loop {
                let tok = self
                    .p
                    .expect(TokenKind::PercentIdent, "expected valid ssa identifier")?;
                let mut count = 1u32;
                if self.p.eat(TokenKind::Colon) {
                    if !self.p.at(TokenKind::Integer) {
                        return Err(self.p.error_expected("expected integer number of results"));
                    }
                    let v = self.p.text().parse::<u64>().ok();
                    match v {
                        Some(v) if v >= 1 && v <= u32::MAX as u64 => count = v as u32,
                        _ => {
                            return Err(self
                                .p
                                .error_here("expected named operation to have at least 1 result"));
                        }
                    }
                    self.p.bump();
                }
                results.push((
                    UnresolvedOperand {
                        name: SsaName::new(self.p.token_text(tok)),
                        number: 0,
                        span: tok.span,
                    },
                    count,
                ));
                expected += count as usize;
                if !self.p.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.p
                .expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        Ok((results, expected))
    }

    /// Gives the results of `op` the names parsed before it (`start` is where they began).
    #[inline(never)]
    fn bind_results(
        &mut self,
        op: OpId,
        start: Span,
        results: Vec<(UnresolvedOperand, u32)>,
        expected: usize,
    ) -> PResult<()> {
        let n = self.p.ctx.op(op).num_results();
        if n == 0 {
            return Err(self
                .p
                .error_at(start, "cannot name an operation with no results"));
        }
        if n != expected {
            return Err(self.p.error_at(
                start,
                format!("operation defines {n} results but was provided {expected} to bind"),
            ));
        }
        let mut index = 0;
        for (name, count) in results {
            for sub in 0..count {
                let v = self.p.ctx.op(op).result(index);
                index += 1;
                let def = UnresolvedOperand {
                    number: sub,
                    ..name.clone()
                };
                self.add_definition(&def, v)?;
            }
        }
        Ok(())
    }

    fn check_dialect(&mut self, name: &str, span: Span) -> PResult<()> {
        let ctx = &*self.p.ctx;
        if let Some(id) = OperationName::lookup(ctx, name) {
            if ctx.op_name(id).is_registered() {
                return Ok(());
            }
        }
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        if !ctx.is_dialect_registered(dialect) && !ctx.allows_unregistered_dialects() {
            return Err(self.p.error_at(
                span,
                "operation being parsed with an unregistered dialect. If this is intended, \
                 please use -allow-unregistered-dialect with the MLIR tool used",
            ));
        }
        Ok(())
    }

    fn parse_generic_operation(&mut self) -> PResult<OpId> {
        // Nothing in a generic operation is parsed by a custom op parser.
        let outer = self.p.set_custom_op(None);
        let parsed = self.parse_generic_operation_body();
        self.p.set_custom_op(outer);
        parsed
    }

    fn parse_generic_operation_body(&mut self) -> PResult<OpId> {
        // The regions recurse into this function; what is parsed before and after them is
        // out of line, so that each level of nesting costs only this frame.
        let (mut state, name, operands, properties) = self.parse_generic_operation_head()?;
        if self.p.eat(TokenKind::LParen) {
            loop {
                let r = self.parse_region(false)?;
                state.regions.push(r);
                if !self.p.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.p
                .expect(TokenKind::RParen, "expected ')' to end region list")?;
        }
        self.parse_generic_operation_tail(state, &name, &operands, properties)
    }

    /// The generic form up to its regions: the name, operands, successors and properties.
    #[inline(never)]
    #[allow(clippy::type_complexity)]
    fn parse_generic_operation_head(
        &mut self,
    ) -> PResult<(
        OperationState,
        String,
        Vec<UnresolvedOperand>,
        Option<Attribute>,
    )> {
        let name_tok = self.p.peek();
        let loc = self.file_loc_at(name_tok.span.start as usize);
        let name_bytes = self.p.string_value(name_tok);
        if name_bytes.is_empty() {
            return Err(self.p.error_here("empty operation name is invalid"));
        }
        if name_bytes.contains(&0) {
            return Err(self
                .p
                .error_here("null character not allowed in operation name"));
        }
        let name = String::from_utf8_lossy(&name_bytes).into_owned();
        self.p.bump();
        // mlir-opt reports an unregistered dialect at the token after the name (the last
        // character at the end of the input).
        let mut after = self.p.peek().span;
        if self.p.at(TokenKind::Eof) {
            after.start = after.start.saturating_sub(1);
        }
        self.check_dialect(&name, after)?;
        let op_name = OperationName::get(self.p.ctx, &name);
        let mut state = OperationState::new(op_name, loc);

        self.p
            .expect(TokenKind::LParen, "expected '(' to start operand list")?;
        let operands = self.parse_optional_ssa_use_list()?;
        self.p
            .expect(TokenKind::RParen, "expected ')' to end operand list")?;

        if self.p.at(TokenKind::LSquare) {
            let registered_non_terminator = self.p.ctx.op_name(op_name).is_registered()
                && !self
                    .p
                    .ctx
                    .op_name(op_name)
                    .has_trait::<crate::traits::IsTerminator>();
            if registered_non_terminator {
                return Err(self.p.error_here("successors in non-terminator"));
            }
            self.p.bump();
            loop {
                state.successors.push(self.parse_successor()?);
                if !self.p.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.p.expect(TokenKind::RSquare, "expected ',' or ']'")?;
        }

        let mut properties = None;
        if self.p.eat(TokenKind::Less) {
            properties = Some(self.p.parse_attribute(None)?);
            self.p
                .expect(TokenKind::Greater, "expected '>' to close properties")?;
        }
        Ok((state, name, operands, properties))
    }

    /// The generic form after its regions: the attribute dictionary, the function type and
    /// the trailing location; creates the operation.
    #[inline(never)]
    fn parse_generic_operation_tail(
        &mut self,
        mut state: OperationState,
        name: &str,
        operands: &[UnresolvedOperand],
        properties: Option<Attribute>,
    ) -> PResult<OpId> {
        if self.p.at(TokenKind::LBrace) {
            let dict = self.p.parse_attribute_dict()?;
            if !matches!(self.p.ctx.attr(dict).kind(), crate::attributes::AttrKind::Dictionary(e) if e.is_empty())
            {
                state.attributes = Some(dict);
            }
        }

        self.p
            .expect(TokenKind::Colon, "expected ':' followed by operation type")?;
        let type_span = self.p.span();
        let ty = self.p.parse_type()?;
        let Some((inputs, outputs)) = self
            .p
            .ctx
            .ty(ty)
            .function_parts()
            .map(|(i, o)| (i.to_vec(), o.to_vec()))
        else {
            return Err(self.p.error_at(type_span, "expected function type"));
        };
        state.result_types = outputs;
        if inputs.len() != operands.len() {
            // mlir-opt indexes "s" by the singular flag, which writes a NUL byte for one
            // operand; reproduced for byte-identical output.
            let plural = if operands.len() == 1 { "\0" } else { "s" };
            return Err(self.p.error_at(
                type_span,
                format!(
                    "expected {} operand type{plural} but had {}",
                    operands.len(),
                    inputs.len()
                ),
            ));
        }
        for (o, t) in operands.iter().zip(inputs) {
            let v = self.resolve_operand(o, t)?;
            state.operands.push(v);
        }

        self.set_properties(&mut state, properties, Some(name), true)?;
        let op = OpId::create(self.p.ctx, state);
        self.parse_trailing_location(DeferredLoc::Op(op))?;
        Ok(op)
    }

    /// Stores parsed properties into `state`: unregistered operations keep the attribute;
    /// registered ones convert it through their properties vtable (or, when `<...>` was
    /// absent, take their inherent attributes from the attribute dictionary, checked against
    /// their constraints first when `generic`, as only MLIR's generic parser does).
    pub(crate) fn set_properties(
        &mut self,
        state: &mut OperationState,
        properties: Option<Attribute>,
        name: Option<&str>,
        generic: bool,
    ) -> PResult<()> {
        // The operation's name as the source spelled it, for errors (the state's otherwise).
        let name = |ctx: &Context| {
            name.map_or_else(
                || ctx.op_name(state.name).as_str().to_string(),
                str::to_string,
            )
        };
        let vtable = self
            .p
            .ctx
            .op_name(state.name)
            .definition()
            .and_then(|d| d.properties);
        let Some(vt) = vtable else {
            if let Some(p) = properties {
                state.properties = PropertyStorage::Attr(p);
            }
            return Ok(());
        };
        let from_attribute = if generic {
            vt.from_attribute
        } else {
            vt.from_parsed_attribute
        };
        match properties {
            Some(attr) => match from_attribute(self.p.ctx, attr) {
                Ok(p) => state.properties = PropertyStorage::Typed(p),
                Err(msg) => {
                    let text = crate::asm::printer::attribute_to_string(self.p.ctx, attr);
                    let name = name(self.p.ctx);
                    return Err(self.loc_error(
                        state.loc,
                        format!("invalid properties {text} for op {name}: {msg}"),
                    ));
                }
            },
            None => {
                let Some(dict) = state.attributes else {
                    state.properties = PropertyStorage::Typed((vt.default)());
                    return Ok(());
                };
                // `verifyInherentAttrs`: inherent attributes written among the discardable
                // ones must satisfy their constraints before they convert to properties.
                let violation = match self.p.ctx.attr(dict).kind() {
                    crate::attributes::AttrKind::Dictionary(e) if generic => {
                        (vt.inherent_attr_violation)(self.p.ctx, e)
                    }
                    _ => None,
                };
                if let Some((attr, summary)) = violation {
                    let name = name(self.p.ctx);
                    return Err(self.loc_error(
                        state.loc,
                        format!(
                            "'{name}' op attribute '{attr}' failed to satisfy constraint: \
                             {summary}"
                        ),
                    ));
                }
                let p = match from_attribute(self.p.ctx, dict) {
                    Ok(p) => p,
                    Err(msg) => {
                        let text = crate::asm::printer::attribute_to_string(self.p.ctx, dict);
                        let name = name(self.p.ctx);
                        return Err(self.loc_error(
                            state.loc,
                            format!("invalid properties {text} for op {name}: {msg}"),
                        ));
                    }
                };
                // Usually every entry is an inherent attribute the properties now hold, and
                // no discardable dictionary is left.
                let all_inherent = match self.p.ctx.attr(dict).kind() {
                    crate::attributes::AttrKind::Dictionary(e) => e.iter().all(|&(n, a)| {
                        (vt.inherent_attr)(self.p.ctx, p.as_ref(), n.as_str(self.p.ctx)) == Some(a)
                    }),
                    _ => false,
                };
                if all_inherent {
                    state.attributes = None;
                    state.properties = PropertyStorage::Typed(p);
                    return Ok(());
                }
                let inherent = (vt.to_attribute)(self.p.ctx, p.as_ref());
                let taken: Vec<Identifier> = match inherent.map(|a| self.p.ctx.attr(a).kind()) {
                    Some(crate::attributes::AttrKind::Dictionary(e)) => {
                        e.iter().map(|(n, _)| *n).collect()
                    }
                    _ => Vec::new(),
                };
                let rest: Vec<(Identifier, Attribute)> = match self.p.ctx.attr(dict).kind() {
                    crate::attributes::AttrKind::Dictionary(e) => e
                        .iter()
                        .filter(|(n, _)| !taken.contains(n))
                        .copied()
                        .collect(),
                    _ => Vec::new(),
                };
                state.attributes = if rest.is_empty() {
                    None
                } else {
                    Some(Attribute::dictionary(self.p.ctx, &rest))
                };
                state.properties = PropertyStorage::Typed(p);
            }
        }
        Ok(())
    }

    /// Parses an optional trailing `loc(...)` for `target`, deferring aliases defined later.
    fn parse_trailing_location(&mut self, target: DeferredLoc) -> PResult<()> {
        let Some(l) = self.p.parse_optional_location()? else {
            return Ok(());
        };
        // The parser stands in for an alias defined later with a location that cannot be
        // written in the text (a fusion of nothing); resolve those at the end of the file.
        if matches!(
            l.kind(self.p.ctx),
            LocKind::Fused { locs, .. } if locs.is_empty()
        ) {
            self.deferred_locs.push((target, l));
        }
        match target {
            DeferredLoc::Op(op) => op.set_loc(self.p.ctx, l),
            DeferredLoc::Arg(v) => v.set_loc(self.p.ctx, l),
        }
        Ok(())
    }

    /// mlir-opt's `invalid properties <attr> for op <name>: <msg>`, at the operation.
    pub(crate) fn invalid_properties(
        &self,
        state: &OperationState,
        attr: Attribute,
        msg: &str,
    ) -> Diagnostic {
        let text = crate::asm::printer::attribute_to_string(self.p.ctx, attr);
        let name = self.p.ctx.op_name(state.name).as_str().to_string();
        self.loc_error(
            state.loc,
            format!("invalid properties {text} for op {name}: {msg}"),
        )
    }

    fn loc_error(&self, loc: Location, msg: String) -> Diagnostic {
        match loc.kind(self.p.ctx) {
            LocKind::FileLineCol { line, col, .. } => {
                let offset = self
                    .p
                    .line_start(*line)
                    .map_or(0, |s| s + *col as usize - 1);
                self.p.error_at(Span::at(offset), msg)
            }
            _ => self.p.error_here(msg),
        }
    }

    // Out of line: the generic path, which nests once per region level, does not carry
    // this frame.
    #[inline(never)]
    fn parse_custom_operation(&mut self) -> PResult<OpId> {
        let name_tok = self.p.peek();
        let text = name_tok.text(self.p.source());
        let ctx = &*self.p.ctx;
        let default_dialect = self.default_dialects.last().map_or("", String::as_str);
        let mut def = OperationName::lookup(ctx, text).filter(|&n| ctx.op_name(n).is_registered());
        if def.is_none() && !text.contains('.') {
            def = OperationName::lookup(ctx, &format!("{default_dialect}.{text}"))
                .filter(|&n| ctx.op_name(n).is_registered());
        }
        let parse = def.and_then(|n| ctx.op_name(n).definition().and_then(|d| d.parser()));
        let (Some(name), Some(parse)) = (def, parse) else {
            let mut note = None;
            let message = match text.split_once('.') {
                // A registered op without a custom form: MLIR's default `Op::parse`.
                _ if def.is_some() => format!("custom op '{text}' has no custom assembly form"),
                Some((dialect, op)) if !op.is_empty() => {
                    if ctx.is_dialect_registered(dialect) {
                        format!("custom op '{text}' is unknown")
                    } else {
                        let mut names = ctx.registered_dialects();
                        names.sort_unstable();
                        note = Some(format!(
                            "Available dialects: {} ; for more info on dialect registration see \
                             https://mlir.llvm.org/getting_started/Faq/\
                             #registered-loaded-dependent-whats-up-with-dialects-management",
                            names.join(", ")
                        ));
                        format!("Dialect `{dialect}' not found for custom op '{text}' ")
                    }
                }
                _ => format!(
                    "custom op '{text}' is unknown (tried '{default_dialect}.{text}' as well)"
                ),
            };
            // mlir-opt consumes the name before it looks it up, so a lexical error in the
            // token after the name is reported first.
            self.p.bump();
            if let Some(lexical) = self.p.lex_error() {
                return Err(lexical);
            }
            let mut err = self.p.error_at(name_tok.span, message);
            if let Some(n) = note {
                err = err.with_note(self.p.note_at(name_tok.span, n));
            }
            return Err(err);
        };
        let loc = self.file_loc_at(name_tok.span.start as usize);
        self.p.bump();
        let mut state = OperationState::new(name, loc);
        let text = self.op_name_text(name);
        let outer = self.p.set_custom_op(Some(text));
        let outer_span = std::mem::replace(&mut self.name_span, name_tok.span);
        let default_dialect = self
            .p
            .ctx
            .op_name(name)
            .default_dialect()
            .unwrap_or_default();
        self.default_dialects.push(default_dialect);
        let parsed = parse(self, &mut state);
        self.default_dialects.pop();
        self.name_span = outer_span;
        self.p.set_custom_op(outer);
        parsed?;
        let op = OpId::create(self.p.ctx, state);
        self.parse_trailing_location(DeferredLoc::Op(op))?;
        Ok(op)
    }

    /// The text of `name`, shared. Kept out of line: parsing recurses through
    /// [`OpParser::parse_operation`] once per region level, so its frame stays small.
    #[inline(never)]
    fn op_name_text(&mut self, name: OperationName) -> std::rc::Rc<str> {
        if let Some(t) = self.op_name_texts.get(&name) {
            return t.clone();
        }
        let t: std::rc::Rc<str> = self.p.ctx.op_name(name).as_str().into();
        self.op_name_texts.insert(name, t.clone());
        t
    }

    // ----- pieces ---------------------------------------------------------------------------

    /// Parses `%name` or `%name#N`.
    pub fn parse_ssa_use(&mut self, allow_result_number: bool) -> PResult<UnresolvedOperand> {
        let tok = self
            .p
            .expect(TokenKind::PercentIdent, "expected SSA operand")?;
        let mut operand = UnresolvedOperand {
            name: SsaName::new(self.p.token_text(tok)),
            number: 0,
            span: tok.span,
        };
        if self.p.at(TokenKind::HashIdent) {
            if !allow_result_number {
                return Err(self
                    .p
                    .error_here("result number not allowed in argument list"));
            }
            let n = self.p.text()[1..].parse::<u32>().ok();
            match n {
                Some(n) => operand.number = n,
                None => return Err(self.p.error_here("invalid SSA value result number")),
            }
            self.p.bump();
        }
        Ok(operand)
    }

    /// Parses a possibly empty comma-separated list of SSA uses.
    pub fn parse_optional_ssa_use_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        let mut out = Vec::new();
        if !self.p.at(TokenKind::PercentIdent) {
            return Ok(out);
        }
        loop {
            out.push(self.parse_ssa_use(true)?);
            if !self.p.eat(TokenKind::Comma) {
                return Ok(out);
            }
        }
    }

    /// Parses a successor block name (`^bb1`).
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        if !self.p.at(TokenKind::CaretIdent) {
            return Err(self.p.error_expected("expected block name"));
        }
        let tok = self.p.bump();
        let name = self.p.token_text(tok).to_string();
        Ok(self.block_named(&name, tok.span.start as usize))
    }

    /// Fails when one more region would nest deeper than [`MAX_REGION_NESTING`].
    fn check_region_depth(&self) -> PResult<()> {
        if self.region_depth >= MAX_REGION_NESTING {
            return Err(self.p.error_here(format!(
                "regions nested more than {MAX_REGION_NESTING} levels deep"
            )));
        }
        Ok(())
    }

    /// Parses `{ blocks }` into a new detached region; `isolated` starts a fresh value
    /// scope (regions of isolated-from-above operations in the custom form).
    pub fn parse_region(&mut self, isolated: bool) -> PResult<RegionId> {
        self.check_region_depth()?;
        self.p
            .expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        self.region_depth += 1;
        let result = self.parse_region_body(isolated);
        self.region_depth -= 1;
        result
    }

    /// Parses `{ blocks }` into a new detached region whose entry block takes `args`, named
    /// in the region's scope (MLIR's `parseRegion(region, arguments)`); `isolated` starts a
    /// fresh value scope. With arguments, `{}` gives one empty entry block.
    pub fn parse_region_with_arguments(
        &mut self,
        args: &[RegionArgument],
        isolated: bool,
    ) -> PResult<RegionId> {
        if args.is_empty() {
            return self.parse_region(isolated);
        }
        self.check_region_depth()?;
        for (i, a) in args.iter().enumerate() {
            if let Some(prev) = args[..i].iter().find(|b| b.name.name == a.name.name) {
                return Err(self
                    .p
                    .error_at(
                        a.name.span,
                        format!("region entry argument '{}' is already in use", a.name.name),
                    )
                    .with_note(self.p.note_at(prev.name.span, "previously referenced here")));
            }
        }
        self.p
            .expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        if self.p.at(TokenKind::CaretIdent) {
            return Err(self
                .p
                .error_here("invalid block name in region with named arguments"));
        }
        self.region_depth += 1;
        let result = self.parse_region_body_with_arguments(isolated, args);
        self.region_depth -= 1;
        result
    }

    fn parse_region_body(&mut self, isolated: bool) -> PResult<RegionId> {
        let region = RegionId::create(self.p.ctx);
        if self.p.eat(TokenKind::RBrace) {
            return Ok(region);
        }
        self.push_scope(isolated);
        let entry = BlockId::create(self.p.ctx);
        self.parse_block(Some(entry), region)?;
        while !self.p.at(TokenKind::RBrace) {
            self.parse_block(None, region)?;
        }
        self.pop_scope()?;
        self.p.bump();
        Ok(region)
    }

    /// The region after its `{`, the entry block taking `args`: as
    /// [`Self::parse_region_body`] (kept apart so that the frame of the common path, which
    /// nests once per region level, stays small), but `{}` gives an empty entry block.
    fn parse_region_body_with_arguments(
        &mut self,
        isolated: bool,
        args: &[RegionArgument],
    ) -> PResult<RegionId> {
        let region = RegionId::create(self.p.ctx);
        self.push_scope(isolated);
        let entry = BlockId::create(self.p.ctx);
        for a in args {
            self.add_region_argument(entry, a)?;
        }
        region.append_block(self.p.ctx, entry);
        if !self.p.at(TokenKind::RBrace) {
            self.parse_block_body(entry)?;
        }
        while !self.p.at(TokenKind::RBrace) {
            self.parse_block(None, region)?;
        }
        self.pop_scope()?;
        self.p.bump();
        Ok(region)
    }

    /// Adds `a` to `entry` and defines its name.
    fn add_region_argument(&mut self, entry: BlockId, a: &RegionArgument) -> PResult<()> {
        let at = self.file_loc_at(a.name.span.start as usize);
        let arg = entry.add_argument(self.p.ctx, a.ty, a.loc.unwrap_or(at));
        if let Some(l) = a.loc
            && self.is_location_placeholder(l)
        {
            self.deferred_locs.push((DeferredLoc::Arg(arg), l));
        }
        self.add_definition(&a.name, arg)
    }

    fn parse_block(&mut self, existing: Option<BlockId>, region: RegionId) -> PResult<()> {
        if let Some(b) = existing {
            if !self.p.at(TokenKind::CaretIdent) {
                region.append_block(self.p.ctx, b);
                return self.parse_block_body(b);
            }
        }
        let tok = self.p.peek();
        if !tok.is(TokenKind::CaretIdent) {
            return Err(self.p.error_expected("expected block name"));
        }
        self.p.bump();
        let name = self.p.token_text(tok).to_string();
        let at = tok.span.start as usize;
        let scope = self.blocks_by_name.last_mut().expect("inside a scope");
        let block = match scope.get_mut(&name) {
            None => {
                let b = match existing {
                    Some(b) => b,
                    None => BlockId::create(self.p.ctx),
                };
                self.blocks_by_name
                    .last_mut()
                    .expect("inside a scope")
                    .insert(name.clone(), BlockDef { block: b, at });
                b
            }
            Some(def) => {
                let b = def.block;
                def.at = at;
                let fwd = self.forward_blocks.last_mut().expect("inside a scope");
                match fwd.iter().position(|(fb, _)| *fb == b) {
                    Some(i) => {
                        fwd.remove(i);
                    }
                    None => {
                        return Err(self
                            .p
                            .error_at(tok.span, format!("redefinition of block '{name}'")));
                    }
                }
                b
            }
        };
        region.append_block(self.p.ctx, block);
        if self.p.at(TokenKind::LParen) {
            self.parse_block_arg_list(block)?;
        }
        self.p
            .expect(TokenKind::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)
    }

    fn parse_block_arg_list(&mut self, block: BlockId) -> PResult<()> {
        self.p.expect(TokenKind::LParen, "expected '('")?;
        if self.p.eat(TokenKind::RParen) {
            return Ok(());
        }
        loop {
            // mlir-opt accepts (and binds) a result number on a block argument name.
            let operand = self.parse_ssa_use(true)?;
            self.p
                .expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
            let ty = self.p.parse_type()?;
            let loc = self.file_loc_at(operand.span.start as usize);
            let arg = block.add_argument(self.p.ctx, ty, loc);
            self.parse_trailing_location(DeferredLoc::Arg(arg))?;
            self.add_definition(&operand, arg)?;
            if !self.p.eat(TokenKind::Comma) {
                break;
            }
        }
        self.p.expect(TokenKind::RParen, "expected ')'")?;
        Ok(())
    }

    fn parse_block_body(&mut self, block: BlockId) -> PResult<()> {
        while !self.p.at(TokenKind::CaretIdent) && !self.p.at(TokenKind::RBrace) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    /// Parses `attributes {...}` if present, returning the dictionary entries.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
    ) -> PResult<Vec<(Identifier, Attribute)>> {
        if self.p.eat_keyword("attributes") {
            return self.p.parse_attribute_dict_entries();
        }
        Ok(Vec::new())
    }

    /// Gives `state` the attributes a custom parser read (an attribute dictionary): the
    /// inherent ones become the properties of a registered op, the others its discardable
    /// attributes, as after MLIR's custom parsers.
    pub fn set_attr_dict(
        &mut self,
        state: &mut OperationState,
        entries: Vec<(Identifier, Attribute)>,
    ) -> PResult<()> {
        if !entries.is_empty() {
            state.attributes = Some(Attribute::dictionary(self.p.ctx, &entries));
        }
        self.set_properties(state, None, None, false)
    }

    /// Where the name of the custom op being parsed is (MLIR's `getNameLoc`): errors about
    /// the op as a whole point there.
    pub fn name_span(&self) -> Span {
        self.name_span
    }

    /// Whether `ty` is a function type (helper for custom parsers).
    pub fn is_function_type(&self, ty: Type) -> bool {
        matches!(self.p.ctx.ty(ty).kind(), TypeKind::Function { .. })
    }
}

/// Whether `text` is an integer type's spelling (`i32`, `si8`, `ui16`), which mlir-opt's
/// lexer turns into its own token kind.
fn is_integer_type_spelling(text: &str) -> bool {
    let digits = text
        .strip_prefix('i')
        .or_else(|| text.strip_prefix("si"))
        .or_else(|| text.strip_prefix("ui"));
    digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

// ----- function bodies parsed on threads ----------------------------------------------------
// Function bodies parsed on threads.
//
// A large source with many functions is read in two steps when the context allows threads
// (MLIR's parser is single-threaded; this is ours alone, and its output is the same).
// First the source is read in order, each function body (`{...}` after a function
// signature, see [`OpParser::parse_body_region`]) skipped by matching its braces and left
// as an empty region. Then rayon's threads parse the skipped bodies, each thread into a
// context of its own that shares the uniquer and the registry
// ([`Context::fork_empty`]), with the aliases defined before each body visible as they
// would be in order. Each fork's arenas are then moved whole into the context, and its
// bodies' blocks given to their regions, in source order ([`Context::adopt_bodies`]): a
// fork is moved in while the threads parse the later ones.
//
// A body is skipped only when reading it alone gives what reading it in order would: its
// enclosing scope defines no value names (so it can neither use nor shadow one), its
// arguments have no location alias still undefined, and it is not empty. When anything
// goes wrong (an error anywhere, a body that uses a name it does not define, a body that
// numbers a `distinct` attribute or changes what the threads share), the whole source is
// read again in order, so errors are mlir-opt's, reported as one thread would.

/// A function body skipped by the first read, to be parsed on a thread.
struct DeferredBody {
    /// The empty region the body goes into.
    region: RegionId,
    /// Where its `{` is.
    start: usize,
    /// Where its `}` ends.
    end: usize,
    /// The arguments of its entry block.
    args: Vec<RegionArgument>,
    /// The parser's default dialects at the body.
    default_dialects: Vec<String>,
    /// How many regions enclose the body.
    region_depth: u32,
}

/// A function body read by [`OpParser::parse_body_region`].
#[derive(Clone, Copy, Debug)]
pub struct BodyRegion {
    /// The region holding the body.
    pub region: RegionId,
    /// Whether the body is parsed later, on a thread: the region is empty until then (and
    /// holds the body once the source is read).
    pub deferred: bool,
}

/// Sources shorter than this are read in order by default, and IR of fewer values than
/// this many bytes' worth printed in order: threads would not pay.
pub const THREADS_FROM: usize = 256 * 1024;

impl Context {
    /// Sets from what size the parser and the printer use threads when multithreading is
    /// enabled (the default is [`THREADS_FROM`]): a source of at least `bytes` bytes has its
    /// function bodies parsed on threads, and IR holding at least one value per 16 of
    /// those bytes has the operations of its top-level block printed, and their symbol uses
    /// verified, on threads. The result is the same either way.
    pub fn set_threads_from(&mut self, bytes: usize) {
        self.threads_from = bytes;
    }
}

/// Parses `src` with its function bodies on threads (see the section's comment); `None` when it
/// is to be read again in order.
fn parse_source_on_threads(ctx: &mut Context, src: &str, file: &str) -> Option<OpId> {
    let mut parser = OpParser::new(ctx, src, file);
    parser.deferred_bodies = Some(Vec::new());
    let wrapper = parser.parse_source();
    let bodies = parser.deferred_bodies.take().unwrap_or_default();
    let OpParser { p, .. } = parser;
    let tables = p.into_tables();
    // An error may come after a body that holds an earlier one.
    let wrapper = wrapper.ok()?;
    if bodies.is_empty() {
        return Some(wrapper);
    }
    let chunk = bodies
        .len()
        .div_ceil(rayon::current_num_threads() * 8)
        .max(1);
    let chunks: Vec<&[DeferredBody]> = bodies.chunks(chunk).collect();
    // Each chunk's fork is made here, so that the threads never read the context the
    // bodies are moved into; a thread takes the next chunk when it is done with one, so
    // chunks finish about in order and each is moved in while the later ones are parsed.
    let forks: Vec<std::sync::Mutex<Option<Context>>> = chunks
        .iter()
        .map(|_| std::sync::Mutex::new(Some(ctx.fork_empty())))
        .collect();
    let shared = (ctx.registry.clone(), ctx.resources.clone());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let (done, finished) = std::sync::mpsc::channel::<(usize, Option<Fork>)>();
    let mut joined = true;
    std::thread::scope(|scope| {
        let (chunks, forks, shared, next, tables) = (&chunks, &forks, &shared, &next, &tables);
        scope.spawn(move || {
            // Tasks of the pool rather than one per pool thread: a caller on one of the
            // pool's threads waits below for what they send, and must not be needed.
            rayon::scope(|tasks| {
                for _ in 0..rayon::current_num_threads() {
                    let done = done.clone();
                    tasks.spawn(move |_| {
                        loop {
                            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            let Some(bodies) = chunks.get(i) else { break };
                            let fork = forks[i].lock().ok().and_then(|mut f| f.take());
                            let parsed = fork.and_then(|fork| {
                                parse_bodies(fork, shared, src, file, tables, bodies)
                            });
                            if done.send((i, parsed)).is_err() {
                                break;
                            }
                        }
                    });
                }
            });
            drop(done);
        });
        let mut arrived: Vec<Option<Option<Fork>>> = chunks.iter().map(|_| None).collect();
        let mut at = 0;
        for (i, fork) in finished {
            arrived[i] = Some(fork);
            while let Some(fork) = arrived.get_mut(at).and_then(Option::take) {
                match fork {
                    Some(fork) if joined => join(ctx, fork, chunks[at]),
                    _ => joined = false,
                }
                at += 1;
            }
        }
        joined = joined && at == chunks.len();
    });
    if !joined {
        wrapper.erase(ctx);
        return None;
    }
    Some(wrapper)
}

/// What one thread made of its bodies.
struct Fork {
    ctx: Context,
    /// How many operation names the fork knew when it was made.
    names: usize,
    /// The region of each body, in order.
    regions: Vec<RegionId>,
}

/// The registry and the resources a fork shares with the context it was made from.
type Shared = (
    std::sync::Arc<crate::registry::Registry>,
    std::sync::Arc<crate::resources::ResourceStore>,
);

/// Parses `bodies` into `ctx`, a fork of the context they go into; `None` when they are to
/// be read again in order (an error, or a change to what the fork shares, `shared`).
fn parse_bodies(
    mut ctx: Context,
    shared: &Shared,
    src: &str,
    file: &str,
    tables: &SourceTables,
    bodies: &[DeferredBody],
) -> Option<Fork> {
    let names = ctx.op_name_count();
    let mut regions = Vec::with_capacity(bodies.len());
    for body in bodies {
        let mut parser = OpParser::for_body(&mut ctx, src, file, tables, body);
        let region = parser.parse_deferred(body)?;
        if parser.p.tables_changed() {
            return None;
        }
        regions.push(region);
    }
    let unchanged = std::sync::Arc::ptr_eq(&ctx.registry, &shared.0)
        && std::sync::Arc::ptr_eq(&ctx.resources, &shared.1);
    unchanged.then_some(Fork {
        ctx,
        names,
        regions,
    })
}

/// Moves the bodies `fork` parsed into their regions.
fn join(ctx: &mut Context, mut fork: Fork, bodies: &[DeferredBody]) {
    let mut name = ctx.adopt_op_names(&fork.ctx, fork.names);
    ctx.adopt_bodies(
        &mut fork.ctx,
        &mut name,
        bodies.iter().map(|b| b.region).zip(fork.regions),
    );
}

impl<'a> OpParser<'a> {
    /// Parses a function body `{...}` whose entry block takes `args`, in the enclosing
    /// name scope, as [`OpParser::parse_region_with_arguments`]`(args, false)` does, or,
    /// when the source's function bodies are parsed on threads, skips it and returns its
    /// region empty, to be filled once the whole source is read (see [`BodyRegion`]).
    pub fn parse_body_region(&mut self, args: &[RegionArgument]) -> PResult<BodyRegion> {
        if let Some(region) = self.defer_body(args) {
            return Ok(BodyRegion {
                region,
                deferred: true,
            });
        }
        let region = self.parse_region_with_arguments(args, false)?;
        Ok(BodyRegion {
            region,
            deferred: false,
        })
    }

    /// Skips the body at the cursor and records it, when it can be read alone (see the
    /// module docs).
    fn defer_body(&mut self, args: &[RegionArgument]) -> Option<RegionId> {
        self.deferred_bodies.as_ref()?;
        let scope_empty = self.placeholders.is_empty()
            && self.isolated.last().is_none_or(|s| s.values.is_empty());
        let args_plain = args.iter().enumerate().all(|(i, a)| {
            args[..i].iter().all(|b| b.name.name != a.name.name)
                && a.loc.is_none_or(|l| !self.is_location_placeholder(l))
        });
        if !scope_empty
            || !args_plain
            || !self.p.at(TokenKind::LBrace)
            || self.region_depth >= MAX_REGION_NESTING
        {
            return None;
        }
        let start = self.p.span().start as usize;
        let checkpoint = self.p.save();
        if !self.skip_braces() {
            self.p.restore(checkpoint);
            return None;
        }
        let end = self.p.prev_end();
        let region = RegionId::create(self.p.ctx);
        let body = DeferredBody {
            region,
            start,
            end,
            args: args.to_vec(),
            default_dialects: self.default_dialects.clone(),
            region_depth: self.region_depth,
        };
        self.deferred_bodies.as_mut()?.push(body);
        Some(region)
    }

    /// Moves past the `{...}` at the cursor by matching braces; false at an empty body, a
    /// block label first, an unterminated string or the end of the source.
    /// Braces are matched on the bytes, outside string literals and comments (the only
    /// tokens that may hold a brace): a lexical error inside is found when the body is
    /// parsed.
    fn skip_braces(&mut self) -> bool {
        self.p.bump();
        if self.p.at(TokenKind::RBrace) || self.p.at(TokenKind::CaretIdent) {
            return false;
        }
        let bytes = self.p.source().as_bytes();
        let mut i = self.p.span().start as usize;
        let mut depth = 1usize;
        while let Some(&b) = bytes.get(i) {
            match b {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        self.p.skip_to(i + 1);
                        return true;
                    }
                }
                b'"' => loop {
                    i += 1;
                    match bytes.get(i) {
                        None | Some(b'\n') => return false,
                        Some(b'\\') => i += 1,
                        Some(b'"') => break,
                        Some(_) => {}
                    }
                },
                b'/' if bytes.get(i + 1) == Some(&b'/') => {
                    while bytes.get(i).is_some_and(|&c| c != b'\n') {
                        i += 1;
                    }
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        false
    }

    /// Whether `loc` stands for a location alias not defined yet.
    fn is_location_placeholder(&self, loc: Location) -> bool {
        matches!(
            loc.kind(self.p.ctx),
            LocKind::Fused { locs, .. } if locs.is_empty()
        )
    }

    /// A parser of the skipped `body` of `src`, into `ctx`.
    fn for_body(
        ctx: &'a mut Context,
        src: &'a str,
        file: &str,
        tables: &'a SourceTables,
        body: &DeferredBody,
    ) -> Self {
        let placeholder_name = OperationName::get(ctx, "<<forward reference>>");
        let p = Parser::at_offset(ctx, src, file, tables, body.start);
        let mut parser = OpParser::with_parser(p, placeholder_name);
        parser.default_dialects = body.default_dialects.clone();
        parser.region_depth = body.region_depth;
        parser
    }

    /// Parses `body` as the first read would have, in a scope of its own; `None` on any
    /// error.
    fn parse_deferred(&mut self, body: &DeferredBody) -> Option<RegionId> {
        self.push_scope(true);
        let region = self.parse_region_with_arguments(&body.args, false).ok()?;
        if self.p.prev_end() != body.end {
            return None;
        }
        self.finalize().ok()?;
        Some(region)
    }
}
