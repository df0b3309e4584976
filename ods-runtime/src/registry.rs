//! Registered dialects and operation names: traits, interfaces and hooks per op.
//!
//! Every operation name the context has seen, registered or not, is interned once as an
//! [`OperationName`] (by the `ir` layer below); a registered name carries its
//! [`OpDefinition`]: the trait set (queried with [`OpRef::has_trait`](crate::ir::views::OpRef::has_trait)), interfaces, the
//! verify/fold/canonicalize hooks, the properties vtable and the default populator. A
//! registered dialect carries its [`DialectDefinition`]: the dialect-level hooks, such as
//! constant materialization.
//!
//! The default populator is the one hook the `ir` layer below needs (operation creation
//! runs it), so [`Context::register_op`] also hands it to `ir`'s own per-name table rather
//! than having `ir` look registrations up here.
//!
//! Hooks whose types belong to the layers above (the custom-form parser and printer of
//! `asm`, the canonicalization patterns of `rewrite`) are set by `impl OpDefinition` blocks
//! in those layers and kept here type-erased, as extensions keyed by their Rust type; a
//! dialect's own canonicalization patterns are kept the same way.

use crate::types::Identifier;
use std::any::{Any, TypeId};
use std::sync::Arc;

pub use crate::dialect_storage::InterfaceModel;
pub use crate::ir::OperationName;
use crate::ir::{OpId, PopulateDefaultsFn, Properties, PropertyStorage, Value};
use crate::op_error::{VerifyError, VerifyFn};
use crate::traits::OpTrait;
use crate::{Attribute, Context, Location, Type};

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

/// A `hasCanonicalizeMethod` hook: rewrites the operation; true when it changed the IR.
pub type CanonicalizeFn = fn(&mut Context, OpId) -> bool;

/// A `hasConstantMaterializer` hook: creates a detached operation producing the constant
/// `value` of type `ty` at `loc`, or `None` when the dialect cannot.
pub type MaterializeConstantFn = fn(&mut Context, Attribute, Type, Location) -> Option<OpId>;

/// A `hasOperationAttrVerify` hook (MLIR's `Dialect::verifyOperationAttribute`): checks the
/// discardable attribute `name` = `value` of `op`, whose name's prefix names the dialect. The
/// verifier calls it, for operations registered or not, before the operation's own checks.
pub type VerifyOperationAttrFn = fn(&Context, OpId, &str, Attribute) -> Result<(), VerifyError>;

/// A `hasRegionArgAttrVerify` or `hasRegionResultAttrVerify` hook (MLIR's
/// `Dialect::verifyRegionArgAttribute`/`verifyRegionResultAttribute`): checks the attribute
/// `name` = `value` of argument (result) `index` of region `region` of `op`. Function-like
/// operations call it for each argument (result) attribute whose prefix names the dialect.
pub type VerifyRegionAttrFn =
    fn(&Context, OpId, usize, usize, &str, Attribute) -> Result<(), VerifyError>;

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
    /// Storage from the attributes a custom parser read: as `from_attribute`, but an
    /// attribute of another kind than its storage is kept for the verifier to report, as
    /// MLIR's custom parsers set the properties directly.
    pub from_parsed_attribute: PropertiesFromAttrFn,
    /// The inherent attribute `name` as stored in the properties, if set.
    pub inherent_attr: fn(&Context, &dyn Properties, &str) -> Option<Attribute>,
    /// MLIR's `verifyInherentAttrs`: the first inherent attribute among the entries of an
    /// attribute dictionary that fails its constraint, as its name and the constraint's
    /// summary. The generic form checks the dictionary with it when no `<...>` is given.
    pub inherent_attr_violation: InherentAttrCheckFn,
    /// The stored entries in the order MLIR's generated `writeProperties` writes them to
    /// bytecode: the inherent attributes and segment sizes in name order, then the
    /// properties that are not attributes in declaration order.
    pub bytecode: &'static [BytecodeProperty],
}

/// One entry of an operation's properties as bytecode encodes it.
#[derive(Clone, Copy, Debug)]
pub struct BytecodeProperty {
    /// The property's name.
    pub name: &'static str,
    /// How it is encoded.
    pub encoding: PropertyEncoding,
}

