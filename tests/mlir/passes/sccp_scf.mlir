// ARGS: --sccp --allow-unregistered-dialect
func.func @if_const(%a: i32) -> (i32, i32) {
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  %r:2 = scf.if %false -> (i32, i32) {
    scf.yield %a, %c1 : i32, i32
  } else {
    %c2 = arith.constant 2 : i32
    scf.yield %c2, %c1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @if_no_results(%c: i1, %m: memref<i32>) {
  %c3 = arith.constant 3 : i32
  scf.if %c {
    %x = arith.addi %c3, %c3 : i32
    "foo.store"(%x, %m) : (i32, memref<i32>) -> ()
  }
  return
}

func.func @for_loop(%lb: index, %ub: index, %st: index) -> (i32, i32, index) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %c0, %b = %c5, %j = %lb) -> (i32, i32, index) {
    %a2 = arith.muli %a, %c5 : i32
    %b2 = arith.addi %b, %c0 : i32
    scf.yield %a2, %b2, %i : i32, i32, index
  }
  return %r#0, %r#1, %r#2 : i32, i32, index
}

func.func @for_const_bounds() -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (i32) {
    %a2 = arith.addi %a, %init : i32
    scf.yield %a2 : i32
  }
  return %r : i32
}

func.func @while_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0, %k = %c1) : (i32, i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i, %k : i32, i32
  } do {
  ^bb0(%i2: i32, %k2: i32):
    %i3 = arith.addi %i2, %c1 : i32
    scf.yield %i3, %k2 : i32, i32
  }
  return %r#1 : i32
}

func.func @index_switch(%a: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 2 {
    %c9 = arith.constant 9 : i32
    scf.yield %c9 : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @execute_region() -> i32 {
  %r = scf.execute_region -> i32 {
    %c8 = arith.constant 8 : i32
    scf.yield %c8 : i32
  }
  return %r : i32
}
