// Unregistered operations with regions inside a function; ops inside keep the func scope.
func.func @nested(%a: i32) -> i32 {
  %0 = "test.region"(%a) ({
  ^bb0(%x: i32):
    %1 = "test.inner"(%x, %a) : (i32, i32) -> i32
    "test.region"() ({
      %c = constant @nested : (i32) -> i32
      %2 = call_indirect %c(%1) : (i32) -> i32
      "test.yield"(%2) : (i32) -> ()
    }) : () -> ()
    "test.yield"(%1) : (i32) -> ()
  }) : (i32) -> i32
  return %0 : i32
}
