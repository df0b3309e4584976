func.func @f() {
  // A func.constant names a function: a string is the wrong kind of attribute, found
  // while parsing.
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = func.constant "" : index
  return
}
