// Argument attributes on definitions and declarations, on some arguments only.
func.func @defn(%a: i32 {a.x}, %b: f32, %c: i1 {a.y = 3 : i64, a.z = "s"}) {
  return
}
func.func private @decl(i32 {a.x = 1 : i32}, f32, index {b.flag})
