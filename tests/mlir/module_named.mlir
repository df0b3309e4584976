// A named module with attributes.
module @named attributes {test.flag, test.value = 3 : i32} {
  "test.ods_in_module"() : () -> ()
}
