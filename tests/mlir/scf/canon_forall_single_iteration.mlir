func.func @partial(%n: index) {
  scf.forall (%i, %j, %k) = (0, 3, 0) to (%n, 4, 1) step (1, 1, 5) {
    "u.use"(%i, %j, %k) : (index, index, index) -> ()
  } {tag}
  return
}

func.func @zero_trip(%n: index) {
  scf.forall (%i, %j) = (0, 4) to (%n, 4) step (1, 1) {
    "u.use"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @all_single(%lb: index) {
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j) = (2, 0) to (3, 7) step (1, 10) {
    "u.use"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @none(%n: index) {
  scf.forall (%i, %j) in (%n, 8) {
    "u.use"(%i, %j) : (index, index) -> ()
  }
  return
}
