// Invalid: a call inside an operation that is not a symbol table finds no function.
"test.container"() ({
  func.func private @inner(i32) -> i32
  func.func @caller(%a: i32) -> i32 {
    // expected-error@+1 {{'func.call' op 'inner' does not reference a valid function}}
    %0 = call @inner(%a) : (i32) -> i32
    return %0 : i32
  }
}) : () -> ()
