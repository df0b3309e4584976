// Op interfaces: methods an op writes (in its hooks trait), methods with a default an op
// may replace (`DeclareOpInterfaceMethods`), methods whose body every op shares, static
// methods, C++ types in signatures, interface verifiers (before and after the regions),
// extra declarations on the view, and an interface deriving from another. Then the
// runtime's memory effect interface: effects of the op, of operands and results (with
// stages and resources), `Pure`, `RecursiveMemoryEffects` and an op writing `getEffects`
// and `getSpeculatability` itself. Then branches, calls and symbols: `BranchOpInterface`
// with its verifier, `CallOpInterface`/`CallableOpInterface`, `Symbol`, `SymbolTable` and
// `SymbolUserOpInterface` with symbol-use verification; casts (`CastOpInterface`, a static
// method and its verifier), integer range inference (`InferIntRangeInterface`) and graph
// regions (`RegionKindInterface`). The test dialect compiles it and tests it
// (`dialects/test/tests/interfaces.rs`).
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/InferIntRangeInterface.td"

def Geo_Dialect : Dialect {
  let name = "geo";
  let cppNamespace = "::mlir::geo";
  let summary = "shapes with areas";
}

def HasArea : OpInterface<"HasArea"> {
  let description = [{
    A shape with an area, in square units.
  }];
  let cppNamespace = "::mlir::geo";
  let methods = [
    InterfaceMethod<"The area, in square units.", "int64_t", "getArea">,
    InterfaceMethod<"The number of sides; 0 for a round shape.", "unsigned", "getNumSides",
      (ins), [{}], [{ 0 }]>,
    InterfaceMethod<"Whether the area is at least `min`.", "bool", "isAtLeast",
      (ins "int64_t":$min), [{ $_op.get_area(ctx) >= min }]>,
    InterfaceMethod<"Scales every length by `factor`.", "void", "scale",
      (ins "int64_t":$factor)>,
    StaticInterfaceMethod<"The unit of the lengths.", "::llvm::StringRef", "getUnit",
      (ins), [{}], [{ "m".to_string() }]>,
  ];
  let verify = [{
    if op.get_area(ctx) < 0 {
        return Err(::ods_runtime::verify::VerifyError::op(ctx, op.op(), "requires a non-negative area"));
    }
    Ok(())
  }];
  let extraClassDeclaration = [{
    /// Whether the shape has no area.
    pub fn is_empty(self, ctx: &::ods_runtime::Context) -> bool {
        self.get_area(ctx) == 0
    }
  }];
}

def Polygon : OpInterface<"Polygon", [HasArea]> {
  let description = "A shape with straight sides.";
  let methods = [
    InterfaceMethod<"The length of each side.", "::llvm::SmallVector<int64_t>", "getSideLengths">,
    InterfaceMethod<"The perimeter.", "int64_t", "getPerimeter", (ins),
      [{ $_op.get_side_lengths(ctx).iter().sum() }]>,
  ];
  let verify = [{
    let sides = op.get_side_lengths(ctx);
    if sides.iter().any(|&s| s <= 0) {
        return Err(::ods_runtime::verify::VerifyError::op(ctx, op.op(), "requires positive side lengths"));
    }
    Ok(())
  }];
  let verifyWithRegions = 1;
}

def Labelled : OpInterface<"Labelled"> {
  let description = "A shape with a label; every method has a default.";
  // Shared with the ops in C++; in Rust, items of the view.
  let extraSharedClassDeclaration = [{
    /// The label, quoted.
    pub fn quoted_label(self, ctx: &::ods_runtime::Context) -> String {
        format!("{:?}", self.get_label(ctx))
    }
  }];
  let methods = [
    InterfaceMethod<"The label.", "std::string", "getLabel", (ins), [{}],
      [{ format!("shape {:?}", $_op.op()) }]>,
  ];
}

def Sided : OpInterface<"Sided"> {
  let description = [{
    A shape measured by its `side` attribute: the default calls the op's own accessor, as
    upstream's defaults call `$_op.getFastmathAttr()` on each concrete op.
  }];
  let methods = [
    InterfaceMethod<"The side length.", "int64_t", "getSideLength", (ins), [{}],
      [{ $_op.side(ctx) }]>,
  ];
}

def Geo_SquareOp : Op<Geo_Dialect, "square",
    [Polygon, DeclareOpInterfaceMethods<HasArea, ["getNumSides"]>, Labelled, Sided]> {
  let summary = "a square";
  let arguments = (ins I64Attr:$side);
}

// Two interfaces with a method of the same name: an op writing both gets one hook per
// interface, named after it (`framed_get_width`, `matted_get_width`).
def Framed : OpInterface<"Framed"> {
  let methods = [InterfaceMethod<"The frame's width.", "int64_t", "getWidth">];
}

