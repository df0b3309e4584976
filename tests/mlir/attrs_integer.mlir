// Integer and bool attributes.
"test.ods_attr"() {a = 1 : i32, b = -1 : i8, c = 255 : ui8, d = true, e = false, f = 42, g = 7 : index, h = -128 : si8, i = 0x10 : i64} : () -> ()
"test.ods_attr"() {big = 123456789012345678901234567890 : i128, one = 1 : i1} : () -> ()
