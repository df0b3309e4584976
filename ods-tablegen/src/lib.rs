//! A pure-Rust TableGen: lexer, preprocessor, parser, evaluator, record keeper and printer.
//!
//! The pipeline is [`lexer`] (tokens with spans, textual `include`, `#define`/`#ifdef`/
//! `#ifndef`/`#else`/`#endif`) → [`parser`] (a syntax tree, [`ast`], testable on its own) →
//! [`eval`] (records, following LLVM 22 TableGen's semantics: template arguments, `let`,
//! `multiclass`/`defm`, `foreach`, `if`, `defset`, `defvar`, `deftype`, `assert`, `dump`,
//! every bang operator, late-bound self references) → [`Records`].
//! [`Records::print_records`] is byte-identical to `mlir-tblgen --print-records`, including
//! partially folded class bodies and `anonymous_N` numbering.
//!
//! ```
//! let mut tg = ods_tablegen::TableGen::new();
//! let records = tg
//!     .load_source("example.td", "class A<int n> { int v = n; } def X : A<3>;")
//!     .unwrap();
//! let x = records.def("X").unwrap();
//! assert_eq!(x.get_int("v").unwrap(), 3);
//! assert!(x.is_subclass_of("A"));
//! assert!(records.print_records().contains("def X {\t// A\n  int v = 3;\n}\n"));
//! ```
//!
//! # Loading
//!
//! [`TableGen`] holds the configuration: [`TableGen::include_dir`] adds a directory searched
//! by `include "..."` (in order; like LLVM, the including file's own directory is not
//! searched), [`TableGen::virtual_file`] registers an embedded file that answers an include
//! only when no directory has it, and [`TableGen::define`] predefines a macro. A file is
//! included as often as it is named (include guards are the `#ifndef` idiom), but including
//! a file that is already on the include chain is diagnosed as a cycle.
//!
//! # Reading records
//!
//! [`Records::classes`] and [`Records::defs`] iterate in the printed order (by name);
//! [`Records::derived_from`] lists the defs of a class in the order LLVM backends see them.
//! A [`Record`] gives its name, locations, superclasses and fields; typed getters
//! (`get_string`, `get_int`, `get_bit`, `get_list`, `get_dag`, `get_def`, `get_code`, ...)
//! return a [`FieldError`] naming the record and field when the field is missing or of
//! another kind. [`Records::files_read`] lists every file read from disk, for
//! `cargo:rerun-if-changed`.
//!
//! # Errors
//!
//! Every failure is a [`Diagnostic`] whose `Display` is LLVM's: `path:line:col: error:
//! message`, the source line and a caret line, then any notes. Inputs never cause a panic:
//! ranges, string sizes, record counts and nested instantiations are bounded and exceeding
//! them is an error.
//!
//! # Nesting
//!
//! Like LLVM, nesting (values, types, statement bodies, resolution) has no fixed depth; the
//! stack sets it. Loading and printing run on a thread with a large stack ([`stack`]; only
//! the part an input uses is touched), and each level of recursion checks what is left: an
//! input nested past it gets a located "nested too deeply" error, never a stack overflow.
//! Every depth `mlir-tblgen` completes on its 8 MiB stack (some 6,000 to 16,000 levels of
//! values and bodies, 65,000 of `list<...>` types) loads here, in debug builds too.
//! [`TableGen::stack_size`] sets a smaller or larger stack.
//!
//! A loop builds values as deep as it runs (`!foldl((op), !range(n), acc, x, (op acc))`).
//! Each value knows its depth and whether resolution can change it, so a step does not walk
//! what the steps before built: such a loop takes time in proportion to its length, where
//! `mlir-tblgen` takes the square (and crashes past some 43,600 levels). A value the
//! printer's stack cannot hold is a located error at its record when the load ends. Lists,
//! dags and strings grown by a loop build every prefix, as in LLVM; their total size is
//! bounded (an error past it), so their memory is too.

pub mod ast;
pub mod diag;
pub mod eval;
pub mod init;
pub mod lexer;
pub mod parser;
pub mod print;
pub mod raw;
mod records;
pub mod regex;
pub mod stack;

pub use diag::{Diagnostic, Location, Severity, Span};
pub use records::{FieldError, Record, Records, Value};

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Loads TableGen files: configure include directories, embedded files and macros, then
/// [`TableGen::load_file`] or [`TableGen::load_source`].
#[derive(Default)]
pub struct TableGen {
    include_dirs: Vec<PathBuf>,
    virtual_files: Vec<(String, Arc<String>)>,
    virtual_first: bool,
    macros: Vec<String>,
    stack_size: Option<usize>,
}

