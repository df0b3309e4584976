// Invalid: isnan whose result is not i1 of the operand shape (generic form)
"test.func"() ({
^bb0(%a: vector<4xf32>):
  %0 = "math.isnan"(%a) : (vector<4xf32>) -> vector<2xi1>
// expected-error@-1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
}) : () -> ()
