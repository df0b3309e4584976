//===-- ControlFlowInterfaces.td - control flow interfaces ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `BranchOpInterface`, implemented in
// `ods_runtime::interfaces::control_flow`: a terminator that branches to successors with
// operands, verified against the successors' block arguments. The region-branch
// interfaces are not provided yet.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_CONTROLFLOWINTERFACES
#define ODS_INTERFACES_CONTROLFLOWINTERFACES

include "mlir/IR/OpBase.td"

def BranchOpInterface : OpInterface<"BranchOpInterface"> {
  let description = [{
    This interface provides information for branching terminator operations, i.e.
    terminator operations with successors.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::control_flow";
  let methods = [
    InterfaceMethod<[{
        Returns the operands that correspond to the arguments of the successor at the
        given index.
      }],
      "::ods_runtime::interfaces::control_flow::SuccessorOperands", "getSuccessorOperands",
      (ins "unsigned":$index)
    >,
    InterfaceMethod<[{
        Returns the block argument of the successor corresponding to the operand at the
        provided index, if any.
      }],
      "Option<::ods_runtime::ir::Value>", "getSuccessorBlockArgument",
      (ins "unsigned":$operandIndex), [{}], [{ /* in the runtime */ None }]
    >,
    InterfaceMethod<[{
        Returns the successor that would be chosen with the given constant operands, or
        none if this cannot be computed statically.
      }],
      "Option<::ods_runtime::ir::BlockId>", "getSuccessorForOperands",
      (ins "&[Option<::ods_runtime::Attribute>]":$operands), [{}], [{ None }]
    >,
    InterfaceMethod<[{
        This method is called to compare types along control-flow edges.
      }],
      "bool", "areTypesCompatible",
      (ins "::ods_runtime::Type":$lhs, "::ods_runtime::Type":$rhs), [{}],
      [{ lhs == rhs }]
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::control_flow::verify_branch_op(ctx, op.op())
  }];
}

#endif // ODS_INTERFACES_CONTROLFLOWINTERFACES
