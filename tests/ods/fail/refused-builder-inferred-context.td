// Expected to fail: builders that infer their context are refused.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : TypeDef<T_Dialect, "A"> {
  let parameters = (ins "u32":$w);
  let builders = [
    TypeBuilderWithInferredContext<(ins "u32":$w), [{ Self::get($_ctxt, w) }]>
  ];
}
