//! Bit patterns ⇄ exact values: decoding each format's encoding, rounding
//! an exact value into a format (round-to-nearest-even) and encoding it.

use std::cmp::Ordering;

use super::big::*;
use super::kind::*;

/// A decoded value: `Fin` is `(-1)^neg * sig * 2^exp` with `sig != 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Val {
    Zero(bool),
    Inf(bool),
    Nan,
    Fin { neg: bool, sig: u128, exp: i32 },
}

impl Val {
    /// Canonical form so that equal values compare equal (APFloat's
    /// `bitwiseIsEqual` on its normalised internal representation).
    pub(super) fn canonical(self) -> Val {
        match self {
            Val::Fin { neg, sig, exp } => {
                let tz = sig.trailing_zeros();
                Val::Fin {
                    neg,
                    sig: sig >> tz,
                    exp: exp + tz as i32,
                }
            }
            v => v,
        }
    }
}

/// Decodes an IEEE-like (or x87) bit pattern the way APFloat's
/// `initFrom*APInt` does.
pub(super) fn decode_ieee(bits: u128, sem: &Sem) -> Val {
    let bits = bits & sem.mask();
    let mb = sem.mant_bits();
    let eb = sem.exp_bits();
    let neg = (bits >> (sem.width - 1)) & 1 == 1;
    let e = ((bits >> mb) & ((1u128 << eb) - 1)) as i32;
    let m = bits & ((1u128 << mb) - 1);
    let e_max_field = (1i32 << eb) - 1;
    match sem.special {
        Special::X87 => {
            let int_bit = (m >> 63) & 1 == 1;
            if e == 0 && m == 0 {
                return Val::Zero(neg);
            }
            if e == e_max_field {
                // Only the canonical infinity is inf; pseudo-infinities are NaN.
                return if m == 1u128 << 63 {
                    Val::Inf(neg)
                } else {
                    Val::Nan
                };
            }
            if e != 0 && !int_bit {
                // Unnormals are treated as NaN by APFloat.
                return Val::Nan;
            }
            // Denormals and pseudo-denormals both use exponent min_exp.
            let ue = if e == 0 { sem.min_exp } else { e - sem.bias() };
            Val::Fin {
                neg,
                sig: m,
                exp: ue - 63,
            }
        }
        _ => {
            match sem.special {
                Special::Ieee if e == e_max_field => {
                    return if m == 0 { Val::Inf(neg) } else { Val::Nan };
                }
                Special::NanAllOnes if e == e_max_field && m == (1u128 << mb) - 1 => {
                    return Val::Nan;
                }
                Special::NanNegZero if neg && e == 0 && m == 0 => return Val::Nan,
                _ => {}
            }
            if e == 0 {
                if m == 0 {
                    Val::Zero(neg)
                } else {
                    Val::Fin {
                        neg,
                        sig: m,
                        exp: sem.min_exp - mb as i32,
                    }
                }
            } else {
                Val::Fin {
                    neg,
                    sig: (1u128 << mb) | m,
                    exp: e - sem.bias() - mb as i32,
                }
            }
        }
    }
}

/// The value a double-double pattern stands for, as APFloat computes it when
/// printing: the high double plus the low double, rounded to the 106-bit
/// legacy semantics.  Categories follow the high double.
pub(super) fn decode_ppc_legacy(bits: u128) -> Val {
    let hi = decode_ieee(bits as u64 as u128, &F64_SEM);
    let lo = decode_ieee(bits >> 64, &F64_SEM);
    match (hi, lo) {
        (
            Val::Fin {
                neg: hn,
                sig: hs,
                exp: he,
            },
            Val::Fin {
                neg: ln,
                sig: ls,
                exp: le,
            },
        ) => {
            // Exact sum with big integers, then one rounding.
            let base = he.min(le);
            let mut a = Big::from_u128(hs);
            a.shl((he - base) as u32);
            let mut b = Big::from_u128(ls);
            b.shl((le - base) as u32);
            let (neg, mag) = if hn == ln {
                a.add_assign(&b);
                (hn, a)
            } else {
                match a.cmp_big(&b) {
                    Ordering::Equal => return Val::Zero(false),
                    Ordering::Greater => {
                        a.sub_assign(&b);
                        (hn, a)
                    }
                    Ordering::Less => {
                        b.sub_assign(&a);
                        (ln, b)
                    }
                }
            };
            round_big(&mag, base, &PPC_LEGACY_SEM).to_val(neg)
        }
        (Val::Fin { .. }, Val::Zero(_)) => hi,
        (Val::Fin { .. }, Val::Inf(n)) => Val::Inf(n),
        (Val::Fin { .. }, Val::Nan) => Val::Nan,
        _ => hi,
    }
}

pub(super) fn decode(bits: u128, kind: FloatKind) -> Val {
    let sem = kind.sem();
    if sem.special == Special::DoubleDouble {
        decode_ppc_legacy(bits)
    } else {
        decode_ieee(bits, &sem)
    }
}


/// Result of rounding a non-zero magnitude.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Rounded {
    Zero,
    Overflow,
    /// `sig * 2^exp`, with `sig < 2^precision`; subnormal if below 2^(precision-1).
    Fin {
        sig: u128,
        exp: i32,
    },
}

impl Rounded {
    pub(super) fn to_val(self, neg: bool) -> Val {
        match self {
            Rounded::Zero => Val::Zero(neg),
            Rounded::Overflow => Val::Inf(neg),
            Rounded::Fin { sig, exp } => Val::Fin { neg, sig, exp },
        }
    }
}

