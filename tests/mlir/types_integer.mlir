// Integer and index types.
%0 = "test.ods_int"() : () -> i1
%1 = "test.ods_int"() : () -> i8
%2 = "test.ods_int"() : () -> si16
%3 = "test.ods_int"() : () -> ui32
%4 = "test.ods_int"() : () -> i64
%5 = "test.ods_int"() : () -> i128
%6 = "test.ods_int"() : () -> index
%7 = "test.ods_int"() : () -> i0
"test.ods_use"(%0, %1, %2, %3, %4, %5, %6, %7) : (i1, i8, si16, ui32, i64, i128, index, i0) -> ()
