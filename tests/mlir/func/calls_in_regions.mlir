// Calls from inside nested regions find the module's functions.
func.func private @leaf() -> i32
func.func @deep() -> i32 {
  %0 = "test.r"() ({
    %1 = "test.r"() ({
      %2 = call @leaf() : () -> i32
      "test.y"(%2) : (i32) -> ()
    }) : () -> i32
    "test.y"(%1) : (i32) -> ()
  }) : () -> i32
  return %0 : i32
}
