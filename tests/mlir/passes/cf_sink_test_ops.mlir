// ARGS: --control-flow-sink --mlir-print-ir-after-all --mlir-disable-threading
// The test dialect's region_if (three regions, each run at most once) and any_cond (one
// region run exactly once, here with several blocks: ops go to the entry block only).
func.func @region_if(%c: i32, %a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %b, %a : i32
  %2 = arith.addi %a, %a : i32
  %3 = arith.addi %b, %b : i32
  %4 = test.region_if %c: i32 -> i32 then {
  ^bb0(%x: i32):
    test.region_if_yield %0 : i32
  } else {
  ^bb0(%x: i32):
    %5 = arith.addi %1, %2 : i32
    test.region_if_yield %5 : i32
  } join {
  ^bb0(%x: i32):
    %5 = arith.addi %3, %1 : i32
    test.region_if_yield %5 : i32
  }
  return %4 : i32
}

func.func @any_cond(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.subi %a, %a : i32
  %r = "test.any_cond"() ({
    cf.cond_br %c, ^bb1, ^bb2(%2 : i32)
  ^bb1:
    "test.yield"(%1) : (i32) -> ()
  ^bb2(%v: i32):
    "test.yield"(%v) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
