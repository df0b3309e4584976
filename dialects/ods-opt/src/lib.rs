//! The `ods-opt` driver as a library, the counterpart of MLIR's `MlirOptMain`: reads `.mlir`
//! from a file or standard input, parses, verifies and prints it like `mlir-opt`, with
//! mlir-opt's flag spellings (`--mlir-print-op-generic`, `--allow-unregistered-dialect`,
//! `--mlir-print-debuginfo`, every registered pass as a flag of its own
//! (`--canonicalize[="max-iterations=N top-down=BOOL ..."]`), `--pass-pipeline`/`-p` with
//! MLIR's textual pipelines, registered pipelines as flags and in pipelines,
//! `--dump-pass-pipeline`, `--verify-each`, `--split-input-file[=MARKER]`,
//! `--output-split-marker=MARKER`,
//! `--verify-diagnostics[=all|only-expected]`, `--mlir-print-skip-regions`,
//! `--mlir-use-nameloc-as-prefix`, `--mlir-print-value-users`, `--no-implicit-module`,
//! `--mlir-very-unsafe-disable-verifier-on-parsing`, `--verify-roundtrip`, `--show-dialects`,
//! `--help`, `-o FILE`).
//! Errors are written exactly as mlir-opt writes them.
//!
//! A tool of your own over your dialects is one call, which registers them (beside builtin)
//! in every context the driver creates; passes registered there
//! ([`Context::register_pass`]) join the standard ones as flags and in pipelines:
//!
//! ```no_run
//! # mod my_dialect { pub fn register(_: &mut ods_runtime::Context) {} }
//! fn main() {
//!     ods_opt::main_with(|ctx| my_dialect::register(ctx))
//! }
//! ```

use ods_runtime::Location;
use std::io::Read as _;
use std::ops::Range;

use ods_runtime::asm::lexer::{LineIndex, line_text};
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::pass;
use ods_runtime::verify::{render_error_with, verify};
use ods_runtime::{Context, Diagnostic};

pub mod expectations;
mod ir_printing;
mod options;
pub mod pipeline;
pub mod split;
pub mod timing;

pub use expectations::VerifyLevel;
pub use options::{help_text, parse_args, parse_args_as, pass_registry};

/// Parsed command-line options.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The tool's name in messages (`mlir-opt`, `ods-opt`, `my-opt`).
    pub program: String,
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
    /// `--mlir-print-local-scope`
    pub local_scope: bool,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N` (100 when not given).
    pub hex_threshold: Option<i64>,
    /// `--mlir-elide-elementsattrs-if-larger=N`
    pub elide_threshold: Option<i64>,
    /// The individual pass flags (`--canonicalize=...`), in order.
    pub passes: Vec<pipeline::PassFlag>,
    /// `--pass-pipeline=...` (`-p`), when given.
    pub pass_pipeline: Option<pipeline::Pipeline>,
    /// `--dump-pass-pipeline`: print the pipeline to run on each input, before running it.
    pub dump_pass_pipeline: bool,
    /// `--verify-each=false`: do not verify after each pass (mlir-opt verifies unless
    /// told not to).
    pub no_verify_each: bool,
    /// `--mlir-disable-threading`: run everything on the calling thread. ods-opt runs passes
    /// on one thread in any case, so the output is what mlir-opt prints with this flag
    /// (without it, mlir-opt's IR dumps of functions processed in parallel come in any order).
    pub disable_threading: bool,
    /// `--mlir-print-ir-before-all`
    pub print_ir_before_all: bool,
    /// `--mlir-print-ir-after-all`
    pub print_ir_after_all: bool,
    /// `--mlir-print-ir-after-failure`
    pub print_ir_after_failure: bool,
    /// `--mlir-print-ir-before=PASS,...`: the passes (by argument) to print the IR before.
    pub print_ir_before: Vec<String>,
    /// `--mlir-print-ir-after=PASS,...`: the passes (by argument) to print the IR after.
    pub print_ir_after: Vec<String>,
    /// `--mlir-print-ir-after-change`: print after a pass only when it changed the IR.
    pub print_ir_after_change: bool,
    /// `--mlir-print-ir-module-scope`: print the top-level operation, whatever the pass ran
    /// on (mlir-opt requires `--mlir-disable-threading` with it).
    pub print_ir_module_scope: bool,
    /// `--mlir-pass-statistics`: report the passes' statistics after the run.
    pub pass_statistics: bool,
    /// `--mlir-pass-statistics-display=list|pipeline` (pipeline when not given).
    pub pass_statistics_display: pass::StatisticsDisplay,
    /// `--mlir-timing`: report the time spent parsing, in each pass and printing.
    pub timing: bool,
    /// `--mlir-timing-display=list|tree` (tree when not given).
    pub timing_display: timing::TimingDisplay,
    /// `--mlir-output-format=text|json`: the timing report's format (text when not given).
    pub timing_format: timing::TimingFormat,
    /// `--split-input-file[=MARKER]`: the marker to split the input at.
    pub split_input_file: Option<String>,
    /// `--output-split-marker=MARKER` (`// -----` when not given).
    pub output_split_marker: Option<String>,
    /// `--verify-diagnostics[=all|only-expected]`
    pub verify_diagnostics: Option<VerifyLevel>,
    /// `--mlir-print-skip-regions`
    pub skip_regions: bool,
    /// `--mlir-use-nameloc-as-prefix`
    pub name_loc_prefix: bool,
    /// `--mlir-print-value-users`
    pub value_users: bool,
    /// `--no-implicit-module`: the input holds one top-level operation, processed and
    /// printed on its own rather than in a module.
    pub no_implicit_module: bool,
    /// `--mlir-very-unsafe-disable-verifier-on-parsing`: the parsed input is not verified;
    /// an operation that then fails to verify is printed in the generic form.
    pub no_verify_on_parse: bool,
    /// `--verify-roundtrip`: after parsing, the input printed in the generic form (with
    /// locations), and the input written as bytecode, must each read back, in a context of
    /// its own, into what prints the same.
    pub verify_roundtrip: bool,
    /// `--emit-bytecode`: write the output as MLIR bytecode.
    pub emit_bytecode: bool,
    /// `--emit-bytecode-version=N`: the bytecode version to write.
    pub bytecode_version: Option<i64>,
    /// `--elide-resource-data-from-bytecode`
    pub elide_resource_data: bool,
    /// `--show-dialects`
    pub show_dialects: bool,
    /// `--help`
    pub help: bool,
}

