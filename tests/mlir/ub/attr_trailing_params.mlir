// #ub.poison has no parameters: what follows its mnemonic in the dialect's body is not
// read, and the attribute prints without it
func.func @f() {
  "test.op"() {a = #ub.poison<1>, b = #ub.poison<>} : () -> ()
  return
}
