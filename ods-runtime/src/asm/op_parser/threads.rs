//! Function bodies parsed on threads.
//!
//! A large source with many functions is read in two steps when the context allows threads
//! (MLIR's parser is single-threaded; this is ours alone, and its output is the same).
//! First the source is read in order, each function body (`{...}` after a function
//! signature, see [`OpParser::parse_body_region`]) skipped by matching its braces and left
//! as an empty region. Then rayon's threads parse the skipped bodies, each thread into a
//! context of its own that shares the uniquer and the registry
//! ([`Context::fork_empty`]), with the aliases defined before each body visible as they
//! would be in order. Last, the bodies are copied into their regions in source order.
//!
//! A body is skipped only when reading it alone gives what reading it in order would: its
//! enclosing scope defines no value names (so it can neither use nor shadow one), its
//! arguments have no location alias still undefined, and it is not empty. When anything
//! goes wrong (an error anywhere, a body that uses a name it does not define, a body that
//! numbers a `distinct` attribute or changes what the threads share), the whole source is
//! read again in order, so errors are mlir-opt's, reported as one thread would.

use rayon::prelude::*;

use super::{OpParser, RegionArgument};
use crate::asm::lexer::TokenKind;
use crate::asm::parser::{PResult, Parser, SourceTables};
use crate::ir::{OpId, RegionId};
use crate::location::LocKind;
use crate::{Context, Location};

/// A function body skipped by the first read, to be parsed on a thread.
pub(super) struct DeferredBody {
    /// The empty region the body goes into.
    region: RegionId,
    /// Where its `{` is.
    start: usize,
    /// Where its `}` ends.
    end: usize,
    /// The arguments of its entry block.
    args: Vec<RegionArgument>,
    /// The parser's default dialects at the body.
    default_dialects: Vec<String>,
    /// How many regions enclose the body.
    region_depth: u32,
}

/// A function body read by [`OpParser::parse_body_region`].
#[derive(Clone, Copy, Debug)]
pub struct BodyRegion {
    /// The region holding the body.
    pub region: RegionId,
    /// Whether the body is parsed later, on a thread: the region is empty until then (and
    /// holds the body once the source is read).
    pub deferred: bool,
}

/// Sources shorter than this are read in order by default: threads would not pay.
pub const PARSE_ON_THREADS_FROM: usize = 256 * 1024;

impl Context {
    /// Lets sources of at least `bytes` bytes have their function bodies parsed on threads
    /// when multithreading is enabled (the default is [`PARSE_ON_THREADS_FROM`]); the
    /// result is the same either way.
    pub fn set_parse_on_threads_from(&mut self, bytes: usize) {
        self.parse_on_threads_from = bytes;
    }
}

/// Whether `src` is read with its function bodies on threads.
pub(super) fn worth_threads(ctx: &Context, src: &str) -> bool {
    ctx.multithreading && src.len() >= ctx.parse_on_threads_from && rayon::current_num_threads() > 1
}

/// Parses `src` with its function bodies on threads (see the module docs); `None` when it
/// is to be read again in order.
pub(super) fn parse_source_on_threads(ctx: &mut Context, src: &str, file: &str) -> Option<OpId> {
    let mut parser = OpParser::new(ctx, src, file);
    parser.deferred_bodies = Some(Vec::new());
    let wrapper = parser.parse_source();
    let bodies = parser.deferred_bodies.take().unwrap_or_default();
    let OpParser { p, .. } = parser;
    let tables = p.into_tables();
    // An error may come after a body that holds an earlier one.
    let wrapper = wrapper.ok()?;
    if bodies.is_empty() {
        return Some(wrapper);
    }
    let main: &Context = ctx;
    let chunk = bodies
        .len()
        .div_ceil(rayon::current_num_threads() * 4)
        .max(1);
    let forks: Vec<Option<Fork>> = bodies
        .par_chunks(chunk)
        .map(|bodies| parse_bodies(main, src, file, &tables, bodies))
        .collect();
    let joined = forks
        .iter()
        .zip(bodies.chunks(chunk))
        .all(|(fork, bodies)| fork.as_ref().is_some_and(|fork| join(ctx, fork, bodies)));
    // Freeing the forks is no part of the parse: it waits for a free thread.
    rayon::spawn(move || drop(forks));
    if !joined {
        ctx.erase_op(wrapper);
        return None;
    }
    Some(wrapper)
}

/// What one thread made of its bodies.
struct Fork {
    ctx: Context,
    /// How many operation names the fork knew when it was made.
    names: usize,
    /// The region of each body, in order.
    regions: Vec<RegionId>,
}

