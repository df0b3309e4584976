// ARGS: --sccp --allow-unregistered-dialect
func.func @unknown_region_op(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = "foo.region"() ({
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c1, %c2 : i32
    "foo.yield"(%s) : (i32) -> ()
  }) : () -> i32
  %t = arith.addi %r, %c1 : i32
  return %t : i32
}

func.func @side_effects(%m: memref<i32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %v = "foo.effect"(%c1) : (i32) -> i32
  %l = "foo.load"(%m) : (memref<i32>) -> i32
  %z = arith.subi %l, %l : i32
  return %z : i32
}

module @inner {
  func.func @f() -> i32 {
    %c = arith.constant 11 : i32
    %d = arith.addi %c, %c : i32
    return %d : i32
  }
}

func.func @in_place_commutative(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %c1, %a : i32
  %y = arith.muli %c1, %x : i32
  return %y : i32
}
