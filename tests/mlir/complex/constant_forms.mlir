// complex.constant: untyped (f64) parts, attribute dictionary, generic form with properties or inherent attributes in the dictionary
"test.func"() ({
^bb0():
  %0 = complex.constant [0.1, -1.0] : complex<f64>
  %1 = complex.constant [1.0e+300, -7.5e-300] : complex<f64>
  %2 = complex.constant [0x7FF8000000000000 : f64, 2.0] : complex<f64>
  %3 = complex.constant [0.1 : f32, -1.0 : f32] {foo = "bar"} : complex<f32>
  %4 = "complex.constant"() <{value = [1.5 : f16, 2.5 : f16]}> : () -> complex<f16>
  %5 = "complex.constant"() {value = [1.5 : bf16, 2.5 : bf16]} : () -> complex<bf16>
  %6 = "complex.constant"() <{value = [1.5 : f80, 2.5 : f80]}> {tag = unit} : () -> complex<f80>
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (complex<f64>, complex<f64>, complex<f64>, complex<f32>, complex<f16>, complex<bf16>, complex<f80>) -> ()
}) : () -> ()
