//! Registered dialects and operation names: traits, interfaces and hooks per op.
//!
//! Every operation name the context has seen, registered or not, is interned once as an
//! [`OperationName`]; a registered name carries its [`OpDefinition`]: the trait set (queried
//! with [`Context::has_trait`]), interfaces, the verify/fold/parse/print hooks and the
//! properties vtable.

use std::any::{Any, TypeId};
use std::collections::HashMap;

use crate::asm::op_parser::CustomParseFn;
use crate::asm::op_printer::CustomPrintFn;
use crate::ir::{OpId, Properties, Value};
use crate::traits::OpTrait;
use crate::verify::VerifyError;
use crate::{Attribute, Context};

/// An interned operation name (`"arith.addi"`), registered or not.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OperationName(pub(crate) u32);

/// An operation verifier hook.
pub type VerifyFn = fn(&Context, OpId) -> Result<(), VerifyError>;

/// One folded result: a constant attribute or an existing value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OpFoldResult {
    /// The result is this constant.
    Attribute(Attribute),
    /// The result is this existing value.
    Value(Value),
}

/// A fold hook: given the operation and the constant value of each operand (when known),
/// returns one [`OpFoldResult`] per result, or `None` when the operation does not fold.
/// Returning an empty vector means the operation was updated in place.
pub type FoldFn = fn(&mut Context, OpId, &[Option<Attribute>]) -> Option<Vec<OpFoldResult>>;

/// Reads typed properties back from their dictionary attribute; the error is mlir-opt's
/// message for a malformed property.
pub type PropertiesFromAttrFn = fn(&Context, Attribute) -> Result<Box<dyn Properties>, String>;

/// How a registered operation stores and converts its typed properties.
#[derive(Clone, Copy)]
pub struct PropertiesVTable {
    /// Fresh default storage, allocated when the operation is created.
    pub default: fn() -> Box<dyn Properties>,
    /// The storage as a dictionary attribute (`None` when every property is unset), as the
    /// generic form prints it inside `<...>`.
    pub to_attribute: fn(&mut Context, &dyn Properties) -> Option<Attribute>,
    /// Storage read back from the dictionary attribute of the generic form; the error is
    /// the message mlir-opt gives for a malformed property.
    pub from_attribute: PropertiesFromAttrFn,
    /// The inherent attribute `name` as stored in the properties, if set.
    pub inherent_attr: fn(&Context, &dyn Properties, &str) -> Option<Attribute>,
}

/// Everything registered for one operation name.
pub struct OpDefinition {
    pub(crate) name: String,
    pub(crate) traits: Vec<Box<dyn OpTrait>>,
    pub(crate) trait_ids: Vec<TypeId>,
    pub(crate) interfaces: Vec<(TypeId, Box<dyn Any>)>,
    pub(crate) verify: Option<VerifyFn>,
    pub(crate) verify_regions: Option<VerifyFn>,
    pub(crate) fold: Option<FoldFn>,
    pub(crate) parse: Option<CustomParseFn>,
    pub(crate) print: Option<CustomPrintFn>,
    pub(crate) properties: Option<PropertiesVTable>,
}

impl OpDefinition {
    /// A definition of `name` (`dialect.op`) with no traits and no hooks.
    pub fn new(name: &str) -> Self {
        OpDefinition {
            name: name.to_string(),
            traits: Vec::new(),
            trait_ids: Vec::new(),
            interfaces: Vec::new(),
            verify: None,
            verify_regions: None,
            fold: None,
            parse: None,
            print: None,
            properties: None,
        }
    }

    /// Adds a trait; its verifier runs in the order traits were added.
    pub fn with_trait<T: OpTrait>(mut self, t: T) -> Self {
        self.trait_ids.push(TypeId::of::<T>());
        self.traits.push(Box::new(t));
        self
    }

    /// Adds `Pure` with its parts, `NoMemoryEffect` and `AlwaysSpeculatable`, as ODS's
    /// `Pure` trait list does (so each can be queried alone).
    pub fn with_pure(self) -> Self {
        self.with_trait(crate::traits::AlwaysSpeculatable)
            .with_trait(crate::traits::NoMemoryEffect)
            .with_trait(crate::traits::Pure)
    }

    /// Adds an interface implementation, found again with [`Context::interface`].
    pub fn with_interface<I: Any>(mut self, imp: I) -> Self {
        self.interfaces.push((TypeId::of::<I>(), Box::new(imp)));
        self
    }

    /// Adds the generated invariant checks (operand, result, attribute and region
    /// constraints) as the `OpInvariants` trait, at this position in the trait order (ODS
    /// places it after the structural traits such as `SingleBlock`).
    pub fn with_invariants(self, f: VerifyFn) -> Self {
        self.with_trait(crate::traits::OpInvariants(f))
    }

    /// Sets the operation verifier (run after the trait verifiers).
    pub fn with_verifier(mut self, f: VerifyFn) -> Self {
        self.verify = Some(f);
        self
    }

    /// Sets the region verifier (run after the nested operations verified).
    pub fn with_region_verifier(mut self, f: VerifyFn) -> Self {
        self.verify_regions = Some(f);
        self
    }

    /// Sets the fold hook.
    pub fn with_folder(mut self, f: FoldFn) -> Self {
        self.fold = Some(f);
        self
    }

