// Invalid: an enum predicate of the wrong integer width in the generic form's properties
// is not of the enum's attribute class.
"test.func"() ({
^bb0(%a: i32):
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i32}> : (i32, i32) -> i1
}) : () -> ()
// expected-error@-2 {{invalid properties {predicate = 0 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 0 : i32}}
