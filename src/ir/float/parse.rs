//! Decimal text → binary, exact and correctly rounded (APFloat's
//! `convertFromString`), and MLIR's own literal parsing through `double`.

use super::big::*;
use super::bits::*;
use super::kind::*;

/// A scanned decimal literal: `(-1)^neg * digits * 10^exp10`.
pub(super) struct Decimal<'a> {
    pub(super) neg: bool,
    /// Significant digit characters (no leading zeros, may be empty for 0).
    pub(super) int_part: &'a [u8],
    pub(super) frac_part: &'a [u8],
    exp10: i64,
}

/// Checks the lexer's float syntax (`[-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?`,
/// or a plain `[-+]?[0-9]+`) and splits it up.
pub(super) fn scan_decimal(text: &str) -> Option<Decimal<'_>> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut neg = false;
    if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
        neg = b[i] == b'-';
        i += 1;
    }
    let int_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i == int_start {
        return None;
    }
    let int_part = &b[int_start..i];
    let mut frac_part: &[u8] = &[];
    let mut exp10: i64 = 0;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        let fs = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        frac_part = &b[fs..i];
        if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
            i += 1;
            let mut eneg = false;
            if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
                eneg = b[i] == b'-';
                i += 1;
            }
            let es = i;
            while i < b.len() && b[i].is_ascii_digit() {
                // Saturate: anything this large over/underflows every format.
                exp10 = (exp10 * 10 + (b[i] - b'0') as i64).min(1 << 40);
                i += 1;
            }
            if i == es {
                return None;
            }
            if eneg {
                exp10 = -exp10;
            }
        }
    }
    if i != b.len() {
        return None;
    }
    Some(Decimal {
        neg,
        int_part,
        frac_part,
        exp10,
    })
}

/// Digits of a decimal as an integer plus power of ten.  Uses a u64 when the
/// significant digits fit (the overwhelmingly common case).
pub(super) enum Mantissa {
    Small(u64),
    Large(Big),
}

pub(super) fn decimal_mantissa(d: &Decimal) -> (Mantissa, i64) {
    let (ip, fp) = (d.int_part, d.frac_part);
    let mut exp10 = d.exp10 - fp.len() as i64;
    let at = |i: usize| {
        if i < ip.len() {
            ip[i]
        } else {
            fp[i - ip.len()]
        }
    };
    // Skip leading zeros; fold trailing zeros into the exponent.
    let total = ip.len() + fp.len();
    let mut lo = 0;
    while lo < total && at(lo) == b'0' {
        lo += 1;
    }
    let mut hi = total;
    while hi > lo && at(hi - 1) == b'0' {
        hi -= 1;
        exp10 += 1;
    }
    if hi - lo <= 19 {
        let v = (lo..hi).fold(0u64, |a, i| a * 10 + (at(i) - b'0') as u64);
        return (Mantissa::Small(v), exp10);
    }
    let mut big = Big { limbs: Vec::new() };
    let mut i = lo;
    while i < hi {
        let end = (i + 19).min(hi);
        let v = (i..end).fold(0u64, |a, j| a * 10 + (at(j) - b'0') as u64);
        big.mul_small(10u64.pow((end - i) as u32));
        big.add_small(v);
        i = end;
    }
    (Mantissa::Large(big), exp10)
}

