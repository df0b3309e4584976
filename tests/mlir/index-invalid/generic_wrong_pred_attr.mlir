// Invalid: generic wrong pred attr.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.cmp"(%a, %b) <{pred = 1 : i32}> : (index, index) -> i1
}) : () -> ()
// expected-error@-2 {{invalid properties {pred = 1 : i32} for op index.cmp: Invalid attribute `pred` in property conversion: 1 : i32}}
