//! Affine maps in MLIR's canonical spelling: `affine_map<(i, j)[M] -> (M * i
//! + j + 1)>` reads as `(d0, d1)[s0] -> (d0 * s0 + d1 + 1)`. MLIR builds an
//! affine expression through `AffineExpr`'s operators, which simplify as
//! they build (constants folded and moved to the right, successive additions
//! and multiplications by constants merged), and prints the result with its
//! own spacing and parentheses (`printAffineExprInternal`). The same rules
//! are kept here for `+`, `-`, `*`, `floordiv`, `ceildiv` and `mod`; a map
//! this reader does not understand is kept as written.

pub mod canon;
pub mod expr;

/// An affine expression as MLIR's uniqued `AffineExpr` holds it: built only
/// through [`add`], [`mul`] and [`div_like`], which simplify as MLIR's
/// operators do.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum E {
    Dim(usize),
    Sym(usize),
    Const(i64),
    Bin(Op, Box<E>, Box<E>),
}

/// A binary affine operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    Add,
    Mul,
    Mod,
    FloorDiv,
    CeilDiv,
}

impl E {
    pub fn symbolic_or_const(&self) -> bool {
        match self {
            E::Dim(_) => false,
            E::Sym(_) | E::Const(_) => true,
            E::Bin(_, l, r) => l.symbolic_or_const() && r.symbolic_or_const(),
        }
    }
    pub fn konst(&self) -> Option<i64> {
        match self {
            E::Const(c) => Some(*c),
            _ => None,
        }
    }
}

/// `AffineExpr::operator+` (MLIR's `simplifyAdd`, the rules that apply to
/// what the parser builds).
pub fn add(l: E, r: E) -> E {
    if let (Some(a), Some(b)) = (l.konst(), r.konst()) {
        return E::Const(a.wrapping_add(b));
    }
    if l.konst().is_some() || (l.symbolic_or_const() && !r.symbolic_or_const()) {
        return add(r, l);
    }
    if r.konst() == Some(0) {
        return l;
    }
    if let E::Bin(Op::Add, ll, lr) = &l {
        if let (Some(c1), Some(c2)) = (lr.konst(), r.konst()) {
            return add((**ll).clone(), E::Const(c1.wrapping_add(c2)));
        }
    }
    // `c1 * x + c2 * x` is `(c1 + c2) * x`.
    let split = |e: &E| -> (E, i64) {
        match e {
            E::Bin(Op::Mul, x, c) if c.konst().is_some() => ((**x).clone(), c.konst().unwrap_or(1)),
            _ => (e.clone(), 1),
        }
    };
    let ((first, c1), (second, c2)) = (split(&l), split(&r));
    if first == second {
        return E::Bin(Op::Mul, Box::new(first), Box::new(E::Const(c1.wrapping_add(c2))));
    }
    if let E::Bin(Op::Add, ll, lr) = &l {
        if let Some(c1) = lr.konst() {
            return add(add((**ll).clone(), r), E::Const(c1));
        }
    }
    // `x - (x floordiv c) * c` is `x mod c`.
    if let E::Bin(Op::Mul, rl, rr) = &r {
        if let (E::Bin(Op::FloorDiv, x, q), Some(m)) = (&**rl, rr.konst()) {
            if **x == l && q.konst() == Some(-m) {
                return E::Bin(Op::Mod, Box::new(l), q.clone());
            }
        }
    }
    E::Bin(Op::Add, Box::new(l), Box::new(r))
}

/// `AffineExpr::operator*` (`simplifyMul`); `None` for a product of two
/// dimension-dependent terms (not affine).
pub fn mul(l: E, r: E) -> Option<E> {
    if !l.symbolic_or_const() && !r.symbolic_or_const() {
        return None;
    }
    if let (Some(a), Some(b)) = (l.konst(), r.konst()) {
        return Some(E::Const(a.wrapping_mul(b)));
    }
    if !r.symbolic_or_const() || l.konst().is_some() {
        return mul(r, l);
    }
    match r.konst() {
        Some(1) => return Some(l),
        Some(0) => return Some(r),
        _ => {}
    }
    if let E::Bin(Op::Mul, ll, lr) = &l {
        if let Some(c1) = lr.konst() {
            if let Some(c2) = r.konst() {
                return mul((**ll).clone(), E::Const(c1.wrapping_mul(c2)));
            }
            return mul(mul((**ll).clone(), r)?, E::Const(c1));
        }
    }
    Some(E::Bin(Op::Mul, Box::new(l), Box::new(r)))
}

