//! Default attribute conversions for op properties of any storage type.
//!
//! MLIR lets a spec declare a property of any C++ type (`Property<"MyType">`). ods-build's
//! `Property` class converts such a property to and from an attribute (for the generic op
//! form and `properties_from_attribute`) through [`PropertyValue`], implemented here for the
//! common Rust types: integers, floats, `bool`, `String`, `Vec<T>`, `Option<T>`, pairs and
//! triples, [`Type`], [`Attribute`] and [`ApInt`]. A property of another type needs an
//! `impl PropertyValue for MyType` in the dialect crate (the compiler names the type when it
//! is missing), or its own `convertToAttribute` and `convertFromAttribute` in the spec.

use crate::attributes::{ApInt, AttrKind};
use crate::types::TypeKind;
use crate::{Attribute, Context, Type};

/// A property value that converts to and from an attribute.
pub trait PropertyValue: Clone {
    /// The value as an attribute.
    fn to_attribute(&self, ctx: &mut Context) -> Attribute;
    /// The value an attribute holds, or `None` when it holds no value of this type.
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self>;
}

/// The value of an integer attribute, with the width of its type (64 for `index`).
fn integer(ctx: &Context, attr: Attribute) -> Option<(i64, u32)> {
    match ctx.attr(attr).kind() {
        AttrKind::Integer { ty, value } => {
            let width = match ctx.ty(*ty).kind() {
                TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            Some((value.to_i64()?, width))
        }
        _ => None,
    }
}

macro_rules! signed_property {
    ($($t:ty => $width:expr),* $(,)?) => {$(
        impl PropertyValue for $t {
            fn to_attribute(&self, ctx: &mut Context) -> Attribute {
                let ty = Type::int(ctx, $width);
                Attribute::integer(ctx, ty, *self as i64)
            }
            fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
                let (v, _) = integer(ctx, attr)?;
                <$t>::try_from(v).ok()
            }
        }
    )*};
}

macro_rules! unsigned_property {
    ($($t:ty => $width:expr),* $(,)?) => {$(
        impl PropertyValue for $t {
            fn to_attribute(&self, ctx: &mut Context) -> Attribute {
                // Stored as the signless integer of the same width and bits.
                let ty = Type::int(ctx, $width);
                Attribute::integer(ctx, ty, *self as i64)
            }
            fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
                let (v, width) = integer(ctx, attr)?;
                if width == $width {
                    Some(v as $t)
                } else {
                    <$t>::try_from(v).ok()
                }
            }
        }
    )*};
}

signed_property!(i8 => 8, i16 => 16, i32 => 32, i64 => 64, isize => 64);
unsigned_property!(u8 => 8, u16 => 16, u32 => 32, u64 => 64, usize => 64);

impl PropertyValue for bool {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        Attribute::bool(ctx, *self)
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        integer(ctx, attr).map(|(v, _)| v != 0)
    }
}

impl PropertyValue for f64 {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        let ty = Type::f64(ctx);
        Attribute::float(ctx, ty, *self)
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        ctx.attr(attr).float_value()
    }
}

impl PropertyValue for f32 {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        let ty = Type::f32(ctx);
        Attribute::float(ctx, ty, f64::from(*self))
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        ctx.attr(attr).float_value().map(|v| v as f32)
    }
}

impl PropertyValue for String {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        Attribute::string(ctx, self)
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        ctx.attr(attr).string_value()
    }
}

impl PropertyValue for Attribute {
    fn to_attribute(&self, _ctx: &mut Context) -> Attribute {
        *self
    }
    fn from_attribute(_ctx: &Context, attr: Attribute) -> Option<Self> {
        Some(attr)
    }
}

impl PropertyValue for Type {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        Attribute::from_type(ctx, *self)
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        ctx.attr(attr).type_value()
    }
}

impl PropertyValue for ApInt {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        let ty = Type::int(ctx, self.width());
        Attribute::integer_ap(ctx, ty, self.clone())
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        match ctx.attr(attr).kind() {
            AttrKind::Integer { value, .. } => Some(value.clone()),
            _ => None,
        }
    }
}

impl<T: PropertyValue> PropertyValue for Vec<T> {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        let elems: Vec<Attribute> = self.iter().map(|v| v.to_attribute(ctx)).collect();
        Attribute::array(ctx, &elems)
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        ctx.attr(attr)
            .elements()?
            .iter()
            .map(|a| T::from_attribute(ctx, *a))
            .collect()
    }
}

/// `None` is the unit attribute.
impl<T: PropertyValue> PropertyValue for Option<T> {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        match self {
            Some(v) => v.to_attribute(ctx),
            None => Attribute::unit(ctx),
        }
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        if ctx.attr(attr).is_unit() {
            Some(None)
        } else {
            T::from_attribute(ctx, attr).map(Some)
        }
    }
}

/// A pair is an array of two attributes.
impl<A: PropertyValue, B: PropertyValue> PropertyValue for (A, B) {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        let elems = [self.0.to_attribute(ctx), self.1.to_attribute(ctx)];
        Attribute::array(ctx, &elems)
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        match ctx.attr(attr).elements()? {
            [a, b] => Some((A::from_attribute(ctx, *a)?, B::from_attribute(ctx, *b)?)),
            _ => None,
        }
    }
}

/// A triple is an array of three attributes.
impl<A: PropertyValue, B: PropertyValue, C: PropertyValue> PropertyValue for (A, B, C) {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        let elems = [
            self.0.to_attribute(ctx),
            self.1.to_attribute(ctx),
            self.2.to_attribute(ctx),
        ];
        Attribute::array(ctx, &elems)
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        match ctx.attr(attr).elements()? {
            [a, b, c] => Some((
                A::from_attribute(ctx, *a)?,
                B::from_attribute(ctx, *b)?,
                C::from_attribute(ctx, *c)?,
            )),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip<T: PropertyValue + PartialEq + std::fmt::Debug>(ctx: &mut Context, v: T) {
        let a = v.to_attribute(ctx);
        assert_eq!(T::from_attribute(ctx, a), Some(v));
    }

    #[test]
    fn common_types_round_trip() {
        let mut ctx = Context::new();
        round_trip(&mut ctx, -5i8);
        round_trip(&mut ctx, 70_000i32);
        round_trip(&mut ctx, i64::MIN);
        round_trip(&mut ctx, u32::MAX);
        round_trip(&mut ctx, u64::MAX);
        round_trip(&mut ctx, 7usize);
        round_trip(&mut ctx, true);
        round_trip(&mut ctx, 1.5f64);
        round_trip(&mut ctx, 0.25f32);
        round_trip(&mut ctx, String::from("hi"));
        round_trip(&mut ctx, vec![1i64, 2, 3]);
        round_trip(&mut ctx, Some(4u16));
        round_trip(&mut ctx, None::<u16>);
        round_trip(&mut ctx, (1i32, String::from("x")));
        round_trip(&mut ctx, (1i32, false, vec![String::new()]));
        let ty = Type::int(&ctx, 7);
        round_trip(&mut ctx, ty);
        let attr = Attribute::string(&ctx, "a");
        round_trip(&mut ctx, attr);
        round_trip(&mut ctx, ApInt::from_i128(100, -3));
    }

    #[test]
    fn wrong_attributes_read_as_none() {
        let mut ctx = Context::new();
        let s = Attribute::string(&ctx, "x");
        assert_eq!(i32::from_attribute(&ctx, s), None);
        let big = 300i64.to_attribute(&mut ctx);
        assert_eq!(u8::from_attribute(&ctx, big), None);
        assert_eq!(Vec::<i32>::from_attribute(&ctx, s), None);
    }
}
