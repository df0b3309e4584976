//! Seeded generator of valid ODS specs whose user-chosen names are the hardest for generated
//! Rust: keywords, prelude names, the names of generated methods and of the generated code's
//! own locals and parameters, and names that collide only once converted to Rust case. The
//! hygiene test (`tests/tests/ods_hygiene.rs`) runs each spec through mlir-tblgen and
//! ods-build and compiles what ods-build generates.

use crate::mutate::Rng;

/// Rust keywords a raw identifier can spell, and the reserved ones.
const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "dyn", "else", "enum", "extern", "false",
    "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "static", "struct", "trait", "true", "type", "unsafe", "use", "where",
    "while", "abstract", "become", "box", "do", "final", "macro", "override", "priv", "try",
    "typeof", "unsized", "virtual", "yield",
];

/// Names of the prelude, of primitive types and of crates.
const PRELUDE: &[&str] = &[
    "Option", "Result", "Vec", "String", "Box", "Some", "None", "Ok", "Err", "Default", "Clone",
    "Copy", "Send", "Sized", "Into", "From", "Iterator", "drop", "std", "core", "alloc", "i32",
    "i64", "u8", "bool", "str", "usize", "format", "matches", "panic", "vec",
];

/// Methods and associated items of a generated op, adaptor, properties or hooks trait.
const METHODS: &[&str] = &[
    "create",
    "get_ods_operands",
    "get_ods_results",
    "operand_range",
    "result_range",
    "inherent_attr_violation",
    "properties_to_attribute",
    "properties_from_attribute",
    "properties_inherent_attr",
    "create_inferred",
    "build_with_values",
    "definition",
    "verify",
    "fold",
    "parse",
    "print",
    "new",
    "operands",
    "results",
    "attributes",
    "regions",
    "successors",
    "get",
    "from_storage",
    "storage",
];

/// Locals and parameters of generated code.
const INTERNAL: &[&str] = &[
    "name",
    "state",
    "loc",
    "ctx",
    "builder",
    "props",
    "p",
    "attr",
    "value",
    "ty",
    "len",
    "start",
    "index",
    "i",
    "segments",
    "entries",
    "region",
    "sizes",
    "total",
    "item",
    "default",
    "all",
    "types",
    "g",
    "a",
    "parser",
    "printer",
    "result",
    "operand",
    "op_",
    "self_",
    "odsState",
    "ods_ctx",
    "ods_state",
    "__ods_x",
];

/// Groups of names equal once in snake_case or UpperCamelCase.
const CASE_GROUPS: &[&[&str]] = &[
    &["fooBar", "foo_bar", "FooBar"],
    &["a_b", "aB", "AB"],
    &["x1", "X1"],
    &["get", "Get"],
    &["lhs", "Lhs", "LHS"],
];

/// Names of op classes (C++ class names) that may shadow Rust items, among them the names of
/// items ods-build generates beside an op, a type or an interface (`FooFoldAdaptor`,
/// `TyTypeStorage`, `IfaceModel`), which C++ has not.
const OP_CLASSES: &[&str] = &[
    "Option",
    "Result",
    "Vec",
    "String",
    "Box",
    "Some",
    "None",
    "Ok",
    "Err",
    "Dialect",
    "DialectHooks",
    "Default",
    "Clone",
    "Copy",
    "Debug",
    "Hash",
    "Context",
    "Type",
    "Attribute",
    "Value",
    "Location",
    "Foo",
    "FooAdaptor",
    "FooProperties",
    "FooHooks",
    "FooFoldAdaptor",
    "FooGenericAdaptor",
    "TyTypeStorage",
    "IfaceModel",
    "Self_",
    "Sized",
    "Send",
    "Into",
    "From",
];

/// Dialect names that shadow crates or prelude modules.
const DIALECTS: &[&str] = &[
    "std",
    "core",
    "alloc",
    "h",
    "ods_runtime",
    "fmt",
    "ops",
    "prelude",
];

/// One generated spec: its text and a short label of what it holds.
pub struct HygieneSpec {
    /// The `.td` text.
    pub text: String,
}

fn pick<'a>(rng: &mut Rng, pool: &[&'a str]) -> &'a str {
    pool[rng.below(pool.len())]
}

