// Expected to fail: an error on the third line of a code-block format.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a);
  let assemblyFormat = [{
    $a `,`
      bogus attr-dict
  }];
}
