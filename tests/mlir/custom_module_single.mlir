// RUN-FLAGS: --custom
// A single module in custom form.
module {
  "test.ods_v"() ({
  ^bb0(%x: i32):
    "test.ods_r"(%x) : (i32) -> ()
  }) : () -> ()
}
