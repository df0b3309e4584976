// The predicate attribute elsewhere: in a discardable attribute and behind an alias.
#p = #index<cmp_predicate slt>
"test.func"() ({
^bb0(%a: index, %b: index):
  %0 = index.cmp sle(%a, %b) {other = #p, list = [#index<cmp_predicate eq>, #index<cmp_predicate ugt>]}
  "test.use"(%0) : (i1) -> ()
}) : () -> ()
