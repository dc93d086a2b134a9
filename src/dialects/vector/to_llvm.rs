//! Lowering vector into the LLVM dialect (MLIR's `VectorToLLVM`), the
//! `convert-vector-to-llvm` pass: first the vector-to-vector rewrites of
//! [`super::masks`] run greedily (with folding), then a partial conversion
//! where arith stays legal lowers
//!
//! - `vector.insert`/`vector.extract` at constant positions:
//!   `llvm.insertvalue`/`llvm.extractvalue` on the array of 1-D vectors,
//!   and `llvm.insertelement`/`llvm.extractelement` for a scalar (its
//!   position an `i64` constant, or the converted dynamic index);
//! - `vector.insertelement`/`vector.extractelement` (0-D vectors at
//!   position 0 of the index type);
//! - `vector.splat` (an `llvm.insertelement` into undef at 0, shuffled
//!   with a mask of zeros; n-D: that 1-D vector inserted at every
//!   position), `vector.bitcast` and `vector.fma` on 1-D vectors
//!   (`llvm.bitcast`, `llvm.intr.fmuladd`);
//! - `vector.reduction` ([`super::reduction`]): `llvm.intr.vector.reduce.*`
//!   and the accumulator combined after.
//!
//! A `vector.create_mask` of a size known only at run time becomes a
//! comparison with the indices first (`masks::materialize_create_masks`).
//!
//! What it does not lower stays as it is (as MLIR's partial conversion
//! leaves an op no pattern matches).

use super::to_llvm_shape as shape;
use super::to_llvm_shuffle as shuffle;
use super::{lower_shape, masks, memory, unroll};
use crate::conversion::api::{
    apply_conversion, llvm_type_converter, row_patterns, ConversionPattern, ConversionTarget, Legality, Mode, create_op, extract_value, innermost_vector, insert_value, undef, ConversionRewriter, DialectLowering,
    LowerOptions, OpLowering, materialize_cast,
};
use crate::ir::{Attr, AttrKind, IntOrFloat, Op, Type, TypeKind, Value};
use crate::passes::api::{apply_greedily, prop, GreedyConfig, OptKind, OptionSpec, Pass, PassCx, PassFailed, PassInfo};

/// The lowering rows.
pub const LOWER: DialectLowering = DialectLowering {
    convert_to_llvm: false,
    ops: &[
        OpLowering { op: "vector.insert", lower: insert },
        OpLowering { op: "vector.extract", lower: extract },
        OpLowering { op: "vector.insertelement", lower: insertelement },
        OpLowering { op: "vector.extractelement", lower: extractelement },
        OpLowering { op: "vector.splat", lower: splat },
        OpLowering { op: "vector.bitcast", lower: bitcast },
        OpLowering { op: "vector.fma", lower: fma },
        OpLowering { op: "vector.reduction", lower: super::reduction::reduction },
        OpLowering { op: "vector.shuffle", lower: shuffle::shuffle },
        OpLowering { op: "vector.load", lower: memory::load },
        OpLowering { op: "vector.store", lower: memory::store },
        OpLowering { op: "vector.maskedload", lower: memory::masked_load },
        OpLowering { op: "vector.maskedstore", lower: memory::masked_store },
        OpLowering { op: "vector.gather", lower: memory::gather },
        OpLowering { op: "vector.scatter", lower: memory::scatter },
        OpLowering { op: "vector.expandload", lower: memory::expand_load },
        OpLowering { op: "vector.compressstore", lower: memory::compress_store },
        OpLowering { op: "vector.print", lower: super::print::print },
        OpLowering { op: "vector.type_cast", lower: memory::type_cast },
        OpLowering { op: "vector.from_elements", lower: shape::from_elements },
        OpLowering { op: "vector.extract_strided_slice", lower: shape::extract_strided_slice },
        OpLowering { op: "vector.step", lower: shape::step },
        OpLowering { op: "vector.vscale", lower: shape::vscale },
        OpLowering { op: "vector.interleave", lower: shape::interleave },
        OpLowering { op: "vector.deinterleave", lower: shape::deinterleave },
        OpLowering { op: "vector.scalable.insert", lower: shape::scalable_insert },
        OpLowering { op: "vector.scalable.extract", lower: shape::scalable_extract },
        OpLowering { op: "vector.flat_transpose", lower: shape::flat_transpose },
        OpLowering { op: "vector.matrix_multiply", lower: shape::matrix_multiply },
        OpLowering { op: "vector.mask", lower: super::mask::lower_masked },
    ],
};

