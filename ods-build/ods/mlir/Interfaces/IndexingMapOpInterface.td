//===-- IndexingMapOpInterface.td - indexing maps ----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `IndexingMapOpInterface`: an op whose
// operands are indexed through affine maps. They are declared with upstream's names and
// bases so that specs including this file find them; the runtime does not provide it yet,
// so each is refused where an op uses it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_INDEXINGMAPOPINTERFACE
#define ODS_INTERFACES_INDEXINGMAPOPINTERFACE

include "mlir/IR/OpBase.td"

// An op whose operands and results are accessed through affine indexing maps.
def IndexingMapOpInterface : OpInterface<"IndexingMapOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op whose operands and results are accessed through affine indexing maps.
  }];
  let odsUnsupported = "indexing-map ops are not supported yet (the runtime has no IndexingMapOpInterface)";
}

#endif // ODS_INTERFACES_INDEXINGMAPOPINTERFACE
