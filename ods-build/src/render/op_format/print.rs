//! The printer of an op's assembly format as straight-line Rust, as mlir-tblgen's OpFormatGen
//! generates `print`: the literals with the spaces the format view decided, then per
//! element the code writing it, with what varies from op to op (operand groups, attribute
//! dictionaries, regions) left to `ods_runtime::asm::format_print`. `custom` directives call
//! their print hooks with arguments of the hooks' own types.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::view::{self, ClauseView, CustomView, ElemView, FormatView, GroupView, TypeArgView};
use crate::format::ast::{Element, ElementKind, Var};
use crate::model::{Arity, Operator};

/// The runtime module the generated printers call.
const RT: &str = "::ods_runtime::asm::format_print";

/// What the body reads of the op, declared before it as it needs.
#[derive(Default)]
struct Needs {
    ctx: bool,
    inherent: bool,
    operands: bool,
    operand_groups: bool,
    results: bool,
    result_groups: bool,
    regions: bool,
    successors: bool,
    attrs: BTreeSet<usize>,
    props: BTreeSet<usize>,
}

/// The generator's state: the op, its format view, and what the body written so far reads.
struct Gen<'a> {
    op: &'a Operator,
    view: &'a FormatView,
    op_type: &'a str,
    hooks: &'a str,
    needs: Needs,
    /// Numbers the blocks of `custom` directives (their labels).
    customs: usize,
}

/// The `print` method of `op` (Rust type `op_type`, hooks trait `hooks`) for its format
/// `view`.
pub(super) fn method(op: &Operator, view: &FormatView, op_type: &str, hooks: &str) -> String {
    let mut g = Gen {
        op,
        view,
        op_type,
        hooks,
        needs: Needs::default(),
        customs: 0,
    };
    let mut body = String::new();
    g.elements(&view.elements, None, &mut body);
    let mut out = String::new();
    out.push_str(
        "/// Prints the op in its custom form, as its `assemblyFormat` says (mlir-tblgen's\n\
         /// generated `print`): the op name, then each element of the format.\n",
    );
    out.push_str(
        "pub fn print(self, printer: &mut ::ods_runtime::asm::op_printer::OpPrinter<'_>) {\n",
    );
    out.push_str("let op = self.0;\n");
    g.declarations(&mut out);
    out.push_str("printer.print_op_name(op);\n");
    out.push_str(&body);
    out.push_str("}\n");
    out
}

