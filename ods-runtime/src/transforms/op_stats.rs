//! `print-op-stats` (MLIR's `PrintOpStats`, `mlir/lib/Transforms/OpStats.cpp`): counts the
//! operations under (and including) the operation it runs on by name and writes the counts,
//! sorted by name, to the tool's standard error: as a table aligned on the dialect prefix,
//! or under `json` as a JSON object.

use std::collections::BTreeMap;

use crate::Context;
use crate::ir::{OpId, WalkOrder};
use crate::pass::{OptionKind, PassInfo, PassOption, PassResult};

/// The `print-op-stats` pass as mlir-opt registers it.
pub fn print_op_stats_pass() -> PassInfo {
    PassInfo::new(
        "print-op-stats",
        "Print statistics of operations",
        |options| {
            let json = options.flag("json");
            Box::new(move |ctx: &mut Context, op: OpId| -> PassResult {
                let counts = count_ops(ctx, op);
                let report = if json {
                    json_report(&counts)
                } else {
                    table_report(&counts)
                };
                ctx.pass_output().stderr.push_str(&report);
                Ok(())
            })
        },
    )
    .with_name("PrintOpStats")
    .with_option(PassOption::new(
        "json",
        OptionKind::Bool,
        "false",
        "print the stats as JSON",
    ))
}

/// The number of operations of each name under `root`, by name (byte order).
fn count_ops(ctx: &Context, root: OpId) -> BTreeMap<String, u64> {
    let mut counts = BTreeMap::new();
    ctx.op(root).walk(WalkOrder::PostOrder, &mut |c, op| {
        *counts
            .entry(c.op_name(c.op(op).name()).as_str().to_string())
            .or_insert(0) += 1;
    });
    counts
}

/// An operation name as its dialect and the rest (split at the first `.`); a name with
/// nothing after its first `.` has no dialect.
fn split_name(name: &str) -> (&str, &str) {
    match name.split_once('.') {
        Some((dialect, op)) if !op.is_empty() => (dialect, op),
        Some((first, _)) => ("", first),
        None => ("", name),
    }
}

/// The table: dialects right-aligned before their `.`, names left-aligned, then the count.
fn table_report(counts: &BTreeMap<String, u64>) -> String {
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    let dialect_width = counts
        .keys()
        .map(|k| split_name(k).0.len())
        .max()
        .unwrap_or(0);
    let op_width = counts
        .keys()
        .map(|k| split_name(k).1.len())
        .max()
        .unwrap_or(0);
    for (name, count) in counts {
        let (dialect, op) = split_name(name);
        if dialect.is_empty() {
            out.push_str(&" ".repeat(dialect_width + 3));
        } else {
            out.push_str(&format!("{dialect:>w$}.", w = dialect_width + 2));
        }
        out.push_str(&format!("{op:<op_width$} , {count}\n"));
    }
    out
}

/// The JSON object: one `"name" : count` line per name.
fn json_report(counts: &BTreeMap<String, u64>) -> String {
    let lines: Vec<String> = counts
        .iter()
        .map(|(name, count)| format!("  \"{name}\" : {count}"))
        .collect();
    format!("{{\n{}\n}}\n", lines.join(",\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_split_at_their_first_dot() {
        assert_eq!(split_name("arith.addi"), ("arith", "addi"));
        assert_eq!(split_name("a.b.c"), ("a", "b.c"));
        assert_eq!(split_name("a."), ("", "a"));
        assert_eq!(split_name("plain"), ("", "plain"));
    }
}
