// Invalid: call_indirect's operand types come from the callee's function type.
func.func @f(%g: (i32) -> i32, %a: f32) {
  // expected-error@+2 {{use of value '%a' expects different type than prior uses: 'i32' vs 'f32'}}
  // expected-note@-2 {{prior use here}}
  %0 = call_indirect %g(%a) : (i32) -> i32
  return
}
