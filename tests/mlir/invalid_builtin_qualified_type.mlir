// The builtin dialect has no type parser of its own: `!builtin.tuple<>` is an error.
func.func private @t() -> !builtin.tuple<>
