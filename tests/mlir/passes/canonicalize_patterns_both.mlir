// ARGS: --canonicalize=disable-patterns={(anonymous namespace)::AddIAddConstant} --canonicalize=disable-patterns={(anonymous namespace)::AddIAddConstant} enable-patterns={(anonymous namespace)::AddIAddConstant} --dump-pass-pipeline
// Both lists together: the disabled label wins; the dump shows both.
func.func @f(%a: i32, %b: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %x, %c2 : i32
  %z = arith.addi %c2, %c3 : i32
  %s = arith.select %b, %c1, %c0 : i32
  %t = arith.subi %y, %c1 : i32
  %u = arith.addi %t, %z : i32
  return %u, %s : i32, i32
}
