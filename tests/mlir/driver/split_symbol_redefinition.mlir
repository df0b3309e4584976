// ARGS: --split-input-file
// The same symbol in two chunks is fine; twice in one chunk is not.
"x.s"() {sym_name = "f"} : () -> ()
// -----
"x.s"() {sym_name = "f"} : () -> ()
// -----
module {
  "x.s"() ({
    "x.s"() {sym_name = "g"} : () -> ()
  }) : () -> ()
}
