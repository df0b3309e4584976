// Invalid: cast index to index.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.casts %a : index to index
}) : () -> ()
