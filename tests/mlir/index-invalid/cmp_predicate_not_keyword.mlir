// Invalid: cmp predicate not keyword.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.cmp 3(%a, %b)
}) : () -> ()
// expected-error@-2 {{custom op 'index.cmp' expected valid keyword or string}}
// expected-error@-3 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
