// Invalid: fastmath flags without their closing bracket
"test.func"() ({
^bb0(%a: f32):
  %0 = math.log %a fastmath<fast : f32
// expected-error@-1 {{expected '>'}}
}) : () -> ()
