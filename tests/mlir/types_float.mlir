// Float types.
%0:7 = "test.ods_float"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
%1:4 = "test.ods_float"() : () -> (f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ)
"test.ods_use"(%0#0, %0#6, %1#3) : (f16, tf32, f8E5M2FNUZ) -> ()
