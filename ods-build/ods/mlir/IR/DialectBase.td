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
  // The dialect implements `parse_attribute` / `print_attribute` itself.
  bit useDefaultAttributePrinterParser = 0;
  // The dialect implements `parse_type` / `print_type` itself.
  bit useDefaultTypePrinterParser = 0;
  // Inherent attributes live in the op's properties (always on in Rust).
  bit usePropertiesForAttributes = 1;
}

#endif // ODS_DIALECTBASE
