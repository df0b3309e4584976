// The odstest dialect (ods-rs's own test dialect; upstream's `test` dialect is
// `dialects/upstream-test`): one spec exercising every ods-build feature. Its tests build ops
// through the generated API, read them back, and check every generated verifier message.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/Interfaces/ParallelCombiningOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

def Test_Dialect : Dialect {
  let name = "odstest";
  let cppNamespace = "::odstest";
  let summary = "Exercises every ods-build feature.";
  let description = [{
    Ops here are not meant to compute anything: each shows one ODS construct.
  }];
  let dependentDialects = ["builtin"];
  let hasConstantMaterializer = 1;
  // Attributes parse and print by hand (`src/hooks.rs`), through the generated ones.
  let useDefaultAttributePrinterParser = 0;
  let extraClassDeclaration = [{
    /// The number of ops this dialect registers.
    pub const NUM_OPS: usize = 43;
  }];
}

class Test_Op<string mnemonic, list<Trait> traits = []>
    : Op<Test_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Test_CmpPredicate : I32EnumAttr<"CmpPredicate", "comparison predicate", [
    I32EnumAttrCase<"eq", 0>,
    I32EnumAttrCase<"ne", 1>,
    I32EnumAttrCase<"slt", 2>,
    I32EnumAttrCase<"sge", 5, "greater_equal">,
  ]>;

def Test_Wide : I64EnumAttr<"Wide", "", [
    I64EnumAttrCase<"small", 1>,
    I64EnumAttrCase<"huge", 4294967296>,
  ]>;

def Test_Flags : I32BitEnumAttr<"Flags", "memory access flags", [
    I32BitEnumAttrCaseNone<"none">,
    I32BitEnumAttrCaseBit<"read", 0>,
    I32BitEnumAttrCaseBit<"write", 1>,
    I32BitEnumAttrCaseBit<"exec", 2>,
    I32BitEnumAttrCaseGroup<"rw", [I32BitEnumAttrCaseBit<"read", 0>,
                                   I32BitEnumAttrCaseBit<"write", 1>]>,
  ]> {
  let separator = ",";
}

def Test_Mode : StrEnumAttr<"Mode", "", [
    StrEnumAttrCase<"fast">,
    StrEnumAttrCase<"precise">,
  ]>;

//===----------------------------------------------------------------------===//
// Operands, results and attributes
//===----------------------------------------------------------------------===//

def Test_NegOp : Test_Op<"neg", [Pure, Involution, SameOperandsAndResultType]> {
  let summary = "negation: applied twice, the identity (folded by `Involution`)";
  let arguments = (ins I32:$input);
  let results = (outs I32:$result);
}

def Test_AbsOp : Test_Op<"abs", [Pure, Idempotent, SameOperandsAndResultType]> {
  let summary = "absolute value: applied twice, the same as once (folded by `Idempotent`)";
  let arguments = (ins I32:$input);
  let results = (outs I32:$result);
}

def Test_AndOp : Test_Op<"and", [Pure, Commutative, Idempotent, SameOperandsAndResultType]> {
  let summary = "bitwise and: `and(x, x)` is `x` (folded by `Idempotent`)";
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$result);
}

def Test_AddOp : Test_Op<"add", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "integer addition";
  let description = [{
    Adds two 32-bit integers.

    ```mlir
    %r = "odstest.add"(%a, %b) : (i32, i32) -> i32
    ```
  }];
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$result);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Test_ConstantOp : Test_Op<"constant", [ConstantLike, Pure]> {
  let summary = "an integer constant";
  let arguments = (ins I64Attr:$value, OptionalAttr<StrAttr>:$label,
                   DefaultValuedAttr<I32Attr, "7">:$width, UnitAttr:$hidden);
  let results = (outs AnyInteger:$result);
}

def Test_OptionalOp : Test_Op<"optional"> {
  let summary = "an optional operand and an optional result";
  let arguments = (ins I32:$base, Optional<I64>:$extra);
  let results = (outs Optional<F32>:$maybe);
}

def Test_VariadicOp : Test_Op<"variadic"> {
  let summary = "a single variadic operand between two fixed ones";
  let arguments = (ins I1:$first, Variadic<AnyInteger>:$middle, Index:$last);
  let results = (outs Variadic<AnyType>:$outs);
}

