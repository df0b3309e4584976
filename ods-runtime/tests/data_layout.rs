//! The layout queries against MLIR's defaults and against `#dlti.dl_spec` entries on
//! modules. The expected values follow upstream's `DataLayoutInterfaces.cpp` and
//! `DLTI.cpp` (the release mlir-opt has no pass printing layout queries).

use ods_runtime::Context;
use ods_runtime::Location;
use ods_runtime::Type;
use ods_runtime::attributes::{ApInt, Attribute, Scalar};
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::interfaces::data_layout::*;
use ods_runtime::ir::OpId;
use ods_runtime::types::FloatKind;

fn alignments(ctx: &Context, entries: &[i64]) -> Attribute {
    let i64_ty = Type::int(ctx, 64);
    let ty = Type::vector(ctx, &[entries.len() as i64], i64_ty);
    let values = entries
        .iter()
        .map(|v| Scalar::Int(ApInt::from_i128(64, i128::from(*v))))
        .collect();
    Attribute::dense_elements(ctx, ty, values)
}

fn entry(ctx: &Context, key: DataLayoutEntryKey, value: Attribute) -> DataLayoutEntryInterface {
    DataLayoutEntryAttr::get_entry(ctx, key, value)
}

fn id(s: &str) -> DataLayoutEntryKey {
    DataLayoutEntryKey::Id(s.to_string())
}

#[test]
fn defaults_of_builtin_types() {
    let ctx = Context::new();
    let dl = DataLayout::new();
    let size = |ty| dl.type_size_in_bits(&ctx, ty).map(|s| s.known_min);
    let abi = |ty| dl.type_abi_alignment(&ctx, ty);
    let pref = |ty| dl.type_preferred_alignment(&ctx, ty);
    let (i1, i32_ty, i64_ty, i128_ty) = (
        Type::int(&ctx, 1),
        Type::int(&ctx, 32),
        Type::int(&ctx, 64),
        Type::int(&ctx, 128),
    );
    assert_eq!((size(i1), abi(i1), pref(i1)), (Some(1), Some(1), Some(1)));
    assert_eq!(dl.type_size(&ctx, i1), Some(TypeSize::fixed(1)));
    assert_eq!(
        (size(i32_ty), abi(i32_ty), pref(i32_ty)),
        (Some(32), Some(4), Some(4))
    );
    // Integers of 64 bits and more: ABI alignment 4, preferred their size rounded up.
    assert_eq!((abi(i64_ty), pref(i64_ty)), (Some(4), Some(8)));
    assert_eq!((abi(i128_ty), pref(i128_ty)), (Some(4), Some(16)));
    let index = Type::index(&ctx);
    assert_eq!(
        (size(index), abi(index), pref(index)),
        (Some(64), Some(4), Some(8))
    );
    assert_eq!(dl.index_bitwidth(&ctx), 64);
    assert_eq!(dl.type_index_bitwidth(&ctx, i32_ty), None);
    let f16 = Type::float(&ctx, FloatKind::F16);
    let f32_ty = Type::float(&ctx, FloatKind::F32);
    assert_eq!(
        (size(f16), abi(f16), pref(f16)),
        (Some(16), Some(2), Some(2))
    );
    // complex<f32>: the real part padded to the preferred alignment, then the imaginary.
    let c = Type::complex(&ctx, f32_ty);
    assert_eq!((size(c), abi(c)), (Some(64), Some(4)));
    // complex<i1>: 1 bit padded to 8, plus 1.
    assert_eq!(size(Type::complex(&ctx, i1)), Some(9));
    // vector<3xi32>: the innermost dimension rounded up to 4 elements of 4 bytes.
    let v = Type::vector(&ctx, &[3], i32_ty);
    assert_eq!((size(v), abi(v), pref(v)), (Some(128), Some(16), Some(16)));
    let v2 = Type::vector(&ctx, &[2, 3], Type::int(&ctx, 8));
    assert_eq!(size(v2), Some(64));
    // Types with no layout answer none (MLIR reports a fatal error).
    assert_eq!(size(Type::ranked_tensor(&ctx, &[2], i1)), None);
    assert_eq!(dl.endianness(&ctx), None);
    assert_eq!(dl.alloca_memory_space(&ctx), None);
    assert_eq!(dl.stack_alignment(&ctx), 0);
}

