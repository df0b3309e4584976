func.func private @make_i32() -> i32

func.func @for_yields_2(%lb : index, %ub : index, %step : index) -> i32 {
  %a = call @make_i32() : () -> (i32)
  %b = scf.for %i = %lb to %ub step %step iter_args(%0 = %a) -> i32 {
    scf.yield %0 : i32
  }
  return %b : i32
}

func.func @for_yields_3(%lb : index, %ub : index, %step : index) -> (i32, i32, i32) {
  %a = call @make_i32() : () -> (i32)
  %b = call @make_i32() : () -> (i32)
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%0 = %a, %1 = %a, %2 = %b) -> (i32, i32, i32) {
    %c = func.call @make_i32() : () -> (i32)
    scf.yield %0, %c, %2 : i32, i32, i32
  } {some_attr}
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

func.func @for_yields_4() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%0 = %a) -> i32 {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @constant_iter_arg(%arg0: index, %arg1: index, %arg2: index) {
  %c0_i32 = arith.constant 0 : i32
  %0 = scf.for %i = %arg0 to %arg1 step %arg2 iter_args(%arg3 = %c0_i32) -> i32 {
    "test.use"(%arg3) : (i32) -> ()
    scf.yield %c0_i32 : i32
  }
  return
}

func.func @while_in_for(%lb: index, %ub: index, %st: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    %w:2 = scf.while (%p = %x, %q = %a) : (i32, i32) -> (i32, i32) {
      %c = "u.cond"(%p) : (i32) -> i1
      scf.condition(%c) %q, %p : i32, i32
    } do {
    ^bb0(%s: i32, %t: i32):
      %n = "u.next"(%t) : (i32) -> i32
      scf.yield %n, %s : i32, i32
    }
    scf.yield %w#1 : i32
  }
  return %r : i32
}

func.func @while_no_results() {
  scf.while : () -> () {
    %c = "u.cond"() : () -> i1
    scf.condition(%c)
  } do {
    "u.body"() : () -> ()
    scf.yield
  }
  return
}

func.func @while_cond_forwarded_twice(%a: i32) -> (i1, i1) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i1, i1) {
    %c = "u.cond"(%x) : (i32) -> i1
    scf.condition(%c) %c, %c : i1, i1
  } do {
  ^bb0(%b0: i1, %b1: i1):
    %n = "u.next"(%b0, %b1) : (i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i1, i1
}
