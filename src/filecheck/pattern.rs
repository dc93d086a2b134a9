//! One directive's pattern: parsed from the check line into either a fixed
//! string or an ERE (fixed text escaped, `{{...}}` blocks kept, `[[...]]`
//! blocks turned into capture groups, backreferences or substitutions),
//! then matched against a region of the input.
//!
//! The construction mirrors LLVM FileCheck 19 closely because tests depend
//! on its corner cases: a line without `{{`/`[[` (or shorter than two
//! bytes) is a plain substring search; a `{{...}}` block is wrapped in
//! parentheses when the *rest of the line* contains `|` (which shifts group
//! numbers exactly as FileCheck's does); a variable used on the line that
//! defines it becomes a backreference; `--match-full-lines` adds `^ *` and
//! ` *$`. Regexes use `REG_NEWLINE`, and a match is the leftmost-longest.

use std::collections::BTreeMap;

use super::directive::{CheckType, Kind};
use super::expr::{is_space, parse_variable, Ast, ParseError, Parser, Span};
use super::format::Format;
use super::report::Msg;
use super::vars::{NumVarId, Vars};
use crate::ere::{self, Flags, Regex};

/// FileCheck refuses backreferences beyond this group number.
const BACKREF_LIMIT: usize = 20;

#[derive(Clone, Debug)]
pub(super) enum SubstKind {
    Str(Vec<u8>),
    Num(Ast, Format),
}

/// A value spliced into the regex at match time.
#[derive(Clone, Debug)]
pub(super) struct Subst {
    pub(super) kind: SubstKind,
    /// The block's text in the pattern buffer (`NAME`, `N+1`).
    pub(super) from: Span,
    /// Byte index in the regex text where the value goes.
    pub(super) at: usize,
}

/// Parse options that come from the command line.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Options {
    pub match_full_lines: bool,
    pub strict_whitespace: bool,
    pub ignore_case: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Pattern {
    pub ty: CheckType,
    /// Which source buffer the pattern text lives in, and where.
    pub buf: usize,
    pub loc: usize,
    pub line: Option<u32>,
    pub(super) fixed: Vec<u8>,
    pub(super) regex: Vec<u8>,
    pub(super) substs: Vec<Subst>,
    /// String variables defined here, by name, with their group number.
    pub(super) var_defs: BTreeMap<Vec<u8>, usize>,
    /// Numeric variables defined here, with their group number.
    pub(super) num_defs: BTreeMap<Vec<u8>, (NumVarId, usize)>,
    pub(super) ignore_case: bool,
    /// The compiled regex when nothing is substituted (`None` inside: the
    /// assembled regex is invalid, so it never matches, as in FileCheck).
    pub(super) compiled: Option<Option<Regex>>,
}

/// What [`Pattern::parse`] failed with: messages to print and the exit
/// code FileCheck then uses (2, except one path where it exits with 1).
pub(crate) struct ParseFailure {
    pub msgs: Vec<Msg>,
    pub code: i32,
}

/// A match of a pattern: absolute byte offsets in the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub pos: usize,
    pub len: usize,
}

pub(crate) enum MatchError {
    NotFound,
    /// Substitution failures (undefined variable, overflow).
    Errors(Vec<Msg>),
}

fn find_sub(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() {
        return None;
    }
    memchr::memmem::find(&hay[from..], needle).map(|p| p + from)
}

impl Pattern {
    /// An empty pattern of kind `ty` (the implicit EOF check uses this).
    pub fn eof(buf: usize, loc: usize, line: u32) -> Pattern {
        Pattern {
            ty: CheckType::new(Kind::Eof),
            buf,
            loc,
            line: Some(line),
            fixed: Vec::new(),
            regex: Vec::new(),
            substs: Vec::new(),
            var_defs: BTreeMap::new(),
            num_defs: BTreeMap::new(),
            ignore_case: false,
            compiled: None,
        }
    }

    /// Whether the pattern defines or uses variables (forbidden in
    /// `CHECK-LABEL`; FileCheck does not count numeric definitions).
    pub fn has_variable(&self) -> bool {
        !(self.substs.is_empty() && self.var_defs.is_empty())
    }

