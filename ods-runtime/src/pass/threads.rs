//! Nested pipelines on several threads, as MLIR's pass manager runs them
//! (`OpToOpPassAdaptor::runOnOperationAsyncImpl`).
//!
//! An adaptor runs its pass managers on the operations isolated from above directly inside
//! its operation. With threads, each operation is copied into a context of its own that
//! shares the uniquer and the registry (`Context::fork_isolated`); rayon's pool runs the
//! pipelines on those contexts, each thread with its own instances of the passes; the
//! bodies are then copied back in operation order (`Context::join_isolated`). What the
//! passes report, write and emit is kept per operation and replayed in operation order, and
//! a failure fails the adaptor once every operation ran, as on one thread, so the output
//! is the same with and without threads (MLIR's threads stop taking operations after a
//! failure, so which ones ran varies from run to run). The copies also keep every use list's
//! order, which decides the order rewrites visit users in. Statistics are merged as MLIR
//! merges them (each thread's pass copies' values added to the original's), which for a
//! statistic a run sets rather than adds to (`cse`'s, as MLIR's) depends on how the
//! operations fell to the threads: ods-opt runs on one thread under
//! `--mlir-pass-statistics`.
//!
//! A run stays on one thread when the context has multithreading disabled
//! (`--mlir-disable-threading`), when rayon has one thread, when there is one operation,
//! when a listener is installed, or when the run's instrumentation needs to see every pass
//! as it runs ([`PassInstrumentation::needs_one_thread`]: IR printing and timing do).

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::{Failures, OpPassManager, PassElement, PassFailure, PassInstrumentation, PassResult};
use crate::Context;
use crate::ir::OpId;
use crate::ir::transplant::{Forked, remap_error};
use crate::op_error::VerifyError;

impl Context {
    /// Allows or forbids pass managers to run nested pipelines on several threads (MLIR's
    /// `MLIRContext::disableMultithreading`); allowed by default.
    pub fn set_multithreading(&mut self, enabled: bool) {
        self.multithreading = enabled;
    }

    /// Whether pass managers may run nested pipelines on several threads.
    pub fn is_multithreading_enabled(&self) -> bool {
        self.multithreading
    }
}

/// What the instrumentation of a run on another thread keeps: what passes report.
#[derive(Default)]
struct Buffered {
    reports: String,
}

impl PassInstrumentation for Buffered {
    fn report(&mut self, text: &str) -> bool {
        self.reports.push_str(text);
        true
    }

    fn needs_one_thread(&self) -> bool {
        false
    }
}

/// What a thread made of one operation.
enum Outcome {
    /// The operation could not be copied (it has operands, or is not really isolated):
    /// it runs on the calling thread in its turn.
    NotForked,
    Ran {
        fork: Box<Forked>,
        result: PassResult,
        reports: String,
    },
}

/// Whether the adaptor over `targets` runs on threads.
pub(super) fn use_threads(
    ctx: &Context,
    targets: usize,
    instrumentation: &dyn PassInstrumentation,
) -> bool {
    ctx.multithreading
        && targets > 1
        && rayon::current_num_threads() > 1
        && !ctx.has_listener()
        && !instrumentation.needs_one_thread()
}

