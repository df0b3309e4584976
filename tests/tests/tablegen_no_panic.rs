//! Robustness: no input may panic, overflow the stack or hang the TableGen front end.
//!
//! Every `.td` of ours (examples, feature and diagnostics corpora) is mutated many times
//! with a fixed-seed generator (byte deletions, duplications, truncations, inserted
//! keywords and punctuation) and each mutant is lexed, parsed and evaluated in its own
//! thread with a deadline. A few hand-made adversarial inputs (deep nesting, huge
//! repetition) run the same way.

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

use ods_tests::mutate::{Rng, mutate};
use ods_tests::workspace_root;

/// How many mutants each seed file yields.
const MUTANTS_PER_SEED: usize = 120;
/// How long one input may take before it counts as a hang.
const DEADLINE: Duration = Duration::from_secs(20);

/// Fragments spliced into seeds: tokens that open and close constructs, operators, and
/// preprocessor lines.
const FRAGMENTS: &[&str] = &[
    "{",
    "}",
    "<",
    ">",
    "[",
    "]",
    "(",
    ")",
    ";",
    ",",
    ":",
    "=",
    "#",
    "$",
    "?",
    ".",
    "...",
    "-",
    "\"",
    "[{",
    "}]",
    "/*",
    "*/",
    "//",
    "\n#ifdef X\n",
    "\n#else\n",
    "\n#endif\n",
    "\n#define X\n",
    "class ",
    "def ",
    "defm ",
    "multiclass ",
    "let ",
    " in ",
    "foreach ",
    "defset ",
    "defvar ",
    "deftype ",
    "if ",
    " then ",
    " else ",
    "assert ",
    "dump ",
    "include ",
    "field ",
    "bits<",
    "list<",
    "dag ",
    "code ",
    "string ",
    "int ",
    "bit ",
    "NAME",
    "!add(",
    "!cast<",
    "!foldl(",
    "!foreach(",
    "!if(",
    "!cond(",
    "!con(",
    "!dag(",
    "!strconcat(",
    "!subst(",
    "!listconcat(",
    "!size(",
    "!isa<",
    "!getdagarg<",
    "!setdagop(",
    "!range(",
    "!interleave(",
    "!filter(",
    "!head(",
    "!tail(",
    "!repr(",
    "!instances<",
    "0x",
    "0b",
    "-9223372036854775808",
    "99999999999999999999",
    "1",
    "0",
    "x",
    "\u{e9}",
    "\t",
    "\\",
];

fn seeds() -> Vec<(String, String)> {
    let root = workspace_root();
    let mut paths: Vec<PathBuf> = walkdir::WalkDir::new(root.join("tests/tablegen"))
        .into_iter()
        .chain(walkdir::WalkDir::new(root.join("examples")))
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "td"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("seed readable");
            (p.file_name().unwrap().to_string_lossy().into_owned(), text)
        })
        .collect()
}

/// Runs the whole front end on `text` in a fresh thread; Err describes a panic or a hang.
fn run_isolated(name: &str, text: String) -> Result<(), String> {
    let (send, receive) = mpsc::channel();
    let label = name.to_string();
    let worker = std::thread::Builder::new()
        .name(label.clone())
        .spawn(move || {
            let tablegen = ods_tablegen::TableGen::new();
            let _ = tablegen.load_source(&label, &text);
            let _ = send.send(());
        })
        .expect("spawn worker");
    match receive.recv_timeout(DEADLINE) {
        Ok(()) => {
            worker.join().map_err(|_| format!("{name}: panicked"))?;
            Ok(())
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => Err(format!("{name}: panicked")),
        Err(mpsc::RecvTimeoutError::Timeout) => Err(format!("{name}: no answer in {DEADLINE:?}")),
    }
}

#[test]
fn mutated_corpus_never_panics_or_hangs() {
    let seeds = seeds();
    assert!(seeds.len() >= 30, "only {} seed files", seeds.len());
    let mut rng = Rng(0x0D5_2026);
    let mut failures = Vec::new();
    let mut total = 0;
    for (name, text) in &seeds {
        for i in 0..MUTANTS_PER_SEED {
            let mutant = mutate(text, &mut rng, FRAGMENTS, 4, 40);
            total += 1;
            if let Err(e) = run_isolated(&format!("{name}#{i}"), mutant.clone()) {
                failures.push(format!("{e}; input:\n{mutant}\n"));
            }
        }
    }
    ods_tests::report::headline(format_args!("{total} mutants, {} failures", failures.len()));
    assert!(failures.is_empty(), "{}", failures.join("\n----\n"));
}

#[test]
fn adversarial_inputs_are_diagnosed() {
    let deep = 200_000;
    let cases = [
        (
            "nested lists",
            format!(
                "def A {{ list<int> l = {}1{}; }}",
                "[".repeat(deep),
                "]".repeat(deep)
            ),
        ),
        (
            "nested dags",
            format!(
                "def op; def A {{ dag d = {}op{}; }}",
                "(op ".repeat(deep),
                ")".repeat(deep)
            ),
        ),
        (
            "nested bang operators",
            format!(
                "def A {{ int x = {}1{}; }}",
                "!add(1, ".repeat(deep),
                ")".repeat(deep)
            ),
        ),
        (
            "nested braces",
            format!(
                "def A {{ bits<2> b = {}0{}; }}",
                "{".repeat(deep),
                "}".repeat(deep)
            ),
        ),
        (
            "nested ifdefs",
            format!(
                "{}def A;{}",
                "#ifndef X\n".repeat(deep / 10),
                "\n#endif".repeat(deep / 10)
            ),
        ),
        (
            "nested foreach",
            format!("{}def A;", "foreach i = [1] in ".repeat(deep / 10)),
        ),
        (
            "nested lets",
            format!("{}def A;", "let x = 1 in ".repeat(deep / 10)),
        ),
        (
            "long paste chain",
            format!("def A {{ string s = \"a\"{}; }}", " # \"b\"".repeat(deep)),
        ),
        (
            "self-instantiating class",
            "class C<int n> { C next = C<!add(n, 1)>; }\ndef A : C<0>;".to_string(),
        ),
    ];
    let mut failures = Vec::new();
    for (name, text) in cases {
        if let Err(e) = run_isolated(name, text) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{failures:?}");
}
