//! Builtin types, attributes and locations against mlir-opt: every spelling in the tables
//! below is parsed and printed by ods-runtime and by `mlir-opt --mlir-print-op-generic`
//! (inside a `"test.op"` operation), and the printed text must be identical. Malformed
//! spellings must be rejected with mlir-opt's exact diagnostic.

use ods_runtime::Attribute;
use std::io::Write as _;
use std::process::{Command, Stdio};

use ods_runtime::Context;
use ods_runtime::asm::lexer::TokenKind;
use ods_runtime::asm::parser::{PResult, Parser};
use ods_runtime::asm::printer::Printer;

/// Types, each printed as the single result of a `"test.op"`.
const TYPES: &[&str] = &[
    "i1",
    "i32",
    "i0",
    "i1000",
    "si8",
    "ui64",
    "index",
    "none",
    "f16",
    "bf16",
    "f32",
    "f64",
    "f80",
    "f128",
    "tf32",
    "f8E5M2",
    "f8E4M3",
    "f8E4M3FN",
    "f8E5M2FNUZ",
    "f8E4M3FNUZ",
    "f8E4M3B11FNUZ",
    "f8E3M4",
    "f8E8M0FNU",
    "f6E2M3FN",
    "f6E3M2FN",
    "f4E2M1FN",
    "complex<f32>",
    "complex<i8>",
    "tuple<>",
    "tuple<i32, tuple<f32, index>>",
    "() -> ()",
    "(i32) -> i32",
    "(i32, f32) -> (i1, i2)",
    "() -> ((i32) -> i32)",
    "((i32) -> i32) -> ()",
    "vector<4xf32>",
    "vector<f32>",
    "vector<[4]xf32>",
    "vector<2x[4]x8xi1>",
    "vector<4x4xindex>",
    "tensor<f32>",
    "tensor<?xf32>",
    "tensor<2x?x3xi8>",
    "tensor<*xf32>",
    "tensor<0xi32>",
    "tensor<4xf32, #foo.enc>",
    "tensor<4xf32, \"enc\">",
    "tensor<4x!foo.t>",
    "memref<4xmemref<2xf32>>",
    "memref<*xmemref<*xf32>>",
    "memref<2xvector<4xf32>>",
    "tensor<2xcomplex<f64>>",
    "tensor<10x0x3xf32>",
    "tensor<4x0xf32>",
    "memref<4xf32>",
    "memref<?x?xf32>",
    "memref<*xf32>",
    "memref<*xf32, 3>",
    "memref<4xf32, 1>",
    "memref<4xf32, 0>",
    "memref<4xf32, 1 : i32>",
    "memref<4xf32, 1 : i64>",
    "memref<4xf32, {a}>",
    "tensor<4xf32, 5>",
    "tensor<4xf32, 1.0>",
    "tensor<4xf32, {a = 1}>",
    "memref<4xf32, \"gpu\">",
    "memref<4xf32, strided<[1]>>",
    "memref<4x4xf32, strided<[4, 1], offset: 2>>",
    "memref<?x?xf32, strided<[?, 1], offset: ?>, 2>",
    "memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>",
    "memref<2x3xf32, affine_map<(d0, d1) -> (d0, d1)>>",
    "memref<4xf32, affine_map<(i)[s] -> (i + s)>, 1>",
    "!foo.bar",
    "!foo.bar<1 x i32 [x]>",
    "!foo<\"abc\\\"\">",
    "!foo<bar>",
    "!foo<bar<x>>",
    "!foo<\"bar<x>\">",
    "!foo<a.b>",
    "!foo.a.b<[{(x)}]>",
    "!foo<\"a b\">",
    "!foo.x<\"->\">",
    "tuple<!foo.a, complex<f64>>",
];

