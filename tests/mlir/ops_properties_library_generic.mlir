// The property library's kinds in the generic form, at the extremes of their storage:
// the largest and smallest integers of each width, unsigned values past the signed range,
// strings with escapes, empty and nested arrays, absent and present optional values.
"test.with_properties"() <{a = -9223372036854775808 : i64, array = array<i64: 9223372036854775807, -1>, array32 = array<i32: -2147483648, 2147483647>, b = "x", c = "y\00z\n", flag = true}> : () -> ()
"test.with_properties"() <{a = 9223372036854775807 : i64, array = array<i64>, array32 = array<i32>, b = "", c = "", flag = false}> : () -> ()
"test.with_optional_properties"() <{simplei8 = [-128 : i8], simpleui8 = [128 : i8], simple = [-9223372036854775808 : i64], nested = [[]], hasDefault = [], longSyntax = ["\"q\""], nonTrivialStorage = [], hasUnit = unit, maybeUnit = [false]}> : () -> ()
"test.with_optional_properties"() <{simplei8 = [127 : i8], simpleui8 = [-1 : i8], nested = [[5]], hasUnit = false, maybeUnit = [unit]}> : () -> ()
"test.with_array_properties"() <{ints = [], strings = ["", "a\09b"], nested = [[], [1 : i32, -1 : i32]], opt = [[7 : i32]], explicitOptions = [[], [3]], explicitUnits = [unit, false, unit], hasDefault = [1]}> : () -> ()
"test.with_default_valued_properties"() <{a = 2 : i32, b = "b", c = -2147483648 : i32, unit = unit}> : () -> ()
"test.using_int_property_with_worse_bytecode"() <{value = -1 : i64}> : () -> ()
"test.op_with_bit_enum_prop"() <{value1 = 7 : i32, value2 = 0 : i32}> : () -> ()
"test.op_with_enum_prop_attr_form"() <{value = 1 : i32}> : () -> ()
"test.op_with_enum_prop_attr_form"() <{value = 0 : i32}> : () -> ()
"test.op_with_enum_prop_attr_form_always"() <{value = #test<enum first>}> : () -> ()
"test.op_with_enum_prop_attr_form_always"() <{value = 2 : i32}> : () -> ()
