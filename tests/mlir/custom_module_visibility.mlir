// RUN-FLAGS: --custom
// The custom module form prints sym_visibility among the attributes.
module @m attributes {sym_visibility = "private", test.z = 1 : i32} {
  module attributes {sym_visibility = "nested"} {
  }
}
