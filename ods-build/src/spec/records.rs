//! A read-only view of evaluated TableGen records, the input of [`crate::spec::td`].
//!
//! The view is filled from `ods-tablegen`'s records, or from the text of
//! `--print-records` (ours or the reference tool's), which makes the lowering testable
//! against the reference TableGen. It holds concrete records only (no classes).

use std::collections::BTreeMap;
use std::path::Path;

use crate::diag::{Error, Loc};

/// A field value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Val {
    /// `?`
    Unset,
    /// `bit` or `int` (and `bits<n>` folded to an integer).
    Int(i64),
    /// `string` or `code`.
    Str(String),
    /// A reference to a def.
    Def(String),
    /// `list<...>`
    List(Vec<Val>),
    /// `(op arg:$name, ...)`
    Dag(Dag),
}

/// A dag value: operator and named arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dag {
    /// The operator (a def name such as `ins`).
    pub op: String,
    /// The operator's `$name` (`(AddOp:$sum ...)`), without the `$`.
    pub op_name: Option<String>,
    /// Arguments with their `$name`s (without the `$`).
    pub args: Vec<(Val, Option<String>)>,
}

/// One concrete record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rec {
    /// The def name (`anonymous_12` for anonymous records).
    pub name: String,
    /// Where the def was written.
    pub loc: Loc,
    /// Every class the record derives from, outermost first.
    pub superclasses: Vec<String>,
    /// Fields by name.
    pub fields: BTreeMap<String, Val>,
    /// Field names in declaration order.
    pub order: Vec<String>,
}

impl Rec {
    /// True if the record derives from `class`.
    pub fn is_a(&self, class: &str) -> bool {
        self.superclasses.iter().any(|c| c == class)
    }

    /// The field `name`, if present.
    pub fn field(&self, name: &str) -> Option<&Val> {
        self.fields.get(name)
    }
}

/// Concrete records in definition order, with the files they came from.
#[derive(Clone, Debug, Default)]
pub struct RecordSet {
    /// Records in definition order.
    pub records: Vec<Rec>,
    index: BTreeMap<String, usize>,
    /// The main input file (records defined there are the ones code is generated for).
    pub main_file: String,
    /// Every file read (main file and includes).
    pub files_read: Vec<String>,
    /// The files the main file includes itself, named as record locations name them. A main
    /// file that defines nothing itself (an umbrella over a dialect's `.td` files) generates
    /// what these define.
    pub main_includes: Vec<String>,
}

impl RecordSet {
    /// Names the records' files under `root` relative to it, as the main file is named: a
    /// file found beside the main file (`include "inc/x.td"`) is then located as
    /// `tests/x/inc/x.td`, not by the machine's absolute path.
    pub fn relative_to(&mut self, root: &Path) {
        let prefix = format!(
            "{}/",
            root.to_string_lossy()
                .replace('\\', "/")
                .trim_end_matches('/')
        );
        for rec in &mut self.records {
            if let Some(rest) = rec.loc.file.strip_prefix(&prefix) {
                rec.loc.file = rest.to_string();
            }
        }
        for file in &mut self.main_includes {
            if let Some(rest) = file.strip_prefix(&prefix) {
                *file = rest.to_string();
            }
        }
    }

    /// A set from records in definition order.
    pub fn new(records: Vec<Rec>, main_file: String, files_read: Vec<String>) -> Self {
        let index = records
            .iter()
            .enumerate()
            .map(|(i, r)| (r.name.clone(), i))
            .collect();
        RecordSet {
            records,
            index,
            main_file,
            files_read,
            main_includes: Vec::new(),
        }
    }

    /// The record named `name`.
    pub fn get(&self, name: &str) -> Option<&Rec> {
        self.index.get(name).map(|&i| &self.records[i])
    }

