// A dense literal of an unranked tensor type.
"test.op"() {bar = dense<[4]> : tensor<*xi32>} : () -> ()
