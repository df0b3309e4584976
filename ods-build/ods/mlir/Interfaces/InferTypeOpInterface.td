//===-- InferTypeOpInterface.td - type inference -------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The traits upstream declares here
// (`SameOperandsAndResultType`, `SameOperandsAndResultRank`) work, and
// `InferTypeOpInterface` (`InferTypeOpAdaptor`), implemented in
// `ods_runtime::interfaces::infer_type`: the op's `inferReturnTypes` hook and the verifier
// comparing its types with the results. Builders without result types that call it are
// not generated yet. `ReifyRankedShapedTypeOpInterface`, implemented there too: an op
// computing the shapes of its ranked shaped results with a builder. The shaped-type
// inference interfaces are declared with upstream's names and refused where an op uses
// them.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_INFERTYPEOPINTERFACE
#define ODS_INTERFACES_INFERTYPEOPINTERFACE

include "mlir/IR/OpBase.td"

defvar InferTypeUnsupported =
  "shaped result types inferred by the op are not supported yet; give the result types, "
  "or use InferTypeOpInterface, SameOperandsAndResultType, AllTypesMatch or a buildable "
  "result type";

def InferTypeOpInterface : OpInterface<"InferTypeOpInterface"> {
  let description = [{
    Interface to infer the return types for an operation that could be used during op
    construction, verification or type inference. The verifier compares the inferred types
    with the op's result types.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::infer_type";
  let methods = [
    StaticInterfaceMethod<[{
        Infers the result types of an op with these operands and regions; `None` when they
        cannot be inferred. (Upstream also passes the attributes and properties.)
      }],
      "Option<Vec<::ods_runtime::Type>>", "inferReturnTypes",
      (ins "::ods_runtime::Location":$loc, "&[::ods_runtime::ir::Value]":$operands,
           "&[::ods_runtime::ir::RegionId]":$regions)
    >,
    StaticInterfaceMethod<[{
        Returns whether the inferred types `lhs` agree with the result types `rhs`.
      }],
      "bool", "isCompatibleReturnTypes",
      (ins "&[::ods_runtime::Type]":$lhs, "&[::ods_runtime::Type]":$rhs), [{}],
      [{ /* in the runtime */ lhs == rhs }]
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::infer_type::verify_inferred_result_types(ctx, op.op())
  }];
  let verifyWithRegions = 1;
}

def InferShapedTypeOpInterface : OpInterface<"InferShapedTypeOpInterface"> {
  let description = [{
    Interface to infer the components of a ShapedType returned by an operation.
  }];
  let cppNamespace = "::mlir";
  let odsUnsupported = InferTypeUnsupported;
}

class InferTypeOpAdaptorBase<code additionalDecls = [{}]> : TraitList<
  [DeclareOpInterfaceMethods<InferTypeOpInterface>]>;
def InferTypeOpAdaptor : InferTypeOpAdaptorBase;
def InferTypeOpAdaptorWithIsCompatible : TraitList<
  [DeclareOpInterfaceMethods<InferTypeOpInterface, ["isCompatibleReturnTypes"]>]>;

class InferShapedTypeOpAdaptorBase<list<string> overridenMethods = []> : TraitList<
  [DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>]>;
def InferShapedTypeOpAdaptor : InferShapedTypeOpAdaptorBase;
def InferShapedTypeOpAdaptorWithReify : InferShapedTypeOpAdaptorBase;

class InferTensorTypeBase<list<string> overridenMethods = []> : TraitList<
  [DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>,
   DeclareOpInterfaceMethods<InferTypeOpInterface>]>;
def InferTensorType : InferTensorTypeBase;
def InferTensorTypeWithReify: InferTensorTypeBase;

class InferTensorTypeAdaptorBase<list<string> overridenMethods = []> : TraitList<
  [DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>,
   DeclareOpInterfaceMethods<InferTypeOpInterface>]>;
def InferTensorTypeAdaptor : InferTensorTypeAdaptorBase;
def InferTensorTypeAdaptorWithReify: InferTensorTypeAdaptorBase;

def ReifyRankedShapedTypeOpInterface :
    OpInterface<"ReifyRankedShapedTypeOpInterface"> {
  let description = [{
    Interface to compute the shape of the result of an operation when the result is a
    ranked shape type, i.e. `RankedTensorType` or `MemRefType`. Each method takes the
    builder it may insert the ops computing the shapes with (in place of the context). A
    shape is one `OpFoldResult` per dimension; a result whose shape cannot be computed
    gets an empty shape.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::infer_type";
  let methods = [
    InterfaceMethod<[{
        Reifies the shapes of all the results of the operation (typically in terms of the
        shapes of its operands); none when they cannot be computed.
      }],
      "Option<Vec<Vec<::ods_runtime::registry::OpFoldResult>>>", "reifyResultShapes",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder), [{}],
      [{ /* in the runtime */ None }]
    >,
    InterfaceMethod<[{
        Reifies the shape of result `resultIndex`; by default from `reifyResultShapes`.
      }],
      "Option<Vec<::ods_runtime::registry::OpFoldResult>>", "reifyShapeOfResult",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "u32":$resultIndex), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Reifies dimension `dim` of result `resultIndex`; by default from
        `reifyShapeOfResult`.
      }],
      "Option<::ods_runtime::registry::OpFoldResult>", "reifyDimOfResult",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "u32":$resultIndex,
           "u32":$dim), [{}],
      [{ /* in the runtime */ }]
    >,
  ];
}

def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def SameOperandsAndResultRank : NativeOpTrait<"SameOperandsAndResultRank">;

#endif // ODS_INTERFACES_INFERTYPEOPINTERFACE
