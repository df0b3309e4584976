// Names that shadow the generated code's own: arguments named as the builders' locals and
// parameters (`name`, `state`, `loc`, `ctx`, `builder`, `props`, as upstream's
// `memref.get_global` has `$name`), a builder parameter named `state` read by its body,
// builder parameters read by their written names (`$resultType`, `$LHS`, `$op_`), and
// a dialect named `std`, so generated code must reach the standard library by absolute paths.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"

def Hyg_Dialect : Dialect {
  let name = "std";
  let cppNamespace = "hyg";
}

def Hyg_LocalsOp : Op<Hyg_Dialect, "locals"> {
  let summary = "arguments named as the builders' locals";
  let arguments = (ins I32:$name, I32:$state, I32:$loc, I32:$ctx, I32Attr:$builder,
                   OptionalAttr<StrAttr>:$props);
  let results = (outs I32:$op_result);
  let builders = [
    OpBuilder<(ins "::ods_runtime::Type":$ty, "::ods_runtime::ir::Value":$state), [{
      $_state.result_types.push(ty);
      $_state.operands.extend([state, state, state, state]);
    }]>,
    // Parameters read by the names the spec wrote, as a C++ body reads them: the Rust
    // signature snake-cases them (`result_type`, `lhs`, `op`).
    OpBuilder<(ins "::ods_runtime::Type":$resultType, "::ods_runtime::ir::Value":$LHS,
                   "::ods_runtime::ir::Value":$op_), [{
      $_state.result_types.push(resultType);
      $_state.operands.extend([LHS, op_, LHS, op_]);
    }]>
  ];
}

// An operand named `op`, as upstream's `vcix.binary` and `mpi.allreduce` have: the accessor
// takes the name, and the operation stays reachable through `OpView::op`.
def Hyg_OpNamedOp : Op<Hyg_Dialect, "op_named"> {
  let summary = "an operand named op";
  let arguments = (ins I32:$op);
  let results = (outs I32:$res);
}

// A type parameter and an interface method's argument named `ctx`, as the context every
// generated function takes first: they are `ctx_` in Rust, and bodies read them as written.
def Hyg_CtxType : TypeDef<Hyg_Dialect, "Ctx"> {
  let summary = "a type with a parameter named ctx";
  let mnemonic = "ctx";
  let parameters = (ins "int64_t":$ctx);
  let builders = [TypeBuilder<(ins "int64_t":$ctx), [{ Self::get($_ctxt, ctx + 1) }]>];
}

def Hyg_CtxInterface : OpInterface<"CtxInterface"> {
  let cppNamespace = "::hyg";
  let methods = [
    InterfaceMethod<"adds the argument to 1", "int64_t", "plusOne", (ins "int64_t":$ctx),
      [{}], [{ ctx + 1 }]>
  ];
}

def Hyg_CtxOp : Op<Hyg_Dialect, "ctx_iface", [Hyg_CtxInterface]> {
  let summary = "an op with an interface whose method's argument is named ctx";
}

// Interface method arguments named as the model's own parameters (`op`, `value`).
def Hyg_OpArgInterface : OpInterface<"OpArgInterface"> {
  let cppNamespace = "::hyg";
  let methods = [
    InterfaceMethod<"returns the argument", "int64_t", "echo", (ins "int64_t":$op),
      [{}], [{ op }]>
  ];
}

def Hyg_OpArgOp : Op<Hyg_Dialect, "op_arg", [Hyg_OpArgInterface]> {
  let summary = "an op with an interface whose method's argument is named op";
}

// An op named `Some`: the file's top level imports the dialect's ops, so the generated
// enums and types name the prelude's `Some` by its path. A type parameter named `parse`,
// whose accessor is `parse_param`, the name of the runtime's function parsing a parameter:
// the generated parser calls that function through its trait.
def Hyg_Some : Op<Hyg_Dialect, "some"> {
  let summary = "an op named Some";
}

def Hyg_Kind : I32EnumAttr<"HygKind", "a kind", [I32EnumAttrCase<"first", 0>]> {
  let cppNamespace = "hyg";
}

def Hyg_ParseType : TypeDef<Hyg_Dialect, "Parse"> {
  let summary = "a type with a parameter named parse";
  let mnemonic = "parse";
  let parameters = (ins "int64_t":$parse);
  let assemblyFormat = "`<` $parse `>`";
}

