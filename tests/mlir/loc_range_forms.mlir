// RUN-FLAGS: --mlir-print-debuginfo
// A file location keeps the numbers it was given: the same text from other forms is
// another location (its own alias), and a line alone reads column 0.
"test.ods_loc"() : () -> () loc("f":1:2)
"test.ods_loc"() : () -> () loc("f":1:2 to :2)
"test.ods_loc"() : () -> () loc("f":1:2 to 1:2)
"test.ods_loc"() : () -> () loc("f":1:2 to 1:5)
"test.ods_loc"() : () -> () loc("f":1:2 to :5)
"test.ods_loc"() : () -> () loc("f":1:2 to 3:4)
"test.ods_loc"() : () -> () loc("f":1:0)
"test.ods_loc"() : () -> () loc("f":1)
"test.ods_loc"() : () -> () loc("f":1:0 to :6)
"test.ods_loc"() {a = loc("g":3), b = loc("g":3:0), c = loc("g":3:1 to 3:1)} : () -> ()
