//! Tests of the format front half on ops and types lowered from small specs: valid formats
//! parse into the expected tree, type inference follows the traits, and no input panics.

use super::ast::{ElementKind, Var};
use super::{parse_def, parse_op};
use crate::model::Spec;
use crate::spec::records::RecordSet;

fn lower(text: &str) -> Spec {
    let mut tg = ods_tablegen::TableGen::new();
    for (name, text) in crate::library::FILES {
        tg.virtual_file(*name, *text);
    }
    let records = tg.load_source("x.td", text).expect("spec parses");
    crate::spec::td::lower(&RecordSet::from_tablegen(&records, "x.td")).expect("spec lowers")
}

const OPS: &str = r#"
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [AllTypesMatch<["a", "r"]>]> {
  let arguments = (ins AnyType:$a, Optional<I32>:$b, UnitAttr:$u, OptionalAttr<I32Attr>:$v);
  let results = (outs AnyType:$r);
  let regions = (region AnyRegion:$body);
  let successors = (successor AnySuccessor:$dest);
}
def T_Tw : Op<T_Dialect, "tw", [TypesMatchWith<"r from a", "a", "r", "$_self">]> {
  let arguments = (ins AnyType:$a);
  let results = (outs AnyType:$r);
}
def T_R : TypeDef<T_Dialect, "R"> {
  let mnemonic = "r";
  let parameters = (ins "u32":$low, OptionalParameter<"u32">:$high);
}
"#;

#[test]
fn a_full_op_format_parses_into_its_tree() {
    let spec = lower(OPS);
    let op = &spec.ops[0];
    let format = parse_op(
        op,
        "$a (`,` $b^)? (`unit` $u^)? custom<Dest>($dest, ref($a)) $body oilist(`v` $v) \
         attr-dict `:` qualified(type($a))",
    )
    .unwrap();
    let kinds: Vec<&ElementKind> = format.elements.iter().map(|e| &e.kind).collect();
    assert_eq!(kinds[0], &ElementKind::Variable(Var::Operand(0)));
    assert!(
        matches!(kinds[1], ElementKind::Optional(g) if g.anchor.index == 1 && !g.anchor.in_else)
    );
    assert!(
        matches!(kinds[3], ElementKind::Custom { name, args } if name == "Dest" && args.len() == 2)
    );
    assert_eq!(kinds[4], &ElementKind::Variable(Var::Region(0)));
    assert!(matches!(kinds[5], ElementKind::OIList(c) if c[0].literal == "v"));
    assert!(format.elements.last().unwrap().qualified);
}

#[test]
fn traits_resolve_types() {
    let spec = lower(OPS);
    let op = &spec.ops[0];
    // AllTypesMatch: the result's type comes from the operand's, and the reverse.
    let ok = "$a $b $body $dest attr-dict `:` type($a)";
    assert!(parse_op(op, ok).is_ok());
    assert!(parse_op(op, "$a $b $body $dest attr-dict `:` type($r)").is_ok());
    let e = parse_op(op, "$a $b $body $dest attr-dict").unwrap_err();
    assert!(e.message.starts_with("type of result #0"), "{}", e.message);
    // TypesMatchWith goes one way only.
    let tw = &spec.ops[1];
    assert!(parse_op(tw, "$a attr-dict `:` type($a)").is_ok());
    assert!(parse_op(tw, "$a attr-dict `:` type($r)").is_err());
}

#[test]
fn types_match_with_plans_a_transform() {
    use super::plan::{TypeSource, plan};
    let spec = lower(OPS);
    let tw = &spec.ops[1];
    let format = parse_op(tw, "$a attr-dict `:` type($a)").unwrap();
    let p = plan(tw, &format, &[]).unwrap();
    assert_eq!(p.operands, vec![TypeSource::Parsed]);
    assert_eq!(
        p.results,
        vec![TypeSource::Transform {
            from: Var::Operand(0),
            transformer: "$_self".into(),
            ranged: false,
            each: false,
        }]
    );
}

#[test]
fn type_formats_need_every_required_parameter() {
    let spec = lower(OPS);
    let def = &spec.typedefs[0];
    assert!(parse_def(def, "`<` $low (`,` $high^)? `>`").is_ok());
    assert!(parse_def(def, "`<` struct(params) `>`").is_ok());
    let e = parse_def(def, "`<` $high `>`").unwrap_err();
    assert_eq!(e.message, "format is missing reference to parameter: low");
    let e = parse_def(def, "`<` $low `,` $hgh `>`").unwrap_err();
    assert_eq!(
        (e.offset, e.message.as_str()),
        (13, "T_R has no parameter named 'hgh'")
    );
}

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn no_format_string_panics() {
    let spec = lower(OPS);
    const PIECES: &[&str] = &[
        "$a",
        "$b",
        "$r",
        "$u",
        "$v",
        "$body",
        "$dest",
        "$low",
        "$high",
        "$",
        "`",
        "``",
        "` `",
        "`\\n`",
        "`x`",
        "`,`",
        "(",
        ")",
        ")?",
        "?",
        "^",
        ":",
        ",",
        "<",
        ">",
        "|",
        "*",
        "=",
        "attr-dict",
        "attr-dict-with-keyword",
        "prop-dict",
        "custom",
        "custom<X>(",
        "ref(",
        "type(",
        "qualified(",
        "functional-type(",
        "operands",
        "results",
        "regions",
        "successors",
        "oilist(",
        "params",
        "struct(",
        "\"s\"",
        "\"",
        "é",
        "\0",
        " ",
        "\n",
        "%",
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..20_000 {
        let len = (rng.next() % 12) as usize;
        let text: String = (0..len)
            .map(|_| PIECES[(rng.next() % PIECES.len() as u64) as usize])
            .collect::<Vec<_>>()
            .join(if rng.next() % 2 == 0 { " " } else { "" });
        for op in &spec.ops {
            if let Err(e) = parse_op(op, &text) {
                assert!(e.offset <= text.len(), "{text:?}: offset {}", e.offset);
            }
        }
        if let Err(e) = parse_def(&spec.typedefs[0], &text) {
            assert!(e.offset <= text.len(), "{text:?}: offset {}", e.offset);
        }
    }
}
