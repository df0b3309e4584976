// The predicate attribute's case written as a string, which the enum's parser accepts too.
"test.func"() ({
^bb0(%a: index, %b: index):
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate "sge">}> : (index, index) -> i1
  "test.use"(%0) : (i1) -> ()
}) : () -> ()