def Matted : OpInterface<"Matted"> {
  let methods = [InterfaceMethod<"The mat's width.", "int64_t", "getWidth">];
}

def Geo_PictureOp : Op<Geo_Dialect, "picture", [Framed, Matted]> {
  let summary = "a framed, matted picture";
  let arguments = (ins I64Attr:$frame, I64Attr:$mat);
}

def Geo_CircleOp : Op<Geo_Dialect, "circle", [HasArea]> {
  let summary = "a circle";
  let arguments = (ins I64Attr:$radius);
}

def Geo_MarkOp : Op<Geo_Dialect, "mark", [Labelled]> {
  let summary = "a labelled mark with no area";
}

def Geo_Canvas : Resource<"Canvas">;

def Geo_MeasureOp : Op<Geo_Dialect, "measure", [MemoryEffects<[MemRead]>]> {
  let summary = "reads the default resource";
  let results = (outs I64:$length);
}

def Geo_DrawOp : Op<Geo_Dialect, "draw"> {
  let summary = "reads a shape, then writes the canvas";
  let arguments = (ins Arg<I64, "the shape", [MemReadAt<0, FullEffect>]>:$shape,
                       Arg<Variadic<I64>, "the pens", [MemWrite<Geo_Canvas, 1>]>:$pens);
}

// Effects on the symbol an attribute names, interleaved with the operands' in argument
// order, as upstream's `ml_program.global_store` writes `@global`.
def Geo_StoreOp : Op<Geo_Dialect, "store"> {
  let summary = "writes a shape to a named global";
  let arguments = (ins Arg<I64, "the shape", [MemRead]>:$shape,
                       Arg<FlatSymbolRefAttr, "the global", [MemWrite]>:$global,
                       Arg<OptionalAttr<SymbolRefAttr>, "a mirror", [MemWrite]>:$mirror);
}

def Geo_NewOp : Op<Geo_Dialect, "new"> {
  let summary = "allocates a shape";
  let results = (outs Res<I64, "the new shape", [MemAlloc]>:$shape);
}

def Geo_LengthOp : Op<Geo_Dialect, "length", [Pure]> {
  let summary = "a pure length";
  let arguments = (ins I64:$value);
  let results = (outs I64:$length);
}

def Geo_GroupOp : Op<Geo_Dialect, "group", [RecursiveMemoryEffects, RecursivelySpeculatable]> {
  let summary = "a group whose effects are its contents'";
  let regions = (region AnyRegion:$body);
}

def Geo_EraseOp : Op<Geo_Dialect, "erase",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "frees its operand, and says so itself";
  let arguments = (ins I64:$shape);
}

def Geo_SheetOp : Op<Geo_Dialect, "sheet",
    [SymbolTable, NoTerminator, SingleBlock, IsolatedFromAbove]> {
  let summary = "a symbol table of shape definitions";
  let regions = (region SizedRegion<1>:$body);
}

def Geo_ShapeDefOp : Op<Geo_Dialect, "shape_def",
    [Symbol, NoTerminator, DeclareOpInterfaceMethods<CallableOpInterface>]> {
  let summary = "a named shape, callable with its region";
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<DictArrayAttr>:$arg_attrs,
                   OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
}

def Geo_CallOp : Op<Geo_Dialect, "call",
    [DeclareOpInterfaceMethods<CallOpInterface>,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "calls a shape definition by name";
  // `arg_attrs` and `res_attrs` implement `ArgAndResultAttrsOpInterface`, the base of the
  // call interfaces, with their generated accessors, as upstream's `func.call` does.
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<I64>:$args,
                   OptionalAttr<DictArrayAttr>:$arg_attrs,
                   OptionalAttr<DictArrayAttr>:$res_attrs);
}

def Geo_JumpOp : Op<Geo_Dialect, "jump",
    [Terminator, DeclareOpInterfaceMethods<BranchOpInterface>]> {
  let summary = "jumps to a block with operands";
  let arguments = (ins Variadic<AnyType>:$operands);
  let successors = (successor AnySuccessor:$dest);
}

def Geo_WidenOp : Op<Geo_Dialect, "widen",
    [DeclareOpInterfaceMethods<CastOpInterface>,
     DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "widens an integer";
  let arguments = (ins AnyInteger:$input);
  let results = (outs AnyInteger:$output);
}

def Geo_GraphOp : Op<Geo_Dialect, "graph", [GraphRegionNoTerminator]> {
  let summary = "a graph of shapes, in any order";
  let regions = (region AnyRegion:$body);
}
