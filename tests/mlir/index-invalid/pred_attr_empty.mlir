// Invalid: pred attr empty.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate>}> : (index, index) -> i1
}) : () -> ()
// expected-error@-2 {{expected valid keyword or string}}
// expected-error@-3 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
