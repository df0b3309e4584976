// String attributes with escapes and types.
"test.ods_attr"() {a = "hello", b = "with \"quotes\"", c = "tab\09nl\0A", d = "typed" : i32, e = ""} : () -> ()
"test.ods_attr"() {"quoted name" = "x", "a.b" = "y"} : () -> ()
