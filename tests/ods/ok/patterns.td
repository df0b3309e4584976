// Declarative rewrite rules (DRR) over the ops of `rewrite_ops.td`. Only the patterns
// are generated here: the included ops are generated from their own file.
include "rewrite_ops.td"
include "mlir/IR/PatternBase.td"

// Nested matching and `replaceWithValue`: neg(neg(x)) -> x.
def DoubleNeg : Pat<(Rw_NegOp (Rw_NegOp $x)), (replaceWithValue $x)>;

// `either`: add(x, neg(y)) and add(neg(y), x) both become sub(x, y), located at the neg.
def AddNegToSub : Pat<(Rw_AddOp (either $x, (Rw_NegOp:$n $y))),
                      (Rw_SubOp $x, $y, (location $n))>;

// A type constraint, a symbol bound twice (the same value) and `ConstantAttr` in a result:
// sub(x, x) -> const 0 when x is an i32.
def SubSelf : Pat<(Rw_SubOp I32:$x, $x), (Rw_ConstOp ConstantAttr<I32Attr, "0">)>;

// `ConstantAttr` as an attribute matcher: scale(x, 1) -> x.
def ScaleByOne : Pat<(Rw_ScaleOp $x, ConstantAttr<I32Attr, "1">), (replaceWithValue $x)>;

// A `NativeCodeCall` over two bound attributes: scale(scale(x, a), b) -> scale(x, a * b).
def MulFactors : NativeCodeCall<"{ let a = $_builder.attr($0).integer_value().unwrap_or_default(); let b = $_builder.attr($1).integer_value().unwrap_or_default(); let ty = ::ods_runtime::Type::i32($_builder); ::ods_runtime::Attribute::integer($_builder, ty, a * b) }">;
def ScaleScale : Pat<(Rw_ScaleOp (Rw_ScaleOp $x, $a), $b), (Rw_ScaleOp $x, (MulFactors $a, $b))>;

// `$name__N` and a root with two results: the outer pair's results become the inner
// pair's, swapped, when the inner pair's second result has no other use.
def SwapPair : Pattern<(Rw_PairOp (Rw_PairOp:$inner $a, $b), $c),
                       [(replaceWithValue $inner__1), (replaceWithValue $inner__0)],
                       [(HasNoUseOf:$inner__1)]>;

// A constraint over two symbols: mul(neg(x), neg(y)) -> mul(x, y) when x and y have the
// same type.
def SameType : Constraint<CPred<"$_ctxt.value($0).ty() == $_ctxt.value($1).ty()">, "same type">;
def MulNegNeg : Pat<(Rw_MulOp (Rw_NegOp $x), (Rw_NegOp $y)), (Rw_MulOp $x, $y),
                    [(SameType $x, $y)]>;

// An auxiliary result pattern bound by name, and `returnType` for an op whose result type
// cannot be derived: tag(x) -> add(cast(x), cast(x)).
def TagToAdd : Pattern<(Rw_TagOp $x, $tag),
                       [(Rw_CastOp:$c $x, (returnType $x)), (Rw_AddOp $c, $c)]>;

// Benefit order: both match neg(const); the second has `addBenefit` and wins.
def NegateValue : NativeCodeCall<"{ let v = $_builder.attr($0).integer_value().unwrap_or_default(); let ty = ::ods_runtime::Type::i32($_builder); ::ods_runtime::Attribute::integer($_builder, ty, -v) }">;
def NegConstSeven : Pat<(Rw_NegOp (Rw_ConstOp $v)), (Rw_ConstOp ConstantAttr<I32Attr, "7">)>;
def NegConstFold : Pat<(Rw_NegOp (Rw_ConstOp $v)), (Rw_ConstOp (NegateValue $v)),
                       [], [], (addBenefit 1)>;

// `NativeCodeCallVoid` as a result pattern of its own, run for its effect: it marks the
// op defining `$x`; then cast(cast(x)) is replaced by x.
def MarkDefiningOp : NativeCodeCallVoid<"if let Some(op) = $_builder.value($0).defining_op() { let unit = ::ods_runtime::Attribute::unit($_builder); let key = ::ods_runtime::Identifier::get($_builder, \"rw.seen\"); let dict = ::ods_runtime::Attribute::dictionary($_builder, &[(key, unit)]); op.set_attr_dict($_builder, Some(dict)); }">;
def MarkThenDrop : Pattern<(Rw_CastOp (Rw_CastOp $x)),
                           [(MarkDefiningOp $x), (replaceWithValue $x)]>;

// Enum cases as attribute constraints and constants: level<low> -> level<high>.
def LowToHigh : Pat<(Rw_LevelOp Rw_Low), (Rw_LevelOp Rw_High)>;
