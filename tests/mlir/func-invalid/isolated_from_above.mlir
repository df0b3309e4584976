// Invalid: a function body using a value defined outside it.
func.func @f() {
  %c = "x.c"() : () -> i32
  "x.r"() ({
    // expected-note@+1 {{required by region isolation constraints}}
    func.func @g() {
      // expected-error@+1 {{'x.u' op using value defined outside the region}}
      "x.u"(%c) : (i32) -> ()
      return
    }
  }) : () -> ()
  return
}
