//! The command line of the driver: mlir-opt's option spellings and LLVM's messages for a
//! malformed command line, and the `--help` text.

use ods_runtime::Context;
use ods_runtime::pass::{OptionKind, PassRegistry, StatisticsDisplay, parse_bool};

use crate::Options;
use crate::expectations::VerifyLevel;
use crate::pipeline::{PassFlag, option_error_text};
use crate::split::DEFAULT_MARKER;
use crate::timing::{TimingDisplay, TimingFormat};

/// An option the driver knows: its name (without dashes), what its value looks like in the
/// help, and the help line.
struct OptionInfo {
    name: &'static str,
    value: &'static str,
    help: &'static str,
}

/// The options, in the order `--help` lists them.
const OPTIONS: &[OptionInfo] = &[
    OptionInfo {
        name: "allow-unregistered-dialect",
        value: "",
        help: "Allow operation with no registered dialects",
    },
    OptionInfo {
        name: "dump-pass-pipeline",
        value: "",
        help: "Print the pipeline that will be run",
    },
    OptionInfo {
        name: "elide-resource-data-from-bytecode",
        value: "",
        help: "Elide resources when generating bytecode",
    },
    OptionInfo {
        name: "emit-bytecode",
        value: "",
        help: "Emit bytecode when generating output",
    },
    OptionInfo {
        name: "emit-bytecode-version",
        value: "=<value>",
        help: "Use specified bytecode when generating output",
    },
    OptionInfo {
        name: "mlir-disable-threading",
        value: "",
        help: "Disable multi-threading within MLIR, overrides any further call to \
               MLIRContext::enableMultiThreading()",
    },
    OptionInfo {
        name: "mlir-elide-elementsattrs-if-larger",
        value: "=<uint>",
        help: "Elide ElementsAttrs with \"...\" that have more elements than the given upper \
               limit",
    },
    OptionInfo {
        name: "mlir-output-format",
        value: "=<value>",
        help: "Output format for timing data (text or json)",
    },
    OptionInfo {
        name: "mlir-pass-statistics",
        value: "",
        help: "Display the statistics of each pass",
    },
    OptionInfo {
        name: "mlir-pass-statistics-display",
        value: "=<value>",
        help: "Display method for pass statistics (list: a merged list sorted by pass name; \
               pipeline: a nested pipeline view)",
    },
    OptionInfo {
        name: "mlir-print-debuginfo",
        value: "",
        help: "Print debug info in MLIR output",
    },
    OptionInfo {
        name: "mlir-print-elementsattrs-with-hex-if-larger",
        value: "=<long>",
        help: "Print DenseElementsAttrs with a hex string that have more elements than the given \
               upper limit (use -1 to disable)",
    },
    OptionInfo {
        name: "mlir-print-ir-after",
        value: "=<pass-arg>",
        help: "Print IR after specified passes",
    },
    OptionInfo {
        name: "mlir-print-ir-after-all",
        value: "",
        help: "Print IR after each pass",
    },
    OptionInfo {
        name: "mlir-print-ir-after-change",
        value: "",
        help: "When printing the IR after a pass, only print if the IR changed",
    },
    OptionInfo {
        name: "mlir-print-ir-after-failure",
        value: "",
        help: "When printing the IR after a pass, only print if the pass failed",
    },
    OptionInfo {
        name: "mlir-print-ir-before",
        value: "=<pass-arg>",
        help: "Print IR before specified passes",
    },
    OptionInfo {
        name: "mlir-print-ir-before-all",
        value: "",
        help: "Print IR before each pass",
    },
    OptionInfo {
        name: "mlir-print-ir-module-scope",
        value: "",
        help: "When printing IR for print-ir-[before|after]{-all} always print the top-level \
               operation",
    },
    OptionInfo {
        name: "mlir-print-local-scope",
        value: "",
        help: "Print with local scope and inline information (eliding aliases for attributes, \
               types, and locations)",
    },
    OptionInfo {
        name: "mlir-print-op-generic",
        value: "",
        help: "Print the generic op form",
    },
    OptionInfo {
        name: "mlir-print-skip-regions",
        value: "",
        help: "Skip regions when printing ops.",
    },
    OptionInfo {
        name: "mlir-print-value-users",
        value: "",
        help: "Print users of operation results and block arguments as a comment",
    },
    OptionInfo {
        name: "mlir-timing",
        value: "",
        help: "Display execution times",
    },
    OptionInfo {
        name: "mlir-timing-display",
        value: "=<value>",
        help: "Display method for timing data (list: sorted by total time; tree: a nested \
               tree view)",
    },
    OptionInfo {
        name: "mlir-use-nameloc-as-prefix",
        value: "",
        help: "Print SSA IDs using NameLocs as prefixes",
    },
    OptionInfo {
        name: "mlir-very-unsafe-disable-verifier-on-parsing",
        value: "",
        help: "Disable the verifier on parsing (very unsafe)",
    },
    OptionInfo {
        name: "no-implicit-module",
        value: "",
        help: "Disable implicit addition of a top-level module op during parsing",
    },
    OptionInfo {
        name: "o",
        value: " <filename>",
        help: "Output filename",
    },
    OptionInfo {
        name: "output-split-marker",
        value: "=<string>",
        help: "Split marker to use for merging the ouput",
    },
    OptionInfo {
        name: "p",
        value: " <string>",
        help: "Alias for --pass-pipeline",
    },
    OptionInfo {
        name: "pass-pipeline",
        value: "=<string>",
        help: "Textual description of the pass pipeline to run",
    },
    OptionInfo {
        name: "show-dialects",
        value: "",
        help: "Print the list of registered dialects and exit",
    },
    OptionInfo {
        name: "split-input-file",
        value: "[=<string>]",
        help: "Split the input file into chunks using the given or default marker and process \
               each chunk independently",
    },
    OptionInfo {
        name: "verify-diagnostics",
        value: "[=all|only-expected]",
        help: "Check that emitted diagnostics match expected-* lines on the corresponding line",
    },
    OptionInfo {
        name: "verify-each",
        value: "",
        help: "Run the verifier after each transformation pass",
    },
    OptionInfo {
        name: "verify-roundtrip",
        value: "",
        help: "Round-trip the IR after parsing and ensure it succeeds",
    },
    OptionInfo {
        name: "help",
        value: "",
        help: "Display available options",
    },
];

