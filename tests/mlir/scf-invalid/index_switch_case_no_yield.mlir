func.func @f(%i: index) {
  // A case region gets no implicit terminator (custom<SwitchCases> parses it as is).
  // expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got u.a}}
  scf.index_switch %i
  case 2 {
    "u.a"() : () -> ()
  }
  default {
  }
  return
}
