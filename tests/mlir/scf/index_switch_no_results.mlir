func.func @f(%i: index) {
  scf.index_switch %i
  case -1 {
    "u.a"() : () -> ()
    scf.yield
  }
  default {
  }
  scf.index_switch %i {x = 1 : i32}
  default {
    "u.b"() : () -> ()
  }
  return
}
