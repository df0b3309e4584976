// Every undefined block of a region is reported, in source order.
"test.ods_cfg"() ({
  "test.ods_br"()[^x, ^y] : () -> ()
}) : () -> ()