/// How MLIR's generated `writeProperties` encodes a property (`Properties.td`'s
/// `writeToMlirBytecode`).
#[derive(Clone, Copy, Debug)]
pub enum PropertyEncoding {
    /// A required inherent attribute (`writeAttribute`), read as MLIR's `readAttribute` of
    /// its storage class reads it: an attribute of another class is an error.
    Attr {
        /// The C++ storage class, as [`AttrRef::has_storage_class`] names it (`IntegerAttr`,
        /// `StringAttr`, ...); empty when any attribute is read (a dialect attribute, or
        /// `Attribute`).
        ///
        /// [`AttrRef::has_storage_class`]: crate::attributes::AttrRef::has_storage_class
        class: &'static str,
    },
    /// An optional or default-valued inherent attribute (`writeOptionalAttribute`), its
    /// storage class read as [`PropertyEncoding::Attr`]'s.
    OptionalAttr {
        /// The C++ storage class, as [`PropertyEncoding::Attr`]'s.
        class: &'static str,
    },
    /// `operandSegmentSizes`/`resultSegmentSizes`: a dense i32 array attribute before
    /// version 6, a sparse array from version 6.
    SegmentSizes {
        /// How many groups there are (the sparse array's size).
        groups: usize,
    },
    /// A property (not an attribute) stored in the operation's properties, written as its
    /// kind of `Properties.td` writes it (`writeToMlirBytecode`) from version 5 on; before
    /// version 5 it is an attribute of the dictionary, in its attribute form.
    Property(&'static PropertyCodec),
}

/// How a property of `Properties.td`'s kinds is written in bytecode, and read back, over its
/// attribute form (`convertToAttribute`/`convertFromAttribute`): the bytecode layer takes
/// the value from that form and builds that form again when reading.
#[derive(Clone, Copy, Debug)]
pub enum PropertyCodec {
    /// `writeAttribute` of the attribute form (`writeMlirBytecodeWithConvertToAttribute`,
    /// the encoding of a property that names no other).
    Attribute,
    /// An integer (`IntProp`) of a storage type of `width` bits: `writeVarInt` of the value
    /// widened to 64 bits (sign-extended when `signed`); read back truncated to `width`
    /// bits. The attribute form is an integer attribute of `width` bits.
    Int {
        /// The storage's width.
        width: u32,
        /// Whether the storage is signed.
        signed: bool,
    },
    /// An enum's value (`EnumProp`): `writeVarInt` of its value; a value read above the
    /// largest of `width` unsigned bits is an error. The attribute form is an integer
    /// attribute of `width` bits, or a dialect attribute holding the enum
    /// (`EnumPropWithAttrForm` with `storeInCustomAttribute`), which `custom` turns into
    /// the integer attribute (read back, the integer attribute is the form).
    Enum {
        /// The enum's width.
        width: u32,
        /// The integer attribute of a custom attribute form.
        custom: Option<fn(&Context, Attribute) -> Option<Attribute>>,
    },
    /// `writeOwnedBool` (`BoolProp`); the attribute form is a `BoolAttr`.
    Bool,
    /// `writeOwnedBool` (`UnitProp`); the attribute form is `unit` when set, else `false`.
    Unit,
    /// `writeOwnedString` (`StringProp`); the attribute form is a string attribute.
    String,
    /// `writeOwnedBool` of the value's presence, then the value (`OptionalProp`); the
    /// attribute form is an array of zero or one element.
    Optional(&'static PropertyCodec),
    /// `writeVarInt` of the count, then each element (`ArrayProp`); the attribute form is
    /// an array attribute.
    Array(&'static PropertyCodec),
    /// As `Array` of `Int` (`IntArrayProp`); the attribute form is a dense array of
    /// `width`-bit integers.
    IntArray {
        /// The elements' width.
        width: u32,
        /// Whether the elements are signed.
        signed: bool,
    },
}

/// See [`PropertiesVTable::inherent_attr_violation`].
pub type InherentAttrCheckFn =
    fn(&Context, &[(Identifier, Attribute)]) -> Option<(&'static str, &'static str)>;

/// A view of an operation through an op interface, as generated interfaces define it: the
/// operation and the model its operation registered (MLIR's interface class, holding the
/// operation and its concept).
pub trait OpInterfaceView: Copy {
    /// The interface's model: a trait object of the interface's methods over an operation.
    type Model: ?Sized + Sync + 'static;
    /// The view of `op` through `model`.
    fn from_parts(op: OpId, model: &'static Self::Model) -> Self;
}

/// A dialect's interface fallback: the implementation of the interface whose model type
/// has the given id for the named operation, if the dialect gives it one. The value is the
/// same type an [`OpDefinition`] registers with [`OpDefinition::with_interface`] (for an op
/// interface `V`, `&'static V::Model`).
pub type InterfaceFallbackFn = fn(&Context, OperationName, TypeId) -> Option<&'static dyn Any>;

/// A dialect's destructor (`hasNonDefaultDestructor`), given the context being dropped.
pub type DialectDestructorFn = fn(&mut Context);

/// Everything registered for one operation name.
pub struct OpDefinition {
    pub(crate) name: String,
    pub(crate) traits: Vec<Box<dyn OpTrait>>,
    pub(crate) trait_ids: Vec<TypeId>,
    pub(crate) interfaces: Vec<(TypeId, Box<dyn Any + Send + Sync>)>,
    pub(crate) verify: Option<VerifyFn>,
    pub(crate) verify_regions: Option<VerifyFn>,
    pub(crate) fold: Option<FoldFn>,
    pub(crate) canonicalize: Option<CanonicalizeFn>,
    /// Hooks set by the layers above, keyed by their Rust type (see the module docs).
    pub(crate) extensions: Extensions,
    pub(crate) properties: Option<PropertiesVTable>,
    pub(crate) populate_defaults: Option<PopulateDefaultsFn>,
    /// The op's C++ class as specs name it (`linalg::YieldOp`: the dialect's module and the
    /// class), for names resolved at run time (see [`Context::op_name_of_cpp_class`]).
    pub(crate) cpp_class: Option<&'static str>,
    /// The Rust type of the op's typed view (its generated handle), the identity a typed
    /// `cast` compares, as MLIR's `classof` compares the registered op's `TypeID`.
    pub(crate) view: Option<TypeId>,
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
            canonicalize: None,
            extensions: Extensions::default(),
            properties: None,
            populate_defaults: None,
            cpp_class: None,
            view: None,
        }
    }

    /// Records `V` as the op's typed view (see [`OpRef::is_registered_as`](crate::ir::views::OpRef::is_registered_as)).
    pub fn with_view<V: 'static>(mut self) -> Self {
        self.view = Some(TypeId::of::<V>());
        self
    }

