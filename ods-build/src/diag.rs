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

/// One problem found in the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where the problem is.
    pub loc: Loc,
    /// What is wrong, lower case, no trailing period (as MLIR words them).
    pub message: String,
    /// The source line at `loc`, when the file could be read.
    pub source_line: Option<String>,
}

impl Diagnostic {
    /// A diagnostic at `loc`; the source line is filled in by [`Error::with_sources`].
    pub fn new(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            loc,
            message: message.into(),
            source_line: None,
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

    /// Fills in each diagnostic's source line using `read` (path -> file text).
    pub fn with_sources(mut self, read: impl Fn(&str) -> Option<String>) -> Self {
        for d in &mut self.diagnostics {
            if d.source_line.is_some() || d.loc.is_unknown() || d.loc.line == 0 {
                continue;
            }
            if let Some(text) = read(&d.loc.file) {
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
