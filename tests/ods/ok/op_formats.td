// Op assembly formats against mlir-opt: `$prop` variables of every kind of the property
// library, property anchors of optional groups, `prop-dict`, `oilist`, and properties as
// arguments of `custom` directives (their hooks in `dialects/test/src/op_format_hooks.rs`). The ops carry the names,
// arguments and formats of upstream's test dialect ops, so that mlir-opt (whose test
// dialect defines them) is the reference for every byte they print and every diagnostic
// their parsers give (`dialects/ods-opt/tests/op_formats_reference.rs`). Where upstream writes
// a C++ expression, the Rust one stands in.

include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"
include "mlir/IR/EnumAttr.td"

def Test_Dialect : Dialect {
  let name = "test";
  let cppNamespace = "::test";
  let summary = "upstream's test dialect ops with properties and oilists in their formats";
}

class TEST_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

def TestEnum : I32Enum<"TestEnum", "a test enum", [
    I32EnumCase<"First", 0, "first">,
    I32EnumCase<"Second", 1, "second">,
    I32EnumCase<"Third", 2, "third">,
  ]> {
  let cppNamespace = "::test";
}

// Each kind of property written by its variable.
def TestOpWithProperties : TEST_Op<"with_properties"> {
  let summary = "properties of the scalar and array kinds, and an attribute";
  let assemblyFormat = [{
    `a` `=` $a `,`
    `b` `=` $b `,`
    `c` `=` $c `,`
    `flag` `=` $flag `,`
    `array` `=` $array `,`
    `array32` `=` $array32 attr-dict}];
  let arguments = (ins
    I64Prop:$a,
    StrAttr:$b,
    StringProp:$c,
    BoolProp:$flag,
    IntArrayProp<I64Prop>:$array,
    IntArrayProp<I32Prop>:$array32
  );
}

def TestOpWithPropertiesAndAttr : TEST_Op<"with_properties_and_attr"> {
  let summary = "an attribute variable and the rest in `prop-dict`";
  let assemblyFormat = "$lhs prop-dict attr-dict";
  let arguments = (ins I32Attr:$lhs, IntProp<"int64_t">:$rhs);
}

def TestOpWithEmptyProperties : TEST_Op<"empty_properties"> {
  let summary = "`prop-dict` of an op without properties";
  let assemblyFormat = "prop-dict attr-dict";
  let arguments = (ins);
}

def TestOpWithVariadicSegmentProperties : TEST_Op<"variadic_segment_prop",
    [AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let summary = "segment sizes left out of `prop-dict`";
  let arguments = (ins Variadic<I64>:$a1, Variadic<I64>:$a2);
  let results = (outs Variadic<I64>:$b1, Variadic<I64>:$b2);
  let assemblyFormat = [{
    $a1 `:` $a2 `:` type($b1) `:` type($b2) prop-dict attr-dict `end`
  }];
}

def TestOpWithDefaultValuedProperties : TEST_Op<"with_default_valued_properties"> {
  let summary = "default-valued properties anchoring optional groups";
  let assemblyFormat = [{
    ($a^) : (`na`)?
    ($b^)?
    ($c^)?
    ($unit^)?
    attr-dict
  }];
  let arguments = (ins DefaultValuedAttr<I32Attr, "0">:$a,
    DefaultValuedProp<StringProp, "\"\"">:$b,
    DefaultValuedProp<IntProp<"int32_t">, "-1">:$c,
    UnitProp:$unit);
}

