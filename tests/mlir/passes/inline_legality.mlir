// ARGS: --inline=default-pipeline=
// What each dialect's inliner interface allows: operations of a dialect without one (here
// an unregistered dialect) keep their callee from being inlined; upstream's test dialect
// allows its operations and regions; a multi-block callee is not inlined into a region that
// may hold a single block only.
func.func private @with_test_op(%a: i32) -> i32 {
  "test.foo"(%a) : (i32) -> ()
  return %a : i32
}

func.func private @with_unknown_op(%a: i32) -> i32 {
  "foo.bar"(%a) : (i32) -> ()
  return %a : i32
}

func.func private @with_unknown_nested(%a: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    "foo.bar"(%a) : (i32) -> ()
    scf.yield %a : i32
  }
  return %0 : i32
}

func.func @multi_block(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %z = arith.constant 0 : i32
  return %z : i32
}

func.func @user(%a: i32, %c: i1) -> i32 {
  %0 = func.call @with_test_op(%a) : (i32) -> i32
  %1 = func.call @with_unknown_op(%0) : (i32) -> i32
  %2 = func.call @with_unknown_nested(%1) : (i32) -> i32
  %3 = "test.region_holder"() ({
    %4 = func.call @with_test_op(%2) : (i32) -> i32
    "test.yield"(%4) : (i32) -> ()
  }) : () -> i32
  %5 = scf.while (%x = %3) : (i32) -> i32 {
    %6 = func.call @multi_block(%x, %c) : (i32, i1) -> i32
    scf.condition(%c) %6 : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  %7 = scf.if %c -> i32 {
    %8 = func.call @multi_block(%5, %c) : (i32, i1) -> i32
    scf.yield %8 : i32
  } else {
    scf.yield %5 : i32
  }
  %9 = func.call @multi_block(%7, %c) : (i32, i1) -> i32
  return %9 : i32
}
