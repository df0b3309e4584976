func.func @f(%a: i32, %b: index) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%b, %a, %b) ({}) : (index, i32, index) -> ()
  return
}
