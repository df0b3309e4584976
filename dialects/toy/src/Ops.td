//===- Ops.td - the Toy tutorial's dialect ------------------*- tablegen -*-===//
//
// The dialect of MLIR's Toy tutorial (mlir.llvm.org/docs/Tutorials/Toy, chapters 2 to 4,
// and chapter 7's struct type), written for ods-rs from the tutorial's description of each
// operation. Code blocks are Rust; the hand-written parts (custom forms, verifiers, shape
// inference, the transpose pattern, the struct folders) are in `hooks.rs`.
//
//===----------------------------------------------------------------------===//

#ifndef TOY_OPS
#define TOY_OPS

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let cppNamespace = "::mlir::toy";
  let summary = "the dialect of the Toy tutorial";
  let description = [{
    A high-level dialect for the Toy language: tensors of `f64` and structs of them,
    element-wise arithmetic, transposes, reshapes, calls and printing.
  }];
  let hasConstantMaterializer = 1;
}

//===----------------------------------------------------------------------===//
// Shape inference
//===----------------------------------------------------------------------===//

def ShapeInferenceOpInterface : OpInterface<"ShapeInference"> {
  let description = [{
    An operation whose result shape follows from its operands' shapes: the shape
    inference pass calls `inferShapes` once every operand is a ranked tensor.
  }];
  let cppNamespace = "::mlir::toy";
  let methods = [
    InterfaceMethod<"Infers the result shape from the operands' and sets it.",
      "void", "inferShapes">
  ];
}

class Toy_Op<string mnemonic, list<Trait> traits = []> :
    Op<Toy_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// The struct type (chapter 7)
//===----------------------------------------------------------------------===//

def Toy_StructType : TypeDef<Toy_Dialect, "Struct"> {
  let summary = "a struct of tensors and structs";
  let description = [{
    An unnamed container of element types, each a tensor or another struct: the names of a
    Toy struct and of its members stay in the front end, which turns a member access into
    an index. It has at least one element.

    ```mlir
    !toy.struct<tensor<*xf64>, tensor<*xf64>>
    ```
  }];
  let mnemonic = "struct";
  let parameters = (ins ArrayRefParameter<"mlir::Type">:$elementTypes);
  let assemblyFormat = "`<` $elementTypes `>`";
  let genVerifyDecl = 1;
}

// The values Toy functions pass around: tensors and structs.
def Toy_Type : AnyTypeOf<[F64Tensor, Toy_StructType]>;

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

def ConstantOp : Toy_Op<"constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "a constant tensor";
  let description = [{
    Turns a literal into an SSA value: the `value` attribute holds the data. It folds
    to its value, and the dialect materializes a folded tensor as a `toy.constant` (the
    tutorial's chapter 7 has both). A constant materialized for an unranked result (a
    folded `toy.struct_access`) gets its value's shape from shape inference.

    ```mlir
      %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
    ```
  }];
  let arguments = (ins F64ElementsAttr:$value);
  let results = (outs F64Tensor);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// add, mul
//===----------------------------------------------------------------------===//

def AddOp : Toy_Op<"add",
    [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "element-wise addition";
  let description = [{
    Adds two tensors of the same shape element by element.
  }];
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);
  let hasCustomAssemblyFormat = 1;
}

