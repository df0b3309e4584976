//! The IR printed around passes, as mlir-opt's `IRPrinterInstrumentation` writes it to
//! standard error: `--mlir-print-ir-before-all`, `--mlir-print-ir-before=PASS,...`,
//! `--mlir-print-ir-after-all`, `--mlir-print-ir-after=PASS,...`,
//! `--mlir-print-ir-after-change`, `--mlir-print-ir-after-failure` and
//! `--mlir-print-ir-module-scope`.
//!
//! Each dump is a header naming the pass, then the operation the pass ran on (in local
//! scope when it is nested in another) or, at module scope, the top-level operation, then an
//! empty line.

use ods_runtime::Context;
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::ir::OpId;
use ods_runtime::op_error::VerifyError;
use ods_runtime::pass::{PassInfo, PassInstrumentation};

use crate::Options;

/// Which passes the IR is printed around.
enum Filter {
    /// Every pass.
    All,
    /// The passes with these arguments.
    Only(Vec<String>),
}

impl Filter {
    fn new(all: bool, only: &[String]) -> Option<Filter> {
        if all {
            Some(Filter::All)
        } else if only.is_empty() {
            None
        } else {
            Some(Filter::Only(only.to_vec()))
        }
    }

    fn includes(filter: &Option<Filter>, pass: &PassInfo) -> bool {
        match filter {
            None => false,
            Some(Filter::All) => true,
            Some(Filter::Only(arguments)) => arguments.iter().any(|a| a == pass.argument()),
        }
    }
}

/// The instrumentation behind the IR printing flags.
pub struct IrPrinter<'a> {
    before: Option<Filter>,
    after: Option<Filter>,
    only_failure: bool,
    only_change: bool,
    module_scope: bool,
    /// The fingerprints of the operations passes run on, taken before each pass that is
    /// running (innermost last) when only changes are printed.
    fingerprints: Vec<u64>,
    print: PrintOptions,
    out: &'a mut String,
    /// The errors passes emitted, failing or not, each with the length `out` had when it
    /// was emitted (where it belongs among the dumps).
    pub errors: Vec<(usize, VerifyError)>,
}

impl<'a> IrPrinter<'a> {
    /// The printer `opts` asks for, writing to `out` (it prints nothing when no flag asks for
    /// printing, but still places what passes write and report in order).
    pub fn new(opts: &Options, out: &'a mut String) -> Self {
        let before = Filter::new(opts.print_ir_before_all, &opts.print_ir_before);
        // Printing after failures prints after every pass that fails.
        let after = Filter::new(
            opts.print_ir_after_all || opts.print_ir_after_failure,
            &opts.print_ir_after,
        );
        // Only changes matter when something is printed after passes.
        let only_change = opts.print_ir_after_change && after.is_some();
        IrPrinter {
            before,
            after,
            only_failure: opts.print_ir_after_failure,
            only_change,
            module_scope: opts.print_ir_module_scope,
            fingerprints: Vec::new(),
            print: opts.print_options(),
            out,
            errors: Vec::new(),
        }
    }

    /// Takes what the passes wrote and the errors they emitted so far, placing them at the
    /// end of the text written until now.
    pub fn take_pass_reports(&mut self, ctx: &mut Context) {
        self.out.push_str(&ctx.pass_output().take_stderr());
        let at = self.out.len();
        self.errors
            .extend(ctx.pass_output().take_errors().into_iter().map(|e| (at, e)));
    }

    /// `// -----// IR Dump {title} ({argument})`, the rest of the header and the IR.
    fn dump(&mut self, ctx: &mut Context, title: &str, pass: &PassInfo, op: OpId) {
        self.out
            .push_str(&format!("// -----// IR Dump {title} ({})", pass.argument()));
        let text = if self.module_scope {
            self.out.push_str(&format!(
                " ('{}' operation",
                ctx.op_name(ctx.op(op).name()).as_str()
            ));
            if let Some(name) = ctx
                .op(op)
                .attr("sym_name")
                .and_then(|a| ctx.attr(a).string_value())
            {
                self.out.push_str(&format!(": @{name}"));
            }
            self.out.push_str(") //----- //\n");
            let mut top = op;
            while let Some(parent) = ctx.op(top).parent_op() {
                top = parent;
            }
            print_top_level(ctx, top, self.print)
        } else {
            self.out.push_str(" //----- //\n");
            let nested = ctx.op(op).block().is_some();
            let print = PrintOptions {
                local_scope: self.print.local_scope || nested,
                ..self.print
            };
            print_top_level(ctx, op, print)
        };
        self.out.push_str(&text);
        self.out.push('\n');
    }
}

impl PassInstrumentation for IrPrinter<'_> {
    fn before_pass(&mut self, ctx: &mut Context, pass: &PassInfo, op: OpId) {
        // What earlier passes wrote to standard error comes before this dump.
        self.take_pass_reports(ctx);
        if self.only_change {
            self.fingerprints.push(ctx.op(op).fingerprint());
        }
        if Filter::includes(&self.before, pass) {
            self.dump(ctx, &format!("Before {}", pass.name()), pass, op);
        }
    }

    fn after_pass(&mut self, ctx: &mut Context, pass: &PassInfo, op: OpId) {
        self.take_pass_reports(ctx);
        let unchanged =
            self.only_change && self.fingerprints.pop() == Some(ctx.op(op).fingerprint());
        if self.only_failure || unchanged {
            return;
        }
        if Filter::includes(&self.after, pass) {
            self.dump(ctx, &format!("After {}", pass.name()), pass, op);
        }
    }

    fn after_pass_failed(&mut self, ctx: &mut Context, pass: &PassInfo, op: OpId) {
        self.take_pass_reports(ctx);
        if self.only_change {
            self.fingerprints.pop();
        }
        if Filter::includes(&self.after, pass) {
            self.dump(ctx, &format!("After {} Failed", pass.name()), pass, op);
        }
    }
    fn needs_one_thread(&self) -> bool {
        // Dumps come in the order passes run.
        self.before.is_some() || self.after.is_some()
    }

    fn report(&mut self, text: &str) -> bool {
        self.out.push_str(text);
        true
    }

    fn take_failure_errors(
        &mut self,
        ctx: &mut Context,
        errors: Vec<VerifyError>,
    ) -> Vec<VerifyError> {
        self.take_pass_reports(ctx);
        let at = self.out.len();
        self.errors.extend(errors.into_iter().map(|e| (at, e)));
        Vec::new()
    }
}
