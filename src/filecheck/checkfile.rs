//! Reading the check file (FileCheck's `readCheckFile`): `-D` variables,
//! `--implicit-check-not` patterns, then every directive in order, grouped
//! so each positive directive carries the `-DAG`/`-NOT`s before it.
//! Mistakes in the check file are usage errors (exit status 2).

use super::check::{CheckString, DagNot};
use super::directive::{next_directive, CheckType, Kind, Matcher};
use super::expr::{parse_variable, EvalError, Parser};
use super::pattern::{Options, Pattern};
use super::report::{Msg, Report, CHECK_BUF};
use super::vars::{StrValue, Vars};
use super::Request;

/// The run's buffers: bytes for matching and notes, with the report's
/// rendering copies kept in step.
pub(crate) struct Buffers<'r> {
    pub bytes: Vec<Vec<u8>>,
    pub report: &'r mut Report,
}

impl Buffers<'_> {
    fn add(&mut self, name: &str, text: String) -> usize {
        let id = self.report.add_buffer(name, &text);
        while self.bytes.len() < id {
            self.bytes.push(Vec::new());
        }
        self.bytes.push(text.into_bytes());
        id
    }
}

fn options(req: &Request) -> Options {
    Options {
        match_full_lines: req.match_full_lines,
        strict_whitespace: req.strict_whitespace,
        ignore_case: req.ignore_case,
    }
}

/// `-DNAME=value` and `-D#[FMT,]NAME=expr`, parsed from a synthetic
/// `Global defines` buffer so errors can point into it.
fn define_globals(req: &Request, vars: &mut Vars, bufs: &mut Buffers<'_>) -> Result<(), ()> {
    if req.global_defines.is_empty() {
        return Ok(());
    }
    let mut text = String::new();
    let mut spans = Vec::new();
    for (i, def) in req.global_defines.iter().enumerate() {
        let head = format!("Global define #{}: ", i + 1);
        let Some(eq) = def.find('=') else {
            spans.push((text.len(), 0));
            continue;
        };
        if def.starts_with('#') {
            text.push_str(&format!("{head}{def} (parsed as: [["));
            let subst = format!("{}:{}", &def[..eq], &def[eq + 1..]);
            spans.push((text.len(), subst.len()));
            text.push_str(&format!("{subst}]])\n"));
        } else {
            text.push_str(&head);
            spans.push((text.len(), def.len()));
            text.push_str(&format!("{def}\n"));
        }
    }
    let id = bufs.add("Global defines", text);
    let src = bufs.bytes[id].clone();
    let p = Parser { buf: &src, line: None };
    let mut errors = Vec::new();
    let range_err = |s: &[u8], msg: String| Msg::logged(id, p.off(s), msg);
    for (start, len) in spans {
        let def = &src[start..start + len];
        if def.is_empty() {
            errors.push(range_err(def, "missing equal sign in global definition".into()));
            continue;
        }
        if def[0] == b'#' {
            let block = match p.block(&def[1..], false, vars) {
                Ok(b) => b,
                Err(e) => {
                    errors.push(Msg::logged(id, e.span.0, e.msg));
                    continue;
                }
            };
            let Some(ast) = block.ast else {
                errors.push(range_err(def, "missing numeric expression in global definition".into()));
                continue;
            };
            match ast.eval(vars) {
                Ok(v) => {
                    if let Some((name, var)) = block.defines {
                        vars.numeric[var].value = Some(v);
                        vars.numeric_names.insert(name, var);
                    }
                }
                Err(errs) => {
                    for e in errs {
                        errors.push(match e {
                            EvalError::Undefined(span, name) => {
                                let msg = format!("undefined variable: {}", String::from_utf8_lossy(&name));
                                Msg::logged(id, span.0, msg)
                            }
                            EvalError::Overflow => range_err(def, "overflow error".into()),
                        });
                    }
                }
            }
            continue;
        }
        let eq = def.iter().position(|&c| c == b'=').unwrap_or(def.len());
        let (name_part, value) = (&def[..eq], &def[(eq + 1).min(def.len())..]);
        let (name, pseudo, rest) = match parse_variable(&p, name_part) {
            Ok(v) => v,
            Err(e) => {
                errors.push(Msg::logged(id, e.span.0, e.msg));
                continue;
            }
        };
        if pseudo || !rest.is_empty() {
            let msg = format!(
                "invalid name in string variable definition '{}'",
                String::from_utf8_lossy(name_part)
            );
            errors.push(range_err(name_part, msg));
            continue;
        }
        if vars.numeric_names.contains_key(name) {
            let msg = format!("numeric variable with name '{}' already exists", String::from_utf8_lossy(name));
            errors.push(range_err(name, msg));
            continue;
        }
        // Like FileCheck's StringMap::insert, a repeated -D keeps the first.
        vars.strings
            .entry(name.to_vec())
            .or_insert_with(|| StrValue { bytes: value.to_vec(), captured: None });
        vars.string_names.insert(name.to_vec());
    }
    if errors.is_empty() {
        return Ok(());
    }
    for m in &errors {
        bufs.report.print(m);
    }
    Err(())
}

