//===-- BuiltinBytecode.td - Builtin bytecode defs ---------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// This is the Builtin bytecode reader/writer definition file.
//
//===----------------------------------------------------------------------===//

#ifndef BUILTIN_BYTECODE
#define BUILTIN_BYTECODE

include "mlir/IR/BytecodeBase.td"

def LocationAttr : AttributeKind;
def ShapedType: WithType<"ShapedType", Type>;

def Location : CompositeBytecode {
  dag members = (attr
    WithGetter<"LocationAttr::from_location(writer.ctx(), $_attrType)", WithType<"LocationAttr", LocationAttr>>:$value
  );
  let cBuilder = "Ok(Location::from($_args))";
}

def String :
  WithParser <"$_reader.read_string()",
  WithBuilder<"Ok($_args)",
  WithPrinter<"$_writer.write_owned_string(&$_getter)",
  WithGetter <"$_attrType.value()",
  WithType   <"Vec<u8>">>>>>;

def ArrayAttr : DialectAttribute<(attr
  Array<Attribute>:$value
)>;

let cType = "StringAttr" in {
def StringAttr : DialectAttribute<(attr
  String:$value
)> {
  let printerPredicate = "isa::<NoneType>(writer.ctx(), $_val.r#type())";
}

def StringAttrWithType : DialectAttribute<(attr
  String:$value,
  Type:$type
)> { let printerPredicate = "!isa::<NoneType>(writer.ctx(), $_val.r#type())"; }
}

def NamedAttribute : CompositeBytecode {
  dag members = (attr
    StringAttr:$name,
    Attribute:$value
  );
  let cBuilder = "Ok(NamedAttribute($_args))";
}
def DictionaryAttr : DialectAttribute<(attr
  Array<NamedAttribute>:$value
)>;

def FlatSymbolRefAttr: DialectAttribute<(attr
  StringAttr:$rootReference
)>;

def SymbolRefAttr: DialectAttribute<(attr
  StringAttr:$rootReference,
  Array<FlatSymbolRefAttr>:$nestedReferences
)>;

def TypeAttr: DialectAttribute<(attr
  Type:$value
)>;

def UnitAttr: DialectAttribute<(attr)>;

def IntegerAttr: DialectAttribute<(attr
  Type:$type,
  KnownWidthAPInt<"r#type">:$value
)> {
  let cBuilder = "$_resultType::get(context, (r#type, value))";
}

defvar FloatType = Type;
def FloatAttr : DialectAttribute<(attr
  FloatType:$type,
  KnownSemanticsAPFloat<"r#type">:$value
)> {
  let cBuilder = "$_resultType::get(context, (r#type, value))";
}

def CallSiteLoc : DialectAttribute<(attr
  LocationAttr:$callee,
  LocationAttr:$caller
)>;

let cType = "FileLineColRange" in {
def FileLineColRange : DialectAttribute<(attr
  StringAttr:$filename,
  WithBuilder<"Ok($_args)",
    WithType<"Vec<u64>",
    WithParser<"read_file_line_col_range_locs($_reader)",
    WithPrinter<"write_file_line_col_range_locs($_writer, $_name)">>>>:$rawLocData
)> {
  let cBuilder = "get_file_line_col_range(reader, filename, raw_loc_data)";
  let printerPredicate = "!is_strict_file_line_col_loc($_val)";
}

def FileLineColLoc : DialectAttribute<(attr
  StringAttr:$filename,
  VarInt:$start_line,
  VarInt:$start_column
)> {
  let printerPredicate = "is_strict_file_line_col_loc($_val)";
}
}

let cType = "FusedLoc",
    cBuilder = "FusedLoc::get(context, ($_args,))" in {
def FusedLoc : DialectAttribute<(attr
  Array<Location>:$locations
)> {
  let printerPredicate = "$_val.metadata().is_none()";
}

def FusedLocWithMetadata : DialectAttribute<(attr
  Array<Location>:$locations,
  Attribute:$metadata
)> {
  let printerPredicate = "$_val.metadata().is_some()";
}
}

def NameLoc : DialectAttribute<(attr
  StringAttr:$name,
  LocationAttr:$childLoc
)>;

def UnknownLoc : DialectAttribute<(attr)>;

def DenseResourceElementsAttr : DialectAttribute<(attr
  ShapedType:$type,
  ResourceHandle<"DenseResourceElementsHandle">:$rawHandle
)> {
  // Note: order of serialization does not match order of builder.
  let cBuilder = "$_resultType::get(context, (r#type, raw_handle))";
}

let cType = "RankedTensorType" in {
def RankedTensorType : DialectType<(type
  Array<SignedVarIntList>:$shape,
  Type:$elementType
)> {
  let printerPredicate = "$_val.encoding().is_none()";
}

def RankedTensorTypeWithEncoding : DialectType<(type
  Attribute:$encoding,
  Array<SignedVarIntList>:$shape,
  Type:$elementType
)> {
  let printerPredicate = "$_val.encoding().is_some()";
  // Note: order of serialization does not match order of builder.
  let cBuilder = "$_resultType::get(context, (shape, element_type, encoding))";
}
}

def DenseArrayAttr : DialectAttribute<(attr
  Type:$elementType,
  VarInt:$size,
  Blob:$rawData
)>;

def DenseElementsAttr : WithType<"DenseElementsAttr", Attribute>;
def DenseIntOrFPElementsAttr : DialectAttribute<(attr
  ShapedType:$type,
  Blob:$rawData
)> {
  let cBuilder = "$_resultType::get_from_raw_buffer(context, $_args)";
}

