//! Numeric matching formats (`%u`, `%d`, `%x`, `%X`, with `.precision`
//! and the `#` flag): the regex that matches any value, the text one value
//! must appear as, and reading a captured value back.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FmtKind {
    None,
    Unsigned,
    Signed,
    HexUpper,
    HexLower,
}

/// A matching format: `%u`, `%d`, `%x`, `%X`, with `.precision` and the
/// `#` (0x prefix) flag.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Format {
    pub kind: FmtKind,
    pub precision: u32,
    pub alt: bool,
}

impl PartialEq for Format {
    /// LLVM's `ExpressionFormat::operator==`: a missing format equals nothing.
    fn eq(&self, o: &Format) -> bool {
        self.kind != FmtKind::None
            && self.kind == o.kind
            && self.precision == o.precision
            && self.alt == o.alt
    }
}

impl Format {
    pub fn none() -> Format {
        Format { kind: FmtKind::None, precision: 0, alt: false }
    }

    pub fn unsigned() -> Format {
        Format { kind: FmtKind::Unsigned, precision: 0, alt: false }
    }

    pub fn name(&self) -> &'static str {
        match self.kind {
            FmtKind::None => "<none>",
            FmtKind::Unsigned => "%u",
            FmtKind::Signed => "%d",
            FmtKind::HexUpper => "%X",
            FmtKind::HexLower => "%x",
        }
    }

    pub fn hex(&self) -> bool {
        matches!(self.kind, FmtKind::HexUpper | FmtKind::HexLower)
    }

    /// The regex matching any value in this format.
    pub fn wildcard(&self) -> String {
        let alt = if self.alt { "0x" } else { "" };
        let (lead, digit) = match self.kind {
            FmtKind::Signed => ("-?[1-9]", "[0-9]"),
            FmtKind::HexUpper => ("[1-9A-F]", "[0-9A-F]"),
            FmtKind::HexLower => ("[1-9a-f]", "[0-9a-f]"),
            _ => ("[1-9]", "[0-9]"),
        };
        if self.precision > 0 {
            // At least `precision` digits, leading zeros allowed only to
            // reach that width.
            let lead = lead.trim_start_matches("-?");
            let sign = if self.kind == FmtKind::Signed { "-?" } else { "" };
            return format!("{alt}{sign}({lead}{digit}*)?{digit}{{{}}}", self.precision);
        }
        match self.kind {
            FmtKind::Signed => "-?[0-9]+".into(),
            _ => format!("{alt}{digit}+"),
        }
    }

    /// The text a value must appear as; `None` = overflow (a negative value
    /// in an unsigned format).
    pub fn render(&self, v: i128) -> Option<String> {
        if v < 0 && self.kind != FmtKind::Signed {
            return None;
        }
        let abs = v.unsigned_abs();
        let digits = match self.kind {
            FmtKind::HexUpper => format!("{abs:X}"),
            FmtKind::HexLower => format!("{abs:x}"),
            _ => abs.to_string(),
        };
        let zeros = (self.precision as usize).saturating_sub(digits.len());
        let sign = if v < 0 { "-" } else { "" };
        let alt = if self.alt { "0x" } else { "" };
        Some(format!("{sign}{alt}{}{digits}", "0".repeat(zeros)))
    }

    /// The value of text matched by [`Format::wildcard`].
    pub fn parse(&self, text: &[u8]) -> Option<i128> {
        let (neg, rest) = match text.strip_prefix(b"-") {
            Some(r) => (true, r),
            None => (false, text),
        };
        let rest = if self.alt && self.kind != FmtKind::Signed {
            rest.strip_prefix(b"0x").unwrap_or(rest)
        } else {
            rest
        };
        let s = std::str::from_utf8(rest).ok()?;
        let v = i128::from_str_radix(s, if self.hex() { 16 } else { 10 }).ok()?;
        Some(if neg { -v } else { v })
    }
}
