func.func @f() {
  scf.while : () -> () {
    %c = "u.cond"() : () -> i1
    scf.condition(%c)
  } do {
    "u.body"() : () -> ()
    scf.yield
  }
  return
}
