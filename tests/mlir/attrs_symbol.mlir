// Symbol references, flat and nested.
"test.ods_attr"() {a = @foo, b = @foo::@bar, c = @"quoted name", d = @foo::@bar::@baz} : () -> ()
