//! Input and check-file canonicalisation, as FileCheck does it before any
//! matching: `\r\n` becomes `\n`, and (unless `--strict-whitespace`) every
//! run of spaces and tabs becomes one space. Both files go through this, so
//! a pattern's `a  b` and the input's `a\tb` meet as `a b`. Diagnostics then
//! quote the canonical text, exactly as FileCheck's do.

/// The canonical form of `text`.
pub fn canonicalize(text: &[u8], strict_whitespace: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        if c == b'\r' && text.get(i + 1) == Some(&b'\n') {
            i += 1;
            continue;
        }
        if strict_whitespace || (c != b' ' && c != b'\t') {
            out.push(c);
            i += 1;
            continue;
        }
        out.push(b' ');
        while i + 1 < text.len() && matches!(text[i + 1], b' ' | b'\t') {
            i += 1;
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::canonicalize;

    #[test]
    fn whitespace_runs_and_crlf() {
        assert_eq!(canonicalize(b"a \t b\r\nc\r", false), b"a b\nc\r");
        assert_eq!(canonicalize(b"a \t b\r\n", true), b"a \t b\n");
        assert_eq!(canonicalize(b"\t\t", false), b" ");
    }
}
