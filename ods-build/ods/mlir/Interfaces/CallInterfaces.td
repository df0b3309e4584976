//===-- CallInterfaces.td - call interfaces ------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `ArgAndResultAttrsOpInterface`,
// `CallOpInterface` and `CallableOpInterface`, implemented in
// `ods_runtime::interfaces::call`.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_CALLINTERFACES
#define ODS_INTERFACES_CALLINTERFACES

include "mlir/IR/OpBase.td"

// An op with argument and result attributes: upstream's base of the call interfaces. An op
// with `arg_attrs`/`res_attrs` attributes implements it with their generated accessors, as
// upstream's generated members do.
def ArgAndResultAttrsOpInterface : OpInterface<"ArgAndResultAttrsOpInterface"> {
  let description = [{
    An operation that has argument and result attributes. This interface provides functions
    to access and modify the argument and result attributes of the operation.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::call";
  let methods = [
    InterfaceMethod<[{
        Returns the array of argument attribute dictionaries, or `None` when the op has
        no argument attributes.
      }],
      "Option<::ods_runtime::Attribute>", "getArgAttrsAttr">,
    InterfaceMethod<[{
        Returns the array of result attribute dictionaries, or `None` when the op has no
        result attributes.
      }],
      "Option<::ods_runtime::Attribute>", "getResAttrsAttr">,
    InterfaceMethod<[{
        Sets the array of argument attribute dictionaries.
      }],
      "void", "setArgAttrsAttr", (ins "::ods_runtime::Attribute":$attrs)>,
    InterfaceMethod<[{
        Sets the array of result attribute dictionaries.
      }],
      "void", "setResAttrsAttr", (ins "::ods_runtime::Attribute":$attrs)>,
    InterfaceMethod<[{
        Removes the array of argument attribute dictionaries; returns what it removed.
        Takes the builder because it edits the op and returns a value.
      }],
      "Option<::ods_runtime::Attribute>", "removeArgAttrsAttr",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder)>,
    InterfaceMethod<[{
        Removes the array of result attribute dictionaries; returns what it removed.
        Takes the builder because it edits the op and returns a value.
      }],
      "Option<::ods_runtime::Attribute>", "removeResAttrsAttr",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder)>,
  ];
}

def CallOpInterface : OpInterface<"CallOpInterface",
                                  [ArgAndResultAttrsOpInterface]> {
  let description = [{
    A call-like operation is one that transfers control from one sub-routine to another.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::call";
  let methods = [
    InterfaceMethod<[{
        Returns the callee of this call-like operation: a symbol reference or an SSA value.
      }],
      "::ods_runtime::interfaces::call::Callable", "getCallableForCallee"
    >,
    InterfaceMethod<[{
        Sets the callee of this call-like operation.
      }],
      "void", "setCalleeFromCallable",
      (ins "::ods_runtime::interfaces::call::Callable":$callee)
    >,
    InterfaceMethod<[{
        Returns the operands within this call that are used as arguments to the callee.
      }],
      "Vec<::ods_runtime::ir::Value>", "getArgOperands"
    >,
    InterfaceMethod<[{
        Resolves the call to the operation its callee symbol names, if any.
      }],
      "Option<::ods_runtime::ir::OpId>", "resolveCallable", (ins), [{}],
      [{ /* in the runtime */ None }]
    >,
  ];
}

def CallableOpInterface : OpInterface<"CallableOpInterface",
                                      [ArgAndResultAttrsOpInterface]> {
  let description = [{
    A callable operation is one who represents a potential sub-routine, and may be a
    target for a call-like operation.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::call";
  let methods = [
    InterfaceMethod<[{
        Returns the region on the current operation that is callable, or none for an
        external declaration.
      }],
      "Option<::ods_runtime::ir::RegionId>", "getCallableRegion"
    >,
    InterfaceMethod<[{
        Returns the callable's argument types.
      }],
      "Vec<::ods_runtime::Type>", "getArgumentTypes"
    >,
    InterfaceMethod<[{
        Returns the callable's result types.
      }],
      "Vec<::ods_runtime::Type>", "getResultTypes"
    >,
  ];
}

#endif // ODS_INTERFACES_CALLINTERFACES
