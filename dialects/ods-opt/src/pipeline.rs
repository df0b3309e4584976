//! `--pass-pipeline=...`: mlir-opt's textual pass pipelines, for the one pass the driver has
//! (`canonicalize`) nested under operation anchors, e.g.
//! `builtin.module(func.func(canonicalize{region-simplify=aggressive}))`.
//!
//! As in MLIR's pass manager, a nested pipeline `name(...)` runs on each operation named
//! `name` (any operation for `any`) that is isolated from above and lies directly in the
//! regions of the operation its parent pipeline runs on; the outermost anchor must name the
//! top-level operation.

use ods_runtime::Context;
use ods_runtime::ir::OpId;
use ods_runtime::traits::IsIsolatedFromAbove;

use crate::CanonicalizeOptions;

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
    /// The canonicalizer with its options.
    Canonicalize(CanonicalizeOptions),
    /// A pipeline nested on the operations it names.
    Nested(Pipeline),
}

/// Parses the text of `--pass-pipeline`; the error is mlir-opt's text for standard error.
pub fn parse_pipeline(program: &str, text: &str) -> Result<Pipeline, String> {
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
                let elements = self.list().map_err(|e| {
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
                if name != "canonicalize" {
                    return Err(parser_error(
                        self.text,
                        start,
                        &format!("'{name}' does not refer to a registered pass or pass pipeline"),
                    ));
                }
                let opts = match options {
                    None => CanonicalizeOptions::default(),
                    Some(text) => crate::options::canonicalize_options(self.program, text)
                        .map_err(|e| {
                            format!("{e}failed to add `{name}` with options `{text}`\n")
                        })?,
                };
                Ok(Element::Canonicalize(opts))
            }
        }
    }
}

/// What running a pipeline did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PipelineOutcome {
    /// A pass failed without a diagnostic (a `test-convergence` canonicalizer that did not
    /// converge).
    pub failed: bool,
}

/// Runs the elements of `pipeline` on `op`.
pub fn run_pipeline(ctx: &mut Context, op: OpId, pipeline: &Pipeline) -> PipelineOutcome {
    let mut outcome = PipelineOutcome::default();
    for element in &pipeline.elements {
        match element {
            Element::Canonicalize(canon) => {
                let result = ctx.canonicalize(op, &canon.config);
                if canon.test_convergence && !result.converged {
                    outcome.failed = true;
                }
            }
            Element::Nested(inner) => {
                let mut targets = Vec::new();
                for &region in ctx.op_regions(op) {
                    for &block in ctx.region_blocks(region) {
                        for child in ctx.block_ops(block) {
                            let name = ctx.op_name_str(ctx.op_name(child));
                            // The pass manager schedules passes only on operations isolated
                            // from above.
                            if (inner.anchor == "any" || inner.anchor == name)
                                && ctx.has_trait::<IsIsolatedFromAbove>(child)
                            {
                                targets.push(child);
                            }
                        }
                    }
                }
                for child in targets {
                    if ctx.op_is_alive(child) && run_pipeline(ctx, child, inner).failed {
                        outcome.failed = true;
                    }
                }
            }
        }
        if outcome.failed {
            break;
        }
    }
    outcome
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_canonicalize_parses() {
        let p = parse_pipeline(
            "ods-opt",
            "builtin.module(func.func(canonicalize{region-simplify=aggressive}))",
        )
        .expect("valid pipeline");
        assert_eq!(p.anchor, "builtin.module");
        let [Element::Nested(inner)] = p.elements.as_slice() else {
            panic!("one nested pipeline: {p:?}");
        };
        assert_eq!(inner.anchor, "func.func");
        let [Element::Canonicalize(opts)] = inner.elements.as_slice() else {
            panic!("one pass: {inner:?}");
        };
        assert_eq!(
            opts.config.region_simplification,
            ods_runtime::region_simplify::RegionSimplification::Aggressive
        );
    }

    #[test]
    fn malformed_pipelines_get_mlir_opt_messages() {
        // The messages themselves are compared with mlir-opt's by the driver corpus.
        assert!(parse_pipeline("ods-opt", "builtin.module(func.func(bogus))").is_err());
        assert!(
            parse_pipeline("ods-opt", "builtin.module(canonicalize{max-iterations=x})").is_err()
        );
        assert!(parse_pipeline("ods-opt", "builtin.module(func.func(canonicalize)").is_err());
    }
}