    /// Records deriving from `class`, in definition order.
    pub fn derived_from<'a>(&'a self, class: &'a str) -> impl Iterator<Item = &'a Rec> + 'a {
        self.records.iter().filter(move |r| r.is_a(class))
    }

    /// Converts records evaluated by `ods-tablegen`. `main_file` is the path the main file
    /// was loaded under; records are put in source order (files in first-read order).
    pub fn from_tablegen(records: &ods_tablegen::Records, main_file: &str) -> RecordSet {
        let files: Vec<String> = records
            .files_read()
            .iter()
            .map(|p| p.to_string_lossy().replace('\\', "/"))
            .collect();
        let mut out: Vec<Rec> = records
            .defs()
            .map(|r| {
                let loc = r
                    .loc()
                    .map(|l| Loc::new(l.path.replace('\\', "/"), l.line as u32, l.col as u32))
                    .unwrap_or_default();
                let mut fields = BTreeMap::new();
                let mut order = Vec::new();
                for (name, value) in r.fields() {
                    order.push(name.clone());
                    fields.insert(name, convert(&value));
                }
                Rec {
                    name: r.name(),
                    loc,
                    superclasses: r.superclasses().iter().map(|c| c.name()).collect(),
                    fields,
                    order,
                }
            })
            .collect();
        out.sort_by_key(|r| {
            let file = files
                .iter()
                .position(|f| *f == r.loc.file)
                .unwrap_or(files.len());
            (file, r.loc.file.clone(), r.loc.line, r.loc.col)
        });
        let mut set = RecordSet::new(out, main_file.replace('\\', "/"), files);
        set.main_includes = records
            .main_includes()
            .iter()
            .map(|p| p.replace('\\', "/"))
            .collect();
        set
    }

    /// Parses the output of `--print-records`. Locations are not part of that format:
    /// every record is placed at `file:1:1`, except that a record whose name appears as a
    /// `def NAME` in `sources` (path, text) gets that position.
    pub fn from_print_records(
        text: &str,
        file: &str,
        sources: &[(String, String)],
    ) -> Result<RecordSet, Error> {
        let defs = text
            .find("------------- Defs -----------------")
            .ok_or_else(|| Error::new(Loc::new(file, 1, 1), "no `Defs` section in records"))?;
        let body = &text[defs..];
        let mut records = Vec::new();
        let mut lines = body.lines().skip(1).peekable();
        while let Some(line) = lines.next() {
            let Some(rest) = line.strip_prefix("def ") else {
                continue;
            };
            let (name, supers) = match rest.split_once(" {") {
                Some((n, s)) => (n.trim().to_string(), s),
                None => continue,
            };
            let superclasses = supers
                .split_once("//")
                .map(|(_, s)| s.split_whitespace().map(str::to_string).collect())
                .unwrap_or_default();
            let mut fields = BTreeMap::new();
            let mut order = Vec::new();
            // A field may span lines (code blocks keep their newlines).
            let mut pending = String::new();
            for l in lines.by_ref() {
                if pending.is_empty() && l == "}" {
                    break;
                }
                if !pending.is_empty() {
                    pending.push('\n');
                }
                pending.push_str(l);
                if !field_complete(&pending) {
                    continue;
                }
                let decl = std::mem::take(&mut pending);
                let (fname, val) = parse_field(&decl).map_err(|m| {
                    Error::new(Loc::new(file, 1, 1), format!("record `{name}`: {m}"))
                })?;
                order.push(fname.clone());
                fields.insert(fname, val);
            }
            // An anonymous record has no `def NAME` to find: its place is unknown (which
            // counts as the main file's), not the main file's first line, which would make
            // a main file that only includes others look as if it defined records.
            let loc = locate_def(&name, sources).unwrap_or_else(|| {
                if name.starts_with("anonymous_") {
                    Loc::default()
                } else {
                    Loc::new(file, 1, 1)
                }
            });
            records.push(Rec {
                name,
                loc,
                superclasses,
                fields,
                order,
            });
        }
        // The format sorts defs by name; put located ones back in source order.
        records.sort_by_key(|r: &Rec| {
            sources
                .iter()
                .position(|(p, _)| *p == r.loc.file && r.loc.line > 1)
                .map_or((usize::MAX, 0, 0), |i| (i, r.loc.line, r.loc.col))
        });
        let files_read = sources.iter().map(|(p, _)| p.clone()).collect();
        let mut set = RecordSet::new(records, file.to_string(), files_read);
        // The files the main file includes itself, as `sources` names them.
        let main_text = sources.iter().find(|(p, _)| p == file).map(|(_, t)| t);
        set.main_includes = main_text
            .into_iter()
            .flat_map(|t| t.lines())
            .filter_map(|l| l.trim().strip_prefix("include \"")?.strip_suffix('"'))
            .filter_map(|inc| {
                sources
                    .iter()
                    .find(|(p, _)| p == inc || p.ends_with(&format!("/{inc}")))
                    .map(|(p, _)| p.clone())
            })
            .collect();
        Ok(set)
    }
}

