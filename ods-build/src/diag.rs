//! Source locations and diagnostics for everything ods-build reads.
//!
//! A [`Loc`] is `file:line:col` (1-based). An [`Error`] carries one or more [`Diagnostic`]s;
//! its `Display` is `path:line:col: error: message`, then the source line and a caret under
//! the column, the format a build script prints when a spec is wrong.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A position in a source file (1-based line and column).
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Loc {
    /// The file, as it was named to the tool (relative paths stay relative).
    pub file: String,
    /// 1-based line; 0 when unknown.
    pub line: u32,
    /// 1-based column; 0 when unknown.
    pub col: u32,
}

impl Loc {
    /// A location in `file` at `line:col`.
    pub fn new(file: impl Into<String>, line: u32, col: u32) -> Self {
        Loc {
            file: file.into(),
            line,
            col,
        }
    }

    /// True when no position is known.
    pub fn is_unknown(&self) -> bool {
        self.file.is_empty()
    }

    /// Parses `file:line:col` (the file may itself contain `:`).
    pub fn parse(text: &str) -> Option<Loc> {
        let (rest, col) = text.rsplit_once(':')?;
        let (file, line) = rest.rsplit_once(':')?;
        Some(Loc::new(file, line.parse().ok()?, col.parse().ok()?))
    }
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

impl Serialize for Loc {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Loc {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Loc::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("bad location `{text}`")))
    }
}

/// A finer position than a record's location, found in the source text once it can be read
/// (by [`Error::with_sources`]). TableGen records only know where their `def` is; a field
/// or a code block inside the def is found by searching the def's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The field `name` assigned in the def (`let name = ...` or `Type name = ...`).
    Field(String),
    /// Byte `offset` into `text`, a code block or string that appears verbatim in the source
    /// (in the def, else anywhere in the file).
    Text {
        /// The text as the spec wrote it.
        text: String,
        /// Where in `text` the problem is.
        offset: usize,
    },
    /// Byte `offset` into the string value of field `field` (an assembly format, say): the
    /// literal the def assigns to the field (`"..."`, escapes counted, or `[{...}]`), else
    /// `text` (the value) found verbatim as for [`Anchor::Text`].
    FieldText {
        /// The field name (`assemblyFormat`).
        field: String,
        /// The field's value.
        text: String,
        /// Where in the value the problem is.
        offset: usize,
    },
}

/// One problem found in the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where the problem is.
    pub loc: Loc,
    /// What is wrong, lower case, no trailing period (as MLIR words them).
    pub message: String,
    /// The source line at `loc`, when the file could be read.
    pub source_line: Option<String>,
    /// A finer position inside the item at `loc`, resolved by [`Error::with_sources`].
    pub anchor: Option<Anchor>,
}

impl Diagnostic {
    /// A diagnostic at `loc`; the source line is filled in by [`Error::with_sources`].
    pub fn new(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            loc,
            message: message.into(),
            source_line: None,
            anchor: None,
        }
    }

    /// A diagnostic at `anchor` inside the item defined at `loc`.
    pub fn anchored(loc: Loc, anchor: Anchor, message: impl Into<String>) -> Self {
        Diagnostic {
            anchor: Some(anchor),
            ..Diagnostic::new(loc, message)
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.loc.is_unknown() {
            write!(f, "error: {}", self.message)?;
        } else {
            write!(f, "{}: error: {}", self.loc, self.message)?;
        }
        if let Some(line) = &self.source_line {
            let col = self.loc.col.max(1) as usize;
            let pad: String = line
                .chars()
                .take(col - 1)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            write!(f, "\n{line}\n{pad}^")?;
        }
        Ok(())
    }
}

/// The error every ods-build entry point returns: one or more diagnostics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// The diagnostics, in source order of discovery.
    pub diagnostics: Vec<Diagnostic>,
}

impl Error {
    /// An error with one diagnostic.
    pub fn new(loc: Loc, message: impl Into<String>) -> Self {
        Error {
            diagnostics: vec![Diagnostic::new(loc, message)],
        }
    }

    /// An error about a file as a whole (an I/O failure, say).
    pub fn io(path: &str, err: &std::io::Error) -> Self {
        Error::new(Loc::new(path, 1, 1), format!("cannot read file: {err}"))
    }

    /// Resolves each diagnostic's [`Anchor`] and fills in its source line using `read`
    /// (path -> file text). An anchor that cannot be found leaves the location as it was.
    pub fn with_sources(mut self, read: impl Fn(&str) -> Option<String>) -> Self {
        for d in &mut self.diagnostics {
            if d.source_line.is_some() || d.loc.is_unknown() || d.loc.line == 0 {
                continue;
            }
            if let Some(text) = read(&d.loc.file) {
                if let Some(anchor) = d.anchor.take()
                    && let Some((line, col)) = resolve_anchor(&text, &d.loc, &anchor)
                {
                    d.loc.line = line;
                    d.loc.col = col;
                }
                d.source_line = text
                    .lines()
                    .nth(d.loc.line as usize - 1)
                    .map(|l| l.trim_end_matches('\r').to_string());
            }
        }
        self
    }
}

