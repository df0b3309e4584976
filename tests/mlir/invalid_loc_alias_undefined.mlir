// A location alias that is never defined.
"test.a"() : () -> () loc(#nope)
