//! What ODS generates for every op (`verifyInvariants`), in MLIR's order:
//! operand and result counts, required and inherent attributes, then each
//! slot's type constraint, then the type-equality and shape traits. The op's own
//! rules come after (its dialect's [`super::api::OpVerify`] row).

use super::api::{Cx, Res};
use super::attributes::attr_constraint_error;
use super::constraints::check_slots;
use crate::ir::{AttrKind, Op, Type, TypeKind, Value};
use crate::ods::opdef::{traits, Arity, OpDef};
use crate::ods::OpInfo;

/// Required attributes first (in name order), then each present inherent
/// attribute against its kind.
fn attributes(cx: &Cx, op: Op, info: &OpInfo) -> Res {
    for name in info.required.iter() {
        if cx.prop(op, name).is_none() {
            return Err(cx.op_err(op, format!("requires attribute '{name}'")));
        }
    }
    // Walk the (few) attributes the op has rather than look up each one it
    // may have: dictionary lookups by name are the verifier's hot spot.
    let d = cx.body.op(op);
    let present = d.properties.into_iter().chain([d.attrs]).flat_map(|dict| match cx.ctx.attr_kind(dict) {
        AttrKind::Dictionary(entries) => entries.iter(),
        _ => [].iter(),
    });
    for &(name, v) in present {
        if let Some(m) = attr_constraint_error(cx.ctx, info, cx.ctx.str(name), v) {
            return Err(cx.op_err(op, m));
        }
    }
    Ok(())
}

pub fn check(cx: &Cx, op: Op, info: &OpInfo) -> Res {
    let mut buf = [0u32; KEY_WORDS];
    let key = shape_key(cx, op, &mut buf);
    if key.is_some_and(|k| cx.invariants_held(k)) {
        return Ok(());
    }
    check_uncached(cx, op, info)?;
    if let Some(k) = key {
        cx.note_invariants_held(k);
    }
    Ok(())
}

/// Room for the shape key of an op with a dozen operands and results;
/// larger ops are checked every time.
const KEY_WORDS: usize = 32;

/// Everything [`check_uncached`] reads of an op, as interned ids and
/// counts: its name, properties and attributes (interned dictionaries),
/// operand and result types, block count per region and successor count.
/// Two ops with one key pass or fail alike, so only the first is checked;
/// the verdict "held" is remembered (failures are reported per op).
fn shape_key<'b>(cx: &Cx, op: Op, buf: &'b mut [u32; KEY_WORDS]) -> Option<&'b [u32]> {
    let d = cx.body.op(op);
    let words = 6 + d.operands.len() + d.num_results as usize + d.regions.len();
    if words > KEY_WORDS {
        return None;
    }
    let mut n = 0;
    let mut push = |w: u32| {
        buf[n] = w;
        n += 1;
    };
    push(d.name.0);
    push(d.properties.map_or(u32::MAX, |p| p.0));
    push(d.attrs.0);
    push(d.operands.len() as u32);
    for &v in d.operands.iter() {
        push(cx.body.value(v).ty.0);
    }
    push(d.num_results);
    for v in d.results() {
        push(cx.body.value(v).ty.0);
    }
    push(d.regions.len() as u32);
    for &r in d.regions.iter() {
        push(cx.body.region(r).blocks.len() as u32);
    }
    push(d.successors.len() as u32);
    Some(&buf[..n])
}

/// The checks themselves (see [`check`]).
fn check_uncached(cx: &Cx, op: Op, info: &OpInfo) -> Res {
    let def = info.def;
    counts(cx, op, def)?;
    // `AttrSizedOperandSegments` is a trait listed before `OpInvariants`
    // (required attributes, constraints, operand types), so its total is
    // checked first.
    let mut segments = cx.segment_sizes(op, "operandSegmentSizes");
    if def.has(traits::ATTR_SIZED_OPERAND_SEGMENTS) {
        // A property never given holds zeros (MLIR's `std::array` storage).
        let sizes = segments.get_or_insert_with(|| vec![0; def.operands.len()]);
        let total: i64 = sizes.iter().sum();
        let count = cx.body.op(op).operands.len();
        if total != count as i64 {
            return Err(cx.op_err(
                op,
                format!("operand count ({count}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"),
            ));
        }
    }
    attributes(cx, op, info)?;
    case_operand_segments(cx, op, def, segments.as_deref())?;
    let d = cx.body.op(op);
    let operand_types = Types::of(cx, d.operands.iter().copied());
    let operand_types = operand_types.as_slice();
    if let Some(m) = check_slots(cx.ctx, def, "operand", def.operands, operand_types, segments.as_deref()) {
        return Err(cx.op_err(op, m));
    }
    let result_types = Types::of(cx, d.results());
    let result_types = result_types.as_slice();
    if let Some(m) = check_slots(cx.ctx, def, "result", def.results, result_types, None) {
        return Err(cx.op_err(op, m));
    }
    region_sizes(cx, op, def)?;
    let all = || operand_types.iter().chain(result_types);
    if def.has(traits::SAME_OPERANDS_AND_RESULT_TYPE) {
        if let Some(&first) = all().next() {
            if all().any(|&t| t != first) {
                return Err(cx.op_err(op, "requires the same type for all operands and results"));
            }
        }
    }
    if def.has(traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE) {
        // `getElementTypeOrSelf`: a shaped type's element type, any other type itself.
        let element = |t: crate::ir::Type| match cx.ctx.type_kind(t) {
            TypeKind::Vector { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. } => *elem,
            _ => t,
        };
        if let Some(&first) = all().next() {
            let first = element(first);
            if all().any(|&t| element(t) != first) {
                return Err(cx.op_err(op, "requires the same element type for all operands and results"));
            }
        }
    }
    if def.has(traits::SAME_TYPE_OPERANDS) {
        if let Some(&first) = operand_types.first() {
            if operand_types.iter().any(|&t| t != first) {
                return Err(cx.op_err(op, "requires all operands to have the same type"));
            }
        }
    }
    // Last in every op's trait list that has them (ElementwiseMappable is
    // appended to the others).
    if def.has(traits::SAME_OPERANDS_AND_RESULT_SHAPE) {
        super::api::same_operands_and_result_shape(cx, op)?;
    }
    if def.has(traits::ELEMENTWISE) {
        super::api::elementwise(cx, op)?;
    }
    Ok(())
}

