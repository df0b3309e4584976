//! Upstream's pass-manager test passes (`mlir/test/lib/Pass/TestPassManager.cpp`), which
//! upstream's `mlir/test/Pass` tests schedule: passes that do nothing on a module or on a
//! function, an interface pass that remarks on each function, one that only takes
//! options, one that always fails, and one that keeps statistics; and the test pass
//! pipelines registered there: two nested pipelines (one built in code, one from text) and
//! one that takes the options of `test-options-pass`.
//!
//! Also the options-of-options pass `test-options-super-pass` and its pipeline.
//!
//! Left out: the passes that crash or
//! make the IR invalid, `test-options-pass-a`/`-b` and their pipeline, and
//! `test-dump-pipeline`.

use ods_runtime::Context;
use ods_runtime::interfaces::function::FunctionOpInterface;
use ods_runtime::ir::{OpId, WalkOrder};
use ods_runtime::op_error::VerifyError;
use ods_runtime::pass::pipeline::{add_to_pipeline, parse_pass_list};
use ods_runtime::pass::{
    Nesting, OpPassManager, OptionKind, Pass, PassFailure, PassInfo, PassOption, PassRegistry,
    PassResult, Statistic,
};

/// The options of `test-options-pass` and `test-options-pass-pipeline` (upstream's
/// `TestOptionsPass::Options`), which `test-options-super-pass` takes lists of.
static TEST_OPTIONS: [PassOption; 4] = [
    PassOption::new(
        "enum",
        OptionKind::Enum(&[
            ("zero", "Example zero value"),
            ("one", "Example one value"),
            ("two", "Example two value"),
        ]),
        "zero",
        "Example enum option",
    ),
    PassOption::new(
        "list",
        OptionKind::List(&OptionKind::Int),
        "",
        "Example list option",
    ),
    PassOption::new(
        "string-list",
        OptionKind::List(&OptionKind::String),
        "",
        "Example string list option",
    ),
    PassOption::new("string", OptionKind::String, "", "Example string option"),
];

/// The options of `test-options-pass` and `test-options-pass-pipeline`.
fn test_options() -> [PassOption; 4] {
    TEST_OPTIONS.clone()
}

/// A list of groups of [`TEST_OPTIONS`].
const OPTIONS_LIST: OptionKind = OptionKind::List(&OptionKind::Nested(&TEST_OPTIONS));

/// A new instance of the registered pass `argument` with the option text `options`.
fn registered(
    registry: &PassRegistry,
    argument: &str,
    options: Option<&str>,
) -> Result<ods_runtime::pass::PassInstance, String> {
    let info = registry
        .get(argument)
        .ok_or_else(|| format!("'{argument}' does not refer to a registered pass\n"))?;
    info.instantiate(options)
        .map_err(|e| format!("{argument}: {e:?}\n"))
}

/// `test-pm-nested-pipeline`: a module pipeline with a module pass and a function pipeline
/// with a function pass, then a function pipeline with a function pass.
fn nested_pipeline(pm: &mut OpPassManager, registry: &PassRegistry) -> Result<(), String> {
    let module = pm.nest("builtin.module");
    module.add_pass(
        registered(registry, "test-module-pass", None)?,
        Nesting::Explicit,
    )?;
    module.nest("func.func").add_pass(
        registered(registry, "test-function-pass", None)?,
        Nesting::Explicit,
    )?;
    pm.nest("func.func").add_pass(
        registered(registry, "test-function-pass", None)?,
        Nesting::Explicit,
    )?;
    Ok(())
}

/// Registers the test pass pipelines with `ctx`.
fn register_pipelines(ctx: &mut Context) {
    ctx.register_pass(PassInfo::pipeline(
        "test-pm-nested-pipeline",
        "Test a nested pipeline in the pass manager",
        |pm, _, registry, _| nested_pipeline(pm, registry),
    ));
    ctx.register_pass(PassInfo::pipeline(
        "test-textual-pm-nested-pipeline",
        "Test a nested pipeline in the pass manager",
        |pm, _, registry, _| {
            // Upstream ignores whether the text could be added.
            let _ = parse_pass_list("test-pm-nested-pipeline", registry)
                .and_then(|elements| add_to_pipeline("ods-opt", &elements, pm, registry));
            Ok(())
        },
    ));
    let mut options_pipeline = PassInfo::pipeline(
        "test-options-pass-pipeline",
        "Parses options using pass pipeline registration",
        |pm, options, registry, nesting| {
            pm.add_pass(registered(registry, "test-options-pass", options)?, nesting)
                .map_err(|e| format!("{e}\n"))
        },
    );
    for option in test_options() {
        options_pipeline = options_pipeline.with_option(option);
    }
    ctx.register_pass(options_pipeline);
    ctx.register_pass(
        PassInfo::pipeline(
            "test-options-super-pass-pipeline",
            "Parses options of PassPipelineOptions using pass pipeline registration",
            |pm, options, registry, nesting| {
                // The pass takes the pipeline's `super-list` as its `list`.
                let options = options.map(|o| o.replace("super-list=", "list="));
                let pass = registered(registry, "test-options-super-pass", options.as_deref())?;
                pm.add_pass(pass, nesting).map_err(|e| format!("{e}\n"))
            },
        )
        .with_option(PassOption::new(
            "super-list",
            OPTIONS_LIST,
            "",
            "Example list of PassPipelineOptions option",
        )),
    );
}

