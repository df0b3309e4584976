//! What the printers ods-build generates for op assembly formats call. Each op with an
//! `assemblyFormat` gets a straight-line `print` method (as mlir-tblgen's OpFormatGen
//! generates one): it writes the literals and spaces the format decided, and calls these
//! functions for the parts whose shape depends on the op at hand (operand and result
//! groups, attribute dictionaries, regions, successors).
//!
//! A `custom<Name>(...)` directive becomes a call of the op's `print_<name>` hook with each
//! argument as the hook's parameter type says (`Value`, `Option<Value>`, `&[Value]`,
//! `Type`, `Option<Attribute>`, the property's storage, `RegionId`, ...), so a hook written
//! with another type does not compile. For `custom<Targets>($targets)` over a variadic
//! operand, ods-build generates (trimmed to the parts that matter here):
//!
//! ```
//! use ods_runtime::asm::format_print;
//! use ods_runtime::asm::op_printer::OpPrinter;
//! use ods_runtime::ir::{OpId, Value};
//!
//! #[derive(Clone, Copy)]
//! pub struct BranchOp(OpId);
//!
//! /// The hooks trait: `print_targets` gets the operand group as a slice.
//! pub trait BranchOpHooks: Copy {
//!     fn print_targets(self, printer: &mut OpPrinter<'_>, targets: &[Value]);
//! }
//!
//! impl BranchOp {
//!     /// The generated printer.
//!     pub fn print(self, printer: &mut OpPrinter<'_>) {
//!         let op = self.0;
//!         let ctx = printer.context();
//!         let ods_operands: Vec<Value> = ctx.op(op).operands().collect();
//!         let ods_operand_groups = format_print::groups(&ods_operands, &[false], None);
//!         printer.print_op_name(op);
//!         printer.write(" ");
//!         <BranchOp as BranchOpHooks>::print_targets(self, printer, ods_operand_groups[0]);
//!     }
//! }
//!
//! // The dialect's hook, with the type the trait gives.
//! impl BranchOpHooks for BranchOp {
//!     fn print_targets(self, printer: &mut OpPrinter<'_>, targets: &[Value]) {
//!         format_print::values(printer, targets);
//!     }
//! }
//! ```
//!
//! A hook taking one `Value` where the directive passes a variadic group is a compile error
//! (E0053, a method whose type differs from the trait's), not a failure when printing:
//!
//! ```compile_fail,E0053
//! use ods_runtime::asm::format_print;
//! use ods_runtime::asm::op_printer::OpPrinter;
//! use ods_runtime::ir::{OpId, Value};
//!
//! #[derive(Clone, Copy)]
//! pub struct BranchOp(OpId);
//!
//! pub trait BranchOpHooks: Copy {
//!     fn print_targets(self, printer: &mut OpPrinter<'_>, targets: &[Value]);
//! }
//!
//! impl BranchOp {
//!     pub fn print(self, printer: &mut OpPrinter<'_>) {
//!         let op = self.0;
//!         let ctx = printer.context();
//!         let ods_operands: Vec<Value> = ctx.op(op).operands().collect();
//!         let ods_operand_groups = format_print::groups(&ods_operands, &[false], None);
//!         printer.print_op_name(op);
//!         printer.write(" ");
//!         <BranchOp as BranchOpHooks>::print_targets(self, printer, ods_operand_groups[0]);
//!     }
//! }
//!
//! impl BranchOpHooks for BranchOp {
//!     fn print_targets(self, printer: &mut OpPrinter<'_>, target: Value) {
//!         printer.print_value(target);
//!     }
//! }
//! ```

use crate::asm::enum_form::EnumSpec;
use crate::asm::op_printer::OpPrinter;
use crate::asm::prop_form::PropForm;
use crate::ir::{BlockId, OpId, RegionId, Value};
use crate::types::Identifier;
use crate::{Attribute, Context, Type};

/// Builds an attribute (a default value) in a given context.
pub type AttrBuilder = fn(&mut Context) -> Attribute;

/// The inherent attribute or property `name` (in its attribute form) among `inherent`.
pub fn inherent(
    ctx: &Context,
    inherent: &[(Identifier, Attribute)],
    name: &str,
) -> Option<Attribute> {
    inherent
        .iter()
        .find(|(n, _)| n.as_str(ctx) == name)
        .map(|&(_, a)| a)
}

/// The sizes stored in the inherent `DenseI32ArrayAttr` `name` (segment or group sizes).
pub fn sizes(ctx: &Context, inherents: &[(Identifier, Attribute)], name: &str) -> Option<Vec<i64>> {
    inherent(ctx, inherents, name).and_then(|a| ctx.attr(a).dense_i64_values())
}

