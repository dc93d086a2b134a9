//! A map together with its operands, made canonical as MLIR 19's
//! `AffineOps.cpp` does before building or rewriting an affine op:
//! `composeAffineMapAndOperands` (operands produced by `affine.apply`
//! replaced by their expressions), `canonicalizePromotedSymbols` (a dim
//! whose value may be a symbol becomes one), `canonicalizeMapAndOperands`
//! (unused operands dropped, duplicates merged, constant symbols folded in)
//! and `simplifyAffineMap`. What the IR knows about a value comes from the
//! caller: whether it may be a symbol, its constant, the affine.apply
//! producing it.

use super::expr::{replace, uses, Map};
use super::E;
use crate::ir::Value;

/// What the caller knows about an operand.
pub trait Operands {
    /// MLIR's `isValidSymbol`.
    fn is_symbol(&mut self, v: Value) -> bool;
    /// The constant the value is, if any.
    fn constant(&mut self, v: Value) -> Option<i64>;
    /// The map and operands of the `affine.apply` producing `v`, if any.
    fn producer(&mut self, v: Value) -> Option<(Map, Vec<Value>)>;
}

/// `canonicalizePromotedSymbols`: dims that may be symbols become the last
/// symbols.
fn promote(map: &Map, operands: &[Value], k: &mut dyn Operands) -> (Map, Vec<Value>) {
    let mut dim_repl = Vec::new();
    let (mut kept, mut promoted) = (Vec::new(), Vec::new());
    let mut next_dim = 0;
    for (i, &v) in operands.iter().enumerate() {
        if i < map.dims {
            if k.is_symbol(v) {
                dim_repl.push(E::Sym(map.syms + promoted.len()));
                promoted.push(v);
            } else {
                dim_repl.push(E::Dim(next_dim));
                next_dim += 1;
                kept.push(v);
            }
        } else {
            kept.push(v);
        }
    }
    let syms: Vec<E> = (0..map.syms).map(E::Sym).collect();
    let n = promoted.len();
    kept.extend(promoted);
    let results = map.results.iter().map(|e| replace(e, &dim_repl, &syms)).collect();
    (Map { dims: next_dim, syms: map.syms + n, results }, kept)
}

/// `canonicalizeMapAndOperands`.
pub fn canonicalize(map: &Map, operands: &[Value], k: &mut dyn Operands) -> (Map, Vec<Value>) {
    let (map, operands) = promote(map, operands, k);
    let used = |dim: bool, i: usize| map.results.iter().any(|e| uses(e, dim, i));
    let (mut dim_repl, mut sym_repl) = (Vec::new(), Vec::new());
    let (mut dims, mut syms): (Vec<Value>, Vec<Value>) = (Vec::new(), Vec::new());
    for (i, &v) in operands.iter().enumerate().take(map.dims) {
        if !used(true, i) {
            dim_repl.push(E::Const(0));
            continue;
        }
        match dims.iter().position(|&d| d == v) {
            Some(p) => dim_repl.push(E::Dim(p)),
            None => {
                dim_repl.push(E::Dim(dims.len()));
                dims.push(v);
            }
        }
    }
    for (i, &v) in operands.iter().enumerate().skip(map.dims) {
        let i = i - map.dims;
        if !used(false, i) {
            sym_repl.push(E::Const(0));
            continue;
        }
        if let Some(c) = k.constant(v) {
            sym_repl.push(E::Const(c));
            continue;
        }
        match syms.iter().position(|&d| d == v) {
            Some(p) => sym_repl.push(E::Sym(p)),
            None => {
                sym_repl.push(E::Sym(syms.len()));
                syms.push(v);
            }
        }
    }
    let results = map.results.iter().map(|e| replace(e, &dim_repl, &sym_repl)).collect();
    let out = Map { dims: dims.len(), syms: syms.len(), results };
    dims.extend(syms);
    (out, dims)
}

/// `composeAffineMapAndOperands`, then canonicalized and simplified.
pub fn compose(map: &Map, operands: &[Value], k: &mut dyn Operands) -> (Map, Vec<Value>) {
    let mut map = map.clone();
    let mut dims: Vec<Option<Value>> = operands[..map.dims].iter().copied().map(Some).collect();
    let mut syms: Vec<Option<Value>> = operands[map.dims..].iter().copied().map(Some).collect();
    let mut pos = 0;
    // Each position once; appended operands are visited too.
    while pos < dims.len() + syms.len() {
        let is_dim = pos < dims.len();
        let at = if is_dim { pos } else { pos - dims.len() };
        let v = if is_dim { dims[at] } else { syms[at] };
        pos += 1;
        let Some(v) = v else { continue };
        let Some((inner, inner_ops)) = k.producer(v) else { continue };
        if inner.results.len() != 1 {
            continue;
        }
        if is_dim {
            dims[at] = None;
        } else {
            syms[at] = None;
        }
        let (inner, inner_ops) = canonicalize(&inner, &inner_ops, k);
        let (nd, ns) = (dims.len(), syms.len());
        let dim_shift: Vec<E> = (0..inner.dims).map(|i| E::Dim(nd + i)).collect();
        let sym_shift: Vec<E> = (0..inner.syms).map(|i| E::Sym(ns + i)).collect();
        let replacement = replace(&inner.results[0], &dim_shift, &sym_shift);
        dims.extend(inner_ops[..inner.dims].iter().copied().map(Some));
        syms.extend(inner_ops[inner.dims..].iter().copied().map(Some));
        let all_dims: Vec<E> = (0..dims.len()).map(|i| if is_dim && i == at { replacement.clone() } else { E::Dim(i) }).collect();
        let all_syms: Vec<E> = (0..syms.len()).map(|i| if !is_dim && i == at { replacement.clone() } else { E::Sym(i) }).collect();
        map = Map { dims: dims.len(), syms: syms.len(), results: map.results.iter().map(|e| replace(e, &all_dims, &all_syms)).collect() };
        // Positions shift when dims are appended: look again from the start
        // (replaced entries are skipped).
        pos = 0;
    }
    // Replaced operands are unused now: drop them.
    let (mut dim_repl, mut sym_repl, mut ops) = (Vec::new(), Vec::new(), Vec::new());
    let mut nd = 0;
    for d in &dims {
        match d {
            Some(v) => {
                dim_repl.push(E::Dim(nd));
                nd += 1;
                ops.push(*v);
            }
            None => dim_repl.push(E::Const(0)),
        }
    }
    let mut ns = 0;
    for s in &syms {
        match s {
            Some(v) => {
                sym_repl.push(E::Sym(ns));
                ns += 1;
                ops.push(*v);
            }
            None => sym_repl.push(E::Const(0)),
        }
    }
    let map = Map { dims: nd, syms: ns, results: map.results.iter().map(|e| replace(e, &dim_repl, &sym_repl)).collect() };
    let (map, ops) = canonicalize(&map, &ops, k);
    (map.simplified(), ops)
}

/// MLIR's `canonicalizeMapExprAndTermOrder` for min/max maps: results
/// sorted by their flat forms (pure affine, no local terms), or `None`.
pub fn sorted_results(map: &Map) -> Option<Map> {
    let mut keyed = Vec::new();
    for e in &map.results {
        keyed.push((super::expr::flat_form(e, map.dims, map.syms)?, e.clone()));
    }
    if keyed.windows(2).all(|w| w[0].0 <= w[1].0) {
        return None;
    }
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    Some(Map { dims: map.dims, syms: map.syms, results: keyed.into_iter().map(|k| k.1).collect() })
}
