//! The LLVM dialect's folds (MLIR 19's `fold` methods of its ops) and its
//! constant materialisation (`LLVMDialect::materializeConstant`),
//! registered in [`super::rewrite`].

use crate::ir::{Attr, AttrKind, Body, Context, DenseData, IntOrFloat, Op, Type, TypeKind, Value};
use crate::passes::api::{dense_ints, dialect_marker, int_attr, int_of, prop, result_type, set_prop, FoldValue, Folded};

/// The `rawConstantIndices` marker of a dynamic GEP index.
const GEP_DYNAMIC: i128 = i32::MIN as i128;

fn one(a: Attr) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Attr(a)]))
}

fn same(v: Value) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Value(v)]))
}

pub fn fold_constant(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    one(prop(ctx, body, op, "value")?)
}

pub fn fold_addressof(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    one(prop(ctx, body, op, "global_name")?)
}

pub fn fold_undef(ctx: &mut Context, _: &mut Body, _: Op, _: &[Option<Attr>]) -> Option<Folded> {
    one(dialect_marker(ctx, "llvm.undef"))
}

pub fn fold_poison(ctx: &mut Context, _: &mut Body, _: Op, _: &[Option<Attr>]) -> Option<Folded> {
    one(dialect_marker(ctx, "llvm.poison"))
}

/// An integer zero folds to `0 : iN`; other types to `#llvm.zero`.
pub fn fold_zero(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let ty = result_type(body, op)?;
    if let TypeKind::Integer { width, .. } = *ctx.type_kind(ty) {
        return one(int_attr(ctx, ty, width, 0)?);
    }
    one(dialect_marker(ctx, "llvm.zero"))
}

/// `icmp eq/ne %x, %x` and `icmp eq/ne alloca, null`.
pub fn fold_icmp(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let pred = prop(ctx, body, op, "predicate").and_then(|a| ctx.int_value(a))?;
    let (eq, ne) = (0, 1);
    if pred != eq && pred != ne {
        return None;
    }
    let (lhs, rhs) = match *body.op(op).operands {
        [l, r] => (l, r),
        _ => return None,
    };
    let def_name = |v: Value| body.defining_op(v).map(|o| ctx.str(body.op(o).name));
    let result = if lhs == rhs {
        pred == eq
    } else if def_name(lhs) == Some("llvm.alloca") && def_name(rhs) == Some("llvm.mlir.zero") {
        pred == ne
    } else if def_name(lhs) == Some("llvm.mlir.zero") && def_name(rhs) == Some("llvm.alloca") {
        // Put the alloca first; the next visit folds it.
        body.set_operand(op, 0, rhs);
        body.set_operand(op, 1, lhs);
        return Some(Folded::InPlace);
    } else {
        return None;
    };
    let ty = result_type(body, op)?;
    one(bool_attr(ctx, ty, result))
}

/// `true`/`false`, or a splat of it for a vector of `i1`.
fn bool_attr(ctx: &mut Context, ty: Type, value: bool) -> Attr {
    match ctx.type_kind(ty) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            ctx.attr(AttrKind::DenseElements { ty, data: DenseData::Ints(vec![value as i128].into()) })
        }
        _ => ctx.attr(AttrKind::Bool(value)),
    }
}

/// `cast(x : T) : T → x`; `cast(cast(x : T)) : T → x`; else a cast of a
/// cast of the same kind casts the original value directly.
pub fn fold_chainable_cast(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let arg = *body.op(op).operands.first()?;
    let ty = result_type(body, op)?;
    if body.value(arg).ty == ty {
        return same(arg);
    }
    let prev = body.defining_op(arg)?;
    if body.op(prev).name != body.op(op).name {
        return None;
    }
    let prev_arg = *body.op(prev).operands.first()?;
    if body.value(prev_arg).ty == ty {
        return same(prev_arg);
    }
    let _ = ctx;
    body.set_operand(op, 0, prev_arg);
    Some(Folded::InPlace)
}

