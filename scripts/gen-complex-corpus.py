#!/usr/bin/env python3
"""Writes the complex dialect's corpus, tests/mlir/complex/*.mlir (run from the workspace root).

Each file holds a function of unregistered `test.func` with block arguments, constants and
complex ops whose results a `test.use` keeps alive, so that `--canonicalize` shows every fold
and pattern of dialects/complex/src/hooks.rs: create(re x, im x), re/im of constants and of
create, add/sub of sub/add, add/sub of zero, mul/div by one, neg/neg, log/exp, exp/log,
conj/conj, re/im of neg(create), and bitcast chains through complex, integer and float types
(arith.bitcast on either side). The ops take scalar complex numbers only (mlir-opt rejects
vectors and tensors of them), so there are no shaped cases. `#complex.number` attributes sit
on unregistered ops, as the tests run with `--allow-unregistered-dialect`."""

import os

OUT = "tests/mlir/complex"

FLOATS = ["f16", "bf16", "f32", "f64", "f80", "f128"]
# Complex-to-complex unary ops: none folds on constants; neg, log, exp and conj fold on
# their inverse (the fold_* files).
UNARY = ["cos", "exp", "expm1", "log", "log1p", "neg", "rsqrt", "sign", "sin", "sqrt", "tan",
         "tanh", "conj"]
# Unary ops whose result is the element type.
PARTS = ["abs", "angle", "re", "im"]
BINARY = ["add", "sub", "mul", "div", "pow", "atan2"]
FASTMATH = ["fast", "nnan,ninf", "reassoc,nsz", "contract", "afn,arcp", "none"]

# Parts of constants for every float type: zeros, signs, ones, infinities, NaNs, extremes.
VALUES = {
    "f16": ["0.0", "-0.0", "1.0", "-1.0", "0.5", "-2.5", "65504.0", "1.0e-7", "0x7C00",
            "0xFC00", "0x7E00", "0x0001"],
    "bf16": ["0.0", "-0.0", "1.0", "-1.0", "0.5", "-2.5", "3.0e+38", "1.0e-40", "0x7F80",
             "0xFF80", "0x7FC0", "0x0001"],
    "f32": ["0.0", "-0.0", "1.0", "-1.0", "0.1", "-7.25", "3.0e+38", "1.0e-40", "0x7F800000",
            "0xFF800000", "0x7FC00000", "0x7F800001"],
    "f64": ["0.0", "-0.0", "1.0", "-1.0", "0.1", "-7.25", "1.0e+300", "1.0e-310",
            "0x7FF0000000000000", "0xFFF0000000000000", "0x7FF8000000000000",
            "0x7FF0000000000001"],
    "f80": ["0.0", "-0.0", "1.0", "-1.0", "0.1", "-7.25", "1.0e+30", "0x7FFF8000000000000000",
            "0xFFFF8000000000000000", "0x7FFFC000000000000000", "0x3FFF8000000000000000",
            "0x00000000000000000001"],
    "f128": ["0.0", "-0.0", "1.0", "-1.0", "0.1", "-7.25", "1.0e+40",
             "0x7FFF0000000000000000000000000000", "0xFFFF0000000000000000000000000000",
             "0x7FFF8000000000000000000000000000", "0x3FFF0000000000000000000000000000",
             "0x00000000000000000000000000000001"],
}
SMALL_FLOATS = {
    "f8E4M3FN": ["0.0", "-0.0", "1.0", "-1.5", "448.0", "0x7F"],
    "f8E5M2": ["0.0", "-0.0", "1.0", "-1.5", "0x7C", "0x7E"],
    "tf32": ["0.0", "-0.0", "1.0", "-2.5", "0x3FC00"],
    "f4E2M1FN": ["0.0", "-0.0", "1.0", "-6.0", "0.5"],
    "f8E8M0FNU": ["1.0", "2.0", "0.5", "0xFF"],
}
INTS = {
    "i1": [("1", "0"), ("0", "1"), ("true", "false"), ("-1", "0")],
    "i8": [("1", "0"), ("0", "0"), ("-128", "127"), ("255", "-1")],
    "i16": [("1", "0"), ("-7", "300")],
    "i32": [("1", "0"), ("0", "0"), ("-1", "2147483647"), ("-2147483648", "42")],
    "i64": [("1", "0"), ("-9223372036854775808", "9223372036854775807")],
    "i128": [("1", "0"), ("170141183460469231731687303715884105727", "-1")],
    "ui8": [("1", "0"), ("255", "7")],
    "si16": [("1", "0"), ("-32768", "32767")],
}
BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128}


def cx(ty):
    return f"complex<{ty}>"


class Body:
    def __init__(self, args):
        self.args = args  # [(name, type)]
        self.lines = []
        self.uses = []  # (value, type)
        self.n = 0

    def line(self, text):
        self.lines.append(f"  {text}")

    def const(self, value, ty):
        name = f"%c{len(self.lines)}"
        self.lines.append(f"  {name} = arith.constant {value} : {ty}")
        return name

    def cconst(self, re, im, ty, typed=True):
        name = f"%k{len(self.lines)}"
        if typed:
            self.lines.append(f"  {name} = complex.constant [{re} : {ty}, {im} : {ty}] : "
                              f"{cx(ty)}")
        else:
            self.lines.append(f"  {name} = complex.constant [{re}, {im}] : {cx(ty)}")
        return name

    def tmp(self, text):
        """An op whose result only other ops use (canonicalize may erase it)."""
        name = f"%t{len(self.lines)}"
        self.lines.append(f"  {name} = {text}")
        return name

    def op(self, text, ty):
        name = f"%{self.n}"
        self.n += 1
        self.lines.append(f"  {name} = {text}")
        self.uses.append((name, ty))
        return name

    def use(self, value, ty):
        self.uses.append((value, ty))

    def text(self, comment):
        sig = ", ".join(f"{n}: {t}" for n, t in self.args)
        out = [f"// {comment}", '"test.func"() ({', f"^bb0({sig}):"]
        out += self.lines
        vals = ", ".join(v for v, _ in self.uses)
        tys = ", ".join(t for _, t in self.uses)
        out.append(f'  "test.use"({vals}) : ({tys}) -> ()')
        out.append("}) : () -> ()")
        return "\n".join(out) + "\n"


def write(name, comment, body):
    with open(os.path.join(OUT, name + ".mlir"), "w") as f:
        f.write(body.text(comment))


def write_text(name, text):
    with open(os.path.join(OUT, name + ".mlir"), "w") as f:
        f.write(text)


def float_args():
    return [(f"%{t}", cx(t)) for t in FLOATS]


def unary(op):
    b = Body(float_args())
    for t in FLOATS:
        b.op(f"complex.{op} %{t} : {cx(t)}", cx(t))
    for fm in FASTMATH:
        b.op(f"complex.{op} %f32 fastmath<{fm}> : {cx('f32')}", cx("f32"))
    b.op(f"complex.{op} %f64 {{fastmath = #arith.fastmath<nnan>}} : {cx('f64')}", cx("f64"))
    b.op(f"complex.{op} %f16 fastmath<afn> {{other}} : {cx('f16')}", cx("f16"))
    b.op(f'"complex.{op}"(%bf16) : ({cx("bf16")}) -> {cx("bf16")}', cx("bf16"))
    b.op(f'"complex.{op}"(%f80) <{{fastmath = #arith.fastmath<reassoc>}}> : '
         f'({cx("f80")}) -> {cx("f80")}', cx("f80"))
    for t in ["f32", "f64"]:
        k = b.cconst("1.5", "-2.0", t)
        b.op(f"complex.{op} {k} : {cx(t)}", cx(t))
        k = b.cconst("0.0", "0.0", t)
        b.op(f"complex.{op} {k} fastmath<fast> : {cx(t)}", cx(t))
    return b