/// The result of one run: what goes to standard output and error, and the exit code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunOutput {
    /// Bytes for standard output: empty when `-o` was given; on failure, what mlir-opt
    /// prints all the same (the chunks of `--split-input-file` that succeeded).
    pub stdout: Vec<u8>,
    /// Text for standard error.
    pub stderr: String,
    /// The process exit code: 0 on success, 1 on any error.
    pub code: i32,
}

/// Parses, verifies and prints `src` (read from `file`) into the text mlir-opt would write,
/// or the diagnostics it would report; only the builtin dialect is registered.
pub fn process(src: &str, file: &str, opts: &Options) -> Result<String, Vec<Diagnostic>> {
    process_with(src, file, opts, &|_| {})
}

/// [`process`] with the dialects `register` adds to the context.
pub fn process_with(
    src: &str,
    file: &str,
    opts: &Options,
    register: &dyn Fn(&mut Context),
) -> Result<String, Vec<Diagnostic>> {
    // Errors a pass emits without failing do not fail the run: the output stands, and a
    // failure lists them before the errors that ended it.
    let (chunk_stderr, result) =
        process_chunk(src, 0..src.len(), file, opts, register, false, None);
    let result = result.map(utf8_or_lossy);
    result.map_err(|mut diags| {
        diags.splice(0..0, chunk_stderr.emitted);
        diags
    })
}

fn process_chunk(
    src: &str,
    chunk: Range<usize>,
    file: &str,
    opts: &Options,
    register: &dyn Fn(&mut Context),
    verifying: bool,
    bytecode: Option<&[u8]>,
) -> (ChunkStderr, Result<Vec<u8>, Vec<Diagnostic>>) {
    let whole = chunk == (0..src.len());
    let (line, col) = ods_runtime::asm::lexer::line_col(src, chunk.start);
    // The chunk preceded by blank lines and spaces up to its place: every position in it
    // has its line and column in the file.
    let text: std::borrow::Cow<'_, str> = if chunk.start == 0 {
        std::borrow::Cow::Borrowed(&src[chunk.clone()])
    } else {
        let mut t = "\n".repeat(line as usize - 1);
        t.push_str(&" ".repeat(col as usize - 1));
        t.push_str(&src[chunk.clone()]);
        std::borrow::Cow::Owned(t)
    };
    let mut ctx = Context::new();
    register(&mut ctx);
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered);
    // Statistics a run sets (cse's) would depend on how the functions fell to threads.
    ctx.set_multithreading(!(opts.disable_threading || opts.pass_statistics));
    let start_loc = (chunk.start != 0).then_some((line, col));
    let mut chunk_stderr = ChunkStderr {
        timing: opts.timing.then(timing::Timing::new),
        ..ChunkStderr::default()
    };
    let result = parse_verify_print(
        &mut ctx,
        &text,
        file,
        opts,
        ChunkPlace {
            verifying,
            start_loc,
            bytecode,
        },
        register,
        &mut chunk_stderr,
    );
    if let Some(t) = chunk_stderr.timing.take() {
        let report = t.report(opts.timing_display, opts.timing_format);
        chunk_stderr.report.push_str(&report);
    }
    // What passes wrote to standard output precedes the chunk's IR, or goes to standard
    // output alone when the IR goes to a file.
    let pass_stdout = ctx.pass_output().take_stdout();
    let result = if opts.output.is_some() {
        chunk_stderr.stdout = pass_stdout;
        result
    } else {
        result.map(|ir| {
            let mut out = pass_stdout.into_bytes();
            out.extend(ir);
            out
        })
    };
    if whole {
        if EXITS_AFTER_RUN.with(std::cell::Cell::get) {
            // The process ends after this run: freeing every operation, block and value
            // one by one would only cost time (clang skips it at exit the same way).
            std::mem::forget(ctx);
        }
        return (chunk_stderr, result);
    }
    let lines = LineIndex::new(src);
    let in_file = |d: Diagnostic| with_file_lines(d, src, file, &lines);
    chunk_stderr.emitted = std::mem::take(&mut chunk_stderr.emitted)
        .into_iter()
        .map(in_file)
        .collect();
    let result = result.map_err(|diags| diags.into_iter().map(in_file).collect());
    (chunk_stderr, result)
}

