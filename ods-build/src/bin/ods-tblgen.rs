//! `ods-tblgen`: the command-line face of ods-build.
//!
//! ```text
//! ods-tblgen [ACTION] [-I DIR]... [-D NAME]... [--external-dialect NAME=PATH]... [--native-trait NAME=PATH]... [-o FILE] FILE.td|FILE.yaml
//! ```
//!
//! Actions: `--print-records` (the default; TableGen input only), and what
//! `ods_build::compile` would write: `--gen-op-defs` (the whole generated Rust file),
//! `--gen-enum-defs`, `--gen-typedef-defs`, `--gen-attrdef-defs`,
//! `--gen-op-interface-decls`, `--gen-attr-interface-decls`, `--gen-type-interface-decls`
//! (the interfaces of each kind), `--gen-rewriters` (the DRR patterns and
//! `populate_with_generated`; only those items),
//! `--gen-dialect-doc` (the markdown docs) and `--emit-yaml` (the spec's YAML mirror);
//! `--gen-bytecode [-bytecode-dialect NAME]`: a dialect's bytecode encodings
//! (`BytecodeBase.td`, `Config::gen_bytecode`).
//!
//! `--stub-foreign-code`, for measurement only: C++ code blocks and types of the spec become
//! `todo!()` hooks and placeholders instead of errors (`Config::stub_foreign_code`), so the
//! Rust generated for a spec written for MLIR's C++ can be checked by rustc.
//!
//! Errors go to stderr with exit code 1; the output file is written only on success, whole
//! (through a temporary file renamed over it). `-o -` is standard output; a special file
//! (`-o /dev/null`) is written in place.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use ods_build::model::InterfaceKind;
use ods_build::spec::SELECTION_FLAGS;

/// What to produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    PrintRecords,
    GenOpDefs,
    GenEnumDefs,
    GenTypedefDefs,
    GenAttrdefDefs,
    GenOpInterfaceDecls,
    GenAttrInterfaceDecls,
    GenTypeInterfaceDecls,
    GenRewriters,
    GenDialectDoc,
    EmitYaml,
    GenBytecode,
}

impl Action {
    fn from_flag(flag: &str) -> Option<Action> {
        let flag = flag.strip_prefix('-').unwrap_or(flag);
        match flag {
            "-print-records" | "print-records" => Some(Action::PrintRecords),
            "-gen-op-defs" | "gen-op-defs" => Some(Action::GenOpDefs),
            "-gen-enum-defs" | "gen-enum-defs" => Some(Action::GenEnumDefs),
            "-gen-typedef-defs" | "gen-typedef-defs" => Some(Action::GenTypedefDefs),
            "-gen-attrdef-defs" | "gen-attrdef-defs" => Some(Action::GenAttrdefDefs),
            "-gen-op-interface-decls"
            | "gen-op-interface-decls"
            | "-gen-op-interface-defs"
            | "gen-op-interface-defs" => Some(Action::GenOpInterfaceDecls),
            "-gen-attr-interface-decls"
            | "gen-attr-interface-decls"
            | "-gen-attr-interface-defs"
            | "gen-attr-interface-defs" => Some(Action::GenAttrInterfaceDecls),
            "-gen-type-interface-decls"
            | "gen-type-interface-decls"
            | "-gen-type-interface-defs"
            | "gen-type-interface-defs" => Some(Action::GenTypeInterfaceDecls),
            "-gen-rewriters" | "gen-rewriters" => Some(Action::GenRewriters),
            "-gen-dialect-doc" | "gen-dialect-doc" => Some(Action::GenDialectDoc),
            "-emit-yaml" | "emit-yaml" => Some(Action::EmitYaml),
            "-gen-bytecode" | "gen-bytecode" => Some(Action::GenBytecode),
            _ => None,
        }
    }
}

