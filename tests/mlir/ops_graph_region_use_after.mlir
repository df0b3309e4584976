// Uses before definitions inside unregistered operations' regions.
"test.ods_graph"() ({
  %0 = "test.ods_g"(%1) : (i32) -> i32
  %1 = "test.ods_g"(%0) : (i32) -> i32
}) : () -> ()