/// Parses `bodies` into a fork of `main`.
fn parse_bodies(
    main: &Context,
    src: &str,
    file: &str,
    tables: &SourceTables,
    bodies: &[DeferredBody],
) -> Option<Fork> {
    let mut ctx = main.fork_empty();
    let names = ctx.op_name_count();
    let mut regions = Vec::with_capacity(bodies.len());
    for body in bodies {
        let mut parser = OpParser::for_body(&mut ctx, src, file, tables, body);
        let region = parser.parse_deferred(body)?;
        if parser.p.tables_changed() {
            return None;
        }
        regions.push(region);
    }
    let shared = std::sync::Arc::ptr_eq(&ctx.registry, &main.registry)
        && std::sync::Arc::ptr_eq(&ctx.resources, &main.resources);
    shared.then_some(Fork {
        ctx,
        names,
        regions,
    })
}

/// Copies the bodies `fork` parsed into their regions.
fn join(ctx: &mut Context, fork: &Fork, bodies: &[DeferredBody]) -> bool {
    let mut name = ctx.adopt_op_names(&fork.ctx, fork.names);
    bodies.iter().zip(&fork.regions).all(|(body, &from)| {
        ctx.fill_region_from(body.region, &fork.ctx, from, &mut name)
            .is_ok()
    })
}

impl<'a> OpParser<'a> {
    /// Parses a function body `{...}` whose entry block takes `args`, in the enclosing
    /// name scope, as [`OpParser::parse_region_with_arguments`]`(args, false)` does, or,
    /// when the source's function bodies are parsed on threads, skips it and returns its
    /// region empty, to be filled once the whole source is read (see [`BodyRegion`]).
    pub fn parse_body_region(&mut self, args: &[RegionArgument]) -> PResult<BodyRegion> {
        if let Some(region) = self.defer_body(args) {
            return Ok(BodyRegion {
                region,
                deferred: true,
            });
        }
        let region = self.parse_region_with_arguments(args, false)?;
        Ok(BodyRegion {
            region,
            deferred: false,
        })
    }

    /// Skips the body at the cursor and records it, when it can be read alone (see the
    /// module docs).
    fn defer_body(&mut self, args: &[RegionArgument]) -> Option<RegionId> {
        self.deferred_bodies.as_ref()?;
        let scope_empty = self.placeholders.is_empty()
            && self.isolated.last().is_none_or(|s| s.values.is_empty());
        let args_plain = args.iter().enumerate().all(|(i, a)| {
            args[..i].iter().all(|b| b.name.name != a.name.name)
                && a.loc.is_none_or(|l| !self.is_location_placeholder(l))
        });
        if !scope_empty
            || !args_plain
            || !self.p.at(TokenKind::LBrace)
            || self.region_depth >= super::MAX_REGION_NESTING
        {
            return None;
        }
        let start = self.p.span().start as usize;
        let checkpoint = self.p.save();
        if !self.skip_braces() {
            self.p.restore(checkpoint);
            return None;
        }
        let end = self.p.prev_end();
        let region = self.p.ctx.create_region();
        let body = DeferredBody {
            region,
            start,
            end,
            args: args.to_vec(),
            default_dialects: self.default_dialects.clone(),
            region_depth: self.region_depth,
        };
        self.deferred_bodies.as_mut()?.push(body);
        Some(region)
    }

    /// Moves past the `{...}` at the cursor by matching braces; false at an empty body, a
    /// block label first, a lexical error or the end of the source.
    fn skip_braces(&mut self) -> bool {
        self.p.bump();
        if self.p.at(TokenKind::RBrace) || self.p.at(TokenKind::CaretIdent) {
            return false;
        }
        let mut depth = 1usize;
        loop {
            match self.p.peek_kind() {
                TokenKind::LBrace => depth += 1,
                TokenKind::RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        self.p.bump();
                        return true;
                    }
                }
                TokenKind::Eof | TokenKind::Error => return false,
                _ => {}
            }
            self.p.bump();
        }
    }

    /// Whether `loc` stands for a location alias not defined yet.
    pub(super) fn is_location_placeholder(&self, loc: Location) -> bool {
        matches!(
            loc.kind(self.p.ctx),
            LocKind::Fused { locs, .. } if locs.is_empty()
        )
    }

    /// A parser of the skipped `body` of `src`, into `ctx`.
    fn for_body(
        ctx: &'a mut Context,
        src: &'a str,
        file: &str,
        tables: &'a SourceTables,
        body: &DeferredBody,
    ) -> Self {
        let placeholder_name = ctx.op_name_id("<<forward reference>>");
        let p = Parser::at_offset(ctx, src, file, tables, body.start);
        let mut parser = OpParser::with_parser(p, placeholder_name);
        parser.default_dialects = body.default_dialects.clone();
        parser.region_depth = body.region_depth;
        parser
    }

    /// Parses `body` as the first read would have, in a scope of its own; `None` on any
    /// error.
    fn parse_deferred(&mut self, body: &DeferredBody) -> Option<RegionId> {
        self.push_scope(true);
        let region = self.parse_region_with_arguments(&body.args, false).ok()?;
        if self.p.prev_end() != body.end {
            return None;
        }
        self.finalize().ok()?;
        Some(region)
    }
}
