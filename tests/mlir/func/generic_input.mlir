// The generic form of every op, printed back in the custom form.
"func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%arg0: i32):
  %0 = "func.call"(%arg0) <{callee = @callee}> : (i32) -> i32
  %1 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
  %2 = "func.call_indirect"(%1, %0) : ((i32) -> i32, i32) -> i32
  "func.return"(%2) : (i32) -> ()
}) : () -> ()
