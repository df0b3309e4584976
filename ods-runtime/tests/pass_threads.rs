//! Nested pipelines on threads: the IR, what passes write, the errors they emit and their
//! (summed) statistics are the same with and without threads; the first failure in
//! operation order ends the run; use lists keep their order; the operations errors name
//! are those of the caller's IR.

use ods_runtime::Attribute;
use ods_runtime::Location;
use std::collections::HashSet;
use std::sync::Mutex;
use std::thread::ThreadId;

use ods_runtime::Context;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::ir::OperationName;
use ods_runtime::ir::{OpId, OperationState, Value};
use ods_runtime::op_error::VerifyError;
use ods_runtime::pass::{
    Nesting, OpPassManager, Pass, PassFailure, PassInfo, PassResult, Statistic,
};

/// The threads the pass ran on, over every run of the test binary.
static THREADS: Mutex<Option<HashSet<ThreadId>>> = Mutex::new(None);

/// Marks every operation of its module, appends a `t.made` operation using the module's
/// first value, writes a line, emits a non-fatal error under `t.warn` and fails under
/// `t.fail` (on the module's first operation), counting its runs.
#[derive(Default)]
struct Mark {
    runs: u64,
}

impl Pass for Mark {
    fn run(&mut self, ctx: &mut Context, module: OpId) -> PassResult {
        self.runs += 1;
        THREADS
            .lock()
            .unwrap()
            .get_or_insert_with(HashSet::new)
            .insert(std::thread::current().id());
        // A little work, so that the pool spreads the modules over its threads.
        std::thread::sleep(std::time::Duration::from_millis(2));
        let name = ctx
            .op(module)
            .attr("sym_name")
            .and_then(|a| ctx.attr(a).string_value())
            .unwrap_or_default()
            .to_string();
        let block = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
        let ops: Vec<OpId> = ctx.block(block).ops().collect();
        if ctx.op(module).discardable_attr("t.fail").is_some() {
            return Err(PassFailure::from(VerifyError::op(
                ctx,
                ops[0],
                "fails here",
            )));
        }
        if ctx.op(module).discardable_attr("t.warn").is_some() {
            let e = VerifyError::op(ctx, ops[0], "warned here");
            ctx.pass_output().errors.push(e);
        }
        let seen = Attribute::string(ctx, &name);
        for &op in &ops {
            op.set_discardable_attr(ctx, "t.seen", Some(seen));
        }
        let first: Value = ctx.op(ops[0]).result(0);
        let made = OperationName::get(ctx, &format!("t.made_in_{name}"));
        let loc = Location::unknown(ctx);
        let mut state = OperationState::new(made, loc);
        state.operands = vec![first];
        let op = OpId::create(ctx, state);
        block.append_op(ctx, op);
        ctx.pass_output()
            .stderr
            .push_str(&format!("ran on @{name}\n"));
        Ok(())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![Statistic {
            name: "runs",
            description: "Number of runs",
            value: self.runs,
        }]
    }
}

fn source(modules: usize, fail: &[usize], warn: &[usize]) -> String {
    let mut s = String::from("module {\n");
    for i in 0..modules {
        let mut attrs = Vec::new();
        if fail.contains(&i) {
            attrs.push("t.fail");
        }
        if warn.contains(&i) {
            attrs.push("t.warn");
        }
        let attrs = if attrs.is_empty() {
            String::new()
        } else {
            format!(" attributes {{{}}}", attrs.join(", "))
        };
        s.push_str(&format!(
            "  module @m{i}{attrs} {{\n    %a = \"t.def\"() : () -> i32\n    \
             %b = \"t.use\"(%a, %a) : (i32, i32) -> i32\n    \"t.use\"(%b, %a, %b) : (i32, i32, i32) -> ()\n  }}\n"
        ));
    }
    s.push_str("}\n");
    s
}

/// What a run leaves: the IR, the pass output, the errors (message and the operation they
/// name, printed), the statistics.
#[derive(Debug, PartialEq)]
struct Run {
    ir: String,
    output: String,
    failure: Vec<String>,
    emitted: Vec<String>,
    runs: String,
}

fn describe(ctx: &mut Context, errors: &[VerifyError]) -> Vec<String> {
    errors
        .iter()
        .map(|e| {
            let op = e.op_for_note.expect("emitted on an operation");
            let module = ctx.op(op).parent_op().expect("in a module");
            let name = ctx
                .op(module)
                .attr("sym_name")
                .and_then(|a| ctx.attr(a).string_value())
                .unwrap_or_default();
            format!(
                "{} on {} in @{name}",
                e.message,
                ctx.op_name(ctx.op(op).name()).as_str()
            )
        })
        .collect()
}

