//===-- ViewLikeInterface.td - view-like operations ----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `ViewLikeOpInterface` and
// `OffsetSizeAndStrideOpInterface` (with upstream's verifier), implemented in
// `ods_runtime::interfaces::view_like`.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_VIEWLIKEINTERFACE
#define ODS_INTERFACES_VIEWLIKEINTERFACE

include "mlir/IR/OpBase.td"

def ViewLikeOpInterface : OpInterface<"ViewLikeOpInterface"> {
  let description = [{
    A view-like operation "views" a buffer in a potentially different way. It takes in a
    (view of) buffer (and potentially some other operands) and returns another view of
    buffer.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::view_like";
  let methods = [
    InterfaceMethod<[{ Returns the source buffer from which the view is created. }],
      "::ods_runtime::ir::Value", "getViewSource"
    >,
    InterfaceMethod<[{ Returns the buffer which the view created (the first result). }],
      "::ods_runtime::ir::Value", "getViewDest", (ins), [{}],
      [{ /* in the runtime */ ctx.op(self.op()).result(0) }]
    >,
  ];
}

// The accessors of the op's `offsets`, `sizes` and `strides` operands and of its
// `static_offsets`, `static_sizes` and `static_strides` attributes default to the op's own
// (written into each op's implementation, as upstream's `$_op.getOffsets()`); the methods
// derived from them are the runtime's defaults.
def OffsetSizeAndStrideOpInterface : OpInterface<"OffsetSizeAndStrideOpInterface"> {
  let description = [{
    Common interface for ops that allow specifying mixed dynamic and static offsets, sizes
    and strides variadic operands: `offsets`, `sizes` and `strides` operands (in this order,
    from `getOffsetSizeAndStrideStartOperandIndex`) and the `static_offsets`,
    `static_sizes` and `static_strides` integer arrays, of length
    `getArrayAttrMaxRanks()`, where `ShapedType::kDynamic` marks an entry given by the next
    dynamic operand. Static offsets and sizes are non-negative.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::view_like";
  let methods = [
    StaticInterfaceMethod<[{
        Returns the number of leading operands before the `offsets`, `sizes` and `strides`
        operands.
      }],
      "u32", "getOffsetSizeAndStrideStartOperandIndex"
    >,
    InterfaceMethod<[{
        Returns the expected rank of each of the `static_offsets`, `static_sizes` and
        `static_strides` attributes.
      }],
      "[u32; 3]", "getArrayAttrMaxRanks"
    >,
    InterfaceMethod<[{ Returns the dynamic offset operands. }],
      "Vec<::ods_runtime::ir::Value>", "getOffsets", (ins), [{}],
      [{ $_op.offsets(ctx) }]
    >,
    InterfaceMethod<[{ Returns the dynamic size operands. }],
      "Vec<::ods_runtime::ir::Value>", "getSizes", (ins), [{}],
      [{ $_op.sizes(ctx) }]
    >,
    InterfaceMethod<[{ Returns the dynamic stride operands. }],
      "Vec<::ods_runtime::ir::Value>", "getStrides", (ins), [{}],
      [{ $_op.strides(ctx) }]
    >,
    InterfaceMethod<[{ Returns the static offsets. }],
      "Vec<i64>", "getStaticOffsets", (ins), [{}],
      [{ $_op.static_offsets(ctx) }]
    >,
    InterfaceMethod<[{ Returns the static sizes. }],
      "Vec<i64>", "getStaticSizes", (ins), [{}],
      [{ $_op.static_sizes(ctx) }]
    >,
    InterfaceMethod<[{ Returns the static strides. }],
      "Vec<i64>", "getStaticStrides", (ins), [{}],
      [{ $_op.static_strides(ctx) }]
    >,
    InterfaceMethod<[{ Returns all the static or dynamic offsets of the op. }],
      "Vec<::ods_runtime::registry::OpFoldResult>", "getMixedOffsets", (ins), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns all the static or dynamic sizes of the op. }],
      "Vec<::ods_runtime::registry::OpFoldResult>", "getMixedSizes", (ins), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns all the static or dynamic strides of the op. }],
      "Vec<::ods_runtime::registry::OpFoldResult>", "getMixedStrides", (ins), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns whether the offset `idx` is dynamic. }],
      "bool", "isDynamicOffset", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns whether the size `idx` is dynamic. }],
      "bool", "isDynamicSize", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns whether the stride `idx` is dynamic. }],
      "bool", "isDynamicStride", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns the static offset `idx` (`kDynamic` when it is dynamic). }],
      "i64", "getStaticOffset", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns the static size `idx` (`kDynamic` when it is dynamic). }],
      "i64", "getStaticSize", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns the static stride `idx` (`kDynamic` when it is dynamic). }],
      "i64", "getStaticStride", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns the operand number of the dynamic offset `idx` (none when it is static). }],
      "Option<u32>", "getIndexOfDynamicOffset", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns the operand number of the dynamic size `idx` (none when it is static). }],
      "Option<u32>", "getIndexOfDynamicSize", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns the operand number of the dynamic stride `idx` (none when it is static). }],
      "Option<u32>", "getIndexOfDynamicStride", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns the value of the dynamic offset `idx` (none when it is static). }],
      "Option<::ods_runtime::ir::Value>", "getDynamicOffset", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns the value of the dynamic size `idx` (none when it is static). }],
      "Option<::ods_runtime::ir::Value>", "getDynamicSize", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns the value of the dynamic stride `idx` (none when it is static). }],
      "Option<::ods_runtime::ir::Value>", "getDynamicStride", (ins "u32":$idx), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns whether all `other`'s offsets, sizes and strides are the same, under `cmp`. }],
      "bool", "isSameAs", (ins "::ods_runtime::interfaces::view_like::OffsetSizeAndStrideOpInterface":$other,
           "&dyn Fn(::ods_runtime::registry::OpFoldResult, ::ods_runtime::registry::OpFoldResult) -> bool":$cmp), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns whether all strides are the constant 1. }],
      "bool", "hasUnitStride", (ins), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{ Returns whether all offsets are the constant 0. }],
      "bool", "hasZeroOffset", (ins), [{}],
      [{ /* in the runtime */ }]
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::view_like::verify_offset_size_and_stride_op(ctx, op.op())
  }];
}

// Upstream's trait for ops whose results must not alias at run time; refused where used
// (no runtime trait behind it).
def DistinctObjectsTrait : NativeOpTrait<"DistinctObjectsTrait">;

#endif // ODS_INTERFACES_VIEWLIKEINTERFACE
