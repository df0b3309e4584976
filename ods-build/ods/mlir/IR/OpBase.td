//===-- OpBase.td - the ODS base library for Rust ------------*- tablegen -*-===//
//
// Part of ods-rs. The classes and field names are MLIR's; code fields hold
// Rust written against `ods_runtime`. Placeholders: `$_self` (the value a
// constraint checks), `$_op` (the op id), `$_ctxt` (the context),
// `$_builder` (the `&mut Context` while building), `$_state` (the
// `OperationState` being built) and `$name` (a named operand, result,
// attribute or property of the op).
//
//===----------------------------------------------------------------------===//

#ifndef ODS_OP_BASE
#define ODS_OP_BASE

include "mlir/IR/Utils.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/Properties.td"
include "mlir/IR/Traits.td"
include "mlir/IR/Interfaces.td"

//===----------------------------------------------------------------------===//
// Traits
//===----------------------------------------------------------------------===//

// `Pure`, `NoMemoryEffect` and the speculatability traits are in
// mlir/Interfaces/SideEffectInterfaces.td, as upstream.
def AffineScope : NativeOpTrait<"AffineScope">;
def Commutative : NativeOpTrait<"Commutative">;
def Idempotent : NativeOpTrait<"Idempotent">;
def Involution : NativeOpTrait<"Involution">;
def ConstantLike : NativeOpTrait<"ConstantLike">;
def IsolatedFromAbove : NativeOpTrait<"IsIsolatedFromAbove">;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
def SameOperandsShape : NativeOpTrait<"SameOperandsShape">;
def SameOperandsAndResultShape : NativeOpTrait<"SameOperandsAndResultShape">;
def SameOperandsElementType : NativeOpTrait<"SameOperandsElementType">;
def SameOperandsAndResultElementType
    : NativeOpTrait<"SameOperandsAndResultElementType">;
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def ResultsBroadcastableShape : NativeOpTrait<"ResultsBroadcastableShape">;
def Terminator : NativeOpTrait<"IsTerminator">;
def Elementwise : NativeOpTrait<"Elementwise">;
def SingleBlock : NativeOpTrait<"SingleBlock">, StructuralOpTrait;
def NoTerminator : NativeOpTrait<"NoTerminator">, StructuralOpTrait;
def NoRegionArguments : NativeOpTrait<"NoRegionArguments">, StructuralOpTrait;

// Ops are named by their C++ class name, def name or full name (see
// OpNamesNativeOpTrait).
class SingleBlockImplicitTerminator<string op>
    : OpNamesNativeOpTrait<"SingleBlockImplicitTerminator", [op], [SingleBlock]>,
      StructuralOpTrait {
  let opNamesList = 0;
}

class HasParent<string op>
    : OpNamesNativeOpTrait<"HasParent", [op]>, StructuralOpTrait;

class ParentOneOf<list<string> ops>
    : OpNamesNativeOpTrait<"HasParent", ops>, StructuralOpTrait;

// Variadic operand and result groups.
def SameVariadicOperandSize : GenInternalOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : GenInternalOpTrait<"SameVariadicResultSize">;
def AttrSizedOperandSegments : GenInternalOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : GenInternalOpTrait<"AttrSizedResultSegments">;

//===----------------------------------------------------------------------===//
// Regions and successors
//===----------------------------------------------------------------------===//

// `$_self` is an `ods_runtime::ir::RegionId`.
class Region<Pred condition, string descr = ""> : RegionConstraint<condition, descr>;
def AnyRegion : Region<CPred<"true">, "any region">;
class SizedRegion<int numBlocks> : Region<
    CPred<"$_ctxt.region_blocks($_self).len() == " # numBlocks>,
    "region with " # numBlocks # " blocks"> {
  // A description: the predicate checks the count.
  int blocks = numBlocks;
}
class MinSizedRegion<int numBlocks> : Region<
    CPred<"$_ctxt.region_blocks($_self).len() >= " # numBlocks>,
    "region with at least " # numBlocks # " blocks">;