/// `src` parsed in a context with threads or not.
fn parsed(src: &str, threads: bool) -> (Context, OpId) {
    let mut ctx = Context::new();
    ods_runtime::builtin_ops::register_builtin_dialect(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx.set_multithreading(threads);
    let wrapper = parse_source(&mut ctx, src, "t.mlir").expect("parses");
    let top = unwrap_single_module(&mut ctx, wrapper);
    (ctx, top)
}

/// `builtin.module(builtin.module(pass))`.
fn nested(info: &PassInfo) -> OpPassManager {
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("builtin.module")
        .add_pass(
            info.instantiate(None).expect("no options"),
            Nesting::Explicit,
        )
        .expect("op-agnostic");
    pm
}

fn run(src: &str, threads: bool) -> Run {
    let (mut ctx, top) = parsed(src, threads);
    let mut pm = nested(&PassInfo::new("mark", "", |_| Box::new(Mark::default())));
    let result = pm.run(&mut ctx, top, true);
    let failure = match result {
        Ok(()) => Vec::new(),
        Err(f) => describe(&mut ctx, &f.errors),
    };
    let emitted = ctx.pass_output().take_errors();
    let emitted = describe(&mut ctx, &emitted);
    Run {
        ir: print_top_level(&mut ctx, top, PrintOptions::default()),
        output: ctx.pass_output().take_stderr(),
        failure,
        emitted,
        runs: pm.statistics_report(ods_runtime::pass::StatisticsDisplay::List),
    }
}

#[test]
fn threads_change_nothing_but_the_threads() {
    let src = source(24, &[], &[3, 17]);
    let one = run(&src, false);
    let many = run(&src, true);
    assert_eq!(one, many);
    assert!(
        one.ir.contains("\"t.made_in_m23\"(%0) : (i32) -> ()"),
        "{}",
        one.ir
    );
    assert_eq!(one.output.lines().count(), 24);
    assert_eq!(
        one.emitted,
        [
            "'t.def' op warned here on t.def in @m3",
            "'t.def' op warned here on t.def in @m17"
        ]
    );
    assert!(one.runs.contains("(S) 24 runs"), "{}", one.runs);
    if rayon::current_num_threads() > 1 {
        let threads = THREADS.lock().unwrap().as_ref().map_or(0, HashSet::len);
        assert!(threads > 1, "the pass ran on {threads} thread(s)");
    }
}

#[test]
fn a_failure_fails_the_run_once_every_operation_ran() {
    let src = source(12, &[5, 9], &[]);
    let one = run(&src, false);
    let many = run(&src, true);
    assert_eq!(one, many);
    // As MLIR's adaptor on one thread: every operation runs its pipeline, the failures
    // come in operation order.
    assert_eq!(
        one.failure,
        [
            "'t.def' op fails here on t.def in @m5",
            "'t.def' op fails here on t.def in @m9"
        ]
    );
    assert!(one.ir.contains("t.made_in_m4"));
    assert!(one.ir.contains("t.made_in_m11"));
    assert!(one.runs.contains("(S) 12 runs"), "{}", one.runs);
}

#[test]
fn use_lists_keep_their_order() {
    let src = source(4, &[], &[]);
    let order = |threads: bool| {
        let (mut ctx, top) = parsed(&src, threads);
        let info = PassInfo::new("noop", "", |_| {
            Box::new(|_: &mut Context, _: OpId| -> PassResult { Ok(()) })
        });
        nested(&info).run(&mut ctx, top, false).expect("runs");
        let mut uses = Vec::new();
        let modules: Vec<OpId> = ctx
            .block(ctx.region(ctx.op(top).regions()[0]).blocks()[0])
            .ops()
            .collect();
        for m in modules {
            let block = ctx.region(ctx.op(m).regions()[0]).blocks()[0];
            for op in ctx.block(block).ops().collect::<Vec<_>>() {
                for v in ctx.op(op).results() {
                    let list: Vec<(String, u32)> = ctx
                        .value(v)
                        .uses()
                        .map(|u| {
                            (
                                ctx.op_name(ctx.op(u.op).name()).as_str().to_string(),
                                u.index,
                            )
                        })
                        .collect();
                    uses.push(list);
                }
            }
        }
        uses
    };
    let one = order(false);
    assert_eq!(one, order(true));
    // The parser links each use in front, as MLIR's use lists do.
    assert_eq!(
        one[0],
        [
            ("t.use".to_string(), 1),
            ("t.use".to_string(), 1),
            ("t.use".to_string(), 0)
        ]
    );
}

/// A pass that puts an operation beside the one it runs on, in the parent's block, which
/// MLIR's threads forbid (a pass may not touch its operation's siblings): one thread keeps
/// it; with threads the run fails on the operation, in order, with the caller's IR as it
/// was before the pass (the body is not moved back).
#[test]
fn an_operation_put_beside_a_forked_one_fails_the_run() {
    let src = source(4, &[], &[]);
    let beside = |threads: bool| {
        let (mut ctx, top) = parsed(&src, threads);
        let info = PassInfo::new("beside", "", |_| {
            Box::new(|ctx: &mut Context, module: OpId| -> PassResult {
                let name = OperationName::get(ctx, "t.beside");
                let loc = Location::unknown(ctx);
                let op = OpId::create(ctx, OperationState::new(name, loc));
                op.insert_before(ctx, module);
                let block = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
                let first = ctx.block(block).ops().next().expect("an operation");
                first.set_discardable_attr(ctx, "t.seen", Some(Attribute::unit(ctx)));
                Ok(())
            })
        });
        let result = nested(&info).run(&mut ctx, top, false);
        let errors = result.err().map(|f| f.errors).unwrap_or_default();
        let messages: Vec<String> = errors.iter().map(|e| e.message.clone()).collect();
        let ir = print_top_level(&mut ctx, top, PrintOptions::default());
        (messages, ir)
    };
    let (messages, ir) = beside(false);
    assert!(messages.is_empty(), "{messages:?}");
    assert_eq!(ir.matches("\"t.beside\"()").count(), 4, "{ir}");
    if rayon::current_num_threads() > 1 {
        let (messages, ir) = beside(true);
        assert_eq!(messages.len(), 1, "{messages:?}");
        assert!(
            messages[0].contains("outside the operation it ran on"),
            "{messages:?}"
        );
        assert!(!ir.contains("t.beside"), "{ir}");
        assert!(!ir.contains("t.seen"), "{ir}");
    }
}