/// `floordiv`, `ceildiv`, `mod` by a constant: folded when both sides are
/// constants, by one kept as the left side; otherwise built as written.
pub fn div_like(op: Op, l: E, r: E) -> Option<E> {
    let c = r.konst()?;
    if c == 0 {
        return None;
    }
    if let Some(a) = l.konst() {
        return Some(E::Const(match op {
            Op::FloorDiv => a.div_euclid(c) - i64::from(c < 0 && a.rem_euclid(c) != 0),
            Op::CeilDiv => -((-a).div_euclid(c)),
            _ => a.rem_euclid(c.abs()),
        }));
    }
    if c == 1 {
        return Some(if op == Op::Mod { E::Const(0) } else { l });
    }
    // `(x * k) floordiv c` with `k` a multiple of `c` is `x * (k / c)`;
    // `(x * k) mod c` is then 0.
    if let E::Bin(Op::Mul, x, k) = &l {
        if let Some(k) = k.konst().filter(|k| k % c == 0) {
            match op {
                Op::FloorDiv | Op::CeilDiv => return mul((**x).clone(), E::Const(k / c)),
                _ => return Some(E::Const(0)),
            }
        }
    }
    Some(E::Bin(op, Box::new(l), Box::new(r)))
}

struct Reader<'a> {
    toks: Vec<&'a str>,
    pos: usize,
    dims: Vec<&'a str>,
    syms: Vec<&'a str>,
}

