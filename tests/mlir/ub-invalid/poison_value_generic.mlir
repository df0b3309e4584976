// Invalid: the value property of ub.poison must implement PoisonAttrInterface (generic form)
func.func @f() {
  // expected-error@+1 {{invalid properties {value = "poison"} for op ub.poison: Invalid attribute `value` in property conversion: "poison"}}
  %0 = "ub.poison"() <{value = "poison"}> : () -> i32
  return
}
