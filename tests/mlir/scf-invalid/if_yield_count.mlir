func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 2 inputs}}
  %r:2 = scf.if %c -> (i32, i32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %a : i32
  } else {
    scf.yield %a, %a : i32, i32
  }
  return
}
