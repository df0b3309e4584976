// ARGS: --inline=default-pipeline=canonicalize( --mlir-disable-threading
func.func private @f(%a: i32) -> i32 {
  return %a : i32
}

func.func @g(%a: i32) -> i32 {
  %0 = func.call @f(%a) : (i32) -> i32
  return %0 : i32
}