/// The diagnostic with the source lines of the whole file (a chunk may end inside a line).
fn with_file_lines(mut d: Diagnostic, src: &str, file: &str, lines: &LineIndex) -> Diagnostic {
    if d.file == file && d.line != 0 {
        if let Some(start) = lines.line_start(d.line) {
            d.source_line = Some(line_text(src, start).to_string());
        }
    }
    d.notes = d
        .notes
        .into_iter()
        .map(|n| with_file_lines(n, src, file, lines))
        .collect();
    d
}

/// The files diagnostics point into besides the input, read when first named, as
/// mlir-opt's source manager handler loads them to show their source lines (by the name
/// the location gives, from the working directory); `None` for a file that does not read.
#[derive(Default)]
struct OtherFiles {
    files: std::collections::HashMap<String, Option<String>>,
}

impl OtherFiles {
    /// Gives `d` and its notes the source lines of positions in files other than `input`.
    fn fill(&mut self, d: &mut Diagnostic, input: &str) {
        if d.line != 0 && d.col != 0 && d.source_line.is_none() && d.file != input {
            let text = self
                .files
                .entry(d.file.clone())
                .or_insert_with(|| std::fs::read_to_string(&d.file).ok());
            if let Some(text) = text {
                d.source_line = LineIndex::new(text)
                    .line_start(d.line)
                    .map(|start| line_text(text, start).to_string());
            }
        }
        for note in &mut d.notes {
            self.fill(note, input);
        }
    }
}

/// How a chunk is processed: under `--verify-diagnostics` or not, and where it starts in
/// the file (none for the whole file).
#[derive(Clone, Copy)]
struct ChunkPlace<'b> {
    verifying: bool,
    start_loc: Option<(u32, u32)>,
    /// The input, when it is bytecode rather than text.
    bytecode: Option<&'b [u8]>,
}

fn parse_verify_print(
    ctx: &mut Context,
    text: &str,
    file: &str,
    opts: &Options,
    place: ChunkPlace<'_>,
    register: &dyn Fn(&mut Context),
    stderr: &mut ChunkStderr,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let ChunkPlace {
        verifying,
        start_loc,
        bytecode,
    } = place;
    // Under `--verify-diagnostics` mlir-opt does not print the failing operation in a note.
    let render = |ctx: &mut Context, errors: Vec<ods_runtime::op_error::VerifyError>| {
        errors
            .into_iter()
            .map(|mut e| {
                if verifying {
                    e.op_for_note = None;
                }
                let print = PrintOptions {
                    debug_info: opts.debug_info,
                    value_users: opts.value_users,
                    ..PrintOptions::default()
                };
                render_error_with(ctx, &e, file, text, &print)
            })
            .collect::<Vec<_>>()
    };
    if let Some(t) = &mut stderr.timing {
        t.begin("Parser");
    }
    let parsed = parse_and_verify(ctx, text, file, opts, (start_loc, bytecode), &render);
    if let Some(t) = &mut stderr.timing {
        t.end();
    }
    let wrapper = parsed?;
    let top = if opts.no_implicit_module {
        single_top_level_op(ctx, wrapper, file)?
    } else {
        unwrap_single_module(ctx, wrapper)
    };
    if opts.verify_roundtrip {
        // Through text, then through bytecode; each reports its own error.
        let mut errors = Vec::new();
        for bytecode in [false, true] {
            if let Err(message) = verify_roundtrip(ctx, top, opts, register, bytecode) {
                errors.push(ods_runtime::op_error::VerifyError::op(ctx, top, message));
            }
        }
        if !errors.is_empty() {
            return Err(render(ctx, errors));
        }
    }
    // mlir-opt sets up a pass manager for every input, passes or not, with the command
    // line's pass-manager options applied.
    if opts.print_ir_module_scope && !opts.disable_threading {
        return Err(vec![Diagnostic::without_source(
            ods_runtime::diag::Severity::Error,
            "<unknown>:0",
            "IR print for module scope can't be setup on a pass-manager without disabling \
             multi-threading first.\n",
        )]);
    }
    if !opts.passes.is_empty()
        || opts.pass_pipeline.is_some()
        || opts.pass_statistics
        || opts.dump_pass_pipeline
    {
        run_passes(ctx, top, file, opts, verifying, stderr, &render)?;
    }
    // mlir-opt's printer verifies what it prints (its diagnostics discarded) and prints an
    // operation that fails in the generic form; only unverified input can get there.
    let generic = opts.generic || (opts.no_verify_on_parse && verify(ctx, top).is_err());
    if opts.bytecode_version.is_some() && !opts.emit_bytecode {
        return Err(vec![Diagnostic::without_source(
            ods_runtime::diag::Severity::Error,
            "<unknown>:0",
            "bytecode version while not emitting bytecode",
        )]);
    }
    if let Some(t) = &mut stderr.timing {
        t.begin("Output");
    }
    if opts.emit_bytecode {
        // The implicit module sits at `file:0:0`, which the rendering spells out.
        let bytes = emit_bytecode(ctx, top, opts).map_err(|e| render(ctx, vec![e]));
        if let Some(t) = &mut stderr.timing {
            t.end();
        }
        return bytes;
    }
    let text = print_top_level(
        ctx,
        top,
        PrintOptions {
            generic,
            ..opts.print_options()
        },
    );
    if let Some(t) = &mut stderr.timing {
        t.end();
    }
    Ok(text.into_bytes())
}

