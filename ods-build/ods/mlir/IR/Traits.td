//===-- Traits.td - op traits --------------------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. A native trait names a
// marker type in `ods_runtime::traits` (`rustTrait` is the Rust expression
// that constructs it); a predicate trait is a Rust predicate over the op
// (`$_op`, `$_ctxt`, and `$name` for each named operand, result, attribute
// or property).
//
//===----------------------------------------------------------------------===//

#ifndef ODS_TRAITS
#define ODS_TRAITS

include "mlir/IR/Constraints.td"

class Trait;

// A list of traits used as one.
class TraitList<list<Trait> props> : Trait {
  list<Trait> traits = props;
}

class OpTrait;

// A trait implemented in Rust by `ods_runtime::traits::<name>`.
class NativeTrait<string name, string entityType, code extraOpDeclaration = "",
                  code extraOpDefinition = ""> : Trait {
  string trait = name;
  string entity = entityType;
  string cppNamespace = "::ods_runtime::traits";
  code extraConcreteClassDeclaration = extraOpDeclaration;
  code extraConcreteClassDefinition = extraOpDefinition;
}

class NativeOpTrait<string name, list<Trait> traits = [],
                    code extraOpDeclaration = "", code extraOpDefinition = "">
    : NativeTrait<name, "Op", extraOpDeclaration, extraOpDefinition>, OpTrait {
  list<Trait> dependentTraits = traits;
  // The Rust expression constructing the trait value.
  string rustTrait = "::ods_runtime::traits::" # name;
}

// A parameterized native trait: `params` are its const generic arguments.
class ParamNativeOpTrait<string prop, string params, list<Trait> traits = []>
    : NativeOpTrait<prop # "<" # params # ">", traits> {
  let rustTrait = "::ods_runtime::traits::" # prop # "::<" # params # ">";
}

// A native trait that ods-build also knows (it shapes generated accessors).
class GenInternalOpTrait<string prop, list<Trait> traits = []>
    : NativeOpTrait<prop, traits>;

// A trait checked by a predicate over the whole op.
class PredTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
}

class PredOpTrait<string descr, Pred pred, list<Trait> traits = []>
    : PredTrait<descr, pred>, OpTrait {
  list<Trait> dependentTraits = traits;
}

class StructuralOpTrait;

#endif // ODS_TRAITS
