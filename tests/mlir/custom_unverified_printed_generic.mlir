// --custom --mlir-very-unsafe-disable-verifier-on-parsing: an operation that fails to
// verify is printed in the generic form.
func.func @foo() -> tensor<10xi32> { return }
