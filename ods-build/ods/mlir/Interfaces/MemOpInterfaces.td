//===-- MemOpInterfaces.td - memory op interfaces ----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The memory space cast interfaces,
// implemented in `ods_runtime::interfaces::mem_op` with upstream's verifier: casts between
// memory spaces of pointer-like values (`PtrLikeTypeInterface`), and the ops that may
// absorb them. `FailureOr<std::optional<T>>` is `Option<Option<T>>`; methods building IR
// take the runtime's builder in place of the context.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_MEMOPINTERFACES
#define ODS_INTERFACES_MEMOPINTERFACES

include "mlir/IR/OpBase.td"

// An op that can take the source of a memory space cast instead of its result.
def MemorySpaceCastConsumerOpInterface : OpInterface<"MemorySpaceCastConsumerOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An interface for operations that can consume memory-space cast-like operations. This
    interface can be used to bubble-down memory-space cast operations.
  }];
  let rustModule = "::ods_runtime::interfaces::mem_op";
  let methods = [
    InterfaceMethod<[{
        Attempt to bubble-down the incoming cast-like operands: none on failure,
        `Some(None)` when the operation was modified in place, and the values replacing
        its results otherwise.
      }],
      "Option<Option<Vec<::ods_runtime::ir::Value>>>", "bubbleDownCasts",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder)
    >,
  ];
}

// An op casting a pointer-like value to another memory space.
def MemorySpaceCastOpInterface : OpInterface<"MemorySpaceCastOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An interface for operations that perform memory-space casts. This interface assumes
    that the cast operation is `pure`. These operations expect to have a well-defined
    ptr-like operand, and a well-defined target ptr-like result.
  }];
  let rustModule = "::ods_runtime::interfaces::mem_op";
  let methods = [
    InterfaceMethod<[{ Returns the source ptr-like value. }],
      "::ods_runtime::ir::Value", "getSourcePtr"
    >,
    InterfaceMethod<[{ Returns the target ptr-like value. }],
      "::ods_runtime::ir::Value", "getTargetPtr"
    >,
    InterfaceMethod<[{
        Returns whether the memory space cast specified by `tgt` and `src` is supported.
      }],
      "bool", "isValidMemorySpaceCast",
      (ins "::ods_runtime::ptr_like::PtrLikeTypeInterface":$tgt,
           "::ods_runtime::ptr_like::PtrLikeTypeInterface":$src)
    >,
    InterfaceMethod<[{
        Clones the memory space cast op with the given source and target type.
      }],
      "Option<::ods_runtime::interfaces::mem_op::MemorySpaceCastOpInterface>",
      "cloneMemorySpaceCastOp",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b,
           "::ods_runtime::ptr_like::PtrLikeTypeInterface":$tgt,
           "::ods_runtime::ir::Value":$src)
    >,
    InterfaceMethod<[{
        Returns whether the source pointer of the memory-space cast can be used by the
        `MemorySpaceCastConsumerOpInterface::bubbleDownCasts` method to promote the
        source pointer and bubble down the cast.
      }],
      "bool", "isSourcePromotable"
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::mem_op::verify_memory_space_cast_op(ctx, op.op())
  }];
}

#endif // ODS_INTERFACES_MEMOPINTERFACES
