// Arrays, dictionaries, unit and type attributes.
"test.ods_attr"() {arr = [1, 2.0 : f32, "s", [true]], dict = {x = 1 : i32, a}, empty_arr = [], empty_dict = {}, t = i32, u, ft = (i32) -> f32} : () -> ()
