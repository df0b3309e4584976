// ARGS: --split-input-file
// Verifier errors of builtin operations, one per chunk, between valid chunks.
module attributes {bad = 1 : i32} {
}
// -----
"x.ok"() : () -> ()
// -----
%0 = "x.v"() : () -> i32
"builtin.unrealized_conversion_cast"(%0) : (i32) -> ()
// -----
"builtin.module"() ({
^bb0(%arg0: i32):
}) : () -> ()
