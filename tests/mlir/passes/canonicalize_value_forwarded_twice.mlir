// ARGS: --canonicalize --split-input-file
// A value one branch forwards to two successors is two operands: region simplification
// asks about each by its position (the loop's argument stays live through the exit).
func.func private @ext_cond_fn() -> i1

func.func @simple_loop(%arg0: i32, %arg1: i1) -> i32 {
  %c1_i32 = arith.constant 1 : i32
  cf.cond_br %arg1, ^bb1(%c1_i32 : i32), ^bb2(%c1_i32 : i32)
^bb1(%0: i32):
  %1 = call @ext_cond_fn() : () -> i1
  cf.cond_br %1, ^bb1(%0 : i32), ^bb2(%0 : i32)
^bb2(%2: i32):
  return %2 : i32
}

// -----

// The same value to both successors, the first one dead.
func.func private @ext_cond_fn() -> i1

func.func @dead_first(%arg0: i32, %arg1: i1) -> i32 {
  %c1_i32 = arith.constant 1 : i32
  cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
^bb1(%0: i32):
  %1 = call @ext_cond_fn() : () -> i1
  cf.cond_br %1, ^bb1(%0 : i32), ^bb2(%c1_i32 : i32)
^bb2(%2: i32):
  return %2 : i32
}

// -----

// Three successors of a switch sharing one value.
func.func @switch(%flag: i32, %v: i32, %w: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%v : i32),
    42: ^bb2(%v : i32),
    43: ^bb3(%w : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  cf.br ^bb1(%b : i32)
^bb3(%c: i32):
  return %c : i32
}