/// `all` cut into one group per entry of `single` (whether that group holds exactly one
/// value): by the stored `sizes` when there is one per group, else the values left by the
/// single groups shared evenly by the others. A group never reaches past `all`.
pub fn groups<'v, T>(all: &'v [T], single: &[bool], sizes: Option<Vec<i64>>) -> Vec<&'v [T]> {
    let lens: Vec<usize> = match sizes {
        Some(s) if s.len() == single.len() => s.iter().map(|&n| n.max(0) as usize).collect(),
        _ => {
            let fixed = single.iter().filter(|&&s| s).count();
            let variable = single.len() - fixed;
            let rest = all.len().saturating_sub(fixed);
            single
                .iter()
                .map(|&s| match s {
                    true => 1,
                    false if variable == 0 => 0,
                    false => rest / variable,
                })
                .collect()
        }
    };
    let mut start = 0;
    lens.into_iter()
        .map(|n| {
            let n = n.min(all.len().saturating_sub(start));
            let group = &all[start..start + n];
            start += n;
            group
        })
        .collect()
}

/// Region or successor group `i` of `all`: the rest of them when it is `variadic` (only the
/// last group may be).
pub fn slot_group<T>(all: &[T], i: usize, variadic: bool) -> &[T] {
    let start = i.min(all.len());
    let end = if variadic {
        all.len()
    } else {
        (start + 1).min(all.len())
    };
    &all[start..end]
}

/// `flat` cut into groups of `sizes` (one group of all of them without sizes that add up):
/// a `VariadicOfVariadic` group, group by group (as printed, and as parsed).
pub fn split<T: Clone>(flat: &[T], sizes: Option<Vec<i64>>) -> Vec<Vec<T>> {
    match sizes {
        Some(sizes)
            if sizes.iter().all(|&n| n >= 0) && sizes.iter().sum::<i64>() == flat.len() as i64 =>
        {
            let mut start = 0;
            sizes
                .iter()
                .map(|&n| {
                    let group = flat[start..start + n as usize].to_vec();
                    start += n as usize;
                    group
                })
                .collect()
        }
        _ if flat.is_empty() => Vec::new(),
        _ => vec![flat.to_vec()],
    }
}

/// The types of `values`.
pub fn types(ctx: &Context, values: &[Value]) -> Vec<Type> {
    values.iter().map(|&v| ctx.value(v).ty()).collect()
}

/// Writes `%a, %b`.
pub fn values(p: &mut OpPrinter<'_>, values: &[Value]) {
    for (k, &v) in values.iter().enumerate() {
        if k > 0 {
            p.write(", ");
        }
        p.print_value(v);
    }
}

/// Writes a `VariadicOfVariadic` group with `each`, group by group: `(%a, %b), (%c)`.
pub fn grouped<T>(p: &mut OpPrinter<'_>, groups: &[Vec<T>], each: fn(&mut OpPrinter<'_>, &[T])) {
    for (k, g) in groups.iter().enumerate() {
        if k > 0 {
            p.write(", ");
        }
        p.write("(");
        each(p, g);
        p.write(")");
    }
}

/// Writes `t1, t2`.
pub fn type_list(p: &mut OpPrinter<'_>, types: &[Type]) {
    p.p.print_type_list(types);
}

/// Writes `regions`, separated by commas; with `implicit_terminator`
/// (`SingleBlockImplicitTerminator`), a terminator that carries nothing is left out.
pub fn regions(p: &mut OpPrinter<'_>, regions: &[RegionId], implicit_terminator: bool) {
    for (k, &r) in regions.iter().enumerate() {
        if k > 0 {
            p.write(", ");
        }
        let terminators = !implicit_terminator || !r.implicit_terminator_elided(p.context());
        p.print_region(r, true, terminators, false);
    }
}

/// Whether a region group is there: a variadic one when it has regions, a single one when
/// its region has blocks (mlir-tblgen's anchor test).
pub fn regions_present(ctx: &Context, regions: &[RegionId], variadic: bool) -> bool {
    if variadic {
        !regions.is_empty()
    } else {
        regions.iter().any(|&r| !ctx.region(r).blocks().is_empty())
    }
}

/// Writes `^bb1, ^bb2`.
pub fn successors(p: &mut OpPrinter<'_>, blocks: &[BlockId]) {
    for (k, &b) in blocks.iter().enumerate() {
        if k > 0 {
            p.write(", ");
        }
        p.print_block_name(b);
    }
}