// Builders named by their parameters as the generated builders are (`$state`,
// `$inferred`, `$with, $values`) take a numbered name instead; parameters equal up to case
// are numbered; an attribute named `ty`, as
// the library's conversions name their local type, converted by `build_with_values`.
def Hyg_BuilderNamesOp : Op<Hyg_Dialect, "builder_names"> {
  let summary = "builders named like the generated ones";
  let arguments = (ins I32Attr:$ty, I64Attr:$all, DefaultValuedAttr<I32ArrayAttr, "{}">:$tys);
  let builders = [
    OpBuilder<(ins "int64_t":$state), [{
      let ods_ty = ::ods_runtime::Type::int($_builder, 32);
      let attr = ::ods_runtime::Attribute::integer($_builder, ods_ty, state);
      $_state.properties_or_default::<BuilderNamesOpProperties>().ty =
          ::core::option::Option::Some(attr);
      let ods_ty = ::ods_runtime::Type::int($_builder, 64);
      let attr = ::ods_runtime::Attribute::integer($_builder, ods_ty, state * 2);
      $_state.properties_or_default::<BuilderNamesOpProperties>().all =
          ::core::option::Option::Some(attr);
    }]>,
    // Parameters distinct only in case, as C++ allows: `x1` and `x1_1` in Rust, each read
    // by the name the body writes.
    OpBuilder<(ins "int64_t":$X1, "int64_t":$x1), [{
      let ods_ty = ::ods_runtime::Type::int($_builder, 32);
      let attr = ::ods_runtime::Attribute::integer($_builder, ods_ty, X1);
      $_state.properties_or_default::<BuilderNamesOpProperties>().ty =
          ::core::option::Option::Some(attr);
      let ods_ty = ::ods_runtime::Type::int($_builder, 64);
      let attr = ::ods_runtime::Attribute::integer($_builder, ods_ty, x1);
      $_state.properties_or_default::<BuilderNamesOpProperties>().all =
          ::core::option::Option::Some(attr);
    }]>,
    OpBuilder<(ins "int64_t":$inferred), [{
      let ods_ty = ::ods_runtime::Type::int($_builder, 32);
      let attr = ::ods_runtime::Attribute::integer($_builder, ods_ty, inferred);
      $_state.properties_or_default::<BuilderNamesOpProperties>().ty =
          ::core::option::Option::Some(attr);
      let ods_ty = ::ods_runtime::Type::int($_builder, 64);
      let attr = ::ods_runtime::Attribute::integer($_builder, ods_ty, -inferred);
      $_state.properties_or_default::<BuilderNamesOpProperties>().all =
          ::core::option::Option::Some(attr);
    }]>
  ];
}

// An attribute named `cast`, as upstream's `linalg.copy` has: the accessor takes the name,
// and the op is cast with `OpRef::dyn_cast`.
def Hyg_CastSlotOp : Op<Hyg_Dialect, "cast_slot"> {
  let summary = "an attribute named cast";
  let arguments = (ins I32Attr:$cast);
}

// Slots whose getters take C++'s `get` prefix (`getBuild`): an operand named `build`, a
// result named `create` and a region named `new` (methods every op or adaptor has), an
// attribute `set_x` beside the attribute `x` (whose setter is `set_x`), a result named
// `get_ods_results`, and an attribute `y` whose stored-attribute getter `y_attr` is an
// operand's accessor, as C++ keeps `getYAttr` for the operand. Arguments named as the
// generated code's own locals (`$odsState`, `$ods_builder`) and a builder parameter
// `$ods_loc` read by its body are builder parameters with a trailing `_`.
def Hyg_GetterPrefixOp : Op<Hyg_Dialect, "getter_prefix", [
    PredOpTrait<"build and y_attr agree", CPred<"$build == $y_attr || $x == 7">>]> {
  let summary = "slots whose getters take the get prefix";
  let arguments = (ins I32:$build, I32Attr:$x, I32Attr:$set_x, I32Attr:$y, I32:$y_attr,
                   I32:$odsState, OptionalAttr<I32Attr>:$ods_builder);
  let results = (outs I32:$create, I32:$get_ods_results);
  let regions = (region AnyRegion:$new);
  let builders = [
    OpBuilder<(ins "::ods_runtime::ir::Value":$ods_loc, "::ods_runtime::Type":$ods_ty), [{
      $_state.result_types.extend([ods_ty, ods_ty]);
      $_state.operands.extend([ods_loc, ods_loc, ods_loc]);
      let i32 = ::ods_runtime::Type::int($_builder, 32);
      let seven = ::ods_runtime::Attribute::integer($_builder, i32, 7);
      let p = $_state.properties_or_default::<GetterPrefixOpProperties>();
      p.x = ::core::option::Option::Some(seven);
      p.set_x = ::core::option::Option::Some(seven);
      p.y = ::core::option::Option::Some(seven);
      let ods_region = ::ods_runtime::ir::RegionId::create($_builder);
      $_state.regions.push(ods_region);
    }]>
  ];
}

