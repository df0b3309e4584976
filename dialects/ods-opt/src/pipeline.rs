//! `--pass-pipeline=...` (`-p`): mlir-opt's textual pass pipelines over the registered
//! passes, e.g. `builtin.module(func.func(canonicalize{region-simplify=aggressive}),cse)`,
//! and the individual pass flags (`--canonicalize`, `--test-single-fold`).
//!
//! A pipeline is read and checked against the registry when the command line is read (so
//! its errors are mlir-opt's, before any input is read) and becomes an [`OpPassManager`] for
//! each input it runs on. In the textual form a pass must run on its pipeline's operation
//! (MLIR's explicit nesting); pass flags nest a pass anchored on another operation
//! implicitly, as mlir-opt's pass manager does.

use ods_runtime::pass::{Nesting, OpPassManager, OptionError, PassInfo, PassRegistry};

/// A parsed pipeline: its outermost anchor and what runs on the operations it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pipeline {
    /// The operation name the pipeline runs on (`builtin.module`, `func.func`, `any`).
    pub anchor: String,
    /// The passes and nested pipelines, in order.
    pub elements: Vec<Element>,
}

/// One element of a pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// A registered pass with the option text it was given.
    Pass(PassFlag),
    /// A pipeline nested on the operations it names.
    Nested(Pipeline),
}

/// A registered pass with the option text it was given (`canonicalize{max-iterations=3}`,
/// `--canonicalize=max-iterations=3`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassFlag {
    /// The pass's argument.
    pub argument: String,
    /// The option text, when given.
    pub options: Option<String>,
}

impl PassFlag {
    fn info<'r>(&self, registry: &'r PassRegistry) -> Result<&'r PassInfo, String> {
        registry.get(&self.argument).ok_or_else(|| {
            format!(
                "<unknown>:0: error: '{}' does not refer to a registered pass\n",
                self.argument
            )
        })
    }
}

/// mlir-opt's text for a pass option error, as the pass's own flag reports it.
pub(crate) fn option_error_text(program: &str, error: &OptionError) -> String {
    match error {
        OptionError::NoSuchOption(key) => {
            format!("<unknown>:0: error: <Pass-Options-Parser>: no such option {key}\n\n")
        }
        OptionError::Invalid { key, message } => {
            format!("{program}: for the --{key} option: {message}\n<unknown>:0: error: \n")
        }
    }
}

impl Pipeline {
    /// The pass manager that runs the pipeline (passes instantiated from `registry`).
    pub fn pass_manager(&self, registry: &PassRegistry) -> Result<OpPassManager, String> {
        let mut pm = OpPassManager::new(self.anchor.clone());
        for element in &self.elements {
            match element {
                Element::Pass(flag) => {
                    let info = flag.info(registry)?;
                    let pass = info
                        .instantiate(flag.options.as_deref())
                        .map_err(|e| option_error_text("ods-opt", &e))?;
                    pm.add_pass(pass, Nesting::Explicit)
                        .map_err(|e| format!("<unknown>:0: error: {e}\n"))?;
                }
                Element::Nested(inner) => pm.add_nested(inner.pass_manager(registry)?),
            }
        }
        Ok(pm)
    }
}

/// The pass manager on `anchor` that runs the pass flags in order, nesting a pass anchored
/// on another operation implicitly.
pub fn flags_pass_manager(
    anchor: &str,
    flags: &[PassFlag],
    registry: &PassRegistry,
) -> Result<OpPassManager, String> {
    let mut pm = OpPassManager::new(anchor);
    for flag in flags {
        let pass = flag
            .info(registry)?
            .instantiate(flag.options.as_deref())
            .map_err(|e| option_error_text("ods-opt", &e))?;
        pm.add_pass(pass, Nesting::Implicit)
            .map_err(|e| format!("<unknown>:0: error: {e}\n"))?;
    }
    Ok(pm)
}