/// Runs `managers[i]` on each `(op, i)` of `targets` on rayon's threads, then takes the
/// results back in order (see the module docs).
pub(super) fn run_adaptor_on_threads(
    ctx: &mut Context,
    targets: &[(OpId, usize)],
    managers: &mut [OpPassManager],
    verify_each: bool,
    instrumentation: &mut dyn PassInstrumentation,
) -> PassResult {
    let threads = rayon::current_num_threads().min(targets.len());
    let mut forks: Vec<Vec<OpPassManager>> = (0..threads)
        .map(|_| managers.iter().map(OpPassManager::fork).collect())
        .collect();
    let slots: Vec<Mutex<Option<Outcome>>> = targets.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let main: &Context = ctx;
    rayon::scope(|scope| {
        for pms in forks.iter_mut() {
            let (slots, next) = (&slots, &next);
            scope.spawn(move |_| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(op, i)) = targets.get(k) else {
                        break;
                    };
                    let outcome = run_forked(main, op, &mut pms[i], verify_each);
                    *lock(&slots[k]) = Some(outcome);
                }
            });
        }
    });
    // As MLIR merges its threads' pass copies: each copy's statistics, as they stand after
    // its last run, are added to the original's.
    for pms in &forks {
        for (pm, copy) in managers.iter_mut().zip(pms) {
            pm.absorb_statistics(copy);
        }
    }
    let mut failed = Failures::default();
    let mut joined = Vec::with_capacity(slots.len());
    for (k, slot) in slots.into_iter().enumerate() {
        let outcome = slot.into_inner().unwrap_or_else(|p| p.into_inner());
        let (op, i) = targets[k];
        match outcome {
            // Every slot is filled once the scope ends.
            None => unreachable!("operation {k} of the adaptor did not run"),
            Some(Outcome::NotForked) => {
                instrumentation.before_pipeline(&managers[i].anchor);
                let result = managers[i].run_pipeline(ctx, op, verify_each, instrumentation);
                instrumentation.after_pipeline();
                failed.add(result);
            }
            Some(Outcome::Ran {
                fork,
                result,
                reports,
            }) => {
                let moved = ctx.join_isolated(op, &fork).map_err(|_| {
                    PassFailure::from(VerifyError::op(
                        ctx,
                        op,
                        "a pass left operations using values defined outside the operation it ran on",
                    ))
                })?;
                if !reports.is_empty() && !instrumentation.report(&reports) {
                    eprint!("{reports}");
                }
                // The errors of a failure come after what the operation's passes emitted,
                // as they do on one thread.
                failed.add(result.map_err(|mut failure| {
                    for e in &mut failure.errors {
                        remap_error(e, &moved);
                    }
                    failure.errors = instrumentation.take_failure_errors(ctx, failure.errors);
                    failure
                }));
                joined.push(fork);
            }
        }
    }
    // Freeing the copies is no part of the run: it waits for a free thread.
    rayon::spawn(move || drop(joined));
    failed.result()
}

/// Copies `op` out of `main` and runs `pm` on the copy.
fn run_forked(main: &Context, op: OpId, pm: &mut OpPassManager, verify_each: bool) -> Outcome {
    let Some(mut fork) = main.fork_isolated(op) else {
        return Outcome::NotForked;
    };
    let mut buffered = Buffered::default();
    let root = fork.root;
    let result = pm.run_pipeline(&mut fork.ctx, root, verify_each, &mut buffered);
    Outcome::Ran {
        fork: Box::new(fork),
        result,
        reports: buffered.reports,
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl OpPassManager {
    /// A pass manager of the same shape with new instances of the same passes, for another
    /// thread.
    pub(crate) fn fork(&self) -> OpPassManager {
        OpPassManager {
            anchor: self.anchor.clone(),
            elements: self
                .elements
                .iter()
                .map(|e| match e {
                    PassElement::Pass(p) => PassElement::Pass(Box::new(p.fork())),
                    PassElement::Adaptor(ms) => {
                        PassElement::Adaptor(ms.iter().map(OpPassManager::fork).collect())
                    }
                })
                .collect(),
        }
    }

    /// Adds the statistics of the passes of `copy` (made by [`OpPassManager::fork`]) to
    /// those of this pass manager's passes.
    fn absorb_statistics(&mut self, copy: &OpPassManager) {
        for (mine, theirs) in self.elements.iter_mut().zip(&copy.elements) {
            match (mine, theirs) {
                (PassElement::Pass(p), PassElement::Pass(q)) => p.add_statistics(q.statistics()),
                (PassElement::Adaptor(a), PassElement::Adaptor(b)) => {
                    for (pm, copy) in a.iter_mut().zip(b) {
                        pm.absorb_statistics(copy);
                    }
                }
                _ => {}
            }
        }
    }
}
