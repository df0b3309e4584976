//! Passes and the pass manager, as MLIR's `Pass`, `PassRegistration` and `OpPassManager`.
//!
//! A pass is a transformation run on one operation ([`Pass::run`]). It is registered once
//! with its command-line argument (`canonicalize`), a description, the operation name it is
//! anchored on (or none: it runs on any operation) and its options ([`PassInfo`]), in a
//! [`PassRegistry`]; a tool lists the registry in its help, offers each pass as a flag of its
//! own and builds pipelines from MLIR's textual syntax with it. A registry also holds named
//! pipelines ([`PassInfo::pipeline`], MLIR's `PassPipelineRegistration`), which add their
//! passes where they are written; a pass may run on the operations implementing an
//! interface ([`PassInfo::anchored_on_interface`], MLIR's `InterfacePass`). A pass manager
//! prints back as MLIR's textual pipeline, every option of every pass included (`textual`).
//!
//! An [`OpPassManager`] runs its passes in order on the operation it is given, verifying
//! after each pass (MLIR's `verifyPasses`), and runs each nested pass manager on the
//! operations directly inside that operation's regions whose name it is anchored on, as
//! MLIR's `OpToOpPassAdaptor` does: such an operation must be registered and isolated from
//! above, and a pass manager anchored on `any` skips the operations that are not.

use crate::location::Location;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

pub mod pipeline;
pub mod textual;

use crate::Context;
use crate::greedy::{GreedyConfig, apply_patterns_greedily};
use crate::ir::OpId;
use crate::ir::OperationName;
use crate::ir::transplant::{Forked, remap_error};
use crate::op_error::VerifyError;
use crate::region_simplify::RegionSimplification;
use crate::registry::RegistrationKey;
use crate::rewrite::RewritePatternSet;
use crate::traits::IsIsolatedFromAbove;
use crate::verify::verify;

/// Why a pass failed: the errors it reports, in order; none when it fails without a
/// diagnostic (MLIR's `signalPassFailure` alone).
#[derive(Debug, Default)]
pub struct PassFailure {
    /// The errors, in the order they are reported.
    pub errors: Vec<VerifyError>,
}

impl PassFailure {
    /// A failure without a diagnostic.
    pub fn silent() -> Self {
        Self::default()
    }
}

impl From<Vec<VerifyError>> for PassFailure {
    fn from(errors: Vec<VerifyError>) -> Self {
        PassFailure { errors }
    }
}

impl From<VerifyError> for PassFailure {
    fn from(error: VerifyError) -> Self {
        PassFailure {
            errors: vec![error],
        }
    }
}

/// What a pass run returns.
pub type PassResult = Result<(), PassFailure>;

/// A transformation of the IR under one operation.
pub trait Pass {
    /// Runs the pass on `op` (and what is nested under it).
    fn run(&mut self, ctx: &mut Context, op: OpId) -> PassResult;

    /// Runs the pass on `op` within a pass manager's run, which `exec` stands for: a pass
    /// that runs a pipeline of its own (MLIR's `Pass::runPipeline`) does it through `exec`,
    /// so that the run's instrumentation and verification apply to it. By default
    /// [`Pass::run_with`] with the run's analyses.
    fn run_in(&mut self, ctx: &mut Context, op: OpId, exec: &mut PassExecution<'_>) -> PassResult {
        self.run_with(ctx, op, exec.analyses)
    }

    /// The pass's statistics (MLIR's `Pass::Statistic`) as they stand after its runs so far,
    /// in the order the pass declares them; none by default.
    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }

    /// Runs the pass with the analyses of `op` at hand: what the pass manager calls. A pass
    /// that asks for analyses ([`AnalysisManager::get`]) or says which it preserves
    /// overrides it; by default it runs [`Pass::run`].
    fn run_with(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _analyses: &mut AnalysisManager,
    ) -> PassResult {
        self.run(ctx, op)
    }
}

/// An analysis of an operation (MLIR's analyses: `DominanceInfo`, `CallGraph`), computed on
/// demand and kept for the passes after the one that asked, until a pass that does not
/// preserve it runs.
pub trait Analysis: std::any::Any {
    /// The name MLIR reports it under (`--mlir-timing`'s `(A) DominanceInfo`).
    const NAME: &'static str;
    /// Computes the analysis of `op`.
    fn compute(ctx: &Context, op: OpId) -> Self;
}

/// The analyses of the operation a pass manager runs on (MLIR's `AnalysisManager`): those
/// computed so far, what the running pass preserves, and what it computed (with how long it
/// took, for instrumentation).
#[derive(Default)]
pub struct AnalysisManager {
    cache: Vec<(std::any::TypeId, Box<dyn std::any::Any>)>,
    preserved: Vec<std::any::TypeId>,
    all_preserved: bool,
    computed: Vec<(&'static str, std::time::Duration)>,
}

impl AnalysisManager {
    /// The analysis `A` of `op`, computed now unless it is kept from before.
    pub fn get<A: Analysis>(&mut self, ctx: &Context, op: OpId) -> &A {
        let id = std::any::TypeId::of::<A>();
        let index = match self.cache.iter().position(|(t, _)| *t == id) {
            Some(i) => i,
            None => {
                let started = std::time::Instant::now();
                let analysis = A::compute(ctx, op);
                self.computed.push((A::NAME, started.elapsed()));
                self.cache.push((id, Box::new(analysis)));
                self.cache.len() - 1
            }
        };
        self.cache[index]
            .1
            .downcast_ref::<A>()
            .expect("cached under its own type")
    }

    /// The running pass keeps `A` valid (MLIR's `markAnalysesPreserved<A>`).
    pub fn preserve<A: Analysis>(&mut self) {
        self.preserved.push(std::any::TypeId::of::<A>());
    }

    /// The running pass changed nothing analyses depend on (`markAllAnalysesPreserved`).
    pub fn preserve_all(&mut self) {
        self.all_preserved = true;
    }

    /// Before a pass: nothing preserved yet, nothing computed.
    fn begin_pass(&mut self) {
        self.preserved.clear();
        self.all_preserved = false;
        self.computed.clear();
    }

    /// After a pass: the analyses it did not preserve are dropped.
    fn end_pass(&mut self) {
        if !self.all_preserved {
            let preserved = std::mem::take(&mut self.preserved);
            self.cache.retain(|(t, _)| preserved.contains(t));
        }
    }

    /// Drops every analysis.
    fn clear(&mut self) {
        self.cache.clear();
    }
}

/// A counter a pass keeps across its runs (MLIR's `Pass::Statistic`), reported by
/// `--mlir-pass-statistics`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Statistic {
    /// The name (`num-cse'd`).
    pub name: &'static str,
    /// The description (`Number of operations CSE'd`).
    pub description: &'static str,
    /// The count.
    pub value: u64,
}

impl<F> Pass for F
where
    F: FnMut(&mut Context, OpId) -> PassResult,
{
    fn run(&mut self, ctx: &mut Context, op: OpId) -> PassResult {
        self(ctx, op)
    }
}

/// The kind of a pass option, which decides how its value is read and what LLVM's command
/// line calls it in messages (`'x' value invalid for uint argument!`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `bool`: no value, `true`/`false`, `1`/`0`.
    Bool,
    /// `int` (32-bit signed).
    Int,
    /// `uint` (32-bit unsigned: C++ `unsigned`).
    Uint,
    /// `long` (64-bit signed: C++ `int64_t`).
    Long,
    /// 64-bit unsigned (C++ `uint64_t`), which MLIR reads as a `long`.
    Ulong,
    /// `string`: any text.
    String,
    /// One of the listed names, each with its description (C++ `cl::values`).
    Enum(&'static [(&'static str, &'static str)]),
    /// A dialect version `MAJOR.MINOR`, as the parser of upstream's test dialect version
    /// reads it (both parts decimal integers); kept as `MAJOR.MINOR`.
    DialectVersion,
    /// A comma-separated list of values of the element kind (MLIR's `ListOption`): each
    /// occurrence of the option adds its elements, the first replacing the default.
    List(&'static OptionKind),
    /// An anchored pass pipeline (`func.func(cse,canonicalize)`), as MLIR's options of type
    /// `OpPassManager` read one: checked against the pass registry when read.
    Pipeline,
    /// A group of options of its own (`{enum=one list=1,2}`), as MLIR's options of a
    /// `PassPipelineOptions` type read one: the options it declares.
    Nested(&'static [PassOption]),
}

impl OptionKind {
    /// How `--help` shows the option's value.
    pub fn value_help(self) -> String {
        match self {
            OptionKind::Bool => String::new(),
            OptionKind::Int => "=<int>".into(),
            OptionKind::Uint => "=<uint>".into(),
            OptionKind::Long => "=<long>".into(),
            OptionKind::Ulong => "=<long>".into(),
            OptionKind::String => "=<string>".into(),
            OptionKind::Enum(_) | OptionKind::DialectVersion => "=<value>".into(),
            OptionKind::List(element) => element.value_help(),
            OptionKind::Pipeline => "=<pass-manager>".into(),
            OptionKind::Nested(_) => "=<value>".into(),
        }
    }
}

/// One option a pass declares: its name, description, kind and default (as text the option
/// would be given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOption {
    /// The option's name (`max-iterations`).
    pub name: &'static str,
    /// The help line.
    pub description: &'static str,
    /// How its value is read.
    pub kind: OptionKind,
    /// The default value, spelled as on the command line.
    pub default: &'static str,
}

impl PassOption {
    /// An option of `kind` with its default.
    pub const fn new(
        name: &'static str,
        kind: OptionKind,
        default: &'static str,
        description: &'static str,
    ) -> Self {
        PassOption {
            name,
            description,
            kind,
            default,
        }
    }
}

/// The value of one option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// A `bool` option.
    Bool(bool),
    /// An `int` or `long` option.
    Signed(i64),
    /// A `uint` or `ulong` option.
    Unsigned(u64),
    /// A `string` or enumerated option.
    Text(String),
    /// A list option's elements.
    List(Vec<OptionValue>),
    /// A group of nested options.
    Nested(Box<PassOptions>),
    /// A pipeline option: the text it was given (`func.func(cse)`) and the pipeline as MLIR
    /// prints it back, every pass with all its options.
    Pipeline {
        /// The text, as given.
        text: String,
        /// The pipeline printed as MLIR's `printAsTextualPipeline` prints it.
        printed: String,
    },
}

