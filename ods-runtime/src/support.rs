//! Helpers that ods-build's generated ops call: splitting an op's operand or result list
//! into its ODS groups (single, optional, variadic, segment-sized) and building segment
//! size attributes. They live here once instead of in every generated module.

use crate::ir::Value;
use crate::types::Type;
use crate::{Attribute, Context};

/// The (start, length) of group `index` among `total` values.
///
/// `variable[i]` says whether group `i` is variadic or optional. `segments` gives every
/// group's size when the op stores them (`AttrSizedOperandSegments` and friends); otherwise
/// the variable groups share what the fixed ones leave, equally.
pub fn value_range(
    variable: &[bool],
    total: usize,
    index: usize,
    segments: Option<&[i64]>,
) -> (usize, usize) {
    if let Some(sizes) = segments {
        let start: i64 = sizes.iter().take(index).sum();
        let len = sizes.get(index).copied().unwrap_or(0);
        return (start.max(0) as usize, len.max(0) as usize);
    }
    let num_variable = variable.iter().filter(|v| **v).count();
    let fixed = variable.len() - num_variable;
    let variable_size = total
        .saturating_sub(fixed)
        .checked_div(num_variable)
        .unwrap_or(0);
    let size = |i: usize| if variable[i] { variable_size } else { 1 };
    let start = (0..index).map(size).sum();
    (start, size(index))
}

/// Splits `values` into consecutive groups of the given sizes (`VariadicOfVariadic`).
pub fn split_groups(values: &[Value], sizes: &[i32]) -> Vec<Vec<Value>> {
    let mut groups = Vec::with_capacity(sizes.len());
    let mut start = 0usize;
    for &size in sizes {
        let end = (start + size.max(0) as usize).min(values.len());
        groups.push(values[start.min(end)..end].to_vec());
        start = end;
    }
    groups
}

/// A dense `i32` array attribute holding group sizes.
pub fn segment_attr(ctx: &mut Context, sizes: &[i64]) -> Attribute {
    let ty = Type::int(ctx, 32);
    Attribute::dense_i64_array(ctx, ty, sizes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variable_groups_share_the_rest() {
        // (single, variadic, single) over 5 values: the variadic group gets 3.
        let variable = [false, true, false];
        assert_eq!(value_range(&variable, 5, 0, None), (0, 1));
        assert_eq!(value_range(&variable, 5, 1, None), (1, 3));
        assert_eq!(value_range(&variable, 5, 2, None), (4, 1));
    }

    #[test]
    fn segments_give_every_size() {
        let variable = [true, true];
        assert_eq!(value_range(&variable, 5, 1, Some(&[2, 3])), (2, 3));
        assert_eq!(value_range(&variable, 5, 2, Some(&[2, 3])), (5, 0));
    }

    #[test]
    fn segment_attr_is_uniqued() {
        let mut ctx = Context::new();
        let a = segment_attr(&mut ctx, &[1, 2]);
        assert_eq!(a, segment_attr(&mut ctx, &[1, 2]));
        assert_ne!(a, segment_attr(&mut ctx, &[2, 1]));
    }
}
