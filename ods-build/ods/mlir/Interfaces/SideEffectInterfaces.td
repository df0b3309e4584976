//===-- SideEffectInterfaces.td - side effect interfaces -----*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. Memory effects (the
// `MemoryEffectOpInterface` of `ods_runtime::interfaces::side_effects`, implemented by
// `MemoryEffects<[...]>` and the `MemRead`/`MemWrite`/`MemAlloc`/`MemFree` decorators of
// operands and results), `Pure`, `RecursiveMemoryEffects` and speculatability.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_SIDEEFFECTS
#define ODS_INTERFACES_SIDEEFFECTS

include "mlir/Interfaces/SideEffectInterfaceBase.td"

def MemoryEffectsOpInterface
    : EffectOpInterfaceBase<"MemoryEffectOpInterface", "MemoryEffect"> {
  let description = [{
    An interface used to query information about the memory effects applied by an
    operation.
  }];
  let cppNamespace = "::mlir";
}

// A memory effect (`effectName` is `Allocate`, `Free`, `Read` or `Write`).
class MemoryEffect<string effectName, Resource resource, int stage,
                   EffectRange range>
  : SideEffect<MemoryEffectsOpInterface, effectName, resource, stage, range>;

// The trait of an op with the memory effects `effects`.
class MemoryEffects<list<MemoryEffect> effects = []>
  : SideEffectsTraitBase<MemoryEffectsOpInterface, effects>;

class MemAlloc<Resource resource, int stage = 0,
               EffectRange range = PartialEffect>
  : MemoryEffect<"Allocate", resource, stage, range>;
def MemAlloc : MemAlloc<DefaultResource, 0, PartialEffect>;
class MemAllocAt<int stage, EffectRange range = PartialEffect>
  : MemAlloc<DefaultResource, stage, range>;

class MemFree<Resource resource, int stage = 0,
              EffectRange range = PartialEffect>
  : MemoryEffect<"Free", resource, stage, range>;
def MemFree : MemFree<DefaultResource, 0, PartialEffect>;
class MemFreeAt<int stage, EffectRange range = PartialEffect>
  : MemFree<DefaultResource, stage, range>;

class MemRead<Resource resource, int stage = 0,
              EffectRange range = PartialEffect>
  : MemoryEffect<"Read", resource, stage, range>;
def MemRead : MemRead<DefaultResource, 0, PartialEffect>;
class MemReadAt<int stage, EffectRange range = PartialEffect>
  : MemRead<DefaultResource, stage, range>;

class MemWrite<Resource resource, int stage = 0,
               EffectRange range = PartialEffect>
  : MemoryEffect<"Write", resource, stage, range>;
def MemWrite : MemWrite<DefaultResource, 0, PartialEffect>;
class MemWriteAt<int stage, EffectRange range = PartialEffect>
  : MemWrite<DefaultResource, stage, range>;

// No memory effects: the op implements `MemoryEffectOpInterface` with none, and has the
// runtime's `NoMemoryEffect` marker.
def NoMemoryEffect : MemoryEffects<[]>;

// The op's memory effects are those of the ops nested in it.
def RecursiveMemoryEffects : NativeOpTrait<"HasRecursiveMemoryEffects">;

// The parts of `RecursivelySpeculatable` and `AlwaysSpeculatable` that answer
// `getSpeculatability` (the runtime's markers).
def RecursivelySpeculatableImplTrait
  : NativeOpTrait<"RecursivelySpeculatableImplTrait"> {
  let rustTrait = "::ods_runtime::traits::RecursivelySpeculatable";
}
def AlwaysSpeculatableImplTrait
  : NativeOpTrait<"AlwaysSpeculatableImplTrait"> {
  let rustTrait = "::ods_runtime::traits::AlwaysSpeculatable";
}

def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable"> {
  let description = [{
    An interface used to query information about the speculability of an operation.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::side_effects";
  let methods = [
    InterfaceMethod<[{
        Returns value indicating whether the specific operation in question can be
        speculatively executed.
      }],
      "::ods_runtime::interfaces::side_effects::Speculatability", "getSpeculatability">
  ];
}

// The op may always be speculated (the runtime answers `getSpeculatability` from the
// marker).
def AlwaysSpeculatable : TraitList<[AlwaysSpeculatableImplTrait]>;

// The op may be speculated when the ops nested in it may.
def RecursivelySpeculatable : TraitList<[RecursivelySpeculatableImplTrait]>;

// No memory effects, and always speculatable.
def Pure : TraitList<[AlwaysSpeculatable, NoMemoryEffect]>;

#endif // ODS_INTERFACES_SIDEEFFECTS
