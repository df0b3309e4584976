// Several results, a single parenthesized result, and an empty result list.
func.func @three(%a: i32, %b: i64) -> (i32, i64, i32) {
  return %a, %b, %a : i32, i64, i32
}
func.func @single(%a: i32) -> (i32) {
  return %a : i32
}
func.func @none() -> () {
  return
}
