//! Upstream's bytecode test passes (`mlir/test/lib/IR`): `test-verify-uselistorder`, which
//! shuffles every use-list and checks that a bytecode round trip keeps the order, and
//! `test-bytecode-roundtrip`, which writes the module as bytecode, reads it back and prints
//! what it read.

use ods_runtime::Location;
use std::collections::HashMap;

use ods_runtime::asm::op_parser::unwrap_single_module;
use ods_runtime::asm::op_printer::{PrintOptions, print_op_for_diagnostic_as, print_top_level};
use ods_runtime::bytecode::{
    DialectReader, ReadError, ReaderConfig, WriterConfig, dialect_interface, read_bytecode_with,
    write_bytecode,
};
use ods_runtime::ir::{BlockId, IrMapping, OpId, Value, ValueDef, WalkOrder};
use ods_runtime::op_error::VerifyError;
use ods_runtime::pass::{OptionKind, PassFailure, PassInfo, PassOption, PassResult};
use ods_runtime::verify::verify;
use ods_runtime::{Context, Type};

/// Registers the bytecode test passes with `ctx`.
pub fn register(ctx: &mut Context) {
    ctx.register_pass(test_verify_uselistorder());
    ctx.register_pass(test_bytecode_roundtrip());
}

/// The name of the buffer MLIR's test passes parse their bytecode from, as mlir-opt 22
/// reports errors in it (`-:0:0`).
const BUFFER_NAME: &str = "-";

/// Why a round trip failed: writing, or reading (with the reader's error).
enum RoundtripError {
    Write(String),
    Read(ReadError),
}

/// `op` written as bytecode with `config` and read back into `ctx` with `reader` (MLIR's
/// `parseSourceString` over the bytes): the operation read, verified when `verify_after`.
fn roundtrip(
    ctx: &mut Context,
    op: OpId,
    config: &WriterConfig,
    reader: ReaderConfig<'_>,
    verify_after: bool,
) -> Result<Option<OpId>, RoundtripError> {
    let bytes = write_bytecode(ctx, op, config).map_err(|e| RoundtripError::Write(e.message))?;
    let wrapper =
        read_bytecode_with(ctx, &bytes, BUFFER_NAME, reader).map_err(RoundtripError::Read)?;
    let read = unwrap_single_module(ctx, wrapper);
    // The crate builds in edition 2021 too: no let chains.
    if verify_after {
        if let Err(errors) = verify(ctx, read) {
            // MLIR reports the verifier's errors, then the round trip fails.
            for e in errors {
                ctx.pass_output().errors.push(e);
            }
            read.erase(ctx);
            return Ok(None);
        }
    }
    Ok(Some(read))
}

/// Reports why a round trip of `op` failed, as MLIR's writer and reader report it.
fn report(ctx: &mut Context, op: OpId, e: RoundtripError) {
    let error = match e {
        RoundtripError::Write(message) => Some(VerifyError::plain(ctx, op, message)),
        RoundtripError::Read(e) => read_error(ctx, e),
    };
    if let Some(error) = error {
        ctx.pass_output().errors.push(error);
    }
}

/// A bytecode read error as mlir-opt reports it, at the start of the parsed buffer.
fn read_error(ctx: &mut Context, e: ReadError) -> Option<VerifyError> {
    if let Some(error) = e.op_error {
        // An error a dialect emitted on the IR read: the IR stays (detached) for the
        // `see current operation` note the error is reported with.
        let mut error = *error;
        if let Some(note) = e.note {
            error.notes.push((error.loc, note));
        }
        return Some(error);
    }
    if e.is_silent() {
        return None;
    }
    let at = e.at.clone().unwrap_or_else(|| format!("{BUFFER_NAME}:0:0"));
    let (file, line, col) = split_location(&at);
    let loc = Location::file_line_col(ctx, file, line, col);
    let mut error = VerifyError::at(loc, e.message);
    if let Some(note) = e.note {
        error = error.with_note(loc, note);
    }
    Some(error)
}

/// `file:line:col` in its parts (line and column 0 when they do not parse).
fn split_location(at: &str) -> (&str, u32, u32) {
    let mut parts = at.rsplitn(3, ':');
    let col = parts.next().and_then(|c| c.parse().ok());
    let line = parts.next().and_then(|l| l.parse().ok());
    match (parts.next(), line, col) {
        (Some(file), Some(line), Some(col)) => (file, line, col),
        _ => (at, 0, 0),
    }
}