    /// Sets the custom-form parser.
    pub fn with_parser(mut self, f: CustomParseFn) -> Self {
        self.parse = Some(f);
        self
    }

    /// Sets the custom-form printer.
    pub fn with_printer(mut self, f: CustomPrintFn) -> Self {
        self.print = Some(f);
        self
    }

    /// Sets the properties vtable.
    pub fn with_properties(mut self, vtable: PropertiesVTable) -> Self {
        self.properties = Some(vtable);
        self
    }

    /// The operation name.
    pub fn name(&self) -> &str {
        &self.name
    }
}

struct NameInfo {
    name: Box<str>,
    def: Option<Box<OpDefinition>>,
}

/// Every registered dialect and operation name.
#[derive(Default)]
pub(crate) struct Registry {
    names: Vec<NameInfo>,
    by_name: HashMap<Box<str>, u32>,
    dialects: Vec<Box<str>>,
}

impl Registry {
    fn intern(&mut self, name: &str) -> OperationName {
        if let Some(&id) = self.by_name.get(name) {
            return OperationName(id);
        }
        let id = self.names.len() as u32;
        self.names.push(NameInfo {
            name: name.into(),
            def: None,
        });
        self.by_name.insert(name.into(), id);
        OperationName(id)
    }
}

impl Context {
    /// Interns `name` (registered or not).
    pub fn op_name_id(&mut self, name: &str) -> OperationName {
        self.registry.intern(name)
    }

    /// The interned name, if `name` was seen before.
    pub fn lookup_op_name(&self, name: &str) -> Option<OperationName> {
        self.registry.by_name.get(name).map(|&id| OperationName(id))
    }

    /// The text of an operation name.
    pub fn op_name_str(&self, name: OperationName) -> &str {
        &self.registry.names[name.0 as usize].name
    }

    /// The dialect namespace of an operation name (the text before the first `.`).
    pub fn op_name_dialect(&self, name: OperationName) -> &str {
        let s = self.op_name_str(name);
        s.split_once('.').map_or("", |(d, _)| d)
    }

    /// Registers a dialect namespace (its operations are registered with
    /// [`Context::register_op`]).
    pub fn register_dialect(&mut self, namespace: &str) {
        if !self.registry.dialects.iter().any(|d| &**d == namespace) {
            self.registry.dialects.push(namespace.into());
        }
    }

    /// Whether the dialect `namespace` is registered.
    pub fn is_dialect_registered(&self, namespace: &str) -> bool {
        self.registry.dialects.iter().any(|d| &**d == namespace)
    }

    /// The namespaces of the registered dialects, in registration order.
    pub fn registered_dialects(&self) -> Vec<&str> {
        self.registry.dialects.iter().map(|d| &**d).collect()
    }

    /// Registers an operation (and its dialect) and returns its name.
    pub fn register_op(&mut self, def: OpDefinition) -> OperationName {
        let dialect = def.name.split_once('.').map_or("", |(d, _)| d).to_string();
        self.register_dialect(&dialect);
        let id = self.registry.intern(&def.name);
        self.registry.names[id.0 as usize].def = Some(Box::new(def));
        id
    }

    /// The definition of a registered name.
    pub fn op_definition(&self, name: OperationName) -> Option<&OpDefinition> {
        self.registry.names[name.0 as usize].def.as_deref()
    }

    /// Whether `name` is registered.
    pub fn is_registered(&self, name: OperationName) -> bool {
        self.op_definition(name).is_some()
    }

    /// Whether the operation `op` has trait `T`.
    pub fn has_trait<T: OpTrait>(&self, op: OpId) -> bool {
        self.name_has_trait::<T>(self.op_name(op))
    }

    /// Whether operations named `name` have trait `T`.
    pub fn name_has_trait<T: OpTrait>(&self, name: OperationName) -> bool {
        self.op_definition(name)
            .is_some_and(|d| d.trait_ids.contains(&TypeId::of::<T>()))
    }

    /// True when `op` has trait `T` or is unregistered (and so might have it), as MLIR's
    /// `mightHaveTrait`.
    pub fn might_have_trait<T: OpTrait>(&self, op: OpId) -> bool {
        match self.op_definition(self.op_name(op)) {
            Some(d) => d.trait_ids.contains(&TypeId::of::<T>()),
            None => true,
        }
    }

    /// The trait value `T` of `op`, when it has one (for parametric traits).
    pub fn get_trait<T: OpTrait>(&self, op: OpId) -> Option<&T> {
        let def = self.op_definition(self.op_name(op))?;
        let pos = def.trait_ids.iter().position(|&t| t == TypeId::of::<T>())?;
        def.traits[pos].as_any().downcast_ref::<T>()
    }

    /// The interface implementation `I` registered for `op`.
    pub fn interface<I: Any>(&self, op: OpId) -> Option<&I> {
        let def = self.op_definition(self.op_name(op))?;
        def.interfaces
            .iter()
            .find(|(t, _)| *t == TypeId::of::<I>())
            .and_then(|(_, b)| b.downcast_ref::<I>())
    }

    /// Runs the fold hook of `op`, if it has one.
    pub fn fold_op(
        &mut self,
        op: OpId,
        constants: &[Option<Attribute>],
    ) -> Option<Vec<OpFoldResult>> {
        let f = self.op_definition(self.op_name(op))?.fold?;
        f(self, op, constants)
    }
}
