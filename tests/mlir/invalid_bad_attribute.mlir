// A malformed attribute value.
"test.ods_attr"() {a = 1 : f32x} : () -> ()