fn tokens(s: &str) -> Option<Vec<&str>> {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$' || b[i] == b'.') {
                i += 1;
            }
            out.push(&s[start..i]);
        } else if s[i..].starts_with("->") {
            out.push("->");
            i += 2;
        } else if b"()[],+-*<>".contains(&c) {
            out.push(&s[i..i + 1]);
            i += 1;
        } else {
            return None;
        }
    }
    Some(out)
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<&'a str> {
        self.toks.get(self.pos).copied()
    }
    fn eat(&mut self, t: &str) -> bool {
        if self.peek() == Some(t) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn names(&mut self, open: &str, close: &str) -> Option<Vec<&'a str>> {
        let mut out = Vec::new();
        if !self.eat(open) {
            return None;
        }
        if self.eat(close) {
            return Some(out);
        }
        loop {
            let t = self.peek()?;
            if !t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
                return None;
            }
            self.pos += 1;
            out.push(t);
            if self.eat(close) {
                return Some(out);
            }
            if !self.eat(",") {
                return None;
            }
        }
    }
    /// A sum of terms (`+` and `-` bind weakest).
    fn sum(&mut self) -> Option<E> {
        let mut e = self.product()?;
        loop {
            if self.eat("+") {
                let r = self.product()?;
                e = add(e, r);
            } else if self.eat("-") {
                let r = self.product()?;
                e = add(e, mul(r, E::Const(-1))?);
            } else {
                return Some(e);
            }
        }
    }
    fn product(&mut self) -> Option<E> {
        let mut e = self.unary()?;
        loop {
            let op = match self.peek() {
                Some("*") => Op::Mul,
                Some("floordiv") => Op::FloorDiv,
                Some("ceildiv") => Op::CeilDiv,
                Some("mod") => Op::Mod,
                _ => return Some(e),
            };
            self.pos += 1;
            let r = self.unary()?;
            e = if op == Op::Mul { mul(e, r)? } else { div_like(op, e, r)? };
        }
    }
    fn unary(&mut self) -> Option<E> {
        if self.eat("-") {
            let e = self.unary()?;
            return mul(e, E::Const(-1));
        }
        if self.eat("(") {
            let e = self.sum()?;
            return self.eat(")").then_some(e);
        }
        let t = self.peek()?;
        self.pos += 1;
        if let Ok(c) = t.parse::<i64>() {
            return Some(E::Const(c));
        }
        if let Some(i) = self.dims.iter().position(|d| *d == t) {
            return Some(E::Dim(i));
        }
        self.syms.iter().position(|s| *s == t).map(E::Sym)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bind {
    Weak,
    Strong,
}

pub(crate) fn print(e: &E, bind: Bind, out: &mut String) {
    match e {
        E::Dim(i) => out.push_str(&format!("d{i}")),
        E::Sym(i) => out.push_str(&format!("s{i}")),
        E::Const(c) => out.push_str(&c.to_string()),
        E::Bin(Op::Add, l, r) => {
            if bind == Bind::Strong {
                out.push('(');
            }
            match &**r {
                E::Bin(Op::Mul, rl, rr) if rr.konst() == Some(-1) => {
                    print(l, Bind::Weak, out);
                    out.push_str(" - ");
                    let b = if matches!(&**rl, E::Bin(Op::Add, ..)) { Bind::Strong } else { Bind::Weak };
                    print(rl, b, out);
                }
                E::Bin(Op::Mul, rl, rr) if rr.konst().is_some_and(|c| c < -1) => {
                    print(l, Bind::Weak, out);
                    out.push_str(" - ");
                    print(rl, Bind::Strong, out);
                    out.push_str(&format!(" * {}", -rr.konst().unwrap_or(0)));
                }
                E::Const(c) if *c < 0 => {
                    print(l, Bind::Weak, out);
                    out.push_str(&format!(" - {}", -c));
                }
                _ => {
                    print(l, Bind::Weak, out);
                    out.push_str(" + ");
                    print(r, Bind::Weak, out);
                }
            }
            if bind == Bind::Strong {
                out.push(')');
            }
        }
        E::Bin(op, l, r) => {
            if *op == Op::Mul && r.konst() == Some(-1) {
                out.push('-');
                print(l, Bind::Strong, out);
                return;
            }
            if bind == Bind::Strong {
                out.push('(');
            }
            print(l, Bind::Strong, out);
            out.push_str(match op {
                Op::Mul => " * ",
                Op::FloorDiv => " floordiv ",
                Op::CeilDiv => " ceildiv ",
                _ => " mod ",
            });
            print(r, Bind::Strong, out);
            if bind == Bind::Strong {
                out.push(')');
            }
        }
    }
}

/// The canonical spelling of an affine map's `<...>` (angle brackets
/// included), or `None` to keep the text as written.
pub fn canonical_map(text: &str) -> Option<String> {
    expr::Map::parse(text).map(|map| map.text())
}

#[cfg(test)]
mod tests {
    use super::canonical_map;

    #[test]
    fn maps_print_as_mlir_prints_them() {
        // Each pair checked against mlir-opt-19.
        let cases = [
            ("<(i,j)->(20 * i + j + 1)>", "<(d0, d1) -> (d0 * 20 + d1 + 1)>"),
            ("<(i,j)[M]->(M * i + j + 1)>", "<(d0, d1)[s0] -> (d0 * s0 + d1 + 1)>"),
            ("<(d0) -> (d0)>", "<(d0) -> (d0)>"),
            ("<(d0, d1) -> (d1, d0)>", "<(d0, d1) -> (d1, d0)>"),
            ("<(d0, d1) -> (d0 - d1, -d0, d0 - 3, 2 + 3)>", "<(d0, d1) -> (d0 - d1, -d0, d0 - 3, 5)>"),
            ("<(d0)[s0] -> (d0 floordiv 4 + s0 mod 2)>", "<(d0)[s0] -> (d0 floordiv 4 + s0 mod 2)>"),
            ("<(d0, d1) -> (d0 * 2 - d1 * 3)>", "<(d0, d1) -> (d0 * 2 - d1 * 3)>"),
            ("<() -> ()>", "<() -> ()>"),
        ];
        for (input, want) in cases {
            assert_eq!(canonical_map(input).as_deref(), Some(want), "{input}");
        }
        assert_eq!(canonical_map("<(d0, d1) -> (d0 * d1)>"), None);
    }
}

/// Whether a canonical map's text is the identity on `rank` dimensions
/// (`<(d0, d1) -> (d0, d1)>`), which a memref type drops as its layout.
pub fn is_identity(text: &str, rank: usize) -> bool {
    let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    let list = dims.join(", ");
    text == format!("<({list}) -> ({list})>")
}

/// The canonical spelling of a `strided<...>` layout's `<...>`, as MLIR's
/// `StridedLayoutAttr::print` writes it: `<[4, ?]>` with a zero offset left
/// out, else `<[4, ?], offset: ?>`. `None` keeps text it cannot read.
pub fn canonical_strided(text: &str) -> Option<String> {
    let inner = text.trim().strip_prefix('<')?.strip_suffix('>')?.trim();
    let inner = inner.strip_prefix('[')?;
    let close = inner.find(']')?;
    let value = |s: &str| -> Option<String> {
        let s = s.trim();
        if s == "?" {
            return Some("?".into());
        }
        s.parse::<i64>().ok().map(|v| v.to_string())
    };
    let list = inner[..close].trim();
    let strides: Vec<String> = if list.is_empty() { Vec::new() } else { list.split(',').map(value).collect::<Option<_>>()? };
    let rest = inner[close + 1..].trim();
    let offset = match rest.strip_prefix(',') {
        None if rest.is_empty() => "0".to_string(),
        None => return None,
        Some(r) => value(r.trim().strip_prefix("offset")?.trim().strip_prefix(':')?)?,
    };
    let mut out = format!("<[{}]", strides.join(", "));
    if offset != "0" {
        out.push_str(", offset: ");
        out.push_str(&offset);
    }
    out.push('>');
    Some(out)
}

#[cfg(test)]
mod strided_tests {
    #[test]
    fn strided_spelling() {
        assert_eq!(super::canonical_strided("<[4, 1], offset: 0>").as_deref(), Some("<[4, 1]>"));
        assert_eq!(super::canonical_strided("<[?,?], offset: ?>").as_deref(), Some("<[?, ?], offset: ?>"));
        assert_eq!(super::canonical_strided("<[], offset: 1>").as_deref(), Some("<[], offset: 1>"));
        assert_eq!(super::canonical_strided("<[1], offset: x>"), None);
    }
}
