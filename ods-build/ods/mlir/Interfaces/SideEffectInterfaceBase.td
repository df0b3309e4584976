//===-- SideEffectInterfaceBase.td - side effect base --------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. Resources, effect ranges and the classes
// that effect interfaces, effect decorators and effect traits derive from. The runtime
// implements the memory effect interface (`ods_runtime::interfaces::side_effects`).
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_SIDEEFFECTS_BASE
#define ODS_INTERFACES_SIDEEFFECTS_BASE

include "mlir/IR/OpBase.td"

// A resource an effect acts on, by name.
class Resource<string resourceName> {
  string name = resourceName;
}

// A resource the runtime knows.
class IntrinsicResource<string resourceName> : Resource<resourceName>;

// The resource of an effect that names none.
def DefaultResource : IntrinsicResource<"DefaultResource">;

// The stack of the nearest automatic allocation scope.
def AutomaticAllocationScopeResource :
  IntrinsicResource<"AutomaticAllocationScopeResource">;

// An interface reporting effects of kind `baseEffect`. The memory effect interface is the
// runtime's `MemoryEffectOpInterface`; any other (upstream's test dialect has
// `TestEffectOpInterface`) is generated where it is defined, its effects reported as the
// runtime's `EffectInstance`s. Effect traits and decorators are supported for the memory
// effect interface only.
class EffectOpInterfaceBase<string name, string baseEffect>
    : OpInterface<name> {
  let methods = [
    InterfaceMethod<[{
        Collects all of the operation's effects, ordered by stage.
      }],
      "Vec<::ods_runtime::interfaces::side_effects::EffectInstance>", "getEffects"
    >,
  ];
  let rustModule = !if(!eq(name, "MemoryEffectOpInterface"),
                       "::ods_runtime::interfaces::side_effects", "");
  string baseEffectName = baseEffect;
}

// Whether an effect covers the whole resource (`FullEffect`) or part of it.
class EffectRange <bits<1> val> {
  bits<1> Value = val;
}
def FullEffect : EffectRange<1>;
def PartialEffect : EffectRange<0>;

// An effect, as a decorator of an operand or result or in an effect trait's list.
// `effectName` is the variant of the runtime's effect enum (`Read`, `Write`, ...).
class SideEffect<EffectOpInterfaceBase interface, string effectName,
                 Resource resourceReference, int effectStage, EffectRange range>
    : OpVariableDecorator {
  string baseEffectName = interface.baseEffectName;
  string interfaceTrait = interface.trait;
  string cppNamespace = interface.cppNamespace;
  string effect = effectName;
  string resource = resourceReference.name;
  int stage = effectStage;
  bit effectOnFullRegion = range.Value;
}

// The trait of an op with the effects `staticEffects` (and those its operands' and
// results' decorators add); ods-build generates the op's `getEffects` from them.
class SideEffectsTraitBase<EffectOpInterfaceBase parentInterface,
                           list<SideEffect> staticEffects>
    : OpInterfaceTrait<""> {
  let trait = parentInterface.trait;
  string cppNamespace = parentInterface.cppNamespace;
  string baseEffectName = parentInterface.baseEffectName;
  list<SideEffect> effects = staticEffects;
  // The interface the trait implements.
  EffectOpInterfaceBase interface = parentInterface;
}

#endif // ODS_INTERFACES_SIDEEFFECTS_BASE
