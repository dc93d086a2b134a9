//! Op folding hooks, keyed by op name, and the LLVM dialect's constant
//! materialisation: what MLIR 19's `fold` methods and
//! `LLVMDialect::materializeConstant` do.
//!
//! A folder sees the op and the constant values of its operands (`None`
//! where an operand is not a constant) and either replaces the op's results
//! (by existing values or by constant attributes the driver materialises)
//! or updates the op in place.

use crate::ir::{AttrKind, Body, Context, IntOrFloat, IntValue, Op, TypeKind, Value};
use crate::ir::{Attr, DenseData, Type};

/// What a folder replaces one result by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldValue {
    Value(Value),
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

/// The `rawConstantIndices` marker of a dynamic GEP index.
const GEP_DYNAMIC: i128 = i32::MIN as i128;

type Folder = fn(&mut Context, &mut Body, Op, &[Option<Attr>]) -> Option<Folded>;

/// Folders by op name.
const FOLDERS: &[(&str, Folder)] = &[
    ("llvm.mlir.constant", fold_constant),
    ("llvm.mlir.addressof", fold_addressof),
    ("llvm.mlir.undef", fold_undef),
    ("llvm.mlir.poison", fold_poison),
    ("llvm.mlir.zero", fold_zero),
    ("llvm.icmp", fold_icmp),
    ("llvm.bitcast", fold_chainable_cast),
    ("llvm.addrspacecast", fold_chainable_cast),
    ("llvm.getelementptr", fold_gep),
    ("llvm.extractvalue", fold_extractvalue),
    ("llvm.zext", fold_zext),
    ("llvm.shl", fold_shl),
    ("llvm.or", fold_or),
    ("arith.constant", fold_constant),
    ("arith.addi", fold_addi),
    ("arith.select", fold_select),
];

/// Folds `op` given its operands' constant values: the op's own folder,
/// then (when that fails or only updated the op) its traits' folds, as
/// MLIR's fold hooks do.
pub fn fold(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let name = ctx.str(body.op(op).name);
    let own = match FOLDERS.iter().find(|f| f.0 == name) {
        Some(f) => (f.1)(ctx, body, op, consts),
        None => None,
    };
    if matches!(own, Some(Folded::Results(_))) {
        return own;
    }
    let commutative = crate::ods::lookup(ctx.str(body.op(op).name)).is_some_and(|i| i.def.has(crate::ods::opdef::traits::COMMUTATIVE));
    if commutative && fold_commutative(body, op, consts) {
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
    let d = body.op(op);
    if d.num_results != 1 || !is_constant_like(ctx, body, op) {
        return None;
    }
    match fold(ctx, body, op, &[])? {
        Folded::Results(r) => match r.first() {
            Some(FoldValue::Attr(a)) => Some(*a),
            _ => None,
        },
        Folded::InPlace => None,
    }
}

/// Whether the op has the `ConstantLike` trait.
pub fn is_constant_like(ctx: &Context, body: &Body, op: Op) -> bool {
    crate::ods::lookup(ctx.str(body.op(op).name)).is_some_and(|i| i.def.has(crate::ods::opdef::traits::CONSTANT_LIKE))
}

fn prop(ctx: &Context, body: &Body, op: Op, name: &str) -> Option<Attr> {
    body.op(op).properties.and_then(|p| ctx.dict_get_str(p, name))
}

/// Sets (or replaces) one property of `op`.
pub fn set_prop(ctx: &mut Context, body: &mut Body, op: Op, name: &str, value: Attr) {
    let mut entries: Vec<_> = match body.op(op).properties.map(|p| ctx.attr_kind(p).clone()) {
        Some(AttrKind::Dictionary(e)) => e.to_vec(),
        _ => Vec::new(),
    };
    let key = ctx.ident(name);
    entries.retain(|e| e.0 != key);
    entries.push((key, value));
    let dict = ctx.dict(entries);
    body.ops[op.index()].properties = Some(dict);
}

fn one(a: Attr) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Attr(a)]))
}

fn same(v: Value) -> Option<Folded> {
    Some(Folded::Results(vec![FoldValue::Value(v)]))
}

fn result_type(body: &Body, op: Op) -> Option<Type> {
    body.op(op).results().next().map(|r| body.value(r).ty)
}

fn fold_constant(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    one(prop(ctx, body, op, "value")?)
}

fn fold_addressof(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    one(prop(ctx, body, op, "global_name")?)
}

fn dialect_marker(ctx: &mut Context, name: &str) -> Attr {
    let name = ctx.ident(name);
    ctx.attr(AttrKind::Dialect { name, body: None })
}

fn fold_undef(ctx: &mut Context, _: &mut Body, _: Op, _: &[Option<Attr>]) -> Option<Folded> {
    one(dialect_marker(ctx, "llvm.undef"))
}

