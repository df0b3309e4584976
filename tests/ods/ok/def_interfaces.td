// Type and attribute interfaces: methods a definition writes (in its hooks trait), methods
// with a default a definition may replace (`DeclareTypeInterfaceMethods`,
// `DeclareAttrInterfaceMethods`), methods whose body every definition shares, static
// methods, a method the definition's `extraClassDeclaration` implements, extra declarations
// on the view, and an interface deriving from another. Then the builtin element interfaces
// (`MemRefElementTypeInterface`, `VectorElementTypeInterface`) on a dialect type, and the
// interfaces as constraints of an op's operands, results and attributes. The test dialect
// compiles it and tests it (`dialects/test/tests/def_interfaces.rs`).
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypes.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

def Units_Dialect : Dialect {
  let name = "units";
  let cppNamespace = "::mlir::units";
  let summary = "quantities with units";
}

def SizedTypeInterface : TypeInterface<"Sized"> {
  let description = [{
    A type whose values have a size in bits.
  }];
  let cppNamespace = "::mlir::units";
  let methods = [
    InterfaceMethod<"The size of a value, in bits.", "unsigned", "getBits">,
    InterfaceMethod<"The size of a value in bytes, rounded up.", "unsigned", "getBytes",
      (ins), [{ $_type.get_bits(ctx).div_ceil(8) }]>,
    InterfaceMethod<"Whether the size is a multiple of `align` bits.", "bool",
      "isAlignedTo", (ins "unsigned":$align), [{}],
      [{ $_type.get_bits(ctx) % align == 0 }]>,
    StaticInterfaceMethod<"The unit sizes are counted in.", "::llvm::StringRef", "getUnit",
      (ins), [{}], [{ "bit".to_string() }]>,
  ];
  let extraClassDeclaration = [{
    /// Whether a value fits in a 64-bit register.
    pub fn fits_register(self, ctx: &::ods_runtime::Context) -> bool {
        self.get_bits(ctx) <= 64
    }
  }];
}

def ScalarTypeInterface : TypeInterface<"Scalar", [SizedTypeInterface]> {
  let description = [{
    A number of a fixed size.
  }];
  let cppNamespace = "::mlir::units";
  let methods = [
    InterfaceMethod<"Whether it is signed.", "bool", "isSigned">,
  ];
}

def DimensionedAttrInterface : AttrInterface<"Dimensioned"> {
  let description = [{
    A quantity with a unit.
  }];
  let cppNamespace = "::mlir::units";
  let methods = [
    InterfaceMethod<"The unit's symbol.", "std::string", "getSymbol">,
    InterfaceMethod<"The magnitude, in the unit.", "int64_t", "getMagnitude", (ins), [{}],
      [{ 0 }]>,
    InterfaceMethod<"The quantity as text.", "std::string", "describe", (ins),
      [{ format!("{} {}", $_attr.get_magnitude(ctx), $_attr.get_symbol(ctx)) }]>,
  ];
}

// `Scalar` and its base `Sized`: `getBits` from the hooks, `isSigned` from the type's own
// `extraClassDeclaration`.
def Units_FixedType : TypeDef<Units_Dialect, "Fixed", [ScalarTypeInterface]> {
  let summary = "a fixed-point number";
  let mnemonic = "fixed";
  let parameters = (ins "unsigned":$width, "unsigned":$signedness);
  let assemblyFormat = "`<` $width `,` $signedness `>`";
  let extraClassDeclaration = [{
    /// `isSigned` of `Scalar`: a non-zero signedness.
    pub fn is_signed(self, ctx: &::ods_runtime::Context) -> bool {
        *self.signedness(ctx) != 0
    }
  }];
}

// `Sized` with its default `isAlignedTo` replaced, and the builtin element interfaces.
def Units_BytesType : TypeDef<Units_Dialect, "Bytes", [
    DeclareTypeInterfaceMethods<SizedTypeInterface, ["isAlignedTo"]>,
    MemRefElementTypeInterface, VectorElementTypeInterface]> {
  let summary = "a run of bytes";
  let mnemonic = "bytes";
  let parameters = (ins "unsigned":$count);
  let assemblyFormat = "`<` $count `>`";
}

// No interface.
def Units_TokenType : TypeDef<Units_Dialect, "Token"> {
  let summary = "a token";
  let mnemonic = "token";
}

def Units_MetersAttr : AttrDef<Units_Dialect, "Meters", [DimensionedAttrInterface]> {
  let summary = "a length in meters";
  let mnemonic = "m";
  let parameters = (ins "int64_t":$value);
  let assemblyFormat = "`<` $value `>`";
}

def Units_MarkAttr : AttrDef<Units_Dialect, "Mark", [
    DeclareAttrInterfaceMethods<DimensionedAttrInterface, ["getMagnitude"]>]> {
  let summary = "a unit mark";
  let mnemonic = "mark";
}

