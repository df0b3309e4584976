//===-- InferTypeOpInterface.td - type inference -------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The traits upstream declares here
// (`SameOperandsAndResultType`, `SameOperandsAndResultRank`) work, and
// `InferTypeOpInterface` (`InferTypeOpAdaptor`), implemented in
// `ods_runtime::interfaces::infer_type`: the op's `inferReturnTypes` hook and the verifier
// comparing its types with the results. Builders without result types that call it are
// not generated yet. `ReifyRankedShapedTypeOpInterface`, implemented there too: an op
// computing the shapes of its ranked shaped results with a builder.
// `InferShapedTypeOpInterface`, implemented there too: an op inferring the components of
// its shaped results (and building their shapes), with upstream's traits grouping it
// (`InferShapedTypeOpAdaptor`, `InferTensorType`, ...).
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_INFERTYPEOPINTERFACE
#define ODS_INTERFACES_INFERTYPEOPINTERFACE

include "mlir/IR/OpBase.td"

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
    Interface to infer the components of a ShapedType returned by an operation that could
    be used during op construction, verification or shape inference. The components
    consist of the shape, the element type and an attribute (a tensor's encoding)
    (`::ods_runtime::interfaces::infer_type::ShapedTypeComponents`).
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::infer_type";
  let methods = [
    StaticInterfaceMethod<[{
        Infers the components of the result types of an op with these operands and
        regions; unknown parts (an unranked shape, no element type) are not a failure.
        `None` when they cannot be inferred. (Upstream also passes the attributes and
        properties.)
      }],
      "Option<Vec<::ods_runtime::interfaces::infer_type::ShapedTypeComponents>>",
      "inferReturnTypeComponents",
      (ins "::ods_runtime::Location":$location, "&[::ods_runtime::ir::Value]":$operands,
           "&[::ods_runtime::ir::RegionId]":$regions), [{}],
      [{ /* in the runtime */ None }]
    >,
    InterfaceMethod<[{
        Creates with the builder the ops computing the shape of each result from
        `operands`, which stand for the op's operands (converted ones during a
        conversion); `None` when it cannot. Takes the builder in place of the context.
      }],
      "Option<Vec<::ods_runtime::ir::Value>>", "reifyReturnTypeShapes",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder,
           "&[::ods_runtime::ir::Value]":$operands), [{}],
      [{ /* in the runtime */ None }]
    >,
  ];
}

class InferTypeOpAdaptorBase<code additionalDecls = [{}]> : TraitList<
  [DeclareOpInterfaceMethods<InferTypeOpInterface>]>;
def InferTypeOpAdaptor : InferTypeOpAdaptorBase;
def InferTypeOpAdaptorWithIsCompatible : TraitList<
  [DeclareOpInterfaceMethods<InferTypeOpInterface, ["isCompatibleReturnTypes"]>]>;

// The shaped-type inference traits of upstream, with their overridden methods written by
// the op. Upstream's `InferTensorType` also defines `inferReturnTypes` from
// `inferReturnTypeComponents`; here the op writes it, calling
// `::ods_runtime::interfaces::infer_type::infer_return_tensor_types` on its components.
// The adaptor forms take the same operands (an adaptor is not passed).
class InferShapedTypeOpAdaptorBase<list<string> overridenMethods = []> : TraitList<
  [DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>]>;
def InferShapedTypeOpAdaptor : InferShapedTypeOpAdaptorBase<[
  "inferReturnTypeComponents"]>;
def InferShapedTypeOpAdaptorWithReify : InferShapedTypeOpAdaptorBase<[
  "inferReturnTypeComponents", "reifyReturnTypeShapes"]>;

class InferTensorTypeBase<list<string> overridenMethods = []> : TraitList<
  [DeclareOpInterfaceMethods<InferTypeOpInterface>,
   DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>]>;
def InferTensorType : InferTensorTypeBase<["inferReturnTypeComponents"]>;
def InferTensorTypeWithReify: InferTensorTypeBase<[
    "inferReturnTypeComponents", "reifyReturnTypeShapes"]>;

class InferTensorTypeAdaptorBase<list<string> overridenMethods = []> : TraitList<
  [DeclareOpInterfaceMethods<InferTypeOpInterface>,
   InferShapedTypeOpAdaptorBase<overridenMethods>]>;
def InferTensorTypeAdaptor : InferTensorTypeAdaptorBase<["inferReturnTypeComponents"]>;
def InferTensorTypeAdaptorWithReify: InferTensorTypeAdaptorBase<[
    "inferReturnTypeComponents", "reifyReturnTypeShapes"]>;

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
