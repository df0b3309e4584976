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

include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Interfaces.td"
include "mlir/IR/Properties.td"
include "mlir/IR/Traits.td"
include "mlir/IR/Utils.td"
include "mlir/IR/AttrTypeBase.td"

//===----------------------------------------------------------------------===//
// Traits
//===----------------------------------------------------------------------===//

// `Pure`, `NoMemoryEffect` and the speculatability traits are in
// mlir/Interfaces/SideEffectInterfaces.td, as upstream.
def AffineScope : NativeOpTrait<"AffineScope">;
def AutomaticAllocationScope : NativeOpTrait<"AutomaticAllocationScope">;
def MemRefsNormalizable : NativeOpTrait<"MemRefsNormalizable">;
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
def ResultsBroadcastableShape : NativeOpTrait<"ResultsBroadcastableShape">;
def Terminator : NativeOpTrait<"IsTerminator">;
// Results are floats or vectors/tensors of floats.
def ResultsAreFloatLike : NativeOpTrait<"ResultsAreFloatLike">;
// Elementwise on vectors and tensors (checked as mlir-opt's verifyElementwise does), and
// what else the op can be applied to.
def Elementwise : NativeOpTrait<"Elementwise">;
def Scalarizable : NativeOpTrait<"Scalarizable", [Elementwise]>;
def Vectorizable : NativeOpTrait<"Vectorizable", [Elementwise]>;
def Tensorizable : NativeOpTrait<"Tensorizable", [Elementwise]>;
def ElementwiseMappable : TraitList<[
    Elementwise,
    Scalarizable,
    Vectorizable,
    Tensorizable,
]>;
def SingleBlock : NativeOpTrait<"SingleBlock">, StructuralOpTrait;
def NoTerminator : NativeOpTrait<"NoTerminator">, StructuralOpTrait;
def NoRegionArguments : NativeOpTrait<"NoRegionArguments">, StructuralOpTrait;

// Ops are named by their C++ class name, def name or full name (see
// OpNamesNativeOpTrait).
class SingleBlockImplicitTerminatorImpl<string op>
    : OpNamesNativeOpTrait<"SingleBlockImplicitTerminator", [op], [SingleBlock]>,
      StructuralOpTrait {
  let opNamesList = 0;
}
class SingleBlockImplicitTerminator<string op>
    : SingleBlockImplicitTerminatorImpl<op>;

class HasParent<string op>
    : OpNamesNativeOpTrait<"HasParent", [op]>, StructuralOpTrait;

class ParentOneOf<list<string> ops>
    : OpNamesNativeOpTrait<"HasParent", ops>, StructuralOpTrait;

// Variadic operand and result groups.
def SameVariadicOperandSize : GenInternalOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : GenInternalOpTrait<"SameVariadicResultSize">;
// Structural, as upstream's: the segment sizes are checked before the invariants, whose
// operand and result groups they delimit.
def AttrSizedOperandSegments :
  NativeOpTrait<"AttrSizedOperandSegments">, StructuralOpTrait;
def AttrSizedResultSegments :
  NativeOpTrait<"AttrSizedResultSegments">, StructuralOpTrait;
// The result type is the type of the first attribute: `build_inferred` takes it from there.
def FirstAttrDerivedResultType : GenInternalOpTrait<"FirstAttrDerivedResultType">;

//===----------------------------------------------------------------------===//
// Regions and successors
//===----------------------------------------------------------------------===//

// `$_self` is an `ods_runtime::ir::RegionId`.
class Region<Pred condition, string descr = ""> : RegionConstraint<condition, descr>;
def AnyRegion : Region<CPred<"true">, "any region">;
class SizedRegion<int numBlocks> : Region<
    CPred<"$_ctxt.region($_self).blocks().len() == " # numBlocks>,
    "region with " # numBlocks # " blocks"> {
  // A description: the predicate checks the count.
  int blocks = numBlocks;
}
class MinSizedRegion<int numBlocks> : Region<
    CPred<"$_ctxt.region($_self).blocks().len() >= " # numBlocks>,
    "region with at least " # numBlocks # " blocks">;
class MaxSizedRegion<int numBlocks> : Region<
    CPred<"$_ctxt.region($_self).blocks().len() <= " # numBlocks>,
    "region with at most " # numBlocks # " blocks">;
// Any number of regions of kind `region` (its predicate checks each).
class VariadicRegion<Region region> : Region<region.predicate, region.summary>;

