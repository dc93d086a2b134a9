//! Floating-point semantics and MLIR-exact float spelling.
//! (Interim version; the exact APFloat-compatible formatter replaces it.)

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind { F16, BF16, F32, F64, F80, F128, TF32, F8E5M2, F8E4M3, F8E4M3FN, F8E5M2FNUZ, F8E4M3FNUZ, F8E4M3B11FNUZ, PpcFp128 }

impl FloatKind {
    pub fn bit_width(self) -> u32 {
        use FloatKind::*;
        match self { F16 | BF16 => 16, F32 | TF32 => 32, F64 => 64, F80 => 80, F128 | PpcFp128 => 128, _ => 8 }
    }
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        use FloatKind::*;
        Some(match s {
            "f16" => F16, "bf16" => BF16, "f32" => F32, "f64" => F64, "f80" => F80, "f128" => F128, "tf32" => TF32,
            "f8E5M2" => F8E5M2, "f8E4M3" => F8E4M3, "f8E4M3FN" => F8E4M3FN, "f8E5M2FNUZ" => F8E5M2FNUZ,
            "f8E4M3FNUZ" => F8E4M3FNUZ, "f8E4M3B11FNUZ" => F8E4M3B11FNUZ, _ => return None,
        })
    }
    pub fn keyword(self) -> &'static str {
        use FloatKind::*;
        match self {
            F16 => "f16", BF16 => "bf16", F32 => "f32", F64 => "f64", F80 => "f80", F128 => "f128", TF32 => "tf32",
            F8E5M2 => "f8E5M2", F8E4M3 => "f8E4M3", F8E4M3FN => "f8E4M3FN", F8E5M2FNUZ => "f8E5M2FNUZ",
            F8E4M3FNUZ => "f8E4M3FNUZ", F8E4M3B11FNUZ => "f8E4M3B11FNUZ", PpcFp128 => "ppc_fp128",
        }
    }
}

pub fn format_float(bits: u128, kind: FloatKind) -> String {
    match kind {
        FloatKind::F64 => format!("{:.6e}", f64::from_bits(bits as u64)),
        FloatKind::F32 => format!("{:.6e}", f32::from_bits(bits as u32)),
        _ => format!("0x{:X}", bits),
    }
}

pub fn parse_float_decimal(text: &str, kind: FloatKind) -> Option<u128> {
    let v: f64 = text.parse().ok()?;
    Some(match kind {
        FloatKind::F64 => v.to_bits() as u128,
        FloatKind::F32 => (v as f32).to_bits() as u128,
        _ => v.to_bits() as u128,
    })
}
