// A registered dialect without attributes: the trailing type is read first.
"test.op"() {a = #func<foo> : i32} : () -> ()
