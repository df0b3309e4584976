//! Fuzz target: arbitrary bytes as a `.mlir` file through ods-opt's parse, verify and print
//! with every registered dialect (their custom forms included), in the generic or the custom
//! form, with debug locations and local scope on or off, and through `--canonicalize`. The
//! first byte picks the options; two of its bits add a test dialect instead of the bundled
//! ones: `TestOps.td`'s, or upstream's test ops with properties, enum properties, `oilist`s
//! and variadic-of-variadic operands in their formats (`tests/ods/ok/op_formats.td`). Any panic, stack overflow
//! or timeout is a bug; diagnostics are the expected outcome.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let options = ods_opt::Options {
        generic: flags & 1 != 0,
        allow_unregistered: flags & 2 != 0,
        debug_info: flags & 4 != 0,
        local_scope: flags & 8 != 0,
        canonicalize: (flags & 16 != 0).then(ods_opt::CanonicalizeOptions::default),
        ..ods_opt::Options::default()
    };
    // `op_formats.td`'s dialect (named `test`, as upstream's) or ours (`odstest`): one at a
    // time.
    if flags & 32 != 0 {
        let _ = ods_opt::process_with(&text, "fuzz.mlir", &options, &|ctx| {
            ods_dialect_test::goldens::op_formats_td::test::register(ctx);
        });
    } else if flags & 64 != 0 {
        let _ = ods_opt::process_with(&text, "fuzz.mlir", &options, &|ctx| {
            ods_dialect_test::odstest::register(ctx);
        });
    } else {
        let _ = ods_opt::process(&text, "fuzz.mlir", &options);
    }
});