def Test_SegmentsOp : Test_Op<"segments",
    [AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let summary = "several variadic groups sized by segment attributes";
  let arguments = (ins Variadic<I32>:$a, Optional<I64>:$b, Variadic<F32>:$c);
  let results = (outs Variadic<I32>:$x, I1:$y, Optional<Index>:$z);
}

def Test_SameSizeOp : Test_Op<"same_size", [SameVariadicOperandSize]> {
  let summary = "two variadic groups of equal size";
  let arguments = (ins Variadic<I32>:$keys, Variadic<I64>:$vals);
}

def Test_GroupsOp : Test_Op<"groups"> {
  let summary = "groups of operands sized by an attribute";
  let arguments = (ins VariadicOfVariadic<I32, "group_sizes">:$groups,
                   DenseI32ArrayAttr:$group_sizes);
}

def Test_ConfinedOp : Test_Op<"confined"> {
  let summary = "attributes with extra constraints";
  let arguments = (ins
    ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<10>]>:$small,
    ConfinedAttr<I64ArrayAttr, [ArrayMinCount<2>]>:$pair,
    ConfinedAttr<DenseI32ArrayAttr, [IntArrayNthElemEq<0, 1>,
                                     IntArrayNthElemMinValue<1, 3>]>:$shape,
    Test_CmpPredicate:$predicate,
    DefaultValuedAttr<Test_Flags, "Flags::READ">:$flags,
    OptionalAttr<Test_Mode>:$mode,
    OptionalAttr<TypeAttrOf<I32>>:$ty,
    DerivedAttr<"usize", [{ $_ctxt.op($_op).num_operands() + 100 }]>:$derived
  );
}

def Test_PropsOp : Test_Op<"props"> {
  let summary = "properties of every kind";
  let arguments = (ins
    I64Prop:$count,
    DefaultValuedProp<I32Prop, "3">:$level,
    OptionalProp<StringProp>:$tag,
    ConfinedProp<I64Prop, IntMinValuePropPred<1>, "a positive integer">:$positive,
    ArrayProp<I64Prop>:$dims,
    BoolProp:$flag,
    EnumProp<Test_Flags>:$access
  );
}

//===----------------------------------------------------------------------===//
// Regions, successors and traits
//===----------------------------------------------------------------------===//

def Test_RegionsOp : Test_Op<"regions", [NoTerminator]> {
  let summary = "a single-block region and any number of others";
  let regions = (region SizedRegion<1>:$body, VariadicRegion<AnyRegion>:$others);
  let hasRegionVerifier = 1;
}

def Test_BranchOp : Test_Op<"br", [Terminator]> {
  let summary = "a branch with one fixed and several other successors";
  let arguments = (ins Variadic<AnyType>:$args);
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$others);
}

def Test_MatchOp : Test_Op<"match", [
    AllTypesMatch<["lhs", "rhs"]>,
    TypesMatchWith<"result type matches the lhs type", "lhs", "result", "$_self">,
    PredOpTrait<"lhs is not rhs", CPred<"$lhs != $rhs">>]> {
  let summary = "predicate traits over named operands";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
}

//===----------------------------------------------------------------------===//
// Builders, hooks and extra declarations
//===----------------------------------------------------------------------===//

def Test_BuilderOp : Test_Op<"builder"> {
  let summary = "custom builders only";
  let arguments = (ins I64Attr:$value, I64Prop:$scale);
  let results = (outs I64:$result);
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "i64":$value, CArg<"i64", "1">:$scale), [{
      let ty = ::ods_runtime::Type::int($_builder, 64);
      $_state.result_types.push(ty);
      let attr = ::ods_runtime::Attribute::integer($_builder, ty, value);
      let props = Self::state_properties(&mut $_state);
      props.value = Some(attr);
      props.scale = scale;
    }]>
  ];
  let extraClassDeclaration = [{
    /// The value times the scale.
    pub fn scaled(self, ctx: &::ods_runtime::Context) -> i64 {
        self.value(ctx) * self.scale(ctx)
    }
  }];
}