#[derive(Debug)]
struct Options {
    action: Action,
    include_dirs: Vec<PathBuf>,
    defines: Vec<String>,
    /// `(dialect, crate path)`: `Config::external_dialect`.
    external: Vec<(String, String)>,
    /// `(trait, marker type path)`: `Config::native_trait`.
    native_traits: Vec<(String, String)>,
    output: Option<PathBuf>,
    input: PathBuf,
    /// `Config::stub_foreign_code` (measurement only).
    stub_foreign_code: bool,
    /// `(flag, pattern)`: `--op-include-regex` and the like (`Config::op_include_regex`).
    selection: Vec<(&'static str, String)>,
    /// `-bytecode-dialect=NAME`: the dialect `--gen-bytecode` generates for.
    bytecode_dialect: Option<String>,
}

const USAGE: &str = "usage: ods-tblgen [--print-records | --gen-op-defs | --gen-enum-defs | \
     --gen-typedef-defs | --gen-attrdef-defs | --gen-op-interface-decls | --gen-attr-interface-decls | \
     --gen-type-interface-decls | --gen-rewriters | --gen-dialect-doc | \
     --emit-yaml | --gen-bytecode] [-bytecode-dialect NAME] [--stub-foreign-code] [--op-include-regex RE] [--op-exclude-regex RE] \
     [--def-include-regex RE] [--def-exclude-regex RE] [-I DIR]... [-D NAME]... [--external-dialect NAME=PATH]... [--native-trait NAME=PATH]... [-o FILE] FILE.td|FILE.yaml";

fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut action = None;
    let mut include_dirs = Vec::new();
    let mut defines = Vec::new();
    let mut external = Vec::new();
    let mut native_traits = Vec::new();
    let mut output = None;
    let mut input = None;
    let mut stub_foreign_code = false;
    let mut selection = Vec::new();
    let mut bytecode_dialect = None;
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        let mut value_of = |flag: &str, rest: &str| -> Result<String, String> {
            if !rest.is_empty() {
                return Ok(rest.strip_prefix('=').unwrap_or(rest).to_string());
            }
            it.next()
                .ok_or_else(|| format!("missing value after {flag}"))
        };
        if let Some(act) = Action::from_flag(&a) {
            if action.is_some_and(|x| x != act) {
                return Err("only one action may be given".into());
            }
            action = Some(act);
        } else if a == "--stub-foreign-code" || a == "-stub-foreign-code" {
            stub_foreign_code = true;
        } else if let Some((flag, rest)) = SELECTION_FLAGS.iter().find_map(|f| {
            // mlir-tblgen takes one dash or two.
            let bare = a.strip_prefix("--").or_else(|| a.strip_prefix('-'))?;
            let rest = bare.strip_prefix(f)?;
            (rest.is_empty() || rest.starts_with('=')).then_some((*f, rest.to_string()))
        }) {
            selection.push((flag, value_of(&format!("--{flag}"), &rest)?));
        } else if let Some(rest) = a
            .strip_prefix("--bytecode-dialect")
            .or_else(|| a.strip_prefix("-bytecode-dialect"))
        {
            bytecode_dialect = Some(value_of("-bytecode-dialect", rest)?);
        } else if let Some(rest) = a.strip_prefix("--external-dialect") {
            let value = value_of("--external-dialect", rest)?;
            let Some((name, path)) = value.split_once('=') else {
                return Err(format!(
                    "--external-dialect takes NAME=PATH (`arith=::ods_dialect_arith`), got \
                     '{value}'"
                ));
            };
            external.push((name.to_string(), path.to_string()));
        } else if let Some(rest) = a.strip_prefix("--native-trait") {
            let value = value_of("--native-trait", rest)?;
            let Some((name, path)) = value.split_once('=') else {
                return Err(format!(
                    "--native-trait takes NAME=PATH (`TestTypeTrait=crate::hooks::TestTypeTrait`), \
                     got '{value}'"
                ));
            };
            native_traits.push((name.to_string(), path.to_string()));
        } else if let Some(rest) = a.strip_prefix("-I") {
            include_dirs.push(PathBuf::from(value_of("-I", rest)?));
        } else if let Some(rest) = a.strip_prefix("-D") {
            defines.push(value_of("-D", rest)?);
        } else if let Some(rest) = a.strip_prefix("-o") {
            output = Some(PathBuf::from(value_of("-o", rest)?));
        } else if a == "-h" || a == "--help" {
            return Err(USAGE.into());
        } else if a.starts_with('-') && a != "-" {
            return Err(format!("unknown option '{a}'\n{USAGE}"));
        } else if input.is_some() {
            return Err(format!("more than one input file given\n{USAGE}"));
        } else {
            input = Some(PathBuf::from(a));
        }
    }
    Ok(Options {
        action: action.unwrap_or(Action::PrintRecords),
        include_dirs,
        defines,
        external,
        native_traits,
        output,
        input: input.ok_or_else(|| format!("no input file\n{USAGE}"))?,
        stub_foreign_code,
        selection,
        bytecode_dialect,
    })
}

