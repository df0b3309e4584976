//===-- InferTypeOpInterface.td - type inference -------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The traits upstream declares here
// (`SameOperandsAndResultType`, `SameOperandsAndResultRank`) work; the type-inference
// interfaces are declared with upstream's names and refused where an op uses them: the
// runtime cannot yet infer result types while verifying (a verifier reads the context and
// cannot create types).
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_INFERTYPEOPINTERFACE
#define ODS_INTERFACES_INFERTYPEOPINTERFACE

include "mlir/IR/OpBase.td"

defvar InferTypeUnsupported =
  "result types inferred by the op are not supported yet (the verifier cannot create the "
  "inferred types to compare them); give the result types, or use "
  "SameOperandsAndResultType, AllTypesMatch or a buildable result type";

def InferTypeOpInterface : OpInterface<"InferTypeOpInterface"> {
  let description = [{
    Interface to infer the return types for an operation that could be used during op
    construction, verification or type inference.
  }];
  let cppNamespace = "::mlir";
  let odsUnsupported = InferTypeUnsupported;
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
def InferTypeOpAdaptorWithIsCompatible : InferTypeOpAdaptorBase;

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
    ranked shape type.
  }];
  let cppNamespace = "::mlir";
  let odsUnsupported = "reifying result shapes is not supported yet";
}

def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def SameOperandsAndResultRank : NativeOpTrait<"SameOperandsAndResultRank">;

#endif // ODS_INTERFACES_INFERTYPEOPINTERFACE
