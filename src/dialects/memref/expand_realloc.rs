//! `expand-realloc` (MLIR 19's `ExpandRealloc.cpp`): `memref.realloc` of a
//! 1-D identity-layout buffer becomes a size comparison and an `scf.if`
//! that either allocates the new buffer, copies the old one into its
//! prefix (a `subview`), deallocates the old one (option `emit-deallocs`,
//! on by default) and yields the new one, or yields the old buffer
//! reinterpreted at the requested size.
//!
//! MLIR runs the pattern as a partial conversion in which arith, scf and
//! memref are legal and only `memref.realloc` is illegal: the ops made are
//! neither folded nor converted further.

use super::parse::DYNAMIC;
use crate::conversion::api::{apply_conversion, create_op_with, ConversionPattern, ConversionRewriter, ConversionTarget, Legality, Mode, NewOp, TypeConverter};
use crate::ir::{Attr, AttrKind, Block, IntOrFloat, IntValue, Op, Type, TypeKind, Value};
use crate::passes::api::{OptKind, OptionSpec, Pass, PassCx, PassFailed, PassInfo};

/// `expand-realloc`.
pub const PASS: PassInfo = PassInfo {
    argument: "expand-realloc",
    name: "ExpandReallocPass",
    summary: "Expand memref.realloc operations into its components",
    anchor: None,
    options: &[OptionSpec {
        name: "emit-deallocs",
        help: "Emit deallocation operations for the original MemRef",
        default: "true",
        kind: OptKind::Bool,
    }],
    create: |options| Box::new(ExpandRealloc { emit_deallocs: options.bool("emit-deallocs") }),
};

struct ExpandRealloc {
    emit_deallocs: bool,
}

impl Pass for ExpandRealloc {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let mut target = ConversionTarget::default();
        target
            .dialect("arith", Legality::Legal)
            .dialect("scf", Legality::Legal)
            .dialect("memref", Legality::Legal)
            .op("memref.realloc", Legality::Illegal);
        let patterns: Vec<Box<dyn ConversionPattern>> = vec![Box::new(ExpandPattern { emit_deallocs: self.emit_deallocs })];
        let converter = TypeConverter::default();
        let outcome = apply_conversion(cx.ctx, &mut cx.module.body, op, &target, &converter, &patterns, Mode::Partial);
        crate::conversion::api::report_conversion(cx, outcome)
    }
}

struct ExpandPattern {
    emit_deallocs: bool,
}

impl ConversionPattern for ExpandPattern {
    fn root(&self) -> &str {
        "memref.realloc"
    }
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
        expand(rw, op, operands, self.emit_deallocs).is_some()
    }
}

/// A size: a constant or a value (MLIR's `OpFoldResult`).
#[derive(Clone, Copy)]
enum Size {
    Int(i64),
    Val(Value),
}

/// The shape, element type, layout and memory space of a ranked memref.
fn memref_parts(rw: &ConversionRewriter<'_>, t: Type) -> Option<(Vec<Option<u64>>, Type, Option<Attr>, Option<Attr>)> {
    match rw.ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, layout, memory_space } => Some((shape.to_vec(), *elem, *layout, *memory_space)),
        _ => None,
    }
}

fn dense_i64(rw: &mut ConversionRewriter<'_>, values: &[i64]) -> Attr {
    let i64t = rw.ctx.int_type(64);
    rw.ctx.attr(AttrKind::DenseArray { elem: i64t, values: values.iter().map(|&v| IntOrFloat::Int(v as i128)).collect() })
}

fn segments(rw: &mut ConversionRewriter<'_>, sizes: &[usize]) -> Attr {
    let i32t = rw.ctx.int_type(32);
    rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values: sizes.iter().map(|&v| IntOrFloat::Int(v as i128)).collect() })
}

/// Builds `name` before `op`, then moves it to the end of `into` if given.
fn build(rw: &mut ConversionRewriter<'_>, op: Op, into: Option<Block>, name: &str, parts: NewOp<'_>) -> Op {
    let new = create_op_with(rw, op, name, parts);
    if let Some(b) = into {
        let n = rw.body.block(b).ops.len();
        rw.body.move_op(new, b, n);
    }
    new
}

fn first(rw: &ConversionRewriter<'_>, op: Op) -> Value {
    Value(rw.body.op(op).first_result)
}

/// `arith.constant v : index` before `op`.
fn index_constant(rw: &mut ConversionRewriter<'_>, op: Op, v: i64) -> Value {
    let index = rw.ctx.ty(TypeKind::Index);
    let value = rw.ctx.attr(AttrKind::Integer { value: IntValue::Small(v as i128), ty: index });
    let c = build(rw, op, None, "arith.constant", NewOp { result_types: &[index], props: &[("value", value)], ..NewOp::default() });
    first(rw, c)
}

/// MLIR's `getValueOrCreateConstantIndexOp`.
fn value_of(rw: &mut ConversionRewriter<'_>, op: Op, s: Size) -> Value {
    match s {
        Size::Val(v) => v,
        Size::Int(i) => index_constant(rw, op, i),
    }
}

/// The static list and the dynamic operands of one size list entry.
fn split(s: Size) -> (i64, Vec<Value>) {
    match s {
        Size::Int(i) => (i, Vec::new()),
        Size::Val(v) => (DYNAMIC as i64, vec![v]),
    }
}

