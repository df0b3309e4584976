// --no-implicit-module with two top-level operations.
func.func private @a()
func.func private @b()
