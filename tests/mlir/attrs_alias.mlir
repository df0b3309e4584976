// Attribute aliases are resolved; affine maps are re-aliased by the printer.
#id = affine_map<(d0) -> (d0)>
#cst = 42 : i32
"test.ods_attr"() {m = #id, c = #cst} : () -> ()
