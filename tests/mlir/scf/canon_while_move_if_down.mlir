// WhileMoveIfDown: an scf.if right before the scf.condition, on its condition, with an
// else block that only yields, moves into the after block (values of the before block it
// reads are forwarded); an if result forwarded twice gives the then value once, as
// upstream's pattern does; an if elsewhere, on another condition or with an else body stays.
func.func @a(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    %v = scf.if %c -> i32 {
      %y = arith.addi %x, %n : i32
      scf.yield %y : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @b(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    %v = scf.if %c -> i32 {
      %y = arith.addi %x, %n : i32
      scf.yield %y : i32
    } else {
      %z = arith.muli %x, %n : i32
      scf.yield %z : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @c(%init: i32, %n: i32, %m: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %init, %w = %m) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    %k = arith.addi %w, %w : i32
    %v:2 = scf.if %c -> (i32, i32) {
      %y = arith.addi %x, %k : i32
      %y2 = arith.muli %y, %w : i32
      scf.yield %y, %y2 : i32, i32
    } else {
      scf.yield %x, %w : i32, i32
    }
    scf.condition(%c) %v#1, %v#0 : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %s = arith.subi %a, %b : i32
    scf.yield %s, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @nested(%init: i32, %n: i32, %o: i32, %f: i1) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    %k = arith.addi %x, %x : i32
    %v = scf.if %c -> i32 {
      %in = scf.if %f -> i32 {
        %q = arith.muli %k, %o : i32
        scf.yield %q : i32
      } else {
        scf.yield %x : i32
      }
      %y = arith.addi %in, %n : i32
      scf.yield %y : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @twice(%init: i32, %n: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %init, %z = %init) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    %v = scf.if %c -> i32 {
      %y = arith.addi %x, %n : i32
      scf.yield %y : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %s = arith.subi %a, %b : i32
    scf.yield %s, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @noresult(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.if %c {
      "test.effect"(%x) : (i32) -> ()
    }
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%a: i32):
    %t = arith.addi %a, %n : i32
    scf.yield %t : i32
  }
  return %r : i32
}
func.func @not_adjacent(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    %v = scf.if %c -> i32 {
      %y = arith.addi %x, %n : i32
      scf.yield %y : i32
    } else {
      scf.yield %x : i32
    }
    "test.effect"(%x) : (i32) -> ()
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @other_cond(%init: i32, %n: i32, %g: i1) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    %v = scf.if %g -> i32 {
      %y = arith.addi %x, %n : i32
      scf.yield %y : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return %r : i32
}
