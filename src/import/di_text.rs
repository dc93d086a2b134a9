//! Debug-info nodes as LLVM prints them. The C API reads only a few
//! fields of `DI*` nodes (no tags, encodings, flags, producers), so a node
//! is printed on its own and its `field: value` list read back. Printed
//! without a module (the node's `MetadataAsValue` has no users; see
//! `debug_info::prepare_debug_intrinsics`), LLVM names the node's operand
//! nodes by address (`<0x55d0...>`), which is exactly the `LLVMMetadataRef`
//! to follow: no slot numbering is involved.

/// One field value of a printed node.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum DiVal {
    Int(i128),
    /// A string, its `\XX` escapes decoded.
    Str(Vec<u8>),
    /// A keyword (`DW_TAG_member`, `true`), or `|`-joined flags kept as
    /// LLVM printed them (`DIFlagPrototyped | DIFlagArtificial`).
    Word(String),
    /// Another node, by address.
    Ref(usize),
    Null,
    /// A node printed inline (`!DIExpression(...)`, `!DILocation(...)`),
    /// as printed.
    Inline(String),
    /// A typed constant (`i64 0`): not a node.
    Const,
}

/// A parsed node: `!DIKind(fields)` or a tuple `!{items}` (kind empty,
/// items as fields with empty names).
#[derive(Debug)]
pub(crate) struct DiNode {
    pub kind: String,
    pub distinct: bool,
    pub fields: Vec<(String, DiVal)>,
}

impl DiNode {
    pub fn get(&self, name: &str) -> Option<&DiVal> {
        self.fields.iter().find(|f| f.0 == name).map(|f| &f.1)
    }
    pub fn int(&self, name: &str) -> i128 {
        match self.get(name) {
            Some(DiVal::Int(i)) => *i,
            _ => 0,
        }
    }
    pub fn string(&self, name: &str) -> Option<&[u8]> {
        match self.get(name) {
            Some(DiVal::Str(s)) => Some(s),
            _ => None,
        }
    }
    pub fn word(&self, name: &str) -> Option<&str> {
        match self.get(name) {
            Some(DiVal::Word(w)) => Some(w),
            _ => None,
        }
    }
    pub fn reference(&self, name: &str) -> Option<usize> {
        match self.get(name) {
            Some(DiVal::Ref(r)) => Some(*r),
            _ => None,
        }
    }
    pub fn flag(&self, name: &str) -> bool {
        self.word(name) == Some("true")
    }
}

struct Cursor<'a> {
    s: &'a [u8],
    p: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> u8 {
        self.s.get(self.p).copied().unwrap_or(0)
    }
    fn eat(&mut self, t: &str) -> bool {
        if self.s[self.p..].starts_with(t.as_bytes()) {
            self.p += t.len();
            true
        } else {
            false
        }
    }
    fn skip_ws(&mut self) {
        while self.peek() == b' ' {
            self.p += 1;
        }
    }
    fn word(&mut self) -> String {
        let start = self.p;
        while self.peek().is_ascii_alphanumeric() || matches!(self.peek(), b'_' | b'.' | b'$' | b'-') {
            self.p += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.p]).into_owned()
    }
    /// The text up to the bracket closing the one at the cursor.
    fn balanced(&mut self) -> Option<String> {
        let start = self.p;
        let mut depth = 0i32;
        let mut in_str = false;
        while self.p < self.s.len() {
            let c = self.s[self.p];
            self.p += 1;
            if in_str {
                if c == b'"' {
                    in_str = false;
                }
                continue;
            }
            match c {
                b'"' => in_str = true,
                b'(' | b'{' | b'<' => depth += 1,
                b')' | b'}' | b'>' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(String::from_utf8_lossy(&self.s[start..self.p]).into_owned());
                    }
                }
                _ => {}
            }
        }
        None
    }
    fn string(&mut self) -> Option<Vec<u8>> {
        if !self.eat("\"") {
            return None;
        }
        let mut out = Vec::new();
        loop {
            let c = self.peek();
            if self.p >= self.s.len() {
                return None;
            }
            self.p += 1;
            match c {
                b'"' => return Some(out),
                b'\\' => {
                    let hex = std::str::from_utf8(self.s.get(self.p..self.p + 2)?).ok()?;
                    out.push(u8::from_str_radix(hex, 16).ok()?);
                    self.p += 2;
                }
                _ => out.push(c),
            }
        }
    }
    fn value(&mut self) -> Option<DiVal> {
        self.skip_ws();
        match self.peek() {
            b'"' => self.string().map(DiVal::Str),
            b'<' => {
                self.eat("<0x").then_some(())?;
                let start = self.p;
                while self.peek().is_ascii_hexdigit() {
                    self.p += 1;
                }
                let hex = std::str::from_utf8(&self.s[start..self.p]).ok()?;
                let v = usize::from_str_radix(hex, 16).ok()?;
                self.eat(">").then_some(DiVal::Ref(v))
            }
            b'!' => {
                if self.s.get(self.p + 1) == Some(&b'"') {
                    self.p += 1;
                    return self.string().map(DiVal::Str);
                }
                let start = self.p;
                self.p += 1;
                self.word();
                self.p = start + (self.s[start..].iter().position(|&c| c == b'(' || c == b'{')?);
                self.p = start.max(self.p);
                let head = String::from_utf8_lossy(&self.s[start..self.p]).into_owned();
                let body = self.balanced()?;
                Some(DiVal::Inline(format!("{head}{body}")))
            }
            b'-' | b'0'..=b'9' => {
                let start = self.p;
                self.p += 1;
                while self.peek().is_ascii_digit() {
                    self.p += 1;
                }
                std::str::from_utf8(&self.s[start..self.p]).ok()?.parse().ok().map(DiVal::Int)
            }
            _ => {
                let mut w = self.word();
                if w.is_empty() {
                    return None;
                }
                if w == "null" {
                    return Some(DiVal::Null);
                }
                // A typed constant: `i64 0`, `ptr @g`.
                if (w.starts_with('i') && w[1..].chars().all(|c| c.is_ascii_digit()) || w == "ptr") && self.peek() == b' ' {
                    self.skip_ws();
                    if self.peek() == b'@' {
                        self.p += 1;
                    }
                    self.word();
                    return Some(DiVal::Const);
                }
                while self.s[self.p..].starts_with(b" | ") {
                    self.p += 3;
                    w.push_str(" | ");
                    w.push_str(&self.word());
                }
                Some(DiVal::Word(w))
            }
        }
    }
}