/// A name for a user item: from one of the pools above, or derived from a name already used
/// (`set_x`, `x_attr`, `x_attr_name`).
fn user_name(rng: &mut Rng, used: &[String]) -> String {
    match rng.below(8) {
        0 | 1 => pick(rng, KEYWORDS).to_string(),
        2 => pick(rng, PRELUDE).to_string(),
        3 => pick(rng, METHODS).to_string(),
        4 | 5 => pick(rng, INTERNAL).to_string(),
        6 => {
            let group = CASE_GROUPS[rng.below(CASE_GROUPS.len())];
            pick(rng, group).to_string()
        }
        _ => match used.get(rng.below(used.len().max(1))) {
            Some(base) => {
                let forms = ["set_{}", "{}_attr", "{}_attr_name", "{}_mut", "{}Attr"];
                pick(rng, &forms).replace("{}", base)
            }
            None => pick(rng, INTERNAL).to_string(),
        },
    }
}

/// Generates spec number `index` of the run seeded with `seed`.
pub fn generate(seed: u64, index: usize) -> HygieneSpec {
    let mut rng =
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (index as u64).wrapping_add(1) << 17 | 1);
    for _ in 0..4 {
        rng.next_u64();
    }
    let mut out = String::new();
    out.push_str("include \"mlir/IR/OpBase.td\"\ninclude \"mlir/IR/EnumAttr.td\"\n");
    let dialect = pick(&mut rng, DIALECTS);
    out.push_str(&format!(
        "def HygieneDialect : Dialect {{\n  let name = \"{dialect}\";\n  let cppNamespace = \"::h\";\n}}\n"
    ));
    let enum_def = (rng.below(3) == 0).then(|| enum_spec(&mut rng, &mut out));
    if rng.below(3) == 0 {
        typedef_spec(&mut rng, &mut out);
    }
    let interface = (rng.below(3) == 0).then(|| interface_spec(&mut rng, &mut out));
    let ops = 1 + rng.below(3);
    let mut classes: Vec<&str> = Vec::new();
    for i in 0..ops {
        let class = pick(&mut rng, OP_CLASSES);
        if classes.contains(&class) {
            continue;
        }
        classes.push(class);
        op_spec(
            &mut rng,
            &mut out,
            class,
            i,
            enum_def.as_deref(),
            interface.as_deref(),
        );
    }
    HygieneSpec { text: out }
}

/// An `I32EnumAttr` whose case symbols come from the pools; returns its def name.
fn enum_spec(rng: &mut Rng, out: &mut String) -> String {
    let cases = 1 + rng.below(4);
    let mut seen: Vec<String> = Vec::new();
    let mut list = Vec::new();
    for value in 0..cases {
        let sym = user_name(rng, &seen);
        if seen.contains(&sym) {
            continue;
        }
        list.push(format!("I32EnumAttrCase<\"{sym}\", {value}>"));
        seen.push(sym);
    }
    let name = pick(
        rng,
        &[
            "E",
            "Option",
            "Kind",
            "Result",
            "Ordering",
            "IfaceImpl",
            "IfaceModel",
        ],
    );
    out.push_str(&format!(
        "def H_Enum : I32EnumAttr<\"{name}\", \"an enum\", [{}]> {{\n  let cppNamespace = \"::h\";\n}}\n",
        list.join(", ")
    ));
    "H_Enum".to_string()
}

/// A `TypeDef` whose parameters are named from the pools.
fn typedef_spec(rng: &mut Rng, out: &mut String) {
    let mut names: Vec<String> = Vec::new();
    for _ in 0..1 + rng.below(3) {
        let n = user_name(rng, &names);
        if !names.contains(&n) {
            names.push(n);
        }
    }
    let params: Vec<String> = names.iter().map(|n| format!("\"int64_t\":${n}")).collect();
    let class = pick(rng, &["Ty", "Option", "Type", "Vec"]);
    // mlir-tblgen needs a mnemonic to name the type; the format prints every parameter.
    let format: Vec<String> = names.iter().map(|n| format!("${n}")).collect();
    out.push_str(&format!(
        "def H_Ty : TypeDef<HygieneDialect, \"{class}\"> {{\n  let mnemonic = \"ty\";\n  \
         let parameters = (ins {});\n  let assemblyFormat = \"`<` {} `>`\";\n}}\n",
        params.join(", "),
        format.join(" `,` ")
    ));
}

