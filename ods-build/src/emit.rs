//! The build-script API: [`Config`] reads specs (TableGen or YAML), validates them,
//! renders the templates and writes the files into `OUT_DIR` only when their content
//! changed, printing `cargo:rerun-if-changed` for every file read (includes too, sorted).

use std::path::{Path, PathBuf};

use crate::diag::{Error, Loc};
use crate::format::Formats;
use crate::model::Spec;
use crate::render;
use crate::spec::input::Source;

/// One generated file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFile {
    /// File name inside the output directory (`TestOps.rs`, `TestOps.md`).
    pub name: String,
    /// The contents.
    pub contents: String,
}

/// What [`Config::generate`] produced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Generated {
    /// Generated files, in input order (`.rs` then `.md` per input).
    pub files: Vec<GeneratedFile>,
    /// Every file read (inputs, includes, template overrides), sorted, without duplicates.
    pub files_read: Vec<String>,
}

/// How to compile specs.
#[derive(Clone, Debug)]
pub struct Config {
    root: Option<PathBuf>,
    include_dirs: Vec<PathBuf>,
    defines: Vec<String>,
    out_dir: Option<PathBuf>,
    templates_dir: Option<PathBuf>,
    runtime_crate: String,
    rerun_if_changed: bool,
    links: render::Links,
    library_first: bool,
    stub_foreign_code: bool,
    /// `--op-include-regex`, `--op-exclude-regex`, then the same for type and attribute
    /// definitions: the patterns as given, compiled by [`Config::load`].
    selection: [Option<String>; 4],
    /// [`Config::native_trait`]: native trait names to the Rust paths of their marker types.
    native_traits: std::collections::BTreeMap<String, String>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            root: None,
            include_dirs: Vec::new(),
            defines: Vec::new(),
            out_dir: None,
            templates_dir: None,
            runtime_crate: "ods_runtime".into(),
            rerun_if_changed: true,
            links: render::Links::default(),
            library_first: true,
            stub_foreign_code: false,
            selection: Default::default(),
            native_traits: Default::default(),
        }
    }
}

