//! The TableGen lexer: tokens with spans, the preprocessor (`#define`, `#ifdef`, `#ifndef`,
//! `#else`, `#endif`) and textual `include`, producing one flat token stream for a file and
//! everything it includes.

use crate::diag::{Diagnostic, SourceMap, Span};
use crate::init::FxHasher;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

type FxHashSet<T> = HashSet<T, std::hash::BuildHasherDefault<FxHasher>>;

/// Lexer results box their error, so a token is returned in a small `Result`.
type LResult<T> = Result<T, Box<Diagnostic>>;

/// Where skipping an inactive `#ifdef` region ended, by (source text address, start
/// offset): the end offset, and whether it ended at an `#else` (else at an `#endif`).
type SkipCache = HashMap<(usize, usize), (usize, bool), std::hash::BuildHasherDefault<FxHasher>>;

/// A token kind with its payload.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// End of the whole input.
    Eof,
    // Punctuation.
    Minus,
    Plus,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    LParen,
    RParen,
    Less,
    Greater,
    Colon,
    Semi,
    Comma,
    Dot,
    DotDotDot,
    Equal,
    Question,
    Paste,
    // Keywords.
    Assert,
    Bit,
    Bits,
    Class,
    Code,
    Dag,
    Def,
    Defm,
    Defset,
    Deftype,
    Defvar,
    Dump,
    Else,
    False,
    Field,
    Foreach,
    If,
    In,
    Include,
    Int,
    Let,
    List,
    MultiClass,
    StringKw,
    Then,
    True,
    /// A bang operator such as `!strconcat` (the name without `!`).
    Bang(&'static str),
    /// An identifier.
    Id(Arc<str>),
    /// A decimal or hexadecimal integer.
    IntVal(i64),
    /// A `0b...` literal: value and number of digits.
    BinaryIntVal(i64, u32),
    /// A string literal with escapes processed.
    StrVal(Arc<str>),
    /// A `[{ ... }]` code fragment.
    CodeFragment(Arc<str>),
    /// A `$name` dag variable name (without `$`).
    VarName(Arc<str>),
}

/// One token and where it is.
#[derive(Clone, Debug)]
pub struct Token {
    /// Kind and payload.
    pub tok: Tok,
    /// Location in the source.
    pub span: Span,
}

/// Every bang operator LLVM 22's TableGen knows.
pub const BANG_OPERATORS: &[&str] = &[
    "add",
    "and",
    "cast",
    "con",
    "cond",
    "dag",
    "div",
    "empty",
    "eq",
    "exists",
    "filter",
    "find",
    "foldl",
    "foreach",
    "ge",
    "getdagarg",
    "getdagname",
    "getdagop",
    "getdagopname",
    "gt",
    "head",
    "if",
    "initialized",
    "instances",
    "interleave",
    "isa",
    "le",
    "listconcat",
    "listflatten",
    "listremove",
    "listsplat",
    "logtwo",
    "lt",
    "match",
    "mul",
    "ne",
    "not",
    "or",
    "range",
    "repr",
    "setdagarg",
    "setdagname",
    "setdagop",
    "setdagopname",
    "shl",
    "size",
    "sra",
    "srl",
    "strconcat",
    "sub",
    "subst",
    "substr",
    "tail",
    "tolower",
    "toupper",
    "xor",
];

/// Finds included files: include directories first, then embedded virtual files (or the
/// virtual files first, with `virtual_first`).
#[derive(Debug, Default)]
pub struct Loader {
    /// Directories searched for `include "..."`, in order.
    pub include_dirs: Vec<PathBuf>,
    /// Embedded files consulted after the include directories fail.
    pub virtual_files: HashMap<String, Arc<String>>,
    /// Consult the embedded files before the include directories.
    pub virtual_first: bool,
    /// Every file loaded.
    pub sources: SourceMap,
    /// Paths of files read from disk (not virtual), in first-read order.
    pub files_read: Vec<PathBuf>,
    /// The paths (as the source map names them) of the files the main file includes
    /// itself, not through another file, in the order of its `include` lines.
    pub main_includes: Vec<String>,
    /// Disk identity of each loaded file, to recognise a file reached by two spellings.
    pub identity: HashMap<u32, FileKey>,
    /// Text and identity of each file read, by path: a file included again is not read
    /// again, and its inclusions share one text.
    pub(crate) read_cache: HashMap<PathBuf, (Arc<String>, FileKey)>,
}

