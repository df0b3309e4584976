// Invalid: pred attr unknown case.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sltx>}> : (index, index) -> i1
}) : () -> ()
// expected-error@-2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error@-3 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
