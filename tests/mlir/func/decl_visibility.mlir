// Visibility keywords: private and nested declarations, a public definition spelled out.
func.func private @p(i32)
func.func nested @n() -> i32
func.func public @pub() {
  return
}
func.func nested @nested_def(%x: index) -> index {
  return %x : index
}
