// Inputs for the DRR patterns of tests/ods/ok/drr_locations.td (upstream's `location`
// patterns), run through them by tests/tests/ods_drr_reference.rs and through
// `mlir-opt --allow-unregistered-dialect --test-greedy-patterns --mlir-print-debuginfo`,
// chunk by chunk.
%a = "x.src"() : () -> i32 loc("a")
%0 = "test.loc_src"(%a) : (i32) -> i32 loc("one")
%1 = "test.loc_src"(%0) : (i32) -> i32 loc("two")
%2 = "test.loc_src"(%1) : (i32) -> i32 loc("three")
"x.use"(%2) : (i32) -> () loc("use")

// -----

%a = "x.src"() : () -> i32 loc("a")
%0 = "test.loc_src"(%a) : (i32) -> i32 loc(callsite("f" at "g"))
%1 = "test.loc_src"(%0) : (i32) -> i32 loc("file.mlir":3:4)
"test.loc_src_no_res"(%1) : (i32) -> () loc(fused["p", "q"])

// -----

%a = "x.src"() : () -> i32 loc("a")
%0 = "test.source_op"(%a) {tag = 66 : i32} : (i32) -> i32 loc("src66")
%1 = "test.source_op"(%a) {tag = 67 : i32} : (i32) -> i32 loc("src67")
"x.use"(%0, %1) : (i32, i32) -> () loc("use")

// -----

%a = "x.src"() : () -> i32 loc("a")
%0 = "test.loc_src"(%a) : (i32) -> i32 loc("same")
%1 = "test.loc_src"(%0) : (i32) -> i32 loc("same")
%2 = "test.loc_src"(%1) : (i32) -> i32 loc(unknown)
"x.use"(%2) : (i32) -> () loc("use")