/// LLVM's message for an option given without the value it needs.
fn requires_value(program: &str, name: &str) -> String {
    format!("{program}: for the --{name} option: requires a value!\n")
}

/// LLVM's message for a value an option does not know.
fn no_such_value(program: &str, name: &str, value: &str) -> String {
    format!("{program}: for the --{name} option: Cannot find option named '{value}'!\n")
}

/// The `--help` text of the tool `program`, listing the dialects `register` adds (beside
/// builtin) and the passes it knows (the standard ones and those `register` registers).
pub fn help_text(program: &str, register: &dyn Fn(&mut Context)) -> String {
    let registry = pass_registry(register);
    let mut out = String::from("OVERVIEW: MLIR modular optimizer driver\n\n");
    out.push_str(&format!(
        "Available Dialects: {}\n",
        dialect_names(register).join(", ")
    ));
    out.push_str(&format!(
        "USAGE: {program} [options] <input file>\n\nOPTIONS:\n\nGeneral options:\n\n"
    ));
    let spelled = |o: &OptionInfo| {
        let dashes = if o.name.len() == 1 { "-" } else { "--" };
        format!("{dashes}{}{}", o.name, o.value)
    };
    let width = OPTIONS.iter().map(|o| spelled(o).len()).max().unwrap_or(0) + 4;
    for o in OPTIONS {
        if o.name == "help" {
            out.push_str("\n  Compiler passes to run\n    Passes:\n");
            let (pipelines, passes): (Vec<_>, Vec<_>) =
                registry.sorted().into_iter().partition(|p| p.is_pipeline());
            let mut listed = passes;
            let first_pipeline = listed.len();
            listed.extend(pipelines);
            for (i, pass) in listed.into_iter().enumerate() {
                if i == first_pipeline {
                    out.push_str("    Pass Pipelines:\n");
                }
                let flag = format!("--{}", pass.argument());
                out.push_str(&format!(
                    "      {flag:w$} -   {}\n",
                    pass.description(),
                    w = width.saturating_sub(4)
                ));
                // Sorted by name, as MLIR's `PassOptions::printHelp` lists them; an enum's
                // values below it, four columns short of the others, as LLVM prints them.
                let mut options: Vec<_> = pass.options().iter().collect();
                options.sort_by_key(|o| o.name);
                for option in options {
                    let flag = format!("--{}{}", option.name, option.kind.value_help());
                    out.push_str(&format!(
                        "        {flag:w$} - {}\n",
                        option.description,
                        w = width.saturating_sub(6)
                    ));
                    if let OptionKind::Enum(values) = option.kind {
                        for (name, description) in values {
                            let value = format!("={name}");
                            out.push_str(&format!(
                                "    {value:w$} -   {description}\n",
                                w = width.saturating_sub(8)
                            ));
                        }
                    }
                }
            }
            out.push_str("\nGeneric Options:\n\n");
        }
        out.push_str(&format!("  {:width$} - {}\n", spelled(o), o.help));
    }
    out
}

