//! Source locations (`loc(...)`), uniqued like attributes.
//!
//! Build them as MLIR's `UnknownLoc::get(ctx)` builds them: [`Location::unknown`],
//! [`Location::file_line_col`], [`Location::name`], [`Location::callsite`] and
//! [`Location::fused`] (which simplifies as MLIR does: duplicates and unknown parts are
//! dropped, a single remaining location without metadata stands for itself), and inspect them
//! with [`Location::kind`].

pub use crate::handles::Location;

use crate::Context;
use crate::handles::{Attribute, Identifier};

/// The contents of a location.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LocKind {
    /// `loc(unknown)`
    Unknown,
    /// `"file":line:col`, or a range `"file":line:col to end_line:end_col`.
    FileLineCol {
        /// The file name.
        file: Identifier,
        /// Start line.
        line: u32,
        /// Start column (0 when only the line is given).
        col: u32,
        /// How the location was given past its start, which it keeps as MLIR's
        /// `FileLineColRange` keeps its numbers (locations printing alike may differ).
        end: LocEnd,
    },
    /// `"name"(child)`
    Name {
        /// The name.
        name: Identifier,
        /// The child location (unknown when written as a bare `"name"`).
        child: Location,
    },
    /// `callsite(callee at caller)`
    CallSite {
        /// Where the code is.
        callee: Location,
        /// Where it was called from.
        caller: Location,
    },
    /// `fused<metadata>[locs...]`
    Fused {
        /// The fused locations.
        locs: Vec<Location>,
        /// Optional metadata attribute.
        metadata: Option<Attribute>,
    },
}

/// What a file location holds past its start line and column, as MLIR's
/// `FileLineColRange` keeps it: one to four numbers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LocEnd {
    /// `"file":line`: the line alone (the column reads 0).
    LineOnly,
    /// `"file":line:col`: MLIR's `FileLineColLoc`.
    Point,
    /// `"file":line:col to :end_col`
    Col(u32),
    /// `"file":line:col to end_line:end_col`
    LineCol(u32, u32),
}

impl LocEnd {
    /// The end `(line, column)` of a location starting at `line`, `col`.
    pub fn end_line_col(self, line: u32, col: u32) -> (u32, u32) {
        match self {
            LocEnd::LineOnly | LocEnd::Point => (line, col),
            LocEnd::Col(c) => (line, c),
            LocEnd::LineCol(l, c) => (l, c),
        }
    }
}

impl Context {}

impl Location {
    /// The uniqued location with contents `kind`.
    pub fn get(ctx: &Context, kind: LocKind) -> Location {
        Location(ctx.uniquer.locs.intern(kind))
    }

    /// `loc(unknown)`
    pub fn unknown(ctx: &Context) -> Location {
        Location::get(ctx, LocKind::Unknown)
    }

    /// `loc("file":line:col)`
    pub fn file_line_col(ctx: &Context, file: &str, line: u32, col: u32) -> Location {
        Location::file_line_col_interned(ctx, Identifier::get(ctx, file), line, col)
    }

    /// `loc("file":line:col)` with the file name already interned.
    pub fn file_line_col_interned(
        ctx: &Context,
        file: Identifier,
        line: u32,
        col: u32,
    ) -> Location {
        Location::get(
            ctx,
            LocKind::FileLineCol {
                file,
                line,
                col,
                end: LocEnd::Point,
            },
        )
    }

    /// `loc("file":line:col to end_line:end_col)`, or `loc("file":line:col to :end_col)`
    /// without `end_line`. The location keeps the form it was given in, as MLIR's does.
    pub fn file_line_col_range(
        ctx: &Context,
        file: &str,
        line: u32,
        col: u32,
        end_line: Option<u32>,
        end_col: u32,
    ) -> Location {
        let end = match end_line {
            Some(l) => LocEnd::LineCol(l, end_col),
            None => LocEnd::Col(end_col),
        };
        Location::file(ctx, file, line, col, end)
    }

    /// The file location of `file` starting at `line`, `col` with `end`.
    pub fn file(ctx: &Context, file: &str, line: u32, col: u32, end: LocEnd) -> Location {
        let file = Identifier::get(ctx, file);
        Location::get(
            ctx,
            LocKind::FileLineCol {
                file,
                line,
                col,
                end,
            },
        )
    }

    /// `loc("name"(child))`
    pub fn name(ctx: &Context, name: &str, child: Location) -> Location {
        let name = Identifier::get(ctx, name);
        Location::get(ctx, LocKind::Name { name, child })
    }

    /// `loc(callsite(callee at caller))`
    pub fn callsite(ctx: &Context, callee: Location, caller: Location) -> Location {
        Location::get(ctx, LocKind::CallSite { callee, caller })
    }

    /// `loc(fused<metadata>[locs])`, simplified like MLIR: nested fused locations with the
    /// same metadata are flattened, unknown locations and duplicates dropped; with nothing
    /// left the result is `unknown` (or `fused<metadata>[unknown]`), and a single location
    /// without metadata stands for itself.
    pub fn fused(ctx: &Context, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let mut kept: Vec<Location> = Vec::new();
        for &l in locs {
            let inner: Vec<Location> = match l.kind(ctx) {
                LocKind::Fused { locs, metadata: m } if *m == metadata => locs.clone(),
                LocKind::Unknown => Vec::new(),
                _ => vec![l],
            };
            for i in inner {
                if !kept.contains(&i) {
                    kept.push(i);
                }
            }
        }
        match (kept.len(), metadata) {
            (0, None) => return Location::unknown(ctx),
            (0, Some(_)) => kept.push(Location::unknown(ctx)),
            (1, None) => return kept[0],
            _ => {}
        }
        Location::get(
            ctx,
            LocKind::Fused {
                locs: kept,
                metadata,
            },
        )
    }

    /// The contents of `loc`.
    pub fn kind(self, ctx: &Context) -> &LocKind {
        ctx.uniquer.locs.get(self.0)
    }
}
