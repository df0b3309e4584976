// RUN-FLAGS: --custom
// In the custom form each region restarts from its parent region's counters.
%x = "test.ods_a"() : () -> i32
"test.ods_m"() ({
  %0 = "test.ods_a"() : () -> i32
  %1 = "test.ods_a"() : () -> i32
  "test.ods_m"() ({
    %5 = "test.ods_a"() : () -> i32
  }, {
    %6 = "test.ods_a"() : () -> i32
  }) : () -> ()
}, {
  %2 = "test.ods_b"() : () -> i32
  "test.ods_m"() ({
  ^bb0(%q: i32):
    %7 = "test.ods_a"() : () -> i32
  }) : () -> ()
}, {
^bb0(%z: i32):
  %3 = "test.ods_c"() : () -> i32
}) : () -> ()
"test.ods_m"() ({
  %4 = "test.ods_d"() : () -> i32
}) : () -> ()
%y = "test.ods_a"() : () -> i32