/// Reads a node as `LLVMPrintValueToString` prints a `MetadataAsValue`:
/// `<0x..> = distinct !DIKind(field: value, ...)`, `!{...}` for tuples;
/// inline nodes print as `!DIExpression(...) = !DIExpression(...)`.
pub(crate) fn parse_node(text: &str) -> Option<DiNode> {
    let mut c = Cursor { s: text.as_bytes(), p: 0 };
    // The node's own name, then ` = `.
    c.value()?;
    c.skip_ws();
    c.eat("=").then_some(())?;
    c.skip_ws();
    let distinct = c.eat("distinct ");
    c.eat("!").then_some(())?;
    let kind = c.word();
    let (open, close) = if kind.is_empty() { (b'{', b'}') } else { (b'(', b')') };
    (c.peek() == open).then_some(())?;
    c.p += 1;
    let mut fields = Vec::new();
    loop {
        c.skip_ws();
        if c.peek() == close {
            break;
        }
        if kind.is_empty() {
            fields.push((String::new(), c.value()?));
        } else {
            let name = c.word();
            c.eat(":").then_some(())?;
            fields.push((name, c.value()?));
        }
        c.skip_ws();
        if !c.eat(",") {
            c.skip_ws();
            (c.peek() == close).then_some(())?;
            break;
        }
    }
    Some(DiNode { kind, distinct, fields })
}

/// The operations of a printed `!DIExpression(...)` as MLIR spells them
/// (`[DW_OP_deref, DW_OP_LLVM_fragment(0, 32)]`), or `None` when empty.
pub(crate) fn expression_ops(inline: &str) -> Option<String> {
    let inner = inline.strip_prefix("!DIExpression(")?.strip_suffix(')')?;
    let mut ops: Vec<(String, Vec<String>)> = Vec::new();
    for tok in inner.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        if tok.starts_with("DW_OP_") {
            ops.push((tok.to_string(), Vec::new()));
        } else if let Some(last) = ops.last_mut() {
            last.1.push(tok.to_string());
        }
    }
    if ops.is_empty() {
        return None;
    }
    let items: Vec<String> = ops.into_iter().map(|(n, a)| if a.is_empty() { n } else { format!("{n}({})", a.join(", ")) }).collect();
    Some(format!("[{}]", items.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_node_with_refs_flags_and_strings() {
        let n = parse_node(
            "<0x5f00> = distinct !DISubprogram(name: \"ma\\22in\", scope: <0xab>, type: null, spFlags: DISPFlagDefinition | DISPFlagOptimized, line: -3, extraData: i64 0)",
        )
        .unwrap();
        assert_eq!(n.kind, "DISubprogram");
        assert!(n.distinct);
        assert_eq!(n.string("name"), Some(&b"ma\"in"[..]));
        assert_eq!(n.reference("scope"), Some(0xab));
        assert_eq!(n.get("type"), Some(&DiVal::Null));
        assert_eq!(n.word("spFlags"), Some("DISPFlagDefinition | DISPFlagOptimized"));
        assert_eq!(n.int("line"), -3);
        assert_eq!(n.get("extraData"), Some(&DiVal::Const));
    }

    #[test]
    fn reads_tuples_and_inline_nodes() {
        let n = parse_node("<0x1> = !{<0x2>, null, !DIExpression(DW_OP_deref)}").unwrap();
        assert_eq!(n.kind, "");
        assert_eq!(n.fields.len(), 3);
        assert_eq!(n.fields[2].1, DiVal::Inline("!DIExpression(DW_OP_deref)".into()));
        let e = parse_node("!DIExpression() = !DIExpression()").unwrap();
        assert_eq!(e.kind, "DIExpression");
        assert_eq!(expression_ops("!DIExpression()"), None);
        assert_eq!(expression_ops("!DIExpression(DW_OP_LLVM_fragment, 0, 32, DW_OP_deref)").as_deref(), Some("[DW_OP_LLVM_fragment(0, 32), DW_OP_deref]"));
    }
}
