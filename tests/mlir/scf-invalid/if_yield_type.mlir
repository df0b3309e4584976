func.func @f(%c: i1, %a: i32, %b: f32) -> i32 {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.if %c -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield %b : f32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
