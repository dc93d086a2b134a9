//! Ops that only stand in the way of promotion: casts of the slot pointer
//! (removed once their users are), lifetime and invariant markers
//! (dropped), and debug intrinsics (a declaration becomes values at each
//! store; a value of the slot pointer becomes undef), as MLIR 19's
//! `LLVMMemorySlot.cpp` has them.

use crate::ir::{Op, Value};
use crate::passes::api::{prop, Deletion, SlotBuilder, SlotView, Use};

/// Markers can always go.
pub fn always(_: &SlotView<'_>, _: Op, _: &[usize], _: &mut Vec<Use>) -> bool {
    true
}

/// `llvm.intr.dbg.value` of the slot pointer itself.
pub fn dbg_value_can_remove(_: &SlotView<'_>, _: Op, blocking: &[usize], _: &mut Vec<Use>) -> bool {
    blocking == [0]
}

/// Rather than dropping the debug value, it describes an undef so the
/// debugger shows the variable as optimised out.
pub fn dbg_value_remove(b: &mut SlotBuilder<'_>, op: Op, _: &[usize]) -> Deletion {
    b.set_before(op);
    let value = b.body.op(op).operands[0];
    let ty = b.body.value(value).ty;
    let loc = b.body.defining_op(value).and_then(|d| b.body.op(d).loc).or(b.body.value(value).loc);
    let undef = b.create_value("llvm.mlir.undef", &[], ty, &[], loc);
    b.set_operand(op, 0, undef);
    Deletion::Keep
}

/// `llvm.intr.dbg.value` of `value` for the variable `declare` describes,
/// at the builder's insertion point.
pub fn dbg_value(b: &mut SlotBuilder<'_>, declare: Op, value: Value) {
    let mut props = Vec::new();
    for key in ["varInfo", "locationExpr"] {
        if let Some(a) = prop(b.ctx, b.body, declare, key) {
            props.push((key, a));
        }
    }
    let loc = b.body.op(declare).loc;
    b.create("llvm.intr.dbg.value", &[value], &[], &props, loc);
}

/// Each store's value is what the declared variable holds after it.
pub fn dbg_declare_visit(b: &mut SlotBuilder<'_>, op: Op, definitions: &[(Op, Value)]) {
    for &(store, value) in definitions {
        b.set_after(store);
        dbg_value(b, op, value);
    }
}
