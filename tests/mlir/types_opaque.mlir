// Types of dialects the context does not know.
%0 = "test.ods_opaque"() : () -> !foo.bar
%1 = "test.ods_opaque"() : () -> !foo<"baz">
%2 = "test.ods_opaque"() : () -> !foo.bar<1, 2>
"test.ods_use"(%0, %1, %2) : (!foo.bar, !foo<"baz">, !foo.bar<1, 2>) -> ()
