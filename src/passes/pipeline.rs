//! MLIR's textual pass pipeline syntax:
//!
//! ```text
//! pipeline ::= op-name `(` element-list `)`
//! element  ::= pass-name (`{` options `}`)? | op-name `(` element-list `)`
//! ```
//!
//! Parsing follows mlir-opt's `TextualPipeline`: the outer anchor is split
//! off first (its inner text is what error positions refer to), names run up
//! to the next `,(){`, and errors carry a column into that inner text.

/// One element of a parsed pipeline, not yet resolved against the registry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    pub name: String,
    /// Byte offset of the name in the text errors refer to.
    pub at: usize,
    /// The text between `{` and `}`, when options were given.
    pub options: Option<String>,
    /// The nested element list of `op-name(...)`, when given.
    pub inner: Option<Vec<Element>>,
}

/// A pipeline error, rendered the way mlir-opt renders it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError(pub String);

pub const ANCHOR_MESSAGE: &str =
    "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";

/// Splits `name(inner)` into the anchor op name and its inner text.
pub fn split_anchor(pipeline: &str) -> Result<(&str, &str), PipelineError> {
    let p = pipeline.trim();
    let start = p.find('(');
    match start {
        Some(s) if s > 0 && p.ends_with(')') => Ok((p[..s].trim_end(), &p[s + 1..p.len() - 1])),
        _ => Err(PipelineError(ANCHOR_MESSAGE.to_string())),
    }
}

/// An error at byte `at` of `text`, with the source line and a caret
/// (`MLIR Textual PassPipeline Parser:1:5: error: ...`).
pub fn located_error(text: &str, at: usize, message: &str) -> PipelineError {
    let at = at.min(text.len());
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line_no = text[..at].matches('\n').count() + 1;
    let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    let col = text[line_start..at].chars().count() + 1;
    PipelineError(format!(
        "MLIR Textual PassPipeline Parser:{line_no}:{col}: error: {message}\n{}\n{}^\n",
        &text[line_start..line_end],
        " ".repeat(col - 1)
    ))
}

/// Parses an element list (the inner text of an anchor).
pub fn parse_elements(text: &str) -> Result<Vec<Element>, PipelineError> {
    // The stack holds the lists being filled; the open-paren offsets say
    // where an unclosed nesting began.
    let mut stack: Vec<Vec<Element>> = vec![Vec::new()];
    let mut opens: Vec<usize> = Vec::new();
    let mut pos = 0usize;
    let bytes = text.as_bytes();
    loop {
        let rest = &text[pos..];
        let sep = rest.find([',', '(', ')', '{', '}']).map(|i| pos + i);
        let end = sep.unwrap_or(text.len());
        let raw = &text[pos..end];
        let lead = raw.len() - raw.trim_start().len();
        let name = raw.trim().to_string();
        stack.last_mut().expect("stack never empty").push(Element { name, at: pos + lead, options: None, inner: None });
        let Some(mut i) = sep else { break };
        if bytes[i] == b'{' {
            let mut depth = 1u32;
            let mut close = None;
            for (j, &c) in bytes.iter().enumerate().skip(i + 1) {
                if c == b'{' {
                    depth += 1;
                } else if c == b'}' {
                    depth -= 1;
                    if depth == 0 {
                        close = Some(j);
                        break;
                    }
                }
            }
            let Some(close) = close else {
                return Err(located_error(text, i, "missing closing '}' while processing pass options"));
            };
            if let Some(last) = stack.last_mut().and_then(|l| l.last_mut()) {
                last.options = Some(text[i + 1..close].to_string());
            }
            i = close + 1;
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            if i >= bytes.len() {
                break;
            }
        } else if bytes[i] == b'(' {
            opens.push(i);
            stack.push(Vec::new());
            pos = i + 1;
            continue;
        } else if bytes[i] == b'}' {
            return Err(located_error(text, i, "expected ',' after parsing pipeline"));
        }
        while i < bytes.len() && bytes[i] == b')' {
            if stack.len() == 1 {
                return Err(located_error(
                    text,
                    i,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            let inner = stack.pop().expect("checked above");
            opens.pop();
            if let Some(last) = stack.last_mut().and_then(|l| l.last_mut()) {
                last.inner = Some(inner);
            }
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        if bytes[i] != b',' {
            return Err(located_error(text, i, "expected ',' after parsing pipeline"));
        }
        pos = i + 1;
    }
    if let Some(&open) = opens.last() {
        return Err(located_error(text, open + 1, "encountered unbalanced parentheses while parsing pipeline"));
    }
    let mut top = stack.pop().unwrap_or_default();
    // `builtin.module()` is an empty pipeline, not a pass named ''.
    if top.len() == 1 && top[0].name.is_empty() && top[0].options.is_none() && top[0].inner.is_none() {
        top.clear();
    }
    drop_empty_nested(&mut top);
    Ok(top)
}

/// `llvm.func()` holds no passes rather than one empty-named pass.
fn drop_empty_nested(list: &mut [Element]) {
    for e in list.iter_mut() {
        if let Some(inner) = &mut e.inner {
            if inner.len() == 1 && inner[0].name.is_empty() && inner[0].options.is_none() && inner[0].inner.is_none() {
                inner.clear();
            }
            drop_empty_nested(inner);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_with_options() {
        let (anchor, inner) = split_anchor("builtin.module(test.func(canonicalize{max-iterations=2}), cse)").unwrap();
        assert_eq!(anchor, "builtin.module");
        let els = parse_elements(inner).unwrap();
        assert_eq!(els.len(), 2);
        assert_eq!(els[0].name, "test.func");
        let nested = els[0].inner.as_ref().unwrap();
        assert_eq!(nested[0].name, "canonicalize");
        assert_eq!(nested[0].options.as_deref(), Some("max-iterations=2"));
        assert_eq!(els[1].name, "cse");
        assert_eq!(els[1].at, 43);
    }

    #[test]
    fn errors_point_like_mlir() {
        assert_eq!(split_anchor("canonicalize").unwrap_err().0, ANCHOR_MESSAGE);
        let e = parse_elements("test.func(canonicalize").unwrap_err().0;
        assert!(e.starts_with("MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced"), "{e}");
        let e = parse_elements("cse)").unwrap_err().0;
        assert!(e.starts_with("MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing"), "{e}");
        let e = parse_elements("func.func(cse)x").unwrap_err().0;
        assert_eq!(e, "MLIR Textual PassPipeline Parser:1:15: error: expected ',' after parsing pipeline\nfunc.func(cse)x\n              ^\n");
        let e = parse_elements("canonicalize{max-iterations=2").unwrap_err().0;
        assert!(e.starts_with("MLIR Textual PassPipeline Parser:1:13: error: missing closing '}'"), "{e}");
        assert_eq!(parse_elements("").unwrap(), vec![]);
        let els = parse_elements("cse,").unwrap();
        assert_eq!((els[1].name.as_str(), els[1].at), ("", 4));
    }
}
