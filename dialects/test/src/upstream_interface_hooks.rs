//! The hand-written parts of the specs using upstream interfaces that blocked upstream's
//! dialects: `tests/ods/ok/tensor_encoding.td` (a block encoding checking the tensors
//! using it), `vector_transfer.td` (a transfer read answering from its accessors),
//! `shaped_type.td` (a dialect shaped type) and `infer_shaped.td` (ops inferring the
//! components of their tensor results).

mod tensor_encoding {
    use crate::goldens::tensor_encoding_td::enc;
    use ods_runtime::{Context, Type};

    impl enc::BlockAttrHooks for enc::BlockAttr {
        /// The innermost dimension is a multiple of the block size (or dynamic); the
        /// elements are integers or floats.
        fn verify_encoding(
            self,
            ctx: &Context,
            shape: &[i64],
            element_type: Type,
        ) -> Result<(), String> {
            let size = *self.size(ctx);
            if size <= 0 {
                return Err(format!("block size must be positive, got {size}"));
            }
            match shape.last() {
                None => return Err("a blocked tensor has at least one dimension".into()),
                Some(&d) if d != ods_runtime::types::DYNAMIC && d % size != 0 => {
                    return Err(format!(
                        "innermost dimension {d} is not a multiple of the block size {size}"
                    ));
                }
                Some(_) => {}
            }
            if !ctx.ty(element_type).is_integer() && !ctx.ty(element_type).is_float() {
                return Err("blocked elements must be integers or floats".into());
            }
            Ok(())
        }
    }
}

mod vector_transfer {
    use crate::goldens::vector_transfer_td::vt;
    use ods_runtime::attributes::{AffineMap, AttrKind};
    use ods_runtime::ir::Value;
    use ods_runtime::{Attribute, Context, Type};

    impl vt::TransferReadOpHooks for vt::TransferReadOp {
        fn get_in_bounds_attr_name(self, _: &Context) -> String {
            vt::TransferReadOp::in_bounds_attr_name().to_string()
        }

        fn get_permutation_map_attr_name(self, _: &Context) -> String {
            vt::TransferReadOp::permutation_map_attr_name().to_string()
        }

        /// The flags as stored; none (an empty array) on an op the verifier refuses.
        fn get_in_bounds(self, ctx: &Context) -> Attribute {
            self.in_bounds_attr(ctx)
                .unwrap_or_else(|| Attribute::array(ctx, &[]))
        }

        fn get_base(self, ctx: &Context) -> Value {
            self.base(ctx)
        }

        fn get_vector(self, ctx: &Context) -> Value {
            self.vector(ctx)
        }

        fn get_vector_type(self, ctx: &Context) -> Type {
            ctx.value(self.vector(ctx)).ty()
        }

        fn get_indices(self, ctx: &Context) -> Vec<Value> {
            self.indices(ctx).to_vec()
        }

        /// The map of the `permutation_map` attribute; an empty map on an op the verifier
        /// refuses.
        fn get_permutation_map(self, ctx: &Context) -> AffineMap {
            match ctx.attr(self.permutation_map(ctx)).kind() {
                AttrKind::AffineMap(map) => map.clone(),
                _ => AffineMap {
                    num_dims: 0,
                    num_symbols: 0,
                    results: Vec::new(),
                },
            }
        }

        fn get_mask(self, ctx: &Context) -> Option<Value> {
            self.mask(ctx)
        }
    }
}

mod shaped_type {
    use crate::goldens::shaped_type_td::sh;
    use ods_runtime::{Context, Type};

    impl sh::TileTypeHooks for sh::TileType {
        fn clone_with(self, ctx: &Context, shape: Option<&[i64]>, element_type: Type) -> Type {
            let (dims, ranked) = match shape {
                Some(dims) => (dims.to_vec(), true),
                None => (self.shape(ctx).clone(), *self.ranked(ctx)),
            };
            sh::TileType::get(ctx, dims, element_type, ranked).into()
        }

        fn get_element_type(self, ctx: &Context) -> Type {
            *self.element_type(ctx)
        }

        fn has_rank(self, ctx: &Context) -> bool {
            *self.ranked(ctx)
        }

        fn get_shape(self, ctx: &Context) -> Vec<i64> {
            if *self.ranked(ctx) {
                self.shape(ctx).clone()
            } else {
                Vec::new()
            }
        }
    }
}

mod infer_shaped {
    use crate::goldens::infer_shaped_td::is;
    use ods_runtime::builder::OpBuilder;
    use ods_runtime::interfaces::infer_type::{ShapedTypeComponents, infer_return_tensor_types};
    use ods_runtime::ir::{RegionId, Value};
    use ods_runtime::{Context, Location, Type};

    /// The components of a transpose of `input`: its dimensions reversed, its element type.
    fn transposed(ctx: &Context, input: Value) -> Option<ShapedTypeComponents> {
        let mut c = ShapedTypeComponents::of_type(ctx, ctx.value(input).ty())?;
        if let Some(dims) = &mut c.dims {
            dims.reverse();
        }
        c.attribute = None;
        Some(c)
    }

    impl is::TransposeOpHooks for is::TransposeOp {
        /// Upstream's `InferTensorType` definition: the tensor types of the components.
        fn infer_return_types(
            ctx: &Context,
            loc: Location,
            operands: &[Value],
            regions: &[RegionId],
        ) -> Option<Vec<Type>> {
            let components =
                <is::TransposeOp as is::TransposeOpHooks>::infer_return_type_components(
                    ctx, loc, operands, regions,
                )?;
            infer_return_tensor_types(ctx, &components)
        }

        fn infer_return_type_components(
            ctx: &Context,
            _: Location,
            operands: &[Value],
            _: &[RegionId],
        ) -> Option<Vec<ShapedTypeComponents>> {
            Some(vec![transposed(ctx, *operands.first()?)?])
        }
    }

    impl is::ShapeOfOpHooks for is::ShapeOfOp {
        /// One dimension, the rank of the input, of `index`.
        fn infer_return_type_components(
            ctx: &Context,
            _: Location,
            operands: &[Value],
            _: &[RegionId],
        ) -> Option<Vec<ShapedTypeComponents>> {
            let rank = ctx.ty(ctx.value(*operands.first()?).ty()).rank()?;
            let rank = i64::try_from(rank).ok()?;
            Some(vec![ShapedTypeComponents::ranked(
                vec![rank],
                Type::index(ctx),
            )])
        }

        /// The shape of the result is the shape of `shape_of(input)`: built as
        /// `shape_of(shape_of(operands[0]))`.
        fn reify_return_type_shapes(
            self,
            b: &mut OpBuilder<'_>,
            operands: &[Value],
        ) -> Option<Vec<Value>> {
            let input = *operands.first()?;
            let loc = b.ctx().op(self.op()).loc();
            let shape_ty = {
                let ctx = b.ctx();
                let rank = i64::try_from(ctx.ty(ctx.value(input).ty()).rank()?).ok()?;
                let index = Type::index(ctx);
                Type::ranked_tensor(ctx, &[rank], index)
            };
            let shape = is::ShapeOfOp::create(b, loc, shape_ty, input);
            let shape = shape.shape(b.ctx());
            let outer_ty = {
                let ctx = b.ctx();
                let index = Type::index(ctx);
                Type::ranked_tensor(ctx, &[1], index)
            };
            let outer = is::ShapeOfOp::create(b, loc, outer_ty, shape);
            Some(vec![outer.shape(b.ctx())])
        }
    }
}
