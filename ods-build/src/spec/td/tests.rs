//! Tests of the records -> model lowering: idioms, diagnostics and round trips through YAML.

use super::traits::RUNTIME_TRAITS;
use super::*;
use crate::diag::{Anchor, Loc};
use crate::model::{AttrKind, Trait};

/// `RUNTIME_TRAITS` lists exactly the op traits `ods-runtime/src/traits.rs` defines: its
/// `pub struct`s and the names its `marker_trait!`, `count_trait!` and
/// `bounded_count_trait!` invocations define.
#[test]
fn runtime_traits_are_the_runtime_modules() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../ods-runtime/src/traits.rs");
    let text = std::fs::read_to_string(path).expect("the runtime's traits.rs");
    let mut found = BTreeSet::new();
    let ident = |rest: &str| -> String {
        rest.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut lines = text.lines().map(str::trim).peekable();
    while let Some(line) = lines.next() {
        // (`pub struct $name;` inside a macro's body names no trait.)
        if let Some(rest) = line.strip_prefix("pub struct ")
            && !rest.starts_with('$')
        {
            found.insert(ident(rest));
        }
        let invocation = ["marker_trait!(", "count_trait!(", "bounded_count_trait!("]
            .iter()
            .any(|m| line.starts_with(m) && !line.starts_with("macro_rules"));
        if invocation {
            // The defined name is the first line of the invocation that is not a doc
            // comment or an attribute.
            while let Some(next) = lines.peek() {
                if next.starts_with("///") || next.starts_with("#[") || next.is_empty() {
                    lines.next();
                } else {
                    break;
                }
            }
            if let Some(next) = lines.next() {
                found.insert(ident(next));
            }
        }
    }
    let listed: BTreeSet<String> = RUNTIME_TRAITS.iter().map(|s| s.to_string()).collect();
    assert_eq!(listed, found);
}

/// Lowers and validates `text` as the main file `x.td`.
fn load(text: &str) -> Result<Spec, Error> {
    let mut tg = ods_tablegen::TableGen::new();
    for (name, text) in crate::library::FILES {
        tg.virtual_file(*name, *text);
    }
    let records = tg
        .load_source("x.td", text)
        .map_err(|d| Error::new(Loc::new("x.td", 1, 1), d.message.clone()))?;
    let set = RecordSet::from_tablegen(&records, "x.td");
    let spec = lower(&set)?;
    spec.validate()?;
    Ok(spec)
}

/// As mlir-tblgen, an enum written inline in an `EnumAttr` (an anonymous record, as
/// SPIR-V writes its enums) is generated, once.
#[test]
fn inline_enums_are_generated() {
    let spec = load(
        r#"
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
class T_Enum<string name, list<I32EnumAttrCase> cases>
: I32EnumAttr<name, "an enum", cases> { let cppNamespace = "::t"; }
def T_KindAttr : EnumAttr<T_Dialect, T_Enum<"Kind", [
I32EnumAttrCase<"a", 0>, I32EnumAttrCase<"b", 1>]>, "kind"> {
  let assemblyFormat = "`<` $value `>`";
}
"#,
    )
    .expect("spec is valid");
    let names: Vec<&str> = spec.enums.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["Kind"]);
}

