// The empty symbol reference prints as mlir-opt's invalid-symbol marker.
"test.ods_attr"() {a = @"", b = [@"", @s]} : () -> ()
