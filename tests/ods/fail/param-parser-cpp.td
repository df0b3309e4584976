// Expected to fail: a parameter's `parser` and `printer` written in C++, as upstream's
// LLVM debug-info parameters are. They are Rust expressions and statements in ods-build.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_TagParam : AttrOrTypeParameter<"unsigned", "a tag"> {
  let parser = [{ [&]() -> FailureOr<unsigned> {
    StringRef name;
    if ($_parser.parseKeyword(&name))
      return failure();
    return llvm::dwarf::getTag(name);
  }() }];
  let printer = "$_printer << llvm::dwarf::TagString($_self);";
}
def T_Tagged : TypeDef<T_Dialect, "Tagged"> {
  let mnemonic = "tagged";
  let parameters = (ins T_TagParam:$tag);
  let assemblyFormat = "`<` $tag `>`";
}
