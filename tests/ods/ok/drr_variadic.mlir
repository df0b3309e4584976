// Inputs for the DRR patterns of tests/ods/ok/drr_variadic.td (upstream's variadic-op
// patterns), run through them by tests/tests/ods_drr_reference.rs and through
// `mlir-opt --allow-unregistered-dialect --test-greedy-patterns`, chunk by chunk.
%a = "x.src"() : () -> i32
%b = "x.src"() : () -> i32
%c = "x.src"() : () -> i32
%f = "x.src"() : () -> f32
%0:2 = "test.one_variadic_out_one_variadic_in1"(%a, %b) : (i32, i32) -> (i32, i32)
%1 = "test.one_variadic_out_one_variadic_in1"(%c) : (i32) -> i32
"test.one_variadic_out_one_variadic_in1"() : () -> ()
"x.use"(%0#0, %0#1, %1) : (i32, i32, i32) -> ()

// -----

%a = "x.src"() : () -> i32
%b = "x.src"() : () -> i32
%f = "x.src"() : () -> f32
"test.mixed_variadic_in1"(%a, %f, %b) : (i32, f32, i32) -> ()
"test.mixed_variadic_in1"(%a, %b, %f, %b, %a) : (i32, i32, f32, i32, i32) -> ()
"test.mixed_variadic_in1"(%f) : (f32) -> ()

// -----

%0:3 = "test.mixed_variadic_out1"() : () -> (i32, f32, i32)
%1:5 = "test.mixed_variadic_out1"() : () -> (i32, i32, f32, i32, i32)
%2 = "test.mixed_variadic_out1"() : () -> f32
"x.use"(%0#0, %0#1, %1#4, %2) : (i32, f32, i32, f32) -> ()

// -----

%a = "x.src"() : () -> i32
%b = "x.src"() : () -> i32
%c = "x.src"() : () -> i32
"test.mixed_variadic_in4"(%a, %b, %c) {attr1 = 0 : i32} : (i32, i32, i32) -> ()
"test.mixed_variadic_in4"(%a, %b, %c, %a) {attr1 = 0 : i32} : (i32, i32, i32, i32) -> ()
"test.mixed_variadic_in4"(%a, %a, %c) {attr1 = 2 : i32} : (i32, i32, i32) -> ()
"test.mixed_variadic_in4"(%a, %b, %c) {attr1 = 2 : i32} : (i32, i32, i32) -> ()
"test.mixed_variadic_in4"(%a, %b, %c) {attr1 = 7 : i32} : (i32, i32, i32) -> ()

// -----

%a = "x.src"() : () -> i32
%b = "x.src"() : () -> i32
%c = "x.src"() : () -> i32
"test.mixed_variadic_in5"(%a, %b, %c) {attr1 = 4 : i32, pattern_name = "MatchInverseVariadic"} : (i32, i32, i32) -> ()
"test.mixed_variadic_in5"(%a, %b, %c) {attr1 = 4 : i32, pattern_name = "Other"} : (i32, i32, i32) -> ()

// -----

%a = "x.src"() : () -> i32
%b = "x.src"() : () -> i32
%c = "x.src"() : () -> i32
%x = "test.mixed_variadic_in_out_i32"(%a) : (i32) -> i32
%y = "test.mixed_variadic_in_out_i32"(%b) : (i32) -> i32
"test.mixed_variadic_in4"(%x, %y, %c) {attr1 = 1 : i32} : (i32, i32, i32) -> ()
"test.mixed_variadic_in4"(%x, %b, %c) {attr1 = 1 : i32} : (i32, i32, i32) -> ()

// -----

%a = "x.src"() : () -> i32
%b = "x.src"() : () -> i32
%c = "x.src"() : () -> i32
%d = "x.src"() : () -> i32
"test.mixed_variadic_in6"(%a, %b, %c, %d) {attr1 = 1 : i32} : (i32, i32, i32, i32) -> ()
"test.mixed_variadic_in6"(%a, %b, %c, %d) {attr1 = 2 : i32} : (i32, i32, i32, i32) -> ()
"test.mixed_variadic_in6"(%a, %b, %c, %d, %a, %b) {attr1 = 2 : i32} : (i32, i32, i32, i32, i32, i32) -> ()

// -----

%a = "x.src"() : () -> i32
%b = "x.src"() : () -> i32
%c = "x.src"() : () -> i32
"test.mixed_variadic_optional_in7"(%a, %b, %c) {attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 1>} : (i32, i32, i32) -> ()
"test.mixed_variadic_optional_in7"(%a, %b) {attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 0>} : (i32, i32) -> ()
"test.mixed_variadic_optional_in7"(%a) {attr1 = 3 : i32, operandSegmentSizes = array<i32: 0, 1>} : (i32) -> ()
