// Invalid: a symbol reference where `sym_name` (a string attribute) is expected in the
// generic form's properties.
// expected-error@+1 {{invalid properties {function_type = () -> (), sym_name = @f} for op func.func: Invalid attribute `sym_name` in property conversion: @f}}
"func.func"() <{function_type = () -> (), sym_name = @f}> ({
  "func.return"() : () -> ()
}) : () -> ()