impl Gen<'_> {
    /// The `let`s of what the body reads, in dependency order.
    fn declarations(&mut self, out: &mut String) {
        let n = &mut self.needs;
        let segments_o = self.view.operand_segments;
        let segments_r = self.view.result_segments;
        if n.operand_groups {
            n.operands = true;
            n.ctx = true;
            n.inherent |= segments_o;
        }
        if n.result_groups {
            n.results = true;
            n.ctx = true;
            n.inherent |= segments_r;
        }
        if !n.attrs.is_empty() || !n.props.is_empty() {
            n.inherent = true;
            n.ctx = true;
        }
        n.ctx |= n.operands || n.results || n.regions || n.successors;
        if n.ctx {
            out.push_str("let ctx = printer.context();\n");
        }
        if n.inherent {
            out.push_str("let ods_inherent = printer.inherent_attributes(op);\n");
        }
        for &i in &n.attrs {
            let _ = writeln!(
                out,
                "let ods_attr_{i} = {RT}::inherent(ctx, &ods_inherent, {:?});",
                self.op.attributes[i].name
            );
        }
        for &i in &n.props {
            let _ = writeln!(
                out,
                "let ods_prop_{i} = {RT}::inherent(ctx, &ods_inherent, {:?});",
                self.op.properties[i].name
            );
        }
        if n.operands {
            out.push_str(
                "let ods_operands: ::std::vec::Vec<::ods_runtime::ir::Value> = \
                 ctx.op(op).operands().collect();\n",
            );
        }
        if n.results {
            out.push_str(
                "let ods_results: ::std::vec::Vec<::ods_runtime::ir::Value> = \
                 ctx.op(op).results().collect();\n",
            );
        }
        let single = |values: &[crate::model::Value]| {
            let flags: Vec<&str> = values
                .iter()
                .map(|v| {
                    if v.arity == Arity::Single {
                        "true"
                    } else {
                        "false"
                    }
                })
                .collect();
            flags.join(", ")
        };
        let sizes = |segments: bool, name: &str| {
            if segments {
                format!("{RT}::sizes(ctx, &ods_inherent, \"{name}\")")
            } else {
                "::core::option::Option::None".to_string()
            }
        };
        if n.operand_groups {
            let _ = writeln!(
                out,
                "let ods_operand_groups = {RT}::groups(&ods_operands, &[{}], {});",
                single(&self.op.operands),
                sizes(segments_o, "operandSegmentSizes")
            );
        }
        if n.result_groups {
            let _ = writeln!(
                out,
                "let ods_result_groups = {RT}::groups(&ods_results, &[{}], {});",
                single(&self.op.results),
                sizes(segments_r, "resultSegmentSizes")
            );
        }
        if n.regions {
            out.push_str("let ods_regions = ctx.op(op).regions();\n");
        }
        if n.successors {
            out.push_str("let ods_successors = ctx.op(op).successors();\n");
        }
    }

    /// `elements`, skipping the unit attribute or property `elided` (the anchor of the
    /// optional group they belong to, which its presence sets).
    fn elements(&mut self, elements: &[ElemView], elided: Option<Var>, out: &mut String) {
        for e in elements {
            let skipped = match (e.kind, elided) {
                ("attr", Some(Var::Attribute(i))) | ("prop", Some(Var::Property(i))) => {
                    e.index == i
                }
                _ => false,
            };
            if !skipped {
                self.element(e, out);
            }
        }
    }

    /// The value (`Option<Attribute>`) of attribute `i`.
    fn attr(&mut self, i: usize) -> String {
        self.needs.attrs.insert(i);
        format!("ods_attr_{i}")
    }

    /// The attribute form (`Option<Attribute>`) of property `i`.
    fn prop(&mut self, i: usize) -> String {
        self.needs.props.insert(i);
        format!("ods_prop_{i}")
    }

    /// Operand group `i` (a `&[Value]`).
    fn operand_group(&mut self, i: usize) -> String {
        self.needs.operand_groups = true;
        format!("ods_operand_groups[{i}]")
    }

    /// Result group `i` (a `&[Value]`).
    fn result_group(&mut self, i: usize) -> String {
        self.needs.result_groups = true;
        format!("ods_result_groups[{i}]")
    }

    /// Region group `i` (a `&[RegionId]`).
    fn region_group(&mut self, i: usize) -> String {
        self.needs.regions = true;
        format!(
            "{RT}::slot_group(ods_regions, {i}, {})",
            self.op.regions[i].variadic
        )
    }

    /// Successor group `i` (a `&[BlockId]`).
    fn successor_group(&mut self, i: usize) -> String {
        self.needs.successors = true;
        format!(
            "{RT}::slot_group(ods_successors, {i}, {})",
            self.op.successors[i].variadic
        )
    }

    /// The values a type directive's argument types (a `&[Value]`), and the name of the
    /// `VariadicOfVariadic` group sizes, if it is such a group.
    fn typed_values(&mut self, arg: &TypeArgView) -> (String, Option<String>) {
        match (arg.kind, arg.indexed) {
            ("Operand", true) => (
                self.operand_group(arg.index),
                segment_attr(&self.op.operands[arg.index].arity),
            ),
            ("Result", true) => (
                self.result_group(arg.index),
                segment_attr(&self.op.results[arg.index].arity),
            ),
            ("Results", _) => {
                self.needs.results = true;
                ("&ods_results".into(), None)
            }
            _ => {
                self.needs.operands = true;
                ("&ods_operands".into(), None)
            }
        }
    }

    /// The sizes of the `VariadicOfVariadic` groups stored in `name` (an
    /// `Option<Vec<i64>>`).
    fn group_sizes(&mut self, name: &str) -> String {
        self.needs.inherent = true;
        self.needs.ctx = true;
        format!("{RT}::sizes(ctx, &ods_inherent, {name:?})")
    }

    /// A Rust block building the default value of attribute `i` (over `ctx`), if it has one.
    fn attr_default(&self, i: usize) -> Option<String> {
        self.view.attrs[i].default.clone()
    }

    /// Whether `var` is present (mlir-tblgen's optional group anchor test), a Rust `bool`.
    fn present(&mut self, var: Var) -> String {
        match var {
            Var::Operand(i) => format!("!{}.is_empty()", self.operand_group(i)),
            Var::Result(i) => format!("!{}.is_empty()", self.result_group(i)),
            Var::Attribute(i) | Var::Parameter(i) => {
                let a = self.attr(i);
                set_test(&a, self.attr_default(i).as_deref())
            }
            Var::Property(i) => {
                let a = self.prop(i);
                set_test(&a, self.view.props[i].default.as_deref())
            }
            Var::Region(i) => {
                let group = self.region_group(i);
                format!(
                    "{RT}::regions_present(ctx, {group}, {})",
                    self.op.regions[i].variadic
                )
            }
            Var::Successor(i) => format!("!{}.is_empty()", self.successor_group(i)),
        }
    }

    /// Whether any of `vars` is present.
    fn any_present(&mut self, vars: &[Var]) -> String {
        let tests: Vec<String> = vars.iter().map(|&v| self.present(v)).collect();
        match tests.len() {
            0 => "false".into(),
            _ => tests.join(" || "),
        }
    }

    fn element(&mut self, e: &ElemView, out: &mut String) {
        let space = if e.space { " " } else { "" };
        if e.kind == "literal" {
            let _ = writeln!(out, "printer.write(\"{space}{}\");", e.text);
            return;
        }
        if e.space {
            out.push_str("printer.write(\" \");\n");
        }
        match e.kind {
            "space" | "no_space" => {}
            "newline" => out.push_str("printer.print_newline();\n"),
            "operand" => {
                let group = self.operand_group(e.index);
                match segment_attr(&self.op.operands[e.index].arity) {
                    Some(name) => {
                        let sizes = self.group_sizes(&name);
                        let _ = writeln!(
                            out,
                            "{RT}::grouped(printer, &{RT}::split({group}, {sizes}), {RT}::values);"
                        );
                    }
                    None => {
                        let _ = writeln!(out, "{RT}::values(printer, {group});");
                    }
                }
            }
            "attr" => self.attr_element(e.index, out),
            "prop" => {
                if let Some(form) = self.view.props[e.index].form.clone() {
                    let p = self.prop(e.index);
                    let _ = writeln!(
                        out,
                        "if let ::core::option::Option::Some(a) = {p} {{ {RT}::prop(printer, &{form}, a); }}"
                    );
                }
            }
            "prop_dict" => self.prop_dict(e, out),
            "region" => {
                let group = self.region_group(e.index);
                let _ = writeln!(
                    out,
                    "{RT}::regions(printer, {group}, {});",
                    self.view.implicit_terminator.is_some()
                );
            }
            "regions" => {
                self.needs.regions = true;
                let _ = writeln!(
                    out,
                    "{RT}::regions(printer, ods_regions, {});",
                    self.view.implicit_terminator.is_some()
                );
            }
            "successor" => {
                let group = self.successor_group(e.index);
                let _ = writeln!(out, "{RT}::successors(printer, {group});");
            }
            "successors" => {
                self.needs.successors = true;
                let _ = writeln!(out, "{RT}::successors(printer, ods_successors);");
            }
            "operands" => {
                self.needs.operands = true;
                let _ = writeln!(out, "{RT}::values(printer, &ods_operands);");
            }
            "type" => {
                let arg = e.arg.as_ref().expect("a type directive has an argument");
                let (values, groups) = self.typed_values(arg);
                self.needs.ctx = true;
                let types = format!("{RT}::types(ctx, {values})");
                match groups {
                    Some(name) => {
                        let sizes = self.group_sizes(&name);
                        let _ = writeln!(
                            out,
                            "{RT}::grouped(printer, &{RT}::split(&{types}, {sizes}), {RT}::type_list);"
                        );
                    }
                    None => {
                        let _ = writeln!(out, "{RT}::type_list(printer, &{types});");
                    }
                }
            }
            "functional_type" => {
                let inputs = e.arg.as_ref().expect("functional-type has inputs");
                let results = e.results_arg.as_ref().expect("functional-type has results");
                let (inputs, _) = self.typed_values(inputs);
                let (results, _) = self.typed_values(results);
                self.needs.ctx = true;
                let _ = writeln!(
                    out,
                    "printer.write(\"(\");\n\
                     {RT}::type_list(printer, &{RT}::types(ctx, {inputs}));\n\
                     printer.write(\") -> \");\n\
                     printer.p.print_function_results(&{RT}::types(ctx, {results}));"
                );
            }
            "attr_dict" => self.attr_dict(e.with_keyword, out),
            "custom" => {
                let c = e.custom.as_ref().expect("a custom directive has its hooks");
                self.custom(c, out);
            }
            "oilist" => {
                for c in &e.clauses {
                    self.clause(c, out);
                }
            }
            "optional" => {
                let g = e
                    .group
                    .as_ref()
                    .expect("an optional group has its elements");
                self.optional(g, out);
            }
            other => unreachable!("no printer for a `{other}` element"),
        }
    }

    /// An attribute in the style its constraint prints with (the type left out where the
    /// constraint gives it).
    fn attr_element(&mut self, i: usize, out: &mut String) {
        let a = self.attr(i);
        let spec = &self.view.attrs[i];
        let print = match spec.style {
            "Typed" => "printer.p.print_attribute_without_type(a)".to_string(),
            "Symbol" => format!("{RT}::symbol(printer, a)"),
            "Enum" => format!("{RT}::enum_attr(printer, &{}, a)", spec.enum_spec),
            "Dialect" => format!(
                "printer.p.print_stripped_dialect_attr(a, {:?}, {:?})",
                spec.dialect, spec.mnemonic
            ),
            "DenseArray" => format!("{RT}::dense_array(printer, a)"),
            _ => "printer.print_attribute(a)".to_string(),
        };
        let _ = writeln!(
            out,
            "if let ::core::option::Option::Some(a) = {a} {{ {print}; }}"
        );
    }

    /// `prop-dict`: the properties and attributes its keys name, but those at their
    /// defaults.
    fn prop_dict(&mut self, e: &ElemView, out: &mut String) {
        self.needs.inherent = true;
        let keys: Vec<String> = e
            .keys
            .iter()
            .map(|k| {
                let (name, default) = match k.key {
                    Var::Property(i) => (
                        &self.op.properties[i].name,
                        self.view.props[i].default.clone(),
                    ),
                    Var::Attribute(i) => (&self.op.attributes[i].name, self.attr_default(i)),
                    other => unreachable!("a prop-dict key is {other:?}"),
                };
                format!("({name:?}, {})", builder(default.as_deref()))
            })
            .collect();
        let _ = writeln!(
            out,
            "{RT}::prop_dict(printer, &ods_inherent, &[{}]);",
            keys.join(", ")
        );
    }

    /// `attr-dict`: the attributes the format does not write, minus segment sizes and
    /// those at their defaults (only the discardable ones when `prop-dict` writes the
    /// others).
    fn attr_dict(&mut self, with_keyword: bool, out: &mut String) {
        self.needs.inherent = true;
        let prop_dict = self.view.elements.iter().any(|e| e.kind == "prop_dict");
        let mut elided: Vec<String> = vec![
            "\"operandSegmentSizes\"".into(),
            "\"resultSegmentSizes\"".into(),
        ];
        for o in &self.op.operands {
            if let Some(name) = segment_attr(&o.arity) {
                elided.push(format!("{name:?}"));
            }
        }
        let mut printed = Vec::new();
        collect_attrs(&self.view.elements, &mut printed);
        for i in printed {
            elided.push(format!("{:?}", self.op.attributes[i].name));
        }
        let mut defaults = String::new();
        for i in 0..self.op.attributes.len() {
            if let Some(default) = self.attr_default(i) {
                let a = self.attr(i);
                let _ = writeln!(
                    defaults,
                    "if {a}.is_some_and(|a| printer.is_default_attribute(|ctx| {default}, a)) {{ ods_elided.push({:?}); }}",
                    self.op.attributes[i].name
                );
            }
        }
        let names: Vec<String> = if prop_dict {
            Vec::new()
        } else {
            self.op
                .attributes
                .iter()
                .map(|a| format!("{:?}", a.name))
                .collect()
        };
        let binding = if defaults.is_empty() {
            format!("let ods_elided = [{}];", elided.join(", "))
        } else {
            format!("let mut ods_elided = vec![{}];", elided.join(", "))
        };
        let _ = writeln!(
            out,
            "if {RT}::has_attrs(printer, op, &ods_inherent) {{\n{binding}\n{defaults}\
             {RT}::attr_dict(printer, op, &ods_inherent, &[{}], &ods_elided, {with_keyword});\n}}",
            names.join(", ")
        );
    }

    /// An `oilist` clause: its keyword and elements when any of its variables is present.
    fn clause(&mut self, c: &ClauseView, out: &mut String) {
        if c.var_list.is_empty() {
            // A clause of literals only is never printed.
            return;
        }
        let test = self.any_present(&c.var_list);
        let _ = writeln!(out, "if {test} {{");
        self.element(&c.keyword, out);
        if c.unit_var.is_none() {
            self.elements(&c.elements, None, out);
        }
        out.push_str("}\n");
    }

    /// An optional group: its then-elements when the anchor is present (absent, for an
    /// anchor in the else group), else its else-elements.
    fn optional(&mut self, g: &GroupView, out: &mut String) {
        let test = self.any_present(&g.anchor_vars);
        let test = if g.inverted {
            format!("!({test})")
        } else {
            test
        };
        let _ = writeln!(out, "if {test} {{");
        self.elements(&g.then, g.elided, out);
        if g.otherwise.is_empty() {
            out.push_str("}\n");
        } else {
            out.push_str("} else {\n");
            self.elements(&g.otherwise, g.elided, out);
            out.push_str("}\n");
        }
    }

    /// A `custom` directive: its print hook called with each argument's value as the
    /// hook's parameter type says; nothing when one that must be present is not (the op
    /// does not verify).
    fn custom(&mut self, c: &CustomView, out: &mut String) {
        self.customs += 1;
        let label = format!("'ods_custom{}", self.customs);
        let mut setup = String::new();
        let mut args = Vec::new();
        let mut breaks = false;
        for (k, a) in c.args.iter().enumerate() {
            let name = format!("ods_arg{k}");
            if let Some(expr) = &a.expr {
                if expr.contains("ctx") {
                    self.needs.ctx = true;
                }
                let _ = writeln!(setup, "let {name} = {{ {expr} }};");
                args.push(name);
                continue;
            }
            if let Some(p) = &a.prop {
                let Some(ElementKind::Variable(Var::Property(i))) =
                    a.target.as_ref().map(|t| &t.kind)
                else {
                    unreachable!("a property argument names a property")
                };
                let value = self.prop(*i);
                self.needs.ctx |= p.from_attr.contains("ctx");
                let _ = writeln!(
                    setup,
                    "let {name}: {} = {value}.and_then(|ods_a| {{ {} }}){};",
                    p.storage, p.from_attr, p.or_default
                );
                args.push(format!("&{name}"));
                continue;
            }
            let target = a
                .target
                .as_ref()
                .expect("a custom argument names something");
            let (binding, pass) = self.custom_arg(target, a.print_accessor, &name, &label);
            breaks |= binding.contains(&label);
            setup.push_str(&binding);
            args.push(pass);
        }
        let call = format!(
            "<{} as {}>::print_{}(self, printer, {});",
            self.op_type,
            self.hooks,
            c.hook,
            args.join(", ")
        );
        if breaks {
            let _ = writeln!(out, "{label}: {{\n{setup}{call}\n}}");
        } else {
            let _ = writeln!(out, "{{\n{setup}{call}\n}}");
        }
    }

    /// The `let` giving argument `name` of a `custom` directive its value (breaking out of
    /// `label` when a value that must be there is not), and the expression passed.
    fn custom_arg(
        &mut self,
        target: &Element,
        accessor: &str,
        name: &str,
        label: &str,
    ) -> (String, String) {
        let some = "::core::option::Option::Some";
        let first = |group: &str| {
            format!("let {some}(&{name}) = {group}.first() else {{ break {label}; }};\n")
        };
        let owned = |value: String| (format!("let {name} = {value};\n"), format!("&{name}"));
        match (&target.kind, accessor) {
            (ElementKind::Variable(Var::Operand(i)), _) => {
                let group = self.operand_group(*i);
                match accessor {
                    "value" => (first(&group), name.to_string()),
                    "opt_value" => owned_copy(name, format!("{group}.first().copied()")),
                    "value_groups" => {
                        let sizes = self.group_sizes(
                            &segment_attr(&self.op.operands[*i].arity).unwrap_or_default(),
                        );
                        owned(format!("{RT}::split({group}, {sizes})"))
                    }
                    _ => (String::new(), group),
                }
            }
            (ElementKind::Type(arg), _) => {
                let view = view::type_arg(arg);
                let (values, groups) = self.typed_values(&view);
                self.needs.ctx = true;
                let types = format!("{RT}::types(ctx, {values})");
                match accessor {
                    "ty" => (
                        format!(
                            "let {some}(&{name}) = {types}.first() else {{ break {label}; }};\n"
                        ),
                        name.to_string(),
                    ),
                    "opt_type" => owned_copy(name, format!("{types}.first().copied()")),
                    "type_groups" => {
                        let sizes = self.group_sizes(&groups.unwrap_or_default());
                        owned(format!("{RT}::split(&{types}, {sizes})"))
                    }
                    _ => owned(types),
                }
            }
            (ElementKind::Variable(Var::Attribute(i)), "attr") => {
                let a = self.attr(*i);
                (
                    format!("let {some}({name}) = {a} else {{ break {label}; }};\n"),
                    name.to_string(),
                )
            }
            (ElementKind::Variable(Var::Attribute(i)), _) => (String::new(), self.attr(*i)),
            (ElementKind::Variable(Var::Region(i)), _) => {
                let group = self.region_group(*i);
                match accessor {
                    "region" => (first(&group), name.to_string()),
                    _ => (String::new(), group),
                }
            }
            (ElementKind::Variable(Var::Successor(i)), _) => {
                let group = self.successor_group(*i);
                match accessor {
                    "successor" => (first(&group), name.to_string()),
                    _ => (String::new(), group),
                }
            }
            _ => {
                self.needs.inherent = true;
                owned(format!("{RT}::attr_dictionary(printer, op, &ods_inherent)"))
            }
        }
    }
}

