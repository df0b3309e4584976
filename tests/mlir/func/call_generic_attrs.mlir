// Generic calls carrying argument and result attributes.
func.func private @f(i32) -> i32
func.func @g(%a: i32) -> i32 {
  %0 = "func.call"(%a) <{arg_attrs = [{a.x}], callee = @f, res_attrs = [{r.y}]}> : (i32) -> i32
  return %0 : i32
}
