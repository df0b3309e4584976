//! `ods_runtime::attributes::apfloat` against mlir-opt's constant folding of `arith`.
//!
//! Every case is an `arith` op on `arith.constant` operands inside its own `func.func`,
//! for every builtin float type: ordinary values, zeros of both signs, subnormals, the
//! largest finite values, infinities, quiet and signalling NaNs with payloads and random
//! bit patterns, so that results round, overflow, underflow and saturate. Each family of
//! cases goes through `mlir-opt --canonicalize --mlir-print-op-generic` once; the folded
//! constant each function returns is read back with our own parser and compared, bit for
//! bit, with what `ApFloat` computes, following the folders of upstream's `ArithOps.cpp`
//! (including their shortcuts such as `addf(x, -0) -> x`). A case mlir-opt leaves
//! unfolded must be one our side reports as not foldable (an inexact `truncf`, an
//! out-of-range `fptosi`).
//!
//! The cases are drawn from a fixed seed; `ODS_APFLOAT_SEED=<n>` draws others.

use std::process::Command;

use ods_runtime::Context;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::attributes::apfloat::{ApFloat, CmpResult, OpStatus, RoundingMode};
use ods_runtime::attributes::float::{NonFinite, semantics};
use ods_runtime::attributes::{ApInt, AttrKind};
use ods_runtime::ir::PropertyStorage;
use ods_runtime::types::FloatKind;
use ods_tests::mutate::Rng;

/// A constant: a float of some format or an integer of some width.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Value {
    Float(FloatKind, u128),
    Int(u32, ApInt),
}

impl Value {
    fn ty(&self) -> String {
        match self {
            Value::Float(kind, _) => kind.keyword().to_string(),
            Value::Int(width, _) => format!("i{width}"),
        }
    }

    fn literal(&self) -> String {
        match self {
            Value::Float(_, bits) => format!("0x{bits:X}"),
            Value::Int(1, v) => (!v.is_zero()).to_string(),
            Value::Int(_, v) => v.to_decimal(true),
        }
    }

    fn float(x: ApFloat) -> Value {
        // What mlir-opt prints is LLVM's canonical bit pattern of the value.
        let bits = x.bitcast_to_apint();
        Value::Float(x.kind(), bits.bits().low_u128())
    }
}

/// One folding case: the op applied to its constant operands, and our prediction.
struct Case {
    family: &'static str,
    operands: Vec<Value>,
    /// The op line with `%a`, `%b` as operands, e.g. `arith.addf %a, %b : f32`.
    op: String,
    result_ty: String,
    /// `None` when our side says the op does not fold.
    expected: Option<Value>,
}

impl Case {
    fn function(&self, index: usize) -> String {
        let returned = match FloatKind::from_keyword(&self.result_ty) {
            Some(kind) => format!("i{}", width(kind)),
            None => self.result_ty.clone(),
        };
        let mut text = format!("func.func @c{index}() -> {returned} {{\n");
        for (name, v) in ["a", "b"].iter().zip(&self.operands) {
            // A boolean literal carries its type.
            let typed = match v {
                Value::Int(1, _) => v.literal(),
                _ => format!("{} : {}", v.literal(), v.ty()),
            };
            text.push_str(&format!("  %{name} = arith.constant {typed}\n"));
        }
        text.push_str(&format!("  %r = {}\n", self.op));
        match FloatKind::from_keyword(&self.result_ty) {
            // Returned as its bits: mlir-opt prints floats in decimal where that reads back
            // exactly through an f64, which loses bits of f80 and f128 values.
            Some(kind) => text.push_str(&format!(
                "  %i = arith.bitcast %r : {} to i{w}\n  return %i : i{w}\n}}\n",
                self.result_ty,
                w = width(kind)
            )),
            None => text.push_str(&format!("  return %r : {}\n}}\n", self.result_ty)),
        }
        text
    }

    /// The constant the function returns: a float result as the integer of its bits.
    fn returned(&self) -> Option<Value> {
        match self.expected.clone()? {
            Value::Float(kind, bits) => {
                let w = width(kind);
                Some(Value::Int(w, ApInt::from_u128(w, bits)))
            }
            int => Some(int),
        }
    }
}

/// Random bits below `width` from the shared generator.
fn random_bits(rng: &mut Rng, width: u32) -> u128 {
    let v = (u128::from(rng.next_u64()) << 64) | u128::from(rng.next_u64());
    if width >= 128 {
        v
    } else {
        v & ((1u128 << width) - 1)
    }
}