def TestOpWithOptionalProperties : TEST_Op<"with_optional_properties"> {
  let summary = "optional properties: bare and `some<...>` values, nested, unit";
  let assemblyFormat = [{
    (`anAttr` `=` $anAttr^)?
    (`simple` `=` $simple^)?
    (`simplei8` `=` $simplei8^)?
    (`simpleui8` `=` $simpleui8^)?
    (`nonTrivialStorage` `=` $nonTrivialStorage^)?
    (`hasDefault` `=` $hasDefault^)?
    (`nested` `=` $nested^)?
    (`longSyntax` `=` $longSyntax^)?
    (`hasUnit` $hasUnit^)?
    (`maybeUnit` `=` $maybeUnit^)?
    attr-dict
  }];
  let arguments = (ins
    OptionalAttr<I32Attr>:$anAttr,
    OptionalProp<I64Prop>:$simple,
    OptionalProp<IntProp<"int8_t">>:$simplei8,
    OptionalProp<IntProp<"uint8_t">>:$simpleui8,
    OptionalProp<StringProp>:$nonTrivialStorage,
    OptionalProp<DefaultValuedProp<I64Prop, "0">>:$hasDefault,
    OptionalProp<OptionalProp<I64Prop>>:$nested,
    OptionalProp<StringProp, 0>:$longSyntax,
    UnitProp:$hasUnit,
    OptionalProp<UnitProp>:$maybeUnit);
}

def TestOpWithArrayProperties : TEST_Op<"with_array_properties"> {
  let summary = "arrays of each kind, and a default-valued array anchoring a group";
  let assemblyFormat = [{
    `ints` `=` $ints
    `strings` `=` $strings
    `nested` `=` $nested
    `opt` `=` $opt
    `explicitOptions` `=` $explicitOptions
    `explicitUnits` `=` $explicitUnits
    ($hasDefault^ `thats_has_default`)?
    attr-dict
  }];
  let arguments = (ins
    ArrayProp<I64Prop>:$ints,
    ArrayProp<StringProp>:$strings,
    ArrayProp<ArrayProp<I32Prop>>:$nested,
    OptionalProp<ArrayProp<I32Prop>>:$opt,
    ArrayProp<OptionalProp<I64Prop>>:$explicitOptions,
    ArrayProp<UnitProp>:$explicitUnits,
    DefaultValuedProp<ArrayProp<I64Prop>, "Vec::new()">:$hasDefault
  );
}

def NonNegativeI64Prop : ConfinedProp<I64Prop,
  CPred<"$_self >= 0">, "non-negative int64_t">;

class NonEmptyArray<Property p> : ConfinedProp
    <ArrayProp<p>, Neg<CPred<"$_self.is_empty()">>,
    "non-empty array of " # p.summary>;

def OpWithPropertyPredicates : TEST_Op<"op_with_property_predicates"> {
  let summary = "property predicates, checked by the verifier";
  let arguments = (ins
    NonNegativeI64Prop:$scalar,
    OptionalProp<NonNegativeI64Prop>:$optional,
    DefaultValuedProp<NonNegativeI64Prop, "0">:$defaulted,
    ConfinedProp<NonNegativeI64Prop,
      CPred<"$_self <= 5">, "between 0 and 5">:$more_constrained,
    ArrayProp<NonNegativeI64Prop>:$array,
    NonEmptyArray<I64Prop>:$non_empty_unconstrained,
    NonEmptyArray<NonNegativeI64Prop>:$non_empty_constrained,
    OptionalProp<NonEmptyArray<NonNegativeI64Prop>>:$non_empty_optional,
    I64Prop:$unconstrained
  );
  let assemblyFormat = "attr-dict prop-dict";
}

def TestPropPatternOp1 : TEST_Op<"prop_pattern_op_1"> {
  let summary = "string, integer and bool properties with a result";
  let arguments = (ins
    StringProp:$tag,
    I64Prop:$val,
    BoolProp:$cond
  );
  let results = (outs I32:$results);
  let assemblyFormat = "$tag $val $cond attr-dict";
}

def TestPropPatternOp2 : TEST_Op<"prop_pattern_op_2"> {
  let summary = "an operand and a string property";
  let arguments = (ins
    I32:$input,
    StringProp:$tag
  );
  let assemblyFormat = "$input $tag attr-dict";
}

