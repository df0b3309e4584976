// A dense array of a type that is neither an integer nor a float: mlir-opt quotes the type.
"x.op"() {k = array<tensor<2xi32>>} : () -> ()