/// A `let` of `value`, passed by value.
fn owned_copy(name: &str, value: String) -> (String, String) {
    (format!("let {name} = {value};\n"), name.to_string())
}

/// Whether the attribute `a` (an `Option<Attribute>`) is present and not at its `default`.
fn set_test(a: &str, default: Option<&str>) -> String {
    match default {
        None => format!("{a}.is_some()"),
        Some(d) => format!("{a}.is_some_and(|a| !printer.is_default_attribute(|ctx| {d}, a))"),
    }
}

/// `Option<AttrBuilder>` of a default value's builder over `ctx`.
fn builder(default: Option<&str>) -> String {
    match default {
        None => "::core::option::Option::None".into(),
        Some(d) => format!("::core::option::Option::Some(|ctx| {d})"),
    }
}

/// The attribute holding the group sizes of a `VariadicOfVariadic` group.
fn segment_attr(arity: &Arity) -> Option<String> {
    match arity {
        Arity::VariadicOfVariadic { segment_attr } => Some(segment_attr.clone()),
        _ => None,
    }
}

/// The attributes the format writes (anywhere, optional groups included), which
/// `attr-dict` leaves out.
fn collect_attrs(elements: &[ElemView], out: &mut Vec<usize>) {
    for e in elements {
        match e.kind {
            "attr" => out.push(e.index),
            "optional" => {
                if let Some(g) = &e.group {
                    collect_attrs(&g.then, out);
                    collect_attrs(&g.otherwise, out);
                    if let Some(Var::Attribute(i)) = g.elided {
                        out.push(i);
                    }
                }
            }
            "custom" => {
                for a in e.custom.iter().flat_map(|c| &c.args) {
                    if let (false, Some(ElementKind::Variable(Var::Attribute(i)))) =
                        (a.by_ref, a.target.as_ref().map(|t| &t.kind))
                    {
                        out.push(*i);
                    }
                }
            }
            "oilist" => {
                for c in &e.clauses {
                    collect_attrs(&c.elements, out);
                    if let Some(Var::Attribute(i)) = c.unit_var {
                        out.push(i);
                    }
                }
            }
            _ => {}
        }
    }
}
