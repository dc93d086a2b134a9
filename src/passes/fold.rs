//! The fold driver: what a fold returns ([`Folded`]), the entry the
//! rewriter calls ([`fold`]: the op's own fold from its
//! [`super::api::OpRewrite::fold`] row, then its traits' folds, as MLIR's
//! `Operation::fold` does), the constant value of a constant-like op
//! ([`constant_value`], MLIR's `m_Constant`), and constant
//! materialisation through the op's dialect
//! ([`super::api::DialectRewrite::materialize_constant`], MLIR's
//! `Dialect::materializeConstant`).
//!
//! A fold sees the op and the constant values of its operands (`None`
//! where an operand is not a constant) and either replaces the op's results
//! (by existing values or by constant attributes the driver materialises)
//! or updates the op in place.

use crate::ir::{Attr, Body, Context, Op, Type};
use crate::ods::opdef::traits;
use crate::ods::{lookup, OpInfo};

/// What a fold replaces one result by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldValue {
    Value(crate::ir::Value),
    Attr(Attr),
}

/// The outcome of a successful fold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    /// One replacement per result.
    Results(Vec<FoldValue>),
    /// The op was updated in place (operands or properties changed).
    InPlace,
}

/// The registry entry of `op`, if registered.
pub fn info_of(ctx: &Context, body: &Body, op: Op) -> Option<&'static OpInfo> {
    lookup(ctx.str(body.op(op).name))
}

/// Folds `op` given its operands' constant values: the op's own fold,
/// then (when that fails or only updated the op) its traits' folds.
pub fn fold(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let info = info_of(ctx, body, op);
    fold_with(ctx, body, op, info, consts)
}

/// [`fold`] with the op's registry entry already at hand.
pub fn fold_with(
    ctx: &mut Context,
    body: &mut Body,
    op: Op,
    info: Option<&'static OpInfo>,
    consts: &[Option<Attr>],
) -> Option<Folded> {
    let info = info?;
    let own = match info.rewrite.and_then(|r| r.fold) {
        Some(f) => f(ctx, body, op, consts),
        None => None,
    };
    if matches!(own, Some(Folded::Results(_))) {
        return own;
    }
    if info.def.has(traits::COMMUTATIVE) && fold_commutative(body, op, consts) {
        return Some(Folded::InPlace);
    }
    own
}

/// Commutative ops keep constant operands last (a stable partition);
/// true when that moved something.
fn fold_commutative(body: &mut Body, op: Op, consts: &[Option<Attr>]) -> bool {
    let operands = body.op(op).operands.to_vec();
    if operands.len() < 2 || consts.len() != operands.len() {
        return false;
    }
    let (mut vars, mut fixed) = (Vec::new(), Vec::new());
    for (v, c) in operands.iter().zip(consts) {
        if c.is_some() {
            fixed.push(*v);
        } else {
            vars.push(*v);
        }
    }
    vars.extend(fixed);
    if vars == operands {
        return false;
    }
    body.ops[op.index()].operands = vars.into();
    true
}

/// The constant value of a constant-like op (MLIR's `m_Constant`).
pub fn constant_value(ctx: &mut Context, body: &mut Body, op: Op) -> Option<Attr> {
    let info = info_of(ctx, body, op);
    constant_value_with(ctx, body, op, info)
}

/// [`constant_value`] with the op's registry entry already at hand.
pub fn constant_value_with(ctx: &mut Context, body: &mut Body, op: Op, info: Option<&'static OpInfo>) -> Option<Attr> {
    if body.op(op).num_results != 1 || !is_constant_like_info(info) {
        return None;
    }
    match fold_with(ctx, body, op, info, &[])? {
        Folded::Results(r) => match r.first() {
            Some(FoldValue::Attr(a)) => Some(*a),
            _ => None,
        },
        Folded::InPlace => None,
    }
}

/// Whether the op has the `ConstantLike` trait.
pub fn is_constant_like(ctx: &Context, body: &Body, op: Op) -> bool {
    is_constant_like_info(info_of(ctx, body, op))
}

/// Whether a registry entry has the `ConstantLike` trait.
pub fn is_constant_like_info(info: Option<&OpInfo>) -> bool {
    info.is_some_and(|i| i.def.has(traits::CONSTANT_LIKE))
}

/// Creates the op that materialises `value : ty` for a fold of an op of
/// `info`'s dialect (not placed in a block); `None` when the dialect has
/// no materialiser or cannot make this constant.
pub fn materialize_constant(
    ctx: &mut Context,
    body: &mut Body,
    info: Option<&'static OpInfo>,
    value: Attr,
    ty: Type,
    loc: Option<Attr>,
) -> Option<Op> {
    let make = info?.dialect.rewrite.materialize_constant?;
    make(ctx, body, value, ty, loc)
}

/// Another dialect's constant materialiser, found by the dialect's name:
/// MLIR's memref, affine and vector dialects build `arith.constant`
/// through arith's own materialiser rather than knowing its form.
pub fn materialize_through(
    dialect: &str,
    ctx: &mut Context,
    body: &mut Body,
    value: Attr,
    ty: Type,
    loc: Option<Attr>,
) -> Option<Op> {
    let make = crate::ods::registry::dialect(dialect)?.rewrite.materialize_constant?;
    make(ctx, body, value, ty, loc)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first op under the module whose entry has `trait_bit`.
    fn find(ctx: &Context, m: &crate::ir::Module, trait_bit: u32) -> Op {
        let ops = m.body.nested_ops_preorder(m.top);
        ops.into_iter().find(|&o| info_of(ctx, &m.body, o).is_some_and(|i| i.def.has(trait_bit))).expect("op present")
    }

    #[test]
    fn commutative_moves_constants_last() {
        let mut ctx = Context::new();
        let src = "llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.mlir.constant(3 : i32) : i32\n  %1 = llvm.mul %0, %a : i32\n  llvm.return %1 : i32\n}\n";
        let mut m = crate::parser::parse(&mut ctx, src, &Default::default()).expect("parses");
        let c = find(&ctx, &m, traits::CONSTANT_LIKE);
        let mul = find(&ctx, &m, traits::COMMUTATIVE);
        let cv = constant_value(&mut ctx, &mut m.body, c);
        let before = m.body.op(mul).operands.to_vec();
        assert_eq!(fold(&mut ctx, &mut m.body, mul, &[cv, None]), Some(Folded::InPlace));
        assert_eq!(m.body.op(mul).operands.to_vec(), vec![before[1], before[0]]);
    }
}