/// The ods-build actions: load the spec (TableGen or YAML) as `compile` would, then print
/// the part of the output that was asked for.
fn run_ods(opts: &Options) -> Result<String, String> {
    let mut config = ods_build::Config::new().stub_foreign_code(opts.stub_foreign_code);
    for (flag, pattern) in &opts.selection {
        config = match *flag {
            "op-include-regex" => config.op_include_regex(pattern),
            "op-exclude-regex" => config.op_exclude_regex(pattern),
            "def-include-regex" => config.def_include_regex(pattern),
            _ => config.def_exclude_regex(pattern),
        };
    }
    for d in &opts.include_dirs {
        config = config.include_dir(d);
    }
    for d in &opts.defines {
        config = config.define(d.clone());
    }
    for (name, path) in &opts.native_traits {
        config = config.native_trait(name.clone(), path.clone());
    }
    for (name, path) in &opts.external {
        config = config.external_dialect(name.clone(), path.clone());
    }
    let read = |p: &str| std::fs::read_to_string(p).ok();
    if opts.action == Action::GenBytecode {
        return config
            .gen_bytecode(&opts.input, opts.bytecode_dialect.as_deref())
            .map_err(|e| format!("{}\n", e.with_sources(read)));
    }
    // The formats are planned on the whole spec: a part's formats may name the enums and
    // definitions the part leaves out.
    let (spec, formats, _) = config
        .load_planned(&opts.input)
        .map_err(|e| format!("{}\n", e.with_sources(read)))?;
    let source = opts.input.to_string_lossy().replace('\\', "/");
    let mut part = spec.clone();
    if !matches!(opts.action, Action::GenOpDefs | Action::GenRewriters) {
        part.patterns.clear();
    }
    match opts.action {
        Action::EmitYaml => return Ok(ods_build::spec::yaml::to_string(&spec)),
        Action::GenEnumDefs => {
            part.dialects.clear();
            part.ops.clear();
            part.typedefs.clear();
            part.attrdefs.clear();
            part.interfaces.clear();
        }
        Action::GenTypedefDefs => {
            part.ops.clear();
            part.enums.clear();
            part.attrdefs.clear();
            part.interfaces.clear();
        }
        Action::GenAttrdefDefs => {
            part.ops.clear();
            part.enums.clear();
            part.typedefs.clear();
            part.interfaces.clear();
        }
        Action::GenOpInterfaceDecls
        | Action::GenAttrInterfaceDecls
        | Action::GenTypeInterfaceDecls => {
            part.dialects.clear();
            part.ops.clear();
            part.enums.clear();
            part.typedefs.clear();
            part.attrdefs.clear();
            let kind = match opts.action {
                Action::GenAttrInterfaceDecls => InterfaceKind::Attr,
                Action::GenTypeInterfaceDecls => InterfaceKind::Type,
                _ => InterfaceKind::Op,
            };
            part.interfaces.retain(|i| i.kind == kind);
        }
        Action::GenRewriters => {
            part.dialects.clear();
            part.ops.clear();
            part.enums.clear();
            part.typedefs.clear();
            part.attrdefs.clear();
            part.interfaces.clear();
        }
        Action::GenOpDefs | Action::GenDialectDoc | Action::PrintRecords | Action::GenBytecode => {}
    }
    let (rs, md) = config
        .render_planned(&part, &formats, &source)
        .map_err(|e| format!("{}\n", e.with_sources(read)))?;
    Ok(if opts.action == Action::GenDialectDoc {
        md
    } else {
        rs
    })
}

