//===-- BuiltinDialect.td - the builtin dialect --------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The builtin dialect itself is
// the runtime's (`ods_runtime::builtin_ops`); this def lets specs name it, as
// the builtin type and attribute constraints do. Defining ops in it is refused
// (its C++ namespace has no Rust counterpart).
//
//===----------------------------------------------------------------------===//

#ifndef BUILTIN_BASE
#define BUILTIN_BASE

include "mlir/IR/OpBase.td"

def Builtin_Dialect : Dialect {
  let summary =
    "A dialect containing the builtin Attributes, Operations, and Types";
  let name = "builtin";
  let cppNamespace = "::mlir";
}

#endif // BUILTIN_BASE
