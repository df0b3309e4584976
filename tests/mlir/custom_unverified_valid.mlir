// --custom --mlir-very-unsafe-disable-verifier-on-parsing: valid input prints as usual.
func.func @foo(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
