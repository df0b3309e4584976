//! Defaults of `tests/ods/ok/attributes.td` written as C++ writes them.

use ods_dialect_test::goldens::attributes_td::attrs::*;
use ods_runtime::Context;
use ods_runtime::Location;

/// `DefaultValuedAttr<I1Attr, "0">` and `"1"` (upstream's ROCDL writes them): the accessors
/// give `false` and `true` while the attributes are absent.
#[test]
fn integer_defaults_of_i1_attributes_are_bools() {
    let mut ctx = Context::new();
    register(&mut ctx);
    let loc = Location::unknown(&ctx);
    let op = BoolDefaultsOp::build(&mut ctx, loc, None, None);
    assert!(!op.off(&ctx));
    assert!(op.on(&ctx));
    let op = BoolDefaultsOp::build_with_values(&mut ctx, loc, Some(true), Some(false));
    assert!(op.off(&ctx));
    assert!(!op.on(&ctx));
}