    /// Parse `text` (a slice of source buffer `src`, id `buf`).
    #[allow(clippy::too_many_arguments)]
    pub fn parse(
        src: &[u8],
        buf: usize,
        text: &[u8],
        prefix: &str,
        ty: CheckType,
        line: Option<u32>,
        opts: Options,
        vars: &mut Vars,
    ) -> Result<Pattern, ParseFailure> {
        let p = Parser { buf: src, line };
        let mut pat = Pattern::eof(buf, p.off(text), 0);
        pat.ty = ty;
        pat.line = line;
        pat.ignore_case = opts.ignore_case;
        let fail = |at: usize, msg: String| ParseFailure {
            msgs: vec![Msg::error(buf, at, None, msg)],
            code: 2,
        };
        let regex_error = |e: ParseError| ParseFailure { msgs: vec![Msg::error(buf, e.span.0, None, e.msg)], code: 2 };
        let full_lines = opts.match_full_lines && ty.kind != Kind::Not;
        let mut s = text;
        if !(opts.strict_whitespace && opts.match_full_lines) {
            while s.last().is_some_and(|&c| is_space(c)) {
                s = &s[..s.len() - 1];
            }
        }
        if s.is_empty() && ty.kind != Kind::Empty {
            return Err(fail(pat.loc, format!("found empty check string with prefix '{prefix}:'")));
        }
        if !s.is_empty() && ty.kind == Kind::Empty {
            let msg = format!("found non-empty check string for empty check with prefix '{prefix}:'");
            return Err(fail(pat.loc, msg));
        }
        if ty.kind == Kind::Empty {
            pat.regex = b"(\n$)".to_vec();
            return Ok(pat.finish());
        }
        if ty.literal {
            pat.fixed = s.to_vec();
            return Ok(pat);
        }
        let has = |needle: &[u8]| memchr::memmem::find(s, needle).is_some();
        if !full_lines && (s.len() < 2 || (!has(b"{{") && !has(b"[["))) {
            pat.fixed = s.to_vec();
            return Ok(pat);
        }
        if full_lines {
            pat.regex.push(b'^');
            if !opts.strict_whitespace {
                pat.regex.extend_from_slice(b" *");
            }
        }
        let mut cur_paren = 1usize;
        while !s.is_empty() {
            if s.starts_with(b"{{") {
                let Some(end) = find_sub(s, b"}}", 0) else {
                    return Err(fail(p.off(s), "found start of regex string with no end '}}'".into()));
                };
                // FileCheck checks the whole rest of the line for '|'.
                let alternation = s.contains(&b'|');
                if alternation {
                    pat.regex.push(b'(');
                    cur_paren += 1;
                }
                pat.add_regex(&p, &s[2..end], &mut cur_paren).map_err(regex_error)?;
                if alternation {
                    pat.regex.push(b')');
                }
                s = &s[end + 2..];
                continue;
            }
            if s.starts_with(b"[[") && !s.starts_with(b"[[[") {
                s = pat.parse_block(&p, s, &mut cur_paren, vars)?;
                continue;
            }
            let next = [find_sub(s, b"{{", 1), find_sub(s, b"[[", 1)].into_iter().flatten().min();
            let end = next.unwrap_or(s.len());
            ere::escape_into(&s[..end], &mut pat.regex);
            s = &s[end..];
        }
        if full_lines {
            if !opts.strict_whitespace {
                pat.regex.extend_from_slice(b" *");
            }
            pat.regex.push(b'$');
        }
        Ok(pat.finish())
    }

    /// Compile once when no value is substituted at match time.
    fn finish(mut self) -> Pattern {
        if self.substs.is_empty() {
            self.compiled = Some(self.compile(&self.regex));
        }
        self
    }

    pub(super) fn compile(&self, regex: &[u8]) -> Option<Regex> {
        let flags = Flags { newline: true, icase: self.ignore_case, long_backrefs: true };
        Regex::with_flags(regex, flags).ok()
    }

    /// Append a user regex after checking it alone (as FileCheck does, with
    /// no flags), counting its groups.
    fn add_regex(&mut self, p: &Parser<'_>, re: &[u8], cur_paren: &mut usize) -> Result<(), ParseError> {
        match Regex::with_flags(re, Flags::default()) {
            Ok(r) => {
                self.regex.extend_from_slice(re);
                *cur_paren += r.group_count();
                Ok(())
            }
            Err(e) => {
                let at = p.off(re);
                Err(ParseError::range((at, at), format!("invalid regex: {}", e.message())))
            }
        }
    }

