//! `--mlir-timing`: the execution time report mlir-opt's `DefaultTimingManager` prints for
//! each input (each chunk under `--split-input-file`) to standard error, with
//! `--mlir-timing-display=tree|list` and `--mlir-output-format=text|json`.
//!
//! Timers nest as mlir-opt's do: `Parser`, then a timer per pass (under the timer of the
//! nested pipeline it runs in: `'func.func' Pipeline`, under its adaptor's, which is shown
//! only when it holds several pass managers), then `Output`. A timer run several times (a
//! pass on each function) adds up. ods-opt runs on one thread, so user time equals wall time
//! and only wall time is shown, as mlir-opt shows it under `--mlir-disable-threading`.

use std::time::{Duration, Instant};

use ods_runtime::Context;
use ods_runtime::ir::OpId;
use ods_runtime::pass::{PassInfo, PassInstrumentation};

/// `--mlir-timing-display`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimingDisplay {
    /// Every timer merged by name, sorted by time.
    List,
    /// The timers as they nest.
    #[default]
    Tree,
}

/// `--mlir-output-format`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimingFormat {
    /// Columns of text.
    #[default]
    Text,
    /// A JSON array.
    Json,
}

/// What identifies a timer among its siblings: the same key twice is the same timer.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Key {
    /// A pass instance, by its instance number.
    Instance(u64),
    /// An adaptor, by address.
    Address(usize),
    /// A timer named by its name (`Parser`, a pipeline's anchor).
    Name(String),
}

struct Timer {
    key: Key,
    name: String,
    wall: Duration,
    hidden: bool,
    /// An adaptor's timer, under which its pipelines' timers go.
    adaptor: bool,
    children: Vec<Timer>,
}

impl Timer {
    fn new(key: Key, name: String) -> Timer {
        Timer {
            key,
            name,
            wall: Duration::ZERO,
            hidden: false,
            adaptor: false,
            children: Vec::new(),
        }
    }
}

/// The timers of one input, and those running now.
pub struct Timing {
    root: Timer,
    started: Instant,
    /// The running timers: each one's path from the root (indices among children), and its
    /// start.
    running: Vec<(Vec<usize>, Instant)>,
}

impl Default for Timing {
    fn default() -> Self {
        Self::new()
    }
}

impl Timing {
    /// The root timer, started now.
    pub fn new() -> Timing {
        let mut root = Timer::new(Key::Name("root".into()), "root".into());
        root.hidden = true;
        Timing {
            root,
            started: Instant::now(),
            running: Vec::new(),
        }
    }

    fn at(&mut self, path: &[usize]) -> &mut Timer {
        let mut t = &mut self.root;
        for &i in path {
            t = &mut t.children[i];
        }
        t
    }

    fn current_path(&self) -> Vec<usize> {
        self.running
            .last()
            .map(|(p, _)| p.clone())
            .unwrap_or_default()
    }

    /// Starts the timer `key` (named `name`) under the running one.
    fn start(&mut self, key: Key, name: impl FnOnce() -> String) -> &mut Timer {
        let parent = self.current_path();
        self.start_under(parent, key, name)
    }

    /// Starts the timer `key` (named `name`) under the timer at `parent`.
    fn start_under(
        &mut self,
        mut parent: Vec<usize>,
        key: Key,
        name: impl FnOnce() -> String,
    ) -> &mut Timer {
        let timer = self.at(&parent);
        let i = match timer.children.iter().position(|c| c.key == key) {
            Some(i) => i,
            None => {
                timer.children.push(Timer::new(key, name()));
                timer.children.len() - 1
            }
        };
        parent.push(i);
        self.running.push((parent, Instant::now()));
        let path = self.current_path();
        self.at(&path)
    }

    /// Stops the timer started last.
    fn stop(&mut self) {
        let Some((path, start)) = self.running.pop() else {
            return;
        };
        self.at(&path).wall += start.elapsed();
    }

    /// Starts the timer named `name` under the running one (stopped by [`Timing::end`]).
    pub fn begin(&mut self, name: &str) {
        self.start(Key::Name(name.to_string()), || name.to_string());
    }

    /// Stops the timer begun last.
    pub fn end(&mut self) {
        self.stop();
    }

    /// Stops the root timer and returns the report.
    pub fn report(mut self, display: TimingDisplay, format: TimingFormat) -> String {
        while !self.running.is_empty() {
            self.stop();
        }
        self.root.wall = self.started.elapsed();
        let total = self.root.wall;
        let mut out = String::new();
        match format {
            TimingFormat::Text => {
                let rule = format!("==={}===\n", "-".repeat(73));
                let title = "... Execution time report ...";
                out.push_str(&format!(
                    "{rule}{}{title}\n{rule}",
                    " ".repeat((80 - title.len()) / 2)
                ));
                out.push_str(&format!(
                    "  Total Execution Time: {:.4} seconds\n\n",
                    total.as_secs_f64()
                ));
                out.push_str("  ----Wall Time----  ----Name----\n");
            }
            TimingFormat::Json => out.push_str("[\n"),
        }
        let printer = Printer { total, format };
        match display {
            TimingDisplay::Tree => printer.tree(&self.root, 0, &mut out),
            TimingDisplay::List => {
                let mut merged: Vec<(String, Duration)> = Vec::new();
                merge_by_name(&self.root, &mut merged);
                // By time, longest first (equal times keep the order they were met in).
                merged.sort_by_key(|entry| std::cmp::Reverse(entry.1));
                for (name, wall) in &merged {
                    printer.list_entry(name, *wall, false, &mut out);
                }
            }
        }
        let accounted: Duration = self.root.children.iter().map(|c| c.wall).sum();
        let rest = total.saturating_sub(accounted);
        printer.list_entry("Rest", rest, false, &mut out);
        printer.list_entry("Total", total, true, &mut out);
        if format == TimingFormat::Json {
            out.push_str("]\n");
        }
        out
    }
}

