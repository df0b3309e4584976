func.func @invariant_before_arg(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %inv = %b) : (i32, i32) -> i32 {
    %c = "u.cond"(%x, %inv) : (i32, i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = "u.next"(%y) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r : i32
}

func.func @invariant_yielded(%a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, f32) {
    %c = "u.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %b : i32, f32
  } do {
  ^bb0(%y: i32, %f: f32):
    %n = "u.next"(%y, %f) : (i32, f32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, f32
}

func.func @unused_result(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i64) {
    %c = "u.cond"(%x) : (i32) -> i1
    %w = "u.wide"(%x) : (i32) -> i64
    scf.condition(%c) %x, %w : i32, i64
  } do {
  ^bb0(%y: i32, %z: i64):
    %n = "u.next"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

func.func @duplicated_results(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "u.cond"(%x) : (i32) -> i1
    %v = "u.val"(%x) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%y: i32, %z: i32):
    %n = "u.next"(%y, %z) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @unused_arg(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %unused = %b) : (i32, i32) -> i32 {
    %c = "u.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n:2 = "u.next"(%y) : (i32) -> (i32, i32)
    scf.yield %n#0, %n#1 : i32, i32
  }
  return %r : i32
}

func.func @all_live(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "u.cond"(%x) : (i32) -> i1
    %v = "u.val"(%x) : (i32) -> i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%y: i32):
    %n = "u.next"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
