//! Source locations (`loc(...)`), uniqued like attributes.
//!
//! Build them with [`Context::unknown_loc`], [`Context::file_line_col_loc`],
//! [`Context::name_loc`], [`Context::callsite_loc`] and [`Context::fused_loc`] (which
//! simplifies as MLIR does: duplicates and unknown parts are dropped, a single remaining
//! location without metadata stands for itself), and inspect them with [`Context::loc_kind`].

use crate::Context;
use crate::attributes::Attribute;
use crate::types::Identifier;

/// A uniqued location handle.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(pub(crate) u32);

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

impl Context {
    /// The contents of `loc`.
    pub fn loc_kind(&self, loc: Location) -> &LocKind {
        self.uniquer.locs.get(loc.0)
    }

    /// The uniqued location with contents `kind`.
    pub fn get_loc(&self, kind: LocKind) -> Location {
        Location(self.uniquer.locs.intern(kind))
    }

    /// `loc(unknown)`
    pub fn unknown_loc(&self) -> Location {
        self.get_loc(LocKind::Unknown)
    }

    /// `loc("file":line:col)`
    pub fn file_line_col_loc(&self, file: &str, line: u32, col: u32) -> Location {
        self.file_line_col_loc_interned(self.identifier(file), line, col)
    }

    /// `loc("file":line:col)` with the file name already interned.
    pub fn file_line_col_loc_interned(&self, file: Identifier, line: u32, col: u32) -> Location {
        self.get_loc(LocKind::FileLineCol {
            file,
            line,
            col,
            end: LocEnd::Point,
        })
    }

    /// `loc("file":line:col to end_line:end_col)`, or `loc("file":line:col to :end_col)`
    /// without `end_line`. The location keeps the form it was given in, as MLIR's does.
    pub fn file_line_col_range_loc(
        &self,
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
        self.file_loc(file, line, col, end)
    }

    /// The file location of `file` starting at `line`, `col` with `end`.
    pub fn file_loc(&self, file: &str, line: u32, col: u32, end: LocEnd) -> Location {
        let file = self.identifier(file);
        self.get_loc(LocKind::FileLineCol {
            file,
            line,
            col,
            end,
        })
    }

    /// `loc("name"(child))`
    pub fn name_loc(&self, name: &str, child: Location) -> Location {
        let name = self.identifier(name);
        self.get_loc(LocKind::Name { name, child })
    }

    /// `loc(callsite(callee at caller))`
    pub fn callsite_loc(&self, callee: Location, caller: Location) -> Location {
        self.get_loc(LocKind::CallSite { callee, caller })
    }

    /// `loc(fused<metadata>[locs])`, simplified like MLIR: nested fused locations with the
    /// same metadata are flattened, unknown locations and duplicates dropped; with nothing
    /// left the result is `unknown` (or `fused<metadata>[unknown]`), and a single location
    /// without metadata stands for itself.
    pub fn fused_loc(&self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let mut kept: Vec<Location> = Vec::new();
        for &l in locs {
            let inner: Vec<Location> = match self.loc_kind(l) {
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
            (0, None) => return self.unknown_loc(),
            (0, Some(_)) => kept.push(self.unknown_loc()),
            (1, None) => return kept[0],
            _ => {}
        }
        self.get_loc(LocKind::Fused {
            locs: kept,
            metadata,
        })
    }
}