/// Why an option text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No option of that name (MLIR: `<Pass-Options-Parser>: no such option KEY`).
    NoSuchOption(String),
    /// The value is not one the option takes (LLVM: `for the --KEY option: MESSAGE`).
    Invalid {
        /// The option's name.
        key: String,
        /// LLVM's message (`'x' value invalid for uint argument!`).
        message: String,
    },
    /// The value was refused by a reader that wrote its own message (a pipeline option's
    /// parser), which is printed as it is.
    Reported(String),
}

/// Reads the text of a pipeline option against the pass registry: the pipeline as MLIR
/// prints it back, else why it was refused.
pub type PipelineReader<'a> = dyn Fn(&str) -> Result<String, OptionError> + 'a;

/// The reader used where no pass registry is at hand: it refuses every pipeline.
fn no_pipeline_reader(_: &str) -> Result<String, OptionError> {
    Err(OptionError::Reported(
        "pipeline options are read with a pass registry\n".into(),
    ))
}

/// The options of one pass instance, every declared option with a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOptions {
    values: Vec<(&'static str, OptionValue)>,
    /// Whether each option was given (a list option that was not prints nothing).
    given: Vec<bool>,
}

impl PassOptions {
    fn get(&self, name: &str) -> &OptionValue {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v)
            .unwrap_or_else(|| panic!("the pass declares no option `{name}`"))
    }

    /// A `bool` option's value. Panics when the pass declares no such option.
    pub fn flag(&self, name: &str) -> bool {
        match self.get(name) {
            OptionValue::Bool(b) => *b,
            other => panic!("option `{name}` is not a bool: {other:?}"),
        }
    }

    /// An `int` or `long` option's value. Panics when the pass declares no such option.
    pub fn signed(&self, name: &str) -> i64 {
        match self.get(name) {
            OptionValue::Signed(n) => *n,
            other => panic!("option `{name}` is not signed: {other:?}"),
        }
    }

    /// A `uint` or `ulong` option's value. Panics when the pass declares no such option.
    pub fn unsigned(&self, name: &str) -> u64 {
        match self.get(name) {
            OptionValue::Unsigned(n) => *n,
            other => panic!("option `{name}` is not unsigned: {other:?}"),
        }
    }

    /// A `string` or enumerated option's value. Panics when the pass declares no such
    /// option.
    pub fn text(&self, name: &str) -> &str {
        match self.get(name) {
            OptionValue::Text(t) => t,
            other => panic!("option `{name}` is not text: {other:?}"),
        }
    }

    /// The texts of a list option of pipelines, in order (`func.func(cse)`). Panics when the
    /// pass declares no such option.
    pub fn pipelines(&self, name: &str) -> Vec<&str> {
        match self.get(name) {
            OptionValue::List(items) => items
                .iter()
                .map(|v| match v {
                    OptionValue::Pipeline { text, .. } => text.as_str(),
                    other => panic!("option `{name}` holds a non-pipeline element: {other:?}"),
                })
                .collect(),
            other => panic!("option `{name}` is not a list: {other:?}"),
        }
    }

    /// Whether the option was given (rather than left at its default).
    pub fn given(&self, name: &str) -> bool {
        self.values
            .iter()
            .position(|(n, _)| *n == name)
            .is_some_and(|i| self.given[i])
    }

    /// The elements of a list option of strings, in order. Panics when the pass declares no
    /// such option.
    pub fn texts(&self, name: &str) -> Vec<&str> {
        match self.get(name) {
            OptionValue::List(items) => items
                .iter()
                .map(|v| match v {
                    OptionValue::Text(t) => t.as_str(),
                    other => panic!("option `{name}` holds a non-text element: {other:?}"),
                })
                .collect(),
            other => panic!("option `{name}` is not a list: {other:?}"),
        }
    }
}

/// A `long` value as LLVM's command line reads it: an optional `-`, then decimal, or
/// hexadecimal (`0x`), binary (`0b`) or octal (`0o`, or a leading `0`) digits.
pub fn parse_long(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let magnitude = parse_unsigned_digits(digits)?;
    let magnitude = i128::from(magnitude);
    i64::try_from(if negative { -magnitude } else { magnitude }).ok()
}

/// An unsigned value as LLVM's command line reads it (radix as [`parse_long`], no sign).
fn parse_unsigned_digits(digits: &str) -> Option<u64> {
    let lower = digits.to_ascii_lowercase();
    let (radix, body) = if let Some(rest) = lower.strip_prefix("0x") {
        (16, rest)
    } else if let Some(rest) = lower.strip_prefix("0b") {
        (2, rest)
    } else if let Some(rest) = lower.strip_prefix("0o") {
        (8, rest)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (8, &lower[1..])
    } else {
        (10, lower.as_str())
    };
    if body.is_empty() || !body.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u64::from_str_radix(body, radix).ok()
}

