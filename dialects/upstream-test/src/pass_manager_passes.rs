//! Upstream's pass-manager test passes (`mlir/test/lib/Pass/TestPassManager.cpp`), which
//! upstream's `mlir/test/Pass` tests schedule: passes that do nothing on a module or on a
//! function, one that always fails, and one that keeps statistics.

use ods_runtime::Context;
use ods_runtime::ir::{OpId, WalkOrder};
use ods_runtime::pass::{Pass, PassFailure, PassInfo, PassResult, Statistic};

/// Registers the pass-manager test passes with `ctx`.
pub fn register(ctx: &mut Context) {
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
            |_| Box::new(|_: &mut Context, _: OpId| -> PassResult { Err(PassFailure::silent()) }),
        )
        .with_name("(anonymous namespace)::TestFailurePass"),
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
        ctx.walk(op, WalkOrder::PreOrder, &mut |_, _| n += 1);
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
