// A registered dialect without types: its trailing body is read first.
func.func private @t() -> !func.foo<x, "y">
