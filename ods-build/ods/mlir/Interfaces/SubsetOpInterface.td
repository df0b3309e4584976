//===-- SubsetOpInterface.td - subset interfaces -----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The subset interfaces: ops operating on a
// subset of a tensor, extracting or inserting it. They are declared with upstream's names
// and bases so that specs including this file find them; the runtime does not provide them
// yet, so each is refused where an op uses it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_SUBSETOPINTERFACE
#define ODS_INTERFACES_SUBSETOPINTERFACE

include "mlir/IR/OpBase.td"

// An op operating on a subset of a tensor.
def SubsetOpInterface : OpInterface<"SubsetOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op operating on a subset of a tensor.
  }];
  let odsUnsupported = "subset ops are not supported yet";
}

// An op extracting a subset of a tensor.
def SubsetExtractionOpInterface : OpInterface<"SubsetExtractionOpInterface", [SubsetOpInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    An op extracting a subset of a tensor.
  }];
  let odsUnsupported = "subset ops are not supported yet";
}

// An op inserting a value into a subset of a tensor.
def SubsetInsertionOpInterface : OpInterface<"SubsetInsertionOpInterface", [SubsetOpInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    An op inserting a value into a subset of a tensor.
  }];
  let odsUnsupported = "subset ops are not supported yet";
}

#endif // ODS_INTERFACES_SUBSETOPINTERFACE