def Test_HooksOp : Test_Op<"hooks"> {
  let summary = "every hook";
  let arguments = (ins I32:$input);
  let results = (outs I32:$output);
  let hasVerifier = 1;
  let hasCanonicalizeMethod = 1;
  let hasCustomAssemblyFormat = 1;
}

def Test_KeywordOp : Test_Op<"keyword"> {
  let summary = "arguments named like Rust keywords";
  let arguments = (ins AnyType:$type, I32Attr:$match);
  let results = (outs AnyType:$self);
}

//===----------------------------------------------------------------------===//
// Types and attributes
//===----------------------------------------------------------------------===//

def Test_PairType : TypeDef<Test_Dialect, "Pair"> {
  let summary = "a pair of widths";
  let mnemonic = "pair";
  let parameters = (ins "u32":$first, TypeParameter<"u32", "the second width">:$second);
  let genVerifyDecl = 1;
}

def Test_ScaledType : TypeDef<Test_Dialect, "Scaled"> {
  let summary = "a size written in units a string argument of its format gives";
  let mnemonic = "scaled";
  let parameters = (ins "i64":$size);
  let assemblyFormat = "`<` custom<Scaled>($size, \"1024i64\") `>`";
}

def Test_LabelAttr : AttrDef<Test_Dialect, "Label"> {
  let summary = "a label with an optional index";
  let mnemonic = "label";
  let parameters = (ins StringRefParameter<"the text">:$text,
                    OptionalParameter<"i64">:$index);
  let builders = [
    AttrBuilder<(ins "&str":$text), [{
      Self::get($_ctxt, text.to_string(), None)
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
}

def Test_ShapedConstAttr : AttrDef<Test_Dialect, "ShapedConst", [TypedAttrInterface]> {
  let summary = "a value with a shaped type of its own";
  let mnemonic = "shaped_const";
  let parameters = (ins "i64":$value,
                    AttributeSelfTypeParameter<"", "::mlir::ShapedType">:$type);
  let assemblyFormat = "`<` $value `>`";
}

def Test_TaggedOp : Test_Op<"tagged"> {
  let summary = "a value of any type with an attribute of any kind";
  let arguments = (ins AnyType:$input, AnyAttr:$tag);
  let results = (outs AnyType:$output);
}

//===----------------------------------------------------------------------===//
// Assembly formats: each op has the format of the upstream op it is named after, so
// its custom form can be compared with mlir-opt's.
//===----------------------------------------------------------------------===//

// `arith`'s integer overflow flags, as upstream's ArithBase.td declares them.
def Test_IOFnone : I32BitEnumAttrCaseNone<"none">;
def Test_IOFnsw  : I32BitEnumAttrCaseBit<"nsw", 0>;
def Test_IOFnuw  : I32BitEnumAttrCaseBit<"nuw", 1>;
def Test_IntegerOverflowFlags : I32BitEnumAttr<
    "IntegerOverflowFlags", "Integer overflow arith flags",
    [Test_IOFnone, Test_IOFnsw, Test_IOFnuw]> {
  let separator = ", ";
  let genSpecializedAttr = 0;
  let printBitEnumPrimaryGroups = 1;
}
def Test_IntegerOverflowAttr :
    EnumAttr<Test_Dialect, Test_IntegerOverflowFlags, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}

def Test_AddILikeOp : Test_Op<"addi_like", [Pure, SameOperandsAndResultType]> {
  let summary = "`arith.addi`'s format";
  let arguments = (ins AnySignlessInteger:$lhs, AnySignlessInteger:$rhs,
                   OptionalAttr<Test_IntegerOverflowAttr>:$overflowFlags);
  let results = (outs AnySignlessInteger:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)
  }];
}

def Test_ReturnLikeOp : Test_Op<"return_like", [Pure, Terminator]> {
  let summary = "`func.return`'s format";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

def Test_SelectLikeOp : Test_Op<"select_like",
    [Pure, AllTypesMatch<["true_value", "false_value", "result"]>]> {
  let summary = "`arith.select`'s format";
  let arguments = (ins I1:$condition, AnyType:$true_value, AnyType:$false_value);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $condition `,` $true_value `,` $false_value attr-dict `:` type($result)
  }];
}

def Test_BrLikeOp : Test_Op<"br_like", [Pure, Terminator]> {
  let summary = "`cf.br`'s format";
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
}

