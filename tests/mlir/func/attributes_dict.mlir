// Function attributes: dialect and plain names, sorted on printing, with no_inline.
func.func @f() attributes {z.a, no_inline, a.b, n = 1} {
  return
}
func.func private @g(i32) -> i32 attributes {llvm.emit_c_interface}
