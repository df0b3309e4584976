//! The pass manager's analyses: computed when a pass asks, kept while the passes after it
//! preserve them, reported to instrumentation when computed.

use ods_runtime::Context;
use ods_runtime::Location;
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::ir::OpId;
use ods_runtime::pass::{
    Analysis, AnalysisManager, Nesting, OpPassManager, Pass, PassInfo, PassInstrumentation,
    PassResult,
};

#[test]
fn analyses_are_kept_while_passes_preserve_them() {
    struct Marker;
    impl Analysis for Marker {
        const NAME: &'static str = "Marker";
        fn compute(_: &Context, _: OpId) -> Self {
            Marker
        }
    }
    /// Asks for the analysis, then preserves it or not.
    struct Asks(bool);
    impl Pass for Asks {
        fn run(&mut self, _: &mut Context, _: OpId) -> PassResult {
            Ok(())
        }
        fn run_with(
            &mut self,
            ctx: &mut Context,
            op: OpId,
            analyses: &mut AnalysisManager,
        ) -> PassResult {
            analyses.get::<Marker>(ctx, op);
            if self.0 {
                analyses.preserve::<Marker>();
            }
            Ok(())
        }
    }
    #[derive(Default)]
    struct Events(Vec<String>);
    impl PassInstrumentation for Events {
        fn before_pass(&mut self, _: &mut Context, pass: &PassInfo, _: OpId) {
            self.0.push(pass.argument().to_string());
        }
        fn analysis_computed(&mut self, name: &str, _: std::time::Duration) {
            self.0.push(name.to_string());
        }
    }
    let keeps = PassInfo::new("keeps", "", |_| Box::new(Asks(true)));
    let drops = PassInfo::new("drops", "", |_| Box::new(Asks(false)));
    let mut pm = OpPassManager::new("builtin.module");
    for info in [&keeps, &keeps, &drops, &keeps] {
        let p = info.instantiate(None).expect("no options");
        pm.add_pass(p, Nesting::Explicit).expect("op-agnostic");
    }
    let mut ctx = Context::new();
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create(&mut ctx, loc).op();
    let mut events = Events::default();
    pm.run_instrumented(&mut ctx, module, false, &mut events)
        .expect("runs");
    assert_eq!(
        events.0,
        ["keeps", "Marker", "keeps", "drops", "keeps", "Marker"]
    );
}
