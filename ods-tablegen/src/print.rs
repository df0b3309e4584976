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
        cx.write_ty(v.ty, out);
    }
    out.push(' ');
    cx.write_unquoted_name(v.name, out);
    if v.value != cx.null {
        out.push_str(" = ");
        cx.write(v.value, out);
    }
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

/// Emits the `--print-records` text, given classes and defs already sorted by name, into
/// `out`, calling `flush` after each record so a caller may drain `out` as it goes.
fn emit<E>(
    cx: &Cx,
    classes: &[RecId],
    defs: &[RecId],
    out: &mut String,
    mut flush: impl FnMut(&mut String) -> Result<(), E>,
) -> Result<(), E> {
    out.push_str("------------- Classes -----------------\n");
    for &c in classes {
        out.push_str("class ");
        write_record(cx, c, out);
        flush(out)?;
    }
    out.push_str("------------- Defs -----------------\n");
    for &d in defs {
        out.push_str("def ");
        write_record(cx, d, out);
        flush(out)?;
    }
    Ok(())
}

/// The whole `--print-records` text, given classes and defs already sorted by name.
pub fn print_sorted(cx: &Cx, classes: &[RecId], defs: &[RecId]) -> String {
    let mut out = String::with_capacity(1 << 16);
    let done: Result<(), std::convert::Infallible> = emit(cx, classes, defs, &mut out, |_| Ok(()));
    let Ok(()) = done;
    out
}

/// Writes the `--print-records` text to `w` in chunks of some tens of kilobytes, never
/// holding the whole text, given classes and defs already sorted by name.
///
/// Values print recursively, as deep as they nest: the text is made on a thread with the
/// large stack of [`crate::stack`] and handed over chunk by chunk to this thread, which
/// writes it.
pub fn write_sorted(
    cx: &Cx,
    classes: &[RecId],
    defs: &[RecId],
    w: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    const CHUNK: usize = 1 << 15;
    let make = |send: &mut dyn FnMut(&str) -> bool| {
        let mut out = String::with_capacity(CHUNK + (CHUNK >> 1));
        let done = emit(cx, classes, defs, &mut out, |out| {
            if out.len() < CHUNK {
                return Ok(());
            }
            let sent = send(out);
            out.clear();
            if sent { Ok(()) } else { Err(()) }
        });
        done.is_ok() && send(&out)
    };
    if crate::stack::on_budget() {
        return write_chunks(make, w);
    }
    std::thread::scope(|s| {
        let (tx, rx) = std::sync::mpsc::sync_channel::<String>(4);
        let printer = crate::stack::spawn_scoped(s, move || {
            make(&mut |chunk: &str| tx.send(chunk.to_string()).is_ok());
        });
        let printer = match printer {
            Ok(p) => p,
            Err(_) => {
                let _budget = crate::stack::Budget::enter();
                return write_chunks(make, w);
            }
        };
        // Dropping the receiver on a write error stops the printer at its next chunk.
        let written = rx
            .iter()
            .try_for_each(|chunk| w.write_all(&crate::raw::encode_cow(&chunk)));
        drop(rx);
        if let Err(payload) = printer.join() {
            std::panic::resume_unwind(payload);
        }
        written
    })
}

/// Runs `make` on this thread, writing each chunk it sends to `w`.
fn write_chunks(
    make: impl FnOnce(&mut dyn FnMut(&str) -> bool) -> bool,
    w: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut result = Ok(());
    make(&mut |chunk: &str| {
        result = w.write_all(&crate::raw::encode_cow(chunk));
        result.is_ok()
    });
    result
}

/// Values nested at most this deep are not checked by [`first_too_deep`]: their printing
/// takes a few hundred kilobytes of stack at most.
const SHALLOW: u32 = 256;

/// The first record (classes, then defs, in the printed order) with a value that does not
/// print whole on the stack [`crate::stack::run`] gives the printer, and the name of that
/// value's field or template argument. Only values nested deeper than [`SHALLOW`] are
/// printed to find out.
pub fn first_too_deep(cx: &Cx) -> Option<(RecId, crate::init::InitId)> {
    use std::sync::atomic::Ordering::Relaxed;
    let _narrowed = crate::stack::Narrowed::to_run_thread(1 << 16);
    let mut scratch = String::new();
    let records = sorted(&cx.classes).into_iter().chain(sorted(&cx.defs));
    for r in records {
        for v in &cx.rec(r).values {
            if cx.depth(v.value) <= SHALLOW {
                continue;
            }
            scratch.clear();
            cx.write(v.value, &mut scratch);
            if cx.print_too_deep.swap(false, Relaxed) {
                return Some((r, v.name));
            }
        }
    }
    None
}

/// Records sorted by name (byte order), as LLVM's record keeper stores them.
pub fn sorted(map: &crate::init::FxHashMap<std::sync::Arc<str>, RecId>) -> Vec<RecId> {
    let mut v: Vec<(&str, RecId)> = map.iter().map(|(k, v)| (&**k, *v)).collect();
    v.sort_unstable_by(|a, b| a.0.cmp(b.0));
    v.into_iter().map(|x| x.1).collect()
}

/// The whole `--print-records` text.
pub fn print_records(cx: &Cx) -> String {
    print_sorted(cx, &sorted(&cx.classes), &sorted(&cx.defs))
}
