//! `mlir/IR/OpAsmInterface.td`: `OpAsmOpInterface`, the names an operation suggests for its
//! results, for the block arguments of its regions and for its blocks, which the printer
//! uses in the custom form (`%c42_i32 = arith.constant 42 : i32`), and the default dialect
//! of its regions (whose operations' names may omit that dialect's prefix).
//!
//! MLIR passes a naming callback; here each method returns the names instead, in the order
//! the callback would have been called. A name is sanitized and made unique by the printer
//! exactly as mlir-opt does it (`%cst`, `%cst_0`, ...); an empty name asks for the default
//! numbering. A result name starts a result group: naming result 0 `"a"` and result 2 `"b"`
//! of a four-result op prints `%a:2, %b:2 = ...`.

use super::op_interface;
use crate::Context;
use crate::ir::{BlockId, RegionId, Value};

op_interface! {
    /// `OpAsmOpInterface`: hooks the printer asks for value and block names.
    pub struct OpAsmOpInterface, trait OpAsmOpInterfaceImpl, model OpAsmOpInterfaceModel {
        /// `getAsmResultNames`: a name for the result group starting at each result given.
        fn get_asm_result_names(self, ctx: &Context) -> Vec<(Value, String)> = {
            Vec::new()
        };
        /// `getAsmBlockArgumentNames`: names for block arguments of `region`, one of the
        /// operation's regions.
        fn get_asm_block_argument_names(self, ctx: &Context, region: RegionId) -> Vec<(Value, String)> = {
            Vec::new()
        };
        /// `getAsmBlockNames`: names for blocks of the operation's regions (printed
        /// `^name`).
        fn get_asm_block_names(self, ctx: &Context) -> Vec<(BlockId, String)> = {
            Vec::new()
        };
    }
    static {
        /// `getDefaultDialect`: the dialect whose prefix the names of operations nested in
        /// the operation's regions may omit (`return` for `func.return` in a `func.func`);
        /// empty for none.
        fn get_default_dialect(ctx: &Context) -> String = {
            String::new()
        };
    }
}

impl Context {}

/// MLIR's `sanitizeIdentifier` for value and block names: characters other than letters,
/// digits and `$._-` become `_` (a space) or their hexadecimal code, and a name starting
/// with a digit gets a `_` prefix (it could collide with a numbered value).
pub fn sanitize_identifier(name: &str) -> std::borrow::Cow<'_, str> {
    let valid = |c: u8| c.is_ascii_alphanumeric() || b"$._-".contains(&c);
    let bytes = name.as_bytes();
    if !bytes.first().is_some_and(u8::is_ascii_digit) && bytes.iter().all(|&c| valid(c)) {
        return std::borrow::Cow::Borrowed(name);
    }
    let mut out = String::with_capacity(name.len() + 1);
    if bytes.first().is_some_and(u8::is_ascii_digit) {
        out.push('_');
    }
    for &c in bytes {
        if valid(c) {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            use std::fmt::Write as _;
            let _ = write!(out, "{c:X}");
        }
    }
    std::borrow::Cow::Owned(out)
}

impl<'a> crate::ir::views::OpNameRef<'a> {
    /// The default dialect (`getDefaultDialect`) operations of this name set for their
    /// regions, when they implement `OpAsmOpInterface` and name one.
    pub fn default_dialect(self) -> Option<String> {
        let name = self.id;
        let ctx = self.ctx;
        let def = ctx.op_name(name).definition()?;
        let model = def.interface_model::<&'static dyn OpAsmOpInterfaceModel>()?;
        Some(model.get_default_dialect(ctx)).filter(|d| !d.is_empty())
    }
}
