//===- ControlFlowOps.td - ControlFlow operations ----------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// This file contains definitions for the operations within the ControlFlow
// dialect.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_DIALECTS_CONTROLFLOW_IR_CONTROLFLOWOPS_TD
#define MLIR_DIALECTS_CONTROLFLOW_IR_CONTROLFLOWOPS_TD

include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def ControlFlow_Dialect : Dialect {
  let name = "cf";
  let cppNamespace = "::mlir::cf";
  let dependentDialects = ["arith::ArithDialect"];
  let description = [{
    This dialect contains low-level, i.e. non-region based, control flow
    constructs. These constructs generally represent control flow directly
    on SSA blocks of a control flow graph.
  }];
}

class CF_Op<string mnemonic, list<Trait> traits = []> :
    Op<ControlFlow_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// AssertOp
//===----------------------------------------------------------------------===//

def AssertOp : CF_Op<"assert",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Assert operation with message attribute";
  let description = [{
    Assert operation at runtime with single boolean operand and an error
    message attribute.
    If the argument is `true` this operation has no effect. Otherwise, the
    program execution will abort. The provided error message may be used by a
    runtime to propagate the error to the user.

    Example:

    ```mlir
    cf.assert %b, "Expected ... to be true"
    ```
  }];

  let arguments = (ins I1:$arg, StrAttr:$msg);

  let assemblyFormat = "$arg `,` $msg attr-dict";
  let hasCanonicalizeMethod = 1;
}

//===----------------------------------------------------------------------===//
// BranchOp
//===----------------------------------------------------------------------===//