fn has_sign(kind: FloatKind) -> bool {
    semantics(kind).signed
}

/// Values worth testing in `kind`: the edges of the format, then random ones.
fn interesting(kind: FloatKind, rng: &mut Rng, random: usize) -> Vec<ApFloat> {
    let sem = semantics(kind);
    let f = |v: f64| ApFloat::from_f64(kind, v);
    let mant_bits = if sem.explicit_int_bit {
        sem.precision
    } else {
        sem.precision - 1
    };
    let bits = |b: u128| ApFloat::from_bits(kind, b);
    let sign = 1u128 << (sem.bits - 1);
    let mut out = vec![
        ApFloat::zero(kind, false),
        f(1.0),
        f(0.5),
        f(3.0),
        f(1.75),
        f(0.1),
        ApFloat::largest(kind, false),
        bits(1),
        bits(1 << mant_bits),
        bits((1 << mant_bits) - 1),
        ApFloat::nan(kind),
    ];
    if sem.explicit_int_bit {
        // The integer bit is stored: the smallest normal, the largest subnormal, and the
        // encodings x87 does not produce (a pseudo-denormal, a pseudo-infinity, a
        // pseudo-NaN and an unnormal).
        out.extend([
            bits(1 << 64 | 1 << 63),
            bits((1 << 63) - 1),
            bits(1 << 63 | 5),
            bits(0x7FFF << 64),
            bits(0x7FFF << 64 | 1 << 62 | 9),
            bits(0x4000 << 64 | 3),
        ]);
    }
    if has_sign(kind) {
        out.extend([
            ApFloat::zero(kind, true),
            f(-1.0),
            f(-2.5),
            ApFloat::largest(kind, true),
            bits(sign | 1),
        ]);
    }
    if sem.non_finite == NonFinite::Ieee {
        let inf = f(f64::INFINITY);
        let nan = ApFloat::nan(kind).bits();
        let quiet = 1u128 << (sem.precision - 2);
        out.extend([inf, inf.neg(), bits(nan | sign | 5)]);
        // A signalling NaN with a payload.
        out.push(bits(
            (nan & !quiet) | 3 | if sem.explicit_int_bit { 1 << 63 } else { 0 },
        ));
    }
    for _ in 0..random {
        let r = match rng.below(3) {
            0 => bits(random_bits(rng, sem.bits)),
            1 => f((rng.next_u64() % 20001) as f64 / 100.0 - 100.0),
            _ => {
                let x = f64::from_bits(rng.next_u64() >> 2 | 0x3000_0000_0000_0000);
                f(if rng.below(2) == 0 { x } else { -x })
            }
        };
        if has_sign(kind) || !r.is_negative() {
            out.push(r);
        }
    }
    out
}

fn pick(values: &[ApFloat], rng: &mut Rng) -> ApFloat {
    values[rng.below(values.len())]
}

const NEAREST: RoundingMode = RoundingMode::NearestTiesToEven;

/// The binary float ops and their folders (upstream's shortcuts first).
fn binary_cases(rng: &mut Rng, per_kind: usize, cases: &mut Vec<Case>) {
    type Fold = fn(ApFloat, ApFloat) -> ApFloat;
    let ops: [(&str, &str, Fold); 9] = [
        ("arith.addf", "addf", |a, b| {
            if b.is_zero() && b.is_negative() {
                return a;
            }
            let mut r = a;
            r.add(&b, NEAREST);
            r
        }),
        ("arith.subf", "subf", |a, b| {
            if b.is_zero() && !b.is_negative() {
                return a;
            }
            let mut r = a;
            r.subtract(&b, NEAREST);
            r
        }),
        ("arith.mulf", "mulf", |a, b| {
            if b == ApFloat::from_f64(b.kind(), 1.0) {
                return a;
            }
            let mut r = a;
            r.multiply(&b, NEAREST);
            r
        }),
        ("arith.divf", "divf", |a, b| {
            if b == ApFloat::from_f64(b.kind(), 1.0) {
                return a;
            }
            let mut r = a;
            r.divide(&b, NEAREST);
            r
        }),
        ("arith.remf", "remf", |a, b| {
            let mut r = a;
            r.mod_(&b);
            r
        }),
        ("arith.maximumf", "maximumf", |a, b| {
            if a == b || (b.is_inf() && b.is_negative()) {
                return a;
            }
            ApFloat::maximum(&a, &b)
        }),
        ("arith.minimumf", "minimumf", |a, b| {
            if a == b || (b.is_inf() && !b.is_negative()) {
                return a;
            }
            ApFloat::minimum(&a, &b)
        }),
        ("arith.maxnumf", "maxnumf", |a, b| {
            if a == b || b.is_nan() {
                return a;
            }
            ApFloat::maxnum(&a, &b)
        }),
        ("arith.minnumf", "minnumf", |a, b| {
            if a == b || b.is_nan() {
                return a;
            }
            ApFloat::minnum(&a, &b)
        }),
    ];
    for kind in FloatKind::ALL {
        let values = interesting(kind, rng, 24);
        for (op, family, fold) in ops {
            for i in 0..per_kind {
                let (a, b) = if i < values.len() {
                    (values[i], pick(&values, rng))
                } else {
                    (pick(&values, rng), pick(&values, rng))
                };
                let ty = kind.keyword();
                cases.push(Case {
                    family,
                    operands: vec![Value::Float(kind, a.bits()), Value::Float(kind, b.bits())],
                    op: format!("{op} %a, %b : {ty}"),
                    result_ty: ty.to_string(),
                    expected: Some(Value::float(fold(a, b))),
                });
            }
        }
    }
}

