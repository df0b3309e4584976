//! `mlir/Interfaces/FunctionInterfaces.td`: `FunctionOpInterface`, an operation that behaves
//! like a function. It is a symbol and a callable; its signature is the function type held by
//! its `function_type` attribute, its argument and result attributes are the dictionaries of
//! its `arg_attrs` and `res_attrs` arrays, and its single region is the body (empty for an
//! external declaration). Its verifier is the [`FunctionLike`] trait.

use super::op_interface;
use crate::Context;
use crate::attributes::Attribute;
use crate::ir::OpId;
use crate::op_error::VerifyError;
use crate::traits::OpTrait;
use crate::types::Type;

/// The attribute holding a function's argument attribute dictionaries.
pub const ARG_ATTRS_NAME: &str = "arg_attrs";
/// The attribute holding a function's result attribute dictionaries.
pub const RES_ATTRS_NAME: &str = "res_attrs";
/// The attribute holding a function's type.
pub const FUNCTION_TYPE_NAME: &str = "function_type";

op_interface! {
    /// `FunctionOpInterface`: a function-like operation.
    pub struct FunctionOpInterface, trait FunctionOpInterfaceImpl, model FunctionOpInterfaceModel {
        /// `getFunctionType`: the function's type, from its `function_type` attribute.
        fn get_function_type(self, ctx: &Context) -> Option<Type> = {
            ctx.op(self.op()).attr(FUNCTION_TYPE_NAME)
                .and_then(|a| ctx.attr(a).type_value())
        };
        /// `getArgAttrsAttr`: the array of argument attribute dictionaries, if any.
        fn get_arg_attrs_attr(self, ctx: &Context) -> Option<Attribute> = {
            ctx.op(self.op()).attr(ARG_ATTRS_NAME)
        };
        /// `getResAttrsAttr`: the array of result attribute dictionaries, if any.
        fn get_res_attrs_attr(self, ctx: &Context) -> Option<Attribute> = {
            ctx.op(self.op()).attr(RES_ATTRS_NAME)
        };
        /// `isExternal`: whether the function is a declaration (its body is empty).
        fn is_external(self, ctx: &Context) -> bool = {
            ctx.op(self.op()).regions()
                .first()
                .is_none_or(|&r| ctx.region(r).blocks().is_empty())
        };
        /// `getArgAttrDict`: the attribute dictionary of argument `index`, if any.
        fn get_arg_attr_dict(self, ctx: &Context, index: u32) -> Option<Attribute> = {
            attr_dict_at(ctx, Self::get_arg_attrs_attr(self, ctx), index)
        };
        /// `getResultAttrDict`: the attribute dictionary of result `index`, if any.
        fn get_result_attr_dict(self, ctx: &Context, index: u32) -> Option<Attribute> = {
            attr_dict_at(ctx, Self::get_res_attrs_attr(self, ctx), index)
        };
        /// `verifyType`: op-specific checks of the function type.
        fn verify_type(self, ctx: &Context) -> Result<(), VerifyError> = {
            Ok(())
        };
        /// `verifyBody`: checks the body; by default that a non-empty body's entry block
        /// takes arguments of exactly the signature's input types.
        fn verify_body(self, ctx: &Context) -> Result<(), VerifyError> = {
            verify_entry_block(ctx, self.op())
        };
    }
}

impl FunctionOpInterface {
    /// The interface verifier: the [`FunctionLike`] trait over `function_type`, so
    /// `has_trait::<FunctionLike>` holds for every function.
    pub const VERIFIER: FunctionLike = FunctionLike(FUNCTION_TYPE_NAME);

    /// The function's input and result types (empty when the type is not a function type).
    pub fn signature(self, ctx: &Context) -> (Vec<Type>, Vec<Type>) {
        self.get_function_type(ctx)
            .and_then(|t| ctx.ty(t).function_parts())
            .map(|(i, r)| (i.to_vec(), r.to_vec()))
            .unwrap_or_default()
    }

