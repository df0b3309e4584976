//===-- ControlFlowInterfaces.td - control flow interfaces ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `BranchOpInterface`, implemented in
// `ods_runtime::interfaces::control_flow`: a terminator that branches to successors with
// operands, verified against the successors' block arguments; `SelectLikeOpInterface`;
// `RegionBranchTerminatorOpInterface` and `ReturnLike` (a terminator forwarding all its
// operands to whatever follows its region: the parent's results or another region);
// `WeightedBranchOpInterface` (verified as upstream's `verifyBranchWeights`);
// `RegionBranchOpInterface` (verified along every edge between the op and its regions).
// `WeightedRegionBranchOpInterface` (verified as upstream's `verifyRegionBranchWeights`).
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
    // Upstream's `getSuccessorOperands` returns a mutable operand range; here an op whose
    // forwarded operands may be edited says so and edits them through these methods
    // (region simplification erases dead block arguments and merges blocks with them).
    InterfaceMethod<[{
        Whether the operands forwarded to successors can be erased and appended to.
      }],
      "bool", "successorOperandsMutable", (ins), [{}],
      [{ /* in the runtime */ false }]
    >,
    InterfaceMethod<[{
        Erases forwarded operand `index` (among the forwarded ones) of successor `succ`.
      }],
      "void", "eraseSuccessorOperand", (ins "unsigned":$succ, "unsigned":$index), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Forwards `values` to successor `succ` after the operands it forwards already.
      }],
      "void", "appendSuccessorOperands",
      (ins "unsigned":$succ, "::llvm::ArrayRef<::mlir::Value>":$values), [{}],
      [{ /* in the runtime */ }]
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::control_flow::verify_branch_op(ctx, op.op())
  }];
}

