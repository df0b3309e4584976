// Invalid: cast int to int.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.castu %i : i32 to i64
}) : () -> ()
