// Invalid: an enum predicate of the wrong attribute kind in the generic form's properties
// fails the conversion to properties, before the verifier.
"test.func"() ({
^bb0(%a: i32):
  %0 = "arith.cmpi"(%a, %a) <{predicate = "x"}> : (i32, i32) -> i1
}) : () -> ()
// expected-error@-2 {{invalid properties {predicate = "x"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "x"}}
