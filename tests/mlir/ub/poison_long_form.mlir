// ub.poison with its value written (the default, elided when printed), extra attributes,
// and the generic form with and without the property
func.func @long() -> (i32, i64, i8, i16, f64) {
  %0 = ub.poison <#ub.poison> : i32
  %1 = ub.poison {tag = "x"} <#ub.poison> : i64
  %2 = "ub.poison"() : () -> i8
  %3 = "ub.poison"() <{value = #ub.poison}> : () -> i16
  %4 = ub.poison {a, b = 2 : i32} : f64
  return %0, %1, %2, %3, %4 : i32, i64, i8, i16, f64
}