    /// Records the op's C++ class (`linalg::YieldOp`), by which a trait of an op generated
    /// from another spec may name it (`SingleBlockImplicitTerminator<"YieldOp">`).
    pub fn with_cpp_class(mut self, class: &'static str) -> Self {
        self.cpp_class = Some(class);
        self
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

    /// Adds an interface implementation, found again with [`OpRef::interface_model`](crate::ir::views::OpRef::interface_model).
    pub fn with_interface<I: Any + Send + Sync>(mut self, imp: I) -> Self {
        self.interfaces.push((TypeId::of::<I>(), Box::new(imp)));
        self
    }

    /// Adds the model of the op interface `V` for this operation (generated ops pass
    /// `V::model::<Self>()`); [`OpRef::as_interface`](crate::ir::views::OpRef::as_interface) finds it again.
    pub fn with_op_interface<V: OpInterfaceView>(self, model: &'static V::Model) -> Self {
        self.with_interface::<&'static V::Model>(model)
    }

    /// The interface implementation `I` this definition registers, if any.
    pub fn interface_model<I: Any>(&self) -> Option<&I> {
        self.interfaces
            .iter()
            .find(|(t, _)| *t == TypeId::of::<I>())
            .and_then(|(_, b)| b.downcast_ref::<I>())
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

    /// Sets the `hasCanonicalizeMethod` hook; it is collected as a pattern rooted at this
    /// operation with benefit 1, after the patterns of the `hasCanonicalizer` hook.
    pub fn with_canonicalize_method(mut self, f: CanonicalizeFn) -> Self {
        self.canonicalize = Some(f);
        self
    }

    /// Sets the properties vtable.
    pub fn with_properties(mut self, vtable: PropertiesVTable) -> Self {
        self.properties = Some(vtable);
        self
    }

    /// Sets the default populator: [`OpId::create`] runs it on the state of every new
    /// operation of this name (built, parsed or cloned) before creating it, to fill the
    /// default-valued attributes and properties the state leaves unset, as MLIR's operation
    /// creation does. Generated ops fill their typed properties through
    /// [`crate::ir::OperationState::properties_or_default`].
    pub fn with_default_populator(mut self, f: PopulateDefaultsFn) -> Self {
        self.populate_defaults = Some(f);
        self
    }

    /// The default populator, if one was set.
    pub fn default_populator(&self) -> Option<PopulateDefaultsFn> {
        self.populate_defaults
    }

    /// The operation name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The names of the traits (interface verifiers included), in the order they verify.
    pub fn trait_names(&self) -> Vec<&'static str> {
        self.traits.iter().map(|t| t.name()).collect()
    }

    /// Sets the extension of type `E` (a hook of a layer above), replacing any earlier one.
    pub(crate) fn set_extension<E: Any + Send + Sync>(&mut self, e: E) {
        self.extensions.set(e);
    }

    /// The extension of type `E`, if one was set.
    pub(crate) fn extension<E: Any>(&self) -> Option<&E> {
        self.extensions.get()
    }
}

/// Hooks of the layers above kept by an operation or dialect definition, one per Rust type.
#[derive(Clone, Debug, Default)]
pub(crate) struct Extensions(Vec<(TypeId, Arc<dyn Any + Send + Sync>)>);

impl Extensions {
    /// Sets the extension of type `E`, replacing any earlier one.
    fn set<E: Any + Send + Sync>(&mut self, e: E) {
        let id = TypeId::of::<E>();
        match self.0.iter_mut().find(|(t, _)| *t == id) {
            Some(slot) => slot.1 = Arc::new(e),
            None => self.0.push((id, Arc::new(e))),
        }
    }