/// `convert-vector-to-llvm`.
pub const PASS: PassInfo = PassInfo {
    argument: "convert-vector-to-llvm",
    name: "ConvertVectorToLLVMPass",
    summary: "Lower the operations from the vector dialect into the LLVM dialect",
    anchor: None,
    options: &[
        OptionSpec {
            name: "reassociate-fp-reductions",
            help: "Allows llvm to reassociate floating-point reductions for speed",
            default: "false",
            kind: OptKind::Bool,
        },
        OptionSpec {
            name: "force-32bit-vector-indices",
            help: "Allows compiler to assume vector indices fit in 32-bit if that yields faster code",
            default: "true",
            kind: OptKind::Bool,
        },
        // The target-specific augmentations: with them, MLIR also
        // legalizes the AMX, ArmNeon, ArmSVE and X86Vector dialects' ops,
        // which llmir does not have; on the vector dialect (and everything
        // else llmir reads) the output is the same, checked against
        // mlir-opt-19, so they are accepted and change nothing.
        OptionSpec { name: "enable-amx", help: "Enables the use of AMX dialect while lowering the vector dialect.", default: "false", kind: OptKind::Bool },
        OptionSpec { name: "enable-arm-neon", help: "Enables the use of ArmNeon dialect while lowering the vector dialect.", default: "false", kind: OptKind::Bool },
        OptionSpec { name: "enable-arm-sve", help: "Enables the use of ArmSVE dialect while lowering the vector dialect.", default: "false", kind: OptKind::Bool },
        OptionSpec { name: "enable-x86vector", help: "Enables the use of X86Vector dialect while lowering the vector dialect.", default: "false", kind: OptKind::Bool },
    ],
    create: |options| {
        let force32 = options.bool("force-32bit-vector-indices");
        let reassoc = options.bool("reassociate-fp-reductions");
        let arm_sve = options.bool("enable-arm-sve");
        // MLIR's pass converts with the default options (64-bit index).
        Box::new(VectorToLlvm { opts: LowerOptions::default(), force32, reassoc, arm_sve })
    },
};

struct VectorToLlvm {
    opts: LowerOptions,
    force32: bool,
    reassoc: bool,
    /// `enable-arm-sve`: scalable masks of an SVE predicate's size become
    /// `arm_sve.intr.whilelt` (`masks::SveCreateMask`).
    arm_sve: bool,
}

impl Pass for VectorToLlvm {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let mut patterns = masks::patterns();
        patterns.extend(unroll::patterns());
        patterns.extend(lower_shape::patterns());
        patterns.extend(super::lower_contract::patterns());
        patterns.extend(super::lower_transfer::patterns());
        // MLIR calls `applyPatternsAndFoldGreedily` with the default config:
        // bottom-up (`useTopDownTraversal` is false).
        let config = GreedyConfig { top_down: false, ..GreedyConfig::default() };
        apply_greedily(cx.ctx, &mut cx.module.body, op, &patterns, &config);
        super::lower_transfer::materialize_transfer_masks(cx.ctx, &mut cx.module.body, op);
        masks::materialize_create_masks(cx.ctx, &mut cx.module.body, op, self.force32, self.arm_sve);
        // MLIR's target: the LLVM dialect, arith, memref and the casts are
        // legal (so a fold to an `arith.constant` stands, as when the
        // conversion folds a splat of a constant).
        let mut target = ConversionTarget::default();
        target.dialect("llvm", Legality::Legal);
        target.dialect("arith", Legality::Legal);
        target.dialect("memref", Legality::Legal);
        target.op("builtin.unrealized_conversion_cast", Legality::Legal);
        // The option's reduction pattern goes before the rows.
        let mut rows: Vec<Box<dyn ConversionPattern>> = Vec::new();
        if self.reassoc {
            rows.push(Box::new(super::reduction::ReassociatingReduction));
        }
        if self.arm_sve {
            rows.push(Box::new(masks::SveCreateMask));
        }
        rows.extend(row_patterns(&["vector"]));
        let converter = llvm_type_converter(self.opts);
        let outcome = apply_conversion(cx.ctx, &mut cx.module.body, op, &target, &converter, &rows, Mode::Partial);
        crate::conversion::api::report_conversion(cx, outcome)
    }
}