    /// A `[[...]]` block at the start of `s`; returns the text after it.
    fn parse_block<'s>(
        &mut self,
        p: &Parser<'_>,
        s: &'s [u8],
        cur_paren: &mut usize,
        vars: &mut Vars,
    ) -> Result<&'s [u8], ParseFailure> {
        let buf = self.buf;
        let fail = |at: usize, msg: String| ParseFailure { msgs: vec![Msg::error(buf, at, None, msg)], code: 2 };
        let from_parse = |e: ParseError| ParseFailure { msgs: vec![Msg::logged(buf, e.span.0, e.msg)], code: 2 };
        let regex_error = |e: ParseError| ParseFailure { msgs: vec![Msg::error(buf, e.span.0, None, e.msg)], code: 2 };
        let inner = &s[2..];
        let end = match var_end(inner) {
            VarEnd::At(end) => end,
            VarEnd::Missing => return Err(fail(p.off(s), "Invalid substitution block, no ]] found".into())),
            VarEnd::StrayBracket(at) => {
                // FileCheck exits at once (status 1) on this one.
                let msg = "missing closing \"]\" for regex variable".to_string();
                return Err(ParseFailure { msgs: vec![Msg::error(buf, p.off(&inner[at..]), None, msg)], code: 1 });
            }
        };
        let mut block = &inner[..end];
        let rest = &inner[end + 2..];
        let mut is_num = false;
        if let Some(b) = block.strip_prefix(b"#") {
            block = b;
            is_num = true;
        }
        let mut is_def = false;
        let mut subst_needed = false;
        let mut legacy = false;
        let mut def_name: Vec<u8> = Vec::new();
        let mut subst_from: &[u8] = &[];
        // The regex a definition captures: the user's (a slice of the check
        // line, so errors point into it) or a numeric format's wildcard.
        let mut def_regex: &[u8] = &[];
        let mut wildcard = String::new();
        let mut insert_at = self.regex.len();
        if !is_num {
            let colon = block.iter().position(|&c| c == b':');
            let name_part = &block[..colon.unwrap_or(block.len())];
            if let Some(sp) = name_part.iter().position(|&c| is_space(c)) {
                return Err(fail(p.off(&name_part[sp..]), "unexpected whitespace".into()));
            }
            let (name, pseudo, after) = parse_variable(p, block).map_err(from_parse)?;
            is_def = colon.is_some();
            subst_needed = !is_def;
            if is_def {
                let Some(regex) = after.strip_prefix(b":").filter(|_| !pseudo) else {
                    return Err(fail(p.off(name), "invalid name in string variable definition".into()));
                };
                if vars.numeric_names.contains_key(name) {
                    let msg = format!("numeric variable with name '{}' already exists", String::from_utf8_lossy(name));
                    return Err(fail(p.off(name), msg));
                }
                def_name = name.to_vec();
                def_regex = regex;
            } else if pseudo {
                legacy = true;
                is_num = true;
            } else {
                if !after.is_empty() {
                    return Err(fail(p.off(name), "invalid name in string variable use".into()));
                }
                subst_from = name;
            }
        }
        let mut num: Option<(Ast, Format)> = None;
        let mut num_def: Option<NumVarId> = None;
        if is_num {
            let parsed = p.block(block, legacy, vars).map_err(from_parse)?;
            subst_needed = parsed.ast.is_some();
            if let Some((name, id)) = parsed.defines {
                is_def = true;
                def_name = name;
                num_def = Some(id);
            }
            match parsed.ast {
                Some(ast) => {
                    subst_from = block;
                    num = Some((ast, parsed.format));
                }
                None => wildcard = parsed.format.wildcard(),
            }
        }
        if is_def {
            self.regex.push(b'(');
            insert_at += 1;
            match num_def {
                Some(id) => {
                    self.num_defs.insert(def_name.clone(), (id, *cur_paren));
                    vars.numeric_names.insert(def_name.clone(), id);
                }
                None => {
                    self.var_defs.insert(def_name.clone(), *cur_paren);
                    vars.string_names.insert(def_name.clone());
                }
            }
            *cur_paren += 1;
        }
        if !def_regex.is_empty() {
            self.add_regex(p, def_regex, cur_paren).map_err(regex_error)?;
        } else if !wildcard.is_empty() {
            // Generated, so always valid; its optional-digits group counts.
            self.regex.extend_from_slice(wildcard.as_bytes());
            *cur_paren += Regex::new(&wildcard).map_or(0, |r| r.group_count());
        }
        if is_def {
            self.regex.push(b')');
        }
        if subst_needed {
            let same_line = if num.is_none() { self.var_defs.get(subst_from).copied() } else { None };
            match same_line {
                Some(group) => {
                    if !(1..=BACKREF_LIMIT).contains(&group) {
                        let msg = format!("Can't back-reference more than {BACKREF_LIMIT} variables");
                        return Err(fail(p.off(subst_from), msg));
                    }
                    let backref = if group <= 9 { format!("\\{group}") } else { format!("\\g{{{group}}}") };
                    self.regex.extend_from_slice(backref.as_bytes());
                }
                None => {
                    let kind = match num {
                        Some((ast, format)) => SubstKind::Num(ast, format),
                        None => SubstKind::Str(subst_from.to_vec()),
                    };
                    self.substs.push(Subst { kind, from: p.span(subst_from), at: insert_at });
                }
            }
        }
        Ok(rest)
    }
}

enum VarEnd {
    At(usize),
    Missing,
    StrayBracket(usize),
}

/// Where the `]]` closing a `[[` block is: brackets nest (for regex
/// classes) and a backslash protects the next byte.
fn var_end(s: &[u8]) -> VarEnd {
    let mut i = 0;
    let mut depth = 0usize;
    while i < s.len() {
        if s[i..].starts_with(b"]]") && depth == 0 {
            return VarEnd::At(i);
        }
        match s[i] {
            b'\\' => {
                i += 2;
                continue;
            }
            b'[' => depth += 1,
            b']' => {
                if depth == 0 {
                    return VarEnd::StrayBracket(i);
                }
                depth -= 1;
            }
            _ => {}
        }
        i += 1;
    }
    VarEnd::Missing
}
