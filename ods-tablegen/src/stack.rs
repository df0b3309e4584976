//! The stack the recursive passes (parser, evaluator, resolver, printer) run on, and how
//! much of it they may use.
//!
//! The printer runs after the load, when no error can be reported any more: a load checks
//! that each deep value it keeps prints within what a [`run`] thread allows
//! ([`Narrowed`], [`crate::print::first_too_deep`]).
//!
//! LLVM's TableGen recurses until its thread's stack runs out, so how deep an input may nest
//! is set by the stack, not by a count: with the usual 8 MiB main-thread stack
//! `mlir-tblgen` reaches some 65,000 nested `list<...>` types, 16,000 nested `foreach`
//! bodies and 6,000 to 9,000 nested values (`!add(`, `[`, `(`, anonymous `C<...>`).
//! We do the same without a fixed depth: [`run`] moves the work onto a thread with a
//! [`STACK_SIZE`] stack (only the pages actually touched cost memory), and the recursive
//! passes ask [`exhausted`] at each level, which compares the current stack address with the
//! lowest one allowed. Past it, the input gets a located "nested too deeply" error instead of
//! a stack overflow. A level costs a few hundred bytes to a few kilobytes (more without
//! optimization), so the stack holds far more levels than `mlir-tblgen`'s does.
//!
//! Called on a thread [`run`] did not start (a caller driving [`crate::parser::parse`] or
//! the evaluator itself), the passes allow themselves [`FALLBACK_BUDGET`] below the point
//! where they were entered.

use std::cell::Cell;

/// The stack reserved for a load or a print.
#[cfg(target_pointer_width = "64")]
pub const STACK_SIZE: usize = 1 << 30;
/// The stack reserved for a load or a print.
#[cfg(not(target_pointer_width = "64"))]
pub const STACK_SIZE: usize = 1 << 27;

/// What is kept free below the budget: room for the frames of a pass that finds the budget
/// exhausted and returns its error, and for the leaf calls (formatting, allocation) a level
/// makes before it checks again.
const HEADROOM: usize = 1 << 20;

/// Stack the passes may use on a thread they did not start.
pub const FALLBACK_BUDGET: usize = 1 << 19;

thread_local! {
    /// The lowest stack address the passes may reach on this thread; 0 when none is set.
    static LIMIT: Cell<usize> = const { Cell::new(0) };
}

/// The current stack address (of a local of this call).
#[inline(always)]
fn here() -> usize {
    let marker = 0u8;
    std::ptr::addr_of!(marker) as usize
}

/// Whether the recursion has used up its stack budget (stacks grow downward on every
/// target Rust supports for hosts).
#[inline]
pub fn exhausted() -> bool {
    let limit = LIMIT.with(Cell::get);
    limit != 0 && here() < limit
}

/// Sets this thread's limit `budget` bytes below the current stack address if none is set,
/// and clears it again when dropped.
pub struct Budget {
    set: bool,
}

impl Budget {
    /// Enters a pass: keeps the limit already set, or sets one [`FALLBACK_BUDGET`] deep.
    pub fn enter() -> Budget {
        Self::with(FALLBACK_BUDGET)
    }

    fn with(budget: usize) -> Budget {
        LIMIT.with(|l| {
            if l.get() != 0 {
                return Budget { set: false };
            }
            l.set(here().saturating_sub(budget).max(1));
            Budget { set: true }
        })
    }
}

impl Drop for Budget {
    fn drop(&mut self) {
        if self.set {
            LIMIT.with(|l| l.set(0));
        }
    }
}

/// Lowers this thread's limit, while it lives, to what a [`run`] thread allows from its
/// start, less `margin` bytes: a pass that fits under it here fits on such a thread. The
/// limit already set stays when it is the lower one.
pub struct Narrowed {
    old: usize,
}

impl Narrowed {
    /// Narrows to [`STACK_SIZE`] less the headroom and `margin`, below the current address.
    pub fn to_run_thread(margin: usize) -> Narrowed {
        let old = LIMIT.with(Cell::get);
        let floor = here().saturating_sub(STACK_SIZE - HEADROOM - margin).max(1);
        LIMIT.with(|l| l.set(old.max(floor)));
        Narrowed { old }
    }
}

impl Drop for Narrowed {
    fn drop(&mut self) {
        LIMIT.with(|l| l.set(self.old));
    }
}

/// Whether this thread already runs with a budget (it is a [`run`] thread, or a pass is
/// active on it).
pub fn on_budget() -> bool {
    LIMIT.with(Cell::get) != 0
}

/// Starts `f` on a thread of `scope` with a [`STACK_SIZE`] stack and its budget.
pub fn spawn_scoped<'scope, T: Send + 'scope, F: FnOnce() -> T + Send + 'scope>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    f: F,
) -> std::io::Result<std::thread::ScopedJoinHandle<'scope, T>> {
    spawn_sized(scope, STACK_SIZE, f)
}

/// Starts `f` on a thread of `scope` with a stack of `size` bytes (at least twice the
/// headroom) and its budget.
fn spawn_sized<'scope, T: Send + 'scope, F: FnOnce() -> T + Send + 'scope>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    size: usize,
    f: F,
) -> std::io::Result<std::thread::ScopedJoinHandle<'scope, T>> {
    let size = size.max(2 * HEADROOM);
    std::thread::Builder::new()
        .name("ods-tablegen".into())
        .stack_size(size)
        .spawn_scoped(scope, move || {
            let _budget = Budget::with(size - HEADROOM);
            f()
        })
}

/// Runs `f` on a thread with a [`STACK_SIZE`] stack and returns its result; runs it here when
/// this thread is already such a thread, or when no thread can be started (then with the
/// budget of a thread we did not start). A panic in `f` is resumed on the calling thread.
pub fn run<T: Send, F: FnOnce() -> T + Send>(f: F) -> T {
    run_sized(STACK_SIZE, f)
}

/// [`run`] with a stack of `size` bytes instead of [`STACK_SIZE`] (at least 2 MiB).
pub fn run_sized<T: Send, F: FnOnce() -> T + Send>(size: usize, f: F) -> T {
    if on_budget() {
        return f();
    }
    let job = std::sync::Mutex::new(Some(f));
    let started = std::thread::scope(|s| {
        let spawned = spawn_sized(s, size, || {
            let f = job.lock().ok().and_then(|mut j| j.take())?;
            Some(f())
        });
        match spawned {
            Ok(h) => match h.join() {
                Ok(out) => out,
                Err(payload) => std::panic::resume_unwind(payload),
            },
            Err(_) => None,
        }
    });
    match started {
        Some(out) => out,
        None => {
            let f = job
                .into_inner()
                .ok()
                .and_then(|j| j)
                .expect("the job runs on the new thread or here, once");
            let _budget = Budget::enter();
            f()
        }
    }
}
