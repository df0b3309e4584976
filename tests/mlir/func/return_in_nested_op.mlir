// A generic return in a function with results and a terminator-free region around.
func.func @r(%a: i32) -> i32 {
  "test.wrap"() ({
    %0 = "test.op"() : () -> i32
  }) : () -> ()
  "func.return"(%a) : (i32) -> ()
}