/// The passes a tool knows: those registered with a context once `register` ran (the
/// runtime's standard passes, which every context starts with, and the tool's).
pub fn pass_registry(register: &dyn Fn(&mut Context)) -> PassRegistry {
    let mut ctx = Context::new();
    register(&mut ctx);
    ctx.registered_passes().clone()
}

/// The registered dialects' namespaces, sorted: builtin and those `register` adds.
pub(crate) fn dialect_names(register: &dyn Fn(&mut Context)) -> Vec<String> {
    let mut ctx = Context::new();
    ods_runtime::builtin_ops::register_builtin_dialect(&mut ctx);
    register(&mut ctx);
    let mut names: Vec<String> = ctx
        .registered_dialects()
        .into_iter()
        .map(str::to_string)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Parses command-line arguments (without the program name), with ods-opt's name in the
/// messages.
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    parse_args_as(
        "ods-opt",
        "ods-opt",
        args,
        &ods_runtime::transforms::standard_passes(),
    )
}

/// Parses command-line arguments (without the program name) for the tool `program` invoked
/// as `argv0`, whose passes are `registry`; the error is LLVM's message for a malformed
/// command line.
pub fn parse_args_as(
    program: &str,
    argv0: &str,
    args: &[String],
    registry: &PassRegistry,
) -> Result<Options, String> {
    let mut o = Options {
        program: program.to_string(),
        ..Options::default()
    };
    let mut errors = String::new();
    let mut pipeline_text: Option<String> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let Some(flag) = a.strip_prefix('-').filter(|f| !f.is_empty()) else {
            if o.input.is_some() {
                return Err(format!(
                    "{program}: Too many positional arguments specified!\nCan specify at most 1 \
                     positional arguments: See: {argv0} --help\n"
                ));
            }
            o.input = Some(a.clone());
            continue;
        };
        let flag = flag.strip_prefix('-').unwrap_or(flag);
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (flag, None),
        };
        let boolean = |value: Option<&str>| {
            parse_bool(value.unwrap_or("")).ok_or_else(|| {
                format!(
                    "{program}: for the --{name} option: '{}' is invalid value for boolean \
                     argument! Try 0 or 1\n",
                    value.unwrap_or("")
                )
            })
        };
        if let Some(field) = bool_field(&mut o, name) {
            *field = boolean(value)?;
            continue;
        }
        match name {
            "mlir-print-elementsattrs-with-hex-if-larger"
            | "mlir-elide-elementsattrs-if-larger" => {
                threshold_flag(&mut o, program, (name, value), &mut it)?
            }
            "emit-bytecode-version" => {
                let text = next_value(program, name, value, &mut it)?;
                o.bytecode_version = Some(text.parse::<i64>().map_err(|_| {
                    format!(
                        "{program}: for the --{name} option: Invalid argument '{text}', only \
                         integer is supported.\n"
                    )
                })?);
            }
            "help" => o.help = true,
            "verify-each" => o.no_verify_each = !boolean(value)?,
            "mlir-timing-display" | "mlir-output-format" => {
                timing_flag(&mut o, program, name, value)?
            }
            "mlir-print-ir-before" | "mlir-print-ir-after" => {
                // A comma-separated list of registered pass arguments; each occurrence adds.
                for argument in value.unwrap_or("").split(',') {
                    if registry.get(argument).is_none() {
                        return Err(no_such_value(program, name, argument));
                    }
                    let list = if name == "mlir-print-ir-before" {
                        &mut o.print_ir_before
                    } else {
                        &mut o.print_ir_after
                    };
                    list.push(argument.to_string());
                }
            }
            "mlir-pass-statistics-display" => {
                o.pass_statistics_display = match value {
                    None => return Err(requires_value(program, name)),
                    Some("list") => StatisticsDisplay::List,
                    Some("pipeline") => StatisticsDisplay::Pipeline,
                    Some(v) => return Err(no_such_value(program, name, v)),
                };
            }
            "pass-pipeline" | "p" => {
                // A string option takes the next argument when it has no `=value`.
                let text = next_value(program, name, value, &mut it)?;
                // Read once the whole command line is, as mlir-opt reads it.
                pipeline_text = Some(text);
            }
            "split-input-file" => {
                o.split_input_file = Some(value.unwrap_or(DEFAULT_MARKER).to_string());
            }
            "output-split-marker" => {
                // A string option takes the next argument when it has no `=value`.
                let value = next_value(program, name, value, &mut it)?;
                o.output_split_marker = Some(value);
            }
            "verify-diagnostics" => {
                o.verify_diagnostics = Some(match value {
                    None | Some("" | "all") => VerifyLevel::All,
                    Some("only-expected") => VerifyLevel::OnlyExpected,
                    Some(v) => {
                        return Err(format!(
                            "{program}: for the --verify-diagnostics option: Cannot find option \
                             named '{v}'!\n"
                        ));
                    }
                });
            }
            "o" => match value {
                Some(path) => o.output = Some(path.to_string()),
                None => {
                    let Some(f) = it.next() else {
                        return Err(format!("{program}: for the -o option: requires a value!\n"));
                    };
                    o.output = Some(f.clone());
                }
            },
            _ if registry.get(name).is_some() => {
                pass_flag(&mut o, program, (name, value), registry)?
            }
            _ => {
                let bare = a.trim_start_matches('-');
                errors.push_str(&format!(
                    "{program}: Unknown command line argument '{a}'.  Try: '{argv0} --help'\n"
                ));
                if let Some(near) = nearest_option(bare, registry) {
                    errors.push_str(&format!("{program}: Did you mean '{near}'?\n"));
                }
            }
        }
    }
    if errors.is_empty() && pipeline_text.is_some() && !o.passes.is_empty() {
        return Err(
            "<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass \
             options\n"
                .to_string(),
        );
    }
    if errors.is_empty()
        && let Some(text) = pipeline_text
    {
        o.pass_pipeline = Some(crate::pipeline::parse_pipeline(program, &text, registry)?);
    }
    if errors.is_empty() {
        Ok(o)
    } else {
        Err(errors)
    }
}