def BranchOp : CF_Op<"br", [
    DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
    Pure, Terminator
  ]> {
  let summary = "Branch operation";
  let description = [{
    The `cf.br` operation represents a direct branch operation to a given
    block. The operands of this operation are forwarded to the successor block,
    and the number and type of the operands must match the arguments of the
    target block.

    Example:

    ```mlir
    ^bb2:
      %2 = call @someFn()
      cf.br ^bb3(%2 : tensor<*xf32>)
    ^bb3(%3: tensor<*xf32>):
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);

  let builders = [
    OpBuilder<(ins "Block *":$dest,
                   CArg<"ValueRange", "{}">:$destOperands), [{
      $_state.successors.push(dest);
      $_state.operands.extend_from_slice(dest_operands);
    }]>];

  let extraClassDeclaration = [{
    /// Sets the destination block.
    pub fn set_dest(self, ctx: &mut ::ods_runtime::Context, block: ::ods_runtime::ir::BlockId) {
        self.0.set_successor(ctx, 0, block);
    }

    /// Erase the operand at 'index' from the operand list.
    pub fn erase_operand(self, ctx: &mut ::ods_runtime::Context, index: usize) {
        let mut operands: Vec<::ods_runtime::ir::Value> = ctx.op(self.0).operands().collect();
        operands.remove(index);
        self.0.set_operands(ctx, &operands);
    }

    /// The forwarded operands may be edited (upstream's mutable `SuccessorOperands`).
    pub fn successor_operands_mutable(self, _ctx: &::ods_runtime::Context) -> bool {
        true
    }

    /// Erases forwarded operand `index` of successor `succ`.
    pub fn erase_successor_operand(self, ctx: &mut ::ods_runtime::Context, succ: u32, index: u32) {
        crate::hooks::edit_successor_operands(ctx, self.0, succ as usize, |ops| {
            ops.remove(index as usize);
        });
    }

    /// Forwards `values` to successor `succ` after its operands.
    pub fn append_successor_operands(
        self,
        ctx: &mut ::ods_runtime::Context,
        succ: u32,
        values: &[::ods_runtime::ir::Value],
    ) {
        crate::hooks::edit_successor_operands(ctx, self.0, succ as usize, |ops| {
            ops.extend_from_slice(values);
        });
    }
  }];

  let hasCanonicalizeMethod = 1;
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// CondBranchOp
//===----------------------------------------------------------------------===//

def CondBranchOp
    : CF_Op<"cond_br", [AttrSizedOperandSegments,
                        DeclareOpInterfaceMethods<
                            BranchOpInterface, ["getSuccessorForOperands"]>,
                        WeightedBranchOpInterface, Pure, Terminator]> {
  let summary = "Conditional branch operation";
  let description = [{
    The `cf.cond_br` terminator operation represents a conditional branch on a
    boolean (1-bit integer) value. If the bit is set, then the first destination
    is jumped to; if it is false, the second destination is chosen. The count
    and types of operands must align with the arguments in the corresponding
    target blocks.

    The MLIR conditional branch operation is not allowed to target the entry
    block for a region. The two destinations of the conditional branch operation
    are allowed to be the same.

    The following example illustrates a function with a conditional branch
    operation that targets the same block.

    Example:

    ```mlir
    func.func @select(%a: i32, %b: i32, %flag: i1) -> i32 {
      // Both targets are the same, operands differ
      cf.cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)

    ^bb1(%x : i32) :
      return %x : i32
    }
    ```
  }];

  let arguments = (ins I1:$condition, Variadic<AnyType>:$trueDestOperands,
      Variadic<AnyType>:$falseDestOperands,
      OptionalAttr<DenseI32ArrayAttr>:$branch_weights);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);

  let builders = [OpBuilder<(ins "Value":$condition, "Block *":$trueDest,
                                "ValueRange":$trueOperands,
                                "Block *":$falseDest,
                                "ValueRange":$falseOperands,
                                CArg<"ArrayRef<int32_t>", "{}">:$branchWeights),
                            [{
      let weights = crate::hooks::weights_attr($_builder, branch_weights);
      Self::build_state($_builder, &mut $_state, condition, true_operands.to_vec(), false_operands.to_vec(),
            weights, true_dest, false_dest);
    }]>,
                  OpBuilder<(ins "Value":$condition, "Block *":$trueDest,
                                "Block *":$falseDest,
                                CArg<"ValueRange", "{}">:$falseOperands,
                                CArg<"ArrayRef<int32_t>", "{}">:$branchWeights),
                            [{
      let weights = crate::hooks::weights_attr($_builder, branch_weights);
      Self::build_state($_builder, &mut $_state, condition, Vec::new(), false_operands.to_vec(),
            weights, true_dest, false_dest);
    }]>];

  let extraClassDeclaration = [{
    /// The index of the 'true' destination among the successors.
    pub const TRUE_INDEX: usize = 0;
    /// The index of the 'false' destination among the successors.
    pub const FALSE_INDEX: usize = 1;

    /// The operands passed to the 'true' destination.
    pub fn get_true_operands(self, ctx: &::ods_runtime::Context) -> Vec<::ods_runtime::ir::Value> {
        self.true_dest_operands(ctx)
    }

    /// The operands passed to the 'false' destination.
    pub fn get_false_operands(self, ctx: &::ods_runtime::Context) -> Vec<::ods_runtime::ir::Value> {
        self.false_dest_operands(ctx)
    }

    /// The forwarded operands may be edited (upstream's mutable `SuccessorOperands`).
    pub fn successor_operands_mutable(self, _ctx: &::ods_runtime::Context) -> bool {
        true
    }

    /// Erases forwarded operand `index` of successor `succ`.
    pub fn erase_successor_operand(self, ctx: &mut ::ods_runtime::Context, succ: u32, index: u32) {
        crate::hooks::edit_successor_operands(ctx, self.0, succ as usize, |ops| {
            ops.remove(index as usize);
        });
    }

    /// Forwards `values` to successor `succ` after its operands.
    pub fn append_successor_operands(
        self,
        ctx: &mut ::ods_runtime::Context,
        succ: u32,
        values: &[::ods_runtime::ir::Value],
    ) {
        crate::hooks::edit_successor_operands(ctx, self.0, succ as usize, |ops| {
            ops.extend_from_slice(values);
        });
    }
  }];

  let hasCanonicalizer = 1;
  let assemblyFormat = [{
    $condition (`weights` `(` $branch_weights^ `)` )? `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// SwitchOp
//===----------------------------------------------------------------------===//

def SwitchOp : CF_Op<"switch",
    [AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
     Pure, Terminator]> {
  let summary = "Switch operation";
  let description = [{
    The `cf.switch` terminator operation represents a switch on a signless integer
    value. If the flag matches one of the specified cases, then the
    corresponding destination is jumped to. If the flag does not match any of
    the cases, the default destination is jumped to. The count and types of
    operands must align with the arguments in the corresponding target blocks.

    Example:

    ```mlir
    cf.switch %flag : i32, [
      default: ^bb1(%a : i32),
      42: ^bb1(%b : i32),
      43: ^bb3(%c : i32)
    ]
    ```
  }];

  let arguments = (ins
    AnyInteger:$flag,
    Variadic<AnyType>:$defaultOperands,
    VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
    OptionalAttr<AnyIntElementsAttr>:$case_values,
    DenseI32ArrayAttr:$case_operand_segments
  );
  let successors = (successor
    AnySuccessor:$defaultDestination,
    VariadicSuccessor<AnySuccessor>:$caseDestinations
  );
  let builders = [
    OpBuilder<(ins "Value":$flag,
      "Block *":$defaultDestination,
      "ValueRange":$defaultOperands,
      CArg<"ArrayRef<APInt>", "{}">:$caseValues,
      CArg<"BlockRange", "{}">:$caseDestinations,
      CArg<"ArrayRef<ValueRange>", "{}">:$caseOperands)>,
    OpBuilder<(ins "Value":$flag,
      "Block *":$defaultDestination,
      "ValueRange":$defaultOperands,
      CArg<"ArrayRef<int32_t>", "{}">:$caseValues,
      CArg<"BlockRange", "{}">:$caseDestinations,
      CArg<"ArrayRef<ValueRange>", "{}">:$caseOperands)>,
    OpBuilder<(ins "Value":$flag,
      "Block *":$defaultDestination,
      "ValueRange":$defaultOperands,
      CArg<"DenseIntElementsAttr", "{}">:$caseValues,
      CArg<"BlockRange", "{}">:$caseDestinations,
      CArg<"ArrayRef<ValueRange>", "{}">:$caseOperands)>
  ];

  let assemblyFormat = [{
    $flag `:` type($flag) `,` `[` `\n`
      custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,
                            $defaultOperands,
                            type($defaultOperands),
                            $case_values,
                            $caseDestinations,
                            $caseOperands,
                            type($caseOperands))
   `]`
    attr-dict
  }];

  let extraClassDeclaration = [{
    /// Return the operands for the case destination block at the given index.
    pub fn get_case_operands(self, ctx: &::ods_runtime::Context, index: usize) -> Vec<::ods_runtime::ir::Value> {
        self.case_operands(ctx).get(index).cloned().unwrap_or_default()
    }

    /// The forwarded operands may be edited (upstream's mutable `SuccessorOperands`).
    pub fn successor_operands_mutable(self, _ctx: &::ods_runtime::Context) -> bool {
        true
    }

    /// Erases forwarded operand `index` of successor `succ`.
    pub fn erase_successor_operand(self, ctx: &mut ::ods_runtime::Context, succ: u32, index: u32) {
        crate::hooks::edit_successor_operands(ctx, self.0, succ as usize, |ops| {
            ops.remove(index as usize);
        });
    }

    /// Forwards `values` to successor `succ` after its operands.
    pub fn append_successor_operands(
        self,
        ctx: &mut ::ods_runtime::Context,
        succ: u32,
        values: &[::ods_runtime::ir::Value],
    ) {
        crate::hooks::edit_successor_operands(ctx, self.0, succ as usize, |ops| {
            ops.extend_from_slice(values);
        });
    }
  }];

  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

#endif // MLIR_DIALECTS_CONTROLFLOW_IR_CONTROLFLOWOPS_TD
