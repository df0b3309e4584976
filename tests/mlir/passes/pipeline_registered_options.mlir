// ARGS: --dump-pass-pipeline --test-options-pass-pipeline=list=1,2 string-list=a,{b c} enum=one string={x y}
// A registered pipeline with options, which it hands on to its pass.
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %x, %c2 : i32
  return %y : i32
}