fn locate_def(name: &str, sources: &[(String, String)]) -> Option<Loc> {
    for (path, text) in sources {
        for (i, line) in text.lines().enumerate() {
            let trimmed = line.trim_start();
            if let Some(rest) = trimmed.strip_prefix("def ") {
                let rest = rest.trim_start();
                if rest.starts_with(name)
                    && !rest[name.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
                {
                    // The position of the name, as TableGen reports it.
                    let col = line.len() - rest.len() + 1;
                    return Some(Loc::new(path.clone(), i as u32 + 1, col as u32));
                }
            }
        }
    }
    None
}

fn convert(v: &ods_tablegen::Value<'_>) -> Val {
    if v.is_unset() {
        return Val::Unset;
    }
    if let Some(s) = v.as_str() {
        return Val::Str(s.to_string());
    }
    if let Some(i) = v.as_int() {
        return Val::Int(i);
    }
    if let Some(d) = v.as_def() {
        return Val::Def(d.name());
    }
    if let Some(items) = v.as_list() {
        return Val::List(items.iter().map(convert).collect());
    }
    if let Some(dag) = v.as_dag() {
        let op = dag.op.as_def().map(|d| d.name()).unwrap_or_default();
        return Val::Dag(Dag {
            op,
            op_name: dag.op_name.as_ref().map(|n| n.to_string()),
            args: dag
                .args
                .iter()
                .map(|(a, n)| (convert(a), n.as_ref().map(|n| n.to_string())))
                .collect(),
        });
    }
    // Anything else (unresolved references, bits with unset bits) reads as unset.
    Val::Unset
}

/// True once a field declaration's text ends with `;` outside a code block.
fn field_complete(text: &str) -> bool {
    let opens = text.matches("[{").count();
    let closes = text.matches("}]").count();
    opens <= closes && text.trim_end().ends_with(';')
}

fn parse_field(decl: &str) -> Result<(String, Val), String> {
    let decl = decl.trim();
    let decl = decl.strip_prefix("field ").unwrap_or(decl);
    let eq = find_top_level_eq(decl).ok_or_else(|| format!("cannot read field `{decl}`"))?;
    let lhs = decl[..eq].trim();
    let name = lhs
        .rsplit(' ')
        .next()
        .ok_or_else(|| format!("cannot read field `{decl}`"))?
        .to_string();
    let value_text = decl[eq + 1..].trim();
    let value_text = value_text.strip_suffix(';').unwrap_or(value_text).trim();
    // The format does not escape quotes inside strings: a field that is one string
    // is everything between the outer quotes.
    if value_text.len() >= 2 && value_text.starts_with('"') && value_text.ends_with('"') {
        return Ok((
            name,
            Val::Str(value_text[1..value_text.len() - 1].to_string()),
        ));
    }
    let mut p = ValueParser {
        s: value_text.as_bytes(),
        text: value_text,
        i: 0,
    };
    let v = p.value()?;
    Ok((name, v))
}

fn find_top_level_eq(s: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in s.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            '=' if depth == 0 => return Some(i),
            '"' | '[' | '(' => return None,
            _ => {}
        }
    }
    None
}

struct ValueParser<'a> {
    s: &'a [u8],
    text: &'a str,
    i: usize,
}

