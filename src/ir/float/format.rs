//! Binary → decimal, following `APFloat::toString` step by step, and MLIR's
//! `printFloatValue` choice between the short, long and hex forms.

use super::big::*;
use super::bits::*;
use super::kind::*;
use super::parse::*;

/// Decimal digits after `toString`'s two precision adjustments:
/// value = digits * 10^exp, digits stored least significant first.
pub(super) struct Digits {
    pub(super) buf: [u8; 64],
    pub(super) len: usize,
    pub(super) exp: i32,
}

impl Digits {
    /// The digits as an integer (only used when there are at most 19).
    pub(super) fn as_u64(&self) -> u64 {
        (0..self.len)
            .rev()
            .fold(0u64, |a, i| a * 10 + (self.buf[i] - b'0') as u64)
    }
}

/// The integer part of `toStringImpl`: exact decimal expansion of
/// `sig * 2^exp`, truncation to about `fp` digits, digit generation, and
/// round-half-up to `fp` digits.
pub(super) fn to_digits(sig: u128, exp: i32, fp: u32) -> Digits {
    // Ignore trailing binary zeros.
    let tz = sig.trailing_zeros();
    let sig = sig >> tz;
    let exp = exp + tz as i32;

    // APFloat turns sig * 2^exp into an exact integer N times 10^min(exp, 0)
    // (shifting left, or multiplying by 5^-exp), then "AdjustToPrecision"
    // divides N by 10^t, truncating, where t depends only on N's bit length:
    // t = (bits - required) * 59 / 196 (196/59 slightly overestimates
    // log2(10)).  We compute the same floor(N / 10^t) more cheaply when N is
    // huge, without forming N.
    let bits_required = (fp * 196).div_ceil(59); // APFloat: (fp * 196 + 58) / 59
    let tens_removable = |bits: u32| {
        if bits <= bits_required {
            0
        } else {
            (bits - bits_required) * 59 / 196
        }
    };
    let sig_bits = 128 - sig.leading_zeros();
    let mut exp10 = exp.min(0);
    let adjusted: Big;
    let small_n: Option<u128> = if exp >= 0 {
        if (exp as u32) < sig.leading_zeros() {
            Some(sig << exp)
        } else {
            None
        }
    } else if -exp <= 55 {
        sig.checked_mul(5u128.pow((-exp) as u32))
    } else {
        None
    };
    if let Some(n) = small_n {
        // Common case: everything fits in a u128 (t <= 38 since N < 2^128).
        let t = tens_removable(128 - n.leading_zeros());
        exp10 += t as i32;
        let n = if t == 0 { n } else { n / pow10_u128(t) };
        return digits_from_u128(n, exp10, fp);
    }
    if exp > 0 {
        let t = tens_removable(sig_bits + exp as u32);
        exp10 += t as i32;
        let mut num = Big::from_u128(sig);
        if t as i32 <= exp {
            // floor(sig * 2^exp / 10^t) == floor(sig * 2^(exp-t) / 5^t)
            num.shl(exp as u32 - t);
            let mut den = Big::from_u128(1);
            den.mul_pow5(t);
            adjusted = div_big(&num, &den).0;
        } else {
            num.shl(exp as u32);
            adjusted = div_pow10(num, t);
        }
    } else {
        let texp = (-exp) as u32;
        // Exact bit length of N = sig * 5^texp, from logarithms when they are
        // clearly away from an integer boundary.
        const LOG2_5: f64 = 2.321_928_094_887_362;
        let lg = (sig as f64).log2() + texp as f64 * LOG2_5;
        let frac = lg - lg.floor();
        if frac > 1e-7 && frac < 1.0 - 1e-7 {
            let bits = lg.floor() as u32 + 1;
            let t = tens_removable(bits);
            exp10 += t as i32;
            if t <= texp {
                // floor(sig * 5^texp / 10^t) == floor(sig * 5^(texp-t) / 2^t)
                let mut n = Big::from_u128(sig);
                n.mul_pow5(texp - t);
                n.shr(t);
                adjusted = n;
            } else {
                let mut n = Big::from_u128(sig);
                n.mul_pow5(texp);
                adjusted = div_pow10(n, t);
            }
        } else {
            let mut n = Big::from_u128(sig);
            n.mul_pow5(texp);
            let t = tens_removable(n.bit_len());
            exp10 += t as i32;
            adjusted = div_pow10(n, t);
        }
    }
    match adjusted.to_u128() {
        Some(v) => digits_from_u128(v, exp10, fp),
        None => digits_from_big(adjusted, exp10, fp),
    }
}

