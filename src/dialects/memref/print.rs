//! The hand-written part of the memref dialect's custom forms (printing),
//! spelled as MLIR 19's `MemRefOps.cpp` prints them: the
//! `custom<DynamicIndexList>` and `custom<GlobalMemrefOpTypeAndInitialValue>`
//! directives and the C++-printed ops (`transpose`, `generic_atomic_rmw`,
//! `alloca_scope`, `prefetch`, `dma_start`).

use crate::ir::{AttrKind, IntOrFloat, TypeKind, Value};
use crate::ods::format::{CustomArg, Var};
use crate::printer::api::*;

use super::parse::DYNAMIC;

/// `[%a, 0, 4]`: the static list with each `kDynamic` replaced by the next
/// SSA value of the operand slot.
pub fn dynamic_index_list(p: &mut Printer<'_>, v: &OpView<'_>, args: &[CustomArg]) {
    let ctx = p.ctx;
    let [CustomArg::Var(Var::Operand(slot)), CustomArg::Var(Var::Attr(attr))] = args else { return };
    let values = v.operand_group(ctx, *slot);
    let statics: Vec<i128> = match v.prop(ctx, v.def.attrs[*attr].name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => {
            values.iter().map(|x| if let IntOrFloat::Int(i) = x { *i } else { 0 }).collect()
        }
        _ => Vec::new(),
    };
    p.out.push('[');
    let mut next = values.iter();
    for (k, &s) in statics.iter().enumerate() {
        if k > 0 {
            p.out.push_str(", ");
        }
        if s == DYNAMIC {
            if let Some(&d) = next.next() {
                print_value(p, v, d);
            }
        } else {
            p.push_i128_pub(s);
        }
    }
    p.out.push(']');
}

/// `memref<...>`, then ` = uninitialized` or ` = dense<...>` (the value
/// without its type, which the memref implies).
pub fn global_type_and_value(p: &mut Printer<'_>, v: &OpView<'_>, args: &[CustomArg]) {
    let ctx = p.ctx;
    let [CustomArg::Var(Var::Attr(t)), CustomArg::Var(Var::Attr(i))] = args else { return };
    if let Some(AttrKind::Type(ty)) = v.prop(ctx, v.def.attrs[*t].name).map(|a| ctx.attr_kind(a)) {
        p.print_type(*ty);
    }
    let Some(value) = v.prop(ctx, v.def.attrs[*i].name) else { return };
    p.out.push_str(" = ");
    let typed = match ctx.attr_kind(value) {
        AttrKind::Unit => {
            p.out.push_str("uninitialized");
            return;
        }
        AttrKind::DenseElements { ty, .. } | AttrKind::DenseResource { ty, .. } | AttrKind::Sparse { ty, .. } => Some(*ty),
        _ => None,
    };
    // `printAttributeWithoutType`: the attribute's spelling minus its
    // trailing ` : type`.
    let start = p.out.len();
    p.print_attr(value);
    if let Some(ty) = typed {
        let suffix = format!(" : {}", type_to_string(ctx, ty));
        if p.out[start..].ends_with(&suffix) {
            let keep = p.out.len() - suffix.len();
            p.out.truncate(keep);
        }
    }
}

fn operand(p: &Printer<'_>, v: &OpView<'_>, name: &str) -> Vec<Value> {
    v.def.operand_index(name).map(|i| v.operand_group(p.ctx, i).to_vec()).unwrap_or_default()
}

fn values(p: &mut Printer<'_>, v: &OpView<'_>, xs: &[Value]) {
    for (k, &x) in xs.iter().enumerate() {
        if k > 0 {
            p.out.push_str(", ");
        }
        print_value(p, v, x);
    }
}

fn type_of(v: &OpView<'_>, x: Value) -> crate::ir::Type {
    v.m.body.value(x).ty
}

/// The permutation is spelled inline, never through an alias (MLIR prints
/// it with `AffineMap::print`).
fn transpose_unprinted(_: &crate::ir::Context, _: &crate::ir::Body, _: crate::ir::Op) -> Vec<&'static str> {
    vec!["permutation"]
}

/// ` %in (d0, d1) -> (d1, d0) attr-dict : T to U`.
pub fn print_transpose(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let d = v.m.body.op(v.op);
    let Some(&input) = d.operands.first() else { return };
    p.out.push(' ');
    print_value(p, v, input);
    p.out.push(' ');
    if let Some(AttrKind::AffineMap(text)) = v.prop(ctx, "permutation").map(|a| ctx.attr_kind(a)) {
        let inner = text.strip_prefix('<').and_then(|t| t.strip_suffix('>')).unwrap_or(text);
        p.out.push_str(inner);
    }
    let attrs = attrs_except(p, v, &["permutation"]);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : ");
    p.print_type(type_of(v, input));
    p.out.push_str(" to ");
    if let Some(r) = d.results().next() {
        p.print_type(type_of(v, r));
    }
}

/// ` %m[%i] : memref<...> {region} attr-dict`.
pub fn print_generic_atomic_rmw(p: &mut Printer<'_>, v: &OpView<'_>) {
    let memref = operand(p, v, "memref");
    let indices = operand(p, v, "indices");
    let Some(&m) = memref.first() else { return };
    p.out.push(' ');
    print_value(p, v, m);
    p.out.push('[');
    values(p, v, &indices);
    p.out.push_str("] : ");
    p.print_type(type_of(v, m));
    p.out.push(' ');
    if let Some(&r) = v.m.body.op(v.op).regions.first() {
        p.print_region_custom(v.m, v.names, r, v.indent, true);
    }
    let attrs = attrs_except(p, v, &[]);
    p.optional_attr_dict(&attrs, false);
}

