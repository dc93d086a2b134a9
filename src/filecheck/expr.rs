//! Numeric substitution blocks: `[[#%x,NAME:]]`, `[[#NAME+1]]`,
//! `[[#max(A, B)]]`, legacy `[[@LINE+2]]`. Parsing follows LLVM FileCheck
//! 19 step by step (format specifier before the first `,` that precedes any
//! `(`, definition before `:`, optional `==` constraint, left-associative
//! `+`/`-`, calls to add/div/max/min/mul/sub) and uses its error texts.

use super::format::{FmtKind, Format};
use super::vars::{NumVarId, Vars};

#[derive(Clone, Copy, Debug)]
pub(crate) enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Max,
    Min,
}

impl Op {
    fn apply(self, a: i128, b: i128) -> Option<i128> {
        match self {
            Op::Add => a.checked_add(b),
            Op::Sub => a.checked_sub(b),
            Op::Mul => a.checked_mul(b),
            Op::Div => a.checked_div(b),
            Op::Max => Some(a.max(b)),
            Op::Min => Some(a.min(b)),
        }
    }
}

/// A byte range in the pattern's buffer (the check file, or a synthetic
/// buffer for command-line patterns).
pub(crate) type Span = (usize, usize);

#[derive(Clone, Debug)]
pub(crate) enum Ast {
    Literal(i128),
    Var(NumVarId, Span, Vec<u8>),
    Binop(Op, Box<Ast>, Box<Ast>, Span),
}

/// Why an expression has no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum EvalError {
    Undefined(Span, Vec<u8>),
    Overflow,
}

impl Ast {
    pub fn eval(&self, vars: &Vars) -> Result<i128, Vec<EvalError>> {
        match self {
            Ast::Literal(v) => Ok(*v),
            Ast::Var(id, span, name) => {
                vars.numeric[*id].value.ok_or_else(|| vec![EvalError::Undefined(*span, name.clone())])
            }
            Ast::Binop(op, l, r, _) => match (l.eval(vars), r.eval(vars)) {
                (Ok(a), Ok(b)) => op.apply(a, b).ok_or_else(|| vec![EvalError::Overflow]),
                (a, b) => Err(a.err().into_iter().chain(b.err()).flatten().collect()),
            },
        }
    }

    fn span_text(span: Span, buf: &[u8]) -> String {
        String::from_utf8_lossy(&buf[span.0..span.1]).into_owned()
    }

    fn text(&self, buf: &[u8]) -> String {
        match self {
            Ast::Literal(v) => v.to_string(),
            Ast::Var(_, s, _) | Ast::Binop(_, _, _, s) => Ast::span_text(*s, buf),
        }
    }

    /// The format implied by the variables used, or a conflict error.
    fn implicit_format(&self, vars: &Vars, buf: &[u8]) -> Result<Format, ParseError> {
        match self {
            Ast::Literal(_) => Ok(Format::none()),
            Ast::Var(id, _, _) => Ok(vars.numeric[*id].format),
            Ast::Binop(_, l, r, span) => {
                let lf = l.implicit_format(vars, buf)?;
                let rf = r.implicit_format(vars, buf)?;
                if lf.kind != FmtKind::None && rf.kind != FmtKind::None && lf != rf {
                    let msg = format!(
                        "implicit format conflict between '{}' ({}) and '{}' ({}), need an explicit format specifier",
                        l.text(buf),
                        lf.name(),
                        r.text(buf),
                        rf.name()
                    );
                    return Err(ParseError::range(*span, msg));
                }
                Ok(if lf.kind != FmtKind::None { lf } else { rf })
            }
        }
    }
}

/// A parse error with FileCheck's wording and the range it underlines.
#[derive(Clone, Debug)]
pub(crate) struct ParseError {
    pub span: Span,
    pub msg: String,
}

impl ParseError {
    pub fn range(span: Span, msg: impl Into<String>) -> ParseError {
        ParseError { span, msg: msg.into() }
    }
}

type PResult<T> = Result<T, ParseError>;

/// A parsed numeric block: its expression (absent for a bare definition
/// such as `[[#N:]]`), matching format and the variable it defines.
pub(crate) struct Block {
    pub ast: Option<Ast>,
    pub format: Format,
    pub defines: Option<(Vec<u8>, NumVarId)>,
}

/// What an operand position accepts (LLVM's `AllowedOperand`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Allowed {
    LineVar,
    LegacyLiteral,
    Any,
}

pub(crate) fn is_space(c: u8) -> bool {
    c == b' ' || c == b'\t'
}

fn ltrim(s: &[u8]) -> &[u8] {
    &s[s.iter().take_while(|&&c| is_space(c)).count()..]
}