/// The field a boolean flag sets.
fn bool_field<'o>(o: &'o mut Options, name: &str) -> Option<&'o mut bool> {
    Some(match name {
        "mlir-print-op-generic" => &mut o.generic,
        "allow-unregistered-dialect" => &mut o.allow_unregistered,
        "mlir-print-debuginfo" => &mut o.debug_info,
        "mlir-print-local-scope" => &mut o.local_scope,
        "mlir-print-skip-regions" => &mut o.skip_regions,
        "mlir-use-nameloc-as-prefix" => &mut o.name_loc_prefix,
        "mlir-print-value-users" => &mut o.value_users,
        "no-implicit-module" => &mut o.no_implicit_module,
        "verify-roundtrip" => &mut o.verify_roundtrip,
        "emit-bytecode" => &mut o.emit_bytecode,
        "elide-resource-data-from-bytecode" => &mut o.elide_resource_data,
        "show-dialects" => &mut o.show_dialects,
        "dump-pass-pipeline" => &mut o.dump_pass_pipeline,
        "mlir-disable-threading" => &mut o.disable_threading,
        "mlir-print-ir-before-all" => &mut o.print_ir_before_all,
        "mlir-print-ir-after-all" => &mut o.print_ir_after_all,
        "mlir-print-ir-after-failure" => &mut o.print_ir_after_failure,
        "mlir-print-ir-after-change" => &mut o.print_ir_after_change,
        "mlir-print-ir-module-scope" => &mut o.print_ir_module_scope,
        "mlir-pass-statistics" => &mut o.pass_statistics,
        "mlir-timing" => &mut o.timing,
        "mlir-very-unsafe-disable-verifier-on-parsing" => &mut o.no_verify_on_parse,
        _ => return None,
    })
}

