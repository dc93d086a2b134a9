//! Pass options: the `{key=value flag ...}` text of a pipeline element (or
//! the value of a `--pass-name=...` flag), checked against the options a
//! pass declares, with mlir-opt's messages.

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptKind {
    /// `flag`, `flag=true`, `flag=false` (also `1`/`0`).
    Bool,
    /// A signed 64-bit integer (`cl::opt<long>`).
    Int,
    /// An unsigned 32-bit integer (`cl::opt<unsigned>`).
    UInt,
    /// One of these words.
    Enum(&'static [&'static str]),
    /// A comma-separated list of words.
    List,
    Str,
}

/// One declared option of a pass.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    pub name: &'static str,
    pub kind: OptKind,
    /// The default in the option's own spelling.
    pub default: &'static str,
    pub help: &'static str,
}

/// Option values after parsing: every declared option, defaulted or set.
#[derive(Clone, Debug, Default)]
pub struct Options {
    values: Vec<(&'static str, String)>,
}

impl Options {
    /// The defaults of `specs`.
    pub fn defaults(specs: &[OptionSpec]) -> Options {
        Options { values: specs.iter().map(|s| (s.name, s.default.to_string())).collect() }
    }

    fn raw(&self, name: &str) -> &str {
        self.values.iter().find(|v| v.0 == name).map(|v| v.1.as_str()).unwrap_or("")
    }
    pub fn bool(&self, name: &str) -> bool {
        matches!(self.raw(name), "true" | "1")
    }
    pub fn int(&self, name: &str) -> i64 {
        self.raw(name).parse().unwrap_or(0)
    }
    pub fn str(&self, name: &str) -> &str {
        self.raw(name)
    }
    pub fn list(&self, name: &str) -> Vec<String> {
        self.raw(name).split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect()
    }

    /// Options that differ from their defaults, spelled as a pipeline
    /// element's `{...}` would spell them.
    pub fn describe(&self, specs: &[OptionSpec]) -> String {
        let mut parts = Vec::new();
        for s in specs {
            parts.push(format!("{}={}", s.name, self.raw(s.name)));
        }
        parts.join(" ")
    }
}

/// Why an option text was rejected: the lines mlir-opt prints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionError {
    /// Printed on its own before the error line, as LLVM's `cl` parser
    /// prints invalid values (`mlir-opt: for the --x option: ...`).
    pub preamble: Option<String>,
    pub message: String,
}

/// MLIR's `extractArgAndUpdateOptions`: the first `len` bytes trimmed,
/// one level of matching quotes or braces dropped (only past two bytes).
fn extract(text: &str, len: usize) -> (&str, &str) {
    let (head, rest) = text.split_at(len);
    let mut arg = head.trim();
    let b = arg.as_bytes();
    if b.len() > 2 {
        for (open, close) in [(b'\'', b'\''), (b'"', b'"'), (b'{', b'}')] {
            if b[0] == open && b[b.len() - 1] == close {
                arg = arg[1..arg.len() - 1].trim();
                break;
            }
        }
    }
    (arg, rest.trim_start())
}

/// MLIR's `tryProcessPunct`: past a quoted or braced run starting at `at`
/// (to its closing character, not counting nesting); false when `at` holds
/// no such punctuation or it is not closed.
fn skip_punct(b: &[u8], at: &mut usize) -> bool {
    let close = match b[*at] {
        b'"' => b'"',
        b'\'' => b'\'',
        b'{' => b'}',
        _ => return false,
    };
    match b[*at + 1..].iter().position(|&c| c == close) {
        Some(p) => {
            *at += 1 + p;
            true
        }
        None => false,
    }
}

/// MLIR's `parseNextArg`: the next `key[=value]` of option text and the
/// rest. The key ends at a space or `=`; the value at a space outside
/// quotes and braces.
fn next_arg(text: &str) -> (&str, Option<&str>, &str) {
    let b = text.as_bytes();
    let mut i = 0;
    let (key, rest) = loop {
        if i == b.len() || b[i] == b' ' {
            let (k, rest) = extract(text, i);
            return (k, None, rest);
        }
        if b[i] == b'=' {
            let (k, _) = extract(text, i);
            break (k, &text[i + 1..]);
        }
        i += 1;
    };
    let b = rest.as_bytes();
    let mut i = 0;
    loop {
        if i >= b.len() || b[i] == b' ' {
            let (v, rest) = extract(rest, i.min(b.len()));
            return (key, Some(v), rest);
        }
        if !skip_punct(b, &mut i) && b[i] == b'{' {
            // A nested `{...}`, quotes inside skipped.
            let mut depth = 1;
            i += 1;
            while i < b.len() {
                if !skip_punct(b, &mut i) {
                    if b[i] == b'{' {
                        depth += 1;
                    } else if b[i] == b'}' {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                }
                i += 1;
            }
            continue;
        }
        i += 1;
    }
}

/// LLVM's `StringRef::getAsInteger` with radix 0 (`0x`, `0b`, `0o` and a
/// leading `0` pick the radix), signed or not.
fn llvm_integer(text: &str, signed: bool) -> Option<i128> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) if signed => (true, d),
        _ => (false, text),
    };
    let lower = digits.to_ascii_lowercase();
    let (radix, body) = if let Some(h) = lower.strip_prefix("0x") {
        (16, h.to_string())
    } else if let Some(bin) = lower.strip_prefix("0b") {
        (2, bin.to_string())
    } else if let Some(o) = lower.strip_prefix("0o") {
        (8, o.to_string())
    } else if lower.len() > 1 && lower.starts_with('0') {
        (8, lower[1..].to_string())
    } else {
        (10, lower)
    };
    if body.is_empty() || !body.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let v = i128::from_str_radix(&body, radix).ok()?;
    Some(if neg { -v } else { v })
}

