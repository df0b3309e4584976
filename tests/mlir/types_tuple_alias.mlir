// Tuples of more than 16 elements get a `!tuple` alias (printed before attribute aliases);
// shorter ones do not.
%0 = "test.ods_value"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32>
%1 = "test.ods_value"() {t = tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>, f = (tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32>) -> i1} : () -> tuple<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32>>
