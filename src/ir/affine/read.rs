//! Reading an affine map or integer set from its `<...>` text as MLIR's
//! `AffineParser` reads it: dimension and symbol lists, expressions built
//! through the simplifying operators ([`add`], [`mul`], [`div_like`]),
//! constraints `a >= b`, `a <= b`, `a == b` made into `e >= 0` / `e == 0`.
//! Text that does not read is an error with MLIR's message at the byte
//! (of the text) where `mlir-opt` reports it, so a bad map is rejected
//! rather than kept as written.

use super::expr::Map;
use super::{add, div_like, mul, Op, E};

/// Why a map or set does not read, and where: a byte offset into the text
/// that was read (the `<` included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    pub message: String,
    pub at: usize,
    /// MLIR reports it at the attribute's keyword (`strided`), before the
    /// text: a check of the whole value, not of a token.
    pub at_keyword: bool,
}

impl ReadError {
    fn new(message: impl Into<String>, at: usize) -> ReadError {
        ReadError { message: message.into(), at, at_keyword: false }
    }
}

/// An integer set: `dims` dimensions, `syms` symbols, and its constraints,
/// each `expr == 0` (`true`) or `expr >= 0`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Set {
    pub dims: usize,
    pub syms: usize,
    pub constraints: Vec<(E, bool)>,
}

/// One token of the text and its byte offset.
#[derive(Clone, Copy)]
struct Tok<'a> {
    text: &'a str,
    at: usize,
}

type Read<T> = Result<T, ReadError>;

/// Reads `<(dims)[syms] -> (results)>`, the whole text.
pub fn map(text: &str) -> Read<Map> {
    match whole(text, false)? {
        MapOrSet::Map(m) => Ok(m),
        MapOrSet::Set(_) => unreachable!("`whole` checks the kind"),
    }
}

/// Reads `<(dims)[syms] : (constraints)>`, the whole text.
pub fn set(text: &str) -> Read<Set> {
    match whole(text, true)? {
        MapOrSet::Set(s) => Ok(s),
        MapOrSet::Map(_) => unreachable!("`whole` checks the kind"),
    }
}

impl Map {
    /// Reads a map's `<(d0)[s0] -> (...)>` text (what an `AffineMap`
    /// attribute holds); `None` if it is not a map. (Defined here, beside
    /// the reader, so that `expr` does not depend on this module.)
    pub fn parse(text: &str) -> Option<Map> {
        map(text).ok()
    }
}

/// An affine map or an integer set.
pub enum MapOrSet {
    Map(Map),
    Set(Set),
}

impl MapOrSet {
    /// The canonical `<...>` spelling.
    pub fn text(&self) -> String {
        match self {
            MapOrSet::Map(m) => m.text(),
            MapOrSet::Set(s) => s.text(),
        }
    }
}

fn whole(text: &str, set: bool) -> Read<MapOrSet> {
    let (read, len) = prefix(text, set)?;
    if len != text.len() {
        return Err(ReadError::new("expected end of affine text", len));
    }
    Ok(read)
}

/// Reads an `affine_map` (`set` false) or `affine_set` body from the `<`
/// that starts `text` up to its own `>`, as MLIR's parser does (no bracket
/// matching first: `d0 > 0` inside is a malformed comparison, not a
/// closing bracket); gives the map or set and the bytes it took.
pub fn prefix(text: &str, set: bool) -> Read<(MapOrSet, usize)> {
    let mut r = Reader::new(text);
    if !r.eat("<") {
        return Err(r.wrong_token(if set { "expected '<' in integer set" } else { "expected '<' in affine map" }));
    }
    let start = r.here();
    r.dims_and_syms()?;
    let read = if r.eat("->") {
        MapOrSet::Map(Map { dims: r.dims.len(), syms: r.syms.len(), results: r.list("(", ")", " in affine map range", |r| r.expr())? })
    } else if r.eat(":") {
        let mut constraints = r.list("(", ")", " in integer set constraint list", |r| r.constraint())?;
        // No constraint at all is the degenerate "true" set.
        if constraints.is_empty() {
            constraints.push((E::Const(0), true));
        }
        MapOrSet::Set(Set { dims: r.dims.len(), syms: r.syms.len(), constraints })
    } else {
        return Err(r.wrong_token("expected '->' or ':'"));
    };
    match (&read, set) {
        (MapOrSet::Set(_), false) => return Err(ReadError::new("expected AffineMap, but got IntegerSet", start)),
        (MapOrSet::Map(_), true) => return Err(ReadError::new("expected IntegerSet, but got AffineMap", start)),
        _ => {}
    }
    if !r.eat(">") {
        return Err(r.wrong_token(if set { "expected '>' in integer set" } else { "expected '>' in affine map" }));
    }
    Ok((read, r.here_end()))
}