impl ValueParser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn value(&mut self) -> Result<Val, String> {
        self.ws();
        let Some(&c) = self.s.get(self.i) else {
            return Err("unexpected end of value".into());
        };
        match c {
            b'?' => {
                self.i += 1;
                Ok(Val::Unset)
            }
            b'"' => self.string().map(Val::Str),
            b'[' if self.s.get(self.i + 1) == Some(&b'{') => {
                let start = self.i + 2;
                let end = self.text[start..]
                    .find("}]")
                    .ok_or("unterminated code block")?;
                self.i = start + end + 2;
                Ok(Val::Str(self.text[start..start + end].to_string()))
            }
            b'[' => {
                self.i += 1;
                let mut items = Vec::new();
                if self.eat(b']') {
                    return Ok(Val::List(items));
                }
                loop {
                    items.push(self.value()?);
                    if self.eat(b',') {
                        continue;
                    }
                    if self.eat(b']') {
                        return Ok(Val::List(items));
                    }
                    return Err("malformed list".into());
                }
            }
            b'{' => {
                // bits: `{ 0, 1, 1 }`, most significant first.
                self.i += 1;
                let mut v: i64 = 0;
                loop {
                    self.ws();
                    if self.eat(b'}') {
                        return Ok(Val::Int(v));
                    }
                    let bit = self.word();
                    v = (v << 1) | i64::from(bit == "1");
                    self.eat(b',');
                }
            }
            b'(' => {
                self.i += 1;
                let op = self.word();
                let op_name = if self.eat(b':') && self.eat(b'$') {
                    Some(self.word())
                } else {
                    None
                };
                let mut args = Vec::new();
                if self.eat(b')') {
                    return Ok(Val::Dag(Dag { op, op_name, args }));
                }
                loop {
                    self.ws();
                    let val = if self.s.get(self.i) == Some(&b'$') {
                        Val::Unset
                    } else {
                        self.value()?
                    };
                    self.eat(b':');
                    let name = if self.eat(b'$') {
                        Some(self.word())
                    } else {
                        None
                    };
                    args.push((val, name));
                    if self.eat(b',') {
                        continue;
                    }
                    if self.eat(b')') {
                        return Ok(Val::Dag(Dag { op, op_name, args }));
                    }
                    return Err("malformed dag".into());
                }
            }
            b'-' | b'0'..=b'9' => {
                let w = self.word();
                w.parse::<i64>()
                    .map(Val::Int)
                    .map_err(|_| format!("bad integer `{w}`"))
            }
            _ => {
                let w = self.word();
                if w.is_empty() {
                    return Err(format!("unexpected `{}`", c as char));
                }
                Ok(Val::Def(w))
            }
        }
    }

    fn word(&mut self) -> String {
        self.ws();
        let start = self.i;
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_alphanumeric()
                || matches!(self.s[self.i], b'_' | b'.' | b'-'))
        {
            self.i += 1;
        }
        self.text[start..self.i].to_string()
    }

    /// A string inside a list or dag. Quotes are not escaped in this format, so a quote
    /// closes the string only when a delimiter follows it.
    fn string(&mut self) -> Result<String, String> {
        self.i += 1;
        let start = self.i;
        while self.i < self.s.len() {
            if self.s[self.i] == b'"' {
                let mut j = self.i + 1;
                while j < self.s.len() && self.s[j] == b' ' {
                    j += 1;
                }
                if j >= self.s.len() || matches!(self.s[j], b',' | b']' | b')' | b':' | b';') {
                    let text = self.text[start..self.i].to_string();
                    self.i += 1;
                    return Ok(text);
                }
            }
            self.i += 1;
        }
        Err("unterminated string".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DUMP: &str = r#"------------- Classes -----------------
class A {
}
------------- Defs -----------------
def X {	// A B
  string s = "a"b";
  code c = [{ let x = "}"; }];
  int i = -3;
  bits<3> b = { 1, 0, 1 };
  list<A> l = [Y, ?];
  dag d = (ins I32:$a, "u32":$b, (outs));
  A r = ?;
}
"#;

    #[test]
    fn reads_every_value_kind() {
        let set = RecordSet::from_print_records(DUMP, "x.td", &[]).unwrap();
        let x = set.get("X").unwrap();
        assert_eq!(x.superclasses, ["A", "B"]);
        assert_eq!(x.field("s"), Some(&Val::Str("a\"b".into())));
        assert_eq!(x.field("c"), Some(&Val::Str(" let x = \"}\"; ".into())));
        assert_eq!(x.field("i"), Some(&Val::Int(-3)));
        assert_eq!(x.field("b"), Some(&Val::Int(5)));
        assert_eq!(
            x.field("l"),
            Some(&Val::List(vec![Val::Def("Y".into()), Val::Unset]))
        );
        let Some(Val::Dag(d)) = x.field("d") else {
            panic!("not a dag")
        };
        assert_eq!(d.op, "ins");
        assert_eq!(d.args[0], (Val::Def("I32".into()), Some("a".into())));
        assert_eq!(d.args[1], (Val::Str("u32".into()), Some("b".into())));
        assert_eq!(x.field("r"), Some(&Val::Unset));
    }
}
