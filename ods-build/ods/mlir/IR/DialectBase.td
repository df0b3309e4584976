//===-- DialectBase.td - the Dialect class -------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_DIALECTBASE
#define ODS_DIALECTBASE

// A dialect: a namespace of operations, types and attributes.
class Dialect {
  // The namespace in operation names (`arith` in `arith.addi`).
  string name = ?;
  // One-line summary and long description (markdown).
  string summary = ?;
  code description = ?;
  // Dialects whose entities this one creates.
  list<string> dependentDialects = [];
  // The Rust module that holds the dialect's generated items.
  string cppNamespace = name;
  // Rust items added to the dialect module.
  code extraClassDeclaration = "";
  // The dialect provides `materialize_constant` for folding.
  bit hasConstantMaterializer = 0;
  // The dialect parses and prints its attributes and types with the generated
  // hooks. Always on in ods-build: 0 is refused.
  bit useDefaultAttributePrinterParser = 1;
  bit useDefaultTypePrinterParser = 1;
  // Inherent attributes live in the op's properties. Always on in ods-build: 0
  // is refused.
  bit usePropertiesForAttributes = 1;
}

#endif // ODS_DIALECTBASE
