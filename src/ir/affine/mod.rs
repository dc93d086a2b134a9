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
pub mod read;

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
        // Through `*`, which folds a zero or unit factor (`d0 - d0` is 0).
        return mul(first.clone(), E::Const(c1.wrapping_add(c2))).unwrap_or(first);
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

/// `floordiv`, `ceildiv`, `mod` (`simplifyFloorDiv`, `simplifyCeilDiv`,
/// `simplifyMod`): folded when both sides are constants, by one kept as
/// the left side; a symbolic right side, a zero divisor or a modulus
/// below 1 is built as written. `None` for a right side that depends on
/// a dimension (not affine).
pub fn div_like(op: Op, l: E, r: E) -> Option<E> {
    if !r.symbolic_or_const() {
        return None;
    }
    let as_written = |l: E, r: E| Some(E::Bin(op, Box::new(l), Box::new(r)));
    let Some(c) = r.konst() else { return as_written(l, r) };
    if c == 0 || (op == Op::Mod && c < 1) {
        return as_written(l, r);
    }
    if let Some(a) = l.konst() {
        return Some(E::Const(match op {
            // Wrapping: `i64::MIN floordiv -1` must not abort.
            Op::FloorDiv => a.wrapping_div_euclid(c).wrapping_sub(i64::from(c < 0 && a.wrapping_rem_euclid(c) != 0)),
            Op::CeilDiv => ceil_div(a, c),
            _ => a.wrapping_rem_euclid(c),
        }));
    }
    if c == 1 {
        return Some(if op == Op::Mod { E::Const(0) } else { l });
    }
    // `(x * k) floordiv c` with `k` a multiple of `c` is `x * (k / c)`;
    // `(x * k) mod c` is then 0.
    if let E::Bin(Op::Mul, x, k) = &l {
        if let Some(k) = k.konst().filter(|k| k.wrapping_rem(c) == 0) {
            match op {
                Op::FloorDiv | Op::CeilDiv => return mul((**x).clone(), E::Const(k.wrapping_div(c))),
                _ => return Some(E::Const(0)),
            }
        }
    }
    as_written(l, r)
}

/// `a / c` rounded up (MLIR's `ceilDiv`), for any non-zero `c`.
fn ceil_div(a: i64, c: i64) -> i64 {
    let q = a.wrapping_div(c);
    if a.wrapping_rem(c) != 0 && ((a < 0) == (c < 0)) {
        q.wrapping_add(1)
    } else {
        q
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
/// out, else `<[4, ?], offset: ?>`. `None` for text that is not a layout
/// (see [`read::strided`]).
pub fn canonical_strided(text: &str) -> Option<String> {
    let (strides, offset, len) = read::strided(text).ok()?;
    (len == text.len()).then(|| strided_text(&strides, offset))
}

/// `<[4, ?], offset: ?>` for these strides and offset (`None` is `?`).
pub fn strided_text(strides: &[Option<i64>], offset: Option<i64>) -> String {
    let value = |v: Option<i64>| v.map_or_else(|| "?".to_string(), |v| v.to_string());
    let mut out = format!("<[{}]", strides.iter().map(|s| value(*s)).collect::<Vec<_>>().join(", "));
    if offset != Some(0) {
        out.push_str(", offset: ");
        out.push_str(&value(offset));
    }
    out.push('>');
    out
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
