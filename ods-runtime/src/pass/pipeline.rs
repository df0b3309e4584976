//! MLIR's textual pass pipelines (`canonicalize{max-iterations=3},func.func(cse)`), read in
//! two steps as MLIR's `TextualPipeline` does: the whole text is parsed and every pass name
//! resolved against a [`PassRegistry`] first ([`parse_pass_list`], [`parse_pipeline`]), then
//! the passes are created with their options and added to a pass manager in order
//! ([`add_to_pipeline`]), which stops at the first pass whose options are refused (that
//! pass stays in the pass manager with the options read before the bad one, as in MLIR).
//!
//! Errors carry MLIR's text: what LLVM's command line prints on its own
//! ([`PipelineError::direct`]) and what the parser writes to its error stream
//! ([`PipelineError::stream`]); a tool reading `--pass-pipeline` wraps the latter in a
//! diagnostic ([`PipelineError::diagnostic`]), the inliner prints both as they are.

use super::{Nesting, OpPassManager, OptionError, PassInfo, PassRegistry, PipelineAddError};

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

/// Why a pipeline was refused, in MLIR's words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PipelineError {
    /// What LLVM's command line prints itself, before anything else
    /// (`mlir-opt: for the --max-iterations option: 'x' value invalid for long argument!`).
    pub direct: String,
    /// What the pipeline parser writes to its error stream, each message ending in a newline.
    pub stream: String,
}

impl PipelineError {
    /// The error as a tool reading `--pass-pipeline` reports it: the direct text, then the
    /// stream's text as an error at an unknown location.
    pub fn diagnostic(&self) -> String {
        format!("{}<unknown>:0: error: {}\n", self.direct, self.stream)
    }

    /// The direct text followed by the stream's, as printed where the stream is standard
    /// error.
    pub fn printed(&self) -> String {
        format!("{}{}", self.direct, self.stream)
    }

    fn syntax(text: &str, at: usize, what: &str) -> Self {
        let col = text[..at.min(text.len())].chars().count();
        PipelineError {
            direct: String::new(),
            stream: format!(
                "MLIR Textual PassPipeline Parser:1:{}: error: {what}\n{text}\n{}^\n",
                col + 1,
                " ".repeat(col)
            ),
        }
    }

    /// An option error of a pass: LLVM's own message, then the options parser's.
    pub fn option(program: &str, error: &OptionError) -> Self {
        match error {
            OptionError::NoSuchOption(key) => PipelineError {
                direct: String::new(),
                stream: format!("<Pass-Options-Parser>: no such option {key}\n\n"),
            },
            OptionError::Invalid { key, message } => PipelineError {
                direct: format!("{program}: for the --{key} option: {message}\n"),
                stream: "\n".into(),
            },
            OptionError::Reported(text) => PipelineError {
                direct: text.clone(),
                stream: "\n".into(),
            },
        }
    }

    fn then(mut self, line: String) -> Self {
        self.stream.push_str(&line);
        self.stream.push('\n');
        self
    }
}

/// Parses the text of an anchored pipeline (`builtin.module(...)`, as `--pass-pipeline`
/// takes it) and checks that every pass takes its options and runs where it is written.
pub fn parse_pipeline(
    program: &str,
    text: &str,
    registry: &PassRegistry,
) -> Result<Pipeline, PipelineError> {
    let trimmed = text.trim();
    let open = trimmed.find('(').filter(|&o| o > 0);
    let (Some(open), Some(body)) = (open, trimmed.strip_suffix(')')) else {
        return Err(PipelineError {
            direct: String::new(),
            stream: "expected pass pipeline to be wrapped with the anchor operation type, e.g. \
                     'builtin.module(...)'"
                .into(),
        });
    };
    let anchor = trimmed[..open].trim_end().to_string();
    let elements = parse_pass_list(&body[open + 1..], registry)?;
    let mut probe = OpPassManager::new(anchor.clone());
    add_to_pipeline(program, &elements, &mut probe, registry)?;
    Ok(Pipeline { anchor, elements })
}

/// Parses a list of pipeline elements (`cse,func.func(canonicalize{top-down=false})`), as
/// MLIR's `parsePassPipeline` into an existing pass manager reads it (its
/// `TextualPipeline`): the whole text first, then every pass name must be registered. The
/// options are not read yet.
pub fn parse_pass_list(text: &str, registry: &PassRegistry) -> Result<Vec<Element>, PipelineError> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let raw = parse_raw(text)?;
    resolve(text, raw, registry)
}

/// One element as the parser reads it, before its name is resolved: the name and where it
/// starts, the options, and the elements of its inner pipeline (none for a pass).
struct RawElement {
    name: String,
    at: usize,
    options: Option<String>,
    inner: Vec<RawElement>,
}

