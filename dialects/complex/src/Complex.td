// The complex dialect's ops and attributes in one spec: upstream generates them with two
// mlir-tblgen runs over `ComplexOps.td` and `ComplexAttributes.td`; ods-build generates one
// Rust file per input, each with the dialect, so one input includes both.

include "mlir/Dialect/Complex/IR/ComplexOps.td"
include "mlir/Dialect/Complex/IR/ComplexAttributes.td"