class MaxSizedRegion<int numBlocks> : Region<
    CPred<"$_ctxt.region_blocks($_self).len() <= " # numBlocks>,
    "region with at most " # numBlocks # " blocks">;
class VariadicRegion<Region r> : Region<r.predicate, r.summary> {
  // The region kind (a description: the predicate checks each region).
  Region region = r;
}

// `$_self` is an `ods_runtime::ir::BlockId`.
class Successor<Pred condition, string descr = ""> : SuccessorConstraint<condition, descr>;
def AnySuccessor : Successor<CPred<"true">, "any successor">;
class VariadicSuccessor<Successor s>
    : Successor<s.predicate, s.summary> {
  // The successor kind (a description: the predicate checks each successor).
  Successor successor = s;
}

//===----------------------------------------------------------------------===//
// Op definitions
//===----------------------------------------------------------------------===//

// Dag operators of an op's argument lists (`ins` and `outs` are in Utils.td).
def region;
def successor;

// A builder parameter with a default value.
class CArg<string ty, string value = ""> {
  string type = ty;
  string defaultValue = value;
}

// A custom builder: `(ins "Type":$name, CArg<"Type", "default">:$other)` and
// a Rust body that fills `$_state` using `$_builder`.
class OpBuilder<dag p, code b = ""> {
  dag dagParams = p;
  code body = b;
}

// Decorators and described arguments.
class OpVariableDecorator;
class OpVariable<Constraint varConstraint, string desc = "",
                 list<OpVariableDecorator> varDecorators = []> {
  Constraint constraint = varConstraint;
  string summary = desc;
  string description = "";
  list<OpVariableDecorator> decorators = varDecorators;
}
class Arg<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;
class Res<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;

// An operation.
class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string cppNamespace = dialect.cppNamespace;
  string summary = "";
  code description = "";
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit hasVerifier = 0;
  bit hasRegionVerifier = 0;
  bit hasCanonicalizer = 0;
  bit hasCanonicalizeMethod = 0;
  bit hasFolder = 0;
  bit useCustomPropertiesEncoding = 0;
  list<Trait> traits = props;
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
}

class Arguments<dag args> {
  dag arguments = args;
}
class Results<dag rets> {
  dag results = rets;
}

//===----------------------------------------------------------------------===//
// Common predicate traits
//===----------------------------------------------------------------------===//

// `$x` names a single operand or result; these read its type.
class AllMatchPred<list<string> values> : CPred<
    !if(!lt(!size(values), 2), "true",
        !interleave(!foreach(v, !tail(values), "(" # !head(values) # ") == (" # v # ")"), " && "))>;

class AllMatch<list<string> values, string summary> : PredOpTrait<summary, AllMatchPred<values>>;

class AllMatchSameOperatorPred<list<string> names, string operator>
    : AllMatchPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>;

class AllMatchSameOperatorTrait<list<string> names, string operator, string summary>
    : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have same " # summary,
                  AllMatchSameOperatorPred<names, operator>> {
  // The names compared (a description: the predicate compares them).
  list<string> values = names;
}

class AllTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, "$_ctxt.value_type($_self)", "type">;

class AllElementTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names,
        "::ods_runtime::traits::element_type_or_self($_ctxt, $_ctxt.value_type($_self))",
        "element type">;

class AllShapesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, "$_ctxt.shape($_ctxt.value_type($_self))", "shape">;

// `rhs`'s type equals `transform` applied to `lhs`'s type (`$_self` there).
class TypesMatchWith<string summary, string lhsArg, string rhsArg,
                     string transform, string comparator = "==">
    : PredOpTrait<summary, CPred<
        "(" # !subst("$_self", "$_ctxt.value_type($" # lhsArg # ")", transform) #
        ") " # comparator # " $_ctxt.value_type($" # rhsArg # ")">> {
  // A description of the predicate: `rhs`'s type is `transformer` of `lhs`'s.
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transformer = transform;
}

#endif // ODS_OP_BASE
