//! Pass pipelines printed back as text, as MLIR's `printAsTextualPipeline` prints them:
//! every pass by its argument with all its options (`canonicalize{  max-iterations=10 ...}`,
//! sorted by name, a list option that was not given printing nothing), nested pass
//! managers as `anchor(...)`; and the pretty form, one pass a line, that
//! `--dump-pass-pipeline` writes (MLIR's `OpPassManager::dump`).

use super::PassOptions;
use super::{OpPassManager, OptionKind, OptionValue, PassElement, PassInstance, PassOption};

impl PassOptions {
    /// The options as MLIR prints them after a pass's argument: nothing when the pass
    /// declares none, else `{...}` with each option printed, sorted by name, separated by
    /// spaces. `declared` are the pass's options, in the order the values are kept.
    pub fn textual(&self, declared: &[PassOption]) -> String {
        self.textual_as(declared, false)
    }

    /// [`PassOptions::textual`]; `nested` options (a group inside another option) are
    /// copies that do not know which options were given, so a list prints only when it is
    /// not empty.
    fn textual_as(&self, declared: &[PassOption], nested: bool) -> String {
        if declared.is_empty() {
            return String::new();
        }
        let mut order: Vec<usize> = (0..declared.len()).collect();
        order.sort_by(|&a, &b| declared[a].name.cmp(declared[b].name));
        let items: Vec<String> = order
            .into_iter()
            .map(|i| {
                let value = &self.values[i].1;
                let shown = match value {
                    OptionValue::List(items) if nested => !items.is_empty(),
                    _ => self.given[i],
                };
                option_text(&declared[i], value, shown)
            })
            .collect();
        format!("{{{}}}", items.join(" "))
    }
}

/// One option as MLIR's `OptionBase::print` prints it: `name=value`; a list option that was
/// not given prints nothing, else `name={a,b}`.
fn option_text(option: &PassOption, value: &OptionValue, given: bool) -> String {
    match (option.kind, value) {
        (OptionKind::List(element), OptionValue::List(items)) => {
            if !given {
                return String::new();
            }
            let items: Vec<String> = items.iter().map(|v| value_text(*element, v)).collect();
            format!("{}={{{}}}", option.name, items.join(","))
        }
        (kind, value) => format!("{}={}", option.name, value_text(kind, value)),
    }
}

/// One value as MLIR prints it: a string in braces when a space comes before any brace or
/// quote in it.
fn value_text(kind: OptionKind, value: &OptionValue) -> String {
    match value {
        OptionValue::Bool(b) => b.to_string(),
        OptionValue::Signed(n) => n.to_string(),
        OptionValue::Unsigned(n) => n.to_string(),
        OptionValue::Text(t) if kind == OptionKind::String => {
            let space = t.find(' ');
            let escape = t.find(['{', '\'', '"']);
            match (space, escape) {
                (Some(s), e) if e.is_none_or(|e| s < e) => format!("{{{t}}}"),
                _ => t.clone(),
            }
        }
        OptionValue::Text(t) => t.clone(),
        OptionValue::Pipeline { printed, .. } => printed.clone(),
        OptionValue::Nested(options) => match kind {
            OptionKind::Nested(declared) => options.textual_as(declared, true),
            _ => String::new(),
        },
        OptionValue::List(items) => items
            .iter()
            .map(|v| value_text(kind, v))
            .collect::<Vec<_>>()
            .join(","),
    }
}

impl PassInstance {
    /// The pass as MLIR prints it in a pipeline: its argument and its options.
    pub fn textual(&self) -> String {
        format!(
            "{}{}",
            self.info.argument(),
            self.options.textual(self.info.options())
        )
    }
}

/// Text written line by line with an indentation put before each line's first character
/// (LLVM's `raw_indented_ostream`: an empty line stays empty).
struct Indented {
    out: String,
    level: usize,
    at_line_start: bool,
}

impl Indented {
    fn write(&mut self, text: &str) {
        for (i, line) in text.split('\n').enumerate() {
            if i > 0 {
                self.out.push('\n');
                self.at_line_start = true;
            }
            if !line.is_empty() {
                if self.at_line_start {
                    self.out.push_str(&"  ".repeat(self.level));
                    self.at_line_start = false;
                }
                self.out.push_str(line);
            }
        }
    }
}

impl OpPassManager {
    /// The pass manager as MLIR's `printAsTextualPipeline` prints it:
    /// `anchor(pass{options},nested(...))`, or in the pretty form one pass a line, nested
    /// pass managers indented.
    pub fn textual_pipeline(&self, pretty: bool) -> String {
        let mut w = Indented {
            out: String::new(),
            level: 0,
            at_line_start: true,
        };
        self.print_into(&mut w, pretty);
        w.out
    }

    /// What MLIR's `OpPassManager::dump` writes (`--dump-pass-pipeline`): the number of
    /// passes, then the pipeline in the pretty form.
    pub fn dump(&self) -> String {
        format!(
            "Pass Manager with {} passes:\n{}\n",
            self.elements().len(),
            self.textual_pipeline(true)
        )
    }

    fn print_into(&self, w: &mut Indented, pretty: bool) {
        let separator = if pretty { ",\n" } else { "," };
        w.write(&format!("{}(", self.anchor()));
        if pretty {
            w.write("\n");
            w.level += 1;
        }
        for (i, element) in self.elements().iter().enumerate() {
            if i > 0 {
                w.write(separator);
            }
            match element {
                PassElement::Pass(p) => w.write(&p.textual()),
                PassElement::Adaptor(managers) => {
                    for (j, pm) in managers.iter().enumerate() {
                        if j > 0 {
                            w.write(separator);
                        }
                        pm.print_into(w, pretty);
                    }
                }
            }
        }
        if pretty {
            w.write("\n");
            w.level -= 1;
        }
        w.write(")");
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::{Nesting, OpPassManager};
    use crate::transforms::standard_passes;

    #[test]
    fn pipelines_print_every_option_sorted() {
        let registry = standard_passes();
        let mut pm = OpPassManager::new("builtin.module");
        let add = |pm: &mut OpPassManager, arg: &str, options: Option<&str>| {
            let pass = registry.get(arg).expect("registered").instantiate(options);
            pm.add_pass(pass.expect("valid options"), Nesting::Implicit)
                .expect("added");
        };
        add(&mut pm, "symbol-privatize", Some("exclude={a b},c"));
        add(pm.nest("func.func"), "cse", None);
        add(
            &mut pm,
            "canonicalize",
            Some("max-iterations=0x10 disable-patterns="),
        );
        assert_eq!(
            pm.textual_pipeline(false),
            "builtin.module(symbol-privatize{exclude={{a b},c}},func.func(cse),canonicalize{\
             disable-patterns={}  max-iterations=16 max-num-rewrites=-1 region-simplify=normal \
             test-convergence=false top-down=true})"
        );
        let empty = OpPassManager::new("any");
        assert_eq!(empty.dump(), "Pass Manager with 0 passes:\nany(\n\n)\n");
    }
}