// `$_self` is an `ods_runtime::ir::BlockId`.
class Successor<Pred condition, string descr = ""> : SuccessorConstraint<condition, descr>;
def AnySuccessor : Successor<CPred<"true">, "any successor">;
// Any number of successors of kind `successor` (its predicate checks each).
class VariadicSuccessor<Successor successor>
    : Successor<successor.predicate, successor.summary>;

//===----------------------------------------------------------------------===//
// Interface constraints
//===----------------------------------------------------------------------===//

// An attribute implementing `interface`. MLIR also admits an attribute whose dialect only
// promised the interface (an external model registered later); there are no promises here,
// so the attribute must implement it: the interface's own predicate.
class PromisedAttrInterface<AttrInterface interface> : AttrConstraint<
  interface.predicate,
  "promising or implementing the `" # interface.cppInterfaceName # "` attr interface">;

// The type implements `interface` (see `PromisedAttrInterface`).
class HasPromiseOrImplementsTypeInterface<TypeInterface interface> :
  CPred<!cast<CPred>(interface.predicate).predExpr>;

// A type implementing `interface`.
class PromisedTypeInterface<TypeInterface interface> : TypeConstraint<
  HasPromiseOrImplementsTypeInterface<interface>,
  "promising or implementing the `" # interface.cppInterfaceName # "` type interface">;

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

// A builder whose generated function is `#[deprecated(note = reason)]`.
class DeprecatedOpBuilder<string reason, dag p, code b = "">
  : OpBuilder<p, b>, CppDeprecated<reason>;

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

// A documentation group of ops. ods-build's documentation does not group ops: an op that
// sets `opDocGroup` is refused.
class OpDocGroup {
  string summary = "";
  code description = "";
}

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
  // Refused when set (see OpDocGroup).
  OpDocGroup opDocGroup = ?;
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
class Rank<string name> : StrFunc<"$_ctxt.rank($_ctxt.type_of($" # name # "))">;
class Shape<string name> : StrFunc<"$_ctxt.shape($_ctxt.type_of($" # name # "))">;
class ElementCount<string name>
    : StrFunc<"::ods_runtime::traits::element_count($_ctxt, $_ctxt.type_of($" # name # "))">;
class ElementType<string name>
    : StrFunc<"::ods_runtime::traits::element_type_or_self($_ctxt, $_ctxt.type_of($" # name # "))">;

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
    : AllMatchSameOperatorTrait<names, "$_ctxt.type_of($_self)", "type">;

class AllElementTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementType<"_self">.result, "element type">;

class AllShapesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Shape<"_self">.result, "shape">;

class AllRanksMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Rank<"_self">.result, "rank">;

class AllElementCountsMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementCount<"_self">.result, "element count">;

// The same class of type (MLIR's TypeID: `i32` and `i64` match, `f32` and `f64` do not).
class AllTypeIDsMatch<list<string> names>
    : AllMatchSameOperatorTrait<names,
        "::ods_runtime::traits::type_class($_ctxt, $_ctxt.type_of($_self))", "type IDs">;

