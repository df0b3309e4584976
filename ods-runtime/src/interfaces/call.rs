//! `mlir/Interfaces/CallInterfaces.td`: `ArgAndResultAttrsOpInterface` (an operation with
//! attribute dictionaries per argument and result, the base of the other two),
//! `CallOpInterface` (an operation calling a callable, by symbol or by value) and
//! `CallableOpInterface` (a region that can be called).

use super::op_interface;
use crate::Context;
use crate::attributes::Attribute;
use crate::builder::OpBuilder;
use crate::ir::{OpId, RegionId, Value};
use crate::types::Type;

/// What a call calls (MLIR's `CallInterfaceCallable`): a symbol reference or an SSA value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Callable {
    /// A symbol reference attribute (`@callee`).
    Symbol(Attribute),
    /// A value holding the callee.
    Value(Value),
}

op_interface! {
    /// `ArgAndResultAttrsOpInterface`: an operation with an array of attribute dictionaries
    /// for its arguments and one for its results (upstream's base of `CallOpInterface` and
    /// `CallableOpInterface`).
    pub struct ArgAndResultAttrsOpInterface, trait ArgAndResultAttrsOpInterfaceImpl, model ArgAndResultAttrsOpInterfaceModel {
        /// `getArgAttrsAttr`: the argument attribute dictionaries, `None` when there are none.
        fn get_arg_attrs_attr(self, ctx: &Context) -> Option<Attribute>;
        /// `getResAttrsAttr`: the result attribute dictionaries, `None` when there are none.
        fn get_res_attrs_attr(self, ctx: &Context) -> Option<Attribute>;
        /// `setArgAttrsAttr`: sets the argument attribute dictionaries.
        fn set_arg_attrs_attr(self, ctx: &mut Context, attrs: Attribute) -> ();
        /// `setResAttrsAttr`: sets the result attribute dictionaries.
        fn set_res_attrs_attr(self, ctx: &mut Context, attrs: Attribute) -> ();
        /// `removeArgAttrsAttr`: removes the argument attribute dictionaries; what it removed.
        fn remove_arg_attrs_attr(self, builder: &mut OpBuilder<'_>) -> Option<Attribute>;
        /// `removeResAttrsAttr`: removes the result attribute dictionaries; what it removed.
        fn remove_res_attrs_attr(self, builder: &mut OpBuilder<'_>) -> Option<Attribute>;
    }
}

op_interface! {
    /// `CallOpInterface`: an operation that calls a callable.
    pub struct CallOpInterface, trait CallOpInterfaceImpl, model CallOpInterfaceModel {
        /// `getCallableForCallee`: the callee, a symbol reference or a value.
        fn get_callable_for_callee(self, ctx: &Context) -> Callable;
        /// `setCalleeFromCallable`: makes the call call `callee`.
        fn set_callee_from_callable(self, ctx: &mut Context, callee: Callable) -> ();
        /// `getArgOperands`: the operands passed to the callee's arguments.
        fn get_arg_operands(self, ctx: &Context) -> Vec<Value>;
        /// `resolveCallable`: the operation the callee's symbol names, looked up from the
        /// nearest symbol table (MLIR's `lookupNearestSymbolFrom`); `None` for a callee
        /// held by a value or a symbol that does not resolve.
        fn resolve_callable(self, ctx: &Context) -> Option<OpId> = {
            match Self::get_callable_for_callee(self, ctx) {
                Callable::Symbol(sym) => ctx.op(self.op()).lookup_nearest_symbol(sym),
                Callable::Value(_) => None,
            }
        };
    }
}

op_interface! {
    /// `CallableOpInterface`: an operation whose region can be called.
    pub struct CallableOpInterface, trait CallableOpInterfaceImpl, model CallableOpInterfaceModel {
        /// `getCallableRegion`: the region a call runs, `None` for a declaration.
        fn get_callable_region(self, ctx: &Context) -> Option<RegionId>;
        /// `getArgumentTypes`: the types of the callable's arguments.
        fn get_argument_types(self, ctx: &Context) -> Vec<Type>;
        /// `getResultTypes`: the types of its results.
        fn get_result_types(self, ctx: &Context) -> Vec<Type>;
    }
}
