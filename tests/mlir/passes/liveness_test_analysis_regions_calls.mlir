// ARGS: --test-liveness-analysis --split-input-file --allow-unregistered-dialect
func.func private @ext(i32) -> i32
func.func @calls(%a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b {tag = "x"} : i32
  %r = func.call @ext(%x) {tag = "ext_call"} : (i32) -> i32
  %y = arith.muli %a, %b {tag = "y"} : i32
  %s = func.call @pub(%y) {tag = "pub_call"} : (i32) -> i32
  return %a : i32
}
func.func @pub(%q: i32) -> i32 {
  %z = arith.addi %q, %q {tag = "in_pub"} : i32
  return %z : i32
}

// -----

func.func private @rec(%n: i32, %acc: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %e = arith.cmpi eq, %n, %c0 {tag = "cmp"} : i32
  %r = scf.if %e -> i32 {
    scf.yield %acc : i32
  } else {
    %m = arith.subi %n, %acc {tag = "sub"} : i32
    %v = func.call @rec(%m, %acc) : (i32, i32) -> i32
    scf.yield %v : i32
  } {tag = "if"}
  return %r : i32
}
func.func @use_rec(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = func.call @rec(%n, %c1) {tag = "call"} : (i32, i32) -> i32
  return %c1 : i32
}

// -----

func.func @loops(%lb: index, %ub: index, %st: index, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %c0, %b = %c0) -> (i32, i32) {
    %ii = arith.index_cast %i {tag = "iv_use"} : index to i32
    %a2 = arith.addi %a, %ii {tag = "a2"} : i32
    %b2 = arith.addi %b, %b {tag = "b2"} : i32
    scf.yield %a2, %b2 : i32, i32
  } {tag = "for"}
  scf.for %j = %lb to %ub step %st {
    "foo.effect"(%j) : (index) -> ()
  } {tag = "for_effect"}
  scf.for %j = %lb to %ub step %st {
    %t = arith.addi %lb, %j : index
  } {tag = "for_pure"}
  %e = scf.execute_region -> i32 {
    %k = arith.constant 4 : i32
    scf.yield %k : i32
  } {tag = "exec"}
  return %r#0 : i32
}

// -----

func.func @cfg(%c: i1, %x: i32) -> i32 {
  cf.br ^loop(%x, %x : i32, i32) {tag = "enter"}
^loop(%a: i32, %b: i32):
  %a2 = arith.addi %a, %a {tag = "a2"} : i32
  %b2 = arith.addi %b, %b {tag = "b2"} : i32
  cf.cond_br %c, ^loop(%a2, %b2 : i32, i32), ^exit(%a2 : i32) {tag = "latch"}
^exit(%r: i32):
  return %r : i32
}

// -----

func.func @unknown_ops(%x: i32) -> i32 {
  %a = "foo.pure"(%x) {tag = "foo"} : (i32) -> i32
  %b = arith.addi %x, %x {tag = "add"} : i32
  %r = "foo.region"(%b) ({
  ^bb0(%arg: i32):
    %i = arith.addi %arg, %arg {tag = "inner"} : i32
    "foo.yield"(%i) : (i32) -> ()
  }) {tag = "region"} : (i32) -> i32
  return %x : i32
}

// -----

func.func @while_unused(%n: i32) {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n {tag = "cmp"} : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %n {tag = "body"} : i32
    "foo.effect"() : () -> ()
    scf.yield %k : i32
  } {tag = "while"}
  return
}