/// A boolean value as LLVM's command line reads it.
pub fn parse_bool(text: &str) -> Option<bool> {
    match text {
        "" | "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

/// Why one option value was refused: LLVM's message, or a reader's error it wrote itself.
enum OptionValueError {
    Llvm(String),
    Reported(String),
    /// A nested option's own error.
    Option(OptionError),
}

impl From<String> for OptionValueError {
    fn from(message: String) -> Self {
        OptionValueError::Llvm(message)
    }
}

/// Reads one option value of `kind`, pipelines with `pipelines`.
fn parse_value(
    kind: OptionKind,
    value: Option<&str>,
    pipelines: &PipelineReader<'_>,
) -> Result<OptionValue, OptionValueError> {
    match kind {
        OptionKind::List(element) if value.is_some() => split_list(value.unwrap_or(""))
            .into_iter()
            .map(|item| parse_value(*element, Some(item), pipelines))
            .collect::<Result<Vec<_>, _>>()
            .map(OptionValue::List),
        OptionKind::Nested(declared) if value.is_some() => {
            match parse_option_text("nested options", declared, value.unwrap_or(""), pipelines) {
                (options, None) => Ok(OptionValue::Nested(Box::new(options))),
                (_, Some(OptionError::NoSuchOption(key))) => Err(OptionValueError::Reported(
                    format!("<Pass-Options-Parser>: no such option {key}\n"),
                )),
                (_, Some(error)) => Err(OptionValueError::Option(error)),
            }
        }
        OptionKind::Pipeline if value.is_some() => {
            let text = value.unwrap_or("");
            match pipelines(text) {
                Ok(printed) => Ok(OptionValue::Pipeline {
                    text: text.to_string(),
                    printed,
                }),
                Err(OptionError::Reported(message)) => Err(OptionValueError::Reported(message)),
                Err(OptionError::Invalid { message, .. }) => Err(OptionValueError::Llvm(message)),
                Err(OptionError::NoSuchOption(key)) => Err(OptionValueError::Llvm(key)),
            }
        }
        _ => Ok(parse_scalar(kind, value)?),
    }
}

/// Reads one value of a kind that is not a list or a pipeline; the error is LLVM's message.
fn parse_scalar(kind: OptionKind, value: Option<&str>) -> Result<OptionValue, String> {
    let text = value.unwrap_or("");
    let invalid = |what: &str| format!("'{text}' value invalid for {what} argument!");
    match kind {
        OptionKind::Bool => parse_bool(text)
            .map(OptionValue::Bool)
            .ok_or_else(|| format!("'{text}' is invalid value for boolean argument! Try 0 or 1")),
        _ if value.is_none() => Err("requires a value!".into()),
        OptionKind::Int => parse_long(text)
            .filter(|n| i32::try_from(*n).is_ok())
            .map(OptionValue::Signed)
            .ok_or_else(|| invalid("integer")),
        OptionKind::Long => parse_long(text)
            .map(OptionValue::Signed)
            .ok_or_else(|| invalid("long")),
        OptionKind::Uint => parse_unsigned_digits(text)
            .filter(|n| u32::try_from(*n).is_ok())
            .map(OptionValue::Unsigned)
            .ok_or_else(|| invalid("uint")),
        // MLIR reads a `uint64_t` option as a `long` and keeps its bits (`-1` is the
        // largest value), and calls it a `long` in messages.
        OptionKind::Ulong => parse_long(text)
            .map(|n| n as u64)
            .map(OptionValue::Unsigned)
            .ok_or_else(|| invalid("long")),
        OptionKind::String => Ok(OptionValue::Text(text.to_string())),
        OptionKind::Enum(values) => {
            if values.iter().any(|&(name, _)| name == text) {
                Ok(OptionValue::Text(text.to_string()))
            } else {
                Err(format!("Cannot find option named '{text}'!"))
            }
        }
        OptionKind::DialectVersion => {
            // LLVM's `getAsSignedInteger`: an optional minus, then decimal digits.
            let number = |s: &str| {
                let digits = s.strip_prefix('-').unwrap_or(s);
                let ok = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
                ok.then(|| s.parse::<i64>().ok()).flatten()
            };
            let (major, minor) = text.split_once('.').unwrap_or((text, ""));
            match (number(major), number(minor)) {
                (Some(major), Some(minor)) => Ok(OptionValue::Text(format!("{major}.{minor}"))),
                _ => Err(format!("Invalid argument '{text}")),
            }
        }
        OptionKind::List(_) | OptionKind::Pipeline | OptionKind::Nested(_) => {
            unreachable!("read by parse_value")
        }
    }
}

/// MLIR's `findChar`: the byte index of the next `c` in `text` from `from`, skipping what
/// is inside `{...}`, `(...)`, `[...]` (nested) and quotes; `None` when there is none or a
/// range is not closed.
fn find_char(text: &[u8], from: usize, c: u8) -> Option<usize> {
    let mut i = from;
    while i < text.len() {
        if text[i] == c {
            return Some(i);
        }
        let close = match text[i] {
            b'{' => Some(find_char(text, i + 1, b'}')),
            b'(' => Some(find_char(text, i + 1, b')')),
            b'[' => Some(find_char(text, i + 1, b']')),
            q @ (b'"' | b'\'') => Some(
                text[i + 1..]
                    .iter()
                    .position(|&b| b == q)
                    .map(|p| p + i + 1),
            ),
            _ => None,
        };
        if let Some(close) = close {
            i = close?;
        }
        i += 1;
    }
    None
}

/// MLIR's `extractArgAndUpdateOptions` on one argument: trimmed, without the quotes around
/// all of it, or else without the braces around all of it.
fn unwrap_argument(text: &str) -> &str {
    let text = text.trim();
    if text.len() <= 1 {
        return text;
    }
    for q in ['\'', '"'] {
        if text.starts_with(q) && text.ends_with(q) {
            return text[1..text.len() - 1].trim();
        }
    }
    if text.starts_with('{') && find_char(text.as_bytes(), 1, b'}') == Some(text.len() - 1) {
        return text[1..text.len() - 1].trim();
    }
    text
}

/// The elements of a list option's value as MLIR's `parseCommaSeparatedList` splits them:
/// at the commas outside brackets and quotes, each element unwrapped as an argument.
fn split_list(text: &str) -> Vec<&str> {
    let mut items = Vec::new();
    if text.is_empty() {
        return items;
    }
    let mut rest = text;
    while let Some(comma) = find_char(rest.as_bytes(), 0, b',') {
        items.push(unwrap_argument(&rest[..comma]));
        rest = rest[comma + 1..].trim_start();
    }
    items.push(unwrap_argument(rest));
    items
}

/// Splits an option text into `key[=value]` items as MLIR's pass option parser does: items
/// are separated by spaces; a value may be quoted (`"..."`, `'...'`) or braced (`{...}`,
/// nested), and then keeps its spaces; the quotes around a whole value are dropped.
#[cfg(test)]
fn split_options(text: &str) -> Vec<(&str, Option<&str>)> {
    split_options_raw(text)
        .into_iter()
        .map(|(k, v)| (k, v.map(unquote)))
        .collect()
}

/// A value without the quotes around all of it.
#[cfg(test)]
fn unquote(v: &str) -> &str {
    ['"', '\'']
        .iter()
        .find_map(|&q| v.strip_prefix(q).and_then(|r| r.strip_suffix(q)))
        .unwrap_or(v)
}

/// [`split_options`] with the values as written.
fn split_options_raw(text: &str) -> Vec<(&str, Option<&str>)> {
    let mut items = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        let start = i;
        let mut depth = 0usize;
        let mut quote: Option<u8> = None;
        while i < bytes.len() {
            let c = bytes[i];
            match quote {
                Some(q) => {
                    if c == q {
                        quote = None;
                    }
                }
                None => match c {
                    b'"' | b'\'' => quote = Some(c),
                    b'{' => depth += 1,
                    b'}' => depth = depth.saturating_sub(1),
                    c if c.is_ascii_whitespace() && depth == 0 => break,
                    _ => {}
                },
            }
            i += 1;
        }
        let item = &text[start..i];
        items.push(match item.split_once('=') {
            Some((k, v)) => (k, Some(v)),
            None => (item, None),
        });
    }
    items
}

/// Adds a registered pipeline's passes to a pass manager (MLIR's
/// `PassPipelineRegistration` builder): given the option text the pipeline was given, the
/// registry (for pipelines written as text) and how passes anchored elsewhere are added;
/// the error is the text to print.
pub type PipelineBuilder = dyn Fn(&mut OpPassManager, Option<&str>, &PassRegistry, Nesting) -> Result<(), String>
    + Send
    + Sync;

/// The interface an interface pass runs on (MLIR's `InterfacePass<Interface>`): its name
/// as MLIR prints it, and whether an operation implements it.
#[derive(Clone, Copy)]
pub struct InterfaceAnchor {
    /// The interface's name (`FunctionOpInterface`).
    pub name: &'static str,
    /// Whether the operations of a name implement it.
    pub implemented_by: fn(&Context, OperationName) -> bool,
}

/// Creates a pass from its parsed options.
///
/// A pass moves to another thread when the pass manager runs it on operations in parallel
/// (each thread gets an instance of its own, created with the same options), so it is
/// `Send`.
pub type PassConstructor = dyn Fn(&PassOptions) -> Box<dyn Pass + Send> + Send + Sync;

/// A registered pass: what the registry knows about it and how to create it.
#[derive(Clone)]
pub struct PassInfo {
    argument: String,
    name: String,
    description: String,
    anchor: Option<String>,
    options: Vec<PassOption>,
    create: Arc<PassConstructor>,
    /// For a registered pipeline, what adds its passes.
    pipeline: Option<Arc<PipelineBuilder>>,
    /// For an interface pass, the interface its operations implement.
    interface: Option<InterfaceAnchor>,
    /// Which instance this is (see [`PassInfo::instance_id`]); 0 for a registration.
    instance: u64,
    /// The dialects the pass creates entities of (see [`PassInfo::with_dependent_dialect`]).
    dependent_dialects: Vec<DependentDialect>,
}

/// A dialect a pass depends on (MLIR's `getDependentDialects`): its namespace, and the
/// function that registers it in a context where it is not registered yet.
#[derive(Clone, Copy, Debug)]
pub struct DependentDialect {
    /// The dialect's namespace (`arith`).
    pub namespace: &'static str,
    /// Registers the dialect (a generated dialect module's `register`).
    pub register: fn(&mut Context),
}

/// The next instance number [`PassInfo::instantiate`] gives out.
static NEXT_INSTANCE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl std::fmt::Debug for PassInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassInfo")
            .field("argument", &self.argument)
            .field("name", &self.name)
            .field("anchor", &self.anchor)
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

impl PassInfo {
    /// A pass registered as `argument` (its flag and its name in pipelines), described by
    /// `description`, created by `create` from its options. It runs on any operation until
    /// [`PassInfo::anchored_on`] says otherwise, and has no options until
    /// [`PassInfo::with_option`] adds them.
    pub fn new(
        argument: impl Into<String>,
        description: impl Into<String>,
        create: impl Fn(&PassOptions) -> Box<dyn Pass + Send> + Send + Sync + 'static,
    ) -> Self {
        let argument = argument.into();
        PassInfo {
            name: argument.clone(),
            argument,
            description: description.into(),
            anchor: None,
            options: Vec::new(),
            create: Arc::new(create),
            pipeline: None,
            interface: None,
            instance: 0,
            dependent_dialects: Vec::new(),
        }
    }

    /// A registered pass pipeline (MLIR's `PassPipelineRegistration`) as `argument`: in a
    /// pipeline or as a flag, `build` adds its passes where it is written. Options declared
    /// with [`PassInfo::with_option`] are checked before `build` is called.
    pub fn pipeline(
        argument: impl Into<String>,
        description: impl Into<String>,
        build: impl Fn(&mut OpPassManager, Option<&str>, &PassRegistry, Nesting) -> Result<(), String>
        + Send
        + Sync
        + 'static,
    ) -> Self {
        let mut info = PassInfo::new(argument, description, |_| {
            Box::new(|_: &mut Context, _: OpId| -> PassResult { Ok(()) })
        });
        info.pipeline = Some(Arc::new(build));
        info
    }

    /// Whether this is a registered pipeline rather than a pass.
    pub fn is_pipeline(&self) -> bool {
        self.pipeline.is_some()
    }

    /// Adds a registered pipeline's passes to `pm` with the option text it was given, once
    /// the options are checked. Panics when this is not a pipeline.
    pub fn add_pipeline_to(
        &self,
        pm: &mut OpPassManager,
        options: Option<&str>,
        registry: &PassRegistry,
        nesting: Nesting,
    ) -> Result<(), PipelineAddError> {
        let build = self.pipeline.as_ref().expect("a registered pipeline");
        // A pipeline without options refuses any, with no message of its own.
        if self.options.is_empty() && options.is_some_and(|o| !o.is_empty()) {
            return Err(PipelineAddError::Build(String::new()));
        }
        self.parse_options(options.unwrap_or(""))
            .map_err(PipelineAddError::Option)?;
        build(pm, options, registry, nesting).map_err(PipelineAddError::Build)
    }

    /// The pass runs on the operations that implement an interface (MLIR's
    /// `InterfacePass`): it can only be added where such operations may be (a pass manager
    /// on another operation name that does not implement it is refused when run).
    pub fn anchored_on_interface(
        mut self,
        name: &'static str,
        implemented_by: fn(&Context, OperationName) -> bool,
    ) -> Self {
        self.interface = Some(InterfaceAnchor {
            name,
            implemented_by,
        });
        self
    }

    /// The interface the pass runs on, for an interface pass.
    pub fn interface(&self) -> Option<InterfaceAnchor> {
        self.interface
    }

    /// The pass runs only on operations named `op_name` (MLIR's `OperationPass<OpT>`).
    pub fn anchored_on(mut self, op_name: impl Into<String>) -> Self {
        self.anchor = Some(op_name.into());
        self
    }

    /// The pass's name as MLIR's `getName` gives it (`Canonicalizer`), shown where passes
    /// are named in output; the argument until set.
    pub fn with_name(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// Declares that the pass may create operations, types or attributes of the dialect
    /// `namespace`, which `register` registers (MLIR's `getDependentDialects`): a pass
    /// manager registers it before its pipeline runs, where the tool did not, as MLIR's
    /// `PassManager::run` loads a pipeline's dependent dialects.
    pub fn with_dependent_dialect(
        mut self,
        namespace: &'static str,
        register: fn(&mut Context),
    ) -> Self {
        self.dependent_dialects.push(DependentDialect {
            namespace,
            register,
        });
        self
    }

    /// The dialects the pass depends on, in declaration order.
    pub fn dependent_dialects(&self) -> &[DependentDialect] {
        &self.dependent_dialects
    }

    /// Declares an option.
    pub fn with_option(mut self, option: PassOption) -> Self {
        self.options.push(option);
        self
    }

    /// The command-line argument (`canonicalize`).
    pub fn argument(&self) -> &str {
        &self.argument
    }

    /// The pass's name (`Canonicalizer`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The description.
    pub fn description(&self) -> &str {
        &self.description
    }

    /// The operation name the pass is anchored on; `None` for any operation.
    pub fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    /// The instance of the pass this is the registration of, as a number no other instance
    /// has (0 for the registration itself): what instrumentation tells passes apart by.
    pub fn instance_id(&self) -> u64 {
        self.instance
    }

    fn for_new_instance(&self) -> PassInfo {
        let mut info = self.clone();
        info.instance = NEXT_INSTANCE.fetch_add(1, Ordering::Relaxed);
        info
    }

    /// The declared options, in order.
    pub fn options(&self) -> &[PassOption] {
        &self.options
    }

    /// Reads an option text (`max-iterations=3 top-down=false`) over the defaults; a
    /// pipeline option is refused (see [`PassInfo::parse_options_with`]).
    pub fn parse_options(&self, text: &str) -> Result<PassOptions, OptionError> {
        self.parse_options_with(text, &no_pipeline_reader)
    }

    /// [`PassInfo::parse_options`] with pipeline options read by `pipelines`.
    pub fn parse_options_with(
        &self,
        text: &str,
        pipelines: &PipelineReader<'_>,
    ) -> Result<PassOptions, OptionError> {
        match self.parse_options_partial(text, pipelines) {
            (options, None) => Ok(options),
            (_, Some(error)) => Err(error),
        }
    }

    /// Reads an option text over the defaults as LLVM's command line does, one option after
    /// the other: on an error, the options read before it keep their values.
    fn parse_options_partial(
        &self,
        text: &str,
        pipelines: &PipelineReader<'_>,
    ) -> (PassOptions, Option<OptionError>) {
        parse_option_text(&self.argument, &self.options, text, pipelines)
    }

    /// A new instance of the pass with the options `text` gives, as MLIR's pipeline parser
    /// creates it: when an option is refused, the instance has the options read before it,
    /// and the error comes with it. Pipeline options are read with `pipelines`.
    pub fn instantiate_partial(
        &self,
        text: Option<&str>,
        pipelines: &PipelineReader<'_>,
    ) -> (PassInstance, Option<OptionError>) {
        let (options, error) = self.parse_options_partial(text.unwrap_or(""), pipelines);
        (self.instance_with(text, options), error)
    }

    /// A new instance of the pass with the options `text` gives (none: the defaults); a
    /// pipeline option is refused (see [`PassInfo::instantiate_with`]).
    pub fn instantiate(&self, text: Option<&str>) -> Result<PassInstance, OptionError> {
        self.instantiate_with(text, &no_pipeline_reader)
    }

    /// [`PassInfo::instantiate`] with pipeline options read by `pipelines`.
    pub fn instantiate_with(
        &self,
        text: Option<&str>,
        pipelines: &PipelineReader<'_>,
    ) -> Result<PassInstance, OptionError> {
        let options = self.parse_options_with(text.unwrap_or(""), pipelines)?;
        Ok(self.instance_with(text, options))
    }

    fn instance_with(&self, text: Option<&str>, options: PassOptions) -> PassInstance {
        PassInstance::new(self.for_new_instance(), text, options)
    }
}

/// Reads an option text over the defaults of the `declared` options of `owner` (a pass's
/// argument) as LLVM's command line does, one option after the other: on an error, the
/// options read before it keep their values.
fn parse_option_text(
    owner: &str,
    declared: &[PassOption],
    text: &str,
    pipelines: &PipelineReader<'_>,
) -> (PassOptions, Option<OptionError>) {
    let values: Vec<(&'static str, OptionValue)> = declared
        .iter()
        .map(|o| {
            let value = match parse_value(o.kind, Some(o.default), pipelines) {
                Ok(v) => v,
                Err(_) => panic!("pass `{}` option `{}` default", owner, o.name),
            };
            (o.name, value)
        })
        .collect();
    // The options given so far: the first occurrence of a list option replaces the
    // default, later ones add to it.
    let mut options = PassOptions {
        values,
        given: vec![false; declared.len()],
    };
    for (key, raw) in split_options_raw(text) {
        let Some(index) = declared.iter().position(|o| o.name == key) else {
            let error = OptionError::NoSuchOption(key.to_string());
            return (options, Some(error));
        };
        let kind = declared[index].kind;
        // The quotes or braces around a whole value are dropped, whatever its kind.
        let value = raw.map(unwrap_argument);
        let parsed = match parse_value(kind, value, pipelines) {
            Ok(parsed) => parsed,
            Err(OptionValueError::Llvm(message)) => {
                let error = OptionError::Invalid {
                    key: key.to_string(),
                    message,
                };
                return (options, Some(error));
            }
            Err(OptionValueError::Reported(text)) => {
                return (options, Some(OptionError::Reported(text)));
            }
            Err(OptionValueError::Option(error)) => return (options, Some(error)),
        };
        match (&mut options.values[index].1, parsed) {
            (OptionValue::List(items), OptionValue::List(more)) if options.given[index] => {
                items.extend(more)
            }
            (slot, parsed) => *slot = parsed,
        }
        options.given[index] = true;
    }
    (options, None)
}

/// Why a registered pipeline was not added: its options were refused, or its builder
/// failed (with the text to print).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PipelineAddError {
    /// An option was refused.
    Option(OptionError),
    /// The builder failed.
    Build(String),
}

/// The passes a tool knows, in registration order.
#[derive(Clone, Debug, Default)]
pub struct PassRegistry {
    passes: Vec<PassInfo>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers a pass; one registered before under the same argument is replaced.
    pub fn register(&mut self, info: PassInfo) {
        self.passes.retain(|p| p.argument != info.argument);
        self.passes.push(info);
    }

    /// The pass registered as `argument`.
    pub fn get(&self, argument: &str) -> Option<&PassInfo> {
        self.passes.iter().find(|p| p.argument == argument)
    }

    /// The registered passes, sorted by argument (as `--help` lists them).
    pub fn sorted(&self) -> Vec<&PassInfo> {
        let mut all: Vec<&PassInfo> = self.passes.iter().collect();
        all.sort_by(|a, b| a.argument.cmp(&b.argument));
        all
    }

    /// Adds every pass of `other`.
    pub fn extend(&mut self, other: &PassRegistry) {
        for p in &other.passes {
            self.register(p.clone());
        }
    }
}

impl Context {
    /// Registers a pass with the context, for a tool to find (MLIR's `PassRegistration`).
    pub fn register_pass(&mut self, info: PassInfo) {
        Arc::make_mut(&mut self.passes).register(info);
    }

    /// The passes registered with the context.
    pub fn registered_passes(&self) -> &PassRegistry {
        &self.passes
    }

    /// Where passes write what is not IR (reports, errors that do not fail them) and how
    /// they print: the tool takes it after the run.
    pub fn pass_output(&mut self) -> &mut PassOutput {
        &mut self.pass_output
    }
}

/// What passes write besides the IR, kept in order until the tool takes it, and the printing
/// flag they read ([`Context::pass_output`]).
#[derive(Clone, Debug, Default)]
pub struct PassOutput {
    /// What MLIR's passes write to `llvm::errs()` (reports such as `print-op-stats`'): the
    /// tool writes it to its standard error.
    pub stderr: String,
    /// What MLIR's passes write to `llvm::outs()` (upstream's test analyses' reports): the
    /// tool writes it to its standard output before the IR.
    pub stdout: String,
    /// Errors reported without failing the pass (MLIR's `emitError` in a pass that then goes
    /// on): the tool prints them (or checks them under `--verify-diagnostics`) and the run
    /// continues.
    pub errors: Vec<VerifyError>,
    /// The size above which elements attributes are elided when passes print them (the
    /// tool's `--mlir-elide-elementsattrs-if-larger`, which MLIR's default printing flags
    /// read).
    pub elide_elements_limit: Option<i64>,
}

impl PassOutput {
    /// An empty output with the same printing flag, for a context forked onto a thread.
    pub(crate) fn forked(&self) -> PassOutput {
        PassOutput {
            elide_elements_limit: self.elide_elements_limit,
            ..Default::default()
        }
    }

    /// What passes wrote for standard error since the last call, emptying it.
    pub fn take_stderr(&mut self) -> String {
        std::mem::take(&mut self.stderr)
    }

    /// What passes wrote for standard output since the last call, emptying it.
    pub fn take_stdout(&mut self) -> String {
        std::mem::take(&mut self.stdout)
    }

    /// The errors passes emitted without failing since the last call, in order.
    pub fn take_errors(&mut self) -> Vec<VerifyError> {
        std::mem::take(&mut self.errors)
    }
}

/// One pass in a pipeline: the registered pass, the options it was given, and the instance.
pub struct PassInstance {
    info: PassInfo,
    options_text: Option<String>,
    options: PassOptions,
    pass: Box<dyn Pass + Send>,
    /// The statistics of the copies that ran on other threads, summed (MLIR merges its
    /// threads' pass copies' statistics into the original's).
    thread_statistics: Vec<Statistic>,
}

impl std::fmt::Debug for PassInstance {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassInstance")
            .field("argument", &self.info.argument)
            .field("options", &self.options_text)
            .finish_non_exhaustive()
    }
}

impl PassInstance {
    fn new(info: PassInfo, text: Option<&str>, options: PassOptions) -> Self {
        PassInstance {
            pass: (info.create)(&options),
            info,
            options_text: text.map(str::to_string),
            options,
            thread_statistics: Vec::new(),
        }
    }

    /// Another instance of the same pass with the same options and identity, for another
    /// thread (MLIR's `Pass::clone`).
    pub(crate) fn fork(&self) -> PassInstance {
        PassInstance::new(
            self.info.clone(),
            self.options_text.as_deref(),
            self.options.clone(),
        )
    }

    /// The pass's statistics, those of its copies on other threads added in.
    pub fn statistics(&self) -> Vec<Statistic> {
        let mut own = self.pass.statistics();
        for (into, s) in own.iter_mut().zip(&self.thread_statistics) {
            into.value += s.value;
        }
        own
    }

    /// Adds `stats` (counted by a copy made by [`PassInstance::fork`]) to this instance's.
    pub(crate) fn add_statistics(&mut self, stats: Vec<Statistic>) {
        if self.thread_statistics.is_empty() {
            self.thread_statistics = stats;
        } else {
            for (into, s) in self.thread_statistics.iter_mut().zip(stats) {
                into.value += s.value;
            }
        }
    }

    /// The registered pass.
    pub fn info(&self) -> &PassInfo {
        &self.info
    }

    /// The option text the pass was given, if any.
    pub fn options_text(&self) -> Option<&str> {
        self.options_text.as_deref()
    }

    /// The options the pass was created with.
    pub fn options(&self) -> &PassOptions {
        &self.options
    }
}

/// One element of a pass manager: a pass, or an adaptor running pass managers nested on the
/// operations a level down (MLIR's `OpToOpPassAdaptor`).
#[derive(Debug)]
// Most elements are passes: boxing them to shrink the adaptor variant gains nothing.
#[allow(clippy::large_enum_variant)]
pub enum PassElement {
    /// A pass run on the pass manager's operation.
    Pass(Box<PassInstance>),
    /// Pass managers, each run on the operations inside the regions of the pass manager's
    /// operation that it can be scheduled on (the first that can, for each operation).
    /// Adjacent adaptors are merged before a run, as MLIR merges them: pass managers on the
    /// same anchor become one, the others sit side by side ("Pipeline Collection").
    Adaptor(Vec<OpPassManager>),
}

/// How [`OpPassManager::add_pass`] places a pass anchored on another operation than the
/// pass manager's (MLIR's `OpPassManager::Nesting`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nesting {
    /// Nest a pass manager on the pass's anchor for it.
    Implicit,
    /// Refuse it.
    Explicit,
}

