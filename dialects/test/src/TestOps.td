// A small dialect: one op of each common shape.
include "mlir/IR/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
  let cppNamespace = "test";
  let summary = "A small dialect for the generator's goldens.";
}

class Test_Op<string mnemonic, list<Trait> traits = []>
    : Op<Test_Dialect, mnemonic, traits>;

def Test_AddOp : Test_Op<"add", [Pure, Commutative, SameOperandsAndResultType]> {
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
}

def Test_ConstantOp : Test_Op<"constant", [ConstantLike, Pure]> {
  let summary = "an integer constant";
  let arguments = (ins I64Attr:$value, OptionalAttr<StrAttr>:$label,
                   DefaultValuedAttr<I32Attr, "7">:$width);
  let results = (outs AnyInteger:$result);
}

def Test_CallOp : Test_Op<"call"> {
  let summary = "calls a function by name";
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$results);
  let hasVerifier = 1;
}