/// floor(n / 10^t) by repeated single-limb division.
pub(super) fn div_pow10(mut n: Big, mut t: u32) -> Big {
    while t >= 19 {
        n.divrem_small(10u64.pow(19));
        t -= 19;
    }
    if t > 0 {
        n.divrem_small(10u64.pow(t));
    }
    n
}


/// Generates the decimal digits of `n` (least significant first, trailing
/// zeros folded into the exponent) and rounds them to `fp` digits.
pub(super) fn digits_from_u128(n: u128, exp: i32, fp: u32) -> Digits {
    let mut d = Digits {
        buf: [0; 64],
        len: 0,
        exp,
    };
    let mut n = n;
    // Trailing zeros only move the exponent.
    while n > u64::MAX as u128 && n.is_multiple_of(10) {
        n /= 10;
        d.exp += 1;
    }
    // (u128 division is a slow library call; switch to u64 early.)
    while n > u64::MAX as u128 {
        d.buf[d.len] = b'0' + (n % 10) as u8;
        d.len += 1;
        n /= 10;
    }
    let mut n = n as u64;
    if d.len == 0 {
        while n != 0 && n.is_multiple_of(10) {
            n /= 10;
            d.exp += 1;
        }
    }
    while n != 0 {
        d.buf[d.len] = b'0' + (n % 10) as u8;
        d.len += 1;
        n /= 10;
    }
    round_digits(d, fp)
}

pub(super) fn digits_from_big(mut b: Big, exp: i32, fp: u32) -> Digits {
    let mut d = Digits {
        buf: [0; 64],
        len: 0,
        exp,
    };
    let mut in_trail = true;
    while !b.is_zero() {
        let digit = b.divrem_small(10) as u8;
        if in_trail && digit == 0 {
            d.exp += 1;
        } else {
            in_trail = false;
            d.buf[d.len] = b'0' + digit;
            d.len += 1;
        }
    }
    round_digits(d, fp)
}

/// AdjustToPrecision on the digit buffer: round half up (by looking at the
/// first dropped digit only) to fp digits.
pub(super) fn round_digits(mut d: Digits, fp: u32) -> Digits {
    let n = d.len;
    let fp = fp as usize;
    if n > fp {
        let mut first_sig = n - fp;
        if d.buf[first_sig - 1] < b'5' {
            while first_sig < n && d.buf[first_sig] == b'0' {
                first_sig += 1;
            }
        } else {
            let mut i = first_sig;
            loop {
                if i == n {
                    break;
                }
                if d.buf[i] == b'9' {
                    first_sig += 1;
                    i += 1;
                } else {
                    d.buf[i] += 1;
                    break;
                }
            }
            if first_sig == n {
                // Carried through every digit: the result is a single 1.
                d.exp += first_sig as i32;
                d.buf[0] = b'1';
                d.len = 1;
                return d;
            }
        }
        d.exp += first_sig as i32;
        d.buf.copy_within(first_sig..n, 0);
        d.len = n - first_sig;
    }
    d
}

