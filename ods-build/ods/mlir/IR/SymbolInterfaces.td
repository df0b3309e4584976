//===-- SymbolInterfaces.td - symbol interfaces --------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `Symbol` (the `SymbolOpInterface`),
// `SymbolUserOpInterface` and the `SymbolTable` trait, implemented in
// `ods_runtime::interfaces::symbols` and `ods_runtime::traits`. A symbol table verifies
// the symbol uses of the operations inside it once its region verified.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_IR_SYMBOLINTERFACES
#define ODS_IR_SYMBOLINTERFACES

include "mlir/IR/OpBase.td"

def Symbol : OpInterface<"SymbolOpInterface"> {
  let description = [{
    This interface describes an operation that may define a `Symbol`.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::symbols";
  let methods = [
    InterfaceMethod<"Returns the name of this symbol.",
      "Option<String>", "getName", (ins), [{}], [{ /* in the runtime */ None }]>,
    InterfaceMethod<"Gets the visibility of this symbol.",
      "::ods_runtime::interfaces::symbols::Visibility", "getVisibility", (ins), [{}],
      [{ ::ods_runtime::interfaces::symbols::Visibility::Public }]>,
    InterfaceMethod<"Returns true if this symbol has private visibility.",
      "bool", "isPrivate", (ins), [{}], [{ false }]>,
    InterfaceMethod<"Returns true if this operation optionally defines a symbol.",
      "bool", "isOptionalSymbol", (ins), [{}], [{ false }]>,
    InterfaceMethod<"Returns true if this operation is a declaration of a symbol.",
      "bool", "isDeclaration", (ins), [{}], [{ false }]>,
  ];
  let verify = [{
    // The runtime's `Symbol` trait: a string `sym_name` and a valid `sym_visibility`.
    ::ods_runtime::traits::OpTrait::verify_trait(&::ods_runtime::interfaces::symbols::Symbol::default(), ctx, op.op())
  }];
}

def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface"> {
  let description = [{
    This interface describes an operation that may use a `Symbol`. The nearest symbol
    table verifies the uses.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::symbols";
  let methods = [
    InterfaceMethod<"Verify the symbol uses held by this operation.",
      "Result<(), ::ods_runtime::verify::VerifyError>", "verifySymbolUses"
    >,
  ];
}

// The op's single region holds a symbol table.
def SymbolTable : NativeOpTrait<"SymbolTable">;

// An attribute using symbols, verified with the op holding it. Declared with upstream's name
// and refused where an attribute implements it: symbol-use verification covers ops only.
def SymbolUserAttrInterface : AttrInterface<"SymbolUserAttrInterface"> {
  let description = [{
    An attribute that may use a `Symbol` and verifies those uses.
  }];
  let cppNamespace = "::mlir";
  let odsUnsupported = "symbol uses of attributes are not verified yet (the runtime verifies "
    "the symbol uses of ops only)";
}

#endif // ODS_IR_SYMBOLINTERFACES
