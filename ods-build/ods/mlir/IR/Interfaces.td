//===-- Interfaces.td - interface classes --------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. An interface declares methods an op
// implements; ods-build turns each `OpInterface` into Rust: a trait the ops implement
// (`<Name>Impl`), a view of any op through the interface (`<Name>`, what MLIR calls the
// interface class) and a model registered with every op that has it. Method signatures may
// use the C++ types MLIR specs use (mapped as for builder parameters); bodies, default
// bodies and verifiers are Rust.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES
#define ODS_INTERFACES

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/Traits.td"

// The trait side of an interface.
class InterfaceTrait<string name> : NativeTrait<"", ""> {
  let trait = name # "::Trait";
  let cppNamespace = "";

  // Not supported by ods-build (refused when set): Rust has no per-op trait class to extend.
  code extraTraitClassDeclaration = "";
}

class OpInterfaceTrait<string name, code verifyBody = [{}],
                       list<Trait> traits = []>
    : InterfaceTrait<name> {
  // Statements of a Rust function checking an op with the interface, returning
  // `Result<(), VerifyError>`; `$_op` is the op seen through the interface and `ctx` the
  // context.
  code verify = verifyBody;

  // Whether `verify` runs after the nested operations verified.
  bit verifyWithRegions = 0;

  list<Trait> dependentTraits = traits;
}

// A method of an interface. `retTy` and the types of `args` are Rust (or the C++ types
// ods-build maps); `methodBody` is the method's Rust body, which every op shares;
// `defaultImplementation` is a body an op may replace. A method without either is written
// by each op that has the interface, in its hooks trait.
class InterfaceMethod<string desc, string retTy, string methodName,
                      dag args = (ins), code methodBody = [{}],
                      code defaultImplementation = [{}]> {
  string description = desc;
  string name = methodName;
  string returnType = retTy;
  dag arguments = args;
  code body = methodBody;
  code defaultBody = defaultImplementation;
}

// A method called without an op (an associated function).
class StaticInterfaceMethod<string desc, string retTy, string methodName,
                            dag args = (ins), code methodBody = [{}],
                            code defaultImplementation = [{}]>
    : InterfaceMethod<desc, retTy, methodName, args, methodBody,
                      defaultImplementation>;

class Interface<string name, list<Interface> baseInterfacesArg = []> {
  string description = "";
  string cppInterfaceName = name;
  // Ignored by ods-build beyond the C++ check: the interface is generated beside the
  // spec's dialects.
  string cppNamespace = "";
  list<InterfaceMethod> methods = [];
  // Rust items added to the interface's view.
  code extraClassDeclaration = "";
  // Not supported by ods-build (refused when set).
  code extraSharedClassDeclaration = "";
  // Not supported by ods-build (refused when set).
  code extraClassOf = "";
  list<Interface> baseInterfaces = baseInterfacesArg;
  // The Rust module that holds the interface when it is not generated from the spec that
  // uses it (the runtime's standard interfaces: `::ods_runtime::interfaces::side_effects`).
  // Empty: ods-build generates it beside the spec's dialects.
  string rustModule = "";
  // Why ods-build refuses ops, types and attributes that implement the interface, when it
  // cannot honour it yet.
  string odsUnsupported = "";
}

// An attribute interface: attribute definitions implement it (listed in an `AttrDef`'s
// traits) and, as a constraint (`MyAttrInterface:$attr`), it admits the attributes whose
// definition does; the accessor returns the attribute (`Name::cast` gives the view).
class AttrInterface<string name, list<Interface> baseInterfaces = []>
  : Interface<name, baseInterfaces>, InterfaceTrait<name>,
    Attr<CPred<"$_ctxt.attr($_self).interface::<" # name # ">().is_some()">,
         name # " instance"> {
  let storageType = "::ods_runtime::Attribute";
  // MLIR stores the interface: the conversion from a dictionary checks it.
  let storageAttrKind = "Pred";
  let returnType = storageType;
  let convertFromStorage = "$_self";
}

class OpInterface<string name, list<Interface> baseInterfaces = []>
  : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;

// A type interface: type definitions implement it (listed in a `TypeDef`'s traits) and,
// as a constraint (`MyTypeInterface:$value`), it admits the types whose definition does.
class TypeInterface<string name, list<Interface> baseInterfaces = []>
  : Interface<name, baseInterfaces>, InterfaceTrait<name>,
    Type<CPred<"$_ctxt.ty($_self).interface::<" # name # ">().is_some()">,
         name # " instance">;

// Not supported by ods-build (refused when defined).
class DialectInterface<string name, list<Interface> baseInterfaces = []>
  : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;

// An interface attached to an op together with the methods the op writes itself: every
// method without a body or default, and those of `overridenMethods`.
class DeclareInterfaceMethods<list<string> overridenMethods = []> {
  list<string> alwaysOverriddenMethods = overridenMethods;
}
class DeclareAttrInterfaceMethods<AttrInterface interface,
                                  list<string> overridenMethods = []>
      : DeclareInterfaceMethods<overridenMethods>,
        AttrInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
  let rustModule = interface.rustModule;
  let odsUnsupported = interface.odsUnsupported;
}
class DeclareOpInterfaceMethods<OpInterface interface,
                                list<string> overridenMethods = []>
      : DeclareInterfaceMethods<overridenMethods>,
        OpInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
  let rustModule = interface.rustModule;
  let odsUnsupported = interface.odsUnsupported;
}
class DeclareTypeInterfaceMethods<TypeInterface interface,
                                  list<string> overridenMethods = []>
      : DeclareInterfaceMethods<overridenMethods>,
        TypeInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
  let rustModule = interface.rustModule;
  let odsUnsupported = interface.odsUnsupported;
}

#endif // ODS_INTERFACES
