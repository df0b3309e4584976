// --mlir-print-debuginfo
// Locations survive canonicalization.
"x.func"() ({
^bb0(%a: i32 loc("arg")):
  %0 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> i64 loc("dead")
  "x.br"(%a)[^bb1] : (i32) -> () loc("br")
^bb1(%b: i32 loc("b")):
  "x.return"() : () -> () loc("ret")
}) : () -> () loc("func")