/// What identifies a file on disk whatever path reaches it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileKey {
    /// Device and inode numbers.
    Inode(u64, u64),
    /// The canonical path (where inodes are not available), or the name of a virtual file.
    Path(PathBuf),
}

impl FileKey {
    /// The identity of the file at `path`, whose metadata is `meta` when already known.
    pub fn of(path: &Path, meta: Option<&std::fs::Metadata>) -> FileKey {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let owned;
            let meta = match meta {
                Some(m) => Some(m),
                None => {
                    owned = std::fs::metadata(path).ok();
                    owned.as_ref()
                }
            };
            if let Some(m) = meta {
                return FileKey::Inode(m.dev(), m.ino());
            }
        }
        #[cfg(not(unix))]
        let _ = meta;
        FileKey::Path(std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()))
    }
}

/// Reads a file as text, with its metadata (from the same open handle, which also sizes
/// the buffer so the file is read in one call).
fn read_with_metadata(path: &Path) -> Option<(String, Option<std::fs::Metadata>)> {
    use std::io::Read;
    let mut f = std::fs::File::open(path).ok()?;
    let meta = f.metadata().ok();
    let size = meta.as_ref().map_or(0, |m| m.len() as usize);
    let mut buf = vec![0u8; size + 1];
    let mut len = 0;
    loop {
        match f.read(&mut buf[len..]) {
            Ok(0) => break,
            Ok(n) => {
                len += n;
                if len == buf.len() {
                    buf.resize(len * 2, 0);
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return None,
        }
    }
    buf.truncate(len);
    Some((crate::raw::decode(&buf), meta))
}

impl Loader {
    /// Finds and loads an included file, returning its source-map index.
    fn load_include(&mut self, name: &str) -> Option<u32> {
        if self.virtual_first
            && let Some(text) = self.virtual_files.get(name)
        {
            let text = text.clone();
            return Some(self.sources.add(name.to_string(), text));
        }
        let direct = Path::new(name);
        let mut candidates = Vec::new();
        if direct.is_absolute() {
            candidates.push(direct.to_path_buf());
        }
        for dir in &self.include_dirs {
            candidates.push(dir.join(name));
        }
        for c in candidates {
            if let Some((text, key)) = self.read_cache.get(&c) {
                let (text, key) = (text.clone(), key.clone());
                let id = self.sources.add(c.to_string_lossy().into_owned(), text);
                self.identity.insert(id, key);
                return Some(id);
            }
            if let Some((text, meta)) = read_with_metadata(&c) {
                let display = c.to_string_lossy().into_owned();
                let canonical = FileKey::of(&c, meta.as_ref());
                let text = Arc::new(text);
                self.read_cache
                    .insert(c.clone(), (text.clone(), canonical.clone()));
                if !self.files_read.contains(&c) {
                    self.files_read.push(c);
                }
                let id = self.sources.add(display, text);
                self.identity.insert(id, canonical);
                return Some(id);
            }
        }
        if let Some(text) = self.virtual_files.get(name) {
            let text = text.clone();
            return Some(self.sources.add(name.to_string(), text));
        }
        None
    }
}

/// Lexes `file` and its includes into a vector of tokens (ending with `Eof`).
pub fn lex_file(
    loader: &mut Loader,
    file: u32,
    macros: &mut HashSet<String>,
) -> Result<Vec<Token>, Diagnostic> {
    let mut lx = Lexer::new(loader, file, macros);
    let mut out = Vec::new();
    loop {
        let t = lx.next_token()?;
        let eof = t.tok == Tok::Eof;
        out.push(t);
        if eof {
            return Ok(out);
        }
    }
}

const MAX_INCLUDE_DEPTH: usize = 200;

/// One file being lexed: its text, position and open `#ifdef` blocks.
struct Frame {
    file: u32,
    text: Arc<String>,
    pos: usize,
    cond_stack: Vec<(Span, bool)>,
}

/// A streaming lexer over a file and, textually, everything it includes.
pub struct Lexer<'l> {
    loader: &'l mut Loader,
    macros: &'l mut HashSet<String>,
    names: FxHashSet<Arc<str>>,
    skips: SkipCache,
    frames: Vec<Frame>,
    main: u32,
}

impl<'l> Lexer<'l> {
    /// Starts lexing the loaded file `file`.
    pub fn new(loader: &'l mut Loader, file: u32, macros: &'l mut HashSet<String>) -> Self {
        let text = loader.sources.file(file).text.clone();
        Lexer {
            loader,
            macros,
            names: FxHashSet::default(),
            skips: SkipCache::default(),
            frames: vec![Frame {
                file,
                text,
                pos: 0,
                cond_stack: Vec::new(),
            }],
            main: file,
        }
    }

    /// The sources loaded so far.
    pub fn sources(&self) -> &SourceMap {
        &self.loader.sources
    }

    /// Lexes one token from the innermost file.
    fn raw_token(&mut self) -> LResult<Token> {
        let frame = self.frames.last_mut().expect("a file is open");
        let text = frame.text.clone();
        let mut lx = FileLexer {
            names: &mut self.names,
            skips: &mut self.skips,
            text: &text,
            src: text.as_bytes(),
            pos: frame.pos,
            file: frame.file,
            cond_stack: std::mem::take(&mut frame.cond_stack),
        };
        let r = lx.next(&self.loader.sources, self.macros);
        frame.pos = lx.pos;
        frame.cond_stack = lx.cond_stack;
        r
    }

    /// The next token; `Eof` once the main file is exhausted. `include` is handled here.
    pub fn next_token(&mut self) -> Result<Token, Diagnostic> {
        self.next().map_err(|d| *d)
    }

    /// [`Self::next_token`] with the error boxed, so tokens travel in a small `Result`.
    pub(crate) fn next(&mut self) -> LResult<Token> {
        loop {
            if self.frames.is_empty() {
                let end = self.loader.sources.file(self.main).text.len() as u32;
                return Ok(Token {
                    tok: Tok::Eof,
                    span: Span {
                        file: self.main,
                        start: end,
                        end,
                    },
                });
            }
            let t = self.raw_token()?;
            match t.tok {
                Tok::Eof => {
                    let frame = self.frames.pop().expect("a file is open");
                    if !frame.cond_stack.is_empty() {
                        let end = frame.text.len() as u32;
                        let span = Span {
                            file: frame.file,
                            start: end,
                            end,
                        };
                        return Err(Box::new(
                            self.loader
                                .sources
                                .error(span, "reached EOF without matching #endif"),
                        ));
                    }
                }
                Tok::Include => {
                    let name_tok = self.raw_token()?;
                    let sm = &self.loader.sources;
                    let Tok::StrVal(name) = name_tok.tok else {
                        return Err(sm
                            .error(name_tok.span, "expected filename after include")
                            .into());
                    };
                    if self.frames.len() > MAX_INCLUDE_DEPTH {
                        return Err(sm.error(name_tok.span, "include nested too deeply").into());
                    }
                    let Some(id) = self.loader.load_include(&name) else {
                        return Err(Box::new(self.loader.sources.error(
                            name_tok.span,
                            format!("could not find include file '{name}'"),
                        )));
                    };
                    let sm = &self.loader.sources;
                    let ident = |f: u32| match self.loader.identity.get(&f) {
                        Some(k) => k.clone(),
                        None => FileKey::Path(PathBuf::from(&sm.file(f).path)),
                    };
                    let me = ident(id);
                    if self.frames.iter().any(|f| ident(f.file) == me) {
                        return Err(sm
                            .error(name_tok.span, format!("recursive include of '{name}'"))
                            .into());
                    }
                    if self.frames.len() == 1 && self.frames[0].file == self.main {
                        self.loader.main_includes.push(sm.file(id).path.clone());
                    }
                    let text = sm.file(id).text.clone();
                    self.frames.push(Frame {
                        file: id,
                        text,
                        pos: 0,
                        cond_stack: Vec::new(),
                    });
                }
                _ => return Ok(t),
            }
        }
    }
}

struct FileLexer<'a> {
    /// Identifier spellings seen so far, so equal identifiers share one allocation.
    names: &'a mut FxHashSet<Arc<str>>,
    skips: &'a mut SkipCache,
    text: &'a str,
    src: &'a [u8],
    pos: usize,
    file: u32,
    /// Open `#ifdef`/`#ifndef` blocks: location and whether an `#else` was seen.
    cond_stack: Vec<(Span, bool)>,
}

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

