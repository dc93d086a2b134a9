//! IEEE arithmetic on the raw bits of `f16`, `bf16`, `f32` and `f64`
//! constants, as LLVM's `APFloat` does it for the arith folds: every result
//! rounded to nearest, ties to even; NaN operands propagate (quieted, the
//! left one first) and invalid operations give the default quiet NaN.
//!
//! Binary operations compute in `f64` and round once to the format: `f64`
//! holds at least twice the precision of the narrower formats plus two
//! bits, so the double rounding cannot change a sum, difference, product
//! or quotient. Other formats (f80, f128, the f8 variants) are not folded.

use crate::ir::FloatKind;

/// A format's layout: stored mantissa bits, exponent bits.
#[derive(Clone, Copy)]
struct Layout {
    mant: u32,
    exp: u32,
}

fn layout(kind: FloatKind) -> Option<Layout> {
    Some(match kind {
        FloatKind::F16 => Layout { mant: 10, exp: 5 },
        FloatKind::BF16 => Layout { mant: 7, exp: 8 },
        FloatKind::F32 => Layout { mant: 23, exp: 8 },
        FloatKind::F64 => Layout { mant: 52, exp: 11 },
        _ => return None,
    })
}

/// Whether the folds handle `kind`.
pub fn supported(kind: FloatKind) -> bool {
    layout(kind).is_some()
}

/// A decoded value: `mag * 2^exp` with a sign, or a special.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Val {
    Finite { neg: bool, mag: u128, exp: i32 },
    Inf(bool),
    /// Sign and the stored mantissa (quiet bit included).
    Nan(bool, u128),
}

pub fn decode(bits: u128, kind: FloatKind) -> Option<Val> {
    let l = layout(kind)?;
    let neg = (bits >> (l.mant + l.exp)) & 1 == 1;
    let e = ((bits >> l.mant) & ((1 << l.exp) - 1)) as i32;
    let m = bits & ((1u128 << l.mant) - 1);
    let bias = (1i32 << (l.exp - 1)) - 1;
    Some(if e == (1 << l.exp) - 1 {
        if m == 0 {
            Val::Inf(neg)
        } else {
            Val::Nan(neg, m)
        }
    } else if e == 0 {
        Val::Finite { neg, mag: m, exp: 1 - bias - l.mant as i32 }
    } else {
        Val::Finite { neg, mag: m | (1 << l.mant), exp: e - bias - l.mant as i32 }
    })
}

/// Rounds `val` to `kind` (nearest, ties to even); the flag says whether
/// the result is exact (a NaN whose payload survives counts as exact).
pub fn encode(val: Val, kind: FloatKind) -> Option<(u128, bool)> {
    let l = layout(kind)?;
    let sign = |neg: bool| (neg as u128) << (l.mant + l.exp);
    let exp_ones = ((1u128 << l.exp) - 1) << l.mant;
    let (neg, mut mag, mut exp) = match val {
        Val::Inf(neg) => return Some((sign(neg) | exp_ones, true)),
        Val::Nan(neg, payload) => return Some((sign(neg) | exp_ones | payload.max(1 << (l.mant - 1)), true)),
        Val::Finite { neg, mag, exp } => (neg, mag, exp),
    };
    if mag == 0 {
        return Some((sign(neg), true));
    }
    let bias = (1i32 << (l.exp - 1)) - 1;
    let min_exp = 1 - bias - l.mant as i32;
    // Normalise to mant+1 significant bits, keeping the dropped bits.
    let width = 128 - mag.leading_zeros() as i32;
    let mut shift = width - (l.mant as i32 + 1);
    if exp + shift < min_exp {
        shift = min_exp - exp;
    }
    let mut exact = true;
    if shift > 0 {
        let s = shift as u32;
        let dropped = if s >= 128 { mag } else { mag & ((1u128 << s) - 1) };
        let kept = if s >= 128 { 0 } else { mag >> s };
        let half = if s > 128 { 0 } else { 1u128 << (s - 1) };
        exact = dropped == 0;
        let round_up = dropped > half || (dropped == half && kept & 1 == 1);
        mag = kept + round_up as u128;
        exp += shift;
        if mag >> (l.mant + 1) != 0 {
            mag >>= 1;
            exp += 1;
        }
    } else if shift < 0 {
        mag <<= (-shift) as u32;
        exp += shift;
    }
    let max_biased = (1i32 << l.exp) - 2;
    let biased = if mag >> l.mant == 0 { 0 } else { exp - min_exp + 1 };
    if biased > max_biased {
        return Some((sign(neg) | exp_ones, false));
    }
    let bits = sign(neg) | ((biased as u128) << l.mant) | (mag & ((1u128 << l.mant) - 1));
    Some((bits, exact))
}

