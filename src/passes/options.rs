//! Pass options: the `{key=value flag ...}` text of a pipeline element (or
//! the value of a `--pass-name=...` flag), checked against the options a
//! pass declares, with mlir-opt's messages.

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptKind {
    /// `flag`, `flag=true`, `flag=false` (also `1`/`0`).
    Bool,
    /// A signed 64-bit integer.
    Int,
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

/// Splits option text into `key[=value]` items on spaces outside quotes
/// and braces.
fn split_items(text: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let bytes = text.as_bytes();
    let (mut depth, mut quote, mut start) = (0i32, None::<u8>, None::<usize>);
    for (i, &c) in bytes.iter().enumerate() {
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (Some(_), _) => {}
            (None, b'"' | b'\'') => quote = Some(c),
            (None, b'{') => depth += 1,
            (None, b'}') => depth -= 1,
            (None, b' ' | b'\t' | b'\n') if depth <= 0 => {
                if let Some(s) = start.take() {
                    items.push(&text[s..i]);
                }
                continue;
            }
            _ => {}
        }
        if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        items.push(&text[s..]);
    }
    items
}

/// Strips one level of matching quotes or braces around a value.
fn unwrap_value(v: &str) -> &str {
    let b = v.as_bytes();
    if b.len() >= 2
        && ((b[0] == b'"' && b[b.len() - 1] == b'"')
            || (b[0] == b'\'' && b[b.len() - 1] == b'\'')
            || (b[0] == b'{' && b[b.len() - 1] == b'}'))
    {
        return &v[1..v.len() - 1];
    }
    v
}

/// Parses `text` against `specs`, starting from the defaults.
pub fn parse_options(specs: &[OptionSpec], text: &str) -> Result<Options, OptionError> {
    let mut opts = Options::defaults(specs);
    for item in split_items(text) {
        let (key, value) = match item.split_once('=') {
            Some((k, v)) => (k, Some(unwrap_value(v))),
            None => (item, None),
        };
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
            (OptKind::Int, Some(v)) => match v.parse::<i64>() {
                Ok(n) => n.to_string(),
                Err(_) => return Err(invalid("long")),
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
    fn rejects_unknown_and_bad_values() {
        assert_eq!(parse_options(SPECS, "bogus=1").unwrap_err().message, "<Pass-Options-Parser>: no such option bogus");
        let e = parse_options(SPECS, "max-iterations=abc").unwrap_err();
        assert_eq!(e.preamble.unwrap(), "for the --max-iterations option: 'abc' value invalid for long argument!");
        assert!(parse_options(SPECS, "region-simplify=wild").is_err());
        assert!(parse_options(SPECS, "test-convergence=maybe").is_err());
    }
}
