// Expected to fail: a Rust typo (a missing `;`) in a derived attribute.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins
    DerivedAttr<"usize", [{
      let n = $_ctxt.op($_op).num_results()
      n * 2
    }]>:$twice);
}
