// Properties of unregistered operations are not visited for aliases; inherent attributes
// of registered ones are, merged with the discardable ones.
"test.a"() <{p = affine_map<(d0) -> (d0 + 2)>}> : () -> ()
"builtin.module"() <{sym_name = "x"}> ({^bb0:}) {test.m = affine_map<(d0) -> (d0 + 7)>} : () -> ()