/// A `ParamNativeOpTrait` whose parameters are op classes (IRDL's
/// `AtMostOneChildOf<"OperandsOp, ResultsOp">`) is called with the ops' full names; one
/// with other parameters keeps them as generic arguments.
#[test]
fn op_class_parameters_of_native_traits_become_op_names() {
    let spec = load(
        r#"
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_AOp : Op<T_Dialect, "a">;
def T_BOp : Op<T_Dialect, "b">;
def T_HolderOp : Op<T_Dialect, "holder", [
ParamNativeOpTrait<"AtMostOneChildOf", "AOp, BOp">,
ParamNativeOpTrait<"NOperands", "2">]> {
  let arguments = (ins AnyType:$x, AnyType:$y);
}
"#,
    )
    .expect("spec is valid");
    let op = spec
        .ops
        .iter()
        .find(|o| o.def_name == "T_HolderOp")
        .expect("op");
    let rust: Vec<&str> = op
        .traits
        .iter()
        .filter_map(|t| match t {
            Trait::Native { rust, .. } => Some(rust.as_str()),
            _ => None,
        })
        .collect();
    assert!(
        rust.contains(&r#"::ods_runtime::traits::AtMostOneChildOf(&["t.a", "t.b"])"#),
        "{rust:?}"
    );
    assert!(
        rust.contains(&"::ods_runtime::traits::NOperands::<2>"),
        "{rust:?}"
    );
}

/// As in mlir-tblgen, an `assemblyFormat` wins over `hasCustomAssemblyFormat` (SPIR-V's
/// base op sets the bit, its ops a format); an empty format does not.
#[test]
fn a_format_wins_over_the_custom_format_bit() {
    let spec = load(
        r#"
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m> : Op<T_Dialect, m> { let hasCustomAssemblyFormat = 1; }
def T_A : T_Op<"a"> { let assemblyFormat = "attr-dict"; }
def T_B : T_Op<"b">;
"#,
    )
    .expect("accepted, as by mlir-tblgen");
    assert!(!spec.ops[0].hooks.custom_assembly_format);
    assert!(spec.ops[1].hooks.custom_assembly_format);
}

/// One `dependentDialects` entry may name several dialects, as C++ template arguments.
#[test]
fn a_dependent_dialects_entry_may_name_several() {
    let spec = load(
        r#"
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect {
  let name = "t";
  let dependentDialects = ["::mlir::LLVM::LLVMDialect, ::mlir::func::FuncDialect", "x::XDialect"];
}
"#,
    )
    .expect("lowers");
    assert_eq!(
        spec.dialects[0].dependent_dialects,
        [
            "::mlir::LLVM::LLVMDialect",
            "::mlir::func::FuncDialect",
            "x::XDialect"
        ]
    );
}

/// A dialect split over files, as upstream's (`ArithOps.td` including `ArithBase.td`):
/// the main file's dialect is generated whole, from whichever file holds its records;
/// another dialect's records, included too, are not.
#[test]
fn a_dialect_split_over_included_files_is_generated_whole() {
    let mut tg = ods_tablegen::TableGen::new();
    for (name, text) in crate::library::FILES {
        tg.virtual_file(*name, *text);
    }
    tg.virtual_file(
        "m/Base.td",
        r#"
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def M_Dialect : Dialect { let name = "m"; let cppNamespace = "::mlir::m"; }
def M_Kind : I32Enum<"Kind", "a kind", [I32EnumCase<"A", 0, "a">]> {
  let cppNamespace = "::mlir::m";
}
def M_KindAttr : EnumAttr<M_Dialect, M_Kind, "kind">;
def M_BaseOp : Op<M_Dialect, "base">;
"#,
    );
    tg.virtual_file(
        "o/Other.td",
        r#"
include "mlir/IR/OpBase.td"
def O_Dialect : Dialect { let name = "o"; let cppNamespace = "::mlir::o"; }
def O_Shade : I32Enum<"Shade", "a shade", [I32EnumCase<"B", 0, "b">]> {
  let cppNamespace = "::mlir::o";
}
def O_OtherOp : Op<O_Dialect, "other">;
"#,
    );
    let records = tg
        .load_source(
            "x.td",
            "include \"m/Base.td\"\ninclude \"o/Other.td\"\n\
             def M_UseOp : Op<M_Dialect, \"use\"> { let arguments = (ins M_KindAttr:$k); }\n",
        )
        .expect("the spec loads");
    let set = RecordSet::from_tablegen(&records, "x.td");
    let spec = lower(&set).expect("the spec lowers");
    spec.validate().expect("the spec is valid");
    let ops: Vec<&str> = spec.ops.iter().map(|o| o.def_name.as_str()).collect();
    assert_eq!(ops, ["M_BaseOp", "M_UseOp"]);
    let enums: Vec<&str> = spec.enums.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(enums, ["Kind"]);
    let attrs: Vec<&str> = spec.attrdefs.iter().map(|a| a.def_name.as_str()).collect();
    assert_eq!(attrs, ["M_KindAttr"]);
    let dialects: Vec<&str> = spec.dialects.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(dialects, ["m"]);
}

pub(super) fn op<'s>(spec: &'s Spec, def: &str) -> &'s Operator {
    spec.ops
        .iter()
        .find(|o| o.def_name == def)
        .unwrap_or_else(|| panic!("no op {def}"))
}

fn rust_of<'o>(op: &'o Operator, name: &str) -> Vec<&'o str> {
    op.traits
        .iter()
        .filter_map(|t| match t {
            Trait::Native { name: n, rust, .. } if n == name => Some(rust.as_str()),
            _ => None,
        })
        .collect()
}

const HEAD: &str = r#"
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::mlir::t"; }
def T_ScopeOp : Op<T_Dialect, "scope"> { let regions = (region AnyRegion:$body); }
def T_YieldOp : Op<T_Dialect, "yield">;
"#;

