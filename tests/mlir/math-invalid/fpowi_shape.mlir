// Invalid: fpowi with operands of different shapes
"test.func"() ({
^bb0(%a: vector<2xf32>, %b: vector<3xi32>):
  %0 = math.fpowi %a, %b : vector<2xf32>, vector<3xi32>
// expected-error@-1 {{'math.fpowi' op requires the same shape for all operands and results}}
}) : () -> ()
