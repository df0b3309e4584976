// Expected to fail: missing include.
include "mlir/IR/NoSuchFile.td"
