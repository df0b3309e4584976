// Ops whose C++ namespace lies below their dialect's, as upstream's Transform extensions
// put `ConstrainParamsOp` in `mlir::transform::smt`: each is generated into a Rust module
// below the dialect's (`sub::inner::YieldOp`, `sub::inner::deep::LeafOp`), beside an op of
// the same class name in the dialect's own module.
include "mlir/IR/OpBase.td"

def Sub_Dialect : Dialect {
  let name = "sub";
  let cppNamespace = "::mlir::sub";
}

def Sub_YieldOp : Op<Sub_Dialect, "yield", [Terminator]> {
  let summary = "ends the dialect's regions";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

def SubInner_YieldOp : Op<Sub_Dialect, "inner.yield", [Terminator]> {
  let summary = "ends the regions of the inner namespace's ops";
  let cppNamespace = "::mlir::sub::inner";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

def Sub_ScopeOp : Op<Sub_Dialect, "inner.scope",
    [SingleBlockImplicitTerminator<"::mlir::sub::inner::YieldOp">]> {
  let summary = "a region ended by the inner yield";
  let cppNamespace = "mlir::sub::inner";
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
}

def Sub_OuterOp : Op<Sub_Dialect, "outer",
    [SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "a region of the dialect's module ended by the dialect's yield";
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
}

def Sub_LeafOp : Op<Sub_Dialect, "inner.deep.leaf",
    [SingleBlockImplicitTerminator<"::mlir::sub::inner::YieldOp">]> {
  let summary = "two namespaces below the dialect's";
  let cppNamespace = "::mlir::sub::inner::deep";
  let arguments = (ins I32Attr:$count);
  let results = (outs I32:$result);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$count $body attr-dict";
}
