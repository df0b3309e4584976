//! The func dialect from Rust: building functions, calls and returns with the generated
//! builders, verifying and printing them, and asking them through their interfaces
//! (function, callable, call, symbol, region terminator). Conformance of the textual form
//! and canonicalization with mlir-opt is tested in `tests/tests/dialect_func_reference.rs`.

use ods_dialect_func::func as f;
use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::Location;
use ods_runtime::Type;
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::builder::OpBuilder;
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::interfaces::call::{CallOpInterface, CallableOpInterface};
use ods_runtime::interfaces::control_flow::RegionBranchTerminatorOpInterface;
use ods_runtime::interfaces::function::FunctionOpInterface;
use ods_runtime::interfaces::symbols::SymbolOpInterface;
use ods_runtime::ir::BlockId;
use ods_runtime::types::Identifier;

fn context() -> (Context, ModuleOp) {
    let mut ctx = Context::new();
    f::register(&mut ctx);
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create(&mut ctx, loc);
    (ctx, module)
}

#[test]
fn built_functions_verify_print_and_answer_through_interfaces() {
    let (mut ctx, module) = context();
    let loc = Location::unknown(&ctx);
    let i32_ty = Type::int(&ctx, 32);
    let fn_ty = Type::function(&ctx, &[i32_ty], &[i32_ty]);

    // A private declaration with an argument attribute.
    let mut b = OpBuilder::at_module_end(&mut ctx, module);
    let vis = Identifier::get(b.ctx(), "sym_visibility");
    let private = Attribute::string(b.ctx(), "private");
    let flag = Identifier::get(b.ctx(), "a.flag");
    let unit = Attribute::unit(b.ctx());
    let dict = Attribute::dictionary(b.ctx(), &[(flag, unit)]);
    let decl = f::FuncOp::create_name_type_attrs_arg_attrs(
        &mut b,
        loc,
        "ext",
        fn_ty,
        &[(vis, private)],
        &[dict],
    );

    // A definition calling it and returning the result.
    let def = f::FuncOp::create_name_type_attrs_arg_attrs(&mut b, loc, "caller", fn_ty, &[], &[]);
    let body = def.body(b.ctx());
    let entry = BlockId::create(b.ctx());
    body.append_block(b.ctx(), entry);
    let arg = entry.add_argument(b.ctx(), i32_ty, loc);
    b.set_insertion_point_to_end(entry);
    let call = f::CallOp::create_callee_operands(&mut b, loc, decl, &[arg]);
    let result = b.ctx().op(call.op()).result(0);
    let ret = f::ReturnOp::create(&mut b, loc, vec![result]);

    ods_runtime::verify::verify(&ctx, module.op()).expect("the built module verifies");
    let text = print_top_level(&mut ctx, module.op(), PrintOptions::default());
    assert_eq!(
        text,
        "module {\n  func.func private @ext(i32 {a.flag}) -> i32\n  \
         func.func @caller(%arg0: i32) -> i32 {\n    \
         %0 = call @ext(%arg0) : (i32) -> i32\n    return %0 : i32\n  }\n}\n\n"
    );

    let decl_fn = FunctionOpInterface::cast(&ctx, decl.op()).expect("a function");
    assert!(decl_fn.is_external(&ctx));
    assert_eq!(decl_fn.signature(&ctx), (vec![i32_ty], vec![i32_ty]));
    assert_eq!(decl_fn.get_arg_attr_dict(&ctx, 0), Some(dict));
    assert_eq!(decl_fn.get_result_attr_dict(&ctx, 0), None);
    let def_fn = FunctionOpInterface::cast(&ctx, def.op()).expect("a function");
    assert!(!def_fn.is_external(&ctx));

    // `isDeclaration` comes from the op's own method, as upstream's class member.
    let sym = SymbolOpInterface::cast(&ctx, decl.op()).expect("a symbol");
    assert!(sym.is_declaration(&ctx));
    assert!(sym.is_private(&ctx));
    assert!(
        !SymbolOpInterface::cast(&ctx, def.op())
            .expect("a symbol")
            .is_declaration(&ctx)
    );

    let callable = CallableOpInterface::cast(&ctx, def.op()).expect("callable");
    assert_eq!(callable.get_callable_region(&ctx), Some(body));
    assert_eq!(callable.get_result_types(&ctx), vec![i32_ty]);
    let call_view = CallOpInterface::cast(&ctx, call.op()).expect("a call");
    assert_eq!(call_view.get_arg_operands(&ctx), vec![arg]);
    assert_eq!(call_view.resolve_callable(&ctx), Some(decl.op()));

    let term = RegionBranchTerminatorOpInterface::cast(&ctx, ret.op()).expect("a terminator");
    let to_parent = ods_runtime::interfaces::control_flow::RegionSuccessor::parent(Vec::new());
    assert_eq!(
        term.get_mutable_successor_operands(&ctx, &to_parent),
        vec![result]
    );
    assert!(
        ctx.op(ret.op())
            .has_trait::<ods_runtime::traits::ReturnLike>()
    );
}

#[test]
fn the_return_verifier_reports_the_enclosing_function() {
    let (mut ctx, module) = context();
    let loc = Location::unknown(&ctx);
    let i32_ty = Type::int(&ctx, 32);
    let fn_ty = Type::function(&ctx, &[], &[i32_ty]);
    let mut b = OpBuilder::at_module_end(&mut ctx, module);
    let def = f::FuncOp::create_name_type_attrs_arg_attrs(&mut b, loc, "f", fn_ty, &[], &[]);
    let body = def.body(b.ctx());
    let entry = BlockId::create(b.ctx());
    body.append_block(b.ctx(), entry);
    b.set_insertion_point_to_end(entry);
    f::ReturnOp::create_default(&mut b, loc);
    let errors = ods_runtime::verify::verify(&ctx, module.op()).expect_err("a missing result");
    assert_eq!(
        errors[0].message,
        "'func.return' op has 0 operands, but enclosing function (@f) returns 1"
    );
}
