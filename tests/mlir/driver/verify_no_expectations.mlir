// ARGS: --verify-diagnostics
// A valid file without designators prints as usual.
module {
  "x.a"() : () -> ()
}
