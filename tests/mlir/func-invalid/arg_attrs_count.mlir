// Invalid: more argument dictionaries than arguments.
// expected-error@+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()
