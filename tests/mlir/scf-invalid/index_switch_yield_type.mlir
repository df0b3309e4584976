func.func @f(%i: index, %a: i32, %b: f32) -> i32 {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %i -> i32
  case 1 {
    // expected-note@+1 {{case region #0 returns 'f32' here}}
    scf.yield %b : f32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
