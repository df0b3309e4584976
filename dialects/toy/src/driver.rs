//! `toyc`, the tutorial's driver: `toyc FILE -emit=ast|mlir [-opt]`. A `.toy` file is
//! parsed into the AST (`-emit=ast` dumps it) and turned into toy IR (`-emit=mlir`); a
//! `.mlir` file (or any file with `-x mlir`) is parsed as toy IR. The IR is verified, and
//! with `-opt` run through the chapter 4 pipeline ([`crate::passes::optimize`]), then
//! printed; `--mlir-print-op-generic` and `--mlir-print-debuginfo` print it as mlir-opt
//! would. Unlike the tutorial's driver, which writes everything to standard error, the
//! result goes to standard output and only diagnostics to standard error.

use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::verify::{render_error_with, verify};
use ods_runtime::{Context, Diagnostic};

use crate::{ast, mlirgen, parser, passes};

/// What to print.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Emit {
    /// The AST dump.
    Ast,
    /// The IR.
    #[default]
    Mlir,
}

/// The command line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The input file (`-` for standard input).
    pub input: String,
    /// `-emit=`
    pub emit: Emit,
    /// `-opt`
    pub opt: bool,
    /// `-x mlir`, or an input ending in `.mlir`.
    pub mlir_input: bool,
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--mlir-print-debuginfo`
    pub debug_info: bool,
}

/// The usage text.
pub const USAGE: &str = "OVERVIEW: toy compiler\n\n\
USAGE: toyc [options] <input toy file>\n\n\
OPTIONS:\n  \
-emit=<value>              Select the kind of output desired: ast (output the AST dump), mlir (output the MLIR dump)\n  \
-opt                       Enable optimizations (inline, canonicalize, shape inference, canonicalize, CSE)\n  \
-x=<value>                 Decided the kind of input desired: toy (load the input file as a Toy source), mlir (load the input file as an MLIR file)\n  \
--mlir-print-op-generic    Print the generic operation form\n  \
--mlir-print-debuginfo     Print debug info (locations) in the output\n";

/// Reads the command line (the tutorial's flags, with one or two dashes).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut opts = Options::default();
    let mut input: Option<String> = None;
    let mut kind: Option<String> = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let flag = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'));
        let Some(flag) = flag.filter(|f| !f.is_empty()) else {
            if input.replace(arg.clone()).is_some() {
                return Err(format!("too many positional arguments: '{arg}'"));
            }
            continue;
        };
        match flag.split_once('=') {
            Some(("emit", "ast")) => opts.emit = Emit::Ast,
            Some(("emit", "mlir")) => opts.emit = Emit::Mlir,
            Some(("emit", v)) => return Err(format!("invalid value '{v}' for -emit")),
            Some(("x", v)) => kind = Some(v.to_string()),
            _ => match flag {
                "opt" => opts.opt = true,
                "x" => kind = it.next().cloned(),
                "mlir-print-op-generic" => opts.generic = true,
                "mlir-print-debuginfo" => opts.debug_info = true,
                _ => return Err(format!("unknown argument '{arg}'")),
            },
        }
    }
    opts.input = input.unwrap_or_else(|| "-".to_string());
    opts.mlir_input = match kind.as_deref() {
        Some("mlir") => true,
        Some("toy") => false,
        Some(v) => return Err(format!("invalid value '{v}' for -x")),
        None => opts.input.ends_with(".mlir"),
    };
    Ok(opts)
}

/// A diagnostic at `line:col` of `src`, with its source line.
fn located(file: &str, src: &str, line: u32, col: u32, message: String) -> Diagnostic {
    Diagnostic {
        file: file.to_string(),
        line,
        col,
        message,
        severity: ods_runtime::diag::Severity::Error,
        source_line: src.lines().nth(line as usize - 1).map(str::to_string),
        notes: Vec::new(),
        show_source: None,
    }
}

/// Compiles `src` (the contents of `opts.input`): the text to print, or the diagnostics.
pub fn compile(src: &str, opts: &Options) -> Result<String, Vec<Diagnostic>> {
    let file = if opts.input == "-" {
        "<stdin>"
    } else {
        opts.input.as_str()
    };
    let mut ctx = Context::new();
    crate::toy::register(&mut ctx);
    let top = if opts.mlir_input {
        if opts.emit == Emit::Ast {
            return Err(vec![located(
                file,
                src,
                1,
                1,
                "can't dump a Toy AST when the input is MLIR".to_string(),
            )]);
        }
        let wrapper = parse_source(&mut ctx, src, file)?;
        if let Err(errors) = verify(&ctx, wrapper) {
            return Err(render(&mut ctx, errors, file, src, opts));
        }
        unwrap_single_module(&mut ctx, wrapper)
    } else {
        let module = parser::parse_module(src)
            .map_err(|e| vec![located(file, src, e.pos.line, e.pos.col, e.message)])?;
        if opts.emit == Emit::Ast {
            return Ok(ast::dump(&module, file));
        }
        let top = mlirgen::mlir_gen(&mut ctx, &module, file).map_err(|mut d| {
            d.source_line = src.lines().nth(d.line as usize - 1).map(str::to_string);
            vec![d]
        })?;
        if let Err(errors) = verify(&ctx, top) {
            let mut out = render(&mut ctx, errors, file, src, opts);
            out.push(Diagnostic {
                file: "loc(unknown)".to_string(),
                line: 0,
                col: 0,
                message: "module verification error".to_string(),
                severity: ods_runtime::diag::Severity::Error,
                source_line: None,
                notes: Vec::new(),
                show_source: None,
            });
            return Err(out);
        }
        top
    };
    if opts.opt {
        if let Err(e) = passes::optimize(&mut ctx, top) {
            return Err(render(&mut ctx, vec![e], file, src, opts));
        }
        if let Err(errors) = verify(&ctx, top) {
            return Err(render(&mut ctx, errors, file, src, opts));
        }
    }
    Ok(print_top_level(
        &mut ctx,
        top,
        PrintOptions {
            generic: opts.generic,
            debug_info: opts.debug_info,
            local_scope: false,
            hex_threshold: 100,
            elide_threshold: None,
            skip_regions: false,
            name_loc_prefix: false,
            value_users: false,
        },
    ))
}

fn render(
    ctx: &mut Context,
    errors: Vec<ods_runtime::op_error::VerifyError>,
    file: &str,
    src: &str,
    opts: &Options,
) -> Vec<Diagnostic> {
    errors
        .iter()
        .map(|e| {
            let print = PrintOptions {
                debug_info: opts.debug_info,
                ..PrintOptions::default()
            };
            render_error_with(ctx, e, file, src, &print)
        })
        .collect()
}

/// Runs `toyc` on `args` (without the program name): standard output, standard error and
/// the exit code.
pub fn run(args: &[String]) -> (String, String, i32) {
    let opts = match parse_args(args) {
        Ok(o) => o,
        Err(e) => return (String::new(), format!("toyc: {e}\n\n{USAGE}"), 1),
    };
    let src = if opts.input == "-" {
        let mut s = String::new();
        match std::io::Read::read_to_string(&mut std::io::stdin(), &mut s) {
            Ok(_) => s,
            Err(e) => return (String::new(), format!("toyc: cannot read stdin: {e}\n"), 1),
        }
    } else {
        match std::fs::read_to_string(&opts.input) {
            Ok(s) => s,
            Err(e) => {
                return (
                    String::new(),
                    format!("Could not open input file '{}': {e}\n", opts.input),
                    1,
                );
            }
        }
    };
    match compile(&src, &opts) {
        Ok(out) => (out, String::new(), 0),
        Err(diags) => {
            let text: String = diags.iter().map(|d| d.to_string()).collect();
            (String::new(), text, 1)
        }
    }
}
