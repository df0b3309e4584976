// Strided layout attributes standing alone.
"test.ods_attr"() {a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[4, 1], offset: 8>} : () -> ()
