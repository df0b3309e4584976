//! Fuzz target: arbitrary bytes through the TableGen lexer, parser and evaluator. Any
//! panic, stack overflow or timeout is a bug; errors are the expected outcome.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let tablegen = ods_tablegen::TableGen::new();
    if let Ok(records) = tablegen.load_source("fuzz.td", &text) {
        let _ = records.print_records();
    }
});
