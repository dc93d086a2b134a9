//! Parser for LLVM-flavoured POSIX EREs, producing [`Node`] trees or the
//! first `regerror` condition, in the order regcomp would detect it.

use super::{Flags, Node, RegexError};

const DUP_MAX: u32 = 255;

pub(super) struct Parser<'a> {
    pub(super) pat: &'a [u8],
    pub(super) pos: usize,
    pub(super) groups: usize,
    /// Groups whose closing paren has been seen; backrefs may only name these.
    pub(super) closed: Vec<bool>,
    pub(super) flags: Flags,
}

type PResult<T> = Result<T, RegexError>;

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.pat.get(self.pos).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.pat.get(self.pos + 1).copied()
    }
    pub(super) fn more(&self) -> bool {
        self.pos < self.pat.len()
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn eat2(&mut self, a: u8, b: u8) -> bool {
        if self.peek() == Some(a) && self.peek2() == Some(b) {
            self.pos += 2;
            true
        } else {
            false
        }
    }
    fn next(&mut self) -> u8 {
        let c = self.pat[self.pos];
        self.pos += 1;
        c
    }

    /// Alternation; stops (without consuming) at `stop` or end of pattern.
    pub(super) fn alternation(&mut self, stop: Option<u8>) -> PResult<Node> {
        let mut branches = Vec::new();
        loop {
            let mut items = Vec::new();
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                items.push(self.repeated_atom()?);
            }
            // Every branch must produce something; `^`/`()` count as something.
            if items.is_empty() {
                return Err(RegexError::Empty);
            }
            branches.push(Node::Concat(items));
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(if branches.len() == 1 {
            branches.pop().unwrap()
        } else {
            Node::Alt(branches)
        })
    }

    fn is_repeat_start(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|d| d.is_ascii_digit()),
            _ => false,
        }
    }

    fn repeated_atom(&mut self) -> PResult<Node> {
        let (atom, was_caret) = self.atom()?;
        if !self.is_repeat_start() {
            return Ok(atom);
        }
        let op = self.next();
        if was_caret {
            return Err(RegexError::BadRepeat);
        }
        let (min, max) = match op {
            b'*' => (0, None),
            b'+' => (1, None),
            b'?' => (0, Some(1)),
            _ => {
                let lo = self.count()?;
                let hi = if self.eat(b',') {
                    if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                        let hi = self.count()?;
                        if lo > hi {
                            return Err(RegexError::BadCount);
                        }
                        Some(hi)
                    } else {
                        None
                    }
                } else {
                    Some(lo)
                };
                if !self.eat(b'}') {
                    // Same heuristic as regcomp: a later '}' means a bad count,
                    // no '}' at all means unbalanced braces.
                    while self.more() && self.peek() != Some(b'}') {
                        self.pos += 1;
                    }
                    return Err(if self.more() {
                        RegexError::BadCount
                    } else {
                        RegexError::Braces
                    });
                }
                (lo, hi)
            }
        };
        if self.is_repeat_start() {
            return Err(RegexError::BadRepeat);
        }
        Ok(Node::Repeat(Box::new(atom), min, max))
    }

    fn count(&mut self) -> PResult<u32> {
        let mut n: u32 = 0;
        let mut digits = 0;
        while let Some(d) = self.peek().filter(|d| d.is_ascii_digit()) {
            if n > DUP_MAX {
                break;
            }
            n = n * 10 + u32::from(d - b'0');
            digits += 1;
            self.pos += 1;
        }
        if digits == 0 || n > DUP_MAX {
            return Err(RegexError::BadCount);
        }
        Ok(n)
    }

    /// One atom; the flag says whether it was `^` (which may not repeat).
    fn atom(&mut self) -> PResult<(Node, bool)> {
        let c = self.next();
        let node = match c {
            b'(' => {
                if !self.more() {
                    return Err(RegexError::Parens);
                }
                self.groups += 1;
                let idx = self.groups;
                self.closed.push(false);
                let inner = if self.peek() == Some(b')') {
                    Node::Concat(Vec::new())
                } else {
                    self.alternation(Some(b')'))?
                };
                if !self.eat(b')') {
                    return Err(RegexError::Parens);
                }
                self.closed[idx - 1] = true;
                Node::Group(idx, Box::new(inner))
            }
            b')' => return Err(RegexError::Parens),
            b'^' => return Ok((Node::LineStart, true)),
            b'$' => Node::LineEnd,
            b'|' => return Err(RegexError::Empty),
            b'*' | b'+' | b'?' => return Err(RegexError::BadRepeat),
            b'.' => Node::Any,
            b'[' => self.bracket()?,
            b'\\' => {
                if !self.more() {
                    return Err(RegexError::TrailingBackslash);
                }
                let e = self.next();
                if (b'1'..=b'9').contains(&e) {
                    let n = usize::from(e - b'0');
                    if !self.closed.get(n - 1).copied().unwrap_or(false) {
                        return Err(RegexError::Backref);
                    }
                    Node::Backref(n)
                } else if e == b'g' && self.flags.long_backrefs && self.peek() == Some(b'{') {
                    self.long_backref()?
                } else {
                    self.literal(e)
                }
            }
            b'{' if self.peek().is_some_and(|d| d.is_ascii_digit()) => {
                return Err(RegexError::BadRepeat);
            }
            other => self.literal(other),
        };
        Ok((node, false))
    }

    /// A literal byte; under `REG_ICASE` a letter matches both cases.
    fn literal(&self, b: u8) -> Node {
        if self.flags.icase && b.is_ascii_alphabetic() {
            let mut set = Box::new([false; 256]);
            set[usize::from(b.to_ascii_lowercase())] = true;
            set[usize::from(b.to_ascii_uppercase())] = true;
            Node::Set(set)
        } else {
            Node::Byte(b)
        }
    }

    /// `\g{N}` after the `\g`: a backreference to any closed group.
    fn long_backref(&mut self) -> PResult<Node> {
        self.pos += 1; // '{'
        let start = self.pos;
        while self.peek().is_some_and(|d| d.is_ascii_digit()) {
            self.pos += 1;
        }
        let digits = &self.pat[start..self.pos];
        if digits.is_empty() || digits.len() > 4 || !self.eat(b'}') {
            return Err(RegexError::Backref);
        }
        let n = digits.iter().fold(0usize, |n, d| n * 10 + usize::from(d - b'0'));
        if n == 0 || !self.closed.get(n - 1).copied().unwrap_or(false) {
            return Err(RegexError::Backref);
        }
        Ok(Node::Backref(n))
    }

    fn bracket(&mut self) -> PResult<Node> {
        // Word-boundary spellings `[[:<:]]` / `[[:>:]]` (the '[' is consumed).
        let rest = &self.pat[self.pos..];
        if rest.starts_with(b"[:<:]]") {
            self.pos += 6;
            return Ok(Node::WordStart);
        }
        if rest.starts_with(b"[:>:]]") {
            self.pos += 6;
            return Ok(Node::WordEnd);
        }
        let mut set = Box::new([false; 256]);
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[usize::from(b']')] = true;
        } else if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        while self.more()
            && self.peek() != Some(b']')
            && !(self.peek() == Some(b'-') && self.peek2() == Some(b']'))
        {
            self.bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        if !self.eat(b']') {
            return Err(RegexError::Brackets);
        }
        // regcomp folds case before inverting, and an inverted list never
        // matches a newline under REG_NEWLINE.
        if self.flags.icase {
            for c in b'A'..=b'Z' {
                let (u, l) = (usize::from(c), usize::from(c.to_ascii_lowercase()));
                let either = set[u] || set[l];
                set[u] = either;
                set[l] = either;
            }
        }
        if invert {
            for b in set.iter_mut() {
                *b = !*b;
            }
            if self.flags.newline {
                set[usize::from(b'\n')] = false;
            }
        }
        Ok(Node::Set(set))
    }

    fn bracket_term(&mut self, set: &mut [bool; 256]) -> PResult<()> {
        let kind = match self.peek() {
            Some(b'[') => self.peek2(),
            Some(b'-') => return Err(RegexError::Range),
            _ => None,
        };
        match kind {
            Some(b':') => {
                self.pos += 2;
                match self.peek() {
                    None => return Err(RegexError::Brackets),
                    Some(b'-' | b']') => return Err(RegexError::CharClass),
                    _ => {}
                }
                let start = self.pos;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.pos += 1;
                }
                let name = &self.pat[start..self.pos];
                let class = char_class(name).ok_or(RegexError::CharClass)?;
                for b in 0..=255u8 {
                    if class(b) {
                        set[usize::from(b)] = true;
                    }
                }
                if !self.more() {
                    return Err(RegexError::Brackets);
                }
                if !self.eat2(b':', b']') {
                    return Err(RegexError::CharClass);
                }
            }
            Some(b'=') => {
                self.pos += 2;
                match self.peek() {
                    None => return Err(RegexError::Brackets),
                    Some(b'-' | b']') => return Err(RegexError::Collate),
                    _ => {}
                }
                let c = self.collating_element(b'=')?;
                set[usize::from(c)] = true;
                if !self.more() {
                    return Err(RegexError::Brackets);
                }
                if !self.eat2(b'=', b']') {
                    return Err(RegexError::Collate);
                }
            }
            _ => {
                let start = self.bracket_symbol()?;
                let finish = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']')
                {
                    self.pos += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.bracket_symbol()?
                    }
                } else {
                    start
                };
                // regcomp compares plain (signed) chars, so bytes >= 0x80 sort
                // before ASCII; mirror that to accept/reject the same ranges.
                if (start as i8) > (finish as i8) {
                    return Err(RegexError::Range);
                }
                for b in (start as i8)..=(finish as i8) {
                    set[usize::from(b as u8)] = true;
                }
            }
        }
        Ok(())
    }

    fn bracket_symbol(&mut self) -> PResult<u8> {
        if !self.more() {
            return Err(RegexError::Brackets);
        }
        if !self.eat2(b'[', b'.') {
            return Ok(self.next());
        }
        let c = self.collating_element(b'.')?;
        if !self.eat2(b'.', b']') {
            return Err(RegexError::Collate);
        }
        Ok(c)
    }

    /// Reads a collating element name up to `end]`: one byte or a POSIX name.
    fn collating_element(&mut self, end: u8) -> PResult<u8> {
        let start = self.pos;
        while self.more() && !(self.peek() == Some(end) && self.peek2() == Some(b']')) {
            self.pos += 1;
        }
        if !self.more() {
            return Err(RegexError::Brackets);
        }
        let name = &self.pat[start..self.pos];
        if let Some(c) = collating_name(name) {
            return Ok(c);
        }
        if name.len() == 1 {
            return Ok(name[0]);
        }
        Err(RegexError::Collate)
    }
}