def Units_PlainAttr : AttrDef<Units_Dialect, "Plain"> {
  let summary = "no quantity";
  let mnemonic = "plain";
}

def Units_MeasureOp : Op<Units_Dialect, "measure"> {
  let summary = "measures a sized value";
  let arguments = (ins SizedTypeInterface:$value, DimensionedAttrInterface:$unit,
                       OptionalAttr<AnyAttrOf<[DimensionedAttrInterface]>>:$alt);
  let results = (outs ScalarTypeInterface:$result);
}

// Upstream's promise constraints (a promise is an implementation here) and the vector
// element constraint of the builtin types.
// An attribute interface with a constant builder, as upstream's UB `PoisonAttrInterface`
// has one: the value of an attribute of it is the attribute itself, so the op has no setter
// from a value, only `set_marker_attr`, as mlir-tblgen generates.
def MarkerAttrInterface : AttrInterface<"Marker"> {
  let cppNamespace = "::mlir::units";
  let constBuilderCall = "::ods_runtime::Attribute::unit($_builder)";
}

def Units_MarkOp : Op<Units_Dialect, "mark"> {
  let summary = "takes an optional marker attribute";
  let arguments = (ins OptionalAttr<MarkerAttrInterface>:$marker);
}

def Units_CheckOp : Op<Units_Dialect, "check"> {
  let summary = "checks promised interfaces";
  let arguments = (ins PromisedTypeInterface<SizedTypeInterface>:$value,
                       ConfinedAttr<AnyAttr,
                         [PromisedAttrInterface<DimensionedAttrInterface>]>:$unit,
                       Builtin_VectorTypeElementType:$lane);
}

// `getType` of `TypedAttrInterface` written by hand, as upstream's SMT `BitVectorAttr` and
// Ptr's attributes declare it: the hook `get_type` gives the attribute's type (here an
// integer type `width` bits wide), which `AttrRef::ty` returns and the printer
// writes after the attribute.
def Units_BitsAttr : AttrDef<Units_Dialect, "Bits",
                             [DeclareAttrInterfaceMethods<TypedAttrInterface>]> {
  let summary = "a value with its width in bits";
  let mnemonic = "bits";
  let parameters = (ins "int64_t":$value, "unsigned":$width);
  let assemblyFormat = "`<` $value `,` $width `>`";
}

// A parameter of an attribute interface, as upstream's `ptr.ptr` has a
// `MemorySpaceAttrInterface`: written in full, and it must implement the interface.
def Units_LengthType : TypeDef<Units_Dialect, "Length"> {
  let summary = "a length in a dimensioned unit";
  let mnemonic = "length";
  let parameters = (ins "Dimensioned":$unit);
  let assemblyFormat = "`<` $unit `>`";
}

// An `APIntParameter` (upstream's `ptr.address`) in a declarative format, and a builder that
// calls `$_get` (C++'s `Base::get`) when the default builders are skipped.
def Units_BigAttr : AttrDef<Units_Dialect, "Big"> {
  let summary = "an arbitrary-precision count";
  let mnemonic = "big";
  let parameters = (ins APIntParameter<"a count">:$count);
  let assemblyFormat = "`<` $count `>`";
  let skipDefaultBuilders = 1;
  let builders = [
    AttrBuilder<(ins "int64_t":$small), [{
      $_get($_ctxt, ::ods_runtime::attributes::ApInt::from_i128(64, i128::from(small)))
    }]>
  ];
}

// `$_get` beside the default builders: the default `get`.
def Units_PairAttr : AttrDef<Units_Dialect, "Pair"> {
  let summary = "two counts";
  let mnemonic = "pair";
  let parameters = (ins "int64_t":$first, "int64_t":$second);
  let assemblyFormat = "`<` $first `,` $second `>`";
  let builders = [
    AttrBuilder<(ins "int64_t":$both), [{
      $_get($_ctxt, both, both)
    }]>
  ];
}

// An attribute whose self type is a type of the dialect, as upstream's `ptr.address` has a
// `PtrType`: written after the attribute, it must be of that type.
def Units_TaggedAttr : AttrDef<Units_Dialect, "Tagged", [TypedAttrInterface]> {
  let summary = "a value typed by a fixed-point type";
  let mnemonic = "tagged";
  let parameters = (ins AttributeSelfTypeParameter<"", "FixedType">:$type, "int64_t":$value);
  let assemblyFormat = "`<` $value `>`";
}

// A parameter of the builtin `PtrLikeTypeInterface`, as upstream's `ptr.ptr_metadata` has.
def Units_BoxType : TypeDef<Units_Dialect, "Box"> {
  let summary = "a box around a pointer-like type";
  let mnemonic = "box";
  let parameters = (ins "PtrLikeTypeInterface":$ptr);
  let assemblyFormat = "`<` $ptr `>`";
}