#[test]
fn op_names_in_traits_resolve_to_full_names() {
    let spec = load(&format!(
        r#"{HEAD}
def T_A : Op<T_Dialect, "a", [HasParent<"ScopeOp">]>;
def T_B : Op<T_Dialect, "b", [HasParent<"T_ScopeOp">]>;
def T_C : Op<T_Dialect, "c", [HasParent<"::mlir::t::ScopeOp">]>;
def T_D : Op<T_Dialect, "d", [ParentOneOf<["t.scope", "other.op"]>]>;
def T_E : Op<T_Dialect, "e", [SingleBlockImplicitTerminator<"YieldOp">]> {{
  let regions = (region AnyRegion:$body);
}}
"#
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    for def in ["T_A", "T_B", "T_C"] {
        assert_eq!(
            rust_of(op(&spec, def), "HasParent"),
            [r#"::ods_runtime::traits::HasParent(&["t.scope"])"#]
        );
    }
    assert_eq!(
        rust_of(op(&spec, "T_D"), "HasParent"),
        [r#"::ods_runtime::traits::HasParent(&["t.scope", "other.op"])"#]
    );
    assert_eq!(
        rust_of(op(&spec, "T_E"), "SingleBlockImplicitTerminator"),
        [r#"::ods_runtime::traits::SingleBlockImplicitTerminator("t.yield")"#]
    );
    assert!(op(&spec, "T_E").has_trait("SingleBlock"));
}

#[test]
fn a_namespaced_op_name_must_match_the_dialect_namespace() {
    let err = load(&format!(
        r#"{HEAD}
def T_A : Op<T_Dialect, "a", [HasParent<"::mlir::scf::ScopeOp">]>;
"#
    ))
    .unwrap_err();
    let d = &err.diagnostics[0];
    assert!(
        d.message
            .contains("no dialect with the namespace `::mlir::scf` defines `ScopeOp`"),
        "{}",
        d.message
    );
    assert!(matches!(&d.anchor, Some(Anchor::Text { text, .. }) if text == "::mlir::scf::ScopeOp"));
}

#[test]
fn cpp_types_map_to_rust() {
    let spec = load(&format!(
        r#"{HEAD}
def T_R : TypeDef<T_Dialect, "R"> {{
  let mnemonic = "r";
  let parameters = (ins "int64_t":$lo, "::llvm::StringRef":$name,
                ArrayRefParameter<"uint32_t">:$dims);
  let builders = [TypeBuilder<(ins "::llvm::ArrayRef<int64_t>":$sizes)>];
}}
def T_Op : Op<T_Dialect, "op"> {{
  let arguments = (ins Property<"unsigned">:$n);
  let builders = [OpBuilder<(ins "::mlir::Type":$ty, "Block *":$block,
                             CArg<"::llvm::StringRef", "{{}}">:$name,
                             CArg<"std::optional<int>", "std::nullopt">:$k)>];
}}
"#
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let r = &spec.typedefs[0];
    let types: Vec<&str> = r.parameters.iter().map(|p| p.rust_type.as_str()).collect();
    assert_eq!(types, ["i64", "String", "Vec<u32>"]);
    assert_eq!(r.builders[0].params[0].rust_type, "&[i64]");
    assert_eq!(r.builders[0].body, None);
    let o = op(&spec, "T_Op");
    assert_eq!(o.properties[0].storage_type, "u32");
    assert_eq!(o.properties[0].interface_type, "u32");
    let params: Vec<(&str, Option<&str>)> = o.builders[0]
        .params
        .iter()
        .map(|p| (p.rust_type.as_str(), p.default.as_deref()))
        .collect();
    assert_eq!(
        params,
        [
            ("::ods_runtime::Type", None),
            ("::ods_runtime::ir::BlockId", None),
            ("&str", Some("Default::default()")),
            ("Option<i32>", Some("None")),
        ]
    );
}

#[test]
fn derived_attribute_fields_follow_the_arguments() {
    let spec = load(&format!(
        r#"{HEAD}
def T_Op : Op<T_Dialect, "op"> {{
  let arguments = (ins I32Attr:$stored, DerivedAttr<"i32", [{{ 1 }}]>:$listed);
  DerivedAttr second = DerivedAttr<"bool", [{{ true }}]>;
  DerivedAttr first = DerivedAttr<"usize", [{{ $_ctxt.op($_op).num_results() }}]>;
}}
"#
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let o = op(&spec, "T_Op");
    let attrs: Vec<(&str, bool)> = o
        .attributes
        .iter()
        .map(|a| (a.name.as_str(), matches!(a.kind, AttrKind::Derived { .. })))
        .collect();
    assert_eq!(
        attrs,
        [
            ("stored", false),
            ("listed", true),
            ("second", true),
            ("first", true)
        ]
    );
    assert_eq!(o.attributes[3].attr.return_type, "usize");
}

#[test]
fn unnamed_operands_and_results_are_accepted() {
    let spec = load(&format!(
        r#"{HEAD}
def T_Op : Op<T_Dialect, "op"> {{
  let arguments = (ins I32, I32:$named, Variadic<I32>);
  let results = (outs I32);
  let traits = [SameVariadicOperandSize];
}}
"#
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let o = op(&spec, "T_Op");
    let names: Vec<&str> = o.operands.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(names, ["", "named", ""]);
    assert_eq!(o.results[0].name, "");
}

#[test]
fn extra_definitions_and_trait_items_join_the_declarations() {
    let spec = load(&format!(
        r#"{HEAD}
def MyTrait : NativeOpTrait<"MyTrait", [], [{{ pub fn from_trait() {{}} }}]> {{
  let cppNamespace = "crate::traits";
}}
def T_Op : Op<T_Dialect, "op", [MyTrait]> {{
  let extraClassDeclaration = [{{ pub fn a() {{}} }}];
  let extraClassDefinition = [{{ pub fn b() {{}} }}];
}}
def T_R : TypeDef<T_Dialect, "R"> {{
  let mnemonic = "r";
  let extraClassDefinition = [{{ pub fn c() {{}} }}];
}}
"#
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let o = op(&spec, "T_Op");
    assert_eq!(
        o.extra_class_declaration,
        " pub fn a() {} \n pub fn b() {} \n pub fn from_trait() {} "
    );
    assert_eq!(rust_of(o, "MyTrait"), ["crate::traits::MyTrait"]);
    assert_eq!(spec.typedefs[0].extra_class_declaration, " pub fn c() {} ");
}

#[test]
fn bare_properties_convert_through_the_runtime_trait() {
    let spec = load(&format!(
        r#"{HEAD}
def T_Op : Op<T_Dialect, "op"> {{
  let arguments = (ins Property<"::llvm::SmallVector<int64_t>">:$dims);
}}
"#
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let p = &op(&spec, "T_Op").properties[0];
    assert_eq!(p.storage_type, "Vec<i64>");
    assert!(
        p.convert_to_attribute
            .contains("PropertyValue::to_attribute")
    );
    assert!(
        p.convert_from_attribute
            .contains("PropertyValue::from_attribute")
    );
}

#[test]
fn descriptions_and_syntax_are_kept_and_round_trip() {
    let spec = load(&format!(
        r#"{HEAD}
def T_Even : Type<CPred<"true">, "even"> {{ let description = "An even type."; }}
def T_Flag : Attr<CPred<"true">, "flag"> {{ let description = "A flag."; }}
def T_Prop : Property<"u32", "count"> {{ let description = "How many."; }}
def T_Out : Res<T_Even, "the output"> {{ let description = "More."; }}
def T_Width : AttrOrTypeParameter<"u32", "width"> {{ let syntax = "`w`"; }}
def T_Op : Op<T_Dialect, "op"> {{
  let arguments = (ins Arg<T_Even, "the input", []>:$a, T_Flag:$f,
                   Arg<T_Prop, "the count">:$n);
  let results = (outs T_Out:$r);
}}
def T_R : TypeDef<T_Dialect, "R"> {{
  let mnemonic = "r";
  let parameters = (ins T_Width:$w);
}}
"#
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let o = op(&spec, "T_Op");
    assert_eq!(o.operands[0].constraint.description, "An even type.");
    assert_eq!(o.operands[0].description, "the input");
    assert_eq!(o.attributes[0].attr.description, "A flag.");
    assert_eq!(o.properties[0].description, "the count\n\nHow many.");
    assert_eq!(o.results[0].description, "the output\n\nMore.");
    assert_eq!(
        spec.typedefs[0].parameters[0].syntax.as_deref(),
        Some("`w`")
    );
    let yaml = crate::spec::yaml::to_string(&spec);
    assert_eq!(crate::spec::yaml::from_str(&yaml, "x.yaml").unwrap(), spec);
}

/// The user-style spec of MLIR idioms lowers, validates and survives the YAML mirror.
#[test]
fn the_idioms_spec_lowers() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let (spec, _) = crate::Config::new()
        .root(&root)
        .load(std::path::Path::new("tests/ods/ok/idioms.td"))
        .unwrap_or_else(|e| panic!("{e}"));
    let yield_op = op(&spec, "Calc_YieldOp");
    assert_eq!(
        rust_of(yield_op, "HasParent"),
        [r#"::ods_runtime::traits::HasParent(&["calc.scope", "calc.loop"])"#]
    );
    let add = op(&spec, "Calc_AddOp");
    assert_eq!(add.operands.len(), 2);
    assert!(add.operands.iter().all(|o| o.name.is_empty()));
    assert!(add.attributes.iter().any(|a| a.name == "hasDims"));
    assert_eq!(spec.enums[0].separator, ", ");
    let yaml = crate::spec::yaml::to_string(&spec);
    assert_eq!(crate::spec::yaml::from_str(&yaml, "x.yaml").unwrap(), spec);
}
