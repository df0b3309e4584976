//! `--verify-diagnostics`: the `expected-error`, `expected-warning`, `expected-note` and
//! `expected-remark` comments of an input file, checked against the diagnostics the run
//! emits, with mlir-opt's messages for every mismatch.
//!
//! A designator is a line matching `expected-(error|note|remark|warning)(-re)?
//! *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`. Its text must be contained in the
//! diagnostic's message; with `-re`, the parts between `{{` and `}}` inside it are regular
//! expressions. `@+N`/`@-N` shift the line, `@above` names the last line that is not a
//! designator, `@below` the next one, `@unknown` a diagnostic without a file location.
//! The expectations are read once from the whole file (with `--split-input-file` too) and
//! checked at the end, as mlir-opt's one verifier handler over the original buffer does.

use ods_runtime::Diagnostic;
use ods_runtime::diag::Severity;

use ods_tablegen::regex::Regex;

/// One expected diagnostic.
#[derive(Debug)]
struct Expected {
    severity: Severity,
    /// The 1-based line the diagnostic must be reported on.
    line: u64,
    /// Byte offset of `expected-` in the file (where mismatches are reported).
    offset: usize,
    /// The expected text, as written.
    text: String,
    regex: Option<Regex>,
    matched: bool,
}

impl Expected {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(r) => r.is_match(message),
            None => message.contains(&self.text),
        }
    }
}

/// How much `--verify-diagnostics` checks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum VerifyLevel {
    /// Expected diagnostics must be produced and nothing else may be (`=all`, the default).
    #[default]
    All,
    /// Expected diagnostics must be produced; others are ignored (`=only-expected`).
    OnlyExpected,
}

/// The expectations of one input file and the errors found so far.
#[derive(Debug)]
pub struct Verifier<'a> {
    file: String,
    /// The whole input, borrowed (a large input is not held twice).
    src: &'a str,
    level: VerifyLevel,
    expected: Vec<Expected>,
    unknown: Vec<Expected>,
    failed: bool,
    /// What the verifier reports, in order (mlir-opt writes it to standard error).
    pub stderr: String,
}

