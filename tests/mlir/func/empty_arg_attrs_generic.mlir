// Empty argument and result dictionaries are kept, and print nothing in the custom form.
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32, f32) -> i32, res_attrs = [{}], sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()