def DenseStringElementsAttr : DialectAttribute<(attr
  ShapedType:$type,
  WithGetter<"u64::from($_attrType.is_splat())", VarInt>:$_isSplat,
  WithBuilder<"Ok($_args)",
    WithType<"Vec<Vec<u8>>",
    WithParser <"read_potentially_splat_string($_reader, &r#type, _is_splat)",
    WithPrinter<"write_potentially_splat_string($_writer, $_name)">>>>:$rawStringData
)>;

def DenseIntElementsAttr : WithType<"DenseIntElementsAttr", Attribute>;
def SparseElementsAttr : DialectAttribute<(attr
  ShapedType:$type,
  DenseIntElementsAttr:$indices,
  DenseElementsAttr:$values
)>;

def DistinctAttr : DialectAttribute<(attr
  Attribute:$referencedAttr
)>;

// Types
// -----

def IntegerType : DialectType<(type
  // Yes not pretty,
  WithParser<"$_reader.read_var_int()",
    WithBuilder<"Ok($_args)",
    WithPrinter<"$_writer.write_var_int(u64::from($_name.width()) << 2 | $_name.signedness())",
    WithType   <"u64">>>>:$_widthAndSignedness,
  // Split up parsed varint for create method.
  LocalVar<"u64", "_width_and_signedness >> 2">:$width,
  LocalVar<"u64",
    "_width_and_signedness & 0x3">:$signedness
)>;

def IndexType : DialectType<(type)>;

def FunctionType : DialectType<(type
  Array<Type>:$inputs,
  Array<Type>:$results
)>;

def BFloat16Type : DialectType<(type)>;

def Float16Type : DialectType<(type)>;

def Float32Type : DialectType<(type)>;

def Float64Type : DialectType<(type)>;

def Float80Type : DialectType<(type)>;

def Float128Type : DialectType<(type)>;

def ComplexType : DialectType<(type
  Type:$elementType
)>;

def MemRefLayout: WithType<"MemRefLayoutAttrInterface", Attribute>;

let cType = "MemRefType" in {
def MemRefType : DialectType<(type
  Array<SignedVarIntList>:$shape,
  Type:$elementType,
  MemRefLayout:$layout
)> {
  let printerPredicate = "$_val.memory_space().is_none()";
}

def MemRefTypeWithMemSpace : DialectType<(type
  Attribute:$memorySpace,
  Array<SignedVarIntList>:$shape,
  Type:$elementType,
  MemRefLayout:$layout
)> {
  let printerPredicate = "$_val.memory_space().is_some()";
  // Note: order of serialization does not match order of builder.
  let cBuilder = "$_resultType::get(context, (shape, element_type, layout, memory_space))";
}
}

def NoneType : DialectType<(type)>;

def TupleType : DialectType<(type
  Array<Type>:$types
)>;

let cType = "UnrankedMemRefType" in {
def UnrankedMemRefType : DialectType<(type
  Type:$elementType
)> {
  let printerPredicate = "$_val.memory_space().is_none()";
  let cBuilder = "$_resultType::get(context, (element_type, None))";
}

def UnrankedMemRefTypeWithMemSpace : DialectType<(type
  Attribute:$memorySpace,
  Type:$elementType
)> {
  let printerPredicate = "$_val.memory_space().is_some()";
  // Note: order of serialization does not match order of builder.
  let cBuilder = "$_resultType::get(context, (element_type, Some(memory_space)))";
}
}

def UnrankedTensorType : DialectType<(type
  Type:$elementType
)>;

let cType = "VectorType" in {
def VectorType : DialectType<(type
  Array<SignedVarIntList>:$shape,
  Type:$elementType
)> {
  let printerPredicate = "!$_val.is_scalable()";
}

def VectorTypeWithScalableDims : DialectType<(type
  Array<BoolList>:$scalableDims,
  Array<SignedVarIntList>:$shape,
  Type:$elementType
)> {
  let printerPredicate = "$_val.is_scalable()";
  // Note: order of serialization does not match order of builder.
  let cBuilder = "$_resultType::get(context, (shape, element_type, scalable_dims))";
}
}

/// This enum contains marker codes used to indicate which attribute is
/// currently being decoded, and how it should be decoded. The order of these
/// codes should generally be unchanged, as any changes will inevitably break
/// compatibility with older bytecode.

def BuiltinDialectAttributes : DialectAttributes<"Builtin"> {
  let elems = [
    ArrayAttr,
    DictionaryAttr,
    StringAttr,
    StringAttrWithType,
    FlatSymbolRefAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
    IntegerAttr,
    FloatAttr,
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    FusedLocWithMetadata,
    NameLoc,
    UnknownLoc,
    DenseResourceElementsAttr,
    DenseArrayAttr,
    DenseIntOrFPElementsAttr,
    DenseStringElementsAttr,
    SparseElementsAttr,
    DistinctAttr,
    FileLineColRange,
  ];
}

def BuiltinDialectTypes : DialectTypes<"Builtin"> {
  let elems = [
    IntegerType,
    IndexType,
    FunctionType,
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    ComplexType,
    MemRefType,
    MemRefTypeWithMemSpace,
    NoneType,
    RankedTensorType,
    RankedTensorTypeWithEncoding,
    TupleType,
    UnrankedMemRefType,
    UnrankedMemRefTypeWithMemSpace,
    UnrankedTensorType,
    VectorType,
    VectorTypeWithScalableDims
  ];
}

#endif // BUILTIN_BYTECODE
