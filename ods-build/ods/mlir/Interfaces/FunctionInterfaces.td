//===-- FunctionInterfaces.td - function interfaces ----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `FunctionOpInterface`, implemented in
// `ods_runtime::interfaces::function`: an operation that behaves like a function (a
// symbol and a callable whose signature is its `function_type` attribute, with argument
// and result attributes in `arg_attrs` and `res_attrs`). Its verifier is the runtime's
// `FunctionLike` trait (MLIR's `function_interface_impl::verifyTrait`). Upstream's
// shared C++ helpers (`extraSharedClassDeclaration`) are the interface's methods here;
// the op's generated accessors set the attributes.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_FUNCTIONINTERFACES
#define ODS_INTERFACES_FUNCTIONINTERFACES

include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"

def FunctionOpInterface : OpInterface<"FunctionOpInterface", [
    Symbol, CallableOpInterface
  ]> {
  let cppNamespace = "::mlir";
  let description = [{
    This interface provides support for interacting with operations that behave like
    functions: they are symbols, they have a single region (the body, empty for an external
    function) whose entry block's arguments are the function's arguments, and they hold
    `function_type` (a type attribute with the signature) and optionally `arg_attrs` and
    `res_attrs` (arrays of dictionaries, one per argument and result).
  }];
  let rustModule = "::ods_runtime::interfaces::function";
  let methods = [
    InterfaceMethod<[{ Returns the type of the function. }],
      "Option<::ods_runtime::Type>", "getFunctionType", (ins), [{}],
      [{ /* in the runtime */ None }]>,
    InterfaceMethod<[{ Returns the array of argument attribute dictionaries, if any. }],
      "Option<::ods_runtime::Attribute>", "getArgAttrsAttr", (ins), [{}],
      [{ /* in the runtime */ None }]>,
    InterfaceMethod<[{ Returns the array of result attribute dictionaries, if any. }],
      "Option<::ods_runtime::Attribute>", "getResAttrsAttr", (ins), [{}],
      [{ /* in the runtime */ None }]>,
    InterfaceMethod<[{ Returns true if the function is external (its body is empty). }],
      "bool", "isExternal", (ins), [{}], [{ /* in the runtime */ false }]>,
    InterfaceMethod<[{ Returns the attribute dictionary of an argument, if any. }],
      "Option<::ods_runtime::Attribute>", "getArgAttrDict", (ins "unsigned":$index), [{}],
      [{ /* in the runtime */ None }]>,
    InterfaceMethod<[{ Returns the attribute dictionary of a result, if any. }],
      "Option<::ods_runtime::Attribute>", "getResultAttrDict", (ins "unsigned":$index),
      [{}], [{ /* in the runtime */ None }]>,
    InterfaceMethod<[{
        Verify the type attribute of the function for derived op-specific invariants.
      }],
      "Result<(), ::ods_runtime::verify::VerifyError>", "verifyType", (ins), [{}],
      [{ /* in the runtime */ Ok(()) }]>,
    InterfaceMethod<[{
        Verify the contents of the body of this function. The default checks that a
        non-empty body's entry block takes the function type's inputs as arguments.
      }],
      "Result<(), ::ods_runtime::verify::VerifyError>", "verifyBody", (ins), [{}],
      [{ /* in the runtime */ Ok(()) }]>,
  ];
  let verify = [{
    // The runtime's `FunctionLike` trait: argument and result attributes, one region,
    // `verifyType` and `verifyBody`.
    ::ods_runtime::traits::OpTrait::verify_trait(&::ods_runtime::interfaces::function::FunctionLike::default(), ctx, op.op())
  }];
}

#endif // ODS_INTERFACES_FUNCTIONINTERFACES
