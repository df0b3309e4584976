// Expected to fail: a string argument of a `custom` directive is an expression the
// generated code evaluates; upstream's are C++, ours Rust, so C++ left in a spec is
// reported at the argument.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins Variadic<Index>:$dynamic, DenseI64ArrayAttr:$static);
  let assemblyFormat = [{
    custom<DynamicIndexList>($dynamic, $static, "::mlir::AsmParser::Delimiter::Paren")
    attr-dict
  }];
}