fn negf_cases(rng: &mut Rng, cases: &mut Vec<Case>) {
    for kind in FloatKind::ALL {
        for a in interesting(kind, rng, 8) {
            let ty = kind.keyword();
            cases.push(Case {
                family: "negf",
                operands: vec![Value::Float(kind, a.bits())],
                op: format!("arith.negf %a : {ty}"),
                result_ty: ty.to_string(),
                expected: Some(Value::float(a.neg())),
            });
        }
    }
}

const PREDICATES: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// `applyCmpPredicate` of upstream's arith dialect.
fn cmp_predicate(predicate: &str, c: CmpResult) -> bool {
    use CmpResult::*;
    match predicate {
        "false" => false,
        "oeq" => c == Equal,
        "ogt" => c == GreaterThan,
        "oge" => matches!(c, GreaterThan | Equal),
        "olt" => c == LessThan,
        "ole" => matches!(c, LessThan | Equal),
        "one" => matches!(c, LessThan | GreaterThan),
        "ord" => c != Unordered,
        "ueq" => matches!(c, Unordered | Equal),
        "ugt" => matches!(c, Unordered | GreaterThan),
        "uge" => c != LessThan,
        "ult" => matches!(c, Unordered | LessThan),
        "ule" => c != GreaterThan,
        "une" => c != Equal,
        "uno" => c == Unordered,
        "true" => true,
        other => panic!("unknown predicate {other}"),
    }
}

fn cmpf_cases(rng: &mut Rng, per_predicate: usize, cases: &mut Vec<Case>) {
    for kind in FloatKind::ALL {
        let values = interesting(kind, rng, 8);
        for predicate in PREDICATES {
            for _ in 0..per_predicate {
                let (a, b) = (pick(&values, rng), pick(&values, rng));
                let ty = kind.keyword();
                let result = cmp_predicate(predicate, a.compare(&b));
                cases.push(Case {
                    family: "cmpf",
                    operands: vec![Value::Float(kind, a.bits()), Value::Float(kind, b.bits())],
                    op: format!("arith.cmpf {predicate}, %a, %b : {ty}"),
                    result_ty: "i1".to_string(),
                    expected: Some(Value::Int(1, ApInt::from_u128(1, u128::from(result)))),
                });
            }
        }
    }
}

const ROUNDING: [(&str, RoundingMode); 6] = [
    ("", RoundingMode::NearestTiesToEven),
    (" to_nearest_even", RoundingMode::NearestTiesToEven),
    (" downward", RoundingMode::TowardNegative),
    (" upward", RoundingMode::TowardPositive),
    (" toward_zero", RoundingMode::TowardZero),
    (" to_nearest_away", RoundingMode::NearestTiesToAway),
];

fn width(kind: FloatKind) -> u32 {
    semantics(kind).bits
}

/// `convertFloatValue` of upstream's arith folders: only exact conversions fold.
fn exact_convert(a: ApFloat, to: FloatKind, rm: RoundingMode) -> Option<Value> {
    let mut r = a;
    let (status, loses_info) = r.convert(to, rm);
    (status == OpStatus::OK && !loses_info).then(|| Value::float(r))
}