def Test_CondBrLikeOp : Test_Op<"cond_br_like",
    [AttrSizedOperandSegments, Pure, Terminator]> {
  let summary = "`cf.cond_br`'s format";
  let arguments = (ins I1:$condition, Variadic<AnyType>:$trueDestOperands,
                   Variadic<AnyType>:$falseDestOperands);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
}

def Test_CastLikeOp : Test_Op<"cast_like", [Pure]> {
  let summary = "`arith.index_cast`'s format";
  let arguments = (ins AnyType:$in);
  let results = (outs AnyType:$out);
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
}

def Test_AssertLikeOp : Test_Op<"assert_like"> {
  let summary = "`cf.assert`'s format";
  let arguments = (ins I1:$arg, StrAttr:$msg);
  let assemblyFormat = "$arg `,` $msg attr-dict";
}

def Test_CallLikeOp : Test_Op<"call_like"> {
  let summary = "`func.call`'s format";
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands,
                   UnitAttr:$no_inline);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

def Test_AddUIExtendedLikeOp : Test_Op<"addui_extended_like",
    [Pure, AllTypesMatch<["lhs", "rhs", "sum"]>,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "`arith.addui_extended`'s format";
  let arguments = (ins AnySignlessInteger:$lhs, AnySignlessInteger:$rhs);
  let results = (outs AnySignlessInteger:$sum, I1:$overflow);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)
  }];
}

def Test_ExecuteLikeOp : Test_Op<"execute_like"> {
  let summary = "a result type list anchoring an optional group, and a region";
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region AnyRegion:$region);
  let assemblyFormat = "(`->` type($results)^)? $region attr-dict";
}

// Bit and string enum attributes as variables of a format: a keyword when the value is
// one keyword case (a single bit, for a bit enum), else a quoted string (mlir-tblgen's
// printer); read back from either.
def Test_AccessBits : I32BitEnumAttr<"AccessBits", "access bits", [
    I32BitEnumAttrCaseNone<"none">,
    I32BitEnumAttrCaseBit<"load", 0>,
    I32BitEnumAttrCaseBit<"store", 1>,
    I32BitEnumAttrCaseBit<"sync", 2, "sync-all">,
    I32BitEnumAttrCaseGroup<"both", [I32BitEnumAttrCaseBit<"load", 0>,
                                     I32BitEnumAttrCaseBit<"store", 1>]>,
  ]>;

def Test_Rounding : StrEnumAttr<"Rounding", "rounding mode", [
    StrEnumAttrCase<"nearest">,
    StrEnumAttrCase<"zero", -1, "toward-zero">,
  ]>;

def Test_EnumKeywordsOp : Test_Op<"enum_keywords"> {
  let summary = "a bit enum and a string enum attribute written by their variables";
  let arguments = (ins Test_AccessBits:$access, Test_Rounding:$rounding,
                   OptionalAttr<Test_AccessBits>:$extra);
  let assemblyFormat = "$access `,` $rounding (`extra` $extra^)? attr-dict";
}

def Test_EnumKeywordsPropOp : Test_Op<"enum_keywords_prop"> {
  let summary = "a property of a bit enum attribute's enum (`printBitEnumQuoted`)";
  let arguments = (ins EnumProp<Test_AccessBits>:$access);
  let assemblyFormat = "$access attr-dict";
}

