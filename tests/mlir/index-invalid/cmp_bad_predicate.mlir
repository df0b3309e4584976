// Invalid: cmp bad predicate.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.cmp foo(%a, %b)
}) : () -> ()
// expected-error@-2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error@-3 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
