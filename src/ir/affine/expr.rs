//! Affine maps as values to compute with, for the passes that build them
//! (`expand-strided-metadata`) and the affine ops' folds and lowering:
//! a map read back from its canonical spelling, its dims and symbols
//! replaced by other expressions (`AffineMap::replaceDimsAndSymbols`, which
//! simplifies through the operators), MLIR's `simplifyAffineExpr` (a pure
//! affine expression flattened into a linear form and rebuilt in MLIR's
//! order: dims, symbols, local divisions, constant), and evaluation on
//! constants (`AffineMap::constantFold`).

use super::{add, div_like, mul, print, Bind, Op, E};

/// An affine map: `dims` dimensions, `syms` symbols, its results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    pub dims: usize,
    pub syms: usize,
    pub results: Vec<E>,
}

impl Map {
    /// The canonical `<...>` spelling.
    pub fn text(&self) -> String {
        let mut out = String::from("<");
        write_ids(self.dims, self.syms, &mut out);
        out.push_str(" -> (");
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            print(e, Bind::Weak, &mut out);
        }
        out.push_str(")>");
        out
    }

    /// Each result simplified (`simplifyAffineMap`).
    pub fn simplified(&self) -> Map {
        Map { dims: self.dims, syms: self.syms, results: self.results.iter().map(|e| simplify(e, self.dims, self.syms)).collect() }
    }

    /// The results on constant dims and symbols; `None` if any result
    /// cannot be computed (division by zero, overflow).
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<Vec<i64>> {
        self.results.iter().map(|e| eval(e, dims, syms)).collect()
    }
}

/// `(d0, d1)[s0]`: the identifier lists of a map or set with `dims`
/// dimensions and `syms` symbols (no symbol list without symbols).
pub(crate) fn write_ids(dims: usize, syms: usize, out: &mut String) {
    out.push('(');
    out.push_str(&(0..dims).map(|i| format!("d{i}")).collect::<Vec<_>>().join(", "));
    out.push(')');
    if syms > 0 {
        out.push('[');
        out.push_str(&(0..syms).map(|i| format!("s{i}")).collect::<Vec<_>>().join(", "));
        out.push(']');
    }
}

/// `s<i>`.
pub fn sym(i: usize) -> E {
    E::Sym(i)
}

/// `d<i>`.
pub fn dim(i: usize) -> E {
    E::Dim(i)
}

/// The constant `c`.
pub fn konst(c: i64) -> E {
    E::Const(c)
}

/// `l * r` as MLIR's operator builds it (a product of two non-symbolic
/// terms is kept as written, as MLIR does when building semi-affine maps).
pub fn times(l: E, r: E) -> E {
    mul(l.clone(), r.clone()).unwrap_or_else(|| E::Bin(Op::Mul, Box::new(l), Box::new(r)))
}

/// `l floordiv c`.
pub fn floordiv(l: E, c: i64) -> E {
    div_like(Op::FloorDiv, l.clone(), E::Const(c)).unwrap_or_else(|| E::Bin(Op::FloorDiv, Box::new(l), Box::new(E::Const(c))))
}

/// `e` with each dim and symbol replaced (`AffineExpr::replaceDimsAndSymbols`).
pub fn replace(e: &E, dims: &[E], syms: &[E]) -> E {
    match e {
        E::Dim(i) => dims.get(*i).cloned().unwrap_or(E::Dim(*i)),
        E::Sym(i) => syms.get(*i).cloned().unwrap_or(E::Sym(*i)),
        E::Const(c) => E::Const(*c),
        E::Bin(op, l, r) => {
            let (l, r) = (replace(l, dims, syms), replace(r, dims, syms));
            match op {
                Op::Add => add(l, r),
                Op::Mul => times(l, r),
                _ => div_like(*op, l.clone(), r.clone()).unwrap_or_else(|| E::Bin(*op, Box::new(l), Box::new(r))),
            }
        }
    }
}

/// Whether `e` uses dim `i` (`dim = true`) or symbol `i`.
pub fn uses(e: &E, dim: bool, i: usize) -> bool {
    match e {
        E::Dim(j) => dim && *j == i,
        E::Sym(j) => !dim && *j == i,
        E::Const(_) => false,
        E::Bin(_, l, r) => uses(l, dim, i) || uses(r, dim, i),
    }
}

/// `AffineExpr::isPureAffine`.
pub fn is_pure_affine(e: &E) -> bool {
    match e {
        E::Dim(_) | E::Sym(_) | E::Const(_) => true,
        E::Bin(Op::Add, l, r) => is_pure_affine(l) && is_pure_affine(r),
        E::Bin(Op::Mul, l, r) => {
            is_pure_affine(l) && is_pure_affine(r) && (l.konst().is_some() || r.konst().is_some())
        }
        E::Bin(_, l, r) => is_pure_affine(l) && r.konst().is_some(),
    }
}