/// Correctly rounds `d * 10^exp10` (d != 0) into `sem`, exactly.
pub(super) fn decimal_to_rounded(d: &Big, exp10: i64, sem: &Sem) -> Rounded {
    let bl = d.bit_len() as f64;
    // Cheap bounds on log10 of the value, to cut off absurd exponents
    // before doing big-integer work proportional to them.
    let log_lo = (bl - 1.0) * std::f64::consts::LOG10_2 + exp10 as f64;
    let log_hi = bl * std::f64::consts::LOG10_2 + exp10 as f64;
    if log_lo > (sem.max_exp + 1) as f64 * std::f64::consts::LOG10_2 + 2.0 {
        return Rounded::Overflow;
    }
    if log_hi < (sem.min_exp - sem.precision as i32 - 1) as f64 * std::f64::consts::LOG10_2 - 2.0 {
        return Rounded::Zero;
    }
    if exp10 >= 0 {
        let mut m = d.clone();
        m.mul_pow5(exp10 as u32);
        return round_big(&m, exp10 as i32, sem);
    }
    // value = d / (5^k * 2^k).  Scale numerator or denominator so that the
    // quotient has precision+3 or precision+4 bits, divide, and let the
    // remainder act as the sticky bit.
    let k = (-exp10) as u32;
    let mut den = Big::from_u128(1);
    den.mul_pow5(k);
    let mut num = d.clone();
    let target = sem.precision as i64 + 3;
    let t = num.bit_len() as i64 - den.bit_len() as i64 - target;
    if t < 0 {
        num.shl((-t) as u32);
    } else {
        den.shl(t as u32);
    }
    let (q, rem) = div_big(&num, &den);
    let q = q.to_u128().expect("quotient has at most precision+4 bits");
    round_u128(q, (t - k as i64) as i32, !rem.is_zero(), sem)
}

/// Rounds an f64 value into a narrower format.  Returns None when the f64 is
/// exactly halfway between two values of the narrow format: then the f64 may
/// itself have been rounded onto the midpoint and the exact path must decide.
pub(super) fn narrow_from_f64(x: f64, kind: FloatKind, detect_tie: bool) -> Option<u128> {
    let sem = arith_sem(kind);
    match decode_ieee(x.to_bits() as u128, &F64_SEM) {
        Val::Zero(neg) => Some(encode(neg, Rounded::Zero, kind)),
        Val::Inf(neg) => Some(encode(neg, Rounded::Overflow, kind)),
        Val::Nan => None,
        Val::Fin { neg, sig, exp } => {
            if detect_tie {
                // Halfway iff rounding to one more bit of precision is exact
                // and the extra bit is set.
                let r = round_u128(sig, exp, false, &sem);
                let wider = Sem {
                    precision: sem.precision + 1,
                    min_exp: sem.min_exp,
                    max_exp: sem.max_exp + 1,
                    ..sem
                };
                if let Rounded::Fin { sig: ws, exp: we } = round_u128(sig, exp, false, &wider) {
                    let exact = Val::Fin {
                        neg,
                        sig: ws,
                        exp: we,
                    }
                    .canonical()
                        == Val::Fin { neg, sig, exp }.canonical();
                    let tie = exact && ws & 1 == 1 && r != Rounded::Fin { sig: ws, exp: we };
                    if tie {
                        return None;
                    }
                }
                Some(encode(neg, r, kind))
            } else {
                Some(encode(neg, round_u128(sig, exp, false, &sem), kind))
            }
        }
    }
}

/// Powers of ten that are exact in f64.
pub(super) const F64_POW10: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// `m * 10^e` as an f64 when one IEEE operation on exact operands gives the
/// correctly rounded result (Clinger's fast path).
pub(super) fn fast_f64(m: u64, e: i64) -> Option<f64> {
    if m >= 1 << 53 || !(-22..=22).contains(&e) {
        return None;
    }
    let x = m as f64;
    Some(if e >= 0 {
        x * F64_POW10[e as usize]
    } else {
        x / F64_POW10[(-e) as usize]
    })
}

pub(super) fn fast_f32(m: u64, e: i64) -> Option<f32> {
    pub(super) const P: [f32; 11] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10];
    if m >= 1 << 24 || !(-10..=10).contains(&e) {
        return None;
    }
    let x = m as f32;
    Some(if e >= 0 {
        x * P[e as usize]
    } else {
        x / P[(-e) as usize]
    })
}

