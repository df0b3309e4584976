// Properties, regions and attributes together.
"test.ods_all"() <{p = unit}> ({
  "test.ods_inner"() : () -> ()
}) {a = 1 : i32} : () -> ()