impl<'a> Verifier<'a> {
    /// Reads the designators of `src` (the whole input, named `file`). Malformed regular
    /// expressions are reported at once.
    pub fn new(file: &str, src: &'a str, level: VerifyLevel) -> Verifier<'a> {
        let mut v = Verifier {
            file: file.to_string(),
            src,
            level,
            expected: Vec::new(),
            unknown: Vec::new(),
            failed: false,
            stderr: String::new(),
        };
        v.scan();
        v
    }

    fn scan(&mut self) {
        let src = self.src;
        // Every designator holds `expected-`: a file without one has nothing to scan (one
        // search over the whole text instead of one per line).
        if !src.contains("expected-") {
            return;
        }
        let lines: Vec<&str> = src.split('\n').collect();
        let total = lines.len() as u64;
        let mut last_plain_line: u64 = 0;
        let mut for_next_line: Vec<usize> = Vec::new();
        let mut line_start = 0usize;
        for (index, raw) in lines.iter().enumerate() {
            let line_no = index as u64;
            let start = line_start;
            line_start += raw.len() + 1;
            let Some(d) = parse_designator(trim_end(raw)) else {
                for i in for_next_line.drain(..) {
                    self.expected[i].line = line_no + 1;
                }
                last_plain_line = line_no;
                continue;
            };
            let mut e = Expected {
                severity: d.severity,
                line: line_no + 1,
                offset: start + d.start,
                text: d.text.to_string(),
                regex: None,
                matched: false,
            };
            if d.is_regex {
                match compile(d.text) {
                    Ok(r) => e.regex = Some(r),
                    Err(message) => {
                        let report = range_error(&self.file, src, &e, &message);
                        self.stderr.push_str(&report);
                        self.failed = true;
                        continue;
                    }
                }
            }
            match d.at {
                At::Here => {}
                At::Plus(n) => e.line = e.line.wrapping_add(n),
                At::Minus(n) => e.line = e.line.wrapping_sub(n),
                At::Above => e.line = last_plain_line + 1,
                At::Below => {
                    for_next_line.push(self.expected.len());
                    e.line = total;
                }
                At::Unknown => {
                    self.unknown.push(e);
                    continue;
                }
            }
            self.expected.push(e);
        }
    }

    /// Checks one diagnostic and its notes (each on its own, as mlir-opt's handler does).
    pub fn process(&mut self, diag: &Diagnostic) {
        self.process_one(diag);
        for note in &diag.notes {
            self.process_one(note);
        }
    }

    fn process_one(&mut self, diag: &Diagnostic) {
        let has_file_loc = diag.line != 0;
        let same_file = has_file_loc && diag.file == self.file;
        // A diagnostic without a file location shows its location before the message.
        let (loc_prefix, message) = if has_file_loc {
            (None, diag.message.as_str())
        } else {
            split_location(&diag.message)
        };
        let mut elsewhere = Vec::new();
        let list = if !has_file_loc {
            &mut self.unknown
        } else if same_file {
            &mut self.expected
        } else {
            &mut elsewhere
        };
        let mut near_miss: Option<(usize, Severity)> = None;
        for e in list.iter_mut() {
            if has_file_loc && u64::from(diag.line) != e.line {
                continue;
            }
            if e.matches(message) {
                if e.severity == diag.severity {
                    e.matched = true;
                    return;
                }
                near_miss = Some((e.offset, e.severity));
            }
        }
        if self.level == VerifyLevel::OnlyExpected {
            return;
        }
        let kind = diag.severity.as_str();
        if let Some((offset, expected)) = near_miss {
            let d = Diagnostic::error_at(
                &self.file,
                self.src,
                offset,
                format!(
                    "'{kind}' diagnostic emitted when expecting a '{}'",
                    expected.as_str()
                ),
            );
            self.stderr.push_str(&d.to_string());
        } else {
            let mut d = diag.clone();
            d.notes.clear();
            d.message = match loc_prefix {
                Some(loc) => format!("{loc}: unexpected {kind}: {message}"),
                None => format!("unexpected {kind}: {message}"),
            };
            d.severity = Severity::Error;
            self.stderr.push_str(&d.to_string());
        }
        self.failed = true;
    }

    /// Reports every expectation no diagnostic matched and returns whether all went well.
    ///
    /// mlir-opt runs this check twice (once more when its handler is destroyed); the
    /// expectations with a file location are forgotten after the first, those at unknown
    /// locations are not, so an unmatched `@unknown` expectation is reported twice.
    pub fn finish(&mut self) -> bool {
        self.report_unmatched(2);
        !self.failed
    }

    /// What mlir-opt reports at the end of a run without `--verify-diagnostics`: its
    /// verifier handler exists all the same, sees no diagnostic, and reports every
    /// expectation once when it is destroyed (the exit code does not change).
    pub fn finish_unchecked(&mut self) {
        self.report_unmatched(1);
    }

    fn report_unmatched(&mut self, passes: usize) {
        let mut reports = String::new();
        for pass in 0..passes {
            let expected = if pass == 0 {
                std::mem::take(&mut self.expected)
            } else {
                Vec::new()
            };
            for e in expected.iter().filter(|e| !e.matched) {
                let message = not_produced(e);
                reports.push_str(&range_error(&self.file, self.src, e, &message));
            }
            for e in self.unknown.iter().filter(|e| !e.matched) {
                reports.push_str(&format!("<unknown>:0: error: {}\n", not_produced(e)));
            }
        }
        if !reports.is_empty() {
            self.failed = true;
        }
        self.stderr.push_str(&reports);
    }
}

fn not_produced(e: &Expected) -> String {
    format!(
        "expected {} \"{}\" was not produced",
        e.severity.as_str(),
        e.text
    )
}

/// Splits a message shown without a file location into the printed location (`loc(...)`)
/// and the message proper.
fn split_location(text: &str) -> (Option<&str>, &str) {
    if !text.starts_with("loc(") {
        return (None, text);
    }
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    if let Some(rest) = text[i + 1..].strip_prefix(": ") {
                        return (Some(&text[..=i]), rest);
                    }
                    return (None, text);
                }
            }
            _ => {}
        }
    }
    (None, text)
}

/// An error at an expectation, with its text's length marked under the source line.
fn range_error(file: &str, src: &str, e: &Expected, message: &str) -> String {
    let text = Diagnostic::error_at(file, src, e.offset, message).to_string();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    if let Some(caret) = lines.get_mut(2) {
        let marks = e.text.len().saturating_sub(1);
        caret.extend(std::iter::repeat_n('~', marks));
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

/// The text with trailing whitespace removed, as `StringRef::rtrim` does.
fn trim_end(s: &str) -> &str {
    s.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
}

/// The pattern of an `expected-*-re` text: literal text with `{{regex}}` parts.
fn compile(text: &str) -> Result<Regex, String> {
    let mut parts = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            parts.push(Regex::literal(rest));
            break;
        };
        parts.push(Regex::literal(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let regex = Regex::new(&rest[..close]).map_err(|e| format!("invalid regex: {e}"))?;
        parts.push(regex);
        rest = &rest[close + 2..];
    }
    Ok(Regex::concat(parts))
}

#[derive(Debug, PartialEq, Eq)]
enum At {
    Here,
    Plus(u64),
    Minus(u64),
    Above,
    Below,
    Unknown,
}

#[derive(Debug, PartialEq, Eq)]
struct Designator<'a> {
    /// Byte offset of `expected-` in the line.
    start: usize,
    severity: Severity,
    is_regex: bool,
    at: At,
    text: &'a str,
}

/// The designator on `line`, matched as mlir-opt's regular expression would (the first
/// `expected-` where the whole pattern matches up to the end of the line).
fn parse_designator(line: &str) -> Option<Designator<'_>> {
    let mut from = 0;
    while let Some(found) = line[from..].find("expected-") {
        let start = from + found;
        from = start + 1;
        if let Some(d) = designator_at(line, start) {
            return Some(d);
        }
    }
    None
}

