//! Spelling rules shared by every printed name and string: MLIR's bare
//! identifiers and LLVM's string escaping.

/// MLIR's bare identifier rule: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub fn is_bare_identifier(s: &[u8]) -> bool {
    match s.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    s[1..].iter().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Appends `s` with LLVM's escaping: `\\` doubled, `"` and non-printable
/// bytes as two uppercase hex digits.
pub fn escape_into(out: &mut String, s: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    if s.iter().all(|&c| (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\') {
        // Safe: all bytes are printable ASCII.
        out.push_str(std::str::from_utf8(s).unwrap_or_default());
        return;
    }
    for &c in s {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
}
