//! Source files, spans and diagnostics rendered the way LLVM's `SourceMgr` renders them:
//! `path:line:col: error: message`, the source line, and a caret line.

use std::fmt;
use std::sync::Arc;

/// A byte range inside one loaded source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// Index of the file in the [`SourceMap`].
    pub file: u32,
    /// Byte offset of the first character.
    pub start: u32,
    /// Byte offset one past the last character.
    pub end: u32,
}

/// One loaded source file.
#[derive(Debug)]
pub struct SourceFile {
    /// The path as it is displayed in diagnostics.
    pub path: String,
    /// The file's text.
    pub text: Arc<String>,
    line_starts: std::cell::OnceCell<Vec<u32>>,
}

impl SourceFile {
    fn new(path: String, text: Arc<String>) -> Self {
        SourceFile {
            path,
            text,
            line_starts: std::cell::OnceCell::new(),
        }
    }

    /// Byte offsets where lines start, computed on first use (only diagnostics need them).
    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut v = vec![0];
            v.extend(
                self.text
                    .bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'\n')
                    .map(|(i, _)| i as u32 + 1),
            );
            v
        })
    }

    /// 1-based line and column of a byte offset. The column counts the bytes of the input
    /// file, as LLVM does: a byte that is not UTF-8 (carried as one character of
    /// [`crate::raw`]) is one column.
    pub fn line_col(&self, offset: u32) -> (usize, usize) {
        let starts = self.line_starts();
        let line = match starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let before = self
            .text
            .get(starts[line] as usize..offset as usize)
            .map_or((offset - starts[line]) as usize, crate::raw::byte_len);
        (line + 1, before + 1)
    }

    /// The text of a 1-based line, without its line terminator.
    pub fn line_text(&self, line: usize) -> &str {
        let starts = self.line_starts();
        let start = starts[line - 1] as usize;
        let end = starts
            .get(line)
            .map(|&e| e as usize)
            .unwrap_or(self.text.len());
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }
}

/// Every file read while loading, in the order they were first read.
#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// Registers a file and returns its index.
    pub fn add(&mut self, path: String, text: Arc<String>) -> u32 {
        self.files.push(SourceFile::new(path, text));
        (self.files.len() - 1) as u32
    }

    /// The file with index `id`.
    pub fn file(&self, id: u32) -> &SourceFile {
        &self.files[id as usize]
    }

    /// All files, in load order.
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    /// Renders the `path:line:col` location of a span.
    pub fn location(&self, span: Span) -> Location {
        let f = self.file(span.file);
        let (line, col) = f.line_col(span.start);
        Location {
            path: f.path.clone(),
            line,
            col,
            source_line: f.line_text(line).to_string(),
        }
    }

    /// Builds an error diagnostic at `span`.
    pub fn error(&self, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            location: Some(self.location(span)),
            notes: Vec::new(),
        }
    }

    /// Builds a warning diagnostic at `span`.
    pub fn warning(&self, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..self.error(span, message)
        }
    }

    /// Builds a note diagnostic at `span`.
    pub fn note(&self, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Note,
            message: message.into(),
            location: Some(self.location(span)),
            notes: Vec::new(),
        }
    }
}

/// A resolved source location with the text of its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// File path as displayed.
    pub path: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// The full text of the line.
    pub source_line: String,
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// Loading fails.
    Error,
    /// Something suspicious that does not stop loading.
    Warning,
    /// Extra information (attached to an error, or printed by `dump`).
    Note,
}

/// An error (with notes) in LLVM's textual format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or note.
    pub severity: Severity,
    /// The message, without location.
    pub message: String,
    /// Where it happened, when known.
    pub location: Option<Location>,
    /// Notes printed after the message (and, when evaluation found several independent
    /// errors, the later errors, in order).
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error without a source location.
    pub fn bare(message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            location: None,
            notes: Vec::new(),
        }
    }

    /// Attaches a note.
    pub fn with_note(mut self, note: Diagnostic) -> Self {
        self.notes.push(note);
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        };
        match &self.location {
            Some(loc) => {
                writeln!(
                    f,
                    "{}:{}:{}: {sev}: {}",
                    loc.path, loc.line, loc.col, self.message
                )?;
                writeln!(f, "{}", loc.source_line)?;
                let mut caret = String::new();
                for ch in loc.source_line.chars().take(loc.col - 1) {
                    caret.push(if ch == '\t' { '\t' } else { ' ' });
                }
                caret.push('^');
                writeln!(f, "{caret}")?;
            }
            None => writeln!(f, "{sev}: {}", self.message)?,
        }
        for n in &self.notes {
            write!(f, "{n}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}