def part(op):
    b = Body(float_args())
    for t in FLOATS:
        b.op(f"complex.{op} %{t} : {cx(t)}", t)
    for fm in FASTMATH:
        b.op(f"complex.{op} %f32 fastmath<{fm}> : {cx('f32')}", "f32")
    b.op(f"complex.{op} %f64 {{fastmath = #arith.fastmath<ninf>}} : {cx('f64')}", "f64")
    b.op(f'"complex.{op}"(%f128) : ({cx("f128")}) -> f128', "f128")
    b.op(f'"complex.{op}"(%bf16) <{{fastmath = #arith.fastmath<contract>}}> : '
         f'({cx("bf16")}) -> bf16', "bf16")
    if op not in ("re", "im"):
        for t in ["f32", "f64"]:
            k = b.cconst("3.0", "-4.0", t)
            b.op(f"complex.{op} {k} : {cx(t)}", t)
    return b


def binary(op):
    b = Body(float_args() + [("%y", cx("f32"))])
    for t in FLOATS:
        b.op(f"complex.{op} %{t}, %{t} : {cx(t)}", cx(t))
    for fm in FASTMATH:
        b.op(f"complex.{op} %f32, %y fastmath<{fm}> : {cx('f32')}", cx("f32"))
    b.op(f"complex.{op} %y, %f32 {{fastmath = #arith.fastmath<nsz>}} : {cx('f32')}", cx("f32"))
    b.op(f'"complex.{op}"(%f64, %f64) : ({cx("f64")}, {cx("f64")}) -> {cx("f64")}', cx("f64"))
    b.op(f'"complex.{op}"(%f16, %f16) <{{fastmath = #arith.fastmath<fast>}}> : '
         f'({cx("f16")}, {cx("f16")}) -> {cx("f16")}', cx("f16"))
    b.op(f'"complex.{op}"(%bf16, %bf16) {{fastmath = #arith.fastmath<nnan>}} : '
         f'({cx("bf16")}, {cx("bf16")}) -> {cx("bf16")}', cx("bf16"))
    for t in ["f32", "f64"]:
        k1 = b.cconst("1.5", "-2.0", t)
        k2 = b.cconst("0.25", "4.0", t)
        b.op(f"complex.{op} {k1}, {k2} : {cx(t)}", cx(t))
        b.op(f"complex.{op} {k2}, %{t} fastmath<fast> : {cx(t)}", cx(t))
    return b


def compare(op):
    b = Body(float_args() + [("%y", cx("f32"))])
    for t in FLOATS:
        b.op(f"complex.{op} %{t}, %{t} : {cx(t)}", "i1")
    b.op(f"complex.{op} %f32, %y : {cx('f32')}", "i1")
    b.op(f"complex.{op} %y, %f32 {{tag = 1 : i32}} : {cx('f32')}", "i1")
    b.op(f'"complex.{op}"(%f64, %f64) : ({cx("f64")}, {cx("f64")}) -> i1', "i1")
    for t, odd in [("f32", "0x7FC00000"), ("f64", "-0.0"), ("f16", "0x7C00")]:
        k1 = b.cconst("1.5", "-2.0", t)
        k2 = b.cconst("1.5", "-2.0", t)
        k3 = b.cconst(odd, "0.0", t)
        b.op(f"complex.{op} {k1}, {k2} : {cx(t)}", "i1")
        b.op(f"complex.{op} {k1}, {k3} : {cx(t)}", "i1")
        b.op(f"complex.{op} {k3}, {k3} : {cx(t)}", "i1")
    return b


def powi():
    b = Body(float_args() + [("%i8", "i8"), ("%i16", "i16"), ("%i32", "i32"), ("%i64", "i64"),
                             ("%i1", "i1"), ("%i128", "i128")])
    ints = ["i8", "i16", "i32", "i64", "i1", "i128"]
    for n, t in enumerate(FLOATS):
        it = ints[n % len(ints)]
        b.op(f"complex.powi %{t}, %{it} : {cx(t)}, {it}", cx(t))
    for fm in FASTMATH:
        b.op(f"complex.powi %f32, %i32 fastmath<{fm}> : {cx('f32')}, i32", cx("f32"))
    b.op(f"complex.powi %f64, %i64 {{fastmath = #arith.fastmath<afn>}} : {cx('f64')}, i64",
         cx("f64"))
    b.op(f'"complex.powi"(%f16, %i16) : ({cx("f16")}, i16) -> {cx("f16")}', cx("f16"))
    b.op(f'"complex.powi"(%f16, %i8) <{{fastmath = #arith.fastmath<none>}}> : '
         f'({cx("f16")}, i8) -> {cx("f16")}', cx("f16"))
    k = b.cconst("2.0", "1.0", "f32")
    for p in ["0", "1", "-1", "3"]:
        c = b.const(p, "i32")
        b.op(f"complex.powi {k}, {c} : {cx('f32')}, i32", cx("f32"))
        b.op(f"complex.powi %f32, {c} fastmath<fast> : {cx('f32')}, i32", cx("f32"))
    return b


def create():
    b = Body([(f"%{t}", t) for t in FLOATS] + [("%z", cx("f32"))])
    for t in FLOATS:
        b.op(f"complex.create %{t}, %{t} : {cx(t)}", cx(t))
    b.op(f"complex.create %f32, %f32 {{name = \"z\"}} : {cx('f32')}", cx("f32"))
    b.op(f'"complex.create"(%f64, %f64) : (f64, f64) -> {cx("f64")}', cx("f64"))
    for t in ["f32", "f64", "f16", "bf16"]:
        r = b.const("1.5", t)
        i = b.const("-0.0", t)
        b.op(f"complex.create {r}, {i} : {cx(t)}", cx(t))
        b.op(f"complex.create %{t}, {i} : {cx(t)}", cx(t))
    re = b.tmp(f"complex.re %z : {cx('f32')}")
    b.op(f"complex.create {re}, {re} : {cx('f32')}", cx("f32"))
    return b


def constants(types, values_of):
    b = Body([])
    for t in types:
        vals = values_of[t]
        for i, v in enumerate(vals):
            b.op(f"complex.constant [{v} : {t}, {vals[(i * 5 + 3) % len(vals)]} : {t}] : "
                 f"{cx(t)}", cx(t))
    return b


def int_constants():
    b = Body([])
    for t, pairs in INTS.items():
        for re, im in pairs:
            rt = "" if re in ("true", "false") else f" : {t}"
            it = "" if im in ("true", "false") else f" : {t}"
            b.op(f"complex.constant [{re}{rt}, {im}{it}] : {cx(t)}", cx(t))
    b.op("complex.constant [1 : i32, 2 : i32] {tag} : complex<i32>", cx("i32"))
    b.op('"complex.constant"() <{value = [3 : i8, 4 : i8]}> : () -> complex<i8>', cx("i8"))
    return b


