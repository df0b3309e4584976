//===-- PatternBase.td - declarative rewrite rules -------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The classes of MLIR's
// table-driven declarative rewrite rules (DRR), with upstream's names. ods-build
// compiles every `Pattern` of the main file into a Rust `RewritePattern`
// (`ods-tblgen --gen-rewriters`). Code given to `NativeCodeCall` and to
// `Constraint` predicates is Rust: `$_builder` is the `&mut Context`, `$_loc`
// the location of the matched root op, `$_self` the constrained entity, `$0`..
// `$N` the arguments.
//
//===----------------------------------------------------------------------===//

#ifndef PATTERNBASE_TD
#define PATTERNBASE_TD

include "mlir/IR/OpBase.td"

// Marks the benefit adjustment of a pattern: `(addBenefit N)`.
def addBenefit;

// A rewrite rule: the source DAG, the result DAGs (the last N replace the N
// results of the root op, the ones before are auxiliary), constraints over
// several matched entities, supplemental patterns (refused by ods-build), and a
// benefit delta added to the number of ops the source matches.
class Pattern<dag source, list<dag> results, list<dag> preds = [],
  list<dag> supplemental_results = [],
  dag benefitAdded = (addBenefit 0)> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  list<dag> supplementalPatterns = supplemental_results;
  dag benefitDelta = benefitAdded;
}

// A rule with one result pattern.
class Pat<dag pattern, dag result, list<dag> preds = [],
  list<dag> supplemental_results = [],
  dag benefitAdded = (addBenefit 0)> :
  Pattern<pattern, [result], preds, supplemental_results, benefitAdded>;

// A Rust expression building a value or attribute in a result pattern.
class NativeCodeCall<string expr, int returns = 1> {
  string expression = expr;
  int numReturns = returns;
}

// A native call returning nothing (refused by ods-build).
class NativeCodeCallVoid<string expr> : NativeCodeCall<expr, 0>;

// Matches a constant-like op, binding its value. In a source pattern a NativeCodeCall is
// Rust over `$_self` (the operand's defining op) and `$_builder` (the context): a `bool`
// without arguments, an `Option<Attribute>` capturing its one argument, or an `Option` of a
// tuple of attributes for several.
def ConstantLikeMatcher : NativeCodeCall<"::ods_runtime::greedy::constant_value($_builder, $_self)">;

// Directives.
def replaceWithValue;
def location;
def returnType;
def either;
def variadic;

// The value has no use.
def HasNoUseOf: Constraint<
    CPred<"$_ctxt.value($_self).use_empty()">, "has no use">;

#endif // PATTERNBASE_TD
