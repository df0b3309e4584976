// Invalid: cast float.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.casts %a : index to f32
}) : () -> ()
