//! `lower-affine` for the ops llmir models (MLIR 19's `AffineToStandard`):
//! `affine.apply` becomes the arith ops of its map's expression, built
//! post-order as `AffineApplyExpander` visits it (each constant its own
//! `arith.constant`, floor and ceil division and modulo expanded with
//! signed-division fix-ups); `affine.min`/`affine.max` expand every result
//! and chain `arith.minsi`/`arith.maxsi`. A conversion: nothing is folded.

use crate::ir::affine::expr::Map;
use crate::ir::affine::{Op as BinOp, E};
use crate::diag::Diagnostic;
use crate::ir::{Attr, AttrKind, Body, Context, IntValue, Op, Type, TypeKind, Value};
use crate::passes::api::{Pass, PassCx, PassFailed, PassInfo};

use super::syntax::map_of;

pub const PASS: PassInfo = PassInfo {
    argument: "lower-affine",
    name: "LowerAffinePass",
    summary: "Lower Affine operations to a combination of Standard and SCF operations",
    anchor: None,
    options: &[],
    create: |_| Box::new(LowerAffine),
};

struct LowerAffine;

/// `arith.cmpi`'s predicates.
const SLT: i128 = 2;
const SLE: i128 = 3;

/// Builds ops before one anchor.
struct Expander<'a> {
    ctx: &'a mut Context,
    body: &'a mut Body,
    anchor: Op,
    operands: Vec<Value>,
    dims: usize,
    index: Type,
}

impl Expander<'_> {
    /// `name(operands) : result`, with the op's default properties.
    fn op(&mut self, name: &str, operands: &[Value], ty: Type, props: &[(&str, Attr)]) -> Value {
        let mut entries: Vec<(crate::ir::Ident, Attr)> = props.iter().map(|(k, v)| (self.ctx.ident(k), *v)).collect();
        if let Some(info) = crate::ods::lookup(name) {
            for &(key, text) in info.always_set.iter().chain(info.defaults.iter()) {
                if !props.iter().any(|p| p.0 == key) && !entries.iter().any(|e| self.ctx.str(e.0) == key) {
                    if let Some(a) = self.ctx.default_attr(text) {
                        let id = self.ctx.ident(key);
                        entries.push((id, a));
                    }
                }
            }
        }
        entries.sort_by(|a, b| self.ctx.str(a.0).cmp(self.ctx.str(b.0)));
        let properties = (!entries.is_empty()).then(|| self.ctx.dict(entries));
        let ident = self.ctx.ident(name);
        let (loc, span) = (self.body.op(self.anchor).loc, self.body.op(self.anchor).span);
        let attrs = self.ctx.empty_dict();
        let new = self.body.new_op(ident, operands.into(), &[ty], Box::new([]), properties, attrs, Box::new([]), loc, span);
        self.body.insert_op_before(self.anchor, new);
        Value(self.body.op(new).first_result)
    }
    fn konst(&mut self, c: i64) -> Value {
        let index = self.index;
        let v = self.ctx.attr(AttrKind::Integer { value: IntValue::Small(c as i128), ty: index });
        self.op("arith.constant", &[], index, &[("value", v)])
    }
    fn bin(&mut self, name: &str, a: Value, b: Value) -> Value {
        let index = self.index;
        self.op(name, &[a, b], index, &[])
    }
    fn cmp(&mut self, pred: i128, a: Value, b: Value) -> Value {
        let i1 = self.ctx.int_type(1);
        let p = self.ctx.int_attr(pred, 64);
        self.op("arith.cmpi", &[a, b], i1, &[("predicate", p)])
    }
    fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let index = self.index;
        self.op("arith.select", &[c, a, b], index, &[])
    }
    /// `AffineApplyExpander::visit`; `Err` carries MLIR's message.
    fn expand(&mut self, e: &E) -> Result<Value, &'static str> {
        match e {
            E::Dim(i) => Ok(self.operands[*i]),
            E::Sym(i) => Ok(self.operands[self.dims + *i]),
            E::Const(c) => Ok(self.konst(*c)),
            E::Bin(BinOp::Add, l, r) => {
                let (a, b) = (self.expand(l)?, self.expand(r)?);
                Ok(self.bin("arith.addi", a, b))
            }
            E::Bin(BinOp::Mul, l, r) => {
                let (a, b) = (self.expand(l)?, self.expand(r)?);
                Ok(self.bin("arith.muli", a, b))
            }
            E::Bin(op, l, r) => {
                let what = match op {
                    BinOp::Mod => "modulo",
                    _ => "division",
                };
                match r.konst() {
                    None if *op != BinOp::Mod => return Err("semi-affine expressions (division by non-const) are not supported"),
                    None => return Err("semi-affine expressions (modulo by non-const) are not supported"),
                    Some(c) if c <= 0 => {
                        return Err(if what == "modulo" {
                            "modulo by non-positive value is not supported"
                        } else {
                            "division by non-positive value is not supported"
                        })
                    }
                    _ => {}
                }
                let (lhs, rhs) = (self.expand(l)?, self.expand(r)?);
                Ok(match op {
                    BinOp::Mod => {
                        let rem = self.bin("arith.remsi", lhs, rhs);
                        let zero = self.konst(0);
                        let neg = self.cmp(SLT, rem, zero);
                        let fixed = self.bin("arith.addi", rem, rhs);
                        self.select(neg, fixed, rem)
                    }
                    BinOp::FloorDiv => {
                        let zero = self.konst(0);
                        let none = self.konst(-1);
                        let neg = self.cmp(SLT, lhs, zero);
                        let dec = self.bin("arith.subi", none, lhs);
                        let dividend = self.select(neg, dec, lhs);
                        let q = self.bin("arith.divsi", dividend, rhs);
                        let fixed = self.bin("arith.subi", none, q);
                        self.select(neg, fixed, q)
                    }
                    _ => {
                        let zero = self.konst(0);
                        let one = self.konst(1);
                        let nonpos = self.cmp(SLE, lhs, zero);
                        let negated = self.bin("arith.subi", zero, lhs);
                        let dec = self.bin("arith.subi", lhs, one);
                        let dividend = self.select(nonpos, negated, dec);
                        let q = self.bin("arith.divsi", dividend, rhs);
                        let negq = self.bin("arith.subi", zero, q);
                        let inc = self.bin("arith.addi", q, one);
                        self.select(nonpos, negq, inc)
                    }
                })
            }
        }
    }
}