/// `gep %x[0] : T → T` folds to `%x`; dynamic indices that are constants
/// fitting in 32 bits become constant indices.
pub fn fold_gep(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let raw = dense_ints(ctx, prop(ctx, body, op, "rawConstantIndices"))?;
    let operands = body.op(op).operands.to_vec();
    let (&base, dynamic) = operands.split_first()?;
    // The constant value of each index, dynamic or not.
    let mut dyn_i = 0;
    let mut values: Vec<(Option<i128>, Option<Value>)> = Vec::with_capacity(raw.len());
    for &r in &raw {
        if r == GEP_DYNAMIC {
            let v = *dynamic.get(dyn_i)?;
            let c = int_of(ctx, consts.get(dyn_i + 1).copied().flatten()).map(|x| x.0);
            values.push((c, Some(v)));
            dyn_i += 1;
        } else {
            values.push((Some(r), None));
        }
    }
    let ty = result_type(body, op)?;
    if body.value(base).ty == ty && values.len() == 1 && values[0].0 == Some(0) {
        return same(base);
    }
    // i32::MIN itself is the dynamic-index marker, so it stays dynamic.
    let fits = |c: i128| c > i32::MIN as i128 && c <= i32::MAX as i128;
    if !values.iter().any(|(c, v)| v.is_some() && c.is_some_and(fits)) {
        return None;
    }
    let mut new_raw = Vec::with_capacity(values.len());
    let mut new_ops = vec![base];
    for (c, v) in values {
        match (c, v) {
            (Some(c), Some(_)) if fits(c) => new_raw.push(IntOrFloat::Int(c)),
            (_, Some(v)) => {
                new_raw.push(IntOrFloat::Int(GEP_DYNAMIC));
                new_ops.push(v);
            }
            (c, None) => new_raw.push(IntOrFloat::Int(c.unwrap_or(0))),
        }
    }
    let elem = ctx.int_type(32);
    let a = ctx.attr(AttrKind::DenseArray { elem, values: new_raw.into() });
    set_prop(ctx, body, op, "rawConstantIndices", a);
    body.ops[op.index()].operands = new_ops.into();
    Some(Folded::InPlace)
}

/// Extraction through a chain of `insertvalue`s (and of extractions).
pub fn fold_extractvalue(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let pos = dense_ints(ctx, prop(ctx, body, op, "position"))?;
    let container = *body.op(op).operands.first()?;
    let name_of = |body: &Body, v: Value| body.defining_op(v).map(|o| (o, ctx.str(body.op(o).name)));
    // extractvalue(extractvalue(x, p), q) → extractvalue(x, p ++ q)
    if let Some((prev, "llvm.extractvalue")) = name_of(body, container) {
        let mut new_pos = dense_ints(ctx, prop(ctx, body, prev, "position"))?;
        new_pos.extend(&pos);
        let inner = *body.op(prev).operands.first()?;
        set_position(ctx, body, op, &new_pos);
        body.set_operand(op, 0, inner);
        return Some(Folded::InPlace);
    }
    let mut changed = false;
    let mut cur = container;
    while let Some((ins, "llvm.insertvalue")) = name_of(body, cur) {
        let ins_pos = dense_ints(ctx, prop(ctx, body, ins, "position"))?;
        let (ins_container, ins_value) = match *body.op(ins).operands {
            [c, v] => (c, v),
            _ => return None,
        };
        if ins_pos == pos {
            return same(ins_value);
        }
        let min = pos.len().min(ins_pos.len());
        // One position is a prefix of the other: the inserted value
        // overlaps what is extracted, so stop here.
        if pos[..min] == ins_pos[..min] {
            break;
        }
        // Disjoint: extract from what was inserted into.
        body.set_operand(op, 0, ins_container);
        changed = true;
        cur = ins_container;
    }
    changed.then_some(Folded::InPlace)
}

fn set_position(ctx: &mut Context, body: &mut Body, op: Op, pos: &[i128]) {
    let elem = ctx.int_type(64);
    let values: Vec<IntOrFloat> = pos.iter().map(|&p| IntOrFloat::Int(p)).collect();
    let a = ctx.attr(AttrKind::DenseArray { elem, values: values.into() });
    set_prop(ctx, body, op, "position", a);
}

fn int_result_width(ctx: &Context, body: &Body, op: Op) -> Option<(Type, u32)> {
    let ty = result_type(body, op)?;
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some((ty, *width)),
        _ => None,
    }
}

pub fn fold_zext(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let (v, w) = int_of(ctx, consts.first().copied().flatten())?;
    let (ty, width) = int_result_width(ctx, body, op)?;
    let unsigned = v & ((1i128 << w) - 1);
    one(int_attr(ctx, ty, width, unsigned)?)
}

pub fn fold_shl(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let (l, w) = int_of(ctx, consts.first().copied().flatten())?;
    let (r, _) = int_of(ctx, consts.get(1).copied().flatten())?;
    // Shifting by the width or more is poison: leave it.
    let amount = r & ((1i128 << w) - 1);
    if amount >= w as i128 {
        return None;
    }
    let (ty, width) = int_result_width(ctx, body, op)?;
    one(int_attr(ctx, ty, width, l << amount)?)
}

