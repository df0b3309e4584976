// Invalid: pred attr unknown case.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sltx>}> : (index, index) -> i1
}) : () -> ()