/// Parse the canonical check text into directives. `Err` carries the exit
/// status after the messages have been printed.
pub(crate) fn read(req: &Request, text: &[u8], vars: &mut Vars, bufs: &mut Buffers<'_>) -> Result<Vec<CheckString>, i32> {
    define_globals(req, vars, bufs).map_err(|()| 2)?;
    let opts = options(req);
    let mut implicit = Vec::new();
    for pat in &req.implicit_check_not {
        let head = "-implicit-check-not='";
        let id = bufs.add("command line", format!("{head}{pat}'"));
        let src = bufs.bytes[id].clone();
        let text = &src[head.len()..head.len() + pat.len()];
        let ty = CheckType::new(Kind::Not);
        match Pattern::parse(&src, id, text, "IMPLICIT-CHECK", ty, None, opts, vars) {
            Ok(p) => implicit.push(DagNot { pat: p, prefix: "IMPLICIT-CHECK".into() }),
            // FileCheck reports these and carries on without the pattern.
            Err(fail) => fail.msgs.iter().for_each(|m| bufs.report.print(m)),
        }
    }
    let default_prefixes = req.check_prefixes.is_empty();
    let check_prefixes = if default_prefixes { vec!["CHECK".to_string()] } else { req.check_prefixes.clone() };
    let comment_prefixes = if req.comment_prefixes.is_empty() {
        vec!["COM".to_string(), "RUN".to_string()]
    } else {
        req.comment_prefixes.clone()
    };
    let mut matcher = Matcher::new(&check_prefixes, &comment_prefixes, text);
    let mut not_found: std::collections::BTreeSet<&str> = check_prefixes.iter().map(String::as_str).collect();
    let distinct = not_found.len();
    let mut checks: Vec<CheckString> = Vec::new();
    let mut pending: Vec<DagNot> = implicit.clone();
    let mut pos = 0;
    let mut line = 1u32;
    let report_at = |bufs: &mut Buffers<'_>, at: usize, msg: String| {
        bufs.report.print(&Msg::error(CHECK_BUF, at, None, msg));
    };
    while let Some(found) = next_directive(&mut matcher, text, &mut pos, &mut line) {
        let prefix = String::from_utf8_lossy(found.prefix).into_owned();
        if found.ty.kind != Kind::Comment {
            not_found.remove(prefix.as_str());
        }
        pos = found.after.unwrap_or(found.at + found.prefix.len());
        match found.ty.kind {
            Kind::Misspelled => {
                let end = found.after.unwrap_or(text.len());
                let directive = String::from_utf8_lossy(&text[found.at..end]);
                report_at(bufs, found.at, format!("misspelled directive '{directive}'"));
                return Err(2);
            }
            Kind::BadNot => {
                report_at(bufs, pos, format!("unsupported -NOT combo on prefix '{prefix}'"));
                return Err(2);
            }
            Kind::BadCount => {
                report_at(bufs, pos, format!("invalid count in -COUNT specification on prefix '{prefix}'"));
                return Err(2);
            }
            _ => {}
        }
        if !(req.strict_whitespace && req.match_full_lines) {
            pos += text[pos..].iter().take_while(|&&c| c == b' ' || c == b'\t').count();
        }
        let eol = text[pos..].iter().position(|&c| c == b'\n' || c == b'\r').map_or(text.len(), |p| p + pos);
        let pattern_text = &text[pos..eol];
        pos = eol;
        if found.ty.kind == Kind::Comment {
            continue;
        }
        let pat = match Pattern::parse(text, CHECK_BUF, pattern_text, &prefix, found.ty, Some(line), opts, vars) {
            Ok(p) => p,
            Err(fail) => {
                fail.msgs.iter().for_each(|m| bufs.report.print(m));
                return Err(fail.code);
            }
        };
        if found.ty.kind == Kind::Label && pat.has_variable() {
            report_at(bufs, found.at, format!("found '{prefix}-LABEL:' with variable definition or use"));
            return Err(2);
        }
        let needs_previous = match found.ty.kind {
            Kind::Next => Some("NEXT"),
            Kind::Same => Some("SAME"),
            Kind::Empty => Some("EMPTY"),
            _ => None,
        };
        if let Some(word) = needs_previous.filter(|_| checks.is_empty()) {
            report_at(bufs, found.at, format!("found '{prefix}-{word}' without previous '{prefix}: line"));
            return Err(2);
        }
        if matches!(found.ty.kind, Kind::Dag | Kind::Not) {
            pending.push(DagNot { pat, prefix });
            continue;
        }
        checks.push(CheckString { pat, prefix, dag_not: std::mem::replace(&mut pending, implicit.clone()) });
    }
    let none_found = not_found.len() == distinct;
    let some_unused = !req.allow_unused_prefixes && !not_found.is_empty();
    if (none_found || some_unused) && (implicit.is_empty() || !default_prefixes) {
        let list: Vec<String> = not_found.iter().map(|p| format!("'{p}:'")).collect();
        let plural = if not_found.len() > 1 { "es" } else { "" };
        bufs.report.line(&format!("error: no check strings found with prefix{plural} {}", list.join(", ")));
        return Err(2);
    }
    if !pending.is_empty() {
        checks.push(CheckString {
            pat: Pattern::eof(CHECK_BUF, pos.min(text.len()), line + 1),
            prefix: check_prefixes[0].clone(),
            dag_not: pending,
        });
    }
    Ok(checks)
}
