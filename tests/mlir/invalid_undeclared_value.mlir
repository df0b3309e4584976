// A use of a name never defined.
"test.ods_use"(%nope) : (i32) -> ()
