// ARGS: --dump-pass-pipeline --test-options-super-pass-pipeline=super-list={{enum=two list=1,2 string-list=x,y},{string="bar"}}
func.func @f() {
  return
}
