func.func @f(%b: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%b) <{msg = "m"}> : (i32) -> ()
  return
}
