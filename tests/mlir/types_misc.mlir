// none, complex, tuple, function types.
%0 = "test.ods_misc"() : () -> none
%1 = "test.ods_misc"() : () -> complex<f32>
%2 = "test.ods_misc"() : () -> complex<i32>
%3 = "test.ods_misc"() : () -> tuple<>
%4 = "test.ods_misc"() : () -> tuple<i32, f32, tuple<i1>>
%5 = "test.ods_misc"() : () -> ((i32) -> i64)
%6 = "test.ods_misc"() : () -> (() -> ())
%7 = "test.ods_misc"() : () -> ((i32, f32) -> (i1, i8))