    /// The extension of type `E`, if one was set.
    fn get<E: Any>(&self) -> Option<&E> {
        let id = TypeId::of::<E>();
        self.0
            .iter()
            .find(|(t, _)| *t == id)
            .and_then(|(_, b)| b.downcast_ref::<E>())
    }
}

/// Everything registered for one dialect namespace.
#[derive(Clone, Debug)]
pub struct DialectDefinition {
    pub(crate) namespace: String,
    pub(crate) materialize_constant: Option<MaterializeConstantFn>,
    pub(crate) fold: Option<FoldFn>,
    pub(crate) verify_operation_attr: Option<VerifyOperationAttrFn>,
    pub(crate) verify_region_arg_attr: Option<VerifyRegionAttrFn>,
    pub(crate) verify_region_result_attr: Option<VerifyRegionAttrFn>,
    /// Whether operations of the namespace that are not registered verify
    /// (`Dialect::allowUnknownOperations`).
    pub(crate) allow_unknown_operations: bool,
    /// The interface implementations the dialect gives operations of its namespace that do
    /// not implement an interface themselves (`hasOperationInterfaceFallback`).
    pub(crate) interface_fallback: Option<InterfaceFallbackFn>,
    /// Called once when the context that registered the dialect is dropped
    /// (`hasNonDefaultDestructor`).
    pub(crate) destructor: Option<DialectDestructorFn>,
    /// Hooks whose types belong to the layers above (the dialect's canonicalization patterns
    /// of `rewrite`), keyed by their Rust type.
    extensions: Extensions,
}

impl DialectDefinition {
    /// A definition of the dialect `namespace` with no hooks.
    pub fn new(namespace: &str) -> Self {
        DialectDefinition {
            namespace: namespace.to_string(),
            materialize_constant: None,
            fold: None,
            verify_operation_attr: None,
            verify_region_arg_attr: None,
            verify_region_result_attr: None,
            allow_unknown_operations: false,
            interface_fallback: None,
            destructor: None,
            extensions: Extensions::default(),
        }
    }

    /// Lets operations of the namespace that are not registered verify, as MLIR's
    /// `Dialect::allowUnknownOperations` does (a dialect's `initialize` hook calls it).
    pub fn with_unknown_operations(mut self, allow: bool) -> Self {
        self.allow_unknown_operations = allow;
        self
    }

    /// Whether operations of the namespace that are not registered verify.
    pub fn allows_unknown_operations(&self) -> bool {
        self.allow_unknown_operations
    }

    /// Sets the dialect's interface fallback (`hasOperationInterfaceFallback`, MLIR's
    /// `Dialect::getRegisteredInterfaceForOp`): asked for an interface an operation of the
    /// namespace, registered or not, does not implement itself.
    pub fn with_interface_fallback(mut self, f: InterfaceFallbackFn) -> Self {
        self.interface_fallback = Some(f);
        self
    }

    /// Sets the hook called when the context that registered the dialect is dropped
    /// (`hasNonDefaultDestructor`).
    pub fn with_destructor(mut self, f: DialectDestructorFn) -> Self {
        self.destructor = Some(f);
        self
    }

    /// Sets the extension of type `E` (a hook of a layer above), replacing any earlier one.
    pub(crate) fn set_extension<E: Any + Send + Sync>(&mut self, e: E) {
        self.extensions.set(e);
    }

    /// The extension of type `E`, if one was set.
    pub(crate) fn extension<E: Any>(&self) -> Option<&E> {
        self.extensions.get()
    }

    /// Sets the check of the dialect's discardable attributes on operations
    /// (`hasOperationAttrVerify`).
    pub fn with_operation_attr_verifier(mut self, f: VerifyOperationAttrFn) -> Self {
        self.verify_operation_attr = Some(f);
        self
    }

    /// Sets the check of the dialect's attributes on region arguments
    /// (`hasRegionArgAttrVerify`).
    pub fn with_region_arg_attr_verifier(mut self, f: VerifyRegionAttrFn) -> Self {
        self.verify_region_arg_attr = Some(f);
        self
    }

    /// Sets the check of the dialect's attributes on region results
    /// (`hasRegionResultAttrVerify`).
    pub fn with_region_result_attr_verifier(mut self, f: VerifyRegionAttrFn) -> Self {
        self.verify_region_result_attr = Some(f);
        self
    }

    /// The `hasOperationAttrVerify` hook, if set.
    pub fn operation_attr_verifier(&self) -> Option<VerifyOperationAttrFn> {
        self.verify_operation_attr
    }

    /// The `hasRegionArgAttrVerify` hook, if set.
    pub fn region_arg_attr_verifier(&self) -> Option<VerifyRegionAttrFn> {
        self.verify_region_arg_attr
    }

    /// The `hasRegionResultAttrVerify` hook, if set.
    pub fn region_result_attr_verifier(&self) -> Option<VerifyRegionAttrFn> {
        self.verify_region_result_attr
    }

