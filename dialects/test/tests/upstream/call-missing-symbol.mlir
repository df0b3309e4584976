func.func @f() {
  func.call @nothere() : () -> ()
  return
}
