// Invalid: a function nested in a function, which is not a symbol table.
func.func @f() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @g() {
    return
  }
  return
}
