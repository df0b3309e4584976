// Canonicalization: unused poisons go, equal poisons are uniqued (the folder gives
// #ub.poison, which the dialect materializes again), poisons of other types stay apart
func.func @fold(%a: i32) -> (i32, i32, i64, f32, vector<2xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  %2 = ub.poison : i64
  %3 = ub.poison : i64
  %unused = ub.poison : i8
  "test.use"(%0, %a) : (i32, i32) -> ()
  %4 = ub.poison : f32
  %5 = ub.poison : vector<2xf32>
  %6 = ub.poison <#ub.poison> : i32
  return %1, %6, %3, %4, %5 : i32, i32, i64, f32, vector<2xf32>
}

func.func @nested(%c: i1) -> i32 {
  %0 = ub.poison : i32
  %1 = "test.region"() ({
    %2 = ub.poison : i32
    "test.yield"(%2) : (i32) -> ()
  }) : () -> i32
  return %1 : i32
}
