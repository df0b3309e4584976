// Two errors for undeclared values are both reported, in source order.
"test.ods_use"(%b, %a) : (i32, i32) -> ()
