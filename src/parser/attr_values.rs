//! Building number attributes and dense arrays from literals checked
//! against their types.

use super::literals::fit_integer;
use crate::ir::float::parse_float_literal_mlir;
use crate::ir::{Attr, AttrKind, Context, IntOrFloat, IntValue, Signedness, Type, TypeKind};
use crate::lexer::Kind;

/// `42`, `-1 : i8`, `0x1F : i32`, `1.5 : f32`, `0x7FC00000 : f32`.
pub fn number_attr(
    ctx: &mut Context,
    negative: bool,
    kind: Kind,
    text: &str,
    ty: Option<Type>,
) -> Result<Attr, String> {
    let ty = match ty {
        Some(t) => t,
        None if kind == Kind::Float => ctx.ty(TypeKind::Float(crate::ir::FloatKind::F64)),
        None => ctx.ty(TypeKind::Integer { width: 64, signedness: Signedness::Signless }),
    };
    match ctx.type_kind(ty).clone() {
        TypeKind::Integer { width, signedness } => {
            if kind == Kind::Float {
                return Err("floating point value not valid for specified type".into());
            }
            let value = fit_integer(negative, text, width, signedness)?;
            // MLIR's BoolAttr is the i1 IntegerAttr: `1 : i1` is `true`.
            if width == 1 && signedness == Signedness::Signless {
                return Ok(ctx.attr(AttrKind::Bool(value != IntValue::Small(0))));
            }
            Ok(ctx.attr(AttrKind::Integer { value, ty }))
        }
        TypeKind::Index => {
            if kind == Kind::Float {
                return Err("floating point value not valid for specified type".into());
            }
            let value = fit_integer(negative, text, 64, Signedness::Signless)?;
            Ok(ctx.attr(AttrKind::Integer { value, ty }))
        }
        TypeKind::Float(k) => {
            if kind == Kind::Int {
                return Err("unexpected decimal integer literal for a floating point value".into());
            }
            let bits = if kind == Kind::Hex {
                if negative {
                    return Err("hexadecimal float literal should not have a leading minus".into());
                }
                let v = u128::from_str_radix(&text[2..], 16).map_err(|_| "hexadecimal float constant out of range")?;
                if k.bit_width() < 128 && v >> k.bit_width() != 0 {
                    return Err("hexadecimal float constant out of range for type".into());
                }
                v
            } else {
                let b = parse_float_literal_mlir(text, k).ok_or("invalid floating point literal")?;
                if negative {
                    b ^ (1u128 << (k.bit_width() - 1))
                } else {
                    b
                }
            };
            Ok(ctx.attr(AttrKind::Float { bits, ty }))
        }
        _ => Err("integer literal not valid for specified type".into()),
    }
}

/// `array<i32: 1, 2>`, `array<f32: 1.0>`, `array<i1: true>`.
pub fn dense_array(ctx: &mut Context, elem: Type, vals: &[(bool, &str)]) -> Result<Attr, String> {
    let kind = ctx.type_kind(elem).clone();
    let mut out = Vec::with_capacity(vals.len());
    for &(negative, text) in vals {
        let v = match &kind {
            TypeKind::Integer { width, signedness } => {
                let value = match text {
                    "true" if *width == 1 => IntValue::Small(-1),
                    "false" if *width == 1 => IntValue::Small(0),
                    _ if text.contains('.') => return Err("expected integer value".into()),
                    _ => fit_integer(negative, text, *width, *signedness)?,
                };
                match value {
                    IntValue::Small(v) => IntOrFloat::Int(v),
                    IntValue::Big(_) => return Err("integer too wide for a dense array".into()),
                }
            }
            TypeKind::Float(k) => {
                let b = if let Some(h) = text.strip_prefix("0x") {
                    u128::from_str_radix(h, 16).map_err(|_| "invalid hex float")?
                } else {
                    parse_float_literal_mlir(text, *k).ok_or("expected float value")?
                };
                IntOrFloat::Float(if negative { b ^ (1u128 << (k.bit_width() - 1)) } else { b })
            }
            _ => return Err("expected integer or float type for dense array".into()),
        };
        out.push(v);
    }
    Ok(ctx.attr(AttrKind::DenseArray { elem, values: out.into() }))
}