/// An ordered list of passes and nested pass managers, anchored on an operation name or on
/// any operation (`any`).
#[derive(Debug)]
pub struct OpPassManager {
    anchor: String,
    elements: Vec<PassElement>,
}

/// The anchor of a pass manager that runs on any operation.
pub const ANY: &str = "any";

/// Hooks called around each pass a pass manager runs (MLIR's `PassInstrumentation`): before
/// it, and after it (once the verifier ran, when it does) as it succeeded or failed; around
/// each adaptor and each nested pipeline it runs. A pass is identified by its [`PassInfo`]'s
/// address, which stays the same for the pass manager's life (each instance has its own).
pub trait PassInstrumentation {
    /// Before `pass` runs on `op`.
    fn before_pass(&mut self, _ctx: &mut Context, _pass: &PassInfo, _op: OpId) {}
    /// After `pass` ran on `op` and succeeded.
    fn after_pass(&mut self, _ctx: &mut Context, _pass: &PassInfo, _op: OpId) {}
    /// After `pass` failed on `op` (or the verifier failed after it).
    fn after_pass_failed(&mut self, _ctx: &mut Context, _pass: &PassInfo, _op: OpId) {}
    /// Before an adaptor runs its pass managers under an operation: `key` identifies the
    /// adaptor, `name` is MLIR's name for it (`Pipeline Collection : ['func.func', ...]`),
    /// `managers` how many pass managers it holds.
    fn before_adaptor(&mut self, _key: usize, _name: &str, _managers: usize) {}
    /// After the adaptor begun last finished (or failed).
    fn after_adaptor(&mut self) {}
    /// Before a nested pass manager runs on an operation; `anchor` is its anchor.
    fn before_pipeline(&mut self, _anchor: &str) {}
    /// After the nested pass manager begun last finished (or failed).
    fn after_pipeline(&mut self) {}
    /// The running pass computed the analysis `name`, which took `elapsed` (reported after
    /// the pass ran, before its verification and [`PassInstrumentation::after_pass`]).
    fn analysis_computed(&mut self, _name: &str, _elapsed: std::time::Duration) {}
    /// A pass writes `text` to the error output as it is (MLIR's `llvm::errs()`): an
    /// instrumentation that keeps the error output in order with what it prints takes it
    /// and says so; by default none does, and the text goes to standard error.
    fn report(&mut self, _text: &str) -> bool {
        false
    }

