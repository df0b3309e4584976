// Attribute dictionaries print sorted by name.
"test.ods_sorted"() {zeta = 1 : i32, alpha = 2 : i32, mid = 3 : i32, Upper = 4 : i32} : () -> ()
