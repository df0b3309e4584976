// Expected to fail: a parameter's `comparator` is C++ that ods-build cannot honour, as
// parameters are compared with Rust's `Eq`. The one comparator accepted is
// `APFloatParameter`'s `bitwiseIsEqual`, which is what the Rust `ApFloat`'s `Eq` does; an
// APFloat parameter compared otherwise is refused too.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def Parity : AttrOrTypeParameter<"int64_t", "compared by parity"> {
  let comparator = "($_lhs % 2) == ($_rhs % 2)";
}
def NumericFloat : APFloatParameter<"compared as numbers"> {
  let comparator = "$_lhs == $_rhs";
}
def T_P : AttrDef<T_Dialect, "P"> {
  let mnemonic = "p";
  let parameters = (ins Parity:$value);
  let assemblyFormat = "`<` $value `>`";
}
def T_F : AttrDef<T_Dialect, "F"> {
  let mnemonic = "f";
  let parameters = (ins NumericFloat:$value);
  let hasCustomAssemblyFormat = 1;
}