/// Registers the pass-manager test passes and pipelines with `ctx`.
pub fn register(ctx: &mut Context) {
    register_pipelines(ctx);
    ctx.register_pass(
        PassInfo::new(
            "test-interface-pass",
            "Test an interface pass (running on FunctionOpInterface) in the pass manager",
            |_| {
                Box::new(|ctx: &mut Context, op: OpId| -> PassResult {
                    let remark =
                        VerifyError::remark(ctx, op, "Executing interface pass on operation");
                    ctx.pass_output().errors.push(remark);
                    Ok(())
                })
            },
        )
        .anchored_on_interface("FunctionOpInterface", |ctx, name| {
            ctx.op_name(name).has_interface::<FunctionOpInterface>()
        })
        .with_name("(anonymous namespace)::TestInterfacePass"),
    );
    let mut options_pass = PassInfo::new(
        "test-options-pass",
        "Test options parsing capabilities",
        |_| Box::new(|_: &mut Context, _: OpId| -> PassResult { Ok(()) }),
    )
    .anchored_on("func.func")
    .with_name("(anonymous namespace)::TestOptionsPass");
    for option in test_options() {
        options_pass = options_pass.with_option(option);
    }
    ctx.register_pass(options_pass);
    ctx.register_pass(
        PassInfo::new(
            "test-options-super-pass",
            "Test options of options parsing capabilities",
            |_| Box::new(|_: &mut Context, _: OpId| -> PassResult { Ok(()) }),
        )
        .anchored_on("func.func")
        .with_name("(anonymous namespace)::TestOptionsSuperPass")
        .with_option(PassOption::new(
            "list",
            OPTIONS_LIST,
            "",
            "Example list of PassPipelineOptions option",
        )),
    );
    ctx.register_pass(
        PassInfo::new(
            "test-module-pass",
            "Test a module pass in the pass manager",
            |_| Box::new(|_: &mut Context, _: OpId| -> PassResult { Ok(()) }),
        )
        .anchored_on("builtin.module")
        .with_name("(anonymous namespace)::TestModulePass"),
    );
    ctx.register_pass(
        PassInfo::new(
            "test-function-pass",
            "Test a function pass in the pass manager",
            |_| Box::new(|_: &mut Context, _: OpId| -> PassResult { Ok(()) }),
        )
        .anchored_on("func.func")
        .with_name("(anonymous namespace)::TestFunctionPass"),
    );
    ctx.register_pass(
        PassInfo::new(
            "test-pass-failure",
            "Test a pass in the pass manager that always fails",
            |options| {
                let diagnose = options.flag("gen-diagnostics");
                Box::new(move |ctx: &mut Context, op: OpId| -> PassResult {
                    if diagnose {
                        // `mlir::emitError` at the location: no operation note.
                        return Err(VerifyError::at(ctx.op(op).loc(), "illegal operation").into());
                    }
                    Err(PassFailure::silent())
                })
            },
        )
        .with_name("(anonymous namespace)::TestFailurePass")
        .with_option(PassOption::new(
            "gen-diagnostics",
            OptionKind::Bool,
            "false",
            "Generate a diagnostic message",
        )),
    );
    ctx.register_pass(
        PassInfo::new("test-stats-pass", "Test pass statistics", |_| {
            Box::new(StatisticPass::default())
        })
        .with_name("(anonymous namespace)::TestStatisticPass"),
    );
}

/// `test-stats-pass`: counts the operations it runs on, twice over, in two statistics
/// declared in the reverse of their names' order (the report sorts them).
#[derive(Default)]
struct StatisticPass {
    ops_again: u64,
    ops: u64,
}

impl Pass for StatisticPass {
    fn run(&mut self, ctx: &mut Context, op: OpId) -> PassResult {
        let mut n = 0;
        ctx.op(op).walk(WalkOrder::PreOrder, &mut |_, _| n += 1);
        self.ops += n;
        self.ops_again += n;
        Ok(())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic {
                name: "num-ops2",
                description: "Number of operations counted one more time",
                value: self.ops_again,
            },
            Statistic {
                name: "num-ops",
                description: "Number of operations counted",
                value: self.ops,
            },
        ]
    }
}