/// The op's static positions, `None` for a dynamic one.
fn positions(rw: &ConversionRewriter<'_>, op: Op) -> Option<Vec<Option<i64>>> {
    let a = prop(rw.ctx, rw.body, op, "static_position")?;
    let AttrKind::DenseArray { values, .. } = rw.ctx.attr_kind(a) else { return None };
    Some(
        values
            .iter()
            .map(|v| match v {
                IntOrFloat::Int(i) if *i != super::syntax::DYNAMIC => Some(*i as i64),
                _ => None,
            })
            .collect(),
    )
}

fn all_static(p: &[Option<i64>]) -> Option<Vec<i64>> {
    p.iter().copied().collect()
}

fn result_type(rw: &mut ConversionRewriter<'_>, op: Op) -> Option<Type> {
    let r = rw.body.op(op).results().next()?;
    let t = rw.body.value(r).ty;
    Some(rw.converter.convert(rw.ctx, t))
}

fn first(rw: &ConversionRewriter<'_>, op: Op) -> Value {
    Value(rw.body.op(op).first_result)
}

/// `llvm.mlir.constant(value) : ty` before `anchor`.
fn constant(rw: &mut ConversionRewriter<'_>, anchor: Op, value: Attr, ty: Type) -> Value {
    let c = create_op(rw, anchor, "llvm.mlir.constant", &[], &[ty], &[("value", value)]);
    first(rw, c)
}

/// The last position as an LLVM value: an `i64` constant, or the
/// converted dynamic index (the `k`-th dynamic operand).
fn position_value(rw: &mut ConversionRewriter<'_>, op: Op, pos: Option<i64>, dynamic: &[Value]) -> Option<Value> {
    match pos {
        Some(p) => {
            let a = rw.ctx.int_attr(p as i128, 64);
            let t = rw.ctx.int_type(64);
            Some(constant(rw, op, a, t))
        }
        None => dynamic.last().copied(),
    }
}

/// The type of the element `depth` arrays into a converted vector.
fn peel(rw: &ConversionRewriter<'_>, mut t: Type, depth: usize) -> Type {
    for _ in 0..depth {
        if let TypeKind::Llvm(crate::ir::LlvmType::Array { elem, .. }) = rw.ctx.type_kind(t) {
            t = *elem;
        }
    }
    t
}

fn is_vector(rw: &ConversionRewriter<'_>, op: Op, operand: usize) -> bool {
    rw.body.op(op).operands.get(operand).is_some_and(|&v| matches!(rw.ctx.type_kind(rw.body.value(v).ty), TypeKind::Vector { .. }))
}

/// `vector.insert`.
fn insert(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(pos) = positions(rw, op) else { return false };
    let [source, dest, dynamic @ ..] = operands else { return false };
    let (source, dest) = (*source, *dest);
    if pos.is_empty() {
        rw.replace_op(op, &[source]);
        return true;
    }
    if is_vector(rw, op, 0) {
        let Some(p) = all_static(&pos) else { return false };
        let v = insert_value(rw, op, dest, source, &p);
        rw.replace_op(op, &[v]);
        return true;
    }
    let n = pos.len();
    // MLIR 19 lowers a dynamic position only into a 1-D vector.
    if n > 1 && pos.iter().any(Option::is_none) {
        return false;
    }
    let outer = if n > 1 {
        let Some(p) = all_static(&pos[..n - 1]) else { return false };
        Some(p)
    } else {
        None
    };
    let dest_ty = rw.body.value(dest).ty;
    let one_d_ty = peel(rw, dest_ty, n - 1);
    let mut vector = dest;
    if let Some(p) = &outer {
        vector = extract_value(rw, op, dest, p);
    }
    let Some(index) = position_value(rw, op, pos[n - 1], dynamic) else { return false };
    let e = create_op(rw, op, "llvm.insertelement", &[vector, source, index], &[one_d_ty], &[]);
    let mut inserted = first(rw, e);
    if let Some(p) = &outer {
        inserted = insert_value(rw, op, dest, inserted, p);
    }
    rw.replace_op(op, &[inserted]);
    true
}

