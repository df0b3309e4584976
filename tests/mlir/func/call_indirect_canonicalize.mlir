// call_indirect of a func.constant becomes a direct call under --canonicalize.
func.func private @target(i32) -> (i32, i64)
func.func @user(%a: i32) -> i64 {
  %f = constant @target : (i32) -> (i32, i64)
  %0:2 = call_indirect %f(%a) : (i32) -> (i32, i64)
  "test.use"(%0#0) : (i32) -> ()
  return %0#1 : i64
}
func.func @self_ref() {
  %f = constant @self_ref : () -> ()
  call_indirect %f() : () -> ()
  return
}