// ----- test-verify-uselistorder --------------------------------------------------------------

/// `test-verify-uselistorder` (upstream's `TestPreserveUseListOrders`): on a clone of the
/// module, shuffles the use-list of every value with more than one use, round-trips the
/// clone through bytecode version 3 and checks that every use-list comes back in the
/// shuffled order. When the clone does not round-trip, the module itself is round-tripped
/// at version 2 (without use-list orders): the pass fails only if that one succeeds.
///
/// The shuffles come from C++'s `minstd_rand0` seeded with `rng-seed`, drawn as a
/// Fisher-Yates shuffle; libstdc++'s `std::shuffle` draws differently, so the permutations
/// are not upstream's, which only the pass's own check sees.
pub fn test_verify_uselistorder() -> PassInfo {
    PassInfo::new(
        "test-verify-uselistorder",
        "Verify that roundtripping the IR to bytecode preserves the order of the uselists",
        |options| {
            let seed = options.unsigned("rng-seed");
            Box::new(move |ctx: &mut Context, module: OpId| {
                run_verify_uselistorder(ctx, module, seed)
            })
        },
    )
    .with_name("(anonymous namespace)::TestPreserveUseListOrders")
    .anchored_on("builtin.module")
    .with_option(PassOption::new(
        "rng-seed",
        OptionKind::Uint,
        "1",
        "Specify an input random seed",
    ))
}

fn run_verify_uselistorder(ctx: &mut Context, module: OpId, seed: u64) -> PassResult {
    let clone = module.clone_with(ctx, &mut IrMapping::default());
    let result = verify_uselistorder(ctx, module, clone, seed);
    clone.erase(ctx);
    result
}

fn verify_uselistorder(ctx: &mut Context, module: OpId, clone: OpId, seed: u64) -> PassResult {
    let numbering = op_numbering(ctx, clone);
    let mut rng = MinStdRand0::new(seed);
    let mut reference: Vec<Vec<u64>> = Vec::new();
    for v in values(ctx, clone) {
        let n = ctx.value(v).uses().count();
        if n < 2 {
            continue;
        }
        let permutation = rng.permutation(n);
        let before = use_ids(ctx, v, &numbering);
        if !v.shuffle_use_list(ctx, &permutation) {
            return Err(PassFailure::silent());
        }
        let after = use_ids(ctx, v, &numbering);
        if (0..n).any(|i| before[i] != after[permutation[i]]) {
            return Err(PassFailure::silent());
        }
        reference.push(after);
    }
    let config = |version| WriterConfig {
        version,
        ..WriterConfig::default()
    };
    let read = match roundtrip(ctx, clone, &config(3), ReaderConfig::default(), true) {
        Ok(Some(read)) => read,
        failed => {
            if let Err(e) = failed {
                report(ctx, clone, e);
            }
            return match roundtrip(ctx, module, &config(2), ReaderConfig::default(), true) {
                Ok(Some(read)) => {
                    read.erase(ctx);
                    Err(PassFailure::silent())
                }
                Ok(None) => Ok(()),
                Err(e) => {
                    report(ctx, module, e);
                    Ok(())
                }
            };
        }
    };
    let result = check_use_lists(ctx, read, &reference);
    read.erase(ctx);
    result
}

/// Checks that the use-lists under `top` are in the `reference` orders, value by value.
fn check_use_lists(ctx: &mut Context, top: OpId, reference: &[Vec<u64>]) -> PassResult {
    let numbering = op_numbering(ctx, top);
    let mut expected = reference.iter();
    for v in values(ctx, top) {
        if ctx.value(v).uses().count() < 2 {
            continue;
        }
        let Some(order) = expected.next() else {
            return Err(PassFailure::silent());
        };
        let uses: Vec<_> = ctx.value(v).uses().collect();
        for (u, &id) in uses.iter().zip(order) {
            if use_id(&numbering, u.op, u.index) != id {
                let message = format!(
                    "found use-list order mismatch for value: {}",
                    value_text(ctx, v)
                );
                let error = VerifyError::plain(ctx, u.op, message);
                return Err(PassFailure {
                    errors: vec![error],
                });
            }
        }
    }
    Ok(())
}

