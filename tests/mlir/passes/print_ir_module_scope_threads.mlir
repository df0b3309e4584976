// ARGS: --mlir-print-ir-module-scope --split-input-file
func.func @f() {
  return
}

// -----

func.func @g() {
  return
}

// -----

func.func @h() {
  "unterminated"(
