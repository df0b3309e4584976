func.func @merge(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
      "u.use"(%i, %j, %k) : (index, index, index) -> ()
    } {inner}
  } {outer}
  return
}

func.func @inner_depends_on_outer(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "u.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

func.func @other_op_in_outer(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    "u.side"(%i) : (index) -> ()
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      "u.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

func.func @inner_reduces(%n: index, %init: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %r = scf.parallel (%j) = (%c0) to (%n) step (%c1) init (%init) -> f32 {
      %v = "u.val"(%i, %j) : (index, index) -> f32
      scf.reduce(%v : f32) {
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        scf.reduce.return %s : f32
      }
    }
    "u.use"(%r) : (f32) -> ()
  }
  return
}

func.func @three_levels(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        "u.use"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}
