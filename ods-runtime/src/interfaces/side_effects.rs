//! `mlir/Interfaces/SideEffectInterfaces.td`: memory effects of operations
//! (`MemoryEffectOpInterface`, which ODS's `MemoryEffects<[...]>` trait and the `MemRead`,
//! `MemWrite`, `MemAlloc` and `MemFree` decorators of operands and results implement), the
//! queries built on them (`isMemoryEffectFree`, `wouldOpBeTriviallyDead`), and
//! speculatability (`ConditionallySpeculatable`, `AlwaysSpeculatable`,
//! `RecursivelySpeculatable`).

use super::op_interface;
use crate::Context;
use crate::attributes::Attribute;
use crate::ir::{OpId, Value};
use crate::traits::{
    AlwaysSpeculatable, HasRecursiveMemoryEffects, IsTerminator, NoMemoryEffect,
    RecursivelySpeculatable,
};

/// A kind of memory effect (MLIR's `MemoryEffects::Effect` subclasses).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemoryEffect {
    /// A new resource is allocated (`MemAlloc`).
    Allocate,
    /// A resource is released (`MemFree`).
    Free,
    /// A resource is read (`MemRead`).
    Read,
    /// A resource is written (`MemWrite`).
    Write,
}

/// One effect of an operation: what it does, to which resource, on which value (none for an
/// effect of the operation as a whole), at which stage, and whether it covers the whole
/// resource.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EffectInstance {
    /// The effect.
    pub effect: MemoryEffect,
    /// The resource's name (`DefaultResource`, or a spec's own `Resource<"...">`).
    pub resource: &'static str,
    /// The operand or result the effect is on.
    pub value: Option<Value>,
    /// The symbol the effect is on (a `SymbolRefAttr` argument with an effect, as
    /// upstream's `ml_program.global_load` reads `@global`), when not on a value.
    pub symbol: Option<Attribute>,
    /// When it happens relative to the operation's other effects (lower first).
    pub stage: i64,
    /// The effect covers the whole resource (`FullEffect`), not part of it.
    pub effect_on_full_region: bool,
}

impl EffectInstance {
    /// An effect on the default resource, at stage 0, on part of it.
    pub fn new(effect: MemoryEffect, value: Option<Value>) -> Self {
        EffectInstance {
            effect,
            resource: "DefaultResource",
            value,
            symbol: None,
            stage: 0,
            effect_on_full_region: false,
        }
    }
}

op_interface! {
    /// `MemoryEffectOpInterface`: the memory effects an operation has. ODS's
    /// `MemoryEffects<[...]>` trait and the effect decorators of its operands and results
    /// generate the implementation; `DeclareOpInterfaceMethods<MemoryEffectsOpInterface>`
    /// makes the op write it.
    pub struct MemoryEffectOpInterface, trait MemoryEffectOpInterfaceImpl, model MemoryEffectOpInterfaceModel {
        /// `getEffects`: every effect of the operation, ordered by stage.
        fn get_effects(self, ctx: &Context) -> Vec<EffectInstance>;
    }
}

/// How far an operation may be speculated (MLIR's `Speculation::Speculatability`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Speculatability {
    /// Executing it where it would not have run can have undefined behavior.
    NotSpeculatable,
    /// It may always be executed speculatively.
    Speculatable,
    /// It may be executed speculatively if the operations in its regions may.
    RecursivelySpeculatable,
}

op_interface! {
    /// `ConditionallySpeculatable`: whether an operation may be executed where it would not
    /// have run (hoisted out of a loop, say).
    pub struct ConditionallySpeculatable, trait ConditionallySpeculatableImpl, model ConditionallySpeculatableModel {
        /// `getSpeculatability`.
        fn get_speculatability(self, ctx: &Context) -> Speculatability;
    }
}

impl Context {
    /// The operations directly inside `op`'s regions, in order.
    fn nested_ops(&self, op: OpId) -> impl Iterator<Item = OpId> + '_ {
        self.op(op)
            .regions()
            .iter()
            .flat_map(move |&r| self.region(r).blocks().iter())
            .flat_map(move |&b| self.block(b).ops())
    }
}

impl<'a> crate::ir::views::OpRef<'a> {
    /// The memory effects of the operation, when they are known: the effects its
    /// `MemoryEffectOpInterface` reports, none for a `NoMemoryEffect` operation, and `None`
    /// for an operation that says nothing (it is assumed to have any effect). Operations
    /// with `RecursiveMemoryEffects` report nothing themselves: see
    /// [`OpRef::is_memory_effect_free`](crate::ir::views::OpRef::is_memory_effect_free).
    pub fn memory_effects(self) -> Option<Vec<EffectInstance>> {
        let op = self.id;
        let ctx = self.ctx;
        if let Some(iface) = MemoryEffectOpInterface::cast(ctx, op) {
            return Some(iface.get_effects(ctx));
        }
        ctx.op(op).has_trait::<NoMemoryEffect>().then(Vec::new)
    }

