// ARGS: --view-op-graph --canonicalize --view-op-graph=print-attrs=0 --mlir-print-ir-after-all
// Graph regions, uses before definitions, and the graph in order with the IR dumps.
test.graph_region {
  %0 = "test.ssacfg_region"() ({
    "x.z"(%0, %1) : (i32, i32) -> ()
    "x.end"() : () -> ()
  }) : () -> i32
  %1 = "x.late"() : () -> i32
}


"test.graph_region"() ({ // A Graph region
  %1 = "op1"(%1, %3) : (i32, i32) -> (i32)  // OK: %1, %3 allowed here
  %2 = "test.ssacfg_region"() ({
     %5 = "op2"(%1, %2, %3, %4) : (i32, i32, i32, i32) -> (i32) // OK: %1, %2, %3, %4 all defined in the containing region
  }) : () -> (i32)
  %3 = "op2"(%1, %4) : (i32, i32) -> (i32)  // OK: %4 allowed here
  %4 = "op3"(%1) : (i32) -> (i32)
}) : () -> ()
