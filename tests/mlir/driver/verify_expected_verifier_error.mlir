// ARGS: --verify-diagnostics
// expected-error@below {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'}}
module attributes {bad = 1 : i32} {
}
