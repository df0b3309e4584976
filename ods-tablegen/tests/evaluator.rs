//! Evaluator behaviour on small inputs. The expected texts are what LLVM 22's
//! `mlir-tblgen --print-records` prints for the same inputs.

use ods_tablegen::TableGen;

fn print(src: &str) -> String {
    match TableGen::new().load_source("t.td", src) {
        Ok(r) => r.print_records(),
        Err(d) => panic!("unexpected error:\n{d}"),
    }
}

fn error(src: &str) -> String {
    match TableGen::new().load_source("t.td", src) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(d) => d.to_string(),
    }
}

#[test]
fn class_template_arguments_and_defaults() {
    let src = r#"class A<int x, string s = "d"> { int v = x; string t = s # "!"; bits<4> b = x; }
def X : A<5>;
def Y : A<1, "q">;
"#;
    let expected = r#"------------- Classes -----------------
class A<int A:x = ?, string A:s = "d"> {
  int v = A:x;
  string t = !strconcat(A:s, "!");
  bits<4> b = { !cast<bits<4>>(A:x){3}, !cast<bits<4>>(A:x){2}, !cast<bits<4>>(A:x){1}, !cast<bits<4>>(A:x){0} };
}
------------- Defs -----------------
def X {	// A
  int v = 5;
  string t = "d!";
  bits<4> b = { 0, 1, 0, 1 };
}
def Y {	// A
  int v = 1;
  string t = "q!";
  bits<4> b = { 0, 0, 0, 1 };
}
"#;
    assert_eq!(print(src), expected);
}

#[test]
fn let_blocks_and_bit_ranges() {
    let src = r#"class B { bits<8> f = 0; int i = 1; }
let i = 7 in def L : B { let f{3-0} = 0b1010; }
def M : B { let f{7} = 1; }
"#;
    let expected = r#"------------- Classes -----------------
class B {
  bits<8> f = { 0, 0, 0, 0, 0, 0, 0, 0 };
  int i = 1;
}
------------- Defs -----------------
def L {	// B
  bits<8> f = { 0, 0, 0, 0, 1, 0, 1, 0 };
  int i = 7;
}
def M {	// B
  bits<8> f = { 1, 0, 0, 0, 0, 0, 0, 0 };
  int i = 1;
}
"#;
    assert_eq!(print(src), expected);
}