fn expand(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value], emit_deallocs: bool) -> Option<()> {
    let (&source, dynamic_size) = operands.split_first()?;
    let result = rw.body.op(op).results().next()?;
    let result_ty = rw.body.value(result).ty;
    let source_ty = rw.body.value(source).ty;
    let (src_shape, elem, src_layout, _) = memref_parts(rw, source_ty)?;
    let (dst_shape, _, dst_layout, space) = memref_parts(rw, result_ty)?;
    if src_shape.len() != 1 || dst_shape.len() != 1 || src_layout.is_some() || dst_layout.is_some() {
        return None;
    }
    let alignment = rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, "alignment"));
    let index = rw.ctx.ty(TypeKind::Index);
    // The old buffer's size.
    let current = match src_shape[0] {
        Some(n) => Size::Int(n as i64),
        None => {
            let zero = index_constant(rw, op, 0);
            let dim = build(rw, op, None, "memref.dim", NewOp { operands: &[source, zero], result_types: &[index], ..NewOp::default() });
            Size::Val(first(rw, dim))
        }
    };
    let wanted = match dst_shape[0] {
        Some(n) => Size::Int(n as i64),
        None => Size::Val(*dynamic_size.first()?),
    };
    let lhs = value_of(rw, op, current);
    let rhs = value_of(rw, op, wanted);
    let i1 = rw.ctx.int_type(1);
    let ult = rw.ctx.int_attr(6, 64);
    let cmp = build(rw, op, None, "arith.cmpi", NewOp { operands: &[lhs, rhs], result_types: &[i1], props: &[("predicate", ult)], ..NewOp::default() });
    let cond = first(rw, cmp);
    // The `scf.if` with its two blocks.
    let span = rw.body.op(op).span;
    let (then_region, else_region) = (rw.body.new_region(), rw.body.new_region());
    let then_block = rw.body.new_block(then_region, span);
    let else_block = rw.body.new_block(else_region, span);
    let if_op = build(rw, op, None, "scf.if", NewOp { operands: &[cond], result_types: &[result_ty], regions: &[then_region, else_region], ..NewOp::default() });
    // Then: allocate, copy the old values into the new buffer's prefix,
    // free the old buffer.
    let dyn_sizes: Vec<Value> = dynamic_size.to_vec();
    let seg = segments(rw, &[dyn_sizes.len(), 0]);
    let mut props = vec![("operandSegmentSizes", seg)];
    if let Some(a) = alignment {
        props.push(("alignment", a));
    }
    let alloc = build(rw, op, Some(then_block), "memref.alloc", NewOp { operands: &dyn_sizes, result_types: &[result_ty], props: &props, ..NewOp::default() });
    let new_buffer = first(rw, alloc);
    let (size, size_operands) = split(current);
    let strided = crate::ir::affine::canonical_strided("<[1]>").unwrap_or_else(|| "<[1]>".to_string());
    let layout = rw.ctx.attr(AttrKind::Strided(strided.into()));
    let sub_dim = (size != DYNAMIC as i64).then_some(size as u64);
    let sub_ty = rw.ctx.ty(TypeKind::MemRef { shape: Box::new([sub_dim]), elem, layout: Some(layout), memory_space: space });
    let mut sub_operands = vec![new_buffer];
    sub_operands.extend(&size_operands);
    let props = [
        ("operandSegmentSizes", segments(rw, &[1, 0, size_operands.len(), 0])),
        ("static_offsets", dense_i64(rw, &[0])),
        ("static_sizes", dense_i64(rw, &[size])),
        ("static_strides", dense_i64(rw, &[1])),
    ];
    let sub = build(rw, op, Some(then_block), "memref.subview", NewOp { operands: &sub_operands, result_types: &[sub_ty], props: &props, ..NewOp::default() });
    let sub = first(rw, sub);
    build(rw, op, Some(then_block), "memref.copy", NewOp { operands: &[source, sub], ..NewOp::default() });
    if emit_deallocs {
        build(rw, op, Some(then_block), "memref.dealloc", NewOp { operands: &[source], ..NewOp::default() });
    }
    build(rw, op, Some(then_block), "scf.yield", NewOp { operands: &[new_buffer], ..NewOp::default() });
    // Else: the old buffer at the requested size.
    let (size, size_operands) = split(wanted);
    let mut cast_operands = vec![source];
    cast_operands.extend(&size_operands);
    let props = [
        ("operandSegmentSizes", segments(rw, &[1, 0, size_operands.len(), 0])),
        ("static_offsets", dense_i64(rw, &[0])),
        ("static_sizes", dense_i64(rw, &[size])),
        ("static_strides", dense_i64(rw, &[1])),
    ];
    let cast =
        build(rw, op, Some(else_block), "memref.reinterpret_cast", NewOp { operands: &cast_operands, result_types: &[result_ty], props: &props, ..NewOp::default() });
    let cast = first(rw, cast);
    build(rw, op, Some(else_block), "scf.yield", NewOp { operands: &[cast], ..NewOp::default() });
    let r = first(rw, if_op);
    rw.replace_op(op, &[r]);
    Some(())
}
