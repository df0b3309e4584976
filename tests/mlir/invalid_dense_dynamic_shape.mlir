// A dense literal whose type has a dynamic dimension.
"test.op"() {bar = dense<[4]> : tensor<?xi32>} : () -> ()
