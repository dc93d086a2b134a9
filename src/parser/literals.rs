//! Decoding of literal spellings: strings with MLIR's escapes, integers of
//! any width checked against their type, and symbol names.

use crate::ir::{IntValue, Signedness};

/// Unescapes a string token (quotes included): `\\`, `\"`, `\n`, `\t` and
/// two-hex-digit escapes, as MLIR's lexer accepts them.
pub fn unescape(tok_text: &str) -> Result<Vec<u8>, String> {
    let inner = &tok_text.as_bytes()[1..tok_text.len() - 1];
    if !inner.contains(&b'\\') {
        return Ok(inner.to_vec());
    }
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let next = inner.get(i + 1).copied();
        match next {
            Some(b'\\') | Some(b'"') => out.push(next.unwrap()),
            Some(b'n') => out.push(b'\n'),
            Some(b't') => out.push(b'\t'),
            Some(h) if h.is_ascii_hexdigit() => {
                let l = inner.get(i + 2).copied().filter(u8::is_ascii_hexdigit);
                let Some(l) = l else { return Err("unknown escape in string literal".into()) };
                let v = (hex_val(h) << 4) | hex_val(l);
                out.push(v);
                i += 3;
                continue;
            }
            _ => return Err("unknown escape in string literal".into()),
        }
        i += 2;
    }
    Ok(out)
}

fn hex_val(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c - b'A' + 10,
    }
}

/// `i32`, `si8`, `ui16`, `i0`: what MLIR's lexer reads as an integer type.
pub fn is_int_type_keyword(word: &str) -> bool {
    let digits = word.strip_prefix("si").or_else(|| word.strip_prefix("ui")).or_else(|| word.strip_prefix('i'));
    digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

/// The name of a symbol token (`@foo` or `@"foo bar"`).
pub fn symbol_name(tok_text: &str) -> Result<Vec<u8>, String> {
    let rest = &tok_text[1..];
    if rest.starts_with('"') {
        unescape(rest)
    } else {
        Ok(rest.as_bytes().to_vec())
    }
}

/// An integer literal's magnitude: decimal or `0x` hex. `None` when it does
/// not fit in 128 bits.
pub fn int_magnitude(text: &str) -> Option<u128> {
    if let Some(hex) = text.strip_prefix("0x") {
        u128::from_str_radix(hex, 16).ok()
    } else {
        text.parse::<u128>().ok()
    }
}

/// Checks that `negative ? -mag : mag` fits an integer type of `width` bits and
/// returns the value as MLIR stores it (two's complement of `width` bits, then
/// sign- or zero-extended).
pub fn fit_integer(
    negative: bool,
    text: &str,
    width: u32,
    signedness: Signedness,
) -> Result<IntValue, &'static str> {
    const RANGE: &str = "integer constant out of range for attribute";
    if negative && signedness == Signedness::Unsigned {
        return Err("negative integer literal not valid for unsigned integer type");
    }
    if width > 128 {
        // Wide integers keep a canonical decimal spelling.
        return big_decimal(negative, text).map(IntValue::Big).ok_or(RANGE);
    }
    let mag = int_magnitude(text).ok_or(RANGE)?;
    if width == 0 {
        return if mag == 0 { Ok(IntValue::Small(0)) } else { Err(RANGE) };
    }
    let fits = if negative {
        mag <= 1u128 << (width - 1)
    } else if width == 128 {
        true
    } else {
        mag < (1u128 << width)
    };
    if !fits {
        return Err(RANGE);
    }
    let raw = if negative { mag.wrapping_neg() } else { mag };
    Ok(IntValue::Small(normalize(raw, width, signedness)))
}

/// Interprets the low `width` bits of `raw` as the type's signedness says.
pub fn normalize(raw: u128, width: u32, signedness: Signedness) -> i128 {
    if width >= 128 {
        return raw as i128;
    }
    if width == 0 {
        // `i0` has one value.
        return 0;
    }
    let masked = raw & ((1u128 << width) - 1);
    match signedness {
        Signedness::Unsigned => masked as i128,
        _ => {
            let shift = 128 - width;
            ((masked << shift) as i128) >> shift
        }
    }
}

/// Decimal spelling of a (possibly hex) literal too wide for 128 bits.
fn big_decimal(negative: bool, text: &str) -> Option<Box<str>> {
    // Little-endian base-1e9 limbs.
    let mut limbs: Vec<u64> = vec![0];
    let (digits, radix) = match text.strip_prefix("0x") {
        Some(h) => (h, 16u64),
        None => (text, 10u64),
    };
    for c in digits.chars() {
        let d = c.to_digit(radix as u32)? as u64;
        let mut carry = d;
        for l in limbs.iter_mut() {
            let v = *l * radix + carry;
            *l = v % 1_000_000_000;
            carry = v / 1_000_000_000;
        }
        while carry > 0 {
            limbs.push(carry % 1_000_000_000);
            carry /= 1_000_000_000;
        }
    }
    while limbs.len() > 1 && *limbs.last().unwrap() == 0 {
        limbs.pop();
    }
    let mut s = String::new();
    let is_zero = limbs.len() == 1 && limbs[0] == 0;
    if negative && !is_zero {
        s.push('-');
    }
    s.push_str(&limbs.last().unwrap().to_string());
    for l in limbs.iter().rev().skip(1) {
        s.push_str(&format!("{:09}", l));
    }
    Some(s.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes() {
        assert_eq!(unescape(r#""a\"b\\c\n\0A\FFz""#).unwrap(), b"a\"b\\c\n\n\xffz");
        assert!(unescape(r#""\q""#).is_err());
    }

    #[test]
    fn integers_fit_their_type() {
        use Signedness::*;
        assert_eq!(fit_integer(false, "255", 8, Signless), Ok(IntValue::Small(-1)));
        assert_eq!(fit_integer(true, "128", 8, Signless), Ok(IntValue::Small(-128)));
        assert!(fit_integer(false, "256", 8, Signless).is_err());
        assert_eq!(fit_integer(false, "0xFF", 8, Unsigned), Ok(IntValue::Small(255)));
        assert!(fit_integer(true, "1", 8, Unsigned).is_err());
        assert_eq!(fit_integer(false, "1", 1, Signless), Ok(IntValue::Small(-1)));
        assert_eq!(
            fit_integer(true, "340282366920938463463374607431768211457", 256, Signless),
            Ok(IntValue::Big("-340282366920938463463374607431768211457".into()))
        );
    }
}