/// Rounds `(m + f) * 2^e` to nearest-even in `sem`, where `0 <= f < 1` and
/// `sticky` says whether `f != 0`.  Callers guarantee that when `sticky` is
/// set, `m` has more than `precision` bits, so the sticky part lies strictly
/// below the rounding position.
pub(super) fn round_u128(m: u128, e: i32, sticky: bool, sem: &Sem) -> Rounded {
    if m == 0 {
        return Rounded::Zero;
    }
    let p = sem.precision as i32;
    let len = 128 - m.leading_zeros() as i32;
    let lead = e + len - 1;
    let mut q = lead.max(sem.min_exp) - (p - 1);
    let mut kept;
    if q > e {
        let shift = (q - e) as u32;
        let (k, guard, rest) = if shift > 128 {
            (0u128, false, true)
        } else if shift == 128 {
            (0u128, m >> 127 == 1, (m << 1) != 0 || sticky)
        } else {
            let k = m >> shift;
            let guard = (m >> (shift - 1)) & 1 == 1;
            let rest = (m & ((1u128 << (shift - 1)) - 1)) != 0 || sticky;
            (k, guard, rest)
        };
        kept = k;
        if guard && (rest || kept & 1 == 1) {
            kept += 1;
        }
    } else {
        debug_assert!(!sticky);
        kept = m << (e - q) as u32;
    }
    if kept == 0 {
        return Rounded::Zero;
    }
    if kept == 1u128 << p {
        kept >>= 1;
        q += 1;
    }
    if kept >= 1u128 << (p - 1) && q + p - 1 > sem.max_exp {
        return Rounded::Overflow;
    }
    Rounded::Fin { sig: kept, exp: q }
}

/// Rounds the exact value `mag * 2^e` (mag != 0).
pub(super) fn round_big(mag: &Big, e: i32, sem: &Sem) -> Rounded {
    let len = mag.bit_len();
    if len <= 120 {
        return round_u128(mag.to_u128().unwrap(), e, false, sem);
    }
    // Keep 120 bits (precision is at most 113, so guard and round bits are
    // inside them) and fold the rest into the sticky bit.
    let drop = len - 120;
    let top = mag.bits_from(drop) & ((1u128 << 120) - 1);
    round_u128(top, e + drop as i32, mag.low_bits_nonzero(drop), sem)
}

/// Encodes a rounded value in an IEEE-like / x87 / f8 format.
pub(super) fn encode_ieee(neg: bool, r: Rounded, sem: &Sem) -> u128 {
    let mb = sem.mant_bits();
    let eb = sem.exp_bits();
    let sign = (neg as u128) << (sem.width - 1);
    let nan_all_ones = sign | ((1u128 << (sem.width - 1)) - 1);
    let overflow = || match sem.special {
        Special::Ieee | Special::DoubleDouble => sign | (((1u128 << eb) - 1) << mb),
        Special::X87 => sign | (0x7fffu128 << 64) | (1u128 << 63),
        // APFloat's overflow in NaN-only formats produces NaN.
        Special::NanAllOnes => nan_all_ones,
        Special::NanNegZero => 1u128 << (sem.width - 1),
    };
    match r {
        // Negative zero does not exist in FNUZ formats (0x80 is NaN).
        Rounded::Zero => {
            if sem.special == Special::NanNegZero {
                0
            } else {
                sign
            }
        }
        Rounded::Overflow => overflow(),
        Rounded::Fin { sig, exp } => {
            let p = sem.precision;
            let bits = if sig >= 1u128 << (p - 1) {
                let field = (exp + p as i32 - 1 + sem.bias()) as u128;
                if sem.special == Special::X87 {
                    sign | (field << 64) | sig
                } else {
                    sign | (field << mb) | (sig & ((1u128 << mb) - 1))
                }
            } else {
                sign | sig
            };
            // In FN formats the all-ones pattern is NaN, so a value rounding
            // onto it overflows (e.g. 465.0 : f8E4M3FN -> 0x7F).
            if sem.special == Special::NanAllOnes && bits == nan_all_ones {
                return overflow();
            }
            bits
        }
    }
}

/// Splits a legacy 106-bit value into the two doubles APFloat stores
/// (`convertPPCDoubleDoubleAPFloatToAPInt`): high = value rounded to double,
/// low = the exact remainder (or +0).
pub(super) fn encode_ppc(neg: bool, r: Rounded) -> u128 {
    let hi_r = match r {
        Rounded::Fin { sig, exp } => {
            // The legacy value is exact in a 106-bit format with double's
            // exponent range, so rounding it to double is one rounding.
            round_u128(sig, exp, false, &F64_SEM)
        }
        other => other,
    };
    let hi = encode_ieee(neg, hi_r, &F64_SEM);
    let lo = match (r, hi_r) {
        (Rounded::Fin { sig, exp }, Rounded::Fin { sig: hs, exp: hexp })
            if (sig, exp) != (hs, hexp) =>
        {
            // Difference of exact value and its rounding; fits in 53 bits.
            let base = exp.min(hexp);
            let a = (sig as i128) << (exp - base);
            let b = (hs as i128) << (hexp - base);
            let d = a - b;
            if d == 0 {
                0
            } else {
                let dneg = (d < 0) != neg;
                let rr = round_u128(d.unsigned_abs(), base, false, &F64_SEM);
                encode_ieee(dneg, rr, &F64_SEM)
            }
        }
        _ => 0,
    };
    (lo << 64) | hi
}

pub(super) fn encode(neg: bool, r: Rounded, kind: FloatKind) -> u128 {
    let sem = kind.sem();
    if sem.special == Special::DoubleDouble {
        encode_ppc(neg, r)
    } else {
        encode_ieee(neg, r, &sem)
    }
}

/// Semantics used for rounding decimal input for `kind`.
pub(super) fn arith_sem(kind: FloatKind) -> Sem {
    if kind == FloatKind::PpcFp128 {
        PPC_LEGACY_SEM
    } else {
        kind.sem()
    }
}
