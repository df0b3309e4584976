//! Fuzz target: arbitrary bytes as a `.mlir` file through ods-opt's parse, verify and print,
//! in both the generic and the custom form and with debug locations on or off. Any panic,
//! stack overflow or timeout is a bug; diagnostics are the expected outcome.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let options = ods_opt::Options {
        input: None,
        output: None,
        generic: flags & 1 != 0,
        allow_unregistered: flags & 2 != 0,
        debug_info: flags & 4 != 0,
    };
    let _ = ods_opt::process(&text, "fuzz.mlir", &options);
});
