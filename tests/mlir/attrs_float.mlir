// Float attributes in several formats.
"test.ods_attr"() {a = 1.0 : f32, b = -2.5 : f64, c = 0.1 : f16, d = 1.5e10 : f64, e = 0x7FC00000 : f32, f = 3.0 : bf16, g = 1.0} : () -> ()
"test.ods_attr"() {inf = 0x7F800000 : f32, ninf = 0xFF800000 : f32, small = 1.0e-5 : f64, half = 0.5 : f16} : () -> ()