    /// A pass failed on `op` with `errors` (before [`PassInstrumentation::after_pass_failed`]):
    /// MLIR emits them as they happen, so an instrumentation that keeps the error output
    /// in order with what it prints takes them, returning what it leaves in the failure; by
    /// default none does.
    fn take_failure_errors(
        &mut self,
        _ctx: &mut Context,
        errors: Vec<VerifyError>,
    ) -> Vec<VerifyError> {
        errors
    }

    /// Whether the instrumentation must see every pass as it runs, in order, so that
    /// nested pipelines stay on one thread (see `run_adaptor_on_threads`); true unless an
    /// instrumentation says otherwise.
    fn needs_one_thread(&self) -> bool {
        true
    }
}

/// A pass manager's run as a pass sees it (MLIR's pass execution state): the
/// instrumentation, whether the run verifies after each pass, and the analyses of the
/// operation the pass runs on.
pub struct PassExecution<'a> {
    instrumentation: &'a mut dyn PassInstrumentation,
    verify_each: bool,
    /// The analyses of the operation the pass runs on.
    pub analyses: &'a mut AnalysisManager,
}

impl PassExecution<'_> {
    /// Runs `pm` on `op` (the pass's operation or one nested in it) as part of this run
    /// (MLIR's `Pass::runPipeline`).
    pub fn run_pipeline(
        &mut self,
        ctx: &mut Context,
        pm: &mut OpPassManager,
        op: OpId,
    ) -> PassResult {
        // A dynamic pipeline is timed and instrumented as a nested one.
        self.instrumentation.before_pipeline(pm.anchor());
        let result = pm.run_instrumented(ctx, op, self.verify_each, &mut *self.instrumentation);
        self.instrumentation.after_pipeline();
        result
    }

    /// Computes, with `f`, an analysis named `name` that the pass keeps to itself, reporting
    /// the computation to the run's instrumentation as it happens (MLIR's analyses are
    /// reported when computed).
    pub fn analysis<T>(&mut self, name: &'static str, f: impl FnOnce() -> T) -> T {
        let started = std::time::Instant::now();
        let out = f();
        self.instrumentation
            .analysis_computed(name, started.elapsed());
        out
    }

    /// Writes `text` to the run's error output as it is.
    pub fn report(&mut self, text: &str) {
        if !self.instrumentation.report(text) {
            eprint!("{text}");
        }
    }
}

/// Runs `f` with an execution of its own: no instrumentation, verifying after each pass
/// when `verify_each`.
pub fn with_plain_execution<R>(
    verify_each: bool,
    f: impl FnOnce(&mut PassExecution<'_>) -> R,
) -> R {
    let mut none = NoInstrumentation;
    let mut analyses = AnalysisManager::default();
    f(&mut PassExecution {
        instrumentation: &mut none,
        verify_each,
        analyses: &mut analyses,
    })
}

/// The instrumentation that does nothing.
struct NoInstrumentation;

impl PassInstrumentation for NoInstrumentation {
    fn needs_one_thread(&self) -> bool {
        false
    }
}

/// Several instrumentations as one (MLIR's `PassInstrumentor`): the hooks before an event in
/// the order the instrumentations were given, those after it in reverse.
#[derive(Default)]
pub struct Instrumentations<'a> {
    list: Vec<&'a mut dyn PassInstrumentation>,
}

impl<'a> Instrumentations<'a> {
    /// No instrumentation yet.
    pub fn new() -> Self {
        Instrumentations { list: Vec::new() }
    }

    /// Adds `instrumentation` after those added before.
    pub fn add(&mut self, instrumentation: &'a mut dyn PassInstrumentation) {
        self.list.push(instrumentation);
    }
}

impl PassInstrumentation for Instrumentations<'_> {
    fn before_pass(&mut self, ctx: &mut Context, pass: &PassInfo, op: OpId) {
        for i in &mut self.list {
            i.before_pass(ctx, pass, op);
        }
    }
    fn after_pass(&mut self, ctx: &mut Context, pass: &PassInfo, op: OpId) {
        for i in self.list.iter_mut().rev() {
            i.after_pass(ctx, pass, op);
        }
    }
    fn after_pass_failed(&mut self, ctx: &mut Context, pass: &PassInfo, op: OpId) {
        for i in self.list.iter_mut().rev() {
            i.after_pass_failed(ctx, pass, op);
        }
    }
    fn before_adaptor(&mut self, key: usize, name: &str, managers: usize) {
        for i in &mut self.list {
            i.before_adaptor(key, name, managers);
        }
    }
    fn after_adaptor(&mut self) {
        for i in self.list.iter_mut().rev() {
            i.after_adaptor();
        }
    }
    fn before_pipeline(&mut self, anchor: &str) {
        for i in &mut self.list {
            i.before_pipeline(anchor);
        }
    }
    fn after_pipeline(&mut self) {
        for i in self.list.iter_mut().rev() {
            i.after_pipeline();
        }
    }
    fn analysis_computed(&mut self, name: &str, elapsed: std::time::Duration) {
        for i in &mut self.list {
            i.analysis_computed(name, elapsed);
        }
    }
    fn report(&mut self, text: &str) -> bool {
        self.list.iter_mut().any(|i| i.report(text))
    }
    fn take_failure_errors(
        &mut self,
        ctx: &mut Context,
        errors: Vec<VerifyError>,
    ) -> Vec<VerifyError> {
        self.list
            .iter_mut()
            .fold(errors, |left, i| i.take_failure_errors(ctx, left))
    }

    fn needs_one_thread(&self) -> bool {
        self.list.iter().any(|i| i.needs_one_thread())
    }
}

/// How `--mlir-pass-statistics` lays out its report (MLIR's `PassDisplayMode`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// One entry per pass name, the counts of its instances summed, sorted by name.
    List,
    /// The pass manager's structure, nested pipelines indented.
    #[default]
    Pipeline,
}

impl OpPassManager {
    /// An empty pass manager anchored on `anchor` (an operation name, or [`ANY`]).
    pub fn new(anchor: impl Into<String>) -> Self {
        OpPassManager {
            anchor: anchor.into(),
            elements: Vec::new(),
        }
    }

    /// The operation name the pass manager runs on, or [`ANY`].
    pub fn anchor(&self) -> &str {
        &self.anchor
    }

    /// The passes and adaptors, in order.
    pub fn elements(&self) -> &[PassElement] {
        &self.elements
    }