/// Attributes, each printed as the value of `a` in a `"test.op"` attribute dictionary.
const ATTRS: &[&str] = &[
    "1",
    "-1",
    "1 : i32",
    "-1 : i8",
    "255 : i8",
    "127 : si8",
    "-128 : si8",
    "200 : ui8",
    "true",
    "false",
    "1 : i1",
    "-1 : i1",
    "0 : i1",
    "0x10 : i64",
    "-0x10 : i64",
    "5 : index",
    "-5 : index",
    "18446744073709551615 : i128",
    "340282366920938463463374607431768211455 : ui128",
    "-170141183460469231731687303715884105728 : i128",
    "9223372036854775807",
    "0 : i0",
    "1.0",
    "1.0 : f64",
    "0.1 : f32",
    "-0.0 : f16",
    "123456789.0 : f64",
    "0.123456789 : f64",
    "1.0e20 : f64",
    "1.5e-5 : f32",
    "3.0 : bf16",
    "1.5 : f80",
    "0.1 : f128",
    "0.1 : f8E4M3FN",
    "1.0e-300 : f64",
    "65504.0 : f16",
    "65520.0 : f16",
    "1.0 : tf32",
    "0.3 : f16",
    "0x7FC00000 : f32",
    "0x7F800000 : f32",
    "0xFF800000 : f32",
    "0x7FF0000000000000 : f64",
    "0x0001 : f16",
    "2.5 : f8E5M2",
    "0.5 : f8E8M0FNU",
    "0x78 : f8E8M0FNU",
    "1.0e38 : f8E4M3FN",
    "-1.0e38 : f8E4M3FN",
    "0x5604178842C7FBBC7244 : f80",
    "1.5 : f4E2M1FN",
    "3.0 : f6E3M2FN",
    "100.0 : f8E4M3FNUZ",
    "1.0e10 : f32",
    "1.0e16 : f64",
    "123456.0 : f32",
    "1234567.0 : f32",
    "0.001 : f64",
    "0.0001 : f64",
    "3.14159265358979 : f64",
    "2.0e-310 : f64",
    "1.0e400 : f64",
    "-1.0e400 : f16",
    "1.0e-400 : f64",
    "18393.29107476905576392e320 : f80",
    "1.23456789012345678e-7 : f128",
    "\"hello\"",
    "\"\"",
    "\"a\\\"b\\\\c\\n\\t\\41\\ff\"",
    "\"x\" : i32",
    "[]",
    "[1, \"a\", [true]]",
    "[1.0, 1.0 : f32, \"s\", \"t\" : i32, 1 : i32, 2 : index, #foo.x : i64, dense<1> : tensor<2xi64>]",
    "{x = 1, y = 2.0}",
    "{}",
    "{b = 1, a = 2, c}",
    "{\"quoted name\" = 1, x.y = unit}",
    "unit",
    "i32",
    "(i32) -> f32",
    "tensor<*xf32>",
    "!foo.t",
    "@sym",
    "@\"sym with space\"",
    "@a::@b::@c",
    "@a: : @b",
    "array<i64>",
    "array<i64: 1, -2, 3>",
    "array<i1: true, false>",
    "array<f16: 1.0, -0.5>",
    "array<f32: 1.0, 2.5>",
    "array<i8: 255>",
    "array<f64: 0x7FF8000000000000>",
    "dense<1> : tensor<2xi32>",
    "dense<[1, 1]> : tensor<2xi32>",
    "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>",
    "dense<[1.0, 2.5]> : vector<2xf32>",
    "dense<[true, false]> : vector<2xi1>",
    "dense<true> : tensor<3xi1>",
    "dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>",
    "dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i16>>",
    "dense<> : tensor<0xi32>",
    "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>",
    "dense<[\"0x01\", \"0x02\"]> : tensor<2x!foo.s>",
    "dense<\"x\"> : tensor<2x!foo.s>",
    "dense<5> : tensor<2x3xi8>",
    "dense<1.5> : tensor<f16>",
    "dense<-3> : tensor<4xsi32>",
    "dense<\"0x0100000002000000\"> : tensor<2xi32>",
    "dense<\"0x01000000\"> : tensor<3xi32>",
    "dense<\"0x0000803F\"> : tensor<2xf32>",
    "dense<[0x7FC00000, 1.0]> : tensor<2xf32>",
    "dense<[[1], [2]]> : tensor<2x1xindex>",
    "dense<[]> : tensor<0xf32>",
    "dense<[[]]> : tensor<1x0xf32>",
    "strided<[1]>",
    "strided<[]>",
    "strided<[?, 4], offset: ?>",
    "strided<[2, 1], offset: 0>",
    "strided<[-1], offset: -3>",
    "affine_map<(d0) -> (d0)>",
    "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>",
    "affine_map<() -> ()>",
    "affine_map<(i, j) -> (j, i)>",
    "affine_map<(d0) -> (d0 - 1)>",
    "affine_map<(d0)[s0] -> (d0 - s0)>",
    "affine_map<(d0) -> (-d0)>",
    "affine_map<(d0) -> (d0 * -3)>",
    "affine_map<(d0) -> (2 * d0 + 1)>",
    "affine_map<(d0) -> (d0 floordiv 4, d0 mod 4, d0 ceildiv 2)>",
    "affine_map<(d0) -> (d0 + 1 + 2)>",
    "affine_map<(d0) -> ((d0 + 1) * 3)>",
    "affine_map<(d0, d1) -> (d0 * 4 + d1)>",
    "affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>",
    "affine_map<(d0) -> (0)>",
    "affine_map<(d0) -> (4 + 3)>",
    "affine_map<(d0, d1)[s0, s1] -> (s1 * s0 + d1 + d0)>",
    "affine_map<(d0) -> (d0 - (d0 floordiv 4) * 4)>",
    "affine_map<(d0) -> ((d0 mod 4) * 3, -(d0 floordiv 2), (d0 * 8) floordiv 4)>",
    "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, 5 <= d0)>",
    "affine_set<() : ()>",
    "[affine_set<(i) : (i * 2 >= 1)>, affine_map<(d0) -> (d0)>]",
    "distinct[5]<\"x\">",
    "distinct[2]<unit>",
    "dense_resource<blob> : tensor<2xi32>",
    "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>",
    "sparse<[[0, 1]], 2.5> : tensor<2x2xf32>",
    "sparse<> : tensor<2xi32>",
    "sparse<[[1]], [3]> : vector<4xi8>",
    "sparse<[1], [\"a\"]> : tensor<4x!foo.s>",
    "dense_resource<\"r x\"> : vector<2xf32>",
    "[distinct[7]<1 : i32>, distinct[7]<1 : i32>, distinct[8]<[distinct[7]<1 : i32>]>]",
    "[affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0)>]",
    "loc(unknown)",
    "loc(\"file.mlir\":3:4)",
    "loc(\"f\":1)",
    "loc(\"f\":1:2 to 3:4)",
    "loc(\"f\":1:2 to :7)",
    "loc(\"f\":1:2 to 1:2)",
    "loc(\"name\")",
    "loc(\"name\"(\"f\":1:2))",
    "loc(callsite(\"foo\" at \"bar\":1:2))",
    "loc(fused[\"a\":1:1, \"b\":2:2])",
    "loc(fused[\"a\":1:1])",
    "loc(fused[])",
    "loc(fused[unknown, \"a\":1:1, \"a\":1:1])",
    "loc(fused<\"meta\">[\"a\":1:1])",
    "loc(fused<\"meta\">[])",
    "[loc(\"a\":1:1), loc(callsite(\"x\" at \"y\"(\"z\":1:1)))]",
    "#foo.bar",
    "#foo.bar<1, [2]>",
    "#foo<\"x y\">",
    "#foo<bar>",
    "#foo<x y>",
    "#foo.t : i32",
    "#foo<\"1\">",
    "[#foo.a, #foo<b>]",
];