/// A value as MLIR's `Value::print` writes it: its defining operation, or a description
/// of the block argument.
fn value_text(ctx: &mut Context, v: Value) -> String {
    if let Some(op) = ctx.value(v).defining_op() {
        return print_op_for_diagnostic_as(ctx, op, &PrintOptions::default(), false);
    }
    let ty = ods_runtime::asm::printer::type_to_string(ctx, ctx.value(v).ty());
    let index = match ctx.value(v).def() {
        ValueDef::BlockArgument { index, .. } => index,
        ValueDef::OpResult { .. } => 0,
    };
    format!("<block argument> of type '{ty}' at index: {index}")
}

/// Every operation under `top` (itself included) numbered in pre-order.
fn op_numbering(ctx: &Context, top: OpId) -> HashMap<OpId, u64> {
    ctx.op(top)
        .collect_ops(WalkOrder::PreOrder)
        .into_iter()
        .enumerate()
        .map(|(i, op)| (op, i as u64))
        .collect()
}

/// MLIR's `bytecode::getUseID`: the owner's number above the operand's.
fn use_id(numbering: &HashMap<OpId, u64>, owner: OpId, index: u32) -> u64 {
    (numbering.get(&owner).copied().unwrap_or(0) << 32) | u64::from(index)
}

/// The use ids of `v`'s uses, in use-list order.
fn use_ids(ctx: &Context, v: Value, numbering: &HashMap<OpId, u64>) -> Vec<u64> {
    ctx.value(v)
        .uses()
        .map(|u| use_id(numbering, u.op, u.index))
        .collect()
}

/// The values under `top` in the order the pass visits them: the arguments of every block
/// (blocks in post-order, as MLIR's default walk visits them), then the results of every
/// operation (in post-order).
fn values(ctx: &Context, top: OpId) -> Vec<Value> {
    let mut blocks = Vec::new();
    blocks_post_order(ctx, top, &mut blocks);
    let mut out: Vec<Value> = blocks
        .into_iter()
        .flat_map(|b| ctx.block(b).arguments().to_vec())
        .collect();
    for op in ctx.op(top).collect_ops(WalkOrder::PostOrder) {
        out.extend(ctx.op(op).results());
    }
    out
}

fn blocks_post_order(ctx: &Context, op: OpId, out: &mut Vec<BlockId>) {
    for &r in ctx.op(op).regions() {
        for &b in ctx.region(r).blocks() {
            for nested in ctx.block(b).ops().collect::<Vec<_>>() {
                blocks_post_order(ctx, nested, out);
            }
            out.push(b);
        }
    }
}

/// C++'s `std::minstd_rand0` (`std::default_random_engine` in libstdc++).
struct MinStdRand0(u64);

impl MinStdRand0 {
    const MODULUS: u64 = 2_147_483_647;

    fn new(seed: u64) -> Self {
        let s = seed % Self::MODULUS;
        MinStdRand0(if s == 0 { 1 } else { s })
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0 * 16_807 % Self::MODULUS;
        self.0
    }

    /// A permutation of `0..n`.
    fn permutation(&mut self, n: usize) -> Vec<usize> {
        let mut p: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            p.swap(i, j);
        }
        p
    }
}

// ----- test-bytecode-roundtrip ---------------------------------------------------------------

/// The test dialect's version (upstream's `TestDialectVersion`), 2.0 unless told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TestDialectVersion {
    major: i64,
    minor: i64,
}

impl TestDialectVersion {
    const CURRENT: TestDialectVersion = TestDialectVersion { major: 2, minor: 0 };

    /// `MAJOR.MINOR`, as the option ([`OptionKind::DialectVersion`]) keeps it.
    fn parse(text: &str) -> Option<Self> {
        let (major, minor) = text.split_once('.')?;
        Some(TestDialectVersion {
            major: major.parse().ok()?,
            minor: minor.parse().ok()?,
        })
    }
}