def bitcasts():
    b = Body([("%cf16", cx("f16")), ("%cbf16", cx("bf16")), ("%cf32", cx("f32")),
              ("%cf64", cx("f64")), ("%ci32", cx("i32")), ("%ci8", cx("i8")),
              ("%ci1", cx("i1")), ("%cf80", cx("f80")), ("%i64", "i64"), ("%f64", "f64"),
              ("%i32", "i32"), ("%f32", "f32"), ("%i128", "i128"), ("%f128", "f128"),
              ("%i16", "i16"), ("%f16", "f16"), ("%i2", "i2"), ("%i160", "i160"),
              ("%t", "tensor<2xf32>")])
    pairs = [("%cf16", cx("f16"), "i32"), ("%cf16", cx("f16"), "f32"),
             ("%cbf16", cx("bf16"), "i32"), ("%cbf16", cx("bf16"), "f32"),
             ("%cf32", cx("f32"), "i64"), ("%cf32", cx("f32"), "f64"),
             ("%cf64", cx("f64"), "i128"), ("%cf64", cx("f64"), "f128"),
             ("%ci32", cx("i32"), "i64"), ("%ci32", cx("i32"), "f64"),
             ("%ci8", cx("i8"), "i16"), ("%ci8", cx("i8"), "f16"), ("%ci8", cx("i8"), "bf16"),
             ("%ci1", cx("i1"), "i2"), ("%cf80", cx("f80"), "i160")]
    for v, src, dst in pairs:
        b.op(f"complex.bitcast {v} : {src} to {dst}", dst)
    back = [("%i64", "i64", cx("f32")), ("%f64", "f64", cx("f32")), ("%i64", "i64", cx("i32")),
            ("%f64", "f64", cx("i32")), ("%i32", "i32", cx("f16")), ("%f32", "f32", cx("bf16")),
            ("%i128", "i128", cx("f64")), ("%f128", "f128", cx("i64")),
            ("%i16", "i16", cx("i8")), ("%f16", "f16", cx("i8")), ("%i2", "i2", cx("i1")),
            ("%i160", "i160", cx("f80"))]
    for v, src, dst in back:
        b.op(f"complex.bitcast {v} : {src} to {dst}", dst)
    b.op(f'"complex.bitcast"(%cf32) : ({cx("f32")}) -> i64', "i64")
    b.op("complex.bitcast %i64 {tag = 2} : i64 to complex<f32>", cx("f32"))
    return b


def bitcast_same():
    b = Body([("%c", cx("f32")), ("%ci", cx("i16")), ("%i", "i32"), ("%f", "f64"),
              ("%t", "tensor<2xf32>"), ("%x", "index"), ("%m", "memref<4xi8>")])
    b.op(f"complex.bitcast %c : {cx('f32')} to {cx('f32')}", cx("f32"))
    b.op(f"complex.bitcast %ci : {cx('i16')} to {cx('i16')}", cx("i16"))
    b.op("complex.bitcast %i : i32 to i32", "i32")
    b.op("complex.bitcast %f : f64 to f64", "f64")
    b.op("complex.bitcast %t : tensor<2xf32> to tensor<2xf32>", "tensor<2xf32>")
    b.op("complex.bitcast %x : index to index", "index")
    b.op("complex.bitcast %m : memref<4xi8> to memref<4xi8>", "memref<4xi8>")
    k = b.cconst("1.0", "2.0", "f32")
    b.op(f"complex.bitcast {k} : {cx('f32')} to {cx('f32')}", cx("f32"))
    k = b.cconst("5", "-6", "i16")
    b.op(f"complex.bitcast {k} : {cx('i16')} to {cx('i16')}", cx("i16"))
    c = b.const("7", "i32")
    b.op(f"complex.bitcast {c} : i32 to i32", "i32")
    return b


def bitcast_chains():
    b = Body([("%c", cx("f32")), ("%i", "i64"), ("%f", "f64"), ("%h", cx("f16")),
              ("%ci", cx("i32")), ("%q", cx("f64"))])
    # complex -> int -> complex (same type: folds away after the merge)
    t = b.tmp(f"complex.bitcast %c : {cx('f32')} to i64")
    b.op(f"complex.bitcast {t} : i64 to {cx('f32')}", cx("f32"))
    # complex -> float -> complex
    t = b.tmp(f"complex.bitcast %h : {cx('f16')} to f32")
    b.op(f"complex.bitcast {t} : f32 to {cx('f16')}", cx("f16"))
    # int -> complex -> int (arith.bitcast of the same type, which folds)
    t = b.tmp(f"complex.bitcast %i : i64 to {cx('f32')}")
    b.op(f"complex.bitcast {t} : {cx('f32')} to i64", "i64")
    # float -> complex -> int (arith.bitcast)
    t = b.tmp(f"complex.bitcast %f : f64 to {cx('f32')}")
    b.op(f"complex.bitcast {t} : {cx('f32')} to i64", "i64")
    # int -> complex<int> -> float
    t = b.tmp(f"complex.bitcast %i : i64 to {cx('i32')}")
    b.op(f"complex.bitcast {t} : {cx('i32')} to f64", "f64")
    # complex<int> -> int -> complex<int>
    t = b.tmp(f"complex.bitcast %ci : {cx('i32')} to f64")
    b.op(f"complex.bitcast {t} : f64 to {cx('i32')}", cx("i32"))
    # three in a row
    t1 = b.tmp(f"complex.bitcast %q : {cx('f64')} to i128")
    t2 = b.tmp(f"complex.bitcast {t1} : i128 to {cx('f64')}")
    b.op(f"complex.bitcast {t2} : {cx('f64')} to f128", "f128")
    # the first cast kept alive too
    t = b.op(f"complex.bitcast %c : {cx('f32')} to f64", "f64")
    b.op(f"complex.bitcast {t} : f64 to {cx('f32')}", cx("f32"))
    # a constant through the chain
    k = b.cconst("1.0", "-2.0", "f32")
    t = b.tmp(f"complex.bitcast {k} : {cx('f32')} to i64")
    b.op(f"complex.bitcast {t} : i64 to {cx('f32')}", cx("f32"))
    k = b.cconst("3", "4", "i32")
    t = b.tmp(f"complex.bitcast {k} : {cx('i32')} to i64")
    b.op(f"complex.bitcast {t} : i64 to {cx('i32')}", cx("i32"))
    return b


def bitcast_arith():
    b = Body([("%c", cx("f32")), ("%i", "i64"), ("%f", "f64"), ("%h", "f32"),
              ("%ci", cx("i16")), ("%d", cx("f64"))])
    # arith.bitcast then complex.bitcast
    t = b.tmp("arith.bitcast %f : f64 to i64")
    b.op(f"complex.bitcast {t} : i64 to {cx('f32')}", cx("f32"))
    t = b.tmp("arith.bitcast %i : i64 to f64")
    b.op(f"complex.bitcast {t} : f64 to {cx('i32')}", cx("i32"))
    t = b.tmp("arith.bitcast %h : f32 to i32")
    b.op(f"complex.bitcast {t} : i32 to {cx('i16')}", cx("i16"))
    # complex.bitcast then arith.bitcast
    t = b.tmp(f"complex.bitcast %c : {cx('f32')} to i64")
    b.op("arith.bitcast " + t + " : i64 to f64", "f64")
    t = b.tmp(f"complex.bitcast %ci : {cx('i16')} to f32")
    b.op("arith.bitcast " + t + " : f32 to i32", "i32")
    t = b.tmp(f"complex.bitcast %d : {cx('f64')} to i128")
    b.op("arith.bitcast " + t + " : i128 to f128", "f128")
    # arith, complex, arith
    t1 = b.tmp("arith.bitcast %f : f64 to i64")
    t2 = b.tmp(f"complex.bitcast {t1} : i64 to {cx('f32')}")
    t3 = b.tmp(f"complex.bitcast {t2} : {cx('f32')} to i64")
    b.op("arith.bitcast " + t3 + " : i64 to f64", "f64")
    # arith chain round trip into a complex
    t1 = b.tmp("arith.bitcast %i : i64 to f64")
    t2 = b.tmp("arith.bitcast " + t1 + " : f64 to i64")
    b.op(f"complex.bitcast {t2} : i64 to {cx('f32')}", cx("f32"))
    # arith.bitcast of a constant, then into a complex
    c = b.const("1.0", "f64")
    t = b.tmp(f"arith.bitcast {c} : f64 to i64")
    b.op(f"complex.bitcast {t} : i64 to {cx('f32')}", cx("f32"))
    # the arith cast kept alive too
    t = b.op("arith.bitcast %f : f64 to i64", "i64")
    b.op(f"complex.bitcast {t} : i64 to {cx('f32')}", cx("f32"))
    return b