/// Reads, validates and generates; on error prints the diagnostic and exits the build
/// script with status 1 (never a panic). `path` is a `.td` or `.yaml` spec.
pub fn compile(path: impl AsRef<Path>) {
    if let Err(e) = Config::new().compile(&[path.as_ref()]) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

impl Config {
    /// The defaults: no include directories, `OUT_DIR`, embedded templates,
    /// `ods_runtime`, `rerun-if-changed` on.
    pub fn new() -> Self {
        Self::default()
    }

    /// Resolves relative input paths against `dir` (they are still shown as given).
    pub fn root(mut self, dir: impl Into<PathBuf>) -> Self {
        self.root = Some(dir.into());
        self
    }

    /// Adds a TableGen include directory. The embedded ODS library answers the paths it
    /// provides (`mlir/IR/OpBase.td`, `mlir/Interfaces/SideEffectInterfaces.td`, ...) before
    /// any include directory, so `-I` an MLIR install finds a dialect's own `.td` files
    /// there while the ODS core stays ods-build's (see [`Config::library_first`]).
    pub fn include_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.include_dirs.push(dir.into());
        self
    }

    /// Whether the embedded ODS library answers its paths before the include directories
    /// (the default, `true`). With `false` it is consulted only when no include directory
    /// has the file, so a directory may replace any of its files.
    pub fn library_first(mut self, first: bool) -> Self {
        self.library_first = first;
        self
    }

    /// Defines a TableGen preprocessor macro (like `-D NAME`).
    pub fn define(mut self, name: impl Into<String>) -> Self {
        self.defines.push(name.into());
        self
    }

    /// Writes into `dir` instead of `OUT_DIR`.
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.out_dir = Some(dir.into());
        self
    }

    /// Reads templates from `dir` (files missing there fall back to the embedded ones).
    pub fn templates_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.templates_dir = Some(dir.into());
        self
    }

    /// The path generated code uses for the runtime crate (default `ods_runtime`).
    pub fn runtime_crate(mut self, path: impl Into<String>) -> Self {
        self.runtime_crate = path.into();
        self
    }

    /// How to register a dialect that a spec names in `dependentDialects` but does not
    /// define: `name` as the spec writes it (`"arith::ArithDialect"`, or the namespace
    /// `"arith"`), `register` the path of its generated `register` function
    /// (`"::my_arith::arith::register"`). A dependent dialect defined in the same spec needs
    /// no entry; any other without one is an error at the dialect.
    pub fn dependent_dialect(
        mut self,
        name: impl Into<String>,
        register: impl Into<String>,
    ) -> Self {
        self.links
            .registrations
            .push((name.into(), register.into()));
        self
    }

    /// Where the definitions of another dialect live: `name` is the dialect's name
    /// (`"arith"`), `path` the Rust crate or module that ods-build generated it into
    /// (`"::ods_dialect_arith"`, whose `arith` module holds the dialect). A spec that
    /// includes that dialect's `.td` files and uses its definitions (an op argument of its
    /// enum attribute, its op interfaces) refers to them there instead of generating them
    /// again, as a C++ dialect includes another's generated headers, and registers it
    /// first when `dependentDialects` names it. Using another dialect's definition without
    /// this is an error at the use.
    pub fn external_dialect(mut self, name: impl Into<String>, path: impl Into<String>) -> Self {
        self.links.external.push((name.into(), path.into()));
        self
    }

    /// Whether [`Config::compile`] prints `cargo:rerun-if-changed` lines (default on).
    pub fn rerun_if_changed(mut self, on: bool) -> Self {
        self.rerun_if_changed = on;
        self
    }

    /// **For measurement only, never for a build.** With `true`, C++ left in a spec does
    /// not stop it: every code block that is not Rust becomes a `todo!()` hook (a predicate
    /// a call of a closure returning `bool` whose body is `::core::todo!()`, an expression or
    /// a builder body `::core::todo!()`), a C++ type with no Rust counterpart the placeholder
    /// `()`, an `extraClassDeclaration` is dropped, and a C++-only field (a trait's C++
    /// namespace, a `cppType`, a `cppBaseClassName`) is ignored. Everything else of the spec
    /// is generated for real, so rustc can check what ods-build generates for specs written
    /// for MLIR's C++ (upstream's dialects). The generated file's header lists every
    /// replacement, located in the spec. Default `false`.
    pub fn stub_foreign_code(mut self, on: bool) -> Self {
        self.stub_foreign_code = on;
        self
    }

    /// Generates only the ops whose operation name (`test.br`) matches `regex` somewhere,
    /// as mlir-tblgen's `--op-include-regex` (a POSIX extended regular expression, as LLVM's
    /// `Regex`). What is left out is not read beyond its name: its code blocks need not be
    /// Rust. A DRR pattern naming an op left out is left out with it. TableGen specs only (a
    /// YAML spec lists what it generates).
    pub fn op_include_regex(mut self, regex: impl Into<String>) -> Self {
        self.selection[0] = Some(regex.into());
        self
    }

    /// Leaves out the ops whose operation name matches `regex` somewhere, as mlir-tblgen's
    /// `--op-exclude-regex`; see [`Config::op_include_regex`].
    pub fn op_exclude_regex(mut self, regex: impl Into<String>) -> Self {
        self.selection[1] = Some(regex.into());
        self
    }

    /// Generates only the type and attribute definitions whose record name (`TestTypeAttr`)
    /// matches `regex` somewhere; see [`Config::op_include_regex`].
    pub fn def_include_regex(mut self, regex: impl Into<String>) -> Self {
        self.selection[2] = Some(regex.into());
        self
    }

    /// Leaves out the type and attribute definitions whose record name matches `regex`
    /// somewhere; see [`Config::op_include_regex`].
    pub fn def_exclude_regex(mut self, regex: impl Into<String>) -> Self {
        self.selection[3] = Some(regex.into());
        self
    }

    /// Says where the native trait `name` of type and attribute definitions lives in Rust
    /// when the spec leaves it in C++'s namespace, as upstream's specs write
    /// `NativeTypeTrait<"TestTypeTrait">` for `::mlir::TypeTrait::TestTypeTrait`: `path` is
    /// its marker type (`crate::hooks::TestTypeTrait`). The spec needs no edit.
    pub fn native_trait(mut self, name: impl Into<String>, path: impl Into<String>) -> Self {
        self.native_traits.insert(name.into(), path.into());
        self
    }

    /// The compiled selection, or the error of a pattern that is not a regular expression.
    fn selection(&self, spec: &str) -> Result<crate::spec::LowerOptions, Error> {
        let mut compiled: [Option<ods_tablegen::regex::Regex>; 4] = Default::default();
        for ((pattern, slot), flag) in self
            .selection
            .iter()
            .zip(&mut compiled)
            .zip(crate::spec::SELECTION_FLAGS)
        {
            if let Some(p) = pattern {
                let re = ods_tablegen::regex::Regex::new(p).map_err(|e| {
                    Error::new(
                        Loc::new(spec, 1, 1),
                        format!("invalid `{flag}` pattern `{p}`: {e}"),
                    )
                })?;
                *slot = Some(re);
            }
        }
        let [op_include, op_exclude, def_include, def_exclude] = compiled;
        Ok(crate::spec::LowerOptions {
            op_include,
            op_exclude,
            def_include,
            def_exclude,
            native_traits: self.native_traits.clone(),
        })
    }

    /// Reads one spec into the validated model, with the files it read; its assembly
    /// formats are checked too (every problem of the model and of the formats is reported).
    pub fn load(&self, path: &Path) -> Result<(Spec, Vec<String>), Error> {
        self.load_planned(path).map(|(spec, _, read)| (spec, read))
    }

    /// Reads one spec into the validated model and plans its assembly formats, with the
    /// files it read.
    pub fn load_planned(&self, path: &Path) -> Result<(Spec, Formats, Vec<String>), Error> {
        let display = path.to_string_lossy().replace('\\', "/");
        let disk = match &self.root {
            Some(root) => root.join(path),
            None => path.to_path_buf(),
        };
        let text = std::fs::read_to_string(&disk).map_err(|e| Error::io(&display, &e))?;
        let is_yaml = matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("yaml" | "yml")
        );
        let selection = self.selection(&display)?;
        let records;
        let source = if is_yaml {
            Source::Yaml(&text)
        } else {
            records = self
                .tablegen(&disk)
                .load_source(&display, &text)
                .map_err(tablegen_error)?;
            Source::TableGen(&records, self.root.as_deref())
        };
        let (mut spec, read) =
            crate::spec::input::read(source, &display, &disk, self.stub_foreign_code, &selection)?;
        // The format stage runs even when the model has problems, so one run reports both.
        let checked = spec.prepare(self.stub_foreign_code);
        let formats = match (checked, crate::format::plan_spec(&spec)) {
            (Ok(()), Ok(formats)) => formats,
            (Err(mut e), Err(more)) => {
                e.diagnostics.extend(more.diagnostics);
                return Err(e);
            }
            (Err(e), _) | (_, Err(e)) => return Err(e),
        };
        Ok((spec, formats, read))
    }

    /// A TableGen reader for the spec at `disk`: like TableGen, it looks beside the including
    /// file first, then in the include directories; the embedded library's files are there too.
    fn tablegen(&self, disk: &Path) -> ods_tablegen::TableGen {
        let mut tg = ods_tablegen::TableGen::new();
        if let Some(dir) = disk.parent() {
            tg.include_dir(dir);
        }
        for dir in &self.include_dirs {
            tg.include_dir(dir);
        }
        for name in &self.defines {
            tg.define(name.clone());
        }
        for (name, text) in crate::library::FILES {
            tg.virtual_file(*name, *text);
        }
        tg.virtual_files_first(self.library_first);
        tg
    }

    /// The bytecode encodings (`BytecodeBase.td`) of `dialect` (or of the only dialect the
    /// spec gives encodings) declared in the TableGen spec at `path`, as Rust to `include!`
    /// (see [`crate::bytecode`]); what `ods-tblgen --gen-bytecode` prints. A dialect's
    /// `build.rs` writes it into `OUT_DIR` itself.
    pub fn gen_bytecode(&self, path: &Path, dialect: Option<&str>) -> Result<String, Error> {
        let display = path.to_string_lossy().replace('\\', "/");
        let disk = match &self.root {
            Some(root) => root.join(path),
            None => path.to_path_buf(),
        };
        let text = std::fs::read_to_string(&disk).map_err(|e| Error::io(&display, &e))?;
        let records = self
            .tablegen(&disk)
            .load_source(&display, &text)
            .map_err(tablegen_error)?;
        let out = crate::bytecode::generate(&records, dialect, &display);
        // The process may be about to exit: skip tearing down the record arenas.
        std::mem::forget(records);
        let root = self.root.clone();
        out.map_err(|e| {
            e.with_sources(|p| {
                let disk = match &root {
                    Some(r) => r.join(p),
                    None => PathBuf::from(p),
                };
                std::fs::read_to_string(disk).ok()
            })
        })
    }

    /// `e` with the spec lines its diagnostics point at, read from disk (under the root).
    fn sourced(&self, e: Error) -> Error {
        e.with_sources(|p| {
            let disk = match &self.root {
                Some(r) => r.join(p),
                None => PathBuf::from(p),
            };
            std::fs::read_to_string(disk).ok()
        })
    }

    /// Generates the files for `inputs` without touching the environment.
    pub fn generate<P: AsRef<Path>>(&self, inputs: &[P]) -> Result<Generated, Error> {
        let mut read = Vec::new();
        let mut loaded = Vec::new();
        let mut stems = Vec::new();
        for input in inputs {
            let path = input.as_ref();
            let display = path.to_string_lossy().replace('\\', "/");
            let (spec, formats, spec_read) =
                self.load_planned(path).map_err(|e| self.sourced(e))?;
            read.extend(spec_read);
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().to_string())
                .ok_or_else(|| Error::new(Loc::new(&display, 1, 1), "input has no file name"))?;
            stems.push(stem);
            loaded.push((display, spec, formats));
        }
        let specs: Vec<(&Spec, &Formats, &str)> = loaded
            .iter()
            .map(|(display, spec, formats)| (spec, formats, display.as_str()))
            .collect();
        let rendered = render::render_specs(
            &specs,
            self.templates_dir.as_deref(),
            &self.links,
            &self.runtime_crate,
        )
        .map_err(|e| self.sourced(e))?;
        read.extend(rendered.templates_read);
        let mut files = Vec::new();
        for (stem, (rs, md)) in stems.into_iter().zip(rendered.files) {
            files.push(GeneratedFile {
                name: format!("{stem}.rs"),
                contents: rs,
            });
            files.push(GeneratedFile {
                name: format!("{stem}.md"),
                contents: md,
            });
        }
        read.sort();
        read.dedup();
        Ok(Generated {
            files,
            files_read: read,
        })
    }

    /// Renders a validated spec with this configuration's templates: the Rust file and the
    /// markdown docs. `source` is the path named in the generated header.
    pub fn render_spec(&self, spec: &Spec, source: &str) -> Result<(String, String), Error> {
        let formats = crate::format::plan_spec(spec)?;
        self.render_planned(spec, &formats, source)
    }

    /// [`Config::render_spec`] with the formats already planned ([`crate::format::plan_spec`]),
    /// possibly for a larger spec this one is a part of (formats are found by record name).
    pub fn render_planned(
        &self,
        spec: &Spec,
        formats: &Formats,
        source: &str,
    ) -> Result<(String, String), Error> {
        let mut rendered = render::render_specs(
            &[(spec, formats, source)],
            self.templates_dir.as_deref(),
            &self.links,
            &self.runtime_crate,
        )?;
        Ok(rendered.files.remove(0))
    }

    /// Generates and writes into the output directory (only files whose content
    /// changed), printing `cargo:rerun-if-changed` lines when enabled.
    pub fn compile<P: AsRef<Path>>(&self, inputs: &[P]) -> Result<Generated, Error> {
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(PathBuf::from)
                .ok_or_else(|| {
                    Error::new(
                        Loc::default(),
                        "OUT_DIR is not set: call from a build script or set Config::out_dir",
                    )
                })?,
        };
        let result = self.generate(inputs);
        if self.rerun_if_changed {
            // Even a failed run must be retried when an input changes.
            let mut paths: Vec<String> = match &result {
                Ok(g) => g.files_read.clone(),
                Err(_) => inputs
                    .iter()
                    .map(|p| p.as_ref().to_string_lossy().replace('\\', "/"))
                    .collect(),
            };
            paths.sort();
            paths.dedup();
            for p in paths {
                println!("cargo:rerun-if-changed={p}");
            }
        }
        let generated = result?;
        std::fs::create_dir_all(&out_dir).map_err(|e| Error::io(&out_dir.to_string_lossy(), &e))?;
        for f in &generated.files {
            let path = out_dir.join(&f.name);
            if std::fs::read_to_string(&path).ok().as_deref() == Some(f.contents.as_str()) {
                continue;
            }
            // Write beside, then rename: never leave a partial file behind.
            let tmp = out_dir.join(format!(".{}.tmp", f.name));
            let p = path.to_string_lossy().to_string();
            std::fs::write(&tmp, &f.contents).map_err(|e| Error::io(&p, &e))?;
            std::fs::rename(&tmp, &path).map_err(|e| Error::io(&p, &e))?;
        }
        Ok(generated)
    }
}

fn tablegen_error(d: ods_tablegen::Diagnostic) -> Error {
    let mut err = match &d.location {
        Some(l) => {
            let mut e = Error::new(
                Loc::new(l.path.replace('\\', "/"), l.line as u32, l.col as u32),
                d.message.clone(),
            );
            e.diagnostics[0].source_line = Some(l.source_line.clone());
            e
        }
        None => Error::new(Loc::default(), d.message.clone()),
    };
    for n in &d.notes {
        if let Some(l) = &n.location {
            let mut note = crate::diag::Diagnostic::new(
                Loc::new(l.path.replace('\\', "/"), l.line as u32, l.col as u32),
                format!("note: {}", n.message),
            );
            note.source_line = Some(l.source_line.clone());
            err.diagnostics.push(note);
        }
    }
    err
}
