// Type and attribute definitions.
include "mlir/IR/AttrTypeBase.td"

def Types_Dialect : Dialect {
  let name = "types";
  let cppNamespace = "types";
}

def Types_Unit : TypeDef<Types_Dialect, "Unit"> {
  let summary = "a type without parameters";
  let mnemonic = "unit";
}

def Types_Vec : TypeDef<Types_Dialect, "Vec"> {
  let summary = "a vector of widths";
  let mnemonic = "vec";
  let parameters = (ins ArrayRefParameter<"u32", "element widths">:$widths,
                    DefaultValuedParameter<"bool", "false", "packed">:$packed);
  let builders = [
    TypeBuilder<(ins "u32":$width, "usize":$count), [{
      Self::get($_ctxt, vec![width; count], false)
    }]>
  ];
  let extraClassDeclaration = [{
    /// The total width.
    pub fn total(self, ctx: &::ods_runtime::Context) -> u32 {
        self.widths(ctx).iter().sum()
    }
  }];
}

def Types_Point : AttrDef<Types_Dialect, "Point"> {
  let summary = "a point";
  let mnemonic = "point";
  let parameters = (ins "i64":$x, "i64":$y);
  let skipDefaultBuilders = 1;
  let builders = [
    AttrBuilder<(ins "i64":$both), [{ Self::from_storage($_ctxt, PointAttrStorage { x: both, y: both }) }]>
  ];
}
