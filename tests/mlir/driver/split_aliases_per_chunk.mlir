// ARGS: --split-input-file
// An alias defined in one chunk is unknown in the next.
#a = {k = 1 : i32}
"x.a"() {d = #a} : () -> ()
// -----
"x.b"() {d = #a} : () -> ()
// -----
!t = i32
"x.c"() : () -> !t