#[test]
fn module_spec_entries() {
    let mut ctx = Context::new();
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create(&mut ctx, loc);
    let i32_ty = Type::int(&ctx, 32);
    let i64_attr = Type::int(&ctx, 64);
    let spec = DataLayoutSpecAttr::get(
        &ctx,
        &[
            entry(
                &ctx,
                DataLayoutEntryKey::Type(i32_ty),
                alignments(&ctx, &[32, 64]),
            ),
            entry(
                &ctx,
                id(dlti::ENDIANNESS_KEY),
                Attribute::string(&ctx, "big"),
            ),
            entry(
                &ctx,
                DataLayoutEntryKey::Type(Type::index(&ctx)),
                Attribute::integer(&ctx, i64_attr, 32),
            ),
            entry(
                &ctx,
                id(dlti::STACK_ALIGNMENT_KEY),
                Attribute::integer(&ctx, i64_attr, 128),
            ),
            entry(
                &ctx,
                id(dlti::ALLOCA_MEMORY_SPACE_KEY),
                Attribute::integer(&ctx, i64_attr, 5),
            ),
        ],
    );
    module
        .op()
        .set_discardable_attr(&mut ctx, dlti::DATA_LAYOUT_ATTR_NAME, Some(spec.into()));
    let dl = DataLayout::closest(&ctx, module.op()).expect("one spec");
    assert_eq!(dl.spec(), Some(spec));
    assert_eq!(dl.type_abi_alignment(&ctx, i32_ty), Some(4));
    assert_eq!(dl.type_preferred_alignment(&ctx, i32_ty), Some(8));
    // The nearest entry of a width not below the type's, else the widest.
    assert_eq!(
        dl.type_preferred_alignment(&ctx, Type::int(&ctx, 16)),
        Some(8)
    );
    assert_eq!(dl.type_abi_alignment(&ctx, Type::int(&ctx, 64)), Some(4));
    // index is a 32-bit integer here.
    assert_eq!(dl.index_bitwidth(&ctx), 32);
    let index = Type::index(&ctx);
    assert_eq!(dl.type_size(&ctx, index), Some(TypeSize::fixed(4)));
    assert_eq!(dl.type_preferred_alignment(&ctx, index), Some(8));
    assert_eq!(dl.endianness(&ctx), Some(Attribute::string(&ctx, "big")));
    assert_eq!(dl.stack_alignment(&ctx), 128);
    assert_eq!(
        dl.alloca_memory_space(&ctx),
        Some(Attribute::integer(&ctx, i64_attr, 5))
    );
    assert_eq!(dl.program_memory_space(&ctx), None);
    // Floats without an entry keep their defaults.
    let f64_ty = Type::float(&ctx, FloatKind::F64);
    assert_eq!(dl.type_abi_alignment(&ctx, f64_ty), Some(8));
    assert!(ods_runtime::verify::verify(&ctx, module.op()).is_ok());
    let query = DLTIQueryInterface::cast(&ctx, spec.into()).expect("a spec answers queries");
    assert_eq!(
        query.query(&ctx, &id(dlti::ENDIANNESS_KEY)),
        Some(Attribute::string(&ctx, "big"))
    );
    assert_eq!(
        ods_runtime::asm::printer::attribute_to_string(&ctx, spec.into()),
        "#dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>, \"dlti.endianness\" = \"big\", \
         index = 32 : i64, \"dlti.stack_alignment\" = 128 : i64, \
         \"dlti.alloca_memory_space\" = 5 : i64>"
    );
}

fn nested(
    ctx: &mut Context,
    outer: DataLayoutSpecInterface,
    inner: DataLayoutSpecInterface,
) -> (OpId, OpId) {
    let loc = Location::unknown(ctx);
    let top = ModuleOp::create(ctx, loc);
    let inner_module = ModuleOp::create(ctx, loc);
    let body = top.body(ctx);
    body.append_op(ctx, inner_module.op());
    top.op()
        .set_discardable_attr(ctx, dlti::DATA_LAYOUT_ATTR_NAME, Some(outer.into()));
    inner_module
        .op()
        .set_discardable_attr(ctx, dlti::DATA_LAYOUT_ATTR_NAME, Some(inner.into()));
    (top.op(), inner_module.op())
}

