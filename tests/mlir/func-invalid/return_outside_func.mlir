// Invalid: func.return outside a func.func.
"test.region"() ({
  // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
  func.return
}) : () -> ()