    /// Sets the constant materializer (`hasConstantMaterializer`), used by
    /// [`Context::materialize_constant`].
    pub fn with_constant_materializer(mut self, f: MaterializeConstantFn) -> Self {
        self.materialize_constant = Some(f);
        self
    }

    /// Sets the dialect's fold (MLIR's `DialectFoldInterface::fold`): tried on an operation
    /// of the dialect, registered or not, when neither its own fold hook nor its traits'
    /// folds fold it. It gets the operands' constants and answers as a fold hook does.
    pub fn with_folder(mut self, f: FoldFn) -> Self {
        self.fold = Some(f);
        self
    }

    /// The dialect namespace.
    pub fn namespace(&self) -> &str {
        &self.namespace
    }

    /// Whether the dialect materializes constants.
    pub fn has_constant_materializer(&self) -> bool {
        self.materialize_constant.is_some()
    }
}

/// See [`Context::registration_key`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct RegistrationKey {
    uniquer: crate::uniquer::UniquerId,
    registry: usize,
    defs: usize,
    dialects: usize,
}

/// Every registered dialect and operation definition.
#[derive(Default)]
pub(crate) struct Registry {
    /// The definition of each registered operation name, indexed by the name's id.
    defs: Vec<Option<Box<OpDefinition>>>,
    dialects: Vec<DialectDefinition>,
    /// Whether operations of unregistered dialects are legal (`--allow-unregistered-dialect`).
    allow_unregistered: bool,
    /// Whether some dialect has an interface fallback, so that an interface an operation
    /// lacks is looked for there (most contexts have none, and the lookup is on hot paths).
    interface_fallbacks: bool,
    /// The full name of each registered op by its C++ class (`linalg::YieldOp`).
    by_cpp_class: std::collections::HashMap<&'static str, String>,
}

impl Drop for Context {
    /// Runs the destructors of the registered dialects that have one
    /// (`hasNonDefaultDestructor`), in registration order.
    fn drop(&mut self) {
        // A context that shares its registry (one a pass runs in on a thread) leaves the
        // dialects to the context it came from.
        if Arc::strong_count(&self.registry) > 1 {
            return;
        }
        let destructors: Vec<DialectDestructorFn> = self
            .registry
            .dialects
            .iter()
            .filter_map(|d| d.destructor)
            .collect();
        for f in destructors {
            f(self);
        }
    }
}

impl Context {
    /// The registry, to register into. Registration happens before passes run on threads:
    /// a context whose registry a thread shares cannot register.
    fn registry_mut(&mut self) -> &mut Registry {
        Arc::get_mut(&mut self.registry)
            .expect("registration while passes run on threads: register dialects before")
    }

    /// Allows or forbids operations whose name is not registered.
    pub fn set_allow_unregistered_dialects(&mut self, allow: bool) {
        self.registry_mut().allow_unregistered = allow;
    }

    /// Whether operations whose name is not registered are legal.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.registry.allow_unregistered
    }

    /// Registers a dialect namespace (its operations are registered with
    /// [`Context::register_op`]).
    pub fn register_dialect(&mut self, namespace: &str) {
        self.note_dialect_namespace(namespace);
        if !self.is_dialect_registered(namespace) {
            self.registry_mut()
                .dialects
                .push(DialectDefinition::new(namespace));
        }
    }

    /// Registers a dialect with its hooks; a dialect registered before (for instance by
    /// [`Context::register_op`]) keeps its place in the order and takes the new hooks.
    pub fn register_dialect_definition(&mut self, def: DialectDefinition) {
        self.note_dialect_namespace(&def.namespace);
        let registry = self.registry_mut();
        registry.interface_fallbacks |= def.interface_fallback.is_some();
        match registry
            .dialects
            .iter_mut()
            .find(|d| d.namespace == def.namespace)
        {
            Some(slot) => *slot = def,
            None => registry.dialects.push(def),
        }
    }

    /// Lets operations of the registered dialect `namespace` that are not registered verify
    /// (MLIR's `Dialect::allowUnknownOperations`); does nothing for a dialect not registered.
    pub fn set_allow_unknown_operations(&mut self, namespace: &str, allow: bool) {
        if let Some(d) = self
            .registry_mut()
            .dialects
            .iter_mut()
            .find(|d| d.namespace == namespace)
        {
            d.allow_unknown_operations = allow;
        }
    }

    /// Whether the dialect `namespace` is registered.
    pub fn is_dialect_registered(&self, namespace: &str) -> bool {
        self.dialect_definition(namespace).is_some()
    }

    /// The definition of the registered dialect `namespace`, to change.
    pub(crate) fn dialect_definition_mut(
        &mut self,
        namespace: &str,
    ) -> Option<&mut DialectDefinition> {
        self.registry_mut()
            .dialects
            .iter_mut()
            .find(|d| d.namespace == namespace)
    }

