//! lit's `REQUIRES:` / `UNSUPPORTED:` / `XFAIL:` expressions: feature
//! names combined with `!`, `&&`, `||` and parentheses, `true`/`false`,
//! and comma-separated lists (all must hold for `REQUIRES`, any for the
//! others; `XFAIL: *` matches everything).

use std::collections::HashSet;

struct Parser<'a> {
    toks: Vec<&'a str>,
    pos: usize,
    features: &'a HashSet<String>,
}

fn tokenize(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut i = 0;
    let b = s.as_bytes();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if s[i..].starts_with("&&") || s[i..].starts_with("||") {
            out.push(&s[i..i + 2]);
            i += 2;
        } else if matches!(c, b'!' | b'(' | b')') {
            out.push(&s[i..i + 1]);
            i += 1;
        } else {
            let start = i;
            while i < b.len() && !b[i].is_ascii_whitespace() && !matches!(b[i], b'!' | b'(' | b')' | b'&' | b'|') {
                i += 1;
            }
            out.push(&s[start..i]);
        }
    }
    out
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<&'a str> {
        self.toks.get(self.pos).copied()
    }

    fn or(&mut self) -> Result<bool, String> {
        let mut v = self.and()?;
        while self.peek() == Some("||") {
            self.pos += 1;
            v |= self.and()?;
        }
        Ok(v)
    }

    fn and(&mut self) -> Result<bool, String> {
        let mut v = self.not()?;
        while self.peek() == Some("&&") {
            self.pos += 1;
            v &= self.not()?;
        }
        Ok(v)
    }

    fn not(&mut self) -> Result<bool, String> {
        match self.peek() {
            Some("!") => {
                self.pos += 1;
                Ok(!self.not()?)
            }
            Some("(") => {
                self.pos += 1;
                let v = self.or()?;
                if self.peek() != Some(")") {
                    return Err("missing ')'".into());
                }
                self.pos += 1;
                Ok(v)
            }
            Some(w) if w != ")" && w != "&&" && w != "||" => {
                self.pos += 1;
                Ok(match w {
                    "true" => true,
                    "false" => false,
                    _ => self.features.contains(w),
                })
            }
            other => Err(format!("expected a feature name, found {}", other.unwrap_or("end of line"))),
        }
    }
}

/// Evaluate one boolean expression over `features`.
pub fn eval(expr: &str, features: &HashSet<String>) -> Result<bool, String> {
    let mut p = Parser { toks: tokenize(expr), pos: 0, features };
    let v = p.or()?;
    match p.peek() {
        None => Ok(v),
        Some(t) => Err(format!("unexpected '{t}' in '{expr}'")),
    }
}

/// A comma-separated list: `all` = every item must hold, else any.
pub fn eval_list(list: &str, features: &HashSet<String>, all: bool) -> Result<bool, String> {
    let mut results = Vec::new();
    for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        results.push(item == "*" || eval(item, features)?);
    }
    Ok(if all { results.iter().all(|&b| b) } else { results.iter().any(|&b| b) })
}
