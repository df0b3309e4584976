// Builders marked deprecated, as upstream's `DeprecatedOpBuilder` marks the C++ `build`
// `[[deprecated]]`: the generated functions carry `#[deprecated(note = ...)]`, so a use
// warns with the reason.
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Dep_Dialect : Dialect {
  let name = "dep";
  let cppNamespace = "::dep";
}

def Dep_OldBuilder : AttrBuilder<(ins "int64_t":$value), [{
  DeprecatedAttr::get(ctx, value as i32)
}]>, CppDeprecated<"use `get` with an `i32`">;

def Dep_DeprecatedAttr : AttrDef<Dep_Dialect, "Deprecated"> {
  let mnemonic = "deprecated";
  let summary = "an attribute with a deprecated builder";
  let parameters = (ins "int32_t":$value);
  let builders = [Dep_OldBuilder];
  let assemblyFormat = "`<` $value `>`";
}

def Dep_CountOp : Op<Dep_Dialect, "count"> {
  let summary = "an op with a deprecated builder";
  let arguments = (ins I32Attr:$count);
  let builders = [
    DeprecatedOpBuilder<"write the count as an `i32`", (ins "int64_t":$wide,
                                                          CArg<"bool", "false">:$twice), [{
      let n = if twice { wide * 2 } else { wide };
      let i32_type = ::ods_runtime::Type::int($_builder, 32);
      let attr = ::ods_runtime::Attribute::integer($_builder, i32_type, n);
      $_state.properties_or_default::<CountOpProperties>().count =
          ::core::option::Option::Some(attr);
    }]>
  ];
  let assemblyFormat = "$count attr-dict";
}
