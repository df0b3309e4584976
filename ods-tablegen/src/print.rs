//! The `--print-records` output: every class, then every def, sorted by name, in the exact
//! format LLVM's record printer uses.

use crate::init::{Cx, FieldKind, InitData, RecId, RecordVal, TyData};

/// Appends one field as printed inside a record (`[field ]type name = value`).
fn write_val(cx: &Cx, v: &RecordVal, out: &mut String) {
    if v.kind == FieldKind::NonconcreteOk {
        out.push_str("field ");
    }
    if *cx.ty_data(v.ty) == TyData::String {
        match cx.data(v.value) {
            InitData::Str { code: true, .. } => out.push_str("code"),
            _ => out.push_str("string"),
        }
    } else {
        out.push_str(&cx.ty_str(v.ty));
    }
    out.push(' ');
    cx.write_unquoted_name(v.name, out);
    out.push_str(" = ");
    cx.write(v.value, out);
}

/// Appends a record as `name<targs> {\t// supers` … `}` (without the `class `/`def ` prefix).
pub fn write_record(cx: &Cx, r: RecId, out: &mut String) {
    let rec = cx.rec(r);
    cx.write_unquoted_name(rec.name, out);
    if !rec.targs.is_empty() {
        out.push('<');
        for (i, ta) in rec.targs.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if let Some(v) = rec.value(*ta) {
                write_val(cx, v, out);
            }
        }
        out.push('>');
    }
    out.push_str(" {");
    if !rec.supers.is_empty() {
        out.push_str("\t//");
        for (s, _) in &rec.supers {
            out.push(' ');
            cx.write_unquoted_name(cx.rec(*s).name, out);
        }
    }
    out.push('\n');
    for pass in [true, false] {
        for v in &rec.values {
            if (v.kind == FieldKind::NonconcreteOk) == pass && v.kind != FieldKind::TemplateArg {
                out.push_str("  ");
                write_val(cx, v, out);
                out.push_str(";\n");
            }
        }
    }
    out.push_str("}\n");
}

/// The whole `--print-records` text.
pub fn print_records(cx: &Cx) -> String {
    let mut classes: Vec<(String, RecId)> = cx
        .classes
        .iter()
        .map(|(k, v)| (k.to_string(), *v))
        .collect();
    classes.sort();
    let mut defs: Vec<(String, RecId)> = cx.defs.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    defs.sort();
    let mut out = String::with_capacity(1 << 16);
    out.push_str("------------- Classes -----------------\n");
    for (_, c) in &classes {
        out.push_str("class ");
        write_record(cx, *c, &mut out);
    }
    out.push_str("------------- Defs -----------------\n");
    for (_, d) in &defs {
        out.push_str("def ");
        write_record(cx, *d, &mut out);
    }
    out
}