impl Set {
    /// The canonical `<...>` spelling.
    pub fn text(&self) -> String {
        let mut out = String::from("<");
        super::expr::write_ids(self.dims, self.syms, &mut out);
        out.push_str(" : (");
        for (i, (e, eq)) in self.constraints.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            super::print(e, super::Bind::Weak, &mut out);
            out.push_str(if *eq { " == 0" } else { " >= 0" });
        }
        out.push_str(")>");
        out
    }
}

/// MLIR's token at byte `i` of `text` (blanks and `//` comments
/// skipped first): names and integers, `->`, and one-character
/// punctuation (`>=` is `>` then `=`, as MLIR's lexer has it); a byte
/// none of these start is a token of its own, which no rule accepts.
fn token_at(text: &str, mut i: usize) -> Option<Tok<'_>> {
    let b = text.as_bytes();
    loop {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if text[i..].starts_with("//") {
            i += text[i..].find('\n').unwrap_or(text.len() - i);
            continue;
        }
        break;
    }
    let start = i;
    let c = *b.get(i)?;
    if c.is_ascii_alphanumeric() || c == b'_' {
        i += 1;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'_' | b'$' | b'.')) {
            i += 1;
        }
    } else if text[i..].starts_with("->") {
        i += 2;
    } else {
        i += text[i..].chars().next().map_or(1, char::len_utf8);
    }
    Some(Tok { text: &text[start..i], at: start })
}

/// A `strided<[...], offset: ...>` layout read from its `<` as MLIR's
/// `parseStridedLayoutAttr` reads it: the strides (`None` for `?`), the
/// offset, and the bytes it took.
pub fn strided(text: &str) -> Read<(Vec<Option<i64>>, Option<i64>, usize)> {
    let mut r = Reader::new(text);
    if !r.eat("<") {
        return Err(r.wrong_token("expected '<' after 'strided'"));
    }
    if !r.eat("[") {
        return Err(r.wrong_token("expected '['"));
    }
    let mut strides = Vec::new();
    if r.peek() != Some("]") {
        loop {
            strides.push(r.stride_or_offset()?);
            if !r.eat(",") {
                break;
            }
        }
    }
    if !r.eat("]") {
        return Err(r.wrong_token("expected ']'"));
    }
    let offset = if r.eat(">") {
        Some(0)
    } else {
        if !r.eat(",") {
            return Err(r.wrong_token("expected ','"));
        }
        if !r.eat("offset") {
            return Err(r.wrong_token("expected 'offset' after comma"));
        }
        if !r.eat(":") {
            return Err(r.wrong_token("expected ':' after 'offset'"));
        }
        let offset = r.stride_or_offset()?;
        if !r.eat(">") {
            return Err(r.wrong_token("expected '>'"));
        }
        offset
    };
    if strides.contains(&Some(0)) {
        return Err(ReadError { message: "strides must not be zero".into(), at: 0, at_keyword: true });
    }
    Ok((strides, offset, r.here_end()))
}

struct Reader<'a> {
    text: &'a str,
    /// The current token (`None` at the end of the text).
    cur: Option<Tok<'a>>,
    dims: Vec<&'a str>,
    syms: Vec<&'a str>,
}

