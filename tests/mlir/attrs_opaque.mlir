// Attributes of unknown dialects.
"test.ods_attr"() {a = #foo.bar, b = #foo<"baz">, c = #foo.bar<1 : i32> : i64} : () -> ()
