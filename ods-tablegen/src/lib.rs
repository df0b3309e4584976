//! A pure-Rust TableGen: lexer, preprocessor, parser, evaluator, record keeper and printer.