/// MLIR's `TextualPipeline::parsePipelineText`: names up to the next `,`, `(`, `)` or `{`;
/// options in braces; inner pipelines in parentheses.
fn parse_raw(text: &str) -> Result<Vec<RawElement>, PipelineError> {
    // The path of element indices down to the pipeline being filled.
    let mut root: Vec<RawElement> = Vec::new();
    let mut path: Vec<usize> = Vec::new();
    let mut pos = 0;
    // Where the text left to read starts when the reading ends (what an unbalanced
    // parenthesis is reported at): the last name's, when nothing follows it.
    let mut end_at = text.len();
    loop {
        let pipeline = pipeline_at(&mut root, &path);
        let rest = &text[pos..];
        let sep_at = rest.find([',', '(', ')', '{']);
        let name_text = &rest[..sep_at.unwrap_or(rest.len())];
        let lead = name_text.len() - name_text.trim_start().len();
        pipeline.push(RawElement {
            name: name_text.trim().to_string(),
            at: pos + lead,
            options: None,
            inner: Vec::new(),
        });
        let Some(sep_at) = sep_at else {
            end_at = pos;
            break;
        };
        pos += sep_at;
        let mut sep = text.as_bytes()[pos];
        if sep == b'{' {
            let close = closing_brace(&text[pos + 1..]).ok_or_else(|| {
                PipelineError::syntax(
                    text,
                    pos,
                    "missing closing '}' while processing pass options",
                )
            })?;
            let options = text[pos + 1..pos + 1 + close].to_string();
            if let Some(last) = pipeline.last_mut() {
                last.options = Some(options);
            }
            pos = skip_spaces(text, pos + 1 + close + 1);
            if pos >= text.len() {
                break;
            }
            sep = text.as_bytes()[pos];
        } else if sep == b'(' {
            path.push(pipeline.len() - 1);
            pos += 1;
            continue;
        }
        while sep == b')' {
            if path.is_empty() {
                return Err(PipelineError::syntax(
                    text,
                    pos,
                    "encountered extra closing ')' creating unbalanced parentheses while \
                     parsing pipeline",
                ));
            }
            path.pop();
            pos = skip_spaces(text, pos + 1);
            sep = text.as_bytes().get(pos).copied().unwrap_or(0);
        }
        if pos >= text.len() {
            break;
        }
        if sep != b',' {
            return Err(PipelineError::syntax(
                text,
                pos,
                "expected ',' after parsing pipeline",
            ));
        }
        pos += 1;
    }
    if !path.is_empty() {
        return Err(PipelineError::syntax(
            text,
            end_at,
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(root)
}

/// The pipeline `path` leads to from `root`.
fn pipeline_at<'a>(root: &'a mut Vec<RawElement>, path: &[usize]) -> &'a mut Vec<RawElement> {
    let mut pipeline = root;
    for &i in path {
        pipeline = &mut pipeline[i].inner;
    }
    pipeline
}

/// The index in `text` of the `}` closing a brace just before it (nested braces counted).
fn closing_brace(text: &str) -> Option<usize> {
    let mut depth = 1usize;
    for (i, c) in text.bytes().enumerate() {
        match c {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The position of the first character from `pos` on that is not a space.
fn skip_spaces(text: &str, pos: usize) -> usize {
    let pos = pos.min(text.len());
    pos + (text[pos..].len() - text[pos..].trim_start().len())
}

/// MLIR's `resolvePipelineElements`: an element with an inner pipeline is a nested
/// pipeline, any other must name a registered pass or pipeline.
fn resolve(
    text: &str,
    raw: Vec<RawElement>,
    registry: &PassRegistry,
) -> Result<Vec<Element>, PipelineError> {
    let mut elements = Vec::with_capacity(raw.len());
    for e in raw {
        if !e.inner.is_empty() {
            elements.push(Element::Nested(Pipeline {
                anchor: e.name,
                elements: resolve(text, e.inner, registry)?,
            }));
            continue;
        }
        if registry.get(&e.name).is_none() {
            return Err(PipelineError::syntax(
                text,
                e.at,
                &format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    e.name
                ),
            ));
        }
        elements.push(Element::Pass(PassFlag {
            argument: e.name,
            options: e.options,
        }));
    }
    Ok(elements)
}

/// Creates the passes of `elements` and adds them to `pm` in order (passes written in a
/// nested pipeline to a pass manager nested on its anchor). The first pass whose options are
/// refused is added with the options read before the bad one, and nothing after it.
pub fn add_to_pipeline(
    program: &str,
    elements: &[Element],
    pm: &mut OpPassManager,
    registry: &PassRegistry,
) -> Result<(), PipelineError> {
    for element in elements {
        match element {
            Element::Pass(flag) => {
                let Some(info) = registry.get(&flag.argument) else {
                    return Err(PipelineError {
                        direct: String::new(),
                        stream: format!(
                            "'{}' does not refer to a registered pass\n",
                            flag.argument
                        ),
                    });
                };
                let options = flag.options.as_deref().unwrap_or("");
                let failed = format!("failed to add `{}` with options `{options}`", flag.argument);
                if info.is_pipeline() {
                    add_registered_pipeline(program, info, flag, pm, registry)
                        .map_err(|e| e.then(failed))?;
                    continue;
                }
                let reader = |text: &str| read_op_pipeline(program, text, registry);
                let (pass, refused) = info.instantiate_partial(flag.options.as_deref(), &reader);
                // The options are read before the pass is added: both may be refused, in
                // that order.
                let mut error = refused.map(|e| PipelineError::option(program, &e));
                if let Err(message) = pm.add_pass(pass, Nesting::Explicit) {
                    error = Some(error.unwrap_or_default().then(message));
                }
                if let Some(error) = error {
                    return Err(error.then(failed));
                }
            }
            Element::Nested(inner) => {
                let mut nested = OpPassManager::new(inner.anchor.clone());
                let added = add_to_pipeline(program, &inner.elements, &mut nested, registry);
                pm.add_nested(nested);
                added.map_err(|e| {
                    e.then(format!(
                        "failed to add `{}` with options `` to inner pipeline",
                        inner.anchor
                    ))
                })?;
            }
        }
    }
    Ok(())
}

/// Adds the passes of the registered pipeline `info` (written as `flag`) to `pm`.
fn add_registered_pipeline(
    program: &str,
    info: &PassInfo,
    flag: &PassFlag,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
) -> Result<(), PipelineError> {
    info.add_pipeline_to(pm, flag.options.as_deref(), registry, Nesting::Explicit)
        .map_err(|e| match e {
            PipelineAddError::Option(o) => PipelineError {
                direct: pipeline_option_error(program, &o),
                stream: String::new(),
            },
            PipelineAddError::Build(text) => PipelineError {
                direct: String::new(),
                stream: text,
            },
        })
}

/// What MLIR prints, as it is, when a registered pipeline refuses an option.
pub fn pipeline_option_error(program: &str, error: &OptionError) -> String {
    match error {
        OptionError::NoSuchOption(key) => format!("<Pass-Options-Parser>: no such option {key}\n"),
        OptionError::Invalid { key, message } => {
            format!("{program}: for the --{key} option: {message}\n")
        }
        OptionError::Reported(text) => text.clone(),
    }
}

/// Reads the value of a pipeline option (`func.func(cse,canonicalize)`) as MLIR's
/// `parsePassPipeline` does: an operation name, then the passes in parentheses, each
/// created with its options; the pipeline printed back as MLIR prints it, else what the
/// parser wrote.
pub fn read_op_pipeline(
    program: &str,
    text: &str,
    registry: &PassRegistry,
) -> Result<String, OptionError> {
    build_op_pipeline(program, text, registry).map(|pm| pm.textual_pipeline(false))
}

/// The pass manager a pipeline option's value (`func.func(cse,canonicalize)`) describes,
/// as [`read_op_pipeline`] reads it.
pub fn build_op_pipeline(
    program: &str,
    text: &str,
    registry: &PassRegistry,
) -> Result<OpPassManager, OptionError> {
    let text = text.trim();
    let open = text.find('(');
    let inner = text.strip_suffix(')');
    let (Some(open), Some(inner)) = (open.filter(|&o| o > 0), inner) else {
        return Err(OptionError::Reported(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. \
             'builtin.module(...)'"
                .into(),
        ));
    };
    let mut pm = OpPassManager::new(text[..open].trim_end());
    parse_pass_list(&inner[open + 1..], registry)
        .and_then(|elements| add_to_pipeline(program, &elements, &mut pm, registry))
        .map_err(|e| OptionError::Reported(e.printed()))?;
    Ok(pm)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;
    use crate::pass::{PassElement, PassInfo};
    use crate::transforms::standard_passes;

    fn registry() -> PassRegistry {
        let mut r = standard_passes();
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
    }

    #[test]
    fn malformed_pipelines_are_refused() {
        let r = registry();
        assert!(parse_pipeline("ods-opt", "builtin.module(func.func(bogus))", &r).is_err());
        let e = parse_pipeline(
            "ods-opt",
            "builtin.module(canonicalize{max-iterations=x})",
            &r,
        )
        .expect_err("bad value");
        assert!(e.direct.contains("--max-iterations"), "{e:?}");
        assert!(parse_pipeline("ods-opt", "builtin.module(func.func(canonicalize)", &r).is_err());
        let e = parse_pipeline("ods-opt", "builtin.module(on-func)", &r).expect_err("explicit");
        assert!(e.stream.contains("restricted to 'func.func'"), "{e:?}");
        assert!(parse_pipeline("ods-opt", "builtin.module(func.func(on-func))", &r).is_ok());
    }

    #[test]
    fn a_refused_pass_stays_and_ends_the_pipeline() {
        let r = registry();
        let elements = parse_pass_list("cse,canonicalize{bogus=1},cse", &r);
        // `cse` is not a standard pass everywhere; fall back to canonicalize twice.
        let elements = elements.unwrap_or_else(|_| {
            parse_pass_list("canonicalize,canonicalize{bogus=1},canonicalize", &r).expect("parses")
        });
        let mut pm = OpPassManager::new("func.func");
        let e = add_to_pipeline("ods-opt", &elements, &mut pm, &r).expect_err("bogus");
        assert_eq!(
            e.stream,
            "<Pass-Options-Parser>: no such option bogus\n\nfailed to add `canonicalize` with \
             options `bogus=1`\n"
        );
        assert_eq!(pm.elements().len(), 2);
        assert!(matches!(pm.elements()[1], PassElement::Pass(_)));
    }
}