fn char_class(name: &[u8]) -> Option<fn(u8) -> bool> {
    // C-locale <ctype.h> semantics, as used by regcomp.
    Some(match name {
        b"alnum" => |c: u8| c.is_ascii_alphanumeric(),
        b"alpha" => |c: u8| c.is_ascii_alphabetic(),
        b"blank" => |c: u8| c == b' ' || c == b'\t',
        b"cntrl" => |c: u8| c < 0x20 || c == 0x7f,
        b"digit" => |c: u8| c.is_ascii_digit(),
        b"graph" => |c: u8| c.is_ascii_graphic(),
        b"lower" => |c: u8| c.is_ascii_lowercase(),
        b"print" => |c: u8| c.is_ascii_graphic() || c == b' ',
        b"punct" => |c: u8| c.is_ascii_punctuation(),
        b"space" => |c: u8| matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'),
        b"upper" => |c: u8| c.is_ascii_uppercase(),
        b"xdigit" => |c: u8| c.is_ascii_hexdigit(),
        _ => return None,
    })
}

/// POSIX collating-symbol names (`[[.space.]]` etc.), as in regcomp's table.
fn collating_name(name: &[u8]) -> Option<u8> {
    const CONTROL: [&str; 32] = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR",
        "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB",
        "ESC", "IS4", "IS3", "IS2", "IS1",
    ];
    #[rustfmt::skip]
    const NAMED: &[(&str, u8)] = &[
        ("alert", 7), ("backspace", 8), ("tab", 9), ("newline", 10), ("vertical-tab", 11),
        ("form-feed", 12), ("carriage-return", 13), ("FS", 28), ("GS", 29), ("RS", 30), ("US", 31),
        ("space", b' '), ("exclamation-mark", b'!'), ("quotation-mark", b'"'), ("number-sign", b'#'),
        ("dollar-sign", b'$'), ("percent-sign", b'%'), ("ampersand", b'&'), ("apostrophe", b'\''),
        ("left-parenthesis", b'('), ("right-parenthesis", b')'), ("asterisk", b'*'),
        ("plus-sign", b'+'), ("comma", b','), ("hyphen", b'-'), ("hyphen-minus", b'-'),
        ("period", b'.'), ("full-stop", b'.'), ("slash", b'/'), ("solidus", b'/'), ("zero", b'0'),
        ("one", b'1'), ("two", b'2'), ("three", b'3'), ("four", b'4'), ("five", b'5'), ("six", b'6'),
        ("seven", b'7'), ("eight", b'8'), ("nine", b'9'), ("colon", b':'), ("semicolon", b';'),
        ("less-than-sign", b'<'), ("equals-sign", b'='), ("greater-than-sign", b'>'),
        ("question-mark", b'?'), ("commercial-at", b'@'), ("left-square-bracket", b'['),
        ("backslash", b'\\'), ("reverse-solidus", b'\\'), ("right-square-bracket", b']'),
        ("circumflex", b'^'), ("circumflex-accent", b'^'), ("underscore", b'_'), ("low-line", b'_'),
        ("grave-accent", b'`'), ("left-brace", b'{'), ("left-curly-bracket", b'{'),
        ("vertical-line", b'|'), ("right-brace", b'}'), ("right-curly-bracket", b'}'),
        ("tilde", b'~'), ("DEL", 127),
    ];
    if let Some(i) = CONTROL.iter().position(|n| n.as_bytes() == name) {
        return Some(i as u8);
    }
    NAMED
        .iter()
        .find(|(n, _)| n.as_bytes() == name)
        .map(|&(_, c)| c)
}
