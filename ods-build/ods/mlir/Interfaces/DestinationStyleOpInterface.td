//===-- DestinationStyleOpInterface.td - destination style ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `DestinationStyleOpInterface`,
// implemented in `ods_runtime::interfaces::destination_style`: an op whose "init" operands
// (tensors or memrefs) are the destinations of its results, with upstream's verifier.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_DESTINATIONSTYLEOPINTERFACE
#define ODS_INTERFACES_DESTINATIONSTYLEOPINTERFACE

include "mlir/IR/OpBase.td"

def DestinationStyleOpInterface : OpInterface<"DestinationStyleOpInterface"> {
  let description = [{
    Ops that are in destination style have designated "init" operands, which act as
    initial tensor values for the results of the operation or the init buffers to which
    the results of the op will be written. Each tensor init is tied to the result of the
    same position among the op's tensor results, of the same type.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::destination_style";
  let methods = [
    InterfaceMethod<[{ Returns the "init" operands, in order. }],
      "Vec<::ods_runtime::ir::Value>", "getDpsInitsMutable"
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::destination_style::verify_destination_style_op(ctx, op.op())
  }];
  let verifyWithRegions = 1;
}

#endif // ODS_INTERFACES_DESTINATIONSTYLEOPINTERFACE