#[test]
fn nested_specs_combine() {
    let mut ctx = Context::new();
    let i64_ty = Type::int(&ctx, 64);
    let outer = DataLayoutSpecAttr::get(
        &ctx,
        &[
            entry(
                &ctx,
                id(dlti::ENDIANNESS_KEY),
                Attribute::string(&ctx, "little"),
            ),
            entry(
                &ctx,
                DataLayoutEntryKey::Type(Type::int(&ctx, 32)),
                alignments(&ctx, &[32, 64]),
            ),
        ],
    );
    let inner = DataLayoutSpecAttr::get(
        &ctx,
        &[
            entry(
                &ctx,
                id(dlti::ENDIANNESS_KEY),
                Attribute::string(&ctx, "little"),
            ),
            entry(
                &ctx,
                id(dlti::STACK_ALIGNMENT_KEY),
                Attribute::integer(&ctx, i64_ty, 64),
            ),
        ],
    );
    let (top, inner_op) = nested(&mut ctx, outer, inner);
    let dl = DataLayout::closest(&ctx, inner_op).expect("combines");
    assert_eq!(dl.stack_alignment(&ctx), 64);
    assert_eq!(dl.endianness(&ctx), Some(Attribute::string(&ctx, "little")));
    assert_eq!(
        dl.type_preferred_alignment(&ctx, Type::int(&ctx, 32)),
        Some(8)
    );
    let outer_dl = DataLayout::closest(&ctx, top).expect("one spec");
    assert_eq!(outer_dl.stack_alignment(&ctx), 0);
    assert!(ods_runtime::verify::verify(&ctx, top).is_ok());
}

#[test]
fn conflicting_specs_do_not_combine() {
    let mut ctx = Context::new();
    let outer = DataLayoutSpecAttr::get(
        &ctx,
        &[entry(
            &ctx,
            id(dlti::ENDIANNESS_KEY),
            Attribute::string(&ctx, "little"),
        )],
    );
    let inner = DataLayoutSpecAttr::get(
        &ctx,
        &[entry(
            &ctx,
            id(dlti::ENDIANNESS_KEY),
            Attribute::string(&ctx, "big"),
        )],
    );
    let (top, inner_op) = nested(&mut ctx, outer, inner);
    assert!(DataLayout::closest(&ctx, inner_op).is_none());
    let errors = ods_runtime::verify::verify(&ctx, top).expect_err("does not combine");
    assert_eq!(
        errors[0].message,
        "data layout does not combine with layouts of enclosing ops"
    );
    assert_eq!(errors[0].notes.len(), 1);
}

#[test]
fn bad_specs_are_reported() {
    let mut ctx = Context::new();
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create(&mut ctx, loc);
    let i32_ty = Type::int(&ctx, 32);
    let spec = DataLayoutSpecAttr::get(
        &ctx,
        &[entry(
            &ctx,
            DataLayoutEntryKey::Type(i32_ty),
            alignments(&ctx, &[64, 32]),
        )],
    );
    module
        .op()
        .set_discardable_attr(&mut ctx, dlti::DATA_LAYOUT_ATTR_NAME, Some(spec.into()));
    let errors = ods_runtime::verify::verify(&ctx, module.op()).expect_err("preferred below abi");
    assert!(
        errors[0].message.starts_with(
            "preferred alignment is expected to be greater than or equal to the abi alignment"
        ),
        "{}",
        errors[0].message
    );
    let spec = DataLayoutSpecAttr::get(
        &ctx,
        &[entry(
            &ctx,
            id(dlti::ENDIANNESS_KEY),
            Attribute::string(&ctx, "middle"),
        )],
    );
    module
        .op()
        .set_discardable_attr(&mut ctx, dlti::DATA_LAYOUT_ATTR_NAME, Some(spec.into()));
    let errors = ods_runtime::verify::verify(&ctx, module.op()).expect_err("bad endianness");
    assert_eq!(
        errors[0].message,
        "'dlti.endianness' data layout entry is expected to be either 'big' or 'little'"
    );
    let spec = DataLayoutSpecAttr::get(
        &ctx,
        &[entry(
            &ctx,
            DataLayoutEntryKey::Type(Type::ranked_tensor(&ctx, &[2], i32_ty)),
            Attribute::unit(&ctx),
        )],
    );
    module
        .op()
        .set_discardable_attr(&mut ctx, dlti::DATA_LAYOUT_ATTR_NAME, Some(spec.into()));
    let errors = ods_runtime::verify::verify(&ctx, module.op()).expect_err("builtin type");
    assert_eq!(
        errors[0].message,
        "unexpected data layout for a built-in type"
    );
}
