//! The `ods-opt` driver as a library: reads `.mlir` from a file or standard input, parses,
//! verifies and prints it like `mlir-opt`, with mlir-opt's flag spellings
//! (`--mlir-print-op-generic`, `--allow-unregistered-dialect`, `--mlir-print-debuginfo`,
//! `--canonicalize[="max-iterations=N max-num-rewrites=N top-down=BOOL
//! region-simplify=disabled|normal|aggressive test-convergence=BOOL"]`, `-o FILE`). Errors
//! are written exactly as mlir-opt writes them and nothing is printed to the output then.

use std::io::Read as _;

use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::greedy::GreedyConfig;
use ods_runtime::region_simplify::RegionSimplification;
use ods_runtime::verify::{render_error_with, verify};
use ods_runtime::{Context, Diagnostic};

/// Parsed command-line options.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The input file; `-` (or none) reads standard input.
    pub input: Option<String>,
    /// The output file; none writes standard output.
    pub output: Option<String>,
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--allow-unregistered-dialect`
    pub allow_unregistered: bool,
    /// `--mlir-print-debuginfo`
    pub debug_info: bool,
    /// `--canonicalize` with its options, when given.
    pub canonicalize: Option<CanonicalizeOptions>,
}

/// The options of `--canonicalize`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CanonicalizeOptions {
    /// The driver's configuration.
    pub config: GreedyConfig,
    /// `test-convergence`: fail (silently, as mlir-opt's pass does) when the driver does not
    /// converge.
    pub test_convergence: bool,
}

impl Default for CanonicalizeOptions {
    /// The pass's defaults.
    fn default() -> Self {
        CanonicalizeOptions {
            config: GreedyConfig::canonicalizer(),
            test_convergence: false,
        }
    }
}

/// The result of one run: what goes to standard output and error, and the exit code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunOutput {
    /// Bytes for standard output (empty when `-o` was given or on error).
    pub stdout: Vec<u8>,
    /// Text for standard error.
    pub stderr: String,
    /// The process exit code: 0 on success, 1 on any error.
    pub code: i32,
}

/// Parses command-line arguments (without the program name).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let flag = a.strip_prefix("--").or_else(|| a.strip_prefix('-'));
        match flag {
            Some("mlir-print-op-generic") => o.generic = true,
            Some("allow-unregistered-dialect") => o.allow_unregistered = true,
            Some("mlir-print-debuginfo") => o.debug_info = true,
            Some("canonicalize") => o.canonicalize = Some(CanonicalizeOptions::default()),
            Some(f) if f.starts_with("canonicalize=") => {
                o.canonicalize = Some(parse_canonicalize_options(&f["canonicalize=".len()..])?);
            }
            Some("o") => {
                let Some(f) = it.next() else {
                    return Err(
                        "ods-opt: Not enough positional command line arguments specified!\n\
                         Must specify at least 1 positional argument: See: ods-opt --help\n"
                            .to_string(),
                    );
                };
                o.output = Some(f.clone());
            }
            Some(f) if a != "-" && !f.is_empty() => {
                if let Some(path) = f.strip_prefix("o=") {
                    o.output = Some(path.to_string());
                } else {
                    return Err(format!(
                        "ods-opt: Unknown command line argument '{a}'.  Try: 'ods-opt --help'\n"
                    ));
                }
            }
            _ => {
                if o.input.is_some() {
                    return Err("ods-opt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: ods-opt --help\n".to_string());
                }
                o.input = Some(a.clone());
            }
        }
    }
    Ok(o)
}

/// Parses the options of `--canonicalize=...`: space-separated `key=value` pairs, as
/// mlir-opt's pass options (a later value of an option wins). The errors are mlir-opt's.
pub fn parse_canonicalize_options(text: &str) -> Result<CanonicalizeOptions, String> {
    let mut options = CanonicalizeOptions::default();
    for item in text.split_whitespace() {
        let (key, value) = match item.split_once('=') {
            Some((k, v)) => (k, Some(v)),
            None => (item, None),
        };
        let invalid = |what: &str| {
            format!("ods-opt: for the --{key} option: {what}\n<unknown>:0: error: \n",)
        };
        let config = &mut options.config;
        match key {
            "max-iterations" | "max-num-rewrites" => {
                let value = value.unwrap_or("");
                let n = parse_long(value).ok_or_else(|| {
                    invalid(&format!("'{value}' value invalid for long argument!"))
                })?;
                // -1 (upstream's `kNoLimit`) means no limit; any other negative limit
                // allows nothing, as upstream's signed comparisons do.
                let limit = if n == -1 {
                    None
                } else {
                    Some(u64::try_from(n).unwrap_or(0))
                };
                if key == "max-iterations" {
                    config.max_iterations = limit;
                } else {
                    config.max_num_rewrites = limit;
                }
            }
            "top-down" | "test-convergence" => {
                let flag = parse_bool(value.unwrap_or("true")).ok_or_else(|| {
                    invalid(&format!(
                        "'{}' is invalid value for boolean argument! Try 0 or 1",
                        value.unwrap_or("")
                    ))
                })?;
                if key == "top-down" {
                    config.top_down = flag;
                } else {
                    options.test_convergence = flag;
                }
            }
            "region-simplify" => {
                config.region_simplification = match value {
                    None => return Err(invalid("requires a value!")),
                    Some("disabled") => RegionSimplification::Disabled,
                    Some("normal") => RegionSimplification::Normal,
                    Some("aggressive") => RegionSimplification::Aggressive,
                    Some(v) => return Err(invalid(&format!("Cannot find option named '{v}'!"))),
                };
            }
            _ => {
                return Err(format!(
                    "<unknown>:0: error: <Pass-Options-Parser>: no such option {key}\n\n"
                ));
            }
        }
    }
    Ok(options)
}

/// A `long` option value as LLVM's command line reads it: an optional `-`, then decimal,
/// or hexadecimal (`0x`), binary (`0b`) or octal (`0o`, or a leading `0`) digits.
fn parse_long(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let lower = digits.to_ascii_lowercase();
    let (radix, body) = if let Some(rest) = lower.strip_prefix("0x") {
        (16, rest)
    } else if let Some(rest) = lower.strip_prefix("0b") {
        (2, rest)
    } else if let Some(rest) = lower.strip_prefix("0o") {
        (8, rest)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (8, &lower[1..])
    } else {
        (10, lower.as_str())
    };
    if body.is_empty() || !body.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let magnitude = i128::from_str_radix(body, radix).ok()?;
    i64::try_from(if negative { -magnitude } else { magnitude }).ok()
}

/// A boolean option value as LLVM's command line reads it.
fn parse_bool(text: &str) -> Option<bool> {
    match text {
        "" | "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

/// Parses, verifies and prints `src` (read from `file`) into the text mlir-opt would write,
/// or the diagnostics it would report.
pub fn process(src: &str, file: &str, opts: &Options) -> Result<String, Vec<Diagnostic>> {
    let mut ctx = Context::new();
    ods_dialect_index::index::register(&mut ctx);
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered);
    let wrapper = parse_source(&mut ctx, src, file)?;
    if let Err(errors) = verify(&ctx, wrapper) {
        return Err(errors
            .iter()
            .map(|e| render_error_with(&mut ctx, e, file, src, opts.debug_info))
            .collect());
    }
    let top = unwrap_single_module(&mut ctx, wrapper);
    if let Some(canon) = &opts.canonicalize {
        // mlir-opt reports no error when the driver does not converge (the pass's default);
        // under `test-convergence` the pass fails without a diagnostic.
        let result = ctx.canonicalize(top, &canon.config);
        if canon.test_convergence && !result.converged {
            return Err(Vec::new());
        }
        if let Err(errors) = verify(&ctx, top) {
            return Err(errors
                .iter()
                .map(|e| render_error_with(&mut ctx, e, file, src, opts.debug_info))
                .collect());
        }
    }
    Ok(print_top_level(
        &mut ctx,
        top,
        PrintOptions {
            generic: opts.generic,
            debug_info: opts.debug_info,
        },
    ))
}

/// Runs the driver on `args` with `stdin` as standard input.
pub fn run(args: &[String], stdin: &[u8]) -> RunOutput {
    let opts = match parse_args(args) {
        Ok(o) => o,
        Err(msg) => {
            return RunOutput {
                stderr: msg,
                code: 1,
                ..RunOutput::default()
            };
        }
    };
    let (file, bytes) = match opts.input.as_deref() {
        None | Some("-") => ("<stdin>".to_string(), stdin.to_vec()),
        Some(path) => match std::fs::read(path) {
            Ok(b) => (path.to_string(), b),
            Err(e) => {
                return RunOutput {
                    stderr: format!("cannot open input file '{path}': {}\n", io_message(&e)),
                    code: 1,
                    ..RunOutput::default()
                };
            }
        },
    };
    let src = String::from_utf8_lossy(&bytes);
    match process(&src, &file, &opts) {
        Ok(text) => match &opts.output {
            Some(path) => match std::fs::write(path, text.as_bytes()) {
                Ok(()) => RunOutput::default(),
                Err(e) => RunOutput {
                    stderr: format!("Could not open output file '{path}': {}\n", io_message(&e)),
                    code: 1,
                    ..RunOutput::default()
                },
            },
            None => RunOutput {
                stdout: text.into_bytes(),
                ..RunOutput::default()
            },
        },
        Err(diags) => RunOutput {
            stderr: diags.iter().map(|d| d.to_string()).collect(),
            code: 1,
            ..RunOutput::default()
        },
    }
}

fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".to_string(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".to_string(),
        _ => e.to_string(),
    }
}

/// Reads all of standard input.
pub fn read_stdin() -> Vec<u8> {
    let mut buf = Vec::new();
    // A read error leaves what was read; the parser reports anything malformed.
    let _ = std::io::stdin().read_to_end(&mut buf);
    buf
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn flags_parse_as_mlir_opt_spells_them() {
        let o = parse_args(&args(&[
            "--mlir-print-op-generic",
            "-allow-unregistered-dialect",
            "--mlir-print-debuginfo",
            "-o",
            "out.mlir",
            "in.mlir",
        ]))
        .expect("valid flags");
        assert!(o.generic && o.allow_unregistered && o.debug_info);
        assert_eq!(o.output.as_deref(), Some("out.mlir"));
        assert_eq!(o.input.as_deref(), Some("in.mlir"));
        assert!(parse_args(&args(&["--bogus"])).is_err());
        assert_eq!(o.canonicalize, None);
        let c = parse_args(&args(&["--canonicalize"])).expect("valid flag");
        assert_eq!(c.canonicalize, Some(CanonicalizeOptions::default()));
        assert_eq!(
            c.canonicalize.map(|c| c.config.region_simplification),
            Some(RegionSimplification::Normal)
        );
        let c = parse_args(&args(&[
            "--canonicalize=max-iterations=3 top-down=false max-num-rewrites=-1",
        ]))
        .expect("valid options");
        assert_eq!(
            c.canonicalize,
            Some(CanonicalizeOptions {
                config: GreedyConfig {
                    top_down: false,
                    max_iterations: Some(3),
                    max_num_rewrites: None,
                    region_simplification: RegionSimplification::Normal,
                },
                test_convergence: false,
            })
        );
        // mlir-opt's messages for a bad pass option.
        assert_eq!(
            parse_args(&args(&["--canonicalize=max-iterations=1 bogus=3"])),
            Err("<unknown>:0: error: <Pass-Options-Parser>: no such option bogus\n\n".to_string())
        );
        assert_eq!(
            parse_args(&args(&["--canonicalize=max-iterations=x"])),
            Err(
                "ods-opt: for the --max-iterations option: 'x' value invalid for long argument!\n\
                 <unknown>:0: error: \n"
                    .to_string()
            )
        );
        assert!(parse_args(&args(&["--canonicalize=top-down=maybe"])).is_err());
    }

    #[test]
    fn canonicalize_options_follow_llvm_option_syntax() {
        let parse = |text: &str| parse_canonicalize_options(text);
        let config = |text: &str| parse(text).expect("valid options").config;
        assert_eq!(config("max-iterations=0x10").max_iterations, Some(16));
        assert_eq!(config("max-iterations=010").max_iterations, Some(8));
        assert_eq!(config("max-iterations=-1").max_iterations, None);
        assert_eq!(config("max-iterations=-5").max_iterations, Some(0));
        assert_eq!(config("max-num-rewrites=7").max_num_rewrites, Some(7));
        assert!(!config("top-down=FALSE").top_down);
        assert!(config("top-down=0 top-down").top_down);
        for (text, level) in [
            ("disabled", RegionSimplification::Disabled),
            ("normal", RegionSimplification::Normal),
            ("aggressive", RegionSimplification::Aggressive),
        ] {
            let c = config(&format!("region-simplify={text}"));
            assert_eq!(c.region_simplification, level);
        }
        assert!(parse("test-convergence").expect("flag").test_convergence);
        assert!(!parse("test-convergence=0").expect("flag").test_convergence);
        let error = |text: &str| parse(text).expect_err("invalid option");
        assert_eq!(
            error("region-simplify=Normal"),
            "ods-opt: for the --region-simplify option: Cannot find option named 'Normal'!\n\
             <unknown>:0: error: \n"
        );
        assert_eq!(
            error("region-simplify"),
            "ods-opt: for the --region-simplify option: requires a value!\n<unknown>:0: error: \n"
        );
        assert_eq!(
            error("max-num-rewrites=+3"),
            "ods-opt: for the --max-num-rewrites option: '+3' value invalid for long argument!\n\
             <unknown>:0: error: \n"
        );
        assert_eq!(
            error("test-convergence=yes"),
            "ods-opt: for the --test-convergence option: 'yes' is invalid value for boolean \
             argument! Try 0 or 1\n<unknown>:0: error: \n"
        );
        assert_eq!(
            error("{max-iterations=1}"),
            "<unknown>:0: error: <Pass-Options-Parser>: no such option {max-iterations\n\n"
        );
        assert!(parse_args(&args(&["a.mlir", "b.mlir"])).is_err());
    }

    #[test]
    fn stdin_success_and_error() {
        let ok = run(
            &args(&["--allow-unregistered-dialect", "-"]),
            b"\"test.a\"() : () -> ()\n",
        );
        assert_eq!(ok.code, 0);
        assert_eq!(
            String::from_utf8(ok.stdout).expect("utf-8"),
            "module {\n  \"test.a\"() : () -> ()\n}\n\n"
        );
        let bad = run(&args(&["-"]), b"\"test.a\"() : () -> ()\n");
        assert_eq!(bad.code, 1);
        assert!(bad.stdout.is_empty(), "no partial output on error");
        assert!(
            bad.stderr.starts_with(
                "<stdin>:1:1: error: operation being parsed with an unregistered dialect"
            ),
            "{}",
            bad.stderr
        );
    }

    #[test]
    fn canonicalize_runs_before_printing() {
        // Only builtin is registered here: unregistered operations have unknown effects, so
        // the unused one stays, and the output is the printed input.
        let src = b"%0 = \"x.a\"() : () -> i32\n\"x.b\"(%0) : (i32) -> ()\n\"x.c\"() : () -> i32\n";
        let plain = run(&args(&["--allow-unregistered-dialect", "-"]), src);
        let canon = run(
            &args(&["--allow-unregistered-dialect", "--canonicalize", "-"]),
            src,
        );
        assert_eq!(canon.code, 0, "{}", canon.stderr);
        assert_eq!(canon.stdout, plain.stdout);
        let bad = run(&args(&["--canonicalize=bogus=1", "-"]), src);
        assert_eq!(bad.code, 1);
        assert_eq!(
            bad.stderr,
            "<unknown>:0: error: <Pass-Options-Parser>: no such option bogus\n\n"
        );
    }

    #[test]
    fn missing_input_file() {
        let r = run(&args(&["/nonexistent/dir/x.mlir"]), b"");
        assert_eq!(r.code, 1);
        assert_eq!(
            r.stderr,
            "cannot open input file '/nonexistent/dir/x.mlir': No such file or directory\n"
        );
    }
}
