// Operation names that need escaping.
"test.ods_name\22quote"() : () -> ()
"test.ods.dotted.name"() : () -> ()