/// An `OpInterface` with one method whose name and arguments come from the pools, with a
/// default implementation; returns its def name.
fn interface_spec(rng: &mut Rng, out: &mut String) -> String {
    let mut args: Vec<String> = Vec::new();
    for _ in 0..rng.below(3) {
        let n = user_name(rng, &args);
        if !args.contains(&n) {
            args.push(n);
        }
    }
    let method = user_name(rng, &args);
    let ins: Vec<String> = args.iter().map(|n| format!("\"int64_t\":${n}")).collect();
    let class = pick(rng, &["Iface", "Option", "Result", "Default"]);
    out.push_str(&format!(
        "def H_Iface : OpInterface<\"{class}\"> {{\n  let cppNamespace = \"::h\";\n  let methods = [\n    InterfaceMethod<\"a method\", \"int64_t\", \"{method}\", (ins {}), [{{}}], [{{ 0 }}]>\n  ];\n}}\n",
        ins.join(", ")
    ));
    "H_Iface".to_string()
}

/// One op with arguments, results, regions, successors and maybe a builder, all named from
/// the pools.
fn op_spec(
    rng: &mut Rng,
    out: &mut String,
    class: &str,
    index: usize,
    enum_def: Option<&str>,
    interface: Option<&str>,
) {
    let mut used: Vec<String> = Vec::new();
    let fresh = |rng: &mut Rng, used: &mut Vec<String>| -> String {
        let n = user_name(rng, used);
        used.push(n.clone());
        n
    };
    let mut args = Vec::new();
    let mut variable_operand = false;
    for _ in 0..rng.below(5) {
        let n = fresh(rng, &mut used);
        let kind = match rng.below(9) {
            0 if !variable_operand => {
                variable_operand = true;
                "Variadic<I32>"
            }
            1 if !variable_operand => {
                variable_operand = true;
                "Optional<I32>"
            }
            0..=2 => "I32",
            3 => "I32Attr",
            4 => "OptionalAttr<StrAttr>",
            5 => "UnitAttr",
            6 => "DefaultValuedAttr<I32Attr, \"3\">",
            7 => "I32Prop",
            _ => enum_def.unwrap_or("I64Attr"),
        };
        args.push(format!("{kind}:${n}"));
    }
    let mut results = Vec::new();
    for i in 0..rng.below(3) {
        let n = fresh(rng, &mut used);
        let kind = if i == 0 && rng.below(3) == 0 {
            "Variadic<I32>"
        } else {
            "I32"
        };
        results.push(format!("{kind}:${n}"));
    }
    results.sort_by_key(|r| r.starts_with("Variadic"));
    let mut regions = Vec::new();
    for _ in 0..rng.below(2) {
        let n = fresh(rng, &mut used);
        regions.push(format!("AnyRegion:${n}"));
    }
    let mut successors = Vec::new();
    for _ in 0..rng.below(2) {
        let n = fresh(rng, &mut used);
        successors.push(format!("AnySuccessor:${n}"));
    }
    let traits = match interface {
        Some(i) if rng.below(2) == 0 => format!("[{i}]"),
        _ => "[]".to_string(),
    };
    out.push_str(&format!(
        "def H_{class} : Op<HygieneDialect, \"op{index}\", {traits}> {{\n  let arguments = (ins {});\n  let results = (outs {});\n",
        args.join(", "),
        results.join(", ")
    ));
    if !regions.is_empty() {
        out.push_str(&format!(
            "  let regions = (region {});\n",
            regions.join(", ")
        ));
    }
    if !successors.is_empty() {
        out.push_str(&format!(
            "  let successors = (successor {});\n",
            successors.join(", ")
        ));
    }
    if rng.below(3) == 0 {
        let mut params = Vec::new();
        let mut names: Vec<String> = Vec::new();
        for _ in 0..1 + rng.below(2) {
            let n = user_name(rng, &names);
            if !names.contains(&n) {
                params.push(format!("\"int64_t\":${n}"));
                names.push(n);
            }
        }
        // The body reads every parameter and the state, so a parameter renamed in the
        // signature but not in the body, or a state shadowed by a parameter, fails to build.
        let reads: Vec<String> = names
            .iter()
            .filter(|n| !KEYWORDS.contains(&n.as_str()))
            .map(|n| format!("let _: i64 = {n};"))
            .collect();
        out.push_str(&format!(
            "  let builders = [OpBuilder<(ins {}), [{{ {} let _ = &$_state; }}]>];\n",
            params.join(", "),
            reads.join(" ")
        ));
    }
    out.push_str("}\n");
}
