//! Ops on vectors of more than one dimension, unrolled over their 1-D
//! vectors (MLIR's `LLVM::detail::handleMultidimensionalVectors`): the LLVM
//! type converter turns `vector<2x3x4xT>` into `!llvm.array<2 x array<3 x
//! vector<4xT>>>`, and an elementwise op on it becomes an `llvm.mlir.undef`
//! of the result array, then, for each position in row-major order, one
//! `llvm.extractvalue` per operand, the 1-D op, and an `llvm.insertvalue`.
//! Dialect lowerings (arith, math) share it through [`super::api`].

use super::framework::ConversionRewriter;
use super::descriptor::{extract_value, insert_value, undef};
use crate::ir::{LlvmType, Op, Type, TypeKind, Value};

/// The 1-D vector type at the bottom of a converted n-D vector (`T` for an
/// `!llvm.array` nest of `T`), and how many array levels lead to it.
pub fn innermost_vector(ctx: &crate::ir::Context, mut t: Type) -> (Type, usize) {
    let mut depth = 0;
    while let TypeKind::Llvm(LlvmType::Array { elem, .. }) = ctx.type_kind(t) {
        t = *elem;
        depth += 1;
    }
    (t, depth)
}

/// The array lengths of a converted n-D vector, outermost first.
fn array_dims(ctx: &crate::ir::Context, mut t: Type) -> Vec<u64> {
    let mut dims = Vec::new();
    while let TypeKind::Llvm(LlvmType::Array { len, elem }) = ctx.type_kind(t) {
        dims.push(*len);
        t = *elem;
    }
    dims
}

/// Replaces `op`, whose single result converts to `result` (an
/// `!llvm.array` nest), by the unrolled form: `one_d` builds the 1-D op
/// from the 1-D result type and the operands' 1-D slices at one position
/// (every operand is sliced, as MLIR does). False, with nothing built,
/// when `result` is not an array or an operand's shape differs.
pub fn unroll(
    rw: &mut ConversionRewriter<'_>,
    op: Op,
    operands: &[Value],
    result: Type,
    mut one_d: impl FnMut(&mut ConversionRewriter<'_>, Type, &[Value]) -> Value,
) -> bool {
    let dims = array_dims(rw.ctx, result);
    if dims.is_empty() {
        return false;
    }
    let (result_1d, _) = innermost_vector(rw.ctx, result);
    for &v in operands {
        let t = rw.body.value(v).ty;
        if array_dims(rw.ctx, t) != dims {
            return false;
        }
    }
    let mut acc = undef(rw, op, result);
    let total: u64 = dims.iter().product();
    let mut position = vec![0i64; dims.len()];
    for linear in 0..total {
        let mut rest = linear;
        for (p, &d) in position.iter_mut().zip(&dims).rev() {
            *p = (rest % d) as i64;
            rest /= d;
        }
        let slices: Vec<Value> = operands.iter().map(|&v| extract_value(rw, op, v, &position)).collect();
        let one = one_d(rw, result_1d, &slices);
        acc = insert_value(rw, op, acc, one, &position);
    }
    rw.replace_op(op, &[acc]);
    true
}
