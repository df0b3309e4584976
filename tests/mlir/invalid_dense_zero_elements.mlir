// An empty dense literal for a type with one element.
#attr = dense<> : tensor<i64>
"test.op"() {bar = #attr} : () -> ()
