// One iteration is enough to finish here, but not to see that nothing is left.
// options: max-iterations=1 | max-iterations=0 | max-iterations=1 test-convergence | max-iterations=2 test-convergence
"x.func"() ({
^bb0(%a: i32):
  %0 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
  "x.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "x.return"() : () -> ()
^bb2:
  "x.return"() : () -> ()
}) : () -> ()
