//! The hand-written parts of `tests/ods/ok/data_layout.td`: the scope op reads its
//! specification from its `dlti.dl_spec` attribute; the blob type is as many bytes as its
//! parameter, aligned by the specification's entries for blobs (`dense<[abi, preferred]>`
//! in bits, the first entry's) or to 1 byte.

use crate::goldens::data_layout_td::dl;
use ods_runtime::Context;
use ods_runtime::attributes::{AttrKind, Scalar};
use ods_runtime::interfaces::data_layout::{
    DataLayout, DataLayoutEntryInterface, DataLayoutSpecInterface, TargetSystemSpecInterface,
    TypeSize, dlti,
};

impl dl::ScopeOpHooks for dl::ScopeOp {
    fn get_data_layout_spec(self, ctx: &Context) -> Option<DataLayoutSpecInterface> {
        let attr = ctx
            .op(self.op())
            .discardable_attr(dlti::DATA_LAYOUT_ATTR_NAME)?;
        DataLayoutSpecInterface::cast(ctx, attr)
    }

    fn get_target_system_spec(self, _: &Context) -> Option<TargetSystemSpecInterface> {
        None
    }
}

/// The `(abi, preferred)` alignments in bytes of the first entry, if it has them.
fn entry_alignments(ctx: &Context, params: &[DataLayoutEntryInterface]) -> Option<(u64, u64)> {
    let value = params.first()?.get_value(ctx);
    let AttrKind::DenseElements { values, .. } = ctx.attr_kind(value) else {
        return None;
    };
    let read = |s: &Scalar| match s {
        Scalar::Int(v) => v.to_u64(),
        _ => None,
    };
    Some((read(values.first()?)? / 8, read(values.last()?)? / 8))
}

impl dl::BlobTypeHooks for dl::BlobType {
    fn get_type_size_in_bits(
        self,
        ctx: &Context,
        _: &DataLayout,
        _: &[DataLayoutEntryInterface],
    ) -> TypeSize {
        TypeSize::fixed(u64::from(*self.bytes(ctx)) * 8)
    }

    fn get_abi_alignment(
        self,
        ctx: &Context,
        _: &DataLayout,
        params: &[DataLayoutEntryInterface],
    ) -> u64 {
        entry_alignments(ctx, params).map_or(1, |(abi, _)| abi)
    }

    fn get_preferred_alignment(
        self,
        ctx: &Context,
        _: &DataLayout,
        params: &[DataLayoutEntryInterface],
    ) -> u64 {
        entry_alignments(ctx, params).map_or(1, |(_, preferred)| preferred)
    }
}