def MulOp : Toy_Op<"mul",
    [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "element-wise multiplication";
  let description = [{
    Multiplies two tensors of the same shape element by element.
  }];
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// cast
//===----------------------------------------------------------------------===//

def CastOp : Toy_Op<"cast", [
    DeclareOpInterfaceMethods<CastOpInterface>,
    DeclareOpInterfaceMethods<ShapeInferenceOpInterface>,
    Pure, SameOperandsAndResultShape]> {
  let summary = "a shape cast";
  let description = [{
    Converts a tensor to another of the same element type and a compatible shape: the
    inliner inserts one where a call's argument types differ from the callee's. A cast
    between two equal types folds away.

    ```mlir
      %1 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
    ```
  }];
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
}

//===----------------------------------------------------------------------===//
// func
//===----------------------------------------------------------------------===//

def FuncOp : Toy_Op<"func", [FunctionOpInterface, IsolatedFromAbove]> {
  let summary = "a user-defined function";
  let description = [{
    A function with a single-block body ending in `toy.return`. Every function but
    `main` is private, so the inliner may drop it once every call is inlined.

    ```mlir
    toy.func @main() {
      %0 = toy.constant dense<5.500000e+00> : tensor<f64>
      %1 = toy.reshape(%0 : tensor<f64>) to tensor<2x2xf64>
      toy.print %1 : tensor<2x2xf64>
      toy.return
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
  let extraClassDeclaration = [{
    /// Whether the function is a declaration without a body.
    pub fn is_external(self, ctx: &::ods_runtime::Context) -> bool {
        ctx.region(self.body(ctx)).blocks().is_empty()
    }

    /// The body, unless the function is external.
    pub fn get_callable_region(
        self,
        ctx: &::ods_runtime::Context,
    ) -> Option<::ods_runtime::ir::RegionId> {
        (!self.is_external(ctx)).then(|| self.body(ctx))
    }

    /// The argument types.
    pub fn get_argument_types(self, ctx: &::ods_runtime::Context) -> Vec<::ods_runtime::Type> {
        self.function_type(ctx)
            .and_then(|t| ctx.function_type_parts(t))
            .map(|(i, _)| i.to_vec())
            .unwrap_or_default()
    }

    /// The result types.
    pub fn get_result_types(self, ctx: &::ods_runtime::Context) -> Vec<::ods_runtime::Type> {
        self.function_type(ctx)
            .and_then(|t| ctx.function_type_parts(t))
            .map(|(_, r)| r.to_vec())
            .unwrap_or_default()
    }

    /// A function without a body only declares its symbol.
    pub fn is_declaration(self, ctx: &::ods_runtime::Context) -> bool {
        self.is_external(ctx)
    }
  }];
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// generic_call
//===----------------------------------------------------------------------===//

def GenericCallOp : Toy_Op<"generic_call", [CallOpInterface]> {
  let summary = "a call to a generic function";
  let description = [{
    Calls a `toy.func` by name. The callee's arguments are unranked tensors or structs;
    the call's operands may be ranked, and shape inference specializes the callee once
    inlined.

    ```mlir
     %4 = toy.generic_call @my_func(%1, %3)
           : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<*xf64>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<Toy_Type>:$inputs,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Toy_Type);
  let extraClassDeclaration = [{
    /// The operands passed to the callee.
    pub fn get_arg_operands(self, ctx: &::ods_runtime::Context) -> Vec<::ods_runtime::ir::Value> {
        self.inputs(ctx)
    }

    /// The callee, by symbol.
    pub fn get_callable_for_callee(
        self,
        ctx: &::ods_runtime::Context,
    ) -> ::ods_runtime::interfaces::call::Callable {
        let callee = self.callee_attr(ctx).expect("a verified `toy.generic_call` has a callee");
        ::ods_runtime::interfaces::call::Callable::Symbol(callee)
    }

    /// Replaces the callee.
    pub fn set_callee_from_callable(
        self,
        ctx: &mut ::ods_runtime::Context,
        callee: ::ods_runtime::interfaces::call::Callable,
    ) {
        if let ::ods_runtime::interfaces::call::Callable::Symbol(sym) = callee {
            self.set_callee_attr(ctx, Some(sym));
        }
    }
  }];
  let assemblyFormat = [{
    $callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)
  }];
}

//===----------------------------------------------------------------------===//
// print
//===----------------------------------------------------------------------===//

def PrintOp : Toy_Op<"print"> {
  let summary = "prints a tensor";
  let description = [{
    Prints its operand; it has no result.
  }];
  let arguments = (ins AnyTypeOf<[F64Tensor, F64MemRef]>:$input);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

def ReshapeOp : Toy_Op<"reshape", [Pure]> {
  let summary = "a reshape";
  let description = [{
    Gives a tensor another static shape with the same number of elements.

    ```mlir
       %0 = toy.reshape(%arg1 : tensor<10xf64>) to tensor<5x2xf64>
    ```
  }];
  let arguments = (ins F64Tensor:$input);
  let results = (outs StaticShapeTensorOf<[F64]>);
  let assemblyFormat = [{
    `(` $input `:` type($input) `)` attr-dict `to` type(results)
  }];
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// return
//===----------------------------------------------------------------------===//

def ReturnOp : Toy_Op<"return", [Pure, HasParent<"FuncOp">, Terminator]> {
  let summary = "returns from a function";
  let description = [{
    Ends a function, returning at most one value, of a type compatible with the
    function's result.

    ```mlir
      toy.func @foo() -> tensor<2xf64> {
        ...
        toy.return %0 : tensor<2xf64>
      }
    ```
  }];
  let arguments = (ins Variadic<Toy_Type>:$input);
  let assemblyFormat = "($input^ `:` type($input))? attr-dict ";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

def TransposeOp : Toy_Op<"transpose",
    [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "a transpose";
  let description = [{
    Reverses the dimensions of a tensor.
  }];
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor);
  let assemblyFormat = [{
    `(` $input `:` type($input) `)` attr-dict `to` type(results)
  }];
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// struct_constant, struct_access (chapter 7)
//===----------------------------------------------------------------------===//

def StructConstantOp : Toy_Op<"struct_constant", [ConstantLike, Pure]> {
  let summary = "a constant struct";
  let description = [{
    Turns a struct literal into an SSA value: the `value` array holds one constant per
    element, a dense tensor or, for a nested struct, another array. It folds to its value.

    ```mlir
      %0 = toy.struct_constant [
        dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
      ] : !toy.struct<tensor<*xf64>>
    ```
  }];
  let arguments = (ins ArrayAttr:$value);
  let results = (outs Toy_StructType:$output);
  let assemblyFormat = "$value attr-dict `:` type($output)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def StructAccessOp : Toy_Op<"struct_access", [Pure]> {
  let summary = "a struct member";
  let description = [{
    The `index`th element of a struct value; its type is the struct's element type. An
    access into a `toy.struct_constant` folds to the element's constant.

    ```mlir
      %1 = toy.struct_access %0[0] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
    ```
  }];
  let arguments = (ins Toy_StructType:$input, I64Attr:$index);
  let results = (outs Toy_Type:$output);
  let assemblyFormat = [{
    $input `[` $index `]` attr-dict `:` type($input) `->` type($output)
  }];
  // The result type is the struct's element type at `index`.
  let builders = [
    OpBuilder<(ins "Value":$input, "size_t":$index)>
  ];
  let hasVerifier = 1;
  let hasFolder = 1;
}

#endif // TOY_OPS
