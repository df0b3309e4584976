#!/usr/bin/env python3
"""Writes the math dialect's corpus, tests/mlir/math/*.mlir (run from the workspace root).

Each file holds a function of unregistered `test.func` with block arguments, constants and
math ops whose results a `test.use` keeps alive, so that `--canonicalize` shows every fold.
Ops whose folds ods-rs leaves out (erf, erfc, asinh, acosh, atanh; see
dialects/math/src/hooks.rs) get no constant operands."""

import os

OUT = "tests/mlir/math"

UNARY_HOST = ["acos", "asin", "atan", "cos", "cosh", "sin", "sinh", "tan", "tanh", "exp",
              "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "round", "trunc"]
UNARY_ANY = ["absf", "ceil", "floor", "roundeven"]
UNARY_NOFOLD = ["erf", "erfc", "asinh", "acosh", "atanh", "cbrt", "rsqrt"]
CLASSIFY = ["isfinite", "isinf", "isnan", "isnormal"]
INT_UNARY = ["absi", "ctlz", "cttz", "ctpop"]

F32_VALUES = ["0.0", "-0.0", "0.5", "-0.5", "1.0", "-1.0", "2.5", "-2.5", "3.0", "-7.25",
              "100.0", "1.0e-40", "0x7F800000", "0xFF800000", "0x7FC00000", "0xFFC00000",
              "0x7F800001", "3.0e+38"]
F64_VALUES = ["0.0", "-0.0", "0.5", "-0.5", "1.0", "-1.0", "2.5", "-2.5", "3.0", "-7.25",
              "100.0", "1.0e-310", "0x7FF0000000000000", "0xFFF0000000000000",
              "0x7FF8000000000000", "0xFFF8000000000000", "0x7FF0000000000001", "1.0e+300"]
SMALL_VALUES = {
    "f16": ["0.0", "-0.0", "0.5", "-1.5", "2.5", "-2.5", "1.0e-7", "0x7C00", "0x7E00",
            "0xFE00", "65504.0"],
    "bf16": ["0.0", "-0.0", "0.5", "-1.5", "2.5", "-2.5", "1.0e-40", "0x7F80", "0x7FC0",
             "3.0e+38"],
    "f80": ["0.0", "-0.0", "0.5", "-1.5", "2.5", "-2.5", "1.0e+30", "0x7FFF8000000000000000",
            "0x7FFFC000000000000000"],
    "f128": ["0.0", "-0.0", "0.5", "-1.5", "2.5", "-2.5", "1.0e+40",
             "0x7FFF0000000000000000000000000000", "0x7FFF8000000000000000000000000000"],
    "f8E4M3FN": ["0.0", "-0.0", "0.5", "-1.5", "2.5", "-3.5", "448.0", "0x7F"],
    "f8E5M2": ["0.0", "-0.0", "0.5", "-1.5", "2.5", "-3.5", "0x7C", "0x7E"],
}
FASTMATH = ["fast", "nnan,ninf", "reassoc,nsz", "contract", "afn,arcp"]


class Body:
    def __init__(self, args):
        self.args = args  # [(name, type)]
        self.lines = []
        self.uses = []  # (value, type)
        self.n = 0

    def const(self, value, ty):
        name = f"%c{len(self.lines)}"
        self.lines.append(f"  {name} = arith.constant {value} : {ty}")
        return name

    def op(self, text, ty, results=1):
        name = f"%{self.n}"
        self.n += 1
        if results == 1:
            self.lines.append(f"  {name} = {text}")
            self.uses.append((name, ty))
        else:
            self.lines.append(f"  {name}:{results} = {text}")
            for i in range(results):
                self.uses.append((f"{name}#{i}", ty))
        return name

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


def unary_float(op, ty, values, fold):
    b = Body([("%x", ty)])
    if fold:
        for v in values:
            c = b.const(v, ty)
            b.op(f"math.{op} {c} : {ty}", ty)
    b.op(f"math.{op} %x : {ty}", ty)
    for fm in FASTMATH[:2]:
        b.op(f"math.{op} %x fastmath<{fm}> : {ty}", ty)
    b.op(f"math.{op} %x fastmath<none> : {ty}", ty)
    return b


def shaped_unary(op, elem, splat, dense, fold):
    vt, tt, dt = f"vector<4x{elem}>", f"tensor<2x3x{elem}>", f"tensor<?x{elem}>"
    st = f"vector<[4]x{elem}>"
    b = Body([("%v", vt), ("%t", tt), ("%d", dt), ("%s", st)])
    if fold:
        c = b.const(f"dense<{splat}>", vt)
        b.op(f"math.{op} {c} : {vt}", vt)
        c = b.const(f"dense<[{', '.join(dense)}]>", vt)
        b.op(f"math.{op} {c} fastmath<fast> : {vt}", vt)
        c = b.const(f"dense<{splat}>", tt)
        b.op(f"math.{op} {c} : {tt}", tt)
        c = b.const(f"dense<{splat}>", st)
        b.op(f"math.{op} {c} : {st}", st)
    b.op(f"math.{op} %v fastmath<nnan> : {vt}", vt)
    b.op(f"math.{op} %t : {tt}", tt)
    b.op(f"math.{op} %d fastmath<ninf,nsz> : {dt}", dt)
    b.op(f"math.{op} %s : {st}", st)
    return b


def main():
    os.makedirs(OUT, exist_ok=True)
    for op in UNARY_HOST + UNARY_ANY + UNARY_NOFOLD:
        fold = op not in UNARY_NOFOLD
        write(f"{op}_f32", f"math.{op} on f32: zeros, signs, subnormals, infinities, NaNs; "
              "fastmath flags", unary_float(op, "f32", F32_VALUES, fold))
        write(f"{op}_f64", f"math.{op} on f64", unary_float(op, "f64", F64_VALUES, fold))
        b = Body([("%h", "f16"), ("%b", "bf16")])
        for ty, values in SMALL_VALUES.items():
            if fold:
                for v in values:
                    c = b.const(v, ty)
                    b.op(f"math.{op} {c} : {ty}", ty)
        b.op(f"math.{op} %h fastmath<fast> : f16", "f16")
        b.op(f"math.{op} %b : bf16", "bf16")
        write(f"{op}_other_types", f"math.{op} on f16, bf16, f80, f128 and f8 formats (only "
              "absf, ceil, floor and roundeven fold there)", b)
        write(f"{op}_shaped", f"math.{op} on vectors (scalable too) and tensors: splats, "
              "dense elements", shaped_unary(op, "f32", "0.75", ["-1.5", "0.25", "2.0", "9.5"],
                                             fold))
    for op in ["atan2", "copysign", "powf"]:
        for ty, values in [("f32", F32_VALUES), ("f64", F64_VALUES)]:
            b = Body([("%x", ty), ("%y", ty)])
            cs = [b.const(v, ty) for v in values[:11] + values[12:16]]
            for i, a in enumerate(cs):
                for j in range(0, len(cs), 3):
                    b.op(f"math.{op} {a}, {cs[(i + j) % len(cs)]} : {ty}", ty)
            b.op(f"math.{op} %x, %y : {ty}", ty)
            b.op(f"math.{op} %x, {cs[2]} fastmath<fast> : {ty}", ty)
            b.op(f"math.{op} {cs[3]}, %y fastmath<nnan,ninf> : {ty}", ty)
            write(f"{op}_{ty}", f"math.{op} on {ty} constants and arguments", b)
        b = Body([("%h", "f16"), ("%v", "vector<2xf32>")])
        for ty, values in SMALL_VALUES.items():
            cs = [b.const(v, ty) for v in values[:5]]
            for a in cs:
                b.op(f"math.{op} {a}, {cs[3]} : {ty}", ty)
                b.op(f"math.{op} {cs[0]}, {a} : {ty}", ty)
        vt = "vector<2xf32>"
        s1 = b.const("dense<1.5>", vt)
        s2 = b.const("dense<[-2.0, 0.5]>", vt)
        b.op(f"math.{op} {s1}, {s1} : {vt}", vt)
        b.op(f"math.{op} {s1}, {s2} : {vt}", vt)
        b.op(f"math.{op} {s2}, {s2} fastmath<fast> : {vt}", vt)
        b.op(f"math.{op} %v, {s2} : {vt}", vt)
        b.op(f"math.{op} %h, %h : f16", "f16")
        write(f"{op}_other_types", f"math.{op} on other float formats and vectors", b)
    for op in ["fma", "clampf"]:
        b = Body([("%x", "f32"), ("%y", "f32"), ("%z", "f32"), ("%v", "vector<4xf64>"),
                  ("%t", "tensor<?xbf16>")])
        c1, c2 = b.const("1.5", "f32"), b.const("-2.0", "f32")
        if op == "fma":
            b.op("math.fma %x, %y, %z : f32", "f32")
            b.op(f"math.fma {c1}, {c2}, {c1} : f32", "f32")
            b.op("math.fma %x, %y, %z fastmath<fast> : f32", "f32")
            b.op("math.fma %v, %v, %v fastmath<contract> : vector<4xf64>", "vector<4xf64>")
            b.op("math.fma %t, %t, %t : tensor<?xbf16>", "tensor<?xbf16>")
        else:
            b.op("math.clampf %x to [%y, %z] : f32", "f32")
            b.op(f"math.clampf {c1} to [{c2}, {c1}] : f32", "f32")
            b.op("math.clampf %x to [%y, %z] fastmath<nnan> : f32", "f32")
            b.op("math.clampf %v to [%v, %v] : vector<4xf64>", "vector<4xf64>")
            b.op("math.clampf %t to [%t, %t] fastmath<fast> : tensor<?xbf16>", "tensor<?xbf16>")
        write(op, f"math.{op}: no folder; scalars, vectors, tensors, fastmath flags", b)
    for op in CLASSIFY:
        b = Body([("%x", "f32"), ("%v", "vector<4xf16>"), ("%t", "tensor<?x2xf64>")])
        for ty, values in [("f32", F32_VALUES), ("f64", F64_VALUES)] + list(SMALL_VALUES.items()):
            for v in values:
                c = b.const(v, ty)
                b.op(f"math.{op} {c} : {ty}", "i1")
        c = b.const("dense<0x7F800000>", "vector<4xf32>")
        b.op(f"math.{op} {c} : vector<4xf32>", "vector<4xi1>")
        c = b.const("dense<1.0e-40>", "tensor<2x2xf32>")
        b.op(f"math.{op} {c} {{fastmath = #arith.fastmath<fast>}} : tensor<2x2xf32>",
             "tensor<2x2xi1>")
        c = b.const("dense<[1.0, 0x7FC00000]>", "vector<2xf32>")
        b.op(f"math.{op} {c} : vector<2xf32>", "vector<2xi1>")
        b.op(f"math.{op} %x {{fastmath = #arith.fastmath<nnan>}} : f32", "i1")
        b.op(f"math.{op} %x {{fastmath = #arith.fastmath<none>, other}} : f32", "i1")
        b.op(f"math.{op} %v : vector<4xf16>", "vector<4xi1>")
        b.op(f"math.{op} %t : tensor<?x2xf64>", "tensor<?x2xi1>")
        write(op, f"math.{op}: scalars of every float format, splats, dense elements (which "
              "do not fold); fastmath flags in the attribute dictionary (the format has no "
              "keyword for them)", b)
    b = Body([("%x", "f32"), ("%v", "vector<2xf64>"), ("%t", "tensor<?xf16>")])
    c = b.const("0.5", "f32")
    b.op(f"math.sincos {c} : f32", "f32", results=2)
    b.op("math.sincos %x : f32", "f32", results=2)
    b.op("math.sincos %x fastmath<fast> : f32", "f32", results=2)
    b.op("math.sincos %v fastmath<afn> : vector<2xf64>", "vector<2xf64>", results=2)
    b.op("math.sincos %t : tensor<?xf16>", "tensor<?xf16>", results=2)
    write("sincos", "math.sincos: two results, no folder", b)
    ints = {
        "i1": ["0", "1", "-1"],
        "i8": ["0", "1", "-1", "-128", "127", "6", "64", "-3"],
        "i32": ["0", "1", "-1", "-2147483648", "2147483647", "12", "65536", "-77"],
        "i64": ["0", "1", "-1", "-9223372036854775808", "9223372036854775807", "40",
                "1099511627776"],
        "i128": ["0", "-1", "170141183460469231731687303715884105727", "18446744073709551616"],
        "index": ["0", "1", "-1", "96", "-9223372036854775808"],
    }
    for op in INT_UNARY:
        b = Body([("%x", "i32"), ("%i", "index"), ("%v", "vector<4xi16>"),
                  ("%t", "tensor<?xi64>")])
        for ty, values in ints.items():
            for v in values:
                c = b.const(v, ty)
                b.op(f"math.{op} {c} : {ty}", ty)
        c = b.const("dense<6>", "vector<4xi16>")
        b.op(f"math.{op} {c} : vector<4xi16>", "vector<4xi16>")
        c = b.const("dense<[0, -1, 8, 255]>", "vector<4xi16>")
        b.op(f"math.{op} {c} : vector<4xi16>", "vector<4xi16>")
        c = b.const("dense<-5>", "tensor<3xi8>")
        b.op(f"math.{op} {c} : tensor<3xi8>", "tensor<3xi8>")
        b.op(f"math.{op} %x : i32", "i32")
        b.op(f"math.{op} %i : index", "index")
        b.op(f"math.{op} %v : vector<4xi16>", "vector<4xi16>")
        b.op(f"math.{op} %t : tensor<?xi64>", "tensor<?xi64>")
        write(op, f"math.{op} on every integer width, index, splats and dense elements", b)
    for ty, values in [("i8", ["0", "1", "-1", "2", "-2", "3", "-128", "127"]),
                       ("i32", ["0", "1", "-1", "2", "-3", "7", "31", "-31", "65536"]),
                       ("i64", ["0", "1", "-1", "3", "-2", "63", "62", "-64"]),
                       ("index", ["0", "1", "-1", "5", "-4", "40"])]:
        b = Body([("%x", ty)])
        cs = [b.const(v, ty) for v in values]
        for a in cs:
            for p in cs:
                b.op(f"math.ipowi {a}, {p} : {ty}", ty)
        b.op(f"math.ipowi %x, {cs[3]} : {ty}", ty)
        b.op(f"math.ipowi {cs[3]}, %x : {ty}", ty)
        write(f"ipowi_{ty}", f"math.ipowi on {ty}: every pair of bases and powers, negative "
              "powers, overflow", b)
    b = Body([("%x", "vector<3xi32>"), ("%t", "tensor<?xi8>")])
    s = b.const("dense<3>", "vector<3xi32>")
    d = b.const("dense<[2, -1, 5]>", "vector<3xi32>")
    b.op(f"math.ipowi {s}, {s} : vector<3xi32>", "vector<3xi32>")
    b.op(f"math.ipowi {s}, {d} : vector<3xi32>", "vector<3xi32>")
    b.op(f"math.ipowi {d}, {d} : vector<3xi32>", "vector<3xi32>")
    b.op(f"math.ipowi %x, {d} : vector<3xi32>", "vector<3xi32>")
    b.op("math.ipowi %t, %t : tensor<?xi8>", "tensor<?xi8>")
    write("ipowi_shaped", "math.ipowi on splats, dense elements and tensors", b)
    b = Body([("%x", "f32"), ("%n", "i32"), ("%v", "vector<2xf64>"), ("%w", "vector<2xi64>"),
              ("%t", "tensor<?xf16>"), ("%u", "tensor<?xindex>")])
    c, p = b.const("2.0", "f32"), b.const("3", "i32")
    b.op(f"math.fpowi {c}, {p} : f32, i32", "f32")
    b.op("math.fpowi %x, %n : f32, i32", "f32")
    b.op("math.fpowi %x, %n fastmath<fast> : f32, i32", "f32")
    b.op("math.fpowi %v, %w fastmath<nnan,ninf> : vector<2xf64>, vector<2xi64>",
         "vector<2xf64>")
    b.op("math.fpowi %t, %u : tensor<?xf16>, tensor<?xindex>", "tensor<?xf16>")
    write("fpowi", "math.fpowi: no folder; mixed operand types, fastmath flags", b)


main()