/// Malformed spellings: full operation lines, each checked for mlir-opt's exact error.
const INVALID: &[&str] = &[
    "#a 1",
    "!a 1",
    "\"test.op\"() : () -> (memref<2xf32 x>)",
    "\"test.op\"() {a = strided<[2, , offset: 0>} : () -> ()",
    "\"test.op\"() {a = [distinct[7]<1 : i32>, distinct[8]<[distin#foo<ct[7]<1 : i32>]>]} : () -> ()",
    "\"test.op\"() {a = sparse[1]} : () -> ()",
    "\"test.op\"() {a = sparse<[1] [2]> : tensor<4xi32>} : () -> ()",
    "\"test.op\"() {a = sparse<[1], [2]> : i32} : () -> ()",
    "\"test.op\"() : () -> (tensor<4xtensor<2xf32>>)",
    "\"test.op\"() : () -> (memref<4x!foo.x>)",
    "\"test.op\"() : () -> (memref<4xtuple<i32>>)",
    "\"test.op\"() : () -> (complex<complex<f32>>)",
    "\"test.op\"() : () -> (vector<2x!foo.x>)",
    "\"test.op\"() {a = array<floordivi8: 255>} : () -> ()",
    "\"test.op\"() {a = array<!i64>} : () -> ()",
    "\"test.op\"() {a = strided<[?, 4]unit offset: ?>} : () -> ()",
    "\"test.op\"() : () -> (memref<4xf32, 1} : i32>)",
    "\"test.op\"() {a = dense<\"0x010000000200000\"> : tensor<2(xi32>} : () -> ()",
    "\"test.op\"() {a = dense<\"0x010000000200000\"> : tensor<2xi32>} : () -> ()",
    "\"test.op\"() {f = dense_resource<r>} : () -> ()",
    "\"test.op\"() {f = dense_resource<r> : i32} : () -> ()",
    "\"test.op\"() {f = dense_resource<1> : tensor<2xi32>} : () -> ()",
    "\"test.op\"() {a = distinct[x]<1>} : () -> ()",
    "\"test.op\"() {a = distinct[1]<1>, b = distinct[1]<2>} : () -> ()",
    "\"test.op\"() {a = distinct[1]<1} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()",
    "\"test.op\"() {a = affine_set<(d0) -> (d0)>} : () -> ()",
    "\"test.op\"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()",
    "\"test.op\"() : () -> (!fo-o<\"abc\">)",
    "\"test.op\"() : () -> (vector<4xf32",
    "\"test.op\"() {a = dense<[1.0, 2]> : vector<2xf32>} : () -> ()",
    "\"test.op\"() {a = array<i6 : () -> ()",
    "\"test.op\"() {a = 0x0001:: f16} : () -> ()",
    "\"test.op\"() ::: () -> ()",
    "\"test.op\"() : () -> (tensor<4xf32, ::{a = 1}>)",
    "\"test.op\"() {a = dense<[true]> : tensor<1xf32>} : () -> ()",
    "\"test.op\"() {a = dense<[\"a\", 1]> : tensor<2xi32>} : () -> ()",
    "\"test.op\"() {a = dense<[[1], affine_map[2]]> : tensor<2x1xindex>} : () -> ()",
    "\"test.op\"() {a = @a:: b} : () -> ()",
    "\"test.op\"() : () -> (!foo<\"a b\"index",
    "\"test.op\"() : () -> (!foo<\"bar<>)",
    "\"test.op\"() : () -> (!foo.x<(]>)",
    "\"test.op\"() {a = dense<[(1( 2.0)]> : tensor<1xcomplex<f32>>} : () -> ()",
    "\"test.op\"() {a = dense<[(1, 2]> : tensor<1xcomplex<i32>>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0)[s0] -> (d0 -} s0)>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0) -> \"s\" * d0 + 1)>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0)[s0 -> (d0)>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0) -> (+ d0)>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0) -> (-)>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0) -> (d0 * d0 * 2)>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0) -> (99999999999999999999)>} : () -> ()",
    "\"test.op\"() {a = loc*sed<ta\">[])} : () -> ()",
    "\"test.op\"() {a = loc(\"f\":1:x)} : () -> ()",
    "\"test.op\"() {a = loc(\"f\":1 to x)} : () -> ()",
    "\"test.op\"() {a = loc(\"f\":1:2 to 3)} : () -> ()",
    "\"test.op\"() {a = loc(\"f\":1:2 to :x)} : () -> ()",
    "\"test.op\"() {a = loc(callsite(\"a\" \"b\"))} : () -> ()",
    "\"test.op\"() {a = loc(fused<\"m\" [\"a\"])} : () -> ()",
    "\"test.op\"() {a = loc(fused(\"a\"))} : () -> ()",
    "\"test.op\"() {a = loc(\"a\"(\"b\")} : () -> ()",
    "\"test.op\"() {a = loc(#foo.x)} : () -> ()",
    "\"test.op\"() {a = loc(1)} : () -> ()",
    "\"test.op\"() : () -> (memref<4xf32, #foo.space>)",
    "\"test.op\"() : () -> (memref<4xf32, [1]>)",
    "\"test.op\"() {a = 3 : si1} : () -> ()",
    "\"test.op\"() {a = 1 : i0x} : () -> ()",
    "\"test.op\"() {a = 1 : i99999999} : () -> ()",
    "\"test.op\"() {a = 1 : i99999999999} : () -> ()",
    "\"test.op\"() {a = 256 : i8} : () -> ()",
    "\"test.op\"() {a = 128 : si8} : () -> ()",
    "\"test.op\"() {a = -129 : i8} : () -> ()",
    "\"test.op\"() {a = -1 : ui8} : () -> ()",
    "\"test.op\"() {a = -0 : i32} : () -> ()",
    "\"test.op\"() {a = 1 : f32} : () -> ()",
    "\"test.op\"() {a = -0x1 : f32} : () -> ()",
    "\"test.op\"() {a = 0x1FFFF : f16} : () -> ()",
    "\"test.op\"() {a = 1.0 : i32} : () -> ()",
    "\"test.op\"() {a = 1 : tensor<2xi32>} : () -> ()",
    "\"test.op\"() {a = } : () -> ()",
    "\"test.op\"() {a = [1, 2} : () -> ()",
    "\"test.op\"() {a = -foo} : () -> ()",
    "\"test.op\"() {a = #undefined} : () -> ()",
    "\"test.op\"() : () -> (!undefined)",
    "\"test.op\"() : () -> (vector<0xf32>)",
    "\"test.op\"() : () -> (vector<?xf32>)",
    "\"test.op\"() : () -> (tensor<4>)",
    "\"test.op\"() : () -> (tensor<4xf32)",
    "\"test.op\"() : () -> (complex<index>)",
    "\"test.op\"() : () -> (memref<4xf32, 1, 2>)",
    "\"test.op\"() : () -> (tuple<i32)",
    "\"test.op\"() : () -> (foo)",
    "\"test.op\"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()",
    "\"test.op\"() {a = dense<[1.5]> : tensor<1xi32>} : () -> ()",
    "\"test.op\"() {a = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()",
    "\"test.op\"() {a = dense<\"0x0102\"> : tensor<4xi32>} : () -> ()",
    "\"test.op\"() {a = dense<1>} : () -> ()",
    "\"test.op\"() {a = array<i32: 1.5>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0) -> (d1)>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0) -> (d0 mod d0)>} : () -> ()",
    "\"test.op\"() {a = strided<[1], offset 2>} : () -> ()",
    "\"test.op\"() {a = loc(\"f\":x)} : () -> ()",
    "\"test.op\"() {a = loc(bogus)} : () -> ()",
    "\"test.op\"() {a = \"unterminated} : () -> ()",
    "\"test.op\"() {a = \"bad \\q escape\"} : () -> ()",
    "\"test.op\"() {a = @} : () -> ()",
    "\"test.op\"() {a = 1, a = 2} : () -> ()",
    "\"test.op\"() {\"\" = 1} : () -> ()",
    "\"test.op\"() {a = 1 : } : () -> ()",
    "\"test.op\"() {a = @a::b} : () -> ()",
    "\"test.op\"() {a = 1.0 : f32 : f32} : () -> ()",
    "\"test.op\"() : () -> (tuple<i32 i32>)",
    "\"test.op\"() : (i32 i32) -> ()",
    "\"test.op\"() : () -> (i32 i32)",
    "\"test.op\"() {a = loc(fused[\"a\":1:1 \"b\":1:1])} : () -> ()",
    "\"test.op\"() {a = array<i32: 1 2>} : () -> ()",
    "\"test.op\"() {a = dense<[1 2]> : tensor<2xi32>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0 d1) -> (d0)>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0) -> (d0 d0)>} : () -> ()",
    "\"test.op\"() {a = strided<[1 2]>} : () -> ()",
    "\"test.op\"() {a = 1 b = 2} : () -> ()",
    "\"test.op\"() {a = array<i32: 300000000000>} : () -> ()",
    "\"test.op\"() {a = array<f32: true>} : () -> ()",
    "\"test.op\"() {a = array<f32: 1>} : () -> ()",
    "\"test.op\"() {a = array<i1: 2>} : () -> ()",
    "\"test.op\"() {a = affine_map<(d0) -> (d0 floordiv d0)>} : () -> ()",
    "\"test.op\"() {a = dense<[1, 2]> : i32} : () -> ()",
    "\"test.op\"() {a = dense<1.5> : tensor<2xi32>} : () -> ()",
    "\"test.op\"() {a = dense<300> : tensor<2xi8>} : () -> ()",
    "\"test.op\"() {a = dense<[true, 2]> : tensor<2xi8>} : () -> ()",
    "\"test.op\"() {a = dense<\"s\"> : tensor<2xi8>} : () -> ()",
    "\"test.op\"() : () -> (vector<4xtuple<>>)",
    "\"test.op\"() : () -> (tensor<4xnone>)",
    "\"test.op\"() : () -> (memref<4xnone>)",
    "\"test.op\"() : () -> (tensor<*xf32, \"e\">)",
    "\"test.op\"() : () -> (memref<4xf32, affine_map<(d0, d1) -> (d0)>>)",
    "\"test.op\"() : () -> (memref<4xf32, strided<[1, 1]>>)",
    "\"test.op\"() : () -> (memref<4xf32, 1, strided<[1]>>)",
    "\"test.op\"() : () -> (tensor<-1xf32>)",
    "\"test.op\"() : () -> (vector<[4]x[?]xf32>)",
    "\"test.op\"() : () -> (i32",
    "\"test.op\"() {a = \"x\" : } : () -> ()",
    "\"test.op\"() {a = 1\n} :\n () -> (i32 i32)",
];

