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
      let ty = $_builder.value_type(t);
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
