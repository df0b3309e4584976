//===----------------------------------------------------------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Declarative rewrite rules over ops with variadic and optional operands and results:
// upstream's "Test Patterns (Variadic Ops)" section of
// `mlir/test/lib/Dialect/Test/TestOps.td` (copied under
// `tests/upstream/mlir/test/lib/Dialect/Test/`), with its ops, in a dialect named `test`
// as upstream's, so that `tests/tests/ods_drr_reference.rs` runs the same input through
// these patterns and through `mlir-opt --test-greedy-patterns`. Three changes from upstream:
// the patterns are named (`VariadicPat01`, ... in their order) where upstream's are
// anonymous, so that the records printed by `mlir-tblgen` can be located in this file;
// the pattern building `MixedVOperandOp3` from the nested `MixedVResultOp3` (whose result
// types only its C++ builder gives) is left out, and the constraint of the last pattern,
// C++'s `$0 != Value()` on an optional operand, is Rust over the operand's group
// (`!$0.is_empty()`).

include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def Test_Dialect : Dialect {
  let name = "test";
  let cppNamespace = "::test";
}

class TEST_Op<string mnemonic, list<Trait> traits = []> :
    Op<Test_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Test Patterns (Variadic Ops)
//===----------------------------------------------------------------------===//

def OneVResOneVOperandOp1 : TEST_Op<"one_variadic_out_one_variadic_in1"> {
  let arguments = (ins Variadic<I32>);
  let results = (outs Variadic<I32>);
}
def OneVResOneVOperandOp2 : TEST_Op<"one_variadic_out_one_variadic_in2"> {
  let arguments = (ins Variadic<I32>);
  let results = (outs Variadic<I32>);
}

// Rewrite an op with one variadic operand and one variadic result to
// another similar op.
def VariadicPat01 : Pat<(OneVResOneVOperandOp1 $inputs), (OneVResOneVOperandOp2 $inputs)>;

def MixedVOperandOp1 : TEST_Op<"mixed_variadic_in1",
                               [SameVariadicOperandSize]> {
  let arguments = (ins
    Variadic<I32>:$input1,
    F32:$input2,
    Variadic<I32>:$input3
  );
}

def MixedVOperandOp2 : TEST_Op<"mixed_variadic_in2",
                               [SameVariadicOperandSize]> {
  let arguments = (ins
    Variadic<I32>:$input1,
    F32:$input2,
    Variadic<I32>:$input3
  );
}

// Rewrite an op with both variadic operands and normal operands.
def VariadicPat02 : Pat<(MixedVOperandOp1 $input1, $input2, $input3),
          (MixedVOperandOp2 $input1, $input2, $input3)>;

def MixedVResultOp1 : TEST_Op<"mixed_variadic_out1", [SameVariadicResultSize]> {
  let results = (outs
    Variadic<I32>:$output1,
    F32:$output2,
    Variadic<I32>:$output3
  );
}

def MixedVResultOp2 : TEST_Op<"mixed_variadic_out2", [SameVariadicResultSize]> {
  let results = (outs
    Variadic<I32>:$output1,
    F32:$output2,
    Variadic<I32>:$output3
  );
}

// Rewrite an op with both variadic results and normal results.
// Note that because we are generating the op with a top-level result pattern,
// we are able to deduce the correct result types for the generated op using
// the information from the matched root op.
def VariadicPat03 : Pat<(MixedVResultOp1), (MixedVResultOp2)>;

def MixedVOperandOp3 : TEST_Op<"mixed_variadic_in3",
                               [SameVariadicOperandSize]> {
  let arguments = (ins
    I32:$input1,
    Variadic<I32>:$input2,
    Variadic<I32>:$input3,
    I32Attr:$count
  );

  let results = (outs I32);
}

// Variadic structured matching
def MixedVOperandOp4 : TEST_Op<"mixed_variadic_in4"> {
  let arguments = (ins
    Variadic<I32>:$input1,
    I32:$input2,
    I32Attr:$attr1
  );
}

def MixedVOperandOp5 : TEST_Op<"mixed_variadic_in5"> {
  let arguments = (ins
    I32:$input1,
    I32:$input2,
    I32:$input3,
    I32Attr:$attr1,
    StrAttr:$pattern_name
  );
}

// Helper op to test variadic recursive pattern matching
def MixedVOperandInOutI32Op : TEST_Op<"mixed_variadic_in_out_i32"> {
  let arguments = (ins
    I32:$input
  );
  let results = (outs
    I32:$output
  );
}

def VariadicPat04 : Pat<
  (MixedVOperandOp4 (variadic $input1a, $input1b), $input2,
                    ConstantAttr<I32Attr, "0">:$attr1),
  (MixedVOperandOp5 $input1a, $input1b, $input2, $attr1,
                    ConstantStrAttr<StrAttr, "MatchVariadic">)>;

def VariadicPat05 : Pat<
  (MixedVOperandOp5 $input1a, $input1b, $input2, $attr1,
                    ConstantStrAttr<StrAttr, "MatchInverseVariadic">),
  (MixedVOperandOp3 $input2, (variadic $input1b), (variadic $input1a),
                    ConstantAttr<I32Attr, "1">:$attr1)>;

def VariadicPat06 : Pat<
  (MixedVOperandOp4 (variadic (MixedVOperandInOutI32Op $input1a),
                              (MixedVOperandInOutI32Op $input1b)),
                    $input2, ConstantAttr<I32Attr, "1">:$attr1),
  (MixedVOperandOp5 $input1a, $input1b, $input2, $attr1,
                    ConstantStrAttr<StrAttr, "MatchVariadicSubDag">)>;

def VariadicPat07 : Pat<
  (MixedVOperandOp4 (variadic $input1, $input1), $input2,
                    ConstantAttr<I32Attr, "2">:$attr1),
  (MixedVOperandOp5 $input1, $input1, $input2, $attr1,
                    ConstantStrAttr<StrAttr, "MatchVariadicSameSymbol">)>;

def MixedVOperandOp6 : TEST_Op<"mixed_variadic_in6",
                               [SameVariadicOperandSize]> {
  let arguments = (ins
    Variadic<I32>:$input1,
    Variadic<I32>:$input2,
    I32Attr:$attr1
  );
}

def VariadicPat08 : Pat<
  (MixedVOperandOp6 (variadic:$input1 $input1a, $input1b),
                    (variadic:$input2 $input2a, $input2b),
                    ConstantAttr<I32Attr, "1">:$attr1),
  (MixedVOperandOp6 $input2, $input1, ConstantAttr<I32Attr, "-1">)>;

def VariadicPat09 : Pat<
  (MixedVOperandOp6 (variadic $input1a, $input1b),
                    (variadic $input2a, $input2b),
                    ConstantAttr<I32Attr, "2">:$attr1),
  (MixedVOperandOp5 $input2a, $input2b, $input1b, $attr1,
                    ConstantStrAttr<StrAttr, "MatchMultiVariadicSubSymbol">)>;

def MixedVOperandOp7 : TEST_Op<"mixed_variadic_optional_in7",
                               [AttrSizedOperandSegments]> {
  let arguments = (ins
    Variadic<I32>:$input1,
    Optional<I32>:$input2,
    I32Attr:$attr1
  );
}

def VariadicPat10 : Pat<
  (MixedVOperandOp7 $input1, $input2, ConstantAttr<I32Attr, "2">:$attr1),
  (MixedVOperandOp6 $input1, (variadic $input2), $attr1),
  [(Constraint<CPred<"!$0.is_empty()">> $input2)]>;
