// Unregistered operations keep <{...}> as properties.
"test.ods_props"() <{value = 42 : i32, name = "n"}> : () -> ()
"test.ods_props"() <{value = 1 : i64}> {disc = 2 : i32} : () -> ()
%0 = "test.ods_props"() <{}> : () -> i32
"test.ods_props"() <[1, 2]> : () -> ()