/// `top` as bytecode (`--emit-bytecode`), or the error mlir-opt reports on it.
fn emit_bytecode(
    ctx: &mut Context,
    top: ods_runtime::ir::OpId,
    opts: &Options,
) -> Result<Vec<u8>, ods_runtime::op_error::VerifyError> {
    let requested = opts
        .bytecode_version
        .unwrap_or(ods_runtime::bytecode::version::CURRENT as i64);
    let error = |ctx: &Context, message: String| {
        ods_runtime::op_error::VerifyError::plain(ctx, top, message)
    };
    if !(0..=ods_runtime::bytecode::version::CURRENT as i64).contains(&requested) {
        let message = format!(
            "unsupported version requested {requested}, must be in range [0, {}]",
            ods_runtime::bytecode::version::CURRENT
        );
        return Err(error(ctx, message));
    }
    let config = ods_runtime::bytecode::WriterConfig {
        version: requested as u64,
        elide_resource_data: opts.elide_resource_data,
        ..Default::default()
    };
    ods_runtime::bytecode::write_bytecode(ctx, top, &config).map_err(|e| error(ctx, e.message))
}

/// Parses a chunk and verifies it (unless told not to), as mlir-opt's parser does; returns
/// the wrapper operation holding what was parsed.
fn parse_and_verify(
    ctx: &mut Context,
    text: &str,
    file: &str,
    opts: &Options,
    (start_loc, bytecode): (Option<(u32, u32)>, Option<&[u8]>),
    render: &RenderErrors<'_>,
) -> Result<ods_runtime::ir::OpId, Vec<Diagnostic>> {
    let wrapper = match bytecode {
        // mlir-opt reports a malformed bytecode file at its `file:0:0`.
        // A textual entry that does not parse is reported inside its text, as mlir-opt does.
        Some(data) => ods_runtime::bytecode::read_bytecode(ctx, data, file).map_err(|e| {
            if let Some(error) = &e.op_error {
                // An error a dialect emitted on the IR read, reported as the verifier's.
                let mut error = (**error).clone();
                if let Some(note) = &e.note {
                    error.notes.push((error.loc, note.clone()));
                }
                let rendered = render(ctx, vec![error]);
                e.discard_ir(ctx);
                return rendered;
            }
            if e.is_silent() {
                return Vec::new();
            }
            let at = e.at.unwrap_or_else(|| format!("{file}:0:0"));
            let diagnostic = |severity, message| Diagnostic::without_source(severity, &at, message);
            let error = diagnostic(ods_runtime::diag::Severity::Error, e.message);
            let first = match e.note {
                Some(note) => error.with_note(diagnostic(ods_runtime::diag::Severity::Note, note)),
                None => error,
            };
            let then = e
                .then
                .map(|m| diagnostic(ods_runtime::diag::Severity::Error, m));
            std::iter::once(first).chain(then).collect()
        })?,
        None => parse_source(ctx, text, file)?,
    };
    if let Some((line, col)) = start_loc {
        // The implicit module of a chunk is located where the chunk starts.
        let loc = Location::file_line_col(ctx, file, line, col);
        wrapper.set_loc(ctx, loc);
    }
    if !opts.no_verify_on_parse
        && let Err(mut errors) = verify(ctx, wrapper)
    {
        // Bytecode is verified as it is read, and MLIR's reader notes on every diagnostic
        // which version and producer wrote the file.
        if let Some(note) = bytecode.and_then(ods_runtime::bytecode::header_note) {
            for e in &mut errors {
                e.notes.push((e.loc, note.clone()));
            }
        }
        return Err(render(ctx, errors));
    }
    Ok(wrapper)
}

/// What a chunk writes to standard error beside its diagnostics: the IR printed around
/// passes (before the diagnostics) and the pass statistics report (after them).
#[derive(Default)]
struct ChunkStderr {
    /// What passes wrote to standard output, when the output goes to a file.
    stdout: String,
    dumps: String,
    /// The errors passes emitted without failing.
    emitted: Vec<Diagnostic>,
    report: String,
    /// The chunk's timers under `--mlir-timing`.
    timing: Option<timing::Timing>,
}

/// Renders a pass's errors as the chunk's diagnostics.
type RenderErrors<'r> =
    dyn Fn(&mut Context, Vec<ods_runtime::op_error::VerifyError>) -> Vec<Diagnostic> + 'r;

