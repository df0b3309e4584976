// The builtin dialect has no attribute parser of its own.
"test.op"() {a = #builtin.unit} : () -> ()
