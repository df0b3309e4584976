// A bare operation name without a dialect is tried in builtin.
"test.ods_ok"() : () -> ()
bogus