/// The value of a flag that takes one: after `=`, or else the next argument.
fn next_value(
    program: &str,
    name: &str,
    value: Option<&str>,
    it: &mut std::slice::Iter<'_, String>,
) -> Result<String, String> {
    match value {
        Some(v) => Ok(v.to_string()),
        None => it
            .next()
            .cloned()
            .ok_or_else(|| format!("{program}: for the --{name} option: requires a value!\n")),
    }
}

/// `--mlir-timing-display` and `--mlir-output-format`.
fn timing_flag(
    o: &mut Options,
    program: &str,
    name: &str,
    value: Option<&str>,
) -> Result<(), String> {
    if name == "mlir-timing-display" {
        o.timing_display = match value {
            None => return Err(requires_value(program, name)),
            Some("list") => TimingDisplay::List,
            Some("tree") => TimingDisplay::Tree,
            Some(v) => return Err(no_such_value(program, name, v)),
        };
    } else {
        o.timing_format = match value {
            None => return Err(requires_value(program, name)),
            Some("text") => TimingFormat::Text,
            Some("json") => TimingFormat::Json,
            Some(v) => return Err(no_such_value(program, name, v)),
        };
    }
    Ok(())
}

/// A registered pass (or pass pipeline) given as its own flag, with its options.
fn pass_flag(
    o: &mut Options,
    program: &str,
    (name, value): (&str, Option<&str>),
    registry: &PassRegistry,
) -> Result<(), String> {
    let Some(info) = registry.get(name) else {
        return Ok(());
    };
    let reader =
        |text: &str| ods_runtime::pass::pipeline::read_op_pipeline(program, text, registry);
    // A pipeline without options refuses any, with no message.
    if info.is_pipeline() && info.options().is_empty() && value.is_some_and(|v| !v.is_empty()) {
        return Err(String::new());
    }
    if let Err(e) = info.parse_options_with(value.unwrap_or(""), &reader) {
        if info.is_pipeline() {
            return Err(ods_runtime::pass::pipeline::pipeline_option_error(
                program, &e,
            ));
        }
        return Err(option_error_text(program, &e));
    }
    o.passes.push(PassFlag {
        argument: name.to_string(),
        options: value.map(str::to_string),
    });
    Ok(())
}

/// The known option closest to `arg` (without dashes) by edit distance, spelled with its
/// dashes and with `arg`'s value, as LLVM suggests it.
fn nearest_option(arg: &str, registry: &PassRegistry) -> Option<String> {
    let (lhs, rhs) = arg.split_once('=').unwrap_or((arg, ""));
    let mut best: Option<(usize, &str)> = None;
    let mut names: Vec<&str> = OPTIONS.iter().map(|o| o.name).collect();
    names.extend(registry.sorted().into_iter().map(|p| p.argument()));
    names.sort_unstable();
    for name in names {
        let d = edit_distance(name, lhs);
        if best.is_none_or(|(b, _)| d < b) {
            best = Some((d, name));
        }
    }
    let (_, name) = best?;
    let dashes = if name.len() == 1 { "-" } else { "--" };
    Some(if rhs.is_empty() {
        format!("{dashes}{name}")
    } else {
        format!("{dashes}{name}={rhs}")
    })
}