/// Runs the command line's passes on `top`.
fn run_passes(
    ctx: &mut Context,
    top: ods_runtime::ir::OpId,
    file: &str,
    opts: &Options,
    verifying: bool,
    stderr: &mut ChunkStderr,
    render: &RenderErrors<'_>,
) -> Result<(), Vec<Diagnostic>> {
    let top_name = ctx.op_name(ctx.op(top).name()).as_str().to_string();
    // The standard passes and those the tool registered in this chunk's context.
    let registry = ctx.registered_passes();
    let built = match &opts.pass_pipeline {
        Some(pipeline) => pipeline::pass_manager(&opts.program, pipeline, registry),
        None => pipeline::flags_pass_manager(&opts.program, &top_name, &opts.passes, registry),
    };
    // The command line was checked against the same registry, so this holds.
    let mut pm = match built {
        Ok(pm) => pm,
        Err(message) => {
            let mut d = Diagnostic::error_at(file, "", 0, message);
            d.source_line = None;
            return Err(vec![d]);
        }
    };
    if opts.dump_pass_pipeline {
        stderr.dumps.push_str(&pm.dump());
        stderr.dumps.push('\n');
    }
    if pm.anchor() != pass::ANY && pm.anchor() != top_name {
        return Err(vec![error_at_file_start(
            file,
            format!(
                "can't run '{}' pass manager on '{top_name}' op",
                pm.anchor()
            ),
        )]);
    }
    // A pass that fails without a diagnostic (`test-convergence`) fails the run silently.
    let verify_each = !opts.no_verify_each;
    ctx.pass_output().elide_elements_limit = opts.elide_threshold;
    let mut instrumentations = pass::Instrumentations::new();
    let mut printer = ir_printing::IrPrinter::new(opts, &mut stderr.dumps);
    instrumentations.add(&mut printer);
    let mut timer = stderr.timing.as_mut().map(timing::PassTimer::new);
    if let Some(t) = &mut timer {
        instrumentations.add(t);
    }
    let result = pm.run_instrumented(ctx, top, verify_each, &mut instrumentations);
    drop(instrumentations);
    // What the passes wrote to standard error, in order with the IR dumps.
    printer.take_pass_reports(ctx);
    let reported = std::mem::take(&mut printer.errors);
    // Errors passes emitted, failing or not: checked against the expectations, or printed
    // where they were emitted among the dumps.
    let mut inserted = 0;
    for (at, error) in reported {
        let rendered = render(ctx, vec![error]);
        if verifying {
            stderr.emitted.extend(rendered);
        } else {
            let text: String = rendered.iter().map(ToString::to_string).collect();
            stderr.dumps.insert_str(at + inserted, &text);
            inserted += text.len();
        }
    }
    // The statistics are reported once the run ends, failed or not.
    if opts.pass_statistics {
        stderr.report = pm.statistics_report(opts.pass_statistics_display);
    }
    result.map_err(|failure| render(ctx, failure.errors))
}

impl Options {
    /// The printer's options the printing flags ask for.
    pub fn print_options(&self) -> PrintOptions {
        PrintOptions {
            generic: self.generic,
            debug_info: self.debug_info,
            local_scope: self.local_scope,
            hex_threshold: self.hex_threshold.unwrap_or(100),
            elide_threshold: self.elide_threshold,
            skip_regions: self.skip_regions,
            name_loc_prefix: self.name_loc_prefix,
            value_users: self.value_users,
        }
    }
}

/// `--verify-roundtrip`, as mlir-opt's textual round trip: `top` printed in the generic form
/// with its locations (or, with `bytecode`, `top` written as bytecode) reads back in a new
/// context (with the same dialects, verified as the input was) into an operation that prints
/// the same in that form; else the message of mlir-opt's error on `top`.
fn verify_roundtrip(
    ctx: &mut Context,
    top: ods_runtime::ir::OpId,
    opts: &Options,
    register: &dyn Fn(&mut Context),
    bytecode: bool,
) -> Result<(), String> {
    let kind = if bytecode { "bytecode" } else { "textual" };
    let generic = PrintOptions {
        generic: true,
        debug_info: true,
        ..PrintOptions::default()
    };
    let reference = print_top_level(ctx, top, generic);
    let mut again = Context::new();
    register(&mut again);
    again.set_allow_unregistered_dialects(ctx.allows_unregistered_dialects());
    let parsed = if bytecode {
        let config = ods_runtime::bytecode::WriterConfig::default();
        let Ok(bytes) = ods_runtime::bytecode::write_bytecode(ctx, top, &config) else {
            return Err("failed to write bytecode, cannot verify round-trip.\n".into());
        };
        ods_runtime::bytecode::read_bytecode(&mut again, &bytes, "roundtrip").ok()
    } else {
        parse_source(&mut again, &reference, "roundtrip").ok()
    };
    let parsed = parsed.filter(|&w| opts.no_verify_on_parse || verify(&again, w).is_ok());
    let Some(wrapper) = parsed else {
        return Err(format!(
            "failed to parse {kind} content back, cannot verify round-trip.\n"
        ));
    };
    // The input holds one operation, which the reader's wrapper holds; printed on its own.
    let reparsed = match top_level_ops(&again, wrapper)[..] {
        [op] => op,
        _ => wrapper,
    };
    let roundtrip = print_top_level(&mut again, reparsed, generic);
    if reference != roundtrip {
        return Err(format!(
            "{kind} roundTrip testing roundtripped module differs from reference:\n\
             <<<<<<Reference\n{reference}\n=====\n{roundtrip}\n>>>>>roundtripped\n"
        ));
    }
    Ok(())
}