/// `  -> (T) {region} attr-dict`; the terminator shows only when the scope
/// returns values.
pub fn print_alloca_scope(p: &mut Printer<'_>, v: &OpView<'_>) {
    let d = v.m.body.op(v.op);
    let results: Vec<_> = d.results().map(|r| type_of(v, r)).collect();
    p.out.push(' ');
    if !results.is_empty() {
        p.out.push_str(" -> (");
        p.type_list(&results);
        p.out.push(')');
    }
    p.out.push(' ');
    if let Some(&r) = d.regions.first() {
        region_without_terminator(p, v, r, !results.is_empty());
    }
    let attrs = attrs_except(p, v, &[]);
    p.optional_attr_dict(&attrs, false);
}

/// ` %m[%i], read|write, locality<N>, data|instr attr-dict : memref<...>`.
pub fn print_prefetch(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ctx = p.ctx;
    let memref = operand(p, v, "memref");
    let indices = operand(p, v, "indices");
    let Some(&m) = memref.first() else { return };
    let flag = |name: &str| matches!(v.prop(ctx, name).map(|a| ctx.attr_kind(a)), Some(AttrKind::Bool(true)));
    p.out.push(' ');
    print_value(p, v, m);
    p.out.push('[');
    values(p, v, &indices);
    p.out.push_str("], ");
    p.out.push_str(if flag("isWrite") { "write" } else { "read" });
    p.out.push_str(", locality<");
    let hint = v.prop(ctx, "localityHint").and_then(|a| ctx.int_value(a)).unwrap_or(0);
    p.push_i128_pub(hint);
    p.out.push_str(">, ");
    p.out.push_str(if flag("isDataCache") { "data" } else { "instr" });
    let attrs = attrs_except(p, v, &["localityHint", "isWrite", "isDataCache"]);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : ");
    p.print_type(type_of(v, m));
}

/// The rank of a memref value's type (0 for anything else).
fn rank(p: &Printer<'_>, v: &OpView<'_>, x: Value) -> usize {
    match p.ctx.type_kind(type_of(v, x)) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// ` %src[...], %dst[...], %n, %tag[...][, %stride, %per_stride]
/// attr-dict : S, D, T`.
pub fn print_dma_start(p: &mut Printer<'_>, v: &OpView<'_>) {
    let ops: Vec<Value> = v.m.body.op(v.op).operands.to_vec();
    // Split by the memrefs' ranks, as `DmaStartOp`'s accessors do.
    let mut at = 0;
    let mut take = |n: usize| {
        let s = ops.get(at..at + n).map(<[Value]>::to_vec);
        at += n;
        s
    };
    let Some(src) = take(1) else { return };
    let Some(src_i) = take(rank(p, v, src[0])) else { return };
    let Some(dst) = take(1) else { return };
    let Some(dst_i) = take(rank(p, v, dst[0])) else { return };
    let Some(n) = take(1) else { return };
    let Some(tag) = take(1) else { return };
    let Some(tag_i) = take(rank(p, v, tag[0])) else { return };
    let stride = take(2);
    let group = |p: &mut Printer<'_>, m: Value, idx: &[Value]| {
        print_value(p, v, m);
        p.out.push('[');
        values(p, v, idx);
        p.out.push(']');
    };
    p.out.push(' ');
    group(p, src[0], &src_i);
    p.out.push_str(", ");
    group(p, dst[0], &dst_i);
    p.out.push_str(", ");
    print_value(p, v, n[0]);
    p.out.push_str(", ");
    group(p, tag[0], &tag_i);
    if let Some(s) = stride {
        p.out.push_str(", ");
        values(p, v, &s);
    }
    let attrs = attrs_except(p, v, &[]);
    p.optional_attr_dict(&attrs, false);
    p.out.push_str(" : ");
    let tys = [type_of(v, src[0]), type_of(v, dst[0]), type_of(v, tag[0])];
    p.type_list(&tys);
}

/// Whether `memref.dma_start`'s operands split as its printer needs: the
/// memrefs where the ranks put them, then nothing or a stride pair.
fn dma_start_printable(ctx: &crate::ir::Context, body: &crate::ir::Body, d: &crate::ir::OpData) -> bool {
    let rank = |i: usize| match d.operands.get(i).map(|&x| ctx.type_kind(body.value(x).ty)) {
        Some(TypeKind::MemRef { shape, .. }) => Some(shape.len()),
        _ => None,
    };
    let Some(r0) = rank(0) else { return false };
    let Some(r1) = rank(1 + r0) else { return false };
    let tag = 1 + r0 + 1 + r1 + 1;
    let Some(r2) = rank(tag) else { return false };
    let rest = d.operands.len().checked_sub(tag + 1 + r2);
    matches!(rest, Some(0 | 2))
}

/// The memref dialect's printing rows.
pub const PRINT: DialectPrint = DialectPrint {
    ops: &[
        OpPrint { op: "memref.transpose", print: Some(print_transpose), unprinted: Some(transpose_unprinted), ..OpPrint::NONE },
        OpPrint { op: "memref.generic_atomic_rmw", print: Some(print_generic_atomic_rmw), ..OpPrint::NONE },
        OpPrint { op: "memref.alloca_scope", print: Some(print_alloca_scope), ..OpPrint::NONE },
        OpPrint { op: "memref.prefetch", print: Some(print_prefetch), ..OpPrint::NONE },
        OpPrint {
            op: "memref.dma_start",
            print: Some(print_dma_start),
            printable: Some(dma_start_printable),
            ..OpPrint::NONE
        },
    ],
    directives: &[
        ("DynamicIndexList", dynamic_index_list),
        ("GlobalMemrefOpTypeAndInitialValue", global_type_and_value),
    ],
    ..DialectPrint::EMPTY
};
