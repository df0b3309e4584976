// A small dialect: one op of each common shape.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Basic_Dialect : Dialect {
  let name = "basic";
  let cppNamespace = "basic";
  let summary = "A small dialect for the generator's goldens.";
  let hasConstantMaterializer = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let hasCanonicalizer = 1;
  let discardableAttrs = (ins "::mlir::UnitAttr":$marked,
                              "::mlir::DenseI32ArrayAttr":$sizes,
                              "::mlir::Attribute":$anything);
}

class Basic_Op<string mnemonic, list<Trait> traits = []>
    : Op<Basic_Dialect, mnemonic, traits>;

def Basic_AddOp : Basic_Op<"add", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "integer addition";
  let description = [{
    Adds two integers.

    ```mlir
    %r = basic.add %a, %b : i32
    ```
  }];
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$result);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasCanonicalizeMethod = 1;
}

def Basic_ConstantOp : Basic_Op<"constant", [ConstantLike, Pure]> {
  let summary = "an integer constant";
  let arguments = (ins I64Attr:$value, OptionalAttr<StrAttr>:$label,
                   DefaultValuedAttr<I32Attr, "7">:$width);
  let results = (outs AnyInteger:$result);
}

def Basic_CallOp : Basic_Op<"call"> {
  let summary = "calls a function by name";
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$results);
  let hasVerifier = 1;
}

// An unnamed region, as upstream's `spirv.module` declares its body: a positional accessor
// (`region_0`), and mlir-tblgen's verifier message without a name (`region #0 failed to
// verify constraint: ...`).
def Basic_ScopeOp : Basic_Op<"scope"> {
  let summary = "holds an unnamed region and a named one";
  let regions = (region SizedRegion<1>, AnyRegion:$tail);
}
