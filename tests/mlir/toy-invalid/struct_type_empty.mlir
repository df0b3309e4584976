// !toy.struct: at least one element type (the parser wants a type after `<`).
toy.func @f(
  // expected-error @+2 {{expected non-function type}}
  // expected-error @+1 {{failed to parse Toy_StructType parameter 'elementTypes'}}
  %arg0: !toy.struct<>) {
  toy.return
}
