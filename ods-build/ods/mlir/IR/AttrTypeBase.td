//===-- AttrTypeBase.td - TypeDef and AttrDef ----------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. Parameters have Rust types
// (`Clone + Eq + Hash + Debug`); builder bodies are Rust expressions that
// return the parameters as a tuple.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_ATTRTYPEBASE
#define ODS_ATTRTYPEBASE

include "mlir/IR/OpBase.td"

// One parameter.
class AttrOrTypeParameter<string type, string desc, string accessorType = ""> {
  string cppType = type;
  string cppAccessorType = !if(!empty(accessorType), type, accessorType);
  string summary = desc;
  string defaultValue = ?;
  bit isOptional = 0;
  string syntax = ?;
}
class AttrParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;
class TypeParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;

class StringRefParameter<string desc = "", string value = "">
    : AttrOrTypeParameter<"String", desc> {
  let defaultValue = !if(!empty(value), ?, "String::from(\"" # value # "\")");
}
class ArrayRefParameter<string arrayOf, string desc = "">
    : AttrOrTypeParameter<"Vec<" # arrayOf # ">", desc>;
class OptionalParameter<string type, string desc = "">
    : AttrOrTypeParameter<"Option<" # type # ">", desc> {
  let isOptional = 1;
  let defaultValue = "None";
}
class DefaultValuedParameter<string type, string value, string desc = "">
    : AttrOrTypeParameter<type, desc> {
  let defaultValue = value;
}

// A custom builder: parameters and a Rust body returning the parameter tuple.
class AttrOrTypeBuilder<dag parameters, code bodyCode = "", string returnTypeStr = ""> {
  dag dagParams = parameters;
  code body = bodyCode;
  string returnType = returnTypeStr;
}
class AttrBuilder<dag parameters, code bodyCode = "", string returnTypeStr = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnTypeStr>;
class TypeBuilder<dag parameters, code bodyCode = "", string returnTypeStr = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnTypeStr>;

class AttrOrTypeDef<string valueType, string name, list<Trait> defTraits = []> {
  string cppClassName = name # valueType;
  string summary = "";
  code description = "";
  dag parameters = (ins);
  list<AttrOrTypeBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  string mnemonic = ?;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit genAccessors = 1;
  bit genVerifyDecl = 0;
  bit genStorageClass = 1;
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
  list<Trait> traits = defTraits;
}

class AttrDef<Dialect d, string name, list<Trait> traits = [],
              string baseCppClass = "">
    : AttrOrTypeDef<"Attr", name, traits> {
  Dialect dialect = d;
  string cppBaseClassName = baseCppClass;
}

class TypeDef<Dialect d, string name, list<Trait> traits = [],
              string baseCppClass = "">
    : AttrOrTypeDef<"Type", name, traits> {
  Dialect dialect = d;
  string cppBaseClassName = baseCppClass;
}

#endif // ODS_ATTRTYPEBASE