impl From<Diagnostic> for Error {
    fn from(d: Diagnostic) -> Self {
        Error {
            diagnostics: vec![d],
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

/// Byte offset of 1-based `line:col` (columns count characters) in `text`.
fn offset_of(text: &str, line: u32, col: u32) -> Option<usize> {
    let mut start = 0;
    for _ in 1..line {
        start += text[start..].find('\n')? + 1;
    }
    let line_text = &text[start..];
    let col_off = line_text
        .char_indices()
        .nth(col.saturating_sub(1) as usize)
        .map_or(line_text.len(), |(i, _)| i);
    Some(start + col_off)
}

/// 1-based line and column (in characters) of byte `offset` in `text`.
fn line_col(text: &str, offset: usize) -> (u32, u32) {
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = text[line_start..offset].chars().count() + 1;
    (line as u32, col as u32)
}

/// The end of the def starting at `start`: the next line that opens another top-level
/// statement (`def`, `class`, `defm`, `multiclass`, `include`), or the end of the text.
fn def_end(text: &str, start: usize) -> usize {
    let mut pos = match text[start..].find('\n') {
        Some(i) => start + i + 1,
        None => return text.len(),
    };
    while pos < text.len() {
        let line_end = text[pos..].find('\n').map_or(text.len(), |i| pos + i);
        let line = text[pos..line_end].trim_start();
        if ["def ", "class ", "defm ", "multiclass ", "include "]
            .iter()
            .any(|k| line.starts_with(k))
        {
            return pos;
        }
        pos = line_end + 1;
    }
    text.len()
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Where `name` is assigned in `region`: the word `name` followed by `=` (not `==`).
fn find_field(region: &str, name: &str) -> Option<usize> {
    let bytes = region.as_bytes();
    let mut from = 0;
    while let Some(i) = region[from..].find(name) {
        let at = from + i;
        let end = at + name.len();
        let word = (at == 0 || !is_ident_byte(bytes[at - 1]))
            && (end >= bytes.len() || !is_ident_byte(bytes[end]));
        if word {
            let rest = region[end..].trim_start();
            if rest.starts_with('=') && !rest.starts_with("==") {
                return Some(at);
            }
        }
        from = end;
    }
    None
}

/// The position `anchor` names in `text`, searching the def at `loc` first.
fn resolve_anchor(text: &str, loc: &Loc, anchor: &Anchor) -> Option<(u32, u32)> {
    let start = offset_of(text, loc.line, loc.col)?;
    let end = def_end(text, start);
    let region = &text[start..end];
    let at = match anchor {
        Anchor::Field(name) => start + find_field(region, name)?,
        Anchor::FieldText {
            field,
            text: value,
            offset,
        } => {
            let in_literal = find_field(region, field)
                .and_then(|at| offset_in_literal(text, start + at, value, *offset));
            match in_literal {
                Some(at) => at,
                None => {
                    let text_anchor = Anchor::Text {
                        text: value.clone(),
                        offset: *offset,
                    };
                    return resolve_anchor(text, loc, &text_anchor)
                        .or_else(|| resolve_anchor(text, loc, &Anchor::Field(field.clone())));
                }
            }
        }
        Anchor::Text {
            text: needle,
            offset,
        } => {
            let find = |needle: &str| {
                if needle.trim().is_empty() {
                    return None;
                }
                region
                    .find(needle)
                    .map(|i| start + i)
                    .or_else(|| text[start..].find(needle).map(|i| start + i))
                    .or_else(|| text.find(needle))
            };
            let offset = (*offset).min(needle.len());
            match find(needle) {
                Some(found) => found + offset,
                // A predicate's text is the spec's text in parentheses (`CPred`).
                None => {
                    let inner = needle.strip_prefix('(')?.strip_suffix(')')?;
                    find(inner)? + offset.saturating_sub(1).min(inner.len())
                }
            }
        }
    };
    Some(line_col(text, at))
}

/// Byte position of `offset` into the value of the field assigned at `field_at`, when the
/// assignment is one `"..."` or `[{...}]` literal whose content is `value`.
fn offset_in_literal(text: &str, field_at: usize, value: &str, offset: usize) -> Option<usize> {
    let after = &text[field_at..];
    let eq = after.find('=')?;
    let rest = &after[eq + 1..];
    let lit = field_at + eq + 1 + (rest.len() - rest.trim_start().len());
    let body = &text[lit..];
    if let Some(code) = body.strip_prefix("[{") {
        let content = &code[..code.find("}]")?];
        return (content == value && offset <= content.len()).then_some(lit + 2 + offset);
    }
    let quoted = body.strip_prefix('"')?;
    // Walk the source, counting the bytes each character or escape stands for.
    let mut src = 0;
    let mut decoded = 0;
    let bytes = quoted.as_bytes();
    while decoded < offset {
        match bytes.get(src)? {
            b'"' => return None,
            b'\\' => {
                src += 1 + quoted.get(src + 1..)?.chars().next()?.len_utf8();
                decoded += 1;
            }
            _ => {
                let len = quoted.get(src..)?.chars().next()?.len_utf8();
                src += len;
                decoded += len;
            }
        }
    }
    (decoded == offset && quoted.is_char_boundary(src)).then_some(lit + 1 + src)
}

/// Collects diagnostics while validating, so one run reports every problem.
#[derive(Default, Debug)]
pub struct Diags {
    list: Vec<Diagnostic>,
}

impl Diags {
    /// Records a problem at `loc`.
    pub fn error(&mut self, loc: &Loc, message: impl Into<String>) {
        self.list.push(Diagnostic::new(loc.clone(), message));
    }

    /// Records a problem at `anchor` inside the item defined at `loc`.
    pub fn error_at(&mut self, loc: &Loc, anchor: Anchor, message: impl Into<String>) {
        self.list
            .push(Diagnostic::anchored(loc.clone(), anchor, message));
    }

    /// How many problems were recorded.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// True when nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// `Ok(value)` when nothing was recorded, else every recorded diagnostic.
    pub fn finish<T>(self, value: T) -> Result<T, Error> {
        if self.list.is_empty() {
            Ok(value)
        } else {
            Err(Error {
                diagnostics: self.list,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str =
        "def A {\n  let x = 1;\n  let body = [{\n    foo(\n  }];\n}\ndef B {\n  let x = 2;\n}\n";

    fn resolved(loc: Loc, anchor: Anchor) -> Loc {
        Error::from(Diagnostic::anchored(loc, anchor, "m"))
            .with_sources(|_| Some(SRC.to_string()))
            .diagnostics[0]
            .loc
            .clone()
    }

    #[test]
    fn field_anchors_stay_inside_their_def() {
        let at = resolved(Loc::new("f.td", 7, 5), Anchor::Field("x".into()));
        assert_eq!((at.line, at.col), (8, 7));
        let at = resolved(Loc::new("f.td", 1, 5), Anchor::Field("x".into()));
        assert_eq!((at.line, at.col), (2, 7));
        // Not in B: the location stays the def's.
        let at = resolved(Loc::new("f.td", 7, 5), Anchor::Field("body".into()));
        assert_eq!((at.line, at.col), (7, 5));
    }

    #[test]
    fn field_text_anchors_count_from_the_literal() {
        let src = "def A {\n  let f = \"a \\\"q\\\" b\";\n  let g = [{\n x y}];\n}\n";
        let at = |field: &str, text: &str, offset| {
            let anchor = Anchor::FieldText {
                field: field.into(),
                text: text.into(),
                offset,
            };
            let loc = Error::from(Diagnostic::anchored(Loc::new("f.td", 1, 5), anchor, "m"))
                .with_sources(|_| Some(src.to_string()))
                .diagnostics[0]
                .loc
                .clone();
            (loc.line, loc.col)
        };
        // `b` is byte 6 of the value `a "q" b`; the escapes before it take two columns each.
        assert_eq!(at("f", "a \"q\" b", 6), (2, 20));
        // The end of the value is the closing quote.
        assert_eq!(at("f", "a \"q\" b", 7), (2, 21));
        assert_eq!(at("g", "\n x y", 4), (4, 4));
        // Not assigned in the def: found verbatim, else the field, else the def.
        assert_eq!(at("h", "zzz", 0), (1, 5));
    }

    #[test]
    fn text_anchors_find_the_code_and_the_offset() {
        let text = "\n    foo(\n  ".to_string();
        let at = resolved(
            Loc::new("f.td", 1, 5),
            Anchor::Text {
                text: text.clone(),
                offset: text.find('(').unwrap(),
            },
        );
        assert_eq!((at.line, at.col), (4, 8));
        // A predicate's parentheses are not in the source.
        let at = resolved(
            Loc::new("f.td", 1, 5),
            Anchor::Text {
                text: "(let x = 2)".into(),
                offset: 5,
            },
        );
        assert_eq!((at.line, at.col), (8, 7));
    }
}