// Slots whose names have one snake case (`LHS` and `lhs`, `FooBar` and `fooBAR`) and
// distinct C++ accessors (`getLHS`, `getLhs`): the first keeps the snake-case name, the
// other is numbered (`lhs_1`) in every Rust name it gives (accessor, setters, field, builder
// parameter).
def Hyg_CaseTwinsOp : Op<Hyg_Dialect, "case_twins"> {
  let summary = "slots whose names differ only in case";
  let arguments = (ins I32:$LHS, I32Attr:$lhs, I32Prop:$FooBar, I32Attr:$fooBAR);
  let results = (outs I32:$RES);
  let successors = (successor AnySuccessor:$res);
}

// Enum cases whose Rust names coincide (`aB` and `a_b` are both `AB`; `readOnly` and
// `READ_ONLY` both `READ_ONLY`), distinct in C++: the later case takes the first number no
// case has (`AB2`, as `aB1` is `AB1`; `READ_ONLY_1`).
def Hyg_TwinKind : I32EnumAttr<"TwinKind", "cases equal in camel case",
    [I32EnumAttrCase<"aB", 0>, I32EnumAttrCase<"a_b", 1>, I32EnumAttrCase<"aB1", 2>]> {
  let cppNamespace = "hyg";
}

def Hyg_TwinBits : I32BitEnumAttr<"TwinBits", "bits equal in shouty case",
    [I32BitEnumAttrCaseBit<"readOnly", 0>, I32BitEnumAttrCaseBit<"READ_ONLY", 1>]> {
  let cppNamespace = "hyg";
}

// A prefixed getter meeting another: the attribute `set_len` (beside `len`'s setter) is
// `get_set_len`, the result `set_len_attr` (beside `len`'s `set_len_attr`) is
// `get_set_len_attr`, which is also the attribute's stored-attribute getter; C++ gives
// `getSetLenAttr` to the result, so the attribute's getters take the prefix again.
def Hyg_TwicePrefixedOp : Op<Hyg_Dialect, "twice_prefixed"> {
  let summary = "a getter prefixed twice";
  let arguments = (ins I32Attr:$len, I32Attr:$set_len);
  let results = (outs I32:$set_len_attr);
}

// Definitions named as the items ods-build generates beside another definition and that
// mlir-tblgen's C++ does not have (its hooks are methods, its storage classes live in
// `detail`, its interface traits in `detail`): `ShapeHooks` and `ShapeFoldAdaptor` beside
// op `Shape`'s hooks trait and fold adaptor, `BoxTypeStorage` and `BoxTypeHooks` beside the
// type `BoxType`'s, and an enum `ShapedImpl` beside interface `Shaped`'s implementation
// trait. The spec's definitions keep their names; the generated items are numbered
// (`ShapeHooks1`, `ShapeFoldAdaptor1`, `BoxTypeStorage1`, `BoxTypeHooks1`, `ShapedImpl1`).
def Hyg_Shaped : OpInterface<"Shaped"> {
  let cppNamespace = "::hyg";
  let methods = [
    InterfaceMethod<"the rank", "int64_t", "rank", (ins), [{}], [{ 2 }]>
  ];
}

def Hyg_Shape : Op<Hyg_Dialect, "shape", [Hyg_Shaped]> {
  let summary = "an op whose hooks trait and fold adaptor other ops are named as";
  let arguments = (ins I32:$x);
  let results = (outs I32:$y);
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Hyg_ShapeHooks : Op<Hyg_Dialect, "shape_hooks"> {
  let summary = "an op named as another op's hooks trait";
}

def Hyg_ShapeFoldAdaptor : Op<Hyg_Dialect, "shape_fold_adaptor"> {
  let summary = "an op named as another op's fold adaptor";
}

def Hyg_BoxType : TypeDef<Hyg_Dialect, "Box"> {
  let summary = "a type whose storage and hooks ops are named as";
  let mnemonic = "box";
  let parameters = (ins "int64_t":$width);
  let assemblyFormat = "`<` $width `>`";
  let genVerifyDecl = 1;
}

def Hyg_BoxTypeStorage : Op<Hyg_Dialect, "box_storage"> {
  let summary = "an op named as a type's storage";
}

def Hyg_BoxTypeHooks : Op<Hyg_Dialect, "box_hooks"> {
  let summary = "an op named as a type's hooks trait";
}

def Hyg_ShapedImpl : I32EnumAttr<"ShapedImpl", "an enum named as an interface's trait",
    [I32EnumAttrCase<"plain", 0>]> {
  let cppNamespace = "hyg";
}
