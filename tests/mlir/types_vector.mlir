// Vector types, fixed and scalable.
%0 = "test.ods_vec"() : () -> vector<4xf32>
%1 = "test.ods_vec"() : () -> vector<2x3x4xi8>
%2 = "test.ods_vec"() : () -> vector<[4]xf32>
%3 = "test.ods_vec"() : () -> vector<2x[8]xi1>
%4 = "test.ods_vec"() : () -> vector<f32>
