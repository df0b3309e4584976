// ARGS: --dump-pass-pipeline --test-options-super-pass=list={enum=zero list={1} string=foo},{enum=one list={} string={a b}},{}
// Lists of option groups; an empty nested list prints nothing.
func.func @f() {
  return
}
