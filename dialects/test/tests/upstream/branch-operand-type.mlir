func.func @f(%a: i64) {
  cf.br ^bb1(%a : i64)
^bb1(%x: i32):
  return
}