fn is_bare_identifier(t: &str) -> bool {
    t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader { text, cur: token_at(text, 0), dims: Vec::new(), syms: Vec::new() }
    }

    fn peek(&self) -> Option<&'a str> {
        self.cur.map(|t| t.text)
    }

    fn advance(&mut self) {
        if let Some(t) = self.cur {
            self.cur = token_at(self.text, t.at + t.text.len());
        }
    }

    fn eat(&mut self, t: &str) -> bool {
        let hit = self.peek() == Some(t);
        if hit {
            self.advance();
        }
        hit
    }

    /// Where the current token starts (the text's end past the last).
    fn here(&self) -> usize {
        self.cur.map_or(self.text.len(), |t| t.at)
    }

    /// Where the token before the current one ends.
    fn here_end(&self) -> usize {
        self.text[..self.here()].trim_end().len()
    }

    fn error_here(&self, message: &str) -> ReadError {
        ReadError::new(message, self.here())
    }

    /// An error MLIR reports through `emitWrongTokenError`: just past the
    /// text before the current token (its blanks skipped back).
    fn wrong_token(&self, message: &str) -> ReadError {
        let at = self.here();
        let before = self.here_end();
        ReadError::new(message, if before == 0 { at } else { before })
    }

    /// `parseCommaSeparatedList` with a delimiter: `open`, elements
    /// separated by commas, `close`; `context` ends the messages.
    fn list<T>(&mut self, open: &str, close: &str, context: &str, mut element: impl FnMut(&mut Self) -> Read<T>) -> Read<Vec<T>> {
        if !self.eat(open) {
            return Err(self.wrong_token(&format!("expected '{open}'{context}")));
        }
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            out.push(element(self)?);
            if self.eat(",") {
                continue;
            }
            if self.eat(close) {
                return Ok(out);
            }
            return Err(self.wrong_token(&format!("expected '{close}'{context}")));
        }
    }

    /// A stride or offset: `?` (`None`) or a 64-bit signed integer.
    fn stride_or_offset(&mut self) -> Read<Option<i64>> {
        if self.eat("?") {
            return Ok(None);
        }
        let at = self.here();
        let negative = self.eat("-");
        let value = self.peek().filter(|t| t.bytes().all(|b| b.is_ascii_digit())).and_then(|t| t.parse::<i64>().ok());
        let Some(value) = value else { return Err(ReadError::new("expected a 64-bit signed integer or '?'", at)) };
        self.advance();
        Ok(Some(if negative { -value } else { value }))
    }

    /// A new dimension or symbol name.
    fn name_definition(&mut self) -> Read<&'a str> {
        let Some(name) = self.peek().filter(|t| is_bare_identifier(t)) else {
            return Err(self.wrong_token("expected bare identifier"));
        };
        if self.dims.contains(&name) || self.syms.contains(&name) {
            return Err(self.error_here(&format!("redefinition of identifier '{name}'")));
        }
        self.advance();
        Ok(name)
    }

    fn dims_and_syms(&mut self) -> Read<()> {
        let dims = self.list("(", ")", " in dimensional identifier list", |r| {
            let name = r.name_definition()?;
            r.dims.push(name);
            Ok(())
        })?;
        debug_assert_eq!(dims.len(), self.dims.len());
        if self.peek() == Some("[") {
            self.list("[", "]", " in symbol list", |r| {
                let name = r.name_definition()?;
                r.syms.push(name);
                Ok(())
            })?;
        }
        Ok(())
    }

    /// `affine-constraint`: `a >= b` is `a - b >= 0`, `a <= b` is
    /// `b - a >= 0`, `a == b` is `a - b == 0`.
    fn constraint(&mut self) -> Read<(E, bool)> {
        let lhs = self.expr()?;
        let minus = |a: E, b: E| add(a, neg(b));
        if self.eat(">") && self.eat("=") {
            return Ok((minus(lhs, self.expr()?), false));
        }
        if self.eat("<") && self.eat("=") {
            return Ok((minus(self.expr()?, lhs), false));
        }
        if self.eat("=") && self.eat("=") {
            return Ok((minus(lhs, self.expr()?), true));
        }
        Err(self.error_here("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))
    }

    /// An expression: terms joined by `+` and `-` (weakest), each a product
    /// of operands joined by `*`, `floordiv`, `ceildiv`, `mod`.
    fn expr(&mut self) -> Read<E> {
        let mut e = self.term(false)?;
        loop {
            if self.eat("+") {
                let r = self.term(true)?;
                e = add(e, r);
            } else if self.eat("-") {
                let r = self.term(true)?;
                e = add(e, neg(r));
            } else {
                return Ok(e);
            }
        }
    }

    fn term(&mut self, after_operator: bool) -> Read<E> {
        let mut e = self.operand(after_operator)?;
        loop {
            let op = match self.peek() {
                Some("*") => Op::Mul,
                Some("floordiv") => Op::FloorDiv,
                Some("ceildiv") => Op::CeilDiv,
                Some("mod") => Op::Mod,
                _ => return Ok(e),
            };
            let op_at = self.here();
            self.advance();
            let r = self.operand(true)?;
            let built = if op == Op::Mul { mul(e, r) } else { div_like(op, e, r) };
            e = built.ok_or_else(|| ReadError::new(non_affine(op), op_at))?;
        }
    }

    fn operand(&mut self, after_operator: bool) -> Read<E> {
        let missing = if after_operator { "missing right operand of binary operator" } else { "expected affine expression" };
        let Some(t) = self.peek() else { return Err(self.error_here(missing)) };
        match t {
            "(" => {
                self.advance();
                if self.peek() == Some(")") {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                let e = self.expr()?;
                if !self.eat(")") {
                    return Err(self.wrong_token("expected ')'"));
                }
                Ok(e)
            }
            "-" => {
                self.advance();
                Ok(neg(self.operand(true)?))
            }
            "+" | "*" if !after_operator => Err(self.error_here("missing left operand of binary operator")),
            // A map or set has no SSA operands (MLIR's `parseSSAIdExpr`
            // outside an affine op's custom form).
            _ if t.starts_with('%') => Err(self.wrong_token("unexpected ssa identifier")),
            _ if t.starts_with(|c: char| c.is_ascii_digit()) => {
                if !t.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(self.error_here("expected affine expression"));
                }
                let value = t.parse::<i64>().map_err(|_| self.error_here("constant too large for index"))?;
                self.advance();
                Ok(E::Const(value))
            }
            _ if is_bare_identifier(t) => {
                let found = (self.dims.iter().position(|d| *d == t).map(E::Dim)).or_else(|| self.syms.iter().position(|s| *s == t).map(E::Sym));
                let e = found.ok_or_else(|| self.wrong_token("use of undeclared identifier"))?;
                self.advance();
                Ok(e)
            }
            _ => Err(self.error_here(missing)),
        }
    }
}

/// `-e`: MLIR's unary minus, `e * -1`.
fn neg(e: E) -> E {
    // A product by a constant is always affine.
    mul(e.clone(), E::Const(-1)).unwrap_or(e)
}

fn non_affine(op: Op) -> &'static str {
    match op {
        Op::Mul => "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        Op::FloorDiv => "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
        Op::CeilDiv => "non-affine expression: right operand of ceildiv has to be either a constant or symbolic",
        _ => "non-affine expression: right operand of mod has to be either a constant or symbolic",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(r: Read<impl std::fmt::Debug>) -> (String, usize) {
        let e = r.expect_err("should not read");
        (e.message, e.at)
    }

    #[test]
    fn sets_print_as_mlir_prints_them() {
        // Each pair checked against mlir-opt-19.
        let cases = [
            ("<(i) : (i - 1 >= 0)>", "<(d0) : (d0 - 1 >= 0)>"),
            ("<(d0, d1)[s0] : (d0 >= 1, d1 <= s0, d0 + d1 == 4, s0 - d0 * 2 >= 0)>", "<(d0, d1)[s0] : (d0 - 1 >= 0, -d1 + s0 >= 0, d0 + d1 - 4 == 0, d0 * -2 + s0 >= 0)>"),
            ("<(d0) : (d0 >= d0)>", "<(d0) : (0 >= 0)>"),
            ("<() : (0 == 0)>", "<() : (0 == 0)>"),
            ("<(d0) : ()>", "<(d0) : (0 == 0)>"),
            ("<(d0)[s0] : (d0 floordiv 2 >= s0 mod 3, -d0 + 10 >= 0)>", "<(d0)[s0] : (d0 floordiv 2 - s0 mod 3 >= 0, -d0 + 10 >= 0)>"),
            ("<(d0): (2 * d0 - 3 >= 1)>", "<(d0) : (d0 * 2 - 4 >= 0)>"),
        ];
        for (input, want) in cases {
            assert_eq!(set(input).map(|s| s.text()).as_deref(), Ok(want), "{input}");
        }
    }

    #[test]
    fn bad_maps_and_sets_get_mlirs_message_where_mlir_puts_it() {
        assert_eq!(err(map("<(d0 d1) -> (d0)>")), ("expected ')' in dimensional identifier list".into(), 4));
        assert_eq!(err(map("<(d0)[s0 s1] -> (d0)>")), ("expected ']' in symbol list".into(), 8));
        assert_eq!(err(map("<(d0) -> (d1)>")), ("use of undeclared identifier".into(), 10));
        assert_eq!(err(map("<(d0) -> (d0 * d0)>")), (non_affine(Op::Mul).into(), 13));
        assert_eq!(err(map("<(d0, d1) -> (d0 floordiv d1)>")), (non_affine(Op::FloorDiv).into(), 17));
        assert_eq!(err(map("<(d0) -> (d0 +)>")), ("missing right operand of binary operator".into(), 14));
        assert_eq!(err(map("<(d0) -> (())>")), ("no expression inside parentheses".into(), 11));
        assert_eq!(err(map("<(d0, d0) -> ()>")), ("redefinition of identifier 'd0'".into(), 6));
        assert_eq!(err(map("<(d0) (d0)>")), ("expected '->' or ':'".into(), 5));
        assert_eq!(err(set("<(d0) : (d0 > 0)>")), ("expected '== affine-expr' or '>= affine-expr' at end of affine constraint".into(), 14));
        assert_eq!(err(set("<(d0) : (d0 >= )>")), ("expected affine expression".into(), 15));
        assert_eq!(err(set("<(d0) : (d0 >= 0>")), ("expected ')' in integer set constraint list".into(), 16));
    }

    #[test]
    fn semi_affine_and_division_by_constants_build_as_mlir_builds_them() {
        let m = map("<(d0)[s0] -> (d0 floordiv s0, s0 * d0 + 1, 4 floordiv -2, 7 mod -3, 5 ceildiv -2, d0 floordiv 0, (d0 * 4) floordiv -2, d0 - d0)>");
        assert_eq!(
            m.map(|m| m.text()).as_deref(),
            Ok("<(d0)[s0] -> (d0 floordiv s0, d0 * s0 + 1, -2, 7 mod -3, -2, d0 floordiv 0, d0 * -2, 0)>")
        );
    }
}