fn mlir_opt(tool: &std::path::Path, input: &str, extra: &[&str]) -> (bool, String, String) {
    let mut child = Command::new(tool)
        .args(["--allow-unregistered-dialect", "--mlir-print-op-generic"])
        .args(extra)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mlir-opt starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write input");
    let out = child.wait_with_output().expect("mlir-opt runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The operation line a case is wrapped in.
fn op_line(is_type: bool, spelling: &str) -> String {
    if is_type {
        format!("\"test.op\"() : () -> ({spelling})")
    } else {
        format!("\"test.op\"() {{a = {spelling}}} : () -> ()")
    }
}

/// Parses the restricted operation form used by the tables:
/// alias definitions, then `"test.op"() {attr-dict}? : function-type`.
fn parse_op_line(
    p: &mut Parser<'_>,
) -> PResult<(
    Vec<(ods_runtime::types::Identifier, Attribute)>,
    ods_runtime::Type,
)> {
    while p.at(TokenKind::HashIdent) || p.at(TokenKind::BangIdent) {
        p.parse_alias_definition()?;
    }
    p.expect(TokenKind::String, "expected operation name in quotes")?;
    p.expect(TokenKind::LParen, "expected '(' to start operand list")?;
    p.expect(TokenKind::RParen, "expected ')' to end operand list")?;
    let mut attrs = Vec::new();
    if p.at(TokenKind::LBrace) {
        attrs = p.parse_attribute_dict_entries()?;
    }
    p.expect(TokenKind::Colon, "expected ':' followed by operation type")?;
    let ty = p.parse_type()?;
    if !p.at(TokenKind::Eof) {
        return Err(p.error_expected("expected operation name in quotes"));
    }
    Ok((attrs, ty))
}

/// Our rendering of one case as mlir-opt prints the file `line`, or our diagnostic.
fn ours(line: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    let (attrs, ty) = {
        let mut p = Parser::new(&mut ctx, line, "<stdin>");
        parse_op_line(&mut p).map_err(|d| d.to_string())?
    };
    let entries = {
        // Attribute dictionaries of operations keep the sorted order of a dictionary.
        let d = Attribute::dictionary(&ctx, &attrs);
        match ctx.attr(d).kind() {
            ods_runtime::attributes::AttrKind::Dictionary(e) => e.clone(),
            _ => Vec::new(),
        }
    };
    let results = ctx
        .ty(ty)
        .function_parts()
        .map(|(_, r)| r.to_vec())
        .unwrap_or_default();
    let mut pr = Printer::new(&ctx);
    for (_, a) in &entries {
        pr.note_attribute(*a);
    }
    for r in &results {
        pr.note_type(*r);
    }
    pr.begin_aliases();
    pr.out.push_str("\"builtin.module\"() ({\n  ");
    match results.len() {
        0 => {}
        1 => pr.out.push_str("%0 = "),
        n => pr.out.push_str(&format!("%0:{n} = ")),
    }
    pr.out.push_str("\"test.op\"()");
    if !entries.is_empty() {
        pr.out.push(' ');
        pr.print_attribute_dict(&entries);
    }
    pr.out.push_str(" : () -> ");
    pr.print_function_results(&results);
    pr.out.push_str("\n}) : () -> ()\n");
    pr.end_aliases();
    Ok(pr.finish())
}

#[test]
fn types_and_attributes_print_like_mlir_opt() {
    let Some(tool) =
        ods_tests::reference_tool_or_skip("mlir-opt", "types_and_attributes_print_like_mlir_opt")
    else {
        return;
    };
    let cases: Vec<(bool, &str)> = TYPES
        .iter()
        .map(|t| (true, *t))
        .chain(ATTRS.iter().map(|a| (false, *a)))
        .collect();
    let input: Vec<String> = cases.iter().map(|(t, s)| op_line(*t, s)).collect();
    let (_, stdout, stderr) = mlir_opt(&tool, &input.join("\n// -----\n"), &["--split-input-file"]);
    let chunks: Vec<&str> = stdout.split("// -----\n").collect();
    assert_eq!(
        chunks.len(),
        cases.len(),
        "mlir-opt output chunks\n{stderr}"
    );
    let mut same = 0;
    let mut report = String::new();
    for (i, (chunk, line)) in chunks.iter().zip(&input).enumerate() {
        let want = chunk.trim_end();
        let got = match ours(line) {
            Ok(s) => s,
            Err(d) => format!("error: {d}"),
        };
        if want.is_empty() {
            report.push_str(&format!("case {i}: mlir-opt rejects {line}\n"));
        } else if got.trim_end() == want {
            same += 1;
        } else {
            report.push_str(&format!(
                "case {i}: {line}\n  mlir-opt: {want:?}\n  ours:     {:?}\n",
                got.trim_end()
            ));
        }
    }
    ods_tests::report::headline(format_args!("{same}/{} identical", cases.len()));
    assert!(
        report.is_empty(),
        "{same}/{} identical\n{report}",
        cases.len()
    );
}

#[test]
fn malformed_spellings_fail_like_mlir_opt() {
    let Some(tool) =
        ods_tests::reference_tool_or_skip("mlir-opt", "malformed_spellings_fail_like_mlir_opt")
    else {
        return;
    };
    let mut same = 0;
    let mut report = String::new();
    for line in INVALID {
        let (ok, _, stderr) = mlir_opt(&tool, line, &[]);
        let got = match ours(line) {
            Ok(s) => format!("accepted:\n{s}"),
            Err(d) => d,
        };
        if ok {
            report.push_str(&format!("mlir-opt accepts {line:?}\n"));
        } else if got == stderr {
            same += 1;
        } else {
            report.push_str(&format!(
                "{line:?}\n  mlir-opt: {stderr:?}\n  ours:     {got:?}\n"
            ));
        }
    }
    ods_tests::report::headline(format_args!("{same}/{} identical", INVALID.len()));
    assert!(
        report.is_empty(),
        "{same}/{} identical\n{report}",
        INVALID.len()
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let mut ctx = Context::new();
    let deep = format!("{}i32{}", "tuple<".repeat(5000), ">".repeat(5000));
    let err = ods_runtime::asm::parser::parse_type_str(&mut ctx, &deep, "deep").unwrap_err();
    assert!(err.message.contains("nesting"), "{err}");
    let deep = format!("{}1{}", "[".repeat(5000), "]".repeat(5000));
    assert!(ods_runtime::asm::parser::parse_attribute_str(&mut ctx, &deep, "deep").is_err());
    let deep = format!(
        "dense<{}1{}> : tensor<1xi32>",
        "[".repeat(5000),
        "]".repeat(5000)
    );
    assert!(ods_runtime::asm::parser::parse_attribute_str(&mut ctx, &deep, "deep").is_err());
}

#[test]
fn arbitrary_bytes_never_panic() {
    // A cheap deterministic generator over a token-rich alphabet.
    let alphabet: Vec<&str> = vec![
        "i32",
        "f32",
        "<",
        ">",
        "[",
        "]",
        "(",
        ")",
        "{",
        "}",
        ",",
        ":",
        "x",
        "?",
        "*",
        "-",
        "->",
        "1",
        "0x",
        "2.5",
        "\"s\"",
        "#",
        "!",
        "@",
        "dense",
        "array",
        "tensor",
        "memref",
        "vector",
        "loc",
        "fused",
        "affine_map",
        "d0",
        "s0",
        "=",
        "strided",
        "offset",
        " ",
        "\\",
        "é",
        "complex",
        "tuple",
        "#foo.b",
        "!foo<",
        "unit",
        "true",
        "::",
    ];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..3000 {
        let mut s = String::new();
        let n = (state % 24) as usize;
        for _ in 0..n {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            s.push_str(alphabet[(state % alphabet.len() as u64) as usize]);
        }
        let mut ctx = Context::new();
        if let Ok(t) = ods_runtime::asm::parser::parse_type_str(&mut ctx, &s, "fuzz") {
            let _ = ods_runtime::asm::printer::type_to_string(&ctx, t);
        }
        if let Ok(a) = ods_runtime::asm::parser::parse_attribute_str(&mut ctx, &s, "fuzz") {
            let _ = ods_runtime::asm::printer::attribute_to_string(&ctx, a);
        }
        state = state.wrapping_add(0x2545_F491_4F6C_DD1D);
    }
}
