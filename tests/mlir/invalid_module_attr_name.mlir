// builtin.module only takes dialect-prefixed discardable attributes.
module attributes {bad = 1 : i32} {
}