pub fn fold_or(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let (l, _) = int_of(ctx, consts.first().copied().flatten())?;
    let (r, _) = int_of(ctx, consts.get(1).copied().flatten())?;
    let (ty, width) = int_result_width(ctx, body, op)?;
    one(int_attr(ctx, ty, width, l | r)?)
}

/// Creates the op that materialises `value : ty` (not placed in a
/// block): `llvm.mlir.addressof` for symbols, `undef`/`poison`/`zero` for
/// their markers, else `llvm.mlir.constant` of an attribute typed `ty`.
pub fn materialize_constant(ctx: &mut Context, body: &mut Body, value: Attr, ty: Type, loc: Option<Attr>) -> Option<Op> {
    let (name, props) = match ctx.attr_kind(value).clone() {
        AttrKind::SymbolRef { nested, .. } if nested.is_empty() => ("llvm.mlir.addressof", Some(("global_name", value))),
        AttrKind::Dialect { name, body: None } => match ctx.str(name) {
            "llvm.undef" => ("llvm.mlir.undef", None),
            "llvm.poison" => ("llvm.mlir.poison", None),
            "llvm.zero" => ("llvm.mlir.zero", None),
            _ => return None,
        },
        AttrKind::Bool(_) => {
            let i1 = ctx.int_type(1);
            if ty != i1 {
                return None;
            }
            ("llvm.mlir.constant", Some(("value", value)))
        }
        AttrKind::Integer { ty: t, .. } | AttrKind::Float { ty: t, .. } | AttrKind::DenseElements { ty: t, .. }
            if t == ty =>
        {
            ("llvm.mlir.constant", Some(("value", value)))
        }
        _ => return None,
    };
    let name = ctx.ident(name);
    let properties = match props {
        Some((k, v)) => {
            let k = ctx.ident(k);
            Some(ctx.dict(vec![(k, v)]))
        }
        None => None,
    };
    let attrs = ctx.empty_dict();
    Some(body.new_op(name, Box::new([]), &[ty], Box::new([]), properties, attrs, Box::new([]), loc, Default::default()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Module;
    use crate::passes::api::{constant_value, fold};

    fn parse(src: &str) -> (Context, Module) {
        let mut ctx = Context::new();
        let m = crate::parser::parse(&mut ctx, src, &Default::default()).expect("parses");
        (ctx, m)
    }

    /// The first op named `name` under the module.
    fn find(ctx: &Context, m: &Module, name: &str) -> Op {
        m.body.nested_ops_preorder(m.top).into_iter().find(|&o| ctx.str(m.body.op(o).name) == name).expect("op present")
    }

    #[test]
    fn zext_of_negative_constant() {
        let (mut ctx, mut m) = parse(
            "llvm.func @f() -> i64 {\n  %0 = llvm.mlir.constant(-1 : i32) : i32\n  %1 = llvm.zext %0 : i32 to i64\n  llvm.return %1 : i64\n}\n",
        );
        let c = find(&ctx, &m, "llvm.mlir.constant");
        let z = find(&ctx, &m, "llvm.zext");
        let cv = constant_value(&mut ctx, &mut m.body, c);
        let Some(Folded::Results(r)) = fold(&mut ctx, &mut m.body, z, &[cv]) else { panic!("zext folds") };
        let FoldValue::Attr(a) = r[0] else { panic!("to a constant") };
        assert_eq!(ctx.int_value(a), Some(4294967295));
        // Without a constant operand nothing folds.
        assert_eq!(fold(&mut ctx, &mut m.body, z, &[None]), None);
    }

    #[test]
    fn materializes_by_attribute_kind() {
        let mut ctx = Context::new();
        let mut body = Body::default();
        let ptr = ctx.ptr_type();
        let sym = ctx.flat_symbol_ref("g");
        let op = materialize_constant(&mut ctx, &mut body, sym, ptr, None).unwrap();
        assert_eq!(ctx.str(body.op(op).name), "llvm.mlir.addressof");
        let zero = dialect_marker(&mut ctx, "llvm.zero");
        let op = materialize_constant(&mut ctx, &mut body, zero, ptr, None).unwrap();
        assert_eq!(ctx.str(body.op(op).name), "llvm.mlir.zero");
        // An integer attribute of another type is not a valid constant.
        let i32t = ctx.int_type(32);
        let seven = ctx.int_attr(7, 64);
        assert!(materialize_constant(&mut ctx, &mut body, seven, i32t, None).is_none());
    }
}