/// The Levenshtein distance between two strings (bytes).
fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.as_bytes().iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == cb {
                prev
            } else {
                1 + prev.min(row[j]).min(cur)
            };
            prev = cur;
        }
    }
    row[b.len()]
}

/// `--mlir-print-elementsattrs-with-hex-if-larger` and `--mlir-elide-elementsattrs-if-larger`.
fn threshold_flag(
    o: &mut Options,
    program: &str,
    (name, value): (&str, Option<&str>),
    it: &mut std::slice::Iter<'_, String>,
) -> Result<(), String> {
    // An integer option takes the next argument when it has no `=value`.
    let text = next_value(program, name, value, it)?;
    let hex = name == "mlir-print-elementsattrs-with-hex-if-larger";
    let parsed = if hex {
        text.parse::<i64>().ok()
    } else {
        text.parse::<u32>().ok().map(i64::from)
    };
    let Some(n) = parsed else {
        let kind = if hex { "long" } else { "uint" };
        return Err(format!(
            "{program}: for the --{name} option: '{text}' value invalid for {kind} \
                 argument!\n"
        ));
    };
    if hex {
        o.hex_threshold = Some(n);
    } else {
        o.elide_threshold = Some(n);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn driver_flags_parse() {
        let o = parse_args(&args(&[
            "--split-input-file",
            "--verify-diagnostics=only-expected",
            "--output-split-marker=// ====",
            "--allow-unregistered-dialect=false",
            "-o=out.mlir",
        ]))
        .expect("valid flags");
        assert_eq!(o.split_input_file.as_deref(), Some(DEFAULT_MARKER));
        assert_eq!(o.verify_diagnostics, Some(VerifyLevel::OnlyExpected));
        assert_eq!(o.output_split_marker.as_deref(), Some("// ===="));
        assert!(!o.allow_unregistered);
        assert_eq!(o.output.as_deref(), Some("out.mlir"));
        let o = parse_args(&args(&[
            "--split-input-file=// ====",
            "--verify-diagnostics",
        ]))
        .expect("valid flags");
        assert_eq!(o.split_input_file.as_deref(), Some("// ===="));
        assert_eq!(o.verify_diagnostics, Some(VerifyLevel::All));
    }

    #[test]
    fn malformed_command_lines_get_llvm_messages() {
        let err = |a: &[&str]| parse_args(&args(a)).expect_err("malformed");
        assert_eq!(
            err(&["--split-input-fil=3"]),
            "ods-opt: Unknown command line argument '--split-input-fil=3'.  Try: 'ods-opt \
             --help'\nods-opt: Did you mean '--split-input-file=3'?\n"
        );
        assert_eq!(
            err(&["---allow-unregistered-dialect"]),
            "ods-opt: Unknown command line argument '---allow-unregistered-dialect'.  Try: \
             'ods-opt --help'\nods-opt: Did you mean '--allow-unregistered-dialect'?\n"
        );
        assert_eq!(
            err(&["-o"]),
            "ods-opt: for the -o option: requires a value!\n"
        );
        assert_eq!(
            err(&["--mlir-print-op-generic=2"]),
            "ods-opt: for the --mlir-print-op-generic option: '2' is invalid value for boolean \
             argument! Try 0 or 1\n"
        );
        assert_eq!(
            err(&["--verify-diagnostics=bogus"]),
            "ods-opt: for the --verify-diagnostics option: Cannot find option named 'bogus'!\n"
        );
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn help_lists_every_option() {
        let help = help_text("my-opt", &|_| {});
        assert!(help.starts_with(
            "OVERVIEW: MLIR modular optimizer driver\n\nAvailable Dialects: builtin\nUSAGE: \
             my-opt [options] <input file>\n"
        ));
        for o in OPTIONS {
            assert!(help.contains(&format!("-{} ", o.name)) || help.contains(o.name));
        }
    }
}
