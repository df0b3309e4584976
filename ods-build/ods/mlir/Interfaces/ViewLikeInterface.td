//===-- ViewLikeInterface.td - view-like operations ----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The view interfaces are declared with
// upstream's names and refused where an op uses them: the runtime does not provide them
// yet. (Specs such as SCFOps.td include this file without using them.)
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_VIEWLIKEINTERFACE
#define ODS_INTERFACES_VIEWLIKEINTERFACE

include "mlir/IR/OpBase.td"

defvar ViewLikeUnsupported =
  "view-like operations are not supported yet (the runtime has no view interfaces)";

def ViewLikeOpInterface : OpInterface<"ViewLikeOpInterface"> {
  let description = [{ A view-like operation "views" a buffer in a potentially different way. }];
  let cppNamespace = "::mlir";
  let odsUnsupported = ViewLikeUnsupported;
}

def OffsetSizeAndStrideOpInterface : OpInterface<"OffsetSizeAndStrideOpInterface"> {
  let description = [{ An operation with mixed static and dynamic offsets, sizes and strides. }];
  let cppNamespace = "::mlir";
  let odsUnsupported = ViewLikeUnsupported;
}

// Upstream's trait for ops whose results must not alias at run time; refused where used
// (no runtime trait behind it).
def DistinctObjectsTrait : NativeOpTrait<"DistinctObjectsTrait">;

#endif // ODS_INTERFACES_VIEWLIKEINTERFACE