/// `test-bytecode-roundtrip` (upstream's `TestBytecodeRoundtripPass`): writes the module
/// as bytecode, reads it back and prints what it read (to standard output, before the IR),
/// or fails with `failed to read bytecode` on the module.
///
/// Kind 0 for test dialect version 2.0 (the current one, and the default) is a plain round
/// trip; kind 2 reads every builtin `i32` as `!test.i32`, through a type callback of the
/// reader. Upstream's kinds 1, 3 to 5 and 7 install writer callbacks or attribute callbacks
/// that re-encode attributes and types, kind 0 does too when writing for a test dialect
/// older than 2.0, and kind 6 downgrades the IR to another test dialect version; ods-opt's
/// bytecode writer takes neither callbacks nor dialect versions, nor its reader attribute
/// callbacks, so those runs fail with an error saying so.
pub fn test_bytecode_roundtrip() -> PassInfo {
    PassInfo::new(
        "test-bytecode-roundtrip",
        "Test pass to implement bytecode roundtrip tests.",
        |options| {
            let kind = options.signed("test-kind");
            let version = options.text("test-dialect-version").to_string();
            Box::new(move |ctx: &mut Context, module: OpId| {
                run_bytecode_roundtrip(ctx, module, kind, &version)
            })
        },
    )
    .with_name("(anonymous namespace)::TestBytecodeRoundtripPass")
    .anchored_on("builtin.module")
    .with_option(PassOption::new(
        "test-dialect-version",
        OptionKind::DialectVersion,
        "2.0",
        "Specifies the test dialect version to emit and parse",
    ))
    .with_option(PassOption::new(
        "test-kind",
        OptionKind::Int,
        "0",
        "Specifies the test kind to execute",
    ))
}

fn run_bytecode_roundtrip(ctx: &mut Context, module: OpId, kind: i64, version: &str) -> PassResult {
    let fail = |ctx: &Context, message: String| {
        Err(PassFailure {
            errors: vec![VerifyError::plain(ctx, module, message)],
        })
    };
    let target = TestDialectVersion::parse(version).expect("the option keeps MAJOR.MINOR");
    let messages = std::cell::RefCell::new(String::new());
    let i32_as_test_i32 =
        |r: &mut dyn DialectReader, group: &str| read_i32_as_test_i32(r, group, &messages);
    let reader = match kind {
        0 if target == TestDialectVersion::CURRENT => ReaderConfig::default(),
        2 => ReaderConfig {
            type_callback: Some(&i32_as_test_i32),
        },
        _ => {
            return fail(
                ctx,
                format!(
                    "test-bytecode-roundtrip with test-kind={kind} and \
                     test-dialect-version={version} needs what ods-opt's bytecode writer and \
                     reader do not take: writer callbacks, attribute callbacks, and dialect \
                     versions other than the current"
                ),
            );
        }
    };
    let result = roundtrip(ctx, module, &WriterConfig::default(), reader, true);
    // What the callback printed while reading comes first.
    ctx.pass_output().stdout.push_str(&messages.borrow());
    match result {
        Ok(Some(read)) => {
            let print = PrintOptions {
                elide_threshold: ctx.pass_output().elide_elements_limit,
                ..PrintOptions::default()
            };
            // MLIR's `Operation::print`: what mlir-opt prints for its output, but for the
            // newline mlir-opt ends its output with.
            let mut text = print_top_level(ctx, read, print);
            text.pop();
            read.erase(ctx);
            ctx.pass_output().stdout.push_str(&text);
            Ok(())
        }
        Ok(None) => fail(ctx, "failed to read bytecode\n".to_string()),
        Err(e) => {
            let what = match e {
                RoundtripError::Write(_) => "write",
                RoundtripError::Read(_) => "read",
            };
            report(ctx, module, e);
            fail(ctx, format!("failed to {what} bytecode\n"))
        }
    }
}

/// Test kind 2's type callback: an entry of the builtin group that reads as a signless
/// `i32` is `!test.i32` (which it says on standard output); any other is left to the
/// dialect, as is one the builtin encoding does not read.
fn read_i32_as_test_i32(
    r: &mut dyn DialectReader,
    group: &str,
    messages: &std::cell::RefCell<String>,
) -> Result<Option<Type>, ReadError> {
    if group != "builtin" {
        return Ok(None);
    }
    let Some(builtin) = dialect_interface(r.ctx(), "builtin") else {
        return Ok(None);
    };
    match builtin.read_type(r) {
        Some(Ok(ty)) if ty == Type::i32(r.ctx()) => {
            messages
                .borrow_mut()
                .push_str("Overriding parsing of TestI32Type encoding...\n");
            Ok(Some(crate::test::TestI32Type::get(r.ctx()).ty()))
        }
        _ => Ok(None),
    }
}
