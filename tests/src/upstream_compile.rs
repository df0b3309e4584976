//! Does the Rust ods-build generates for upstream's dialect specs compile? Each of LLVM 22's
//! `mlir/Dialect/**/*Ops.td` that `mlir-tblgen --gen-op-defs` accepts on its own goes through
//! ods-build in the stub mode (`Config::stub_foreign_code`, measurement only: the specs' C++
//! code blocks and types become `todo!()` hooks and placeholders), and everything generated
//! goes into one scratch crate outside the workspace, one module per spec, depending on
//! ods-runtime as a dialect crate does, checked with one `cargo check`. A spec that uses
//! another dialect's definitions, or depends on it, is linked to the module generated from
//! the spec defining that dialect (`Config::external_dialect`, `Config::dependent_dialect`).
//!
//! Used by `tests/tests/ods_upstream_compile.rs` (a sample, in CI) and by
//! `scripts/check-upstream-specs.sh` (every spec).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::workspace_root;

/// What became of one spec.
#[derive(Debug)]
pub enum Outcome {
    /// ods-build generated Rust that passes `cargo check`.
    Compiles,
    /// ods-build stopped before generating: its first diagnostic.
    NotGenerated(String),
    /// The generated Rust does not pass `cargo check`: the first errors.
    DoesNotCompile(Vec<String>),
}

/// One spec's result.
#[derive(Debug)]
pub struct SpecResult {
    /// The spec's path under `mlir/Dialect`.
    pub name: String,
    /// What became of it.
    pub outcome: Outcome,
    /// How many code blocks and types the stub mode replaced.
    pub stubbed: usize,
}

/// The run: every spec's result and how long it took.
pub struct Report {
    /// Per spec, in the order given.
    pub specs: Vec<SpecResult>,
    /// Loading and rendering every spec, in seconds.
    pub generate_secs: f64,
    /// `cargo check` of the scratch crate (ods-runtime included when not yet built there),
    /// in seconds.
    pub check_secs: f64,
    /// The compiler's errors of the first check, by kind (names made `_`), most frequent
    /// first: `(count, kind)`.
    pub error_kinds: Vec<(usize, String)>,
}

impl Report {
    /// How many specs generate Rust that passes `cargo check`.
    pub fn passing(&self) -> usize {
        self.specs
            .iter()
            .filter(|s| matches!(s.outcome, Outcome::Compiles))
            .count()
    }

    /// The headline and one line per failing spec.
    pub fn lines(&self) -> Vec<String> {
        let mut out = vec![format!(
            "{}/{} upstream specs generate Rust that passes cargo check (stub mode; \
             generated in {:.1} s, checked in {:.1} s)",
            self.passing(),
            self.specs.len(),
            self.generate_secs,
            self.check_secs
        )];
        for (n, kind) in self.error_kinds.iter().take(12) {
            out.push(format!("  {n:>5} x {kind}"));
        }
        for s in &self.specs {
            match &s.outcome {
                Outcome::Compiles => {}
                Outcome::NotGenerated(why) => {
                    out.push(format!("  {}: not generated: {}", s.name, first_line(why)));
                }
                Outcome::DoesNotCompile(errors) => {
                    out.push(format!(
                        "  {}: does not compile ({} errors), first: {}",
                        s.name,
                        errors.len(),
                        errors.first().map_or("", String::as_str)
                    ));
                }
            }
        }
        out
    }
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or("")
}

/// Every `mlir/Dialect/**/*Ops.td` under `include` that `tblgen --gen-op-defs` accepts on its
/// own (with `-I include` and nothing else), sorted.
pub fn accepted_specs(tblgen: &Path, include: &Path) -> Vec<PathBuf> {
    let mut specs: Vec<_> = walkdir::WalkDir::new(include.join("mlir/Dialect"))
        .into_iter()
        .filter_map(Result::ok)
        .map(walkdir::DirEntry::into_path)
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().ends_with("Ops.td"))
        })
        .collect();
    specs.sort();
    specs.retain(|spec| tblgen_accepts(tblgen, include, spec));
    specs
}

