//===- ToyCombine.td - the Toy tutorial's DRR patterns ------*- tablegen -*-===//
//
// The reshape canonicalizations of the Toy tutorial (chapter 3), written in DRR. The
// transpose one, which the tutorial writes in C++, is Rust in `hooks.rs`.
//
//===----------------------------------------------------------------------===//

#ifndef TOY_COMBINE
#define TOY_COMBINE

include "mlir/IR/PatternBase.td"
include "Ops.td"

// reshape(reshape(x)) -> reshape(x)
def ReshapeReshapeOptPattern : Pat<(ReshapeOp (ReshapeOp $arg)), (ReshapeOp $arg)>;

// reshape(x) -> x when the result type is already x's.
def TypesAreIdentical : Constraint<CPred<"$_builder.value($0).ty() == $_builder.value($1).ty()">>;
def RedundantReshapeOptPattern : Pat<
  (ReshapeOp:$res $arg), (replaceWithValue $arg),
  [(TypesAreIdentical $res, $arg)]>;

// reshape(constant) -> the constant reshaped to the reshape's type.
def ReshapeConstant : NativeCodeCall<"hooks::reshape_constant($_builder, $0, $1)">;
def FoldConstantReshapeOptPattern : Pat<
  (ReshapeOp:$res (ConstantOp $arg)),
  (ConstantOp (ReshapeConstant $arg, $res))>;

#endif // TOY_COMBINE