impl TableGen {
    /// A loader with no include directories.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a directory searched by `include "..."` (in the order added).
    pub fn include_dir(&mut self, dir: impl Into<PathBuf>) -> &mut Self {
        self.include_dirs.push(dir.into());
        self
    }

    /// Registers an embedded file, consulted after every include directory fails.
    pub fn virtual_file(&mut self, name: impl Into<String>, text: impl Into<String>) -> &mut Self {
        self.virtual_files
            .push((name.into(), Arc::new(text.into())));
        self
    }

    /// Makes the embedded files answer before the include directories: an include
    /// directory's file of the same path is then not read.
    pub fn virtual_files_first(&mut self, first: bool) -> &mut Self {
        self.virtual_first = first;
        self
    }

    /// Defines a preprocessor macro (like `-D NAME`).
    pub fn define(&mut self, name: impl Into<String>) -> &mut Self {
        self.macros.push(name.into());
        self
    }

    /// Sets the stack parsing and evaluation run on, which bounds how deep an input may nest
    /// (default [`stack::STACK_SIZE`], far deeper than `mlir-tblgen` reaches; at least
    /// 2 MiB). Only the part of it an input uses is ever touched.
    pub fn stack_size(&mut self, bytes: usize) -> &mut Self {
        self.stack_size = Some(bytes);
        self
    }

    /// Reads and evaluates a file from disk.
    pub fn load_file(&self, path: impl AsRef<Path>) -> Result<Records, Diagnostic> {
        let path = path.as_ref();
        let bytes = std::fs::read(path).map_err(|e| {
            Diagnostic::bare(format!(
                "Could not open input file '{}': {e}",
                path.display()
            ))
        })?;
        self.load(
            path.to_string_lossy().into_owned(),
            Arc::new(raw::decode(&bytes)),
            Some(path.to_path_buf()),
        )
    }

    /// Evaluates source bytes under a display name; bytes that are not UTF-8 are kept as
    /// they are (see [`raw`]), as LLVM keeps them.
    pub fn load_bytes(&self, name: &str, bytes: &[u8]) -> Result<Records, Diagnostic> {
        self.load(name.to_string(), Arc::new(raw::decode(bytes)), None)
    }

    /// Evaluates source text under a display name.
    pub fn load_source(&self, name: &str, text: &str) -> Result<Records, Diagnostic> {
        self.load(name.to_string(), Arc::new(text.to_string()), None)
    }

    fn load(
        &self,
        name: String,
        text: Arc<String>,
        disk: Option<PathBuf>,
    ) -> Result<Records, Diagnostic> {
        let mut loader = lexer::Loader {
            include_dirs: self.include_dirs.clone(),
            virtual_files: self.virtual_files.iter().cloned().collect(),
            virtual_first: self.virtual_first,
            ..Default::default()
        };
        let main = loader.sources.add(name, text);
        if let Some(p) = disk {
            loader.identity.insert(main, lexer::FileKey::of(&p, None));
            loader.files_read.push(p);
        }
        let mut macros: HashSet<String> = self.macros.iter().cloned().collect();
        // Parsing and evaluation recurse as deep as the input nests: they run on a thread
        // with a large stack (see `stack`), and the syntax tree is freed there too.
        let size = self.stack_size.unwrap_or(stack::STACK_SIZE);
        let initial_macros = macros.clone();
        let cx = stack::run_sized(size, || {
            let parsed = parser::parse(lexer::Lexer::new(&mut loader, main, &mut macros));
            // What parsed before an error is evaluated first: LLVM evaluates each statement
            // as it is parsed, so an error there comes before the later parse error. The
            // statement the error stopped is parsed again up to the error, to be evaluated
            // as far as LLVM gets in it.
            let cut = match &parsed.error {
                Some(_) => {
                    let mut macros = initial_macros;
                    let lx = lexer::Lexer::new(&mut loader, main, &mut macros);
                    parser::parse_cut(lx, parsed.failed_at, parsed.lexical)
                }
                None => None,
            };
            let mut ev = eval::Evaluator::new(&loader.sources);
            match (parsed.error, cut) {
                (Some(e), Some(stmts)) => {
                    ev.cut = Some(e.clone());
                    ev.cut_lexical = parsed.lexical;
                    ev.run(&stmts)?;
                    Err(e)
                }
                (error, _) => {
                    ev.run(&parsed.stmts)?;
                    match error {
                        Some(e) => Err(e),
                        None => Ok::<_, Diagnostic>(ev.cx),
                    }
                }
            }
        })?;
        Ok(Records::new(
            cx,
            loader.sources,
            loader.files_read,
            loader.main_includes,
        ))
    }
}
