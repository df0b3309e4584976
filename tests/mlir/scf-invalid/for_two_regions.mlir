func.func @f(%a: index) {
  // expected-error@+1 {{'scf.for' op requires one region}}
  "scf.for"(%a, %a, %a) ({scf.yield}, {scf.yield}) : (index, index, index) -> ()
  return
}
