// ARGS: --verify-roundtrip --split-input-file --verify-diagnostics
// Round-tripping each chunk after parsing; a chunk that fails to verify is reported by the
// verifier before any round trip.
func.func @ok(%a: i64) -> i64 {
  %0 = arith.muli %a, %a : i64
  return %0 : i64
}

// -----

func.func @bad(%a: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @bad}}
  return %a : i64
}

// -----

"x.generic"() <{p = 1 : i32}> ({
  "x.inner"() [^bb1] : () -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()