/// The operations at the top of the input, which the parser's `wrapper` holds.
fn top_level_ops(ctx: &Context, wrapper: ods_runtime::ir::OpId) -> Vec<ods_runtime::ir::OpId> {
    ctx.op(wrapper)
        .regions()
        .first()
        .and_then(|&r| ctx.region(r).blocks().first().copied())
        .map(|b| ctx.block(b).ops().collect())
        .unwrap_or_default()
}

/// Under `--no-implicit-module`: the one operation the input holds (detached from the
/// parser's wrapper), else mlir-opt's error, which it reports at line 0 of the input.
fn single_top_level_op(
    ctx: &mut Context,
    wrapper: ods_runtime::ir::OpId,
    file: &str,
) -> Result<ods_runtime::ir::OpId, Vec<Diagnostic>> {
    let ops = top_level_ops(ctx, wrapper);
    if let [op] = ops[..] {
        op.remove(ctx);
        wrapper.erase(ctx);
        return Ok(op);
    }
    Err(vec![error_at_file_start(
        file,
        format!(
            "source must contain a single top-level operation, found: {}",
            ops.len()
        ),
    )])
}

/// An error at `file:0:0`, without a source line (where mlir-opt reports on the whole
/// file).
fn error_at_file_start(file: &str, message: String) -> Diagnostic {
    Diagnostic::without_source(
        ods_runtime::diag::Severity::Error,
        &format!("{file}:0:0"),
        message,
    )
}

/// The dialects `ods-opt` itself has beside builtin: those built from upstream's specs
/// ([`register_upstream`]) and the Toy tutorial's (`toy`, with its `toy-shape-inference`
/// pass).
pub fn register_bundled(ctx: &mut Context) {
    register_upstream(ctx);
    ods_dialect_toy::toy::register(ctx);
    ods_dialect_toy::passes::register_passes(ctx);
}

/// The bundled dialects mlir-opt 22 registers too, built from upstream's specs: `arith`, `cf`,
/// `complex`, `func`, `index`, `math`, `scf`, `ub`, and upstream's test dialect as `test`, with
/// the `dlti` namespace it depends on, and upstream's test passes. With these, a file of
/// other dialects' operations (Toy's, say) reads as unregistered operations, as in mlir-opt.
pub fn register_upstream(ctx: &mut Context) {
    ods_dialect_arith::arith::register(ctx);
    ods_dialect_cf::cf::register(ctx);
    ods_dialect_cf::register_inliner_interface(ctx);
    ods_dialect_complex::complex::register(ctx);
    ods_dialect_func::func::register(ctx);
    ods_dialect_index::index::register(ctx);
    ods_dialect_math::math::register(ctx);
    ods_dialect_scf::scf::register(ctx);
    ods_dialect_scf::register_inliner_interface(ctx);
    ods_dialect_ub::ub::register(ctx);
    ods_dialect_upstream_test::test::register(ctx);
    ods_dialect_upstream_test::bytecode::register(ctx);
    ods_dialect_upstream_test::passes::register(ctx);
}

/// Runs `ods-opt` on `args` with `stdin` as standard input: the builtin dialect and
/// [`register_bundled`]'s registered, ods-opt's name in messages.
pub fn run(args: &[String], stdin: &[u8]) -> RunOutput {
    run_with(args, stdin, register_bundled)
}

/// Runs the driver on `args` with `stdin` as standard input; `register` is called on every
/// context the driver creates, to register dialects beside builtin.
pub fn run_with(args: &[String], stdin: &[u8], register: impl Fn(&mut Context)) -> RunOutput {
    run_as("ods-opt", args, stdin, &register)
}

