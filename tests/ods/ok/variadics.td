// Operand and result groups, regions and successors.
include "mlir/IR/OpBase.td"

def Var_Dialect : Dialect {
  let name = "var";
  let cppNamespace = "::var";
}

def Var_OptionalOp : Op<Var_Dialect, "optional"> {
  let arguments = (ins Optional<I32>:$maybe, F32:$always);
  let results = (outs Optional<I64>:$out);
}

def Var_VariadicOp : Op<Var_Dialect, "variadic"> {
  let arguments = (ins I1:$cond, Variadic<AnySignlessInteger>:$values, Index:$idx);
  let results = (outs Variadic<AnyType>:$results);
}

def Var_SegmentsOp : Op<Var_Dialect, "segments",
    [AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let arguments = (ins Variadic<I32>:$a, Optional<I64>:$b, I1:$c, Variadic<F64>:$d);
  let results = (outs Optional<I32>:$x, Variadic<I64>:$y);
}

def Var_SameSizeOp : Op<Var_Dialect, "same_size",
    [SameVariadicOperandSize, SameVariadicResultSize]> {
  let arguments = (ins Variadic<I32>:$lhs, Variadic<I32>:$rhs);
  let results = (outs Variadic<I32>:$sums, Variadic<I1>:$carries);
}

def Var_GroupsOp : Op<Var_Dialect, "groups"> {
  let arguments = (ins VariadicOfVariadic<AnyType, "sizes">:$groups,
                   DenseI32ArrayAttr:$sizes);
}

def Var_RegionOp : Op<Var_Dialect, "region", [NoTerminator]> {
  let regions = (region SizedRegion<1>:$entry, MinSizedRegion<2>:$loop,
                 VariadicRegion<MaxSizedRegion<3>>:$rest);
}

def Var_SwitchOp : Op<Var_Dialect, "switch", [Terminator]> {
  let arguments = (ins I32:$flag);
  let successors = (successor AnySuccessor:$default,
                    VariadicSuccessor<AnySuccessor>:$cases);
}

def Var_AnyRegionsOp : Op<Var_Dialect, "any_regions", [NoTerminator]> {
  let regions = (region VariadicRegion<AnyRegion>:$bodies);
  let successors = (successor VariadicSuccessor<AnySuccessor>:$targets);
}
