// MLIR idioms, written as an MLIR user writes them: C++ class names in traits, C++ types in
// parameters, properties and builders, declared-only builders, CArg defaults, unnamed
// operands and results, derived attributes as op fields, a bit enum printed with ", ", and
// a property of a plain storage type. The test dialect compiles it and tests it
// (`dialects/test/tests/idioms.rs`).
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Aux_Dialect : Dialect {
  let name = "aux";
  let cppNamespace = "::mlir::aux";
  let summary = "a dialect the calculator depends on";
}

def Aux_NopOp : Op<Aux_Dialect, "nop"> {
  let summary = "does nothing";
}

def Calc_Dialect : Dialect {
  let name = "calc";
  let cppNamespace = "::mlir::calc";
  let summary = "a calculator";
  let dependentDialects = ["::mlir::aux::AuxDialect"];
}

class Calc_Op<string mnemonic, list<Trait> traits = []>
    : Op<Calc_Dialect, mnemonic, traits>;

def Calc_OverflowFlags : I32BitEnumAttr<"OverflowFlags", "integer overflow flags", [
    I32BitEnumAttrCaseNone<"none">,
    I32BitEnumAttrCaseBit<"nsw", 0>,
    I32BitEnumAttrCaseBit<"nuw", 1>,
  ]> {
  let separator = ", ";
  let cppNamespace = "::mlir::calc";
}

def Calc_RangeType : TypeDef<Calc_Dialect, "Range"> {
  let summary = "an integer range";
  let mnemonic = "range";
  let parameters = (ins "int64_t":$lower, "int64_t":$upper, "unsigned":$step,
                    "::llvm::StringRef":$label,
                    ArrayRefParameter<"int64_t", "sizes">:$sizes);
  let builders = [
    TypeBuilder<(ins "int64_t":$upper), [{
      Self::get($_ctxt, 0, upper, 1, String::new(), Vec::new())
    }]>,
    TypeBuilder<(ins "::llvm::StringRef":$label, "::llvm::ArrayRef<int64_t>":$sizes)>
  ];
}

def Calc_ScopeOp : Calc_Op<"scope", [SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "a scope whose block yields its results";
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$body);
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes, CArg<"bool", "true">:$withBlock)>
  ];
}

def Calc_LoopOp : Calc_Op<"loop",
    [SingleBlockImplicitTerminator<"::mlir::calc::YieldOp">,
     ParentOneOf<["::mlir::calc::ScopeOp", "Calc_LoopOp"]>]> {
  let summary = "a loop inside a scope or a loop";
  let arguments = (ins Index:$count);
  let regions = (region SizedRegion<1>:$body);
}

def Calc_YieldOp : Calc_Op<"yield", [Terminator, ParentOneOf<["ScopeOp", "calc.loop"]>]> {
  let summary = "yields values to the parent";
  let arguments = (ins Variadic<AnyType>:$values);
  let builders = [
    // A C++ optional defaulting to a contained value, converted implicitly (upstream's
    // `pdl.pattern`: `CArg<"std::optional<uint16_t>", "1">`): `Some(1)` by default.
    OpBuilder<(ins "::mlir::Value":$value, CArg<"std::optional<uint16_t>", "1">:$copies), [{
      let n = usize::from(copies.unwrap_or(0));
      $_state.operands.extend(::std::iter::repeat_n(value, n));
    }]>
  ];
}

def Calc_AddOp : Calc_Op<"add", [Pure, SameOperandsAndResultType, HasParent<"ScopeOp">]> {
  let summary = "adds two integers";
  let arguments = (ins I64, I64,
                   DefaultValuedAttr<Calc_OverflowFlags, "OverflowFlags::NONE">:$overflowFlags,
                   Property<"int64_t">:$scale,
                   Property<"::llvm::SmallVector<int64_t>">:$dims);
  let results = (outs I64);
  let builders = [
    OpBuilder<(ins "::mlir::Value":$lhs, "::mlir::Value":$rhs,
                   CArg<"uint32_t", "0">:$flags, CArg<"::llvm::StringRef", "\"\"">:$tag,
                   CArg<"std::optional<int64_t>", "std::nullopt">:$scale)>
  ];

  DerivedAttr hasDims = DerivedAttr<"bool", [{
    $_ctxt.op($_op).num_operands() == 2
  }]>;
}

// A spec's own def of one of the runtime's traits, as upstream's files alias MLIR's
// (`NativeOpTrait<"SingleBlock">` without a `cppNamespace`): the runtime's trait.
def Calc_OneBlock : NativeOpTrait<"SingleBlock">;
def Calc_BodyOp : Op<Calc_Dialect, "body", [Calc_OneBlock]> {
  let summary = "an op with a single-block region";
  let regions = (region AnyRegion:$body);
}