/// The formatting tail of `toStringImpl`.
pub(super) fn render(out: &mut String, neg: bool, d: &Digits, fp: u32, max_padding: u32, truncate_zero: bool) {
    if neg {
        out.push('-');
    }
    let nd = d.len;
    let exp = d.exp;
    let buf = &d.buf;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        // Do not make the number look more precise than it is.
        exp as u32 > max_padding || nd as u32 + exp as u32 > fp
    } else {
        let msd = exp + nd as i32 - 1;
        msd < 0 && (-msd) as u32 > max_padding
    };
    if scientific {
        let e = exp + nd as i32 - 1;
        out.push(buf[nd - 1] as char);
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(buf[nd - 1 - i] as char);
            }
        }
        if !truncate_zero && fp as usize > nd - 1 {
            for _ in 0..(fp as usize - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let ae = e.unsigned_abs();
        if !truncate_zero && ae < 10 {
            out.push('0');
        }
        let mut eb = [0u8; 10];
        let mut i = eb.len();
        let mut v = ae;
        loop {
            i -= 1;
            eb[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        for &c in &eb[i..] {
            out.push(c as char);
        }
        return;
    }
    if exp >= 0 {
        for i in 0..nd {
            out.push(buf[nd - 1 - i] as char);
        }
        for _ in 0..exp {
            out.push('0');
        }
        return;
    }
    let whole = exp + nd as i32;
    let mut i = 0usize;
    if whole > 0 {
        while i < whole as usize {
            out.push(buf[nd - 1 - i] as char);
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < nd {
        out.push(buf[nd - 1 - i] as char);
        i += 1;
    }
}

pub(super) fn hex_literal(bits: u128) -> String {
    format!("0x{:X}", bits)
}

/// Text MLIR 19 prints for a FloatAttr / dense float element with these raw
/// bits (low `bit_width` bits of `bits`).
pub fn format_float(bits: u128, kind: FloatKind) -> String {
    let bits = bits & kind.sem().mask();
    let is_ppc = kind == FloatKind::PpcFp128;
    // printFloatValue asks isInfinity/isNaN; for double-double that is the
    // category of the high double.
    let category = if is_ppc {
        decode_ieee(bits as u64 as u128, &F64_SEM)
    } else {
        decode(bits, kind)
    };
    match category {
        // The hex is `bitcastToAPInt()` of the APFloat, i.e. re-encoded from
        // its internal form.  That only changes x87 NaNs: unnormals and
        // pseudo-NaNs are stored as NaN and come back with exponent 0x7FFF
        // (0x04925C4A5C076220B8B0 prints as 0x7FFF5C4A5C076220B8B0).
        Val::Nan if kind == FloatKind::F80 => {
            return hex_literal(
                (bits & (1u128 << 79)) | (0x7fffu128 << 64) | (bits & u64::MAX as u128),
            );
        }
        Val::Nan | Val::Inf(_) => return hex_literal(bits),
        _ => {}
    }
    let val = if is_ppc {
        decode_ppc_legacy(bits)
    } else {
        category
    };
    let sem_precision = arith_sem(kind).precision;
    match val {
        Val::Zero(neg) => {
            // toString(6, 0, false) of a zero is "0.000000e+00" (signed).
            // It always parses back identically, except for a double-double
            // whose ignored low half is not +0; APFloat's default toString of
            // a zero is then "0", which has no '.', hence hex.
            if !is_ppc || bits >> 64 == 0 {
                return if neg {
                    "-0.000000e+00".to_string()
                } else {
                    "0.000000e+00".to_string()
                };
            }
            hex_literal(bits)
        }
        // Only reachable for double-double whose sum is inf/NaN: APFloat
        // renders "+Inf"/"NaN", which fails the round trip and has no '.'.
        Val::Nan | Val::Inf(_) => hex_literal(bits),
        Val::Fin { neg, sig, exp } => {
            let mut out = String::with_capacity(24);
            let d6 = to_digits(sig, exp, 6);
            render(&mut out, neg, &d6, 6, 0, false);
            // Round trip: does the 6-digit text parse back to this value?
            let back = small_decimal_to_bits(neg, d6.as_u64(), d6.exp as i64, kind);
            let same = if is_ppc {
                back == bits
            } else {
                decode(back, kind).canonical() == val.canonical()
            };
            if same {
                return out;
            }
            out.clear();
            let fp = 2 + sem_precision * 59 / 196;
            let dd = to_digits(sig, exp, fp);
            render(&mut out, neg, &dd, fp, 3, true);
            if out.contains('.') {
                out
            } else {
                hex_literal(bits)
            }
        }
    }
}
