//===-- DialectBase.td - the Dialect class -------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_DIALECTBASE
#define ODS_DIALECTBASE

include "mlir/IR/Utils.td"

// A dialect: a namespace of operations, types and attributes.
class Dialect {
  // The namespace in operation names (`arith` in `arith.addi`).
  string name = ?;
  // One-line summary and long description (markdown).
  string summary = ?;
  string description = ?;
  // Dialects whose entities this one creates.
  list<string> dependentDialects = [];
  // The discardable attributes the dialect defines, `(ins "Type":$name, ...)`: each gets a
  // helper in the dialect module that reads, writes, tests and removes `name.<name>` on an
  // operation.
  dag discardableAttrs = (ins);
  // The Rust module that holds the dialect's generated items.
  string cppNamespace = name;
  // Rust items added to the dialect module.
  code extraClassDeclaration = "";
  // The dialect provides `materialize_constant` for folding.
  bit hasConstantMaterializer = 0;
  // A C++ destructor for the dialect class. Dialects hold no state in ods-build: 1 is
  // refused.
  bit hasNonDefaultDestructor = 0;
  // The dialect checks its discardable attributes on operations
  // (`DialectHooks::verify_operation_attribute`), called by the verifier.
  bit hasOperationAttrVerify = 0;
  // The dialect checks its attributes on region arguments and results
  // (`DialectHooks::verify_region_arg_attribute`, `verify_region_result_attribute`), called
  // by function-like operations for their argument and result attributes.
  bit hasRegionArgAttrVerify = 0;
  bit hasRegionResultAttrVerify = 0;
  // A fallback for interfaces of operations the dialect does not register. Not supported
  // by ods-build: 1 is refused.
  bit hasOperationInterfaceFallback = 0;
  // The dialect parses and prints its attributes and types with the generated hooks; 0
  // makes `DialectHooks` parse and print them by hand. (Upstream's default is 0, which in
  // C++ asks for hand-written hooks only when the dialect has attributes or types.)
  bit useDefaultAttributePrinterParser = 1;
  bit useDefaultTypePrinterParser = 1;
  // The dialect adds canonicalization patterns of its own
  // (`DialectHooks::canonicalization_patterns`), before those of its operations.
  bit hasCanonicalizer = 0;
  // Operations, types and attributes may be added to the dialect at run time. Not
  // supported by ods-build: 1 is refused.
  bit isExtensible = 0;
  // Inherent attributes live in the op's properties. Always on in ods-build: 0 is refused.
  bit usePropertiesForAttributes = 1;
}

#endif // ODS_DIALECTBASE