/// The value as an `f64` (exact for the formats handled).
fn to_f64(v: Val) -> f64 {
    match v {
        Val::Inf(neg) => {
            if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        Val::Nan(..) => f64::NAN,
        Val::Finite { neg, mag, exp } => {
            let x = mag as f64 * 2f64.powi(exp);
            if neg {
                -x
            } else {
                x
            }
        }
    }
}

fn from_f64(x: f64) -> Val {
    let bits = x.to_bits() as u128;
    decode(bits, FloatKind::F64).unwrap_or(Val::Inf(false))
}

/// The default quiet NaN of a format (`APFloat::makeNaN`).
fn default_nan(kind: FloatKind) -> Option<u128> {
    let l = layout(kind)?;
    Some((((1u128 << l.exp) - 1) << l.mant) | (1 << (l.mant - 1)))
}

/// A NaN operand made quiet.
fn quiet(bits: u128, kind: FloatKind) -> Option<u128> {
    let l = layout(kind)?;
    Some(bits | (1 << (l.mant - 1)))
}

/// The binary operations folded.
#[derive(Clone, Copy)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// `a op b` in `kind`, rounded to nearest even.
pub fn binary(op: BinOp, a: u128, b: u128, kind: FloatKind) -> Option<u128> {
    let (va, vb) = (decode(a, kind)?, decode(b, kind)?);
    if matches!(va, Val::Nan(..)) {
        return quiet(a, kind);
    }
    if matches!(vb, Val::Nan(..)) {
        return quiet(b, kind);
    }
    let (x, y) = (to_f64(va), to_f64(vb));
    let r = match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div => x / y,
        BinOp::Rem => x % y,
    };
    if r.is_nan() {
        return default_nan(kind);
    }
    Some(encode(from_f64(r), kind)?.0)
}

/// `-a`: the sign bit flipped.
pub fn negate(a: u128, kind: FloatKind) -> Option<u128> {
    let l = layout(kind)?;
    Some(a ^ (1 << (l.mant + l.exp)))
}

pub fn is_nan(a: u128, kind: FloatKind) -> bool {
    matches!(decode(a, kind), Some(Val::Nan(..)))
}

/// IEEE comparison: `None` when unordered.
pub fn compare(a: u128, b: u128, kind: FloatKind) -> Option<std::cmp::Ordering> {
    let (x, y) = (to_f64(decode(a, kind)?), to_f64(decode(b, kind)?));
    x.partial_cmp(&y)
}

fn is_zero(a: u128, kind: FloatKind) -> bool {
    matches!(decode(a, kind), Some(Val::Finite { mag: 0, .. }))
}

fn is_negative(a: u128, kind: FloatKind) -> bool {
    layout(kind).is_some_and(|l| (a >> (l.mant + l.exp)) & 1 == 1)
}

/// `llvm::maximum` / `llvm::minimum` (NaN wins) and `llvm::maxnum` /
/// `llvm::minnum` (the number wins over a NaN); -0 < +0 for both.
pub fn min_max(a: u128, b: u128, kind: FloatKind, max: bool, nan_wins: bool) -> Option<u128> {
    let (an, bn) = (is_nan(a, kind), is_nan(b, kind));
    if nan_wins {
        if an {
            return Some(a);
        }
        if bn {
            return Some(b);
        }
    } else {
        if an {
            return Some(b);
        }
        if bn {
            return Some(a);
        }
    }
    if is_zero(a, kind) && is_zero(b, kind) && is_negative(a, kind) != is_negative(b, kind) {
        let a_wins = is_negative(a, kind) != max;
        return Some(if a_wins { a } else { b });
    }
    let less = compare(a, b, kind) == Some(std::cmp::Ordering::Less);
    Some(if max == less { b } else { a })
}

