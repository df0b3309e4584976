// A generic func.func with discardable attributes and all its properties.
"func.func"() <{arg_attrs = [{a.x}, {}], function_type = (i32, f32) -> i32, no_inline, res_attrs = [{r.y}], sym_name = "f", sym_visibility = "private"}> ({
}) {k.v = 5 : i32} : () -> ()
"func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
^bb0(%x: i32):
  "func.return"(%x) : (i32) -> ()
}) : () -> ()