fn rtrim(s: &[u8]) -> &[u8] {
    &s[..s.len() - s.iter().rev().take_while(|&&c| is_space(c)).count()]
}

/// Variable name syntax: `$`/`@` prefix, then `[A-Za-z_][A-Za-z0-9_]*`.
/// Returns the name, whether it is a pseudo (`@`) variable, and the rest.
pub(crate) fn parse_variable<'a>(p: &Parser<'_>, s: &'a [u8]) -> PResult<(&'a [u8], bool, &'a [u8])> {
    if s.is_empty() {
        return Err(p.err(s, "empty variable name"));
    }
    let pseudo = s[0] == b'@';
    let mut i = usize::from(s[0] == b'$' || pseudo);
    if i == s.len() {
        let what = if pseudo { "pseudo" } else { "global" };
        return Err(p.err(&s[i..], format!("empty {what} variable name")));
    }
    if !(s[i] == b'_' || s[i].is_ascii_alphabetic()) {
        return Err(p.err(s, "invalid variable name"));
    }
    i += 1;
    while i < s.len() && (s[i] == b'_' || s[i].is_ascii_alphanumeric()) {
        i += 1;
    }
    Ok((&s[..i], pseudo, &s[i..]))
}

/// Parser state: the buffer that all slices point into (for error
/// locations), the variable tables, and the directive's line.
pub(crate) struct Parser<'b> {
    pub buf: &'b [u8],
    pub line: Option<u32>,
}

