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

// A trait implemented in Rust by the type `<cppNamespace>::<name>`.
class NativeTrait<string name, string entityType, code extraClassDeclaration = "",
                  code extraClassDefinition = ""> : Trait {
  string trait = name;
  // What the trait applies to (`Op`); set by the subclasses.
  string entity = entityType;
  // The Rust module path holding the trait's type (a dialect's own traits live in
  // its crate: `crate::traits`).
  string cppNamespace = "::ods_runtime::traits";
  // Rust items added to the `impl` block of every op, type or attribute with the trait.
  code extraConcreteClassDeclaration = extraClassDeclaration;
  code extraConcreteClassDefinition = extraClassDefinition;
  // When not empty, why ods-build refuses the trait on a type or attribute definition.
  string odsUnsupported = "";
}

// A native trait with parameters (`prop<params>`), for the entity `entityType`. Ops use
// ParamNativeOpTrait below; type and attribute traits are refused where they are used.
class ParamNativeTrait<string prop, string params, string entityType>
    : NativeTrait<prop # "<" # params # ">", entityType>;

// A native trait that the generator itself knows, for the entity `entityType`. Ops use
// GenInternalOpTrait below.
class GenInternalTrait<string prop, string entityType>
    : NativeTrait<prop, entityType>;

class NativeOpTrait<string name, list<Trait> traits = [],
                    code extraOpDeclaration = "", code extraOpDefinition = "">
    : NativeTrait<name, "Op", extraOpDeclaration, extraOpDefinition>, OpTrait {
  list<Trait> dependentTraits = traits;
  // The Rust expression constructing the trait value.
  string rustTrait = cppNamespace # "::" # name;
}

// A parameterized native trait: `params` are its const generic arguments. When every
// parameter names an op of the spec (C++ op classes, `"OperandsOp, ResultsOp"`), the
// trait is instead called with their full names, as `OpNamesNativeOpTrait` below
// (`cppNamespace::prop(&["dialect.operands", ...])`).
class ParamNativeOpTrait<string prop, string params, list<Trait> traits = []>
    : NativeOpTrait<prop # "<" # params # ">", traits> {
  let rustTrait = cppNamespace # "::" # prop # "::<" # params # ">";
  string paramTraitName = prop;
  string paramTraitArgs = params;
}

// A native trait whose parameters name ops (`HasParent<"ScopeOp">`). Each name may be the
// op's C++ class name (`ScopeOp`, `::mlir::calc::ScopeOp`), its def name (`Calc_ScopeOp`)
// or its full name (`calc.scope`); ods-build resolves them to full names and calls
// `rustTrait` with them: `rustTrait(&["calc.scope", ...])`, or with the one name as a
// string when `opNamesList` is 0.
class OpNamesNativeOpTrait<string name, list<string> ops, list<Trait> traits = []>
    : NativeOpTrait<name, traits> {
  list<string> opNames = ops;
  bit opNamesList = 1;
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
