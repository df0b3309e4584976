// Expected to fail: an accessor type other than the stored type is refused.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : TypeDef<T_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins AttrOrTypeParameter<"std::string", "a name", "int64_t">:$name);
}