impl Parser<'_> {
    pub fn off(&self, s: &[u8]) -> usize {
        (s.as_ptr() as usize).wrapping_sub(self.buf.as_ptr() as usize).min(self.buf.len())
    }

    pub fn span(&self, s: &[u8]) -> Span {
        let o = self.off(s);
        (o, o + s.len())
    }

    pub fn err(&self, s: &[u8], msg: impl Into<String>) -> ParseError {
        ParseError::range(self.span(s), msg)
    }

    /// `[[#...]]` contents (after the `#`).
    pub fn block(&self, expr: &[u8], legacy: bool, vars: &mut Vars) -> PResult<Block> {
        let mut expr = expr;
        let mut explicit = Format::none();
        let mut precision = 0u32;
        let comma = expr.iter().position(|&c| c == b',');
        let paren = expr.iter().position(|&c| c == b'(').unwrap_or(usize::MAX);
        if let Some(comma) = comma.filter(|&c| c < paren) {
            let mut spec = ltrim(rtrim(&expr[..comma]));
            expr = &expr[comma + 1..];
            let Some(rest) = spec.strip_prefix(b"%") else {
                return Err(self.err(spec, "invalid matching format specification in expression"));
            };
            spec = rest;
            let alt_at = spec;
            let alt = spec.first() == Some(&b'#');
            spec = &spec[usize::from(alt)..];
            if let Some(rest) = spec.strip_prefix(b".") {
                let n = rest.iter().take_while(|c| c.is_ascii_digit()).count();
                let value = std::str::from_utf8(&rest[..n]).ok().and_then(|t| t.parse::<u32>().ok());
                let Some(value) = value else {
                    return Err(self.err(rest, "invalid precision in format specifier"));
                };
                precision = value;
                spec = &rest[n..];
            }
            if let Some(&c) = spec.first() {
                let kind = match c {
                    b'u' => FmtKind::Unsigned,
                    b'd' => FmtKind::Signed,
                    b'x' => FmtKind::HexLower,
                    b'X' => FmtKind::HexUpper,
                    _ => return Err(self.err(&spec[..0], "invalid format specifier in expression")),
                };
                let hex = matches!(kind, FmtKind::HexLower | FmtKind::HexUpper);
                explicit = Format { kind, precision, alt: alt && hex };
                spec = &spec[1..];
            }
            if alt && !explicit.hex() {
                return Err(self.err(&alt_at[..0], "alternate form only supported for hex values"));
            }
            let spec = ltrim(spec);
            if !spec.is_empty() {
                return Err(self.err(spec, "invalid matching format specification in expression"));
            }
        }
        let mut def_expr: Option<&[u8]> = None;
        if let Some(colon) = expr.iter().position(|&c| c == b':') {
            def_expr = Some(&expr[..colon]);
            expr = &expr[colon + 1..];
        }
        expr = ltrim(expr);
        let constraint = expr.starts_with(b"==");
        if constraint {
            expr = &expr[2..];
        }
        expr = ltrim(expr);
        let mut ast = None;
        if expr.is_empty() {
            if constraint {
                return Err(self.err(expr, "empty numeric expression should not have a constraint"));
            }
        } else {
            expr = rtrim(expr);
            let whole = expr;
            let allowed = if legacy { Allowed::LineVar } else { Allowed::Any };
            let mut node = self.operand(&mut expr, allowed, !constraint, vars)?;
            while !expr.is_empty() {
                node = self.binop(whole, &mut expr, node, legacy, vars)?;
                if legacy && !expr.is_empty() {
                    let msg = format!(
                        "unexpected characters at end of expression '{}'",
                        String::from_utf8_lossy(expr)
                    );
                    return Err(self.err(expr, msg));
                }
            }
            ast = Some(node);
        }
        let mut format = explicit;
        if format.kind == FmtKind::None {
            if let Some(a) = &ast {
                format = a.implicit_format(vars, self.buf)?;
            }
        }
        if format.kind == FmtKind::None {
            format = Format { kind: FmtKind::Unsigned, precision, alt: false };
        }
        let defines = match def_expr {
            Some(d) => Some(self.definition(ltrim(d), format, vars)?),
            None => None,
        };
        Ok(Block { ast, format, defines })
    }

    fn definition(&self, s: &[u8], format: Format, vars: &mut Vars) -> PResult<(Vec<u8>, NumVarId)> {
        let (name, pseudo, rest) = parse_variable(self, s)?;
        if pseudo {
            return Err(self.err(name, "definition of pseudo numeric variable unsupported"));
        }
        if vars.string_names.contains(name) {
            let msg = format!("string variable with name '{}' already exists", String::from_utf8_lossy(name));
            return Err(self.err(name, msg));
        }
        let rest = ltrim(rest);
        if !rest.is_empty() {
            return Err(self.err(rest, "unexpected characters after numeric variable name"));
        }
        let id = match vars.numeric_names.get(name) {
            Some(&id) => {
                if vars.numeric[id].format != format {
                    return Err(self.err(rest, "format different from previous variable definition"));
                }
                id
            }
            None => vars.new_numeric(format, self.line),
        };
        Ok((name.to_vec(), id))
    }

    fn variable_use(&self, name: &[u8], pseudo: bool, vars: &mut Vars) -> PResult<Ast> {
        if pseudo && name != b"@LINE" {
            let msg = format!("invalid pseudo numeric variable '{}'", String::from_utf8_lossy(name));
            return Err(self.err(name, msg));
        }
        // An unknown name gets a placeholder so parsing goes on; using it
        // reports "undefined variable" at match time.
        let id = match vars.numeric_names.get(name) {
            Some(&id) => id,
            None => {
                let id = vars.new_numeric(Format::unsigned(), None);
                vars.numeric_names.insert(name.to_vec(), id);
                id
            }
        };
        let def_line = vars.numeric[id].def_line;
        if def_line.is_some() && def_line == self.line {
            let msg = format!(
                "numeric variable '{}' defined earlier in the same CHECK directive",
                String::from_utf8_lossy(name)
            );
            return Err(self.err(name, msg));
        }
        Ok(Ast::Var(id, self.span(name), name.to_vec()))
    }

    fn operand(&self, expr: &mut &[u8], allowed: Allowed, maybe_constraint: bool, vars: &mut Vars) -> PResult<Ast> {
        if expr.starts_with(b"(") {
            if allowed != Allowed::Any {
                return Err(self.err(expr, "parenthesized expression not permitted here"));
            }
            return self.paren(expr, vars);
        }
        if matches!(allowed, Allowed::LineVar | Allowed::Any) {
            match parse_variable(self, expr) {
                Ok((name, pseudo, rest)) => {
                    *expr = rest;
                    if ltrim(rest).starts_with(b"(") {
                        if allowed != Allowed::Any {
                            return Err(self.err(name, "unexpected function call"));
                        }
                        return self.call(expr, name, vars);
                    }
                    return self.variable_use(name, pseudo, vars);
                }
                Err(e) if allowed == Allowed::LineVar => return Err(e),
                Err(_) => {}
            }
        }
        let saved = *expr;
        let neg = expr.starts_with(b"-");
        let body = &expr[usize::from(neg)..];
        let radix = if allowed == Allowed::LegacyLiteral { Some(10) } else { None };
        if let Some((v, used)) = consume_integer(body, radix) {
            *expr = &body[used..];
            return Ok(Ast::Literal(if neg { -v } else { v }));
        }
        let what = if maybe_constraint { "invalid matching constraint or operand format" } else { "invalid operand format" };
        Err(self.err(saved, what))
    }

    fn paren(&self, expr: &mut &[u8], vars: &mut Vars) -> PResult<Ast> {
        *expr = ltrim(&ltrim(expr)[1..]);
        if expr.is_empty() {
            return Err(self.err(expr, "missing operand in expression"));
        }
        let mut node = self.operand(expr, Allowed::Any, false, vars)?;
        *expr = ltrim(expr);
        while !expr.is_empty() && !expr.starts_with(b")") {
            let whole = *expr;
            node = self.binop(whole, expr, node, false, vars)?;
            *expr = ltrim(expr);
        }
        match expr.strip_prefix(b")") {
            Some(rest) => *expr = rest,
            None => return Err(self.err(expr, "missing ')' at end of nested expression")),
        }
        Ok(node)
    }

    /// `left <op> operand`; `whole` is where the binary expression began
    /// (for the expression text in messages).
    fn binop(&self, whole: &[u8], rest: &mut &[u8], left: Ast, legacy: bool, vars: &mut Vars) -> PResult<Ast> {
        *rest = ltrim(rest);
        if rest.is_empty() {
            return Ok(left);
        }
        let op = match rest[0] {
            b'+' => Op::Add,
            b'-' => Op::Sub,
            c => {
                let msg = format!("unsupported operation '{}'", c as char);
                return Err(self.err(&rest[..0], msg));
            }
        };
        *rest = ltrim(&rest[1..]);
        if rest.is_empty() {
            return Err(self.err(rest, "missing operand in expression"));
        }
        let allowed = if legacy { Allowed::LegacyLiteral } else { Allowed::Any };
        let right = self.operand(rest, allowed, false, vars)?;
        let start = self.off(whole);
        let span = (start, self.off(rest).max(start));
        Ok(Ast::Binop(op, Box::new(left), Box::new(right), span))
    }

    fn call(&self, expr: &mut &[u8], name: &[u8], vars: &mut Vars) -> PResult<Ast> {
        *expr = ltrim(expr);
        let op = match name {
            b"add" => Op::Add,
            b"div" => Op::Div,
            b"max" => Op::Max,
            b"min" => Op::Min,
            b"mul" => Op::Mul,
            b"sub" => Op::Sub,
            _ => {
                let msg = format!("call to undefined function '{}'", String::from_utf8_lossy(name));
                return Err(self.err(name, msg));
            }
        };
        *expr = ltrim(&expr[1..]);
        let mut args = Vec::new();
        while !expr.is_empty() && !expr.starts_with(b")") {
            if expr.starts_with(b",") {
                return Err(self.err(expr, "missing argument"));
            }
            let whole = *expr;
            let mut arg = self.operand(expr, Allowed::Any, false, vars)?;
            while !expr.is_empty() {
                *expr = ltrim(expr);
                if expr.starts_with(b",") || expr.starts_with(b")") {
                    break;
                }
                arg = self.binop(whole, expr, arg, false, vars)?;
            }
            args.push(arg);
            *expr = ltrim(expr);
            match expr.strip_prefix(b",") {
                Some(rest) => *expr = ltrim(rest),
                None => break,
            }
            if expr.starts_with(b")") {
                return Err(self.err(expr, "missing argument"));
            }
        }
        match expr.strip_prefix(b")") {
            Some(rest) => *expr = rest,
            None => return Err(self.err(expr, "missing ')' at end of call expression")),
        }
        if args.len() != 2 {
            let msg = format!(
                "function '{}' takes 2 arguments but {} given",
                String::from_utf8_lossy(name),
                args.len()
            );
            return Err(self.err(name, msg));
        }
        let r = args.pop().map(Box::new);
        let l = args.pop().map(Box::new);
        match (l, r) {
            (Some(l), Some(r)) => Ok(Ast::Binop(op, l, r, self.span(name))),
            _ => Err(self.err(name, "missing argument")),
        }
    }
}

/// `StringRef::consumeInteger` into a wide integer: radix 10, or sensed
/// from `0x`/`0b`/`0o`/leading `0` when `radix` is `None`. Returns the
/// value and the bytes used.
fn consume_integer(s: &[u8], radix: Option<u32>) -> Option<(i128, usize)> {
    let (radix, skip) = match radix {
        Some(r) => (r, 0),
        None => {
            let lower: Vec<u8> = s.iter().take(2).map(u8::to_ascii_lowercase).collect();
            if lower == b"0x" {
                (16, 2)
            } else if lower == b"0b" {
                (2, 2)
            } else if s.starts_with(b"0o") {
                (8, 2)
            } else if s.len() > 1 && s[0] == b'0' && s[1].is_ascii_digit() {
                (8, 1)
            } else {
                (10, 0)
            }
        }
    };
    let body = &s[skip..];
    let n = body.iter().take_while(|c| (**c as char).is_digit(radix)).count();
    if n == 0 {
        return None;
    }
    let text = std::str::from_utf8(&body[..n]).ok()?;
    let v = i128::from_str_radix(text, radix).ok()?;
    Some((v, skip + n))
}
