//===-- BytecodeBase.td - Base bytecode R/W defs -----------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Part of ods-rs: the ODS base library for Rust. The base bytecode reader/writer
// definitions, with upstream's classes, template arguments and fields; the code they hold
// is Rust over `ods_runtime::bytecode` (`DialectReader`, `DialectWriter`), and
// `ods-tblgen --gen-bytecode` reads them as mlir-tblgen's `-gen-bytecode` does.
//
// The Rust conventions (the generator's side is in ods-build's `bytecode` module):
// - `cParser` is an expression of type `Result<cType, ReadError>` (`$_reader` is the
//   `DialectReader`; upstream's `$_var` out-parameter is the `let` the value goes in);
// - `cBuilder` is an expression of type `Result<T, String>` (the message of an error at
//   the entry); `context` (`&Context`) and `reader` are in scope;
// - `cPrinter` is a statement over `$_writer` (`&mut dyn DialectWriter`); `writer` is in
//   scope;
// - `cGetter` is an expression over `$_attrType` (the value written), `$_member` (the
//   member's name) and `$_getMember` (its getter: the member's name in snake case);
// - `cType` is a Rust type; `printerPredicate` a `bool` expression over `$_val`.
// Member names become snake-case Rust variables (a keyword such as `type` is `r#type`).
//
//===----------------------------------------------------------------------===//

#ifndef BYTECODE_BASE
#define BYTECODE_BASE

class Bytecode<string parse="", string build="", string print="", string get="", string t=""> {
  // Template for parsing.
  //   $_reader == dialect bytecode reader
  //   $_resultType == result type of parsed instance
  //   $_var == variable being parsed
  // If parser is not specified, then the parse of members is used.
  string cParser = parse;

  // Template for building from parsed.
  //   $_resultType == result type of parsed instance
  //   $_args == args/members comma separated
  string cBuilder = build;

  // Template for printing.
  //   $_writer == dialect bytecode writer
  //   $_name == parent attribute/type name
  //   $_getter == getter
  string cPrinter = print;

  // Template for getter from in memory form.
  //   $_attrType == attribute/type
  //   $_member == member instance
  //   $_getMember == get + UpperCamelFromSnake($_member)
  string cGetter = get;

  // Type built.
  // Note: if cType is empty, then name of def is used.
  string cType = t;

  // Predicate guarding parse method as an Attribute/Type could have multiple
  // parse methods, specify predicates to be orthogonal and cover entire
  // "print space" to avoid order dependence.
  // If empty then method is unconditional.
  //   $_val == predicate function to apply on value dyn_casted to cType.
  string printerPredicate = "";
}

class WithParser<string p="", Bytecode t=Bytecode<>> :
  Bytecode<p, t.cBuilder, t.cPrinter, t.cGetter, t.cType>;
class WithBuilder<string b="", Bytecode t=Bytecode<>> :
  Bytecode<t.cParser, b, t.cPrinter, t.cGetter, t.cType>;
class WithPrinter<string p="", Bytecode t=Bytecode<>> :
  Bytecode<t.cParser, t.cBuilder, p, t.cGetter, t.cType>;
class WithType<string ty="", Bytecode t=Bytecode<>> :
  Bytecode<t.cParser, t.cBuilder, t.cPrinter, t.cGetter, ty>;
class WithGetter<string g="", Bytecode t=Bytecode<>> :
  Bytecode<t.cParser, t.cBuilder, t.cPrinter, g, t.cType>;

class CompositeBytecode<string t = ""> : WithType<t>;

class AttributeKind :
  WithParser <"$_reader.read_attribute_as()",
  WithBuilder<"Ok($_args)",
  WithPrinter<"$_writer.write_attribute_ref(&$_getter)">>>;
def Attribute : AttributeKind;
class TypeKind :
  WithParser <"$_reader.read_type_as()",
  WithBuilder<"Ok($_args)",
  WithPrinter<"$_writer.write_type($_getter.as_type())">>>;
def Type : TypeKind;

def VarInt :
  WithParser <"$_reader.read_var_int()",
  WithBuilder<"Ok($_args)",
  WithPrinter<"$_writer.write_var_int($_getter)",
  WithType   <"u64">>>>;
def SignedVarInt :
  WithParser <"$_reader.read_signed_var_int()",
  WithBuilder<"Ok($_args)",
  WithPrinter<"$_writer.write_signed_var_int($_getter)",
  WithType   <"i64">>>>;
def Blob :
  WithParser <"$_reader.read_blob()",
  WithBuilder<"Ok($_args)",
  WithPrinter<"$_writer.write_owned_blob(&$_getter)",
  WithType   <"Vec<u8>">>>>;
def Bool :
  WithParser <"$_reader.read_bool()",
  WithBuilder<"Ok($_args)",
  WithPrinter<"$_writer.write_owned_bool($_getter)",
  WithType   <"bool">>>>;
class KnownWidthAPInt<string s> :
  WithParser <"read_ap_int_with_known_width($_reader, " # s # ")",
  WithBuilder<"Ok($_args)",
  WithPrinter<"$_writer.write_ap_int_with_known_width(&$_getter)",
  WithType   <"ApInt">>>>;
class KnownSemanticsAPFloat<string s> :
  WithParser <"read_ap_float_with_known_semantics($_reader, " # s # ")",
  WithBuilder<"Ok($_args)",
  WithPrinter<"$_writer.write_ap_float_with_known_semantics(&$_getter)",
  WithType   <"ApFloat">>>>;
class ResourceHandle<string s> :
  WithParser <"read_resource_handle::<" # s # ", _>($_reader)",
  WithBuilder<"Ok($_args)",
  WithPrinter<"$_writer.write_resource_handle($_getter.key())",
  WithType   <s>>>>;

class LocalVar<string t, string d> :
  WithParser <"Ok::<_, ReadError>(" # d # ")",
  WithBuilder<"Ok($_args)",
  WithPrinter<"",
  WithType   <t>>>>;

class Array<Bytecode t> {
  Bytecode elemT = t;

  string cBuilder = "Ok($_args)";
}
class List<Bytecode t> : WithGetter<"$_member", t>;
def SignedVarIntList : List<SignedVarInt>;
def BoolList : List<Bool>;

class DialectAttrOrType<dag d> {
  // Any members starting with underscore is not fed to create function but
  // treated as purely local variable.
  dag members = d;

  // When needing to specify a custom return type.
  string cType = "";

  // Any post-processing that needs to be done.
  code postProcess = "";
}

class DialectAttribute<dag d> : DialectAttrOrType<d>, AttributeKind {
  let cParser = "$_reader.read_attribute_as::<$_resultType>()";
  let cBuilder = "$_resultType::get(context, ($_args,))";
}
class DialectType<dag d> : DialectAttrOrType<d>, TypeKind {
  let cParser = "$_reader.read_type_as::<$_resultType>()";
  let cBuilder = "$_resultType::get(context, ($_args,))";
}

class DialectAttributes<string d> {
  string dialect = d;
  list<DialectAttrOrType> elems;
}

class DialectTypes<string d> {
  string dialect = d;
  list<DialectAttrOrType> elems;
}

def attr;
def type;

def none;
def ReservedOrDead : DialectAttrOrType<(none)>;

#endif // BYTECODE_BASE