def FormatOptionalPropDict : TEST_Op<"format_optional_prop_dict"> {
  let summary = "`prop-dict` leaving out default values";
  let arguments = (ins
    OptionalProp<StringProp>:$a,
    DefaultValuedProp<I32Prop, "1">:$b);
  let assemblyFormat = "prop-dict attr-dict";
}

def FormatOptionalUnitProperty : TEST_Op<"format_optional_unit_property"> {
  let summary = "a unit property anchoring a group it is not written in";
  let arguments = (ins UnitProp:$is_optional);
  let assemblyFormat = "(`is_optional` $is_optional^)? attr-dict";
}

def FormatOptionalUnitPropertyNoElide
    : TEST_Op<"format_optional_unit_property_no_elide"> {
  let summary = "a unit property written as the group's first element";
  let arguments = (ins UnitProp:$is_optional);
  let assemblyFormat = "($is_optional^)? attr-dict";
}

def OpWithEnumProp : TEST_Op<"op_with_enum_prop"> {
  let summary = "an enum property, written as its case";
  let arguments = (ins EnumProp<TestEnum>:$value);
  let assemblyFormat = "$value attr-dict";
}

def TestBitEnum : I32BitEnum<"TestBitEnum", "a test bit enum", [
    I32BitEnumCaseBit<"Read", 0, "read">,
    I32BitEnumCaseBit<"Write", 1, "write">,
    I32BitEnumCaseBit<"Execute", 2, "execute">,
  ]> {
  let cppNamespace = "::test";
  let separator = ", ";
}

def OpWithBitEnumProp : TEST_Op<"op_with_bit_enum_prop"> {
  let summary = "bit enum properties, written as their cases joined by `, `";
  let arguments = (ins
    DefaultValuedProp<EnumProp<TestBitEnum>, "TestBitEnum::READ">:$value1,
    DefaultValuedProp<EnumProp<TestBitEnum>, "TestBitEnum::READ">:$value2);
  let assemblyFormat = "$value1 ($value2^)? attr-dict `:` `(``)`";
}

def OpWithBitEnumPropNamed : TEST_Op<"op_with_bit_enum_prop_named"> {
  let summary = "bit enum properties written `bit_enum<...>`";
  let arguments = (ins
    DefaultValuedProp<NamedEnumProp<TestBitEnum, "bit_enum">, "TestBitEnum::READ">:$value1,
    DefaultValuedProp<NamedEnumProp<TestBitEnum, "bit_enum">, "TestBitEnum::READ">:$value2);
  let assemblyFormat = "$value1 ($value2^)? attr-dict";
}

// A `VariadicOfVariadic` operand and its types, written group by group.
def FormatVariadicOfVariadicOperand
    : TEST_Op<"format_variadic_of_variadic_operand"> {
  let summary = "a variadic of variadic operand, its groups in parentheses";
  let arguments = (ins
    VariadicOfVariadic<I64, "operand_segments">:$operand,
    DenseI32ArrayAttr:$operand_segments
  );
  let assemblyFormat = [{ $operand `:` type($operand) attr-dict }];
}

// `oilist`: clauses in any order, each at most once.
def OIListTrivial : TEST_Op<"oilist_with_keywords_only"> {
  let summary = "unit attributes set by their clause keywords";
  let arguments = (ins UnitAttr:$keyword, UnitAttr:$otherKeyword,
                       UnitAttr:$diffNameUnitAttrKeyword);
  let assemblyFormat = [{
    oilist( `keyword` $keyword
          | `otherKeyword` $otherKeyword
          | `thirdKeyword` $diffNameUnitAttrKeyword) attr-dict
  }];
}

def OIListTrivialProperties : TEST_Op<"oilist_with_keywords_only_properties"> {
  let summary = "unit properties set by their clause keywords";
  let arguments = (ins UnitProp:$keyword, UnitProp:$otherKeyword,
                       UnitProp:$diffNameUnitPropKeyword);
  let assemblyFormat = [{
    oilist( `keyword` $keyword
          | `otherKeyword` $otherKeyword
          | `thirdKeyword` $diffNameUnitPropKeyword) attr-dict
  }];
}