    /// The definition of the registered dialect `namespace`.
    pub fn dialect_definition(&self, namespace: &str) -> Option<&DialectDefinition> {
        self.registry
            .dialects
            .iter()
            .find(|d| d.namespace == namespace)
    }

    /// The namespaces of the registered dialects, in registration order.
    pub fn registered_dialects(&self) -> Vec<&str> {
        self.registry
            .dialects
            .iter()
            .map(|d| d.namespace.as_str())
            .collect()
    }

    /// Asks the dialect `namespace` to create a detached operation producing the constant
    /// `value` of type `ty` (MLIR's `Dialect::materializeConstant`); `None` when the dialect
    /// is not registered, has no materializer, or cannot materialize this value.
    pub fn materialize_constant(
        &mut self,
        namespace: &str,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        let f = self.dialect_definition(namespace)?.materialize_constant?;
        f(self, value, ty, loc)
    }

    /// Registers an operation (and its dialect) and returns its name.
    pub fn register_op(&mut self, def: OpDefinition) -> OperationName {
        let dialect = def.name.split_once('.').map_or("", |(d, _)| d).to_string();
        self.register_dialect(&dialect);
        let id = OperationName::get(self, &def.name);
        self.set_default_populator(id, def.populate_defaults);
        if let Some(class) = def.cpp_class {
            self.registry_mut()
                .by_cpp_class
                .insert(class, def.name.clone());
        }
        let i = id.0 as usize;
        let registry = self.registry_mut();
        if registry.defs.len() <= i {
            registry.defs.resize_with(i + 1, || None);
        }
        registry.defs[i] = Some(Box::new(def));
        id
    }

    /// The definitions of the registered operations, in the order their names were interned.
    pub(crate) fn op_definitions(&self) -> impl Iterator<Item = &OpDefinition> {
        self.registry.defs.iter().filter_map(|d| d.as_deref())
    }

    /// What patterns and other things built from the registered dialects depend on: the
    /// uniquer (contexts forked from one another share it) and what is registered. Equal
    /// keys mean such a thing built before may be used again (MLIR re-initializes passes
    /// when its dialect registry's hash changes).
    pub(crate) fn registration_key(&self) -> RegistrationKey {
        RegistrationKey {
            uniquer: self.uniquer.id,
            registry: Arc::as_ptr(&self.registry) as usize,
            defs: self.registry.defs.len(),
            dialects: self.registry.dialects.len(),
        }
    }

    /// The full name of the registered op whose C++ class is `class` (`linalg::YieldOp`, as
    /// recorded by [`OpDefinition::with_cpp_class`]).
    pub fn op_name_of_cpp_class(&self, class: &str) -> Option<&str> {
        self.registry.by_cpp_class.get(class).map(String::as_str)
    }

    /// [`OpRef::interface_model`](crate::ir::views::OpRef::interface_model) for the operations named `name`.
    fn interface_of_name<I: Any>(&self, name: OperationName) -> Option<&I> {
        let own = self.op_name(name).definition().and_then(|def| {
            def.interfaces
                .iter()
                .find(|(t, _)| *t == TypeId::of::<I>())
                .and_then(|(_, b)| b.downcast_ref::<I>())
        });
        own.or_else(|| {
            if !self.registry.interface_fallbacks {
                return None;
            }
            let fallback = self
                .dialect_definition(self.op_name(name).dialect())?
                .interface_fallback?;
            fallback(self, name, TypeId::of::<I>())?.downcast_ref::<I>()
        })
    }

    /// Sets (`Some`) or removes (`None`) the inherent attribute `name` of `op`.
    fn edit_op_inherent_attr(
        &mut self,
        op: OpId,
        name: &str,
        value: Option<Attribute>,
    ) -> Result<(), String> {
        let ident = Identifier::get(self, name);
        let replace = |ctx: &Context, dict: Option<Attribute>| {
            let mut entries: Vec<(Identifier, Attribute)> = dict
                .and_then(|d| ctx.attr(d).entries())
                .map(<[_]>::to_vec)
                .unwrap_or_default();
            match (entries.iter().position(|(k, _)| *k == ident), value) {
                (Some(i), Some(v)) => entries[i].1 = v,
                (None, Some(v)) => entries.push((ident, v)),
                (Some(i), None) => {
                    entries.remove(i);
                }
                (None, None) => {}
            }
            Attribute::dictionary(ctx, &entries)
        };
        match self.op(op).property_storage() {
            PropertyStorage::None => Err(format!(
                "'{}' has no properties",
                self.op_name(self.op(op).name()).as_str()
            )),
            PropertyStorage::Attr(dict) => {
                let dict = replace(self, Some(*dict));
                *op.properties_storage_mut(self) = PropertyStorage::Attr(dict);
                Ok(())
            }
            PropertyStorage::Typed(p) => {
                let p = p.clone_box();
                let vt = self
                    .op_name(self.op(op).name())
                    .definition()
                    .and_then(|d| d.properties)
                    .ok_or_else(|| "the operation's properties have no conversion".to_string())?;
                let dict = (vt.to_attribute)(self, p.as_ref());
                let dict = replace(self, dict);
                let typed = (vt.from_attribute)(self, dict)?;
                *op.properties_storage_mut(self) = PropertyStorage::Typed(typed);
                Ok(())
            }
        }
    }
}