def fold_create_re_im():
    b = Body([("%a", cx("f32")), ("%b", cx("f32")), ("%h", cx("f16")), ("%w", cx("f128"))])
    for v, t in [("%a", "f32"), ("%h", "f16"), ("%w", "f128")]:
        r = b.tmp(f"complex.re {v} : {cx(t)}")
        i = b.tmp(f"complex.im {v} : {cx(t)}")
        b.op(f"complex.create {r}, {i} : {cx(t)}", cx(t))
    # different operands, swapped parts, a part twice: no fold
    r = b.tmp(f"complex.re %a : {cx('f32')}")
    i = b.tmp(f"complex.im %b : {cx('f32')}")
    b.op(f"complex.create {r}, {i} : {cx('f32')}", cx("f32"))
    r = b.tmp(f"complex.re %a : {cx('f32')}")
    i = b.tmp(f"complex.im %a : {cx('f32')}")
    b.op(f"complex.create {i}, {r} : {cx('f32')}", cx("f32"))
    b.op(f"complex.create {r}, {r} : {cx('f32')}", cx("f32"))
    b.op(f"complex.create {i}, {i} : {cx('f32')}", cx("f32"))
    # parts used elsewhere too
    r = b.op(f"complex.re %b : {cx('f32')}", "f32")
    i = b.op(f"complex.im %b fastmath<fast> : {cx('f32')}", "f32")
    b.op(f"complex.create {r}, {i} : {cx('f32')}", cx("f32"))
    # of a constant: the parts fold to arith.constant first
    k = b.cconst("1.5", "-2.5", "f64")
    r = b.tmp(f"complex.re {k} : {cx('f64')}")
    i = b.tmp(f"complex.im {k} : {cx('f64')}")
    b.op(f"complex.create {r}, {i} : {cx('f64')}", cx("f64"))
    return b


def fold_re_im_constant(types, values_of):
    b = Body([])
    for t in types:
        vals = values_of[t]
        for i, v in enumerate(vals):
            k = b.cconst(v, vals[(i + 3) % len(vals)], t)
            b.op(f"complex.re {k} : {cx(t)}", t)
            b.op(f"complex.im {k} fastmath<fast> : {cx(t)}", t)
    return b


def fold_re_im_create():
    b = Body([(f"%{t}", t) for t in FLOATS] + [("%y", "f32")])
    for t in FLOATS:
        c = b.tmp(f"complex.create %{t}, %{t} : {cx(t)}")
        b.op(f"complex.re {c} : {cx(t)}", t)
        b.op(f"complex.im {c} : {cx(t)}", t)
    c = b.op(f"complex.create %f32, %y : {cx('f32')}", cx("f32"))
    b.op(f"complex.re {c} : {cx('f32')}", "f32")
    b.op(f"complex.im {c} fastmath<nnan> : {cx('f32')}", "f32")
    r = b.const("2.0", "f64")
    i = b.const("-3.0", "f64")
    c = b.tmp(f"complex.create {r}, {i} : {cx('f64')}")
    b.op(f"complex.re {c} : {cx('f64')}", "f64")
    b.op(f"complex.im {c} : {cx('f64')}", "f64")
    return b


def fold_add_sub():
    b = Body([("%a", cx("f32")), ("%b", cx("f32")), ("%c", cx("f64")), ("%d", cx("f64")),
              ("%h", cx("f16"))])
    # add(sub(a, b), b) and add(b, sub(a, b))
    s = b.tmp(f"complex.sub %a, %b : {cx('f32')}")
    b.op(f"complex.add {s}, %b : {cx('f32')}", cx("f32"))
    b.op(f"complex.add %b, {s} fastmath<fast> : {cx('f32')}", cx("f32"))
    # no fold: the other operand, or sub's lhs
    b.op(f"complex.add {s}, %a : {cx('f32')}", cx("f32"))
    b.op(f"complex.add %a, {s} : {cx('f32')}", cx("f32"))
    b.op(f"complex.add {s}, {s} : {cx('f32')}", cx("f32"))
    s = b.op(f"complex.sub %c, %d : {cx('f64')}", cx("f64"))
    b.op(f"complex.add %d, {s} : {cx('f64')}", cx("f64"))
    # sub(add(a, b), b); not sub(add(a, b), a)
    a = b.tmp(f"complex.add %a, %b : {cx('f32')}")
    b.op(f"complex.sub {a}, %b : {cx('f32')}", cx("f32"))
    b.op(f"complex.sub {a}, %a : {cx('f32')}", cx("f32"))
    b.op(f"complex.sub %b, {a} : {cx('f32')}", cx("f32"))
    a = b.tmp(f"complex.add %h, %h : {cx('f16')}")
    b.op(f"complex.sub {a}, %h fastmath<nnan> : {cx('f16')}", cx("f16"))
    # constants, as upstream's tests
    k1 = b.cconst("1.0", "0.0", "f32")
    k2 = b.cconst("0.0", "2.0", "f32")
    s = b.tmp(f"complex.sub {k1}, {k2} : {cx('f32')}")
    b.op(f"complex.add {s}, {k2} : {cx('f32')}", cx("f32"))
    a = b.tmp(f"complex.add {k1}, {k2} : {cx('f32')}")
    b.op(f"complex.sub {a}, {k2} : {cx('f32')}", cx("f32"))
    # nested: add(sub(add(sub(a, b), b), b), b)
    s1 = b.tmp(f"complex.sub %c, %d : {cx('f64')}")
    a1 = b.tmp(f"complex.add {s1}, %d : {cx('f64')}")
    s2 = b.tmp(f"complex.sub {a1}, %d : {cx('f64')}")
    b.op(f"complex.add {s2}, %d : {cx('f64')}", cx("f64"))
    return b


def fold_zero(op):
    b = Body([(f"%{t}", cx(t)) for t in FLOATS])
    for t in FLOATS:
        for re, im in [("0.0", "0.0"), ("-0.0", "0.0"), ("0.0", "-0.0"), ("-0.0", "-0.0"),
                       ("1.0", "0.0"), ("0.0", "1.0")]:
            k = b.cconst(re, im, t)
            b.op(f"complex.{op} %{t}, {k} : {cx(t)}", cx(t))
    # the zero on the left does not fold
    k = b.cconst("0.0", "0.0", "f32")
    b.op(f"complex.{op} {k}, %f32 : {cx('f32')}", cx("f32"))
    b.op(f"complex.{op} {k}, {k} fastmath<fast> : {cx('f32')}", cx("f32"))
    # zero made by complex.create: not a complex.constant, no fold
    z = b.const("0.0", "f32")
    c = b.tmp(f"complex.create {z}, {z} : {cx('f32')}")
    b.op(f"complex.{op} %f32, {c} : {cx('f32')}", cx("f32"))
    # untyped parts (f64)
    k = b.cconst("0.0", "0.0", "f64", typed=False)
    b.op(f"complex.{op} %f64, {k} : {cx('f64')}", cx("f64"))
    # hex zeros and NaN
    k = b.cconst("0x00000000", "0x80000000", "f32")
    b.op(f"complex.{op} %f32, {k} : {cx('f32')}", cx("f32"))
    k = b.cconst("0x7FC00000", "0.0", "f32")
    b.op(f"complex.{op} %f32, {k} : {cx('f32')}", cx("f32"))
    for t, vals in SMALL_FLOATS.items():
        if t == "f8E8M0FNU":
            continue
        k = b.cconst("0.0", "-0.0", t)
        k2 = b.cconst(vals[2], vals[3], t)
        b.op(f"complex.{op} {k2}, {k} : {cx(t)}", cx(t))
    return b