// At least one of `values` holds.
class AnyPred<list<string> values> : CPred<
    !if(!lt(!size(values), 1), "false",
        !interleave(!foreach(v, values, "(" # v # ")"), " || "))>;

class AnyMatchOperatorPred<list<string> names, string operator>
    : AnyPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>;

class AnyMatchOperatorTrait<list<string> names, string operator, string summary>
    : PredOpTrait<"any of {" # !interleave(names, ", ") # "} has " # summary,
                  AnyMatchOperatorPred<names, operator>> {
  // The names tested (a description: the predicate tests them).
  list<string> values = names;
}

// The type of the single operand or result `name` satisfies `type`.
class TypeIsPred<string name, Type type>
    : SubstLeaves<"$_self", "$_ctxt.type_of($" # name # ")", type.predicate>;
class TypeIs<string name, Type type>
    : PredOpTrait<"'" # name # "' is " # type.summary, TypeIsPred<name, type>>;

// `name` has a shaped type whose element type satisfies `type`.
class ElementTypeIsPred<string name, Type type> : And<[
    SubstLeaves<"$_self", "$_ctxt.type_of($" # name # ")", IsShapedTypePred>,
    SubstLeaves<"$_self", ElementType<name>.result, type.predicate>]>;
class ElementTypeIs<string name, Type type>
    : PredOpTrait<"'" # name # "' is " # type.summary, ElementTypeIsPred<name, type>>;

// Each of the single operands `inputArgs` has a type satisfying the matching entry of
// `allowedTypes`.
class InputMatchesTypes<list<string> inputArgs, list<Type> allowedTypes>
    : PredOpTrait<"operands {" # !interleave(inputArgs, ", ") # "} match expected types",
                  And<!foreach(i, !range(!size(inputArgs)),
                               SubstLeaves<"$_self",
                                           "$_ctxt.value($" # inputArgs[i] # ").ty()",
                                           allowedTypes[i].predicate>)>> {
  assert !eq(!size(inputArgs), !size(allowedTypes)),
         "inputArgs and allowedTypes lists must have the same length";
  list<string> inputArgList = inputArgs;
  list<Type> allowedTypeList = allowedTypes;
}

// The types of the single operands `inputArgs` match one of `allowedCombinations`.
class InputAddressIsCombinationOf<list<string> inputArgs,
                                  list<list<Type>> allowedCombinations,
                                  string description = "">
    : PredOpTrait<!if(!empty(description),
                      "operands {" # !interleave(inputArgs, ", ") #
                      "} match one of the allowed type combinations",
                      description),
                  Or<!foreach(combination, allowedCombinations,
                       And<!foreach(i, !range(!size(inputArgs)),
                                    SubstLeaves<"$_self",
                                                "$_ctxt.value($" # inputArgs[i] # ").ty()",
                                                combination[i].predicate>)>)>> {
  assert !gt(!size(allowedCombinations), 0), "allowedCombinations must not be empty";
  defvar inputArgSize = !size(inputArgs);
  defvar validSizes = !foldl(1, allowedCombinations, acc, combination,
                             !and(acc, !eq(inputArgSize, !size(combination))));
  assert validSizes,
         "each combination in allowedCombinations must have the same length as inputArgs";
  list<string> inputArgList = inputArgs;
  list<list<Type>> allowedCombinationList = allowedCombinations;
}

// Predicates over operand and result positions (`$_op` is the op).
class OdsOperandType<int i> {
  string result = "$_ctxt.value($_ctxt.op($_op).operand(" # i # ")).ty()";
}
class OdsResultType<int i> {
  string result = "$_ctxt.value($_ctxt.op($_op).result(" # i # ")).ty()";
}
class OdsElementTypeOf<string ty> {
  string result = "::ods_runtime::traits::element_type_or_self($_ctxt, " # ty # ")";
}

// Operand `idx` is shaped and its element type satisfies `type`.
class TCopVTEtIs<int idx, Type type> : And<[
    CPred<"$_ctxt.op($_op).num_operands() > " # idx>,
    SubstLeaves<"$_self", OdsOperandType<idx>.result, IsShapedTypePred>,
    SubstLeaves<"$_self", OdsElementTypeOf<OdsOperandType<idx>.result>.result,
                type.predicate>]>;

// Operands `i` and `j` are shaped with the same element type.
class TCopVTEtIsSameAs<int i, int j> : And<[
    CPred<"$_ctxt.op($_op).num_operands() > " # !if(!gt(i, j), i, j)>,
    SubstLeaves<"$_self", OdsOperandType<i>.result, IsShapedTypePred>,
    SubstLeaves<"$_self", OdsOperandType<j>.result, IsShapedTypePred>,
    CPred<OdsElementTypeOf<OdsOperandType<i>.result>.result # " == " #
          OdsElementTypeOf<OdsOperandType<j>.result>.result>]>;

// Result `i` and operand `j` exist and are shaped.
class TCOpResIsShapedTypePred<int i, int j> : And<[
    CPred<"$_ctxt.op($_op).num_results() > " # i>,
    CPred<"$_ctxt.op($_op).num_operands() > " # j>,
    SubstLeaves<"$_self", OdsResultType<i>.result, IsShapedTypePred>,
    SubstLeaves<"$_self", OdsOperandType<j>.result, IsShapedTypePred>]>;

// Result `i` has the type of operand `j`.
class TCresIsSameAsOpBase<int i, int j>
    : CPred<OdsResultType<i>.result # " == " # OdsOperandType<j>.result>;

// Result `i` has the element type of operand `j`.
class TCresVTEtIsSameAsOpBase<int i, int j>
    : CPred<OdsElementTypeOf<OdsResultType<i>.result>.result # " == " #
            OdsElementTypeOf<OdsOperandType<j>.result>.result>;

class TCresVTEtIsSameAsOp<int i, int j> : And<[
    TCOpResIsShapedTypePred<i, j>,
    TCresVTEtIsSameAsOpBase<i, j>]>;

// The operands at `indices` have the same element type.
class TCopVTEtAreSameAt<list<int> indices> : CPred<
    "[" # !interleave(indices, ", ") # "].windows(2).all(|ods_w| " #
    OdsElementTypeOf<"$_ctxt.value($_ctxt.op($_op).operand(ods_w[0])).ty()">.result # " == " #
    OdsElementTypeOf<"$_ctxt.value($_ctxt.op($_op).operand(ods_w[1])).ty()">.result # ")">;

// `rhs`'s type equals `transform` applied to `lhs`'s type (`$_self` there). When `rhs` is
// variadic, `transform` gives the types of all its values (a `Vec<Type>`).
class TypesMatchWith<string summary, string lhsArg, string rhsArg,
                     string transform, string comparator = "==">
    : PredOpTrait<summary, CPred<
        "(" # !subst("$_self", "$_ctxt.type_of($" # lhsArg # ")", transform) #
        ") " # comparator # " ::ods_runtime::traits::ValueTypes::value_types($" # rhsArg #
        ", $_ctxt)">> {
  // A description of the predicate: `rhs`'s type is `transformer` of `lhs`'s.
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transformer = transform;
  // How they compare; the assembly format infers `rhs`'s type only for `==`.
  string comparatorOp = comparator;
}

// As TypesMatchWith, and holds when either value is an absent optional operand or result.
class OptionalTypesMatchWith<string summary, string lhsArg, string rhsArg,
                             string transform, string comparator = "==">
    : TypesMatchWith<summary, lhsArg, rhsArg, transform, comparator> {
  let predicate = CPred<
      "match (::ods_runtime::traits::MaybeValue::maybe_value($" # lhsArg # "), " #
      "::ods_runtime::traits::MaybeValue::maybe_value($" # rhsArg # ")) { " #
      "(Some(ods_l), Some(ods_r)) => (" #
      !subst("$_self", "$_ctxt.value(ods_l).ty()", transform) # ") " # comparator #
      " $_ctxt.value(ods_r).ty(), _ => true }">;
}

// As TypesMatchWith over variadic operands or results: `transform` maps the types of
// `lhsArg` (`$_self`, a `Vec<Type>`) to the types of `rhsArg`.
class RangedTypesMatchWith<string summary, string lhsArg, string rhsArg, string transform>
    : TypesMatchWith<summary, lhsArg, rhsArg, transform> {
  let predicate = CPred<
      "{ let ods_l: Vec<::ods_runtime::Type> = $" # lhsArg #
      ".iter().map(|ods_v| $_ctxt.value(*ods_v).ty()).collect(); " #
      "let ods_r: Vec<::ods_runtime::Type> = $" # rhsArg #
      ".iter().map(|ods_v| $_ctxt.value(*ods_v).ty()).collect(); (" #
      !subst("$_self", "ods_l", transform) # ") == ods_r }">;
}

// The shaped `shapedArg` has as many elements as the variadic `elementsArg` has values, and
// each of those has its element type.
class ShapedTypeMatchesElementCountAndTypes<string shapedArg, string elementsArg>
    : PredOpTrait<"shaped type '" # shapedArg # "' matches '" # elementsArg # "' "
                  "element count and types",
        And<[CPred<ElementCount<shapedArg>.result # " == Some($" # elementsArg #
                   ".len() as i64)">,
             CPred<"$" # elementsArg # ".iter().all(|ods_v| $_ctxt.value(*ods_v).ty() == " #
                   ElementType<shapedArg>.result # ")">]>> {
  string shaped = shapedArg;
  string elements = elementsArg;
}

// Operand `opId` broadcasts to the type of result `resId` (same element type, shapes
// broadcast-compatible). The shaped-type check passes the indices as upstream does.
class TCOpIsBroadcastableToRes<int opId, int resId> : And<[
    TCOpResIsShapedTypePred<opId, resId>,
    CPred<"{ let ods_a = " # OdsOperandType<opId>.result # "; let ods_b = " #
          OdsResultType<resId>.result # "; " #
          OdsElementTypeOf<"ods_a">.result # " == " # OdsElementTypeOf<"ods_b">.result #
          " && $_ctxt.shape(ods_a).zip($_ctxt.shape(ods_b)).is_some_and(|(ods_x, ods_y)| " #
          "::ods_runtime::traits::broadcast_shapes(ods_x, ods_y).is_some()) }">]>;

#endif // ODS_OP_BASE