def SelectLikeOpInterface : OpInterface<"SelectLikeOpInterface"> {
  let description = [{
    This interface provides information for select-like operations, i.e., operations that
    forward specific operands to the output, depending on a binary condition.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::control_flow";
  let methods = [
    InterfaceMethod<[{ Returns the operand that would be chosen for a false condition. }],
      "::ods_runtime::ir::Value", "getFalseValue", (ins)>,
    InterfaceMethod<[{ Returns the operand that would be chosen for a true condition. }],
      "::ods_runtime::ir::Value", "getTrueValue", (ins)>,
    InterfaceMethod<[{ Returns the condition operand. }],
      "::ods_runtime::ir::Value", "getCondition", (ins)>,
  ];
}

def RegionBranchOpInterface : OpInterface<"RegionBranchOpInterface"> {
  let description = [{
    This interface provides information for region-holding operations that exhibit
    branching behavior between held regions: from the operation's entry (the "parent"
    branch point) or from a `RegionBranchTerminatorOpInterface` terminator of one of its
    regions, to a region (its entry block arguments receive the forwarded values) or back to
    the operation (its results receive them). The verifier checks the values forwarded along
    every edge against the successor's inputs, in number and type.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::control_flow";
  let methods = [
    InterfaceMethod<[{
        Returns the operands of this operation forwarded to `successor` when the operation
        is entered. None by default.
      }],
      "Vec<::ods_runtime::ir::Value>", "getEntrySuccessorOperands",
      (ins "&::ods_runtime::interfaces::control_flow::RegionSuccessor":$successor), [{}],
      [{ /* in the runtime */ Vec::new() }]
    >,
    InterfaceMethod<[{
        Returns the successors when the operation is entered, knowing the constant value of
        each operand (`None` when not constant). By default, `getSuccessorRegions` of the
        parent point.
      }],
      "Vec<::ods_runtime::interfaces::control_flow::RegionSuccessor>",
      "getEntrySuccessorRegions",
      (ins "&[Option<::ods_runtime::Attribute>]":$operands), [{}],
      [{ /* in the runtime */ Vec::new() }]
    >,
    InterfaceMethod<[{
        Returns the successors control may flow to from `point`: the operation's entry or a
        terminator of one of its regions.
      }],
      "Vec<::ods_runtime::interfaces::control_flow::RegionSuccessor>", "getSuccessorRegions",
      (ins "::ods_runtime::interfaces::control_flow::RegionBranchPoint":$point)
    >,
    InterfaceMethod<[{
        Returns how many times each region runs per run of the operation, knowing the
        constant value of each operand. Unknown by default.
      }],
      "Vec<::ods_runtime::interfaces::control_flow::InvocationBounds>",
      "getRegionInvocationBounds",
      (ins "&[Option<::ods_runtime::Attribute>]":$operands), [{}],
      [{ /* in the runtime */ Vec::new() }]
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
    ::ods_runtime::interfaces::control_flow::verify_region_branch_op(ctx, op.op())
  }];
  let verifyWithRegions = 1;
}

def RegionBranchTerminatorOpInterface :
  OpInterface<"RegionBranchTerminatorOpInterface"> {
  let description = [{
    This interface provides information for branching terminator operations in the
    presence of a parent `RegionBranchOpInterface` implementation, or for a terminator
    returning control to its parent operation.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::control_flow";
  let methods = [
    // Required, as upstream's: the `ReturnLike` trait defines it for return-like ops
    // (every operand), the others write it.
    InterfaceMethod<[{
        Returns the operands forwarded to `point`, the successor of the terminator's region
        (the parent's results or another region's arguments).
      }],
      "Vec<::ods_runtime::ir::Value>", "getMutableSuccessorOperands",
      (ins "&::ods_runtime::interfaces::control_flow::RegionSuccessor":$point)
    >,
    InterfaceMethod<[{
        Returns the successors control may flow to from this terminator, knowing the
        constant value of each operand. By default, what the parent operation's
        `getSuccessorRegions` says for this terminator.
      }],
      "Vec<::ods_runtime::interfaces::control_flow::RegionSuccessor>", "getSuccessorRegions",
      (ins "&[Option<::ods_runtime::Attribute>]":$operands), [{}],
      [{ /* in the runtime */ Vec::new() }]
    >,
  ];
}

def WeightedBranchOpInterface : OpInterface<"WeightedBranchOpInterface"> {
  let description = [{
    This interface provides weight information for branching terminator operations, i.e.
    terminator operations with successors: the optional `branch_weights`
    `DenseI32ArrayAttr`, one weight per successor, not all zero. (Upstream's `setWeights`
    is the op's generated `branch_weights` setter here.)
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::control_flow";
  let methods = [
    InterfaceMethod<[{ Returns the branch weights (none when the op has none). }],
      "Vec<i32>", "getWeights", (ins), [{}],
      [{ /* in the runtime */ Vec::new() }]
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::control_flow::verify_branch_weights(ctx, op.op())
  }];
}

def WeightedRegionBranchOpInterface
    : OpInterface<"WeightedRegionBranchOpInterface"> {
  let description = [{
    This interface provides weight information for region operations that exhibit
    branching behavior between held regions: the optional `region_weights`
    `DenseI32ArrayAttr`, one weight per region (empty regions included), not all zero.
    (Upstream's `setWeights` is the op's generated `region_weights` setter here.)
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::control_flow";
  let methods = [
    InterfaceMethod<[{ Returns the region weights (none when the op has none). }],
      "Vec<i32>", "getWeights", (ins), [{}],
      [{ /* in the runtime */ Vec::new() }]
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::control_flow::verify_region_branch_weights(ctx, op.op())
  }];
}

// Upstream declares `getMutableSuccessorOperands` for the op and defines it in the
// `ReturnLike` trait as all operands; here that definition is the interface's default.
def ReturnLike : TraitList<[
    RegionBranchTerminatorOpInterface,
    NativeOpTrait<"ReturnLike">
]>;

#endif // ODS_INTERFACES_CONTROLFLOWINTERFACES
