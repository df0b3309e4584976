func.func @f() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%i: i32):
    scf.yield
  }) : () -> ()
  return
}
