//! The hooks of `tests/ods/ok/dialect_lifecycle.td`'s `life` dialect: it allows unknown
//! operations, gives unregistered `life.effect_free_*` operations the memory-effects
//! interface (with no effects), and counts the contexts that registered it and were
//! dropped.

use std::any::{Any, TypeId};
use std::sync::atomic::{AtomicUsize, Ordering};

use ods_runtime::Context;
use ods_runtime::interfaces::side_effects::{
    EffectInstance, MemoryEffectOpInterfaceImpl, MemoryEffectOpInterfaceModel,
};
use ods_runtime::ir::{OpId, OpView};
use ods_runtime::registry::{InterfaceModel, OperationName};

use crate::goldens::dialect_lifecycle_td::life as l;

/// How many contexts that registered the `life` dialect were dropped.
pub static DESTROYED: AtomicUsize = AtomicUsize::new(0);

/// An unregistered `life.effect_free_*` operation, seen through the fallback interface.
#[derive(Clone, Copy)]
struct EffectFree(OpId);

impl OpView for EffectFree {
    const NAME: &'static str = "life.effect_free";
    fn from_op_unchecked(op: OpId) -> Self {
        EffectFree(op)
    }
    fn op(self) -> OpId {
        self.0
    }
}

impl MemoryEffectOpInterfaceImpl for EffectFree {
    fn get_effects(self, _: &Context) -> Vec<EffectInstance> {
        Vec::new()
    }
}

impl l::DialectHooks for l::Dialect {
    fn initialize(ctx: &mut Context) {
        ctx.set_allow_unknown_operations(l::DIALECT_NAME, true);
    }

    fn interface_fallback(
        ctx: &Context,
        name: OperationName,
        interface: TypeId,
    ) -> Option<&'static dyn Any> {
        type Model = &'static dyn MemoryEffectOpInterfaceModel;
        const MODEL: Model = &InterfaceModel::<EffectFree>::NEW;
        let model: &'static Model = &MODEL;
        let effect_free = ctx.op_name(name).as_str().starts_with("life.effect_free_");
        (effect_free && interface == TypeId::of::<Model>()).then_some(model as &'static dyn Any)
    }

    fn destroy(_: &mut Context) {
        DESTROYED.fetch_add(1, Ordering::SeqCst);
    }
}