/// Whether `tblgen --gen-op-defs` accepts `spec` on its own.
pub fn tblgen_accepts(tblgen: &Path, include: &Path, spec: &Path) -> bool {
    Command::new(tblgen)
        .arg("--gen-op-defs")
        .arg("-I")
        .arg(include)
        .arg(spec)
        .arg("-o")
        .arg("/dev/null")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// A dialect a loaded spec generates.
struct DialectOf {
    /// Index of the spec.
    spec: usize,
    /// The dialect's name (`arith`).
    name: String,
    /// Its module (`arith`).
    module: String,
}

/// The Rust module a spec is generated into: `m<index>_<stem>`.
fn module_name(index: usize, path: &Path) -> String {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    let stem: String = stem
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    format!("m{index}_{stem}")
}

/// Whether a dependent dialect as a spec writes it (`arith::ArithDialect`,
/// `::mlir::LLVM::LLVMDialect`, `arith`) names dialect `d`.
fn names_dialect(dep: &str, d: &DialectOf) -> bool {
    let last = dep
        .trim_start_matches("::")
        .rsplit("::")
        .next()
        .unwrap_or(dep)
        .to_lowercase();
    let squeeze = |s: &str| s.replace(['_', '.'], "").to_lowercase();
    let name = squeeze(&d.name);
    let module = squeeze(&d.module);
    [
        name.clone(),
        module.clone(),
        format!("{name}dialect"),
        format!("{module}dialect"),
    ]
    .contains(&last)
}

/// Generates every spec of `specs` (paths under `include`) in the stub mode into a scratch
/// crate at `root` and checks it.
pub fn check_specs(include: &Path, specs: &[PathBuf], root: &Path) -> Report {
    let start = Instant::now();
    let dialect_dir = include.join("mlir/Dialect");
    let base = || {
        ods_build::Config::new()
            .include_dir(include)
            .stub_foreign_code(true)
            .rerun_if_changed(false)
    };
    // Load every spec once; remember which dialects each generates.
    let loaded: Vec<Result<ods_build::Spec, String>> = specs
        .iter()
        .map(|p| {
            base().load(p).map(|(s, _)| s).map_err(|e| {
                let read = |p: &str| std::fs::read_to_string(p).ok();
                e.with_sources(read).to_string()
            })
        })
        .collect();
    let mut dialects = Vec::new();
    for (i, spec) in loaded.iter().enumerate() {
        if let Ok(spec) = spec {
            for d in &spec.dialects {
                dialects.push(DialectOf {
                    spec: i,
                    name: d.name.clone(),
                    // The dialect's Rust module, as the generated file names it (`LLVM` is
                    // `llvm`).
                    module: ods_build::names::snake(
                        d.module.rsplit("::").next().unwrap_or(&d.module),
                    ),
                });
            }
        }
    }
    let mut results = Vec::new();
    let mut modules = Vec::new();
    for (i, (path, spec)) in specs.iter().zip(&loaded).enumerate() {
        let name = path
            .strip_prefix(&dialect_dir)
            .unwrap_or(path)
            .display()
            .to_string();
        let spec = match spec {
            Ok(s) => s,
            Err(e) => {
                results.push(SpecResult {
                    name,
                    outcome: Outcome::NotGenerated(e.clone()),
                    stubbed: 0,
                });
                continue;
            }
        };
        let own: Vec<&str> = spec.dialects.iter().map(|d| d.name.as_str()).collect();
        let mut config = base();
        // Other dialects: the first other spec generating each.
        let mut linked: Vec<&str> = Vec::new();
        for d in dialects.iter().filter(|d| d.spec != i) {
            if own.contains(&d.name.as_str()) || linked.contains(&d.name.as_str()) {
                continue;
            }
            linked.push(&d.name);
            let module = module_name(d.spec, &specs[d.spec]);
            config = config.external_dialect(d.name.clone(), format!("crate::{module}"));
        }
        for dep in spec.dialects.iter().flat_map(|d| &d.dependent_dialects) {
            if let Some(d) = dialects
                .iter()
                .find(|d| d.spec != i && names_dialect(dep, d) && !own.contains(&d.name.as_str()))
            {
                let module = module_name(d.spec, &specs[d.spec]);
                let register = format!("crate::{module}::{}::register", d.module);
                config = config.dependent_dialect(dep.clone(), register);
            }
        }
        let source = path.to_string_lossy().replace('\\', "/");
        match config
            .render_spec(spec, &source)
            .map_err(|e| {
                let read = |p: &str| std::fs::read_to_string(p).ok();
                e.with_sources(read).to_string()
            })
            .and_then(|(rust, _)| with_hook_impls(&rust))
        {
            Ok(rust) => {
                modules.push((results.len(), module_name(i, path), rust));
                results.push(SpecResult {
                    name,
                    outcome: Outcome::Compiles,
                    stubbed: spec.stubbed.len(),
                });
            }
            Err(e) => {
                results.push(SpecResult {
                    name,
                    outcome: Outcome::NotGenerated(e),
                    stubbed: spec.stubbed.len(),
                });
            }
        }
    }
    let generate_secs = start.elapsed().as_secs_f64();
    let start = Instant::now();
    // rustc may stop before checking everything when some module has errors, so a module
    // passes only once the modules without errors are checked again, alone, with none.
    let mut error_kinds: Vec<(usize, String)> = Vec::new();
    let mut round = 0;
    while !modules.is_empty() {
        round += 1;
        let errors = check_scratch(root, &format!("round{round}"), &modules);
        if errors.is_empty() {
            break;
        }
        if error_kinds.is_empty() {
            error_kinds = kinds(&errors);
        }
        // Errors charged to no module (the manifest, the crate root) fail every spec.
        let stray: Vec<String> = errors
            .iter()
            .filter(|(m, _)| m.is_empty())
            .map(|(_, e)| e.clone())
            .collect();
        let mut kept = Vec::new();
        for (index, module, rust) in modules {
            let mine: Vec<String> = errors
                .iter()
                .filter(|(m, _)| *m == module)
                .map(|(_, e)| e.clone())
                .collect();
            if !mine.is_empty() {
                results[index].outcome = Outcome::DoesNotCompile(mine);
            } else if !stray.is_empty() {
                results[index].outcome = Outcome::DoesNotCompile(stray.clone());
            } else {
                kept.push((index, module, rust));
            }
        }
        modules = kept;
    }
    let check_secs = start.elapsed().as_secs_f64();
    Report {
        specs: results,
        generate_secs,
        check_secs,
        error_kinds,
    }
}

/// Error lines grouped by their message with every quoted name made `_`.
fn kinds(errors: &[(String, String)]) -> Vec<(usize, String)> {
    let mut counts: std::collections::BTreeMap<String, usize> = Default::default();
    for (_, line) in errors {
        let message = line.split_once(": error").map_or(line.as_str(), |(_, m)| m);
        let kind: String = message
            .split('`')
            .enumerate()
            .map(|(i, part)| if i % 2 == 1 { "_" } else { part })
            .collect();
        *counts.entry(format!("error{kind}")).or_default() += 1;
    }
    let mut out: Vec<(usize, String)> = counts.into_iter().map(|(k, n)| (n, k)).collect();
    out.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    out
}

/// Writes the scratch crate `root/<name>` (one module per generated spec) and checks it,
/// leaving the compiler's output in its `check.log`; returns the compiler's error lines
/// with the module each is in (empty when in none). The crates of a run share
/// `root/target`.
fn check_scratch(
    root: &Path,
    name: &str,
    modules: &[(usize, String, String)],
) -> Vec<(String, String)> {
    let target = root.join("target");
    let root = root.join(name);
    let src = root.join("src");
    let _ = std::fs::remove_dir_all(&src);
    std::fs::create_dir_all(&src).expect("scratch src");
    let runtime = workspace_root().join("ods-runtime");
    std::fs::write(
        root.join("Cargo.toml"),
        format!(
            "[package]\nname = \"ods-upstream-scratch\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\
             publish = false\n\n[dependencies]\nods-runtime = {{ path = {:?} }}\n\n[workspace]\n",
            runtime.display().to_string()
        ),
    )
    .expect("scratch manifest");
    // Warnings are not counted: stubs make code after them unreachable.
    let mut lib = String::from("//! One module per upstream spec.\n#![allow(warnings)]\n");
    for (_, module, rust) in modules {
        std::fs::write(src.join(format!("{module}.rs")), rust).expect("module");
        lib.push_str(&format!("pub mod {module};\n"));
    }
    std::fs::write(src.join("lib.rs"), lib).expect("lib.rs");
    let output = Command::new(env!("CARGO"))
        .args(["check", "--quiet", "--message-format=short"])
        .current_dir(&root)
        .env("CARGO_TARGET_DIR", &target)
        .env_remove("RUSTFLAGS")
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let _ = std::fs::write(root.join("check.log"), stderr.as_bytes());
    let mut errors: Vec<(String, String)> = stderr
        .lines()
        .filter(|l| l.contains(": error"))
        .map(|l| {
            let module = l
                .strip_prefix("src/")
                .and_then(|r| r.split_once(".rs:"))
                .map(|(m, _)| m.to_string())
                .filter(|m| m != "lib")
                .unwrap_or_default();
            (module, l.to_string())
        })
        .collect();
    if !output.status.success() && errors.is_empty() {
        errors.push((String::new(), stderr.into_owned()));
    }
    errors
}

/// `rust` (a generated file) with an implementation of every hooks and custom-format trait
/// it declares, as the dialect crate's author writes them (`impl FooOpHooks for FooOp`,
/// `impl DialectHooks for Dialect`, `impl FooTypeFormat for FooType`), each method
/// `::core::todo!()` and each associated type `()`: the part of a dialect that is
/// hand-written C++ in MLIR. A trait `XHooks` or `XFormat` is implemented for the type `X`
/// of its module.
pub fn with_hook_impls(rust: &str) -> Result<String, String> {
    let mut file = syn::parse_file(rust).map_err(|e| format!("generated file: {e}"))?;
    add_hook_impls(&mut file.items)?;
    Ok(prettyplease::unparse(&file))
}

fn add_hook_impls(items: &mut Vec<syn::Item>) -> Result<(), String> {
    use quote::ToTokens;
    let types: Vec<String> = items
        .iter()
        .filter_map(|i| match i {
            syn::Item::Struct(s) => Some(s.ident.to_string()),
            syn::Item::Enum(e) => Some(e.ident.to_string()),
            syn::Item::Type(t) => Some(t.ident.to_string()),
            _ => None,
        })
        .collect();
    let mut impls = Vec::new();
    for item in items.iter_mut() {
        match item {
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &mut m.content {
                    add_hook_impls(inner)?;
                }
            }
            syn::Item::Trait(t) => {
                let name = t.ident.to_string();
                let Some(target) = name
                    .strip_suffix("Hooks")
                    .or_else(|| name.strip_suffix("Format"))
                else {
                    continue;
                };
                if !types.iter().any(|n| n == target) {
                    continue;
                }
                let mut body = String::new();
                for ti in &t.items {
                    match ti {
                        syn::TraitItem::Fn(f) if f.default.is_none() => {
                            body.push_str(&f.sig.to_token_stream().to_string());
                            body.push_str(" { ::core::todo!() }\n");
                        }
                        syn::TraitItem::Type(ty) if ty.default.is_none() => {
                            body.push_str(&format!("type {} = ();\n", ty.ident));
                        }
                        _ => {}
                    }
                }
                let text = format!("impl {name} for {target} {{\n{body}}}");
                let parsed: syn::Item = syn::parse_str(&text)
                    .map_err(|e| format!("hooks implementation of `{name}`: {e}"))?;
                impls.push(parsed);
            }
            _ => {}
        }
    }
    items.extend(impls);
    Ok(())
}
