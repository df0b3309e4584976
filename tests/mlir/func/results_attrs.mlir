// Result attributes force the parenthesized result list.
func.func private @one() -> (i32 {r.y})
func.func private @two() -> (i32, f32 {r.z = 2 : i32})
func.func @def(%a: i32) -> (i32 {r.k = unit}) {
  return %a : i32
}