/// `truncf` (with each rounding mode) and `extf` between every pair of formats of
/// different widths; values come from both formats, so some convert exactly.
fn conversion_cases(rng: &mut Rng, cases: &mut Vec<Case>) {
    for from in FloatKind::ALL {
        for to in FloatKind::ALL {
            if width(from) == width(to) {
                continue;
            }
            let narrowing = width(to) < width(from);
            let mut values = interesting(from, rng, 2);
            for v in interesting(to, rng, 2) {
                let mut x = v;
                x.convert(from, NEAREST);
                values.push(x);
            }
            for (i, a) in values.into_iter().enumerate() {
                let (mode, rm) = if narrowing {
                    ROUNDING[i % ROUNDING.len()]
                } else {
                    ROUNDING[0]
                };
                let (op, family) = if narrowing {
                    ("arith.truncf", "truncf")
                } else {
                    ("arith.extf", "extf")
                };
                cases.push(Case {
                    family,
                    operands: vec![Value::Float(from, a.bits())],
                    op: format!("{op} %a{mode} : {} to {}", from.keyword(), to.keyword()),
                    result_ty: to.keyword().to_string(),
                    expected: exact_convert(a, to, rm),
                });
            }
        }
    }
}

const INT_WIDTHS: [u32; 6] = [1, 8, 16, 32, 64, 128];

fn integer_values(width: u32, rng: &mut Rng) -> Vec<ApInt> {
    let mut out = vec![
        ApInt::zero(width),
        ApInt::from_u128(width, 1),
        ApInt::max_value(width),
        ApInt::signed_max_value(width),
        ApInt::signed_min_value(width),
    ];
    for _ in 0..4 {
        let bits = random_bits(rng, width) >> rng.below(width as usize);
        out.push(ApInt::from_u128(width, bits));
    }
    out
}

fn int_float_cases(rng: &mut Rng, cases: &mut Vec<Case>) {
    for kind in FloatKind::ALL {
        let ty = kind.keyword();
        for width in INT_WIDTHS {
            for v in integer_values(width, rng) {
                for (op, signed) in [("arith.sitofp", true), ("arith.uitofp", false)] {
                    let (r, _) = ApFloat::from_apint(kind, &v, signed, NEAREST);
                    cases.push(Case {
                        family: if signed { "sitofp" } else { "uitofp" },
                        operands: vec![Value::Int(width, v.clone())],
                        op: format!("{op} %a : i{width} to {ty}"),
                        result_ty: ty.to_string(),
                        expected: Some(Value::float(r)),
                    });
                }
            }
            for a in interesting(kind, rng, 6) {
                for (op, signed) in [("arith.fptosi", true), ("arith.fptoui", false)] {
                    let (r, status, _) =
                        a.convert_to_integer(width, signed, RoundingMode::TowardZero);
                    cases.push(Case {
                        family: if signed { "fptosi" } else { "fptoui" },
                        operands: vec![Value::Float(kind, a.bits())],
                        op: format!("{op} %a : {ty} to i{width}"),
                        result_ty: format!("i{width}"),
                        expected: (status != OpStatus::INVALID_OP).then_some(Value::Int(width, r)),
                    });
                }
            }
        }
    }
}

/// `bitcast` between a float and the integer of its width, and between floats of one
/// width.
fn bitcast_cases(rng: &mut Rng, cases: &mut Vec<Case>) {
    for kind in FloatKind::ALL {
        let ty = kind.keyword();
        let w = width(kind);
        for a in interesting(kind, rng, 4) {
            cases.push(Case {
                family: "bitcast",
                operands: vec![Value::Float(kind, a.bits())],
                op: format!("arith.bitcast %a : {ty} to i{w}"),
                result_ty: format!("i{w}"),
                expected: Some(Value::Int(w, a.bitcast_to_apint())),
            });
            for other in FloatKind::ALL {
                if other != kind && width(other) == w {
                    let bits = a.bitcast_to_apint().bits().low_u128();
                    cases.push(Case {
                        family: "bitcast",
                        operands: vec![Value::Float(kind, a.bits())],
                        op: format!("arith.bitcast %a : {ty} to {}", other.keyword()),
                        result_ty: other.keyword().to_string(),
                        expected: Some(Value::float(ApFloat::from_bits(other, bits))),
                    });
                }
            }
        }
        for _ in 0..4 {
            let bits = random_bits(rng, w);
            cases.push(Case {
                family: "bitcast",
                operands: vec![Value::Int(w, ApInt::from_u128(w, bits))],
                op: format!("arith.bitcast %a : i{w} to {ty}"),
                result_ty: ty.to_string(),
                expected: Some(Value::float(ApFloat::from_bits(kind, bits))),
            });
        }
    }
}