/// `m * 10^e` parsed by Rust's (correctly rounding) float parser, from a
/// literal formatted on the stack.
pub(super) fn std_parse<T: std::str::FromStr>(m: u64, e: i64) -> T {
    let mut buf = [0u8; 48];
    let mut n = 0;
    let push_num = |buf: &mut [u8; 48], n: &mut usize, v: u64| {
        let mut tmp = [0u8; 20];
        let mut i = tmp.len();
        let mut v = v;
        loop {
            i -= 1;
            tmp[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        for &c in &tmp[i..] {
            buf[*n] = c;
            *n += 1;
        }
    };
    push_num(&mut buf, &mut n, m);
    buf[n] = b'e';
    n += 1;
    if e < 0 {
        buf[n] = b'-';
        n += 1;
    }
    push_num(&mut buf, &mut n, e.unsigned_abs());
    match std::str::from_utf8(&buf[..n])
        .ok()
        .and_then(|t| t.parse::<T>().ok())
    {
        Some(v) => v,
        None => unreachable!("digits and exponent always form a valid literal"),
    }
}

pub(super) fn f64_of(m: u64, e: i64) -> f64 {
    fast_f64(m, e).unwrap_or_else(|| std_parse::<f64>(m, e))
}

/// Correctly rounded `(-1)^neg * m * 10^e` in `kind`.
pub(super) fn small_decimal_to_bits(neg: bool, m: u64, e: i64, kind: FloatKind) -> u128 {
    if m == 0 {
        return encode(neg, Rounded::Zero, kind);
    }
    let exact = || {
        encode(
            neg,
            decimal_to_rounded(&Big::from_u128(m as u128), e, &arith_sem(kind)),
            kind,
        )
    };
    match kind {
        FloatKind::F64 => {
            let x = f64_of(m, e);
            (if neg { -x } else { x }).to_bits() as u128
        }
        FloatKind::F32 if fast_f32(m, e).is_some() => {
            let x = fast_f32(m, e).unwrap();
            (if neg { -x } else { x }).to_bits() as u128
        }
        FloatKind::F80 | FloatKind::F128 | FloatKind::PpcFp128 => exact(),
        _ => {
            // Narrower than f64: a correctly rounded f64 decides, unless it
            // is exactly on a midpoint of the narrow format.
            let x = f64_of(m, e);
            narrow_from_f64(if neg { -x } else { x }, kind, true).unwrap_or_else(exact)
        }
    }
}

/// Parse a decimal float literal as MLIR's lexer accepts it
/// (`[-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?`, also plain integers like `42`
/// or `-3`) into raw bits, correctly rounded (nearest-even) in `kind` like
/// `APFloat::convertFromString`.  Overflow gives infinity, or NaN for formats
/// without infinity.  None if `text` is not such a literal.
pub fn parse_float_decimal(text: &str, kind: FloatKind) -> Option<u128> {
    let d = scan_decimal(text)?;
    let (mant, exp10) = decimal_mantissa(&d);
    Some(match mant {
        Mantissa::Small(m) => {
            // Keep exponents in a range the helpers handle; anything beyond
            // is an over/underflow for every format (m < 10^19).
            let e = exp10.clamp(-6000, 6000);
            small_decimal_to_bits(d.neg, m, e, kind)
        }
        Mantissa::Large(big) => match kind {
            // Rust's parser is correctly rounded for any length.
            FloatKind::F64 => {
                let x: f64 = text.trim_start_matches('+').parse().ok()?;
                x.to_bits() as u128
            }
            FloatKind::F32 => {
                let x: f32 = text.trim_start_matches('+').parse().ok()?;
                x.to_bits() as u128
            }
            _ => {
                let e = exp10.clamp(-(1 << 40), 1 << 40);
                let r = decimal_to_rounded(&big, e, &arith_sem(kind));
                encode(d.neg, r, kind)
            }
        },
    })
}

/// Parse a decimal literal the way MLIR 19's parser turns it into a float
/// attribute: first to `double` (correctly rounded, overflow to infinity),
/// negated if `-`, then converted to `kind` with round-to-nearest-even.  This
/// differs from [`parse_float_decimal`] for f80/f128 (`0.1 : f128` keeps the
/// double's error) and for rare double-rounding cases in narrow formats.
pub fn parse_float_literal_mlir(text: &str, kind: FloatKind) -> Option<u128> {
    let bits = parse_float_decimal(text, FloatKind::F64)?;
    let x = f64::from_bits(bits as u64);
    if kind == FloatKind::F64 {
        return Some(bits);
    }
    if kind == FloatKind::PpcFp128 {
        // Converting a double to double-double: high = x, low = +0.
        return Some(bits);
    }
    narrow_from_f64(x, kind, false)
}
