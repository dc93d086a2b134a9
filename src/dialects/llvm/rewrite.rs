//! The LLVM dialect's rewrite rows: folds, memory effects, branches'
//! successor operands, constant materialisation, and its passes.

use super::{effects, fold, memslot, passes};
use crate::passes::api::{branch_layouts, DialectRewrite, OpRewrite};

/// The LLVM dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite {
    ops: &[
        OpRewrite { op: "llvm.mlir.constant", fold: Some(fold::fold_constant), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.mlir.addressof", fold: Some(fold::fold_addressof), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.mlir.undef", fold: Some(fold::fold_undef), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.mlir.poison", fold: Some(fold::fold_poison), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.mlir.zero", fold: Some(fold::fold_zero), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.icmp", fold: Some(fold::fold_icmp), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.bitcast", fold: Some(fold::fold_chainable_cast), memslot: Some(&memslot::CAST), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.addrspacecast", fold: Some(fold::fold_chainable_cast), memslot: Some(&memslot::CAST), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.getelementptr", fold: Some(fold::fold_gep), memslot: Some(&memslot::GEP), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.extractvalue", fold: Some(fold::fold_extractvalue), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.zext", fold: Some(fold::fold_zext), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.shl", fold: Some(fold::fold_shl), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.or", fold: Some(fold::fold_or), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.load", effects: Some(effects::load), memslot: Some(&memslot::LOAD), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.inline_asm", effects: Some(effects::inline_asm), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.alloca", effects: Some(effects::alloca), memslot: Some(&memslot::ALLOCA), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.store", memslot: Some(&memslot::STORE), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.intr.lifetime.start", memslot: Some(&memslot::MARKER), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.intr.lifetime.end", memslot: Some(&memslot::MARKER), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.intr.invariant.start", memslot: Some(&memslot::MARKER), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.intr.invariant.end", memslot: Some(&memslot::MARKER), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.intr.dbg.declare", memslot: Some(&memslot::DBG_DECLARE), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.intr.dbg.value", memslot: Some(&memslot::DBG_VALUE), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.intr.memset", memslot: Some(&memslot::MEMSET), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.intr.memcpy", memslot: Some(&memslot::COPY), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.intr.memmove", memslot: Some(&memslot::COPY), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.intr.memcpy.inline", memslot: Some(&memslot::COPY), ..OpRewrite::NONE },
        OpRewrite { op: "llvm.br", successor_operands: Some(branch_layouts::all_to_one), ..OpRewrite::NONE },
        OpRewrite {
            op: "llvm.cond_br",
            successor_operands: Some(branch_layouts::conditional),
            resize_successor_operands: Some(branch_layouts::resize_conditional),
            ..OpRewrite::NONE
        },
        OpRewrite {
            op: "llvm.switch",
            successor_operands: Some(branch_layouts::switch),
            resize_successor_operands: Some(branch_layouts::resize_switch),
            ..OpRewrite::NONE
        },
    ],
    materialize_constant: Some(fold::materialize_constant),
    passes: passes::PASSES,
    inliner: Some(&super::inliner::INLINER),
    ..DialectRewrite::EMPTY
};
