//! Matching a parsed [`Pattern`] against a region of the input: fixed
//! strings by substring search, regexes with the current variable values
//! spliced in; the notes FileCheck adds about substitutions and captures.

use super::directive::Kind;
use super::expr::{EvalError, Span};
use super::pattern::{Found, MatchError, Pattern, Subst, SubstKind};
use super::report::Msg;
use super::vars::{StrValue, Vars};
use crate::ere;

impl Pattern {
    /// Search `input[lo..hi]` (exactly that slice: `^` and `$` see its
    /// ends) and record the variables the match defines.
    pub fn search(&self, input: &[u8], lo: usize, hi: usize, vars: &mut Vars) -> Result<Found, MatchError> {
        let hay = &input[lo..hi];
        if self.ty.kind == Kind::Eof {
            return Ok(Found { pos: hi, len: 0 });
        }
        if !self.fixed.is_empty() {
            let at = if self.ignore_case {
                find_ignore_case(hay, &self.fixed)
            } else {
                memchr::memmem::find(hay, &self.fixed)
            };
            return at.map(|p| Found { pos: lo + p, len: self.fixed.len() }).ok_or(MatchError::NotFound);
        }
        let owned;
        let re = match &self.compiled {
            Some(Some(r)) => r,
            Some(None) => return Err(MatchError::NotFound),
            None => {
                vars.numeric[vars.line_var].value = self.line.map(i128::from);
                let mut text = self.regex.clone();
                let mut shift = 0;
                let mut errors = Vec::new();
                for sub in &self.substs {
                    match self.value(sub, vars) {
                        Ok(v) => {
                            let at = sub.at + shift;
                            text.splice(at..at, v.iter().copied());
                            shift += v.len();
                        }
                        Err(e) => errors.extend(e),
                    }
                }
                if !errors.is_empty() {
                    return Err(MatchError::Errors(errors));
                }
                owned = self.compile(&text);
                match &owned {
                    Some(r) => r,
                    None => return Err(MatchError::NotFound),
                }
            }
        };
        let m = re.find(hay).ok_or(MatchError::NotFound)?;
        for (name, &group) in &self.var_defs {
            let range = m.group(group).map(|(s, e)| (lo + s, lo + e));
            let bytes = range.map_or(Vec::new(), |(s, e)| input[s..e].to_vec());
            vars.strings.insert(name.clone(), StrValue { bytes, captured: range });
        }
        for (name, &(id, group)) in &self.num_defs {
            let range = m.group(group).map(|(s, e)| (lo + s, lo + e));
            let var = &mut vars.numeric[id];
            var.value = range.and_then(|(s, e)| var.format.parse(&input[s..e]));
            var.captured = range;
            // A scope clear may have dropped the name; matching restores it.
            vars.numeric_names.entry(name.clone()).or_insert(id);
        }
        // CHECK-EMPTY's regex consumes the newline before the empty line.
        let skip = usize::from(self.ty.kind == Kind::Empty);
        Ok(Found { pos: lo + m.start + skip, len: m.end - m.start - skip })
    }

    /// The regex text a substitution stands for at this moment.
    fn value(&self, sub: &Subst, vars: &Vars) -> Result<Vec<u8>, Vec<Msg>> {
        let overflow = || {
            let msg = "unable to substitute variable or numeric expression: overflow error";
            Msg::error(self.buf, sub.from.0, None, msg.to_string())
        };
        match &sub.kind {
            SubstKind::Str(name) => match vars.strings.get(name) {
                Some(v) => {
                    let mut out = Vec::new();
                    ere::escape_into(&v.bytes, &mut out);
                    Ok(out)
                }
                None => Err(vec![self.undefined(sub.from, name)]),
            },
            SubstKind::Num(ast, format) => match ast.eval(vars) {
                Ok(v) => format.render(v).map(String::into_bytes).ok_or_else(|| vec![overflow()]),
                Err(errors) => Err(errors
                    .into_iter()
                    .map(|e| match e {
                        EvalError::Undefined(span, name) => self.undefined(span, &name),
                        EvalError::Overflow => overflow(),
                    })
                    .collect()),
            },
        }
    }

    fn undefined(&self, span: Span, name: &[u8]) -> Msg {
        let msg = format!("undefined variable: {}", String::from_utf8_lossy(name));
        Msg::error(self.buf, span.0, None, msg)
    }

    /// Notes `with "X" equal to "v"` for the substitutions that have values.
    /// FileCheck 19 shows the text as substituted into the regex (string
    /// values regex-escaped), then C-escaped.
    pub fn substitution_notes(&self, src: &[u8], vars: &Vars) -> Vec<String> {
        let mut out = Vec::new();
        for sub in &self.substs {
            let Ok(value) = self.value(sub, vars) else {
                continue;
            };
            let from = write_escaped(&src[sub.from.0..sub.from.1]);
            out.push(format!("with \"{from}\" equal to \"{}\"", write_escaped(&value)));
        }
        out
    }

    /// Variables this pattern's last match captured, in input order.
    pub fn captures(&self, vars: &Vars) -> Vec<(String, (usize, usize))> {
        let mut out: Vec<(String, (usize, usize))> = Vec::new();
        for name in self.var_defs.keys() {
            if let Some(r) = vars.strings.get(name).and_then(|v| v.captured) {
                out.push((String::from_utf8_lossy(name).into_owned(), r));
            }
        }
        for (name, &(id, _)) in &self.num_defs {
            if let Some(r) = vars.numeric[id].captured {
                out.push((String::from_utf8_lossy(name).into_owned(), r));
            }
        }
        out.sort_by_key(|(_, r)| r.0);
        out
    }

    /// The text FileCheck compares against the input to suggest a
    /// "possible intended match": the fixed string or the raw regex.
    pub fn example(&self) -> &[u8] {
        if self.fixed.is_empty() {
            &self.regex
        } else {
            &self.fixed
        }
    }
}

/// `StringRef::find_insensitive` (ASCII case folding).
fn find_ignore_case(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.len() > hay.len() {
        return None;
    }
    (0..=hay.len() - needle.len()).find(|&i| hay[i..i + needle.len()].eq_ignore_ascii_case(needle))
}

/// `raw_ostream::write_escaped`: C-style escapes, octal for the rest.
pub(crate) fn write_escaped(v: &[u8]) -> String {
    let mut out = String::new();
    for &c in v {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'"' => out.push_str("\\\""),
            0x20..=0x7e => out.push(c as char),
            _ => out.push_str(&format!("\\{:03o}", c)),
        }
    }
    out
}