    /// `eraseArguments` (upstream's `function_interface_impl::eraseFunctionArguments`): drops
    /// the arguments whose entry in `erase` is true from the argument attribute dictionaries
    /// (the array goes when every dictionary left is empty), the function type and the entry
    /// block, whose erased arguments must be unused.
    pub fn erase_arguments(self, ctx: &mut Context, erase: &[bool]) {
        let (inputs, results) = self.signature(ctx);
        let all = self.get_arg_attrs_attr(ctx);
        set_attr_dicts(ctx, self.op(), ARG_ATTRS_NAME, all, erase);
        let inputs = kept(&inputs, erase);
        let ty = Type::function(ctx, &inputs, &results);
        let _ = self
            .op()
            .set_inherent_attr(ctx, FUNCTION_TYPE_NAME, Attribute::from_type(ctx, ty));
        let entry = ctx
            .op(self.op())
            .regions()
            .first()
            .and_then(|&r| ctx.region(r).blocks().first().copied());
        if let Some(block) = entry {
            for i in (0..ctx.block(block).arguments().len()).rev() {
                if erase.get(i).copied().unwrap_or(false) {
                    block.erase_argument(ctx, i);
                }
            }
        }
    }

    /// `eraseResults` (upstream's `function_interface_impl::eraseFunctionResults`): drops the
    /// results whose entry in `erase` is true from the result attribute dictionaries and the
    /// function type (the returns are the caller's to change).
    pub fn erase_results(self, ctx: &mut Context, erase: &[bool]) {
        let (inputs, results) = self.signature(ctx);
        let all = self.get_res_attrs_attr(ctx);
        set_attr_dicts(ctx, self.op(), RES_ATTRS_NAME, all, erase);
        let results = kept(&results, erase);
        let ty = Type::function(ctx, &inputs, &results);
        let _ = self
            .op()
            .set_inherent_attr(ctx, FUNCTION_TYPE_NAME, Attribute::from_type(ctx, ty));
    }
}

/// The items of `all` whose entry in `erase` is not true.
fn kept<T: Copy>(all: &[T], erase: &[bool]) -> Vec<T> {
    all.iter()
        .enumerate()
        .filter(|(i, _)| !erase.get(*i).copied().unwrap_or(false))
        .map(|(_, &t)| t)
        .collect()
}

/// Upstream's `setAllArgAttrDicts`/`setAllResultAttrDicts` after erasing: the dictionaries
/// of `all` not erased, or no attribute `name` when all of them are empty.
fn set_attr_dicts(ctx: &mut Context, op: OpId, name: &str, all: Option<Attribute>, erase: &[bool]) {
    let Some(dicts) = all.and_then(|a| ctx.attr(a).elements()).map(<[_]>::to_vec) else {
        return;
    };
    let dicts = kept(&dicts, erase);
    let empty = |d: &Attribute| ctx.attr(*d).entries().is_none_or(|e| e.is_empty());
    if dicts.iter().all(empty) {
        let _ = op.remove_inherent_attr(ctx, name);
    } else {
        let array = Attribute::array(ctx, &dicts);
        let _ = op.set_inherent_attr(ctx, name, array);
    }
}

/// Entry `index` of the array of dictionaries `all`, when it is a non-empty dictionary.
fn attr_dict_at(ctx: &Context, all: Option<Attribute>, index: u32) -> Option<Attribute> {
    let d = *ctx.attr(all?).elements()?.get(index as usize)?;
    ctx.attr(d)
        .entries()
        .is_some_and(|e| !e.is_empty())
        .then_some(d)
}

/// The default `verifyBody`: a non-empty body's entry block takes arguments of exactly the
/// signature's input types.
pub fn verify_entry_block(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(inputs) = ctx.op(op).function_signature().map(|(i, _)| i.to_vec()) else {
        return Ok(());
    };
    let Some(&body) = ctx.op(op).regions().first() else {
        return Ok(());
    };
    let Some(&entry) = ctx.region(body).blocks().first() else {
        return Ok(());
    };
    let args = ctx.block(entry).arguments();
    if args.len() != inputs.len() {
        return Err(VerifyError::op(
            ctx,
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&a, &expected)) in args.iter().zip(&inputs).enumerate() {
        let found = ctx.value(a).ty();
        if found != expected {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    crate::asm::printer::type_to_string(ctx, found),
                    crate::asm::printer::type_to_string(ctx, expected)
                ),
            ));
        }
    }
    Ok(())
}