/// `vector.extract`.
fn extract(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(pos) = positions(rw, op) else { return false };
    let [vector, dynamic @ ..] = operands else { return false };
    let vector = *vector;
    if pos.is_empty() {
        rw.replace_op(op, &[vector]);
        return true;
    }
    let Some(result_ty) = result_type(rw, op) else { return false };
    let n = pos.len();
    let result_is_vector = rw.body.op(op).results().next().is_some_and(|r| matches!(rw.ctx.type_kind(rw.body.value(r).ty), TypeKind::Vector { .. }));
    if result_is_vector {
        let Some(p) = all_static(&pos) else { return false };
        let v = extract_value(rw, op, vector, &p);
        rw.replace_op(op, &[v]);
        return true;
    }
    // MLIR 19 lowers a dynamic position only into a 1-D vector.
    if n > 1 && pos.iter().any(Option::is_none) {
        return false;
    }
    let mut from = vector;
    if n > 1 {
        let Some(p) = all_static(&pos[..n - 1]) else { return false };
        from = extract_value(rw, op, vector, &p);
    }
    let Some(index) = position_value(rw, op, pos[n - 1], dynamic) else { return false };
    let e = create_op(rw, op, "llvm.extractelement", &[from, index], &[result_ty], &[]);
    let v = first(rw, e);
    rw.replace_op(op, &[v]);
    true
}

/// Whether `op`'s vector operand `i` has rank 0.
fn rank0(rw: &ConversionRewriter<'_>, op: Op, i: usize) -> bool {
    rw.body.op(op).operands.get(i).is_some_and(|&v| matches!(rw.ctx.type_kind(rw.body.value(v).ty), TypeKind::Vector { shape, .. } if shape.is_empty()))
}

/// Position 0 of the index type, converted (`llvm.mlir.constant(0 : index) : i64`).
fn index_zero(rw: &mut ConversionRewriter<'_>, op: Op) -> Value {
    let index = rw.ctx.ty(TypeKind::Index);
    let ty = rw.converter.convert(rw.ctx, index);
    let zero = rw.ctx.attr(AttrKind::Integer { value: crate::ir::IntValue::Small(0), ty: index });
    constant(rw, op, zero, ty)
}

