//! The vector dialect's `custom<DynamicIndexList>` directive, read and
//! printed as MLIR 19's `parseDynamicIndexList`/`printDynamicIndexList` do
//! for `vector.insert`/`vector.extract`: `[1, %i, 2]`, where each SSA value
//! stands for a dynamic position (`ShapedType::kDynamic`, i64's minimum, in
//! the static list) and `[]` is the empty list.

use crate::ir::{AttrKind, IntOrFloat};
use crate::ods::format::CustomArg;
use crate::parser::api::*;
use crate::printer::api::{OpView, Printer};

/// The static list's marker of a dynamic position.
pub const DYNAMIC: i128 = i64::MIN as i128;

/// The operand slot and property a directive fills: the op's
/// `dynamic_position` and `static_position`.
const DYNAMIC_SLOT: &str = "dynamic_position";
const STATIC_PROP: &str = "static_position";

/// Reads `[` (integer | %value) (`,` ...)* `]`.
pub fn parse_dynamic_index_list<'a, E: G<'a>>(
    inp: &mut Cursor<'a, '_, E>,
    subs: &Subs<'a, E>,
    p: &mut OpParse<'_>,
    _: &HookArgs<'_>,
) -> Result<(), E::Error> {
    let src = subs.src;
    let Some(slot) = p.def.operand_index(DYNAMIC_SLOT) else {
        return Err(err_here(inp, "custom<DynamicIndexList> needs a dynamic_position operand"));
    };
    expect_kind(inp, Kind::LBracket, "'['")?;
    let mut raw = Vec::new();
    if !matches!(peek_kind(inp), Kind::RBracket | Kind::RBracketX) {
        loop {
            if peek_kind(inp) == Kind::ValueId {
                let v = inp.parse(subs.value_use.clone())?;
                p.operands[slot].push(v);
                raw.push(IntOrFloat::Int(DYNAMIC));
            } else {
                let neg = eat_kind(inp, Kind::Minus);
                let t = expect_kind(inp, Kind::Int, "SSA value or integer")?;
                let v: i64 = t.text(src).parse().map_err(|_| err_here(inp, "integer value too large"))?;
                raw.push(IntOrFloat::Int(if neg { -(v as i128) } else { v as i128 }));
            }
            if !eat_kind(inp, Kind::Comma) {
                break;
            }
        }
    }
    if !eat_kind(inp, Kind::RBracket) {
        expect_kind(inp, Kind::RBracketX, "']'")?;
    }
    let s = st(inp);
    let elem = s.ctx.int_type(64);
    let a = s.ctx.attr(AttrKind::DenseArray { elem, values: raw.into() });
    p.set_prop(s, STATIC_PROP, a);
    Ok(())
}

/// Prints the list back, dynamic positions by their values.
pub fn print_dynamic_index_list(p: &mut Printer<'_>, v: &OpView<'_>, _: &[CustomArg]) {
    let ctx = p.ctx;
    let dynamic = v.def.operand_index(DYNAMIC_SLOT).map(|i| v.operand_group(ctx, i)).unwrap_or(&[]);
    let mut next = 0;
    p.out.push('[');
    if let Some(AttrKind::DenseArray { values, .. }) = v.prop(ctx, STATIC_PROP).map(|a| ctx.attr_kind(a)) {
        for (k, x) in values.iter().enumerate() {
            if k > 0 {
                p.out.push_str(", ");
            }
            match x {
                IntOrFloat::Int(i) if *i == DYNAMIC => {
                    if let Some(&d) = dynamic.get(next) {
                        p.value_name(v.names, &v.m.body, d);
                    }
                    next += 1;
                }
                IntOrFloat::Int(i) => p.push_i128_pub(*i),
                IntOrFloat::Float(_) => {}
            }
        }
    }
    p.out.push(']');
}

/// `vector.reduction`: the accumulator, when written, has the result's
/// type (MLIR's `TypesMatchWith`, which holds only for a present `acc`).
pub fn infer_reduction(_: &mut crate::ir::Context, p: &mut OpParse<'_>) {
    let Some(i) = p.def.operand_index("acc") else { return };
    if p.operands[i].is_empty() {
        return;
    }
    if let Some(t) = get(p, "dest") {
        set(p, "acc", t);
    }
}

/// `vector.shuffle`'s result type (MLIR's `inferReturnTypes`): as many
/// leading elements as the mask has, the trailing dimensions of `v1`
/// (none for a 0-D `v1`), its element type.
pub fn infer_shuffle(ctx: &mut crate::ir::Context, p: &mut OpParse<'_>) {
    let Some(v1) = get(p, "v1") else { return };
    let Some(mask) = p.props.iter().find(|(k, _)| ctx.str(*k) == "mask").map(|(_, a)| *a) else { return };
    // MLIR 19 keeps the mask as an array of i64 (a native property).
    let AttrKind::Array(values) = ctx.attr_kind(mask) else { return };
    let n = values.len() as u64;
    let crate::ir::TypeKind::Vector { shape, scalable, elem } = ctx.type_kind(v1).clone() else { return };
    let mut new_shape = vec![n];
    let mut new_scalable = vec![false];
    if !shape.is_empty() {
        new_shape.extend_from_slice(&shape[1..]);
        new_scalable.extend_from_slice(&scalable[1..]);
    }
    let t = ctx.ty(crate::ir::TypeKind::Vector { shape: new_shape.into(), scalable: new_scalable.into(), elem });
    set(p, "vector", t);
}

/// `vector.from_elements`: every element has the result's element type
/// (MLIR's `TypesMatchWith` over the variadic operand).
pub fn infer_from_elements(ctx: &mut crate::ir::Context, p: &mut OpParse<'_>) {
    let Some(result) = get(p, "result") else { return };
    let crate::ir::TypeKind::Vector { elem, shape, .. } = ctx.type_kind(result).clone() else { return };
    let Some(i) = p.def.operand_index("elements") else { return };
    p.operand_types[i] = Some(vec![elem; shape.iter().product::<u64>() as usize]);
}
