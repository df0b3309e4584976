// Control flow in nested modules and in an unregistered op's region.
module {
  module @inner {
    func.func @f(%c: i1) {
      cf.cond_br %c, ^bb1, ^bb1
    ^bb1:
      return
    }
  }
  "u.wrap"() ({
  ^bb0(%c: i1):
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb2
  ^bb2:
    "u.term"() : () -> ()
  }) : () -> ()
}
