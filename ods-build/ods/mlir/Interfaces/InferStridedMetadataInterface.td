//===-- InferStridedMetadataInterface.td - strided metadata inference ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `InferStridedMetadataOpInterface`: an op
// that infers the strided metadata (offset, sizes, strides) of its results. They are
// declared with upstream's names and bases so that specs including this file find them;
// the runtime does not provide it yet, so each is refused where an op uses it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_INFERSTRIDEDMETADATAINTERFACE
#define ODS_INTERFACES_INFERSTRIDEDMETADATAINTERFACE

include "mlir/IR/OpBase.td"

// An op inferring the ranges of the strided metadata of its results.
def InferStridedMetadataOpInterface : OpInterface<"InferStridedMetadataOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op inferring the ranges of the strided metadata of its results.
  }];
  let odsUnsupported = "strided metadata inference is not supported yet";
}

#endif // ODS_INTERFACES_INFERSTRIDEDMETADATAINTERFACE