fn fold_poison(ctx: &mut Context, _: &mut Body, _: Op, _: &[Option<Attr>]) -> Option<Folded> {
    one(dialect_marker(ctx, "llvm.poison"))
}

/// An integer zero folds to `0 : iN`; other types to `#llvm.zero`.
fn fold_zero(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let ty = result_type(body, op)?;
    if let TypeKind::Integer { width, .. } = *ctx.type_kind(ty) {
        return one(int_attr(ctx, ty, width, 0)?);
    }
    one(dialect_marker(ctx, "llvm.zero"))
}

/// An integer attribute of `ty`, `value` wrapped to the width as MLIR
/// keeps signless values (sign-extended); `None` past 127 bits.
fn int_attr(ctx: &mut Context, ty: Type, width: u32, value: i128) -> Option<Attr> {
    if width == 0 || width > 127 {
        return None;
    }
    let shift = 128 - width;
    let v = (value << shift) >> shift;
    if width == 1 {
        return Some(ctx.attr(AttrKind::Bool(v != 0)));
    }
    Some(ctx.attr(AttrKind::Integer { value: IntValue::Small(v), ty }))
}

/// The value and width of an integer constant (`i1` booleans included).
fn int_of(ctx: &Context, a: Option<Attr>) -> Option<(i128, u32)> {
    match ctx.attr_kind(a?) {
        AttrKind::Bool(b) => Some((*b as i128, 1)),
        AttrKind::Integer { value: IntValue::Small(v), ty } => match ctx.type_kind(*ty) {
            TypeKind::Integer { width, .. } if *width <= 127 => Some((*v, *width)),
            TypeKind::Index => Some((*v, 64)),
            _ => None,
        },
        _ => None,
    }
}

/// `icmp eq/ne %x, %x` and `icmp eq/ne alloca, null`.
fn fold_icmp(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
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
fn fold_chainable_cast(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
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

fn dense_i32s(ctx: &Context, a: Option<Attr>) -> Option<Vec<i128>> {
    match ctx.attr_kind(a?) {
        AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|v| if let IntOrFloat::Int(i) = v { *i } else { 0 }).collect())
        }
        _ => None,
    }
}