/// `APFloat::convertFromAPInt` (nearest even) of a value already read as
/// signed or unsigned.
pub fn from_int(v: i128, unsigned_mag: Option<u128>, kind: FloatKind) -> Option<u128> {
    let (neg, mag) = match unsigned_mag {
        Some(m) => (false, m),
        None => (v < 0, v.unsigned_abs()),
    };
    Some(encode(Val::Finite { neg, mag, exp: 0 }, kind)?.0)
}

/// `APFloat::convertToInteger` toward zero into `width` bits: `None` when
/// invalid (NaN, infinite, out of range).
pub fn to_int(a: u128, kind: FloatKind, width: u32, signed: bool) -> Option<i128> {
    let Val::Finite { neg, mag, exp } = decode(a, kind)? else { return None };
    if width == 0 || width > 64 {
        return None;
    }
    let int_mag: u128 = if exp >= 0 {
        if exp > 70 || (mag != 0 && 128 - mag.leading_zeros() as i32 + exp > 100) {
            return None;
        }
        mag << exp
    } else if -exp >= 128 {
        0
    } else {
        mag >> (-exp)
    };
    let v = if neg { -(int_mag as i128) } else { int_mag as i128 };
    let (lo, hi) = if signed { (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1) } else { (0, (1i128 << width) - 1) };
    // A negative value truncating to zero is fine for unsigned targets.
    if v < lo || v > hi {
        return None;
    }
    Some(v)
}

/// `APFloat::convert` between formats: the bits and whether it was exact
/// (`None` when a format is not handled). Signalling NaNs are inexact.
pub fn convert(a: u128, from: FloatKind, to: FloatKind) -> Option<(u128, bool)> {
    let (lf, lt) = (layout(from)?, layout(to)?);
    match decode(a, from)? {
        Val::Nan(neg, payload) => {
            let signalling = payload >> (lf.mant - 1) == 0;
            let moved = if lt.mant >= lf.mant {
                Some(payload << (lt.mant - lf.mant))
            } else {
                let drop = lf.mant - lt.mant;
                (payload & ((1 << drop) - 1) == 0).then(|| payload >> drop)
            };
            let exact = !signalling && moved.is_some();
            let payload = moved.unwrap_or(payload >> lf.mant.saturating_sub(lt.mant));
            encode(Val::Nan(neg, payload), to).map(|(b, _)| (b, exact))
        }
        v => encode(v, to),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_like_ieee() {
        let f = |x: f32| x.to_bits() as u128;
        let sum = binary(BinOp::Add, f(0.1), f(0.2), FloatKind::F32).unwrap();
        assert_eq!(sum, f(0.1 + 0.2));
        let big = convert(1e300f64.to_bits() as u128, FloatKind::F64, FloatKind::F32).unwrap();
        assert_eq!(big, (f(f32::INFINITY), false));
        let tiny = convert((1e-40f32 as f64).to_bits() as u128, FloatKind::F64, FloatKind::F32).unwrap();
        assert_eq!(tiny, (f(1e-40), true));
        // f16: 1.0 + 2^-11 ties to even (1.0); 65520 overflows.
        let h1 = 0x3c00u128;
        let eps = from_int(1, None, FloatKind::F16).unwrap();
        assert_eq!(eps, h1);
        assert_eq!(from_int(65520, None, FloatKind::F16).unwrap(), 0x7c00);
        assert_eq!(from_int(65519, None, FloatKind::F16).unwrap(), 0x7bff);
        assert_eq!(to_int(f(-3.9), FloatKind::F32, 32, true), Some(-3));
        assert_eq!(to_int(f(-3.9), FloatKind::F32, 32, false), None);
        assert_eq!(binary(BinOp::Div, f(0.0), f(0.0), FloatKind::F32), Some(0x7fc00000));
    }
}
