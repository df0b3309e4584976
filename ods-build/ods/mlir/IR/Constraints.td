//===-- Constraints.td - predicates and constraints ----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. Predicates are Rust boolean
// expressions; `$_self` is the value being checked, `$_ctxt` the
// `&ods_runtime::Context`, `$_op` the operation id and `$name` a named
// argument of the operation.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_CONSTRAINTS
#define ODS_CONSTRAINTS

include "mlir/IR/Utils.td"

// Base class of every predicate.
class Pred;

// A leaf predicate: a Rust boolean expression.
class CPred<code pred> : Pred {
  code predExpr = "(" # pred # ")";
}

// How a CombinedPred combines its children.
class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;

// A predicate built from other predicates.
class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}

// Every child holds.
class And<list<Pred> children> : CombinedPred<PredCombinerAnd, children>;
// Some child holds.
class Or<list<Pred> children> : CombinedPred<PredCombinerOr, children>;
// The child does not hold.
class Neg<Pred child> : CombinedPred<PredCombinerNot, [child]>;

// Replaces `pat` by `repl` in every leaf of `child`.
class SubstLeaves<string pat, string repl, Pred child>
    : CombinedPred<PredCombinerSubstLeaves, [child]> {
  string pattern = pat;
  string replacement = repl;
}

// Wraps the child's expression in `pre` and `suf`.
class Concat<string pre, Pred child, string suf>
    : CombinedPred<PredCombinerConcat, [child]> {
  string prefix = pre;
  string suffix = suf;
}

// Predicates that always or never hold.
def TruePred : CPred<"true">;
def FalsePred : CPred<"false">;

// A constraint: a predicate with a one-line summary for diagnostics.
class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
  string description = "";
  string cppFunctionName = "";
}

// The kinds of constraint.

// A constraint on a type or an attribute; `cppFunctionNameParam` names the
// function checking it, if one is wanted.
class AttrTypeConstraint<Pred pred, string summary = "",
                         string cppFunctionNameParam = "">
    : Constraint<pred, summary> {
  let cppFunctionName = cppFunctionNameParam;
}

class TypeConstraint<Pred predicate, string summary = "",
                     string cppTypeParam = "::ods_runtime::Type",
                     string cppFunctionNameParam = "">
    : AttrTypeConstraint<predicate, summary, cppFunctionNameParam> {
  // The Rust type of a value satisfying the constraint.
  string cppType = cppTypeParam;
}

class AttrConstraint<Pred predicate, string summary = "",
                     string cppFunctionNameParam = "">
    : AttrTypeConstraint<predicate, summary, cppFunctionNameParam>;

class RegionConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

class SuccessorConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

class PropConstraint<Pred predicate, string summary = "",
                     string interfaceTypeParam = "">
    : Constraint<predicate, summary> {
  string interfaceType = interfaceTypeParam;
}

#endif // ODS_CONSTRAINTS
