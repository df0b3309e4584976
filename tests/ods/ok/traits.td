// Traits and builders.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Tr_Dialect : Dialect {
  let name = "tr";
  let cppNamespace = "tr";
}

def Tr_ModuleOp : Op<Tr_Dialect, "module", [IsolatedFromAbove, NoTerminator, SingleBlock]> {
  let regions = (region SizedRegion<1>:$body);
}

def Tr_YieldOp : Op<Tr_Dialect, "yield", [Terminator, HasParent<"tr.loop">]> {
  let arguments = (ins Variadic<AnyType>:$values);
}

// Upstream writes several parents as one C++ template argument list.
def Tr_BreakOp : Op<Tr_Dialect, "break", [HasParent<"LoopOp, ModuleOp">]>;

def Tr_LoopOp : Op<Tr_Dialect, "loop",
    [SingleBlockImplicitTerminator<"tr.yield">, ParentOneOf<["tr.module", "tr.loop"]>]> {
  let regions = (region SizedRegion<1>:$body);
}

def Tr_SelectOp : Op<Tr_Dialect, "select", [Pure,
    AllTypesMatch<["t", "f", "result"]>,
    TypesMatchWith<"condition is i1", "cond", "cond", "$_self">,
    PredOpTrait<"true and false differ", CPred<"$t != $f">>]> {
  let arguments = (ins I1:$cond, AnyType:$t, AnyType:$f);
  let results = (outs AnyType:$result);
  let builders = [
    OpBuilder<(ins "::ods_runtime::ir::Value":$cond, "::ods_runtime::ir::Value":$t,
                   CArg<"::ods_runtime::ir::Value", "t">:$f), [{
      let ty = $_builder.value(t).ty();
      Self::build_state($_builder, &mut $_state, ty, cond, t, f);
    }]>
  ];
}

def Tr_ElementwiseOp : Op<Tr_Dialect, "elementwise",
    [Elementwise, SameOperandsAndResultShape, SameOperandsElementType,
     Idempotent, Involution, ResultsBroadcastableShape]> {
  let arguments = (ins AnyTensor:$x, TensorOf<[I32, F32]>:$y);
  let results = (outs AnyRankedTensor:$z);
}

def Tr_MappableOp : Op<Tr_Dialect, "mappable",
    [ElementwiseMappable, ResultsAreFloatLike, MemRefsNormalizable]> {
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$z);
}

def Tr_ScopeOp : Op<Tr_Dialect, "scope", [AutomaticAllocationScope, NoTerminator]> {
  let regions = (region AnyRegion:$body);
}

// Predicate traits over named values and over operand and result positions.
def Tr_ShapedOp : Op<Tr_Dialect, "shaped", [
    AllRanksMatch<["a", "b"]>, AllElementCountsMatch<["a", "r"]>,
    AllTypeIDsMatch<["a", "b", "r"]>,
    AnyMatchOperatorTrait<["a", "b"], "$_ctxt.is_tensor($_ctxt.value($_self).ty())",
                          "tensor type">,
    TypeIs<"c", I32>, ElementTypeIs<"a", F32>,
    InputMatchesTypes<["a", "c"], [AnyShaped, I32]>,
    InputAddressIsCombinationOf<["a", "b"], [[AnyTensor, AnyTensor], [AnyVector, AnyVector]]>,
    PredOpTrait<"operand 0 holds f32", TCopVTEtIs<0, F32>>,
    PredOpTrait<"operands 0 and 1 hold the same", TCopVTEtIsSameAs<0, 1>>,
    PredOpTrait<"result 0 holds what operand 1 does", TCresVTEtIsSameAsOp<0, 1>>,
    PredOpTrait<"result 0 is operand 0's type", TCresIsSameAsOpBase<0, 0>>,
    PredOpTrait<"operands 0 and 1 hold the same", TCopVTEtAreSameAt<[0, 1]>>]> {
  let arguments = (ins AnyShaped:$a, AnyShaped:$b, AnyType:$c);
  let results = (outs AnyShaped:$r);
}

def Tr_OptionalsOp : Op<Tr_Dialect, "optionals", [
    OptionalTypesMatchWith<"lhs and rhs match when present", "lhs", "rhs", "$_self">,
    RangedTypesMatchWith<"ins and outs match", "ins", "outs", "$_self">,
    ShapedTypeMatchesElementCountAndTypes<"shaped", "ins">,
    PredOpTrait<"operand 0 broadcasts to result 0", TCOpIsBroadcastableToRes<0, 0>>,
    AttrSizedOperandSegments]> {
  let arguments = (ins AnyShaped:$shaped, Optional<AnyType>:$lhs, AnyType:$rhs,
                       Variadic<AnyType>:$ins);
  let results = (outs Variadic<AnyType>:$outs);
}

// `AllTypesMatch` over variadic groups, as upstream's `transform.replicate`: the groups'
// types, compared as C++'s type ranges (same length, same types).
def Tr_ReplicateOp : Op<Tr_Dialect, "replicate", [AllTypesMatch<["handles", "replicated"]>]> {
  let arguments = (ins Variadic<AnyType>:$handles);
  let results = (outs Variadic<AnyType>:$replicated);
}

// The interface listed plainly beside effect decorators: the decorators give `getEffects`,
// as upstream's `bufferization.clone`.
def Tr_CloneOp : Op<Tr_Dialect, "clone", [MemoryEffectsOpInterface]> {
  let arguments = (ins Arg<AnyType, "", [MemRead]>:$input);
  let results = (outs Res<AnyType, "", [MemWrite, MemAlloc]>:$output);
  // A C++ handle defaulting to `nullptr` is an `Option` defaulting to `None`.
  let builders = [
    OpBuilder<(ins "::mlir::Value":$input, CArg<"::mlir::Type", "nullptr">:$result_type), [{
      let ty = result_type.unwrap_or_else(|| $_builder.value(input).ty());
      Self::build_state($_builder, &mut $_state, ty, input);
    }]>,
    // So is one defaulting to `{}`, a null handle too (upstream's `memref.alloc`:
    // `CArg<"IntegerAttr", "{}">`).
    OpBuilder<(ins "::mlir::Value":$input, "::mlir::Type":$ty,
                   CArg<"::mlir::Attribute", "{}">:$marker), [{
      let ty = if marker.is_some() { ty } else { $_builder.value(input).ty() };
      Self::build_state($_builder, &mut $_state, ty, input);
    }]>
  ];
}

// The result has the type of the first attribute (upstream's `tosa.const_shape`).
def Tr_ConstOp : Op<Tr_Dialect, "const", [FirstAttrDerivedResultType]> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType:$out);
}
