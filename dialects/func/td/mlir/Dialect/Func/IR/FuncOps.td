//===- FuncOps.td - Func operation definitions -------------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_DIALECT_FUNC_IR_FUNCOPS_TD
#define MLIR_DIALECT_FUNC_IR_FUNCOPS_TD

include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Func_Dialect : Dialect {
  let name = "func";
  let cppNamespace = "::mlir::func";
  let hasConstantMaterializer = 1;
}

// Base class for Func dialect ops.
class Func_Op<string mnemonic, list<Trait> traits = []> :
    Op<Func_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// CallOp
//===----------------------------------------------------------------------===//

def CallOp : Func_Op<"call",
    [CallOpInterface, MemRefsNormalizable,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "call operation";
  let description = [{
    The `func.call` operation represents a direct call to a function that is
    within the same symbol scope as the call. The operands and result types of
    the call must match the specified function type. The callee is encoded as a
    symbol reference attribute named "callee".

    Example:

    ```mlir
    %2 = func.call @my_add(%0, %1) : (f32, f32) -> f32
    ```
  }];

  let arguments = (ins
    FlatSymbolRefAttr:$callee,
    Variadic<AnyType>:$operands,
    OptionalAttr<DictArrayAttr>:$arg_attrs,
    OptionalAttr<DictArrayAttr>:$res_attrs, 
    UnitAttr:$no_inline
  );

  let results = (outs Variadic<AnyType>);

  let builders = [
    OpBuilder<(ins "FuncOp":$callee, CArg<"ValueRange", "{}">:$operands), [{
      $_state.operands.extend_from_slice(operands);
      let name = callee.sym_name($_builder);
      let results = callee.get_result_types($_builder);
      Self::state_properties(&mut $_state).callee = Some(::ods_runtime::Attribute::flat_symbol_ref($_builder, &name));
      $_state.result_types.extend(results);
    }]>,
    OpBuilder<(ins "SymbolRefAttr":$callee, "TypeRange":$results,
      CArg<"ValueRange", "{}">:$operands), [{
      $_state.operands.extend_from_slice(operands);
      Self::state_properties(&mut $_state).callee = Some(callee);
      $_state.result_types.extend_from_slice(results);
    }]>,
    OpBuilder<(ins "StringAttr":$callee, "TypeRange":$results,
      CArg<"ValueRange", "{}">:$operands), [{
      let name = $_builder.attr(callee).string_value().unwrap_or_default();
      $_state.operands.extend_from_slice(operands);
      Self::state_properties(&mut $_state).callee = Some(::ods_runtime::Attribute::flat_symbol_ref($_builder, &name));
      $_state.result_types.extend_from_slice(results);
    }]>,
    OpBuilder<(ins "StringRef":$callee, "TypeRange":$results,
      CArg<"ValueRange", "{}">:$operands), [{
      $_state.operands.extend_from_slice(operands);
      Self::state_properties(&mut $_state).callee = Some(::ods_runtime::Attribute::flat_symbol_ref($_builder, callee));
      $_state.result_types.extend_from_slice(results);
    }]>,
    OpBuilder<(ins "TypeRange":$results, "FlatSymbolRefAttr":$callee,
      CArg<"ValueRange", "{}">:$operands), [{
      $_state.operands.extend_from_slice(operands);
      Self::state_properties(&mut $_state).callee = Some(callee);
      $_state.result_types.extend_from_slice(results);
    }]>,
    OpBuilder<(ins "TypeRange":$results, "StringAttr":$callee,
      CArg<"ValueRange", "{}">:$operands), [{
      let name = $_builder.attr(callee).string_value().unwrap_or_default();
      $_state.operands.extend_from_slice(operands);
      Self::state_properties(&mut $_state).callee = Some(::ods_runtime::Attribute::flat_symbol_ref($_builder, &name));
      $_state.result_types.extend_from_slice(results);
    }]>,
    OpBuilder<(ins "TypeRange":$results, "StringRef":$callee,
      CArg<"ValueRange", "{}">:$operands), [{
      $_state.operands.extend_from_slice(operands);
      Self::state_properties(&mut $_state).callee = Some(::ods_runtime::Attribute::flat_symbol_ref($_builder, callee));
      $_state.result_types.extend_from_slice(results);
    }]>];

  let extraClassDeclaration = [{
    /// The type of the called function: the operand types to the result types.
    pub fn callee_type(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::Type {
        let inputs: Vec<::ods_runtime::Type> =
            ctx.op(self.0).operands().map(|v| ctx.value(v).ty()).collect();
        let results: Vec<::ods_runtime::Type> =
            ctx.op(self.0).results().map(|v| ctx.value(v).ty()).collect();
        ::ods_runtime::Type::function(ctx, &inputs, &results)
    }

    /// Get the argument operands to the called function.
    pub fn get_arg_operands(self, ctx: &::ods_runtime::Context) -> Vec<::ods_runtime::ir::Value> {
        self.operands(ctx)
    }

    /// Return the callee of this operation.
    pub fn get_callable_for_callee(
        self,
        ctx: &::ods_runtime::Context,
    ) -> ::ods_runtime::interfaces::call::Callable {
        let callee = self.callee_attr(ctx).expect("a verified `func.call` has a callee");
        ::ods_runtime::interfaces::call::Callable::Symbol(callee)
    }

    /// Set the callee for this operation.
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
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// CallIndirectOp
//===----------------------------------------------------------------------===//

def CallIndirectOp : Func_Op<"call_indirect", [
      CallOpInterface,
      TypesMatchWith<"callee input types match argument types",
                     "callee", "callee_operands",
                     "$_ctxt.ty($_self).function_parts().map(|(i, _)| i.to_vec()).unwrap_or_default()">,
      TypesMatchWith<"callee result types match result types",
                     "callee", "results",
                     "$_ctxt.ty($_self).function_parts().map(|(_, r)| r.to_vec()).unwrap_or_default()">
    ]> {
  let summary = "indirect call operation";
  let description = [{
    The `func.call_indirect` operation represents an indirect call to a value
    of function type. The operands and result types of the call must match the
    specified function type.

    Function values can be created with the
    [`func.constant` operation](#funcconstant-constantop).

    Example:

    ```mlir
    %func = func.constant @my_func : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %result = func.call_indirect %func(%0, %1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    ```
  }];

  let arguments = (ins
    FunctionType:$callee,
    Variadic<AnyType>:$callee_operands,
    OptionalAttr<DictArrayAttr>:$arg_attrs,
    OptionalAttr<DictArrayAttr>:$res_attrs
  );

  let results = (outs Variadic<AnyType>:$results);

  let builders = [
    OpBuilder<(ins "Value":$callee, CArg<"ValueRange", "{}">:$operands), [{
      $_state.operands.push(callee);
      $_state.operands.extend_from_slice(operands);
      let ty = $_builder.value(callee).ty();
      let results = $_builder
          .ty(ty).function_parts()
          .map(|(_, r)| r.to_vec())
          .unwrap_or_default();
      $_state.result_types.extend(results);
    }]>];

  let extraClassDeclaration = [{
    /// Get the argument operands to the called function.
    pub fn get_arg_operands(self, ctx: &::ods_runtime::Context) -> Vec<::ods_runtime::ir::Value> {
        self.callee_operands(ctx)
    }

    /// Return the callee of this operation.
    pub fn get_callable_for_callee(
        self,
        ctx: &::ods_runtime::Context,
    ) -> ::ods_runtime::interfaces::call::Callable {
        ::ods_runtime::interfaces::call::Callable::Value(self.callee(ctx))
    }

    /// Set the callee for this operation.
    pub fn set_callee_from_callable(
        self,
        ctx: &mut ::ods_runtime::Context,
        callee: ::ods_runtime::interfaces::call::Callable,
    ) {
        if let ::ods_runtime::interfaces::call::Callable::Value(v) = callee {
            self.0.set_operand(ctx, 0, v);
        }
    }
  }];

  let hasCanonicalizeMethod = 1;
  let assemblyFormat = [{
    $callee `(` $callee_operands `)` attr-dict `:` type($callee)
  }];
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

def ConstantOp : Func_Op<"constant",
    [ConstantLike, Pure,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "constant";
  let description = [{
    The `func.constant` operation produces an SSA value from a symbol reference
    to a `func.func` operation

    Example:

    ```mlir
    // Reference to function @myfn.
    %2 = func.constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>

    // Equivalent generic forms
    %2 = "func.constant"() { value = @myfn } : () -> ((tensor<16xf32>, f32) -> tensor<16xf32>)
    ```

    MLIR does not allow direct references to functions in SSA operands because
    the compiler is multithreaded, and disallowing SSA values to directly
    reference a function simplifies this
    ([rationale](../Rationale/Rationale.md#multithreading-the-compiler)).
  }];

  let arguments = (ins FlatSymbolRefAttr:$value);
  let results = (outs AnyType);
  let assemblyFormat = "attr-dict $value `:` type(results)";

  let extraClassDeclaration = [{
    /// Returns true if a constant operation can be built with the given value
    /// and result type.
    pub fn is_buildable_with(
        ctx: &::ods_runtime::Context,
        value: ::ods_runtime::Attribute,
        ty: ::ods_runtime::Type,
    ) -> bool {
        ctx.attr(value).symbol_ref_parts().is_some_and(|(_, nested)| nested.is_empty())
            && ctx.ty(ty).function_parts().is_some()
    }
  }];

  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// FuncOp
//===----------------------------------------------------------------------===//

def FuncOp : Func_Op<"func", [
  AffineScope, AutomaticAllocationScope,
  FunctionOpInterface, IsolatedFromAbove, OpAsmOpInterface
]> {
  let summary = "An operation with a name containing a single `SSACFG` region";
  let description = [{
    Operations within the function cannot implicitly capture values defined
    outside of the function, i.e. Functions are `IsolatedFromAbove`. All
    external references must use function arguments or attributes that establish
    a symbolic connection (e.g. symbols referenced by name via a string
    attribute like SymbolRefAttr). An external function declaration (used when
    referring to a function declared in some other module) has no body. While
    the MLIR textual form provides a nice inline syntax for function arguments,
    they are internally represented as “block arguments” to the first block in
    the region.

    Only dialect attribute names may be specified in the attribute dictionaries
    for function arguments, results, or the function itself.

    Example:

    ```mlir
    // External function definitions.
    func.func private @abort()
    func.func private @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64

    // A function that returns its argument twice:
    func.func @count(%x: i64) -> (i64, i64)
      attributes {fruit = "banana"} {
      return %x, %x: i64, i64
    }

    // A function with an argument attribute
    func.func private @example_fn_arg(%x: i32 {swift.self = unit})

    // A function with a result attribute
    func.func private @example_fn_result() -> (f64 {dialectName.attrName = 0 : i64})

    // A function with an attribute
    func.func private @example_fn_attr() attributes {dialectName.attrName = false}
    ```
  }];

  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       UnitAttr:$no_inline);
  let regions = (region AnyRegion:$body);

  let builders = [OpBuilder<(ins
    "StringRef":$name, "FunctionType":$type,
    CArg<"ArrayRef<NamedAttribute>", "{}">:$attrs,
    CArg<"ArrayRef<DictionaryAttr>", "{}">:$argAttrs)
  >];
  let extraClassDeclaration = [{
    /// Whether the function is external: a declaration without a body.
    pub fn is_external(self, ctx: &::ods_runtime::Context) -> bool {
        ctx.region(self.body(ctx)).blocks().is_empty()
    }

    //===------------------------------------------------------------------===//
    // FunctionOpInterface Methods
    //===------------------------------------------------------------------===//

    /// Returns the region on the current operation that is callable. This may
    /// return none in the case of an external callable object, e.g. an external
    /// function.
    pub fn get_callable_region(
        self,
        ctx: &::ods_runtime::Context,
    ) -> Option<::ods_runtime::ir::RegionId> {
        (!self.is_external(ctx)).then(|| self.body(ctx))
    }

    /// Returns the argument types of this function.
    pub fn get_argument_types(self, ctx: &::ods_runtime::Context) -> Vec<::ods_runtime::Type> {
        self.function_type(ctx)
            .and_then(|t| ctx.ty(t).function_parts())
            .map(|(i, _)| i.to_vec())
            .unwrap_or_default()
    }

    /// Returns the result types of this function.
    pub fn get_result_types(self, ctx: &::ods_runtime::Context) -> Vec<::ods_runtime::Type> {
        self.function_type(ctx)
            .and_then(|t| ctx.ty(t).function_parts())
            .map(|(_, r)| r.to_vec())
            .unwrap_or_default()
    }

    //===------------------------------------------------------------------===//
    // OpAsmOpInterface Methods
    //===------------------------------------------------------------------===//

    /// Allow the dialect prefix to be omitted.
    pub fn get_default_dialect(_ctx: &::ods_runtime::Context) -> String {
        "func".to_string()
    }

    //===------------------------------------------------------------------===//
    // SymbolOpInterface Methods
    //===------------------------------------------------------------------===//

    /// A function without a body only declares its symbol.
    pub fn is_declaration(self, ctx: &::ods_runtime::Context) -> bool {
        self.is_external(ctx)
    }
  }];
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

def ReturnOp : Func_Op<"return", [Pure, HasParent<"FuncOp">,
                                MemRefsNormalizable, ReturnLike, Terminator]> {
  let summary = "Function return operation";
  let description = [{
    The `func.return` operation represents a return operation within a function.
    The operation takes variable number of operands and produces no results.
    The operand number and types must match the signature of the function
    that contains the operation.

    Example:

    ```mlir
    func.func @foo() -> (i32, f8) {
      ...
      return %0, %1 : i32, f8
    }
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$operands);

  let builders = [OpBuilder<(ins), [{
    // No operands: the return of a function without results.
  }]>];

  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

#endif // MLIR_DIALECT_FUNC_IR_FUNCOPS_TD
