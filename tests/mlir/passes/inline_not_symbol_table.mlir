// ARGS: --pass-pipeline=builtin.module(func.func(inline)) --mlir-disable-threading
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
