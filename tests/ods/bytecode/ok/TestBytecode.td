// A small dialect's bytecode encodings: plain members, a shared cType told apart by
// predicates, a list of a composite, a local variable, a custom getter and printer, and a
// retired code (`ReservedOrDead`) that keeps the later codes where they were.

include "mlir/IR/BytecodeBase.td"

def PointAttr : DialectAttribute<(attr
  SignedVarInt:$x,
  SignedVarInt:$y
)>;

def Entry : CompositeBytecode {
  dag members = (attr
    VarInt:$key,
    Attribute:$value
  );
  let cBuilder = "Ok(Entry { key, value })";
}

def TableAttr : DialectAttribute<(attr
  Array<Entry>:$entries,
  Array<SignedVarIntList>:$widths
)>;

let cType = "TagAttr" in {
def TagAttr : DialectAttribute<(attr
  WithGetter<"$_attrType.tag_name()", Blob>:$name
)> {
  let printerPredicate = "$_val.flag().is_none()";
}

def TagAttrWithFlag : DialectAttribute<(attr
  WithGetter<"$_attrType.tag_name()", Blob>:$name,
  Bool:$flag
)> {
  let printerPredicate = "$_val.flag().is_some()";
  let cBuilder = "$_resultType::get(context, (name, Some(flag)))";
}
}

def PackedType : DialectType<(type
  WithParser<"$_reader.read_var_int()",
    WithBuilder<"Ok($_args)",
    WithPrinter<"$_writer.write_var_int($_name.packed())",
    WithType<"u64">>>>:$_packed,
  LocalVar<"u64", "_packed >> 1">:$size,
  LocalVar<"bool", "_packed & 1 == 1">:$signed,
  Array<Type>:$elementTypes
)>;

def EmptyType : DialectType<(type)>;

def TestDialectAttributes : DialectAttributes<"Test"> {
  let elems = [
    PointAttr,
    ReservedOrDead,
    TableAttr,
    TagAttr,
    TagAttrWithFlag
  ];
}

def TestDialectTypes : DialectTypes<"Test"> {
  let elems = [
    EmptyType,
    PackedType
  ];
}