/// [`run_with`] for the tool invoked as `argv0` (its file name names the tool in messages).
pub fn run_as(
    argv0: &str,
    args: &[String],
    stdin: &[u8],
    register: &dyn Fn(&mut Context),
) -> RunOutput {
    let program = program_name(argv0);
    let failure = |stderr: String| RunOutput {
        stderr,
        code: 1,
        ..RunOutput::default()
    };
    let opts = match parse_args_as(program, argv0, args, &pass_registry(register)) {
        Ok(o) => o,
        Err(msg) => return failure(msg),
    };
    if opts.help {
        return RunOutput {
            stdout: help_text(program, register).into_bytes(),
            ..RunOutput::default()
        };
    }
    if opts.show_dialects {
        let names = options::dialect_names(register).join(",");
        return RunOutput {
            stdout: format!("Available Dialects: {names}\n").into_bytes(),
            ..RunOutput::default()
        };
    }
    let (file, bytes) = match opts.input.as_deref() {
        None | Some("-") => ("<stdin>".to_string(), stdin.to_vec()),
        Some(path) => match std::fs::read(path) {
            Ok(b) => (path.to_string(), b),
            Err(e) => {
                return failure(format!(
                    "cannot open input file '{path}': {}\n",
                    io_message(&e)
                ));
            }
        },
    };
    let Processed {
        text,
        pass_stdout,
        stderr,
        ok,
    } = if ods_runtime::bytecode::is_bytecode(&bytes) {
        process_bytecode_input(&bytes, &file, &opts, register)
    } else {
        let text = match std::str::from_utf8(&bytes) {
            Ok(text) => std::borrow::Cow::Borrowed(text),
            Err(_) => String::from_utf8_lossy(&bytes),
        };
        process_input(&text, &file, &opts, register)
    };
    if !ok {
        // The output file is kept only on success; standard output shows what was printed.
        let stdout = if opts.output.is_some() {
            pass_stdout.into_bytes()
        } else {
            text
        };
        return RunOutput {
            stdout,
            stderr,
            code: 1,
        };
    }
    match &opts.output {
        Some(path) => match std::fs::write(path, &text) {
            Ok(()) => RunOutput {
                stdout: pass_stdout.into_bytes(),
                stderr,
                code: 0,
            },
            Err(e) => failure(format!(
                "{stderr}Could not open output file '{path}': {}\n",
                io_message(&e)
            )),
        },
        None => RunOutput {
            stdout: text,
            stderr,
            code: 0,
        },
    }
}

/// What [`process_input`] made of an input.
#[derive(Debug, Default)]
pub struct Processed {
    /// The output (what `-o` names, or standard output): text, or bytecode under
    /// `--emit-bytecode`.
    pub text: Vec<u8>,
    /// What passes wrote to standard output when the output goes to a file (`-o`); without
    /// one it precedes each chunk's IR in `text`.
    pub pass_stdout: String,
    /// Standard error.
    pub stderr: String,
    /// Whether the run succeeded.
    pub ok: bool,
}

/// Processes the whole input (split into chunks under `--split-input-file`, checked against
/// its expectations under `--verify-diagnostics`).
pub fn process_input(
    src: &str,
    file: &str,
    opts: &Options,
    register: &dyn Fn(&mut Context),
) -> Processed {
    process_input_impl(src, file, opts, register, None)
}

/// [`process_input`] for bytecode input (`data` starts with the bytecode magic).
pub fn process_bytecode_input(
    data: &[u8],
    file: &str,
    opts: &Options,
    register: &dyn Fn(&mut Context),
) -> Processed {
    process_input_impl("", file, opts, register, Some(data))
}

fn process_input_impl(
    src: &str,
    file: &str,
    opts: &Options,
    register: &dyn Fn(&mut Context),
    bytecode: Option<&[u8]>,
) -> Processed {
    let mut stderr = String::new();
    let mut pass_stdout = String::new();
    // mlir-opt reads the expectations of every input, with or without
    // `--verify-diagnostics` (see `Verifier::finish_unchecked`).
    let level = opts.verify_diagnostics.unwrap_or_default();
    let mut expectations = expectations::Verifier::new(file, src, level);
    stderr.push_str(&std::mem::take(&mut expectations.stderr));
    let verifying = opts.verify_diagnostics.is_some();
    let chunks = match opts.split_input_file.as_deref() {
        Some(marker) if marker.len() > 2 => {
            let (chunks, warnings) = split::split(src, file, marker);
            for w in &warnings {
                stderr.push_str(&w.to_string());
            }
            chunks
        }
        _ => std::iter::once(0..src.len()).collect(),
    };
    let mut outputs = Vec::with_capacity(chunks.len());
    let mut failed = false;
    let mut other_files = OtherFiles::default();
    for chunk in chunks {
        let (chunk_stderr, result) =
            process_chunk(src, chunk, file, opts, register, verifying, bytecode);
        pass_stdout.push_str(&chunk_stderr.stdout);
        // The IR printed around passes goes to standard error as the passes run, before
        // the chunk's diagnostics; the statistics report follows them.
        stderr.push_str(&chunk_stderr.dumps);
        for mut d in chunk_stderr.emitted {
            other_files.fill(&mut d, file);
            if verifying {
                expectations.process(&d);
            } else {
                stderr.push_str(&d.to_string());
            }
        }
        if verifying {
            stderr.push_str(&std::mem::take(&mut expectations.stderr));
        }
        match result {
            Ok(text) => outputs.push(text),
            Err(mut diags) => {
                for d in &mut diags {
                    other_files.fill(d, file);
                }
                failed = true;
                outputs.push(Vec::new());
                if verifying {
                    for d in &diags {
                        expectations.process(d);
                    }
                    stderr.push_str(&std::mem::take(&mut expectations.stderr));
                } else {
                    stderr.extend(diags.iter().map(|d| d.to_string()));
                }
            }
        }
        stderr.push_str(&chunk_stderr.report);
    }
    let marker = opts
        .output_split_marker
        .as_deref()
        .unwrap_or(split::DEFAULT_MARKER);
    let text = outputs.join(format!("{marker}\n").as_bytes());
    let ok = if verifying {
        expectations.finish()
    } else {
        expectations.finish_unchecked();
        !failed
    };
    stderr.push_str(&expectations.stderr);
    Processed {
        text,
        pass_stdout,
        stderr,
        ok,
    }
}

