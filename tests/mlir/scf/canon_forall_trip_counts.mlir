func.func @a(%n: index) {
  scf.forall (%i) = (0) to (10) step (0) {
    "u.use"(%i) : (index) -> ()
  }
  return
}

func.func @b(%n: index) {
  scf.forall (%i) = (0) to (%n) step (-1) {
    "u.use"(%i) : (index) -> ()
  }
  return
}

func.func @c(%n: index) {
  scf.forall (%i) = (0) to (10) step (-1) {
    "u.use"(%i) : (index) -> ()
  }
  return
}

func.func @d(%n: index) {
  scf.forall (%i) = (10) to (0) step (1) {
    "u.use"(%i) : (index) -> ()
  }
  return
}

func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  scf.forall (%i) = (0) to (10) step (%n) {
    "u.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (10) to (0) step (%n) {
    "u.use"(%i) : (index) -> ()
  }
  return
}

func.func @fa_zero(%n: index) {
  scf.forall (%i) = (0) to (%n) step (0) {
    "u.use"(%i) : (index) -> ()
  }
  return
}

func.func @fa_neg_lbdyn(%n: index) {
  scf.forall (%i) = (%n) to (10) step (-1) {
    "u.use"(%i) : (index) -> ()
  }
  return
}
