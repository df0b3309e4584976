// `ShapedTypeInterface` (`mlir/IR/BuiltinTypeInterfaces.td`) on a dialect type, as
// upstream's XeGPU tensor descriptor lists it: the type writes the four methods, the
// runtime's `ShapedType` view answers upstream's shared queries over them as it does for
// the builtin vectors, tensors and memrefs, and the interface is a type constraint that
// accepts both. The test dialect compiles it and tests it
// (`dialects/test/tests/upstream_interfaces.rs`).
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

def Sh_Dialect : Dialect {
  let name = "sh";
  let cppNamespace = "::sh";
}

def Sh_TileType : TypeDef<Sh_Dialect, "Tile", [ShapedTypeInterface]> {
  let summary = "A tile of elements, ranked or not";
  let mnemonic = "tile";
  let parameters = (ins OptionalArrayRefParameter<"int64_t">:$shape, "Type":$elementType,
    "bool":$ranked);
  let assemblyFormat = "`<` `[` $shape `]` `,` $elementType `,` $ranked `>`";
}

def Sh_NumElementsOp : Op<Sh_Dialect, "num_elements"> {
  let summary = "The number of elements of a shaped value";
  let arguments = (ins ShapedTypeInterface:$source);
  let results = (outs Index:$result);
}
