// Operations without operands or results.
"test.ods_noop"() : () -> ()
"test.ods_noop"() : () -> ()
