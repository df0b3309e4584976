func.func @condition_truth(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i1, i32) {
    %c = "u.cond"(%x) : (i32) -> i1
    scf.condition(%c) %c, %x : i1, i32
  } do {
  ^bb0(%b: i1, %y: i32):
    %n = "u.next"(%b, %y) : (i1, i32) -> i32
    scf.yield %n : i32
  }
  return %r#1 : i32
}

func.func @cmp_cond(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %same = arith.cmpi slt, %y, %lim : i32
    %inv = arith.cmpi sge, %y, %lim : i32
    %other = arith.cmpi eq, %y, %lim : i32
    %n = "u.next"(%y, %same, %inv, %other) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @cmp_cond_rhs(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi ult, %lim, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %same = arith.cmpi ult, %lim, %y : i32
    %diff = arith.cmpi ult, %a, %y : i32
    %n = "u.next"(%y, %same, %diff) : (i32, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
