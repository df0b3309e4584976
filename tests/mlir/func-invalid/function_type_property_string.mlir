// Invalid: a string where `function_type` (a type attribute) is expected in the generic
// form's properties.
// expected-error@+1 {{invalid properties {function_type = "t", sym_name = "f"} for op func.func: Invalid attribute `function_type` in property conversion: "t"}}
"func.func"() <{function_type = "t", sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