/// The argument or result attribute checks of MLIR's `function_interface_impl::verifyTrait`
/// for the array `all` (`what` is `argument` or `result`), against `count` entries.
pub fn verify_attr_dicts(
    ctx: &Context,
    op: OpId,
    all: Option<Attribute>,
    what: &str,
    count: usize,
) -> Result<(), VerifyError> {
    let Some(all) = all else {
        return Ok(());
    };
    let elems = ctx.attr(all).elements().unwrap_or(&[]);
    if elems.len() != count {
        return Err(VerifyError::op(
            ctx,
            op,
            format!(
                "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}",
                elems.len()
            ),
        ));
    }
    for (index, &e) in elems.iter().enumerate() {
        let Some(entries) = ctx.attr(e).entries() else {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    crate::asm::printer::attribute_to_string(ctx, e)
                ),
            ));
        };
        for &(name, value) in entries {
            let name = name.as_str(ctx);
            let Some((dialect, _)) = name.split_once('.') else {
                return Err(VerifyError::op(
                    ctx,
                    op,
                    format!("{what}s may only have dialect attributes"),
                ));
            };
            // The dialect of the prefix checks its own attributes (region 0, as MLIR's
            // `function_interface_impl::verifyTrait`).
            let hook = ctx.dialect_definition(dialect).and_then(|d| {
                if what == "argument" {
                    d.region_arg_attr_verifier()
                } else {
                    d.region_result_attr_verifier()
                }
            });
            if let Some(f) = hook {
                f(ctx, op, 0, index, name, value)?;
            }
        }
    }
    Ok(())
}

/// A function-like operation (MLIR's `function_interface_impl::verifyTrait`): its signature
/// is the function type in the attribute named `.0` (`function_type`); its `arg_attrs` and
/// `res_attrs`, when present, hold one dictionary of dialect attributes per argument and
/// result; it has one region, and a non-empty body's entry block takes arguments of exactly
/// the signature's input types (or what the op's `FunctionOpInterface` checks with
/// `verifyType` and `verifyBody`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FunctionLike(pub &'static str);
impl Default for FunctionLike {
    fn default() -> Self {
        FunctionLike("function_type")
    }
}
impl OpTrait for FunctionLike {
    fn name(&self) -> &'static str {
        "FunctionOpInterface"
    }
    fn verify_trait(&self, ctx: &Context, op: OpId) -> Result<(), VerifyError> {
        let signature = ctx
            .op(op)
            .attr(self.0)
            .and_then(|a| match ctx.attr(a).kind() {
                crate::attributes::AttrKind::Type(t) => ctx.ty(*t).function_parts(),
                _ => None,
            });
        let Some((inputs, results)) = signature else {
            return Err(VerifyError::op(
                ctx,
                op,
                format!("requires a type attribute '{}'", self.0),
            ));
        };
        let iface = FunctionOpInterface::cast(ctx, op);
        let (arg_attrs, res_attrs) = match iface {
            Some(f) => (f.get_arg_attrs_attr(ctx), f.get_res_attrs_attr(ctx)),
            None => (
                ctx.op(op).attr(ARG_ATTRS_NAME),
                ctx.op(op).attr(RES_ATTRS_NAME),
            ),
        };
        verify_attr_dicts(ctx, op, arg_attrs, "argument", inputs.len())?;
        verify_attr_dicts(ctx, op, res_attrs, "result", results.len())?;
        if ctx.op(op).regions().len() != 1 {
            return Err(VerifyError::op(ctx, op, "expects one region"));
        }
        match iface {
            Some(f) => {
                f.verify_type(ctx)?;
                f.verify_body(ctx)
            }
            None => verify_entry_block(ctx, op),
        }
    }
}

impl<'a> crate::ir::views::OpRef<'a> {
    /// The signature of a [`FunctionLike`] operation: `(inputs, results)`.
    pub fn function_signature(self) -> Option<(&'a [Type], &'a [Type])> {
        let op = self.id;
        let ctx = self.ctx;
        let attr_name = ctx.op(op).get_trait::<FunctionLike>()?.0;
        match ctx.attr(ctx.op(op).attr(attr_name)?).kind() {
            crate::attributes::AttrKind::Type(t) => ctx.ty(*t).function_parts(),
            _ => None,
        }
    }
}
