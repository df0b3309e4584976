// The custom module form isolates its region: outer values are not visible inside.
%0 = "test.ods_def"() : () -> i32
module {
  "test.ods_use"(%0) : (i32) -> ()
}