def fold_one(op):
    b = Body([(f"%{t}", cx(t)) for t in FLOATS] + [("%a", "f32"), ("%b", "f32")])
    for t in FLOATS:
        for re, im in [("1.0", "0.0"), ("1.0", "-0.0"), ("-1.0", "0.0"), ("1.0", "1.0"),
                       ("0.0", "0.0"), ("2.0", "0.0")]:
            k = b.cconst(re, im, t)
            b.op(f"complex.{op} %{t}, {k} : {cx(t)}", cx(t))
    # the one on the left does not fold
    k = b.cconst("1.0", "0.0", "f32")
    b.op(f"complex.{op} {k}, %f32 : {cx('f32')}", cx("f32"))
    b.op(f"complex.{op} {k}, {k} fastmath<fast> : {cx('f32')}", cx("f32"))
    # upstream's test: of complex.create
    c = b.tmp(f"complex.create %a, %b : {cx('f32')}")
    b.op(f"complex.{op} {c}, {k} : {cx('f32')}", cx("f32"))
    # a one made by complex.create is not a constant
    one = b.const("1.0", "f32")
    zero = b.const("0.0", "f32")
    c = b.tmp(f"complex.create {one}, {zero} : {cx('f32')}")
    b.op(f"complex.{op} %f32, {c} : {cx('f32')}", cx("f32"))
    # hex spellings of one, NaN, one just above
    for re, im, t in [("0x3F800000", "0x80000000", "f32"), ("0x3F800001", "0.0", "f32"),
                      ("0x7FC00000", "0.0", "f32"), ("0x3FF0000000000000", "0.0", "f64"),
                      ("0x3C00", "0x8000", "f16"), ("0x3F80", "0.0", "bf16"),
                      ("0x3FFF8000000000000000", "0.0", "f80"),
                      ("0x3FFF0000000000000000", "0.0", "f80")]:
        k = b.cconst(re, im, t)
        b.op(f"complex.{op} %{t}, {k} : {cx(t)}", cx(t))
    k = b.cconst("1.0", "0.0", "f64", typed=False)
    b.op(f"complex.{op} %f64, {k} fastmath<nnan> : {cx('f64')}", cx("f64"))
    for t, vals in SMALL_FLOATS.items():
        k = b.cconst("1.0", "0.0" if t != "f8E8M0FNU" else "1.0", t)
        k2 = b.cconst(vals[0], vals[-1], t)
        b.op(f"complex.{op} {k2}, {k} : {cx(t)}", cx(t))
    return b


def fold_int_constants():
    b = Body([("%a", cx("f32")), ("%d", cx("f64"))])
    # integer-element constants that look like one and zero, next to float ones: only the
    # float ones fold into mul, div, add and sub
    for t, (re, im) in [("i32", ("1", "0")), ("i64", ("1", "0")), ("i1", ("true", "false")),
                        ("i8", ("0", "0")), ("i16", ("1", "0")), ("i128", ("0", "0"))]:
        rt = "" if re in ("true", "false") else f" : {t}"
        it = "" if im in ("true", "false") else f" : {t}"
        b.op(f"complex.constant [{re}{rt}, {im}{it}] : {cx(t)}", cx(t))
    k = b.tmp("complex.constant [1 : i32, 0 : i32] : complex<i32>")
    b.op(f"complex.bitcast {k} : {cx('i32')} to i64", "i64")
    b.op(f"complex.bitcast {k} : {cx('i32')} to f64", "f64")
    k = b.tmp("complex.constant [0 : i32, 0 : i32] : complex<i32>")
    b.op(f"complex.bitcast {k} : {cx('i32')} to {cx('i32')}", cx("i32"))
    one = b.cconst("1.0", "0.0", "f32")
    zero = b.cconst("0.0", "0.0", "f32")
    b.op(f"complex.mul %a, {one} : {cx('f32')}", cx("f32"))
    b.op(f"complex.div %a, {one} : {cx('f32')}", cx("f32"))
    b.op(f"complex.add %a, {zero} : {cx('f32')}", cx("f32"))
    b.op(f"complex.sub %a, {zero} : {cx('f32')}", cx("f32"))
    # a float constant bitcast from an integer one is not a complex.constant of floats (an
    # unregistered op in between, as merging the casts would make a complex-to-complex cast)
    ik = b.tmp("complex.constant [1065353216 : i32, 0 : i32] : complex<i32>")
    i = b.tmp(f"complex.bitcast {ik} : {cx('i32')} to i64")
    j = b.tmp(f'"test.id"({i}) : (i64) -> i64')
    f = b.tmp(f"complex.bitcast {j} : i64 to {cx('f32')}")
    b.op(f"complex.mul %a, {f} : {cx('f32')}", cx("f32"))
    b.op(f"complex.div %a, {f} : {cx('f32')}", cx("f32"))
    ik = b.tmp("complex.constant [0 : i64, 0 : i64] : complex<i64>")
    i = b.tmp(f"complex.bitcast {ik} : {cx('i64')} to i128")
    j = b.tmp(f'"test.id"({i}) : (i128) -> i128')
    g = b.tmp(f"complex.bitcast {j} : i128 to {cx('f64')}")
    b.op(f"complex.add %d, {g} : {cx('f64')}", cx("f64"))
    b.op(f"complex.sub %d, {g} : {cx('f64')}", cx("f64"))
    return b


def fold_involution(outer, inner, more=None):
    b = Body([(f"%{t}", cx(t)) for t in FLOATS])
    for t in FLOATS:
        i = b.tmp(f"complex.{inner} %{t} : {cx(t)}")
        b.op(f"complex.{outer} {i} : {cx(t)}", cx(t))
    # fastmath on either op does not matter
    i = b.tmp(f"complex.{inner} %f32 fastmath<fast> : {cx('f32')}")
    b.op(f"complex.{outer} {i} fastmath<nnan> : {cx('f32')}", cx("f32"))
    # the inner result used elsewhere too
    i = b.op(f"complex.{inner} %f64 : {cx('f64')}", cx("f64"))
    b.op(f"complex.{outer} {i} : {cx('f64')}", cx("f64"))
    # three in a row
    i1 = b.tmp(f"complex.{inner} %f16 : {cx('f16')}")
    i2 = b.tmp(f"complex.{outer} {i1} : {cx('f16')}")
    b.op(f"complex.{inner} {i2} : {cx('f16')}", cx("f16"))
    i1 = b.tmp(f"complex.{inner} %bf16 : {cx('bf16')}")
    i2 = b.tmp(f"complex.{outer} {i1} : {cx('bf16')}")
    i3 = b.tmp(f"complex.{inner} {i2} : {cx('bf16')}")
    b.op(f"complex.{outer} {i3} : {cx('bf16')}", cx("bf16"))
    # upstream's test: of a constant
    k = b.cconst("1.0", "0.0", "f32")
    i = b.tmp(f"complex.{inner} {k} : {cx('f32')}")
    b.op(f"complex.{outer} {i} : {cx('f32')}", cx("f32"))
    # not the inverse: no fold
    b.op(f"complex.{outer} %f32 : {cx('f32')}", cx("f32"))
    for other in more or []:
        i = b.tmp(f"complex.{other} %f64 : {cx('f64')}")
        b.op(f"complex.{outer} {i} : {cx('f64')}", cx("f64"))
    return b