fn run(opts: &Options) -> Result<String, String> {
    if opts.action != Action::PrintRecords {
        return run_ods(opts);
    }
    print_records(opts)
}

/// Loads the TableGen input and reports its notes (warnings, `dump` output) on stderr.
fn load_records(opts: &Options) -> Result<ods_tablegen::Records, String> {
    let mut tg = ods_tablegen::TableGen::new();
    for d in &opts.include_dirs {
        tg.include_dir(d);
    }
    for d in &opts.defines {
        tg.define(d.clone());
    }
    let records = tg.load_file(&opts.input).map_err(|d| d.to_string())?;
    for note in records.notes() {
        eprint!("{note}");
    }
    Ok(records)
}

fn print_records(opts: &Options) -> Result<String, String> {
    let records = load_records(opts)?;
    let out = records.print_records();
    // The process is about to exit: skip tearing down the record arenas.
    std::mem::forget(records);
    Ok(out)
}

/// `--print-records` to standard output, written as it is printed rather than built whole.
fn stream_records(opts: &Options) -> ExitCode {
    let records = match load_records(opts) {
        Ok(r) => r,
        Err(e) => {
            eprint!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let mut out = std::io::stdout().lock();
    let written = records.write_records(&mut out).and_then(|()| out.flush());
    // The process is about to exit: skip tearing down the record arenas.
    std::mem::forget(records);
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ods-tblgen: cannot write output: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Writes `bytes` to a temporary file beside `path`, then renames it over `path`, so
/// readers never see a partial output file. A path that exists and is not a regular file
/// (`/dev/null`, a FIFO) is written in place: renaming over it would replace the device
/// with a file.
fn write_atomically(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        return std::fs::write(path, bytes);
    }
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(".tmp{}", std::process::id()));
    let tmp = PathBuf::from(tmp);
    let result = std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

fn main() -> ExitCode {
    let opts = match parse_args(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("ods-tblgen: {e}");
            return ExitCode::FAILURE;
        }
    };
    if opts.action == Action::PrintRecords
        && opts.output.as_ref().is_none_or(|p| p.as_os_str() == "-")
    {
        return stream_records(&opts);
    }
    let text = match run(&opts) {
        Ok(t) => t,
        Err(e) => {
            eprint!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let written = match &opts.output {
        // `-o -` is standard output, as for mlir-tblgen.
        Some(path) if path.as_os_str() != "-" => write_atomically(path, text.as_bytes())
            .map_err(|e| format!("ods-tblgen: cannot write '{}': {e}", path.display())),
        _ => std::io::stdout()
            .lock()
            .write_all(text.as_bytes())
            .map_err(|e| format!("ods-tblgen: cannot write output: {e}")),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn parses_flags() {
        let o = parse_args(args(&[
            "--print-records",
            "-Iinc",
            "-I",
            "b",
            "-o",
            "out",
            "x.td",
        ]))
        .unwrap();
        assert_eq!(o.action, Action::PrintRecords);
        assert_eq!(
            o.include_dirs,
            vec![PathBuf::from("inc"), PathBuf::from("b")]
        );
        assert_eq!(o.output, Some(PathBuf::from("out")));
        assert_eq!(o.input, PathBuf::from("x.td"));
        assert!(!o.stub_foreign_code);
        let o = parse_args(args(&["--gen-op-defs", "--stub-foreign-code", "x.td"])).unwrap();
        assert!(o.stub_foreign_code);
    }

    #[test]
    fn output_is_replaced_whole() {
        let dir = std::env::temp_dir().join(format!("ods-tblgen-out-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("out.txt");
        std::fs::write(&out, "old contents that are longer").unwrap();
        write_atomically(&out, b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "new");
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            1,
            "no temporary file left"
        );
        assert!(write_atomically(&dir.join("missing/out.txt"), b"x").is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// `-o /dev/null`, as mlir-tblgen users write it, must leave the device a device: a FIFO
    /// stands in for it (writing is the same, and the test needs no privileges).
    #[cfg(unix)]
    #[test]
    fn a_special_output_file_is_written_in_place() {
        use std::os::unix::fs::FileTypeExt as _;
        let dir = std::env::temp_dir().join(format!("ods-tblgen-fifo-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let fifo = dir.join("out.fifo");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
        };
        write_atomically(&fifo, b"through the pipe").unwrap();
        // Checked before waiting for the reader, which would wait forever for a writer of a
        // FIFO that was renamed over.
        let kind = std::fs::symlink_metadata(&fifo).unwrap().file_type();
        assert!(kind.is_fifo(), "the FIFO was replaced by a file");
        assert_eq!(reader.join().unwrap(), "through the pipe");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn rejects_bad_usage() {
        assert!(parse_args(args(&[])).is_err());
        assert!(parse_args(args(&["-I"])).is_err());
        assert!(parse_args(args(&["--bogus", "x.td"])).is_err());
        assert!(parse_args(args(&["a.td", "b.td"])).is_err());
        assert!(parse_args(args(&["--emit-yaml", "--gen-op-defs", "a.td"])).is_err());
        assert!(parse_args(args(&["--external-dialect", "arith", "a.td"])).is_err());
    }

    #[test]
    fn a_native_trait_named_on_the_command_line_is_honoured() {
        // The spec leaves `BarTrait` in the default namespace, which names nothing in Rust.
        let spec = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/ods/fail/def-native-trait-unknown.td"
        );
        let refused = parse_args(args(&["--gen-typedef-defs", spec])).unwrap();
        let e = run_ods(&refused).expect_err("left in the runtime's namespace");
        assert!(e.contains("Config::native_trait"), "{e}");
        let named = parse_args(args(&[
            "--gen-typedef-defs",
            "--native-trait",
            "BarTrait=crate::marks::BarTrait",
            spec,
        ]))
        .unwrap();
        let out = run_ods(&named).expect("the trait is named");
        assert!(out.contains("crate::marks::BarTrait"), "{out}");
        assert!(parse_args(args(&["--native-trait", "BarTrait", "a.td"])).is_err());
    }

    #[test]
    fn parses_external_dialects() {
        let o = parse_args(args(&[
            "--external-dialect=arith=::ods_dialect_arith",
            "--external-dialect",
            "func=::f",
            "x.td",
        ]))
        .unwrap();
        assert_eq!(
            o.external,
            [
                ("arith".to_string(), "::ods_dialect_arith".to_string()),
                ("func".to_string(), "::f".to_string())
            ]
        );
    }

    #[test]
    fn parses_bytecode_dialect() {
        let o = parse_args(args(&[
            "--gen-bytecode",
            "-bytecode-dialect=Builtin",
            "x.td",
        ]))
        .unwrap();
        assert_eq!(o.action, Action::GenBytecode);
        assert_eq!(o.bytecode_dialect.as_deref(), Some("Builtin"));
        let o = parse_args(args(&[
            "-gen-bytecode",
            "--bytecode-dialect",
            "Test",
            "x.td",
        ]))
        .unwrap();
        assert_eq!(o.bytecode_dialect.as_deref(), Some("Test"));
        assert!(parse_args(args(&["--gen-bytecode", "-bytecode-dialect"])).is_err());
    }

    #[test]
    fn parses_ods_actions() {
        for (flag, action) in [
            ("--gen-op-defs", Action::GenOpDefs),
            ("-gen-enum-defs", Action::GenEnumDefs),
            ("--gen-typedef-defs", Action::GenTypedefDefs),
            ("--gen-attrdef-defs", Action::GenAttrdefDefs),
            ("--gen-dialect-doc", Action::GenDialectDoc),
            ("--gen-rewriters", Action::GenRewriters),
            ("--emit-yaml", Action::EmitYaml),
        ] {
            assert_eq!(parse_args(args(&[flag, "x.td"])).unwrap().action, action);
        }
    }
}