#[test]
fn multiclasses_defm_and_name() {
    let src = r#"class R<string n> { string name = n; }
multiclass M<string p> { def _a : R<p # "a">; def _b : R<NAME>; }
multiclass N { defm _x : M<"x">; }
defm Foo : M<"p">;
defm Bar : N;
"#;
    let expected = r#"------------- Classes -----------------
class R<string R:n = ?> {
  string name = R:n;
}
------------- Defs -----------------
def Bar_x_a {	// R
  string name = "xa";
}
def Bar_x_b {	// R
  string name = "Bar_x";
}
def Foo_a {	// R
  string name = "pa";
}
def Foo_b {	// R
  string name = "Foo";
}
"#;
    assert_eq!(print(src), expected);
}

#[test]
fn foreach_if_defset_defvar() {
    let src = r#"class R<string n> { string name = n; }
defvar base = 10;
defset list<R> Set = {
  foreach i = [1, 2] in def Item#i : R<"i" # !add(i, base)>;
  if !eq(base, 10) then def Yes : R<"y">; else def No : R<"n">;
}
def S { list<R> all = Set; }
"#;
    let expected = r#"------------- Classes -----------------
class R<string R:n = ?> {
  string name = R:n;
}
------------- Defs -----------------
def Item1 {	// R
  string name = "i11";
}
def Item2 {	// R
  string name = "i12";
}
def S {
  list<R> all = [Item1, Item2, Yes];
}
def Yes {	// R
  string name = "y";
}
"#;
    assert_eq!(print(src), expected);
}

#[test]
fn bang_operators_fold() {
    let src = r#"def a;
def B {
  int add = !add(1, 2, 3);
  int mul = !mul(2, 3);
  int sub = !sub(10, 4);
  int shl = !shl(1, 4);
  bit eq = !eq("a", "a");
  string cat = !strconcat("a", "b", "c");
  list<int> lcat = !listconcat([1], [2, 3]);
  list<int> splat = !listsplat(7, 3);
  list<int> filt = !filter(x, [1, 2, 3, 4], !gt(x, 2));
  int fold = !foldl(0, [1, 2, 3], acc, x, !add(acc, x));
  string inter = !interleave(["a", "b"], "-");
  int size = !size([1, 2]);
  string substr = !substr("hello", 1, 3);
  int find = !find("hello", "l");
  string up = !toupper("abc");
  list<int> range = !range(3);
  int head = !head([4, 5]);
  list<int> tail = !tail([4, 5]);
  dag con = !con((a 1), (a 2:$x));
  int cond = !cond(!lt(1, 0): 1, true: 2);
  string subst = !subst("l", "L", "hello");
  bit empty = !empty([1]);
  int log = !logtwo(8);
  list<int> rm = !listremove([1, 2, 3], [2]);
  list<string> each = !foreach(s, ["x", "y"], s # "!");
  dag built = !dag(a, [1, 2], ["p", "q"]);
  bits<3> slice = { 1, 0, 1 };
  int not = !not(0);
  list<int> sl = [5, 6, 7][0, 2];
}
"#;
    let expected = r#"------------- Classes -----------------
------------- Defs -----------------
def B {
  int add = 6;
  int mul = 6;
  int sub = 6;
  int shl = 16;
  bit eq = 1;
  string cat = "abc";
  list<int> lcat = [1, 2, 3];
  list<int> splat = [7, 7, 7];
  list<int> filt = [3, 4];
  int fold = 6;
  string inter = "a-b";
  int size = 2;
  string substr = "ell";
  int find = 2;
  string up = "ABC";
  list<int> range = [0, 1, 2];
  int head = 4;
  list<int> tail = [5];
  dag con = (a 1, 2:$x);
  int cond = 2;
  string subst = "heLLo";
  bit empty = 0;
  int log = 3;
  list<int> rm = [1, 3];
  list<string> each = ["x!", "y!"];
  dag built = (a 1:$p, 2:$q);
  bits<3> slice = { 1, 0, 1 };
  int not = 1;
  list<int> sl = [5, 7];
}
def a {
}
"#;
    assert_eq!(print(src), expected);
}

#[test]
fn anonymous_instances_and_partial_folding() {
    let src = r#"class P<int v> { int val = v; }
def X { P p = P<3>; int pv = P<4>.val; }
def : P<9>;
class Q<int n> { int twice = !mul(n, 2); string s = "n" # n; P inst = P<n>; }
def Z : Q<2>;
"#;
    let expected = r#"------------- Classes -----------------
class P<int P:v = ?> {
  int val = P:v;
}
class Q<int Q:n = ?> {
  int twice = !mul(Q:n, 2);
  string s = !strconcat("n", !cast<string>(Q:n));
  P inst = P<0: Q:n>;
}
------------- Defs -----------------
def X {
  P p = anonymous_0;
  int pv = 4;
}
def Z {	// Q
  int twice = 4;
  string s = "n2";
  P inst = anonymous_3;
}
def anonymous_0 {	// P
  int val = 3;
}
def anonymous_1 {	// P
  int val = 4;
}
def anonymous_2 {	// P
  int val = 9;
}
def anonymous_3 {	// P
  int val = 2;
}
"#;
    assert_eq!(print(src), expected);
}

#[test]
fn records_api() {
    let src = r#"
class Target;
def Tgt : Target;
class Base<int n> { int num = n; string s = "x"; list<int> l = [n]; dag d = (Tgt n:$a); bit b = 1; }
class Base2;
class Derived<int n> : Base<n> { Target t = Tgt; code c = [{ body }]; }
def One : Derived<1>;
def Two : Base<2>;
"#;
    let rs = TableGen::new().load_source("api.td", src).unwrap();
    let names: Vec<String> = rs.defs().map(|d| d.name()).collect();
    assert_eq!(names, ["One", "Tgt", "Two"]);
    let classes: Vec<String> = rs.classes().map(|d| d.name()).collect();
    assert_eq!(classes, ["Base", "Base2", "Derived", "Target"]);
    let one = rs.def("One").unwrap();
    assert_eq!(one.get_int("num").unwrap(), 1);
    assert_eq!(&*one.get_string("s").unwrap(), "x");
    assert_eq!(&*one.get_code("c").unwrap(), " body ");
    assert!(one.value("c").unwrap().is_code());
    assert!(one.get_bit("b").unwrap());
    assert_eq!(one.get_list("l").unwrap()[0].as_int(), Some(1));
    assert_eq!(one.get_def("t").unwrap().name(), "Tgt");
    let dag = one.get_dag("d").unwrap();
    assert_eq!(dag.op.as_def().unwrap().name(), "Tgt");
    assert_eq!(dag.args[0].1.as_deref(), Some("a"));
    let supers: Vec<String> = one.superclasses().iter().map(|c| c.name()).collect();
    assert_eq!(supers, ["Base", "Derived"]);
    assert!(one.is_subclass_of("Base"));
    let derived: Vec<String> = rs.derived_from("Base").iter().map(|d| d.name()).collect();
    assert_eq!(derived, ["One", "Two"]);
    assert!(rs.derived_from("Nope").is_empty());
    let loc = one.loc().unwrap();
    assert_eq!((loc.path.as_str(), loc.line), ("api.td", 7));
    assert!(matches!(
        one.get_int("missing"),
        Err(ods_tablegen::FieldError::Missing { .. })
    ));
    let err = one.get_int("s").unwrap_err();
    assert!(matches!(err, ods_tablegen::FieldError::WrongType { .. }));
    assert!(err.to_string().contains("field `s'"));
    assert_eq!(one.get_list_of_ints("l").unwrap(), [1]);
    assert!(one.get_list_of_strings("l").is_err());
    let lists = TableGen::new()
        .load_source(
            "lists.td",
            "class K; def A : K; def B : K; def L { list<K> ks = [A, B]; list<string> ss = [\"x\"]; bits<3> b = { 1, ?, 0 }; }",
        )
        .unwrap();
    let l = lists.def("L").unwrap();
    let ks: Vec<String> = l
        .get_list_of_defs("ks")
        .unwrap()
        .iter()
        .map(|k| k.name())
        .collect();
    assert_eq!(ks, ["A", "B"]);
    assert_eq!(&*l.get_list_of_strings("ss").unwrap()[0], "x");
    assert_eq!(l.get_bits("b").unwrap(), [Some(false), None, Some(true)]);
    let fields: Vec<String> = one.fields().into_iter().map(|f| f.0).collect();
    assert_eq!(fields, ["num", "s", "l", "d", "b", "t", "c"]);
}

#[test]
fn includes_use_dirs_then_virtual_files() {
    let dir = std::env::temp_dir().join(format!("ods-tablegen-inc-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("lib")).unwrap();
    std::fs::write(dir.join("lib/a.td"), "def FromDisk;\n").unwrap();
    std::fs::write(
        dir.join("main.td"),
        "include \"lib/a.td\"\ninclude \"lib/b.td\"\n",
    )
    .unwrap();
    let mut tg = TableGen::new();
    tg.include_dir(&dir);
    tg.virtual_file("lib/a.td", "def FromVirtualA;");
    tg.virtual_file("lib/b.td", "def FromVirtualB;");
    let rs = tg.load_file(dir.join("main.td")).unwrap();
    assert!(
        rs.def("FromDisk").is_some(),
        "include dirs win over virtual files"
    );
    assert!(rs.def("FromVirtualA").is_none());
    assert!(
        rs.def("FromVirtualB").is_some(),
        "virtual files answer what dirs cannot"
    );
    assert_eq!(rs.files_read(), [dir.join("main.td"), dir.join("lib/a.td")]);
    let e = TableGen::new().load_file(dir.join("main.td")).unwrap_err();
    assert!(
        e.to_string()
            .contains("could not find include file 'lib/a.td'")
    );
    std::fs::write(dir.join("cycle.td"), "include \"cycle.td\"\n").unwrap();
    let e = tg.load_file(dir.join("cycle.td")).unwrap_err();
    assert!(e.message.contains("recursive include"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn diagnostics_have_llvm_format() {
    let e = error("def X { int a = b; }");
    assert_eq!(
        e,
        "t.td:1:17: error: Variable not defined: 'b'\ndef X { int a = b; }\n                ^\n"
    );
    assert!(error("def X; def X;").contains("def already exists: X"));
    assert!(error("def X { string s = !add(1, \"a\"); }").contains("error:"));
    assert!(error("assert 0, \"boom\";").contains("assertion failed: boom"));
    let two = error("assert 0, \"one\";\nassert 0, \"two\";");
    assert!(
        two.contains("t.td:1:8: error: assertion failed: one")
            && two.contains("t.td:2:8: error: assertion failed: two"),
        "{two}"
    );
    assert!(
        error("class A<int x> { int y = x; } def X : A;")
            .contains("value not specified for template argument 'A:x'")
    );
}

#[test]
fn runaway_inputs_get_errors_not_crashes() {
    // Deeper than `mlir-tblgen` goes (it crashes past some 8,200 levels of `!add`) ...
    let deep = |n: usize| {
        format!(
            "def X {{ int x = {}1{}; }}",
            "!add(1, ".repeat(n),
            ")".repeat(n)
        )
    };
    assert!(print(&deep(9000)).contains("int x = 9001;"));
    // ... and past the stack, a located error.
    let on_small_stack = |src: &str| {
        TableGen::new()
            .stack_size(4 << 20)
            .load_source("t.td", src)
            .map(|_| ())
            .unwrap_err()
            .to_string()
    };
    let small = on_small_stack(&deep(100_000));
    assert!(small.starts_with("t.td:1:"), "{small}");
    assert!(small.contains("error: value nested too deeply"), "{small}");
    // A loop builds a dag as deep as it runs; one too deep to print within the load's stack
    // is an error at its record when the load ends.
    let looped = |n: usize| {
        format!("def op;\ndef X {{ dag d = !foldl((op), !range({n}), acc, x, (op acc)); }}")
    };
    assert!(print(&looped(1000)).contains(&format!(
        "{}(op){}",
        "(op ".repeat(1000),
        ")".repeat(1000)
    )));
    let small = on_small_stack(&looped(200_000));
    assert!(
        small.starts_with("t.td:2:5: error: value of 'd' nested too deeply to print"),
        "{small}"
    );
    // Printed while evaluating, at the expression that prints it.
    let repr = on_small_stack(&format!(
        "{}\ndef Y {{ string s = !repr(X.d); }}",
        looped(200_000)
    ));
    assert!(
        repr.starts_with("t.td:3:20: error: value nested too deeply to print"),
        "{repr}"
    );
    // `mlir-tblgen` completes some 6,100 levels of recursive instantiation; we bound them
    // at 100,000.
    let recursive = |n: u32| {
        format!("class A<int n> {{ int x = !if(!eq(n, 0), 0, A<!sub(n, 1)>.x); }}\ndef X : A<{n}>;")
    };
    assert!(print(&recursive(7000)).contains("def X {\t// A\n  int x = 0;\n}"));
    assert!(error(&recursive(200_000)).contains("nested too deeply"));
    let endless = "class A<int n> { A y = A<!add(n, 1)>; }\ndef X : A<0>;";
    assert!(error(endless).contains("nested too deeply"));
    assert!(error("foreach i = 0...100000000 in def X#i;").contains("range too large"));
    assert!(error("def X { bits<100000000> b; }").contains("out of range"));
    assert!(error("def X { int x = !div(1, 0); }").contains("division by zero"));
    assert!(error("def X { list<int> l = !listsplat(1, 1000000000000); }").contains("too large"));
    assert!(error("def X { list<int> l = !listsplat(1, -1); }").contains("is negative"));
    assert!(error("def X { int s = !shl(1, 64); }").contains("out of bounds shift"));
    assert!(error("def X { int s = !sra(1, -1); }").contains("out of bounds shift"));
    let extreme = "def X { list<int> l = !range(-9223372036854775808, 9223372036854775807); }";
    assert!(error(extreme).contains("range too large"));
    let wide = "def X { list<int> l = [-9223372036854775808][0...0]; int m = !mul(9223372036854775807, 3); bits<0> z = 0; }";
    print(wide);
}

#[test]
fn garbage_never_panics() {
    let pieces = [
        "def",
        "class",
        "multiclass",
        "defm",
        "let",
        "in",
        "foreach",
        "if",
        "then",
        "else",
        "{",
        "}",
        "(",
        ")",
        "[",
        "]",
        "<",
        ">",
        ";",
        ":",
        ",",
        "=",
        "#",
        ".",
        "...",
        "?",
        "!add",
        "!foreach",
        "!cast",
        "!cond",
        "!foldl",
        "x",
        "A",
        "1",
        "-2",
        "\"s\"",
        "[{c}]",
        "$v",
        "int",
        "bits<2>",
        "list<int>",
        "dag",
        "string",
        "NAME",
        "defvar",
        "defset",
        "assert",
        "#ifdef X",
        "#endif",
        "9223372036854775807",
        "-9223372036854775808",
        "0xffffffffffffffff",
        "!mul",
        "!shl",
        "!sub",
        "!range",
        "!listsplat",
        "!substr",
        "!find",
        "bits<0>",
        "!logtwo",
        "!div",
        "!srl",
        "!sra",
        "{0-3}",
        "[1, 2]",
        "x{7}",
        "!getdagarg<int>",
        "!setdagarg",
        "!con",
        "!dag",
        "!listremove",
        "!interleave",
        "!size",
        "!head",
        "!tail",
        "!match",
        "\"(\"",
        "\n",
        "field",
        "code",
        "0b1",
        "!if",
        "!isa<A>",
        "!exists<A>",
    ];
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    for _ in 0..4000 {
        let mut src = String::new();
        let n = (seed % 40) as usize + 1;
        for _ in 0..n {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            src.push_str(pieces[(seed % pieces.len() as u64) as usize]);
            src.push(' ');
        }
        let _ = TableGen::new().load_source("fuzz.td", &src);
        let with_prelude = format!("class A<int x = 1> {{ int y = x; }} def B : A; {src}");
        let _ = TableGen::new().load_source("fuzz.td", &with_prelude);
    }
}

#[test]
fn regex_operators_and_dag_names() {
    let src = r#"class a; def a0 : a; def a1 : a; def b0;
class C<string s> { bit m = !match(s, "^a+$"); list<a> l = !instances<a>(s); list<a> all = !instances<a>(); }
def X { bit m1 = !match("abc", "b"); bit m2 = !match("abc", "^b"); bit m3 = !match("aXc", "a[A-Z]c"); list<a> l = !instances<a>("1$"); dag d = (a0:$n 1); string on = !getdagopname(d); dag d2 = !setdagopname(d, "z"); }
def Y : C<"aa">;
"#;
    let expected = r#"------------- Classes -----------------
class C<string C:s = ?> {
  bit m = !match(C:s, "^a+$");
  list<a> l = !instances<a>(C:s);
  list<a> all = !instances<a>(".*");
}
class a {
}
------------- Defs -----------------
def X {
  bit m1 = 1;
  bit m2 = 0;
  bit m3 = 1;
  list<a> l = [a1];
  dag d = (a0:$n 1);
  string on = "n";
  dag d2 = (a0:$z 1);
}
def Y {	// C
  bit m = 1;
  list<a> l = [];
  list<a> all = [a0, a1];
}
def a0 {	// a
}
def a1 {	// a
}
def b0 {
}
"#;
    assert_eq!(print(src), expected);
    assert!(error("def X { bit b = !match(\"a\", \"(\"); }").contains("invalid regex"));
}

#[test]
fn unused_template_arguments_warn_and_dumps_note() {
    let rs = TableGen::new()
        .load_source(
            "w.td",
            "class C<int used, int unused> { int x = used; }\nmulticlass M<int m> { def _d; }\ndump \"hi\";\n",
        )
        .unwrap();
    let text: String = rs.notes().iter().map(|d| d.to_string()).collect();
    assert_eq!(
        text,
        "w.td:1:23: warning: unused template argument: C:unused\n\
         class C<int used, int unused> { int x = used; }\n\
         \x20                     ^\n\
         w.td:2:18: warning: unused template argument: M::m\n\
         multiclass M<int m> { def _d; }\n\
         \x20                ^\n\
         w.td:3:1: note: hi\n\
         dump \"hi\";\n\
         ^\n"
    );
}

#[test]
fn bytes_that_are_not_utf8_are_kept() {
    let src = b"def A {\n  string s = \"caf\xe9\";\n  int n = !size(\"\xe9\xff\");\n  \
        string t = !toupper(\"b\xe9\");\n  string u = !substr(\"caf\xc3\xa9\", 4);\n  \
        int f = !find(\"\xe9\xffab\", \"a\");\n  bit m = !match(\"\xe9x\", \"^.x$\");\n}\n";
    let records = TableGen::new()
        .load_bytes("t.td", src)
        .expect("mlir-tblgen accepts any bytes in strings");
    let expected: &[u8] = b"------------- Classes -----------------\n\
        ------------- Defs -----------------\n\
        def A {\n  string s = \"caf\xe9\";\n  int n = 2;\n  string t = \"B\xe9\";\n  \
        string u = \"\xa9\";\n  int f = 2;\n  bit m = 1;\n}\n";
    assert_eq!(
        String::from_utf8_lossy(&records.print_records_bytes()),
        String::from_utf8_lossy(expected)
    );
    assert_eq!(records.print_records_bytes(), expected);
    let mut written = Vec::new();
    records
        .write_records(&mut written)
        .expect("writing to memory");
    assert_eq!(written, expected);
}