def fold_part_neg():
    b = Body([(f"%{t}", t) for t in FLOATS] + [("%c", cx("f32")), ("%y", "f32")])
    for t in FLOATS:
        c = b.tmp(f"complex.create %{t}, %{t} : {cx(t)}")
        n = b.tmp(f"complex.neg {c} : {cx(t)}")
        b.op(f"complex.re {n} : {cx(t)}", t)
        b.op(f"complex.im {n} : {cx(t)}", t)
    c = b.tmp(f"complex.create %f32, %y : {cx('f32')}")
    n = b.tmp(f"complex.neg {c} fastmath<fast> : {cx('f32')}")
    b.op(f"complex.re {n} fastmath<nnan> : {cx('f32')}", "f32")
    b.op(f"complex.im {n} : {cx('f32')}", "f32")
    # the neg used elsewhere too
    c = b.tmp(f"complex.create %y, %f32 : {cx('f32')}")
    n = b.op(f"complex.neg {c} : {cx('f32')}", cx("f32"))
    b.op(f"complex.re {n} : {cx('f32')}", "f32")
    # neg of an argument, of a constant: no pattern (the constant's parts still fold)
    n = b.tmp(f"complex.neg %c : {cx('f32')}")
    b.op(f"complex.re {n} : {cx('f32')}", "f32")
    b.op(f"complex.im {n} : {cx('f32')}", "f32")
    k = b.cconst("1.5", "-2.5", "f64")
    n = b.tmp(f"complex.neg {k} : {cx('f64')}")
    b.op(f"complex.re {n} : {cx('f64')}", "f64")
    # of arith constants: negf of a constant folds
    r = b.const("1.5", "f32")
    c = b.tmp(f"complex.create {r}, %y : {cx('f32')}")
    n = b.tmp(f"complex.neg {c} : {cx('f32')}")
    b.op(f"complex.re {n} : {cx('f32')}", "f32")
    b.op(f"complex.im {n} : {cx('f32')}", "f32")
    # neg(neg(create)): the double neg folds first
    c = b.tmp(f"complex.create %f64, %f64 : {cx('f64')}")
    n1 = b.tmp(f"complex.neg {c} : {cx('f64')}")
    n2 = b.tmp(f"complex.neg {n1} : {cx('f64')}")
    b.op(f"complex.re {n2} : {cx('f64')}", "f64")
    b.op(f"complex.im {n2} : {cx('f64')}", "f64")
    return b


def fold_mixed():
    b = Body([("%a", cx("f32")), ("%b", cx("f32")), ("%x", "f32"), ("%y", "f32")])
    # conj(conj(neg(neg(a)))) + 0, times 1, over 1
    n1 = b.tmp(f"complex.neg %a : {cx('f32')}")
    n2 = b.tmp(f"complex.neg {n1} : {cx('f32')}")
    c1 = b.tmp(f"complex.conj {n2} : {cx('f32')}")
    c2 = b.tmp(f"complex.conj {c1} : {cx('f32')}")
    z = b.cconst("0.0", "0.0", "f32")
    o = b.cconst("1.0", "0.0", "f32")
    s = b.tmp(f"complex.add {c2}, {z} : {cx('f32')}")
    m = b.tmp(f"complex.mul {s}, {o} : {cx('f32')}")
    d = b.tmp(f"complex.div {m}, {o} : {cx('f32')}")
    b.op(f"complex.sub {d}, {z} : {cx('f32')}", cx("f32"))
    # exp(log(exp(log(b)))) then its parts rebuilt
    l1 = b.tmp(f"complex.log %b : {cx('f32')}")
    e1 = b.tmp(f"complex.exp {l1} : {cx('f32')}")
    l2 = b.tmp(f"complex.log {e1} : {cx('f32')}")
    e2 = b.tmp(f"complex.exp {l2} : {cx('f32')}")
    r = b.tmp(f"complex.re {e2} : {cx('f32')}")
    i = b.tmp(f"complex.im {e2} : {cx('f32')}")
    b.op(f"complex.create {r}, {i} : {cx('f32')}", cx("f32"))
    # re/im of create of re/im
    r = b.tmp(f"complex.re %a : {cx('f32')}")
    i = b.tmp(f"complex.im %b : {cx('f32')}")
    c = b.tmp(f"complex.create {r}, {i} : {cx('f32')}")
    b.op(f"complex.re {c} : {cx('f32')}", "f32")
    b.op(f"complex.im {c} : {cx('f32')}", "f32")
    # a bitcast round trip feeding folds
    t = b.tmp(f"complex.bitcast %a : {cx('f32')} to i64")
    u = b.tmp(f"complex.bitcast {t} : i64 to {cx('f32')}")
    n = b.tmp(f"complex.neg {u} : {cx('f32')}")
    b.op(f"complex.neg {n} : {cx('f32')}", cx("f32"))
    # a constant, its parts and a create of them
    k = b.cconst("0x7FC00000", "-0.0", "f32")
    r = b.tmp(f"complex.re {k} : {cx('f32')}")
    i = b.tmp(f"complex.im {k} : {cx('f32')}")
    c = b.tmp(f"complex.create {r}, {i} : {cx('f32')}")
    b.op(f"complex.add %a, {c} : {cx('f32')}", cx("f32"))
    b.op(f"complex.eq {c}, {k} : {cx('f32')}", "i1")
    # the same constant twice (deduplicated), and with other attributes
    b.op("complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>", cx("f32"))
    b.op("complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>", cx("f32"))
    b.op("complex.constant [2.0 : f32, 3.0 : f32] {tag} : complex<f32>", cx("f32"))
    return b


def number_attrs(entries, comment_types):
    lines = [f"// #complex.number over {comment_types}: attributes of unregistered ops, "
             "parsed from double and printed as the element type",
             '"test.func"() ({']
    for i, (ty, re, im) in enumerate(entries):
        lines.append(f'  "test.number"() {{attr = #complex.number<:{ty} {re}, {im}>}} : () -> ()')
    lines.append("}) : () -> ()")
    return "\n".join(lines) + "\n"


