//! Diagnostics: an error (or warning, or note) anchored at a source position, displayed
//! exactly as mlir-opt writes them to standard error:
//!
//! ```text
//! file.mlir:7:19: error: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'
//!   %1 = arith.addi %0, %0 : i64
//!                   ^
//! file.mlir:6:3: note: prior use here
//!   %0 = arith.constant 1 : i32
//!   ^
//! ```
//!
//! The source line is shown with tabs expanded to 8-column stops and the caret placed under
//! the reported byte; a note at the very position of the diagnostic it belongs to is shown
//! without the source line, as mlir-opt does.

use std::fmt;

/// How serious a diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// `error:`
    Error,
    /// `warning:`
    Warning,
    /// `remark:`
    Remark,
    /// `note:`
    Note,
}

impl Severity {
    /// The word mlir-opt prints for this severity.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// A message with the position it refers to, displayed as `file:line:col: error: message`
/// followed by the source line and a caret line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// File name as given to the parser (`<stdin>` for standard input). When `line` is 0 the
    /// diagnostic has no source position and `file` holds the whole location prefix as
    /// mlir-opt prints it (for example `loc("name")` or `<unknown>:0`).
    pub file: String,
    /// 1-based line, or 0 when there is no source position.
    pub line: u32,
    /// 1-based column (counting bytes).
    pub col: u32,
    /// The message, in mlir-opt's words.
    pub message: String,
    /// Error, warning, remark or note.
    pub severity: Severity,
    /// The text of the source line the position lies on, when known.
    pub source_line: Option<String>,
    /// Notes attached to this diagnostic, printed after it (a follow-up error reported
    /// together with this one may be stored here with its own severity).
    pub notes: Vec<Diagnostic>,
    /// Whether this diagnostic, printed as a note, shows its source line: `None` for the
    /// usual rule (shown unless the note sits at its diagnostic's position), `Some` where
    /// the renderer decided as mlir-opt's source manager handler does (a note's line is shown
    /// when its location differs from the one printed before it).
    pub show_source: Option<bool>,
}

impl Diagnostic {
    /// An error at byte `offset` of `src`, read from `file`.
    pub fn error_at(file: &str, src: &str, offset: usize, message: impl Into<String>) -> Self {
        Self::at(Severity::Error, file, src, offset, message)
    }

    /// A diagnostic of `severity` at byte `offset` of `src`, read from `file`.
    pub fn at(
        severity: Severity,
        file: &str,
        src: &str,
        offset: usize,
        message: impl Into<String>,
    ) -> Self {
        let offset = offset.min(src.len());
        let (line, col) = crate::asm::lexer::line_col(src, offset);
        Diagnostic {
            file: file.to_string(),
            line,
            col,
            message: message.into(),
            severity,
            source_line: Some(crate::asm::lexer::line_text(src, offset).to_string()),
            notes: Vec::new(),
            show_source: None,
        }
    }

    /// A diagnostic without a source position; `prefix` is what precedes `: error:`.
    pub fn without_source(severity: Severity, prefix: &str, message: impl Into<String>) -> Self {
        Diagnostic {
            file: prefix.to_string(),
            line: 0,
            col: 0,
            message: message.into(),
            severity,
            source_line: None,
            notes: Vec::new(),
            show_source: None,
        }
    }

    /// Attaches a note and returns the diagnostic.
    pub fn with_note(mut self, note: Diagnostic) -> Self {
        let mut note = note;
        note.severity = Severity::Note;
        self.notes.push(note);
        self
    }

    fn write_one(&self, f: &mut fmt::Formatter<'_>, show_source: bool) -> fmt::Result {
        if self.line == 0 {
            writeln!(
                f,
                "{}: {}: {}",
                self.file,
                self.severity.as_str(),
                self.message
            )?;
        } else {
            writeln!(
                f,
                "{}:{}:{}: {}: {}",
                self.file,
                self.line,
                self.col,
                self.severity.as_str(),
                self.message
            )?;
        }
        if let (true, Some(text)) = (show_source && self.line != 0, &self.source_line) {
            let (shown, caret) = render_source_line(text, self.col.saturating_sub(1) as usize);
            writeln!(f, "{shown}")?;
            writeln!(f, "{caret}")?;
        }
        Ok(())
    }
}

/// The source line with tabs expanded to 8-column stops, and the caret line pointing at byte
/// `col0` of the line (trailing spaces removed), as LLVM's source manager draws them.
fn render_source_line(text: &str, col0: usize) -> (String, String) {
    let mut shown = String::with_capacity(text.len());
    let mut caret = String::new();
    let mut width = 0usize;
    let mut caret_done = false;
    for (i, ch) in text.char_indices() {
        if i == col0 {
            caret.push('^');
            caret_done = true;
        } else if !caret_done && i < col0 {
            if ch == '\t' {
                let next = (width / 8 + 1) * 8;
                caret.extend(std::iter::repeat_n(' ', next - width));
            } else {
                caret.push(' ');
            }
        }
        if ch == '\t' {
            let next = (width / 8 + 1) * 8;
            shown.extend(std::iter::repeat_n(' ', next - width));
            width = next;
        } else {
            shown.push(ch);
            width += 1;
        }
        if i == col0 && ch == '\t' {
            // The caret sits at the start of the expanded tab.
        }
    }
    if !caret_done {
        caret.push('^');
    }
    let trimmed = caret.trim_end().len();
    caret.truncate(trimmed);
    (shown, caret)
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_one(f, true)?;
        for note in &self.notes {
            let same = note.file == self.file && note.line == self.line && note.col == self.col;
            let show = note
                .show_source
                .unwrap_or(note.severity != Severity::Note || !same);
            note.write_one(f, show)?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_with_source_and_caret() {
        let src = "\"test.op\"() {a = 1 : i0x} : () -> ()\n";
        let d = Diagnostic::error_at("bad.mlir", src, 20, "expected non-function type");
        assert_eq!(
            d.to_string(),
            "bad.mlir:1:21: error: expected non-function type\n\
             \"test.op\"() {a = 1 : i0x} : () -> ()\n                    ^\n"
        );
    }

    #[test]
    fn tabs_expand_and_same_position_notes_hide_source() {
        let src = "\"test.op\"() {a = \t1 : f32} : () -> ()";
        let d = Diagnostic::error_at(
            "<stdin>",
            src,
            18,
            "unexpected decimal integer literal for a floating point value",
        )
        .with_note(Diagnostic::at(
            Severity::Note,
            "<stdin>",
            src,
            18,
            "add a trailing dot to make the literal a float",
        ));
        let want = "<stdin>:1:19: error: unexpected decimal integer literal for a floating point value\n\
                    \"test.op\"() {a =        1 : f32} : () -> ()\n\
                    \x20                       ^\n\
                    <stdin>:1:19: note: add a trailing dot to make the literal a float\n";
        assert_eq!(d.to_string(), want);
    }

    #[test]
    fn positionless() {
        let d = Diagnostic::without_source(Severity::Error, "loc(\"x\")", "boom");
        assert_eq!(d.to_string(), "loc(\"x\"): error: boom\n");
    }
}