/// The tool's name in messages: the file name of `argv0`.
fn program_name(argv0: &str) -> &str {
    argv0.rsplit('/').next().unwrap_or(argv0)
}

/// The whole of a tool's `main`, as MLIR's `MlirOptMain`: registers the dialects `register`
/// adds (beside builtin) in every context, parses the command line, reads the input file or
/// standard input, writes standard output or `-o`, and exits with the driver's code.
///
/// ```no_run
/// # mod my_dialect { pub fn register(_: &mut ods_runtime::Context) {} }
/// fn main() {
///     ods_opt::main_with(|ctx| my_dialect::register(ctx))
/// }
/// ```
pub fn main_with(register: impl Fn(&mut Context)) -> ! {
    use std::io::Write as _;
    EXITS_AFTER_RUN.with(|e| e.set(true));
    let mut argv = std::env::args();
    let argv0 = argv.next().unwrap_or_else(|| "ods-opt".to_string());
    let args: Vec<String> = argv.collect();
    let registry = pass_registry(&register);
    let reads_stdin = parse_args_as("ods-opt", &argv0, &args, &registry).is_ok_and(|o| {
        !o.help && !o.show_dialects && (o.input.is_none() || o.input.as_deref() == Some("-"))
    });
    let stdin = if reads_stdin {
        read_stdin()
    } else {
        Vec::new()
    };
    let out = run_as(&argv0, &args, &stdin, &register);
    // mlir-opt writes standard error as it goes and its buffered standard output at the
    // end: where both go to one place, the former comes first.
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    let _ = std::io::stdout().write_all(&out.stdout);
    let _ = std::io::stdout().flush();
    std::process::exit(out.code);
}

thread_local! {
    /// Set by [`main_with`], which exits the process after its one run: the context of a
    /// whole (unsplit) input is then left to the exit rather than freed.
    static EXITS_AFTER_RUN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
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

/// `bytes` as text, taken over without a copy when they are UTF-8 (invalid sequences
/// otherwise become U+FFFD).
fn utf8_or_lossy(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}
#[cfg(test)]
mod tests {
    use super::*;
    use ods_runtime::region_simplify::RegionSimplification;

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
        assert!(o.passes.is_empty() && !o.no_verify_each);
        let c = parse_args(&args(&["--canonicalize"])).expect("valid flag");
        assert_eq!(
            c.passes,
            vec![pipeline::PassFlag {
                argument: "canonicalize".into(),
                options: None
            }]
        );
        let c = parse_args(&args(&[
            "--canonicalize=max-iterations=3 top-down=false max-num-rewrites=-1",
            "--verify-each=0",
        ]))
        .expect("valid options");
        assert_eq!(
            c.passes[0].options.as_deref(),
            Some("max-iterations=3 top-down=false max-num-rewrites=-1")
        );
        assert!(c.no_verify_each);
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
        let info = pass::canonicalize_pass();
        let parse = |text: &str| info.parse_options(text);
        let config = |text: &str| pass::canonicalize_config(&parse(text).expect("valid options"));
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
        assert!(
            parse("test-convergence")
                .expect("flag")
                .flag("test-convergence")
        );
        assert!(
            !parse("test-convergence=0")
                .expect("flag")
                .flag("test-convergence")
        );
        let error = |text: &str| {
            let e = parse(text).expect_err("invalid option");
            pipeline::option_error_text("ods-opt", &e)
        };
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
        // `test` is registered, as mlir-opt's is, and allows unknown operations.
        let bad = run(&args(&["-"]), b"\"x.a\"() : () -> ()\n");
        assert_eq!(bad.code, 1);
        assert!(bad.stdout.is_empty(), "no partial output on error");
        assert!(
            bad.stderr.starts_with(
                "<stdin>:1:6: error: operation being parsed with an unregistered dialect"
            ),
            "{}",
            bad.stderr
        );
    }

    #[test]
    fn standard_input_splits_and_verifies() {
        let src = b"\"x.a\"() : () -> ()\n// -----\n// expected-error@+1 {{undeclared}}\n\
                    \"x.b\"(%0) : (i32) -> ()\n// -----\n\"x.c\"(%0) : (i32) -> ()\n";
        let flags = ["--allow-unregistered-dialect", "--split-input-file"];
        let split = run(&args(&flags), src);
        assert_eq!(split.code, 1);
        assert_eq!(
            String::from_utf8(split.stdout).expect("utf-8"),
            "module {\n  \"x.a\"() : () -> ()\n}\n\n// -----\n// -----\n"
        );
        assert!(
            split
                .stderr
                .starts_with("<stdin>:4:7: error: use of undeclared SSA value")
        );
        let verified = run(&args(&[flags[0], flags[1], "--verify-diagnostics"]), src);
        assert_eq!(verified.code, 1);
        assert_eq!(
            verified.stderr,
            "<stdin>:6:7: error: unexpected error: use of undeclared SSA value name\n\
             \"x.c\"(%0) : (i32) -> ()\n      ^\n"
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
