// Invalid: sym_visibility written in the attribute dictionary.
// expected-error@+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_visibility = "nested"}
