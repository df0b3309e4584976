// RUN-FLAGS: --custom
// Upstream's test dialect rejects its `test.invalid_attr` on any operation.
func.func @f() {
  "test.anything"() {test.invalid_attr} : () -> ()
  return
}