/// One ODS operand group of an operation, which can grow and shrink (MLIR's
/// `MutableOperandRange`): its operands are `start..start + len` of the operation's, and
/// with `segment` the operation's `operandSegmentSizes` entry of that index follows every
/// edit. Generated ops give theirs with `get_ods_operands_mutable`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MutableOperandRange {
    /// The operation whose operands these are.
    pub op: OpId,
    /// The position of the group's first operand.
    pub start: usize,
    /// How many operands the group has.
    pub len: usize,
    /// The group's index in `operandSegmentSizes`, for ops with `AttrSizedOperandSegments`.
    pub segment: Option<usize>,
}

impl MutableOperandRange {
    /// The group's operands, in order.
    pub fn values(&self, ctx: &Context) -> Vec<Value> {
        (self.start..self.start + self.len)
            .map(|i| ctx.op(self.op).operand(i))
            .collect()
    }

    /// Erases operand `index` of the group.
    pub fn erase(&mut self, ctx: &mut Context, index: usize) {
        assert!(
            index < self.len,
            "operand {index} of a group of {}",
            self.len
        );
        let mut all: Vec<Value> = ctx.op(self.op).operands().collect();
        all.remove(self.start + index);
        self.op.set_operands(ctx, &all);
        self.len -= 1;
        self.resize_segment(ctx);
    }

    /// Appends `values` to the group.
    pub fn append(&mut self, ctx: &mut Context, values: &[Value]) {
        let mut all: Vec<Value> = ctx.op(self.op).operands().collect();
        let at = self.start + self.len;
        all.splice(at..at, values.iter().copied());
        self.op.set_operands(ctx, &all);
        self.len += values.len();
        self.resize_segment(ctx);
    }

    /// Writes the group's length into `operandSegmentSizes`.
    fn resize_segment(&self, ctx: &mut Context) {
        let Some(segment) = self.segment else {
            return;
        };
        let name = "operandSegmentSizes";
        let Some(mut sizes) = ctx
            .op(self.op)
            .inherent_attr(name)
            .and_then(|a| ctx.attr(a).dense_i64_values())
        else {
            return;
        };
        if let Some(size) = sizes.get_mut(segment) {
            *size = self.len as i64;
        }
        let i32_ty = Type::int(ctx, 32);
        let attr = Attribute::dense_i64_array(ctx, i32_ty, &sizes);
        // The sizes are a dense i32 array, which the properties always accept.
        let _ = self.op.set_inherent_attr(ctx, name, attr);
    }
}

