// Type and attribute definitions.
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def Types_Dialect : Dialect {
  let name = "types";
  let cppNamespace = "types";
}

def Types_Unit : TypeDef<Types_Dialect, "Unit"> {
  let summary = "a type without parameters";
  let mnemonic = "unit";
}

// A C++ class name starting in lowercase, as upstream's Tosa `mxint8` type (`mxint8Type`):
// the Rust type is `Mxint8Type`.
def Types_MXInt8 : TypeDef<Types_Dialect, "mxint8"> {
  let summary = "an 8-bit integer with an implicit scale";
  let mnemonic = "mxint8";
}

def Types_Vec : TypeDef<Types_Dialect, "Vec"> {
  let summary = "a vector of widths";
  let mnemonic = "vec";
  let parameters = (ins ArrayRefParameter<"u32", "element widths">:$widths,
                    DefaultValuedParameter<"bool", "false", "packed">:$packed);
  let builders = [
    TypeBuilder<(ins "u32":$width, "usize":$count), [{
      Self::get($_ctxt, vec![width; count], false)
    }]>,
    // C++ infers the context from a parameter; in Rust it comes first, as in every builder.
    TypeBuilderWithInferredContext<(ins "bool":$packed), [{
      Self::get($_ctxt, vec![], packed)
    }]>
  ];
  let extraClassDeclaration = [{
    /// The total width.
    pub fn total(self, ctx: &::ods_runtime::Context) -> u32 {
        self.widths(ctx).iter().sum()
    }
  }];
}

// A parameter with its own `parser` and `printer`, in the default `<p1, p2>` form of a
// definition without an `assemblyFormat`: `#types.share<50 percent, 2>`.
def PercentParameter : AttrParameter<"i64", "a percentage"> {
  let parser = [{
    {
      let value = $_parser.parse_integer_i64()?;
      $_parser.parse_keyword("percent")?;
      ::core::result::Result::Ok(value)
    }
  }];
  let printer = [{ $_printer.write_str(&format!("{} percent", $_self)); }];
}

def Types_Share : AttrDef<Types_Dialect, "Share"> {
  let summary = "a share: a percentage and a count";
  let mnemonic = "share";
  let parameters = (ins PercentParameter:$percent, "i64":$count);
}

// Upstream's default base class, written out.
def Types_Point : AttrDef<Types_Dialect, "Point", [], "::mlir::Attribute"> {
  let summary = "a point";
  let mnemonic = "point";
  // Printed as `#point = #types.point<...>`, used as `#point`.
  let genMnemonicAlias = 1;
  let parameters = (ins "i64":$x, "i64":$y);
  let skipDefaultBuilders = 1;
  let builders = [
    AttrBuilder<(ins "i64":$both), [{ Self::from_storage($_ctxt, PointAttrStorage { x: both, y: both }) }]>
  ];
}

// A definition's handle defaulting to `nullptr` is an `Option` defaulting to `None`, as
// upstream's `#gpu.object` builder takes its kernel table.
def Types_Segment : AttrDef<Types_Dialect, "Segment"> {
  let summary = "a segment from a point, maybe to another";
  let mnemonic = "segment";
  let parameters = (ins "PointAttr":$from, OptionalParameter<"PointAttr">:$to);
  let builders = [
    AttrBuilderWithInferredContext<(ins "PointAttr":$from,
                                        CArg<"PointAttr", "nullptr">:$to), [{
      Self::get($_ctxt, from, to)
    }]>
  ];
}

// A type without parameters is buildable (upstream's `builderCall` of such a `TypeDef`):
// the format need not print the result's type.
def Types_MakeUnitOp : Op<Types_Dialect, "make_unit"> {
  let summary = "makes a unit";
  let results = (outs Types_Unit:$r);
  let assemblyFormat = "attr-dict";
}