/// `vector.insertelement`.
fn insertelement(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(ty) = result_type(rw, op) else { return false };
    let index = match operands {
        [_, _] if rank0(rw, op, 1) => index_zero(rw, op),
        [_, _, p] => *p,
        _ => return false,
    };
    let e = create_op(rw, op, "llvm.insertelement", &[operands[1], operands[0], index], &[ty], &[]);
    let v = first(rw, e);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.extractelement`.
fn extractelement(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(ty) = result_type(rw, op) else { return false };
    let index = match operands {
        [_] if rank0(rw, op, 0) => index_zero(rw, op),
        [_, p] => *p,
        _ => return false,
    };
    let e = create_op(rw, op, "llvm.extractelement", &[operands[0], index], &[ty], &[]);
    let v = first(rw, e);
    rw.replace_op(op, &[v]);
    true
}

/// A shuffle of `v` with `w` by an all-zero mask of `width` lanes.
fn shuffle_zeros(rw: &mut ConversionRewriter<'_>, op: Op, v: Value, w: Value, width: u64, ty: Type) -> Value {
    let i32t = rw.ctx.int_type(32);
    let zeros: Vec<IntOrFloat> = (0..width).map(|_| IntOrFloat::Int(0)).collect();
    let mask = rw.ctx.attr(AttrKind::DenseArray { elem: i32t, values: zeros.into() });
    let s = create_op(rw, op, "llvm.shufflevector", &[v, w], &[ty], &[("mask", mask)]);
    first(rw, s)
}

/// `vector.splat`.
fn splat(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [input] = operands else { return false };
    let Some(ty) = result_type(rw, op) else { return false };
    let Some(r) = rw.body.op(op).results().next() else { return false };
    let TypeKind::Vector { shape, .. } = rw.ctx.type_kind(rw.body.value(r).ty).clone() else { return false };
    let (one_d, depth) = innermost_vector(rw.ctx, ty);
    let i32t = rw.ctx.int_type(32);
    let zero_attr = rw.ctx.int_attr(0, 32);
    if depth == 0 {
        let u = undef(rw, op, ty);
        let zero = constant(rw, op, zero_attr, i32t);
        let e = create_op(rw, op, "llvm.insertelement", &[u, *input, zero], &[ty], &[]);
        let mut v = first(rw, e);
        if !shape.is_empty() {
            v = shuffle_zeros(rw, op, v, u, shape[0], ty);
        }
        rw.replace_op(op, &[v]);
        return true;
    }
    let mut desc = undef(rw, op, ty);
    let u = undef(rw, op, one_d);
    let zero = constant(rw, op, zero_attr, i32t);
    let e = create_op(rw, op, "llvm.insertelement", &[u, *input, zero], &[one_d], &[]);
    let v = first(rw, e);
    let v = shuffle_zeros(rw, op, v, v, shape[shape.len() - 1], one_d);
    let dims = &shape[..shape.len() - 1];
    let total: u64 = dims.iter().product();
    let mut position = vec![0i64; dims.len()];
    for linear in 0..total {
        let mut rest = linear;
        for (p, &d) in position.iter_mut().zip(dims).rev() {
            *p = (rest % d) as i64;
            rest /= d;
        }
        desc = insert_value(rw, op, desc, v, &position);
    }
    rw.replace_op(op, &[desc]);
    true
}

/// `vector.bitcast` of a 0-D or 1-D vector.
fn bitcast(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(ty) = result_type(rw, op) else { return false };
    if innermost_vector(rw.ctx, ty).1 > 0 {
        return false;
    }
    let b = create_op(rw, op, "llvm.bitcast", operands, &[ty], &[]);
    let v = first(rw, b);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.fma`: `llvm.intr.fmuladd` on 1-D vectors; an n-D one is
/// peeled one dimension at a time into a zero vector (MLIR's
/// `VectorFMAOpNDRewritePattern`, whose zero splat the conversion folds
/// into an `arith.constant`, leaving the scalar zero it was made of).
fn fma(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let [l, r, a] = operands else { return false };
    let Some(res) = rw.body.op(op).results().next() else { return false };
    let vty = rw.body.value(res).ty;
    let roots = [*l, *r, *a];
    let Some(v) = fma_nd(rw, op, roots, &[], roots, vty) else { return false };
    rw.replace_op(op, &[v]);
    true
}

/// One level of the n-D `vector.fma`: `values` are the operands at
/// `path`. The rows one level down are extracted from the `roots` by the
/// whole path, as MLIR's conversion folds the chain of `vector.extract`s
/// it creates (the extracts of the level above stay, unused).
fn fma_nd(rw: &mut ConversionRewriter<'_>, op: Op, roots: [Value; 3], path: &[i64], values: [Value; 3], vty: Type) -> Option<Value> {
    let TypeKind::Vector { shape, scalable, elem } = rw.ctx.type_kind(vty).clone() else { return None };
    let ty = rw.converter.convert(rw.ctx, vty);
    if shape.len() <= 1 {
        let f = create_op(rw, op, "llvm.intr.fmuladd", &values, &[ty], &[]);
        return Some(first(rw, f));
    }
    if scalable[0] {
        return None;
    }
    let zero = rw.ctx.attr(AttrKind::Float { bits: 0, ty: elem });
    create_op(rw, op, "arith.constant", &[], &[elem], &[("value", zero)]);
    let dense = rw.ctx.attr(AttrKind::DenseElements { ty: vty, data: crate::ir::DenseData::Floats(Box::new([0])) });
    let c = create_op(rw, op, "arith.constant", &[], &[vty], &[("value", dense)]);
    let c = first(rw, c);
    let mut desc = materialize_cast(rw.ctx, rw.body, op, c, ty);
    let sub = rw.ctx.ty(TypeKind::Vector { shape: shape[1..].into(), scalable: scalable[1..].into(), elem });
    for i in 0..shape[0] as i64 {
        let mut at = path.to_vec();
        at.push(i);
        let rows = roots.map(|root| extract_value(rw, op, root, &at));
        let f = fma_nd(rw, op, roots, &at, rows, sub)?;
        desc = insert_value(rw, op, desc, f, &[i]);
    }
    Some(desc)
}
