//! The ops' own verifiers (`verify()` in MLIR), keyed by op name; the
//! rules live by theme in [`super::memory`], [`super::values`],
//! [`super::control`] and [`super::globals`]. Region rules that MLIR
//! checks when it leaves an op (`verifyRegions`) are in [`exit`].

use super::{cf_ops, control, func_ops, globals, memory, nvvm, omp_ops, params, tbaa, values, Cx, Res};
use crate::ir::Op;

/// On entering an op, after its slot constraints.
pub fn check(cx: &Cx, op: Op) -> Res {
    tbaa::check(cx, op)?;
    globals::symbol_parent(cx, op)?;
    match cx.name(op) {
        "llvm.func" => {
            params::check_function(cx, op)?;
            control::func(cx, op)
        }
        "func.func" => {
            params::check_function(cx, op)?;
            func_ops::func(cx, op)
        }
        "func.return" => func_ops::ret(cx, op),
        "llvm.mlir.global" => globals::global(cx, op),
        "llvm.mlir.global_ctors" => globals::structors(cx, op, "ctors", "ctors"),
        "llvm.mlir.global_dtors" => globals::structors(cx, op, "dtors", "dtors"),
        "llvm.load" => memory::load(cx, op),
        "llvm.store" => memory::store(cx, op),
        "llvm.atomicrmw" => memory::atomicrmw(cx, op),
        "llvm.cmpxchg" => memory::cmpxchg(cx, op),
        "llvm.fence" => memory::fence(cx, op),
        "llvm.alloca" => memory::alloca(cx, op),
        "llvm.getelementptr" => memory::gep(cx, op),
        "llvm.mlir.constant" => values::constant(cx, op),
        "llvm.mlir.zero" => values::zero(cx, op),
        "llvm.insertvalue" => values::insertvalue(cx, op),
        "llvm.extractvalue" => values::extractvalue(cx, op),
        "llvm.extractelement" => values::extractelement(cx, op),
        "llvm.insertelement" => values::insertelement(cx, op),
        "llvm.shufflevector" => values::shufflevector(cx, op),
        "llvm.intr.vector.insert" => values::vector_insert_extract(cx, op, true),
        "llvm.intr.vector.extract" => values::vector_insert_extract(cx, op, false),
        "llvm.intr.vector.interleave2" => values::interleave2(cx, op),
        "llvm.bitcast" => values::bitcast(cx, op),
        "llvm.zext" | "llvm.sext" => values::ext(cx, op),
        "llvm.return" => control::ret(cx, op),
        "llvm.switch" => control::switch(cx, op),
        "cf.switch" => cf_ops::switch(cx, op),
        "omp.wsloop" => omp_ops::wsloop(cx, op),
        "omp.loop_nest" => omp_ops::loop_nest(cx, op),
        "omp.yield" => omp_ops::yield_parent(cx, op),
        "llvm.landingpad" => control::landingpad(cx, op),
        "llvm.call" => control::call(cx, op),
        "llvm.invoke" => control::invoke(cx, op),
        n if n.starts_with("nvvm.") => nvvm::check(cx, op),
        _ => Ok(()),
    }?;
    control::branch_operands(cx, op)
}

/// On leaving an op, after everything inside it verified.
pub fn exit(cx: &Cx, op: Op) -> Res {
    match cx.name(op) {
        "llvm.mlir.global" => globals::global_region(cx, op),
        "llvm.comdat" => globals::comdat_region(cx, op),
        _ => Ok(()),
    }
}
