// Empty entry blocks print their label in the generic form.
"test.ods_empty"() ({
^bb0:
}) : () -> ()
"test.ods_empty"() ({
}) : () -> ()
