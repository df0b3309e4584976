//===-- IndexingMapOpInterface.td - indexing maps ----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `IndexingMapOpInterface`, implemented in
// `ods_runtime::interfaces::indexing_map`: an op whose operands are indexed from its
// iteration domain through affine maps. Operands are named by number (upstream's
// `OpOperand *`); upstream's `verifyImpl` is the runtime's `verify_impl`, which an op's
// verifier calls, as upstream's ops do.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_INDEXINGMAPOPINTERFACE
#define ODS_INTERFACES_INDEXINGMAPOPINTERFACE

include "mlir/IR/OpBase.td"

def IndexingMapOpInterface : OpInterface<"IndexingMapOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Interface for operations that connect an iteration domain to operands via affine
    maps. Provides methods to access indexing maps between iteration domain and operand
    index spaces.
  }];
  let rustModule = "::ods_runtime::interfaces::indexing_map";
  let methods = [
    InterfaceMethod<[{ Return the indexing maps attribute within the current operation. }],
      "::ods_runtime::Attribute", "getIndexingMaps"
    >,
    InterfaceMethod<[{ Return the indexing maps within the current operation. }],
      "Vec<::ods_runtime::attributes::AffineMap>", "getIndexingMapsArray", (ins), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Return the input or output indexing map for operand `opOperand` (none past the
        maps).
      }],
      "Option<::ods_runtime::attributes::AffineMap>", "getMatchingIndexingMap",
      (ins "usize":$opOperand), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Hook to provide a custom AffineMap used to compute all the operand subshapes given
        loop bounds. The default behavior is to just concatenate all the indexing maps.
      }],
      "::ods_runtime::attributes::AffineMap", "getLoopsToShapesMap", (ins), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Hook to provide a custom AffineMap used to construct the hyperrectangular loop
        iteration space given all the operand subshapes: the inverse problem of
        `getLoopsToShapesMap`, none when it cannot be constructed. The default is the
        inverse permutation of `getLoopsToShapesMap`.
      }],
      "Option<::ods_runtime::attributes::AffineMap>", "getShapesToLoopsMap", (ins), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Returns the static shape of the underlying operand (note this is op-specific
        behavior). Returns `ShapedType::kDynamic` for non-statically-known sizes.
      }],
      "Vec<i64>", "getStaticOperandShape", (ins "usize":$opOperand), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Returns loop ranges by composing `getShapesToLoopsMap()` with the flattened list
        of operand shapes. Returns `ShapedType::kDynamic` for non-statically-known loop
        ranges.
      }],
      "Vec<i64>", "getStaticLoopRanges", (ins), [{}],
      [{ /* in the runtime */ }]
    >,
  ];
}

#endif // ODS_INTERFACES_INDEXINGMAPOPINTERFACE
