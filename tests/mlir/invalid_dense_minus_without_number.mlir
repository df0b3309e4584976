// A '-' in a dense literal must be followed by a number.
"x.op"() {k = dense<[1, -x]> : tensor<2xi32>} : () -> ()