def Test_CmpILikeOp : Test_Op<"cmpi_like", [Pure, SameTypeOperands,
    TypesMatchWith<"result type has i1 element type and same shape as operands",
                   "lhs", "result", "$_ctxt.ty($_self).i1_same_shape()">]> {
  let summary = "`arith.cmpi`'s format: an enum attribute as a keyword, and a result type "
                "computed from the operands'";
  let arguments = (ins Test_CmpPredicate:$predicate, SignlessIntegerOrIndexLike:$lhs,
                   SignlessIntegerOrIndexLike:$rhs);
  let results = (outs BoolLike:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

// `arith`'s floating-point comparison predicates, as upstream's ArithOps.td declares them.
def Test_CmpFPredicate : I64EnumAttr<"CmpFPredicate", "floating-point comparison predicate", [
    I64EnumAttrCase<"AlwaysFalse", 0, "false">,
    I64EnumAttrCase<"OEQ", 1, "oeq">,
    I64EnumAttrCase<"OGT", 2, "ogt">,
    I64EnumAttrCase<"OGE", 3, "oge">,
    I64EnumAttrCase<"OLT", 4, "olt">,
    I64EnumAttrCase<"OLE", 5, "ole">,
    I64EnumAttrCase<"ONE", 6, "one">,
    I64EnumAttrCase<"ORD", 7, "ord">,
    I64EnumAttrCase<"UEQ", 8, "ueq">,
    I64EnumAttrCase<"UGT", 9, "ugt">,
    I64EnumAttrCase<"UGE", 10, "uge">,
    I64EnumAttrCase<"ULT", 11, "ult">,
    I64EnumAttrCase<"ULE", 12, "ule">,
    I64EnumAttrCase<"UNE", 13, "une">,
    I64EnumAttrCase<"UNO", 14, "uno">,
    I64EnumAttrCase<"AlwaysTrue", 15, "true">,
  ]>;

def Test_CmpFLikeOp : Test_Op<"cmpf_like", [Pure, SameTypeOperands,
    TypesMatchWith<"result type has i1 element type and same shape as operands",
                   "lhs", "result", "$_ctxt.ty($_self).i1_same_shape()">]> {
  let summary = "`arith.cmpf`'s format (without its fastmath flags)";
  let arguments = (ins Test_CmpFPredicate:$predicate, FloatLike:$lhs, FloatLike:$rhs);
  let results = (outs BoolLike:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

def Test_ReLikeOp : Test_Op<"re_like", [Pure,
    TypesMatchWith<"complex element type matches result type",
                   "complex", "real", "$_ctxt.ty($_self).complex_element_type()">]> {
  let summary = "`complex.re`'s format (without its fastmath flags)";
  let arguments = (ins Complex<AnyFloat>:$complex);
  let results = (outs AnyFloat:$real);
  let assemblyFormat = "$complex attr-dict `:` type($complex)";
}

//===----------------------------------------------------------------------===//
// Elementwise traits and enum attributes
//===----------------------------------------------------------------------===//

def Test_MapOp : Test_Op<"map", [ElementwiseMappable]> {
  let summary = "elementwise over scalars, vectors and tensors";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
}

def Test_SameRankOp : Test_Op<"same_rank", [SameOperandsAndResultRank]> {
  let summary = "ranked operands and results share one rank";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
}

def Test_FloatResultsOp : Test_Op<"float_results", [ResultsAreFloatLike]> {
  let summary = "results are floats or vectors and tensors of floats";
  let results = (outs Variadic<AnyType>:$outputs);
}

def Test_Shade : I32Enum<"Shade", "a shade", [
    I32EnumCase<"Light", 1, "light">,
    I32EnumCase<"Dark", 2, "dark">,
  ]>;
def Test_ShadeAttr : EnumAttr<Test_Dialect, Test_Shade, "shade">;
def Test_Perm : I32BitEnum<"Perm", "permission bits", [
    I32BitEnumCaseNone<"none">,
    I32BitEnumCaseBit<"read", 0>,
    I32BitEnumCaseBit<"write", 1>,
  ]>;
def Test_PermAttr : EnumAttr<Test_Dialect, Test_Perm, "perm">;

def Test_ShadedOp : Test_Op<"shaded"> {
  let summary = "enums as dialect attributes and as a property";
  let arguments = (ins Test_ShadeAttr:$shade, OptionalAttr<Test_PermAttr>:$perm,
                   EnumProp<Test_Shade>:$stored,
                   EnumPropWithAttrForm<Test_Perm, Test_PermAttr>:$access_mode);
}

//===----------------------------------------------------------------------===//
// `custom` directives: upstream's test ops of the same names (TestOpsSyntax.td), with
// their hooks written in Rust after upstream's TestFormatUtils.cpp (`src/hooks.rs`).
//===----------------------------------------------------------------------===//

def Test_FormatCustomDirectiveOperands
    : Test_Op<"format_custom_directive_operands", [AttrSizedOperandSegments]> {
  let summary = "operands of every arity through a `custom` directive";
  let arguments = (ins I64:$operand, Optional<I64>:$optOperand,
                       Variadic<I64>:$varOperands);
  let assemblyFormat = [{
    custom<CustomDirectiveOperands>(
      $operand, $optOperand, $varOperands
    )
    attr-dict
  }];
}

def Test_FormatCustomDirectiveOperandsAndTypes
    : Test_Op<"format_custom_directive_operands_and_types",
              [AttrSizedOperandSegments]> {
  let summary = "operands and their types through a `custom` directive";
  let arguments = (ins AnyType:$operand, Optional<AnyType>:$optOperand,
                       Variadic<AnyType>:$varOperands);
  let assemblyFormat = [{
    custom<CustomDirectiveOperandsAndTypes>(
      $operand, $optOperand, $varOperands,
      type($operand), type($optOperand), type($varOperands)
    )
    attr-dict
  }];
}

def Test_FormatCustomDirectiveRegions
    : Test_Op<"format_custom_directive_regions"> {
  let summary = "a region and a variadic region group through a `custom` directive";
  let regions = (region AnyRegion:$region, VariadicRegion<AnyRegion>:$other_regions);
  let assemblyFormat = [{
    custom<CustomDirectiveRegions>(
      $region, $other_regions
    )
    attr-dict
  }];
}

def Test_FormatCustomDirectiveResults
    : Test_Op<"format_custom_directive_results", [AttrSizedResultSegments]> {
  let summary = "result types through a `custom` directive";
  let results = (outs AnyType:$result, Optional<AnyType>:$optResult,
                      Variadic<AnyType>:$varResults);
  let assemblyFormat = [{
    custom<CustomDirectiveResults>(
      type($result), type($optResult), type($varResults)
    )
    attr-dict
  }];
}

def Test_FormatCustomDirectiveResultsWithTypeRefs
    : Test_Op<"format_custom_directive_results_with_type_refs",
              [AttrSizedResultSegments]> {
  let summary = "`ref`s of result types parsed by another `custom` directive";
  let results = (outs AnyType:$result, Optional<AnyType>:$optResult,
                      Variadic<AnyType>:$varResults);
  let assemblyFormat = [{
    custom<CustomDirectiveResults>(
      type($result), type($optResult), type($varResults)
    )
    custom<CustomDirectiveWithTypeRefs>(
      ref(type($result)), ref(type($optResult)), ref(type($varResults))
    )
    attr-dict
  }];
}

def Test_FormatCustomDirectiveWithOptionalOperandRef
    : Test_Op<"format_custom_directive_with_optional_operand_ref"> {
  let summary = "a `ref` of an optional operand";
  let arguments = (ins Optional<I64>:$optOperand);
  let assemblyFormat = [{
    ($optOperand^)? `:`
    custom<CustomDirectiveOptionalOperandRef>(ref($optOperand))
    attr-dict
  }];
}

def Test_FormatCustomDirectiveSuccessors
    : Test_Op<"format_custom_directive_successors", [Terminator]> {
  let summary = "a successor and a variadic successor group through a `custom` directive";
  let successors = (successor AnySuccessor:$successor,
                              VariadicSuccessor<AnySuccessor>:$successors);
  let assemblyFormat = [{
    custom<CustomDirectiveSuccessors>(
      $successor, $successors
    )
    attr-dict
  }];
}

def Test_FormatCustomDirectiveAttributes
    : Test_Op<"format_custom_directive_attributes"> {
  let summary = "a required and an optional attribute through a `custom` directive";
  let arguments = (ins I64Attr:$attr, OptionalAttr<I64Attr>:$optAttr);
  let assemblyFormat = [{
    custom<CustomDirectiveAttributes>(
      $attr, $optAttr
    )
    attr-dict
  }];
}

// String arguments of a `custom` directive are expressions (C++ upstream, Rust here) the
// generated code evaluates and passes to both hooks, with `$_ctxt` (and `$_builder`) the
// context.
def Test_FormatCustomDirectiveExpressions
    : Test_Op<"format_custom_directive_expressions"> {
  let summary = "an attribute written in a unit the format's string arguments give";
  let arguments = (ins I64Attr:$attr);
  let assemblyFormat = [{
    custom<Scaled>($attr, "1000i64", "::ods_runtime::Type::int($_ctxt, 64)") attr-dict
  }];
}

def Test_FormatCustomDirectiveAttrDict
    : Test_Op<"format_custom_directive_attrdict"> {
  let summary = "`attr-dict` as the argument of a `custom` directive";
  let arguments = (ins I64Attr:$attr, OptionalAttr<I64Attr>:$optAttr);
  let assemblyFormat = [{
    custom<CustomDirectiveAttrDict>( attr-dict )
  }];
}

def Test_SwitchLikeOp : Test_Op<"switch_like",
    [AttrSizedOperandSegments, Pure, Terminator]> {
  let summary = "`cf.switch`'s format: a `VariadicOfVariadic` operand, a `ref` and a newline";
  let arguments = (ins
    AnyInteger:$flag,
    Variadic<AnyType>:$defaultOperands,
    VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
    OptionalAttr<AnyIntElementsAttr>:$case_values,
    DenseI32ArrayAttr:$case_operand_segments
  );
  let successors = (successor
    AnySuccessor:$defaultDestination,
    VariadicSuccessor<AnySuccessor>:$caseDestinations
  );
  let assemblyFormat = [{
    $flag `:` type($flag) `,` `[` `\n`
      custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,
                            $defaultOperands,
                            type($defaultOperands),
                            $case_values,
                            $caseDestinations,
                            $caseOperands,
                            type($caseOperands))
   `]`
    attr-dict
  }];
}

def Test_RegionYieldOp : Test_Op<"region_yield",
    [Pure, ReturnLike, Terminator, ParentOneOf<["RegionIfOp", "RegionLoopOp"]>]> {
  let summary = "`scf.yield`: the implicit terminator of `odstest.region_if` and `odstest.region_loop`";
  let arguments = (ins Variadic<AnyType>:$results);
  let builders = [OpBuilder<(ins), [{ /* no operands */ }]>];
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def Test_InferPairOp : Test_Op<"infer_pair",
    [DeclareOpInterfaceMethods<InferTypeOpInterface>, Pure]> {
  let summary = "Result types computed by `InferTypeOpInterface`: the operands' types swapped";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$first, AnyType:$second);
  // No result type in the format: the parser asks the interface for them.
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs)";
}

def Test_RegionIfOp : Test_Op<"region_if",
    [DeclareOpInterfaceMethods<RegionBranchOpInterface>, InferTypeOpAdaptor,
     SingleBlockImplicitTerminator<"RegionYieldOp">, RecursiveMemoryEffects,
     NoRegionArguments]> {
  let summary = "`scf.if` with a declarative format: region branches, inferred result types";
  let arguments = (ins I1:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, AnyRegion:$elseRegion);
  let assemblyFormat = [{
    $condition (`->` type($results)^)? $thenRegion `else` $elseRegion attr-dict
  }];
}

def Test_RegionLoopOp : Test_Op<"region_loop",
    [DeclareOpInterfaceMethods<LoopLikeOpInterface, ["getInitsMutable",
       "getRegionIterArgs", "getYieldedValuesMutable", "getLoopResults",
       "promoteIfSingleIteration"]>,
     SingleBlockImplicitTerminator<"RegionYieldOp">, RecursiveMemoryEffects]> {
  let summary = "A loop carrying values: `LoopLikeOpInterface` and its verifier";
  let arguments = (ins Variadic<AnyType>:$inits);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$inits `:` type($inits) `->` type($results) $body attr-dict";
}

def Test_WeightedIfOp : Test_Op<"weighted_if", [WeightedRegionBranchOpInterface]> {
  let summary = "Two regions with optional weights: `WeightedRegionBranchOpInterface`";
  let arguments = (ins OptionalAttr<DenseI32ArrayAttr>:$region_weights);
  let regions = (region AnyRegion:$then_region, AnyRegion:$else_region);
}

def Test_ParallelInsertOp : Test_Op<"parallel_insert",
    [DeclareOpInterfaceMethods<ParallelCombiningOpInterface>]> {
  let summary = "`tensor.parallel_insert_slice` reduced: combines `source` into the shared "
    "output `dest` of the enclosing `scf.forall`";
  let arguments = (ins AnyType:$source, AnyType:$dest);
  let assemblyFormat = "$source `into` $dest attr-dict `:` type($source) `into` type($dest)";
}