/// `SizedRegion<1>` and `MaxSizedRegion<1>`, after the result constraints
/// as ODS checks them.
fn region_sizes(cx: &Cx, op: Op, def: &OpDef) -> Res {
    let d = cx.body.op(op);
    for (i, (slot, &r)) in def.regions.iter().zip(d.regions.iter()).enumerate() {
        let blocks = cx.body.region(r).blocks.len();
        let holds = match slot.constraint {
            "region with 1 blocks" => blocks == 1,
            "region with at most 1 blocks" => blocks <= 1,
            _ => true,
        };
        if !holds {
            return Err(cx.op_err(op, format!("region #{i} ('{}') failed to verify constraint: {}", slot.name, slot.constraint)));
        }
    }
    Ok(())
}

/// The types of some values, on the stack when they are few (every op is
/// asked for its operands' and results').
enum Types {
    Few([Type; 4], usize),
    Many(Vec<Type>),
}

impl Types {
    fn of(cx: &Cx, mut values: impl Iterator<Item = Value>) -> Types {
        let ty = |v: Value| cx.body.value(v).ty;
        let mut few = [Type(0); 4];
        for n in 0..4 {
            match values.next() {
                Some(v) => few[n] = ty(v),
                None => return Types::Few(few, n),
            }
        }
        match values.next() {
            None => Types::Few(few, 4),
            Some(v) => {
                let mut many = few.to_vec();
                many.push(ty(v));
                many.extend(values.map(ty));
                Types::Many(many)
            }
        }
    }

    fn as_slice(&self) -> &[Type] {
        match self {
            Types::Few(few, n) => &few[..*n],
            Types::Many(v) => v,
        }
    }
}

/// A switch's `caseOperands` (a variadic of variadic operand) must be as
/// many as `case_operand_segments` adds up to (ODS `verifyValueSizeAttr`).
fn case_operand_segments(cx: &Cx, op: Op, def: &OpDef, segments: Option<&[i64]>) -> Res {
    let (Some(slot), Some(segments)) = (def.operand_index("caseOperands"), segments) else { return Ok(()) };
    let Some(cases) = cx.segment_sizes(op, "case_operand_segments") else { return Ok(()) };
    let (Some(&count), total) = (segments.get(slot), cases.iter().sum::<i64>()) else { return Ok(()) };
    if count != total {
        return Err(cx.op_err(
            op,
            format!("caseOperands count ({count}) does not match with the total size ({total}) specified in attribute 'case_operand_segments'"),
        ));
    }
    Ok(())
}

/// `OneResult`, `NOperands<N>`, `AtLeastNOperands<N>`, ... as MLIR words them.
fn counts(cx: &Cx, op: Op, def: &OpDef) -> Res {
    let d = cx.body.op(op);
    // The region count trait comes first in ODS's trait list.
    if def.regions.iter().all(|s| s.arity == Arity::One) && d.regions.len() != def.regions.len() {
        return Err(cx.op_err(
            op,
            match def.regions.len() {
                0 => "requires zero regions".to_string(),
                1 => "requires one region".to_string(),
                k => format!("expected {k} regions"),
            },
        ));
    }
    let fixed_results = def.results.iter().filter(|s| s.arity == Arity::One).count();
    let open_results = def.results.iter().any(|s| s.arity != Arity::One);
    let n = d.num_results as usize;
    if !open_results && n != fixed_results {
        return Err(cx.op_err(
            op,
            match fixed_results {
                0 => "requires zero results".to_string(),
                1 => "requires one result".to_string(),
                k => format!("expected {k} results, but found {n}"),
            },
        ));
    }
    if open_results && def.results.len() == 1 && def.results[0].arity == Arity::Optional && n > 1 {
        return Err(cx.op_err(op, "requires zero or one result"));
    }
    let fixed = def.operands.iter().filter(|s| s.arity == Arity::One).count();
    let open = def.operands.iter().any(|s| s.arity != Arity::One);
    let m = d.operands.len();
    if !open && m != fixed {
        return Err(cx.op_err(
            op,
            match fixed {
                0 => "requires zero operands".to_string(),
                1 => "requires a single operand".to_string(),
                k => format!("expected {k} operands, but found {m}"),
            },
        ));
    }
    if open && m < fixed {
        return Err(cx.op_err(op, format!("expected {fixed} or more operands, but found {m}")));
    }
    if def.successors.iter().all(|s| s.arity == Arity::One) && d.successors.len() != def.successors.len() {
        return Err(cx.op_err(
            op,
            match def.successors.len() {
                0 => "requires zero successors".to_string(),
                1 => "requires 1 successor but found ".to_string() + &d.successors.len().to_string(),
                k => format!("requires {k} successors but found {}", d.successors.len()),
            },
        ));
    }
    Ok(())
}