/// `gep %x[0] : T → T` folds to `%x`; dynamic indices that are constants
/// fitting in 32 bits become constant indices.
fn fold_gep(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let raw = dense_i32s(ctx, prop(ctx, body, op, "rawConstantIndices"))?;
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
fn fold_extractvalue(ctx: &mut Context, body: &mut Body, op: Op, _: &[Option<Attr>]) -> Option<Folded> {
    let pos = dense_i32s(ctx, prop(ctx, body, op, "position"))?;
    let container = *body.op(op).operands.first()?;
    let name_of = |body: &Body, v: Value| body.defining_op(v).map(|o| (o, ctx.str(body.op(o).name)));
    // extractvalue(extractvalue(x, p), q) → extractvalue(x, p ++ q)
    if let Some((prev, "llvm.extractvalue")) = name_of(body, container) {
        let mut new_pos = dense_i32s(ctx, prop(ctx, body, prev, "position"))?;
        new_pos.extend(&pos);
        let inner = *body.op(prev).operands.first()?;
        set_position(ctx, body, op, &new_pos);
        body.set_operand(op, 0, inner);
        return Some(Folded::InPlace);
    }
    let mut changed = false;
    let mut cur = container;
    while let Some((ins, "llvm.insertvalue")) = name_of(body, cur) {
        let ins_pos = dense_i32s(ctx, prop(ctx, body, ins, "position"))?;
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

fn fold_zext(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let (v, w) = int_of(ctx, consts.first().copied().flatten())?;
    let (ty, width) = int_result_width(ctx, body, op)?;
    let unsigned = v & ((1i128 << w) - 1);
    one(int_attr(ctx, ty, width, unsigned)?)
}

fn fold_shl(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
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

fn fold_or(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let (l, _) = int_of(ctx, consts.first().copied().flatten())?;
    let (r, _) = int_of(ctx, consts.get(1).copied().flatten())?;
    let (ty, width) = int_result_width(ctx, body, op)?;
    one(int_attr(ctx, ty, width, l | r)?)
}

/// `arith.addi`: constants add (wrapping); `x + 0` is `x`.
fn fold_addi(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let lhs = int_of(ctx, consts.first().copied().flatten());
    let rhs = int_of(ctx, consts.get(1).copied().flatten());
    if rhs.is_some_and(|(v, _)| v == 0) {
        return same(*body.op(op).operands.first()?);
    }
    let ((l, _), (r, _)) = (lhs?, rhs?);
    let ty = result_type(body, op)?;
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    one(int_attr(ctx, ty, width, l.wrapping_add(r))?)
}

/// `arith.select`: equal arms, a constant condition, or `select %c, true,
/// false` (which is `%c`).
fn fold_select(ctx: &mut Context, body: &mut Body, op: Op, consts: &[Option<Attr>]) -> Option<Folded> {
    let (cond, t, f) = match *body.op(op).operands {
        [c, t, f] => (c, t, f),
        _ => return None,
    };
    if t == f {
        return same(t);
    }
    match int_of(ctx, consts.first().copied().flatten()) {
        Some((1, 1)) | Some((-1, 1)) => return same(t),
        Some((0, 1)) => return same(f),
        _ => {}
    }
    let i1 = ctx.int_type(1);
    let tv = int_of(ctx, consts.get(1).copied().flatten());
    let fv = int_of(ctx, consts.get(2).copied().flatten());
    if result_type(body, op) == Some(i1) && tv.is_some_and(|x| x.0 != 0) && fv.is_some_and(|x| x.0 == 0) {
        return same(cond);
    }
    None
}

/// Creates the op that materialises `value : ty` for an op of `dialect`
/// (not placed in a block), as that dialect's `materializeConstant` does:
/// the LLVM dialect makes `llvm.mlir.addressof` for symbols,
/// `undef`/`poison`/`zero` for their markers, else `llvm.mlir.constant`;
/// arith makes `arith.constant`. Both need the attribute typed `ty`.
pub fn materialize_constant(
    ctx: &mut Context,
    body: &mut Body,
    dialect: &str,
    value: Attr,
    ty: Type,
    loc: Option<Attr>,
) -> Option<Op> {
    if dialect == "arith" {
        return materialize_arith(ctx, body, value, ty, loc);
    }
    if dialect != "llvm" {
        return None;
    }
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

/// `arith.constant` of an integer, float or elements attribute of type `ty`
/// (integers, floats, `index` and shapes of them).
fn materialize_arith(ctx: &mut Context, body: &mut Body, value: Attr, ty: Type, loc: Option<Attr>) -> Option<Op> {
    let attr_ty = match ctx.attr_kind(value) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } | AttrKind::DenseElements { ty, .. } => *ty,
        AttrKind::Bool(_) => ctx.int_type(1),
        _ => return None,
    };
    if attr_ty != ty {
        return None;
    }
    let name = ctx.ident("arith.constant");
    let key = ctx.ident("value");
    let properties = Some(ctx.dict(vec![(key, value)]));
    let attrs = ctx.empty_dict();
    Some(body.new_op(name, Box::new([]), &[ty], Box::new([]), properties, attrs, Box::new([]), loc, Default::default()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Module;

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
    fn int_attrs_wrap_like_signless_values() {
        let mut ctx = Context::new();
        let i8t = ctx.int_type(8);
        let a = int_attr(&mut ctx, i8t, 8, 255).unwrap();
        assert_eq!(ctx.int_value(a), Some(-1));
        let i1 = ctx.int_type(1);
        let t = int_attr(&mut ctx, i1, 1, 3).unwrap();
        assert_eq!(ctx.attr_kind(t), &AttrKind::Bool(true));
        let wide = ctx.int_type(200);
        assert!(int_attr(&mut ctx, wide, 200, 1).is_none());
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
        let op = materialize_constant(&mut ctx, &mut body, "llvm", sym, ptr, None).unwrap();
        assert_eq!(ctx.str(body.op(op).name), "llvm.mlir.addressof");
        let zero = dialect_marker(&mut ctx, "llvm.zero");
        let op = materialize_constant(&mut ctx, &mut body, "llvm", zero, ptr, None).unwrap();
        assert_eq!(ctx.str(body.op(op).name), "llvm.mlir.zero");
        // An integer attribute of another type is not a valid constant.
        let i32t = ctx.int_type(32);
        let seven = ctx.int_attr(7, 64);
        assert!(materialize_constant(&mut ctx, &mut body, "llvm", seven, i32t, None).is_none());
        // arith makes arith.constant, and nothing for symbols.
        let i64t = ctx.int_type(64);
        let op = materialize_constant(&mut ctx, &mut body, "arith", seven, i64t, None).unwrap();
        assert_eq!(ctx.str(body.op(op).name), "arith.constant");
        assert!(materialize_constant(&mut ctx, &mut body, "arith", sym, ptr, None).is_none());
    }

    #[test]
    fn commutative_moves_constants_last() {
        let (mut ctx, mut m) = parse(
            "llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.mlir.constant(3 : i32) : i32\n  %1 = llvm.mul %0, %a : i32\n  llvm.return %1 : i32\n}\n",
        );
        let c = find(&ctx, &m, "llvm.mlir.constant");
        let mul = find(&ctx, &m, "llvm.mul");
        let cv = constant_value(&mut ctx, &mut m.body, c);
        let before = m.body.op(mul).operands.to_vec();
        assert_eq!(fold(&mut ctx, &mut m.body, mul, &[cv, None]), Some(Folded::InPlace));
        assert_eq!(m.body.op(mul).operands.to_vec(), vec![before[1], before[0]]);
    }
}
