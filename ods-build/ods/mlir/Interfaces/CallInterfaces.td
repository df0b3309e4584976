//===-- CallInterfaces.td - call interfaces ------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `CallOpInterface` and
// `CallableOpInterface`, implemented in `ods_runtime::interfaces::call`.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_CALLINTERFACES
#define ODS_INTERFACES_CALLINTERFACES

include "mlir/IR/OpBase.td"

def CallOpInterface : OpInterface<"CallOpInterface"> {
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

def CallableOpInterface : OpInterface<"CallableOpInterface"> {
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

// Ops with argument and result attributes (upstream's base of the call interfaces; here
// `FunctionOpInterface` carries them). Declared with upstream's name and refused where an op
// uses it.
def ArgAndResultAttrsOpInterface : OpInterface<"ArgAndResultAttrsOpInterface"> {
  let description = [{
    An op with a dictionary of attributes per argument and per result.
  }];
  let cppNamespace = "::mlir";
  let odsUnsupported = "argument and result attributes of calls are not supported yet (the "
    "runtime has no ArgAndResultAttrsOpInterface)";
}

#endif // ODS_INTERFACES_CALLINTERFACES
