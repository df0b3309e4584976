// Attributes and properties of every kind.
include "mlir/IR/OpBase.td"

def Attrs_Dialect : Dialect {
  let name = "attrs";
  let cppNamespace = "attrs";
  let description = [{
    Attributes are stored with the op as properties.
  }];
}

def Attrs_AllOp : Op<Attrs_Dialect, "all"> {
  let summary = "one of each attribute kind";
  let arguments = (ins
    BoolAttr:$b, I1Attr:$i1, I8Attr:$i8, I16Attr:$i16, I32Attr:$i32, I64Attr:$i64,
    IndexAttr:$index, F32Attr:$f32, F64Attr:$f64, StrAttr:$str, UnitAttr:$unit,
    TypeAttr:$ty, SymbolRefAttr:$sym, FlatSymbolRefAttr:$flat, ArrayAttr:$arr,
    I32ArrayAttr:$i32s, I64ArrayAttr:$i64s, StrArrayAttr:$strs,
    DenseI32ArrayAttr:$di32, DenseI64ArrayAttr:$di64, DictionaryAttr:$dict,
    AnyAttr:$any, ElementsAttr:$elems,
    OptionalAttr<I32Attr>:$opt, DefaultValuedAttr<StrAttr, "String::from(\"x\")">:$dflt,
    ConfinedAttr<I64Attr, [IntMinValue<-5>, IntMaxValue<5>]>:$bounded,
    ConfinedAttr<DenseI64ArrayAttr, [ArrayMinCount<1>, IntArrayNthElemEq<0, 4>]>:$first4,
    Arg<I32Attr, "a described attribute">:$described,
    DerivedAttr<"bool", [{ $_ctxt.op($_op).num_results() == 0 }]>:$no_results
  );
}

// Upstream's names for the bytecode encoding through the attribute form, which is the
// default.
def Attrs_EncodedProp : IntProp<"i64"> {
  let writeToMlirBytecode = writeMlirBytecodeWithConvertToAttribute;
  let readFromMlirBytecode = readMlirBytecodeUsingConvertFromAttribute;
}

// A string default written as a string literal, as C++ writes it for `StringRef`
// (upstream's `transform.bufferization.one_shot_bufferize`: `"\"memref.copy\""`): the
// getter returns it as a `String`.
def Attrs_CopyOp : Op<Attrs_Dialect, "copy"> {
  let summary = "a string attribute with a literal default";
  let arguments = (ins DefaultValuedAttr<StrAttr, "\"memref.copy\"">:$memcpy_op);
}

def Attrs_PropsOp : Op<Attrs_Dialect, "props"> {
  let summary = "one of each property kind";
  let arguments = (ins
    I32Prop:$a, I64Prop:$b, BoolProp:$c, StringProp:$d, ArrayProp<I32Prop>:$e,
    OptionalProp<I64Prop>:$f, DefaultValuedProp<I64Prop, "42">:$g,
    ConfinedProp<I32Prop, IntMaxValuePropPred<9>, "a digit">:$h,
    ConfinedProp<ArrayProp<I64Prop>, ArrayMinCountPropPred<2>>:$i, Attrs_EncodedProp:$j
  );
}

// `0` and `1` as the default of an `i1` attribute, as C++ writes a `bool`
// (`DefaultValuedAttr<I1Attr, "0">` in upstream's ROCDL): `false` and `true`.
def Attrs_BoolDefaultsOp : Op<Attrs_Dialect, "bool_defaults"> {
  let summary = "i1 attributes defaulting to 0 and 1";
  let arguments = (ins DefaultValuedAttr<I1Attr, "0">:$off, DefaultValuedAttr<I1Attr, "1">:$on);
}
