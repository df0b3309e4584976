func.func @f() {
  %true = arith.constant true
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  %0 = scf.while : () -> (i32) {
    // expected-note@+1 {{region branch point}}
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%x: i32):
    scf.yield
  }
  return
}
