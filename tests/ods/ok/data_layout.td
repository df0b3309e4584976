// The data layout interfaces from the library: a scope op implementing
// `DataLayoutOpInterface` (its specification read from its `dlti.dl_spec` attribute, as
// `builtin.module` reads its own), and a type implementing `DataLayoutTypeInterface`
// (its size from its parameter, its alignments from the specification's entries for its
// class). The test dialect compiles it and tests it (`dialects/test/tests/data_layout.rs`).

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"

def DL_Dialect : Dialect {
  let name = "dl";
  let cppNamespace = "::dl";
}

def DL_ScopeOp : Op<DL_Dialect, "scope", [DataLayoutOpInterface, NoTerminator, SingleBlock]> {
  let summary = "A data layout scope";
  let description = [{
    The ops in its region are laid out by the specification in its `dlti.dl_spec`
    attribute, combined with those of the enclosing scopes.
  }];
  let regions = (region SizedRegion<1>:$body);
}

def DL_BlobType : TypeDef<DL_Dialect, "Blob", [
    DeclareTypeInterfaceMethods<DataLayoutTypeInterface, ["getPreferredAlignment"]>]> {
  let summary = "An opaque blob of bytes";
  let mnemonic = "blob";
  let parameters = (ins "u32":$bytes);
  let assemblyFormat = "`<` $bytes `>`";
}