    /// Whether nothing is scheduled.
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }

    /// Adds a pass. A pass anchored on another operation than the pass manager's is nested
    /// in a pass manager on its anchor when `nesting` is implicit, and refused with MLIR's
    /// message when explicit.
    pub fn add_pass(&mut self, pass: PassInstance, nesting: Nesting) -> Result<(), String> {
        if let Some(pass_anchor) = pass.info.anchor()
            && self.anchor != ANY
            && pass_anchor != self.anchor
        {
            if nesting == Nesting::Explicit {
                return Err(format!(
                    "Can't add pass '{}' restricted to '{pass_anchor}' on a PassManager \
                     intended to run on '{}', did you intend to nest?",
                    pass.info.name, self.anchor
                ));
            }
            let anchor = pass_anchor.to_string();
            return self.nest(&anchor).add_pass(pass, nesting);
        }
        self.elements.push(PassElement::Pass(Box::new(pass)));
        Ok(())
    }

    /// A new pass manager nested on `anchor` at the end of this one (in an adaptor of its
    /// own; adjacent adaptors are merged before a run).
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.elements
            .push(PassElement::Adaptor(vec![OpPassManager::new(anchor)]));
        match self.elements.last_mut() {
            Some(PassElement::Adaptor(managers)) => &mut managers[0],
            _ => unreachable!("an adaptor was just pushed"),
        }
    }

    /// Adds a nested pass manager as it is.
    pub fn add_nested(&mut self, nested: OpPassManager) {
        self.elements.push(PassElement::Adaptor(vec![nested]));
    }

    /// Merges adjacent adaptors, here and in every nested pass manager, as MLIR's
    /// `finalizePassList` does. Runs call it; it changes nothing a second time.
    pub fn finalize(&mut self) {
        self.finalize_in(None);
    }

    /// [`OpPassManager::finalize`], with the context when there is one: whether an
    /// interface pass could run on an operation name is then known.
    fn finalize_in(&mut self, ctx: Option<&Context>) {
        let mut merged: Vec<PassElement> = Vec::with_capacity(self.elements.len());
        for element in std::mem::take(&mut self.elements) {
            match (merged.last_mut(), element) {
                (Some(PassElement::Adaptor(last)), PassElement::Adaptor(current)) => {
                    if let Err(current) = try_merge_adaptors(current, last, ctx) {
                        merged.push(PassElement::Adaptor(current));
                    }
                }
                (_, element) => merged.push(element),
            }
        }
        for element in &mut merged {
            if let PassElement::Adaptor(managers) = element {
                for pm in managers {
                    pm.finalize_in(ctx);
                }
            }
        }
        self.elements = merged;
    }

    /// Whether the pass manager can run on `op` (MLIR's `canScheduleOn`): one on an
    /// operation name runs on operations of that name; one on [`ANY`] on registered
    /// operations isolated from above that all its passes can run on.
    fn can_schedule_on(&self, ctx: &Context, op: OpId) -> bool {
        if self.anchor != ANY {
            return ctx.op_name(ctx.op(op).name()).as_str() == self.anchor;
        }
        if !ctx.op_name(ctx.op(op).name()).is_registered()
            || !ctx.op(op).has_trait::<IsIsolatedFromAbove>()
        {
            return false;
        }
        self.can_schedule_on_name(ctx.op_name(ctx.op(op).name()).as_str())
            && self.interfaces_allow(ctx, ctx.op(op).name()).is_ok()
    }

    /// Whether the interface passes of this pass manager (not those nested) can run on
    /// operations named `name`; else the first that cannot.
    fn interfaces_allow(&self, ctx: &Context, name: OperationName) -> Result<(), &PassInfo> {
        for element in &self.elements {
            if let PassElement::Pass(p) = element
                && let Some(interface) = p.info.interface()
                && !(interface.implemented_by)(ctx, name)
            {
                return Err(&p.info);
            }
        }
        Ok(())
    }

    /// MLIR's check when a pass manager is finalized: every interface pass of a pass
    /// manager on a registered operation name (nested ones too) must be able to run on it.
    fn check_interface_passes(&self, ctx: &Context) -> PassResult {
        if self.anchor != ANY
            && let Some(name) = OperationName::lookup(ctx, &self.anchor)
            && ctx.op_name(name).is_registered()
            && let Err(pass) = self.interfaces_allow(ctx, name)
        {
            let message = format!(
                "unable to schedule pass '{}' on a PassManager intended to run on '{}'!",
                pass.name, self.anchor
            );
            return Err(VerifyError::at(Location::unknown(ctx), message).into());
        }
        for element in &self.elements {
            if let PassElement::Adaptor(managers) = element {
                for pm in managers {
                    pm.check_interface_passes(ctx)?;
                }
            }
        }
        Ok(())
    }

    /// Runs the pass manager on `op`: each pass in turn (verifying `op` after it when
    /// `verify_each`), each adaptor's pass managers on the operations they can be scheduled
    /// on. A failed pass ends its pipeline; a failed nested pipeline fails its adaptor once
    /// the adaptor's other operations ran theirs, as MLIR's adaptor does on one thread.
    pub fn run(&mut self, ctx: &mut Context, op: OpId, verify_each: bool) -> PassResult {
        self.run_instrumented(ctx, op, verify_each, &mut NoInstrumentation)
    }

    /// [`OpPassManager::run`] with `instrumentation` called around each pass.
    pub fn run_instrumented(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        verify_each: bool,
        instrumentation: &mut dyn PassInstrumentation,
    ) -> PassResult {
        self.finalize_in(Some(ctx));
        self.check_interface_passes(ctx)?;
        self.register_dependent_dialects(ctx);
        self.run_pipeline(ctx, op, verify_each, instrumentation)
    }

    /// Registers the dialects the pipeline's passes depend on that `ctx` lacks, in the order
    /// the passes name them.
    fn register_dependent_dialects(&self, ctx: &mut Context) {
        for element in &self.elements {
            match element {
                PassElement::Pass(instance) => {
                    for dialect in instance.info.dependent_dialects() {
                        if !ctx.is_dialect_registered(dialect.namespace) {
                            (dialect.register)(ctx);
                        }
                    }
                }
                PassElement::Adaptor(managers) => {
                    for manager in managers {
                        manager.register_dependent_dialects(ctx);
                    }
                }
            }
        }
    }

    fn run_pipeline(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        verify_each: bool,
        instrumentation: &mut dyn PassInstrumentation,
    ) -> PassResult {
        let mut analyses = AnalysisManager::default();
        for element in &mut self.elements {
            check_schedulable(ctx, op)?;
            match element {
                PassElement::Pass(instance) => {
                    instrumentation.before_pass(ctx, &instance.info, op);
                    analyses.begin_pass();
                    let mut exec = PassExecution {
                        instrumentation: &mut *instrumentation,
                        verify_each,
                        analyses: &mut analyses,
                    };
                    let mut result = instance.pass.run_in(ctx, op, &mut exec);
                    for &(name, elapsed) in &analyses.computed {
                        instrumentation.analysis_computed(name, elapsed);
                    }
                    analyses.end_pass();
                    if result.is_ok() && verify_each {
                        result = verify(ctx, op).map_err(PassFailure::from);
                    }
                    match result {
                        Ok(()) => instrumentation.after_pass(ctx, &instance.info, op),
                        Err(mut failure) => {
                            failure.errors = instrumentation
                                .take_failure_errors(ctx, std::mem::take(&mut failure.errors));
                            instrumentation.after_pass_failed(ctx, &instance.info, op);
                            return Err(failure);
                        }
                    }
                }
                PassElement::Adaptor(managers) => {
                    let key = managers.as_ptr() as usize;
                    instrumentation.before_adaptor(key, &adaptor_name(managers), managers.len());
                    let result = run_adaptor(ctx, op, managers, verify_each, instrumentation);
                    // The operations under `op` changed: none of its analyses holds.
                    analyses.clear();
                    instrumentation.after_adaptor();
                    result?;
                }
            }
        }
        Ok(())
    }

    /// The `--mlir-pass-statistics` report of the passes run so far, as MLIR prints it: a
    /// banner, then the statistics in the given layout, then an empty line.
    pub fn statistics_report(&self, display: StatisticsDisplay) -> String {
        let rule = format!("==={}===\n", "-".repeat(73));
        let title = "... Pass statistics report ...";
        let mut out = format!(
            "{rule}{}{title}\n{rule}",
            " ".repeat((80 - title.len()) / 2)
        );
        match display {
            StatisticsDisplay::Pipeline => self.statistics_as_pipeline(0, &mut out),
            StatisticsDisplay::List => {
                let mut merged: std::collections::BTreeMap<&str, Vec<Statistic>> =
                    std::collections::BTreeMap::new();
                self.collect_statistics(&mut merged);
                for (name, stats) in &merged {
                    statistics_entry(&mut out, 2, name, stats.clone());
                }
            }
        }
        out.push('\n');
        out
    }

    fn statistics_as_pipeline(&self, indent: usize, out: &mut String) {
        for element in &self.elements {
            match element {
                PassElement::Pass(p) => {
                    statistics_entry(out, indent, &p.info.name, p.statistics());
                }
                PassElement::Adaptor(managers) => {
                    let mut indent = indent;
                    if managers.len() > 1 {
                        statistics_entry(out, indent, &adaptor_name(managers), Vec::new());
                        indent += 2;
                    }
                    for pm in managers {
                        let name = format!("'{}' Pipeline", pm.anchor);
                        statistics_entry(out, indent, &name, Vec::new());
                        pm.statistics_as_pipeline(indent + 2, out);
                    }
                }
            }
        }
    }

    fn collect_statistics<'a>(
        &'a self,
        merged: &mut std::collections::BTreeMap<&'a str, Vec<Statistic>>,
    ) {
        for element in &self.elements {
            match element {
                PassElement::Pass(p) => {
                    let stats = p.statistics();
                    if stats.is_empty() {
                        continue;
                    }
                    let entry = merged.entry(p.info.name.as_str()).or_default();
                    if entry.is_empty() {
                        *entry = stats;
                    } else {
                        for (into, s) in entry.iter_mut().zip(stats) {
                            into.value += s.value;
                        }
                    }
                }
                PassElement::Adaptor(managers) => {
                    for pm in managers {
                        pm.collect_statistics(merged);
                    }
                }
            }
        }
    }
}

