// --mlir-print-skip-regions in the generic form.
func.func @f(%arg0: i32) -> i32 {
  return %arg0 : i32
}
