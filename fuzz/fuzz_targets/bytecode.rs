//! Fuzz target: arbitrary bytes as an MLIR bytecode file through ods-opt with every bundled
//! dialect: the bytecode reader (sections, strings, dialects, attributes and types in their
//! builtin and textual encodings, resources, properties, use-list orders, the IR section),
//! then the verifier and the printer. The input's length picks the output: the generic form,
//! the custom form, or bytecode written again (so the writer sees whatever the reader
//! accepted). Seeds are mlir-opt's own bytecode of the corpora (`fuzz/seed-bytecode.sh`), so
//! the input keeps the magic number and the reader is reached. Any panic, stack overflow or
//! timeout is a bug; a diagnostic at `file:0:0` is the expected outcome.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let options = ods_opt::Options {
        allow_unregistered: true,
        generic: data.len() % 3 == 1,
        emit_bytecode: data.len() % 3 == 2,
        ..ods_opt::Options::default()
    };
    let _ =
        ods_opt::process_bytecode_input(data, "fuzz.mlirbc", &options, &ods_opt::register_bundled);
});
