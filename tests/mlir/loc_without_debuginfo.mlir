// Locations are dropped without --mlir-print-debuginfo.
"test.ods_loc"() : () -> () loc("dropped")
"test.ods_loc"() ({
^bb0(%a: i32 loc("arg")):
  "test.ods_use"(%a) : (i32) -> ()
}) : () -> ()
