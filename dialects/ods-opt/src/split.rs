//! `--split-input-file`: cutting the input at `// -----` into chunks that are processed on
//! their own, as mlir-opt's `splitAndProcessBuffer` does.
//!
//! The input is split at every occurrence of the marker without its last two characters;
//! a piece that does not continue with them (or continues with `0`, a quirk kept from
//! upstream) is a near miss: a warning, and the piece stays joined to the one before. A
//! first piece that is empty takes the next one whole, unchecked, again as upstream does.
//! Chunks keep their place in the file, so diagnostics name the original lines.

use std::ops::Range;

use ods_runtime::Diagnostic;
use ods_runtime::diag::Severity;

/// mlir-opt's default marker, for input and output.
pub const DEFAULT_MARKER: &str = "// -----";

/// The chunks of `src` (byte ranges, in order) and the near-miss warnings, for `marker`
/// (at least three characters long).
pub fn split(src: &str, file: &str, marker: &str) -> (Vec<Range<usize>>, Vec<Diagnostic>) {
    let check = 2;
    let (probe, tail) = marker.split_at(marker.len() - check);
    let mut pieces = Vec::new();
    let mut start = 0;
    while let Some(found) = src[start..].find(probe) {
        pieces.push(start..start + found);
        start += found + probe.len();
    }
    pieces.push(start..src.len());

    let mut chunks = Vec::new();
    let mut warnings = Vec::new();
    let mut prev: Range<usize> = 0..0;
    for piece in pieces {
        if prev.is_empty() {
            prev = piece;
            continue;
        }
        let text = &src.as_bytes()[piece.clone()];
        let expected =
            text.starts_with(tail.as_bytes()) && text.len() > check && text[check] != b'0';
        if expected {
            chunks.push(prev);
            prev = piece.start + check..piece.end;
        } else {
            warnings.push(Diagnostic::at(
                Severity::Warning,
                file,
                src,
                piece.start,
                "near miss with file split marker",
            ));
            prev = prev.start..piece.end;
        }
    }
    if !prev.is_empty() {
        chunks.push(prev);
    }
    (chunks, warnings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(src: &str) -> (Vec<&str>, usize) {
        let (chunks, warnings) = split(src, "f.mlir", DEFAULT_MARKER);
        (
            chunks.into_iter().map(|r| &src[r]).collect(),
            warnings.len(),
        )
    }

    #[test]
    fn splits_like_mlir_opt() {
        assert_eq!(texts("a\n// -----\nb\n"), (vec!["a\n", "\nb\n"], 0));
        assert_eq!(texts(""), (vec![], 0));
        assert_eq!(texts("a\n// ----\nb"), (vec!["a\n// ----\nb"], 1));
        assert_eq!(texts("a\n// ------\nb"), (vec!["a\n", "-\nb"], 0));
        // A leading marker joins the first two pieces without a check.
        assert_eq!(
            texts("// -----\n// -----\nx\n// -----\n"),
            (vec!["--\n", "\nx\n", "\n"], 0)
        );
        // The marker at the very end leaves a piece too short to be a marker.
        assert_eq!(texts("a\n// -----"), (vec!["a\n// -----"], 1));
    }
}