def main():
    os.makedirs(OUT, exist_ok=True)
    for op in UNARY:
        write(op, f"complex.{op} on every float element type; fastmath flags in the custom form, "
              "the attribute dictionary and generic properties; constant operands (no folds)",
              unary(op))
    for op in PARTS:
        write(op, f"complex.{op}: the element type as result; fastmath flags; generic form",
              part(op))
    for op in BINARY:
        write(op, f"complex.{op} on every float element type; fastmath flags; generic form; "
              "constant operands", binary(op))
    for op in ["eq", "neq"]:
        write(op, f"complex.{op}: i1 results, no folds", compare(op))
    write("powi", "complex.powi with every signless integer power type; the optional fastmath "
          "attribute (printed when none)", powi())
    write("create", "complex.create over every float element type; of constants (no fold)",
          create())
    write("constant_f32_f64", "complex.constant of f32 and f64: zeros, signs, subnormals, "
          "infinities, NaNs", constants(["f32", "f64"], VALUES))
    write("constant_f16_bf16", "complex.constant of f16 and bf16",
          constants(["f16", "bf16"], VALUES))
    write("constant_f80_f128", "complex.constant of f80 and f128",
          constants(["f80", "f128"], VALUES))
    write("constant_small_floats", "complex.constant of f8, tf32, f4 and f8E8M0FNU formats",
          constants(list(SMALL_FLOATS), SMALL_FLOATS))
    write("constant_int", "complex.constant with integer elements: i1 (printed as booleans), "
          "wide, signed and unsigned integers; attribute dictionary; generic form",
          int_constants())
    b = Body([])
    b.op("complex.constant [0.1, -1.0] : complex<f64>", cx("f64"))
    b.op("complex.constant [1.0e+300, -7.5e-300] : complex<f64>", cx("f64"))
    b.op("complex.constant [0x7FF8000000000000 : f64, 2.0] : complex<f64>", cx("f64"))
    b.op("complex.constant [0.1 : f32, -1.0 : f32] {foo = \"bar\"} : complex<f32>", cx("f32"))
    b.op('"complex.constant"() <{value = [1.5 : f16, 2.5 : f16]}> : () -> complex<f16>',
         cx("f16"))
    b.op('"complex.constant"() {value = [1.5 : bf16, 2.5 : bf16]} : () -> complex<bf16>',
         cx("bf16"))
    b.op('"complex.constant"() <{value = [1.5 : f80, 2.5 : f80]}> {tag = unit} : () -> '
         'complex<f80>', cx("f80"))
    write("constant_forms", "complex.constant: untyped (f64) parts, attribute dictionary, "
          "generic form with properties or inherent attributes in the dictionary", b)
    # canonicalization of constants: deduplicated and hoisted
    b = Body([("%a", cx("f32"))])
    for t in ["f32", "f64", "f16", "i32", "i1"]:
        re, im = ("1", "0") if t[0] == "i" else ("1.0", "0.0")
        if t == "i1":
            re, im = "true", "false"
        a = f"{re}" if t == "i1" else f"{re} : {t}"
        c = f"{im}" if t == "i1" else f"{im} : {t}"
        b.op(f"complex.constant [{a}, {c}] : {cx(t)}", cx(t))
        b.op(f"complex.constant [{a}, {c}] : {cx(t)}", cx(t))
    b.op(f"complex.add %a, %a : {cx('f32')}", cx("f32"))
    b.op("complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>", cx("f32"))
    b.op("arith.constant 1.0 : f32", "f32")
    b.op("arith.constant 1 : i32", "i32")
    write("constant_dedup", "complex.constant and arith.constant of equal values: "
          "canonicalization deduplicates and hoists them (names %cst, %cst_0, %c1_i32)", b)
    write("bitcast", "complex.bitcast between complex numbers and integers or floats of twice "
          "the element width, both ways; generic form", bitcasts())
    write("bitcast_same_type", "complex.bitcast to the same type (legal for any type, folds away)",
          bitcast_same())
    write("fold_bitcast_chain", "complex.bitcast of complex.bitcast: merged into one "
          "complex.bitcast, or arith.bitcast when neither end is complex",
          bitcast_chains())
    write("fold_bitcast_arith", "arith.bitcast before and after complex.bitcast: merged into "
          "one complex.bitcast", bitcast_arith())
    write("fold_create_re_im", "complex.create(re x, im x) folds to x; not for different "
          "operands or swapped parts", fold_create_re_im())
    write("fold_re_im_constant_f32_f64", "complex.re and complex.im of constants fold to "
          "arith.constant: f32 and f64", fold_re_im_constant(["f32", "f64"], VALUES))
    write("fold_re_im_constant_other", "complex.re and complex.im of constants: f16, bf16, "
          "f80, f128", fold_re_im_constant(["f16", "bf16", "f80", "f128"], VALUES))
    write("fold_re_im_constant_small", "complex.re and complex.im of constants: f8, tf32, f4",
          fold_re_im_constant(list(SMALL_FLOATS), SMALL_FLOATS))
    write("fold_re_im_create", "complex.re and complex.im of complex.create fold to its "
          "operands", fold_re_im_create())
    write("fold_add_sub", "complex.add of complex.sub and complex.sub of complex.add",
          fold_add_sub())
    write("fold_add_zero", "complex.add of a constant zero (either sign) folds; not of a zero "
          "on the left or made by complex.create", fold_zero("add"))
    write("fold_sub_zero", "complex.sub of a constant zero (either sign) folds",
          fold_zero("sub"))
    write("fold_mul_one", "complex.mul by a constant one (imaginary part of either sign) "
          "folds; not by -1, 1+i, 0, 2, NaN or a one on the left", fold_one("mul"))
    write("fold_div_one", "complex.div by a constant one folds", fold_one("div"))
    write("fold_int_constants", "integer-element constants of one and zero beside float "
          "ones: only complex.constant of floats folds into mul, div, add, sub",
          fold_int_constants())
    write("fold_neg_neg", "complex.neg of complex.neg folds", fold_involution(
        "neg", "neg", ["conj", "exp"]))
    write("fold_log_exp", "complex.log of complex.exp folds", fold_involution(
        "log", "exp", ["expm1", "log"]))
    write("fold_exp_log", "complex.exp of complex.log folds", fold_involution(
        "exp", "log", ["log1p", "exp"]))
    write("fold_conj_conj", "complex.conj of complex.conj folds", fold_involution(
        "conj", "conj", ["neg"]))
    write("fold_re_im_neg_create", "complex.re and complex.im of complex.neg of "
          "complex.create become arith.negf of the part", fold_part_neg())
    write("fold_mixed", "several folds and patterns feeding each other", fold_mixed())
    write_text("number_f64", number_attrs(
        [("f64", "1.0", "2.0"), ("f64", "1.0", "0.0"), ("f64", "-0.0", "0.0"),
         ("f64", "0.1", "-2.5e+10"), ("f64", "1.0e+300", "-1.0e-300"),
         ("f64", "1.0e-310", "4.9e-324"), ("f64", "0x7FF0000000000000", "0xFFF0000000000000"),
         ("f64", "0x7FF8000000000000", "0xFFF8000000000001"),
         ("f64", "0x3FF0000000000000", "-1.5"), ("f64", "1.0e+400", "-1.0e+400"),
         ("f64", "123456789.125", "-3.0"),
         ("f64", "0x7FF0000000000001", "0xFFF4000000000000")],
        "f64 (a signalling NaN keeps its bits: converting to its own format changes nothing)"))
    write_text("number_f32", number_attrs(
        [("f32", "1.0", "2.0"), ("f32", "1.0", "0.0"), ("f32", "-0.0", "0.0"),
         ("f32", "0.1", "-2.5e+10"), ("f32", "1.0e+300", "-1.0e+300"),
         ("f32", "1.0e-40", "1.0e-50"), ("f32", "0x7FF0000000000000", "0x7FF8000000000000"),
         ("f32", "3.4028234663852886e+38", "3.4028235677973366e+38"),
         ("f32", "16777217.0", "0.3")], "f32 (rounded from double)"))
    write_text("number_small", number_attrs(
        [("f16", "1.0", "2.0"), ("f16", "65504.0", "65520.0"), ("f16", "1.0e-7", "1.0e-8"),
         ("f16", "0.1", "-0.0"), ("bf16", "1.0", "2.0"), ("bf16", "3.0e+38", "1.0e+39"),
         ("bf16", "0.1", "1.0e-40"), ("f16", "0x7FF8000000000000", "0xFFF0000000000000"),
         ("f8E4M3FN", "1.0", "448.0"), ("f8E4M3FN", "1000.0", "-0.3"),
         ("f8E5M2", "1.0", "-2.0"), ("tf32", "0.1", "2.0"), ("f4E2M1FN", "1.5", "-6.0")],
        "f16, bf16, f8, tf32 and f4 (rounded from double, overflowing to infinity)"))
    write_text("number_wide", number_attrs(
        [("f80", "1.0", "2.0"), ("f80", "0.1", "-0.0"), ("f80", "1.0e+300", "1.0e-310"),
         ("f80", "0x7FF8000000000000", "0xFFF0000000000000"), ("f128", "1.0", "2.0"),
         ("f128", "0.1", "-2.5"), ("f128", "1.0e-310", "0x7FF0000000000000")],
        "f80 and f128 (widened from double)"))
    text = "\n".join([
        "// #complex.number in arrays, dictionaries, properties, discardable attributes of "
        "complex ops, and with a trailing type (which the parser ignores)",
        '"test.func"() ({',
        '^bb0(%a: complex<f32>):',
        '  "test.a"() {list = [#complex.number<:f64 1.0, 2.0>, #complex.number<:f32 3.0, 4.0>]} '
        ': () -> ()',
        '  "test.b"() {d = {x = #complex.number<:f16 1.0, -1.0>, y = 1 : i32}} : () -> ()',
        '  "test.c"() <{p = #complex.number<:f64 0.5, 0.25>}> : () -> ()',
        '  "test.d"() {t = #complex.number<:f64 1.0, 2.0> : complex<f64>} : () -> ()',
        '  "test.e"() {t = #complex.number<:f64 1.0, 2.0> : complex<f32>} : () -> ()',
        '  "test.f"() {t = #complex.number<:f32 1.0, 2.0> : i32} : () -> ()',
        '  "test.g"() {a = #complex.number<:f64 1.0, 2.0>, b = #complex.number<:f64 1.0, 2.0>} '
        ': () -> ()',
        f'  %0 = complex.neg %a {{n = #complex.number<:f32 1.0, 2.0>}} : {cx("f32")}',
        f'  %1 = complex.constant [1.0 : f32, 2.0 : f32] {{n = #complex.number<:f32 1.0, 2.0>}} '
        f': {cx("f32")}',
        '  "test.use"(%0, %1) : (complex<f32>, complex<f32>) -> ()',
        "}) : () -> ()",
    ]) + "\n"
    write_text("number_containers", text)
    text = "\n".join([
        "// #complex.number with spacing variants and negative parts",
        '"test.func"() ({',
        '  "test.a"() {x = #complex.number< : f64 1.0 , 2.0 >} : () -> ()',
        '  "test.b"() {x = #complex.number<:f64 -1.0, -2.0>} : () -> ()',
        '  "test.c"() {x = #complex.number<:f64 0x3FF0000000000000, 0x0>} : () -> ()',
        '  "test.d"() {x = #complex.number<:f32 -0.0, -0.0>} : () -> ()',
        "}) : () -> ()",
    ]) + "\n"
    write_text("number_syntax", text)
    write_text("number_nan", number_attrs(
        [("f32", "0x7FF0000000000001", "0xFFF4000000000000"),
         ("f16", "0x7FF0000000000001", "0xFFF4000000000000"),
         ("bf16", "0x7FF0000000000001", "0x7FF4000000000000"),
         ("f80", "0x7FF0000000000001", "0xFFF4000000000000"),
         ("f128", "0x7FF0000000000001", "0x7FF4000000000000"),
         ("f32", "0x7FF8000000000001", "0xFFFFFFFFFFFFFFFF"),
         ("f8E4M3FN", "0x7FF8000000000001", "0xFFFFFFFFFFFFFFFF"),
         ("f8E5M2", "0x7FF0000000000001", "0xFFF0000000000000"),
         ("f8E4M3FNUZ", "0x7FF0000000000000", "-0.0"),
         ("f8E4M3FN", "0x7FF0000000000000", "1.0e+300"),
         ("f4E2M1FN", "1.0e+300", "-1.0e+300"), ("f8E8M0FNU", "1.0", "1.0e-300"),
         ("f6E2M3FN", "7.0", "-0.25"), ("f6E3M2FN", "28.0", "0.0625")],
        "narrower formats from double NaNs (quieted), infinities and out-of-range values"))
    text = "\n".join([
        "// custom-form spellings: a space before the fast-math flags, flags beside other "
        "attributes, fastmath<none> given (printed for powi's optional attribute only)",
        '"test.func"() ({',
        "^bb0(%a: complex<f32>, %n: i32):",
        "  %0 = complex.add %a, %a fastmath <fast> : complex<f32>",
        "  %1 = complex.exp %a fastmath<fast>{x = 1} : complex<f32>",
        "  %2 = complex.powi %a, %n fastmath<none> : complex<f32>, i32",
        "  %3 = complex.powi %a, %n : complex<f32>, i32",
        "  %4 = complex.powi %a, %n {fastmath = #arith.fastmath<none>} : complex<f32>, i32",
        "  %5 = complex.exp %a {fastmath = #arith.fastmath<none>} : complex<f32>",
        "  %6 = complex.abs %a fastmath<nnan, ninf> : complex<f32>",
        '  %7 = "complex.exp"(%a) {fastmath = #arith.fastmath<afn>, y} : (complex<f32>) -> '
        "complex<f32>",
        "  %8 = complex.bitcast %a:complex<f32>to i64",
        '  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (complex<f32>, complex<f32>, '
        "complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, i64) -> ()",
        "}) : () -> ()",
    ]) + "\n"
    write_text("syntax", text)
    b = Body([("%a", cx("f32")), ("%b", cx("f64"))])
    for op in UNARY:
        b.op(f"complex.{op} %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : "
             f"{cx('f32')}", cx("f32"))
    for op in BINARY:
        b.op(f"complex.{op} %b, %b fastmath<reassoc,afn> : {cx('f64')}", cx("f64"))
    for op in PARTS:
        b.op(f"complex.{op} %b fastmath<fast> : {cx('f64')}", "f64")
    b.op(f"complex.powi %a, %c0 fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : "
         f"{cx('f32')}, i32", cx("f32"))
    b.lines.insert(0, "  %c0 = arith.constant 2 : i32")
    write("fastmath_all", "every op with fastmath flags spelled out one by one (printed as "
          "fast) or as a subset", b)
    text = "\n".join([
        "// complex ops in func.func: arguments, returns, calls",
        "func.func private @ext(complex<f32>) -> complex<f64>",
        "func.func @f(%a: complex<f32>, %b: f32) -> (complex<f32>, f32, complex<f64>) {",
        "  %0 = complex.create %b, %b : complex<f32>",
        "  %1 = complex.mul %a, %0 : complex<f32>",
        "  %2 = complex.abs %1 fastmath<fast> : complex<f32>",
        "  %cst = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>",
        "  %3 = complex.div %1, %cst : complex<f32>",
        "  %4 = call @ext(%3) : (complex<f32>) -> complex<f64>",
        "  %5 = complex.re %0 : complex<f32>",
        "  %6 = arith.addf %2, %5 : f32",
        "  return %3, %6, %4 : complex<f32>, f32, complex<f64>",
        "}",
    ]) + "\n"
    write_text("func", text)


main()
