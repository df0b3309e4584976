// Results, operands and multi-result numbering.
%a = "test.ods_producer"() : () -> i32
%b:3 = "test.ods_producer"() : () -> (i32, f32, i64)
%c, %d = "test.ods_producer"() : () -> (i1, i1)
%e:2, %f = "test.ods_producer"() : () -> (i8, i8, i16)
"test.ods_consumer"(%a, %b#0, %b#1, %b#2, %c, %d, %e#1, %f) : (i32, i32, f32, i64, i1, i1, i8, i16) -> ()
%g = "test.ods_consumer"(%a, %a) : (i32, i32) -> i32
