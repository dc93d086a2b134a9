//! The raw storage of a dense elements attribute, as MLIR keeps it and
//! prints it past `--mlir-print-elementsattrs-with-hex-if-larger`:
//! little-endian elements, each in its type's storage width rounded up to
//! whole bytes (`i1` packed eight to a byte, least significant bit first),
//! complex numbers as real then imaginary part.

use crate::ir::{Context, DenseData, Type, TypeKind};

/// The width in bits of one element (or of one part of a complex element)
/// and its storage width, as MLIR's `getDenseElementStorageWidth` gives
/// it; `None` for element types MLIR does not store as raw bits here.
fn widths(ctx: &Context, elem: Type) -> Option<(u32, u32)> {
    let bits = match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        TypeKind::Float(k) => k.bit_width(),
        TypeKind::Complex(e) => return widths(ctx, *e),
        _ => return None,
    };
    Some((bits, if bits == 1 { 1 } else { bits.next_multiple_of(8) }))
}

/// Appends the low `width` bits of `value` as `storage / 8` little-endian
/// bytes (an APInt of `width` bits has nothing above them).
fn push_le(out: &mut Vec<u8>, value: u128, (width, storage): (u32, u32)) {
    let value = if width >= 128 { value } else { value & ((1u128 << width) - 1) };
    for i in 0..storage / 8 {
        out.push(if i < 16 { (value >> (8 * i)) as u8 } else { 0 });
    }
}

/// The raw bytes of `data` with `numel` elements of type `elem`, or `None`
/// when the data has no raw form (strings, undecoded hex).
pub fn raw_bytes(ctx: &Context, elem: Type, data: &DenseData) -> Option<Vec<u8>> {
    let bits = widths(ctx, elem)?;
    let mut out = Vec::new();
    match data {
        DenseData::Ints(v) if bits.1 == 1 => {
            out.resize(v.len().div_ceil(8), 0);
            for (i, x) in v.iter().enumerate() {
                if *x & 1 != 0 {
                    out[i / 8] |= 1 << (i % 8);
                }
            }
        }
        DenseData::Ints(v) => v.iter().for_each(|x| push_le(&mut out, *x as u128, bits)),
        DenseData::Floats(v) => v.iter().for_each(|x| push_le(&mut out, *x, bits)),
        DenseData::ComplexInts(v) => v.iter().for_each(|(re, im)| {
            push_le(&mut out, *re as u128, bits);
            push_le(&mut out, *im as u128, bits);
        }),
        DenseData::ComplexFloats(v) => v.iter().for_each(|(re, im)| {
            push_le(&mut out, *re, bits);
            push_le(&mut out, *im, bits);
        }),
        DenseData::Strings(_) | DenseData::Hex(_) => return None,
    }
    Some(out)
}

/// `"0x..."` with upper-case digits, as MLIR's `printHexString` writes it.
pub fn push_hex_string(out: &mut String, bytes: &[u8]) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    out.reserve(bytes.len() * 2 + 4);
    out.push_str("\"0x");
    for b in bytes {
        out.push(DIGITS[(b >> 4) as usize] as char);
        out.push(DIGITS[(b & 15) as usize] as char);
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn i1_is_bit_packed_lsb_first() {
        let mut ctx = Context::new();
        let i1 = ctx.int_type(1);
        let data = DenseData::Ints([1, 0, 1, 1, 0, 0, 0, 1, 1].map(i128::from).into());
        assert_eq!(raw_bytes(&ctx, i1, &data), Some(vec![0x8D, 0x01]));
    }

    #[test]
    fn odd_widths_round_up_to_bytes_and_mask() {
        let mut ctx = Context::new();
        let i3 = ctx.int_type(3);
        let i17 = ctx.int_type(17);
        let mut s = String::new();
        push_hex_string(&mut s, &raw_bytes(&ctx, i3, &DenseData::Ints([-1, 2].into())).unwrap());
        push_hex_string(&mut s, &raw_bytes(&ctx, i17, &DenseData::Ints([1, 2].into())).unwrap());
        // i3's -1 is 0b111 in one byte; i17 takes three bytes.
        assert_eq!(s, "\"0x0702\"\"0x010000020000\"");
    }
}
