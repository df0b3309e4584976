// A forward reference whose definition has another type.
"test.a"(%x) : (i32) -> ()
%x = "test.b"() : () -> f32