    /// MLIR's `isMemoryEffectFree`: the operation has no memory effect, counting those of the
    /// operations nested in it when it has `RecursiveMemoryEffects`.
    pub fn is_memory_effect_free(self) -> bool {
        let op = self.id;
        let ctx = self.ctx;
        if let Some(effects) = ctx.op(op).memory_effects() {
            if !effects.is_empty() {
                return false;
            }
            if !ctx.op(op).has_trait::<HasRecursiveMemoryEffects>() {
                return true;
            }
        } else if !ctx.op(op).has_trait::<HasRecursiveMemoryEffects>() {
            return false;
        }
        ctx.nested_ops(op)
            .all(|nested| ctx.op(nested).is_memory_effect_free())
    }

    /// MLIR's `wouldOpBeTriviallyDead`: the operation could be erased if its results were unused. It
    /// is no terminator and no symbol, and every effect it (or, with
    /// `RecursiveMemoryEffects`, an operation nested in it) has is a read, or is on one of
    /// that operation's own results which it allocates.
    pub fn would_be_trivially_dead(self) -> bool {
        let op = self.id;
        let ctx = self.ctx;
        if ctx.op(op).might_have_trait::<IsTerminator>()
            || ctx.op(op).has_trait::<crate::interfaces::symbols::Symbol>()
        {
            return false;
        }
        let mut work = vec![op];
        while let Some(cur) = work.pop() {
            match ctx.op(cur).memory_effects() {
                Some(effects) => {
                    // Any effect on a result the operation allocates (a write initializing
                    // it, say) goes with the allocation.
                    let allocated = |v: Value| {
                        ctx.value(v).defining_op() == Some(cur)
                            && effects
                                .iter()
                                .any(|a| a.effect == MemoryEffect::Allocate && a.value == Some(v))
                    };
                    let droppable = effects
                        .iter()
                        .all(|e| e.effect == MemoryEffect::Read || e.value.is_some_and(allocated));
                    if !droppable {
                        return false;
                    }
                    if ctx.op(cur).has_trait::<HasRecursiveMemoryEffects>() {
                        work.extend(ctx.nested_ops(cur));
                    }
                }
                None if ctx.op(cur).has_trait::<HasRecursiveMemoryEffects>() => {
                    work.extend(ctx.nested_ops(cur));
                }
                None => return false,
            }
        }
        true
    }

    /// MLIR's `getSpeculatability`: `AlwaysSpeculatable` and `RecursivelySpeculatable`
    /// operations say so by their trait, others through `ConditionallySpeculatable`;
    /// anything else is not speculatable.
    pub fn speculatability(self) -> Speculatability {
        let op = self.id;
        let ctx = self.ctx;
        if ctx.op(op).has_trait::<AlwaysSpeculatable>() {
            Speculatability::Speculatable
        } else if ctx.op(op).has_trait::<RecursivelySpeculatable>() {
            Speculatability::RecursivelySpeculatable
        } else if let Some(iface) = ConditionallySpeculatable::cast(ctx, op) {
            iface.get_speculatability(ctx)
        } else {
            Speculatability::NotSpeculatable
        }
    }

    /// MLIR's `isSpeculatable`: the operation may run where it would not have; a
    /// `RecursivelySpeculatable` one when every operation directly in its regions is
    /// speculatable too.
    pub fn is_speculatable(self) -> bool {
        let op = self.id;
        let ctx = self.ctx;
        match ctx.op(op).speculatability() {
            Speculatability::Speculatable => true,
            Speculatability::RecursivelySpeculatable => ctx
                .nested_ops(op)
                .all(|nested| ctx.op(nested).is_speculatable()),
            Speculatability::NotSpeculatable => false,
        }
    }

    /// MLIR's `isPure`: speculatable and free of memory effects.
    pub fn is_pure(self) -> bool {
        let op = self.id;
        let ctx = self.ctx;
        ctx.op(op).is_speculatable() && ctx.op(op).is_memory_effect_free()
    }

    /// MLIR's `getEffectsRecursively`: the memory effects of the operation and, through operations
    /// with `RecursiveMemoryEffects`, of the operations nested in it; `None` when one of them
    /// neither reports its effects nor has `RecursiveMemoryEffects` (it may have any effect).
    pub fn effects_recursively(self) -> Option<Vec<EffectInstance>> {
        let op = self.id;
        let ctx = self.ctx;
        let mut effects = Vec::new();
        let mut work = vec![op];
        while let Some(cur) = work.pop() {
            let recursive = ctx.op(cur).has_trait::<HasRecursiveMemoryEffects>();
            if recursive {
                work.extend(ctx.nested_ops(cur));
            }
            match ctx.op(cur).memory_effects() {
                Some(own) => effects.extend(own),
                None if recursive => {}
                None => return None,
            }
        }
        Some(effects)
    }
}