fn designator_at(line: &str, start: usize) -> Option<Designator<'_>> {
    let mut rest = &line[start + "expected-".len()..];
    let severity = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ]
    .into_iter()
    .find_map(|(word, s)| {
        rest.strip_prefix(word).map(|r| {
            rest = r;
            s
        })
    })?;
    // `(-re)?`, then the optional location: try the longer readings first.
    for is_regex in [true, false] {
        let mut r = rest;
        if is_regex {
            match r.strip_prefix("-re") {
                Some(x) => r = x,
                None => continue,
            }
        }
        r = r.trim_start_matches(' ');
        let mut ats = Vec::new();
        if let Some(a) = r.strip_prefix('@') {
            if let Some((at, after)) = location(a) {
                ats.push((at, after));
            }
        }
        ats.push((At::Here, r));
        for (at, after) in ats {
            let after = after.trim_start_matches(' ');
            if let Some(body) = after.strip_prefix("{{") {
                if let Some(text) = body.strip_suffix("}}") {
                    return Some(Designator {
                        start,
                        severity,
                        is_regex,
                        at,
                        text,
                    });
                }
            }
        }
    }
    None
}

/// The location after `@`: `+N`, `-N`, `above`, `below` or `unknown`, and the rest.
fn location(s: &str) -> Option<(At, &str)> {
    for (word, at) in [
        ("above", At::Above),
        ("below", At::Below),
        ("unknown", At::Unknown),
    ] {
        if let Some(rest) = s.strip_prefix(word) {
            return Some((at, rest));
        }
    }
    let sign = s.chars().next().filter(|c| *c == '+' || *c == '-')?;
    let digits = s[1..].chars().take_while(char::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let number = &s[1..1 + digits];
    // `getAsInteger` with radix 0: a leading `0` means octal.
    let value = if number.len() > 1 && number.starts_with('0') {
        u64::from_str_radix(&number[1..], 8).unwrap_or(0)
    } else {
        number.parse().unwrap_or(0)
    };
    let at = if sign == '+' {
        At::Plus(value)
    } else {
        At::Minus(value)
    };
    Some((at, &s[1 + digits..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn designators_parse_like_mlir_opt() {
        let d = parse_designator("  // expected-error@+2 {{a {{b}} c}}").expect("designator");
        assert_eq!(d.start, 5);
        assert_eq!(d.at, At::Plus(2));
        assert_eq!(d.text, "a {{b}} c");
        let d = parse_designator("expected-note-re @below{{x}}").expect("designator");
        assert!(d.is_regex);
        assert_eq!(d.at, At::Below);
        assert_eq!(parse_designator("expected-error @ +1 {{x}}"), None);
        assert_eq!(parse_designator("expected-error {{x}} trailing"), None);
        assert_eq!(parse_designator("expected-errors {{x}}"), None);
        let d = parse_designator("expected-warning@-010 {{}}").expect("designator");
        assert_eq!(d.at, At::Minus(8));
        assert_eq!(d.text, "");
    }

    #[test]
    fn locations_split_from_messages() {
        assert_eq!(
            split_location("loc(\"a(\\\"): \"): msg: x"),
            (Some("loc(\"a(\\\"): \")"), "msg: x")
        );
        assert_eq!(
            split_location("loc(fused[\"a\", \"b\"]): m"),
            (Some("loc(fused[\"a\", \"b\"])"), "m")
        );
        assert_eq!(split_location("plain: message"), (None, "plain: message"));
    }

    #[test]
    fn regex_texts_compile() {
        let r = compile("use of {{[a-z]+}} SSA (value)").expect("valid");
        assert!(r.is_match("error: use of undeclared SSA (value) name"));
        assert!(!r.is_match("use of undeclared SSA value"));
        assert_eq!(
            compile("no {{end").expect_err("invalid"),
            "found start of regex with no end '}}'"
        );
        assert_eq!(
            compile("{{[a-}}").expect_err("invalid"),
            "invalid regex: invalid character range"
        );
    }
}