/// The integer constant each function of mlir-opt's generic output returns, in order
/// (`None` where the returned value is not an `arith.constant`).
fn folded_results(output: &str) -> Vec<Option<Value>> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let wrapper = parse_source(&mut ctx, output, "mlir-opt-output.mlir")
        .unwrap_or_else(|e| panic!("our parser rejects mlir-opt's output: {}", e[0]));
    let module = unwrap_single_module(&mut ctx, wrapper);
    let body = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
    let funcs: Vec<_> = ctx.block(body).ops().collect();
    funcs
        .into_iter()
        .map(|func| {
            let block = ctx.region(ctx.op(func).regions()[0]).blocks()[0];
            let ret = ctx.block(block).last_op().expect("a return");
            let def = ctx.value(ctx.op(ret).operand(0)).defining_op()?;
            if ctx.op_name_str(ctx.op(def).name()) != "arith.constant" {
                return None;
            }
            let PropertyStorage::Attr(props) = ctx.op(def).property_storage() else {
                panic!("arith.constant without properties");
            };
            let value = ctx.dictionary_get(*props, "value").expect("value");
            match ctx.attr_kind(value) {
                AttrKind::Integer { value, .. } => Some(Value::Int(value.width(), value.clone())),
                other => panic!("unexpected constant {other:?}"),
            }
        })
        .collect()
}

fn show(v: &Option<Value>) -> String {
    match v {
        None => "not folded".to_string(),
        Some(v) => format!("{} : {}", v.literal(), v.ty()),
    }
}

#[test]
fn apfloat_folds_match_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "runtime_apfloat_reference")
    else {
        return;
    };
    let seed = std::env::var("ODS_APFLOAT_SEED")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or(0x5EED_AF10_A7F0_0D5E)
        | 1;
    let mut rng = Rng(seed);
    let mut cases = Vec::new();
    binary_cases(&mut rng, 100, &mut cases);
    negf_cases(&mut rng, &mut cases);
    cmpf_cases(&mut rng, 10, &mut cases);
    conversion_cases(&mut rng, &mut cases);
    int_float_cases(&mut rng, &mut cases);
    bitcast_cases(&mut rng, &mut cases);

    let dir = std::env::temp_dir().join(format!("ods-apfloat-reference-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut families: Vec<&str> = Vec::new();
    for case in &cases {
        if !families.contains(&case.family) {
            families.push(case.family);
        }
    }
    let (mut total, mut total_identical) = (0, 0);
    let mut failures = Vec::new();
    for family in families {
        let batch: Vec<&Case> = cases.iter().filter(|c| c.family == family).collect();
        let src: String = batch
            .iter()
            .enumerate()
            .map(|(i, c)| c.function(i))
            .collect();
        let input = dir.join(format!("{family}.mlir"));
        std::fs::write(&input, &src).expect("write input");
        let out = Command::new(&mlir_opt)
            .args(["--canonicalize", "--mlir-print-op-generic"])
            .arg(&input)
            .output()
            .expect("run mlir-opt");
        assert!(
            out.status.success(),
            "mlir-opt fails on the {family} cases: {}",
            String::from_utf8_lossy(&out.stderr)
                .lines()
                .take(5)
                .collect::<Vec<_>>()
                .join("\n")
        );
        let folded = folded_results(&String::from_utf8_lossy(&out.stdout));
        assert_eq!(folded.len(), batch.len(), "one function per case");
        let mut identical = 0;
        for (i, (case, theirs)) in batch.iter().zip(&folded).enumerate() {
            if case.returned() == *theirs {
                identical += 1;
            } else {
                failures.push(format!(
                    "{family} @c{i}: {}\n  mlir-opt: {}\n  ours:     {}",
                    case.function(i).replace('\n', "\n    "),
                    show(theirs),
                    show(&case.returned())
                ));
            }
        }
        let unfolded = folded.iter().filter(|f| f.is_none()).count();
        println!(
            "apfloat {family}: {identical}/{} folds identical vs mlir-opt ({unfolded} left \
             unfolded)",
            batch.len()
        );
        total += batch.len();
        total_identical += identical;
    }
    std::fs::remove_dir_all(&dir).ok();
    ods_tests::report::headline(format_args!(
        "apfloat: {total_identical}/{total} folds identical vs mlir-opt (seed {seed})"
    ));
    for f in failures.iter().take(400) {
        println!("MISMATCH {f}");
    }
    assert!(
        failures.is_empty(),
        "{total_identical}/{total} identical; {} mismatches (first ones printed)",
        failures.len()
    );
}