def OIListSimple : TEST_Op<"oilist_with_simple_args", [AttrSizedOperandSegments]> {
  let summary = "optional operands in clauses";
  let arguments = (ins Optional<AnyType>:$arg0,
                       Optional<AnyType>:$arg1,
                       Optional<AnyType>:$arg2);
  let assemblyFormat = [{
    oilist( `keyword` $arg0 `:` type($arg0)
          | `otherKeyword` $arg1 `:` type($arg1)
          | `thirdKeyword` $arg2 `:` type($arg2) ) attr-dict
  }];
}

def OIListVariadic : TEST_Op<"oilist_variadic_with_parens", [AttrSizedOperandSegments]> {
  let summary = "variadic operands in parenthesized clauses";
  let arguments = (ins Variadic<AnyType>:$arg0,
                       Variadic<AnyType>:$arg1,
                       Variadic<AnyType>:$arg2);
  let assemblyFormat = [{
    oilist( `keyword` `(` $arg0 `:` type($arg0) `)`
          | `otherKeyword` `(` $arg1 `:` type($arg1) `)`
          | `thirdKeyword` `(` $arg2 `:` type($arg2) `)`) attr-dict
  }];
}

// Default-valued attributes in clauses, as upstream's `transform.structured.pack_greedily`
// and `transform.apply_patterns.vector.lower_transpose` write them: a clause is printed
// when its attribute is not the default.
def OIListDefaultValued : TEST_Op<"oilist_default_valued"> {
  let summary = "default-valued attributes set by their clauses";
  let arguments = (ins DefaultValuedAttr<I64Attr, "3">:$x,
                       DefaultValuedAttr<BoolAttr, "false">:$flag);
  let assemblyFormat = [{
    oilist( `x` `=` $x | `flag` `=` $flag ) attr-dict
  }];
}

def OIListAllowedLiteral : TEST_Op<"oilist_allowed_literal"> {
  let summary = "clauses of literals only, never printed";
  let assemblyFormat = [{
    oilist( `foo` | `bar` ) `buzz` attr-dict
  }];
}

// Properties as arguments of `custom` directives.
def TestOpUsingPropertyInCustom : TEST_Op<"using_property_in_custom"> {
  let summary = "a property set by a `custom` directive";
  let assemblyFormat = "custom<UsingPropertyInCustom>($prop) attr-dict";
  let arguments = (ins IntArrayProp<I64Prop>:$prop);
}

def TestOpUsingPropertyInCustomAndOther
  : TEST_Op<"using_property_in_custom_and_other"> {
  let summary = "a property set by a `custom` directive, another in `prop-dict`";
  let assemblyFormat = "custom<UsingPropertyInCustom>($prop) prop-dict attr-dict";
  let arguments = (ins
    IntArrayProp<I64Prop>:$prop,
    I64Prop:$other
  );
}

def TestOpUsingPropertyRefInCustom : TEST_Op<"using_property_ref_in_custom"> {
  let summary = "a property read back by a later `custom` directive";
  let assemblyFormat = "custom<IntProperty>($first) `+` custom<SumProperty>($second, ref($first)) attr-dict";
  let arguments = (ins IntProp<"int64_t">:$first, IntProp<"int64_t">:$second);
}

// A `custom` directive starting and anchoring an optional group: its parse hook says
// whether it found anything.
def OptionalCustomAttrOp : TEST_Op<"optional_custom_attr"> {
  let summary = "an optional attribute read by an optional `custom` directive";
  let arguments = (ins OptionalAttr<I1Attr>:$attr);
  let assemblyFormat = "attr-dict (custom<OptionalCustomParser>($attr)^) : (`bar`)?";
}