/// The conversion driver folds an op before lowering it
/// (`legalizeWithFold`): true when the fold replaced it.
fn fold_first(ctx: &mut Context, body: &mut Body, root: Op, op: Op, kind: &str) -> bool {
    let operands = body.op(op).operands.to_vec();
    let consts: Vec<Option<Attr>> = operands
        .iter()
        .map(|&v| body.defining_op(v).and_then(|d| crate::passes::api::constant_value(ctx, body, d)))
        .collect();
    let folded = match kind {
        "affine.apply" => super::fold::apply(ctx, body, op, &consts),
        "affine.min" => super::fold::min(ctx, body, op, &consts),
        _ => super::fold::max(ctx, body, op, &consts),
    };
    let Some(crate::passes::api::Folded::Results(values)) = folded else { return false };
    let result = Value(body.op(op).first_result);
    let new = match values.first() {
        Some(crate::passes::api::FoldValue::Value(v)) => *v,
        Some(crate::passes::api::FoldValue::Attr(a)) => {
            let ty = body.value(result).ty;
            let loc = body.op(op).loc;
            let Some(c) = super::fold::materialize_constant(ctx, body, *a, ty, loc) else { return false };
            body.insert_op_before(op, c);
            Value(body.op(c).first_result)
        }
        None => return false,
    };
    body.replace_uses_in(root, result, new);
    body.erase_op(op);
    true
}

/// Lowers one affine op in place; `Err` with MLIR's message.
fn lower_one(ctx: &mut Context, body: &mut Body, root: Op, op: Op, kind: &str) -> Result<(), String> {
    if fold_first(ctx, body, root, op, kind) {
        return Ok(());
    }
    let map: Map = map_of(ctx, body.op(op).properties.and_then(|p| ctx.dict_get_str(p, "map"))).ok_or("unreadable affine map")?;
    let index = ctx.ty(TypeKind::Index);
    let operands = body.op(op).operands.to_vec();
    let mut x = Expander { ctx, body, anchor: op, operands, dims: map.dims, index };
    let mut values = Vec::with_capacity(map.results.len());
    for e in &map.results {
        values.push(x.expand(e)?);
    }
    let mut it = values.into_iter();
    let mut v = it.next().ok_or("empty min/max chain")?;
    for next in it {
        v = x.bin(if kind == "affine.min" { "arith.minsi" } else { "arith.maxsi" }, v, next);
    }
    let result = Value(body.op(op).first_result);
    body.replace_uses_in(root, result, v);
    body.erase_op(op);
    Ok(())
}

impl Pass for LowerAffine {
    fn run(&mut self, cx: &mut PassCx<'_>, root: Op) -> Result<(), PassFailed> {
        for op in cx.module.body.nested_ops_preorder(root) {
            if cx.module.body.op(op).parent.is_none() {
                continue;
            }
            let kind = cx.ctx.str(cx.module.body.op(op).name).to_string();
            if !matches!(kind.as_str(), "affine.apply" | "affine.min" | "affine.max") {
                continue;
            }
            if let Err(msg) = lower_one(cx.ctx, &mut cx.module.body, root, op, &kind) {
                let span = cx.module.body.op(op).span;
                cx.diags.push(Diagnostic::error(span, msg));
                return Err(PassFailed);
            }
        }
        Ok(())
    }
}
