// Invalid: a label on the entry block of a function with named arguments.
func.func @f(%a: i32) {
// expected-error@+1 {{invalid block name in region with named arguments}}
^bb0(%b: i32):
  return
}
