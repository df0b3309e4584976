// An f64 in an array elides its type only when printed in decimal: NaN and infinity
// print in hex and keep `: f64`.
"test.ods_attr"() {a = [0x7FF8000000000000 : f64, 0x7FF0000000000000 : f64, 0xFFF0000000000000 : f64, 1.5 : f64]} : () -> ()
