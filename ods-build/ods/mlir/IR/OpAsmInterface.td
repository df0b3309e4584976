//===-- OpAsmInterface.td - printer and parser hooks ---------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `OpAsmOpInterface`, implemented in
// `ods_runtime::interfaces::op_asm`: the names an op suggests to the printer for its
// results, block arguments and blocks. MLIR passes a naming callback; the Rust methods
// return the names instead. `getDefaultDialect` names the dialect whose prefix operations
// nested in the op's regions may omit. The type and attribute interfaces are not
// supported: using them is refused.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_IR_OPASMINTERFACE
#define ODS_IR_OPASMINTERFACE

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def OpAsmOpInterface : OpInterface<"OpAsmOpInterface"> {
  let description = [{
    This interface provides hooks to interact with the AsmPrinter and AsmParser classes.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::op_asm";
  let methods = [
    InterfaceMethod<[{
        Get a special name to use when printing the results of this operation: a name for
        each result that starts a result group (an empty name for the default numbering).
      }],
      "Vec<(::ods_runtime::ir::Value, String)>", "getAsmResultNames", (ins), "",
      "Vec::new()"
    >,
    InterfaceMethod<[{
        Get a special name to use when printing the block arguments for a region
        immediately nested under this operation.
      }],
      "Vec<(::ods_runtime::ir::Value, String)>", "getAsmBlockArgumentNames",
      (ins "::ods_runtime::ir::RegionId":$region), "", "Vec::new()"
    >,
    InterfaceMethod<[{
        Get the name to use for blocks inside the regions attached to this operation.
      }],
      "Vec<(::ods_runtime::ir::BlockId, String)>", "getAsmBlockNames", (ins), "",
      "Vec::new()"
    >,
    StaticInterfaceMethod<[{
        Return the default dialect used when printing and parsing operations in regions
        nested under this operation: their names may omit its prefix. Empty for none.
      }],
      "String", "getDefaultDialect", (ins), "", "String::new()"
    >,
  ];
}

def OpAsmTypeInterface : TypeInterface<"OpAsmTypeInterface"> {
  let description = [{
    This interface provides hooks to interact with the AsmPrinter and AsmParser classes.
  }];
  let cppNamespace = "::mlir";
}

def OpAsmAttrInterface : AttrInterface<"OpAsmAttrInterface"> {
  let description = [{
    This interface provides hooks to interact with the AsmPrinter and AsmParser classes.
  }];
  let cppNamespace = "::mlir";
}

// A handle to a resource of the `dialect_resources` section. Its `parser` and `printer` are
// C++ and refused where a parameter uses it: definitions have no resource handles yet.
class ResourceHandleParameter<string handleType, string desc = "">
    : AttrOrTypeParameter<handleType, desc> {
  let parser = "$_parser.parseResourceHandle<" # handleType # ">()";
  let printer = "$_printer.printResourceHandle($_self)";
}

#endif // ODS_IR_OPASMINTERFACE
