//! The floating-point formats (`FloatKind`) and their semantics (`Sem`):
//! precision, exponent range and the special encodings (x87, the f8
//! variants, double-double).

/// Every floating-point semantics MLIR 19's builtin types and the LLVM dialect use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    F16,
    BF16,
    F32,
    F64,
    F80,
    F128,
    TF32,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    PpcFp128,
}

/// How a format encodes non-finite values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Special {
    /// IEEE-754 style: exponent field all ones means inf (mantissa 0) or NaN.
    Ieee,
    /// x87 80-bit extended: explicit integer bit, pseudo/unnormal encodings are NaN.
    X87,
    /// `FN` types: no infinity; only the all-ones pattern (either sign) is NaN.
    NanAllOnes,
    /// `FNUZ` types: no infinity, no negative zero; `0x80` is the only NaN.
    NanNegZero,
    /// PowerPC double-double; values go through the "legacy" 106-bit semantics.
    DoubleDouble,
}

/// The parameters of an `llvm::fltSemantics` that matter here.
#[derive(Clone, Copy, Debug)]
pub(super) struct Sem {
    /// Storage width in bits.
    pub(super) width: u32,
    /// Significand precision in bits, including the leading (implicit) bit.
    pub(super) precision: u32,
    /// Exponent of the smallest normal number.
    pub(super) min_exp: i32,
    /// Exponent of the largest finite number.
    pub(super) max_exp: i32,
    pub(super) special: Special,
}

impl Sem {
    /// Number of explicitly stored mantissa bits.
    pub(super) fn mant_bits(&self) -> u32 {
        match self.special {
            Special::X87 => 64,
            _ => self.precision - 1,
        }
    }
    pub(super) fn exp_bits(&self) -> u32 {
        match self.special {
            Special::X87 => 15,
            _ => self.width - 1 - self.mant_bits(),
        }
    }
    pub(super) fn bias(&self) -> i32 {
        1 - self.min_exp
    }
    pub(super) fn mask(&self) -> u128 {
        if self.width >= 128 {
            u128::MAX
        } else {
            (1u128 << self.width) - 1
        }
    }
}

pub(super) const F64_SEM: Sem = Sem {
    width: 64,
    precision: 53,
    min_exp: -1022,
    max_exp: 1023,
    special: Special::Ieee,
};

/// `semPPCDoubleDoubleLegacy`: the format APFloat uses to print and parse
/// double-double values (106-bit significand, min exponent -1022+53).
pub(super) const PPC_LEGACY_SEM: Sem = Sem {
    width: 128,
    precision: 106,
    min_exp: -969,
    max_exp: 1023,
    special: Special::Ieee,
};

impl FloatKind {
    /// All kinds, for iteration in tests and tables.
    pub const ALL: [FloatKind; 14] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::PpcFp128,
    ];

    pub(super) fn sem(self) -> Sem {
        use FloatKind::*;
        use Special::*;
        let (width, precision, min_exp, max_exp, special) = match self {
            F16 => (16, 11, -14, 15, Ieee),
            BF16 => (16, 8, -126, 127, Ieee),
            F32 => (32, 24, -126, 127, Ieee),
            F64 => (64, 53, -1022, 1023, Ieee),
            F80 => (80, 64, -16382, 16383, X87),
            F128 => (128, 113, -16382, 16383, Ieee),
            TF32 => (19, 11, -126, 127, Ieee),
            F8E5M2 => (8, 3, -14, 15, Ieee),
            F8E4M3 => (8, 4, -6, 7, Ieee),
            F8E4M3FN => (8, 4, -6, 8, NanAllOnes),
            F8E5M2FNUZ => (8, 3, -15, 15, NanNegZero),
            F8E4M3FNUZ => (8, 4, -7, 7, NanNegZero),
            F8E4M3B11FNUZ => (8, 4, -10, 4, NanNegZero),
            // Only width and `special` are used directly; arithmetic goes
            // through PPC_LEGACY_SEM / F64_SEM.
            PpcFp128 => (128, 106, -969, 1023, DoubleDouble),
        };
        Sem {
            width,
            precision,
            min_exp,
            max_exp,
            special,
        }
    }

    /// Storage size in bits (19 for tf32, 80 for f80).
    pub fn bit_width(self) -> u32 {
        self.sem().width
    }

    /// The builtin type keyword.  `ppc_fp128` is not a builtin type (it only
    /// exists as `!llvm.ppc_fp128`), so it is not accepted here.
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        use FloatKind::*;
        Some(match s {
            "f16" => F16,
            "bf16" => BF16,
            "f32" => F32,
            "f64" => F64,
            "f80" => F80,
            "f128" => F128,
            "tf32" => TF32,
            "f8E5M2" => F8E5M2,
            "f8E4M3" => F8E4M3,
            "f8E4M3FN" => F8E4M3FN,
            "f8E5M2FNUZ" => F8E5M2FNUZ,
            "f8E4M3FNUZ" => F8E4M3FNUZ,
            "f8E4M3B11FNUZ" => F8E4M3B11FNUZ,
            _ => return None,
        })
    }

    /// The builtin type keyword; for `PpcFp128` the LLVM dialect name
    /// `ppc_fp128` (spelled `!llvm.ppc_fp128` in MLIR).
    pub fn keyword(self) -> &'static str {
        use FloatKind::*;
        match self {
            F16 => "f16",
            BF16 => "bf16",
            F32 => "f32",
            F64 => "f64",
            F80 => "f80",
            F128 => "f128",
            TF32 => "tf32",
            F8E5M2 => "f8E5M2",
            F8E4M3 => "f8E4M3",
            F8E4M3FN => "f8E4M3FN",
            F8E5M2FNUZ => "f8E5M2FNUZ",
            F8E4M3FNUZ => "f8E4M3FNUZ",
            F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            PpcFp128 => "ppc_fp128",
        }
    }
}
