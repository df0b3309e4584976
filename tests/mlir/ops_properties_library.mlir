// Properties of the property library's kinds (upstream's test dialect): integers of each
// width and signedness, booleans, strings, unit properties, enums and bit enums, optional
// and array properties, nested, with defaults, and an integer property encoded through
// its attribute form. From bytecode version 5 each is written as its kind writes it;
// before, the properties that are not attributes are not written at all.
test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5, 6]
test.with_properties a = -1, b = "", c = "", flag = false, array = [], array32 = [-7] {disc = 1 : i32}
test.with_properties_and_attr 16 <{rhs = 16 : i64}>
test.with_default_valued_properties na
test.with_default_valued_properties 1 "foo" 0 unit
test.with_optional_properties anAttr = 0 simple = 1 simplei8 = -1 simpleui8 = 255 nonTrivialStorage = "foo" hasDefault = some<0> nested = some<1> longSyntax = some<"bar"> hasUnit maybeUnit = some<unit>
test.with_optional_properties simple = none nested = some<none> maybeUnit = some<unit_absent>
test.with_optional_properties
test.with_array_properties ints = [1, 2] strings = ["a", "b"] nested = [[1], [2, 3], []] opt = [-1] explicitOptions = [none, 1, 2] explicitUnits = [unit, unit_absent] [3, 4] thats_has_default
test.with_array_properties ints = [] strings = [] nested = [] opt = none explicitOptions = [] explicitUnits = []
test.op_with_enum_prop first
test.op_with_enum_prop second
// An enum property with an attribute form and no default: prop-dict prints every value.
test.op_with_enum_prop_attr_form <{value = 0 : i32}>
test.op_with_enum_prop_attr_form <{value = #test<enum second>}>
test.op_with_enum_prop_attr_form_always <{value = #test<enum second>}>
test.op_with_enum_prop_attr_form_always <{value = 1 : i32}>
test.op_with_bit_enum_prop read, write write, execute : ()
test.op_with_bit_enum_prop_named bit_enum<read, write>
func.func @nested() {
  test.with_properties a = 7, b = "in", c = "func", flag = true, array = [8], array32 = []
  "test.using_int_property_with_worse_bytecode"() <{value = 3 : i64}> : () -> ()
  return
}