/// The name MLIR gives an adaptor holding several pass managers.
fn adaptor_name(managers: &[OpPassManager]) -> String {
    let anchors: Vec<String> = managers.iter().map(|m| format!("'{}'", m.anchor)).collect();
    format!("Pipeline Collection : [{}]", anchors.join(", "))
}

/// One entry of the statistics report: the name, then its statistics sorted by name, the
/// counts right-aligned and the names left-aligned to the widest.
fn statistics_entry(out: &mut String, indent: usize, name: &str, mut stats: Vec<Statistic>) {
    out.push_str(&format!("{:indent$}{name}\n", ""));
    stats.sort_by(|a, b| a.name.cmp(b.name));
    let name_width = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let value_width = stats
        .iter()
        .map(|s| s.value.to_string().len())
        .max()
        .unwrap_or(0);
    for s in stats {
        out.push_str(&format!(
            "{:w$}(S) {:>value_width$} {:<name_width$} - {}\n",
            "",
            s.value,
            s.name,
            s.description,
            w = indent + 2
        ));
    }
}

/// Merges the adaptor `current` into `last`, as MLIR's `tryMergeInto`: refused (handing
/// `current` back) when a pass manager on any operation in one could run where a pass
/// manager of the other runs; else each pass manager joins the one on its anchor or is
/// added, and the pass managers are sorted: by anchor, those on any operation last.
fn try_merge_adaptors(
    current: Vec<OpPassManager>,
    last: &mut Vec<OpPassManager>,
    ctx: Option<&Context>,
) -> Result<(), Vec<OpPassManager>> {
    let conflicts = |generic: &OpPassManager, others: &[OpPassManager]| {
        others.iter().any(|pm| {
            pm.anchor == ANY
                || (generic.can_schedule_on_name(&pm.anchor)
                    && ctx.is_none_or(|ctx| generic.interfaces_allow_name(ctx, &pm.anchor)))
        })
    };
    if let Some(g) = current.iter().find(|pm| pm.anchor == ANY)
        && conflicts(g, last)
    {
        return Err(current);
    }
    if let Some(g) = last.iter().find(|pm| pm.anchor == ANY)
        && conflicts(g, &current)
    {
        return Err(current);
    }
    for pm in current {
        match last.iter_mut().find(|m| m.anchor == pm.anchor) {
            Some(existing) => existing.elements.extend(pm.elements),
            None => last.push(pm),
        }
    }
    last.sort_by(|a, b| match (a.anchor == ANY, b.anchor == ANY) {
        (false, false) => a.anchor.cmp(&b.anchor),
        (false, true) => std::cmp::Ordering::Less,
        (true, false) => std::cmp::Ordering::Greater,
        (true, true) => std::cmp::Ordering::Equal,
    });
    Ok(())
}

impl OpPassManager {
    /// Whether a pass manager on [`ANY`] could run on operations named `name`, judged by its
    /// passes' anchors alone (MLIR asks the registered operation; an operation that is not
    /// registered or not isolated is never scheduled, so this only errs on the side of a
    /// conflict).
    /// Whether the interface passes of a pass manager on [`ANY`] could run on operations
    /// named `name` (none could on an operation that is not registered, as in MLIR).
    fn interfaces_allow_name(&self, ctx: &Context, name: &str) -> bool {
        match OperationName::lookup(ctx, name) {
            Some(n) if ctx.op_name(n).is_registered() => self.interfaces_allow(ctx, n).is_ok(),
            _ => !self
                .elements
                .iter()
                .any(|e| matches!(e, PassElement::Pass(p) if p.info.interface().is_some())),
        }
    }

    fn can_schedule_on_name(&self, name: &str) -> bool {
        self.elements.iter().all(|e| match e {
            PassElement::Pass(p) => p.info.anchor().is_none_or(|a| a == name),
            PassElement::Adaptor(_) => true,
        })
    }
}

/// MLIR's checks before running a pass on `op`: it must be registered and isolated from
/// above (the top-level operation of a run included).
fn check_schedulable(ctx: &Context, op: OpId) -> PassResult {
    if !ctx.op_name(ctx.op(op).name()).is_registered() {
        return Err(VerifyError::op(
            ctx,
            op,
            "trying to schedule a pass on an unregistered operation",
        )
        .into());
    }
    if !ctx.op(op).has_trait::<IsIsolatedFromAbove>() {
        return Err(VerifyError::op(
            ctx,
            op,
            "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
        )
        .into());
    }
    Ok(())
}

/// Runs an adaptor on the operations directly inside `op`'s regions: each with the first of
/// `managers` that can be scheduled on it, in order.
fn run_adaptor(
    ctx: &mut Context,
    op: OpId,
    managers: &mut [OpPassManager],
    verify_each: bool,
    instrumentation: &mut dyn PassInstrumentation,
) -> PassResult {
    let mut targets = Vec::new();
    for &region in ctx.op(op).regions() {
        for &block in ctx.region(region).blocks() {
            for child in ctx.block(block).ops() {
                if let Some(i) = managers.iter().position(|m| m.can_schedule_on(ctx, child)) {
                    targets.push((child, i));
                }
            }
        }
    }
    if use_threads(ctx, targets.len(), &*instrumentation) {
        return run_adaptor_on_threads(ctx, &targets, managers, verify_each, instrumentation);
    }
    // As MLIR's adaptor on one thread: a failure fails the adaptor, but every operation
    // still runs its pipeline.
    let mut failed = Failures::default();
    for (child, i) in targets {
        if ctx.op(child).is_alive() {
            instrumentation.before_pipeline(&managers[i].anchor);
            let result = managers[i].run_pipeline(ctx, child, verify_each, instrumentation);
            instrumentation.after_pipeline();
            failed.add(result);
        }
    }
    failed.result()
}

/// The failures of an adaptor's pipelines, in operation order.
#[derive(Default)]
struct Failures(Option<PassFailure>);

impl Failures {
    fn add(&mut self, result: PassResult) {
        if let Err(failure) = result {
            self.0
                .get_or_insert_with(PassFailure::default)
                .errors
                .extend(failure.errors);
        }
    }

    fn result(self) -> PassResult {
        self.0.map_or(Ok(()), Err)
    }
}

// ----- nested pipelines on several threads --------------------------------------------------
// Nested pipelines on several threads, as MLIR's pass manager runs them
// (`OpToOpPassAdaptor::runOnOperationAsyncImpl`).
//
// An adaptor runs its pass managers on the operations isolated from above directly inside
// its operation. With threads, each operation is copied into a context of its own that
// shares the uniquer and the registry (`Context::fork_isolated`); rayon's pool runs the
// pipelines on those contexts, each thread with its own instances of the passes; the
// bodies are then moved back in operation order (`Context::join_isolated`). What the
// passes report, write and emit is kept per operation and replayed in operation order, and
// a failure fails the adaptor once every operation ran, as on one thread, so the output
// is the same with and without threads (MLIR's threads stop taking operations after a
// failure, so which ones ran varies from run to run). The copies and the moves keep every
// use list's order, which decides the order rewrites visit users in. Statistics are merged
// as MLIR merges them (each thread's pass copies' values added to the original's), which
// for a statistic a run sets rather than adds to (`cse`'s, as MLIR's) depends on how the
// operations fell to the threads: ods-opt runs on one thread under
// `--mlir-pass-statistics`.
//
// A run stays on one thread when the context has multithreading disabled
// (`--mlir-disable-threading`), when rayon has one thread, when there is one operation,
// when a listener is installed, or when the run's instrumentation needs to see every pass
// as it runs (`PassInstrumentation::needs_one_thread`: IR printing and timing do).

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
fn use_threads(ctx: &Context, targets: usize, instrumentation: &dyn PassInstrumentation) -> bool {
    ctx.multithreading
        && targets > 1
        && rayon::current_num_threads() > 1
        && !ctx.has_listener()
        && !instrumentation.needs_one_thread()
}

