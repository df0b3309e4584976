// A block reached twice from one terminator lists that predecessor twice: "2 preds: ^bb0, ^bb0".
"test.ods_region"() ({
  "test.ods_br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "test.ods_ret"() : () -> ()
}) : () -> ()