impl<'a> FileLexer<'a> {
    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn span(&self, start: usize) -> Span {
        Span {
            file: self.file,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    fn err(&self, sm: &SourceMap, start: usize, msg: &str) -> Box<Diagnostic> {
        Box::new(sm.error(
            Span {
                file: self.file,
                start: start as u32,
                end: start as u32 + 1,
            },
            msg,
        ))
    }

    /// True when only spaces or tabs precede `pos` on its line.
    fn at_line_start(&self, pos: usize) -> bool {
        let mut i = pos;
        while i > 0 {
            match self.src[i - 1] {
                b' ' | b'\t' | b'\r' => i -= 1,
                b'\n' => return true,
                _ => return false,
            }
        }
        true
    }

    /// Skips whitespace and comments.
    fn skip_trivia(&mut self, sm: &SourceMap) -> LResult<()> {
        loop {
            let c = self.peek(0);
            match c {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'/' if self.peek(1) == b'/' => {
                    self.pos = match self.text[self.pos..].find('\n') {
                        Some(off) => self.pos + off,
                        None => self.src.len(),
                    };
                }
                b'/' if self.peek(1) == b'*' => {
                    let start = self.pos;
                    self.pos += 2;
                    let mut depth = 1;
                    while depth > 0 {
                        if self.pos >= self.src.len() {
                            return Err(self.err(sm, start, "unterminated comment"));
                        }
                        if self.peek(0) == b'/' && self.peek(1) == b'*' {
                            depth += 1;
                            self.pos += 2;
                        } else if self.peek(0) == b'*' && self.peek(1) == b'/' {
                            depth -= 1;
                            self.pos += 2;
                        } else {
                            self.pos += 1;
                        }
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    fn next(&mut self, sm: &SourceMap, macros: &mut HashSet<String>) -> LResult<Token> {
        loop {
            self.skip_trivia(sm)?;
            if self.pos >= self.src.len() {
                return Ok(Token {
                    tok: Tok::Eof,
                    span: self.span(self.pos),
                });
            }
            if self.peek(0) == b'#' && self.at_line_start(self.pos) {
                let word = self.directive_word();
                if let Some(word) = word {
                    self.directive(sm, macros, &word)?;
                    continue;
                }
            }
            return self.token(sm);
        }
    }

    fn directive_word(&self) -> Option<String> {
        let mut i = self.pos + 1;
        let start = i;
        while i < self.src.len() && self.src[i].is_ascii_alphabetic() {
            i += 1;
        }
        let w = std::str::from_utf8(&self.src[start..i]).ok()?;
        let next = self.src.get(i).copied().unwrap_or(0);
        if is_id_char(next) {
            return None;
        }
        matches!(w, "ifdef" | "ifndef" | "else" | "endif" | "define").then(|| w.to_string())
    }

    fn directive_name(&mut self, sm: &SourceMap, start: usize) -> LResult<String> {
        while matches!(self.peek(0), b' ' | b'\t') {
            self.pos += 1;
        }
        let s = self.pos;
        if !is_id_start(self.peek(0)) {
            return Err(self.err(
                sm,
                start,
                "expected macro name after preprocessing directive",
            ));
        }
        while is_id_char(self.peek(0)) {
            self.pos += 1;
        }
        let name = String::from_utf8_lossy(&self.src[s..self.pos]).into_owned();
        self.expect_line_end(sm)?;
        Ok(name)
    }

    /// Only whitespace or a comment may follow a directive on its line.
    fn expect_line_end(&mut self, sm: &SourceMap) -> LResult<()> {
        while matches!(self.peek(0), b' ' | b'\t' | b'\r') {
            self.pos += 1;
        }
        match self.peek(0) {
            b'\n' | 0 => Ok(()),
            b'/' if self.peek(1) == b'/' || self.peek(1) == b'*' => Ok(()),
            _ => Err(self.err(
                sm,
                self.pos,
                "only comments are supported after preprocessing directive",
            )),
        }
    }

    fn directive(
        &mut self,
        sm: &SourceMap,
        macros: &mut HashSet<String>,
        word: &str,
    ) -> LResult<()> {
        let start = self.pos;
        self.pos += 1 + word.len();
        match word {
            "define" => {
                let name = self.directive_name(sm, start)?;
                macros.insert(name);
            }
            "ifdef" | "ifndef" => {
                let name = self.directive_name(sm, start)?;
                let defined = macros.contains(&name);
                let take = if word == "ifdef" { defined } else { !defined };
                self.cond_stack.push((self.span(start), false));
                if !take {
                    self.skip_region_cached(sm)?;
                }
            }
            "else" => {
                self.expect_line_end(sm)?;
                match self.cond_stack.last_mut() {
                    Some((_, seen_else)) if !*seen_else => *seen_else = true,
                    _ => return Err(self.err(sm, start + 1, "#else without #ifdef or #ifndef")),
                }
                // We were lexing the taken branch; skip the else branch.
                self.skip_region_cached(sm)?;
            }
            "endif" => {
                self.expect_line_end(sm)?;
                if self.cond_stack.pop().is_none() {
                    return Err(self.err(sm, start + 1, "#endif without #ifdef"));
                }
            }
            _ => unreachable!("directive_word only returns known directives"),
        }
        Ok(())
    }

    /// [`Self::skip_region`], remembering where each skip from a given place in a given
    /// text ended: a file included again is skipped whole by its include guard, and the
    /// skip lands in the same place every time.
    fn skip_region_cached(&mut self, sm: &SourceMap) -> LResult<()> {
        let key = (self.text.as_ptr() as usize, self.pos);
        if let Some(&(end, at_else)) = self.skips.get(&key) {
            if !at_else {
                self.cond_stack.pop();
                self.pos = end;
                return Ok(());
            }
            if let Some((_, seen_else)) = self.cond_stack.last_mut()
                && !*seen_else
            {
                *seen_else = true;
                self.pos = end;
                return Ok(());
            }
            // A second `#else`: let the full scan report it.
        }
        let open = self.cond_stack.len();
        self.skip_region(sm)?;
        self.skips
            .insert(key, (self.pos, self.cond_stack.len() == open));
        Ok(())
    }

    /// Skips lines until the `#else` or `#endif` that closes the innermost open block.
    /// An `#else` resumes lexing (the block stays open); an `#endif` closes the block.
    fn skip_region(&mut self, sm: &SourceMap) -> LResult<()> {
        let mut depth = 0usize;
        loop {
            // Skip the rest of the line, then blanks and block comments that start lines
            // (a directive inside such a comment does not count); only a `#` that then
            // starts a line can be a directive.
            self.pos = match self.text[self.pos..].find('\n') {
                Some(off) => self.pos + off,
                None => self.src.len(),
            };
            loop {
                match self.peek(0) {
                    b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                    b'/' if self.peek(1) == b'*' => {
                        let start = self.pos;
                        self.pos += 2;
                        let mut nest = 1;
                        while nest > 0 {
                            if self.pos >= self.src.len() {
                                return Err(self.err(sm, start, "unterminated comment"));
                            }
                            if self.peek(0) == b'/' && self.peek(1) == b'*' {
                                nest += 1;
                                self.pos += 2;
                            } else if self.peek(0) == b'*' && self.peek(1) == b'/' {
                                nest -= 1;
                                self.pos += 2;
                            } else {
                                self.pos += 1;
                            }
                        }
                    }
                    _ => break,
                }
            }
            if self.pos >= self.src.len() {
                return Err(self.err(sm, self.src.len(), "reached EOF without matching #endif"));
            }
            if self.peek(0) != b'#' {
                continue;
            }
            let i = self.pos;
            self.pos = i + 1;
            {
                let save = self.pos;
                self.pos = i;
                let word = self.directive_word();
                self.pos = save;
                match word.as_deref() {
                    Some("ifdef") | Some("ifndef") => depth += 1,
                    Some("endif") if depth > 0 => depth -= 1,
                    Some("endif") => {
                        self.pos = i + 6;
                        self.expect_line_end(sm)?;
                        self.cond_stack.pop();
                        return Ok(());
                    }
                    Some("else") if depth == 0 => {
                        self.pos = i + 5;
                        self.expect_line_end(sm)?;
                        match self.cond_stack.last_mut() {
                            Some((_, seen_else)) if !*seen_else => *seen_else = true,
                            _ => return Err(self.err(sm, i, "double #else")),
                        }
                        return Ok(());
                    }
                    _ => {}
                }
            }
        }
    }

    fn token(&mut self, sm: &SourceMap) -> LResult<Token> {
        let start = self.pos;
        let c = self.peek(0);
        self.pos += 1;
        let tok = match c {
            b'[' if self.peek(0) == b'{' => {
                self.pos += 1;
                let body_start = self.pos;
                let Some(off) = self.text[self.pos..].find("}]") else {
                    self.pos = self.src.len();
                    return Err(self.err(sm, start, "unterminated code block"));
                };
                self.pos += off;
                let body = &self.text[body_start..self.pos];
                self.pos += 2;
                Tok::CodeFragment(Arc::from(body))
            }
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b'{' => Tok::LBrace,
            b'}' => Tok::RBrace,
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b':' => Tok::Colon,
            b';' => Tok::Semi,
            b',' => Tok::Comma,
            b'=' => Tok::Equal,
            b'?' => Tok::Question,
            b'#' => Tok::Paste,
            b'.' => {
                if self.peek(0) != b'.' {
                    Tok::Dot
                } else if self.peek(1) == b'.' {
                    self.pos += 2;
                    Tok::DotDotDot
                } else {
                    // Two dots are neither a field access nor a range, as LLVM's lexer says.
                    return Err(self.err(sm, start, "invalid '..' punctuation"));
                }
            }
            b'"' => self.string(sm, start)?,
            b'$' => {
                let s = self.pos;
                if !is_id_start(self.peek(0)) {
                    return Err(self.err(sm, start, "invalid variable name"));
                }
                while is_id_char(self.peek(0)) {
                    self.pos += 1;
                }
                Tok::VarName(Arc::from(&self.text[s..self.pos]))
            }
            b'!' => {
                let s = self.pos;
                if !self.peek(0).is_ascii_alphabetic() {
                    return Err(self.err(sm, start, "invalid \"!operator\""));
                }
                while self.peek(0).is_ascii_alphabetic() {
                    self.pos += 1;
                }
                let name = std::str::from_utf8(&self.src[s..self.pos]).unwrap_or("");
                match BANG_OPERATORS.iter().find(|&&b| b == name) {
                    Some(b) => Tok::Bang(b),
                    None => return Err(self.err(sm, start, "unknown operator")),
                }
            }
            b'-' | b'+' => self.number(sm, start, c)?,
            b'0'..=b'9' => {
                // An identifier may start with digits (e.g. `0DTensorOf`), unless it looks
                // like a hex or binary literal.
                let mut i = 0;
                let mut next;
                loop {
                    next = self.peek(i);
                    if !next.is_ascii_digit() {
                        break;
                    }
                    i += 1;
                }
                let after = self.peek(i + 1);
                let looks_numeric = (next == b'b' && matches!(after, b'0' | b'1'))
                    || (next == b'x' && after.is_ascii_hexdigit());
                if !looks_numeric && is_id_start(next) {
                    self.ident(start)
                } else {
                    self.number(sm, start, c)?
                }
            }
            c if is_id_start(c) => self.ident(start),
            _ => return Err(self.err(sm, start, "unexpected character")),
        };
        Ok(Token {
            tok,
            span: self.span(start),
        })
    }

    fn ident(&mut self, start: usize) -> Tok {
        while is_id_char(self.peek(0)) {
            self.pos += 1;
        }
        let s = &self.text[start..self.pos];
        match s {
            "int" => Tok::Int,
            "bit" => Tok::Bit,
            "bits" => Tok::Bits,
            "string" => Tok::StringKw,
            "list" => Tok::List,
            "code" => Tok::Code,
            "dag" => Tok::Dag,
            "class" => Tok::Class,
            "def" => Tok::Def,
            "defm" => Tok::Defm,
            "defset" => Tok::Defset,
            "deftype" => Tok::Deftype,
            "defvar" => Tok::Defvar,
            "dump" => Tok::Dump,
            "field" => Tok::Field,
            "foreach" => Tok::Foreach,
            "if" => Tok::If,
            "then" => Tok::Then,
            "else" => Tok::Else,
            "in" => Tok::In,
            "include" => Tok::Include,
            "let" => Tok::Let,
            "multiclass" => Tok::MultiClass,
            "assert" => Tok::Assert,
            "true" => Tok::True,
            "false" => Tok::False,
            _ => match self.names.get(s) {
                Some(n) => Tok::Id(n.clone()),
                None => {
                    let n: Arc<str> = Arc::from(s);
                    self.names.insert(n.clone());
                    Tok::Id(n)
                }
            },
        }
    }

    fn number(&mut self, sm: &SourceMap, start: usize, first: u8) -> LResult<Tok> {
        if first == b'0' && self.peek(0) == b'x' {
            self.pos += 1;
            let s = self.pos;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            let digits = std::str::from_utf8(&self.src[s..self.pos]).unwrap_or("");
            let v = u64::from_str_radix(digits, 16)
                .map_err(|_| self.err(sm, start, "number out of range"))?;
            return Ok(Tok::IntVal(v as i64));
        }
        if first == b'0' && self.peek(0) == b'b' {
            self.pos += 1;
            let s = self.pos;
            while matches!(self.peek(0), b'0' | b'1') {
                self.pos += 1;
            }
            let digits = std::str::from_utf8(&self.src[s..self.pos]).unwrap_or("");
            let v = u64::from_str_radix(digits, 2)
                .map_err(|_| self.err(sm, start, "number out of range"))?;
            return Ok(Tok::BinaryIntVal(v as i64, digits.len() as u32));
        }
        if (first == b'-' || first == b'+') && !self.peek(0).is_ascii_digit() {
            return Ok(if first == b'-' { Tok::Minus } else { Tok::Plus });
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        let text = std::str::from_utf8(&self.src[start..self.pos]).unwrap_or("");
        let text = text.strip_prefix('+').unwrap_or(text);
        match text.parse::<i64>() {
            Ok(v) => Ok(Tok::IntVal(v)),
            Err(_) => match text.parse::<u64>() {
                Ok(v) => Ok(Tok::IntVal(v as i64)),
                Err(_) => Err(self.err(sm, start, "number out of range")),
            },
        }
    }

    fn string(&mut self, sm: &SourceMap, start: usize) -> LResult<Tok> {
        // Most strings have no escapes: take them straight from the source.
        let body = self.pos;
        for (i, &c) in self.src[body..].iter().enumerate() {
            match c {
                b'"' => {
                    self.pos = body + i + 1;
                    return Ok(Tok::StrVal(Arc::from(&self.text[body..body + i])));
                }
                b'\\' | b'\n' | b'\r' => break,
                _ => {}
            }
        }
        let mut out: Vec<u8> = Vec::new();
        loop {
            let c = self.peek(0);
            if self.pos >= self.src.len() {
                return Err(self.err(sm, start + 1, "end of file in string literal"));
            }
            if c == b'\n' || c == b'\r' {
                return Err(self.err(sm, start + 1, "end of line in string literal"));
            }
            self.pos += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    let e = self.peek(0);
                    self.pos += 1;
                    match e {
                        b'\\' | b'\'' | b'"' => out.push(e),
                        b't' => out.push(b'\t'),
                        b'n' => out.push(b'\n'),
                        b'\n' | b'\r' => {
                            return Err(self.err(
                                sm,
                                self.pos - 1,
                                "escaped newlines not supported in tblgen",
                            ));
                        }
                        _ => {
                            return Err(self.err(
                                sm,
                                self.pos - 1,
                                "invalid escape in string literal",
                            ));
                        }
                    }
                }
                _ => out.push(c),
            }
        }
        Ok(Tok::StrVal(Arc::from(
            String::from_utf8_lossy(&out).as_ref(),
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex(src: &str) -> Result<Vec<Tok>, Diagnostic> {
        let mut loader = Loader::default();
        let id = loader.sources.add("t.td".into(), Arc::new(src.to_string()));
        let mut macros = HashSet::new();
        Ok(lex_file(&mut loader, id, &mut macros)?
            .into_iter()
            .map(|t| t.tok)
            .collect())
    }

    #[test]
    fn identifiers_numbers_and_punctuation() {
        let toks = lex("def 0DTensor : Foo<0x1F, 0b101, -3, 5...7>;").unwrap();
        assert_eq!(
            toks,
            vec![
                Tok::Def,
                Tok::Id("0DTensor".into()),
                Tok::Colon,
                Tok::Id("Foo".into()),
                Tok::Less,
                Tok::IntVal(31),
                Tok::Comma,
                Tok::BinaryIntVal(5, 3),
                Tok::Comma,
                Tok::IntVal(-3),
                Tok::Comma,
                Tok::IntVal(5),
                Tok::DotDotDot,
                Tok::IntVal(7),
                Tok::Greater,
                Tok::Semi,
                Tok::Eof
            ]
        );
    }

    #[test]
    fn strings_code_and_comments() {
        let toks =
            lex("\"a\\n\\\"b\" /* x /* nested */ */ [{ code }] // c\n$v !strconcat").unwrap();
        assert_eq!(
            toks,
            vec![
                Tok::StrVal("a\n\"b".into()),
                Tok::CodeFragment(" code ".into()),
                Tok::VarName("v".into()),
                Tok::Bang("strconcat"),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn directives_in_skipped_comments_do_not_count() {
        let src = "#ifdef NOPE\n/* a comment\n#endif\n*/\ndef Hidden;\n#else\ndef Shown;\n#endif\n";
        assert_eq!(
            lex(src).unwrap(),
            vec![Tok::Def, Tok::Id("Shown".into()), Tok::Semi, Tok::Eof]
        );
    }

    #[test]
    fn include_guards_skip_repeated_inclusions() {
        let mut loader = Loader::default();
        loader.virtual_files.insert(
            "g.td".into(),
            Arc::new("#ifndef G\n#define G\ndef A;\n#else\ndef B;\n#endif\n".into()),
        );
        let src = "include \"g.td\"\ninclude \"g.td\"\ninclude \"g.td\"\ndef C;\n";
        let id = loader.sources.add("t.td".into(), Arc::new(src.to_string()));
        let mut macros = HashSet::new();
        let toks: Vec<Tok> = lex_file(&mut loader, id, &mut macros)
            .unwrap()
            .into_iter()
            .map(|t| t.tok)
            .collect();
        let ids: Vec<&str> = toks
            .iter()
            .filter_map(|t| match t {
                Tok::Id(n) => Some(&**n),
                _ => None,
            })
            .collect();
        assert_eq!(ids, ["A", "B", "B", "C"]);
    }

    #[test]
    fn preprocessor_conditionals() {
        let src = "#define A\n#ifdef A\ndef x;\n#else\ndef y;\n#endif\n#ifndef A\ndef z;\n#endif\n";
        let toks = lex(src).unwrap();
        assert_eq!(
            toks,
            vec![Tok::Def, Tok::Id("x".into()), Tok::Semi, Tok::Eof]
        );
        assert!(lex("#ifdef B\ndef x;\n").is_err());
        assert!(lex("!bogus").is_err());
    }
}