/// Parses the text of `--pass-pipeline`; the error is mlir-opt's text for standard error.
pub fn parse_pipeline(
    program: &str,
    text: &str,
    registry: &PassRegistry,
) -> Result<Pipeline, String> {
    let trimmed = text.trim();
    let Some(open) = trimmed.find('(') else {
        return Err(format!(
            "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: expected \
             pass pipeline to be wrapped with the anchor operation type, e.g. \
             'builtin.module(...)'\n{trimmed}\n^\n\n"
        ));
    };
    let anchor = trimmed[..open].trim().to_string();
    let Some(inner) = trimmed[open + 1..].strip_suffix(')') else {
        return Err(parser_error(
            trimmed,
            0,
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    };
    let mut parser = Parser {
        program,
        text: inner,
        pos: 0,
        registry,
        anchor: anchor.clone(),
    };
    let elements = parser.list().map_err(|e| {
        // A pass's option error is followed by an empty line, as mlir-opt prints it.
        if e.ends_with("\n\n") { e } else { e + "\n" }
    })?;
    parser.skip_spaces();
    if parser.pos < inner.len() {
        return Err(parser_error(
            inner,
            parser.pos,
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(Pipeline { anchor, elements })
}

/// mlir-opt's message for a malformed pipeline, pointing at byte `at` of `text`.
fn parser_error(text: &str, at: usize, what: &str) -> String {
    let col = text[..at.min(text.len())].chars().count();
    format!(
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:{}: error: {what}\n{text}\n{}^\n\n",
        col + 1,
        " ".repeat(col)
    )
}

struct Parser<'a> {
    program: &'a str,
    text: &'a str,
    pos: usize,
    registry: &'a PassRegistry,
    /// The anchor of the pipeline being read.
    anchor: String,
}

impl Parser<'_> {
    fn skip_spaces(&mut self) {
        while self.text[self.pos..].starts_with(char::is_whitespace) {
            self.pos += self.text[self.pos..]
                .chars()
                .next()
                .map_or(1, char::len_utf8);
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    /// A comma-separated list of elements, up to a `)` or the end.
    fn list(&mut self) -> Result<Vec<Element>, String> {
        let mut elements = Vec::new();
        loop {
            self.skip_spaces();
            if matches!(self.peek(), None | Some(')')) {
                return Ok(elements);
            }
            elements.push(self.element()?);
            self.skip_spaces();
            match self.peek() {
                Some(',') => self.pos += 1,
                _ => return Ok(elements),
            }
        }
    }

    fn element(&mut self) -> Result<Element, String> {
        let start = self.pos;
        let len = self.text[start..]
            .find(|c: char| c.is_whitespace() || "(){},".contains(c))
            .unwrap_or(self.text.len() - start);
        let name = &self.text[start..start + len];
        self.pos += len;
        match self.peek() {
            Some('(') => {
                self.pos += 1;
                let list_start = self.pos;
                let outer = std::mem::replace(&mut self.anchor, name.to_string());
                let elements = self.list();
                self.anchor = outer;
                let elements = elements.map_err(|e| {
                    if e.ends_with("\n\n") {
                        e
                    } else {
                        format!("{e}failed to add `{name}` with options `` to inner pipeline\n")
                    }
                })?;
                if self.peek() != Some(')') {
                    return Err(parser_error(
                        self.text,
                        list_start,
                        "encountered unbalanced parentheses while parsing pipeline",
                    ));
                }
                self.pos += 1;
                Ok(Element::Nested(Pipeline {
                    anchor: name.to_string(),
                    elements,
                }))
            }
            next => {
                let options = if next == Some('{') {
                    let body_start = self.pos + 1;
                    let mut depth = 0usize;
                    let mut end = None;
                    for (i, c) in self.text[self.pos..].char_indices() {
                        match c {
                            '{' => depth += 1,
                            '}' => {
                                depth -= 1;
                                if depth == 0 {
                                    end = Some(self.pos + i);
                                    break;
                                }
                            }
                            _ => {}
                        }
                    }
                    let Some(end) = end else {
                        return Err(parser_error(
                            self.text,
                            start,
                            "missing closing '}' while processing pass options",
                        ));
                    };
                    self.pos = end + 1;
                    Some(&self.text[body_start..end])
                } else {
                    None
                };
                let Some(info) = self.registry.get(name) else {
                    return Err(parser_error(
                        self.text,
                        start,
                        &format!("'{name}' does not refer to a registered pass or pass pipeline"),
                    ));
                };
                let failed = |e: String| {
                    format!(
                        "{e}failed to add `{name}` with options `{}`\n",
                        options.unwrap_or("")
                    )
                };
                let pass = info
                    .instantiate(options)
                    .map_err(|e| failed(option_error_text(self.program, &e)))?;
                // A pass must run on the pipeline it is written in (explicit nesting).
                let mut probe = OpPassManager::new(self.anchor.clone());
                probe
                    .add_pass(pass, Nesting::Explicit)
                    .map_err(|e| failed(format!("<unknown>:0: error: {e}\n")))?;
                Ok(Element::Pass(PassFlag {
                    argument: name.to_string(),
                    options: options.map(str::to_string),
                }))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ods_runtime::Context;

    fn registry() -> PassRegistry {
        let mut r = ods_runtime::pass::standard_passes();
        r.register(
            PassInfo::new("on-func", "", |_| Box::new(|_: &mut Context, _| Ok(())))
                .anchored_on("func.func"),
        );
        r
    }

    #[test]
    fn nested_canonicalize_parses() {
        let p = parse_pipeline(
            "ods-opt",
            "builtin.module(func.func(canonicalize{region-simplify=aggressive}))",
            &registry(),
        )
        .expect("valid pipeline");
        assert_eq!(p.anchor, "builtin.module");
        let [Element::Nested(inner)] = p.elements.as_slice() else {
            panic!("one nested pipeline: {p:?}");
        };
        assert_eq!(inner.anchor, "func.func");
        let [Element::Pass(flag)] = inner.elements.as_slice() else {
            panic!("one pass: {inner:?}");
        };
        assert_eq!(flag.argument, "canonicalize");
        assert_eq!(flag.options.as_deref(), Some("region-simplify=aggressive"));
        assert!(p.pass_manager(&registry()).is_ok());
    }

    #[test]
    fn malformed_pipelines_get_mlir_opt_messages() {
        // The messages themselves are compared with mlir-opt's by the driver corpus.
        let r = registry();
        assert!(parse_pipeline("ods-opt", "builtin.module(func.func(bogus))", &r).is_err());
        assert!(
            parse_pipeline(
                "ods-opt",
                "builtin.module(canonicalize{max-iterations=x})",
                &r
            )
            .is_err()
        );
        assert!(parse_pipeline("ods-opt", "builtin.module(func.func(canonicalize)", &r).is_err());
        let e = parse_pipeline("ods-opt", "builtin.module(on-func)", &r).expect_err("explicit");
        assert!(e.contains("restricted to 'func.func'"), "{e}");
        assert!(parse_pipeline("ods-opt", "builtin.module(func.func(on-func))", &r).is_ok());
    }

    #[test]
    fn hand_built_flags_with_bad_options_get_mlir_opt_messages() {
        let flag = PassFlag {
            argument: "canonicalize".into(),
            options: Some("bogus=1".into()),
        };
        let e = flags_pass_manager("builtin.module", &[flag], &registry()).expect_err("bad");
        assert_eq!(
            e,
            "<unknown>:0: error: <Pass-Options-Parser>: no such option bogus\n\n"
        );
    }
}