/// Runs `managers[i]` on each `(op, i)` of `targets` on rayon's threads, then takes the
/// results back in order (see the section's comment).
fn run_adaptor_on_threads(
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
                mut fork,
                result,
                reports,
            }) => {
                let moved = ctx.join_isolated(op, &mut fork).map_err(|_| {
                    PassFailure::from(VerifyError::op(
                        ctx,
                        op,
                        "a pass changed or used what lies outside the operation it ran on",
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
    // Freeing the emptied forks is no part of the run: it waits for a free thread.
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

/// The canonicalizer's options, as mlir-opt's `canonicalize` pass declares them.
pub const CANONICALIZE_OPTIONS: &[PassOption] = &[
    PassOption::new(
        "top-down",
        OptionKind::Bool,
        "true",
        "Seed the worklist in general top-down order",
    ),
    PassOption::new(
        "region-simplify",
        OptionKind::Enum(&[
            ("disabled", "Don't run any control-flow simplification."),
            (
                "normal",
                "Perform simple control-flow simplifications (e.g. dead args elimination).",
            ),
            (
                "aggressive",
                "Perform aggressive control-flow simplification (e.g. block merging).",
            ),
        ]),
        "normal",
        "Perform control flow optimizations to the region tree",
    ),
    PassOption::new(
        "max-iterations",
        OptionKind::Long,
        "10",
        "Max. iterations between applying patterns / simplifying regions",
    ),
    PassOption::new(
        "max-num-rewrites",
        OptionKind::Long,
        "-1",
        "Max. number of pattern rewrites within an iteration",
    ),
    PassOption::new(
        "test-convergence",
        OptionKind::Bool,
        "false",
        "Test only: Fail pass on non-convergence to detect cyclic pattern",
    ),
    PassOption::new(
        "disable-patterns",
        OptionKind::List(&OptionKind::String),
        "",
        "Labels of patterns that should be filtered out during application",
    ),
    PassOption::new(
        "enable-patterns",
        OptionKind::List(&OptionKind::String),
        "",
        "Labels of patterns that should be used during application, all other patterns are \
         filtered out",
    ),
];

/// The canonicalizer's patterns filtered by the labels of `disable-patterns` and
/// `enable-patterns` as MLIR's `FrozenRewritePatternSet` filters them by debug name: with
/// labels to enable, only the patterns they name are kept; those the labels to disable
/// name are dropped. A label must be MLIR's debug name of one of the patterns (see
/// [`crate::rewrite::RewritePattern::mlir_debug_name`]): a pattern whose MLIR name is not
/// known could be the one a label names, so any other label is refused, with the label.
fn filter_patterns(
    patterns: &mut RewritePatternSet,
    disabled: &[String],
    enabled: &[String],
) -> Result<(), String> {
    if disabled.is_empty() && enabled.is_empty() {
        return Ok(());
    }
    let known: Vec<&str> = patterns
        .patterns()
        .iter()
        .filter_map(|p| p.mlir_debug_name())
        .collect();
    if let Some(label) = disabled
        .iter()
        .chain(enabled)
        .find(|l| !known.contains(&l.as_str()))
    {
        return Err(label.clone());
    }
    patterns.retain(|p| {
        let name = p.mlir_debug_name();
        let named = |labels: &[String]| name.is_some_and(|n| labels.iter().any(|l| l == n));
        (enabled.is_empty() || named(enabled)) && !named(disabled)
    });
    Ok(())
}

/// The greedy driver's configuration from the canonicalizer's options.
pub fn canonicalize_config(options: &PassOptions) -> GreedyConfig {
    // -1 (upstream's `kNoLimit`) means no limit; any other negative limit allows nothing,
    // as upstream's signed comparisons do.
    let limit = |n: i64| {
        if n == -1 {
            None
        } else {
            Some(u64::try_from(n).unwrap_or(0))
        }
    };
    GreedyConfig {
        top_down: options.flag("top-down"),
        max_iterations: limit(options.signed("max-iterations")),
        max_num_rewrites: limit(options.signed("max-num-rewrites")),
        region_simplification: match options.text("region-simplify") {
            "disabled" => RegionSimplification::Disabled,
            "aggressive" => RegionSimplification::Aggressive,
            _ => RegionSimplification::Normal,
        },
    }
}

/// The canonicalizer (`canonicalize`): the greedy driver with every registered
/// canonicalization pattern and folder; under `test-convergence` it fails, without a
/// diagnostic, when the driver does not converge.
///
/// `disable-patterns` and `enable-patterns` filter the patterns by MLIR's debug names
/// (`(anonymous namespace)::AddIAddConstant`), as MLIR's do; only the names of generated
/// DRR patterns are known to be MLIR's, so a label naming any other pattern fails the pass
/// with an error at the operation it runs on rather than being ignored.
pub fn canonicalize_pass() -> PassInfo {
    let mut info = PassInfo::new("canonicalize", "Canonicalize operations", |options| {
        let config = canonicalize_config(options);
        let test_convergence = options.flag("test-convergence");
        let labels = |name: &str| -> Vec<String> {
            options
                .texts(name)
                .into_iter()
                .map(str::to_string)
                .collect()
        };
        let (disabled, enabled) = (labels("disable-patterns"), labels("enable-patterns"));
        // Built once per pass instance and context, as MLIR's canonicalizer freezes its
        // patterns in `initialize`.
        let mut built: Option<(RegistrationKey, Result<RewritePatternSet, String>)> = None;
        Box::new(move |ctx: &mut Context, op: OpId| -> PassResult {
            let key = ctx.registration_key();
            if built.as_ref().is_some_and(|(k, _)| *k != key) {
                built = None;
            }
            let (_, patterns) = built.get_or_insert_with(|| {
                let mut patterns = RewritePatternSet::all_canonicalization(ctx);
                let filtered = filter_patterns(&mut patterns, &disabled, &enabled);
                (key, filtered.map(|()| patterns))
            });
            let patterns = match patterns {
                Ok(patterns) => &*patterns,
                Err(label) => {
                    let message = format!(
                        "canonicalize: the pattern label '{label}' is not the MLIR name of a \
                         pattern whose name is known here"
                    );
                    return Err(VerifyError::plain(ctx, op, message).into());
                }
            };
            let result = apply_patterns_greedily(ctx, op, patterns, &config);
            if test_convergence && !result.converged {
                return Err(PassFailure::silent());
            }
            Ok(())
        })
    })
    .with_name("Canonicalizer");
    for option in CANONICALIZE_OPTIONS {
        info = info.with_option(option.clone());
    }
    info
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_read_as_llvm_reads_them() {
        let info = canonicalize_pass();
        let o = info
            .parse_options("max-iterations=0x10 top-down=false region-simplify=aggressive")
            .expect("valid options");
        assert_eq!(o.signed("max-iterations"), 16);
        assert!(!o.flag("top-down"));
        assert_eq!(o.text("region-simplify"), "aggressive");
        assert_eq!(o.signed("max-num-rewrites"), -1);
        assert_eq!(
            info.parse_options("bogus=1"),
            Err(OptionError::NoSuchOption("bogus".into()))
        );
        assert_eq!(
            info.parse_options("max-iterations=x"),
            Err(OptionError::Invalid {
                key: "max-iterations".into(),
                message: "'x' value invalid for long argument!".into()
            })
        );
        assert!(info.parse_options("top-down=maybe").is_err());
        assert!(info.parse_options("region-simplify").is_err());
    }

    #[test]
    fn option_values_keep_braces_and_drop_quotes() {
        assert_eq!(
            split_options("a=1  b={x y} c='p q' d"),
            vec![
                ("a", Some("1")),
                ("b", Some("{x y}")),
                ("c", Some("p q")),
                ("d", None)
            ]
        );
    }

    #[test]
    fn list_options_split_as_mlir_splits_them() {
        let info = crate::transforms::symbol_privatize::symbol_privatize_pass();
        let list = |text: &str| -> Vec<String> {
            let o = info.parse_options(text).expect("valid options");
            o.texts("exclude").into_iter().map(str::to_string).collect()
        };
        assert!(list("").is_empty());
        assert_eq!(list("exclude=a,b"), ["a", "b"]);
        assert_eq!(list("exclude={a, 'b c' ,\"d\"}"), ["a", "b c", "d"]);
        assert_eq!(list("exclude=\"{a,b}\""), ["a,b"]);
        assert_eq!(list("exclude={x,{y,z}}"), ["x", "y,z"]);
        assert_eq!(list("exclude=a exclude=b,c"), ["a", "b", "c"]);
        assert!(list("exclude=").is_empty());
        assert_eq!(
            info.parse_options("exclude"),
            Err(OptionError::Invalid {
                key: "exclude".into(),
                message: "requires a value!".into()
            })
        );
        assert_eq!(
            OptionKind::List(&OptionKind::String).value_help(),
            "=<string>"
        );
    }

    #[test]
    fn pattern_labels_filter_by_mlir_names_and_refuse_unknown_ones() {
        struct Named(&'static str);
        impl crate::rewrite::RewritePattern for Named {
            fn root_name(&self) -> Option<&str> {
                Some("t.op")
            }
            fn mlir_debug_name(&self) -> Option<&str> {
                Some(self.0)
            }
            fn match_and_rewrite(&self, _: &mut Context, _: OpId) -> bool {
                false
            }
        }
        let set = || {
            let mut s = RewritePatternSet::new();
            s.add(Named("(anonymous namespace)::A"));
            s.add(Named("(anonymous namespace)::B"));
            s.add_fn("t.op", |_, _| false);
            s
        };
        let labels = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let mut s = set();
        filter_patterns(&mut s, &labels(&["(anonymous namespace)::A"]), &[]).expect("known");
        assert_eq!(s.len(), 2);
        let mut s = set();
        filter_patterns(&mut s, &[], &labels(&["(anonymous namespace)::B"])).expect("known");
        assert_eq!(s.len(), 1);
        let mut s = set();
        assert_eq!(
            filter_patterns(&mut s, &labels(&["B"]), &[]),
            Err("B".to_string())
        );
        assert_eq!(s.len(), 3);
    }

    #[test]
    fn adjacent_nested_managers_merge_as_mlir_merges_them() {
        let pass = |anchor: Option<&str>| {
            let info = PassInfo::new("p", "", |_| Box::new(|_: &mut Context, _| Ok(())));
            match anchor {
                Some(a) => info.anchored_on(a),
                None => info,
            }
            .instantiate(None)
            .expect("no options")
        };
        let anchors = |pm: &OpPassManager| -> Vec<Vec<String>> {
            pm.elements()
                .iter()
                .map(|e| match e {
                    PassElement::Pass(_) => vec![],
                    PassElement::Adaptor(ms) => ms.iter().map(|m| m.anchor.clone()).collect(),
                })
                .collect()
        };
        // Implicit nesting: two adaptors, merged into one pass manager on `func.func`.
        let mut pm = OpPassManager::new("builtin.module");
        for _ in 0..2 {
            pm.add_pass(pass(Some("func.func")), Nesting::Implicit)
                .expect("nests");
        }
        assert!(
            pm.add_pass(pass(Some("func.func")), Nesting::Explicit)
                .is_err()
        );
        pm.finalize();
        assert_eq!(anchors(&pm), vec![vec!["func.func".to_string()]]);
        let PassElement::Adaptor(ms) = &pm.elements()[0] else {
            panic!("an adaptor")
        };
        assert_eq!(ms[0].elements().len(), 2);
        // Different anchors side by side, sorted; a pass in between keeps them apart.
        let mut pm = OpPassManager::new("builtin.module");
        pm.nest("func.func")
            .add_pass(pass(None), Nesting::Explicit)
            .expect("ok");
        pm.nest("builtin.module")
            .add_pass(pass(None), Nesting::Explicit)
            .expect("ok");
        pm.add_pass(pass(None), Nesting::Explicit).expect("ok");
        pm.nest("func.func")
            .add_pass(pass(None), Nesting::Explicit)
            .expect("ok");
        pm.finalize();
        assert_eq!(
            anchors(&pm),
            vec![
                vec!["builtin.module".to_string(), "func.func".to_string()],
                vec![],
                vec!["func.func".to_string()]
            ]
        );
        // A pass manager on any operation does not merge with one it could overlap.
        let mut pm = OpPassManager::new("builtin.module");
        pm.nest(ANY)
            .add_pass(pass(None), Nesting::Explicit)
            .expect("ok");
        pm.nest("func.func")
            .add_pass(pass(None), Nesting::Explicit)
            .expect("ok");
        pm.finalize();
        assert_eq!(
            anchors(&pm),
            vec![vec![ANY.to_string()], vec!["func.func".to_string()]]
        );
    }
}
