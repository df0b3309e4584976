// Dense arrays of every element kind.
"test.ods_attr"() {a = array<i32: 1, 2, 3>, b = array<i64>, c = array<f32: 1.0, 2.5>, d = array<i1: true, false>, e = array<i8: -1, 127>, f = array<f64: 0.5>} : () -> ()
