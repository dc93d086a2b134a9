//! The affine ops' canonicalization patterns (MLIR 19's `AffineOps.cpp`):
//! `SimplifyAffineOp` (producers composed in, dims that may be symbols
//! promoted, operands deduplicated, constants folded, the map simplified;
//! a new op replaces the old one), and for min/max
//! `CanonicalizeSingleResultAffineMinMaxOp`,
//! `DeduplicateAffineMinMaxExpressions` and
//! `CanonicalizeAffineMinMaxOpExprAndTermOrder`.

use crate::ir::affine::canon::{compose, sorted_results, Operands};
use crate::ir::affine::expr::Map;
use crate::ir::{AttrKind, Op, TypeKind, Value, ValueDef};
use crate::passes::api::{constant_value, Rewriter};

use super::syntax::map_of;

/// What the rewriter's IR says about operands.
struct Known<'r, 'a> {
    rw: &'r mut Rewriter<'a>,
}

impl Operands for Known<'_, '_> {
    fn is_symbol(&mut self, v: Value) -> bool {
        is_valid_symbol(self.rw, v, 0)
    }
    fn constant(&mut self, v: Value) -> Option<i64> {
        let def = self.rw.body.defining_op(v)?;
        let a = constant_value(self.rw.ctx, self.rw.body, def)?;
        self.rw.ctx.int_value(a).and_then(|x| i64::try_from(x).ok())
    }
    fn producer(&mut self, v: Value) -> Option<(Map, Vec<Value>)> {
        let def = self.rw.body.defining_op(v)?;
        if self.rw.ctx.str(self.rw.body.op(def).name) != "affine.apply" {
            return None;
        }
        let map = map_of(self.rw.ctx, crate::passes::api::prop(self.rw.ctx, self.rw.body, def, "map"))?;
        Some((map, self.rw.body.op(def).operands.to_vec()))
    }
}

/// MLIR's `isValidSymbol` for the cases llmir meets: a constant, a value
/// defined at the top level of a function, an `affine.apply` of symbols.
fn is_valid_symbol(rw: &mut Rewriter<'_>, v: Value, depth: u32) -> bool {
    let block = match rw.body.value(v).def {
        ValueDef::Arg { block, .. } => block,
        ValueDef::Result { op, .. } => {
            if constant_value(rw.ctx, rw.body, op).is_some() {
                return true;
            }
            if depth < 8 && rw.ctx.str(rw.body.op(op).name) == "affine.apply" {
                let operands = rw.body.op(op).operands.to_vec();
                if operands.into_iter().all(|o| is_valid_symbol(rw, o, depth + 1)) {
                    return true;
                }
            }
            match rw.body.op(op).parent {
                Some(b) => b,
                None => return false,
            }
        }
    };
    rw.body.block_parent_op(block).is_some_and(|p| rw.ctx.str(rw.body.op(p).name) == "func.func")
}

/// Replaces `op` by a new op `name` of `map` over `operands`.
fn replace_with(rw: &mut Rewriter<'_>, op: Op, name: &str, map: &Map, operands: &[Value]) {
    let m = rw.ctx.attr(AttrKind::AffineMap(map.text().into()));
    let key = rw.ctx.ident("map");
    let properties = Some(rw.ctx.dict(vec![(key, m)]));
    let ident = rw.ctx.ident(name);
    let index = rw.ctx.ty(TypeKind::Index);
    let (loc, span) = (rw.body.op(op).loc, rw.body.op(op).span);
    let attrs = rw.ctx.empty_dict();
    let new = rw.body.new_op(ident, operands.into(), &[index], Box::new([]), properties, attrs, Box::new([]), loc, span);
    rw.insert_before(op, new);
    let result = Value(rw.body.op(new).first_result);
    rw.replace_op(op, &[result]);
}

fn map_and_operands(rw: &Rewriter<'_>, op: Op) -> Option<(Map, Vec<Value>)> {
    let map = map_of(rw.ctx, crate::passes::api::prop(rw.ctx, rw.body, op, "map"))?;
    Some((map, rw.body.op(op).operands.to_vec()))
}

/// `SimplifyAffineOp`.
fn simplify_affine_op(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some((map, operands)) = map_and_operands(rw, op) else { return false };
    if operands.len() != map.dims + map.syms {
        return false;
    }
    let (new_map, new_operands) = compose(&map, &operands, &mut Known { rw });
    if new_map == map && new_operands == operands {
        return false;
    }
    let name = rw.ctx.str(rw.body.op(op).name).to_string();
    replace_with(rw, op, &name, &new_map, &new_operands);
    true
}

pub fn apply(rw: &mut Rewriter<'_>, op: Op) -> bool {
    simplify_affine_op(rw, op)
}

/// `CanonicalizeSingleResultAffineMinMaxOp`.
pub fn single_result(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some((map, operands)) = map_and_operands(rw, op) else { return false };
    if map.results.len() != 1 {
        return false;
    }
    replace_with(rw, op, "affine.apply", &map, &operands);
    true
}

/// `DeduplicateAffineMinMaxExpressions`.
pub fn deduplicate(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some((map, operands)) = map_and_operands(rw, op) else { return false };
    let mut results = Vec::new();
    for e in &map.results {
        if !results.contains(e) {
            results.push(e.clone());
        }
    }
    if results.len() == map.results.len() {
        return false;
    }
    let name = rw.ctx.str(rw.body.op(op).name).to_string();
    replace_with(rw, op, &name, &Map { results, ..map }, &operands);
    true
}

/// `SimplifyAffineOp` for min/max.
pub fn simplify_min_max(rw: &mut Rewriter<'_>, op: Op) -> bool {
    simplify_affine_op(rw, op)
}

/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`.
pub fn sort_results(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some((map, operands)) = map_and_operands(rw, op) else { return false };
    let Some(sorted) = sorted_results(&map) else { return false };
    let name = rw.ctx.str(rw.body.op(op).name).to_string();
    replace_with(rw, op, &name, &sorted, &operands);
    true
}
