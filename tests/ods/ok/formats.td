// Declarative assembly formats: every element ods-build generates a parser and printer for.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Fmt_Dialect : Dialect {
  let name = "fmt";
  let cppNamespace = "::fmt";
}

// Literals, spacing, operands, attr-dict and a result type.
def Fmt_BinaryOp : Op<Fmt_Dialect, "binary", [SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

// Keywords, punctuation, `` and ` ` and `\n`, typed and plain attributes.
def Fmt_LiteralsOp : Op<Fmt_Dialect, "literals"> {
  let arguments = (ins I32Attr:$count, AnyAttr:$any, StrAttr:$label);
  let assemblyFormat = [{
    `to` `(` $count `)` `->` `[` $any `]` `` `<` $label `>` ` ` `{` `}` `\n` `x` attr-dict-with-keyword
  }];
}

// Optional and variadic operands, optional groups with anchors and else groups.
def Fmt_GroupsOp : Op<Fmt_Dialect, "groups", [AttrSizedOperandSegments]> {
  let arguments = (ins Optional<I32>:$maybe, Variadic<AnyType>:$rest,
                   UnitAttr:$flag, OptionalAttr<I64Attr>:$limit,
                   DefaultValuedAttr<I64Attr, "7">:$dflt);
  let assemblyFormat = [{
    (`maybe` $maybe^)? (`flag` $flag^)? (`limit` $limit^) : (`nolimit`)?
    ($rest^ `:` type($rest))? attr-dict
  }];
}

// functional-type, operands, buildable types.
def Fmt_CallOp : Op<Fmt_Dialect, "call"> {
  let arguments = (ins SymbolNameAttr:$callee, Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$outs);
  let assemblyFormat = "$callee `(` $args `)` attr-dict `:` functional-type($args, $outs)";
}

def Fmt_CompareOp : Op<Fmt_Dialect, "compare", [AllTypesMatch<["lhs", "rhs"]>]> {
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs, Index:$idx);
  let results = (outs I1:$result);
  let assemblyFormat = "operands attr-dict `:` type($lhs)";
}

// Regions and successors.
def Fmt_RegionOp : Op<Fmt_Dialect, "region"> {
  let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$others);
  let assemblyFormat = "$body (`others` $others^)? attr-dict-with-keyword";
}

def Fmt_BranchOp : Op<Fmt_Dialect, "branch", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$args);
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$more);
  let assemblyFormat = "$dest (`(` $args^ `:` type($args) `)`)? `[` $more `]` attr-dict";
}

// `type(operands)` and `type(results)`, AllTypesMatch.
def Fmt_SelectOp : Op<Fmt_Dialect, "select",
    [AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let arguments = (ins I1:$cond, AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$cond `,` $lhs `,` $rhs attr-dict `:` qualified(type($result))";
}

def Fmt_TypesOp : Op<Fmt_Dialect, "types"> {
  let arguments = (ins Variadic<AnyType>:$ins);
  let results = (outs Variadic<AnyType>:$outs);
  let assemblyFormat = "$ins attr-dict `:` type(operands) `->` type(results)";
}

// Result types a `TypesMatchWith` computes from an operand's type, and a
// `RangedTypesMatchWith` from a whole group's.
def Fmt_TestOp : Op<Fmt_Dialect, "test",
    [TypesMatchWith<"result is i1 in the shape of the input", "in", "result",
                    "$_ctxt.ty($_self).i1_same_shape()">]> {
  let arguments = (ins AnyType:$in);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$in attr-dict `:` type($in)";
}

def Fmt_ForwardOp : Op<Fmt_Dialect, "forward",
    [RangedTypesMatchWith<"outs have the types of ins", "ins", "outs", "$_self">]> {
  let arguments = (ins Variadic<AnyType>:$ins);
  let results = (outs Variadic<AnyType>:$outs);
  let assemblyFormat = "$ins attr-dict `:` type($ins)";
}

// mlir-tblgen's formats take a `TypesMatchWith`'s transform whatever its comparator (the
// verifier then checks the comparison), and an `OptionalTypesMatchWith`'s for each value of
// an optional operand.
def Fmt_DifferOp : Op<Fmt_Dialect, "differ",
    [TypesMatchWith<"result type differs from the input's", "in", "result", "$_self", "!=">]> {
  let arguments = (ins AnyType:$in);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$in attr-dict `:` type($in)";
}

def Fmt_OptionalLikeOp : Op<Fmt_Dialect, "optional_like",
    [OptionalTypesMatchWith<"extra has the type of in", "in", "extra", "$_self">]> {
  let arguments = (ins AnyType:$in, Optional<AnyType>:$extra);
  let assemblyFormat = "$in (`,` $extra^)? attr-dict `:` type($in)";
}

// `custom<Name>(...)` and `ref(...)`: the op's hooks trait gets `parse_<name>` and
// `print_<name>`, with a parameter per argument (operands of every arity, their types,
// attributes, a region, successors, `attr-dict`, and values parsed before, under `ref`).
def Fmt_CustomOp : Op<Fmt_Dialect, "custom",
    [AttrSizedOperandSegments, Terminator]> {
  let arguments = (ins AnyType:$one, Optional<AnyType>:$maybe, Variadic<AnyType>:$many,
                   VariadicOfVariadic<AnyType, "groups">:$grouped,
                   I64Attr:$level, OptionalAttr<StrAttr>:$note, UnitAttr:$again,
                   DenseI32ArrayAttr:$groups);
  let regions = (region AnyRegion:$body);
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$others);
  let assemblyFormat = [{
    $one `:` type($one)
    custom<Values>($maybe, $many, $grouped, type($maybe), type($many), type($grouped))
    `,` custom<Level>($level, $note, ref($one), ref(type($one)))
    custom<Targets>($dest, $others, $body)
    (`again` custom<Again>(ref($level), ref($note), ref($many), ref(type($many)), ref($dest),
                           ref($body), ref($grouped), ref(type($grouped))) $again^)?
    attr-dict
  }];
}

// The element values' types from the shaped result's element type, as upstream's
// `vector.from_elements` (`ShapedTypeMatchesElementCountAndTypes`): its format writes only
// the result type.
def Fmt_FromElementsOp : Op<Fmt_Dialect, "from_elements",
    [ShapedTypeMatchesElementCountAndTypes<"dest", "elements">]> {
  let summary = "a vector of scalar elements";
  let arguments = (ins Variadic<AnyType>:$elements);
  let results = (outs AnyVectorOfAnyRank:$dest);
  let assemblyFormat = "$elements attr-dict `:` type($dest)";
}