fn merge_by_name(timer: &Timer, merged: &mut Vec<(String, Duration)>) {
    match merged.iter_mut().find(|(n, _)| *n == timer.name) {
        Some((_, wall)) => *wall += timer.wall,
        None => merged.push((timer.name.clone(), timer.wall)),
    }
    for c in &timer.children {
        merge_by_name(c, merged);
    }
}

struct Printer {
    total: Duration,
    format: TimingFormat,
}

impl Printer {
    fn time(&self, wall: Duration) -> String {
        let seconds = wall.as_secs_f64();
        let total = self.total.as_secs_f64();
        let percent = if total > 0.0 {
            100.0 * seconds / total
        } else {
            0.0
        };
        match self.format {
            TimingFormat::Text => format!("  {seconds:8.4} ({percent:5.1}%)  "),
            TimingFormat::Json => {
                format!("\"wall\": {{\"duration\": {seconds:8.4}, \"percentage\": {percent:5.1}}}")
            }
        }
    }

    fn list_entry(&self, name: &str, wall: Duration, last: bool, out: &mut String) {
        match self.format {
            TimingFormat::Text => out.push_str(&format!("{}{name}\n", self.time(wall))),
            TimingFormat::Json => out.push_str(&format!(
                "{{{}, \"name\": \"{name}\"}}{}\n",
                self.time(wall),
                if last { "" } else { "," }
            )),
        }
    }

    fn tree(&self, timer: &Timer, indent: usize, out: &mut String) {
        let mut child_indent = indent;
        if !timer.hidden {
            match self.format {
                TimingFormat::Text => out.push_str(&format!(
                    "{}{:indent$}{}\n",
                    self.time(timer.wall),
                    "",
                    timer.name
                )),
                TimingFormat::Json => out.push_str(&format!(
                    "{:indent$}{{{}, \"name\": \"{}\", \"passes\": [\n",
                    "",
                    self.time(timer.wall),
                    timer.name
                )),
            }
            child_indent += 2;
        }
        for c in &timer.children {
            self.tree(c, child_indent, out);
        }
        if !timer.hidden && self.format == TimingFormat::Json {
            out.push_str(&format!("{:indent$}{{}}]}},\n", ""));
        }
    }
}

/// The instrumentation that starts and stops the pass timers.
pub struct PassTimer<'t> {
    timing: &'t mut Timing,
}

impl<'t> PassTimer<'t> {
    /// Timers for the passes, under `timing`'s running timer.
    pub fn new(timing: &'t mut Timing) -> Self {
        PassTimer { timing }
    }
}

impl PassInstrumentation for PassTimer<'_> {
    fn needs_one_thread(&self) -> bool {
        // Timers nest as passes run, one at a time (mlir-opt adds a user-time column
        // when passes run on threads).
        true
    }
    fn before_pass(&mut self, _ctx: &mut Context, pass: &PassInfo, _op: OpId) {
        let key = Key::Instance(pass.instance_id());
        self.timing.start(key, || pass.name().to_string());
    }
    fn after_pass(&mut self, _ctx: &mut Context, _pass: &PassInfo, _op: OpId) {
        self.timing.stop();
    }
    fn after_pass_failed(&mut self, _ctx: &mut Context, _pass: &PassInfo, _op: OpId) {
        self.timing.stop();
    }
    fn before_adaptor(&mut self, key: usize, name: &str, managers: usize) {
        let timer = self.timing.start(Key::Address(key), || name.to_string());
        // An adaptor with one pass manager is left out of the tree, its pipeline shown in
        // its place.
        timer.hidden = managers <= 1;
        timer.adaptor = true;
    }
    fn after_adaptor(&mut self) {
        self.timing.stop();
    }
    fn before_pipeline(&mut self, anchor: &str) {
        // A pipeline goes under its adaptor; one a pass runs itself (a dynamic pipeline)
        // goes under the root, as mlir-opt's timing puts it.
        let mut parent = self.timing.current_path();
        if !self.timing.at(&parent).adaptor {
            parent.clear();
        }
        self.timing
            .start_under(parent, Key::Name(anchor.to_string()), || {
                format!("'{anchor}' Pipeline")
            });
    }
    fn after_pipeline(&mut self) {
        self.timing.stop();
    }
    fn analysis_computed(&mut self, name: &str, elapsed: Duration) {
        let name = format!("(A) {name}");
        let timer = self.timing.start(Key::Name(name.clone()), || name);
        timer.wall += elapsed;
        self.timing.running.pop();
    }
}
