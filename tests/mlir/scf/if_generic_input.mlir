func.func @f(%c: i1) {
  "scf.if"(%c) ({
    "u.a"() : () -> ()
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}
