// The smallest definition, and one whose return carries its prefix.
func.func @empty() {
  return
}
func.func @prefixed() {
  func.return
}