/// Parses `text` against `specs`, starting from the defaults.
pub fn parse_options(specs: &[OptionSpec], text: &str) -> Result<Options, OptionError> {
    let mut opts = Options::defaults(specs);
    let mut rest = text.trim();
    while !rest.is_empty() {
        let (key, value, next) = next_arg(rest);
        rest = next;
        let Some(spec) = specs.iter().find(|s| s.name == key) else {
            return Err(OptionError { preamble: None, message: format!("<Pass-Options-Parser>: no such option {key}") });
        };
        let invalid = |kind: &str| OptionError {
            preamble: Some(format!(
                "for the --{} option: '{}' value invalid for {kind} argument!",
                spec.name,
                value.unwrap_or("")
            )),
            message: String::new(),
        };
        let normalized = match (spec.kind, value) {
            (OptKind::Bool, None) => "true".to_string(),
            (OptKind::Bool, Some(v)) => match v {
                "true" | "TRUE" | "True" | "1" => "true".into(),
                "false" | "FALSE" | "False" | "0" => "false".into(),
                _ => {
                    return Err(OptionError {
                        preamble: Some(format!(
                            "for the --{} option: '{v}' is invalid value for boolean argument! Try 0 or 1",
                            spec.name
                        )),
                        message: String::new(),
                    })
                }
            },
            (_, None) => {
                return Err(OptionError {
                    preamble: Some(format!("for the --{} option: requires a value!", spec.name)),
                    message: String::new(),
                })
            }
            (OptKind::Int, Some(v)) => match llvm_integer(v, true).filter(|n| i64::try_from(*n).is_ok()) {
                Some(n) => n.to_string(),
                None => return Err(invalid("long")),
            },
            (OptKind::UInt, Some(v)) => match llvm_integer(v, false).filter(|n| u32::try_from(*n).is_ok()) {
                Some(n) => n.to_string(),
                None => return Err(invalid("uint")),
            },
            (OptKind::Enum(words), Some(v)) => {
                if !words.contains(&v) {
                    return Err(OptionError {
                        preamble: Some(format!("for the --{} option: Cannot find option named '{v}'!", spec.name)),
                        message: String::new(),
                    });
                }
                v.to_string()
            }
            (OptKind::List | OptKind::Str, Some(v)) => v.to_string(),
        };
        if let Some(slot) = opts.values.iter_mut().find(|s| s.0 == spec.name) {
            slot.1 = normalized;
        }
    }
    Ok(opts)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[
        OptionSpec { name: "max-iterations", kind: OptKind::Int, default: "10", help: "" },
        OptionSpec { name: "test-convergence", kind: OptKind::Bool, default: "false", help: "" },
        OptionSpec { name: "region-simplify", kind: OptKind::Enum(&["disabled", "normal"]), default: "normal", help: "" },
        OptionSpec { name: "disable-patterns", kind: OptKind::List, default: "", help: "" },
    ];

    #[test]
    fn parses_values_and_flags() {
        let o = parse_options(SPECS, "max-iterations=2 test-convergence disable-patterns={a,b}").unwrap();
        assert_eq!(o.int("max-iterations"), 2);
        assert!(o.bool("test-convergence"));
        assert_eq!(o.list("disable-patterns"), ["a", "b"]);
        assert_eq!(o.str("region-simplify"), "normal");
    }

    #[test]
    fn splits_as_mlir_does() {
        // The key stops at a space or `=`; braces only group values.
        assert_eq!(next_arg("{ a=1}"), ("{", None, "a=1}"));
        assert_eq!(next_arg("{a=1}"), ("{a", Some("1}"), ""));
        assert_eq!(next_arg("a={x y} b"), ("a", Some("x y"), "b"));
        assert_eq!(next_arg("a='x y'  b=2"), ("a", Some("x y"), "b=2"));
        assert_eq!(llvm_integer("0x10", false), Some(16));
        assert_eq!(llvm_integer("-1", false), None);
        assert_eq!(llvm_integer("010", true), Some(8));
    }

    #[test]
    fn rejects_unknown_and_bad_values() {
        assert_eq!(parse_options(SPECS, "bogus=1").unwrap_err().message, "<Pass-Options-Parser>: no such option bogus");
        let e = parse_options(SPECS, "max-iterations=abc").unwrap_err();
        assert_eq!(e.preamble.unwrap(), "for the --max-iterations option: 'abc' value invalid for long argument!");
        assert!(parse_options(SPECS, "region-simplify=wild").is_err());
        assert!(parse_options(SPECS, "test-convergence=maybe").is_err());
    }
}
