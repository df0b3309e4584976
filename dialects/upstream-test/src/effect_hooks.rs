//! The hand-written parts of `test.side_effect_op`, after upstream's `TestOpDefs.cpp`
//! (LLVM 22): its memory effects, read from its `effects` attribute, and its
//! `TestEffectOpInterface` effects.

use ods_runtime::interfaces::side_effects::{EffectInstance, MemoryEffect};
use ods_runtime::{Attribute, Context};

use crate::test as t;

/// Upstream's `TestResource`, by its name.
const TEST_RESOURCE: &str = "<Test>";

impl t::SideEffectOpHooks for t::SideEffectOp {
    /// One effect per dictionary of the `effects` array: its `effect` (`allocate`, `free`,
    /// `read`, `write`), on `TestResource` with a `test_resource` entry (else the default
    /// resource), on the result with an `on_result` entry, or on the symbol `on_reference`
    /// names. Upstream casts each element and asserts on the kind; an element that is not
    /// such a dictionary, or names another effect, is skipped here.
    fn memory_effect_op_interface_get_effects(self, ctx: &Context) -> Vec<EffectInstance> {
        let Some(elements) = ctx
            .op(self.op())
            .attr("effects")
            .and_then(|a| ctx.attr(a).elements())
        else {
            return Vec::new();
        };
        elements
            .iter()
            .filter_map(|&element| effect_instance(ctx, self, element))
            .collect()
    }

    /// Upstream reports a `TestEffects::Concrete` effect parameterized by the
    /// `effect_parameter` affine map, when there is one; the runtime's effect instances
    /// are memory effects only, so none is reported. Nothing ods-opt runs asks for this
    /// interface (upstream's `-test-side-effects` pass is not ported).
    fn test_effect_op_interface_get_effects(self, _ctx: &Context) -> Vec<EffectInstance> {
        Vec::new()
    }
}

/// The effect one element of `test.side_effect_op`'s `effects` array describes.
fn effect_instance(
    ctx: &Context,
    op: t::SideEffectOp,
    element: Attribute,
) -> Option<EffectInstance> {
    let name = ctx.attr(ctx.attr(element).get("effect")?).string_value()?;
    let effect = match name.as_str() {
        "allocate" => MemoryEffect::Allocate,
        "free" => MemoryEffect::Free,
        "read" => MemoryEffect::Read,
        "write" => MemoryEffect::Write,
        _ => return None,
    };
    let mut instance = EffectInstance::new(effect, None);
    if ctx.attr(element).get("test_resource").is_some() {
        instance.resource = TEST_RESOURCE;
    }
    if ctx.attr(element).get("on_result").is_some() {
        instance.value = Some(op.result(ctx));
    } else if let Some(reference) = ctx.attr(element).get("on_reference") {
        ctx.attr(reference).symbol_ref_parts()?;
        instance.symbol = Some(reference);
    }
    Some(instance)
}
