// A discardable attribute after the cases, and a `si32`/`ui16` flag.
func.func @switch(%flag: si32, %u: ui16) {
  cf.switch %flag : si32, [
    default: ^bb1,
    5: ^bb2
  ] {tag = "s"}
^bb1:
  cf.switch %u : ui16, [default: ^bb2, 65535: ^bb2, 1: ^bb1]
^bb2:
  return
}
