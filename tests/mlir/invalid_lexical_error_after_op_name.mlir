// The name is consumed before it is looked up, so the unterminated string after it is
// reported first, as mlir-opt does.
%0 = x_z.op2"() : () -> ()
