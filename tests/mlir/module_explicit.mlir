// A single explicit module is printed as is.
module {
  %0 = "test.ods_in_module"() : () -> i32
}