/// A linear form: one coefficient per dim, symbol and local, then the
/// constant (MLIR's `SimpleAffineExprFlattener` rows).
struct Flattener {
    dims: usize,
    syms: usize,
    locals: Vec<E>,
}

impl Flattener {
    fn width(&self) -> usize {
        self.dims + self.syms + self.locals.len() + 1
    }
    /// Rebuilds an expression from a row (`getAffineExprFromFlatForm`).
    fn rebuild(&self, row: &[i64]) -> E {
        let mut e = E::Const(0);
        let ids = self.dims + self.syms;
        for (j, &c) in row.iter().enumerate().take(ids) {
            if c != 0 {
                let id = if j < self.dims { E::Dim(j) } else { E::Sym(j - self.dims) };
                e = add(e, times(id, E::Const(c)));
            }
        }
        for (k, local) in self.locals.iter().enumerate() {
            let c = row[ids + k];
            if c != 0 {
                e = add(e, times(local.clone(), E::Const(c)));
            }
        }
        let c = row[row.len() - 1];
        if c != 0 {
            e = add(e, E::Const(c));
        }
        e
    }
    /// `row` padded with the local columns added since it was built.
    fn widen(&self, mut row: Vec<i64>) -> Vec<i64> {
        while row.len() < self.width() {
            let at = row.len() - 1;
            row.insert(at, 0);
        }
        row
    }
    /// A semi-affine expression from a row (`getSemiAffineExprFromFlatForm`):
    /// dims, symbols and products of two of them ordered by the positions
    /// of their operands, then the other locals, then the constant.
    fn rebuild_semi(&self, row: &[i64]) -> E {
        let ids = self.dims + self.syms;
        let pos = |e: &E| match e {
            E::Dim(i) => Some(*i as i64),
            E::Sym(i) => Some((self.dims + *i) as i64),
            _ => None,
        };
        let mut keyed: Vec<((i64, i64), E, i64)> = Vec::new();
        let mut rest = Vec::new();
        for (j, &c) in row.iter().enumerate().take(ids) {
            if c != 0 {
                let id = if j < self.dims { E::Dim(j) } else { E::Sym(j - self.dims) };
                keyed.push(((j as i64, -1), id, c));
            }
        }
        for (k, local) in self.locals.iter().enumerate() {
            let c = row[ids + k];
            if c == 0 {
                continue;
            }
            match local {
                E::Bin(Op::Mul, l, r) if pos(l).is_some() && pos(r).is_some() => {
                    keyed.push(((pos(l).unwrap_or(0), pos(r).unwrap_or(0)), local.clone(), c));
                }
                _ => rest.push((local.clone(), c)),
            }
        }
        keyed.sort_by_key(|k| k.0);
        let mut e = E::Const(0);
        for (_, t, c) in keyed.into_iter().map(|(k, t, c)| (k, t, c)).chain(std::iter::empty()) {
            e = add(e, times(t, E::Const(c)));
        }
        for (t, c) in rest {
            e = add(e, times(t, E::Const(c)));
        }
        let c = row[row.len() - 1];
        if c != 0 {
            e = add(e, E::Const(c));
        }
        e
    }
    /// A new local column for `expr`, or the existing one.
    fn local(&mut self, expr: E, rows: &mut [&mut Vec<i64>]) -> usize {
        if let Some(k) = self.locals.iter().position(|l| *l == expr) {
            return k;
        }
        let at = self.dims + self.syms + self.locals.len();
        self.locals.push(expr);
        for r in rows.iter_mut() {
            r.insert(at, 0);
        }
        self.locals.len() - 1
    }
    fn flatten(&mut self, e: &E) -> Option<Vec<i64>> {
        let ids = self.dims + self.syms;
        match e {
            E::Dim(i) => {
                let mut r = vec![0; self.width()];
                r[*i] = 1;
                Some(r)
            }
            E::Sym(i) => {
                let mut r = vec![0; self.width()];
                r[self.dims + *i] = 1;
                Some(r)
            }
            E::Const(c) => {
                let mut r = vec![0; self.width()];
                *r.last_mut()? = *c;
                Some(r)
            }
            E::Bin(Op::Add, l, r) => {
                let mut a = self.flatten(l)?;
                let b = self.flatten(r)?;
                // Locals added while flattening `r` widen `a` too.
                while a.len() < b.len() {
                    let at = a.len() - 1;
                    a.insert(at, 0);
                }
                Some(a.iter().zip(&b).map(|(x, y)| x.wrapping_add(*y)).collect())
            }
            E::Bin(Op::Mul, l, r) if r.konst().is_some() => {
                let c = r.konst()?;
                let a = self.flatten(l)?;
                Some(a.iter().map(|x| x.wrapping_mul(c)).collect())
            }
            E::Bin(op, l, r) if r.konst().is_none() => {
                // A semi-affine term: a local standing for the product (or
                // quotient) of its sides, each rebuilt from its flat form.
                let a = self.flatten(l)?;
                let b = self.flatten(r)?;
                let a = self.widen(a);
                let (x, y) = (self.rebuild(&a), self.rebuild(&b));
                let term = match op {
                    Op::Mul => times(x, y),
                    _ => E::Bin(*op, Box::new(x), Box::new(y)),
                };
                let k = self.local(term, &mut []);
                let mut row = vec![0; self.width()];
                row[ids + k] = 1;
                Some(row)
            }
            E::Bin(op, l, r) => {
                let c = r.konst().filter(|c| *c > 0)?;
                let mut a = self.flatten(l)?;
                if *op == Op::Mod {
                    if a.iter().all(|x| x % c == 0) {
                        return Some(vec![0; a.len()]);
                    }
                    let g = a.iter().fold(c as u64, |g, x| gcd(g, x.unsigned_abs()));
                    let dividend: Vec<i64> = a.iter().map(|x| x / g as i64).collect();
                    let divisor = c / g as i64;
                    let q = floordiv(self.rebuild(&dividend), divisor);
                    let k = self.local(q, &mut [&mut a]);
                    a[ids + k] -= c;
                    return Some(a);
                }
                let g = a.iter().fold(c as u64, |g, x| gcd(g, x.unsigned_abs()));
                for x in a.iter_mut() {
                    *x /= g as i64;
                }
                let divisor = c / g as i64;
                if divisor == 1 {
                    return Some(a);
                }
                let num = self.rebuild(&a);
                let q = E::Bin(*op, Box::new(num), Box::new(E::Const(divisor)));
                let k = self.local(q, &mut []);
                let mut row = vec![0; self.width()];
                row[ids + k] = 1;
                Some(row)
            }
        }
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// MLIR's `simplifyAffineExpr` for a pure affine expression; a
/// semi-affine one is kept as its operators built it.
pub fn simplify(e: &E, dims: usize, syms: usize) -> E {
    let mut f = Flattener { dims, syms, locals: Vec::new() };
    let Some(row) = f.flatten(e) else { return e.clone() };
    let row = f.widen(row);
    if is_pure_affine(e) {
        return f.rebuild(&row);
    }
    if f.rebuild(&row) == *e {
        return e.clone();
    }
    f.rebuild_semi(&row)
}

/// `e` on constant dims and symbols.
pub fn eval(e: &E, dims: &[i64], syms: &[i64]) -> Option<i64> {
    Some(match e {
        E::Dim(i) => *dims.get(*i)?,
        E::Sym(i) => *syms.get(*i)?,
        E::Const(c) => *c,
        E::Bin(op, l, r) => {
            let (a, b) = (eval(l, dims, syms)?, eval(r, dims, syms)?);
            match op {
                Op::Add => a.checked_add(b)?,
                Op::Mul => a.checked_mul(b)?,
                _ if b == 0 => return None,
                Op::FloorDiv => a.checked_div_euclid(b)? - i64::from(b < 0 && a.checked_rem_euclid(b)? != 0),
                Op::CeilDiv => {
                    let q = a.checked_div(b)?;
                    if (a.checked_rem(b)? != 0) && ((a < 0) == (b < 0)) {
                        q + 1
                    } else {
                        q
                    }
                }
                Op::Mod => a.checked_rem_euclid(b.checked_abs()?)?,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simplification_orders_terms_as_mlir() {
        // (s1 + s0 * 4) simplifies to s0 * 4 + s1; a mod comes back as mod.
        let e = add(sym(1), times(sym(0), konst(4)));
        assert_eq!(Map { dims: 0, syms: 2, results: vec![simplify(&e, 0, 2)] }.text(), "<()[s0, s1] -> (s0 * 4 + s1)>");
        let m = Map::parse("<()[s0] -> (s0 mod 3)>").unwrap().simplified();
        assert_eq!(m.text(), "<()[s0] -> (s0 mod 3)>");
        let m = Map::parse("<()[s0] -> ((s0 * 4) floordiv 2)>").unwrap().simplified();
        assert_eq!(m.text(), "<()[s0] -> (s0 * 2)>");
        assert_eq!(m.eval(&[], &[5]), Some(vec![10]));
    }
}

/// The flat form of a pure affine expression without local terms
/// (coefficients of dims, symbols, then the constant), or `None`.
pub fn flat_form(e: &E, dims: usize, syms: usize) -> Option<Vec<i64>> {
    if !is_pure_affine(e) {
        return None;
    }
    let mut f = Flattener { dims, syms, locals: Vec::new() };
    let row = f.flatten(e)?;
    f.locals.is_empty().then_some(row)
}
