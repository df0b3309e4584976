// Public visibility spelled out, and empty argument, result and function dictionaries.
func.func public @f() { return }
func.func @g(%a: i32 {}) -> (i32 {}) attributes {} { return %a : i32 }
