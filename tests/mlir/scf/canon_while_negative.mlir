func.func @all_carried(%a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i32, f32) {
    %c = "u.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %x, %y : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %n:2 = "u.next"(%p, %q) : (i32, f32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

func.func @cond_not_cmpi(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "u.cond"(%x, %lim) : (i32, i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %k = arith.cmpi slt, %y, %lim : i32
    %n = "u.next"(%y, %k) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @cmpi_other_operand(%a: i32, %lim: i32, %other: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi sgt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %k = arith.cmpi sgt, %y, %other : i32
    %m = arith.cmpi ult, %y, %lim : i32
    %n = "u.next"(%y, %k, %m) : (i32, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @align_with_duplicates(%a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32, i32) {
    %c = "u.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %y, %x, %x : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    %n:2 = "u.next"(%p, %q, %s) : (i32, i32, i32) -> (i32, i32)
    scf.yield %n#0, %n#1 : i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