impl<'a> crate::ir::views::OpRef<'a> {
    /// Whether the operation is registered with the typed view `V` (see [`OpDefinition::with_view`]):
    /// the registration's identity, not the name's text, as MLIR's `classof` compares the
    /// registered op's `TypeID`. An unregistered op of the same name is not one.
    pub fn is_registered_as<V: 'static>(self) -> bool {
        let op = self.id;
        let ctx = self.ctx;
        ctx.op_name(ctx.op(op).name())
            .definition()
            .is_some_and(|d| d.view == Some(TypeId::of::<V>()))
    }

    /// Whether the operation has trait `T`.
    pub fn has_trait<T: OpTrait>(self) -> bool {
        let op = self.id;
        let ctx = self.ctx;
        ctx.op_name(ctx.op(op).name()).has_trait::<T>()
    }

    /// True when the operation has trait `T` or is unregistered (and so might have it), as MLIR's
    /// `mightHaveTrait`.
    pub fn might_have_trait<T: OpTrait>(self) -> bool {
        let op = self.id;
        let ctx = self.ctx;
        match ctx.op_name(ctx.op(op).name()).definition() {
            Some(d) => d.trait_ids.contains(&TypeId::of::<T>()),
            None => true,
        }
    }

    /// The trait value `T` of the operation, when it has one (for parametric traits).
    pub fn get_trait<T: OpTrait>(self) -> Option<&'a T> {
        let op = self.id;
        let ctx = self.ctx;
        let def = ctx.op_name(ctx.op(op).name()).definition()?;
        let pos = def.trait_ids.iter().position(|&t| t == TypeId::of::<T>())?;
        def.traits[pos].as_any().downcast_ref::<T>()
    }

    /// The operation seen through the op interface `V`, when its operation registered a model of it
    /// (MLIR's `dyn_cast<CallOpInterface>(op)`).
    pub fn as_interface<V: OpInterfaceView>(self) -> Option<V> {
        let op = self.id;
        let ctx = self.ctx;
        ctx.op(op)
            .interface_model::<&'static V::Model>()
            .map(|model| V::from_parts(op, *model))
    }

    /// Whether the operation implements the op interface `V`.
    pub fn has_interface<V: OpInterfaceView>(self) -> bool {
        let op = self.id;
        let ctx = self.ctx;
        ctx.op(op).interface_model::<&'static V::Model>().is_some()
    }

    /// The interface implementation `I` registered for the operation.
    /// An operation that does not implement it itself, registered or not, gets it from its
    /// dialect's interface fallback (`hasOperationInterfaceFallback`), as in MLIR.
    pub fn interface_model<I: Any>(self) -> Option<&'a I> {
        let op = self.id;
        let ctx = self.ctx;
        ctx.interface_of_name(ctx.op(op).name())
    }

    /// The inherent attribute `name` of the operation: a property of a registered operation (through
    /// its properties vtable) or an entry of an unregistered operation's `<{...}>`.
    pub fn inherent_attr(self, name: &str) -> Option<Attribute> {
        let op = self.id;
        let ctx = self.ctx;
        match ctx.op(op).property_storage() {
            PropertyStorage::None => None,
            PropertyStorage::Attr(dict) => ctx.attr(*dict).get(name),
            PropertyStorage::Typed(p) => {
                let vt = ctx.op_name(ctx.op(op).name()).definition()?.properties?;
                (vt.inherent_attr)(ctx, p.as_ref(), name)
            }
        }
    }

    /// MLIR's `op->getAttr(name)`: the inherent attribute if there is one, else the
    /// discardable one.
    pub fn attr(self, name: &str) -> Option<Attribute> {
        let op = self.id;
        let ctx = self.ctx;
        ctx.op(op)
            .inherent_attr(name)
            .or_else(|| ctx.op(op).discardable_attr(name))
    }
}

impl<'a> crate::ir::views::OpNameRef<'a> {
    /// The definition of a registered name.
    pub fn definition(self) -> Option<&'a OpDefinition> {
        let name = self.id;
        let ctx = self.ctx;
        ctx.registry.defs.get(name.0 as usize)?.as_deref()
    }

    /// Whether the name is registered.
    pub fn is_registered(self) -> bool {
        let name = self.id;
        let ctx = self.ctx;
        ctx.op_name(name).definition().is_some()
    }

    /// Whether operations of this name have trait `T`.
    pub fn has_trait<T: OpTrait>(self) -> bool {
        let name = self.id;
        let ctx = self.ctx;
        ctx.op_name(name)
            .definition()
            .is_some_and(|d| d.trait_ids.contains(&TypeId::of::<T>()))
    }

    /// Whether operations of this name implement the op interface `V` (MLIR's
    /// `RegisteredOperationName::hasInterface`).
    pub fn has_interface<V: OpInterfaceView>(self) -> bool {
        let name = self.id;
        let ctx = self.ctx;
        ctx.interface_of_name::<&'static V::Model>(name).is_some()
    }

    /// The fold of the dialect of operations of this name (see
    /// [`DialectDefinition::with_folder`]), if that dialect is registered with one.
    pub fn dialect_folder(self) -> Option<FoldFn> {
        let name = self.id;
        let ctx = self.ctx;
        let namespace = ctx.op_name(name).dialect();
        ctx.registry
            .dialects
            .iter()
            .find(|d| d.fold.is_some() && d.namespace == namespace)
            .and_then(|d| d.fold)
    }
}

impl OpId {
    /// Sets the inherent attribute `name` of `op` (a property of a registered operation,
    /// converted through its properties as the generic form's `<{...}>` is; an entry of an
    /// unregistered operation's `<{...}>`). The error is the properties' conversion error
    /// (an attribute of the wrong kind), or says the operation has no properties.
    pub fn set_inherent_attr(
        self,
        ctx: &mut Context,
        name: &str,
        value: Attribute,
    ) -> Result<(), String> {
        ctx.edit_op_inherent_attr(self, name, Some(value))
    }

    /// Removes the inherent attribute `name` of `op` (an optional property of a registered
    /// operation, MLIR's `removeFooAttr`); errors as [`OpId::set_inherent_attr`]'s.
    pub fn remove_inherent_attr(self, ctx: &mut Context, name: &str) -> Result<(), String> {
        ctx.edit_op_inherent_attr(self, name, None)
    }

    /// Runs the fold hook of `op`, if it has one.
    pub fn fold(
        self,
        ctx: &mut Context,
        constants: &[Option<Attribute>],
    ) -> Option<Vec<OpFoldResult>> {
        let f = ctx.op_name(ctx.op(self).name()).definition()?.fold?;
        f(ctx, self, constants)
    }
}