/// Whether the attribute `a` is present and differs from the default value `default`
/// builds, if there is one (mlir-tblgen's anchor test of an attribute or property).
pub fn is_set(p: &OpPrinter<'_>, a: Option<Attribute>, default: Option<AttrBuilder>) -> bool {
    match (a, default) {
        (None, _) => false,
        (Some(a), Some(build)) => !p.is_default_attribute(build, a),
        (Some(_), None) => true,
    }
}

/// Writes the property whose attribute form is `a` in its textual `form`.
pub fn prop(p: &mut OpPrinter<'_>, form: &PropForm, a: Attribute) {
    let mut text = String::new();
    form.print(p.context(), a, &mut text);
    p.write(&text);
}

/// Writes a `SymbolNameAttr`: `@name`.
pub fn symbol(p: &mut OpPrinter<'_>, a: Attribute) {
    match p.context().attr(a).string_value() {
        Some(s) => p.print_symbol_name(&s),
        None => p.print_attribute(a),
    }
}

/// Writes an enum attribute as its case's keyword, or as a string when that is not one.
pub fn enum_attr(p: &mut OpPrinter<'_>, spec: &EnumSpec, a: Attribute) {
    let ctx = p.context();
    match (spec.stringify)(ctx, a) {
        Some(s) if spec.attr_prints_as_keyword(ctx, a, &s) => p.write(&s),
        Some(s) => p.write(&format!("\"{s}\"")),
        None => p.print_attribute(a),
    }
}

/// Writes an integer `DenseArrayAttr` without its `array<i32: ...>` wrapper: `[1, 2]`.
pub fn dense_array(p: &mut OpPrinter<'_>, a: Attribute) {
    match p.context().attr(a).dense_i64_values() {
        Some(values) => {
            let text: Vec<String> = values.iter().map(i64::to_string).collect();
            p.write(&format!("[{}]", text.join(", ")));
        }
        None => p.print_attribute(a),
    }
}

/// `prop-dict`: ` <{...}>` with the entries of `inherent` that `keys` name (each with its
/// default value, if any) and that are not at their defaults; the space even when nothing
/// follows, as mlir-tblgen's printer writes it.
pub fn prop_dict(
    p: &mut OpPrinter<'_>,
    inherent: &[(Identifier, Attribute)],
    keys: &[(&str, Option<AttrBuilder>)],
) {
    p.write(" ");
    let ctx = p.context();
    let entries: Vec<(Identifier, Attribute)> = inherent
        .iter()
        .filter(|&&(n, a)| {
            let name = n.as_str(ctx);
            keys.iter().any(|&(key, default)| {
                key == name && !default.is_some_and(|b| p.is_default_attribute(b, a))
            })
        })
        .copied()
        .collect();
    if !entries.is_empty() {
        p.write("<");
        p.print_attribute_dict(&entries);
        p.write(">");
    }
}

/// Whether `op` has any attribute, inherent or discardable (else `attr-dict` prints
/// nothing).
pub fn has_attrs(p: &OpPrinter<'_>, op: OpId, inherent: &[(Identifier, Attribute)]) -> bool {
    !inherent.is_empty() || !p.context().op(op).discardable_attrs().is_empty()
}

/// `attr-dict` (`attributes {...}` with `with_keyword`): the inherent attributes named
/// `names` and the discardable ones, minus `elided`, sorted by name; nothing when none is
/// left.
pub fn attr_dict(
    p: &mut OpPrinter<'_>,
    op: OpId,
    inherent: &[(Identifier, Attribute)],
    names: &[&str],
    elided: &[&str],
    with_keyword: bool,
) {
    let ctx = p.context();
    let mut all: Vec<(Identifier, Attribute)> = inherent
        .iter()
        .filter(|(n, _)| names.contains(&n.as_str(ctx)))
        .chain(ctx.op(op).discardable_attrs())
        .filter(|(n, _)| !elided.contains(&n.as_str(ctx)))
        .copied()
        .collect();
    if all.is_empty() {
        return;
    }
    all.sort_by(|a, b| a.0.as_str(ctx).cmp(b.0.as_str(ctx)));
    p.write(if with_keyword { " attributes " } else { " " });
    p.print_attribute_dict(&all);
}

/// The attribute dictionary a `custom` directive's `attr-dict` argument gets: the inherent
/// attributes and the others, sorted by name (MLIR's `getAttrDictionary`).
pub fn attr_dictionary(
    p: &OpPrinter<'_>,
    op: OpId,
    inherent: &[(Identifier, Attribute)],
) -> Vec<(Identifier, Attribute)> {
    let ctx = p.context();
    let mut all = inherent.to_vec();
    all.extend_from_slice(ctx.op(op).discardable_attrs());
    all.sort_by(|a, b| a.0.as_str(ctx).cmp(b.0.as_str(ctx)));
    all
}
